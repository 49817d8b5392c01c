//! The lobby's endpoints: open challenges posted, listed, cancelled and accepted.
//! A challenge accepted starts a game whose seats are bound to the two accounts.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use tzaar_core::{Color, Game, SetupKind};

use super::accounts::logged_in;
use super::body::JsonBody;
use super::detached;
use super::extract::{AtGame, SignedIn};
use super::seek_request::{NewSeek, SeekSpec, TimeControl};
use crate::accounts::{AccountRef, Viewer};
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::ColorChoice;
use crate::games::{Live, Mode, Terms, game_between, new_id};
use crate::lobby::seeks::{MAX_OPEN_SEEKS, SeekInfo};
use crate::lobby::{GoneWhy, LobbyMessage};
use crate::mail::notices::Event;
use crate::state::AppState;
use crate::store::{GameMeta, GameRow, SeekListing, SeekRow, Taken};

/// The reply of `GET /api/seeks`.
#[derive(Serialize, Debug)]
pub struct SeekList {
    /// The open challenges the asker may see, oldest first.
    pub seeks: Vec<SeekInfo>,
}

/// The reply of `POST /api/seeks`.
#[derive(Serialize, Debug)]
pub struct SeekPosted {
    /// The new challenge's id.
    pub id: String,
    /// The game, when it started at once (a challenge to an engine level).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
}

/// The reply of `POST /api/seeks/{id}/accept`.
#[derive(Serialize, Debug)]
pub struct Accepted {
    /// The new game's id.
    pub game: String,
}

impl AppState {
    /// The open challenges the account `name` (or a guest) may see.
    pub async fn visible_seeks(&self, name: Option<&str>) -> Result<Vec<SeekInfo>, ApiError> {
        let seeks = self.challenges().open().await?;
        Ok(seeks
            .iter()
            .map(SeekInfo::from_listing)
            .filter(|s| s.is_for(name))
            .collect())
    }
}

/// `GET /api/seeks`: the open challenges (direct ones only for their two players).
pub async fn list_seeks(
    State(state): State<AppState>,
    viewer: Viewer,
) -> Result<Json<SeekList>, ApiError> {
    let name = viewer.account.map(|a| a.name);
    Ok(Json(SeekList {
        seeks: state.visible_seeks(name.as_deref()).await?,
    }))
}

fn seek_row(spec: &SeekSpec, id: String, owner: i64, opponent: Option<i64>) -> SeekRow {
    let (setup, seed) = (spec.kind.word(), spec.kind.seed());
    let (clock, days_per_turn) = match spec.time {
        TimeControl::Clock {
            initial_ms,
            increment_ms,
        } => (Some((initial_ms, increment_ms)), None),
        TimeControl::Days(d) => (None, Some(d)),
    };
    SeekRow {
        id,
        owner,
        setup: setup.to_string(),
        seed,
        clock,
        days_per_turn,
        rated: spec.rated,
        color: spec.color.word().to_string(),
        opponent,
        created: now_ms(),
    }
}

/// `POST /api/seeks`: posts a challenge (logged-in players only); 201 `{"id"}`.
pub async fn post_seek(
    State(state): State<AppState>,
    SignedIn(account): SignedIn,
    JsonBody(req): JsonBody<NewSeek>,
) -> Result<Response, ApiError> {
    let spec = req.validate()?;
    let opponent: Option<crate::store::AccountRow> = match &spec.opponent {
        None => None,
        Some(name) => {
            let row = state
                .accounts()
                .account(name)
                .await?
                .ok_or_else(|| ApiError::UnknownPlayer(name.clone()))?;
            if row.id == account.id {
                return Err(ApiError::conflict(
                    "own-seek",
                    "you cannot challenge yourself",
                ));
            }
            state
                .moderation()
                .check(Some(row.id), Some(account.id))
                .await?;
            Some(row)
        }
    };
    // A bot challenges only directly, and a bot played through the bot API is challenged
    // only while its program is connected and has room for another game.
    state
        .bots()
        .check_challenge(&account, opponent.as_ref())
        .await?;
    let row = seek_row(
        &spec,
        new_id()?,
        account.id,
        opponent.as_ref().map(|o| o.id),
    );
    // An engine level always accepts, at once.
    let bot = opponent.filter(|o| o.bot_level.is_some());
    if bot.is_some() && state.games().pool().is_full() {
        return Err(ApiError::Busy);
    }
    let posted = state.challenges().post(row.clone(), MAX_OPEN_SEEKS).await?;
    if !posted {
        return Err(ApiError::conflict(
            "too-many-seeks",
            format!("you have {MAX_OPEN_SEEKS} open challenges: cancel one first"),
        ));
    }
    let listing = state
        .challenges()
        .get(&row.id)
        .await?
        .ok_or_else(|| ApiError::Internal("a challenge vanished as it was posted".into()))?;
    let game = match bot {
        Some(bot) => Some(start_game(&state, &listing, &bot.account_ref(), bot.bot_level).await?),
        None => {
            let info = SeekInfo::from_listing(&listing);
            state
                .inner
                .lobby
                .announce(&info, &LobbyMessage::Seek { seek: &info });
            if let Some(to) = &listing.opponent_name {
                let event = Event::Challenge {
                    seek: row.id.clone(),
                    player: to.clone(),
                    from: account.name.clone(),
                };
                let mail = state.mail().clone();
                tokio::spawn(async move { mail.notify(event).await });
            }
            None
        }
    };
    Ok((StatusCode::CREATED, Json(SeekPosted { id: row.id, game })).into_response())
}

