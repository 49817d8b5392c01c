//! Legal actions for each phase, and why an action is illegal.
//!
//! - Placement: any empty cell, any type the mover still has in hand.
//! - Opening and first action: captures only. A stack moves along a line over empty cells to the
//!   first occupied cell; it captures if that stack is the opponent's and not taller.
//! - Second action: a capture, a stacking move (onto the first own stack along a line, any
//!   heights), or a pass.
//! - A finished game has no actions.

use arrayvec::ArrayVec;

use crate::action::Action;
use crate::board::{ALL_CELLS, Cell, Direction, RAYS, cells, first_blocker};
use crate::error::IllegalAction;
use crate::piece::{Color, PieceType};
use crate::position::Position;
use crate::setup::Phase;

/// Room for every action of any position: at most 180 moves and a pass, or 180 placements.
pub const MAX_ACTIONS: usize = 192;

/// A list of actions on the stack.
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl Position {
    /// All legal actions, in a fixed order (by moving cell, then direction; pass last).
    pub fn legal_actions(&self) -> ActionList {
        let mut list = ActionList::new();
        match self.phase() {
            Phase::Placement => {
                let side = self.side();
                for cell in cells(!self.occupied() & ALL_CELLS) {
                    for kind in PieceType::ALL {
                        if self.pieces_to_place(side, kind) > 0 {
                            list.push(Action::Place { cell, kind });
                        }
                    }
                }
            }
            phase => {
                if self.someone_lacks_a_type() {
                    return list;
                }
                let stacking = phase == Phase::SecondAction;
                self.for_each_move(self.side(), stacking, |from, to, capture| {
                    list.push(if capture {
                        Action::Capture { from, to }
                    } else {
                        Action::Stack { from, to }
                    });
                });
                if stacking {
                    list.push(Action::Pass);
                }
            }
        }
        list
    }

    /// The number of legal actions, without listing them (for perft's last ply).
    pub fn count_legal_actions(&self) -> u64 {
        match self.phase() {
            Phase::Placement => {
                let empty = (!self.occupied() & ALL_CELLS).count_ones() as u64;
                let kinds = PieceType::ALL
                    .iter()
                    .filter(|&&k| self.pieces_to_place(self.side(), k) > 0)
                    .count() as u64;
                empty * kinds
            }
            phase => {
                if self.someone_lacks_a_type() {
                    return 0;
                }
                let stacking = phase == Phase::SecondAction;
                let mut n = u64::from(stacking);
                self.for_each_move(self.side(), stacking, |_, _, _| n += 1);
                n
            }
        }
    }

    /// Whether `color` could capture something if it were to act.
    pub fn has_capture(&self, color: Color) -> bool {
        let occupied = self.occupied();
        let theirs = self.cells_of(color.opponent());
        cells(self.cells_of(color)).any(|from| {
            let h = self.height(from);
            Direction::ALL.into_iter().any(|d| {
                first_blocker(from, d, occupied)
                    .is_some_and(|t| theirs & t.bit() != 0 && self.height(t) <= h)
            })
        })
    }

    /// Calls `f(from, to, is_capture)` for each capture of `color`, and each stacking move too
    /// when `stacking`.
    #[inline]
    fn for_each_move(&self, color: Color, stacking: bool, mut f: impl FnMut(Cell, Cell, bool)) {
        let occupied = self.occupied();
        let theirs = self.cells_of(color.opponent());
        for from in cells(self.cells_of(color)) {
            let h = self.height(from);
            for d in Direction::ALL {
                if let Some(to) = first_blocker(from, d, occupied) {
                    if theirs & to.bit() != 0 {
                        if self.height(to) <= h {
                            f(from, to, true);
                        }
                    } else if stacking {
                        f(from, to, false);
                    }
                }
            }
        }
    }

    /// Whether either player has no visible piece of some type, which ends the game.
    #[inline]
    pub(crate) fn someone_lacks_a_type(&self) -> bool {
        Color::ALL
            .into_iter()
            .any(|c| PieceType::ALL.into_iter().any(|k| !self.has_visible(c, k)))
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
            (true, true) => Err(IllegalAction::OwnTarget(
                to,
                Action::Stack { from, to }.to_string(),
            )),
            (false, false) => Err(IllegalAction::OpponentTarget(
                to,
                Action::Capture { from, to }.to_string(),
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
