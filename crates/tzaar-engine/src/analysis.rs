//! Analysis over whole turns: the `k` best turns of a position (multi-PV), each with its score
//! and line.
//!
//! A turn is the rest of the current turn: a first action and a second action, or one action
//! where the turn has one (a placement, the opening, a second action due, or a first capture
//! that ends the game). The turns are found best first:
//!
//! - the best turn is a normal search's best action, completed from its principal variation;
//! - after that, the candidates for the next best turn are (a) the best turn whose first action
//!   is none of those used so far (a root search excluding them), and (b) for each first action
//!   used, the best turn with that first action and a second action not used with it yet (a
//!   search of the position after the first action, excluding those second actions);
//! - the best candidate is the next turn, and only the candidates it used up are searched again;
//! - a turn that reaches the same position as a turn already reported (the same two actions in
//!   the other order) is the same choice and is skipped.
//!
//! Scores are comparable across all of these searches: the position after a first action has
//! the same side to act, is still in the root's turn, and the search counts proven results from
//! the turn it starts in, so a score read there means what it means at the root. A search of the
//! position after a first action is one ply shallower than the root search, so that both see the
//! same horizon (with a depth limit: the root at `depth`, the second actions at `depth - 1`).
//! The time and node budget is shared out over the searches.

use std::time::{Duration, Instant};

use tzaar_core::{Action, Phase, Position};

use crate::limits::Limits;
use crate::score::Score;
use crate::search::{Info, Searcher};

/// One analysed turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisLine {
    /// The rest of the current turn: one or two actions.
    pub turn: Vec<Action>,
    /// The score after this turn, from the side to act at the root, as [`crate::Outlook`] reads
    /// it (proven results counted in turns from the root's turn).
    pub score: Score,
    /// The expected line, starting with the turn's actions.
    pub pv: Vec<Action>,
    /// The depth of the search that found the turn, in plies from the root.
    pub depth: u32,
}

/// The most turns [`analyze`] reports.
pub const MAX_MULTIPV: usize = 64;

/// When a search sequence must end, and how much of a node budget is left.
pub(crate) struct Budget {
    deadline: Option<Instant>,
    nodes_left: Option<u64>,
    depth: Option<u32>,
}

impl Budget {
    /// The budget of `limits` for the side to act in `pos`, starting now.
    pub(crate) fn new(pos: &Position, limits: &Limits, turns_played: u32) -> Budget {
        let deadline = limits
            .budget(pos.side(), turns_played)
            .map(|b| Instant::now() + b.hard);
        Budget {
            deadline,
            nodes_left: limits.nodes,
            depth: limits.depth,
        }
    }

    /// The time left, if time is limited.
    pub(crate) fn time_left(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// Whether the time is used up.
    pub(crate) fn expired(&self) -> bool {
        self.time_left().is_some_and(|t| t.is_zero())
    }

    /// Limits for one of `searches_left` searches still to run: an equal share of what is left,
    /// `shallower` plies less deep than the depth limit (at least one ply).
    pub(crate) fn share(&self, searches_left: usize, shallower: u32) -> Limits {
        let n = searches_left.max(1) as u32;
        Limits {
            depth: self.depth.map(|d| d.saturating_sub(shallower).max(1)),
            nodes: self.nodes_left.map(|left| (left / u64::from(n)).max(1)),
            movetime: self
                .time_left()
                .map(|t| (t / n).max(Duration::from_millis(1))),
            clock: None,
        }
    }

    /// Records the nodes a search used.
    pub(crate) fn spend(&mut self, nodes: u64) {
        if let Some(left) = &mut self.nodes_left {
            *left = left.saturating_sub(nodes);
        }
    }
}

/// Whether the turn goes on after `first` is played in `pos`: the same side then acts again.
fn turn_continues(pos: &Position, first: Action) -> Option<Position> {
    let mut child = pos.clone();
    child.play(first).ok()?;
    let continues = child.side() == pos.side()
        && child.phase() == Phase::SecondAction
        && !child.is_game_over()
        && !child.legal_actions().is_empty();
    continues.then_some(child)
}

/// The position after `turn` is played in `pos`, if it is legal.
fn after(pos: &Position, turn: &[Action]) -> Option<Position> {
    let mut p = pos.clone();
    for &a in turn {
        p.play(a).ok()?;
    }
    Some(p)
}

/// Where a candidate came from, to know which search to run again once it is taken.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    /// A root search excluding the first actions used.
    Root,
    /// A search after this first action excluding the second actions used with it.
    Second(Action),
}

