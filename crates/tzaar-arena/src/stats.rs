//! Statistics of a match between two players: the score, the Elo difference with its 95%
//! confidence interval, and a sequential probability ratio test (SPRT).
//!
//! TZAAR has no draws, so a game is a win or a loss. A match plays games in colour-swapped pairs
//! (the same start, each player once with each colour), and the two games of a pair are not
//! independent: a start that favours one colour, or one player, shows in both. So the
//! statistics take a [`Sample`] of *units* that each score 0, 1/2 or 1: either single games
//! (the binomial model, wins and losses) or whole pairs (the pentanomial model on pairs, which
//! without draws has three outcomes: both games lost, one each, both won). The pair model sees the
//! correlation inside a pair and is the more accurate one; [`Tally::sample`] uses it as soon as
//! one pair is complete.
//!
//! - The score is the mean score per game; the Elo difference is the logistic one,
//!   `-400 log10(1/score - 1)`.
//! - The confidence interval is the normal approximation on the mean score, `mean ± 1.96 σ/√n`
//!   with σ² the sample variance per unit and `n` the number of units, mapped to Elo.
//! - The SPRT uses the normal ("generalised SPRT") approximation of the log-likelihood ratio of
//!   H1 (Elo = `elo1`) against H0 (Elo = `elo0`) on the mean score: with `s0`, `s1` the expected
//!   scores of the two hypotheses, `LLR = n (s1 - s0) (2 mean - s0 - s1) / (2 σ²)`. The test stops
//!   when the LLR leaves `(ln(β/(1-α)), ln((1-β)/α))`.

use std::collections::HashMap;

use thiserror::Error;

/// The two-sided 95% quantile of the standard normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The expected score of a player `elo` points stronger than its opponent.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives a mean score of `score`: infinite at 0 and 1.
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// Outcomes counted in units (games or colour-swapped pairs) that each score 0, 1/2 or 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    /// How many units scored 0, 1/2 and 1.
    pub counts: [u64; 3],
}

impl Sample {
    /// Single games: `wins` scored 1, `losses` scored 0.
    pub fn from_games(wins: u64, losses: u64) -> Sample {
        Sample {
            counts: [losses, 0, wins],
        }
    }

    /// Colour-swapped pairs: both games lost, one game each, both games won.
    pub fn from_pairs(lost_both: u64, split: u64, won_both: u64) -> Sample {
        Sample {
            counts: [lost_both, split, won_both],
        }
    }

    /// The number of units.
    pub fn units(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The mean score per unit (equal to the mean score per game), if there is any unit.
    pub fn mean(&self) -> Option<f64> {
        moments(self.counts.map(|c| c as f64)).map(|(m, _)| m)
    }

    /// The variance of one unit's score (the population variance of the sample).
    pub fn variance(&self) -> Option<f64> {
        moments(self.counts.map(|c| c as f64)).map(|(_, v)| v)
    }
}

const UNIT_SCORES: [f64; 3] = [0.0, 0.5, 1.0];

/// Mean and variance of unit scores with these (possibly fractional) counts.
fn moments(counts: [f64; 3]) -> Option<(f64, f64)> {
    let n: f64 = counts.iter().sum();
    if n <= 0.0 {
        return None;
    }
    let mean = counts
        .iter()
        .zip(UNIT_SCORES)
        .map(|(c, s)| c * s)
        .sum::<f64>()
        / n;
    let var = counts
        .iter()
        .zip(UNIT_SCORES)
        .map(|(c, s)| c * (s - mean) * (s - mean))
        .sum::<f64>()
        / n;
    Some((mean, var))
}

/// The Elo difference estimated from a sample, with its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The mean score per game, in `[0, 1]`.
    pub score: f64,
    /// The Elo difference (infinite when every game was won or lost).
    pub elo: f64,
    /// The lower end of the 95% interval.
    pub lower: f64,
    /// The upper end of the 95% interval.
    pub upper: f64,
}

impl EloEstimate {
    /// Estimates from a sample; `None` when it is empty.
    ///
    /// When every unit scored the same the variance is zero and the interval would be a single
    /// point; then the interval is taken around the sample with half a unit of each extreme
    /// outcome added (as [`Sprt::llr`] does), so that four wins in four games are not proof of
    /// an infinite difference.
    pub fn new(sample: &Sample) -> Option<EloEstimate> {
        let raw = sample.counts.map(|c| c as f64);
        let (score, _) = moments(raw)?;
        let counts = regularized(raw);
        let n: f64 = counts.iter().sum();
        let (mean, var) = moments(counts)?;
        let half = Z95 * var.sqrt() / n.sqrt();
        Some(EloEstimate {
            score,
            elo: elo_from_score(score),
            lower: elo_from_score(mean - half),
            upper: elo_from_score(mean + half),
        })
    }
}

