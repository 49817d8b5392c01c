//! Raw setups: what is on each cell, who acts and in which phase. A [`Setup`] is not checked;
//! [`crate::Position::from_setup`] validates it.
//!
//! The three ways to start a game are here: [`Setup::standard`] (the rulebook's fixed layout),
//! [`Setup::random`] (a reproducible shuffle from a seed) and [`Setup::tournament`] (an empty
//! board for the placement phase).

use std::fmt;
use std::str::FromStr;

use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use thiserror::Error;

use crate::board::{Cell, NUM_CELLS};
use crate::piece::{Color, Piece, PieceType, Stack};
use crate::word::{find_word, parse_word, serde_as_word};

/// The part of the game a position is in, which decides the legal actions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Phase {
    /// Tournament version: players alternately place one of their pieces on an empty cell, White
    /// first, until all 60 are placed.
    Placement,
    /// White's first turn: a single capture and nothing else.
    Opening,
    /// The first action of a turn: a forced capture.
    FirstAction,
    /// The second action of a turn: a capture, a stacking move, or a pass.
    SecondAction,
}

impl Phase {
    /// The four phases.
    pub const ALL: [Phase; 4] = [
        Phase::Placement,
        Phase::Opening,
        Phase::FirstAction,
        Phase::SecondAction,
    ];

    /// The word used in position strings.
    pub const fn keyword(self) -> &'static str {
        match self {
            Phase::Placement => "place",
            Phase::Opening => "open",
            Phase::FirstAction => "first",
            Phase::SecondAction => "second",
        }
    }

    /// The phase for a position-string word (case-insensitive).
    pub fn from_keyword(s: &str) -> Option<Phase> {
        find_word(&Phase::ALL, Phase::keyword, s)
    }
}

/// The [`Phase::keyword`].
impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

parse_word!(
    /// Reads a [`Phase::keyword`] in any case.
    Phase, Phase::from_keyword, "phase", "place, open, first or second"
);

serde_as_word!(Phase, |p| p.keyword().to_string());

/// How a game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum SetupKind {
    /// The rulebook's fixed layout (Diagram 4).
    Standard,
    /// All 60 pieces shuffled from a seed.
    Random {
        /// The seed of the shuffle.
        seed: u64,
    },
    /// An empty board and the placement phase.
    Tournament,
}

/// Why a setup's word (and seed) name no [`SetupKind`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum SetupKindError {
    /// Not `standard`, `random` or `tournament`.
    #[error("unknown setup `{0}`: expected standard, random or tournament")]
    Unknown(String),
    /// `random` without its seed.
    #[error("the random setup needs the seed of the shuffle")]
    MissingSeed,
    /// A seed with a setup that has none.
    #[error("the {0} setup has no seed")]
    UnexpectedSeed(&'static str),
    /// A seed that is not a whole number that fits in 64 bits.
    #[error("`{0}` is not a seed: a seed is a whole number from 0 to {max}", max = u64::MAX)]
    BadSeed(String),
}

impl SetupKind {
    /// The three setups' words, as [`SetupKind::word`] gives them.
    pub const WORDS: [&'static str; 3] = ["standard", "random", "tournament"];

    /// The setup's word without its seed: `standard`, `random` or `tournament`, as in a record's
    /// `Setup` tag, the `new` command and the HTTP API.
    pub const fn word(self) -> &'static str {
        match self {
            SetupKind::Standard => "standard",
            SetupKind::Random { .. } => "random",
            SetupKind::Tournament => "tournament",
        }
    }

    /// The seed of a random setup.
    pub const fn seed(self) -> Option<u64> {
        match self {
            SetupKind::Random { seed } => Some(seed),
            _ => None,
        }
    }

    /// The setup for a [`SetupKind::word`] (exact, lower case) and, for `random` only, its seed
    /// in decimal digits (no sign).
    pub fn from_word(word: &str, seed: Option<&str>) -> Result<SetupKind, SetupKindError> {
        let kind = match word {
            "standard" => SetupKind::Standard,
            "tournament" => SetupKind::Tournament,
            "random" => {
                let text = seed.ok_or(SetupKindError::MissingSeed)?;
                let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
                return match text.parse() {
                    Ok(seed) if digits => Ok(SetupKind::Random { seed }),
                    _ => Err(SetupKindError::BadSeed(text.to_string())),
                };
            }
            other => return Err(SetupKindError::Unknown(other.to_string())),
        };
        match seed {
            Some(_) => Err(SetupKindError::UnexpectedSeed(kind.word())),
            None => Ok(kind),
        }
    }

