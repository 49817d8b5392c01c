//! The lobby: open challenges (seeks), games starting from them, and who is online, pushed to
//! every lobby socket. [`Lobby`] is the hub: one broadcast channel of lobby messages and the
//! count of each account's open sockets; [`seeks`] checks and describes challenges; [`socket`]
//! serves `GET /api/lobby/ws`.

pub mod seeks;
pub mod socket;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use serde::Serialize;
use tokio::sync::broadcast;

/// A lobby message as sent, and who may read it.
#[derive(Debug)]
pub struct Outgoing {
    /// The JSON text.
    pub text: String,
    /// The accounts (names in lower case) it is for; `None`: everyone.
    pub to: Option<Vec<String>>,
}

impl Outgoing {
    /// Whether the account `name` (or a guest, `None`) may read it.
    pub fn is_for(&self, name: Option<&str>) -> bool {
        match (&self.to, name) {
            (None, _) => true,
            (Some(to), Some(name)) => to.iter().any(|n| n.eq_ignore_ascii_case(name)),
            (Some(_), None) => false,
        }
    }
}

/// The lobby's hub.
pub struct Lobby {
    tx: broadcast::Sender<Arc<Outgoing>>,
    /// Open sockets per account, keyed by the name in lower case; the name as signed up with
    /// its count.
    online: Mutex<BTreeMap<String, (String, usize)>>,
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby::new()
    }
}

/// A message to every lobby socket.
#[derive(Serialize, Debug, Clone)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum LobbyMessage<'a> {
    /// A new open challenge.
    Seek {
        /// The challenge, as `GET /api/seeks` lists it.
        seek: &'a seeks::SeekInfo,
    },
    /// A challenge left the list: cancelled, or accepted.
    SeekGone {
        /// The challenge's id.
        id: &'a str,
    },
    /// A game started from a challenge.
    GameStarted {
        /// The new game's id.
        game: &'a str,
        /// The challenge it came from.
        seek: &'a str,
        /// White's account name.
        white: &'a str,
        /// Black's account name.
        black: &'a str,
    },
    /// The accounts online now.
    Online {
        /// Their names, in alphabetical order.
        names: Vec<String>,
    },
}

impl Lobby {
    /// An empty lobby.
    pub fn new() -> Lobby {
        Lobby {
            tx: broadcast::channel(256).0,
            online: Mutex::new(BTreeMap::new()),
        }
    }

    /// Sends `message` to every lobby socket.
    pub fn publish(&self, message: &LobbyMessage<'_>) {
        self.publish_to(message, None);
    }

    /// Sends `message` to the sockets of the accounts `to` (names), or to all with `None`.
    pub fn publish_to(&self, message: &LobbyMessage<'_>, to: Option<&[&str]>) {
        if self.tx.receiver_count() > 0
            && let Ok(text) = serde_json::to_string(message)
        {
            let to = to.map(|names| names.iter().map(|n| n.to_lowercase()).collect());
            let _ = self.tx.send(Arc::new(Outgoing { text, to }));
        }
    }

    /// A receiver of the lobby's messages from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Outgoing>> {
        self.tx.subscribe()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, (String, usize)>> {
        self.online.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The accounts with an open socket, in alphabetical order.
    pub fn online(&self) -> Vec<String> {
        self.lock().values().map(|(name, _)| name.clone()).collect()
    }

    /// Whether the account `name` has an open socket.
    pub fn is_online(&self, name: &str) -> bool {
        self.lock().contains_key(&name.to_lowercase())
    }

    /// Counts a socket of `name` until the returned guard is dropped; the list is published
    /// when the account comes online or goes.
    pub fn enter(self: &Arc<Lobby>, name: &str) -> Presence {
        let key = name.to_lowercase();
        let first = {
            let mut online = self.lock();
            let entry = online
                .entry(key.clone())
                .or_insert_with(|| (name.to_string(), 0));
            entry.1 += 1;
            entry.1 == 1
        };
        if first {
            self.publish_online();
        }
        Presence {
            lobby: self.clone(),
            key,
        }
    }

    fn publish_online(&self) {
        self.publish(&LobbyMessage::Online {
            names: self.online(),
        });
    }
}

/// An account's open socket, counted while this lives.
pub struct Presence {
    lobby: Arc<Lobby>,
    key: String,
}

impl Drop for Presence {
    fn drop(&mut self) {
        let last = {
            let mut online = self.lobby.lock();
            match online.get_mut(&self.key) {
                Some(entry) if entry.1 > 1 => {
                    entry.1 -= 1;
                    false
                }
                Some(_) => {
                    online.remove(&self.key);
                    true
                }
                None => false,
            }
        };
        if last {
            self.lobby.publish_online();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_is_online_while_any_of_its_sockets_is_open() {
        let lobby = Arc::new(Lobby::new());
        let mut rx = lobby.subscribe();
        let a = lobby.enter("Ann");
        let b = lobby.enter("ann");
        assert_eq!(lobby.online(), ["Ann"]);
        assert!(lobby.is_online("ANN"));
        drop(a);
        assert!(lobby.is_online("ann"));
        drop(b);
        assert!(lobby.online().is_empty());
        // Published twice: on coming online and on going; not for the second socket.
        let first: serde_json::Value = serde_json::from_str(&rx.try_recv().unwrap().text).unwrap();
        assert_eq!(
            first,
            serde_json::json!({"type": "online", "names": ["Ann"]})
        );
        let second: serde_json::Value = serde_json::from_str(&rx.try_recv().unwrap().text).unwrap();
        assert_eq!(second["names"], serde_json::json!([]));
        assert!(rx.try_recv().is_err());
    }

    #[test]
    fn a_message_for_some_reaches_only_them() {
        let lobby = Lobby::new();
        let mut rx = lobby.subscribe();
        lobby.publish_to(&LobbyMessage::SeekGone { id: "x" }, Some(&["Ann", "Bob"]));
        let out = rx.try_recv().unwrap();
        assert!(out.is_for(Some("ann")) && out.is_for(Some("BOB")));
        assert!(!out.is_for(Some("Cy")) && !out.is_for(None));
        lobby.publish(&LobbyMessage::SeekGone { id: "y" });
        assert!(rx.try_recv().unwrap().is_for(None));
    }
}
