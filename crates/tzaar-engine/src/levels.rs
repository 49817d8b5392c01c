//! Playing strength from 1 (beginner) to 10 (full strength).
//!
//! A weaker level is weaker honestly, never by playing nonsense:
//!
//! - it thinks less: levels 1 to 3 look one turn ahead (their own two actions), levels 4 and 5
//!   also see the opponent's first action and level 6 the opponent's whole turn; levels 7 to 9
//!   search without a depth cap but with a share of the time and nodes (7%, 12% and 35%);
//! - levels 1 to 5 choose among their best turns (a multi-PV search, see [`crate::analysis`])
//!   at random, each with a weight `exp((score - best) / temperature)`, from a seeded generator
//!   so that a seed gives the same choices; the temperature is in evaluation units (a piece is
//!   worth a few hundred), from 700 at level 1 to 20 at levels 3 and 5 (level 6 plays its
//!   best turn);
//! - it never takes a turn more than a margin worse than its best one (1500 at level 1, down
//!   to 60 at levels 3 and 5);
//! - it never misses a win in one turn (a two-ply search looks for one first, at every level);
//! - above level 2 it never plays a turn after which the opponent wins in their next turn when
//!   it can avoid that: each choice is checked with a two-ply search of the opponent's turn, and
//!   when every candidate fails the check, a search that sees the opponent's turn picks one
//!   that passes it. Level 2 makes that check on half of its turns (chosen by the seeded
//!   generator), level 1 never.
//!
//! Level 10 is the plain search with the limits unchanged.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;
use tzaar_core::{Action, Game, Phase, Position};

use crate::analysis::{self, Budget};
use crate::limits::Limits;
use crate::score::{Outlook, Score};
use crate::search::{Config, Info, Searcher};

/// No depth cap: deeper than any search within a level's share of the limits goes.
const MAX_DEPTH: u32 = 64;

/// A playing strength, from [`Level::MIN`] to [`Level::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// A number that is not a level.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LevelError {
    /// Outside 1..=10.
    #[error("the level must be from 1 to 10, not {0}")]
    OutOfRange(u64),
    /// Not a whole number.
    #[error("`{0}` is not a level: use a whole number from 1 to 10")]
    NotANumber(String),
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(10);
    /// The level a person plays against unless they choose one, in the terminal game, the web
    /// app and the HTTP API: a fair game for a beginner who knows the rules. (The engine
    /// protocol plays at [`Level::MAX`] until told otherwise.)
    pub const DEFAULT: Level = Level(5);

    /// The level `n`, from 1 to 10.
    pub fn new(n: u64) -> Result<Level, LevelError> {
        match u8::try_from(n) {
            Ok(n @ 1..=10) => Ok(Level(n)),
            _ => Err(LevelError::OutOfRange(n)),
        }
    }

    /// The level's number.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether this is full strength.
    pub const fn is_full(self) -> bool {
        self.0 == Level::MAX.0
    }

    /// How the level plays (for levels below 10).
    ///
    /// The strength comes mostly from how far a level looks: a depth is in actions, and a turn
    /// is two, so depth 2 sees the level's own turn, 3 also the opponent's first action and 4
    /// the opponent's whole turn. Levels 1 to 6 stop at such a depth (their share of 500,000
    /// nodes, the budget the levels were measured with, reaches it from nearly every position
    /// of a game); levels 7 to 9 search without a cap with about a third of the nodes of the
    /// level above, and play their best turn. The noise of the lower levels is in evaluation
    /// units, where a piece is worth a few hundred.
    fn profile(self) -> Profile {
        // depth cap, share of time and nodes (per mille), candidates, temperature, margin,
        // chance (per mille) that a turn allowing a loss in one is refused.
        let (depth, share, candidates, temperature, margin, guard) = match self.0 {
            1 => (2, 300, 8, 700, 1500, 0),
            2 => (2, 300, 6, 200, 500, 500),
            3 => (2, 300, 2, 20, 60, 1000),
            4 => (3, 450, 6, 250, 600, 1000),
            5 => (3, 300, 2, 20, 60, 1000),
            6 => (4, 700, 1, 1, 0, 1000),
            7 => (MAX_DEPTH, 70, 1, 1, 0, 1000),
            8 => (MAX_DEPTH, 120, 1, 1, 0, 1000),
            _ => (MAX_DEPTH, 350, 1, 1, 0, 1000),
        };
        Profile {
            depth,
            share,
            candidates,
            temperature,
            margin,
            guard,
        }
    }
}

