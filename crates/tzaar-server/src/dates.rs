//! Times as the API and records write them.

use std::time::{SystemTime, UNIX_EPOCH};

use tzaar_core::record::{civil_date, date_tag};

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// `YYYY.MM.DD` of a time in ms since the epoch (UTC).
pub fn date_of(ms: i64) -> String {
    date_tag(ms.div_euclid(1000))
}

/// A time in ms since the epoch written as [`iso_time`], for a field's
/// `#[serde(serialize_with = "iso")]`.
pub fn iso<S: serde::Serializer>(ms: &i64, to: S) -> Result<S::Ok, S::Error> {
    to.serialize_str(&iso_time(*ms))
}

/// [`iso`] of a time that may be missing (`null`).
pub fn iso_opt<S: serde::Serializer>(ms: &Option<i64>, to: S) -> Result<S::Ok, S::Error> {
    match ms {
        Some(ms) => iso(ms, to),
        None => to.serialize_none(),
    }
}

/// An ISO 8601 UTC time (`2026-05-01T12:34:56Z`) of a time in ms since the epoch.
pub fn iso_time(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (y, m, d) = civil_date(secs.div_euclid(86_400));
    let secs = secs.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(iso_time(0), "1970-01-01T00:00:00Z");
        assert_eq!(
            iso_time(951_782_400_000 + 3_723_000),
            "2000-02-29T01:02:03Z"
        );
        assert_eq!(date_of(1_767_225_600_000), "2026.01.01");
    }
}
