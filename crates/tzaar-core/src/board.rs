//! The board: 60 cells, their names, the six directions and the rays along them.
//!
//! Cells are numbered column by column, `A1 = 0 .. A5 = 4, B1 = 5 .. I5 = 59`, rows upwards, with
//! the centre `E5` left out. In axial coordinates `(x, y)` (see [`Cell::axial`]) this order is
//! increasing in `x`, then in `y`, so three directions always lead to higher indices and three to
//! lower ones. That makes "the first occupied cell along a ray" a single bit scan on a
//! [`Bitboard`].

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Number of cells on the board.
pub const NUM_CELLS: usize = 60;

/// The column letters, `A` to `I`.
pub const COLUMN_NAMES: [char; 9] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/// Number of points (cells, plus the centre in column E) in each column.
const COLUMN_LEN: [u8; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];

/// Index of the first cell of each column.
const COLUMN_START: [u8; 9] = [0, 5, 11, 18, 26, 34, 42, 49, 55];

/// A set of cells, one bit per cell index.
pub type Bitboard = u64;

/// All 60 cells.
pub const ALL_CELLS: Bitboard = (1 << NUM_CELLS) - 1;

/// One of the 60 cells, `A1` to `I5` without `E5`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with this index (`0..60`), or `None`.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < NUM_CELLS {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// Index of the cell, `0..60`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The single-cell bitboard.
    #[inline]
    pub const fn bit(self) -> Bitboard {
        1 << self.0
    }

    /// Column index, `0` (A) to `8` (I).
    pub const fn column(self) -> usize {
        let mut c = 8;
        while COLUMN_START[c] as usize > self.0 as usize {
            c -= 1;
        }
        c
    }

    /// Row number as written in the cell's name (1-based; column E skips 5).
    pub const fn row(self) -> usize {
        let c = self.column();
        let offset = self.0 as usize - COLUMN_START[c] as usize;
        if c == 4 && offset >= 4 {
            offset + 2
        } else {
            offset + 1
        }
    }

    /// The cell in `column` (0..9) and `row` (1-based), if there is one.
    pub const fn from_column_row(column: usize, row: usize) -> Option<Cell> {
        if column >= 9 || row == 0 || row > COLUMN_LEN[column] as usize {
            return None;
        }
        if column == 4 {
            if row == 5 {
                return None;
            }
            let offset = if row > 5 { row - 2 } else { row - 1 };
            return Some(Cell(COLUMN_START[4] + offset as u8));
        }
        Some(Cell(COLUMN_START[column] + (row - 1) as u8))
    }

    /// Axial hex coordinates `(x, y)`: `x` = column - 4, and the six neighbours differ by
    /// `(±1, 0)`, `(0, ±1)`, `(1, -1)` or `(-1, 1)`. Cells have `|x|, |y|, |x + y| <= 4`; the
    /// centre `(0, 0)` is not a cell.
    pub const fn axial(self) -> (i32, i32) {
        let x = self.column() as i32 - 4;
        let low = if -4 - x > -4 { -4 - x } else { -4 };
        (x, low + self.row() as i32 - 1)
    }

    /// The cell at axial coordinates `(x, y)`, if there is one.
    pub const fn from_axial(x: i32, y: i32) -> Option<Cell> {
        if x < -4 || x > 4 || y < -4 || y > 4 || x + y < -4 || x + y > 4 || (x == 0 && y == 0) {
            return None;
        }
        let low = if -4 - x > -4 { -4 - x } else { -4 };
        Cell::from_column_row((x + 4) as usize, (y - low + 1) as usize)
    }

    /// The next cell in direction `dir`, or `None` at the edge or the centre.
    pub const fn step(self, dir: Direction) -> Option<Cell> {
        let (x, y) = self.axial();
        let (dx, dy) = dir.delta();
        Cell::from_axial(x + dx, y + dy)
    }

    /// The cells from here (exclusive) to the edge or the centre in direction `dir`, nearest first.
    pub fn ray(self, dir: Direction) -> impl Iterator<Item = Cell> {
        let mut bits = RAYS[dir as usize][self.index()];
        let increasing = dir.is_increasing();
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = if increasing {
                bits.trailing_zeros()
            } else {
                63 - bits.leading_zeros()
            };
            bits &= !(1 << i);
            Some(Cell(i as u8))
        })
    }

    /// All 60 cells in index order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..NUM_CELLS as u8).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", COLUMN_NAMES[self.column()], self.row())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not one of the 60 cell names.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "unknown cell `{}` (cells are A1..I5 without E5, e.g. A1, E9, I5)",
    crate::notation::shown(.0)
)]
pub struct UnknownCell(pub String);

impl UnknownCell {
    /// The stable identifier `unknown-cell`.
    pub const fn code(&self) -> &'static str {
        "unknown-cell"
    }
}

crate::word::serde_as_word!(Cell, |c| c.to_string());

impl FromStr for Cell {
    type Err = UnknownCell;

    /// Parses a cell name such as `A1` or `e9` (case-insensitive).
    fn from_str(s: &str) -> Result<Cell, UnknownCell> {
        let unknown = || UnknownCell(s.to_string());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(unknown)?.to_ascii_uppercase();
        let column = COLUMN_NAMES
            .iter()
            .position(|&c| c == letter)
            .ok_or_else(unknown)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unknown());
        }
        let row: usize = digits.parse().map_err(|_| unknown())?;
        Cell::from_column_row(column, row).ok_or_else(unknown)
    }
}

