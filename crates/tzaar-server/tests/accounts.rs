//! Accounts, sessions, ratings and players through the router: every endpoint, every refusal,
//! sessions that end (log out, expiry, a new password), the login limiter, and what the
//! archive keeps of passwords and tokens.

#[path = "common/client.rs"]
mod client;
mod common;
#[path = "common/sockets.rs"]
mod sockets;

use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::{Auth, Reply, call, get, in_temp_dir, log_in, router, send, sign_up};
use serde_json::json;
use tzaar_server::{AppState, ServerConfig};

async fn me(r: &Router, auth: Auth<'_>) -> Reply {
    call(r, "GET", "/api/me", auth, None).await
}

/// Signs up; the session token.
async fn account(r: &Router, name: &str, password: &str) -> String {
    let reply = sign_up(r, name, password).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    reply.json()["token"].as_str().unwrap().to_string()
}

/// Asserts that `token` is no live session, as a cookie or as a bearer token.
async fn assert_no_session(r: &Router, token: &str) {
    for auth in [Auth::Cookie(token), Auth::Bearer(token)] {
        me(r, auth).await.assert_error(401, "not-logged-in");
    }
}

/// Logs in; the session token.
async fn session_token(r: &Router, name: &str, password: &str) -> String {
    let reply = log_in(r, name, password).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    reply.json()["token"].as_str().unwrap().to_string()
}

fn set_cookie(reply: &Reply) -> String {
    reply
        .headers
        .get(header::SET_COOKIE)
        .expect("a Set-Cookie header")
        .to_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn sign_up_logs_in_with_a_cookie_and_a_bearer_token() {
    let r = router(&common::state());
    let reply = sign_up(&r, "Ann_1", "correct horse").await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let body = reply.json();
    assert_eq!(body["name"], "Ann_1");
    assert_eq!(body["rating"], 1500);
    let token = body["token"].as_str().unwrap();
    assert_eq!(token.len(), 64);
    let cookie = set_cookie(&reply);
    assert!(
        cookie.starts_with(&format!("tzaar_session={token};")),
        "{cookie}"
    );
    for part in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=2592000"] {
        assert!(cookie.contains(part), "{cookie} lacks {part}");
    }
    for auth in [Auth::Cookie(token), Auth::Bearer(token)] {
        let m = me(&r, auth).await;
        assert_eq!(m.status, StatusCode::OK, "{}", m.text());
        assert_eq!(
            m.json(),
            json!({"name": "Ann_1", "rating": 1500, "deviation": 350, "games": 0, "wins": 0,
                   "losses": 0, "email": null, "email_verified": false, "puzzle_rating": null,
                  "bot": false})
        );
    }
    me(&r, Auth::None).await.assert_error(401, "not-logged-in");
    // A seat token, or anything that is not a live session, is nobody.
    let seat = "0123456789abcdef0123456789abcdef";
    me(&r, Auth::Bearer(seat))
        .await
        .assert_error(401, "not-logged-in");
    me(&r, Auth::Cookie(&"0".repeat(64)))
        .await
        .assert_error(401, "not-logged-in");
}

#[tokio::test]
async fn bad_names_and_passwords_and_taken_names_are_refused() {
    let r = router(&common::state());
    for name in ["a", "x".repeat(21).as_str(), "a b", "Zoë", "<b>x</b>", ""] {
        sign_up(&r, name, "correct horse")
            .await
            .assert_error(400, "bad-name");
    }
    sign_up(&r, "ann", "short")
        .await
        .assert_error(400, "bad-password");
    sign_up(&r, "ann", &"p".repeat(201))
        .await
        .assert_error(400, "bad-password");
    let extra = json!({"name": "ann", "password": "correct horse", "admin": true});
    call(&r, "POST", "/api/accounts", Auth::None, Some(extra))
        .await
        .assert_error(400, "bad-json");
    account(&r, "Ann", "correct horse").await;
    sign_up(&r, "aNN", "another one")
        .await
        .assert_error(409, "name-taken");
    // The engine's levels are accounts too, and every name that reads as one is theirs.
    for level in ["level-3", "Level-0", "Level-11", "Leve1-5"] {
        sign_up(&r, level, "correct horse")
            .await
            .assert_error(400, "bad-name");
    }
}

#[tokio::test]
async fn logging_in_gives_a_new_session_and_a_wrong_password_does_not_say_why() {
    let r = router(&common::state());
    account(&r, "Ann", "correct horse").await;
    let wrong = log_in(&r, "Ann", "wrong horse").await;
    wrong.assert_error(401, "wrong-password");
    let unknown = log_in(&r, "Nobody", "correct horse").await;
    unknown.assert_error(401, "wrong-password");
    assert_eq!(wrong.json()["message"], unknown.json()["message"]);
    // Bots have no password: nobody logs in as them.
    log_in(&r, "Level-5", "")
        .await
        .assert_error(401, "wrong-password");
    let ok = log_in(&r, "aNN", "correct horse").await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
    assert_eq!(ok.json()["name"], "Ann");
    let token = ok.json()["token"].as_str().unwrap().to_string();
    assert!(set_cookie(&ok).contains("HttpOnly"));
    assert_eq!(me(&r, Auth::Bearer(&token)).await.json()["name"], "Ann");
}

