//! The endgame solver: proves wins and losses exactly, and plays them perfectly.
//!
//! It is the search of [`crate::search`] in a proof-only mode: every leaf is unknown (worth 0),
//! nothing is reduced or pruned, and it keeps its own transposition table, so every win or loss
//! it reports is exact for the depth searched. Deepening one ply at a time, the first iteration
//! that proves a win finds the quickest one (a quicker win would have been proven earlier); a
//! proven loss means every line loses within the depth, and the line chosen is the one that
//! loses latest: the longest resistance.
//!
//! [`Searcher::search`] runs it first when few stacks remain, with a third of the budget; if it
//! proves nothing, the normal search gets the rest.

use std::sync::atomic::Ordering;
use std::time::Duration;

use tzaar_core::Position;

use crate::limits::{Limits, TimeBudget};
use crate::score::is_proven;
use crate::search::{Config, Info, SearchResult, Searcher, Shared, Worker};

/// Nodes the solver may use when the search has no node or time limit of its own.
const DEFAULT_NODES: u64 = 2_000_000;
/// Nodes per ply of a depth limit that the solver may use.
const DEPTH_NODES: u64 = 10_000;

impl Searcher {
    /// Tries to prove the result of `pos` within a share of `limits`; `None` if it could not.
    pub fn solve(
        &mut self,
        pos: &Position,
        limits: &Limits,
        turns_played: u32,
        report: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
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
        self.stop.store(false, Ordering::Relaxed);
        // A fresh table each time: entries searched deeper in an earlier search could report a
        // win that is not the quickest.
        self.solver_tt.clear();
        let shared = Shared::new(
            self.solver_tt.clone(),
            self.stop.clone(),
            budget,
            node_limit,
        );
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
        self.solver_nodes = shared.nodes.load(Ordering::Relaxed);
        let mut r = result.filter(|r| is_proven(r.score))?;
        r.nodes = self.solver_nodes;
        r.time = shared.start.elapsed().max(Duration::from_nanos(1));
        Some(r)
    }
}
