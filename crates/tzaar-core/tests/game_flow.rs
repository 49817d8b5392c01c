//! The game flow every front-end shares: reading a turn in the position it is played in,
//! playing the rest of a turn all or nothing, and undoing back to a side's turn, checked on
//! random games.

mod common;

use proptest::prelude::*;
use tzaar_core::{Color, Game};

/// A random game from one of the three setups, played through [`Game`].
fn random_game(kind: u8, seed: u64, stacking: f64) -> Game {
    let line = common::playout(&common::start(kind, seed), seed, stacking);
    let mut game = Game::from_position(line[0].0.clone());
    for action in line.iter().filter_map(|(_, a)| *a) {
        game.play(action).expect("a legal action");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, ..ProptestConfig::default() })]

    /// Each turn's text reads back as the same turn in the position before it, and playing it
    /// whole, or as the rest of a turn, gives the position after it.
    #[test]
    fn parse_turn_reads_back_every_turn(kind in 0u8..3, seed: u64, stacking in 0.0f64..1.0) {
        let game = random_game(kind, seed, stacking);
        for (i, turn) in game.turns().iter().enumerate() {
            let before = game.position_before_turn(i + 1).expect("a turn");
            let text = turn.to_string();
            prop_assert_eq!(before.parse_turn(&text), Ok(*turn), "turn {}: {}", i + 1, text);
            let generic = text.replace(['x', '+'], "-");
            prop_assert_eq!(before.parse_turn(&generic), Ok(*turn), "{}", generic);
            let after = game.position_before_turn(i + 2).expect("the position after");
            let mut whole = Game::from_position(before.clone());
            whole.play_turn(*turn).expect("a recorded turn");
            prop_assert_eq!(whole.position(), &after);
            let mut rest = Game::from_position(before);
            rest.play_rest_of_turn(&turn.actions().collect::<Vec<_>>()).expect("the rest");
            prop_assert_eq!(rest.position(), &after);
        }
    }

    /// Undoing to a side's turn lands at the start of a turn of that side, takes back every
    /// later action, and the actions taken back replay to where the game was.
    #[test]
    fn undo_to_turn_of_lands_at_the_start_of_that_sides_turn(
        kind in 0u8..3, seed: u64, stacking in 0.0f64..1.0, color in prop::bool::ANY,
    ) {
        let color = if color { Color::White } else { Color::Black };
        let game = random_game(kind, seed, stacking);
        let mut undone = game.clone();
        match undone.undo_to_turn_of(color) {
            None => prop_assert!(game.actions().is_empty() || undone == game),
            Some(taken) => {
                prop_assert!(!taken.is_empty());
                prop_assert_eq!(undone.position().side(), color);
                // The first action taken back began a turn of `color`; no later one did.
                for (i, &a) in taken.iter().enumerate() {
                    let (turns, side) = (undone.turns().len(), undone.position().side());
                    undone.play(a).expect("replays");
                    let begins = undone.turns().len() > turns;
                    prop_assert_eq!(i == 0, begins && side == color, "action {} {}", i, a);
                }
                prop_assert_eq!(undone.position(), game.position());
            }
        }
    }
}
