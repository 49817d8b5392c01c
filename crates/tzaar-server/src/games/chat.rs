//! The players' chat of a game: messages stored in the archive, pushed to the game's
//! WebSocket as `{"type":"chat","message":{...}}`, and a rate limit per seat.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use tzaar_core::Color;

use super::live::GameHandle;
use crate::AppState;
use crate::dates::iso_time;
use crate::error::ApiError;
use crate::store::ChatLine;

/// The most messages a seat may send within [`CHAT_WINDOW`].
pub const CHAT_BURST: usize = 5;
/// The window of the chat's rate limit.
pub const CHAT_WINDOW: Duration = Duration::from_secs(10);
/// The longest message, in characters.
pub const CHAT_MAX: usize = 500;

/// A chat message as the API sends it.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct ChatMessage {
    /// Its number in the game's chat, from 1.
    pub seq: u32,
    /// The seat that wrote it, `white` or `black`.
    pub side: String,
    /// The name shown with it.
    pub author: String,
    /// The text, exactly as accepted (pages must show it as text, never as HTML).
    pub text: String,
    /// When it was written (ISO 8601, UTC).
    pub at: String,
}

impl From<ChatLine> for ChatMessage {
    fn from(line: ChatLine) -> ChatMessage {
        ChatMessage {
            seq: line.seq,
            side: line.side,
            author: line.author,
            text: line.text,
            at: iso_time(line.at),
        }
    }
}

/// The WebSocket message carrying a new chat message.
pub fn chat_message(message: &ChatMessage) -> String {
    #[derive(Serialize)]
    struct Wire<'a> {
        r#type: &'static str,
        message: &'a ChatMessage,
    }
    serde_json::to_string(&Wire {
        r#type: "chat",
        message,
    })
    .unwrap_or_default()
}

/// Each seat's recent messages, for the rate limit (kept in memory only).
#[derive(Debug, Default)]
pub struct ChatLimit {
    recent: std::sync::Mutex<[VecDeque<Instant>; 2]>,
}

impl ChatLimit {
    /// Whether `side` may send a message at `now`; if so, counts it.
    pub fn admit(&self, side: Color, now: Instant) -> bool {
        let mut recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        let sent = &mut recent[side.index()];
        while sent
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= CHAT_WINDOW)
        {
            sent.pop_front();
        }
        if sent.len() >= CHAT_BURST {
            return false;
        }
        sent.push_back(now);
        true
    }
}

impl AppState {
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
    ) -> Result<ChatMessage, ApiError> {
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
        let message = ChatMessage::from(line);
        if handle.tx.receiver_count() > 0 {
            let _ = handle.tx.send(chat_message(&message));
        }
        self.inner.bus.tell(crate::cluster::Note::Chat {
            game: handle.id.clone(),
            message: message.clone(),
        });
        Ok(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_limit_counts_each_seat_within_its_window() {
        let limit = ChatLimit::default();
        let t0 = Instant::now();
        for _ in 0..CHAT_BURST {
            assert!(limit.admit(Color::White, t0));
        }
        assert!(!limit.admit(Color::White, t0 + Duration::from_secs(1)));
        assert!(limit.admit(Color::Black, t0));
        assert!(limit.admit(Color::White, t0 + CHAT_WINDOW));
    }
}
