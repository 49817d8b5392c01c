//! The shipped win-chance model against held-out games.
//!
//! `tests/data/win-chance-held-out.txt` holds positions of the games `tzaar tune win-chance`
//! held out of its fit (one position of every third game), each with its short search's score and its game's
//! result; it was written by the same run as the shipped table. The positions are sorted into
//! ten bins of predicted chance (0-10%, ..., 90-100%); in every bin, the 95% Wilson score
//! interval around the observed share of White's wins must overlap the bin. Reading the scores
//! from the file keeps the test fast: nothing is searched.

use tzaar_core::Position;
use tzaar_engine::Outlook;
use tzaar_engine::win_chance::{Bin, WinChance, calibration};

const HELD_OUT: &str = include_str!("data/win-chance-held-out.txt");

/// A score as the protocol writes it.
fn outlook(kind: &str, n: &str) -> Outlook {
    let n: i64 = n.parse().expect("a number");
    match kind {
        "cp" => Outlook::Centipieces(n as i32),
        "win" => Outlook::Win(n as u32),
        "loss" => Outlook::Loss(n as u32),
        other => panic!("not a score: {other}"),
    }
}

/// Every held-out position: its score, whether White won, the position.
fn held_out() -> Vec<(Outlook, bool, Position)> {
    HELD_OUT
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut words = l.splitn(4, ' ');
            let (kind, n, won, pos) = (
                words.next().unwrap(),
                words.next().unwrap(),
                words.next().unwrap(),
                words.next().unwrap(),
            );
            (outlook(kind, n), won == "1", pos.parse().expect(pos))
        })
        .collect()
}

fn bins(model: &WinChance) -> Vec<Bin> {
    let predictions: Vec<(f64, bool)> = held_out()
        .iter()
        .map(|(o, won, pos)| (model.white(pos, *o), *won))
        .collect();
    calibration(&predictions, 10)
}

#[test]
fn the_shipped_model_is_calibrated_on_held_out_games() {
    let bins = bins(WinChance::shipped());
    assert!(bins.iter().map(|b| b.count).sum::<usize>() >= 500);
    for b in &bins {
        assert!(
            b.agrees(),
            "predicted {:.1}-{:.1}: White won {} of {} ({:.3}, 95% interval {:.3}-{:.3})",
            b.lo,
            b.hi,
            b.white_wins,
            b.count,
            b.observed(),
            b.interval.0,
            b.interval.1
        );
    }
}

#[test]
fn a_model_that_ignores_who_acts_fails() {
    // One curve from the side to act's score, as if acting next were worth nothing, with the
    // sides' edge given to the wrong side: the check must catch it.
    let wrong = WinChance::parse(
        "0 white first -1.5 0.5\n0 white second -1.5 0.5\n0 black first 1.5 0.5\n0 black second 1.5 0.5",
    )
    .unwrap();
    assert!(!bins(&wrong).iter().all(Bin::agrees));
}
