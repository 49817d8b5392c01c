//! What is kept in memory for each seat of a live game, and never archived: who is
//! connected to it ([`Presence`]) and its recent chat messages ([`ChatLimit`]).

use std::collections::{BTreeMap, VecDeque};
use std::time::{Duration, Instant};

use tzaar_core::Color;

use crate::dates::now_ms;

/// The live connections to each seat of a game, on this instance and on the other instances
/// sharing the archive (as they told), and when each seat was last connected. Kept in memory
/// only: a game loaded after a restart counts both sides as gone since it was loaded.
#[derive(Clone, Debug)]
pub struct Presence {
    connections: [usize; 2],
    /// The connections other instances told of, by instance.
    remote: BTreeMap<String, [usize; 2]>,
    last_seen: [i64; 2],
    /// How long (ms) the side to act of a real-time game must be gone before the win can be
    /// claimed: the server's claim time.
    pub(super) claim_after: i64,
}

/// The claim time of a [`Presence`] that was not told the server's: 60 s.
const DEFAULT_CLAIM_AFTER_MS: i64 = 60_000;

impl Presence {
    /// Nobody connected, as of now.
    pub fn new() -> Presence {
        let now = now_ms();
        Presence {
            connections: [0; 2],
            remote: BTreeMap::new(),
            last_seen: [now; 2],
            claim_after: DEFAULT_CLAIM_AFTER_MS,
        }
    }

    /// Sets the absence after which the side to act of a real-time game can be claimed against.
    pub fn set_claim_after(&mut self, after: Duration) {
        self.claim_after = i64::try_from(after.as_millis()).unwrap_or(i64::MAX);
    }

    /// A connection to `c`'s seat opened.
    pub fn connect(&mut self, c: Color) {
        self.connections[c.index()] += 1;
    }

    /// A connection to `c`'s seat closed at `now`.
    pub fn disconnect(&mut self, c: Color, now: i64) {
        let here = self.seats();
        let n = &mut self.connections[c.index()];
        *n = n.saturating_sub(1);
        self.note_gone(here, now);
    }

    /// This instance's connections to White's and Black's seats.
    pub fn local(&self) -> [usize; 2] {
        self.connections
    }

    /// Sets the connections instance `from` has to each seat, as it told at `now`; `true` if
    /// that changes who is here.
    pub fn set_remote(&mut self, from: &str, seats: [usize; 2], now: i64) -> bool {
        let here = self.seats();
        if seats == [0, 0] {
            self.remote.remove(from);
        } else {
            self.remote.insert(from.to_string(), seats);
        }
        self.note_gone(here, now)
    }

    /// Whether each seat has a live connection anywhere.
    fn seats(&self) -> [bool; 2] {
        [0, 1].map(|i| self.connections[i] > 0 || self.remote.values().any(|counts| counts[i] > 0))
    }

    /// Notes the seats that were `here` and no longer are as gone at `now`; `true` if any
    /// seat came or went.
    fn note_gone(&mut self, here: [bool; 2], now: i64) -> bool {
        let after = self.seats();
        for i in 0..2 {
            if here[i] && !after[i] {
                self.last_seen[i] = now;
            }
        }
        here != after
    }

    /// Whether `c`'s seat has a live connection.
    pub fn here(&self, c: Color) -> bool {
        self.seats()[c.index()]
    }

    /// How long `c` has been gone at `now` (`None` while connected).
    pub fn gone_for(&self, c: Color, now: i64) -> Option<i64> {
        (!self.here(c)).then(|| now.saturating_sub(self.last_seen[c.index()]).max(0))
    }
}

impl Default for Presence {
    fn default() -> Presence {
        Presence::new()
    }
}

/// The most messages a seat may send within [`CHAT_WINDOW`].
pub const CHAT_BURST: usize = 5;
/// The window of the chat's rate limit.
pub const CHAT_WINDOW: Duration = Duration::from_secs(10);

/// Each seat's recent messages, for the rate limit (kept in memory only).
#[derive(Debug, Default)]
pub struct ChatLimit {
    recent: std::sync::Mutex<[VecDeque<Instant>; 2]>,
}

impl ChatLimit {
    /// Whether `side` may send a message at `now`; if so, counts it.
    pub fn admit(&self, side: Color, now: Instant) -> bool {
        let mut recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        let sent = &mut recent[side.index()];
        while sent
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= CHAT_WINDOW)
        {
            sent.pop_front();
        }
        if sent.len() >= CHAT_BURST {
            return false;
        }
        sent.push_back(now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_limit_counts_each_seat_within_its_window() {
        let limit = ChatLimit::default();
        let t0 = Instant::now();
        for _ in 0..CHAT_BURST {
            assert!(limit.admit(Color::White, t0));
        }
        assert!(!limit.admit(Color::White, t0 + Duration::from_secs(1)));
        assert!(limit.admit(Color::Black, t0));
        assert!(limit.admit(Color::White, t0 + CHAT_WINDOW));
    }

    #[test]
    fn presence_counts_connections() {
        let mut p = Presence::new();
        let t = p.last_seen[0];
        assert_eq!(p.gone_for(Color::White, t + 10), Some(10));
        p.connect(Color::White);
        p.connect(Color::White);
        p.disconnect(Color::White, t + 20);
        assert!(p.here(Color::White) && !p.here(Color::Black));
        assert_eq!(p.gone_for(Color::White, t + 30), None);
        p.disconnect(Color::White, t + 40);
        assert_eq!(p.gone_for(Color::White, t + 50), Some(10));
    }

    #[test]
    fn a_seat_connected_through_another_instance_is_here() {
        let mut p = Presence::new();
        let t = p.last_seen[0];
        assert!(p.set_remote("b", [0, 1], t + 5));
        assert!(p.here(Color::Black) && !p.here(Color::White));
        p.connect(Color::Black);
        // Still here through this instance when the other one's connection goes.
        assert!(!p.set_remote("b", [0, 0], t + 10));
        assert_eq!(p.gone_for(Color::Black, t + 20), None);
        p.disconnect(Color::Black, t + 30);
        assert_eq!(p.gone_for(Color::Black, t + 50), Some(20));
        assert!(p.set_remote("c", [2, 0], t + 60));
        assert!(p.set_remote("c", [0, 0], t + 70));
        assert_eq!(p.gone_for(Color::White, t + 75), Some(5));
        assert_eq!(p.local(), [0, 0]);
    }
}
