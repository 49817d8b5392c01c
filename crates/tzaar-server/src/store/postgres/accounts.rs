//! The accounts' part of the PostgreSQL archive: accounts, sessions and rating history, and
//! the rating of a decided game, with both accounts locked.

use postgres::{Row, Transaction};

use super::super::accounts::ACCOUNT_COLUMNS;
use super::super::{AccountRow, AccountStore, RatingPoint, RecentGame, StoreError};
use super::{PgStore, int, opt_int};
use crate::accounts::ratings::{Rating, rate};
use crate::accounts::{AccountRef, name_key};

/// An account from the columns of [`ACCOUNT_COLUMNS`].
fn account_row(r: &Row) -> Result<AccountRow, StoreError> {
    Ok(AccountRow {
        id: r.try_get(0)?,
        name: r.try_get(1)?,
        bot_level: opt_int(r, 2)?,
        rating: Rating {
            rating: r.try_get(3)?,
            deviation: r.try_get(4)?,
            volatility: r.try_get(5)?,
        },
        games: int(r, 6)?,
        wins: int(r, 7)?,
        losses: int(r, 8)?,
        created: r.try_get(9)?,
    })
}

/// Rates a finished game between the accounts `white` and `black` inside `tx`, the
/// transaction that stores the game's result, as the SQLite archive does: both accounts are
/// locked (in id order, so that two ratings cannot wait on each other), then, unless this game
/// already has history rows (the answer is `false`), Glicko-2 with White's score gives the new
/// ratings, stored with the games, wins, losses and one history row each.
pub(super) fn apply_rated_result(
    tx: &mut Transaction<'_>,
    game_id: &str,
    white: i64,
    black: i64,
    white_score: f64,
    at: i64,
) -> Result<bool, StoreError> {
    let locked = tx
        .query(
            &format!(
                "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE id IN ($1, $2) ORDER BY id
                 FOR UPDATE"
            ),
            &[&white, &black],
        )?
        .iter()
        .map(account_row)
        .collect::<Result<Vec<_>, _>>()?;
    let done: bool = tx
        .query_one(
            "SELECT EXISTS (SELECT 1 FROM rating_history WHERE game_id = $1)",
            &[&game_id],
        )?
        .try_get(0)?;
    if done {
        return Ok(false);
    }
    if white == black {
        return Err(StoreError::Db(
            format!("game {game_id}: an account cannot be rated against itself").into(),
        ));
    }
    let find = |id: i64| locked.iter().find(|a| a.id == id);
    let (Some(w), Some(b)) = (find(white), find(black)) else {
        return Err(StoreError::Db(
            format!("game {game_id}: a rated seat names no account").into(),
        ));
    };
    let (new_w, new_b) = rate(w.rating, b.rating, white_score);
    let (w_win, b_win) = (white_score > 0.5, white_score < 0.5);
    for (id, r, won, lost) in [(white, new_w, w_win, b_win), (black, new_b, b_win, w_win)] {
        tx.execute(
            "UPDATE accounts SET rating = $2, deviation = $3, volatility = $4,
                 games = games + 1, wins = wins + $5, losses = losses + $6
             WHERE id = $1",
            &[
                &id,
                &r.rating,
                &r.deviation,
                &r.volatility,
                &i64::from(won),
                &i64::from(lost),
            ],
        )?;
        tx.execute(
            "INSERT INTO rating_history (account_id, game_id, at, rating, deviation)
             VALUES ($1, $2, $3, $4, $5)",
            &[&id, &game_id, &at, &r.rating, &r.deviation],
        )?;
    }
    Ok(true)
}

