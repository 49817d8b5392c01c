//! Passwords: checked for length, hashed with argon2id (a PHC string with its own salt) and
//! verified, always on a blocking thread. A password is never stored, logged or sent back.

use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use tokio::sync::{Semaphore, oneshot};

use crate::error::ApiError;

/// The shortest password, in characters.
pub const MIN_PASSWORD: usize = 8;
/// The longest password, in characters.
pub const MAX_PASSWORD: usize = 200;

/// Checks a new password: 400 `bad-password` unless it has 8 to 200 characters.
pub fn check_password(password: &str) -> Result<(), ApiError> {
    if (MIN_PASSWORD..=MAX_PASSWORD).contains(&password.chars().count()) {
        Ok(())
    } else {
        Err(ApiError::bad(
            "bad-password",
            format!("a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters"),
        ))
    }
}

fn hash_now(password: &str) -> Result<String, ApiError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| ApiError::Internal(format!("cannot hash a password: {e}")))
}

fn verify_now(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| {
        Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash verified when the name is unknown, so that an unknown name takes as long as a
/// wrong password.
fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash_now("not anybody's password").unwrap_or_default())
}

/// A piece of password work for one of the hashing threads.
type Job = Box<dyn FnOnce() + Send>;

/// The password hashing allowed at once, and how long a request waits for its turn.
///
/// Each argon2id hash takes about 19 MiB and a core for a moment. Unbounded, a flood of
/// sign-ups or log-ins took every blocking thread, gigabytes of memory and every core from the
/// games. Here at most `slots` hashes run at once (default: one core fewer than the machine
/// has, at least one, as for the engine), on threads of their own, apart from the pool that
/// serves the archive: so few threads also keep the allocator from holding a hash's memory
/// in each of many threads. A request that finds no slot within `wait` is refused with 503
/// `busy`.
pub struct PasswordWork {
    slots: Arc<Semaphore>,
    wait: Duration,
    jobs: Mutex<mpsc::Sender<Job>>,
}

impl PasswordWork {
    /// At most `slots` hashes at once (at least one); a request waits at most `wait` for one.
    /// Starts the hashing threads, which end when this is dropped.
    pub fn new(slots: usize, wait: Duration) -> PasswordWork {
        let slots = slots.max(1);
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for i in 0..slots {
            let queue = queue.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("tzaar-password-{i}"))
                .spawn(move || {
                    loop {
                        // The lock is held only to take a job, never while it runs.
                        let job = queue.lock().unwrap_or_else(|p| p.into_inner()).recv();
                        match job {
                            // A job that panics loses its answer, not the thread.
                            Ok(job) => {
                                let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
                            }
                            Err(_) => break,
                        }
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(%e, "cannot start a password thread");
            }
        }
        PasswordWork {
            slots: Arc::new(Semaphore::new(slots)),
            wait,
            jobs: Mutex::new(jobs),
        }
    }

    /// Runs `f` on a hashing thread once a slot is free, or 503 `busy` after the wait.
    async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let permit = tokio::time::timeout(self.wait, self.slots.clone().acquire_owned())
            .await
            .map_err(|_| ApiError::TooBusy("too many sign-ups and log-ins at once"))?
            .map_err(|e| ApiError::Internal(format!("password slots closed: {e}")))?;
        let (tx, rx) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _slot = permit;
            let _ = tx.send(f());
        });
        self.jobs
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .send(job)
            .map_err(|_| ApiError::Internal("the password threads have stopped".into()))?;
        rx.await
            .map_err(|_| ApiError::Internal("a password task failed".into()))
    }

    /// The argon2id PHC string (`$argon2id$...`) of a password, with a random salt.
    pub async fn hash(&self, password: String) -> Result<String, ApiError> {
        self.run(move || hash_now(&password)).await?
    }

    /// Whether `password` matches `hash`; with no hash (an unknown name or a bot), `false`
    /// after as much work as a real check.
    pub async fn verify(&self, password: String, hash: Option<String>) -> Result<bool, ApiError> {
        self.run(move || match hash {
            Some(hash) => verify_now(&password, &hash),
            None => {
                verify_now(&password, decoy_hash());
                false
            }
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_differ() {
        let work = PasswordWork::new(1, Duration::from_secs(60));
        let h1 = work.hash("correct horse".into()).await.unwrap();
        let h2 = work.hash("correct horse".into()).await.unwrap();
        assert!(h1.starts_with("$argon2id$"), "{h1}");
        assert_ne!(h1, h2);
        let verify = |p: &str, h: Option<&str>| work.verify(p.into(), h.map(str::to_string));
        assert!(verify("correct horse", Some(&h1)).await.unwrap());
        assert!(!verify("correct horsE", Some(&h1)).await.unwrap());
        assert!(!verify("x", None).await.unwrap());
        assert!(!verify("x", Some("garbage")).await.unwrap());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn work_beyond_the_slots_waits_then_is_refused() {
        let work = Arc::new(PasswordWork::new(1, Duration::from_millis(1)));
        // One slot taken: the next request waits its 1 ms and is refused.
        let taken = work.slots.clone().acquire_owned().await.unwrap();
        let e = work.hash("correct horse".into()).await.unwrap_err();
        assert_eq!(
            (crate::api::errors::status(&e).as_u16(), e.code()),
            (503, "busy")
        );
        drop(taken);
        assert!(work.hash("correct horse".into()).await.is_ok());
    }

    #[test]
    fn lengths() {
        assert!(check_password("12345678").is_ok());
        assert!(check_password("1234567").is_err());
        assert!(check_password(&"é".repeat(200)).is_ok());
        assert!(check_password(&"a".repeat(201)).is_err());
    }
}
