//! Login attempts, limited in memory: at most [`NAME_FAILURES`] failed logins per name and
//! [`ADDRESS_FAILURES`] per client address within [`WINDOW`]; beyond that, 429
//! `too-many-attempts` until the oldest failure is out of the window. A success clears the
//! name's count.
//!
//! An attempt is counted before its password is checked ([`LoginLimiter::reserve`]) and
//! released only if it succeeds or its password is never checked: checked after, a burst of
//! simultaneous log-ins all passed the check before the first failure was counted, and 100 at
//! once tried 81 passwords against the limit of 5.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::error::ApiError;
use crate::rate::Events;

/// Failed logins allowed per name within the window.
pub const NAME_FAILURES: usize = 5;
/// Failed logins allowed per client address within the window.
pub const ADDRESS_FAILURES: usize = 20;
/// How long a failure counts.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// The login limiter the server shares: the failures of each name, and of each address.
pub struct LoginLimiter {
    state: Mutex<(Events, Events)>,
}

impl Default for LoginLimiter {
    fn default() -> LoginLimiter {
        LoginLimiter {
            state: Mutex::new((Events::new(WINDOW), Events::new(WINDOW))),
        }
    }
}

impl LoginLimiter {
    /// A limiter with no failures.
    pub fn new() -> LoginLimiter {
        LoginLimiter::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (Events, Events)> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Reserves an attempt for the name (its key) and the address, counted as a failure until
    /// it is settled; 429 `too-many-attempts` (and the seconds to wait) if either has failed,
    /// or has attempts pending, up to its limit lately.
    pub fn reserve(&self, name_key: &str, address: &str) -> Result<Attempt<'_>, ApiError> {
        let now = Instant::now();
        let mut state = self.lock();
        let (names, addresses) = &mut *state;
        let wait = names.wait(name_key, NAME_FAILURES, now).max(addresses.wait(
            address,
            ADDRESS_FAILURES,
            now,
        ));
        if let Some(wait) = wait {
            return Err(ApiError::TooManyAttempts {
                retry_after: wait.as_secs().max(1),
            });
        }
        names.add(name_key, now);
        addresses.add(address, now);
        Ok(Attempt {
            limiter: self,
            name: name_key.to_string(),
            address: address.to_string(),
            at: now,
            counted: false,
        })
    }

    /// Takes back the attempt made at `at`; with `clear_name`, every failure of the name.
    fn release(&self, name: &str, address: &str, at: Instant, clear_name: bool) {
        let mut state = self.lock();
        let (names, addresses) = &mut *state;
        if clear_name {
            names.clear(name);
        } else {
            names.remove(name, at);
        }
        addresses.remove(address, at);
    }
}

/// An attempt reserved by [`LoginLimiter::reserve`]: it counts as a failure once
/// [`Attempt::failed`]; dropped unsettled (its password never checked), it is taken back.
pub struct Attempt<'a> {
    limiter: &'a LoginLimiter,
    name: String,
    address: String,
    at: Instant,
    counted: bool,
}

impl Attempt<'_> {
    /// The password was wrong: the attempt stays counted.
    pub fn failed(mut self) {
        self.counted = true;
    }

    /// The password was right: the attempt is taken back and the name's failures cleared.
    pub fn succeeded(mut self) {
        self.counted = true;
        self.limiter
            .release(&self.name, &self.address, self.at, true);
    }
}

impl Drop for Attempt<'_> {
    fn drop(&mut self) {
        if !self.counted {
            self.limiter
                .release(&self.name, &self.address, self.at, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_failures_on_a_name_lock_it_and_a_success_clears_it() {
        let l = LoginLimiter::new();
        for _ in 0..NAME_FAILURES {
            l.reserve("ann", "1.2.3.4").unwrap().failed();
        }
        let e = l.reserve("ann", "5.6.7.8").err().unwrap();
        assert!(matches!(e, ApiError::TooManyAttempts { retry_after } if retry_after > 0));
        assert!(l.reserve("bob", "1.2.3.4").is_ok());
        l.lock().0.clear("ann");
        l.reserve("ann", "1.2.3.4").unwrap().failed();
        l.reserve("ann", "1.2.3.4").unwrap().succeeded();
        for _ in 0..NAME_FAILURES {
            l.reserve("ann", "1.2.3.4").unwrap().failed();
        }
    }

    #[test]
    fn an_address_is_limited_across_names() {
        let l = LoginLimiter::new();
        for i in 0..ADDRESS_FAILURES {
            l.reserve(&format!("name{i}"), "9.9.9.9").unwrap().failed();
        }
        assert!(l.reserve("someone", "9.9.9.9").is_err());
        assert!(l.reserve("someone", "9.9.9.8").is_ok());
    }

    #[test]
    fn pending_attempts_count_so_a_burst_gets_the_limit_only() {
        let l = LoginLimiter::new();
        let pending: Vec<_> = (0..100)
            .filter_map(|_| l.reserve("ann", "1.2.3.4").ok())
            .collect();
        assert_eq!(pending.len(), NAME_FAILURES);
        // Attempts never checked (the server was busy) are taken back.
        drop(pending);
        let held: Vec<_> = (0..NAME_FAILURES)
            .map(|_| l.reserve("ann", "1.2.3.4").unwrap())
            .collect();
        assert!(l.reserve("ann", "1.2.3.4").is_err());
        // A success frees its own place at the address and clears the name.
        let mut held = held.into_iter();
        held.next().unwrap().succeeded();
        for a in held {
            a.failed();
        }
        assert!(l.reserve("ann", "1.2.3.4").is_ok());
        assert_eq!(l.lock().1.count("1.2.3.4"), NAME_FAILURES - 1);
    }
}
