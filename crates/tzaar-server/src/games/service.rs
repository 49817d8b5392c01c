//! The games service: the games in memory ([`Registry`]), the archive they are kept in, the
//! engine's searches and what this instance tells the others. Every change to a game goes
//! through its methods (in `registry.rs`, `clock.rs`, `offers.rs`, `online.rs`, `chat.rs`);
//! it knows nothing of HTTP.

use std::sync::{Arc, OnceLock};

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
    /// Who is told when an online game changes (see [`Games::on_change`]).
    pub on_change: OnceLock<ChangeHook>,
}

/// An online game that changed, as its players are told of it: whose turn it now is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changed<'a> {
    /// The game's id.
    pub game: &'a str,
    /// The players with an account, by name.
    pub players: Vec<&'a str>,
    /// The player (with an account) to act now; `None` once the game is over, or when the
    /// side to act is a guest.
    pub to_act: Option<&'a str>,
    /// The players' names by seat (White, Black), accounts' and guests'.
    pub names: [&'a str; 2],
    /// Whether each seat (White, Black) has an account.
    pub accounts: [bool; 2],
    /// Whether each seat (White, Black) has a socket open to the game, on any instance.
    pub here: [bool; 2],
    /// Whether it is a correspondence game.
    pub correspondence: bool,
    /// The turns made.
    pub turns: i64,
    /// Whether the side to act is between the two actions of its turn.
    pub mid_turn: bool,
    /// Once over: the winner's seat index (0 White, 1 Black), `None` for no winner.
    pub over: Option<Option<usize>>,
    /// When the game last changed, ms since the epoch.
    pub updated: i64,
    /// The tournament the game is played in, if any.
    pub tournament: Option<&'a str>,
}

/// What is called with each change of an online game (on the instance that made it).
pub type ChangeHook = Box<dyn Fn(&Changed<'_>) + Send + Sync>;

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
                on_change: OnceLock::new(),
            }),
        }
    }

    /// Calls `hook` with every change of an online game from now on (the lobby tells the
    /// players, so that "your games" and whose turn it is show at once). Set once; a second
    /// hook is ignored.
    pub fn on_change(&self, hook: ChangeHook) {
        let _ = self.inner.on_change.set(hook);
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

    /// How many online games `account` plays now.
    pub async fn playing_count(&self, account: i64) -> Result<usize, ApiError> {
        self.blocking(move |s| s.playing_count(account)).await
    }
}
