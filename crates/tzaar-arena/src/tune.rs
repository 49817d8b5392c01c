//! Tuning the evaluation from self-play (the Texel method), and matches between weight sets.
//!
//! 1. [`generate`]: the engine plays itself from random starts at a fixed node count per turn,
//!    with a few random plies first for variety; the positions met (both phases of a turn, the
//!    first plies and positions already proven left out) are kept with the game's result.
//! 2. [`fit`]: the evaluation, read from White's side, should predict White's result through
//!    `sigmoid(eval / K)`. `K` is fitted first with the starting weights (it fixes the scale),
//!    then the weights by Adam on the mean squared error (or the log loss), keeping the type
//!    and height tables non-decreasing.
//! 3. [`play_match`]: two weight sets play colour-swapped pairs of games from random starts at
//!    equal nodes per turn (with the match runner, [`crate::runner`]), to measure what a fit
//!    gained.
//!
//! Everything is deterministic for given options: games are searched with one thread and a
//! node limit, randomness comes from seeded ChaCha generators, and results are collected in
//! game order whatever the number of threads.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::ops::ControlFlow;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;
use tzaar_core::{Color, Game, Position, Setup, SetupKind};
use tzaar_engine::eval::{self, NUM_FEATURES, Term, Weights};
use tzaar_engine::limits::Limits;
use tzaar_engine::score::is_proven;
use tzaar_engine::search::{Config, Searcher};

use crate::arena::{EnginePlayer, GameOptions, Player};
use crate::runner::{MATCH_HASH_MIB, MatchSummary, run_match};

/// What can go wrong reading tuning files.
#[derive(Debug, Error)]
pub enum TuneError {
    /// Reading or writing failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// A line of a data or weights file is malformed.
    #[error("line {line}: {message}")]
    Parse {
        /// The line number, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The data holds no usable sample.
    #[error("no samples to fit")]
    Empty,
    /// A loss name that is not one of [`Loss::NAMES`].
    #[error("unknown loss `{0}`: use squared or log")]
    UnknownLoss(String),
}

/// One training position and how its game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The position (a first or second action).
    pub position: Position,
    /// Whether White won the game.
    pub white_won: bool,
}

/// Options of [`generate`].
#[derive(Clone, Debug, PartialEq)]
pub struct GenOptions {
    /// How many games.
    pub games: usize,
    /// Nodes per turn.
    pub nodes: u64,
    /// Game `i` starts from `Setup::random(seed + i)` and seeds its randomness from it too.
    pub seed: u64,
    /// Random actions at the start of each game (captures preferred), for variety.
    pub random_plies: usize,
    /// Positions before this ply are not kept.
    pub skip_plies: usize,
    /// The fraction of eligible positions kept (to keep the data small and less correlated).
    pub keep: f64,
    /// Games played at once (each searches with one thread).
    pub threads: usize,
    /// Transposition table size per game, in mebibytes.
    pub hash_mib: usize,
}

impl Default for GenOptions {
    fn default() -> GenOptions {
        GenOptions {
            games: 100,
            nodes: 2000,
            seed: 1,
            random_plies: 4,
            skip_plies: 6,
            keep: 0.5,
            threads: 2,
            hash_mib: 8,
        }
    }
}

/// Plays `options.games` self-play games and returns the kept positions, in game order.
/// `progress` is called with the number of games finished so far.
pub fn generate(options: &GenOptions, progress: &(dyn Fn(usize) + Sync)) -> Vec<Sample> {
    let per_game = run_parallel(options.games, options.threads, progress, |i| {
        play_training_game(i as u64, options)
    });
    per_game.into_iter().flatten().collect()
}

/// Runs `job(0..count)` on `threads` threads and returns the results in index order.
fn run_parallel<T: Send>(
    count: usize,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
    job: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    let r = job(i);
                    results.lock().expect("no worker panicked")[i] = Some(r);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    results
        .into_inner()
        .expect("no worker panicked")
        .into_iter()
        .map(|r| r.expect("every job ran"))
        .collect()
}