    /// The raw setup this kind starts from.
    pub fn setup(self) -> Setup {
        match self {
            SetupKind::Standard => Setup::standard(),
            SetupKind::Random { seed } => Setup::random(seed),
            SetupKind::Tournament => Setup::tournament(),
        }
    }
}

/// The [`SetupKind::word`], and for a random setup a space and the seed: `random 42`.
impl fmt::Display for SetupKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())?;
        match self.seed() {
            Some(seed) => write!(f, " {seed}"),
            None => Ok(()),
        }
    }
}

impl FromStr for SetupKind {
    type Err = SetupKindError;

    /// Reads what [`SetupKind`]'s display writes: the word, then the seed for `random`.
    fn from_str(s: &str) -> Result<SetupKind, SetupKindError> {
        let mut words = s.split_whitespace();
        let word = words.next().unwrap_or_default();
        let kind = SetupKind::from_word(word, words.next())?;
        match words.next() {
            None => Ok(kind),
            Some(extra) => Err(match kind {
                SetupKind::Random { .. } => SetupKindError::BadSeed(extra.to_string()),
                _ => SetupKindError::UnexpectedSeed(kind.word()),
            }),
        }
    }
}

serde_as_word!(SetupKind, |k| k.to_string());

/// An unvalidated position: stacks, the side to act and the phase.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct Setup {
    /// The stack on each cell, by [`Cell::index`].
    pub board: [Option<Stack>; NUM_CELLS],
    /// Who acts next.
    pub side: Color,
    /// The phase.
    pub phase: Phase,
}

/// Black's cells in the fixed start position; White's are the same turned 180 degrees.
const STANDARD_BLACK: [(PieceType, &[&str]); 3] = [
    (PieceType::Tzaar, &["C3", "C4", "E7", "F3", "F6", "G3"]),
    (
        PieceType::Tzarra,
        &["B2", "B3", "B4", "E8", "F2", "F7", "G2", "G6", "H2"],
    ),
    (
        PieceType::Tott,
        &[
            "A1", "A2", "A3", "A4", "D4", "E6", "E9", "F1", "F4", "F8", "G1", "G7", "H1", "H6",
            "I1",
        ],
    ),
];

impl Setup {
    /// An empty board with the given side and phase.
    pub fn empty(side: Color, phase: Phase) -> Setup {
        Setup {
            board: [None; NUM_CELLS],
            side,
            phase,
        }
    }

    /// The fixed start position of the rulebook (Diagram 4), White to make the opening capture.
    pub fn standard() -> Setup {
        let mut s = Setup::empty(Color::White, Phase::Opening);
        for (kind, names) in STANDARD_BLACK {
            for name in names {
                let cell: Cell = name.parse().expect("valid cell name");
                let (x, y) = cell.axial();
                let mirror = Cell::from_axial(-x, -y).expect("the board is point-symmetric");
                s.board[cell.index()] = Some(Stack::single(Color::Black, kind));
                s.board[mirror.index()] = Some(Stack::single(Color::White, kind));
            }
        }
        s
    }

    /// A uniformly random layout of all 60 pieces, White to make the opening capture.
    ///
    /// Reproducible everywhere and in every release: the 32-byte ChaCha20 key is `seed` in
    /// little-endian order followed by zeros, and the shuffle is a Fisher–Yates pass over the
    /// pieces in the order White's Tzaars, Tzarras, Totts then Black's, drawing each index with
    /// rejection sampling from 32-bit outputs.
    pub fn random(seed: u64) -> Setup {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        let mut rng = ChaCha20Rng::from_seed(key);
        let mut pieces: Vec<Piece> = Color::ALL
            .into_iter()
            .flat_map(|color| {
                PieceType::ALL.into_iter().flat_map(move |kind| {
                    std::iter::repeat_n(Piece { color, kind }, kind.count() as usize)
                })
            })
            .collect();
        for i in (1..pieces.len()).rev() {
            let j = uniform_below(&mut rng, i as u32 + 1) as usize;
            pieces.swap(i, j);
        }
        let mut s = Setup::empty(Color::White, Phase::Opening);
        for (slot, p) in s.board.iter_mut().zip(pieces) {
            *slot = Some(Stack::single(p.color, p.kind));
        }
        s
    }

