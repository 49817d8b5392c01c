//! Imported records by the hash of their text, so that importing the same record twice (a
//! double click) keeps one game.

use rusqlite::{OptionalExtension, params};

use super::{GameMeta, GameRow, SqliteStore, StoreError, insert_game};

/// Schema step: each imported game with the hash of its record's normalised text, one game
/// per hash.
pub(super) const IMPORTS_SCHEMA: &str = "
CREATE TABLE imports (
    hash TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id)
);
CREATE UNIQUE INDEX imports_by_hash ON imports (hash);
";

impl SqliteStore {
    /// [`super::Store::create_import`] in one transaction: the game imported before from a
    /// record with `hash`, or the new game stored with its hash.
    pub(super) fn create_import_once(
        &self,
        hash: &str,
        row: &GameRow,
        meta: &GameMeta,
        actions: &[String],
    ) -> Result<Option<String>, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let known: Option<String> = tx
            .query_row("SELECT game_id FROM imports WHERE hash = ?1", [hash], |r| {
                r.get(0)
            })
            .optional()?;
        if known.is_some() {
            return Ok(known);
        }
        insert_game(&tx, row, meta, actions)?;
        tx.execute(
            "INSERT INTO imports (hash, game_id) VALUES (?1, ?2)",
            params![hash, row.id],
        )?;
        tx.commit()?;
        Ok(None)
    }
}
