//! Game records: a small text format, in the manner of chess's PGN, that holds one whole game.
//!
//! ```text
//! [Game "TZAAR"]
//! [Setup "random"]
//! [Seed "12345"]
//! [White "Alice"]
//! [Black "Bob"]
//! [Date "2026.11.22"]
//! [Result "0-1"]
//! [Termination "resignation"]
//!
//! 1. H6xG6
//! 2. F6xF7 D4+D3 {Black stacks at once}
//! 3. E9xF8 pass
//! 0-1
//! ```
//!
//! # Tags
//!
//! A record starts with tags, `[Name "value"]`. The name is made of ASCII letters, digits and
//! `_`, and is case-sensitive; the value stands in double quotes, where `\"` is a quote and `\\`
//! a backslash, and may not span lines or hold other control characters. No tag may appear
//! twice. The tags that describe the game are:
//!
//! | tag | value |
//! |-----|-------|
//! | `Game` | `TZAAR` (optional when reading) |
//! | `Setup` | how the game starts: `standard` (the rulebook's fixed layout), `random` (a shuffle from a seed), `tournament` (the placement phase on an empty board) or `position` (any position, for imports and custom starts) |
//! | `Seed` | with `random` only, and required there: the shuffle's seed, a whole number from 0 to 18446744073709551615 |
//! | `Position` | with `position` only, and required there: the start as a position string (see [`crate::position_string`]) |
//! | `Result` | `1-0` White won, `0-1` Black won, `*` unfinished |
//! | `Termination` | how a decided game ended; absent for unfinished games (see below) |
//!
//! Any other tag (`White`, `Black`, `Date`, `Event`, `Site`, `Round`, ...) is kept as written and
//! written back.
//!
//! The `Termination` words are `tzaar-captured`, `tzarra-captured`, `tott-captured` (the loser's
//! last visible piece of that type was captured), `tzaar-buried`, `tzarra-buried`, `tott-buried`
//! (the loser covered their own last one by stacking), `no-capture` (the loser could not capture
//! at the start of their turn), `resignation` and `time` (the loser resigned or ran out of time).
//!
//! # Turns
//!
//! After the tags come the turns, numbered `1.`, `2.`, ... without gaps, each followed by its
//! actions in the notation of [`crate::notation`]: `D4xC3` captures, `A4+B4` stacks, `pass`,
//! `Z@E1` places. A placement (tournament setup) is a whole turn, and so is White's opening
//! capture; every later turn has a first and a second action, except when the first action ends
//! the game. Spaces and line breaks between words are free, and `{...}` is a comment anywhere
//! outside a tag value; comments do not nest, and each is kept with the turn it follows (the
//! tags' comments with the start). The last word is the result,
//! `1-0`, `0-1` or `*`, equal to the `Result` tag.
//!
//! # Checks when reading
//!
//! Every turn is replayed from the start: each action must be legal, and each turn must have
//! exactly its actions. Only the last turn of a game that the rules have not ended may stop after
//! its first action (a game saved or resigned in the middle of a turn). The result must agree
//! with the replay: a game the rules have ended carries that winner and its reason; `resignation`
//! and `time` only end games the rules have not; `*` only for a game that is not over. Errors
//! ([`RecordError`]) give the line and column (from 1, in characters) of the offending text.
//!
//! # Writing
//!
//! [`Record`]'s `Display` writes the canonical layout: the tags `Game`, `Setup`, then `Seed` or
//! `Position`, then `White`, `Black`, `Date`, `Result`, `Termination`, then the other tags in
//! their order, one per line; an empty line; one turn per line; the result on a line of its own.
//! Reading that text back gives an equal record, and writing it again gives the same text.

use std::str::FromStr;

use crate::game::Game;
use lexer::{Parser, is_name_char};

mod error;
mod lexer;
mod replay;
mod writer;

pub use error::{CommentError, RecordError, RecordErrorKind, TagError};
pub(crate) use lexer::{Cursor, Loc, utf8};

