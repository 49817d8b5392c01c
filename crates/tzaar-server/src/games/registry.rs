//! The games in memory, by id, and which of them can be dropped when there are too many.

use std::collections::HashMap;
use std::sync::Arc;

use super::live::GameHandle;

/// The games in memory.
pub struct Registry {
    games: std::sync::Mutex<HashMap<String, Arc<GameHandle>>>,
    cap: usize,
}

impl Registry {
    /// An empty registry that drops idle games when it holds more than `cap`.
    pub fn new(cap: usize) -> Registry {
        Registry {
            games: std::sync::Mutex::new(HashMap::new()),
            cap,
        }
    }

    /// Game `id` if it is in memory (never read from the archive).
    pub fn loaded(&self, id: &str) -> Option<Arc<GameHandle>> {
        self.lock().get(id).cloned()
    }

    /// Every game in memory.
    pub fn all(&self) -> Vec<Arc<GameHandle>> {
        self.lock().values().cloned().collect()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<GameHandle>>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Adds a game, or returns the one already there under its id. Past the cap, first drops
    /// the games nobody holds: no request, socket, engine search or clock timer (all of them
    /// keep a reference), so nothing can be changing them; the archive has them whole.
    pub(super) fn insert(&self, handle: Arc<GameHandle>) -> Arc<GameHandle> {
        let mut games = self.lock();
        if games.len() >= self.cap {
            games.retain(|_, h| Arc::strong_count(h) > 1 || h.tx.receiver_count() > 0);
        }
        games.entry(handle.id.clone()).or_insert(handle).clone()
    }

    /// Games in memory.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no game is in memory.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
