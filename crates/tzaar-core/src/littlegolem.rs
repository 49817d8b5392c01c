//! Import of TZAAR games from LittleGolem (littlegolem.net), a turn-based play site with a long
//! archive of real games.
//!
//! # The records
//!
//! A LittleGolem game is one line in an SGF-like syntax: a `(`, nodes that each start with `;`,
//! and a `)`. A node holds properties, each an upper-case name followed by a value in brackets
//! (a `\` inside a value takes the next character literally):
//!
//! ```text
//! (;FF[TZAAR]VA[RANDOM]EV[...]PB[Bob]PW[Alice]POS[cBbCbc...]SO[...];W[npmq];B[prqq-kplp];...)
//! ```
//!
//! The first node is the header. `FF` names the game (it must be `TZAAR` when present), `POS`
//! gives the start position (required), `PW` and `PB` the players, `EV` the event, `SO` the
//! source and `VA` the site's variant name.
//!
//! Cells are written as two letters from `k` to `s`, standing for the numbers -4 to +4 (`o` is
//! 0); call them `a` and `b`. Cell `ab` is in column `ABCDEFGHI`[a + 4], row
//! min(4, 4 - a) - b + 1; `oo` is the centre and pairs outside the hexagon are not cells. So
//! `ks` is A1, `ko` A5, `ok` E9, `so` I1 and `np` D4.
//!
//! `POS` has one letter per cell: the cells taken by increasing `a`, and for equal `a` by
//! increasing `b`, which is column A from A5 down to A1, then column B from B6 down to B1, and so
//! on to I1. `a` is a Tzaar, `b` a Tzarra, `c` a Tott; lower case is White (the `PW` player),
//! upper case Black. All pieces stand alone and White makes the opening capture.
//!
//! Each later node is one turn: `W[...]` for White, `B[...]` for Black, alternating from White.
//! An action is the moving cell and the target cell, four letters (`npmq` is D4 to C3), or
//! `pass`; whether it captures or stacks is not written and follows from who owns the target.
//! White's first turn is one action; later turns are two joined by `-` (`prqq-kplp`). The import
//! also accepts a lone action in a later turn when that action ends the game.
//!
//! # The import
//!
//! [`import`] replays every turn from `POS` with the rules of this crate and returns a
//! [`Record`] whose setup is the position (tags `Setup "position"` and `Position`). `PW` and
//! `PB` become the `White` and `Black` tags exactly as written (names such as `name ?` occur),
//! `EV` becomes `Event`, `SO` `Site`, `VA` `Variant`; any other header property is kept as a
//! tag under its own name, its values joined by `, `. Properties in turn nodes other than `W`
//! and `B` are ignored. LittleGolem writes no result: a game the rules end is decided by its
//! replay, and any other game (resigned, lost on time, or still going) is left unfinished
//! (`*`), since the record does not say which.
//!
//! Every problem is an error ([`LittleGolemError`]) with the line and column of the offending
//! text; no input makes the import panic.

use crate::action::Action;
use crate::board::Cell;
use thiserror::Error;

use crate::game::Game;
use crate::game::GameError;
use crate::legality::IllegalAction;
use crate::piece::{Color, Piece, Stack};
use crate::position::Position;
use crate::position::PositionError;
use crate::record::TagError;
use crate::record::{Cursor, Loc, Record, check_tag};
use crate::setup::{Phase, Setup};
use crate::turn::TurnEnd;
use crate::turn::{TurnStatus, turn_status};
use LittleGolemErrorKind as Kind;

/// A LittleGolem record that cannot be imported, with the 1-based line and column (in
/// characters) of the offending text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct LittleGolemError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: LittleGolemErrorKind,
}

