//! Moderation through the router: blocks and what they forbid (direct challenges, accepting
//! the blocker's challenges, chat, rematch offers), reports, and what admins do (the reports,
//! a hidden chat line, a closed account).

mod common;

use axum::Router;
use axum::http::StatusCode;
use common::{Auth, Reply, accounts, call_as, challenge, challenge_game, correspondence, router};
use serde_json::json;
use tzaar_server::AppState;

async fn chat(r: &Router, game: &str, token: &str, text: &str) -> Reply {
    let body = json!({ "text": text });
    call_as(
        r,
        "POST",
        &format!("/api/games/{game}/chat"),
        token,
        Some(body),
    )
    .await
}

#[tokio::test]
async fn a_blocked_player_cannot_challenge_accept_write_or_offer_a_rematch() {
    let r = router(&common::state());
    let [ann, bob, cy] = accounts(&r, ["Ann", "Bob", "Cy"]).await;
    let g = challenge_game(&r, &ann, &bob).await;
    assert_eq!(
        chat(&r, &g, &bob, "hello").await.status,
        StatusCode::CREATED
    );

    let put = call_as(&r, "PUT", "/api/blocks/bob", &ann, None).await;
    assert_eq!(put.status, StatusCode::NO_CONTENT, "{}", put.text());
    let again = call_as(&r, "PUT", "/api/blocks/Bob", &ann, None).await;
    assert_eq!(again.status, StatusCode::NO_CONTENT);
    let listed = call_as(&r, "GET", "/api/blocks", &ann, None).await.json();
    assert_eq!(listed["blocked"], json!(["Bob"]));

    // Bob can no longer reach Ann; Ann can still write, and Cy is not concerned.
    chat(&r, &g, &bob, "hello again")
        .await
        .assert_error(403, "blocked");
    assert_eq!(chat(&r, &g, &ann, "bye").await.status, StatusCode::CREATED);
    call_as(
        &r,
        "POST",
        "/api/seeks",
        &bob,
        Some(correspondence(Some("Ann"))),
    )
    .await
    .assert_error(403, "blocked");
    let open = challenge(&r, &ann, correspondence(None)).await;
    call_as(&r, "POST", &format!("/api/seeks/{open}/accept"), &bob, None)
        .await
        .assert_error(403, "blocked");
    let by_cy = call_as(&r, "POST", &format!("/api/seeks/{open}/accept"), &cy, None).await;
    assert_eq!(by_cy.status, StatusCode::CREATED, "{}", by_cy.text());
    let resign = call_as(&r, "POST", &format!("/api/games/{g}/resign"), &ann, None).await;
    assert_eq!(resign.status, StatusCode::OK, "{}", resign.text());
    call_as(&r, "POST", &format!("/api/games/{g}/rematch"), &bob, None)
        .await
        .assert_error(403, "blocked");

    // Unblocked, all is as before.
    let gone = call_as(&r, "DELETE", "/api/blocks/Bob", &ann, None).await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT);
    assert_eq!(
        call_as(&r, "GET", "/api/blocks", &ann, None).await.json()["blocked"],
        json!([])
    );
    challenge(&r, &bob, correspondence(Some("Ann"))).await;
    let rematch = call_as(&r, "POST", &format!("/api/games/{g}/rematch"), &bob, None).await;
    assert_eq!(rematch.status, StatusCode::OK, "{}", rematch.text());

    // Refusals.
    call_as(&r, "PUT", "/api/blocks/Ann", &ann, None)
        .await
        .assert_error(400, "own-block");
    call_as(&r, "PUT", "/api/blocks/Nobody", &ann, None)
        .await
        .assert_error(404, "unknown-player");
    common::call(&r, "GET", "/api/blocks", Auth::None, None)
        .await
        .assert_error(401, "not-logged-in");
}

