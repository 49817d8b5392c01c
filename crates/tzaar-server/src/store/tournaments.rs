//! Tournaments in the archive: each event with its settings and where it stands, its players
//! and its pairings. Every change to an event is one step: its row locked, the event read, the
//! service's decision written with its games, all in one transaction, so that a step happens
//! once however many instances try it, and not at all if the instance dies midway.

use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::games::insert_game;
use super::rows::{GameMeta, GameRow};
use super::sql::{Conn, Page, Row, read_row, window};

/// A tournament as stored, with its creator's name and how many players are in.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TournamentRow {
    /// The 12-character id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// `arena`, `swiss` or `round-robin`.
    pub kind: String,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// `open`, `running`, `finished` or `cancelled`.
    pub status: String,
    /// A random setup's fresh seed: `pairing` (each game its own) or `round` (one a round).
    pub random_per: Option<String>,
    /// Its creator's account.
    pub creator: i64,
    /// The most players it takes.
    pub max_players: u32,
    /// The round paired last (an arena's: the wave), 0 before the first.
    pub round: u32,
    /// When it was created, ms since the epoch.
    pub created: i64,
    /// Bumped at every step.
    pub version: i64,
    /// Whether its games are rated.
    pub rated: bool,
    /// A real-time clock's initial time in ms.
    pub clock_initial_ms: Option<i64>,
    /// A real-time clock's increment in ms.
    pub clock_increment_ms: Option<i64>,
    /// Days per turn (correspondence).
    pub days_per_turn: Option<u32>,
    /// The lowest rating that may join.
    pub rating_min: Option<i64>,
    /// The highest rating that may join.
    pub rating_max: Option<i64>,
    /// When it starts by itself; `None`: its creator starts it.
    pub starts_at: Option<i64>,
    /// An arena's length in ms.
    pub duration_ms: Option<i64>,
    /// A Swiss event's rounds.
    pub rounds: Option<u32>,
    /// A round robin's cycles (1, or 2 with colours swapped).
    pub cycles: Option<u32>,
    /// When it started.
    pub started_at: Option<i64>,
    /// When an arena ends.
    pub ends_at: Option<i64>,
    /// When it finished.
    pub finished_at: Option<i64>,
    /// A championship group's season.
    pub season: Option<u32>,
    /// A championship group's division (1 the top).
    pub division: Option<u32>,
    /// A championship group's number in its division.
    pub group_no: Option<u32>,
    /// The championship a group belongs to.
    pub championship: Option<String>,
    /// The creator's name (`None` once the account is deleted).
    pub creator_name: Option<String>,
    /// The players in (not withdrawn).
    pub players: i64,
}

impl TournamentRow {
    /// The clock's initial time and increment in ms, if it has one.
    pub fn clock(&self) -> Option<(u64, u64)> {
        let ms = |v: i64| u64::try_from(v).unwrap_or(0);
        Some((
            ms(self.clock_initial_ms?),
            ms(self.clock_increment_ms.unwrap_or(0)),
        ))
    }
}

/// A player of a tournament as stored, with the account's name and rating.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRow {
    /// The account.
    pub account: i64,
    /// `in`, `paused` (an arena's, not paired until back) or `withdrawn`.
    pub state: String,
    /// When it joined, ms since the epoch.
    pub joined: i64,
    /// A round robin's seed (its number in the Berger table), once drawn.
    pub seed: Option<i64>,
    /// The account's name.
    pub name: String,
    /// The account's rating now.
    pub rating: f64,
    /// Whether the account is played by a program (an engine level).
    pub bot: bool,
}

/// A pairing as stored: a game, or a bye when it has no Black.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingRow {
    /// Its number.
    pub id: i64,
    /// Its round (an arena's wave).
    pub round: u32,
    /// White's account (the bye's player).
    pub white: i64,
    /// Black's account; `None` for a bye.
    pub black: Option<i64>,
    /// The game.
    pub game: Option<String>,
    /// `white` or `black` once decided (a bye: `white`).
    pub winner: Option<String>,
    /// When it was decided or ended, ms since the epoch.
    pub finished_at: Option<i64>,
    /// When it was paired.
    pub created: i64,
    /// The game's status: `playing`, `over` or `aborted` (`None` for a bye).
    pub status: Option<String>,
}

/// An event as one step reads it: its row, its players (in order of joining) and its
/// pairings (in order of pairing).
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSnapshot {
    /// The event.
    pub tournament: TournamentRow,
    /// Its players, withdrawn ones too.
    pub entrants: Vec<EntrantRow>,
    /// Its pairings.
    pub pairings: Vec<PairingRow>,
}

