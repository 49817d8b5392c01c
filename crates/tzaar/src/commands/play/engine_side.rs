//! The engine's side of a game against it: its turns, shown action by action, `hint`, `score`
//! and `undo` back to the person's turn.

use std::io::Write;

use anyhow::Result;
use tzaar_core::{Color, RestOfTurnError, actions_text};

use super::session::{Session, cells_of};
use crate::opponent;
use crate::render;

impl<W: Write> Session<W> {
    /// Whether the engine is to act now.
    pub(super) fn engine_to_act(&self) -> bool {
        self.opponent
            .as_ref()
            .is_some_and(|op| op.settings.color == self.record.game.position().side())
    }

    /// The engine plays the rest of its turn, each action shown as it is played. `Ok(false)`
    /// if it cannot (the game then stops, saved).
    pub(super) fn engine_turn(&mut self) -> Result<bool> {
        let Some(op) = self.opponent.as_mut() else {
            return Ok(false);
        };
        let (side, name) = (op.settings.color, op.name.clone());
        writeln!(self.out, "{side} ({name}) is thinking...")?;
        self.out.flush()?;
        let before = self.record.game.position().clone();
        let Some(turn) = op.choose(&self.record.game) else {
            writeln!(self.out, "{name} found no action to play.")?;
            return Ok(false);
        };
        let score = op.last_score();
        if let Err(e) = self.record.game.play_rest_of_turn(&turn) {
            match e {
                RestOfTurnError::Illegal { action, reason } => writeln!(
                    self.out,
                    "{name} chose {action}, which is illegal ({reason}); the game stops here."
                )?,
                other => writeln!(
                    self.out,
                    "{name} chose `{}`, which cannot be played ({other}); the game stops here.",
                    actions_text(&turn)
                )?,
            }
            return Ok(false);
        }
        self.autosave()?;
        let mut pos = before;
        let mut marks = Vec::new();
        for (i, &action) in turn.iter().enumerate() {
            pos.play_unchecked(action);
            marks.extend(cells_of(action));
            let then = if i == 0 { "plays" } else { "then plays" };
            writeln!(self.out, "{side} ({name}) {then} {action}.")?;
            write!(self.out, "{}", render::board(&pos, self.style, &marks))?;
        }
        writeln!(self.out, "Last turn: {}", actions_text(&turn))?;
        writeln!(self.out, "{}", render::visible(&pos))?;
        if self.show_score {
            if let Some((score, chance)) = score {
                writeln!(
                    self.out,
                    "{name}'s score: {}",
                    opponent::explain(score, side, chance)
                )?;
            }
        }
        writeln!(self.out, "{}", render::status(&pos))?;
        Ok(true)
    }

    /// Says that `what` come from the engine, which this game is not against.
    fn no_engine(&mut self, what: &str) -> Result<()> {
        writeln!(
            self.out,
            "{what} come from the engine: start a game against it with tzaar play --engine."
        )?;
        Ok(())
    }

    /// `hint`: the engine's suggestion for the person's turn, not played.
    pub(super) fn hint(&mut self) -> Result<()> {
        let Some(op) = self.opponent.as_mut() else {
            return self.no_engine("Hints");
        };
        writeln!(self.out, "Thinking...")?;
        self.out.flush()?;
        let side = self.record.game.position().side();
        match op.hint(&self.record.game) {
            Some((turn, score, chance)) => {
                writeln!(
                    self.out,
                    "Hint: {}, score {}",
                    actions_text(&turn),
                    opponent::explain(score, side, chance)
                )?;
            }
            None => writeln!(self.out, "No hint: the game is over.")?,
        }
        Ok(())
    }

    /// `score`: what the engine thought of its last turn.
    pub(super) fn score(&mut self) -> Result<()> {
        let Some(op) = self.opponent.as_ref() else {
            return self.no_engine("Scores");
        };
        match op.last_score() {
            Some((score, chance)) => writeln!(
                self.out,
                "{}'s score for its last turn: {}",
                op.name,
                opponent::explain(score, op.settings.color, chance)
            )?,
            None => writeln!(self.out, "{} has not played a turn yet.", op.name)?,
        }
        Ok(())
    }

    /// `undo` against the engine: back to the start of the person's last turn, taking back the
    /// engine's actions since and the person's whole turn (or the part of the current turn
    /// played so far), as [`Game::undo_to_turn_of`](tzaar_core::Game::undo_to_turn_of) decides.
    pub(super) fn undo_to_person(&mut self, engine: Color) -> Result<()> {
        let mut game = self.record.game.clone();
        let Some(taken) = game.undo_to_turn_of(engine.opponent()) else {
            writeln!(self.out, "Nothing of yours to take back.")?;
            return Ok(());
        };
        self.record.game = game;
        if let Some(op) = self.opponent.as_mut() {
            op.forget_score();
        }
        self.autosave()?;
        writeln!(self.out, "Took back {}.", actions_text(&taken))?;
        self.draw()
    }
}
