//! The bodies of the accounts' and players' endpoints: what they read (with their checks) and
//! what they send. Ratings are sent rounded to whole numbers; the archive keeps them whole.

use serde::{Deserialize, Serialize};

use crate::accounts::check_new_name;
use crate::accounts::passwords::check_password;
use crate::error::ApiError;
use crate::mail::check_email;
use crate::store::{AccountRow, EmailState, PuzzleStanding, RatingPoint, RecentGame};

/// A string of a request that is never logged (a password, a token, an address): its
/// `Debug` shows only that it is there.
#[derive(Deserialize, Clone, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(pub String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(..)")
    }
}

impl std::ops::Deref for Secret {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

/// The body of `POST /api/accounts` and `POST /api/session`.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account's name.
    pub name: String,
    /// Its password.
    pub password: Secret,
}

impl Credentials {
    /// Checks a new account's name (`bad-name`) and password (`bad-password`).
    pub fn validate(&self) -> Result<(), ApiError> {
        check_new_name(&self.name)?;
        check_password(&self.password)
    }
}

/// The body of `POST /api/accounts`: a name, a password and, if the player likes, an e-mail
/// address.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct SignUp {
    /// The account's name.
    pub name: String,
    /// Its password.
    pub password: Secret,
    /// Its e-mail address, unverified until the link mailed to it is followed.
    #[serde(default)]
    pub email: Option<Secret>,
    /// The language it starts with (its setting, which the mails follow), e.g. the one the
    /// page is shown in.
    #[serde(default)]
    pub language: Option<String>,
}

impl SignUp {
    /// Checks the name (`bad-name`), the password (`bad-password`) and the address
    /// (`bad-email`); the address as kept (lower case), if any.
    pub fn validate(&self) -> Result<Option<String>, ApiError> {
        check_new_name(&self.name)?;
        check_password(&self.password)?;
        self.email.as_deref().map(check_email).transpose()
    }
}

/// The body of `PUT /api/me/email`: an address, or `null` to remove it.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct EmailChange {
    /// The new address; `None` removes the account's.
    pub email: Option<String>,
}

/// The body of `POST /api/password-reset`.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct ResetRequest {
    /// The address a link is mailed to, if it is an account's verified address.
    pub email: String,
}

/// The body of `POST /api/email/verify`.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    /// The token of the link (what follows `#token=`).
    pub token: String,
}

/// The body of `POST /api/password-reset/confirm`.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct ResetConfirm {
    /// The token of the link.
    pub token: Secret,
    /// The new password.
    pub password: Secret,
}

/// The body of `GET /api/mail`.
#[derive(Serialize, Debug, Clone)]
pub struct MailReply {
    /// Whether this server sends mail (addresses can be verified, passwords reset).
    pub enabled: bool,
}

/// The body of `GET /api/me`: the figures, and the account's e-mail address.
#[derive(Serialize, Debug, Clone)]
pub struct Me {
    /// The figures.
    #[serde(flatten)]
    pub profile: Profile,
    /// The address, if any.
    pub email: Option<String>,
    /// Whether a link mailed to it was followed.
    pub email_verified: bool,
    /// The account's puzzle rating, once a rated attempt of it has ended.
    pub puzzle_rating: Option<PuzzleStanding>,
    /// Whether a program plays it (it became a bot).
    pub bot: bool,
}

impl Me {
    /// The account `row` with its address `email` and its puzzle rating.
    pub fn new(row: &AccountRow, email: EmailState, puzzles: Option<PuzzleStanding>) -> Me {
        Me {
            profile: Profile::from(row),
            email: email.email,
            email_verified: email.verified,
            puzzle_rating: puzzles,
            bot: row.is_bot(),
        }
    }
}

/// The body of `PUT /api/me/password`.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    /// The password now.
    pub old: Secret,
    /// The new password.
    pub new: Secret,
}

impl PasswordChange {
    /// Checks the new password (`bad-password`).
    pub fn validate(&self) -> Result<(), ApiError> {
        check_password(&self.new)
    }
}

/// The body of `DELETE /api/me`: the account's password, asked again.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct AccountDeletion {
    /// The password now.
    pub password: Secret,
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
    pub recent: Vec<RecentGame>,
    /// The tournaments the player is in, not finished.
    pub tournaments: Vec<crate::tournaments::view::TournamentSummary>,
}

/// How many of a player's games its page lists.
pub const RECENT_GAMES: u32 = 20;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_body_shows_no_password_token_or_address_when_logged() {
        let body: SignUp = serde_json::from_str(
            r#"{"name": "ann", "password": "hunter2hunter2", "email": "ann@example.org"}"#,
        )
        .unwrap();
        let shown = format!("{body:?}");
        assert!(shown.contains("ann"), "{shown}");
        assert!(
            !shown.contains("hunter2") && !shown.contains("example.org"),
            "{shown}"
        );
        let body: ResetConfirm =
            serde_json::from_str(r#"{"token": "tok-123", "password": "pw-456789"}"#).unwrap();
        let shown = format!("{body:?}");
        assert!(
            !shown.contains("tok-123") && !shown.contains("pw-456789"),
            "{shown}"
        );
    }
}
