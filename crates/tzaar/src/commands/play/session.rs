//! One game at the terminal: the loop that asks for a line and carries it out, lets the
//! engine play its turns, draws the board and saves after every change.

use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

use anyhow::Result;
use tzaar_core::record::Record;
use tzaar_core::{Action, Cell, Phase};

use super::input::{Input, Line, NOT_UTF8};
use super::save::{SaveFile, lock};
use crate::opponent::Opponent;
use crate::render::{self, Style};

/// One game at the terminal.
pub(super) struct Session<W: Write> {
    /// The game and its tags.
    pub(super) record: Record,
    /// How to draw the board.
    pub(super) style: Style,
    /// Where the game is saved.
    pub(super) file: Arc<Mutex<SaveFile>>,
    /// Where everything is printed.
    pub(super) out: W,
    /// The engine, in a game against it.
    pub(super) opponent: Option<Opponent>,
    /// Whether to show the engine's score after each of its turns.
    pub(super) show_score: bool,
}

impl<W: Write> Session<W> {
    /// Plays until the game ends, the players quit, the input ends or the output is closed; the
    /// game is saved whatever happens.
    pub(super) fn run(&mut self, input: &mut Input<impl BufRead>, resumed: bool) -> Result<()> {
        let played = self.play(input, resumed);
        let mut file = lock(&self.file);
        file.update(&self.record);
        if let Err(e) = file.flush() {
            let _ = writeln!(
                std::io::stderr(),
                "The game could not be saved. Its record:\n{}",
                file.latest
            );
            return Err(e);
        }
        let whereabouts = file.whereabouts();
        drop(file);
        // After a broken pipe nobody reads this; the game is saved all the same.
        let said = writeln!(self.out, "{whereabouts}");
        // Every error of `play` is one of the output: say on standard error that the game is
        // safe, except to a player who closed the pipe and left.
        if let Err(e) = played.and(said.map_err(anyhow::Error::from)) {
            if !crate::pipe::is_broken_pipe(&e) {
                let _ = writeln!(std::io::stderr(), "{whereabouts}");
            }
            return Err(e.context("cannot write the output"));
        }
        Ok(())
    }

    /// The game itself: the commands and actions typed until the game ends or the players
    /// leave. An error is one of the terminal's (the game is still to be saved).
    fn play(&mut self, input: &mut Input<impl BufRead>, resumed: bool) -> Result<()> {
        writeln!(
            self.out,
            "TZAAR. Type `help` for the notation and commands."
        )?;
        if resumed {
            let path = lock(&self.file).path.clone();
            writeln!(
                self.out,
                "Resuming {} after {} turns.",
                path.display(),
                self.record.game.turns().len()
            )?;
        }
        if let Some(tzaar_core::SetupKind::Random { seed }) = self.record.game.setup_kind() {
            writeln!(self.out, "Random setup, seed {seed}.")?;
        }
        if let Some(op) = &self.opponent {
            let s = op.settings;
            writeln!(
                self.out,
                "You play {}. {} is the engine, {}: level {} of 10, thinking up to {} ms a turn.",
                s.color.opponent(),
                s.color,
                op.name,
                s.level,
                s.time.as_millis()
            )?;
        }
        self.draw()?;
        while self.record.game.result().is_none() {
            if self.engine_to_act() {
                if !self.engine_turn()? {
                    break;
                }
                continue;
            }
            self.prompt()?;
            let line = match input.next_line() {
                Line::End => {
                    writeln!(self.out)?;
                    break;
                }
                Line::NotUtf8 => {
                    writeln!(self.out, "{NOT_UTF8}")?;
                    continue;
                }
                Line::Text(line) => line,
            };
            match self.command(line.trim(), input)? {
                Flow::Continue => {}
                Flow::Quit => break,
            }
        }
        if let Some(result) = self.record.game.result() {
            writeln!(self.out, "{result}.")?;
        }
        Ok(())
    }

    /// Saves the game after a change; a failure is reported and play goes on.
    pub(super) fn autosave(&mut self) -> Result<()> {
        let mut file = lock(&self.file);
        file.update(&self.record);
        if let Err(e) = file.flush() {
            let path = file.path.display().to_string();
            drop(file);
            writeln!(
                self.out,
                "Could not save the game to {path}: {e:#}. Type `save FILE` to save it elsewhere."
            )?;
        }
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

    pub(super) fn draw(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let last = self.record.game.actions().last().copied();
        let marks = last.map_or_else(Vec::new, cells_of);
        write!(self.out, "{}", render::board(pos, self.style, &marks))?;
        if let Some(last) = last {
            writeln!(self.out, "Last action: {last}")?;
        }
        writeln!(self.out, "{}", render::visible(pos))?;
        writeln!(self.out, "{}", render::status(pos))?;
        Ok(())
    }
}

/// What to do after a command.
pub(super) enum Flow {
    Continue,
    Quit,
}

/// The cells an action touches, to mark on the board.
pub(super) fn cells_of(action: Action) -> Vec<Cell> {
    match (action.from_to(), action) {
        (Some((from, to)), _) => vec![from, to],
        (None, Action::Place { cell, .. }) => vec![cell],
        _ => vec![],
    }
}
