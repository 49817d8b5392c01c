//! Notices by mail: a player's turn in a correspondence game, a deadline a day away, a
//! direct challenge, a game's result, a tournament's round that paired the player. Each goes only to a verified address, only if the
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
use crate::store::{Letter, NewMail, NoticeTarget};

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
    /// `player`'s turn against `opponent` in correspondence game `game` must be played by
    /// `deadline` (ms since the epoch).
    Deadline {
        /// The game.
        game: String,
        /// Its deadline.
        deadline: i64,
        /// The account to act.
        player: String,
        /// The other player's name.
        opponent: String,
    },
    /// Round `round` of `tournament` paired `player` with `opponent` in game `game`.
    Round {
        /// The game.
        game: String,
        /// The tournament's name.
        tournament: String,
        /// The round.
        round: u32,
        /// The account told.
        player: String,
        /// The other player's name.
        opponent: String,
    },
}

impl Event {
    fn notice(&self) -> Notice {
        match self {
            Event::Turn { .. } => Notice::Turn,
            Event::Result { .. } => Notice::Result,
            Event::Challenge { .. } => Notice::Challenge,
            Event::Deadline { .. } => Notice::Deadline,
            Event::Round { .. } => Notice::Round,
        }
    }

    fn player(&self) -> &str {
        match self {
            Event::Turn { player, .. }
            | Event::Result { player, .. }
            | Event::Challenge { player, .. }
            | Event::Deadline { player, .. }
            | Event::Round { player, .. } => player,
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

/// An account as its mails address it: its name and verified address, its settings, and the
/// links at the foot of a mail to it.
pub(super) struct Addressee {
    /// The account.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its address, if verified.
    pub email: Option<String>,
    /// Its settings.
    pub settings: Settings,
    /// The page that stops the mail's kind of notice.
    unsubscribe: String,
    /// The same for mail programs (`List-Unsubscribe`).
    one_click: String,
    /// Whether the links stop every notice.
    all: bool,
    /// The settings page.
    settings_page: String,
}

impl Addressee {
    /// The foot of a mail to the account.
    pub fn foot(&self) -> Foot<'_> {
        Foot {
            unsubscribe: &self.unsubscribe,
            all: self.all,
            settings: &self.settings_page,
        }
    }

    /// A mail saying `said` to `to`, queued at `created`, with the one-click link.
    pub fn mail(&self, to: String, said: Words, created: i64) -> NewMail {
        NewMail {
            letter: Letter {
                recipient: to,
                subject: said.subject,
                body: said.text,
                unsubscribe: Some(self.one_click.clone()),
            },
            created,
            ..NewMail::default()
        }
    }
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

    /// Account `name` as a mail about `notice` (`None`: any mail, whose link stops every
    /// notice) addresses it; `None` for an unknown or closed account.
    pub(super) async fn addressee(
        &self,
        name: &str,
        notice: Option<Notice>,
    ) -> Result<Option<Addressee>, ApiError> {
        let name = name.to_string();
        let Some(target) = on_archive(&self.inner.store, move |s| s.notice_target(&name)).await?
        else {
            return Ok(None);
        };
        let key = self.key_of(&target).await?;
        let kind = notice.map_or("all", Notice::name);
        let token = format!("{}-{kind}-{key}", target.id);
        let base = &self.inner.base;
        Ok(Some(Addressee {
            id: target.id,
            settings: Settings::from_stored(target.settings.as_deref()),
            name: target.name,
            email: target.email,
            unsubscribe: format!("{base}{UNSUBSCRIBE_PAGE}?token={token}"),
            one_click: format!("{base}/api/unsubscribe?token={token}"),
            all: notice.is_none(),
            settings_page: format!("{base}/settings"),
        }))
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
        let notice = event.notice();
        let Some(to) = self.addressee(event.player(), Some(notice)).await? else {
            return Ok(());
        };
        let Some(email) = to.email.clone() else {
            return Ok(());
        };
        if !to.settings.notices.wants(notice) {
            return Ok(());
        }
        let (lang, name, foot) = (to.settings.lang(), to.name.as_str(), to.foot());
        let base = &self.inner.base;
        let game_link = |game: &str| format!("{base}/game/{game}");
        let now = now_ms();
        let (said, dedupe, due, recheck) = match event {
            Event::Turn {
                game,
                turns,
                opponent,
                ..
            } => (
                words::turn(lang, name, opponent, &game_link(game), &foot),
                format!("turn:{game}:{turns}:{}", to.id),
                now + self.turn_delay_ms(),
                Some(format!("{game}:{turns}")),
            ),
            Event::Result {
                game,
                opponent,
                outcome,
                ..
            } => (
                words::result(lang, name, opponent, *outcome, &game_link(game), &foot),
                format!("result:{game}:{}", to.id),
                now,
                None,
            ),
            Event::Round {
                game,
                tournament,
                round,
                opponent,
                ..
            } => (
                words::round(
                    lang,
                    name,
                    tournament,
                    *round,
                    opponent,
                    &game_link(game),
                    &foot,
                ),
                format!("round:{game}:{}", to.id),
                now,
                None,
            ),
            Event::Challenge { seek, from, .. } => (
                words::challenge(lang, name, from, &format!("{base}/"), &foot),
                format!("challenge:{seek}:{}", to.id),
                now,
                None,
            ),
            Event::Deadline {
                game,
                deadline,
                opponent,
                ..
            } => {
                let when = iso_time(*deadline);
                let when = when.get(..16).unwrap_or(&when).replace('T', " ");
                (
                    words::deadline(lang, name, opponent, &when, &game_link(game), &foot),
                    format!("deadline:{game}:{deadline}:{}", to.id),
                    now,
                    None,
                )
            }
        };
        let mail = NewMail {
            due: Some(due),
            dedupe: Some(dedupe),
            recheck,
            ..to.mail(email, said, now)
        };
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
                Ok((s.account_name(account)?, s.opponent_of(&game, account)?))
            })
            .await?;
            if let (Some(player), opponent) = found {
                self.try_notify(&Event::Deadline {
                    game: d.game,
                    deadline: d.deadline,
                    player,
                    opponent: opponent.unwrap_or_default(),
                })
                .await?;
            }
        }
        Ok(())
    }

    /// Uses an unsubscribe token: the notice it names (or every notice) is turned off for its
    /// account. 400 `bad-token`.
    pub async fn unsubscribe(&self, token: &str) -> Result<(), ApiError> {
        let mut parts = token.splitn(3, '-');
        let (Some(id), Some(kind), Some(key)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad_token());
        };
        let id: i64 = id.parse().map_err(|_| bad_token())?;
        let notice = match kind {
            "all" => None,
            kind => Some(Notice::from_name(kind).ok_or_else(bad_token)?),
        };
        let name = on_archive(&self.inner.store, move |s| s.account_name(id))
            .await?
            .ok_or_else(bad_token)?;
        let target = on_archive(&self.inner.store, move |s| s.notice_target(&name))
            .await?
            .ok_or_else(bad_token)?;
        if target.notice_key.as_deref() != Some(key) || key.is_empty() {
            return Err(bad_token());
        }
        let mut settings = Settings::from_stored(target.settings.as_deref());
        for n in Notice::ALL
            .into_iter()
            .filter(|n| notice.is_none_or(|k| k == *n))
        {
            settings.notices.set(n, false);
        }
        let stored = settings.to_stored();
        on_archive(&self.inner.store, move |s| s.set_settings(id, &stored)).await
    }
}