/// One self-play game and the positions it keeps.
fn play_training_game(index: u64, options: &GenOptions) -> Vec<Sample> {
    let game_seed = options.seed.wrapping_add(index);
    let mut rng = ChaCha8Rng::seed_from_u64(game_seed ^ 0x7a61_6172);
    let mut pos = Position::from_setup(&Setup::random(game_seed)).expect("random setups are valid");
    let mut ply = 0;
    while ply < options.random_plies && !pos.is_game_over() {
        let actions = pos.legal_actions();
        let captures: Vec<_> = actions.iter().copied().filter(|a| a.is_capture()).collect();
        let pool = if !captures.is_empty() && rng.random_bool(0.8) {
            captures
        } else {
            actions.to_vec()
        };
        pos.play_unchecked(pool[rng.random_range(0..pool.len())]);
        ply += 1;
    }
    let mut searcher = Searcher::new(options.hash_mib, 1);
    let limits = Limits {
        nodes: Some(options.nodes),
        ..Limits::default()
    };
    let mut kept = Vec::new();
    let mut turns = 0;
    while !pos.is_game_over() {
        let Some(result) = searcher.search(&pos, &limits, turns, &mut |_| {}) else {
            break;
        };
        let turn = searcher.complete_turn(&pos, &result);
        let decided = is_proven(result.score);
        for action in turn {
            if !decided && ply >= options.skip_plies && rng.random_bool(options.keep) {
                kept.push(pos.clone());
            }
            pos.play_unchecked(action);
            ply += 1;
            if pos.is_game_over() {
                break;
            }
        }
        turns += 1;
    }
    let winner = pos.outcome().map(|o| o.winner);
    kept.into_iter()
        .map(|position| Sample {
            position,
            white_won: winner == Some(Color::White),
        })
        .collect()
}

/// Writes samples as text, one a line: the position string, a space, and `1` if White won
/// the game or `0` if Black did. Lines starting with `#` are comments.
pub fn write_samples(out: &mut dyn Write, samples: &[Sample]) -> io::Result<()> {
    for s in samples {
        writeln!(out, "{} {}", s.position, u8::from(s.white_won))?;
    }
    Ok(())
}

/// Reads what [`write_samples`] wrote (comments and blank lines skipped).
pub fn read_samples(input: impl BufRead) -> Result<Vec<Sample>, TuneError> {
    let mut samples = Vec::new();
    for line in data_lines(input) {
        let (number, line) = line?;
        let parse = |message: String| TuneError::Parse {
            line: number,
            message,
        };
        let (position, result) = line
            .rsplit_once(' ')
            .ok_or_else(|| parse("expected a position and a result".into()))?;
        let white_won = match result {
            "1" => true,
            "0" => false,
            other => return Err(parse(format!("result `{other}` is not 1 or 0"))),
        };
        let position = position.parse().map_err(|e| parse(format!("{e}")))?;
        samples.push(Sample {
            position,
            white_won,
        });
    }
    Ok(samples)
}

/// The lines of a tuning file that hold data, trimmed and numbered from 1; blank lines and
/// comments (`#`) are skipped.
fn data_lines(input: impl BufRead) -> impl Iterator<Item = io::Result<(usize, String)>> {
    input
        .lines()
        .enumerate()
        .filter_map(|(i, line)| match line {
            Ok(line) => {
                let line = line.trim();
                (!line.is_empty() && !line.starts_with('#')).then(|| Ok((i + 1, line.to_string())))
            }
            Err(e) => Some(Err(e)),
        })
}

/// Writes weights one a line, `name value` (for example `threat[2][1][1] -900`).
pub fn write_weights(out: &mut dyn Write, w: &Weights) -> io::Result<()> {
    for t in Term::all() {
        writeln!(out, "{t} {}", w.get(t))?;
    }
    Ok(())
}

/// Reads what [`write_weights`] wrote: named weights replace those of [`Weights::default`].
pub fn read_weights(input: impl BufRead) -> Result<Weights, TuneError> {
    let names: Vec<(String, Term)> = Term::all().map(|t| (t.to_string(), t)).collect();
    let mut w = Weights::default();
    for line in data_lines(input) {
        let (number, line) = line?;
        let parse = |message: String| TuneError::Parse {
            line: number,
            message,
        };
        let (name, value) = line
            .split_once(' ')
            .ok_or_else(|| parse("expected a name and a value".into()))?;
        let term = names
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, t)| t)
            .ok_or_else(|| parse(format!("no weight is called `{name}`")))?;
        *w.get_mut(term) = value
            .trim()
            .parse()
            .map_err(|e| parse(format!("`{value}`: {e}")))?;
    }
    Ok(w)
}

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

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
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

