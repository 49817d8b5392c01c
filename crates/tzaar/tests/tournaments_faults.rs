//! Tournaments directed by real `tzaar serve` processes through faults: a Swiss event played
//! over two instances on one PostgreSQL database, one of them killed with SIGKILL while a
//! round is half decided, the survivor pairing the next round by itself and the restarted
//! instance playing the rest; an arena on SQLite killed with SIGKILL and restarted on its
//! folder and port, still running, its standings kept and its waiting players paired again;
//! and an arena that starts itself with three instances up, started and paired once, no player
//! ever in two games at once. Every game is decided by its loser resigning, and the standings
//! are checked against those results.
//!
//! The PostgreSQL tests skip, saying so, where PostgreSQL is not installed (they fail instead
//! with `TZAAR_PG=required`, as in `.ci/run`).

mod api;
#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;
mod common;
#[path = "../../tzaar-server/tests/common/pg.rs"]
mod pg;

use std::collections::{HashMap, HashSet};
use std::ffi::OsStr;
use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use api::{call, ok, sign_up};
use common::Server;
use pg::TempCluster;
use serde_json::{Value, json};
use tzaar_server::dates::{iso_time, now_ms};

/// The accounts one address may make an hour: more than any test here makes.
const SIGNUPS: &str = "100";

/// A `tzaar serve` on the PostgreSQL database `url` (SIGKILL when dropped).
fn on_postgres(url: &str) -> Server {
    let data = tempfile::tempdir().unwrap();
    common::serve(&[
        "--database".as_ref(),
        url.as_ref(),
        "--data".as_ref(),
        data.path().as_os_str(),
        "--signups-per-hour".as_ref(),
        SIGNUPS.as_ref(),
    ])
}

/// A `tzaar serve` on the SQLite archive in `folder`, listening on `port` (0: any).
fn on_sqlite(folder: &Path, port: u16) -> Server {
    let args: [&OsStr; 4] = [
        "--data".as_ref(),
        folder.as_os_str(),
        "--signups-per-hour".as_ref(),
        SIGNUPS.as_ref(),
    ];
    common::serve_on(port, &args)
}

/// Signs `names` up, the first through `addrs[0]`, the next through `addrs[1]` and so on
/// round; their session tokens by name.
async fn accounts(addrs: &[SocketAddr], names: &[&str]) -> HashMap<String, String> {
    let mut tokens = HashMap::new();
    for (i, name) in names.iter().enumerate() {
        let token = sign_up(addrs[i % addrs.len()], name).await;
        tokens.insert(name.to_string(), token);
    }
    tokens
}

/// Creates a tournament through `addr` as `token`; its id.
async fn create(addr: SocketAddr, token: &str, body: Value) -> String {
    let (status, t) = call(
        addr,
        "POST",
        "/api/tournaments",
        Some(token),
        &body.to_string(),
    )
    .await;
    assert_eq!(status, 201, "{t}");
    assert_eq!(t["status"], "open", "{t}");
    t["id"].as_str().unwrap().to_string()
}

/// Tournament `id` as `addr` shows it to a guest.
async fn show(addr: SocketAddr, id: &str) -> Value {
    ok(addr, "GET", &format!("/api/tournaments/{id}"), None, "").await
}

/// `POST /api/tournaments/{id}/{what}` through `addr` as `token`; the tournament it answers.
async fn on(addr: SocketAddr, id: &str, what: &str, token: &str) -> Value {
    let path = format!("/api/tournaments/{id}/{what}");
    ok(addr, "POST", &path, Some(token), "").await
}

/// Each of `names` joins tournament `id`, through `addrs` in turn.
async fn join_all(
    addrs: &[SocketAddr],
    id: &str,
    names: &[&str],
    tokens: &HashMap<String, String>,
) {
    for (i, name) in names.iter().enumerate() {
        on(addrs[i % addrs.len()], id, "join", &tokens[*name]).await;
    }
}

/// A tournament game as the tournament's page lists it.
#[derive(Clone, Debug)]
struct Line {
    id: String,
    round: u64,
    white: String,
    black: String,
}

