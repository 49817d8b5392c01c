//! Who makes a request, read from it: the [`Viewer`] (its session, by cookie or bearer token,
//! and its bearer token), the [`ClientKey`] (its address, through trusted proxies), and
//! [`AtGame`], a viewer's request about the game of the path's `{id}`.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts, Path, Query};
use axum::http::HeaderMap;
use axum::http::request::Parts;

use super::error_language::RequestLang;
use crate::accounts::sessions::{self, bearer};
use crate::accounts::{AccountRef, Viewer};
use crate::error::ApiError;
use crate::state::AppState;

/// A live session of a request: its account and its token's hash. The cookie is tried first,
/// then a bearer token; expired and ended sessions count as none.
pub async fn session(
    state: &AppState,
    headers: &HeaderMap,
) -> Result<Option<(AccountRef, String)>, ApiError> {
    state
        .accounts()
        .session(sessions::presented_tokens(headers))
        .await
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Viewer, ApiError> {
        let (account, session) = session(state, &parts.headers).await?.unzip();
        // The account's language, should the request end in an error, without a second look.
        if let Some(lang) = parts.extensions.get::<RequestLang>() {
            lang.note_account(account.as_ref().map(|a| a.id));
        }
        Ok(Viewer {
            account,
            session,
            bearer: bearer(&parts.headers),
        })
    }
}

/// The logged-in account of a request; a guest is refused 401 `not-logged-in`.
pub struct SignedIn(pub AccountRef);

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let viewer = Viewer::from_request_parts(parts, state).await?;
        viewer.account.map(SignedIn).ok_or(ApiError::NotLoggedIn)
    }
}

/// The logged-in account of a request, if an admin: 401 `not-logged-in`, 403 `not-admin`.
pub struct Admin(pub AccountRef);

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let SignedIn(me) = SignedIn::from_request_parts(parts, state).await?;
        state.moderation().require_admin(&me).await?;
        Ok(Admin(me))
    }
}

/// A viewer's request about one game: the app, the game id of the path (`{id}`), and who
/// asks. The game itself is looked up by the handler (in its detached task where the lookup
/// may load the game from the archive).
pub struct AtGame {
    /// The app.
    pub state: AppState,
    /// The id in the path, not yet checked.
    pub id: String,
    /// Who asks.
    pub viewer: Viewer,
}

impl FromRequestParts<AppState> for AtGame {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<AtGame, ApiError> {
        let Path(id) = Path::<String>::from_request_parts(parts, state).await?;
        let viewer = Viewer::from_request_parts(parts, state).await?;
        Ok(AtGame {
            state: state.clone(),
            id,
            viewer,
        })
    }
}

/// The client's address, as the key its login attempts are counted under: its IP, or one
/// shared key when the connection's address is not known (a router driven without a socket).
/// Behind a reverse proxy named in `ServerConfig::trusted_proxies`, the address the proxy
/// saw (from `X-Forwarded-For`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientKey(pub String);

impl FromRequestParts<AppState> for ClientKey {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<ClientKey, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip());
        let forwarded = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect::<Vec<_>>()
            .join(",");
        let ip = peer.map(|peer| client_ip(peer, &forwarded, &state.inner.config.trusted_proxies));
        Ok(ClientKey(
            ip.map_or_else(|| "unknown".into(), |ip| ip.to_string()),
        ))
    }
}

/// The client's address: the connection's `peer`, or, when that is a trusted proxy, the
/// last address in `forwarded` (`X-Forwarded-For`, each proxy appending the one it saw) that
/// is not a trusted proxy. Addresses a client could have written itself (left of that one)
/// are never believed.
pub fn client_ip(peer: IpAddr, forwarded: &str, trusted: &[IpAddr]) -> IpAddr {
    let mut ip = peer;
    for hop in forwarded.rsplit(',') {
        if !trusted.contains(&ip) {
            break;
        }
        match hop.trim().parse::<IpAddr>() {
            Ok(next) => ip = next,
            Err(_) => break,
        }
    }
    ip
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_trusted_proxy_names_the_client() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let proxies = [ip("127.0.0.1"), ip("10.0.0.2")];
        // No proxy trusted: the connection's address, whatever the header says.
        assert_eq!(
            client_ip(ip("203.0.113.9"), "1.2.3.4", &[]),
            ip("203.0.113.9")
        );
        // A client that is not a proxy cannot name another address.
        assert_eq!(
            client_ip(ip("203.0.113.9"), "1.2.3.4", &proxies),
            ip("203.0.113.9")
        );
        // Through one proxy: the address it appended; a forged one to its left is ignored.
        assert_eq!(
            client_ip(ip("127.0.0.1"), "6.6.6.6, 198.51.100.7", &proxies),
            ip("198.51.100.7")
        );
        // Through two trusted proxies.
        assert_eq!(
            client_ip(ip("127.0.0.1"), "198.51.100.7, 10.0.0.2", &proxies),
            ip("198.51.100.7")
        );
        // A proxy without the header, or with garbage: the proxy's own address.
        assert_eq!(client_ip(ip("127.0.0.1"), "", &proxies), ip("127.0.0.1"));
        assert_eq!(
            client_ip(ip("127.0.0.1"), "nonsense", &proxies),
            ip("127.0.0.1")
        );
    }
}

/// A list's page, read from the query: `page` (from 1, default 1) and `per_page` (1 to 100,
/// default `PER_PAGE`); 400 `bad-query` if either is not a whole number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paging<const PER_PAGE: u32> {
    /// The page, from 1.
    pub page: u32,
    /// How many items a page holds.
    pub per_page: u32,
}

impl<const PER_PAGE: u32, S: Send + Sync> FromRequestParts<S> for Paging<PER_PAGE> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let Query(params) = Query::<super::Params>::from_request_parts(parts, state).await?;
        let page = super::number::<u32>(&params, "page")?.unwrap_or(1).max(1);
        let per_page = super::number::<u32>(&params, "per_page")?
            .unwrap_or(PER_PAGE)
            .clamp(1, 100);
        Ok(Paging { page, per_page })
    }
}
