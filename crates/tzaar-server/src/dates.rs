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

/// The days from 1970-01-01 to the date `y-m-d` of the proleptic Gregorian calendar.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The time in ms since the epoch of an ISO 8601 date and time with its offset:
/// `2026-05-01T12:34Z`, `2026-05-01T12:34:56.789+02:00` (seconds and their fraction
/// optional, a space allowed for the `T`). `None` for anything else, or a date that does not
/// exist.
pub fn parse_iso(text: &str) -> Option<i64> {
    let text = text.trim();
    let (date, rest) = text.split_at_checked(10)?;
    let mut parts = date.split('-');
    let number = |s: Option<&str>, len: usize| -> Option<i64> {
        let s = s?;
        (s.len() == len && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok())?
    };
    let (y, m, d) = (
        number(parts.next(), 4)?,
        number(parts.next(), 2)?,
        number(parts.next(), 2)?,
    );
    let rest = rest.strip_prefix(['T', 't', ' '])?;
    let split = rest.find(['Z', 'z', '+', '-'])?;
    let (time, zone) = rest.split_at(split);
    let (clock, fraction) = time.split_once('.').unwrap_or((time, ""));
    let mut hms = clock.split(':');
    let (h, min) = (number(hms.next(), 2)?, number(hms.next(), 2)?);
    let sec = match hms.next() {
        None => 0,
        some => number(some, 2)?,
    };
    if hms.next().is_some() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let ms = match fraction.get(..fraction.len().min(3)) {
        Some("") | None => 0,
        Some(f) => f.parse::<i64>().ok()? * 10_i64.pow(3 - f.len() as u32),
    };
    let offset = match zone {
        "Z" | "z" => 0,
        _ => {
            let sign = if zone.starts_with('-') { -1 } else { 1 };
            let (oh, om) = zone.get(1..)?.split_once(':')?;
            sign * (number(Some(oh), 2)? * 60 + number(Some(om), 2)?)
        }
    };
    let month_days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let last = month_days.get(usize::try_from(m - 1).ok()?)? + i64::from(leap && m == 2);
    if !(1..=last).contains(&d) || h > 23 || min > 59 || sec > 59 {
        return None;
    }
    let secs = days_from_civil(y, m, d) * 86_400 + h * 3600 + min * 60 + sec - offset * 60;
    secs.checked_mul(1000)?.checked_add(ms)
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

    #[test]
    fn iso_times_are_read_back() {
        for ms in [
            0,
            951_782_400_000 + 3_723_000,
            1_767_225_600_000,
            4_102_444_799_000,
        ] {
            assert_eq!(parse_iso(&iso_time(ms)), Some(ms));
        }
        assert_eq!(
            parse_iso("2026-11-26T18:00:00.250Z"),
            Some(parse_iso("2026-11-26T18:00Z").unwrap() + 250)
        );
        assert_eq!(
            parse_iso("2026-11-26T20:00+02:00"),
            parse_iso("2026-11-26 18:00:00Z")
        );
        assert_eq!(
            parse_iso("2024-02-29T00:00Z").map(iso_time).as_deref(),
            Some("2024-02-29T00:00:00Z")
        );
        for bad in [
            "",
            "2026-11-26",
            "2026-11-26T18:00",
            "2026-13-01T00:00Z",
            "2025-02-29T00:00Z",
            "2026-11-26T24:00Z",
            "2026-11-26T18:60Z",
            "2026-1-26T18:00Z",
            "tomorrow",
            "2026-11-26T18:00:00.x Z",
            "2026-11-26T18:00+0200",
            "2026-11-26T18:00:00:00Z",
        ] {
            assert_eq!(parse_iso(bad), None, "{bad}");
        }
    }
}
