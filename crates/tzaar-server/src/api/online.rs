//! The handlers of online play: taking a seat with its invite, abort, claim, and a logged-in
//! player's unfinished games; their request and reply bodies.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use tzaar_core::Color;

use super::body::JsonBody;
use super::detached;
use super::extract::AtGame;
use crate::accounts::Viewer;
use crate::error::ApiError;
use crate::games::{new_token, same_token};
use crate::state::AppState;
use crate::store::AccountGame;

/// The body of `POST /api/games/{id}/join`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// The invite code of the link `/game/{id}#invite=<code>`.
    pub invite: String,
}

impl JoinRequest {
    /// The code, trimmed; `bad-invite` if empty or too long to be one.
    pub fn validate(self) -> Result<String, ApiError> {
        let code = self.invite.trim();
        if code.is_empty() || code.len() > 64 {
            return Err(ApiError::bad(
                "bad-invite",
                "send the invite code of the link: {\"invite\": \"<code>\"}",
            ));
        }
        Ok(code.to_string())
    }
}

/// The body of `POST /api/games/{id}/join`: the seat taken and its token.
#[derive(Serialize, Debug, Clone)]
pub struct Joined {
    /// The seat's colour.
    pub seat: Color,
    /// The seat's token (`Authorization: Bearer <token>`).
    pub token: String,
}

/// The body of `GET /api/me/games`.
#[derive(Serialize, Debug, Clone)]
pub struct MyGames {
    /// The account's unfinished games, those where it is to act first.
    pub games: Vec<AccountGame>,
}

/// `POST /api/games/{id}/join`: the first caller with the invite takes its seat (bound to the
/// caller's account if logged in) and gets the seat's token; later callers get 409
/// `invite-used`.
pub async fn join(
    AtGame { state, id, viewer }: AtGame,
    JsonBody(req): JsonBody<JoinRequest>,
) -> Result<Json<Joined>, ApiError> {
    let code = req.validate()?;
    detached(async move {
        let handle = state.games().game(&id).await?;
        let mut live = handle.live.lock().await;
        let color = [Color::White, Color::Black]
            .into_iter()
            .find(|c| {
                live.row.seats[c.index()]
                    .invite
                    .as_deref()
                    .is_some_and(|i| same_token(i, &code))
            })
            .ok_or_else(|| {
                ApiError::forbidden("wrong-invite", "this invite is not one of this game's")
            })?;
        // The joiner gets a token of its own: the one the creator was handed with the game
        // stops acting for this seat, so the creator can never play, chat or resign for it.
        let fresh = new_token()?;
        let taken = !live.row.seats[color.index()].taken
            && state
                .games()
                .take_seat(&handle, &mut live, color, viewer.account, Some(fresh))
                .await?;
        if !taken {
            return Err(ApiError::conflict(
                "invite-used",
                format!("{color}'s seat is taken: this link now only watches the game"),
            ));
        }
        let token = match color {
            Color::White => live.row.white_token.clone(),
            Color::Black => live.row.black_token.clone(),
        }
        .ok_or_else(|| ApiError::Internal("an invited seat without a token".into()))?;
        Ok(Json(Joined { seat: color, token }))
    })
    .await
}

/// `GET /api/me/games`: the logged-in account's unfinished games, its turn first; 401
/// `not-logged-in` without a session.
pub async fn my_games(
    State(state): State<AppState>,
    viewer: Viewer,
) -> Result<Json<MyGames>, ApiError> {
    let account = viewer.account.ok_or(ApiError::NotLoggedIn)?;
    let games = state.games().account_games(account.id).await?;
    Ok(Json(MyGames { games }))
}