/// The game a challenge starts when `taker` takes it (`level`: an engine level's account):
/// its seats bound to the two accounts, the challenger's colour as chosen (or drawn now).
fn seek_game(
    listing: &SeekListing,
    taker: &AccountRef,
    level: Option<u8>,
    now: i64,
) -> Result<(GameRow, GameMeta, Game), ApiError> {
    let seek = &listing.row;
    // A random setup's seed was drawn when the challenge was posted.
    let seed = seek.seed.map(|s| s.to_string());
    let kind = SetupKind::from_word(&seek.setup, seed.as_deref())
        .map_err(|e| ApiError::Internal(format!("challenge {} has a bad setup: {e}", seek.id)))?;
    let owner_color = ColorChoice::from_word(&seek.color).draw()?;
    let owner = AccountRef {
        id: seek.owner,
        name: listing.owner_name.clone(),
        bot: listing.owner_bot,
    };
    let (white, black) = match owner_color {
        Color::White => (&owner, taker),
        Color::Black => (taker, &owner),
    };
    let terms = Terms {
        kind,
        clock: seek.clock,
        days_per_turn: seek.days_per_turn,
        rated: seek.rated,
        tournament: None,
    };
    let (mut row, meta, game) = game_between(white, black, &terms, now)?;
    // Against an engine level, its account's seat is played by the engine.
    if level.is_some() {
        row.mode = Mode::Engine.word().into();
        row.level = level;
        row.engine_color = Some(owner_color.opponent().name().to_string());
    }
    Ok((row, meta, game))
}

/// Takes the challenge for `taker` and starts its game: stored with the challenge taken in
/// one transaction, then in memory, then announced to the lobby. 409 `seek-taken` if someone
/// else took it first.
async fn start_game(
    state: &AppState,
    listing: &SeekListing,
    taker: &AccountRef,
    level: Option<u8>,
) -> Result<String, ApiError> {
    let (row, meta, game) = seek_game(listing, taker, level, now_ms())?;
    let (state, listing, taker) = (state.clone(), listing.clone(), taker.clone());
    detached(async move {
        // A bot's games are counted in the transaction that takes the challenge.
        let bots = [
            (taker.bot, taker.id, &taker.name),
            (listing.owner_bot, listing.row.owner, &listing.owner_name),
        ];
        let ids = bots.iter().filter(|b| b.0).map(|b| b.1).collect();
        let max_games = state.bots().max_games();
        match state
            .challenges()
            .take(&listing.row.id, row.clone(), meta.clone(), ids, max_games)
            .await?
        {
            Taken::Started => {}
            Taken::Gone => {
                return Err(ApiError::conflict(
                    "seek-taken",
                    "someone else has just accepted this challenge",
                ));
            }
            Taken::Busy(account) => {
                let name = bots.iter().find(|b| b.1 == account).map_or("", |b| b.2);
                return Err(state.bots().busy(name));
            }
        }
        let id = row.id.clone();
        let (white, black) = (row.white.clone(), row.black.clone());
        let handle = state.games().adopt(Live::new(row, meta, game));
        {
            let mut live = handle.live.lock().await;
            state.games().after_change(&handle, &mut live);
        }
        tell_gone(&state, &listing, GoneWhy::Taken);
        state.inner.lobby.publish(&LobbyMessage::GameStarted {
            game: &id,
            seek: &listing.row.id,
            white: &white,
            black: &black,
        });
        Ok(id)
    })
    .await
}

