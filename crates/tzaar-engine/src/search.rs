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

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arrayvec::ArrayVec;
use tzaar_core::movegen::{ActionList, MAX_ACTIONS};
use tzaar_core::{Action, Color, Phase, PieceType, Position};

use crate::eval;
use crate::limits::{Limits, TimeBudget};
use crate::ordering::{self, History, Killers};
use crate::placement;
use crate::score::{self, INFINITY, Score, WIN, from_node, is_proven, to_node};
use crate::tt::{Bound, Entry, Table};

/// The deepest the search goes, in plies from the root.
pub const MAX_PLY: usize = 128;

/// Switches for the search's enhancements, so tests can compare them with plain minimax.
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
    /// result, so every proven score is exact (the solver's mode; see [`crate::solver`]).
    pub prove_only: bool,
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

/// What all threads of one search share.
pub(crate) struct Shared {
    pub(crate) tt: Arc<Table>,
    pub(crate) stop: Arc<AtomicBool>,
    pub(crate) nodes: AtomicU64,
    pub(crate) start: Instant,
    pub(crate) budget: Option<TimeBudget>,
    pub(crate) node_limit: Option<u64>,
    /// How many threads are searching each depth now: a helper skips a depth another thread
    /// is already on, so the threads spread over depths instead of repeating one search.
    searching: Vec<AtomicU32>,
    /// Threads in this search.
    threads: u32,
    /// The deepest iteration any thread has completed: a helper that finished a deeper
    /// iteration than the main thread supplies the answer.
    deepest: Mutex<Option<SearchResult>>,
}

impl Shared {
    /// The state of a search starting now.
    pub(crate) fn new(
        tt: Arc<Table>,
        stop: Arc<AtomicBool>,
        budget: Option<TimeBudget>,
        node_limit: Option<u64>,
    ) -> Shared {
        Shared {
            tt,
            stop,
            nodes: AtomicU64::new(0),
            start: Instant::now(),
            budget,
            node_limit,
            searching: (0..=MAX_PLY).map(|_| AtomicU32::new(0)).collect(),
            threads: 1,
            deepest: Mutex::new(None),
        }
    }

    /// Records a completed iteration; the first thread to complete a depth keeps it.
    fn publish(&self, result: &SearchResult) {
        if let Ok(mut deepest) = self.deepest.lock() {
            if deepest.as_ref().is_none_or(|d| d.depth < result.depth) {
                *deepest = Some(result.clone());
            }
        }
    }

    /// The deepest completed iteration of any thread.
    fn take_deepest(&self) -> Option<SearchResult> {
        self.deepest.lock().ok().and_then(|mut d| d.take())
    }

    fn out_of_time(&self) -> bool {
        self.budget.is_some_and(|b| self.start.elapsed() >= b.hard)
    }
}

/// One thread's search state.
pub struct Worker {
    pos: Position,
    config: Config,
    history: History,
    killers: Killers,
    pv: Vec<[Option<Action>; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    nodes: u64,
    /// Nodes not yet added to the shared count.
    unflushed: u64,
    stopped: bool,
    /// Root actions to leave out (for multi-PV analysis).
    excluded: Vec<Action>,
}

const FLUSH: u64 = 1024;

impl Worker {
    pub(crate) fn new(pos: Position, config: Config) -> Worker {
        Worker {
            pos,
            config,
            history: History::default(),
            killers: Killers::default(),
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            unflushed: 0,
            stopped: false,
            excluded: Vec::new(),
        }
    }

    #[inline]
    fn count_node(&mut self, shared: &Shared) {
        self.nodes += 1;
        self.unflushed += 1;
        if self.unflushed >= FLUSH {
            let total = shared.nodes.fetch_add(self.unflushed, Ordering::Relaxed) + self.unflushed;
            self.unflushed = 0;
            if shared.stop.load(Ordering::Relaxed)
                || shared.out_of_time()
                || shared.node_limit.is_some_and(|n| total >= n)
            {
                shared.stop.store(true, Ordering::Relaxed);
                self.stopped = true;
            }
        }
    }

    fn flush(&mut self, shared: &Shared) {
        shared.nodes.fetch_add(self.unflushed, Ordering::Relaxed);
        self.unflushed = 0;
    }

