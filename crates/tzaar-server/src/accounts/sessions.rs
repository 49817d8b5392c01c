//! Sessions: a token of 32 random bytes (64 hex digits) given to the player once, kept in the
//! archive only as its SHA-256; sent back as the cookie [`COOKIE`] (HttpOnly, SameSite=Lax) or
//! as `Authorization: Bearer <token>`.

use std::time::Duration;

use axum::http::{HeaderMap, HeaderValue, header};
use axum_extra::extract::cookie::CookieJar;
use sha2::{Digest, Sha256};

use crate::error::ApiError;

/// Sessions that have just ended, told to the sockets they opened so that those close at once
/// (on every instance: see `cluster::Note::SessionsEnded`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Ended {
    /// One session (its token's hash): a log-out.
    Session(String),
    /// Every session of an account but one (its hash, if any): a new password.
    AllBut {
        /// The account.
        account: i64,
        /// The session that goes on.
        keep: Option<String>,
    },
}

impl Ended {
    /// Whether the session `hash` of `account` is one of those that ended.
    pub fn covers(&self, account: i64, hash: &str) -> bool {
        match self {
            Ended::Session(h) => h == hash,
            Ended::AllBut { account: a, keep } => *a == account && keep.as_deref() != Some(hash),
        }
    }
}

/// The session cookie's name.
pub const COOKIE: &str = "tzaar_session";
/// The length of a session token in hex digits.
pub const TOKEN_LEN: usize = 64;

/// A new session token: 32 random bytes from the OS, in hex.
pub fn new_session_token() -> Result<String, ApiError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    Ok(hex(&bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The SHA-256 of a token in hex: what the archive keeps.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Whether `token` could be a session token (so that seat tokens and junk skip the archive).
pub fn looks_like_session(token: &str) -> bool {
    token.len() == TOKEN_LEN && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The `Set-Cookie` value that gives a browser the session `token` for `lifetime`; `Secure`
/// (sent over TLS only) when the site is reached over `https`.
pub fn session_cookie(token: &str, lifetime: Duration, secure: bool) -> HeaderValue {
    let value = format!(
        "{COOKIE}={token}; Max-Age={}; Path=/; HttpOnly; SameSite=Lax{}",
        lifetime.as_secs(),
        if secure { "; Secure" } else { "" }
    );
    HeaderValue::from_str(&value).unwrap_or_else(|_| clear_cookie(secure))
}

/// The `Set-Cookie` value that removes the session cookie.
pub fn clear_cookie(secure: bool) -> HeaderValue {
    if secure {
        HeaderValue::from_static(
            "tzaar_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
        )
    } else {
        HeaderValue::from_static("tzaar_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax")
    }
}

/// The session tokens a request presents: the cookie's, then the bearer token, each only if it
/// looks like a session token.
pub fn presented_tokens(headers: &HeaderMap) -> Vec<String> {
    let jar = CookieJar::from_headers(headers);
    let cookie = jar.get(COOKIE).map(|c| c.value().to_string());
    cookie
        .into_iter()
        .chain(bearer(headers))
        .filter(|t| looks_like_session(t))
        .collect()
}

/// The token of `Authorization: Bearer <token>`, if any.
pub fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then(|| token.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::header;

    #[test]
    fn tokens_and_cookies() {
        let t = new_session_token().unwrap();
        assert!(looks_like_session(&t));
        assert_ne!(t, new_session_token().unwrap());
        assert_eq!(token_hash(&t).len(), 64);
        assert_ne!(token_hash(&t), t);
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            format!("a=b; {COOKIE}={t}").parse().unwrap(),
        );
        headers.insert(header::AUTHORIZATION, "Bearer 0123abcd".parse().unwrap());
        assert_eq!(presented_tokens(&headers), vec![t.clone()]);
        let c = session_cookie(&t, crate::config::SESSION_LIFETIME, false);
        let c = c.to_str().unwrap();
        assert!(
            c.contains("HttpOnly") && c.contains("SameSite=Lax") && c.contains("Max-Age=2592000")
        );
        assert!(!c.contains("Secure"));
        let secure = session_cookie(&t, crate::config::SESSION_LIFETIME, true);
        assert!(secure.to_str().unwrap().ends_with("; Secure"));
        assert!(clear_cookie(true).to_str().unwrap().ends_with("; Secure"));
        assert!(!clear_cookie(false).to_str().unwrap().contains("Secure"));
    }
}
