//! The one-line position string: the board, the side to act and the phase.
//!
//! `<board> <side> <phase>`, for example the standard start:
//!
//! ```text
//! TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open
//! ```
//!
//! - The board lists columns A to I, separated by `/`, each from row 1 upwards (column E skips
//!   the centre, so it has 8 cells like D and F).
//! - A single piece is one letter: `z` Tzaar, `r` Tzarra, `t` Tott for White, upper case for
//!   Black. A taller stack is its pieces from bottom to top in brackets, all of one case:
//!   `(ttz)` is a White stack of height 3 topped by a Tzaar. A number is that many empty cells.
//! - The side is `w` or `b`; the phase is `place` (tournament placement), `open` (White's
//!   single-capture first turn), `first` (the forced capture) or `second` (capture, stack or
//!   pass).

use std::fmt;
use std::str::FromStr;

use crate::board::COLUMN_NAMES;
use thiserror::Error;

use crate::piece::{Color, Piece, PieceType, Stack};
use crate::position::{Position, PositionError};
use crate::setup::{Phase, Setup};

/// A position string that cannot be read, or that describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionStringError {
    /// A malformed position string; `at` is the 1-based character position.
    #[error("position string, character {at}: {problem}")]
    Malformed {
        /// Where the problem starts (1-based, in characters).
        at: usize,
        /// What is wrong.
        problem: PositionStringProblem,
    },
    /// A position string that is well formed but describes an impossible position.
    #[error("the position string describes an impossible position: {0}")]
    Invalid(#[from] PositionError),
}

impl PositionStringError {
    /// A stable kebab-case identifier of the kind of error: `position-string` or
    /// `invalid-position`, as [`crate::ParseError::code`] gives them.
    pub const fn code(&self) -> &'static str {
        match self {
            PositionStringError::Malformed { .. } => "position-string",
            PositionStringError::Invalid(_) => "invalid-position",
        }
    }
}

/// What is wrong in a position string (see [`PositionStringError::Malformed`] for where).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum PositionStringProblem {
    /// No `/` between two columns.
    #[error("expected `/` before column {0}")]
    MissingSlash(char),
    /// A column that ends early.
    #[error("column {column} has {filled} of its {len} cells")]
    ShortColumn {
        /// The column's letter.
        column: char,
        /// The cells given.
        filled: usize,
        /// The cells it has.
        len: usize,
    },
    /// A run of empty cells that overflows its column (or is zero).
    #[error("column {column} has {len} cells; {gap} empty cells after {filled} do not fit")]
    GapTooLong {
        /// The column's letter.
        column: char,
        /// The cells it has.
        len: usize,
        /// The run's length.
        gap: usize,
        /// The cells given before it.
        filled: usize,
    },
    /// More than a column's cells.
    #[error("column {column} has only {len} cells")]
    LongColumn {
        /// The column's letter.
        column: char,
        /// The cells it has.
        len: usize,
    },
    /// A character that is not a piece, a number or a `(`.
    #[error("`{0}` is not a piece (z r t White, Z R T Black), a number or a `(`")]
    NotAPiece(char),
    /// A character in brackets that is not a piece.
    #[error("`{0}` is not a piece letter inside a stack")]
    NotAPieceInStack(char),
    /// A stack with pieces of both colours.
    #[error("a stack holds pieces of one colour only")]
    MixedColours,
    /// A `(` without its `)`.
    #[error("a stack's `(` is not closed")]
    UnclosedStack,
    /// Brackets around fewer than two pieces.
    #[error("brackets hold a stack of two or more pieces")]
    ShortStack,
    /// A stack taller than all of one player's pieces.
    #[error("a stack of {0} pieces is taller than any can be")]
    TooTall(usize),
    /// The text ends inside the board.
    #[error("unexpected end")]
    UnexpectedEnd,
    /// No side, or not `w` or `b`.
    #[error("expected the side to act, `w` or `b`")]
    BadSide,
    /// No phase, or an unknown one.
    #[error("expected the phase: place, open, first or second")]
    BadPhase,
    /// Text after the phase.
    #[error("unexpected text after the phase")]
    TrailingText,
}

impl PositionStringProblem {
    /// A stable kebab-case identifier of the problem, e.g. `short-column`.
    pub const fn code(&self) -> &'static str {
        match self {
            PositionStringProblem::MissingSlash(_) => "missing-slash",
            PositionStringProblem::ShortColumn { .. } => "short-column",
            PositionStringProblem::GapTooLong { .. } => "gap-too-long",
            PositionStringProblem::LongColumn { .. } => "long-column",
            PositionStringProblem::NotAPiece(_) => "not-a-piece",
            PositionStringProblem::NotAPieceInStack(_) => "not-a-piece-in-stack",
            PositionStringProblem::MixedColours => "mixed-colours",
            PositionStringProblem::UnclosedStack => "unclosed-stack",
            PositionStringProblem::ShortStack => "short-stack",
            PositionStringProblem::TooTall(_) => "too-tall",
            PositionStringProblem::UnexpectedEnd => "unexpected-end",
            PositionStringProblem::BadSide => "bad-side",
            PositionStringProblem::BadPhase => "bad-phase",
            PositionStringProblem::TrailingText => "trailing-text",
        }
    }
}

