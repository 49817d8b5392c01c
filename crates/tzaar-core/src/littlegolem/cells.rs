//! LittleGolem's cell coordinates, and the order of the cells in `POS`.

use crate::board::Cell;

/// The cell for a LittleGolem coordinate pair such as `np` (D4), or `None`.
pub fn cell(name: &str) -> Option<Cell> {
    let mut chars = name.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(a), Some(b), None) => cell_at(coordinate(a)?, coordinate(b)?),
        _ => None,
    }
}

/// The LittleGolem coordinate pair of a cell, e.g. `np` for D4.
pub fn cell_name(cell: Cell) -> String {
    let a = cell.column() as i32 - 4;
    let b = 4.min(4 - a) + 1 - cell.row() as i32;
    [a, b]
        .iter()
        .map(|&v| char::from(b'o'.wrapping_add_signed(v as i8)))
        .collect()
}

/// The value of a coordinate letter, `k` -4 to `s` +4.
pub(super) fn coordinate(c: char) -> Option<i32> {
    ('k'..='s').contains(&c).then(|| c as i32 - 'o' as i32)
}

fn cell_at(a: i32, b: i32) -> Option<Cell> {
    let row = 4.min(4 - a) - b + 1;
    if !(-4..=4).contains(&a) || row < 1 {
        return None;
    }
    Cell::from_column_row((a + 4) as usize, row as usize)
}

/// The cells in `POS` order.
pub(super) fn pos_order() -> impl Iterator<Item = Cell> {
    (-4..=4).flat_map(|a| (-4..=4).filter_map(move |b| cell_at(a, b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_match_the_documented_examples() {
        for (lg, ours) in [
            ("ks", "A1"),
            ("ko", "A5"),
            ("ok", "E9"),
            ("os", "E1"),
            ("so", "I1"),
            ("sk", "I5"),
            ("np", "D4"),
            ("mq", "C3"),
        ] {
            assert_eq!(cell(lg).map(|c| c.to_string()).as_deref(), Some(ours));
            assert_eq!(cell_name(ours.parse().unwrap()), lg);
        }
        assert_eq!(cell("oo"), None);
        assert_eq!(cell("kk"), None);
        assert_eq!(cell("ss"), None);
        assert_eq!(cell("ksx"), None);
        for c in Cell::all() {
            assert_eq!(cell(&cell_name(c)), Some(c));
        }
    }

    #[test]
    fn pos_order_is_columns_top_down() {
        let order: Vec<String> = pos_order().map(|c| c.to_string()).collect();
        assert_eq!(order.len(), 60);
        assert_eq!(&order[..6], ["A5", "A4", "A3", "A2", "A1", "B6"]);
        assert_eq!(
            &order[26..34],
            ["E9", "E8", "E7", "E6", "E4", "E3", "E2", "E1"]
        );
        assert_eq!(order[59], "I1");
    }
}
