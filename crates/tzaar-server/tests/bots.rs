//! Bot accounts and the bot API: a bot's stream (`GET /api/bot/stream`) read line by line
//! through the router, its challenges, games and states in order; declining a direct
//! challenge, with every refusal; the limits (`bot-busy`, `bot-offline`, `bot-open-seek`);
//! a direct challenge to a bot that expires; one stream per bot; the stream ending with its
//! session and at shutdown; and a change made on one instance over PostgreSQL reaching a
//! stream open on another.

#[path = "common/client.rs"]
mod client;
#[path = "common/pg.rs"]
mod pg;

mod common;

use std::time::Duration;

use axum::Router;
use axum::body::{Body, BodyDataStream};
use axum::http::{Request, StatusCode, header};
use common::{Auth, accounts, call, call_as, challenge, correspondence, router, safe_action};
use futures_util::StreamExt;
use serde_json::{Value, json};
use tower::ServiceExt;
use tzaar_server::{AppState, ServerConfig};

/// A bot's stream as its program reads it.
struct Stream {
    body: BodyDataStream,
    buffer: Vec<u8>,
}

impl Stream {
    /// Opens the stream of the session `token`, which must be a bot's: 200 and NDJSON.
    async fn open(r: &Router, token: &str) -> Stream {
        let request = Request::get("/api/bot/stream")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Body::empty())
            .unwrap();
        let reply = r.clone().oneshot(request).await.unwrap();
        assert_eq!(reply.status(), StatusCode::OK);
        assert_eq!(
            reply.headers()[header::CONTENT_TYPE],
            "application/x-ndjson"
        );
        Stream {
            body: reply.into_body().into_data_stream(),
            buffer: Vec::new(),
        }
    }

    /// The next line, pings included (within 15 s); `None` once the stream has ended.
    async fn line(&mut self) -> Option<Value> {
        loop {
            if let Some(end) = self.buffer.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=end).collect();
                return Some(serde_json::from_slice(&line[..end]).unwrap());
            }
            let chunk = tokio::time::timeout(Duration::from_secs(15), self.body.next())
                .await
                .expect("no line within 15 s");
            match chunk {
                Some(bytes) => self.buffer.extend_from_slice(&bytes.unwrap()),
                None => {
                    assert!(self.buffer.is_empty(), "a line cut short");
                    return None;
                }
            }
        }
    }

    /// The next line that is not a ping.
    async fn next(&mut self) -> Value {
        loop {
            let line = self.line().await.expect("the stream ended");
            if line["type"] != "ping" {
                return line;
            }
        }
    }

    /// Reads lines until one of type `kind` for which `done` holds, and returns it.
    async fn until(&mut self, kind: &str, done: impl Fn(&Value) -> bool) -> Value {
        loop {
            let line = self.next().await;
            if line["type"] == kind && done(&line) {
                return line;
            }
        }
    }

    /// Reads lines (pings included) until the stream ends.
    async fn ended(&mut self) {
        while self.line().await.is_some() {}
    }
}

/// A state whose bots may play `games` at once, and challenges to bots expire after `expiry`.
fn state_with(games: usize, expiry: Duration) -> AppState {
    AppState::open(ServerConfig {
        bot_games: games,
        bot_challenge_expiry: expiry,
        ..ServerConfig::for_tests()
    })
    .unwrap()
}

/// Makes the account of `token` a bot.
async fn make_bot(r: &Router, token: &str) {
    let reply = call_as(r, "POST", "/api/me/bot", token, None).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
}

/// `token` plays `action` in game `id` by its session; the State.
async fn play(r: &Router, id: &str, token: &str, action: &str) -> Value {
    let uri = format!("/api/games/{id}/actions");
    let reply = call_as(r, "POST", &uri, token, Some(json!({ "action": action }))).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()
}

/// The open challenges as `token` sees them.
async fn seeks(r: &Router, token: &str) -> Value {
    call_as(r, "GET", "/api/seeks", token, None).await.json()["seeks"].clone()
}

/// The next lobby message of `kind` told to everyone or to `to`, as JSON.
async fn lobby_message(
    rx: &mut tokio::sync::broadcast::Receiver<std::sync::Arc<tzaar_server::lobby::Outgoing>>,
    kind: &str,
    to: &str,
) -> Value {
    loop {
        let out = tokio::time::timeout(Duration::from_secs(15), rx.recv())
            .await
            .expect("no lobby message within 15 s")
            .unwrap();
        let message: Value = serde_json::from_str(&out.text).unwrap();
        if message["type"] == kind && out.is_for(Some(to)) {
            return message;
        }
    }
}

