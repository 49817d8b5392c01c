//! The moderation's endpoints: a player's blocks and reports, and what admins do (the open
//! reports, hiding a chat line, closing an account). The rules are in [`crate::moderation`].

use axum::extract::{Path, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::Serialize;

use super::body::JsonBody;
use super::extract::{Admin, SignedIn};
use crate::accounts::sessions::Ended;
use crate::error::ApiError;
use crate::lobby::{GoneWhy, LobbyMessage};
use crate::moderation::Report;
use crate::state::AppState;
use crate::store::ReportRow;

/// The routes of this module.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/blocks", get(blocks))
        .route("/api/blocks/{name}", put(block).delete(block))
        .route("/api/reports", post(report))
        .route("/api/admin/reports", get(open_reports))
        .route("/api/admin/reports/{id}/resolve", post(resolve))
        .route("/api/admin/games/{id}/chat/{seq}/hide", post(hide_chat))
        .route("/api/admin/accounts/{name}/close", post(close))
}

/// The body of `GET /api/blocks`.
#[derive(Serialize, Debug, Clone)]
pub struct Blocks {
    /// The players the viewer blocks, by name.
    pub blocked: Vec<String>,
}

/// `GET /api/blocks`: the players the logged-in viewer blocks.
pub async fn blocks(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
) -> Result<Json<Blocks>, ApiError> {
    let blocked = state.moderation().blocked(&me).await?;
    Ok(Json(Blocks { blocked }))
}

/// `PUT /api/blocks/{name}` blocks the player, `DELETE` no longer blocks them; 204.
pub async fn block(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    method: Method,
    Path(name): Path<String>,
) -> Result<StatusCode, ApiError> {
    let on = method != Method::DELETE;
    state.moderation().set_block(&me, &name, on).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The body of `POST /api/reports`' answer.
#[derive(Serialize, Debug, Clone)]
pub struct Reported {
    /// The report's number.
    pub id: i64,
}

/// `POST /api/reports`: reports a player, a game of theirs or a line of its chat; 201.
pub async fn report(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    JsonBody(report): JsonBody<Report>,
) -> Result<Response, ApiError> {
    let id = state.moderation().report(&me, report).await?;
    Ok((StatusCode::CREATED, Json(Reported { id })).into_response())
}

/// The body of `GET /api/admin/reports`.
#[derive(Serialize, Debug, Clone)]
pub struct Reports {
    /// The open reports, oldest first.
    pub reports: Vec<ReportRow>,
}

/// `GET /api/admin/reports`: the open reports (admins only).
pub async fn open_reports(
    State(state): State<AppState>,
    _: Admin,
) -> Result<Json<Reports>, ApiError> {
    let reports = state.moderation().reports().await?;
    Ok(Json(Reports { reports }))
}

/// `POST /api/admin/reports/{id}/resolve`: the report is dealt with; 204.
pub async fn resolve(
    State(state): State<AppState>,
    Admin(me): Admin,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    state.moderation().resolve(&me, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/admin/games/{id}/chat/{seq}/hide`: hides a chat line from everyone; 204.
pub async fn hide_chat(
    State(state): State<AppState>,
    Admin(me): Admin,
    Path((game, seq)): Path<(String, u32)>,
) -> Result<StatusCode, ApiError> {
    state.moderation().hide_chat(&me, &game, seq).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/admin/accounts/{name}/close`: closes the account; 204. Its sessions end (its
/// sockets close, on every instance) and its open challenges leave the lobby at once.
pub async fn close(
    State(state): State<AppState>,
    _: Admin,
    Path(name): Path<String>,
) -> Result<StatusCode, ApiError> {
    let (account, seeks) = state.moderation().close(&name).await?;
    state.accounts().sessions_ended(Ended::AllBut {
        account: account.id,
        keep: None,
    });
    for id in &seeks {
        state.inner.lobby.publish(&LobbyMessage::SeekGone {
            id,
            reason: GoneWhy::Cancelled,
        });
    }
    Ok(StatusCode::NO_CONTENT)
}
