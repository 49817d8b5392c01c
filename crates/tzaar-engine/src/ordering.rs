//! Move ordering: which action to try first.
//!
//! In order: the transposition table's action; captures, by what they take from the opponent
//! (a stack of a scarce type first, taller stacks first) and their history; the two killer
//! actions of the ply; then stacking moves and the pass by their history.

use tzaar_core::{Action, Color, PieceType, Position};

const CELLS: usize = 60;

/// How often each action caused a cutoff, by side; indexed by kind, from and to.
pub struct History {
    table: Vec<i32>,
}

impl Default for History {
    fn default() -> History {
        History {
            table: vec![0; 2 * 3 * CELLS * CELLS],
        }
    }
}

/// The history's ceiling; entries decay towards it (the "gravity" update keeps them bounded).
const HISTORY_MAX: i32 = 1 << 14;

impl History {
    fn index(side: Color, a: Action) -> Option<usize> {
        let (kind, from, to) = match a {
            Action::Capture { from, to } => (0, from.index(), to.index()),
            Action::Stack { from, to } => (1, from.index(), to.index()),
            Action::Pass => (2, 0, 0),
            Action::Place { cell, kind } => (2, cell.index(), kind.index() + 1),
        };
        Some(((side.index() * 3 + kind) * CELLS + from) * CELLS + to)
    }

    /// The history score of `a` for `side`.
    #[inline]
    pub fn get(&self, side: Color, a: Action) -> i32 {
        History::index(side, a).map_or(0, |i| self.table[i])
    }

    /// Rewards (`bonus > 0`) or punishes an action.
    pub fn update(&mut self, side: Color, a: Action, bonus: i32) {
        if let Some(i) = History::index(side, a) {
            let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
            let e = &mut self.table[i];
            *e += b - *e * b.abs() / HISTORY_MAX;
        }
    }

    /// Halves every entry (between searches).
    pub fn age(&mut self) {
        for e in &mut self.table {
            *e /= 2;
        }
    }
}

/// Two killer actions per ply.
pub struct Killers {
    slots: Vec<[Option<Action>; 2]>,
}

impl Killers {
    /// No killers yet, for plies `0..plies`.
    pub fn new(plies: usize) -> Killers {
        Killers {
            slots: vec![[None; 2]; plies],
        }
    }

    /// The killers of a ply.
    #[inline]
    pub fn get(&self, ply: usize) -> [Option<Action>; 2] {
        self.slots[ply]
    }

    /// Remembers an action that caused a cutoff at `ply`.
    pub fn add(&mut self, ply: usize, a: Action) {
        let s = &mut self.slots[ply];
        if s[0] != Some(a) {
            s[1] = s[0];
            s[0] = Some(a);
        }
    }

    /// Forgets all killers.
    pub fn clear(&mut self) {
        self.slots.fill([None; 2]);
    }
}

/// Ordering keys: larger first.
pub const TT_MOVE: i32 = 1 << 30;
const CAPTURE_BASE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;

/// What capturing a stack of each type is worth to the side to act: more the fewer of that
/// type the opponent has left. Computed once per node, for [`key`].
pub struct Scarcity([i32; 3]);

impl Scarcity {
    /// The values in `pos`, from the opponent's visible stacks per type.
    #[inline]
    pub fn new(pos: &Position) -> Scarcity {
        let them = pos.cells_of(pos.side().opponent());
        Scarcity(PieceType::ALL.map(|k| {
            let n = (them & pos.cells_with_top(k)).count_ones().max(1);
            (64 / n as i32) * 1024
        }))
    }
}

/// The ordering key of `a` in `pos`.
#[inline]
pub fn key(
    pos: &Position,
    a: Action,
    tt_move: Option<Action>,
    killers: [Option<Action>; 2],
    history: &History,
    scarcity: &Scarcity,
) -> i32 {
    if Some(a) == tt_move {
        return TT_MOVE;
    }
    let h = history.get(pos.side(), a);
    match a {
        Action::Capture { to, .. } => {
            let victim = pos.stack(to).expect("a capture has a target");
            // Fewer of the victim's type left means a more valuable capture.
            CAPTURE_BASE + scarcity.0[victim.top().index()] + victim.height() as i32 * 256 + h / 64
        }
        _ if killers[0] == Some(a) => KILLER + 1,
        _ if killers[1] == Some(a) => KILLER,
        _ => h,
    }
}
