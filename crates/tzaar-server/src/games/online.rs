//! Online play: who is connected to each seat, seats taken at first use, when a game has
//! begun (Black's first action), abort and claim.

use serde::Serialize;
use std::sync::Arc;

use tzaar_core::{Color, Termination};

use super::asks::Asking;
use super::live::{GameHandle, Live, Seat, black_has_acted};
use super::service::Games;
use super::words::Mode;
use crate::accounts::AccountRef;
use crate::error::ApiError;

/// A claim by absence that is open or will open: `against` is the side to act, gone; a claim
/// is accepted `in_ms` after the moment the State was made (0: now).
#[derive(Serialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AbsenceClaim {
    /// The absent side to act, whom the claim would make lose.
    pub against: Color,
    /// How long until a claim is accepted, from the State's time.
    pub in_ms: i64,
}

/// Why a seated player may claim the win.
enum Claim {
    /// The opponent's time (or deadline) has run out.
    Time,
    /// The opponent has been gone too long.
    Abandonment,
    /// The game is already won on time (the server's timer, or the request, ended it).
    Won,
}

impl Live {
    /// Refuses any change to an aborted game (409 `game-aborted`).
    pub fn check_not_aborted(&self) -> Result<(), ApiError> {
        if self.is_aborted() {
            return Err(ApiError::conflict(
                "game-aborted",
                "the game was aborted: nothing more can happen in it",
            ));
        }
        Ok(())
    }

    /// Whether the game can be aborted now: an online game going on, outside tournaments, in
    /// which Black has not yet acted.
    pub fn abortable(&self) -> bool {
        self.mode() == Mode::Online
            && self.row.tournament.is_none()
            && !self.is_finished()
            && !black_has_acted(&self.game)
    }

    /// Whether the game is played in real time: online, without days per turn. Only in such a
    /// game does absence lose; a correspondence game is lost on time only at its deadline.
    fn real_time(&self) -> bool {
        self.mode() == Mode::Online && self.row.days_per_turn.is_none()
    }

    /// The claim by absence open against the side to act at `now`, or counting down to open:
    /// only in a real-time online game going on after Black's first action, while the side to
    /// act has no live connection.
    pub fn absence_claim(&self, now: i64) -> Option<AbsenceClaim> {
        if !self.real_time() || self.is_finished() || !black_has_acted(&self.game) {
            return None;
        }
        let against = self.game.position().side();
        let gone = self.presence.gone_for(against, now)?;
        Some(AbsenceClaim {
            against,
            in_ms: self.presence.claim_after.saturating_sub(gone).max(0),
        })
    }

    /// The colour of a seat that may abort or claim: one side's seat of an online game.
    fn player(&self, seat: Seat) -> Result<Color, ApiError> {
        match seat {
            Seat::Color(c) if self.mode() == Mode::Online => Ok(c),
            _ => Err(ApiError::conflict(
                "not-a-player",
                "only one of the two players of an online game can do this",
            )),
        }
    }

    /// What `claimer` may claim at `now`.
    fn claim(&self, claimer: Color, now: i64) -> Result<Claim, ApiError> {
        self.check_not_aborted()?;
        if let Some(result) = self.game.result() {
            if result.winner == claimer && result.termination == Termination::Time {
                return Ok(Claim::Won);
            }
            return Err(ApiError::conflict(
                "game-decided",
                format!("the game is over: {result}"),
            ));
        }
        let opponent = claimer.opponent();
        if self.flagged(now) == Some(opponent) {
            return Ok(Claim::Time);
        }
        if !black_has_acted(&self.game) {
            return Err(ApiError::conflict(
                "nothing-to-claim",
                "the game has not begun (Black has not acted yet): abort it instead",
            ));
        }
        if !self.real_time() {
            return Err(ApiError::conflict(
                "nothing-to-claim",
                format!(
                    "{opponent} still has time: a correspondence game is lost on time only when \
                     the deadline passes, however long a player is away"
                ),
            ));
        }
        if self.game.position().side() != opponent {
            return Err(ApiError::conflict(
                "nothing-to-claim",
                format!(
                    "it is your turn, not {opponent}'s: a win can be claimed only against the \
                     side to act"
                ),
            ));
        }
        match self.absence_claim(now) {
            None => Err(ApiError::conflict(
                "nothing-to-claim",
                format!("{opponent} is connected and has time left"),
            )),
            Some(c) if c.in_ms > 0 => Err(ApiError::conflict(
                "nothing-to-claim",
                format!(
                    "{opponent} has been gone for {} s; you can claim the win after {} s",
                    (self.presence.claim_after - c.in_ms) / 1000,
                    self.presence.claim_after / 1000
                ),
            )),
            Some(_) => Ok(Claim::Abandonment),
        }
    }
}

