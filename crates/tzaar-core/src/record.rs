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
//! outside a tag value (comments do not nest and are not kept). The last word is the result,
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

use std::fmt;
use std::str::FromStr;

use crate::action::Action;
use thiserror::Error;

use crate::game::GameError;
use crate::game::{Game, GameResult, Termination};
use crate::movegen::IllegalAction;
use crate::notation::ParseError;
use crate::piece::Color;
use crate::position::Position;
use crate::setup::{Phase, Setup, SetupKind};
use crate::turn::TurnEnd;
use crate::turn::{TurnStatus, turn_status};

/// A game record that cannot be read, with the 1-based line and column of the offending text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct RecordError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong in a game record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordErrorKind {
    /// A tag that does not have the shape `[Name "value"]`.
    #[error("malformed tag: {0}")]
    BadTag(String),
    /// The same tag twice.
    #[error("tag `{0}` appears twice")]
    DuplicateTag(String),
    /// A tag after the first turn.
    #[error("tag `{0}` comes after the turns; all tags come first")]
    LateTag(String),
    /// A tag value that is not allowed.
    #[error("tag `{tag}`: {reason}")]
    BadTagValue {
        /// The tag's name.
        tag: String,
        /// What is wrong with its value.
        reason: String,
    },
    /// A required tag that is absent.
    #[error("missing the `{tag}` tag: {reason}")]
    MissingTag {
        /// The tag's name.
        tag: String,
        /// Why it is needed.
        reason: String,
    },
    /// A tag that does not go with the other tags.
    #[error("tag `{tag}` does not belong here: {reason}")]
    UnexpectedTag {
        /// The tag's name.
        tag: String,
        /// Why.
        reason: String,
    },
    /// A `{` comment without its `}`.
    #[error("this `{{` comment is never closed by `}}`")]
    UnterminatedComment,
    /// A `}` outside a comment.
    #[error("`}}` without a `{{` before it")]
    StrayBrace,
    /// Something other than the next turn number where one is due.
    #[error("expected turn number `{expected}.`, found `{found}`")]
    TurnNumber {
        /// The number due.
        expected: usize,
        /// The text found.
        found: String,
    },
    /// A turn number with no actions after it.
    #[error("turn {0} has no actions")]
    EmptyTurn(usize),
    /// An action that cannot be read.
    #[error("turn {turn}: {error}")]
    Unreadable {
        /// The turn number.
        turn: usize,
        /// Why it cannot be read.
        error: ParseError,
    },
    /// An action that is illegal where it is played.
    #[error("turn {turn}: `{action}` is illegal: {error}")]
    Illegal {
        /// The turn number.
        turn: usize,
        /// The action as written.
        action: String,
        /// Why it is illegal.
        error: IllegalAction,
    },
    /// An action beyond the ones the turn has.
    #[error("turn {turn}: `{action}` is one action too many: {reason}")]
    ExtraAction {
        /// The turn number.
        turn: usize,
        /// The extra action as written.
        action: String,
        /// Why the turn is already complete.
        reason: TurnEnd,
    },
    /// A turn that stops after its first action although the game goes on.
    #[error(
        "turn {turn} has only one action: {side} must add a second (a capture, a stacking move \
         or `pass`)"
    )]
    MissingSecond {
        /// The turn number.
        turn: usize,
        /// The player whose turn it is.
        side: Color,
    },
    /// A turn after the game has ended.
    #[error("turn {turn} comes after the end of the game ({result})")]
    TurnAfterEnd {
        /// The turn number.
        turn: usize,
        /// How the game had ended.
        result: GameResult,
    },
    /// No result token after the turns.
    #[error("missing the result after the turns: `1-0`, `0-1` or `*`")]
    MissingResult,
    /// Text after the result token.
    #[error("unexpected `{0}` after the result")]
    AfterResult(String),
    /// The result token and the `Result` tag differ.
    #[error("the result `{token}` disagrees with the Result tag `{tag}`")]
    ResultMismatch {
        /// The Result tag's value.
        tag: String,
        /// The result token.
        token: String,
    },
    /// The `Result` or `Termination` tag disagrees with the replay.
    #[error("{0}")]
    WrongResult(String),
}

