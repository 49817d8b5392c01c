//! The body of `POST /api/tournaments`, a new tournament, and its checks.

use serde::Deserialize;

use super::requests::{SetupWord, Word, setup_kind};
use super::seek_request::{SeekClock, TimeControl, time_control};
use crate::dates::parse_iso;
use crate::error::ApiError;
use crate::text::shows_something;
use crate::tournaments::spec::{
    Kind, MAX_DURATION_MIN, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUND_ROBIN_PLAYERS, MAX_ROUNDS,
    MAX_START_AHEAD_MS, TournamentSpec,
};

/// The body of `POST /api/tournaments`.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(deny_unknown_fields)]
pub struct NewTournament {
    /// Its name (1 to 60 characters).
    pub name: Option<String>,
    /// `arena`, `swiss` or `round-robin`.
    pub kind: Option<String>,
    /// `{"initial_s", "increment_s"}` (or `{"days_per_turn"}`).
    pub clock: Option<SeekClock>,
    /// Days per turn (correspondence), beside `clock` rather than in it.
    pub days_per_turn: Option<u32>,
    /// `standard` (default), `random` or `tournament`.
    pub setup: Option<Word<SetupWord>>,
    /// A random setup's fresh seed: `pairing` (default) or `round`.
    pub random_per: Option<String>,
    /// Whether its games are rated (default: yes).
    pub rated: Option<bool>,
    /// When it starts by itself (ISO 8601), or `null` for a start by its creator.
    pub starts_at: Option<String>,
    /// An arena's length in minutes (default 60).
    pub duration_min: Option<u64>,
    /// A Swiss event's rounds (default 5).
    pub rounds: Option<u64>,
    /// A round robin's cycles: 1 (default) or 2.
    pub cycles: Option<u64>,
    /// The most players (default 200; a round robin's 10).
    pub max_players: Option<u64>,
    /// The lowest rating that may join.
    pub rating_min: Option<i64>,
    /// The highest rating that may join.
    pub rating_max: Option<i64>,
}

/// `value` (or `default`) if within `range`, else `code` saying `what`.
fn within(
    value: Option<u64>,
    default: u64,
    range: std::ops::RangeInclusive<u64>,
    code: &'static str,
    what: &str,
) -> Result<u32, ApiError> {
    let v = value.unwrap_or(default);
    if !range.contains(&v) {
        return Err(ApiError::bad(
            code,
            format!(
                "{what} must be from {} to {}, not {v}",
                range.start(),
                range.end()
            ),
        ));
    }
    u32::try_from(v).map_err(|_| ApiError::bad(code, format!("{what} is too large")))
}

/// A setting only one kind has, sent for another: `code`.
fn not_for(kind: Kind, field: &str, code: &'static str) -> ApiError {
    ApiError::bad(
        code,
        format!("`{field}` is not a setting of a {} tournament", kind.word()),
    )
}

