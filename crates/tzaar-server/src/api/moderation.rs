//! The moderation's endpoints: a player's blocks and reports, and what admins do (the open
//! reports, hiding a chat line, closing an account). The rules are in [`crate::moderation`].

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use super::accounts::logged_in;
use super::body::JsonBody;
use crate::accounts::sessions::Ended;
use crate::accounts::{AccountRef, Viewer};
use crate::dates::iso_time;
use crate::error::ApiError;
use crate::lobby::LobbyMessage;
use crate::moderation::Report;
use crate::state::AppState;
use crate::store::ReportRow;

/// The routes of this module.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/blocks", get(blocks))
        .route("/api/blocks/{name}", put(block).delete(unblock))
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
    viewer: Viewer,
) -> Result<Json<Blocks>, ApiError> {
    let me = logged_in(viewer)?;
    let blocked = state.moderation().blocked(&me).await?;
    Ok(Json(Blocks { blocked }))
}

/// `PUT /api/blocks/{name}`: blocks the player; 204.
pub async fn block(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
) -> Result<StatusCode, ApiError> {
    let me = logged_in(viewer)?;
    state.moderation().block(&me, &name).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /api/blocks/{name}`: no longer blocks the player; 204.
pub async fn unblock(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
) -> Result<StatusCode, ApiError> {
    let me = logged_in(viewer)?;
    state.moderation().unblock(&me, &name).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The body of `POST /api/reports`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct ReportRequest {
    /// The player reported.
    pub player: String,
    /// Why.
    pub reason: String,
    /// The game it is about.
    pub game: Option<String>,
    /// A line of that game's chat, by its number.
    pub chat_seq: Option<u32>,
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
    viewer: Viewer,
    JsonBody(req): JsonBody<ReportRequest>,
) -> Result<Response, ApiError> {
    let me = logged_in(viewer)?;
    let report = Report {
        player: req.player,
        reason: req.reason,
        game: req.game,
        chat_seq: req.chat_seq,
    };
    let id = state.moderation().report(&me, report).await?;
    Ok((StatusCode::CREATED, Json(Reported { id })).into_response())
}

/// The logged-in viewer, if an admin: 401 `not-logged-in`, 403 `not-admin`.
async fn admin(state: &AppState, viewer: Viewer) -> Result<AccountRef, ApiError> {
    let me = logged_in(viewer)?;
    state.moderation().require_admin(&me).await?;
    Ok(me)
}

/// An open report as `GET /api/admin/reports` lists it.
#[derive(Serialize, Debug, Clone)]
pub struct ReportInfo {
    /// Its number.
    pub id: i64,
    /// Who reported.
    pub reporter: String,
    /// The player reported.
    pub player: String,
    /// The game it is about.
    pub game: Option<String>,
    /// The chat line it is about, by number.
    pub chat_seq: Option<u32>,
    /// That line's text, if it is still there.
    pub chat_text: Option<String>,
    /// Why.
    pub reason: String,
    /// When (ISO 8601, UTC).
    pub at: String,
}

impl From<ReportRow> for ReportInfo {
    fn from(r: ReportRow) -> ReportInfo {
        ReportInfo {
            id: r.id,
            reporter: r.reporter,
            player: r.target,
            game: r.game_id,
            chat_seq: r.chat_seq,
            chat_text: r.chat_text,
            reason: r.reason,
            at: iso_time(r.at),
        }
    }
}

/// The body of `GET /api/admin/reports`.
#[derive(Serialize, Debug, Clone)]
pub struct Reports {
    /// The open reports, oldest first.
    pub reports: Vec<ReportInfo>,
}

/// `GET /api/admin/reports`: the open reports (admins only).
pub async fn open_reports(
    State(state): State<AppState>,
    viewer: Viewer,
) -> Result<Json<Reports>, ApiError> {
    admin(&state, viewer).await?;
    let rows = state.moderation().reports().await?;
    Ok(Json(Reports {
        reports: rows.into_iter().map(ReportInfo::from).collect(),
    }))
}

/// `POST /api/admin/reports/{id}/resolve`: the report is dealt with; 204.
pub async fn resolve(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    let me = admin(&state, viewer).await?;
    state.moderation().resolve(&me, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/admin/games/{id}/chat/{seq}/hide`: hides a chat line from everyone; 204.
pub async fn hide_chat(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((game, seq)): Path<(String, u32)>,
) -> Result<StatusCode, ApiError> {
    let me = admin(&state, viewer).await?;
    state.moderation().hide_chat(&me, &game, seq).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/admin/accounts/{name}/close`: closes the account; 204. Its sessions end (its
/// sockets close, on every instance) and its open challenges leave the lobby at once.
pub async fn close(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
) -> Result<StatusCode, ApiError> {
    admin(&state, viewer).await?;
    let (account, seeks) = state.moderation().close(&name).await?;
    state.accounts().sessions_ended(Ended::AllBut {
        account: account.id,
        keep: None,
    });
    for id in &seeks {
        state.inner.lobby.publish(&LobbyMessage::SeekGone { id });
    }
    Ok(StatusCode::NO_CONTENT)
}
