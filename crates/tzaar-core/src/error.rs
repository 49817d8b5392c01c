//! Typed errors. Each says exactly what is wrong, in words a player understands.

use thiserror::Error;

use crate::board::Cell;
use crate::outcome::Outcome;
use crate::piece::{Color, PieceType};
use crate::setup::Phase;

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

fn phase_action(p: Phase) -> &'static str {
    match p {
        Phase::Opening => "opening move",
        _ => "first action of a turn",
    }
}
