//! The board's symmetries: the hexagon has twelve, six rotations about the centre, each with or
//! without a reflection, and the rules do not tell any of them apart. Together with
//! [`swap_colours`] they turn one position into others that must behave the same way, which is
//! what the tests use them for (and what a search could use to share work).
//!
//! They act on axial coordinates ([`Cell::axial`]). The centre `(0, 0)` is the fixed point of
//! every one of them, and it is not a cell, so each symmetry maps the 60 cells onto themselves.

use crate::action::Action;
use crate::board::{Cell, Direction};
use crate::position::Position;
use crate::setup::Setup;

/// A symmetry of the board: an optional reflection, then a rotation by a multiple of 60 degrees.
///
/// The reflection swaps the axial coordinates, `(x, y) -> (y, x)`; one rotation step turns
/// `(x, y)` into `(-y, x + y)`, which takes [`Direction::North`] to [`Direction::NorthWest`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Symmetry {
    rotation: u8,
    reflected: bool,
}

impl Symmetry {
    /// Leaves everything where it is.
    pub const IDENTITY: Symmetry = Symmetry::new(0, false);

    /// The half turn, which takes each cell to the one opposite it across the centre.
    pub const HALF_TURN: Symmetry = Symmetry::new(3, false);

    /// All twelve symmetries: the six rotations, then the same six after a reflection. The
    /// identity comes first.
    pub const ALL: [Symmetry; 12] = {
        let mut all = [Symmetry::IDENTITY; 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Symmetry::new(i as u8 % 6, i >= 6);
            i += 1;
        }
        all
    };

    /// The symmetry that reflects first if `reflected`, then turns `rotation` steps of 60
    /// degrees (taken modulo 6).
    pub const fn new(rotation: u8, reflected: bool) -> Symmetry {
        Symmetry {
            rotation: rotation % 6,
            reflected,
        }
    }

    /// The number of 60-degree steps, `0..6`.
    pub const fn rotation(self) -> u8 {
        self.rotation
    }

    /// Whether the symmetry includes a reflection (reverses the board's orientation).
    pub const fn is_reflection(self) -> bool {
        self.reflected
    }

    /// Where the axial point `(x, y)` goes. The centre stays put.
    pub const fn axial(self, (x, y): (i32, i32)) -> (i32, i32) {
        let (mut x, mut y) = if self.reflected { (y, x) } else { (x, y) };
        let mut i = 0;
        while i < self.rotation {
            (x, y) = (-y, x + y);
            i += 1;
        }
        (x, y)
    }

    /// Where `cell` goes.
    pub const fn cell(self, cell: Cell) -> Cell {
        let (x, y) = self.axial(cell.axial());
        match Cell::from_axial(x, y) {
            Some(c) => c,
            None => panic!("a symmetry maps cells to cells"),
        }
    }

    /// Where the direction `dir` goes: a step along `dir` becomes a step along the result.
    pub const fn direction(self, dir: Direction) -> Direction {
        let (dx, dy) = self.axial(dir.delta());
        let mut i = 0;
        loop {
            let d = Direction::ALL[i];
            let (ex, ey) = d.delta();
            if ex == dx && ey == dy {
                return d;
            }
            i += 1;
        }
    }

    /// The same action on the transformed board. A pass stays a pass; a placement keeps its
    /// type.
    pub const fn action(self, action: Action) -> Action {
        match action {
            Action::Capture { from, to } => Action::Capture {
                from: self.cell(from),
                to: self.cell(to),
            },
            Action::Stack { from, to } => Action::Stack {
                from: self.cell(from),
                to: self.cell(to),
            },
            Action::Pass => Action::Pass,
            Action::Place { cell, kind } => Action::Place {
                cell: self.cell(cell),
                kind,
            },
        }
    }

    /// The setup with every stack moved to its transformed cell; the side and phase are kept.
    pub fn setup(self, setup: &Setup) -> Setup {
        let mut out = Setup::empty(setup.side, setup.phase);
        for cell in Cell::all() {
            out.board[self.cell(cell).index()] = setup.board[cell.index()];
        }
        out
    }

    /// The transformed position, which is as legal as the original.
    pub fn position(self, pos: &Position) -> Position {
        Position::from_setup(&self.setup(&pos.to_setup()))
            .expect("a symmetry keeps every property that validation checks")
    }

    /// The symmetry that applies `self` first and then `next`.
    pub fn then(self, next: Symmetry) -> Symmetry {
        // Two symmetries that agree on two independent directions agree everywhere.
        let a = next.axial(self.axial((1, 0)));
        let b = next.axial(self.axial((0, 1)));
        Symmetry::ALL
            .into_iter()
            .find(|s| s.axial((1, 0)) == a && s.axial((0, 1)) == b)
            .expect("the symmetries are closed under composition")
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        Symmetry::ALL
            .into_iter()
            .find(|&s| self.then(s) == Symmetry::IDENTITY)
            .expect("every symmetry has an inverse")
    }
}

