//! A player leaving for good (their account deleted): their unfinished games end, and the
//! games in memory that name them are read again from the archive.

use super::live::black_has_acted;
use super::service::Games;
use crate::dates::now_ms;
use crate::error::ApiError;

impl Games {
    /// Ends every unfinished game with a seat bound to `account`: aborted (no result, not
    /// rated) before Black's first action, else resigned by that seat, so that no opponent
    /// waits for a player who will never come back.
    pub async fn end_games_of(&self, account: i64) -> Result<(), ApiError> {
        let games = self.account_games(account).await?;
        for listed in games {
            let handle = self.game(&listed.id).await?;
            let mut live = handle.live.lock().await;
            if live.is_finished() {
                continue;
            }
            let Some(side) = live.seat_of(account) else {
                continue;
            };
            let now = now_ms();
            if black_has_acted(&live.game) {
                self.change(&handle, &mut live, now, |_, game| Ok(game.resign(side)?))
                    .await?;
            } else {
                self.abort(&handle, &mut live, now).await?;
            }
        }
        Ok(())
    }

    /// Reads the games `ids` again from the archive where this instance holds them in memory
    /// (their players' names changed there), telling their subscribers; a game that cannot be
    /// read is logged and left as it is until its next change.
    pub async fn refresh(&self, ids: &[String]) {
        for id in ids {
            let Some(handle) = self.registry().loaded(id) else {
                continue;
            };
            let mut live = handle.live.lock().await;
            if let Err(e) = self.reload(&handle, &mut live).await {
                tracing::warn!(game = %id, %e, "cannot read a game again after a deletion");
            }
        }
    }
}
