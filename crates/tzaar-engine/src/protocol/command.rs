//! The engine protocol's commands, each read from one line of text.
//!
//! Words are separated by spaces or tabs. Command names and keywords are lower case. Numbers
//! are decimal digits only. Every command is checked completely here: a command that reads
//! without error has every number in range, so only the game state can still refuse it.

use std::time::Duration;

use thiserror::Error;
use tzaar_core::{Position, PositionStringError, SetupKind, SetupKindError, Start};

use crate::levels::{Level, LevelError};
use crate::limits::{Clock, Limits};
use crate::search::MAX_PLY;

/// The deepest `go` or `analyze` depth.
pub const MAX_DEPTH: u32 = MAX_PLY as u32 - 1;
/// The longest time or clock, in milliseconds: one day.
pub const MAX_MILLIS: u64 = 86_400_000;
/// The most threads.
pub const MAX_THREADS: u64 = 256;
/// The largest hash table, in MiB.
pub const MAX_HASH_MIB: u64 = 4096;
/// The deepest `perft` (standard depth 5 is 1.5 billion actions; deeper would take hours).
pub const MAX_PERFT_DEPTH: u64 = 5;

/// An engine option and its new value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineOption {
    /// Search threads, 1 to [`MAX_THREADS`].
    Threads(usize),
    /// Hash table size in MiB, 1 to [`MAX_HASH_MIB`].
    Hash(usize),
    /// Playing strength for `go`.
    Level(Level),
    /// Seed of the random choices of the weaker levels.
    Seed(u64),
}

/// One command of the protocol (see the README's protocol section).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `id`: the engine's name and version.
    Id,
    /// `new standard|random <seed>|tournament|position <string>`.
    New(Start),
    /// `play <action> [<action>]`: one action, or a whole turn of two. The actions are kept as
    /// text since `D4-C3` is read against the board.
    Play {
        /// The first action's text.
        first: String,
        /// The second action's text, for a whole turn.
        second: Option<String>,
    },
    /// `undo [<n>]`: take back `n` actions (default 1).
    Undo(usize),
    /// `position`: the current position string.
    Position,
    /// `actions`: the legal actions.
    Actions,
    /// `result`: how the game stands (an extension).
    Result,
    /// `go [time <ms>] [depth <n>] [nodes <n>] [wtime <ms> btime <ms> [winc <ms>] [binc <ms>]]`.
    Go(Limits),
    /// `analyze [multipv <k>] [time|depth|nodes|clocks as for go]`.
    Analyze {
        /// How many turns.
        multipv: usize,
        /// The limits for all of the analysis.
        limits: Limits,
    },
    /// `setoption <name> <value>`.
    SetOption(EngineOption),
    /// `perft <depth>`.
    Perft(u32),
    /// `help`: the commands (an extension).
    Help,
    /// `quit`.
    Quit,
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CommandError {
    /// Not a command name.
    #[error("unknown command `{0}` (try `help`)")]
    Unknown(String),
    /// Nothing but spaces.
    #[error("empty command")]
    Empty,
    /// A required word is missing.
    #[error("`{command}` needs {what}")]
    Missing {
        /// The command.
        command: &'static str,
        /// What it needs.
        what: &'static str,
    },
    /// More words than the command takes.
    #[error("unexpected `{text}` after `{command}`")]
    Extra {
        /// The command.
        command: &'static str,
        /// The first word too many.
        text: String,
    },
    /// A keyword the command does not know.
    #[error("`{command}` has no `{word}` (it takes {expected})")]
    UnknownKeyword {
        /// The command.
        command: &'static str,
        /// The word given.
        word: String,
        /// The words it takes.
        expected: &'static str,
    },
    /// A keyword given twice.
    #[error("`{0}` is given twice")]
    Duplicate(String),
    /// Not a whole number.
    #[error("{what}: `{text}` is not a whole number")]
    BadNumber {
        /// What the number is for.
        what: &'static str,
        /// The text given.
        text: String,
    },
    /// A number out of range.
    #[error("{what} must be from {min} to {max}, not {value}")]
    OutOfRange {
        /// What the number is for.
        what: &'static str,
        /// The least allowed.
        min: u64,
        /// The most allowed.
        max: u64,
        /// The text given.
        value: String,
    },
    /// Clocks given in part.
    #[error("clocks need both `wtime` and `btime` (`winc` and `binc` are optional)")]
    IncompleteClock,
    /// An unknown option name.
    #[error("unknown option `{0}` (options: threads, hash, level, seed)")]
    UnknownOption(String),
    /// A position string that cannot be read or is not a valid position.
    #[error("{0}")]
    BadPosition(PositionStringError),
    /// A level out of range.
    #[error("{0}")]
    BadLevel(LevelError),
}

