//! Search scores: evaluations (in the units of [`crate::eval`]), and proven wins and losses that count
//! whole turns.
//!
//! A score is always from the point of view of the side to act. A proven result is stored as
//! `WIN - t` (or its negation) where `t` is the number of the turn, counted from the position
//! searched (its own turn is turn 1), in which the game is decided. Since a turn has one or two
//! actions, distances are counted in turns, never in plies.

use std::fmt;

use tzaar_core::Color;

/// A score in the search's internal scale.
pub type Score = i32;

/// The score of a game won in turn 0 (never reached: a decided game has no turn to play).
pub const WIN: Score = 1_000_000;
/// Above this (in absolute value) a score is a proven result.
pub const WIN_BOUND: Score = WIN - 10_000;
/// Larger than any score, for open windows.
pub const INFINITY: Score = WIN + 1;

/// Whether `s` is a proven win or loss.
#[inline]
pub const fn is_proven(s: Score) -> bool {
    s.abs() > WIN_BOUND
}

/// A score as it is shown to users and other programs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outlook {
    /// An estimate in the evaluation's units, positive when the side to act stands better.
    Centipieces(i32),
    /// The side to act wins, at the latest in its `n`-th turn from now (this turn is its first).
    Win(u32),
    /// The opponent wins, at the latest in its `n`-th turn from now.
    Loss(u32),
}

impl Outlook {
    /// Reads an internal score taken at the root, where the root is in turn 1.
    ///
    /// A win decided in turn `t` (the root's side plays turns 1, 3, 5, ...) is the side's
    /// `(t + 1) / 2`-th turn; a loss decided in turn `t` (the opponent plays turns 2, 4, ...) is
    /// the opponent's `t / 2`-th turn.
    pub fn from_score(s: Score) -> Outlook {
        if s > WIN_BOUND {
            let t = (WIN - s) as u32;
            Outlook::Win(t.div_ceil(2))
        } else if s < -WIN_BOUND {
            let t = (WIN + s) as u32;
            Outlook::Loss((t / 2).max(1))
        } else {
            Outlook::Centipieces(s)
        }
    }

    /// The same outlook from the other side: a win is its loss in as many of the winner's
    /// turns, and an estimate changes sign.
    pub fn flipped(self) -> Outlook {
        match self {
            Outlook::Centipieces(n) => Outlook::Centipieces(-n),
            Outlook::Win(n) => Outlook::Loss(n),
            Outlook::Loss(n) => Outlook::Win(n),
        }
    }

    /// A score taken at the root where `side` is to act, as White sees it: `Win(n)` is White
    /// winning at the latest in its `n`-th turn from now, `Loss(n)` Black in its `n`-th. The
    /// turns are counted from the root's side (see [`Outlook::from_score`]) before the view
    /// changes, so a score must not be negated into White's view first.
    pub fn white_view(score: Score, side: Color) -> Outlook {
        let outlook = Outlook::from_score(score);
        match side {
            Color::White => outlook,
            Color::Black => outlook.flipped(),
        }
    }
}

impl fmt::Display for Outlook {
    /// `cp <n>`, `win <turns>` or `loss <turns>`, as the engine protocol writes scores.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outlook::Centipieces(n) => write!(f, "cp {n}"),
            Outlook::Win(n) => write!(f, "win {n}"),
            Outlook::Loss(n) => write!(f, "loss {n}"),
        }
    }
}

/// Converts a score relative to the root into one relative to a node `turns` turns below it
/// (for storing in the transposition table).
#[inline]
pub const fn to_node(s: Score, turns: u32) -> Score {
    if s > WIN_BOUND {
        s + turns as Score
    } else if s < -WIN_BOUND {
        s - turns as Score
    } else {
        s
    }
}

/// The inverse of [`to_node`]: a stored score read at a node `turns` turns below the root.
#[inline]
pub const fn from_node(s: Score, turns: u32) -> Score {
    if s > WIN_BOUND {
        s - turns as Score
    } else if s < -WIN_BOUND {
        s + turns as Score
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outlooks_count_the_sides_own_turns() {
        assert_eq!(Outlook::from_score(WIN - 1), Outlook::Win(1));
        assert_eq!(Outlook::from_score(WIN - 3), Outlook::Win(2));
        assert_eq!(Outlook::from_score(-(WIN - 2)), Outlook::Loss(1));
        assert_eq!(Outlook::from_score(-(WIN - 4)), Outlook::Loss(2));
        assert_eq!(Outlook::from_score(35), Outlook::Centipieces(35));
        assert_eq!(Outlook::Win(2).to_string(), "win 2");
        assert_eq!(Outlook::Loss(1).to_string(), "loss 1");
        assert_eq!(Outlook::Centipieces(-12).to_string(), "cp -12");
    }

    #[test]
    fn white_sees_the_winner_and_the_winners_own_turns() {
        // Decided in turn `t` from a root where `side` acts in turns 1, 3, 5 and the other side
        // in turns 2, 4, 6 (a game is decided in its winner's turn): the winner's `n`-th turn.
        for (t, n) in [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)] {
            let won_by_root = t % 2 == 1;
            let score = if won_by_root { WIN - t } else { -(WIN - t) };
            let expected = |winner: Color| match winner {
                Color::White => Outlook::Win(n),
                Color::Black => Outlook::Loss(n),
            };
            for side in Color::ALL {
                let winner = if won_by_root { side } else { side.opponent() };
                assert_eq!(
                    Outlook::white_view(score, side),
                    expected(winner),
                    "turn {t}, {side:?} to act"
                );
            }
        }
        assert_eq!(
            Outlook::white_view(35, Color::White),
            Outlook::Centipieces(35)
        );
        assert_eq!(
            Outlook::white_view(35, Color::Black),
            Outlook::Centipieces(-35)
        );
    }

    #[test]
    fn node_conversion_round_trips() {
        for s in [WIN - 5, -(WIN - 7), 0, 123, -456] {
            for t in 0..6 {
                assert_eq!(from_node(to_node(s, t), t), s);
            }
        }
    }
}
