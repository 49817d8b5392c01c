//! The wire view of a game: the State object of the API, its parts, the plies of
//! `GET /api/games/{id}/plies` and the WebSocket's state message.

use serde::Serialize;
use tzaar_core::{Action, Cell, Color, Game, Phase, PieceType, Position, Termination, Turn};

use super::live::{GameHandle, Live};
use super::offers::Offer;
use super::online::AbsenceClaim;
use crate::dates::{iso_opt, now_ms};
use crate::error::ApiError;
use crate::store::TournamentTag;

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
    /// The position now: its string, board, counts, pieces to place, the side to act, the
    /// phase, the legal actions (none once the game has ended) and the result.
    #[serde(flatten)]
    pub now: PositionView,
    /// The start's position string.
    pub start: String,
    /// The number of the turn being played, from 1.
    pub turn: usize,
    /// The turns in notation, an unfinished one last.
    pub history: Vec<String>,
    /// The actions played.
    pub actions_played: usize,
    /// The actions of the last turn begun.
    pub last_turn: Vec<String>,
    /// Each side's pieces still in the game (on the board or to place).
    pub pieces_left: Sides<u32>,
    /// `playing`, `over` or `aborted`.
    pub status: &'static str,
    /// Whether the engine is searching.
    pub thinking: bool,
    /// The clocks of a clocked game.
    pub clock: Option<ClockInfo>,
    /// Who holds each seat: `human` or `engine`.
    pub seats: Sides<&'static str>,
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    /// The names of the accounts bound to the seats (`None` for a guest's seat, and for a
    /// deleted account's).
    pub accounts: Sides<Option<String>>,
    /// Whether each seat was played by an account since deleted (its name is then
    /// `deleted.<number>`; the pages show "deleted player").
    pub deleted: Sides<bool>,
    /// Whether a program plays each seat's account (a bot account, or an engine level's).
    pub bots: Sides<bool>,
    /// A correspondence game's days per turn.
    pub days_per_turn: Option<u32>,
    /// When the side to act must have finished its turn (correspondence; ms since the epoch,
    /// ISO 8601 in JSON).
    #[serde(serialize_with = "iso_opt")]
    pub deadline: Option<i64>,
    /// Whether each side has a live connection to the game (online games).
    pub presence: Sides<bool>,
    /// Whether a player may abort the game now (before Black's first action).
    pub abortable: bool,
    /// The tournament the game is played in, if any.
    pub tournament: Option<TournamentTag>,
    /// In a real-time online game, the claim by absence against the side to act while it is
    /// gone: open (`in_ms` 0) or counting down.
    pub claim: Option<AbsenceClaim>,
    /// Whether the engine's analysis, scores and hints of this game are served (not while an
    /// online game between two people goes on).
    pub engine_help: bool,
    /// The pending takeback or rematch offer.
    pub offer: Option<Offer>,
    /// The rematch's game id, once agreed.
    pub rematch: Option<String>,
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
    pub piece: Option<PieceType>,
    /// Whether the mover loses at once by playing it.
    pub loses: bool,
}

/// The result of a decided game.
#[derive(Serialize, Debug, Clone)]
pub struct ResultInfo {
    /// `white` or `black`.
    pub winner: Color,
    /// The Termination word, e.g. `tzaar-captured`.
    pub reason: Termination,
    /// `1-0` or `0-1`.
    pub score: &'static str,
}

impl From<tzaar_core::GameResult> for ResultInfo {
    fn from(r: tzaar_core::GameResult) -> ResultInfo {
        ResultInfo {
            winner: r.winner,
            reason: r.termination,
            score: r.score(),
        }
    }
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
    pub running: Option<Color>,
}

