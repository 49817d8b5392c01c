//! One game's engine: a process speaking the engine protocol, started when first needed,
//! restarted when it fails, and never trusted: its turn is checked by the rules, and when it
//! cannot give a legal one the bot plays a legal turn of its own rather than lose on time.

use std::time::{Duration, Instant};

use tzaar_arena::arena::Player;
use tzaar_arena::external::ExternalEngine;
use tzaar_core::{Action, Color, Game};
use tzaar_engine::Limits;
use tzaar_engine::limits::Clock;

use super::events::StateClock;

/// How many times an engine is (re)started for one turn before the bot plays a turn of its own.
const ATTEMPTS: usize = 3;

/// The engine to start for each game: its command line and its options.
#[derive(Clone, Debug)]
pub struct EngineSpec {
    /// Run by the shell.
    pub command: String,
    /// Each sent as `setoption NAME VALUE` after every start.
    pub options: Vec<(String, String)>,
}

/// How long the engine may think.
#[derive(Clone, Copy, Debug)]
pub struct Thinking {
    /// A cap on each turn's thinking, whatever the clock leaves.
    pub max_ms: Option<u64>,
    /// Each turn's time in a game without a clock (correspondence).
    pub correspondence_ms: u64,
    /// Taken off the bot's clock for the trip to the site and back.
    pub lag_ms: u64,
}

impl Thinking {
    /// The limits of a turn for `color`, whose State (with `clock`) came `since` ago.
    pub fn limits(&self, color: Color, clock: Option<StateClock>, since: Instant) -> Limits {
        let mut limits = Limits::default();
        match clock {
            Some(c) => {
                let mut ms = [c.white_ms, c.black_ms];
                let mine = &mut ms[color.index()];
                let spent = u64::try_from(since.elapsed().as_millis()).unwrap_or(u64::MAX);
                *mine = mine
                    .saturating_sub(spent)
                    .saturating_sub(self.lag_ms)
                    .max(1);
                limits.clock = Some(Clock {
                    time: ms.map(Duration::from_millis),
                    inc: [Duration::from_millis(c.increment_ms); 2],
                });
                limits.movetime = self.max_ms.map(Duration::from_millis);
            }
            None => {
                let ms = self
                    .max_ms
                    .map_or(self.correspondence_ms, |m| m.min(self.correspondence_ms));
                limits.movetime = Some(Duration::from_millis(ms));
            }
        }
        limits
    }
}

/// What a turn came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The engine's turn.
    Engine,
    /// The engine failed every attempt: a legal turn chosen by the bot (the reasons given).
    Fallback(Vec<String>),
}

/// One game's engine.
pub struct Seat {
    spec: EngineSpec,
    engine: Option<ExternalEngine>,
    /// Whether the running engine has been told of this game (`new`).
    in_game: bool,
}

impl Seat {
    /// A seat whose engine starts when first asked for a turn.
    pub fn new(spec: EngineSpec) -> Seat {
        Seat {
            spec,
            engine: None,
            in_game: false,
        }
    }

    /// The rest of the current turn in `game`: the engine's, checked by the rules, or after
    /// [`ATTEMPTS`] failures a legal turn of the bot's own. `None` when the game is over.
    pub fn turn(&mut self, game: &Game, limits: &Limits) -> Option<(Vec<Action>, Source)> {
        if game.is_over() {
            return None;
        }
        let mut problems = Vec::new();
        for _ in 0..ATTEMPTS {
            match self.engine_turn(game, limits) {
                Ok(turn) => return Some((turn, Source::Engine)),
                Err(problem) => {
                    // Whatever went wrong, the next attempt starts a fresh process.
                    self.engine = None;
                    self.in_game = false;
                    problems.push(problem);
                }
            }
        }
        Some((fallback_turn(game)?, Source::Fallback(problems)))
    }

    fn engine_turn(&mut self, game: &Game, limits: &Limits) -> Result<Vec<Action>, String> {
        let engine = match &mut self.engine {
            Some(engine) => engine,
            None => {
                let started = ExternalEngine::spawn(&self.spec.command, &self.spec.options)
                    .map_err(|e| format!("the engine did not start: {e}"))?;
                self.in_game = false;
                self.engine.insert(started)
            }
        };
        if !self.in_game {
            engine
                .new_game(game, 0)
                .map_err(|e| format!("the engine refused the game: {e}"))?;
            self.in_game = true;
        }
        let turn = engine
            .play_turn(game, limits)
            .map_err(|e| format!("the engine failed: {e}"))?;
        let mut check = game.clone();
        check
            .play_rest_of_turn(&turn)
            .map_err(|e| format!("the engine's turn is not legal: {e}"))?;
        Ok(turn)
    }
}

/// A legal rest of the turn, chosen without the engine: a capture where there is one.
pub fn fallback_turn(game: &Game) -> Option<Vec<Action>> {
    let mut game = game.clone();
    let mover = game.position().side();
    let mut turn = Vec::new();
    while !game.is_over() && game.position().side() == mover && turn.len() < 2 {
        let actions = game.position().legal_actions();
        let action = *actions.first()?;
        game.play(action).ok()?;
        turn.push(action);
    }
    (!turn.is_empty()).then_some(turn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::Position;

    #[test]
    fn the_fallback_is_a_whole_legal_turn() {
        let mut game = Game::from_position(Position::standard());
        for _ in 0..6 {
            let turn = fallback_turn(&game).expect("a turn");
            let mover = game.position().side();
            let mut check = game.clone();
            check.play_rest_of_turn(&turn).expect("legal");
            assert!(check.is_over() || check.position().side() != mover);
            game = check;
        }
    }

    #[test]
    fn a_broken_engine_is_retried_then_replaced_by_a_legal_turn() {
        let mut seat = Seat::new(EngineSpec {
            command: "exit 3".into(),
            options: vec![],
        });
        let game = Game::from_position(Position::standard());
        let (turn, source) = seat.turn(&game, &Limits::depth(1)).expect("a turn");
        let Source::Fallback(problems) = source else {
            panic!("the engine cannot have answered")
        };
        assert_eq!(problems.len(), ATTEMPTS);
        game.clone().play_rest_of_turn(&turn).expect("legal");
    }

    #[test]
    fn the_clock_given_to_the_engine_is_the_bots_less_the_lag() {
        let thinking = Thinking {
            max_ms: None,
            correspondence_ms: 5000,
            lag_ms: 200,
        };
        let clock = StateClock {
            white_ms: 60_000,
            black_ms: 30_000,
            increment_ms: 2000,
        };
        let l = thinking.limits(Color::Black, Some(clock), Instant::now());
        let c = l.clock.expect("a clock");
        assert_eq!(c.time[0], Duration::from_millis(60_000));
        assert!(c.time[1] <= Duration::from_millis(29_800));
        assert!(c.time[1] > Duration::from_millis(29_000));
        assert_eq!(c.inc, [Duration::from_millis(2000); 2]);
        assert_eq!(l.movetime, None);
        let corr = thinking.limits(Color::White, None, Instant::now());
        assert_eq!(corr.movetime, Some(Duration::from_millis(5000)));
        assert_eq!(corr.clock, None);
    }
}
