//! Where a game starts: one of the three setups or any valid position, with one text form
//! shared by the engine protocol's `new` command, the terminal's options and records.
//!
//! | start               | text                       |
//! |---------------------|----------------------------|
//! | the standard layout | `standard`                 |
//! | a shuffle from 42   | `random 42`                |
//! | the placement phase | `tournament`               |
//! | a position          | `position <position string>` |

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::position::Position;
use crate::position_string::PositionStringError;
use crate::setup::{SetupKind, SetupKindError};

/// Where a game starts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Start {
    /// One of the three setups.
    Setup(SetupKind),
    /// Any valid position (an import, a puzzle, an analysis).
    Position(Box<Position>),
}

/// Why a text names no [`Start`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StartError {
    /// Not a setup, or a setup with a bad seed.
    #[error(transparent)]
    Setup(#[from] SetupKindError),
    /// `position` without a position string.
    #[error("`position` needs a position string")]
    MissingPosition,
    /// A position string that cannot be read or is not a valid position.
    #[error(transparent)]
    Position(#[from] PositionStringError),
}

impl Start {
    /// The starting position.
    pub fn position(&self) -> Position {
        match self {
            Start::Setup(kind) => {
                Position::from_setup(&kind.setup()).expect("the built-in setups are valid")
            }
            Start::Position(pos) => (**pos).clone(),
        }
    }

    /// The setup, or `None` for a custom position.
    pub fn setup_kind(&self) -> Option<SetupKind> {
        match self {
            Start::Setup(kind) => Some(*kind),
            Start::Position(_) => None,
        }
    }
}

impl From<SetupKind> for Start {
    fn from(kind: SetupKind) -> Start {
        Start::Setup(kind)
    }
}

impl From<Position> for Start {
    fn from(pos: Position) -> Start {
        Start::Position(Box::new(pos))
    }
}

/// The setup's text ([`SetupKind`]'s display), or `position` and the position string.
impl fmt::Display for Start {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Start::Setup(kind) => write!(f, "{kind}"),
            Start::Position(pos) => write!(f, "position {pos}"),
        }
    }
}

impl FromStr for Start {
    type Err = StartError;

    /// Reads what [`Start`]'s display writes.
    fn from_str(s: &str) -> Result<Start, StartError> {
        let s = s.trim();
        let (word, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
        if word != "position" {
            return Ok(Start::Setup(s.parse()?));
        }
        let rest = rest.trim();
        if rest.is_empty() {
            return Err(StartError::MissingPosition);
        }
        Ok(Start::Position(Box::new(rest.parse()?)))
    }
}

crate::word::serde_as_word!(Start, |s| s.to_string());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        let mut pos = Position::standard();
        pos.play("D5xD4".parse().unwrap()).unwrap();
        let starts = [
            Start::Setup(SetupKind::Standard),
            Start::Setup(SetupKind::Random { seed: 42 }),
            Start::Setup(SetupKind::Tournament),
            Start::from(pos.clone()),
        ];
        for start in starts {
            assert_eq!(start.to_string().parse(), Ok(start.clone()), "{start}");
        }
        assert_eq!(Start::from(pos.clone()).position(), pos);
        assert_eq!(
            Start::Setup(SetupKind::Standard).position(),
            Position::standard()
        );
        assert_eq!("random 7".parse::<Start>().unwrap().to_string(), "random 7");
        assert_eq!(
            "position  ".parse::<Start>(),
            Err(StartError::MissingPosition)
        );
        assert_eq!(
            "random".parse::<Start>(),
            Err(StartError::Setup(SetupKindError::MissingSeed))
        );
        assert!(matches!(
            "position w open".parse::<Start>(),
            Err(StartError::Position(_))
        ));
    }
}