/// What is wrong in a LittleGolem record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LittleGolemErrorKind {
    /// Bytes that are not UTF-8.
    #[error("the text is not valid UTF-8 here")]
    NotUtf8,
    /// Text that does not have the record's shape.
    #[error("{0}")]
    Syntax(String),
    /// A record of another game.
    #[error("this is a record of `{0}`, not of TZAAR")]
    NotTzaar(String),
    /// A header property given twice.
    #[error("property `{0}` appears twice")]
    DuplicateProperty(String),
    /// A header without the start position.
    #[error("the header has no POS property with the start position")]
    MissingPos,
    /// A malformed POS value.
    #[error("POS: {0}")]
    BadPos(String),
    /// A POS that is not a valid start.
    #[error("POS is not a valid start position: {0}")]
    InvalidPosition(PositionError),
    /// A header value that cannot be kept as a tag.
    #[error("property `{property}`: {error}")]
    BadValue {
        /// The property's name.
        property: String,
        /// Why it cannot be kept.
        error: TagError,
    },
    /// A turn node by the wrong player, or with no move.
    #[error("turn {turn} is {expected}'s: expected `{}[...]`", if *.expected == Color::White { 'W' } else { 'B' })]
    WrongPlayer {
        /// The turn number.
        turn: usize,
        /// Whose turn it is.
        expected: Color,
    },
    /// An action that cannot be read.
    #[error("turn {turn}: cannot read `{text}`: {reason}")]
    BadAction {
        /// The turn number.
        turn: usize,
        /// The action's text.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// An action after the ones the turn has.
    #[error("turn {turn}: one action too many: {reason}")]
    ExtraAction {
        /// The turn number.
        turn: usize,
        /// Why the turn is already complete.
        reason: TurnEnd,
    },
    /// A turn that stops after its first action although the game goes on.
    #[error("turn {turn}: `{text}` needs a second action after `-` (or `-pass`): the game goes on")]
    MissingSecond {
        /// The turn number.
        turn: usize,
        /// The turn's text.
        text: String,
    },
    /// An action the game refuses for another reason than the position's rules.
    #[error("turn {turn}: {error}")]
    Game {
        /// The turn number.
        turn: usize,
        /// Why.
        error: GameError,
    },
    /// An action that is illegal where it is played.
    #[error("turn {turn}: `{text}` ({action}) is illegal: {error}")]
    Illegal {
        /// The turn number.
        turn: usize,
        /// The action as written in the record.
        text: String,
        /// The action in this crate's notation.
        action: String,
        /// Why it is illegal.
        error: IllegalAction,
    },
}

impl LittleGolemError {
    /// The kind's [`LittleGolemErrorKind::code`].
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl LittleGolemErrorKind {
    /// A stable kebab-case identifier of the kind of error, e.g. `bad-pos` or `illegal`.
    pub const fn code(&self) -> &'static str {
        match self {
            LittleGolemErrorKind::NotUtf8 => "not-utf8",
            LittleGolemErrorKind::Syntax(_) => "syntax",
            LittleGolemErrorKind::NotTzaar(_) => "not-tzaar",
            LittleGolemErrorKind::DuplicateProperty(_) => "duplicate-property",
            LittleGolemErrorKind::MissingPos => "missing-pos",
            LittleGolemErrorKind::BadPos(_) => "bad-pos",
            LittleGolemErrorKind::InvalidPosition(_) => "invalid-position",
            LittleGolemErrorKind::BadValue { .. } => "bad-value",
            LittleGolemErrorKind::WrongPlayer { .. } => "wrong-player",
            LittleGolemErrorKind::BadAction { .. } => "bad-action",
            LittleGolemErrorKind::ExtraAction { .. } => "extra-action",
            LittleGolemErrorKind::MissingSecond { .. } => "missing-second",
            LittleGolemErrorKind::Game { .. } => "game",
            LittleGolemErrorKind::Illegal { .. } => "illegal",
        }
    }
}

/// The cell for a LittleGolem coordinate pair such as `np` (D4), or `None`.
pub fn cell(name: &str) -> Option<Cell> {
    let mut chars = name.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(a), Some(b), None) => cell_at(coordinate(a)?, coordinate(b)?),
        _ => None,
    }
}

