//! The opening explorer: what the games between people played from a position, read from the
//! archive's index (kept as games finish, see `store/explorer.rs`), and the catch-up at start
//! that counts the games finished before the index existed.

use tzaar_core::Position;

use super::service::Games;
use crate::error::ApiError;
use crate::store::{CATCH_UP_BATCH, ExplorerStats};

impl Games {
    /// What the finished games between people from the standard start played from `pos`, and
    /// how they ended: zeros and no turn for a position none reached (a position mid-turn, or
    /// of the placement, is never the start of a turn, so never reached).
    pub async fn explorer(&self, pos: &Position) -> Result<ExplorerStats, ApiError> {
        let key = pos.to_string();
        self.blocking(move |s| s.explorer(&key)).await
    }

    /// Starts counting, in batches in the background, the finished games the explorer has not
    /// looked at (those finished before this version); several instances may do it at once,
    /// each game counted by one. Says in the log how many it looked at.
    pub fn start_explorer_catch_up(&self) {
        let games = self.clone();
        tokio::spawn(async move {
            let mut looked = 0;
            loop {
                match games
                    .blocking(|s| s.explorer_catch_up(CATCH_UP_BATCH))
                    .await
                {
                    Ok(0) => break,
                    Ok(n) => looked += n,
                    Err(e) => {
                        tracing::error!(%e, "cannot count the finished games in the explorer");
                        return;
                    }
                }
            }
            if looked > 0 {
                tracing::info!(
                    games = looked,
                    "the explorer looked at the games finished before it"
                );
            }
        });
    }
}
