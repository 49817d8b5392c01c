//! The `tzaar` command: serve the web app, play, show, check and convert TZAAR games.

mod commands;
mod games;
mod opponent;
mod pipe;
mod render;
mod start;

use commands::{
    admin, analyze, bench, bot, engine, r#match, perft, play, puzzles, record, serve, show, tune,
};
use pipe::is_broken_pipe;

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
    Serve(serve::Args),
    /// Two players at one terminal play a game, or one against the engine.
    Play(play::Args),
    /// Count action sequences to a depth, to check move generation and measure its speed.
    Perft(perft::Args),
    /// Print the board of a setup, a position string, or a record at a turn.
    Show(show::Args),
    /// Check a record (ours or LittleGolem's) and print it in this project's format.
    Record(record::Args),
    /// Search the engine's fixed bench positions; prints total nodes and nodes per second.
    Bench(bench::Args),
    /// Speak the text engine protocol on standard input and output (see the README).
    Engine(engine::Args),
    /// Analyse a record with the engine: each turn's score, the best alternative, the costliest.
    Analyze(analyze::Args),
    /// Play a match between two players (engines, baselines, external programs) and measure it.
    Match(r#match::Args),
    /// Tune the evaluation: self-play data, fitting weights, matches between weight sets.
    Tune(tune::Args),
    /// Puzzles: generate them from records and self-play, check a puzzle file.
    Puzzles(puzzles::Args),
    /// Name the site's admins and open championships' seasons on a server's archive (`grant NAME`, `revoke NAME`, `open-season ID`).
    Admin(admin::Args),
    /// Play on a site as a bot account, with any program that speaks the engine protocol.
    Bot(bot::Args),
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

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Show(args)) => show::run(&args),
        Some(Command::Record(args)) => record::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Engine(args)) => engine::run(&args),
        Some(Command::Analyze(args)) => analyze::run(&args),
        Some(Command::Match(args)) => r#match::run(&args),
        Some(Command::Tune(args)) => tune::run(&args),
        Some(Command::Serve(args)) => serve::run(&args),
        Some(Command::Admin(args)) => admin::run(&args),
        Some(Command::Puzzles(args)) => puzzles::run(&args),
        Some(Command::Bot(args)) => bot::run(&args),
        None => serve::run(&serve::Args::default()),
    }
}
