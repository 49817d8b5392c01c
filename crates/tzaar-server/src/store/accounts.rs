//! The accounts' part of the archive: accounts (players and the engine's rated bots), their
//! sessions (kept as SHA-256 hashes of the tokens) and their rating history.

use serde::Serialize;
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::rows::DeletedSeats;
use super::sql::{Conn, Row};
use super::sql::{Page, read_row, window};
use crate::dates::iso;
use crate::ratings::{Rating, rate};

/// An account, as a request's session names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRef {
    /// The account's number in the archive.
    pub id: i64,
    /// The account's name, as it was signed up.
    pub name: String,
    /// Whether a program plays it (an engine level, or an account made a bot).
    pub bot: bool,
}

/// The key names are unique by: the name in lower case.
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// An account as stored, but for its password.
#[derive(Clone, Debug, PartialEq)]
pub struct AccountRow {
    /// Its number.
    pub id: i64,
    /// Its name, as signed up.
    pub name: String,
    /// The engine's level, for a bot account.
    pub bot_level: Option<u8>,
    /// Whether a program plays it through the bot API.
    pub program: bool,
    /// Its Glicko-2 rating, at full precision.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// Rated games won.
    pub wins: u32,
    /// Rated games lost.
    pub losses: u32,
    /// When it was created, ms since the epoch.
    pub created: i64,
}

impl AccountRow {
    /// Whether a program plays it: one of the engine's levels, or an account made a bot.
    pub fn is_bot(&self) -> bool {
        self.bot_level.is_some() || self.program
    }

    /// The account as a session names it.
    pub fn account_ref(&self) -> AccountRef {
        AccountRef {
            id: self.id,
            name: self.name.clone(),
            bot: self.is_bot(),
        }
    }
}

/// One point of an account's rating history: its rating after a rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    /// The game's id.
    pub game_id: String,
    /// When the game ended, ms since the epoch.
    pub at: i64,
    /// The rating after it.
    pub rating: f64,
    /// The deviation after it.
    pub deviation: f64,
}

/// One of an account's games, as its player page lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecentGame {
    /// The game's id.
    pub game: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The seats of deleted accounts.
    pub deleted: DeletedSeats,
    /// `1-0` or `0-1` for a decided game.
    pub result: Option<String>,
    /// Whether the game is rated.
    pub rated: bool,
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// When the game was created (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub created: i64,
}

/// An account from the columns `id, name, bot_level, program, rating, deviation, volatility, games,
/// wins, losses, created`, the order every query here selects them in.
fn account_row(r: &Row) -> Result<AccountRow, StoreError> {
    Ok(read_row!(r => AccountRow {
        id, name, bot_level, program,
        rating: Rating { rating, deviation, volatility },
        games, wins, losses, created,
    }))
}

/// Rates a finished game between the accounts `white` and `black` inside the transaction that
/// stores the game's result: both accounts are read (and, where instances share the
/// database, locked in id order, so that two ratings cannot wait on each other), then,
/// unless this game already has history rows (the answer is `false`), Glicko-2 with White's
/// score (1 a win, 0 a loss) gives the new ratings, stored with the games, wins, losses and
/// one history row each.
pub(crate) fn apply_rated_result(
    c: &mut dyn Conn,
    game_id: &str,
    white: i64,
    black: i64,
    white_score: f64,
    at: i64,
) -> Result<bool, StoreError> {
    let players = c.all(
        sql!(
            "SELECT id, name, bot_level, program, rating, deviation, volatility, games, wins, losses,
                 created
             FROM accounts WHERE id IN ({white}, {black}) ORDER BY id FOR UPDATE"
        ),
        account_row,
    )?;
    let done: bool = c.value(sql!(
        "SELECT EXISTS (SELECT 1 FROM rating_history WHERE game_id = {game_id})"
    ))?;
    if done {
        return Ok(false);
    }
    if white == black {
        return Err(StoreError::Db(
            format!("game {game_id}: an account cannot be rated against itself").into(),
        ));
    }
    let find = |id: i64| players.iter().find(|a| a.id == id);
    let (Some(w), Some(bl)) = (find(white), find(black)) else {
        return Err(StoreError::Db(
            format!("game {game_id}: a rated seat names no account").into(),
        ));
    };
    let (new_w, new_b) = rate(w.rating, bl.rating, white_score);
    let (w_win, b_win) = (white_score > 0.5, white_score < 0.5);
    for (id, r, won, lost) in [(white, new_w, w_win, b_win), (black, new_b, b_win, w_win)] {
        let (rating, deviation, volatility) = (r.rating, r.deviation, r.volatility);
        let (won, lost) = (i64::from(won), i64::from(lost));
        c.exec(sql!(
            "UPDATE accounts SET rating = {rating}, deviation = {deviation},
                 volatility = {volatility}, games = games + 1, wins = wins + {won},
                 losses = losses + {lost}
             WHERE id = {id}"
        ))?;
        c.exec(sql!(
            "INSERT INTO rating_history (account_id, game_id, at, rating, deviation)
             VALUES ({id}, {game_id}, {at}, {rating}, {deviation})"
        ))?;
    }
    Ok(true)
}

