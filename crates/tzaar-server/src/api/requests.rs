//! The bodies the API reads, as serde types, and the checks serde cannot make: each refusal
//! with its stable code (`bad-mode`, `bad-setup`, ...), as the README lists them.

use serde::de::{DeserializeOwned, Deserializer, IntoDeserializer};
use serde::{Deserialize, Serialize};
use tzaar_core::{Color, SetupKind};
use tzaar_engine::levels::Level;

use crate::error::ApiError;
use crate::games::ColorChoice;
use crate::games::{Mode, random_u64};

/// The most days per turn of a correspondence game.
pub const MAX_DAYS_PER_TURN: u32 = 30;

/// The longest player name.
pub const MAX_NAME: usize = 40;

/// The engine's level when a new game names none (the engine's [`Level::DEFAULT`]).
pub const DEFAULT_LEVEL: u8 = Level::DEFAULT.get();

/// A word of a request: one of `T`'s, or the text of an unknown one, which `validate` refuses
/// with the field's own code rather than serde's `bad-json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Word<T> {
    /// A word `T` knows.
    Known(T),
    /// Any other text.
    Unknown(String),
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Word<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Word<T>, D::Error> {
        let text = String::deserialize(d)?;
        let known = T::deserialize(
            IntoDeserializer::<serde::de::value::Error>::into_deserializer(text.as_str()),
        );
        Ok(known.map_or(Word::Unknown(text), Word::Known))
    }
}

/// A random setup's seed as sent: a whole number from 0 to `u64::MAX`, or the text of any other
/// number (too large, negative, fractional), which `validate` refuses as `bad-seed` rather than
/// serde's `bad-json`. A seed that is not a number at all stays `bad-json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seed {
    /// A seed that fits.
    Fits(u64),
    /// Another number, as text.
    OutOfRange(String),
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Seed, D::Error> {
        struct Number;
        impl serde::de::Visitor<'_> for Number {
            type Value = Seed;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a whole number")
            }
            fn visit_u64<E>(self, v: u64) -> Result<Seed, E> {
                Ok(Seed::Fits(v))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Seed, E> {
                Ok(u64::try_from(v).map_or_else(|_| Seed::OutOfRange(v.to_string()), Seed::Fits))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Seed, E> {
                Ok(Seed::OutOfRange(v.to_string()))
            }
        }
        d.deserialize_any(Number)
    }
}

/// The setups a new game can start from.
#[derive(Deserialize, Serialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SetupWord {
    /// The printed standard setup.
    Standard,
    /// A random setup from a seed.
    Random,
    /// The tournament version: the players place their pieces.
    Tournament,
}

/// The clocks of a new online game.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct ClockSpec {
    /// Each side's time at the start.
    pub initial_ms: u64,
    /// Added to a side's time after each of its turns.
    #[serde(default)]
    pub increment_ms: u64,
}

/// The body of `POST /api/games`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// `engine`, `hotseat` or `online`.
    pub mode: Word<Mode>,
    /// `standard` (default), `random` or `tournament`.
    pub setup: Option<Word<SetupWord>>,
    /// The random setup's seed.
    pub seed: Option<Seed>,
    /// The engine's level, 1 to 10 (default [`DEFAULT_LEVEL`]).
    pub level: Option<u64>,
    /// The creator's seat: `white` (default), `black` or `random`.
    pub color: Option<Word<ColorChoice>>,
    /// Clocks (online mode).
    pub clock: Option<ClockSpec>,
    /// Days per turn of a correspondence game (online mode, 1 to 30; not with `clock`).
    pub days_per_turn: Option<u32>,
    /// White's name.
    pub white: Option<String>,
    /// Black's name.
    pub black: Option<String>,
}

/// A new game as checked: every choice made, random ones drawn.
#[derive(Debug, Clone)]
pub struct GameSpec {
    /// Engine, hot-seat or online.
    pub mode: Mode,
    /// Where the game starts.
    pub kind: SetupKind,
    /// The engine's level (engine mode).
    pub level: Option<Level>,
    /// The creator's seat.
    pub color: Color,
    /// Each side's time at the start and the increment (online mode).
    pub clock: Option<(u64, u64)>,
    /// Days per turn (correspondence, online mode).
    pub days_per_turn: Option<u32>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
}

