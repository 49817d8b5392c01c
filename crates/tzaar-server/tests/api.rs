//! Router tests: requests through `app()` with tower's `oneshot`.

mod common;

use axum::http::{StatusCode, header};
use common::*;

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
    get(&r, "/api/games/AAAAAAAAAAAA")
        .await
        .assert_error(404, "unknown-game");
    get(&r, "/api/games/..%2F..")
        .await
        .assert_error(404, "unknown-game");
}
