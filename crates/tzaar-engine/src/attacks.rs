//! Which stacks can capture which, kept up to date as actions are played, so that the search
//! reads the evaluation's [`SideInfo`]s without looking along every line of the board at every
//! leaf.
//!
//! Two stacks see each other when each is the first stack along a line from the other; of two
//! enemy stacks that see each other, the taller (or either, when equal) can capture the other.
//! An action changes at most two cells, and only the pairs of stacks that touch a changed cell,
//! or see each other across it, can change: [`Attacks::play`] takes those pairs' part out before
//! the action and puts it back after.

use tzaar_core::board::{NUM_CELLS, RAYS, cells, first_blocker};
use tzaar_core::{Action, Bitboard, Cell, Color, Direction, PieceType, Position, Undo};

/// What the evaluation sees of one side, computed once per position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideInfo {
    /// Visible stacks per type.
    pub count: [u32; 3],
    /// Enemy cells this side can capture now.
    pub targets: Bitboard,
    /// Number of captures this side has (pairs of cells).
    pub captures: u32,
    /// The tallest stack.
    pub max_height: u8,
    /// This side's stacks of two or more pieces.
    pub stacked: Bitboard,
    /// This side's stacks that hang: some enemy stack can capture them, and the tallest enemy
    /// stack that sees them is taller than this side's tallest that does (the capturer could
    /// not be taken back).
    pub hanging: Bitboard,
}

/// Counts, targets and captures of both sides, computed from scratch (the search keeps them up
/// to date instead, with [`Attacks`]).
pub fn side_infos(pos: &Position) -> [SideInfo; 2] {
    Attacks::new(pos).infos(pos)
}

/// The captures of both sides in a position: what [`side_infos`] reports, in a form that
/// [`Attacks::play`] keeps up to date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attacks {
    /// Each side's number of captures (pairs of its stack and an enemy stack it can take).
    captures: [u32; 2],
    /// Each side's tallest stack.
    max_height: [u8; 2],
    /// Each side's visible stacks per type.
    count: [[u8; 3]; 2],
    /// The cells holding two or more pieces.
    stacked: Bitboard,
    /// For each cell, how many enemy stacks can capture its stack (at most 6; the last four
    /// are always 0, so that the cells can be read eight at a time).
    attackers: [u8; 64],
    /// For each direction (as in [`Direction::ALL`]) and each stack's cell, the stack it sees
    /// that way, as [`seer`] codes it for the cell's owner (0: none, and on every empty cell
    /// and the last four).
    seers: [[u8; 64]; 6],
}

/// A stack of `height` as [`Attacks`] keeps it for a stack that sees it: twice the height,
/// plus 1 if both stacks are the same side's. Of two codes the larger is the taller stack, or
/// at equal heights the own one.
#[inline]
fn seer(height: u8, own: bool) -> u8 {
    (height << 1) | u8::from(own)
}

/// The three directions that lead to higher cell indices.
const INCREASING: [Direction; 3] = [Direction::ALL[0], Direction::ALL[1], Direction::ALL[2]];

impl Attacks {
    /// The captures of `pos`, computed from scratch.
    pub fn new(pos: &Position) -> Attacks {
        let mut attacks = Attacks {
            captures: [0; 2],
            max_height: [0; 2],
            count: [[0; 3]; 2],
            stacked: 0,
            attackers: [0; 64],
            seers: [[0; 64]; 6],
        };
        let occupied = pos.occupied();
        // Looking along the increasing directions from every stack finds every pair once.
        for from in cells(occupied) {
            for d in INCREASING {
                if let Some(to) = first_blocker(from, d, occupied) {
                    attacks.pair_both(pos, from, to, d as usize, 1);
                }
            }
        }
        for color in Color::ALL {
            attacks.max_height[color.index()] = max_height(pos, color);
            let mine = pos.cells_of(color);
            attacks.count[color.index()] =
                PieceType::ALL.map(|k| (mine & pos.cells_with_top(k)).count_ones() as u8);
        }
        for c in cells(occupied) {
            if pos.height(c) >= 2 {
                attacks.stacked |= c.bit();
            }
        }
        attacks
    }

