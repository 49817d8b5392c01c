//! The engine's levels as rated bot accounts, `Level-1` to `Level-10`: no password, so nobody
//! can log in as them; made when the server starts if missing, with starting ratings spread by
//! level so that the scale is sensible before any game is played.

use tzaar_engine::levels::Level;

use crate::ratings::Rating;
use crate::store::{Store, StoreError};

/// The bot account of an engine level.
pub fn bot_name(level: Level) -> String {
    format!("Level-{}", level.get())
}

/// A level's starting rating: 700 + 150 per level, ± 200.
pub fn bot_start(level: Level) -> Rating {
    Rating {
        rating: 700.0 + 150.0 * f64::from(level.get()),
        deviation: 200.0,
        ..Rating::START
    }
}

/// Creates the bot accounts that are missing.
pub fn ensure_bots(store: &Store, now: i64) -> Result<(), StoreError> {
    let levels = (Level::MIN.get()..=Level::MAX.get()).filter_map(|n| Level::new(n.into()).ok());
    for level in levels {
        let name = bot_name(level);
        if store.account(&name)?.is_none() {
            store.create_account(&name, None, Some(level.get()), bot_start(level), now)?;
        }
    }
    Ok(())
}
