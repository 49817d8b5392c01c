//! The tournaments' endpoints: created, listed, shown, joined, left, paused, started and
//! cancelled; and a player's own.

use axum::Json;
use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;

use super::Params;
use super::body::JsonBody;
use super::extract::{Paging, SignedIn};
use super::tournament_request::NewTournament;
use crate::accounts::Viewer;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::state::AppState;
use crate::store::{AccountRow, TournamentFilter};
use crate::tournaments::view::{TournamentSummary, TournamentView};

/// The tournaments' routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/tournaments", post(create).get(list))
        .route("/api/tournaments/{id}", get(show).delete(cancel))
        .route("/api/tournaments/{id}/join", post(join).delete(leave))
        .route("/api/tournaments/{id}/pause", post(pause))
        .route("/api/tournaments/{id}/start", post(start))
        .route("/api/me/tournaments", get(mine))
}

/// The reply of `GET /api/tournaments`.
#[derive(Serialize, Debug)]
pub struct TournamentList {
    /// The page, from 1.
    pub page: u32,
    /// How many a page holds.
    pub per_page: u32,
    /// How many the whole list holds.
    pub total: u64,
    /// This page's tournaments.
    pub tournaments: Vec<TournamentSummary>,
}

/// The reply of `GET /api/me/tournaments`.
#[derive(Serialize, Debug)]
pub struct MyTournaments {
    /// The tournaments the player is in, not finished.
    pub tournaments: Vec<TournamentSummary>,
}

/// `POST /api/tournaments`: creates a tournament (signed in); 201 with it.
pub async fn create(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
    JsonBody(req): JsonBody<NewTournament>,
) -> Result<Response, ApiError> {
    let spec = req.validate(now_ms())?;
    // Tournaments count among an account's new games: created and cancelled over and over,
    // they could otherwise fill the archive.
    state
        .inner
        .new_games
        .take(&format!("account:{}", account.id))?;
    let view = state.tournaments().create(spec, &account).await?;
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// `GET /api/tournaments?status=S&page=N&per_page=M`: running ones first, then those open by
/// their start, then those over, newest first; `status` keeps one of `open`, `running`,
/// `finished` and `cancelled`.
pub async fn list(
    State(state): State<AppState>,
    Paging { page, per_page }: Paging<20>,
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<TournamentList>, ApiError> {
    let params = query?.0;
    let status = match params.get("status").map(String::as_str) {
        None | Some("") => None,
        Some(s @ ("open" | "running" | "finished" | "cancelled")) => Some(s.to_string()),
        Some(other) => {
            return Err(ApiError::bad(
                "bad-query",
                format!(
                    "`status` is `open`, `running`, `finished` or `cancelled`, not `{}`",
                    other.chars().take(40).collect::<String>()
                ),
            ));
        }
    };
    let filter = TournamentFilter {
        status,
        ..TournamentFilter::default()
    };
    let (tournaments, total) = state.tournaments().list(filter, page, per_page).await?;
    Ok(Json(TournamentList {
        page,
        per_page,
        total,
        tournaments,
    }))
}

/// `GET /api/tournaments/{id}`: the tournament with its standings, games and byes, and the
/// asker's place; 404 `unknown-tournament`.
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Json<TournamentView>, ApiError> {
    let asker = viewer.account.map(|a| a.id);
    Ok(Json(state.tournaments().view(&id, asker).await?))
}

/// The signed-in account's row, for the checks of joining (its rating, whether a program).
async fn account_row(state: &AppState, name: &str) -> Result<AccountRow, ApiError> {
    state
        .accounts()
        .account(name)
        .await?
        .ok_or(ApiError::NotLoggedIn)
}

/// `POST /api/tournaments/{id}/join`: joins, or comes back to an arena from a pause.
pub async fn join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<TournamentView>, ApiError> {
    let row = account_row(&state, &account.name).await?;
    Ok(Json(state.tournaments().join(&id, &row).await?))
}

/// `DELETE /api/tournaments/{id}/join`: leaves before the start, withdraws after.
pub async fn leave(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<TournamentView>, ApiError> {
    Ok(Json(state.tournaments().leave(&id, account.id).await?))
}

/// `POST /api/tournaments/{id}/pause`: an arena's player is not paired until it joins again.
pub async fn pause(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<TournamentView>, ApiError> {
    Ok(Json(state.tournaments().pause(&id, account.id).await?))
}

/// `POST /api/tournaments/{id}/start`: its creator starts it now.
pub async fn start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<TournamentView>, ApiError> {
    Ok(Json(state.tournaments().start(&id, account.id).await?))
}

/// `DELETE /api/tournaments/{id}`: its creator cancels it before the start; 204.
pub async fn cancel(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<StatusCode, ApiError> {
    state.tournaments().cancel(&id, account.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /api/me/tournaments`: the tournaments the signed-in player is in, not finished.
pub async fn mine(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
) -> Result<Json<MyTournaments>, ApiError> {
    Ok(Json(MyTournaments {
        tournaments: state.tournaments().of_account(account.id).await?,
    }))
}
