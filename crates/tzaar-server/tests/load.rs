//! A bounded load test against a real server on 127.0.0.1 with its archive on disk: many games
//! played at once over HTTP (some against the engine), each followed by WebSocket spectators.
//! It reports the games at once, the connections held and the action latency (p50, p99).
//! A second scenario fills the lobby: accounts sign up, each holds a lobby socket, half post
//! real-time challenges and the other half accept them (two acceptors race for some), and the
//! games are played with spectators; it reports the sign-ups' time, the action latency and how
//! long a lobby update takes to reach other lobby sockets.
//! A third fills an arena: accounts sign up and join, the creator starts it, and wave after
//! wave every game going on is decided by a resignation and one step of the director, run by
//! hand, pairs the waiting players; it reports each step's time, and apart the event's read,
//! the decision and `pair_arena` on the same players, and checks every wave's pairs.
//!
//! `cargo test -p tzaar-server --test load` runs small versions; the full ones are ignored:
//! `cargo test -p tzaar-server --test load -- --ignored --nocapture` (the test profile is optimised)
//! (`TZAAR_LOAD_GAMES`, `TZAAR_LOAD_SPECTATORS`, `TZAAR_LOAD_ACTIONS` change its size;
//! `TZAAR_LOAD_THINK_MS` pauses before each action; `TZAAR_LOAD_MEMORY=1` keeps the archive
//! in memory; `TZAAR_LOAD_INSTANCES=N` runs N instances over a throwaway PostgreSQL; the
//! lobby's: `TZAAR_LOBBY_ACCOUNTS`, `TZAAR_LOBBY_SPECTATORS`, `TZAAR_LOBBY_ACTIONS`,
//! `TZAAR_LOBBY_SAMPLERS`; the arena's: `TZAAR_ARENA_PLAYERS`, `TZAAR_ARENA_WAVES`).

#[path = "common/client.rs"]
mod client;
#[path = "common/pg.rs"]
mod pg;
#[path = "common/sockets.rs"]
mod sockets;

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use client::request;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::sync::{Barrier, watch};
use tokio_tungstenite::tungstenite::Message;
use tzaar_pairing::{ArenaPlayer, Side, pair_arena};
use tzaar_server::dates::now_ms;
use tzaar_server::store::TournamentSnapshot;
use tzaar_server::tournaments::director;
use tzaar_server::tournaments::view::standings_of;
use tzaar_server::{AppState, ServerConfig, serve_on};

/// How each game is followed and played.
#[derive(Clone, Copy)]
struct Play {
    /// Spectators on the game's socket.
    spectators: usize,
    /// Actions played (fewer if the game ends).
    actions: usize,
    /// A pause before each action, as a player thinks (0: as fast as the server answers).
    think: Duration,
}

struct Load {
    games: usize,
    play: Play,
    /// Every this many games is against the engine.
    engine_every: usize,
}

/// What all games of a run share: the start line and the counts of sockets and messages.
#[derive(Clone)]
struct Counters {
    start: Arc<Barrier>,
    held: Arc<AtomicUsize>,
    messages: Arc<AtomicUsize>,
}

impl Counters {
    fn new(games: usize) -> Counters {
        Counters {
            start: Arc::new(Barrier::new(games)),
            held: Arc::new(AtomicUsize::new(0)),
            messages: Arc::new(AtomicUsize::new(0)),
        }
    }
}

/// The middle, the 99th percentile and the largest of some durations.
#[derive(Clone, Copy)]
struct Spread {
    n: usize,
    p50: Duration,
    p99: Duration,
    max: Duration,
}

impl Spread {
    fn of(mut v: Vec<Duration>) -> Spread {
        v.sort();
        let at = |q: f64| {
            v.get(((v.len().max(1) - 1) as f64 * q).round() as usize)
                .copied()
                .unwrap_or_default()
        };
        Spread {
            n: v.len(),
            p50: at(0.5),
            p99: at(0.99),
            max: at(1.0),
        }
    }

    fn words(&self) -> String {
        format!(
            "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} samples)",
            self.p50.as_secs_f64() * 1e3,
            self.p99.as_secs_f64() * 1e3,
            self.max.as_secs_f64() * 1e3,
            self.n
        )
    }
}

struct Report {
    instances: usize,
    think: Duration,
    games: usize,
    engine_games: usize,
    connections: usize,
    actions: Spread,
    messages: usize,
    elapsed: Duration,
}

/// Spectators following a game until stopped.
struct Spectators {
    done: watch::Sender<bool>,
    watchers: Vec<tokio::task::JoinHandle<()>>,
}

impl Spectators {
    async fn stop(self) {
        let _ = self.done.send(true);
        for w in self.watchers {
            let _ = w.await;
        }
    }
}

