//! Live games in memory: each with its own lock, its seats' tokens, and a broadcast channel of
//! its state for WebSocket subscribers. Every rule comes from tzaar-core: an action is tried on
//! a copy of the game, committed to the archive, and only then does the live game change.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tokio::sync::{Mutex, broadcast};
use tzaar_core::record::{civil_date, date_tag};
use tzaar_core::{
    Action, Cell, Color, Game, GameResult, PieceType, Position, Record, SetupKind, Termination,
    Turn,
};
use tzaar_engine::arena::LevelPlayer;
use tzaar_engine::levels::Level;

use crate::AppState;
use crate::error::ApiError;
use crate::store::{GameMeta, GameRow, Store, StoreError, StoredGame};

/// How a game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One person against the engine.
    Engine,
    /// Two people at one screen.
    Hotseat,
    /// Two people, each at their own screen.
    Online,
    /// An imported record, to look at.
    Review,
}

impl Mode {
    /// The word used in the API and the archive.
    pub const fn word(self) -> &'static str {
        match self {
            Mode::Engine => "engine",
            Mode::Hotseat => "hotseat",
            Mode::Online => "online",
            Mode::Review => "review",
        }
    }

    /// The mode for a word.
    pub fn from_word(w: &str) -> Option<Mode> {
        [Mode::Engine, Mode::Hotseat, Mode::Online, Mode::Review]
            .into_iter()
            .find(|m| m.word() == w)
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// `white` or `black`.
pub fn color_word(c: Color) -> &'static str {
    c.name()
}

