//! `tzaar serve` as a process: it prints the address it bound, keeps every acknowledged action
//! through a SIGKILL, and goes on after a restart, engine games included.

#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use client::request;
use serde_json::Value;

/// A running `tzaar serve`, killed when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(data: &Path, engine_time_ms: u32) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(["serve", "--port", "0", "--data"])
        .arg(data)
        .args(["--engine-time", &engine_time_ms.to_string()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .strip_prefix("TZAAR server listening on http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
        .parse()
        .unwrap();
    Server { child, addr }
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
