//! The puzzles' handlers: the next puzzle, one puzzle for a link, and a turn of an attempt.
//! A signed-in account solves as itself; a guest by the key of the cookie [`GUEST_COOKIE`],
//! which the server sets when a guest first plays.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::cookie::CookieJar;
use tzaar_core::Game;
use tzaar_engine::puzzle::Theme;

use super::Params;
use super::body::JsonBody;
use super::positions::play_in;
use super::requests::{Play, PuzzleTurn};
use super::responses::{AttemptReply, AttemptShown, PuzzleCard};
use crate::accounts::Viewer;
use crate::error::ApiError;
use crate::puzzles::{NextFilter, Progress, Stored, turn_of};
use crate::state::AppState;
use crate::store::{GUEST_KEEP_MS, Solver};

/// The routes of the puzzles: the next one, one by its id, and an attempt's turn.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/puzzles/next", get(next))
        .route("/api/puzzles/{id}", get(show))
        .route("/api/puzzles/{id}/attempt", post(attempt))
}

/// The cookie that keys a guest's attempts.
pub const GUEST_COOKIE: &str = "tzaar_guest";

/// The length of a guest's key in hex digits (128 bits).
const GUEST_KEY_LEN: usize = 32;

/// Who solves, read from the request: the account, else the guest's key (a new one, with its
/// cookie to set, if the request brings none).
struct Asker {
    solver: Solver,
    account: Option<i64>,
    new_cookie: Option<HeaderValue>,
}

/// The solver of a request by `viewer` with `headers`; a new guest key when `make` and it has
/// none.
fn asker(state: &AppState, viewer: &Viewer, headers: &HeaderMap, make: bool) -> Asker {
    if let Some(account) = &viewer.account {
        return Asker {
            solver: Solver::Account(account.id),
            account: Some(account.id),
            new_cookie: None,
        };
    }
    let jar = CookieJar::from_headers(headers);
    let presented = jar
        .get(GUEST_COOKIE)
        .map(|c| c.value().to_string())
        .filter(|k| k.len() == GUEST_KEY_LEN && k.bytes().all(|b| b.is_ascii_hexdigit()));
    if let Some(key) = presented {
        return Asker {
            solver: Solver::Guest(key),
            account: None,
            new_cookie: None,
        };
    }
    let mut bytes = [0u8; GUEST_KEY_LEN / 2];
    let _ = getrandom::fill(&mut bytes);
    let key: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let cookie = make.then(|| {
        let secure = if state.inner.config.https() {
            "; Secure"
        } else {
            ""
        };
        let value = format!(
            "{GUEST_COOKIE}={key}; Max-Age={}; Path=/; HttpOnly; SameSite=Lax{secure}",
            GUEST_KEEP_MS / 1000
        );
        HeaderValue::from_str(&value).ok()
    });
    Asker {
        solver: Solver::Guest(key),
        account: None,
        new_cookie: cookie.flatten(),
    }
}

/// The card of `stored` for an asker whose puzzle rating is `player`.
fn card(stored: &Stored, player: Option<i64>, attempt: Option<AttemptShown>) -> PuzzleCard {
    let p = &stored.puzzle;
    PuzzleCard {
        id: p.id.clone(),
        position: p.position.to_string(),
        side: p.position.side(),
        win_in: p.win_in,
        rating: stored.rating.round() as i64,
        themes: p.themes.iter().map(|t| t.word().to_string()).collect(),
        plays: stored.plays,
        solved: stored.solved,
        player_rating: player,
        attempt,
    }
}

/// The asking account's puzzle rating, rounded (the start's before any); `None` for a guest.
async fn player_rating(state: &AppState, asker: &Asker) -> Result<Option<i64>, ApiError> {
    let Some(account) = asker.account else {
        return Ok(None);
    };
    let standing = state.puzzles().standing(account).await?;
    let rating = standing.map_or(crate::ratings::Rating::START.rating, |s| s.rating);
    Ok(Some(rating.round() as i64))
}

