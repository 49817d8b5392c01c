//! Counting events per key (a client's address, an account, a name) over a sliding window, in
//! memory: the login limiter's failures, and the rate limits of costly or floodable requests
//! (imports, new games).

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::error::ApiError;

/// Keys kept before stale ones are swept, so that many keys cannot grow the map without end.
const SWEEP_AT: usize = 10_000;

/// The events of each key within a window, oldest first.
#[derive(Debug)]
pub struct Events {
    window: Duration,
    keys: HashMap<String, VecDeque<Instant>>,
}

impl Events {
    /// No events yet; each counts for `window`.
    pub fn new(window: Duration) -> Events {
        Events {
            window,
            keys: HashMap::new(),
        }
    }

    /// How long until `key` has fewer than `limit` events in the window, if it has `limit`.
    pub fn wait(&mut self, key: &str, limit: usize, now: Instant) -> Option<Duration> {
        let window = self.window;
        let times = self.keys.get_mut(key)?;
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= window)
        {
            times.pop_front();
        }
        if times.len() < limit {
            return None;
        }
        let oldest = *times.front()?;
        Some(window.saturating_sub(now.duration_since(oldest)))
    }

    /// Counts an event of `key` at `now`.
    pub fn add(&mut self, key: &str, now: Instant) {
        if self.keys.len() >= SWEEP_AT {
            let window = self.window;
            self.keys
                .retain(|_, t| t.back().is_some_and(|t| now.duration_since(*t) < window));
        }
        self.keys.entry(key.to_string()).or_default().push_back(now);
    }

    /// Takes back one event of `key` counted at `at`.
    pub fn remove(&mut self, key: &str, at: Instant) {
        if let Some(times) = self.keys.get_mut(key) {
            if let Some(i) = times.iter().rposition(|t| *t == at) {
                times.remove(i);
            }
            if times.is_empty() {
                self.keys.remove(key);
            }
        }
    }

    /// Forgets every event of `key`.
    pub fn clear(&mut self, key: &str) {
        self.keys.remove(key);
    }

    /// The events of `key` counted (including those past the window not yet dropped).
    pub fn count(&self, key: &str) -> usize {
        self.keys.get(key).map_or(0, VecDeque::len)
    }
}

/// At most `max` requests of one kind per key within a window; beyond that, 429 with the
/// kind's code and `Retry-After`.
#[derive(Debug)]
pub struct RateLimit {
    max: usize,
    code: &'static str,
    what: &'static str,
    events: Mutex<Events>,
}

impl RateLimit {
    /// `max` requests per `window` for each key; refusals say `code` and that too many `what`
    /// came (for example `too-many-imports`, "imports").
    pub fn new(max: usize, window: Duration, code: &'static str, what: &'static str) -> RateLimit {
        RateLimit {
            max,
            code,
            what,
            events: Mutex::new(Events::new(window)),
        }
    }

    /// Counts a request of `key`, or refuses it (and counts nothing) if `key` is at the limit.
    pub fn take(&self, key: &str) -> Result<(), ApiError> {
        let now = Instant::now();
        let mut events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(wait) = events.wait(key, self.max, now) {
            let retry_after = wait.as_secs().max(1);
            return Err(ApiError::TooManyRequests {
                code: self.code,
                message: format!(
                    "too many {} from here lately (at most {} per {} minutes): try again in \
                     {retry_after} s",
                    self.what,
                    self.max,
                    events.window.as_secs() / 60
                ),
                retry_after,
            });
        }
        events.add(key, now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_at_its_limit_waits_and_others_do_not() {
        let limit = RateLimit::new(3, Duration::from_secs(600), "too-many-x", "x");
        for _ in 0..3 {
            limit.take("a").unwrap();
        }
        let e = limit.take("a").unwrap_err();
        assert_eq!(
            (crate::api::errors::status(&e).as_u16(), e.code()),
            (429, "too-many-x")
        );
        assert!(matches!(e, ApiError::TooManyRequests { retry_after, .. } if retry_after > 590));
        limit.take("b").unwrap();
    }

    #[test]
    fn events_leave_the_window() {
        let mut events = Events::new(Duration::from_secs(10));
        let t = Instant::now();
        events.add("k", t);
        events.add("k", t + Duration::from_secs(5));
        assert_eq!(
            events.wait("k", 2, t + Duration::from_secs(6)),
            Some(Duration::from_secs(4))
        );
        assert_eq!(events.wait("k", 2, t + Duration::from_secs(10)), None);
        events.remove("k", t + Duration::from_secs(5));
        assert_eq!(events.count("k"), 0);
    }
}
