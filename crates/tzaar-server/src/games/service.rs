//! The games service: the games in memory ([`Registry`]), the archive they are kept in, the
//! engine's searches and what this instance tells the others. Every change to a game goes
//! through its methods (in `registry.rs`, `clock.rs`, `offers.rs`, `online.rs`, `chat.rs`);
//! it knows nothing of HTTP.

use std::sync::Arc;

use super::registry::Registry;
use crate::cluster::Bus;
use crate::config::ServerConfig;
use crate::engine_pool::EnginePool;
use crate::error::ApiError;
use crate::store::{
    AccountGame, CachedScore, ChatLine, GameMeta, GameRow, GameSummary, Page, Store,
};

/// The games service, cheap to clone.
#[derive(Clone)]
pub struct Games {
    pub(crate) inner: Arc<GamesInner>,
}

/// What the games service owns.
pub struct GamesInner {
    /// The archive.
    pub store: Arc<Store>,
    /// The games in memory.
    pub registry: Registry,
    /// The engine's searches.
    pub pool: EnginePool,
    /// The configuration.
    pub config: ServerConfig,
    /// What this instance tells the instances sharing the archive.
    pub bus: Arc<Bus>,
}

impl Games {
    /// The service over `store`, telling the other instances on `bus`.
    pub fn new(config: ServerConfig, store: Arc<Store>, bus: Arc<Bus>) -> Games {
        Games {
            inner: Arc::new(GamesInner {
                store,
                registry: Registry::new(config.live_games_cap),
                pool: EnginePool::new(config.engine_slots, config.engine_queue),
                config,
                bus,
            }),
        }
    }

    /// The games in memory.
    pub fn registry(&self) -> &Registry {
        &self.inner.registry
    }

    /// The engine's searches.
    pub fn pool(&self) -> &EnginePool {
        &self.inner.pool
    }

    /// Stores a new game with no action yet.
    pub async fn create(&self, row: GameRow, meta: GameMeta) -> Result<(), ApiError> {
        self.blocking(move |s| s.create(&row, &meta, &[])).await
    }

    /// Stores an imported game, unless the same record was imported before: then that game's
    /// id.
    pub async fn store_import(
        &self,
        hash: String,
        row: GameRow,
        meta: GameMeta,
        actions: Vec<String>,
    ) -> Result<Option<String>, ApiError> {
        self.blocking(move |s| s.create_import(&hash, &row, &meta, &actions))
            .await
    }

    /// A page of the archive's games, newest first, and how many there are.
    pub async fn list(&self, page: u32, per_page: u32) -> Result<Page<GameSummary>, ApiError> {
        self.blocking(move |s| s.list(page, per_page)).await
    }

    /// The scores of game `id`'s turns kept from earlier asks.
    pub async fn cached_scores(&self, id: &str) -> Result<Vec<CachedScore>, ApiError> {
        let id = id.to_string();
        self.blocking(move |s| s.scores(&id)).await
    }

    /// Keeps scores of game `id`'s turns for later asks.
    pub async fn keep_scores(&self, id: &str, scores: Vec<CachedScore>) -> Result<(), ApiError> {
        let id = id.to_string();
        self.blocking(move |s| s.save_scores(&id, &scores)).await
    }

    /// Game `id`'s chat, oldest first.
    pub async fn chat(&self, id: &str) -> Result<Vec<ChatLine>, ApiError> {
        let id = id.to_string();
        self.blocking(move |s| s.chat(&id)).await
    }

    /// The unfinished games of `account`, those where it is to act first.
    pub async fn account_games(&self, account: i64) -> Result<Vec<AccountGame>, ApiError> {
        self.blocking(move |s| s.account_games(account)).await
    }
}
