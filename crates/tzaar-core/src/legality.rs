//! Why an action is illegal: [`Position::check`] gives the exact reason, and [`Position::play`]
//! plays an action only if it is legal.
//!
//! This layer sits above the move generator and the end of the game: an action is illegal once
//! the game is over ([`Position::outcome`]).

use thiserror::Error;

use crate::action::Action;
use crate::board::{Cell, Direction, RAYS, first_blocker};
use crate::outcome::Outcome;
use crate::piece::{Color, PieceType};
use crate::position::{Position, Undo};
use crate::setup::Phase;

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
    /// A capture aimed at the mover's own stack; the stacking move it could be instead.
    #[error("{0} holds your own stack: to stack onto it write {1}")]
    OwnTarget(Cell, Action),
    /// A stacking move aimed at the opponent's stack; the capture it could be instead.
    #[error("{0} holds your opponent's stack: to capture it write {1}")]
    OpponentTarget(Cell, Action),
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

impl IllegalAction {
    /// A stable kebab-case identifier of the kind of error, e.g. `too-tall` or `not-yours`.
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalAction::GameOver(_) => "game-over",
            IllegalAction::PlacementPhase => "placement-phase",
            IllegalAction::NotPlacementPhase => "not-placement-phase",
            IllegalAction::CellOccupied(_) => "cell-occupied",
            IllegalAction::NoneLeft { .. } => "none-left",
            IllegalAction::MustCapture(_) => "must-capture",
            IllegalAction::NoStack(_) => "no-stack",
            IllegalAction::NotYours(_) => "not-yours",
            IllegalAction::SameCell => "same-cell",
            IllegalAction::NotOnALine { .. } => "not-on-a-line",
            IllegalAction::CrossesCentre { .. } => "crosses-centre",
            IllegalAction::Blocked { .. } => "blocked",
            IllegalAction::EmptyTarget(_) => "empty-target",
            IllegalAction::OwnTarget(..) => "own-target",
            IllegalAction::OpponentTarget(..) => "opponent-target",
            IllegalAction::TooTall { .. } => "too-tall",
        }
    }
}

fn phase_action(p: Phase) -> &'static str {
    match p {
        Phase::Opening => "opening move",
        _ => "first action of a turn",
    }
}

impl Position {
    /// Plays a legal action, or says why it is illegal.
    ///
    /// ```
    /// use tzaar_core::{Action, IllegalAction, Position};
    ///
    /// let mut pos = Position::standard();
    /// let before = pos.clone();
    /// let undo = pos.play("D5xD4".parse().unwrap()).unwrap();
    /// // Black's D4 Tott is gone; now Black captures.
    /// assert_eq!(pos.stack("D4".parse().unwrap()).unwrap().height(), 1);
    /// assert_eq!(pos.play(Action::Pass), Err(IllegalAction::MustCapture(pos.phase())));
    /// pos.undo(undo);
    /// assert_eq!(pos, before);
    /// ```
    pub fn play(&mut self, action: Action) -> Result<Undo, IllegalAction> {
        self.check(action)?;
        Ok(self.play_unchecked(action))
    }

    /// Whether `action` is legal here; if not, exactly why.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        if let Some(outcome) = self.outcome() {
            return Err(IllegalAction::GameOver(outcome));
        }
        let phase = self.phase();
        match action {
            Action::Place { cell, kind } => {
                if phase != Phase::Placement {
                    Err(IllegalAction::NotPlacementPhase)
                } else if self.occupied() & cell.bit() != 0 {
                    Err(IllegalAction::CellOccupied(cell))
                } else if self.pieces_to_place(self.side(), kind) == 0 {
                    Err(IllegalAction::NoneLeft {
                        color: self.side(),
                        kind,
                    })
                } else {
                    Ok(())
                }
            }
            _ if phase == Phase::Placement => Err(IllegalAction::PlacementPhase),
            Action::Pass | Action::Stack { .. } if phase != Phase::SecondAction => {
                Err(IllegalAction::MustCapture(phase))
            }
            Action::Pass => Ok(()),
            Action::Capture { from, to } => self.check_move(from, to, true),
            Action::Stack { from, to } => self.check_move(from, to, false),
        }
    }

    fn check_move(&self, from: Cell, to: Cell, capture: bool) -> Result<(), IllegalAction> {
        let mover = self.stack(from).ok_or(IllegalAction::NoStack(from))?;
        if mover.color() != self.side() {
            return Err(IllegalAction::NotYours(from));
        }
        if from == to {
            return Err(IllegalAction::SameCell);
        }
        let Some(dir) = Direction::ALL
            .into_iter()
            .find(|&d| RAYS[d as usize][from.index()] & to.bit() != 0)
        else {
            let ((x0, y0), (x1, y1)) = (from.axial(), to.axial());
            let (dx, dy) = (x1 - x0, y1 - y0);
            return Err(if dx == 0 || dy == 0 || dx == -dy {
                IllegalAction::CrossesCentre { from, to }
            } else {
                IllegalAction::NotOnALine { from, to }
            });
        };
        let Some(target) = self.stack(to) else {
            return Err(IllegalAction::EmptyTarget(to));
        };
        let blocker = first_blocker(from, dir, self.occupied()).expect("`to` is occupied");
        if blocker != to {
            return Err(IllegalAction::Blocked { from, to, blocker });
        }
        match (capture, target.color() == mover.color()) {
            (true, true) => Err(IllegalAction::OwnTarget(to, Action::Stack { from, to })),
            (false, false) => Err(IllegalAction::OpponentTarget(
                to,
                Action::Capture { from, to },
            )),
            (true, false) if target.height() > mover.height() => Err(IllegalAction::TooTall {
                from,
                to,
                mover: mover.height(),
                target: target.height(),
            }),
            _ => Ok(()),
        }
    }
}
