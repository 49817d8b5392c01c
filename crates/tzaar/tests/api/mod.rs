//! Calls to a running `tzaar serve`'s HTTP API, for the tests that start one (`serve.rs`,
//! `instances.rs`); they include `client` from the server's tests beside this module.
// Each test crate uses only some of them.
#![allow(dead_code)]

use std::net::SocketAddr;

use serde_json::Value;

use crate::client::{request, sensible_action_body};

/// The password every account in these tests is made with.
pub const PASSWORD: &str = "correct horse";

/// The status and the JSON answer of a request.
pub async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> (u16, Value) {
    let r = request(addr, method, path, token, body).await.unwrap();
    (r.status, r.json())
}

/// [`call`] that insists on success; the answer.
pub async fn ok(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> Value {
    let (status, v) = call(addr, method, path, token, body).await;
    assert!(status < 300, "{method} {path}: {status} {v}");
    v
}

/// A string field of a successful answer.
pub async fn ok_str(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
    field: &str,
) -> String {
    let v = ok(addr, method, path, token, body).await;
    v[field]
        .as_str()
        .unwrap_or_else(|| panic!("no `{field}` in {v}"))
        .to_string()
}

/// The state of game `id`.
pub async fn game(addr: SocketAddr, id: &str) -> Value {
    ok(addr, "GET", &format!("/api/games/{id}"), None, "").await
}

/// Plays the first action of game `id` that does not lose at once, as `token`; the state
/// it answers (with status 200).
pub async fn play(addr: SocketAddr, id: &str, token: &str) -> Value {
    let body = sensible_action_body(&game(addr, id).await);
    let path = format!("/api/games/{id}/actions");
    let (status, s) = call(addr, "POST", &path, Some(token), &body).await;
    assert_eq!(status, 200, "{s}");
    s
}

/// Plays actions of game `id` as `token` until `side` has finished its turn.
pub async fn play_turn(addr: SocketAddr, id: &str, token: &str, side: &str) -> Value {
    loop {
        let s = play(addr, id, token).await;
        if s["side"] != side {
            return s;
        }
    }
}

/// The body that signs up or logs in `name` with [`PASSWORD`].
pub fn credentials(name: &str) -> String {
    serde_json::json!({"name": name, "password": PASSWORD}).to_string()
}

/// Makes the account `name`; its session token.
pub async fn sign_up(addr: SocketAddr, name: &str) -> String {
    ok_str(
        addr,
        "POST",
        "/api/accounts",
        None,
        &credentials(name),
        "token",
    )
    .await
}

/// `by` posts the challenge `seek`; its id.
pub async fn challenge(addr: SocketAddr, by: &str, seek: &str) -> String {
    ok_str(addr, "POST", "/api/seeks", Some(by), seek, "id").await
}

/// `taker` accepts the challenge `seek`; the game's id.
pub async fn accept(addr: SocketAddr, taker: &str, seek: &str) -> String {
    let path = format!("/api/seeks/{seek}/accept");
    ok_str(addr, "POST", &path, Some(taker), "", "game").await
}
