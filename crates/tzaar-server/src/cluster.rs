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
//! [`Bus`] sends; [`AppState::join_cluster`] listens and acts. With an archive only one
//! process uses (SQLite), the bus stays idle and nothing here runs.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use crate::AppState;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::{ChatMessage, chat_message};
use crate::store::{GAME_CHANNEL, Heard, INSTANCE_CHANNEL, LOBBY_CHANNEL, TABLE_CHANNEL};

/// How often an instance says it is alive.
pub const HEARTBEAT: Duration = Duration::from_secs(2);
/// How long an instance may stay silent before the others take it for dead.
pub const SILENT_AFTER: Duration = Duration::from_secs(8);
/// The most names an `online` note carries (a notification holds under 8000 bytes).
const NAMES_PER_NOTE: usize = 100;

/// What one instance tells the others (besides the games' changes, which the archive tells).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Note {
    /// A chat message of a game.
    Chat {
        /// The game's id.
        game: String,
        /// The message.
        message: ChatMessage,
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
    },
    /// Sessions ended on the sender: their sockets close everywhere.
    SessionsEnded {
        /// Which.
        ended: crate::accounts::sessions::Ended,
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
            Note::Lobby { .. } | Note::Online { .. } | Note::SessionsEnded { .. } => LOBBY_CHANNEL,
            Note::Hello | Note::Alive => INSTANCE_CHANNEL,
        }
    }
}

/// A note with its sender, as sent.
#[derive(Serialize, Deserialize, Debug)]
struct Envelope {
    from: String,
    #[serde(flatten)]
    note: Note,
}

