//! Fitting the weights to samples: the scale `K`, then Adam on the loss, keeping the type and
//! height tables non-decreasing.

use std::fmt;
use std::str::FromStr;

use tzaar_core::Color;
use tzaar_engine::eval::{self, NUM_FEATURES, Term, Weights};
use tzaar_engine::win_chance::sigmoid;

use super::error::TuneError;
use super::generate::Sample;

/// Which loss the weights are fitted to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// Mean squared error between the predicted and the actual result (Texel's).
    Squared,
    /// Mean log loss (cross-entropy).
    Log,
}

impl Loss {
    /// Every loss's name, as [`Loss`]'s `Display` writes it and `FromStr` reads it.
    pub const NAMES: [&str; 2] = ["squared", "log"];
}

impl fmt::Display for Loss {
    /// `squared` or `log`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Loss::Squared => Loss::NAMES[0],
            Loss::Log => Loss::NAMES[1],
        })
    }
}

impl FromStr for Loss {
    type Err = TuneError;

    /// Reads a name of [`Loss::NAMES`].
    fn from_str(s: &str) -> Result<Loss, TuneError> {
        match s {
            "squared" => Ok(Loss::Squared),
            "log" => Ok(Loss::Log),
            _ => Err(TuneError::UnknownLoss(s.to_string())),
        }
    }
}

/// Options of [`fit`].
#[derive(Clone, Debug, PartialEq)]
pub struct FitOptions {
    /// Adam steps over the whole training set.
    pub iterations: usize,
    /// Adam's step size, in centipieces; it decays linearly to a tenth.
    pub learning_rate: f64,
    /// Pull of each weight towards its starting value (times the squared difference).
    pub l2: f64,
    /// The last fraction of the samples (the last games) held out for validation.
    pub validation: f64,
    /// The loss minimised.
    pub loss: Loss,
    /// Threads computing the gradient.
    pub threads: usize,
}

impl Default for FitOptions {
    fn default() -> FitOptions {
        FitOptions {
            iterations: 2000,
            learning_rate: 2.0,
            l2: 1e-9,
            validation: 0.1,
            loss: Loss::Squared,
            threads: 2,
        }
    }
}

/// Losses of one weight set on the training and validation samples.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Losses {
    /// Mean squared error on the training samples.
    pub train_squared: f64,
    /// Mean log loss on the training samples.
    pub train_log: f64,
    /// Mean squared error on the held-out samples.
    pub valid_squared: f64,
    /// Mean log loss on the held-out samples.
    pub valid_log: f64,
}

/// What [`fit`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct FitReport {
    /// The scale: the predicted result is `sigmoid(eval / k)`.
    pub k: f64,
    /// Training and validation samples.
    pub sizes: (usize, usize),
    /// Losses of the starting weights.
    pub before: Losses,
    /// Losses of the fitted (rounded) weights.
    pub after: Losses,
    /// The fitted weights.
    pub weights: Weights,
}

/// Samples as sparse feature rows from White's point of view.
struct Rows {
    /// Where each row's entries start in `index` and `value`; one more than the rows.
    start: Vec<usize>,
    index: Vec<u16>,
    value: Vec<f64>,
    result: Vec<f64>,
}

impl Rows {
    fn new(samples: &[Sample]) -> Rows {
        let mut rows = Rows {
            start: vec![0],
            index: Vec::new(),
            value: Vec::new(),
            result: Vec::new(),
        };
        for s in samples {
            let sign = if s.position.side() == Color::White {
                1.0
            } else {
                -1.0
            };
            for (i, x) in eval::features(&s.position).nonzero() {
                rows.index.push(i as u16);
                rows.value.push(sign * f64::from(x));
            }
            rows.start.push(rows.index.len());
            rows.result.push(if s.white_won { 1.0 } else { 0.0 });
        }
        rows
    }

    fn len(&self) -> usize {
        self.result.len()
    }

    /// The evaluation of row `r` from White's side.
    #[inline]
    fn eval(&self, r: usize, w: &[f64]) -> f64 {
        (self.start[r]..self.start[r + 1])
            .map(|j| w[self.index[j] as usize] * self.value[j])
            .sum()
    }

