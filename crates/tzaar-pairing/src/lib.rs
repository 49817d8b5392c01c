//! Pairing and standings for TZAAR tournaments. TZAAR has no draws, so every decided game has a
//! winner and scores are whole numbers. Pure functions on plain data, no I/O.
//!
//! - [`swiss`] pairs the next round of a Swiss event: players of equal score meet, the top half
//!   of a score group meets its bottom half, colours stay balanced, and a look-ahead keeps the
//!   remaining rounds pairable.
//! - [`berger`](mod@berger) builds round-robin schedules (Berger tables) for one or two cycles.
//! - [`arena`] pairs the players waiting in an arena: close in points and rating, never the
//!   opponent they have just played.
//! - [`standings`](mod@standings) ranks the entrants of an arena, Swiss or round robin from its
//!   pairings, with its tie-breaks (Buchholz, Sonneborn-Berger, performance, win streaks).
//! - [`seasons`] builds the next season of a correspondence championship of divisions and
//!   groups, with promotion and relegation.
//!
//! Every module works on the shared record of a game, [`Pairing`].

pub mod arena;
pub mod berger;
pub mod seasons;
pub mod standings;
pub mod swiss;

pub use arena::{ArenaPlayer, pair_arena};
pub use berger::berger;
pub use seasons::{GroupResult, SeasonRules, next_season};
pub use standings::{Entrant, Kind, Standing, standings};
pub use swiss::{SwissPlayer, SwissRound, pair_swiss};

/// A player's identifier, as the caller stores it.
pub type PlayerId = i64;

/// A side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Side {
    /// The other side.
    pub fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// One pairing as stored: a game, or a bye when `black` is `None`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// The round it belongs to (1 for the first round; arenas may use any number).
    pub round: u32,
    /// The player with White, or the player who has the bye.
    pub white: PlayerId,
    /// The player with Black; `None` for a bye.
    pub black: Option<PlayerId>,
    /// The side that won; `None` while the game goes on, or when it does not count.
    pub winner: Option<Side>,
    /// When the game ended, in milliseconds since the Unix epoch; orders an arena's games.
    pub finished_at: Option<i64>,
}

impl Pairing {
    /// The winner's id, when the pairing is a game with a winner.
    pub fn winner_id(&self) -> Option<PlayerId> {
        match (self.winner?, self.black) {
            (Side::White, Some(_)) => Some(self.white),
            (Side::Black, Some(black)) => Some(black),
            (_, None) => None,
        }
    }

    /// The loser's id, when the pairing is a game with a winner.
    pub fn loser_id(&self) -> Option<PlayerId> {
        match (self.winner?, self.black) {
            (Side::White, Some(black)) => Some(black),
            (Side::Black, Some(_)) => Some(self.white),
            (_, None) => None,
        }
    }

    /// Whether this pairing is a bye.
    pub fn is_bye(&self) -> bool {
        self.black.is_none()
    }
}