/// The counts, with half a unit of each extreme outcome added when all units scored the same.
fn regularized(mut counts: [f64; 3]) -> [f64; 3] {
    if moments(counts).is_some_and(|(_, var)| var <= 0.0) {
        counts[0] += 0.5;
        counts[2] += 0.5;
    }
    counts
}

/// Why SPRT parameters are unusable.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum StatsError {
    /// `elo0` must be below `elo1`.
    #[error("the SPRT needs elo0 < elo1 (got {elo0} and {elo1})")]
    Hypotheses {
        /// The Elo of H0.
        elo0: f64,
        /// The Elo of H1.
        elo1: f64,
    },
    /// An error probability outside `(0, 1)`, or `alpha + beta >= 1`.
    #[error("the SPRT needs 0 < alpha, beta and alpha + beta < 1 (got {alpha} and {beta})")]
    Errors {
        /// The false positive rate.
        alpha: f64,
        /// The false negative rate.
        beta: f64,
    },
}

/// A sequential probability ratio test of H0: Elo ≤ `elo0` against H1: Elo ≥ `elo1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    elo0: f64,
    elo1: f64,
    alpha: f64,
    beta: f64,
}

/// What an SPRT says about a sample so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtDecision {
    /// Neither bound is reached: play more games.
    Continue,
    /// The LLR reached the lower bound: the difference is at most `elo0`.
    AcceptH0,
    /// The LLR reached the upper bound: the difference is at least `elo1`.
    AcceptH1,
}

/// The state of an SPRT: the log-likelihood ratio, the bounds and the decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtState {
    /// The log-likelihood ratio of H1 against H0.
    pub llr: f64,
    /// Accept H0 at or below this.
    pub lower: f64,
    /// Accept H1 at or above this.
    pub upper: f64,
    /// What to do.
    pub decision: SprtDecision,
}

impl Sprt {
    /// A test of Elo ≤ `elo0` against Elo ≥ `elo1` with false positive rate `alpha` and false
    /// negative rate `beta`.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, StatsError> {
        let ordered = elo0.is_finite() && elo1.is_finite() && elo0 < elo1;
        if !ordered {
            return Err(StatsError::Hypotheses { elo0, elo1 });
        }
        let ok = |p: f64| p > 0.0 && p < 1.0;
        if !ok(alpha) || !ok(beta) || alpha + beta >= 1.0 {
            return Err(StatsError::Errors { alpha, beta });
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The Elo of H0 and of H1.
    pub fn hypotheses(&self) -> (f64, f64) {
        (self.elo0, self.elo1)
    }

    /// The false positive and false negative rates.
    pub fn error_rates(&self) -> (f64, f64) {
        (self.alpha, self.beta)
    }

    /// The LLR bounds: accept H0 at or below the first, H1 at or above the second.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 for a sample (0 for an empty one).
    ///
    /// When every unit scored the same the variance is zero; then half a unit of each extreme
    /// outcome (0 and 1) is added, so that a few games never decide a test on their own.
    pub fn llr(&self, sample: &Sample) -> f64 {
        let counts = regularized(sample.counts.map(|c| c as f64));
        let Some((mean, var)) = moments(counts) else {
            return 0.0;
        };
        let n: f64 = counts.iter().sum();
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
    }

    /// The test's state for a sample.
    pub fn state(&self, sample: &Sample) -> SprtState {
        let llr = self.llr(sample);
        let (lower, upper) = self.bounds();
        let decision = if llr >= upper {
            SprtDecision::AcceptH1
        } else if llr <= lower {
            SprtDecision::AcceptH0
        } else {
            SprtDecision::Continue
        };
        SprtState {
            llr,
            lower,
            upper,
            decision,
        }
    }
}

/// The games of a match between players A and B, counted from A's side, by colour and by
/// colour-swapped pair.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// A's wins with White and with Black.
    pub a_wins: [u64; 2],
    /// A's losses with White and with Black.
    pub a_losses: [u64; 2],
    /// Complete pairs: A lost both, one each, A won both.
    pub pairs: [u64; 3],
    /// Pairs with one game so far: A's result.
    pending: HashMap<u64, bool>,
}

