//! The HTTP handlers of the JSON API. Each checks the request, finds the game, checks the seat,
//! and leaves the rules to tzaar-core and the storing to [`crate::store`] through
//! [`crate::games`]. Handlers that change a game run the change in a task of its own, so that a
//! client that goes away mid-request cannot cut a commit in half.

pub mod account_types;
pub mod accounts;
pub mod body;
pub mod errors;
pub mod online;
pub mod players;
pub mod requests;
pub mod responses;
pub mod seeks;
pub mod social;

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use tzaar_core::{
    Action, Color, Game, GameResult, Record, RecordErrorKind, Start, Turn, TurnError, littlegolem,
};
use tzaar_engine::levels::{Level, LevelPlayer};
use tzaar_engine::{Outlook, Searcher};

use crate::accounts::{ClientKey, Viewer};
use crate::dates::{iso_time, now_ms};
use crate::error::ApiError;
use crate::games::{
    GameHandle, Live, Mode, Seat, State as GameState, new_id, new_token, setup_word,
};
use crate::store::{CachedScore, GameMeta, GameRow, SeatBinding};
use crate::text::{shows_something, strip_format};
use crate::{AppState, Params};
use body::JsonBody;
use requests::{DEFAULT_LEVEL, MAX_NAME, NewGame, Play, PlayRequest};
use responses::{
    Analysis, Created, Defaults, GameList, Hint, Imported, Listed, Plies, Scores, SeatReply,
    Tokens, TurnScore,
};

