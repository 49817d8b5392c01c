//! `tzaar show`: print a board.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::Args as ClapArgs;

use crate::games::{self, Format};
use crate::render::{self, Style};
use crate::start::StartArgs;

/// Options of `tzaar show`.
#[derive(ClapArgs, Debug, Default)]
pub struct Args {
    #[command(flatten)]
    start: StartArgs,
    /// Show a position of this record (ours or LittleGolem's) instead.
    #[arg(long, conflicts_with_all = ["setup", "seed", "position"])]
    record: Option<PathBuf>,
    /// With --record: the position after this many turns (default: the end).
    #[arg(long, requires = "record")]
    turn: Option<usize>,
    /// Print the cell names instead of a position.
    #[arg(long, conflicts_with_all = ["setup", "seed", "position", "record"])]
    coordinates: bool,
    /// Never use colour.
    #[arg(long)]
    no_color: bool,
}

/// Runs `tzaar show`.
pub fn run(args: &Args) -> Result<()> {
    let mut out = std::io::stdout().lock();
    if args.coordinates {
        write!(out, "{}", render::coordinates())?;
        return Ok(());
    }
    let pos = match &args.record {
        Some(path) => {
            let record = games::load(path, Format::Auto)?;
            let turns = record.game.turns().len();
            let n = args.turn.unwrap_or(turns);
            if n > turns {
                bail!("the record has {turns} turns, so there is no position after turn {n}");
            }
            record
                .game
                .position_before_turn(n + 1)
                .context("the record has no such turn")?
        }
        None => {
            let start = args.start.resolve()?;
            if let tzaar_core::Start::Setup(tzaar_core::SetupKind::Random { seed }) = start {
                writeln!(out, "seed {seed}")?;
            }
            start.position()
        }
    };
    let mut style = Style::detect();
    style.color &= !args.no_color;
    write!(out, "{}", render::board(&pos, style, &[]))?;
    write!(out, "{}", render::stacks(&pos))?;
    writeln!(out, "{}", render::visible(&pos))?;
    writeln!(out, "{}", render::status(&pos))?;
    writeln!(out, "position {pos}")?;
    Ok(())
}
