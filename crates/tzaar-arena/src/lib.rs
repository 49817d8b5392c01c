//! TZAAR engine tools: games and matches between players (the engine, its playing levels,
//! baselines and engines in other processes), the statistics of their results, the tuning of
//! the evaluation's weights, and the generation of puzzles. The engine itself is
//! `tzaar-engine`; nothing here is linked into the server or the terminal game.

pub mod arena;
pub mod external;
pub mod puzzles;
pub mod runner;
pub mod spec;
pub mod stats;
pub mod tune;
