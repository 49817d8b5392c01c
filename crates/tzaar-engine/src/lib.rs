//! TZAAR search and knowledge: the evaluation, an iterative deepening principal-variation search
//! over actions with a shared transposition table, time management, and the text engine
//! protocol. The rules come from `tzaar-core`; nothing here decides what is legal.

pub mod analysis;
pub mod arena;
pub mod bench;
pub mod eval;
pub mod external;
pub mod levels;
pub mod limits;
pub mod ordering;
pub mod placement;
pub mod protocol;
pub mod score;
pub mod search;
pub mod stats;
pub mod tt;
pub mod tune;

pub use limits::{Clock, Limits};
pub use score::{Outlook, Score};
pub use search::{Config, Info, SearchResult, Searcher};
