//! `GET /api/games/{id}/ws`: a game's state, pushed on connect and after every change. Players
//! and spectators use the same socket; moves go through the HTTP API. A player's socket
//! (`?token=<seat token>`, or the account's session) counts as their presence.

use std::sync::Arc;

use axum::extract::Query;
use axum::extract::rejection::QueryRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use tokio::sync::broadcast::error::RecvError;
use tzaar_core::Color;

use crate::accounts::SessionWatch;
use crate::api::Params;
use crate::api::extract::AtGame;
use crate::error::ApiError;
use crate::games::{GameHandle, Seat, state_message};
use crate::listen::Slot;
use crate::state::AppState;
use axum::Extension;

/// The largest message a client may send.
const MAX_MESSAGE: usize = 4096;

/// Upgrades to a WebSocket subscribed to the game; 404 for an unknown game. The seat that
/// `?token=` or the viewer's session opens is present while the socket is open; any other
/// socket watches.
pub async fn subscribe(
    AtGame {
        state,
        id,
        mut viewer,
    }: AtGame,
    slot: Option<Extension<Arc<Slot>>>,
    query: Result<Query<Params>, QueryRejection>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let Query(params) = query?;
    let handle = state.games().game(&id).await?;
    let upgrade = upgrade.map_err(|e| ApiError::bad("not-websocket", e.body_text()))?;
    if let Some(token) = params.get("token") {
        viewer.bearer = Some(token.clone());
    }
    let colors: Vec<Color> = match handle.live.lock().await.seat(&viewer) {
        Ok(Seat::Color(c)) => vec![c],
        Ok(Seat::Both) => vec![Color::White, Color::Black],
        Err(_) => Vec::new(),
    };
    let session = state.accounts().watch(&viewer);
    Ok(upgrade
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            // The socket keeps its connection's place among the client's connections.
            let _slot = slot;
            present(state, socket, handle, colors, session).await;
        }))
}

/// Counts the socket as `colors`' presence while it follows the game, and tells everyone
/// (the other instances too).
async fn present(
    state: AppState,
    socket: WebSocket,
    handle: Arc<GameHandle>,
    colors: Vec<Color>,
    session: SessionWatch,
) {
    state.games().attend(&handle, &colors, true).await;
    follow(socket, &handle, session).await;
    state.games().attend(&handle, &colors, false).await;
}

async fn current(handle: &GameHandle) -> String {
    state_message(&*handle.live.lock().await)
}

/// Sends the state now and after each change; answers pings; ends when the client leaves, or
/// closes when the session that opened it ends.
async fn follow(mut socket: WebSocket, handle: &GameHandle, mut session: SessionWatch) {
    // Subscribe first, then read the state: no change can fall between the two.
    let mut rx = handle.tx.subscribe();
    if socket
        .send(Message::Text(current(handle).await.into()))
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
                    Err(RecvError::Lagged(_)) => current(handle).await,
                    Err(RecvError::Closed) => break,
                };
                if socket.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => if !answer(&mut socket, incoming).await {
                break;
            },
            () = session.ended() => {
                close_for_ended_session(&mut socket).await;
                break;
            }
        }
    }
}

/// Closes a socket whose session has ended, saying so (close code 4001).
pub(crate) async fn close_for_ended_session(socket: &mut WebSocket) {
    let frame = axum::extract::ws::CloseFrame {
        code: 4001,
        reason: "the session has ended".into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// Answers what a client sent on a socket: `{"type": "ping"}` with `{"type": "pong"}`, anything
/// else ignored. `false` when the socket is done (closed, failed, or the answer could not go).
pub(crate) async fn answer(
    socket: &mut WebSocket,
    incoming: Option<Result<Message, axum::Error>>,
) -> bool {
    match incoming {
        Some(Ok(Message::Text(text))) => {
            let is_ping = serde_json::from_str::<serde_json::Value>(text.as_str())
                .is_ok_and(|v| v.get("type").and_then(|t| t.as_str()) == Some("ping"));
            !is_ping
                || socket
                    .send(Message::Text(r#"{"type":"pong"}"#.into()))
                    .await
                    .is_ok()
        }
        Some(Ok(Message::Close(_)) | Err(_)) | None => false,
        Some(Ok(_)) => true,
    }
}