    /// Both sides' [`SideInfo`] in `pos`, the position these attacks belong to.
    #[inline]
    pub fn infos(&self, pos: &Position) -> [SideInfo; 2] {
        let attacked = self.attacked();
        let hanging = self.hanging(attacked);
        Color::ALL.map(|color| {
            let mine = pos.cells_of(color);
            SideInfo {
                count: self.count[color.index()].map(u32::from),
                targets: attacked & pos.cells_of(color.opponent()),
                captures: self.captures[color.index()],
                max_height: self.max_height[color.index()],
                stacked: self.stacked & mine,
                hanging: hanging & mine,
            }
        })
    }

    /// Of the `attacked` stacks, those that hang: the tallest enemy stack that sees the cell
    /// is taller than its owner's tallest that does.
    #[inline]
    fn hanging(&self, attacked: Bitboard) -> Bitboard {
        // For each cell, the largest code that sees it: the enemy's (even) exactly when it
        // hangs. An empty direction (0) never beats an attacker, which is at least 2.
        let mut best = [0u8; 64];
        for line in &self.seers {
            for (b, &s) in best.iter_mut().zip(line) {
                *b = (*b).max(s);
            }
        }
        attacked & cells_where(&best, |bytes| !bytes & 0x0101_0101_0101_0101)
    }

    /// Plays `action` (legal in `pos`) on `pos` and brings the attacks up to date. To take it
    /// back, undo `pos` and restore a copy of the attacks from before.
    #[inline]
    pub fn play(&mut self, pos: &mut Position, action: Action) -> Undo {
        let mover = pos.side();
        let m = mover.index();
        let undo = match action {
            Action::Capture { from, to } | Action::Stack { from, to } => {
                let taken = pos.height(to);
                // The stack on `to` is no longer visible (the captured one, or the one built on).
                let target = pos.stack(to).expect("a move has a target");
                self.count[target.color().index()][target.top().index()] -= 1;
                let undo = self.play_move(pos, action, from, to);
                let landed = pos.height(to);
                self.stacked &= !from.bit();
                if landed < 2 {
                    self.stacked &= !to.bit();
                } else {
                    self.stacked |= to.bit();
                }
                if action.is_capture() {
                    // The captured stack may have been the opponent's tallest.
                    let o = mover.opponent().index();
                    if taken == self.max_height[o] {
                        self.max_height[o] = max_height(pos, mover.opponent());
                    }
                } else {
                    // The new stack is taller than both it was made of.
                    self.max_height[m] = self.max_height[m].max(landed);
                }
                undo
            }
            Action::Place { cell, kind } => {
                self.count[m][kind.index()] += 1;
                let occupied = pos.occupied();
                // The stacks that saw each other across the empty cell now see the new piece.
                for d in INCREASING {
                    let p = first_blocker(cell, d, occupied);
                    let q = first_blocker(cell, d.opposite(), occupied);
                    if let (Some(p), Some(q)) = (p, q) {
                        self.pair_both(pos, p, q, d as usize + 3, -1);
                    }
                }
                let undo = pos.play_unchecked(action);
                let mut attackers = 0;
                for d in Direction::ALL {
                    if let Some(x) = first_blocker(cell, d, occupied) {
                        attackers += self.pair(pos, cell, x, d as usize, 1);
                    }
                }
                self.attack(cell, attackers);
                self.max_height[m] = self.max_height[m].max(1);
                undo
            }
            Action::Pass => pos.play_unchecked(action),
        };
        debug_assert_eq!(*self, Attacks::new(pos), "after {action:?} in `{pos}`");
        undo
    }

