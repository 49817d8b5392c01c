//! The lobby: challenges posted, listed, cancelled and accepted through the router, with every
//! refusal; a challenge to an engine level; and two players meeting over the lobby socket of
//! a real server, then playing a rated game to its end.

#[path = "common/client.rs"]
mod client;
mod common;

use common::call_bearer as call;
#[path = "common/sockets.rs"]
mod sockets;

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::http::StatusCode;
use client::{request, sensible_action_body};
use common::{Reply, account, accounts, router};
use serde_json::{Value, json};
use sockets::{message, with_session};
use tzaar_server::ServerConfig;

/// The lobby socket's path.
const LOBBY: &str = "/api/lobby/ws";

async fn post_seek(r: &Router, token: Option<&str>, body: Value) -> Reply {
    call(r, "POST", "/api/seeks", token, Some(body)).await
}

fn blitz() -> Value {
    json!({"clock": {"initial_s": 300, "increment_s": 5}, "rated": true, "color": "white"})
}

#[tokio::test]
async fn a_challenge_is_posted_listed_and_cancelled_by_its_owner_only() {
    let r = router(&common::state());
    post_seek(&r, None, blitz())
        .await
        .assert_error(401, "not-logged-in");
    let [ann, bob] = accounts(&r, ["Ann", "Bob"]).await;
    post_seek(&r, Some(&ann), json!({"rated": true}))
        .await
        .assert_error(400, "bad-clock");
    post_seek(
        &r,
        Some(&ann),
        json!({"days_per_turn": 3, "color": "green"}),
    )
    .await
    .assert_error(400, "bad-color");
    post_seek(&r, Some(&ann), json!({"days_per_turn": 3, "bogus": 1}))
        .await
        .assert_error(400, "bad-json");
    let posted = post_seek(&r, Some(&ann), blitz()).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.text());
    let id = posted.json()["id"].as_str().unwrap().to_string();

    // Everyone sees it, guests too.
    let list = call(&r, "GET", "/api/seeks", None, None).await.json();
    let seeks = list["seeks"].as_array().unwrap();
    assert_eq!(seeks.len(), 1, "{list}");
    let s = &seeks[0];
    assert_eq!(s["id"], id.as_str());
    assert_eq!(s["by"], "Ann");
    assert_eq!(s["rating"], 1500);
    assert_eq!(s["clock"], json!({"initial_s": 300, "increment_s": 5}));
    assert_eq!(s["days_per_turn"], Value::Null);
    assert_eq!(
        (s["rated"].clone(), s["color"].clone()),
        (json!(true), json!("white"))
    );

    let path = format!("/api/seeks/{id}");
    let accept = format!("{path}/accept");
    let (nothing, accept_nothing) = ("/api/seeks/nothing", "/api/seeks/nothing/accept");
    for (method, uri, token, status, code) in [
        ("DELETE", path.as_str(), None, 401, "not-logged-in"),
        ("DELETE", &path, Some(bob.as_str()), 403, "not-your-seek"),
        ("DELETE", nothing, Some(ann.as_str()), 404, "unknown-seek"),
        ("POST", &accept, None, 401, "not-logged-in"),
        ("POST", &accept, Some(ann.as_str()), 409, "own-seek"),
        (
            "POST",
            accept_nothing,
            Some(bob.as_str()),
            404,
            "unknown-seek",
        ),
    ] {
        call(&r, method, uri, token, None)
            .await
            .assert_error(status, code);
    }
    let gone = call(&r, "DELETE", &path, Some(&ann), None).await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT);
    call(&r, "DELETE", &path, Some(&ann), None)
        .await
        .assert_error(409, "seek-closed");
    call(&r, "POST", &accept, Some(&bob), None)
        .await
        .assert_error(409, "seek-taken");
    let list = call(&r, "GET", "/api/seeks", None, None).await.json();
    assert_eq!(list["seeks"], json!([]));

    // At most five open challenges each.
    for _ in 0..5 {
        let p = post_seek(&r, Some(&ann), json!({"days_per_turn": 2})).await;
        assert_eq!(p.status, StatusCode::CREATED);
    }
    post_seek(&r, Some(&ann), json!({"days_per_turn": 2}))
        .await
        .assert_error(409, "too-many-seeks");
}