/// `n` sockets following game `id`, each counting the messages it reads.
async fn spectate(addr: SocketAddr, id: &str, n: usize, c: &Counters) -> Spectators {
    let (done, done_rx) = watch::channel(false);
    let mut watchers = Vec::new();
    for _ in 0..n {
        let mut socket = sockets::connect(addr, id, None).await;
        c.held.fetch_add(1, Ordering::Relaxed);
        let (messages, mut done) = (c.messages.clone(), done_rx.clone());
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
    Spectators { done, watchers }
}

/// Follows game `id` with spectators, waits for every game of the run to be ready, then plays
/// it from `state` with White's and Black's `tokens`; the actions' round trips.
/// With several instances (`addrs`), the spectators spread over them, and White's and Black's
/// actions go to two different ones, so that every change crosses instances.
async fn follow_and_play(
    addrs: &[SocketAddr],
    id: &str,
    tokens: [&str; 2],
    mut state: Value,
    play: Play,
    c: Counters,
) -> Vec<Duration> {
    let addr = addrs[0];
    let mut spectators = Vec::new();
    for i in 0..play.spectators {
        spectators.push(spectate(addrs[i % addrs.len()], id, 1, &c).await);
    }
    // Every game and socket is up before anyone plays.
    c.start.wait().await;
    // The player follows its game on a socket of its own, as the web app does.
    let mut own = sockets::connect(addr, id, None).await;
    c.held.fetch_add(1, Ordering::Relaxed);
    let mut latencies = Vec::new();
    let path = format!("/api/games/{id}/actions");
    for _ in 0..play.actions {
        if state["status"] != "playing" {
            break;
        }
        let body = client::sensible_action_body(&state);
        let (token, to) = if state["side"] == "black" {
            (tokens[1], addrs[1 % addrs.len()])
        } else {
            (tokens[0], addr)
        };
        tokio::time::sleep(play.think).await;
        let t = Instant::now();
        let reply = request(to, "POST", &path, Some(token), &body)
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
            let Some(Ok(Message::Text(text))) = msg else {
                panic!("the player's socket closed");
            };
            let msg: Value = serde_json::from_str(text.as_str()).unwrap();
            let s = &msg["state"];
            if s["actions_played"].as_u64().unwrap_or(0) > played && s["thinking"] == false {
                state = s.clone();
            }
        }
    }
    let _ = own.close(None).await;
    // Let the spectators take the last states, then close them.
    tokio::time::sleep(Duration::from_millis(50)).await;
    for s in spectators {
        s.stop().await;
    }
    latencies
}

/// Plays game `n` of the run; with several instances it starts on instance `n` (of `addrs`).
async fn play_game(addrs: &[SocketAddr], n: usize, load: &Load, c: Counters) -> Vec<Duration> {
    let mut addrs = addrs.to_vec();
    let first = n % addrs.len();
    addrs.rotate_left(first);
    let addr = addrs[0];
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
    let id = created["id"].as_str().unwrap();
    let token = created["tokens"]["white"].as_str().unwrap();
    follow_and_play(
        &addrs,
        id,
        [token, token],
        created["state"].clone(),
        load.play,
        c,
    )
    .await
}

/// A server on 127.0.0.1 with its archive in `dir` (in memory with `TZAAR_LOAD_MEMORY=1`),
/// or in the PostgreSQL database `database`, joined to the other instances there; its
/// address, and the sender that stops it with the task to wait for.
async fn start_server(
    dir: &std::path::Path,
    database: Option<&str>,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let (addr, stop, server, _) = start_server_with_state(dir, database).await;
    (addr, stop, server)
}

