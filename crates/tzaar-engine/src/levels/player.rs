//! The engine at a playing level, as the server, the terminal game and the arena use it.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Action, Game};

use super::choose::choose_turn;
use super::level::Level;
use crate::limits::Limits;
use crate::score::Score;
use crate::search::{Config, Searcher};

/// The engine at a playing level (see [`crate::levels`]): it thinks within the limits it is
/// given, less at the weaker levels, and chooses among its best turns with a seeded generator,
/// so that a seed and a depth or node limit (with one thread) give the same games.
pub struct LevelPlayer {
    searcher: Searcher,
    level: Level,
    rng: ChaCha8Rng,
    name: String,
    /// Limits that replace the match's depth, node and time-per-turn limits.
    own: Option<Limits>,
}

impl LevelPlayer {
    /// The engine at `level`, with a table of `hash_mib` MiB and `threads` threads, named
    /// `level N`; [`LevelPlayer::reseed`] seeds its choices.
    pub fn new(level: Level, hash_mib: usize, threads: usize) -> LevelPlayer {
        LevelPlayer {
            searcher: Searcher::new(hash_mib, threads),
            level,
            rng: ChaCha8Rng::seed_from_u64(0),
            name: format!("level {level}"),
            own: None,
        }
    }

    /// Renames the player.
    pub fn with_name(mut self, name: impl Into<String>) -> LevelPlayer {
        self.name = name.into();
        self
    }

    /// Replaces the search switches.
    pub fn with_config(mut self, config: Config) -> LevelPlayer {
        self.searcher.set_config(config);
        self
    }

    /// Thinks with these depth, node and time-per-turn limits instead of the match's (clocks
    /// still come from the match).
    pub fn with_limits(mut self, limits: Limits) -> LevelPlayer {
        self.own = Some(limits);
        self
    }

    /// The name for reports and records.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The playing level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Changes the playing level.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// Empties the transposition table, so that a new game does not depend on the last.
    pub fn clear(&mut self) {
        self.searcher.clear();
    }

    /// Seeds the weaker levels' choices.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    /// A flag that stops a search in progress when set (see [`Searcher::stop_flag`]).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.searcher.stop_flag()
    }

    /// The limits of a turn: the player's own, with the clocks of `limits`, or `limits`.
    fn limits(&self, limits: &Limits) -> Limits {
        self.own
            .as_ref()
            .map_or_else(|| limits.clone(), |own| own.with_clock_of(limits))
    }

    /// The rest of the current turn at this level, with its score from the side to act (as
    /// [`crate::Outlook::from_score`] reads it); `None` when the game is over.
    pub fn choose(&mut self, game: &Game, limits: &Limits) -> Option<(Vec<Action>, Score)> {
        self.choose_at(game, limits, self.level)
    }

    /// The turn the engine at full strength would play, with its score, whatever this player's
    /// level (a hint for the other side); `None` when the game is over.
    pub fn suggest(&mut self, game: &Game, limits: &Limits) -> Option<(Vec<Action>, Score)> {
        self.choose_at(game, limits, Level::MAX)
    }

    fn choose_at(
        &mut self,
        game: &Game,
        limits: &Limits,
        level: Level,
    ) -> Option<(Vec<Action>, Score)> {
        if game.is_over() {
            return None;
        }
        let limits = self.limits(limits);
        let turns = u32::try_from(game.turns().len()).unwrap_or(u32::MAX);
        choose_turn(
            &mut self.searcher,
            game.position(),
            &limits,
            turns,
            level,
            &mut self.rng,
            &mut |_| {},
        )
        .filter(|(turn, _)| !turn.is_empty())
    }
}
