//! Fair play between people: a win by absence is claimed only in real time and only against
//! the side to act; no engine output about an online game while it goes on; a signed-in
//! player's games carry the account; a guest's page learns it is a guest without an error.

#[path = "common/client.rs"]
mod client;
mod common;
#[path = "common/sockets.rs"]
mod sockets;

use std::net::SocketAddr;
use std::time::Duration;

use common::{account, act, create, get, post, router, safe_action, state};
use serde_json::{Value, json};
use sockets::{Socket, state_where};
use tzaar_server::ServerConfig;

/// A server on a free port whose players may claim after `claim_after`.
async fn start(claim_after: Duration) -> (SocketAddr, tokio::sync::oneshot::Sender<()>) {
    let config = ServerConfig {
        claim_after,
        ..ServerConfig::for_tests()
    };
    sockets::start(config).await
}

async fn call(addr: SocketAddr, method: &str, path: &str, token: Option<&str>) -> client::Reply {
    client::request(addr, method, path, token, "")
        .await
        .unwrap()
}

/// Plays `action` as `token` over HTTP; the new State.
async fn play(addr: SocketAddr, id: &str, token: &str, action: &str) -> Value {
    let body = json!({ "action": action }).to_string();
    let path = format!("/api/games/{id}/actions");
    let r = client::request(addr, "POST", &path, Some(token), &body)
        .await
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

/// The status and error code of a reply.
fn refusal(r: &client::Reply) -> (u16, Value) {
    (r.status, r.json()["error"].clone())
}

/// A game created by `body`, begun: White's opening capture and Black's first action played,
/// both players connected, Black to act (its second action). White's and Black's sockets, the
/// id, White's and Black's tokens.
async fn begun(addr: SocketAddr, body: &str) -> (Socket, Socket, String, String, String) {
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
    let s = play(addr, &id, &white, "D5xD4").await;
    let s = play(addr, &id, &black, &safe_action(&s)).await;
    assert_eq!(
        (&s["side"], &s["phase"]),
        (&json!("black"), &json!("second"))
    );
    state_where(&mut bs, |s| s["actions_played"] == 2).await;
    (ws, bs, id, white, black)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_is_claimed_only_against_the_absent_side_to_act() {
    let (addr, stop) = start(Duration::ZERO).await;
    let (mut ws, mut bs, id, white, black) = begun(addr, r#"{"mode":"online"}"#).await;
    let claim = format!("/api/games/{id}/claim");
    // White leaves while Black is to act: Black cannot claim, however long White is gone.
    ws.close(None).await.unwrap();
    let s = state_where(&mut bs, |s| s["presence"]["white"] == false).await;
    assert_eq!(s["claim"], Value::Null, "White is not to act: {s}");
    let r = call(addr, "POST", &claim, Some(&black)).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    assert!(r.json()["message"].as_str().unwrap().contains("your turn"));
    // Black ends its turn: White, still gone, is to act, and the claim opens.
    let s = play(addr, &id, &black, "pass").await;
    assert_eq!(s["side"], "white");
    assert_eq!(s["claim"], json!({"against": "white", "in_ms": 0}));
    // White cannot claim against Black, who is here and not to act.
    let r = call(addr, "POST", &claim, Some(&white)).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    let r = call(addr, "POST", &claim, Some(&black)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.json()["result"],
        json!({"winner": "black", "reason": "abandoned", "score": "0-1"})
    );
    assert_eq!(r.json()["claim"], Value::Null, "nothing to claim once over");
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_state_counts_down_to_a_claim() {
    let (addr, stop) = start(Duration::from_secs(3600)).await;
    let (mut ws, bs, id, white, _) = begun(addr, r#"{"mode":"online"}"#).await;
    let s = call(addr, "GET", &format!("/api/games/{id}"), None)
        .await
        .json();
    assert_eq!(s["claim"], Value::Null, "both players are here");
    let mut bs = bs;
    bs.close(None).await.unwrap();
    let s = state_where(&mut ws, |s| s["presence"]["black"] == false).await;
    let in_ms = s["claim"]["in_ms"].as_i64().unwrap();
    assert_eq!(s["claim"]["against"], "black");
    assert!((3_590_000..=3_600_000).contains(&in_ms), "{s}");
    let r = call(
        addr,
        "POST",
        &format!("/api/games/{id}/claim"),
        Some(&white),
    )
    .await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")));
    assert!(
        r.json()["message"]
            .as_str()
            .unwrap()
            .contains("after 3600 s")
    );
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_is_never_claimed_by_absence() {
    let (addr, stop) = start(Duration::ZERO).await;
    let body = r#"{"mode":"online","days_per_turn":1}"#;
    let (mut ws, bs, id, white, _) = begun(addr, body).await;
    let mut bs = bs;
    bs.close(None).await.unwrap();
    let s = state_where(&mut ws, |s| s["presence"]["black"] == false).await;
    assert_eq!(s["claim"], Value::Null, "{s}");
    assert!(s["deadline"].is_string());
    tokio::time::sleep(Duration::from_millis(50)).await;
    let r = call(
        addr,
        "POST",
        &format!("/api/games/{id}/claim"),
        Some(&white),
    )
    .await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    assert!(r.json()["message"].as_str().unwrap().contains("deadline"));
    let s = call(addr, "GET", &format!("/api/games/{id}"), None)
        .await
        .json();
    assert_eq!(s["status"], "playing");
    stop.send(()).unwrap();
}

/// A request with `token` as its bearer.
async fn send_as(r: &axum::Router, method: &str, uri: &str, token: Option<&str>) -> common::Reply {
    let mut req = axum::http::Request::builder().method(method).uri(uri);
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    common::send(r, req.body(axum::body::Body::empty()).unwrap()).await
}

#[tokio::test]
async fn no_engine_output_about_a_game_between_people_until_it_ends() {
    let r = router(&state());
    let (ann, bob, eve) = (
        account(&r, "Ann").await,
        account(&r, "Bob").await,
        account(&r, "Eve").await,
    );
    let c = post(&r, "/api/games", Some(&ann), r#"{"mode": "online"}"#).await;
    assert_eq!(c.status, 201, "{}", c.text());
    let c = c.json();
    assert_eq!(c["state"]["engine_help"], false);
    let id = c["id"].as_str().unwrap();
    let code = c["invite"]
        .as_str()
        .unwrap()
        .split_once("#invite=")
        .unwrap()
        .1;
    let body = json!({ "invite": code }).to_string();
    let joined = post(&r, &format!("/api/games/{id}/join"), Some(&bob), &body).await;
    assert_eq!(joined.status, 200, "{}", joined.text());
    let s = act(&r, id, &ann, "D5xD4").await.json();
    let asks = [
        ("GET", format!("/api/games/{id}/analysis?ms=20")),
        ("GET", format!("/api/games/{id}/analysis?ply=0&ms=20")),
        ("GET", format!("/api/games/{id}/scores")),
        ("POST", format!("/api/games/{id}/hint")),
    ];
    // The players (by session or seat token), a spectator's account and a guest alike.
    let white_token = c["tokens"]["white"].as_str().unwrap();
    for who in [Some(&ann), Some(&bob), Some(&eve), None] {
        for (method, uri) in &asks {
            let reply = send_as(&r, method, uri, who.map(String::as_str)).await;
            reply.assert_error(403, "fair-play");
        }
    }
    for (method, uri) in &asks {
        send_as(&r, method, uri, Some(white_token))
            .await
            .assert_error(403, "fair-play");
    }
    // Once over, the analysis and the scores are served to anyone.
    act(&r, id, &bob, &safe_action(&s)).await;
    let s = send_as(&r, "POST", &format!("/api/games/{id}/resign"), Some(&bob)).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["engine_help"], true);
    for who in [Some(&ann), Some(&eve), None] {
        let a = send_as(&r, "GET", &asks[0].1, who.map(String::as_str)).await;
        assert_eq!(a.status, 200, "{}", a.text());
        let a = send_as(&r, "GET", &asks[2].1, who.map(String::as_str)).await;
        assert_eq!(a.status, 200, "{}", a.text());
    }
    // Hints stay a thing of engine and hot-seat games: an online game's never had one to give.
    send_as(&r, "POST", &asks[3].1, Some(&ann))
        .await
        .assert_error(409, "hint-not-allowed");
}

#[tokio::test]
async fn engine_and_hot_seat_games_keep_the_engines_help() {
    let r = router(&state());
    for body in [
        r#"{"mode": "hotseat"}"#,
        r#"{"mode": "engine", "level": 1}"#,
    ] {
        let c = create(&r, body).await;
        assert_eq!(c["state"]["engine_help"], true, "{body}");
        let id = c["id"].as_str().unwrap();
        let a = get(&r, &format!("/api/games/{id}/analysis?ms=20")).await;
        assert_eq!(a.status, 200, "{body}: {}", a.text());
        let token = c["tokens"]["white"].as_str().unwrap();
        let h = post(&r, &format!("/api/games/{id}/hint"), Some(token), "").await;
        assert_eq!(h.status, 200, "{body}: {}", h.text());
    }
}

#[tokio::test]
async fn a_signed_in_players_games_carry_the_account() {
    let r = router(&state());
    let ann = account(&r, "Ann").await;
    for (body, color) in [
        (
            r#"{"mode": "engine", "level": 1, "white": "Player"}"#,
            "white",
        ),
        (
            r#"{"mode": "engine", "level": 1, "color": "black"}"#,
            "black",
        ),
        (r#"{"mode": "online", "black": "Someone"}"#, "white"),
    ] {
        let c = post(&r, "/api/games", Some(&ann), body).await;
        assert_eq!(c.status, 201, "{}", c.text());
        let s = &c.json()["state"];
        assert_eq!(s[color], "Ann", "{body}: {s}");
        assert_eq!(s["accounts"][color], "Ann", "{body}: {s}");
    }
    let mine = send_as(&r, "GET", "/api/me/games", Some(&ann)).await.json();
    assert_eq!(mine["games"].as_array().unwrap().len(), 3, "{mine}");
    // A guest's engine game keeps the name it was given.
    let c = create(&r, r#"{"mode": "engine", "level": 1, "white": "Guest"}"#).await;
    assert_eq!(c["state"]["white"], "Guest");
    assert_eq!(c["state"]["accounts"]["white"], Value::Null);
}

#[tokio::test]
async fn the_session_says_who_without_refusing_a_guest() {
    let r = router(&state());
    let guest = get(&r, "/api/session").await;
    assert_eq!(guest.status, 200, "{}", guest.text());
    assert_eq!(guest.json(), json!({"account": null}));
    let ann = account(&r, "Ann").await;
    let me = send_as(&r, "GET", "/api/session", Some(&ann)).await;
    assert_eq!(me.status, 200, "{}", me.text());
    assert_eq!(me.json()["account"]["name"], "Ann");
    // A session that has ended is a guest again, not an error.
    send_as(&r, "DELETE", "/api/session", Some(&ann)).await;
    let after = send_as(&r, "GET", "/api/session", Some(&ann)).await;
    assert_eq!(after.json(), json!({"account": null}));
}
