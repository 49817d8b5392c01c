//! Several server instances over one archive. Everything that lasts is in the archive; what
//! only lives in memory travels between instances through the archive's notifications (see
//! [`Store::listen`](crate::store::Store::listen)):
//!
//! - a stored change of a game (the archive tells it itself): an instance holding the game
//!   reads it again and pushes it to its sockets;
//! - a chat message, and each instance's connections to a game's seats (its presence);
//! - the lobby's messages, and who came online or went on each instance;
//! - that an instance is alive: an instance not heard from for [`SILENT_AFTER`] is taken
//!   for dead, and its connections are forgotten.
//!
//! [`Bus`] sends; [`crate::relay`] listens and acts. With an archive only one
//! process uses (SQLite), the bus stays idle and nothing here runs.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use crate::store::{INSTANCE_CHANNEL, LOBBY_CHANNEL, TABLE_CHANNEL};

/// How often an instance says it is alive.
pub const HEARTBEAT: Duration = Duration::from_secs(2);
/// How long an instance may stay silent before the others take it for dead.
pub const SILENT_AFTER: Duration = Duration::from_secs(8);
/// The most names an `online` note carries (a notification holds under 8000 bytes).
pub(crate) const NAMES_PER_NOTE: usize = 100;

/// What one instance tells the others (besides the games' changes, which the archive tells).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Note {
    /// A chat message of a game.
    Chat {
        /// The game's id.
        game: String,
        /// The socket message that carries it, as this instance sent it to the game's sockets.
        message: String,
    },
    /// The sender's connections to White's and Black's seats of a game.
    Seats {
        /// The game's id.
        game: String,
        /// Connections to each seat.
        seats: [usize; 2],
    },
    /// Asks the instances with connections to a game's seats to tell them ([`Note::Seats`]).
    Who {
        /// The game's id.
        game: String,
    },
    /// A message for the lobby's sockets.
    Lobby {
        /// The accounts it is for (names in lower case); `None`: everyone.
        to: Option<Vec<String>>,
        /// The JSON text.
        text: String,
    },
    /// Accounts that came online or went on the sender (their first or last socket there).
    Online {
        /// Names that came.
        joined: Vec<String>,
        /// Names that went.
        left: Vec<String>,
        /// The names among `joined` that programs play.
        #[serde(default)]
        bots: Vec<String>,
    },
    /// Sessions ended on the sender: their sockets close everywhere.
    SessionsEnded {
        /// Which.
        ended: crate::accounts::sessions::Ended,
    },
    /// A bot's stream opened on the sender at `at` (ms since the epoch): an older one of the
    /// same bot elsewhere ends, so that a bot has one stream.
    BotStream {
        /// The bot's name in lower case.
        name: String,
        /// When the stream opened.
        at: i64,
    },
    /// A new instance, or one that lost the archive for a while: tell it what you have.
    Hello,
    /// The sender is alive.
    Alive,
}

impl Note {
    fn channel(&self) -> &'static str {
        match self {
            Note::Chat { .. } | Note::Seats { .. } | Note::Who { .. } => TABLE_CHANNEL,
            Note::Lobby { .. }
            | Note::Online { .. }
            | Note::SessionsEnded { .. }
            | Note::BotStream { .. } => LOBBY_CHANNEL,
            Note::Hello | Note::Alive => INSTANCE_CHANNEL,
        }
    }
}

/// A note with its sender, as sent.
#[derive(Serialize, Deserialize, Debug)]
pub(crate) struct Envelope {
    pub(crate) from: String,
    #[serde(flatten)]
    pub(crate) note: Note,
}

/// What this instance tells the others. Idle (telling nobody) until the instance joins a
/// cluster.
pub struct Bus {
    pub(crate) me: String,
    pub(crate) out: OnceLock<mpsc::UnboundedSender<(&'static str, String)>>,
}

impl Default for Bus {
    fn default() -> Bus {
        Bus::new()
    }
}

impl Bus {
    /// An idle bus with a new random name for this instance.
    pub fn new() -> Bus {
        let mut bytes = [0u8; 6];
        let _ = getrandom::fill(&mut bytes);
        Bus {
            me: bytes.iter().map(|b| format!("{b:02x}")).collect(),
            out: OnceLock::new(),
        }
    }

    /// This instance's name.
    pub fn me(&self) -> &str {
        &self.me
    }

    /// Whether other instances may be listening.
    pub fn is_active(&self) -> bool {
        self.out.get().is_some()
    }

    /// Tells the other instances `note` (nothing while idle).
    pub fn tell(&self, note: Note) {
        let Some(out) = self.out.get() else {
            return;
        };
        let channel = note.channel();
        let envelope = Envelope {
            from: self.me.clone(),
            note,
        };
        if let Ok(text) = serde_json::to_string(&envelope) {
            let _ = out.send((channel, text));
        }
    }

    /// Tells the names `names` came online (`joined`) or went, in notes small enough to send;
    /// `bots` names those of them that programs play.
    pub fn tell_online(&self, names: Vec<String>, joined: bool, bots: &[String]) {
        for chunk in names.chunks(NAMES_PER_NOTE) {
            let (joined, left) = if joined {
                (chunk.to_vec(), Vec::new())
            } else {
                (Vec::new(), chunk.to_vec())
            };
            let bots = joined
                .iter()
                .filter(|n| bots.contains(n))
                .cloned()
                .collect();
            self.tell(Note::Online { joined, left, bots });
        }
    }
}

/// When each other instance was last heard from.
#[derive(Default)]
pub struct Peers {
    heard: Mutex<HashMap<String, i64>>,
}

impl Peers {
    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, i64>> {
        self.heard.lock().unwrap_or_else(|p| p.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_reads_back_as_sent_and_fits_a_notification() {
        let note = Note::Online {
            joined: vec!["x".repeat(24); NAMES_PER_NOTE],
            left: Vec::new(),
            bots: vec!["x".repeat(24); NAMES_PER_NOTE],
        };
        let text = serde_json::to_string(&Envelope {
            from: "abc".into(),
            note: note.clone(),
        })
        .unwrap();
        assert!(text.len() < 8000, "{}", text.len());
        let back: Envelope = serde_json::from_str(&text).unwrap();
        assert_eq!((back.from.as_str(), back.note), ("abc", note));
        let bus = Bus::new();
        assert_eq!(bus.me().len(), 12);
        assert!(!bus.is_active());
        bus.tell(Note::Alive);
    }
}
