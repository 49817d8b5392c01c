//! A playing strength and the profile each level below 10 plays with.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;
use tzaar_core::Position;

use crate::limits::Limits;

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
    pub(super) fn profile(self) -> Profile {
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
pub(super) struct Profile {
    /// The deepest search, in plies.
    pub(super) depth: u32,
    /// The share of the given time and nodes used, per mille.
    pub(super) share: u32,
    /// How many of the best turns it chooses among.
    pub(super) candidates: usize,
    /// The softmax temperature, in evaluation units (a piece is worth a few hundred).
    pub(super) temperature: i32,
    /// Never a turn more than this much worse than the best one, in evaluation units.
    pub(super) margin: i32,
    /// The chance, per mille, that a turn letting the opponent win at once is refused when
    /// avoidable (1000 above level 2).
    pub(super) guard: u32,
}

impl Profile {
    /// The limits a search at this level gets from `limits`.
    pub(super) fn limits(&self, pos: &Position, limits: &Limits, turns_played: u32) -> Limits {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis;
    use crate::search::Searcher;
    use tzaar_core::Setup;

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
        let limits = Limits::nodes(500_000);
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
}
