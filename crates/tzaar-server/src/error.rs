//! The server's one error type: why something was refused or failed, with the stable code
//! the API sends for it, and the values its message shows ([`ApiError::args`]) for its words in
//! other languages. It knows nothing of HTTP: `api::errors` gives each its status and answers it
//! as `{"error": "<stable-code>", "message": "<clear text>"}`, in the request's language.

use thiserror::Error;
use tzaar_core::{Color, GameError, IllegalAction, ParseError, Phase, RecordError};

use std::sync::Arc;

use crate::store::{Store, StoreError};

/// Why a request failed.
#[derive(Debug, Error)]
pub enum ApiError {
    /// The request is malformed: bad JSON, an unknown field, unreadable notation, a bad value.
    #[error("{message}")]
    BadRequest {
        /// A stable identifier, e.g. `bad-json` or tzaar-core's `bad-action`.
        code: &'static str,
        /// What is wrong.
        message: String,
    },
    /// No seat token was given where one is needed.
    #[error("this needs a seat token: send `Authorization: Bearer <token>`")]
    MissingToken,
    /// The token is not one of this game's seats.
    #[error("this token is not a seat of this game")]
    WrongToken,
    /// Who asks may not do this (e.g. `not-your-seat`).
    #[error("{message}")]
    Forbidden {
        /// A stable identifier, e.g. `not-your-seat`.
        code: &'static str,
        /// Why not.
        message: String,
    },
    /// No game has this id.
    #[error("no game has the id `{0}`")]
    UnknownGame(String),
    /// This needs a logged-in account.
    #[error("this needs you to be logged in")]
    NotLoggedIn,
    /// A login or a password check failed (the message does not tell which part was wrong).
    #[error("{message}")]
    Unauthorized {
        /// A stable identifier, e.g. `wrong-password`.
        code: &'static str,
        /// Why.
        message: String,
    },
    /// No account has this name.
    #[error("no player is called `{0}`")]
    UnknownPlayer(String),
    /// Too many failed attempts lately: try again in `retry_after` seconds.
    #[error("too many failed attempts: try again in {retry_after} s")]
    TooManyAttempts {
        /// Seconds to wait, also sent as `Retry-After`.
        retry_after: u64,
    },
    /// No challenge has this id.
    #[error("no challenge has the id `{0}`")]
    UnknownSeek(String),
    /// No such page or endpoint.
    #[error("nothing here: {0}")]
    NotFound(String),
    /// What the request names does not exist (a report, a chat line).
    #[error("{message}")]
    Missing {
        /// A stable identifier, e.g. `unknown-report`.
        code: &'static str,
        /// What is missing.
        message: String,
    },
    /// The request is well formed but cannot be done now: an illegal action, not your turn,
    /// the game is over, the engine is thinking.
    #[error("{message}")]
    Conflict {
        /// A stable identifier, e.g. `not-your-turn` or tzaar-core's `illegal` codes.
        code: &'static str,
        /// Why.
        message: String,
    },
    /// The path exists, but not with this method.
    #[error("{0}")]
    MethodNotAllowed(String),
    /// The body is larger than this endpoint accepts.
    #[error("{0}")]
    TooLarge(String),
    /// The body is not of the content type this endpoint reads.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// Too many requests of this kind in a short time: try again shortly.
    #[error("{message}")]
    TooManyRequests {
        /// A stable identifier, e.g. `chat-too-fast`.
        code: &'static str,
        /// What the limit is.
        message: String,
        /// Seconds until a request may come again.
        retry_after: u64,
    },
    /// The engine's queue is full: try again shortly.
    #[error("the engine is busy with other games: try again in a moment")]
    Busy,
    /// The request did not arrive in time (its body).
    #[error("{0}")]
    Timeout(String),
    /// Costly work of another kind (what it is) has no room now: try again shortly.
    #[error("the server is busy: {0}; try again in a moment")]
    TooBusy(&'static str),
    /// A part of the server that this request needs is not configured (e.g. `mail-off`).
    #[error("{message}")]
    Unavailable {
        /// A stable identifier, e.g. `mail-off`.
        code: &'static str,
        /// What is missing.
        message: String,
    },
    /// What the request names existed but is no longer usable (e.g. `token-expired`).
    #[error("{message}")]
    Gone {
        /// A stable identifier, e.g. `token-used`.
        code: &'static str,
        /// Why.
        message: String,
    },
    /// The rules refuse what was asked (409): an illegal action, a turn without its second
    /// action, a game that is over. Kept whole, so that its message in another language can
    /// name the cells concerned.
    #[error("{0}")]
    Game(GameError),
    /// The rules refuse an action asked of a position outside any game (400): on the analysis
    /// board, in a puzzle. Kept whole like [`ApiError::Game`].
    #[error("{0}")]
    NotLegal(GameError),
    /// A game record that cannot be read (400), at its line and column.
    #[error("{0}")]
    Record(RecordError),
    /// The archive failed; nothing was changed.
    #[error("the game archive failed ({0}); nothing was changed")]
    Storage(#[from] StoreError),
    /// Something that should not happen.
    #[error("internal error: {0}")]
    Internal(String),
}

impl ApiError {
    /// A malformed request with this code and message.
    pub fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::BadRequest {
            code,
            message: message.into(),
        }
    }

    /// A request naming something that does not exist, with this code and message (404).
    pub fn missing(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::Missing {
            code,
            message: message.into(),
        }
    }

    /// A forbidden request with this code and message (403).
    pub fn forbidden(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::Forbidden {
            code,
            message: message.into(),
        }
    }

    /// A refused action with this code and message.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::Conflict {
            code,
            message: message.into(),
        }
    }

    /// The stable identifier sent as `error`.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Forbidden { code, .. }
            | ApiError::Missing { code, .. }
            | ApiError::TooManyRequests { code, .. }
            | ApiError::Unavailable { code, .. }
            | ApiError::Gone { code, .. }
            | ApiError::Unauthorized { code, .. } => code,
            ApiError::NotLoggedIn => "not-logged-in",
            ApiError::UnknownPlayer(_) => "unknown-player",
            ApiError::UnknownSeek(_) => "unknown-seek",
            ApiError::TooManyAttempts { .. } => "too-many-attempts",
            ApiError::MissingToken => "missing-token",
            ApiError::WrongToken => "wrong-token",
            ApiError::UnknownGame(_) => "unknown-game",
            ApiError::NotFound(_) => "not-found",
            ApiError::MethodNotAllowed(_) => "method-not-allowed",
            ApiError::TooLarge(_) => "too-large",
            ApiError::UnsupportedMediaType(_) => "unsupported-media-type",
            ApiError::Busy | ApiError::TooBusy(_) => "busy",
            ApiError::Timeout(_) => "body-timeout",
            ApiError::Game(e) | ApiError::NotLegal(e) => e.code(),
            ApiError::Record(e) => e.code(),
            ApiError::Storage(_) => "storage",
            ApiError::Internal(_) => "internal",
        }
    }

    /// The values the message of this error's code shows (`error-<code>` in the catalogues), by
    /// the names the catalogues use: the seconds to wait, the cells of an illegal action.
    /// Empty for most errors, whose message in another language is a general sentence of
    /// their code (the English text says the rest).
    pub fn args(&self) -> Vec<(&'static str, Shown)> {
        match self {
            ApiError::TooManyAttempts { retry_after }
            | ApiError::TooManyRequests { retry_after, .. } => {
                vec![("seconds", Shown::number(*retry_after))]
            }
            ApiError::Game(e) | ApiError::NotLegal(e) => game_args(e),
            _ => Vec::new(),
        }
    }

    /// The line and column of a record that cannot be read, which its message in another
    /// language puts before the words of its code.
    pub fn place(&self) -> Option<(usize, usize)> {
        match self {
            ApiError::Record(e) => Some((e.line, e.column)),
            _ => None,
        }
    }
}

