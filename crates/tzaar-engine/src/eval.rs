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

use std::fmt;
use std::sync::OnceLock;

use tzaar_core::board::{NUM_CELLS, cells};
use tzaar_core::{Bitboard, Cell, Color, Phase, PieceType, Position};

pub use crate::attacks::{SideInfo, side_infos};
use crate::score::Score;

/// How many visible stacks of a type the tables distinguish; more count as this many.
pub const COUNT_CAP: usize = 8;
/// How many heights the height table distinguishes; taller counts as this tall.
pub const HEIGHT_CAP: usize = 8;
/// Types with at most this many visible stacks get a threat term.
pub const THREAT_CAP: usize = 3;
/// The number of roles a side can have (see [`role`]).
pub const ROLES: usize = 4;
/// The board's rings around the centre, from the six cells next to it (ring 1) to the edge
/// (ring 4).
pub const RINGS: usize = 4;

/// A side's role in a position: `0` the side to act at its first action (the opening counts as
/// one), `1` the side to act at its second action, `2` and `3` the waiting side while the other
/// is at its first or second action.
pub fn role(pos: &Position, color: Color) -> usize {
    let second = usize::from(pos.phase() == Phase::SecondAction);
    if color == pos.side() {
        second
    } else {
        2 + second
    }
}

/// Every weight of the evaluation, so that tuning can change them all in one place. Every
/// value is what one occurrence of its [`Term`] is worth to the side it describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Value of having `n` visible stacks of a type (`n` capped at [`COUNT_CAP`]), by type.
    pub type_count: [[i32; COUNT_CAP + 1]; 3],
    /// Value of one stack of height `h` (capped at [`HEIGHT_CAP`]), by its top's type.
    pub height: [[i32; HEIGHT_CAP + 1]; 3],
    /// For each stack of a type no enemy stack can capture now, by how many stacks of that type
    /// the side has (scarce types' safety matters most).
    pub unattacked: [i32; COUNT_CAP + 1],
    /// For each stack taller than every enemy stack, by the same count.
    pub unassailable: [i32; COUNT_CAP + 1],
    /// For each type with `n` visible stacks (1 to [`THREAT_CAP`]) of which `a` are under
    /// attack: `threat[role][n][a]`.
    pub threat: [[[i32; THREAT_CAP + 1]; THREAT_CAP + 1]; ROLES],
    /// By how many types have a stack taller than every enemy stack (out of reach for now).
    pub safe_types: [i32; 4],
    /// Per distinct enemy stack the side can capture, by role.
    pub targets: [i32; ROLES],
    /// Per capture the side has, by role.
    pub captures: [i32; ROLES],
    /// By how few captures a side has (index = captures, up to 3), by role.
    pub few_captures: [[i32; 4]; ROLES],
    /// For the side to act at its first action (it is about to capture).
    pub tempo_first: i32,
    /// For the side to act at its second action.
    pub tempo_second: i32,
    /// Per stack of a type on a ring (index: the ring less one), by type.
    pub ring: [[i32; RINGS]; 3],
    /// Per stack some enemy stack can capture without being taken back at once (no stack of
    /// its owner then sees the capturer's cell with the height to take it), by the owner's
    /// role and by how many stacks of its type the owner has: `hanging[role][n]`.
    pub hanging: [[i32; COUNT_CAP + 1]; ROLES],
}

/// One term of the evaluation: which weight a count multiplies. Indices into arrays are as in
/// the [`Weights`] field of the same name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// `type_count[kind][n]`.
    TypeCount {
        /// The type's index.
        kind: usize,
        /// Visible stacks, capped.
        n: usize,
    },
    /// `height[kind][h]`.
    Height {
        /// The top's type index.
        kind: usize,
        /// The height, capped.
        h: usize,
    },
    /// `unattacked[n]`.
    Unattacked(usize),
    /// `unassailable[n]`.
    Unassailable(usize),
    /// `threat[role][n][attacked]`.
    Threat {
        /// See [`role`].
        role: usize,
        /// Visible stacks of the type.
        n: usize,
        /// How many of them are under attack.
        attacked: usize,
    },
    /// `safe_types[k]`.
    SafeTypes(usize),
    /// `targets[role]`.
    Targets(usize),
    /// `captures[role]`.
    Captures(usize),
    /// `few_captures[role][captures]`.
    FewCaptures {
        /// See [`role`].
        role: usize,
        /// Captures, capped at 3.
        captures: usize,
    },
    /// `tempo_first`.
    TempoFirst,
    /// `tempo_second`.
    TempoSecond,
    /// `ring[kind][ring]`.
    Ring {
        /// The top's type index.
        kind: usize,
        /// The ring less one.
        ring: usize,
    },
    /// `hanging[role][n]`.
    Hanging {
        /// See [`role`].
        role: usize,
        /// Visible stacks of the type, capped.
        n: usize,
    },
}

