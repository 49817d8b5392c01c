//! The `tzaar` command: play, show, check and convert TZAAR games.

mod games;
mod perft;
mod play;
mod record_cmd;
mod render;
mod show;
mod start;
mod tune_cmd;

use std::process::ExitCode;

use anyhow::Result;
use clap::{Parser, Subcommand};

/// TZAAR: play, show, check and convert games.
#[derive(Parser)]
#[command(name = "tzaar", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Two players at one terminal play a game (the default).
    Play(play::Args),
    /// Count action sequences to a depth, to check move generation and measure its speed.
    Perft(perft::Args),
    /// Print the board of a setup, a position string, or a record at a turn.
    Show(show::Args),
    /// Check a record (ours or LittleGolem's) and print it in this project's format.
    Record(record_cmd::Args),
    /// Tune the evaluation: self-play data, fitting weights, matches between weight sets.
    Tune(tune_cmd::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Show(args)) => show::run(&args),
        Some(Command::Record(args)) => record_cmd::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Tune(args)) => tune_cmd::run(&args),
        None => play::run(&play::Args::default()),
    }
}
