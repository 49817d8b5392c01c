//! One thread's search: iterative deepening, the principal-variation search, the capture search
//! at the leaves, and plain minimax with the same leaves for tests.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use arrayvec::ArrayVec;
use tzaar_core::movegen::{ActionList, MAX_ACTIONS};
use tzaar_core::{Action, Color, Phase, PieceType, Position, Undo};

use crate::attacks::Attacks;
use crate::eval;
use crate::limits::Limits;
use crate::ordering::{self, History, Killers};
use crate::placement;
use crate::score::{INFINITY, Score, WIN, from_node, is_proven, to_node};
use crate::tt::{Bound, Entry, Table};

use super::shared::Shared;
use super::types::{Config, Info, MAX_PLY, SearchResult};

/// One thread's search state.
pub(super) struct Worker {
    pos: Position,
    /// The captures of each position from the root to `pos` (the last is `pos`'s), kept up to
    /// date by [`Worker::play`] and [`Worker::undo`]: playing copies the last once and
    /// updates the copy, undoing drops it.
    attacks: Vec<Attacks>,
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
    /// A worker searching `pos` with `config`.
    pub(super) fn new(pos: Position, config: Config) -> Worker {
        Worker {
            attacks: vec![Attacks::new(&pos)],
            pos,
            config,
            history: History::default(),
            killers: Killers::new(MAX_PLY + 1),
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            unflushed: 0,
            stopped: false,
            excluded: Vec::new(),
        }
    }

    /// Leaves `excluded` out at the root (for multi-PV analysis).
    pub(super) fn exclude(&mut self, excluded: &[Action]) {
        self.excluded = excluded.to_vec();
    }

    #[inline]
    fn count_node(&mut self, shared: &Shared) {
        self.nodes += 1;
        self.unflushed += 1;
        if self.unflushed >= FLUSH {
            let stop = shared.add_nodes_and_check(self.unflushed);
            self.unflushed = 0;
            if stop {
                self.stopped = true;
            }
        }
    }

    /// Plays `action` (legal here); [`Worker::undo`] with the result takes it back.
    #[inline]
    fn play(&mut self, action: Action) -> Undo {
        let last = self.attacks.len() - 1;
        self.attacks.extend_from_within(last..);
        self.attacks[last + 1].play(&mut self.pos, action)
    }

    /// Takes back what [`Worker::play`] did.
    #[inline]
    fn undo(&mut self, undo: Undo) {
        self.pos.undo(undo);
        self.attacks.pop();
    }

    /// Both sides' [`eval::SideInfo`] here.
    #[inline]
    fn infos(&self) -> [eval::SideInfo; 2] {
        let attacks = self
            .attacks
            .last()
            .expect("the root's attacks are never undone");
        attacks.infos(&self.pos)
    }

