//! Notices by mail: a player's turn in a correspondence game, a deadline a day away, a
//! direct challenge, a game's result. Each goes only to a verified address, only if the
//! account's settings want it, in the account's language, with a one-click link that stops
//! that kind of notice. A notice is queued in the outbox under a key of its own (`turn:GAME:
//! TURNS:ACCOUNT` and the like), so that each is mailed at most once, whichever instance
//! queues it, however often; a turn's notice waits a while (`MailConfig::turn_delay`) and is
//! dropped if the turn was played meanwhile.
//!
//! An unsubscribe token is `ACCOUNT-KIND-KEY`: the account's id, the notice (or `all`), and
//! a random key kept on the account (made with its first notice). It can only turn notices
//! off, so it never expires.

use std::time::Duration;

use super::words::{self, Foot, Outcome, Words};
use super::{Mail, bad_token};
use crate::accounts::sessions::new_session_token;
use crate::accounts::settings::{Notice, Settings};
use crate::dates::{iso_time, now_ms};
use crate::error::{ApiError, on_archive};
use crate::games::Changed;
use crate::store::{NewMail, NoticeTarget};

/// How long before a deadline its notice is sent.
pub const DEADLINE_NOTICE: Duration = Duration::from_secs(24 * 3600);
/// The path of the page an unsubscribe link opens.
pub const UNSUBSCRIBE_PAGE: &str = "/unsubscribe";

/// Something a player may be told of by mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// It became `player`'s turn against `opponent` in correspondence game `game`, after
    /// `turns` turns.
    Turn {
        /// The game.
        game: String,
        /// The turns made so far.
        turns: i64,
        /// The account to act.
        player: String,
        /// The other player's name.
        opponent: String,
    },
    /// Game `game` of `player` against `opponent` ended.
    Result {
        /// The game.
        game: String,
        /// The account told.
        player: String,
        /// The other player's name.
        opponent: String,
        /// How it ended for `player`.
        outcome: Outcome,
    },
    /// `from` challenged `player` by name.
    Challenge {
        /// The challenge's id.
        seek: String,
        /// The account challenged.
        player: String,
        /// Who challenged.
        from: String,
    },
}

impl Event {
    fn notice(&self) -> Notice {
        match self {
            Event::Turn { .. } => Notice::Turn,
            Event::Result { .. } => Notice::Result,
            Event::Challenge { .. } => Notice::Challenge,
        }
    }

    fn player(&self) -> &str {
        match self {
            Event::Turn { player, .. }
            | Event::Result { player, .. }
            | Event::Challenge { player, .. } => player,
        }
    }
}

/// How recent a game's end must be for its result to be mailed (a finished game loaded
/// again later is not news).
const RESULT_FRESH_MS: i64 = 10 * 60 * 1000;

/// The notices a change of an online game calls for, at `now`: the turn of a player away
/// from a correspondence game (at its start, not between its two actions), and the result to each player (with an account) away from a
/// game that just ended. The outbox's keys keep each one mailed at most once.
pub fn events_of(changed: &Changed<'_>, now: i64) -> Vec<Event> {
    let mut out = Vec::new();
    let other = |seat: usize| changed.names[1 - seat].to_string();
    match changed.over {
        None => {
            if changed.correspondence
                && !changed.mid_turn
                && let Some(player) = changed.to_act
                && let Some(seat) =
                    (0..2).find(|&i| changed.accounts[i] && changed.names[i] == player)
                && !changed.here[seat]
            {
                out.push(Event::Turn {
                    game: changed.game.to_string(),
                    turns: changed.turns,
                    player: player.to_string(),
                    opponent: other(seat),
                });
            }
        }
        Some(winner) if now - changed.updated <= RESULT_FRESH_MS => {
            for seat in (0..2).filter(|&i| changed.accounts[i] && !changed.here[i]) {
                out.push(Event::Result {
                    game: changed.game.to_string(),
                    player: changed.names[seat].to_string(),
                    opponent: other(seat),
                    outcome: match winner {
                        Some(w) if w == seat => Outcome::Won,
                        Some(_) => Outcome::Lost,
                        None => Outcome::NoWinner,
                    },
                });
            }
        }
        Some(_) => {}
    }
    out
}

