//! Online games that cannot be lost to holes (issue 11): seats taken at first use, no clock
//! before Black's first action, abort, claim after the opponent's socket has gone, and
//! correspondence deadlines that the server enforces, also across a restart.

#[path = "common/client.rs"]
mod client;
mod common;
#[path = "common/players.rs"]
mod players;
#[path = "common/sockets.rs"]
mod sockets;

use std::time::Duration;

use common::{Auth, accounts, act, create, get, in_temp_dir, invite, join, opened, post, router};
use common::{assert_needs_token, safe_action, seats, state, wait_state};
use futures_util::SinkExt;
use players::{begun, call, claim, leave, refusal, start, state_of};
use serde_json::{Value, json};
use sockets::state_where;
use tokio_tungstenite::tungstenite::Message;
use tzaar_server::AppState;
use tzaar_server::store::SqliteStore;

/// The body that creates an online game in real time.
const ONLINE: &str = r#"{"mode":"online"}"#;

#[tokio::test]
async fn an_invite_takes_its_seat_once() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "online", "color": "black"}"#).await;
    let id = c["id"].as_str().unwrap();
    assert_eq!(
        c["url"],
        format!(
            "/game/{id}#token={}",
            c["tokens"]["black"].as_str().unwrap()
        )
    );
    let code = invite(&c);
    assert_ne!(code, c["tokens"]["white"].as_str().unwrap());
    let uri = format!("/api/games/{id}/join");
    post(&r, &uri, None, r#"{"invite": "nope"}"#)
        .await
        .assert_error(403, "wrong-invite");
    post(&r, &uri, None, r#"{"invite": ""}"#)
        .await
        .assert_error(400, "bad-invite");
    post(&r, &uri, None, r#"{"code": "x"}"#)
        .await
        .assert_error(400, "bad-json");
    let body = json!({ "invite": code }).to_string();
    let joined = post(&r, &uri, None, &body).await;
    assert_eq!(joined.status, 200, "{}", joined.text());
    let joined = joined.json();
    assert_eq!(joined["seat"], "white");
    // The joiner's token is its own: the one handed to the creator no longer holds the seat.
    let old = c["tokens"]["white"].as_str().unwrap();
    assert_ne!(joined["token"], old);
    // A second opener of the link is refused and only watches.
    post(&r, &uri, None, &body)
        .await
        .assert_error(409, "invite-used");
    act(&r, id, old, "D5xD4")
        .await
        .assert_error(403, "wrong-token");
    for path in ["chat", "resign"] {
        let body = if path == "chat" {
            r#"{"text": "hi"}"#
        } else {
            ""
        };
        post(&r, &format!("/api/games/{id}/{path}"), Some(old), body)
            .await
            .assert_error(403, "wrong-token");
    }
    // The token the first opener got plays the seat.
    let s = act(&r, id, joined["token"].as_str().unwrap(), "D5xD4").await;
    assert_eq!(s.status, 200, "{}", s.text());
}

#[tokio::test]
async fn the_creator_cannot_act_for_the_account_that_joined() {
    let r = router(&state());
    let [ann, bob] = accounts(&r, ["Ann", "Bob"]).await;
    let c = post(&r, "/api/games", Some(&ann), r#"{"mode": "online"}"#).await;
    let c = c.json();
    let id = c["id"].as_str().unwrap();
    let joined = join(&r, &c, Some(&bob)).await;
    let s = act(&r, id, &ann, "D5xD4").await.json();
    // The black token Ann was handed at creation plays, chats and resigns nothing for Bob.
    let handed = c["tokens"]["black"].as_str().unwrap();
    act(&r, id, handed, &safe_action(&s))
        .await
        .assert_error(403, "wrong-token");
    post(
        &r,
        &format!("/api/games/{id}/chat"),
        Some(handed),
        r#"{"text": "gg"}"#,
    )
    .await
    .assert_error(403, "wrong-token");
    post(&r, &format!("/api/games/{id}/resign"), Some(handed), "")
        .await
        .assert_error(403, "wrong-token");
    // Bob plays with his session, and with the token he was given.
    let mine = joined["token"].as_str().unwrap().to_string();
    let s = act(&r, id, &bob, &safe_action(&s)).await;
    assert_eq!(s.status, 200, "{}", s.text());
    let s = act(&r, id, &mine, &safe_action(&s.json())).await;
    assert_eq!(s.status, 200, "{}", s.text());
}

#[tokio::test]
async fn a_seat_token_used_first_takes_the_seat_from_its_invite() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "online"}"#).await;
    let (id, white, black) = seats(&c);
    opened(&r, id, white, black).await;
    let body = json!({ "invite": invite(&c) }).to_string();
    post(&r, &format!("/api/games/{id}/join"), None, &body)
        .await
        .assert_error(409, "invite-used");
}

/// An online game with a second on each clock, after White's opening capture: its id, White's
/// and Black's tokens, and the State.
async fn one_second_each_after_the_opening(r: &axum::Router) -> (String, String, String, Value) {
    let c = create(
        r,
        r#"{"mode": "online", "clock": {"initial_ms": 1000, "increment_ms": 0}}"#,
    )
    .await;
    let (id, white, black) = seats(&c);
    let s = act(r, id, white, "D5xD4").await.json();
    (id.to_string(), white.to_string(), black.to_string(), s)
}

#[tokio::test]
async fn no_clock_runs_before_blacks_first_action() {
    let r = router(&state());
    let (id, _, black, s) = one_second_each_after_the_opening(&r).await;
    let (id, black) = (id.as_str(), black.as_str());
    assert_eq!(s["clock"]["running"], Value::Null);
    assert_eq!(s["abortable"], true);
    // Longer than White's whole time: nobody has lost, and no time was spent.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(s["status"], "playing", "{s}");
    assert_eq!(
        s["clock"],
        json!({"white_ms": 1000, "black_ms": 1000, "increment_ms": 0, "running": null})
    );
    let s = act(&r, id, black, &safe_action(&s)).await.json();
    assert_eq!(s["clock"]["running"], "black");
    assert_eq!(s["abortable"], false);
}

#[tokio::test]
async fn a_game_is_aborted_only_before_blacks_first_action() {
    let r = router(&state());
    let c = create(&r, r#"{"mode": "online"}"#).await;
    let (id, white, _) = seats(&c);
    let abort = format!("/api/games/{id}/abort");
    assert_needs_token(|token| post(&r, &abort, token, "")).await;
    act(&r, id, white, "D5xD4").await;
    let s = post(&r, &abort, Some(white), "").await;
    assert_eq!(s.status, 200, "{}", s.text());
    let s = s.json();
    assert_eq!(s["status"], "aborted");
    assert_eq!(s["result"], Value::Null);
    assert_eq!(s["actions"], json!([]));
    assert_eq!(s["abortable"], false);
    // Nothing more happens in it, and the archive lists it as aborted.
    post(&r, &format!("/api/games/{id}/resign"), Some(white), "")
        .await
        .assert_error(409, "game-aborted");
    post(&r, &abort, Some(white), "")
        .await
        .assert_error(409, "game-aborted");
    let list = get(&r, "/api/games").await.json();
    assert_eq!(list["games"][0]["status"], "aborted");

    // Once Black has acted, it is too late.
    let c = create(&r, r#"{"mode": "online"}"#).await;
    let (id, white, black) = seats(&c);
    opened(&r, id, white, black).await;
    post(&r, &format!("/api/games/{id}/abort"), Some(black), "")
        .await
        .assert_error(409, "cannot-abort");
    // Only the players of an online game abort.
    let h = create(&r, r#"{"mode": "hotseat"}"#).await;
    let hid = h["id"].as_str().unwrap();
    post(
        &r,
        &format!("/api/games/{hid}/abort"),
        h["tokens"]["white"].as_str(),
        "",
    )
    .await
    .assert_error(409, "not-a-player");
}

#[tokio::test]
async fn correspondence_games_are_checked_and_carry_a_deadline() {
    let r = router(&state());
    let both = r#"{"mode": "online", "days_per_turn": 3, "clock": {"initial_ms": 60000}}"#;
    post(&r, "/api/games", None, both)
        .await
        .assert_error(400, "bad-clock");
    for bad in [
        r#"{"mode": "online", "days_per_turn": 0}"#,
        r#"{"mode": "online", "days_per_turn": 31}"#,
        r#"{"mode": "hotseat", "days_per_turn": 3}"#,
    ] {
        post(&r, "/api/games", None, bad)
            .await
            .assert_error(400, "bad-days");
    }
    let c = create(&r, r#"{"mode": "online", "days_per_turn": 3}"#).await;
    let (id, white, black) = seats(&c);
    assert_eq!(c["state"]["days_per_turn"], 3);
    assert_eq!(c["state"]["deadline"], Value::Null);
    let s = act(&r, id, white, "D5xD4").await.json();
    assert_eq!(s["deadline"], Value::Null, "no deadline before Black acts");
    let s = act(&r, id, black, &safe_action(&s)).await.json();
    assert!(
        s["deadline"].as_str().is_some_and(|d| d.ends_with('Z')),
        "{s}"
    );
    get(&r, "/api/me/games")
        .await
        .assert_error(401, "not-logged-in");
}

#[tokio::test]
async fn a_deadline_in_the_past_ends_the_game_also_after_a_restart() {
    let (dir, config) = in_temp_dir();
    let id = {
        let st = AppState::open(config.clone()).unwrap();
        let r = router(&st);
        let c = create(&r, r#"{"mode": "online", "days_per_turn": 1}"#).await;
        let (id, white, black) = seats(&c);
        let s = opened(&r, id, white, black).await;
        // Black finishes its turn: White is to act, with a day to do it.
        let s = act(&r, id, black, &safe_action(&s)).await.json();
        assert_eq!(s["side"], "white");
        assert!(s["deadline"].is_string());
        id.to_string()
    };
    // The server stops; meanwhile White's day passes.
    {
        let store = SqliteStore::open_dir(dir.path()).unwrap();
        let mut game = store.load(&id).unwrap().unwrap();
        assert!(game.meta.deadline.is_some());
        game.meta.deadline = Some(1_000);
        game.meta.version += 1;
        store.update(&id, &game.meta).unwrap();
    }
    let st = AppState::open(config).unwrap();
    assert!(st.resume().await.unwrap() >= 1);
    assert!(
        st.games().live_games() >= 1,
        "the timed game is loaded at start-up"
    );
    let r = router(&st);
    let s = wait_state(&r, &id, |s| s["status"] == "over").await;
    assert_eq!(
        s["result"],
        json!({"winner": "black", "reason": "time", "score": "0-1"})
    );
    assert_eq!(s["deadline"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_claims_the_win_once_the_opponents_socket_has_gone() {
    let (addr, stop) = start(Duration::ZERO).await;
    let (mut ws, bs, id, white, black) = begun(addr, ONLINE).await;
    let r = claim(addr, &id, &white).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    leave(bs, "black", &mut ws).await;
    let r = claim(addr, &id, &white).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.json()["result"],
        json!({"winner": "white", "reason": "abandoned", "score": "1-0"})
    );
    let s = state_where(&mut ws, |s| s["status"] == "over").await;
    assert_eq!(s["result"]["reason"], "abandoned");
    let r = claim(addr, &id, &black).await;
    assert_eq!(refusal(&r), (409, json!("game-decided")));
    // The record says how it ended.
    let rec = call(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    assert!(
        rec.body.contains("[Termination \"abandoned\"]"),
        "{}",
        rec.body
    );
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claim_is_refused_before_the_opponent_has_been_gone_long_enough() {
    let (addr, stop) = start(Duration::from_secs(3600)).await;
    let (mut ws, bs, id, white, _) = begun(addr, ONLINE).await;
    leave(bs, "black", &mut ws).await;
    let r = claim(addr, &id, &white).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")));
    let s = state_of(addr, &id).await;
    assert_eq!(s["status"], "playing");
    ws.send(Message::Close(None)).await.unwrap();
    stop.send(()).unwrap();
}

#[tokio::test]
async fn a_claim_after_the_opponents_flag_wins_on_time() {
    let r = router(&state());
    let (id, white, black, s) = one_second_each_after_the_opening(&r).await;
    let (id, white) = (id.as_str(), white.as_str());
    let s = act(&r, id, &black, &safe_action(&s)).await.json();
    assert_eq!(s["clock"]["running"], "black");
    // Black's second second passes without its turn ending.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let s = post(&r, &format!("/api/games/{id}/claim"), Some(white), "").await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(
        s.json()["result"],
        json!({"winner": "white", "reason": "time", "score": "1-0"})
    );
}

/// `GET /api/me/games` as the session `token`.
async fn me_games(r: &axum::Router, token: &str) -> common::Reply {
    common::call(r, "GET", "/api/me/games", Auth::Bearer(token), None).await
}

#[tokio::test]
async fn seats_bound_to_accounts_open_by_session_and_list_the_accounts_games() {
    let r = router(&state());
    let [ann, bob, eve] = accounts(&r, ["Ann", "Bob", "Eve"]).await;
    let c = post(
        &r,
        "/api/games",
        Some(&ann),
        r#"{"mode": "online", "days_per_turn": 2}"#,
    )
    .await;
    assert_eq!(c.status, 201, "{}", c.text());
    let c = c.json();
    let id = c["id"].as_str().unwrap();
    assert_eq!(c["state"]["white"], "Ann");
    join(&r, &c, Some(&bob)).await;
    assert_eq!(
        get(&r, &format!("/api/games/{id}")).await.json()["black"],
        "Bob"
    );
    // Ann's session plays White's seat; another account's session plays no seat.
    let s = act(&r, id, &ann, "D5xD4").await;
    assert_eq!(s.status, 200, "{}", s.text());
    act(&r, id, &eve, &safe_action(&s.json()))
        .await
        .assert_error(403, "not-your-seat");
    // Another account's session beside a seat token: the seat is someone else's.
    let black = c["tokens"]["black"].as_str().unwrap();
    let req = axum::http::Request::post(format!("/api/games/{id}/resign"))
        .header("authorization", format!("Bearer {black}"))
        .header("cookie", format!("tzaar_session={eve}"))
        .body(axum::body::Body::empty())
        .unwrap();
    common::send(&r, req)
        .await
        .assert_error(403, "not-your-seat");
    // Bob's list: the game, his turn, against Ann.
    let mine = me_games(&r, &bob).await;
    assert_eq!(mine.status, 200, "{}", mine.text());
    let game = &mine.json()["games"][0];
    assert_eq!(
        (
            &game["id"],
            &game["color"],
            &game["opponent"],
            &game["your_turn"]
        ),
        (&json!(id), &json!("black"), &json!("Ann"), &json!(true))
    );
    assert_eq!(game["days_per_turn"], 2);
    let theirs = me_games(&r, &ann).await.json();
    assert_eq!(theirs["games"][0]["your_turn"], false);
    assert_eq!(me_games(&r, &eve).await.json()["games"], json!([]));
}
