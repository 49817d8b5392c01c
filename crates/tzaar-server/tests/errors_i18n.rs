//! The API's error messages in the request's language: every code the server can answer with
//! has words in every catalogue, and a reply's `message` follows `Accept-Language` (the English
//! text kept as `detail`) while its `error` stays the same.

#[path = "common/codes.rs"]
mod codes;
mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::*;
use serde_json::Value;
use tzaar_server::i18n::{self, Lang};

#[test]
fn every_code_the_server_can_answer_with_has_words_in_every_language() {
    let codes = codes::error_codes();
    // The scan finds the kinds of codes it should: the server's own, with and without a `-`,
    // a rate limit's, and those of the rules' errors.
    for known in [
        "not-logged-in",
        "bad-json",
        "busy",
        "internal",
        "blocked",
        "undo-not-allowed",
        "too-many-games",
        "upgrade-required",
        "too-tall",
        "mid-turn",
        "unknown-cell",
        "stray-brace",
    ] {
        assert!(codes.contains(known), "the scan missed {known}: {codes:?}");
    }
    assert!(
        codes.len() > 100,
        "only {} codes: the scan is broken",
        codes.len()
    );
    for lang in Lang::ALL {
        let keys: Vec<&str> = i18n::keys(lang);
        let missing: Vec<&String> = codes
            .iter()
            .filter(|c| !keys.contains(&format!("error-{c}").as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "{}.ftl has no `error-<code>` for {missing:?}",
            lang.code()
        );
    }
}

/// A value for each variable the error messages show, to read them as sentences.
fn sample(var: &str) -> i18n::Arg<'static> {
    match var {
        "cell" | "from" | "to" | "blocker" => "D4".into(),
        "action" => "D4xC3".into(),
        "color" => "white".into(),
        "kind" => "tzarra".into(),
        "phase" => "turn".into(),
        "status" => 409.into(),
        _ => 3.into(),
    }
}

#[test]
fn every_error_message_is_a_sentence() {
    for lang in Lang::ALL {
        for key in i18n::keys(lang)
            .into_iter()
            .filter(|k| k.starts_with("error-"))
        {
            let vars = i18n::variables(Lang::En, key).unwrap_or_default();
            let args: Vec<_> = vars.iter().map(|v| (*v, sample(v))).collect();
            let text = i18n::text_whole(lang, key, &args)
                .unwrap_or_else(|| panic!("{}: {key} cannot be said whole", lang.code()));
            assert!(
                text.starts_with(char::is_uppercase) && text.ends_with('.'),
                "{}: {key} = {text:?} is not a sentence",
                lang.code()
            );
        }
    }
}

/// A request to `uri` (`method`, an optional JSON body) with `Accept-Language: lang` if given.
async fn ask(
    r: &axum::Router,
    method: &str,
    uri: &str,
    body: Option<&str>,
    lang: Option<&str>,
) -> Reply {
    let headers: Vec<_> = lang
        .map(|l| (header::ACCEPT_LANGUAGE, l))
        .into_iter()
        .collect();
    call_with(r, method, uri, Auth::None, &headers, body.map(String::from)).await
}

/// Asserts that `reply` is the error `code` with `status`, its message `lang`'s words for the
/// code and its detail the English message `english` (not checked when empty).
fn assert_in(reply: &Reply, status: u16, code: &str, lang: Lang, english: &str) -> Value {
    reply.assert_error(status, code);
    let v = reply.json();
    assert_eq!(
        v["message"],
        i18n::text(lang, &format!("error-{code}"), &[]),
        "{v}"
    );
    if !english.is_empty() {
        assert_eq!(v["detail"], english, "{v}");
    }
    assert_eq!(reply.headers[header::CONTENT_LANGUAGE], lang.code());
    v
}

const NOT_LOGGED_IN: &str = "this needs you to be logged in";
const NOT_AN_OBJECT: &str = "the body must be a JSON object of named fields, `{...}`";

