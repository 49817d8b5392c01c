//! The puzzle generator: it walks games (records given to it, then self-play games between
//! engine levels), tries to make a puzzle of each position where the player who went on to win
//! is to act in one of their last turns, checks it, and keeps a balanced, duplicate-free
//! selection.
//!
//! Everything is seeded and bounded by node counts, never by time, and the games are worked in
//! fixed batches whose results are taken in game order, so a seed gives the same puzzles, byte
//! for byte, with any number of threads on any machine.

use std::collections::{BTreeMap, HashSet};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tzaar_core::{Game, Phase, Position, Setup, Turn};
use tzaar_engine::levels::{Level, LevelPlayer};
use tzaar_engine::limits::Limits;
use tzaar_engine::puzzle::{MAX_WIN_IN, Puzzle, Theme, make, proof_nodes, verify_line};

use crate::tune::{random_actions, run_parallel};

/// Options of [`generate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleOptions {
    /// How many puzzles.
    pub count: usize,
    /// Self-play game `i` is seeded from `seed` and `i`.
    pub seed: u64,
    /// Games worked at once.
    pub threads: usize,
    /// Nodes per proof, in making and in checking a puzzle: a puzzle whose proofs need more is
    /// left out, so the set stays cheap to check.
    pub nodes: u64,
    /// A position is refused when at least `1 / easy` of its legal first turns win.
    pub easy: usize,
    /// Nodes all the proofs of making one puzzle may use together: a dearer puzzle is left out,
    /// so that checking the whole set stays quick.
    pub max_cost: u64,
    /// Nodes per turn of the self-play games.
    pub game_nodes: u64,
    /// Self-play games played at most, however few puzzles they gave.
    pub max_games: usize,
    /// How many of the winner's last turns of a game are tried.
    pub window: usize,
}

impl Default for PuzzleOptions {
    fn default() -> PuzzleOptions {
        PuzzleOptions {
            count: 100,
            seed: 1,
            threads: 1,
            nodes: 300_000,
            easy: 5,
            max_cost: 600_000,
            game_nodes: 3_000,
            max_games: 20_000,
            window: 6,
        }
    }
}

/// Self-play games worked per batch (whatever the threads, so that the output does not depend
/// on them).
const BATCH: usize = 16;

/// A game to take puzzles from, and what to call it.
#[derive(Clone, Debug)]
pub struct SourceGame {
    /// Its name in the puzzles' `source` field, e.g. a file name.
    pub name: String,
    /// The game, played to its end (a game without a winner gives nothing).
    pub game: Game,
}

/// How far the generator is: games worked and puzzles kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Games worked (records and self-play).
    pub games: usize,
    /// Puzzles kept so far.
    pub kept: usize,
}

/// Makes `options.count` puzzles from `records`, then from self-play games until there are
/// enough (or `options.max_games` were played), and returns them in the order found: at most a
/// quarter of each `win_in` while another is short, and at most half of each `win_in` ending
/// the same way (see [`ending`]). `progress` is called after each batch.
pub fn generate(
    options: &PuzzleOptions,
    records: &[SourceGame],
    progress: &(dyn Fn(Progress) + Sync),
) -> Vec<Puzzle> {
    let mut pick = Selection::new(options.count);
    let mut games = 0;
    for batch in records.chunks(BATCH) {
        let found = run_parallel(batch.len(), options.threads, &|_| {}, |i| {
            let g = &batch[i];
            puzzles_of(&g.game, &g.name, options)
        });
        games += batch.len();
        pick.add_all(found);
        progress(Progress {
            games,
            kept: pick.kept(),
        });
        if pick.full() {
            return pick.finish();
        }
    }
    let mut played = 0;
    while played < options.max_games && !pick.full() {
        let n = BATCH.min(options.max_games - played);
        let found = run_parallel(n, options.threads, &|_| {}, |i| {
            let index = (played + i) as u64;
            let game = self_play(options, index);
            let name = format!("self-play {} {}", options.seed, index);
            puzzles_of(&game, &name, options)
        });
        played += n;
        games += n;
        pick.add_all(found);
        progress(Progress {
            games,
            kept: pick.kept(),
        });
    }
    pick.finish()
}

/// The theme that says how a puzzle's game ends (the last piece of a type, or no capture).
pub fn ending(puzzle: &Puzzle) -> Option<Theme> {
    puzzle.themes.iter().copied().find(|t| {
        matches!(
            t,
            Theme::LastTzaar | Theme::LastTzarra | Theme::LastTott | Theme::NoCapture
        )
    })
}

/// The puzzles kept so far, with their quotas.
struct Selection {
    count: usize,
    kept: Vec<Puzzle>,
    /// Puzzles over a quota, in the order found, for when the quotas cannot all be met.
    spare: Vec<Puzzle>,
    seen: HashSet<String>,
    by_win_in: BTreeMap<u8, usize>,
    by_ending: BTreeMap<(u8, Option<Theme>), usize>,
}