/// The setup with the colours exchanged: each stack passes to the other player, unchanged
/// otherwise, and the other side is to act; the phase is kept.
///
/// Mid-game positions stay valid this way. The placement and the opening do not: the rules make
/// White act first, so their swapped setups are rejected by [`Position::from_setup`].
pub fn swap_colours(setup: &Setup) -> Setup {
    let mut out = Setup::empty(setup.side.opponent(), setup.phase);
    for (slot, stack) in out.board.iter_mut().zip(setup.board.iter()) {
        *slot = stack.map(|s| s.recoloured());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{NEIGHBOURS, NUM_CELLS};
    use crate::piece::{Color, Stack};
    use crate::setup::Phase;

    #[test]
    fn identity_comes_first_and_all_twelve_differ() {
        assert_eq!(Symmetry::ALL[0], Symmetry::IDENTITY);
        for c in Cell::all() {
            assert_eq!(Symmetry::IDENTITY.cell(c), c);
        }
        for (i, a) in Symmetry::ALL.iter().enumerate() {
            for b in &Symmetry::ALL[i + 1..] {
                assert!(Cell::all().any(|c| a.cell(c) != b.cell(c)), "{a:?} = {b:?}");
            }
        }
    }

    #[test]
    fn each_symmetry_is_a_bijection_of_the_cells() {
        for s in Symmetry::ALL {
            let mut seen = [false; NUM_CELLS];
            for c in Cell::all() {
                let image = s.cell(c);
                assert!(!seen[image.index()], "{s:?} maps two cells to {image}");
                seen[image.index()] = true;
            }
            assert!(seen.iter().all(|&b| b));
        }
    }

    #[test]
    fn neighbours_stay_neighbours_and_lines_stay_lines() {
        for s in Symmetry::ALL {
            for c in Cell::all() {
                for n in Cell::all() {
                    let adjacent = NEIGHBOURS[c.index()] & n.bit() != 0;
                    let after = NEIGHBOURS[s.cell(c).index()] & s.cell(n).bit() != 0;
                    assert_eq!(adjacent, after, "{s:?}: {c} {n}");
                }
                for d in Direction::ALL {
                    let ray: Vec<Cell> = c.ray(d).map(|r| s.cell(r)).collect();
                    let image: Vec<Cell> = s.cell(c).ray(s.direction(d)).collect();
                    assert_eq!(ray, image, "{s:?}: {c} {d:?}");
                }
            }
        }
    }

    #[test]
    fn composition_closes_and_inverses_exist() {
        for a in Symmetry::ALL {
            assert_eq!(a.then(Symmetry::IDENTITY), a);
            assert_eq!(Symmetry::IDENTITY.then(a), a);
            assert_eq!(a.then(a.inverse()), Symmetry::IDENTITY);
            assert_eq!(a.inverse().then(a), Symmetry::IDENTITY);
            for b in Symmetry::ALL {
                let ab = a.then(b);
                for c in Cell::all() {
                    assert_eq!(ab.cell(c), b.cell(a.cell(c)));
                }
            }
        }
        // Reflections are their own inverses; rotations form a cycle of six.
        let step = Symmetry::new(1, false);
        let mut r = Symmetry::IDENTITY;
        for k in 0..6 {
            assert_eq!(r, Symmetry::new(k, false));
            r = r.then(step);
        }
        assert_eq!(r, Symmetry::IDENTITY);
        for s in Symmetry::ALL.into_iter().filter(|s| s.is_reflection()) {
            assert_eq!(s.then(s), Symmetry::IDENTITY);
        }
    }

    #[test]
    fn half_turn_is_the_point_reflection() {
        for c in Cell::all() {
            let (x, y) = c.axial();
            assert_eq!(Symmetry::HALF_TURN.cell(c).axial(), (-x, -y));
        }
        let a: Cell = "A1".parse().unwrap();
        assert_eq!(Symmetry::HALF_TURN.cell(a).to_string(), "I5");
    }

    #[test]
    fn standard_start_is_its_own_colour_swapped_half_turn() {
        let start = Setup::standard();
        let image = Symmetry::HALF_TURN.setup(&swap_colours(&start));
        assert_eq!(image.board, start.board);
        assert_eq!(image.side, Color::Black);
        assert_eq!(image.phase, Phase::Opening);
        // More exactly: the layout is kept by the turns of 120 and 240 degrees, the colour swap
        // is undone by every odd turn, and no reflection does either.
        for s in Symmetry::ALL {
            let even = !s.is_reflection() && s.rotation() % 2 == 0;
            let odd = !s.is_reflection() && s.rotation() % 2 == 1;
            assert_eq!(s.setup(&start).board == start.board, even, "{s:?}");
            assert_eq!(
                s.setup(&swap_colours(&start)).board == start.board,
                odd,
                "{s:?}"
            );
        }
    }

    #[test]
    fn actions_and_setups_follow_their_cells() {
        let a1: Cell = "A1".parse().unwrap();
        let b2: Cell = "B2".parse().unwrap();
        let mut setup = Setup::empty(Color::Black, Phase::FirstAction);
        setup.board[a1.index()] = Some(Stack::single(Color::White, crate::PieceType::Tzaar));
        for s in Symmetry::ALL {
            let moved = s.setup(&setup);
            assert_eq!(moved.get(s.cell(a1)), setup.get(a1));
            assert_eq!(moved.board.iter().flatten().count(), 1);
            assert_eq!(moved.side, setup.side);
            assert_eq!(
                s.action(Action::Capture { from: a1, to: b2 }),
                Action::Capture {
                    from: s.cell(a1),
                    to: s.cell(b2)
                }
            );
            assert_eq!(s.action(Action::Pass), Action::Pass);
        }
        let swapped = swap_colours(&setup);
        assert_eq!(swapped.side, Color::White);
        assert_eq!(swapped.get(a1).unwrap().color(), Color::Black);
        assert_eq!(swap_colours(&swapped), setup);
    }
}