/// The colour for `white` or `black`.
pub fn color_from_word(w: &str) -> Option<Color> {
    match w {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// Compares two tokens in time that does not depend on where they differ.
pub fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A game's state as the API sends it (see the README for each field).
#[derive(Serialize, Debug, Clone)]
pub struct State {
    /// The game's id.
    pub id: String,
    /// `engine`, `hotseat`, `online` or `review`.
    pub mode: String,
    /// `standard`, `random`, `tournament` or `position`.
    pub setup: String,
    /// The random setup's seed.
    pub seed: Option<u64>,
    /// The engine's level.
    pub level: Option<u8>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The engine's colour.
    pub engine_color: Option<String>,
    /// The position string now.
    pub position: String,
    /// The start's position string.
    pub start: String,
    /// Occupied cells: each stack's pieces bottom to top (`z r t` White, `Z R T` Black).
    pub board: Board,
    /// The side to act.
    pub side: &'static str,
    /// `place`, `open`, `first` or `second`.
    pub phase: &'static str,
    /// The number of the turn being played, from 1.
    pub turn: usize,
    /// The turns in notation, an unfinished one last.
    pub history: Vec<String>,
    /// The actions played.
    pub actions_played: usize,
    /// The actions of the last turn begun.
    pub last_turn: Vec<String>,
    /// The legal actions.
    pub actions: Vec<ActionInfo>,
    /// Each side's visible stacks by top type.
    pub counts: Sides<Counts>,
    /// Each side's pieces still to place, by type (zero outside the tournament placement).
    pub to_place: Sides<Counts>,
    /// Each side's pieces still in the game (on the board or to place).
    pub pieces_left: Sides<u32>,
    /// `playing` or `over`.
    pub status: &'static str,
    /// The result of a decided game.
    pub result: Option<ResultInfo>,
    /// Whether the engine is searching.
    pub thinking: bool,
    /// The clocks of a clocked game.
    pub clock: Option<ClockInfo>,
    /// Who holds each seat: `human` or `engine`.
    pub seats: Sides<&'static str>,
}

/// The occupied cells and their stacks, sent as a JSON object.
#[derive(Debug, Clone)]
pub struct Board(pub Vec<(String, String)>);

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// Something for each side.
#[derive(Serialize, Debug, Clone)]
pub struct Sides<T> {
    /// White's.
    pub white: T,
    /// Black's.
    pub black: T,
}

/// Visible stacks by top type.
#[derive(Serialize, Debug, Clone)]
pub struct Counts {
    /// Stacks topped by a Tzaar.
    pub tzaar: u32,
    /// Stacks topped by a Tzarra.
    pub tzarra: u32,
    /// Stacks topped by a Tott.
    pub tott: u32,
}

/// A legal action.
#[derive(Serialize, Debug, Clone)]
pub struct ActionInfo {
    /// In notation.
    pub action: String,
    /// `capture`, `stack`, `pass` or `place`.
    pub kind: &'static str,
    /// The moving stack's cell.
    pub from: Option<String>,
    /// The target cell (or the placement's cell).
    pub to: Option<String>,
    /// The placed piece's type.
    pub piece: Option<&'static str>,
    /// Whether the mover loses at once by playing it.
    pub loses: bool,
}

/// The result of a decided game.
#[derive(Serialize, Debug, Clone)]
pub struct ResultInfo {
    /// `white` or `black`.
    pub winner: &'static str,
    /// The Termination word, e.g. `tzaar-captured`.
    pub reason: &'static str,
    /// `1-0` or `0-1`.
    pub score: &'static str,
}

/// The clocks.
#[derive(Serialize, Debug, Clone)]
pub struct ClockInfo {
    /// White's time left.
    pub white_ms: i64,
    /// Black's time left.
    pub black_ms: i64,
    /// The increment per turn.
    pub increment_ms: u64,
    /// Whose clock runs.
    pub running: Option<&'static str>,
}

/// A game in memory.
pub struct Live {
    /// Its fixed part, as archived.
    pub row: GameRow,
    /// Its changing part, as archived.
    pub meta: GameMeta,
    /// The game itself.
    pub game: Game,
    /// Whether the engine is searching (an engine task runs for this game).
    pub thinking: bool,
    /// Counts every change, so that a task can tell whether the game moved under it.
    pub epoch: u64,
}

/// A live game: its lock and its channel of state messages.
pub struct GameHandle {
    /// The game's id.
    pub id: String,
    /// The game, behind its lock.
    pub live: Mutex<Live>,
    /// `{"type":"state","state":...}` messages, one per change.
    pub tx: broadcast::Sender<String>,
    /// Whether a task watches the game's clocks.
    pub timer: AtomicBool,
    /// The flag that stops the engine's search for this game (set when the game ends meanwhile).
    pub search: std::sync::Mutex<Option<Arc<AtomicBool>>>,
}

impl GameHandle {
    fn new(live: Live) -> GameHandle {
        GameHandle {
            id: live.row.id.clone(),
            live: Mutex::new(live),
            tx: broadcast::channel(64).0,
            timer: AtomicBool::new(false),
            search: std::sync::Mutex::new(None),
        }
    }

    /// Stops the engine's search for this game, if one runs or waits.
    pub fn stop_search(&self) {
        let flag = self.search.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(flag) = flag {
            flag.store(true, Ordering::Release);
        }
    }
}

/// The seat a token opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// One colour's seat.
    Color(Color),
    /// Both seats (hot-seat: one screen plays both sides).
    Both,
}

impl Live {
    /// The game's mode.
    pub fn mode(&self) -> Mode {
        Mode::from_word(&self.row.mode).unwrap_or(Mode::Review)
    }

    /// The engine's colour in engine mode.
    pub fn engine_color(&self) -> Option<Color> {
        self.row.engine_color.as_deref().and_then(color_from_word)
    }

    /// Whether it is the engine's move in an unfinished engine game.
    pub fn engine_to_move(&self) -> bool {
        !self.game.is_over() && self.engine_color() == Some(self.game.position().side())
    }

    /// The engine's level.
    pub fn level(&self) -> Level {
        self.row
            .level
            .and_then(|l| Level::new(u64::from(l)).ok())
            .unwrap_or(Level::MAX)
    }

    /// The seat `token` opens: 401 without a token, 403 if it opens none.
    pub fn seat(&self, token: Option<&str>) -> Result<Seat, ApiError> {
        let token = token.ok_or(ApiError::MissingToken)?;
        let white = self
            .row
            .white_token
            .as_deref()
            .is_some_and(|t| same_token(t, token));
        let black = self
            .row
            .black_token
            .as_deref()
            .is_some_and(|t| same_token(t, token));
        match (white, black) {
            _ if (white || black) && self.mode() == Mode::Hotseat => Ok(Seat::Both),
            (true, _) => Ok(Seat::Color(Color::White)),
            (_, true) => Ok(Seat::Color(Color::Black)),
            _ => Err(ApiError::WrongToken),
        }
    }

    /// Checks that `seat` may act now: the game goes on, the engine is not thinking, and it is
    /// the seat's turn.
    pub fn check_may_act(&self, seat: Seat) -> Result<(), ApiError> {
        if let Some(result) = self.game.result() {
            return Err(ApiError::conflict(
                "game-decided",
                format!("the game is over: {result}"),
            ));
        }
        if self.thinking {
            return Err(ApiError::conflict(
                "engine-thinking",
                "the engine is thinking: wait for its turn to end",
            ));
        }
        let side = self.game.position().side();
        match seat {
            Seat::Color(c) if c != side => Err(ApiError::conflict(
                "not-your-turn",
                format!("it is {side}'s turn, and this token is {c}'s seat"),
            )),
            _ => Ok(()),
        }
    }

    /// The clocks at `now`: White's and Black's time left, and whose clock runs.
    pub fn clocks_at(&self, now: i64) -> Option<(i64, i64, Option<Color>)> {
        let (w, b) = self.meta.clock_ms?;
        let running = self
            .meta
            .clock_since
            .filter(|_| !self.game.is_over())
            .map(|since| {
                (
                    self.game.position().side(),
                    now.saturating_sub(since).max(0),
                )
            });
        Some(match running {
            Some((Color::White, spent)) => (w - spent, b, Some(Color::White)),
            Some((Color::Black, spent)) => (w, b - spent, Some(Color::Black)),
            None => (w, b, None),
        })
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: i64) -> Option<Color> {
        match self.clocks_at(now)? {
            (w, _, Some(Color::White)) if w <= 0 => Some(Color::White),
            (_, b, Some(Color::Black)) if b <= 0 => Some(Color::Black),
            _ => None,
        }
    }

    /// When the running clock runs out, in ms since the epoch.
    pub fn flag_time(&self) -> Option<i64> {
        let since = self.meta.clock_since?;
        let (w, b) = self.meta.clock_ms?;
        if self.game.is_over() {
            return None;
        }
        Some(match self.game.position().side() {
            Color::White => since + w.max(0),
            Color::Black => since + b.max(0),
        })
    }

    /// The archived state after `game` replaces the current game at `now`; `moved` says that
    /// actions were played (which runs the clocks), rather than taken back or a game ended.
    pub fn meta_after(&self, game: &Game, now: i64, moved: bool) -> GameMeta {
        let result = game.result();
        let mut meta = GameMeta {
            status: if result.is_some() { "over" } else { "playing" }.into(),
            result: result.map(|r| score_word(&r).to_string()),
            termination: result.map(|r| r.termination.token().to_string()),
            turns: u32::try_from(game.turns().len()).unwrap_or(u32::MAX),
            clock_ms: None,
            clock_since: None,
            updated: now,
        };
        if let Some((w, b, running)) = self.clocks_at(now) {
            let inc = self
                .row
                .clock
                .map_or(0, |c| i64::try_from(c.1).unwrap_or(0));
            let mut ms = [w, b];
            let mover = self.game.position().side();
            if moved && game.position().side() != mover {
                ms[mover.index()] += inc;
            }
            meta.clock_ms = Some((ms[0], ms[1]));
            // The clocks start with the first action; they stop when the game ends.
            let started = running.is_some() || (moved && !game.actions().is_empty());
            meta.clock_since = (started && result.is_none()).then_some(now);
        }
        meta
    }

    /// The State object of the API.
    pub fn state(&self, now: i64) -> State {
        let game = &self.game;
        let pos = game.position();
        let turns = game.turns();
        let mid_turn = pos.phase() == tzaar_core::Phase::SecondAction && !game.actions().is_empty();
        let result = game.result();
        let seat = |c: Color| {
            if self.engine_color() == Some(c) {
                "engine"
            } else {
                "human"
            }
        };
        State {
            id: self.row.id.clone(),
            mode: self.row.mode.clone(),
            setup: self.row.setup.clone(),
            seed: self.row.seed,
            level: self.row.level,
            white: self.row.white.clone(),
            black: self.row.black.clone(),
            engine_color: self.row.engine_color.clone(),
            position: pos.to_string(),
            start: game.start_position().to_string(),
            board: board(pos),
            side: color_word(pos.side()),
            phase: pos.phase().keyword(),
            turn: if mid_turn {
                turns.len()
            } else {
                turns.len() + 1
            },
            history: turns.iter().map(Turn::to_string).collect(),
            actions_played: game.actions().len(),
            last_turn: turns
                .last()
                .map_or(Vec::new(), |t| t.actions().map(|a| a.to_string()).collect()),
            actions: if result.is_some() {
                Vec::new()
            } else {
                legal_actions(pos)
            },
            counts: sides(|c| counts(pos, c)),
            to_place: sides(|c| to_place(pos, c)),
            pieces_left: sides(|c| pieces_left(pos, c)),
            status: if result.is_some() { "over" } else { "playing" },
            result: result.map(|r| ResultInfo {
                winner: color_word(r.winner),
                reason: r.termination.token(),
                score: score_word(&r),
            }),
            thinking: self.thinking,
            clock: self.clocks_at(now).map(|(w, b, running)| ClockInfo {
                white_ms: w.max(0),
                black_ms: b.max(0),
                increment_ms: self.row.clock.map_or(0, |c| c.1),
                running: running.map(color_word),
            }),
            seats: Sides {
                white: seat(Color::White),
                black: seat(Color::Black),
            },
        }
    }

    /// The game as a record, with its players' names and, against the engine, the engine's
    /// settings in the tags `tzaar play --resume` reads.
    pub fn record(&self, engine_time_ms: u128) -> Record {
        let mut record = Record::new(self.game.clone());
        if let Some(tags) = &self.row.tags
            && let Ok(pairs) = serde_json::from_str::<Vec<(String, String)>>(tags)
        {
            for (name, value) in pairs {
                let _ = record.set_tag(&name, &value);
            }
        }
        let _ = record.set_tag("White", &self.row.white);
        let _ = record.set_tag("Black", &self.row.black);
        if record.tag("Date").is_none() {
            let _ = record.set_tag("Date", &date_of(self.row.created));
        }
        if let (Some(color), Some(level)) = (&self.row.engine_color, self.row.level) {
            let _ = record.set_tag("EngineColor", color);
            let _ = record.set_tag("EngineLevel", &level.to_string());
            let _ = record.set_tag("EngineTime", &engine_time_ms.to_string());
        }
        record
    }
}

/// `1-0` or `0-1`.
pub fn score_word(r: &GameResult) -> &'static str {
    match r.winner {
        Color::White => "1-0",
        Color::Black => "0-1",
    }
}

