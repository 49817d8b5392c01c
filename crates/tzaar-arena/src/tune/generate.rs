//! Self-play data: the engine plays itself and the positions met are kept with the game's
//! result.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Action, Color, Position, Setup};
use tzaar_engine::limits::Limits;
use tzaar_engine::score::is_proven;
use tzaar_engine::search::Searcher;

/// One training position and how its game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The position (a first or second action).
    pub position: Position,
    /// Whether White won the game.
    pub white_won: bool,
}

/// Options of [`generate`].
#[derive(Clone, Debug, PartialEq)]
pub struct GenOptions {
    /// How many games.
    pub games: usize,
    /// Nodes per turn.
    pub nodes: u64,
    /// Game `i` starts from `Setup::random(seed + i)` and seeds its randomness from it too.
    pub seed: u64,
    /// Random actions at the start of each game (captures preferred), for variety.
    pub random_plies: usize,
    /// Positions before this ply are not kept.
    pub skip_plies: usize,
    /// The fraction of eligible positions kept (to keep the data small and less correlated).
    pub keep: f64,
    /// Games played at once (each searches with one thread).
    pub threads: usize,
    /// Transposition table size per game, in mebibytes.
    pub hash_mib: usize,
    /// Start every game from the standard setup instead of a random one (the random plies,
    /// seeded per game, still vary the games).
    pub standard: bool,
}

impl Default for GenOptions {
    fn default() -> GenOptions {
        GenOptions {
            games: 100,
            nodes: 2000,
            seed: 1,
            random_plies: 4,
            skip_plies: 6,
            keep: 0.5,
            threads: 2,
            hash_mib: 8,
            standard: false,
        }
    }
}

/// Plays `options.games` self-play games and returns the kept positions, in game order.
/// `progress` is called with the number of games finished so far.
pub fn generate(options: &GenOptions, progress: &(dyn Fn(usize) + Sync)) -> Vec<Sample> {
    generate_games(options, progress).concat()
}

/// As [`generate`], the kept positions of each game apart.
pub fn generate_games(options: &GenOptions, progress: &(dyn Fn(usize) + Sync)) -> Vec<Vec<Sample>> {
    run_parallel(options.games, options.threads, progress, |i| {
        play_training_game(i as u64, options)
    })
}

/// Runs `job(0..count)` on `threads` threads and returns the results in index order.
pub(crate) fn run_parallel<T: Send>(
    count: usize,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
    job: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    let r = job(i);
                    results.lock().expect("no worker panicked")[i] = Some(r);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    results
        .into_inner()
        .expect("no worker panicked")
        .into_iter()
        .map(|r| r.expect("every job ran"))
        .collect()
}

/// Plays up to `plies` random actions from `pos` (captures preferred, 4 in 5 where there is
/// one), for variety at the start of a game; returns them.
pub(crate) fn random_actions(
    pos: &mut Position,
    plies: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<Action> {
    let mut played = Vec::new();
    while played.len() < plies && !pos.is_game_over() {
        let mut pool = pos.legal_actions().to_vec();
        if pool.iter().any(|a| a.is_capture()) && rng.random_bool(0.8) {
            pool.retain(|a| a.is_capture());
        }
        let a = pool[rng.random_range(0..pool.len())];
        pos.play_unchecked(a);
        played.push(a);
    }
    played
}

/// One self-play game and the positions it keeps.
fn play_training_game(index: u64, options: &GenOptions) -> Vec<Sample> {
    let game_seed = options.seed.wrapping_add(index);
    let mut rng = ChaCha8Rng::seed_from_u64(game_seed ^ 0x7a61_6172);
    let setup = if options.standard {
        Setup::standard()
    } else {
        Setup::random(game_seed)
    };
    let mut pos = Position::from_setup(&setup).expect("setups are valid");
    let mut ply = random_actions(&mut pos, options.random_plies, &mut rng).len();
    let mut searcher = Searcher::new(options.hash_mib, 1);
    let limits = Limits::nodes(options.nodes);
    let mut kept = Vec::new();
    let mut turns = 0;
    while !pos.is_game_over() {
        let Some(result) = searcher.search(&pos, &limits, turns, &mut |_| {}) else {
            break;
        };
        let turn = searcher.complete_turn(&pos, &result);
        let decided = is_proven(result.score);
        for action in turn {
            if !decided && ply >= options.skip_plies && rng.random_bool(options.keep) {
                kept.push(pos.clone());
            }
            pos.play_unchecked(action);
            ply += 1;
            if pos.is_game_over() {
                break;
            }
        }
        turns += 1;
    }
    let winner = pos.outcome().map(|o| o.winner);
    kept.into_iter()
        .map(|position| Sample {
            position,
            white_won: winner == Some(Color::White),
        })
        .collect()
}

/// Samples for tests: `games` games at `nodes` nodes a turn, every position kept that the
/// other (default) options let through.
#[cfg(test)]
pub(crate) fn every_position(games: usize, nodes: u64) -> Vec<Sample> {
    let options = GenOptions {
        games,
        nodes,
        keep: 1.0,
        ..GenOptions::default()
    };
    generate(&options, &|_| {})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_is_deterministic_whatever_the_threads() {
        let one = GenOptions {
            games: 3,
            nodes: 300,
            threads: 1,
            ..GenOptions::default()
        };
        let two = GenOptions {
            threads: 2,
            ..one.clone()
        };
        let a = generate(&one, &|_| {});
        assert_eq!(a, generate(&two, &|_| {}));
        // The first plies are left out.
        for s in &a {
            assert!(!s.position.is_game_over());
        }
    }
}
