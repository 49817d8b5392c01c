//! `tzaar.Engine`: the engine's choice of turn at a level, and analysis of the best turns, with
//! the GIL released while it searches.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Action, Position};
use tzaar_engine::analysis::{self, MAX_MULTIPV};
use tzaar_engine::levels::{Level, choose_turn};
use tzaar_engine::protocol::clock_seed;
use tzaar_engine::win_chance::{WinChance, wdl};
use tzaar_engine::{Limits, Outlook, Score, Searcher};

use crate::errors::value_error;
use crate::interrupt::interruptible;
use crate::position::PyPosition;

/// What one engine keeps between searches: its table and the weaker levels' generator.
struct State {
    searcher: Searcher,
    rng: ChaCha8Rng,
}

/// The engine: a searcher with its own transposition table, playing at a level from 1 to 10
/// (10 is full strength; see the README's "Playing levels").
///
/// Engine(threads=1, hash_mib=16, seed=None): `threads` search threads, a table of `hash_mib`
/// MiB, and `seed` for the weaker levels' random choices (None: from the clock). With one
/// thread and a depth or node limit, the same seed gives the same choices.
///
/// Each search runs without the GIL, so several engines can search at once from Python
/// threads; one engine searches one position at a time (a second caller waits).
///
/// >>> engine = tzaar.Engine(seed=1)
/// >>> pos = tzaar.Position.standard()
/// >>> turn = engine.best_turn(pos, depth=2)
/// >>> len(turn)
/// 1
/// >>> pos.play(" ".join(turn))
#[pyclass(module = "tzaar", name = "Engine")]
pub struct PyEngine {
    state: Mutex<State>,
    /// The searcher's stop flag, reachable without the lock: Ctrl-C sets it.
    stop: Arc<AtomicBool>,
}

/// The limits of a search from its keyword arguments; with none, one second.
fn limits(time_ms: Option<u64>, depth: Option<u32>, nodes: Option<u64>) -> PyResult<Limits> {
    if time_ms == Some(0) {
        return Err(value_error("time_ms must be at least 1"));
    }
    if depth.is_some_and(|d| !(1..=127).contains(&d)) {
        return Err(value_error("depth must be from 1 to 127"));
    }
    if nodes == Some(0) {
        return Err(value_error("nodes must be at least 1"));
    }
    let mut l = Limits {
        depth,
        nodes,
        movetime: time_ms.map(Duration::from_millis),
        clock: None,
    };
    if l == Limits::default() {
        l.movetime = Some(tzaar_engine::limits::DEFAULT_MOVE_TIME);
    }
    Ok(l)
}

/// The position to search and the number of turns played to reach it; an error when the game
/// is over.
fn searchable(position: &PyPosition) -> PyResult<(Position, u32)> {
    if let Some(o) = position.pos().outcome() {
        return Err(value_error(format!("the game is over: {o}")));
    }
    let turns = u32::try_from(position.game.turns().len()).unwrap_or(u32::MAX);
    Ok((position.pos().clone(), turns))
}

fn texts(actions: &[Action]) -> Vec<String> {
    actions.iter().map(ToString::to_string).collect()
}

impl PyEngine {
    /// Runs `f` on the engine's state without the GIL; Ctrl-C stops its search and raises
    /// `KeyboardInterrupt`.
    fn with_state<T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut State) -> T + Send,
    ) -> PyResult<T> {
        interruptible(py, &self.stop, || {
            let mut state = self
                .state
                .lock()
                .map_err(|_| PyRuntimeError::new_err("the engine failed in an earlier search"))?;
            Ok(f(&mut state))
        })?
    }
}

#[pymethods]
impl PyEngine {
    #[new]
    #[pyo3(signature = (threads = 1, hash_mib = 16, seed = None))]
    fn new(threads: usize, hash_mib: usize, seed: Option<u64>) -> PyResult<PyEngine> {
        if !(1..=256).contains(&threads) {
            return Err(value_error("threads must be from 1 to 256"));
        }
        if !(1..=4096).contains(&hash_mib) {
            return Err(value_error("hash_mib must be from 1 to 4096"));
        }
        let searcher = Searcher::new(hash_mib, threads);
        Ok(PyEngine {
            stop: searcher.stop_flag(),
            state: Mutex::new(State {
                searcher,
                rng: ChaCha8Rng::seed_from_u64(seed.unwrap_or_else(clock_seed)),
            }),
        })
    }

    /// The rest of the current turn the engine plays at `level` (1 to 10, default 10), as a
    /// list of one or two actions: two for a whole turn, one where the turn has one (a
    /// placement, the opening, a second action that is due, or a first capture that wins).
    /// Every limit given applies: `time_ms` of wall time, `depth` in actions (1 to 127),
    /// `nodes` about that many; with none, one second. Levels below 10 use a share of the
    /// limits. `ValueError` if the game is over.
    ///
    /// >>> pos = tzaar.Position.random(7)
    /// >>> turn = tzaar.Engine(seed=7).best_turn(pos, depth=2, level=3)
    /// >>> turn == tzaar.Engine(seed=7).best_turn(pos, depth=2, level=3)
    /// True
    /// >>> pos.play(turn[0]); pos.side
    /// 'black'
    #[pyo3(signature = (position, time_ms = None, depth = None, nodes = None, level = 10))]
    fn best_turn(
        &self,
        py: Python<'_>,
        position: PyRef<'_, PyPosition>,
        time_ms: Option<u64>,
        depth: Option<u32>,
        nodes: Option<u64>,
        level: u64,
    ) -> PyResult<Vec<String>> {
        let level = Level::new(level).map_err(|e| value_error(e.to_string()))?;
        let limits = limits(time_ms, depth, nodes)?;
        let (pos, turns) = searchable(&position)?;
        drop(position);
        let chosen = self.with_state(py, move |s| {
            choose_turn(
                &mut s.searcher,
                &pos,
                &limits,
                turns,
                level,
                &mut s.rng,
                &mut |_| {},
            )
        })?;
        match chosen {
            Some((turn, _)) if !turn.is_empty() => Ok(texts(&turn)),
            _ => Err(value_error("no legal action")),
        }
    }

