//! `GET /api/games/{id}/ws`: a game's state, pushed on connect and after every change. Players
//! and spectators use the same socket; moves go through the HTTP API.

use std::sync::Arc;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use tokio::sync::broadcast::error::RecvError;

use crate::AppState;
use crate::error::ApiError;
use crate::games::{GameHandle, state_message};

/// The largest message a client may send.
const MAX_MESSAGE: usize = 4096;

/// Upgrades to a WebSocket subscribed to the game; 404 for an unknown game.
pub async fn subscribe(
    State(state): State<AppState>,
    Path(id): Path<String>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let handle = state.game(&id).await?;
    let upgrade = upgrade.map_err(|e| ApiError::bad("not-websocket", e.body_text()))?;
    Ok(upgrade
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| follow(socket, handle)))
}

async fn current(handle: &GameHandle) -> String {
    state_message(&*handle.live.lock().await)
}

/// Sends the state now and after each change; answers pings; ends when the client leaves.
async fn follow(mut socket: WebSocket, handle: Arc<GameHandle>) {
    // Subscribe first, then read the state: no change can fall between the two.
    let mut rx = handle.tx.subscribe();
    if socket
        .send(Message::Text(current(&handle).await.into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            change = rx.recv() => {
                let text = match change {
                    Ok(text) => text,
                    // Too slow to follow every change: the latest state says it all.
                    Err(RecvError::Lagged(_)) => current(&handle).await,
                    Err(RecvError::Closed) => break,
                };
                if socket.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    let is_ping = serde_json::from_str::<serde_json::Value>(text.as_str())
                        .is_ok_and(|v| v.get("type").and_then(|t| t.as_str()) == Some("ping"));
                    if is_ping
                        && socket.send(Message::Text(r#"{"type":"pong"}"#.into())).await.is_err()
                    {
                        break;
                    }
                }
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                Some(Ok(_)) => {}
            }
        }
    }
}