impl NewGame {
    /// Checks the request and makes its choices, refusing with the API's codes in this order:
    /// `bad-mode`, `bad-setup`/`bad-seed`, `busy` (a new engine game while `engine_full`),
    /// `bad-level`, `bad-color`, `bad-clock`, `bad-days`, `bad-name`.
    pub fn validate(self, engine_full: bool) -> Result<GameSpec, ApiError> {
        let mode = match self.mode {
            Word::Known(m @ (Mode::Engine | Mode::Hotseat | Mode::Online)) => m,
            Word::Known(m) => return Err(unknown_mode(m.word())),
            Word::Unknown(other) => return Err(unknown_mode(&other)),
        };
        let kind = setup_kind(self.setup, self.seed)?;
        // A new game against the engine would only add to a full queue.
        if mode == Mode::Engine && engine_full {
            return Err(ApiError::Busy);
        }
        let level = match mode {
            Mode::Engine => Some(
                Level::new(self.level.unwrap_or(u64::from(DEFAULT_LEVEL)))
                    .map_err(|e| ApiError::bad("bad-level", e.to_string()))?,
            ),
            _ => None,
        };
        let color = color_choice(self.color)?.draw()?;
        let clock = match (self.clock, mode) {
            (None, _) => None,
            (Some(c), Mode::Online) => {
                if !(1_000..=86_400_000).contains(&c.initial_ms) || c.increment_ms > 3_600_000 {
                    return Err(ApiError::bad(
                        "bad-clock",
                        "the clock's initial_ms must be from 1000 to 86400000 (a day) and its \
                         increment_ms at most 3600000 (an hour)",
                    ));
                }
                Some((c.initial_ms, c.increment_ms))
            }
            (Some(_), _) => {
                return Err(ApiError::bad(
                    "bad-clock",
                    "clocks are for online games only",
                ));
            }
        };
        let days_per_turn = match (self.days_per_turn, mode) {
            (None, _) => None,
            (Some(_), Mode::Online) if clock.is_some() => {
                return Err(ApiError::bad(
                    "bad-clock",
                    "a game has a clock or days per turn, not both",
                ));
            }
            (Some(days @ 1..=MAX_DAYS_PER_TURN), Mode::Online) => Some(days),
            (Some(_), Mode::Online) => {
                return Err(ApiError::bad(
                    "bad-days",
                    format!("days_per_turn must be from 1 to {MAX_DAYS_PER_TURN}"),
                ));
            }
            (Some(_), _) => {
                return Err(ApiError::bad(
                    "bad-days",
                    "days per turn are for online games only",
                ));
            }
        };
        let (default_white, default_black) = match level {
            Some(l) => {
                let engine = format!("Engine (level {})", l.get());
                match color {
                    Color::White => ("Player".to_string(), engine),
                    Color::Black => (engine, "Player".to_string()),
                }
            }
            None => ("White".to_string(), "Black".to_string()),
        };
        Ok(GameSpec {
            mode,
            kind,
            level,
            color,
            clock,
            days_per_turn,
            white: check_name(self.white, default_white)?,
            black: check_name(self.black, default_black)?,
        })
    }
}

/// The setup a request names (`standard` if none) with its seed: a random setup without one
/// gets a seed the players can read and type again; `bad-setup` for an unknown word, `bad-seed`
/// for a seed with another setup.
pub fn setup_kind(
    setup: Option<Word<SetupWord>>,
    seed: Option<Seed>,
) -> Result<SetupKind, ApiError> {
    let seed = match seed {
        None => None,
        Some(Seed::Fits(seed)) => Some(seed),
        Some(Seed::OutOfRange(text)) => {
            return Err(ApiError::bad(
                "bad-seed",
                format!(
                    "the seed must be a whole number from 0 to {}, not {text}",
                    u64::MAX
                ),
            ));
        }
    };
    let setup = match setup {
        None => SetupWord::Standard,
        Some(Word::Known(s)) => s,
        Some(Word::Unknown(other)) => {
            return Err(ApiError::bad(
                "bad-setup",
                format!("unknown setup `{other}`: use `standard`, `random` or `tournament`"),
            ));
        }
    };
    let kind = match setup {
        SetupWord::Standard => SetupKind::Standard,
        SetupWord::Tournament => SetupKind::Tournament,
        SetupWord::Random => SetupKind::Random {
            seed: match seed {
                Some(seed) => seed,
                None => random_u64()? % 1_000_000_000,
            },
        },
    };
    if seed.is_some() && setup != SetupWord::Random {
        return Err(ApiError::bad(
            "bad-seed",
            format!(
                "the {} setup has no seed; a seed goes with `random`",
                kind.word()
            ),
        ));
    }
    Ok(kind)
}

/// The colour a request chooses (`white` if none); `bad-color` for an unknown word.
pub fn color_choice(color: Option<Word<ColorChoice>>) -> Result<ColorChoice, ApiError> {
    match color {
        None => Ok(ColorChoice::White),
        Some(Word::Known(c)) => Ok(c),
        Some(Word::Unknown(other)) => Err(ApiError::bad(
            "bad-color",
            format!("unknown colour `{other}`: use `white`, `black` or `random`"),
        )),
    }
}

fn unknown_mode(word: &str) -> ApiError {
    ApiError::bad(
        "bad-mode",
        format!("unknown mode `{word}`: use `engine`, `hotseat` or `online`"),
    )
}

