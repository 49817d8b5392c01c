//! What can be wrong in a record's text, in a comment added to it, or in a tag set by hand.

use thiserror::Error;

use crate::game::GameResult;
use crate::legality::IllegalAction;
use crate::notation::ParseError;
use crate::piece::Color;
use crate::turn::TurnEnd;

/// A game record that cannot be read, with the 1-based line and column of the offending text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct RecordError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong in a game record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordErrorKind {
    /// A tag that does not have the shape `[Name "value"]`.
    #[error("malformed tag: {0}")]
    BadTag(String),
    /// The same tag twice.
    #[error("tag `{0}` appears twice")]
    DuplicateTag(String),
    /// A tag after the first turn.
    #[error("tag `{0}` comes after the turns; all tags come first")]
    LateTag(String),
    /// A tag value that is not allowed.
    #[error("tag `{tag}`: {reason}")]
    BadTagValue {
        /// The tag's name.
        tag: String,
        /// What is wrong with its value.
        reason: String,
    },
    /// A required tag that is absent.
    #[error("missing the `{tag}` tag: {reason}")]
    MissingTag {
        /// The tag's name.
        tag: String,
        /// Why it is needed.
        reason: String,
    },
    /// A tag that does not go with the other tags.
    #[error("tag `{tag}` does not belong here: {reason}")]
    UnexpectedTag {
        /// The tag's name.
        tag: String,
        /// Why.
        reason: String,
    },
    /// A `{` comment without its `}`.
    #[error("this `{{` comment is never closed by `}}`")]
    UnterminatedComment,
    /// A `}` outside a comment.
    #[error("`}}` without a `{{` before it")]
    StrayBrace,
    /// Something other than the next turn number where one is due.
    #[error("expected turn number `{expected}.`, found `{found}`")]
    TurnNumber {
        /// The number due.
        expected: usize,
        /// The text found.
        found: String,
    },
    /// A turn number with no actions after it.
    #[error("turn {0} has no actions")]
    EmptyTurn(usize),
    /// An action that cannot be read.
    #[error("turn {turn}: {error}")]
    Unreadable {
        /// The turn number.
        turn: usize,
        /// Why it cannot be read.
        error: ParseError,
    },
    /// An action that is illegal where it is played.
    #[error("turn {turn}: `{action}` is illegal: {error}")]
    Illegal {
        /// The turn number.
        turn: usize,
        /// The action as written.
        action: String,
        /// Why it is illegal.
        error: IllegalAction,
    },
    /// An action beyond the ones the turn has.
    #[error("turn {turn}: `{action}` is one action too many: {reason}")]
    ExtraAction {
        /// The turn number.
        turn: usize,
        /// The extra action as written.
        action: String,
        /// Why the turn is already complete.
        reason: TurnEnd,
    },
    /// A turn that stops after its first action although the game goes on.
    #[error(
        "turn {turn} has only one action: {side} must add a second (a capture, a stacking move \
         or `pass`)"
    )]
    MissingSecond {
        /// The turn number.
        turn: usize,
        /// The player whose turn it is.
        side: Color,
    },
    /// A turn after the game has ended.
    #[error("turn {turn} comes after the end of the game ({result})")]
    TurnAfterEnd {
        /// The turn number.
        turn: usize,
        /// How the game had ended.
        result: GameResult,
    },
    /// No result token after the turns.
    #[error("missing the result after the turns: `1-0`, `0-1` or `*`")]
    MissingResult,
    /// Text after the result token.
    #[error("unexpected `{0}` after the result")]
    AfterResult(String),
    /// The result token and the `Result` tag differ.
    #[error("the result `{token}` disagrees with the Result tag `{tag}`")]
    ResultMismatch {
        /// The Result tag's value.
        tag: String,
        /// The result token.
        token: String,
    },
    /// The `Result` or `Termination` tag disagrees with the replay.
    #[error("{0}")]
    WrongResult(String),
    /// Bytes that are not UTF-8 text ([`Record::from_bytes`](super::Record::from_bytes)).
    #[error("the text is not valid UTF-8 here")]
    NotUtf8,
}

/// A comment that [`Record::add_comment`](super::Record::add_comment) refuses: it holds a `}`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("a comment cannot hold `}}`, which would end it")]
pub struct CommentError;

impl CommentError {
    /// The stable identifier `bad-comment`.
    pub const fn code(&self) -> &'static str {
        "bad-comment"
    }
}

/// A tag that [`crate::Record::set_tag`] refuses.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TagError {
    /// A name that is not letters, digits and `_`.
    #[error("`{0}` is not a tag name: use letters, digits and `_`")]
    BadName(String),
    /// A tag written from the game itself (Game, Setup, Seed, Position, Result, Termination).
    #[error("tag `{0}` is written from the game itself and cannot be set")]
    Reserved(String),
    /// A value with a control character such as a line break.
    #[error("the value of tag `{0}` holds a control character such as a line break")]
    BadValue(String),
}

impl RecordError {
    /// The kind's [`RecordErrorKind::code`].
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl RecordErrorKind {
    /// A stable kebab-case identifier of the kind of error, e.g. `bad-tag` or `illegal`.
    pub const fn code(&self) -> &'static str {
        match self {
            RecordErrorKind::BadTag(_) => "bad-tag",
            RecordErrorKind::DuplicateTag(_) => "duplicate-tag",
            RecordErrorKind::LateTag(_) => "late-tag",
            RecordErrorKind::BadTagValue { .. } => "bad-tag-value",
            RecordErrorKind::MissingTag { .. } => "missing-tag",
            RecordErrorKind::UnexpectedTag { .. } => "unexpected-tag",
            RecordErrorKind::UnterminatedComment => "unterminated-comment",
            RecordErrorKind::StrayBrace => "stray-brace",
            RecordErrorKind::TurnNumber { .. } => "turn-number",
            RecordErrorKind::EmptyTurn(_) => "empty-turn",
            RecordErrorKind::Unreadable { .. } => "unreadable",
            RecordErrorKind::Illegal { .. } => "illegal",
            RecordErrorKind::ExtraAction { .. } => "extra-action",
            RecordErrorKind::MissingSecond { .. } => "missing-second",
            RecordErrorKind::TurnAfterEnd { .. } => "turn-after-end",
            RecordErrorKind::MissingResult => "missing-result",
            RecordErrorKind::AfterResult(_) => "after-result",
            RecordErrorKind::ResultMismatch { .. } => "result-mismatch",
            RecordErrorKind::WrongResult(_) => "wrong-result",
            RecordErrorKind::NotUtf8 => "not-utf8",
        }
    }
}

impl TagError {
    /// A stable kebab-case identifier of the kind of error, e.g. `reserved`.
    pub const fn code(&self) -> &'static str {
        match self {
            TagError::BadName(_) => "bad-name",
            TagError::Reserved(_) => "reserved",
            TagError::BadValue(_) => "bad-value",
        }
    }
}
