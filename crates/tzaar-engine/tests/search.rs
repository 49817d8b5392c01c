//! The search against plain minimax, and its contract: legal answers, proven results counted in
//! turns, limits kept, determinism with one thread.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Game, Phase, Position, Setup};
use tzaar_engine::eval::Weights;
use tzaar_engine::score::is_proven;
use tzaar_engine::search::minimax;
use tzaar_engine::{Config, Limits, Outlook, Searcher};

/// Positions from random playouts: every phase of the turn, from the opening to endgames.
fn playout_positions(seed: u64, count: usize, min_plies: usize) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut game_seed = seed * 1000;
    while out.len() < count {
        game_seed += 1;
        let mut pos = Position::from_setup(&Setup::random(game_seed)).unwrap();
        let mut plies = 0;
        loop {
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            if plies >= min_plies && rng.random_bool(0.15) {
                out.push(pos.clone());
                if out.len() == count {
                    break;
                }
            }
            let a = actions[rng.random_range(0..actions.len())];
            pos.play_unchecked(a);
            plies += 1;
        }
    }
    out
}

fn search_score(pos: &Position, depth: u32, config: Config) -> i32 {
    let mut s = Searcher::new(4, 1);
    s.set_config(config);
    s.search(pos, &Limits::depth(depth), 0, &mut |_| {})
        .expect("the position has actions")
        .score
}

#[test]
fn the_search_value_equals_minimax_on_shallow_trees() {
    let mut second = 0;
    for (i, pos) in playout_positions(1, 60, 10).iter().enumerate() {
        if pos.phase() == Phase::SecondAction {
            second += 1;
        }
        for depth in 1..=3 {
            let expected = minimax(&mut pos.clone(), depth, &Config::exact());
            let got = search_score(pos, depth, Config::exact());
            assert_eq!(got, expected, "position {i} `{pos}` depth {depth}");
        }
    }
    assert!(second >= 10, "too few positions inside a turn: {second}");
}

#[test]
fn proven_results_agree_with_minimax_in_endgames() {
    let mut proven = 0;
    for (i, pos) in playout_positions(2, 40, 50).iter().enumerate() {
        let depth = 4;
        let expected = minimax(&mut pos.clone(), depth, &Config::exact());
        let got = search_score(pos, depth, Config::exact());
        assert_eq!(got, expected, "position {i} `{pos}`");
        if !matches!(Outlook::from_score(got), Outlook::Centipieces(_)) {
            proven += 1;
        }
    }
    assert!(
        proven >= 5,
        "too few proven results to mean anything: {proven}"
    );
}

/// White to act in its first action with Black's last Tott capturable: a win in 1 turn.
#[test]
fn a_win_in_one_turn_is_found_and_played() {
    // Black: one Tott on C3 that White's Tzaar on C1 can take; other types safe.
    let pos: Position = "5/6/z1T4/8/R7/8/7/6/Z1r1t w first"
        .parse()
        .or_else(|_| find_win_in_one())
        .unwrap();
    let mut s = Searcher::new(4, 1);
    let r = s.search(&pos, &Limits::depth(4), 0, &mut |_| {}).unwrap();
    assert_eq!(Outlook::from_score(r.score), Outlook::Win(1), "`{pos}`");
    let turn = s.complete_turn(&pos, &r);
    let mut g = Game::from_position(pos.clone());
    for a in turn {
        g.play(a).unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.result().unwrap().winner, pos.side());
}

/// A position from playouts whose side to act wins within its turn, found by minimax.
fn find_win_in_one() -> Result<Position, ()> {
    for pos in playout_positions(3, 400, 30) {
        if pos.phase() == Phase::FirstAction
            && Outlook::from_score(minimax(&mut pos.clone(), 2, &Config::exact()))
                == Outlook::Win(1)
        {
            return Ok(pos);
        }
    }
    Err(())
}