/// A value an error's message shows, put into its words in another language.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// A text put in as it is, or a word a message selects its variant by (`white`, `tott`).
    Text(String),
    /// A number, formatted for the language and matched by its plural categories.
    Number(i64),
}

impl Shown {
    /// A count or a height, as a number.
    pub fn number(n: impl TryInto<i64>) -> Shown {
        Shown::Number(n.try_into().unwrap_or(i64::MAX))
    }

    /// A cell, an action or a word, as text.
    pub fn text(t: impl std::fmt::Display) -> Shown {
        Shown::Text(t.to_string())
    }
}

/// The word of a colour that the catalogues select by (`white`, `black`).
fn color_word(c: Color) -> Shown {
    Shown::text(c.name())
}

/// What the message of a refusal by the rules shows: its cells, heights, colour and piece type.
fn game_args(e: &GameError) -> Vec<(&'static str, Shown)> {
    let phase = |p: Phase| {
        Shown::text(match p {
            Phase::Placement => "placement",
            Phase::Opening => "opening",
            _ => "turn",
        })
    };
    let illegal = match e {
        GameError::Illegal(i) => i,
        GameError::MidTurn(c) => return vec![("color", color_word(*c))],
        GameError::SingleAction(p) => return vec![("phase", phase(*p))],
        GameError::Over(_) | GameError::MissingSecond => return Vec::new(),
    };
    match illegal {
        IllegalAction::CellOccupied(c)
        | IllegalAction::NoStack(c)
        | IllegalAction::NotYours(c)
        | IllegalAction::EmptyTarget(c) => vec![("cell", Shown::text(c))],
        IllegalAction::NoneLeft { color, kind } => vec![
            ("color", color_word(*color)),
            ("kind", Shown::text(kind.name().to_ascii_lowercase())),
        ],
        IllegalAction::MustCapture(p) => vec![("phase", phase(*p))],
        IllegalAction::NotOnALine { from, to } | IllegalAction::CrossesCentre { from, to } => {
            vec![("from", Shown::text(from)), ("to", Shown::text(to))]
        }
        IllegalAction::Blocked { from, to, blocker } => {
            vec![
                ("from", Shown::text(from)),
                ("to", Shown::text(to)),
                ("blocker", Shown::text(blocker)),
            ]
        }
        IllegalAction::OwnTarget(c, a) | IllegalAction::OpponentTarget(c, a) => {
            vec![("cell", Shown::text(c)), ("action", Shown::text(a))]
        }
        IllegalAction::TooTall {
            from,
            to,
            mover,
            target,
        } => vec![
            ("from", Shown::text(from)),
            ("to", Shown::text(to)),
            ("mover", Shown::number(*mover)),
            ("target", Shown::number(*target)),
        ],
        IllegalAction::GameOver(_)
        | IllegalAction::PlacementPhase
        | IllegalAction::NotPlacementPhase
        | IllegalAction::SameCell => Vec::new(),
    }
}

