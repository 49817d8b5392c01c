//! `tzaar puzzles`: generate puzzles (see `tzaar_arena::puzzles`) and check a puzzle file
//! (see `tzaar_engine::puzzle`).

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::{Args as ClapArgs, Subcommand};
use tzaar_arena::puzzles::{self, PuzzleOptions, SourceGame};
use tzaar_engine::puzzle::{Puzzle, Theme, proof_nodes, verify};

use crate::games::{self, Format};

/// Options of `tzaar puzzles`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Make puzzles from records and self-play games, one line each (seeded, reproducible).
    Generate(GenerateArgs),
    /// Prove every puzzle of a file: its win, its line and its accepted first turns.
    Check(CheckArgs),
}

#[derive(ClapArgs, Debug)]
struct GenerateArgs {
    /// How many puzzles, 1 or more.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    count: u64,
    /// The seed of the self-play games.
    #[arg(long)]
    seed: u64,
    /// Game records to take puzzles from first (ours or LittleGolem's).
    #[arg(long, num_args = 1..)]
    records: Vec<PathBuf>,
    /// Games worked at once, 1 to 64.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    threads: u64,
    /// Nodes per proof, 1000 or more: a puzzle whose proofs need more is left out.
    #[arg(long, default_value_t = PuzzleOptions::default().nodes,
          value_parser = clap::value_parser!(u64).range(1000..))]
    nodes: u64,
    /// Self-play games played at most, 1 or more.
    #[arg(long, default_value_t = PuzzleOptions::default().max_games as u64,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_games: u64,
    /// Write the puzzles here instead of to standard output.
    #[arg(long)]
    output: Option<PathBuf>,
}

#[derive(ClapArgs, Debug)]
struct CheckArgs {
    /// The puzzle file.
    file: PathBuf,
    /// Nodes per proof, 1000 or more.
    #[arg(long, default_value_t = PuzzleOptions::default().nodes,
          value_parser = clap::value_parser!(u64).range(1000..))]
    nodes: u64,
}

/// Runs `tzaar puzzles`.
pub fn run(args: &Args) -> Result<()> {
    match &args.command {
        PuzzlesCommand::Generate(a) => generate(a),
        PuzzlesCommand::Check(a) => check(a),
    }
}

/// The command line that makes the same file, for its header.
fn command_line(args: &GenerateArgs) -> String {
    let mut line = format!(
        "tzaar puzzles generate --count {} --seed {} --threads {} --nodes {} --max-games {}",
        args.count, args.seed, args.threads, args.nodes, args.max_games
    );
    if !args.records.is_empty() {
        line.push_str(" --records");
        for r in &args.records {
            line.push(' ');
            line.push_str(&r.display().to_string());
        }
    }
    line
}

fn generate(args: &GenerateArgs) -> Result<()> {
    let mut records = Vec::new();
    for path in &args.records {
        let record = games::load(path, Format::Auto)?;
        records.push(SourceGame {
            name: path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into(),
            ),
            game: record.game,
        });
    }
    if let Some(path) = &args.output {
        crate::games::check_writable(path)?;
    }
    let options = PuzzleOptions {
        count: args.count as usize,
        seed: args.seed,
        threads: args.threads as usize,
        nodes: args.nodes,
        max_games: args.max_games as usize,
        ..PuzzleOptions::default()
    };
    let bar = super::r#match::progress_bar(args.count, "puzzles");
    let start = Instant::now();
    let found = puzzles::generate(&options, &records, &|p| {
        bar.set_position(p.kept as u64);
        bar.set_message(format!("{} games", p.games));
    });
    bar.finish_and_clear();
    let mut text = format!("# {}\n", command_line(args));
    for p in &found {
        text.push_str(&p.to_string());
        text.push('\n');
    }
    match &args.output {
        Some(path) => games::write_atomically(path, &text)?,
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
    }
    if std::io::stderr().is_terminal() || args.output.is_some() {
        eprintln!(
            "{} puzzles in {:.0}s",
            found.len(),
            start.elapsed().as_secs_f64()
        );
    }
    if found.len() < options.count {
        bail!(
            "only {} of {} puzzles found in {} self-play games (raise --max-games)",
            found.len(),
            options.count,
            options.max_games
        );
    }
    Ok(())
}

/// Something on a numbered line of a puzzle file.
type Numbered<T> = Vec<(usize, T)>;

/// Reads a puzzle file line by line: the puzzles with their line numbers, and the lines that
/// cannot be read with why.
fn read(path: &Path) -> Result<(Numbered<Puzzle>, Numbered<String>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match Puzzle::from_line(line) {
            Ok(p) => good.push((i + 1, p)),
            Err(e) => bad.push((i + 1, e.to_string())),
        }
    }
    Ok((good, bad))
}

fn check(args: &CheckArgs) -> Result<()> {
    let (puzzles, mut failures) = read(&args.file)?;
    let unreadable = failures.len();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (line, p) in &puzzles {
        if let Some(first) = seen.insert(p.id.clone(), *line) {
            failures.push((*line, format!("id {} is also on line {first}", p.id)));
        }
    }
    let start = Instant::now();
    let results: Vec<(usize, Result<(), String>, u64)> = std::thread::scope(|scope| {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let chunk = puzzles.len().div_ceil(threads).max(1);
        let handles: Vec<_> = puzzles
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|(line, p)| {
                            let before = proof_nodes();
                            let r = verify(p, args.nodes);
                            (*line, r, proof_nodes() - before)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a check does not panic"))
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    let mut nodes = 0;
    let mut dearest = (0, 0);
    for (line, r, cost) in results {
        nodes += cost;
        dearest = dearest.max((cost, line));
        if let Err(e) = r {
            failures.push((line, e));
        }
    }
    failures.sort();
    let mut out = std::io::stdout().lock();
    for (line, why) in &failures {
        writeln!(out, "{}:{line}: {why}", args.file.display())?;
    }
    let mut by_win_in: BTreeMap<u8, usize> = BTreeMap::new();
    let mut by_theme: BTreeMap<Theme, usize> = BTreeMap::new();
    for (_, p) in &puzzles {
        *by_win_in.entry(p.win_in).or_default() += 1;
        for t in &p.themes {
            *by_theme.entry(*t).or_default() += 1;
        }
    }
    let win_in: Vec<String> = by_win_in
        .iter()
        .map(|(w, n)| format!("win_in {w}: {n}"))
        .collect();
    let themes: Vec<String> = Theme::ALL
        .iter()
        .map(|t| format!("{t}: {}", by_theme.get(t).copied().unwrap_or(0)))
        .collect();
    writeln!(
        out,
        "{} puzzles, {} failing ({} unreadable)\n{}\n{}\n{} proof nodes, the most on line {} ({}), in {:.1}s",
        puzzles.len() + unreadable,
        failures.len(),
        unreadable,
        win_in.join(", "),
        themes.join(", "),
        nodes,
        dearest.1,
        dearest.0,
        seconds
    )?;
    out.flush()?;
    if !failures.is_empty() {
        bail!("{} of the puzzles fail", failures.len());
    }
    Ok(())
}
