//! What can be wrong in a LittleGolem record, and where.

use thiserror::Error;

use crate::game::GameError;
use crate::legality::IllegalAction;
use crate::piece::Color;
use crate::position::PositionError;
use crate::record::{Loc, TagError};
use crate::turn::TurnEnd;
use LittleGolemErrorKind as Kind;

/// A LittleGolem record that cannot be imported, with the 1-based line and column (in
/// characters) of the offending text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct LittleGolemError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: LittleGolemErrorKind,
}

/// What is wrong in a LittleGolem record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LittleGolemErrorKind {
    /// Bytes that are not UTF-8.
    #[error("the text is not valid UTF-8 here")]
    NotUtf8,
    /// Text that does not have the record's shape.
    #[error("{0}")]
    Syntax(String),
    /// A record of another game.
    #[error("this is a record of `{0}`, not of TZAAR")]
    NotTzaar(String),
    /// A header property given twice.
    #[error("property `{0}` appears twice")]
    DuplicateProperty(String),
    /// A header without the start position.
    #[error("the header has no POS property with the start position")]
    MissingPos,
    /// A malformed POS value.
    #[error("POS: {0}")]
    BadPos(String),
    /// A POS that is not a valid start.
    #[error("POS is not a valid start position: {0}")]
    InvalidPosition(PositionError),
    /// A header value that cannot be kept as a tag.
    #[error("property `{property}`: {error}")]
    BadValue {
        /// The property's name.
        property: String,
        /// Why it cannot be kept.
        error: TagError,
    },
    /// A turn node by the wrong player, or with no move.
    #[error("turn {turn} is {expected}'s: expected `{}[...]`", if *.expected == Color::White { 'W' } else { 'B' })]
    WrongPlayer {
        /// The turn number.
        turn: usize,
        /// Whose turn it is.
        expected: Color,
    },
    /// An action that cannot be read.
    #[error("turn {turn}: cannot read `{text}`: {reason}")]
    BadAction {
        /// The turn number.
        turn: usize,
        /// The action's text.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// An action after the ones the turn has.
    #[error("turn {turn}: one action too many: {reason}")]
    ExtraAction {
        /// The turn number.
        turn: usize,
        /// Why the turn is already complete.
        reason: TurnEnd,
    },
    /// A turn that stops after its first action although the game goes on.
    #[error("turn {turn}: `{text}` needs a second action after `-` (or `-pass`): the game goes on")]
    MissingSecond {
        /// The turn number.
        turn: usize,
        /// The turn's text.
        text: String,
    },
    /// An action the game refuses for another reason than the position's rules.
    #[error("turn {turn}: {error}")]
    Game {
        /// The turn number.
        turn: usize,
        /// Why.
        error: GameError,
    },
    /// An action that is illegal where it is played.
    #[error("turn {turn}: `{text}` ({action}) is illegal: {error}")]
    Illegal {
        /// The turn number.
        turn: usize,
        /// The action as written in the record.
        text: String,
        /// The action in this crate's notation.
        action: String,
        /// Why it is illegal.
        error: IllegalAction,
    },
}

impl LittleGolemError {
    /// The kind's [`LittleGolemErrorKind::code`].
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl LittleGolemErrorKind {
    /// A stable kebab-case identifier of the kind of error, e.g. `bad-pos` or `illegal`.
    pub const fn code(&self) -> &'static str {
        match self {
            LittleGolemErrorKind::NotUtf8 => "not-utf8",
            LittleGolemErrorKind::Syntax(_) => "syntax",
            LittleGolemErrorKind::NotTzaar(_) => "not-tzaar",
            LittleGolemErrorKind::DuplicateProperty(_) => "duplicate-property",
            LittleGolemErrorKind::MissingPos => "missing-pos",
            LittleGolemErrorKind::BadPos(_) => "bad-pos",
            LittleGolemErrorKind::InvalidPosition(_) => "invalid-position",
            LittleGolemErrorKind::BadValue { .. } => "bad-value",
            LittleGolemErrorKind::WrongPlayer { .. } => "wrong-player",
            LittleGolemErrorKind::BadAction { .. } => "bad-action",
            LittleGolemErrorKind::ExtraAction { .. } => "extra-action",
            LittleGolemErrorKind::MissingSecond { .. } => "missing-second",
            LittleGolemErrorKind::Game { .. } => "game",
            LittleGolemErrorKind::Illegal { .. } => "illegal",
        }
    }
}

/// The error `kind` at `at`.
pub(super) fn err<T>(at: Loc, kind: Kind) -> Result<T, LittleGolemError> {
    Err(LittleGolemError {
        line: at.line,
        column: at.column,
        kind,
    })
}
