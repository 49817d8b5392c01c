//! Puzzles in the archive: the puzzles with their ratings and counts, each account's puzzle
//! rating, and the attempts of accounts and guests. An attempt's turns are the solver's and the
//! replies, `;`-separated, as played so far.

use serde::Serialize;
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::sql::{Conn, read_row};
use crate::ratings::{Rating, rate};

/// The advisory-lock class of a solver's attempts at one puzzle (see `Conn::lock_key`).
const ATTEMPT_LOCKS: i32 = 0x747a_0004;

/// The deviation a puzzle starts with: its shipped rating is an estimate, firmer than a new
/// player's.
pub const PUZZLE_DEVIATION: f64 = 200.0;

/// How long a guest's attempts are kept, in ms (a day).
pub const GUEST_KEEP_MS: i64 = 24 * 3600 * 1000;

/// The most guests' attempts kept at once; past it the oldest are dropped.
pub const GUEST_ATTEMPTS_MAX: i64 = 50_000;

/// A puzzle as the archive keeps it: its fields as text (the puzzle file's), its rating and
/// its counts.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRow {
    /// Its id.
    pub id: String,
    /// The position string.
    pub position: String,
    /// The solver's turns to the win.
    pub win_in: u8,
    /// The themes, comma-separated.
    pub themes: String,
    /// The main line's turns, `;`-separated.
    pub solution: String,
    /// The accepted first turns, `;`-separated.
    pub accepted: String,
    /// Where it comes from.
    pub source: String,
    /// Its Glicko-2 rating.
    pub rating: Rating,
    /// Attempts ended.
    pub plays: i64,
    /// Attempts solved.
    pub solved: i64,
}

/// Who solves: an account, or a guest by the key of its cookie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solver {
    /// A signed-in account, by id.
    Account(i64),
    /// A guest, by its key.
    Guest(String),
}

impl Solver {
    /// The account's id and the guest's key, one of them `None`.
    fn columns(&self) -> (Option<i64>, Option<String>) {
        match self {
            Solver::Account(id) => (Some(*id), None),
            Solver::Guest(key) => (None, Some(key.clone())),
        }
    }
}

/// An attempt as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttemptRow {
    /// Its number, from the archive's sequence.
    pub id: i64,
    /// When it ended, if it did.
    pub ended: Option<i64>,
    /// The turns played so far, `;`-separated (empty before the first).
    pub turns: String,
    /// Whether it was solved, once ended.
    pub solved: Option<bool>,
    /// When it began (ms since the epoch); a guest's attempt is dropped a day after, an
    /// account's kept.
    pub started: i64,
    /// Whether it counts for the ratings.
    pub rated: bool,
}

/// An account's puzzle rating and counts.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PuzzleStanding {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start).
    pub deviation: f64,
    /// Rated attempts ended.
    pub attempts: i64,
    /// Rated attempts solved.
    pub solved: i64,
}

/// A step of an attempt to store: the turns it holds now, and its end if it ended.
#[derive(Clone, Debug)]
pub struct AttemptStep {
    /// The attempt going on (its number and its turns as read), or `None` to begin one.
    pub from: Option<(i64, String)>,
    /// The turns now.
    pub turns: String,
    /// `Some(solved)` if the attempt ends with this step.
    pub end: Option<bool>,
    /// When (ms since the epoch).
    pub now: i64,
}

/// What storing a step did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stepped {
    /// Stored: the attempt's number, and the account's new puzzle rating when it ended rated.
    Stored {
        /// The attempt.
        attempt: i64,
        /// The account's new standing, when the attempt ended and was rated.
        rated: Option<PuzzleStanding>,
    },
    /// The attempt changed or ended meanwhile (another request): nothing was stored.
    Changed,
}

fn puzzle_row(r: &super::sql::Row) -> Result<PuzzleRow, StoreError> {
    Ok(read_row!(r => PuzzleRow {
        id, position, win_in, themes, solution, accepted, source,
        rating: Rating { rating, deviation, volatility }, plays, solved
    }))
}

/// The account's puzzle rating, the start's if it has none yet.
fn standing(c: &mut dyn Conn, account: i64) -> Result<(Rating, i64, i64), StoreError> {
    let found = c.first(
        sql!(
            "SELECT rating, deviation, volatility, attempts, solved FROM puzzle_ratings
             WHERE account_id = {account}"
        ),
        |r| {
            Ok((
                Rating {
                    rating: r.get(0)?,
                    deviation: r.get(1)?,
                    volatility: r.get(2)?,
                },
                r.get(3)?,
                r.get(4)?,
            ))
        },
    )?;
    Ok(found.unwrap_or((Rating::START, 0, 0)))
}

