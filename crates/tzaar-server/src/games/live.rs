//! A game in memory: its archived row and state, the game itself, its seats, and its handle
//! (lock, subscribers, timer, search flag).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::{Mutex, broadcast};
use tzaar_core::record::{ENGINE_COLOR_TAG, ENGINE_LEVEL_TAG, ENGINE_TIME_TAG};
use tzaar_core::{Color, Game, Record, Termination};
use tzaar_engine::levels::Level;

use super::ids::same_token;
use super::presence::{ChatLimit, Presence};
use super::words::{Mode, start_of};
use crate::accounts::Viewer;
use crate::dates::date_of;
use crate::error::ApiError;
use crate::store::{GameMeta, GameRow, StoredGame};

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
    /// Who is connected to each seat (not archived).
    pub presence: Presence,
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
    /// The recent chat messages of each seat, for the chat's rate limit.
    pub chat: ChatLimit,
}

impl GameHandle {
    pub(super) fn new(live: Live) -> GameHandle {
        GameHandle {
            id: live.row.id.clone(),
            live: Mutex::new(live),
            tx: broadcast::channel(64).0,
            timer: AtomicBool::new(false),
            search: std::sync::Mutex::new(None),
            chat: ChatLimit::default(),
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

/// A day in ms.
pub const DAY_MS: i64 = 86_400_000;

/// How long a side of a tournament game has for its first turn, in ms: a correspondence
/// game's days per turn; in real time a fifth of the clock's initial time, within 10 to 60 s.
pub fn first_move_ms(row: &GameRow) -> i64 {
    match (row.days_per_turn, row.clock) {
        (Some(days), _) => i64::from(days) * DAY_MS,
        (None, Some((initial, _))) => {
            (i64::try_from(initial / 5).unwrap_or(i64::MAX)).clamp(10_000, 60_000)
        }
        (None, None) => 60_000,
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
    /// A game in memory as stored: no search running, no change yet, nobody connected.
    pub fn new(row: GameRow, meta: GameMeta, game: Game) -> Live {
        Live {
            row,
            meta,
            game,
            thinking: false,
            epoch: 0,
            presence: Presence::new(),
        }
    }

    /// The game's mode.
    pub fn mode(&self) -> Mode {
        Mode::from_word(&self.row.mode).unwrap_or(Mode::Review)
    }

    /// The engine's colour in engine mode.
    pub fn engine_color(&self) -> Option<Color> {
        self.row
            .engine_color
            .as_deref()
            .and_then(|c| c.parse().ok())
    }

    /// Whether it is the engine's move in an unfinished engine game.
    pub fn engine_to_move(&self) -> bool {
        !self.is_finished() && self.engine_color() == Some(self.game.position().side())
    }

    /// The seat of the account `account`, if it has one.
    pub fn seat_of(&self, account: i64) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|c| self.row.seats[c.index()].account == Some(account))
    }

    /// Whether the game is decided or aborted.
    pub fn is_finished(&self) -> bool {
        self.game.is_over() || self.is_aborted()
    }

    /// Whether the engine's view of the game (analysis, scores, hints) may be given to anyone:
    /// not while an online game between two people goes on, so that neither player, nor
    /// anyone watching on their behalf, plays with the engine's help.
    pub fn engine_help(&self) -> bool {
        self.mode() != Mode::Online || self.is_finished()
    }

    /// Refuses the engine's view of a game going on between two people (403 `fair-play`).
    pub fn check_engine_help(&self) -> Result<(), ApiError> {
        if self.engine_help() {
            return Ok(());
        }
        Err(ApiError::forbidden(
            "fair-play",
            "the engine's analysis, scores and hints of a game between two people are given \
             only once it has ended",
        ))
    }

    /// Whether the game was aborted.
    pub fn is_aborted(&self) -> bool {
        self.meta.status == "aborted"
    }

    /// The engine's level.
    pub fn level(&self) -> Level {
        self.row
            .level
            .and_then(|l| Level::new(u64::from(l)).ok())
            .unwrap_or(Level::MAX)
    }

    /// The seat `viewer` holds. A seat bound to an account is opened by that account's
    /// session, and by its seat token unless another account asks (403 `not-your-seat`); a
    /// guest's seat by its token. 401 with neither, 403 if they open no seat.
    pub fn seat(&self, viewer: &Viewer) -> Result<Seat, ApiError> {
        let account = viewer.account.as_ref().map(|a| a.id);
        let bound = |c: Color| self.row.seats[c.index()].account;
        if let Some(id) = account
            && let Some(c) = [Color::White, Color::Black]
                .into_iter()
                .find(|&c| bound(c) == Some(id))
        {
            return Ok(Seat::Color(c));
        }
        let token = viewer.bearer.as_deref();
        let holds = |t: &Option<String>| {
            token.is_some_and(|token| t.as_deref().is_some_and(|t| same_token(t, token)))
        };
        let (white, black) = (holds(&self.row.white_token), holds(&self.row.black_token));
        let seat = match (white, black) {
            _ if (white || black) && self.mode() == Mode::Hotseat => Some(Seat::Both),
            (true, _) => Some(Seat::Color(Color::White)),
            (_, true) => Some(Seat::Color(Color::Black)),
            _ => None,
        };
        match seat {
            Some(Seat::Color(c)) if account.is_some() && bound(c).is_some() => Err(not_your_seat()),
            Some(seat) => Ok(seat),
            None if account.is_some() && self.row.seats.iter().any(|s| s.account.is_some()) => {
                Err(not_your_seat())
            }
            None if token.is_none() => Err(ApiError::MissingToken),
            None => Err(ApiError::WrongToken),
        }
    }

    /// Refuses (409 `rated-game`) what a rated game does not allow, the engine's help and
    /// taking back on one's own; `what` opens the message (`undo is`, `hints are`).
    pub fn check_unrated(&self, what: &str) -> Result<(), ApiError> {
        if self.row.rated {
            return Err(ApiError::conflict(
                "rated-game",
                format!("{what} not allowed in a rated game"),
            ));
        }
        Ok(())
    }

    /// Checks that `seat` may act now: the game goes on, the engine is not thinking, and it is
    /// the seat's turn.
    pub fn check_may_act(&self, seat: Seat) -> Result<(), ApiError> {
        self.check_not_aborted()?;
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

    /// The archived state after `game` replaces the current game at `now`; `moved` says that
    /// actions were played (which runs the clocks), rather than taken back or a game ended.
    pub fn meta_after(&self, game: &Game, now: i64, moved: bool) -> GameMeta {
        let result = game.result();
        let mut meta = GameMeta {
            status: if result.is_some() { "over" } else { "playing" }.into(),
            result: result.map(|r| r.score().to_string()),
            termination: result.map(|r| r.termination.token().to_string()),
            turns: u32::try_from(game.turns().len()).unwrap_or(u32::MAX),
            clock_ms: None,
            clock_since: None,
            deadline: None,
            to_act: result
                .is_none()
                .then(|| game.position().side().name().to_string()),
            updated: now,
            // Any change ends a pending offer; a change that makes one sets it afterwards.
            offer: None,
            rematch: self.meta.rematch.clone(),
            version: self.meta.version + 1,
        };
        // No clock runs and no deadline counts before Black's first action.
        let started = moved && black_has_acted(game);
        if let Some(days) = self.row.days_per_turn
            && result.is_none()
            && black_has_acted(game)
        {
            let same_turn = game.position().side() == self.game.position().side();
            meta.deadline = match self.meta.deadline {
                Some(d) if same_turn => Some(d),
                _ => Some(now + i64::from(days) * DAY_MS),
            };
        }
        // In a tournament, a side that does not begin loses on time: each side's first turn
        // has a deadline until Black's first action starts the clocks.
        if self.row.tournament.is_some() && result.is_none() && !black_has_acted(game) {
            let same_turn = game.position().side() == self.game.position().side();
            meta.deadline = match self.meta.deadline {
                Some(d) if same_turn => Some(d),
                _ => Some(now + first_move_ms(&self.row)),
            };
        }
        if let Some((w, b, running)) = self.clocks_at(now) {
            let inc = self
                .row
                .clock
                .map_or(0, |c| i64::try_from(c.1).unwrap_or(0));
            let mut ms = [w, b];
            let mover = self.game.position().side();
            if started && game.position().side() != mover {
                ms[mover.index()] += inc;
            }
            // A game lost on time keeps its clocks at zero, not below.
            if result.is_some_and(|r| r.termination == Termination::Time) {
                ms = ms.map(|t| t.max(0));
            }
            meta.clock_ms = Some((ms[0], ms[1]));
            // The clocks start with Black's first action (and stop again when a takeback goes
            // back before it); they stop when the game ends.
            let started = (running.is_some() || moved) && black_has_acted(game);
            meta.clock_since = (started && result.is_none()).then_some(now);
        }
        meta
    }

    /// The game as a record, with its players' names and, against the engine, the engine's
    /// settings in the tags `tzaar play --resume` reads.
    pub fn record(&self, engine_time_ms: u128) -> Record {
        record_of(&self.row, self.game.clone(), engine_time_ms)
    }
}

/// The record of `game`, whose row is `row`: its tags, its players, its date and, against the
/// engine, the engine's colour, level and time per turn (`engine_time_ms`).
pub fn record_of(row: &GameRow, game: Game, engine_time_ms: u128) -> Record {
    let mut record = Record::new(game);
    if let Some(tags) = &row.tags
        && let Ok(pairs) = serde_json::from_str::<Vec<(String, String)>>(tags)
    {
        for (name, value) in pairs {
            let _ = record.set_tag(&name, &value);
        }
    }
    let _ = record.set_tag("White", &row.white);
    let _ = record.set_tag("Black", &row.black);
    if record.tag("Date").is_none() {
        let _ = record.set_tag("Date", &date_of(row.created));
    }
    if let (Some(color), Some(level)) = (&row.engine_color, row.level) {
        let _ = record.set_tag(ENGINE_COLOR_TAG, color);
        let _ = record.set_tag(ENGINE_LEVEL_TAG, &level.to_string());
        let _ = record.set_tag(ENGINE_TIME_TAG, &engine_time_ms.to_string());
    }
    record
}

fn not_your_seat() -> ApiError {
    ApiError::forbidden(
        "not-your-seat",
        "this seat belongs to another account: log in as its player",
    )
}

/// Rebuilds a game from the archive: the start, every action replayed through the rules, and
/// a resignation or loss on time.
pub fn rebuild(stored: &StoredGame) -> Result<Game, String> {
    let row = &stored.row;
    let mut game = Game::from_start(start_of(&row.setup, row.seed, &row.start)?);
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
            Some(Termination::Abandonment) => game.abandon(loser).map_err(|e| e.to_string())?,
            _ => {}
        }
    }
    Ok(game)
}

/// Whether Black has played an action: until then no clock runs and no deadline counts, and
/// the game can be aborted.
pub fn black_has_acted(game: &Game) -> bool {
    let turns = game.turns().len();
    match game.start_position().side() {
        Color::Black => turns >= 1,
        Color::White => turns >= 2,
    }
}
