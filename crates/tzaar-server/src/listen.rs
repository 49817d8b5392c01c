//! Taking connections: what one client can hold, and how long a request may take to arrive.
//!
//! Without limits, 1,100 idle connections from one client (the open-files limit was 1,024)
//! made every other request wait for as long as they were held, and a header sent a byte a
//! second or a body declared and never sent held a connection for good. So:
//!
//! - a request's header must arrive whole within [`HEADER_TIMEOUT`], and an idle keep-alive
//!   connection is closed after the same time (hyper's header read timeout covers both);
//! - a body must arrive within [`body_deadline`] of its declared size;
//! - one client address holds at most `ServerConfig::connections_per_client` connections
//!   (WebSockets included), a trusted proxy excepted, and all clients together at most what
//!   the open-files limit leaves after [`FILES_KEPT`] for the server's own files, so that the
//!   server always has room to answer; the soft open-files limit is raised to the hard one at
//!   start. A connection over a limit is closed at once, before anything is read from it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tower::ServiceExt;

use crate::config::BODY_LIMIT;
use crate::error::ApiError;
use crate::state::ServerError;

/// How long a request's header may take to arrive, and an idle connection may stay open.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Open files kept for the server's own use (the archive, the listener, logs) beyond the
/// connections.
pub const FILES_KEPT: u64 = 128;

/// How long a body of `declared` bytes may take to arrive: 10 s, and 1 s more for every
/// 8 KiB (so 18 s for the largest, 64 KiB: a slow phone line is faster).
pub fn body_deadline(declared: u64) -> Duration {
    Duration::from_secs(10 + declared / (8 * 1024))
}

/// Raises the soft open-files limit to the hard one; the limit in force after.
pub fn raise_open_files() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(%e, "cannot raise the open-files limit");
            rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
        }
    }
}

/// The connections open now, per client address and in all.
#[derive(Debug)]
pub struct Connections {
    per_client: usize,
    total: usize,
    exempt: Vec<IpAddr>,
    open: Mutex<(HashMap<IpAddr, usize>, usize)>,
}

/// A connection's place among the [`Connections`], given back when dropped. A WebSocket keeps
/// the place of the connection it was upgraded from.
#[derive(Debug)]
pub struct Slot {
    connections: Arc<Connections>,
    client: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.connections.lock();
        let (clients, total) = &mut *open;
        *total = total.saturating_sub(1);
        if let Some(n) = clients.get_mut(&self.client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                clients.remove(&self.client);
            }
        }
    }
}

