//! Colours, piece types and stacks.

use std::fmt;

use crate::word::{find_word, parse_word, serde_as_word};

/// A player's colour. White moves first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player.
    White,
    /// The second player.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `0` for White, `1` for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's name in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// `White` or `Black`, capitalised for messages ("White wins"); [`Color::name`] is the lower-case
/// word of records and the wire.
impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

parse_word!(
    /// Reads `white` or `black` in any case, so both [`Color::name`] and the display read back.
    Color, |s| find_word(&Color::ALL, Color::name, s), "colour", "white or black"
);

serde_as_word!(Color, |c| c.name().to_string());

/// The three types of piece. Each player starts with 6 Tzaars, 9 Tzarras and 15 Totts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum PieceType {
    /// Six per player.
    Tzaar,
    /// Nine per player.
    Tzarra,
    /// Fifteen per player.
    Tott,
}

impl PieceType {
    /// The three types.
    pub const ALL: [PieceType; 3] = [PieceType::Tzaar, PieceType::Tzarra, PieceType::Tott];

    /// `0` Tzaar, `1` Tzarra, `2` Tott.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The type with this index (`0..3`).
    #[inline]
    pub const fn from_index(i: usize) -> PieceType {
        match i {
            0 => PieceType::Tzaar,
            1 => PieceType::Tzarra,
            _ => PieceType::Tott,
        }
    }

    /// How many pieces of this type each player has.
    pub const fn count(self) -> u8 {
        match self {
            PieceType::Tzaar => 6,
            PieceType::Tzarra => 9,
            PieceType::Tott => 15,
        }
    }

    /// The upper-case letter used in notation: `Z` Tzaar, `R` Tzarra, `T` Tott.
    pub const fn letter(self) -> char {
        match self {
            PieceType::Tzaar => 'Z',
            PieceType::Tzarra => 'R',
            PieceType::Tott => 'T',
        }
    }

    /// The type for a notation letter (either case).
    pub const fn from_letter(c: char) -> Option<PieceType> {
        match c.to_ascii_uppercase() {
            'Z' => Some(PieceType::Tzaar),
            'R' => Some(PieceType::Tzarra),
            'T' => Some(PieceType::Tott),
            _ => None,
        }
    }

    /// The type's name, capitalised.
    pub const fn name(self) -> &'static str {
        match self {
            PieceType::Tzaar => "Tzaar",
            PieceType::Tzarra => "Tzarra",
            PieceType::Tott => "Tott",
        }
    }
}

/// The capitalised name, e.g. `Tzarra`.
impl fmt::Display for PieceType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

parse_word!(
    /// Reads a type's name in any case: `tzaar`, `Tzarra`, `TOTT`.
    PieceType, |s| find_word(&PieceType::ALL, PieceType::name, s),
    "piece type", "tzaar, tzarra or tott"
);

// On the wire in lower case, as the counts of the HTTP API name them.
serde_as_word!(PieceType, |k| k.name().to_ascii_lowercase());

/// A piece: a colour and a type.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Piece {
    /// Its owner.
    pub color: Color,
    /// Its type.
    pub kind: PieceType,
}

impl Piece {
    /// The letter used in position strings: upper case Black, lower case White.
    pub const fn letter(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::Black => c,
            Color::White => c.to_ascii_lowercase(),
        }
    }

    /// The piece for a position-string letter.
    pub const fn from_letter(c: char) -> Option<Piece> {
        match PieceType::from_letter(c) {
            Some(kind) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::Black
                } else {
                    Color::White
                },
                kind,
            }),
            None => None,
        }
    }
}

/// The tallest stack that can exist: all of one player's pieces.
pub const MAX_HEIGHT: u8 = 30;

/// A stack of one player's pieces. Only its top piece counts as a type in play; its height is its
/// strength.
///
/// One `u64`: two bits per piece from the top piece down, each [`PieceType::index`] plus one (so
/// `0` means "no piece", the top piece is the lowest two bits and the height follows from the
/// highest set bit), and the colour in the top bit (set for Black).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stack(u64);

/// The bits holding the pieces: 2 × [`MAX_HEIGHT`].
const PIECE_BITS: u64 = (1 << (2 * MAX_HEIGHT as u64)) - 1;

/// The colour bit.
const BLACK_BIT: u64 = 1 << 63;

impl Stack {
    /// The placeholder for an empty cell: no pieces. Never returned by a public method.
    pub(crate) const NONE: Stack = Stack(0);

    #[inline]
    const fn color_bit(color: Color) -> u64 {
        match color {
            Color::White => 0,
            Color::Black => BLACK_BIT,
        }
    }

    /// A single piece.
    #[inline]
    pub const fn single(color: Color, kind: PieceType) -> Stack {
        Stack(Stack::color_bit(color) | (kind as u64 + 1))
    }

    /// A stack from its pieces, bottom first; `None` if empty or taller than [`MAX_HEIGHT`].
    pub fn from_pieces(color: Color, bottom_up: &[PieceType]) -> Option<Stack> {
        if bottom_up.is_empty() || bottom_up.len() > MAX_HEIGHT as usize {
            return None;
        }
        let pieces = bottom_up
            .iter()
            .rev()
            .enumerate()
            .fold(0u64, |acc, (i, k)| acc | (k.index() as u64 + 1) << (2 * i));
        Some(Stack(Stack::color_bit(color) | pieces))
    }