#[tokio::test]
async fn a_bot_hears_its_challenges_then_its_games_and_each_change_in_order() {
    let state = state_with(8, Duration::from_secs(60));
    let r = router(&state);
    let [ann, bot, cy] = accounts(&r, ["Ann", "Robo", "Cy"]).await;
    // Refusals: no session, a person's account.
    call(&r, "GET", "/api/bot/stream", Auth::None, None)
        .await
        .assert_error(401, "not-logged-in");
    call_as(&r, "GET", "/api/bot/stream", &ann, None)
        .await
        .assert_error(403, "not-a-bot");
    make_bot(&r, &bot).await;
    // A bot without its program connected cannot be challenged directly.
    call_as(
        &r,
        "POST",
        "/api/seeks",
        &ann,
        Some(correspondence(Some("Robo"))),
    )
    .await
    .assert_error(409, "bot-offline");
    // Cy's open challenge, posted before the stream opens, and Ann's own to Cy, which is not
    // the bot's to take.
    let open = challenge(&r, &cy, correspondence(None)).await;
    challenge(&r, &ann, correspondence(Some("Cy"))).await;

    let mut stream = Stream::open(&r, &bot).await;
    assert_eq!(
        stream.next().await,
        json!({"type": "hello", "you": "Robo", "max_games": 8})
    );
    let told = stream.next().await;
    assert_eq!(told["type"], "challenge");
    // Exactly the object `GET /api/seeks` lists.
    assert_eq!(told["seek"], seeks(&r, &bot).await[0]);
    assert_eq!(told["seek"]["id"], open.as_str());
    assert_eq!(
        (&told["seek"]["bot"], &told["seek"]["opponent_bot"]),
        (&json!(false), &json!(false))
    );

    // A direct challenge to the bot, posted now (the bot is connected).
    let direct = challenge(&r, &ann, correspondence(Some("Robo"))).await;
    let told = stream.next().await;
    assert_eq!(told["type"], "challenge", "{told}");
    assert_eq!(told["seek"]["id"], direct.as_str());
    assert_eq!(told["seek"]["opponent"], "Robo");
    assert_eq!(told["seek"]["opponent_bot"], true);
    // Ann sees it marked too.
    let listed = seeks(&r, &ann).await;
    let mine = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == direct.as_str())
        .unwrap();
    assert_eq!(mine["opponent_bot"], true);

    // The bot takes it: the game starts (Ann White, the bot Black), its State follows, and
    // the challenge is gone.
    let game = common::accept(&r, &direct, &bot).await;
    let mut lines = Vec::new();
    while lines.len() < 3 {
        lines.push(stream.next().await);
    }
    let at = |kind: &str| lines.iter().position(|l| l["type"] == kind).unwrap();
    assert_eq!(
        lines[at("game-start")],
        json!({"type": "game-start", "game": game, "color": "black", "opponent": "Ann"})
    );
    assert_eq!(at("state"), at("game-start") + 1, "{lines:?}");
    assert_eq!(
        lines[at("challenge-gone")],
        json!({"type": "challenge-gone", "id": direct})
    );
    let first = &lines[at("state")];
    assert_eq!(first["game"], game.as_str());
    assert_eq!(first["state"]["status"], "playing");
    assert_eq!(first["state"]["actions_played"], 0);
    assert_eq!(
        first["state"]["bots"],
        json!({"white": false, "black": true})
    );
    // The open stream counts as the bot's presence at its seat.
    assert_eq!(first["state"]["presence"]["black"], true);
    let seen = call(&r, "GET", &format!("/api/games/{game}"), Auth::None, None)
        .await
        .json();
    assert_eq!(seen["bots"], json!({"white": false, "black": true}));
    assert_eq!(seen["presence"]["black"], true);

    // Ann's move reaches the stream as a state; so does the bot's own.
    play(&r, &game, &ann, "D5xD4").await;
    let after = stream.until("state", |l| l["game"] == game.as_str()).await;
    assert_eq!(after["state"]["actions_played"], 1);
    assert_eq!(after["state"]["side"], "black");
    let mine = play(&r, &game, &bot, &safe_action(&after["state"])).await;
    let after = stream.until("state", |_| true).await;
    assert_eq!(after["state"]["actions_played"], mine["actions_played"]);

    // The bot takes Cy's open challenge too: a second game, with Cy.
    let second = common::accept(&r, &open, &bot).await;
    let start = stream.until("game-start", |_| true).await;
    assert_eq!(start["game"], second.as_str());
    assert_eq!(start["opponent"], "Cy");
    assert_eq!(stream.next().await["type"], "state");

    // Ann resigns: the last state of that game says so.
    let uri = format!("/api/games/{game}/resign");
    assert_eq!(call_as(&r, "POST", &uri, &ann, None).await.status, 200);
    let last = stream.until("state", |l| l["game"] == game.as_str()).await;
    assert_eq!(last["state"]["status"], "over");
    // A game over holds no presence (the stream lets go of it just after its last state).
    let seen = common::wait_state(&r, &game, |s| s["presence"]["black"] == false).await;
    assert_eq!(seen["status"], "over");

    // A reconnecting bot is told its game going on (and no challenge: none is open).
    drop(stream);
    let mut again = Stream::open(&r, &bot).await;
    assert_eq!(again.next().await["type"], "hello");
    let start = again.next().await;
    assert_eq!(
        start,
        json!({"type": "game-start", "game": second, "color": start["color"], "opponent": "Cy"})
    );
    assert_eq!(again.next().await["state"]["id"], second.as_str());

    // Logging out ends the stream.
    assert_eq!(
        call_as(&r, "DELETE", "/api/session", &bot, None)
            .await
            .status,
        204
    );
    again.ended().await;
}