/// The refusal of an unsubscribe token.
fn bad_unsubscribe() -> ApiError {
    bad_token()
}

impl Mail {
    /// The key of `target`'s unsubscribe links, made if it has none.
    async fn key_of(&self, target: &NoticeTarget) -> Result<String, ApiError> {
        if let Some(key) = &target.notice_key {
            return Ok(key.clone());
        }
        let fresh = new_session_token()?;
        let id = target.id;
        on_archive(&self.inner.store, move |s| s.notice_key(id, &fresh)).await
    }

    /// The foot of a mail to `target`: a link stopping `notice` (`None`: every notice), and
    /// the settings page; the one-click link for the `List-Unsubscribe` header with it.
    pub(super) async fn foot_for(
        &self,
        target: &NoticeTarget,
        notice: Option<Notice>,
    ) -> Result<(String, String, String), ApiError> {
        let key = self.key_of(target).await?;
        let kind = notice.map_or("all", Notice::name);
        let token = format!("{}-{kind}-{key}", target.id);
        let base = &self.inner.base;
        Ok((
            format!("{base}{UNSUBSCRIBE_PAGE}?token={token}"),
            format!("{base}/api/unsubscribe?token={token}"),
            format!("{base}/settings"),
        ))
    }

    /// Mails `event` to its player, if mail is on, the player has a verified address and
    /// their settings want such notices. Never an error for the caller: what fails is logged.
    pub async fn notify(&self, event: Event) {
        if !self.enabled() {
            return;
        }
        if let Err(e) = self.try_notify(&event).await {
            tracing::warn!(%e, ?event, "cannot queue a notice");
        }
    }

    async fn try_notify(&self, event: &Event) -> Result<(), ApiError> {
        let name = event.player().to_string();
        let Some(target) = on_archive(&self.inner.store, move |s| s.notice_target(&name)).await?
        else {
            return Ok(());
        };
        let Some(email) = target.email.clone() else {
            return Ok(());
        };
        let settings = Settings::from_stored(target.settings.as_deref());
        let notice = event.notice();
        if !settings.notices.wants(notice) {
            return Ok(());
        }
        let lang = settings.lang();
        let (page, one_click, settings_page) = self.foot_for(&target, Some(notice)).await?;
        let foot = Foot {
            unsubscribe: &page,
            all: false,
            settings: &settings_page,
        };
        let base = &self.inner.base;
        let now = now_ms();
        let (said, dedupe, due, recheck): (Words, String, i64, Option<String>) = match event {
            Event::Turn {
                game,
                turns,
                opponent,
                ..
            } => (
                words::turn(
                    lang,
                    &target.name,
                    opponent,
                    &format!("{base}/game/{game}"),
                    &foot,
                ),
                format!("turn:{game}:{turns}:{}", target.id),
                now + self.turn_delay_ms(),
                Some(format!("{game}:{turns}")),
            ),
            Event::Result {
                game,
                opponent,
                outcome,
                ..
            } => (
                words::result(
                    lang,
                    &target.name,
                    opponent,
                    *outcome,
                    &format!("{base}/game/{game}"),
                    &foot,
                ),
                format!("result:{game}:{}", target.id),
                now,
                None,
            ),
            Event::Challenge { seek, from, .. } => (
                words::challenge(lang, &target.name, from, &format!("{base}/"), &foot),
                format!("challenge:{seek}:{}", target.id),
                now,
                None,
            ),
        };
        self.queue(NewMail {
            recipient: email,
            subject: said.subject,
            body: said.text,
            created: now,
            due: Some(due),
            dedupe: Some(dedupe),
            recheck,
            unsubscribe: Some(one_click),
        })
        .await
    }

