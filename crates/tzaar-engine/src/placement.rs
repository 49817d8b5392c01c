//! The tournament version's placement phase: where to put each piece.
//!
//! Every stack is a single piece until the placement ends, so two enemy pieces that see each
//! other along a line can capture each other, and White captures first. A placement is good
//! when the side's scarce pieces (6 Tzaars, then 9 Tzarras) face only the opponent's plentiful
//! ones, and its plentiful pieces face the opponent's scarce ones. The evaluation counts every
//! pair of enemy pieces that see each other and credits each side with the scarcity of the piece
//! it threatens; the search then looks a few placements ahead with it like in any other phase.

use tzaar_core::board::{cells, first_blocker};
use tzaar_core::{Color, Direction, Position};

use crate::score::Score;

/// What one threatened piece of each type is worth to the side threatening it, by
/// [`tzaar_core::PieceType::index`]: the fewer of a type, the more each one matters.
const THREAT: [i32; 3] = [60, 40, 24];
/// Bonus per own piece next to another own piece (it can be stacked on for protection later).
const FRIEND: i32 = 2;

/// The evaluation of a placement position, from the side to place's point of view.
pub fn evaluate(pos: &Position) -> Score {
    let occupied = pos.occupied();
    let white = pos.cells_of(Color::White);
    let mut white_minus_black = 0;
    for from in cells(occupied) {
        let from_white = white & from.bit() != 0;
        let from_kind = top(pos, from);
        for d in Direction::ALL {
            let Some(to) = first_blocker(from, d, occupied) else {
                continue;
            };
            let to_white = white & to.bit() != 0;
            // Each pair is seen from both ends; count the threat from this end only.
            let v = if to_white != from_white {
                THREAT[top(pos, to)]
            } else if d.is_increasing() {
                // Own neighbours along a line, counted once per pair.
                let _ = from_kind;
                FRIEND
            } else {
                0
            };
            white_minus_black += if from_white { v } else { -v };
        }
    }
    match pos.side() {
        Color::White => white_minus_black,
        Color::Black => -white_minus_black,
    }
}

fn top(pos: &Position, cell: tzaar_core::Cell) -> usize {
    pos.stack(cell).map_or(2, |s| s.top().index())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::{Action, PieceType, Setup};

    fn place(pos: &mut Position, text: &str) {
        let a: Action = text.parse().unwrap();
        pos.play(a).unwrap();
    }

    #[test]
    fn the_empty_board_is_even() {
        let pos = Position::from_setup(&Setup::tournament()).unwrap();
        assert_eq!(evaluate(&pos), 0);
    }

    #[test]
    fn a_tzaar_facing_a_tott_is_bad_for_the_tzaar() {
        let mut pos = Position::from_setup(&Setup::tournament()).unwrap();
        place(&mut pos, "Z@A1");
        place(&mut pos, "T@A3");
        // White to place: its Tzaar on A1 and Black's Tott on A3 see each other.
        assert!(evaluate(&pos) < 0);
        let mut pos = Position::from_setup(&Setup::tournament()).unwrap();
        place(&mut pos, "T@A1");
        place(&mut pos, "Z@A3");
        assert!(evaluate(&pos) > 0);
        let _ = PieceType::Tzaar;
    }
}
