//! The HTTP handlers of the JSON API. Each checks the request, finds the game, checks the seat,
//! and leaves the rules to tzaar-core and the storing to [`crate::store`] through
//! [`crate::games`]. Handlers that change a game run the change in a task of its own, so that a
//! client that goes away mid-request cannot cut a commit in half.

pub mod account_types;
pub mod accounts;
pub mod asks;
pub mod body;
pub mod bot;
pub mod championship_request;
pub mod championships;
pub mod engine_help;
pub mod error_language;
pub mod errors;
pub mod explorer;
pub mod export;
pub mod extract;
pub mod i18n;
pub mod mail;
pub mod moderation;
pub mod online;
pub mod players;
pub mod positions;
pub mod puzzles;
pub mod records;
pub mod requests;
pub mod responses;
pub mod seek_request;
pub mod seeks;
pub mod settings;
pub mod social;
pub mod tournament_request;
pub mod tournaments;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use tzaar_core::{Color, Game, Start, Turn, TurnError};
use tzaar_engine::levels::Level;

use crate::accounts::Viewer;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::{Live, Mode, Seat, State as GameState, new_id, new_token, setup_word};
use crate::state::AppState;
use crate::store::{GameMeta, GameRow, SeatBinding};
use body::JsonBody;
use extract::AtGame;
use extract::{ClientKey, Paging};
use requests::{DEFAULT_LEVEL, NewGame, Play, PlayRequest};
use responses::{Created, Defaults, GameList, Links, Plies, SeatReply, Tokens};

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

/// The key a client's new games are counted under: its account, else its address.
fn client_key(viewer: &Viewer, address: &str) -> String {
    match &viewer.account {
        Some(a) => format!("account:{}", a.id),
        None => format!("address:{address}"),
    }
}

/// `POST /api/games`: a new game; 201 with its id, tokens, links and state.
pub async fn create_game(
    State(state): State<AppState>,
    ClientKey(address): ClientKey,
    viewer: Viewer,
    JsonBody(req): JsonBody<NewGame>,
) -> Result<Response, ApiError> {
    let spec = req.validate(state.games().pool().is_full())?;
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
        seats[color.index()].bot = a.bot;
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
        tournament: None,
    };
    let meta = GameMeta::new_game(spec.clock, now);
    let body = detached(async move {
        let (r, m) = (row.clone(), meta.clone());
        state.games().create(r, m).await?;
        let live = Live::new(row, meta, game);
        let handle = state.games().adopt(live);
        let mut live = handle.live.lock().await;
        state.games().after_change(&handle, &mut live);
        let row = &live.row;
        let (seat, links) = Links::of(row, mode, color);
        Ok(Created {
            id: row.id.clone(),
            tokens: Tokens {
                white: row.white_token.clone(),
                black: row.black_token.clone(),
            },
            color: seat,
            links,
            state: live.state(now_ms()),
        })
    })
    .await?;
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

pub(crate) fn number<T: std::str::FromStr>(
    params: &Params,
    name: &str,
) -> Result<Option<T>, ApiError> {
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

/// `GET /api/games?page=N&per_page=M`: archived games, newest first.
pub async fn list_games(
    State(state): State<AppState>,
    Paging { page, per_page }: Paging<20>,
) -> Result<Json<GameList>, ApiError> {
    let (games, total) = state.games().list(page, per_page).await?;
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
        let handle = state.games().game(&id).await?;
        let mut live = handle.live.lock().await;
        state.games().check_flag(&handle, &mut live).await?;
        Ok(Json(live.state(now_ms())))
    })
    .await
}

/// `GET /api/games/{id}/plies`: every position of the game, each with the action that led to it.
pub async fn plies(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Plies>, ApiError> {
    let handle = state.games().game(&id).await?;
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
pub async fn seat(AtGame { state, id, viewer }: AtGame) -> Result<Json<SeatReply>, ApiError> {
    let handle = state.games().game(&id).await?;
    let live = handle.live.lock().await;
    let seat = match live.seat(&viewer)? {
        Seat::Color(c) => c.name(),
        Seat::Both => "both",
    };
    Ok(Json(SeatReply { seat }))
}

/// Changes game `id` for the seat `viewer` holds, in a task of its own: ends the game on time
/// first if a clock has run out, checks the seat (taking it at its first use), lets `f`
/// change the game through [`Games::change`](crate::games::Games::change), and answers with
/// the State.
async fn change_as_seat(
    state: AppState,
    id: String,
    viewer: Viewer,
    f: impl Fn(&Live, Seat, &mut Game) -> Result<(), ApiError> + Send + Sync + 'static,
) -> Result<Json<GameState>, ApiError> {
    detached(async move {
        let handle = state.games().game(&id).await?;
        let mut live = handle.live.lock().await;
        state.games().check_flag(&handle, &mut live).await?;
        let seat = live.seat(&viewer)?;
        if let Seat::Color(c) = seat
            && live.mode() == Mode::Online
        {
            state
                .games()
                .take_seat(&handle, &mut live, c, viewer.account.clone(), None)
                .await?;
        }
        let now = now_ms();
        state
            .games()
            .change(&handle, &mut live, now, |live, game| f(live, seat, game))
            .await?;
        Ok(Json(live.state(now)))
    })
    .await
}

/// `POST /api/games/{id}/actions`: plays an action or a whole turn for the token's seat.
pub async fn play(
    AtGame { state, id, viewer }: AtGame,
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
pub(crate) fn engine_or_hotseat_only(
    mode: Mode,
    code: &'static str,
    what: &str,
) -> Result<(), ApiError> {
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
pub async fn undo(AtGame { state, id, viewer }: AtGame) -> Result<Json<GameState>, ApiError> {
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
pub async fn resign(AtGame { state, id, viewer }: AtGame) -> Result<Json<GameState>, ApiError> {
    change_as_seat(state, id, viewer, |_, seat, game| {
        let loser = match seat {
            Seat::Color(c) => c,
            Seat::Both => game.position().side(),
        };
        Ok(game.resign(loser)?)
    })
    .await
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

/// Query parameters as text (the handlers read and check them).
pub type Params = std::collections::HashMap<String, String>;