/// A tag that [`crate::Record::set_tag`] refuses.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TagError {
    /// A name that is not letters, digits and `_`.
    #[error("`{0}` is not a tag name: use letters, digits and `_`")]
    BadName(String),
    /// A tag written from the game itself (Game, Setup, Seed, Position, Result, Termination).
    #[error("tag `{0}` is written from the game itself and cannot be set")]
    Reserved(String),
    /// A value with a control character such as a line break.
    #[error("the value of tag `{0}` holds a control character such as a line break")]
    BadValue(String),
}

impl RecordError {
    /// The kind's [`RecordErrorKind::code`].
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl RecordErrorKind {
    /// A stable kebab-case identifier of the kind of error, e.g. `bad-tag` or `illegal`.
    pub const fn code(&self) -> &'static str {
        match self {
            RecordErrorKind::BadTag(_) => "bad-tag",
            RecordErrorKind::DuplicateTag(_) => "duplicate-tag",
            RecordErrorKind::LateTag(_) => "late-tag",
            RecordErrorKind::BadTagValue { .. } => "bad-tag-value",
            RecordErrorKind::MissingTag { .. } => "missing-tag",
            RecordErrorKind::UnexpectedTag { .. } => "unexpected-tag",
            RecordErrorKind::UnterminatedComment => "unterminated-comment",
            RecordErrorKind::StrayBrace => "stray-brace",
            RecordErrorKind::TurnNumber { .. } => "turn-number",
            RecordErrorKind::EmptyTurn(_) => "empty-turn",
            RecordErrorKind::Unreadable { .. } => "unreadable",
            RecordErrorKind::Illegal { .. } => "illegal",
            RecordErrorKind::ExtraAction { .. } => "extra-action",
            RecordErrorKind::MissingSecond { .. } => "missing-second",
            RecordErrorKind::TurnAfterEnd { .. } => "turn-after-end",
            RecordErrorKind::MissingResult => "missing-result",
            RecordErrorKind::AfterResult(_) => "after-result",
            RecordErrorKind::ResultMismatch { .. } => "result-mismatch",
            RecordErrorKind::WrongResult(_) => "wrong-result",
        }
    }
}

impl TagError {
    /// A stable kebab-case identifier of the kind of error, e.g. `reserved`.
    pub const fn code(&self) -> &'static str {
        match self {
            TagError::BadName(_) => "bad-name",
            TagError::Reserved(_) => "reserved",
            TagError::BadValue(_) => "bad-value",
        }
    }
}

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
}

impl Record {
    /// A record of `game` with no other tags.
    pub fn new(game: Game) -> Record {
        Record {
            game,
            tags: Vec::new(),
        }
    }

    /// Reads and checks a record (see the module documentation).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        Parser::new(text).record()
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

    /// Removes a tag, returning its value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        let i = self.tags.iter().position(|(n, _)| n == name)?;
        Some(self.tags.remove(i).1)
    }

    /// A record with checked tags of distinct names, put in the written order.
    pub(crate) fn with_tags(game: Game, mut tags: Vec<(String, String)>) -> Record {
        let rank = |n: &str| ROSTER.iter().position(|r| *r == n).unwrap_or(ROSTER.len());
        tags.sort_by_key(|(n, _)| rank(n));
        Record { game, tags }
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

/// The result word for a game's result.
fn result_token(result: Option<GameResult>) -> &'static str {
    match result.map(|r| r.winner) {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "*",
    }
}

fn write_tag(f: &mut fmt::Formatter<'_>, name: &str, value: &str) -> fmt::Result {
    write!(f, "[{name} \"")?;
    for c in value.chars() {
        if c == '"' || c == '\\' {
            f.write_str("\\")?;
        }
        write!(f, "{c}")?;
    }
    f.write_str("\"]\n")
}

