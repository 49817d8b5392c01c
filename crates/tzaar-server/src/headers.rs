//! The headers every response carries so that browsers keep the site's pages safe: a
//! Content-Security-Policy that runs only the site's own scripts and styles (no inline ones)
//! and lets no page frame it, no content-type sniffing, no full address sent to other sites,
//! and, when the site is reached over https, Strict-Transport-Security.

use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// The Content-Security-Policy of every response: the site's own scripts, styles, images
/// (and `data:` images), connections (its WebSockets included) and nothing else; no plugin,
/// no `<base>`, forms only to itself, and no page of any site may frame it.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
     media-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'none'";

/// How long a browser keeps to https once told (a year).
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// The middleware: adds the headers to every response that has not set them itself;
/// Strict-Transport-Security only if `https`.
pub async fn secure(State(https): State<bool>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let set: &[(HeaderName, &'static str)] = &[
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "same-origin"),
    ];
    let headers = response.headers_mut();
    for (name, value) in set {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    if https {
        headers
            .entry(header::STRICT_TRANSPORT_SECURITY)
            .or_insert(HeaderValue::from_static(STRICT_TRANSPORT_SECURITY));
    }
    response
}
