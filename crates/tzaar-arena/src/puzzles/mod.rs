//! Puzzles for the site: positions where the side to act has a win the solver proves in 1 to 4
//! turns, taken from game records and self-play (see [`generate()`]). The puzzle itself, its
//! proofs and its line format are `tzaar_engine::puzzle`.

mod generate;

pub use generate::{Progress, PuzzleOptions, SourceGame, ending, generate, puzzles_of, self_play};
