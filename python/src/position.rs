//! `tzaar.Position`: a position with the actions played to reach it, `tzaar.Outcome`, and
//! `tzaar.perft`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};

use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use tzaar_core::perft::perft as count;
use tzaar_core::{Color, Game, GameError, GameResult, PieceType, Position, SetupKind, Termination};

use crate::encoding;
use crate::errors::{illegal, value_error};
use crate::interrupt::interruptible;

/// The word of a colour: `white` or `black`.
pub fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The colour of a word, in any case.
pub fn parse_color(word: &str) -> PyResult<Color> {
    match word.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(value_error(format!(
            "unknown colour `{word}`: use \"white\" or \"black\""
        ))),
    }
}

/// A TZAAR position and the actions played since it started.
///
/// A position knows whose turn it is (`side`), the phase of the turn (`phase`), its legal
/// actions in the project's notation, and how the game ended. `play` plays an action (or a
/// whole turn) and `undo` takes the last action back.
///
/// Position() is the standard start; Position(s) reads a position string.
///
/// >>> import tzaar
/// >>> pos = tzaar.Position.standard()
/// >>> pos.side, pos.phase
/// ('white', 'open')
/// >>> len(pos.legal_actions())
/// 42
/// >>> pos.play("D5xD4")
/// >>> pos.side, pos.phase
/// ('black', 'first')
/// >>> pos.undo()
/// 'D5xD4'
/// >>> pos == tzaar.Position()
/// True
#[pyclass(module = "tzaar", name = "Position", from_py_object)]
#[derive(Clone)]
pub struct PyPosition {
    /// The game: its start, the actions played and the current position.
    pub game: Game,
}

impl PyPosition {
    /// Plays one action or the rest of a turn (see `play`).
    pub fn play_rs(&mut self, py: Python<'_>, action: &str) -> PyResult<()> {
        let parts: Vec<&str> = action
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        match parts.as_slice() {
            [one] => self.play_one(py, one),
            [first, second] => {
                let mover = self.pos().side();
                self.play_one(py, first)?;
                let result = if self.pos().side() != mover || self.pos().is_game_over() {
                    Err(illegal(
                        py,
                        format!(
                            "the turn is over after `{}` but `{second}` follows",
                            self.game.actions().last().expect("just played")
                        ),
                        "turn-too-long",
                    ))
                } else {
                    self.play_one(py, second)
                };
                if result.is_err() {
                    self.game.undo();
                }
                result
            }
            [] => Err(illegal(py, "no action given".into(), "bad-turn")),
            _ => Err(illegal(
                py,
                format!("cannot read turn `{action}`: a turn has at most two actions"),
                "bad-turn",
            )),
        }
    }

    /// The current position.
    pub fn pos(&self) -> &Position {
        self.game.position()
    }

    /// Plays one action given as text, read as at the terminal.
    fn play_one(&mut self, py: Python<'_>, text: &str) -> PyResult<()> {
        let action = self
            .pos()
            .parse_action(text)
            .map_err(|e| illegal(py, e.to_string(), e.code()))?;
        self.game
            .play(action)
            .map_err(|e| game_error(py, action, e))
    }
}

/// What `__reduce__` returns: the function that restores a position and its arguments.
type Reduced = (Py<PyAny>, (String, Vec<String>));

/// The error of an action the game refused.
fn game_error(py: Python<'_>, action: tzaar_core::Action, e: GameError) -> PyErr {
    let message = match &e {
        GameError::Illegal(reason) => format!("`{action}` is illegal: {reason}"),
        other => format!("`{action}` cannot be played: {other}"),
    };
    illegal(py, message, e.code())
}

#[pymethods]
impl PyPosition {
    /// Position() is the standard start; Position(s) reads the position string `s`.
    #[new]
    #[pyo3(signature = (position = None))]
    fn new(position: Option<&str>) -> PyResult<PyPosition> {
        match position {
            None => Ok(PyPosition::standard()),
            Some(s) => PyPosition::from_string(s),
        }
    }

