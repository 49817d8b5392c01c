//! The games service: the games in memory ([`Registry`]), the archive they are kept in, the
//! engine's searches and what this instance tells the others. Every change to a game goes
//! through its methods (in `registry.rs`, `clock.rs`, `offers.rs`, `online.rs`, `chat.rs`);
//! it knows nothing of HTTP.

use std::sync::Arc;

use super::registry::Registry;
use crate::cluster::Bus;
use crate::config::ServerConfig;
use crate::engine_pool::EnginePool;
use crate::store::Store;

/// The games service, cheap to clone.
#[derive(Clone)]
pub struct Games {
    pub(crate) inner: Arc<GamesInner>,
}

/// What the games service owns.
pub struct GamesInner {
    /// The archive.
    pub store: Arc<dyn Store>,
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
    pub fn new(config: ServerConfig, store: Arc<dyn Store>, bus: Arc<Bus>) -> Games {
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
}
