//! The accounts' endpoints: sign up, log in and out, the logged-in account, a new password.

use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::account_types::{
    Credentials, LoggedIn, PasswordChange, Profile, SessionReply, SignedUp, shown,
};
use super::body::JsonBody;
use super::extract::{ClientKey, session};
use crate::accounts::sessions::{
    Ended, clear_cookie, new_session_token, session_cookie, token_hash,
};
use crate::accounts::{AccountRef, Viewer, name_key};
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::ratings::Rating;
use crate::state::AppState;

/// The refusal of a wrong name or password: it does not say which.
fn wrong_password() -> ApiError {
    ApiError::Unauthorized {
        code: "wrong-password",
        message: "the name or the password is wrong".into(),
    }
}

/// Opens a session for `account`; its token.
async fn open_session(state: &AppState, account: i64) -> Result<String, ApiError> {
    let token = new_session_token()?;
    let hash = token_hash(&token);
    let now = now_ms();
    let lifetime =
        i64::try_from(state.inner.config.session_lifetime.as_millis()).unwrap_or(i64::MAX);
    state
        .games()
        .blocking(move |s| s.create_session(&hash, account, now, now.saturating_add(lifetime)))
        .await?;
    Ok(token)
}

/// A reply with the session cookie set.
fn with_cookie<T: serde::Serialize>(
    status: StatusCode,
    token: &str,
    lifetime: Duration,
    body: T,
) -> Response {
    (
        status,
        [(header::SET_COOKIE, session_cookie(token, lifetime))],
        Json(body),
    )
        .into_response()
}

/// `POST /api/accounts`: a new account, logged in; 201 with its name, rating and session token
/// (also as the cookie).
pub async fn sign_up(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    req.validate()?;
    let hash = state.inner.passwords.hash(req.password).await?;
    let name = req.name;
    let now = now_ms();
    let created = state
        .games()
        .blocking(move |s| s.create_account(&name, Some(&hash), None, Rating::START, now))
        .await?;
    let Some(account) = created else {
        return Err(ApiError::conflict(
            "name-taken",
            "this name is taken (names are compared whatever their case)",
        ));
    };
    let token = open_session(&state, account.id).await?;
    let body = SignedUp {
        name: account.name,
        rating: shown(account.rating.rating),
        token: token.clone(),
    };
    let lifetime = state.inner.config.session_lifetime;
    Ok(with_cookie(StatusCode::CREATED, &token, lifetime, body))
}

/// `POST /api/session`: logs in; 200 with the name and a session token (also as the cookie),
/// 401 `wrong-password` for a wrong name or password, 429 `too-many-attempts`.
pub async fn log_in(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    JsonBody(req): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    // A name longer than any account's is cut, so that the limiter's keys stay small.
    let key = name_key(&req.name.chars().take(40).collect::<String>());
    let attempt = state.inner.logins.reserve(&key, &address).await?;
    let name = req.name.clone();
    let found = state
        .games()
        .blocking(move |s| s.account_for_login(&name))
        .await?;
    let (account, hash) = match found {
        Some((account, hash)) => (Some(account), hash),
        None => (None, None),
    };
    if !state.inner.passwords.verify(req.password, hash).await? {
        attempt.failed();
        return Err(wrong_password());
    }
    let Some(account) = account else {
        attempt.failed();
        return Err(wrong_password());
    };
    attempt.succeeded().await?;
    let token = open_session(&state, account.id).await?;
    let body = LoggedIn {
        name: account.name,
        token: token.clone(),
    };
    let lifetime = state.inner.config.session_lifetime;
    Ok(with_cookie(StatusCode::OK, &token, lifetime, body))
}

/// `DELETE /api/session`: ends the request's session (cookie and bearer token) and clears the
/// cookie; 204 even if there was none.
pub async fn log_out(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let hashes: Vec<String> = crate::accounts::sessions::presented_tokens(&headers)
        .iter()
        .map(|t| token_hash(t))
        .collect();
    let ended = hashes.clone();
    state
        .games()
        .blocking(move |s| {
            for hash in &ended {
                s.delete_session(hash)?;
            }
            Ok(())
        })
        .await?;
    for hash in hashes {
        state.sessions_ended(Ended::Session(hash));
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, clear_cookie())],
    )
        .into_response())
}

/// The logged-in account of a viewer, or 401 `not-logged-in`.
pub fn logged_in(viewer: Viewer) -> Result<AccountRef, ApiError> {
    viewer.account.ok_or(ApiError::NotLoggedIn)
}

/// `GET /api/session`: who the request's session is, `{"account": Profile}`, or
/// `{"account": null}` for a guest (never 401, so that a guest's page asks without an error).
pub async fn current_session(
    State(state): State<AppState>,
    viewer: Viewer,
) -> Result<Json<SessionReply>, ApiError> {
    let Some(account) = viewer.account else {
        return Ok(Json(SessionReply { account: None }));
    };
    let row = state
        .games()
        .blocking(move |s| s.account(&account.name))
        .await?;
    Ok(Json(SessionReply {
        account: row.as_ref().map(Profile::from),
    }))
}

/// `GET /api/me`: the logged-in account's figures, or 401 `not-logged-in`.
pub async fn me(State(state): State<AppState>, viewer: Viewer) -> Result<Json<Profile>, ApiError> {
    let account = logged_in(viewer)?;
    let row = state
        .games()
        .blocking(move |s| s.account(&account.name))
        .await?;
    let row = row.ok_or(ApiError::NotLoggedIn)?;
    Ok(Json(Profile::from(&row)))
}

/// `PUT /api/me/password` `{"old","new"}`: a new password; 204, and the account's other
/// sessions end. 401 `not-logged-in` or `wrong-password`, 400 `bad-password`.
pub async fn change_password(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    headers: HeaderMap,
    JsonBody(req): JsonBody<PasswordChange>,
) -> Result<StatusCode, ApiError> {
    let (account, keep) = session(&state, &headers)
        .await?
        .ok_or(ApiError::NotLoggedIn)?;
    req.validate()?;
    let key = name_key(&account.name);
    let attempt = state.inner.logins.reserve(&key, &address).await?;
    let id = account.id;
    let hash = state.games().blocking(move |s| s.password_hash(id)).await?;
    if !state.inner.passwords.verify(req.old, hash).await? {
        attempt.failed();
        return Err(wrong_password());
    }
    attempt.succeeded().await?;
    let new = state.inner.passwords.hash(req.new).await?;
    let kept = keep.clone();
    state
        .games()
        .blocking(move |s| s.set_password(id, &new, &kept))
        .await?;
    state.sessions_ended(Ended::AllBut {
        account: id,
        keep: Some(keep),
    });
    Ok(StatusCode::NO_CONTENT)
}
