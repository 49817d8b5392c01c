//! The challenges service: the open challenges as the archive keeps them, posted, listed,
//! cancelled and taken (taking one stores the game it starts, in one transaction).

use std::sync::Arc;

use crate::error::{ApiError, on_archive};
use crate::store::{GameMeta, GameRow, SeekListing, SeekRow, Store, Taken};

/// The challenges service, cheap to clone.
#[derive(Clone)]
pub struct Challenges {
    store: Arc<Store>,
}

impl Challenges {
    /// The service over `store`.
    pub fn new(store: Arc<Store>) -> Challenges {
        Challenges { store }
    }

    /// The open challenges, oldest first.
    pub async fn open(&self) -> Result<Vec<SeekListing>, ApiError> {
        on_archive(&self.store, |s| s.open_seeks()).await
    }

    /// One challenge, whatever its status.
    pub async fn get(&self, id: &str) -> Result<Option<SeekListing>, ApiError> {
        let id = id.to_string();
        on_archive(&self.store, move |s| s.seek(&id)).await
    }

    /// Posts a challenge unless its owner has `max_open` open ones already (`false`).
    pub async fn post(&self, seek: SeekRow, max_open: usize) -> Result<bool, ApiError> {
        on_archive(&self.store, move |s| s.create_seek(&seek, max_open)).await
    }

    /// Cancels an open challenge of `owner`'s; `false` if it is not one.
    pub async fn cancel(&self, id: &str, owner: i64) -> Result<bool, ApiError> {
        let id = id.to_string();
        on_archive(&self.store, move |s| s.cancel_seek(&id, owner)).await
    }

    /// Declines an open challenge made directly to `opponent`; `false` if it is not one.
    pub async fn decline(&self, id: &str, opponent: i64) -> Result<bool, ApiError> {
        let id = id.to_string();
        on_archive(&self.store, move |s| s.decline_seek(&id, opponent)).await
    }

    /// Ends the direct challenges to bot accounts posted before `cutoff` (ms since the
    /// epoch): those this call ended.
    pub async fn expire_bot_challenges(&self, cutoff: i64) -> Result<Vec<SeekListing>, ApiError> {
        on_archive(&self.store, move |s| s.expire_bot_seeks(cutoff)).await
    }

    /// Takes an open challenge and stores the game it starts, unless it is no longer open or
    /// one of the bot accounts `bots` plays `max_games` games already (see
    /// [`Store::take_seek`]).
    pub async fn take(
        &self,
        id: &str,
        row: GameRow,
        meta: GameMeta,
        bots: Vec<i64>,
        max_games: usize,
    ) -> Result<Taken, ApiError> {
        let id = id.to_string();
        on_archive(&self.store, move |s| {
            s.take_seek(&id, &row, &meta, &bots, max_games)
        })
        .await
    }
}