    /// The standard start (the rulebook's fixed layout).
    ///
    /// >>> tzaar.Position.standard().to_string()
    /// 'TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open'
    #[staticmethod]
    fn standard() -> PyPosition {
        PyPosition {
            game: Game::new(SetupKind::Standard),
        }
    }

    /// The random start from `seed` (0 to 2**64 - 1): the same seed gives the same layout
    /// everywhere, as `tzaar show --setup random --seed SEED` shows it.
    ///
    /// >>> tzaar.Position.random(3).to_string()
    /// 'TrtZT/rRTRrT/TzZZtTt/rRZtTTrr/ztRttrRt/rRttzRTt/zTZtzRz/RZrTTt/ttTTT w open'
    #[staticmethod]
    fn random(seed: u64) -> PyPosition {
        PyPosition {
            game: Game::new(SetupKind::Random { seed }),
        }
    }

    /// The tournament start: an empty board, White places first.
    ///
    /// >>> pos = tzaar.Position.tournament()
    /// >>> pos.phase, len(pos.legal_actions())
    /// ('place', 180)
    #[staticmethod]
    fn tournament() -> PyPosition {
        PyPosition {
            game: Game::new(SetupKind::Tournament),
        }
    }

    /// Reads a position string (see the README's "Position strings"); a `ValueError` says
    /// what is wrong with a bad one.
    ///
    /// >>> tzaar.Position.from_string("5/6/7/8/8/8/7/6/5 w place").phase
    /// 'place'
    /// >>> tzaar.Position.from_string("5/6/7 w place")
    /// Traceback (most recent call last):
    /// ...
    /// ValueError: position string, character 6: expected `/` before column D
    #[staticmethod]
    fn from_string(s: &str) -> PyResult<PyPosition> {
        let pos: Position = s.parse().map_err(|e: tzaar_core::PositionStringError| {
            value_error(tzaar_core::ParseError::from(e).to_string())
        })?;
        Ok(PyPosition {
            game: Game::from_position(pos),
        })
    }

