//! The tournaments service: arenas, Swiss events and round robins, created, joined, left,
//! paused and started, and directed: a loop on every instance that starts events when due,
//! pairs them and finishes them. Each change is one step of the archive (see
//! `Store::step_tournament`), so it happens once with several instances and across a crash.
//!
//! `spec.rs` the settings checked; `director.rs` what an event does next; `view.rs` what the
//! API shows of it (the standings come from `tzaar-pairing`); `seasons.rs` the correspondence
//! championships, whose seasons' groups are round robins.

pub mod director;
pub mod seasons;
pub mod spec;
pub mod view;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use crate::accounts::AccountRef;
use crate::dates::now_ms;
use crate::error::{ApiError, on_archive};
use crate::games::{Games, Live, new_id};
use crate::lobby::{Lobby, LobbyMessage};
use crate::mail::Mail;
use crate::mail::notices::Event;
use crate::store::{
    AccountRow, EntrantWrite, Page, Store, TournamentFilter, TournamentSnapshot, TournamentWrites,
};
use director::{Decision, Started, advance};
use spec::{Kind, TournamentSpec};
use view::{TournamentSummary, TournamentView};

/// How often each instance looks at the events with work due.
pub const TICK: Duration = Duration::from_secs(1);

/// The most open events one account may have created at once.
pub const MAX_OPEN_PER_CREATOR: u64 = 5;

/// The tournaments service, cheap to clone.
#[derive(Clone)]
pub struct Tournaments {
    inner: Arc<Inner>,
}

struct Inner {
    store: Arc<Store>,
    games: Games,
    lobby: Arc<Lobby>,
    mail: Mail,
    /// Wakes the director before its next tick (a tournament game ended here).
    poke: Notify,
    /// The events whose change is about to be told: changes within [`TELL_EVERY`] are told
    /// once.
    telling: std::sync::Mutex<std::collections::HashSet<String>>,
}

/// How long the changes of one event gather before the lobby is told of them: however fast
/// its players join, leave and finish games, each lobby socket hears of it a few times a
/// second at most.
pub const TELL_EVERY: Duration = Duration::from_millis(250);

/// A refusal of a step, or the archive failing.
type StepResult<T> = Result<T, ApiError>;

fn unknown(id: &str) -> ApiError {
    ApiError::missing(
        "unknown-tournament",
        format!(
            "no tournament `{}`",
            id.chars().take(40).collect::<String>()
        ),
    )
}

fn unknown_championship(id: &str) -> ApiError {
    ApiError::missing(
        "unknown-championship",
        format!(
            "no championship `{}`",
            id.chars().take(40).collect::<String>()
        ),
    )
}

fn finished_already() -> ApiError {
    ApiError::conflict("tournament-finished", "the tournament is over")
}

impl Tournaments {
    /// The service over `store`, starting its games through `games`, telling `lobby` and, by
    /// `mail`, the players of a correspondence round who are away.
    pub fn new(store: Arc<Store>, games: Games, lobby: Arc<Lobby>, mail: Mail) -> Tournaments {
        Tournaments {
            inner: Arc::new(Inner {
                store,
                games,
                lobby,
                mail,
                poke: Notify::new(),
                telling: Default::default(),
            }),
        }
    }

