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
use crate::game::Game;
use crate::game::GameError;
use crate::piece::{Color, Piece, Stack};
use crate::position::Position;
use crate::record::{Cursor, Loc, Record, check_tag};
use crate::setup::{Phase, Setup};
use crate::turn::{TurnStatus, turn_status};

mod cells;
mod error;
mod reader;

pub use cells::{cell, cell_name};
pub use error::{LittleGolemError, LittleGolemErrorKind};

use LittleGolemErrorKind as Kind;
use cells::{coordinate, pos_order};
use error::err;
use reader::{Node, Prop, Reader, Value};

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
