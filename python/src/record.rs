//! `tzaar.Record`: game records in the project's format (README "Game records"), read, built
//! and written, and LittleGolem's records imported.

use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tzaar_core::{Game, Record, SetupKind, Start, littlegolem};

use crate::errors::{illegal, value_error};
use crate::position::{PyOutcome, PyPosition, parse_color};

/// A game record: how the game started, its turns, its result and its tags (White, Black,
/// Date, Event and any other), read and written in the project's record format; LittleGolem's
/// records are imported too.
///
/// Record(start="standard") starts an empty record: `start` is "standard", "tournament",
/// "random SEED", "position STRING", or a Position, whose history becomes the record's turns.
///
/// >>> rec = tzaar.Record()
/// >>> rec.play("D5xD4"); rec.play("C3xD4 pass")
/// >>> rec.set_tag("White", "Alice")
/// >>> print(rec.to_string(), end="")
/// [Game "TZAAR"]
/// [Setup "standard"]
/// [White "Alice"]
/// [Result "*"]
/// <BLANKLINE>
/// 1. D5xD4
/// 2. C3xD4 pass
/// *
/// >>> tzaar.Record.parse(rec.to_string()) == rec
/// True
#[pyclass(module = "tzaar", name = "Record", from_py_object)]
#[derive(Clone)]
pub struct PyRecord {
    record: Record,
}

/// A record read from bytes: LittleGolem's when it looks like one, else the project's format.
fn read(bytes: &[u8]) -> PyResult<Record> {
    if littlegolem::looks_like(bytes) {
        littlegolem::import_bytes(bytes).map_err(|e| value_error(e.to_string()))
    } else {
        Record::from_bytes(bytes).map_err(|e| value_error(e.to_string()))
    }
}

#[pymethods]
impl PyRecord {
    #[new]
    #[pyo3(signature = (start = None))]
    fn new(start: Option<&Bound<'_, PyAny>>) -> PyResult<PyRecord> {
        let game = match start {
            None => Game::new(SetupKind::Standard),
            Some(s) => {
                if let Ok(p) = s.cast::<PyPosition>() {
                    p.borrow().game.clone()
                } else {
                    let text: String = s.extract()?;
                    let start: Start = text
                        .parse()
                        .map_err(|e: tzaar_core::StartError| value_error(e.to_string()))?;
                    Game::from_start(start)
                }
            }
        };
        Ok(PyRecord {
            record: Record::new(game),
        })
    }

    /// Reads a record: the project's format, or a LittleGolem record (`(;FF[TZAAR]...)`),
    /// told apart by their first characters. Every turn is replayed and checked; a
    /// `ValueError` names the line and column of what is wrong.
    ///
    /// >>> tzaar.Record.parse('[Setup "standard"]\n[Result "*"]\n1. D5xD4\n2. D3xC3\n*\n')
    /// Traceback (most recent call last):
    /// ...
    /// ValueError: line 4, column 4: turn 2: `D3xC3` is illegal: the stack on D3 is not yours
    #[staticmethod]
    fn parse(text: &str) -> PyResult<PyRecord> {
        Ok(PyRecord {
            record: read(text.as_bytes())?,
        })
    }

    /// Imports a LittleGolem TZAAR record: the start layout, the players, the event and the
    /// site become tags, and every turn is replayed.
    #[staticmethod]
    fn from_littlegolem(text: &str) -> PyResult<PyRecord> {
        littlegolem::import(text)
            .map(|record| PyRecord { record })
            .map_err(|e| value_error(e.to_string()))
    }

    /// Reads a record file (either format, as `parse`).
    #[staticmethod]
    fn load(path: std::path::PathBuf) -> PyResult<PyRecord> {
        let bytes = std::fs::read(&path)?;
        Ok(PyRecord {
            record: read(&bytes)?,
        })
    }

    /// Writes the record to a file in the project's format.
    fn save(&self, path: std::path::PathBuf) -> PyResult<()> {
        std::fs::write(path, self.record.to_string())?;
        Ok(())
    }

    /// The record in the project's format: a canonical layout that reads back to the same game.
    #[pyo3(name = "to_string")]
    fn to_text(&self) -> String {
        self.record.to_string()
    }

