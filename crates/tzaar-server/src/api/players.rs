//! The players' pages: one player's figures and rating history, and the leaderboard.

use axum::Json;
use axum::extract::{Path, State};

use super::account_types::{HistoryPoint, Leaderboard, PlayerPage, Profile, RECENT_GAMES, Ranked};
use super::extract::Paging;
use crate::accounts::names::MAX_NAME;
use crate::error::ApiError;
use crate::state::AppState;

/// `GET /api/players/{name}`: a player's figures, rating history and last games; 404 `unknown-player`.
pub async fn player(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<PlayerPage>, ApiError> {
    let unknown = || ApiError::UnknownPlayer(name.chars().take(MAX_NAME + 1).collect());
    if name.len() > MAX_NAME {
        return Err(unknown());
    }
    let found = state.accounts().player(&name, RECENT_GAMES).await?;
    let (row, history, recent) = found.ok_or_else(unknown)?;
    let tournaments = state.tournaments().of_account(row.id).await?;
    Ok(Json(PlayerPage {
        profile: Profile::from(&row),
        bot: row.is_bot(),
        history: history.iter().map(HistoryPoint::from).collect(),
        recent,
        tournaments,
    }))
}

/// `GET /api/players?page=N&per_page=M`: the players by rating, highest first.
pub async fn leaderboard(
    State(state): State<AppState>,
    Paging { page, per_page }: Paging<50>,
) -> Result<Json<Leaderboard>, ApiError> {
    let (rows, total) = state.accounts().leaderboard(page, per_page).await?;
    let first = u64::from(page - 1) * u64::from(per_page) + 1;
    let players = rows
        .iter()
        .zip(first..)
        .map(|(row, rank)| Ranked {
            rank,
            profile: Profile::from(row),
            bot: row.is_bot(),
        })
        .collect();
    Ok(Json(Leaderboard {
        players,
        page,
        per_page,
        total,
    }))
}
