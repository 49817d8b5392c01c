//! The evaluation: what a position is worth to the side to act, in hundredths of a piece.
//!
//! TZAAR is lost by running out of a type (its last visible piece captured or buried) or of
//! captures, so the terms measure exactly that:
//!
//! - **Types.** Each side's visible stacks of each type, valued with steeply diminishing returns:
//!   the first few pieces of a type are worth far more than the tenth.
//! - **Safety.** A stack that no enemy stack can capture now, and one taller than every enemy
//!   stack (safe for good), is worth more. A type with only one or two stacks left that are
//!   under attack is a threat, since a turn may capture twice.
//! - **Height.** Taller stacks are stronger, with diminishing returns.
//! - **Mobility.** How many enemy stacks each side can capture, and how many captures it has: a
//!   side with none at the start of its turn loses.
//! - **Tempo.** The side to act is about to capture (and, in the second action, to act once
//!   more).
//!
//! All weights live in [`Weights`]; [`Weights::default`] holds the tuned values.

use tzaar_core::board::{cells, first_blocker};
use tzaar_core::{Bitboard, Color, Direction, Phase, PieceType, Position};

use crate::score::Score;

/// How many visible stacks of a type the tables distinguish; more count as this many.
pub const COUNT_CAP: usize = 8;
/// How many heights the height table distinguishes; taller counts as this tall.
pub const HEIGHT_CAP: usize = 8;

/// Every weight of the evaluation, so that tuning can change them all in one place.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// Value of having `n` visible stacks of a type (`n` capped at [`COUNT_CAP`]), by type.
    pub type_count: [[i32; COUNT_CAP + 1]; 3],
    /// Value of one stack of height `h` (capped at [`HEIGHT_CAP`]).
    pub height: [i32; HEIGHT_CAP + 1],
    /// Bonus for each stack of a type no enemy stack can capture now, by how many stacks of
    /// that type the side has (scarce types' safety matters most).
    pub unattacked: [i32; COUNT_CAP + 1],
    /// Bonus for each stack taller than every enemy stack, by the same count.
    pub unassailable: [i32; COUNT_CAP + 1],
    /// Penalty when every stack of a type with one or two stacks left is under attack, by that
    /// count (index 1 or 2).
    pub all_attacked: [i32; 3],
    /// Per distinct enemy stack the side can capture.
    pub targets: i32,
    /// Per capture the side has.
    pub captures: i32,
    /// Penalty by how few captures a side has (index = captures, up to 3).
    pub few_captures: [i32; 4],
    /// Bonus for the side to act at its first action (it is about to capture).
    pub tempo_first: i32,
    /// Bonus for the side to act at its second action.
    pub tempo_second: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            type_count: [
                [0, 900, 1400, 1700, 1900, 2020, 2100, 2160, 2200],
                [0, 800, 1250, 1550, 1750, 1880, 1970, 2040, 2090],
                [0, 700, 1100, 1380, 1580, 1720, 1820, 1900, 1960],
            ],
            height: [0, 0, 40, 70, 92, 108, 120, 128, 134],
            unattacked: [0, 120, 60, 30, 15, 10, 6, 4, 3],
            unassailable: [0, 200, 100, 50, 25, 15, 10, 6, 4],
            all_attacked: [0, 500, 250],
            targets: 12,
            captures: 3,
            few_captures: [400, 150, 60, 20],
            tempo_first: 60,
            tempo_second: 30,
        }
    }
}

/// What the evaluation sees of one side, computed once per position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideInfo {
    /// Visible stacks per type.
    pub count: [u32; 3],
    /// Enemy cells this side can capture now.
    pub targets: Bitboard,
    /// Number of captures this side has (pairs of cells).
    pub captures: u32,
    /// The tallest stack.
    pub max_height: u8,
}

/// Counts, targets and captures of both sides.
///
/// Two stacks see each other exactly when each is the first stack along the line from the
/// other, so looking along the three increasing directions from every stack finds every pair
/// once; the taller of two enemy stacks of a pair (or either, when equal) can capture the other.
pub fn side_infos(pos: &Position) -> [SideInfo; 2] {
    let occupied = pos.occupied();
    let white = pos.cells_of(Color::White);
    let mut infos = [SideInfo::default(); 2];
    for color in Color::ALL {
        let mine = pos.cells_of(color);
        let info = &mut infos[color.index()];
        for kind in PieceType::ALL {
            info.count[kind.index()] = (mine & pos.cells_with_top(kind)).count_ones();
        }
    }
    for from in cells(occupied) {
        let h = pos.height(from);
        let from_white = white & from.bit() != 0;
        let me = usize::from(!from_white);
        infos[me].max_height = infos[me].max_height.max(h);
        for d in INCREASING {
            let Some(to) = first_blocker(from, d, occupied) else {
                continue;
            };
            if (white & to.bit() != 0) == from_white {
                continue;
            }
            let ht = pos.height(to);
            if h >= ht {
                infos[me].targets |= to.bit();
                infos[me].captures += 1;
            }
            if ht >= h {
                infos[1 - me].targets |= from.bit();
                infos[1 - me].captures += 1;
            }
        }
    }
    infos
}