impl Selection {
    fn new(count: usize) -> Selection {
        Selection {
            count,
            kept: Vec::new(),
            spare: Vec::new(),
            seen: HashSet::new(),
            by_win_in: BTreeMap::new(),
            by_ending: BTreeMap::new(),
        }
    }

    /// Each `win_in`'s share.
    fn quota(&self) -> usize {
        self.count.div_ceil(usize::from(MAX_WIN_IN))
    }

    fn kept(&self) -> usize {
        self.kept.len()
    }

    /// Whether every quota is met.
    fn full(&self) -> bool {
        self.kept.len() >= self.count
    }

    fn add_all(&mut self, found: Vec<Vec<Puzzle>>) {
        for p in found.into_iter().flatten() {
            self.add(p);
        }
    }

    fn add(&mut self, p: Puzzle) {
        if self.full() || !self.seen.insert(p.position.to_string()) {
            return;
        }
        let quota = self.quota();
        let same_length = self.by_win_in.entry(p.win_in).or_default();
        let same_end = self.by_ending.entry((p.win_in, ending(&p))).or_default();
        if *same_length >= quota || *same_end >= quota.div_ceil(2) {
            self.spare.push(p);
            return;
        }
        *same_length += 1;
        *same_end += 1;
        self.kept.push(p);
    }

    /// The kept puzzles, topped up from the spare ones where quotas were not met.
    fn finish(mut self) -> Vec<Puzzle> {
        let missing = self.count.saturating_sub(self.kept.len());
        self.kept.extend(self.spare.into_iter().take(missing));
        self.kept
    }
}

/// The puzzles of one finished game: every position at the start of one of the last
/// `options.window` turns of the player who went on to win that makes a puzzle
/// within `options.max_cost` nodes whose line checks.
pub fn puzzles_of(game: &Game, name: &str, options: &PuzzleOptions) -> Vec<Puzzle> {
    let Some(result) = game.result() else {
        return Vec::new();
    };
    let winner = result.winner;
    let turns = game.turns();
    // The positions before each turn, and which of them are the winner's last turns.
    let mut pos = game.start_position().clone();
    let mut before: Vec<(usize, Position)> = Vec::new();
    for (i, turn) in turns.iter().enumerate() {
        if pos.side() == winner && pos.phase() == Phase::FirstAction {
            before.push((i + 1, pos.clone()));
        }
        play(&mut pos, turn);
    }
    let first = before.len().saturating_sub(options.window);
    before
        .into_iter()
        .skip(first)
        .filter_map(|(number, pos)| {
            let source = format!("{name} turn {number}");
            let before = proof_nodes();
            let puzzle = make(&pos, &source, options.nodes, options.easy).ok()?;
            if proof_nodes() - before > options.max_cost {
                return None;
            }
            // `make` listed the accepted turns with the proofs `verify` uses; the line is
            // checked here.
            verify_line(&puzzle, options.nodes).ok()?;
            Some(puzzle)
        })
        .collect()
}

/// Plays a legal turn.
fn play(pos: &mut Position, turn: &Turn) {
    for a in turn.actions() {
        pos.play_unchecked(a);
    }
}

/// Self-play game `index`: a random start (one game in four the standard one), a few random
/// actions, then two engine levels from 3 to 10, each choosing with its seeded generator.
pub fn self_play(options: &PuzzleOptions, index: u64) -> Game {
    let seed = options
        .seed
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(index);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup = if rng.random_range(0..4) == 0 {
        Setup::standard()
    } else {
        Setup::random(rng.random())
    };
    let mut pos = Position::from_setup(&setup).expect("setups are valid");
    let mut game = Game::from_position(pos.clone());
    let plies = rng.random_range(1..=5);
    for a in random_actions(&mut pos, plies, &mut rng) {
        game.play(a).expect("a random action is legal");
    }
    let mut players: Vec<LevelPlayer> = (0..2)
        .map(|i| {
            let level = Level::new(rng.random_range(3..=10)).expect("3 to 10 are levels");
            let mut p = LevelPlayer::new(level, 4, 1);
            p.reseed(seed.wrapping_add(i));
            p
        })
        .collect();
    let limits = Limits::nodes(options.game_nodes);
    while !game.is_over() {
        let side = game.position().side().index();
        let Some((actions, _)) = players[side].choose(&game, &limits) else {
            break;
        };
        if game.play_rest_of_turn(&actions).is_err() {
            break;
        }
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_puzzles_whatever_the_threads() {
        let options = |threads| PuzzleOptions {
            count: 3,
            seed: 5,
            threads,
            nodes: 50_000,
            game_nodes: 500,
            max_games: 8,
            ..PuzzleOptions::default()
        };
        let a = generate(&options(1), &[], &|_| {});
        assert!(!a.is_empty());
        assert_eq!(a, generate(&options(2), &[], &|_| {}));
        for p in &a {
            assert_eq!(tzaar_engine::puzzle::verify(p, 50_000), Ok(()), "{p}");
        }
    }
}
