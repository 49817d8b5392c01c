//! The body of `POST /api/championships`, a new correspondence championship, and its checks.

use serde::Deserialize;

use super::requests::{SetupWord, Word, setup_kind};
use super::seek_request::MAX_DAYS_PER_TURN;
use crate::dates::parse_iso;
use crate::error::ApiError;
use crate::text::shows_something;
use crate::tournaments::seasons::{ChampionshipSpec, MAX_GROUP, MIN_GROUP};
use crate::tournaments::spec::{MAX_NAME_CHARS, MAX_START_AHEAD_MS};

/// The body of `POST /api/championships`.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(deny_unknown_fields)]
pub struct NewChampionship {
    /// Its name (1 to 60 characters).
    pub name: Option<String>,
    /// `standard` (default), `random` or `tournament`.
    pub setup: Option<Word<SetupWord>>,
    /// Days per turn (default 3).
    pub days_per_turn: Option<u32>,
    /// Each group's cycles: 1 (default) or 2.
    pub cycles: Option<u32>,
    /// The most players of a group (default 8).
    pub group_size: Option<u32>,
    /// How many of each group go up (default 1).
    pub promote: Option<u32>,
    /// How many of each group go down (default: `promote` × `growth`, which keeps each
    /// division's size).
    pub relegate: Option<u32>,
    /// How many times more groups each division has than the one above (default 2).
    pub growth: Option<u32>,
    /// Whether its games are rated (default: yes).
    pub rated: Option<bool>,
    /// When the first season opens by itself (ISO 8601); `null`: when asked.
    pub first_season_at: Option<String>,
    /// Days between a season's last game and the next season, each opening by itself;
    /// `null`: each when asked.
    pub season_gap_days: Option<u32>,
}

fn bad(code: &'static str, message: String) -> ApiError {
    ApiError::bad(code, message)
}

impl NewChampionship {
    /// Checks the championship as of `now`: `bad-name`, `bad-setup`, `bad-clock`,
    /// `bad-cycles`, `bad-group`, `bad-start`, `bad-gap`, in that order.
    pub fn validate(self, now: i64) -> Result<ChampionshipSpec, ApiError> {
        let name = self.name.as_deref().map(str::trim).unwrap_or_default();
        if !shows_something(name) || name.chars().count() > MAX_NAME_CHARS {
            return Err(bad(
                "bad-name",
                format!("a championship needs a name of 1 to {MAX_NAME_CHARS} characters"),
            ));
        }
        let setup = setup_kind(self.setup, None)?.word();
        let days_per_turn = self.days_per_turn.unwrap_or(3);
        if !(1..=MAX_DAYS_PER_TURN).contains(&days_per_turn) {
            return Err(bad(
                "bad-clock",
                format!("a championship's days per turn are 1 to {MAX_DAYS_PER_TURN}"),
            ));
        }
        let cycles = self.cycles.unwrap_or(1);
        if !(1..=2).contains(&cycles) {
            return Err(bad("bad-cycles", "the cycles are 1 or 2".into()));
        }
        let group_size = self.group_size.unwrap_or(8);
        let promote = self.promote.unwrap_or(1);
        let growth = self.growth.unwrap_or(2);
        let relegate = self.relegate.unwrap_or(promote * growth);
        if !(MIN_GROUP..=MAX_GROUP).contains(&group_size)
            || promote + relegate >= group_size
            || !(1..=4).contains(&growth)
        {
            return Err(bad(
                "bad-group",
                format!(
                    "a group holds {MIN_GROUP} to {MAX_GROUP} players, more than those promoted and \
                     relegated together; each division has 1 to 4 times the groups of the one above"
                ),
            ));
        }
        let first_season_at = match self.first_season_at.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => match parse_iso(text) {
                Some(at) if at > now - 60_000 && at <= now + MAX_START_AHEAD_MS => {
                    Some(at.max(now))
                }
                _ => {
                    return Err(bad(
                        "bad-start",
                        "the first season's start must be an ISO 8601 time from now to a year ahead"
                            .into(),
                    ));
                }
            },
        };
        let season_gap_ms = match self.season_gap_days {
            None => None,
            Some(days @ 0..=60) => Some(i64::from(days) * 86_400_000),
            Some(_) => {
                return Err(bad(
                    "bad-gap",
                    "the pause between seasons is 0 to 60 days".into(),
                ));
            }
        };
        Ok(ChampionshipSpec {
            name: name.to_string(),
            setup,
            days_per_turn,
            cycles,
            group_size,
            promote,
            relegate,
            growth,
            rated: self.rated.unwrap_or(true),
            first_season_at,
            season_gap_ms,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(json: &str) -> Result<ChampionshipSpec, ApiError> {
        serde_json::from_str::<NewChampionship>(json)
            .unwrap()
            .validate(1_780_000_000_000)
    }

    #[test]
    fn defaults_and_refusals() {
        let c = check(r#"{"name": "League"}"#).unwrap();
        assert_eq!(
            (
                c.days_per_turn,
                c.cycles,
                c.group_size,
                c.promote,
                c.relegate,
                c.growth
            ),
            (3, 1, 8, 1, 2, 2)
        );
        assert_eq!(
            (c.rated, c.first_season_at, c.season_gap_ms),
            (true, None, None)
        );
        let c = check(
            r#"{"name": "L", "season_gap_days": 7, "group_size": 4, "promote": 2, "relegate": 1}"#,
        )
        .unwrap();
        assert_eq!(c.season_gap_ms, Some(7 * 86_400_000));
        let code = |json: &str| check(json).unwrap_err().code();
        assert_eq!(code(r#"{}"#), "bad-name");
        assert_eq!(code(r#"{"name": "L", "setup": "x"}"#), "bad-setup");
        assert_eq!(code(r#"{"name": "L", "days_per_turn": 0}"#), "bad-clock");
        assert_eq!(code(r#"{"name": "L", "cycles": 3}"#), "bad-cycles");
        assert_eq!(code(r#"{"name": "L", "group_size": 2}"#), "bad-group");
        assert_eq!(
            code(r#"{"name": "L", "group_size": 4, "promote": 2, "relegate": 2}"#),
            "bad-group"
        );
        assert_eq!(code(r#"{"name": "L", "growth": 5}"#), "bad-group");
        assert_eq!(
            code(r#"{"name": "L", "first_season_at": "soon"}"#),
            "bad-start"
        );
        assert_eq!(code(r#"{"name": "L", "season_gap_days": 61}"#), "bad-gap");
    }
}