    /// The side to act: "white" or "black".
    #[getter]
    fn side(&self) -> &'static str {
        color_word(self.pos().side())
    }

    /// The phase: "place" (tournament placement), "open" (White's first turn, one capture),
    /// "first" (the forced capture) or "second" (capture, stack or pass).
    #[getter]
    fn phase(&self) -> &'static str {
        self.pos().phase().keyword()
    }

    /// The legal actions in the project's notation, in a fixed order (by moving cell, then
    /// direction; pass last). Empty once the game is over.
    ///
    /// >>> tzaar.Position.standard().legal_actions()[:3]
    /// ['A5xA4', 'B1xB2', 'B1xA1']
    fn legal_actions(&self) -> Vec<String> {
        self.pos()
            .legal_actions()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Plays an action, or the rest of a turn, written in the project's notation and read as
    /// the terminal reads it: any case, and `D4-C3` (or `D4C3`) taken as a capture or a
    /// stacking move as the board decides. Two actions (`"C3xD4 pass"`) are played both or
    /// neither, and must belong to one turn. An illegal action raises `IllegalActionError` (a
    /// `ValueError`) that says why, with the rules' code in `code`, and changes nothing.
    ///
    /// >>> pos = tzaar.Position.standard()
    /// >>> pos.play("d5-d4")
    /// >>> pos.play("C3xD4 pass")
    /// >>> pos.history()
    /// ['D5xD4', 'C3xD4', 'pass']
    /// >>> pos.play("A1+A2")
    /// Traceback (most recent call last):
    /// ...
    /// tzaar.IllegalActionError: `A1+A2` is illegal: the first action of a turn must be a capture
    fn play(&mut self, py: Python<'_>, action: &str) -> PyResult<()> {
        self.play_rs(py, action)
    }

    /// Takes back the last action played and returns it; `IndexError` if none was played
    /// since the position started (a position read from a string has no history).
    fn undo(&mut self) -> PyResult<String> {
        self.game
            .undo()
            .map(|a| a.to_string())
            .ok_or_else(|| PyIndexError::new_err("no action to take back"))
    }

    /// The actions played since the start, in order.
    fn history(&self) -> Vec<String> {
        self.game
            .actions()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The turns played since the start, each as its actions separated by a space (the last
    /// one may lack its second action).
    ///
    /// >>> pos = tzaar.Position.standard()
    /// >>> pos.play("D5xD4"); pos.play("C3xD4 pass")
    /// >>> pos.turns()
    /// ['D5xD4', 'C3xD4 pass']
    fn turns(&self) -> Vec<String> {
        self.game.turns().iter().map(ToString::to_string).collect()
    }

    /// The position the history starts from (without history).
    fn start(&self) -> PyPosition {
        PyPosition {
            game: Game::from_start(self.game.start()),
        }
    }

    /// How the game ended, or None while it goes on.
    ///
    /// >>> pos = tzaar.Position.from_string("Tzrt1/6/7/8/8/8/7/6/5 b first")
    /// >>> pos.outcome()
    /// Outcome(winner='white', reason='tzaar-captured')
    /// >>> print(pos.outcome())
    /// White wins: Black's last Tzaar was captured
    fn outcome(&self) -> Option<PyOutcome> {
        self.pos().outcome().map(|o| PyOutcome::of(o.into()))
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.pos().is_game_over()
    }

    /// The stack on `cell` (e.g. "D4") as its pieces from bottom to top, lower case for White
    /// and upper case for Black (`z` Tzaar, `r` Tzarra, `t` Tott), or None for an empty cell.
    ///
    /// >>> pos = tzaar.Position.standard()
    /// >>> pos.stack("D5"), pos.stack("D4")
    /// ('t', 'T')
    /// >>> pos.play("D5xD4"); pos.stack("D4"), pos.stack("D5")
    /// ('t', None)
    fn stack(&self, cell: &str) -> PyResult<Option<String>> {
        let cell: tzaar_core::Cell = cell
            .parse()
            .map_err(|e: tzaar_core::UnknownCell| value_error(e.to_string()))?;
        Ok(self.pos().stack(cell).map(|s| {
            s.pieces()
                .map(|k| {
                    let c = k.letter();
                    match s.color() {
                        Color::White => c.to_ascii_lowercase(),
                        Color::Black => c.to_ascii_uppercase(),
                    }
                })
                .collect()
        }))
    }

    /// How many stacks of `color` ("white" or "black") have a piece of `kind` ("tzaar",
    /// "tzarra" or "tott") on top: what decides the game.
    ///
    /// >>> tzaar.Position.standard().visible("white", "tott")
    /// 15
    fn visible(&self, color: &str, kind: &str) -> PyResult<u32> {
        let color = parse_color(color)?;
        let kind = PieceType::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(kind))
            .ok_or_else(|| {
                value_error(format!(
                    "unknown piece type `{kind}`: use \"tzaar\", \"tzarra\" or \"tott\""
                ))
            })?;
        Ok((self.pos().cells_of(color) & self.pos().cells_with_top(kind)).count_ones())
    }

    /// The position string (see the README's "Position strings").
    #[pyo3(name = "to_string")]
    fn to_text(&self) -> String {
        self.pos().to_string()
    }

    /// A copy, history included.
    fn copy(&self) -> PyPosition {
        self.clone()
    }

    fn __copy__(&self) -> PyPosition {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyPosition {
        self.clone()
    }

    fn __str__(&self) -> String {
        self.pos().to_string()
    }

    fn __repr__(&self) -> String {
        format!("Position('{}')", self.pos())
    }

    /// Positions are equal when the board, the side and the phase are (whatever their
    /// histories).
    fn __eq__(&self, other: PyRef<'_, PyPosition>) -> bool {
        self.pos() == other.pos()
    }

    /// The position's Zobrist hash; it changes as actions are played.
    fn __hash__(&self) -> u64 {
        self.pos().hash()
    }

    /// Pickles as the start and the actions played.
    fn __reduce__(slf: &Bound<'_, Self>) -> PyResult<Reduced> {
        let py = slf.py();
        let me = slf.borrow();
        let restore = py
            .import("tzaar._tzaar")?
            .getattr("Position")?
            .getattr("_restore")?;
        Ok((
            restore.unbind(),
            (me.game.start().to_string(), me.history()),
        ))
    }

    /// Rebuilds a pickled position: a start as the engine protocol's `new` names it and the
    /// actions played.
    #[staticmethod]
    fn _restore(py: Python<'_>, start: &str, actions: Vec<String>) -> PyResult<PyPosition> {
        let start: tzaar_core::Start = start
            .parse()
            .map_err(|e: tzaar_core::StartError| value_error(e.to_string()))?;
        let mut p = PyPosition {
            game: Game::from_start(start),
        };
        for a in actions {
            p.play_one(py, &a)?;
        }
        Ok(p)
    }

    // The action encoding of the environments (see `encoding.rs`).

    /// The legal actions as indices of the fixed action space (see `tzaar.action_to_index`),
    /// in the order of `legal_actions`.
    fn legal_action_indices(&self) -> Vec<usize> {
        self.pos()
            .legal_actions()
            .iter()
            .map(|&a| encoding::index_of(a))
            .collect()
    }

    /// The action mask over the fixed action space: `ACTION_SPACE_SIZE` bytes, 1 for each
    /// legal action and 0 elsewhere (all 0 once the game is over).
    fn action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &encoding::mask(self.pos()))
    }

    /// The observation planes from `agent`'s view ("white" or "black"), as the bytes of a
    /// float32 array of shape `(OBSERVATION_PLANES, 60)` in native byte order (see the guide).
    fn observation<'py>(&self, py: Python<'py>, agent: &str) -> PyResult<Bound<'py, PyBytes>> {
        let agent = parse_color(agent)?;
        Ok(PyBytes::new(py, &encoding::observation(self.pos(), agent)))
    }

    /// Plays the action with index `index` of the fixed action space; raises
    /// `IllegalActionError` if it is not legal here.
    fn play_index(&mut self, py: Python<'_>, index: usize) -> PyResult<()> {
        let action = encoding::action_at(self.pos(), index).ok_or_else(|| {
            illegal(
                py,
                format!("action index {index} names no action on this board"),
                "bad-index",
            )
        })?;
        self.game
            .play(action)
            .map_err(|e| game_error(py, action, e))
    }
}

