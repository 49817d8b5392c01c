//! The correspondence championships' endpoints: created by an admin, listed, shown, entered
//! and left, and their next season opened.

use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;

use super::body::JsonBody;
use super::championship_request::NewChampionship;
use super::extract::{Admin, SignedIn};
use crate::accounts::Viewer;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::state::AppState;
use crate::tournaments::seasons::{ChampionshipSummary, ChampionshipView};

/// The championships' routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/championships", post(create).get(list))
        .route("/api/championships/{id}", get(show))
        .route("/api/championships/{id}/join", post(enter).delete(leave))
        .route("/api/championships/{id}/seasons", post(open_season))
}

/// The reply of `GET /api/championships`.
#[derive(Serialize, Debug)]
pub struct ChampionshipList {
    /// Every championship, newest first.
    pub championships: Vec<ChampionshipSummary>,
}

/// `POST /api/championships`: an admin creates a championship; 201 with it.
pub async fn create(
    State(state): State<AppState>,
    Admin(account): Admin,
    JsonBody(req): JsonBody<NewChampionship>,
) -> Result<Response, ApiError> {
    let spec = req.validate(now_ms())?;
    let view = state
        .tournaments()
        .create_championship(spec, account.id)
        .await?;
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// `GET /api/championships`: every championship, newest first.
pub async fn list(State(state): State<AppState>) -> Result<Json<ChampionshipList>, ApiError> {
    Ok(Json(ChampionshipList {
        championships: state.tournaments().championships().await?,
    }))
}

/// `GET /api/championships/{id}`: the championship with its seasons, divisions and groups;
/// 404 `unknown-championship`.
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Json<ChampionshipView>, ApiError> {
    let asker = viewer.account.map(|a| a.id);
    Ok(Json(state.tournaments().championship(&id, asker).await?))
}

/// `POST /api/championships/{id}/join`: enters the next season.
pub async fn enter(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<ChampionshipView>, ApiError> {
    let row = state
        .accounts()
        .account(&account.name)
        .await?
        .ok_or(ApiError::NotLoggedIn)?;
    Ok(Json(
        state.tournaments().enter_championship(&id, &row).await?,
    ))
}

/// `DELETE /api/championships/{id}/join`: plays no further season.
pub async fn leave(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<ChampionshipView>, ApiError> {
    Ok(Json(
        state
            .tournaments()
            .leave_championship(&id, account.id)
            .await?,
    ))
}

/// `POST /api/championships/{id}/seasons`: its creator or an admin opens the next season now.
pub async fn open_season(
    State(state): State<AppState>,
    Path(id): Path<String>,
    SignedIn(account): SignedIn,
) -> Result<Json<ChampionshipView>, ApiError> {
    let admin = state.moderation().require_admin(&account).await.is_ok();
    Ok(Json(
        state
            .tournaments()
            .open_next_season(&id, account.id, admin)
            .await?,
    ))
}