/// A change to a player of an event.
#[derive(Clone, Debug, PartialEq)]
pub enum EntrantWrite {
    /// The account joins (state `in`).
    Join {
        /// The account.
        account: i64,
    },
    /// The account's state becomes `state`.
    State {
        /// The account.
        account: i64,
        /// `in`, `paused` or `withdrawn`.
        state: &'static str,
    },
    /// The account leaves before the start (its row goes).
    Leave {
        /// The account.
        account: i64,
    },
    /// The account's seed is drawn.
    Seed {
        /// The account.
        account: i64,
        /// Its number in the Berger table.
        seed: i64,
    },
}

/// A pairing to store, with the game it starts (none for a bye).
#[derive(Clone, Debug)]
pub struct NewPairing {
    /// Its round.
    pub round: u32,
    /// White's account (the bye's player).
    pub white: i64,
    /// Black's account; `None` for a bye.
    pub black: Option<i64>,
    /// The game it starts.
    pub game: Option<(GameRow, GameMeta)>,
}

/// What one step writes: the event's new status, round and times, its players' changes, and
/// its new pairings. Nothing at all: the step leaves the event as it was.
#[derive(Clone, Debug, Default)]
pub struct TournamentWrites {
    /// The new status.
    pub status: Option<&'static str>,
    /// The new round.
    pub round: Option<u32>,
    /// The rounds in all, once known (a round robin's, from its players).
    pub rounds: Option<u32>,
    /// When it started.
    pub started_at: Option<i64>,
    /// When an arena ends.
    pub ends_at: Option<i64>,
    /// When it finished.
    pub finished_at: Option<i64>,
    /// The players' changes.
    pub entrants: Vec<EntrantWrite>,
    /// The new pairings.
    pub pairings: Vec<NewPairing>,
}

impl TournamentWrites {
    /// Whether it writes nothing.
    pub fn is_empty(&self) -> bool {
        self.status.is_none()
            && self.round.is_none()
            && self.rounds.is_none()
            && self.started_at.is_none()
            && self.ends_at.is_none()
            && self.finished_at.is_none()
            && self.entrants.is_empty()
            && self.pairings.is_empty()
    }
}

/// Which events a list holds.
#[derive(Clone, Debug, Default)]
pub struct TournamentFilter {
    /// Only this one.
    pub id: Option<String>,
    /// Only those with this status.
    pub status: Option<String>,
    /// Only those this account is in (not withdrawn), and not finished.
    pub member: Option<i64>,
    /// Only those this account created.
    pub creator: Option<i64>,
}

fn tournament_row(r: &Row) -> Result<TournamentRow, StoreError> {
    Ok(read_row!(r => TournamentRow {
        id, name, kind, setup, status, random_per, creator, max_players, round, created,
        version, rated, clock_initial_ms, clock_increment_ms, days_per_turn, rating_min,
        rating_max, starts_at, duration_ms, rounds, cycles, started_at, ends_at, finished_at,
        season, division, group_no, championship, creator_name, players
    }))
}

/// The events `filter` picks, in the list's order (running, then open by start, then
/// finished newest first), `limit` of them from `offset`; and how many it picks in all.
fn tournaments(
    c: &mut dyn Conn,
    filter: &TournamentFilter,
    limit: i64,
    offset: i64,
) -> Result<(Vec<TournamentRow>, u64), StoreError> {
    let (id, status) = (filter.id.clone(), filter.status.clone());
    let (member, creator) = (filter.member, filter.creator);
    let total = c.value(sql!(
        "SELECT COUNT(*) FROM tournaments t
         WHERE (CAST({id} AS TEXT) IS NULL OR t.id = {id})
           AND (CAST({status} AS TEXT) IS NULL OR t.status = {status})
           AND (CAST({member} AS BIGINT) IS NULL OR (t.status IN ('open', 'running')
               AND EXISTS (SELECT 1 FROM tournament_players p WHERE p.tournament_id = t.id
                   AND p.account_id = {member} AND p.state <> 'withdrawn')))
           AND (CAST({creator} AS BIGINT) IS NULL OR t.creator = {creator})"
    ))?;
    let rows = c.all(
        sql!(
            "SELECT t.id, t.name, t.kind, t.setup, t.status, t.random_per, t.creator,
                 t.max_players, t.round, t.created, t.version, t.rated, t.clock_initial_ms,
                 t.clock_increment_ms, t.days_per_turn, t.rating_min, t.rating_max,
                 t.starts_at, t.duration_ms, t.rounds, t.cycles, t.started_at, t.ends_at,
                 t.finished_at, t.season, t.division, t.group_no, t.championship_id,
                 (SELECT a.name FROM accounts a WHERE a.id = t.creator AND a.role <> 'deleted'),
                 (SELECT COUNT(*) FROM tournament_players p WHERE p.tournament_id = t.id
                     AND p.state <> 'withdrawn')
             FROM tournaments t
             WHERE (CAST({id} AS TEXT) IS NULL OR t.id = {id})
               AND (CAST({status} AS TEXT) IS NULL OR t.status = {status})
               AND (CAST({member} AS BIGINT) IS NULL OR (t.status IN ('open', 'running')
                   AND EXISTS (SELECT 1 FROM tournament_players p WHERE p.tournament_id = t.id
                       AND p.account_id = {member} AND p.state <> 'withdrawn')))
               AND (CAST({creator} AS BIGINT) IS NULL OR t.creator = {creator})
             ORDER BY CASE t.status WHEN 'running' THEN 0 WHEN 'open' THEN 1 ELSE 2 END,
                 CASE WHEN t.status = 'open' THEN COALESCE(t.starts_at, t.created)
                     ELSE -COALESCE(t.finished_at, t.started_at, t.created) END,
                 t.id
             LIMIT {limit} OFFSET {offset}"
        ),
        tournament_row,
    )?;
    Ok((rows, total))
}

