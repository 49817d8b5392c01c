//! What a careless or hostile client cannot do through the router: act with another site's
//! page and the player's cookie.

mod common;

use axum::body::Body;
use axum::http::Request;
use common::{account, post, router, state};
use serde_json::json;

/// A request with the session cookie `token`, sent to host `play.example`, from `origin`.
fn with_cookie(
    method: &str,
    uri: &str,
    token: &str,
    origin: Option<&str>,
    body: &str,
) -> Request<Body> {
    let mut req = Request::builder()
        .method(method)
        .uri(uri)
        .header("host", "play.example")
        .header("cookie", format!("tzaar_session={token}"))
        .header("content-type", "application/json");
    if let Some(o) = origin {
        req = req.header("origin", o);
    }
    req.body(Body::from(body.to_string())).unwrap()
}

#[tokio::test]
async fn a_cookie_request_from_another_site_is_refused() {
    let r = router(&state());
    let ann = account(&r, "Ann").await;
    let seek = r#"{"clock": {"initial_s": 600, "increment_s": 5}}"#;
    for origin in ["https://evil.example", "http://play.example:8081", "null"] {
        let reply = common::send(
            &r,
            with_cookie("POST", "/api/seeks", &ann, Some(origin), seek),
        )
        .await;
        reply.assert_error(403, "cross-origin");
        let reply = common::send(
            &r,
            with_cookie("DELETE", "/api/session", &ann, Some(origin), ""),
        )
        .await;
        reply.assert_error(403, "cross-origin");
    }
    // The session still works from its own pages, and programs with the bearer token.
    let own = common::send(
        &r,
        with_cookie(
            "POST",
            "/api/seeks",
            &ann,
            Some("http://play.example"),
            seek,
        ),
    )
    .await;
    assert_eq!(own.status, 201, "{}", own.text());
    let mut req = with_cookie("GET", "/api/me", &ann, Some("https://evil.example"), "");
    *req.method_mut() = axum::http::Method::GET;
    assert_eq!(
        common::send(&r, req).await.status,
        200,
        "reading is not refused"
    );
    let bearer = Request::post("/api/seeks")
        .header("host", "play.example")
        .header("origin", "https://evil.example")
        .header("authorization", format!("Bearer {ann}"))
        .header("content-type", "application/json")
        .body(Body::from(r#"{"days_per_turn": 3}"#))
        .unwrap();
    let reply = common::send(&r, bearer).await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let out = common::send(
        &r,
        with_cookie(
            "DELETE",
            "/api/session",
            &ann,
            Some("http://play.example"),
            "",
        ),
    )
    .await;
    assert_eq!(out.status, 204, "{}", out.text());
}

#[tokio::test]
async fn text_that_turns_or_hides_is_taken_out() {
    let r = router(&state());
    let body = json!({"mode": "online", "white": "Ann\u{202E}nimda", "black": "\u{200B}"});
    let c = common::create(&r, &body.to_string()).await;
    assert_eq!(c["state"]["white"], "Annnimda");
    assert_eq!(
        c["state"]["black"], "Black",
        "a name that shows nothing is the default"
    );
    let id = c["id"].as_str().unwrap();
    let white = c["tokens"]["white"].as_str().unwrap();
    let chat = format!("/api/games/{id}/chat");
    for blank in ["\u{200B}\u{200C}\u{2060}", "\u{FEFF} \u{200D}", "\u{2028}"] {
        post(
            &r,
            &chat,
            Some(white),
            &json!({ "text": blank }).to_string(),
        )
        .await
        .assert_error(400, "bad-chat");
    }
    let said = post(
        &r,
        &chat,
        Some(white),
        &json!({"text": "gg\u{202E}ez"}).to_string(),
    )
    .await;
    assert_eq!(said.status, 201, "{}", said.text());
    assert_eq!(said.json()["text"], "ggez");
    // An imported record's names and tags.
    let record = "[Setup \"standard\"]\n[White \"Bo\u{202E}b\"]\n[Event \"Cup\u{2066}\u{2028}\"]\n\
                  [Result \"*\"]\n1. D5xD4\n*\n";
    let imported = post(&r, "/api/import", None, record).await;
    assert_eq!(imported.status, 201, "{}", imported.text());
    let id = imported.json()["id"].as_str().unwrap().to_string();
    assert_eq!(imported.json()["state"]["white"], "Bob");
    let text = common::get(&r, &format!("/api/games/{id}/record"))
        .await
        .text();
    assert!(text.contains("[Event \"Cup\"]"), "{text}");
}

#[tokio::test]
async fn every_error_under_the_api_is_ours_and_names_no_type() {
    let r = router(&state());
    let c = common::create(&r, r#"{"mode": "hotseat"}"#).await;
    let id = c["id"].as_str().unwrap();
    let token = c["tokens"]["white"].as_str().unwrap();
    let actions = format!("/api/games/{id}/actions");
    for body in [
        r#"["D5xD4"]"#,
        "null",
        r#""D5xD4""#,
        "3",
        r#"{"action": 3}"#,
    ] {
        let reply = post(&r, &actions, Some(token), body).await;
        reply.assert_error(400, "bad-json");
        let message = reply.json()["message"].as_str().unwrap().to_string();
        for internal in ["PlayRequest", "struct", "Option", "String", "u64"] {
            assert!(!message.contains(internal), "{body}: {message}");
        }
    }
    let reply = post(
        &r,
        "/api/accounts",
        None,
        r#"{"name": "Ann", "password": 12345678}"#,
    )
    .await;
    reply.assert_error(400, "bad-json");
    // A path that is not UTF-8, and a socket asked for without its upgrade.
    for uri in [
        "/api/games/%FF%FE/record",
        "/api/players/%C3%28",
        &format!("/api/games/{id}/ws"),
    ] {
        let reply = common::get(&r, uri).await;
        assert!(reply.status.as_u16() >= 400, "{uri}");
        let json = reply.json();
        assert!(
            json["error"].is_string() && json["message"].is_string(),
            "{uri}: {}",
            reply.text()
        );
    }
}

/// A record of the standard start with its first turn and an `Event` tag of `event`.
fn record(event: &str) -> String {
    format!("[Setup \"standard\"]\n[Event \"{event}\"]\n[Result \"*\"]\n1. D5xD4\n*\n")
}

#[tokio::test]
async fn imports_are_limited_in_size_tags_and_rate_and_not_kept_in_memory() {
    let st = state();
    let r = router(&st);
    let long_tag = record(&"x".repeat(201));
    post(&r, "/api/import", None, &long_tag)
        .await
        .assert_error(400, "bad-record");
    let huge = format!("{}\n{}", record("big"), " ".repeat(70 * 1024));
    post(&r, "/api/import", None, &huge)
        .await
        .assert_error(413, "too-large");
    let before = st.games().live_games();
    // 30 per 10 minutes from one address; the record refused for its tag counted, the one
    // too large to read did not.
    for i in 1..30 {
        let reply = post(&r, "/api/import", None, &record(&format!("event {i}"))).await;
        assert_eq!(reply.status, 201, "{i}: {}", reply.text());
    }
    assert_eq!(
        st.games().live_games(),
        before,
        "an imported game is not kept in memory"
    );
    let refused = post(&r, "/api/import", None, &record("one too many")).await;
    refused.assert_error(429, "too-many-imports");
    // An imported game is still there when asked for.
    let list = common::get(&r, "/api/games?per_page=1").await.json();
    let id = list["games"][0]["id"].as_str().unwrap().to_string();
    let game = common::get(&r, &format!("/api/games/{id}")).await;
    assert_eq!(game.status, 200, "{}", game.text());
}

#[tokio::test]
async fn a_guest_creates_so_many_games_and_an_account_has_its_own_count() {
    let r = router(&state());
    for i in 0..60 {
        let reply = post(&r, "/api/games", None, r#"{"mode": "hotseat"}"#).await;
        assert_eq!(reply.status, 201, "{i}: {}", reply.text());
    }
    post(&r, "/api/games", None, r#"{"mode": "hotseat"}"#)
        .await
        .assert_error(429, "too-many-games");
    let ann = account(&r, "Ann").await;
    let mine = post(&r, "/api/games", Some(&ann), r#"{"mode": "hotseat"}"#).await;
    assert_eq!(mine.status, 201, "{}", mine.text());
}
