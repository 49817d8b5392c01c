//! Matches between two weight sets, to measure what a fit gained.

use std::ops::ControlFlow;
use std::sync::Arc;

use tzaar_core::{Game, SetupKind};
use tzaar_engine::eval::Weights;
use tzaar_engine::limits::Limits;
use tzaar_engine::search::Config;

use crate::arena::{EnginePlayer, GameOptions, Player};
use crate::runner::{MATCH_HASH_MIB, MatchSummary, run_match};

/// Options of [`play_match`].
#[derive(Clone, Debug, PartialEq)]
pub struct MatchOptions {
    /// Colour-swapped pairs of games.
    pub pairs: usize,
    /// Nodes per turn for both sides.
    pub nodes: u64,
    /// Pair `i` starts from `Setup::random(seed + i)`.
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// Transposition table size per player, in mebibytes.
    pub hash_mib: usize,
}

impl Default for MatchOptions {
    fn default() -> MatchOptions {
        MatchOptions {
            pairs: 100,
            nodes: 20_000,
            seed: 1,
            threads: 2,
            hash_mib: MATCH_HASH_MIB,
        }
    }
}

/// Plays `a` against `b` with [`run_match`]: pair `i` plays the random start
/// `Setup::random(seed + i)` twice, each side once White. `progress` is called with the pairs
/// finished so far. The summary counts from `a`'s side.
pub fn play_match(
    a: &Weights,
    b: &Weights,
    options: &MatchOptions,
    progress: &mut dyn FnMut(usize),
) -> MatchSummary {
    let (a, b) = (Arc::new(a.clone()), Arc::new(b.clone()));
    let player = |weights: &Arc<Weights>| -> Box<dyn Player> {
        let config = Config {
            weights: Arc::clone(weights),
            ..Config::default()
        };
        Box::new(EnginePlayer::new(config, options.hash_mib, 1))
    };
    let players = (0..options.threads.max(1))
        .map(|_| (player(&a), player(&b)))
        .collect();
    let start = |pair: u64| {
        Game::new(SetupKind::Random {
            seed: options.seed.wrapping_add(pair),
        })
    };
    let game = GameOptions {
        limits: Limits::nodes(options.nodes),
        ..GameOptions::default()
    };
    let games = 2 * options.pairs as u64;
    let mut pairs = 0;
    run_match(players, &start, games, &game, &mut |_, summary| {
        let complete = summary.tally.pairs.iter().sum::<u64>() as usize;
        if complete > pairs {
            pairs = complete;
            progress(pairs);
        }
        ControlFlow::Continue(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_weight_set_beats_a_crippled_one() {
        // An evaluation of 0 everywhere: only proven results guide it.
        let bad = Weights::zero();
        let options = MatchOptions {
            pairs: 3,
            nodes: 500,
            hash_mib: 1,
            ..MatchOptions::default()
        };
        let mut progress = Vec::new();
        let r = play_match(&Weights::default(), &bad, &options, &mut |p| {
            progress.push(p)
        });
        assert_eq!(progress, [1, 2, 3]);
        assert_eq!(r.tally.games(), 6);
        assert!(r.tally.score() > 0.5, "{r:?}");
        let e = r.tally.elo().unwrap();
        assert!(e.lower <= e.elo && e.elo <= e.upper);
    }
}
