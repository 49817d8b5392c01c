//! Replaying a record's turns and checking its result against the replay.

use super::error::{RecordError, RecordErrorKind};
use super::lexer::{Loc, Parser, RawTag, Token, err};
use super::writer::result_token;
use super::{RESERVED, Record};
use crate::action::Action;
use crate::game::{Game, GameError, GameResult, Termination};
use crate::notation::ParseError;
use crate::piece::Color;
use crate::position::Position;
use crate::position_string::PositionStringError;
use crate::setup::{Phase, Setup, SetupKind, SetupKindError};
use crate::turn::{TurnStatus, turn_status};

/// The turn being read.
struct TurnState {
    number: usize,
    at: Loc,
    /// The phase of the turn's first action.
    first_phase: Phase,
    /// The actions read so far.
    played: Vec<Action>,
}

impl Parser<'_> {
    pub(super) fn record(mut self) -> Result<Record, RecordError> {
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
                self.turns = expected;
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
        record.comments = self.comments;
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
            word => {
                use SetupKindError as E;
                let kind = SetupKind::from_word(word, seed.map(|t| t.value.as_str()));
                // A stray Position is reported first, unless the word is unknown or a Seed
                // is the first thing wrong.
                if let (Some(t), Ok(_) | Err(E::MissingSeed | E::BadSeed(_))) = (position, &kind) {
                    return unexpected(t, needs_position);
                }
                match (kind, seed) {
                    (Ok(kind), _) => Game::new(kind),
                    (Err(E::MissingSeed), _) => {
                        return missing("Seed", "[Setup \"random\"] needs the seed of the shuffle");
                    }
                    (Err(E::UnexpectedSeed(_)), Some(t)) => return unexpected(t, needs_random),
                    (Err(e @ E::BadSeed(_)), Some(t)) => return t.bad_value(e.to_string()),
                    (Err(_), _) => {
                        return setup.bad_value(format!(
                            "unknown setup `{word}`: expected `standard`, `random`, \
                             `tournament` or `position`"
                        ));
                    }
                }
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
        let no_termination = |reason: String| {
            let tag = "Termination".into();
            err(result_at, RecordErrorKind::MissingTag { tag, reason })
        };
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
                    None => no_termination(format!(
                        "the replay ends the game ({o}): add [Termination \"{word}\"]"
                    )),
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
                    None => no_termination(format!(
                        "{state}, so a decided result needs [Termination \"resignation\"], \
                         [Termination \"time\"] or [Termination \"abandoned\"]"
                    )),
                    Some((Termination::Rule(_), raw)) => wrong(
                        raw.value_loc(0),
                        format!(
                            "{state}, so it cannot have ended by `{}`; a game decided before \
                             the rules end it is `resignation`, `time` or `abandoned`",
                            raw.value
                        ),
                    ),
                    Some((Termination::Resignation, _)) => {
                        game.resign(loser).or_else(|e| wrong(at, e.to_string()))
                    }
                    Some((Termination::Time, _)) => game
                        .lose_on_time(loser)
                        .or_else(|e| wrong(at, e.to_string())),
                    Some((Termination::Abandonment, _)) => {
                        game.abandon(loser).or_else(|e| wrong(at, e.to_string()))
                    }
                }
            }
        }
    }
}

/// Reads the `Position` tag's value, mapping errors to the offending character.
fn read_position(tag: &RawTag) -> Result<Position, RecordError> {
    let setup = match tag.value.parse::<Setup>() {
        Ok(s) => s,
        Err(PositionStringError::Malformed { at, problem }) => {
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