impl Default for Level {
    /// [`Level::DEFAULT`].
    fn default() -> Level {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Level {
    type Err = LevelError;

    /// Reads a whole number from 1 to 10.
    fn from_str(s: &str) -> Result<Level, LevelError> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(LevelError::NotANumber(s.to_string()));
        }
        s.parse::<u64>()
            .map_err(|_| LevelError::OutOfRange(u64::MAX))
            .and_then(Level::new)
    }
}

/// How a level below 10 plays.
#[derive(Clone, Copy, Debug)]
struct Profile {
    /// The deepest search, in plies.
    depth: u32,
    /// The share of the given time and nodes used, per mille.
    share: u32,
    /// How many of the best turns it chooses among.
    candidates: usize,
    /// The softmax temperature, in evaluation units (a piece is worth a few hundred).
    temperature: i32,
    /// Never a turn more than this much worse than the best one, in evaluation units.
    margin: i32,
    /// The chance, per mille, that a turn letting the opponent win at once is refused when
    /// avoidable (1000 above level 2).
    guard: u32,
}

impl Profile {
    /// The limits a search at this level gets from `limits`.
    fn limits(&self, pos: &Position, limits: &Limits, turns_played: u32) -> Limits {
        let share = |d: Duration| (d * self.share / 1000).max(Duration::from_millis(1));
        Limits {
            depth: Some(limits.depth.map_or(self.depth, |d| d.min(self.depth))),
            nodes: limits
                .nodes
                .map(|n| (n / 1000).saturating_mul(u64::from(self.share)).max(1)),
            movetime: limits
                .budget(pos.side(), turns_played)
                .map(|b| share(b.hard)),
            clock: None,
        }
    }
}

/// Whether `score` is a win decided in the root side's current turn.
fn wins_now(score: Score) -> bool {
    Outlook::from_score(score) == Outlook::Win(1)
}

/// Whether, after `turn` is played in `pos`, the opponent can win in their next turn (by a
/// two-ply search limited to the time left).
fn allows_quick_loss(
    searcher: &mut Searcher,
    pos: &Position,
    turn: &[Action],
    deadline: Option<Instant>,
) -> bool {
    let mut p = pos.clone();
    for &a in turn {
        if p.play(a).is_err() {
            return true;
        }
    }
    if p.is_game_over() || p.side() == pos.side() {
        return false;
    }
    let limits = Limits {
        depth: Some(if p.phase() == Phase::FirstAction {
            2
        } else {
            1
        }),
        movetime: deadline.map(|d| {
            d.saturating_duration_since(Instant::now())
                .max(Duration::from_millis(1))
        }),
        ..Limits::default()
    };
    searcher
        .search(&p, &limits, 0, &mut |_| {})
        .is_some_and(|r| wins_now(r.score))
}

