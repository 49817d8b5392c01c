//! Login attempts and sign-ups, limited. Login attempts: at most [`NAME_FAILURES`] failed log-ins per name and
//! [`ADDRESS_FAILURES`] per client address within [`WINDOW`]; beyond that, 429
//! `too-many-attempts` until the oldest failure is out of the window. A success clears the
//! name's count. The same limit covers the old password of a password change.
//!
//! An attempt is counted before its password is checked ([`LoginLimiter::reserve`]) and
//! taken back only if it succeeds or its password is never checked: checked after, a burst
//! of simultaneous log-ins all passed the check before the first failure was counted, and
//! 100 at once tried 81 passwords against the limit of 5. The attempts are kept in the
//! archive ([`crate::store::Store::reserve_login`]), so that the limit survives a restart and
//! holds across every instance sharing a PostgreSQL archive.

use std::sync::Arc;
use std::time::Duration;

use crate::error::{ApiError, on_archive};
use crate::store::{AttemptLimits, EventLimit, Reserved, Store, StoreError};

/// Failed logins allowed per name within the window.
pub const NAME_FAILURES: u32 = 5;
/// Failed logins allowed per client address within the window.
pub const ADDRESS_FAILURES: u32 = 20;
/// How long a failure counts.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

/// The limits the server applies.
pub const LIMITS: AttemptLimits = AttemptLimits {
    window_ms: WINDOW.as_millis() as i64,
    per_name: NAME_FAILURES,
    per_address: ADDRESS_FAILURES,
};

/// The login limiter: reserves attempts in the archive and settles them.
pub struct LoginLimiter {
    store: Arc<Store>,
    limits: AttemptLimits,
}

impl LoginLimiter {
    /// A limiter keeping its attempts in `store`, under `limits`.
    pub fn new(store: Arc<Store>, limits: AttemptLimits) -> LoginLimiter {
        LoginLimiter { store, limits }
    }

    /// Reserves an attempt for the name (its key) and the address, counted as a failure until
    /// it is settled; 429 `too-many-attempts` (and the seconds to wait) if either has failed,
    /// or has attempts pending, up to its limit lately.
    pub async fn reserve(&self, name_key: &str, address: &str) -> Result<Attempt, ApiError> {
        let (name, addr, limits) = (name_key.to_string(), address.to_string(), self.limits);
        let reserved = on_archive(&self.store, move |s| {
            s.reserve_login(&name, &addr, crate::dates::now_ms(), &limits)
        })
        .await?;
        match reserved {
            Reserved::Wait(ms) => Err(ApiError::TooManyAttempts {
                retry_after: u64::try_from(ms).unwrap_or(0).div_ceil(1000).max(1),
            }),
            Reserved::Attempt(id) => Ok(Attempt {
                reservation: Reservation {
                    store: Some(self.store.clone()),
                    id,
                    what: "a login attempt never checked",
                    release: Store::release_login,
                },
                name: name_key.to_string(),
            }),
        }
    }
}

/// An attempt reserved by [`LoginLimiter::reserve`]: it stays counted as a failure once
/// [`Attempt::failed`]; dropped unsettled (its password never checked), it is taken back.
pub struct Attempt {
    reservation: Reservation,
    name: String,
}

impl Attempt {
    /// The password was wrong: the attempt stays counted.
    pub fn failed(mut self) {
        self.reservation.settle();
    }

    /// The password was right: the attempt is taken back and the name's failures cleared.
    pub async fn succeeded(mut self) -> Result<(), ApiError> {
        let Some(store) = self.reservation.settle() else {
            return Ok(());
        };
        let (id, name) = (self.reservation.id, self.name);
        on_archive(&store, move |s| s.login_succeeded(id, &name)).await
    }
}

/// Something counted in the archive under `id` ahead of its outcome: once settled it is left
/// to the owner; dropped unsettled, it is taken back with `release`.
struct Reservation {
    /// The archive, until the reservation is settled.
    store: Option<Arc<Store>>,
    id: i64,
    /// What is reserved, for the log if it cannot be taken back.
    what: &'static str,
    release: fn(&Store, i64) -> Result<(), StoreError>,
}

impl Reservation {
    /// Settles the reservation: it is no longer taken back. The archive, if it was unsettled.
    fn settle(&mut self) -> Option<Arc<Store>> {
        self.store.take()
    }

    /// Takes the reservation back now, answering once the archive has (so that the client's
    /// next request already finds it gone).
    async fn take_back(mut self) {
        if let Some(store) = self.settle() {
            release(store, self.id, self.what, self.release).await;
        }
    }
}

impl Drop for Reservation {
    /// Takes an unsettled reservation back in the background (a request cut short, the
    /// hashing busy), not on the async thread that drops it; outside a runtime, at once.
    fn drop(&mut self) {
        let Some(store) = self.settle() else {
            return;
        };
        let (id, what, release_with) = (self.id, self.what, self.release);
        match tokio::runtime::Handle::try_current() {
            Ok(handle) => drop(handle.spawn(release(store, id, what, release_with))),
            Err(_) => {
                if let Err(e) = release_with(&store, id) {
                    tracing::warn!(%e, "cannot take back {what}");
                }
            }
        }
    }
}