#[tokio::test]
async fn the_sixth_attempt_on_a_name_is_refused_even_with_the_right_password() {
    let r = router(&common::state());
    account(&r, "Ann", "correct horse").await;
    account(&r, "Bob", "correct horse").await;
    for _ in 0..5 {
        log_in(&r, "ann", "wrong horse")
            .await
            .assert_error(401, "wrong-password");
    }
    let refused = log_in(&r, "Ann", "correct horse").await;
    refused.assert_error(429, "too-many-attempts");
    let wait: u64 = refused.retry_after();
    assert!(wait > 0);
    // Another name from the same address may still log in.
    assert_eq!(
        log_in(&r, "Bob", "correct horse").await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_session_cannot_be_used_after_logging_out() {
    let r = router(&common::state());
    let first = account(&r, "Ann", "correct horse").await;
    let second = session_token(&r, "Ann", "correct horse").await;
    let out = call(&r, "DELETE", "/api/session", Auth::Cookie(&first), None).await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    let cleared = set_cookie(&out);
    assert!(cleared.starts_with("tzaar_session=;") && cleared.contains("Max-Age=0"));
    assert_no_session(&r, &first).await;
    // Logging out again, or without a session, is fine; the other session lives on.
    let again = call(&r, "DELETE", "/api/session", Auth::Bearer(&first), None).await;
    assert_eq!(again.status, StatusCode::NO_CONTENT);
    let none = call(&r, "DELETE", "/api/session", Auth::None, None).await;
    assert_eq!(none.status, StatusCode::NO_CONTENT);
    assert_eq!(me(&r, Auth::Bearer(&second)).await.status, StatusCode::OK);
}

#[tokio::test]
async fn an_expired_session_is_refused() {
    let config = ServerConfig {
        session_lifetime: Duration::ZERO,
        ..ServerConfig::for_tests()
    };
    let r = router(&AppState::open(config).unwrap());
    let token = account(&r, "Ann", "correct horse").await;
    assert_no_session(&r, &token).await;
}

#[tokio::test]
async fn a_new_password_ends_the_other_sessions() {
    let r = router(&common::state());
    let here = account(&r, "Ann", "correct horse").await;
    let there = session_token(&r, "Ann", "correct horse").await;
    let change = |old: &str, new: &str| json!({"old": old, "new": new});
    let put = |auth, body| call(&r, "PUT", "/api/me/password", auth, Some(body));
    put(Auth::None, change("correct horse", "battery staple"))
        .await
        .assert_error(401, "not-logged-in");
    put(Auth::Cookie(&here), change("wrong horse", "battery staple"))
        .await
        .assert_error(401, "wrong-password");
    put(Auth::Cookie(&here), change("correct horse", "short"))
        .await
        .assert_error(400, "bad-password");
    put(Auth::Cookie(&here), json!({"old": "correct horse"}))
        .await
        .assert_error(400, "bad-json");
    let done = put(
        Auth::Cookie(&here),
        change("correct horse", "battery staple"),
    )
    .await;
    assert_eq!(done.status, StatusCode::NO_CONTENT, "{}", done.text());
    assert_eq!(me(&r, Auth::Cookie(&here)).await.status, StatusCode::OK);
    me(&r, Auth::Bearer(&there))
        .await
        .assert_error(401, "not-logged-in");
    log_in(&r, "Ann", "correct horse")
        .await
        .assert_error(401, "wrong-password");
    assert_eq!(
        log_in(&r, "Ann", "battery staple").await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn player_pages_show_figures_history_and_bots() {
    let state = common::state();
    let r = router(&state);
    account(&r, "Ann", "correct horse").await;
    account(&r, "Bob", "correct horse").await;
    let page = get(&r, "/api/players/ann").await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text());
    assert_eq!(
        page.json(),
        json!({"name": "Ann", "rating": 1500, "deviation": 350, "games": 0, "wins": 0,
               "losses": 0, "bot": false, "history": [], "recent": [], "tournaments": []})
    );
    let bot = get(&r, "/api/players/Level-10").await.json();
    assert_eq!(
        (bot["bot"].clone(), bot["rating"].clone()),
        (json!(true), json!(2200))
    );
    get(&r, "/api/players/nobody")
        .await
        .assert_error(404, "unknown-player");
    get(&r, &format!("/api/players/{}", "x".repeat(300)))
        .await
        .assert_error(404, "unknown-player");

    // A rated game, as whoever ends one records it: once, however often it is asked.
    let store = state.inner.store.clone();
    let id = |name: &str| store.account(name).unwrap().unwrap().id;
    let (ann, bob) = (id("ann"), id("bob"));
    assert!(store.rate_game("G1", ann, bob, 1.0, 86_400_000).unwrap());
    assert!(!store.rate_game("G1", ann, bob, 1.0, 86_400_000).unwrap());
    let page = get(&r, "/api/players/Ann").await.json();
    assert_eq!(
        (page["games"].clone(), page["wins"].clone()),
        (json!(1), json!(1))
    );
    let history = page["history"].as_array().unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0]["game"], "G1");
    assert_eq!(history[0]["at"], "1970-01-02T00:00:00Z");
    assert_eq!(history[0]["rating"], page["rating"]);
    assert!(page["rating"].as_i64().unwrap() > 1500);
    let bob_page = get(&r, "/api/players/bob").await.json();
    assert_eq!(
        (bob_page["games"].clone(), bob_page["losses"].clone()),
        (json!(1), json!(1))
    );
}

#[tokio::test]
async fn the_leaderboard_lists_players_by_rating_with_bots_marked() {
    let r = router(&common::state());
    account(&r, "Ann", "correct horse").await;
    let board = get(&r, "/api/players").await;
    assert_eq!(board.status, StatusCode::OK, "{}", board.text());
    let board = board.json();
    assert_eq!(board["total"], 11);
    let players = board["players"].as_array().unwrap();
    assert_eq!(players.len(), 11);
    assert_eq!(players[0]["name"], "Level-10");
    assert_eq!(players[0]["rank"], 1);
    let ratings: Vec<i64> = players
        .iter()
        .map(|p| p["rating"].as_i64().unwrap())
        .collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{ratings:?}");
    let ann = players.iter().find(|p| p["name"] == "Ann").unwrap();
    assert_eq!(ann["bot"], false);
    assert!(players.iter().filter(|p| p["bot"] == true).count() == 10);
    let second = get(&r, "/api/players?page=2&per_page=4").await.json();
    assert_eq!(second["players"][0]["rank"], 5);
    assert_eq!(second["players"].as_array().unwrap().len(), 4);
    get(&r, "/api/players?page=x")
        .await
        .assert_error(400, "bad-query");
}

#[tokio::test]
async fn the_archive_keeps_argon2id_hashes_and_token_hashes_only() {
    let (dir, config) = in_temp_dir();
    let state = AppState::open(config.clone()).unwrap();
    let r = router(&state);
    let password = "a very secret phrase";
    let token = account(&r, "Ann", password).await;
    drop(r);
    drop(state);
    let conn = rusqlite::Connection::open(dir.path().join("tzaar.sqlite3")).unwrap();
    let hash: String = conn
        .query_row(
            "SELECT password_hash FROM accounts WHERE name = 'Ann'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains(password));
    let stored: Vec<String> = conn
        .prepare("SELECT token_hash FROM sessions")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0], token);
    let bots: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM accounts WHERE bot_level IS NOT NULL AND password_hash IS NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(bots, 10);
    drop(conn);

    // A restart keeps the account and its session, and makes no second set of bots.
    let state = AppState::open(config).unwrap();
    let r = router(&state);
    assert_eq!(me(&r, Auth::Cookie(&token)).await.json()["name"], "Ann");
    assert_eq!(get(&r, "/api/players").await.json()["total"], 11);
    drop(r);
    drop(state);
    // Nowhere in the files, in any form the text could take.
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        for secret in [password.as_bytes(), token.as_bytes()] {
            assert!(!bytes.windows(secret.len()).any(|w| w == secret));
        }
    }
}

