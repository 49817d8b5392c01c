//! The PostgreSQL archive's part for online play: seats taken at first use, the games whose
//! clock or deadline the server watches, and an account's unfinished games.

use super::super::{AccountGame, OnlineStore, StoreError};
use super::{PgStore, notify_game, opt_int};

/// When the side to act in a playing game runs out of time, as `store::online::FLAG_AT`
/// says: its running clock's end (at least no time left) or its deadline, whichever comes
/// first; `LEAST` passes over a NULL. SQL over a `games` row.
const FLAG_AT: &str = "LEAST(
    clock_since + CASE WHEN side_ms < 0 THEN 0 ELSE side_ms END,
    deadline)";

impl OnlineStore for PgStore {
    fn take_seat(
        &self,
        id: &str,
        color: &str,
        account: Option<(i64, &str)>,
        token: Option<&str>,
    ) -> Result<bool, StoreError> {
        let sql = match color {
            "white" => {
                "UPDATE games SET white_taken = TRUE, white_account = COALESCE($2, white_account),
                     white = COALESCE($3, white), white_token = COALESCE($4, white_token),
                     version = version + 1
                 WHERE id = $1 AND NOT white_taken
                 RETURNING version"
            }
            "black" => {
                "UPDATE games SET black_taken = TRUE, black_account = COALESCE($2, black_account),
                     black = COALESCE($3, black), black_token = COALESCE($4, black_token),
                     version = version + 1
                 WHERE id = $1 AND NOT black_taken
                 RETURNING version"
            }
            other => return Err(StoreError::Io(format!("no seat `{other}`"))),
        };
        self.in_tx(|tx| {
            let taken = tx.query_opt(
                sql,
                &[&id, &account.map(|a| a.0), &account.map(|a| a.1), &token],
            )?;
            let Some(taken) = taken else {
                return Ok(false);
            };
            notify_game(tx, id, taken.try_get(0)?)?;
            Ok(true)
        })
    }

    fn unfinished_timed_games(&self) -> Result<Vec<String>, StoreError> {
        self.all(
            "SELECT id FROM games WHERE status = 'playing'
                 AND (clock_since IS NOT NULL OR deadline IS NOT NULL)
             ORDER BY created",
            &[],
            |r| Ok(r.try_get(0)?),
        )
    }

    fn timed_games_due(&self, by: i64, limit: u32) -> Result<Vec<String>, StoreError> {
        self.all(
            &format!(
                "SELECT id FROM (
                     SELECT id, {FLAG_AT} AS flag_at
                     FROM (SELECT id, clock_since, deadline,
                               CASE to_act WHEN 'white' THEN clock_white_ms
                                   ELSE clock_black_ms END AS side_ms
                           FROM games
                           WHERE status = 'playing'
                               AND (clock_since IS NOT NULL OR deadline IS NOT NULL)) AS timed
                 ) AS due
                 WHERE flag_at <= $1 ORDER BY flag_at, id LIMIT $2"
            ),
            &[&by, &i64::from(limit)],
            |r| Ok(r.try_get(0)?),
        )
    }

    fn account_games(&self, account: i64) -> Result<Vec<AccountGame>, StoreError> {
        self.all(
            "SELECT id, color, CASE color WHEN 'white' THEN black ELSE white END,
                 COALESCE(to_act = color, FALSE) AS your_turn, deadline, days_per_turn, updated
             FROM (SELECT *,
                       CASE WHEN white_account = $1 THEN 'white' ELSE 'black' END AS color
                   FROM games
                   WHERE status = 'playing' AND (white_account = $1 OR black_account = $1))
                 AS mine
             ORDER BY your_turn DESC, deadline IS NULL, deadline, updated DESC
             LIMIT 500",
            &[&account],
            |r| {
                Ok(AccountGame {
                    id: r.try_get(0)?,
                    color: r.try_get(1)?,
                    opponent: r.try_get(2)?,
                    your_turn: r.try_get(3)?,
                    deadline: r.try_get(4)?,
                    days_per_turn: opt_int(r, 5)?,
                    updated: r.try_get(6)?,
                })
            },
        )
    }
}