/// The tag naming the engine's colour, `white` or `black`
/// ([`Color::name`](crate::piece::Color::name)), in a game against the engine: the terminal's
/// `play --engine` and the server's engine games write it.
pub const ENGINE_COLOR_TAG: &str = "EngineColor";
/// The tag holding the engine's level in a game against it.
pub const ENGINE_LEVEL_TAG: &str = "EngineLevel";
/// The tag holding the engine's time per turn in a game against it, in milliseconds.
pub const ENGINE_TIME_TAG: &str = "EngineTime";

/// Tags the game itself determines; they cannot be set by hand.
const RESERVED: [&str; 6] = ["Game", "Setup", "Seed", "Position", "Result", "Termination"];

/// Tags written right after the setup, in this order, when present.
const ROSTER: [&str; 3] = ["White", "Black", "Date"];

/// A game and its tags.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The game; the tags `Game`, `Setup`, `Seed`, `Position`, `Result` and `Termination` are
    /// written from it.
    pub game: Game,
    /// The other tags: `White`, `Black`, `Date` first (when present), then the rest in order.
    tags: Vec<(String, String)>,
    /// The comments, each with the number of the turn it follows (0: before the first turn).
    comments: Vec<(usize, String)>,
}

impl Record {
    /// A record of `game` with no other tags.
    pub fn new(game: Game) -> Record {
        Record {
            game,
            tags: Vec::new(),
            comments: Vec::new(),
        }
    }

    /// Reads and checks a record (see the module documentation).
    ///
    /// ```
    /// use tzaar_core::Record;
    ///
    /// let text = "[Setup \"standard\"]\n[Result \"*\"]\n1. D5xD4 {opening}\n2. C3xD4 pass\n*\n";
    /// let record = Record::parse(text).unwrap();
    /// assert_eq!(record.game.turns().len(), 2);
    /// assert!(record.to_string().contains("1. D5xD4 {opening}\n"));
    /// let e = Record::parse(&text.replace("C3xD4 pass", "pass C3xD4")).unwrap_err();
    /// assert_eq!((e.line, e.column, e.code()), (4, 4, "illegal"));
    /// ```
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        Parser::new(text).record()
    }

    /// Reads and checks a record given as bytes (a file, a request body): as
    /// [`Record::parse`], and bytes that are not UTF-8 are an error at the line and column of
    /// the first such byte. A LittleGolem record is read with
    /// `littlegolem::import_bytes` instead (`littlegolem::looks_like` tells them apart); that
    /// module builds on this one.
    ///
    /// ```
    /// use tzaar_core::Record;
    ///
    /// let e = Record::from_bytes(b"[Setup \"standard\"]\n[Result \"*\xff\"]\n*\n").unwrap_err();
    /// assert_eq!((e.line, e.column, e.code()), (2, 11, "not-utf8"));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        match utf8(bytes) {
            Ok(text) => Record::parse(text),
            Err(at) => lexer::err(at, RecordErrorKind::NotUtf8),
        }
    }

    /// The value of a tag other than the ones written from the game.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The tags other than the ones written from the game, in the order they are written.
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> {
        self.tags.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// Sets a tag, replacing its value if it is present. The name must be ASCII letters, digits
    /// and `_`, and not one of the tags written from the game; the value must not hold control
    /// characters.
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), TagError> {
        check_tag(name, value)?;
        self.insert_tag(name.to_string(), value.to_string());
        Ok(())
    }

    /// The comments, in order, each with the number of the turn it follows (`0` for one before
    /// the first turn) and its text between the braces.
    pub fn comments(&self) -> impl Iterator<Item = (usize, &str)> {
        self.comments.iter().map(|(t, c)| (*t, c.as_str()))
    }

    /// Adds a comment after turn `after_turn` (`0`: before the first turn). Fails if the text
    /// holds a `}`, which would end it early.
    pub fn add_comment(&mut self, after_turn: usize, text: &str) -> Result<(), CommentError> {
        if text.contains('}') {
            return Err(CommentError);
        }
        self.comments.push((after_turn, text.to_string()));
        self.comments.sort_by_key(|(t, _)| *t);
        Ok(())
    }

    /// Removes a tag, returning its value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        let i = self.tags.iter().position(|(n, _)| n == name)?;
        Some(self.tags.remove(i).1)
    }

    /// A record with checked tags of distinct names, put in the written order.
    pub(crate) fn with_tags(game: Game, mut tags: Vec<(String, String)>) -> Record {
        let rank = |n: &str| ROSTER.iter().position(|r| *r == n).unwrap_or(ROSTER.len());
        tags.sort_by_key(|(n, _)| rank(n));
        Record {
            game,
            tags,
            comments: Vec::new(),
        }
    }

    /// Inserts a checked tag, keeping the roster tags first and in their order.
    fn insert_tag(&mut self, name: String, value: String) {
        if let Some(slot) = self.tags.iter_mut().find(|(n, _)| *n == name) {
            slot.1 = value;
            return;
        }
        let rank = |n: &str| ROSTER.iter().position(|r| *r == n);
        let at = match rank(&name) {
            Some(r) => self
                .tags
                .iter()
                .position(|(n, _)| rank(n).is_none_or(|other| other > r))
                .unwrap_or(self.tags.len()),
            None => self.tags.len(),
        };
        self.tags.insert(at, (name, value));
    }
}