/// The words of a line, consumed from the front.
struct Words<'a> {
    command: &'static str,
    rest: &'a str,
}

impl<'a> Words<'a> {
    fn next(&mut self) -> Option<&'a str> {
        let s = self.rest.trim_start_matches([' ', '\t']);
        if s.is_empty() {
            self.rest = s;
            return None;
        }
        let end = s.find([' ', '\t']).unwrap_or(s.len());
        self.rest = &s[end..];
        Some(&s[..end])
    }

    fn need(&mut self, what: &'static str) -> Result<&'a str, CommandError> {
        self.next().ok_or(CommandError::Missing {
            command: self.command,
            what,
        })
    }

    fn end(&mut self) -> Result<(), CommandError> {
        match self.next() {
            None => Ok(()),
            Some(w) => Err(CommandError::Extra {
                command: self.command,
                text: shorten(w),
            }),
        }
    }

    /// The rest of the line, trimmed.
    fn remainder(&mut self) -> &'a str {
        let r = self.rest.trim_matches([' ', '\t']);
        self.rest = "";
        r
    }
}

/// A word as quoted in an error: at most 40 characters.
fn shorten(w: &str) -> String {
    match w.char_indices().nth(40) {
        Some((i, _)) => format!("{}...", &w[..i]),
        None => w.to_string(),
    }
}

/// Reads a whole number in `min..=max`.
fn number(text: &str, what: &'static str, min: u64, max: u64) -> Result<u64, CommandError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CommandError::BadNumber {
            what,
            text: shorten(text),
        });
    }
    let out_of_range = || CommandError::OutOfRange {
        what,
        min,
        max,
        value: shorten(text),
    };
    let n: u64 = text.parse().map_err(|_| out_of_range())?;
    if n < min || n > max {
        return Err(out_of_range());
    }
    Ok(n)
}

fn millis(text: &str, what: &'static str, min: u64) -> Result<Duration, CommandError> {
    number(text, what, min, MAX_MILLIS).map(Duration::from_millis)
}

/// Reads the limits of `go` and `analyze` (and `multipv` for `analyze`).
fn limits<'a>(words: &mut Words<'a>, multipv: Option<&mut usize>) -> Result<Limits, CommandError> {
    let mut limits = Limits::default();
    let mut clock: [Option<Duration>; 4] = [None; 4];
    let mut seen: Vec<&'a str> = Vec::new();
    let mut multipv = multipv;
    let expected = if multipv.is_some() {
        "multipv, time, depth, nodes, wtime, btime, winc, binc"
    } else {
        "time, depth, nodes, wtime, btime, winc, binc"
    };
    while let Some(key) = words.next() {
        if seen.contains(&key) {
            return Err(CommandError::Duplicate(shorten(key)));
        }
        let value = |words: &mut Words<'a>, what: &'static str| words.need(what);
        match key {
            "time" => {
                limits.movetime = Some(millis(value(words, "a time in ms")?, "time (ms)", 1)?);
            }
            "depth" => {
                let d = number(value(words, "a depth")?, "depth", 1, u64::from(MAX_DEPTH))?;
                limits.depth = Some(d as u32);
            }
            "nodes" => {
                limits.nodes = Some(number(value(words, "a node count")?, "nodes", 1, u64::MAX)?);
            }
            "wtime" | "btime" | "winc" | "binc" => {
                let i = ["wtime", "btime", "winc", "binc"]
                    .iter()
                    .position(|k| *k == key)
                    .unwrap_or(0);
                clock[i] = Some(millis(value(words, "a time in ms")?, "clock time (ms)", 0)?);
            }
            "multipv" if multipv.is_some() => {
                let k = number(
                    value(words, "a number of turns")?,
                    "multipv",
                    1,
                    crate::analysis::MAX_MULTIPV as u64,
                )?;
                if let Some(m) = multipv.as_deref_mut() {
                    *m = k as usize;
                }
            }
            _ => {
                return Err(CommandError::UnknownKeyword {
                    command: words.command,
                    word: shorten(key),
                    expected,
                });
            }
        }
        seen.push(key);
    }
    match clock {
        [None, None, None, None] => {}
        [Some(w), Some(b), winc, binc] => {
            limits.clock = Some(Clock {
                time: [w, b],
                inc: [winc.unwrap_or_default(), binc.unwrap_or_default()],
            });
        }
        _ => return Err(CommandError::IncompleteClock),
    }
    Ok(limits)
}