/// Rates the end of a rated attempt of `account` at `puzzle`: both ratings change.
fn rate_attempt(
    c: &mut dyn Conn,
    account: i64,
    puzzle: &str,
    solved: bool,
) -> Result<PuzzleStanding, StoreError> {
    let (mine, attempts, wins) = standing(c, account)?;
    let theirs = c
        .first(
            sql!("SELECT rating, deviation, volatility FROM puzzles WHERE id = {puzzle}"),
            |r| Ok(read_row!(r => Rating { rating, deviation, volatility })),
        )?
        .ok_or_else(|| StoreError::Db(format!("puzzle {puzzle} is gone").into()))?;
    let (me, it) = rate(mine, theirs, if solved { 1.0 } else { 0.0 });
    let (rating, deviation, volatility) = (it.rating, it.deviation, it.volatility);
    c.exec(sql!(
        "UPDATE puzzles SET rating = {rating}, deviation = {deviation}, volatility = {volatility}
         WHERE id = {puzzle}"
    ))?;
    let (rating, deviation, volatility) = (me.rating, me.deviation, me.volatility);
    let (attempts, wins) = (attempts + 1, wins + i64::from(solved));
    c.exec(sql!(
        "INSERT INTO puzzle_ratings (account_id, rating, deviation, volatility, attempts, solved)
         VALUES ({account}, {rating}, {deviation}, {volatility}, {attempts}, {wins})
         ON CONFLICT (account_id) DO UPDATE SET rating = {rating}, deviation = {deviation},
             volatility = {volatility}, attempts = {attempts}, solved = {wins}"
    ))?;
    Ok(PuzzleStanding {
        rating,
        deviation,
        attempts,
        solved: wins,
    })
}

/// Drops the guests' attempts begun before [`GUEST_KEEP_MS`] ago, and, at every 100th attempt
/// (`id`), the oldest past [`GUEST_ATTEMPTS_MAX`].
fn drop_old_guests(c: &mut dyn Conn, now: i64, id: i64) -> Result<(), StoreError> {
    let cutoff = now - GUEST_KEEP_MS;
    c.exec(sql!(
        "DELETE FROM puzzle_attempts WHERE started < {cutoff} AND guest IS NOT NULL"
    ))?;
    if id % 100 == 0 {
        let keep = GUEST_ATTEMPTS_MAX - 1;
        c.exec(sql!(
            "DELETE FROM puzzle_attempts WHERE guest IS NOT NULL AND id <= (
                 SELECT id FROM puzzle_attempts WHERE guest IS NOT NULL
                 ORDER BY id DESC LIMIT 1 OFFSET {keep})"
        ))?;
    }
    Ok(())
}

