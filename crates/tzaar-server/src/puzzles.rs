//! The puzzles service: the shipped puzzles put into the archive, the next puzzle for a
//! solver, the progress of an attempt, the judgement of each turn with the defence's reply,
//! and the Glicko-2 puzzle ratings of accounts and puzzles.
//!
//! A first turn is right when it is one of the puzzle's accepted turns. A later one is right
//! when the solver (`tzaar_engine::puzzle::keeps_win`, in the engine pool within
//! [`JUDGE_NODES`]) proves that it keeps the win within the turns left; when the budget runs
//! out it is right only if it is the stored solution's turn. After a right turn that does not
//! win, the defence replies: the solution's next turn while the solver follows the main line,
//! else the best defence the solver finds. A wrong turn ends the attempt as failed.
//!
//! An account's first attempt at a puzzle is rated (both ratings change when it ends); later
//! ones, and every guest's, are not.

use std::sync::Arc;

use tzaar_core::{Action, Color, Phase, Position, Turn};
use tzaar_engine::puzzle::{Puzzle, Theme};

use crate::dates::now_ms;
use crate::engine_pool::EnginePool;
use crate::error::{ApiError, on_archive};
use crate::ratings::Rating;
use crate::store::{
    AttemptRow, AttemptStep, PUZZLE_DEVIATION, PuzzleRow, PuzzleStanding, Solver, Stepped, Store,
    StoreError,
};

/// The solver's node budget for judging one turn, and for finding one defence.
pub const JUDGE_NODES: u64 = 2_000_000;

/// How many puzzles nearest to a rating the next one is drawn from.
const NEAREST: u32 = 12;

/// The ratings a guest's next puzzle is drawn around (a guest has none).
const GUEST_RATINGS: std::ops::Range<u32> = 1000..2000;

/// The puzzles service.
pub struct Puzzles {
    store: Arc<Store>,
}

/// A puzzle as the archive keeps it, read.
#[derive(Clone, Debug)]
pub struct Stored {
    /// The puzzle (its `rating` the shipped one).
    pub puzzle: Puzzle,
    /// Its rating now, moved by every rated attempt from the shipped one (Glicko-2, its
    /// deviation and volatility in the archive beside it).
    pub rating: f64,
    /// Attempts ended.
    pub plays: i64,
    /// Attempts solved.
    pub solved: i64,
}

/// What the next puzzle is chosen by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NextFilter {
    /// Only puzzles of this theme.
    pub theme: Option<Theme>,
    /// Only puzzles won in this many turns.
    pub win_in: Option<u8>,
}

/// Where an attempt stands: the turns played (the solver's and the replies) and the position
/// they lead to.
#[derive(Clone, Debug)]
pub struct Progress {
    /// The puzzle.
    pub stored: Stored,
    /// The attempt going on (`None`: the next turn begins one).
    pub attempt: Option<AttemptRow>,
    /// The turns played so far.
    pub played: Vec<Turn>,
    /// The position they lead to.
    pub position: Position,
}

impl Progress {
    /// The solver's turns left to win, this one included.
    pub fn turns_left(&self) -> u8 {
        let done = u8::try_from(self.played.len().div_ceil(2)).unwrap_or(u8::MAX);
        self.stored.puzzle.win_in.saturating_sub(done)
    }

    /// Whether the attempt is over.
    pub fn is_over(&self) -> bool {
        self.attempt.as_ref().is_some_and(|a| a.ended.is_some())
    }
}

/// The judgement of a turn.
#[derive(Clone, Debug)]
pub struct Judged {
    /// Whether the turn was right.
    pub correct: bool,
    /// The defence's reply, if the attempt goes on.
    pub reply: Option<Turn>,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// The attempt is over: the puzzle's main line.
    pub solution: Option<Vec<Turn>>,
    /// The position after the turn and the reply.
    pub position: Position,
    /// The solver's turns left.
    pub turns_left: u8,
    /// The account's new standing when the attempt ended rated.
    pub rating: Option<PuzzleStanding>,
}

