//! `tzaar serve` as a process: it prints the address it bound, keeps every acknowledged action
//! through a SIGKILL, and goes on after a restart, engine games included; accounts, sessions,
//! open challenges, running clocks, correspondence deadlines and ratings are kept too.

mod api;
#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;
mod common;

use std::net::SocketAddr;
use std::process::Command;
use std::time::Duration;

use api::{accept, call, challenge, credentials, game, ok, play, sign_up};
use common::Server;
use serde_json::Value;

/// A data folder (not made yet) in a temporary directory, kept across the servers started on it.
struct Data(tempfile::TempDir);

impl Data {
    fn new() -> Data {
        Data(tempfile::tempdir().unwrap())
    }

    /// Starts `tzaar serve` on the folder, the engine thinking `engine_time_ms` a turn.
    fn start(&self, engine_time_ms: u32) -> Server {
        let time = engine_time_ms.to_string();
        common::serve(&[
            "--data".as_ref(),
            self.0.path().join("data").as_os_str(),
            "--engine-time".as_ref(),
            time.as_ref(),
        ])
    }
}

#[tokio::test]
async fn games_survive_sigkill_and_go_on_after_a_restart() {
    let data = Data::new();
    let server = data.start(5000);
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
        before = play(addr, &hot_id, &hot_token).await;
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
    let opened = play(addr, &eng_id, &eng_token).await;
    assert_eq!(opened["thinking"], true);
    assert_eq!(opened["actions_played"], 1);
    drop(server); // SIGKILL

    let server = data.start(20);
    let addr = server.addr;
    let (status, after) = call(addr, "GET", &format!("/api/games/{hot_id}"), None, "").await;
    assert_eq!(status, 200);
    for field in ["position", "history", "actions_played", "side", "phase"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    play(addr, &hot_id, &hot_token).await;

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
    play(addr, &eng_id, &eng_token).await;

    // The archive lists both games.
    let (_, list) = call(addr, "GET", "/api/games", None, "").await;
    assert_eq!(list["total"], 2);
}

#[test]
fn sigterm_stops_the_server_cleanly() {
    let data = Data::new();
    let mut server = data.start(20);
    let status = Command::new("kill")
        .args(["-s", "TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exit = server.child.wait().unwrap();
    assert!(exit.success(), "{exit:?}");
}

/// `by` posts the challenge `seek`; `taker` accepts it; the game's id.
async fn challenge_taken(addr: SocketAddr, by: &str, taker: &str, seek: &str) -> String {
    let seek = challenge(addr, by, seek).await;
    accept(addr, taker, &seek).await
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
    let data = Data::new();
    let server = data.start(20);
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let bob = sign_up(addr, "Bob").await;

    // A rated game played to its end: Ann White, Bob Black.
    let rated = challenge_taken(
        addr,
        &ann,
        &bob,
        r#"{"days_per_turn":2,"rated":true,"color":"white"}"#,
    )
    .await;
    let mut state = game(addr, &rated).await;
    let mut actions = 0;
    while state["status"] == "playing" {
        let token = if state["side"] == "white" { &ann } else { &bob };
        state = play(addr, &rated, token).await;
        actions += 1;
        assert!(actions < 2000, "the game does not end");
    }
    assert_eq!(state["rated"], true);
    let standings = [standing(addr, "Ann").await, standing(addr, "Bob").await];

    // An open challenge, left open.
    let open = challenge(
        addr,
        &ann,
        r#"{"clock":{"initial_s":300,"increment_s":5},"rated":false,"color":"black"}"#,
    )
    .await;

    // Two games begun, one action a side: a real-time game, Bob White (Black's first action
    // starts the clock), and a correspondence game, Ann White.
    let mut begun = Vec::new();
    for (white, black, seek) in [
        (
            &bob,
            &ann,
            r#"{"clock":{"initial_s":600,"increment_s":0},"rated":true,"color":"white"}"#,
        ),
        (
            &ann,
            &bob,
            r#"{"days_per_turn":3,"rated":false,"color":"white"}"#,
        ),
    ] {
        let id = challenge_taken(addr, white, black, seek).await;
        play(addr, &id, white).await;
        play(addr, &id, black).await;
        begun.push(id);
    }
    let [clocked, letters] = <[String; 2]>::try_from(begun).unwrap();
    let letters_before = game(addr, &letters).await;
    assert!(letters_before["deadline"].is_string(), "{letters_before}");

    // The clock as last seen before the kill; the time that passes from here is measured.
    let since = std::time::Instant::now();
    let clocked_before = game(addr, &clocked).await;
    let clock = &clocked_before["clock"];
    // Black is still in its turn, and its clock runs.
    assert_eq!(clock["running"], "black", "{clocked_before}");
    drop(server); // SIGKILL

    let server = data.start(20);
    let addr = server.addr;
    let clocked_after = game(addr, &clocked).await;
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
        let logged = ok(addr, "POST", "/api/session", None, &credentials(name)).await;
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
    let letters_after = game(addr, &letters).await;
    assert_eq!(letters_after["deadline"], letters_before["deadline"]);
    assert_eq!(letters_after["history"], letters_before["history"]);
    assert_eq!(standing(addr, "Ann").await, standings[0]);
    assert_eq!(standing(addr, "Bob").await, standings[1]);

    // Both games go on, by the players' old sessions.
    play(addr, &clocked, &ann).await;
    let side = letters_after["side"].as_str().unwrap();
    play(addr, &letters, if side == "white" { &ann } else { &bob }).await;
}
