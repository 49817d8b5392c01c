//! Glicko-2 ratings (the `skillratings` crate): one pure function from two players' ratings
//! and a result to their new ratings.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A player's Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// How uncertain it is (350 at the start).
    pub deviation: f64,
    /// How erratic the player's results are (0.06 at the start).
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500 ± 350, volatility 0.06.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// White's and Black's new ratings after a game in which White scored `white_score` (1 a
/// win, 0 a loss, 0.5 a draw).
pub fn rate(white: Rating, black: Rating, white_score: f64) -> (Rating, Rating) {
    let outcome = if white_score > 0.5 {
        Outcomes::WIN
    } else if white_score < 0.5 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (w, b) = glicko2(
        &white.into(),
        &black.into(),
        &outcome,
        &Glicko2Config::new(),
    );
    (w.into(), b.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_what_the_loser_loses_between_equals() {
        let (w, b) = rate(Rating::START, Rating::START, 1.0);
        assert!(w.rating > 1600.0 && b.rating < 1400.0, "{w:?} {b:?}");
        assert!((w.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-6);
        assert!(w.deviation < 350.0);
        let (b2, w2) = rate(Rating::START, Rating::START, 0.0);
        assert_eq!((w, b), (w2, b2));
    }

    #[test]
    fn beating_a_much_stronger_player_gains_more() {
        let strong = Rating {
            rating: 2000.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let weak = Rating {
            rating: 1200.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let upset = rate(weak, strong, 1.0).0.rating - weak.rating;
        let expected = rate(strong, weak, 1.0).0.rating - strong.rating;
        assert!(upset > expected && expected > 0.0, "{upset} {expected}");
    }
}