/// Every position after one whole turn of the side to act (the game may end inside it).
fn after_each_turn(pos: &Position) -> Vec<Position> {
    let side = pos.side();
    let mut out = Vec::new();
    let mut stack = vec![pos.clone()];
    while let Some(p) = stack.pop() {
        for a in p.legal_actions() {
            let mut q = p.clone();
            q.play_unchecked(a);
            if q.side() == side && q.phase() == Phase::SecondAction && !q.is_game_over() {
                stack.push(q);
            } else {
                out.push(q);
            }
        }
    }
    out
}

#[test]
fn wins_in_two_turns_are_found_and_hold_against_every_reply() {
    let mut found = 0;
    for pos in playout_positions(4, 400, 40) {
        if pos.phase() != Phase::FirstAction || pos.occupied().count_ones() > 20 {
            continue;
        }
        let mut s = Searcher::new(4, 1);
        let r = s.search(&pos, &Limits::depth(6), 0, &mut |_| {}).unwrap();
        if Outlook::from_score(r.score) != Outlook::Win(2) {
            continue;
        }
        found += 1;
        // Not a win in one turn...
        let m = minimax(&mut pos.clone(), 2, &Config::exact());
        assert_ne!(Outlook::from_score(m), Outlook::Win(1), "`{pos}`");
        // ...but after the engine's turn, every reply leaves a win in one.
        let mut p = pos.clone();
        for a in s.complete_turn(&pos, &r) {
            p.play_unchecked(a);
        }
        assert!(!p.is_game_over(), "`{pos}`: a win in one turn after all");
        for reply in after_each_turn(&p) {
            if let Some(o) = reply.outcome() {
                assert_eq!(o.winner, pos.side(), "`{pos}`: a reply wins");
                continue;
            }
            let m = minimax(&mut reply.clone(), 2, &Config::exact());
            assert_eq!(
                Outlook::from_score(m),
                Outlook::Win(1),
                "`{pos}` then `{reply}`"
            );
        }
        if found == 3 {
            break;
        }
    }
    assert!(found > 0, "no win in two turns among the positions");
}

#[test]
fn every_answer_is_a_legal_rest_of_the_turn() {
    for pos in playout_positions(5, 80, 0) {
        let mut s = Searcher::new(4, 1);
        let r = s
            .search(&pos, &Limits::nodes(3000), 0, &mut |_| {})
            .unwrap();
        let turn = s.complete_turn(&pos, &r);
        let side = pos.side();
        let mut p = pos.clone();
        for (i, &a) in turn.iter().enumerate() {
            assert!(p.check(a).is_ok(), "`{pos}`: {a} illegal");
            p.play_unchecked(a);
            let last = i + 1 == turn.len();
            // The turn ends exactly when the side changes or the game ends.
            assert_eq!(
                last,
                p.side() != side || p.phase() != Phase::SecondAction || p.is_game_over(),
                "`{pos}`: turn {turn:?}"
            );
        }
    }
}

