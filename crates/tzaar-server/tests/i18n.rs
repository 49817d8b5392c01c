//! The site's languages: the two endpoints the browser reads them from.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::*;
use serde_json::json;
use tzaar_server::i18n::{self, Lang};

#[tokio::test]
async fn the_languages_are_listed_in_their_own_names() {
    let r = router(&state());
    let reply = get(&r, "/api/languages").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.json(),
        json!([
            {"code": "en", "name": "English"},
            {"code": "de", "name": "Deutsch"},
            {"code": "fr", "name": "Français"},
            {"code": "it", "name": "Italiano"},
            {"code": "nl", "name": "Nederlands"},
            {"code": "es", "name": "Español"},
            {"code": "pl", "name": "Polski"},
        ])
    );
    assert!(reply.headers.get(header::ETAG).is_some());
}

#[tokio::test]
async fn each_catalogue_is_served_compiled_and_revalidated_by_its_etag() {
    let r = router(&state());
    for lang in Lang::ALL {
        let reply = get(&r, &format!("/api/i18n/{}", lang.code())).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
        let v = reply.json();
        assert_eq!(v["lang"], lang.code());
        let messages = v["messages"].as_object().unwrap();
        assert_eq!(messages.len(), i18n::keys(Lang::En).len());
        assert_eq!(
            reply.headers[header::CONTENT_TYPE],
            "application/json",
            "{}",
            lang.code()
        );
        let etag = reply.headers[header::ETAG].to_str().unwrap().to_string();
        assert!(etag.starts_with('"') && etag.len() > 10, "{etag}");
        // The same words again: 304, no body.
        let again = send(
            &r,
            Request::get(format!("/api/i18n/{}", lang.code()))
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED);
        assert!(again.body.is_empty());
    }
    let en = get(&r, "/api/i18n/en").await.json();
    assert_eq!(en["messages"]["nav-games"], "Games");
    assert_eq!(
        en["messages"]["archive-page"][0], "Page ",
        "{}",
        en["messages"]["archive-page"]
    );
    // Each language's own validator.
    let de = get(&r, "/api/i18n/de").await;
    let en = get(&r, "/api/i18n/en").await;
    assert_ne!(de.headers[header::ETAG], en.headers[header::ETAG]);
}

#[tokio::test]
async fn a_language_the_site_does_not_speak_is_404_with_the_apis_error() {
    let r = router(&state());
    for code in ["xx", "EN", "de-AT", "english"] {
        get(&r, &format!("/api/i18n/{code}"))
            .await
            .assert_error(404, "not-found");
    }
}