/// How a game ended: the winner ("white" or "black") and the reason, in the record format's
/// words: "tzaar-captured", "tzarra-captured", "tott-captured" (the loser's last visible piece
/// of that type was captured), "tzaar-buried", "tzarra-buried", "tott-buried" (the loser
/// covered their own last one), "no-capture" (the loser could not capture at the start of a
/// turn), and for records also "resignation", "time" and "abandoned".
///
/// >>> o = tzaar.Position.from_string("Tzrt1/6/7/8/8/8/7/6/5 b first").outcome()
/// >>> o.winner, o.loser, o.reason
/// ('white', 'black', 'tzaar-captured')
/// >>> winner, reason = o
/// >>> o == tzaar.Outcome("white", "tzaar-captured")
/// True
#[pyclass(module = "tzaar", name = "Outcome", frozen, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyOutcome {
    /// The result.
    pub result: GameResult,
}

impl PyOutcome {
    /// The outcome of a result.
    pub fn of(result: GameResult) -> PyOutcome {
        PyOutcome { result }
    }
}

#[pymethods]
impl PyOutcome {
    /// Outcome(winner, reason): a result, as records write it.
    #[new]
    fn new(winner: &str, reason: &str) -> PyResult<PyOutcome> {
        let termination = Termination::from_token(reason)
            .ok_or_else(|| value_error(format!("unknown reason `{reason}`")))?;
        Ok(PyOutcome {
            result: GameResult {
                winner: parse_color(winner)?,
                termination,
            },
        })
    }

