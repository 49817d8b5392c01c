//! A real server on 127.0.0.1: two players play a whole online game over HTTP and WebSocket,
//! a spectator follows every change, and a player who reconnects is back in the game.

#[path = "common/client.rs"]
mod client;
#[path = "common/sockets.rs"]
mod sockets;

use std::net::SocketAddr;
use std::time::Duration;

use client::request;
use futures_util::SinkExt;
use sockets::{next, state_where};
use tokio_tungstenite::connect_async;
use tokio_tungstenite::tungstenite::Message;
use tzaar_server::ServerConfig;

async fn start() -> (SocketAddr, tokio::sync::oneshot::Sender<()>) {
    sockets::start(ServerConfig::for_tests()).await
}

async fn connect(addr: SocketAddr, id: &str) -> sockets::Socket {
    sockets::connect(addr, id, None).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_online_game_and_a_spectator_follows() {
    let (addr, stop) = start().await;
    let created = request(
        addr,
        "POST",
        "/api/games",
        None,
        r#"{"mode":"online","setup":"random","seed":11}"#,
    )
    .await
    .unwrap();
    assert_eq!(created.status, 201, "{}", created.body);
    let created = created.json();
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [
        created["tokens"]["white"].as_str().unwrap().to_string(),
        created["tokens"]["black"].as_str().unwrap().to_string(),
    ];

    // The spectator records every state it is sent, until the game is over.
    let mut spectator = connect(addr, &id).await;
    let watcher = tokio::spawn(async move {
        spectator
            .send(Message::Text(r#"{"type":"ping"}"#.into()))
            .await
            .unwrap();
        let mut seen = Vec::new();
        let mut pong = false;
        loop {
            let msg = next(&mut spectator).await;
            if msg["type"] == "pong" {
                pong = true;
                continue;
            }
            let s = msg["state"].clone();
            seen.push(s["actions_played"].as_u64().unwrap());
            if s["status"] == "over" {
                return (seen, pong, s);
            }
        }
    });

    let mut players = [connect(addr, &id).await, connect(addr, &id).await];
    let mut played = 0u64;
    loop {
        let side = usize::from(
            played > 0 && {
                let s = request(addr, "GET", &format!("/api/games/{id}"), None, "")
                    .await
                    .unwrap();
                s.json()["side"] == "black"
            },
        );
        // The mover waits on its own socket for the state after the last action.
        let state = state_where(&mut players[side], |s| s["actions_played"] == played).await;
        if state["status"] == "over" {
            break;
        }
        assert_eq!(state["side"], ["white", "black"][side]);
        let body = client::sensible_action_body(&state);
        // The other player may not move now.
        let wrong = request(
            addr,
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&tokens[1 - side]),
            &body,
        )
        .await
        .unwrap();
        assert_eq!(wrong.status, 409, "{}", wrong.body);
        let reply = request(
            addr,
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&tokens[side]),
            &body,
        )
        .await
        .unwrap();
        assert_eq!(reply.status, 200, "{}", reply.body);
        played += 1;
        if played == 6 {
            // White leaves and comes back: the first message is the game as it stands.
            players[0].close(None).await.unwrap();
            players[0] = connect(addr, &id).await;
            let back = state_where(&mut players[0], |_| true).await;
            assert_eq!(back["actions_played"], played);
        }
        assert!(played < 1000, "the game does not end");
    }

    let (seen, pong, last) = tokio::time::timeout(Duration::from_secs(10), watcher)
        .await
        .unwrap()
        .unwrap();
    assert!(pong);
    assert_eq!(last["status"], "over");
    assert_eq!(last["actions_played"], played);
    assert!(last["result"]["winner"].is_string());
    // Every action reached the spectator, in order.
    let mut distinct = seen.clone();
    distinct.dedup();
    assert_eq!(distinct, (0..=played).collect::<Vec<_>>(), "{seen:?}");
    // The archive lists the finished game.
    let list = request(addr, "GET", "/api/games", None, "")
        .await
        .unwrap()
        .json();
    assert_eq!(list["games"][0]["status"], "over");
    stop.send(()).unwrap();
}

#[tokio::test]
async fn a_socket_to_an_unknown_game_is_refused() {
    let (addr, _stop) = start().await;
    assert!(
        connect_async(format!("ws://{addr}/api/games/AAAAAAAAAAAA/ws"))
            .await
            .is_err()
    );
    let r = request(addr, "GET", "/api/games/AAAAAAAAAAAA/ws", None, "")
        .await
        .unwrap();
    assert_eq!(r.status, 404);
}

#[tokio::test]
async fn a_chat_message_reaches_the_socket_beside_the_states() {
    let (addr, _stop) = start().await;
    let created = request(addr, "POST", "/api/games", None, r#"{"mode":"online"}"#)
        .await
        .unwrap()
        .json();
    let id = created["id"].as_str().unwrap();
    let black = created["tokens"]["black"].as_str().unwrap();
    let mut socket = connect(addr, id).await;
    assert_eq!(next(&mut socket).await["type"], "state");
    let text = "<script>alert(1)</script>";
    let body = serde_json::json!({ "text": text }).to_string();
    let path = format!("/api/games/{id}/chat");
    let reply = request(addr, "POST", &path, Some(black), &body)
        .await
        .unwrap();
    assert_eq!(reply.status, 201, "{}", reply.body);
    let msg = next(&mut socket).await;
    assert_eq!(msg["type"], "chat", "{msg}");
    assert_eq!(msg["message"], reply.json());
    assert_eq!(msg["message"]["text"], text);
}
