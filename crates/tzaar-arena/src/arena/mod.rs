//! Games between players: the [`Player`] trait, the built-in players (the engine, the engine at
//! a playing level, a one-turn greedy player and a random player) and [`play_game`], which
//! referees one game.
//!
//! A player is asked for the rest of the current turn at a time: one action for a placement or
//! the opening, a first capture and a second action otherwise, or only the first capture when it
//! ends the game. The referee checks every action with the rules; a player that answers with an
//! illegal or incomplete turn, or fails to answer, loses the game (recorded as a resignation and
//! described in [`PlayedGame::forfeit`]). With clocks, a player whose turn takes longer than its
//! time left loses on time.
//!
//! Every game ends: each turn after the placement removes at least one stack.
//!
//! `player.rs` holds the trait, `engines.rs` and `baselines.rs` the players, `time_control.rs`
//! the clocks, and `referee.rs` [`play_game`] with its options and what it returns.

mod baselines;
mod engines;
mod player;
mod referee;
mod time_control;

pub use baselines::{Baseline, Choice, Greedy, GreedyPlayer, Random, RandomPlayer};
pub use engines::EnginePlayer;
pub use player::{Player, PlayerError};
pub use referee::{Aborted, Forfeit, GameOptions, PlayedGame, derive_seed, play_game};
pub use time_control::{TimeControl, TimeControlError};