#[tokio::test]
async fn german_and_polish_clients_read_errors_in_their_language_with_the_english_detail() {
    let r = router(&state());
    for (header, lang) in [
        ("de", Lang::De),
        ("de-AT, en;q=0.5", Lang::De),
        ("pl", Lang::Pl),
        ("ja, pl;q=0.8", Lang::Pl),
    ] {
        let me = ask(&r, "GET", "/api/me", None, Some(header)).await;
        let v = assert_in(&me, 401, "not-logged-in", lang, NOT_LOGGED_IN);
        assert_ne!(v["message"], NOT_LOGGED_IN);
        let created = ask(&r, "POST", "/api/games", Some("[]"), Some(header)).await;
        assert_in(&created, 400, "bad-json", lang, NOT_AN_OBJECT);
        let vary = created.headers[header::VARY].to_str().unwrap();
        assert!(
            vary.to_ascii_lowercase().contains("accept-language"),
            "{vary}"
        );
    }
    let de = ask(&r, "GET", "/api/me", None, Some("de")).await.json();
    assert_eq!(de["message"], "Dafür musst du angemeldet sein.");
    let pl = ask(&r, "GET", "/api/me", None, Some("pl")).await.json();
    assert_eq!(pl["message"], "Aby to zrobić, musisz być zalogowany.");
}

#[tokio::test]
async fn without_a_language_the_site_speaks_errors_stay_english_as_before() {
    let r = router(&state());
    for lang in [
        None,
        Some("en"),
        Some("en-GB, de;q=0.5"),
        Some("ja, zh"),
        Some(""),
    ] {
        let me = ask(&r, "GET", "/api/me", None, lang).await;
        me.assert_error(401, "not-logged-in");
        let v = me.json();
        assert_eq!(v["message"], NOT_LOGGED_IN, "{lang:?}");
        assert!(v.get("detail").is_none(), "{lang:?}: {v}");
        let created = ask(&r, "POST", "/api/games", Some("[]"), lang).await;
        assert_eq!(created.json()["message"], NOT_AN_OBJECT, "{lang:?}");
        assert_eq!(
            created.json().as_object().unwrap().len(),
            2,
            "{}",
            created.text()
        );
    }
}

