//! `GET /api/bot/stream`: a bot account's stream, for the program that plays it. The lines
//! are made by the bots service ([`crate::bots::stream`]); this sends them as they come, one
//! JSON object a line (`application/x-ndjson`), until the stream ends.

use std::convert::Infallible;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderName, HeaderValue, header};
use axum::response::{IntoResponse, Response};

use super::accounts::logged_in;
use crate::accounts::Viewer;
use crate::error::ApiError;
use crate::state::AppState;

/// `GET /api/bot/stream`: 401 `not-logged-in`, 403 `not-a-bot` for a person's account; else
/// 200 and the bot's lines, kept open.
pub async fn stream(State(state): State<AppState>, viewer: Viewer) -> Result<Response, ApiError> {
    let session = state.accounts().watch(&viewer);
    let account = logged_in(viewer)?;
    if !account.bot {
        return Err(ApiError::forbidden(
            "not-a-bot",
            "only a bot account has a stream: make the account a bot first (POST /api/me/bot)",
        ));
    }
    let lines = state.bots().open(account, session);
    let body = Body::from_stream(futures_util::stream::unfold(lines, |mut lines| async {
        let line = lines.recv().await?;
        Some((Ok::<_, Infallible>(line), lines))
    }));
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/x-ndjson"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            // A proxy in front passes each line on at once rather than gathering them.
            (
                HeaderName::from_static("x-accel-buffering"),
                HeaderValue::from_static("no"),
            ),
        ],
        body,
    )
        .into_response())
}