/// Event `id` with its players and pairings, as read on `c` (locked first where instances
/// share the database, when `lock`).
pub(super) fn snapshot(
    c: &mut dyn Conn,
    id: &str,
    lock: bool,
) -> Result<Option<TournamentSnapshot>, StoreError> {
    if lock && c.is_shared() {
        c.first_value::<i64>(sql!("SELECT 1 FROM tournaments WHERE id = {id} FOR UPDATE"))?;
    }
    let filter = TournamentFilter {
        id: Some(id.to_string()),
        ..TournamentFilter::default()
    };
    let Some(tournament) = tournaments(c, &filter, 1, 0)?.0.into_iter().next() else {
        return Ok(None);
    };
    let entrants = c.all(
        sql!(
            "SELECT p.account_id, p.state, p.joined, p.seed, a.name, a.rating,
                 (a.bot_level IS NOT NULL OR a.program)
             FROM tournament_players p JOIN accounts a ON a.id = p.account_id
             WHERE p.tournament_id = {id}
             ORDER BY p.joined, p.account_id"
        ),
        |r| {
            Ok(read_row!(r => EntrantRow {
                account, state, joined, seed, name, rating, bot
            }))
        },
    )?;
    let pairings = c.all(
        sql!(
            "SELECT p.id, p.round, p.white, p.black, p.game_id, p.winner, p.finished_at,
                 p.created, g.status
             FROM tournament_pairings p LEFT JOIN games g ON g.id = p.game_id
             WHERE p.tournament_id = {id}
             ORDER BY p.id"
        ),
        |r| {
            Ok(read_row!(r => PairingRow {
                id, round, white, black, game, winner, finished_at, created, status
            }))
        },
    )?;
    Ok(Some(TournamentSnapshot {
        tournament,
        entrants,
        pairings,
    }))
}

/// Writes `w` to event `id` in the caller's transaction: its row, its players, its pairings
/// with their games; bumps its version.
fn write(c: &mut dyn Conn, id: &str, now: i64, w: &TournamentWrites) -> Result<(), StoreError> {
    let (status, round, rounds) = (w.status, w.round.map(i64::from), w.rounds.map(i64::from));
    let (started, ends, finished) = (w.started_at, w.ends_at, w.finished_at);
    c.exec(sql!(
        "UPDATE tournaments SET version = version + 1,
             status = COALESCE({status}, status), round = COALESCE({round}, round),
             rounds = COALESCE({rounds}, rounds),
             started_at = COALESCE({started}, started_at), ends_at = COALESCE({ends}, ends_at),
             finished_at = COALESCE({finished}, finished_at)
         WHERE id = {id}"
    ))?;
    for e in &w.entrants {
        match *e {
            EntrantWrite::Join { account } => c.exec(sql!(
                "INSERT INTO tournament_players (tournament_id, account_id, state, joined)
                 VALUES ({id}, {account}, 'in', {now})"
            ))?,
            EntrantWrite::State { account, state } => c.exec(sql!(
                "UPDATE tournament_players SET state = {state}
                 WHERE tournament_id = {id} AND account_id = {account}"
            ))?,
            EntrantWrite::Leave { account } => c.exec(sql!(
                "DELETE FROM tournament_players
                 WHERE tournament_id = {id} AND account_id = {account}"
            ))?,
            EntrantWrite::Seed { account, seed } => c.exec(sql!(
                "UPDATE tournament_players SET seed = {seed}
                 WHERE tournament_id = {id} AND account_id = {account}"
            ))?,
        };
    }
    for p in &w.pairings {
        if let Some((row, meta)) = &p.game {
            insert_game(c, row, meta, &[])?;
        }
        let game = p.game.as_ref().map(|(row, _)| row.id.clone());
        // A bye is decided as it is paired.
        let (winner, finished) = match p.black {
            None => (Some("white"), Some(now)),
            Some(_) => (None, None),
        };
        let (round, white, black) = (i64::from(p.round), p.white, p.black);
        c.exec(sql!(
            "INSERT INTO tournament_pairings (tournament_id, round, white, black, game_id,
                 winner, finished_at, created)
             VALUES ({id}, {round}, {white}, {black}, {game}, {winner}, {finished}, {now})"
        ))?;
    }
    Ok(())
}

