//! The endgame solver: proves wins and losses exactly, and plays them perfectly.
//!
//! It is the search of [`crate::search`] in a proof-only mode: every leaf is unknown (worth 0),
//! nothing is reduced or pruned, and it keeps its own transposition table, so every win or loss
//! it reports is exact for the depth searched. Deepening one ply at a time, the first iteration
//! that proves a win finds the quickest one (a quicker win would have been proven earlier); a
//! proven loss means every line loses within the depth, and the line chosen is the one that
//! loses latest: the longest resistance.
//!
//! [`Searcher::search`](super::Searcher::search) runs it first when few stacks remain, with a
//! third of the budget; if it proves nothing, the normal search gets the rest.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use tzaar_core::Position;

use crate::limits::{Limits, TimeBudget};
use crate::score::is_proven;
use crate::tt::Table;

use super::shared::Shared;
use super::types::{Config, Info, Proof, SearchResult};
use super::worker::Worker;

/// Nodes the solver may use when the search has no node or time limit of its own.
const DEFAULT_NODES: u64 = 2_000_000;
/// Nodes per ply of a depth limit that the solver may use.
const DEPTH_NODES: u64 = 10_000;

/// The solver's own table (its scores mean something else than the main search's).
pub(super) struct Solver {
    tt: Arc<Table>,
}

/// What one attempt at a proof gave.
pub(super) struct Attempt {
    /// The proven result, if there is one.
    pub(super) result: Option<SearchResult>,
    /// Nodes used, proven or not.
    pub(super) nodes: u64,
}

impl Solver {
    /// A solver with a table of a quarter of `hash_mib` (at least 1 MiB).
    pub(super) fn new(hash_mib: usize) -> Solver {
        Solver {
            tt: Arc::new(Table::new((hash_mib / 4).max(1))),
        }
    }

    /// Forgets everything learned.
    pub(super) fn clear(&self) {
        self.tt.clear();
    }

    /// Tries to prove the result of `pos` within a share of `limits`, stopping early when `stop`
    /// is raised.
    pub(super) fn solve(
        &self,
        pos: &Position,
        limits: &Limits,
        turns_played: u32,
        stop: &Arc<AtomicBool>,
        report: &mut dyn FnMut(&Info),
    ) -> Attempt {
        let budget = limits.budget(pos.side(), turns_played).map(|b| TimeBudget {
            soft: b.soft / 3,
            hard: b.hard / 3,
        });
        let node_limit = match (limits.nodes, budget, limits.depth) {
            (Some(n), _, _) => Some(n / 3),
            (None, Some(_), _) => None,
            // Depth limits are for quick, reproducible searches: a small proof budget.
            (None, None, Some(d)) => Some(DEPTH_NODES * u64::from(d.max(1))),
            (None, None, None) => Some(DEFAULT_NODES),
        };
        let solver_limits = Limits {
            // Twice the plies of the main search: a proof search is far narrower.
            depth: limits.depth.map(|d| 2 * d + 2),
            ..Limits::default()
        };
        // A fresh table each time: entries searched deeper in an earlier search could report a
        // win that is not the quickest.
        self.tt.clear();
        let shared = Shared::new(self.tt.clone(), stop.clone(), budget, node_limit, 1);
        // Deeper stored results are fine here: proven scores are exact at any depth.
        let config = Config {
            exact_depth: false,
            ..Config::proof()
        };
        let mut worker = Worker::new(pos.clone(), config);
        let mut relay = |info: &Info| {
            if is_proven(info.score) {
                report(info);
            }
        };
        let result = worker.iterate(&shared, &solver_limits, 0, Some(&mut relay));
        let nodes = shared.nodes();
        let result = result.filter(|r| is_proven(r.score)).map(|mut r| {
            r.nodes = nodes;
            r.time = shared.elapsed().max(Duration::from_nanos(1));
            r
        });
        Attempt { result, nodes }
    }

    /// Deepens a proof of `pos` one ply at a time up to `plies`, within `nodes` nodes, and says
    /// whether it proved a result, searched every line to `plies` without one, or ran out; and
    /// the nodes it used.
    pub(super) fn prove(&self, pos: &Position, plies: u32, nodes: u64) -> (Proof, u64) {
        self.tt.clear();
        let stop = Arc::new(AtomicBool::new(false));
        let shared = Shared::new(self.tt.clone(), stop.clone(), None, Some(nodes.max(1)), 1);
        let config = Config {
            exact_depth: false,
            ..Config::proof()
        };
        let limits = Limits {
            depth: Some(plies.max(1)),
            ..Limits::default()
        };
        let mut worker = Worker::new(pos.clone(), config);
        let result = worker.iterate(&shared, &limits, 0, None);
        let used = shared.nodes();
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return (Proof::OutOfBudget, used);
        }
        let proof = match result {
            Some(mut r) if is_proven(r.score) => {
                r.nodes = used;
                r.time = shared.elapsed();
                Proof::Proven(r)
            }
            _ => Proof::Unproven,
        };
        (proof, used)
    }
}
