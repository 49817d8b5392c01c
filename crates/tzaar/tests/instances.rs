//! Several `tzaar serve` processes over one PostgreSQL database (a throwaway cluster): a game
//! played with one player on each instance and a spectator on a third socket, every action
//! seen at once everywhere; one instance killed with SIGKILL mid-game and the game going on
//! through the other with every acknowledged action; and a clock flag or a correspondence
//! deadline that falls due recorded once however many instances are up; a burst of log-ins
//! split over two instances checking no more passwords than the limit.
//!
//! Skips, saying so, where PostgreSQL is not installed (fails instead with
//! `TZAAR_PG=required`, as in `.ci/run`).

mod api;
#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;
mod common;
#[path = "../../tzaar-server/tests/common/pg.rs"]
mod pg;
#[path = "../../tzaar-server/tests/common/sockets.rs"]
mod sockets;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use api::{accept, challenge, credentials, game, ok, play, play_turn, sign_up};
use client::request;
use common::Server;
use pg::TempCluster;
use serde_json::Value;
use sockets::{Socket, connect, next};

/// A `tzaar serve` on the cluster's database (SIGKILL when dropped).
fn start(url: &str) -> Server {
    let data = tempfile::tempdir().unwrap();
    common::serve(&[
        "--engine-time".as_ref(),
        "20".as_ref(),
        "--database".as_ref(),
        url.as_ref(),
        "--data".as_ref(),
        data.path().as_os_str(),
    ])
}

/// A throwaway cluster and `N` instances on its database, or `None` (the test skips) where
/// PostgreSQL is not installed.
fn cluster_with<const N: usize>() -> Option<(TempCluster, [Server; N])> {
    let cluster = TempCluster::start()?;
    let url = cluster.url();
    let instances = std::array::from_fn(|_| start(&url));
    Some((cluster, instances))
}

/// Reads messages on `socket` until one satisfies `done`, within 10 s.
async fn hear(socket: &mut Socket, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        assert!(Instant::now() < deadline, "never heard {what}");
        let msg = next(socket).await;
        if done(&msg) {
            return msg;
        }
    }
}

/// Reads states on `socket` until one satisfies `done`, within 10 s.
async fn see(socket: &mut Socket, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let msg = hear(socket, what, |m| m["type"] == "state" && done(&m["state"])).await;
    msg["state"].clone()
}

/// The actions played in a state.
fn played(s: &Value) -> u64 {
    s["actions_played"].as_u64().unwrap()
}

/// White's first turn of game `id` through `a`, then Black's through `b`.
async fn first_turns(a: SocketAddr, b: SocketAddr, id: &str, tokens: &[String; 2]) {
    for (addr, token, side) in [(a, &tokens[0], "white"), (b, &tokens[1], "black")] {
        play_turn(addr, id, token, side).await;
    }
}

/// A game of the two instances' own: creates an online game through `a`; White follows it
/// on `a`, Black and a spectator on `b`.
async fn seated(a: SocketAddr, b: SocketAddr, body: &str) -> (String, [String; 2], [Socket; 3]) {
    let c = ok(a, "POST", "/api/games", None, body).await;
    let id = c["id"].as_str().unwrap().to_string();
    let tokens = ["white", "black"].map(|s| c["tokens"][s].as_str().unwrap().to_string());
    let white = connect(a, &id, Some(&tokens[0])).await;
    let black = connect(b, &id, Some(&tokens[1])).await;
    let watcher = connect(b, &id, None).await;
    (id, tokens, [white, black, watcher])
}