    fn flush(&mut self, shared: &Shared) {
        shared.add_nodes(self.unflushed);
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

    /// A leaf in proof mode: lost if the side to act starts its turn without a capture, else
    /// unknown (0).
    fn proof_leaf(&self, turns: u32) -> Score {
        let pos = &self.pos;
        if pos.phase() != Phase::SecondAction && !pos.has_capture(pos.side()) {
            -(WIN - turns as Score)
        } else {
            0
        }
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
        shared.tt().store(
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
                return self.proof_leaf(turns);
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
        let entry = shared.tt().probe(self.pos.hash());
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
        // A stored action from another position with the same hash is ignored (`is_legal` is
        // exactly membership in the list, without scanning it).
        tt_move = tt_move.filter(|&a| self.pos.is_legal(a));
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
                Some(eval::evaluate_infos(
                    &self.pos,
                    &self.infos(),
                    &self.config.weights,
                ))
            } else {
                None
            };

        let scarcity = ordering::Scarcity::new(&self.pos);
        let killers = self.killers.get(ply);
        let mut keys: ArrayVec<i32, MAX_ACTIONS> = actions
            .iter()
            .map(|&a| ordering::key(&self.pos, a, tt_move, killers, &self.history, &scarcity))
            .collect();

        let mut best_score = -INFINITY;
        let mut best_move = None;
        let original_alpha = alpha;
        let mut searched = 0usize;
        let mut quiets_tried: ArrayVec<Action, MAX_ACTIONS> = ArrayVec::new();

        for i in 0..keys.len() {
            // Selection sort: the first of the best remaining actions next (cheap when cutoffs
            // come early). The maximum first, then where it is: both scans vectorise.
            let rest = &keys[i..];
            let top = rest.iter().copied().max().unwrap_or(i32::MIN);
            let j = i + rest.iter().position(|&k| k == top).unwrap_or(0);
            keys.swap(i, j);
            actions.swap(i, j);
            let (key, action) = (keys[i], actions[i]);
            let quiet = !action.is_capture();

            // Futility: at the last plies, a stacking move or pass cannot lift a hopeless
            // position (the captures can).
            if let Some(se) = static_eval {
                if quiet && searched > 0 && !is_proven(alpha) && se + 1000 * depth < alpha {
                    continue;
                }
            }

            let undo = self.play(action);
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
            self.undo(undo);
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
        let infos = self.infos();
        let side = self.pos.side();
        if self.pos.phase() != Phase::SecondAction && infos[side.index()].captures == 0 {
            // No capture at the start of a turn: lost, in the turn that just ended.
            return -(WIN - turns as Score);
        }
        let stand = eval::evaluate_infos(&self.pos, &infos, &self.config.weights);
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
            let undo = self.play(a);
            let s = match self.game_over(turns + 1) {
                Some(s) => {
                    self.count_node(shared);
                    -s
                }
                None => {
                    self.count_node(shared);
                    let opp = self.infos();
                    if opp[self.pos.side().index()].captures == 0 {
                        WIN - (turns + 1) as Score
                    } else {
                        -eval::evaluate_infos(&self.pos, &opp, &self.config.weights)
                    }
                }
            };
            self.undo(undo);
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

    fn root_pv(&self) -> Vec<Action> {
        self.pv[0][..self.pv_len[0]]
            .iter()
            .map_while(|a| *a)
            .collect()
    }

    /// Iterative deepening on this worker's position; `report` is called after each iteration
    /// when this is the main thread.
    pub(super) fn iterate(
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
        let mut stable = 0u32;
        let helper = report.is_none();
        let mut depth = 1 + offset;
        while depth <= max_depth.max(1) {
            if helper {
                // Leave a depth to the threads already on it (half of them at most per depth).
                depth = shared.free_depth(depth, max_depth);
            }
            let d = depth as i32;
            shared.mark_searching(depth, true);
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
            shared.mark_searching(depth, false);
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
            if !helper {
                // Time: a best action that keeps changing, or a falling score, earns more of
                // it; one that has held for several iterations needs less. (With a fixed time
                // a turn the soft limit is the hard one, and this changes nothing.)
                let changed = result.as_ref().is_some_and(|r| r.best != best);
                stable = if changed { 0 } else { stable + 1 };
                let falling = depth >= 4 && !is_proven(score) && score + 150 < prev_score;
                let percent = match (changed, falling, stable) {
                    (true, true, _) => 220,
                    (true, false, _) | (false, true, _) => 160,
                    (false, false, s) if s >= 4 => 60,
                    (false, false, s) if s >= 2 => 80,
                    _ => 100,
                };
                shared.scale_soft_limit(percent);
            }
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
                    nodes: shared.nodes(),
                    time: shared.elapsed(),
                    pv,
                });
            }
            // A proven result needs no deeper search once it is proven well past its length.
            // In proof mode the first proven iteration is exact (see `super::solver`).
            if is_proven(score)
                && (self.config.prove_only || depth as i32 >= 2 * (WIN - score.abs()) + 2)
            {
                break;
            }
            if shared.past_soft_limit() {
                break;
            }
            depth += 1;
        }
        self.flush(shared);
        result
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
        1,
    );
    fn go(w: &mut Worker, shared: &Shared, depth: u32, turns: u32) -> Score {
        if let Some(s) = w.game_over(turns) {
            return s;
        }
        if depth == 0 {
            if w.config.prove_only {
                return w.proof_leaf(turns);
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
            let undo = w.play(a);
            let same = w.pos.side() == side;
            let s = if same {
                go(w, shared, depth - 1, turns)
            } else {
                -go(w, shared, depth - 1, turns + 1)
            };
            w.undo(undo);
            best = best.max(s);
        }
        best
    }
    go(&mut w, &shared, depth, 0)
}
