//! `tzaar play`: two people at one terminal play a whole game, every rule enforced.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use anyhow::Result;
use clap::Args as ClapArgs;
use tzaar_core::game::Game;
use tzaar_core::outcome::WinReason;
use tzaar_core::record::Record;
use tzaar_core::{Action, Phase, Position, Turn};

use crate::games;
use crate::render::{self, Style};
use crate::start::{Start, StartArgs};

/// Options of `tzaar play`.
#[derive(ClapArgs, Debug, Default)]
pub struct Args {
    #[command(flatten)]
    start: StartArgs,
    /// White's name, for the record (default: White).
    #[arg(long)]
    white: Option<String>,
    /// Black's name, for the record (default: Black).
    #[arg(long)]
    black: Option<String>,
    /// Where to save the game (default: tzaar-DATE-TIME.tzr in the current directory).
    #[arg(long)]
    save: Option<PathBuf>,
    /// Never use colour.
    #[arg(long)]
    no_color: bool,
}

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
  save [FILE]    save the game so far
  resign         give up the game
  quit           save and leave
  help           this text";

/// Runs `tzaar play` on standard input and output.
pub fn run(args: &Args) -> Result<()> {
    let start = args.start.resolve()?;
    let game = match start {
        Start::Kind(kind) => Game::new(kind),
        Start::Position(pos) => Game::from_position(*pos),
    };
    let mut record = Record::new(game);
    record.set_tag("White", args.white.as_deref().unwrap_or("White"))?;
    record.set_tag("Black", args.black.as_deref().unwrap_or("Black"))?;
    record.set_tag("Date", &games::today())?;
    let mut style = Style::detect();
    style.color &= !args.no_color;
    let path = args.save.clone().unwrap_or_else(games::default_save_path);
    let stdin = std::io::stdin();
    let mut session = Session {
        record,
        style,
        path,
        out: std::io::stdout().lock(),
    };
    session.run(stdin.lock())
}

/// One game at the terminal.
pub struct Session<W: Write> {
    /// The game and its tags.
    pub record: Record,
    /// How to draw the board.
    pub style: Style,
    /// Where the game is saved.
    pub path: PathBuf,
    /// Where everything is printed.
    pub out: W,
}

impl<W: Write> Session<W> {
    /// Plays until the game ends, the players quit, or the input ends; then saves the game.
    pub fn run(&mut self, input: impl BufRead) -> Result<()> {
        writeln!(
            self.out,
            "TZAAR. Type `help` for the notation and commands."
        )?;
        if let Some(tzaar_core::SetupKind::Random { seed }) = self.record.game.setup_kind() {
            writeln!(self.out, "Random setup, seed {seed}.")?;
        }
        self.draw()?;
        let mut lines = input.lines();
        while self.record.game.result().is_none() {
            self.prompt()?;
            let Some(line) = lines.next() else {
                writeln!(self.out)?;
                break;
            };
            let line = line?;
            match self.command(line.trim(), &mut lines)? {
                Flow::Continue => {}
                Flow::Quit => break,
            }
        }
        if let Some(result) = self.record.game.result() {
            writeln!(self.out, "{result}.")?;
        }
        games::save(&self.path, &self.record)?;
        writeln!(self.out, "Game saved to {}.", self.path.display())?;
        Ok(())
    }

    fn prompt(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let what = match pos.phase() {
            Phase::Placement => "place",
            Phase::Opening => "opening capture",
            Phase::FirstAction => "capture",
            Phase::SecondAction => "capture, stack or pass",
        };
        write!(self.out, "{} ({what})> ", pos.side())?;
        self.out.flush()?;
        Ok(())
    }

    fn draw(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let marks: Vec<_> = match self.record.game.actions().last() {
            Some(a) => match (a.from_to(), *a) {
                (Some((f, t)), _) => vec![f, t],
                (None, Action::Place { cell, .. }) => vec![cell],
                _ => vec![],
            },
            None => vec![],
        };
        write!(self.out, "{}", render::board(pos, self.style, &marks))?;
        if let Some(last) = self.record.game.actions().last() {
            writeln!(self.out, "Last action: {last}")?;
        }
        writeln!(self.out, "{}", render::visible(pos))?;
        writeln!(self.out, "{}", render::status(pos))?;
        Ok(())
    }

    fn command(
        &mut self,
        line: &str,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
    ) -> Result<Flow> {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("").to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match first.as_str() {
            "" => {}
            "help" | "?" | "h" => writeln!(self.out, "{HELP}")?,
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
            "undo" | "u" => match self.record.game.undo() {
                Some(a) => {
                    writeln!(self.out, "Took back {a}.")?;
                    self.draw()?;
                }
                None => writeln!(self.out, "Nothing to take back.")?,
            },
            "save" => {
                if let Some(p) = rest.first() {
                    self.path = PathBuf::from(p);
                }
                games::save(&self.path, &self.record)?;
                writeln!(self.out, "Saved to {}.", self.path.display())?;
            }
            "resign" => {
                let side = self.record.game.position().side();
                self.record.game.resign(side)?;
            }
            "quit" | "exit" | "q" => return Ok(Flow::Quit),
            _ => self.play_text(line, lines)?,
        }
        Ok(Flow::Continue)
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
    fn play_text(
        &mut self,
        line: &str,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
    ) -> Result<()> {
        let parts: Vec<&str> = line
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        if parts.len() > 2 {
            writeln!(
                self.out,
                "A turn has at most two actions. Type `help` for the notation."
            )?;
            return Ok(());
        }
        // Each part is read in the position it would be played in (for `D4-C3`).
        let mut pos = self.record.game.position().clone();
        let mut steps: Vec<(Position, Action)> = Vec::new();
        for part in &parts {
            let action = match pos.parse_action(part) {
                Ok(a) => a,
                Err(e) => {
                    writeln!(self.out, "{e}")?;
                    return Ok(());
                }
            };
            steps.push((pos.clone(), action));
            if pos.check(action).is_ok() {
                pos.play_unchecked(action);
            }
        }
        if let [(before, action)] = &steps[..] {
            if let Err(e) = before.check(*action) {
                writeln!(self.out, "{action} is illegal: {e}")?;
                return Ok(());
            }
        }
        for (before, action) in &steps {
            if !self.confirm(before, *action, lines)? {
                return Ok(());
            }
        }
        let result = match steps[..] {
            [(_, action)] => self.record.game.play(action),
            [(_, first), (_, second)] => self.record.game.play_turn(Turn {
                first,
                second: Some(second),
            }),
            _ => return Ok(()),
        };
        match result {
            Ok(()) => self.draw(),
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
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
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
        let answer = lines.next().transpose()?.unwrap_or_default();
        let yes = answer.trim().eq_ignore_ascii_case("y");
        if !yes {
            writeln!(self.out, "Not played.")?;
        }
        Ok(yes)
    }
}

/// What to do after a command.
enum Flow {
    Continue,
    Quit,
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