    /// The tournament version's start: an empty board, White to place the first piece.
    pub fn tournament() -> Setup {
        Setup::empty(Color::White, Phase::Placement)
    }

    /// The stack on `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Stack> {
        self.board[cell.index()]
    }
}

/// A uniform integer in `0..n` (`n > 0`) by rejection sampling, so no bias and no dependence on
/// any library's range algorithm.
fn uniform_below(rng: &mut ChaCha20Rng, n: u32) -> u32 {
    let limit = u32::MAX - u32::MAX % n;
    loop {
        let v = rng.next_u32();
        if v < limit {
            return v % n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(s: &Setup) -> String {
        s.board
            .iter()
            .map(|c| match c {
                Some(st) => Piece {
                    color: st.color(),
                    kind: st.top(),
                }
                .letter(),
                None => '.',
            })
            .collect()
    }

    #[test]
    fn standard_matches_the_rulebook_table() {
        let s = Setup::standard();
        let at = |n: &str| s.get(n.parse().unwrap()).unwrap();
        let white: [(PieceType, &[&str]); 3] = [
            (PieceType::Tzaar, &["C5", "D3", "D6", "E3", "G4", "G5"]),
            (
                PieceType::Tzarra,
                &["B5", "C2", "C6", "D2", "D7", "E2", "H3", "H4", "H5"],
            ),
            (
                PieceType::Tott,
                &[
                    "A5", "B1", "B6", "C1", "C7", "D1", "D5", "D8", "E1", "E4", "F5", "I2", "I3",
                    "I4", "I5",
                ],
            ),
        ];
        for (kind, names) in white {
            for n in names {
                assert_eq!(at(n), Stack::single(Color::White, kind), "{n}");
            }
        }
        assert_eq!(letters(&s).len(), 60);
        assert!(!letters(&s).contains('.'));
    }

    #[test]
    fn words_read_back() {
        for p in Phase::ALL {
            assert_eq!(p.to_string().parse(), Ok(p));
            assert_eq!(p.keyword().to_ascii_uppercase().parse(), Ok(p));
        }
        let kinds = [
            SetupKind::Standard,
            SetupKind::Random { seed: 0 },
            SetupKind::Random { seed: u64::MAX },
            SetupKind::Tournament,
        ];
        for k in kinds {
            assert_eq!(k.to_string().parse(), Ok(k));
            let seed = k.seed().map(|s| s.to_string());
            assert_eq!(SetupKind::from_word(k.word(), seed.as_deref()), Ok(k));
            assert!(SetupKind::WORDS.contains(&k.word()));
        }
        use SetupKindError as E;
        let err = |s: &str| s.parse::<SetupKind>().unwrap_err();
        assert_eq!(err("random"), E::MissingSeed);
        assert_eq!(err("random +4"), E::BadSeed("+4".into()));
        assert_eq!(err("random 1 2"), E::BadSeed("2".into()));
        assert_eq!(err("standard 4"), E::UnexpectedSeed("standard"));
        assert_eq!(err("Standard"), E::Unknown("Standard".into()));
        assert_eq!(err(""), E::Unknown(String::new()));
        assert_eq!(
            err("random 18446744073709551616").to_string(),
            "`18446744073709551616` is not a seed: a seed is a whole number from 0 to \
             18446744073709551615"
        );
    }

    #[test]
    fn random_is_reproducible_and_complete() {
        let a = Setup::random(42);
        assert_eq!(a, Setup::random(42));
        assert_ne!(a, Setup::random(43));
        let l = letters(&a);
        for (ch, n) in [('z', 6), ('r', 9), ('t', 15), ('Z', 6), ('R', 9), ('T', 15)] {
            assert_eq!(l.chars().filter(|&c| c == ch).count(), n);
        }
        // Pinned: a change here breaks every recorded random game.
        assert_eq!(
            letters(&Setup::random(1)),
            "tTZTzTZtRztRtZrtzTtZRtTZTRRrrTTtRRtTttztrtTTTzZrTRTrRrrzTrtt"
        );
    }
}
