//! Login attempts kept in the archive, so that the limit on failed log-ins holds across a
//! restart and, on PostgreSQL, across every instance sharing the archive.
//!
//! An attempt is reserved (a row) before its password is checked; it stays as a failure,
//! or is taken back if it succeeds or its password is never checked. A reservation is
//! refused while the name or the address already has its limit of rows in the window, so
//! that a burst of simultaneous log-ins gets no more guesses than the limit.

use rusqlite::{OptionalExtension, Transaction, params};

use super::{SqliteStore, StoreError};

/// Version 8: the login attempts of the last window, by name and by address.
pub(super) const LOGINS_SCHEMA: &str = "
CREATE TABLE login_attempts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX login_attempts_by_name ON login_attempts (name, at);
CREATE INDEX login_attempts_by_address ON login_attempts (address, at);
CREATE INDEX login_attempts_by_time ON login_attempts (at);
";

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

/// The login attempts' part of the archive's interface ([`super::Store`] requires it).
pub trait LoginStore: Send + Sync {
    /// Reserves an attempt on `name` (its key) from `address` at `now` (ms since the epoch),
    /// unless either already has its limit of attempts within the window. Attempts that have
    /// left the window may be forgotten here.
    fn reserve_login(
        &self,
        name: &str,
        address: &str,
        now: i64,
        limits: &AttemptLimits,
    ) -> Result<Reserved, StoreError>;
    /// Takes back attempt `id`, whose password was never checked.
    fn release_login(&self, id: i64) -> Result<(), StoreError>;
    /// Attempt `id` on `name` succeeded: it is taken back and the name's failures forgotten.
    fn login_succeeded(&self, id: i64, name: &str) -> Result<(), StoreError>;
}

/// How long until an attempt leaves the window, given when the `limit`-th newest attempt of
/// a key within the window was made (`None`: the key is under its limit).
pub(super) fn wait_for(limit_th_newest: Option<i64>, now: i64, limits: &AttemptLimits) -> i64 {
    limit_th_newest.map_or(0, |at| (at + limits.window_ms - now).max(1))
}

/// When the `limit`-th newest attempt of `key` in `column` within the window was made.
fn limit_th_newest(
    tx: &Transaction<'_>,
    column: &str,
    key: &str,
    cutoff: i64,
    limit: u32,
) -> Result<Option<i64>, StoreError> {
    // `column` is one of two names written below, never a client's text.
    let sql = format!(
        "SELECT at FROM login_attempts WHERE {column} = ?1 AND at > ?2
         ORDER BY at DESC LIMIT 1 OFFSET ?3"
    );
    let offset = i64::from(limit.max(1) - 1);
    Ok(tx
        .query_row(&sql, params![key, cutoff, offset], |r| r.get(0))
        .optional()?)
}

impl LoginStore for SqliteStore {
    fn reserve_login(
        &self,
        name: &str,
        address: &str,
        now: i64,
        limits: &AttemptLimits,
    ) -> Result<Reserved, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let cutoff = now - limits.window_ms;
        tx.execute("DELETE FROM login_attempts WHERE at <= ?1", [cutoff])?;
        let wait = wait_for(
            limit_th_newest(&tx, "name", name, cutoff, limits.per_name)?,
            now,
            limits,
        )
        .max(wait_for(
            limit_th_newest(&tx, "address", address, cutoff, limits.per_address)?,
            now,
            limits,
        ));
        if wait > 0 {
            tx.commit()?;
            return Ok(Reserved::Wait(wait));
        }
        tx.execute(
            "INSERT INTO login_attempts (name, address, at) VALUES (?1, ?2, ?3)",
            params![name, address, now],
        )?;
        let id = tx.last_insert_rowid();
        tx.commit()?;
        Ok(Reserved::Attempt(id))
    }

    fn release_login(&self, id: i64) -> Result<(), StoreError> {
        self.conn()
            .execute("DELETE FROM login_attempts WHERE id = ?1", [id])?;
        Ok(())
    }

    fn login_succeeded(&self, id: i64, name: &str) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM login_attempts WHERE id = ?1 OR name = ?2",
            params![id, name],
        )?;
        Ok(())
    }
}
