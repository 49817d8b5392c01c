//! The lobby: open challenges (seeks), games starting from them, and who is online, pushed to
//! every lobby socket. [`Lobby`] is the hub: one broadcast channel of lobby messages and the
//! count of each account's open sockets; [`seeks`] checks and describes challenges; [`socket`]
//! serves `GET /api/lobby/ws`.

pub mod challenges;
pub mod seeks;
pub mod socket;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Serialize;
use tokio::sync::broadcast;

use crate::cluster::{Bus, Note};

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
    /// Open sockets per account on this instance, keyed by the name in lower case; the name
    /// as signed up with its count.
    online: Mutex<BTreeMap<String, (String, usize)>>,
    /// The accounts online through each other instance sharing the archive (as they told),
    /// keyed as `online`.
    remote: Mutex<HashMap<String, BTreeMap<String, String>>>,
    /// Tells the other instances.
    bus: Arc<Bus>,
    /// Accounts that came online (`true`) or went (`false`) since the last `online` message.
    changed: Mutex<BTreeMap<String, (String, bool)>>,
    /// Whether an `online` message is due (a task will send it).
    flush_due: AtomicBool,
    /// The accounts online that programs play, keyed as `online`: added as each comes
    /// online, here or elsewhere, and dropped when it is online nowhere (its name may later
    /// belong to someone else, a deleted account's being freed).
    bots: Mutex<BTreeSet<String>>,
}

/// How long changes to who is online gather before one message tells them all: with many
/// accounts coming and going, each socket gets a message per batch, not one per account.
pub const ONLINE_BATCH: Duration = Duration::from_millis(250);

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby::new()
    }
}

/// Why a challenge left the list.
#[derive(Serialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum GoneWhy {
    /// Its challenger cancelled it, or its account was closed or deleted.
    Cancelled,
    /// A game started from it.
    Taken,
    /// The player challenged directly declined it.
    Declined,
    /// The bot challenged directly did not take it in time.
    Expired,
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
    /// A challenge left the list: cancelled, taken, declined or expired.
    SeekGone {
        /// The challenge's id.
        id: &'a str,
        /// Why: `cancelled` (by its challenger, or its account closed or deleted), `taken`
        /// (a game started from it), `declined` (by the player challenged) or `expired` (a
        /// bot challenged directly did not take it in time).
        reason: GoneWhy,
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
    /// An online game of the socket's account changed: the page refreshes its games, and
    /// says so if it is now the account's turn.
    GameChanged {
        /// The game's id.
        game: &'a str,
        /// The account to act now (`None`: the game is over, or a guest is to act).
        to_act: Option<&'a str>,
    },
    /// Something in a tournament changed (players, pairings, results, status): pages showing
    /// it read it again.
    Tournament {
        /// The tournament's id.
        id: &'a str,
    },
    /// A tournament paired the socket's account: its game has started.
    TournamentGame {
        /// The tournament's id.
        tournament: &'a str,
        /// The game's id.
        game: &'a str,
        /// White's account name.
        white: &'a str,
        /// Black's account name.
        black: &'a str,
    },
    /// Who came online and who went since the last such message (the first message of a
    /// socket lists everyone online).
    Online {
        /// Accounts that came online, in alphabetical order.
        joined: Vec<String>,
        /// Accounts that went, in alphabetical order.
        left: Vec<String>,
        /// The accounts among `joined` that programs play.
        bots: Vec<String>,
    },
}

impl Lobby {
    /// An empty lobby that tells nobody else.
    pub fn new() -> Lobby {
        Lobby::with_bus(Arc::new(Bus::new()))
    }

    /// An empty lobby that tells the other instances through `bus`.
    pub fn with_bus(bus: Arc<Bus>) -> Lobby {
        Lobby {
            tx: broadcast::channel(256).0,
            online: Mutex::new(BTreeMap::new()),
            remote: Mutex::new(HashMap::new()),
            bus,
            changed: Mutex::new(BTreeMap::new()),
            flush_due: AtomicBool::new(false),
            bots: Mutex::new(BTreeSet::new()),
        }
    }

    /// Sends `message` to every lobby socket.
    pub fn publish(&self, message: &LobbyMessage<'_>) {
        self.publish_to(message, None);
    }

    /// Tells the lobby about the challenge `seek` with `message`, to those who may see it.
    pub fn announce(&self, seek: &seeks::SeekInfo, message: &LobbyMessage<'_>) {
        let audience = seek.audience();
        self.publish_to(message, audience.as_ref().map(|a| &a[..]));
    }

    /// Sends `message` to the sockets of the accounts `to` (names), or to all with `None`,
    /// on every instance.
    pub fn publish_to(&self, message: &LobbyMessage<'_>, to: Option<&[&str]>) {
        let active = self.bus.is_active();
        if (active || self.tx.receiver_count() > 0)
            && let Ok(text) = serde_json::to_string(message)
        {
            let to: Option<Vec<String>> =
                to.map(|names| names.iter().map(|n| n.to_lowercase()).collect());
            if active {
                self.bus.tell(Note::Lobby {
                    to: to.clone(),
                    text: text.clone(),
                });
            }
            self.publish_here(text, to);
        }
    }

