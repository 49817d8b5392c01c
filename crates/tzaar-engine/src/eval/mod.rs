//! The evaluation: what a position is worth to the side to act.
//!
//! Its unit is set by the tuned weights: a piece is worth roughly 200 to 400, and the tuning
//! fits the expected result of the side to act as `sigmoid(score / K)` with `K` about 1800.
//!
//! TZAAR is lost by running out of a type (its last visible piece captured or buried) or of
//! captures, so the terms measure exactly that:
//!
//! - **Types.** Each side's visible stacks of each type, valued with steeply diminishing returns:
//!   the first few pieces of a type are worth far more than the tenth.
//! - **Safety.** A stack that no enemy stack can capture now, and one taller than every enemy
//!   stack (safe for good), is worth more; so is each type that has such a stack.
//! - **Threats.** A type with one to three stacks left, by how many of them are under attack and
//!   by whose they are: the side to act captures next (twice at its first action, once at its
//!   second), so its threats are immediate and the opponent's are not.
//! - **Hanging stacks.** A stack some enemy stack can take without being taken back at once.
//! - **Height.** Taller stacks are stronger, with diminishing returns, by type.
//! - **Rings.** Where each stack stands, from the ring next to the centre to the edge, by type.
//! - **Mobility.** How many enemy stacks each side can capture, and how many captures it has: a
//!   side with none at the start of its turn loses.
//! - **Tempo.** The side to act is about to capture (and, in the second action, to act once
//!   more).
//!
//! The evaluation is linear: a sum of [`Term`]s, each a count from the position times its
//! weight in [`Weights`]. [`features`] gives the counts, so that the weights can be fitted (see
//! `tzaar_arena::tune`); [`Weights::default`] holds the tuned values. Terms that depend on who is to
//! act are split by [`role`]: the side to act or the one waiting, at a first or second action.
//!
//! This file adds the terms up; `terms.rs` defines them and where each sits in the feature
//! vector, `weights.rs` holds the weights and their tuned values.

use std::sync::OnceLock;

use tzaar_core::board::{NUM_CELLS, cells};
use tzaar_core::{Bitboard, Cell, Color, Phase, PieceType, Position};

pub use crate::attacks::{SideInfo, side_infos};
use crate::score::Score;

mod terms;
mod weights;

pub use terms::{COUNT_CAP, HEIGHT_CAP, NUM_FEATURES, RINGS, ROLES, THREAT_CAP, Term, role};
pub use weights::Weights;

/// The cells of each ring (see [`RINGS`]).
const RING_CELLS: [Bitboard; RINGS] = {
    let mut out = [0; RINGS];
    let mut i = 0;
    while i < NUM_CELLS {
        let (x, y) = match Cell::new(i) {
            Some(c) => c.axial(),
            None => (0, 0),
        };
        let (ax, ay, az) = (x.abs(), y.abs(), (x + y).abs());
        let m = if ax > ay { ax } else { ay };
        let m = if m > az { m } else { az };
        out[(m - 1) as usize] |= 1 << i;
        i += 1;
    }
    out
};

/// The evaluation with the default weights, from the side to act's point of view. (The search
/// evaluates with the weights of its [`Config`](crate::search::Config).)
pub fn evaluate(pos: &Position) -> Score {
    static DEFAULT: OnceLock<Weights> = OnceLock::new();
    evaluate_with(pos, DEFAULT.get_or_init(Weights::default))
}

/// The evaluation with the given weights, from the side to act's point of view.
pub fn evaluate_with(pos: &Position, w: &Weights) -> Score {
    evaluate_infos(pos, &side_infos(pos), w)
}

/// The evaluation from already computed [`side_infos`]: the dot product of [`features`] with
/// the weights.
pub fn evaluate_infos(pos: &Position, infos: &[SideInfo; 2], w: &Weights) -> Score {
    let mut dot = Dot { w, sum: 0 };
    accumulate(pos, infos, &mut dot);
    dot.sum
}

/// How many times each [`Term`] occurs in a position, from the side to act's point of view
/// (a term of the waiting side counts negatively), indexed by [`Term::index`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureVector(pub [i32; NUM_FEATURES]);