/// The LittleGolem coordinate pair of a cell, e.g. `np` for D4.
pub fn cell_name(cell: Cell) -> String {
    let a = cell.column() as i32 - 4;
    let b = 4.min(4 - a) + 1 - cell.row() as i32;
    [a, b]
        .iter()
        .map(|&v| char::from(b'o'.wrapping_add_signed(v as i8)))
        .collect()
}

/// The value of a coordinate letter, `k` -4 to `s` +4.
fn coordinate(c: char) -> Option<i32> {
    ('k'..='s').contains(&c).then(|| c as i32 - 'o' as i32)
}

fn cell_at(a: i32, b: i32) -> Option<Cell> {
    let row = 4.min(4 - a) - b + 1;
    if !(-4..=4).contains(&a) || row < 1 {
        return None;
    }
    Cell::from_column_row((a + 4) as usize, row as usize)
}

/// The cells in `POS` order.
fn pos_order() -> impl Iterator<Item = Cell> {
    (-4..=4).flat_map(|a| (-4..=4).filter_map(move |b| cell_at(a, b)))
}

/// Whether `bytes` look like a LittleGolem record: `(;` after any byte-order mark and
/// whitespace. A cheap test for choosing between [`import_bytes`] and [`Record::parse`].
pub fn looks_like(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
        .starts_with("(;")
}

/// Imports a LittleGolem TZAAR record given as bytes, which need not be UTF-8.
pub fn import_bytes(bytes: &[u8]) -> Result<Record, LittleGolemError> {
    match crate::record::utf8(bytes) {
        Ok(text) => import(text),
        Err(at) => err(at, Kind::NotUtf8),
    }
}

/// Imports a LittleGolem TZAAR record (see the module documentation).
///
/// ```
/// use tzaar_core::littlegolem;
///
/// let pos = "cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB";
/// let text = format!("(;FF[TZAAR]PW[Alice]PB[Bob]POS[{pos}];W[npmq])");
/// let record = littlegolem::import(&text).unwrap();
/// assert_eq!(record.tag("White"), Some("Alice"));
/// assert_eq!(record.game.actions()[0].to_string(), "D4xC3");
/// ```
pub fn import(text: &str) -> Result<Record, LittleGolemError> {
    let nodes = Reader {
        cur: Cursor::new(text),
    }
    .tree()?;
    let mut game = Game::from_position(start(&nodes)?);
    let mut number = 0;
    for node in &nodes {
        let mut turns = node.props.iter().filter(|p| is_turn(p));
        let Some(prop) = turns.next() else {
            continue;
        };
        if let Some(other) = turns.next() {
            return err(
                other.at,
                Kind::Syntax("a node holds one turn: `W[...]` or `B[...]`".into()),
            );
        }
        number += 1;
        let expected = if number % 2 == 1 {
            Color::White
        } else {
            Color::Black
        };
        if prop.id != expected_id(expected) {
            return err(
                prop.at,
                Kind::WrongPlayer {
                    turn: number,
                    expected,
                },
            );
        }
        play_turn(&mut game, number, single(prop)?)?;
    }
    let mut tags = Vec::new();
    let header = nodes.first().map_or(&[][..], |n| n.props.as_slice());
    for prop in header.iter().filter(|p| !is_turn(p)) {
        let (name, value) = match KNOWN.iter().find(|(id, _)| *id == prop.id) {
            Some((_, None)) => continue,
            Some((_, Some(tag))) => (tag.to_string(), single(prop)?.text.clone()),
            None => {
                let values: Vec<&str> = prop.values.iter().map(|v| v.text.as_str()).collect();
                (prop.id.clone(), values.join(", "))
            }
        };
        // Property names are upper case, so they never clash with each other's tags or with
        // the reserved ones; only the value needs a check.
        check_tag(&name, &value).or_else(|error| {
            err(
                prop.values[0].loc(0),
                Kind::BadValue {
                    property: prop.id.clone(),
                    error,
                },
            )
        })?;
        tags.push((name, value));
    }
    Ok(Record::with_tags(game, tags))
}

