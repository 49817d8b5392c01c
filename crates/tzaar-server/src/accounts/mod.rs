//! Player accounts and who is asking: [`Viewer`] reads a request's session (cookie or bearer
//! token) and its bearer token, for the handlers that act for a player.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};

use crate::AppState;
use crate::error::ApiError;

/// An account, as a request's session names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRef {
    /// The account's number in the archive.
    pub id: i64,
    /// The account's name, as it was signed up.
    pub name: String,
}

/// Who makes a request: the account of a live session, if any, and the bearer token as sent
/// (a seat token or a session token).
#[derive(Clone, Debug, Default)]
pub struct Viewer {
    /// The logged-in account.
    pub account: Option<AccountRef>,
    /// The token of `Authorization: Bearer <token>`, if any.
    pub bearer: Option<String>,
}

/// The token of `Authorization: Bearer <token>`, if any.
pub fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then(|| token.to_string())
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &AppState) -> Result<Viewer, ApiError> {
        Ok(Viewer {
            account: None,
            bearer: bearer(&parts.headers),
        })
    }
}
