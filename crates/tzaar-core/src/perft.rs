//! Perft: the number of action sequences of a given length, for checking move generation.
//!
//! One action is one ply (the opening capture, each placement and each pass included); a
//! finished game has no actions, so its lines stop there and count nothing at greater depths.

use crate::action::Action;
use crate::position::Position;

/// The number of leaves `depth` actions below `pos`.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_actions(),
        _ => {
            let mut nodes = 0;
            for action in pos.legal_actions() {
                let undo = pos.play_unchecked(action);
                nodes += perft(pos, depth - 1);
                pos.undo(undo);
            }
            nodes
        }
    }
}

/// Perft split by first action: each legal action with the leaf count below it.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Action, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_actions()
        .into_iter()
        .map(|action| {
            let undo = pos.play_unchecked(action);
            let n = perft(pos, depth - 1);
            pos.undo(undo);
            (action, n)
        })
        .collect()
}
