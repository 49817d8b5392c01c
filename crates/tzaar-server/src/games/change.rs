//! The one way a game changes: loaded from the archive (or found in memory), changed, committed
//! to the archive, and then published, with the engine or the clock woken.

use std::sync::Arc;

use tzaar_core::{Action, Color, Game};

use super::engine::engine_turn;
use super::ids::valid_id;
use super::live::{GameHandle, Live, rebuild};
use super::service::{Changed, Games};
use super::view::State;
use super::words::Mode;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::store::{GameMeta, Store, StoreError, StoredGame};

/// How many times a change is tried again on the game read anew, when another instance
/// changed it first.
const STALE_RETRIES: usize = 3;

/// What a change did to a game's actions, as the archive stores it.
enum Change {
    /// Actions appended after the ones stored.
    Append(Vec<Action>),
    /// Actions taken back, keeping this many.
    Truncate(usize),
    /// Only the state changed (resignation, loss on time).
    Meta,
}

impl Change {
    /// The change from `before` to `after`: actions added, or taken back, or neither.
    fn between(before: &Game, after: &Game) -> Result<Change, ApiError> {
        let (old, new) = (before.actions(), after.actions());
        if new.len() < old.len() && old.starts_with(new) {
            Ok(Change::Truncate(new.len()))
        } else if new.len() > old.len() && new.starts_with(old) {
            Ok(Change::Append(new[old.len()..].to_vec()))
        } else if new == old {
            Ok(Change::Meta)
        } else {
            Err(ApiError::Internal(
                "a change both took back and played actions".into(),
            ))
        }
    }
}

impl Games {
    /// Runs a call to the archive on a blocking thread.
    pub async fn blocking<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
    {
        crate::error::on_archive(&self.inner.store, f).await
    }

    /// The live game `id`, loaded from the archive if it is not in memory; 404 if unknown.
    ///
    /// With an archive other instances share, a game in memory is first checked against the
    /// archive's version and read again if another instance changed it (one small query), so
    /// that a request never acts on a stale copy, whichever instance a proxy sends it to.
    pub async fn game(&self, id: &str) -> Result<Arc<GameHandle>, ApiError> {
        if let Some(h) = self.inner.registry.loaded(id) {
            if self.inner.bus.is_active() {
                self.catch_up(&h).await?;
            }
            return Ok(h);
        }
        let handle = self.adopt(self.load(id).await?);
        // Players may be connected to it through other instances: they say so.
        self.inner.bus.tell(crate::cluster::Note::Who {
            game: id.to_string(),
        });
        self.wake(&handle).await;
        Ok(handle)
    }

    /// The State of game `id`: from memory if it is there, else as the archive holds it,
    /// without keeping it in memory; 404 if unknown.
    pub async fn stored_state(&self, id: &str) -> Result<State, ApiError> {
        if let Some(h) = self.inner.registry.loaded(id) {
            return Ok(h.live.lock().await.state(now_ms()));
        }
        Ok(self.load(id).await?.state(now_ms()))
    }

    /// Game `id` as the archive holds it, not yet in memory; 404 if unknown.
    async fn load(&self, id: &str) -> Result<Live, ApiError> {
        if !valid_id(id) {
            return Err(ApiError::UnknownGame(id.chars().take(40).collect()));
        }
        let key = id.to_string();
        let stored = self
            .blocking(move |s| s.load(&key))
            .await?
            .ok_or_else(|| ApiError::UnknownGame(id.to_string()))?;
        let game = replay(&stored)?;
        Ok(Live::new(stored.row, stored.meta, game))
    }

    /// Reads game `handle` again if the archive holds a newer version than memory.
    async fn catch_up(&self, handle: &Arc<GameHandle>) -> Result<(), ApiError> {
        let key = handle.id.clone();
        let stored = self.blocking(move |s| s.version(&key)).await?;
        let mut live = handle.live.lock().await;
        if stored.is_some_and(|v| v > live.meta.version) {
            self.reload(handle, &mut live).await?;
        }
        Ok(())
    }

