//! Rated games (issue 11): a rated game between two accounts changes both ratings exactly once,
//! in the transaction that stores its end, however it ends; aborted and casual games change
//! nothing; ratings survive a restart; a rated game allows no undo and no hint; the State
//! names the seats' accounts and a player's page lists its games.

mod common;

use std::time::Duration;

use axum::Router;
use common::{act, get, in_temp_dir, post, router, state};
use serde_json::{Value, json};
use tzaar_core::{Game, SetupKind};
use tzaar_server::AppState;
use tzaar_server::store::{GameMeta, GameRow, SeatBinding};

/// Signs up `name`; its session token.
async fn sign_up(r: &Router, name: &str) -> String {
    let body = json!({"name": name, "password": "long enough"}).to_string();
    let reply = post(r, "/api/accounts", None, &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    reply.json()["token"].as_str().unwrap().to_string()
}

/// The player page of `name`.
async fn player(r: &Router, name: &str) -> Value {
    let reply = get(r, &format!("/api/players/{name}")).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()
}

/// Games, wins, losses, rating and the length of the history of `name`'s page.
fn figures(page: &Value) -> (u64, u64, u64, i64, usize) {
    (
        page["games"].as_u64().unwrap(),
        page["wins"].as_u64().unwrap(),
        page["losses"].as_u64().unwrap(),
        page["rating"].as_i64().unwrap(),
        page["history"].as_array().unwrap().len(),
    )
}

/// A game between the accounts `white` and `black`, stored as the lobby stores one (both seats
/// taken and bound): `mode` `online` (with `clock` in ms, if any) or `engine` (the engine
/// plays Black). Returns its id.
fn stored_game(
    state: &AppState,
    id: &str,
    mode: &str,
    (white, black): (&str, &str),
    rated: bool,
    clock: Option<(u64, u64)>,
) -> String {
    let store = &state.inner.store;
    let account = |name: &str| store.account(name).unwrap().unwrap();
    let seat = |name: &str| {
        let a = account(name);
        SeatBinding {
            taken: true,
            account: Some(a.id),
            account_name: Some(a.name),
            ..SeatBinding::default()
        }
    };
    let engine = mode == "engine";
    let row = GameRow {
        id: id.into(),
        mode: mode.into(),
        setup: "standard".into(),
        level: engine.then_some(1),
        start: Game::new(SetupKind::Standard).start_position().to_string(),
        white_token: Some(format!("{id}-white")),
        black_token: (!engine).then(|| format!("{id}-black")),
        white: white.into(),
        black: black.into(),
        engine_color: engine.then(|| "black".into()),
        clock,
        created: 1,
        rated,
        seats: [seat(white), seat(black)],
        ..GameRow::default()
    };
    store
        .create(&row, &GameMeta::new_game(clock, 1), &[])
        .unwrap();
    id.to_string()
}

/// Plays the game `id` to its end by the rules, each side by its session: an action that loses
/// at once if there is one, else a capture, else any. Returns the final state.
async fn play_to_the_end(r: &Router, id: &str, white: &str, black: &str) -> Value {
    let mut s = get(r, &format!("/api/games/{id}")).await.json();
    for _ in 0..2000 {
        if s["status"] != "playing" {
            return s;
        }
        let actions = s["actions"].as_array().unwrap();
        let pick = actions
            .iter()
            .find(|a| a["loses"] == true)
            .or_else(|| actions.iter().find(|a| a["kind"] == "capture"))
            .unwrap_or(&actions[0]);
        let token = if s["side"] == "white" { white } else { black };
        let reply = act(r, id, token, pick["action"].as_str().unwrap()).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        s = reply.json();
    }
    panic!("the game did not end");
}

/// A fresh server with Ann and Bob signed up: its state, router and their session tokens.
async fn ann_and_bob(state: AppState) -> (AppState, Router, String, String) {
    let r = router(&state);
    let (ann, bob) = (sign_up(&r, "Ann").await, sign_up(&r, "Bob").await);
    (state, r, ann, bob)
}

/// `POST /api/games/{id}/{what}` as the session `token`, without a body.
async fn call(r: &Router, id: &str, what: &str, token: &str) -> common::Reply {
    post(r, &format!("/api/games/{id}/{what}"), Some(token), "").await
}

/// Asserts that the winner's and loser's pages show one rated game each, the winner above
/// 1500 and the loser below, and returns both pages' figures.
async fn rated_once(r: &Router, winner: &str, loser: &str) -> [(u64, u64, u64, i64, usize); 2] {
    let (w, l) = (
        figures(&player(r, winner).await),
        figures(&player(r, loser).await),
    );
    assert_eq!((w.0, w.1, w.2, w.4), (1, 1, 0, 1), "{winner}: {w:?}");
    assert_eq!((l.0, l.1, l.2, l.4), (1, 0, 1, 1), "{loser}: {l:?}");
    assert!(w.3 > 1500 && l.3 < 1500, "{w:?} {l:?}");
    [w, l]
}

#[tokio::test]
async fn a_resignation_rates_both_accounts_once_even_if_stored_again() {
    let (st, r, ann, bob) = ann_and_bob(state()).await;
    let id = stored_game(&st, "ratedResign1", "online", ("Ann", "Bob"), true, None);
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(s["rated"], true);
    assert_eq!(s["accounts"], json!({"white": "Ann", "black": "Bob"}));
    let s = act(&r, &id, &ann, "D5xD4").await;
    assert_eq!(s.status, 200, "{}", s.text());
    let s = call(&r, &id, "resign", &bob).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["result"]["winner"], "white");
    let before = rated_once(&r, "Ann", "Bob").await;
    assert_eq!(player(&r, "Ann").await["history"][0]["game"], id.as_str());
    // The same ending stored again is refused as a stale change; stored again as a newer
    // version (another instance's retry), it rates nothing more.
    let mut stored = st.inner.store.load(&id).unwrap().unwrap();
    assert_eq!(stored.meta.status, "over");
    assert!(st.inner.store.update(&id, &stored.meta).is_err());
    stored.meta.version += 1;
    st.inner.store.update(&id, &stored.meta).unwrap();
    assert_eq!(rated_once(&r, "Ann", "Bob").await, before);
    // A second resignation is refused and changes nothing either.
    call(&r, &id, "resign", &ann)
        .await
        .assert_error(409, "game-decided");
    assert_eq!(rated_once(&r, "Ann", "Bob").await, before);
}

