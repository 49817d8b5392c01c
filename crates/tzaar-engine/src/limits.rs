//! What bounds a search: depth, nodes, and time, from a fixed time per turn or from clocks.

use std::time::Duration;

use tzaar_core::Color;

/// The time for a turn when no limit is given: the engine protocol's `go`, the terminal game's
/// and the web app's engine at full strength (weaker levels use a share), and `tzaar analyze`
/// per position.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_millis(1000);

/// The limits of one search. Every limit given applies; with none, the search runs until
/// stopped from outside (or until a result is proven).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (actions).
    pub depth: Option<u32>,
    /// Stop after about this many nodes (checked often, so overshoot is small).
    pub nodes: Option<u64>,
    /// Use exactly this much wall time for the turn (a hard limit).
    pub movetime: Option<Duration>,
    /// Clocks: time left and increment for each side.
    pub clock: Option<Clock>,
}

/// Both players' clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left, White then Black.
    pub time: [Duration; 2],
    /// Increment per turn, White then Black.
    pub inc: [Duration; 2],
}

/// The time a search may use: it stops starting new iterations after `soft`, and stops at once
/// at `hard`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start another iteration after this.
    pub soft: Duration,
    /// Never search past this.
    pub hard: Duration,
}

/// Time kept in reserve for moving and talking, never spent on thinking.
const OVERHEAD: Duration = Duration::from_millis(15);

/// The reserve for a turn of `t`: [`OVERHEAD`], or a fifth of a shorter turn's time.
fn reserve(t: Duration) -> Duration {
    OVERHEAD.min(t / 5)
}

impl Limits {
    /// These depth, node and time-per-turn limits with the clocks of `turn`: a player's own
    /// limits within a game's clocks.
    pub fn with_clock_of(&self, turn: &Limits) -> Limits {
        Limits {
            clock: turn.clock,
            ..self.clone()
        }
    }

    /// Only a depth limit.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// Only a node limit.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// Only a fixed time.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            movetime: Some(t),
            ..Limits::default()
        }
    }

    /// The time budget for `side` to think about its turn, if time limits it. `turns_played`
    /// is the number of turns already played in the game, used to guess how many remain.
    pub fn budget(&self, side: Color, turns_played: u32) -> Option<TimeBudget> {
        let from_movetime = self.movetime.map(|t| {
            let hard = t.saturating_sub(reserve(t)).max(Duration::from_millis(1));
            TimeBudget { soft: hard, hard }
        });
        let from_clock = self.clock.map(|c| {
            let left = c.time[side.index()];
            let inc = c.inc[side.index()];
            // A game lasts about 25-40 turns a side; expect fewer turns left as it goes on.
            let expected_left = 30u32.saturating_sub(turns_played / 2).max(8);
            let usable = left.saturating_sub(OVERHEAD);
            let base = usable / expected_left + inc * 3 / 4;
            let hard = (usable / 3 + inc / 2).min(usable.saturating_sub(OVERHEAD));
            let soft = base.min(hard);
            TimeBudget {
                soft: soft.max(Duration::from_millis(1)),
                hard: hard.max(Duration::from_millis(1)),
            }
        });
        match (from_movetime, from_clock) {
            (Some(a), Some(b)) => Some(TimeBudget {
                soft: a.soft.min(b.soft),
                hard: a.hard.min(b.hard),
            }),
            (a, b) => a.or(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_turns_keep_most_of_their_time() {
        let b = Limits::movetime(Duration::from_millis(20))
            .budget(Color::White, 0)
            .unwrap();
        assert_eq!(b.hard, Duration::from_millis(16));
    }

    #[test]
    fn movetime_is_a_hard_limit() {
        let b = Limits::movetime(Duration::from_millis(1000))
            .budget(Color::White, 0)
            .unwrap();
        assert!(b.hard <= Duration::from_millis(1000));
        assert_eq!(b.soft, b.hard);
    }

    #[test]
    fn clocks_never_spend_the_whole_clock() {
        for ms in [1u64, 10, 100, 1000, 60_000, 600_000] {
            let l = Limits {
                clock: Some(Clock {
                    time: [Duration::from_millis(ms), Duration::from_millis(5)],
                    inc: [Duration::from_millis(ms / 10), Duration::ZERO],
                }),
                ..Limits::default()
            };
            let b = l.budget(Color::White, 10).unwrap();
            assert!(b.soft <= b.hard);
            assert!(
                b.hard < Duration::from_millis(ms).max(Duration::from_millis(2)),
                "{ms}: {b:?}"
            );
        }
    }
}
