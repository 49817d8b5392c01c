//! Tuning the evaluation from self-play (the Texel method), and matches between weight sets.
//!
//! 1. [`generate`](fn@generate): the engine plays itself from random starts at a fixed node
//!    count per turn, with a few random plies first for variety; the positions met (both
//!    phases of a turn, the first plies and positions already proven left out) are kept with
//!    the game's result.
//! 2. [`fit`](fn@fit): the evaluation, read from White's side, should predict White's result
//!    through `sigmoid(eval / K)`. `K` is fitted first with the starting weights (it fixes the
//!    scale), then the weights by Adam on the mean squared error (or the log loss), keeping the
//!    type and height tables non-decreasing.
//! 3. [`play_match`]: two weight sets play colour-swapped pairs of games from random starts at
//!    equal nodes per turn (with the match runner, [`crate::runner`]), to measure what a fit
//!    gained.
//!
//! Everything is deterministic for given options: games are searched with one thread and a
//! node limit, randomness comes from seeded ChaCha generators, and results are collected in
//! game order whatever the number of threads.
//!
//! The steps are files of their own (`generate.rs`, `fit.rs`, `matches.rs`), beside the text
//! files' format (`files.rs`) and the errors (`error.rs`).

mod error;
mod files;
mod fit;
mod generate;
mod matches;
pub mod win_chance;

pub use error::TuneError;
pub use files::{read_samples, read_weights, write_samples, write_weights};
pub use fit::{FitOptions, FitReport, Loss, Losses, fit};
pub use generate::{GenOptions, Sample, generate, generate_games};
pub(crate) use generate::{random_actions, run_parallel};
pub use matches::{MatchOptions, play_match};