/// Cells per column, the centre left out.
const CELLS_PER_COLUMN: [usize; 9] = [5, 6, 7, 8, 8, 8, 7, 6, 5];

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cell = 0;
        for (col, &len) in CELLS_PER_COLUMN.iter().enumerate() {
            if col > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for _ in 0..len {
                match self.board[cell] {
                    None => empty += 1,
                    Some(stack) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write_stack(f, stack)?;
                    }
                }
                cell += 1;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        let side = match self.side {
            Color::White => 'w',
            Color::Black => 'b',
        };
        write!(f, " {side} {}", self.phase.keyword())
    }
}

fn write_stack(f: &mut fmt::Formatter<'_>, stack: Stack) -> fmt::Result {
    let letter = |kind| {
        Piece {
            color: stack.color(),
            kind,
        }
        .letter()
    };
    if stack.height() == 1 {
        return write!(f, "{}", letter(stack.top()));
    }
    f.write_str("(")?;
    for kind in stack.pieces() {
        write!(f, "{}", letter(kind))?;
    }
    f.write_str(")")
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl FromStr for Setup {
    type Err = PositionStringError;

    /// Reads a position string without validating the position.
    fn from_str(s: &str) -> Result<Setup, PositionStringError> {
        Reader::new(s).setup()
    }
}

crate::word::serde_as_word!(Position, |p| p.to_string());

impl FromStr for Position {
    type Err = PositionStringError;

    /// Reads and validates a position string.
    fn from_str(s: &str) -> Result<Position, PositionStringError> {
        let setup: Setup = s.parse()?;
        Ok(Position::from_setup(&setup)?)
    }
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    text: &'a str,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            chars: text.char_indices().peekable(),
            text,
        }
    }

    /// 1-based character position of the next character.
    fn at(&mut self) -> usize {
        let byte = self.chars.peek().map_or(self.text.len(), |&(i, _)| i);
        self.text[..byte].chars().count() + 1
    }

    fn err<T>(&mut self, problem: PositionStringProblem) -> Result<T, PositionStringError> {
        Err(PositionStringError::Malformed {
            at: self.at(),
            problem,
        })
    }

    fn setup(mut self) -> Result<Setup, PositionStringError> {
        while self.chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
        let mut board = [None; 60];
        let mut cell = 0;
        for (col, &len) in CELLS_PER_COLUMN.iter().enumerate() {
            let name = COLUMN_NAMES[col];
            if col > 0 {
                match self.chars.peek() {
                    Some(&(_, '/')) => {
                        self.chars.next();
                    }
                    _ => return self.err(PositionStringProblem::MissingSlash(name)),
                }
            }
            let mut filled = 0;
            while filled < len {
                let stack_at = self.at();
                let c = match self.chars.peek() {
                    Some(&(_, c)) if c != '/' && !c.is_whitespace() => c,
                    _ => {
                        return self.err(PositionStringProblem::ShortColumn {
                            column: name,
                            filled,
                            len,
                        });
                    }
                };
                if c.is_ascii_digit() {
                    let mut n = 0usize;
                    while let Some((_, d)) = self.chars.next_if(|&(_, d)| d.is_ascii_digit()) {
                        n = n * 10 + d.to_digit(10).unwrap_or(0) as usize;
                        if n > len {
                            break;
                        }
                    }
                    if n == 0 || filled + n > len {
                        return Err(PositionStringError::Malformed {
                            at: stack_at,
                            problem: PositionStringProblem::GapTooLong {
                                column: name,
                                len,
                                gap: n,
                                filled,
                            },
                        });
                    }
                    filled += n;
                    cell += n;
                    continue;
                }
                let stack = self.stack()?;
                board[cell] = Some(stack);
                filled += 1;
                cell += 1;
            }
            if matches!(self.chars.peek(), Some(&(_, c)) if c != '/' && !c.is_whitespace()) {
                return self.err(PositionStringProblem::LongColumn { column: name, len });
            }
        }
        let (at, word) = self.word();
        let side = match word.as_deref() {
            Some("w" | "W" | "white" | "White") => Color::White,
            Some("b" | "B" | "black" | "Black") => Color::Black,
            _ => return word_error(at, PositionStringProblem::BadSide),
        };
        let (at, word) = self.word();
        let Some(phase) = word.as_deref().and_then(Phase::from_keyword) else {
            return word_error(at, PositionStringProblem::BadPhase);
        };
        while self.chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
        if self.chars.peek().is_some() {
            return self.err(PositionStringProblem::TrailingText);
        }
        Ok(Setup { board, side, phase })
    }

    /// A piece letter, or a bracketed stack.
    fn stack(&mut self) -> Result<Stack, PositionStringError> {
        let start = self.at();
        let Some((_, c)) = self.chars.next() else {
            return self.err(PositionStringProblem::UnexpectedEnd);
        };
        if c != '(' {
            return match Piece::from_letter(c) {
                Some(p) => Ok(Stack::single(p.color, p.kind)),
                None => Err(PositionStringError::Malformed {
                    at: start,
                    problem: PositionStringProblem::NotAPiece(c),
                }),
            };
        }
        let mut kinds: Vec<PieceType> = Vec::new();
        let mut color = None;
        loop {
            let here = self.at();
            match self.chars.next() {
                Some((_, ')')) => break,
                Some((_, c)) => {
                    let Some(p) = Piece::from_letter(c) else {
                        return Err(PositionStringError::Malformed {
                            at: here,
                            problem: PositionStringProblem::NotAPieceInStack(c),
                        });
                    };
                    if *color.get_or_insert(p.color) != p.color {
                        return Err(PositionStringError::Malformed {
                            at: here,
                            problem: PositionStringProblem::MixedColours,
                        });
                    }
                    kinds.push(p.kind);
                }
                None => return self.err(PositionStringProblem::UnclosedStack),
            }
        }
        let color = color.unwrap_or(Color::White);
        match kinds.len() {
            0 | 1 => Err(PositionStringError::Malformed {
                at: start,
                problem: PositionStringProblem::ShortStack,
            }),
            n => Stack::from_pieces(color, &kinds).ok_or(PositionStringError::Malformed {
                at: start,
                problem: PositionStringProblem::TooTall(n),
            }),
        }
    }

    /// The next whitespace-separated word, after at least one space, with its position.
    fn word(&mut self) -> (usize, Option<String>) {
        let mut skipped = false;
        while self.chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {
            skipped = true;
        }
        let at = self.at();
        if !skipped {
            return (at, None);
        }
        let mut w = String::new();
        while let Some((_, c)) = self.chars.next_if(|&(_, c)| !c.is_whitespace()) {
            w.push(c);
        }
        (at, (!w.is_empty()).then_some(w))
    }
}

