//! `tzaar serve` as a process: it prints the address it bound, keeps every acknowledged action
//! through a SIGKILL, and goes on after a restart, engine games included; accounts, sessions,
//! open challenges, running clocks, correspondence deadlines and ratings are kept too.

#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;
mod common;

use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use client::request;
use common::Server;
use serde_json::Value;

fn start(data: &Path, engine_time_ms: u32) -> Server {
    let time = engine_time_ms.to_string();
    common::serve(&[
        "--data".as_ref(),
        data.as_os_str(),
        "--engine-time".as_ref(),
        time.as_ref(),
    ])
}

async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> (u16, Value) {
    let r = request(addr, method, path, token, body).await.unwrap();
    (r.status, r.json())
}

/// Plays the first action that does not lose at once; returns the state.
async fn play_some(addr: SocketAddr, id: &str, token: &str) -> Value {
    let (_, s) = call(addr, "GET", &format!("/api/games/{id}"), None, "").await;
    let body = client::sensible_action_body(&s);
    let (status, s) = call(
        addr,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(token),
        &body,
    )
    .await;
    assert_eq!(status, 200, "{s}");
    s
}

#[tokio::test]
async fn games_survive_sigkill_and_go_on_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let server = start(&data, 5000);
    let addr = server.addr;

    let (status, hot) = call(
        addr,
        "POST",
        "/api/games",
        None,
        r#"{"mode":"hotseat","setup":"random","seed":5}"#,
    )
    .await;
    assert_eq!(status, 201, "{hot}");
    let hot_id = hot["id"].as_str().unwrap().to_string();
    let hot_token = hot["tokens"]["white"].as_str().unwrap().to_string();
    let mut before = Value::Null;
    for _ in 0..3 {
        before = play_some(addr, &hot_id, &hot_token).await;
    }

    // Against the engine at full strength with 5 s a turn: it is still thinking when killed.
    let (status, eng) = call(
        addr,
        "POST",
        "/api/games",
        None,
        r#"{"mode":"engine","level":10}"#,
    )
    .await;
    assert_eq!(status, 201, "{eng}");
    let eng_id = eng["id"].as_str().unwrap().to_string();
    let eng_token = eng["tokens"]["white"].as_str().unwrap().to_string();
    let opened = play_some(addr, &eng_id, &eng_token).await;
    assert_eq!(opened["thinking"], true);
    assert_eq!(opened["actions_played"], 1);
    drop(server); // SIGKILL

    let server = start(&data, 20);
    let addr = server.addr;
    let (status, after) = call(addr, "GET", &format!("/api/games/{hot_id}"), None, "").await;
    assert_eq!(status, 200);
    for field in ["position", "history", "actions_played", "side", "phase"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    play_some(addr, &hot_id, &hot_token).await;

    // The engine game resumed by itself: the engine has played its turn.
    let mut state = Value::Null;
    for _ in 0..600 {
        state = call(addr, "GET", &format!("/api/games/{eng_id}"), None, "")
            .await
            .1;
        if state["side"] == "white" && state["thinking"] == false {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(state["side"], "white", "{state}");
    assert_eq!(state["history"][0], opened["history"][0]);
    assert!(state["actions_played"].as_u64().unwrap() >= 2, "{state}");
    play_some(addr, &eng_id, &eng_token).await;

    // The archive lists both games.
    let (_, list) = call(addr, "GET", "/api/games", None, "").await;
    assert_eq!(list["total"], 2);
}

#[test]
fn sigterm_stops_the_server_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = start(dir.path(), 20);
    let status = Command::new("kill")
        .args(["-s", "TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exit = server.child.wait().unwrap();
    assert!(exit.success(), "{exit:?}");
}

/// `call` that insists on success; the answer.
async fn ok(addr: SocketAddr, method: &str, path: &str, token: Option<&str>, body: &str) -> Value {
    let (status, v) = call(addr, method, path, token, body).await;
    assert!(status < 300, "{method} {path}: {status} {v}");
    v
}

/// `by` posts the challenge `seek`; `taker` accepts it; the game's id.
async fn challenge_taken(addr: SocketAddr, by: &str, taker: &str, seek: &str) -> String {
    let id = ok(addr, "POST", "/api/seeks", Some(by), seek).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/api/seeks/{id}/accept");
    ok(addr, "POST", &path, Some(taker), "").await["game"]
        .as_str()
        .unwrap()
        .to_string()
}

/// What a player's page says of their rating and games.
async fn standing(addr: SocketAddr, name: &str) -> Value {
    let p = ok(addr, "GET", &format!("/api/players/{name}"), None, "").await;
    let fields = ["rating", "deviation", "games", "wins", "losses", "history"];
    fields
        .iter()
        .map(|f| (f.to_string(), p[f].clone()))
        .collect()
}

#[tokio::test]
async fn accounts_challenges_clocks_and_deadlines_survive_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let server = start(&data, 20);
    let addr = server.addr;
    let password = r#""password":"correct horse""#;
    let sign_up = |name: &'static str| async move {
        let body = format!(r#"{{"name":"{name}",{password}}}"#);
        ok(addr, "POST", "/api/accounts", None, &body).await["token"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let ann = sign_up("Ann").await;
    let bob = sign_up("Bob").await;

    // A rated game played to its end: Ann White, Bob Black.
    let rated = challenge_taken(
        addr,
        &ann,
        &bob,
        r#"{"days_per_turn":2,"rated":true,"color":"white"}"#,
    )
    .await;
    let mut state = ok(addr, "GET", &format!("/api/games/{rated}"), None, "").await;
    let mut actions = 0;
    while state["status"] == "playing" {
        let token = if state["side"] == "white" { &ann } else { &bob };
        state = play_some(addr, &rated, token).await;
        actions += 1;
        assert!(actions < 2000, "the game does not end");
    }
    assert_eq!(state["rated"], true);
    let standings = [standing(addr, "Ann").await, standing(addr, "Bob").await];

    // An open challenge, left open.
    let open = ok(
        addr,
        "POST",
        "/api/seeks",
        Some(&ann),
        r#"{"clock":{"initial_s":300,"increment_s":5},"rated":false,"color":"black"}"#,
    )
    .await["id"]
        .as_str()
        .unwrap()
        .to_string();

    // A real-time game, Bob White: White's opening, then Black's first action starts the clock.
    let clocked = challenge_taken(
        addr,
        &bob,
        &ann,
        r#"{"clock":{"initial_s":600,"increment_s":0},"rated":true,"color":"white"}"#,
    )
    .await;
    play_some(addr, &clocked, &bob).await;
    play_some(addr, &clocked, &ann).await;

    // A correspondence game, Ann White, played into.
    let letters = challenge_taken(
        addr,
        &ann,
        &bob,
        r#"{"days_per_turn":3,"rated":false,"color":"white"}"#,
    )
    .await;
    play_some(addr, &letters, &ann).await;
    play_some(addr, &letters, &bob).await;
    let letters_before = ok(addr, "GET", &format!("/api/games/{letters}"), None, "").await;
    assert!(letters_before["deadline"].is_string(), "{letters_before}");

    // The clock as last seen before the kill; the time that passes from here is measured.
    let since = std::time::Instant::now();
    let clocked_before = ok(addr, "GET", &format!("/api/games/{clocked}"), None, "").await;
    let clock = &clocked_before["clock"];
    // Black is still in its turn, and its clock runs.
    assert_eq!(clock["running"], "black", "{clocked_before}");
    drop(server); // SIGKILL

    let server = start(&data, 20);
    let addr = server.addr;
    let clocked_after = ok(addr, "GET", &format!("/api/games/{clocked}"), None, "").await;
    let passed = since.elapsed().as_millis() as i64;
    let after = &clocked_after["clock"];
    assert_eq!(after["running"], "black", "{clocked_after}");
    assert_eq!(after["white_ms"], clock["white_ms"], "{clocked_after}");
    let lost = clock["black_ms"].as_i64().unwrap() - after["black_ms"].as_i64().unwrap();
    assert!(
        (0..=passed).contains(&lost),
        "lost {lost} ms in {passed} ms"
    );
    assert_eq!(
        clocked_after["actions_played"],
        clocked_before["actions_played"]
    );

    // The accounts: their old sessions work, and they log in.
    for (name, token) in [("Ann", &ann), ("Bob", &bob)] {
        assert_eq!(
            ok(addr, "GET", "/api/me", Some(token), "").await["name"],
            name
        );
        let body = format!(r#"{{"name":"{name}",{password}}}"#);
        let logged = ok(addr, "POST", "/api/session", None, &body).await;
        assert_eq!(logged["name"], name);
    }
    // The open challenge is listed as it was.
    let seeks = ok(addr, "GET", "/api/seeks", None, "").await;
    let listed = seeks["seeks"].as_array().unwrap();
    assert_eq!(listed.len(), 1, "{seeks}");
    assert_eq!(listed[0]["id"], open.as_str());
    assert_eq!(listed[0]["by"], "Ann");
    assert_eq!(listed[0]["clock"]["initial_s"], 300);
    // The correspondence game keeps its deadline; the ratings and games are kept.
    let letters_after = ok(addr, "GET", &format!("/api/games/{letters}"), None, "").await;
    assert_eq!(letters_after["deadline"], letters_before["deadline"]);
    assert_eq!(letters_after["history"], letters_before["history"]);
    assert_eq!(standing(addr, "Ann").await, standings[0]);
    assert_eq!(standing(addr, "Bob").await, standings[1]);

    // Both games go on, by the players' old sessions.
    play_some(addr, &clocked, &ann).await;
    let side = letters_after["side"].as_str().unwrap();
    play_some(addr, &letters, if side == "white" { &ann } else { &bob }).await;
}
