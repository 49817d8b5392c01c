//! The engine in this process as a player: plain ([`EnginePlayer`]) or at a playing level
//! ([`LevelPlayer`]).

use tzaar_core::{Action, Game};
use tzaar_engine::levels::LevelPlayer;
use tzaar_engine::limits::Limits;
use tzaar_engine::search::{Config, Searcher};

use super::player::{Player, PlayerError};

/// The engine in this process: a [`Searcher`] with a [`Config`].
pub struct EnginePlayer {
    searcher: Searcher,
    name: String,
    /// Limits that replace the match's depth, node and time-per-turn limits.
    own: Option<Limits>,
}

impl EnginePlayer {
    /// An engine with `config`, a table of `hash_mib` MiB and `threads` threads.
    pub fn new(config: Config, hash_mib: usize, threads: usize) -> EnginePlayer {
        let mut searcher = Searcher::new(hash_mib, threads);
        searcher.set_config(config);
        EnginePlayer {
            searcher,
            name: "engine".to_string(),
            own: None,
        }
    }

    /// Renames the player.
    pub fn with_name(mut self, name: impl Into<String>) -> EnginePlayer {
        self.name = name.into();
        self
    }

    /// Searches each turn with these depth, node and time-per-turn limits instead of the
    /// match's (clocks still come from the match).
    pub fn with_limits(mut self, limits: Limits) -> EnginePlayer {
        self.own = Some(limits);
        self
    }
}

impl Player for EnginePlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self, _game: &Game, _seed: u64) -> Result<(), PlayerError> {
        self.searcher.clear();
        Ok(())
    }

    fn play_turn(&mut self, game: &Game, limits: &Limits) -> Result<Vec<Action>, PlayerError> {
        let limits = self
            .own
            .as_ref()
            .map_or_else(|| limits.clone(), |own| own.with_clock_of(limits));
        let pos = game.position();
        let turns = u32::try_from(game.turns().len()).unwrap_or(u32::MAX);
        let result = self
            .searcher
            .search(pos, &limits, turns, &mut |_| {})
            .ok_or(PlayerError::NoAction)?;
        Ok(self.searcher.complete_turn(pos, &result))
    }
}

impl Player for LevelPlayer {
    fn name(&self) -> String {
        LevelPlayer::name(self).to_string()
    }

    fn new_game(&mut self, _game: &Game, seed: u64) -> Result<(), PlayerError> {
        self.clear();
        self.reseed(seed);
        Ok(())
    }

    fn play_turn(&mut self, game: &Game, limits: &Limits) -> Result<Vec<Action>, PlayerError> {
        self.choose(game, limits)
            .map(|(turn, _)| turn)
            .ok_or(PlayerError::NoAction)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::SetupKind;
    use tzaar_engine::levels::Level;

    #[test]
    fn a_level_player_suggests_at_full_strength() {
        let game = Game::new(SetupKind::Random { seed: 109 });
        let limits = Limits::depth(3);
        let mut player = LevelPlayer::new(Level::MIN, 1, 1);
        let hint = player.suggest(&game, &limits).unwrap();
        let mut searcher = Searcher::new(1, 1);
        let r = searcher
            .search(game.position(), &limits, 0, &mut |_| {})
            .unwrap();
        assert_eq!(hint, (searcher.complete_turn(game.position(), &r), r.score));
    }
}