impl Tally {
    /// An empty tally.
    pub fn new() -> Tally {
        Tally::default()
    }

    /// Counts one game of pair `pair`: whether A had White and whether A won. A pair is
    /// complete at its second game.
    pub fn add(&mut self, pair: u64, a_white: bool, a_won: bool) {
        let colour = usize::from(!a_white);
        if a_won {
            self.a_wins[colour] += 1;
        } else {
            self.a_losses[colour] += 1;
        }
        match self.pending.remove(&pair) {
            Some(first) => self.pairs[usize::from(first) + usize::from(a_won)] += 1,
            None => {
                self.pending.insert(pair, a_won);
            }
        }
    }

    /// Games counted.
    pub fn games(&self) -> u64 {
        self.wins() + self.losses()
    }

    /// A's wins.
    pub fn wins(&self) -> u64 {
        self.a_wins.iter().sum()
    }

    /// A's losses (B's wins).
    pub fn losses(&self) -> u64 {
        self.a_losses.iter().sum()
    }

    /// Games won by White, whoever played it.
    pub fn white_wins(&self) -> u64 {
        self.a_wins[0] + self.a_losses[1]
    }

    /// Every game as a unit (the binomial model).
    pub fn game_sample(&self) -> Sample {
        Sample::from_games(self.wins(), self.losses())
    }

    /// Complete pairs as units (the pentanomial model).
    pub fn pair_sample(&self) -> Sample {
        Sample::from_pairs(self.pairs[0], self.pairs[1], self.pairs[2])
    }

    /// The sample the statistics use: complete pairs when there is one, otherwise games.
    /// Games of unfinished pairs are left out of the pair model.
    pub fn sample(&self) -> (Sample, Model) {
        if self.pairs.iter().sum::<u64>() > 0 {
            (self.pair_sample(), Model::Pairs)
        } else {
            (self.game_sample(), Model::Games)
        }
    }

    /// A's score per game, from 0 to 1 (0 before any game).
    pub fn score(&self) -> f64 {
        self.wins() as f64 / self.games().max(1) as f64
    }

    /// The Elo difference of A over B with its 95% interval, from [`Tally::sample`]; `None`
    /// before any game.
    pub fn elo(&self) -> Option<EloEstimate> {
        EloEstimate::new(&self.sample().0)
    }
}

