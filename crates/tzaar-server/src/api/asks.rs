//! The endpoints at which a seated player asks something of a game that takes no body:
//! takebacks and rematches (offered, accepted, declined; the rules are in
//! [`crate::games::offers`]), aborting an online game and claiming a win. One handler serves
//! them all, told by its `Ask` what is asked.

use std::future::Future;
use std::pin::Pin;

use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::routing::post;

use super::detached;
use crate::accounts::Viewer;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::{Ask, OfferKind, State as GameState};
use crate::state::AppState;

/// The routes of this module, each with what it asks.
pub fn routes() -> Router<AppState> {
    let offer = |kind, ask| post(asking(ask)).delete(asking(Ask::Decline(kind)));
    Router::new()
        .route(
            "/api/games/{id}/takeback",
            offer(OfferKind::Takeback, Ask::Takeback),
        )
        .route(
            "/api/games/{id}/rematch",
            offer(OfferKind::Rematch, Ask::Rematch),
        )
        .route("/api/games/{id}/abort", post(asking(Ask::Abort)))
        .route("/api/games/{id}/claim", post(asking(Ask::Claim)))
}

/// What a handler of this module answers, once done.
type Answer = Pin<Box<dyn Future<Output = Result<Json<GameState>, ApiError>> + Send>>;

/// The handler of the endpoint at which the viewer's seat in game `{id}` asks `ask`.
fn asking(
    ask: Ask,
) -> impl Fn(State<AppState>, Path<String>, Viewer) -> Answer + Clone + Send + Sync + 'static {
    move |State(state), Path(id), viewer| Box::pin(as_seat(state, id, viewer, ask))
}

/// Does `ask` for the viewer's seat in game `id`, in a task of its own, after ending the game
/// on time if a clock has run out; answers with the State.
async fn as_seat(
    state: AppState,
    id: String,
    viewer: Viewer,
    ask: Ask,
) -> Result<Json<GameState>, ApiError> {
    detached(async move {
        let games = state.games();
        let handle = games.game(&id).await?;
        let mut live = handle.live.lock().await;
        games.check_flag(&handle, &mut live).await?;
        let seat = live.seat(&viewer)?;
        if let (Ask::Rematch, crate::games::Seat::Color(me)) = (ask, seat) {
            // No rematch offers from a player the opponent blocks.
            let opponent = live.row.seats[me.opponent().index()].account;
            let mine = viewer.account.as_ref().map(|a| a.id);
            state.moderation().check(opponent, mine).await?;
        }
        let now = now_ms();
        games.ask(&handle, &mut live, seat, ask, now).await?;
        Ok(Json(live.state(now)))
    })
    .await
}