/// Header properties with a meaning, and the tag each becomes (`None`: not kept as a tag).
const KNOWN: [(&str, Option<&str>); 7] = [
    ("FF", None),
    ("POS", None),
    ("PW", Some("White")),
    ("PB", Some("Black")),
    ("EV", Some("Event")),
    ("SO", Some("Site")),
    ("VA", Some("Variant")),
];

fn is_turn(p: &Prop) -> bool {
    p.id == "W" || p.id == "B"
}

fn expected_id(c: Color) -> &'static str {
    match c {
        Color::White => "W",
        Color::Black => "B",
    }
}

fn err<T>(at: Loc, kind: Kind) -> Result<T, LittleGolemError> {
    Err(LittleGolemError {
        line: at.line,
        column: at.column,
        kind,
    })
}

/// The one value of a property.
fn single(prop: &Prop) -> Result<&Value, LittleGolemError> {
    match prop.values.as_slice() {
        [one] => Ok(one),
        _ => err(
            prop.values.get(1).map_or(prop.at, |v| v.open),
            Kind::Syntax(format!(
                "property `{}` must have exactly one value",
                prop.id
            )),
        ),
    }
}

/// The start position from the header's `POS`, after checking the header.
fn start(nodes: &[Node]) -> Result<Position, LittleGolemError> {
    let header = nodes.first();
    let props = header.map_or(&[][..], |n| n.props.as_slice());
    let mut seen = std::collections::HashSet::new();
    for p in props.iter().filter(|p| !is_turn(p)) {
        if !seen.insert(p.id.as_str()) {
            return err(p.at, Kind::DuplicateProperty(p.id.clone()));
        }
    }
    if let Some(ff) = props.iter().find(|p| p.id == "FF") {
        let v = single(ff)?;
        if !v.text.eq_ignore_ascii_case("TZAAR") {
            return err(v.loc(0), Kind::NotTzaar(v.text.clone()));
        }
    }
    let Some(pos) = props.iter().find(|p| p.id == "POS") else {
        let at = header.map_or(Loc { line: 1, column: 1 }, |n| n.at);
        return err(at, Kind::MissingPos);
    };
    let value = single(pos)?;
    let mut setup = Setup::empty(Color::White, Phase::Opening);
    let mut letters = value.text.chars();
    for (i, cell) in pos_order().enumerate() {
        let Some(c) = letters.next() else {
            return err(
                value.loc(i),
                Kind::BadPos(format!("60 cells need 60 letters, but there are only {i}")),
            );
        };
        let kind = match c.to_ascii_lowercase() {
            'a' => Some('z'),
            'b' => Some('r'),
            'c' => Some('t'),
            _ => None,
        };
        let Some(piece) = kind.and_then(|k| {
            Piece::from_letter(if c.is_ascii_uppercase() {
                k.to_ascii_uppercase()
            } else {
                k
            })
        }) else {
            return err(
                value.loc(i),
                Kind::BadPos(format!(
                    "`{c}` is not a piece: `a` Tzaar, `b` Tzarra, `c` Tott, lower case White, \
                     upper case Black"
                )),
            );
        };
        setup.board[cell.index()] = Some(Stack::single(piece.color, piece.kind));
    }
    if letters.next().is_some() {
        return err(
            value.loc(60),
            Kind::BadPos("more than 60 letters, one per cell".into()),
        );
    }
    Position::from_setup(&setup).or_else(|e| err(value.loc(0), Kind::InvalidPosition(e)))
}

