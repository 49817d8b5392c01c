//! The clocks of online games: time left, the side whose time ran out, and a timer per clocked
//! game that ends it on time.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use tzaar_core::Color;

use super::live::{GameHandle, Live};
use super::service::Games;
use crate::dates::now_ms;
use crate::error::ApiError;

impl Live {
    /// The clocks at `now`: White's and Black's time left, and whose clock runs.
    pub fn clocks_at(&self, now: i64) -> Option<(i64, i64, Option<Color>)> {
        let (w, b) = self.meta.clock_ms?;
        let running = self
            .meta
            .clock_since
            .filter(|_| !self.is_finished())
            .map(|since| {
                (
                    self.game.position().side(),
                    now.saturating_sub(since).max(0),
                )
            });
        Some(match running {
            Some((Color::White, spent)) => (w - spent, b, Some(Color::White)),
            Some((Color::Black, spent)) => (w, b - spent, Some(Color::Black)),
            None => (w, b, None),
        })
    }

    /// The side whose time has run out at `now` (its clock, or its correspondence deadline),
    /// if any.
    pub fn flagged(&self, now: i64) -> Option<Color> {
        let at = self.flag_time()?;
        (at <= now).then(|| self.game.position().side())
    }

    /// When the side to act runs out of time (its running clock, or its deadline), in ms since
    /// the epoch.
    pub fn flag_time(&self) -> Option<i64> {
        if self.is_finished() {
            return None;
        }
        let clock = self
            .meta
            .clock_since
            .zip(self.meta.clock_ms)
            .map(|(since, (w, b))| match self.game.position().side() {
                Color::White => since + w.max(0),
                Color::Black => since + b.max(0),
            });
        match (clock, self.meta.deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// How often each instance looks in the archive for games whose flag falls soon.
pub const SWEEP: Duration = Duration::from_secs(5);

impl Games {
    /// Every [`SWEEP`], loads the unfinished games whose side to act runs out of time within
    /// the next two sweeps, so that their timers end them on time: whichever instance they
    /// were played on, and even if it is gone. Several instances may hold a game; the first
    /// to store its end wins, and the others read it again.
    pub fn start_sweeper(&self) {
        let state = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(SWEEP);
            let ahead = i64::try_from(2 * SWEEP.as_millis()).unwrap_or(i64::MAX);
            loop {
                tick.tick().await;
                let by = now_ms() + ahead;
                let due = match state.blocking(move |s| s.timed_games_due(by, 1000)).await {
                    Ok(due) => due,
                    Err(e) => {
                        tracing::warn!(%e, "cannot look for games due to flag");
                        continue;
                    }
                };
                for id in due {
                    if state.inner.registry.loaded(&id).is_none()
                        && let Err(e) = state.game(&id).await
                    {
                        tracing::error!(game = %id, %e, "cannot load a game due to flag");
                    }
                }
            }
        });
    }

    /// Starts a timer for a running clock, one per clocked game; it looks again whenever it
    /// wakes, since actions move the moment a clock runs out.
    pub(super) fn start_timer(&self, handle: &Arc<GameHandle>) {
        if handle.timer.swap(true, Ordering::AcqRel) {
            return;
        }
        let (state, handle) = (self.clone(), handle.clone());
        tokio::spawn(async move {
            loop {
                let mut live = handle.live.lock().await;
                let Some(at) = live.flag_time() else {
                    handle.timer.store(false, Ordering::Release);
                    return;
                };
                let wait = if now_ms() >= at {
                    match state.check_flag(&handle, &mut live).await {
                        Ok(()) => 0,
                        // Another instance sharing the archive ended it (or moved) first: the
                        // game is read again, and looked at anew.
                        Err(ApiError::Conflict {
                            code: "game-changed",
                            ..
                        }) => 0,
                        Err(e) => {
                            tracing::error!(game = %handle.id, %e, "cannot end the game on time");
                            1000
                        }
                    }
                } else {
                    at - now_ms() + 5
                };
                drop(live);
                tokio::time::sleep(Duration::from_millis(wait.max(0) as u64)).await;
            }
        });
    }

    /// Ends the game on time if the side to act has run out of it.
    pub async fn check_flag(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
    ) -> Result<(), ApiError> {
        let now = now_ms();
        let Some(loser) = live.flagged(now) else {
            return Ok(());
        };
        self.change(handle, live, now, |_, game| Ok(game.lose_on_time(loser)?))
            .await
    }
}
