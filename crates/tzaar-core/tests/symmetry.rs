//! The rules cannot tell a position from its images under the board's twelve symmetries, nor
//! (in mid-game) from the same position with the colours swapped. So perft counts, the number
//! of legal actions and the outcome must be the same for all of them, and the legal actions of
//! an image must be the images of the legal actions.

mod common;

use std::collections::HashSet;

use tzaar_core::perft::perft;
use tzaar_core::symmetry::{Symmetry, swap_colours};
use tzaar_core::{Action, Outcome, Phase, Position, Setup};

fn legal_set(pos: &Position) -> HashSet<Action> {
    pos.legal_actions().into_iter().collect()
}

fn swapped(pos: &Position) -> Position {
    Position::from_setup(&swap_colours(&pos.to_setup())).expect("a mid-game position swaps")
}

fn swap_outcome(o: Option<Outcome>) -> Option<Outcome> {
    o.map(|o| Outcome {
        winner: o.winner.opponent(),
        reason: o.reason,
    })
}

/// Compares `pos` with each of its images to `depth` plies of perft.
fn check_symmetries(pos: &Position, depth: u32) {
    let mut original = pos.clone();
    let counts: Vec<u64> = (1..=depth).map(|d| perft(&mut original, d)).collect();
    let legal = legal_set(pos);
    for s in Symmetry::ALL {
        let mut image = s.position(pos);
        assert_eq!(image.side(), pos.side());
        assert_eq!(image.phase(), pos.phase());
        assert_eq!(image.outcome(), pos.outcome(), "{s:?} of {pos}");
        assert_eq!(image.count_legal_actions(), pos.count_legal_actions());
        let mapped: HashSet<Action> = legal.iter().map(|&a| s.action(a)).collect();
        assert_eq!(legal_set(&image), mapped, "{s:?} of {pos}");
        for (d, &n) in (1..=depth).zip(&counts) {
            assert_eq!(perft(&mut image, d), n, "{s:?} of {pos}, depth {d}");
        }
        // Going back gives the original exactly.
        assert_eq!(s.inverse().position(&image), *pos);
    }
    if matches!(pos.phase(), Phase::FirstAction | Phase::SecondAction) {
        for s in Symmetry::ALL {
            let mut image = s.position(&swapped(pos));
            assert_eq!(image.side(), pos.side().opponent());
            assert_eq!(
                image.outcome(),
                swap_outcome(pos.outcome()),
                "swapped {pos}"
            );
            let mapped: HashSet<Action> = legal.iter().map(|&a| s.action(a)).collect();
            assert_eq!(legal_set(&image), mapped, "{s:?}, swapped, of {pos}");
            for (d, &n) in (1..=depth).zip(&counts) {
                assert_eq!(
                    perft(&mut image, d),
                    n,
                    "{s:?}, swapped, of {pos}, depth {d}"
                );
            }
        }
        assert_eq!(swapped(&swapped(pos)), *pos);
    }
}

#[test]
fn standard_start_under_every_symmetry() {
    let start = Position::standard();
    check_symmetries(&start, 4);
    // The layout is its own image under the turns by 120 and 240 degrees.
    for s in [Symmetry::new(2, false), Symmetry::new(4, false)] {
        assert_eq!(s.position(&start), start);
    }
}

#[test]
fn standard_start_colour_swapped_after_the_opening() {
    // The opening itself cannot be swapped (White always opens), but every position after it
    // can: White's opening capture in the standard start, mirrored and recoloured, is a
    // Black position that must count the same.
    let mut start = Position::standard();
    for action in start.legal_actions().into_iter().take(6) {
        let undo = start.play_unchecked(action);
        check_symmetries(&start, 3);
        start.undo(undo);
    }
}

#[test]
fn random_setups_under_every_symmetry() {
    for seed in [1, 2, 3, 17, 99] {
        let pos = Position::from_setup(&Setup::random(seed)).unwrap();
        check_symmetries(&pos, 3);
    }
}

#[test]
fn playout_positions_under_every_symmetry() {
    let mut checked = [0usize; 4];
    for seed in 0..12u64 {
        let kind = (seed % 3) as u8;
        let line = common::positions(&common::start(kind, seed), seed, 0.5);
        // A few positions from each game: the start, early, middle and the last few.
        let n = line.len();
        for i in [0, n / 4, n / 2, 3 * n / 4, n - 3, n - 2, n - 1] {
            let pos = &line[i];
            let depth = if pos.phase() == Phase::Placement || i < n / 2 {
                2
            } else {
                3
            };
            check_symmetries(pos, depth);
            checked[pos.phase() as usize] += 1;
        }
    }
    assert!(
        checked.iter().all(|&n| n > 0),
        "phases checked: {checked:?}"
    );
}

#[test]
fn playing_commutes_with_the_symmetries() {
    for seed in 0..6u64 {
        let line = common::playout(&common::start((seed % 3) as u8, seed), seed, 0.5);
        for s in Symmetry::ALL {
            let mut image = s.position(&line[0].0);
            for (pos, chosen) in &line {
                assert_eq!(image, s.position(pos));
                if let Some(action) = chosen {
                    image.play(s.action(*action)).expect("the image is legal");
                }
            }
        }
    }
}
