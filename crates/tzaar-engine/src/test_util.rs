//! Helpers for the unit tests.

use rand::{Rng, SeedableRng};
use tzaar_core::{Action, Game, Position, Setup, Turn};

/// Whether `turn` is a legal and complete rest of the current turn in `pos`.
pub(crate) fn legal_turn(pos: &Position, turn: &[Action]) -> bool {
    let turn = match *turn {
        [first] => Turn {
            first,
            second: None,
        },
        [first, second] => Turn {
            first,
            second: Some(second),
        },
        _ => return false,
    };
    Game::from_position(pos.clone()).play_turn(turn).is_ok()
}

/// Positions along seeded random playouts, in both phases of a turn.
pub(crate) fn playout_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut game = seed * 1000;
    while out.len() < count {
        game += 1;
        let mut pos = Position::from_setup(&Setup::random(game)).unwrap();
        while !pos.is_game_over() && out.len() < count {
            let list = pos.legal_actions();
            pos.play_unchecked(list[rng.random_range(0..list.len())]);
            if !pos.is_game_over() {
                out.push(pos.clone());
            }
        }
    }
    out
}
