//! The moderation service: players block others and report players or chat lines; admins
//! (named with `tzaar admin grant`) read the reports, hide chat lines and close accounts.
//!
//! A block means the blocked player can no longer challenge the blocker directly, accept the
//! blocker's open challenges, write in their games' chat or offer them a rematch (403
//! `blocked`). A closed account cannot log in; its sessions end and its open challenges are
//! cancelled at once.

use std::sync::Arc;

use crate::accounts::AccountRef;
use crate::dates::now_ms;
use crate::error::{ApiError, on_archive};
pub use crate::store::Report;
use crate::store::{ReportRow, Store};

/// The longest reason a report may give, in characters.
pub const REASON_MAX: usize = 500;

/// The most open reports an admin is shown at once.
pub const REPORTS_SHOWN: u32 = 200;

/// The moderation service.
pub struct Moderation {
    store: Arc<Store>,
}

/// The refusal of something a block forbids.
fn blocked() -> ApiError {
    ApiError::forbidden(
        "blocked",
        "This player does not accept challenges, messages or offers from you.",
    )
}

impl Moderation {
    /// The service over `store`.
    pub fn new(store: Arc<Store>) -> Moderation {
        Moderation { store }
    }

    /// The account named `name`, open; 404 `unknown-player`.
    async fn player(&self, name: &str) -> Result<crate::store::AccountRow, ApiError> {
        let key = name.to_string();
        let row = on_archive(&self.store, move |s| s.account(&key)).await?;
        row.ok_or_else(|| ApiError::UnknownPlayer(name.chars().take(40).collect()))
    }

    /// 403 `blocked` if `blocker` blocks `from` (either may be a guest, whom no block
    /// concerns).
    pub async fn check(&self, blocker: Option<i64>, from: Option<i64>) -> Result<(), ApiError> {
        let (Some(blocker), Some(from)) = (blocker, from) else {
            return Ok(());
        };
        if blocker == from {
            return Ok(());
        }
        if on_archive(&self.store, move |s| s.blocks(blocker, from)).await? {
            return Err(blocked());
        }
        Ok(())
    }

    /// `me` blocks the player `name` (`on`; again: nothing changes), or no longer does; 400
    /// `own-block`, 404 `unknown-player`.
    pub async fn set_block(&self, me: &AccountRef, name: &str, on: bool) -> Result<(), ApiError> {
        let target = self.player(name).await?;
        if on && target.id == me.id {
            return Err(ApiError::bad("own-block", "You cannot block yourself."));
        }
        let (blocker, now) = (me.id, now_ms());
        on_archive(&self.store, move |s| {
            if on {
                s.block(blocker, target.id, now)
            } else {
                s.unblock(blocker, target.id)
            }
        })
        .await
    }

    /// The names of the players `me` blocks.
    pub async fn blocked(&self, me: &AccountRef) -> Result<Vec<String>, ApiError> {
        let id = me.id;
        on_archive(&self.store, move |s| s.blocked_names(id)).await
    }

    /// `me` reports `report`; its number. 400 `bad-reason` (empty or too long), `own-report`,
    /// `bad-report` (a chat line without its game); 404 `unknown-player`, `unknown-game`.
    pub async fn report(&self, me: &AccountRef, report: Report) -> Result<i64, ApiError> {
        let reason = report.reason.trim().to_string();
        let length = reason.chars().count();
        if length == 0 || length > REASON_MAX {
            return Err(ApiError::bad(
                "bad-reason",
                format!("Say why in 1 to {REASON_MAX} characters."),
            ));
        }
        if report.chat_seq.is_some() && report.game.is_none() {
            return Err(ApiError::bad(
                "bad-report",
                "A chat line is reported with its game.",
            ));
        }
        let target = self.player(&report.player).await?;
        if target.id == me.id {
            return Err(ApiError::bad("own-report", "You cannot report yourself."));
        }
        if let Some(game) = &report.game {
            let id = game.clone();
            if on_archive(&self.store, move |s| s.version(&id))
                .await?
                .is_none()
            {
                return Err(ApiError::UnknownGame(game.chars().take(40).collect()));
            }
        }
        let report = Report { reason, ..report };
        let (reporter, now) = (me.id, now_ms());
        on_archive(&self.store, move |s| {
            s.add_report(reporter, target.id, &report, now)
        })
        .await
    }

    /// 403 `not-admin` unless `me` is an admin.
    pub async fn require_admin(&self, me: &AccountRef) -> Result<(), ApiError> {
        let id = me.id;
        if on_archive(&self.store, move |s| s.is_admin(id)).await? {
            Ok(())
        } else {
            Err(ApiError::forbidden(
                "not-admin",
                "Only the site's admins may do this.",
            ))
        }
    }

    /// The open reports, oldest first (at most [`REPORTS_SHOWN`]).
    pub async fn reports(&self) -> Result<Vec<ReportRow>, ApiError> {
        on_archive(&self.store, |s| s.open_reports(REPORTS_SHOWN)).await
    }

    /// `admin` has dealt with report `id`; 404 `unknown-report` if it is not open.
    pub async fn resolve(&self, admin: &AccountRef, id: i64) -> Result<(), ApiError> {
        let (by, now) = (admin.id, now_ms());
        if on_archive(&self.store, move |s| s.resolve_report(id, by, now)).await? {
            Ok(())
        } else {
            Err(ApiError::missing(
                "unknown-report",
                format!("There is no open report number {id}."),
            ))
        }
    }

    /// `admin` hides line `seq` of game `game`'s chat; 404 `unknown-chat-line`.
    pub async fn hide_chat(
        &self,
        admin: &AccountRef,
        game: &str,
        seq: u32,
    ) -> Result<(), ApiError> {
        let (by, id) = (admin.id, game.to_string());
        if on_archive(&self.store, move |s| s.hide_chat(&id, seq, by)).await? {
            Ok(())
        } else {
            Err(ApiError::missing(
                "unknown-chat-line",
                format!("Game {game} has no chat line number {seq}."),
            ))
        }
    }

    /// Closes the account `name`: the account and the ids of its challenges now cancelled;
    /// 404 `unknown-player`, 409 `account-closed` if it is closed already.
    pub async fn close(&self, name: &str) -> Result<(AccountRef, Vec<String>), ApiError> {
        let target = self.player(name).await?;
        let (id, now) = (target.id, now_ms());
        match on_archive(&self.store, move |s| s.close_account(id, now)).await? {
            Some(seeks) => Ok((target.account_ref(), seeks)),
            None => Err(ApiError::conflict(
                "account-closed",
                format!("{} is closed already.", target.name),
            )),
        }
    }

    /// Whether account `id` is closed.
    pub async fn is_closed(&self, id: i64) -> Result<bool, ApiError> {
        on_archive(&self.store, move |s| s.is_closed(id)).await
    }
}