/// `GET /api/puzzles/next?theme=T&win_in=N`: a puzzle for the asker, without its solution;
/// 400 `bad-query` for an unknown theme or a length not 1 to 4, 404 `no-puzzle` if none fits.
pub async fn next(
    State(state): State<AppState>,
    viewer: Viewer,
    headers: HeaderMap,
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<PuzzleCard>, ApiError> {
    let Query(params) = query?;
    let theme = params
        .get("theme")
        .map(|t| {
            t.parse::<Theme>().map_err(|_| {
                let words: Vec<&str> = Theme::ALL.iter().map(|t| t.word()).collect();
                ApiError::bad(
                    "bad-query",
                    format!("`theme` must be one of {}", words.join(", ")),
                )
            })
        })
        .transpose()?;
    let win_in = super::number::<u8>(&params, "win_in")?;
    if win_in.is_some_and(|n| !(1..=4).contains(&n)) {
        return Err(ApiError::bad("bad-query", "`win_in` must be from 1 to 4"));
    }
    let asker = asker(&state, &viewer, &headers, false);
    let stored = state
        .puzzles()
        .next(&asker.solver, NextFilter { theme, win_in })
        .await?;
    Ok(Json(card(
        &stored,
        player_rating(&state, &asker).await?,
        None,
    )))
}

/// What `progress` shows of its attempt, if one was begun.
fn shown(progress: &Progress) -> Option<AttemptShown> {
    let attempt = progress.attempt.as_ref()?;
    let over = attempt.ended.is_some();
    let texts = |turns: &[tzaar_core::Turn]| turns.iter().map(|t| t.to_string()).collect();
    Some(AttemptShown {
        turns: texts(&progress.played),
        position: progress.position.to_string(),
        turns_left: if over { 0 } else { progress.turns_left() },
        over,
        solved: attempt.solved == Some(true),
        solution: over.then(|| texts(&progress.stored.puzzle.solution)),
    })
}

/// `GET /api/puzzles/{id}`: the puzzle for a link, without its solution, and the asker's last
/// attempt at it (with the solution once that is over); 404 `unknown-puzzle`.
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
    headers: HeaderMap,
) -> Result<Json<PuzzleCard>, ApiError> {
    let asker = asker(&state, &viewer, &headers, false);
    let progress = state.puzzles().progress(&asker.solver, &id).await?;
    Ok(Json(card(
        &progress.stored,
        player_rating(&state, &asker).await?,
        shown(&progress),
    )))
}

/// `POST /api/puzzles/{id}/attempt` with `{"turn": T}` (and `"again": true` to begin again):
/// the judgement, the defence's reply and, once over, the solution. 400 with the rules' code for
/// an illegal turn, 404 `unknown-puzzle`, 409 `puzzle-over` after the end.
pub async fn attempt(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
    headers: HeaderMap,
    JsonBody(req): JsonBody<PuzzleTurn>,
) -> Result<Response, ApiError> {
    req.validate()?;
    let asker = asker(&state, &viewer, &headers, true);
    let puzzles = state.puzzles();
    let progress = puzzles.to_play(&asker.solver, &id, req.again).await?;
    let mut game = Game::from_position(progress.position.clone());
    let actions = play_in(&mut game, &Play::Turn(req.turn))?;
    let turn = turn_of(&actions).ok_or_else(|| ApiError::bad("bad-turn", "the turn is empty"))?;
    let pool = state.games().pool();
    let judged = puzzles.judge(pool, &asker.solver, progress, turn).await?;
    let body = Json(AttemptReply {
        correct: judged.correct,
        reply: judged.reply.map(|t| t.to_string()),
        solved: judged.solved,
        solution: judged
            .solution
            .map(|s| s.iter().map(|t| t.to_string()).collect()),
        position: judged.position.to_string(),
        turns_left: judged.turns_left,
        rating: judged.rating.map(|s| s.rating.round() as i64),
    });
    Ok(match asker.new_cookie {
        Some(cookie) => ([(header::SET_COOKIE, cookie)], body).into_response(),
        None => body.into_response(),
    })
}
