//! The evaluation's terms: what it counts, the tables' sizes, the roles that split terms by
//! who is to act, and where each term sits in a [`FeatureVector`](super::FeatureVector) and in
//! the weights' list.

use std::fmt;

use tzaar_core::{Color, Phase, Position};

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

/// One term of the evaluation: which weight a count multiplies. Indices into arrays are as in
/// the [`Weights`](super::Weights) field of the same name.
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

pub(super) const N_COUNT: usize = COUNT_CAP + 1;
pub(super) const N_HEIGHT: usize = HEIGHT_CAP + 1;
pub(super) const N_THREAT: usize = THREAT_CAP + 1;
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

/// The number of terms (the length of a [`FeatureVector`](super::FeatureVector)).
pub const NUM_FEATURES: usize = HANGING_AT + ROLES * N_COUNT;

impl Term {
    /// The term's position in a [`FeatureVector`](super::FeatureVector) and in
    /// [`Weights::to_vec`](super::Weights::to_vec).
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

    /// Every term, in index order: each table in turn, row by row.
    pub fn all() -> impl Iterator<Item = Term> {
        /// The cells `(row, column)` of a table of `rows` rows and `columns` columns, row by row.
        fn table(rows: usize, columns: usize) -> impl Iterator<Item = (usize, usize)> {
            (0..rows).flat_map(move |r| (0..columns).map(move |c| (r, c)))
        }
        let threats = table(ROLES * N_THREAT, N_THREAT).map(|(j, attacked)| Term::Threat {
            role: j / N_THREAT,
            n: j % N_THREAT,
            attacked,
        });
        table(3, N_COUNT)
            .map(|(kind, n)| Term::TypeCount { kind, n })
            .chain(table(3, N_HEIGHT).map(|(kind, h)| Term::Height { kind, h }))
            .chain((0..N_COUNT).map(Term::Unattacked))
            .chain((0..N_COUNT).map(Term::Unassailable))
            .chain(threats)
            .chain((0..4).map(Term::SafeTypes))
            .chain((0..ROLES).map(Term::Targets))
            .chain((0..ROLES).map(Term::Captures))
            .chain(table(ROLES, 4).map(|(role, captures)| Term::FewCaptures { role, captures }))
            .chain([Term::TempoFirst, Term::TempoSecond])
            .chain(table(3, RINGS).map(|(kind, ring)| Term::Ring { kind, ring }))
            .chain(table(ROLES, N_COUNT).map(|(role, n)| Term::Hanging { role, n }))
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
