//! Login attempts, limited in memory: at most [`NAME_FAILURES`] failed logins per name and
//! [`ADDRESS_FAILURES`] per client address within [`WINDOW`]; beyond that, 429
//! `too-many-attempts` until the oldest failure is out of the window. A success clears the
//! name's count.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::error::ApiError;

/// Failed logins allowed per name within the window.
pub const NAME_FAILURES: usize = 5;
/// Failed logins allowed per client address within the window.
pub const ADDRESS_FAILURES: usize = 20;
/// How long a failure counts.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Keys kept before stale ones are swept.
const SWEEP_AT: usize = 10_000;

/// The failures of each key (a name or an address), oldest first.
#[derive(Default)]
struct Failures(HashMap<String, VecDeque<Instant>>);

impl Failures {
    /// How long until `key` may try again, if it is at `limit`.
    fn wait(&mut self, key: &str, limit: usize, now: Instant) -> Option<Duration> {
        let times = self.0.get_mut(key)?;
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= WINDOW)
        {
            times.pop_front();
        }
        if times.len() < limit {
            return None;
        }
        let oldest = *times.front()?;
        Some(WINDOW.saturating_sub(now.duration_since(oldest)))
    }

    fn add(&mut self, key: &str, now: Instant) {
        if self.0.len() >= SWEEP_AT {
            self.0
                .retain(|_, t| t.back().is_some_and(|t| now.duration_since(*t) < WINDOW));
        }
        self.0.entry(key.to_string()).or_default().push_back(now);
    }
}

/// The login limiter the server shares.
#[derive(Default)]
pub struct LoginLimiter {
    state: Mutex<(Failures, Failures)>,
}

impl LoginLimiter {
    /// A limiter with no failures.
    pub fn new() -> LoginLimiter {
        LoginLimiter::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (Failures, Failures)> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Refuses with 429 `too-many-attempts` (and the seconds to wait) if the name (its key)
    /// or the address has failed too often lately.
    pub fn check(&self, name_key: &str, address: &str) -> Result<(), ApiError> {
        let now = Instant::now();
        let mut state = self.lock();
        let (names, addresses) = &mut *state;
        let wait = names.wait(name_key, NAME_FAILURES, now).max(addresses.wait(
            address,
            ADDRESS_FAILURES,
            now,
        ));
        match wait {
            None => Ok(()),
            Some(wait) => Err(ApiError::TooManyAttempts {
                retry_after: wait.as_secs().max(1),
            }),
        }
    }

    /// Counts a failed login.
    pub fn failed(&self, name_key: &str, address: &str) {
        let now = Instant::now();
        let mut state = self.lock();
        state.0.add(name_key, now);
        state.1.add(address, now);
    }

    /// Clears the name's failures after a successful login.
    pub fn succeeded(&self, name_key: &str) {
        self.lock().0.0.remove(name_key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_failures_on_a_name_lock_it_and_a_success_clears_it() {
        let l = LoginLimiter::new();
        for _ in 0..NAME_FAILURES {
            assert!(l.check("ann", "1.2.3.4").is_ok());
            l.failed("ann", "1.2.3.4");
        }
        let e = l.check("ann", "5.6.7.8").unwrap_err();
        assert!(matches!(e, ApiError::TooManyAttempts { retry_after } if retry_after > 0));
        assert!(l.check("bob", "1.2.3.4").is_ok());
        l.succeeded("ann");
        assert!(l.check("ann", "1.2.3.4").is_ok());
    }

    #[test]
    fn an_address_is_limited_across_names() {
        let l = LoginLimiter::new();
        for i in 0..ADDRESS_FAILURES {
            l.failed(&format!("name{i}"), "9.9.9.9");
        }
        assert!(l.check("someone", "9.9.9.9").is_err());
        assert!(l.check("someone", "9.9.9.8").is_ok());
    }
}
