//! The account's settings: `GET` and `PUT /api/me/settings`. 400 `bad-settings`, 401
//! `not-logged-in`.

use axum::Json;
use axum::extract::State;

use super::body::JsonBody;
use super::extract::SignedIn;
use crate::accounts::settings::{Settings, SettingsChange};
use crate::error::ApiError;
use crate::state::AppState;

/// `GET /api/me/settings`: the logged-in account's settings.
pub async fn settings(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
) -> Result<Json<Settings>, ApiError> {
    Ok(Json(state.accounts().settings(account.id).await?))
}

/// `PUT /api/me/settings` with any of `language`, `board`, `sound`, `notices` (each notice
/// by name): those are set, the rest kept; the settings now.
pub async fn change_settings(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
    JsonBody(change): JsonBody<SettingsChange>,
) -> Result<Json<Settings>, ApiError> {
    Ok(Json(
        state.accounts().change_settings(account.id, change).await?,
    ))
}