/// A server as [`start_server`] starts it, with its state (the tournaments' director is not
/// running: the test calls it).
async fn start_server_with_state(
    dir: &std::path::Path,
    database: Option<&str>,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
    AppState,
) {
    let config = ServerConfig {
        // TZAAR_LOAD_MEMORY=1 keeps the archive in memory, to see what the disk costs.
        data_dir: (env("TZAAR_LOAD_MEMORY", 0) == 0).then(|| dir.to_path_buf()),
        database: database.map(str::to_string),
        engine_nodes: Some(2000),
        // The load test plays many people's games from one address.
        games_per_window: usize::MAX,
        connections_per_client: usize::MAX,
        ..ServerConfig::for_tests()
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let state = AppState::open(config).unwrap();
    if database.is_some() {
        assert!(state.join_cluster().await.unwrap());
        state.games().start_sweeper();
    }
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let served = state.clone();
    let server = tokio::spawn(async move {
        let _ = serve_on(listener, served, async {
            let _ = stopped.await;
        })
        .await;
    });
    (addr, stop, server, state)
}

/// Where a run's servers keep their games.
#[derive(Clone, Copy)]
enum Backend<'a> {
    /// One server, its SQLite archive on disk (or in memory).
    Sqlite,
    /// This many instances over the PostgreSQL database at this URL.
    Postgres(&'a str, usize),
}

async fn run(load: Load, backend: Backend<'_>) -> Report {
    let dir = tempfile::tempdir().unwrap();
    let (database, count) = match backend {
        Backend::Sqlite => (None, 1),
        Backend::Postgres(url, n) => (Some(url), n),
    };
    let mut servers = Vec::new();
    for _ in 0..count {
        servers.push(start_server(dir.path(), database).await);
    }
    let addrs: Arc<Vec<SocketAddr>> = Arc::new(servers.iter().map(|s| s.0).collect());
    let load = Arc::new(load);
    let c = Counters::new(load.games);
    let begun = Instant::now();
    let tasks: Vec<_> = (0..load.games)
        .map(|n| {
            let (load, c, addrs) = (load.clone(), c.clone(), addrs.clone());
            tokio::spawn(async move { play_game(&addrs, n, &load, c).await })
        })
        .collect();
    let mut latencies = Vec::new();
    for t in tasks {
        latencies.extend(t.await.unwrap());
    }
    let elapsed = begun.elapsed();
    for (_, stop, server) in servers {
        stop.send(()).unwrap();
        let _ = tokio::time::timeout(Duration::from_secs(10), server).await;
    }
    Report {
        instances: count,
        think: load.play.think,
        games: load.games,
        engine_games: (0..load.games)
            .filter(|n| load.engine_every > 0 && n % load.engine_every == 0)
            .count(),
        connections: c.held.load(Ordering::Relaxed),
        actions: Spread::of(latencies),
        messages: c.messages.load(Ordering::Relaxed),
        elapsed,
    }
}

fn print(r: &Report) {
    println!(
        "load: {} instance(s), {} games at once ({} against the engine), {} WebSocket \
         connections held, {} actions in {:.1} s ({} ms pause before each); action latency {}; \
         {} state messages delivered",
        r.instances,
        r.games,
        r.engine_games,
        r.connections,
        r.actions.n,
        r.elapsed.as_secs_f64(),
        r.think.as_millis(),
        r.actions.words(),
        r.messages
    );
}

/// The lobby scenario's size.
struct LobbyLoad {
    /// Accounts signed up, each with a lobby socket; half post a challenge, half accept.
    accounts: usize,
    /// Sign-ups (argon2id hashes) at once.
    signups_at_once: usize,
    /// Lobby sockets that time the updates they receive.
    samplers: usize,
    play: Play,
}

struct LobbyReport {
    accounts: usize,
    signups: Duration,
    lobby_sockets: usize,
    games: usize,
    /// Accepts answered 409 `seek-taken`: another acceptor was first.
    races: usize,
    game_sockets: usize,
    game_messages: usize,
    actions: Spread,
    /// From a `POST /api/seeks` answer to its `seek` message at another lobby socket.
    seek_updates: Spread,
    /// From sending `POST /api/seeks/{id}/accept` to its `game-started` at another lobby socket.
    start_updates: Spread,
    lobby_messages: usize,
    /// Snapshots sent again to sockets that fell behind the lobby's changes.
    resyncs: usize,
    elapsed: Duration,
}

/// A game started from a challenge: the challenge's id, the game's, and when the accept was
/// sent.
type Started = (String, String, Instant);

/// When a timing lobby socket first learnt of each challenge (by id) and of its game starting.
#[derive(Default)]
struct Seen {
    seeks: HashMap<String, Instant>,
    started: HashMap<String, Instant>,
    resyncs: usize,
}

impl Seen {
    fn record(&mut self, msg: &Value, at: Instant) {
        match msg["type"].as_str() {
            Some("seek") => {
                let id = msg["seek"]["id"].as_str().unwrap_or_default();
                self.seeks.entry(id.to_string()).or_insert(at);
            }
            Some("game-started") => {
                let id = msg["seek"].as_str().unwrap_or_default();
                self.started.entry(id.to_string()).or_insert(at);
            }
            // A socket that fell behind is sent the lobby as it is again.
            Some("lobby") => {
                self.resyncs += 1;
                for s in msg["seeks"].as_array().into_iter().flatten() {
                    let id = s["id"].as_str().unwrap_or_default();
                    self.seeks.entry(id.to_string()).or_insert(at);
                }
            }
            _ => {}
        }
    }
}

/// Opens the lobby socket of the session `token` and reads its first message; then reads on
/// until `done`, counting messages and, for a timing socket, recording what it sees.
async fn hold_lobby(
    addr: SocketAddr,
    token: String,
    seen: Option<Arc<Mutex<Seen>>>,
    messages: Arc<AtomicUsize>,
    mut done: watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    let mut socket = sockets::with_session(addr, "/api/lobby/ws", &token).await;
    let first = sockets::next(&mut socket).await;
    assert_eq!(first["type"], "lobby", "{first}");
    assert!(first["you"].is_string(), "{first}");
    tokio::spawn(async move {
        loop {
            tokio::select! {
                msg = socket.next() => match msg {
                    Some(Ok(Message::Text(text))) => {
                        let at = Instant::now();
                        messages.fetch_add(1, Ordering::Relaxed);
                        if let Some(seen) = &seen {
                            let v: Value = serde_json::from_str(text.as_str()).unwrap();
                            seen.lock().unwrap().record(&v, at);
                        }
                    }
                    Some(Ok(_)) => {}
                    _ => break,
                },
                _ = done.changed() => break,
            }
        }
        let _ = socket.close(None).await;
    })
}

/// Runs `f` on each of `items`, `at_once` at a time; the answers in any order.
async fn bounded<T, R, F>(items: Vec<T>, at_once: usize, f: impl Fn(T) -> F) -> Vec<R>
where
    F: std::future::Future<Output = R>,
{
    futures_util::stream::iter(items.into_iter().map(f))
        .buffer_unordered(at_once.max(1))
        .collect()
        .await
}

async fn run_lobby(load: LobbyLoad) -> LobbyReport {
    let dir = tempfile::tempdir().unwrap();
    let (addr, stop, server) = start_server(dir.path(), None).await;
    let begun = Instant::now();

    // Sign-ups, bounded: each hashes a password with argon2id.
    let names: Vec<String> = (0..load.accounts).map(|i| format!("p{i:04}")).collect();
    let t = Instant::now();
    let mut tokens: Vec<(String, String)> =
        bounded(names.clone(), load.signups_at_once, |name| async move {
            let token = client::sign_up(addr, &name, "correct horse").await;
            (name, token)
        })
        .await;
    let signups = t.elapsed();
    tokens.sort();
    let token_of: HashMap<String, String> = tokens.iter().cloned().collect();

    // Every account holds a lobby socket; the last few time what they receive.
    let (done, done_rx) = watch::channel(false);
    let lobby_messages = Arc::new(AtomicUsize::new(0));
    let samplers: Vec<Arc<Mutex<Seen>>> = (0..load.samplers.min(load.accounts))
        .map(|_| Arc::default())
        .collect();
    let first_sampler = load.accounts - samplers.len();
    let holders = bounded(
        tokens.iter().enumerate().collect(),
        32,
        |(i, (_, token))| {
            let seen = i.checked_sub(first_sampler).map(|k| samplers[k].clone());
            hold_lobby(
                addr,
                token.clone(),
                seen,
                lobby_messages.clone(),
                done_rx.clone(),
            )
        },
    )
    .await;

    // The first half post real-time challenges.
    let half = load.accounts / 2;
    let posted: Vec<(usize, String, Instant)> = bounded((0..half).collect(), 64, |i| {
        let token = tokens[i].1.clone();
        async move {
            let body = json!({
                "clock": {"initial_s": 600, "increment_s": 5},
                "rated": true,
                "color": "random",
                "setup": "random",
            })
            .to_string();
            let r = request(addr, "POST", "/api/seeks", Some(&token), &body)
                .await
                .unwrap();
            let at = Instant::now();
            assert_eq!(r.status, 201, "{}", r.body);
            (i, r.json()["id"].as_str().unwrap().to_string(), at)
        }
    })
    .await;
    let mut seeks = vec![String::new(); half];
    let mut posted_at = HashMap::new();
    for (i, id, at) in posted {
        seeks[i] = id.clone();
        posted_at.insert(id, at);
    }

    // The other half accept them: acceptors 2k and 2k+1 both go for challenge 2k first, so that
    // one of them is told `seek-taken` and takes challenge 2k+1 instead.
    let accepted: Vec<(Option<Started>, usize)> =
        bounded((0..load.accounts - half).collect(), 64, |j| {
            let token = tokens[half + j].1.clone();
            let candidates: Vec<String> = [j & !1, j | 1]
                .into_iter()
                .filter(|&k| k < half)
                .map(|k| seeks[k].clone())
                .collect();
            async move {
                let mut races = 0;
                for seek in candidates {
                    let sent = Instant::now();
                    let r = request(
                        addr,
                        "POST",
                        &format!("/api/seeks/{seek}/accept"),
                        Some(&token),
                        "",
                    )
                    .await
                    .unwrap();
                    match r.status {
                        201 => {
                            let game = r.json()["game"].as_str().unwrap().to_string();
                            return (Some((seek, game, sent)), races);
                        }
                        409 if r.json()["error"] == "seek-taken" => races += 1,
                        _ => panic!("accept: {} {}", r.status, r.body),
                    }
                }
                (None, races)
            }
        })
        .await;
    let races = accepted.iter().map(|(_, r)| r).sum();
    let started: Vec<Started> = accepted.into_iter().flat_map(|(g, _)| g).collect();

    // The games, each with its spectators, played by the two accounts' sessions.
    let c = Counters::new(started.len());
    let (mut games, play) = (Vec::new(), load.play);
    for (_, game, _) in &started {
        let r = request(addr, "GET", &format!("/api/games/{game}"), None, "")
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.body);
        let state = r.json();
        assert_eq!(state["mode"], "online", "{state}");
        assert_eq!(state["clock"]["running"], Value::Null, "{state}");
        let token = |side: &str| token_of[state[side].as_str().unwrap()].clone();
        let (white, black) = (token("white"), token("black"));
        let (game, c) = (game.clone(), c.clone());
        games.push(tokio::spawn(async move {
            follow_and_play(&[addr], &game, [&white, &black], state, play, c).await
        }));
    }
    let mut latencies = Vec::new();
    for g in games {
        latencies.extend(g.await.unwrap());
    }

    let lobby_sockets = holders.len();
    let _ = done.send(true);
    for h in holders {
        let _ = h.await;
    }
    let elapsed = begun.elapsed();
    stop.send(()).unwrap();
    let _ = tokio::time::timeout(Duration::from_secs(10), server).await;

    let (mut seek_updates, mut start_updates, mut resyncs) = (Vec::new(), Vec::new(), 0);
    for seen in &samplers {
        let seen = seen.lock().unwrap();
        resyncs += seen.resyncs;
        for (id, at) in &posted_at {
            if let Some(arrived) = seen.seeks.get(id) {
                seek_updates.push(arrived.saturating_duration_since(*at));
            }
        }
        for (seek, _, sent) in &started {
            if let Some(arrived) = seen.started.get(seek) {
                start_updates.push(arrived.saturating_duration_since(*sent));
            }
        }
    }
    LobbyReport {
        accounts: load.accounts,
        signups,
        lobby_sockets,
        games: started.len(),
        races,
        game_sockets: c.held.load(Ordering::Relaxed),
        game_messages: c.messages.load(Ordering::Relaxed),
        actions: Spread::of(latencies),
        seek_updates: Spread::of(seek_updates),
        start_updates: Spread::of(start_updates),
        lobby_messages: lobby_messages.load(Ordering::Relaxed),
        resyncs,
        elapsed,
    }
}

