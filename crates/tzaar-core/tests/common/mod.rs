//! Helpers shared by the integration tests: starting setups and seeded random playouts that use
//! only the crate.

#![allow(dead_code)]

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Action, Position, Setup};

/// One of the three ways to start: 0 the standard layout, 1 `Setup::random(seed)`, 2 the
/// tournament version's empty board (any other `kind` too).
pub fn start(kind: u8, seed: u64) -> Setup {
    match kind {
        0 => Setup::standard(),
        1 => Setup::random(seed),
        _ => Setup::tournament(),
    }
}

/// A seeded random game from `start` to its end: every position, each with the action played
/// from it (`None` for the last). In second actions a stacking move is preferred with
/// probability `stacking`, which makes tall stacks and buried types more common.
pub fn playout(start: &Setup, seed: u64, stacking: f64) -> Vec<(Position, Option<Action>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::from_setup(start).expect("a valid start");
    let mut out = Vec::new();
    loop {
        let legal = pos.legal_actions();
        let Some(&any) = legal.choose(&mut rng) else {
            out.push((pos, None));
            return out;
        };
        let stacks: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Stack { .. }))
            .collect();
        let action = match stacks.choose(&mut rng) {
            Some(&s) if rng.random_bool(stacking) => s,
            _ => any,
        };
        out.push((pos.clone(), Some(action)));
        pos.play(action).expect("a legal action");
    }
}

/// Just the positions of [`playout`].
pub fn positions(start: &Setup, seed: u64, stacking: f64) -> Vec<Position> {
    playout(start, seed, stacking)
        .into_iter()
        .map(|(p, _)| p)
        .collect()
}
