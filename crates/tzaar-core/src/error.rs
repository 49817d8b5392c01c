//! Typed errors. Each says exactly what is wrong, in words a player understands.

use thiserror::Error;

use crate::board::Cell;
use crate::game::GameResult;
use crate::outcome::Outcome;
use crate::piece::{Color, PieceType};
use crate::setup::Phase;
use crate::turn::TurnEnd;

/// Text that could not be read: a cell, an action, a turn or a position string.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// Not one of the 60 cell names.
    #[error("unknown cell `{0}` (cells are A1..I5 without E5, e.g. A1, E9, I5)")]
    UnknownCell(String),
    /// An action that does not have the shape of any action.
    #[error(
        "cannot read action `{0}`: write a capture as D4xC3, a stacking move as A4+B4, a \
         placement as Z@E1 (Z Tzaar, R Tzarra, T Tott), or `pass`"
    )]
    BadAction(String),
    /// A turn with the wrong number of actions.
    #[error("cannot read turn `{text}`: {reason}")]
    BadTurn {
        /// The turn's text.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A malformed position string; `at` is the 1-based character position.
    #[error("position string, character {at}: {reason}")]
    PositionString {
        /// Where the problem starts (1-based, in characters).
        at: usize,
        /// What is wrong.
        reason: String,
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

/// A setup that is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// More pieces of a type than a player owns.
    #[error("{color} has {found} {kind}s on the board but owns only {max}")]
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// Which type.
        kind: PieceType,
        /// How many are on the board, buried ones included.
        found: u8,
        /// How many exist.
        max: u8,
    },
    /// A stack during the placement phase.
    #[error("{0} holds a stack, but nothing can be stacked during placement")]
    StackDuringPlacement(Cell),
    /// The placement phase with the wrong player to place.
    #[error("{side} cannot be to place with {white} White and {black} Black pieces on the board")]
    PlacementTurn {
        /// The side given as to act.
        side: Color,
        /// White's pieces placed.
        white: u8,
        /// Black's pieces placed.
        black: u8,
    },
    /// The placement phase with all 60 pieces already placed.
    #[error("all 60 pieces are placed, so the placement phase is over")]
    PlacementComplete,
    /// The opening with something other than a full board of single pieces and White to act.
    #[error("the opening needs all 60 pieces as single pieces and White to move")]
    OpeningNotFull,
    /// A game position in which no capture has happened yet.
    #[error("no piece has been captured yet, so this must be the opening or the placement")]
    NothingCaptured,
    /// Both players lack a type, which no game reaches.
    #[error("both players lack a type of piece, which cannot happen")]
    BothLackType,
    /// The second action with the mover lacking a type, which a capture cannot cause.
    #[error("{0} is to make a second action but lacks a type of piece, which cannot happen")]
    MoverLacksType(Color),
}

/// Why an action cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    /// The game has ended.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// A move or pass during the placement phase.
    #[error("the pieces are still being placed: place a piece, e.g. Z@E1")]
    PlacementPhase,
    /// A placement after the placement phase.
    #[error("placement is over: all 60 pieces are on the board")]
    NotPlacementPhase,
    /// A placement on an occupied cell.
    #[error("{0} is not empty")]
    CellOccupied(Cell),
    /// A placement of a type the player has no more of.
    #[error("{color} has no {kind}s left to place")]
    NoneLeft {
        /// The placing player.
        color: Color,
        /// The type asked for.
        kind: PieceType,
    },
    /// A pass or a stacking move where only a capture is allowed.
    #[error("the {} must be a capture", phase_action(*.0))]
    MustCapture(Phase),
    /// No stack on the moving cell.
    #[error("there is no stack on {0}")]
    NoStack(Cell),
    /// The moving stack belongs to the opponent.
    #[error("the stack on {0} is not yours")]
    NotYours(Cell),
    /// The target is the moving cell itself.
    #[error("a stack cannot move onto its own cell")]
    SameCell,
    /// The two cells are not on one line.
    #[error("{to} is not on a straight line from {from}")]
    NotOnALine {
        /// The moving stack's cell.
        from: Cell,
        /// The target cell.
        to: Cell,
    },
    /// The line between the cells crosses the centre.
    #[error("the line from {from} to {to} crosses the centre, which nothing may cross")]
    CrossesCentre {
        /// The moving stack's cell.
        from: Cell,
        /// The target cell.
        to: Cell,
    },
    /// Another stack stands between the cells.
    #[error("the stack on {blocker} stands between {from} and {to}")]
    Blocked {
        /// The moving stack's cell.
        from: Cell,
        /// The target cell.
        to: Cell,
        /// The first stack in the way.
        blocker: Cell,
    },
    /// The target cell is empty.
    #[error("{0} is empty: stacks only ever move onto other stacks")]
    EmptyTarget(Cell),
    /// A capture aimed at the mover's own stack.
    #[error("{0} holds your own stack: to stack onto it write {1}")]
    OwnTarget(Cell, String),
    /// A stacking move aimed at the opponent's stack.
    #[error("{0} holds your opponent's stack: to capture it write {1}")]
    OpponentTarget(Cell, String),
    /// The target stack is taller than the mover.
    #[error(
        "the stack on {to} (height {target}) is taller than the stack on {from} (height {mover})"
    )]
    TooTall {
        /// The moving stack's cell.
        from: Cell,
        /// The target cell.
        to: Cell,
        /// The mover's height.
        mover: u8,
        /// The target's height.
        target: u8,
    },
}

/// Why a [`crate::Game`] cannot do what was asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// The action is illegal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
    /// The game is decided: nothing more can be played, and nobody can resign or lose on time.
    #[error("the game is over: {0}")]
    Over(GameResult),
    /// A whole turn was asked for while a turn's second action is due.
    #[error("{0} is in the middle of a turn: make the second action first")]
    MidTurn(Color),
    /// A whole turn without the second action it needs.
    #[error("the turn needs a second action: a capture, a stacking move or `pass`")]
    MissingSecond,
    /// A second action in a turn that has only one.
    #[error("{}", single_action(*.0))]
    SingleAction(Phase),
}

fn single_action(p: Phase) -> &'static str {
    match p {
        Phase::Placement => "a placement is a whole turn: it has no second action",
        Phase::Opening => "the opening is a single capture: it has no second action",
        _ => "the game starts with a second action, which is a whole turn on its own",
    }
}

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

fn phase_action(p: Phase) -> &'static str {
    match p {
        Phase::Opening => "opening move",
        _ => "first action of a turn",
    }
}