fn print_lobby(r: &LobbyReport) {
    println!(
        "lobby: {} accounts signed up in {:.1} s, {} lobby sockets held; {} challenges accepted \
         ({} accepts lost a race), {} games with {} game sockets, {} actions; action latency {}; \
         lobby update, challenge posted: {}; game started: {}; {} lobby messages, {} snapshots \
         resent to timing sockets that fell behind, {} state messages; {:.1} s in all",
        r.accounts,
        r.signups.as_secs_f64(),
        r.lobby_sockets,
        r.games,
        r.races,
        r.games,
        r.game_sockets,
        r.actions.n,
        r.actions.words(),
        r.seek_updates.words(),
        r.start_updates.words(),
        r.lobby_messages,
        r.resyncs,
        r.game_messages,
        r.elapsed.as_secs_f64(),
    );
}

/// The arena scenario's size.
struct ArenaLoad {
    /// Accounts signed up, every one in the arena.
    players: usize,
    /// Waves paired by the director after the first (which the start pairs).
    waves: usize,
}

/// One wave of the arena: the games going on decided, then one step of the director.
struct Wave {
    /// Players waiting (in, not in a game) when the step reads the event.
    waiting: usize,
    /// Games the step started.
    started: usize,
    /// The games going on decided, each by a resignation (16 at once).
    resigns: Duration,
    /// One round of the director, `direct()`: the event read under its lock, its step decided
    /// and written in one transaction, the new games put in memory and their players told.
    step: Duration,
    /// The event read from the archive as the step reads it (before the step, outside it).
    read: Duration,
    /// The step's decision alone on that read, `director::advance`: the standings, the waiting
    /// players, their pairing and the games made; nothing written.
    decide: Duration,
    /// `tzaar_pairing::pair_arena` alone on the same waiting players (the median of 21 calls).
    pairing: Duration,
}

