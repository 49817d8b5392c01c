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
    let refused = post(
        &r,
        "/api/accounts",
        json!({"name": "cat", "password": "long enough", "email": "cat"}),
    )
    .await;
    refused.assert_error(400, "bad-email");
    post(
        &r,
        "/api/accounts",
        json!({"name": "cat", "password": "long enough", "mail": "c@example.org"}),
    )
    .await
    .assert_error(400, "bad-json");
    // Nothing is mailed: a new password by mail is refused as such.
    post(
        &r,
        "/api/password-reset",
        json!({"email": "ann@example.org"}),
    )
    .await
    .assert_error(503, "mail-off");
    post(
        &r,
        "/api/password-reset/confirm",
        json!({"token": "ab", "password": "long enough"}),
    )
    .await
    .assert_error(503, "mail-off");
    post(&r, "/api/email/verify", json!({"token": "ab"}))
        .await
        .assert_error(400, "bad-token");
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
    assert!(smtp::decoded(&mail).contains("within 1 hour"));
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
    let wait: u64 = refused.headers["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
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