#[tokio::test]
async fn an_illegal_action_names_its_cell_in_the_players_language() {
    let r = router(&state());
    let created = create(&r, r#"{"mode": "hotseat"}"#).await;
    let (id, white, _) = seats(&created);
    let req = Request::post(format!("/api/games/{id}/actions"))
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {white}"))
        .header(header::ACCEPT_LANGUAGE, "fr")
        .body(Body::from(r#"{"action": "D4xD5"}"#))
        .unwrap();
    let reply = send(&r, req).await;
    reply.assert_error(409, "not-yours");
    let v = reply.json();
    assert_eq!(v["message"], "La pile en D4 n'est pas à vous.");
    assert_eq!(v["detail"], "the stack on D4 is not yours");
}

#[tokio::test]
async fn the_router_and_the_layers_errors_follow_the_language_too() {
    let r = router(&state());
    // The router's fallback, a method the path does not take, a path that is not UTF-8.
    for (method, uri, status, code) in [
        ("GET", "/api/nothing/here", 404, "not-found"),
        ("DELETE", "/api/defaults", 405, "method-not-allowed"),
        ("GET", "/api/games/%FF%FE/record", 400, "bad-request"),
    ] {
        let reply = ask(&r, method, uri, None, Some("it")).await;
        reply.assert_error(status, code);
        assert_eq!(
            reply.json()["message"],
            i18n::text(Lang::It, &format!("error-{code}"), &[]),
            "{uri}"
        );
        assert!(reply.json()["detail"].is_string(), "{uri}");
    }
    // A cookie's request from another site's page, refused before any handler.
    let req = Request::post("/api/games")
        .header(header::COOKIE, "tzaar_session=abc")
        .header(header::ORIGIN, "https://elsewhere.example")
        .header(header::HOST, "tzaar.example")
        .header(header::ACCEPT_LANGUAGE, "es")
        .body(Body::empty())
        .unwrap();
    let reply = send(&r, req).await;
    reply.assert_error(403, "cross-origin");
    assert_eq!(
        reply.json()["message"],
        "Esta petición viene de la página de otro sitio, así que se rechaza."
    );
    // A page, not an error, is left alone.
    let page = ask(&r, "GET", "/api/languages", None, Some("nl")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.headers.get(header::CONTENT_LANGUAGE).is_none());
}

#[tokio::test]
async fn a_wait_is_said_with_its_seconds_and_the_languages_plural() {
    let r = router(&state());
    let log_in = |lang: &'static str| {
        let r = r.clone();
        async move {
            let body = r#"{"name": "Nobody", "password": "wrong horse"}"#;
            ask(&r, "POST", "/api/session", Some(body), Some(lang)).await
        }
    };
    for _ in 0..5 {
        log_in("nl").await.assert_error(401, "wrong-password");
    }
    let refused = log_in("nl").await;
    refused.assert_error(429, "too-many-attempts");
    let wait: i64 = refused.retry_after();
    let v = refused.json();
    let expected = i18n::text(
        Lang::Nl,
        "error-too-many-attempts",
        &[("seconds", wait.into())],
    );
    assert_eq!(v["message"], expected.as_str());
    assert!(expected.contains(&format!("{wait} seconden")), "{expected}");
    assert!(
        v["detail"]
            .as_str()
            .unwrap()
            .starts_with("too many failed attempts")
    );
}

/// A request as `auth` with `Accept-Language: lang`.
async fn ask_as(
    r: &axum::Router,
    method: &str,
    uri: &str,
    auth: Auth<'_>,
    body: Option<&str>,
    lang: &str,
) -> Reply {
    let headers = [(header::ACCEPT_LANGUAGE, lang)];
    call_with(r, method, uri, auth, &headers, body.map(String::from)).await
}

/// Sets account `token`'s language setting.
async fn set_language(r: &axum::Router, token: &str, language: Value) {
    let body = serde_json::json!({ "language": language });
    let reply = call(
        r,
        "PUT",
        "/api/me/settings",
        Auth::Bearer(token),
        Some(body),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
}

#[tokio::test]
async fn the_accounts_language_wins_over_accept_language() {
    let r = router(&state());
    let ann = account(&r, "Ann").await;
    set_language(&r, &ann, "fr".into()).await;
    for auth in [Auth::Bearer(&ann), Auth::Cookie(&ann)] {
        // An error after the viewer was read (the account noted then) ...
        let refused = ask_as(
            &r,
            "PUT",
            "/api/me/settings",
            auth,
            Some(r#"{"language": "xx"}"#),
            "de",
        )
        .await;
        let v = assert_in(&refused, 400, "bad-settings", Lang::Fr, "");
        assert!(
            v["detail"]
                .as_str()
                .unwrap()
                .starts_with("the site does not speak")
        );
        // ... and one before anything read it (the account looked up for the error).
        let missing = ask_as(&r, "GET", "/api/nothing/here", auth, None, "de").await;
        assert_in(
            &missing,
            404,
            "not-found",
            Lang::Fr,
            "nothing here: /api/nothing/here",
        );
        let bad = ask_as(&r, "POST", "/api/games", auth, Some("[]"), "de").await;
        assert_in(&bad, 400, "bad-json", Lang::Fr, NOT_AN_OBJECT);
    }
    // Without a session, or with one that is not live, the header decides.
    for auth in [Auth::None, Auth::Bearer(&"0".repeat(64))] {
        let missing = ask_as(&r, "GET", "/api/nothing/here", auth, None, "de").await;
        assert_eq!(missing.headers[header::CONTENT_LANGUAGE], "de");
    }
}

#[tokio::test]
async fn an_account_that_chose_english_gets_english_and_one_that_chose_nothing_its_header() {
    let r = router(&state());
    let [bob, cy] = accounts(&r, ["Bob", "Cy"]).await;
    set_language(&r, &bob, "en".into()).await;
    let reply = ask_as(
        &r,
        "GET",
        "/api/nothing/here",
        Auth::Bearer(&bob),
        None,
        "pl",
    )
    .await;
    reply.assert_error(404, "not-found");
    assert_eq!(reply.json()["message"], "nothing here: /api/nothing/here");
    assert!(reply.json().get("detail").is_none());
    set_language(&r, &cy, Value::Null).await;
    let reply = ask_as(
        &r,
        "GET",
        "/api/nothing/here",
        Auth::Bearer(&cy),
        None,
        "pl",
    )
    .await;
    assert_in(
        &reply,
        404,
        "not-found",
        Lang::Pl,
        "nothing here: /api/nothing/here",
    );
}
