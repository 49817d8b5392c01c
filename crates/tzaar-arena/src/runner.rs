//! The match runner: two players, A and B, play a series of games in colour-swapped pairs (the
//! two games of a pair share their start, A has White in the first), on as many threads as
//! there are copies of the players, and the results are counted as they come in.
//!
//! [`run_match`] is used by `tzaar match` (any players, any starts) and by
//! [`crate::tune::play_match`] (two weight sets from random starts).

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use tzaar_core::{Color, Game};

use crate::arena::{GameOptions, PlayedGame, Player, derive_seed, play_game};
use crate::stats::Tally;

/// The transposition table of an engine in a match, in MiB, unless it is given one: small, so
/// that several games can be played at once.
pub const MATCH_HASH_MIB: usize = 16;

/// A finished game of a match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// The game's number in the match, from 0; its pair is `index / 2`.
    pub index: u64,
    /// Whether A played White.
    pub a_white: bool,
    /// The refereed game.
    pub played: PlayedGame,
}

impl MatchGame {
    /// The colour-swapped pair the game belongs to.
    pub fn pair(&self) -> u64 {
        self.index / 2
    }

    /// Whether A won; `None` if the game has no result.
    pub fn a_won(&self) -> Option<bool> {
        let result = self.played.game.result()?;
        Some((result.winner == Color::White) == self.a_white)
    }

    /// A's and B's names in the order White, Black.
    pub fn colours<'a>(&self, a: &'a str, b: &'a str) -> (&'a str, &'a str) {
        if self.a_white { (a, b) } else { (b, a) }
    }
}

/// What a match has counted so far, from A's side.
#[derive(Clone, Debug, Default)]
pub struct MatchSummary {
    /// Wins and losses by colour and by pair.
    pub tally: Tally,
    /// Games stopped before they ended, not counted.
    pub aborted: u64,
    /// How games ended: the termination's token (or `forfeit`) and how many, in order of first
    /// appearance.
    pub endings: Vec<(String, u64)>,
    /// Turns played in the counted games.
    pub turns: u64,
    /// The time used by A and by B in the counted games.
    pub time: [Duration; 2],
}

impl MatchSummary {
    /// Counts a finished game (one without a result is left out).
    fn add(&mut self, finished: &MatchGame) {
        let Some(a_won) = finished.a_won() else {
            return;
        };
        let played = &finished.played;
        self.tally.add(finished.pair(), finished.a_white, a_won);
        let ending = match (&played.forfeit, played.game.result()) {
            (Some(_), _) => "forfeit".to_string(),
            (None, Some(r)) => r.termination.token().to_string(),
            (None, None) => "unfinished".to_string(),
        };
        match self.endings.iter_mut().find(|(e, _)| *e == ending) {
            Some((_, n)) => *n += 1,
            None => self.endings.push((ending, 1)),
        }
        self.turns += played.game.turns().len() as u64;
        let (a, b) = if finished.a_white { (0, 1) } else { (1, 0) };
        self.time[0] += played.time_used[a];
        self.time[1] += played.time_used[b];
    }
}

