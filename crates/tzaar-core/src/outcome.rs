//! The end of the game and why.
//!
//! A player loses when they have no visible piece of some type (the top pieces are the only ones
//! that count): either the opponent captured the last one, or they buried it themselves by
//! stacking. They also lose when they cannot capture at the start of their turn. Every turn
//! removes a stack, so there are no draws.

use std::fmt;

use crate::piece::{Color, PieceType};
use crate::position::Position;
use crate::setup::Phase;

/// Why a game ended by the rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum WinReason {
    /// The loser's last visible piece of this type was captured.
    TypeCaptured(PieceType),
    /// The loser buried their own last visible piece of this type by stacking.
    TypeBuried(PieceType),
    /// The loser could not make the forced capture at the start of their turn.
    NoCapture,
}

/// A finished game's winner and the reason.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Color,
    /// Why.
    pub reason: WinReason,
}

impl Outcome {
    /// Who lost.
    pub fn loser(&self) -> Color {
        self.winner.opponent()
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loser = self.loser();
        match self.reason {
            WinReason::TypeCaptured(k) => {
                write!(f, "{} wins: {loser}'s last {k} was captured", self.winner)
            }
            WinReason::TypeBuried(k) => write!(
                f,
                "{} wins: {loser} buried their last visible {k}",
                self.winner
            ),
            WinReason::NoCapture => write!(f, "{} wins: {loser} cannot capture", self.winner),
        }
    }
}

impl Position {
    /// The outcome if the game is over, judged as the rules do: a missing type ends the game at
    /// once; being unable to capture is judged at the start of a turn.
    pub fn outcome(&self) -> Option<Outcome> {
        let phase = self.phase();
        if phase == Phase::Placement {
            return None;
        }
        // Whoever acted last: the mover in the second action, otherwise the opponent.
        let last = if phase == Phase::SecondAction {
            self.side()
        } else {
            self.side().opponent()
        };
        for loser in [self.side(), self.side().opponent()] {
            if let Some(kind) = PieceType::ALL
                .into_iter()
                .find(|&k| !self.has_visible(loser, k))
            {
                let reason = if loser == last {
                    WinReason::TypeBuried(kind)
                } else {
                    WinReason::TypeCaptured(kind)
                };
                return Some(Outcome {
                    winner: loser.opponent(),
                    reason,
                });
            }
        }
        if phase != Phase::SecondAction && !self.has_capture(self.side()) {
            return Some(Outcome {
                winner: self.side().opponent(),
                reason: WinReason::NoCapture,
            });
        }
        None
    }

    /// Whether the game is over.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }
}
