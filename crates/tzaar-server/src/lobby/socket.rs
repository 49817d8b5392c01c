//! `GET /api/lobby/ws`: the open challenges and who is online on connect, then every change:
//! challenges posted and gone, games starting, accounts coming and going. A logged-in
//! account's socket counts it as online.

use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde::Serialize;
use tokio::sync::broadcast::error::RecvError;

use super::seeks::SeekInfo;
use crate::accounts::Viewer;
use crate::error::ApiError;
use crate::listen::Slot;
use crate::state::AppState;
use axum::Extension;

/// The largest message a client may send.
const MAX_MESSAGE: usize = 4096;

/// The first message: the lobby as it is.
#[derive(Serialize)]
struct Snapshot<'a> {
    r#type: &'static str,
    /// The viewer's name, if logged in.
    you: Option<&'a str>,
    /// The open challenges the viewer may see.
    seeks: Vec<SeekInfo>,
    /// The accounts online.
    online: Vec<String>,
    /// The accounts among `online` that programs play.
    bots: Vec<String>,
}

/// Upgrades to the lobby socket.
pub async fn subscribe(
    State(state): State<AppState>,
    viewer: Viewer,
    slot: Option<Extension<Arc<Slot>>>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let upgrade = upgrade.map_err(|e| ApiError::bad("not-websocket", e.body_text()))?;
    Ok(upgrade
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            // The socket keeps its connection's place among the client's connections.
            let _slot = slot;
            follow(socket, state, viewer).await;
        }))
}

/// The lobby as `name` sees it now.
async fn snapshot(state: &AppState, name: Option<&str>) -> Result<String, ApiError> {
    let seeks = state.visible_seeks(name).await?;
    let online = state.inner.lobby.online();
    let text = serde_json::to_string(&Snapshot {
        r#type: "lobby",
        you: name,
        seeks,
        bots: state.inner.lobby.bots_among(&online),
        online,
    })
    .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(text)
}

async fn follow(mut socket: WebSocket, state: AppState, viewer: Viewer) {
    let mut session = state.accounts().watch(&viewer);
    let lobby = Arc::clone(&state.inner.lobby);
    let bot = viewer.account.as_ref().is_some_and(|a| a.bot);
    let name = viewer.account.map(|a| a.name);
    // Subscribe first, then read the lobby: no change can fall between the two.
    let mut rx = lobby.subscribe();
    let _presence = name.as_deref().map(|n| lobby.enter(n, bot));
    let Ok(first) = snapshot(&state, name.as_deref()).await else {
        return;
    };
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            change = rx.recv() => {
                let text = match change {
                    Ok(out) if out.is_for(name.as_deref()) => out.text.clone(),
                    Ok(_) => continue,
                    // Too slow to follow every change: the lobby as it is now says it all.
                    Err(RecvError::Lagged(_)) => match snapshot(&state, name.as_deref()).await {
                        Ok(text) => text,
                        Err(_) => break,
                    },
                    Err(RecvError::Closed) => break,
                };
                if socket.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => if !crate::ws::answer(&mut socket, incoming).await {
                break;
            },
            () = session.ended() => {
                crate::ws::close_for_ended_session(&mut socket).await;
                break;
            }
        }
    }
}