fn board(pos: &Position) -> Board {
    Board(
        Cell::all()
            .filter_map(|cell| {
                let stack = pos.stack(cell)?;
                let letters: String = stack
                    .pieces()
                    .map(|p| match stack.color() {
                        Color::White => p.letter().to_ascii_lowercase(),
                        Color::Black => p.letter(),
                    })
                    .collect();
                Some((cell.to_string(), letters))
            })
            .collect(),
    )
}

fn piece_word(k: PieceType) -> &'static str {
    match k {
        PieceType::Tzaar => "tzaar",
        PieceType::Tzarra => "tzarra",
        PieceType::Tott => "tott",
    }
}

/// White's and Black's `f`.
fn sides<T>(f: impl Fn(Color) -> T) -> Sides<T> {
    Sides {
        white: f(Color::White),
        black: f(Color::Black),
    }
}

/// One position of a game's history: the position after `ply` actions.
#[derive(Serialize, Debug, Clone)]
pub struct Ply {
    /// The number of actions played to reach it.
    pub ply: usize,
    /// The action that led here (`None` at the start).
    pub action: Option<String>,
    /// Who played that action.
    pub side: Option<&'static str>,
    /// The 1-based number of that action's turn.
    pub turn: Option<usize>,
    /// The position string.
    pub position: String,
    /// Occupied cells, as in [`State::board`].
    pub board: Board,
    /// Each side's visible stacks by top type.
    pub counts: Sides<Counts>,
    /// Each side's pieces still to place, by type.
    pub to_place: Sides<Counts>,
}

