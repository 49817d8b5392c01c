//! Choosing a level's turn: the plain search at level 10; below it, a search within the level's
//! share of the limits, a choice among the best turns, and the checks for a win or a loss in one.

use std::time::{Duration, Instant};

use rand::Rng;
use tzaar_core::{Action, Phase, Position};

use super::level::Level;
use crate::analysis::{self, Budget};
use crate::limits::Limits;
use crate::score::{Outlook, Score};
use crate::search::{Info, Searcher};

/// Whether `score` is a win decided in the root side's current turn.
fn wins_now(score: Score) -> bool {
    Outlook::from_score(score) == Outlook::Win(1)
}

/// Whether, after `turn` is played in `pos`, the opponent can win in their next turn (by a
/// two-ply search limited to the time left).
fn allows_quick_loss(
    searcher: &mut Searcher,
    pos: &Position,
    turn: &[Action],
    deadline: Option<Instant>,
) -> bool {
    let mut p = pos.clone();
    for &a in turn {
        if p.play(a).is_err() {
            return true;
        }
    }
    if p.is_game_over() || p.side() == pos.side() {
        return false;
    }
    let limits = Limits {
        depth: Some(if p.phase() == Phase::FirstAction {
            2
        } else {
            1
        }),
        movetime: deadline.map(|d| {
            d.saturating_duration_since(Instant::now())
                .max(Duration::from_millis(1))
        }),
        ..Limits::default()
    };
    searcher
        .search(&p, &limits, 0, &mut |_| {})
        .is_some_and(|r| wins_now(r.score))
}

