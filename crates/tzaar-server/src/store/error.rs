//! Why the archive could not do what was asked.

use thiserror::Error;

/// Why the archive could not do what was asked.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database refused or failed (any backend's error).
    #[error("database: {0}")]
    Db(Box<dyn std::error::Error + Send + Sync>),
    /// An action was stored with a sequence number that is already taken or leaves a gap, or
    /// a change over a version that is no longer the stored one: the memory and the archive
    /// disagree about the game (another instance changed it, or it does not exist).
    #[error("game {0}: the archive holds a different version of the game")]
    Sequence(String),
    /// The data folder could not be used.
    #[error("{0}")]
    Io(String),
    /// The archive's schema is newer than this program.
    #[error("the archive has schema version {0}, newer than this program knows: run a newer tzaar")]
    TooNew(i64),
}