struct Candidate {
    line: AnalysisLine,
    source: Source,
}

/// The analysis of one position, kept while its turns are enumerated.
struct Enumeration<'a> {
    searcher: &'a mut Searcher,
    pos: &'a Position,
    turns_played: u32,
    budget: Budget,
    /// Searches still expected, for sharing the budget.
    searches_left: usize,
    used_first: Vec<Action>,
    used_second: Vec<(Action, Vec<Action>)>,
}

impl Enumeration<'_> {
    fn limits(&mut self, shallower: u32) -> Limits {
        let l = self.budget.share(self.searches_left, shallower);
        self.searches_left = self.searches_left.saturating_sub(1);
        l
    }

    /// The best turn whose first action is not used yet.
    fn root(&mut self, report: &mut dyn FnMut(&Info)) -> Option<Candidate> {
        if !self.used_first.is_empty() && self.budget.expired() {
            return None;
        }
        let limits = self.limits(0);
        let r = self.searcher.search_excluding(
            self.pos,
            &limits,
            self.turns_played,
            &self.used_first,
            report,
        )?;
        self.budget.spend(r.nodes);
        let turn = self
            .searcher
            .complete_turn_within(self.pos, &r, self.budget.deadline);
        if turn.first() != Some(&r.best) {
            return None;
        }
        let pv = if r.pv.starts_with(&turn) {
            r.pv.clone()
        } else {
            turn.clone()
        };
        Some(Candidate {
            line: AnalysisLine {
                turn,
                score: r.score,
                pv,
                depth: r.depth,
            },
            source: Source::Root,
        })
    }

    /// The best turn starting with `first` whose second action is not used with it yet.
    fn second(&mut self, first: Action) -> Option<Candidate> {
        if self.budget.expired() {
            return None;
        }
        let child = turn_continues(self.pos, first)?;
        let excluded = self
            .used_second
            .iter()
            .find(|(f, _)| *f == first)
            .map(|(_, s)| s.clone())
            .unwrap_or_default();
        let limits = self.limits(1);
        let r = self.searcher.search_excluding(
            &child,
            &limits,
            self.turns_played,
            &excluded,
            &mut |_| {},
        )?;
        self.budget.spend(r.nodes);
        let mut pv = vec![first];
        pv.extend(r.pv.iter().copied());
        Some(Candidate {
            line: AnalysisLine {
                turn: vec![first, r.best],
                score: r.score,
                pv,
                depth: r.depth + 1,
            },
            source: Source::Second(first),
        })
    }

    fn use_turn(&mut self, turn: &[Action]) {
        let first = turn[0];
        if !self.used_first.contains(&first) {
            self.used_first.push(first);
        }
        if let Some(&second) = turn.get(1) {
            match self.used_second.iter_mut().find(|(f, _)| *f == first) {
                Some((_, s)) => s.push(second),
                None => self.used_second.push((first, vec![second])),
            }
        }
    }
}

