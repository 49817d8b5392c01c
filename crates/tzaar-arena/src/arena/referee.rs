//! Refereeing one game: the options, the game played with its forfeit and time used, and
//! [`play_game`].

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use thiserror::Error;
use tzaar_core::{Color, Game};
use tzaar_engine::limits::{Clock, Limits};

use super::player::Player;
use super::time_control::TimeControl;

/// How to referee a game.
#[derive(Clone, Debug, Default)]
pub struct GameOptions {
    /// Limits for every turn (depth, nodes, time per turn); the clock field is ignored and set
    /// from `time_control`.
    pub limits: Limits,
    /// Clocks, if the game is played with them.
    pub time_control: Option<TimeControl>,
    /// Seeds the players' randomness (each player gets its own seed derived from it).
    pub seed: u64,
    /// When set, the game stops before the next turn and [`play_game`] returns [`Aborted`].
    pub abort: Option<Arc<AtomicBool>>,
}

/// A player that lost by breaking the rules or failing to answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// Who lost.
    pub loser: Color,
    /// What went wrong, for the record.
    pub reason: String,
}

/// A refereed game.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    /// The game with its result: by the rules, on time, or a resignation for a forfeit.
    pub game: Game,
    /// Set when a player lost by an illegal or missing turn.
    pub forfeit: Option<Forfeit>,
    /// The time each side used, White then Black.
    pub time_used: [Duration; 2],
}

/// The game was stopped from outside before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the game was aborted")]
pub struct Aborted;

