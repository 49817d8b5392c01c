//! `tzaar show`: print a board.

use anyhow::Result;
use clap::Args as ClapArgs;

use crate::render::{self, Style};
use crate::start::{Start, StartArgs};

/// Options of `tzaar show`.
#[derive(ClapArgs, Debug, Default)]
pub struct Args {
    #[command(flatten)]
    start: StartArgs,
    /// Print the cell names instead of a position.
    #[arg(long)]
    coordinates: bool,
    /// Never use colour.
    #[arg(long)]
    no_color: bool,
}

/// Runs `tzaar show`.
pub fn run(args: &Args) -> Result<()> {
    if args.coordinates {
        print!("{}", render::coordinates());
        return Ok(());
    }
    let start = args.start.resolve()?;
    if let Start::Kind(tzaar_core::SetupKind::Random { seed }) = start {
        println!("seed {seed}");
    }
    let pos = start.position();
    let mut style = Style::detect();
    style.color &= !args.no_color;
    print!("{}", render::board(&pos, style, &[]));
    print!("{}", render::stacks(&pos));
    println!("{}", render::status(&pos));
    println!("position {pos}");
    Ok(())
}
