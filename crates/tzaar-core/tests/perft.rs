//! Perft counts from `tests/data/perft.txt`, checked with the crate's `perft` and with the
//! reference implementation's own perft.
//!
//! The normal run checks every count up to [`QUICK_NODES`] with the crate and up to
//! [`REFERENCE_NODES`] with the slower reference; `cargo test -- --ignored` checks the rest
//! (standard depth 5 alone is over 1.5 billion nodes).

mod reference;

use tzaar_core::perft::{divide, perft};
use tzaar_core::{Phase, Position, Setup};

/// Counts up to this many nodes are checked with the crate in the normal run.
const QUICK_NODES: u64 = 20_000_000;
/// Counts up to this many nodes are checked with the reference in the normal run.
const REFERENCE_NODES: u64 = 250_000;
/// Counts up to this many nodes are checked with the reference in the ignored run.
const REFERENCE_NODES_DEEP: u64 = 20_000_000;

const DATA: &str = include_str!("data/perft.txt");

/// One case of the data file.
struct Case {
    name: String,
    position: String,
    /// `(depth, nodes)`, in the file's order.
    counts: Vec<(u32, u64)>,
}

impl Case {
    fn position(&self) -> Position {
        self.position
            .parse()
            .unwrap_or_else(|e| panic!("case `{}`: {e}", self.name))
    }
}

/// Reads the data file; panics with the line number on anything malformed.
fn cases() -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for (i, raw) in DATA.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = || -> ! { panic!("perft.txt line {}: cannot read `{raw}`", i + 1) };
        let (key, rest) = line.split_once(' ').unwrap_or_else(|| bad());
        match key {
            "name" => out.push(Case {
                name: rest.trim().to_string(),
                position: String::new(),
                counts: Vec::new(),
            }),
            "position" => {
                let case = out.last_mut().unwrap_or_else(|| bad());
                if !case.position.is_empty() {
                    bad();
                }
                case.position = rest.trim().to_string();
            }
            "depth" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let [depth, "nodes", nodes] = words.as_slice() else {
                    bad()
                };
                let case = out.last_mut().unwrap_or_else(|| bad());
                if case.position.is_empty() {
                    bad();
                }
                let depth = depth.parse().unwrap_or_else(|_| bad());
                let nodes = nodes.parse().unwrap_or_else(|_| bad());
                case.counts.push((depth, nodes));
            }
            _ => bad(),
        }
    }
    out
}

#[test]
fn data_file_is_well_formed_and_covers_every_phase() {
    let cases = cases();
    assert!(cases.len() >= 20);
    let mut phases = Vec::new();
    for case in &cases {
        assert!(
            !case.counts.is_empty(),
            "case `{}` has no counts",
            case.name
        );
        let pos = case.position();
        // Position strings in the file are written the way the crate writes them.
        assert_eq!(pos.to_string(), case.position, "case `{}`", case.name);
        phases.push(pos.phase());
        for w in case.counts.windows(2) {
            assert!(w[0].0 < w[1].0, "case `{}`: depths out of order", case.name);
        }
    }
    for phase in Phase::ALL {
        assert!(phases.contains(&phase), "no case in {phase:?}");
    }
    // The standard start, as the task fixes it.
    let standard = &cases[0];
    assert_eq!(standard.position(), Position::standard());
    assert_eq!(
        standard.counts,
        [
            (1, 42),
            (2, 1797),
            (3, 260556),
            (4, 11010135),
            (5, 1557472755)
        ]
    );
    // The random setups are the ones `Setup::random` makes today.
    for seed in 1..=3u64 {
        let text = Position::from_setup(&Setup::random(seed))
            .unwrap()
            .to_string();
        assert!(
            cases.iter().any(|c| c.position == text),
            "seed {seed} is missing"
        );
    }
    let tournament = Position::from_setup(&Setup::tournament()).unwrap();
    assert!(cases.iter().any(|c| c.position() == tournament));
}

fn check_crate(limit: u64) {
    for case in cases() {
        let mut pos = case.position();
        let before = pos.clone();
        for &(depth, nodes) in &case.counts {
            if nodes > limit {
                continue;
            }
            assert_eq!(
                perft(&mut pos, depth),
                nodes,
                "case `{}` depth {depth}",
                case.name
            );
        }
        assert_eq!(pos, before, "perft left case `{}` changed", case.name);
    }
}

#[test]
fn crate_perft_matches_the_data_file() {
    check_crate(QUICK_NODES);
}

#[test]
#[ignore]
fn crate_perft_matches_the_data_file_at_every_depth() {
    check_crate(u64::MAX);
}

#[test]
fn divide_adds_up_to_perft() {
    for case in cases() {
        let mut pos = case.position();
        for &(depth, nodes) in case.counts.iter().filter(|&&(_, n)| n <= 1_000_000) {
            let split = divide(&mut pos, depth);
            assert_eq!(split.len() as u64, pos.count_legal_actions());
            assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), nodes);
        }
    }
}

fn check_reference(limit: u64) {
    for case in cases() {
        let pos = case.position();
        let game = reference::Game::from_setup(&pos.to_setup());
        for &(depth, nodes) in &case.counts {
            if nodes > limit {
                continue;
            }
            assert_eq!(
                game.perft(depth),
                nodes,
                "reference perft, case `{}` depth {depth}",
                case.name
            );
        }
    }
}

#[test]
fn reference_perft_matches_the_data_file() {
    check_reference(REFERENCE_NODES);
}

#[test]
#[ignore]
fn reference_perft_matches_the_data_file_deeper() {
    check_reference(REFERENCE_NODES_DEEP);
}
