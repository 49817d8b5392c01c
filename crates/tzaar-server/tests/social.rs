//! Router tests of what players do around an online game: takebacks, rematches and the chat.

mod common;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::{Reply, act, assert_needs_token, create, get, post, router, seats, send, state};
use serde_json::{Value, json};

/// An online game between Ann (White) and Bo (Black): its id and the two tokens.
async fn online(r: &Router, extra: &str) -> (String, String, String) {
    let body = format!(r#"{{"mode": "online", "white": "Ann", "black": "Bo"{extra}}}"#);
    let c = create(r, &body).await;
    let (id, white, black) = seats(&c);
    (id.to_string(), white.to_string(), black.to_string())
}

async fn call(r: &Router, method: &str, id: &str, what: &str, token: Option<&str>) -> Reply {
    let mut req = Request::builder()
        .method(method)
        .uri(format!("/api/games/{id}/{what}"));
    if let Some(t) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    send(r, req.body(Body::empty()).unwrap()).await
}

/// A call that must succeed; its State.
async fn ok(r: &Router, method: &str, id: &str, what: &str, token: &str) -> Value {
    let reply = call(r, method, id, what, Some(token)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    reply.json()
}

async fn chat(r: &Router, id: &str, token: Option<&str>, text: &str) -> Reply {
    let body = json!({ "text": text }).to_string();
    post(r, &format!("/api/games/{id}/chat"), token, &body).await
}

/// Creates a game; its id and White's token (the person's, against the engine as White).
async fn game_and_token(r: &Router, body: &str) -> (String, String) {
    let c = create(r, body).await;
    let (id, white, _) = seats(&c);
    (id.to_string(), white.to_string())
}

async fn seat(r: &Router, id: &str, token: &str) -> Value {
    call(r, "GET", id, "seat", Some(token)).await.json()["seat"].clone()
}

#[tokio::test]
async fn a_takeback_is_offered_then_accepted_or_declined_and_an_action_ends_it() {
    let r = router(&state());
    let (id, white, black) = online(&r, "").await;
    // Nobody has played: nothing to take back.
    call(&r, "POST", &id, "takeback", Some(&white))
        .await
        .assert_error(409, "nothing-to-take-back");
    assert_eq!(act(&r, &id, &white, "D5xD4").await.status, StatusCode::OK);
    call(&r, "POST", &id, "takeback", Some(&black))
        .await
        .assert_error(409, "nothing-to-take-back");

    // Offered, refused twice, declined: the game is unchanged.
    let s = ok(&r, "POST", &id, "takeback", &white).await;
    assert_eq!(s["offer"], json!({"kind": "takeback", "by": "white"}));
    assert_eq!(s["actions_played"], 1);
    call(&r, "POST", &id, "takeback", Some(&white))
        .await
        .assert_error(409, "offer-pending");
    let s = ok(&r, "DELETE", &id, "takeback", &black).await;
    assert_eq!(
        (s["offer"].clone(), s["actions_played"].clone()),
        (Value::Null, json!(1))
    );
    call(&r, "DELETE", &id, "takeback", Some(&black))
        .await
        .assert_error(409, "no-offer");

    // Offered again; an action played ends the offer.
    ok(&r, "POST", &id, "takeback", &white).await;
    let s = act(&r, &id, &black, "C3xD4").await.json();
    assert_eq!(s["offer"], Value::Null);

    // Offered and accepted: White's turn and everything after it is taken back.
    ok(&r, "POST", &id, "takeback", &white).await;
    let s = ok(&r, "POST", &id, "takeback", &black).await;
    assert_eq!(s["offer"], Value::Null);
    assert_eq!(s["actions_played"], 0);
    assert_eq!(s["side"], "white");
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(s["actions_played"], 0);

    // The offerer may withdraw too.
    assert_eq!(act(&r, &id, &white, "D5xD4").await.status, StatusCode::OK);
    ok(&r, "POST", &id, "takeback", &white).await;
    let s = ok(&r, "DELETE", &id, "takeback", &white).await;
    assert_eq!(s["offer"], Value::Null);
}

#[tokio::test]
async fn takeback_refusals_spectators_other_modes_and_finished_games() {
    let r = router(&state());
    let (id, white, black) = online(&r, "").await;
    assert_eq!(act(&r, &id, &white, "D5xD4").await.status, StatusCode::OK);
    assert_needs_token(|token| call(&r, "POST", &id, "takeback", token)).await;
    call(&r, "DELETE", &id, "takeback", None)
        .await
        .assert_error(401, "missing-token");
    ok(&r, "POST", &id, "resign", &black).await;
    call(&r, "POST", &id, "takeback", Some(&white))
        .await
        .assert_error(409, "game-decided");

    let (hid, htoken) = &game_and_token(&r, r#"{"mode": "hotseat"}"#).await;
    assert_eq!(act(&r, hid, htoken, "D5xD4").await.status, StatusCode::OK);
    call(&r, "POST", hid, "takeback", Some(htoken))
        .await
        .assert_error(409, "not-online");
    call(&r, "POST", "AAAAAAAAAAAA", "takeback", Some(htoken))
        .await
        .assert_error(404, "unknown-game");
}

#[tokio::test]
async fn an_accepted_takeback_gives_the_side_to_act_the_time_it_had() {
    let r = router(&state());
    let clock = r#", "clock": {"initial_ms": 600000, "increment_ms": 0}"#;
    let (id, white, black) = online(&r, clock).await;
    assert_eq!(act(&r, &id, &white, "D5xD4").await.status, StatusCode::OK);
    ok(&r, "POST", &id, "takeback", &white).await;
    let s = ok(&r, "POST", &id, "takeback", &black).await;
    assert_eq!(s["actions_played"], 0);
    // White's time is as it was; Black's spent time stays spent, and neither is refilled.
    assert_eq!(s["clock"]["white_ms"], 600_000);
    assert!(s["clock"]["black_ms"].as_i64().unwrap() <= 600_000);
    // Back before the first action, no clock runs, as before the game began.
    assert_eq!(s["clock"]["running"], Value::Null);
}

#[tokio::test]
async fn a_rematch_is_offered_then_accepted_with_colours_swapped_and_tokens_kept() {
    let st = state();
    let r = router(&st);
    let extra =
        r#", "setup": "random", "seed": 5, "clock": {"initial_ms": 60000, "increment_ms": 2000}"#;
    let (id, white, black) = online(&r, extra).await;
    let mut rx = st.games().game(&id).await.unwrap().tx.subscribe();
    call(&r, "POST", &id, "rematch", Some(&white))
        .await
        .assert_error(409, "game-not-over");
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(
        act(&r, &id, &white, &first_action(&s)).await.status,
        StatusCode::OK
    );
    ok(&r, "POST", &id, "resign", &black).await;
    call(&r, "POST", &id, "rematch", None)
        .await
        .assert_error(401, "missing-token");

    let s = ok(&r, "POST", &id, "rematch", &black).await;
    assert_eq!(s["offer"], json!({"kind": "rematch", "by": "black"}));
    assert_eq!(s["rematch"], Value::Null);
    call(&r, "POST", &id, "rematch", Some(&black))
        .await
        .assert_error(409, "offer-pending");
    let s = ok(&r, "POST", &id, "rematch", &white).await;
    assert_eq!(s["offer"], Value::Null);
    let next = s["rematch"].as_str().unwrap().to_string();
    assert_ne!(next, id);
    // The game's subscribers hear of it: the last state sent names the rematch.
    let mut last = Value::Null;
    while let Ok(text) = rx.try_recv() {
        last = serde_json::from_str(&text).unwrap();
    }
    assert_eq!(last["type"], "state");
    assert_eq!(last["state"]["rematch"], next.as_str());
    // Asking again once agreed changes nothing.
    let again = ok(&r, "POST", &id, "rematch", &black).await;
    assert_eq!(again["rematch"], next.as_str());

    let n = get(&r, &format!("/api/games/{next}")).await.json();
    assert_eq!(
        (n["mode"].as_str(), n["setup"].as_str()),
        (Some("online"), Some("random"))
    );
    assert_eq!(
        (n["white"].as_str(), n["black"].as_str()),
        (Some("Bo"), Some("Ann"))
    );
    assert_eq!(
        (n["actions_played"].as_u64(), n["status"].as_str()),
        (Some(0), Some("playing"))
    );
    assert_eq!(n["clock"]["white_ms"], 60_000);
    assert_eq!(n["clock"]["increment_ms"], 2_000);
    // Each token opens the other colour in the new game.
    assert_eq!(seat(&r, &next, &black).await, "white");
    assert_eq!(seat(&r, &next, &white).await, "black");
    assert_eq!(
        act(&r, &next, &white, &first_action(&n)).await.status,
        StatusCode::CONFLICT
    );
    assert_eq!(
        act(&r, &next, &black, &first_action(&n)).await.status,
        StatusCode::OK
    );
}

fn first_action(state: &Value) -> String {
    state["actions"][0]["action"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_rematch_can_be_declined_and_is_at_once_against_the_engine_and_at_a_hot_seat() {
    let r = router(&state());
    let (id, white, black) = online(&r, "").await;
    ok(&r, "POST", &id, "resign", &white).await;
    ok(&r, "POST", &id, "rematch", &white).await;
    let s = ok(&r, "DELETE", &id, "rematch", &black).await;
    assert_eq!(
        (s["offer"].clone(), s["rematch"].clone()),
        (Value::Null, Value::Null)
    );

    let (eid, etoken) =
        &game_and_token(&r, r#"{"mode": "engine", "color": "white", "level": 1}"#).await;
    ok(&r, "POST", eid, "resign", etoken).await;
    let s = ok(&r, "POST", eid, "rematch", etoken).await;
    let next = s["rematch"].as_str().unwrap();
    assert_eq!(seat(&r, next, etoken).await, "black");
    // The engine plays White now, and opens the game.
    let n = common::wait_state(&r, next, |s| s["actions_played"] == 1).await;
    assert_eq!(
        (n["engine_color"].as_str(), n["level"].as_u64()),
        (Some("white"), Some(1))
    );

    let (hid, htoken) = &game_and_token(&r, r#"{"mode": "hotseat"}"#).await;
    ok(&r, "POST", hid, "resign", htoken).await;
    let s = ok(&r, "POST", hid, "rematch", htoken).await;
    let next = s["rematch"].as_str().unwrap();
    assert_eq!(seat(&r, next, htoken).await, "both");
}

#[tokio::test]
async fn offers_survive_the_game_leaving_memory() {
    let config = tzaar_server::ServerConfig {
        live_games_cap: 1,
        ..tzaar_server::ServerConfig::for_tests()
    };
    let r = router(&tzaar_server::AppState::open(config).unwrap());
    let (id, white, _) = online(&r, "").await;
    assert_eq!(act(&r, &id, &white, "D5xD4").await.status, StatusCode::OK);
    ok(&r, "POST", &id, "takeback", &white).await;
    // A second game pushes the first out of memory; it comes back from the archive.
    online(&r, "").await;
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(s["offer"], json!({"kind": "takeback", "by": "white"}));
}

#[tokio::test]
async fn players_chat_spectators_read_and_the_text_is_kept_exactly() {
    let st = state();
    let r = router(&st);
    let (id, white, black) = online(&r, "").await;
    let mut rx = st.games().game(&id).await.unwrap().tx.subscribe();
    let evil = r#"<img src=x onerror="alert(1)"> & "quotes" é"#;
    let reply = chat(&r, &id, Some(&white), &format!("  {evil}\t")).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let m = reply.json();
    assert_eq!(
        (m["seq"].as_u64(), m["side"].as_str()),
        (Some(1), Some("white"))
    );
    assert_eq!(
        (m["author"].as_str(), m["text"].as_str()),
        (Some("Ann"), Some(evil))
    );
    assert!(m["at"].as_str().unwrap().ends_with('Z'));
    // Subscribers of the game get it as a chat message.
    let pushed: Value = serde_json::from_str(&rx.recv().await.unwrap()).unwrap();
    assert_eq!(pushed, json!({"type": "chat", "message": m}));
    let reply = chat(&r, &id, Some(&black), "gl").await;
    assert_eq!(reply.json()["author"], "Bo");

    let list = get(&r, &format!("/api/games/{id}/chat")).await;
    assert_eq!(list.status, StatusCode::OK);
    let messages = list.json()["messages"].clone();
    assert_eq!(messages.as_array().unwrap().len(), 2);
    assert_eq!(messages[0], m);
    assert_eq!(messages[1]["seq"], 2);

    assert_needs_token(|token| chat(&r, &id, token, "hi")).await;
}

#[tokio::test]
async fn chat_refuses_bad_text_other_modes_and_too_many_messages() {
    let r = router(&state());
    let (id, white, black) = online(&r, "").await;
    for bad in ["", "   ", "two\nlines", "bell\u{7}"] {
        chat(&r, &id, Some(&white), bad)
            .await
            .assert_error(400, "bad-chat");
    }
    chat(&r, &id, Some(&white), &"a".repeat(501))
        .await
        .assert_error(400, "bad-chat");
    assert_eq!(
        chat(&r, &id, Some(&white), &"é".repeat(500)).await.status,
        StatusCode::CREATED
    );
    post(
        &r,
        &format!("/api/games/{id}/chat"),
        Some(&white),
        r#"{"text": "a", "to": "b"}"#,
    )
    .await
    .assert_error(400, "bad-json");

    // Five messages in a row, then the seat must wait; the other seat may still speak.
    for i in 1..=4 {
        let reply = chat(&r, &id, Some(&white), &format!("m{i}")).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    }
    chat(&r, &id, Some(&white), "m5")
        .await
        .assert_error(429, "chat-too-fast");
    assert_eq!(
        chat(&r, &id, Some(&black), "ok").await.status,
        StatusCode::CREATED
    );
    let n = get(&r, &format!("/api/games/{id}/chat")).await.json()["messages"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(n, 6);

    let (hid, htoken) = &game_and_token(&r, r#"{"mode": "hotseat"}"#).await;
    chat(&r, hid, Some(htoken), "hi")
        .await
        .assert_error(409, "not-online");
}

#[tokio::test]
async fn a_rematch_moves_names_with_their_players_but_a_default_name_stays_with_its_colour() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "online", "white": "Ann"}"#).await;
    let (id, white, black) = seats(&c);
    assert_eq!(c["state"]["black"], "Black");
    ok(&r, "POST", id, "resign", white).await;
    ok(&r, "POST", id, "rematch", white).await;
    let next = ok(&r, "POST", id, "rematch", black).await["rematch"]
        .as_str()
        .unwrap()
        .to_string();
    let n = get(&r, &format!("/api/games/{next}")).await.json();
    assert_eq!(
        (n["white"].as_str(), n["black"].as_str()),
        (Some("White"), Some("Ann"))
    );
}