/// The archive's row of `puzzle`: its fields as its line writes them, its shipped rating.
pub fn row_of(puzzle: &Puzzle) -> PuzzleRow {
    let line = puzzle.to_string();
    let field: Vec<&str> = line.split('\t').collect();
    PuzzleRow {
        id: puzzle.id.clone(),
        position: field[1].to_string(),
        win_in: puzzle.win_in,
        themes: field[4].to_string(),
        solution: field[5].to_string(),
        accepted: field[6].to_string(),
        source: field[7].to_string(),
        rating: Rating {
            rating: f64::from(puzzle.rating),
            deviation: PUZZLE_DEVIATION,
            volatility: Rating::START.volatility,
        },
        plays: 0,
        solved: 0,
    }
}

/// The puzzle of an archive's row.
fn read_row(row: PuzzleRow) -> Result<Stored, ApiError> {
    let shown = row.rating.rating.round().clamp(100.0, 4000.0);
    let line = [
        row.id.as_str(),
        &row.position,
        &row.win_in.to_string(),
        &format!("{shown}"),
        &row.themes,
        &row.solution,
        &row.accepted,
        &row.source,
    ]
    .join("\t");
    let puzzle = Puzzle::from_line(&line)
        .map_err(|e| ApiError::Internal(format!("puzzle {} cannot be read: {e}", row.id)))?;
    Ok(Stored {
        puzzle,
        rating: row.rating.rating,
        plays: row.plays,
        solved: row.solved,
    })
}

/// Puts `puzzles` into `store` (those it does not hold; blocking): how many were added.
pub fn load(store: &Store, puzzles: &[Puzzle]) -> Result<usize, StoreError> {
    let rows: Vec<PuzzleRow> = puzzles.iter().map(row_of).collect();
    store.add_missing_puzzles(&rows)
}

/// The turns of an attempt's text.
fn read_turns(start: &Position, text: &str) -> Result<(Vec<Turn>, Position), ApiError> {
    let mut pos = start.clone();
    let mut turns = Vec::new();
    for part in text.split(';').filter(|t| !t.is_empty()) {
        let turn = pos
            .parse_turn(part)
            .map_err(|e| ApiError::Internal(format!("a stored attempt cannot be read: {e}")))?;
        play(&mut pos, &turn)?;
        turns.push(turn);
    }
    Ok((turns, pos))
}

/// Plays `turn` in `pos`.
fn play(pos: &mut Position, turn: &Turn) -> Result<(), ApiError> {
    for a in turn.actions() {
        pos.play(a)
            .map_err(|e| ApiError::Internal(format!("a puzzle's turn is illegal: {e}")))?;
    }
    Ok(())
}

/// Turns as text, `;`-separated.
fn turns_text(turns: &[Turn]) -> String {
    turns
        .iter()
        .map(Turn::to_string)
        .collect::<Vec<_>>()
        .join(";")
}

/// Some legal turn in `pos` (the defence when the solver finds none in its budget).
fn any_turn(pos: &Position) -> Option<Turn> {
    let first = *pos.legal_actions().first()?;
    let mut after = pos.clone();
    after.play(first).ok()?;
    let second = (after.phase() == Phase::SecondAction && after.outcome().is_none())
        .then(|| after.legal_actions().first().copied())
        .flatten();
    Some(Turn { first, second })
}

/// The turn of `actions`, as `play_in` gives them.
pub fn turn_of(actions: &[Action]) -> Option<Turn> {
    Some(Turn {
        first: *actions.first()?,
        second: actions.get(1).copied(),
    })
}

/// Whether `side` has won in `pos`.
fn won(pos: &Position, side: Color) -> bool {
    pos.outcome().is_some_and(|o| o.winner == side)
}

