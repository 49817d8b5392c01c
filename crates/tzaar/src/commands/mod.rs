//! One module per subcommand of `tzaar`, each with its `Args` and `run`.

pub mod admin;
pub mod analyze;
pub mod bench;
pub mod bot;
pub mod engine;
pub mod r#match;
pub mod perft;
pub mod play;
pub mod puzzles;
pub mod record;
pub mod serve;
pub mod show;
pub mod tune;
mod win_chance;
