//! `tzaar tune`: self-play data, a fit of the evaluation's weights to it, and matches between
//! weight sets (see `tzaar_arena::tune`).

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args as ClapArgs, Subcommand};

use super::win_chance::WinChanceArgs;
use tzaar_arena::tune::{self, FitOptions, GenOptions, Loss, MatchOptions};
use tzaar_engine::eval::Weights;

/// Options of `tzaar tune`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: TuneCommand,
}

#[derive(Subcommand, Debug)]
enum TuneCommand {
    /// Play self-play games and write their positions with the results.
    Gen(GenArgs),
    /// Fit the evaluation's weights to the results of a data file.
    Fit(FitArgs),
    /// Play two weight sets against each other in colour-swapped pairs.
    Match(MatchArgs),
    /// Fit the win-chance model (White's chance from a score) to self-play and recorded games.
    WinChance(WinChanceArgs),
}

#[derive(ClapArgs, Debug)]
struct GenArgs {
    /// Games to play.
    #[arg(long, default_value_t = GenOptions::default().games)]
    games: usize,
    /// Nodes per turn.
    #[arg(long, default_value_t = GenOptions::default().nodes)]
    nodes: u64,
    /// Game i starts from the random setup with seed S + i.
    #[arg(long, default_value_t = GenOptions::default().seed)]
    seed: u64,
    /// Random actions at the start of each game.
    #[arg(long, default_value_t = GenOptions::default().random_plies)]
    random_plies: usize,
    /// Leave out the positions of the first plies.
    #[arg(long, default_value_t = GenOptions::default().skip_plies)]
    skip_plies: usize,
    /// Fraction of the other positions kept.
    #[arg(long, default_value_t = GenOptions::default().keep, value_parser = fraction)]
    keep: f64,
    /// Games played at once.
    #[arg(long, default_value_t = GenOptions::default().threads)]
    threads: usize,
    /// Where to write the data.
    #[arg(long)]
    out: PathBuf,
}

#[derive(ClapArgs, Debug)]
struct FitArgs {
    /// The data file (from `tzaar tune gen`).
    #[arg(long)]
    data: PathBuf,
    /// Start from these weights (a file from --out) instead of the built-in ones.
    #[arg(long)]
    start: Option<PathBuf>,
    /// Adam steps.
    #[arg(long, default_value_t = FitOptions::default().iterations)]
    iterations: usize,
    /// Adam's step size, in centipieces.
    #[arg(long, default_value_t = FitOptions::default().learning_rate)]
    learning_rate: f64,
    /// Pull towards the starting weights.
    #[arg(long, default_value_t = FitOptions::default().l2)]
    l2: f64,
    /// Fraction of the data (its last games) held out.
    #[arg(long, default_value_t = FitOptions::default().validation)]
    validation: f64,
    /// The loss to minimise.
    #[arg(long, default_value_t = FitOptions::default().loss,
          value_parser = PossibleValuesParser::new(Loss::NAMES).try_map(|s| s.parse::<Loss>()))]
    loss: Loss,
    /// Threads for the gradient.
    #[arg(long, default_value_t = FitOptions::default().threads)]
    threads: usize,
    /// Also write the fitted weights here, one `name value` a line.
    #[arg(long)]
    out: Option<PathBuf>,
}

#[derive(ClapArgs, Debug)]
struct MatchArgs {
    /// The first weight set (a weights file; default: the built-in weights).
    #[arg(long)]
    a: Option<PathBuf>,
    /// The second weight set (a weights file; default: the built-in weights).
    #[arg(long)]
    b: Option<PathBuf>,
    /// Colour-swapped pairs of games.
    #[arg(long, default_value_t = MatchOptions::default().pairs)]
    pairs: usize,
    /// Nodes per turn for both.
    #[arg(long, default_value_t = MatchOptions::default().nodes)]
    nodes: u64,
    /// Pair i starts from the random setup with seed S + i.
    #[arg(long, default_value_t = MatchOptions::default().seed)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = MatchOptions::default().threads)]
    threads: usize,
}

/// A fraction from 0 to 1, read from the command line.
pub(super) fn fraction(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if (0.0..=1.0).contains(&x) => Ok(x),
        Ok(_) => Err(format!("{text} is not from 0 to 1")),
        Err(e) => Err(format!("{text} is not a number: {e}")),
    }
}

/// Runs `tzaar tune`.
pub fn run(args: &Args) -> Result<()> {
    match &args.command {
        TuneCommand::Gen(a) => generate(a),
        TuneCommand::Fit(a) => fit(a),
        TuneCommand::Match(a) => play_match(a),
        TuneCommand::WinChance(a) => super::win_chance::run(a),
    }
}

