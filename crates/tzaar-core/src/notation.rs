//! Text for actions and turns, both ways.
//!
//! | action    | text    | meaning                                   |
//! |-----------|---------|-------------------------------------------|
//! | capture   | `D4xC3` | the stack on D4 captures the one on C3    |
//! | stack     | `A4+B4` | the stack on A4 jumps onto the own B4     |
//! | pass      | `pass`  | no second action                          |
//! | placement | `Z@E1`  | place a Tzaar (Z), Tzarra (R) or Tott (T) |
//!
//! A turn is its actions separated by a space: `F1xG1 A4+B4`, `D4xC3 pass`, or one action for a
//! placement, the opening capture, or a capture that ends the game. Cells and letters are read in
//! either case. [`Position::parse_action`] also reads `D4-C3` or `D4C3` and decides from the board
//! whether it captures or stacks.

use std::fmt;
use std::str::FromStr;

use crate::action::{Action, Turn};
use crate::board::Cell;
use thiserror::Error;

use crate::board::UnknownCell;
use crate::legality::IllegalAction;
use crate::piece::PieceType;
use crate::position::Position;
use crate::position::PositionError;
use crate::position_string::{PositionStringError, PositionStringProblem};

/// The most characters of unreadable text an error message repeats.
const SHOWN_CHARS: usize = 40;

/// Unreadable text as a message repeats it: whole if short, else its first
/// [`SHOWN_CHARS`] characters and `…`, so that a huge input does not come back whole.
pub(crate) fn shown(text: &str) -> String {
    match text.char_indices().nth(SHOWN_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// Text that could not be read: a cell, an action, a turn or a position string.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// Not one of the 60 cell names.
    #[error(
        "unknown cell `{}` (cells are A1..I5 without E5, e.g. A1, E9, I5)",
        shown(.0)
    )]
    UnknownCell(String),
    /// An action that does not have the shape of any action.
    #[error(
        "cannot read action `{}`: write a capture as D4xC3, a stacking move as A4+B4, a \
         placement as Z@E1 (Z Tzaar, R Tzarra, T Tott), or `pass`",
        shown(.0)
    )]
    BadAction(String),
    /// A turn with the wrong number of actions.
    #[error("cannot read turn `{}`: {problem}", shown(text))]
    BadTurn {
        /// The turn's text.
        text: String,
        /// What is wrong with it.
        problem: TurnProblem,
    },
    /// A malformed position string; `at` is the 1-based character position.
    #[error("position string, character {at}: {problem}")]
    PositionString {
        /// Where the problem starts (1-based, in characters).
        at: usize,
        /// What is wrong.
        problem: PositionStringProblem,
    },
    /// A position string that is well formed but describes an impossible position.
    #[error("the position string describes an impossible position: {0}")]
    Invalid(PositionError),
}

impl From<PositionError> for ParseError {
    fn from(e: PositionError) -> ParseError {
        ParseError::Invalid(e)
    }
}

impl From<PositionStringError> for ParseError {
    fn from(e: PositionStringError) -> ParseError {
        match e {
            PositionStringError::Malformed { at, problem } => {
                ParseError::PositionString { at, problem }
            }
            PositionStringError::Invalid(e) => ParseError::Invalid(e),
        }
    }
}

impl From<UnknownCell> for ParseError {
    fn from(e: UnknownCell) -> ParseError {
        ParseError::UnknownCell(e.0)
    }
}

impl ParseError {
    /// A stable kebab-case identifier of the kind of error, e.g. `unknown-cell`.
    pub const fn code(&self) -> &'static str {
        match self {
            ParseError::UnknownCell(_) => "unknown-cell",
            ParseError::BadAction(_) => "bad-action",
            ParseError::BadTurn { .. } => "bad-turn",
            ParseError::PositionString { .. } => "position-string",
            ParseError::Invalid(_) => "invalid-position",
        }
    }
}

/// What is wrong with the number of actions in a turn's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum TurnProblem {
    /// No action at all.
    #[error("it is empty")]
    Empty,
    /// Three actions or more.
    #[error("a turn has at most two actions")]
    TooManyActions,
}

/// Why a turn's text cannot be read in the position it is played in.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TurnError {
    /// The text is not one or two actions, or an action in it cannot be read (the error quotes
    /// the action's text).
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The first action cannot be played here, so the second cannot be read after it.
    #[error("`{action}` is illegal: {reason}")]
    Illegal {
        /// The first action.
        action: Action,
        /// Why it is illegal.
        reason: IllegalAction,
    },
}

impl TurnError {
    /// The kebab-case code of the parse error or of the illegal action, e.g. `bad-turn`,
    /// `unknown-cell` or `not-yours`.
    pub const fn code(&self) -> &'static str {
        match self {
            TurnError::Parse(e) => e.code(),
            TurnError::Illegal { reason, .. } => reason.code(),
        }
    }
}