    /// The `lines` best turns (1 to 64, default 1) at full strength, best first, as
    /// `AnalysisLine`s: the turn, its score and win chance from the side to act, and the
    /// expected line. The limits (as for `best_turn`) are shared by all the searches; fewer
    /// lines come back when there are fewer turns. `ValueError` if the game is over.
    ///
    /// >>> lines = tzaar.Engine().analyse(tzaar.Position.standard(), lines=2, depth=2)
    /// >>> len(lines), lines[0].pv[0] == lines[0].turn[0]
    /// (2, True)
    /// >>> 0.0 <= lines[0].win_chance <= 1.0
    /// True
    #[pyo3(signature = (position, lines = 1, time_ms = None, depth = None, nodes = None))]
    fn analyse(
        &self,
        py: Python<'_>,
        position: PyRef<'_, PyPosition>,
        lines: usize,
        time_ms: Option<u64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<Vec<PyAnalysisLine>> {
        if !(1..=MAX_MULTIPV).contains(&lines) {
            return Err(value_error(format!(
                "lines must be from 1 to {MAX_MULTIPV}"
            )));
        }
        let limits = limits(time_ms, depth, nodes)?;
        let (pos, turns) = searchable(&position)?;
        drop(position);
        let found = {
            let pos = pos.clone();
            self.with_state(py, move |s| {
                analysis::analyze(&mut s.searcher, &pos, &limits, turns, lines, &mut |_| {})
            })?
        };
        Ok(found
            .iter()
            .map(|l| PyAnalysisLine::new(&pos, &l.turn, l.score, &l.pv, l.depth))
            .collect())
    }

    /// The same as `analyse`.
    #[pyo3(signature = (position, lines = 1, time_ms = None, depth = None, nodes = None))]
    fn analyze(
        &self,
        py: Python<'_>,
        position: PyRef<'_, PyPosition>,
        lines: usize,
        time_ms: Option<u64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<Vec<PyAnalysisLine>> {
        self.analyse(py, position, lines, time_ms, depth, nodes)
    }

    /// Forgets everything learned (a new game); the seed's generator goes on.
    fn clear(&self, py: Python<'_>) -> PyResult<()> {
        self.with_state(py, |s| s.searcher.clear())
    }
}

/// One analysed turn: `turn` (its one or two actions), the score from the side to act
/// (`score` as the engine protocol writes it: "cp N", "win N" or "loss N"; `cp`, `win_in` and
/// `loss_in` the same as numbers, None where they do not apply: `win_in` N is a win at the
/// latest in the side's N-th turn from now, this turn its first, `loss_in` N a loss in the
/// opponent's N-th), `win_chance` (the side to act's chance of winning by the engine's fitted
/// model, 1.0 or 0.0 for a proven result), `white_win_chance`, `wdl` (per mille wins, draws,
/// losses from the side to act, as the protocol's `wdl`), `pv` (the expected line, starting
/// with the turn) and `depth` (of the search that found it).
#[pyclass(module = "tzaar", name = "AnalysisLine", frozen, get_all)]
pub struct PyAnalysisLine {
    turn: Vec<String>,
    score: String,
    cp: Option<i32>,
    win_in: Option<u32>,
    loss_in: Option<u32>,
    win_chance: f64,
    white_win_chance: f64,
    wdl: (u32, u32, u32),
    pv: Vec<String>,
    depth: u32,
}

impl PyAnalysisLine {
    fn new(pos: &Position, turn: &[Action], score: Score, pv: &[Action], depth: u32) -> Self {
        let outlook = Outlook::from_score(score);
        let white = WinChance::shipped().white_of_score(pos, score);
        let [w, d, l] = wdl(white, pos.side());
        let own = match pos.side() {
            tzaar_core::Color::White => white,
            tzaar_core::Color::Black => 1.0 - white,
        };
        PyAnalysisLine {
            turn: texts(turn),
            score: outlook.to_string(),
            cp: match outlook {
                Outlook::Centipieces(n) => Some(n),
                _ => None,
            },
            win_in: match outlook {
                Outlook::Win(n) => Some(n),
                _ => None,
            },
            loss_in: match outlook {
                Outlook::Loss(n) => Some(n),
                _ => None,
            },
            win_chance: own,
            white_win_chance: white,
            wdl: (w, d, l),
            pv: texts(pv),
            depth,
        }
    }
}

#[pymethods]
impl PyAnalysisLine {
    fn __repr__(&self) -> String {
        format!(
            "AnalysisLine(turn={:?}, score='{}', win_chance={:.3}, pv='{}')",
            self.turn,
            self.score,
            self.win_chance,
            self.pv.join(" ")
        )
    }
}