/// The three directions that lead to higher cell indices.
const INCREASING: [Direction; 3] = [Direction::ALL[0], Direction::ALL[1], Direction::ALL[2]];

/// The evaluation with the default weights, from the side to act's point of view.
pub fn evaluate(pos: &Position) -> Score {
    evaluate_with(pos, default_weights())
}

/// The default weights, built once.
pub fn default_weights() -> &'static Weights {
    static DEFAULT: std::sync::OnceLock<Weights> = std::sync::OnceLock::new();
    DEFAULT.get_or_init(Weights::default)
}

/// The evaluation with the given weights, from the side to act's point of view.
pub fn evaluate_with(pos: &Position, w: &Weights) -> Score {
    evaluate_infos(pos, &side_infos(pos), w)
}

/// The evaluation from already computed [`side_infos`].
pub fn evaluate_infos(pos: &Position, infos: &[SideInfo; 2], w: &Weights) -> Score {
    let white = side_value(pos, Color::White, infos, w);
    let black = side_value(pos, Color::Black, infos, w);
    let tempo = match pos.phase() {
        Phase::SecondAction => w.tempo_second,
        _ => w.tempo_first,
    };
    let diff = white - black;
    tempo
        + match pos.side() {
            Color::White => diff,
            Color::Black => -diff,
        }
}

/// One side's material, safety and mobility.
fn side_value(pos: &Position, color: Color, infos: &[SideInfo; 2], w: &Weights) -> i32 {
    let me = &infos[color.index()];
    let them = &infos[color.opponent().index()];
    let mine = pos.cells_of(color);
    let mut v = 0;
    for kind in PieceType::ALL {
        let n = me.count[kind.index()] as usize;
        let nc = n.min(COUNT_CAP);
        v += w.type_count[kind.index()][nc];
        let stacks = mine & pos.cells_with_top(kind);
        let attacked = (stacks & them.targets).count_ones() as usize;
        v += w.unattacked[nc] * (n - attacked) as i32;
        if (1..=2).contains(&n) && attacked == n {
            v -= w.all_attacked[n];
        }
        let mut tall = 0;
        for c in cells(stacks) {
            let h = pos.height(c);
            v += w.height[(h as usize).min(HEIGHT_CAP)];
            if h > them.max_height {
                tall += 1;
            }
        }
        v += w.unassailable[nc] * tall;
    }
    v += w.targets * me.targets.count_ones() as i32;
    v += w.captures * me.captures as i32;
    v -= w.few_captures[(me.captures as usize).min(3)];
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::symmetry::Symmetry;
    use tzaar_core::{Setup, Stack};

    #[test]
    fn the_standard_start_is_balanced_but_for_tempo() {
        let pos = Position::standard();
        // The standard layout is symmetric under a colour swap with a reflection, so only the
        // tempo term remains.
        assert_eq!(evaluate(&pos), Weights::default().tempo_first);
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

    #[test]
    fn a_lone_attacked_type_is_bad_for_its_owner() {
        // White has one Tzaar, attacked by a taller black stack; Black is safe.
        let mut s = Setup::empty(Color::White, Phase::FirstAction);
        let put = |s: &mut Setup, cell: &str, st: Stack| {
            s.board[cell.parse::<tzaar_core::Cell>().unwrap().index()] = Some(st)
        };
        put(&mut s, "A1", Stack::single(Color::White, PieceType::Tzaar));
        put(
            &mut s,
            "A2",
            Stack::from_pieces(Color::Black, &[PieceType::Tott, PieceType::Tzaar]).unwrap(),
        );
        put(&mut s, "C1", Stack::single(Color::White, PieceType::Tzarra));
        put(&mut s, "C3", Stack::single(Color::White, PieceType::Tott));
        put(&mut s, "G1", Stack::single(Color::Black, PieceType::Tzarra));
        put(&mut s, "G3", Stack::single(Color::Black, PieceType::Tott));
        let pos = Position::from_setup(&s).unwrap();
        let infos = side_infos(&pos);
        assert_ne!(
            infos[Color::Black.index()].targets & "A1".parse::<tzaar_core::Cell>().unwrap().bit(),
            0
        );
        assert!(evaluate(&pos) < 0);
    }
}
