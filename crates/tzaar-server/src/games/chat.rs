//! The players' chat of a game: messages stored in the archive, pushed to the game's
//! WebSocket as `{"type":"chat","message":{...}}`, and a rate limit per seat.

use std::sync::Arc;
use std::time::Instant;

use serde::Serialize;
use tzaar_core::Color;

use super::live::GameHandle;
use super::presence::{CHAT_BURST, CHAT_WINDOW};
use super::service::Games;
use crate::error::ApiError;
use crate::store::ChatLine;

/// The longest message, in characters.
pub const CHAT_MAX: usize = 500;

/// The WebSocket message carrying a new chat message.
pub fn chat_message(message: &ChatLine) -> String {
    #[derive(Serialize)]
    struct Wire<'a> {
        r#type: &'static str,
        message: &'a ChatLine,
    }
    serde_json::to_string(&Wire {
        r#type: "chat",
        message,
    })
    .unwrap_or_default()
}

impl Games {
    /// Stores `side`'s message `text` (already checked) under `author` in game `handle`'s
    /// chat and pushes it to the game's subscribers; 429 `chat-too-fast` past the rate limit.
    /// The caller holds the game's lock, so that messages reach subscribers in order.
    pub async fn post_chat(
        &self,
        handle: &Arc<GameHandle>,
        side: Color,
        author: String,
        text: String,
        now: i64,
    ) -> Result<ChatLine, ApiError> {
        if !handle.chat.admit(side, Instant::now()) {
            return Err(ApiError::TooManyRequests {
                code: "chat-too-fast",
                message: format!(
                    "at most {CHAT_BURST} messages every {} seconds: wait a moment",
                    CHAT_WINDOW.as_secs()
                ),
                retry_after: CHAT_WINDOW.as_secs(),
            });
        }
        let id = handle.id.clone();
        let line = self
            .blocking(move |s| s.add_chat(&id, side.name(), &author, &text, now))
            .await?;
        let message = line;
        if handle.tx.receiver_count() > 0 {
            let _ = handle.tx.send(chat_message(&message));
        }
        self.inner.bus.tell(crate::cluster::Note::Chat {
            game: handle.id.clone(),
            message: chat_message(&message),
        });
        Ok(message)
    }
}
