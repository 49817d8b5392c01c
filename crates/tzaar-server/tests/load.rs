//! A bounded load test against a real server on 127.0.0.1 with its archive on disk: many games
//! played at once over HTTP (some against the engine), each followed by WebSocket spectators.
//! It reports the games at once, the connections held and the action latency (p50, p99).
//!
//! `cargo test -p tzaar-server --test load` runs a small version; the full one is ignored:
//! `cargo test -p tzaar-server --test load -- --ignored --nocapture` (the test profile is optimised)
//! (`TZAAR_LOAD_GAMES`, `TZAAR_LOAD_SPECTATORS`, `TZAAR_LOAD_ACTIONS` change its size;
//! `TZAAR_LOAD_THINK_MS` pauses before each action; `TZAAR_LOAD_MEMORY=1` keeps the archive
//! in memory).

#[path = "common/client.rs"]
mod client;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use client::request;
use futures_util::StreamExt;
use serde_json::json;
use tokio::sync::Barrier;
use tokio_tungstenite::connect_async;
use tzaar_server::{AppState, ServerConfig, serve_on};

struct Load {
    games: usize,
    spectators: usize,
    actions: usize,
    /// Every this many games is against the engine.
    engine_every: usize,
    /// A pause before each action, as a player thinks (0: as fast as the server answers).
    think: Duration,
}

struct Report {
    think: Duration,
    games: usize,
    engine_games: usize,
    connections: usize,
    actions: usize,
    p50: Duration,
    p99: Duration,
    max: Duration,
    messages: usize,
    elapsed: Duration,
}

async fn play_game(
    addr: SocketAddr,
    n: usize,
    load: &Load,
    start: Arc<Barrier>,
    held: Arc<AtomicUsize>,
    messages: Arc<AtomicUsize>,
) -> Vec<Duration> {
    let engine = load.engine_every > 0 && n % load.engine_every == 0;
    let body = if engine {
        json!({"mode": "engine", "level": 1 + n % 10, "setup": "random", "seed": n})
    } else {
        json!({"mode": "hotseat", "setup": "random", "seed": n})
    };
    let created = request(addr, "POST", "/api/games", None, &body.to_string())
        .await
        .unwrap();
    assert_eq!(created.status, 201, "{}", created.body);
    let created = created.json();
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["tokens"]["white"].as_str().unwrap().to_string();
    let (done_tx, done_rx) = tokio::sync::watch::channel(false);
    let mut watchers = Vec::new();
    for _ in 0..load.spectators {
        let (mut socket, _) = connect_async(format!("ws://{addr}/api/games/{id}/ws"))
            .await
            .unwrap();
        held.fetch_add(1, Ordering::Relaxed);
        let (messages, mut done) = (messages.clone(), done_rx.clone());
        watchers.push(tokio::spawn(async move {
            loop {
                tokio::select! {
                    msg = socket.next() => match msg {
                        Some(Ok(_)) => { messages.fetch_add(1, Ordering::Relaxed); }
                        _ => break,
                    },
                    _ = done.changed() => break,
                }
            }
            let _ = socket.close(None).await;
        }));
    }
    // Every game and socket is up before anyone plays.
    start.wait().await;
    // The player follows its game on a socket of its own, as the web app does.
    let (mut own, _) = connect_async(format!("ws://{addr}/api/games/{id}/ws"))
        .await
        .unwrap();
    held.fetch_add(1, Ordering::Relaxed);
    let mut latencies = Vec::new();
    let path = format!("/api/games/{id}/actions");
    let mut state = created["state"].clone();
    for _ in 0..load.actions {
        if state["status"] != "playing" {
            break;
        }
        let body = client::sensible_action_body(&state);
        tokio::time::sleep(load.think).await;
        let t = Instant::now();
        let reply = request(addr, "POST", &path, Some(&token), &body)
            .await
            .unwrap();
        latencies.push(t.elapsed());
        assert_eq!(reply.status, 200, "{}", reply.body);
        state = reply.json();
        // Against the engine, wait on the socket for the end of its turn (bounded).
        let played = state["actions_played"].as_u64().unwrap();
        while state["thinking"] == true {
            let msg = tokio::time::timeout(Duration::from_secs(60), own.next())
                .await
                .expect("the engine answers within a minute");
            let Some(Ok(tokio_tungstenite::tungstenite::Message::Text(text))) = msg else {
                panic!("the player's socket closed");
            };
            let msg: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
            let s = &msg["state"];
            if s["actions_played"].as_u64().unwrap_or(0) > played && s["thinking"] == false {
                state = s.clone();
            }
        }
    }
    let _ = own.close(None).await;
    // Let the spectators take the last states, then close them.
    tokio::time::sleep(Duration::from_millis(50)).await;
    let _ = done_tx.send(true);
    for w in watchers {
        let _ = w.await;
    }
    latencies
}