impl fmt::Display for Record {
    /// Writes the canonical layout described in the module documentation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_tag(f, "Game", "TZAAR")?;
        match self.game.setup_kind() {
            Some(SetupKind::Standard) => write_tag(f, "Setup", "standard")?,
            Some(SetupKind::Random { seed }) => {
                write_tag(f, "Setup", "random")?;
                write_tag(f, "Seed", &seed.to_string())?;
            }
            Some(SetupKind::Tournament) => write_tag(f, "Setup", "tournament")?,
            None => {
                write_tag(f, "Setup", "position")?;
                write_tag(f, "Position", &self.game.start_position().to_string())?;
            }
        }
        let is_roster = |n: &str| ROSTER.contains(&n);
        for (name, value) in self.tags.iter().filter(|(n, _)| is_roster(n)) {
            write_tag(f, name, value)?;
        }
        let result = self.game.result();
        write_tag(f, "Result", result_token(result))?;
        if let Some(r) = result {
            write_tag(f, "Termination", r.termination.token())?;
        }
        for (name, value) in self.tags.iter().filter(|(n, _)| !is_roster(n)) {
            write_tag(f, name, value)?;
        }
        f.write_str("\n")?;
        for (i, turn) in self.game.turns().iter().enumerate() {
            writeln!(f, "{}. {turn}", i + 1)?;
        }
        writeln!(f, "{}", result_token(result))
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

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// A place in the text: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Loc {
    pub(crate) line: usize,
    pub(crate) column: usize,
}

impl Loc {
    /// The place `n` characters further along the same line.
    pub(crate) fn plus(self, n: usize) -> Loc {
        Loc {
            line: self.line,
            column: self.column + n,
        }
    }
}

/// Walks through text a character at a time, tracking the line and column.
pub(crate) struct Cursor<'a> {
    text: &'a str,
    byte: usize,
    loc: Loc,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            text,
            byte: 0,
            loc: Loc { line: 1, column: 1 },
        }
    }

    pub(crate) fn loc(&self) -> Loc {
        self.loc
    }

    pub(crate) fn peek(&self) -> Option<char> {
        self.text[self.byte..].chars().next()
    }

    pub(crate) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.byte += c.len_utf8();
        if c == '\n' {
            self.loc.line += 1;
            self.loc.column = 1;
        } else {
            self.loc.column += 1;
        }
        Some(c)
    }

    pub(crate) fn skip_while(&mut self, f: impl Fn(char) -> bool) {
        while self.peek().is_some_and(&f) {
            self.bump();
        }
    }
}

fn err<T>(at: Loc, kind: RecordErrorKind) -> Result<T, RecordError> {
    Err(RecordError {
        line: at.line,
        column: at.column,
        kind,
    })
}

/// A tag as read: its name, its value and where each part stands.
struct RawTag {
    name: String,
    /// The `[`.
    at: Loc,
    value: String,
    /// The place of each character of the value (of the backslash for an escape).
    value_locs: Vec<Loc>,
    /// The closing quote.
    value_end: Loc,
}

impl RawTag {
    /// Where the value's `i`-th character (0-based) stands; the closing quote past the end.
    fn value_loc(&self, i: usize) -> Loc {
        self.value_locs.get(i).copied().unwrap_or(self.value_end)
    }

    fn bad_value<T>(&self, reason: String) -> Result<T, RecordError> {
        err(
            self.value_loc(0),
            RecordErrorKind::BadTagValue {
                tag: self.name.clone(),
                reason,
            },
        )
    }
}

enum Token {
    Tag(RawTag),
    Word(String, Loc),
}

/// The turn being read.
struct TurnState {
    number: usize,
    at: Loc,
    /// The phase of the turn's first action.
    first_phase: Phase,
    /// The actions read so far.
    played: Vec<Action>,
}

