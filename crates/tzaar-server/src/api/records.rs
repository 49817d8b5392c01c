//! A game as a record: `GET /api/games/{id}/record` writes it, `POST /api/import` reads one
//! (ours or LittleGolem's) into a game to review.

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use tzaar_core::{Action, Record, RecordErrorKind, littlegolem};

use super::detached;
use super::extract::ClientKey;
use super::requests::MAX_NAME;
use super::responses::Imported;
use crate::accounts::Viewer;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::{Live, Mode, new_id, setup_word};
use crate::state::AppState;
use crate::store::{GameMeta, GameRow};
use crate::text::{shows_something, strip_format};

/// `GET /api/games/{id}/record`: the game record as a file.
pub async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let handle = state.games().game(&id).await?;
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
            _ => ApiError::from(e),
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
        let known = state.games().store_import(hash, r, m, actions).await?;
        // An imported game is not kept in memory once answered: it is loaded when asked for.
        let (status, game_state) = match known {
            // The same record again: its game, as it was imported.
            Some(id) => (StatusCode::OK, state.games().stored_state(&id).await?),
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
