//! What the archive keeps of a game and hands back: its fixed row, its changing state, the
//! list's lines and the cached scores; and what the instances sharing it tell each other.

/// One seat of an online game: the invite that opens it, whether it is taken, and the account
/// bound to it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SeatBinding {
    /// The invite code that takes the seat (`None`: the seat has no invite, e.g. the creator's).
    pub invite: Option<String>,
    /// Whether the seat is taken (its invite used, or its token used).
    pub taken: bool,
    /// The account playing it (`None` for a guest).
    pub account: Option<i64>,
    /// That account's name (read with the game, not stored in its row); `None` for a deleted
    /// account's seat, which keeps its `account`.
    pub account_name: Option<String>,
    /// Whether a program plays that account (read with the game, as its name is).
    pub bot: bool,
}

impl SeatBinding {
    /// Whether the seat was an account's that has since been deleted.
    pub fn deleted(&self) -> bool {
        self.account.is_some() && self.account_name.is_none()
    }
}

/// Which seats of a game were played by accounts since deleted, in the lists that name the
/// players (`GET /api/games`, a player's games, an export).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct DeletedSeats {
    /// White's seat.
    pub white: bool,
    /// Black's seat.
    pub black: bool,
}

/// What does not change in a game after it is created, but for its seats being taken.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameRow {
    /// The 12-character id.
    pub id: String,
    /// `engine`, `hotseat`, `online` or `review`.
    pub mode: String,
    /// `standard`, `random`, `tournament` or `position`.
    pub setup: String,
    /// The random setup's seed.
    pub seed: Option<u64>,
    /// The engine's level (engine mode).
    pub level: Option<u8>,
    /// The start position's string.
    pub start: String,
    /// White's seat token, if the seat has one.
    pub white_token: Option<String>,
    /// Black's seat token, if the seat has one.
    pub black_token: Option<String>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The engine's colour, `white` or `black` (engine mode).
    pub engine_color: Option<String>,
    /// The clocks' starting time and increment in ms (online mode, optional).
    pub clock: Option<(u64, u64)>,
    /// The record's other tags as a JSON array of `[name, value]` pairs (imports).
    pub tags: Option<String>,
    /// When the game was created, ms since the Unix epoch.
    pub created: i64,
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    /// A correspondence game's days per turn.
    pub days_per_turn: Option<u32>,
    /// White's and Black's seats (indexed by `Color::index`).
    pub seats: [SeatBinding; 2],
    /// The tournament the game is played in, if any.
    pub tournament: Option<TournamentTag>,
}

/// The tournament a game is played in, as its State names it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TournamentTag {
    /// The tournament's id.
    pub id: String,
    /// Its name.
    pub name: String,
}

/// What changes as a game is played, stored with each change.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameMeta {
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// `1-0` or `0-1` for a decided game.
    pub result: Option<String>,
    /// The Termination token of a decided game.
    pub termination: Option<String>,
    /// The number of turns begun.
    pub turns: u32,
    /// White's and Black's time left in ms as of `clock_since` (clocked games).
    pub clock_ms: Option<(i64, i64)>,
    /// When the side to act's clock started running (ms since the epoch); `None` if stopped.
    pub clock_since: Option<i64>,
    /// When the side to act must have finished its turn (correspondence), ms since the epoch.
    pub deadline: Option<i64>,
    /// The side to act in an unfinished game, `white` or `black`.
    pub to_act: Option<String>,
    /// When this change happened, ms since the epoch.
    pub updated: i64,
    /// The pending offer, `takeback:white` or `rematch:black` (see `games::offers`).
    pub offer: Option<String>,
    /// The rematch's game id, once a rematch is agreed.
    pub rematch: Option<String>,
    /// How many times the game has been stored since it was created (0 at creation). A
    /// change is stored only over the version before it (`version - 1`), so that two server
    /// instances changing one game at once cannot both succeed: the second fails with
    /// [`StoreError::Sequence`](super::StoreError::Sequence) and must load the game again.
    pub version: i64,
}