    /// Sends the JSON `text` to this instance's lobby sockets of the accounts `to` (names in
    /// lower case), or to all with `None`.
    pub fn publish_here(&self, text: String, to: Option<Vec<String>>) {
        if self.tx.receiver_count() > 0 {
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

    fn remotes(&self) -> std::sync::MutexGuard<'_, HashMap<String, BTreeMap<String, String>>> {
        self.remote.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The accounts with an open socket on any instance, in alphabetical order.
    pub fn online(&self) -> Vec<String> {
        let mut all: BTreeMap<String, String> = self
            .lock()
            .iter()
            .map(|(key, (name, _))| (key.clone(), name.clone()))
            .collect();
        for names in self.remotes().values() {
            for (key, name) in names {
                all.entry(key.clone()).or_insert_with(|| name.clone());
            }
        }
        all.into_values().collect()
    }

    fn bot_keys(&self) -> std::sync::MutexGuard<'_, BTreeSet<String>> {
        self.bots.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The names among `names` that programs play (as they came online), in their order.
    pub fn bots_among(&self, names: &[String]) -> Vec<String> {
        let bots = self.bot_keys();
        names
            .iter()
            .filter(|n| bots.contains(&n.to_lowercase()))
            .cloned()
            .collect()
    }

    /// The accounts with an open socket on this instance.
    pub fn local(&self) -> Vec<String> {
        self.lock().values().map(|(name, _)| name.clone()).collect()
    }

    /// Whether the account `name` has an open socket on any instance.
    pub fn is_online(&self, name: &str) -> bool {
        let key = name.to_lowercase();
        self.lock().contains_key(&key) || self.remotes().values().any(|n| n.contains_key(&key))
    }

    /// Notes what instance `from` told: accounts that came online there (`bots` those of them
    /// that programs play) and went.
    pub fn remote_change(
        self: &Arc<Lobby>,
        from: &str,
        joined: Vec<String>,
        left: Vec<String>,
        bots: &[String],
    ) {
        self.bot_keys()
            .extend(bots.iter().map(|n| n.to_lowercase()));
        let mut told = Vec::new();
        {
            let mut remote = self.remotes();
            let names = remote.entry(from.to_string()).or_default();
            for name in joined {
                names.insert(name.to_lowercase(), name.clone());
                told.push(name);
            }
            for name in left {
                names.remove(&name.to_lowercase());
                told.push(name);
            }
            if names.is_empty() {
                remote.remove(from);
            }
        }
        for name in told {
            let online = self.is_online(&name);
            self.changed(&name.to_lowercase(), &name, online);
        }
    }

    /// Forgets the accounts online through instance `from` (taken for dead).
    pub fn remote_gone(self: &Arc<Lobby>, from: &str) {
        let names = self.remotes().remove(from).unwrap_or_default();
        for (key, name) in names {
            if !self.is_online(&name) {
                self.changed(&key, &name, false);
            }
        }
    }

    /// Counts a socket of `name` (`bot`: an account a program plays) until the returned guard
    /// is dropped; the lobby hears when the account comes online or goes, in batches
    /// ([`ONLINE_BATCH`]).
    pub fn enter(self: &Arc<Lobby>, name: &str, bot: bool) -> Presence {
        let key = name.to_lowercase();
        if bot {
            self.bot_keys().insert(key.clone());
        }
        let first = {
            let mut online = self.lock();
            let entry = online
                .entry(key.clone())
                .or_insert_with(|| (name.to_string(), 0));
            entry.1 += 1;
            entry.1 == 1
        };
        if first {
            let bots = if bot {
                vec![name.to_string()]
            } else {
                Vec::new()
            };
            self.bus.tell_online(vec![name.to_string()], true, &bots);
            self.changed(&key, name, true);
        }
        Presence {
            lobby: self.clone(),
            key,
        }
    }

    /// Notes that `name` came online or went, and sees that a message tells it: after
    /// [`ONLINE_BATCH`] inside a Tokio runtime, else at once.
    fn changed(self: &Arc<Lobby>, key: &str, name: &str, online: bool) {
        self.changes()
            .insert(key.to_string(), (name.to_string(), online));
        if self.flush_due.swap(true, Ordering::AcqRel) {
            return;
        }
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                let lobby = self.clone();
                runtime.spawn(async move {
                    tokio::time::sleep(ONLINE_BATCH).await;
                    lobby.flush_online();
                });
            }
            Err(_) => self.flush_online(),
        }
    }