struct ArenaReport {
    instances: usize,
    players: usize,
    signups: Duration,
    joins: Duration,
    /// `POST /api/tournaments/{id}/start`, which pairs the first wave.
    start: Duration,
    first_wave: usize,
    waves: Vec<Wave>,
    /// `GET /api/tournaments/{id}` at the end (5 times): the standings computed from every
    /// pairing, every game listed.
    view: Spread,
    view_bytes: usize,
    /// The games the end's view lists.
    games: usize,
}

/// The arena's waiting players as its director reads them from `snap` (`pair_wave` and
/// `arena_player` in `tournaments/director.rs`): in and not in a game, with their points,
/// rating, last opponent and colours.
fn waiting_players(snap: &TournamentSnapshot) -> Vec<ArenaPlayer> {
    let points: HashMap<i64, i64> = standings_of(snap)
        .into_iter()
        .map(|s| (s.id, s.points))
        .collect();
    let busy: HashSet<i64> = snap
        .pairings
        .iter()
        .filter(|p| p.finished_at.is_none())
        .filter_map(|p| Some([p.white, p.black?]))
        .flatten()
        .collect();
    snap.entrants
        .iter()
        .filter(|e| e.state == "in" && !busy.contains(&e.account))
        .map(|e| {
            let mut player = ArenaPlayer {
                id: e.account,
                points: points.get(&e.account).copied().unwrap_or(0),
                rating: e.rating,
                last_opponent: None,
                color_balance: 0,
                last_side: None,
            };
            for p in &snap.pairings {
                let Some(black) = p.black else { continue };
                if p.white == e.account {
                    player.color_balance += 1;
                    player.last_side = Some(Side::White);
                    player.last_opponent = Some(black);
                } else if black == e.account {
                    player.color_balance -= 1;
                    player.last_side = Some(Side::Black);
                    player.last_opponent = Some(p.white);
                }
            }
            player
        })
        .collect()
}

/// Event `id` as stored now (off the runtime: PostgreSQL's client blocks).
async fn snapshot(state: &AppState, id: &str) -> TournamentSnapshot {
    let (store, id) = (state.inner.store.clone(), id.to_string());
    tokio::task::spawn_blocking(move || store.tournament(&id).unwrap().expect("the arena"))
        .await
        .unwrap()
}

/// What the step about to run will read and decide, timed: the event read, the waiting
/// players, `pair_arena` on them (the median of 21 calls) and its pairs, and the director's
/// whole decision on the read (its games counted).
struct Before {
    snap: TournamentSnapshot,
    read: Duration,
    waiting: Vec<ArenaPlayer>,
    pairing: Duration,
    pairs: Vec<(i64, i64)>,
    decide: Duration,
    decided_games: usize,
}

async fn before_step(state: &AppState, id: &str) -> Before {
    let (store, id) = (state.inner.store.clone(), id.to_string());
    tokio::task::spawn_blocking(move || {
        let t = Instant::now();
        let snap = store.tournament(&id).unwrap().expect("the arena");
        let read = t.elapsed();
        let waiting = waiting_players(&snap);
        let mut times: Vec<Duration> = (0..21)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(pair_arena(std::hint::black_box(&waiting)));
                t.elapsed()
            })
            .collect();
        times.sort();
        let pairs = pair_arena(&waiting);
        let t = Instant::now();
        let (_, started) = match snap.tournament.status.as_str() {
            // Before the start: what starting it decides (its first wave).
            "open" => director::start(&snap, now_ms()),
            _ => director::advance(&snap, now_ms()),
        }
        .unwrap();
        let decide = t.elapsed();
        Before {
            snap,
            read,
            waiting,
            pairing: times[times.len() / 2],
            pairs,
            decide,
            decided_games: started.len(),
        }
    })
    .await
    .unwrap()
}