/// What this instance tells the others. Idle (telling nobody) until the instance joins a
/// cluster.
pub struct Bus {
    me: String,
    out: OnceLock<mpsc::UnboundedSender<(&'static str, String)>>,
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

    /// Tells the names `names` came online (`joined`) or went, in notes small enough to send.
    pub fn tell_online(&self, names: Vec<String>, joined: bool) {
        for chunk in names.chunks(NAMES_PER_NOTE) {
            let (joined, left) = if joined {
                (chunk.to_vec(), Vec::new())
            } else {
                (Vec::new(), chunk.to_vec())
            };
            self.tell(Note::Online { joined, left });
        }
    }
}

/// When each other instance was last heard from.
#[derive(Default)]
pub struct Peers {
    heard: Mutex<HashMap<String, i64>>,
}

impl Peers {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, i64>> {
        self.heard.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl AppState {
    /// Joins the other instances sharing the archive, if it is one they can share: starts
    /// sending this instance's notes, hearing theirs, saying it is alive and forgetting the
    /// instances that fall silent. `false` (nothing started) for an archive only one process
    /// uses.
    pub async fn join_cluster(&self) -> Result<bool, ApiError> {
        let Some(heard) = self.blocking(|s| s.listen()).await? else {
            return Ok(false);
        };
        let (out_tx, out_rx) = mpsc::unbounded_channel();
        if self.inner.bus.out.set(out_tx).is_err() {
            return Ok(true);
        }
        tokio::spawn(self.clone().send_notes(out_rx));
        let (in_tx, mut in_rx) = mpsc::unbounded_channel();
        std::thread::Builder::new()
            .name("tzaar-listen".into())
            .spawn(move || {
                while let Ok(h) = heard.recv() {
                    if in_tx.send(h).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| ApiError::Internal(format!("cannot start the listener: {e}")))?;
        let state = self.clone();
        tokio::spawn(async move {
            while let Some(h) = in_rx.recv().await {
                state.hear(h).await;
            }
        });
        let state = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(HEARTBEAT);
            loop {
                tick.tick().await;
                state.inner.bus.tell(Note::Alive);
                state.forget_silent().await;
            }
        });
        self.inner.bus.tell(Note::Hello);
        Ok(true)
    }

    /// Sends the queued notes through the archive, in order, several per blocking call.
    async fn send_notes(self, mut rx: mpsc::UnboundedReceiver<(&'static str, String)>) {
        while let Some(first) = rx.recv().await {
            let mut batch = vec![first];
            while batch.len() < 64
                && let Ok(next) = rx.try_recv()
            {
                batch.push(next);
            }
            let sent = self
                .blocking(move |s| {
                    for (channel, text) in &batch {
                        s.notify(channel, text)?;
                    }
                    Ok(())
                })
                .await;
            if let Err(e) = sent {
                tracing::warn!(%e, "cannot tell the other instances");
            }
        }
    }

    /// Acts on what was heard.
    async fn hear(&self, heard: Heard) {
        let (channel, payload) = match heard {
            Heard::Reconnected => {
                // Whatever was told meanwhile was missed: read every game in memory again and
                // ask the others what they have.
                for handle in self.inner.registry.all() {
                    let mut live = handle.live.lock().await;
                    if let Err(e) = self.reload(&handle, &mut live).await {
                        tracing::warn!(game = %handle.id, %e, "cannot read a game again");
                    }
                }
                self.inner.bus.tell(Note::Hello);
                return;
            }
            Heard::Message { channel, payload } => (channel, payload),
        };
        if channel == GAME_CHANNEL {
            self.game_changed(&payload);
            return;
        }
        let Ok(Envelope { from, note }) = serde_json::from_str::<Envelope>(&payload) else {
            tracing::warn!(%channel, "an unreadable note from another instance");
            return;
        };
        if from == self.inner.bus.me {
            return;
        }
        self.inner.peers.lock().insert(from.clone(), now_ms());
        match note {
            Note::Chat { game, message } => {
                if let Some(handle) = self.inner.registry.loaded(&game)
                    && handle.tx.receiver_count() > 0
                {
                    let _ = handle.tx.send(chat_message(&message));
                }
            }
            Note::Seats { game, seats } => {
                if let Some(handle) = self.inner.registry.loaded(&game) {
                    let mut live = handle.live.lock().await;
                    if live.presence.set_remote(&from, seats, now_ms()) {
                        handle.publish(&live);
                    }
                }
            }
            Note::Who { game } => {
                if let Some(handle) = self.inner.registry.loaded(&game) {
                    let seats = handle.live.lock().await.presence.local();
                    if seats != [0, 0] {
                        self.inner.bus.tell(Note::Seats { game, seats });
                    }
                }
            }
            Note::Lobby { to, text } => self.inner.lobby.publish_here(text, to),
            Note::Online { joined, left } => self.inner.lobby.remote_change(&from, joined, left),
            Note::Hello => {
                for handle in self.inner.registry.all() {
                    let seats = handle.live.lock().await.presence.local();
                    if seats != [0, 0] {
                        let game = handle.id.clone();
                        self.inner.bus.tell(Note::Seats { game, seats });
                    }
                }
                self.inner.bus.tell_online(self.inner.lobby.local(), true);
            }
            Note::SessionsEnded { ended } => {
                let _ = self.inner.ended_sessions.send(ended);
            }
            Note::Alive => {}
        }
    }

    /// A game changed in the archive (`<id> <version>`): if it is in memory at an older
    /// version, it is read again.
    fn game_changed(&self, payload: &str) {
        let mut parts = payload.split(' ');
        let (Some(id), Some(Ok(version))) = (parts.next(), parts.next().map(str::parse::<i64>))
        else {
            tracing::warn!(%payload, "an unreadable game notification");
            return;
        };
        let Some(handle) = self.inner.registry.loaded(id) else {
            return;
        };
        let state = self.clone();
        tokio::spawn(async move {
            let mut live = handle.live.lock().await;
            if live.meta.version < version
                && let Err(e) = state.reload(&handle, &mut live).await
            {
                tracing::warn!(game = %handle.id, %e, "cannot read a changed game again");
            }
        });
    }

    /// Forgets the instances not heard from for [`SILENT_AFTER`]: their connections to games
    /// and the lobby no longer count.
    async fn forget_silent(&self) {
        let now = now_ms();
        let limit = i64::try_from(SILENT_AFTER.as_millis()).unwrap_or(i64::MAX);
        let gone: Vec<String> = {
            let mut peers = self.inner.peers.lock();
            let gone: Vec<String> = peers
                .iter()
                .filter(|(_, at)| now - **at > limit)
                .map(|(name, _)| name.clone())
                .collect();
            gone.iter().for_each(|name| {
                peers.remove(name);
            });
            gone
        };
        for name in gone {
            tracing::warn!(instance = %name, "an instance fell silent: its connections are forgotten");
            self.inner.lobby.remote_gone(&name);
            for handle in self.inner.registry.all() {
                let mut live = handle.live.lock().await;
                if live.presence.set_remote(&name, [0, 0], now) {
                    handle.publish(&live);
                }
            }
        }
    }

    /// Tells the other instances this instance's connections to game `game`'s seats.
    pub fn tell_seats(&self, game: &str, seats: [usize; 2]) {
        self.inner.bus.tell(Note::Seats {
            game: game.to_string(),
            seats,
        });
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
