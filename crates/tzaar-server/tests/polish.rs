//! Router tests of what a new player noticed: a seed too large, unknown pages, the import box's
//! example, and a record imported twice.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::*;

/// Imports `text` as a record.
async fn import(r: &axum::Router, text: &str) -> Reply {
    let req = Request::post("/api/import")
        .header(header::CONTENT_TYPE, "text/plain")
        .body(Body::from(text.to_string()))
        .unwrap();
    send(r, req).await
}

#[tokio::test]
async fn a_seed_out_of_range_is_a_bad_seed_and_other_garbage_keeps_its_code() {
    let r = router(&state());
    for seed in [
        "99999999999999999999999",
        "18446744073709551616",
        "-1",
        "1.5",
    ] {
        let body = format!(r#"{{"mode": "hotseat", "setup": "random", "seed": {seed}}}"#);
        let reply = post(&r, "/api/games", None, &body).await;
        reply.assert_error(400, "bad-seed");
        let message = reply.json()["message"].as_str().unwrap().to_string();
        assert!(message.contains("18446744073709551615"), "{message}");
    }
    // The largest seed fits.
    let c = create(
        &r,
        r#"{"mode": "hotseat", "setup": "random", "seed": 18446744073709551615}"#,
    )
    .await;
    assert_eq!(c["state"]["seed"], 18446744073709551615u64);
    // A seed that is not a number is malformed JSON for the field, as before.
    post(
        &r,
        "/api/games",
        None,
        r#"{"mode": "hotseat", "setup": "random", "seed": "abc"}"#,
    )
    .await
    .assert_error(400, "bad-json");
    // A seed with another setup is still refused as it was.
    post(&r, "/api/games", None, r#"{"mode": "hotseat", "seed": 3}"#)
        .await
        .assert_error(400, "bad-seed");
}

#[tokio::test]
async fn an_unknown_page_is_html_with_a_way_home_and_the_api_stays_json() {
    let r = router(&state());
    let browser = |uri: &str| {
        Request::get(uri)
            .header(header::ACCEPT, "text/html,application/xhtml+xml,*/*;q=0.8")
            .body(Body::empty())
            .unwrap()
    };
    for uri in ["/nothing/here", "/game", "/rules/extra", "/apix"] {
        let reply = send(&r, browser(uri)).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{uri}");
        let ty = reply.headers[header::CONTENT_TYPE].to_str().unwrap();
        assert!(ty.starts_with("text/html"), "{uri}: {ty}");
        assert!(reply.text().contains(r#"href="/""#), "{uri}: a link home");
    }
    // Under /api/ a browser gets JSON too, as every program does everywhere.
    for uri in ["/api/nothing", "/api", "/api/games/x/nothing"] {
        send(&r, browser(uri)).await.assert_error(404, "not-found");
    }
    get(&r, "/nothing/here")
        .await
        .assert_error(404, "not-found");
}

/// The import box's placeholder in the page, as the browser shows it.
fn import_example() -> String {
    let page = tzaar_server::assets::ASSETS
        .iter()
        .find(|a| a.name == "index.html")
        .unwrap()
        .body;
    let at = page.find(r#"id="import-text""#).expect("the import box");
    let tag = &page[at..at + page[at..].find('>').unwrap()];
    let start = tag.find(r#"placeholder=""#).expect("a placeholder") + 13;
    let value = &tag[start..start + tag[start..].find('"').unwrap()];
    value
        .replace("&#10;", "\n")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

#[tokio::test]
async fn the_import_boxs_example_imports() {
    let r = router(&state());
    let example = import_example();
    let reply = import(&r, &example).await;
    assert_eq!(
        reply.status,
        StatusCode::CREATED,
        "{example}: {}",
        reply.text()
    );
    let s = &reply.json()["state"];
    assert_eq!(s["mode"], "review");
    assert!(s["actions_played"].as_u64().unwrap() >= 3, "{s}");
}

#[tokio::test]
async fn the_same_record_imported_twice_keeps_one_game() {
    let r = router(&state());
    let text = "[Setup \"standard\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n[Result \"*\"]\n1. D5xD4\n2. C3xD4 pass\n*\n";
    let first = import(&r, text).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text());
    let id = first.json()["id"].as_str().unwrap().to_string();
    // The same record, and the same record spaced otherwise: the same game, answered 200.
    for again in [
        text.to_string(),
        text.replace('\n', "\n\n").replace(". ", ".  "),
    ] {
        let reply = import(&r, &again).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
        let v = reply.json();
        assert_eq!(v["id"], id.as_str());
        assert_eq!(v["watch"], format!("/game/{id}"));
        assert_eq!(v["state"]["actions_played"], 3);
    }
    // Both requests at once still keep one game.
    let other = text.replace("Bo", "Cy");
    let (a, b) = tokio::join!(import(&r, &other), import(&r, &other));
    let mut statuses = [a.status.as_u16(), b.status.as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 201]);
    assert_eq!(a.json()["id"], b.json()["id"]);
    // Another record is another game.
    let list = get(&r, "/api/games").await.json();
    assert_eq!(list["total"], 2, "{list}");
}

#[tokio::test]
async fn an_import_is_kept_once_across_a_restart() {
    let (_dir, config) = in_temp_dir();
    let text = "[Setup \"standard\"]\n[Result \"*\"]\n1. D5xD4\n*\n";
    let id = {
        let r = router(&tzaar_server::AppState::open(config.clone()).unwrap());
        let reply = import(&r, text).await;
        assert_eq!(reply.status, StatusCode::CREATED);
        reply.json()["id"].as_str().unwrap().to_string()
    };
    let r = router(&tzaar_server::AppState::open(config.clone()).unwrap());
    let reply = import(&r, text).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json()["id"], id.as_str());
}
