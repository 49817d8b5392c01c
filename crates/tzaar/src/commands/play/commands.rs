//! What the players type: the commands, and actions or whole turns to play.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use anyhow::Result;
use tzaar_core::outcome::WinReason;
use tzaar_core::{Action, ParseError, Phase, Position, TurnError, TurnProblem};

use super::input::{Input, Line, NOT_UTF8};
use super::save::{lock, same_file};
use super::session::{Flow, Session};
use crate::games;
use crate::render;

const HELP: &str = "\
Type an action, or a whole turn:
  D4xC3          capture: the stack on D4 takes the stack on C3
  A4+B4          stack: A4 jumps onto your own stack on B4 (second action only)
  pass           no second action
  Z@E1           placement (tournament): Z Tzaar, R Tzarra, T Tott
  F1xG1 A4+B4    both actions of a turn at once
  D4-C3          a move; the board decides whether it captures or stacks
Commands:
  moves          list the legal actions
  stack C3       what the stack on C3 is made of (stacks: all tall stacks)
  board          draw the board again (coords: the cell names)
  undo           take back the last action
  save [FILE]    save the game now (to FILE, and from then on to FILE)
  resign         give up the game
  quit           leave; the game stays saved and `tzaar play --resume FILE` continues it
  help           this text
The game is saved after every action.";

/// `undo` in the help, and what it does against the engine.
const UNDO_HELP: [&str; 2] = [
    "take back the last action\n",
    "take back your last turn and the engine's reply to it\n",
];

const ENGINE_HELP: &str = "\
Against the engine:
  hint           the engine's suggestion for your turn, with its score (not played)
  score          the engine's score for its last turn";

impl<W: Write> Session<W> {
    pub(super) fn command(&mut self, line: &str, input: &mut Input<impl BufRead>) -> Result<Flow> {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("").to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        // Everything after the command word, spaces included (a file name).
        let rest_of_line = line
            .split_once(char::is_whitespace)
            .map_or("", |(_, r)| r.trim());
        match first.as_str() {
            "" => {}
            "help" | "?" | "h" => {
                if self.opponent.is_some() {
                    writeln!(self.out, "{}", HELP.replace(UNDO_HELP[0], UNDO_HELP[1]))?;
                    writeln!(self.out, "{ENGINE_HELP}")?;
                } else {
                    writeln!(self.out, "{HELP}")?;
                }
            }
            "hint" => self.hint()?,
            "score" => self.score()?,
            "moves" | "legal" | "m" => self.list_moves()?,
            "board" | "b" => self.draw()?,
            "coords" | "coordinates" => write!(self.out, "{}", render::coordinates())?,
            "stacks" => {
                let text = render::stacks(self.record.game.position());
                if text.is_empty() {
                    writeln!(self.out, "No stack is taller than one piece.")?;
                }
                write!(self.out, "{text}")?;
            }
            "stack" | "what" => self.describe_stack(&rest)?,
            "undo" | "u" if self.opponent.is_some() => {
                let engine = self.opponent.as_ref().map(|op| op.settings.color);
                if let Some(engine) = engine {
                    self.undo_to_person(engine)?;
                }
            }
            "undo" | "u" => match self.record.game.undo() {
                Some(a) => {
                    self.autosave()?;
                    writeln!(self.out, "Took back {a}.")?;
                    self.draw()?;
                }
                None => writeln!(self.out, "Nothing to take back.")?,
            },
            "save" => self.save_command(rest_of_line, input)?,
            "resign" => {
                let side = self.record.game.position().side();
                self.record.game.resign(side)?;
                self.autosave()?;
            }
            "quit" | "exit" | "q" => return Ok(Flow::Quit),
            _ => self.play_text(line, input)?,
        }
        Ok(Flow::Continue)
    }

    /// `save` (the rest of the line, if any, is the new file's name).
    fn save_command(&mut self, name: &str, input: &mut Input<impl BufRead>) -> Result<()> {
        let name = unquote(name);
        let current = lock(&self.file).path.clone();
        let path = if name.is_empty() {
            current.clone()
        } else {
            PathBuf::from(name)
        };
        if path != current {
            if let Err(e) = games::check_writable(&path) {
                writeln!(self.out, "{e:#}")?;
                return Ok(());
            }
            if path.exists() && !same_file(&path, &current) {
                write!(
                    self.out,
                    "{} exists. Replace it with this game? [y/N] ",
                    path.display()
                )?;
                self.out.flush()?;
                if !self.yes(input)? {
                    writeln!(self.out, "Not saved.")?;
                    return Ok(());
                }
            }
        }
        let mut file = lock(&self.file);
        file.update(&self.record);
        let result = games::write_atomically(&path, &file.latest);
        if result.is_ok() {
            file.written = Some(file.latest.clone());
            file.path = path.clone();
        }
        drop(file);
        match result {
            Ok(()) => writeln!(
                self.out,
                "Saved to {}; the game is saved there after every action.",
                path.display()
            )?,
            Err(e) => writeln!(self.out, "{e:#}")?,
        }
        Ok(())
    }

