//! Tournaments through the router: each kind played to its end by accounts over the HTTP API
//! (every game decided by a resignation, the director run by hand, ahead of the clock where an
//! arena's end is wanted), the standings checked against the games' results; every refusal;
//! the games' terms (no abort, no rematch, a first-move deadline).

mod common;

use common::call_bearer as call;
#[path = "common/pg.rs"]
mod pg;

use std::collections::HashMap;

use axum::Router;
use common::{Reply, accounts, router};
use serde_json::{Value, json};
use tzaar_server::dates::now_ms;
use tzaar_server::{AppState, ServerConfig};

/// `method` on tournament `id`'s `what` (`join`, `start`, ...; "" for the tournament itself)
/// as `token`.
async fn on(r: &Router, method: &str, id: &str, what: &str, token: &str) -> Reply {
    let uri = match what {
        "" => format!("/api/tournaments/{id}"),
        _ => format!("/api/tournaments/{id}/{what}"),
    };
    call(r, method, &uri, Some(token), None).await
}

/// Creates a tournament as `token`; its id.
async fn create(r: &Router, token: &str, body: Value) -> String {
    let reply = call(r, "POST", "/api/tournaments", Some(token), Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let t = reply.json();
    assert_eq!(t["status"], "open");
    t["id"].as_str().unwrap().to_string()
}

async fn show(r: &Router, id: &str, token: Option<&str>) -> Value {
    let reply = call(r, "GET", &format!("/api/tournaments/{id}"), token, None).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    common::assert_no_duplicate_keys(&reply.text());
    reply.json()
}

async fn join(r: &Router, id: &str, token: &str) {
    let reply = on(r, "POST", id, "join", token).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
}

/// Decides every game of `id` going on: the player whose name sorts first by `winner` wins,
/// the other resigns. Returns how many were decided.
async fn decide_all(
    r: &Router,
    id: &str,
    tokens: &HashMap<String, String>,
    winner: &impl Fn(&str, &str, usize) -> bool,
    decided: &mut Vec<(String, String, String)>,
) -> usize {
    let t = show(r, id, None).await;
    let mut n = 0;
    for g in t["games"].as_array().unwrap() {
        if g["status"] != "playing" {
            continue;
        }
        let (w, b) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
        let white_wins = winner(w, b, decided.len());
        let loser = if white_wins { b } else { w };
        let game = g["id"].as_str().unwrap();
        let reply = call(
            r,
            "POST",
            &format!("/api/games/{game}/resign"),
            Some(&tokens[loser]),
            None,
        )
        .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        let result = if white_wins { "1-0" } else { "0-1" };
        decided.push((w.to_string(), b.to_string(), result.to_string()));
        n += 1;
    }
    n
}

/// The points, wins and losses each player has from `decided`, scored 1 a win (Swiss and
/// round robin).
fn tally(decided: &[(String, String, String)]) -> HashMap<String, (i64, i64, i64)> {
    let mut t: HashMap<String, (i64, i64, i64)> = HashMap::new();
    for (w, b, result) in decided {
        let (winner, loser) = if result == "1-0" { (w, b) } else { (b, w) };
        let e = t.entry(winner.clone()).or_default();
        e.0 += 1;
        e.1 += 1;
        t.entry(loser.clone()).or_default().2 += 1;
    }
    t
}

async fn players<const N: usize>(r: &Router, names: [&str; N]) -> HashMap<String, String> {
    let tokens = accounts(r, names).await;
    names.iter().map(|n| n.to_string()).zip(tokens).collect()
}

#[tokio::test]
async fn a_swiss_event_of_six_is_played_to_its_end() {
    let state = common::state();
    let r = router(&state);
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    let tokens = players(&r, names).await;
    let id = create(
        &r,
        &tokens["Ann"],
        json!({"name": "Swiss", "kind": "swiss", "clock": {"initial_s": 300, "increment_s": 3}, "rounds": 3, "rated": true}),
    )
    .await;
    for n in names {
        join(&r, &id, &tokens[n]).await;
    }
    let reply = on(&r, "POST", &id, "start", &tokens["Bob"]).await;
    reply.assert_error(403, "not-creator");
    let reply = on(&r, "POST", &id, "start", &tokens["Ann"]).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let mut decided = Vec::new();
    let mut met = std::collections::HashSet::new();
    for round in 1..=3 {
        let t = show(&r, &id, Some(&tokens["Ann"])).await;
        assert_eq!(t["status"], "running");
        assert_eq!(t["round"], round);
        assert_eq!(t["me"]["joined"], true);
        let games: Vec<&Value> = t["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["round"] == round)
            .collect();
        assert_eq!(games.len(), 3, "round {round}: {t}");
        for g in &games {
            let (w, b) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
            assert!(
                met.insert((w.min(b).to_string(), w.max(b).to_string())),
                "{w} and {b} met twice"
            );
            let state = call(
                &r,
                "GET",
                &format!("/api/games/{}", g["id"].as_str().unwrap()),
                None,
                None,
            )
            .await;
            common::assert_no_duplicate_keys(&state.text());
            let state = state.json();
            assert_eq!(state["tournament"]["id"], id.as_str());
            assert_eq!(state["rated"], true);
        }
        // A round is not paired before the last is over.
        state.tournaments().direct().await;
        assert_eq!(show(&r, &id, None).await["round"], round);
        decide_all(
            &r,
            &id,
            &tokens,
            &|w, b, i| (w < b) ^ (i % 3 == 0),
            &mut decided,
        )
        .await;
        state.tournaments().direct().await;
    }
    let t = show(&r, &id, None).await;
    assert_eq!(t["status"], "finished", "{t}");
    check_standings(&t, &tally(&decided));
}

/// Every player's points, wins and losses in `t` are those of `expected`, and the standings
/// are ordered by points.
fn check_standings(t: &Value, expected: &HashMap<String, (i64, i64, i64)>) {
    let standings = t["standings"].as_array().unwrap();
    for s in standings {
        let name = s["name"].as_str().unwrap();
        let (points, wins, losses) = expected.get(name).copied().unwrap_or_default();
        let byes = s["byes"].as_i64().unwrap();
        assert_eq!(s["points"].as_i64().unwrap(), points + byes, "{name}: {s}");
        assert_eq!(
            (s["wins"].as_i64().unwrap(), s["losses"].as_i64().unwrap()),
            (wins, losses),
            "{name}"
        );
    }
    let points: Vec<i64> = standings
        .iter()
        .map(|s| s["points"].as_i64().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{points:?}");
}

#[tokio::test]
async fn a_round_robin_by_correspondence_starts_every_game_at_once() {
    let state = common::state();
    let r = router(&state);
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve"];
    let tokens = players(&r, names).await;
    let id = create(
        &r,
        &tokens["Ann"],
        json!({"name": "League", "kind": "round-robin", "days_per_turn": 3, "cycles": 2, "max_players": 5}),
    )
    .await;
    for n in names {
        join(&r, &id, &tokens[n]).await;
    }
    let sixth = common::account(&r, "Fay").await;
    on(&r, "POST", &id, "join", &sixth)
        .await
        .assert_error(409, "tournament-full");
    let reply = on(&r, "POST", &id, "start", &tokens["Ann"]).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let t = reply.json();
    // Five players, two cycles: each pair meets twice, colours swapped; all 20 games at once.
    let games = t["games"].as_array().unwrap();
    assert_eq!(games.len(), 20);
    let mut pairs: HashMap<(String, String), usize> = HashMap::new();
    for g in games {
        let (w, b) = (
            g["white"].as_str().unwrap().to_string(),
            g["black"].as_str().unwrap().to_string(),
        );
        assert!(
            pairs.insert((w.clone(), b.clone()), 1).is_none(),
            "{w} had White against {b} twice"
        );
    }
    for (w, b) in pairs.keys() {
        assert!(
            pairs.contains_key(&(b.clone(), w.clone())),
            "{b} never had White against {w}"
        );
    }
    on(&r, "POST", &id, "join", &sixth)
        .await
        .assert_error(409, "tournament-started");
    let mut decided = Vec::new();
    decide_all(&r, &id, &tokens, &|w, b, _| w < b, &mut decided).await;
    state.tournaments().direct().await;
    let t = show(&r, &id, None).await;
    assert_eq!(t["status"], "finished", "{t}");
    check_standings(&t, &tally(&decided));
    // Ann beat everyone: first, with 8 points.
    assert_eq!(t["standings"][0]["name"], "Ann");
    assert_eq!(t["standings"][0]["points"], 8);
}

#[tokio::test]
async fn an_arena_pairs_players_again_as_their_games_end_and_ends_on_time() {
    let state = common::state();
    let r = router(&state);
    let names = ["Ann", "Bob", "Cy", "Dee"];
    let tokens = players(&r, names).await;
    let id = create(
        &r,
        &tokens["Ann"],
        json!({"name": "Arena", "kind": "arena", "clock": {"initial_s": 60}, "duration_min": 30}),
    )
    .await;
    for n in names {
        join(&r, &id, &tokens[n]).await;
    }
    let reply = on(&r, "POST", &id, "start", &tokens["Ann"]).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let mut decided = Vec::new();
    let mut last: HashMap<String, String> = HashMap::new();
    // Ann always wins: 2, 2, then 4 a win on her streak.
    for wave in 0..6 {
        let t = show(&r, &id, None).await;
        for g in t["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["status"] == "playing")
        {
            let (w, b) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
            assert_ne!(
                last.get(w).map(String::as_str),
                Some(b),
                "wave {wave}: {w} met {b} twice in a row"
            );
            last.insert(w.into(), b.into());
            last.insert(b.into(), w.into());
        }
        decide_all(
            &r,
            &id,
            &tokens,
            &|w, b, _| w == "Ann" || (b != "Ann" && w < b),
            &mut decided,
        )
        .await;
        state.tournaments().direct().await;
    }
    let t = show(&r, &id, None).await;
    let ann = t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Ann")
        .unwrap()
        .clone();
    let wins = ann["wins"].as_i64().unwrap();
    assert!(wins >= 3, "{t}");
    assert_eq!(ann["points"].as_i64().unwrap(), 4 + (wins - 2) * 4, "{ann}");
    assert_eq!(ann["on_fire"], true);
    // A player paused is not paired; one back is.
    on(&r, "POST", &id, "pause", &tokens["Dee"]).await;
    decide_all(&r, &id, &tokens, &|_, _, _| true, &mut decided).await;
    state.tournaments().direct().await;
    let t = show(&r, &id, Some(&tokens["Dee"])).await;
    assert_eq!(t["me"]["paused"], true);
    assert!(t["me"]["game"].is_null(), "{t}");
    // At its end it finishes; a game still going on then does not count.
    state.tournaments().direct_at(now_ms() + 31 * 60_000).await;
    let t = show(&r, &id, None).await;
    assert_eq!(t["status"], "finished");
    assert!(t["finished_at"].is_string());
}

#[tokio::test]
async fn tournament_games_cannot_be_aborted_or_rematched_and_begin_under_a_deadline() {
    let state: AppState = common::state();
    let r = router(&state);
    let tokens = players(&r, ["Ann", "Bob"]).await;
    let id = create(
        &r,
        &tokens["Ann"],
        json!({"name": "Two", "kind": "swiss", "clock": {"initial_s": 100}, "rounds": 1}),
    )
    .await;
    join(&r, &id, &tokens["Ann"]).await;
    join(&r, &id, &tokens["Bob"]).await;
    on(&r, "POST", &id, "start", &tokens["Ann"]).await;
    let t = show(&r, &id, None).await;
    let g = &t["games"][0];
    let game = g["id"].as_str().unwrap();
    let s = call(&r, "GET", &format!("/api/games/{game}"), None, None)
        .await
        .json();
    assert_eq!(s["abortable"], false);
    assert!(
        s["deadline"].is_string(),
        "White's first turn has a deadline: {s}"
    );
    let white = g["white"].as_str().unwrap();
    call(
        &r,
        "POST",
        &format!("/api/games/{game}/abort"),
        Some(&tokens[white]),
        None,
    )
    .await
    .assert_error(409, "cannot-abort");
    call(
        &r,
        "POST",
        &format!("/api/games/{game}/resign"),
        Some(&tokens[white]),
        None,
    )
    .await;
    call(
        &r,
        "POST",
        &format!("/api/games/{game}/rematch"),
        Some(&tokens[white]),
        None,
    )
    .await
    .assert_error(409, "tournament-game");
    state.tournaments().direct().await;
    assert_eq!(show(&r, &id, None).await["status"], "finished");
}

#[tokio::test]
async fn refusals() {
    let state = common::state();
    let r = router(&state);
    let tokens = players(&r, ["Ann", "Bob"]).await;
    let body = json!({"name": "T", "kind": "swiss", "days_per_turn": 2, "rating_min": 1600});
    call(&r, "POST", "/api/tournaments", None, Some(body.clone()))
        .await
        .assert_error(401, "not-logged-in");
    call(
        &r,
        "POST",
        "/api/tournaments",
        Some(&tokens["Ann"]),
        Some(json!({"name": "T"})),
    )
    .await
    .assert_error(400, "bad-kind");
    let id = create(&r, &tokens["Ann"], body).await;
    call(&r, "GET", "/api/tournaments/nope", None, None)
        .await
        .assert_error(404, "unknown-tournament");
    on(&r, "POST", &id, "join", &tokens["Bob"])
        .await
        .assert_error(403, "rating-out-of-range");
    on(&r, "DELETE", &id, "join", &tokens["Bob"])
        .await
        .assert_error(409, "not-joined");
    on(&r, "POST", &id, "pause", &tokens["Bob"])
        .await
        .assert_error(409, "not-an-arena");
    on(&r, "POST", &id, "start", &tokens["Ann"])
        .await
        .assert_error(409, "too-few-players");
    call(&r, "GET", "/api/tournaments?status=later", None, None)
        .await
        .assert_error(400, "bad-query");
    on(&r, "DELETE", &id, "", &tokens["Bob"])
        .await
        .assert_error(403, "not-creator");
    let reply = on(&r, "DELETE", &id, "", &tokens["Ann"]).await;
    assert_eq!(reply.status, 204);
    assert_eq!(show(&r, &id, None).await["status"], "cancelled");
    on(&r, "POST", &id, "join", &tokens["Ann"])
        .await
        .assert_error(409, "tournament-finished");
    for i in 0..5 {
        create(
            &r,
            &tokens["Bob"],
            json!({"name": format!("B{i}"), "kind": "arena", "clock": {"initial_s": 60}}),
        )
        .await;
    }
    call(
        &r,
        "POST",
        "/api/tournaments",
        Some(&tokens["Bob"]),
        Some(json!({"name": "B5", "kind": "arena", "clock": {"initial_s": 60}})),
    )
    .await
    .assert_error(409, "too-many-tournaments");
    let list = call(
        &r,
        "GET",
        "/api/tournaments?status=open&per_page=3",
        None,
        None,
    )
    .await
    .json();
    assert_eq!(
        (
            list["total"].as_u64(),
            list["tournaments"].as_array().unwrap().len()
        ),
        (Some(5), 3)
    );
    let mine = call(&r, "GET", "/api/me/tournaments", Some(&tokens["Bob"]), None)
        .await
        .json();
    assert_eq!(mine["tournaments"].as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn an_event_with_a_start_time_starts_itself_or_is_called_off() {
    let state = common::state();
    let r = router(&state);
    let tokens = players(&r, ["Ann", "Bob", "Cy"]).await;
    let soon = tzaar_server::dates::iso_time(now_ms() + 60_000);
    let body = |name: &str| json!({"name": name, "kind": "swiss", "clock": {"initial_s": 120}, "rounds": 2, "starts_at": soon});
    let full = create(&r, &tokens["Ann"], body("Full")).await;
    let empty = create(&r, &tokens["Ann"], body("Empty")).await;
    for n in ["Ann", "Bob", "Cy"] {
        join(&r, &full, &tokens[n]).await;
    }
    join(&r, &empty, &tokens["Ann"]).await;
    state.tournaments().direct().await;
    assert_eq!(show(&r, &full, None).await["status"], "open");
    state.tournaments().direct_at(now_ms() + 61_000).await;
    let t = show(&r, &full, None).await;
    assert_eq!(t["status"], "running");
    // Three players: one game and a bye, which scores a win.
    assert_eq!(
        (
            t["games"].as_array().unwrap().len(),
            t["byes"].as_array().unwrap().len()
        ),
        (1, 1)
    );
    let mine = call(&r, "GET", "/api/me/tournaments", Some(&tokens["Cy"]), None)
        .await
        .json();
    assert_eq!(mine["tournaments"][0]["id"], full.as_str());
    let page = call(&r, "GET", "/api/players/Cy", None, None).await;
    common::assert_no_duplicate_keys(&page.text());
    let page = page.json();
    let list = call(&r, "GET", "/api/tournaments", None, None).await;
    common::assert_no_duplicate_keys(&list.text());
    assert_eq!(page["tournaments"][0]["id"], full.as_str());
    assert_eq!(show(&r, &empty, None).await["status"], "cancelled");
}

/// Two instances over one PostgreSQL database, each with its router; `None` without
/// PostgreSQL (the test then says so and passes, unless `TZAAR_PG=required`).
fn two_instances(cluster: &pg::TempCluster, db: &str) -> [(AppState, Router); 2] {
    cluster.psql(&format!("CREATE DATABASE {db}"));
    let url = format!("postgres://tzaar@127.0.0.1:{}/{db}", cluster.port);
    [0, 1].map(|_| {
        let state = AppState::open(ServerConfig {
            database: Some(url.clone()),
            ..ServerConfig::for_tests()
        })
        .unwrap();
        let r = router(&state);
        (state, r)
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn two_instances_directing_one_swiss_event_pair_each_round_once() {
    let Some(cluster) = pg::TempCluster::start() else {
        return;
    };
    let [(a, ra), (b, rb)] = two_instances(&cluster, "swiss");
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"];
    let tokens = players(&ra, names).await;
    let id = create(
        &rb,
        &tokens["Ann"],
        json!({"name": "Swiss", "kind": "swiss", "days_per_turn": 2, "rounds": 4, "starts_at": tzaar_server::dates::iso_time(now_ms() + 60_000)}),
    )
    .await;
    for (i, n) in names.iter().enumerate() {
        join(if i % 2 == 0 { &ra } else { &rb }, &id, &tokens[*n]).await;
    }
    let mut decided = Vec::new();
    for round in 1..=4 {
        // Both instances direct at once, several times: each step happens once.
        let later = now_ms() + 61_000;
        for _ in 0..3 {
            tokio::join!(
                a.tournaments().direct_at(later),
                b.tournaments().direct_at(later)
            );
        }
        let t = show(&ra, &id, None).await;
        assert_eq!(t["round"], round, "{t}");
        let games = t["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["round"] == round)
            .count();
        let byes = t["byes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["round"] == round)
            .count();
        assert_eq!((games, byes), (3, 1), "round {round}: {t}");
        let r = if round % 2 == 0 { &ra } else { &rb };
        decide_all(
            r,
            &id,
            &tokens,
            &|w, b, i| (w < b) ^ (i % 2 == 0),
            &mut decided,
        )
        .await;
    }
    tokio::join!(a.tournaments().direct(), b.tournaments().direct());
    let t = show(&rb, &id, None).await;
    assert_eq!(t["status"], "finished", "{t}");
    assert_eq!(t["games"].as_array().unwrap().len(), 12);
    check_standings(&t, &tally(&decided));
    let byes: Vec<&str> = t["byes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    let unique: std::collections::HashSet<&&str> = byes.iter().collect();
    assert_eq!(unique.len(), 4, "a bye twice to one player: {byes:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn two_instances_directing_one_arena_start_each_game_once() {
    let Some(cluster) = pg::TempCluster::start() else {
        return;
    };
    let [(a, ra), (b, rb)] = two_instances(&cluster, "arena");
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    let tokens = players(&ra, names).await;
    let id = create(
        &ra,
        &tokens["Ann"],
        json!({"name": "Arena", "kind": "arena", "clock": {"initial_s": 60}, "duration_min": 20}),
    )
    .await;
    for n in names {
        join(&rb, &id, &tokens[n]).await;
    }
    on(&rb, "POST", &id, "start", &tokens["Ann"]).await;
    let mut decided = Vec::new();
    for _ in 0..4 {
        decide_all(&ra, &id, &tokens, &|w, b, _| w < b, &mut decided).await;
        for _ in 0..3 {
            tokio::join!(a.tournaments().direct(), b.tournaments().direct());
        }
        let t = show(&rb, &id, None).await;
        let playing: Vec<&Value> = t["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["status"] == "playing")
            .collect();
        let mut busy = std::collections::HashSet::new();
        for g in &playing {
            for side in ["white", "black"] {
                assert!(
                    busy.insert(g[side].as_str().unwrap()),
                    "a player in two games at once: {t}"
                );
            }
        }
        assert_eq!(playing.len(), 3, "{t}");
    }
    tokio::join!(
        a.tournaments().direct_at(now_ms() + 21 * 60_000),
        b.tournaments().direct_at(now_ms() + 21 * 60_000)
    );
    assert_eq!(show(&ra, &id, None).await["status"], "finished");
}

/// The division each player of season `season` of championship `c` played in, and their
/// place in their group.
fn placed(c: &Value, season: u64) -> HashMap<String, (u64, u64)> {
    let s = c["seasons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["season"] == season)
        .unwrap();
    let mut out = HashMap::new();
    for d in s["divisions"].as_array().unwrap() {
        for g in d["groups"].as_array().unwrap() {
            for p in g["standings"].as_array().unwrap() {
                let name = p["name"].as_str().unwrap().to_string();
                out.insert(
                    name,
                    (d["division"].as_u64().unwrap(), p["rank"].as_u64().unwrap()),
                );
            }
        }
    }
    out
}

#[tokio::test]
async fn a_championship_season_promotes_and_relegates_into_the_next() {
    let state = common::state();
    let r = router(&state);
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kay", "Lee",
    ];
    let tokens = players(&r, names).await;
    let body =
        json!({"name": "League", "days_per_turn": 3, "group_size": 4, "promote": 1, "growth": 2});
    call(
        &r,
        "POST",
        "/api/championships",
        Some(&tokens["Ann"]),
        Some(body.clone()),
    )
    .await
    .assert_error(403, "not-admin");
    assert!(state.inner.store.set_role("Ann", "admin").unwrap());
    let reply = call(
        &r,
        "POST",
        "/api/championships",
        Some(&tokens["Ann"]),
        Some(body),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let id = reply.json()["id"].as_str().unwrap().to_string();
    assert_eq!(
        reply.json()["relegate"],
        2,
        "promote × growth keeps the divisions' sizes"
    );
    let seasons = format!("/api/championships/{id}/seasons");
    call(&r, "POST", &seasons, Some(&tokens["Ann"]), None)
        .await
        .assert_error(409, "too-few-players");
    for n in names {
        let reply = call(
            &r,
            "POST",
            &format!("/api/championships/{id}/join"),
            Some(&tokens[n]),
            None,
        )
        .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
    }
    call(&r, "POST", &seasons, Some(&tokens["Bob"]), None)
        .await
        .assert_error(403, "not-creator");
    // Season 1: twelve newcomers dealt from the top: a division of one group of 4, then one of
    // two groups of 4.
    let reply = call(&r, "POST", &seasons, Some(&tokens["Ann"]), None).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    state.tournaments().direct().await;
    let c = call(&r, "GET", &format!("/api/championships/{id}"), None, None)
        .await
        .json();
    assert_eq!(c["season"], 1);
    let groups: Vec<&Value> = c["seasons"][0]["divisions"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["groups"].as_array().unwrap())
        .collect();
    assert_eq!(groups.len(), 3, "{c}");
    call(&r, "POST", &seasons, Some(&tokens["Ann"]), None)
        .await
        .assert_error(409, "season-running");
    // Every group's games, all at once by correspondence; the name first in the alphabet wins.
    let mut decided = Vec::new();
    for g in &groups {
        let gid = g["id"].as_str().unwrap();
        let t = show(&r, gid, None).await;
        assert_eq!(
            (t["status"].as_str(), t["kind"].as_str()),
            (Some("running"), Some("round-robin"))
        );
        assert_eq!(t["championship"]["id"], id.as_str());
        decide_all(&r, gid, &tokens, &|w, b, _| w < b, &mut decided).await;
    }
    assert_eq!(decided.len(), 3 * 6);
    state.tournaments().direct().await;
    let one = placed(
        &call(&r, "GET", &format!("/api/championships/{id}"), None, None)
            .await
            .json(),
        1,
    );
    // Lee leaves; Max arrives.
    call(
        &r,
        "DELETE",
        &format!("/api/championships/{id}/join"),
        Some(&tokens["Lee"]),
        None,
    )
    .await;
    let max = common::account(&r, "Max").await;
    call(
        &r,
        "POST",
        &format!("/api/championships/{id}/join"),
        Some(&max),
        None,
    )
    .await;
    let reply = call(&r, "POST", &seasons, Some(&tokens["Ann"]), None).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    common::assert_no_duplicate_keys(&reply.text());
    let c = reply.json();
    assert_eq!(c["season"], 2);
    let two = placed(&c, 2);
    assert_eq!(two.len(), 12);
    assert!(!two.contains_key("Lee") && two.contains_key("Max"));
    for (name, (division, rank)) in &one {
        let next = two.get(name).map(|p| p.0);
        let expected = match (division, rank) {
            (1, 3 | 4) => Some(2),
            (2, 1) => Some(1),
            _ if name == "Lee" => None,
            (d, _) => Some(*d),
        };
        assert_eq!(next, expected, "{name} was {rank} in division {division}");
    }
    // Season 1's lines now say where each player went.
    let season_one = &c["seasons"][1];
    let lines: Vec<&Value> = season_one["divisions"][0]["groups"][0]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    let nexts: Vec<&str> = lines.iter().map(|p| p["next"].as_str().unwrap()).collect();
    assert_eq!(nexts, ["same", "same", "down", "down"], "{season_one}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_side_that_never_begins_loses_on_time_and_it_counts() {
    let state = common::state();
    let r = router(&state);
    let tokens = players(&r, ["Ann", "Bob"]).await;
    // A 1 s clock: each side has 10 s, the least, for its first turn.
    let id = create(
        &r,
        &tokens["Ann"],
        json!({"name": "Quick", "kind": "swiss", "clock": {"initial_s": 1}, "rounds": 2}),
    )
    .await;
    join(&r, &id, &tokens["Ann"]).await;
    join(&r, &id, &tokens["Bob"]).await;
    on(&r, "POST", &id, "start", &tokens["Ann"]).await;
    let started = std::time::Instant::now();
    let game = show(&r, &id, None).await["games"][0].clone();
    let (white, black) = (
        game["white"].as_str().unwrap(),
        game["black"].as_str().unwrap(),
    );
    // Nobody plays: White's first-move deadline falls, and the timer ends the game.
    let s = common::wait_state(&r, game["id"].as_str().unwrap(), |s| s["status"] == "over").await;
    assert!(
        started.elapsed() >= std::time::Duration::from_secs(9),
        "{s}"
    );
    let result = &s["result"];
    assert_eq!(
        (result["score"].as_str(), result["reason"].as_str()),
        (Some("0-1"), Some("time")),
        "{s}"
    );
    state.tournaments().direct().await;
    let t = show(&r, &id, None).await;
    let points: HashMap<&str, i64> = t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap(), s["points"].as_i64().unwrap()))
        .collect();
    assert_eq!((points[black], points[white]), (1, 0), "{t}");
    // The two have met: no second round can be paired without a repeat, so the event ends.
    assert_eq!(t["status"], "finished", "{t}");
    assert!(
        t["standings"][0]["tiebreaks"].get("performance").is_none(),
        "arena only: {t}"
    );
}

#[test]
#[should_panic(expected = "the key `players` twice")]
fn the_duplicate_key_check_finds_a_key_twice_deep_inside() {
    common::assert_no_duplicate_keys(r#"{"a": [{"players": 2, "b": null, "players": []}]}"#);
}

#[tokio::test]
async fn an_account_without_games_becomes_a_bot_once_and_stays_out_of_rated_events() {
    let state = common::state();
    let r = router(&state);
    let tokens = players(&r, ["Ann", "Bot", "Cy"]).await;
    call(&r, "POST", "/api/me/bot", None, None)
        .await
        .assert_error(401, "not-logged-in");
    let made = call(&r, "POST", "/api/me/bot", Some(&tokens["Bot"]), None).await;
    assert_eq!(made.status, 200, "{}", made.text());
    assert_eq!(made.json()["bot"], true);
    call(&r, "POST", "/api/me/bot", Some(&tokens["Bot"]), None)
        .await
        .assert_error(409, "already-bot");
    let page = call(&r, "GET", "/api/players/Bot", None, None).await.json();
    assert_eq!(page["bot"], true);
    assert_eq!(
        call(&r, "GET", "/api/players/Ann", None, None).await.json()["bot"],
        false
    );
    // An account that has played cannot become one.
    common::challenge_game(&r, &tokens["Ann"], &tokens["Cy"]).await;
    call(&r, "POST", "/api/me/bot", Some(&tokens["Cy"]), None)
        .await
        .assert_error(409, "has-games");
    let rated = create(
        &r,
        &tokens["Ann"],
        json!({"name": "R", "kind": "swiss", "days_per_turn": 2}),
    )
    .await;
    on(&r, "POST", &rated, "join", &tokens["Bot"])
        .await
        .assert_error(403, "bot-not-allowed");
    let casual = create(
        &r,
        &tokens["Ann"],
        json!({"name": "C", "kind": "swiss", "days_per_turn": 2, "rated": false}),
    )
    .await;
    join(&r, &casual, &tokens["Bot"]).await;
}