const N_COUNT: usize = COUNT_CAP + 1;
const N_HEIGHT: usize = HEIGHT_CAP + 1;
const N_THREAT: usize = THREAT_CAP + 1;
const TYPE_COUNT_AT: usize = 0;
const HEIGHT_AT: usize = TYPE_COUNT_AT + 3 * N_COUNT;
const UNATTACKED_AT: usize = HEIGHT_AT + 3 * N_HEIGHT;
const UNASSAILABLE_AT: usize = UNATTACKED_AT + N_COUNT;
const THREAT_AT: usize = UNASSAILABLE_AT + N_COUNT;
const SAFE_TYPES_AT: usize = THREAT_AT + ROLES * N_THREAT * N_THREAT;
const TARGETS_AT: usize = SAFE_TYPES_AT + 4;
const CAPTURES_AT: usize = TARGETS_AT + ROLES;
const FEW_CAPTURES_AT: usize = CAPTURES_AT + ROLES;
const TEMPO_FIRST_AT: usize = FEW_CAPTURES_AT + ROLES * 4;
const TEMPO_SECOND_AT: usize = TEMPO_FIRST_AT + 1;
const RING_AT: usize = TEMPO_SECOND_AT + 1;
const HANGING_AT: usize = RING_AT + 3 * RINGS;

/// The number of terms (the length of a [`FeatureVector`]).
pub const NUM_FEATURES: usize = HANGING_AT + ROLES * N_COUNT;

impl Term {
    /// The term's position in a [`FeatureVector`] and in [`Weights::to_vec`].
    pub const fn index(self) -> usize {
        match self {
            Term::TypeCount { kind, n } => TYPE_COUNT_AT + kind * N_COUNT + n,
            Term::Height { kind, h } => HEIGHT_AT + kind * N_HEIGHT + h,
            Term::Unattacked(n) => UNATTACKED_AT + n,
            Term::Unassailable(n) => UNASSAILABLE_AT + n,
            Term::Threat { role, n, attacked } => {
                THREAT_AT + (role * N_THREAT + n) * N_THREAT + attacked
            }
            Term::SafeTypes(k) => SAFE_TYPES_AT + k,
            Term::Targets(r) => TARGETS_AT + r,
            Term::Captures(r) => CAPTURES_AT + r,
            Term::FewCaptures { role, captures } => FEW_CAPTURES_AT + role * 4 + captures,
            Term::TempoFirst => TEMPO_FIRST_AT,
            Term::TempoSecond => TEMPO_SECOND_AT,
            Term::Ring { kind, ring } => RING_AT + kind * RINGS + ring,
            Term::Hanging { role, n } => HANGING_AT + role * N_COUNT + n,
        }
    }

    /// The term at `index` (below [`NUM_FEATURES`]).
    pub const fn from_index(i: usize) -> Term {
        if i < HEIGHT_AT {
            let j = i - TYPE_COUNT_AT;
            Term::TypeCount {
                kind: j / N_COUNT,
                n: j % N_COUNT,
            }
        } else if i < UNATTACKED_AT {
            let j = i - HEIGHT_AT;
            Term::Height {
                kind: j / N_HEIGHT,
                h: j % N_HEIGHT,
            }
        } else if i < UNASSAILABLE_AT {
            Term::Unattacked(i - UNATTACKED_AT)
        } else if i < THREAT_AT {
            Term::Unassailable(i - UNASSAILABLE_AT)
        } else if i < SAFE_TYPES_AT {
            let j = i - THREAT_AT;
            Term::Threat {
                role: j / (N_THREAT * N_THREAT),
                n: j / N_THREAT % N_THREAT,
                attacked: j % N_THREAT,
            }
        } else if i < TARGETS_AT {
            Term::SafeTypes(i - SAFE_TYPES_AT)
        } else if i < CAPTURES_AT {
            Term::Targets(i - TARGETS_AT)
        } else if i < FEW_CAPTURES_AT {
            Term::Captures(i - CAPTURES_AT)
        } else if i < TEMPO_FIRST_AT {
            let j = i - FEW_CAPTURES_AT;
            Term::FewCaptures {
                role: j / 4,
                captures: j % 4,
            }
        } else if i == TEMPO_FIRST_AT {
            Term::TempoFirst
        } else if i == TEMPO_SECOND_AT {
            Term::TempoSecond
        } else if i < HANGING_AT {
            let j = i - RING_AT;
            Term::Ring {
                kind: j / RINGS,
                ring: j % RINGS,
            }
        } else {
            let j = i - HANGING_AT;
            Term::Hanging {
                role: j / N_COUNT,
                n: j % N_COUNT,
            }
        }
    }