/// Every position of `game`, from the start to now, each with the action that led to it.
pub fn plies(game: &Game) -> Result<Vec<Ply>, ApiError> {
    let view = |ply, action: Option<(Action, Color, usize)>, pos: &Position| Ply {
        ply,
        action: action.map(|(a, _, _)| a.to_string()),
        side: action.map(|(_, c, _)| color_word(c)),
        turn: action.map(|(_, _, t)| t),
        position: pos.to_string(),
        board: board(pos),
        counts: sides(|c| counts(pos, c)),
        to_place: sides(|c| to_place(pos, c)),
    };
    let turn_of = game
        .turns()
        .iter()
        .enumerate()
        .flat_map(|(t, turn)| turn.actions().map(move |_| t + 1))
        .collect::<Vec<_>>();
    let mut pos = game.start_position().clone();
    let mut out = vec![view(0, None, &pos)];
    for (i, (&action, &turn)) in game.actions().iter().zip(&turn_of).enumerate() {
        let side = pos.side();
        pos.play(action)
            .map_err(|e| ApiError::Internal(format!("action {} `{action}`: {e}", i + 1)))?;
        out.push(view(i + 1, Some((action, side, turn)), &pos));
    }
    Ok(out)
}

impl Counts {
    /// `n` of each piece type.
    fn by_type(n: impl Fn(PieceType) -> u32) -> Counts {
        Counts {
            tzaar: n(PieceType::Tzaar),
            tzarra: n(PieceType::Tzarra),
            tott: n(PieceType::Tott),
        }
    }
}

