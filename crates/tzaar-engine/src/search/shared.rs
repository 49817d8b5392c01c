//! What all threads of one search share (lazy SMP): the table, the stop flag, the node count,
//! the limits, which depths are being searched, and the deepest completed iteration.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::limits::TimeBudget;
use crate::tt::Table;

use super::types::{MAX_PLY, SearchResult};

/// The state all threads of one search share.
pub(super) struct Shared {
    tt: Arc<Table>,
    stop: Arc<AtomicBool>,
    nodes: AtomicU64,
    start: Instant,
    budget: Option<TimeBudget>,
    node_limit: Option<u64>,
    /// How many threads are searching each depth now: a helper skips a depth another thread
    /// is already on, so the threads spread over depths instead of repeating one search.
    searching: Vec<AtomicU32>,
    /// Threads in this search.
    threads: u32,
    /// The deepest iteration any thread has completed: a helper that finished a deeper
    /// iteration than the main thread supplies the answer.
    deepest: Mutex<Option<SearchResult>>,
    /// The share of the soft time limit in force, in percent (see [`Shared::scale_soft_limit`]).
    soft_percent: AtomicU32,
}

impl Shared {
    /// The state of a search by `threads` threads starting now.
    pub(super) fn new(
        tt: Arc<Table>,
        stop: Arc<AtomicBool>,
        budget: Option<TimeBudget>,
        node_limit: Option<u64>,
        threads: u32,
    ) -> Shared {
        Shared {
            tt,
            stop,
            nodes: AtomicU64::new(0),
            start: Instant::now(),
            budget,
            node_limit,
            searching: (0..=MAX_PLY).map(|_| AtomicU32::new(0)).collect(),
            threads,
            deepest: Mutex::new(None),
            soft_percent: AtomicU32::new(100),
        }
    }

    /// The transposition table.
    #[inline]
    pub(super) fn tt(&self) -> &Table {
        &self.tt
    }

    /// Adds `n` nodes to the count.
    pub(super) fn add_nodes(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }

    /// Adds `n` nodes to the count and tells whether the search must stop: the flag is set,
    /// the hard time limit is past or the node limit reached. A stop is raised for all threads.
    pub(super) fn add_nodes_and_check(&self, n: u64) -> bool {
        let total = self.nodes.fetch_add(n, Ordering::Relaxed) + n;
        let stop = self.stop.load(Ordering::Relaxed)
            || self.out_of_time()
            || self.node_limit.is_some_and(|limit| total >= limit);
        if stop {
            self.stop();
        }
        stop
    }

    /// Nodes counted so far (all threads).
    pub(super) fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Time since the search started.
    pub(super) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Stops every thread of the search.
    pub(super) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the soft time limit, scaled, is past: no new iteration should start.
    pub(super) fn past_soft_limit(&self) -> bool {
        self.soft_limit()
            .is_some_and(|soft| self.start.elapsed() >= soft)
    }

    /// The soft time limit as scaled now, never past the hard limit.
    fn soft_limit(&self) -> Option<Duration> {
        let percent = self.soft_percent.load(Ordering::Relaxed);
        self.budget.map(|b| (b.soft * percent / 100).min(b.hard))
    }

    /// Scales the soft time limit to `percent` of its value (never past the hard limit): more
    /// where the best action is unstable, less where it has held for several iterations.
    pub(super) fn scale_soft_limit(&self, percent: u32) {
        self.soft_percent.store(percent, Ordering::Relaxed);
    }

    fn out_of_time(&self) -> bool {
        self.budget.is_some_and(|b| self.start.elapsed() >= b.hard)
    }

    /// The depth from `depth` up to `max_depth` that a helper should take: the first with
    /// fewer threads on it than half of them (or `max_depth`).
    pub(super) fn free_depth(&self, mut depth: u32, max_depth: u32) -> u32 {
        let crowd = self.threads.div_ceil(2).max(1);
        while depth < max_depth && self.searching[depth as usize].load(Ordering::Relaxed) >= crowd {
            depth += 1;
        }
        depth
    }

    /// Counts a thread in (`true`) or out of searching `depth`.
    pub(super) fn mark_searching(&self, depth: u32, entering: bool) {
        let count = &self.searching[depth as usize];
        if entering {
            count.fetch_add(1, Ordering::Relaxed);
        } else {
            count.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// Records a completed iteration; the first thread to complete a depth keeps it.
    pub(super) fn publish(&self, result: &SearchResult) {
        if let Ok(mut deepest) = self.deepest.lock() {
            if deepest.as_ref().is_none_or(|d| d.depth < result.depth) {
                *deepest = Some(result.clone());
            }
        }
    }

    /// The deepest completed iteration of any thread.
    pub(super) fn take_deepest(&self) -> Option<SearchResult> {
        self.deepest.lock().ok().and_then(|mut d| d.take())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scaled_soft_limit_stays_within_the_hard_one() {
        let budget = TimeBudget {
            soft: Duration::from_millis(100),
            hard: Duration::from_millis(180),
        };
        let stop = Arc::new(AtomicBool::new(false));
        let shared = Shared::new(Arc::new(Table::new(1)), stop, Some(budget), None, 1);
        assert_eq!(shared.soft_limit(), Some(Duration::from_millis(100)));
        shared.scale_soft_limit(60);
        assert_eq!(shared.soft_limit(), Some(Duration::from_millis(60)));
        shared.scale_soft_limit(160);
        assert_eq!(shared.soft_limit(), Some(Duration::from_millis(160)));
        shared.scale_soft_limit(220);
        assert_eq!(shared.soft_limit(), Some(Duration::from_millis(180)));
        let unlimited = Shared::new(
            Arc::new(Table::new(1)),
            Arc::new(AtomicBool::new(false)),
            None,
            None,
            1,
        );
        unlimited.scale_soft_limit(220);
        assert_eq!(unlimited.soft_limit(), None);
        assert!(!unlimited.past_soft_limit());
    }
}