/// The games of `t`, all of them or (`playing_only`) those going on.
fn lines(t: &Value, playing_only: bool) -> Vec<Line> {
    t["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !playing_only || g["status"] == "playing")
        .map(|g| Line {
            id: g["id"].as_str().unwrap().to_string(),
            round: g["round"].as_u64().unwrap(),
            white: g["white"].as_str().unwrap().to_string(),
            black: g["black"].as_str().unwrap().to_string(),
        })
        .collect()
}

/// The games of `t` going on.
fn playing(t: &Value) -> Vec<Line> {
    lines(t, true)
}

/// A game the test decided: White, Black and whether White won.
#[derive(Clone, Debug)]
struct Decided {
    game: String,
    white: String,
    black: String,
    white_won: bool,
}

/// Decides game `g` through `addr`: White wins when `white_wins`; the loser resigns with its
/// session.
async fn decide(
    addr: SocketAddr,
    g: &Line,
    white_wins: bool,
    tokens: &HashMap<String, String>,
    decided: &mut Vec<Decided>,
) {
    let loser = if white_wins { &g.black } else { &g.white };
    let path = format!("/api/games/{}/resign", g.id);
    let (status, s) = call(addr, "POST", &path, Some(&tokens[loser]), "").await;
    assert_eq!(status, 200, "{loser} resigning {}: {s}", g.id);
    assert_eq!(s["status"], "over", "{s}");
    decided.push(Decided {
        game: g.id.clone(),
        white: g.white.clone(),
        black: g.black.clone(),
        white_won: white_wins,
    });
}

/// The winner the tests choose for the `n`-th game decided, White `w` against Black `b`: by
/// the names' order, turned round every third game, so that the scores spread.
fn white_wins(w: &str, b: &str, n: usize) -> bool {
    (w < b) ^ (n % 3 == 0)
}

/// Each player's points, wins and losses from `decided`, in the order decided: a win scores 1,
/// or in an arena 2, and 4 after two wins in a row.
fn tally(decided: &[Decided], arena: bool) -> HashMap<String, (i64, i64, i64)> {
    let mut scores: HashMap<String, (i64, i64, i64)> = HashMap::new();
    let mut streaks: HashMap<String, u32> = HashMap::new();
    for d in decided {
        let (winner, loser) = if d.white_won {
            (&d.white, &d.black)
        } else {
            (&d.black, &d.white)
        };
        let streak = streaks.entry(winner.clone()).or_default();
        let points = match (arena, *streak) {
            (false, _) => 1,
            (true, 0 | 1) => 2,
            (true, _) => 4,
        };
        *streak += 1;
        let w = scores.entry(winner.clone()).or_default();
        w.0 += points;
        w.1 += 1;
        streaks.insert(loser.clone(), 0);
        scores.entry(loser.clone()).or_default().2 += 1;
    }
    scores
}

/// `t`'s standings give every one of `names` the points, wins and losses of `decided`, best
/// first; and every decided game is listed with its result.
fn check_standings(t: &Value, names: &[&str], decided: &[Decided], arena: bool) {
    let expected = tally(decided, arena);
    let standings = t["standings"].as_array().unwrap();
    assert_eq!(standings.len(), names.len(), "{t}");
    for s in standings {
        let name = s["name"].as_str().unwrap();
        assert!(names.contains(&name), "{name} is not in the event: {t}");
        let (points, wins, losses) = expected.get(name).copied().unwrap_or_default();
        let got = ["points", "wins", "losses"].map(|f| s[f].as_i64().unwrap());
        assert_eq!(got, [points, wins, losses], "{name}'s standing: {s}");
        assert_eq!(s["byes"], 0, "{s}");
    }
    let points: Vec<i64> = standings
        .iter()
        .map(|s| s["points"].as_i64().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{points:?}");
    let listed: HashMap<&str, &Value> = t["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["id"].as_str().unwrap(), g))
        .collect();
    for d in decided {
        let g = listed
            .get(d.game.as_str())
            .unwrap_or_else(|| panic!("{d:?} not in {t}"));
        let result = if d.white_won { "1-0" } else { "0-1" };
        assert_eq!(
            (&g["status"], &g["result"]),
            (&json!("over"), &json!(result)),
            "{g}"
        );
    }
}

/// Every game of `decided` is over, won by resignation as decided, as `addr` shows it (in
/// memory or read from the archive).
async fn check_games(addr: SocketAddr, decided: &[Decided]) {
    for d in decided {
        let s = api::game(addr, &d.game).await;
        let winner = if d.white_won { "white" } else { "black" };
        let result = (&s["status"], &s["result"]["winner"], &s["result"]["reason"]);
        assert_eq!(
            result,
            (&json!("over"), &json!(winner), &json!("resignation")),
            "{s}"
        );
    }
}

/// No player of `t` is in two games going on, nor in two pairings of one round (or wave).
fn no_player_twice(t: &Value) {
    let mut busy = HashSet::new();
    for g in playing(t) {
        for name in [&g.white, &g.black] {
            assert!(
                busy.insert(name.clone()),
                "{name} in two games at once: {t}"
            );
        }
    }
    let mut paired = HashSet::new();
    for g in lines(t, false) {
        for name in [&g.white, &g.black] {
            assert!(
                paired.insert((g.round, name.clone())),
                "{name} paired twice in round {}: {t}",
                g.round
            );
        }
    }
}

/// Whether nobody of `names` waits in arena `t` who could be paired: everyone is in a game,
/// or the two who are not just played each other (an arena never pairs them again at once).
fn unpairable(t: &Value, names: &[&str]) -> bool {
    let games = lines(t, false);
    let busy: HashSet<String> = playing(t)
        .into_iter()
        .flat_map(|g| [g.white, g.black])
        .collect();
    let waiting: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| !busy.contains(*n))
        .collect();
    let last_opponent = |name: &str| {
        games.iter().rev().find_map(|g| {
            if g.white == name {
                Some(g.black.clone())
            } else if g.black == name {
                Some(g.white.clone())
            } else {
                None
            }
        })
    };
    match waiting[..] {
        [] => true,
        [x, y] => last_opponent(x).as_deref() == Some(y),
        _ => false,
    }
}

/// Asks each of `addrs` in turn for tournament `id`, every 100 ms, until an answer satisfies
/// `done`, within `secs` seconds; every answer passes `check` first. The answer that did.
async fn poll(
    addrs: &[SocketAddr],
    id: &str,
    what: &str,
    secs: u64,
    check: impl Fn(&Value),
    done: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut last = Value::Null;
    let mut turn = 0;
    loop {
        assert!(
            Instant::now() < deadline,
            "{what} not within {secs} s: {last}"
        );
        last = show(addrs[turn % addrs.len()], id).await;
        turn += 1;
        check(&last);
        if done(&last) {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The games of `round` in `t`.
fn of_round(t: &Value, round: u64) -> Vec<Line> {
    lines(t, false)
        .into_iter()
        .filter(|g| g.round == round)
        .collect()
}

#[tokio::test]
async fn a_swiss_round_half_decided_when_an_instance_is_killed_is_paired_on_by_the_other() {
    let Some(cluster) = TempCluster::start() else {
        return;
    };
    let url = cluster.url();
    let (first, second) = (on_postgres(&url), on_postgres(&url));
    let (a, b) = (first.addr, second.addr);
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    let tokens = accounts(&[a, b], &names).await;
    let id = create(
        a,
        &tokens["Ann"],
        json!({"name": "Faults", "kind": "swiss", "clock": {"initial_s": 300, "increment_s": 2}, "rounds": 3}),
    )
    .await;
    join_all(&[b, a], &id, &names, &tokens).await;
    let t = on(b, &id, "start", &tokens["Ann"]).await;
    assert_eq!(
        (&t["status"], &t["round"]),
        (&json!("running"), &json!(1)),
        "{t}"
    );
    let mut decided = Vec::new();

    // Round 1, decided over both instances; either director pairs round 2.
    let round = of_round(&show(a, &id).await, 1);
    assert_eq!(round.len(), 3, "{round:?}");
    for (i, g) in round.iter().enumerate() {
        let w = white_wins(&g.white, &g.black, decided.len());
        decide([a, b][i % 2], g, w, &tokens, &mut decided).await;
    }
    let t = poll(&[a, b], &id, "round 2", 15, no_player_twice, |t| {
        t["round"] == 2
    })
    .await;

    // Round 2 half decided, one game through each instance; then A is killed.
    let round = of_round(&t, 2);
    assert_eq!(round.len(), 3, "{t}");
    for (i, g) in round[..2].iter().enumerate() {
        let w = white_wins(&g.white, &g.black, decided.len());
        decide([a, b][i], g, w, &tokens, &mut decided).await;
    }
    drop(first); // SIGKILL

    // B has both results and the last game still going on; it finishes the round, and its
    // director pairs round 3 by itself.
    let t = show(b, &id).await;
    assert_eq!(
        (&t["status"], &t["round"]),
        (&json!("running"), &json!(2)),
        "{t}"
    );
    let left = playing(&t);
    assert_eq!(left.len(), 1, "{t}");
    assert_eq!(left[0].id, round[2].id);
    check_standings(&t, &names, &decided, false);
    let w = white_wins(&left[0].white, &left[0].black, decided.len());
    decide(b, &left[0], w, &tokens, &mut decided).await;
    let since = Instant::now();
    let t = poll(
        &[b],
        &id,
        "round 3 paired by the survivor",
        15,
        no_player_twice,
        |t| t["round"] == 3,
    )
    .await;
    eprintln!("round 3 paired by the survivor in {:?}", since.elapsed());

    // A restarts on the same database; the last round is played through both.
    let first = on_postgres(&url);
    let a = first.addr;
    let seen = show(a, &id).await;
    assert_eq!(seen["games"], t["games"]);
    assert_eq!(seen["standings"], t["standings"]);
    let round = of_round(&t, 3);
    assert_eq!(round.len(), 3, "{t}");
    for (i, g) in round.iter().enumerate() {
        let w = white_wins(&g.white, &g.black, decided.len());
        decide([a, b][i % 2], g, w, &tokens, &mut decided).await;
    }
    let t = poll(&[a, b], &id, "the end", 15, no_player_twice, |t| {
        t["status"] == "finished"
    })
    .await;

    // Nine games, three a round, nobody meeting anyone twice; the standings are the results.
    for addr in [a, b] {
        let end = show(addr, &id).await;
        assert_eq!(end["status"], "finished", "{end}");
        assert_eq!(end["games"], t["games"]);
        assert_eq!(end["standings"], t["standings"]);
    }
    let games = lines(&t, false);
    assert_eq!(games.len(), 9, "{t}");
    assert_eq!(decided.len(), 9);
    let mut met = HashSet::new();
    for round in 1..=3 {
        assert_eq!(of_round(&t, round).len(), 3, "round {round}: {t}");
    }
    for g in &games {
        let mut pair = [g.white.as_str(), g.black.as_str()];
        pair.sort();
        assert!(
            met.insert(pair),
            "{} and {} met twice: {t}",
            g.white,
            g.black
        );
    }
    assert_eq!(t["byes"], json!([]));
    check_standings(&t, &names, &decided, false);
    // Each game, decided through one instance or the other, is over on both.
    check_games(a, &decided).await;
    check_games(b, &decided).await;
    drop((first, second));
    drop(cluster);
}

#[tokio::test]
async fn an_arena_survives_sigkill_and_pairs_its_waiting_players_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("data");
    let server = on_sqlite(&folder, 0);
    let addr = server.addr;
    let names = ["Ann", "Bob", "Cy", "Dee"];
    let tokens = accounts(&[addr], &names).await;
    let id = create(
        addr,
        &tokens["Ann"],
        json!({"name": "Arena", "kind": "arena", "clock": {"initial_s": 60}, "duration_min": 30}),
    )
    .await;
    join_all(&[addr], &id, &names, &tokens).await;
    on(addr, &id, "start", &tokens["Ann"]).await;
    let mut decided = Vec::new();

    // The first wave: two games. One is decided: its players wait, and may not meet again at
    // once, so nobody is paired.
    let t = show(addr, &id).await;
    let wave = playing(&t);
    assert_eq!(wave.len(), 2, "{t}");
    let w = white_wins(&wave[0].white, &wave[0].black, decided.len());
    decide(addr, &wave[0], w, &tokens, &mut decided).await;
    let before = show(addr, &id).await;
    assert_eq!(playing(&before).len(), 1, "{before}");
    check_standings(&before, &names, &decided, true);
    drop(server); // SIGKILL

    // Restarted on the same folder and port: still running, the same games and standings.
    let server = on_sqlite(&folder, addr.port());
    assert_eq!(server.addr, addr);
    let after = show(addr, &id).await;
    assert_eq!(after["status"], "running", "{after}");
    for field in ["round", "ends_at", "games", "standings", "version"] {
        assert_eq!(after[field], before[field], "{field}");
    }

    // The other game, held in memory by the killed server, is decided through the new one; its
    // director pairs all four waiting players.
    let w = white_wins(&wave[1].white, &wave[1].black, decided.len());
    decide(addr, &wave[1], w, &tokens, &mut decided).await;
    let t = poll(&[addr], &id, "the second wave", 15, no_player_twice, |t| {
        playing(t).len() == 2
    })
    .await;
    check_standings(&t, &names, &decided, true);

    // The second wave decided, and the server killed at once: the third wave may or may not
    // have been paired; after the restart it is there, once.
    let wave = playing(&t);
    for g in &wave {
        let w = white_wins(&g.white, &g.black, decided.len());
        decide(addr, g, w, &tokens, &mut decided).await;
    }
    drop(server); // SIGKILL
    let server = on_sqlite(&folder, addr.port());
    let t = poll(&[addr], &id, "the third wave", 15, no_player_twice, |t| {
        playing(t).len() == 2
    })
    .await;
    assert_eq!(lines(&t, false).len(), 6, "{t}");
    check_standings(&t, &names, &decided, true);
    for g in &playing(&t) {
        let w = white_wins(&g.white, &g.black, decided.len());
        decide(addr, g, w, &tokens, &mut decided).await;
    }
    let t = show(addr, &id).await;
    assert_eq!(t["status"], "running");
    check_standings(&t, &names, &decided, true);
    check_games(addr, &decided).await;
    drop(server);
}

#[tokio::test]
async fn three_instances_start_an_arena_once_and_pair_nobody_twice() {
    let Some(cluster) = TempCluster::start() else {
        return;
    };
    let url = cluster.url();
    let instances: [Server; 3] = std::array::from_fn(|_| on_postgres(&url));
    let addrs = instances.each_ref().map(|s| s.addr);
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];
    let tokens = accounts(&addrs, &names).await;

    // An arena that starts itself in a few seconds, its players joined through all three.
    let starts = now_ms() + 4_000;
    let id = create(
        addrs[0],
        &tokens["Ann"],
        json!({"name": "Rush", "kind": "arena", "clock": {"initial_s": 60}, "duration_min": 30, "starts_at": iso_time(starts)}),
    )
    .await;
    join_all(&addrs, &id, &names, &tokens).await;
    let t = show(addrs[1], &id).await;
    assert_eq!(t["status"], "open", "everyone joined before the start: {t}");
    assert_eq!(t["players"], 8, "{t}");

    // Once it starts: one first wave of four games, everyone in exactly one, whoever asks,
    // and no second start or wave after every director has looked at it again.
    let t = poll(&addrs, &id, "the start", 15, no_player_twice, |t| {
        t["status"] == "running"
    })
    .await;
    // Not before its time (both in whole seconds).
    assert!(
        t["started_at"].as_str().unwrap() >= iso_time(starts).as_str(),
        "started early: {t}"
    );
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let mut wave = Vec::new();
    for addr in addrs {
        let seen = show(addr, &id).await;
        no_player_twice(&seen);
        assert_eq!(seen["round"], 1, "{seen}");
        assert_eq!(seen["games"], t["games"], "{addr} sees other games");
        assert_eq!(seen["started_at"], t["started_at"]);
        wave = playing(&seen);
        assert_eq!(wave.len(), 4, "{seen}");
        assert_eq!(lines(&seen, false).len(), 4, "{seen}");
    }

    // All four decided over the three instances: the directors pair the players as they
    // wait, never one in two games, until nobody who could be paired waits. Usually all eight
    // play again; two who just met wait for someone else if the others were paired before
    // their game ended.
    let mut decided = Vec::new();
    for (i, g) in wave.iter().enumerate() {
        let w = white_wins(&g.white, &g.black, decided.len());
        decide(addrs[i % 3], g, w, &tokens, &mut decided).await;
    }
    let settled = |t: &Value| unpairable(t, &names);
    poll(
        &addrs,
        &id,
        "the waiting players paired",
        15,
        no_player_twice,
        settled,
    )
    .await;
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let mut games = None;
    for addr in addrs {
        let t = show(addr, &id).await;
        no_player_twice(&t);
        assert!(unpairable(&t, &names), "{t}");
        let now = playing(&t).len();
        assert!(now >= 3, "{t}");
        assert_eq!(lines(&t, false).len(), 4 + now, "{t}");
        check_standings(&t, &names, &decided, true);
        let seen = games.get_or_insert_with(|| t["games"].clone());
        assert_eq!(&t["games"], seen, "{addr} sees other games");
    }
    drop(instances);
    drop(cluster);
}
