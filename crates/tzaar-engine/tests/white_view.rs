//! A proven score read from White's point of view names the winner and counts the winner's
//! turns as the game, played out by the solver for both sides, shows them.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Color, Phase, Position, Setup};
use tzaar_engine::score::{WIN, is_proven};
use tzaar_engine::{Limits, Outlook, SearchResult, Searcher};

/// A proof of `pos`, if the solver finds one.
fn prove(searcher: &mut Searcher, pos: &Position) -> Option<SearchResult> {
    searcher
        .solve(pos, &Limits::default(), 0, &mut |_| {})
        .filter(|r| is_proven(r.score))
}

/// Plays `pos` to its end with the solver choosing every turn (the quickest win for the winner,
/// the longest resistance for the loser), and returns how it ends as White sees it: who won, in
/// their how-manieth turn (the turn under way at `pos` is the first of its side's). `None` if
/// the solver cannot prove some position on the way.
fn played_out(searcher: &mut Searcher, pos: &Position) -> Option<Outlook> {
    let mut pos = pos.clone();
    let mut turns = [0u32; 2];
    while pos.outcome().is_none() {
        let proof = prove(searcher, &pos)?;
        turns[pos.side().index()] += 1;
        for action in searcher.complete_turn(&pos, &proof) {
            pos.play(action).expect("the solver plays legal actions");
        }
    }
    let winner = pos.outcome().expect("the game is over").winner;
    Some(match winner {
        Color::White => Outlook::Win(turns[Color::White.index()]),
        Color::Black => Outlook::Loss(turns[Color::Black.index()]),
    })
}

#[test]
fn proven_scores_read_as_white_sees_them_agree_with_the_games_played_out() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut searcher = Searcher::new(16, 1);
    // Which (turn deciding the game, side to act, at a second action) were checked.
    let mut checked = BTreeSet::new();
    let wanted = |checked: &BTreeSet<(i32, Color, bool)>| {
        (1..=6).all(|turn| {
            Color::ALL.iter().all(|&side| {
                checked.contains(&(turn, side, false)) || checked.contains(&(turn, side, true))
            })
        }) && Color::ALL
            .iter()
            .all(|&side| checked.iter().any(|&(_, s, second)| second && s == side))
    };
    for game in 0..3000 {
        if wanted(&checked) {
            break;
        }
        let mut pos = Position::from_setup(&Setup::random(game)).unwrap();
        loop {
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            let case_wanted = pos.occupied().count_ones() <= 18 && rng.random_bool(0.3);
            if let Some(proof) = case_wanted.then(|| prove(&mut searcher, &pos)).flatten() {
                let turn = WIN - proof.score.abs();
                let second = pos.phase() == Phase::SecondAction;
                if turn <= 6 && !checked.contains(&(turn, pos.side(), second)) {
                    if let Some(truth) = played_out(&mut searcher, &pos) {
                        let view = Outlook::white_view(proof.score, pos.side());
                        assert_eq!(view, truth, "`{pos}`: score {}", proof.score);
                        checked.insert((turn, pos.side(), second));
                    }
                }
            }
            pos.play_unchecked(actions[rng.random_range(0..actions.len())]);
        }
    }
    assert!(wanted(&checked), "not every case was found: {checked:?}");
}