/// Chooses the turn to play at `level`: the rest of the current turn and its score from the
/// side to act (see [`crate::analysis::AnalysisLine::score`]). `None` when the game is over.
/// Level 10 is the plain search within `limits`; lower levels use less of them and pick among
/// their best turns with `rng` (see [`crate::levels`]). The whole choice keeps to the
/// time `limits` give. `report` sees the iterations of the main search.
pub fn choose_turn<R: Rng + ?Sized>(
    searcher: &mut Searcher,
    pos: &Position,
    limits: &Limits,
    turns_played: u32,
    level: Level,
    rng: &mut R,
    report: &mut dyn FnMut(&Info),
) -> Option<(Vec<Action>, Score)> {
    if pos.is_game_over() || pos.legal_actions().is_empty() {
        return None;
    }
    let budget = Budget::new(pos, limits, turns_played);
    let deadline = budget.time_left().map(|t| Instant::now() + t);
    if level.is_full() {
        let r = searcher.search(pos, limits, turns_played, report)?;
        let turn = searcher.complete_turn_within(pos, &r, deadline);
        return Some((turn, r.score));
    }
    let profile = level.profile();

    // A win in this turn is never missed: a full-width search of this turn's actions finds it.
    let this_turn = if pos.phase() == Phase::FirstAction {
        2
    } else {
        1
    };
    let guard = Limits {
        depth: Some(this_turn),
        movetime: budget.time_left().map(|t| t.max(Duration::from_millis(1))),
        ..Limits::default()
    };
    if let Some(r) = searcher.search(pos, &guard, turns_played, &mut |_| {}) {
        if wins_now(r.score) {
            let turn = searcher.complete_turn_within(pos, &r, deadline);
            return Some((turn, r.score));
        }
    }

    let weak = profile.limits(pos, limits, turns_played);
    let mut lines = analysis::analyze(
        searcher,
        pos,
        &weak,
        turns_played,
        profile.candidates,
        report,
    );
    if lines.is_empty() {
        // Out of time before anything was found: the guard search's choice, or any turn.
        let r = searcher.search(pos, &Limits::depth(1), turns_played, &mut |_| {})?;
        let turn = searcher.complete_turn_within(pos, &r, deadline);
        return Some((turn, r.score));
    }
    let guard_loss = profile.guard >= 1000 || rng.random_range(0..1000) < profile.guard;
    let best = lines[0].score;
    lines.retain(|l| l.score >= best.saturating_sub(profile.margin));
    loop {
        let weights: Vec<f64> = lines
            .iter()
            .map(|l| {
                let behind = f64::from(best.saturating_sub(l.score).max(0));
                (-behind / f64::from(profile.temperature)).exp()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let mut x = rng.random::<f64>() * total;
        let mut pick = 0;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                pick = i;
                break;
            }
            x -= w;
            pick = i;
        }
        let chosen = &lines[pick];
        let refuse = guard_loss && allows_quick_loss(searcher, pos, &chosen.turn, deadline);
        if !refuse {
            return Some((chosen.turn.clone(), chosen.score));
        }
        if lines.len() > 1 {
            lines.remove(pick);
            continue;
        }
        // Every candidate lets the opponent win at once: a search that sees the opponent's
        // turn finds a turn that does not, if there is one.
        let chosen = (chosen.turn.clone(), chosen.score);
        let safety = Limits {
            depth: Some(this_turn + 2),
            movetime: deadline.map(|d| {
                d.saturating_duration_since(Instant::now())
                    .max(Duration::from_millis(1))
            }),
            ..Limits::default()
        };
        if let Some(r) = searcher.search(pos, &safety, turns_played, &mut |_| {}) {
            let turn = searcher.complete_turn_within(pos, &r, deadline);
            if !allows_quick_loss(searcher, pos, &turn, deadline) {
                return Some((turn, r.score));
            }
        }
        return Some(chosen);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::legal_turn;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use tzaar_core::Setup;

    fn midgame(seed: u64, plies: usize) -> Position {
        let mut p = Position::from_setup(&Setup::random(seed)).unwrap();
        for i in 0..plies {
            let actions = p.legal_actions();
            let a = actions[i * 7 % actions.len()];
            p.play(a).unwrap();
        }
        p
    }

    /// The turn and score `level` chooses in `pos` at `depth` with `rng`, by a new searcher
    /// with a table of `hash_mib` MiB.
    fn chosen(
        hash_mib: usize,
        pos: &Position,
        depth: u32,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> (Vec<Action>, Score) {
        let limits = Limits::depth(depth);
        let mut searcher = Searcher::new(hash_mib, 1);
        choose_turn(&mut searcher, pos, &limits, 0, level, rng, &mut |_| {}).expect("a turn")
    }

    #[test]
    fn every_level_plays_a_legal_turn() {
        for (seed, plies) in [(1, 0), (2, 5), (3, 11)] {
            let pos = midgame(seed, plies);
            for n in 1..=10 {
                let mut rng = ChaCha8Rng::seed_from_u64(n);
                let (turn, _) = chosen(2, &pos, 3, Level::new(n).unwrap(), &mut rng);
                assert!(legal_turn(&pos, &turn), "level {n}: {turn:?} in {pos}");
            }
        }
    }

    #[test]
    fn level_ten_is_the_plain_search() {
        let pos = midgame(4, 9);
        let mut s = Searcher::new(2, 1);
        let r = s.search(&pos, &Limits::depth(4), 0, &mut |_| {}).unwrap();
        let plain = s.complete_turn(&pos, &r);
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let (turn, score) = chosen(2, &pos, 4, Level::MAX, &mut rng);
        assert_eq!((turn, score), (plain, r.score));
    }

    #[test]
    fn a_seed_gives_the_same_choices() {
        let pos = midgame(6, 7);
        let choose = |seed: u64| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..4)
                .map(|_| chosen(2, &pos, 3, Level::new(1).unwrap(), &mut rng))
                .collect::<Vec<_>>()
        };
        assert_eq!(choose(42), choose(42));
        // And a beginner does vary: over a few seeds, more than one turn is chosen.
        let firsts: std::collections::HashSet<_> =
            (0..8).map(|seed| choose(seed)[0].0.clone()).collect();
        assert!(firsts.len() > 1);
    }

    /// Every whole turn from `pos` (at a first action), up to `limit` of them.
    fn some_turns(pos: &Position, limit: usize) -> Vec<Vec<Action>> {
        let mut out = Vec::new();
        for a in pos.legal_actions() {
            let mut p = pos.clone();
            p.play(a).unwrap();
            if p.side() != pos.side() || p.is_game_over() {
                out.push(vec![a]);
                continue;
            }
            for b in p.legal_actions() {
                out.push(vec![a, b]);
            }
            if out.len() >= limit {
                break;
            }
        }
        out
    }

    #[test]
    fn above_level_two_a_loss_in_one_is_avoided() {
        // Late positions where some turns let the opponent win at once but the best does not.
        let mut checked = 0;
        for seed in 0..30u64 {
            if checked >= 3 {
                break;
            }
            let pos = midgame(100 + seed, 21 + (seed as usize % 2) * 2);
            if pos.is_game_over() || pos.phase() != Phase::FirstAction {
                continue;
            }
            let mut s = Searcher::new(1, 1);
            let dangerous = some_turns(&pos, 60)
                .iter()
                .any(|t| allows_quick_loss(&mut s, &pos, t, None));
            let r = s.search(&pos, &Limits::depth(3), 0, &mut |_| {}).unwrap();
            let best = s.complete_turn(&pos, &r);
            if !dangerous || allows_quick_loss(&mut s, &pos, &best, None) {
                continue;
            }
            for n in [3, 5, 8] {
                for seed in 0..3 {
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    let (turn, _) = chosen(1, &pos, 3, Level::new(n).unwrap(), &mut rng);
                    assert!(
                        !allows_quick_loss(&mut s, &pos, &turn, None),
                        "level {n} allows a loss in one with {turn:?} in {pos}"
                    );
                }
            }
            checked += 1;
        }
        assert!(checked > 0, "no position with a loss in one to avoid");
    }

    #[test]
    fn a_win_in_one_is_never_missed() {
        // Find positions where a turn wins at once (by a two-ply search), and check every level
        // takes a winning turn there.
        let mut checked = 0;
        for seed in 0..40u64 {
            let mut p = Position::from_setup(&Setup::random(seed)).unwrap();
            let mut i = 0usize;
            while !p.is_game_over() && checked < 6 && i < 200 {
                let r = Searcher::new(1, 1)
                    .search(&p, &Limits::depth(2), 0, &mut |_| {})
                    .unwrap();
                if p.phase() == Phase::FirstAction && wins_now(r.score) {
                    for n in [1, 2, 5] {
                        let mut rng = ChaCha8Rng::seed_from_u64(n);
                        let (turn, _) = chosen(1, &p, 3, Level::new(n).unwrap(), &mut rng);
                        let mut q = p.clone();
                        for a in turn {
                            q.play(a).unwrap();
                        }
                        let lost =
                            q.is_game_over() || q.legal_actions().iter().all(|a| !a.is_capture());
                        assert!(lost, "level {n} missed a win in {p}");
                    }
                    checked += 1;
                    break;
                }
                let actions = p.legal_actions();
                let a = actions[(i * 13 + seed as usize) % actions.len()];
                p.play(a).unwrap();
                i += 1;
            }
        }
        assert!(checked > 0, "no position with a win in one found");
    }
}