impl Command {
    /// Reads one line (without its line break).
    pub fn parse(line: &str) -> Result<Command, CommandError> {
        let mut words = Words {
            command: "",
            rest: line,
        };
        let name = words.next().ok_or(CommandError::Empty)?;
        let command: &'static str = match name {
            "id" => "id",
            "new" => "new",
            "play" => "play",
            "undo" => "undo",
            "position" => "position",
            "actions" => "actions",
            "result" => "result",
            "go" => "go",
            "analyze" => "analyze",
            "setoption" => "setoption",
            "perft" => "perft",
            "help" => "help",
            "quit" => "quit",
            other => return Err(CommandError::Unknown(shorten(other))),
        };
        words.command = command;
        let cmd = match command {
            "id" => Command::Id,
            "position" => Command::Position,
            "actions" => Command::Actions,
            "result" => Command::Result,
            "help" => Command::Help,
            "quit" => Command::Quit,
            "new" => {
                let kind = words
                    .need("a setup: standard, random <seed>, tournament or position <string>")?;
                let start = match SetupKind::from_word(kind, None) {
                    Ok(kind) => Start::Setup(kind),
                    Err(SetupKindError::MissingSeed) => {
                        let seed = words.need("a seed")?;
                        let seed = number(seed, "seed", 0, u64::MAX)?;
                        Start::Setup(SetupKind::Random { seed })
                    }
                    Err(_) if kind == "position" => {
                        let text = words.remainder();
                        if text.is_empty() {
                            return Err(CommandError::Missing {
                                command,
                                what: "a position string",
                            });
                        }
                        let pos: Position = text.parse().map_err(CommandError::BadPosition)?;
                        Start::Position(Box::new(pos))
                    }
                    Err(_) => {
                        return Err(CommandError::UnknownKeyword {
                            command,
                            word: shorten(kind),
                            expected: "standard, random, tournament or position",
                        });
                    }
                };
                Command::New(start)
            }
            "play" => {
                let first = words.need("an action or a whole turn")?.to_string();
                let second = words.next().map(str::to_string);
                Command::Play { first, second }
            }
            "undo" => match words.next() {
                None => Command::Undo(1),
                Some(n) => Command::Undo(number(n, "undo count", 1, u32::MAX.into())? as usize),
            },
            "go" => Command::Go(limits(&mut words, None)?),
            "analyze" => {
                let mut multipv = 1;
                let limits = limits(&mut words, Some(&mut multipv))?;
                Command::Analyze { multipv, limits }
            }
            "setoption" => {
                let name = words.need("an option name: threads, hash, level or seed")?;
                let value = words.need("a value")?;
                let option = match name {
                    "threads" => {
                        EngineOption::Threads(number(value, "threads", 1, MAX_THREADS)? as usize)
                    }
                    "hash" => {
                        EngineOption::Hash(number(value, "hash (MiB)", 1, MAX_HASH_MIB)? as usize)
                    }
                    "level" => EngineOption::Level(value.parse().map_err(CommandError::BadLevel)?),
                    "seed" => EngineOption::Seed(number(value, "seed", 0, u64::MAX)?),
                    other => return Err(CommandError::UnknownOption(shorten(other))),
                };
                Command::SetOption(option)
            }
            "perft" => {
                let d = words.need("a depth")?;
                Command::Perft(number(d, "perft depth", 1, MAX_PERFT_DEPTH)? as u32)
            }
            _ => return Err(CommandError::Unknown(shorten(name))),
        };
        words.end()?;
        Ok(cmd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(line: &str) -> Command {
        Command::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"))
    }

    fn err(line: &str) -> String {
        match Command::parse(line) {
            Ok(c) => panic!("{line} parsed as {c:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn simple_commands() {
        let start = Position::standard();
        let play = |first: &str, second: Option<&str>| Command::Play {
            first: first.into(),
            second: second.map(Into::into),
        };
        for (line, command) in [
            ("id".to_string(), Command::Id),
            ("  position\t".into(), Command::Position),
            ("actions".into(), Command::Actions),
            ("quit".into(), Command::Quit),
            ("undo".into(), Command::Undo(1)),
            ("undo 3".into(), Command::Undo(3)),
            ("perft 2".into(), Command::Perft(2)),
            (
                "new standard".into(),
                Command::New(Start::Setup(SetupKind::Standard)),
            ),
            (
                "new random 42".into(),
                Command::New(Start::Setup(SetupKind::Random { seed: 42 })),
            ),
            (
                "new tournament".into(),
                Command::New(Start::Setup(SetupKind::Tournament)),
            ),
            (
                format!("new position  {start}  "),
                Command::New(Start::Position(Box::new(start.clone()))),
            ),
            ("play D5xD4".into(), play("D5xD4", None)),
            ("play d5-d4 pass".into(), play("d5-d4", Some("pass"))),
        ] {
            assert_eq!(ok(&line), command);
        }
    }

    #[test]
    fn limits_and_options() {
        let c = ok("go nodes 5000 time 250 wtime 1000 btime 0 binc 5");
        let Command::Go(l) = c else { panic!("{c:?}") };
        assert_eq!(l.nodes, Some(5000));
        assert_eq!(l.movetime, Some(Duration::from_millis(250)));
        assert_eq!(
            l.clock,
            Some(Clock {
                time: [Duration::from_millis(1000), Duration::ZERO],
                inc: [Duration::ZERO, Duration::from_millis(5)],
            })
        );
        let option = Command::SetOption;
        for (line, command) in [
            ("go", Command::Go(Limits::default())),
            ("go depth 3", Command::Go(Limits::depth(3))),
            (
                "analyze multipv 3 depth 2",
                Command::Analyze {
                    multipv: 3,
                    limits: Limits::depth(2),
                },
            ),
            (
                "setoption level 3",
                option(EngineOption::Level(Level::new(3).unwrap())),
            ),
            ("setoption threads 2", option(EngineOption::Threads(2))),
            ("setoption hash 16", option(EngineOption::Hash(16))),
            (
                "setoption seed 18446744073709551615",
                option(EngineOption::Seed(u64::MAX)),
            ),
        ] {
            assert_eq!(ok(line), command);
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        for (line, message) in [
            ("fly", "unknown command `fly` (try `help`)"),
            ("Id", "unknown command `Id` (try `help`)"),
            ("", "empty command"),
            ("id now", "unexpected `now` after `id`"),
            ("undo 0", "undo count must be from 1 to 4294967295, not 0"),
            ("undo -1", "undo count: `-1` is not a whole number"),
            ("undo +1", "undo count: `+1` is not a whole number"),
            ("go depth 0", "depth must be from 1 to 127, not 0"),
            ("go depth", "`go` needs a depth"),
            ("go depth 2 depth 3", "`depth` is given twice"),
            ("go time 0", "time (ms) must be from 1 to 86400000, not 0"),
            (
                "go nodes 99999999999999999999999",
                "nodes must be from 1 to 18446744073709551615, not 99999999999999999999999",
            ),
            (
                "go wtime 100",
                "clocks need both `wtime` and `btime` (`winc` and `binc` are optional)",
            ),
            (
                "go multipv 2",
                "`go` has no `multipv` (it takes time, depth, nodes, wtime, btime, winc, binc)",
            ),
            ("analyze multipv 0", "multipv must be from 1 to 64, not 0"),
            ("play", "`play` needs an action or a whole turn"),
            ("play a b c", "unexpected `c` after `play`"),
            ("perft 6", "perft depth must be from 1 to 5, not 6"),
            (
                "setoption colour red",
                "unknown option `colour` (options: threads, hash, level, seed)",
            ),
            (
                "setoption level 11",
                "the level must be from 1 to 10, not 11",
            ),
            (
                "setoption threads 0",
                "threads must be from 1 to 256, not 0",
            ),
            ("setoption hash", "`setoption` needs a value"),
            (
                "new chess",
                "`new` has no `chess` (it takes standard, random, tournament or position)",
            ),
            ("new random x", "seed: `x` is not a whole number"),
            ("new position", "`new` needs a position string"),
        ] {
            assert_eq!(err(line), message, "{line}");
        }
        assert!(err("new position xyz w open").starts_with("position string"));
        let long = "a".repeat(1000);
        assert_eq!(
            err(&long),
            format!("unknown command `{}...` (try `help`)", "a".repeat(40))
        );
    }

    #[test]
    fn any_text_is_read_or_refused() {
        for line in [
            "é",
            "go é",
            "new position é",
            "\u{0}",
            "setoption level é",
            "undo ٣",
        ] {
            let _ = Command::parse(line);
        }
    }
}