    /// Mean squared error and log loss of rows `range`.
    fn losses(&self, range: std::ops::Range<usize>, w: &[f64], k: f64) -> (f64, f64) {
        let n = range.len().max(1) as f64;
        let (mut sq, mut log) = (0.0, 0.0);
        for r in range {
            let p = sigmoid(self.eval(r, w) / k);
            let y = self.result[r];
            sq += (p - y) * (p - y);
            let p = p.clamp(1e-12, 1.0 - 1e-12);
            log -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
        }
        (sq / n, log / n)
    }

    /// The loss's gradient over rows `range`, summed (not averaged).
    fn gradient(
        &self,
        range: std::ops::Range<usize>,
        w: &[f64],
        k: f64,
        loss: Loss,
        grad: &mut [f64],
    ) {
        for r in range {
            let p = sigmoid(self.eval(r, w) / k);
            let y = self.result[r];
            let d = match loss {
                Loss::Squared => 2.0 * (p - y) * p * (1.0 - p) / k,
                Loss::Log => (p - y) / k,
            };
            for j in self.start[r]..self.start[r + 1] {
                grad[self.index[j] as usize] += d * self.value[j];
            }
        }
    }
}

/// Fits the weights to the samples, starting from `initial` (see the module documentation).
/// `progress` is called now and then with the iteration and the training loss.
pub fn fit(
    samples: &[Sample],
    initial: &Weights,
    options: &FitOptions,
    progress: &mut dyn FnMut(usize, f64),
) -> Result<FitReport, TuneError> {
    let rows = Rows::new(samples);
    let n = rows.len();
    let valid = ((n as f64 * options.validation) as usize).min(n);
    let train = n - valid;
    if train == 0 {
        return Err(TuneError::Empty);
    }
    let start: Vec<f64> = initial.to_vec().into_iter().map(f64::from).collect();
    let k = fit_k(&rows, train, &start);
    let losses = |w: &[f64]| {
        let (train_squared, train_log) = rows.losses(0..train, w, k);
        let (valid_squared, valid_log) = rows.losses(train..n, w, k);
        Losses {
            train_squared,
            train_log,
            valid_squared,
            valid_log,
        }
    };
    let before = losses(&start);

    let threads = options.threads.max(1);
    let mut w = start.clone();
    let mut m = vec![0.0; NUM_FEATURES];
    let mut v = vec![0.0; NUM_FEATURES];
    let (b1, b2, eps) = (0.9, 0.999, 1e-12);
    let terms: Vec<Term> = Term::all().collect();
    for it in 0..options.iterations {
        let chunk = train.div_ceil(threads);
        let partial: Vec<Vec<f64>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let (rows, w) = (&rows, &w);
                    let range = (t * chunk).min(train)..((t + 1) * chunk).min(train);
                    scope.spawn(move || {
                        let mut g = vec![0.0; NUM_FEATURES];
                        rows.gradient(range, w, k, options.loss, &mut g);
                        g
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("gradient threads do not panic"))
                .collect()
        });
        let lr = options.learning_rate * (1.0 - 0.9 * it as f64 / options.iterations.max(1) as f64);
        let t = (it + 1) as i32;
        for j in 0..NUM_FEATURES {
            let g = partial.iter().map(|p| p[j]).sum::<f64>() / train as f64
                + 2.0 * options.l2 * (w[j] - start[j]);
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - f64::powi(b1, t));
            let vh = v[j] / (1.0 - f64::powi(b2, t));
            if g != 0.0 || m[j] != 0.0 {
                w[j] -= lr * mh / (vh.sqrt() + eps);
            }
        }
        keep_monotone(&mut w, &terms);
        if it % 100 == 0 || it + 1 == options.iterations {
            let (sq, log) = rows.losses(0..train, &w, k);
            progress(
                it,
                match options.loss {
                    Loss::Squared => sq,
                    Loss::Log => log,
                },
            );
        }
    }
    let rounded: Vec<i32> = w.iter().map(|x| x.round() as i32).collect();
    let weights = Weights::from_slice(&rounded);
    let after = losses(
        &weights
            .to_vec()
            .into_iter()
            .map(f64::from)
            .collect::<Vec<_>>(),
    );
    Ok(FitReport {
        k,
        sizes: (train, valid),
        before,
        after,
        weights,
    })
}