impl Puzzles {
    /// The service over `store`.
    pub fn new(store: Arc<Store>) -> Puzzles {
        Puzzles { store }
    }

    /// Puzzle `id`; 404 `unknown-puzzle`.
    pub async fn puzzle(&self, id: &str) -> Result<Stored, ApiError> {
        let unknown = || {
            ApiError::missing(
                "unknown-puzzle",
                format!(
                    "no puzzle has the id `{}`",
                    id.chars().take(20).collect::<String>()
                ),
            )
        };
        if id.is_empty() || id.len() > 16 || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(unknown());
        }
        let key = id.to_string();
        let row = on_archive(&self.store, move |s| s.puzzle(&key)).await?;
        read_row(row.ok_or_else(unknown)?)
    }

    /// The next puzzle for `solver`: one near its rating (a guest's: any) it has not tried,
    /// else one it has, within `filter`; 404 `no-puzzle` if none is.
    pub async fn next(&self, solver: &Solver, filter: NextFilter) -> Result<Stored, ApiError> {
        let target = match solver {
            Solver::Account(id) => self
                .standing(*id)
                .await?
                .map_or(Rating::START.rating, |s| s.rating),
            Solver::Guest(_) => {
                let (low, high) = (GUEST_RATINGS.start, GUEST_RATINGS.end);
                f64::from(low + random_below(high - low))
            }
        };
        let (who, theme) = (solver.clone(), filter.theme.map(Theme::word));
        let ids = on_archive(&self.store, move |s| {
            let by = (filter.win_in, theme);
            let fresh = s.puzzles_near(&who, target, by, false, NEAREST)?;
            if fresh.is_empty() {
                return s.puzzles_near(&who, target, by, true, NEAREST);
            }
            Ok(fresh)
        })
        .await?;
        let pick = random_below(u32::try_from(ids.len()).unwrap_or(1)) as usize;
        let id = ids
            .get(pick)
            .ok_or_else(|| ApiError::missing("no-puzzle", "no puzzle has this theme and length"))?;
        self.puzzle(id).await
    }

    /// Where `solver`'s last attempt at puzzle `id` stands (none begun: the start).
    pub async fn progress(&self, solver: &Solver, id: &str) -> Result<Progress, ApiError> {
        let stored = self.puzzle(id).await?;
        let (who, key) = (solver.clone(), id.to_string());
        let attempt = on_archive(&self.store, move |s| s.last_attempt(&who, &key)).await?;
        let (played, position) = match &attempt {
            Some(a) => read_turns(&stored.puzzle.position, &a.turns)?,
            None => (Vec::new(), stored.puzzle.position.clone()),
        };
        Ok(Progress {
            stored,
            attempt,
            played,
            position,
        })
    }

    /// The progress a turn is played from: the attempt going on, or a new one from the start
    /// when `again` or when none was begun; 409 `puzzle-over` when the last one is over and
    /// `again` is not asked.
    pub async fn to_play(
        &self,
        solver: &Solver,
        id: &str,
        again: bool,
    ) -> Result<Progress, ApiError> {
        let mut progress = self.progress(solver, id).await?;
        if again {
            progress.attempt = None;
            progress.played.clear();
            progress.position = progress.stored.puzzle.position.clone();
        } else if progress.is_over() {
            return Err(ApiError::conflict(
                "puzzle-over",
                "this attempt is over: send the first turn with `\"again\": true` to try the \
                 puzzle again from its start (unrated), or ask `GET /api/puzzles/next`",
            ));
        }
        Ok(progress)
    }

    /// Judges `turn` (legal where `progress` stands), plays the defence's reply and stores the
    /// attempt's step; 409 `attempt-changed` if another request moved the attempt meanwhile.
    pub async fn judge(
        &self,
        pool: &EnginePool,
        solver: &Solver,
        progress: Progress,
        turn: Turn,
    ) -> Result<Judged, ApiError> {
        let puzzle = &progress.stored.puzzle;
        let me = puzzle.position.side();
        let turns_left = progress.turns_left();
        let index = progress.played.len();
        let on_line = puzzle.solution.get(..index) == Some(&progress.played[..]);
        let main_turn = on_line && puzzle.solution.get(index) == Some(&turn);
        let mut after = progress.position.clone();
        play(&mut after, &turn)?;
        let correct = if index == 0 {
            puzzle.accepted.contains(&turn)
        } else if won(&after, me) {
            true
        } else {
            let before = progress.position.clone();
            let proven = pool
                .try_run(move || {
                    tzaar_engine::puzzle::keeps_win(&before, &turn, turns_left, JUDGE_NODES)
                })
                .await?;
            proven.unwrap_or(main_turn)
        };
        let mut played = progress.played.clone();
        played.push(turn);
        let mut reply = None;
        if correct && !won(&after, me) && after.outcome().is_none() {
            let defence = if main_turn {
                puzzle.solution.get(index + 1).copied()
            } else {
                let at = after.clone();
                pool.try_run(move || tzaar_engine::puzzle::best_defence(&at, JUDGE_NODES))
                    .await?
            };
            let defence = defence.or_else(|| any_turn(&after));
            if let Some(defence) = defence {
                play(&mut after, &defence)?;
                played.push(defence);
                reply = Some(defence);
            }
        }
        let solved = correct && won(&after, me);
        let left = turns_left.saturating_sub(1);
        let over = !correct || solved || after.outcome().is_some() || left == 0;
        let step = AttemptStep {
            from: progress.attempt.as_ref().map(|a| (a.id, a.turns.clone())),
            turns: turns_text(&played),
            end: over.then_some(solved),
            now: now_ms(),
        };
        let (who, key) = (solver.clone(), puzzle.id.clone());
        let stepped = on_archive(&self.store, move |s| s.step_attempt(&who, &key, &step)).await?;
        let rating = match stepped {
            Stepped::Stored { rated, .. } => rated,
            Stepped::Changed => {
                return Err(ApiError::conflict(
                    "attempt-changed",
                    "this attempt moved on meanwhile (another page?): load the puzzle again",
                ));
            }
        };
        Ok(Judged {
            correct,
            reply,
            solved,
            solution: over.then(|| puzzle.solution.clone()),
            position: after,
            turns_left: if over { 0 } else { left },
            rating,
        })
    }

    /// Account `account`'s puzzle rating, if a rated attempt of it has ended.
    pub async fn standing(&self, account: i64) -> Result<Option<PuzzleStanding>, ApiError> {
        on_archive(&self.store, move |s| s.puzzle_standing(account)).await
    }
}

/// A random number below `n` (0 when `n` is 0).
fn random_below(n: u32) -> u32 {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    u32::from_le_bytes(bytes).checked_rem(n).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_puzzle_reads_back_from_its_row() {
        let shipped = tzaar_engine::puzzle::shipped();
        assert!(!shipped.is_empty());
        for puzzle in shipped {
            let row = row_of(puzzle);
            assert_eq!(row.rating.rating, f64::from(puzzle.rating));
            let stored = read_row(row).unwrap();
            assert_eq!(&stored.puzzle, puzzle);
        }
    }

    #[test]
    fn turns_left_count_the_solvers_turns_to_play() {
        let puzzle = tzaar_engine::puzzle::shipped()
            .iter()
            .find(|p| p.win_in == 2)
            .unwrap();
        let stored = read_row(row_of(puzzle)).unwrap();
        let mut progress = Progress {
            stored,
            attempt: None,
            played: Vec::new(),
            position: puzzle.position.clone(),
        };
        assert_eq!(progress.turns_left(), 2);
        progress.played = puzzle.solution[..2].to_vec();
        assert_eq!(progress.turns_left(), 1);
        assert_eq!(turns_text(&progress.played).matches(';').count(), 1);
        assert!(!progress.is_over());
    }
}