/// `c`'s pieces still to place, by type.
fn to_place(pos: &Position, c: Color) -> Counts {
    Counts::by_type(|k| u32::from(pos.pieces_to_place(c, k)))
}

/// `c`'s visible stacks by top type.
fn counts(pos: &Position, c: Color) -> Counts {
    Counts::by_type(|k| (pos.cells_of(c) & pos.cells_with_top(k)).count_ones())
}

fn pieces_left(pos: &Position, c: Color) -> u32 {
    [PieceType::Tzaar, PieceType::Tzarra, PieceType::Tott]
        .iter()
        .map(|&k| u32::from(pos.pieces_on_board(c, k)) + u32::from(pos.pieces_to_place(c, k)))
        .sum()
}

fn legal_actions(pos: &Position) -> Vec<ActionInfo> {
    let mover = pos.side();
    pos.legal_actions()
        .into_iter()
        .map(|a| {
            let mut after = pos.clone();
            let loses = after
                .play(a)
                .ok()
                .and_then(|_| after.outcome())
                .is_some_and(|o| o.winner != mover);
            let (kind, from, to, piece) = match a {
                Action::Capture { from, to } => ("capture", Some(from), Some(to), None),
                Action::Stack { from, to } => ("stack", Some(from), Some(to), None),
                Action::Pass => ("pass", None, None, None),
                Action::Place { cell, kind } => ("place", None, Some(cell), Some(piece_word(kind))),
            };
            ActionInfo {
                action: a.to_string(),
                kind,
                from: from.map(|c| c.to_string()),
                to: to.map(|c| c.to_string()),
                piece,
                loses,
            }
        })
        .collect()
}

/// `YYYY.MM.DD` of a time in ms since the epoch (UTC).
pub fn date_of(ms: i64) -> String {
    date_tag(ms.div_euclid(1000))
}

