//! What the players say and agree around a game: its chat, and the rematch that creates a new
//! game and names it in the old one, in one transaction.

use serde::Serialize;
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::games::{insert_game, lock_game, write_meta};
use super::rows::{GameMeta, GameRow};
use super::sql::read_row;
use crate::dates::iso;

/// One chat message as stored and as the API sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChatLine {
    /// Its number in the game's chat, from 1.
    pub seq: u32,
    /// The seat that wrote it, `white` or `black`.
    pub side: String,
    /// The name shown with it.
    pub author: String,
    /// The text, exactly as accepted (pages must show it as text, never as HTML).
    pub text: String,
    /// When it was written (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub at: i64,
}

/// The archive's part for chat and rematches.
impl Store {
    /// Appends a message to game `id`'s chat, numbering it after the last; returns it.
    pub fn add_chat(
        &self,
        id: &str,
        side: &str,
        author: &str,
        text: &str,
        at: i64,
    ) -> Result<ChatLine, StoreError> {
        self.db.in_tx(|c| {
            // The game's row is locked first, so that two instances number lines one by one.
            lock_game(c, id)?;
            let seq: u32 = c.value(sql!(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE game_id = {id}"
            ))?;
            c.exec(sql!(
                "INSERT INTO chat (game_id, seq, side, author, text, at)
                 VALUES ({id}, {seq}, {side}, {author}, {text}, {at})"
            ))?;
            Ok(ChatLine {
                seq,
                side: side.into(),
                author: author.into(),
                text: text.into(),
                at,
            })
        })
    }

    /// Game `id`'s chat, oldest first, without the lines an admin hid.
    pub fn chat(&self, id: &str) -> Result<Vec<ChatLine>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT seq, side, author, text, at FROM chat
                     WHERE game_id = {id} AND hidden_by IS NULL ORDER BY seq"
                ),
                |r| Ok(read_row!(r => ChatLine { seq, side, author, text, at })),
            )
        })
    }

    /// Stores the rematch `row` (with `meta`, no actions) and `old_meta`, which names it, for
    /// game `old_id`, together.
    pub fn create_rematch(
        &self,
        old_id: &str,
        old_meta: &GameMeta,
        row: &GameRow,
        meta: &GameMeta,
    ) -> Result<(), StoreError> {
        self.db.in_tx(|c| {
            insert_game(c, row, meta, &[])?;
            write_meta(c, old_id, old_meta)
        })
    }
}
