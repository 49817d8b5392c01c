//! Legal actions for each phase. Why a given action is illegal is the next layer up
//! (`legality.rs`, [`Position::check`]).
//!
//! - Placement: any empty cell, any type the mover still has in hand.
//! - Opening and first action: captures only. A stack moves along a line over empty cells to the
//!   first occupied cell; it captures if that stack is the opponent's and not taller.
//! - Second action: a capture, a stacking move (onto the first own stack along a line, any
//!   heights), or a pass.
//! - A finished game has no actions.

use arrayvec::ArrayVec;

use crate::action::Action;
use crate::board::{ALL_CELLS, Bitboard, Cell, Direction, RAYS, cells, first_blocker};
use crate::piece::{Color, PieceType};
use crate::position::Position;
use crate::setup::Phase;

/// Room for every action of any position: at most 180 moves and a pass, or 180 placements.
pub const MAX_ACTIONS: usize = 192;

/// A list of actions on the stack.
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// Which legal actions [`Position::generate`] and [`Position::for_each_action`] produce.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum GenKind {
    /// Every legal action.
    All,
    /// The captures only.
    Captures,
    /// Everything but captures: stacking moves and the pass in a second action, placements in
    /// the placement phase.
    NonCaptures,
}

impl Position {
    /// All legal actions, in a fixed order (by moving cell, then direction; pass last).
    ///
    /// ```
    /// use tzaar_core::Position;
    ///
    /// let pos = Position::standard();
    /// let actions = pos.legal_actions();
    /// assert!(actions.iter().all(|a| a.is_capture()));
    /// assert_eq!(actions.len() as u64, pos.count_legal_actions());
    /// ```
    pub fn legal_actions(&self) -> ActionList {
        let mut list = ActionList::new();
        self.generate(GenKind::All, &mut list);
        list
    }

    /// ```
    /// use tzaar_core::{ActionList, GenKind, Position};
    ///
    /// let mut pos = Position::standard();
    /// pos.play("D5xD4".parse().unwrap()).unwrap();
    /// pos.play("C3xD4".parse().unwrap()).unwrap();
    /// // Black's second action: captures, stacking moves and a pass.
    /// let mut list = ActionList::new();
    /// pos.generate(GenKind::Captures, &mut list);
    /// let captures = list.len();
    /// pos.generate(GenKind::NonCaptures, &mut list);
    /// assert_eq!(list.len(), pos.legal_actions().len());
    /// assert!(list[..captures].iter().all(|a| a.is_capture()));
    /// assert!(list.iter().all(|&a| pos.is_legal(a)));
    /// ```
    ///
    /// Appends the legal actions of `kind` to `out`, in the order of
    /// [`Position::legal_actions`]. A finished game has none; finding that out costs a few
    /// bitboard operations. Panics if `out` runs out of room, which an empty list never does.
    #[inline]
    pub fn generate(&self, kind: GenKind, out: &mut ActionList) {
        self.for_each_action(kind, |a| out.push(a));
    }