/// An ISO 8601 UTC time (`2026-05-01T12:34:56Z`) of a time in ms since the epoch.
pub fn iso_time(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (y, m, d) = civil_date(secs.div_euclid(86_400));
    let secs = secs.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// Rebuilds a game from the archive: the start, every action replayed through the rules, and
/// a resignation or loss on time.
pub fn rebuild(stored: &StoredGame) -> Result<Game, String> {
    let row = &stored.row;
    let mut game = match (row.setup.as_str(), row.seed) {
        ("standard", _) => Game::new(SetupKind::Standard),
        ("tournament", _) => Game::new(SetupKind::Tournament),
        ("random", Some(seed)) => Game::new(SetupKind::Random { seed }),
        _ => Game::from_position(
            row.start
                .parse::<Position>()
                .map_err(|e| format!("start position: {e}"))?,
        ),
    };
    for (i, text) in stored.actions.iter().enumerate() {
        let action = game
            .position()
            .parse_action(text)
            .map_err(|e| format!("action {}: {e}", i + 1))?;
        game.play(action)
            .map_err(|e| format!("action {} `{text}`: {e}", i + 1))?;
    }
    let ending = stored
        .meta
        .termination
        .as_deref()
        .and_then(Termination::from_token);
    let loser = match stored.meta.result.as_deref() {
        Some("1-0") => Some(Color::Black),
        Some("0-1") => Some(Color::White),
        _ => None,
    };
    if !game.is_over()
        && let Some(loser) = loser
    {
        match ending {
            Some(Termination::Resignation) => game.resign(loser).map_err(|e| e.to_string())?,
            Some(Termination::Time) => game.lose_on_time(loser).map_err(|e| e.to_string())?,
            _ => {}
        }
    }
    Ok(game)
}

/// The games in memory.
pub struct Registry {
    games: std::sync::Mutex<HashMap<String, Arc<GameHandle>>>,
    cap: usize,
}

impl Registry {
    /// An empty registry that drops idle games when it holds more than `cap`.
    pub fn new(cap: usize) -> Registry {
        Registry {
            games: std::sync::Mutex::new(HashMap::new()),
            cap,
        }
    }

    fn get(&self, id: &str) -> Option<Arc<GameHandle>> {
        self.lock().get(id).cloned()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<GameHandle>>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Adds a game, or returns the one already there under its id. Past the cap, first drops
    /// the games nobody holds: no request, socket, engine search or clock timer (all of them
    /// keep a reference), so nothing can be changing them; the archive has them whole.
    fn insert(&self, handle: Arc<GameHandle>) -> Arc<GameHandle> {
        let mut games = self.lock();
        if games.len() >= self.cap {
            games.retain(|_, h| Arc::strong_count(h) > 1 || h.tx.receiver_count() > 0);
        }
        games.entry(handle.id.clone()).or_insert(handle).clone()
    }

    /// Games in memory.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no game is in memory.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A change to commit to the archive.
pub enum Change {
    /// Actions appended after the ones stored.
    Append(Vec<Action>),
    /// Actions taken back, keeping this many.
    Truncate(usize),
    /// Only the state changed (resignation, loss on time).
    Meta,
}

impl AppState {
    /// Runs a call to the archive on a blocking thread.
    pub async fn blocking<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    {
        let store = self.inner.store.clone();
        tokio::task::spawn_blocking(move || f(store.as_ref()))
            .await
            .map_err(|e| ApiError::Internal(format!("archive task failed: {e}")))?
            .map_err(ApiError::from)
    }

    /// The live game `id`, loaded from the archive if it is not in memory; 404 if unknown.
    pub async fn game(&self, id: &str) -> Result<Arc<GameHandle>, ApiError> {
        if let Some(h) = self.inner.registry.get(id) {
            return Ok(h);
        }
        if !valid_id(id) {
            return Err(ApiError::UnknownGame(id.chars().take(40).collect()));
        }
        let key = id.to_string();
        let stored = self
            .blocking(move |s| s.load(&key))
            .await?
            .ok_or_else(|| ApiError::UnknownGame(id.to_string()))?;
        let game = rebuild(&stored).map_err(|e| {
            ApiError::Internal(format!(
                "game {id} cannot be replayed from the archive: {e}"
            ))
        })?;
        let live = Live {
            row: stored.row,
            meta: stored.meta,
            game,
            thinking: false,
            epoch: 0,
        };
        let handle = self.inner.registry.insert(Arc::new(GameHandle::new(live)));
        self.wake(&handle).await;
        Ok(handle)
    }

    /// Adds a new game, already archived, to memory.
    pub fn adopt(&self, live: Live) -> Arc<GameHandle> {
        self.inner.registry.insert(Arc::new(GameHandle::new(live)))
    }

    /// Games in memory.
    pub fn live_games(&self) -> usize {
        self.inner.registry.len()
    }

    /// Starts what a loaded game needs: the engine's turn if it is to move, the clock's timer.
    pub async fn wake(&self, handle: &Arc<GameHandle>) {
        let mut live = handle.live.lock().await;
        self.after_change(handle, &mut live);
    }

    /// After any change: starts the engine if it is to move and not yet thinking, and a timer
    /// for a running clock.
    pub fn after_change(&self, handle: &Arc<GameHandle>, live: &mut Live) {
        if live.game.is_over() {
            handle.stop_search();
        }
        if live.engine_to_move() && !live.thinking {
            live.thinking = true;
            tokio::spawn(engine_turn(self.clone(), handle.clone()));
        }
        // One timer per clocked game, running while a clock does; it looks again whenever it
        // wakes, since actions move the moment a clock runs out.
        if live.flag_time().is_some() && !handle.timer.swap(true, Ordering::AcqRel) {
            let (state, handle) = (self.clone(), handle.clone());
            tokio::spawn(async move {
                loop {
                    let mut live = handle.live.lock().await;
                    let Some(at) = live.flag_time() else {
                        handle.timer.store(false, Ordering::Release);
                        return;
                    };
                    let wait = if now_ms() >= at {
                        match state.check_flag(&handle, &mut live).await {
                            Ok(()) => 0,
                            Err(e) => {
                                tracing::error!(game = %handle.id, %e, "cannot end the game on time");
                                1000
                            }
                        }
                    } else {
                        at - now_ms() + 5
                    };
                    drop(live);
                    tokio::time::sleep(Duration::from_millis(wait.max(0) as u64)).await;
                }
            });
        }
        handle.publish(live);
    }

    /// Ends the game on time if the side to act has run out of it.
    pub async fn check_flag(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
    ) -> Result<(), ApiError> {
        let now = now_ms();
        let Some(loser) = live.flagged(now) else {
            return Ok(());
        };
        let mut game = live.game.clone();
        game.lose_on_time(loser)?;
        let mut meta = live.meta_after(&game, now, false);
        if let Some((w, b, _)) = live.clocks_at(now) {
            meta.clock_ms = Some((w.max(0), b.max(0)));
        }
        self.commit(handle, live, game, meta, Change::Meta).await
    }

    /// Commits `game` (with `meta`) to the archive, then makes it the live game and tells the
    /// subscribers. On failure nothing changes.
    pub async fn commit(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        game: Game,
        meta: GameMeta,
        change: Change,
    ) -> Result<(), ApiError> {
        let id = handle.id.clone();
        let stored = live.game.actions().len();
        let m = meta.clone();
        match change {
            Change::Append(actions) => {
                let texts: Vec<String> = actions.iter().map(Action::to_string).collect();
                self.blocking(move |s| s.append(&id, stored, &texts, &m))
                    .await?
            }
            Change::Truncate(keep) => self.blocking(move |s| s.truncate(&id, keep, &m)).await?,
            Change::Meta => self.blocking(move |s| s.update(&id, &m)).await?,
        }
        live.game = game;
        live.meta = meta;
        live.epoch += 1;
        self.after_change(handle, live);
        Ok(())
    }
}

impl GameHandle {
    /// Sends the game's state to its subscribers.
    pub fn publish(&self, live: &Live) {
        if self.tx.receiver_count() > 0 {
            let _ = self.tx.send(state_message(live));
        }
    }
}

/// The WebSocket message carrying a game's state.
pub fn state_message(live: &Live) -> String {
    #[derive(Serialize)]
    struct Message {
        r#type: &'static str,
        state: State,
    }
    serde_json::to_string(&Message {
        r#type: "state",
        state: live.state(now_ms()),
    })
    .unwrap_or_default()
}

/// Whether `id` looks like a game id (so that nothing else reaches the archive).
pub fn valid_id(id: &str) -> bool {
    id.len() == 12 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// 12 random base62 characters.
pub fn new_id() -> Result<String, ApiError> {
    const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut bytes = [0u8; 12];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    // 248 is the largest multiple of 62 below 256: reject above it to stay uniform.
    let mut out = String::with_capacity(12);
    let mut pool = bytes.to_vec();
    while out.len() < 12 {
        match pool.pop() {
            Some(b) if b < 248 => out.push(char::from(ALPHABET[usize::from(b % 62)])),
            Some(_) => {}
            None => {
                let mut more = [0u8; 12];
                getrandom::fill(&mut more)
                    .map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
                pool.extend_from_slice(&more);
            }
        }
    }
    Ok(out)
}

/// A seat token: 128 random bits from the OS, in hex.
pub fn new_token() -> Result<String, ApiError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A random number from the OS.
pub fn random_u64() -> Result<u64, ApiError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    Ok(u64::from_le_bytes(bytes))
}

/// A seed for the engine's choices in a game at a point of it, the same after a restart.
pub fn engine_seed(id: &str, actions: usize) -> u64 {
    // FNV-1a over the id, then the number of actions mixed in.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h ^ (actions as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Plays the engine's turn in `handle`'s game with a level player (blocking: run it in the
/// pool). Nothing is searched if the game ended while the search waited; once it runs, its stop
/// flag sits in `handle.search` for [`GameHandle::stop_search`].
pub fn search_turn(
    handle: &GameHandle,
    game: &Game,
    level: Level,
    limits: &tzaar_engine::Limits,
    hash_mib: usize,
    seed: u64,
) -> Option<Vec<Action>> {
    let mut player = LevelPlayer::new(level, hash_mib, 1);
    player.reseed(seed);
    {
        let mut slot = handle.search.lock().unwrap_or_else(|p| p.into_inner());
        // Taken: the game ended while this search waited for a slot.
        slot.as_ref()?;
        *slot = Some(player.stop_flag());
    }
    player.choose(game, limits).map(|(turn, _)| turn)
}

/// The engine's turn in an engine game: searches in the pool (waiting for room rather than
/// giving up), then plays and commits the turn action by action. Runs while `thinking` is set;
/// clears it when done. If the game changed meanwhile (a resignation), it looks again.
pub async fn engine_turn(state: AppState, handle: Arc<GameHandle>) {
    loop {
        let (game, level, epoch) = {
            let mut live = handle.live.lock().await;
            if !live.engine_to_move() {
                live.thinking = false;
                handle.publish(&live);
                return;
            }
            (live.game.clone(), live.level(), live.epoch)
        };
        let cfg = &state.inner.config;
        let limits = cfg.limits(cfg.engine_time);
        let hash = cfg.hash_mib;
        let seed = engine_seed(&handle.id, game.actions().len());
        *handle.search.lock().unwrap_or_else(|p| p.into_inner()) =
            Some(Arc::new(AtomicBool::new(false)));
        let h = handle.clone();
        let turn = state
            .inner
            .pool
            .run(move || search_turn(&h, &game, level, &limits, hash, seed))
            .await;
        let mut live = handle.live.lock().await;
        if live.epoch != epoch {
            continue;
        }
        let turn = match turn {
            Ok(Some(turn)) => turn,
            other => {
                tracing::error!(game = %handle.id, ?other, "the engine found no turn");
                live.thinking = false;
                handle.publish(&live);
                return;
            }
        };
        let mut failed = false;
        for action in turn {
            let mut game = live.game.clone();
            if let Err(e) = game.play(action) {
                tracing::error!(game = %handle.id, %action, %e, "the engine chose an illegal action");
                failed = true;
                break;
            }
            let meta = live.meta_after(&game, now_ms(), true);
            if let Err(e) = state
                .commit(&handle, &mut live, game, meta, Change::Append(vec![action]))
                .await
            {
                tracing::error!(game = %handle.id, %e, "cannot store the engine's action; retrying");
                failed = true;
                break;
            }
        }
        if failed && live.engine_to_move() {
            drop(live);
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        live.thinking = false;
        handle.publish(&live);
        return;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_ids() {
        assert_eq!(iso_time(0), "1970-01-01T00:00:00Z");
        assert_eq!(
            iso_time(951_782_400_000 + 3_723_000),
            "2000-02-29T01:02:03Z"
        );
        assert_eq!(date_of(1_767_225_600_000), "2026.01.01");
        let id = new_id().unwrap();
        assert!(valid_id(&id), "{id}");
        assert_ne!(new_token().unwrap(), new_token().unwrap());
        assert!(same_token("abc", "abc") && !same_token("abc", "abd") && !same_token("a", "ab"));
    }
}
