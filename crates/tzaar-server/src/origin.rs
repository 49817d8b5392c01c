//! Requests from another site's pages are refused where the session cookie would act for them.
//!
//! A browser sends the session cookie with a request that another site's page makes, and
//! SameSite=Lax keeps it off only between unrelated sites, not from a sibling subdomain or
//! another port. So a request that can change something (any method but GET, HEAD and
//! OPTIONS) or opens a WebSocket, carries the cookie and no `Authorization` header, and says it
//! comes from another origin (`Origin`, else `Referer`) is refused with 403 `cross-origin`. A
//! request proved by a bearer token cannot come from another site's page without its help, and
//! one that names no origin at all does not come from a browser's page; both pass.

use axum::extract::Request;
use axum::http::{HeaderMap, Method, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::accounts::sessions::COOKIE;
use crate::error::ApiError;

/// The middleware: refuses a cookie-authenticated request from another origin.
pub async fn same_origin(request: Request, next: Next) -> Response {
    if cross_origin(request.method(), request.headers()) {
        return ApiError::forbidden(
            "cross-origin",
            "this request comes from another site's page and carries this site's session: \
             it is refused",
        )
        .into_response();
    }
    next.run(request).await
}

/// Whether a request is cookie-authenticated, could change something, and comes from another
/// origin than the host it was sent to.
fn cross_origin(method: &Method, headers: &HeaderMap) -> bool {
    let upgrade = headers.contains_key(header::UPGRADE);
    let changes = !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) || upgrade;
    if !changes || headers.contains_key(header::AUTHORIZATION) || !has_session_cookie(headers) {
        return false;
    }
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let from = headers
        .get(header::ORIGIN)
        .or_else(|| headers.get(header::REFERER));
    match from.map(|v| v.to_str().map(authority)) {
        None => false,
        Some(Ok(Some((origin, default_port)))) => {
            let bare = |a: &str| {
                a.strip_suffix(default_port)
                    .unwrap_or(a)
                    .to_ascii_lowercase()
            };
            bare(&origin) != bare(host)
        }
        // An unreadable or opaque origin (`null`) is another site's.
        Some(_) => true,
    }
}

/// Whether the request carries the session cookie.
fn has_session_cookie(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .any(|pair| {
            pair.trim()
                .split_once('=')
                .is_some_and(|(k, _)| k == COOKIE)
        })
}

/// The `host[:port]` of an origin or a referring URL, with the `:port` its scheme implies
/// (`None` for `null` or a malformed one).
fn authority(url: &str) -> Option<(String, &'static str)> {
    let uri: Uri = url.parse().ok()?;
    let default_port = match uri.scheme_str()? {
        "https" | "wss" => ":443",
        _ => ":80",
    };
    Some((uri.authority()?.as_str().to_string(), default_port))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                header::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    const COOKIE_LINE: (&str, &str) = ("cookie", "a=1; tzaar_session=abc");
    const HOST: (&str, &str) = ("host", "play.example:8080");

    #[test]
    fn a_cookie_request_from_another_origin_is_refused() {
        for from in [
            ("origin", "https://evil.example"),
            ("origin", "http://play.example:9090"),
            ("origin", "null"),
            ("referer", "https://sub.play.example/x"),
        ] {
            let h = headers(&[COOKIE_LINE, HOST, from]);
            assert!(cross_origin(&Method::POST, &h), "{from:?}");
            assert!(cross_origin(&Method::DELETE, &h), "{from:?}");
        }
        let ws = headers(&[
            COOKIE_LINE,
            HOST,
            ("origin", "http://evil.example"),
            ("upgrade", "websocket"),
        ]);
        assert!(cross_origin(&Method::GET, &ws));
    }

    #[test]
    fn the_own_origin_a_bearer_token_reads_and_no_cookie_pass() {
        let own = headers(&[COOKIE_LINE, HOST, ("origin", "http://play.example:8080")]);
        assert!(!cross_origin(&Method::POST, &own));
        let evil = ("origin", "https://evil.example");
        let bearer = headers(&[COOKIE_LINE, HOST, evil, ("authorization", "Bearer x")]);
        assert!(!cross_origin(&Method::POST, &bearer));
        assert!(!cross_origin(
            &Method::GET,
            &headers(&[COOKIE_LINE, HOST, evil])
        ));
        assert!(!cross_origin(&Method::POST, &headers(&[HOST, evil])));
        let default_port = headers(&[
            COOKIE_LINE,
            ("host", "play.example"),
            ("origin", "https://play.example:443"),
        ]);
        assert!(!cross_origin(&Method::POST, &default_port));
        let other_cookie = headers(&[("cookie", "tzaar_sessionx=1"), HOST, evil]);
        assert!(!cross_origin(&Method::POST, &other_cookie));
        assert!(!cross_origin(&Method::POST, &headers(&[COOKIE_LINE, HOST])));
    }
}