impl GameMeta {
    /// White's score in a decided game (1 a win, 0 a loss), the one a rating counts; `None`
    /// for a game going on or aborted.
    pub fn white_score(&self) -> Option<f64> {
        match (self.status.as_str(), self.result.as_deref()) {
            ("over", Some("1-0")) => Some(1.0),
            ("over", Some("0-1")) => Some(0.0),
            _ => None,
        }
    }

    /// The state of a game created at `now` with the clocks `clock` (starting time and
    /// increment in ms), before its first action: playing, each clock full and stopped.
    pub fn new_game(clock: Option<(u64, u64)>, now: i64) -> GameMeta {
        GameMeta {
            status: "playing".into(),
            clock_ms: clock.map(|(initial, _)| {
                let ms = i64::try_from(initial).unwrap_or(i64::MAX);
                (ms, ms)
            }),
            // Every setup begins with White.
            to_act: Some("white".into()),
            updated: now,
            ..GameMeta::default()
        }
    }
}

/// A whole game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Its fixed part.
    pub row: GameRow,
    /// Its changing part.
    pub meta: GameMeta,
    /// The actions in notation, in order.
    pub actions: Vec<String>,
}

/// One line of the list of archived games (sent in `GET /api/games`, its times as text).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct GameSummary {
    /// The id.
    pub id: String,
    /// The mode.
    pub mode: String,
    /// The setup.
    pub setup: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The seats of deleted accounts.
    pub deleted: DeletedSeats,
    /// `playing` or `over`.
    pub status: String,
    /// `1-0`, `0-1` or `None`.
    pub result: Option<String>,
    /// Turns begun.
    pub turns: u32,
    /// Created, ms since the epoch.
    #[serde(serialize_with = "crate::dates::iso")]
    pub created: i64,
    /// Last changed, ms since the epoch.
    #[serde(serialize_with = "crate::dates::iso")]
    pub updated: i64,
}

/// A cached score of the position after a whole turn (see `GET /api/games/{id}/scores`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CachedScore {
    /// The turn, from 1.
    pub turn: u32,
    /// The position string after it (the cache entry holds only for this position).
    pub position: String,
    /// Centipieces from White's view, `None` for a proven result.
    pub score: Option<i64>,
    /// The score as text, from White's view (`cp 30`, `win 2`).
    pub text: String,
}

/// The channel on which a store that instances share tells each stored change of a game, as
/// `<id> <version>`.
pub const GAME_CHANNEL: &str = "tzaar_game";
/// The channel of the lobby's messages (challenges, who is online), told by the server.
pub const LOBBY_CHANNEL: &str = "tzaar_lobby";
/// The channel of the games' chat messages and the players' connections, told by the server.
pub const TABLE_CHANNEL: &str = "tzaar_table";
/// The channel on which each instance says, now and then, that it is alive.
pub const INSTANCE_CHANNEL: &str = "tzaar_instance";
/// Every channel a listening instance hears (see [`Store::listen`](super::Store::listen)).
pub const CHANNELS: &[&str] = &[GAME_CHANNEL, LOBBY_CHANNEL, TABLE_CHANNEL, INSTANCE_CHANNEL];

/// What a listening instance hears from the archive (see [`Store::listen`](super::Store::listen)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A notification: its channel and payload.
    Message {
        /// The channel.
        channel: String,
        /// The payload.
        payload: String,
    },
    /// The connection that listens was lost and is back: whatever was told meanwhile was
    /// missed, so anything kept in memory must be read again.
    Reconnected,
}

/// A clock's starting time and increment in ms from their two stored columns (negative
/// values read as 0); `None` unless both are stored.
pub(super) fn clock_pair(initial: Option<i64>, increment: Option<i64>) -> Option<(u64, u64)> {
    initial
        .zip(increment)
        .map(|(a, b)| (a.max(0) as u64, b.max(0) as u64))
}

/// Runs `f`, which blocks, where blocking is allowed: here, or, on a thread that drives an
/// async runtime, on a thread of its own (waiting for it).
pub(crate) fn outside_runtime<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if tokio::runtime::Handle::try_current().is_err() {
        return f();
    }
    std::thread::scope(|s| match s.spawn(f).join() {
        Ok(out) => out,
        Err(panic) => std::panic::resume_unwind(panic),
    })
}
