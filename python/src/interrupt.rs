//! Long work without the GIL that Ctrl-C stops: the work runs on a thread of its own while the
//! caller's thread looks at Python's signals, so a `KeyboardInterrupt` (or whatever a signal
//! handler raises) reaches Python during a search or a perft instead of after it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

/// How often the signals are looked at while the work goes on.
const POLL: Duration = Duration::from_millis(50);

/// Runs `work` without the GIL on a scoped thread. When a signal handler raises meanwhile,
/// sets `stop` (which `work` must heed), waits for `work` to return and gives the handler's
/// error instead of the result.
pub fn interruptible<T: Send>(
    py: Python<'_>,
    stop: &AtomicBool,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    py.detach(|| {
        std::thread::scope(|scope| {
            let (done, result) = mpsc::channel();
            scope.spawn(move || {
                // The receiver waits for this send; it cannot have gone.
                let _ = done.send(work());
            });
            let mut raised: Option<PyErr> = None;
            loop {
                match result.recv_timeout(POLL) {
                    Ok(value) => return raised.map_or(Ok(value), Err),
                    // The work panicked; the scope passes the panic on.
                    Err(RecvTimeoutError::Disconnected) => {
                        return Err(PyRuntimeError::new_err("the work failed"));
                    }
                    Err(RecvTimeoutError::Timeout) => {
                        if raised.is_none() {
                            raised = Python::attach(|py| py.check_signals()).err();
                        }
                        if raised.is_some() {
                            // Set again at every look: a search clears it as it starts.
                            stop.store(true, Ordering::Relaxed);
                        }
                    }
                }
            }
        })
    })
}