struct Parser<'a> {
    cur: Cursor<'a>,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            cur: Cursor::new(text),
        }
    }

    /// The next tag or word, skipping whitespace and comments; `None` at the end.
    fn token(&mut self) -> Result<Option<Token>, RecordError> {
        loop {
            self.cur.skip_while(char::is_whitespace);
            let at = self.cur.loc();
            match self.cur.peek() {
                None => return Ok(None),
                Some('{') => {
                    self.cur.bump();
                    loop {
                        match self.cur.bump() {
                            None => return err(at, RecordErrorKind::UnterminatedComment),
                            Some('}') => break,
                            Some(_) => {}
                        }
                    }
                }
                Some('}') => return err(at, RecordErrorKind::StrayBrace),
                Some('[') => return self.tag().map(|t| Some(Token::Tag(t))),
                Some(_) => {
                    let mut word = String::new();
                    while let Some(c) = self.cur.peek() {
                        if c.is_whitespace() || matches!(c, '{' | '}' | '[') {
                            break;
                        }
                        word.push(c);
                        self.cur.bump();
                    }
                    return Ok(Some(Token::Word(word, at)));
                }
            }
        }
    }

    fn tag(&mut self) -> Result<RawTag, RecordError> {
        let at = self.cur.loc();
        let bad = |loc: Loc, reason: String| err(loc, RecordErrorKind::BadTag(reason));
        let blank = |c: char| c == ' ' || c == '\t';
        self.cur.bump();
        self.cur.skip_while(blank);
        let mut name = String::new();
        while let Some(c) = self.cur.peek().filter(|&c| is_name_char(c)) {
            name.push(c);
            self.cur.bump();
        }
        if name.is_empty() {
            return bad(
                self.cur.loc(),
                "expected a tag name (letters, digits, `_`) after `[`".into(),
            );
        }
        self.cur.skip_while(blank);
        let quote = self.cur.loc();
        if self.cur.peek() != Some('"') {
            return bad(
                quote,
                format!("expected the value of `{name}` in double quotes after its name"),
            );
        }
        self.cur.bump();
        let mut value = String::new();
        let mut value_locs = Vec::new();
        let unclosed = format!("the value of `{name}` is not closed by `\"` on its line");
        let value_end = loop {
            let here = self.cur.loc();
            match self.cur.peek() {
                None | Some('\n' | '\r') => return bad(quote, unclosed),
                Some('"') => {
                    self.cur.bump();
                    break here;
                }
                Some('\\') => {
                    self.cur.bump();
                    match self.cur.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.cur.bump();
                            value.push(c);
                            value_locs.push(here);
                        }
                        None | Some('\n' | '\r') => return bad(quote, unclosed),
                        Some(c) => {
                            return bad(
                                here,
                                format!(
                                    "unknown escape `\\{c}` in the value of `{name}`: only \
                                     `\\\"` and `\\\\` are escapes"
                                ),
                            );
                        }
                    }
                }
                Some(c) if c.is_control() => {
                    return bad(
                        here,
                        format!("the value of `{name}` holds a control character"),
                    );
                }
                Some(c) => {
                    self.cur.bump();
                    value.push(c);
                    value_locs.push(here);
                }
            }
        };
        self.cur.skip_while(blank);
        if self.cur.peek() != Some(']') {
            return bad(
                self.cur.loc(),
                format!("expected `]` to close the `{name}` tag"),
            );
        }
        self.cur.bump();
        Ok(RawTag {
            name,
            at,
            value,
            value_locs,
            value_end,
        })
    }

    fn record(mut self) -> Result<Record, RecordError> {
        let mut tags: Vec<RawTag> = Vec::new();
        let mut names = std::collections::HashSet::new();
        let mut token = self.token()?;
        while let Some(Token::Tag(tag)) = token {
            if !names.insert(tag.name.clone()) {
                return err(tag.at, RecordErrorKind::DuplicateTag(tag.name));
            }
            tags.push(tag);
            token = self.token()?;
        }
        let tags_end = match &token {
            Some(Token::Word(_, at)) => *at,
            _ => self.cur.loc(),
        };
        let (game, header) = Header::read(&tags, tags_end)?;
        let other = tags
            .iter()
            .filter(|t| !RESERVED.contains(&t.name.as_str()))
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect();
        let mut record = Record::with_tags(game, other);
        let game = &mut record.game;

        let mut turn: Option<TurnState> = None;
        let (result_word, result_at) = loop {
            let (word, at) = match token {
                None => return err(self.cur.loc(), RecordErrorKind::MissingResult),
                Some(Token::Tag(t)) => return err(t.at, RecordErrorKind::LateTag(t.name)),
                Some(Token::Word(word, at)) => (word, at),
            };
            if matches!(word.as_str(), "1-0" | "0-1" | "*") {
                if let Some(t) = &turn {
                    close_turn(game, t, true)?;
                }
                break (word, at);
            }
            let expected = turn.as_ref().map_or(1, |t| t.number + 1);
            if word.starts_with(|c: char| c.is_ascii_digit()) {
                let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                let number = word[..digits].parse::<usize>().ok();
                if !word[digits..].starts_with('.') || number != Some(expected) {
                    return err(
                        at,
                        RecordErrorKind::TurnNumber {
                            expected,
                            found: word,
                        },
                    );
                }
                if let Some(t) = &turn {
                    close_turn(game, t, false)?;
                }
                if let Some(result) = game.result() {
                    return err(
                        at,
                        RecordErrorKind::TurnAfterEnd {
                            turn: expected,
                            result,
                        },
                    );
                }
                let state = turn.insert(TurnState {
                    number: expected,
                    at,
                    first_phase: game.position().phase(),
                    played: Vec::new(),
                });
                let rest = &word[digits + 1..];
                if !rest.is_empty() {
                    action(game, state, rest, at.plus(digits + 1))?;
                }
            } else {
                match turn.as_mut() {
                    Some(state) => action(game, state, &word, at)?,
                    None => {
                        return err(
                            at,
                            RecordErrorKind::TurnNumber {
                                expected,
                                found: word,
                            },
                        );
                    }
                }
            }
            token = self.token()?;
        };
        match self.token()? {
            None => {}
            Some(Token::Word(w, at)) => return err(at, RecordErrorKind::AfterResult(w)),
            Some(Token::Tag(t)) => {
                return err(t.at, RecordErrorKind::AfterResult(format!("[{}", t.name)));
            }
        }
        header.check_result(game, &result_word, result_at)?;
        Ok(record)
    }
}

