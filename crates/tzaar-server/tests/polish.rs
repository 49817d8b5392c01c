//! Router tests of what a new player noticed: a seed too large, unknown pages, the import box's
//! example, and a record imported twice.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::*;

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
