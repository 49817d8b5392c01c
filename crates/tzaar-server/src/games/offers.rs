//! Offers between a game's players: a takeback in an online game, which the opponent accepts
//! or declines, and a rematch after the end, which creates the next game with the colours
//! swapped. A pending offer is stored with the game (`takeback:white`), so a restart keeps it;
//! any change to the game ends it.

use std::sync::Arc;

use serde::Serialize;
use tzaar_core::{Color, Game, SetupKind, Start};

use super::asks::{Asking, OfferKind};
use super::ids::{new_id, random_u64};
use super::live::{GameHandle, Live, Seat};
use super::service::Games;
use super::words::{Mode, setup_word, start_of};
use crate::error::ApiError;
use crate::store::{GameMeta, GameRow, SeatBinding};

/// A pending offer, as the State sends it: `{"kind": "takeback", "by": "white"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Offer {
    /// What is offered.
    pub kind: OfferKind,
    /// The seat that offers.
    pub by: Color,
}

impl Offer {
    /// The offer as the archive keeps it: `takeback:white`.
    pub fn word(self) -> String {
        format!("{}:{}", self.kind.word(), self.by.name())
    }

    /// An offer read back from [`Offer::word`].
    pub fn from_word(word: &str) -> Option<Offer> {
        let (kind, by) = word.split_once(':')?;
        let kind = [OfferKind::Takeback, OfferKind::Rematch]
            .into_iter()
            .find(|k| k.word() == kind)?;
        Some(Offer {
            kind,
            by: by.parse().ok()?,
        })
    }
}

impl Live {
    /// The pending offer, if any.
    pub fn offer(&self) -> Option<Offer> {
        self.meta.offer.as_deref().and_then(Offer::from_word)
    }

    /// The colour of `seat` for an offer (a hot seat is both: White speaks for it).
    fn offerer(seat: Seat) -> Color {
        match seat {
            Seat::Color(c) => c,
            Seat::Both => Color::White,
        }
    }

    /// The next game after this one: same mode, setup kind (a new seed for a random setup),
    /// level and clock; colours swapped with the seats' holders, so each token opens the
    /// other colour.
    fn rematch_game(&self, now: i64) -> Result<Live, ApiError> {
        let row = &self.row;
        let kind = match start_of(&row.setup, row.seed, &row.start) {
            Ok(Start::Setup(SetupKind::Random { .. })) => SetupKind::Random {
                // A seed the players can read and type again, as for a new game.
                seed: random_u64()? % 1_000_000_000,
            },
            Ok(Start::Setup(kind)) => kind,
            _ => {
                return Err(ApiError::conflict(
                    "rematch-not-allowed",
                    "this game did not start from a setup, so it has no rematch",
                ));
            }
        };
        let start = Start::Setup(kind);
        let (setup, seed) = setup_word(&start);
        let game = Game::from_start(start);
        // A name goes with its player to the other colour, but a guest's default name (the
        // colour's own, `White` or `Black`) stays with the colour.
        let moved = |seat: &SeatBinding, name: &str, old: &str, new: &str| {
            if seat.account.is_none() && name == old {
                new.to_string()
            } else {
                name.to_string()
            }
        };
        let white = moved(&row.seats[1], &row.black, "Black", "White");
        let black = moved(&row.seats[0], &row.white, "White", "Black");
        // Both seats are held already (by the same players, their tokens and accounts swapped).
        let held = |s: &SeatBinding| SeatBinding {
            invite: None,
            taken: true,
            account: s.account,
            account_name: s.account_name.clone(),
            bot: s.bot,
        };
        let new = GameRow {
            id: new_id()?,
            mode: row.mode.clone(),
            setup: setup.into(),
            seed,
            level: row.level,
            start: game.start_position().to_string(),
            white_token: row.black_token.clone(),
            black_token: row.white_token.clone(),
            white,
            black,
            engine_color: self.engine_color().map(|c| c.opponent().name().to_string()),
            clock: row.clock,
            tags: None,
            created: now,
            rated: row.rated,
            days_per_turn: row.days_per_turn,
            seats: [held(&row.seats[1]), held(&row.seats[0])],
            tournament: None,
        };
        Ok(Live::new(new, GameMeta::new_game(row.clock, now), game))
    }
}

/// The colour of `seat` in an online game; `not-online` for the other modes, where `what`
/// (`takebacks are`, `chat is`) is not offered.
pub fn online_seat(live: &Live, seat: Seat, what: &str) -> Result<Color, ApiError> {
    match (live.mode(), seat) {
        (Mode::Online, Seat::Color(c)) => Ok(c),
        (mode, _) => Err(ApiError::conflict(
            "not-online",
            format!("{what} for online games, not {} games", mode.word()),
        )),
    }
}

