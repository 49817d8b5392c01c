//! Router tests: requests through `app()` with tower's `oneshot`.

mod common;

use axum::http::{StatusCode, header};
use common::*;
use serde_json::{Value, json};

#[tokio::test]
async fn pages_and_static_files_are_served_with_their_types() {
    let r = router(&state());
    for (uri, ty) in [
        ("/", "text/html"),
        ("/game/abcdefABCDEF", "text/html"),
        ("/rules", "text/html"),
        ("/app.js", "text/javascript"),
        ("/board.js", "text/javascript"),
        ("/style.css", "text/css"),
    ] {
        let reply = get(&r, uri).await;
        assert_eq!(reply.status, StatusCode::OK, "{uri}");
        let got = reply.headers[header::CONTENT_TYPE].to_str().unwrap();
        assert!(got.starts_with(ty), "{uri}: {got}");
        assert!(!reply.body.is_empty());
    }
    get(&r, "/nothing/here")
        .await
        .assert_error(404, "not-found");
}

#[tokio::test]
async fn a_hotseat_game_is_created_read_and_played() {
    let r = router(&state());
    let created = create(&r, r#"{"mode": "hotseat"}"#).await;
    let id = created["id"].as_str().unwrap();
    assert_eq!(id.len(), 12);
    assert_eq!(created["color"], serde_json::Value::Null);
    assert_eq!(created["invite"], serde_json::Value::Null);
    assert_eq!(created["watch"], format!("/game/{id}"));
    let white = created["tokens"]["white"].as_str().unwrap();
    assert_eq!(white.len(), 32);
    assert_eq!(created["url"], format!("/game/{id}#token={white}"));
    let s = &created["state"];
    assert_eq!(s["side"], "white");
    assert_eq!(s["phase"], "open");
    assert_eq!(s["turn"], 1);
    assert_eq!(s["actions_played"], 0);
    assert_eq!(s["board"].as_object().unwrap().len(), 60);
    assert_eq!(s["counts"]["white"]["tott"], 15);
    assert_eq!(s["pieces_left"]["black"], 30);
    assert_eq!(s["seats"]["white"], "human");
    assert_eq!(s["result"], serde_json::Value::Null);
    assert!(
        s["actions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["action"] == "D5xD4")
    );

    let reply = act(&r, id, white, "D5xD4").await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let s = reply.json();
    assert_eq!(s["side"], "black");
    assert_eq!(s["history"], serde_json::json!(["D5xD4"]));
    assert_eq!(s["last_turn"], serde_json::json!(["D5xD4"]));
    assert_eq!(s["board"]["D4"], "t");

    let read = get(&r, &format!("/api/games/{id}")).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.json()["position"], s["position"]);
}

#[tokio::test]
async fn unknown_games_are_404() {
    let r = router(&state());
    // The game itself and what is read under it.
    for under in ["", "/plies", "/chat"] {
        get(&r, &format!("/api/games/AAAAAAAAAAAA{under}"))
            .await
            .assert_error(404, "unknown-game");
    }
    get(&r, "/api/games/..%2F..")
        .await
        .assert_error(404, "unknown-game");
}

/// A hot-seat game and its white token.
async fn hotseat(r: &axum::Router) -> (String, String) {
    let c = create(r, r#"{"mode": "hotseat"}"#).await;
    let (id, white, _) = seats(&c);
    (id.to_string(), white.to_string())
}

/// Asserts that game `id` is still being played, with `played` actions.
async fn assert_still_playing(r: &axum::Router, id: &str, played: u64) {
    let s = get(r, &format!("/api/games/{id}")).await.json();
    assert_eq!(
        (s["actions_played"].as_u64(), s["status"].as_str()),
        (Some(played), Some("playing")),
        "{s}"
    );
}

#[tokio::test]
async fn malformed_requests_are_json_errors() {
    let r = router(&state());
    let big = format!(
        r#"{{"mode": "hotseat", "white": "{}"}}"#,
        "x".repeat(70_000)
    );
    for (body, status, code) in [
        ("{not json", 400, "bad-json"),
        (r#"{"mode": "engine", "colour": "white"}"#, 400, "bad-json"),
        (r#"{"mode": "chess"}"#, 400, "bad-mode"),
        (r#"{"mode": "engine", "level": 11}"#, 400, "bad-level"),
        (r#"{"mode": "hotseat", "seed": 3}"#, 400, "bad-seed"),
        (
            r#"{"mode": "hotseat", "clock": {"initial_ms": 60000}}"#,
            400,
            "bad-clock",
        ),
        (r#"{"mode": "hotseat", "white": "a\nb"}"#, 400, "bad-name"),
        (&big, 413, "too-large"),
    ] {
        post(&r, "/api/games", None, body)
            .await
            .assert_error(status, code);
    }
    let plain = axum::http::Request::post("/api/games")
        .header(header::CONTENT_TYPE, "text/plain")
        .body(axum::body::Body::from(r#"{"mode": "hotseat"}"#))
        .unwrap();
    send(&r, plain)
        .await
        .assert_error(415, "unsupported-media-type");
    get(&r, "/api/games?page=x")
        .await
        .assert_error(400, "bad-query");

    let (id, token) = hotseat(&r).await;
    let uri = format!("/api/games/{id}/actions");
    for (body, code) in [
        (r#"{"action": "D5xD4", "turn": "D5xD4"}"#, "bad-request"),
        (r#"{"action": 5}"#, "bad-json"),
        (r#"{"action": "castle"}"#, "bad-action"),
        (r#"{"action": "Z9xD4"}"#, "unknown-cell"),
        (r#"{"turn": "D5xD4 pass pass"}"#, "bad-turn"),
    ] {
        post(&r, &uri, Some(&token), body)
            .await
            .assert_error(400, code);
    }
    // Nothing of this changed the game.
    assert_still_playing(&r, &id, 0).await;
}

/// Plays each `(game, token, action)` and asserts that it is refused with `(status, code)`.
async fn refused_actions<const N: usize>(
    r: &axum::Router,
    cases: [(&str, &str, &str, u16, &str); N],
) {
    for (id, token, action, status, code) in cases {
        act(r, id, token, action).await.assert_error(status, code);
    }
}

#[tokio::test]
async fn a_wrong_or_missing_token_cannot_move() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "online"}"#).await;
    let (id, white, black) = seats(&c);
    assert_eq!(c["color"], "white");
    // The invite is a code of its own, not the seat's token (issue 11: seats bound at first use).
    let invite = c["invite"].as_str().unwrap();
    assert!(
        invite.starts_with(&format!("/game/{id}#invite=")),
        "{invite}"
    );
    assert!(!invite.contains(black), "{invite}");
    let uri = format!("/api/games/{id}/actions");
    post(&r, &uri, None, r#"{"action": "D5xD4"}"#)
        .await
        .assert_error(401, "missing-token");
    let (other, _) = hotseat(&r).await;
    let foreign = create(&r, r#"{"mode": "online"}"#).await;
    let foreign = foreign["tokens"]["white"].as_str().unwrap();
    refused_actions(
        &r,
        [
            (id, foreign, "D5xD4", 403, "wrong-token"),
            (id, &white[..31], "D5xD4", 403, "wrong-token"),
            (id, black, "D5xD4", 409, "not-your-turn"),
        ],
    )
    .await;
    post(&r, &format!("/api/games/{id}/resign"), Some(foreign), "")
        .await
        .assert_error(403, "wrong-token");
    post(&r, &format!("/api/games/{id}/undo"), None, "")
        .await
        .assert_error(401, "missing-token");
    assert_still_playing(&r, id, 0).await;
    // The right seat can; a token of another game still cannot.
    assert_eq!(act(&r, id, white, "D5xD4").await.status, StatusCode::OK);
    refused_actions(
        &r,
        [
            (&other, black, "D5xD4", 403, "wrong-token"),
            (id, white, "C3xD4", 409, "not-your-turn"),
        ],
    )
    .await;
    post(&r, &format!("/api/games/{id}/undo"), Some(white), "")
        .await
        .assert_error(409, "undo-not-allowed");
}

/// `GET /api/games/{id}/seat` with an optional bearer token.
async fn seat_of(r: &axum::Router, id: &str, token: Option<&str>) -> Reply {
    let mut req = axum::http::Request::get(format!("/api/games/{id}/seat"));
    if let Some(t) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    send(r, req.body(axum::body::Body::empty()).unwrap()).await
}

#[tokio::test]
async fn a_token_tells_which_seat_it_holds() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "online", "color": "black"}"#).await;
    let id = c["id"].as_str().unwrap();
    for side in ["white", "black"] {
        let token = c["tokens"][side].as_str().unwrap();
        let reply = seat_of(&r, id, Some(token)).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
        assert_eq!(reply.json()["seat"], side);
    }
    let (hot, white) = hotseat(&r).await;
    assert_eq!(seat_of(&r, &hot, Some(&white)).await.json()["seat"], "both");
    seat_of(&r, id, None)
        .await
        .assert_error(401, "missing-token");
    seat_of(&r, id, Some(&white))
        .await
        .assert_error(403, "wrong-token");
    seat_of(&r, "AAAAAAAAAAAA", Some(&white))
        .await
        .assert_error(404, "unknown-game");
    // The person playing the engine is named neutrally, so that spectators read it right.
    let e = create(&r, r#"{"mode": "engine", "color": "black", "level": 1}"#).await;
    assert_eq!(e["state"]["black"], "Player");
}

#[tokio::test]
async fn illegal_actions_are_409_with_the_rules_reason() {
    let r = router(&state());
    let (id, token) = hotseat(&r).await;
    let reply = act(&r, &id, &token, "A1xI5").await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    let v = reply.json();
    assert!(v["message"].as_str().unwrap().len() > 10, "{v}");
    assert_ne!(v["error"], "internal");
    // The opening is one capture: a whole turn of two is refused whole.
    let uri = format!("/api/games/{id}/actions");
    post(&r, &uri, Some(&token), r#"{"turn": "D5xD4 pass"}"#)
        .await
        .assert_error(409, "single-action");
    assert_still_playing(&r, &id, 0).await;
    let ok = post(&r, &uri, Some(&token), r#"{"turn": "d5-d4"}"#).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
    let s = post(&r, &uri, Some(&token), r#"{"turn": "C3xD4 pass"}"#)
        .await
        .json();
    assert_eq!(s["history"], serde_json::json!(["D5xD4", "C3xD4 pass"]));
    assert_eq!(s["turn"], 3);
    // Hot-seat: undo takes back one action.
    let s = post(&r, &format!("/api/games/{id}/undo"), Some(&token), "")
        .await
        .json();
    assert_eq!(s["history"], serde_json::json!(["D5xD4", "C3xD4"]));
    assert_eq!(s["phase"], "second");
    assert_eq!(s["turn"], 2);
    assert_eq!(s["last_turn"], serde_json::json!(["C3xD4"]));
}

#[tokio::test]
async fn resignation_ends_the_game_and_nothing_more_is_played() {
    let r = router(&state());
    let c = create(
        &r,
        r#"{"mode": "online", "color": "black", "white": "Ann", "black": "Bo"}"#,
    )
    .await;
    let (id, white, black) = seats(&c);
    assert_eq!(c["url"], format!("/game/{id}#token={black}"));
    let s = post(&r, &format!("/api/games/{id}/resign"), Some(black), "")
        .await
        .json();
    assert_eq!(s["status"], "over");
    assert_eq!(
        s["result"],
        serde_json::json!({"winner": "white", "reason": "resignation", "score": "1-0"})
    );
    assert!(s["actions"].as_array().unwrap().is_empty());
    act(&r, id, white, "D5xD4")
        .await
        .assert_error(409, "game-decided");
    post(&r, &format!("/api/games/{id}/resign"), Some(white), "")
        .await
        .assert_error(409, "game-decided");
    let list = get(&r, "/api/games").await.json();
    let g = &list["games"][0];
    assert_eq!(
        (g["id"].as_str(), g["result"].as_str()),
        (Some(id), Some("1-0"))
    );
    assert_eq!(
        (g["white"].as_str(), g["black"].as_str()),
        (Some("Ann"), Some("Bo"))
    );
}

#[tokio::test]
async fn the_engine_answers_and_undo_goes_back_to_the_persons_decision() {
    let st = state();
    let r = router(&st);
    // The engine has White: it opens at once.
    let c = create(&r, r#"{"mode": "engine", "color": "black", "level": 3}"#).await;
    let id = c["id"].as_str().unwrap().to_string();
    let token = c["tokens"]["black"].as_str().unwrap().to_string();
    assert!(c["tokens"].get("white").is_none());
    assert_eq!(
        c["state"]["seats"],
        serde_json::json!({"white": "engine", "black": "human"})
    );
    assert_eq!(c["state"]["engine_color"], "white");
    let s = wait_state(&r, &id, |s| s["side"] == "black" && s["thinking"] == false).await;
    assert_eq!(s["actions_played"], 1);
    // Hint: a whole turn for Black, nothing played.
    let h = post(&r, &format!("/api/games/{id}/hint"), Some(&token), "").await;
    assert_eq!(h.status, StatusCode::OK, "{}", h.text());
    let h = h.json();
    let turn: Vec<String> = serde_json::from_value(h["turn"].clone()).unwrap();
    assert_eq!(turn.len(), 2, "{h}");
    assert!(h["score"].as_str().unwrap().contains(' '));
    // Play the hint as a whole turn; the engine replies in the background.
    let body = serde_json::json!({"turn": turn.join(" ")}).to_string();
    let played = post(&r, &format!("/api/games/{id}/actions"), Some(&token), &body).await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
    let s = wait_state(&r, &id, |s| s["side"] == "black" && s["thinking"] == false).await;
    assert_eq!(s["history"].as_array().unwrap().len(), 3, "{s}");
    let before = s["actions_played"].as_u64().unwrap();
    assert!(before >= 4);
    // Undo: the engine's reply and Black's whole turn are taken back.
    let u = post(&r, &format!("/api/games/{id}/undo"), Some(&token), "").await;
    assert_eq!(u.status, StatusCode::OK, "{}", u.text());
    let u = u.json();
    assert_eq!(u["actions_played"], 1, "{u}");
    assert_eq!(
        (u["side"].as_str(), u["phase"].as_str()),
        (Some("black"), Some("first"))
    );
    assert_eq!(u["history"], serde_json::json!([s["history"][0]]));
    // Only the engine's opening is left: nothing of Black's to take back.
    post(&r, &format!("/api/games/{id}/undo"), Some(&token), "")
        .await
        .assert_error(409, "nothing-to-undo");
    // A begun turn: undo takes back its first action.
    let first = u["actions"][0]["action"].as_str().unwrap().to_string();
    let mid = act(&r, &id, &token, &first).await.json();
    assert_eq!(
        (mid["phase"].as_str(), mid["thinking"].as_bool()),
        (Some("second"), Some(false))
    );
    let u = post(&r, &format!("/api/games/{id}/undo"), Some(&token), "")
        .await
        .json();
    assert_eq!(
        (u["actions_played"].as_u64(), u["phase"].as_str()),
        (Some(1), Some("first"))
    );
    assert_eq!(st.games().live_games(), 1);
}

#[tokio::test]
async fn records_export_import_and_review() {
    let r = router(&state());
    let (id, token) = hotseat(&r).await;
    let mut s = get(&r, &format!("/api/games/{id}")).await.json();
    for _ in 0..5 {
        let first = s["actions"][0]["action"].as_str().unwrap().to_string();
        let reply = act(&r, &id, &token, &first).await;
        assert_eq!(reply.status, StatusCode::OK);
        s = reply.json();
    }
    let second_turn = s["history"][1].as_str().unwrap().to_string();
    let rec = get(&r, &format!("/api/games/{id}/record")).await;
    assert_eq!(rec.status, StatusCode::OK);
    assert!(
        rec.headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    assert_eq!(
        rec.headers[header::CONTENT_DISPOSITION].to_str().unwrap(),
        format!("attachment; filename=\"tzaar-{id}.tzr\"")
    );
    let text = rec.text();
    assert!(
        text.contains("[White \"White\"]") && text.contains(&format!("2. {second_turn}")),
        "{text}"
    );

    let send_text = |body: String| {
        axum::http::Request::post("/api/import")
            .header(header::CONTENT_TYPE, "text/plain")
            .body(axum::body::Body::from(body))
            .unwrap()
    };
    let imported = send(&r, send_text(text.clone())).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.text());
    let imported = imported.json();
    let new_id = imported["id"].as_str().unwrap();
    assert_ne!(new_id, id);
    assert_eq!(imported["watch"], format!("/game/{new_id}"));
    let s = &imported["state"];
    assert_eq!(s["mode"], "review");
    assert_eq!(s["actions_played"], 5);
    let original = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(s["position"], original["position"]);
    // A review has no seats.
    act(&r, new_id, &token, "A1xA2")
        .await
        .assert_error(403, "wrong-token");

    let lg = "(;FF[TZAAR]PW[Alice]PB[Bob]POS[cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB];W[npmq])";
    let reply = send(&r, send_text(lg.to_string())).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let s = &reply.json()["state"];
    assert_eq!(
        (s["white"].as_str(), s["black"].as_str()),
        (Some("Alice"), Some("Bob"))
    );
    assert_eq!(s["history"], serde_json::json!(["D4xC3"]));

    let swapped: Vec<&str> = second_turn.split(' ').rev().collect();
    let bad = send(
        &r,
        send_text(text.replace(&second_turn, &swapped.join(" "))),
    )
    .await;
    bad.assert_error(400, "illegal");
    assert!(bad.json()["message"].as_str().unwrap().starts_with("line "));
    send(&r, send_text("  ".into()))
        .await
        .assert_error(400, "empty-record");
    send(&r, send_text("x".repeat(1_100_000)))
        .await
        .assert_error(413, "too-large");
    let list = get(&r, "/api/games?per_page=2&page=1").await.json();
    assert_eq!(
        (list["total"].as_u64(), list["per_page"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(list["games"].as_array().unwrap().len(), 2);
    let page2 = get(&r, "/api/games?per_page=2&page=2").await.json();
    assert_eq!(page2["games"].as_array().unwrap().len(), 1);
    let g = &list["games"][0];
    for field in [
        "id", "mode", "setup", "white", "black", "deleted", "status", "result", "turns", "created",
        "updated",
    ] {
        assert!(g.get(field).is_some(), "{field} missing: {g}");
    }
    assert_eq!(g.as_object().unwrap().len(), 11, "{g}");
    assert_eq!(g["deleted"], json!({"white": false, "black": false}), "{g}");
    assert!(g["created"].as_str().unwrap().ends_with('Z'), "{g}");
}

#[tokio::test]
async fn analysis_and_scores() {
    let r = router(&state());
    let (id, token) = hotseat(&r).await;
    for a in ["D5xD4", "C3xD4", "pass"] {
        assert_eq!(act(&r, &id, &token, a).await.status, StatusCode::OK);
    }
    let a = get(&r, &format!("/api/games/{id}/analysis?ply=1&ms=50")).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.text());
    let a = a.json();
    assert_eq!(a["ply"], 1);
    assert!(a["depth"].as_u64().unwrap() >= 1);
    assert!(!a["pv"].as_array().unwrap().is_empty());
    let now = get(&r, &format!("/api/games/{id}/analysis")).await.json();
    assert_eq!(now["ply"], 3);
    get(&r, &format!("/api/games/{id}/analysis?ply=4"))
        .await
        .assert_error(400, "bad-ply");
    let s = get(&r, &format!("/api/games/{id}/scores")).await;
    assert_eq!(s.status, StatusCode::OK, "{}", s.text());
    let s = s.json();
    let list = s["scores"].as_array().unwrap();
    assert_eq!(list.len(), 2, "{s}");
    assert_eq!(list[0]["turn"], 1);
    assert!(list[1]["text"].as_str().unwrap().starts_with("cp "));
    // A second call reads the cache and says the same.
    assert_eq!(get(&r, &format!("/api/games/{id}/scores")).await.json(), s);
}

#[tokio::test]
async fn an_online_clock_runs_out() {
    let r = router(&state());
    let c = create(
        &r,
        r#"{"mode": "online", "clock": {"initial_ms": 1000, "increment_ms": 0}}"#,
    )
    .await;
    let (id, white, black) = seats(&c);
    let s = &c["state"];
    assert_eq!(
        s["clock"],
        serde_json::json!({"white_ms": 1000, "black_ms": 1000, "increment_ms": 0, "running": null})
    );
    let s = act(&r, id, white, "D5xD4").await.json();
    // No clock runs before Black's first action (issue 11).
    assert_eq!(s["clock"]["running"], serde_json::Value::Null);
    let first = s["actions"][0]["action"].as_str().unwrap().to_string();
    let s = act(&r, id, black, &first).await.json();
    assert_eq!(s["clock"]["running"], "black");
    // Black never finishes its turn: the timer (or the next request) ends the game on time.
    let s = wait_state(&r, id, |s| s["status"] == "over").await;
    assert_eq!(
        s["result"],
        serde_json::json!({"winner": "white", "reason": "time", "score": "1-0"})
    );
    assert_eq!(s["clock"]["black_ms"], 0);
    assert_eq!(s["clock"]["running"], serde_json::Value::Null);
}

/// Makes every new action and every change of a game in the SQLite archive at `path` fail
/// (`true`), as a full disk would, or lets them through again (`false`).
fn refuse_writes(path: &std::path::Path, refuse: bool) {
    let conn = rusqlite::Connection::open(path).unwrap();
    let sql = if refuse {
        "CREATE TRIGGER full_actions BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk full'); END;
         CREATE TRIGGER full_games BEFORE UPDATE ON games BEGIN SELECT RAISE(ABORT, 'disk full'); END;"
    } else {
        "DROP TRIGGER full_actions; DROP TRIGGER full_games;"
    };
    conn.execute_batch(sql).unwrap();
}

#[tokio::test]
async fn a_failed_commit_changes_nothing_and_idle_games_reload_from_the_archive() {
    let (dir, config) = in_temp_dir();
    let archive = dir.path().join("tzaar.sqlite3");
    let config = tzaar_server::ServerConfig {
        live_games_cap: 1,
        ..config
    };
    let st = tzaar_server::AppState::open(config).unwrap();
    let r = router(&st);
    let (id, token) = hotseat(&r).await;
    assert_eq!(act(&r, &id, &token, "D5xD4").await.status, StatusCode::OK);
    refuse_writes(&archive, true);
    act(&r, &id, &token, "C3xD4")
        .await
        .assert_error(500, "storage");
    post(&r, &format!("/api/games/{id}/resign"), Some(&token), "")
        .await
        .assert_error(500, "storage");
    assert_still_playing(&r, &id, 1).await;
    refuse_writes(&archive, false);
    // A second game pushes the first, idle, out of memory; it comes back from the archive.
    let (other, _) = hotseat(&r).await;
    assert_eq!(st.games().live_games(), 1);
    let s = act(&r, &id, &token, "C3xD4").await;
    assert_eq!(s.status, StatusCode::OK, "{}", s.text());
    assert_eq!(s.json()["history"], serde_json::json!(["D5xD4", "C3xD4"]));
    assert_eq!(
        get(&r, &format!("/api/games/{other}")).await.status,
        StatusCode::OK
    );
}

/// A small deterministic generator for the garbage test.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() as usize) % items.len()]
    }
    fn text(&mut self) -> String {
        let pieces = [
            "D5",
            "xD4",
            "x",
            "+",
            "@",
            "Z",
            "pass",
            " ",
            "E5",
            "J9",
            "é",
            "\u{0}",
            "\"",
            "\\",
            "-",
            "A1",
            "I5",
            "{",
            "}",
            "[",
            "]",
            "1-0",
            "\n",
            "99999999999999999999",
        ];
        (0..self.next() % 8).map(|_| self.pick(&pieces)).collect()
    }
    fn value(&mut self, depth: u32) -> serde_json::Value {
        use serde_json::json;
        match self.next() % if depth > 2 { 5 } else { 7 } {
            0 => json!(null),
            1 => json!(self.next() % 3 == 0),
            2 => json!(self.next() as i64 - (1 << 30)),
            3 => json!(u64::MAX - self.next()),
            4 => json!(self.text()),
            5 => serde_json::Value::Array(
                (0..self.next() % 3)
                    .map(|_| self.value(depth + 1))
                    .collect(),
            ),
            _ => self.object(depth + 1),
        }
    }
    fn object(&mut self, depth: u32) -> serde_json::Value {
        let keys = [
            "mode",
            "setup",
            "seed",
            "level",
            "color",
            "clock",
            "white",
            "black",
            "action",
            "turn",
            "initial_ms",
            "increment_ms",
            "x",
        ];
        let mut m = serde_json::Map::new();
        for _ in 0..self.next() % 5 {
            let k = self.pick(&keys).to_string();
            let v = match (k.as_str(), self.next() % 3) {
                ("mode", 0) => serde_json::json!(self.pick(&["engine", "hotseat", "online"])),
                ("action" | "turn", 0) => {
                    serde_json::json!(self.pick(&["D5xD4", "C3xD4 pass", "pass", "Z@E1"]))
                }
                _ => self.value(depth),
            };
            m.insert(k, v);
        }
        serde_json::Value::Object(m)
    }
}

#[tokio::test]
async fn garbage_never_breaks_the_server_or_a_game() {
    let r = router(&state());
    let (id, token) = hotseat(&r).await;
    let mut rng = Lcg(17);
    for i in 0..600 {
        let body = if i % 4 == 0 {
            rng.text()
        } else {
            rng.object(0).to_string()
        };
        let (uri, tok) = match i % 5 {
            0 | 1 => ("/api/games".to_string(), None),
            2 | 3 => (format!("/api/games/{id}/actions"), Some(token.as_str())),
            _ => ("/api/import".to_string(), None),
        };
        let reply = post(&r, &uri, tok, &body).await;
        assert!(
            reply.status.as_u16() < 500,
            "{uri} {body:?}: {}",
            reply.text()
        );
        let v = reply.json();
        if !reply.status.is_success() {
            assert!(v["error"].is_string() && v["message"].is_string(), "{v}");
        }
        let encode = |t: String| -> String {
            t.bytes()
                .map(|b| {
                    if b.is_ascii_alphanumeric() {
                        char::from(b).to_string()
                    } else {
                        format!("%{b:02X}")
                    }
                })
                .collect()
        };
        let q = format!(
            "/api/games/{id}/analysis?ply={}&ms={}",
            encode(rng.text()),
            encode(rng.text())
        );
        let a = get(&r, &q).await;
        assert!(matches!(a.status.as_u16(), 200 | 400), "{q}: {}", a.text());
    }
    // The game is whole: its history replays to its position.
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    let rec = get(&r, &format!("/api/games/{id}/record")).await.text();
    let replayed = tzaar_core::Record::parse(&rec).unwrap();
    assert_eq!(replayed.game.position().to_string(), s["position"]);
    assert_eq!(
        replayed.game.actions().len() as u64,
        s["actions_played"].as_u64().unwrap()
    );
}

/// The tests' configuration with engine searches bounded by `time` only, not by nodes.
fn searching_for(time: std::time::Duration) -> tzaar_server::ServerConfig {
    tzaar_server::ServerConfig {
        engine_nodes: None,
        engine_time: time,
        ..tzaar_server::ServerConfig::for_tests()
    }
}

/// A game where the engine has White at full strength, thinking at once; the creation reply.
async fn engine_thinking(r: &axum::Router) -> Value {
    let c = create(r, r#"{"mode": "engine", "color": "black", "level": 10}"#).await;
    assert_eq!(c["state"]["thinking"], true);
    c
}

#[tokio::test]
async fn a_full_engine_queue_refuses_new_engine_work_with_503() {
    let config = tzaar_server::ServerConfig {
        engine_slots: 1,
        engine_queue: 0,
        ..searching_for(std::time::Duration::from_millis(800))
    };
    let st = tzaar_server::AppState::open(config).unwrap();
    let r = router(&st);
    // It takes the only slot at once.
    let first = engine_thinking(&r).await;
    while st.games().pool().load() == 0 {
        tokio::task::yield_now().await;
    }
    post(&r, "/api/games", None, r#"{"mode": "engine"}"#)
        .await
        .assert_error(503, "busy");
    let (id, token) = hotseat(&r).await;
    post(&r, &format!("/api/games/{id}/hint"), Some(&token), "")
        .await
        .assert_error(503, "busy");
    // The engine's own turn is not dropped: it is played when the search ends.
    let id = first["id"].as_str().unwrap();
    let s = wait_state(&r, id, |s| s["thinking"] == false).await;
    assert_eq!(s["actions_played"], 1);
    assert_eq!(s["side"], "black");
}

#[tokio::test]
async fn resigning_while_the_engine_thinks_stops_its_search() {
    let config = searching_for(std::time::Duration::from_secs(60));
    let st = tzaar_server::AppState::open(config).unwrap();
    let r = router(&st);
    let c = engine_thinking(&r).await;
    let id = c["id"].as_str().unwrap();
    let token = c["tokens"]["black"].as_str().unwrap();
    let s = post(&r, &format!("/api/games/{id}/resign"), Some(token), "").await;
    assert_eq!(s.status, StatusCode::OK, "{}", s.text());
    // A minute's search would outlast the wait: it was stopped, and its turn dropped.
    let s = wait_state(&r, id, |s| s["thinking"] == false).await;
    assert_eq!(s["actions_played"], 0);
    assert_eq!(s["result"]["reason"], "resignation");
    while st.games().pool().load() > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

#[tokio::test]
async fn plies_give_every_position_with_its_board_and_counts() {
    let r = router(&state());
    let (id, token) = hotseat(&r).await;
    let uri = format!("/api/games/{id}/actions");
    assert_eq!(act(&r, &id, &token, "D5xD4").await.status, StatusCode::OK);
    let last = post(&r, &uri, Some(&token), r#"{"turn": "C3xD4 pass"}"#)
        .await
        .json();
    let reply = get(&r, &format!("/api/games/{id}/plies")).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let plies = reply.json()["plies"].as_array().unwrap().clone();
    assert_eq!(plies.len(), 4);
    let p0 = &plies[0];
    assert_eq!(p0["ply"], 0);
    assert_eq!(
        (&p0["action"], &p0["side"], &p0["turn"]),
        (&Value::Null, &Value::Null, &Value::Null)
    );
    assert_eq!(p0["position"], last["start"]);
    assert_eq!(p0["board"].as_object().unwrap().len(), 60);
    assert_eq!(p0["counts"]["white"]["tott"], 15);
    let zero = serde_json::json!({"tzaar": 0, "tzarra": 0, "tott": 0});
    assert_eq!(p0["to_place"]["white"], zero);
    let expected = [
        (1, "D5xD4", "white", 1),
        (2, "C3xD4", "black", 2),
        (3, "pass", "black", 2),
    ];
    for (p, (ply, action, side, turn)) in plies[1..].iter().zip(expected) {
        assert_eq!(
            (&p["ply"], &p["action"], &p["side"], &p["turn"]),
            (&ply.into(), &action.into(), &side.into(), &turn.into()),
            "{p}"
        );
    }
    assert_eq!(plies[1]["board"]["D4"], "t");
    assert_eq!(plies[1]["counts"]["black"]["tott"], 14);
    assert_eq!(plies[3]["position"], last["position"]);
    assert_eq!(plies[3]["board"], last["board"]);
    assert_eq!(plies[3]["counts"], last["counts"]);
    assert_eq!(plies[3]["to_place"], last["to_place"]);
}

#[tokio::test]
async fn to_place_counts_the_tournament_placement() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "hotseat", "setup": "tournament"}"#).await;
    let s = &c["state"];
    assert_eq!(s["phase"], "place");
    let full = serde_json::json!({"tzaar": 6, "tzarra": 9, "tott": 15});
    assert_eq!(s["to_place"]["white"], full);
    assert_eq!(s["to_place"]["black"], full);
    let id = c["id"].as_str().unwrap();
    let token = c["tokens"]["white"].as_str().unwrap();
    let place = s["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["piece"] == "tzarra")
        .unwrap()["action"]
        .as_str()
        .unwrap()
        .to_string();
    let s = act(&r, id, token, &place).await.json();
    assert_eq!(s["to_place"]["white"]["tzarra"], 8);
    assert_eq!(s["to_place"]["black"], full);
    let plies = get(&r, &format!("/api/games/{id}/plies")).await.json();
    assert_eq!(plies["plies"][1]["to_place"], s["to_place"]);
    assert_eq!(plies["plies"][1]["action"], place.as_str());
}

#[tokio::test]
async fn defaults_name_the_level_and_the_engine_time() {
    let r = router(&state());
    let reply = get(&r, "/api/defaults").await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(
        reply.json(),
        serde_json::json!({"level": 5, "levels": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
                           "engine_time_ms": 1000})
    );
}