    /// One step of event `id` now: `decide` reads it under its lock; what it decides is
    /// written, then its games are put in memory and the lobby told.
    async fn step<T: Send + 'static>(
        &self,
        id: &str,
        now: i64,
        decide: impl FnOnce(&TournamentSnapshot, i64) -> StepResult<(Decision, T)> + Send + 'static,
    ) -> StepResult<T> {
        let key = id.to_string();
        let stepped = on_archive(&self.inner.store, move |s| {
            s.step_tournament(&key, now, |snap| {
                decide(snap, now).map(|((writes, started), out)| {
                    let changed = !writes.is_empty();
                    (writes, (started, changed, out))
                })
            })
        })
        .await?
        .ok_or_else(|| unknown(id))?;
        let (started, changed, out) = stepped?;
        if changed {
            self.after_step(id, started).await;
        }
        Ok(out)
    }

    /// After a step that changed event `id`: its new games in memory (their timers running)
    /// and their players told (on the lobby socket, and by mail when away from a
    /// correspondence round), and every lobby socket told that the event changed.
    async fn after_step(&self, id: &str, started: Vec<Started>) {
        for (row, meta, game, round) in started {
            let (game_id, white, black) = (row.id.clone(), row.white.clone(), row.black.clone());
            let mailed = match (&row.tournament, row.days_per_turn) {
                (Some(t), Some(_)) => Some(t.name.clone()),
                _ => None,
            };
            let handle = self.inner.games.adopt(Live::new(row, meta, game));
            {
                let mut live = handle.live.lock().await;
                self.inner.games.after_change(&handle, &mut live);
            }
            self.inner.lobby.publish_to(
                &LobbyMessage::TournamentGame {
                    tournament: id,
                    game: &game_id,
                    white: &white,
                    black: &black,
                },
                Some(&[white.as_str(), black.as_str()]),
            );
            let Some(tournament) = mailed else { continue };
            for (player, opponent) in [(&white, &black), (&black, &white)] {
                if self.inner.lobby.is_online(player) {
                    continue;
                }
                let event = Event::Round {
                    game: game_id.clone(),
                    tournament: tournament.clone(),
                    round,
                    player: player.clone(),
                    opponent: opponent.clone(),
                };
                let mail = self.inner.mail.clone();
                tokio::spawn(async move { mail.notify(event).await });
            }
        }
        self.changed(id);
    }

    /// Tells every lobby socket that event `id` changed, once for all the changes of the next
    /// [`TELL_EVERY`].
    pub fn changed(&self, id: &str) {
        let first = self
            .inner
            .telling
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id.to_string());
        if !first {
            return;
        }
        let (this, id) = (self.clone(), id.to_string());
        tokio::spawn(async move {
            tokio::time::sleep(TELL_EVERY).await;
            this.inner
                .telling
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .remove(&id);
            this.inner
                .lobby
                .publish(&LobbyMessage::Tournament { id: &id });
        });
    }

    /// Wakes the director now (a tournament game ended).
    pub fn poke(&self) {
        self.inner.poke.notify_one();
    }

    /// Creates an event for `creator`: 409 `too-many-tournaments` past
    /// [`MAX_OPEN_PER_CREATOR`] open ones.
    pub async fn create(
        &self,
        spec: TournamentSpec,
        creator: &AccountRef,
    ) -> Result<TournamentView, ApiError> {
        let filter = TournamentFilter {
            status: Some("open".into()),
            creator: Some(creator.id),
            ..TournamentFilter::default()
        };
        let (_, open) =
            on_archive(&self.inner.store, move |s| s.tournaments(&filter, 1, 1)).await?;
        if open >= MAX_OPEN_PER_CREATOR {
            return Err(ApiError::conflict(
                "too-many-tournaments",
                format!(
                    "you have {MAX_OPEN_PER_CREATOR} tournaments waiting to start: start or cancel one first"
                ),
            ));
        }
        let row = spec.row(new_id()?, creator.id, now_ms());
        let id = row.id.clone();
        on_archive(&self.inner.store, move |s| s.create_tournament(&row)).await?;
        self.changed(&id);
        self.view(&id, Some(creator.id)).await
    }

    /// Event `id` as `asker` (an account, or a guest) sees it; 404 `unknown-tournament`.
    pub async fn view(&self, id: &str, asker: Option<i64>) -> Result<TournamentView, ApiError> {
        let key = id.to_string();
        let snap = on_archive(&self.inner.store, move |s| s.tournament(&key))
            .await?
            .ok_or_else(|| unknown(id))?;
        Ok(TournamentView::of(&snap, asker, now_ms()))
    }

    /// A page of the events `filter` picks, in the list's order, and how many it picks.
    pub async fn list(
        &self,
        filter: TournamentFilter,
        page: u32,
        per_page: u32,
    ) -> Result<Page<TournamentSummary>, ApiError> {
        let (rows, total) = on_archive(&self.inner.store, move |s| {
            s.tournaments(&filter, page, per_page)
        })
        .await?;
        Ok((rows.iter().map(TournamentSummary::of).collect(), total))
    }

    /// The events `account` is in, not finished.
    pub async fn of_account(&self, account: i64) -> Result<Vec<TournamentSummary>, ApiError> {
        let filter = TournamentFilter {
            member: Some(account),
            ..TournamentFilter::default()
        };
        Ok(self.list(filter, 1, 100).await?.0)
    }

    /// `account` joins event `id`, or comes back to an arena from a pause or a withdrawal.
    pub async fn join(&self, id: &str, account: &AccountRow) -> Result<TournamentView, ApiError> {
        let (who, rating, bot) = (account.id, account.rating.rating, account.is_bot());
        self.step(id, now_ms(), move |snap, _| {
            let t = &snap.tournament;
            if matches!(t.status.as_str(), "finished" | "cancelled") {
                return Err(finished_already());
            }
            if bot && t.rated {
                return Err(ApiError::forbidden(
                    "bot-not-allowed",
                    "a program cannot enter a rated tournament",
                ));
            }
            let kind = Kind::from_word(&t.kind);
            let me = snap.entrants.iter().find(|e| e.account == who);
            if let Some(e) = me {
                if e.state == "in" {
                    return Ok((Default::default(), ()));
                }
                if kind != Some(Kind::Arena) {
                    return Err(ApiError::conflict(
                        "withdrawn",
                        "you withdrew from this tournament",
                    ));
                }
                let writes = TournamentWrites {
                    entrants: vec![EntrantWrite::State {
                        account: who,
                        state: "in",
                    }],
                    ..TournamentWrites::default()
                };
                return Ok(((writes, Vec::new()), ()));
            }
            let late = t.status == "running";
            let swiss_over = kind == Some(Kind::Swiss) && t.round >= t.rounds.unwrap_or(0);
            if late && (kind == Some(Kind::RoundRobin) || swiss_over) {
                return Err(ApiError::conflict(
                    "tournament-started",
                    "the tournament has begun: it takes no more players",
                ));
            }
            if t.players >= i64::from(t.max_players) {
                return Err(ApiError::conflict(
                    "tournament-full",
                    format!("the tournament is full ({} players)", t.max_players),
                ));
            }
            let r = rating.round() as i64;
            if t.rating_min.is_some_and(|m| r < m) || t.rating_max.is_some_and(|m| r > m) {
                return Err(ApiError::forbidden(
                    "rating-out-of-range",
                    format!(
                        "your rating, {r}, is outside the tournament's range ({} to {})",
                        t.rating_min.map_or("any".into(), |m| m.to_string()),
                        t.rating_max.map_or("any".into(), |m| m.to_string()),
                    ),
                ));
            }
            let writes = TournamentWrites {
                entrants: vec![EntrantWrite::Join { account: who }],
                ..TournamentWrites::default()
            };
            Ok(((writes, Vec::new()), ()))
        })
        .await?;
        self.poke();
        self.view(id, Some(who)).await
    }

    /// `account` leaves event `id`: before the start it is no longer in; after, it withdraws
    /// (not paired again; a game going on is played out).
    pub async fn leave(&self, id: &str, account: i64) -> Result<TournamentView, ApiError> {
        self.step(id, now_ms(), move |snap, _| {
            let t = &snap.tournament;
            if matches!(t.status.as_str(), "finished" | "cancelled") {
                return Err(finished_already());
            }
            let Some(me) = snap.entrants.iter().find(|e| e.account == account) else {
                return Err(not_in());
            };
            let change = if t.status == "open" {
                EntrantWrite::Leave { account }
            } else if me.state == "withdrawn" {
                return Ok((Default::default(), ()));
            } else {
                EntrantWrite::State {
                    account,
                    state: "withdrawn",
                }
            };
            let writes = TournamentWrites {
                entrants: vec![change],
                ..TournamentWrites::default()
            };
            Ok(((writes, Vec::new()), ()))
        })
        .await?;
        self.view(id, Some(account)).await
    }

    /// `account` pauses in arena `id`: not paired until it joins again.
    pub async fn pause(&self, id: &str, account: i64) -> Result<TournamentView, ApiError> {
        self.step(id, now_ms(), move |snap, _| {
            let t = &snap.tournament;
            if Kind::from_word(&t.kind) != Some(Kind::Arena) {
                return Err(ApiError::conflict(
                    "not-an-arena",
                    "only an arena's players pause; in other tournaments, withdraw",
                ));
            }
            if matches!(t.status.as_str(), "finished" | "cancelled") {
                return Err(finished_already());
            }
            match snap.entrants.iter().find(|e| e.account == account) {
                None => Err(not_in()),
                Some(e) if e.state != "in" => Ok((Default::default(), ())),
                Some(_) => {
                    let writes = TournamentWrites {
                        entrants: vec![EntrantWrite::State {
                            account,
                            state: "paused",
                        }],
                        ..TournamentWrites::default()
                    };
                    Ok(((writes, Vec::new()), ()))
                }
            }
        })
        .await?;
        self.view(id, Some(account)).await
    }

    /// Event `id`'s creator starts it now: 403 `not-creator`, 409 `tournament-started` or
    /// `too-few-players`.
    pub async fn start(&self, id: &str, asker: i64) -> Result<TournamentView, ApiError> {
        self.step(id, now_ms(), move |snap, now| {
            let t = &snap.tournament;
            only_creator(t.creator, asker)?;
            open_only(&t.status)?;
            if snap
                .entrants
                .iter()
                .filter(|e| e.state != "withdrawn")
                .count()
                < 2
            {
                return Err(ApiError::conflict(
                    "too-few-players",
                    "a tournament needs at least two players to start",
                ));
            }
            Ok((director::start(snap, now)?, ()))
        })
        .await?;
        self.view(id, Some(asker)).await
    }

    /// Event `id`'s creator calls it off before its start: 403 `not-creator`, 409
    /// `tournament-started`.
    pub async fn cancel(&self, id: &str, asker: i64) -> Result<(), ApiError> {
        self.step(id, now_ms(), move |snap, now| {
            only_creator(snap.tournament.creator, asker)?;
            open_only(&snap.tournament.status)?;
            let writes = TournamentWrites {
                status: Some("cancelled"),
                finished_at: Some(now),
                ..TournamentWrites::default()
            };
            Ok(((writes, Vec::new()), ()))
        })
        .await
    }

    /// Runs the director on this instance: every [`TICK`], or when poked, each event with work
    /// due takes its next step.
    pub fn start_director(&self) {
        let this = self.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(TICK) => {}
                    _ = this.inner.poke.notified() => {}
                }
                this.direct().await;
            }
        });
    }

    /// One round of the director: each event with work due takes its next step.
    pub async fn direct(&self) {
        self.direct_at(now_ms()).await;
    }

    /// One round of the director as of `now` (tests run it ahead of the clock): the seasons
    /// due opened, then each event with work due takes its next step.
    pub async fn direct_at(&self, now: i64) {
        self.open_due_seasons(now).await;
        let due = match on_archive(&self.inner.store, move |s| s.tournaments_due(now)).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(%e, "cannot look for tournaments with work due");
                return;
            }
        };
        for id in due {
            let stepped = self
                .step(&id, now, |snap, now| Ok((advance(snap, now)?, ())))
                .await;
            if let Err(e) = stepped {
                tracing::error!(tournament = %id, %e, "cannot direct a tournament");
            }
        }
    }
}

fn not_in() -> ApiError {
    ApiError::conflict("not-joined", "you are not in this tournament")
}

fn only_creator(creator: i64, asker: i64) -> Result<(), ApiError> {
    if creator != asker {
        return Err(ApiError::forbidden(
            "not-creator",
            "only the tournament's creator may do this",
        ));
    }
    Ok(())
}

fn open_only(status: &str) -> Result<(), ApiError> {
    match status {
        "open" => Ok(()),
        "running" => Err(ApiError::conflict(
            "tournament-started",
            "the tournament has begun already",
        )),
        _ => Err(finished_already()),
    }
}
