//! TZAAR search and knowledge: the evaluation, an iterative deepening principal-variation search
//! over actions with a shared transposition table, time management, and the text engine
//! protocol. The rules come from `tzaar-core`; nothing here decides what is legal.

pub mod analysis;
pub mod attacks;
pub mod bench;
pub mod eval;
pub mod levels;
pub mod limits;
pub mod ordering;
pub mod placement;
pub mod protocol;
pub mod puzzle;
pub mod score;
pub mod search;
pub mod tt;
pub mod win_chance;

#[cfg(test)]
mod test_util;

pub use levels::LevelPlayer;
pub use limits::{Clock, Limits};
pub use score::{Outlook, Score};
pub use search::{Config, Info, SearchResult, Searcher};
