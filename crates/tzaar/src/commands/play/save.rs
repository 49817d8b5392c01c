//! The file a game is saved to: written after every change, and once more on SIGINT, SIGTERM
//! or SIGHUP before the process exits.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use anyhow::{Context, Result};
use tzaar_core::record::Record;

use crate::games;

/// Exit status after SIGINT, SIGTERM or SIGHUP, once the game is saved.
const INTERRUPTED: i32 = 130;

/// The file a game is saved to. It is shared with the signal handler, which holds the lock
/// while it saves and exits, so no write is ever cut short by a signal.
pub(super) struct SaveFile {
    /// Where the game is saved.
    pub(super) path: PathBuf,
    /// The record as it is now.
    pub(super) latest: String,
    /// Whether the game is over (else it can be resumed).
    pub(super) over: bool,
    /// The record as last written to `path`.
    pub(super) written: Option<String>,
}

impl SaveFile {
    /// Takes the record as it is now; [`SaveFile::flush`] writes it.
    pub(super) fn update(&mut self, record: &Record) {
        self.latest = record.to_string();
        self.over = record.game.is_over();
    }

    /// Where the game is, and for an unfinished game how to continue it.
    pub(super) fn whereabouts(&self) -> String {
        let path = self.path.display();
        if self.over {
            format!("Game saved to {path}.")
        } else {
            format!(
                "Game saved to {path}. Continue it with: tzaar play --resume {}",
                shell_word(&path.to_string())
            )
        }
    }

    /// Writes the newest record unless the file already holds it.
    pub(super) fn flush(&mut self) -> Result<()> {
        if self.written.as_ref() != Some(&self.latest) {
            games::write_atomically(&self.path, &self.latest)?;
            self.written = Some(self.latest.clone());
        }
        Ok(())
    }
}

/// The save file, even if a thread panicked while holding it (its fields stay consistent).
pub(super) fn lock(file: &Mutex<SaveFile>) -> MutexGuard<'_, SaveFile> {
    file.lock().unwrap_or_else(PoisonError::into_inner)
}

/// On SIGINT, SIGTERM or SIGHUP: stop the engine's search if it is thinking, make sure the game
/// is saved, say where, and exit.
pub(super) fn save_on_signals(
    file: Arc<Mutex<SaveFile>>,
    search: Option<Arc<AtomicBool>>,
) -> Result<()> {
    ctrlc::set_handler(move || {
        if let Some(stop) = &search {
            stop.store(true, Ordering::SeqCst);
        }
        // Holding the lock until the process ends keeps the main thread from starting a write.
        let mut file = lock(&file);
        let mut err = std::io::stderr().lock();
        let _ = match file.flush() {
            Ok(()) => writeln!(err, "\nInterrupted. {}", file.whereabouts()),
            Err(e) => writeln!(
                err,
                "\nInterrupted. error: {e:#}\nThe game so far:\n{}",
                file.latest
            ),
        };
        std::process::exit(INTERRUPTED);
    })
    .context("cannot set up the signal handlers")
}

/// Whether two paths name the same file (the second need not exist).
pub(super) fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// `word` as one word for a POSIX shell: as it is when it is plain, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./+@%:,=".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}