/// Reads and plays one turn's value, such as `prqq-kplp`.
fn play_turn(game: &mut Game, turn: usize, value: &Value) -> Result<(), LittleGolemError> {
    // Each action's text and the offset of its first character in the value.
    let chars: Vec<char> = value.text.chars().collect();
    let mut parts: Vec<(usize, String)> = Vec::new();
    let mut begin = 0;
    for (i, &c) in chars.iter().chain(std::iter::once(&'-')).enumerate() {
        if c == '-' {
            parts.push((begin, chars[begin..i].iter().collect()));
            begin = i + 1;
        }
    }
    let phase_before = game.position().phase();
    let mut played = Vec::new();
    for (at, text) in &parts {
        let at = *at;
        if let TurnStatus::Complete(reason) = turn_status(phase_before, &played, game.position()) {
            return err(value.loc(at), Kind::ExtraAction { turn, reason });
        }
        let action = read_action(game.position(), turn, text, |i| value.loc(at + i))?;
        match game.play(action) {
            Ok(()) => played.push(action),
            Err(GameError::Illegal(error)) => {
                return err(
                    value.loc(at),
                    Kind::Illegal {
                        turn,
                        text: text.clone(),
                        action: action.to_string(),
                        error,
                    },
                );
            }
            Err(error) => return err(value.loc(at), Kind::Game { turn, error }),
        }
    }
    if turn_status(phase_before, &played, game.position()) == TurnStatus::Open {
        return err(
            value.loc(chars.len()),
            Kind::MissingSecond {
                turn,
                text: value.text.clone(),
            },
        );
    }
    Ok(())
}

/// Reads one action: `pass`, or a from-cell and a to-cell resolved by who owns the target.
fn read_action(
    pos: &Position,
    turn: usize,
    text: &str,
    loc: impl Fn(usize) -> Loc,
) -> Result<Action, LittleGolemError> {
    let bad = |i: usize, reason: String| {
        err(
            loc(i),
            Kind::BadAction {
                turn,
                text: text.to_string(),
                reason,
            },
        )
    };
    if text == "pass" {
        return Ok(Action::Pass);
    }
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != 4 {
        return bad(
            0,
            "an action is four letters k..s (from-cell, to-cell) or `pass`".into(),
        );
    }
    let mut cells = [None; 2];
    for (k, slot) in cells.iter_mut().enumerate() {
        let pair = &chars[2 * k..2 * k + 2];
        for (j, &c) in pair.iter().enumerate() {
            if coordinate(c).is_none() {
                return bad(
                    2 * k + j,
                    format!("`{c}` is not a coordinate letter (`k` to `s`)"),
                );
            }
        }
        let name: String = pair.iter().collect();
        *slot = match cell(&name) {
            Some(c) => Some(c),
            None if name == "oo" => return bad(2 * k, "`oo` is the centre, not a cell".into()),
            None => return bad(2 * k, format!("`{name}` is not on the board")),
        };
    }
    let (Some(from), Some(to)) = (cells[0], cells[1]) else {
        return bad(0, "an action needs two cells".into());
    };
    // Onto an own stack is a stacking move; anything else is read as a capture, so that the
    // error (an empty target, the same cell) is the capture's.
    let own = from != to
        && matches!((pos.stack(from), pos.stack(to)), (Some(a), Some(b)) if a.color() == b.color());
    Ok(if own {
        Action::Stack { from, to }
    } else {
        Action::Capture { from, to }
    })
}

/// A property value with the place of each character.
struct Value {
    text: String,
    /// The `[`.
    open: Loc,
    locs: Vec<Loc>,
    /// The `]`.
    close: Loc,
}

impl Value {
    /// Where the value's `i`-th character (0-based) stands; the `]` past the end.
    fn loc(&self, i: usize) -> Loc {
        self.locs.get(i).copied().unwrap_or(self.close)
    }
}

struct Prop {
    id: String,
    at: Loc,
    values: Vec<Value>,
}

struct Node {
    /// The `;`.
    at: Loc,
    props: Vec<Prop>,
}

struct Reader<'a> {
    cur: Cursor<'a>,
}

