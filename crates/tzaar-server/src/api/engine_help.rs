//! The engine's help on a game: a hint, the analysis of a position, and the scores of every
//! turn (refused to the players of an online game while it goes on: see `fair-play`).

use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use tzaar_core::{Action, Color, Game, GameResult, Position};
use tzaar_engine::levels::{Level, LevelPlayer};
use tzaar_engine::win_chance::WinChance;
use tzaar_engine::{Outlook, Searcher};

use super::extract::AtGame;
use super::responses::{Analysis, Hint, Scores, TurnScore};
use super::{engine_or_hotseat_only, number};
use crate::api::Params;
use crate::error::ApiError;
use crate::games::GameHandle;
use crate::state::AppState;
use crate::store::CachedScore;

/// `POST /api/games/{id}/hint`: the turn the engine at full strength suggests for the token's
/// seat, with its score.
pub async fn hint(AtGame { state, id, viewer }: AtGame) -> Result<Json<Hint>, ApiError> {
    let handle = state.games().game(&id).await?;
    let game = {
        let live = handle.live.lock().await;
        live.check_engine_help()?;
        let seat = live.seat(&viewer)?;
        live.check_unrated("hints are")?;
        engine_or_hotseat_only(live.mode(), "hint-not-allowed", "hints are")?;
        live.check_may_act(seat)?;
        live.game.clone()
    };
    let pos = game.position().clone();
    let cfg = &state.inner.config;
    let (limits, hash) = (cfg.limits(cfg.hint_time), cfg.hash_mib);
    let found = state
        .games()
        .pool()
        .try_run(move || LevelPlayer::new(Level::MAX, hash, 1).suggest(&game, &limits))
        .await?;
    let (turn, score) =
        found.ok_or_else(|| ApiError::conflict("game-decided", "the game is over"))?;
    Ok(Json(Hint {
        turn: turn.iter().map(Action::to_string).collect(),
        score: Outlook::from_score(score).to_string(),
        win_chance: WinChance::shipped().white_of_score(&pos, score),
    }))
}

/// A copy of the game for the engine to look at, if its view may be given (403 `fair-play`
/// while an online game between two people goes on).
async fn engine_view(handle: &GameHandle) -> Result<Game, ApiError> {
    let live = handle.live.lock().await;
    live.check_engine_help()?;
    Ok(live.game.clone())
}