impl Live {
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
            now: PositionView::ended(pos, result.map(ResultInfo::from), self.is_finished()),
            start: game.start_position().to_string(),
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
            pieces_left: sides(|c| pieces_left(pos, c)),
            status: if self.is_aborted() {
                "aborted"
            } else if result.is_some() {
                "over"
            } else {
                "playing"
            },
            thinking: self.thinking,
            clock: self.clocks_at(now).map(|(w, b, running)| ClockInfo {
                white_ms: w.max(0),
                black_ms: b.max(0),
                increment_ms: self.row.clock.map_or(0, |c| c.1),
                running,
            }),
            seats: sides(seat),
            rated: self.row.rated,
            accounts: sides(|c| self.row.seats[c.index()].account_name.clone()),
            deleted: sides(|c| self.row.seats[c.index()].deleted()),
            bots: sides(|c| self.row.seats[c.index()].bot),
            days_per_turn: self.row.days_per_turn,
            deadline: self.meta.deadline,
            presence: sides(|c| self.presence.here(c)),
            abortable: self.abortable(),
            tournament: self.row.tournament.clone(),
            claim: self.absence_claim(now),
            engine_help: self.engine_help(),
            offer: self.offer(),
            rematch: self.meta.rematch.clone(),
        }
    }
}

/// A position as the API shows it, in a game's state and in each ply of its history.
#[derive(Serialize, Debug, Clone)]
pub struct Snapshot {
    /// The position string.
    pub position: String,
    /// Occupied cells: each stack's pieces bottom to top (`z r t` White, `Z R T` Black).
    pub board: Board,
    /// Each side's visible stacks by top type.
    pub counts: Sides<Counts>,
    /// Each side's pieces still to place, by type (zero outside the tournament placement).
    pub to_place: Sides<Counts>,
}

impl Snapshot {
    /// The view of `pos`.
    pub fn of(pos: &Position) -> Snapshot {
        Snapshot {
            position: pos.to_string(),
            board: board(pos),
            counts: sides(|c| counts(pos, c)),
            to_place: sides(|c| to_place(pos, c)),
        }
    }
}

/// A position outside any game, as the analysis board, the puzzles and the lessons see it: what
/// is on the board, who acts, what may be played, and the result if the game is over there.
#[derive(Serialize, Debug, Clone)]
pub struct PositionView {
    /// The position: its string, board, counts and pieces to place.
    #[serde(flatten)]
    shown: Snapshot,
    /// The side to act.
    side: Color,
    /// `place`, `open`, `first` or `second`.
    phase: Phase,
    /// The legal actions (none when the game is over).
    actions: Vec<ActionInfo>,
    /// The result when the game is over in this position.
    result: Option<ResultInfo>,
}

impl PositionView {
    /// What `pos` shows: its board, who acts and how, what may be played, and its result.
    pub fn of(pos: &Position) -> PositionView {
        let result = pos
            .outcome()
            .map(|o| ResultInfo::from(tzaar_core::GameResult::from(o)));
        let over = result.is_some();
        PositionView::ended(pos, result, over)
    }

    /// The view of `pos` with `result`, and no legal actions if the game is `over` (by the
    /// rules, or by resignation or time in a game).
    fn ended(pos: &Position, result: Option<ResultInfo>, over: bool) -> PositionView {
        PositionView {
            shown: Snapshot::of(pos),
            side: pos.side(),
            phase: pos.phase(),
            actions: if over { Vec::new() } else { legal_actions(pos) },
            result,
        }
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
    pub side: Option<Color>,
    /// The 1-based number of that action's turn.
    pub turn: Option<usize>,
    /// The position reached.
    #[serde(flatten)]
    pub shown: Snapshot,
}

/// Every position of `game`, from the start to now, each with the action that led to it.
pub fn plies(game: &Game) -> Result<Vec<Ply>, ApiError> {
    let view = |ply, action: Option<(Action, Color, usize)>, pos: &Position| Ply {
        ply,
        action: action.map(|(a, _, _)| a.to_string()),
        side: action.map(|(_, c, _)| c),
        turn: action.map(|(_, _, t)| t),
        shown: Snapshot::of(pos),
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
                Action::Place { cell, kind } => ("place", None, Some(cell), Some(kind)),
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
