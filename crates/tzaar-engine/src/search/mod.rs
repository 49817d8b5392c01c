//! Iterative deepening principal-variation search over actions.
//!
//! A ply is one action, and the side to act changes only after a turn's last action, so the tree
//! does not alternate: a child's score is negated only when the side changed, and a proven result
//! counts turns, not plies (see [`crate::score`]). The hash includes the phase, so the two
//! actions of a turn never share an entry.
//!
//! What the search does at each node, in order: the end of the game; at depth zero, a short
//! capture search; the transposition table; then the actions in [`crate::ordering`]'s order,
//! the first with a full window and the rest with a null window (re-searched when they beat
//! it), late quiet actions reduced. Iterations run with an aspiration window around the previous
//! score. With more than one thread, every thread searches the same root and shares the table
//! (lazy SMP): helper threads take depths no other thread is on, and the deepest iteration any
//! thread completes is the answer. With one thread and a depth or node limit the search is
//! deterministic.

//!
//! The layers, each a file using only those before it: `types` (the switches, the reports, the
//! answer), `shared` (what the threads of one search share), `worker` (one thread's search),
//! `solver` (the endgame solver: the worker in proof mode, with its own table), and here the
//! [`Searcher`] that owns the tables and runs the threads. Move ordering ([`crate::ordering`])
//! and the table ([`crate::tt`]) are leaves the worker uses.

mod shared;
mod solver;
mod types;
mod worker;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use tzaar_core::{Action, Phase, Position};

use crate::limits::Limits;
use crate::tt::Table;

use shared::Shared;
use solver::Solver;
use worker::Worker;

pub use crate::score::Outlook;
pub use types::{Config, Info, MAX_PLY, Proof, SearchResult};
pub use worker::minimax;

/// The transposition table of an engine that has the machine to itself (the engine protocol,
/// the terminal game, `tzaar analyze`), in MiB.
pub const DEFAULT_HASH_MIB: usize = 64;

/// The transposition table of each search when many run at once (the web server), in MiB.
pub const SHARED_HASH_MIB: usize = 16;

/// A search engine: the transposition table and options, kept between searches.
pub struct Searcher {
    tt: Arc<Table>,
    /// The endgame solver, with its own table.
    solver: Solver,
    threads: usize,
    config: Config,
    stop: Arc<AtomicBool>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(DEFAULT_HASH_MIB, 1)
    }
}

