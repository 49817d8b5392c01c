//! The bodies the API sends, besides the State (in [`crate::games::view`]) and errors (in
//! [`crate::error`]).

use serde::Serialize;
use tzaar_core::Color;

use crate::games::{Mode, Ply, State};
use crate::store::{GameRow, GameSummary};

/// The seats' tokens of a new game (only those a person holds).
#[derive(Serialize, Debug, Clone, Default)]
pub struct Tokens {
    /// White's token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    /// Black's token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
}

/// The links of a new game.
#[derive(Serialize, Debug, Clone)]
pub struct Links {
    /// The creator's link, with their token.
    pub url: Option<String>,
    /// The other player's link (online games).
    pub invite: Option<String>,
    /// The link for spectators.
    pub watch: String,
}

impl Links {
    /// The creator's seat and the links of the new game `row` of `mode`: the creator of an
    /// engine or online game holds `color` (and an online game's other seat is offered by its
    /// invite); at a hot seat the creator holds both seats, by White's token.
    pub fn of(row: &GameRow, mode: Mode, color: Color) -> (Option<Color>, Links) {
        let id = &row.id;
        let link = |t: &Option<String>| t.as_ref().map(|t| format!("/game/{id}#token={t}"));
        let (url, invite, seat) = match mode {
            Mode::Engine | Mode::Online => {
                let mine = match color {
                    Color::White => &row.white_token,
                    Color::Black => &row.black_token,
                };
                let invite = row.seats[color.opponent().index()]
                    .invite
                    .as_ref()
                    .map(|code| format!("/game/{id}#invite={code}"));
                (link(mine), invite, Some(color))
            }
            _ => (link(&row.white_token), None, None),
        };
        let watch = format!("/game/{id}");
        (seat, Links { url, invite, watch })
    }
}

/// The body of `POST /api/games`.
#[derive(Serialize, Debug, Clone)]
pub struct Created {
    /// The game's id.
    pub id: String,
    /// The seats' tokens.
    pub tokens: Tokens,
    /// The creator's seat (`None` at a hot seat).
    pub color: Option<Color>,
    /// The game's links.
    #[serde(flatten)]
    pub links: Links,
    /// The game's state.
    pub state: State,
}

/// The body of `POST /api/import`.
#[derive(Serialize, Debug, Clone)]
pub struct Imported {
    /// The game's id.
    pub id: String,
    /// The link to review it.
    pub watch: String,
    /// The game's state.
    pub state: State,
}

/// The body of `GET /api/games`.
#[derive(Serialize, Debug, Clone)]
pub struct GameList {
    /// The games of this page, newest first.
    pub games: Vec<GameSummary>,
    /// The page, from 1.
    pub page: u32,
    /// Games per page.
    pub per_page: u32,
    /// All archived games.
    pub total: u64,
}

/// The body of `GET /api/games/{id}/seat`.
#[derive(Serialize, Debug, Clone)]
pub struct SeatReply {
    /// `white`, `black` or `both`.
    pub seat: &'static str,
}

/// The body of `POST /api/games/{id}/hint`.
#[derive(Serialize, Debug, Clone)]
pub struct Hint {
    /// The suggested turn's actions.
    pub turn: Vec<String>,
    /// Its score from the side to act (`cp N`, `win N`, `loss N`).
    pub score: String,
    /// White's chance of winning by the engine's win-chance model, 0 to 1.
    pub win_chance: f64,
}

/// The body of `GET /api/games/{id}/analysis`.
#[derive(Serialize, Debug, Clone)]
pub struct Analysis {
    /// The actions played before the position analysed.
    pub ply: usize,
    /// The score from the side to act there.
    pub score: String,
    /// The principal variation.
    pub pv: Vec<String>,
    /// The depth searched.
    pub depth: u32,
    /// White's chance of winning by the engine's win-chance model, 0 to 1.
    pub win_chance: f64,
}

/// `GET /api/analysis`: the engine's best turns in a position.
#[derive(Serialize, Debug, Clone)]
pub struct BoardAnalysis {
    /// The position analysed, as a position string.
    pub position: String,
    /// The deepest search of the lines, in plies.
    pub depth: u32,
    /// The best turns, best first (none when the game is over).
    pub lines: Vec<BoardLine>,
}