/// Which units a [`Sample`] counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// Single games (binomial).
    Games,
    /// Colour-swapped pairs (pentanomial, three outcomes without draws).
    Pairs,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn sixty_percent_is_about_seventy_elo() {
        let e = EloEstimate::new(&Sample::from_games(600, 400)).unwrap();
        assert!(close(e.score, 0.6, 1e-12));
        assert!(close(e.elo, 70.437, 0.001), "{e:?}");
        // 0.6 ± 1.96 * sqrt(0.24 / 1000) = 0.56964 .. 0.63036.
        assert!(close(e.lower, 48.70, 0.01), "{e:?}");
        assert!(close(e.upper, 92.73, 0.01), "{e:?}");
    }

    #[test]
    fn elo_and_expected_score_are_inverse_and_antisymmetric() {
        for elo in [-800.0, -100.0, -3.5, 0.0, 12.0, 400.0] {
            assert!(close(elo_from_score(expected_score(elo)), elo, 1e-9));
            assert!(close(elo_from_score(1.0 - expected_score(elo)), -elo, 1e-9));
        }
        assert!(close(expected_score(400.0), 10.0 / 11.0, 1e-12));
        assert_eq!(elo_from_score(0.0), f64::NEG_INFINITY);
        assert_eq!(elo_from_score(1.0), f64::INFINITY);
    }

    #[test]
    fn an_even_score_has_symmetric_bounds() {
        let e = EloEstimate::new(&Sample::from_games(50, 50)).unwrap();
        assert_eq!(e.elo, 0.0);
        assert!(close(e.lower, -e.upper, 1e-9));
        assert!(e.upper > 60.0 && e.upper < 80.0, "{e:?}");
        // The same games as 50 pairs of one win each: almost no spread between pairs.
        let p = EloEstimate::new(&Sample::from_pairs(0, 50, 0)).unwrap();
        assert_eq!(p.elo, 0.0);
        assert!(
            p.upper < e.upper / 3.0 && close(p.lower, -p.upper, 1e-9),
            "{p:?}"
        );
    }

    #[test]
    fn pairs_with_the_same_games_as_independent_games_agree() {
        // 100 pairs with outcomes in the binomial proportions of a 50% score: 25 / 50 / 25.
        let games = EloEstimate::new(&Sample::from_games(100, 100)).unwrap();
        let pairs = EloEstimate::new(&Sample::from_pairs(25, 50, 25)).unwrap();
        assert!(close(games.upper, pairs.upper, 1e-9), "{games:?} {pairs:?}");
        // Correlated pairs (a colour or a start decides) give a wider interval.
        let correlated = EloEstimate::new(&Sample::from_pairs(45, 10, 45)).unwrap();
        assert!(correlated.upper > games.upper);
    }

    #[test]
    fn all_wins_is_infinite() {
        let e = EloEstimate::new(&Sample::from_games(10, 0)).unwrap();
        assert_eq!(e.elo, f64::INFINITY);
        assert_eq!(e.upper, f64::INFINITY);
        // The interval of 10.5 wins in 11 games: 0.9545 - 1.96 * sqrt(0.0434 / 11).
        assert!(close(e.lower, elo_from_score(0.831_37), 0.5), "{e:?}");
        assert_eq!(EloEstimate::new(&Sample::default()), None);
    }

    #[test]
    fn sprt_bounds_and_llr() {
        let sprt = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        let (lo, hi) = sprt.bounds();
        assert!(close(lo, -2.944_439, 1e-6) && close(hi, 2.944_439, 1e-6));
        // 60% over 1000 games: n (s1 - s0)(2m - s0 - s1) / (2 var) with s0 = 0.5,
        // s1 = 0.514387, m = 0.6, var = 0.24.
        let s1 = expected_score(10.0);
        let want = 1000.0 * (s1 - 0.5) * (1.2 - 0.5 - s1) / 0.48;
        let state = sprt.state(&Sample::from_games(600, 400));
        assert!(close(state.llr, want, 1e-9) && close(want, 5.5634, 1e-3));
        assert_eq!(state.decision, SprtDecision::AcceptH1);
        // The mirror image is evidence against H1, a little stronger since both hypotheses
        // lie above 50%: (0.8 - 0.5 - s1) = -0.2144.
        let state = sprt.state(&Sample::from_games(400, 600));
        assert!(close(state.llr, -6.4258, 1e-3), "{state:?}");
        assert_eq!(state.decision, SprtDecision::AcceptH0);
        // Halfway between the hypotheses there is no evidence either way.
        let mid = (0.5 + s1) / 2.0;
        let n = 1_000_000u64;
        let wins = (mid * n as f64).round() as u64;
        let state = sprt.state(&Sample::from_games(wins, n - wins));
        assert!(state.llr.abs() < 0.05, "{state:?}");
        assert_eq!(state.decision, SprtDecision::Continue);
        assert_eq!(sprt.llr(&Sample::default()), 0.0);
    }

    #[test]
    fn sprt_needs_more_than_a_few_wins() {
        let sprt = Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap();
        let state = sprt.state(&Sample::from_pairs(0, 0, 2));
        assert!(state.llr > 0.0);
        assert_eq!(state.decision, SprtDecision::Continue);
        let state = sprt.state(&Sample::from_pairs(0, 0, 300));
        assert_eq!(state.decision, SprtDecision::AcceptH1);
    }

    #[test]
    fn sprt_rejects_bad_parameters() {
        assert!(Sprt::new(5.0, 5.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.6, 0.5).is_err());
        assert!(Sprt::new(f64::NAN, 5.0, 0.05, 0.05).is_err());
    }

    #[test]
    fn tally_counts_colours_and_pairs() {
        let mut t = Tally::new();
        t.add(0, true, true);
        assert_eq!(t.sample().1, Model::Games);
        t.add(0, false, true);
        t.add(1, false, false);
        t.add(2, true, true);
        t.add(1, true, true);
        assert_eq!(t.games(), 5);
        assert_eq!((t.wins(), t.losses()), (4, 1));
        assert_eq!(t.a_wins, [3, 1]);
        assert_eq!(t.a_losses, [0, 1]);
        assert_eq!(t.white_wins(), 4);
        assert_eq!(t.pairs, [0, 1, 1]);
        let (sample, model) = t.sample();
        assert_eq!(model, Model::Pairs);
        assert_eq!(sample.units(), 2);
        assert!(close(sample.mean().unwrap(), 0.75, 1e-12));
        assert!(close(t.score(), 0.8, 1e-12));
        assert_eq!(t.elo(), EloEstimate::new(&sample));
        assert_eq!(Tally::new().elo(), None);
    }
}
