//! The archive's part for online play: seats taken at first use, games whose clock or deadline
//! the server watches, and an account's unfinished games.

use rusqlite::params;

use super::{SqliteStore, StoreError};

/// Version 3: the accounts at each seat, rated games, correspondence days and deadlines, the
/// invite of each seat and whether it is taken, and the side to act (for "your turn" lists).
pub const ONLINE_SCHEMA: &str = "
ALTER TABLE games ADD COLUMN white_account INTEGER;
ALTER TABLE games ADD COLUMN black_account INTEGER;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN days_per_turn INTEGER;
ALTER TABLE games ADD COLUMN deadline INTEGER;
ALTER TABLE games ADD COLUMN white_invite TEXT;
ALTER TABLE games ADD COLUMN black_invite TEXT;
ALTER TABLE games ADD COLUMN white_taken INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN black_taken INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN to_act TEXT;
CREATE INDEX games_by_white_account ON games (white_account, status);
CREATE INDEX games_by_black_account ON games (black_account, status);
";

/// When the side to act in a playing game runs out of time: its running clock's end or its
/// deadline, whichever comes first (SQL over a `games` row; NULL if neither).
pub const FLAG_AT: &str = "MIN(
    COALESCE(clock_since + MAX(CASE to_act WHEN 'white' THEN clock_white_ms
        ELSE clock_black_ms END, 0), deadline),
    COALESCE(deadline, clock_since + MAX(CASE to_act WHEN 'white' THEN clock_white_ms
        ELSE clock_black_ms END, 0)))";

/// One of an account's unfinished games, for its "your turn" list (sent in `GET /api/me/games`,
/// its times as text).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct AccountGame {
    /// The game's id.
    pub id: String,
    /// The account's colour, `white` or `black`.
    pub color: String,
    /// The opponent's name.
    pub opponent: String,
    /// Whether the account is to act.
    pub your_turn: bool,
    /// When the side to act must have finished its turn, ms since the epoch.
    #[serde(skip)]
    pub deadline: Option<i64>,
    /// A correspondence game's days per turn.
    pub days_per_turn: Option<u32>,
    /// Last changed, ms since the epoch.
    #[serde(skip)]
    pub updated: i64,
}

/// What online play asks of the archive; every [`super::Store`] offers it.
pub trait OnlineStore {
    /// Takes seat `color` (`white` or `black`) of game `id` if it is not taken yet, binding
    /// `account` (its id and name, which becomes the seat's name) if given, and giving the
    /// seat `token` instead of its old token if given. `false` if the seat was already taken
    /// (nothing changes).
    fn take_seat(
        &self,
        id: &str,
        color: &str,
        account: Option<(i64, &str)>,
        token: Option<&str>,
    ) -> Result<bool, StoreError>;
    /// The ids of unfinished games whose clock runs or that have a deadline.
    fn unfinished_timed_games(&self) -> Result<Vec<String>, StoreError>;
    /// The ids of unfinished games whose side to act runs out of time (its running clock or its
    /// deadline) at `by` (ms since the epoch) or before, soonest first, at most `limit`.
    fn timed_games_due(&self, by: i64, limit: u32) -> Result<Vec<String>, StoreError>;
    /// The unfinished games of `account`, those where it is to act first, then by deadline.
    fn account_games(&self, account: i64) -> Result<Vec<AccountGame>, StoreError>;
}

impl OnlineStore for SqliteStore {
    fn take_seat(
        &self,
        id: &str,
        color: &str,
        account: Option<(i64, &str)>,
        token: Option<&str>,
    ) -> Result<bool, StoreError> {
        let sql = match color {
            "white" => {
                "UPDATE games SET white_taken = 1, white_account = COALESCE(?2, white_account),
                     white = COALESCE(?3, white), white_token = COALESCE(?4, white_token),
                     version = version + 1
                 WHERE id = ?1 AND white_taken = 0"
            }
            "black" => {
                "UPDATE games SET black_taken = 1, black_account = COALESCE(?2, black_account),
                     black = COALESCE(?3, black), black_token = COALESCE(?4, black_token),
                     version = version + 1
                 WHERE id = ?1 AND black_taken = 0"
            }
            other => return Err(StoreError::Io(format!("no seat `{other}`"))),
        };
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let changed = tx.execute(
            sql,
            params![id, account.map(|a| a.0), account.map(|a| a.1), token],
        )?;
        tx.commit()?;
        Ok(changed == 1)
    }

    fn unfinished_timed_games(&self) -> Result<Vec<String>, StoreError> {
        self.all(
            "SELECT id FROM games WHERE status = 'playing'
                 AND (clock_since IS NOT NULL OR deadline IS NOT NULL)
             ORDER BY created",
            [],
            |r| r.get::<_, String>(0),
        )
    }

    fn timed_games_due(&self, by: i64, limit: u32) -> Result<Vec<String>, StoreError> {
        self.all(
            &format!(
                "SELECT id FROM (SELECT id, {FLAG_AT} AS flag_at FROM games
                     WHERE status = 'playing' AND (clock_since IS NOT NULL OR deadline IS NOT NULL))
                 WHERE flag_at <= ?1 ORDER BY flag_at, id LIMIT ?2"
            ),
            params![by, limit],
            |r| r.get::<_, String>(0),
        )
    }

    fn account_games(&self, account: i64) -> Result<Vec<AccountGame>, StoreError> {
        self.all(
            "SELECT id, color, CASE color WHEN 'white' THEN black ELSE white END,
                 to_act = color, deadline, days_per_turn, updated
             FROM (SELECT *, CASE WHEN white_account = ?1 THEN 'white' ELSE 'black' END AS color
                   FROM games
                   WHERE status = 'playing' AND (white_account = ?1 OR black_account = ?1))
             ORDER BY to_act = color DESC, deadline IS NULL, deadline, updated DESC
             LIMIT 500",
            [account],
            |r| {
                Ok(AccountGame {
                    id: r.get(0)?,
                    color: r.get(1)?,
                    opponent: r.get(2)?,
                    your_turn: r.get::<_, Option<bool>>(3)?.unwrap_or(false),
                    deadline: r.get(4)?,
                    days_per_turn: r.get(5)?,
                    updated: r.get(6)?,
                })
            },
        )
    }
}
