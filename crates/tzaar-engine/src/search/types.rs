//! The search's public types: its switches, the report after each iteration, and its answer.

use std::sync::Arc;
use std::time::Duration;

use tzaar_core::Action;

use crate::eval::Weights;
use crate::score::Score;

/// The deepest the search goes, in plies from the root.
pub const MAX_PLY: usize = 128;

/// Switches for the search's enhancements, so tests can compare them with plain minimax, and
/// the evaluation's weights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Use the transposition table for cutoffs (always for ordering).
    pub tt_cutoffs: bool,
    /// Only use a stored score when it was searched to exactly the needed depth (so the value
    /// equals plain fixed-depth minimax); otherwise deeper results are used too.
    pub exact_depth: bool,
    /// Late-move reductions.
    pub lmr: bool,
    /// Aspiration windows.
    pub aspiration: bool,
    /// Prune stacking moves and passes that cannot raise a hopeless score at the last plies.
    pub futility: bool,
    /// Search captures in the second action at the leaves.
    pub quiescence: bool,
    /// Run the endgame solver first when at most this many stacks remain (0: never).
    pub solver_stacks: u32,
    /// Prove only: leaves are unknown (worth 0) and nothing is pruned that could hide a
    /// result, so every proven score is exact (the endgame solver's mode; see
    /// [`Searcher::solve`](super::Searcher::solve)).
    pub prove_only: bool,
    /// The evaluation's weights, used by every thread of the search.
    pub weights: Arc<Weights>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            tt_cutoffs: true,
            exact_depth: false,
            lmr: true,
            aspiration: true,
            futility: true,
            quiescence: false,
            solver_stacks: 24,
            prove_only: false,
            weights: Arc::default(),
        }
    }
}

impl Config {
    /// Every enhancement that keeps the fixed-depth minimax value exactly (for tests).
    pub fn exact() -> Config {
        Config {
            tt_cutoffs: true,
            exact_depth: true,
            lmr: false,
            aspiration: true,
            futility: false,
            quiescence: false,
            solver_stacks: 0,
            prove_only: false,
            weights: Arc::default(),
        }
    }

    /// The solver's switches: proven results only, nothing pruned that could hide one.
    pub fn proof() -> Config {
        Config {
            aspiration: false,
            prove_only: true,
            ..Config::exact()
        }
    }
}

/// A report after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// The depth of the iteration, in plies.
    pub depth: u32,
    /// The score, from the side to act at the root.
    pub score: Score,
    /// Nodes searched so far (all threads).
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Action>,
}

impl Info {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        let us = self.time.as_micros().max(1) as u64;
        self.nodes.saturating_mul(1_000_000) / us
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The best action at the root.
    pub best: Action,
    /// The score, from the side to act at the root.
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation (starts with `best`).
    pub pv: Vec<Action>,
    /// Nodes searched (all threads).
    pub nodes: u64,
    /// Wall time used.
    pub time: Duration,
}

/// What a proof search bounded in depth and nodes found (see
/// [`Searcher::prove`](super::Searcher::prove)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// A proven win or loss, the quickest win or the latest loss, with its line.
    Proven(SearchResult),
    /// Every line was searched to the depth and none decides the game within it.
    Unproven,
    /// The node budget ran out first: nothing is known.
    OutOfBudget,
}
