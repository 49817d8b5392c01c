//! Baseline players any search should beat: one-turn greedy and uniformly random.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Action, Color, Game, Position};
use tzaar_engine::eval;
use tzaar_engine::limits::Limits;

use super::player::{Player, PlayerError};

/// A one-turn greedy player: plays the rest of the turn whose resulting position the static
/// evaluation likes best from its own side (a win best of all, a loss worst), breaking ties at
/// random. A baseline any search should beat.
pub struct GreedyPlayer {
    rng: ChaCha8Rng,
}

impl GreedyPlayer {
    /// A greedy player; [`Player::new_game`] reseeds it.
    pub fn new(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Default for GreedyPlayer {
    fn default() -> GreedyPlayer {
        GreedyPlayer::new(0)
    }
}

/// What a greedy player thinks of a position where `me` has finished acting (or the game is
/// over), from `me`'s side.
fn greedy_value(pos: &Position, me: Color) -> i64 {
    if let Some(outcome) = pos.outcome() {
        return if outcome.winner == me {
            i64::MAX
        } else {
            i64::MIN
        };
    }
    let v = i64::from(eval::evaluate(pos));
    if pos.side() == me { v } else { -v }
}

/// Whether the turn that `mover` started is over in `pos`.
fn turn_over(pos: &Position, mover: Color) -> bool {
    pos.side() != mover || pos.is_game_over()
}

/// Every way to finish the current turn from `pos`, with its value for the side to act.
fn turns_with_values(pos: &Position) -> Vec<(Vec<Action>, i64)> {
    let me = pos.side();
    let mut out = Vec::new();
    let mut p = pos.clone();
    for first in pos.legal_actions() {
        let undo = p.play_unchecked(first);
        if turn_over(&p, me) {
            out.push((vec![first], greedy_value(&p, me)));
        } else {
            for second in p.legal_actions() {
                let undo2 = p.play_unchecked(second);
                out.push((vec![first, second], greedy_value(&p, me)));
                p.undo(undo2);
            }
        }
        p.undo(undo);
    }
    out
}

impl Player for GreedyPlayer {
    fn name(&self) -> String {
        "greedy".to_string()
    }

    fn new_game(&mut self, _game: &Game, seed: u64) -> Result<(), PlayerError> {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        Ok(())
    }

    fn play_turn(&mut self, game: &Game, _limits: &Limits) -> Result<Vec<Action>, PlayerError> {
        let all = turns_with_values(game.position());
        let best = all
            .iter()
            .map(|(_, v)| *v)
            .max()
            .ok_or(PlayerError::NoAction)?;
        let ties: Vec<&Vec<Action>> = all
            .iter()
            .filter(|(_, v)| *v == best)
            .map(|(t, _)| t)
            .collect();
        let pick = self.rng.random_range(0..ties.len());
        Ok(ties[pick].clone())
    }
}

/// A player that picks each action uniformly at random among the legal ones.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    /// A random player; [`Player::new_game`] reseeds it.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Default for RandomPlayer {
    fn default() -> RandomPlayer {
        RandomPlayer::new(0)
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn new_game(&mut self, _game: &Game, seed: u64) -> Result<(), PlayerError> {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        Ok(())
    }

    fn play_turn(&mut self, game: &Game, _limits: &Limits) -> Result<Vec<Action>, PlayerError> {
        let mut pos = game.position().clone();
        let me = pos.side();
        let mut turn = Vec::new();
        loop {
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            let a = actions[self.rng.random_range(0..actions.len())];
            pos.play_unchecked(a);
            turn.push(a);
            if turn_over(&pos, me) {
                break;
            }
        }
        if turn.is_empty() {
            return Err(PlayerError::NoAction);
        }
        Ok(turn)
    }
}