    /// Reads game `handle` again from the archive into `live`, if the archive holds a newer
    /// version than memory (another instance changed it), and tells its subscribers. The
    /// engine is not started here: the instance that made the change runs it.
    pub async fn reload(&self, handle: &Arc<GameHandle>, live: &mut Live) -> Result<(), ApiError> {
        let key = handle.id.clone();
        let stored = self
            .blocking(move |s| s.load(&key))
            .await?
            .ok_or_else(|| ApiError::UnknownGame(handle.id.clone()))?;
        if stored.meta.version <= live.meta.version {
            return Ok(());
        }
        let game = replay(&stored)?;
        live.row = stored.row;
        live.meta = stored.meta;
        live.game = game;
        live.epoch += 1;
        if live.is_finished() {
            handle.stop_search();
        }
        if live.flag_time().is_some() {
            self.start_timer(handle);
        }
        handle.publish(live);
        Ok(())
    }

    /// Adds a game, already archived, to memory, with the server's claim time.
    pub fn adopt(&self, mut live: Live) -> Arc<GameHandle> {
        live.presence.set_claim_after(self.inner.config.claim_after);
        self.inner.registry.insert(Arc::new(GameHandle::new(live)))
    }

    /// Games in memory.
    pub fn live_games(&self) -> usize {
        self.inner.registry.len()
    }

    /// Starts what a loaded game needs: the engine's turn if it is to move, the clock's timer.
    pub async fn wake(&self, handle: &Arc<GameHandle>) {
        let mut live = handle.live.lock().await;
        self.after_change(handle, &mut live);
    }

    /// After any change: starts the engine if it is to move and not yet thinking, and a timer
    /// for a running clock.
    pub fn after_change(&self, handle: &Arc<GameHandle>, live: &mut Live) {
        if live.is_finished() {
            handle.stop_search();
        }
        if live.engine_to_move() && !live.thinking {
            live.thinking = true;
            tokio::spawn(engine_turn(self.clone(), handle.clone()));
        }
        if live.flag_time().is_some() {
            self.start_timer(handle);
        }
        handle.publish(live);
        if let Some(hook) = self.inner.on_change.get()
            && live.mode() == Mode::Online
        {
            let name = |c: Color| live.row.seats[c.index()].account_name.as_deref();
            let to_act = if live.is_finished() {
                None
            } else {
                name(live.game.position().side())
            };
            let seats = [Color::White, Color::Black];
            let over = live
                .is_finished()
                .then_some(match live.meta.result.as_deref() {
                    Some("1-0") => Some(0),
                    Some("0-1") => Some(1),
                    _ => None,
                });
            hook(&Changed {
                game: &handle.id,
                players: seats.into_iter().filter_map(name).collect(),
                to_act,
                names: [live.row.white.as_str(), live.row.black.as_str()],
                accounts: seats.map(|c| name(c).is_some()),
                here: seats.map(|c| live.presence.here(c)),
                correspondence: live.row.days_per_turn.is_some(),
                turns: i64::from(live.meta.turns),
                mid_turn: live.game.position().phase() == tzaar_core::Phase::SecondAction,
                over,
                updated: live.meta.updated,
                tournament: live.row.tournament.as_ref().map(|t| t.id.as_str()),
            });
        }
    }

    /// The one way a game changes: `f` changes a copy of `live`'s game (it may refuse with an
    /// error), the result is committed to the archive as of `now`, and only then does it become
    /// the live game, its subscribers told and its engine and clock woken. On any error nothing
    /// changes.
    ///
    /// If another instance sharing the archive changed the game first (this instance's copy
    /// was stale), the game is read again and `f` runs again on it, a few times at most; then
    /// 409 `game-changed`.
    pub async fn change<T>(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        now: i64,
        f: impl Fn(&Live, &mut Game) -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        self.change_with(handle, live, now, f, |_| {}).await
    }

