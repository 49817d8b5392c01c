//! Deleting one's account through the router (`DELETE /api/me`): the refusals, and what it
//! does: the sessions end, the challenges leave, the games end or keep their records with an
//! anonymous deleted player, the address, blocks and password go, and the name is free again.

mod common;

use axum::Router;
use axum::http::{StatusCode, header};
use common::{
    Auth, Reply, accounts, act, call, call_as, challenge, challenge_game, correspondence,
};
use common::{router, safe_action};
use serde_json::{Value, json};

/// `token`'s account asks to be deleted with `password`.
async fn delete(r: &Router, auth: Auth<'_>, password: &str) -> Reply {
    call(
        r,
        "DELETE",
        "/api/me",
        auth,
        Some(json!({ "password": password })),
    )
    .await
}

async fn state(r: &Router, id: &str) -> Value {
    common::get(r, &format!("/api/games/{id}")).await.json()
}

/// The player with a session `token` plays the State's first action that does not lose.
async fn play(r: &Router, id: &str, token: &str) {
    let action = safe_action(&state(r, id).await);
    let reply = act(r, id, token, &action).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
}

#[tokio::test]
async fn deleting_needs_a_session_and_the_password() {
    let r = router(&common::state());
    let [ann] = accounts(&r, ["Ann"]).await;
    delete(&r, Auth::None, "long enough")
        .await
        .assert_error(401, "not-logged-in");
    delete(&r, Auth::Bearer(&ann), "wrong one")
        .await
        .assert_error(401, "wrong-password");
    delete(&r, Auth::Cookie(&ann), "")
        .await
        .assert_error(401, "wrong-password");
    call(
        &r,
        "DELETE",
        "/api/me",
        Auth::Bearer(&ann),
        Some(json!({"pass": "x"})),
    )
    .await
    .assert_error(400, "bad-json");
    call(&r, "DELETE", "/api/me", Auth::Bearer(&ann), None)
        .await
        .assert_error(415, "unsupported-media-type");
    // Wrong passwords count as failed log-ins: after five, even the right one waits.
    for _ in 0..3 {
        delete(&r, Auth::Bearer(&ann), "wrong again").await;
    }
    delete(&r, Auth::Bearer(&ann), "long enough")
        .await
        .assert_error(429, "too-many-attempts");
    // Nothing happened to the account.
    let me = call_as(&r, "GET", "/api/me", &ann, None).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.json()["name"], "Ann");
}