/// Chooses the turn to play at `level`: the rest of the current turn and its score from the
/// side to act (see [`crate::analysis::AnalysisLine::score`]). `None` when the game is over.
/// Level 10 is the plain search within `limits`; lower levels use less of them and pick among
/// their best turns with `rng` (see the module documentation). The whole choice keeps to the
/// time `limits` give. `report` sees the iterations of the main search.
pub fn choose_turn<R: Rng + ?Sized>(
    searcher: &mut Searcher,
    pos: &Position,
    limits: &Limits,
    turns_played: u32,
    level: Level,
    rng: &mut R,
    report: &mut dyn FnMut(&Info),
) -> Option<(Vec<Action>, Score)> {
    if pos.is_game_over() || pos.legal_actions().is_empty() {
        return None;
    }
    let budget = Budget::new(pos, limits, turns_played);
    let deadline = budget.time_left().map(|t| Instant::now() + t);
    if level.is_full() {
        let r = searcher.search(pos, limits, turns_played, report)?;
        let turn = searcher.complete_turn_within(pos, &r, deadline);
        return Some((turn, r.score));
    }
    let profile = level.profile();

    // A win in this turn is never missed: a full-width search of this turn's actions finds it.
    let this_turn = if pos.phase() == Phase::FirstAction {
        2
    } else {
        1
    };
    let guard = Limits {
        depth: Some(this_turn),
        movetime: budget.time_left().map(|t| t.max(Duration::from_millis(1))),
        ..Limits::default()
    };
    if let Some(r) = searcher.search(pos, &guard, turns_played, &mut |_| {}) {
        if wins_now(r.score) {
            let turn = searcher.complete_turn_within(pos, &r, deadline);
            return Some((turn, r.score));
        }
    }

    let weak = profile.limits(pos, limits, turns_played);
    let mut lines = analysis::analyze(
        searcher,
        pos,
        &weak,
        turns_played,
        profile.candidates,
        report,
    );
    if lines.is_empty() {
        // Out of time before anything was found: the guard search's choice, or any turn.
        let r = searcher.search(pos, &Limits::depth(1), turns_played, &mut |_| {})?;
        let turn = searcher.complete_turn_within(pos, &r, deadline);
        return Some((turn, r.score));
    }
    let guard_loss = profile.guard >= 1000 || rng.random_range(0..1000) < profile.guard;
    let best = lines[0].score;
    lines.retain(|l| l.score >= best.saturating_sub(profile.margin));
    loop {
        let weights: Vec<f64> = lines
            .iter()
            .map(|l| {
                let behind = f64::from(best.saturating_sub(l.score).max(0));
                (-behind / f64::from(profile.temperature)).exp()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let mut x = rng.random::<f64>() * total;
        let mut pick = 0;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                pick = i;
                break;
            }
            x -= w;
            pick = i;
        }
        let chosen = &lines[pick];
        let refuse = guard_loss && allows_quick_loss(searcher, pos, &chosen.turn, deadline);
        if !refuse {
            return Some((chosen.turn.clone(), chosen.score));
        }
        if lines.len() > 1 {
            lines.remove(pick);
            continue;
        }
        // Every candidate lets the opponent win at once: a search that sees the opponent's
        // turn finds a turn that does not, if there is one.
        let chosen = (chosen.turn.clone(), chosen.score);
        let safety = Limits {
            depth: Some(this_turn + 2),
            movetime: deadline.map(|d| {
                d.saturating_duration_since(Instant::now())
                    .max(Duration::from_millis(1))
            }),
            ..Limits::default()
        };
        if let Some(r) = searcher.search(pos, &safety, turns_played, &mut |_| {}) {
            let turn = searcher.complete_turn_within(pos, &r, deadline);
            if !allows_quick_loss(searcher, pos, &turn, deadline) {
                return Some((turn, r.score));
            }
        }
        return Some(chosen);
    }
}