#[tokio::test]
async fn a_direct_challenge_is_declined_by_the_player_it_is_made_to_only() {
    let state = state_with(8, Duration::from_secs(60));
    let r = router(&state);
    let [ann, bot, cy] = accounts(&r, ["Ann", "Robo", "Cy"]).await;
    make_bot(&r, &bot).await;
    let mut stream = Stream::open(&r, &bot).await;
    assert_eq!(stream.next().await["type"], "hello");
    let mut lobby = state.inner.lobby.subscribe();
    let direct = challenge(&r, &ann, correspondence(Some("Robo"))).await;
    assert_eq!(stream.next().await["seek"]["id"], direct.as_str());
    let open = challenge(&r, &cy, correspondence(None)).await;
    assert_eq!(stream.next().await["seek"]["id"], open.as_str());

    let decline = |id: &str| format!("/api/seeks/{id}/decline");
    call(&r, "POST", &decline(&direct), Auth::None, None)
        .await
        .assert_error(401, "not-logged-in");
    call_as(&r, "POST", &decline("nosuchseek00"), &bot, None)
        .await
        .assert_error(404, "unknown-seek");
    // Not to them: another player, the challenger, and anyone for an open challenge.
    for token in [&cy, &ann] {
        call_as(&r, "POST", &decline(&direct), token, None)
            .await
            .assert_error(403, "not-your-challenge");
    }
    call_as(&r, "POST", &decline(&open), &bot, None)
        .await
        .assert_error(403, "not-your-challenge");

    let declined = call_as(&r, "POST", &decline(&direct), &bot, None).await;
    assert_eq!(declined.status, 204, "{}", declined.text());
    assert_eq!(
        stream.next().await,
        json!({"type": "challenge-gone", "id": direct})
    );
    // The challenger hears why.
    let gone = lobby_message(&mut lobby, "seek-gone", "Ann").await;
    assert_eq!(
        gone,
        json!({"type": "seek-gone", "id": direct, "reason": "declined"})
    );
    assert!(
        seeks(&r, &ann)
            .await
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["id"] != direct.as_str())
    );
    // Closed now, for good.
    call_as(&r, "POST", &decline(&direct), &bot, None)
        .await
        .assert_error(409, "seek-closed");
    call_as(
        &r,
        "POST",
        &format!("/api/seeks/{direct}/accept"),
        &bot,
        None,
    )
    .await
    .assert_error(409, "seek-taken");
    call_as(&r, "DELETE", &format!("/api/seeks/{direct}"), &ann, None)
        .await
        .assert_error(409, "seek-closed");

    // People decline too; and a cancelled challenge says so.
    let to_cy = challenge(&r, &ann, correspondence(Some("Cy"))).await;
    assert_eq!(
        call_as(&r, "POST", &decline(&to_cy), &cy, None)
            .await
            .status,
        204
    );
    let gone = lobby_message(&mut lobby, "seek-gone", "Ann").await;
    assert_eq!(gone["reason"], "declined");
    assert_eq!(
        call_as(&r, "DELETE", &format!("/api/seeks/{open}"), &cy, None)
            .await
            .status,
        204
    );
    let gone = lobby_message(&mut lobby, "seek-gone", "Ann").await;
    assert_eq!(
        gone,
        json!({"type": "seek-gone", "id": open, "reason": "cancelled"})
    );
    assert_eq!(
        stream.next().await,
        json!({"type": "challenge-gone", "id": open})
    );
}

