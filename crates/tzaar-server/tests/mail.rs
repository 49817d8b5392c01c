//! E-mail for accounts, against a real SMTP server (aiosmtpd, see `common/smtp.rs`): an
//! address verified by the link mailed to it, a password reset by mail (old sessions end, the
//! link works once), nothing mailed to an unknown address, a mail waiting for an SMTP server
//! that was down, and two instances sharing a PostgreSQL archive sending each mail once. And,
//! with mail off, the site as before, saying so.

mod common;
#[path = "common/pg.rs"]
mod pg;
#[path = "common/smtp.rs"]
mod smtp;

use std::collections::HashSet;
use std::time::Duration;

use axum::Router;
use common::{Auth, call, router};
use serde_json::{Value, json};
use smtp::{Smtp, header, link};
use tzaar_server::{AppState, MailConfig, ServerConfig};

/// The site's address in the links.
const SITE: &str = "http://tzaar.test";

/// Mail through `url`, with quick retries and a short lease.
fn mail_config(url: &str) -> MailConfig {
    MailConfig {
        poll: Duration::from_millis(50),
        first_retry: Duration::from_millis(200),
        max_retry: Duration::from_millis(400),
        lease: Duration::from_secs(2),
        ..MailConfig::new(url.into(), "TZAAR <tzaar@tzaar.test>".into())
    }
}

/// A server sending mail through `url` (the outbox's sender started), over an archive in
/// memory or the PostgreSQL database `database`.
fn mailing(url: &str, database: Option<String>) -> (AppState, Router) {
    let state = AppState::open(ServerConfig {
        mail: Some(mail_config(url)),
        public_url: Some(SITE.into()),
        database,
        ..ServerConfig::for_tests()
    })
    .unwrap();
    state.mail().start();
    let r = router(&state);
    (state, r)
}

