//! `tzaar tune win-chance`: fits the win-chance model (see `tzaar_engine::win_chance`) to
//! self-play games from random and standard starts and to recorded games, holding out every
//! third game (one position of each), and writes the table and the held-out positions.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::Args as ClapArgs;
use tzaar_arena::tune::win_chance::{Scored, fit, log_loss, record_samples, score_games};
use tzaar_arena::tune::{self, GenOptions, Sample};
use tzaar_engine::score::is_proven;
use tzaar_engine::win_chance::{WinChance, calibration};

use super::tune::progress;
use crate::games::{Format, load};

/// Options of `tzaar tune win-chance`.
#[derive(ClapArgs, Debug)]
pub struct WinChanceArgs {
    /// Self-play games, half from random starts and half from the standard one.
    #[arg(long, default_value_t = 2000)]
    games: usize,
    /// Nodes per turn in the self-play games.
    #[arg(long, default_value_t = 2000)]
    nodes: u64,
    /// Fraction of each self-play game's positions kept (fewer per game: less alike).
    #[arg(long, default_value_t = 0.25, value_parser = super::tune::fraction)]
    keep: f64,
    /// Nodes of the search that scores each position.
    #[arg(long, default_value_t = 5000)]
    score_nodes: u64,
    /// Self-play game i is seeded with S + i (its random start and its first random plies).
    #[arg(long, default_value_t = 500_001)]
    seed: u64,
    /// The phases' least stack counts, largest first (a last phase from 0 is added).
    #[arg(long, value_delimiter = ',', default_value = "44,30")]
    phases: Vec<u32>,
    /// Recorded games (ours or LittleGolem's) whose positions are scored too.
    #[arg(long = "record", default_values = [
        "crates/tzaar-core/tests/data/littlegolem/game2552914.txt",
        "crates/tzaar-core/tests/data/littlegolem/game2558925.txt",
        "crates/tzaar-core/tests/data/records/standard-resigned.tzr",
        "crates/tzaar-core/tests/data/records/random-12345.tzr",
    ])]
    records: Vec<PathBuf>,
    /// Games played or scored at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Where to write the table.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Where to write the held-out positions (score, result, position a line).
    #[arg(long)]
    held_out: Option<PathBuf>,
}

/// Every third game (the third, sixth, ...) is held out, and of it one position only, so that
/// the held-out results are independent (as the calibration test's Wilson intervals assume).
const HELD_OUT_EVERY: usize = 3;

/// Runs `tzaar tune win-chance`.
pub fn run(args: &WinChanceArgs) -> Result<()> {
    if !args.phases.windows(2).all(|w| w[0] > w[1]) || args.phases.iter().any(|&p| p == 0 || p > 60)
    {
        anyhow::bail!(
            "--phases takes stack counts from 1 to 60, largest first (as 44,30), not {:?}",
            args.phases
        );
    }
    // The records first: a bad one is named before any game is played.
    let mut recorded = Vec::new();
    for path in &args.records {
        let record = load(path, Format::Auto)?;
        let samples: Vec<Sample> = record_samples(&record.game)
            .with_context(|| format!("{} has no result", path.display()))?;
        recorded.push(samples);
    }
    let start = Instant::now();
    let mut games = Vec::new();
    for standard in [false, true] {
        let count = args.games / 2 + usize::from(!standard) * (args.games % 2);
        let options = GenOptions {
            games: count,
            nodes: args.nodes,
            seed: args.seed.wrapping_add(u64::from(standard) * 1_000_000),
            keep: args.keep,
            threads: args.threads,
            standard,
            ..GenOptions::default()
        };
        games.extend(tune::generate_games(&options, &progress(count, "games")));
    }
    let played = start.elapsed().as_secs_f64();
    games.extend(recorded);
    let scored = score_games(&games, args.score_nodes, args.threads);
    let scoring = start.elapsed().as_secs_f64() - played;
    let (mut train, mut held): (Vec<Scored>, Vec<Scored>) = (Vec::new(), Vec::new());
    for (i, game) in scored.into_iter().enumerate() {
        if i % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 {
            // One position, chosen by the game's number.
            let pick = (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
            held.extend(game.get(pick as usize % game.len().max(1)).cloned());
        } else {
            train.extend(game);
        }
    }
    let model = fit(&train, &args.phases);
    let fitted = start.elapsed().as_secs_f64();
    println!(
        "{} games ({} recorded): {} positions for the fit, {} held out; played in {played:.0}s, \
         scored in {scoring:.0}s, {fitted:.0}s in all",
        games.len(),
        args.records.len(),
        train.len(),
        held.len()
    );
    print!("{}", model.to_text());
    let single = WinChance::parse(
        "0 white first 0 0.5556\n0 white second 0 0.5556\n0 black first 0 0.5556\n0 black second 0 0.5556",
    )
    .expect("a valid table");
    println!(
        "held-out log loss {:.4} (one curve, sigmoid(cp / 1800): {:.4})",
        log_loss(&model, &held),
        log_loss(&single, &held)
    );
    let predictions: Vec<(f64, bool)> = held
        .iter()
        .filter(|s| !is_proven(s.score))
        .map(|s| (s.predicted(&model), s.white_won))
        .collect();
    for b in calibration(&predictions, 10) {
        println!(
            "predicted {:.1}-{:.1} (mean {:.3}): {} positions, White won {:.3} [{:.3}, {:.3}]{}",
            b.lo,
            b.hi,
            b.predicted,
            b.count,
            b.observed(),
            b.interval.0,
            b.interval.1,
            if b.agrees() { "" } else { " OUTSIDE" }
        );
    }
    let header = format!(
        "# tzaar tune win-chance --games {} --nodes {} --keep {} --score-nodes {} --seed {} --phases {}\n",
        args.games,
        args.nodes,
        args.keep,
        args.score_nodes,
        args.seed,
        args.phases
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    );
    if let Some(path) = &args.out {
        let text = format!(
            "{header}# White's chance = sigmoid(intercept + slope * score from White's side / 1000)\n\
             # min_stacks side action intercept slope samples\n{}",
            model.to_text()
        );
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = &args.held_out {
        // Proven scores are certain by the search, not by the model: they are left out.
        let lines: String = held
            .iter()
            .filter(|s| !is_proven(s.score))
            .map(|s| s.to_line() + "\n")
            .collect();
        let text = format!(
            "{header}# held-out positions: score (side to act), 1 if White won, position\n{lines}"
        );
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}
