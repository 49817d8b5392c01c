//! A game in progress.
