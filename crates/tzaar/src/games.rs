//! Loading records from files, in our format or LittleGolem's, and naming saved games.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use tzaar_core::littlegolem;
use tzaar_core::record::Record;

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
        Format::Auto => String::from_utf8_lossy(&bytes)
            .trim_start()
            .starts_with("(;"),
        Format::Littlegolem => true,
        Format::Tzaar => false,
    };
    let record = if is_lg {
        littlegolem::import_bytes(&bytes)
            .with_context(|| format!("{} is not a valid LittleGolem record", path.display()))?
    } else {
        let text = String::from_utf8(bytes)
            .with_context(|| format!("{} is not UTF-8 text", path.display()))?;
        Record::parse(&text).with_context(|| format!("{} is not a valid record", path.display()))?
    };
    Ok(record)
}

/// Writes a record, creating the file.
pub fn save(path: &Path, record: &Record) -> Result<()> {
    std::fs::write(path, record.to_string())
        .with_context(|| format!("cannot write {}", path.display()))
}

/// Today's date as `YYYY.MM.DD` (UTC), for the `Date` tag.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// A fresh file name for a saved game in the current directory.
pub fn default_save_path() -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    let t = secs % 86_400;
    PathBuf::from(format!(
        "tzaar-{y:04}{m:02}{d:02}-{:02}{:02}{:02}.tzr",
        t / 3600,
        t / 60 % 60,
        t % 60
    ))
}

/// The proleptic Gregorian date of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_414), (2025, 11, 22));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