    /// Plays the capture or stacking move `action` from `from` to `to`, taking out the part of
    /// the pairs of stacks it changes before and putting it back after: `to`'s pairs (its stack
    /// changes, and it sees the same stacks but for the one beyond `from`), `from`'s pairs, and
    /// the pairs that see each other across `from` once it is empty.
    #[inline]
    fn play_move(&mut self, pos: &mut Position, action: Action, from: Cell, to: Cell) -> Undo {
        let occupied = pos.occupied();
        let d = LINE[from.index()][to.index()] as usize;
        let back = (d + 3) % 6;
        // The attackers of `to` are gathered here, and `from` has none once it is empty.
        let mut to_attackers = 0;
        // Before: every stack `to` sees, `from` among them.
        let mut seen = [None; 6];
        for (e, x) in seen.iter_mut().enumerate() {
            *x = first_blocker(to, Direction::ALL[e], occupied);
            if let Some(x) = *x {
                to_attackers += self.pair(pos, to, x, e, -1);
            }
        }
        let beyond = first_blocker(from, Direction::ALL[back], occupied);
        if let Some(p) = beyond {
            let _ = self.pair(pos, from, p, back, -1);
        }
        // After: the same, but for the stack beyond `from` in place of `from`.
        seen[back] = beyond;
        let mut across = [(None, None); 2];
        for (i, pair) in across.iter_mut().enumerate() {
            let axis = (d + 1 + i) % 3;
            *pair = (
                first_blocker(from, Direction::ALL[axis], occupied),
                first_blocker(from, Direction::ALL[axis + 3], occupied),
            );
            for (y, e) in [(pair.0, axis), (pair.1, axis + 3)] {
                if let Some(y) = y {
                    let _ = self.pair(pos, from, y, e, -1);
                }
            }
        }
        let undo = pos.play_unchecked(action);
        for (e, x) in seen.into_iter().enumerate() {
            if let Some(x) = x {
                to_attackers += self.pair(pos, to, x, e, 1);
            }
        }
        for (i, (p, q)) in across.into_iter().enumerate() {
            if let (Some(p), Some(q)) = (p, q) {
                // `p` lies along `axis` from `from`, so `q` lies the opposite way from `p`.
                self.pair_both(pos, p, q, (d + 1 + i) % 3 + 3, 1);
            }
        }
        self.attack(to, to_attackers);
        self.attackers[from.index()] = 0;
        undo
    }

    /// Adds (`sign` 1) or takes out (`sign` -1) the captures between the stacks on `a` and
    /// `b`, which see each other (`b` along the direction with index `d` from `a`), and what
    /// each sees of the other. Returns the change to the number of `a`'s attackers, for the
    /// caller to add (or to gather over all of `a`'s pairs first).
    #[inline]
    #[must_use]
    fn pair(&mut self, pos: &Position, a: Cell, b: Cell, d: usize, sign: i32) -> i32 {
        let white = pos.cells_of(Color::White);
        let a_white = white & a.bit() != 0;
        let b_white = white & b.bit() != 0;
        let enemies = i32::from(a_white != b_white);
        let (ha, hb) = (pos.height(a), pos.height(b));
        let (a_sees, b_sees) = if sign > 0 {
            let own = a_white == b_white;
            (seer(hb, own), seer(ha, own))
        } else {
            (0, 0)
        };
        self.seers[d][a.index()] = a_sees;
        self.seers[(d + 3) % 6][b.index()] = b_sees;
        let a_side = usize::from(!a_white);
        let a_takes = sign * (enemies & i32::from(ha >= hb));
        let b_takes = sign * (enemies & i32::from(hb >= ha));
        self.captures[a_side] = self.captures[a_side].wrapping_add_signed(a_takes);
        self.captures[1 - a_side] = self.captures[1 - a_side].wrapping_add_signed(b_takes);
        self.attack(b, a_takes);
        b_takes
    }