/// The engine at a playing level (see the module): it thinks within the limits it is
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::legal_turn;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use tzaar_core::Setup;

    fn midgame(seed: u64, plies: usize) -> Position {
        let mut p = Position::from_setup(&Setup::random(seed)).unwrap();
        for i in 0..plies {
            let actions = p.legal_actions();
            let a = actions[i * 7 % actions.len()];
            p.play(a).unwrap();
        }
        p
    }

    #[test]
    fn levels_read_and_refuse() {
        assert_eq!("7".parse::<Level>(), Ok(Level(7)));
        assert_eq!(Level::new(0), Err(LevelError::OutOfRange(0)));
        assert_eq!(Level::new(11), Err(LevelError::OutOfRange(11)));
        assert!("x".parse::<Level>().is_err());
        assert!("-1".parse::<Level>().is_err());
        assert!("99999999999999999999999".parse::<Level>().is_err());
        assert_eq!(Level::default(), Level(5));
        assert_eq!(Level(3).to_string(), "3");
    }

    #[test]
    fn a_higher_level_thinks_no_less_and_guards_no_less() {
        let profiles: Vec<Profile> = (1..10).map(|n| Level(n).profile()).collect();
        for (n, w) in (2..).zip(profiles.windows(2)) {
            let (lower, p) = (w[0], w[1]);
            assert!(p.depth >= lower.depth, "level {n}");
            if lower.depth == MAX_DEPTH {
                assert!(p.share > lower.share, "level {n}");
            }
            assert!(p.guard >= lower.guard, "level {n}");
        }
        for (n, p) in (1..).zip(&profiles) {
            assert_eq!(p.guard >= 1000, n > 2, "level {n}");
            assert!(p.candidates >= 1 && p.temperature > 0 && p.margin >= 0);
        }
    }

    #[test]
    fn capped_levels_reach_their_depth() {
        // At the node budget the levels were measured with, the best turn of a depth-capped
        // level comes from a search that completed its cap from nearly every position (as the
        // README says): here positions of a game played by a shallow search (turns picked at
        // random make unusually busy positions), every other turn. Levels 1 to 3 (two plies)
        // always get there; a few busy positions keep the deeper ones from it, at most one
        // check in twenty.
        let limits = Limits {
            nodes: Some(500_000),
            ..Limits::default()
        };
        let mut pos = Position::from_setup(&Setup::random(7)).unwrap();
        let mut s = Searcher::new(4, 1);
        let (mut checks, mut short) = (0, Vec::new());
        for turn in 1..=16 {
            let r = s.search(&pos, &Limits::depth(2), 0, &mut |_| {}).unwrap();
            for a in s.complete_turn(&pos, &r) {
                pos.play(a).unwrap();
            }
            if turn % 2 != 0 || pos.is_game_over() {
                continue;
            }
            for n in 1..=6 {
                let profile = Level(n).profile();
                let lines = analysis::analyze(
                    &mut Searcher::new(4, 1),
                    &pos,
                    &profile.limits(&pos, &limits, 0),
                    0,
                    profile.candidates,
                    &mut |_| {},
                );
                checks += 1;
                if lines[0].depth < profile.depth {
                    assert!(n > 3, "level {n}: depth {} in {pos}", lines[0].depth);
                    short.push(format!("level {n}: depth {} in {pos}", lines[0].depth));
                }
            }
        }
        assert!(checks >= 36, "{checks} checks");
        assert!(short.len() * 20 <= checks, "{short:#?} of {checks}");
    }

    #[test]
    fn every_level_plays_a_legal_turn() {
        for (seed, plies) in [(1, 0), (2, 5), (3, 11)] {
            let pos = midgame(seed, plies);
            for n in 1..=10 {
                let mut rng = ChaCha8Rng::seed_from_u64(n);
                let (turn, _) = choose_turn(
                    &mut Searcher::new(2, 1),
                    &pos,
                    &Limits::depth(3),
                    0,
                    Level::new(n).unwrap(),
                    &mut rng,
                    &mut |_| {},
                )
                .expect("a turn");
                assert!(legal_turn(&pos, &turn), "level {n}: {turn:?} in {pos}");
            }
        }
    }

    #[test]
    fn level_ten_is_the_plain_search() {
        let pos = midgame(4, 9);
        let mut s = Searcher::new(2, 1);
        let r = s.search(&pos, &Limits::depth(4), 0, &mut |_| {}).unwrap();
        let plain = s.complete_turn(&pos, &r);
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let (turn, score) = choose_turn(
            &mut Searcher::new(2, 1),
            &pos,
            &Limits::depth(4),
            0,
            Level::MAX,
            &mut rng,
            &mut |_| {},
        )
        .unwrap();
        assert_eq!((turn, score), (plain, r.score));
    }

    #[test]
    fn a_seed_gives_the_same_choices() {
        let pos = midgame(6, 7);
        let choose = |seed: u64| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..4)
                .map(|_| {
                    choose_turn(
                        &mut Searcher::new(2, 1),
                        &pos,
                        &Limits::depth(3),
                        0,
                        Level::new(1).unwrap(),
                        &mut rng,
                        &mut |_| {},
                    )
                    .unwrap()
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(choose(42), choose(42));
        // And a beginner does vary: over a few seeds, more than one turn is chosen.
        let firsts: std::collections::HashSet<_> =
            (0..8).map(|seed| choose(seed)[0].0.clone()).collect();
        assert!(firsts.len() > 1);
    }

    /// Every whole turn from `pos` (at a first action), up to `limit` of them.
    fn some_turns(pos: &Position, limit: usize) -> Vec<Vec<Action>> {
        let mut out = Vec::new();
        for a in pos.legal_actions() {
            let mut p = pos.clone();
            p.play(a).unwrap();
            if p.side() != pos.side() || p.is_game_over() {
                out.push(vec![a]);
                continue;
            }
            for b in p.legal_actions() {
                out.push(vec![a, b]);
            }
            if out.len() >= limit {
                break;
            }
        }
        out
    }

    #[test]
    fn above_level_two_a_loss_in_one_is_avoided() {
        // Late positions where some turns let the opponent win at once but the best does not.
        let mut checked = 0;
        for seed in 0..30u64 {
            if checked >= 3 {
                break;
            }
            let pos = midgame(100 + seed, 21 + (seed as usize % 2) * 2);
            if pos.is_game_over() || pos.phase() != Phase::FirstAction {
                continue;
            }
            let mut s = Searcher::new(1, 1);
            let dangerous = some_turns(&pos, 60)
                .iter()
                .any(|t| allows_quick_loss(&mut s, &pos, t, None));
            let r = s.search(&pos, &Limits::depth(3), 0, &mut |_| {}).unwrap();
            let best = s.complete_turn(&pos, &r);
            if !dangerous || allows_quick_loss(&mut s, &pos, &best, None) {
                continue;
            }
            for n in [3, 5, 8] {
                for seed in 0..3 {
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    let (turn, _) = choose_turn(
                        &mut Searcher::new(1, 1),
                        &pos,
                        &Limits::depth(3),
                        0,
                        Level::new(n).unwrap(),
                        &mut rng,
                        &mut |_| {},
                    )
                    .unwrap();
                    assert!(
                        !allows_quick_loss(&mut s, &pos, &turn, None),
                        "level {n} allows a loss in one with {turn:?} in {pos}"
                    );
                }
            }
            checked += 1;
        }
        assert!(checked > 0, "no position with a loss in one to avoid");
    }

    #[test]
    fn a_win_in_one_is_never_missed() {
        // Find positions where a turn wins at once (by a two-ply search), and check every level
        // takes a winning turn there.
        let mut checked = 0;
        for seed in 0..40u64 {
            let mut p = Position::from_setup(&Setup::random(seed)).unwrap();
            let mut i = 0usize;
            while !p.is_game_over() && checked < 6 && i < 200 {
                let r = Searcher::new(1, 1)
                    .search(&p, &Limits::depth(2), 0, &mut |_| {})
                    .unwrap();
                if p.phase() == Phase::FirstAction && wins_now(r.score) {
                    for n in [1, 2, 5] {
                        let mut rng = ChaCha8Rng::seed_from_u64(n);
                        let (turn, _) = choose_turn(
                            &mut Searcher::new(1, 1),
                            &p,
                            &Limits::depth(3),
                            0,
                            Level::new(n).unwrap(),
                            &mut rng,
                            &mut |_| {},
                        )
                        .unwrap();
                        let mut q = p.clone();
                        for a in turn {
                            q.play(a).unwrap();
                        }
                        let lost =
                            q.is_game_over() || q.legal_actions().iter().all(|a| !a.is_capture());
                        assert!(lost, "level {n} missed a win in {p}");
                    }
                    checked += 1;
                    break;
                }
                let actions = p.legal_actions();
                let a = actions[(i * 13 + seed as usize) % actions.len()];
                p.play(a).unwrap();
                i += 1;
            }
        }
        assert!(checked > 0, "no position with a win in one found");
    }
}