/// Plays `games` games between A and B and returns what was counted.
///
/// Each `(A, B)` in `players` plays on a thread of its own, taking the next game when it is
/// done. Game `i` starts from `start(i / 2)`, with A as White when `i` is even; it is refereed
/// with `options`, its players seeded from `options.seed` and `i`. `on_game` is called on the
/// calling thread for each game as it finishes, with the summary that counts it; when it breaks,
/// or when `options.abort` is raised, the games in progress are stopped (and counted as
/// aborted) and no new one starts.
pub fn run_match(
    players: Vec<(Box<dyn Player>, Box<dyn Player>)>,
    start: &(dyn Fn(u64) -> Game + Sync),
    games: u64,
    options: &GameOptions,
    on_game: &mut dyn FnMut(&MatchGame, &MatchSummary) -> ControlFlow<()>,
) -> MatchSummary {
    let stop = options.abort.clone().unwrap_or_default();
    let options = GameOptions {
        abort: Some(stop.clone()),
        ..options.clone()
    };
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel::<(u64, bool, Option<PlayedGame>)>();
    let mut summary = MatchSummary::default();
    std::thread::scope(|scope| {
        for (mut a, mut b) in players {
            let tx = tx.clone();
            let (next, stop, options) = (&next, &stop, &options);
            scope.spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= games {
                        break;
                    }
                    let a_white = index % 2 == 0;
                    let opts = GameOptions {
                        seed: derive_seed(options.seed ^ 0x6761_6d65, index),
                        ..options.clone()
                    };
                    let (white, black): (&mut dyn Player, &mut dyn Player) = if a_white {
                        (a.as_mut(), b.as_mut())
                    } else {
                        (b.as_mut(), a.as_mut())
                    };
                    let played = play_game(start(index / 2), white, black, &opts).ok();
                    if tx.send((index, a_white, played)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (index, a_white, played) in rx {
            let Some(played) = played else {
                summary.aborted += 1;
                continue;
            };
            let finished = MatchGame {
                index,
                a_white,
                played,
            };
            if finished.a_won().is_none() {
                continue;
            }
            summary.add(&finished);
            if on_game(&finished, &summary).is_break() {
                stop.store(true, Ordering::SeqCst);
            }
        }
    });
    summary
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::{GreedyPlayer, RandomPlayer};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    use tzaar_core::SetupKind;

    fn random_start(pair: u64) -> Game {
        Game::new(SetupKind::Random { seed: 40 + pair })
    }

    fn greedy_and_random(copies: usize) -> Vec<(Box<dyn Player>, Box<dyn Player>)> {
        (0..copies)
            .map(|_| {
                let a: Box<dyn Player> = Box::new(GreedyPlayer::default());
                let b: Box<dyn Player> = Box::new(RandomPlayer::default());
                (a, b)
            })
            .collect()
    }

    #[test]
    fn pairs_share_their_start_and_swap_colours() {
        let mut seen = Vec::new();
        let summary = run_match(
            greedy_and_random(1),
            &random_start,
            6,
            &GameOptions::default(),
            &mut |g, s| {
                assert_eq!(s.tally.games(), seen.len() as u64 + 1);
                seen.push((g.index, g.a_white, g.played.game.start_position().clone()));
                ControlFlow::Continue(())
            },
        );
        assert_eq!(seen.len(), 6);
        for (i, (index, a_white, start)) in seen.iter().enumerate() {
            assert_eq!(*index, i as u64);
            assert_eq!(*a_white, i % 2 == 0);
            assert_eq!(start, random_start(i as u64 / 2).start_position());
        }
        assert_eq!(summary.tally.games(), 6);
        assert_eq!(summary.tally.pairs.iter().sum::<u64>(), 3);
        assert_eq!(summary.aborted, 0);
        assert_eq!(summary.endings.iter().map(|(_, n)| n).sum::<u64>(), 6);
        assert!(summary.turns >= 6);
    }

    #[test]
    fn the_same_seed_gives_the_same_games_whatever_the_threads() {
        let options = GameOptions {
            seed: 3,
            ..GameOptions::default()
        };
        let mut games = [Vec::new(), Vec::new()];
        for (copies, out) in [1, 2].into_iter().zip(&mut games) {
            run_match(
                greedy_and_random(copies),
                &random_start,
                4,
                &options,
                &mut |g, _| {
                    out.push((g.index, g.played.game.clone()));
                    ControlFlow::Continue(())
                },
            );
            out.sort_by_key(|(i, _)| *i);
        }
        assert_eq!(games[0], games[1]);
    }

    #[test]
    fn breaking_stops_the_match() {
        let summary = run_match(
            greedy_and_random(1),
            &random_start,
            10,
            &GameOptions::default(),
            &mut |_, s| {
                if s.tally.games() == 3 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        assert_eq!(summary.tally.games(), 3);
        let options = GameOptions {
            abort: Some(Arc::new(AtomicBool::new(true))),
            ..GameOptions::default()
        };
        let none = run_match(
            greedy_and_random(2),
            &random_start,
            4,
            &options,
            &mut |_, _| panic!("no game is played"),
        );
        assert_eq!(none.tally.games(), 0);
    }
}
