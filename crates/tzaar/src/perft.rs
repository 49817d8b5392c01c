//! `tzaar perft`: count action sequences to a depth.

use std::time::Instant;

use anyhow::Result;
use clap::Args as ClapArgs;
use tzaar_core::SetupKind;
use tzaar_core::perft::{divide, perft};
use tzaar_engine::protocol::perft_line;

use crate::start::{Start, StartArgs};

/// Options of `tzaar perft`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// How many actions deep to count (each depth from 1 up is printed).
    #[arg(long, short)]
    depth: u32,
    #[command(flatten)]
    start: StartArgs,
    /// Also print the count below each first action, at the full depth.
    #[arg(long)]
    divide: bool,
}

/// Runs `tzaar perft`.
pub fn run(args: &Args) -> Result<()> {
    let start = args.start.resolve()?;
    if let Start::Kind(SetupKind::Random { seed }) = start {
        println!("seed {seed}");
    }
    let mut pos = start.position();
    println!("position {pos}");
    if args.divide && args.depth > 0 {
        let mut rows = divide(&mut pos, args.depth);
        rows.sort_by_key(|(a, _)| a.to_string());
        for (action, n) in rows {
            println!("{action} {n}");
        }
    }
    for depth in 1..=args.depth {
        let t = Instant::now();
        let nodes = perft(&mut pos, depth);
        println!("{}", perft_line(depth, nodes, t.elapsed()));
    }
    Ok(())
}