impl Games {
    /// Marks `c`'s seat taken, binding `account` if given and replacing the seat's token by
    /// `token` if given, if it was not yet: first in the archive, then in memory. `false` if
    /// it was taken already.
    pub async fn take_seat(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        c: Color,
        account: Option<AccountRef>,
        token: Option<String>,
    ) -> Result<bool, ApiError> {
        if live.row.seats[c.index()].taken {
            return Ok(false);
        }
        let id = handle.id.clone();
        let (who, fresh) = (account.clone(), token.clone());
        let taken = self
            .blocking(move |s| {
                let who = who.as_ref().map(|a| (a.id, a.name.as_str()));
                s.take_seat(&id, c.name(), who, fresh.as_deref())
            })
            .await?;
        if !taken {
            // Taken meanwhile, through another instance sharing the archive: read it again.
            self.reload(handle, live).await?;
            return Ok(false);
        }
        live.meta.version += 1;
        if let Some(token) = token {
            match c {
                Color::White => live.row.white_token = Some(token),
                Color::Black => live.row.black_token = Some(token),
            }
        }
        let seat = &mut live.row.seats[c.index()];
        seat.taken = true;
        if let Some(a) = account {
            seat.account = Some(a.id);
            seat.account_name = Some(a.name.clone());
            seat.bot = a.bot;
            match c {
                Color::White => live.row.white = a.name,
                Color::Black => live.row.black = a.name,
            }
        }
        handle.publish(live);
        Ok(taken)
    }
}

impl Games {
    /// Counts (`present`), or stops counting, one connection to each of the `seats` of game
    /// `handle`, as a player's socket or a bot's stream does; tells its sockets and the other
    /// instances.
    pub async fn attend(&self, handle: &Arc<GameHandle>, seats: &[Color], present: bool) {
        if seats.is_empty() {
            return;
        }
        let mut live = handle.live.lock().await;
        let now = crate::dates::now_ms();
        for &c in seats {
            if present {
                live.presence.connect(c);
            } else {
                live.presence.disconnect(c, now);
            }
        }
        handle.publish(&live);
        self.inner.bus.tell(crate::cluster::Note::Seats {
            game: handle.id.clone(),
            seats: live.presence.local(),
        });
    }
}

/// What a seated player asks (see [`super::asks`]).
impl Asking<'_> {
    /// `seat` aborts the game at `now` (409 `cannot-abort` once Black has acted).
    pub(super) async fn abort(self) -> Result<(), ApiError> {
        let Asking(games, handle, live, seat, now) = self;
        live.player(seat)?;
        live.check_not_aborted()?;
        if live.row.tournament.is_some() {
            return Err(ApiError::conflict(
                "cannot-abort",
                "a tournament game cannot be aborted: a side that does not play loses on time",
            ));
        }
        if !live.abortable() {
            return Err(ApiError::conflict(
                "cannot-abort",
                "a game can be aborted only before Black's first action",
            ));
        }
        games.abort(handle, live, now).await
    }

    /// `seat` claims the win at `now`: on time, or, in a real-time game, because the opponent
    /// is to act and has been gone longer than the server's claim time.
    pub(super) async fn claim(self) -> Result<(), ApiError> {
        let Asking(games, handle, live, seat, now) = self;
        let claimer = live.player(seat)?;
        let loser = claimer.opponent();
        match live.claim(claimer, now)? {
            Claim::Time => {
                games
                    .change(handle, live, now, |_, game| Ok(game.lose_on_time(loser)?))
                    .await
            }
            Claim::Abandonment => {
                games
                    .change(handle, live, now, |_, game| Ok(game.abandon(loser)?))
                    .await
            }
            Claim::Won => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::{Game, SetupKind};

    #[test]
    fn black_acts_in_the_second_turn() {
        let mut g = Game::new(SetupKind::Standard);
        assert!(!black_has_acted(&g));
        g.play(g.position().parse_action("D5xD4").unwrap()).unwrap();
        assert!(!black_has_acted(&g));
        let black = g.position().legal_actions()[0];
        g.play(black).unwrap();
        assert!(black_has_acted(&g));
    }

    fn viewer(account: Option<i64>, bearer: Option<&str>) -> crate::accounts::Viewer {
        crate::accounts::Viewer {
            session: None,
            account: account.map(|id| AccountRef {
                id,
                name: format!("p{id}"),
                bot: false,
            }),
            bearer: bearer.map(str::to_string),
        }
    }

    #[test]
    fn one_decision_for_tokens_and_accounts() {
        use crate::store::{GameMeta, GameRow, SeatBinding};
        let bound = SeatBinding {
            account: Some(7),
            taken: true,
            ..SeatBinding::default()
        };
        let live = Live::new(
            GameRow {
                mode: "online".into(),
                white_token: Some("w".into()),
                black_token: Some("b".into()),
                seats: [bound, SeatBinding::default()],
                ..GameRow::default()
            },
            GameMeta::default(),
            Game::new(SetupKind::Standard),
        );
        let seat = |a, b| live.seat(&viewer(a, b)).map_err(|e| e.code());
        let white = Ok(Seat::Color(Color::White));
        assert_eq!(seat(Some(7), None), white);
        assert_eq!(
            seat(Some(7), Some("b")),
            white,
            "the session's own seat first"
        );
        assert_eq!(
            seat(None, Some("w")),
            white,
            "a program's seat token still works"
        );
        assert_eq!(seat(Some(8), Some("w")), Err("not-your-seat"));
        assert_eq!(seat(Some(8), None), Err("not-your-seat"));
        assert_eq!(seat(Some(8), Some("b")), Ok(Seat::Color(Color::Black)));
        assert_eq!(seat(None, None), Err("missing-token"));
        assert_eq!(seat(None, Some("x")), Err("wrong-token"));
    }
}
