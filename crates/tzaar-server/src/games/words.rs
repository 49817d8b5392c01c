//! The words of the API and the archive for modes and for where a game starts.

use tzaar_core::{Position, SetupKind, Start};

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