impl FromStr for Record {
    type Err = RecordError;

    /// Same as [`Record::parse`].
    fn from_str(s: &str) -> Result<Record, RecordError> {
        Record::parse(s)
    }
}

/// Whether a tag may be set by hand: see [`Record::set_tag`].
pub(crate) fn check_tag(name: &str, value: &str) -> Result<(), TagError> {
    if name.is_empty() || !name.chars().all(is_name_char) {
        return Err(TagError::BadName(name.to_string()));
    }
    if RESERVED.contains(&name) {
        return Err(TagError::Reserved(name.to_string()));
    }
    if value.chars().any(char::is_control) {
        return Err(TagError::BadValue(name.to_string()));
    }
    Ok(())
}

/// The calendar date `(year, month, day)` of a count of days since 1970-01-01, in the proleptic
/// Gregorian calendar (what the `Date` tag holds, in UTC).
pub fn civil_date(days: i64) -> (i64, u32, u32) {
    // Counted from 0000-03-01 in eras of 400 years, so that leap days end each year.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The `Date` tag's text, `YYYY.MM.DD`, of a time in seconds since 1970-01-01 UTC.
pub fn date_tag(unix_secs: i64) -> String {
    let (y, m, d) = civil_date(unix_secs.div_euclid(86_400));
    format!("{y:04}.{m:02}.{d:02}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        assert_eq!(super::civil_date(0), (1970, 1, 1));
        assert_eq!(super::civil_date(20_414), (2025, 11, 22));
        assert_eq!(super::civil_date(11_016), (2000, 2, 29));
        assert_eq!(super::civil_date(-1), (1969, 12, 31));
        assert_eq!(super::date_tag(1_767_225_600), "2026.01.01");
        assert_eq!(super::date_tag(-1), "1969.12.31");
    }

    use super::*;
    use crate::game::{GameResult, Termination};
    use crate::piece::Color;
    use crate::setup::SetupKind;

    #[test]
    fn the_documented_example_reads() {
        let source = include_str!("mod.rs");
        let start = source.find("//! ```text\n").unwrap() + "//! ```text\n".len();
        let end = start + source[start..].find("//! ```\n").unwrap();
        let text: String = source[start..end]
            .lines()
            .map(|l| format!("{}\n", l.trim_start_matches("//!").trim_start()))
            .collect();
        let r = Record::parse(&text).unwrap();
        assert_eq!(r.game.turns().len(), 3);
        assert_eq!(
            r.game.result(),
            Some(GameResult {
                winner: Color::Black,
                termination: Termination::Resignation
            })
        );
        assert_eq!(r.tag("Date"), Some("2026.11.22"));
    }

    #[test]
    fn roster_tags_stay_in_front() {
        let mut r = Record::new(Game::new(SetupKind::Standard));
        r.set_tag("Event", "E").unwrap();
        r.set_tag("Date", "D").unwrap();
        r.set_tag("White", "W").unwrap();
        r.set_tag("Round", "3").unwrap();
        r.set_tag("Black", "B").unwrap();
        let names: Vec<&str> = r.tags().map(|(n, _)| n).collect();
        assert_eq!(names, ["White", "Black", "Date", "Event", "Round"]);
        assert_eq!(
            r.set_tag("Result", "1-0"),
            Err(TagError::Reserved("Result".into()))
        );
        assert_eq!(r.set_tag("A b", "x"), Err(TagError::BadName("A b".into())));
        assert_eq!(
            r.set_tag("Ab", "x\ny"),
            Err(TagError::BadValue("Ab".into()))
        );
        assert_eq!(r.remove_tag("Date").as_deref(), Some("D"));
        assert_eq!(r.tag("Date"), None);
    }

    #[test]
    fn empty_game_round_trips() {
        let r = Record::new(Game::new(SetupKind::Tournament));
        let text = r.to_string();
        assert_eq!(
            text,
            "[Game \"TZAAR\"]\n[Setup \"tournament\"]\n[Result \"*\"]\n\n*\n"
        );
        assert_eq!(Record::parse(&text).unwrap(), r);
    }

    #[test]
    fn escapes_round_trip() {
        let mut r = Record::new(Game::new(SetupKind::Standard));
        r.set_tag("White", "A \"quoted\" \\ name").unwrap();
        let text = r.to_string();
        assert!(text.contains(r#"[White "A \"quoted\" \\ name"]"#), "{text}");
        assert_eq!(Record::parse(&text).unwrap(), r);
    }

    const COMMENTED: &str = "{before the tags}\n[Game \"TZAAR\"]\n[Setup \"standard\"]\n\
        [Result \"*\"]\n{between tags and turns}\n1. D5xD4 {opening}\n2. {mid} C3xD4 pass \
        {one}{two\nlines}\n* {after the result}\n";

    #[test]
    fn comments_are_kept_with_their_turns() {
        let r = Record::parse(COMMENTED).unwrap();
        let comments: Vec<(usize, &str)> = r.comments().collect();
        assert_eq!(
            comments,
            [
                (0, "before the tags"),
                (0, "between tags and turns"),
                (1, "opening"),
                (2, "mid"),
                (2, "one"),
                (2, "two\nlines"),
                (2, "after the result"),
            ]
        );
        let written = r.to_string();
        assert_eq!(
            written,
            "[Game \"TZAAR\"]\n[Setup \"standard\"]\n[Result \"*\"]\n\n{before the tags}\n\
             {between tags and turns}\n1. D5xD4 {opening}\n2. C3xD4 pass {mid} {one} \
             {two\nlines} {after the result}\n*\n"
        );
        let again = Record::parse(&written).unwrap();
        assert_eq!(again, r);
        assert_eq!(again.to_string(), written);
    }

    #[test]
    fn added_comments_round_trip_and_braces_are_refused() {
        let mut r = Record::new(Game::new(SetupKind::Standard));
        r.game.play("D5xD4".parse().unwrap()).unwrap();
        r.add_comment(1, "a good start").unwrap();
        r.add_comment(0, "a friendly game").unwrap();
        assert_eq!(r.add_comment(1, "no } here"), Err(CommentError));
        let text = r.to_string();
        assert!(
            text.contains("{a friendly game}\n1. D5xD4 {a good start}\n"),
            "{text}"
        );
        assert_eq!(Record::parse(&text).unwrap(), r);
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let with_bom = format!("\u{feff}{COMMENTED}");
        assert_eq!(
            Record::parse(&with_bom).unwrap(),
            Record::parse(COMMENTED).unwrap()
        );
        // Columns on the first line count from after the mark.
        let e = Record::parse("\u{feff}[Game \"Chess\"]").unwrap_err();
        assert_eq!((e.line, e.column), (1, 8));
    }
}