/// `GET /api/games/{id}/analysis?ply=N&ms=M`: the engine's view of the position after `ply`
/// actions, from the side to act there.
pub async fn analysis(
    State(state): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<Analysis>, ApiError> {
    let Query(params) = query?;
    let ply = number::<usize>(&params, "ply")?;
    let ms = number::<u64>(&params, "ms")?.unwrap_or(500).clamp(1, 5000);
    let handle = state.games().game(&id).await?;
    let mut game = engine_view(&handle).await?;
    let played = game.actions().len();
    let ply = ply.unwrap_or(played);
    if ply > played {
        return Err(ApiError::bad(
            "bad-ply",
            format!("`ply` must be from 0 to {played}, the actions played"),
        ));
    }
    while game.actions().len() > ply {
        game.undo();
    }
    let cfg = &state.inner.config;
    let limits = cfg.limits(std::time::Duration::from_millis(ms));
    let hash = cfg.hash_mib;
    let pos = game.position().clone();
    let turns = u32::try_from(game.turns().len()).unwrap_or(u32::MAX);
    let searched = pos.clone();
    let result = state
        .games()
        .pool()
        .try_run(move || Searcher::new(hash, 1).search(&searched, &limits, turns, &mut |_| {}))
        .await?;
    Ok(Json(match result {
        Some(r) => Analysis {
            ply,
            score: Outlook::from_score(r.score).to_string(),
            pv: r.pv.iter().map(Action::to_string).collect(),
            depth: r.depth,
            win_chance: WinChance::shipped().white_of_score(&pos, r.score),
        },
        None => {
            let lost = pos.outcome().is_some_and(|o| o.winner != pos.side());
            let outlook = if lost {
                Outlook::Loss(0)
            } else {
                Outlook::Win(0)
            };
            Analysis {
                ply,
                score: outlook.to_string(),
                pv: Vec::new(),
                depth: 0,
                win_chance: WinChance::shipped().white(&pos, outlook),
            }
        }
    }))
}

/// A score from the side to act turned into White's view: centipieces (or `None` when
/// proven) and its text.
fn white_view(score: i32, side: Color) -> (Option<i64>, String) {
    let outlook = Outlook::white_view(score, side);
    match outlook {
        Outlook::Centipieces(n) => (Some(i64::from(n)), outlook.to_string()),
        _ => (None, outlook.to_string()),
    }
}

/// White's chance after a turn, in `after`, from its score as cached (White's view); `None`
/// where the search found nothing.
fn white_chance(after: &Position, c: &CachedScore) -> Option<f64> {
    let mut words = c.text.split(' ');
    match (words.next()?, words.next()) {
        ("1-0", None) | ("win", Some(_)) => Some(1.0),
        ("0-1", None) | ("loss", Some(_)) => Some(0.0),
        ("cp", Some(_)) => Some(WinChance::shipped().curve(after).chance(c.score? as f64)),
        _ => None,
    }
}

/// `GET /api/games/{id}/scores`: the engine's score after each whole turn, from White's view.
pub async fn scores(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Scores>, ApiError> {
    let handle = state.games().game(&id).await?;
    let game = engine_view(&handle).await?;
    let cached = state.games().cached_scores(&id).await?;
    let cfg = &state.inner.config;
    let (limits, hash) = (cfg.limits(cfg.scores_time), cfg.hash_mib);
    let mid_turn =
        game.position().phase() == tzaar_core::Phase::SecondAction && !game.actions().is_empty();
    let complete = game.turns().len().saturating_sub(usize::from(mid_turn));
    let (mut all, mut fresh) = (Vec::new(), Vec::new());
    let mut searcher = Some(Searcher::new(hash, 1));
    for k in 1..=complete {
        let Some(after) = game.position_before_turn(k + 1) else {
            break;
        };
        let text = after.to_string();
        let turn = u32::try_from(k).unwrap_or(u32::MAX);
        if let Some(c) = cached.iter().find(|c| c.turn == turn && c.position == text) {
            all.push((c.clone(), white_chance(&after, c)));
            continue;
        }
        let searched = after.clone();
        let (score, words) = match after.outcome() {
            Some(o) => (None, GameResult::from(o).score().to_string()),
            None => {
                // One search per turn, so that the engine's own turns get their share of the
                // pool between them; the first is refused when the queue is full.
                let mut s = searcher.take().unwrap_or_else(|| Searcher::new(hash, 1));
                let limits = limits.clone();
                let job = move || {
                    let found = s.search(&searched, &limits, turn, &mut |_| {});
                    let view = match found {
                        Some(r) => white_view(r.score, searched.side()),
                        None => (None, "-".to_string()),
                    };
                    (view, s)
                };
                let (view, s) = if fresh.is_empty() {
                    state.games().pool().try_run(job).await?
                } else {
                    state.games().pool().run(job).await?
                };
                searcher = Some(s);
                view
            }
        };
        let entry = CachedScore {
            turn,
            position: text,
            score,
            text: words,
        };
        fresh.push(entry.clone());
        let chance = white_chance(&after, &entry);
        all.push((entry, chance));
    }
    if !fresh.is_empty() {
        // The cache is only a cache: a failure to write it costs a search next time.
        if let Err(e) = state.games().keep_scores(&id, fresh).await {
            tracing::warn!(game = %id, %e, "cannot cache scores");
        }
    }
    let scores = all
        .into_iter()
        .map(|(c, win_chance)| TurnScore {
            turn: c.turn,
            win_chance,
            score: c.score,
            text: c.text,
        })
        .collect();
    Ok(Json(Scores { scores }))
}