/// Reads one action of the current turn and plays it.
fn action(game: &mut Game, turn: &mut TurnState, text: &str, at: Loc) -> Result<(), RecordError> {
    let number = turn.number;
    if let TurnStatus::Complete(reason) =
        turn_status(turn.first_phase, &turn.played, game.position())
    {
        return err(
            at,
            RecordErrorKind::ExtraAction {
                turn: number,
                action: text.to_string(),
                reason,
            },
        );
    }
    let action = game.position().parse_action(text).or_else(|error| {
        // Point at the unknown cell itself when it can be found in the word.
        let offset = match &error {
            ParseError::UnknownCell(name) if !name.is_empty() => text
                .find(name.as_str())
                .map_or(0, |byte| text[..byte].chars().count()),
            _ => 0,
        };
        err(
            at.plus(offset),
            RecordErrorKind::Unreadable {
                turn: number,
                error,
            },
        )
    })?;
    match game.play(action) {
        Ok(()) => {}
        Err(GameError::Illegal(error)) => {
            return err(
                at,
                RecordErrorKind::Illegal {
                    turn: number,
                    action: text.to_string(),
                    error,
                },
            );
        }
        Err(other) => {
            return err(
                at,
                RecordErrorKind::WrongResult(format!("turn {number}: {other}")),
            );
        }
    }
    turn.played.push(action);
    Ok(())
}

/// Checks that the turn just read is complete; `last` allows a final turn cut short.
fn close_turn(game: &Game, turn: &TurnState, last: bool) -> Result<(), RecordError> {
    if turn.played.is_empty() {
        return err(turn.at, RecordErrorKind::EmptyTurn(turn.number));
    }
    let pos = game.position();
    if !last && turn_status(turn.first_phase, &turn.played, pos) == TurnStatus::Open {
        return err(
            turn.at,
            RecordErrorKind::MissingSecond {
                turn: turn.number,
                side: pos.side(),
            },
        );
    }
    Ok(())
}

