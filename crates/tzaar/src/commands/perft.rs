//! `tzaar perft`: count action sequences to a depth.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use clap::Args as ClapArgs;
use tzaar_core::perft::{divide, perft};
use tzaar_core::{SetupKind, Start};
use tzaar_engine::protocol::perft_line;

use crate::start::StartArgs;

/// Options of `tzaar perft`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// How many actions deep to count, 1 or more (each depth from 1 up is printed).
    #[arg(long, short, value_parser = clap::value_parser!(u32).range(1..))]
    depth: u32,
    #[command(flatten)]
    start: StartArgs,
    /// Also print the count below each first action, at the full depth.
    #[arg(long)]
    divide: bool,
}

/// Runs `tzaar perft`.
pub fn run(args: &Args) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let start = args.start.resolve()?;
    if let Start::Setup(SetupKind::Random { seed }) = start {
        writeln!(out, "seed {seed}")?;
    }
    let mut pos = start.position();
    writeln!(out, "position {pos}")?;
    if args.divide {
        let mut rows = divide(&mut pos, args.depth);
        rows.sort_by_key(|(a, _)| a.to_string());
        for (action, n) in rows {
            writeln!(out, "{action} {n}")?;
        }
    }
    for depth in 1..=args.depth {
        let t = Instant::now();
        let nodes = perft(&mut pos, depth);
        writeln!(out, "{}", perft_line(depth, nodes, t.elapsed()))?;
    }
    Ok(())
}
