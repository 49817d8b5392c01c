//! `tzaar engine`: the text engine protocol (see the README) on standard input and output.

use std::io::{self, ErrorKind};

use anyhow::{Context, Result};
use clap::Args as ClapArgs;
use tzaar_engine::protocol::Protocol;

/// Options of `tzaar engine` (everything else is set with `setoption`).
#[derive(ClapArgs, Debug, Default)]
pub struct Args {}

/// Runs the protocol until `quit` or the end of the input. A closed output ends it quietly.
pub fn run(_args: &Args) -> Result<()> {
    let input = io::stdin().lock();
    let output = io::stdout().lock();
    match Protocol::new().run(input, output) {
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(()),
        other => other.context("engine input or output failed"),
    }
}
