//! The game archive: the only place that knows how games are kept. Handlers and the live games
//! see the narrow [`Store`] trait; [`SqliteStore`] implements it over one SQLite connection
//! (WAL, `synchronous=FULL`), so that every call that returns `Ok` is on disk.
//!
//! The calls block: the server makes them from `spawn_blocking`. Each change is one
//! transaction, and actions are inserted with their `(game_id, seq)` primary key, so that an
//! action can never be stored twice or out of order.

use thiserror::Error;

mod accounts;
mod games;
mod imports;
mod logins;
mod online;
mod postgres;
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

/// Why the archive could not do what was asked.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database refused or failed (any backend's error).
    #[error("database: {0}")]
    Db(Box<dyn std::error::Error + Send + Sync>),
    /// An action was stored with a sequence number that is already taken or leaves a gap, or
    /// a change over a version that is no longer the stored one: the memory and the archive
    /// disagree about the game (another instance changed it, or it does not exist).
    #[error("game {0}: the archive holds a different version of the game")]
    Sequence(String),
    /// The data folder could not be used.
    #[error("{0}")]
    Io(String),
    /// The archive's schema is newer than this program.
    #[error("the archive has schema version {0}, newer than this program knows: run a newer tzaar")]
    TooNew(i64),
}

/// The SQLite archive's schema version, kept in its `user_version`: the number of steps
/// applied (see [`schema`]).
pub const SCHEMA_VERSION: i64 = schema::SQLITE_VERSION;

/// One seat of an online game: the invite that opens it, whether it is taken, and the account
/// bound to it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SeatBinding {
    /// The invite code that takes the seat (`None`: the seat has no invite, e.g. the creator's).
    pub invite: Option<String>,
    /// Whether the seat is taken (its invite used, or its token used).
    pub taken: bool,
    /// The account playing it (`None` for a guest).
    pub account: Option<i64>,
    /// That account's name (read with the game, not stored in its row).
    pub account_name: Option<String>,
}

/// What does not change in a game after it is created, but for its seats being taken.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameRow {
    /// The 12-character id.
    pub id: String,
    /// `engine`, `hotseat`, `online` or `review`.
    pub mode: String,
    /// `standard`, `random`, `tournament` or `position`.
    pub setup: String,
    /// The random setup's seed.
    pub seed: Option<u64>,
    /// The engine's level (engine mode).
    pub level: Option<u8>,
    /// The start position's string.
    pub start: String,
    /// White's seat token, if the seat has one.
    pub white_token: Option<String>,
    /// Black's seat token, if the seat has one.
    pub black_token: Option<String>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The engine's colour, `white` or `black` (engine mode).
    pub engine_color: Option<String>,
    /// The clocks' starting time and increment in ms (online mode, optional).
    pub clock: Option<(u64, u64)>,
    /// The record's other tags as a JSON array of `[name, value]` pairs (imports).
    pub tags: Option<String>,
    /// When the game was created, ms since the Unix epoch.
    pub created: i64,
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    /// A correspondence game's days per turn.
    pub days_per_turn: Option<u32>,
    /// White's and Black's seats (indexed by `Color::index`).
    pub seats: [SeatBinding; 2],
}

/// What changes as a game is played, stored with each change.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameMeta {
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// `1-0` or `0-1` for a decided game.
    pub result: Option<String>,
    /// The Termination token of a decided game.
    pub termination: Option<String>,
    /// The number of turns begun.
    pub turns: u32,
    /// White's and Black's time left in ms as of `clock_since` (clocked games).
    pub clock_ms: Option<(i64, i64)>,
    /// When the side to act's clock started running (ms since the epoch); `None` if stopped.
    pub clock_since: Option<i64>,
    /// When the side to act must have finished its turn (correspondence), ms since the epoch.
    pub deadline: Option<i64>,
    /// The side to act in an unfinished game, `white` or `black`.
    pub to_act: Option<String>,
    /// When this change happened, ms since the epoch.
    pub updated: i64,
    /// The pending offer, `takeback:white` or `rematch:black` (see `games::offers`).
    pub offer: Option<String>,
    /// The rematch's game id, once a rematch is agreed.
    pub rematch: Option<String>,
    /// How many times the game has been stored since it was created (0 at creation). A
    /// change is stored only over the version before it (`version - 1`), so that two server
    /// instances changing one game at once cannot both succeed: the second fails with
    /// [`StoreError::Sequence`] and must load the game again.
    pub version: i64,
}