/// `POST /api/seeks/{id}/accept`: takes an open challenge (logged in, not one's own, and a
/// direct challenge only by the player challenged); 201 `{"game"}`.
pub async fn accept_seek(AtGame { state, id, viewer }: AtGame) -> Result<Response, ApiError> {
    let (account, listing) = seek_for(&state, viewer, &id).await?;
    if listing.status != "open" {
        return Err(ApiError::conflict(
            "seek-taken",
            format!("the challenge is {} already", listing.status),
        ));
    }
    if listing.row.owner == account.id {
        return Err(ApiError::conflict(
            "own-seek",
            "this is your own challenge: wait for someone to accept it, or cancel it",
        ));
    }
    if let Some(to) = listing.row.opponent
        && to != account.id
    {
        return Err(ApiError::forbidden(
            "not-your-challenge",
            format!(
                "this challenge is for {}",
                listing.opponent_name.as_deref().unwrap_or("another player")
            ),
        ));
    }
    state
        .moderation()
        .check(Some(listing.row.owner), Some(account.id))
        .await?;
    let game = start_game(&state, &listing, &account, None).await?;
    Ok((StatusCode::CREATED, Json(Accepted { game })).into_response())
}

/// The logged-in viewer's account and the challenge `id`: 401 `not-logged-in` without a
/// session, 404 `unknown-seek` if there is no such challenge.
async fn seek_for(
    state: &AppState,
    viewer: Viewer,
    id: &str,
) -> Result<(AccountRef, SeekListing), ApiError> {
    let account = logged_in(viewer)?;
    let listing = state
        .challenges()
        .get(id)
        .await?
        .ok_or_else(|| ApiError::UnknownSeek(id.chars().take(40).collect()))?;
    Ok((account, listing))
}

/// `DELETE /api/seeks/{id}`: cancels one's own open challenge; 204.
pub async fn cancel_seek(AtGame { state, id, viewer }: AtGame) -> Result<StatusCode, ApiError> {
    let (account, listing) = seek_for(&state, viewer, &id).await?;
    if listing.row.owner != account.id {
        return Err(ApiError::forbidden(
            "not-your-seek",
            "only the player who posted a challenge may cancel it",
        ));
    }
    if !state.challenges().cancel(&id, account.id).await? {
        return Err(seek_closed(&listing));
    }
    tell_gone(&state, &listing, GoneWhy::Cancelled);
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/seeks/{id}/decline`: the player a challenge is made to directly declines it;
/// 204. 403 `not-your-challenge` for an open challenge or one made to someone else, 409
/// `seek-closed` once it is taken, cancelled, declined or expired.
pub async fn decline_seek(AtGame { state, id, viewer }: AtGame) -> Result<StatusCode, ApiError> {
    let (account, listing) = seek_for(&state, viewer, &id).await?;
    if listing.row.opponent != Some(account.id) {
        return Err(ApiError::forbidden(
            "not-your-challenge",
            "only the player a challenge is made to directly may decline it",
        ));
    }
    if listing.status != "open" || !state.challenges().decline(&id, account.id).await? {
        return Err(seek_closed(&listing));
    }
    tell_gone(&state, &listing, GoneWhy::Declined);
    Ok(StatusCode::NO_CONTENT)
}

/// 409 `seek-closed`: the challenge `listing` was found closed (taken, cancelled, declined or
/// expired, maybe a moment after it was read as open).
fn seek_closed(listing: &SeekListing) -> ApiError {
    let status = match listing.status.as_str() {
        "open" => "closed",
        other => other,
    };
    ApiError::conflict("seek-closed", format!("the challenge is {status} already"))
}

/// Tells the lobby that the challenge `listing` left the list, and why.
fn tell_gone(state: &AppState, listing: &SeekListing, reason: GoneWhy) {
    let info = SeekInfo::from_listing(listing);
    state.inner.lobby.announce(
        &info,
        &LobbyMessage::SeekGone {
            id: &info.id,
            reason,
        },
    );
}
