//! Actions (one ply each) and whole turns.

use crate::board::Cell;
use crate::piece::PieceType;

/// One action: a capture, a stacking move, a pass or (tournament version) a placement.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// Move the stack on `from` along a line over empty cells onto the opponent's stack on `to`,
    /// which leaves the game.
    Capture {
        /// The moving stack's cell.
        from: Cell,
        /// The captured stack's cell.
        to: Cell,
    },
    /// Second action only: move the stack on `from` along a line over empty cells on top of the
    /// mover's own stack on `to`.
    Stack {
        /// The moving stack's cell.
        from: Cell,
        /// The cell of the stack it lands on.
        to: Cell,
    },
    /// Second action only: do nothing more this turn.
    Pass,
    /// Placement phase: put one of the mover's pieces of type `kind` on the empty `cell`.
    Place {
        /// The empty cell.
        cell: Cell,
        /// The piece's type.
        kind: PieceType,
    },
}

impl Action {
    /// The moving stack's cell and the target cell, for captures and stacking moves.
    pub const fn from_to(self) -> Option<(Cell, Cell)> {
        match self {
            Action::Capture { from, to } | Action::Stack { from, to } => Some((from, to)),
            _ => None,
        }
    }

    /// Whether this action captures.
    pub const fn is_capture(self) -> bool {
        matches!(self, Action::Capture { .. })
    }
}

/// A whole turn: one placement, the opening capture, or a first action and a second action.
/// `second` is `None` for placements, the opening, and a first capture that ends the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Turn {
    /// The first (or only) action.
    pub first: Action,
    /// The second action, if the turn has one.
    pub second: Option<Action>,
}

impl Turn {
    /// The actions of the turn in order.
    pub fn actions(&self) -> impl Iterator<Item = Action> {
        std::iter::once(self.first).chain(self.second)
    }
}