/// The puzzles' part of the archive.
impl Store {
    /// Puts `puzzles` into the archive, those whose id it does not hold yet; those it holds keep
    /// their ratings and counts. One read when it holds them all; instances loading at once
    /// insert each puzzle once. How many were added.
    pub fn add_missing_puzzles(&self, puzzles: &[PuzzleRow]) -> Result<usize, StoreError> {
        let held: std::collections::HashSet<String> = self
            .db
            .read(|c| c.all(sql!("SELECT id FROM puzzles"), |r| r.get(0)))?
            .into_iter()
            .collect();
        let missing: Vec<&PuzzleRow> = puzzles.iter().filter(|p| !held.contains(&p.id)).collect();
        if missing.is_empty() {
            return Ok(0);
        }
        self.db.in_tx(|c| {
            let mut added = 0;
            for p in missing {
                let (id, position, win_in, themes) = (&p.id, &p.position, p.win_in, &p.themes);
                let (solution, accepted, source) = (&p.solution, &p.accepted, &p.source);
                let Rating {
                    rating,
                    deviation,
                    volatility,
                } = p.rating;
                added += c.exec(sql!(
                    "INSERT INTO puzzles (id, position, win_in, themes, solution, accepted, source,
                         rating, deviation, volatility)
                     VALUES ({id}, {position}, {win_in}, {themes}, {solution}, {accepted},
                         {source}, {rating}, {deviation}, {volatility})
                     ON CONFLICT (id) DO NOTHING"
                ))?;
            }
            Ok(usize::try_from(added).unwrap_or(usize::MAX))
        })
    }

    /// Puzzle `id`, if the archive holds it.
    pub fn puzzle(&self, id: &str) -> Result<Option<PuzzleRow>, StoreError> {
        self.db.read(|c| {
            c.first(
                sql!(
                    "SELECT id, position, win_in, themes, solution, accepted, source,
                         rating, deviation, volatility, plays, solved
                     FROM puzzles WHERE id = {id}"
                ),
                puzzle_row,
            )
        })
    }

    /// Up to `count` puzzles nearest to `target` in rating, with `win_in` and the theme word
    /// `theme` if given, and none `solver` has tried unless `tried` allows it.
    pub fn puzzles_near(
        &self,
        solver: &Solver,
        target: f64,
        filter: (Option<u8>, Option<&str>),
        tried: bool,
        count: u32,
    ) -> Result<Vec<String>, StoreError> {
        let (account, guest) = solver.columns();
        let win_in = filter.0.map(i64::from);
        let pattern = filter.1.map(|t| format!("%,{t},%"));
        let (tried, count) = (i64::from(tried), i64::from(count));
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id FROM puzzles p
                     WHERE (CAST({win_in} AS BIGINT) IS NULL OR p.win_in = {win_in})
                       AND (CAST({pattern} AS TEXT) IS NULL OR (',' || p.themes || ',') LIKE {pattern})
                       AND (CAST({tried} AS BIGINT) = 1 OR NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                           WHERE a.puzzle_id = p.id
                             AND (a.account_id = {account} OR a.guest = {guest})))
                     ORDER BY ABS(p.rating - {target}), p.id LIMIT {count}"
                ),
                |r| r.get(0),
            )
        })
    }

    /// `solver`'s last attempt at `puzzle`, if any.
    pub fn last_attempt(
        &self,
        solver: &Solver,
        puzzle: &str,
    ) -> Result<Option<AttemptRow>, StoreError> {
        let (account, guest) = solver.columns();
        self.db.read(|c| {
            c.first(
                sql!(
                    "SELECT id, turns, started, ended, solved, rated FROM puzzle_attempts
                     WHERE puzzle_id = {puzzle}
                       AND (account_id = {account} OR guest = {guest})
                     ORDER BY id DESC LIMIT 1"
                ),
                |r| Ok(read_row!(r => AttemptRow { id, turns, started, ended, solved, rated })),
            )
        })
    }

    /// Stores `step` of `solver`'s attempt at `puzzle`, in one transaction. A new attempt is
    /// rated when the solver is an account that never tried the puzzle; a guest's drops the
    /// guests' old attempts (`drop_old_guests`). An attempt that
    /// ends counts in the puzzle's plays, and when rated changes both ratings.
    pub fn step_attempt(
        &self,
        solver: &Solver,
        puzzle: &str,
        step: &AttemptStep,
    ) -> Result<Stepped, StoreError> {
        let (account, guest) = solver.columns();
        let (turns, now) = (&step.turns, step.now);
        self.db.in_tx(|c| {
            let (attempt, rated) = match &step.from {
                Some((id, before)) => {
                    let id = *id;
                    let rated: Option<bool> = c.first_value(sql!(
                        "UPDATE puzzle_attempts SET turns = {turns}
                         WHERE id = {id} AND turns = {before} AND ended IS NULL
                         RETURNING rated"
                    ))?;
                    let Some(rated) = rated else {
                        return Ok(Stepped::Changed);
                    };
                    (id, rated)
                }
                None => {
                    let key = format!("{account:?}\n{guest:?}\n{puzzle}");
                    c.lock_key(ATTEMPT_LOCKS, &key)?;
                    // One going on is given up: it ends failed, and counts so if rated.
                    let given_up: Vec<bool> = c.all(
                        sql!(
                            "UPDATE puzzle_attempts SET ended = {now}, solved = FALSE
                             WHERE puzzle_id = {puzzle} AND ended IS NULL
                               AND (account_id = {account} OR guest = {guest})
                             RETURNING rated"
                        ),
                        |r| r.get(0),
                    )?;
                    let plays = i64::try_from(given_up.len()).unwrap_or(0);
                    c.exec(sql!(
                        "UPDATE puzzles SET plays = plays + {plays} WHERE id = {puzzle}"
                    ))?;
                    if let (Some(account), true) = (account, given_up.contains(&true)) {
                        rate_attempt(c, account, puzzle, false)?;
                    }
                    let tried = c.exists(sql!(
                        "SELECT 1 FROM puzzle_attempts WHERE puzzle_id = {puzzle}
                         AND account_id = {account}"
                    ))?;
                    let rated = account.is_some() && !tried;
                    let id: i64 = c.value(sql!(
                        "INSERT INTO puzzle_attempts
                             (puzzle_id, account_id, guest, turns, started, rated)
                         VALUES ({puzzle}, {account}, {guest}, {turns}, {now}, {rated})
                         RETURNING id"
                    ))?;
                    if guest.is_some() {
                        drop_old_guests(c, now, id)?;
                    }
                    (id, rated)
                }
            };
            let Some(solved) = step.end else {
                return Ok(Stepped::Stored {
                    attempt,
                    rated: None,
                });
            };
            c.exec(sql!(
                "UPDATE puzzle_attempts SET ended = {now}, solved = {solved} WHERE id = {attempt}"
            ))?;
            let won = i64::from(solved);
            c.exec(sql!(
                "UPDATE puzzles SET plays = plays + 1, solved = solved + {won} WHERE id = {puzzle}"
            ))?;
            let rated = match account {
                Some(account) if rated => Some(rate_attempt(c, account, puzzle, solved)?),
                _ => None,
            };
            Ok(Stepped::Stored { attempt, rated })
        })
    }

    /// Account `account`'s puzzle rating, if it has had a rated attempt end.
    pub fn puzzle_standing(&self, account: i64) -> Result<Option<PuzzleStanding>, StoreError> {
        self.db.read(|c| {
            c.first(
                sql!(
                    "SELECT rating, deviation, attempts, solved FROM puzzle_ratings
                     WHERE account_id = {account}"
                ),
                |r| Ok(read_row!(r => PuzzleStanding { rating, deviation, attempts, solved })),
            )
        })
    }
}