#[tokio::test]
async fn accepting_starts_one_game_with_both_seats_bound_to_the_accounts() {
    let r = router(&common::state());
    let [ann, bob, cy] = accounts(&r, ["Ann", "Bob", "Cy"]).await;
    let id = post_seek(&r, Some(&ann), blitz()).await.json()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let accept = format!("/api/seeks/{id}/accept");
    let taken = call(&r, "POST", &accept, Some(&bob), None).await;
    assert_eq!(taken.status, StatusCode::CREATED, "{}", taken.text());
    let game = taken.json()["game"].as_str().unwrap().to_string();
    call(&r, "POST", &accept, Some(&cy), None)
        .await
        .assert_error(409, "seek-taken");

    let state = call(&r, "GET", &format!("/api/games/{game}"), None, None)
        .await
        .json();
    assert_eq!(state["mode"], "online");
    assert_eq!(
        (state["white"].clone(), state["black"].clone()),
        (json!("Ann"), json!("Bob"))
    );
    assert_eq!(state["rated"], true);
    assert_eq!(state["clock"]["white_ms"], 300_000);
    assert_eq!(state["clock"]["running"], Value::Null);

    // The seats open with the accounts' sessions, and with nobody else's.
    let act = |token: String| {
        let r = r.clone();
        let game = game.clone();
        async move {
            call(
                &r,
                "POST",
                &format!("/api/games/{game}/actions"),
                Some(&token),
                Some(json!({"action": "D5xD4"})),
            )
            .await
        }
    };
    act(cy.clone()).await.assert_error(403, "not-your-seat");
    act(bob.clone()).await.assert_error(409, "not-your-turn");
    let played = act(ann.clone()).await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
    assert_eq!(played.json()["actions_played"], 1);
}

#[tokio::test]
async fn a_direct_challenge_is_for_its_two_players_only() {
    let r = router(&common::state());
    let [ann, bob, cy] = accounts(&r, ["Ann", "Bob", "Cy"]).await;
    for (opponent, status, code) in [
        ("nobody", 404, "unknown-player"),
        ("ANN", 409, "own-seek"),
        ("no spaces", 400, "bad-name"),
    ] {
        let body = json!({"days_per_turn": 3, "opponent": opponent});
        post_seek(&r, Some(&ann), body)
            .await
            .assert_error(status, code);
    }
    let p = post_seek(
        &r,
        Some(&ann),
        json!({"days_per_turn": 3, "opponent": "bob"}),
    )
    .await;
    assert_eq!(p.status, StatusCode::CREATED, "{}", p.text());
    let id = p.json()["id"].as_str().unwrap().to_string();
    let seen = |token: Option<String>| {
        let r = r.clone();
        async move {
            call(&r, "GET", "/api/seeks", token.as_deref(), None)
                .await
                .json()["seeks"]
                .as_array()
                .unwrap()
                .len()
        }
    };
    assert_eq!(seen(None).await, 0);
    assert_eq!(seen(Some(cy.clone())).await, 1 - 1);
    assert_eq!(seen(Some(ann.clone())).await, 1);
    assert_eq!(seen(Some(bob.clone())).await, 1);
    let accept = format!("/api/seeks/{id}/accept");
    call(&r, "POST", &accept, Some(&cy), None)
        .await
        .assert_error(403, "not-your-challenge");
    let taken = call(&r, "POST", &accept, Some(&bob), None).await;
    assert_eq!(taken.status, StatusCode::CREATED, "{}", taken.text());
    let game = taken.json()["game"].as_str().unwrap().to_string();
    let state = call(&r, "GET", &format!("/api/games/{game}"), None, None)
        .await
        .json();
    assert_eq!(state["days_per_turn"], 3);
    assert_eq!(state["clock"], Value::Null);
}

#[tokio::test]
async fn an_engine_level_accepts_a_challenge_at_once_and_plays() {
    let r = router(&common::state());
    let ann = account(&r, "Ann").await;
    let p = post_seek(
        &r,
        Some(&ann),
        json!({"days_per_turn": 1, "rated": true, "color": "black", "opponent": "Level-2"}),
    )
    .await;
    assert_eq!(p.status, StatusCode::CREATED, "{}", p.text());
    let game = p.json()["game"]
        .as_str()
        .expect("a game at once")
        .to_string();
    // The engine has White and makes the opening capture by itself.
    let mut state = Value::Null;
    for _ in 0..200 {
        state = call(&r, "GET", &format!("/api/games/{game}"), None, None)
            .await
            .json();
        if state["actions_played"] == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert_eq!(state["mode"], "engine");
    assert_eq!(state["level"], 2);
    assert_eq!(
        (state["white"].clone(), state["black"].clone()),
        (json!("Level-2"), json!("Ann"))
    );
    assert_eq!(state["engine_color"], "white");
    assert_eq!(state["rated"], true);
    assert_eq!(state["actions_played"], 1, "{state}");
    // Nothing is left in the list.
    let list = call(&r, "GET", "/api/seeks", Some(&ann), None).await.json();
    assert_eq!(list["seeks"], json!([]));
    // Ann plays Black by her session.
    let body = sensible_action_body(&state);
    let played = call(
        &r,
        "POST",
        &format!("/api/games/{game}/actions"),
        Some(&ann),
        Some(serde_json::from_str(&body).unwrap()),
    )
    .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
}

async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Value,
) -> Value {
    let reply = request(addr, method, path, token, &body.to_string())
        .await
        .unwrap();
    assert!(
        reply.status < 300,
        "{method} {path}: {} {}",
        reply.status,
        reply.body
    );
    if reply.body.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&reply.body).unwrap()
    }
}

