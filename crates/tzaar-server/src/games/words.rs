//! The words of the API and the archive for modes, colours, results and piece types.

use tzaar_core::{Color, GameResult, PieceType, SetupKind};

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

/// `white` or `black`.
pub fn color_word(c: Color) -> &'static str {
    c.name()
}

/// The colour for `white` or `black`.
pub fn color_from_word(w: &str) -> Option<Color> {
    match w {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// `1-0` or `0-1`.
pub fn score_word(r: &GameResult) -> &'static str {
    match r.winner {
        Color::White => "1-0",
        Color::Black => "0-1",
    }
}

/// `tzaar`, `tzarra` or `tott`.
pub fn piece_word(k: PieceType) -> &'static str {
    match k {
        PieceType::Tzaar => "tzaar",
        PieceType::Tzarra => "tzarra",
        PieceType::Tott => "tott",
    }
}

/// Where a game starts as the API and the archive write it: `standard`, `random` (with its
/// seed), `tournament`, or `position` for a custom start.
pub fn setup_word(kind: Option<SetupKind>) -> (&'static str, Option<u64>) {
    match kind {
        Some(SetupKind::Standard) => ("standard", None),
        Some(SetupKind::Tournament) => ("tournament", None),
        Some(SetupKind::Random { seed }) => ("random", Some(seed)),
        None => ("position", None),
    }
}