/// One of the six directions along the board's lines.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Direction {
    /// Up the column: row + 1, axial `(0, +1)`.
    North,
    /// To the next column, axial `(+1, 0)`.
    NorthEast,
    /// To the next column, axial `(+1, -1)`.
    SouthEast,
    /// Down the column: row - 1, axial `(0, -1)`.
    South,
    /// To the previous column, axial `(-1, 0)`.
    SouthWest,
    /// To the previous column, axial `(-1, +1)`.
    NorthWest,
}

impl Direction {
    /// The six directions; the first three lead to higher cell indices.
    pub const ALL: [Direction; 6] = [
        Direction::North,
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The axial step `(dx, dy)`.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 3) % 6]
    }

    /// Whether moving this way always leads to a higher cell index.
    #[inline]
    pub const fn is_increasing(self) -> bool {
        (self as usize) < 3
    }
}

/// `RAYS[dir][cell]`: the cells from `cell` (exclusive) to the edge or centre along `dir`.
pub const RAYS: [[Bitboard; NUM_CELLS]; 6] = build_rays();

/// `NEIGHBOURS[cell]`: the adjacent cells.
pub const NEIGHBOURS: [Bitboard; NUM_CELLS] = build_neighbours();

const fn build_rays() -> [[Bitboard; NUM_CELLS]; 6] {
    let mut rays = [[0; NUM_CELLS]; 6];
    let mut d = 0;
    while d < 6 {
        let mut i = 0;
        while i < NUM_CELLS {
            let mut cur = Cell(i as u8);
            let mut bits = 0;
            while let Some(next) = cur.step(Direction::ALL[d]) {
                bits |= next.bit();
                cur = next;
            }
            rays[d][i] = bits;
            i += 1;
        }
        d += 1;
    }
    rays
}

const fn build_neighbours() -> [Bitboard; NUM_CELLS] {
    let mut out = [0; NUM_CELLS];
    let mut i = 0;
    while i < NUM_CELLS {
        let mut d = 0;
        while d < 6 {
            if let Some(n) = Cell(i as u8).step(Direction::ALL[d]) {
                out[i] |= n.bit();
            }
            d += 1;
        }
        i += 1;
    }
    out
}

/// The first cell of `occupied` along the ray from `from` in direction `dir`, if any.
#[inline]
pub fn first_blocker(from: Cell, dir: Direction, occupied: Bitboard) -> Option<Cell> {
    let hits = RAYS[dir as usize][from.index()] & occupied;
    if hits == 0 {
        None
    } else if dir.is_increasing() {
        Some(Cell(hits.trailing_zeros() as u8))
    } else {
        Some(Cell((63 - hits.leading_zeros()) as u8))
    }
}

/// Iterates over the cells of a bitboard in index order.
#[inline]
pub fn cells(mut bits: Bitboard) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Cell(i as u8))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_count() {
        let names: Vec<String> = Cell::all().map(|c| c.to_string()).collect();
        assert_eq!(names.len(), 60);
        assert_eq!(names[0], "A1");
        assert_eq!(names[4], "A5");
        assert_eq!(names[29], "E4");
        assert_eq!(names[30], "E6");
        assert_eq!(names[59], "I5");
        assert!(!names.contains(&"E5".to_string()));
        for c in Cell::all() {
            assert_eq!(c.to_string().parse::<Cell>().unwrap(), c);
            assert_eq!(Cell::from_axial(c.axial().0, c.axial().1), Some(c));
        }
        for bad in ["E5", "A6", "J1", "A0", "", "A", "1A", "A01x", "B7", "I6"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
        assert_eq!("e9".parse::<Cell>().unwrap().to_string(), "E9");
    }

    #[test]
    fn neighbours_match_the_documented_examples() {
        let n = |s: &str| -> Vec<String> {
            let mut v: Vec<String> = cells(NEIGHBOURS[s.parse::<Cell>().unwrap().index()])
                .map(|c| c.to_string())
                .collect();
            v.sort();
            v
        };
        assert_eq!(n("A1"), ["A2", "B1", "B2"]);
        assert_eq!(n("E4"), ["D3", "D4", "E3", "F3", "F4"]);
        assert_eq!(n("D5"), ["C4", "C5", "D4", "D6", "E6"]);
        assert_eq!(n("F2"), ["E2", "E3", "F1", "F3", "G1", "G2"]);
    }

    #[test]
    fn rays_are_monotonic_and_stop_at_the_centre() {
        for c in Cell::all() {
            for d in Direction::ALL {
                let ray: Vec<Cell> = c.ray(d).collect();
                let mut cur = c;
                for &r in &ray {
                    assert_eq!(cur.step(d), Some(r));
                    assert_eq!(r > cur, d.is_increasing());
                    cur = r;
                }
                assert_eq!(cur.step(d), None);
            }
        }
        let e4: Cell = "E4".parse().unwrap();
        assert_eq!(e4.ray(Direction::North).count(), 0);
        let d4: Cell = "D4".parse().unwrap();
        // D4 -> E4 ... is not a line through the centre; D4 -> F4 would cross E5.
        assert_eq!(
            d4.ray(Direction::NorthEast).collect::<Vec<_>>(),
            Vec::<Cell>::new()
        );
    }
}