impl FeatureVector {
    /// The evaluation these features give with `w`.
    pub fn dot(&self, w: &Weights) -> i64 {
        Term::all()
            .zip(self.0)
            .map(|(t, x)| i64::from(w.get(t)) * i64::from(x))
            .sum()
    }

    /// The terms that occur, with their counts.
    pub fn nonzero(&self) -> impl Iterator<Item = (usize, i32)> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|&(_, &x)| x != 0)
            .map(|(i, &x)| (i, x))
    }
}

/// The evaluation's terms in `pos`: [`evaluate_with`] is their dot product with the weights.
pub fn features(pos: &Position) -> FeatureVector {
    let mut f = FeatureVector([0; NUM_FEATURES]);
    accumulate(pos, &side_infos(pos), &mut f);
    f
}

/// Where the evaluation's terms go: summed with weights, or counted.
trait Sink {
    fn add(&mut self, term: Term, count: i32);
}

/// Sums weight times count.
struct Dot<'a> {
    w: &'a Weights,
    sum: i32,
}

impl Sink for Dot<'_> {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.sum += self.w.get(term) * count;
    }
}

impl Sink for FeatureVector {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.0[term.index()] += count;
    }
}

/// Every term of the position, signed for the side to act.
#[inline(always)]
fn accumulate<S: Sink>(pos: &Position, infos: &[SideInfo; 2], sink: &mut S) {
    let second = pos.phase() == Phase::SecondAction;
    sink.add(
        if second {
            Term::TempoSecond
        } else {
            Term::TempoFirst
        },
        1,
    );
    for color in Color::ALL {
        let sign = if color == pos.side() { 1 } else { -1 };
        side_terms(pos, color, role(pos, color), sign, infos, sink);
    }
}