/// Checks the wave the step after `before` paired, as stored in `after`, and returns its
/// games (the pairings of the rounds after `before`'s). What it asserts: every new pairing is a
/// game going on; the pairs are those `pair_arena` gives on the waiting players as read before
/// the step (and the director's own decision on that read made as many games); no player is in
/// two games going on; nobody meets the opponent of their last game (`last`, kept here from the
/// waves seen, independently of the server); everybody paired was waiting; at most two of the
/// waiting players are left unpaired.
fn check_wave(
    before: &Before,
    after: &TournamentSnapshot,
    last: &mut HashMap<i64, i64>,
    wave: usize,
) -> usize {
    let round = before.snap.tournament.round;
    let new: Vec<(i64, i64)> = after
        .pairings
        .iter()
        .filter(|p| p.round > round)
        .map(|p| {
            assert!(
                p.game.is_some() && p.finished_at.is_none(),
                "wave {wave}: {p:?}"
            );
            (p.white, p.black.expect("a game, not a bye"))
        })
        .collect();
    let sorted = |v: &[(i64, i64)]| {
        let mut v = v.to_vec();
        v.sort();
        v
    };
    assert_eq!(
        sorted(&new),
        sorted(&before.pairs),
        "wave {wave}: the step paired what pair_arena gives"
    );
    assert_eq!(new.len(), before.decided_games, "wave {wave}");
    let mut busy = HashSet::new();
    for p in after.pairings.iter().filter(|p| p.finished_at.is_none()) {
        for player in [Some(p.white), p.black].into_iter().flatten() {
            assert!(busy.insert(player), "wave {wave}: {player} in two games");
        }
    }
    let waiting: HashSet<i64> = before.waiting.iter().map(|p| p.id).collect();
    for &(w, b) in &new {
        assert!(
            waiting.contains(&w) && waiting.contains(&b),
            "wave {wave}: {w} or {b} was not waiting"
        );
        assert_ne!(last.get(&w), Some(&b), "wave {wave}: {w} met {b} again");
        assert_ne!(last.get(&b), Some(&w), "wave {wave}: {b} met {w} again");
    }
    for &(w, b) in &new {
        last.insert(w, b);
        last.insert(b, w);
    }
    let left = waiting.len() - 2 * new.len();
    assert!(
        left <= 2,
        "wave {wave}: {left} of {} waiting players unpaired",
        waiting.len()
    );
    new.len()
}

/// Decides every game of `snap` going on: the loser resigns over HTTP (16 at once, spread
/// over the instances); White wins two games of three.
async fn decide_games(
    addrs: &[SocketAddr],
    snap: &TournamentSnapshot,
    tokens: &HashMap<i64, String>,
    wave: usize,
) -> usize {
    let games: Vec<(usize, String, i64)> = snap
        .pairings
        .iter()
        .filter(|p| p.finished_at.is_none())
        .filter_map(|p| Some((p.game.clone()?, p.white, p.black?)))
        .enumerate()
        .map(|(i, (game, white, black))| {
            let loser = if (i + wave) % 3 == 0 { white } else { black };
            (i, game, loser)
        })
        .collect();
    let n = games.len();
    bounded(games, 16, |(i, game, loser)| {
        let (addr, token) = (addrs[i % addrs.len()], tokens[&loser].clone());
        async move {
            let r = request(
                addr,
                "POST",
                &format!("/api/games/{game}/resign"),
                Some(&token),
                "",
            )
            .await
            .unwrap();
            assert_eq!(r.status, 200, "{}", r.body);
        }
    })
    .await;
    n
}