/// Reports `done/total unit, Ns` on standard error at every twentieth of `total` and at the end.
pub(super) fn progress(total: usize, unit: &'static str) -> impl Fn(usize) + Sync {
    let start = Instant::now();
    let step = (total / 20).max(1);
    move |done| {
        if done % step == 0 || done == total {
            eprintln!(
                "{done}/{total} {unit}, {:.0}s",
                start.elapsed().as_secs_f64()
            );
        }
    }
}

fn generate(args: &GenArgs) -> Result<()> {
    let options = GenOptions {
        games: args.games,
        nodes: args.nodes,
        seed: args.seed,
        random_plies: args.random_plies,
        skip_plies: args.skip_plies,
        keep: args.keep,
        threads: args.threads,
        ..GenOptions::default()
    };
    let start = Instant::now();
    let samples = tune::generate(&options, &progress(args.games, "games"));
    let file = File::create(&args.out).with_context(|| format!("creating {:?}", args.out))?;
    let mut out = BufWriter::new(file);
    writeln!(
        out,
        "# tzaar tune gen --games {} --nodes {} --seed {} --random-plies {} --skip-plies {} --keep {}",
        args.games, args.nodes, args.seed, args.random_plies, args.skip_plies, args.keep
    )?;
    writeln!(
        out,
        "# position, then 1 if White won the game, 0 if Black did"
    )?;
    tune::write_samples(&mut out, &samples)?;
    out.flush()?;
    let white = samples.iter().filter(|s| s.white_won).count();
    println!(
        "{} positions from {} games ({} with White winning) in {:.0}s, written to {}",
        samples.len(),
        args.games,
        white,
        start.elapsed().as_secs_f64(),
        args.out.display()
    );
    Ok(())
}

fn load_weights(path: Option<&Path>) -> Result<Weights> {
    match path {
        None => Ok(Weights::default()),
        Some(p) => {
            let file = File::open(p).with_context(|| format!("opening {}", p.display()))?;
            tune::read_weights(BufReader::new(file)).with_context(|| format!("{}", p.display()))
        }
    }
}

fn fit(args: &FitArgs) -> Result<()> {
    let file = File::open(&args.data).with_context(|| format!("opening {:?}", args.data))?;
    let samples = tune::read_samples(BufReader::new(file))
        .with_context(|| format!("{}", args.data.display()))?;
    let initial = load_weights(args.start.as_deref())?;
    let options = FitOptions {
        iterations: args.iterations,
        learning_rate: args.learning_rate,
        l2: args.l2,
        validation: args.validation,
        loss: args.loss,
        threads: args.threads,
    };
    let start = Instant::now();
    let report = tune::fit(&samples, &initial, &options, &mut |it, loss| {
        eprintln!(
            "iteration {it} loss {loss:.6} ({:.0}s)",
            start.elapsed().as_secs_f64()
        );
    })?;
    let (train, valid) = report.sizes;
    println!(
        "samples {train} training, {valid} held out; K {:.1}",
        report.k
    );
    for (name, l) in [("before", report.before), ("after", report.after)] {
        println!(
            "{name}: squared {:.6} log {:.6} (training), squared {:.6} log {:.6} (held out)",
            l.train_squared, l.train_log, l.valid_squared, l.valid_log
        );
    }
    println!("{}", report.weights.to_rust());
    if let Some(path) = &args.out {
        let mut out = BufWriter::new(
            File::create(path).with_context(|| format!("creating {}", path.display()))?,
        );
        tune::write_weights(&mut out, &report.weights)?;
        out.flush()?;
    }
    Ok(())
}

fn play_match(args: &MatchArgs) -> Result<()> {
    let a = load_weights(args.a.as_deref())?;
    let b = load_weights(args.b.as_deref())?;
    let options = MatchOptions {
        pairs: args.pairs,
        nodes: args.nodes,
        seed: args.seed,
        threads: args.threads,
        ..MatchOptions::default()
    };
    let result = tune::play_match(&a, &b, &options, &mut progress(args.pairs, "pairs"));
    let t = &result.tally;
    let elo = match t.elo() {
        Some(e) => format!(
            ", Elo {:+.0} [{:+.0}, {:+.0}] (95%)",
            e.elo, e.lower, e.upper
        ),
        None => String::new(),
    };
    println!(
        "a vs b: {} games, a won {} lost {}, score {:.3}{elo}",
        t.games(),
        t.wins(),
        t.losses(),
        t.score()
    );
    Ok(())
}
