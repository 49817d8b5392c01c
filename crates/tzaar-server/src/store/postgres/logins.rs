//! The PostgreSQL archive's login attempts, shared by every instance: a reservation holds
//! advisory locks on its name and its address, so that two instances reserving at once
//! count each other's attempts.

use postgres::Transaction;

use super::super::StoreError;
use super::super::logins::{AttemptLimits, LoginStore, Reserved, wait_for};
use super::PgStore;

/// The advisory-lock class of a name's attempts (two-key locks, apart from the migration's).
const NAME_LOCKS: i32 = 0x747a_0001;
/// The advisory-lock class of an address's attempts.
const ADDRESS_LOCKS: i32 = 0x747a_0002;

/// Attempts that have left the window forgotten by one reservation, at most.
const FORGET_AT_ONCE: i64 = 200;

/// When the `limit`-th newest attempt of `key` in `column` within the window was made.
fn limit_th_newest(
    tx: &mut Transaction<'_>,
    column: &str,
    key: &str,
    cutoff: i64,
    limit: u32,
) -> Result<Option<i64>, StoreError> {
    // `column` is one of two names written below, never a client's text.
    let sql = format!(
        "SELECT at FROM login_attempts WHERE {column} = $1 AND at > $2
         ORDER BY at DESC LIMIT 1 OFFSET $3"
    );
    let offset = i64::from(limit.max(1) - 1);
    Ok(tx
        .query_opt(&sql, &[&key, &cutoff, &offset])?
        .map(|r| r.try_get(0))
        .transpose()?)
}

impl LoginStore for PgStore {
    fn reserve_login(
        &self,
        name: &str,
        address: &str,
        now: i64,
        limits: &AttemptLimits,
    ) -> Result<Reserved, StoreError> {
        self.in_tx(|tx| {
            let cutoff = now - limits.window_ms;
            // Old attempts go a few at a time, skipping rows another transaction holds, so
            // that forgetting never waits and never deadlocks.
            tx.execute(
                "DELETE FROM login_attempts WHERE id IN (
                     SELECT id FROM login_attempts WHERE at <= $1
                     LIMIT $2 FOR UPDATE SKIP LOCKED)",
                &[&cutoff, &FORGET_AT_ONCE],
            )?;
            // Always the name's lock first, then the address's: no two reservations wait on
            // each other in a circle.
            tx.execute(
                "SELECT pg_advisory_xact_lock($1, hashtext($2))",
                &[&NAME_LOCKS, &name],
            )?;
            tx.execute(
                "SELECT pg_advisory_xact_lock($1, hashtext($2))",
                &[&ADDRESS_LOCKS, &address],
            )?;
            let by_name = limit_th_newest(tx, "name", name, cutoff, limits.per_name)?;
            let by_address = limit_th_newest(tx, "address", address, cutoff, limits.per_address)?;
            let wait = wait_for(by_name, now, limits).max(wait_for(by_address, now, limits));
            if wait > 0 {
                return Ok(Reserved::Wait(wait));
            }
            let id: i64 = tx
                .query_one(
                    "INSERT INTO login_attempts (name, address, at) VALUES ($1, $2, $3)
                     RETURNING id",
                    &[&name, &address, &now],
                )?
                .try_get(0)?;
            Ok(Reserved::Attempt(id))
        })
    }

    fn release_login(&self, id: i64) -> Result<(), StoreError> {
        self.client()?
            .execute("DELETE FROM login_attempts WHERE id = $1", &[&id])?;
        Ok(())
    }

    fn login_succeeded(&self, id: i64, name: &str) -> Result<(), StoreError> {
        self.client()?.execute(
            "DELETE FROM login_attempts WHERE id = $1 OR name = $2",
            &[&id, &name],
        )?;
        Ok(())
    }
}
