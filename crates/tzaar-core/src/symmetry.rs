//! The board's symmetries.