/// Takes reservation `id` back with `release`, as one of the archive's bounded calls; a
/// failure is logged, naming `what` was not taken back.
async fn release(
    store: Arc<Store>,
    id: i64,
    what: &'static str,
    release: fn(&Store, i64) -> Result<(), StoreError>,
) {
    if let Err(e) = on_archive(&store, move |s| release(s, id)).await {
        tracing::warn!(%e, "cannot take back {what}");
    }
}

/// How long a sign-up counts against its address.
pub const SIGNUP_WINDOW: Duration = Duration::from_secs(3600);

/// The limit on accounts created from one client address: at most so many per
/// [`SIGNUP_WINDOW`], counted in the archive ([`crate::store::Store::reserve_event`]) so
/// that it holds across restarts and instances. A sign-up is counted before the account is
/// created and taken back if it is not.
pub struct SignupLimiter {
    store: Arc<Store>,
    limit: EventLimit,
}

/// The kind of counted event a sign-up is.
const SIGNUP: &str = "signup";

impl SignupLimiter {
    /// A limiter allowing `per_hour` sign-ups per address, kept in `store`.
    pub fn new(store: Arc<Store>, per_hour: u32) -> SignupLimiter {
        SignupLimiter {
            store,
            limit: EventLimit {
                window_ms: SIGNUP_WINDOW.as_millis() as i64,
                per_key: per_hour,
            },
        }
    }

    /// Reserves a sign-up from `address`; 429 `too-many-signups` (and the seconds to wait)
    /// if the address has made its limit of accounts within the hour.
    pub async fn reserve(&self, address: &str) -> Result<Signup, ApiError> {
        let (addr, limit) = (address.to_string(), self.limit);
        let reserved = on_archive(&self.store, move |s| {
            s.reserve_event(SIGNUP, &addr, crate::dates::now_ms(), &limit)
        })
        .await?;
        match reserved {
            Reserved::Wait(ms) => Err(ApiError::TooManyRequests {
                code: "too-many-signups",
                message: format!(
                    "Too many accounts were created from this address lately (at most {} an \
                     hour). Try again later.",
                    self.limit.per_key
                ),
                retry_after: u64::try_from(ms).unwrap_or(0).div_ceil(1000).max(1),
            }),
            Reserved::Attempt(id) => Ok(Signup(Reservation {
                store: Some(self.store.clone()),
                id,
                what: "a sign-up that made no account",
                release: Store::release_event,
            })),
        }
    }
}

/// A sign-up reserved by [`SignupLimiter::reserve`]: it counts once [`Signup::made`];
/// dropped before (the name taken, the request cut short), it is taken back.
pub struct Signup(Reservation);

impl Signup {
    /// The account was created: the sign-up stays counted.
    pub fn made(mut self) {
        self.0.settle();
    }

    /// No account was made (the name is taken): the sign-up is taken back before the answer.
    pub async fn not_made(self) {
        self.0.take_back().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SqliteStore;

    fn limiter() -> LoginLimiter {
        let store: Arc<Store> = Arc::new(SqliteStore::in_memory().unwrap());
        LoginLimiter::new(store, LIMITS)
    }

    #[tokio::test]
    async fn five_failures_on_a_name_lock_it_and_a_success_clears_it() {
        let l = limiter();
        for _ in 0..NAME_FAILURES {
            l.reserve("ann", "1.2.3.4").await.unwrap().failed();
        }
        let e = l.reserve("ann", "5.6.7.8").await.err().unwrap();
        assert!(matches!(e, ApiError::TooManyAttempts { retry_after } if retry_after > 890));
        assert!(l.reserve("bob", "1.2.3.4").await.is_ok());
    }

    #[tokio::test]
    async fn a_success_clears_the_names_failures() {
        let l = limiter();
        for _ in 0..NAME_FAILURES - 1 {
            l.reserve("ann", "1.2.3.4").await.unwrap().failed();
        }
        l.reserve("ann", "1.2.3.4")
            .await
            .unwrap()
            .succeeded()
            .await
            .unwrap();
        for _ in 0..NAME_FAILURES {
            l.reserve("ann", "1.2.3.4").await.unwrap().failed();
        }
        assert!(l.reserve("ann", "1.2.3.4").await.is_err());
    }

    #[tokio::test]
    async fn an_address_is_limited_across_names() {
        let l = limiter();
        for i in 0..ADDRESS_FAILURES {
            l.reserve(&format!("name{i}"), "9.9.9.9")
                .await
                .unwrap()
                .failed();
        }
        assert!(l.reserve("someone", "9.9.9.9").await.is_err());
        assert!(l.reserve("someone", "9.9.9.8").await.is_ok());
    }

    #[tokio::test]
    async fn pending_attempts_count_and_unchecked_ones_are_taken_back() {
        let l = limiter();
        let mut pending = Vec::new();
        for _ in 0..100 {
            if let Ok(a) = l.reserve("ann", "1.2.3.4").await {
                pending.push(a);
            }
        }
        assert_eq!(pending.len(), NAME_FAILURES as usize);
        // Attempts never checked (the server was busy) are taken back, on a blocking thread.
        drop(pending);
        let mut held = Vec::new();
        for _ in 0..50 {
            if let Ok(a) = l.reserve("ann", "1.2.3.4").await {
                held.push(a);
            }
            if held.len() == NAME_FAILURES as usize {
                break;
            }
            tokio::task::yield_now().await;
        }
        assert_eq!(held.len(), NAME_FAILURES as usize);
        assert!(l.reserve("ann", "1.2.3.4").await.is_err());
    }
}