    /// The owner.
    #[inline]
    pub const fn color(self) -> Color {
        if self.0 & BLACK_BIT != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The number of pieces in the stack, its strength.
    #[inline]
    pub const fn height(self) -> u8 {
        // The highest set bit is in the bottom piece's two bits.
        ((65 - (self.0 & PIECE_BITS).leading_zeros()) / 2) as u8
    }

    /// The type of the top piece, the only one that counts.
    #[inline]
    pub const fn top(self) -> PieceType {
        PieceType::from_index(((self.0 & 3) - 1) as usize)
    }

    /// The pieces from bottom to top.
    pub fn pieces(self) -> impl Iterator<Item = PieceType> {
        (0..self.height())
            .rev()
            .map(move |i| PieceType::from_index((((self.0 >> (2 * i)) & 3) - 1) as usize))
    }

    /// How many pieces of `kind` the stack holds, buried or not.
    pub fn count(self, kind: PieceType) -> u8 {
        self.pieces().filter(|&k| k == kind).count() as u8
    }

    /// This stack with `upper` put on top of it. Both must have the same colour, and the result
    /// cannot exceed [`MAX_HEIGHT`] when both respect the piece counts.
    #[inline]
    pub(crate) const fn with_on_top(self, upper: Stack) -> Stack {
        let lower = (self.0 & PIECE_BITS) << (2 * upper.height() as u32);
        Stack(self.0 & BLACK_BIT | lower | upper.0 & PIECE_BITS)
    }

    /// The pieces above the lower `height` (undoing [`Stack::with_on_top`]).
    #[inline]
    pub(crate) const fn upper(self, height: u8) -> Stack {
        let keep = 2 * (self.height() - height) as u32;
        Stack(self.0 & BLACK_BIT | self.0 & ((1 << keep) - 1))
    }

    /// The same stack owned by the other colour.
    pub const fn recoloured(self) -> Stack {
        Stack(self.0 ^ BLACK_BIT)
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for k in self.pieces() {
            let p = Piece {
                color: self.color(),
                kind: k,
            };
            write!(f, "{}", p.letter())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stacking_and_splitting() {
        let lower = Stack::from_pieces(Color::White, &[PieceType::Tott, PieceType::Tzaar]).unwrap();
        let upper = Stack::single(Color::White, PieceType::Tzarra);
        let s = lower.with_on_top(upper);
        assert_eq!(s.height(), 3);
        assert_eq!(s.top(), PieceType::Tzarra);
        assert_eq!(
            s.pieces().collect::<Vec<_>>(),
            [PieceType::Tott, PieceType::Tzaar, PieceType::Tzarra]
        );
        assert_eq!(s.upper(2), upper);
        let tall = Stack::from_pieces(Color::Black, &[PieceType::Tzaar; 30]).unwrap();
        assert_eq!(tall.top(), PieceType::Tzaar);
        assert!(Stack::from_pieces(Color::Black, &[PieceType::Tzaar; 31]).is_none());
        assert!(Stack::from_pieces(Color::Black, &[]).is_none());
        assert_eq!(tall.height(), 30);
        assert_eq!(tall.recoloured().color(), Color::White);
        assert_eq!(tall.recoloured().height(), 30);
    }

    #[test]
    fn words_read_back() {
        for c in Color::ALL {
            assert_eq!(c.name().parse(), Ok(c));
            assert_eq!(c.to_string().parse(), Ok(c));
        }
        for k in PieceType::ALL {
            assert_eq!(k.to_string().parse(), Ok(k));
            assert_eq!(k.name().to_ascii_lowercase().parse(), Ok(k));
        }
        assert_eq!(
            "green".parse::<Color>().unwrap_err().to_string(),
            "unknown colour `green`: expected white or black"
        );
        assert!("w".parse::<Color>().is_err());
        assert!("Z".parse::<PieceType>().is_err());
    }

    #[test]
    fn a_stack_is_one_word() {
        assert_eq!(std::mem::size_of::<Stack>(), 8);
    }

    #[test]
    fn every_piece_and_height_reads_back() {
        for color in Color::ALL {
            for kind in PieceType::ALL {
                let one = Stack::single(color, kind);
                assert_eq!((one.color(), one.top(), one.height()), (color, kind, 1));
                for h in 1..=MAX_HEIGHT as usize {
                    let mut pieces = vec![PieceType::Tott; h - 1];
                    pieces.push(kind);
                    let s = Stack::from_pieces(color, &pieces).unwrap();
                    assert_eq!((s.color(), s.top(), s.height()), (color, kind, h as u8));
                    let expected = if kind == PieceType::Tott { h } else { 1 };
                    assert_eq!(s.count(kind) as usize, expected);
                    assert_eq!(s.pieces().collect::<Vec<_>>(), pieces);
                }
            }
        }
    }
}
