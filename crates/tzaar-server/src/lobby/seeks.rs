//! An open challenge as the lobby lists it, and how many one account may have.

use serde::Serialize;

use crate::dates::iso;
use crate::games::ColorChoice;
use crate::store::SeekListing;

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
    /// Whether a program plays the challenger.
    pub bot: bool,
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
    /// Whether a program plays the player challenged directly.
    pub opponent_bot: bool,
    /// When it was posted (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub created: i64,
}

impl SeekInfo {
    /// A stored challenge as the lobby shows it.
    pub fn from_listing(l: &SeekListing) -> SeekInfo {
        let row = &l.row;
        SeekInfo {
            id: row.id.clone(),
            by: l.owner_name.clone(),
            bot: l.owner_bot,
            rating: l.owner_rating.round() as i64,
            setup: row.setup.clone(),
            seed: row.seed,
            clock: row.clock.map(|(initial, increment)| ClockSeconds {
                initial_s: initial / 1000,
                increment_s: increment / 1000,
            }),
            days_per_turn: row.days_per_turn,
            rated: row.rated,
            color: ColorChoice::from_word(&row.color),
            opponent: l.opponent_name.clone(),
            opponent_bot: l.opponent_bot,
            created: row.created,
        }
    }

    /// Whether the account `name` (or a guest, `None`) may see it: open challenges are for
    /// everyone, a direct one for its two players.
    pub fn is_for(&self, name: Option<&str>) -> bool {
        match (&self.opponent, name) {
            (None, _) => true,
            (Some(o), Some(n)) => o.eq_ignore_ascii_case(n) || self.by.eq_ignore_ascii_case(n),
            (Some(_), None) => false,
        }
    }

    /// Who may read lobby messages about it: `None` for everyone, else its two players.
    pub fn audience(&self) -> Option<[&str; 2]> {
        self.opponent.as_deref().map(|o| [self.by.as_str(), o])
    }
}
