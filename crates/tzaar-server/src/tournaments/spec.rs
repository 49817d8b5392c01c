//! A tournament's settings as checked: its kind, its games' terms, who may join, and when
//! and how long it plays; and the row they make.

use crate::store::TournamentRow;

/// The three kinds of tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Real time for a fixed duration, players paired again as soon as their game ends.
    Arena,
    /// A fixed number of rounds, each pairing players of equal or near score.
    Swiss,
    /// Everyone meets everyone, once or twice.
    RoundRobin,
}

impl Kind {
    /// The word the API and the archive use.
    pub fn word(self) -> &'static str {
        match self {
            Kind::Arena => "arena",
            Kind::Swiss => "swiss",
            Kind::RoundRobin => "round-robin",
        }
    }

    /// The kind a word names.
    pub fn from_word(word: &str) -> Option<Kind> {
        [Kind::Arena, Kind::Swiss, Kind::RoundRobin]
            .into_iter()
            .find(|k| k.word() == word)
    }
}

/// The longest name.
pub const MAX_NAME_CHARS: usize = 60;
/// The most players an arena or a Swiss event takes.
pub const MAX_PLAYERS: u32 = 1000;
/// The most players of a round robin (each plays all the others).
pub const MAX_ROUND_ROBIN_PLAYERS: u32 = 30;
/// The longest arena, in minutes (a day).
pub const MAX_DURATION_MIN: u32 = 1440;
/// The most rounds of a Swiss event.
pub const MAX_ROUNDS: u32 = 30;
/// How far ahead a start may be set, in ms (a year).
pub const MAX_START_AHEAD_MS: i64 = 366 * 86_400_000;

/// A tournament's settings, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSpec {
    /// Its name, trimmed.
    pub name: String,
    /// Its kind.
    pub kind: Kind,
    /// `standard`, `random` or `tournament`.
    pub setup: &'static str,
    /// A random setup's fresh seed: each `pairing`'s own, or one a `round`.
    pub random_per: Option<&'static str>,
    /// A real-time clock's initial time and increment in ms.
    pub clock: Option<(u64, u64)>,
    /// Days per turn (correspondence).
    pub days_per_turn: Option<u32>,
    /// Whether its games are rated.
    pub rated: bool,
    /// The most players.
    pub max_players: u32,
    /// A Swiss event's rounds.
    pub rounds: Option<u32>,
    /// When it starts by itself (ms since the epoch); `None`: its creator starts it.
    pub starts_at: Option<i64>,
    /// The lowest rating that may join.
    pub rating_min: Option<i64>,
    /// A round robin's cycles.
    pub cycles: Option<u32>,
    /// The highest rating that may join.
    pub rating_max: Option<i64>,
    /// An arena's length in ms.
    pub duration_ms: Option<i64>,
}

impl TournamentSpec {
    /// The new event's row: open, created by `creator` at `now`.
    pub fn row(&self, id: String, creator: i64, now: i64) -> TournamentRow {
        let ms = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
        TournamentRow {
            id,
            name: self.name.clone(),
            kind: self.kind.word().into(),
            setup: self.setup.into(),
            status: "open".into(),
            random_per: self.random_per.map(str::to_string),
            creator,
            max_players: self.max_players,
            created: now,
            rated: self.rated,
            clock_initial_ms: self.clock.map(|c| ms(c.0)),
            clock_increment_ms: self.clock.map(|c| ms(c.1)),
            days_per_turn: self.days_per_turn,
            rating_min: self.rating_min,
            rating_max: self.rating_max,
            starts_at: self.starts_at,
            duration_ms: self.duration_ms,
            rounds: self.rounds,
            cycles: self.cycles,
            ..TournamentRow::default()
        }
    }
}
