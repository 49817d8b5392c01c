//! Engine searches off the async threads: each search runs on tokio's blocking pool, at most
//! as many at once as the semaphore allows (one per core by default), with a bounded queue of
//! searches waiting for a slot. A full queue refuses new work (`503` for hints and analysis);
//! engine turns wait for room instead, so that none is ever dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Semaphore;

use crate::error::ApiError;

/// The engine's searches: a semaphore of running searches and a queue limit.
pub struct EnginePool {
    running: Arc<Semaphore>,
    /// Searches admitted: running or waiting for a slot.
    admitted: Arc<AtomicUsize>,
    /// How many may be admitted at once: the slots plus the queue.
    capacity: usize,
}

/// A place in the pool, given back when dropped.
struct Ticket(Arc<AtomicUsize>);

impl Drop for Ticket {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl EnginePool {
    /// A pool running `slots` searches at once (at least one) with up to `queue` waiting.
    pub fn new(slots: usize, queue: usize) -> EnginePool {
        let slots = slots.max(1);
        EnginePool {
            running: Arc::new(Semaphore::new(slots)),
            admitted: Arc::new(AtomicUsize::new(0)),
            capacity: slots + queue,
        }
    }

    /// Searches running or waiting.
    pub fn load(&self) -> usize {
        self.admitted.load(Ordering::Acquire)
    }

    /// Whether the queue is full: new work would be refused.
    pub fn is_full(&self) -> bool {
        self.load() >= self.capacity
    }

    fn admit(&self) -> Option<Ticket> {
        self.admitted
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < self.capacity).then_some(n + 1)
            })
            .ok()
            .map(|_| Ticket(self.admitted.clone()))
    }

    /// Runs `job` on a blocking thread when a slot is free; [`ApiError::Busy`] at once if the
    /// queue is full.
    pub async fn try_run<T, F>(&self, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let ticket = self.admit().ok_or(ApiError::Busy)?;
        self.run_admitted(ticket, job).await
    }

    /// Runs `job` like [`EnginePool::try_run`], waiting for room in the queue when it is full.
    pub async fn run<T, F>(&self, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let ticket = loop {
            match self.admit() {
                Some(t) => break t,
                None => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        };
        self.run_admitted(ticket, job).await
    }

    async fn run_admitted<T, F>(&self, ticket: Ticket, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let permit = self
            .running
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| ApiError::Internal("the engine pool is closed".into()))?;
        tokio::task::spawn_blocking(move || {
            // Held until the search ends, even if the caller stops waiting for it.
            let _permit = permit;
            let _ticket = ticket;
            job()
        })
        .await
        .map_err(|e| ApiError::Internal(format!("an engine search failed: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_queue_refuses_and_frees_up_again() {
        let pool = Arc::new(EnginePool::new(1, 1));
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let rx = Arc::new(std::sync::Mutex::new(rx));
        let mut held = Vec::new();
        for _ in 0..2 {
            let (pool, rx) = (pool.clone(), rx.clone());
            held.push(tokio::spawn(async move {
                pool.try_run(move || rx.lock().unwrap().recv().ok()).await
            }));
        }
        while pool.load() < 2 {
            tokio::task::yield_now().await;
        }
        assert!(matches!(pool.try_run(|| 1).await, Err(ApiError::Busy)));
        tx.send(()).unwrap();
        tx.send(()).unwrap();
        for h in held {
            assert!(h.await.unwrap().is_ok());
        }
        assert_eq!(pool.try_run(|| 7).await.unwrap(), 7);
        assert_eq!(pool.load(), 0);
    }
}