#[tokio::test]
async fn a_rule_ending_rates_both_accounts_once() {
    let (st, r, ann, bob) = ann_and_bob(state()).await;
    let id = stored_game(&st, "ratedRules01", "online", ("Ann", "Bob"), true, None);
    let s = play_to_the_end(&r, &id, &ann, &bob).await;
    assert_eq!(s["status"], "over");
    let reason = s["result"]["reason"].as_str().unwrap();
    assert!(
        !["resignation", "time", "abandoned"].contains(&reason),
        "{reason}"
    );
    let (winner, loser) = if s["result"]["winner"] == "white" {
        ("Ann", "Bob")
    } else {
        ("Bob", "Ann")
    };
    rated_once(&r, winner, loser).await;
}

#[tokio::test]
async fn a_claim_on_time_rates_both_accounts_once() {
    let (st, r, ann, bob) = ann_and_bob(state()).await;
    let one_second = Some((1000, 0));
    let id = stored_game(
        &st,
        "ratedClaim01",
        "online",
        ("Ann", "Bob"),
        true,
        one_second,
    );
    let s = act(&r, &id, &ann, "D5xD4").await.json();
    let any = s["actions"][0]["action"].as_str().unwrap().to_string();
    let s = act(&r, &id, &bob, &any).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["clock"]["running"], "black");
    // Black's second passes without its turn ending; White claims (or the timer was first).
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let s = call(&r, &id, "claim", &ann).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(
        s.json()["result"],
        json!({"winner": "white", "reason": "time", "score": "1-0"})
    );
    let before = rated_once(&r, "Ann", "Bob").await;
    let s = call(&r, &id, "claim", &ann).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(rated_once(&r, "Ann", "Bob").await, before);
}

#[tokio::test]
async fn aborted_and_casual_games_are_not_rated() {
    let (st, r, ann, bob) = ann_and_bob(state()).await;
    let aborted = stored_game(&st, "ratedAbort01", "online", ("Ann", "Bob"), true, None);
    let s = call(&r, &aborted, "abort", &bob).await;
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["status"], "aborted");
    let casual = stored_game(&st, "casualGame01", "online", ("Ann", "Bob"), false, None);
    assert_eq!(act(&r, &casual, &ann, "D5xD4").await.status, 200);
    let s = call(&r, &casual, "resign", &bob).await;
    assert_eq!(s.json()["status"], "over");
    for name in ["Ann", "Bob"] {
        let page = player(&r, name).await;
        assert_eq!(figures(&page), (0, 0, 0, 1500, 0), "{page}");
        // Both games are on the page, newest first.
        let recent = common::texts(&page["recent"], "game");
        assert_eq!(recent.len(), 2, "{page}");
        assert!(recent.contains(&aborted.as_str()) && recent.contains(&casual.as_str()));
    }
}

#[tokio::test]
async fn ratings_and_history_survive_reopening_the_archive() {
    let (_dir, config) = in_temp_dir();
    let before = {
        let (st, r, ann, _) = ann_and_bob(AppState::open(config.clone()).unwrap()).await;
        let id = stored_game(&st, "ratedReopen1", "online", ("Ann", "Bob"), true, None);
        assert_eq!(act(&r, &id, &ann, "D5xD4").await.status, 200);
        let s = call(&r, &id, "resign", &ann).await;
        assert_eq!(s.json()["result"]["winner"], "black");
        rated_once(&r, "Bob", "Ann").await
    };
    let st = AppState::open(config.clone()).unwrap();
    let r = router(&st);
    assert_eq!(rated_once(&r, "Bob", "Ann").await, before);
    let page = player(&r, "Ann").await;
    assert_eq!(
        page["recent"][0],
        json!({"game": "ratedReopen1", "white": "Ann", "black": "Bob",
               "deleted": {"white": false, "black": false}, "result": "0-1",
               "rated": true, "status": "over", "created": "1970-01-01T00:00:00Z"})
    );
    // The reopened game still names its accounts.
    let s = get(&r, "/api/games/ratedReopen1").await.json();
    assert_eq!(s["accounts"], json!({"white": "Ann", "black": "Bob"}));
}

#[tokio::test]
async fn a_rated_engine_game_refuses_undo_and_hint() {
    let st = state();
    let r = router(&st);
    let ann = sign_up(&r, "Ann").await;
    let id = stored_game(
        &st,
        "ratedEngine1",
        "engine",
        ("Ann", "Level-1"),
        true,
        None,
    );
    let s = get(&r, &format!("/api/games/{id}")).await.json();
    assert_eq!(s["accounts"], json!({"white": "Ann", "black": "Level-1"}));
    for what in ["undo", "hint"] {
        call(&r, &id, what, &ann)
            .await
            .assert_error(409, "rated-game");
    }
    // A guest's engine game is unrated and names no accounts.
    let c = common::create(&r, r#"{"mode": "engine", "level": 1}"#).await;
    assert_eq!(c["state"]["rated"], false);
    assert_eq!(
        c["state"]["accounts"],
        json!({"white": null, "black": null})
    );
}
