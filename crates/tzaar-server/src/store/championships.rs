//! Correspondence championships in the archive: each with its rules and season, its entrants,
//! and its seasons' groups (round-robin tournaments). Opening a season is one step: the
//! championship's row locked, it and its last season read, the service's decision written
//! with the new groups and their players, in one transaction.

use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::sql::{Conn, Row, read_row};
use super::tournaments::{TournamentRow, TournamentSnapshot, insert_tournament, snapshot};

/// A championship as stored, with how many have entered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChampionshipRow {
    /// The 12-character id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// Its creator's account.
    pub creator: i64,
    /// The most players of a group.
    pub group_size: u32,
    /// How many of each group go up a division.
    pub promote: u32,
    /// How many of each group go down a division.
    pub relegate: u32,
    /// How many times more groups each division has than the one above.
    pub growth: u32,
    /// Days per turn of its games.
    pub days_per_turn: u32,
    /// Each group's cycles (1, or 2 with colours swapped).
    pub cycles: u32,
    /// The season going on or last played; 0 before the first.
    pub season: u32,
    /// When it was created, ms since the epoch.
    pub created: i64,
    /// Whether its games are rated.
    pub rated: bool,
    /// The pause between a season's last game and the next season, in ms; `None`: seasons
    /// open only when asked.
    pub season_gap_ms: Option<i64>,
    /// When the first season opens by itself (`None`: when asked).
    pub next_season_at: Option<i64>,
    /// The creator's name (`None` once the account is deleted); not written.
    pub creator_name: Option<String>,
    /// The players entered (not left).
    pub entrants: i64,
}

/// An entrant of a championship, with the account's name and rating.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryRow {
    /// The account.
    pub account: i64,
    /// When it entered.
    pub joined: i64,
    /// When it left (it plays no further season).
    pub left_at: Option<i64>,
    /// The account's name.
    pub name: String,
    /// The account's rating now.
    pub rating: f64,
    /// Whether the account is played by a program.
    pub bot: bool,
}

/// A championship as a season's opening reads it: its row, its entrants, and every season's
/// groups, in order of season, division and group.
#[derive(Clone, Debug, PartialEq)]
pub struct ChampionshipSnapshot {
    /// The championship.
    pub championship: ChampionshipRow,
    /// Its entrants, in order of entering.
    pub entries: Vec<EntryRow>,
    /// Its groups, each with its players and pairings.
    pub groups: Vec<TournamentSnapshot>,
}

/// A new season to write: its number and its groups, each a round robin with its players.
#[derive(Clone, Debug, Default)]
pub struct NewSeason {
    /// The season's number.
    pub season: u32,
    /// Its groups: each tournament's row and its players.
    pub groups: Vec<(TournamentRow, Vec<i64>)>,
}

fn championship_row(r: &Row) -> Result<ChampionshipRow, StoreError> {
    Ok(read_row!(r => ChampionshipRow {
        id, name, setup, creator, group_size, promote, relegate, growth, days_per_turn,
        cycles, season, created, rated, season_gap_ms, next_season_at, creator_name, entrants
    }))
}

/// The championships, newest first, or the one `id`.
fn championships(c: &mut dyn Conn, id: Option<&str>) -> Result<Vec<ChampionshipRow>, StoreError> {
    c.all(
        sql!(
            "SELECT h.id, h.name, h.setup, h.creator, h.group_size, h.promote, h.relegate,
                 h.growth, h.days_per_turn, h.cycles, h.season, h.created, h.rated,
                 h.season_gap_ms, h.next_season_at,
                 (SELECT a.name FROM accounts a WHERE a.id = h.creator AND a.role <> 'deleted'),
                 (SELECT COUNT(*) FROM championship_entries e
                  WHERE e.championship_id = h.id AND e.left_at IS NULL)
             FROM championships h
             WHERE CAST({id} AS TEXT) IS NULL OR h.id = {id}
             ORDER BY h.created DESC, h.id"
        ),
        championship_row,
    )
}

/// Championship `id` with its entrants and groups, read on `c` (its row locked first where
/// instances share the database, when `lock`).
fn championship_snapshot(
    c: &mut dyn Conn,
    id: &str,
    lock: bool,
) -> Result<Option<ChampionshipSnapshot>, StoreError> {
    if lock && c.is_shared() {
        c.first_value::<i64>(sql!(
            "SELECT 1 FROM championships WHERE id = {id} FOR UPDATE"
        ))?;
    }
    let Some(championship) = championships(c, Some(id))?.into_iter().next() else {
        return Ok(None);
    };
    let entries = c.all(
        sql!(
            "SELECT e.account_id, e.joined, e.left_at, a.name, a.rating, (a.bot_level IS NOT NULL OR a.program)
             FROM championship_entries e JOIN accounts a ON a.id = e.account_id
             WHERE e.championship_id = {id}
             ORDER BY e.joined, e.account_id"
        ),
        |r| Ok(read_row!(r => EntryRow { account, joined, left_at, name, rating, bot })),
    )?;
    let ids: Vec<String> = c.all(
        sql!(
            "SELECT id FROM tournaments WHERE championship_id = {id}
             ORDER BY season, division, group_no"
        ),
        |r| r.get(0),
    )?;
    let mut groups = Vec::with_capacity(ids.len());
    for group in ids {
        groups.extend(snapshot(c, &group, false)?);
    }
    Ok(Some(ChampionshipSnapshot {
        championship,
        entries,
        groups,
    }))
}

