//! Fair play between people: a win by absence is claimed only in real time and only against
//! the side to act; no engine output about an online game while it goes on; a signed-in
//! player's games carry the account; a guest's page learns it is a guest without an error.

#[path = "common/client.rs"]
mod client;
mod common;
#[path = "common/players.rs"]
mod players;
#[path = "common/sockets.rs"]
mod sockets;

use std::time::Duration;

use common::{Auth, account, accounts, act, create, get, join, post, router, safe_action, state};
use players::{begun, claim, leave, play, refusal, start, state_of};
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_is_claimed_only_against_the_absent_side_to_act() {
    let (addr, stop) = start(Duration::ZERO).await;
    let (ws, mut bs, id, white, black) = begun(addr, r#"{"mode":"online"}"#).await;
    // White leaves while Black is to act: Black cannot claim, however long White is gone.
    let s = leave(ws, "white", &mut bs).await;
    assert_eq!(s["claim"], Value::Null, "White is not to act: {s}");
    let r = claim(addr, &id, &black).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    assert!(r.json()["message"].as_str().unwrap().contains("your turn"));
    // Black ends its turn: White, still gone, is to act, and the claim opens.
    let s = play(addr, &id, &black, "pass").await;
    assert_eq!(s["side"], "white");
    assert_eq!(s["claim"], json!({"against": "white", "in_ms": 0}));
    // White cannot claim against Black, who is here and not to act.
    let r = claim(addr, &id, &white).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    let r = claim(addr, &id, &black).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.json()["result"],
        json!({"winner": "black", "reason": "abandoned", "score": "0-1"})
    );
    assert_eq!(r.json()["claim"], Value::Null, "nothing to claim once over");
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_state_counts_down_to_a_claim() {
    let (addr, stop) = start(Duration::from_secs(3600)).await;
    let (mut ws, bs, id, white, _) = begun(addr, r#"{"mode":"online"}"#).await;
    let s = state_of(addr, &id).await;
    assert_eq!(s["claim"], Value::Null, "both players are here");
    let s = leave(bs, "black", &mut ws).await;
    let in_ms = s["claim"]["in_ms"].as_i64().unwrap();
    assert_eq!(s["claim"]["against"], "black");
    assert!((3_590_000..=3_600_000).contains(&in_ms), "{s}");
    let r = claim(addr, &id, &white).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")));
    assert!(
        r.json()["message"]
            .as_str()
            .unwrap()
            .contains("after 3600 s")
    );
    stop.send(()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_is_never_claimed_by_absence() {
    let (addr, stop) = start(Duration::ZERO).await;
    let body = r#"{"mode":"online","days_per_turn":1}"#;
    let (mut ws, bs, id, white, _) = begun(addr, body).await;
    let s = leave(bs, "black", &mut ws).await;
    assert_eq!(s["claim"], Value::Null, "{s}");
    assert!(s["deadline"].is_string());
    tokio::time::sleep(Duration::from_millis(50)).await;
    let r = claim(addr, &id, &white).await;
    assert_eq!(refusal(&r), (409, json!("nothing-to-claim")), "{}", r.body);
    assert!(r.json()["message"].as_str().unwrap().contains("deadline"));
    let s = state_of(addr, &id).await;
    assert_eq!(s["status"], "playing");
    stop.send(()).unwrap();
}

#[tokio::test]
async fn no_engine_output_about_a_game_between_people_until_it_ends() {
    let r = router(&state());
    let [ann, bob, eve] = accounts(&r, ["Ann", "Bob", "Eve"]).await;
    let c = post(&r, "/api/games", Some(&ann), r#"{"mode": "online"}"#).await;
    assert_eq!(c.status, 201, "{}", c.text());
    let c = c.json();
    assert_eq!(c["state"]["engine_help"], false);
    let id = c["id"].as_str().unwrap();
    join(&r, &c, Some(&bob)).await;
    let s = act(&r, id, &ann, "D5xD4").await.json();
    let asks = [
        ("GET", format!("/api/games/{id}/analysis?ms=20")),
        ("GET", format!("/api/games/{id}/analysis?ply=0&ms=20")),
        ("GET", format!("/api/games/{id}/scores")),
        ("POST", format!("/api/games/{id}/hint")),
    ];
    // The players (by session or seat token), a spectator's account and a guest alike.
    let white_token = c["tokens"]["white"].as_str().unwrap();
    let (ann_, bob_, eve_) = (Auth::Bearer(&ann), Auth::Bearer(&bob), Auth::Bearer(&eve));
    for who in [ann_, bob_, Auth::Bearer(white_token), eve_, Auth::None] {
        for (method, uri) in &asks {
            let reply = common::call(&r, method, uri, who, None).await;
            reply.assert_error(403, "fair-play");
        }
    }
    // Once over, the analysis and the scores are served to anyone.
    act(&r, id, &bob, &safe_action(&s)).await;
    let s = common::call(&r, "POST", &format!("/api/games/{id}/resign"), bob_, None).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["engine_help"], true);
    for who in [ann_, eve_, Auth::None] {
        for (method, uri) in [&asks[0], &asks[2]] {
            let a = common::call(&r, method, uri, who, None).await;
            assert_eq!(a.status, 200, "{}", a.text());
        }
    }
    // Hints stay a thing of engine and hot-seat games: an online game's never had one to give.
    common::call(&r, "POST", &asks[3].1, ann_, None)
        .await
        .assert_error(409, "hint-not-allowed");
}

#[tokio::test]
async fn engine_and_hot_seat_games_keep_the_engines_help() {
    let r = router(&state());
    for body in [
        r#"{"mode": "hotseat"}"#,
        r#"{"mode": "engine", "level": 1}"#,
    ] {
        let c = create(&r, body).await;
        assert_eq!(c["state"]["engine_help"], true, "{body}");
        let id = c["id"].as_str().unwrap();
        let a = get(&r, &format!("/api/games/{id}/analysis?ms=20")).await;
        assert_eq!(a.status, 200, "{body}: {}", a.text());
        let token = c["tokens"]["white"].as_str().unwrap();
        let h = post(&r, &format!("/api/games/{id}/hint"), Some(token), "").await;
        assert_eq!(h.status, 200, "{body}: {}", h.text());
    }
}

#[tokio::test]
async fn a_signed_in_players_games_carry_the_account() {
    let r = router(&state());
    let ann = account(&r, "Ann").await;
    for (body, color) in [
        (
            r#"{"mode": "engine", "level": 1, "white": "Player"}"#,
            "white",
        ),
        (
            r#"{"mode": "engine", "level": 1, "color": "black"}"#,
            "black",
        ),
        (r#"{"mode": "online", "black": "Someone"}"#, "white"),
    ] {
        let c = post(&r, "/api/games", Some(&ann), body).await;
        assert_eq!(c.status, 201, "{}", c.text());
        let s = &c.json()["state"];
        assert_eq!(s[color], "Ann", "{body}: {s}");
        assert_eq!(s["accounts"][color], "Ann", "{body}: {s}");
    }
    let mine = common::call(&r, "GET", "/api/me/games", Auth::Bearer(&ann), None)
        .await
        .json();
    assert_eq!(mine["games"].as_array().unwrap().len(), 3, "{mine}");
    // A guest's engine game keeps the name it was given.
    let c = create(&r, r#"{"mode": "engine", "level": 1, "white": "Guest"}"#).await;
    assert_eq!(c["state"]["white"], "Guest");
    assert_eq!(c["state"]["accounts"]["white"], Value::Null);
}

#[tokio::test]
async fn the_session_says_who_without_refusing_a_guest() {
    let r = router(&state());
    let guest = get(&r, "/api/session").await;
    assert_eq!(guest.status, 200, "{}", guest.text());
    assert_eq!(guest.json(), json!({"account": null}));
    let ann = account(&r, "Ann").await;
    let me = common::call(&r, "GET", "/api/session", Auth::Bearer(&ann), None).await;
    assert_eq!(me.status, 200, "{}", me.text());
    assert_eq!(me.json()["account"]["name"], "Ann");
    // A session that has ended is a guest again, not an error.
    common::call(&r, "DELETE", "/api/session", Auth::Bearer(&ann), None).await;
    let after = common::call(&r, "GET", "/api/session", Auth::Bearer(&ann), None).await;
    assert_eq!(after.json(), json!({"account": null}));
}