/// Signs `name` up with `email`; the session token.
async fn sign_up(r: &Router, name: &str, email: Option<&str>) -> String {
    let mut body = json!({"name": name, "password": "long enough"});
    if let Some(email) = email {
        body["email"] = json!(email);
    }
    let reply = call(r, "POST", "/api/accounts", Auth::None, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    reply.json()["token"].as_str().unwrap().to_string()
}

async fn me(r: &Router, token: &str) -> common::Reply {
    call(r, "GET", "/api/me", Auth::Bearer(token), None).await
}

/// `POST uri` with `body`, no session.
async fn post(r: &Router, uri: &str, body: Value) -> common::Reply {
    call(r, "POST", uri, Auth::None, Some(body)).await
}

const WITHIN: Duration = Duration::from_secs(20);

#[tokio::test(flavor = "multi_thread")]
async fn with_mail_off_the_site_works_as_before_and_says_so() {
    let r = router(&common::state());
    let off = call(&r, "GET", "/api/mail", Auth::None, None).await;
    assert_eq!(off.json(), json!({"enabled": false}));
    // An address is kept, unverified, without a mail to send.
    let ann = sign_up(&r, "ann", Some(" Ann@Example.org ")).await;
    let shown = me(&r, &ann).await.json();
    assert_eq!(
        (&shown["name"], &shown["email"], &shown["email_verified"]),
        (&json!("ann"), &json!("ann@example.org"), &json!(false))
    );
    let bob = sign_up(&r, "bob", None).await;
    let shown = me(&r, &bob).await.json();
    assert_eq!(
        (&shown["email"], &shown["email_verified"]),
        (&Value::Null, &json!(false))
    );
    // The address is the account's own: the players' pages do not show it.
    let page = call(&r, "GET", "/api/players/ann", Auth::None, None)
        .await
        .json();
    assert!(page.get("email").is_none(), "{page}");
    // Changing and removing it; a bad one is refused.
    let put = |token: String, body: Value| {
        let r = r.clone();
        async move { call(&r, "PUT", "/api/me/email", Auth::Bearer(&token), Some(body)).await }
    };
    assert_eq!(
        put(bob.clone(), json!({"email": "bob@example.org"}))
            .await
            .status,
        204
    );
    assert_eq!(me(&r, &bob).await.json()["email"], "bob@example.org");
    assert_eq!(put(bob.clone(), json!({"email": null})).await.status, 204);
    assert_eq!(me(&r, &bob).await.json()["email"], Value::Null);
    for bad in [
        "bob",
        "bob@localhost",
        "b ob@example.org",
        "a@b@example.org",
    ] {
        put(bob.clone(), json!({"email": bad}))
            .await
            .assert_error(400, "bad-email");
    }
    let long = format!("{}@example.org", "b".repeat(243));
    put(bob.clone(), json!({"email": long}))
        .await
        .assert_error(400, "bad-email");
    call(
        &r,
        "PUT",
        "/api/me/email",
        Auth::None,
        Some(json!({"email": "x@example.org"})),
    )
    .await
    .assert_error(401, "not-logged-in");
    let refusals = [
        (
            "/api/accounts",
            json!({"name": "cat", "password": "long enough", "email": "cat"}),
            400,
            "bad-email",
        ),
        (
            "/api/accounts",
            json!({"name": "cat", "password": "long enough", "mail": "c@example.org"}),
            400,
            "bad-json",
        ),
        // Nothing is mailed: a new password by mail is refused as such.
        (
            "/api/password-reset",
            json!({"email": "ann@example.org"}),
            503,
            "mail-off",
        ),
        (
            "/api/password-reset/confirm",
            json!({"token": "ab", "password": "long enough"}),
            503,
            "mail-off",
        ),
        (
            "/api/email/verify",
            json!({"token": "ab"}),
            400,
            "bad-token",
        ),
    ];
    for (uri, body, status, code) in refusals {
        post(&r, uri, body).await.assert_error(status, code);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_address_is_verified_by_the_link_mailed_to_it() {
    let Some(smtp) = Smtp::start() else { return };
    let (_state, r) = mailing(&smtp.url(), None);
    assert_eq!(
        call(&r, "GET", "/api/mail", Auth::None, None).await.json(),
        json!({"enabled": true})
    );
    let ann = sign_up(&r, "Ann", Some("ann@example.org")).await;
    assert_eq!(me(&r, &ann).await.json()["email_verified"], false);
    let mails = smtp.wait_for(1, WITHIN).await;
    let mail = &mails[0];
    assert_eq!(header(mail, "To").as_deref(), Some("ann@example.org"));
    assert!(
        header(mail, "From").unwrap().contains("tzaar@tzaar.test"),
        "{mail}"
    );
    assert!(
        header(mail, "Subject").unwrap().contains("confirm"),
        "{mail}"
    );
    let (line, token) = link(mail);
    assert_eq!(line, format!("{SITE}/verify-email#token={token}"));
    // The page the link opens is served.
    let page = call(&r, "GET", "/verify-email", Auth::None, None).await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("mail.js"), "{}", page.text());
    post(&r, "/api/email/verify", json!({"token": "0".repeat(64)}))
        .await
        .assert_error(400, "bad-token");
    let done = post(&r, "/api/email/verify", json!({"token": token})).await;
    assert_eq!(done.status, 204, "{}", done.text());
    let shown = me(&r, &ann).await.json();
    assert_eq!(
        (&shown["email"], &shown["email_verified"]),
        (&json!("ann@example.org"), &json!(true))
    );
    post(&r, "/api/email/verify", json!({"token": token}))
        .await
        .assert_error(410, "token-used");
    // The same verified address again changes nothing and mails nothing; a new one is
    // unverified until its own link is followed.
    let put = |body: Value| call(&r, "PUT", "/api/me/email", Auth::Bearer(&ann), Some(body));
    assert_eq!(put(json!({"email": "ANN@example.org"})).await.status, 204);
    assert_eq!(me(&r, &ann).await.json()["email_verified"], true);
    assert_eq!(put(json!({"email": "ann@example.net"})).await.status, 204);
    assert_eq!(me(&r, &ann).await.json()["email_verified"], false);
    let mails = smtp.wait_for(2, WITHIN).await;
    assert_eq!(mails.len(), 2);
    assert_eq!(header(&mails[1], "To").as_deref(), Some("ann@example.net"));
    assert_ne!(link(&mails[1]).1, token);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_password_is_reset_once_by_the_link_mailed_and_every_session_ends() {
    let Some(smtp) = Smtp::start() else { return };
    let (_state, r) = mailing(&smtp.url(), None);
    let first = sign_up(&r, "Ann", Some("ann@example.org")).await;
    let verify = link(&smtp.wait_for(1, WITHIN).await[0]).1;
    assert_eq!(
        post(&r, "/api/email/verify", json!({"token": verify}))
            .await
            .status,
        204
    );
    let login = json!({"name": "ann", "password": "long enough"});
    let second = post(&r, "/api/session", login.clone()).await.json()["token"]
        .as_str()
        .unwrap()
        .to_string();
    // An unverified address, and one nobody has, are answered alike and mailed nothing.
    sign_up(&r, "Bob", Some("bob@example.org")).await;
    smtp.wait_for(2, WITHIN).await;
    for unknown in ["bob@example.org", "nobody@example.org"] {
        let reply = post(&r, "/api/password-reset", json!({"email": unknown})).await;
        assert_eq!(reply.status, 202, "{}", reply.text());
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        smtp.mails().len(),
        2,
        "nothing mailed to an unverified or unknown address"
    );
    // The address's own: a link, valid an hour.
    let asked = post(
        &r,
        "/api/password-reset",
        json!({"email": "Ann@example.org"}),
    )
    .await;
    assert_eq!(asked.status, 202);
    let mail = smtp.wait_for(3, WITHIN).await.remove(2);
    assert_eq!(header(&mail, "To").as_deref(), Some("ann@example.org"));
    let (line, token) = link(&mail);
    assert_eq!(line, format!("{SITE}/new-password#token={token}"));
    assert!(smtp::decoded(&mail).contains("within one hour"));
    let confirm = |password: &str, token: &str| {
        post(
            &r,
            "/api/password-reset/confirm",
            json!({"token": token, "password": password}),
        )
    };
    confirm("short", &token)
        .await
        .assert_error(400, "bad-password");
    confirm("a new password", &"f".repeat(64))
        .await
        .assert_error(400, "bad-token");
    let done = confirm("a new password", &token).await;
    assert_eq!(done.status, 204, "{}", done.text());
    for old in [&first, &second] {
        me(&r, old).await.assert_error(401, "not-logged-in");
    }
    post(&r, "/api/session", login)
        .await
        .assert_error(401, "wrong-password");
    let new = post(
        &r,
        "/api/session",
        json!({"name": "ann", "password": "a new password"}),
    )
    .await;
    assert_eq!(new.status, 200);
    confirm("another one", &token)
        .await
        .assert_error(410, "token-used");
    post(&r, "/api/password-reset", json!({"email": "ann"}))
        .await
        .assert_error(400, "bad-email");
}

#[tokio::test(flavor = "multi_thread")]
async fn password_resets_are_limited_per_address_and_per_client() {
    // Nothing listens on port 1: the mails wait, and the requests are answered all the same.
    let (_state, r) = mailing("smtp://127.0.0.1:1", None);
    let ask = |email: &str| post(&r, "/api/password-reset", json!({"email": email}));
    for _ in 0..3 {
        assert_eq!(ask("x@example.org").await.status, 202);
    }
    // Three an hour for one address...
    let refused = ask("X@example.org").await;
    refused.assert_error(429, "too-many-mails");
    let wait: u64 = refused.retry_after();
    assert!((3500..=3600).contains(&wait), "{wait}");
    // ... and five from one client (the refused one not counted).
    assert_eq!(ask("y@example.org").await.status, 202);
    assert_eq!(ask("z@example.org").await.status, 202);
    ask("w@example.org")
        .await
        .assert_error(429, "too-many-mails");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_mail_queued_while_the_smtp_server_is_down_is_sent_once_it_is_up() {
    if !smtp::available() {
        return;
    }
    let port = smtp::free_port();
    let (_state, r) = mailing(&format!("smtp://127.0.0.1:{port}"), None);
    sign_up(&r, "Ann", Some("ann@example.org")).await;
    // A few attempts fail while nothing listens.
    tokio::time::sleep(Duration::from_millis(700)).await;
    let smtp = Smtp::start_on(port).unwrap();
    let mails = smtp.wait_for(1, WITHIN).await;
    assert_eq!(header(&mails[0], "To").as_deref(), Some("ann@example.org"));
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(smtp.mails().len(), 1, "sent once");
}

#[tokio::test(flavor = "multi_thread")]
async fn two_instances_sharing_a_postgresql_archive_send_each_mail_once() {
    let Some(cluster) = pg::TempCluster::start() else {
        return;
    };
    let Some(smtp) = Smtp::start() else { return };
    cluster.psql("CREATE DATABASE mail");
    let url = format!("postgres://tzaar@127.0.0.1:{}/mail", cluster.port);
    let (_a, ra) = mailing(&smtp.url(), Some(url.clone()));
    let (_b, rb) = mailing(&smtp.url(), Some(url));
    let n = 12;
    for i in 0..n {
        let r = if i % 2 == 0 { &ra } else { &rb };
        sign_up(r, &format!("p{i}"), Some(&format!("p{i}@example.org"))).await;
    }
    smtp.wait_for(n, WITHIN).await;
    // Both senders keep looking for a while: nothing is sent twice.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let mails = smtp.mails();
    assert_eq!(mails.len(), n);
    let to: HashSet<String> = mails.iter().map(|m| header(m, "To").unwrap()).collect();
    assert_eq!(to.len(), n);
}

/// The mails received whose subject contains `words`.
fn with_subject(mails: &[String], words: &str) -> Vec<String> {
    mails
        .iter()
        .filter(|m| header(m, "Subject").is_some_and(|s| smtp::decoded_header(&s).contains(words)))
        .cloned()
        .collect()
}

/// Waits until the mails whose subject contains `words` are `n`; them.
async fn wait_subject(smtp: &Smtp, words: &str, n: usize) -> Vec<String> {
    let start = std::time::Instant::now();
    loop {
        let found = with_subject(&smtp.mails(), words);
        if found.len() >= n || start.elapsed() > WITHIN {
            assert_eq!(found.len(), n, "mails about {words:?}: {:#?}", smtp.mails());
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The line of a mail's text that starts with `start`.
fn line_starting(mail: &str, start: &str) -> String {
    smtp::decoded(mail)
        .lines()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line {start} in {mail}"))
        .trim()
        .to_string()
}

/// Signs `name` up with `email` and follows the link mailed, the `n`th mail received.
async fn verified(r: &Router, smtp: &Smtp, name: &str, email: &str, n: usize) -> String {
    let token = sign_up(r, name, Some(email)).await;
    let verify = link(&smtp.wait_for(n, WITHIN).await[n - 1]).1;
    let done = post(r, "/api/email/verify", json!({"token": verify})).await;
    assert_eq!(done.status, 204, "{}", done.text());
    token
}

/// Plays `action` in `game` as `token`.
async fn play(r: &Router, game: &str, token: &str, action: &str) -> Value {
    let played = common::act(r, game, token, action).await;
    assert_eq!(played.status, 200, "{action}: {}", played.text());
    played.json()
}

/// A whole turn of the side to act in `game`: an action that does not lose, then a pass.
async fn turn(r: &Router, game: &str, token: &str) {
    let state = call(
        r,
        "GET",
        &format!("/api/games/{game}"),
        Auth::Bearer(token),
        None,
    )
    .await
    .json();
    let state = play(r, game, token, &common::safe_action(&state)).await;
    if state["actions"]
        .as_array()
        .is_some_and(|a| a.iter().any(|x| x["action"] == "pass"))
    {
        play(r, game, token, "pass").await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn notices_of_challenges_turns_deadlines_and_results_are_mailed_once_and_stop_by_their_link()
{
    let Some(smtp) = Smtp::start() else { return };
    let state = AppState::open(ServerConfig {
        mail: Some(MailConfig {
            turn_delay: Duration::from_millis(100),
            ..mail_config(&smtp.url())
        }),
        public_url: Some(SITE.into()),
        ..ServerConfig::for_tests()
    })
    .unwrap();
    state.mail().start();
    let r = router(&state);
    let ann = verified(&r, &smtp, "Ann", "ann@example.org", 1).await;
    let bob = verified(&r, &smtp, "Bob", "bob@example.org", 2).await;
    // Bob reads his mails in German.
    let put = call(
        &r,
        "PUT",
        "/api/me/settings",
        Auth::Bearer(&bob),
        Some(json!({"language": "de"})),
    )
    .await;
    assert_eq!(put.status, 200, "{}", put.text());

    // A direct challenge: Bob is told, in German, with a one-click unsubscribe header.
    let seek = json!({"days_per_turn": 1, "color": "white", "opponent": "bob"});
    let seek = common::challenge(&r, &ann, seek).await;
    let challenge = wait_subject(&smtp, "fordert dich heraus", 1)
        .await
        .remove(0);
    assert_eq!(header(&challenge, "To").as_deref(), Some("bob@example.org"));
    let one_click = header(&challenge, "List-Unsubscribe").unwrap();
    assert!(
        one_click.starts_with(&format!("<{SITE}/api/unsubscribe?token=")),
        "{one_click}"
    );
    assert_eq!(
        header(&challenge, "List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    assert!(
        smtp::decoded(&challenge).contains("Hallo Bob"),
        "{challenge}"
    );

    // The game: Ann's opening capture makes it Bob's turn; he is away, so he is mailed.
    let game = common::accept(&r, &seek, &bob).await;
    play(&r, &game, &ann, "D5xD4").await;
    let bobs_turn = wait_subject(&smtp, "Du bist am Zug gegen Ann", 1)
        .await
        .remove(0);
    assert!(
        smtp::decoded(&bobs_turn).contains(&format!("{SITE}/game/{game}")),
        "{bobs_turn}"
    );
    // Bob's turn starts the one-day deadline of Ann's: Ann is told of her turn and, the
    // deadline being a day away, of it too.
    turn(&r, &game, &bob).await;
    let anns_turn = wait_subject(&smtp, "your turn against Bob", 1)
        .await
        .remove(0);
    wait_subject(&smtp, "one day left against Bob", 1).await;
    // Ann stops the notices of turns by the link in the mail (as a mail program would, a
    // form POST to the header's link).
    let page_link = line_starting(&anns_turn, &format!("{SITE}/unsubscribe?token="));
    let token = page_link.split("token=").nth(1).unwrap().to_string();
    call(
        &r,
        "POST",
        "/api/unsubscribe?token=1-turn-nope",
        Auth::None,
        None,
    )
    .await
    .assert_error(400, "bad-token");
    let stopped = call(
        &r,
        "POST",
        &format!("/api/unsubscribe?token={token}"),
        Auth::None,
        None,
    )
    .await;
    assert_eq!(stopped.status, 204, "{}", stopped.text());
    let settings = call(&r, "GET", "/api/me/settings", Auth::Bearer(&ann), None)
        .await
        .json();
    assert_eq!(
        settings["notices"],
        json!({"turn": false, "deadline": true, "challenge": true, "result": true, "round": true})
    );
    // Ann's turn: Bob is told again (a new turn); then Bob's, and Ann is not.
    turn(&r, &game, &ann).await;
    wait_subject(&smtp, "Du bist am Zug gegen Ann", 2).await;
    turn(&r, &game, &bob).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        with_subject(&smtp.mails(), "your turn against Bob").len(),
        1
    );
    // Bob resigns: both are told the result, once.
    let resign = call(
        &r,
        "POST",
        &format!("/api/games/{game}/resign"),
        Auth::Bearer(&bob),
        None,
    )
    .await;
    assert!(resign.status.is_success(), "{}", resign.text());
    let won = wait_subject(&smtp, "your game against Bob has ended", 1)
        .await
        .remove(0);
    assert!(smtp::decoded(&won).contains("You won"), "{won}");
    wait_subject(&smtp, "Deine Partie gegen Ann ist zu Ende", 1).await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let mails = smtp.mails();
    for (words, n) in [
        ("fordert dich heraus", 1),
        ("Du bist am Zug", 2),
        ("your turn", 1),
        ("one day left", 1),
        ("has ended", 1),
        ("ist zu Ende", 1),
    ] {
        assert_eq!(with_subject(&mails, words).len(), n, "{words}");
    }
}

#[tokio::test]
async fn settings_are_kept_changed_field_by_field_and_checked() {
    let r = router(&common::state());
    let ann = sign_up(&r, "Ann", None).await;
    let get = || call(&r, "GET", "/api/me/settings", Auth::Bearer(&ann), None);
    assert_eq!(
        get().await.json(),
        json!({"language": null, "board": "own", "sound": true,
               "notices": {"turn": true, "deadline": true, "challenge": true, "result": true, "round": true}})
    );
    let put = |body: Value| {
        call(
            &r,
            "PUT",
            "/api/me/settings",
            Auth::Bearer(&ann),
            Some(body),
        )
    };
    let changed =
        put(json!({"language": "pl", "board": "white", "notices": {"result": false}})).await;
    assert_eq!(changed.status, 200, "{}", changed.text());
    let expected = json!({"language": "pl", "board": "white", "sound": true,
        "notices": {"turn": true, "deadline": true, "challenge": true, "result": false, "round": true}});
    assert_eq!(changed.json(), expected);
    assert_eq!(get().await.json(), expected);
    assert_eq!(put(json!({"sound": false})).await.json()["sound"], false);
    assert_eq!(
        put(json!({"language": null})).await.json()["language"],
        Value::Null
    );
    put(json!({"language": "xx"}))
        .await
        .assert_error(400, "bad-settings");
    put(json!({"board": "sideways"}))
        .await
        .assert_error(400, "bad-json");
    put(json!({"colour": "blue"}))
        .await
        .assert_error(400, "bad-json");
    put(json!({"notices": {"turns": false}}))
        .await
        .assert_error(400, "bad-json");
    call(&r, "GET", "/api/me/settings", Auth::None, None)
        .await
        .assert_error(401, "not-logged-in");
    // The language of the page signed up from becomes the account's; one the site does not
    // speak is refused, and no account is made.
    let body = json!({"name": "Bea", "password": "long enough", "language": "de"});
    let bea = post(&r, "/api/accounts", body).await;
    assert_eq!(bea.status, 201, "{}", bea.text());
    let bea = bea.json()["token"].as_str().unwrap().to_string();
    let settings = call(&r, "GET", "/api/me/settings", Auth::Bearer(&bea), None).await;
    assert_eq!(settings.json()["language"], "de");
    let body = json!({"name": "Cy", "password": "long enough", "language": "klingon"});
    post(&r, "/api/accounts", body)
        .await
        .assert_error(400, "bad-settings");
    let cy = json!({"name": "Cy", "password": "long enough"});
    assert_eq!(post(&r, "/api/accounts", cy).await.status, 201);
    call(
        &r,
        "PUT",
        "/api/me/settings",
        Auth::None,
        Some(json!({"sound": true})),
    )
    .await
    .assert_error(401, "not-logged-in");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_correspondence_round_is_mailed_to_its_players_once_and_a_real_time_one_is_not() {
    let Some(smtp) = Smtp::start() else { return };
    let (state, r) = mailing(&smtp.url(), None);
    let ann = verified(&r, &smtp, "Ann", "ann@example.org", 1).await;
    let bob = verified(&r, &smtp, "Bob", "bob@example.org", 2).await;
    let event = |body: Value| {
        let (r, ann, bob) = (r.clone(), ann.clone(), bob.clone());
        async move {
            let made = call(
                &r,
                "POST",
                "/api/tournaments",
                Auth::Bearer(&ann),
                Some(body),
            )
            .await;
            assert_eq!(made.status, 201, "{}", made.text());
            let id = made.json()["id"].as_str().unwrap().to_string();
            for token in [&ann, &bob] {
                let uri = format!("/api/tournaments/{id}/join");
                let joined = call(&r, "POST", &uri, Auth::Bearer(token), None).await;
                assert_eq!(joined.status, 200, "{}", joined.text());
            }
            let uri = format!("/api/tournaments/{id}/start");
            let started = call(&r, "POST", &uri, Auth::Bearer(&ann), None).await;
            assert_eq!(started.status, 200, "{}", started.text());
        }
    };
    event(json!({"name": "Blitz", "kind": "swiss", "clock": {"initial_s": 60}, "rounds": 1})).await;
    event(json!({"name": "Autumn", "kind": "swiss", "days_per_turn": 3, "rounds": 2})).await;
    let mails = wait_subject(&smtp, "Autumn, round 1", 2).await;
    let to: HashSet<String> = mails.iter().map(|m| header(m, "To").unwrap()).collect();
    assert_eq!(to.len(), 2);
    assert!(smtp::decoded(&mails[0]).contains("/game/"), "{}", mails[0]);
    state.tournaments().direct().await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert!(
        with_subject(&smtp.mails(), "Blitz").is_empty(),
        "a real-time round is not mailed"
    );
    assert_eq!(
        with_subject(&smtp.mails(), "Autumn").len(),
        2,
        "mailed once"
    );
}
