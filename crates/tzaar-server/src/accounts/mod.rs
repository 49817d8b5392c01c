//! Player accounts and who is asking: names, passwords, sessions, the login limiter, Glicko-2
//! ratings and the engine's bot accounts. A [`Viewer`] is who makes a request (read from it by
//! `api::extract`), for the handlers that act for a player.

pub mod bots;
pub mod limiter;
pub mod names;
pub mod passwords;
pub mod service;
pub mod sessions;
pub mod settings;

pub use crate::store::{AccountRef, name_key};
pub use names::{check_name, check_new_name};
pub use service::Accounts;
use tokio::sync::broadcast;

/// Who makes a request: the account of a live session, if any, and the bearer token as sent
/// (a seat token or a session token).
#[derive(Clone, Debug, Default)]
pub struct Viewer {
    /// The logged-in account.
    pub account: Option<AccountRef>,
    /// The hash of the session that proved the account.
    pub session: Option<String>,
    /// The token of `Authorization: Bearer <token>`, if any.
    pub bearer: Option<String>,
}

/// A socket's watch over the session that opened it: [`SessionWatch::ended`] completes once
/// that session ends (a log-out, a new password), so that the socket closes at once.
pub struct SessionWatch {
    watched: Option<(i64, String, broadcast::Receiver<sessions::Ended>)>,
}

impl SessionWatch {
    /// Watches `viewer`'s session, told of ended sessions by `ended`; nothing if none.
    pub fn new(ended: &broadcast::Sender<sessions::Ended>, viewer: &Viewer) -> SessionWatch {
        SessionWatch {
            watched: viewer
                .account
                .as_ref()
                .zip(viewer.session.clone())
                .map(|(a, hash)| (a.id, hash, ended.subscribe())),
        }
    }

    /// Completes when the watched session ends; never without one.
    pub async fn ended(&mut self) {
        let Some((account, hash, rx)) = &mut self.watched else {
            return std::future::pending().await;
        };
        loop {
            match rx.recv().await {
                Ok(end) if end.covers(*account, hash) => return,
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return std::future::pending().await,
            }
        }
    }
}
