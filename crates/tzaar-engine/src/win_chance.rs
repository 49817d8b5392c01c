//! White's chance of winning from the engine's score, fitted on game results.
//!
//! The raw score is from the side to act, and in TZAAR the side about to act holds a large
//! edge, so the same position reads very differently a ply apart. The model therefore keeps one
//! logistic curve per bucket of positions, by the game's phase (how many stacks are left) and by
//! who acts and with which action of the turn: White's chance is
//! `1 / (1 + e^-(intercept + slope * x))` where `x` is the score from White's side in thousands
//! of the evaluation's units. The intercept takes up the edge of the side to act; the slope how
//! much a unit of score is worth there. A proven result is a chance of 1 or 0.
//!
//! The fitted table ships as `data/win-chance.txt` (see [`WinChance::shipped`]); `tzaar tune
//! win-chance` fits it again from self-play and the archive's games, and writes the same format.
//! [`calibration`] checks a model against held-out results, bin by bin.

use std::fmt::Write as _;
use std::sync::OnceLock;

use tzaar_core::{Color, Phase, Position};

use crate::score::{Outlook, Score};

/// The shipped table, as `tzaar tune win-chance` wrote it.
const SHIPPED: &str = include_str!("../data/win-chance.txt");

/// Which action of a turn is next: the opening capture and placements count as first actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The first action of a turn (a capture), the opening capture, or a placement.
    First,
    /// The second action of a turn.
    Second,
}

impl Action {
    /// The action next in `pos`.
    pub fn of(pos: &Position) -> Action {
        match pos.phase() {
            Phase::SecondAction => Action::Second,
            Phase::Placement | Phase::Opening | Phase::FirstAction => Action::First,
        }
    }

    /// `first` or `second`, as the table writes it.
    pub fn name(self) -> &'static str {
        match self {
            Action::First => "first",
            Action::Second => "second",
        }
    }
}

/// Stacks on the board as the model counts them: during the placement every piece is still to
/// come, so a position being placed counts as a full board.
pub fn stacks(pos: &Position) -> u32 {
    match pos.phase() {
        Phase::Placement => 60,
        _ => pos.occupied().count_ones(),
    }
}

/// One bucket's curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    /// The bucket holds positions with at least this many stacks (and fewer than the next
    /// larger bound of the same side and action).
    pub min_stacks: u32,
    /// The side to act.
    pub side: Color,
    /// The action next.
    pub action: Action,
    /// White's log-odds at a score of 0.
    pub intercept: f64,
    /// Log-odds per thousand units of score from White's side.
    pub slope: f64,
    /// How many positions the fit saw in the bucket (0 where unknown).
    pub samples: usize,
}

impl Curve {
    /// White's chance at `white_cp` (the score from White's side).
    pub fn chance(&self, white_cp: f64) -> f64 {
        sigmoid(self.intercept + self.slope * white_cp / 1000.0)
    }
}

/// The logistic function.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// A fitted model: curves by bucket.
#[derive(Clone, Debug, PartialEq)]
pub struct WinChance {
    curves: Vec<Curve>,
}

impl WinChance {
    /// A model of these curves. Every side and action needs a curve with `min_stacks` 0, so
    /// that every position has one.
    pub fn new(mut curves: Vec<Curve>) -> Result<WinChance, String> {
        for side in Color::ALL {
            for action in [Action::First, Action::Second] {
                if !curves
                    .iter()
                    .any(|c| c.side == side && c.action == action && c.min_stacks == 0)
                {
                    return Err(format!(
                        "no curve from 0 stacks for {side:?} at the {} action",
                        action.name()
                    ));
                }
            }
        }
        curves.sort_by_key(|c| std::cmp::Reverse(c.min_stacks));
        Ok(WinChance { curves })
    }

