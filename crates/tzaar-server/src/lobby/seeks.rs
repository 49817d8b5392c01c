//! An open challenge as the lobby lists it, and how many one account may have.

use serde::Serialize;

use crate::dates::iso;
use crate::games::ColorChoice;

/// The most open challenges one account may have.
pub const MAX_OPEN_SEEKS: usize = 5;

/// A challenge's clock on the wire, in seconds.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct ClockSeconds {
    /// Each side's time at the start.
    pub initial_s: u64,
    /// The increment per turn.
    pub increment_s: u64,
}

/// A challenge as `GET /api/seeks` and the lobby socket send it.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct SeekInfo {
    /// The challenge's id.
    pub id: String,
    /// The challenger's name.
    pub by: String,
    /// The challenger's rating, rounded.
    pub rating: i64,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// The random setup's seed.
    pub seed: Option<u64>,
    /// The real-time clock, if any.
    pub clock: Option<ClockSeconds>,
    /// Days per turn, for correspondence.
    pub days_per_turn: Option<u32>,
    /// Whether the game is rated.
    pub rated: bool,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: ColorChoice,
    /// The player challenged directly, if any.
    pub opponent: Option<String>,
    /// When it was posted (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub created: i64,
}