impl From<ParseError> for ApiError {
    fn from(e: ParseError) -> ApiError {
        ApiError::bad(e.code(), e.to_string())
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        ApiError::Game(e)
    }
}

impl From<RecordError> for ApiError {
    fn from(e: RecordError) -> ApiError {
        ApiError::Record(e)
    }
}

/// The most archive calls running at once in the process. Calls beyond it wait their turn
/// (asynchronously) instead of each taking a blocking thread of its own: a burst of requests
/// then costs a bounded number of threads and their memory. SQLite serves one call at a time
/// anyway, and PostgreSQL's pool is smaller by default.
pub const ARCHIVE_CALLS: usize = 32;

/// Runs `f` over the archive on a blocking thread (the archive's calls block), at most
/// [`ARCHIVE_CALLS`] at once, and says why it failed as an [`ApiError`].
pub async fn on_archive<T, F>(store: &Arc<Store>, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
{
    static CALLS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(ARCHIVE_CALLS);
    let turn = CALLS
        .acquire()
        .await
        .map_err(|e| ApiError::Internal(format!("archive calls closed: {e}")))?;
    let store = store.clone();
    // The turn goes with the call: a request given up still holds it until its call ends.
    tokio::task::spawn_blocking(move || {
        let _turn = turn;
        f(store.as_ref())
    })
    .await
    .map_err(|e| ApiError::Internal(format!("archive task failed: {e}")))?
    .map_err(ApiError::from)
}
