//! The game archive: the only place that knows how games are kept. Handlers and the live games
//! see the narrow [`Store`] trait; [`SqliteStore`] implements it over one SQLite connection
//! (WAL, `synchronous=FULL`), so that every call that returns `Ok` is on disk.
//!
//! The calls block: the server makes them from `spawn_blocking`. Each change is one
//! transaction, and actions are inserted with their `(game_id, seq)` primary key, so that an
//! action can never be stored twice or out of order.

mod accounts;
mod error;
mod games;
mod imports;
mod logins;
mod online;
mod postgres;
mod rows;
pub mod schema;
mod seeks;
mod social;
pub mod sql;
mod sqlite;

pub use postgres::{PgDb, PgStore};
pub use sqlite::{SqliteDb, SqliteStore};

pub use logins::{AttemptLimits, LoginStore, Reserved};
pub use online::{AccountGame, OnlineStore};
pub use seeks::{SeekListing, SeekRow, SeekStore};
pub use social::{ChatLine, SocialStore};

pub use accounts::{AccountRef, AccountRow, AccountStore, RatingPoint, RecentGame, name_key};

pub use error::StoreError;
pub use games::GameStore;
pub(crate) use rows::outside_runtime;
pub use rows::{
    CHANNELS, CachedScore, GAME_CHANNEL, GameMeta, GameRow, GameSummary, Heard, INSTANCE_CHANNEL,
    LOBBY_CHANNEL, SeatBinding, StoredGame, TABLE_CHANNEL,
};
pub use sql::{Archive, Page};

/// The SQLite archive's schema version, kept in its `user_version`: the number of steps
/// applied (see [`schema`]).
pub const SCHEMA_VERSION: i64 = schema::SQLITE_VERSION;

/// The archive's whole interface: every part of it, which [`Archive`] implements over either
/// database.
pub trait Store:
    GameStore + AccountStore + LoginStore + OnlineStore + SocialStore + SeekStore + Send + Sync
{
}

impl<T> Store for T where
    T: GameStore + AccountStore + LoginStore + OnlineStore + SocialStore + SeekStore + Send + Sync
{
}