/// Writes an action as in the table of the module documentation.
///
/// ```
/// use tzaar_core::{Action, Cell, PieceType, Turn};
///
/// let (from, to): (Cell, Cell) = ("D4".parse().unwrap(), "c3".parse().unwrap());
/// assert_eq!(Action::Capture { from, to }.to_string(), "D4xC3");
/// assert_eq!("a4+b4".parse::<Action>().unwrap().to_string(), "A4+B4");
/// let place = Action::Place { cell: "E1".parse().unwrap(), kind: PieceType::Tzaar };
/// assert_eq!(place.to_string(), "Z@E1");
/// let turn: Turn = "F1xG1 pass".parse().unwrap();
/// assert_eq!(turn.second, Some(Action::Pass));
/// assert!("D4xE5".parse::<Action>().is_err());
/// ```
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Capture { from, to } => write!(f, "{from}x{to}"),
            Action::Stack { from, to } => write!(f, "{from}+{to}"),
            Action::Pass => f.write_str("pass"),
            Action::Place { cell, kind } => write!(f, "{}@{cell}", kind.letter()),
        }
    }
}

/// The pieces of an action's text: a placement, a pass, or two cells with what stood between.
enum Shape {
    Place(PieceType, Cell),
    Pass,
    Move(Cell, Cell, Option<char>),
}

fn shape(text: &str) -> Result<Shape, ParseError> {
    let s = text.trim();
    let bad = || ParseError::BadAction(s.to_string());
    if s.eq_ignore_ascii_case("pass") {
        return Ok(Shape::Pass);
    }
    if let Some((kind, cell)) = s.split_once('@') {
        let mut k = kind.trim().chars();
        let kind = match (k.next(), k.next()) {
            (Some(c), None) => PieceType::from_letter(c).ok_or_else(bad)?,
            _ => return Err(bad()),
        };
        return Ok(Shape::Place(kind, cell.trim().parse()?));
    }
    // Two cells, each a letter and one or two digits, maybe with a separator between.
    let bytes = s.as_bytes();
    let first_len = 1 + bytes
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if first_len < 2 || !bytes[0].is_ascii_alphabetic() || !s.is_char_boundary(first_len) {
        return Err(bad());
    }
    let (from, rest) = s.split_at(first_len);
    let mut rest_chars = rest.chars();
    let (sep, to) = match rest_chars.next() {
        Some(c) if matches!(c, 'x' | 'X' | '+' | '-') => {
            // `x` could also not be a separator, but no cell starts with x.
            (Some(c.to_ascii_lowercase()), rest_chars.as_str())
        }
        Some(_) => (None, rest),
        None => return Err(bad()),
    };
    Ok(Shape::Move(from.parse()?, to.trim().parse()?, sep))
}

crate::word::serde_as_word!(Action, |a| a.to_string());

impl FromStr for Action {
    type Err = ParseError;

    /// Reads `D4xC3`, `A4+B4`, `pass` or `Z@E1`.
    fn from_str(s: &str) -> Result<Action, ParseError> {
        match shape(s)? {
            Shape::Place(kind, cell) => Ok(Action::Place { cell, kind }),
            Shape::Pass => Ok(Action::Pass),
            Shape::Move(from, to, Some('x')) => Ok(Action::Capture { from, to }),
            Shape::Move(from, to, Some('+')) => Ok(Action::Stack { from, to }),
            Shape::Move(..) => Err(ParseError::BadAction(s.trim().to_string())),
        }
    }
}

impl Position {
    /// Reads an action as [`Action::from_str`] does, and also `D4-C3` or `D4C3`, which become a
    /// capture or a stacking move by who owns the target. Legality is not checked.
    pub fn parse_action(&self, text: &str) -> Result<Action, ParseError> {
        match shape(text)? {
            Shape::Move(from, to, None | Some('-')) => {
                let own = match (self.stack(from), self.stack(to)) {
                    (Some(a), Some(b)) => a.color() == b.color(),
                    _ => false,
                };
                Ok(if own {
                    Action::Stack { from, to }
                } else {
                    Action::Capture { from, to }
                })
            }
            _ => text.parse(),
        }
    }

    /// Reads a turn, or the rest of one: one or two actions separated by spaces or a comma,
    /// each read with [`Position::parse_action`] in the position it is played in (so `D4-C3`
    /// after a first action reads the board after it). The first action must be legal here;
    /// the second is read but its legality is left to [`crate::Game::play_turn`].
    ///
    /// ```
    /// use tzaar_core::{Position, TurnError};
    ///
    /// let mut pos = Position::standard();
    /// pos.play("D5xD4".parse().unwrap()).unwrap();
    /// let turn = pos.parse_turn("C3-D4, E7-E6").unwrap();
    /// assert_eq!(turn.to_string(), "C3xD4 E7+E6");
    /// assert!(matches!(pos.parse_turn("D4xC3 pass"), Err(TurnError::Illegal { .. })));
    /// ```
    pub fn parse_turn(&self, text: &str) -> Result<Turn, TurnError> {
        let (first, second) = turn_parts(text)?;
        self.parse_turn_of(first, second)
    }

