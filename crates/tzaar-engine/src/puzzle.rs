//! Puzzles: positions where the side to act has a win the solver proves in 1 to 4 of its turns,
//! and their text form, one puzzle per line.
//!
//! A line holds eight fields separated by tabs:
//!
//! | field | what | example |
//! | --- | --- | --- |
//! | id | 1 to 16 letters and digits | `k3f9a2` |
//! | position | a position string, the solver's side to act | `5/6/…/5 w first` |
//! | win_in | the solver's turns to the win, 1 to 4 | `2` |
//! | rating | the puzzle's starting rating | `1450` |
//! | themes | [`Theme`] words, comma-separated (may be empty) | `last-tzaar,stack` |
//! | solution | the main line's turns, `;`-separated: the solver's, the best defence, … | `D4xC3 pass;E6xE5 E6+E7;B2xB3` |
//! | accepted | every first turn that keeps the proven win, `;`-separated | `D4xC3 pass;D4xC3 A1+A2` |
//! | source | where the position comes from: free text without tabs | `self-play 42 turn 31` |
//!
//! Blank lines and lines starting with `#` are skipped.
//!
//! The proofs ([`keeps_win`], [`best_defence`], [`winning_first_turns`], [`verify`]) are in
//! `proof`, making a puzzle of a position ([`make()`]) in `make`, and [`shipped`] is the set
//! that ships in `data/puzzles.txt`.

mod make;
mod proof;

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

pub use make::{MAX_WIN_IN, Rejection, main_line, make, puzzle_id, rating, themes};
pub use proof::{
    all_turns, best_defence, keeps_win, proof_nodes, quickest_win, verify, verify_line,
    winning_first_turns, winning_turn,
};

use thiserror::Error;
use tzaar_core::{Position, Turn};

/// What a puzzle's solution does, for choosing puzzles by theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The win captures the opponent's last Tzaar.
    LastTzaar,
    /// The win captures the opponent's last Tzarra.
    LastTzarra,
    /// The win captures the opponent's last Tott.
    LastTott,
    /// The win leaves the opponent no capture at the start of their turn.
    NoCapture,
    /// The solution stacks one of the solver's stacks onto another.
    Stack,
    /// Every one of the solver's turns that has a second action captures with it (and at
    /// least one has).
    DoubleCapture,
    /// The solution passes after its capture at least once.
    Pass,
    /// Only one first turn keeps the win.
    OnlyMove,
    /// The solution captures with a stack at least four pieces tall.
    TallStack,
}

/// The theme's word.
impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl Theme {
    /// Every theme, in the order of the words.
    pub const ALL: [Theme; 9] = [
        Theme::LastTzaar,
        Theme::LastTzarra,
        Theme::LastTott,
        Theme::NoCapture,
        Theme::Stack,
        Theme::DoubleCapture,
        Theme::Pass,
        Theme::OnlyMove,
        Theme::TallStack,
    ];

    /// The theme's word, e.g. `last-tzaar`.
    pub const fn word(self) -> &'static str {
        match self {
            Theme::LastTzaar => "last-tzaar",
            Theme::LastTzarra => "last-tzarra",
            Theme::LastTott => "last-tott",
            Theme::NoCapture => "no-capture",
            Theme::Stack => "stack",
            Theme::DoubleCapture => "double-capture",
            Theme::Pass => "pass",
            Theme::OnlyMove => "only-move",
            Theme::TallStack => "tall-stack",
        }
    }
}

impl FromStr for Theme {
    type Err = PuzzleProblem;

    fn from_str(s: &str) -> Result<Theme, PuzzleProblem> {
        Theme::ALL
            .into_iter()
            .find(|t| t.word() == s)
            .ok_or_else(|| PuzzleProblem::UnknownTheme(s.to_string()))
    }
}

/// A puzzle: a position, its proven win and what a solver of it may play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A short stable name.
    pub id: String,
    /// The position; the side to act wins, and is the side the person solving the puzzle
    /// plays.
    pub position: Position,
    /// The main line: the solver's turn, the best defence, and so on, `2 * win_in - 1` turns,
    /// the last one winning.
    pub solution: Vec<Turn>,
    /// The solver's turns to the win (1 to 4).
    pub win_in: u8,
    /// Every first turn that keeps the proven win (the solution's first among them).
    pub accepted: Vec<Turn>,
    /// The puzzle's starting rating (600 to 2400), from how many turns it takes and how rare
    /// the winning first turns are among all.
    pub rating: u16,
    /// What the solution does.
    pub themes: Vec<Theme>,
    /// Where the position comes from.
    pub source: String,
}

/// Why a puzzle line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleProblem {
    /// Not eight tab-separated fields.
    #[error("a puzzle has 8 tab-separated fields, not {0}")]
    Fields(usize),
    /// An id that is empty, too long or not letters and digits.
    #[error("`{0}` is not an id (1 to 16 letters and digits)")]
    BadId(String),
    /// A position string that cannot be read or is impossible.
    #[error("position: {0}")]
    Position(String),
    /// A number out of range or not a number.
    #[error("`{value}` is not a valid {field}")]
    BadNumber {
        /// The field.
        field: &'static str,
        /// What it says.
        value: String,
    },
    /// A theme word that is not one of [`Theme::ALL`].
    #[error("`{0}` is not a theme")]
    UnknownTheme(String),
    /// A turn that cannot be played where it stands.
    #[error("{field} turn {index}: {reason}")]
    BadTurn {
        /// `solution` or `accepted`.
        field: &'static str,
        /// Its 1-based place in the field.
        index: usize,
        /// Why.
        reason: String,
    },
    /// A solution of the wrong length or that does not end in the solver's win.
    #[error("the solution must be {expected} turns ending in the win of the side to act")]
    Solution {
        /// `2 * win_in - 1`.
        expected: usize,
    },
    /// The accepted turns leave out the solution's first turn.
    #[error("the accepted turns must include the solution's first turn")]
    MissingFirst,
}