impl GameMeta {
    /// White's score in a decided game (1 a win, 0 a loss), the one a rating counts; `None`
    /// for a game going on or aborted.
    pub fn white_score(&self) -> Option<f64> {
        match (self.status.as_str(), self.result.as_deref()) {
            ("over", Some("1-0")) => Some(1.0),
            ("over", Some("0-1")) => Some(0.0),
            _ => None,
        }
    }

    /// The state of a game created at `now` with the clocks `clock` (starting time and
    /// increment in ms), before its first action: playing, each clock full and stopped.
    pub fn new_game(clock: Option<(u64, u64)>, now: i64) -> GameMeta {
        GameMeta {
            status: "playing".into(),
            clock_ms: clock.map(|(initial, _)| {
                let ms = i64::try_from(initial).unwrap_or(i64::MAX);
                (ms, ms)
            }),
            // Every setup begins with White.
            to_act: Some("white".into()),
            updated: now,
            ..GameMeta::default()
        }
    }
}

/// A whole game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Its fixed part.
    pub row: GameRow,
    /// Its changing part.
    pub meta: GameMeta,
    /// The actions in notation, in order.
    pub actions: Vec<String>,
}

/// One line of the list of archived games (sent in `GET /api/games`, its times as text).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct GameSummary {
    /// The id.
    pub id: String,
    /// The mode.
    pub mode: String,
    /// The setup.
    pub setup: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// `playing` or `over`.
    pub status: String,
    /// `1-0`, `0-1` or `None`.
    pub result: Option<String>,
    /// Turns begun.
    pub turns: u32,
    /// Created, ms since the epoch.
    #[serde(skip)]
    pub created: i64,
    /// Last changed, ms since the epoch.
    #[serde(skip)]
    pub updated: i64,
}

/// A cached score of the position after a whole turn (see `GET /api/games/{id}/scores`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CachedScore {
    /// The turn, from 1.
    pub turn: u32,
    /// The position string after it (the cache entry holds only for this position).
    pub position: String,
    /// Centipieces from White's view, `None` for a proven result.
    pub score: Option<i64>,
    /// The score as text, from White's view (`cp 30`, `win 2`).
    pub text: String,
}

/// The archive's interface. Every method that changes something does it in one transaction
/// and returns only once it is durable.
pub trait Store:
    AccountStore + LoginStore + OnlineStore + SocialStore + SeekStore + Send + Sync
{
    /// Stores a new game with its first actions (an import has some).
    fn create(&self, row: &GameRow, meta: &GameMeta, actions: &[String]) -> Result<(), StoreError>;
    /// A game, or `None` if no game has this id.
    fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Appends actions numbered from `first_seq` (the number already stored) and stores `meta`.
    fn append(
        &self,
        id: &str,
        first_seq: usize,
        actions: &[String],
        meta: &GameMeta,
    ) -> Result<(), StoreError>;
    /// Keeps the first `keep` actions, dropping the rest (an undo), and stores `meta`.
    fn truncate(&self, id: &str, keep: usize, meta: &GameMeta) -> Result<(), StoreError>;
    /// Stores `meta` alone (a resignation, a loss on time).
    fn update(&self, id: &str, meta: &GameMeta) -> Result<(), StoreError>;
    /// A page of games, newest first (page from 1), and the number of games.
    fn list(&self, page: u32, per_page: u32) -> Result<(Vec<GameSummary>, u64), StoreError>;
    /// The ids of unfinished games in engine mode.
    fn unfinished_engine_games(&self) -> Result<Vec<String>, StoreError>;
    /// The cached scores of a game.
    fn scores(&self, id: &str) -> Result<Vec<CachedScore>, StoreError>;
    /// Caches scores of a game, replacing those of the same turns.
    fn save_scores(&self, id: &str, scores: &[CachedScore]) -> Result<(), StoreError>;
    /// Stores an imported game as [`Store::create`] does, unless a game was already imported
    /// from a record with the same `hash`: then nothing is stored and that game's id is
    /// returned. A store that keeps no hashes stores every import.
    fn create_import(
        &self,
        hash: &str,
        row: &GameRow,
        meta: &GameMeta,
        actions: &[String],
    ) -> Result<Option<String>, StoreError> {
        let _ = hash;
        self.create(row, meta, actions).map(|()| None)
    }
    /// The stored version of game `id` (see [`GameMeta::version`]), or `None` if no game has
    /// this id: how an instance sharing the archive checks that its copy is current.
    fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        Ok(self.load(id)?.map(|g| g.meta.version))
    }
    /// Tells every server instance listening on this archive `payload` on `channel` (see
    /// [`Store::listen`]). A store only one process uses tells nobody.
    fn notify(&self, channel: &str, payload: &str) -> Result<(), StoreError> {
        let _ = (channel, payload);
        Ok(())
    }
    /// Starts hearing what the instances sharing this archive tell (every [`Store::notify`],
    /// this instance's too, and each stored change of a game on [`GAME_CHANNEL`] as
    /// `<id> <version>`). `None` for a store only one process uses.
    fn listen(&self) -> Result<Option<std::sync::mpsc::Receiver<Heard>>, StoreError> {
        Ok(None)
    }
}

