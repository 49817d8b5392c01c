//! Loading records from files, in our format or LittleGolem's, and naming saved games.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use tzaar_core::littlegolem;
use tzaar_core::record::{Record, RecordErrorKind, civil_date, date_tag};

/// Which format a record file is in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Decide from the content: LittleGolem records start with `(;`.
    #[default]
    Auto,
    /// This project's record format.
    Tzaar,
    /// A LittleGolem TZAAR record.
    Littlegolem,
}

/// Reads and checks a record file.
pub fn load(path: &Path, format: Format) -> Result<Record> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let is_lg = match format {
        Format::Auto => tzaar_core::littlegolem::looks_like(&bytes),
        Format::Littlegolem => true,
        Format::Tzaar => false,
    };
    let record = if is_lg {
        littlegolem::import_bytes(&bytes)
            .with_context(|| format!("{} is not a valid LittleGolem record", path.display()))?
    } else {
        Record::from_bytes(&bytes).map_err(|e| {
            let what = match e.kind {
                RecordErrorKind::NotUtf8 => "is not UTF-8 text",
                _ => "is not a valid record",
            };
            anyhow::Error::new(e).context(format!("{} {what}", path.display()))
        })?
    };
    Ok(record)
}

/// Writes a record; see [`write_atomically`].
pub fn save(path: &Path, record: &Record) -> Result<()> {
    write_atomically(path, &record.to_string())
}

/// Writes `text` to `path` so that the file never holds a part of it: the text goes to a
/// temporary file in the same directory, which is then renamed over `path`. An interruption
/// leaves either the old file or the new one.
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let fail = || format!("cannot write {}", path.display());
    let mut tmp = temp_builder()
        .tempfile_in(directory_of(path))
        .with_context(fail)?;
    tmp.write_all(text.as_bytes())
        .and_then(|()| tmp.as_file().sync_all())
        .with_context(fail)?;
    tmp.persist(path).map_err(|e| e.error).with_context(fail)?;
    Ok(())
}

/// Temporary files named `.tzaar-XXXXXX.tmp`, created as an ordinary file would be (on Unix,
/// read-write for all as the umask allows, rather than for the owner only).
fn temp_builder() -> tempfile::Builder<'static, 'static> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(".tzaar-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder
}

/// The directory `path` is in: its parent, or `.` for a bare file name.
fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Checks that a record can be written to `path`: its directory exists and accepts new files,
/// and `path` is not itself a directory.
pub fn check_writable(path: &Path) -> Result<()> {
    let dir = directory_of(path);
    let cannot = || format!("cannot save to {}", path.display());
    match std::fs::metadata(dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => bail!(
            "cannot save to {}: the directory {} does not exist",
            path.display(),
            dir.display()
        ),
        Err(e) => return Err(e).with_context(cannot),
        Ok(meta) if !meta.is_dir() => bail!(
            "cannot save to {}: {} is not a directory",
            path.display(),
            dir.display()
        ),
        Ok(_) => {}
    }
    if path.is_dir() {
        bail!("cannot save to {}: it is a directory", path.display());
    }
    temp_builder().tempfile_in(dir).with_context(|| {
        format!(
            "cannot save to {}: cannot create files in {}",
            path.display(),
            dir.display()
        )
    })?;
    Ok(())
}

/// Creates `path` as a new empty file, so that no other game takes the name; `Ok(false)` if
/// something is already there.
pub fn create_new(path: &Path) -> Result<bool> {
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(e) => Err(e).with_context(|| format!("cannot create {}", path.display())),
    }
}

/// Takes a fresh name for a saved game in the current directory, `tzaar-DATE-TIME.tzr`, or
/// `tzaar-DATE-TIME-2.tzr`, `-3`, ... when that is taken, and creates the file empty.
pub fn claim_default_save_path() -> Result<PathBuf> {
    let stem = default_save_stem();
    for n in 1u32.. {
        let path = if n == 1 {
            PathBuf::from(format!("{stem}.tzr"))
        } else {
            PathBuf::from(format!("{stem}-{n}.tzr"))
        };
        if create_new(&path)? {
            return Ok(path);
        }
    }
    unreachable!("some name of a game is free")
}

/// Today's date as `YYYY.MM.DD` (UTC), for the `Date` tag.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    date_tag(secs as i64)
}

/// `tzaar-YYYYMMDD-HHMMSS` (UTC), the start of the default name of a saved game.
fn default_save_stem() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_date((secs / 86_400) as i64);
    let t = secs % 86_400;
    format!(
        "tzaar-{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        t / 3600,
        t / 60 % 60,
        t % 60
    )
}