    /// The score of a finished game at this node, if it is finished, relative to the root:
    /// `turns` is the number of side changes between the root and here.
    #[inline]
    fn game_over(&self, turns: u32) -> Option<Score> {
        let pos = &self.pos;
        if pos.phase() == Phase::Placement {
            return None;
        }
        let side = pos.side();
        let lacks = |c: Color| PieceType::ALL.iter().any(|&k| !pos.has_visible(c, k));
        let (me, them) = (lacks(side), lacks(side.opponent()));
        if !me && !them {
            return None;
        }
        // Decided in this turn (by its first capture) or in the turn that just ended.
        let decided = if pos.phase() == Phase::SecondAction {
            turns + 1
        } else {
            turns
        };
        let magnitude = WIN - decided as Score;
        // As the rules judge it: the side to act is checked first.
        Some(if me { -magnitude } else { magnitude })
    }

    fn store(
        &self,
        shared: &Shared,
        depth: i32,
        ply_turns: u32,
        score: Score,
        bound: Bound,
        best: Option<Action>,
    ) {
        shared.tt.store(
            self.pos.hash(),
            Entry {
                action: best,
                score: to_node(score, ply_turns),
                depth: depth.clamp(0, 63) as u8,
                bound,
            },
        );
    }

    /// Searches the current position to `depth` plies within `(alpha, beta)`.
    fn search(
        &mut self,
        shared: &Shared,
        depth: i32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        turns: u32,
    ) -> Score {
        self.pv_len[ply] = ply;
        if let Some(s) = self.game_over(turns) {
            self.count_node(shared);
            return s;
        }
        if depth <= 0 || ply >= MAX_PLY {
            if self.config.prove_only {
                self.count_node(shared);
                let phase = self.pos.phase();
                if phase != Phase::SecondAction && !self.pos.has_capture(self.pos.side()) {
                    return -(WIN - turns as Score);
                }
                return 0;
            }
            return self.quiesce(shared, alpha, beta, ply, turns);
        }
        self.count_node(shared);
        if self.stopped {
            return 0;
        }
        let is_pv = beta - alpha > 1;
        let root = ply == 0;

        // The transposition table.
        let entry = shared.tt.probe(self.pos.hash());
        let mut tt_move = None;
        if let Some(e) = entry {
            tt_move = e.action;
            let depth_ok = if self.config.exact_depth {
                e.depth as i32 == depth
            } else {
                e.depth as i32 >= depth
            };
            if self.config.tt_cutoffs && depth_ok && !root && !is_pv {
                let s = from_node(e.score, turns);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }

        let side = self.pos.side();
        let phase = self.pos.phase();
        let mut actions = self.pos.legal_actions();
        // A stored action from another position with the same hash is ignored.
        tt_move = tt_move.filter(|a| actions.contains(a));
        if root && !self.excluded.is_empty() {
            actions.retain(|a| !self.excluded.contains(a));
        }
        if actions.is_empty() {
            // Only at a first action: the side to act cannot capture and has lost, in the turn
            // that just ended.
            return -(WIN - turns as Score);
        }

        // Static evaluation for pruning decisions.
        let static_eval =
            if self.config.futility && !is_pv && depth <= 2 && phase == Phase::SecondAction {
                Some(eval::evaluate(&self.pos))
            } else {
                None
            };

        let scarcity = self.scarcity();
        let killers = self.killers.get(ply);
        let mut keys: ArrayVec<(i32, Action), MAX_ACTIONS> = actions
            .iter()
            .map(|&a| {
                (
                    ordering::key(&self.pos, a, tt_move, killers, &self.history, &scarcity),
                    a,
                )
            })
            .collect();

        let mut best_score = -INFINITY;
        let mut best_move = None;
        let original_alpha = alpha;
        let mut searched = 0usize;
        let mut quiets_tried: ArrayVec<Action, MAX_ACTIONS> = ArrayVec::new();

        for i in 0..keys.len() {
            // Selection sort: the best remaining action next (cheap when cutoffs come early).
            let mut j = i;
            for k in i + 1..keys.len() {
                if keys[k].0 > keys[j].0 {
                    j = k;
                }
            }
            keys.swap(i, j);
            let (key, action) = keys[i];
            let quiet = !action.is_capture();

            // Futility: at the last plies, a stacking move or pass cannot lift a hopeless
            // position (the captures can).
            if let Some(se) = static_eval {
                if quiet && searched > 0 && !is_proven(alpha) && se + 1000 * depth < alpha {
                    continue;
                }
            }

            let undo = self.pos.play_unchecked(action);
            let same = self.pos.side() == side;
            let child_turns = if same { turns } else { turns + 1 };
            let mut reduction = 0;
            if self.config.lmr
                && depth >= 3
                && searched >= 3
                && key < ordering::TT_MOVE / 2
                && (quiet || searched >= 8)
            {
                reduction = 1 + (searched >= 12) as i32 + (depth >= 6 && searched >= 20) as i32;
                if is_pv {
                    reduction -= 1;
                }
                reduction = reduction.min(depth - 2).max(0);
            }
            let score = if searched == 0 {
                self.child(shared, same, depth - 1, alpha, beta, ply + 1, child_turns)
            } else {
                let mut s = self.child(
                    shared,
                    same,
                    depth - 1 - reduction,
                    alpha,
                    alpha + 1,
                    ply + 1,
                    child_turns,
                );
                if s > alpha && reduction > 0 {
                    s = self.child(
                        shared,
                        same,
                        depth - 1,
                        alpha,
                        alpha + 1,
                        ply + 1,
                        child_turns,
                    );
                }
                if s > alpha && s < beta {
                    s = self.child(shared, same, depth - 1, alpha, beta, ply + 1, child_turns);
                }
                s
            };
            self.pos.undo(undo);
            if self.stopped {
                return 0;
            }
            searched += 1;

            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(action);
                    alpha = score;
                    // Update the principal variation.
                    self.pv[ply][ply] = Some(action);
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    let next = &tail[0];
                    let len = self.pv_len[ply + 1].max(ply + 1);
                    head[ply][ply + 1..len].copy_from_slice(&next[ply + 1..len]);
                    self.pv_len[ply] = len;
                    if score >= beta {
                        let bonus = depth * depth;
                        if quiet {
                            self.killers.add(ply, action);
                        }
                        self.history.update(side, action, bonus * 32);
                        for &q in &quiets_tried {
                            self.history.update(side, q, -bonus * 32);
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(action);
            }
        }

        if best_score == -INFINITY {
            // Everything was pruned: fall back to the static view.
            best_score = static_eval.unwrap_or(alpha);
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if !root || self.excluded.is_empty() {
            self.store(shared, depth, turns, best_score, bound, best_move);
        }
        best_score
    }

    /// The child's value from this node's side, negating only when the side changed.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child(
        &mut self,
        shared: &Shared,
        same: bool,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        turns: u32,
    ) -> Score {
        if same {
            self.search(shared, depth, alpha, beta, ply, turns)
        } else {
            -self.search(shared, depth, -beta, -alpha, ply, turns)
        }
    }

    /// At the leaves: the evaluation, and in a second action also each capture (whose result
    /// is evaluated), since a capture is what most changes the balance.
    fn quiesce(
        &mut self,
        shared: &Shared,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        turns: u32,
    ) -> Score {
        self.count_node(shared);
        if self.pos.phase() == Phase::Placement {
            return placement::evaluate(&self.pos);
        }
        let infos = eval::side_infos(&self.pos);
        let side = self.pos.side();
        if self.pos.phase() != Phase::SecondAction && infos[side.index()].captures == 0 {
            // No capture at the start of a turn: lost, in the turn that just ended.
            return -(WIN - turns as Score);
        }
        let stand = eval::evaluate_infos(&self.pos, &infos, eval::default_weights());
        if !self.config.quiescence
            || self.pos.phase() != Phase::SecondAction
            || stand >= beta
            || ply >= MAX_PLY
        {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        let mut list = ActionList::new();
        for a in self.pos.legal_actions() {
            if a.is_capture() {
                list.push(a);
            }
        }
        for a in list {
            let undo = self.pos.play_unchecked(a);
            let s = match self.game_over(turns + 1) {
                Some(s) => {
                    self.count_node(shared);
                    -s
                }
                None => {
                    self.count_node(shared);
                    let opp = eval::side_infos(&self.pos);
                    if opp[self.pos.side().index()].captures == 0 {
                        WIN - (turns + 1) as Score
                    } else {
                        -eval::evaluate_infos(&self.pos, &opp, eval::default_weights())
                    }
                }
            };
            self.pos.undo(undo);
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Visible stacks per type of the opponent of the side to act.
    fn scarcity(&self) -> [u32; 3] {
        let them = self.pos.cells_of(self.pos.side().opponent());
        PieceType::ALL.map(|k| (them & self.pos.cells_with_top(k)).count_ones())
    }

    fn root_pv(&self) -> Vec<Action> {
        self.pv[0][..self.pv_len[0]]
            .iter()
            .map_while(|a| *a)
            .collect()
    }

    /// Iterative deepening on this worker's position; `report` is called after each iteration
    /// when this is the main thread.
    pub(crate) fn iterate(
        &mut self,
        shared: &Shared,
        limits: &Limits,
        offset: u32,
        mut report: Option<&mut dyn FnMut(&Info)>,
    ) -> Option<SearchResult> {
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 1)
            .min(MAX_PLY as u32 - 1);
        let mut result: Option<SearchResult> = None;
        let mut prev_score = 0;
        let helper = report.is_none();
        let mut depth = 1 + offset;
        while depth <= max_depth.max(1) {
            if helper {
                // Leave a depth to the threads already on it (half of them at most per depth).
                let crowd = shared.threads.div_ceil(2).max(1);
                while depth < max_depth
                    && shared.searching[depth as usize].load(Ordering::Relaxed) >= crowd
                {
                    depth += 1;
                }
            }
            let d = depth as i32;
            shared.searching[depth as usize].fetch_add(1, Ordering::Relaxed);
            let mut delta = 300;
            let (mut alpha, mut beta) =
                if self.config.aspiration && depth >= 4 && !is_proven(prev_score) {
                    (prev_score - delta, prev_score + delta)
                } else {
                    (-INFINITY, INFINITY)
                };
            let score = loop {
                let s = self.search(shared, d, alpha, beta, 0, 0);
                if self.stopped {
                    break s;
                }
                if s <= alpha {
                    alpha = (alpha - delta).max(-INFINITY);
                    delta *= 3;
                } else if s >= beta {
                    beta = (beta + delta).min(INFINITY);
                    delta *= 3;
                } else {
                    break s;
                }
                if delta > 20000 {
                    alpha = -INFINITY;
                    beta = INFINITY;
                }
            };
            shared.searching[depth as usize].fetch_sub(1, Ordering::Relaxed);
            if self.stopped {
                // An unfinished iteration still has a usable best action if it found one that
                // beat the previous best with a full window; keep it simple and keep the last
                // completed iteration, unless there is none.
                if result.is_none() {
                    let pv = self.root_pv();
                    if let Some(&best) = pv.first() {
                        result = Some(SearchResult {
                            best,
                            score,
                            depth,
                            pv,
                            nodes: 0,
                            time: Duration::ZERO,
                        });
                    }
                }
                break;
            }
            let pv = self.root_pv();
            let Some(&best) = pv.first() else { break };
            prev_score = score;
            let completed = SearchResult {
                best,
                score,
                depth,
                pv: pv.clone(),
                nodes: 0,
                time: Duration::ZERO,
            };
            shared.publish(&completed);
            result = Some(completed);
            if let Some(r) = report.as_deref_mut() {
                self.flush(shared);
                r(&Info {
                    depth,
                    score,
                    nodes: shared.nodes.load(Ordering::Relaxed),
                    time: shared.start.elapsed(),
                    pv,
                });
            }
            // A proven result needs no deeper search once it is proven well past its length.
            // In proof mode the first proven iteration is exact (see `crate::solver`).
            if is_proven(score)
                && (self.config.prove_only || depth as i32 >= 2 * (WIN - score.abs()) + 2)
            {
                break;
            }
            if let Some(b) = shared.budget {
                if shared.start.elapsed() >= b.soft {
                    break;
                }
            }
            depth += 1;
        }
        self.flush(shared);
        result
    }
}

/// A search engine: the transposition table and options, kept between searches.
pub struct Searcher {
    tt: Arc<Table>,
    /// The endgame solver's own table (its scores mean something else).
    pub(crate) solver_tt: Arc<Table>,
    threads: usize,
    pub(crate) config: Config,
    pub(crate) stop: Arc<AtomicBool>,
    /// Nodes the solver used in the current search.
    pub(crate) solver_nodes: u64,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(64, 1)
    }
}

impl Searcher {
    /// A searcher with a table of `hash_mib` mebibytes and `threads` threads.
    pub fn new(hash_mib: usize, threads: usize) -> Searcher {
        Searcher {
            tt: Arc::new(Table::new(hash_mib)),
            solver_tt: Arc::new(Table::new((hash_mib / 4).max(1))),
            threads: threads.max(1),
            config: Config::default(),
            stop: Arc::new(AtomicBool::new(false)),
            solver_nodes: 0,
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
        self.solver_tt = Arc::new(Table::new((mib / 4).max(1)));
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.solver_tt.clear();
    }

    /// A flag that stops the running search when set.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
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
        self.solver_nodes = 0;
        if solvable {
            let start = Instant::now();
            if let Some(r) = self.solve(pos, &limits, turns_played, report) {
                return Some(r);
            }
            // The main search gets what the solver left.
            if let Some(t) = limits.movetime {
                limits.movetime = Some(t.saturating_sub(start.elapsed()));
            }
            if let Some(n) = limits.nodes {
                limits.nodes = Some(n.saturating_sub(self.solver_nodes).max(1));
            }
        }
        let limits = &limits;
        self.stop.store(false, Ordering::Relaxed);
        self.tt.new_search();
        let mut shared = Shared::new(
            self.tt.clone(),
            self.stop.clone(),
            limits.budget(pos.side(), turns_played),
            limits.nodes,
        );
        shared.threads = self.threads as u32;
        let config = self.config.clone();
        let mut main = Worker::new(pos.clone(), config.clone());
        main.excluded = excluded.to_vec();
        let helpers = self.threads - 1;
        let result = std::thread::scope(|scope| {
            let shared = &shared;
            let mut handles = Vec::new();
            for i in 0..helpers {
                let mut w = Worker::new(pos.clone(), config.clone());
                w.excluded = excluded.to_vec();
                let limits = limits.clone();
                handles.push(scope.spawn(move || {
                    w.iterate(shared, &limits, (i % 2 + 1) as u32, None);
                }));
            }
            let r = main.iterate(shared, limits, 0, Some(&mut *report));
            shared.stop.store(true, Ordering::Relaxed);
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
                    nodes: shared.nodes.load(Ordering::Relaxed),
                    time: shared.start.elapsed(),
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
        result.nodes = shared.nodes.load(Ordering::Relaxed) + self.solver_nodes;
        result.time = shared.start.elapsed();
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

/// Plain minimax to `depth` plies with the same leaves as the search (for tests): the
/// evaluation, or with [`Config::prove_only`] nothing but proven results.
pub fn minimax(pos: &mut Position, depth: u32, config: &Config) -> Score {
    let mut w = Worker::new(pos.clone(), config.clone());
    let shared = Shared::new(
        Arc::new(Table::new(1)),
        Arc::new(AtomicBool::new(false)),
        None,
        None,
    );
    fn go(w: &mut Worker, shared: &Shared, depth: u32, turns: u32) -> Score {
        if let Some(s) = w.game_over(turns) {
            return s;
        }
        if depth == 0 {
            if w.config.prove_only {
                let lost = w.pos.phase() != Phase::SecondAction && !w.pos.has_capture(w.pos.side());
                return if lost { -(WIN - turns as Score) } else { 0 };
            }
            return w.quiesce(shared, -INFINITY, INFINITY, 0, turns);
        }
        let actions = w.pos.legal_actions();
        if actions.is_empty() {
            return -(WIN - turns as Score);
        }
        let side = w.pos.side();
        let mut best = -INFINITY;
        for a in actions {
            let undo = w.pos.play_unchecked(a);
            let same = w.pos.side() == side;
            let s = if same {
                go(w, shared, depth - 1, turns)
            } else {
                -go(w, shared, depth - 1, turns + 1)
            };
            w.pos.undo(undo);
            best = best.max(s);
        }
        best
    }
    go(&mut w, &shared, depth, 0)
}

pub use score::Outlook;