impl Reader<'_> {
    fn syntax<T>(&self, reason: &str) -> Result<T, LittleGolemError> {
        err(self.cur.loc(), Kind::Syntax(reason.into()))
    }

    fn skip_space(&mut self) {
        self.cur
            .skip_while(|c| c.is_whitespace() || c == '\u{feff}');
    }

    fn tree(mut self) -> Result<Vec<Node>, LittleGolemError> {
        self.skip_space();
        if self.cur.peek() != Some('(') {
            return self.syntax("expected `(` at the start of the record");
        }
        self.cur.bump();
        let mut nodes = Vec::new();
        loop {
            self.skip_space();
            match self.cur.peek() {
                Some(';') => nodes.push(self.node()?),
                Some(')') => {
                    self.cur.bump();
                    break;
                }
                None => return self.syntax("the record is not closed by `)`"),
                Some(_) => return self.syntax("expected `;` (a node) or `)` (the end)"),
            }
        }
        self.skip_space();
        if self.cur.peek().is_some() {
            return self.syntax("unexpected text after the end of the record");
        }
        Ok(nodes)
    }

    fn node(&mut self) -> Result<Node, LittleGolemError> {
        let at = self.cur.loc();
        self.cur.bump();
        let mut props = Vec::new();
        loop {
            self.skip_space();
            match self.cur.peek() {
                Some(c) if c.is_ascii_uppercase() => props.push(self.prop()?),
                Some(';' | ')') | None => return Ok(Node { at, props }),
                Some(_) => {
                    return self
                        .syntax("expected a property name (upper-case letters), `;` or `)`");
                }
            }
        }
    }

    fn prop(&mut self) -> Result<Prop, LittleGolemError> {
        let at = self.cur.loc();
        let mut id = String::new();
        while let Some(c) = self.cur.peek().filter(char::is_ascii_uppercase) {
            id.push(c);
            self.cur.bump();
        }
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.cur.peek() != Some('[') {
                break;
            }
            values.push(self.value()?);
        }
        if values.is_empty() {
            return self.syntax(&format!("expected `[` with a value after property `{id}`"));
        }
        Ok(Prop { id, at, values })
    }

    fn value(&mut self) -> Result<Value, LittleGolemError> {
        let open = self.cur.loc();
        self.cur.bump();
        let mut text = String::new();
        let mut locs = Vec::new();
        loop {
            let here = self.cur.loc();
            match self.cur.bump() {
                None => {
                    return err(open, Kind::Syntax("this `[` is never closed by `]`".into()));
                }
                Some(']') => {
                    return Ok(Value {
                        text,
                        open,
                        locs,
                        close: here,
                    });
                }
                Some('\\') => match self.cur.bump() {
                    Some(c) => {
                        text.push(c);
                        locs.push(here);
                    }
                    None => {
                        return err(open, Kind::Syntax("this `[` is never closed by `]`".into()));
                    }
                },
                Some(c) => {
                    text.push(c);
                    locs.push(here);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_match_the_documented_examples() {
        for (lg, ours) in [
            ("ks", "A1"),
            ("ko", "A5"),
            ("ok", "E9"),
            ("os", "E1"),
            ("so", "I1"),
            ("sk", "I5"),
            ("np", "D4"),
            ("mq", "C3"),
        ] {
            assert_eq!(cell(lg).map(|c| c.to_string()).as_deref(), Some(ours));
            assert_eq!(cell_name(ours.parse().unwrap()), lg);
        }
        assert_eq!(cell("oo"), None);
        assert_eq!(cell("kk"), None);
        assert_eq!(cell("ss"), None);
        assert_eq!(cell("ksx"), None);
        for c in Cell::all() {
            assert_eq!(cell(&cell_name(c)), Some(c));
        }
    }

    #[test]
    fn pos_order_is_columns_top_down() {
        let order: Vec<String> = pos_order().map(|c| c.to_string()).collect();
        assert_eq!(order.len(), 60);
        assert_eq!(&order[..6], ["A5", "A4", "A3", "A2", "A1", "B6"]);
        assert_eq!(
            &order[26..34],
            ["E9", "E8", "E7", "E6", "E4", "E3", "E2", "E1"]
        );
        assert_eq!(order[59], "I1");
    }
}