/// The `k` best turns (at most [`MAX_MULTIPV`]) of `pos` within `limits`, best first. Fewer when
/// the position has fewer turns or the time runs out; none when the game is over. `report` sees
/// the iterations of the first search (the one for the best turn).
pub fn analyze(
    searcher: &mut Searcher,
    pos: &Position,
    limits: &Limits,
    turns_played: u32,
    k: usize,
    report: &mut dyn FnMut(&Info),
) -> Vec<AnalysisLine> {
    let k = k.clamp(1, MAX_MULTIPV);
    if pos.is_game_over() || pos.legal_actions().is_empty() {
        return Vec::new();
    }
    let two_actions = pos.phase() == Phase::FirstAction;
    let mut e = Enumeration {
        searcher,
        pos,
        turns_played,
        budget: Budget::new(pos, limits, turns_played),
        searches_left: if two_actions { 2 * k - 1 } else { k },
        used_first: Vec::new(),
        used_second: Vec::new(),
    };
    let mut pending: Vec<Candidate> = e.root(report).into_iter().collect();
    let mut found: Vec<AnalysisLine> = Vec::new();
    let mut results: Vec<Position> = Vec::new();
    while found.len() < k {
        // The best pending candidate; on equal scores the one found first.
        let Some(best) = (0..pending.len()).reduce(|b, i| {
            if pending[i].line.score > pending[b].line.score {
                i
            } else {
                b
            }
        }) else {
            break;
        };
        let Candidate { line, source } = pending.remove(best);
        e.use_turn(&line.turn);
        let first = line.turn[0];
        // Two captures (or a capture and a stacking move) in either order reach the same
        // position: such a turn is the same choice, so only its first (better) order is kept.
        let reached = after(pos, &line.turn);
        if !reached.iter().any(|r| results.contains(r)) {
            results.extend(reached);
            found.push(line);
            if found.len() == k {
                break;
            }
        }
        if source == Source::Root {
            if let Some(c) = e.root(&mut |_| {}) {
                pending.push(c);
            }
        }
        if let Some(c) = e.second(first) {
            pending.push(c);
        }
    }
    // Searches of different subtrees are not perfectly consistent; keep the order by score.
    found.sort_by_key(|l| std::cmp::Reverse(l.score));
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::legal_turn;
    use tzaar_core::Setup;

    fn searcher() -> Searcher {
        Searcher::new(4, 1)
    }

    fn midgame() -> Position {
        // A random start after the opening and a few turns.
        let mut p = Position::from_setup(&Setup::random(5)).unwrap();
        for _ in 0..7 {
            let a = p.legal_actions()[0];
            p.play(a).unwrap();
        }
        p
    }

    #[test]
    fn multipv_gives_distinct_legal_turns_best_first() {
        // After the standard opening D5xD4, C3xD3 C4xC5 and C4xC5 C3xD3 are the same choice.
        let mut black = Position::standard();
        black.play("D5xD4".parse().unwrap()).unwrap();
        for pos in [midgame(), Position::standard(), black] {
            let lines = analyze(&mut searcher(), &pos, &Limits::depth(3), 0, 6, &mut |_| {});
            assert_eq!(lines.len(), 6, "{pos}");
            for (i, l) in lines.iter().enumerate() {
                assert!(legal_turn(&pos, &l.turn), "{pos}: {:?}", l.turn);
                assert!(l.pv.starts_with(&l.turn));
                assert!(lines[..i].iter().all(|o| o.turn != l.turn), "duplicate");
                let reached = after(&pos, &l.turn);
                assert!(
                    lines[..i].iter().all(|o| after(&pos, &o.turn) != reached),
                    "a transposition of an earlier turn"
                );
                if i > 0 {
                    assert!(lines[i - 1].score >= l.score);
                }
            }
        }
    }

    #[test]
    fn multipv_one_is_the_plain_search() {
        let pos = midgame();
        let lines = analyze(&mut searcher(), &pos, &Limits::depth(4), 0, 1, &mut |_| {});
        let mut s = searcher();
        let r = s.search(&pos, &Limits::depth(4), 0, &mut |_| {}).unwrap();
        let turn = s.complete_turn(&pos, &r);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].turn, turn);
        assert_eq!(lines[0].score, r.score);
    }

    #[test]
    fn single_action_turns_and_few_turns() {
        // The opening: turns are one capture; more asked than exist gives them all.
        let pos = Position::from_setup(&Setup::random(9)).unwrap();
        let n = pos.legal_actions().len();
        let lines = analyze(&mut searcher(), &pos, &Limits::depth(1), 0, 64, &mut |_| {});
        assert_eq!(lines.len(), n.min(MAX_MULTIPV));
        assert!(lines.iter().all(|l| l.turn.len() == 1));
        // A second action due: turns are one action.
        let mut p = midgame();
        let first = p.legal_actions()[0];
        p.play(first).unwrap();
        assert_eq!(p.phase(), Phase::SecondAction);
        let lines = analyze(&mut searcher(), &p, &Limits::depth(2), 0, 3, &mut |_| {});
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| l.turn.len() == 1));
    }

    #[test]
    fn time_is_shared_and_kept() {
        let pos = midgame();
        let start = Instant::now();
        let lines = analyze(
            &mut searcher(),
            &pos,
            &Limits::movetime(Duration::from_millis(300)),
            0,
            4,
            &mut |_| {},
        );
        assert!(
            start.elapsed() < Duration::from_millis(340),
            "{:?}",
            start.elapsed()
        );
        assert!(!lines.is_empty());
    }
}