    /// The model shipped with the engine (`crates/tzaar-engine/data/win-chance.txt`).
    pub fn shipped() -> &'static WinChance {
        static MODEL: OnceLock<WinChance> = OnceLock::new();
        MODEL.get_or_init(|| WinChance::parse(SHIPPED).expect("the shipped table is valid"))
    }

    /// The curves, the most stacks first.
    pub fn curves(&self) -> &[Curve] {
        &self.curves
    }

    /// The curve for `pos`.
    pub fn curve(&self, pos: &Position) -> &Curve {
        let (n, side, action) = (stacks(pos), pos.side(), Action::of(pos));
        self.curves
            .iter()
            .find(|c| c.side == side && c.action == action && n >= c.min_stacks)
            .expect("every side and action has a curve from 0 stacks")
    }

    /// White's chance of winning (0 to 1) in `pos` where the engine's score, from the side to
    /// act, reads `outlook`.
    pub fn white(&self, pos: &Position, outlook: Outlook) -> f64 {
        let side_wins = match outlook {
            Outlook::Win(_) => true,
            Outlook::Loss(_) => false,
            Outlook::Centipieces(n) => {
                let white_cp = match pos.side() {
                    Color::White => f64::from(n),
                    Color::Black => -f64::from(n),
                };
                return self.curve(pos).chance(white_cp);
            }
        };
        if side_wins == (pos.side() == Color::White) {
            1.0
        } else {
            0.0
        }
    }

    /// White's chance from a search score (the side to act's, at the root `pos`).
    pub fn white_of_score(&self, pos: &Position, score: Score) -> f64 {
        self.white(pos, Outlook::from_score(score))
    }

    /// Reads a table: one curve a line, `min_stacks side action intercept slope [samples]`
    /// (`side` is `white` or `black`, `action` `first` or `second`); `#` starts a comment.
    pub fn parse(text: &str) -> Result<WinChance, String> {
        let mut curves = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let bad = |what: &str| format!("line {}: {what}: `{line}`", i + 1);
            let words: Vec<&str> = line.split_whitespace().collect();
            let [min, side, action, intercept, slope, rest @ ..] = words.as_slice() else {
                return Err(bad("expected min_stacks side action intercept slope"));
            };
            let number = |w: &str| w.parse::<f64>().map_err(|_| bad("not a number"));
            curves.push(Curve {
                min_stacks: min.parse().map_err(|_| bad("not a stack count"))?,
                side: match *side {
                    "white" => Color::White,
                    "black" => Color::Black,
                    _ => return Err(bad("side must be white or black")),
                },
                action: match *action {
                    "first" => Action::First,
                    "second" => Action::Second,
                    _ => return Err(bad("action must be first or second")),
                },
                intercept: number(intercept)?,
                slope: number(slope)?,
                samples: match rest {
                    [] => 0,
                    [n] => n.parse().map_err(|_| bad("not a sample count"))?,
                    _ => return Err(bad("too many fields")),
                },
            });
        }
        WinChance::new(curves)
    }

    /// The table as [`WinChance::parse`] reads it, without comments.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for c in &self.curves {
            let side = match c.side {
                Color::White => "white",
                Color::Black => "black",
            };
            let _ = writeln!(
                text,
                "{} {side} {} {:.4} {:.4} {}",
                c.min_stacks,
                c.action.name(),
                c.intercept,
                c.slope,
                c.samples
            );
        }
        text
    }
}

/// A chance of White's as the engine protocol's `wdl`: wins, draws and losses per mille from
/// `side`'s view (TZAAR has no draws, so the middle is 0).
pub fn wdl(white: f64, side: Color) -> [u32; 3] {
    let own = match side {
        Color::White => white,
        Color::Black => 1.0 - white,
    };
    let w = (own.clamp(0.0, 1.0) * 1000.0).round() as u32;
    [w, 0, 1000 - w]
}

/// One bin of a calibration check: the positions whose predicted chance fell in `[lo, hi)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bin {
    /// The bin's lower edge.
    pub lo: f64,
    /// The bin's upper edge (1 is in the last bin).
    pub hi: f64,
    /// Positions in the bin.
    pub count: usize,
    /// Of them, how many were won by White.
    pub white_wins: usize,
    /// The mean predicted chance.
    pub predicted: f64,
    /// The 95% Wilson interval around the observed share of White's wins.
    pub interval: (f64, f64),
}

impl Bin {
    /// The observed share of White's wins.
    pub fn observed(&self) -> f64 {
        self.white_wins as f64 / self.count as f64
    }