    /// Calls `f` with each legal action of `kind`, in the order of
    /// [`Position::legal_actions`].
    #[inline]
    pub fn for_each_action(&self, kind: GenKind, mut f: impl FnMut(Action)) {
        let phase = self.phase();
        if phase == Phase::Placement {
            if kind != GenKind::Captures {
                let side = self.side();
                let kinds = PieceType::ALL.map(|k| self.pieces_to_place(side, k) > 0);
                for cell in cells(!self.occupied() & ALL_CELLS) {
                    for k in PieceType::ALL {
                        if kinds[k.index()] {
                            f(Action::Place { cell, kind: k });
                        }
                    }
                }
            }
            return;
        }
        if self.someone_lacks_a_type() {
            return;
        }
        let second = phase == Phase::SecondAction;
        let side = self.side();
        let as_action = |from, to, capture| {
            if capture {
                Action::Capture { from, to }
            } else {
                Action::Stack { from, to }
            }
        };
        match kind {
            GenKind::All if second => {
                self.for_each_move::<true, true>(side, |from, to, c| f(as_action(from, to, c)));
            }
            GenKind::All | GenKind::Captures => {
                self.for_each_move::<true, false>(side, |from, to, _| {
                    f(Action::Capture { from, to })
                });
            }
            GenKind::NonCaptures if second => {
                self.for_each_move::<false, true>(side, |from, to, _| {
                    f(Action::Stack { from, to })
                });
            }
            GenKind::NonCaptures => {}
        }
        if second && kind != GenKind::Captures {
            f(Action::Pass);
        }
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
                let mut n = 0;
                if phase == Phase::SecondAction {
                    n += 1;
                    self.for_each_move::<true, true>(self.side(), |_, _, _| n += 1);
                } else {
                    self.for_each_move::<true, false>(self.side(), |_, _, _| n += 1);
                }
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

    /// The opponent's stacks that `by` could capture if it were to act, whatever the phase and
    /// whether or not the game is over.
    pub fn capturable(&self, by: Color) -> Bitboard {
        let mut targets = 0;
        self.for_each_move::<true, false>(by, |_, to, _| targets |= to.bit());
        targets
    }

    /// The number of captures `by` could make if it were to act (pairs of moving and captured
    /// stack), whatever the phase and whether or not the game is over.
    pub fn capture_count(&self, by: Color) -> u32 {
        let mut n = 0;
        self.for_each_move::<true, false>(by, |_, _, _| n += 1);
        n
    }

    /// Calls `f(from, to, is_capture)` for each of `color`'s captures when `CAPTURES`, and for
    /// each stacking move when `STACKS`, by moving cell, then direction.
    #[inline]
    fn for_each_move<const CAPTURES: bool, const STACKS: bool>(
        &self,
        color: Color,
        mut f: impl FnMut(Cell, Cell, bool),
    ) {
        let occupied = self.occupied();
        let theirs = self.cells_of(color.opponent());
        for from in cells(self.cells_of(color)) {
            let h = self.height(from);
            for d in Direction::ALL {
                if let Some(to) = first_blocker(from, d, occupied) {
                    if theirs & to.bit() != 0 {
                        if CAPTURES && self.height(to) <= h {
                            f(from, to, true);
                        }
                    } else if STACKS {
                        f(from, to, false);
                    }
                }
            }
        }
    }

    /// Whether `action` is legal here: exactly `self.check(action).is_ok()`, without building
    /// the reason (for validating a move from a transposition table).
    pub fn is_legal(&self, action: Action) -> bool {
        let phase = self.phase();
        match action {
            Action::Place { cell, kind } => {
                phase == Phase::Placement
                    && self.occupied() & cell.bit() == 0
                    && self.pieces_to_place(self.side(), kind) > 0
            }
            _ if phase == Phase::Placement || self.someone_lacks_a_type() => false,
            Action::Pass => phase == Phase::SecondAction,
            Action::Stack { from, to } => {
                phase == Phase::SecondAction && self.is_move(from, to, self.side())
            }
            // A legal capture also means the side is not out of captures, the other way for
            // the game to be over.
            Action::Capture { from, to } => self.is_move(from, to, self.side().opponent()),
        }
    }

    /// Whether the side to act's stack on `from` reaches a stack of `target` on `to` along a
    /// line, and may take it if it is the opponent's.
    #[inline]
    fn is_move(&self, from: Cell, to: Cell, target: Color) -> bool {
        let side = self.side();
        if self.cells_of(side) & from.bit() == 0 || self.cells_of(target) & to.bit() == 0 {
            return false;
        }
        let occupied = self.occupied();
        let reaches = Direction::ALL.into_iter().any(|d| {
            RAYS[d as usize][from.index()] & to.bit() != 0
                && first_blocker(from, d, occupied) == Some(to)
        });
        reaches && (target == side || self.height(to) <= self.height(from))
    }

    /// Whether either player has no visible piece of some type, which ends the game.
    #[inline]
    pub(crate) fn someone_lacks_a_type(&self) -> bool {
        Color::ALL
            .into_iter()
            .any(|c| PieceType::ALL.into_iter().any(|k| !self.has_visible(c, k)))
    }
}
