//! What makes the site safe to put before strangers, through the router: the headers of every
//! response, the session cookie over https, the limit on sign-ups per address, and sockets
//! refused to other sites' pages.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::{Auth, call, get, log_in, router, send, sign_up};
use tzaar_server::{AppState, ServerConfig};

fn app_with(config: ServerConfig) -> axum::Router {
    router(&AppState::open(config).unwrap())
}

#[tokio::test]
async fn every_response_forbids_framing_sniffing_and_inline_script() {
    let r = app_with(ServerConfig::for_tests());
    for path in [
        "/",
        "/rules",
        "/app.js",
        "/style.css",
        "/api/games",
        "/no-such-page",
    ] {
        let reply = get(&r, path).await;
        let h = &reply.headers;
        let csp = h[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(csp.contains("script-src 'self'"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert_eq!(h[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{path}");
        assert_eq!(h[header::X_FRAME_OPTIONS], "DENY", "{path}");
        assert_eq!(h[header::REFERRER_POLICY], "same-origin", "{path}");
        assert!(
            !h.contains_key(header::STRICT_TRANSPORT_SECURITY),
            "{path}: no https, no HSTS"
        );
    }
}

#[tokio::test]
async fn over_https_the_cookie_is_secure_and_browsers_keep_to_https() {
    let r = app_with(ServerConfig {
        public_url: Some("https://tzaar.example".into()),
        ..ServerConfig::for_tests()
    });
    let home = get(&r, "/").await;
    let hsts = home.headers[header::STRICT_TRANSPORT_SECURITY]
        .to_str()
        .unwrap();
    assert!(hsts.starts_with("max-age="), "{hsts}");
    let signed = sign_up(&r, "Ann", "correct horse").await;
    assert_eq!(signed.status, StatusCode::CREATED, "{}", signed.text());
    let cookie = signed.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(cookie.contains("; Secure"), "{cookie}");
    let logged = log_in(&r, "Ann", "correct horse").await;
    let token = logged.json()["token"].as_str().unwrap().to_string();
    assert!(
        logged.headers[header::SET_COOKIE]
            .to_str()
            .unwrap()
            .contains("; Secure")
    );
    let out = call(&r, "DELETE", "/api/session", Auth::Cookie(&token), None).await;
    assert!(
        out.headers[header::SET_COOKIE]
            .to_str()
            .unwrap()
            .contains("; Secure")
    );
    // Over plain http the cookie could not come back if it were Secure.
    let plain = app_with(ServerConfig::for_tests());
    let signed = sign_up(&plain, "Bob", "correct horse").await;
    assert!(
        !signed.headers[header::SET_COOKIE]
            .to_str()
            .unwrap()
            .contains("Secure")
    );
}

#[tokio::test]
async fn an_address_makes_so_many_accounts_an_hour_and_is_told_when_to_come_back() {
    let r = app_with(ServerConfig {
        signups_per_hour: 3,
        ..ServerConfig::for_tests()
    });
    for name in ["Ann", "Bob", "Cid"] {
        let reply = sign_up(&r, name, "correct horse").await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    }
    let refused = sign_up(&r, "Dan", "correct horse").await;
    refused.assert_error(429, "too-many-signups");
    let wait: u64 = refused.retry_after();
    assert!((3500..=3600).contains(&wait), "{wait}");
    // The refused name was not taken.
    let profile = get(&r, "/api/players/Dan").await;
    assert_eq!(profile.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_sign_up_that_makes_no_account_does_not_count() {
    let r = app_with(ServerConfig {
        signups_per_hour: 2,
        ..ServerConfig::for_tests()
    });
    let attempt = |name| sign_up(&r, name, "correct horse");
    let first = attempt("Ann").await;
    assert_eq!(first.status, StatusCode::CREATED);
    for _ in 0..3 {
        attempt("ann").await.assert_error(409, "name-taken");
    }
    let second = attempt("Bob").await;
    assert_eq!(second.status, StatusCode::CREATED, "{}", second.text());
    attempt("Cid").await.assert_error(429, "too-many-signups");
}

/// A WebSocket upgrade of `path` with these extra headers.
fn upgrade(path: &str, extra: &[(&str, &str)]) -> Request<Body> {
    let mut req = Request::get(path)
        .header(header::HOST, "play.example")
        .header(header::CONNECTION, "upgrade")
        .header(header::UPGRADE, "websocket")
        .header(header::SEC_WEBSOCKET_VERSION, "13")
        .header(header::SEC_WEBSOCKET_KEY, "dGhlIHNhbXBsZSBub25jZQ==");
    for (k, v) in extra {
        req = req.header(*k, *v);
    }
    req.body(Body::empty()).unwrap()
}

#[tokio::test]
async fn a_socket_another_sites_page_opens_is_refused() {
    let r = app_with(ServerConfig::for_tests());
    let created = common::create(&r, r#"{"mode":"hotseat"}"#).await;
    let game_ws = format!("/api/games/{}/ws", created["id"].as_str().unwrap());
    for path in ["/api/lobby/ws", game_ws.as_str()] {
        for origin in ["http://evil.example", "null", "http://play.example:8081"] {
            let reply = send(&r, upgrade(path, &[("origin", origin)])).await;
            reply.assert_error(403, "cross-origin");
        }
        // The site's own page, and a program that names no origin, are not refused (a
        // router driven without a connection cannot upgrade: anything but 403 will do).
        for extra in [&[("origin", "http://play.example")][..], &[]] {
            let reply = send(&r, upgrade(path, extra)).await;
            assert_ne!(
                reply.status,
                StatusCode::FORBIDDEN,
                "{path} {extra:?}: {}",
                reply.text()
            );
        }
    }
}
