//! What a seated player asks of a game, beyond playing: takebacks and rematches (offered,
//! accepted, declined; the rules are in [`super::offers`]), aborting an online game and
//! claiming a win ([`super::online`]). [`Games::ask`] serves them all.

use std::sync::Arc;

use serde::Serialize;

use super::live::{GameHandle, Live, Seat};
use super::service::Games;
use crate::error::ApiError;

/// What a seat asks of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// To take back the seat's last turn, or to accept the opponent's offer to (online
    /// games).
    Takeback,
    /// A rematch of a finished game, offered or accepting the opponent's offer (at once
    /// against the engine and at a hot seat).
    Rematch,
    /// To decline the opponent's offer of this kind, or withdraw one's own.
    Decline(OfferKind),
    /// To end an online game before Black's first action; it has no result (status
    /// `aborted`).
    Abort,
    /// To win because the opponent's time has run out or the opponent has been disconnected
    /// longer than the server allows.
    Claim,
}

/// What is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OfferKind {
    /// To take back the offerer's last turn.
    Takeback,
    /// To play again, colours swapped.
    Rematch,
}

impl OfferKind {
    /// The word of the API and the archive.
    pub const fn word(self) -> &'static str {
        match self {
            OfferKind::Takeback => "takeback",
            OfferKind::Rematch => "rematch",
        }
    }
}

/// A seat's ask in progress: the games service, the game's handle, the game locked, the seat
/// that asks, and when (ms since the epoch).
pub(super) struct Asking<'a>(
    pub(super) &'a Games,
    pub(super) &'a Arc<GameHandle>,
    pub(super) &'a mut Live,
    pub(super) Seat,
    pub(super) i64,
);

impl Games {
    /// `seat` of the locked game `live` asks `ask` at `now`; on any error nothing changes.
    pub async fn ask(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        seat: Seat,
        ask: Ask,
        now: i64,
    ) -> Result<(), ApiError> {
        let asking = Asking(self, handle, live, seat, now);
        match ask {
            Ask::Takeback => asking.takeback().await,
            Ask::Rematch => asking.rematch().await,
            Ask::Decline(kind) => asking.decline(kind).await,
            Ask::Abort => asking.abort().await,
            Ask::Claim => asking.claim().await,
        }
    }
}
