//! What one turn may contain, in one place.
//!
//! - A placement (tournament version) is a whole turn.
//! - White's opening capture is a whole turn.
//! - Every later turn is a capture, then a second action: a capture, a stacking move or a pass;
//!   a first capture that ends the game ends the turn too.
//! - A game set up in the middle of a turn (a second action to play) starts with a turn of that
//!   lone second action.
//!
//! [`turn_status`] applies these rules to the actions of a turn so far; [`Phase::ends_turn`] and
//! [`Position::next_action_ends_turn`] say whether the side to act changes after an action.

use std::fmt;

use crate::action::Action;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::setup::Phase;

/// Why a turn can take no further action.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum TurnEnd {
    /// The turn is a placement.
    Placement,
    /// The turn is White's opening capture.
    Opening,
    /// The turn is the lone second action a game set up in the middle of a turn starts with.
    LoneSecond,
    /// The turn's first action ended the game.
    GameOver {
        /// The first action.
        first: Action,
        /// How the game ended.
        outcome: Outcome,
    },
    /// The turn has its two actions.
    TwoActions,
}

impl TurnEnd {
    /// A stable kebab-case identifier, e.g. `opening` or `game-over`.
    pub const fn code(&self) -> &'static str {
        match self {
            TurnEnd::Placement => "placement",
            TurnEnd::Opening => "opening",
            TurnEnd::LoneSecond => "lone-second",
            TurnEnd::GameOver { .. } => "game-over",
            TurnEnd::TwoActions => "two-actions",
        }
    }
}

impl fmt::Display for TurnEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnEnd::Placement => f.write_str("a placement is a whole turn"),
            TurnEnd::Opening => f.write_str("the opening is a single capture"),
            TurnEnd::LoneSecond => f.write_str(
                "the game starts with a second action, which is a whole turn on its own",
            ),
            TurnEnd::GameOver { first, outcome } => {
                write!(f, "`{first}` ended the game ({outcome})")
            }
            TurnEnd::TwoActions => f.write_str("a turn has at most two actions"),
        }
    }
}

/// Where a turn stands after some of its actions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum TurnStatus {
    /// Another action must follow (a turn with no action yet, or a first capture of a game that
    /// goes on).
    Open,
    /// Nothing may follow, for this reason.
    Complete(TurnEnd),
}

/// The status of the turn that started in a position of `phase_before`, after the actions
/// `played` (legal, in order) led to `now`.
pub fn turn_status(phase_before: Phase, played: &[Action], now: &Position) -> TurnStatus {
    let end = match (played, phase_before) {
        ([], _) => return TurnStatus::Open,
        ([_, _, ..], _) => TurnEnd::TwoActions,
        ([_], Phase::Placement) => TurnEnd::Placement,
        ([_], Phase::Opening) => TurnEnd::Opening,
        ([_], Phase::SecondAction) => TurnEnd::LoneSecond,
        ([first], Phase::FirstAction) => match now.outcome() {
            Some(outcome) => TurnEnd::GameOver {
                first: *first,
                outcome,
            },
            None => return TurnStatus::Open,
        },
    };
    TurnStatus::Complete(end)
}

impl Phase {
    /// Whether an action played in this phase ends the mover's turn, so that the other side acts
    /// next (unless the game is over). Only a first action does not.
    pub const fn ends_turn(self) -> bool {
        !matches!(self, Phase::FirstAction)
    }
}

impl Position {
    /// Whether the next action played here ends the mover's turn: the side to act changes after
    /// it, unless it ends the game.
    #[inline]
    pub fn next_action_ends_turn(&self) -> bool {
        self.phase().ends_turn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_changes_exactly_when_a_turn_ends() {
        for start in [
            Position::standard(),
            Position::from_setup(&crate::Setup::tournament()).unwrap(),
        ] {
            let mut pos = start;
            for _ in 0..80 {
                let Some(&action) = pos.legal_actions().first() else {
                    break;
                };
                let (side, ends) = (pos.side(), pos.next_action_ends_turn());
                pos.play(action).unwrap();
                assert_eq!(pos.side() != side, ends, "{action} at {pos}");
            }
        }
    }

    #[test]
    fn turn_status_follows_the_phase() {
        let mut pos = Position::standard();
        assert_eq!(turn_status(Phase::Opening, &[], &pos), TurnStatus::Open);
        let first: Action = "D5xD4".parse().unwrap();
        pos.play(first).unwrap();
        assert_eq!(
            turn_status(Phase::Opening, &[first], &pos),
            TurnStatus::Complete(TurnEnd::Opening)
        );
        let black = pos.legal_actions()[0];
        pos.play(black).unwrap();
        assert_eq!(
            turn_status(Phase::FirstAction, &[black], &pos),
            TurnStatus::Open
        );
        pos.play(Action::Pass).unwrap();
        assert_eq!(
            turn_status(Phase::FirstAction, &[black, Action::Pass], &pos),
            TurnStatus::Complete(TurnEnd::TwoActions)
        );
    }
}
