//! The engine's turn in an engine game: searched in the pool, then committed action by action.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use tzaar_core::{Action, Game};
use tzaar_engine::levels::{Level, LevelPlayer};

use super::live::GameHandle;
use super::service::Games;
use crate::dates::now_ms;
use crate::error::ApiError;

/// A seed for the engine's choices in a game at a point of it, the same after a restart.
pub fn engine_seed(id: &str, actions: usize) -> u64 {
    // FNV-1a over the id, then the number of actions mixed in.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h ^ (actions as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Plays the engine's turn in `handle`'s game with a level player (blocking: run it in the
/// pool). Nothing is searched if the game ended while the search waited; once it runs, its stop
/// flag sits in `handle.search` for [`GameHandle::stop_search`].
pub fn search_turn(
    handle: &GameHandle,
    game: &Game,
    level: Level,
    limits: &tzaar_engine::Limits,
    hash_mib: usize,
    seed: u64,
) -> Option<Vec<Action>> {
    let mut player = LevelPlayer::new(level, hash_mib, 1);
    player.reseed(seed);
    {
        let mut slot = handle.search.lock().unwrap_or_else(|p| p.into_inner());
        // Taken: the game ended while this search waited for a slot.
        slot.as_ref()?;
        *slot = Some(player.stop_flag());
    }
    player.choose(game, limits).map(|(turn, _)| turn)
}

/// The engine's turn in an engine game: searches in the pool (waiting for room rather than
/// giving up), then plays and commits the whole turn at once, all or nothing (a turn the
/// archive could not store is tried again; an illegal one is not played). Runs while
/// `thinking` is set; clears it when done. If the game changed meanwhile (a resignation), it
/// looks again.
pub async fn engine_turn(state: Games, handle: Arc<GameHandle>) {
    loop {
        let (game, level, epoch) = {
            let mut live = handle.live.lock().await;
            if !live.engine_to_move() {
                live.thinking = false;
                handle.publish(&live);
                return;
            }
            (live.game.clone(), live.level(), live.epoch)
        };
        let cfg = &state.inner.config;
        let limits = cfg.limits(cfg.engine_time);
        let hash = cfg.hash_mib;
        let seed = engine_seed(&handle.id, game.actions().len());
        *handle.search.lock().unwrap_or_else(|p| p.into_inner()) =
            Some(Arc::new(AtomicBool::new(false)));
        let h = handle.clone();
        let turn = state
            .inner
            .pool
            .run(move || search_turn(&h, &game, level, &limits, hash, seed))
            .await;
        let mut live = handle.live.lock().await;
        if live.epoch != epoch {
            continue;
        }
        let turn = match turn {
            Ok(Some(turn)) => turn,
            other => {
                tracing::error!(game = %handle.id, ?other, "the engine found no turn");
                live.thinking = false;
                handle.publish(&live);
                return;
            }
        };
        let played = state
            .change(&handle, &mut live, now_ms(), |live, game| {
                // Read again meanwhile (another instance moved): this turn is for another game.
                if live.epoch != epoch {
                    return Err(ApiError::conflict("game-changed", "the game changed"));
                }
                game.play_rest_of_turn(&turn)
                    .map_err(|e| ApiError::conflict("illegal", e.to_string()))
            })
            .await;
        let retry = match played {
            Ok(()) => false,
            // Another instance changed the game first (it is read again): look at it anew.
            Err(ApiError::Conflict {
                code: "game-changed",
                ..
            }) => true,
            // The archive may recover: try again in a moment.
            Err(e @ (ApiError::Storage(_) | ApiError::Internal(_))) => {
                tracing::error!(game = %handle.id, %e, "cannot store the engine's turn; retrying");
                true
            }
            // The same search would choose the same turn again: stop, rather than retry for
            // ever; the person can still take back their turn.
            Err(e) => {
                tracing::error!(game = %handle.id, %e, "the engine chose an illegal turn");
                false
            }
        };
        if retry && live.engine_to_move() {
            drop(live);
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        live.thinking = false;
        handle.publish(&live);
        return;
    }
}
