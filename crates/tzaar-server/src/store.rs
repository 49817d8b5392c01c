//! The game archive: the only place that knows how games are kept. Handlers and the live games
//! see one type, [`Store`], whose methods are written once for both databases: over one SQLite
//! connection (WAL, `synchronous=FULL`, [`SqliteStore`]), so that every call that returns `Ok`
//! is on disk, or over a PostgreSQL database that several instances share ([`PgStore`]).
//!
//! The calls block: the server makes them from `spawn_blocking`. Each change is one
//! transaction, and actions are inserted with their `(game_id, seq)` primary key, so that an
//! action can never be stored twice or out of order.

mod accounts;
mod championships;
mod deletion;
mod error;
mod events;
mod explorer;
mod games;
mod imports;
mod logins;
mod mail;
mod moderation;
mod online;
mod postgres;
mod puzzles;
mod rows;
pub mod schema;
mod seeks;
mod social;
pub mod sql;
mod sqlite;
mod tournaments;

pub use postgres::PgStore;
pub use sqlite::SqliteStore;

pub use championships::{ChampionshipRow, ChampionshipSnapshot, EntryRow, NewSeason};
pub use logins::{AttemptLimits, Reserved};
pub use mail::{
    EmailState, Letter, NearDeadline, NewMail, NewToken, NoticeTarget, OutMail, TokenUse,
};
pub use online::AccountGame;
pub use puzzles::{
    AttemptRow, AttemptStep, GUEST_ATTEMPTS_MAX, GUEST_KEEP_MS, PUZZLE_DEVIATION, PuzzleRow,
    PuzzleStanding, Solver, Stepped,
};
pub use seeks::{SeekListing, SeekRow, Taken};
pub use social::ChatLine;
pub use tournaments::{
    EntrantRow, EntrantWrite, NewPairing, PairingRow, TournamentFilter, TournamentRow,
    TournamentSnapshot, TournamentWrites,
};

pub use accounts::{AccountRef, AccountRow, BotRefusal, RatingPoint, RecentGame, name_key};
pub use deletion::{DeletedAccount, deleted_name};

pub use error::StoreError;
pub use events::EventLimit;
pub use explorer::{CATCH_UP_BATCH, ExplorerStats, ExplorerTurn, INDEXED_TURNS, MAX_LISTED_TURNS};
pub use moderation::{Report, ReportRow};
pub(crate) use rows::outside_runtime;
pub use rows::{
    CHANNELS, CachedScore, DeletedSeats, GAME_CHANNEL, GameMeta, GameRow, GameSummary, Heard,
    INSTANCE_CHANNEL, LOBBY_CHANNEL, SeatBinding, StoredGame, TABLE_CHANNEL, TournamentTag,
};
pub use sql::Page;

/// The SQLite archive's schema version, kept in its `user_version`: the number of steps
/// applied (see [`schema`]).
pub const SCHEMA_VERSION: i64 = schema::SQLITE_VERSION;

/// The archive, over either database (see [`sql::Backend`]): every method is written once,
/// whichever database answers. Made by [`SqliteStore`]'s or [`PgStore`]'s constructors; every
/// change is one transaction and returns only once it is durable.
pub struct Store {
    db: Box<dyn sql::Backend>,
}
