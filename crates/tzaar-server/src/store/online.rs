//! The archive's part for online play: seats taken at first use, games whose clock or deadline
//! the server watches, and an account's unfinished games.

use sea_query::{Alias, Expr, ExprTrait, Func};
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::sql::{built, read_row};

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
    /// Whether the opponent's account was deleted.
    pub opponent_deleted: bool,
    /// Whether the account is to act.
    pub your_turn: bool,
    /// When the side to act must have finished its turn, ms since the epoch.
    #[serde(serialize_with = "crate::dates::iso_opt")]
    pub deadline: Option<i64>,
    /// A correspondence game's days per turn.
    pub days_per_turn: Option<u32>,
    /// Last changed, ms since the epoch.
    #[serde(serialize_with = "crate::dates::iso")]
    pub updated: i64,
}

/// What online play asks of the archive.
impl Store {
    /// Takes seat `color` (`white` or `black`) of game `id` if it is not taken yet, binding
    /// `account` (its id and name, which becomes the seat's name) if given, and giving the
    /// seat `token` instead of its old token if given. `false` if the seat was already taken
    /// (nothing changes).
    pub fn take_seat(
        &self,
        id: &str,
        color: &str,
        account: Option<(i64, &str)>,
        token: Option<&str>,
    ) -> Result<bool, StoreError> {
        let (account_id, name) = (account.map(|a| a.0), account.map(|a| a.1.to_string()));
        let token = token.map(str::to_string);
        if !matches!(color, "white" | "black") {
            return Err(StoreError::Io(format!("no seat `{color}`")));
        }
        // The seat's columns are named after its colour (`white_taken`, `black_taken`, ..).
        let column = |what: &str| Alias::new(format!("{color}{what}"));
        let keep_or = |value: Expr, what: &str| Func::coalesce([value, Expr::col(column(what))]);
        let update = sea_query::Query::update()
            .table(Alias::new("games"))
            .value(column("_taken"), true)
            .value(
                column("_account"),
                keep_or(Expr::val(account_id), "_account"),
            )
            .value(column(""), keep_or(Expr::val(name), ""))
            .value(column("_token"), keep_or(Expr::val(token), "_token"))
            .value(
                Alias::new("version"),
                Expr::col(Alias::new("version")).add(1),
            )
            .and_where(Expr::col(Alias::new("id")).eq(id))
            .and_where(Expr::col(column("_taken")).not())
            .returning_col(Alias::new("version"))
            .to_owned();
        self.db.in_tx(|c| {
            let taken: Option<i64> = c.first_value(|b| built(b, &update))?;
            let Some(version) = taken else {
                return Ok(false);
            };
            c.notify(super::rows::GAME_CHANNEL, &format!("{id} {version}"))?;
            Ok(true)
        })
    }

    /// The ids of unfinished games whose clock runs or that have a deadline.
    pub fn unfinished_timed_games(&self) -> Result<Vec<String>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id FROM games WHERE status = 'playing'
                     AND (clock_since IS NOT NULL OR deadline IS NOT NULL)
                 ORDER BY created"
                ),
                |r| r.get(0),
            )
        })
    }

    /// The ids of unfinished games whose side to act runs out of time (its running clock or its
    /// deadline) at `by` (ms since the epoch) or before, soonest first, at most `limit`.
    pub fn timed_games_due(&self, by: i64, limit: u32) -> Result<Vec<String>, StoreError> {
        let limit = i64::from(limit);
        // When the side to act runs out of time: its running clock's end (at least no time
        // left) or its deadline, whichever comes first, either being NULL.
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id FROM (
                     SELECT id, CASE
                         WHEN clock_end IS NULL THEN deadline
                         WHEN deadline IS NULL OR clock_end < deadline THEN clock_end
                         ELSE deadline END AS flag_at
                     FROM (SELECT id, deadline,
                               clock_since + CASE WHEN side_ms < 0 THEN 0 ELSE side_ms END
                                   AS clock_end
                           FROM (SELECT id, clock_since, deadline,
                                     CASE to_act WHEN 'white' THEN clock_white_ms
                                         ELSE clock_black_ms END AS side_ms
                                 FROM games
                                 WHERE status = 'playing'
                                     AND (clock_since IS NOT NULL OR deadline IS NOT NULL))
                               AS timed) AS ends
                 ) AS due
                 WHERE flag_at <= {by} ORDER BY flag_at, id LIMIT {limit}"
                ),
                |r| r.get(0),
            )
        })
    }

    /// The unfinished games of `account`, those where it is to act first, then by deadline.
    pub fn account_games(&self, account: i64) -> Result<Vec<AccountGame>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id, color, CASE color WHEN 'white' THEN black ELSE white END,
                     EXISTS (SELECT 1 FROM accounts a
                             WHERE a.role = 'deleted' AND a.id = CASE color
                                 WHEN 'white' THEN black_account ELSE white_account END),
                     COALESCE(to_act = color, FALSE) AS your_turn, deadline, days_per_turn,
                     updated
                 FROM (SELECT *,
                           CASE WHEN white_account = {account} THEN 'white' ELSE 'black' END
                               AS color
                       FROM games
                       WHERE status = 'playing'
                           AND (white_account = {account} OR black_account = {account}))
                     AS mine
                 ORDER BY your_turn DESC, deadline IS NULL, deadline, updated DESC
                 LIMIT 500"
                ),
                |r| {
                    Ok(read_row!(r => AccountGame {
                        id, color, opponent, opponent_deleted, your_turn,
                        deadline, days_per_turn, updated
                    }))
                },
            )
        })
    }
}
