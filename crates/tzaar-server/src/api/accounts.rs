//! The accounts' endpoints: sign up, log in and out, the logged-in account, a new password.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::account_types::{
    AccountDeletion, Credentials, LoggedIn, Me, PasswordChange, Profile, SessionReply, SignUp,
    SignedUp, shown,
};
use super::body::JsonBody;
use super::detached;
use super::extract::{ClientKey, SignedIn, session};
use crate::accounts::sessions::presented_tokens;
use crate::accounts::settings::{Settings, SettingsChange};
use crate::accounts::{AccountRef, Viewer};
use crate::error::ApiError;
use crate::lobby::{GoneWhy, LobbyMessage};
use crate::state::AppState;

/// A reply with the session cookie `cookie` set.
fn with_cookie<T: serde::Serialize>(status: StatusCode, cookie: HeaderValue, body: T) -> Response {
    (status, [(header::SET_COOKIE, cookie)], Json(body)).into_response()
}

/// `POST /api/accounts`: a new account, logged in; 201 with its name, rating and session token
/// (also as the cookie); 429 `too-many-signups` beyond the accounts one address may make an
/// hour. An `email` given is kept unverified, and a link verifying it mailed; that part
/// failing (logged) does not fail the sign-up. A `language` given (400 `bad-settings` if the
/// site does not speak it) becomes the account's language setting.
pub async fn sign_up(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    JsonBody(req): JsonBody<SignUp>,
) -> Result<Response, ApiError> {
    let email = req.validate()?;
    let accounts = state.accounts();
    let language = SettingsChange {
        language: req.language.clone().map(Some),
        ..SettingsChange::default()
    };
    // A language the site does not speak is refused before the account is made.
    Settings::default().changed(language.clone())?;
    let (account, token) = accounts.sign_up(req.name, req.password.0, &address).await?;
    if req.language.is_some()
        && let Err(e) = accounts.change_settings(account.id, language).await
    {
        tracing::warn!(%e, account = %account.name, "cannot keep the language given at sign-up");
    }
    if email.is_some()
        && let Err(e) = state.mail().set_email(&account.account_ref(), email).await
    {
        tracing::warn!(%e, account = %account.name, "cannot keep the address given at sign-up");
    }
    let body = SignedUp {
        name: account.name,
        rating: shown(account.rating.rating),
        token: token.clone(),
    };
    Ok(with_cookie(
        StatusCode::CREATED,
        accounts.cookie(&token),
        body,
    ))
}

/// `POST /api/session`: logs in; 200 with the name and a session token (also as the cookie),
/// 401 `wrong-password` for a wrong name or password, 429 `too-many-attempts`.
pub async fn log_in(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    JsonBody(req): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    let accounts = state.accounts();
    let (account, token) = accounts.log_in(req.name, req.password.0, &address).await?;
    let body = LoggedIn {
        name: account.name,
        token: token.clone(),
    };
    Ok(with_cookie(StatusCode::OK, accounts.cookie(&token), body))
}

/// `DELETE /api/session`: ends the request's session (cookie and bearer token) and clears the
/// cookie; 204 even if there was none.
pub async fn log_out(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    state.accounts().log_out(presented_tokens(&headers)).await?;
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, state.accounts().cleared_cookie())],
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
    let row = state.accounts().account(&account.name).await?;
    Ok(Json(SessionReply {
        account: row.as_ref().map(Profile::from),
    }))
}

/// `GET /api/me`: the logged-in account's figures, its `email` and `email_verified` and its
/// `puzzle_rating`, or 401 `not-logged-in`.
pub async fn me(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
) -> Result<Json<Me>, ApiError> {
    let row = state.accounts().account(&account.name).await?;
    let row = row.ok_or(ApiError::NotLoggedIn)?;
    let email = state.mail().email_of(row.id).await?;
    let puzzles = state.puzzles().standing(row.id).await?;
    Ok(Json(Me::new(&row, email, puzzles)))
}

/// `POST /api/me/bot`: the logged-in account becomes a bot, for good (see the README's bot
/// API); its figures as `GET /api/me` gives them, `"bot": true`. 409 `already-bot`,
/// `has-games`.
pub async fn become_bot(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
) -> Result<Json<Me>, ApiError> {
    state.accounts().make_bot(account.id).await?;
    me(State(state), SignedIn(account)).await
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
    state
        .accounts()
        .change_password(&account, keep, req.old.0, req.new.0, &address)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /api/me` `{"password"}`: deletes the logged-in account; 204, and the session cookie
/// is cleared. Its unfinished games end first (aborted before Black's first action, else
/// resigned); then, in one transaction, the account becomes an anonymous deleted player (see
/// `Store::delete_account`): its sessions end (their sockets close on every instance), its
/// challenges leave the lobby, and its name is free again. 401 `not-logged-in`, 401
/// `wrong-password` (counted as a failed log-in), 429 `too-many-attempts`.
pub async fn delete_me(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    SignedIn(account): SignedIn,
    JsonBody(req): JsonBody<AccountDeletion>,
) -> Result<Response, ApiError> {
    state
        .accounts()
        .check_password(&account, req.password.0, &address)
        .await?;
    let cleared = state.accounts().cleared_cookie();
    detached(async move {
        state.games().end_games_of(account.id).await?;
        let deleted = state.accounts().delete(&account).await?;
        for id in &deleted.seeks {
            state.inner.lobby.publish(&LobbyMessage::SeekGone {
                id,
                reason: GoneWhy::Cancelled,
            });
        }
        state.games().refresh(&deleted.games).await;
        Ok(())
    })
    .await?;
    Ok((StatusCode::NO_CONTENT, [(header::SET_COOKIE, cleared)]).into_response())
}
