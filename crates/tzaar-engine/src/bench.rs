//! The fixed bench: positions from every part of the game, searched to a fixed depth with one
//! thread. Its node count is deterministic, so a change to the search shows in it; its speed is
//! the engine's nodes per second.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Position, Setup};

use crate::limits::Limits;
use crate::search::Searcher;

/// The default bench depth, in plies.
pub const DEFAULT_DEPTH: u32 = 5;
/// The default bench table, in MiB (the node count depends on it).
pub const DEFAULT_HASH_MIB: usize = 16;

/// The bench positions: the standard start and random starts played forward by a seeded random
/// playout to the opening, the middle game and the endgame.
pub fn positions() -> Vec<Position> {
    let mut out = vec![Position::standard()];
    let mut rng = ChaCha8Rng::seed_from_u64(2013);
    for (i, plies) in [1usize, 7, 15, 23, 31, 39, 47, 9, 19, 29, 35, 43]
        .into_iter()
        .enumerate()
    {
        let setup = if i % 3 == 0 {
            Setup::standard()
        } else {
            Setup::random(1000 + i as u64)
        };
        let mut pos = Position::from_setup(&setup).expect("valid setup");
        for _ in 0..plies {
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            // Prefer captures over stacking and passing, as real games do.
            let captures: Vec<_> = actions.iter().copied().filter(|a| a.is_capture()).collect();
            let pool = if !captures.is_empty() && rng.random_bool(0.7) {
                captures
            } else {
                actions.to_vec()
            };
            let a = pool[rng.random_range(0..pool.len())];
            pos.play_unchecked(a);
            if pos.legal_actions().is_empty() {
                break;
            }
        }
        if !pos.legal_actions().is_empty() {
            out.push(pos);
        }
    }
    out
}

/// One position's bench result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchLine {
    /// The position searched.
    pub position: Position,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub time: Duration,
}

/// Searches every bench position to `depth` with one thread and a fresh table.
pub fn run(depth: u32, hash_mib: usize) -> Vec<BenchLine> {
    positions()
        .into_iter()
        .map(|position| {
            let mut s = Searcher::new(hash_mib, 1);
            let start = Instant::now();
            let r = s
                .search(&position, &Limits::depth(depth), 0, &mut |_| {})
                .expect("bench positions have actions");
            BenchLine {
                position,
                nodes: r.nodes,
                time: start.elapsed(),
            }
        })
        .collect()
}
