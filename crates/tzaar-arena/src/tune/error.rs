//! What can go wrong reading tuning files or fitting.

use std::io;

use thiserror::Error;

/// What can go wrong reading tuning files.
#[derive(Debug, Error)]
pub enum TuneError {
    /// Reading or writing failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// A line of a data or weights file is malformed.
    #[error("line {line}: {message}")]
    Parse {
        /// The line number, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The data holds no usable sample.
    #[error("no samples to fit")]
    Empty,
    /// A loss name that is not one of [`Loss::NAMES`](super::Loss::NAMES).
    #[error("unknown loss `{0}`: use squared or log")]
    UnknownLoss(String),
}
