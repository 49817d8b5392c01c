//! The open challenges (seeks) in SQLite: posted, listed with their challengers' names and
//! ratings, cancelled, and taken together with the game they start.

use rusqlite::{OptionalExtension, Row, params};

use super::{GameMeta, GameRow, SqliteStore, StoreError, clock_pair, insert_game};

/// Version 6: the challenges.
pub(super) const SEEKS_SCHEMA: &str = "
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    owner INTEGER NOT NULL REFERENCES accounts (id),
    setup TEXT NOT NULL,
    seed TEXT,
    clock_initial_ms INTEGER,
    clock_increment_ms INTEGER,
    days_per_turn INTEGER,
    rated INTEGER NOT NULL,
    color TEXT NOT NULL,
    opponent INTEGER REFERENCES accounts (id),
    status TEXT NOT NULL,
    game_id TEXT,
    created INTEGER NOT NULL
);
CREATE INDEX seeks_by_status ON seeks (status, created);
CREATE INDEX seeks_by_owner ON seeks (owner, status);
";

/// A challenge as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeekRow {
    /// The 12-character id.
    pub id: String,
    /// The challenger's account.
    pub owner: i64,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// The random setup's seed.
    pub seed: Option<u64>,
    /// A real-time clock's initial time and increment in ms.
    pub clock: Option<(u64, u64)>,
    /// Days per turn (correspondence).
    pub days_per_turn: Option<u32>,
    /// Whether the game is rated.
    pub rated: bool,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    /// The account challenged directly.
    pub opponent: Option<i64>,
    /// When it was posted, ms since the epoch.
    pub created: i64,
}

/// A challenge with what the lobby shows of its players.
#[derive(Clone, Debug, PartialEq)]
pub struct SeekListing {
    /// The challenge.
    pub row: SeekRow,
    /// The challenger's name.
    pub owner_name: String,
    /// The challenger's rating.
    pub owner_rating: f64,
    /// The name of the player challenged directly.
    pub opponent_name: Option<String>,
    /// `open`, `accepted` or `cancelled`.
    pub status: String,
    /// The game it started, once accepted.
    pub game: Option<String>,
}

/// The query of a challenge with its players' names and the challenger's rating (both
/// backends), before its `WHERE`.
pub(super) const LISTING: &str = "
SELECT s.id, s.owner, s.setup, s.seed, s.clock_initial_ms, s.clock_increment_ms,
       s.days_per_turn, s.rated, s.color, s.opponent, s.created,
       o.name, o.rating, t.name, s.status, s.game_id
FROM seeks s JOIN accounts o ON o.id = s.owner LEFT JOIN accounts t ON t.id = s.opponent";

fn listing(r: &Row<'_>) -> rusqlite::Result<SeekListing> {
    let seed: Option<String> = r.get(3)?;
    let initial: Option<i64> = r.get(4)?;
    let increment: Option<i64> = r.get(5)?;
    Ok(SeekListing {
        row: SeekRow {
            id: r.get(0)?,
            owner: r.get(1)?,
            setup: r.get(2)?,
            seed: seed.and_then(|s| s.parse().ok()),
            clock: clock_pair(initial, increment),
            days_per_turn: r.get(6)?,
            rated: r.get(7)?,
            color: r.get(8)?,
            opponent: r.get(9)?,
            created: r.get(10)?,
        },
        owner_name: r.get(11)?,
        owner_rating: r.get(12)?,
        opponent_name: r.get(13)?,
        status: r.get(14)?,
        game: r.get(15)?,
    })
}

/// The challenges' part of the archive's interface ([`super::Store`] requires it).
pub trait SeekStore: Send + Sync {
    /// Posts a challenge, unless its owner already has `max_open` open ones: `false` then.
    fn create_seek(&self, seek: &SeekRow, max_open: usize) -> Result<bool, StoreError>;
    /// The open challenges, oldest first.
    fn open_seeks(&self) -> Result<Vec<SeekListing>, StoreError>;
    /// One challenge, whatever its status.
    fn seek(&self, id: &str) -> Result<Option<SeekListing>, StoreError>;
    /// Cancels an open challenge of `owner`'s: `false` if it is not one.
    fn cancel_seek(&self, id: &str, owner: i64) -> Result<bool, StoreError>;
    /// Takes an open challenge and stores the game it starts, in one transaction: `false` (and
    /// nothing stored) if the challenge is no longer open, so that two players accepting at
    /// once start one game.
    fn take_seek(&self, id: &str, row: &GameRow, meta: &GameMeta) -> Result<bool, StoreError>;
}

impl SeekStore for SqliteStore {
    fn create_seek(&self, seek: &SeekRow, max_open: usize) -> Result<bool, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let open: i64 = tx.query_row(
            "SELECT COUNT(*) FROM seeks WHERE owner = ?1 AND status = 'open'",
            [seek.owner],
            |r| r.get(0),
        )?;
        if usize::try_from(open).unwrap_or(usize::MAX) >= max_open {
            return Ok(false);
        }
        tx.execute(
            "INSERT INTO seeks (id, owner, setup, seed, clock_initial_ms, clock_increment_ms,
                 days_per_turn, rated, color, opponent, status, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'open', ?11)",
            params![
                seek.id,
                seek.owner,
                seek.setup,
                seek.seed.map(|s| s.to_string()),
                seek.clock.map(|c| c.0 as i64),
                seek.clock.map(|c| c.1 as i64),
                seek.days_per_turn,
                seek.rated,
                seek.color,
                seek.opponent,
                seek.created,
            ],
        )?;
        tx.commit()?;
        Ok(true)
    }

    fn open_seeks(&self) -> Result<Vec<SeekListing>, StoreError> {
        self.all(
            &format!("{LISTING} WHERE s.status = 'open' ORDER BY s.created, s.id"),
            [],
            listing,
        )
    }

    fn seek(&self, id: &str) -> Result<Option<SeekListing>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(&format!("{LISTING} WHERE s.id = ?1"))?;
        Ok(stmt.query_row([id], listing).optional()?)
    }

    fn cancel_seek(&self, id: &str, owner: i64) -> Result<bool, StoreError> {
        let changed = self.conn().execute(
            "UPDATE seeks SET status = 'cancelled' WHERE id = ?1 AND owner = ?2 AND status = 'open'",
            params![id, owner],
        )?;
        Ok(changed == 1)
    }

    fn take_seek(&self, id: &str, row: &GameRow, meta: &GameMeta) -> Result<bool, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let taken = tx.execute(
            "UPDATE seeks SET status = 'accepted', game_id = ?2 WHERE id = ?1 AND status = 'open'",
            params![id, row.id],
        )?;
        if taken != 1 {
            return Ok(false);
        }
        insert_game(&tx, row, meta, &[])?;
        tx.commit()?;
        Ok(true)
    }
}