    fn __str__(&self) -> String {
        self.record.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<tzaar.Record {} turns, result {}>",
            self.record.game.turns().len(),
            self.record.game.result().map_or("*", |r| r.score())
        )
    }

    fn __eq__(&self, other: PyRef<'_, PyRecord>) -> bool {
        self.record == other.record
    }

    /// How the game starts: "standard", "random", "tournament" or "position".
    #[getter]
    fn setup(&self) -> &'static str {
        self.record
            .game
            .setup_kind()
            .map_or("position", SetupKind::word)
    }

    /// The seed of a random start, else None.
    #[getter]
    fn seed(&self) -> Option<u64> {
        self.record.game.setup_kind().and_then(SetupKind::seed)
    }

    /// The tags other than those written from the game (`White`, `Black`, `Date`, ...), as a
    /// dict in the written order.
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in self.record.tags() {
            d.set_item(k, v)?;
        }
        Ok(d)
    }

    /// The value of a tag, or None.
    fn tag(&self, name: &str) -> Option<String> {
        self.record.tag(name).map(str::to_string)
    }

    /// Sets a tag (ASCII letters, digits and `_`; not one written from the game such as
    /// `Result`).
    fn set_tag(&mut self, name: &str, value: &str) -> PyResult<()> {
        self.record
            .set_tag(name, value)
            .map_err(|e| value_error(e.to_string()))
    }

    /// Removes a tag and returns its value, or None.
    fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.record.remove_tag(name)
    }

    /// The comments as (turn, text) pairs: the number of the turn each follows (0 before the
    /// first).
    fn comments(&self) -> Vec<(usize, String)> {
        self.record
            .comments()
            .map(|(t, c)| (t, c.to_string()))
            .collect()
    }

    /// Adds a comment after turn `after_turn` (0: before the first turn).
    fn add_comment(&mut self, after_turn: usize, text: &str) -> PyResult<()> {
        self.record
            .add_comment(after_turn, text)
            .map_err(|e| value_error(e.to_string()))
    }

    /// The actions played, in order.
    fn actions(&self) -> Vec<String> {
        self.record
            .game
            .actions()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The turns, each as its actions separated by a space.
    fn turns(&self) -> Vec<String> {
        self.record
            .game
            .turns()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The start position.
    fn start(&self) -> PyPosition {
        PyPosition {
            game: Game::from_start(self.record.game.start()),
        }
    }

    /// The current position, with the record's actions as its history (so `undo` goes back
    /// through the game).
    fn position(&self) -> PyPosition {
        PyPosition {
            game: self.record.game.clone(),
        }
    }

    /// The position before turn `number` (1 is the start; one past the last turn is the
    /// current position), without history.
    fn position_before_turn(&self, number: usize) -> PyResult<PyPosition> {
        let pos = self
            .record
            .game
            .position_before_turn(number)
            .ok_or_else(|| PyIndexError::new_err(format!("no turn {number} in this record")))?;
        Ok(PyPosition {
            game: Game::from_position(pos),
        })
    }

    /// The result: an Outcome (by the rules, or a resignation or loss on time), or None while
    /// the game goes on.
    fn result(&self) -> Option<PyOutcome> {
        self.record.game.result().map(PyOutcome::of)
    }

    /// Plays an action, or a whole turn, as `Position.play` does.
    fn play(&mut self, py: Python<'_>, action: &str) -> PyResult<()> {
        let mut p = PyPosition {
            game: self.record.game.clone(),
        };
        p.play_rs(py, action)?;
        self.record.game = p.game;
        Ok(())
    }

    /// Takes back the last action (and any resignation or loss on time after it) and returns
    /// it; `IndexError` if there is none.
    fn undo(&mut self) -> PyResult<String> {
        self.record
            .game
            .undo()
            .map(|a| a.to_string())
            .ok_or_else(|| PyIndexError::new_err("no action to take back"))
    }

    /// Records that `loser` ("white" or "black") resigned.
    fn resign(&mut self, py: Python<'_>, loser: &str) -> PyResult<()> {
        let loser = parse_color(loser)?;
        self.record
            .game
            .resign(loser)
            .map_err(|e| illegal(py, e.to_string(), e.code()))
    }

    /// Records that `loser` ("white" or "black") ran out of time.
    fn lose_on_time(&mut self, py: Python<'_>, loser: &str) -> PyResult<()> {
        let loser = parse_color(loser)?;
        self.record
            .game
            .lose_on_time(loser)
            .map_err(|e| illegal(py, e.to_string(), e.code()))
    }
}
