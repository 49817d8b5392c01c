//! The [`Player`] trait: what the referee asks of anyone who plays, and how a player fails.

use std::time::Duration;

use thiserror::Error;
use tzaar_core::{Action, Game};
use tzaar_engine::limits::Limits;

/// Why a player could not give a turn.
#[derive(Debug, Error)]
pub enum PlayerError {
    /// The player has no action in a position where the rules give one.
    #[error("the player found no action")]
    NoAction,
    /// Talking to an external engine failed.
    #[error("the engine's input or output failed: {0}")]
    Io(#[from] std::io::Error),
    /// An external engine broke the protocol or reported an error.
    #[error("{0}")]
    Protocol(String),
    /// An external engine did not answer in time.
    #[error("no answer within {0:?}")]
    Timeout(Duration),
}

/// Someone who plays games: given the game so far and the limits of this turn, the rest of the
/// current turn.
pub trait Player: Send {
    /// A short name for reports and records.
    fn name(&self) -> String;

    /// Prepares for a new game from `game`'s current position (usually its start). `seed` seeds
    /// any randomness, so that a game is reproducible.
    fn new_game(&mut self, game: &Game, seed: u64) -> Result<(), PlayerError>;

    /// The rest of the current turn in `game`'s position, in order. `limits` holds the match's
    /// limits for one turn and, with clocks, both sides' time left.
    fn play_turn(&mut self, game: &Game, limits: &Limits) -> Result<Vec<Action>, PlayerError>;
}
