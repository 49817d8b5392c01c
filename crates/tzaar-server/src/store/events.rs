//! Events counted per key within a window (the sign-ups from one client address), kept in
//! the archive so that a limit on them holds across a restart and, on PostgreSQL, across
//! every instance sharing the archive.
//!
//! An event is reserved (a row) before what it counts is done, and taken back if that fails,
//! so that a burst of simultaneous requests gets no more than the limit. Where instances
//! share the database, a reservation holds an advisory lock on its kind and key.

use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::logins::Reserved;

/// The advisory-lock class of counted events (see `Conn::lock_key`).
const EVENT_LOCKS: i32 = 0x747a_0003;

/// A limit on events of one kind per key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventLimit {
    /// How long an event counts, in ms.
    pub window_ms: i64,
    /// Events allowed per key within the window.
    pub per_key: u32,
}

/// The counted events' part of the archive.
impl Store {
    /// Reserves an event of `kind` for `key` at `now` (ms since the epoch), unless the key
    /// already has `limit.per_key` events of that kind within the window: then the ms until
    /// the oldest of them leaves it. Events of the kind out of the window are forgotten here.
    pub fn reserve_event(
        &self,
        kind: &str,
        key: &str,
        now: i64,
        limit: &EventLimit,
    ) -> Result<Reserved, StoreError> {
        let cutoff = now - limit.window_ms;
        let offset = i64::from(limit.per_key.max(1) - 1);
        self.db.in_tx(|c| {
            c.lock_key(EVENT_LOCKS, &format!("{kind}\n{key}"))?;
            c.exec(sql!(
                "DELETE FROM counted_events WHERE kind = {kind} AND key = {key} AND at <= {cutoff}"
            ))?;
            // The event that would fall out of the window if this one were added.
            let oldest: Option<i64> = c.first_value(sql!(
                "SELECT at FROM counted_events WHERE kind = {kind} AND key = {key}
                 ORDER BY at DESC LIMIT 1 OFFSET {offset}"
            ))?;
            if limit.per_key == 0 {
                return Ok(Reserved::Wait(limit.window_ms.max(1)));
            }
            if let Some(at) = oldest {
                return Ok(Reserved::Wait((at + limit.window_ms - now).max(1)));
            }
            let id = c.value(sql!(
                "INSERT INTO counted_events (kind, key, at) VALUES ({kind}, {key}, {now})
                 RETURNING id"
            ))?;
            Ok(Reserved::Attempt(id))
        })
    }

    /// Takes back event `id`, whose action did not happen.
    pub fn release_event(&self, id: i64) -> Result<(), StoreError> {
        self.db
            .read(|c| c.exec(sql!("DELETE FROM counted_events WHERE id = {id}")))?;
        Ok(())
    }
}
