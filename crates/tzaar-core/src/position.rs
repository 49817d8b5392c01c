//! A validated position, played forward with [`Position::play`] and back with [`Position::undo`],
//! with an incrementally updated Zobrist hash.

use crate::action::Action;
use crate::board::{Bitboard, Cell, NUM_CELLS, cells};
use thiserror::Error;

use crate::piece::{Color, PieceType, Stack};
use crate::setup::{Phase, Setup};
use crate::zobrist;

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

impl PositionError {
    /// A stable kebab-case identifier of the kind of error, e.g. `too-many-pieces`.
    pub const fn code(&self) -> &'static str {
        match self {
            PositionError::TooManyPieces { .. } => "too-many-pieces",
            PositionError::StackDuringPlacement(_) => "stack-during-placement",
            PositionError::PlacementTurn { .. } => "placement-turn",
            PositionError::PlacementComplete => "placement-complete",
            PositionError::OpeningNotFull => "opening-not-full",
            PositionError::NothingCaptured => "nothing-captured",
            PositionError::BothLackType => "both-lack-type",
            PositionError::MoverLacksType(_) => "mover-lacks-type",
        }
    }
}

/// A legal TZAAR position: the stacks, the side to act and the phase.
///
/// Built from a [`Setup`] by [`Position::from_setup`], which rejects what no game can reach in
/// the ways it can check (too many pieces, a wrong side in placement, and so on).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_top: [Bitboard; 3],
    heights: [u8; NUM_CELLS],
    /// The stacks' contents; only meaningful on occupied cells.
    stacks: [Stack; NUM_CELLS],
    side: Color,
    phase: Phase,
    hash: u64,
}

/// What [`Position::undo`] needs to take an action back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Undo {
    action: Action,
    /// The target's stack before the action (the captured or stacked-on one).
    target: Option<Stack>,
    phase: Phase,
    side: Color,
    hash: u64,
}

impl Undo {
    /// The action this undoes.
    pub fn action(&self) -> Action {
        self.action
    }
}

impl Position {
    /// The fixed start position (rulebook Diagram 4).
    ///
    /// ```
    /// use tzaar_core::{Color, Phase, Position};
    ///
    /// let pos = Position::standard();
    /// assert_eq!((pos.side(), pos.phase()), (Color::White, Phase::Opening));
    /// assert_eq!(pos.occupied().count_ones(), 60);
    /// ```
    pub fn standard() -> Position {
        Position::from_setup(&Setup::standard()).expect("the standard setup is valid")
    }

