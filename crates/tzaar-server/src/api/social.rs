//! The handlers of the chat of a game (its rules are in [`crate::games::chat`]), with their
//! request and reply bodies.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use super::body::JsonBody;
use super::detached;
use super::extract::AtGame;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::chat::CHAT_MAX;
use crate::games::online_seat;
use crate::state::AppState;
use crate::store::ChatLine;

/// The routes of this module.
pub fn routes() -> Router<AppState> {
    Router::new().route("/api/games/{id}/chat", post(post_chat).get(chat))
}

/// The body of `POST /api/games/{id}/chat`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct ChatPost {
    /// The message.
    pub text: String,
}

impl ChatPost {
    /// The message without format characters and trimmed; `bad-chat` if it shows nothing,
    /// is longer than [`CHAT_MAX`] characters, or has control characters (a message is one
    /// line).
    pub fn validate(self) -> Result<String, ApiError> {
        let text = crate::text::strip_format(&self.text);
        if !crate::text::shows_something(&text)
            || text.chars().count() > CHAT_MAX
            || text.chars().any(char::is_control)
        {
            return Err(ApiError::bad(
                "bad-chat",
                format!(
                    "a chat message is one line of 1 to {CHAT_MAX} characters that shows \
                     something, without control characters"
                ),
            ));
        }
        Ok(text)
    }
}

/// The body of `GET /api/games/{id}/chat`.
#[derive(Serialize, Debug, Clone)]
pub struct ChatList {
    /// The messages, oldest first.
    pub messages: Vec<ChatLine>,
}

/// `POST /api/games/{id}/chat`: a seated player's message in an online game; 201 with it.
pub async fn post_chat(
    AtGame { state, id, viewer }: AtGame,
    JsonBody(req): JsonBody<ChatPost>,
) -> Result<Response, ApiError> {
    let text = req.validate()?;
    let message = detached(async move {
        let handle = state.games().game(&id).await?;
        // Held while the message is stored, so that subscribers get messages in order.
        let live = handle.live.lock().await;
        let seat = live.seat(&viewer)?;
        let side = online_seat(&live, seat, "chat is")?;
        let opponent = live.row.seats[side.opponent().index()].account;
        let me = viewer.account.as_ref().map(|a| a.id);
        state.moderation().check(opponent, me).await?;
        let author = match viewer.account {
            Some(account) => account.name,
            None if side == tzaar_core::Color::White => live.row.white.clone(),
            None => live.row.black.clone(),
        };
        state
            .games()
            .post_chat(&handle, side, author, text, now_ms())
            .await
    })
    .await?;
    Ok((StatusCode::CREATED, Json(message)).into_response())
}

/// `GET /api/games/{id}/chat`: the game's chat, for anyone.
pub async fn chat(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<ChatList>, ApiError> {
    let handle = state.games().game(&id).await?;
    let lines = state.games().chat(&handle.id).await?;
    let messages = lines;
    Ok(Json(ChatList { messages }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str) -> Result<String, ApiError> {
        ChatPost { text: text.into() }.validate()
    }

    #[test]
    fn a_chat_message_is_one_trimmed_line_of_at_most_500_characters() {
        assert_eq!(check("  hi  ").unwrap(), "hi");
        assert_eq!(check("<img src=x>").unwrap(), "<img src=x>");
        assert_eq!(check(&"é".repeat(500)).unwrap().chars().count(), 500);
        for bad in [
            "",
            "   ",
            "a\nb",
            "a\u{7}b",
            "\u{200B}\u{200C}\u{FEFF}",
            "\u{3164}",
        ] {
            assert_eq!(check(bad).unwrap_err().code(), "bad-chat", "{bad:?}");
        }
        assert_eq!(check("gg\u{202E}ez\u{2028}").unwrap(), "ggez");
        assert!(check(&"a".repeat(501)).is_err());
    }
}
