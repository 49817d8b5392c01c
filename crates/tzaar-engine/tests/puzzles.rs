//! Every shipped puzzle is proven: the side to act wins in exactly `win_in` turns, the solution
//! is a proven line, and the accepted first turns are exactly those that keep the win.

use std::collections::HashSet;

use tzaar_engine::puzzle::{Puzzle, shipped, verify};

/// The node budget per proof the generator made the set with (`tzaar puzzles generate`'s
/// default): every proof of a shipped puzzle fits in it.
const NODES: u64 = 300_000;

#[test]
fn every_shipped_puzzle_is_proven_and_accepts_exactly_the_winning_first_turns() {
    let set = shipped();
    assert!(set.len() >= 1000, "only {} puzzles", set.len());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = set.len().div_ceil(threads);
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = set
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .filter_map(|p: &Puzzle| {
                            verify(p, NODES).err().map(|e| format!("{}: {e}", p.id))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_shipped_set_has_every_length_and_no_repeats() {
    let set = shipped();
    for n in 1..=4 {
        assert!(set.iter().any(|p| p.win_in == n), "no puzzle won in {n}");
    }
    let ids: HashSet<&str> = set.iter().map(|p| p.id.as_str()).collect();
    let positions: HashSet<String> = set.iter().map(|p| p.position.to_string()).collect();
    assert_eq!(ids.len(), set.len(), "an id repeats");
    assert_eq!(positions.len(), set.len(), "a position repeats");
    for p in set {
        assert!(
            (600..=2400).contains(&p.rating),
            "{}: rating {}",
            p.id,
            p.rating
        );
    }
}