/// A puzzle line that cannot be read, with its 1-based line number.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("puzzle line {line}: {problem}")]
pub struct PuzzleError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub problem: PuzzleProblem,
}

/// Reads the turns of `text` (`;`-separated), each from the position the previous one leads to
/// when `chained`, else each from `start`.
fn read_turns(
    start: &Position,
    text: &str,
    field: &'static str,
    chained: bool,
) -> Result<Vec<Turn>, PuzzleProblem> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for (i, part) in text.split(';').enumerate() {
        let bad = |reason: String| PuzzleProblem::BadTurn {
            field,
            index: i + 1,
            reason,
        };
        let here = if chained { pos.clone() } else { start.clone() };
        let turn = here
            .parse_turn(part.trim())
            .map_err(|e| bad(e.to_string()))?;
        let mut after = here;
        for a in turn.actions() {
            after.play(a).map_err(|e| bad(e.to_string()))?;
        }
        if chained {
            pos = after;
        }
        out.push(turn);
    }
    Ok(out)
}

/// The whole number `text` says, if it lies in `range`; else what `field` is.
fn number(
    text: &str,
    field: &'static str,
    range: std::ops::RangeInclusive<u16>,
) -> Result<u16, PuzzleProblem> {
    text.parse::<u16>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| PuzzleProblem::BadNumber {
            field,
            value: text.to_string(),
        })
}

impl Puzzle {
    /// The position after the whole solution.
    pub fn final_position(&self) -> Position {
        let mut pos = self.position.clone();
        for turn in &self.solution {
            for a in turn.actions() {
                pos.play(a).expect("a read puzzle's solution is legal");
            }
        }
        pos
    }

    /// Reads one line (see the module's table).
    pub fn from_line(line: &str) -> Result<Puzzle, PuzzleProblem> {
        let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [
            id,
            position,
            win_in,
            rating,
            themes,
            solution,
            accepted,
            source,
        ] = fields[..]
        else {
            return Err(PuzzleProblem::Fields(fields.len()));
        };
        if id.is_empty() || id.len() > 16 || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(PuzzleProblem::BadId(id.to_string()));
        }
        let position: Position = position
            .parse()
            .map_err(|e: tzaar_core::PositionStringError| PuzzleProblem::Position(e.to_string()))?;
        let win_in = u8::try_from(number(win_in, "win_in (1 to 4)", 1..=4)?).unwrap_or(1);
        let rating = number(rating, "rating (100 to 4000)", 100..=4000)?;
        let themes = if themes.is_empty() {
            Vec::new()
        } else {
            themes
                .split(',')
                .map(str::parse)
                .collect::<Result<Vec<Theme>, _>>()?
        };
        let solution = read_turns(&position, solution, "solution", true)?;
        let accepted = read_turns(&position, accepted, "accepted", false)?;
        let puzzle = Puzzle {
            position,
            win_in,
            rating,
            id: id.to_string(),
            themes,
            solution,
            accepted,
            source: source.to_string(),
        };
        let expected = 2 * usize::from(win_in) - 1;
        let winner = puzzle.position.side();
        let wins = puzzle
            .final_position()
            .outcome()
            .is_some_and(|o| o.winner == winner);
        if puzzle.solution.len() != expected || !wins {
            return Err(PuzzleProblem::Solution { expected });
        }
        if !puzzle.accepted.contains(&puzzle.solution[0]) {
            return Err(PuzzleProblem::MissingFirst);
        }
        Ok(puzzle)
    }

    /// Reads a file of puzzles, one per line, skipping blank lines and `#` comments.
    pub fn read_all(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|(i, l)| {
                Puzzle::from_line(l).map_err(|problem| PuzzleError {
                    line: i + 1,
                    problem,
                })
            })
            .collect()
    }
}

/// The shipped puzzle set, read once from `crates/tzaar-engine/data/puzzles.txt`.
pub fn shipped() -> &'static [Puzzle] {
    static SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SET.get_or_init(|| {
        Puzzle::read_all(include_str!("../data/puzzles.txt"))
            .expect("the shipped puzzles are checked by the tests")
    })
}

/// Writes `turns` `;`-separated.
fn write_turns(f: &mut fmt::Formatter<'_>, turns: &[Turn]) -> fmt::Result {
    for (i, t) in turns.iter().enumerate() {
        if i > 0 {
            f.write_str(";")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

impl fmt::Display for Puzzle {
    /// The puzzle's line, without a line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}\t{}\t",
            self.id, self.position, self.win_in, self.rating
        )?;
        for (i, t) in self.themes.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{t}")?;
        }
        f.write_str("\t")?;
        write_turns(f, &self.solution)?;
        f.write_str("\t")?;
        write_turns(f, &self.accepted)?;
        write!(f, "\t{}", self.source)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_words_round_trip() {
        for t in Theme::ALL {
            assert_eq!(t.word().parse::<Theme>(), Ok(t));
        }
        assert!("mate".parse::<Theme>().is_err());
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        assert_eq!(Puzzle::from_line("a\tb"), Err(PuzzleProblem::Fields(2)));
        let err = Puzzle::read_all("# comment\n\nx!\tb\tc\td\te\tf\tg\th\n").unwrap_err();
        assert_eq!(err.line, 3);
        assert_eq!(err.problem, PuzzleProblem::BadId("x!".into()));
    }
}