    /// Who won: "white" or "black".
    #[getter]
    fn winner(&self) -> &'static str {
        color_word(self.result.winner)
    }

    /// Who lost: "white" or "black".
    #[getter]
    fn loser(&self) -> &'static str {
        color_word(self.result.loser())
    }

    /// Why, in the record format's words (e.g. "tott-captured", "no-capture").
    #[getter]
    fn reason(&self) -> &'static str {
        self.result.termination.token()
    }

    /// The score as records write it: "1-0" or "0-1".
    #[getter]
    fn score(&self) -> &'static str {
        self.result.score()
    }

    /// The reward of `agent` ("white" or "black"): 1 for the winner, -1 for the loser.
    fn reward(&self, agent: &str) -> PyResult<i32> {
        Ok(if parse_color(agent)? == self.result.winner {
            1
        } else {
            -1
        })
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        (self.winner(), self.reason())
            .into_pyobject(py)?
            .try_iter()
            .map(Bound::into_any)
    }

    fn __eq__(&self, other: PyRef<'_, PyOutcome>) -> bool {
        self.result == other.result
    }

    fn __hash__(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.result.hash(&mut h);
        h.finish()
    }

    fn __str__(&self) -> String {
        self.result.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "Outcome(winner='{}', reason='{}')",
            self.winner(),
            self.reason()
        )
    }
}

/// The number of action sequences of `depth` actions from `position`, counted exactly as
/// `tzaar perft` counts them: every action is one ply (the opening capture, each placement
/// and each pass included), and a finished game has no actions. Runs without the GIL;
/// Ctrl-C stops it (`KeyboardInterrupt`).
///
/// >>> tzaar.perft(tzaar.Position.standard(), 2)
/// 1797
/// >>> [tzaar.perft(tzaar.Position.tournament(), d) for d in (1, 2)]
/// [180, 31860]
#[pyfunction]
pub fn perft(py: Python<'_>, position: PyRef<'_, PyPosition>, depth: u32) -> PyResult<u64> {
    let mut pos = position.pos().clone();
    drop(position);
    if depth <= PERFT_SPLIT {
        // Short enough to wait for, without a thread to start.
        return Ok(py.detach(move || count(&mut pos, depth)));
    }
    let stop = AtomicBool::new(false);
    interruptible(py, &stop, || count_until(&mut pos, depth, &stop))?.ok_or_else(stopped)
}

/// Perft split by first action: a dict from each legal action to the count below it, as
/// `tzaar perft --divide` prints them. Runs without the GIL; Ctrl-C stops it.
///
/// >>> d = tzaar.perft_divide(tzaar.Position.standard(), 2)
/// >>> len(d), sum(d.values())
/// (42, 1797)
#[pyfunction]
pub fn perft_divide<'py>(
    py: Python<'py>,
    position: PyRef<'_, PyPosition>,
    depth: u32,
) -> PyResult<Bound<'py, PyDict>> {
    let mut pos = position.pos().clone();
    drop(position);
    let stop = AtomicBool::new(false);
    let rows = interruptible(py, &stop, || {
        if depth == 0 {
            return Some(Vec::new());
        }
        pos.legal_actions()
            .into_iter()
            .map(|action| {
                let undo = pos.play_unchecked(action);
                let n = count_until(&mut pos, depth - 1, &stop);
                pos.undo(undo);
                Some((action, n?))
            })
            .collect()
    })?
    .ok_or_else(stopped)?;
    let out = PyDict::new(py);
    for (a, n) in rows {
        out.set_item(a.to_string(), n)?;
    }
    Ok(out)
}

/// Subtrees of at most this many actions are counted whole by `tzaar_core::perft::perft`
/// (tens of milliseconds at most); `stop` is looked at between them.
const PERFT_SPLIT: u32 = 3;

/// `tzaar_core::perft::perft` of `pos`, walking the plies above [`PERFT_SPLIT`] here so that it
/// can stop between subtrees: `None` once `stop` is set.
fn count_until(pos: &mut Position, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    if depth <= PERFT_SPLIT {
        return Some(count(pos, depth));
    }
    let mut nodes = 0;
    for action in pos.legal_actions() {
        let undo = pos.play_unchecked(action);
        let below = count_until(pos, depth - 1, stop);
        pos.undo(undo);
        nodes += below?;
    }
    Some(nodes)
}

/// The error of a perft stopped without a raised signal (which cannot happen).
fn stopped() -> PyErr {
    pyo3::exceptions::PyRuntimeError::new_err("perft was stopped")
}