/// The channel on which a store that instances share tells each stored change of a game, as
/// `<id> <version>`.
pub const GAME_CHANNEL: &str = "tzaar_game";
/// The channel of the lobby's messages (challenges, who is online), told by the server.
pub const LOBBY_CHANNEL: &str = "tzaar_lobby";
/// The channel of the games' chat messages and the players' connections, told by the server.
pub const TABLE_CHANNEL: &str = "tzaar_table";
/// The channel on which each instance says, now and then, that it is alive.
pub const INSTANCE_CHANNEL: &str = "tzaar_instance";
/// Every channel a listening instance hears (see [`Store::listen`]).
pub const CHANNELS: &[&str] = &[GAME_CHANNEL, LOBBY_CHANNEL, TABLE_CHANNEL, INSTANCE_CHANNEL];

/// What a listening instance hears from the archive (see [`Store::listen`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A notification: its channel and payload.
    Message {
        /// The channel.
        channel: String,
        /// The payload.
        payload: String,
    },
    /// The connection that listens was lost and is back: whatever was told meanwhile was
    /// missed, so anything kept in memory must be read again.
    Reconnected,
}

/// A clock's starting time and increment in ms from their two stored columns (negative
/// values read as 0); `None` unless both are stored.
fn clock_pair(initial: Option<i64>, increment: Option<i64>) -> Option<(u64, u64)> {
    initial
        .zip(increment)
        .map(|(a, b)| (a.max(0) as u64, b.max(0) as u64))
}

/// Runs `f`, which blocks, where blocking is allowed: here, or, on a thread that drives an
/// async runtime, on a thread of its own (waiting for it).
pub(crate) fn outside_runtime<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if tokio::runtime::Handle::try_current().is_err() {
        return f();
    }
    std::thread::scope(|s| match s.spawn(f).join() {
        Ok(out) => out,
        Err(panic) => std::panic::resume_unwind(panic),
    })
}

/// The archive over a database `B` (see [`sql::Backend`]): every store trait is written once
/// for it, whichever database it is.
pub struct Archive<B> {
    pub(crate) db: B,
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::Connection;

    fn row(id: &str) -> GameRow {
        GameRow {
            id: id.into(),
            mode: "hotseat".into(),
            setup: "standard".into(),
            seed: Some(u64::MAX),
            level: None,
            start: "x".into(),
            white_token: Some("w".into()),
            black_token: None,
            white: "A".into(),
            black: "B".into(),
            engine_color: None,
            clock: Some((60_000, 1_000)),
            tags: None,
            created: 5,
            ..GameRow::default()
        }
    }

    fn meta(turns: u32, version: i64) -> GameMeta {
        GameMeta {
            status: "playing".into(),
            turns,
            updated: 6,
            version,
            ..GameMeta::default()
        }
    }

    #[test]
    fn an_older_archive_is_brought_up_to_date_and_keeps_its_games() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.sqlite3");
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch(schema::SQLITE_FIRST[0]).unwrap();
            conn.execute_batch("PRAGMA user_version = 1").unwrap();
        }
        {
            let s = SqliteStore::open(&path).unwrap();
            s.create(&row("g1"), &meta(0, 0), &["D5xD4".into()])
                .unwrap();
        }
        let s = SqliteStore::open(&path).unwrap();
        let version: i64 =
            s.db.lock()
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .unwrap();
        assert_eq!(version, SCHEMA_VERSION);
        assert_eq!(s.load("g1").unwrap().unwrap().actions, ["D5xD4"]);
        drop(s);
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(&format!("PRAGMA user_version = {}", SCHEMA_VERSION + 1))
            .unwrap();
        drop(conn);
        assert!(matches!(
            SqliteStore::open(&path),
            Err(StoreError::TooNew(v)) if v == SCHEMA_VERSION + 1
        ));
    }
}