/// Mixes a seed with a stream number (SplitMix64), for seeds that are independent of each
/// other.
pub fn derive_seed(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays a game from `start` (usually new, from a setup) between `white` and `black` and
/// returns it decided, or [`Aborted`] when `options.abort` was raised first.
pub fn play_game(
    start: Game,
    white: &mut dyn Player,
    black: &mut dyn Player,
    options: &GameOptions,
) -> Result<PlayedGame, Aborted> {
    let mut game = start;
    let players: [&mut dyn Player; 2] = [white, black];
    let mut time_used = [Duration::ZERO; 2];
    let mut forfeit = None;
    let aborted = || {
        options
            .abort
            .as_ref()
            .is_some_and(|a| a.load(Ordering::Relaxed))
    };
    let mut left = options.time_control.map(|tc| [tc.base; 2]);

    for color in Color::ALL {
        let i = color.index();
        let seed = derive_seed(options.seed, i as u64);
        if let Err(e) = players[i].new_game(&game, seed) {
            if aborted() {
                return Err(Aborted);
            }
            let reason = format!("{} failed to start a game: {e}", players[i].name());
            // A game already decided stays as it is.
            if game.resign(color).is_ok() {
                forfeit = Some(Forfeit {
                    loser: color,
                    reason,
                });
            }
            return Ok(PlayedGame {
                game,
                forfeit,
                time_used,
            });
        }
    }

    while !game.is_over() {
        if aborted() {
            return Err(Aborted);
        }
        let side = game.position().side();
        let i = side.index();
        let mut limits = options.limits.clone();
        limits.clock = match (left, options.time_control) {
            (Some(time), Some(tc)) => Some(Clock {
                time,
                inc: [tc.increment; 2],
            }),
            _ => None,
        };
        let started = Instant::now();
        let reply = players[i].play_turn(&game, &limits);
        let elapsed = started.elapsed();
        time_used[i] += elapsed;
        if let (Some(time), Some(tc)) = (left.as_mut(), options.time_control) {
            if elapsed > time[i] {
                game.lose_on_time(side).expect("the game is not decided");
                break;
            }
            time[i] = time[i] - elapsed + tc.increment;
        }
        let result = match reply {
            Ok(actions) => game.play_rest_of_turn(&actions).map_err(|e| e.to_string()),
            Err(e) => {
                if aborted() {
                    return Err(Aborted);
                }
                Err(e.to_string())
            }
        };
        if let Err(reason) = result {
            let name = players[i].name();
            game.resign(side).expect("the game is not decided");
            forfeit = Some(Forfeit {
                loser: side,
                reason: format!("{name} ({side}) forfeits: {reason}"),
            });
        }
    }
    Ok(PlayedGame {
        game,
        forfeit,
        time_used,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::baselines::{GreedyPlayer, RandomPlayer};
    use crate::arena::engines::EnginePlayer;
    use crate::arena::player::PlayerError;
    use tzaar_core::{Action, Phase, Position, Record, SetupKind, Termination};
    use tzaar_engine::levels::{Level, LevelPlayer};
    use tzaar_engine::search::Config;

    fn random_kind(i: u64) -> SetupKind {
        SetupKind::Random { seed: 100 + i }
    }

    /// The game `white` and `black` play from `kind` (it must not be aborted).
    fn play_from(
        kind: SetupKind,
        white: &mut dyn Player,
        black: &mut dyn Player,
        options: &GameOptions,
    ) -> PlayedGame {
        play_game(Game::new(kind), white, black, options).unwrap()
    }

    /// A finished game that replays from its record, with a result by the rules.
    fn check_by_the_rules(played: &PlayedGame) {
        let result = played.game.result().expect("decided");
        assert!(
            matches!(result.termination, Termination::Rule(_)),
            "{result:?}"
        );
        assert!(played.forfeit.is_none());
        let text = Record::new(played.game.clone()).to_string();
        let back = Record::parse(&text).expect("the record reads back");
        assert_eq!(back.game.result(), Some(result));
        assert_eq!(back.game.actions(), played.game.actions());
    }

    #[test]
    fn random_and_greedy_games_end_by_the_rules() {
        for (i, kind) in [
            SetupKind::Standard,
            random_kind(1),
            SetupKind::Tournament,
            random_kind(2),
        ]
        .into_iter()
        .enumerate()
        {
            let options = GameOptions {
                seed: i as u64,
                ..GameOptions::default()
            };
            // Random, then greedy, against random.
            let whites: [&mut dyn Player; 2] =
                [&mut RandomPlayer::default(), &mut GreedyPlayer::default()];
            for white in whites {
                let played = play_from(kind, white, &mut RandomPlayer::default(), &options);
                check_by_the_rules(&played);
                if kind == SetupKind::Tournament {
                    assert!(played.game.actions().len() > 60);
                }
            }
        }
    }

    #[test]
    fn greedy_beats_random() {
        let mut greedy_wins = 0;
        for pair in 0..10u64 {
            for greedy_white in [true, false] {
                let mut g = GreedyPlayer::default();
                let mut r = RandomPlayer::default();
                let (white, black): (&mut dyn Player, &mut dyn Player) = if greedy_white {
                    (&mut g, &mut r)
                } else {
                    (&mut r, &mut g)
                };
                let options = GameOptions {
                    seed: pair * 2 + u64::from(greedy_white),
                    ..GameOptions::default()
                };
                let played = play_from(random_kind(pair), white, black, &options);
                check_by_the_rules(&played);
                let winner = played.game.result().unwrap().winner;
                if (winner == Color::White) == greedy_white {
                    greedy_wins += 1;
                }
            }
        }
        eprintln!("greedy won {greedy_wins} of 20");
        assert!(greedy_wins >= 18, "greedy won only {greedy_wins} of 20");
    }

    #[test]
    fn seeds_decide_the_game() {
        let play = |seed: u64| {
            let options = GameOptions {
                seed,
                ..GameOptions::default()
            };
            play_from(
                random_kind(7),
                &mut GreedyPlayer::default(),
                &mut RandomPlayer::default(),
                &options,
            )
            .game
        };
        assert_eq!(play(1), play(1));
        assert_ne!(play(1).actions(), play(2).actions());
    }

    #[test]
    fn the_engine_beats_random_and_is_deterministic_with_a_node_limit() {
        let options = GameOptions {
            limits: Limits::nodes(300),
            seed: 3,
            ..GameOptions::default()
        };
        let play = || {
            let mut engine = EnginePlayer::new(Config::default(), 1, 1);
            play_from(
                random_kind(3),
                &mut RandomPlayer::default(),
                &mut engine,
                &options,
            )
        };
        let first = play();
        check_by_the_rules(&first);
        assert_eq!(first.game.result().unwrap().winner, Color::Black);
        assert_eq!(play().game, first.game);
    }

    #[test]
    fn levels_play_by_the_rules_and_a_seed_repeats_their_games() {
        let play = |kind: SetupKind, seed: u64| {
            let options = GameOptions {
                limits: Limits::nodes(400),
                seed,
                ..GameOptions::default()
            };
            let mut weak = LevelPlayer::new(Level::MIN, 1, 1);
            let mut strong = LevelPlayer::new(Level::new(6).unwrap(), 1, 1);
            assert_eq!(weak.name(), "level 1");
            play_from(kind, &mut weak, &mut strong, &options)
        };
        let first = play(random_kind(4), 1);
        check_by_the_rules(&first);
        assert_eq!(play(random_kind(4), 1).game, first.game);
        // The beginner's choices come from the seed.
        assert!((2..6).any(|seed| play(random_kind(4), seed).game != first.game));
        // The placement phase too.
        let placed = play(SetupKind::Tournament, 2);
        check_by_the_rules(&placed);
        assert!(placed.game.actions().len() > 60);
    }

    /// A player named `.0` whose turns are what `.1` answers.
    struct Scripted<F>(&'static str, F);

    impl<F> Player for Scripted<F>
    where
        F: FnMut(&Game, &Limits) -> Result<Vec<Action>, PlayerError> + Send,
    {
        fn name(&self) -> String {
            self.0.to_string()
        }
        fn new_game(&mut self, _: &Game, _: u64) -> Result<(), PlayerError> {
            Ok(())
        }
        fn play_turn(&mut self, game: &Game, limits: &Limits) -> Result<Vec<Action>, PlayerError> {
            (self.1)(game, limits)
        }
    }

    /// A player that answers every turn with the same actions.
    fn fixed(turn: Vec<Action>) -> impl Player {
        Scripted("fixed", move |_: &Game, _: &Limits| Ok(turn.clone()))
    }

    /// A player that plays only the first legal action of each turn.
    fn first_only() -> impl Player {
        Scripted("first-only", |game: &Game, _: &Limits| {
            Ok(vec![game.position().legal_actions()[0]])
        })
    }

    fn a(s: &str) -> Action {
        s.parse().unwrap()
    }

    #[test]
    fn an_illegal_or_incomplete_turn_loses() {
        // White's opening from the standard start is a single capture.
        let cases: [(&[Action], &str); 3] = [
            (&[], "the turn has no action"),
            (&[Action::Pass], "`pass` is illegal"),
            (
                &[a("D5xD4"), Action::Pass],
                "the turn is over after `D5xD4`",
            ),
        ];
        for (turn, why) in cases {
            let played = play_from(
                SetupKind::Standard,
                &mut fixed(turn.to_vec()),
                &mut first_only(),
                &GameOptions::default(),
            );
            let forfeit = played.forfeit.expect("a forfeit");
            assert_eq!(forfeit.loser, Color::White);
            assert!(forfeit.reason.contains(why), "{why}: {}", forfeit.reason);
            assert!(played.game.actions().is_empty());
            let result = played.game.result().unwrap();
            assert_eq!(result.termination, Termination::Resignation);
            assert_eq!(result.winner, Color::Black);
        }
        // Black's first capture alone is not a turn: it is taken back and Black loses.
        let played = play_from(
            SetupKind::Standard,
            &mut first_only(),
            &mut first_only(),
            &GameOptions::default(),
        );
        let forfeit = played.forfeit.expect("a forfeit");
        assert_eq!(forfeit.loser, Color::Black);
        assert!(forfeit.reason.contains("incomplete"), "{}", forfeit.reason);
        assert_eq!(played.game.actions().len(), 1);
    }

    /// A player that takes `time` over each turn, and then plays at random.
    fn slow(time: Duration) -> impl Player {
        Scripted("slow", move |game: &Game, limits: &Limits| {
            assert!(limits.clock.is_some());
            std::thread::sleep(time);
            RandomPlayer::default().play_turn(game, limits)
        })
    }

    #[test]
    fn a_slow_player_loses_on_time() {
        let options = GameOptions {
            time_control: Some(TimeControl {
                base: Duration::from_millis(100),
                increment: Duration::from_millis(10),
            }),
            ..GameOptions::default()
        };
        let played = play_from(
            random_kind(5),
            &mut slow(Duration::ZERO),
            &mut slow(Duration::from_millis(30)),
            &options,
        );
        let result = played.game.result().unwrap();
        assert_eq!(result.termination, Termination::Time);
        assert_eq!(result.loser(), Color::Black);
        // 100 ms, then at least 20 ms net per turn: out of time in Black's fifth turn at the
        // latest (sooner on a busy machine), with White a turn ahead.
        let turns = played.game.turns().len();
        assert!(turns <= 9 && turns % 2 == 1, "{turns}");
        assert!(played.time_used[1] > Duration::from_millis(100));
    }

    #[test]
    fn an_abort_stops_the_game() {
        let abort = Arc::new(AtomicBool::new(true));
        let options = GameOptions {
            abort: Some(abort),
            ..GameOptions::default()
        };
        let r = play_game(
            Game::new(SetupKind::Standard),
            &mut RandomPlayer::default(),
            &mut RandomPlayer::default(),
            &options,
        );
        assert_eq!(r.unwrap_err(), Aborted);
    }

    #[test]
    fn a_game_can_start_in_the_middle_of_a_turn() {
        let mut pos = Position::standard();
        pos.play(a("D5xD4")).unwrap();
        let first = pos.legal_actions()[0];
        pos.play(first).unwrap();
        assert_eq!(pos.phase(), Phase::SecondAction);
        let played = play_game(
            Game::from_position(pos),
            &mut GreedyPlayer::default(),
            &mut GreedyPlayer::default(),
            &GameOptions::default(),
        )
        .unwrap();
        check_by_the_rules(&played);
    }
}