/// Options of [`play_match`].
#[derive(Clone, Debug, PartialEq)]
pub struct MatchOptions {
    /// Colour-swapped pairs of games.
    pub pairs: usize,
    /// Nodes per turn for both sides.
    pub nodes: u64,
    /// Pair `i` starts from `Setup::random(seed + i)`.
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// Transposition table size per player, in mebibytes.
    pub hash_mib: usize,
}

impl Default for MatchOptions {
    fn default() -> MatchOptions {
        MatchOptions {
            pairs: 100,
            nodes: 20_000,
            seed: 1,
            threads: 2,
            hash_mib: MATCH_HASH_MIB,
        }
    }
}

/// Plays `a` against `b` with [`run_match`]: pair `i` plays the random start
/// `Setup::random(seed + i)` twice, each side once White. `progress` is called with the pairs
/// finished so far. The summary counts from `a`'s side.
pub fn play_match(
    a: &Weights,
    b: &Weights,
    options: &MatchOptions,
    progress: &mut dyn FnMut(usize),
) -> MatchSummary {
    let (a, b) = (Arc::new(a.clone()), Arc::new(b.clone()));
    let player = |weights: &Arc<Weights>| -> Box<dyn Player> {
        let config = Config {
            weights: Arc::clone(weights),
            ..Config::default()
        };
        Box::new(EnginePlayer::new(config, options.hash_mib, 1))
    };
    let players = (0..options.threads.max(1))
        .map(|_| (player(&a), player(&b)))
        .collect();
    let start = |pair: u64| {
        Game::new(SetupKind::Random {
            seed: options.seed.wrapping_add(pair),
        })
    };
    let game = GameOptions {
        limits: Limits {
            nodes: Some(options.nodes),
            ..Limits::default()
        },
        ..GameOptions::default()
    };
    let games = 2 * options.pairs as u64;
    let mut pairs = 0;
    run_match(players, &start, games, &game, &mut |_, summary| {
        let complete = summary.tally.pairs.iter().sum::<u64>() as usize;
        if complete > pairs {
            pairs = complete;
            progress(pairs);
        }
        ControlFlow::Continue(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_round_trip_through_text() {
        let options = GenOptions {
            games: 2,
            nodes: 200,
            keep: 1.0,
            ..GenOptions::default()
        };
        let samples = generate(&options, &|_| {});
        assert!(samples.len() > 20);
        let mut text = Vec::new();
        write_samples(&mut text, &samples).unwrap();
        assert_eq!(read_samples(&text[..]).unwrap(), samples);
        assert!(matches!(
            read_samples(&b"garbage 2\n"[..]),
            Err(TuneError::Parse { line: 1, .. })
        ));
    }

    #[test]
    fn generation_is_deterministic_whatever_the_threads() {
        let one = GenOptions {
            games: 3,
            nodes: 300,
            threads: 1,
            ..GenOptions::default()
        };
        let two = GenOptions {
            threads: 2,
            ..one.clone()
        };
        let a = generate(&one, &|_| {});
        assert_eq!(a, generate(&two, &|_| {}));
        // The first plies are left out.
        for s in &a {
            assert!(!s.position.is_game_over());
        }
    }

    #[test]
    fn weights_round_trip_through_text() {
        let mut w = Weights::default();
        w.threat[2][1][1] = -1234;
        w.safe_types[3] = 77;
        let mut text = Vec::new();
        write_weights(&mut text, &w).unwrap();
        assert_eq!(read_weights(&text[..]).unwrap(), w);
        assert!(read_weights(&b"nonsense 3\n"[..]).is_err());
    }

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
        let samples = generate(
            &GenOptions {
                games: 12,
                nodes: 300,
                keep: 1.0,
                ..GenOptions::default()
            },
            &|_| {},
        );
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

    #[test]
    fn a_weight_set_beats_a_crippled_one() {
        // An evaluation of 0 everywhere: only proven results guide it.
        let bad = Weights::zero();
        let options = MatchOptions {
            pairs: 3,
            nodes: 500,
            hash_mib: 1,
            ..MatchOptions::default()
        };
        let mut progress = Vec::new();
        let r = play_match(&Weights::default(), &bad, &options, &mut |p| {
            progress.push(p)
        });
        assert_eq!(progress, [1, 2, 3]);
        assert_eq!(r.tally.games(), 6);
        assert!(r.tally.score() > 0.5, "{r:?}");
        let e = r.tally.elo().unwrap();
        assert!(e.lower <= e.elo && e.elo <= e.upper);
    }
}