async fn run_arena(load: ArenaLoad, backend: Backend<'_>) -> ArenaReport {
    let dir = tempfile::tempdir().unwrap();
    let (database, count) = match backend {
        Backend::Sqlite => (None, 1),
        Backend::Postgres(url, n) => (Some(url), n),
    };
    let mut servers = Vec::new();
    for _ in 0..count {
        servers.push(start_server_with_state(dir.path(), database).await);
    }
    let addrs: Vec<SocketAddr> = servers.iter().map(|s| s.0).collect();
    let (addr, state) = (addrs[0], servers[0].3.clone());

    // Sign-ups (argon2id), 8 at once.
    let names: Vec<String> = (0..load.players).map(|i| format!("a{i:04}")).collect();
    let t = Instant::now();
    let mut tokens: Vec<(String, String)> = bounded(names, 8, |name| {
        let addr = addrs[name[1..].parse::<usize>().unwrap() % addrs.len()];
        async move {
            let token = client::sign_up(addr, &name, "correct horse").await;
            (name, token)
        }
    })
    .await;
    let signups = t.elapsed();
    tokens.sort();

    // The first creates the arena; everyone joins, 16 at once; the creator starts it.
    let body = json!({
        "name": "Load arena",
        "kind": "arena",
        "clock": {"initial_s": 60},
        "duration_min": 60,
        "max_players": load.players.max(2),
    })
    .to_string();
    let r = request(addr, "POST", "/api/tournaments", Some(&tokens[0].1), &body)
        .await
        .unwrap();
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let t = Instant::now();
    bounded(
        tokens.iter().enumerate().collect(),
        16,
        |(i, (_, token))| {
            let (addr, path) = (
                addrs[i % addrs.len()],
                format!("/api/tournaments/{id}/join"),
            );
            async move {
                let r = request(addr, "POST", &path, Some(token), "").await.unwrap();
                assert_eq!(r.status, 200, "{}", r.body);
            }
        },
    )
    .await;
    let joins = t.elapsed();
    let before = before_step(&state, &id).await;
    assert_eq!(before.waiting.len(), load.players);
    let t = Instant::now();
    let r = request(
        addr,
        "POST",
        &format!("/api/tournaments/{id}/start"),
        Some(&tokens[0].1),
        "",
    )
    .await
    .unwrap();
    let start = t.elapsed();
    assert_eq!(r.status, 200, "{}", r.body);
    let mut snap = snapshot(&state, &id).await;
    assert_eq!(snap.tournament.status, "running");
    let mut last = HashMap::new();
    let first_wave = check_wave(&before, &snap, &mut last, 0);
    let token_of: HashMap<&str, &str> = tokens
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let tokens: HashMap<i64, String> = snap
        .entrants
        .iter()
        .map(|e| (e.account, token_of[e.name.as_str()].to_string()))
        .collect();

    // Each wave: every game going on decided, then one step of the director, timed.
    let mut waves = Vec::new();
    for wave in 1..=load.waves {
        let t = Instant::now();
        let decided = decide_games(&addrs, &snap, &tokens, wave).await;
        let resigns = t.elapsed();
        let before = before_step(&state, &id).await;
        assert_eq!(before.waiting.len(), load.players, "wave {wave}: {decided}");
        let t = Instant::now();
        state.tournaments().direct().await;
        let step = t.elapsed();
        snap = snapshot(&state, &id).await;
        let started = check_wave(&before, &snap, &mut last, wave);
        waves.push(Wave {
            waiting: before.waiting.len(),
            started,
            resigns,
            step,
            read: before.read,
            decide: before.decide,
            pairing: before.pairing,
        });
    }

    // The event's page at the end: the standings computed from every pairing.
    let mut views = Vec::new();
    let mut end = Value::Null;
    let mut view_bytes = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let r = request(addr, "GET", &format!("/api/tournaments/{id}"), None, "")
            .await
            .unwrap();
        views.push(t.elapsed());
        assert_eq!(r.status, 200, "{}", r.body);
        view_bytes = r.body.len();
        end = r.json();
    }
    let games = end["games"].as_array().unwrap().len();
    assert_eq!(
        games,
        first_wave + waves.iter().map(|w| w.started).sum::<usize>()
    );
    assert_eq!(end["standings"].as_array().unwrap().len(), load.players);

    for (_, stop, server, _) in servers {
        stop.send(()).unwrap();
        let _ = tokio::time::timeout(Duration::from_secs(10), server).await;
    }
    ArenaReport {
        instances: count,
        players: load.players,
        signups,
        joins,
        start,
        first_wave,
        waves,
        view: Spread::of(views),
        view_bytes,
        games,
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn print_arena(r: &ArenaReport) {
    println!(
        "arena: {} instance(s), {} players signed up in {:.1} s, joined in {:.1} s; started in \
         {:.1} ms (POST start: {} games)",
        r.instances,
        r.players,
        r.signups.as_secs_f64(),
        r.joins.as_secs_f64(),
        ms(r.start),
        r.first_wave,
    );
    for (i, w) in r.waves.iter().enumerate() {
        println!(
            "arena wave {}: {} waiting, {} games started; step (direct) {:.1} ms; outside it: \
             event read {:.1} ms, decision {:.2} ms, pair_arena {:.1} µs; the last wave's games \
             decided in {:.2} s",
            i + 1,
            w.waiting,
            w.started,
            ms(w.step),
            ms(w.read),
            ms(w.decide),
            w.pairing.as_secs_f64() * 1e6,
            w.resigns.as_secs_f64(),
        );
    }
    let spread = |f: fn(&Wave) -> Duration| {
        let s = Spread::of(r.waves.iter().map(f).collect());
        format!("p50 {:.2} ms, max {:.2} ms", ms(s.p50), ms(s.max))
    };
    let pairing = Spread::of(r.waves.iter().map(|w| w.pairing).collect());
    println!(
        "arena: over {} waves, step {}; event read {}; decision {}; pair_arena p50 {:.1} µs, \
         max {:.1} µs; GET /api/tournaments/{{id}} at the end ({} games, {} bytes): {}",
        r.waves.len(),
        spread(|w| w.step),
        spread(|w| w.read),
        spread(|w| w.decide),
        pairing.p50.as_secs_f64() * 1e6,
        pairing.max.as_secs_f64() * 1e6,
        r.games,
        r.view_bytes,
        r.view.words(),
    );
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The small run's size: 6 games, 2 spectators each, 6 actions.
fn small() -> Load {
    Load {
        games: 6,
        play: Play {
            spectators: 2,
            actions: 6,
            think: Duration::ZERO,
        },
        engine_every: 3,
    }
}

/// Checks a small run's report.
fn check_small(r: &Report) {
    assert_eq!(r.connections, 6 * 3);
    assert!(r.actions.n >= 6 * 4, "{}", r.actions.n);
    // Each spectator saw at least the first state and one per action of its game.
    assert!(
        r.messages >= r.actions.n * 2,
        "{} < {}",
        r.messages,
        r.actions.n * 2
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_load_is_served_by_two_instances_on_postgresql() {
    let Some(cluster) = pg::TempCluster::start() else {
        return;
    };
    let url = cluster.url();
    let r = tokio::time::timeout(
        Duration::from_secs(120),
        run(small(), Backend::Postgres(&url, 2)),
    )
    .await
    .expect("the load test stops within its time");
    print(&r);
    check_small(&r);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_load_is_served() {
    let r = tokio::time::timeout(Duration::from_secs(120), run(small(), Backend::Sqlite))
        .await
        .expect("the load test stops within its time");
    print(&r);
    check_small(&r);
}

/// The instances `TZAAR_LOAD_INSTANCES=N` asks for (N over a throwaway PostgreSQL cluster; 0,
/// the default, one server on SQLite), the cluster kept alive by the caller, and its URL.
fn cluster_from_env() -> (usize, Option<pg::TempCluster>, String) {
    let instances = env("TZAAR_LOAD_INSTANCES", 0);
    let cluster = (instances > 0).then(|| pg::TempCluster::start().expect("PostgreSQL"));
    let url = cluster.as_ref().map(|c| c.url()).unwrap_or_default();
    (instances, cluster, url)
}

/// The archive of `instances` servers over the database at `url` (0: SQLite).
fn backend_of(instances: usize, url: &str) -> Backend<'_> {
    match instances {
        0 => Backend::Sqlite,
        n => Backend::Postgres(url, n),
    }
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "the full load test: run it on its own"]
async fn a_heavy_load_is_served() {
    let (instances, _cluster, url) = cluster_from_env();
    let backend = backend_of(instances, &url);
    let r = tokio::time::timeout(
        Duration::from_secs(600),
        run(
            Load {
                games: env("TZAAR_LOAD_GAMES", 200),
                play: Play {
                    spectators: env("TZAAR_LOAD_SPECTATORS", 3),
                    actions: env("TZAAR_LOAD_ACTIONS", 20),
                    think: Duration::from_millis(env("TZAAR_LOAD_THINK_MS", 0) as u64),
                },
                engine_every: 4,
            },
            backend,
        ),
    )
    .await
    .expect("the load test stops within its time");
    print(&r);
    assert!(r.actions.n > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_lobby_is_served() {
    let r = tokio::time::timeout(
        Duration::from_secs(120),
        run_lobby(LobbyLoad {
            accounts: 20,
            signups_at_once: 4,
            samplers: 4,
            play: Play {
                spectators: 1,
                actions: 6,
                think: Duration::ZERO,
            },
        }),
    )
    .await
    .expect("the lobby load test stops within its time");
    print_lobby(&r);
    assert_eq!(r.lobby_sockets, 20);
    // Every challenge is taken once; in each pair of acceptors going for the same one, one
    // loses the race and takes the next.
    assert_eq!((r.games, r.races), (10, 5));
    assert_eq!(r.game_sockets, 10 * 2);
    assert_eq!(r.actions.n, 10 * 6);
    // Nobody fell behind, so every timing socket saw every challenge and every game start.
    assert_eq!(r.resyncs, 0);
    assert_eq!(r.seek_updates.n, 10 * 4);
    assert_eq!(r.start_updates.n, 10 * 4);
    assert!(r.game_messages >= r.actions.n, "{}", r.game_messages);
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "the full lobby load test: run it on its own"]
async fn a_full_lobby_is_served() {
    let accounts = env("TZAAR_LOBBY_ACCOUNTS", 1000);
    let r = tokio::time::timeout(
        Duration::from_secs(900),
        run_lobby(LobbyLoad {
            accounts,
            signups_at_once: 8,
            samplers: env("TZAAR_LOBBY_SAMPLERS", 8),
            play: Play {
                spectators: env("TZAAR_LOBBY_SPECTATORS", 2),
                actions: env("TZAAR_LOBBY_ACTIONS", 10),
                think: Duration::ZERO,
            },
        }),
    )
    .await
    .expect("the lobby load test stops within its time");
    print_lobby(&r);
    assert_eq!(r.lobby_sockets, accounts);
    assert_eq!(r.games, accounts / 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_arena_pairs_each_wave() {
    let r = tokio::time::timeout(
        Duration::from_secs(120),
        run_arena(
            ArenaLoad {
                players: 12,
                waves: 4,
            },
            Backend::Sqlite,
        ),
    )
    .await
    .expect("the arena load test stops within its time");
    print_arena(&r);
    // Each wave checked in `run_arena`; here, that every wave paired.
    assert!(r.first_wave >= 5, "{}", r.first_wave);
    assert!(r.waves.iter().all(|w| w.waiting == 12 && w.started >= 5));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_arena_pairs_each_wave_on_two_instances_on_postgresql() {
    let Some(cluster) = pg::TempCluster::start() else {
        return;
    };
    let url = cluster.url();
    let r = tokio::time::timeout(
        Duration::from_secs(120),
        run_arena(
            ArenaLoad {
                players: 12,
                waves: 3,
            },
            Backend::Postgres(&url, 2),
        ),
    )
    .await
    .expect("the arena load test stops within its time");
    print_arena(&r);
    assert!(r.waves.iter().all(|w| w.waiting == 12 && w.started >= 5));
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "the full arena load test: run it on its own"]
async fn an_arena_of_many_players_is_paired_wave_by_wave() {
    let (instances, _cluster, url) = cluster_from_env();
    let backend = backend_of(instances, &url);
    let r = tokio::time::timeout(
        Duration::from_secs(900),
        run_arena(
            ArenaLoad {
                players: env("TZAAR_ARENA_PLAYERS", 200),
                waves: env("TZAAR_ARENA_WAVES", 10),
            },
            backend,
        ),
    )
    .await
    .expect("the arena load test stops within its time");
    print_arena(&r);
}
