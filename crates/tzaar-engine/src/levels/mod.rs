//! Playing strength from 1 (beginner) to 10 (full strength).
//!
//! A weaker level is weaker honestly, never by playing nonsense:
//!
//! - it thinks less: levels 1 to 3 look one turn ahead (their own two actions), levels 4 and 5
//!   also see the opponent's first action and level 6 the opponent's whole turn; levels 7 to 9
//!   search without a depth cap but with a share of the time and nodes (7%, 12% and 35%);
//! - levels 1 to 5 choose among their best turns (a multi-PV search, see [`crate::analysis`])
//!   at random, each with a weight `exp((score - best) / temperature)`, from a seeded generator
//!   so that a seed gives the same choices; the temperature is in evaluation units (a piece is
//!   worth a few hundred), from 700 at level 1 to 20 at levels 3 and 5 (level 6 plays its
//!   best turn);
//! - it never takes a turn more than a margin worse than its best one (1500 at level 1, down
//!   to 60 at levels 3 and 5);
//! - it never misses a win in one turn (a two-ply search looks for one first, at every level);
//! - above level 2 it never plays a turn after which the opponent wins in their next turn when
//!   it can avoid that: each choice is checked with a two-ply search of the opponent's turn, and
//!   when every candidate fails the check, a search that sees the opponent's turn picks one
//!   that passes it. Level 2 makes that check on half of its turns (chosen by the seeded
//!   generator), level 1 never.
//!
//! Level 10 is the plain search with the limits unchanged.
//!
//! [`Level`] is a strength (with the profile a level below 10 plays by), [`choose_turn`] picks a
//! level's turn, and [`LevelPlayer`] is the engine at a level, with its own searcher and seeded
//! generator.

mod choose;
mod level;
mod player;

pub use choose::choose_turn;
pub use level::{Level, LevelError};
pub use player::LevelPlayer;