impl AccountStore for PgStore {
    fn create_account(
        &self,
        name: &str,
        password_hash: Option<&str>,
        bot_level: Option<u8>,
        rating: Rating,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        let added = self.client()?.query_opt(
            &format!(
                "INSERT INTO accounts (name, name_key, password_hash, bot_level, rating,
                     deviation, volatility, created)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (name_key) DO NOTHING
                 RETURNING {ACCOUNT_COLUMNS}"
            ),
            &[
                &name,
                &name_key(name),
                &password_hash,
                &bot_level.map(i64::from),
                &rating.rating,
                &rating.deviation,
                &rating.volatility,
                &now,
            ],
        )?;
        added.as_ref().map(account_row).transpose()
    }

    fn account(&self, name: &str) -> Result<Option<AccountRow>, StoreError> {
        Ok(self.account_for_login(name)?.map(|(row, _)| row))
    }

    fn account_for_login(
        &self,
        name: &str,
    ) -> Result<Option<(AccountRow, Option<String>)>, StoreError> {
        let found = self.client()?.query_opt(
            &format!("SELECT {ACCOUNT_COLUMNS}, password_hash FROM accounts WHERE name_key = $1"),
            &[&name_key(name)],
        )?;
        found
            .map(|r| Ok((account_row(&r)?, r.try_get(10)?)))
            .transpose()
    }

    fn password_hash(&self, account_id: i64) -> Result<Option<String>, StoreError> {
        let found = self.client()?.query_opt(
            "SELECT password_hash FROM accounts WHERE id = $1",
            &[&account_id],
        )?;
        Ok(found
            .map(|r| r.try_get::<_, Option<String>>(0))
            .transpose()?
            .flatten())
    }

    fn set_password(
        &self,
        account_id: i64,
        password_hash: &str,
        keep: &str,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute(
                "UPDATE accounts SET password_hash = $2
                 WHERE id = $1 AND password_hash IS NOT NULL",
                &[&account_id, &password_hash],
            )?;
            tx.execute(
                "DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2",
                &[&account_id, &keep],
            )?;
            Ok(())
        })
    }

    fn create_session(
        &self,
        token_hash: &str,
        account_id: i64,
        now: i64,
        expires: i64,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute("DELETE FROM sessions WHERE expires <= $1", &[&now])?;
            tx.execute(
                "INSERT INTO sessions (token_hash, account_id, created, expires)
                 VALUES ($1, $2, $3, $4)",
                &[&token_hash, &account_id, &now, &expires],
            )?;
            Ok(())
        })
    }

    fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRef>, StoreError> {
        let found = self.client()?.query_opt(
            "SELECT a.id, a.name FROM sessions s JOIN accounts a ON a.id = s.account_id
             WHERE s.token_hash = $1 AND s.expires > $2",
            &[&token_hash, &now],
        )?;
        found
            .map(|r| {
                Ok(AccountRef {
                    id: r.try_get(0)?,
                    name: r.try_get(1)?,
                })
            })
            .transpose()
    }

    fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        self.client()?
            .execute("DELETE FROM sessions WHERE token_hash = $1", &[&token_hash])?;
        Ok(())
    }

    fn rating_history(&self, account_id: i64) -> Result<Vec<RatingPoint>, StoreError> {
        self.all(
            "SELECT game_id, at, rating, deviation FROM rating_history
             WHERE account_id = $1 ORDER BY at, game_id",
            &[&account_id],
            |r| {
                Ok(RatingPoint {
                    game_id: r.try_get(0)?,
                    at: r.try_get(1)?,
                    rating: r.try_get(2)?,
                    deviation: r.try_get(3)?,
                })
            },
        )
    }

    fn recent_games(&self, account_id: i64, limit: u32) -> Result<Vec<RecentGame>, StoreError> {
        self.all(
            "SELECT id, white, black, result, rated, status, created FROM games
             WHERE white_account = $1 OR black_account = $1
             ORDER BY created DESC, id LIMIT $2",
            &[&account_id, &i64::from(limit)],
            |r| {
                Ok(RecentGame {
                    game_id: r.try_get(0)?,
                    white: r.try_get(1)?,
                    black: r.try_get(2)?,
                    result: r.try_get(3)?,
                    rated: r.try_get(4)?,
                    status: r.try_get(5)?,
                    created: r.try_get(6)?,
                })
            },
        )
    }

    fn leaderboard(&self, page: u32, per_page: u32) -> Result<(Vec<AccountRow>, u64), StoreError> {
        let total: i64 = self
            .client()?
            .query_one("SELECT COUNT(*) FROM accounts", &[])?
            .try_get(0)?;
        let offset = i64::from(page.saturating_sub(1)) * i64::from(per_page);
        let rows = self.all(
            &format!(
                "SELECT {ACCOUNT_COLUMNS} FROM accounts
                 ORDER BY rating DESC, id LIMIT $1 OFFSET $2"
            ),
            &[&i64::from(per_page), &offset],
            account_row,
        )?;
        Ok((rows, u64::try_from(total).unwrap_or(0)))
    }

    fn rate_game(
        &self,
        game_id: &str,
        white: i64,
        black: i64,
        white_score: f64,
        at: i64,
    ) -> Result<bool, StoreError> {
        self.in_tx(|tx| apply_rated_result(tx, game_id, white, black, white_score, at))
    }
}