    /// Adds (`sign` 1) or takes out (`sign` -1) the captures between the stacks on `a` and
    /// `b`, which see each other (`b` along the direction with index `d` from `a`), attackers
    /// of both included.
    #[inline]
    fn pair_both(&mut self, pos: &Position, a: Cell, b: Cell, d: usize, sign: i32) {
        let a_delta = self.pair(pos, a, b, d, sign);
        self.attack(a, a_delta);
    }

    /// Adds `delta` to the number of enemy stacks that can capture the stack on `victim`.
    #[inline]
    fn attack(&mut self, victim: Cell, delta: i32) {
        let n = &mut self.attackers[victim.index()];
        *n = n.wrapping_add_signed(delta as i8);
    }

    /// The cells whose stack some enemy stack can capture.
    #[inline]
    fn attacked(&self) -> Bitboard {
        // Each byte is at most 6, so adding 0x7f sets its high bit exactly when it is not 0,
        // without a carry into the next byte.
        cells_where(&self.attackers, |bytes| {
            ((bytes + 0x7f7f_7f7f_7f7f_7f7f) & 0x8080_8080_8080_8080) >> 7
        })
    }
}

/// The cells whose byte in `bytes` passes a test. `test` reads eight bytes at once and returns
/// 1 in the low bit of each byte that passes, 0 everywhere else.
#[inline(always)]
fn cells_where(bytes: &[u8; 64], test: impl Fn(u64) -> u64) -> Bitboard {
    let mut bits = 0;
    for (i, chunk) in bytes.chunks_exact(8).enumerate() {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // The multiplication gathers the eight low bits into the top byte.
        bits |= (test(word).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * i);
    }
    bits
}

/// `LINE[from][to]`: the index in [`Direction::ALL`] of the direction from `from` to `to`, for
/// cells on a line with no centre between them (255 for others).
static LINE: [[u8; NUM_CELLS]; NUM_CELLS] = build_line();

const fn build_line() -> [[u8; NUM_CELLS]; NUM_CELLS] {
    let mut line = [[255; NUM_CELLS]; NUM_CELLS];
    let mut from = 0;
    while from < NUM_CELLS {
        let mut d = 0;
        while d < 6 {
            let mut ray = RAYS[d][from];
            while ray != 0 {
                line[from][ray.trailing_zeros() as usize] = d as u8;
                ray &= ray - 1;
            }
            d += 1;
        }
        from += 1;
    }
    line
}