impl Searcher {
    /// A searcher with a table of `hash_mib` mebibytes and `threads` threads.
    pub fn new(hash_mib: usize, threads: usize) -> Searcher {
        Searcher {
            tt: Arc::new(Table::new(hash_mib)),
            solver: Solver::new(hash_mib),
            threads: threads.max(1),
            config: Config::default(),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Replaces the search switches.
    pub fn set_config(&mut self, config: Config) {
        self.config = config;
    }

    /// Sets the number of threads.
    pub fn set_threads(&mut self, n: usize) {
        self.threads = n.max(1);
    }

    /// The number of threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Replaces the table by one of `mib` mebibytes.
    pub fn set_hash(&mut self, mib: usize) {
        self.tt = Arc::new(Table::new(mib));
        self.solver = Solver::new(mib);
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.solver.clear();
    }

    /// A flag that stops the running search when set.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Tries to prove the result of `pos` with the endgame solver, within a share of `limits`;
    /// `None` if it could not. The solver is this search in [`Config::proof`] mode with its own
    /// table, deepening one ply at a time: a proven win is the quickest, a proven loss is played
    /// with the longest resistance. [`Searcher::search`] runs it first when at most
    /// [`Config::solver_stacks`] stacks remain.
    pub fn solve(
        &mut self,
        pos: &Position,
        limits: &Limits,
        turns_played: u32,
        report: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        self.stop.store(false, Ordering::Relaxed);
        let attempt = self
            .solver
            .solve(pos, limits, turns_played, &self.stop, report);
        attempt.result
    }

    /// Proves what can be proven of `pos` within `plies` actions and `nodes` nodes, with the
    /// endgame solver (one thread, its own table cleared first, so the answer depends on
    /// nothing but the arguments). Unlike [`Searcher::solve`], it tells a position searched in
    /// full without a result ([`Proof::Unproven`]: nobody wins within `plies`) from a budget
    /// that ran out. Also returns the nodes used.
    pub fn prove(&mut self, pos: &Position, plies: u32, nodes: u64) -> (Proof, u64) {
        self.solver.prove(pos, plies, nodes)
    }

    /// Searches `pos` within `limits`, calling `report` after each iteration. Returns `None`
    /// when the position has no legal action (the game is over).
    pub fn search(
        &mut self,
        pos: &Position,
        limits: &Limits,
        turns_played: u32,
        report: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        self.search_excluding(pos, limits, turns_played, &[], report)
    }

    /// As [`Searcher::search`], leaving the root actions in `excluded` out.
    pub fn search_excluding(
        &mut self,
        pos: &Position,
        limits: &Limits,
        turns_played: u32,
        excluded: &[Action],
        report: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        let legal: Vec<Action> = pos
            .legal_actions()
            .into_iter()
            .filter(|a| !excluded.contains(a))
            .collect();
        if legal.is_empty() {
            return None;
        }
        let solvable = excluded.is_empty()
            && self.config.solver_stacks > 0
            && pos.occupied().count_ones() <= self.config.solver_stacks
            && matches!(pos.phase(), Phase::FirstAction | Phase::SecondAction);
        let mut limits = limits.clone();
        let mut solver_nodes = 0;
        if solvable {
            let start = Instant::now();
            self.stop.store(false, Ordering::Relaxed);
            let attempt = self
                .solver
                .solve(pos, &limits, turns_played, &self.stop, report);
            if attempt.result.is_some() {
                return attempt.result;
            }
            solver_nodes = attempt.nodes;
            // The main search gets what the solver left.
            if let Some(t) = limits.movetime {
                limits.movetime = Some(t.saturating_sub(start.elapsed()));
            }
            if let Some(n) = limits.nodes {
                limits.nodes = Some(n.saturating_sub(solver_nodes).max(1));
            }
        }
        let limits = &limits;
        self.stop.store(false, Ordering::Relaxed);
        self.tt.new_search();
        let shared = Shared::new(
            self.tt.clone(),
            self.stop.clone(),
            limits.budget(pos.side(), turns_played),
            limits.nodes,
            self.threads as u32,
        );
        let config = self.config.clone();
        let mut main = Worker::new(pos.clone(), config.clone());
        main.exclude(excluded);
        let helpers = self.threads - 1;
        let result = std::thread::scope(|scope| {
            let shared = &shared;
            let mut handles = Vec::new();
            for i in 0..helpers {
                let mut w = Worker::new(pos.clone(), config.clone());
                w.exclude(excluded);
                let limits = limits.clone();
                handles.push(scope.spawn(move || {
                    w.iterate(shared, &limits, (i % 2 + 1) as u32, None);
                }));
            }
            let r = main.iterate(shared, limits, 0, Some(&mut *report));
            shared.stop();
            for h in handles {
                let _ = h.join();
            }
            r
        });
        // A helper that completed a deeper iteration than the main thread has the better answer.
        let result = match (result, shared.take_deepest()) {
            (Some(main), Some(deeper)) if deeper.depth > main.depth => {
                report(&Info {
                    depth: deeper.depth,
                    score: deeper.score,
                    nodes: shared.nodes(),
                    time: shared.elapsed(),
                    pv: deeper.pv.clone(),
                });
                Some(deeper)
            }
            (r, _) => r,
        };
        let mut result = result.unwrap_or_else(|| SearchResult {
            best: legal[0],
            score: 0,
            depth: 0,
            pv: vec![legal[0]],
            nodes: 0,
            time: Duration::ZERO,
        });
        result.nodes = shared.nodes() + solver_nodes;
        result.time = shared.elapsed();
        Some(result)
    }

    /// The rest of the current turn to play, from a search's principal variation: every action
    /// up to the side change. Where the variation is too short, the missing actions come from a
    /// short search.
    pub fn complete_turn(&mut self, pos: &Position, result: &SearchResult) -> Vec<Action> {
        self.complete_turn_within(pos, result, None)
    }

    /// As [`Searcher::complete_turn`], but the searches for missing actions end by `deadline`.
    pub fn complete_turn_within(
        &mut self,
        pos: &Position,
        result: &SearchResult,
        deadline: Option<Instant>,
    ) -> Vec<Action> {
        let mut p = pos.clone();
        let side = p.side();
        let mut turn = Vec::new();
        let mut pv = result.pv.iter().copied();
        loop {
            let next = match pv.next() {
                Some(a) if p.is_legal(a) => a,
                _ => {
                    let limits = Limits {
                        depth: Some(2),
                        movetime: deadline.map(|d| {
                            d.saturating_duration_since(Instant::now())
                                .max(Duration::from_millis(1))
                        }),
                        ..Limits::default()
                    };
                    match self.search(&p, &limits, 0, &mut |_| {}) {
                        Some(r) => r.best,
                        None => break,
                    }
                }
            };
            p.play_unchecked(next);
            turn.push(next);
            let continues = p.side() == side
                && p.phase() == Phase::SecondAction
                && !p.legal_actions().is_empty();
            if !continues {
                break;
            }
        }
        turn
    }
}
