//! Login attempts kept in the archive, so that the limit on failed log-ins holds across a
//! restart and, on PostgreSQL, across every instance sharing the archive.
//!
//! An attempt is reserved (a row) before its password is checked; it stays as a failure,
//! or is taken back if it succeeds or its password is never checked. A reservation is
//! refused while the name or the address already has its limit of rows in the window, so
//! that a burst of simultaneous log-ins gets no more guesses than the limit. Where instances
//! share the database, a reservation holds advisory locks on its name and its address, so
//! that two instances reserving at once count each other's attempts.

use sea_query::raw_sql;
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;

/// The limits an attempt is reserved under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttemptLimits {
    /// How long an attempt counts, in ms.
    pub window_ms: i64,
    /// Attempts allowed per name within the window.
    pub per_name: u32,
    /// Attempts allowed per client address within the window.
    pub per_address: u32,
}

/// What a reservation got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reserved {
    /// The attempt, by its id: check the password, then settle it.
    Attempt(i64),
    /// The name or the address is at its limit: the ms until an attempt leaves the window.
    Wait(i64),
}

/// How long until an attempt leaves the window, given when the `limit`-th newest attempt of
/// a key within the window was made (`None`: the key is under its limit).
fn wait_for(limit_th_newest: Option<i64>, now: i64, limits: &AttemptLimits) -> i64 {
    limit_th_newest.map_or(0, |at| (at + limits.window_ms - now).max(1))
}

/// The advisory-lock class of a name's attempts (see [`Conn::lock_key`]).
const NAME_LOCKS: i32 = 0x747a_0001;
/// The advisory-lock class of an address's attempts.
const ADDRESS_LOCKS: i32 = 0x747a_0002;

/// The login attempts' part of the archive.
impl Store {
    /// Reserves an attempt on `name` (its key) from `address` at `now` (ms since the epoch),
    /// unless either already has its limit of attempts within the window. Attempts that have
    /// left the window may be forgotten here.
    pub fn reserve_login(
        &self,
        name: &str,
        address: &str,
        now: i64,
        limits: &AttemptLimits,
    ) -> Result<Reserved, StoreError> {
        let cutoff = now - limits.window_ms;
        let name_offset = i64::from(limits.per_name.max(1) - 1);
        let address_offset = i64::from(limits.per_address.max(1) - 1);
        self.db.in_tx(|c| {
            // Attempts out of the window go a few at a time; where instances share the
            // database, rows another transaction holds are skipped, so that forgetting never
            // waits and never deadlocks.
            let shared = c.is_shared();
            c.exec(|b| {
                if shared {
                    raw_sql!(
                        seaql::b::query,
                        "DELETE FROM login_attempts WHERE id IN (
                             SELECT id FROM login_attempts WHERE at <= {cutoff}
                             LIMIT 200 FOR UPDATE SKIP LOCKED)"
                    )
                } else {
                    raw_sql!(
                        seaql::b::query,
                        "DELETE FROM login_attempts WHERE at <= {cutoff}"
                    )
                }
            })?;
            // Always the name's lock first, then the address's: no two reservations wait on
            // each other in a circle.
            c.lock_key(NAME_LOCKS, name)?;
            c.lock_key(ADDRESS_LOCKS, address)?;
            // The attempt that would fall out of each window if this one were added: the
            // name's and the address's, in one statement.
            let (by_name, by_address): (Option<i64>, Option<i64>) = c
                .first(
                    sql!(
                        "SELECT (SELECT at FROM login_attempts
                             WHERE name = {name} AND at > {cutoff}
                             ORDER BY at DESC LIMIT 1 OFFSET {name_offset}),
                         (SELECT at FROM login_attempts
                             WHERE address = {address} AND at > {cutoff}
                             ORDER BY at DESC LIMIT 1 OFFSET {address_offset})"
                    ),
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )?
                .unwrap_or_default();
            let wait = wait_for(by_name, now, limits).max(wait_for(by_address, now, limits));
            if wait > 0 {
                return Ok(Reserved::Wait(wait));
            }
            let id = c.value(sql!(
                "INSERT INTO login_attempts (name, address, at)
                 VALUES ({name}, {address}, {now})
                 RETURNING id"
            ))?;
            Ok(Reserved::Attempt(id))
        })
    }

    /// Takes back attempt `id`, whose password was never checked.
    pub fn release_login(&self, id: i64) -> Result<(), StoreError> {
        self.db
            .read(|c| c.exec(sql!("DELETE FROM login_attempts WHERE id = {id}")))?;
        Ok(())
    }

    /// Attempt `id` on `name` succeeded: it is taken back and the name's failures forgotten.
    pub fn login_succeeded(&self, id: i64, name: &str) -> Result<(), StoreError> {
        self.db.read(|c| {
            c.exec(sql!(
                "DELETE FROM login_attempts WHERE id = {id} OR name = {name}"
            ))
        })?;
        Ok(())
    }
}