#[tokio::test]
async fn a_session_cookie_and_a_seat_token_go_together() {
    let r = router(&common::state());
    let session = account(&r, "Ann", "correct horse").await;
    let game = common::create(&r, r#"{"mode": "hotseat"}"#).await;
    let (id, seat) = (
        game["id"].as_str().unwrap(),
        game["tokens"]["white"].as_str().unwrap(),
    );
    let req = Request::post(format!("/api/games/{id}/actions"))
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::COOKIE, format!("tzaar_session={session}"))
        .header(header::AUTHORIZATION, format!("Bearer {seat}"))
        .body(Body::from(r#"{"action": "D5xD4"}"#))
        .unwrap();
    let played = send(&r, req).await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
    // A session token is no seat token.
    common::act(&r, id, &session, "C3xD4")
        .await
        .assert_error(403, "wrong-token");
}

#[tokio::test]
async fn logins_over_a_real_socket_are_counted_per_address() {
    let (addr, stop) = sockets::start(ServerConfig::for_tests()).await;
    let token = client::sign_up(addr, "Ann", "correct horse").await;
    let me = client::request(addr, "GET", "/api/me", Some(&token), "")
        .await
        .unwrap();
    assert_eq!(me.json()["name"], "Ann");
    // Twenty failures from one address, over many names, close it to every name.
    for i in 0..20 {
        let body = json!({"name": format!("n{i}"), "password": "wrong horse"}).to_string();
        let r = client::request(addr, "POST", "/api/session", None, &body)
            .await
            .unwrap();
        assert_eq!(r.status, 401, "{}", r.body);
    }
    // The right password too.
    let body = json!({"name": "Ann", "password": "correct horse"}).to_string();
    let r = client::request(addr, "POST", "/api/session", None, &body)
        .await
        .unwrap();
    assert_eq!(r.status, 429, "{}", r.body);
    let _ = stop.send(());
}