    fn changes(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, (String, bool)>> {
        self.changed.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Sends one message with every change gathered; an account that came and went within a
    /// batch is told as it ends up.
    fn flush_online(&self) {
        self.flush_due.store(false, Ordering::Release);
        let changes = std::mem::take(&mut *self.changes());
        let (mut joined, mut left) = (Vec::new(), Vec::new());
        for (name, online) in changes.into_values() {
            if online {
                joined.push(name);
            } else {
                left.push(name);
            }
        }
        // Each instance tells its own sockets, from what it knows of every instance.
        if joined.is_empty() && left.is_empty() {
            return;
        }
        {
            let mut bots = self.bot_keys();
            for name in &left {
                bots.remove(&name.to_lowercase());
            }
        }
        let bots = self.bots_among(&joined);
        if let Ok(text) = serde_json::to_string(&LobbyMessage::Online { joined, left, bots }) {
            self.publish_here(text, None);
        }
    }
}

/// An account's open socket, counted while this lives.
pub struct Presence {
    lobby: Arc<Lobby>,
    key: String,
}

impl Drop for Presence {
    fn drop(&mut self) {
        let gone = {
            let mut online = self.lobby.lock();
            match online.get_mut(&self.key) {
                Some(entry) if entry.1 > 1 => {
                    entry.1 -= 1;
                    None
                }
                Some(_) => online.remove(&self.key).map(|(name, _)| name),
                None => None,
            }
        };
        if let Some(name) = gone {
            self.lobby.bus.tell_online(vec![name.clone()], false, &[]);
            if !self.lobby.is_online(&name) {
                self.lobby.changed(&self.key, &name, false);
            }
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
        let a = lobby.enter("Ann", false);
        let b = lobby.enter("ann", false);
        assert_eq!(lobby.online(), ["Ann"]);
        assert!(lobby.is_online("ANN"));
        drop(a);
        assert!(lobby.is_online("ann"));
        drop(b);
        assert!(lobby.online().is_empty());
        // Outside a runtime each change is told at once: coming online and going, not the
        // second socket.
        let first: serde_json::Value = serde_json::from_str(&rx.try_recv().unwrap().text).unwrap();
        assert_eq!(
            first,
            serde_json::json!({"type": "online", "joined": ["Ann"], "left": [], "bots": []})
        );
        let second: serde_json::Value = serde_json::from_str(&rx.try_recv().unwrap().text).unwrap();
        assert_eq!(second["left"], serde_json::json!(["Ann"]));
        assert!(rx.try_recv().is_err());
    }

    #[tokio::test]
    async fn changes_to_who_is_online_are_told_in_one_message_per_batch() {
        let lobby = Arc::new(Lobby::new());
        let mut rx = lobby.subscribe();
        let stay = lobby.enter("Ann", false);
        let gone = lobby.enter("Bob", false);
        let _cy = lobby.enter("Cy", true);
        drop(gone);
        drop(stay);
        let _ann = lobby.enter("Ann", false);
        let batch = tokio::time::timeout(ONLINE_BATCH * 20, rx.recv())
            .await
            .unwrap()
            .unwrap();
        let batch: serde_json::Value = serde_json::from_str(&batch.text).unwrap();
        // Bob came and went; Ann went and came back: each told as it ended up; Cy is a bot.
        assert_eq!(
            batch,
            serde_json::json!({"type": "online", "joined": ["Ann", "Cy"], "left": ["Bob"], "bots": ["Cy"]})
        );
        assert!(rx.try_recv().is_err());
        assert_eq!(lobby.online(), ["Ann", "Cy"]);
    }

    #[test]
    fn a_bot_is_marked_while_online_and_its_name_not_after() {
        let lobby = Arc::new(Lobby::new());
        let mut rx = lobby.subscribe();
        let robo = lobby.enter("Robo", true);
        assert_eq!(lobby.bots_among(&["Ann".into(), "Robo".into()]), ["Robo"]);
        drop(robo);
        assert!(lobby.bots_among(&["Robo".into()]).is_empty());
        // The name taken by a person (a deleted bot's name freed) comes unmarked.
        let _person = lobby.enter("robo", false);
        let told: Vec<serde_json::Value> = std::iter::from_fn(|| rx.try_recv().ok())
            .map(|m| serde_json::from_str(&m.text).unwrap())
            .collect();
        assert_eq!(told.len(), 3, "{told:?}");
        assert_eq!(told[0]["bots"], serde_json::json!(["Robo"]));
        assert_eq!(told[2]["joined"], serde_json::json!(["robo"]));
        assert_eq!(told[2]["bots"], serde_json::json!([]));
    }

    #[test]
    fn a_message_for_some_reaches_only_them() {
        let lobby = Lobby::new();
        let mut rx = lobby.subscribe();
        lobby.publish_to(
            &LobbyMessage::SeekGone {
                id: "x",
                reason: GoneWhy::Taken,
            },
            Some(&["Ann", "Bob"]),
        );
        let out = rx.try_recv().unwrap();
        assert!(out.is_for(Some("ann")) && out.is_for(Some("BOB")));
        assert!(!out.is_for(Some("Cy")) && !out.is_for(None));
        lobby.publish(&LobbyMessage::SeekGone {
            id: "y",
            reason: GoneWhy::Cancelled,
        });
        assert!(rx.try_recv().unwrap().is_for(None));
    }
}