/// The championships' part of the archive.
impl Store {
    /// Stores a new championship (season 0, no entrants).
    pub fn create_championship(&self, h: &ChampionshipRow) -> Result<(), StoreError> {
        let (id, name, setup, creator) = (&h.id, &h.name, &h.setup, h.creator);
        let (size, promote, relegate) = (
            i64::from(h.group_size),
            i64::from(h.promote),
            i64::from(h.relegate),
        );
        let (growth, days, cycles) = (
            i64::from(h.growth),
            i64::from(h.days_per_turn),
            i64::from(h.cycles),
        );
        let (created, rated, gap, first) = (h.created, h.rated, h.season_gap_ms, h.next_season_at);
        self.db.in_tx(|c| {
            c.exec(sql!(
                "INSERT INTO championships (id, name, setup, creator, group_size, promote,
                     relegate, growth, days_per_turn, cycles, season, created, rated,
                     season_gap_ms, next_season_at)
                 VALUES ({id}, {name}, {setup}, {creator}, {size}, {promote}, {relegate},
                     {growth}, {days}, {cycles}, 0, {created}, {rated}, {gap}, {first})"
            ))?;
            Ok(())
        })
    }

    /// Championship `id` with its entrants and every season's groups.
    pub fn championship(&self, id: &str) -> Result<Option<ChampionshipSnapshot>, StoreError> {
        self.db.read(|c| championship_snapshot(c, id, false))
    }

    /// Every championship, newest first.
    pub fn championships(&self) -> Result<Vec<ChampionshipRow>, StoreError> {
        self.db.read(|c| championships(c, None))
    }

    /// `account` enters championship `id` for its next season (again, if it had left):
    /// `false` if there is no such championship.
    pub fn enter_championship(&self, id: &str, account: i64, now: i64) -> Result<bool, StoreError> {
        self.db.in_tx(|c| {
            if !c.exists(sql!("SELECT 1 FROM championships WHERE id = {id}"))? {
                return Ok(false);
            }
            let again = c.exec(sql!(
                "UPDATE championship_entries SET left_at = NULL
                 WHERE championship_id = {id} AND account_id = {account}"
            ))?;
            if again == 0 {
                c.exec(sql!(
                    "INSERT INTO championship_entries (championship_id, account_id, joined)
                     VALUES ({id}, {account}, {now})"
                ))?;
            }
            Ok(true)
        })
    }

    /// `account` leaves championship `id`: it plays no further season. `false` if it had not
    /// entered.
    pub fn leave_championship(&self, id: &str, account: i64, now: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.changed_one(sql!(
                "UPDATE championship_entries SET left_at = {now}
                 WHERE championship_id = {id} AND account_id = {account} AND left_at IS NULL"
            ))
        })
    }

    /// One step of championship `id`: it read under its lock, `decide` given it, and the season
    /// it decides to open written with its groups. `None` if there is no such championship.
    pub fn step_championship<T, E>(
        &self,
        id: &str,
        now: i64,
        decide: impl FnOnce(&ChampionshipSnapshot) -> Result<(Option<NewSeason>, T), E>,
    ) -> Result<Option<Result<T, E>>, StoreError> {
        self.db.in_tx(|c| {
            let Some(snap) = championship_snapshot(c, id, true)? else {
                return Ok(None);
            };
            let (season, out) = match decide(&snap) {
                Err(e) => return Ok(Some(Err(e))),
                Ok(decided) => decided,
            };
            if let Some(season) = season {
                let number = i64::from(season.season);
                c.exec(sql!(
                    "UPDATE championships SET season = {number}, next_season_at = NULL
                     WHERE id = {id}"
                ))?;
                for (row, players) in &season.groups {
                    insert_tournament(c, row)?;
                    let group = &row.id;
                    for account in players {
                        c.exec(sql!(
                            "INSERT INTO tournament_players (tournament_id, account_id, state,
                                 joined)
                             VALUES ({group}, {account}, 'in', {now})"
                        ))?;
                    }
                }
            }
            Ok(Some(Ok(out)))
        })
    }

    /// The championships whose next season is due at `now`: a first season whose time has
    /// come, or a season whose every group is over since the championship's pause.
    pub fn championships_due(&self, now: i64) -> Result<Vec<String>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT h.id FROM championships h
                     WHERE (h.season = 0 AND h.next_season_at <= {now})
                        OR (h.season > 0 AND h.season_gap_ms IS NOT NULL
                            AND NOT EXISTS (SELECT 1 FROM tournaments t
                                WHERE t.championship_id = h.id AND t.season = h.season
                                  AND t.status IN ('open', 'running'))
                            AND (SELECT MAX(t.finished_at) FROM tournaments t
                                WHERE t.championship_id = h.id AND t.season = h.season)
                                + h.season_gap_ms <= {now})
                     ORDER BY h.id"
                ),
                |r| r.get(0),
            )
        })
    }
}