/// One side's material, safety, threats and mobility, each count times `sign`.
#[inline(always)]
fn side_terms<S: Sink>(
    pos: &Position,
    color: Color,
    role: usize,
    sign: i32,
    infos: &[SideInfo; 2],
    sink: &mut S,
) {
    let me = &infos[color.index()];
    let them = &infos[color.opponent().index()];
    let mine = pos.cells_of(color);
    let mut safe_types = 0;
    for kind in PieceType::ALL {
        let k = kind.index();
        let n = me.count[k] as usize;
        let nc = n.min(COUNT_CAP);
        sink.add(Term::TypeCount { kind: k, n: nc }, sign);
        let stacks = mine & pos.cells_with_top(kind);
        let attacked = (stacks & them.targets).count_ones() as usize;
        sink.add(Term::Unattacked(nc), sign * (n - attacked) as i32);
        if (1..=THREAT_CAP).contains(&n) {
            sink.add(Term::Threat { role, n, attacked }, sign);
        }
        // The rings part the board, so the edge holds the stacks the inner rings do not.
        let mut inner = 0;
        for (ring, &cells_of_ring) in RING_CELLS[..RINGS - 1].iter().enumerate() {
            let on = (stacks & cells_of_ring).count_ones() as i32;
            sink.add(Term::Ring { kind: k, ring }, sign * on);
            inner += on;
        }
        let edge = n as i32 - inner;
        sink.add(
            Term::Ring {
                kind: k,
                ring: RINGS - 1,
            },
            sign * edge,
        );
        let hanging = (stacks & me.hanging).count_ones() as i32;
        sink.add(Term::Hanging { role, n: nc }, sign * hanging);
        // The stacks one by one, then the single pieces (the rest) at once.
        let mut tall = 0;
        let mut stacked = 0;
        for c in cells(stacks & me.stacked) {
            let h = pos.height(c);
            sink.add(
                Term::Height {
                    kind: k,
                    h: (h as usize).min(HEIGHT_CAP),
                },
                sign,
            );
            tall += i32::from(h > them.max_height);
            stacked += 1;
        }
        let singles = n as i32 - stacked;
        sink.add(Term::Height { kind: k, h: 1 }, sign * singles);
        if them.max_height < 1 {
            tall += singles;
        }
        sink.add(Term::Unassailable(nc), sign * tall);
        safe_types += usize::from(tall > 0);
    }
    sink.add(Term::SafeTypes(safe_types), sign);
    sink.add(Term::Targets(role), sign * me.targets.count_ones() as i32);
    sink.add(Term::Captures(role), sign * me.captures as i32);
    sink.add(
        Term::FewCaptures {
            role,
            captures: (me.captures as usize).min(3),
        },
        sign,
    );
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::playout_positions;
    use tzaar_core::Setup;
    use tzaar_core::symmetry::Symmetry;

    #[test]
    fn the_standard_start_is_balanced_but_for_tempo_and_roles() {
        let pos = Position::standard();
        // The standard layout is symmetric under a colour swap with a reflection, so with the
        // same weights for every role only the tempo term remains.
        let mut w = Weights::default();
        for r in 1..ROLES {
            w.threat[r] = w.threat[0];
            w.targets[r] = w.targets[0];
            w.captures[r] = w.captures[0];
            w.few_captures[r] = w.few_captures[0];
            w.hanging[r] = w.hanging[0];
        }
        assert_eq!(evaluate_with(&pos, &w), w.tempo_first);
    }

    #[test]
    fn board_symmetries_do_not_change_the_evaluation() {
        for seed in 0..20 {
            let pos = Position::from_setup(&Setup::random(seed)).unwrap();
            let v = evaluate(&pos);
            for sym in Symmetry::ALL {
                assert_eq!(evaluate(&sym.position(&pos)), v, "seed {seed} {sym:?}");
            }
        }
    }

    #[test]
    fn a_lone_attacked_type_is_bad_for_its_owner() {
        // White's one Tzaar (A1) is attacked by a taller Black stack (A2) and nothing else is
        // attacked; White to act cannot take the attacker.
        let pos: Position = "z(TZ)3/6/r1t4/8/8/8/7/6/RT3 w first".parse().unwrap();
        let infos = side_infos(&pos);
        assert_ne!(
            infos[Color::Black.index()].targets & "A1".parse::<tzaar_core::Cell>().unwrap().bit(),
            0
        );
        assert!(evaluate(&pos) < 0);
    }

    #[test]
    fn the_rings_part_the_board_from_six_cells_to_the_edge() {
        // The edge's count is what the inner rings leave, so the rings must part the board.
        let sizes = RING_CELLS.map(|r| r.count_ones());
        assert_eq!(sizes, [6, 12, 18, 24]);
        let all = RING_CELLS.iter().fold(0, |a, r| a | r);
        assert_eq!(all.count_ones() as usize, NUM_CELLS);
        assert_eq!(
            all,
            (0..NUM_CELLS)
                .filter_map(Cell::new)
                .fold(0, |a, c| a | c.bit())
        );
    }

    #[test]
    fn the_evaluation_is_the_dot_product_of_the_features() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let random: Vec<i32> = (0..NUM_FEATURES)
            .map(|_| rng.random_range(-500..500))
            .collect();
        let weight_sets = [Weights::default(), Weights::from_slice(&random)];
        let positions = playout_positions(4, 3000);
        let second = positions
            .iter()
            .filter(|p| p.phase() == Phase::SecondAction)
            .count();
        assert!(second > 500, "both phases are covered");
        for pos in &positions {
            let f = features(pos);
            for w in &weight_sets {
                assert_eq!(i64::from(evaluate_with(pos, w)), f.dot(w), "`{pos}`");
            }
        }
    }

    #[test]
    fn an_immediate_threat_counts_for_the_side_to_act_only() {
        // White's lone Tzaar on A1 is attacked by Black's taller stack on A2, and nothing else
        // is attacked: with Black to act the Tzaar is lost now (a threat of the waiting side,
        // role 2); with White to act it can still be saved (role 0).
        let black_to_act: Position = "z(TZ)3/6/r1t4/8/8/8/7/6/RT3 b first".parse().unwrap();
        let white_to_act: Position = "z(TZ)3/6/r1t4/8/8/8/7/6/RT3 w first".parse().unwrap();
        let term = |role| Term::Threat {
            role,
            n: 1,
            attacked: 1,
        };
        let f = features(&black_to_act);
        assert_eq!((f.0[term(0).index()], f.0[term(2).index()]), (0, -1));
        let f = features(&white_to_act);
        assert_eq!((f.0[term(0).index()], f.0[term(2).index()]), (1, 0));
        assert!(evaluate(&black_to_act) > 0);
    }
}