#[test]
fn limits_are_kept() {
    let pos = Position::standard();
    let mut s = Searcher::new(4, 1);
    let r = s.search(&pos, &Limits::depth(3), 0, &mut |_| {}).unwrap();
    assert_eq!(r.depth, 3);
    let r = s
        .search(&pos, &Limits::nodes(20_000), 0, &mut |_| {})
        .unwrap();
    // Nodes are counted in batches of about a thousand per thread.
    assert!(r.nodes <= 20_000 + 2_048, "{}", r.nodes);
    let start = Instant::now();
    let mut s = Searcher::new(4, 2);
    s.search(
        &pos,
        &Limits::movetime(Duration::from_millis(200)),
        0,
        &mut |_| {},
    )
    .unwrap();
    // Generous slack for a loaded machine; the budget itself stops short of 200 ms.
    assert!(
        start.elapsed() < Duration::from_millis(700),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn one_thread_with_a_depth_limit_is_deterministic() {
    for pos in playout_positions(6, 5, 5) {
        let run = || {
            let mut s = Searcher::new(8, 1);
            let r = s.search(&pos, &Limits::depth(4), 0, &mut |_| {}).unwrap();
            (r.best, r.score, r.nodes, r.pv)
        };
        assert_eq!(run(), run(), "`{pos}`");
    }
}

#[test]
fn several_threads_give_a_legal_answer() {
    for pos in playout_positions(9, 6, 8) {
        for threads in [2, 3] {
            let mut s = Searcher::new(8, threads);
            let mut last_report = None;
            let r = s
                .search(&pos, &Limits::depth(4), 0, &mut |i| {
                    last_report = Some((i.depth, i.pv.clone()))
                })
                .unwrap();
            // Helpers stop at the depth limit too (a proof may end the search sooner), and the
            // answer is a whole legal line.
            if matches!(Outlook::from_score(r.score), Outlook::Centipieces(_)) {
                assert_eq!(r.depth, 4, "`{pos}`");
            }
            assert!(r.depth <= 4, "`{pos}`");
            assert_eq!(r.pv.first(), Some(&r.best));
            let mut p = pos.clone();
            for &a in &r.pv {
                assert!(p.play(a).is_ok(), "`{a}` in the line from `{pos}`");
            }
            // The last report shows the line that is answered, whichever thread found it.
            assert_eq!(last_report, Some((r.depth, r.pv.clone())), "`{pos}`");
        }
    }
}

#[test]
fn every_thread_evaluates_with_the_configured_weights() {
    // Doubling every weight doubles every evaluation, so the exact search's value doubles too
    // (proven results stay as they are), whichever thread found it.
    let doubled: Vec<i32> = Weights::default().to_vec().iter().map(|w| 2 * w).collect();
    let doubled = Config {
        weights: Arc::new(Weights::from_slice(&doubled)),
        ..Config::exact()
    };
    for pos in playout_positions(10, 8, 10) {
        for threads in [1, 3] {
            let score = |config: &Config| {
                let mut s = Searcher::new(4, threads);
                s.set_config(config.clone());
                s.search(&pos, &Limits::depth(3), 0, &mut |_| {})
                    .unwrap()
                    .score
            };
            let plain = score(&Config::exact());
            let expected = if is_proven(plain) { plain } else { 2 * plain };
            assert_eq!(score(&doubled), expected, "`{pos}` with {threads} threads");
        }
    }
}

#[test]
fn a_finished_game_has_nothing_to_search() {
    let mut pos = playout_positions(7, 1, 0).pop().unwrap();
    while let Some(&a) = pos.legal_actions().first() {
        pos.play_unchecked(a);
    }
    let mut s = Searcher::new(1, 1);
    assert!(s.search(&pos, &Limits::depth(3), 0, &mut |_| {}).is_none());
}

#[test]
fn the_solver_agrees_with_exhaustive_proof_search_on_small_endgames() {
    let mut proven = 0;
    let mut tried = 0;
    for pos in playout_positions(8, 2000, 40) {
        if pos.occupied().count_ones() > 12 || pos.phase() != Phase::FirstAction {
            continue;
        }
        tried += 1;
        // One ply of depth limit lets the solver go four plies deep.
        let plies = 4;
        let expected = minimax(&mut pos.clone(), plies, &Config::proof());
        let mut s = Searcher::new(4, 1);
        let limits = Limits {
            depth: Some(1),
            nodes: Some(100_000_000),
            ..Limits::default()
        };
        let got = s.solve(&pos, &limits, 0, &mut |_| {}).map(|r| r.score);
        if expected == 0 {
            assert_eq!(got, None, "`{pos}`: proved something minimax cannot");
        } else {
            proven += 1;
            assert_eq!(got, Some(expected), "`{pos}`");
        }
        if tried == 40 {
            break;
        }
    }
    assert!(proven >= 10, "only {proven} of {tried} proven");
}
