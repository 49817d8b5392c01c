//! Baseline players any search should beat: one-turn greedy and uniformly random.

use std::marker::PhantomData;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Action, Color, Game, Position};
use tzaar_engine::eval;
use tzaar_engine::limits::Limits;

use super::player::{Player, PlayerError};

/// How a baseline player picks its turn, given its random numbers.
pub trait Choice: Send {
    /// The player's name.
    const NAME: &'static str;
    /// The actions of its turn in `pos` (the side to act's).
    fn turn(pos: &Position, rng: &mut ChaCha8Rng) -> Result<Vec<Action>, PlayerError>;
}

/// A baseline player choosing by `C`, with its own random numbers, reseeded by each
/// [`Player::new_game`].
pub struct Baseline<C> {
    rng: ChaCha8Rng,
    choice: PhantomData<C>,
}

impl<C: Choice> Baseline<C> {
    /// A player seeded with `seed`; [`Player::new_game`] reseeds it.
    pub fn new(seed: u64) -> Baseline<C> {
        Baseline {
            rng: ChaCha8Rng::seed_from_u64(seed),
            choice: PhantomData,
        }
    }
}

impl<C: Choice> Default for Baseline<C> {
    fn default() -> Baseline<C> {
        Baseline::new(0)
    }
}

impl<C: Choice> Player for Baseline<C> {
    fn name(&self) -> String {
        C::NAME.to_string()
    }

    fn new_game(&mut self, _game: &Game, seed: u64) -> Result<(), PlayerError> {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        Ok(())
    }

    fn play_turn(&mut self, game: &Game, _limits: &Limits) -> Result<Vec<Action>, PlayerError> {
        C::turn(game.position(), &mut self.rng)
    }
}

/// The one-turn greedy choice: the rest of the turn whose resulting position the static
/// evaluation likes best from the mover's side (a win best of all, a loss worst), ties
/// broken at random.
pub struct Greedy;

/// A one-turn greedy player (see [`Greedy`]). A baseline any search should beat.
pub type GreedyPlayer = Baseline<Greedy>;

/// The random choice: each action uniformly at random among the legal ones.
pub struct Random;

/// A player that picks each action uniformly at random among the legal ones.
pub type RandomPlayer = Baseline<Random>;

impl Choice for Greedy {
    const NAME: &'static str = "greedy";

    fn turn(pos: &Position, rng: &mut ChaCha8Rng) -> Result<Vec<Action>, PlayerError> {
        let all = turns_with_values(pos);
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
        let pick = rng.random_range(0..ties.len());
        Ok(ties[pick].clone())
    }
}

impl Choice for Random {
    const NAME: &'static str = "random";

    fn turn(pos: &Position, rng: &mut ChaCha8Rng) -> Result<Vec<Action>, PlayerError> {
        let mut pos = pos.clone();
        let me = pos.side();
        let mut turn = Vec::new();
        loop {
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            let a = actions[rng.random_range(0..actions.len())];
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
