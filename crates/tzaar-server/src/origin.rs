//! Requests from another site's pages are refused where they could act for a player.
//!
//! A browser sends the session cookie with a request that another site's page makes, and
//! SameSite=Lax keeps it off only between unrelated sites, not from a sibling subdomain or
//! another port. So a request that can change something (any method but GET, HEAD and
//! OPTIONS), carries the cookie and no `Authorization` header, and says it comes from another
//! origin (`Origin`, else `Referer`) is refused with 403 `cross-origin`. A request proved by a
//! bearer token cannot come from another site's page without its help, and one that names no
//! origin at all does not come from a browser's page; both pass.
//!
//! A WebSocket upgrade whose `Origin` is another site's is refused whatever it carries: a
//! socket another site's page opens would read what the site shows its player, and browsers
//! always name the page's origin on an upgrade. Programs that name none pass.
//!
//! The site's own origin is the `Host` the request was sent to or, behind a proxy that
//! changes it, the configured public URL's.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::accounts::sessions::COOKIE;
use crate::error::ApiError;
use crate::state::AppState;

/// The middleware: refuses a request another site's page makes for a player.
pub async fn same_origin(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let public = state.inner.config.public_url.as_deref();
    if cross_origin(request.method(), request.headers(), public) {
        return ApiError::forbidden(
            "cross-origin",
            "this request comes from another site's page and could act for this site's player: \
             it is refused",
        )
        .into_response();
    }
    next.run(request).await
}

/// Whether a request comes from another site's page and could act for the player: a
/// WebSocket upgrade from another origin, or a cookie-authenticated request that could change
/// something. `public` is the site's public URL, if configured.
fn cross_origin(method: &Method, headers: &HeaderMap, public: Option<&str>) -> bool {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    if headers.contains_key(header::UPGRADE) {
        return headers
            .get(header::ORIGIN)
            .is_some_and(|origin| foreign(origin, host, public));
    }
    let changes = !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS);
    if !changes || headers.contains_key(header::AUTHORIZATION) || !has_session_cookie(headers) {
        return false;
    }
    let from = headers
        .get(header::ORIGIN)
        .or_else(|| headers.get(header::REFERER));
    from.is_some_and(|from| foreign(from, host, public))
}

/// Whether the origin or referring URL `from` is another site's than `host`'s and the public
/// URL's. An unreadable or opaque origin (`null`) is another site's; with neither a host nor
/// a public URL to compare with, nothing is.
fn foreign(from: &HeaderValue, host: Option<&str>, public: Option<&str>) -> bool {
    let Some((origin, default_port)) = from.to_str().ok().and_then(authority) else {
        return true;
    };
    let bare = |a: &str| {
        a.strip_suffix(default_port)
            .unwrap_or(a)
            .to_ascii_lowercase()
    };
    let own_public = public
        .and_then(authority)
        .map(|(a, port)| a.strip_suffix(port).unwrap_or(&a).to_ascii_lowercase());
    if host.is_none() && own_public.is_none() {
        return false;
    }
    host.is_none_or(|h| bare(&origin) != bare(h)) && own_public.is_none_or(|p| bare(&origin) != p)
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
            assert!(cross_origin(&Method::POST, &h, None), "{from:?}");
            assert!(cross_origin(&Method::DELETE, &h, None), "{from:?}");
        }
        let ws = headers(&[
            COOKIE_LINE,
            HOST,
            ("origin", "http://evil.example"),
            ("upgrade", "websocket"),
        ]);
        assert!(cross_origin(&Method::GET, &ws, None));
    }

    #[test]
    fn the_own_origin_a_bearer_token_reads_and_no_cookie_pass() {
        let own = headers(&[COOKIE_LINE, HOST, ("origin", "http://play.example:8080")]);
        assert!(!cross_origin(&Method::POST, &own, None));
        let evil = ("origin", "https://evil.example");
        let bearer = headers(&[COOKIE_LINE, HOST, evil, ("authorization", "Bearer x")]);
        assert!(!cross_origin(&Method::POST, &bearer, None));
        assert!(!cross_origin(
            &Method::GET,
            &headers(&[COOKIE_LINE, HOST, evil]),
            None
        ));
        assert!(!cross_origin(&Method::POST, &headers(&[HOST, evil]), None));
        let default_port = headers(&[
            COOKIE_LINE,
            ("host", "play.example"),
            ("origin", "https://play.example:443"),
        ]);
        assert!(!cross_origin(&Method::POST, &default_port, None));
        let other_cookie = headers(&[("cookie", "tzaar_sessionx=1"), HOST, evil]);
        assert!(!cross_origin(&Method::POST, &other_cookie, None));
        assert!(!cross_origin(
            &Method::POST,
            &headers(&[COOKIE_LINE, HOST]),
            None
        ));
    }

    #[test]
    fn a_socket_from_another_origin_is_refused_cookie_or_not() {
        let upgrade = ("upgrade", "websocket");
        for from in ["http://evil.example", "null", "http://play.example:9090"] {
            let bare = headers(&[HOST, upgrade, ("origin", from)]);
            assert!(cross_origin(&Method::GET, &bare, None), "{from}");
            let bearer = headers(&[
                HOST,
                upgrade,
                ("origin", from),
                ("authorization", "Bearer x"),
            ]);
            assert!(cross_origin(&Method::GET, &bearer, None), "{from}");
        }
        let own = headers(&[HOST, upgrade, ("origin", "http://play.example:8080")]);
        assert!(!cross_origin(&Method::GET, &own, None));
        let program = headers(&[HOST, upgrade]);
        assert!(!cross_origin(&Method::GET, &program, None));
    }

    #[test]
    fn behind_a_proxy_the_public_urls_origin_is_the_sites_own() {
        let proxied = ("host", "127.0.0.1:8080");
        let public = Some("https://tzaar.example");
        let upgrade = ("upgrade", "websocket");
        let from_site = headers(&[proxied, upgrade, ("origin", "https://tzaar.example")]);
        assert!(!cross_origin(&Method::GET, &from_site, public));
        assert!(cross_origin(&Method::GET, &from_site, None));
        let post = headers(&[
            COOKIE_LINE,
            proxied,
            ("origin", "https://TZAAR.example:443"),
        ]);
        assert!(!cross_origin(&Method::POST, &post, public));
        let evil = headers(&[COOKIE_LINE, proxied, ("origin", "https://evil.example")]);
        assert!(cross_origin(&Method::POST, &evil, public));
    }
}
