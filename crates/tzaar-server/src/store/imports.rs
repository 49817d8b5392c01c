//! Imported records by the hash of their text, so that importing the same record twice (a
//! double click) keeps one game.

use tzaar_sql::sql;

use super::error::StoreError;
use super::sql::Conn;

/// The game imported from a record with this hash, if any.
pub(super) fn imported(c: &mut dyn Conn, hash: &str) -> Result<Option<String>, StoreError> {
    c.first_value(sql!("SELECT game_id FROM imports WHERE hash = {hash}"))
}

/// Notes that game `id` was imported from a record with this hash; `false` (and nothing
/// noted) if a game already was.
pub(super) fn remember(c: &mut dyn Conn, hash: &str, id: &str) -> Result<bool, StoreError> {
    c.changed_one(sql!(
        "INSERT INTO imports (hash, game_id) VALUES ({hash}, {id})
         ON CONFLICT (hash) DO NOTHING"
    ))
}