/// The accounts' part of the archive. Every change is one transaction.
impl Store {
    /// Creates an account with this password hash (`None`: a bot, which nobody can log in as)
    /// and starting rating; `None` if the name is taken (compared case-insensitively).
    pub fn create_account(
        &self,
        name: &str,
        password_hash: Option<&str>,
        bot_level: Option<u8>,
        rating: Rating,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        let key = name_key(name);
        let hash = password_hash.map(str::to_string);
        let level = bot_level.map(i64::from);
        let (r, d, v) = (rating.rating, rating.deviation, rating.volatility);
        self.db.in_tx(|c| {
            c.first(
                sql!(
                    "INSERT INTO accounts (name, name_key, password_hash, bot_level, rating,
                         deviation, volatility, created)
                     VALUES ({name}, {key}, {hash}, {level}, {r}, {d}, {v}, {now})
                     ON CONFLICT (name_key) DO NOTHING
                     RETURNING id, name, bot_level, program, rating, deviation, volatility, games,
                         wins, losses, created"
                ),
                account_row,
            )
        })
    }

    /// The account of this name (case-insensitive), if any.
    pub fn account(&self, name: &str) -> Result<Option<AccountRow>, StoreError> {
        Ok(self.account_for_login(name)?.map(|(row, _)| row))
    }

    /// The account of this name (case-insensitive) and its password hash (`None` for bots);
    /// a deleted account is no account of any name.
    pub fn account_for_login(
        &self,
        name: &str,
    ) -> Result<Option<(AccountRow, Option<String>)>, StoreError> {
        let key = name_key(name);
        self.db.read(|c| {
            c.first(
                sql!(
                    "SELECT id, name, bot_level, program, rating, deviation, volatility, games, wins,
                     losses, created, password_hash
                 FROM accounts WHERE name_key = {key} AND role <> 'deleted'"
                ),
                |r| Ok((account_row(r)?, r.get(11)?)),
            )
        })
    }

    /// The password hash of an account (`None` for bots or an unknown id).
    pub fn password_hash(&self, account_id: i64) -> Result<Option<String>, StoreError> {
        let hash: Option<Option<String>> = self.db.read(|c| {
            c.first_value(sql!(
                "SELECT password_hash FROM accounts WHERE id = {account_id}"
            ))
        })?;
        Ok(hash.flatten())
    }

    /// Replaces an account's password hash and ends all its sessions but `keep` (a token hash).
    pub fn set_password(
        &self,
        account_id: i64,
        password_hash: &str,
        keep: &str,
    ) -> Result<(), StoreError> {
        self.db.in_tx(|c| {
            c.exec(sql!(
                "UPDATE accounts SET password_hash = {password_hash}
                 WHERE id = {account_id} AND password_hash IS NOT NULL"
            ))?;
            c.exec(sql!(
                "DELETE FROM sessions WHERE account_id = {account_id} AND token_hash <> {keep}"
            ))?;
            Ok(())
        })
    }

    /// Stores a session (its token's hash), dropping expired sessions.
    pub fn create_session(
        &self,
        token_hash: &str,
        account_id: i64,
        now: i64,
        expires: i64,
    ) -> Result<(), StoreError> {
        self.db.in_tx(|c| {
            c.exec(sql!("DELETE FROM sessions WHERE expires <= {now}"))?;
            c.exec(sql!(
                "INSERT INTO sessions (token_hash, account_id, created, expires)
                 VALUES ({token_hash}, {account_id}, {now}, {expires})"
            ))?;
            Ok(())
        })
    }

    /// The account of a session that has not expired by `now`.
    pub fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRef>, StoreError> {
        self.db.read(|c| {
            c.first(
                sql!(
                    "SELECT a.id, a.name, (a.bot_level IS NOT NULL OR a.program)
                 FROM sessions s JOIN accounts a ON a.id = s.account_id
                 WHERE s.token_hash = {token_hash} AND s.expires > {now}
                         AND a.closed_at IS NULL"
                ),
                |r| Ok(read_row!(r => AccountRef { id, name, bot })),
            )
        })
    }

    /// Ends a session (nothing if there is none).
    pub fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        self.db
            .read(|c| c.exec(sql!("DELETE FROM sessions WHERE token_hash = {token_hash}")))?;
        Ok(())
    }

    /// An account's rating after each of its rated games, oldest first.
    pub fn rating_history(&self, account_id: i64) -> Result<Vec<RatingPoint>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT game_id, at, rating, deviation FROM rating_history
                 WHERE account_id = {account_id} ORDER BY at, game_id"
                ),
                |r| Ok(read_row!(r => RatingPoint { game_id, at, rating, deviation })),
            )
        })
    }

    /// The last `limit` games with a seat bound to the account, newest first.
    pub fn recent_games(&self, account_id: i64, limit: u32) -> Result<Vec<RecentGame>, StoreError> {
        let limit = i64::from(limit);
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id, white, black, result, rated, status, created,
                     EXISTS (SELECT 1 FROM accounts a
                             WHERE a.id = white_account AND a.role = 'deleted'),
                     EXISTS (SELECT 1 FROM accounts a
                             WHERE a.id = black_account AND a.role = 'deleted')
                 FROM games
                 WHERE white_account = {account_id} OR black_account = {account_id}
                 ORDER BY created DESC, id LIMIT {limit}"
                ),
                |r| {
                    Ok(read_row!(r => RecentGame {
                        game, white, black, result, rated, status, created,
                        deleted: DeletedSeats { white, black },
                    }))
                },
            )
        })
    }

    /// A page of accounts by rating, highest first (page from 1), and the number of accounts;
    /// deleted accounts are not listed.
    pub fn leaderboard(&self, page: u32, per_page: u32) -> Result<Page<AccountRow>, StoreError> {
        let (limit, offset) = window(page, per_page);
        self.page(
            sql!("SELECT COUNT(*) FROM accounts WHERE role <> 'deleted'"),
            sql!(
                "SELECT id, name, bot_level, program, rating, deviation, volatility, games, wins,
                     losses, created
                 FROM accounts WHERE role <> 'deleted'
                 ORDER BY rating DESC, id LIMIT {limit} OFFSET {offset}"
            ),
            account_row,
        )
    }

    /// Rates a game between two accounts in a transaction of its own (see
    /// `apply_rated_result`); `false` if it was already rated.
    pub fn rate_game(
        &self,
        game_id: &str,
        white: i64,
        black: i64,
        white_score: f64,
        at: i64,
    ) -> Result<bool, StoreError> {
        self.db
            .in_tx(|c| apply_rated_result(c, game_id, white, black, white_score, at))
    }

    /// Makes account `id` a bot for good, if it has played no game and is not one already;
    /// else the [`BotRefusal`] that says why not (nothing changed).
    pub fn make_bot(&self, id: i64) -> Result<Result<(), BotRefusal>, StoreError> {
        self.db.in_tx(|c| {
            if c.is_shared() {
                c.first_value::<i64>(sql!("SELECT 1 FROM accounts WHERE id = {id} FOR UPDATE"))?;
            }
            let program: Option<bool> =
                c.first_value(sql!("SELECT program FROM accounts WHERE id = {id}"))?;
            if program == Some(true) {
                return Ok(Err(BotRefusal::AlreadyBot));
            }
            let played = c.exists(sql!(
                "SELECT 1 FROM games WHERE white_account = {id} OR black_account = {id}"
            ))?;
            if played {
                return Ok(Err(BotRefusal::HasGames));
            }
            c.exec(sql!("UPDATE accounts SET program = TRUE WHERE id = {id}"))?;
            Ok(Ok(()))
        })
    }
}