impl NewTournament {
    /// Checks the tournament as of `now`: `bad-name`, `bad-kind`, `bad-clock`, `bad-setup`,
    /// `bad-random-per`, `bad-start`, `bad-duration`, `bad-rounds`, `bad-cycles`,
    /// `bad-max-players`, `bad-rating-range`, in that order.
    pub fn validate(self, now: i64) -> Result<TournamentSpec, ApiError> {
        let name = self.name.as_deref().map(str::trim).unwrap_or_default();
        if !shows_something(name) || name.chars().count() > MAX_NAME_CHARS {
            return Err(ApiError::bad(
                "bad-name",
                format!("a tournament needs a name of 1 to {MAX_NAME_CHARS} characters"),
            ));
        }
        let kind = match self.kind.as_deref() {
            Some(word) => Kind::from_word(word),
            None => None,
        }
        .ok_or_else(|| {
            ApiError::bad(
                "bad-kind",
                "the kind must be `arena`, `swiss` or `round-robin`",
            )
        })?;
        let (clock, days_per_turn) = match time_control(self.clock, self.days_per_turn)? {
            TimeControl::Clock {
                initial_ms,
                increment_ms,
            } => (Some((initial_ms, increment_ms)), None),
            TimeControl::Days(_) if kind == Kind::Arena => {
                return Err(ApiError::bad(
                    "bad-clock",
                    "an arena is played in real time: give it a clock, not days per turn",
                ));
            }
            TimeControl::Days(d) => (None, Some(d)),
        };
        let setup = setup_kind(self.setup, None)?.word();
        let random_per = match (setup, self.random_per.as_deref()) {
            (_, None) if setup == "random" => Some("pairing"),
            (_, None) => None,
            ("random", Some("pairing")) => Some("pairing"),
            ("random", Some("round")) => Some("round"),
            (_, Some(other)) => {
                return Err(ApiError::bad(
                    "bad-random-per",
                    format!(
                        "`random_per` is `pairing` or `round`, for a random setup only, not `{other}`"
                    ),
                ));
            }
        };
        let starts_at = match self.starts_at.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => match parse_iso(text) {
                Some(at) if at > now - 60_000 && at <= now + MAX_START_AHEAD_MS => {
                    Some(at.max(now))
                }
                Some(_) => {
                    return Err(ApiError::bad(
                        "bad-start",
                        "the start must be from now to a year ahead",
                    ));
                }
                None => {
                    return Err(ApiError::bad(
                        "bad-start",
                        format!(
                            "`starts_at` must be an ISO 8601 time such as 2026-12-01T18:00:00Z, not `{}`",
                            text.chars().take(40).collect::<String>()
                        ),
                    ));
                }
            },
        };
        let mut spec = TournamentSpec {
            name: name.to_string(),
            kind,
            setup,
            random_per,
            clock,
            days_per_turn,
            rated: self.rated.unwrap_or(true),
            rating_min: self.rating_min,
            rating_max: self.rating_max,
            starts_at,
            duration_ms: None,
            rounds: None,
            cycles: None,
            max_players: 0,
        };
        match kind {
            Kind::Arena => {
                let minutes = within(
                    self.duration_min,
                    60,
                    1..=u64::from(MAX_DURATION_MIN),
                    "bad-duration",
                    "an arena's length in minutes",
                )?;
                spec.duration_ms = Some(i64::from(minutes) * 60_000);
            }
            _ if self.duration_min.is_some() => {
                return Err(not_for(kind, "duration_min", "bad-duration"));
            }
            _ => {}
        }
        match kind {
            Kind::Swiss => {
                spec.rounds = Some(within(
                    self.rounds,
                    5,
                    1..=u64::from(MAX_ROUNDS),
                    "bad-rounds",
                    "the rounds",
                )?);
            }
            _ if self.rounds.is_some() => return Err(not_for(kind, "rounds", "bad-rounds")),
            _ => {}
        }
        match kind {
            Kind::RoundRobin => {
                spec.cycles = Some(within(self.cycles, 1, 1..=2, "bad-cycles", "the cycles")?);
            }
            _ if self.cycles.is_some() => return Err(not_for(kind, "cycles", "bad-cycles")),
            _ => {}
        }
        let (default_max, most) = match kind {
            Kind::RoundRobin => (10, MAX_ROUND_ROBIN_PLAYERS),
            _ => (200, MAX_PLAYERS),
        };
        spec.max_players = within(
            self.max_players,
            default_max,
            2..=u64::from(most),
            "bad-max-players",
            "the most players",
        )?;
        let rating = -10_000..=10_000;
        let bad_range = self.rating_min.is_some_and(|m| !rating.contains(&m))
            || self.rating_max.is_some_and(|m| !rating.contains(&m))
            || matches!((self.rating_min, self.rating_max), (Some(a), Some(b)) if a > b);
        if bad_range {
            return Err(ApiError::bad(
                "bad-rating-range",
                "the rating range must run from its lowest to its highest rating, each within ±10000",
            ));
        }
        Ok(spec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_780_000_000_000;

    fn check(json: &str) -> Result<TournamentSpec, ApiError> {
        serde_json::from_str::<NewTournament>(json)
            .unwrap()
            .validate(NOW)
    }

    #[test]
    fn each_kind_takes_its_settings_and_defaults() {
        let arena = check(r#"{"name": " Friday ", "kind": "arena", "clock": {"initial_s": 180, "increment_s": 2}}"#).unwrap();
        assert_eq!(arena.name, "Friday");
        assert_eq!(
            (arena.kind, arena.clock, arena.days_per_turn),
            (Kind::Arena, Some((180_000, 2_000)), None)
        );
        assert_eq!(
            (arena.duration_ms, arena.rounds, arena.cycles),
            (Some(3_600_000), None, None)
        );
        assert_eq!(
            (arena.rated, arena.max_players, arena.starts_at),
            (true, 200, None)
        );
        let swiss = check(r#"{"name": "S", "kind": "swiss", "days_per_turn": 3, "rounds": 7, "setup": "random", "random_per": "round", "rated": false}"#).unwrap();
        assert_eq!(
            (
                swiss.days_per_turn,
                swiss.rounds,
                swiss.setup,
                swiss.random_per,
                swiss.rated
            ),
            (Some(3), Some(7), "random", Some("round"), false)
        );
        let rr = check(r#"{"name": "R", "kind": "round-robin", "clock": {"days_per_turn": 5}, "cycles": 2, "max_players": 8, "starts_at": "2026-06-01T18:00:00Z", "rating_min": 1400, "rating_max": 1800}"#).unwrap();
        assert_eq!(
            (rr.cycles, rr.max_players, rr.rating_min, rr.rating_max),
            (Some(2), 8, Some(1400), Some(1800))
        );
        assert_eq!(rr.starts_at, parse_iso("2026-06-01T18:00:00Z"));
        assert_eq!(
            check(r#"{"name": "R", "kind": "round-robin", "days_per_turn": 5}"#)
                .unwrap()
                .max_players,
            10
        );
    }

    #[test]
    fn each_refusal_has_its_code() {
        let code = |json: &str| check(json).unwrap_err().code();
        let clock = r#""clock": {"initial_s": 60}"#;
        let with = |rest: &str| format!(r#"{{"name": "T", {clock}, {rest}}}"#);
        assert_eq!(code(r#"{"kind": "arena"}"#), "bad-name");
        assert_eq!(code(r#"{"name": "   ", "kind": "arena"}"#), "bad-name");
        assert_eq!(
            code(&format!(
                r#"{{"name": "{}", "kind": "arena"}}"#,
                "x".repeat(61)
            )),
            "bad-name"
        );
        assert_eq!(code(r#"{"name": "T"}"#), "bad-kind");
        assert_eq!(code(&with(r#""kind": "knockout""#)), "bad-kind");
        assert_eq!(code(r#"{"name": "T", "kind": "arena"}"#), "bad-clock");
        assert_eq!(
            code(r#"{"name": "T", "kind": "arena", "days_per_turn": 2}"#),
            "bad-clock"
        );
        assert_eq!(
            code(&with(r#""kind": "swiss", "setup": "chess""#)),
            "bad-setup"
        );
        assert_eq!(
            code(&with(r#""kind": "swiss", "random_per": "round""#)),
            "bad-random-per"
        );
        assert_eq!(
            code(&with(
                r#""kind": "swiss", "setup": "random", "random_per": "game""#
            )),
            "bad-random-per"
        );
        assert_eq!(
            code(&with(r#""kind": "swiss", "starts_at": "tomorrow""#)),
            "bad-start"
        );
        assert_eq!(
            code(&with(
                r#""kind": "swiss", "starts_at": "2020-01-01T00:00:00Z""#
            )),
            "bad-start"
        );
        assert_eq!(
            code(&with(
                r#""kind": "swiss", "starts_at": "2099-01-01T00:00:00Z""#
            )),
            "bad-start"
        );
        assert_eq!(
            code(&with(r#""kind": "arena", "duration_min": 0"#)),
            "bad-duration"
        );
        assert_eq!(
            code(&with(r#""kind": "arena", "duration_min": 1441"#)),
            "bad-duration"
        );
        assert_eq!(
            code(&with(r#""kind": "swiss", "duration_min": 10"#)),
            "bad-duration"
        );
        assert_eq!(code(&with(r#""kind": "swiss", "rounds": 0"#)), "bad-rounds");
        assert_eq!(code(&with(r#""kind": "arena", "rounds": 3"#)), "bad-rounds");
        assert_eq!(
            code(&with(r#""kind": "round-robin", "cycles": 3"#)),
            "bad-cycles"
        );
        assert_eq!(code(&with(r#""kind": "swiss", "cycles": 1"#)), "bad-cycles");
        assert_eq!(
            code(&with(r#""kind": "swiss", "max_players": 1"#)),
            "bad-max-players"
        );
        assert_eq!(
            code(&with(r#""kind": "round-robin", "max_players": 31"#)),
            "bad-max-players"
        );
        assert_eq!(
            code(&with(
                r#""kind": "swiss", "rating_min": 1800, "rating_max": 1500"#
            )),
            "bad-rating-range"
        );
        assert_eq!(
            code(&with(r#""kind": "swiss", "rating_max": 99999"#)),
            "bad-rating-range"
        );
    }
}