#[tokio::test]
async fn a_bot_plays_at_most_its_games_and_challenges_only_directly() {
    let state = state_with(1, Duration::from_secs(60));
    let r = router(&state);
    let [ann, bot, cy] = accounts(&r, ["Ann", "Robo", "Cy"]).await;
    make_bot(&r, &bot).await;
    // A bot posts no open challenge, but may challenge a player directly.
    call_as(&r, "POST", "/api/seeks", &bot, Some(correspondence(None)))
        .await
        .assert_error(403, "bot-open-seek");
    let to_cy = challenge(&r, &bot, correspondence(Some("Cy"))).await;
    let mut stream = Stream::open(&r, &bot).await;
    assert_eq!(stream.next().await["type"], "hello");

    let open = challenge(&r, &cy, correspondence(None)).await;
    let direct = challenge(&r, &ann, correspondence(Some("Robo"))).await;
    common::accept(&r, &direct, &bot).await;
    stream.until("game-start", |_| true).await;
    // At its one game: neither taking nor being challenged directly.
    call_as(&r, "POST", &format!("/api/seeks/{open}/accept"), &bot, None)
        .await
        .assert_error(409, "bot-busy");
    call_as(
        &r,
        "POST",
        "/api/seeks",
        &ann,
        Some(correspondence(Some("Robo"))),
    )
    .await
    .assert_error(409, "bot-busy");
    // Nor may its own challenge be taken meanwhile.
    call_as(&r, "POST", &format!("/api/seeks/{to_cy}/accept"), &cy, None)
        .await
        .assert_error(409, "bot-busy");
}

#[tokio::test]
async fn a_direct_challenge_to_a_bot_expires_unanswered() {
    let state = state_with(8, Duration::from_millis(300));
    state.bots().start_expiry();
    let r = router(&state);
    let [ann, bot, _cy] = accounts(&r, ["Ann", "Robo", "Cy"]).await;
    make_bot(&r, &bot).await;
    let mut stream = Stream::open(&r, &bot).await;
    assert_eq!(stream.next().await["type"], "hello");
    let mut lobby = state.inner.lobby.subscribe();
    // A challenge between people does not expire.
    let to_cy = challenge(&r, &ann, correspondence(Some("Cy"))).await;
    let direct = challenge(&r, &ann, correspondence(Some("Robo"))).await;
    assert_eq!(stream.next().await["seek"]["id"], direct.as_str());
    assert_eq!(
        stream.next().await,
        json!({"type": "challenge-gone", "id": direct})
    );
    let gone = lobby_message(&mut lobby, "seek-gone", "Ann").await;
    assert_eq!(
        gone,
        json!({"type": "seek-gone", "id": direct, "reason": "expired"})
    );
    call_as(
        &r,
        "POST",
        &format!("/api/seeks/{direct}/accept"),
        &bot,
        None,
    )
    .await
    .assert_error(409, "seek-taken");
    let left: Vec<Value> = seeks(&r, &ann).await.as_array().unwrap().clone();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["id"], to_cy.as_str());
    assert_eq!(state.bots().expire_challenges().await.unwrap(), 0);
}

