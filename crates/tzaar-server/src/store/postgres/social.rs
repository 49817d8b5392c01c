//! The PostgreSQL archive's chat, numbered with the game's row locked, and rematches stored
//! together with the game they follow.

use super::super::{ChatLine, GameMeta, GameRow, SocialStore, StoreError};
use super::{PgStore, insert_game, int, lock_game, write_meta};

impl SocialStore for PgStore {
    fn add_chat(
        &self,
        id: &str,
        side: &str,
        author: &str,
        text: &str,
        at: i64,
    ) -> Result<ChatLine, StoreError> {
        self.in_tx(|tx| {
            lock_game(tx, id)?;
            let seq: i64 = tx
                .query_one(
                    "SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE game_id = $1",
                    &[&id],
                )?
                .try_get(0)?;
            let line = tx.query_one(
                "INSERT INTO chat (game_id, seq, side, author, text, at)
                 VALUES ($1, $2, $3, $4, $5, $6)
                 RETURNING seq",
                &[&id, &seq, &side, &author, &text, &at],
            )?;
            Ok(ChatLine {
                seq: int(&line, 0)?,
                side: side.into(),
                author: author.into(),
                text: text.into(),
                at,
            })
        })
    }

    fn chat(&self, id: &str) -> Result<Vec<ChatLine>, StoreError> {
        self.all(
            "SELECT seq, side, author, text, at FROM chat WHERE game_id = $1 ORDER BY seq",
            &[&id],
            |r| {
                Ok(ChatLine {
                    seq: int(r, 0)?,
                    side: r.try_get(1)?,
                    author: r.try_get(2)?,
                    text: r.try_get(3)?,
                    at: r.try_get(4)?,
                })
            },
        )
    }

    fn create_rematch(
        &self,
        old_id: &str,
        old_meta: &GameMeta,
        row: &GameRow,
        meta: &GameMeta,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            insert_game(tx, row, meta, &[])?;
            write_meta(tx, old_id, old_meta)
        })
    }
}
