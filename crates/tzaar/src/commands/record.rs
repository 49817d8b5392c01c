//! `tzaar record`: check a record and print it in this project's format.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Result;
use clap::Args as ClapArgs;

use crate::games::{self, Format};

/// Options of `tzaar record`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// The record file (ours, or LittleGolem's).
    file: PathBuf,
    /// The input format.
    #[arg(long, value_enum, default_value_t = Format::Auto)]
    from: Format,
    /// Write the converted record here instead of printing it.
    #[arg(long, short, conflicts_with = "check")]
    output: Option<PathBuf>,
    /// Only check the record; print a one-line summary.
    #[arg(long)]
    check: bool,
}

/// Runs `tzaar record`.
pub fn run(args: &Args) -> Result<()> {
    let record = games::load(&args.file, args.from)?;
    let mut out = std::io::stdout().lock();
    if args.check {
        let result = record
            .game
            .result()
            .map_or_else(|| "unfinished".to_string(), |r| r.to_string());
        writeln!(
            out,
            "{}: valid, {} turns, {result}",
            args.file.display(),
            record.game.turns().len()
        )?;
        return Ok(());
    }
    match &args.output {
        Some(path) => games::save(path, &record)?,
        None => write!(out, "{record}")?,
    }
    Ok(())
}
