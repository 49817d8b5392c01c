//! The `tzaar` command: serve the web app, play, show, check and convert TZAAR games.

mod analyze_cmd;
mod bench_cmd;
mod engine_cmd;
mod games;
mod match_cmd;
mod opponent;
mod perft;
mod play;
mod record_cmd;
mod render;
mod serve_cmd;
mod show;
mod start;
mod tune_cmd;

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Parser, Subcommand};

/// TZAAR: serve the web app, play, show, check and convert games.
#[derive(Parser)]
#[command(name = "tzaar", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// The web app: serve it on http://127.0.0.1:8080/ (the default).
    Serve(serve_cmd::Args),
    /// Two players at one terminal play a game, or one against the engine.
    Play(play::Args),
    /// Count action sequences to a depth, to check move generation and measure its speed.
    Perft(perft::Args),
    /// Print the board of a setup, a position string, or a record at a turn.
    Show(show::Args),
    /// Check a record (ours or LittleGolem's) and print it in this project's format.
    Record(record_cmd::Args),
    /// Search the engine's fixed bench positions; prints total nodes and nodes per second.
    Bench(bench_cmd::Args),
    /// Speak the text engine protocol on standard input and output (see the README).
    Engine(engine_cmd::Args),
    /// Analyse a record with the engine: each turn's score, the best alternative, the costliest.
    Analyze(analyze_cmd::Args),
    /// Play a match between two players (engines, baselines, external programs) and measure it.
    Match(match_cmd::Args),
    /// Tune the evaluation: self-play data, fitting weights, matches between weight sets.
    Tune(tune_cmd::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output has gone (`tzaar perft | head -1`): nothing is wrong.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // A closed standard error must not turn an error into a panic.
            let _ = writeln!(std::io::stderr(), "error: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// Whether an error comes from writing into a pipe whose reader has closed it.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Show(args)) => show::run(&args),
        Some(Command::Record(args)) => record_cmd::run(&args),
        Some(Command::Bench(args)) => bench_cmd::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Engine(args)) => engine_cmd::run(&args),
        Some(Command::Analyze(args)) => analyze_cmd::run(&args),
        Some(Command::Match(args)) => match_cmd::run(&args),
        Some(Command::Tune(args)) => tune_cmd::run(&args),
        Some(Command::Serve(args)) => serve_cmd::run(&args),
        None => serve_cmd::run(&serve_cmd::Args::default()),
    }
}
