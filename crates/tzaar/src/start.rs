//! Choosing where a game or a count starts: a setup kind or a position string.

use anyhow::{Context, Result, bail};
use clap::{Args as ClapArgs, ValueEnum};
use tzaar_core::{SetupKind, Start};

/// The three ways to start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum SetupName {
    /// The rulebook's fixed layout.
    #[default]
    Standard,
    /// All pieces shuffled from a seed.
    Random,
    /// Empty board; the players place their pieces first.
    Tournament,
}

/// Options that pick the starting position.
#[derive(ClapArgs, Clone, Debug, Default)]
pub struct StartArgs {
    /// How the game starts [default: standard, or random with --seed].
    #[arg(long, value_enum)]
    pub setup: Option<SetupName>,
    /// Seed of the random setup (implies --setup random); a fresh one is chosen if omitted.
    /// Refused with the standard and tournament setups, which have no seed.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Start from this position string instead (see the README).
    #[arg(long, conflicts_with_all = ["setup", "seed"])]
    pub position: Option<String>,
}

impl StartArgs {
    /// Resolves the options, choosing a random seed from the clock if needed.
    pub fn resolve(&self) -> Result<Start> {
        if let Some(text) = &self.position {
            let pos = text.parse().context("cannot use --position")?;
            return Ok(Start::Position(Box::new(pos)));
        }
        let kind = match (self.setup, self.seed) {
            (None | Some(SetupName::Standard), None) => SetupKind::Standard,
            (Some(SetupName::Tournament), None) => SetupKind::Tournament,
            (None | Some(SetupName::Random), Some(seed)) => SetupKind::Random { seed },
            (Some(SetupName::Random), None) => SetupKind::Random { seed: fresh_seed() },
            (Some(SetupName::Standard), Some(_)) => {
                bail!("--seed goes only with --setup random: the standard setup has no seed")
            }
            (Some(SetupName::Tournament), Some(_)) => {
                bail!("--seed goes only with --setup random: the tournament setup has no seed")
            }
        };
        Ok(Start::Setup(kind))
    }
}

/// A seed from the clock, for random setups (and colours) the user did not seed.
pub use tzaar_engine::protocol::clock_seed as fresh_seed;
