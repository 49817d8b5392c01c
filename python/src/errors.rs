//! The errors raised to Python: every rule or reading error is a `ValueError`, an illegal action
//! the subclass `IllegalActionError` carrying the rules' stable code.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    tzaar,
    IllegalActionError,
    PyValueError,
    "An action that cannot be played, or text that is no action: the message says why, in the \
     words of the rules, and `code` is the rules' stable kebab-case code (e.g. `not-yours`, \
     `too-tall`, `bad-action`, `game-over`)."
);

/// An `IllegalActionError` with `message` and its `code` attribute.
pub fn illegal(py: Python<'_>, message: String, code: &str) -> PyErr {
    let err = IllegalActionError::new_err(message);
    // Setting an attribute on a fresh exception instance does not fail in practice; if it did,
    // the error would still carry its message.
    let _ = err.value(py).setattr("code", code);
    err
}

/// A `ValueError` with `message`.
pub fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}