    /// Every term, in index order.
    pub fn all() -> impl Iterator<Item = Term> {
        (0..NUM_FEATURES).map(Term::from_index)
    }

    /// Whether the term's table is kept non-decreasing by tuning (more stacks of a type, and
    /// taller stacks, are never worse), and the term before it in that order.
    pub fn monotone_after(self) -> Option<Term> {
        match self {
            Term::TypeCount { kind, n } if n >= 2 => Some(Term::TypeCount { kind, n: n - 1 }),
            Term::Height { kind, h } if h >= 2 => Some(Term::Height { kind, h: h - 1 }),
            _ => None,
        }
    }
}

impl fmt::Display for Term {
    /// The weight's name as a Rust place expression, for example `threat[2][1][1]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Term::TypeCount { kind, n } => write!(f, "type_count[{kind}][{n}]"),
            Term::Height { kind, h } => write!(f, "height[{kind}][{h}]"),
            Term::Unattacked(n) => write!(f, "unattacked[{n}]"),
            Term::Unassailable(n) => write!(f, "unassailable[{n}]"),
            Term::Threat { role, n, attacked } => write!(f, "threat[{role}][{n}][{attacked}]"),
            Term::SafeTypes(k) => write!(f, "safe_types[{k}]"),
            Term::Targets(r) => write!(f, "targets[{r}]"),
            Term::Captures(r) => write!(f, "captures[{r}]"),
            Term::FewCaptures { role, captures } => write!(f, "few_captures[{role}][{captures}]"),
            Term::TempoFirst => write!(f, "tempo_first"),
            Term::TempoSecond => write!(f, "tempo_second"),
            Term::Ring { kind, ring } => write!(f, "ring[{kind}][{ring}]"),
            Term::Hanging { role, n } => write!(f, "hanging[{role}][{n}]"),
        }
    }
}

impl Weights {
    /// The weight of `term`.
    #[inline(always)]
    pub fn get(&self, term: Term) -> i32 {
        match term {
            Term::TypeCount { kind, n } => self.type_count[kind][n],
            Term::Height { kind, h } => self.height[kind][h],
            Term::Unattacked(n) => self.unattacked[n],
            Term::Unassailable(n) => self.unassailable[n],
            Term::Threat { role, n, attacked } => self.threat[role][n][attacked],
            Term::SafeTypes(k) => self.safe_types[k],
            Term::Targets(r) => self.targets[r],
            Term::Captures(r) => self.captures[r],
            Term::FewCaptures { role, captures } => self.few_captures[role][captures],
            Term::TempoFirst => self.tempo_first,
            Term::TempoSecond => self.tempo_second,
            Term::Ring { kind, ring } => self.ring[kind][ring],
            Term::Hanging { role, n } => self.hanging[role][n],
        }
    }

    /// The weight of `term`, to change it.
    pub fn get_mut(&mut self, term: Term) -> &mut i32 {
        match term {
            Term::TypeCount { kind, n } => &mut self.type_count[kind][n],
            Term::Height { kind, h } => &mut self.height[kind][h],
            Term::Unattacked(n) => &mut self.unattacked[n],
            Term::Unassailable(n) => &mut self.unassailable[n],
            Term::Threat { role, n, attacked } => &mut self.threat[role][n][attacked],
            Term::SafeTypes(k) => &mut self.safe_types[k],
            Term::Targets(r) => &mut self.targets[r],
            Term::Captures(r) => &mut self.captures[r],
            Term::FewCaptures { role, captures } => &mut self.few_captures[role][captures],
            Term::TempoFirst => &mut self.tempo_first,
            Term::TempoSecond => &mut self.tempo_second,
            Term::Ring { kind, ring } => &mut self.ring[kind][ring],
            Term::Hanging { role, n } => &mut self.hanging[role][n],
        }
    }

    /// Every weight, in [`Term::index`] order.
    pub fn to_vec(&self) -> Vec<i32> {
        Term::all().map(|t| self.get(t)).collect()
    }

    /// Weights from values in [`Term::index`] order (missing values are 0).
    pub fn from_slice(values: &[i32]) -> Weights {
        let mut w = Weights::zero();
        for (t, &v) in Term::all().zip(values) {
            *w.get_mut(t) = v;
        }
        w
    }

    /// All weights 0.
    pub fn zero() -> Weights {
        Weights {
            type_count: [[0; N_COUNT]; 3],
            height: [[0; N_HEIGHT]; 3],
            unattacked: [0; N_COUNT],
            unassailable: [0; N_COUNT],
            threat: [[[0; N_THREAT]; N_THREAT]; ROLES],
            safe_types: [0; 4],
            targets: [0; ROLES],
            captures: [0; ROLES],
            few_captures: [[0; 4]; ROLES],
            tempo_first: 0,
            tempo_second: 0,
            ring: [[0; RINGS]; 3],
            hanging: [[0; N_COUNT]; ROLES],
        }
    }

