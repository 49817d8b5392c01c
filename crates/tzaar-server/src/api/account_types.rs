//! The bodies of the accounts' and players' endpoints: what they read (with their checks) and
//! what they send. Ratings are sent rounded to whole numbers; the archive keeps them whole.

use serde::{Deserialize, Serialize};

use crate::accounts::check_new_name;
use crate::accounts::passwords::check_password;
use crate::error::ApiError;
use crate::store::{AccountRow, RatingPoint, RecentGame};

/// The body of `POST /api/accounts` and `POST /api/session`.
#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account's name.
    pub name: String,
    /// Its password.
    pub password: String,
}

impl std::fmt::Debug for Credentials {
    /// Shows the name only: a password is never logged.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl Credentials {
    /// Checks a new account's name (`bad-name`) and password (`bad-password`).
    pub fn validate(&self) -> Result<(), ApiError> {
        check_new_name(&self.name)?;
        check_password(&self.password)
    }
}

/// The body of `PUT /api/me/password`.
#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    /// The password now.
    pub old: String,
    /// The new password.
    pub new: String,
}

impl std::fmt::Debug for PasswordChange {
    /// Shows nothing of the passwords.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PasswordChange").finish_non_exhaustive()
    }
}

impl PasswordChange {
    /// Checks the new password (`bad-password`).
    pub fn validate(&self) -> Result<(), ApiError> {
        check_password(&self.new)
    }
}

/// A rating as sent: rounded to a whole number.
pub fn shown(x: f64) -> i64 {
    // Ratings stay within a few thousand, far inside i64.
    x.round() as i64
}

/// The body of `POST /api/accounts`.
#[derive(Serialize, Debug, Clone)]
pub struct SignedUp {
    /// The account's name.
    pub name: String,
    /// Its starting rating.
    pub rating: i64,
    /// The session token (also set as the cookie).
    pub token: String,
}

/// The body of `POST /api/session`.
#[derive(Serialize, Debug, Clone)]
pub struct LoggedIn {
    /// The account's name, as signed up.
    pub name: String,
    /// The session token (also set as the cookie).
    pub token: String,
}

/// An account's public figures, in `GET /api/me`, `GET /api/players/{name}` and the
/// leaderboard.
#[derive(Serialize, Debug, Clone)]
pub struct Profile {
    /// The name.
    pub name: String,
    /// The rating.
    pub rating: i64,
    /// The rating's deviation.
    pub deviation: i64,
    /// Rated games played.
    pub games: u32,
    /// Rated games won.
    pub wins: u32,
    /// Rated games lost.
    pub losses: u32,
}

/// The answer of `GET /api/session`.
#[derive(Serialize, Debug)]
pub struct SessionReply {
    /// The session's account, or `None` for a guest.
    pub account: Option<Profile>,
}

impl From<&AccountRow> for Profile {
    fn from(a: &AccountRow) -> Profile {
        Profile {
            name: a.name.clone(),
            rating: shown(a.rating.rating),
            deviation: shown(a.rating.deviation),
            games: a.games,
            wins: a.wins,
            losses: a.losses,
        }
    }
}

/// One point of a player's rating history.
#[derive(Serialize, Debug, Clone)]
pub struct HistoryPoint {
    /// The game's id.
    pub game: String,
    /// When it ended (ISO 8601, UTC).
    pub at: String,
    /// The rating after it.
    pub rating: i64,
    /// The deviation after it.
    pub deviation: i64,
}

impl From<&RatingPoint> for HistoryPoint {
    fn from(p: &RatingPoint) -> HistoryPoint {
        HistoryPoint {
            game: p.game_id.clone(),
            at: crate::dates::iso_time(p.at),
            rating: shown(p.rating),
            deviation: shown(p.deviation),
        }
    }
}

/// The body of `GET /api/players/{name}`.
#[derive(Serialize, Debug, Clone)]
pub struct PlayerPage {
    /// The figures.
    #[serde(flatten)]
    pub profile: Profile,
    /// Whether the account is one of the engine's levels.
    pub bot: bool,
    /// The rating after each rated game, oldest first.
    pub history: Vec<HistoryPoint>,
    /// The player's last games, newest first (at most [`RECENT_GAMES`]).
    pub recent: Vec<PlayedGame>,
}

/// How many of a player's games its page lists.
pub const RECENT_GAMES: u32 = 20;

/// One of a player's games on its page.
#[derive(Serialize, Debug, Clone)]
pub struct PlayedGame {
    /// The game's id.
    pub game: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// `1-0` or `0-1` for a decided game.
    pub result: Option<String>,
    /// Whether the game is rated.
    pub rated: bool,
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// When it was created (ISO 8601, UTC).
    pub created: String,
}

impl From<&RecentGame> for PlayedGame {
    fn from(g: &RecentGame) -> PlayedGame {
        PlayedGame {
            game: g.game_id.clone(),
            white: g.white.clone(),
            black: g.black.clone(),
            result: g.result.clone(),
            rated: g.rated,
            status: g.status.clone(),
            created: crate::dates::iso_time(g.created),
        }
    }
}

/// One line of the leaderboard.
#[derive(Serialize, Debug, Clone)]
pub struct Ranked {
    /// The place, from 1.
    pub rank: u64,
    /// The figures.
    #[serde(flatten)]
    pub profile: Profile,
    /// Whether the account is one of the engine's levels.
    pub bot: bool,
}

/// The body of `GET /api/players`.
#[derive(Serialize, Debug, Clone)]
pub struct Leaderboard {
    /// The players of the page, by rating, highest first.
    pub players: Vec<Ranked>,
    /// The page, from 1.
    pub page: u32,
    /// Players per page.
    pub per_page: u32,
    /// The number of accounts.
    pub total: u64,
}