#[tokio::test]
async fn reports_reach_the_admins_who_hide_a_line_and_close_an_account() {
    let state: AppState = common::state();
    let r = router(&state);
    let [ann, bob, root] = accounts(&r, ["Ann", "Bob", "Root"]).await;
    let g = challenge_game(&r, &ann, &bob).await;
    chat(&r, &g, &bob, "a rude line").await;
    let seek = challenge(&r, &bob, correspondence(None)).await;

    // Reports and their refusals.
    let report = json!({"player": "Bob", "reason": "rude in chat", "game": g, "chat_seq": 1});
    let made = call_as(&r, "POST", "/api/reports", &ann, Some(report)).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let id = made.json()["id"].as_i64().unwrap();
    for (body, status, code) in [
        (json!({"player": "Bob", "reason": "  "}), 400, "bad-reason"),
        (
            json!({"player": "Bob", "reason": "x".repeat(501)}),
            400,
            "bad-reason",
        ),
        (json!({"player": "Ann", "reason": "me"}), 400, "own-report"),
        (
            json!({"player": "Bob", "reason": "x", "chat_seq": 1}),
            400,
            "bad-report",
        ),
        (
            json!({"player": "Nobody", "reason": "x"}),
            404,
            "unknown-player",
        ),
        (
            json!({"player": "Bob", "reason": "x", "game": "nosuchgame12"}),
            404,
            "unknown-game",
        ),
    ] {
        call_as(&r, "POST", "/api/reports", &ann, Some(body))
            .await
            .assert_error(status, code);
    }

    // Only admins see them; an admin is named on the archive (as `tzaar admin grant` does).
    call_as(&r, "GET", "/api/admin/reports", &root, None)
        .await
        .assert_error(403, "not-admin");
    assert!(state.inner.store.set_role("root", "admin").unwrap());
    assert!(!state.inner.store.set_role("nobody", "admin").unwrap());
    let reports = call_as(&r, "GET", "/api/admin/reports", &root, None)
        .await
        .json();
    let first = &reports["reports"][0];
    assert_eq!(first["id"], id);
    assert_eq!(
        (first["reporter"].clone(), first["player"].clone()),
        (json!("Ann"), json!("Bob"))
    );
    assert_eq!(first["chat_text"], "a rude line");
    assert_eq!(first["reason"], "rude in chat");

    // The line is hidden from everyone; the report is dealt with, once.
    let hide = format!("/api/admin/games/{g}/chat/1/hide");
    assert_eq!(
        call_as(&r, "POST", &hide, &root, None).await.status,
        StatusCode::NO_CONTENT
    );
    call_as(
        &r,
        "POST",
        &format!("/api/admin/games/{g}/chat/9/hide"),
        &root,
        None,
    )
    .await
    .assert_error(404, "unknown-chat-line");
    call_as(&r, "POST", &hide, &ann, None)
        .await
        .assert_error(403, "not-admin");
    let lines = common::call(&r, "GET", &format!("/api/games/{g}/chat"), Auth::None, None)
        .await
        .json();
    assert_eq!(lines["messages"], json!([]));
    let resolve = format!("/api/admin/reports/{id}/resolve");
    assert_eq!(
        call_as(&r, "POST", &resolve, &root, None).await.status,
        StatusCode::NO_CONTENT
    );
    call_as(&r, "POST", &resolve, &root, None)
        .await
        .assert_error(404, "unknown-report");
    assert_eq!(
        call_as(&r, "GET", "/api/admin/reports", &root, None)
            .await
            .json()["reports"],
        json!([])
    );

    // Closed: Bob's session ends, his challenge leaves the lobby, he cannot log in again.
    let close = "/api/admin/accounts/bob/close";
    assert_eq!(
        call_as(&r, "POST", close, &root, None).await.status,
        StatusCode::NO_CONTENT
    );
    call_as(&r, "POST", close, &root, None)
        .await
        .assert_error(409, "account-closed");
    call_as(&r, "GET", "/api/me", &bob, None)
        .await
        .assert_error(401, "not-logged-in");
    let seeks = common::call(&r, "GET", "/api/seeks", Auth::None, None)
        .await
        .json();
    assert!(
        seeks["seeks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["id"] != seek.as_str()),
        "{seeks}"
    );
    let login = json!({"name": "Bob", "password": "long enough"});
    common::call(&r, "POST", "/api/session", Auth::None, Some(login))
        .await
        .assert_error(403, "account-closed");
    let wrong = json!({"name": "Bob", "password": "not his password"});
    common::call(&r, "POST", "/api/session", Auth::None, Some(wrong))
        .await
        .assert_error(401, "wrong-password");
}
