//! The open challenges (seeks) in SQLite: posted, listed with their challengers' names and
//! ratings, cancelled, and taken together with the game they start.

use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::games::insert_game;
use super::rows::{GameMeta, GameRow, clock_pair};
use super::sql::{Conn, Row};

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
    /// Whether a program plays the challenger's account.
    pub owner_bot: bool,
    /// Whether a program plays the account challenged directly.
    pub opponent_bot: bool,
    /// `open`, `accepted`, `cancelled`, `declined` (by the player challenged) or `expired`
    /// (not answered by a bot in time).
    pub status: String,
    /// The game it started, once accepted.
    pub game: Option<String>,
}

/// A challenge and its players from the columns the listing queries select.
fn listing(r: &Row) -> Result<SeekListing, StoreError> {
    let seed: Option<String> = r.get(3)?;
    Ok(SeekListing {
        row: SeekRow {
            id: r.get(0)?,
            owner: r.get(1)?,
            setup: r.get(2)?,
            seed: seed.and_then(|s| s.parse().ok()),
            clock: clock_pair(r.get(4)?, r.get(5)?),
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
        owner_bot: r.get(16)?,
        opponent_bot: r.get::<Option<bool>>(17)?.unwrap_or(false),
    })
}

/// The challenges with their players, as [`listing`] reads them: those `open` (`id` `None`),
/// oldest first, or the one with this id.
fn listings(archive: &Store, id: Option<&str>) -> Result<Vec<SeekListing>, StoreError> {
    archive.db.read(|c| {
        c.all(
            sql!(
                "SELECT s.id, s.owner, s.setup, s.seed, s.clock_initial_ms, s.clock_increment_ms,
                 s.days_per_turn, s.rated, s.color, s.opponent, s.created,
                 o.name, o.rating, t.name, s.status, s.game_id,
                 (o.bot_level IS NOT NULL OR o.program), (t.bot_level IS NOT NULL OR t.program)
             FROM seeks s JOIN accounts o ON o.id = s.owner
                 LEFT JOIN accounts t ON t.id = s.opponent
             WHERE (CAST({id} AS TEXT) IS NULL AND s.status = 'open') OR s.id = {id}
             ORDER BY s.created, s.id"
            ),
            listing,
        )
    })
}

/// The challenges' part of the archive.
impl Store {
    /// Posts a challenge, unless its owner already has `max_open` open ones: `false` then.
    pub fn create_seek(&self, seek: &SeekRow, max_open: usize) -> Result<bool, StoreError> {
        let ms = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
        let (initial, increment) = (seek.clock.map(|c| ms(c.0)), seek.clock.map(|c| ms(c.1)));
        let (id, owner, setup) = (&seek.id, seek.owner, &seek.setup);
        let seed = seek.seed.map(|s| s.to_string());
        let (days, rated, color) = (seek.days_per_turn.map(i64::from), seek.rated, &seek.color);
        let (opponent, created) = (seek.opponent, seek.created);
        self.db.in_tx(|c| {
            if c.is_shared() {
                // The owner's row is the lock that makes counting and posting one step.
                c.first_value::<i64>(sql!("SELECT 1 FROM accounts WHERE id = {owner} FOR UPDATE"))?;
            }
            let open: usize = c.value(sql!(
                "SELECT COUNT(*) FROM seeks WHERE owner = {owner} AND status = 'open'"
            ))?;
            if open >= max_open {
                return Ok(false);
            }
            c.exec(sql!(
                "INSERT INTO seeks (id, owner, setup, seed, clock_initial_ms,
                     clock_increment_ms, days_per_turn, rated, color, opponent, status,
                     created)
                 VALUES ({id}, {owner}, {setup}, {seed}, {initial}, {increment}, {days},
                     {rated}, {color}, {opponent}, 'open', {created})"
            ))?;
            Ok(true)
        })
    }

    /// The open challenges, oldest first.
    pub fn open_seeks(&self) -> Result<Vec<SeekListing>, StoreError> {
        listings(self, None)
    }

    /// One challenge, whatever its status.
    pub fn seek(&self, id: &str) -> Result<Option<SeekListing>, StoreError> {
        Ok(listings(self, Some(id))?.into_iter().next())
    }

    /// Cancels an open challenge of `owner`'s: `false` if it is not one.
    pub fn cancel_seek(&self, id: &str, owner: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.changed_one(sql!(
                "UPDATE seeks SET status = 'cancelled'
             WHERE id = {id} AND owner = {owner} AND status = 'open'"
            ))
        })
    }

    /// Declines an open challenge made directly to `opponent`: `false` if it is not one.
    pub fn decline_seek(&self, id: &str, opponent: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.changed_one(sql!(
                "UPDATE seeks SET status = 'declined'
             WHERE id = {id} AND opponent = {opponent} AND status = 'open'"
            ))
        })
    }

    /// Ends, as `expired`, the open challenges made directly to bot accounts (played through
    /// the bot API) before `cutoff`: the ones this call ended (each is ended by one call,
    /// whichever instance makes it).
    pub fn expire_bot_seeks(&self, cutoff: i64) -> Result<Vec<SeekListing>, StoreError> {
        let ids: Vec<String> = self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT s.id FROM seeks s JOIN accounts t ON t.id = s.opponent
                 WHERE s.status = 'open' AND s.created < {cutoff} AND t.program
                 ORDER BY s.created, s.id"
                ),
                |r| r.get(0),
            )
        })?;
        let mut expired = Vec::new();
        for id in ids {
            let ended = self.db.read(|c| {
                c.changed_one(sql!(
                    "UPDATE seeks SET status = 'expired' WHERE id = {id} AND status = 'open'"
                ))
            })?;
            if ended && let Some(listing) = self.seek(&id)? {
                expired.push(listing);
            }
        }
        Ok(expired)
    }

    /// Takes an open challenge and stores the game it starts, in one transaction: nothing is
    /// stored unless the challenge is still open and each account of `bots` plays fewer than
    /// `max_games` games. Each bot's account row is locked before its games are counted, so
    /// that two takes involving one bot, on any instance, count one after the other.
    pub fn take_seek(
        &self,
        id: &str,
        row: &GameRow,
        meta: &GameMeta,
        bots: &[i64],
        max_games: usize,
    ) -> Result<Taken, StoreError> {
        let game = &row.id;
        let mut bots = bots.to_vec();
        bots.sort_unstable();
        bots.dedup();
        let max = i64::try_from(max_games).unwrap_or(i64::MAX);
        self.db.in_tx(|c| {
            for &account in &bots {
                c.first_value::<i64>(sql!(
                    "SELECT 1 FROM accounts WHERE id = {account} FOR UPDATE"
                ))?;
                if playing_count(c, account)? >= max {
                    return Ok(Taken::Busy(account));
                }
            }
            let taken = c.exec(sql!(
                "UPDATE seeks SET status = 'accepted', game_id = {game}
                 WHERE id = {id} AND status = 'open'"
            ))?;
            if taken != 1 {
                return Ok(Taken::Gone);
            }
            insert_game(c, row, meta, &[])?;
            Ok(Taken::Started)
        })
    }

    /// The online games `account` plays now.
    pub fn playing_count(&self, account: i64) -> Result<usize, StoreError> {
        let n = self.db.read(|c| playing_count(c, account))?;
        Ok(usize::try_from(n).unwrap_or(0))
    }
}

/// What [`Store::take_seek`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// The challenge is taken and its game stored.
    Started,
    /// The challenge is no longer open: nothing stored.
    Gone,
    /// This bot account plays as many games as it may: nothing stored.
    Busy(i64),
}

/// The games going on with `account` in a seat.
fn playing_count(c: &mut dyn Conn, account: i64) -> Result<i64, StoreError> {
    Ok(c.first_value::<i64>(sql!(
        "SELECT COUNT(*) FROM games WHERE status = 'playing'
         AND (white_account = {account} OR black_account = {account})"
    ))?
    .unwrap_or(0))
}