/// What a seated player asks (see [`super::asks`]).
impl Asking<'_> {
    /// `seat` asks to take back its last turn: accepts the opponent's pending takeback (the
    /// game goes back to the start of the opponent's last turn), or else offers one.
    pub(super) async fn takeback(self) -> Result<(), ApiError> {
        let Asking(games, handle, live, seat, now) = self;
        let me = online_seat(
            live,
            seat,
            "takebacks are (engine and hot-seat games have undo)",
        )?;
        if let Some(r) = live.game.result() {
            return Err(ApiError::conflict(
                "game-decided",
                format!("the game is over: {r}"),
            ));
        }
        let nothing = |c: Color| {
            ApiError::conflict(
                "nothing-to-take-back",
                format!("{c} has played no turn to take back"),
            )
        };
        match live.offer() {
            Some(Offer {
                kind: OfferKind::Takeback,
                by,
            }) if by == me => Err(ApiError::conflict(
                "offer-pending",
                "you have offered a takeback already: wait for the answer",
            )),
            Some(Offer {
                kind: OfferKind::Takeback,
                by,
            }) => {
                games
                    .change(handle, live, now, |_, game| {
                        game.undo_to_turn_of(by)
                            .map(drop)
                            .ok_or_else(|| nothing(by))
                    })
                    .await
            }
            _ => {
                if live.game.clone().undo_to_turn_of(me).is_none() {
                    return Err(nothing(me));
                }
                games
                    .offer(handle, live, now, OfferKind::Takeback, me)
                    .await
            }
        }
    }

    /// `seat` asks for a rematch of a finished game: accepts the opponent's offer, or makes
    /// one; against the engine and at a hot seat the rematch is agreed at once. Once agreed,
    /// asking again changes nothing.
    pub(super) async fn rematch(self) -> Result<(), ApiError> {
        let Asking(games, handle, live, seat, now) = self;
        if !live.game.is_over() {
            return Err(ApiError::conflict(
                "game-not-over",
                "a rematch is for a finished game: play on, or resign",
            ));
        }
        if live.meta.rematch.is_some() {
            return Ok(());
        }
        if live.row.tournament.is_some() {
            return Err(ApiError::conflict(
                "tournament-game",
                "a tournament pairs its players again itself: no rematch",
            ));
        }
        let me = Live::offerer(seat);
        let at_once = live.mode() != Mode::Online;
        match live.offer() {
            Some(Offer { by, .. }) if by == me && !at_once => Err(ApiError::conflict(
                "offer-pending",
                "you have offered a rematch already: wait for the answer",
            )),
            Some(_) => games.agree_rematch(handle, live, now).await,
            None if at_once => games.agree_rematch(handle, live, now).await,
            None => games.offer(handle, live, now, OfferKind::Rematch, me).await,
        }
    }

    /// `seat` declines the opponent's pending offer of `kind`, or withdraws its own;
    /// `no-offer` if there is none.
    pub(super) async fn decline(self, kind: OfferKind) -> Result<(), ApiError> {
        let Asking(games, handle, live, _, now) = self;
        if live.offer().map(|o| o.kind) != Some(kind) {
            return Err(ApiError::conflict(
                "no-offer",
                format!("no {} is offered in this game", kind.word()),
            ));
        }
        // Every change ends the pending offer.
        games.change(handle, live, now, |_, _| Ok(())).await
    }
}

impl Games {
    /// Stores `by`'s offer of `kind`, the game itself unchanged.
    async fn offer(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        now: i64,
        kind: OfferKind,
        by: Color,
    ) -> Result<(), ApiError> {
        let word = Offer { kind, by }.word();
        self.change_with(
            handle,
            live,
            now,
            |_, _| Ok(()),
            |m| m.offer = Some(word.clone()),
        )
        .await
    }

    /// Creates the rematch and names it in this game, in one transaction; then the new game
    /// starts (the engine moves if it is White) and this game's subscribers hear of it.
    async fn agree_rematch(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        now: i64,
    ) -> Result<(), ApiError> {
        let next = live.rematch_game(now)?;
        let mut meta = live.meta_after(&live.game, now, false);
        meta.rematch = Some(next.row.id.clone());
        let (old_id, old_meta) = (handle.id.clone(), meta.clone());
        let (row, new_meta) = (next.row.clone(), next.meta.clone());
        self.blocking(move |s| s.create_rematch(&old_id, &old_meta, &row, &new_meta))
            .await?;
        let new_handle = self.adopt(next);
        {
            let mut new_live = new_handle.live.lock().await;
            self.after_change(&new_handle, &mut new_live);
        }
        live.meta = meta;
        live.epoch += 1;
        self.after_change(handle, live);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offers_are_stored_as_words_and_read_back() {
        for kind in [OfferKind::Takeback, OfferKind::Rematch] {
            for by in [Color::White, Color::Black] {
                let offer = Offer { kind, by };
                assert_eq!(Offer::from_word(&offer.word()), Some(offer));
            }
        }
        let white = Offer {
            kind: OfferKind::Takeback,
            by: Color::White,
        };
        assert_eq!(white.word(), "takeback:white");
        for bad in ["", "takeback", "takeback:", "draw:white", "rematch:green"] {
            assert_eq!(Offer::from_word(bad), None, "{bad}");
        }
    }
}
