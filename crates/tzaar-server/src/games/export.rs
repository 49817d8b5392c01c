//! An account's games as records, for the download of its data (`GET /api/me/export`).

use serde::Serialize;

use super::live::{rebuild, record_of};
use super::service::Games;
use crate::dates::iso;
use crate::error::ApiError;
use crate::store::DeletedSeats;

/// One game of an account's export.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct ExportedGame {
    /// The game's id.
    pub id: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The seats of accounts since deleted.
    pub deleted: DeletedSeats,
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// `1-0` or `0-1` for a decided game.
    pub result: Option<String>,
    /// Whether the game was rated.
    pub rated: bool,
    /// When it was created (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub created: i64,
    /// The whole game in this project's record format.
    pub record: String,
}

impl Games {
    /// The records of the account's games, newest first, at most `limit`, and whether it has
    /// more. A game the archive cannot replay (which should not happen) is left out and logged.
    pub async fn records_of(
        &self,
        account: i64,
        limit: u32,
    ) -> Result<(Vec<ExportedGame>, bool), ApiError> {
        let engine_ms = self.inner.config.engine_time.as_millis();
        self.blocking(move |s| {
            let games = s.recent_games(account, limit.saturating_add(1))?;
            let more = games.len() > limit as usize;
            let mut out = Vec::new();
            for g in games.into_iter().take(limit as usize) {
                let Some(stored) = s.load(&g.game)? else {
                    continue;
                };
                match rebuild(&stored) {
                    Ok(game) => out.push(ExportedGame {
                        record: record_of(&stored.row, game, engine_ms).to_string(),
                        id: g.game,
                        white: g.white,
                        black: g.black,
                        deleted: g.deleted,
                        status: g.status,
                        result: g.result,
                        rated: g.rated,
                        created: g.created,
                    }),
                    Err(e) => tracing::warn!(game = %g.game, %e, "a game left out of an export"),
                }
            }
            Ok((out, more))
        })
        .await
    }
}
