//! `GET /api/me/export`: an account's data as a download.

mod common;

use axum::http::{StatusCode, header};
use common::{Auth, accounts, act, call, challenge_game, router};
use serde_json::json;

#[tokio::test]
async fn an_account_downloads_its_figures_blocks_and_games_as_records() {
    let r = router(&common::state());
    let [ann, bob, _cy] = accounts(&r, ["Ann", "Bob", "Cy"]).await;
    let game = challenge_game(&r, &ann, &bob).await;
    let played = act(&r, &game, &ann, "D5xD4").await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
    let blocked = call(&r, "PUT", "/api/blocks/Cy", Auth::Bearer(&ann), None).await;
    assert_eq!(blocked.status, StatusCode::NO_CONTENT);

    let reply = call(&r, "GET", "/api/me/export", Auth::Cookie(&ann), None).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let disposition = reply.headers[header::CONTENT_DISPOSITION].to_str().unwrap();
    assert_eq!(disposition, "attachment; filename=\"tzaar-Ann.json\"");
    let export = reply.json();
    assert_eq!(export["account"]["name"], "Ann");
    assert_eq!(export["blocked"], json!(["Cy"]));
    assert_eq!(export["games_left_out"], false);
    let games = export["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{export}");
    assert_eq!(games[0]["id"], game.as_str());
    assert_eq!(
        (games[0]["white"].clone(), games[0]["black"].clone()),
        (json!("Ann"), json!("Bob"))
    );
    let record = games[0]["record"].as_str().unwrap();
    assert!(
        record.contains("[White \"Ann\"]") && record.contains("D5xD4"),
        "{record}"
    );

    // Bob's export has the game too, and not Ann's blocks; a guest has nothing to export.
    let bobs = call(&r, "GET", "/api/me/export", Auth::Bearer(&bob), None)
        .await
        .json();
    assert_eq!(bobs["blocked"], json!([]));
    assert_eq!(bobs["games"][0]["id"], game.as_str());
    call(&r, "GET", "/api/me/export", Auth::None, None)
        .await
        .assert_error(401, "not-logged-in");
}