    /// [`Games::change`], with `mark` setting what the change leaves of the game's offers
    /// in the state to store (every change ends a pending offer unless `mark` sets one).
    pub async fn change_with<T>(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        now: i64,
        f: impl Fn(&Live, &mut Game) -> Result<T, ApiError>,
        mark: impl Fn(&mut GameMeta),
    ) -> Result<T, ApiError> {
        let mut retries = 0;
        loop {
            match self.try_change(handle, live, now, &f, &mark).await {
                Err(ApiError::Conflict {
                    code: "game-changed",
                    ..
                }) if retries < STALE_RETRIES => retries += 1,
                done => return done,
            }
        }
    }

    /// One attempt of [`Games::change_with`]: 409 `game-changed` (the game read again) if
    /// another instance changed it first.
    async fn try_change<T>(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        now: i64,
        f: &impl Fn(&Live, &mut Game) -> Result<T, ApiError>,
        mark: &impl Fn(&mut GameMeta),
    ) -> Result<T, ApiError> {
        live.check_not_aborted()?;
        let mut game = live.game.clone();
        let out = f(live, &mut game)?;
        let change = Change::between(&live.game, &game)?;
        let mut meta = live.meta_after(&game, now, matches!(change, Change::Append(_)));
        mark(&mut meta);
        let id = handle.id.clone();
        let stored = live.game.actions().len();
        let m = meta.clone();
        let committed = match change {
            Change::Append(actions) => {
                let texts: Vec<String> = actions.iter().map(Action::to_string).collect();
                self.blocking(move |s| s.append(&id, stored, &texts, &m))
                    .await
            }
            Change::Truncate(keep) => self.blocking(move |s| s.truncate(&id, keep, &m)).await,
            Change::Meta => self.blocking(move |s| s.update(&id, &m)).await,
        };
        if let Err(ApiError::Storage(StoreError::Sequence(_))) = committed {
            // Another instance sharing the archive changed the game first: this one's copy
            // was stale. Read it again; the caller looks at the game as it now is.
            self.reload(handle, live).await?;
            return Err(ApiError::conflict(
                "game-changed",
                "the game changed meanwhile (another move or ending came first): look again",
            ));
        }
        committed?;
        live.game = game;
        live.meta = meta;
        live.epoch += 1;
        self.after_change(handle, live);
        Ok(out)
    }

    /// Aborts the game as of `now`: status `aborted`, no result, clocks stopped, archived.
    pub async fn abort(
        &self,
        handle: &Arc<GameHandle>,
        live: &mut Live,
        now: i64,
    ) -> Result<(), ApiError> {
        let aborted = |meta: &mut GameMeta| {
            meta.status = "aborted".into();
            meta.clock_since = None;
            meta.deadline = None;
            meta.to_act = None;
        };
        self.change_with(handle, live, now, |_, _| Ok(()), aborted)
            .await
    }
}

/// The game a stored game replays to; an archive that does not replay is an internal error.
fn replay(stored: &StoredGame) -> Result<Game, ApiError> {
    rebuild(stored).map_err(|e| {
        ApiError::Internal(format!(
            "game {} cannot be replayed from the archive: {e}",
            stored.row.id
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::SetupKind;

    #[test]
    fn a_change_is_read_from_the_games_before_and_after() {
        let before = Game::new(SetupKind::Standard);
        let mut after = before.clone();
        let opening = after.position().parse_action("D5xD4").unwrap();
        after.play(opening).unwrap();
        assert!(
            matches!(Change::between(&before, &after), Ok(Change::Append(a)) if a == [opening])
        );
        assert!(matches!(
            Change::between(&after, &before),
            Ok(Change::Truncate(0))
        ));
        let mut resigned = after.clone();
        resigned.resign(tzaar_core::Color::Black).unwrap();
        assert!(matches!(
            Change::between(&after, &resigned),
            Ok(Change::Meta)
        ));
        let mut other = before.clone();
        let capture = other.position().parse_action("D5xE6").unwrap();
        other.play(capture).unwrap();
        assert!(Change::between(&after, &other).is_err());
    }
}
