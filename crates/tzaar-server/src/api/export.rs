//! `GET /api/me/export`: the logged-in account's data as a download: its figures, its rating's
//! history, the players it blocks and its games as records.

use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::account_types::{HistoryPoint, Profile};
use super::extract::SignedIn;
use crate::dates::{iso, now_ms};
use crate::error::ApiError;
use crate::games::ExportedGame;
use crate::state::AppState;

/// The most games an export holds, the newest (`games_left_out` says if there were more).
pub const EXPORT_GAMES: u32 = 5000;

/// The body of `GET /api/me/export`.
#[derive(Serialize, Debug)]
pub struct Export {
    /// When it was made (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub exported: i64,
    /// The account's figures.
    pub account: Profile,
    /// When the account was made (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub created: i64,
    /// The rating after each rated game, oldest first.
    pub history: Vec<HistoryPoint>,
    /// The players the account blocks.
    pub blocked: Vec<String>,
    /// Its games, newest first, each with its record.
    pub games: Vec<ExportedGame>,
    /// Whether older games than these were left out (past [`EXPORT_GAMES`]).
    pub games_left_out: bool,
}

/// `GET /api/me/export`: the account's data as a JSON download (401 `not-logged-in`).
pub async fn export(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
) -> Result<Response, ApiError> {
    let (row, history, _) = state
        .accounts()
        .player(&me.name, 0)
        .await?
        .ok_or(ApiError::NotLoggedIn)?;
    let blocked = state.moderation().blocked(&me).await?;
    let (games, games_left_out) = state.games().records_of(me.id, EXPORT_GAMES).await?;
    let body = Export {
        exported: now_ms(),
        account: Profile::from(&row),
        created: row.created,
        history: history.iter().map(HistoryPoint::from).collect(),
        blocked,
        games,
        games_left_out,
    };
    let file = format!("attachment; filename=\"tzaar-{}.json\"", row.name);
    Ok(([(header::CONTENT_DISPOSITION, file)], Json(body)).into_response())
}
