//! Positions outside any game, for the analysis board, the lessons and the puzzles: a position
//! read and shown with its legal actions, an action or a turn played in it, the engine's best
//! lines there, and (in `explorer.rs`) the games people played from it.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::routing::get;
use axum::{Json, Router};
use tzaar_core::{Action, Game, GameError, Position, Start, TurnError};
use tzaar_engine::Outlook;
use tzaar_engine::analysis::analyze;
use tzaar_engine::search::Searcher;
use tzaar_engine::win_chance::WinChance;

use super::body::JsonBody;
use super::requests::{Play, PositionPlay};
use super::responses::{BoardAnalysis, BoardLine};
use super::{Params, number};
use crate::error::ApiError;
use crate::games::PositionView;
use crate::state::AppState;

/// The routes of positions outside games: `/api/position` (GET shows, POST plays) and
/// `/api/analysis`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/position", get(show).post(play))
        .route("/api/analysis", get(analysis))
}

/// The most lines `GET /api/analysis` gives.
pub const MAX_LINES: usize = 8;

/// Reads a position as the API names one: `standard`, `tournament`, `random SEED`, or a
/// position string; `position-string` or `invalid-position` (400) with the reason otherwise.
pub fn read_position(text: &str) -> Result<Position, ApiError> {
    let text = text.trim();
    if text.contains('/') {
        return text
            .parse::<Position>()
            .map_err(|e| ApiError::bad(e.code(), e.to_string()));
    }
    text.parse::<Start>()
        .map(|s| s.position())
        .map_err(|e| ApiError::bad("position-string", e.to_string()))
}

/// The `position` of a query, which must be there and not blank.
pub(super) fn position_param(params: &Params) -> Result<Position, ApiError> {
    let given = params.get("position").filter(|t| !t.trim().is_empty());
    let text = given.ok_or_else(|| {
        ApiError::bad(
            "missing-position",
            "name a position: `position=standard`, `tournament`, `random SEED` or a position string",
        )
    })?;
    read_position(text)
}

/// Plays `play` in `game`, whole or not at all; the rules' refusal is `NotLegal` (400).
pub fn play_in(game: &mut Game, play: &Play) -> Result<Vec<Action>, ApiError> {
    let before = game.actions().len();
    match play {
        Play::Action(text) => {
            let action = game.position().parse_action(text)?;
            game.play(action).map_err(ApiError::NotLegal)?;
        }
        Play::Turn(text) => {
            let turn = match game.position().parse_turn(text) {
                Err(TurnError::Parse(e)) => return Err(e.into()),
                Err(TurnError::Illegal { reason, .. }) => {
                    return Err(ApiError::NotLegal(GameError::Illegal(reason)));
                }
                Ok(turn) => turn,
            };
            game.play_turn(turn).map_err(ApiError::NotLegal)?;
        }
    }
    Ok(game.actions()[before..].to_vec())
}

/// `GET /api/position?position=STR`: the position with its legal actions and its result.
pub async fn show(
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<PositionView>, ApiError> {
    let Query(params) = query?;
    Ok(Json(PositionView::of(&position_param(&params)?)))
}

/// `POST /api/position` with `{"position": STR, "action": A}` or `{"position": STR, "turn": T}`:
/// the position after it, or the rules' reason (400).
pub async fn play(JsonBody(req): JsonBody<PositionPlay>) -> Result<Json<PositionView>, ApiError> {
    let (text, play) = req.validate()?;
    let mut game = Game::from_position(read_position(&text)?);
    play_in(&mut game, &play)?;
    Ok(Json(PositionView::of(game.position())))
}

/// `GET /api/analysis?position=STR&ms=M&lines=K`: the engine's `K` best turns (3 by default, at
/// most [`MAX_LINES`]) in `M` ms (1000 by default, 1 to 5000), searched in the engine pool.
pub async fn analysis(
    State(state): State<AppState>,
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<BoardAnalysis>, ApiError> {
    let Query(params) = query?;
    let pos = position_param(&params)?;
    let ms = number::<u64>(&params, "ms")?.unwrap_or(1000).clamp(1, 5000);
    let lines = number::<usize>(&params, "lines")?.unwrap_or(3);
    if !(1..=MAX_LINES).contains(&lines) {
        return Err(ApiError::bad(
            "bad-query",
            format!("`lines` must be from 1 to {MAX_LINES}, not {lines}"),
        ));
    }
    let cfg = &state.inner.config;
    let limits = cfg.limits(std::time::Duration::from_millis(ms));
    let hash = cfg.hash_mib;
    let searched = pos.clone();
    let found = state
        .games()
        .pool()
        .try_run(move || {
            let mut searcher = Searcher::new(hash, 1);
            analyze(&mut searcher, &searched, &limits, 0, lines, &mut |_| {})
        })
        .await?;
    let chances = WinChance::shipped();
    Ok(Json(BoardAnalysis {
        position: pos.to_string(),
        depth: found.iter().map(|l| l.depth).max().unwrap_or(0),
        lines: found
            .into_iter()
            .map(|l| BoardLine {
                turn: tzaar_core::actions_text(&l.turn),
                score: Outlook::from_score(l.score).to_string(),
                win_chance: chances.white_of_score(&pos, l.score),
                pv: l.pv.iter().map(Action::to_string).collect(),
                depth: l.depth,
            })
            .collect(),
    }))
}