/// The scale `K` minimising the squared error of the training rows with weights `w`: a golden
/// section search on `ln K`.
fn fit_k(rows: &Rows, train: usize, w: &[f64]) -> f64 {
    let f = |lnk: f64| rows.losses(0..train, w, lnk.exp()).0;
    let (mut a, mut b) = (10f64.ln(), 20_000f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut c, mut d) = (b - g * (b - a), a + g * (b - a));
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..60 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - g * (b - a);
            fc = f(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + g * (b - a);
            fd = f(d);
        }
    }
    ((a + b) / 2.0).exp()
}

/// Makes every monotone table non-decreasing by the pool-adjacent-violators algorithm (the
/// closest non-decreasing sequence in squared distance).
fn keep_monotone(w: &mut [f64], terms: &[Term]) {
    // Chains: each starts at a monotone term's predecessor that has no predecessor itself.
    let mut i = 0;
    while i < terms.len() {
        if terms[i].monotone_after().is_none()
            && terms.get(i + 1).and_then(|t| t.monotone_after()) == Some(terms[i])
        {
            let mut end = i + 1;
            while terms.get(end + 1).and_then(|t| t.monotone_after()) == Some(terms[end]) {
                end += 1;
            }
            pool_adjacent_violators(&mut w[i..=end]);
            i = end + 1;
        } else {
            i += 1;
        }
    }
}

fn pool_adjacent_violators(xs: &mut [f64]) {
    // Blocks of (sum, count), merged while a block's mean exceeds the next one's.
    let mut blocks: Vec<(f64, usize)> = Vec::with_capacity(xs.len());
    for &x in xs.iter() {
        blocks.push((x, 1));
        while blocks.len() >= 2 {
            let (s2, n2) = blocks[blocks.len() - 1];
            let (s1, n1) = blocks[blocks.len() - 2];
            if s1 / n1 as f64 > s2 / n2 as f64 {
                blocks.pop();
                let last = blocks.len() - 1;
                blocks[last] = (s1 + s2, n1 + n2);
            } else {
                break;
            }
        }
    }
    let mut i = 0;
    for (s, n) in blocks {
        for x in &mut xs[i..i + n] {
            *x = s / n as f64;
        }
        i += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tune::generate::every_position;

    #[test]
    fn losses_read_and_write_their_names() {
        for name in Loss::NAMES {
            assert_eq!(name.parse::<Loss>().unwrap().to_string(), name);
        }
        assert_eq!(FitOptions::default().loss.to_string(), "squared");
        assert!("cubic".parse::<Loss>().is_err());
    }

    #[test]
    fn pool_adjacent_violators_gives_the_closest_non_decreasing_sequence() {
        let mut xs = [1.0, 3.0, 2.0, 4.0, 0.0];
        pool_adjacent_violators(&mut xs);
        assert_eq!(xs, [1.0, 2.25, 2.25, 2.25, 2.25]);
        let mut sorted = [0.0, 1.0, 1.0, 5.0];
        pool_adjacent_violators(&mut sorted);
        assert_eq!(sorted, [0.0, 1.0, 1.0, 5.0]);
    }

    #[test]
    fn the_fit_lowers_the_loss_and_keeps_tables_monotone() {
        // Start from weights that ignore most of the position: the fit must do better.
        let samples = every_position(12, 300);
        let start = Weights {
            type_count: [[0, 100, 200, 300, 400, 500, 600, 700, 800]; 3],
            unattacked: [0; 9],
            ..Weights::default()
        };
        let options = FitOptions {
            iterations: 200,
            validation: 0.0,
            ..FitOptions::default()
        };
        let report = fit(&samples, &start, &options, &mut |_, _| {}).unwrap();
        assert!(report.after.train_squared < report.before.train_squared);
        for k in 0..3 {
            for n in 2..=eval::COUNT_CAP {
                let t = &report.weights.type_count[k];
                assert!(t[n] >= t[n - 1], "{t:?}");
            }
            for h in 2..=eval::HEIGHT_CAP {
                let t = &report.weights.height[k];
                assert!(t[h] >= t[h - 1], "{t:?}");
            }
        }
    }
}
