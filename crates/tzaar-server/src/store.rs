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
