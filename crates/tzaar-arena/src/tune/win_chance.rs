//! Fitting the win-chance model ([`tzaar_engine::win_chance`]) to game results: positions from
//! self-play and from recorded games are scored by a short search at a fixed node count and
//! labelled with their game's result; each bucket (side to act, action of the turn, stacks
//! left) gets a logistic curve by Newton's method on the log loss. Whole games are held out.

use std::collections::HashMap;

use tzaar_core::{Color, Game, Position};
use tzaar_engine::limits::Limits;
use tzaar_engine::score::{Outlook, Score, is_proven};
use tzaar_engine::search::Searcher;
use tzaar_engine::win_chance::{Action, Curve, WinChance, sigmoid, stacks};

use super::generate::{Sample, run_parallel};

/// A position, its search score from the side to act, and its game's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The position.
    pub position: Position,
    /// The short search's score, from the side to act.
    pub score: Score,
    /// Whether White won the game.
    pub white_won: bool,
}

impl Scored {
    /// White's chance by `model`.
    pub fn predicted(&self, model: &WinChance) -> f64 {
        model.white_of_score(&self.position, self.score)
    }

    /// The score from White's side in thousands of units (`None` when proven).
    fn white_x(&self) -> Option<f64> {
        match Outlook::white_view(self.score, self.position.side()) {
            Outlook::Centipieces(n) => Some(f64::from(n) / 1000.0),
            Outlook::Win(_) | Outlook::Loss(_) => None,
        }
    }

    /// One line of a held-out file: the score as the protocol writes it, `1` or `0`, the
    /// position.
    pub fn to_line(&self) -> String {
        format!(
            "{} {} {}",
            Outlook::from_score(self.score),
            u8::from(self.white_won),
            self.position
        )
    }
}

/// The positions of a finished recorded game (every action's position before it, the
/// placement and the finished position left out), with its result; `None` if it has none.
pub fn record_samples(game: &Game) -> Option<Vec<Sample>> {
    let winner = game.result()?.winner;
    let mut pos = game.start_position().clone();
    let mut samples = Vec::new();
    for &action in game.actions() {
        if pos.phase() != tzaar_core::Phase::Placement {
            samples.push(Sample {
                position: pos.clone(),
                white_won: winner == Color::White,
            });
        }
        pos.play_unchecked(action);
    }
    Some(samples)
}

/// Scores every position of every game with one thread and `nodes` nodes a search (a fresh
/// table per game, so the result does not depend on `threads`), in order.
pub fn score_games(games: &[Vec<Sample>], nodes: u64, threads: usize) -> Vec<Vec<Scored>> {
    run_parallel(games.len(), threads, &|_| {}, |i| {
        let mut searcher = Searcher::new(8, 1);
        let limits = Limits::nodes(nodes);
        games[i]
            .iter()
            .filter_map(|s| {
                let found = searcher.search(&s.position, &limits, 0, &mut |_| {})?;
                Some(Scored {
                    position: s.position.clone(),
                    score: found.score,
                    white_won: s.white_won,
                })
            })
            .collect()
    })
}

/// Fits one curve per side, action and phase; `phases` are the phases' least stack counts
/// (0 is added). Proven scores are left out: they are certain.
pub fn fit(samples: &[Scored], phases: &[u32]) -> WinChance {
    let mut bounds: Vec<u32> = phases.iter().copied().chain([0]).collect();
    bounds.sort_unstable_by(|a, b| b.cmp(a));
    bounds.dedup();
    // Each sample in its bucket, in one pass: the largest bound not above its stacks, as
    // `WinChance::curve` finds it.
    let mut buckets: HashMap<(Color, Action, u32), Vec<(f64, bool)>> = HashMap::new();
    for s in samples {
        let Some(x) = s.white_x() else {
            continue;
        };
        let n = stacks(&s.position);
        let min = bounds.iter().copied().find(|&b| n >= b).unwrap_or(0);
        let key = (s.position.side(), Action::of(&s.position), min);
        buckets.entry(key).or_default().push((x, s.white_won));
    }
    let mut curves = Vec::new();
    for side in Color::ALL {
        for action in [Action::First, Action::Second] {
            for &min in &bounds {
                let points = buckets.remove(&(side, action, min)).unwrap_or_default();
                let (intercept, slope) = logistic(&points);
                curves.push(Curve {
                    min_stacks: min,
                    side,
                    action,
                    intercept,
                    slope,
                    samples: points.len(),
                });
            }
        }
    }
    WinChance::new(curves).expect("every side and action has a curve from 0 stacks")
}

/// The logistic regression `P(win) = sigmoid(a + b x)` by Newton's method on the log loss, with
/// a light pull of both towards 0 so that a bucket with few or one-sided results stays finite.
fn logistic(points: &[(f64, bool)]) -> (f64, f64) {
    const PULL: f64 = 1.0;
    let (mut a, mut b) = (0.0f64, 0.0f64);
    for _ in 0..50 {
        let (mut ga, mut gb) = (PULL * a, PULL * b);
        let (mut haa, mut hab, mut hbb) = (PULL, 0.0, PULL);
        for &(x, won) in points {
            let p = sigmoid(a + b * x);
            let e = p - f64::from(u8::from(won));
            let w = p * (1.0 - p);
            ga += e;
            gb += e * x;
            haa += w;
            hab += w * x;
            hbb += w * x * x;
        }
        let det = haa * hbb - hab * hab;
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        a -= da;
        b -= db;
        if da.abs() + db.abs() < 1e-10 {
            break;
        }
    }
    (a, b)
}

/// The mean log loss of `model` on `samples` (unproven scores only).
pub fn log_loss(model: &WinChance, samples: &[Scored]) -> f64 {
    let losses: Vec<f64> = samples
        .iter()
        .filter(|s| !is_proven(s.score))
        .map(|s| {
            let p = s.predicted(model).clamp(1e-9, 1.0 - 1e-9);
            -if s.white_won { p.ln() } else { (1.0 - p).ln() }
        })
        .collect();
    losses.iter().sum::<f64>() / losses.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logistic_recovers_a_known_curve() {
        // Results exactly in proportion: a weighted grid.
        let mut points = Vec::new();
        for i in -20..=20 {
            let x = f64::from(i) / 10.0;
            let p = tzaar_engine::win_chance::sigmoid(-0.5 + 1.5 * x);
            let wins = (p * 200.0).round() as usize;
            points.extend((0..200).map(|k| (x, k < wins)));
        }
        let (a, b) = logistic(&points);
        assert!((a + 0.5).abs() < 0.05 && (b - 1.5).abs() < 0.05, "{a} {b}");
    }

    #[test]
    fn scoring_and_fitting_cover_every_bucket() {
        let games: Vec<Vec<Sample>> = super::super::generate::every_position(2, 200)
            .chunks(10)
            .map(<[Sample]>::to_vec)
            .collect();
        let scored = score_games(&games, 100, 2);
        assert_eq!(scored, score_games(&games, 100, 1));
        let model = fit(&scored.concat(), &[40]);
        assert_eq!(model.curves().len(), 8);
        assert!(log_loss(&model, &scored.concat()).is_finite());
    }
}