    /// Queues `mail` (nothing if one with its key was queued before) and wakes the sender.
    async fn queue(&self, mail: NewMail) -> Result<(), ApiError> {
        let queued = on_archive(&self.inner.store, move |s| s.queue_mail(&mail)).await?;
        if queued.is_some() {
            self.inner.wake.notify_one();
        }
        Ok(())
    }

    /// Queues the notice of each correspondence deadline that is at most
    /// [`DEADLINE_NOTICE`] away and was not noticed yet; the outbox's sender calls it now
    /// and then.
    pub async fn notice_deadlines(&self) -> Result<(), ApiError> {
        let now = now_ms();
        let to = now + DEADLINE_NOTICE.as_millis() as i64;
        let near = on_archive(&self.inner.store, move |s| s.deadlines_between(now, to)).await?;
        for d in near {
            let (game, account) = (d.game.clone(), d.account);
            let found = on_archive(&self.inner.store, move |s| {
                let name = s.account_name(account)?;
                let opponent = s.opponent_of(&game, account)?;
                Ok((name, opponent))
            })
            .await?;
            let (Some(name), opponent) = found else {
                continue;
            };
            let Some(target) =
                on_archive(&self.inner.store, move |s| s.notice_target(&name)).await?
            else {
                continue;
            };
            let Some(email) = target.email.clone() else {
                continue;
            };
            let settings = Settings::from_stored(target.settings.as_deref());
            if !settings.notices.wants(Notice::Deadline) {
                continue;
            }
            let lang = settings.lang();
            let (page, one_click, settings_page) =
                self.foot_for(&target, Some(Notice::Deadline)).await?;
            let foot = Foot {
                unsubscribe: &page,
                all: false,
                settings: &settings_page,
            };
            let when = iso_time(d.deadline);
            let when = when.get(..16).unwrap_or(&when).replace('T', " ");
            let said = words::deadline(
                lang,
                &target.name,
                opponent.as_deref().unwrap_or("?"),
                &when,
                &format!("{}/game/{}", self.inner.base, d.game),
                &foot,
            );
            self.queue(NewMail {
                recipient: email,
                subject: said.subject,
                body: said.text,
                created: now,
                due: None,
                dedupe: Some(format!("deadline:{}:{}:{}", d.game, d.deadline, target.id)),
                recheck: None,
                unsubscribe: Some(one_click),
            })
            .await?;
        }
        Ok(())
    }

    /// Uses an unsubscribe token: the notice it names (or every notice) is turned off for its
    /// account. 400 `bad-token`.
    pub async fn unsubscribe(&self, token: &str) -> Result<(), ApiError> {
        let mut parts = token.splitn(3, '-');
        let (Some(id), Some(kind), Some(key)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad_unsubscribe());
        };
        let id: i64 = id.parse().map_err(|_| bad_unsubscribe())?;
        let notice = match kind {
            "all" => None,
            kind => Some(Notice::from_name(kind).ok_or_else(bad_unsubscribe)?),
        };
        let name = on_archive(&self.inner.store, move |s| s.account_name(id))
            .await?
            .ok_or_else(bad_unsubscribe)?;
        let target = on_archive(&self.inner.store, move |s| s.notice_target(&name))
            .await?
            .ok_or_else(bad_unsubscribe)?;
        if target.notice_key.as_deref() != Some(key) || key.is_empty() {
            return Err(bad_unsubscribe());
        }
        let mut settings = Settings::from_stored(target.settings.as_deref());
        match notice {
            Some(n) => settings.notices.set(n, false),
            None => {
                for n in Notice::ALL {
                    settings.notices.set(n, false);
                }
            }
        }
        let stored = settings.to_stored();
        on_archive(&self.inner.store, move |s| s.set_settings(id, &stored)).await
    }
}
