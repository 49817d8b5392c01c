//! The site's languages for the browser: the list (`GET /api/languages`) and each one's
//! catalogue compiled to JSON (`GET /api/i18n/{code}`), both with an `ETag`, so that a page
//! asks again each time but is sent the words only when they changed.

use std::sync::LazyLock;

use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::responses::Language;
use crate::error::ApiError;
use crate::i18n::{Lang, browser_catalogue};

/// A strong validator of `body`: its SHA-256, shortened, in quotes.
fn etag_of(body: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(body.as_bytes());
    let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}

/// Whether the request's `If-None-Match` names `etag` (or `*`).
fn fresh(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == etag || t == "*")
}

/// `body` as JSON with its `ETag`, which the browser checks again at each use (`no-cache`); a
/// request that already holds it gets 304 and no body.
fn cached_json(headers: &HeaderMap, body: &'static str, etag: &str) -> Response {
    let tag = HeaderValue::from_str(etag).expect("a hex ETag is a valid header value");
    let cache = [
        (header::ETAG, tag),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
    ];
    if fresh(headers, etag) {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    (
        cache,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}

/// `GET /api/languages`: the site's languages in the order it lists them,
/// `[{"code": "en", "name": "English"}, {"code": "de", "name": "Deutsch"}, ...]`.
pub async fn languages(headers: HeaderMap) -> Response {
    static BODY: LazyLock<(String, String)> = LazyLock::new(|| {
        let list: Vec<Language> = Lang::ALL
            .iter()
            .map(|l| Language {
                code: l.code(),
                name: l.name(),
            })
            .collect();
        let text = serde_json::to_string(&list).expect("a list of strings is JSON");
        let etag = etag_of(&text);
        (text, etag)
    });
    cached_json(&headers, &BODY.0, &BODY.1)
}

/// `GET /api/i18n/{code}`: the language's catalogue for the browser,
/// `{"lang": CODE, "messages": {KEY: PATTERN, ...}}` (see `crate::i18n`); 404 for a language
/// the site does not speak.
pub async fn catalogue(Path(code): Path<String>, headers: HeaderMap) -> Result<Response, ApiError> {
    static ETAGS: LazyLock<Vec<String>> = LazyLock::new(|| {
        Lang::ALL
            .iter()
            .map(|&l| etag_of(browser_catalogue(l)))
            .collect()
    });
    let Some(lang) = Lang::from_code(&code) else {
        let shown: String = code.chars().take(20).collect();
        return Err(ApiError::NotFound(format!("/api/i18n/{shown}")));
    };
    let i = Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .expect("every language is in ALL");
    Ok(cached_json(&headers, browser_catalogue(lang), &ETAGS[i]))
}
