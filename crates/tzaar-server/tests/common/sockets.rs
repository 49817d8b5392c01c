//! A real server on 127.0.0.1 and WebSocket clients of its games, for the tests that need
//! sockets (`tests/ws.rs`, `tests/online.rs`, the lobby's and the load test).

#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::StreamExt;
use serde_json::Value;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::header::AUTHORIZATION;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};
use tzaar_server::{AppState, ServerConfig, serve_on};

/// A client's socket.
pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Starts a server with `config` on a free port; it stops when the returned sender is dropped
/// or used.
pub async fn start(config: ServerConfig) -> (SocketAddr, tokio::sync::oneshot::Sender<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let state = AppState::open(config).unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(serve_on(listener, state, async {
        let _ = stopped.await;
    }));
    (addr, stop)
}

/// A socket following game `id`, as the player of the seat `token` if given.
pub async fn connect(addr: SocketAddr, id: &str, token: Option<&str>) -> Socket {
    let query = token.map_or(String::new(), |t| format!("?token={t}"));
    let (socket, _) = connect_async(format!("ws://{addr}/api/games/{id}/ws{query}"))
        .await
        .unwrap();
    socket
}

/// A socket at `path` (the lobby's, a game's) opened with the session `token` as its bearer.
pub async fn with_session(addr: SocketAddr, path: &str, token: &str) -> Socket {
    let mut req = format!("ws://{addr}{path}").into_client_request().unwrap();
    req.headers_mut()
        .insert(AUTHORIZATION, format!("Bearer {token}").parse().unwrap());
    connect_async(req).await.unwrap().0
}

/// The next message on the socket, as JSON (within 10 s).
pub async fn next(socket: &mut Socket) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("no message within 10 s")
            .expect("the socket closed")
            .unwrap();
        if let Message::Text(text) = msg {
            return serde_json::from_str(text.as_str()).unwrap();
        }
    }
}

/// Reads messages until one of the type `kind` satisfies `done`.
pub async fn message(socket: &mut Socket, kind: &str, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let msg = next(socket).await;
        if msg["type"] == kind && done(&msg) {
            return msg;
        }
    }
}

/// Reads states until one satisfies `done`.
pub async fn state_where(socket: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let msg = next(socket).await;
        assert_eq!(msg["type"], "state", "{msg}");
        if done(&msg["state"]) {
            return msg["state"].clone();
        }
    }
}