    /// Whether the interval around the observed share reaches into the bin.
    pub fn agrees(&self) -> bool {
        self.interval.0 <= self.hi && self.interval.1 >= self.lo
    }
}

/// The 95% Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    const Z: f64 = 1.959_964;
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2 = Z * Z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z / denominator * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Predictions (White's chance) and results (whether White won) sorted into `bins` equal bins
/// of predicted chance; empty bins are left out.
pub fn calibration(predictions: &[(f64, bool)], bins: usize) -> Vec<Bin> {
    let mut sums = vec![(0usize, 0usize, 0.0f64); bins];
    for &(p, white_won) in predictions {
        let i = ((p * bins as f64) as usize).min(bins - 1);
        sums[i].0 += 1;
        sums[i].1 += usize::from(white_won);
        sums[i].2 += p;
    }
    sums.into_iter()
        .enumerate()
        .filter(|(_, s)| s.0 > 0)
        .map(|(i, (count, white_wins, total))| Bin {
            lo: i as f64 / bins as f64,
            hi: (i + 1) as f64 / bins as f64,
            count,
            white_wins,
            predicted: total / count as f64,
            interval: wilson(white_wins, count),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_covers_every_position() {
        let model = WinChance::shipped();
        assert_eq!(WinChance::parse(&model.to_text()).as_ref(), Ok(model));
        let mut pos = Position::standard();
        for _ in 0..6 {
            let p = model.white(&pos, Outlook::Centipieces(0));
            assert!(p > 0.0 && p < 1.0);
            let a = pos.legal_actions()[0];
            pos.play_unchecked(a);
        }
    }

    #[test]
    fn a_higher_score_for_white_is_a_higher_chance_and_proofs_are_certain() {
        let model = WinChance::shipped();
        let pos = Position::standard();
        let low = model.white(&pos, Outlook::Centipieces(-500));
        let high = model.white(&pos, Outlook::Centipieces(500));
        assert!(low < high, "{low} {high}");
        assert_eq!(model.white(&pos, Outlook::Win(2)), 1.0);
        assert_eq!(model.white(&pos, Outlook::Loss(1)), 0.0);
    }

    #[test]
    fn wdl_is_per_mille_from_the_side_to_act() {
        assert_eq!(wdl(0.4321, Color::White), [432, 0, 568]);
        assert_eq!(wdl(0.4321, Color::Black), [568, 0, 432]);
        assert_eq!(wdl(1.0, Color::Black), [0, 0, 1000]);
    }

    #[test]
    fn tables_missing_a_bucket_are_refused() {
        let text = "0 white first 0 1\n0 white second 0 1\n0 black first 0 1\n";
        assert!(WinChance::parse(text).unwrap_err().contains("Black"));
        assert!(WinChance::parse("0 white first x 1").is_err());
    }

    #[test]
    fn wilson_intervals_hold_the_share_and_narrow_with_more_trials() {
        let (lo, hi) = wilson(50, 100);
        assert!(lo < 0.5 && hi > 0.5 && (lo - 0.404).abs() < 0.001);
        let (lo2, hi2) = wilson(500, 1000);
        assert!(hi2 - lo2 < hi - lo);
        assert_eq!(wilson(0, 10).0, 0.0);
    }

    #[test]
    fn calibration_fails_a_model_that_is_wrong() {
        // A well calibrated forecaster: results drawn with the predicted chance.
        let mut state = 12345u64;
        let mut uniform = move || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let truth: Vec<(f64, bool)> = (0..4000)
            .map(|_| {
                let p = uniform();
                (p, uniform() < p)
            })
            .collect();
        assert!(calibration(&truth, 10).iter().all(Bin::agrees));
        // The same results read by a model that says the opposite fails.
        let inverted: Vec<(f64, bool)> = truth.iter().map(|&(p, w)| (1.0 - p, w)).collect();
        assert!(!calibration(&inverted, 10).iter().all(Bin::agrees));
        // So does an overconfident one.
        let sharp: Vec<(f64, bool)> = truth
            .iter()
            .map(|&(p, w)| (sigmoid(4.0 * (p - 0.5) / (p * (1.0 - p)).max(0.01)), w))
            .collect();
        assert!(!calibration(&sharp, 10).iter().all(Bin::agrees));
    }
}