    /// Reads a yes-or-no answer; anything but `y` is no.
    fn yes(&mut self, input: &mut Input<impl BufRead>) -> Result<bool> {
        match input.next_line() {
            Line::Text(answer) => Ok(answer.trim().eq_ignore_ascii_case("y")),
            Line::NotUtf8 => {
                writeln!(self.out, "{NOT_UTF8}")?;
                Ok(false)
            }
            Line::End => Ok(false),
        }
    }

    fn describe_stack(&mut self, rest: &[&str]) -> Result<()> {
        let Some(name) = rest.first() else {
            writeln!(self.out, "Which cell? For example: stack C3")?;
            return Ok(());
        };
        match name.parse::<tzaar_core::Cell>() {
            Err(e) => writeln!(self.out, "{e}")?,
            Ok(cell) => match self.record.game.position().stack(cell) {
                None => writeln!(self.out, "{cell} is empty.")?,
                Some(s) => {
                    let pieces: Vec<&str> = s.pieces().map(|k| k.name()).collect();
                    writeln!(
                        self.out,
                        "{cell}: {} stack of height {}, bottom to top: {}; it counts as a {}.",
                        s.color(),
                        s.height(),
                        pieces.join(", "),
                        s.top()
                    )?;
                }
            },
        }
        Ok(())
    }

    fn list_moves(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let actions = pos.legal_actions();
        if pos.phase() == Phase::Placement {
            let empty: Vec<String> = tzaar_core::Cell::all()
                .filter(|&c| pos.stack(c).is_none())
                .map(|c| c.to_string())
                .collect();
            writeln!(self.out, "{}", render::status(pos))?;
            writeln!(self.out, "Empty cells: {}", empty.join(" "))?;
            return Ok(());
        }
        let texts = |capture: bool| -> Vec<String> {
            actions
                .iter()
                .filter(|a| a.is_capture() == capture && **a != Action::Pass)
                .map(|a| a.to_string())
                .collect()
        };
        let captures = texts(true);
        let stacks = texts(false);
        writeln!(
            self.out,
            "Captures ({}): {}",
            captures.len(),
            captures.join(" ")
        )?;
        if pos.phase() == Phase::SecondAction {
            writeln!(self.out, "Stacks ({}): {}", stacks.len(), stacks.join(" "))?;
            writeln!(self.out, "Or: pass")?;
        }
        Ok(())
    }

    /// Plays one action or a whole turn; a turn is played whole or not at all.
    fn play_text(&mut self, line: &str, input: &mut Input<impl BufRead>) -> Result<()> {
        let mut pos = self.record.game.position().clone();
        let turn = match pos.parse_turn(line) {
            Ok(turn) => turn,
            Err(TurnError::Parse(ParseError::BadTurn {
                problem: TurnProblem::TooManyActions,
                ..
            })) => {
                writeln!(
                    self.out,
                    "A turn has at most two actions. Type `help` for the notation."
                )?;
                return Ok(());
            }
            Err(TurnError::Illegal { action, reason }) => {
                writeln!(self.out, "{action} is illegal: {reason}")?;
                return Ok(());
            }
            Err(TurnError::Parse(e)) => {
                writeln!(self.out, "{e}")?;
                return Ok(());
            }
        };
        for action in turn.actions() {
            if !self.confirm(&pos, action, input)? {
                return Ok(());
            }
            if pos.check(action).is_ok() {
                pos.play_unchecked(action);
            }
        }
        let result = match turn.second {
            None => self.record.game.play(turn.first),
            Some(_) => self.record.game.play_turn(turn),
        };
        match result {
            Ok(()) => {
                self.autosave()?;
                self.draw()
            }
            Err(e) => {
                writeln!(self.out, "{e}")?;
                Ok(())
            }
        }
    }

    /// Asks before a stacking move that buries the mover's last visible piece of a type.
    fn confirm(
        &mut self,
        pos: &Position,
        action: Action,
        input: &mut Input<impl BufRead>,
    ) -> Result<bool> {
        let Some(kind) = buries_last(pos, action) else {
            return Ok(true);
        };
        write!(
            self.out,
            "{action} buries your last visible {kind}, and you would lose at once. \
             Play it anyway? [y/N] "
        )?;
        self.out.flush()?;
        let yes = self.yes(input)?;
        if !yes {
            writeln!(self.out, "Not played.")?;
        }
        Ok(yes)
    }
}

/// The type `action` would bury as the mover's last visible one, if it is such a legal
/// stacking move.
fn buries_last(pos: &Position, action: Action) -> Option<tzaar_core::PieceType> {
    if !matches!(action, Action::Stack { .. }) || pos.check(action).is_err() {
        return None;
    }
    let mut after = pos.clone();
    after.play_unchecked(action);
    match after.outcome()?.reason {
        WinReason::TypeBuried(kind) => Some(kind),
        _ => None,
    }
}

/// A file name typed with quotes around it, as in a shell, without them.
fn unquote(name: &str) -> &str {
    for quote in ['"', '\''] {
        if let Some(inner) = name.strip_prefix(quote).and_then(|n| n.strip_suffix(quote)) {
            return inner;
        }
    }
    name
}