/// Why an account cannot become a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotRefusal {
    /// It is one already.
    AlreadyBot,
    /// It has played (or is playing) a game.
    HasGames,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SqliteStore;

    fn two_players(s: &Store) -> (AccountRow, AccountRow) {
        let a = s
            .create_account("Ann", Some("h"), None, Rating::START, 1)
            .unwrap()
            .unwrap();
        let b = s
            .create_account("bob", Some("h"), None, Rating::START, 1)
            .unwrap()
            .unwrap();
        (a, b)
    }

    #[test]
    fn a_rated_result_inside_a_failed_transaction_leaves_nothing() {
        let s = SqliteStore::in_memory().unwrap();
        let (a, b) = two_players(&s);
        let failed = s.db.in_tx(|c| {
            assert!(apply_rated_result(c, "g1", a.id, b.id, 1.0, 10).unwrap());
            // A later step of the transaction fails: all of it is rolled back.
            Err::<(), _>(StoreError::Io("a later step failed".into()))
        });
        assert!(failed.is_err());
        assert_eq!(s.account("ann").unwrap().unwrap(), a);
        assert!(s.rating_history(a.id).unwrap().is_empty());
        assert!(s.rate_game("g1", a.id, b.id, 1.0, 10).unwrap());
        assert!(s.rate_game("g9", a.id, 999, 1.0, 10).is_err());
        assert!(s.rate_game("g9", a.id, a.id, 1.0, 10).is_err());
        assert!(s.rating_history(a.id).unwrap().len() == 1);
    }
}