/// Runs a change to a game in a task of its own and waits for it.
pub(crate) async fn detached<T, F>(f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: std::future::Future<Output = Result<T, ApiError>> + Send + 'static,
{
    tokio::spawn(f)
        .await
        .map_err(|e| ApiError::Internal(format!("request task failed: {e}")))?
}

/// `POST /api/games`: a new game; 201 with its id, tokens, links and state.
pub async fn create_game(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    viewer: Viewer,
    JsonBody(req): JsonBody<NewGame>,
) -> Result<Response, ApiError> {
    let spec = req.validate(state.inner.pool.is_full())?;
    // Each client (a guest by address, an account by itself) makes so many games at most, so
    // that nobody fills the archive and its list.
    state.inner.new_games.take(&client_key(&viewer, &address))?;
    let (mode, color) = (spec.mode, spec.color);
    let (white_token, black_token) = match mode {
        Mode::Engine => match color {
            Color::White => (Some(new_token()?), None),
            Color::Black => (None, Some(new_token()?)),
        },
        _ => (Some(new_token()?), Some(new_token()?)),
    };
    // An online game's other seat is taken with its invite (a code other than its token); the
    // creator's seat is taken already. A logged-in creator's seat, online or against the
    // engine, is bound to the account and carries its name, whatever name the form gave.
    let mut seats =
        [SeatBinding::default(), SeatBinding::default()].map(|s| SeatBinding { taken: true, ..s });
    let (mut white, mut black) = (spec.white, spec.black);
    if let (Mode::Online | Mode::Engine, Some(a)) = (mode, &viewer.account) {
        seats[color.index()].account = Some(a.id);
        seats[color.index()].account_name = Some(a.name.clone());
        match color {
            Color::White => white = a.name.clone(),
            Color::Black => black = a.name.clone(),
        }
    }
    if mode == Mode::Online {
        seats[color.opponent().index()] = SeatBinding {
            invite: Some(new_token()?),
            taken: false,
            ..SeatBinding::default()
        };
    }
    let start = Start::Setup(spec.kind);
    let (setup, seed) = setup_word(&start);
    let game = Game::from_start(start);
    let now = now_ms();
    let row = GameRow {
        id: new_id()?,
        mode: mode.word().into(),
        setup: setup.into(),
        seed,
        level: spec.level.map(Level::get),
        start: game.start_position().to_string(),
        white_token,
        black_token,
        white,
        black,
        engine_color: (mode == Mode::Engine).then(|| color.opponent().name().to_string()),
        clock: spec.clock,
        tags: None,
        created: now,
        rated: false,
        days_per_turn: spec.days_per_turn,
        seats,
    };
    let meta = GameMeta::new_game(spec.clock, now);
    let body = detached(async move {
        let (r, m) = (row.clone(), meta.clone());
        state.blocking(move |s| s.create(&r, &m, &[])).await?;
        let live = Live::new(row, meta, game);
        let handle = state.adopt(live);
        let mut live = handle.live.lock().await;
        state.after_change(&handle, &mut live);
        let row = &live.row;
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
        Ok(Created {
            id: id.clone(),
            tokens: Tokens {
                white: row.white_token.clone(),
                black: row.black_token.clone(),
            },
            color: seat,
            url,
            invite,
            watch: format!("/game/{id}"),
            state: live.state(now_ms()),
        })
    })
    .await?;
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

fn number<T: std::str::FromStr>(params: &Params, name: &str) -> Result<Option<T>, ApiError> {
    match params.get(name) {
        None => Ok(None),
        Some(v) => v.parse().map(Some).map_err(|_| {
            ApiError::bad(
                "bad-query",
                format!("`{name}` must be a whole number, not `{v}`"),
            )
        }),
    }
}

/// A list's `page` (from 1, default 1) and `per_page` (1 to 100, default `default_per_page`).
fn paging(params: &Params, default_per_page: u32) -> Result<(u32, u32), ApiError> {
    let page = number::<u32>(params, "page")?.unwrap_or(1).max(1);
    let per_page = number::<u32>(params, "per_page")?
        .unwrap_or(default_per_page)
        .clamp(1, 100);
    Ok((page, per_page))
}

/// `GET /api/games?page=N&per_page=M`: archived games, newest first.
pub async fn list_games(
    State(state): State<AppState>,
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<GameList>, ApiError> {
    let Query(params) = query?;
    let (page, per_page) = paging(&params, 20)?;
    let (games, total) = state.blocking(move |s| s.list(page, per_page)).await?;
    let games = games
        .into_iter()
        .map(|game| Listed {
            created: iso_time(game.created),
            updated: iso_time(game.updated),
            game,
        })
        .collect();
    Ok(Json(GameList {
        games,
        page,
        per_page,
        total,
    }))
}

/// `GET /api/games/{id}`: the game's state.
pub async fn get_game(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<GameState>, ApiError> {
    detached(async move {
        let handle = state.game(&id).await?;
        let mut live = handle.live.lock().await;
        state.check_flag(&handle, &mut live).await?;
        Ok(Json(live.state(now_ms())))
    })
    .await
}

/// `GET /api/games/{id}/plies`: every position of the game, each with the action that led to it.
pub async fn plies(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Plies>, ApiError> {
    let handle = state.game(&id).await?;
    let game = handle.live.lock().await.game.clone();
    Ok(Json(Plies {
        plies: crate::games::plies(&game)?,
    }))
}

/// `GET /api/defaults`: what a new game gets when it names nothing, for the page's form.
pub async fn defaults(State(state): State<AppState>) -> Json<Defaults> {
    Json(Defaults {
        level: DEFAULT_LEVEL,
        levels: (Level::MIN.get()..=Level::MAX.get()).collect(),
        engine_time_ms: state.inner.config.engine_time.as_millis(),
    })
}

/// `GET /api/games/{id}/seat`: the seat the bearer token holds, `{"seat": "white"}` (or
/// `"black"`, or `"both"` at a hot seat), so that a page opened from a bare invite link knows
/// which side it plays.
pub async fn seat(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Json<SeatReply>, ApiError> {
    let handle = state.game(&id).await?;
    let live = handle.live.lock().await;
    let seat = match live.seat(&viewer)? {
        Seat::Color(c) => c.name(),
        Seat::Both => "both",
    };
    Ok(Json(SeatReply { seat }))
}

/// Changes game `id` for the seat `viewer` holds, in a task of its own: ends the game on time
/// first if a clock has run out, checks the seat (taking it at its first use), lets `f`
/// change the game through [`AppState::change`], and answers with the State.
async fn change_as_seat(
    state: AppState,
    id: String,
    viewer: Viewer,
    f: impl Fn(&Live, Seat, &mut Game) -> Result<(), ApiError> + Send + Sync + 'static,
) -> Result<Json<GameState>, ApiError> {
    detached(async move {
        let handle = state.game(&id).await?;
        let mut live = handle.live.lock().await;
        state.check_flag(&handle, &mut live).await?;
        let seat = live.seat(&viewer)?;
        if let Seat::Color(c) = seat
            && live.mode() == Mode::Online
        {
            state
                .take_seat(&handle, &mut live, c, viewer.account.clone(), None)
                .await?;
        }
        let now = now_ms();
        state
            .change(&handle, &mut live, now, |live, game| f(live, seat, game))
            .await?;
        Ok(Json(live.state(now)))
    })
    .await
}

/// `POST /api/games/{id}/actions`: plays an action or a whole turn for the token's seat.
pub async fn play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
    JsonBody(req): JsonBody<PlayRequest>,
) -> Result<Json<GameState>, ApiError> {
    let play = req.validate()?;
    change_as_seat(state, id, viewer, move |live, seat, game| {
        match &play {
            Play::Action(text) => {
                let action = game.position().parse_action(text)?;
                live.check_may_act(seat)?;
                game.play(action)?;
            }
            Play::Turn(text) => {
                // A text that cannot be read is refused before the seat is checked; a first
                // action that cannot be played, after it, with the reason playing it gives.
                let turn = match game.position().parse_turn(text) {
                    Err(TurnError::Parse(e)) => return Err(e.into()),
                    Err(TurnError::Illegal { action, .. }) => Turn {
                        first: action,
                        second: None,
                    },
                    Ok(turn) => turn,
                };
                live.check_may_act(seat)?;
                game.play_turn(turn)?;
            }
        }
        Ok(())
    })
    .await
}

/// Refuses with `code` what only engine and hot-seat games offer; `what` opens the message
/// (`undo is`, `hints are`).
fn engine_or_hotseat_only(mode: Mode, code: &'static str, what: &str) -> Result<(), ApiError> {
    if matches!(mode, Mode::Engine | Mode::Hotseat) {
        return Ok(());
    }
    Err(ApiError::conflict(
        code,
        format!(
            "{what} for engine and hot-seat games, not {} games",
            mode.word()
        ),
    ))
}

/// `POST /api/games/{id}/undo`: takes back the last action (hot-seat) or back to the start of
/// the person's previous turn, or of the current one if it is begun (against the engine).
pub async fn undo(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Json<GameState>, ApiError> {
    change_as_seat(state, id, viewer, |live, _, game| {
        let mode = live.mode();
        live.check_unrated("undo is")?;
        engine_or_hotseat_only(mode, "undo-not-allowed", "undo is")?;
        if live.thinking {
            return Err(ApiError::conflict(
                "engine-thinking",
                "the engine is thinking: undo when its turn is over",
            ));
        }
        if let Some(r) = live.game.result()
            && !matches!(r.termination, tzaar_core::Termination::Rule(_))
        {
            return Err(ApiError::conflict(
                "game-decided",
                format!("the game is over: {r}"),
            ));
        }
        let taken = match (mode, live.engine_color()) {
            // Back to the start of the person's turn: the engine's actions since, and the
            // person's actions of that turn.
            (Mode::Engine, Some(engine)) => game.undo_to_turn_of(engine.opponent()).is_some(),
            _ => game.undo().is_some(),
        };
        if !taken {
            return Err(ApiError::conflict(
                "nothing-to-undo",
                "there is no action of yours to take back",
            ));
        }
        Ok(())
    })
    .await
}

/// `POST /api/games/{id}/resign`: the token's seat gives up (in hot-seat, the side to act).
pub async fn resign(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Json<GameState>, ApiError> {
    change_as_seat(state, id, viewer, |_, seat, game| {
        let loser = match seat {
            Seat::Color(c) => c,
            Seat::Both => game.position().side(),
        };
        Ok(game.resign(loser)?)
    })
    .await
}

/// `POST /api/games/{id}/hint`: the turn the engine at full strength suggests for the token's
/// seat, with its score.
pub async fn hint(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Json<Hint>, ApiError> {
    let handle = state.game(&id).await?;
    let game = {
        let live = handle.live.lock().await;
        live.check_engine_help()?;
        let seat = live.seat(&viewer)?;
        live.check_unrated("hints are")?;
        engine_or_hotseat_only(live.mode(), "hint-not-allowed", "hints are")?;
        live.check_may_act(seat)?;
        live.game.clone()
    };
    let cfg = &state.inner.config;
    let (limits, hash) = (cfg.limits(cfg.hint_time), cfg.hash_mib);
    let found = state
        .inner
        .pool
        .try_run(move || LevelPlayer::new(Level::MAX, hash, 1).suggest(&game, &limits))
        .await?;
    let (turn, score) =
        found.ok_or_else(|| ApiError::conflict("game-decided", "the game is over"))?;
    Ok(Json(Hint {
        turn: turn.iter().map(Action::to_string).collect(),
        score: Outlook::from_score(score).to_string(),
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
    let handle = state.game(&id).await?;
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
    let result = state
        .inner
        .pool
        .try_run(move || Searcher::new(hash, 1).search(&pos, &limits, turns, &mut |_| {}))
        .await?;
    Ok(Json(match result {
        Some(r) => Analysis {
            ply,
            score: Outlook::from_score(r.score).to_string(),
            pv: r.pv.iter().map(Action::to_string).collect(),
            depth: r.depth,
        },
        None => {
            let lost = game
                .position()
                .outcome()
                .is_some_and(|o| o.winner != game.position().side());
            Analysis {
                ply,
                score: if lost { "loss 0" } else { "win 0" }.into(),
                pv: Vec::new(),
                depth: 0,
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

/// `GET /api/games/{id}/scores`: the engine's score after each whole turn, from White's view.
pub async fn scores(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Scores>, ApiError> {
    let handle = state.game(&id).await?;
    let game = engine_view(&handle).await?;
    let key = id.clone();
    let cached = state.blocking(move |s| s.scores(&key)).await?;
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
            all.push(c.clone());
            continue;
        }
        let (score, words) = match after.outcome() {
            Some(o) => (None, GameResult::from(o).score().to_string()),
            None => {
                // One search per turn, so that the engine's own turns get their share of the
                // pool between them; the first is refused when the queue is full.
                let mut s = searcher.take().unwrap_or_else(|| Searcher::new(hash, 1));
                let limits = limits.clone();
                let job = move || {
                    let found = s.search(&after, &limits, turn, &mut |_| {});
                    let view = match found {
                        Some(r) => white_view(r.score, after.side()),
                        None => (None, "-".to_string()),
                    };
                    (view, s)
                };
                let (view, s) = if fresh.is_empty() {
                    state.inner.pool.try_run(job).await?
                } else {
                    state.inner.pool.run(job).await?
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
        all.push(entry);
    }
    if !fresh.is_empty() {
        // The cache is only a cache: a failure to write it costs a search next time.
        let key = id.clone();
        if let Err(e) = state.blocking(move |s| s.save_scores(&key, &fresh)).await {
            tracing::warn!(game = %id, %e, "cannot cache scores");
        }
    }
    let scores = all
        .into_iter()
        .map(|c| TurnScore {
            turn: c.turn,
            score: c.score,
            text: c.text,
        })
        .collect();
    Ok(Json(Scores { scores }))
}

/// `GET /api/games/{id}/record`: the game record as a file.
pub async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let handle = state.game(&id).await?;
    let text = {
        let live = handle.live.lock().await;
        live.record(state.inner.config.engine_time.as_millis())
            .to_string()
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"tzaar-{}.tzr\"", handle.id),
            ),
        ],
        text,
    )
        .into_response())
}

/// `POST /api/import`: a record (ours or LittleGolem's) becomes a game to review; 201, or 200
/// with the game imported before from the same record.
pub async fn import(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    viewer: Viewer,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let bytes = body?;
    // Per address, and per account too, so that neither many accounts nor many addresses go
    // past the limit alone.
    state.inner.imports.take(&format!("address:{address}"))?;
    if let Some(a) = &viewer.account {
        state.inner.imports.take(&format!("account:{}", a.id))?;
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::bad(
            "empty-record",
            "the body is empty: send the text of a record",
        ));
    }
    let record = if littlegolem::looks_like(&bytes) {
        littlegolem::import_bytes(&bytes)
            .map_err(|e| ApiError::bad("bad-record", format!("LittleGolem record: {e}")))?
    } else {
        Record::from_bytes(&bytes).map_err(|e| match e.kind {
            // Not text at all, as the API has always said, rather than a fault at a place.
            RecordErrorKind::NotUtf8 => {
                ApiError::bad("bad-record", format!("the record is not UTF-8 text: {e}"))
            }
            _ => ApiError::bad(e.code(), e.to_string()),
        })?
    };
    let game = record.game.clone();
    let now = now_ms();
    let (setup, seed) = setup_word(&game.start());
    // Tags are kept without the format characters that could turn or hide their text.
    let name = |tag: &str, default: &str| {
        record
            .tag(tag)
            .map(|n| strip_format(n).chars().take(MAX_NAME).collect::<String>())
            .filter(|n| shows_something(n))
            .unwrap_or_else(|| default.to_string())
    };
    if let Some((tag, _)) = record.tags().find(|(_, v)| v.chars().count() > MAX_TAG) {
        return Err(ApiError::bad(
            "bad-record",
            format!("the tag `{tag}` is longer than {MAX_TAG} characters"),
        ));
    }
    let others: Vec<(String, String)> = record
        .tags()
        .filter(|(n, _)| !matches!(*n, "White" | "Black"))
        .map(|(n, v)| (n.to_string(), strip_format(v)))
        .collect();
    let row = GameRow {
        id: new_id()?,
        mode: Mode::Review.word().into(),
        setup: setup.into(),
        seed,
        level: None,
        start: game.start_position().to_string(),
        white_token: None,
        black_token: None,
        white: name("White", "White"),
        black: name("Black", "Black"),
        engine_color: None,
        clock: None,
        tags: (!others.is_empty()).then(|| serde_json::to_string(&others).unwrap_or_default()),
        created: now,
        ..GameRow::default()
    };
    let live = Live::new(row, GameMeta::default(), game.clone());
    let meta = live.meta_after(&game, now, false);
    let hash = record_hash(&record);
    detached(async move {
        let actions: Vec<String> = game.actions().iter().map(Action::to_string).collect();
        let (r, m) = (live.row.clone(), meta.clone());
        let known = state
            .blocking(move |s| s.create_import(&hash, &r, &m, &actions))
            .await?;
        // An imported game is not kept in memory once answered: it is loaded when asked for.
        let (status, game_state) = match known {
            // The same record again: its game, as it was imported.
            Some(id) => (StatusCode::OK, state.stored_state(&id).await?),
            None => (StatusCode::CREATED, Live { meta, ..live }.state(now_ms())),
        };
        let id = game_state.id.clone();
        let body = Imported {
            watch: format!("/game/{id}"),
            id,
            state: game_state,
        };
        Ok((status, Json(body)).into_response())
    })
    .await
}

/// The longest tag value of an imported record: room for any event's or site's name.
pub const MAX_TAG: usize = 200;

/// The key a client's new games are counted under: its account, else its address.
fn client_key(viewer: &Viewer, address: &str) -> String {
    match &viewer.account {
        Some(a) => format!("account:{}", a.id),
        None => format!("address:{address}"),
    }
}

/// The SHA-256 of a record's normalised text (as this project writes it), in hex: the same
/// game with the same tags has the same hash however its text was spaced or which format it
/// came in.
fn record_hash(record: &Record) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(record.to_string().as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A path that exists with another method: 405 as JSON.
pub async fn method_not_allowed(method: axum::http::Method, uri: Uri) -> ApiError {
    ApiError::MethodNotAllowed(format!(
        "{method} is not allowed on {}",
        uri.path().chars().take(200).collect::<String>()
    ))
}

/// Anything else: 404. A page with a way home for a browser (a request that accepts
/// `text/html`) outside `/api/`; JSON under `/api/` and for programs.
pub async fn not_found(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    let api = path == "/api" || path.starts_with("/api/");
    let wants_html = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.contains("text/html"));
    if wants_html && !api {
        crate::assets::not_found_page()
    } else {
        ApiError::NotFound(path.chars().take(200).collect()).into_response()
    }
}