#[tokio::test]
async fn a_game_goes_on_through_the_other_instance_when_one_is_killed() {
    let Some((cluster, [first, second])) = cluster_with() else {
        return;
    };
    let (a, b) = (first.addr, second.addr);
    let (id, tokens, [mut white, mut black, mut watcher]) =
        seated(a, b, r#"{"mode":"online"}"#).await;

    // Each player sees the other connected, though they are on different instances.
    see(&mut white, "Black's presence on A", |s| {
        s["presence"]["black"] == true && s["presence"]["white"] == true
    })
    .await;

    // Turns alternate between the instances; every socket sees every action at once.
    let mut acknowledged = 0;
    for turn in 0..4 {
        let (addr, token) = if turn % 2 == 0 {
            (a, &tokens[0])
        } else {
            (b, &tokens[1])
        };
        let side = if turn % 2 == 0 { "white" } else { "black" };
        acknowledged = played(&play_turn(addr, &id, token, side).await);
        for socket in [&mut white, &mut black, &mut watcher] {
            see(socket, "the action made on the other instance", |s| {
                played(s) == acknowledged
            })
            .await;
        }
    }

    // A is killed mid-game. White reconnects to B and finds every acknowledged action there.
    drop(first);
    drop(white);
    let mut white = connect(b, &id, Some(&tokens[0])).await;
    let s = see(&mut white, "the game on B", |_| true).await;
    assert_eq!(played(&s), acknowledged);
    assert_eq!(s["side"], "white");
    let s = play(b, &id, &tokens[0]).await;
    acknowledged = played(&s);
    for socket in [&mut white, &mut black, &mut watcher] {
        see(socket, "White's action through B", |s| {
            played(s) == acknowledged
        })
        .await;
    }
    let s = game(b, &id).await;
    assert_eq!(played(&s), acknowledged);
    assert_eq!(s["status"], "playing");
    drop(cluster);
}

/// The game's version and how it ended, read in the database.
fn stored(cluster: &TempCluster, id: &str) -> (i64, String) {
    let row = cluster.psql(&format!(
        "SELECT version || ' ' || status || ' ' || COALESCE(termination, '-') FROM games \
         WHERE id = '{id}'"
    ));
    let (version, rest) = row.split_once(' ').unwrap();
    (version.parse().unwrap(), rest.to_string())
}

#[tokio::test]
async fn a_flag_or_deadline_that_falls_is_recorded_once_by_three_instances() {
    let Some((cluster, instances)) = cluster_with::<3>() else {
        return;
    };
    let [a, b, c] = [0, 1, 2].map(|i| instances[i].addr);

    // A clocked game held by all three instances: White on A, Black on B, watchers on B and C.
    let (id, tokens, [_white, mut black, _watcher]) = seated(
        a,
        b,
        r#"{"mode":"online","clock":{"initial_ms":3000,"increment_ms":0}}"#,
    )
    .await;
    let mut on_c = connect(c, &id, None).await;
    // White's first turn, then Black's: Black's first action starts the clocks.
    first_turns(a, b, &id, &tokens).await;
    let (before, status) = stored(&cluster, &id);
    assert_eq!(status, "playing -");
    let s = see(&mut black, "White's loss on time", |s| {
        s["status"] == "over"
    })
    .await;
    assert_eq!(s["result"]["reason"], "time", "{s}");
    see(&mut on_c, "the loss on time on C", |s| {
        s["status"] == "over"
    })
    .await;
    // Give every instance's timer the chance to record it too.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(stored(&cluster, &id), (before + 1, "over time".into()));

    // A correspondence game whose deadline has passed: A and B hold it and think the
    // deadline a day away; C, which has not loaded it, finds it in its sweep and records it,
    // and A and B read it again.
    let (id, tokens, sockets) = seated(a, b, r#"{"mode":"online","days_per_turn":1}"#).await;
    first_turns(a, b, &id, &tokens).await;
    drop(sockets);
    let (before, _) = stored(&cluster, &id);
    // The deadline moves into the past as if a day went by, in the archive only (no instance
    // hears of it): the next sweep finds it.
    cluster.psql(&format!(
        "UPDATE games SET deadline = 1000 WHERE id = '{id}'"
    ));
    let deadline = Instant::now() + Duration::from_secs(30);
    while stored(&cluster, &id).1 != "over time" {
        assert!(Instant::now() < deadline, "the deadline was never enforced");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(stored(&cluster, &id), (before + 1, "over time".into()));
    drop(instances);
    drop(cluster);
}

/// A socket at `path` of `addr`, as the session `token`.
async fn socket_as(addr: SocketAddr, path: &str, token: &str) -> Socket {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("ws://{addr}{path}").into_client_request().unwrap();
    req.headers_mut()
        .insert("authorization", format!("Bearer {token}").parse().unwrap());
    tokio_tungstenite::connect_async(req).await.unwrap().0
}

#[tokio::test]
async fn the_lobby_presence_and_chat_reach_every_instance() {
    let Some((cluster, [first, second])) = cluster_with() else {
        return;
    };
    let (a, b) = (first.addr, second.addr);
    let ann = sign_up(a, "Ann").await;
    let bob = sign_up(b, "Bob").await;

    // Bob in the lobby on B hears Ann come online on A, and her challenge.
    let mut bob_lobby = socket_as(b, "/api/lobby/ws", &bob).await;
    assert_eq!(next(&mut bob_lobby).await["type"], "lobby");
    let mut ann_lobby = socket_as(a, "/api/lobby/ws", &ann).await;
    let first_message = next(&mut ann_lobby).await;
    assert!(
        first_message["online"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n == "Bob"),
        "Ann's first lobby message lists Bob, online on B: {first_message}"
    );
    hear(&mut bob_lobby, "Ann online", |m| {
        m["type"] == "online" && m["joined"].as_array().unwrap().iter().any(|n| n == "Ann")
    })
    .await;
    let seek = r#"{"clock":{"initial_s":600,"increment_s":5},"color":"white","setup":"standard"}"#;
    let seek = challenge(a, &ann, seek).await;
    hear(&mut bob_lobby, "Ann's challenge", |m| {
        m["type"] == "seek" && m["seek"]["id"] == seek.as_str()
    })
    .await;

    // Bob accepts on B; Ann hears the game start on A.
    let game = accept(b, &bob, &seek).await;
    hear(&mut ann_lobby, "the game starting", |m| {
        m["type"] == "game-started" && m["game"] == game.as_str()
    })
    .await;

    // At the board: each sees the other present; Ann's chat on A reaches Bob on B.
    let ws = format!("/api/games/{game}/ws");
    let mut ann_game = socket_as(a, &ws, &ann).await;
    let mut bob_game = socket_as(b, &ws, &bob).await;
    see(&mut ann_game, "Bob at the board", |s| {
        s["presence"]["black"] == true
    })
    .await;
    see(&mut bob_game, "Ann at the board", |s| {
        s["presence"]["white"] == true
    })
    .await;
    let body = r#"{"text":"good luck, Bob"}"#;
    ok(
        a,
        "POST",
        &format!("/api/games/{game}/chat"),
        Some(&ann),
        body,
    )
    .await;
    let chat = hear(&mut bob_game, "Ann's chat", |m| m["type"] == "chat").await;
    assert_eq!(chat["message"]["text"], "good luck, Bob");
    assert_eq!(chat["message"]["author"], "Ann");

    // Ann leaves the board and the lobby on A: Bob sees her go.
    drop(ann_game);
    see(&mut bob_game, "Ann gone from the board", |s| {
        s["presence"]["white"] == false
    })
    .await;
    drop(ann_lobby);
    hear(&mut bob_lobby, "Ann gone", |m| {
        m["type"] == "online" && m["left"].as_array().unwrap().iter().any(|n| n == "Ann")
    })
    .await;
    drop((first, second));
    drop(cluster);
}

#[tokio::test]
async fn a_burst_of_log_ins_over_two_instances_gets_the_limit_of_guesses() {
    let Some((_cluster, [first, second])) = cluster_with() else {
        return;
    };
    let (a, b) = (first.addr, second.addr);
    sign_up(a, "Ann").await;
    let body = &credentials("Ann");

    // 40 wrong passwords at once, half through each instance: 5 are checked, the rest wait.
    let guesses: Vec<_> = (0..40)
        .map(|i| {
            let addr = if i % 2 == 0 { a } else { b };
            tokio::spawn(async move {
                let body = format!(r#"{{"name":"Ann","password":"guess number {i}"}}"#);
                request(addr, "POST", "/api/session", None, &body)
                    .await
                    .unwrap()
                    .status
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for g in guesses {
        statuses.push(g.await.unwrap());
    }
    let count = |status: u16| statuses.iter().filter(|s| **s == status).count();
    let (checked, refused, busy) = (count(401), count(429), count(503));
    assert_eq!(checked + refused + busy, 40, "{statuses:?}");
    // A guess refused as busy was never checked, and gives its place back.
    assert!(checked <= 5, "{statuses:?}");
    if busy == 0 {
        assert_eq!(checked, 5, "{statuses:?}");
    }

    // The name stays locked on both, even for the right password.
    for addr in [a, b] {
        let r = request(addr, "POST", "/api/session", None, body)
            .await
            .unwrap();
        assert_eq!(r.status, 429, "{}", r.json());
        assert_eq!(r.json()["error"], "too-many-attempts");
    }
}