/// The name given, without format characters and trimmed, or `default` if none or if it
/// shows nothing; `bad-name` if too long or with control characters.
fn check_name(name: Option<String>, default: String) -> Result<String, ApiError> {
    let Some(name) = name else {
        return Ok(default);
    };
    let name = crate::text::strip_format(&name);
    if !crate::text::shows_something(&name) {
        return Ok(default);
    }
    if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(ApiError::bad(
            "bad-name",
            format!("a name has at most {MAX_NAME} characters and no control characters"),
        ));
    }
    Ok(name)
}

/// The body of `POST /api/games/{id}/actions`: one action or one whole turn.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// One action, e.g. `D4xC3`.
    pub action: Option<String>,
    /// A whole turn, e.g. `F1xG1 A4+B4`.
    pub turn: Option<String>,
}

/// What a [`PlayRequest`] asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Play {
    /// One action's text.
    Action(String),
    /// A whole turn's text.
    Turn(String),
}

impl PlayRequest {
    /// One action or one turn; `bad-request` for both or neither.
    pub fn validate(self) -> Result<Play, ApiError> {
        match (self.action, self.turn) {
            (Some(action), None) => Ok(Play::Action(action)),
            (None, Some(turn)) => Ok(Play::Turn(turn)),
            _ => Err(ApiError::bad(
                "bad-request",
                "send either {\"action\": \"D4xC3\"} or {\"turn\": \"F1xG1 A4+B4\"}",
            )),
        }
    }
}

/// The body of `POST /api/position`: a position and one action or one whole turn in it.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct PositionPlay {
    /// The position, as `GET /api/position` names one.
    pub position: String,
    /// One action, e.g. `D4xC3`.
    pub action: Option<String>,
    /// A whole turn, e.g. `F1xG1 A4+B4`.
    pub turn: Option<String>,
}

impl PositionPlay {
    /// The position's text and what to play in it; `bad-request` for both or neither.
    pub fn validate(self) -> Result<(String, Play), ApiError> {
        let play = PlayRequest {
            action: self.action,
            turn: self.turn,
        }
        .validate()?;
        Ok((self.position, play))
    }
}

/// The longest turn a puzzle's answer may send, in characters (`F1xG1 A4+B4` is 11).
pub const MAX_TURN: usize = 40;

/// The body of `POST /api/puzzles/{id}/attempt`: the solver's whole turn, and whether it
/// begins the puzzle again from its start.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct PuzzleTurn {
    /// A whole turn, e.g. `F1xG1 A4+B4`.
    pub turn: String,
    /// Begin again from the puzzle's start (unrated); the attempt going on ends failed.
    #[serde(default)]
    pub again: bool,
}

impl PuzzleTurn {
    /// The turn's text; `bad-turn` if it is empty or longer than [`MAX_TURN`].
    pub fn validate(&self) -> Result<(), ApiError> {
        let len = self.turn.chars().count();
        if len == 0 || len > MAX_TURN {
            return Err(ApiError::bad(
                "bad-turn",
                format!("a turn is one or two actions, 1 to {MAX_TURN} characters"),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_game(json: &str) -> Result<GameSpec, ApiError> {
        serde_json::from_str::<NewGame>(json)
            .unwrap()
            .validate(false)
    }

    fn code(json: &str) -> &'static str {
        new_game(json).unwrap_err().code()
    }

    #[test]
    fn unknown_words_get_their_fields_codes() {
        assert_eq!(code(r#"{"mode": "chess"}"#), "bad-mode");
        assert_eq!(code(r#"{"mode": "review"}"#), "bad-mode");
        assert_eq!(
            code(r#"{"mode": "online", "setup": "position"}"#),
            "bad-setup"
        );
        assert_eq!(
            code(r#"{"mode": "online", "setup": "x", "seed": 1}"#),
            "bad-setup"
        );
        assert_eq!(code(r#"{"mode": "online", "color": "red"}"#), "bad-color");
        assert!(serde_json::from_str::<NewGame>(r#"{"mode": 5}"#).is_err());
    }

    #[test]
    fn a_colour_choice_reads_back_its_word() {
        for c in [ColorChoice::White, ColorChoice::Black, ColorChoice::Random] {
            assert_eq!(ColorChoice::from_word(c.word()), c);
        }
    }

    #[test]
    fn choices_are_made() {
        let g = new_game(r#"{"mode": "engine", "color": "black", "setup": "random", "seed": 7}"#)
            .unwrap();
        assert_eq!((g.mode, g.color), (Mode::Engine, Color::Black));
        assert_eq!(g.kind, SetupKind::Random { seed: 7 });
        assert_eq!(g.level.map(Level::get), Some(DEFAULT_LEVEL));
        assert_eq!(
            (g.white.as_str(), g.black.as_str()),
            ("Engine (level 5)", "Player")
        );
        let busy = serde_json::from_str::<NewGame>(r#"{"mode": "engine", "level": 11}"#).unwrap();
        assert_eq!(busy.validate(true).unwrap_err().code(), "busy");
    }
}
