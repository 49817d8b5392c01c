//! The body of `POST /api/seeks`, a new challenge, and its checks.

use serde::Deserialize;
use tzaar_core::SetupKind;

use super::requests::{Seed, SetupWord, Word, color_choice, setup_kind};
use crate::error::ApiError;
use crate::games::ColorChoice;

/// The longest real-time clock: a day.
pub const MAX_INITIAL_S: u64 = 86_400;
/// The largest increment: an hour.
pub const MAX_INCREMENT_S: u64 = 3_600;
/// The longest time per turn of a correspondence game.
pub const MAX_DAYS_PER_TURN: u32 = 30;
/// A challenge's time control: a real-time clock, or days per turn.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(deny_unknown_fields)]
pub struct SeekClock {
    /// Each side's time at the start, in seconds.
    pub initial_s: Option<u64>,
    /// Added after each of a side's turns, in seconds.
    pub increment_s: Option<u64>,
    /// Days per turn (correspondence).
    pub days_per_turn: Option<u32>,
}

/// The body of `POST /api/seeks`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct NewSeek {
    /// `standard` (default), `random` or `tournament`.
    pub setup: Option<Word<SetupWord>>,
    /// The random setup's seed.
    pub seed: Option<Seed>,
    /// `{"initial_s", "increment_s"}` or `{"days_per_turn"}`.
    pub clock: Option<SeekClock>,
    /// Days per turn, also accepted beside `clock` rather than in it.
    pub days_per_turn: Option<u32>,
    /// Whether the game counts for the ratings (default: no).
    pub rated: Option<bool>,
    /// The challenger's colour: `white`, `black` or `random` (default).
    pub color: Option<Word<ColorChoice>>,
    /// A player challenged directly by name (only they may accept).
    pub opponent: Option<String>,
}

/// A challenge's time control, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControl {
    /// A real-time clock: each side's time and the increment per turn, in ms.
    Clock {
        /// Each side's time at the start.
        initial_ms: u64,
        /// Added after each of a side's turns.
        increment_ms: u64,
    },
    /// Correspondence: days per turn.
    Days(u32),
}

/// A challenge as checked.
#[derive(Debug, Clone)]
pub struct SeekSpec {
    /// Where the game starts.
    pub kind: SetupKind,
    /// The time control.
    pub time: TimeControl,
    /// Whether the game is rated.
    pub rated: bool,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// The name of the player challenged directly.
    pub opponent: Option<String>,
}

fn bad_clock() -> ApiError {
    ApiError::bad(
        "bad-clock",
        format!(
            "a time control is needed: \"clock\": {{\"initial_s\": 1 to {MAX_INITIAL_S}, \
             \"increment_s\": 0 to {MAX_INCREMENT_S}}} or \"days_per_turn\": 1 to \
             {MAX_DAYS_PER_TURN}, not both"
        ),
    )
}

/// The time control of a body's `clock` (with `days_per_turn` in it or beside it, `days`):
/// `bad-clock` unless it is exactly one of a clock and days per turn, within bounds.
pub fn time_control(clock: Option<SeekClock>, days: Option<u32>) -> Result<TimeControl, ApiError> {
    let clock = clock.unwrap_or_default();
    let days = match (clock.days_per_turn, days) {
        (Some(_), Some(_)) => return Err(bad_clock()),
        (a, b) => a.or(b),
    };
    match (clock.initial_s, clock.increment_s, days) {
        (Some(initial), increment, None)
            if (1..=MAX_INITIAL_S).contains(&initial)
                && increment.unwrap_or(0) <= MAX_INCREMENT_S =>
        {
            Ok(TimeControl::Clock {
                initial_ms: initial * 1000,
                increment_ms: increment.unwrap_or(0) * 1000,
            })
        }
        (None, None, Some(d)) if (1..=MAX_DAYS_PER_TURN).contains(&d) => Ok(TimeControl::Days(d)),
        _ => Err(bad_clock()),
    }
}

impl NewSeek {
    /// Checks the challenge: `bad-setup`/`bad-seed`, `bad-clock`, `bad-color`, `bad-name` (the
    /// opponent's name), in that order. The colour stays a choice until a game starts.
    pub fn validate(self) -> Result<SeekSpec, ApiError> {
        let kind = setup_kind(self.setup, self.seed)?;
        let time = time_control(self.clock, self.days_per_turn)?;
        let color = match self.color {
            None => ColorChoice::Random,
            some => color_choice(some)?,
        };
        let opponent = match self.opponent.map(|n| n.trim().to_string()) {
            Some(name) if name.is_empty() => None,
            Some(name) => {
                crate::accounts::names::check_name(&name)?;
                Some(name)
            }
            None => None,
        };
        Ok(SeekSpec {
            kind,
            time,
            rated: self.rated.unwrap_or(false),
            color,
            opponent,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(json: &str) -> Result<SeekSpec, ApiError> {
        serde_json::from_str::<NewSeek>(json).unwrap().validate()
    }

    #[test]
    fn time_controls() {
        let s = check(r#"{"clock": {"initial_s": 300, "increment_s": 5}}"#).unwrap();
        assert_eq!(
            s.time,
            TimeControl::Clock {
                initial_ms: 300_000,
                increment_ms: 5_000
            }
        );
        assert_eq!((s.rated, s.color), (false, ColorChoice::Random));
        assert_eq!(
            check(r#"{"clock": {"days_per_turn": 3}}"#).unwrap().time,
            TimeControl::Days(3)
        );
        assert_eq!(
            check(r#"{"days_per_turn": 30, "rated": true}"#)
                .unwrap()
                .time,
            TimeControl::Days(30)
        );
        for bad in [
            "{}",
            r#"{"clock": {}}"#,
            r#"{"clock": {"initial_s": 0}}"#,
            r#"{"clock": {"initial_s": 86401}}"#,
            r#"{"clock": {"initial_s": 60, "increment_s": 3601}}"#,
            r#"{"clock": {"initial_s": 60, "days_per_turn": 2}}"#,
            r#"{"clock": {"days_per_turn": 2}, "days_per_turn": 2}"#,
            r#"{"days_per_turn": 0}"#,
            r#"{"days_per_turn": 31}"#,
        ] {
            assert_eq!(check(bad).unwrap_err().code(), "bad-clock", "{bad}");
        }
    }

    #[test]
    fn words_and_names_are_checked() {
        let clock = r#""clock": {"initial_s": 60}"#;
        let code = |rest: &str| check(&format!("{{{clock}, {rest}}}")).unwrap_err().code();
        assert_eq!(code(r#""setup": "chess""#), "bad-setup");
        assert_eq!(code(r#""seed": 4"#), "bad-seed");
        assert_eq!(code(r#""color": "red""#), "bad-color");
        assert_eq!(code(r#""opponent": "a b""#), "bad-name");
        let s = check(&format!(
            r#"{{{clock}, "setup": "random", "seed": 9, "color": "black", "opponent": " Ann "}}"#
        ))
        .unwrap();
        assert_eq!(s.kind, SetupKind::Random { seed: 9 });
        assert_eq!(s.color, ColorChoice::Black);
        assert_eq!(s.opponent.as_deref(), Some("Ann"));
    }
}