/// What the tags say about the game.
struct Header<'t> {
    result: &'t RawTag,
    termination: Option<(Termination, &'t RawTag)>,
}

impl<'t> Header<'t> {
    /// Checks the tags that describe the game and sets up its start; `end` is where the tags
    /// end.
    fn read(tags: &'t [RawTag], end: Loc) -> Result<(Game, Header<'t>), RecordError> {
        let find = |name: &str| tags.iter().find(|t| t.name == name);
        if let Some(t) = find("Game") {
            if t.value != "TZAAR" {
                return t.bad_value(format!(
                    "this is a record of `{}`; a TZAAR record has [Game \"TZAAR\"]",
                    t.value
                ));
            }
        }
        let Some(setup) = find("Setup") else {
            return err(
                end,
                RecordErrorKind::MissingTag {
                    tag: "Setup".into(),
                    reason: "say how the game starts: `standard`, `random`, `tournament` or \
                             `position`"
                        .into(),
                },
            );
        };
        let (seed, position) = (find("Seed"), find("Position"));
        let unexpected = |t: &RawTag, reason: &str| {
            err(
                t.at,
                RecordErrorKind::UnexpectedTag {
                    tag: t.name.clone(),
                    reason: reason.into(),
                },
            )
        };
        let missing = |tag: &str, reason: &str| {
            err(
                setup.at,
                RecordErrorKind::MissingTag {
                    tag: tag.into(),
                    reason: reason.into(),
                },
            )
        };
        let needs_random = "a Seed goes only with [Setup \"random\"]";
        let needs_position = "a Position goes only with [Setup \"position\"]";
        let game = match setup.value.as_str() {
            "standard" | "tournament" => {
                if let Some(t) = seed {
                    return unexpected(t, needs_random);
                }
                if let Some(t) = position {
                    return unexpected(t, needs_position);
                }
                Game::new(if setup.value == "standard" {
                    SetupKind::Standard
                } else {
                    SetupKind::Tournament
                })
            }
            "random" => {
                if let Some(t) = position {
                    return unexpected(t, needs_position);
                }
                let Some(seed) = seed else {
                    return missing("Seed", "[Setup \"random\"] needs the seed of the shuffle");
                };
                let digits =
                    !seed.value.is_empty() && seed.value.bytes().all(|b| b.is_ascii_digit());
                match seed.value.parse::<u64>() {
                    Ok(s) if digits => Game::new(SetupKind::Random { seed: s }),
                    _ => {
                        return seed.bad_value(format!(
                            "`{}` is not a seed: a seed is a whole number from 0 to {}",
                            seed.value,
                            u64::MAX
                        ));
                    }
                }
            }
            "position" => {
                if let Some(t) = seed {
                    return unexpected(t, needs_random);
                }
                let Some(position) = position else {
                    return missing(
                        "Position",
                        "[Setup \"position\"] needs the start as a position string",
                    );
                };
                Game::from_position(read_position(position)?)
            }
            other => {
                return setup.bad_value(format!(
                    "unknown setup `{other}`: expected `standard`, `random`, `tournament` or \
                     `position`"
                ));
            }
        };
        let Some(result) = find("Result") else {
            return err(
                end,
                RecordErrorKind::MissingTag {
                    tag: "Result".into(),
                    reason: "give the result: `1-0` (White won), `0-1` (Black won) or `*` \
                             (unfinished)"
                        .into(),
                },
            );
        };
        if !matches!(result.value.as_str(), "1-0" | "0-1" | "*") {
            return result.bad_value(format!(
                "`{}` is not a result: expected `1-0` (White won), `0-1` (Black won) or `*` \
                 (unfinished)",
                result.value
            ));
        }
        let termination = match find("Termination") {
            None => None,
            Some(t) => match Termination::from_token(&t.value) {
                Some(term) => Some((term, t)),
                None => {
                    let words: Vec<&str> = Termination::ALL.iter().map(|t| t.token()).collect();
                    return t.bad_value(format!(
                        "unknown termination `{}`: expected one of {}",
                        t.value,
                        words.join(", ")
                    ));
                }
            },
        };
        Ok((
            game,
            Header {
                result,
                termination,
            },
        ))
    }

