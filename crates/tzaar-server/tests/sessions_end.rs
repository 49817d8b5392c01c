//! Ending a session (a log-out, a new password, the account deleted) closes the sockets it opened at once: the
//! lobby's, which kept the account online and receiving challenges, and a game's.

#[path = "common/client.rs"]
mod client;
#[path = "common/sockets.rs"]
mod sockets;

use std::net::SocketAddr;
use std::time::Duration;

use client::request;
use futures_util::StreamExt;
use serde_json::{Value, json};
use sockets::with_session;
use tokio_tungstenite::tungstenite::Message;
use tzaar_server::ServerConfig;

type Socket = sockets::Socket;

/// The lobby socket's path.
const LOBBY: &str = "/api/lobby/ws";

/// Signs `name` up; the session token.
async fn account(addr: SocketAddr, name: &str) -> String {
    client::sign_up(addr, name, "long enough").await
}

/// Reads until the socket closes (within 5 s); the close frame's code, if any.
async fn closed(socket: &mut Socket) -> Option<u16> {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("the socket was not closed within 5 s");
        match msg {
            Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
            Some(Ok(_)) => continue,
            Some(Err(_)) | None => return None,
        }
    }
}

/// The lobby's list of who is online, as `socket` is told it first.
async fn online(socket: &mut Socket) -> Value {
    let first = sockets::next(socket).await;
    assert_eq!(first["type"], "lobby", "{first}");
    first["online"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_log_out_closes_the_sessions_sockets() {
    let (addr, stop) = sockets::start(ServerConfig::for_tests()).await;
    let ann = account(addr, "Ann").await;
    let mut lobby = with_session(addr, LOBBY, &ann).await;
    assert_eq!(online(&mut lobby).await, json!(["Ann"]));
    let c = request(
        addr,
        "POST",
        "/api/games",
        Some(&ann),
        r#"{"mode":"online"}"#,
    )
    .await
    .unwrap()
    .json();
    let id = c["id"].as_str().unwrap();
    let mut game = with_session(addr, &format!("/api/games/{id}/ws"), &ann).await;
    let first = sockets::next(&mut game).await;
    assert_eq!(first["state"]["presence"]["white"], true, "{first}");
    let out = request(addr, "DELETE", "/api/session", Some(&ann), "")
        .await
        .unwrap();
    assert_eq!(out.status, 204);
    assert_eq!(closed(&mut lobby).await, Some(4001));
    assert_eq!(closed(&mut game).await, Some(4001));
    // Ann is no longer online.
    let bob = account(addr, "Bob").await;
    let mut other = with_session(addr, LOBBY, &bob).await;
    assert_eq!(online(&mut other).await, json!(["Bob"]));
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_password_closes_the_other_sessions_sockets_only() {
    let (addr, stop) = sockets::start(ServerConfig::for_tests()).await;
    let first = account(addr, "Ann").await;
    let second = client::log_in(addr, "Ann", "long enough").await;
    let mut old = with_session(addr, LOBBY, &first).await;
    online(&mut old).await;
    let mut kept = with_session(addr, LOBBY, &second).await;
    online(&mut kept).await;
    let body = json!({"old": "long enough", "new": "longer than that"}).to_string();
    let changed = request(addr, "PUT", "/api/me/password", Some(&second), &body)
        .await
        .unwrap();
    assert_eq!(changed.status, 204, "{}", changed.body);
    assert_eq!(closed(&mut old).await, Some(4001));
    // The session that changed the password goes on: its socket still hears the lobby.
    let seek = json!({"days_per_turn": 3}).to_string();
    let posted = request(addr, "POST", "/api/seeks", Some(&second), &seek)
        .await
        .unwrap();
    assert_eq!(posted.status, 201, "{}", posted.body);
    let heard = tokio::time::timeout(Duration::from_secs(5), kept.next())
        .await
        .expect("the kept socket hears the new challenge")
        .unwrap()
        .unwrap();
    assert!(matches!(heard, Message::Text(_)), "{heard:?}");
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_account_s_sockets_close_and_its_opponent_hears_of_it() {
    let (addr, stop) = sockets::start(ServerConfig::for_tests()).await;
    let ann = account(addr, "Ann").await;
    let bob = account(addr, "Bob").await;
    let seek = json!({"days_per_turn": 3, "color": "white"}).to_string();
    let posted = request(addr, "POST", "/api/seeks", Some(&ann), &seek)
        .await
        .unwrap()
        .json();
    let seek_id = posted["id"].as_str().unwrap().to_string();
    let taken = request(
        addr,
        "POST",
        &format!("/api/seeks/{seek_id}/accept"),
        Some(&bob),
        "",
    )
    .await
    .unwrap()
    .json();
    let game_id = taken["game"].as_str().unwrap().to_string();
    let open = request(addr, "POST", "/api/seeks", Some(&ann), &seek)
        .await
        .unwrap()
        .json();
    let mut lobby = with_session(addr, LOBBY, &ann).await;
    online(&mut lobby).await;
    let mut watching = with_session(addr, LOBBY, &bob).await;
    online(&mut watching).await;
    let body = json!({"password": "long enough"}).to_string();
    let gone = request(addr, "DELETE", "/api/me", Some(&ann), &body)
        .await
        .unwrap();
    assert_eq!(gone.status, 204, "{}", gone.body);
    assert_eq!(closed(&mut lobby).await, Some(4001));
    // Bob hears that the game is over (aborted: nobody is to act), that Ann's challenge left,
    // and that she went.
    let (mut over, mut left, mut went) = (false, false, false);
    while !(over && left && went) {
        let heard = sockets::next(&mut watching).await;
        match heard["type"].as_str() {
            Some("game-changed") if heard["game"] == game_id.as_str() => {
                assert_eq!(heard["to_act"], Value::Null, "{heard}");
                over = true;
            }
            Some("seek-gone") if heard["id"] == open["id"] => left = true,
            Some("online") if heard["left"] == json!(["Ann"]) => went = true,
            _ => {}
        }
    }
    stop.send(()).unwrap();
}