/// One of the best turns of [`BoardAnalysis`].
#[derive(Serialize, Debug, Clone)]
pub struct BoardLine {
    /// The rest of the turn to play: one or two actions, e.g. `F1xG1 A4+B4`.
    pub turn: String,
    /// The score after it, from the side to act in the position.
    pub score: String,
    /// White's chance of winning by the engine's win-chance model, 0 to 1.
    pub win_chance: f64,
    /// The expected line, starting with the turn's actions.
    pub pv: Vec<String>,
    /// The depth of the search that found it, in plies.
    pub depth: u32,
}

/// `GET /api/explorer`: what the finished games between people played from a position.
#[derive(Serialize, Debug, Clone)]
pub struct Explorer {
    /// The position asked for, as a position string.
    pub position: String,
    /// The games, White's wins and the turns played, the most played first.
    #[serde(flatten)]
    pub stats: crate::store::ExplorerStats,
}

/// One turn's score in `GET /api/games/{id}/scores`.
#[derive(Serialize, Debug, Clone)]
pub struct TurnScore {
    /// The turn, from 1.
    pub turn: u32,
    /// Centipieces from White's view, `None` for a proven result or the end.
    pub score: Option<i64>,
    /// The score as text, from White's view.
    pub text: String,
    /// White's chance of winning by the engine's win-chance model, 0 to 1 (`None` where the
    /// search found nothing).
    pub win_chance: Option<f64>,
}

/// The body of `GET /api/games/{id}/scores`.
#[derive(Serialize, Debug, Clone)]
pub struct Scores {
    /// The score after each whole turn.
    pub scores: Vec<TurnScore>,
}

/// The body of `GET /api/games/{id}/plies`.
#[derive(Serialize, Debug, Clone)]
pub struct Plies {
    /// The position after each number of actions, from 0 to all of them.
    pub plies: Vec<Ply>,
}

/// The body of `GET /api/defaults`.
#[derive(Serialize, Debug, Clone)]
pub struct Defaults {
    /// The engine's level when a new game names none.
    pub level: u8,
    /// The levels to choose from.
    pub levels: Vec<u8>,
    /// The engine's time per turn at full strength, in ms.
    pub engine_time_ms: u128,
}

/// One language of `GET /api/languages`.
#[derive(Serialize, Debug, Clone)]
pub struct Language {
    /// Its code, as in `<html lang>`: `en`, `de`, ...
    pub code: &'static str,
    /// Its name in itself: `English`, `Deutsch`, ...
    pub name: &'static str,
}

/// A puzzle as `GET /api/puzzles/next` and `GET /api/puzzles/{id}` show it, without its
/// solution.
#[derive(Serialize, Debug, Clone)]
pub struct PuzzleCard {
    /// Its id.
    pub id: String,
    /// Its position string.
    pub position: String,
    /// The side the solver plays.
    pub side: Color,
    /// The solver's turns to the win.
    pub win_in: u8,
    /// The puzzle's rating now, rounded.
    pub rating: i64,
    /// Its themes' words, e.g. `last-tzaar` or `stack` (see the README's Puzzles section for
    /// each).
    pub themes: Vec<String>,
    /// Attempts ended.
    pub plays: i64,
    /// Attempts solved.
    pub solved: i64,
    /// The asker's last attempt at it (`GET /api/puzzles/{id}` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attempt: Option<AttemptShown>,
    /// The asking account's puzzle rating, rounded (1500 before its first rated attempt);
    /// `null` for a guest.
    pub player_rating: Option<i64>,
}

/// Where an attempt stands.
#[derive(Serialize, Debug, Clone)]
pub struct AttemptShown {
    /// The turns played, the solver's and the replies.
    pub turns: Vec<String>,
    /// The position they lead to.
    pub position: String,
    /// The solver's turns left.
    pub turns_left: u8,
    /// Whether it is over.
    pub over: bool,
    /// Whether it was solved.
    pub solved: bool,
    /// The main line, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<String>>,
}

/// The answer to a puzzle's turn.
#[derive(Serialize, Debug, Clone)]
pub struct AttemptReply {
    /// Whether the turn was right.
    pub correct: bool,
    /// The defence's reply, or `null`.
    pub reply: Option<String>,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// The puzzle's main line, once the attempt is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<String>>,
    /// The position after the turn and the reply.
    pub position: String,
    /// The solver's turns left (0 once over).
    pub turns_left: u8,
    /// The account's new puzzle rating, rounded, when the attempt ended rated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<i64>,
}