    /// Checks the result token and tags against the replayed game, and records a resignation
    /// or loss on time.
    fn check_result(&self, game: &mut Game, token: &str, at: Loc) -> Result<(), RecordError> {
        let tag = self.result.value.as_str();
        if token != tag {
            return err(
                at,
                RecordErrorKind::ResultMismatch {
                    tag: tag.into(),
                    token: token.into(),
                },
            );
        }
        let result_at = self.result.value_loc(0);
        let wrong = |loc: Loc, reason: String| err(loc, RecordErrorKind::WrongResult(reason));
        match game.position().outcome() {
            Some(o) => {
                let result = GameResult::from(o);
                let expected = result_token(Some(result));
                if tag != expected {
                    return wrong(
                        result_at,
                        format!("the replay ends the game ({o}), so the result is `{expected}`"),
                    );
                }
                let word = result.termination.token();
                match self.termination {
                    None => err(
                        result_at,
                        RecordErrorKind::MissingTag {
                            tag: "Termination".into(),
                            reason: format!(
                                "the replay ends the game ({o}): add [Termination \"{word}\"]"
                            ),
                        },
                    ),
                    Some((t, raw)) if t != result.termination => wrong(
                        raw.value_loc(0),
                        format!(
                            "the replay ends the game ({o}), so the termination is `{word}`, not \
                             `{}`",
                            raw.value
                        ),
                    ),
                    Some(_) => Ok(()),
                }
            }
            None if tag == "*" => match self.termination {
                Some((_, raw)) => err(
                    raw.at,
                    RecordErrorKind::UnexpectedTag {
                        tag: "Termination".into(),
                        reason: "an unfinished game (`*`) has no termination".into(),
                    },
                ),
                None => Ok(()),
            },
            None => {
                let loser = if tag == "1-0" {
                    Color::Black
                } else {
                    Color::White
                };
                let pos = game.position();
                let state = format!(
                    "the rules have not ended the game ({} is to {})",
                    pos.side(),
                    match pos.phase() {
                        Phase::Placement => "place a piece",
                        Phase::Opening => "make the opening capture",
                        Phase::FirstAction => "capture",
                        Phase::SecondAction => "make the second action",
                    }
                );
                match self.termination {
                    None => err(
                        result_at,
                        RecordErrorKind::MissingTag {
                            tag: "Termination".into(),
                            reason: format!(
                                "{state}, so a decided result needs [Termination \
                                 \"resignation\"] or [Termination \"time\"]"
                            ),
                        },
                    ),
                    Some((Termination::Rule(_), raw)) => wrong(
                        raw.value_loc(0),
                        format!(
                            "{state}, so it cannot have ended by `{}`; a game decided before \
                             the rules end it is `resignation` or `time`",
                            raw.value
                        ),
                    ),
                    Some((Termination::Resignation, _)) => {
                        game.resign(loser).or_else(|e| wrong(at, e.to_string()))
                    }
                    Some((Termination::Time, _)) => game
                        .lose_on_time(loser)
                        .or_else(|e| wrong(at, e.to_string())),
                }
            }
        }
    }
}

/// Reads the `Position` tag's value, mapping errors to the offending character.
fn read_position(tag: &RawTag) -> Result<Position, RecordError> {
    let setup = match tag.value.parse::<Setup>() {
        Ok(s) => s,
        Err(ParseError::PositionString { at, problem }) => {
            return err(
                tag.value_loc(at.saturating_sub(1)),
                RecordErrorKind::BadTagValue {
                    tag: tag.name.clone(),
                    reason: problem.to_string(),
                },
            );
        }
        Err(e) => return tag.bad_value(e.to_string()),
    };
    Position::from_setup(&setup).or_else(|e| tag.bad_value(format!("not a valid position: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_example_reads() {
        let source = include_str!("record.rs");
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
}