impl Connections {
    /// At most `per_client` connections per address (none for the `exempt` ones, a reverse
    /// proxy's) and `total` in all.
    pub fn new(per_client: usize, total: usize, exempt: Vec<IpAddr>) -> Connections {
        Connections {
            per_client,
            total,
            exempt,
            open: Mutex::new((HashMap::new(), 0)),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (HashMap<IpAddr, usize>, usize)> {
        self.open.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A place for a connection from `client`, or `None` if it would go past a limit.
    pub fn admit(self: &Arc<Connections>, client: IpAddr) -> Option<Arc<Slot>> {
        let mut open = self.lock();
        let (clients, total) = &mut *open;
        let theirs = clients.get(&client).copied().unwrap_or(0);
        if *total >= self.total || (theirs >= self.per_client && !self.exempt.contains(&client)) {
            return None;
        }
        *total += 1;
        *clients.entry(client).or_insert(0) += 1;
        Some(Arc::new(Slot {
            connections: Arc::clone(self),
            client,
        }))
    }
}

/// Refuses a body that does not arrive within [`body_deadline`] of its declared size (408
/// `body-timeout`), and one larger than [`BODY_LIMIT`] (413); reads it whole before the
/// handler, which would read it whole anyway.
pub async fn body_in_time(request: Request, next: Next) -> Response {
    let declared = request
        .headers()
        .get(axum::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    let chunked = request
        .headers()
        .contains_key(axum::http::header::TRANSFER_ENCODING);
    if declared.unwrap_or(0) == 0 && !chunked {
        return next.run(request).await;
    }
    if declared.is_some_and(|n| n > BODY_LIMIT as u64) {
        return ApiError::TooLarge(
            "the request body is too large: the API accepts at most 64 KiB, which is room \
             for any game's record"
                .into(),
        )
        .into_response();
    }
    let (parts, body) = request.into_parts();
    let deadline = body_deadline(declared.unwrap_or(BODY_LIMIT as u64));
    let read = tokio::time::timeout(deadline, axum::body::to_bytes(body, BODY_LIMIT)).await;
    match read {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, Body::from(bytes)))
                .await
        }
        Ok(Err(_)) => ApiError::TooLarge(
            "the request body is too large, or was cut off: the API accepts at most 64 KiB".into(),
        )
        .into_response(),
        Err(_) => ApiError::Timeout(format!(
            "the request body did not arrive within {} s",
            deadline.as_secs()
        ))
        .into_response(),
    }
}

/// Serves `app` on `listener` within `connections` until `shutdown` completes, then lets the
/// requests under way finish (for at most 10 s).
pub async fn serve_with_limits(
    listener: tokio::net::TcpListener,
    app: Router,
    connections: Arc<Connections>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    // HTTP/1.1 only: the browsers speak it to a server without TLS, and its header timeout
    // runs from the connection's first moment (detecting HTTP/2 first would read without one).
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .keep_alive(true);
    // Shutdown: each connection is told to finish its request under way and close; the
    // channel closes once every connection's task has ended.
    let (stop, stopping) = tokio::sync::watch::channel(false);
    let (running, mut all_ended) = tokio::sync::mpsc::channel::<()>(1);
    let mut refused = Refusals::default();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) => {
                    // Out of files or memory for a moment: say so once a minute, not per try.
                    refused.note(&format!("cannot accept a connection: {e}"));
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = connections.admit(peer.ip()) else {
            refused.note("connections refused: a client, or all of them, at the limit");
            drop(stream);
            continue;
        };
        let app = app.clone();
        let held = Arc::clone(&slot);
        let service = tower::service_fn(move |mut request: Request<hyper::body::Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            request.extensions_mut().insert(Arc::clone(&held));
            app.clone().oneshot(request.map(Body::new))
        });
        let connection = builder
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
            .with_upgrades();
        let (mut stopping, running) = (stopping.clone(), running.clone());
        tokio::spawn(async move {
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                _ = async { stopping.wait_for(|stop| *stop).await.is_ok() } => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
            drop(slot);
            drop(running);
        });
    }
    drop(listener);
    let _ = stop.send(true);
    drop(running);
    if tokio::time::timeout(Duration::from_secs(10), all_ended.recv())
        .await
        .is_err()
    {
        tracing::warn!("requests still under way after 10 s were cut off at shutdown");
    }
    Ok(())
}

/// Refusals of connections, logged at most once a minute with how many there were.
#[derive(Default)]
struct Refusals {
    since: Option<Instant>,
    count: u64,
}

impl Refusals {
    fn note(&mut self, what: &str) {
        self.count += 1;
        let due = self
            .since
            .is_none_or(|t| t.elapsed() >= Duration::from_secs(60));
        if due {
            tracing::warn!(count = self.count, "{what} (counted over the last minute)");
            self.since = Some(Instant::now());
            self.count = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_and_all_clients_are_capped_and_places_come_back() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let c = Arc::new(Connections::new(2, 4, vec![proxy]));
        let a: IpAddr = "127.0.0.2".parse().unwrap();
        let b: IpAddr = "127.0.0.3".parse().unwrap();
        let first = c.admit(a).unwrap();
        let _second = c.admit(a).unwrap();
        assert!(c.admit(a).is_none(), "a client holds two at most");
        let _other = c.admit(b).unwrap();
        let _through_proxy = c.admit(proxy).unwrap();
        assert!(c.admit(proxy).is_none(), "four in all");
        drop(first);
        assert!(
            c.admit(a).is_some(),
            "a closed connection gives its place back"
        );
    }

    #[test]
    fn a_larger_body_has_longer() {
        assert_eq!(body_deadline(0), Duration::from_secs(10));
        assert_eq!(body_deadline(64 * 1024), Duration::from_secs(18));
    }
}
