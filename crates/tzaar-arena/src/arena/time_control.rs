//! Clocks for a game: a base time and an increment, written `SECONDS+INCREMENT`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

/// Clocks for a game: each side starts with `base` and gains `increment` after each of its turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Each side's time at the start.
    pub base: Duration,
    /// Added after each turn.
    pub increment: Duration,
}

impl fmt::Display for TimeControl {
    /// `SECONDS+INCREMENT`, e.g. `10+0.1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}+{}",
            self.base.as_secs_f64(),
            self.increment.as_secs_f64()
        )
    }
}

/// Why a time control does not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct TimeControlError(String);

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `SECONDS+INCREMENT` or `SECONDS` (no increment), e.g. `10+0.1`; the base must not be 0.
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let (base, inc) = s.split_once('+').unwrap_or((s, "0"));
        let seconds = |t: &str| -> Result<Duration, TimeControlError> {
            let v: f64 = t
                .trim()
                .parse()
                .map_err(|_| TimeControlError(format!("`{t}` is not a number of seconds")))?;
            Duration::try_from_secs_f64(v)
                .map_err(|_| TimeControlError(format!("`{t}` is not a usable time")))
        };
        let tc = TimeControl {
            base: seconds(base)?,
            increment: seconds(inc)?,
        };
        if tc.base.is_zero() {
            return Err(TimeControlError(
                "the clock needs some time to start with".to_string(),
            ));
        }
        Ok(tc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_write() {
        let tc: TimeControl = "10+0.1".parse().unwrap();
        assert_eq!(tc.base, Duration::from_secs(10));
        assert_eq!(tc.increment, Duration::from_millis(100));
        assert_eq!(tc.to_string(), "10+0.1");
        let tc: TimeControl = "2.5".parse().unwrap();
        assert_eq!(tc.base, Duration::from_millis(2500));
        assert!(tc.increment.is_zero());
        for bad in ["", "x+1", "0+1", "-1+0", "1+-1", "inf"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }
}
