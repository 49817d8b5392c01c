//! Helpers for the unit tests.

use tzaar_core::{Action, Game, Position, Turn};

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