/// The tallest of `color`'s stacks (0 if none).
fn max_height(pos: &Position, color: Color) -> u8 {
    cells(pos.cells_of(color))
        .map(|c| pos.height(c))
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{self, Weights};
    use crate::test_util::playout_positions;
    use rand::{Rng, SeedableRng};
    use tzaar_core::{Phase, Setup};

    /// Plays random actions from `pos` down to `depth` plies (a few per node), checking after
    /// every play and every undo that the kept attacks equal the ones computed from scratch.
    fn walk(pos: &mut Position, attacks: &mut Attacks, rng: &mut impl Rng, depth: u32) -> u32 {
        let mut checked = 0;
        let list = pos.legal_actions();
        for _ in 0..list.len().min(if depth > 3 { 1 } else { 2 }) {
            let action = list[rng.random_range(0..list.len())];
            let saved = *attacks;
            let undo = attacks.play(pos, action);
            assert_eq!(*attacks, Attacks::new(pos), "after {action:?} in `{pos}`");
            assert_eq!(attacks.infos(pos), side_infos(pos));
            // The search's evaluation, from the kept attacks, is the one from scratch.
            let kept = eval::evaluate_infos(pos, &attacks.infos(pos), &Weights::default());
            assert_eq!(kept, eval::evaluate(pos), "after {action:?} in `{pos}`");
            checked += 1;
            if depth > 0 {
                checked += walk(pos, attacks, rng, depth - 1);
            }
            pos.undo(undo);
            *attacks = saved;
            assert_eq!(
                *attacks,
                Attacks::new(pos),
                "after undoing {action:?} in `{pos}`"
            );
        }
        checked
    }

    #[test]
    fn the_kept_attacks_equal_a_fresh_computation_after_every_play_and_undo() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
        let mut checked = 0;
        for seed in 0..40 {
            let setup = match seed % 4 {
                0 => Setup::empty(Color::White, Phase::Placement),
                1 => Setup::standard(),
                _ => Setup::random(seed),
            };
            let mut pos = Position::from_setup(&setup).unwrap();
            let mut attacks = Attacks::new(&pos);
            // Down a random game, with a small random tree at every tenth position.
            for step in 0.. {
                if step % 10 == 0 {
                    checked += walk(&mut pos, &mut attacks, &mut rng, 6);
                }
                let list = pos.legal_actions();
                if list.is_empty() {
                    break;
                }
                attacks.play(&mut pos, list[rng.random_range(0..list.len())]);
                assert_eq!(attacks, Attacks::new(&pos), "`{pos}`");
            }
        }
        assert!(checked > 5000, "{checked}");
    }

    #[test]
    fn side_infos_agree_with_the_legal_captures() {
        for seed in 0..30 {
            let mut pos = Position::from_setup(&Setup::random(seed)).unwrap();
            for step in 0..40 {
                let infos = side_infos(&pos);
                for color in Color::ALL {
                    let mut p = pos.to_setup();
                    p.side = color;
                    p.phase = Phase::FirstAction;
                    // Count captures the way the rules list them.
                    let mut targets = 0;
                    let mut captures = 0;
                    let over = Color::ALL
                        .iter()
                        .any(|&c| PieceType::ALL.iter().any(|&k| !pos.has_visible(c, k)));
                    if let (false, Ok(q)) = (over, Position::from_setup(&p)) {
                        for a in q.legal_actions() {
                            if let tzaar_core::Action::Capture { to, .. } = a {
                                targets |= to.bit();
                                captures += 1;
                            }
                        }
                        assert_eq!(
                            infos[color.index()].targets,
                            targets,
                            "seed {seed} step {step}"
                        );
                        assert_eq!(
                            infos[color.index()].captures,
                            captures,
                            "seed {seed} step {step}"
                        );
                    }
                }
                let actions = pos.legal_actions();
                if actions.is_empty() {
                    break;
                }
                pos.play_unchecked(actions[(seed as usize * 7 + step * 13) % actions.len()]);
            }
        }
    }

    /// The tallest stacks that see `cell`, found by looking along the six lines from it: the
    /// owner of `mine`'s, and the enemy's (0: none).
    fn sight_along_the_lines(pos: &Position, cell: Cell, mine: Bitboard) -> (u8, u8) {
        use tzaar_core::Direction;
        use tzaar_core::board::first_blocker;
        let (mut own, mut enemy) = (0, 0);
        for d in Direction::ALL {
            if let Some(b) = first_blocker(cell, d, pos.occupied()) {
                let h = pos.height(b);
                if mine & b.bit() != 0 {
                    own = own.max(h);
                } else {
                    enemy = enemy.max(h);
                }
            }
        }
        (own, enemy)
    }

    #[test]
    fn hanging_stacks_are_the_attacked_ones_whose_enemy_seer_is_taller() {
        let mut hanging = 0;
        for pos in playout_positions(7, 3000) {
            let infos = side_infos(&pos);
            for color in Color::ALL {
                let mine = pos.cells_of(color);
                let attacked = mine & infos[color.opponent().index()].targets;
                let expected = cells(attacked)
                    .filter(|&c| {
                        let (own, enemy) = sight_along_the_lines(&pos, c, mine);
                        enemy > own
                    })
                    .fold(0, |bits, c| bits | c.bit());
                assert_eq!(infos[color.index()].hanging, expected, "`{pos}` {color:?}");
                hanging += expected.count_ones();
            }
        }
        assert!(hanging > 1000, "{hanging}");
    }
}