fn word_error<T>(at: usize, problem: PositionStringProblem) -> Result<T, PositionStringError> {
    Err(PositionStringError::Malformed { at, problem })
}

#[cfg(test)]
mod tests {
    use super::*;

    const STANDARD: &str =
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open";

    #[test]
    fn standard_string() {
        assert_eq!(Position::standard().to_string(), STANDARD);
        assert_eq!(STANDARD.parse::<Position>().unwrap(), Position::standard());
    }

    #[test]
    fn stacks_and_gaps_round_trip() {
        let text = "(TTR)3T/6/7/8/8/8/7/(ttz)5/4t b second";
        let setup: Setup = text.parse().unwrap();
        assert_eq!(setup.to_string(), text);
        let a1 = setup.get("A1".parse().unwrap()).unwrap();
        assert_eq!(a1.height(), 3);
        assert_eq!(a1.top(), PieceType::Tzarra);
        assert_eq!(a1.color(), Color::Black);
    }

    #[test]
    fn errors_point_at_the_problem() {
        let e = "TTTTt/tRRRrt/trZZztt/trzTtzrt/tzrtTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Tttt w open"
            .parse::<Setup>()
            .unwrap_err();
        assert!(
            e.to_string().contains("column I has 4 of its 5 cells"),
            "{e}"
        );
        let e = "TTTTX/6/7/8/8/8/7/6/5 w first"
            .parse::<Setup>()
            .unwrap_err();
        assert_eq!(
            e,
            PositionStringError::Malformed {
                at: 5,
                problem: PositionStringProblem::NotAPiece('X')
            }
        );
        assert!("(Tt)4/6/7/8/8/8/7/6/5 w first".parse::<Setup>().is_err());
        assert!("5/6/7/8/8/8/7/6/5 x first".parse::<Setup>().is_err());
        assert!("5/6/7/8/8/8/7/6/5 w later".parse::<Setup>().is_err());
        assert!("5/6/7/8/8/8/7/6/5 w first extra".parse::<Setup>().is_err());
        assert!("6/6/7/8/8/8/7/6/5 w first".parse::<Setup>().is_err());
    }
}