    /// Validates a setup.
    ///
    /// ```
    /// use tzaar_core::{Position, PositionError, Setup};
    ///
    /// let pos = Position::from_setup(&Setup::random(42)).unwrap();
    /// assert_eq!(pos.to_setup(), Setup::random(42));
    /// // The opening needs a full board.
    /// let mut setup = Setup::standard();
    /// setup.board[0] = None;
    /// assert_eq!(Position::from_setup(&setup), Err(PositionError::OpeningNotFull));
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut pos = Position {
            by_color: [0; 2],
            by_top: [0; 3],
            heights: [0; NUM_CELLS],
            stacks: [Stack::NONE; NUM_CELLS],
            side: setup.side,
            phase: setup.phase,
            hash: 0,
        };
        let mut totals = [[0u8; 3]; 2];
        for cell in Cell::all() {
            if let Some(stack) = setup.board[cell.index()] {
                pos.put(cell, stack);
                for kind in stack.pieces() {
                    // Saturating: a string can hold far more pieces than a u8 counts, and
                    // anything over the limit is refused below anyway.
                    let n = &mut totals[stack.color().index()][kind.index()];
                    *n = n.saturating_add(1);
                }
                if setup.phase == Phase::Placement && stack.height() > 1 {
                    return Err(PositionError::StackDuringPlacement(cell));
                }
            }
        }
        for color in Color::ALL {
            for kind in PieceType::ALL {
                let found = totals[color.index()][kind.index()];
                if found > kind.count() {
                    return Err(PositionError::TooManyPieces {
                        color,
                        kind,
                        found,
                        max: kind.count(),
                    });
                }
            }
        }
        let placed = |c: Color| pos.by_color[c.index()].count_ones() as u8;
        match setup.phase {
            Phase::Placement => {
                let (white, black) = (placed(Color::White), placed(Color::Black));
                if white + black == NUM_CELLS as u8 {
                    return Err(PositionError::PlacementComplete);
                }
                let expected = if white == black {
                    Some(Color::White)
                } else if white == black + 1 {
                    Some(Color::Black)
                } else {
                    None
                };
                if expected != Some(setup.side) {
                    return Err(PositionError::PlacementTurn {
                        side: setup.side,
                        white,
                        black,
                    });
                }
            }
            Phase::Opening => {
                let singles = pos.heights.iter().all(|&h| h == 1);
                if setup.side != Color::White || !singles {
                    return Err(PositionError::OpeningNotFull);
                }
            }
            Phase::FirstAction | Phase::SecondAction => {
                let total: u32 = totals.iter().flatten().map(|&n| n as u32).sum();
                if total == NUM_CELLS as u32 {
                    return Err(PositionError::NothingCaptured);
                }
                let lacks = |c: Color| PieceType::ALL.iter().any(|&k| !pos.has_visible(c, k));
                if lacks(Color::White) && lacks(Color::Black) {
                    return Err(PositionError::BothLackType);
                }
                if setup.phase == Phase::SecondAction && lacks(setup.side) {
                    return Err(PositionError::MoverLacksType(setup.side));
                }
            }
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The raw setup of this position.
    pub fn to_setup(&self) -> Setup {
        let mut s = Setup::empty(self.side, self.phase);
        for cell in Cell::all() {
            s.board[cell.index()] = self.stack(cell);
        }
        s
    }

    /// The side to act.
    #[inline]
    pub fn side(&self) -> Color {
        self.side
    }

    /// The phase.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The Zobrist hash (see [`crate::zobrist`]).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The stack on `cell`, if any.
    #[inline]
    pub fn stack(&self, cell: Cell) -> Option<Stack> {
        if self.occupied() & cell.bit() != 0 {
            Some(self.stacks[cell.index()])
        } else {
            None
        }
    }

    /// The height of the stack on `cell` (0 if empty).
    #[inline]
    pub fn height(&self, cell: Cell) -> u8 {
        self.heights[cell.index()]
    }

    /// The cells holding a stack.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The cells holding `color`'s stacks.
    #[inline]
    pub fn cells_of(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The cells whose top piece is of type `kind` (either colour).
    #[inline]
    pub fn cells_with_top(&self, kind: PieceType) -> Bitboard {
        self.by_top[kind.index()]
    }

    /// Whether `color` has a stack topped by `kind`.
    #[inline]
    pub fn has_visible(&self, color: Color, kind: PieceType) -> bool {
        self.by_color[color.index()] & self.by_top[kind.index()] != 0
    }

    /// How many of `color`'s pieces of `kind` are on the board, buried ones included.
    pub fn pieces_on_board(&self, color: Color, kind: PieceType) -> u8 {
        cells(self.by_color[color.index()])
            .map(|c| self.stacks[c.index()].count(kind))
            .sum()
    }

    /// How many pieces of `kind` `color` still has to place (placement phase; otherwise 0).
    #[inline]
    pub fn pieces_to_place(&self, color: Color, kind: PieceType) -> u8 {
        if self.phase == Phase::Placement {
            // Nothing is stacked during placement, so each placed piece is a visible top.
            let placed = (self.cells_of(color) & self.cells_with_top(kind)).count_ones() as u8;
            kind.count() - placed
        } else {
            0
        }
    }

    /// The hash computed from scratch; always equal to [`Position::hash`].
    pub fn compute_hash(&self) -> u64 {
        let mut h = zobrist::phase(self.phase) ^ zobrist::side(self.side);
        for c in cells(self.occupied()) {
            let s = self.stacks[c.index()];
            h ^= zobrist::stack(c.index(), s.color(), s.top(), s.height());
        }
        h
    }

    /// Plays an action known to be legal (from [`Position::legal_actions`] or checked with
    /// [`Position::check`]). An illegal one leaves the position meaningless.
    pub fn play_unchecked(&mut self, action: Action) -> Undo {
        debug_assert_eq!(self.check(action), Ok(()), "{action:?}");
        let mut undo = Undo {
            action,
            target: None,
            phase: self.phase,
            side: self.side,
            hash: self.hash,
        };
        self.hash ^= zobrist::phase(self.phase) ^ zobrist::side(self.side);
        let mover = self.side;
        match action {
            Action::Place { cell, kind } => {
                self.put(cell, Stack::single(mover, kind));
                self.hash_stack(cell);
                let all_placed = self.occupied().count_ones() == NUM_CELLS as u32;
                self.phase = if all_placed {
                    Phase::Opening
                } else {
                    Phase::Placement
                };
                self.side = if all_placed {
                    Color::White
                } else {
                    mover.opponent()
                };
            }
            Action::Capture { from, to } | Action::Stack { from, to } => {
                let moving = self.stacks[from.index()];
                let target = self.stacks[to.index()];
                undo.target = Some(target);
                self.hash_stack(from);
                self.hash_stack(to);
                self.remove(from);
                self.remove(to);
                let landed = if action.is_capture() {
                    moving
                } else {
                    target.with_on_top(moving)
                };
                self.put(to, landed);
                self.hash_stack(to);
                self.advance_phase();
            }
            Action::Pass => self.advance_phase(),
        }
        self.hash ^= zobrist::phase(self.phase) ^ zobrist::side(self.side);
        undo
    }

    /// Takes back the action that returned `undo`; undos must be applied in reverse order.
    pub fn undo(&mut self, undo: Undo) {
        match undo.action {
            Action::Place { cell, .. } => self.remove(cell),
            Action::Capture { from, to } | Action::Stack { from, to } => {
                let target = undo.target.expect("a move's undo holds its target");
                let landed = self.stacks[to.index()];
                self.remove(to);
                let moving = if undo.action.is_capture() {
                    landed
                } else {
                    landed.upper(target.height())
                };
                self.put(from, moving);
                self.put(to, target);
            }
            Action::Pass => {}
        }
        self.side = undo.side;
        self.phase = undo.phase;
        self.hash = undo.hash;
    }

    /// After a capture or stacking move, or a pass: the next phase and side.
    fn advance_phase(&mut self) {
        self.phase = match self.phase {
            Phase::FirstAction => Phase::SecondAction,
            _ => {
                self.side = self.side.opponent();
                Phase::FirstAction
            }
        };
    }

    #[inline]
    fn hash_stack(&mut self, cell: Cell) {
        let i = cell.index();
        let s = self.stacks[i];
        self.hash ^= zobrist::stack(i, s.color(), s.top(), self.heights[i]);
    }

    #[inline]
    fn put(&mut self, cell: Cell, stack: Stack) {
        let i = cell.index();
        self.stacks[i] = stack;
        self.heights[i] = stack.height();
        self.by_color[stack.color().index()] |= cell.bit();
        self.by_top[stack.top().index()] |= cell.bit();
    }

    #[inline]
    fn remove(&mut self, cell: Cell) {
        let i = cell.index();
        let bit = !cell.bit();
        // Empty cells always hold the same placeholder, so that equal positions compare equal.
        self.stacks[i] = Stack::NONE;
        self.heights[i] = 0;
        self.by_color[0] &= bit;
        self.by_color[1] &= bit;
        self.by_top[0] &= bit;
        self.by_top[1] &= bit;
        self.by_top[2] &= bit;
    }
}
