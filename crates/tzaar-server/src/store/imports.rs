//! Imported records by the hash of their text, so that importing the same record twice (a
//! double click) keeps one game.

use rusqlite::{OptionalExtension, Transaction, params};

use super::StoreError;

/// Schema step: each imported game with the hash of its record's normalised text, one game
/// per hash.
pub(super) const IMPORTS_SCHEMA: &str = "
CREATE TABLE imports (
    hash TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id)
);
CREATE UNIQUE INDEX imports_by_hash ON imports (hash);
";

/// The game imported from a record with this hash, if any.
pub(super) fn imported(tx: &Transaction<'_>, hash: &str) -> Result<Option<String>, StoreError> {
    Ok(tx
        .query_row("SELECT game_id FROM imports WHERE hash = ?1", [hash], |r| {
            r.get(0)
        })
        .optional()?)
}

/// Notes that game `id` was imported from a record with this hash.
pub(super) fn remember(tx: &Transaction<'_>, hash: &str, id: &str) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO imports (hash, game_id) VALUES (?1, ?2)",
        params![hash, id],
    )?;
    Ok(())
}