/// Records a tournament game's end in its pairing, in the transaction that stores it: the
/// winner (none for an aborted game) and when. Nothing for a game of no tournament, or one
/// going on.
pub(super) fn record_result(c: &mut dyn Conn, id: &str, m: &GameMeta) -> Result<(), StoreError> {
    if m.status == "playing" {
        return Ok(());
    }
    let winner = match m.result.as_deref() {
        Some("1-0") => Some("white"),
        Some("0-1") => Some("black"),
        _ => None,
    };
    let at = m.updated;
    c.exec(sql!(
        "UPDATE tournament_pairings SET winner = {winner}, finished_at = {at}
         WHERE game_id = {id} AND finished_at IS NULL"
    ))?;
    Ok(())
}

/// Inserts the new event `t` (no players) in the caller's transaction.
pub(super) fn insert_tournament(c: &mut dyn Conn, t: &TournamentRow) -> Result<(), StoreError> {
    let (id, name, kind, setup, status) = (&t.id, &t.name, &t.kind, &t.setup, &t.status);
    let (random_per, creator, max) = (t.random_per.clone(), t.creator, i64::from(t.max_players));
    let (created, rated) = (t.created, t.rated);
    let (initial, increment, days) = (
        t.clock_initial_ms,
        t.clock_increment_ms,
        t.days_per_turn.map(i64::from),
    );
    let (low, high, starts, duration) = (t.rating_min, t.rating_max, t.starts_at, t.duration_ms);
    let (rounds, cycles) = (t.rounds.map(i64::from), t.cycles.map(i64::from));
    let (championship, season) = (t.championship.clone(), t.season.map(i64::from));
    let (division, group) = (t.division.map(i64::from), t.group_no.map(i64::from));
    c.exec(sql!(
        "INSERT INTO tournaments (id, name, kind, setup, status, random_per, creator,
             max_players, round, created, version, rated, clock_initial_ms,
             clock_increment_ms, days_per_turn, rating_min, rating_max, starts_at,
             duration_ms, rounds, cycles, championship_id, season, division, group_no)
         VALUES ({id}, {name}, {kind}, {setup}, {status}, {random_per}, {creator},
             {max}, 0, {created}, 0, {rated}, {initial}, {increment}, {days}, {low},
             {high}, {starts}, {duration}, {rounds}, {cycles}, {championship},
             {season}, {division}, {group})"
    ))?;
    Ok(())
}

/// The tournaments' part of the archive.
impl Store {
    /// Stores a new event (open, no players).
    pub fn create_tournament(&self, t: &TournamentRow) -> Result<(), StoreError> {
        self.db.in_tx(|c| insert_tournament(c, t))
    }

    /// Event `id` with its players and pairings, as stored now.
    pub fn tournament(&self, id: &str) -> Result<Option<TournamentSnapshot>, StoreError> {
        self.db.read(|c| snapshot(c, id, false))
    }

    /// One step of event `id` at `now`: the event read under its lock, `decide` given it, and
    /// what it decides written, in one transaction. `None` if there is no such event; the
    /// decision's refusal (nothing written) as `Some(Err)`.
    pub fn step_tournament<T, E>(
        &self,
        id: &str,
        now: i64,
        decide: impl FnOnce(&TournamentSnapshot) -> Result<(TournamentWrites, T), E>,
    ) -> Result<Option<Result<T, E>>, StoreError> {
        self.db.in_tx(|c| {
            let Some(snap) = snapshot(c, id, true)? else {
                return Ok(None);
            };
            match decide(&snap) {
                Err(e) => Ok(Some(Err(e))),
                Ok((writes, out)) => {
                    if !writes.is_empty() {
                        write(c, id, now, &writes)?;
                    }
                    Ok(Some(Ok(out)))
                }
            }
        })
    }

    /// A page of the events `filter` picks, in the list's order, and how many it picks.
    pub fn tournaments(
        &self,
        filter: &TournamentFilter,
        page: u32,
        per_page: u32,
    ) -> Result<Page<TournamentRow>, StoreError> {
        let (limit, offset) = window(page, per_page);
        self.db.read(|c| tournaments(c, filter, limit, offset))
    }

    /// The events with work due at `now`: those running, and those open whose start has come.
    pub fn tournaments_due(&self, now: i64) -> Result<Vec<String>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id FROM tournaments WHERE status = 'running'
                         OR (status = 'open' AND starts_at <= {now})
                     ORDER BY id"
                ),
                |r| r.get(0),
            )
        })
    }
}