#[tokio::test]
async fn a_bot_has_one_stream_and_every_stream_ends_at_shutdown() {
    let state = state_with(8, Duration::from_secs(60));
    let r = router(&state);
    let [bot] = accounts(&r, ["Robo"]).await;
    make_bot(&r, &bot).await;
    let mut first = Stream::open(&r, &bot).await;
    assert_eq!(first.next().await["type"], "hello");
    assert!(state.inner.lobby.is_online("robo"));
    let mut second = Stream::open(&r, &bot).await;
    assert_eq!(second.next().await["type"], "hello");
    // The newer stream stays, the older ends.
    first.ended().await;
    assert!(state.inner.lobby.is_online("Robo"));
    state.bots().shut_down();
    second.ended().await;
    // Opened after the shutdown began, a stream ends at once after its hello.
    let mut late = Stream::open(&r, &bot).await;
    assert_eq!(late.next().await["type"], "hello");
    late.ended().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_many_streams_opened_at_once_one_goes_on() {
    let state = state_with(8, Duration::from_secs(60));
    let r = router(&state);
    let [bot] = accounts(&r, ["Robo"]).await;
    make_bot(&r, &bot).await;
    let mut opened = futures_util::future::join_all((0..30).map(|_| Stream::open(&r, &bot))).await;
    let ends = opened.iter_mut().map(|s| async move {
        // An ended stream ends within moments; the one going on says nothing for 10 s.
        tokio::time::timeout(Duration::from_secs(6), s.ended())
            .await
            .is_err()
    });
    let going_on = futures_util::future::join_all(ends).await;
    assert_eq!(going_on.iter().filter(|&&on| on).count(), 1);
    assert!(state.inner.lobby.is_online("Robo"));
    // The decline of one direct challenge, sent 30 times at once, is done once.
    let [ann] = accounts(&r, ["Ann"]).await;
    let direct = challenge(&r, &ann, correspondence(Some("Robo"))).await;
    let uri = format!("/api/seeks/{direct}/decline");
    let replies =
        futures_util::future::join_all((0..30).map(|_| call_as(&r, "POST", &uri, &bot, None)))
            .await;
    let mut statuses: Vec<u16> = replies.iter().map(|reply| reply.status.as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses[0], 204);
    assert!(statuses[1..].iter().all(|&s| s == 409), "{statuses:?}");
}

#[tokio::test]
async fn a_stream_whose_reader_falls_behind_is_dropped_not_queued() {
    let state = state_with(8, Duration::from_secs(60));
    let r = router(&state);
    let [ann, bot] = accounts(&r, ["Ann", "Robo"]).await;
    make_bot(&r, &bot).await;
    let mut stream = Stream::open(&r, &bot).await;
    assert_eq!(stream.next().await["type"], "hello");
    let direct = challenge(&r, &ann, correspondence(Some("Robo"))).await;
    let game = common::accept(&r, &direct, &bot).await;
    play(&r, &game, &ann, "D5xD4").await;
    // The bot reads nothing while Ann offers a takeback and withdraws it, again and again:
    // a State line each, far more than a stream holds.
    let uri = format!("/api/games/{game}/takeback");
    for _ in 0..60 {
        for method in ["POST", "DELETE"] {
            let reply = call_as(&r, method, &uri, &ann, None).await;
            assert_eq!(reply.status, 200, "{}", reply.text());
        }
    }
    // What was held comes, then the stream ends: the program opens a new one.
    let mut held = 0;
    while stream.line().await.is_some() {
        held += 1;
    }
    assert!(
        held <= tzaar_server::bots::LINES_BUFFERED + 1,
        "{held} lines held"
    );
    let mut again = Stream::open(&r, &bot).await;
    assert_eq!(again.next().await["type"], "hello");
    assert_eq!(again.next().await["type"], "game-start");
    let now = again.next().await;
    assert_eq!(now["state"]["offer"], Value::Null);
    assert_eq!(now["state"]["actions_played"], 1);
}

/// Reads from `tcp` into `seen` until `seen` holds `text`, within 15 s.
async fn read_until(tcp: &mut tokio::net::TcpStream, seen: &mut Vec<u8>, text: &str) {
    use tokio::io::AsyncReadExt;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while !String::from_utf8_lossy(seen).contains(text) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "no {text} within 30 s: {}",
            String::from_utf8_lossy(seen)
        );
        let mut chunk = [0u8; 4096];
        let n = tokio::time::timeout(Duration::from_secs(15), tcp.read(&mut chunk))
            .await
            .unwrap_or_else(|_| panic!("no {text} within 15 s"))
            .unwrap();
        assert!(
            n > 0,
            "closed before {text}: {}",
            String::from_utf8_lossy(seen)
        );
        seen.extend_from_slice(&chunk[..n]);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_real_server_sends_each_line_as_it_comes_and_ends_streams_cleanly_at_shutdown() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let state = state_with(8, Duration::from_secs(60));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(tzaar_server::serve_on(listener, state, async {
        let _ = stopped.await;
    }));
    let signed = |name: &str| {
        let body = json!({"name": name, "password": "long enough"}).to_string();
        async move {
            let reply = client::request(addr, "POST", "/api/accounts", None, &body)
                .await
                .unwrap();
            reply.json()["token"].as_str().unwrap().to_string()
        }
    };
    let (ann, bot) = (signed("Ann").await, signed("Robo").await);
    let made = client::request(addr, "POST", "/api/me/bot", Some(&bot), "")
        .await
        .unwrap();
    assert_eq!(made.status, 200, "{}", made.body);

    let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "GET /api/bot/stream HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {bot}\r\n\r\n"
    );
    tcp.write_all(head.as_bytes()).await.unwrap();
    let mut seen = Vec::new();
    read_until(
        &mut tcp,
        &mut seen,
        r#"{"type":"hello","you":"Robo","max_games":8}"#,
    )
    .await;
    let text = String::from_utf8_lossy(&seen).to_string();
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    assert!(
        text.contains("content-type: application/x-ndjson"),
        "{text}"
    );
    // A challenge posted now comes down the open connection at once.
    let body = correspondence(Some("Robo")).to_string();
    let posted = client::request(addr, "POST", "/api/seeks", Some(&ann), &body)
        .await
        .unwrap();
    assert_eq!(posted.status, 201, "{}", posted.body);
    let id = posted.json()["id"].as_str().unwrap().to_string();
    let before = seen.len();
    read_until(&mut tcp, &mut seen, &format!(r#""id":"{id}""#)).await;
    let lines = String::from_utf8_lossy(&seen[before..]).to_string();
    assert!(lines.contains(r#"{"type":"challenge","seek":{"#), "{lines}");

    // Shutdown ends the stream as a whole response (its last chunk sent), not cut off, and
    // the server stops.
    stop.send(()).unwrap();
    let mut rest = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), tcp.read_to_end(&mut rest))
        .await
        .expect("the stream never ended")
        .unwrap();
    seen.extend_from_slice(&rest);
    assert!(
        seen.ends_with(b"\r\n0\r\n\r\n"),
        "{}",
        String::from_utf8_lossy(&seen)
    );
    server.await.unwrap().unwrap();
}

/// Two instances over one PostgreSQL database, both hearing each other, each with its router.
async fn two_instances(cluster: &pg::TempCluster, db: &str) -> [(AppState, Router); 2] {
    cluster.psql(&format!("CREATE DATABASE {db}"));
    let url = format!("postgres://tzaar@127.0.0.1:{}/{db}", cluster.port);
    let mut out = Vec::new();
    for _ in 0..2 {
        let state = AppState::open(ServerConfig {
            database: Some(url.clone()),
            ..ServerConfig::for_tests()
        })
        .unwrap();
        assert!(state.join_cluster().await.unwrap());
        let r = router(&state);
        out.push((state, r));
    }
    out.try_into().ok().unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_on_another_instance_reaches_the_stream() {
    let Some(cluster) = pg::TempCluster::start() else {
        return;
    };
    let [(_a, ra), (b, rb)] = two_instances(&cluster, "bots").await;
    let [ann, bot] = accounts(&ra, ["Ann", "Robo"]).await;
    make_bot(&ra, &bot).await;
    let mut stream = Stream::open(&ra, &bot).await;
    assert_eq!(stream.next().await["type"], "hello");
    // B hears that the bot is connected through A (it may take a moment).
    for _ in 0..500 {
        if b.inner.lobby.is_online("Robo") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let direct = challenge(&rb, &ann, correspondence(Some("Robo"))).await;
    let told = stream.next().await;
    assert_eq!(told["seek"]["id"], direct.as_str(), "{told}");
    let game = common::accept(&ra, &direct, &bot).await;
    stream
        .until("game-start", |l| l["game"] == game.as_str())
        .await;
    // Ann plays through B; the stream on A gets the State as B stored it.
    play(&rb, &game, &ann, "D5xD4").await;
    let after = stream
        .until("state", |l| l["state"]["actions_played"] == 1)
        .await;
    assert_eq!(after["state"]["side"], "black");
    // The bot's presence, held on A, counts on B once A has told it.
    common::wait_state(&rb, &game, |s| s["presence"]["black"] == true).await;
    // A stream opened through B ends the one on A.
    let mut other = Stream::open(&rb, &bot).await;
    assert_eq!(other.next().await["type"], "hello");
    stream.ended().await;
}