#[tokio::test]
async fn a_deleted_account_leaves_anonymous_records_and_its_name_free() {
    let r = router(&common::state());
    let [ann, bob, cy] = accounts(&r, ["Ann", "Bob", "Cy"]).await;
    // A second session of Ann's (another device) and her address.
    let login = json!({"name": "ann", "password": "long enough"});
    let other = call(&r, "POST", "/api/session", Auth::None, Some(login)).await;
    let other = other.json()["token"].as_str().unwrap().to_string();
    let email = json!({"email": "ann@example.org"});
    let set = call_as(&r, "PUT", "/api/me/email", &ann, Some(email)).await;
    assert_eq!(set.status, StatusCode::NO_CONTENT, "{}", set.text());

    // A game under way (Black has acted), one not begun, one over with chat; Ann's own open
    // challenge and one made to her.
    let going = challenge_game(&r, &ann, &bob).await;
    play(&r, &going, &ann).await;
    play(&r, &going, &bob).await;
    let fresh = challenge_game(&r, &bob, &ann).await;
    let over = challenge_game(&r, &ann, &cy).await;
    let said = json!({"text": "good luck"});
    let chat = call_as(
        &r,
        "POST",
        &format!("/api/games/{over}/chat"),
        &ann,
        Some(said),
    )
    .await;
    assert_eq!(chat.status, StatusCode::CREATED, "{}", chat.text());
    let resigned = call_as(&r, "POST", &format!("/api/games/{over}/resign"), &cy, None).await;
    assert_eq!(resigned.status, StatusCode::OK);
    challenge(&r, &ann, correspondence(None)).await;
    challenge(&r, &cy, correspondence(Some("Ann"))).await;
    // Blocks both ways.
    assert_eq!(
        call_as(&r, "PUT", "/api/blocks/Cy", &ann, None)
            .await
            .status,
        204
    );
    assert_eq!(
        call_as(&r, "PUT", "/api/blocks/Ann", &bob, None)
            .await
            .status,
        204
    );
    let before = common::get(&r, "/api/players").await.json()["total"].clone();

    let done = delete(&r, Auth::Cookie(&ann), "long enough").await;
    assert_eq!(done.status, StatusCode::NO_CONTENT, "{}", done.text());
    let cookie = done.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(cookie.starts_with("tzaar_session=;"), "{cookie}");

    // Every session has ended, and nobody can log in as Ann.
    for token in [&ann, &other] {
        call_as(&r, "GET", "/api/me", token, None)
            .await
            .assert_error(401, "not-logged-in");
        let session = call_as(&r, "GET", "/api/session", token, None).await.json();
        assert_eq!(session["account"], Value::Null);
    }
    delete(&r, Auth::Bearer(&ann), "long enough")
        .await
        .assert_error(401, "not-logged-in");
    let login = json!({"name": "Ann", "password": "long enough"});
    call(&r, "POST", "/api/session", Auth::None, Some(login))
        .await
        .assert_error(401, "wrong-password");

    // Ann is no player any more: no page, not on the leaderboard, no challenges.
    common::get(&r, "/api/players/Ann")
        .await
        .assert_error(404, "unknown-player");
    let board = common::get(&r, "/api/players").await.json();
    assert_eq!(board["total"], before.as_u64().unwrap() - 1);
    let names = common::texts(&board["players"], "name");
    assert!(
        !names
            .iter()
            .any(|n| n.starts_with("deleted.") || *n == "Ann"),
        "{names:?}"
    );
    for token in [&bob, &cy] {
        let seeks = call_as(&r, "GET", "/api/seeks", token, None).await.json();
        assert_eq!(seeks["seeks"], json!([]), "{seeks}");
    }
    // Bob's block of Ann went with her.
    let blocks = call_as(&r, "GET", "/api/blocks", &bob, None).await.json();
    assert_eq!(blocks["blocked"], json!([]));

    // The game under way was resigned by Ann's seat, the one not begun aborted; each names
    // Ann's seat anew and marks it deleted.
    let s = state(&r, &going).await;
    assert_eq!(s["status"], "over");
    assert_eq!(s["result"]["winner"], "black");
    assert_eq!(s["result"]["reason"], "resignation");
    let gone = s["white"].as_str().unwrap().to_string();
    assert!(gone.starts_with("deleted."), "{gone}");
    assert_eq!(s["deleted"], json!({"white": true, "black": false}));
    assert_eq!(s["accounts"], json!({"white": null, "black": "Bob"}));
    let s = state(&r, &fresh).await;
    assert_eq!(s["status"], "aborted");
    assert_eq!(
        (s["black"].as_str(), s["white"].as_str()),
        (Some(gone.as_str()), Some("Bob"))
    );
    assert_eq!(s["deleted"], json!({"white": false, "black": true}));
    // The finished game keeps its record and its chat, under the new name.
    let s = state(&r, &over).await;
    assert_eq!(
        (s["status"].as_str(), s["result"]["winner"].as_str()),
        (Some("over"), Some("white"))
    );
    let lines = common::get(&r, &format!("/api/games/{over}/chat"))
        .await
        .json();
    assert_eq!(lines["messages"][0]["author"], gone.as_str());
    assert_eq!(lines["messages"][0]["text"], "good luck");
    let record = common::get(&r, &format!("/api/games/{over}/record"))
        .await
        .text();
    assert!(record.contains(&format!("[White \"{gone}\"]")), "{record}");
    assert!(!record.contains("\"Ann\""), "{record}");

    // The lists say so too.
    let list = common::get(&r, "/api/games").await.json();
    let listed = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == over.as_str())
        .unwrap()
        .clone();
    assert_eq!(listed["white"], gone.as_str());
    assert_eq!(listed["deleted"], json!({"white": true, "black": false}));
    let page = common::get(&r, "/api/players/Cy").await.json();
    assert_eq!(
        page["recent"][0]["deleted"],
        json!({"white": true, "black": false})
    );
    let bobs = call_as(&r, "GET", "/api/me/games", &bob, None).await.json();
    assert_eq!(bobs["games"], json!([]), "Bob waits for nobody");

    // The name is free: a new Ann starts afresh.
    let again = json!({"name": "ANN", "password": "another one"});
    let new = call(&r, "POST", "/api/accounts", Auth::None, Some(again)).await;
    assert_eq!(new.status, StatusCode::CREATED, "{}", new.text());
    let page = common::get(&r, "/api/players/ann").await.json();
    assert_eq!(
        (
            page["games"].as_u64(),
            page["recent"].as_array().map(Vec::len)
        ),
        (Some(0), Some(0))
    );
    // Nobody can take the deleted player's name.
    let taken = json!({"name": gone, "password": "another one"});
    call(&r, "POST", "/api/accounts", Auth::None, Some(taken))
        .await
        .assert_error(400, "bad-name");
}

#[tokio::test]
async fn a_game_in_memory_names_the_deleted_player_at_once() {
    let r = router(&common::state());
    let [ann, bob] = accounts(&r, ["Ann", "Bob"]).await;
    let going = challenge_game(&r, &ann, &bob).await;
    // The game is in memory, with its State sent to its sockets; it changes there at once.
    let before = state(&r, &going).await;
    assert_eq!(before["white"], "Ann");
    let done = delete(&r, Auth::Bearer(&ann), "long enough").await;
    assert_eq!(done.status, StatusCode::NO_CONTENT, "{}", done.text());
    let after = state(&r, &going).await;
    assert_eq!(after["status"], "aborted");
    assert!(
        after["white"].as_str().unwrap().starts_with("deleted."),
        "{after}"
    );
    assert_eq!(after["deleted"]["white"], true);
}
