//! Two players of an online game on a real server, each on the game's socket, for the tests
//! of claims by absence (`tests/online.rs`, `tests/fair_play.rs`). The including test has the
//! modules `client`, `common` and `sockets` at its root.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::{Value, json};
use tzaar_server::ServerConfig;

use crate::client;
use crate::common::safe_action;
use crate::sockets::{self, Socket, state_where};

/// A server on a free port whose players may claim after `claim_after`.
pub async fn start(claim_after: Duration) -> (SocketAddr, tokio::sync::oneshot::Sender<()>) {
    let config = ServerConfig {
        claim_after,
        ..ServerConfig::for_tests()
    };
    sockets::start(config).await
}

/// `method path` with an optional bearer token and no body.
pub async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
) -> client::Reply {
    client::request(addr, method, path, token, "")
        .await
        .unwrap()
}

/// Plays `action` as `token` over HTTP; the new State.
pub async fn play(addr: SocketAddr, id: &str, token: &str, action: &str) -> Value {
    let body = json!({ "action": action }).to_string();
    let path = format!("/api/games/{id}/actions");
    let r = client::request(addr, "POST", &path, Some(token), &body)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

/// Game `id`'s State.
pub async fn state_of(addr: SocketAddr, id: &str) -> Value {
    call(addr, "GET", &format!("/api/games/{id}"), None)
        .await
        .json()
}

/// Claims the win in game `id` as `token`.
pub async fn claim(addr: SocketAddr, id: &str, token: &str) -> client::Reply {
    call(addr, "POST", &format!("/api/games/{id}/claim"), Some(token)).await
}

/// Closes the socket of the player of `side`; the first State its opponent's socket `stays`
/// then reads with `side` absent.
pub async fn leave(mut leaving: Socket, side: &str, stays: &mut Socket) -> Value {
    leaving.close(None).await.unwrap();
    state_where(stays, |s| s["presence"][side] == false).await
}

/// The status and error code of a reply.
pub fn refusal(r: &client::Reply) -> (u16, Value) {
    (r.status, r.json()["error"].clone())
}

/// A game created by `body`, begun: White's opening capture and Black's first action played,
/// both players connected, Black to act (its second action); before Black's first action
/// there was nothing to claim. White's and Black's sockets, the id, White's and Black's
/// tokens.
pub async fn begun(addr: SocketAddr, body: &str) -> (Socket, Socket, String, String, String) {
    let c = client::request(addr, "POST", "/api/games", None, body)
        .await
        .unwrap()
        .json();
    let id = c["id"].as_str().unwrap().to_string();
    let white = c["tokens"]["white"].as_str().unwrap().to_string();
    let black = c["tokens"]["black"].as_str().unwrap().to_string();
    let mut ws = sockets::connect(addr, &id, Some(&white)).await;
    state_where(&mut ws, |s| s["presence"]["white"] == true).await;
    let mut bs = sockets::connect(addr, &id, Some(&black)).await;
    state_where(&mut ws, |s| {
        s["presence"] == json!({"white": true, "black": true})
    })
    .await;
    let r = claim(addr, &id, &white).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    let s = play(addr, &id, &white, "D5xD4").await;
    let s = play(addr, &id, &black, &safe_action(&s)).await;
    assert_eq!(
        (&s["side"], &s["phase"]),
        (&json!("black"), &json!("second"))
    );
    state_where(&mut bs, |s| s["actions_played"] == 2).await;
    (ws, bs, id, white, black)
}
