//! The words of the API and the archive for modes, for where a game starts and for the
//! colour a player asks for.

use serde::{Deserialize, Serialize};
use tzaar_core::{Color, Position, SetupKind, Start};

use super::ids::random_u64;
use crate::error::ApiError;

/// How a game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// One person against the engine.
    Engine,
    /// Two people at one screen.
    Hotseat,
    /// Two people, each at their own screen.
    Online,
    /// An imported record, to look at.
    Review,
}

impl Mode {
    /// The word used in the API and the archive.
    pub const fn word(self) -> &'static str {
        match self {
            Mode::Engine => "engine",
            Mode::Hotseat => "hotseat",
            Mode::Online => "online",
            Mode::Review => "review",
        }
    }

    /// The mode for a word.
    pub fn from_word(w: &str) -> Option<Mode> {
        [Mode::Engine, Mode::Hotseat, Mode::Online, Mode::Review]
            .into_iter()
            .find(|m| m.word() == w)
    }
}

/// Where a game starts as the API and the archive write it: the setup's word (`standard`,
/// `random` with its seed, `tournament`), or `position` for a custom start.
pub fn setup_word(start: &Start) -> (&'static str, Option<u64>) {
    match start {
        Start::Setup(kind) => (kind.word(), kind.seed()),
        Start::Position(_) => ("position", None),
    }
}

/// What [`setup_word`] wrote, read back: the setup, or else the position string `position`.
pub fn start_of(setup: &str, seed: Option<u64>, position: &str) -> Result<Start, String> {
    let seed = seed.map(|s| s.to_string());
    match SetupKind::from_word(setup, seed.as_deref()) {
        Ok(kind) => Ok(Start::Setup(kind)),
        Err(_) => position
            .parse::<Position>()
            .map(Start::from)
            .map_err(|e| format!("start position: {e}")),
    }
}

/// The creator's seat.
#[derive(Deserialize, Serialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// White.
    White,
    /// Black.
    Black,
    /// Either, drawn at random.
    Random,
}

impl ColorChoice {
    /// The colour chosen, a random one drawn now.
    pub fn draw(self) -> Result<Color, ApiError> {
        Ok(match self {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if random_u64()? & 1 == 0 => Color::White,
            ColorChoice::Random => Color::Black,
        })
    }

    /// The choice a stored word names (`random` for any other word).
    pub fn from_word(word: &str) -> ColorChoice {
        match word {
            "white" => ColorChoice::White,
            "black" => ColorChoice::Black,
            _ => ColorChoice::Random,
        }
    }

    /// The word.
    pub fn word(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }
}