#[tokio::test]
async fn two_players_meet_in_the_lobby_and_play_a_rated_game_to_its_end() {
    let (addr, _stop) = sockets::start(ServerConfig::for_tests()).await;
    let ann = client::sign_up(addr, "Ann", "correct horse").await;
    let bob = client::sign_up(addr, "Bob", "correct horse").await;
    let mut ann_lobby = with_session(addr, LOBBY, &ann).await;
    let first = message(&mut ann_lobby, "lobby", |_| true).await;
    assert_eq!(first["you"], "Ann");
    let mut bob_lobby = with_session(addr, LOBBY, &bob).await;
    message(&mut bob_lobby, "lobby", |_| true).await;
    // Ann sees Bob come online.
    message(&mut ann_lobby, "online", |m| {
        m["joined"].as_array().unwrap().contains(&json!("Bob"))
    })
    .await;

    let seek = http(
        addr,
        "POST",
        "/api/seeks",
        Some(&ann),
        json!({"clock": {"initial_s": 600}, "rated": true, "color": "random"}),
    )
    .await;
    let id = seek["id"].as_str().unwrap().to_string();
    let posted = message(&mut bob_lobby, "seek", |_| true).await;
    assert_eq!(posted["seek"]["id"], id.as_str());
    assert_eq!(posted["seek"]["by"], "Ann");

    let game = http(
        addr,
        "POST",
        &format!("/api/seeks/{id}/accept"),
        Some(&bob),
        json!({}),
    )
    .await["game"]
        .as_str()
        .unwrap()
        .to_string();
    for socket in [&mut ann_lobby, &mut bob_lobby] {
        let started = message(socket, "game-started", |_| true).await;
        assert_eq!(started["game"], game.as_str());
        assert_eq!(started["seek"], id.as_str());
    }

    // They play the game to its end, each by their session.
    let path = format!("/api/games/{game}");
    let mut state = http(addr, "GET", &path, None, json!({})).await;
    let white_token = if state["white"] == "Ann" { &ann } else { &bob };
    let black_token = if state["white"] == "Ann" { &bob } else { &ann };
    let mut actions = 0;
    let (white_name, black_name) = (state["white"].clone(), state["black"].clone());
    let mut first = true;
    while state["status"] == "playing" {
        let token = if state["side"] == "white" {
            white_token
        } else {
            black_token
        };
        let body: Value = serde_json::from_str(&sensible_action_body(&state)).unwrap();
        state = http(addr, "POST", &format!("{path}/actions"), Some(token), body).await;
        actions += 1;
        if first {
            // White's first turn is one capture: both players hear that Black is to act.
            first = false;
            for socket in [&mut ann_lobby, &mut bob_lobby] {
                let changed = message(socket, "game-changed", |_| true).await;
                assert_eq!(changed["game"], game.as_str());
                assert_eq!(changed["to_act"], black_name);
            }
        }
        assert!(actions < 2000, "the game does not end");
    }
    assert_eq!(state["status"], "over");
    // And that nobody is to act once it is over.
    for socket in [&mut ann_lobby, &mut bob_lobby] {
        message(socket, "game-changed", |m| m["to_act"].is_null()).await;
    }
    assert_ne!(white_name, black_name);
    let winner = state[state["result"]["winner"].as_str().unwrap()]
        .as_str()
        .unwrap()
        .to_string();

    for name in ["Ann", "Bob"] {
        let p = http(
            addr,
            "GET",
            &format!("/api/players/{name}"),
            None,
            json!({}),
        )
        .await;
        assert_eq!(p["games"], 1, "{p}");
        assert_eq!(p["history"].as_array().unwrap().len(), 1, "{p}");
        let won = name == winner;
        assert_eq!(
            (p["wins"].clone(), p["losses"].clone()),
            if won {
                (json!(1), json!(0))
            } else {
                (json!(0), json!(1))
            }
        );
        assert!(
            if won {
                p["rating"].as_i64() > Some(1500)
            } else {
                p["rating"].as_i64() < Some(1500)
            },
            "{p}"
        );
    }
}