    /// The weights as a Rust struct literal, to paste into [`Weights::default`].
    pub fn to_rust(&self) -> String {
        format!(
            "Weights {{\n    type_count: {:?},\n    height: {:?},\n    unattacked: {:?},\n    \
             unassailable: {:?},\n    threat: {:?},\n    safe_types: {:?},\n    targets: {:?},\n    \
             captures: {:?},\n    few_captures: {:?},\n    tempo_first: {},\n    tempo_second: {},\n    \
             ring: {:?},\n    hanging: {:?},\n}}",
            self.type_count,
            self.height,
            self.unattacked,
            self.unassailable,
            self.threat,
            self.safe_types,
            self.targets,
            self.captures,
            self.few_captures,
            self.tempo_first,
            self.tempo_second,
            self.ring,
            self.hanging
        )
    }
}

impl Default for Weights {
    /// Fitted by `tzaar tune fit` to self-play games in rounds (see the README's Tuning
    /// section). The threats the side to act carries out at once (`threat[2][1][1]`,
    /// `threat[3][1][1]`, `threat[2][2][2]`) are nearly absent from the data, since such
    /// positions are proven and left out: they were set by hand after the first round (matches
    /// chose them) and later fits barely moved them.
    fn default() -> Weights {
        Weights {
            type_count: [
                [0, 915, 974, 1329, 1771, 2176, 2201, 2201, 2201],
                [0, 1060, 1072, 1319, 1618, 1949, 2076, 2148, 2181],
                [0, 754, 1177, 1398, 1551, 1790, 1883, 1935, 1935],
            ],
            height: [
                [0, -772, -310, 123, 201, 201, 201, 201, 201],
                [0, -551, 10, 141, 141, 141, 141, 141, 141],
                [0, -358, 92, 92, 92, 92, 92, 135, 135],
            ],
            unattacked: [0, 436, 476, 480, 445, 341, 306, 298, 273],
            unassailable: [0, 397, 227, 232, 64, -10, -67, -18, -207],
            threat: [
                [
                    [0, 0, 0, 0],
                    [8, -153, 0, 0],
                    [-36, 82, -464, 0],
                    [-21, 26, 21, -142],
                ],
                [
                    [0, 0, 0, 0],
                    [-18, -266, 0, 0],
                    [5, 95, -632, 0],
                    [37, 46, 5, -177],
                ],
                [
                    [0, 0, 0, 0],
                    [173, -3000, 0, 0],
                    [34, 86, -1783, 0],
                    [-3, -19, 58, -417],
                ],
                [
                    [0, 0, 0, 0],
                    [157, -3289, 0, 0],
                    [-84, 313, -592, 0],
                    [-42, 112, 126, -193],
                ],
            ],
            safe_types: [-476, 158, 314, 14],
            targets: [-234, -252, -290, -279],
            captures: [54, 49, 70, 53],
            few_captures: [
                [-400, -150, -75, 69],
                [-400, -168, -110, 110],
                [-400, -150, -66, -86],
                [-400, -154, -73, -64],
            ],
            tempo_first: 133,
            tempo_second: 90,
            ring: [
                [369, 362, 326, 299],
                [156, 159, 168, 196],
                [101, 90, 88, 147],
            ],
            hanging: [
                [0, 198, 51, -71, -91, -105, -68, -65, -5],
                [0, 116, -97, -137, -157, -136, -81, -91, -20],
                [0, 0, -176, -221, -200, -141, -84, -67, 11],
                [0, -91, -299, -222, -141, -120, -62, -54, 36],
            ],
        }
    }
}

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
    fn terms_and_indices_agree() {
        for (i, t) in Term::all().enumerate() {
            assert_eq!(t.index(), i, "{t}");
        }
        let w = Weights::default();
        assert_eq!(Weights::from_slice(&w.to_vec()), w);
        let names: std::collections::HashSet<String> = Term::all().map(|t| t.to_string()).collect();
        assert_eq!(names.len(), NUM_FEATURES);
    }

    #[test]
    fn the_literal_lists_every_weight() {
        let text = Weights::default().to_rust();
        assert!(text.starts_with("Weights {"));
        // Every value appears, in order, so the literal is the weights.
        let numbers: Vec<i32> = text
            .split(|c: char| !(c.is_ascii_digit() || c == '-'))
            .filter(|s| !s.is_empty() && *s != "-")
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(numbers, Weights::default().to_vec());
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