    /// [`Position::parse_turn`] for a turn already split into its actions' texts.
    pub fn parse_turn_of(&self, first: &str, second: Option<&str>) -> Result<Turn, TurnError> {
        let first = self.parse_action(first)?;
        self.check(first).map_err(|reason| TurnError::Illegal {
            action: first,
            reason,
        })?;
        let second = match second {
            None => None,
            Some(text) => {
                let mut after = self.clone();
                after.play_unchecked(first);
                Some(after.parse_action(text)?)
            }
        };
        Ok(Turn { first, second })
    }
}

/// Actions written one after another, separated by spaces, as turns and lines of play are
/// written (`F1xG1 A4+B4`).
///
/// ```
/// use tzaar_core::{Position, actions_text};
/// let capture = Position::standard().parse_action("D5xD4").unwrap();
/// assert_eq!(actions_text(&[capture, capture]), "D5xD4 D5xD4");
/// assert_eq!(actions_text(&[]), "");
/// ```
pub fn actions_text(actions: &[Action]) -> String {
    let mut out = String::new();
    for (i, a) in actions.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&a.to_string());
    }
    out
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.first)?;
        if let Some(second) = self.second {
            write!(f, " {second}")?;
        }
        Ok(())
    }
}

crate::word::serde_as_word!(Turn, |t| t.to_string());

impl FromStr for Turn {
    type Err = ParseError;

    /// Reads one or two actions separated by spaces or a comma.
    fn from_str(s: &str) -> Result<Turn, ParseError> {
        let (first, second) = turn_parts(s)?;
        Ok(Turn {
            first: first.parse()?,
            second: second.map(str::parse).transpose()?,
        })
    }
}

/// A turn's text split into its one or two actions' texts, at spaces or a comma.
fn turn_parts(text: &str) -> Result<(&str, Option<&str>), ParseError> {
    let mut parts = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty());
    let bad = |problem| ParseError::BadTurn {
        text: text.trim().to_string(),
        problem,
    };
    match (parts.next(), parts.next(), parts.next()) {
        (None, ..) => Err(bad(TurnProblem::Empty)),
        (Some(first), second, None) => Ok((first, second)),
        _ => Err(bad(TurnProblem::TooManyActions)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_unreadable_text_is_not_repeated_whole() {
        let huge = "x".repeat(100_000);
        let e = Position::standard().parse_action(&huge).unwrap_err();
        assert_eq!(e.code(), "bad-action");
        let text = e.to_string();
        assert!(text.starts_with(&format!("cannot read action `{}…`", "x".repeat(40))));
        assert!(text.len() < 250, "{text}");
        let short = Position::standard()
            .parse_action("zzz")
            .unwrap_err()
            .to_string();
        assert!(short.starts_with("cannot read action `zzz`:"), "{short}");
        assert_eq!(
            shown("Ä".repeat(41).as_str()),
            format!("{}…", "Ä".repeat(40))
        );
    }

    #[test]
    fn actions_round_trip() {
        for text in [
            "D4xC3", "A4+B4", "pass", "Z@E1", "R@I5", "T@A1", "E9xE6", "I1+H1",
        ] {
            let a: Action = text.parse().unwrap();
            assert_eq!(a.to_string(), text);
        }
        assert_eq!("d4XC3".parse::<Action>().unwrap().to_string(), "D4xC3");
        assert_eq!(" PASS ".parse::<Action>().unwrap(), Action::Pass);
        assert_eq!("z@e1".parse::<Action>().unwrap().to_string(), "Z@E1");
    }

    #[test]
    fn bad_actions_say_what_is_wrong() {
        assert_eq!(
            "E5xE4".parse::<Action>(),
            Err(ParseError::UnknownCell("E5".into()))
        );
        assert_eq!(
            "D4xJ3".parse::<Action>(),
            Err(ParseError::UnknownCell("J3".into()))
        );
        for bad in [
            "", "x", "D4", "D4-C3", "D4C3", "Q@E1", "ZZ@E1", "D4xC3x", "passs", "é4xA1",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }

    #[test]
    fn generic_moves_are_resolved_by_the_board() {
        let pos = Position::standard();
        // White's D5 Tott next to Black's D4 Tott: a capture. D5 next to White's D6: a stack.
        assert_eq!(
            pos.parse_action("D5-D4").unwrap(),
            "D5xD4".parse::<Action>().unwrap()
        );
        assert_eq!(
            pos.parse_action("d5d6").unwrap(),
            "D5+D6".parse::<Action>().unwrap()
        );
    }

    #[test]
    fn turns_round_trip() {
        for text in ["F1xG1 A4+B4", "D4xC3", "D4xC3 pass", "Z@E1"] {
            assert_eq!(text.parse::<Turn>().unwrap().to_string(), text);
        }
        assert_eq!(
            "F1xG1, A4+B4".parse::<Turn>().unwrap().to_string(),
            "F1xG1 A4+B4"
        );
        assert!("a b c".parse::<Turn>().is_err());
        assert!("".parse::<Turn>().is_err());
    }
}