async fn run(load: Load) -> Report {
    let dir = tempfile::tempdir().unwrap();
    let config = ServerConfig {
        // TZAAR_LOAD_MEMORY=1 keeps the archive in memory, to see what the disk costs.
        data_dir: (env("TZAAR_LOAD_MEMORY", 0) == 0).then(|| dir.path().to_path_buf()),
        engine_nodes: Some(2000),
        ..ServerConfig::for_tests()
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let state = AppState::open(config).unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(serve_on(listener, state.clone(), async {
        let _ = stopped.await;
    }));
    let load = Arc::new(load);
    let start = Arc::new(Barrier::new(load.games));
    let held = Arc::new(AtomicUsize::new(0));
    let messages = Arc::new(AtomicUsize::new(0));
    let begun = Instant::now();
    let tasks: Vec<_> = (0..load.games)
        .map(|n| {
            let (load, start, held, messages) =
                (load.clone(), start.clone(), held.clone(), messages.clone());
            tokio::spawn(async move { play_game(addr, n, &load, start, held, messages).await })
        })
        .collect();
    let mut latencies = Vec::new();
    for t in tasks {
        latencies.extend(t.await.unwrap());
    }
    let elapsed = begun.elapsed();
    stop.send(()).unwrap();
    let _ = tokio::time::timeout(Duration::from_secs(10), server).await;
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    Report {
        think: load.think,
        games: load.games,
        engine_games: (0..load.games)
            .filter(|n| load.engine_every > 0 && n % load.engine_every == 0)
            .count(),
        connections: held.load(Ordering::Relaxed),
        actions: latencies.len(),
        p50: at(0.5),
        p99: at(0.99),
        max: at(1.0),
        messages: messages.load(Ordering::Relaxed),
        elapsed,
    }
}

fn print(r: &Report) {
    println!(
        "load: {} games at once ({} against the engine), {} WebSocket connections held, \
         {} actions in {:.1} s ({} ms pause before each); action latency p50 {:.1} ms, \
         p99 {:.1} ms, max {:.1} ms; {} state messages delivered",
        r.games,
        r.engine_games,
        r.connections,
        r.actions,
        r.elapsed.as_secs_f64(),
        r.think.as_millis(),
        r.p50.as_secs_f64() * 1e3,
        r.p99.as_secs_f64() * 1e3,
        r.max.as_secs_f64() * 1e3,
        r.messages
    );
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_load_is_served() {
    let r = tokio::time::timeout(
        Duration::from_secs(120),
        run(Load {
            games: 6,
            spectators: 2,
            actions: 6,
            engine_every: 3,
            think: Duration::ZERO,
        }),
    )
    .await
    .expect("the load test stops within its time");
    print(&r);
    assert_eq!(r.connections, 6 * 3);
    assert!(r.actions >= 6 * 4, "{}", r.actions);
    // Each spectator saw at least the first state and one per action of its game.
    assert!(
        r.messages >= r.actions * 2,
        "{} < {}",
        r.messages,
        r.actions * 2
    );
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "the full load test: run it on its own"]
async fn a_heavy_load_is_served() {
    let r = tokio::time::timeout(
        Duration::from_secs(600),
        run(Load {
            games: env("TZAAR_LOAD_GAMES", 200),
            spectators: env("TZAAR_LOAD_SPECTATORS", 3),
            actions: env("TZAAR_LOAD_ACTIONS", 20),
            engine_every: 4,
            think: Duration::from_millis(env("TZAAR_LOAD_THINK_MS", 0) as u64),
        }),
    )
    .await
    .expect("the load test stops within its time");
    print(&r);
    assert!(r.actions > 0);
}
