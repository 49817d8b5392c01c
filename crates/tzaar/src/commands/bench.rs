//! `tzaar bench`: the engine's fixed bench, for speed and for spotting search changes.

use std::io::{self, Write};
use std::time::Duration;

use anyhow::Result;
use clap::Args as ClapArgs;
use tzaar_engine::bench;

/// Options of `tzaar bench`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// Search depth in plies (actions).
    #[arg(long, short, default_value_t = bench::DEFAULT_DEPTH, value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = bench::DEFAULT_HASH_MIB as u64, value_parser = clap::value_parser!(u64).range(1..=65536))]
    hash: u64,
    /// Print each position's line too.
    #[arg(long, short)]
    verbose: bool,
}

/// Runs `tzaar bench`: every bench position searched to the depth with one thread; prints the
/// total node count (deterministic) and the speed.
pub fn run(args: &Args) -> Result<()> {
    let mut out = io::stdout().lock();
    let mut total_nodes = 0u64;
    let mut total_time = Duration::ZERO;
    for (i, line) in bench::run(args.depth, args.hash as usize)
        .into_iter()
        .enumerate()
    {
        total_nodes += line.nodes;
        total_time += line.time;
        if args.verbose {
            writeln!(
                out,
                "{:>2} nodes {:>10} time {:>8.3}s {}",
                i + 1,
                line.nodes,
                line.time.as_secs_f64(),
                line.position
            )?;
        }
    }
    let secs = total_time.as_secs_f64();
    let nps = if secs > 0.0 {
        total_nodes as f64 / secs
    } else {
        0.0
    };
    writeln!(
        out,
        "depth {} nodes {total_nodes} time {secs:.3}s nps {nps:.0}",
        args.depth
    )?;
    Ok(())
}
