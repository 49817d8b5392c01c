//! Properties that must hold at every position: make/unmake, the hash, the position string and
//! the notation all round-trip, and no text makes a parser panic.
//!
//! The playouts are seeded from proptest's inputs, so a failure prints a seed that replays it;
//! `PROPTEST_RNG_SEED=<n>` fixes proptest's own choice of inputs.

mod common;

use proptest::prelude::*;
use tzaar_core::{Action, Color, GenKind, Phase, Position, Setup, Turn, WinReason};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// The setup kind (standard, random, tournament), a seed and a stacking preference.
fn games() -> impl Strategy<Value = (u8, u64, f64)> {
    (0u8..3, any::<u64>(), prop_oneof![Just(0.0), 0.0f64..1.0])
}

proptest! {
    #![proptest_config(config(300))]

    /// Every legal action, played and taken back at once, leaves the position exactly as it
    /// was; the incremental hash always equals the hash from scratch; and undoing a whole game
    /// action by action goes back through the same positions.
    #[test]
    fn make_unmake_restores_every_position((kind, seed, stacking) in games()) {
        let line = common::playout(&common::start(kind, seed), seed, stacking);
        let mut pos = line[0].0.clone();
        let mut undos = Vec::new();
        for (i, (expected, chosen)) in line.iter().enumerate() {
            prop_assert_eq!(&pos, expected, "step {}", i);
            prop_assert_eq!(pos.hash(), pos.compute_hash());
            for action in pos.legal_actions() {
                let before = pos.clone();
                let undo = pos.play_unchecked(action);
                prop_assert_eq!(undo.action(), action);
                prop_assert_eq!(pos.hash(), pos.compute_hash(), "after {} at {}", action, before);
                pos.undo(undo);
                prop_assert_eq!(&pos, &before, "{} then undo", action);
                prop_assert_eq!(pos.hash(), before.hash());
            }
            if let Some(action) = chosen {
                undos.push(pos.play(*action).expect("legal"));
            }
        }
        for (expected, _) in line.iter().rev().skip(1) {
            let undo = undos.pop().expect("one undo per action");
            pos.undo(undo);
            prop_assert_eq!(&pos, expected);
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
        prop_assert!(undos.is_empty());
    }

    /// Position -> position string -> position is the identity for every reachable position,
    /// finished ones included, in all four phases.
    #[test]
    fn position_strings_round_trip((kind, seed, stacking) in games()) {
        for pos in common::positions(&common::start(kind, seed), seed, stacking) {
            let text = pos.to_string();
            let back: Position = text.parse().map_err(|e| {
                TestCaseError::fail(format!("{text}: {e}"))
            })?;
            prop_assert_eq!(&back, &pos, "{}", text);
            prop_assert_eq!(back.hash(), pos.hash());
            prop_assert_eq!(text.parse::<Setup>().expect("it parsed above"), pos.to_setup());
            prop_assert_eq!(back.to_string(), text);
        }
    }

    /// Actions and turns read back what they print; `parse_action` reads a generic `D4-C3`
    /// or `D4C3`, in either case, as the same capture or stacking move.
    #[test]
    fn notation_round_trips((kind, seed, stacking) in games()) {
        let line = common::playout(&common::start(kind, seed), seed, stacking);
        let mut turn: Option<Action> = None;
        for (pos, chosen) in &line {
            for action in pos.legal_actions() {
                let text = action.to_string();
                prop_assert_eq!(text.parse::<Action>(), Ok(action), "{}", text);
                prop_assert_eq!(pos.parse_action(&text), Ok(action));
                prop_assert_eq!(pos.parse_action(&text.to_lowercase()), Ok(action));
                if let Some((from, to)) = action.from_to() {
                    for generic in [format!("{from}-{to}"), format!("{from}{to}")] {
                        prop_assert_eq!(pos.parse_action(&generic), Ok(action), "{}", generic);
                        prop_assert_eq!(
                            pos.parse_action(&generic.to_lowercase()),
                            Ok(action)
                        );
                    }
                }
            }
            // Assemble the turns as they are played and read each one back.
            let Some(action) = *chosen else { continue };
            let whole = match (pos.phase(), turn.take()) {
                (Phase::FirstAction, None) => {
                    turn = Some(action);
                    None
                }
                (Phase::SecondAction, Some(first)) => Some(Turn { first, second: Some(action) }),
                (_, None) => Some(Turn { first: action, second: None }),
                (phase, Some(first)) => {
                    return Err(TestCaseError::fail(format!("{first} left over in {phase:?}")));
                }
            };
            if let Some(t) = whole {
                let text = t.to_string();
                prop_assert_eq!(text.parse::<Turn>(), Ok(t), "{}", text);
                prop_assert_eq!(text.replace(' ', ", ").parse::<Turn>(), Ok(t));
            }
        }
        // A game ended by a first action leaves that action as a turn of its own.
        if let Some(first) = turn {
            let t = Turn { first, second: None };
            prop_assert_eq!(t.to_string().parse::<Turn>(), Ok(t));
        }
    }
}

/// Feeds text to every parser. None may panic, and a position string that is accepted must be
/// printed in a form that reads back as the same position.
fn parse_everything(text: &str) -> Result<(), TestCaseError> {
    let _ = text.parse::<tzaar_core::Cell>();
    let _ = text.parse::<Action>();
    let _ = text.parse::<Turn>();
    let _ = Position::standard().parse_action(text);
    if let Ok(setup) = text.parse::<Setup>() {
        let printed = setup.to_string();
        prop_assert_eq!(printed.parse::<Setup>(), Ok(setup));
    }
    if let Ok(pos) = text.parse::<Position>() {
        let printed = pos.to_string();
        prop_assert_eq!(printed.parse::<Position>(), Ok(pos));
    }
    Ok(())
}

/// Characters that position strings are made of, and some that they are not.
const ALPHABET: &[char] = &[
    'z', 'r', 't', 'Z', 'R', 'T', '(', ')', '/', ' ', '0', '1', '2', '3', '5', '8', '9', 'w', 'b',
    'x', '-', '+', 'é', '\t', '\n', '\u{0}',
];

/// A change to a string: insert, delete or replace the character at a position.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    let ch = prop_oneof![3 => proptest::sample::select(ALPHABET), 1 => any::<char>()];
    prop_oneof![
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
}

fn apply_edits(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len();
        match *e {
            Edit::Insert(i, c) => chars.insert(i % (n + 1), c),
            Edit::Delete(i) if n > 0 => {
                chars.remove(i % n);
            }
            Edit::Replace(i, c) if n > 0 => chars[i % n] = c,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A string shaped like a position string: nine columns of the right lengths holding single
/// pieces, gaps and bracketed stacks of up to 35 pieces (taller than any real stack), often
/// all of one letter, so that the piece counts overflow every limit.
fn position_like() -> impl Strategy<Value = String> {
    let letter = proptest::sample::select(&['z', 'r', 't', 'Z', 'R', 'T'][..]);
    let token = (1usize..36, letter.clone(), any::<bool>());
    (
        proptest::collection::vec(token, 60),
        letter,
        any::<bool>(),
        proptest::sample::select(&["w first", "b second", "w open", "b place"][..]),
    )
        .prop_map(|(tokens, only, uniform, tail)| {
            let lens = [5, 6, 7, 8, 8, 8, 7, 6, 5];
            let mut out = String::new();
            let mut k = 0;
            for (col, len) in lens.into_iter().enumerate() {
                if col > 0 {
                    out.push('/');
                }
                for _ in 0..len {
                    let (height, letter, gap) = tokens[k];
                    k += 1;
                    let letter = if uniform { only } else { letter };
                    if gap && height > 30 {
                        out.push('1');
                    } else if height == 1 {
                        out.push(letter);
                    } else {
                        out.push('(');
                        out.extend(std::iter::repeat_n(letter, height));
                        out.push(')');
                    }
                }
            }
            out.push(' ');
            out.push_str(tail);
            out
        })
}

proptest! {
    #![proptest_config(config(5000))]

    #[test]
    fn parsers_never_panic_on_arbitrary_text(text in any::<String>()) {
        parse_everything(&text)?;
    }

    #[test]
    fn parsers_never_panic_on_text_from_the_alphabet(
        chars in proptest::collection::vec(proptest::sample::select(ALPHABET), 0..150)
    ) {
        parse_everything(&chars.into_iter().collect::<String>())?;
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn parsers_never_panic_on_edited_position_strings(
        (kind, seed, stacking) in games(),
        pick in any::<prop::sample::Index>(),
        edits in proptest::collection::vec(edit(), 1..6),
    ) {
        let positions = common::positions(&common::start(kind, seed), seed, stacking);
        let valid = positions[pick.index(positions.len())].to_string();
        parse_everything(&apply_edits(&valid, &edits))?;
    }

    #[test]
    fn parsers_never_panic_on_tall_stacks(text in position_like()) {
        parse_everything(&text)?;
    }
}

/// Found by `parsers_never_panic_on_tall_stacks`: sixty stacks of thirty Black Tzaars made
/// `Position::from_setup` overflow its piece counters instead of reporting too many pieces.
#[test]
fn sixty_tall_stacks_are_refused_without_panicking() {
    let stack = format!("({})", "Z".repeat(30));
    let column = |n: usize| stack.repeat(n);
    let text = [5, 6, 7, 8, 8, 8, 7, 6, 5].map(column).join("/") + " b first";
    let err = text.parse::<Position>().unwrap_err();
    assert!(err.to_string().contains("Tzaar"), "{err}");
}

/// Found by `make_unmake_restores_every_position`: taking back a placement (or any action
/// that empties a cell) left the old stack's contents behind in the emptied cell, so the
/// position no longer compared equal to the one before.
#[test]
fn placing_and_taking_back_restores_the_empty_board() {
    let empty = Position::from_setup(&Setup::tournament()).unwrap();
    for text in ["Z@E1", "R@A1", "T@I5"] {
        let mut pos = empty.clone();
        let undo = pos.play(text.parse().unwrap()).unwrap();
        pos.undo(undo);
        assert_eq!(pos, empty, "{text}");
    }
    // A position reached by play equals the same position read from its string.
    let mut pos = Position::standard();
    pos.play("D5xD4".parse().unwrap()).unwrap();
    assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
}

/// An action of any kind between any cells, mostly illegal ones.
fn any_action() -> impl Strategy<Value = Action> {
    let cell = (0usize..60).prop_map(|i| tzaar_core::Cell::new(i).expect("a cell index"));
    let kind = proptest::sample::select(&tzaar_core::PieceType::ALL[..]);
    prop_oneof![
        (cell.clone(), cell.clone()).prop_map(|(from, to)| Action::Capture { from, to }),
        (cell.clone(), cell.clone()).prop_map(|(from, to)| Action::Stack { from, to }),
        Just(Action::Pass),
        (cell, kind).prop_map(|(cell, kind)| Action::Place { cell, kind }),
    ]
}

/// The same move read the other way: a capture as a stacking move and back.
fn flipped(action: Action) -> Action {
    match action {
        Action::Capture { from, to } => Action::Stack { from, to },
        Action::Stack { from, to } => Action::Capture { from, to },
        other => other,
    }
}

proptest! {
    #![proptest_config(config(300))]

    /// `is_legal` agrees with `check` on every legal action, on each of them read as the other
    /// kind of move, and on random actions, in positions of every phase, finished ones included.
    #[test]
    fn is_legal_agrees_with_check(
        (kind, seed, stacking) in games(),
        random in proptest::collection::vec(any_action(), 64),
    ) {
        for pos in common::positions(&common::start(kind, seed), seed, stacking) {
            let legal = pos.legal_actions();
            let candidates = legal
                .iter()
                .flat_map(|&a| [a, flipped(a)])
                .chain(random.iter().copied())
                .chain([Action::Pass]);
            for action in candidates {
                prop_assert_eq!(
                    pos.is_legal(action),
                    pos.check(action).is_ok(),
                    "{} at {}", action, pos
                );
                prop_assert_eq!(pos.is_legal(action), legal.contains(&action));
            }
        }
    }

    /// The generator's kinds split the legal actions: captures, then the rest, in the order of
    /// `legal_actions`; the callback form and the counts agree; and `capturable` and
    /// `capture_count` describe the captures listed for the side to act.
    #[test]
    fn generator_kinds_partition_the_legal_actions((kind, seed, stacking) in games()) {
        for pos in common::positions(&common::start(kind, seed), seed, stacking) {
            let all = pos.legal_actions();
            let mut captures = tzaar_core::ActionList::new();
            pos.generate(GenKind::Captures, &mut captures);
            let mut rest = tzaar_core::ActionList::new();
            pos.generate(GenKind::NonCaptures, &mut rest);
            prop_assert!(captures.iter().all(|a| a.is_capture()));
            prop_assert!(rest.iter().all(|a| !a.is_capture()));
            let expected_captures: Vec<Action> =
                all.iter().copied().filter(|a| a.is_capture()).collect();
            let expected_rest: Vec<Action> =
                all.iter().copied().filter(|a| !a.is_capture()).collect();
            prop_assert_eq!(captures.as_slice(), expected_captures.as_slice());
            prop_assert_eq!(rest.as_slice(), expected_rest.as_slice());
            let mut called = Vec::new();
            pos.for_each_action(GenKind::All, |a| called.push(a));
            prop_assert_eq!(called.as_slice(), all.as_slice());
            prop_assert_eq!(pos.count_legal_actions(), all.len() as u64);
            // Appending keeps what the buffer held.
            let mut appended = captures.clone();
            pos.generate(GenKind::NonCaptures, &mut appended);
            prop_assert_eq!(appended.len(), all.len());

            for color in Color::ALL {
                prop_assert_eq!(pos.capturable(color) != 0, pos.has_capture(color));
                prop_assert_eq!(pos.capture_count(color) == 0, pos.capturable(color) == 0);
            }
            // Captures are listed for the side to act while the game goes on.
            let listing = pos.phase() != Phase::Placement
                && (pos.outcome().is_none()
                    || pos.outcome().is_some_and(|o| o.reason == WinReason::NoCapture));
            if listing {
                let side = pos.side();
                let targets = captures.iter().fold(0u64, |set, a| match a.from_to() {
                    Some((_, to)) => set | to.bit(),
                    None => set,
                });
                prop_assert_eq!(pos.capturable(side), targets, "{}", pos);
                prop_assert_eq!(pos.capture_count(side) as usize, captures.len());
            }
        }
    }
}
