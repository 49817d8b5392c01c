//! Games, game records and LittleGolem import: real games, round trips, and errors that point at
//! the right place.

use proptest::prelude::*;
use tzaar_core::littlegolem;
use tzaar_core::{
    Action, Color, Game, GameError, GameResult, IllegalAction, ParseError, Phase, PieceType,
    Position, Record, RecordError, RecordErrorKind, SetupKind, Termination, Turn, WinReason,
};

fn data(path: &str) -> String {
    let full = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

fn act(s: &str) -> Action {
    s.parse().unwrap()
}

/// A small deterministic generator for playouts (xorshift64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick(&mut self, g: &Game) -> Action {
        let legal = g.position().legal_actions();
        legal[(self.next() % legal.len() as u64) as usize]
    }
}

/// Plays random legal actions until the game ends or `max` actions have been played in all.
fn playout(mut g: Game, seed: u64, max: usize) -> Game {
    let mut rng = Rng(seed | 1);
    while !g.is_over() && g.actions().len() < max {
        let a = rng.pick(&g);
        g.play(a).unwrap();
    }
    g
}

/// The error of a record that must fail, as (line, column, kind).
fn fails(text: &str) -> (usize, usize, RecordErrorKind) {
    match Record::parse(text) {
        Ok(r) => panic!("parsed:\n{r}"),
        Err(RecordError { line, column, kind }) => (line, column, kind),
    }
}

/// Checks that `text` fails to parse at `at` (line, column) with an error that says `message`.
fn fails_at(text: &str, at: (usize, usize), message: &str) {
    let (line, col, kind) = fails(text);
    assert_eq!((line, col), at, "{kind}");
    assert!(kind.to_string().contains(message), "{kind}");
}

// ---------------------------------------------------------------------------------------------
// LittleGolem

const LG_GAMES: [(&str, usize, WinReason); 2] = [
    ("game2552914.txt", 27, WinReason::NoCapture),
    (
        "game2558925.txt",
        27,
        WinReason::TypeCaptured(PieceType::Tott),
    ),
];

#[test]
fn littlegolem_games_replay_to_the_end() {
    for (file, turns, reason) in LG_GAMES {
        let text = data(&format!("littlegolem/{file}"));
        let record = littlegolem::import(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let game = &record.game;
        assert_eq!(game.turns().len(), turns, "{file}");
        assert_eq!(
            game.result(),
            Some(GameResult {
                winner: Color::White,
                termination: Termination::Rule(reason),
            }),
            "{file}"
        );
        // Both games end with Black to move, lost by rule.
        assert_eq!(game.position().side(), Color::Black, "{file}");
        assert_eq!(game.setup_kind(), None);
        assert_eq!(game.start_position().phase(), Phase::Opening);
        // Every turn after the opening has two actions.
        assert_eq!(game.turns()[0].second, None);
        assert!(game.turns()[1..].iter().all(|t| t.second.is_some()));
        assert_eq!(record.tag("Site"), Some("https://www.littlegolem.net"));
        assert_eq!(record.tag("Variant"), Some("RANDOM"));
        // The same through the bytes entry point.
        assert_eq!(littlegolem::import_bytes(text.as_bytes()).unwrap(), record);
    }
}

#[test]
fn littlegolem_header_and_worked_example() {
    let record = littlegolem::import(&data("littlegolem/game2552914.txt")).unwrap();
    assert_eq!(record.tag("White"), Some("Michael Reitz"));
    assert_eq!(record.tag("Black"), Some("ivyed_seer ?"));
    assert_eq!(record.tag("Event"), Some("tzaar.ch.43.1.1"));
    let start = record.game.start_position();
    // POS starts `cBbC`: A5 White Tott, A4 Black Tzarra, A3 White Tzarra, A2 Black Tott.
    let top = |cell: &str| {
        let s = start.stack(cell.parse().unwrap()).unwrap();
        (s.color(), s.top())
    };
    assert_eq!(top("A5"), (Color::White, PieceType::Tott));
    assert_eq!(top("A4"), (Color::Black, PieceType::Tzarra));
    assert_eq!(top("A3"), (Color::White, PieceType::Tzarra));
    assert_eq!(top("A2"), (Color::Black, PieceType::Tott));
    // The format description's worked example: B[prqq-kplp] is F1xG1 A4+B4.
    let turns = record.game.turns();
    assert_eq!(turns[0].to_string(), "D4xC3");
    assert_eq!(turns[1].to_string(), "F1xG1 A4+B4");
    let after = record.game.position_before_turn(3).unwrap();
    let b4 = after.stack("B4".parse().unwrap()).unwrap();
    assert_eq!(
        (b4.color(), b4.top(), b4.height()),
        (Color::Black, PieceType::Tzarra, 2)
    );

    let other = littlegolem::import(&data("littlegolem/game2558925.txt")).unwrap();
    assert_eq!(other.tag("White"), Some("ivyed_seer ?"));
    assert_eq!(other.tag("Black"), Some("SlowBrain"));
    // A pass as a second action.
    assert_eq!(other.game.turns()[25].to_string(), "E1xE3 pass");
}

#[test]
fn imported_records_round_trip_through_our_format() {
    for (file, _, _) in LG_GAMES {
        let record = littlegolem::import(&data(&format!("littlegolem/{file}"))).unwrap();
        let text = record.to_string();
        assert!(text.starts_with("[Game \"TZAAR\"]\n[Setup \"position\"]\n[Position \""));
        let back = Record::parse(&text).unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
        assert_eq!(back, record, "{file}");
        assert_eq!(back.to_string(), text, "{file}");
    }
}

#[test]
fn littlegolem_errors_point_at_the_problem() {
    let text = data("littlegolem/game2552914.txt");
    let err = |t: &str| littlegolem::import(t).unwrap_err();
    let col = |needle: &str| text.find(needle).unwrap() + 1;

    // An unknown coordinate letter in turn 3.
    let bad = text.replace("W[smrn-pqqp]", "W[smrn-pqzp]");
    let e = err(&bad);
    assert_eq!((e.line, e.column), (1, col("W[smrn-pqqp]") + 9));
    assert!(e.to_string().contains("turn 3"), "{e}");
    assert!(
        e.to_string().contains("`z` is not a coordinate letter"),
        "{e}"
    );

    // The centre.
    let e = err(&text.replace("W[npmq]", "W[oomq]"));
    assert!(e.to_string().contains("`oo` is the centre"), "{e}");

    // An illegal action says why, in our notation too.
    let e = err(&text.replace("W[npmq]", "W[npnp]"));
    assert_eq!(e.column, col("W[npmq]") + 2);
    assert_eq!(
        e.kind.to_string(),
        "turn 1: `npnp` (D4xD4) is illegal: a stack cannot move onto its own cell"
    );

    // The wrong player.
    let e = err(&text.replace(";B[prqq-kplp]", ";W[prqq-kplp]"));
    assert!(e.to_string().contains("turn 2 is Black's"), "{e}");

    // The opening with two actions; a later turn with one.
    let e = err(&text.replace("W[npmq]", "W[npmq-pass]"));
    assert!(e.to_string().contains("single capture"), "{e}");
    let e = err(&text.replace("B[prqq-kplp]", "B[prqq]"));
    assert!(e.to_string().contains("needs a second action"), "{e}");

    // A broken POS.
    let e = err(&text.replace("POS[cBb", "POS[cXb"));
    assert_eq!(e.column, col("POS[cBb") + 5);
    let e = err(&text.replace("POS[cBb", "POS[cb"));
    assert!(e.to_string().contains("only 59"), "{e}");
    let e = err(&text.replace("POS[cBbC", "POS[aBbC"));
    assert!(e.to_string().contains("not a valid start position"), "{e}");

    // Syntax: truncated, missing POS, another game.
    let e = err(&text[..100]);
    assert_eq!((e.line, e.column), (1, col("POS[") + 3));
    assert!(e.to_string().contains("never closed"), "{e}");
    assert!(err("(;FF[TZAAR];W[npmq])").to_string().contains("no POS"));
    assert!(err("(;FF[HEX]POS[x])").to_string().contains("not of TZAAR"));
    assert!(err("").to_string().contains("expected `(`"));
    assert!(
        err(&format!("{}x", text.trim()))
            .to_string()
            .contains("after the end")
    );
    let e = littlegolem::import_bytes(b"(;FF[TZ\xffAAR])").unwrap_err();
    assert_eq!((e.line, e.column), (1, 8));
}

#[test]
fn a_byte_order_mark_is_accepted_by_both_readers() {
    let text = data("littlegolem/game2552914.txt");
    let with_bom = format!("\u{feff}{text}");
    assert!(littlegolem::looks_like(with_bom.as_bytes()));
    assert!(!littlegolem::looks_like(b"\xef\xbb\xbf[Game \"TZAAR\"]"));
    let record = littlegolem::import(&text).unwrap();
    assert_eq!(littlegolem::import(&with_bom).unwrap(), record);
    assert_eq!(
        littlegolem::import_bytes(with_bom.as_bytes()).unwrap(),
        record
    );
    let ours = record.to_string();
    assert_eq!(Record::parse(&format!("\u{feff}{ours}")).unwrap(), record);
}

#[test]
fn littlegolem_unfinished_game_is_left_open() {
    let text = data("littlegolem/game2552914.txt");
    let cut = text.replace(";W[pkok-nlko])", ")");
    let record = littlegolem::import(&cut).unwrap();
    assert_eq!(record.game.turns().len(), 26);
    assert_eq!(record.game.result(), None);
    assert!(record.to_string().ends_with("\n*\n"));
    // Turns after the end of the game are refused.
    let more = text.replace(";W[pkok-nlko])", ";W[pkok-nlko];B[kskr-pass])");
    let e = littlegolem::import(&more).unwrap_err();
    assert!(e.to_string().contains("the game is over"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Our record format

const SAMPLES: [&str; 4] = [
    "standard-resigned.tzr",
    "random-12345.tzr",
    "tournament.tzr",
    "position-time.tzr",
];

#[test]
fn sample_records_round_trip() {
    for file in SAMPLES {
        let text = data(&format!("records/{file}"));
        let record = Record::parse(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(record.to_string(), text, "{file}");
        assert_eq!(Record::parse(&record.to_string()).unwrap(), record);
    }
}

#[test]
fn sample_records_hold_what_they_say() {
    let r = Record::parse(&data("records/standard-resigned.tzr")).unwrap();
    assert_eq!(r.game.setup_kind(), Some(SetupKind::Standard));
    assert_eq!(r.game.turns().len(), 11);
    assert_eq!(
        r.game.result(),
        Some(GameResult {
            winner: Color::White,
            termination: Termination::Resignation,
        })
    );
    assert_eq!(r.tag("Round"), Some("3"));

    let r = Record::parse(&data("records/random-12345.tzr")).unwrap();
    assert_eq!(r.game.setup_kind(), Some(SetupKind::Random { seed: 12345 }));
    assert_eq!(
        r.game.result(),
        Some(GameResult {
            winner: Color::Black,
            termination: Termination::Rule(WinReason::TypeCaptured(PieceType::Tzaar)),
        })
    );
    assert_eq!(r.tag("Event"), Some("Club \"night\""));
    assert_eq!(r.tag("Date"), Some("2026.11.22"));

    // A whole placement phase: 60 placements, one turn each, then the opening capture.
    let r = Record::parse(&data("records/tournament.tzr")).unwrap();
    assert_eq!(r.game.setup_kind(), Some(SetupKind::Tournament));
    let turns = r.game.turns();
    assert!(
        turns[..60]
            .iter()
            .all(|t| matches!(t.first, Action::Place { .. }) && t.second.is_none())
    );
    assert_eq!(
        r.game.position_before_turn(61).unwrap().phase(),
        Phase::Opening
    );
    assert_eq!(turns[60].second, None);
    // Saved in the middle of a turn, unfinished.
    assert_eq!(turns.last().unwrap().second, None);
    assert_eq!(r.game.position().phase(), Phase::SecondAction);
    assert_eq!(r.game.result(), None);

    // A custom start in the middle of a turn (its first turn is a lone second action), lost on
    // time by Black during a turn.
    let r = Record::parse(&data("records/position-time.tzr")).unwrap();
    assert_eq!(r.game.setup_kind(), None);
    assert_eq!(r.game.start_position().phase(), Phase::SecondAction);
    assert_eq!(r.game.turns()[0].second, None);
    assert_eq!(
        r.game.result(),
        Some(GameResult {
            winner: Color::White,
            termination: Termination::Time,
        })
    );
}

const BRIEF: &str = "[Game \"TZAAR\"]
[Setup \"standard\"]
[White \"Alice\"]
[Black \"Bob\"]
[Result \"*\"]

1. E2xF2
2. G3xH3 E7+E6
3. D6xF7 G4xF4
*
";

#[test]
fn free_layout_and_comments_read_the_same() {
    let canonical = Record::parse(BRIEF).unwrap();
    assert_eq!(canonical.to_string(), BRIEF);
    let free = "{ a game }  [Black \"Bob\"] [Result \"*\"]\r\n[Setup \"standard\"][White \"Alice\"]
  1.E2xF2 2. g3xh3 {Black's reply} E7-E6 3.
  D6xF7 { the second
  action: } G4xF4 * {done}";
    let r = Record::parse(free).unwrap();
    assert_eq!(r.game, canonical.game);
    assert!(r.tags().eq(canonical.tags()));
    // The comments are kept, each with the turn before it, and written at that turn's end.
    let comments: Vec<(usize, &str)> = r.comments().collect();
    assert_eq!(
        comments,
        [
            (0, " a game "),
            (2, "Black's reply"),
            (3, " the second\n  action: "),
            (3, "done")
        ]
    );
    let written = BRIEF
        .replace("\n\n1. ", "\n\n{ a game }\n1. ")
        .replace("E7+E6", "E7+E6 {Black's reply}")
        .replace("G4xF4", "G4xF4 { the second\n  action: } {done}");
    assert_eq!(r.to_string(), written);
    assert_eq!(Record::parse(&written).unwrap(), r);
    // A record without Game tag or movetext at all.
    let empty = Record::parse("[Setup \"random\"] [Seed \"7\"] [Result \"*\"] *").unwrap();
    assert_eq!(empty.game, Game::new(SetupKind::Random { seed: 7 }));
}

#[test]
fn records_of_random_games_round_trip() {
    let kinds = [
        SetupKind::Standard,
        SetupKind::Random { seed: 0 },
        SetupKind::Random { seed: u64::MAX },
        SetupKind::Tournament,
    ];
    for (i, kind) in kinds.into_iter().enumerate() {
        for seed in 1..20u64 {
            let game = playout(Game::new(kind), seed * 7919 + i as u64, 1000);
            let mut record = Record::new(game);
            record.set_tag("Round", &seed.to_string()).unwrap();
            let text = record.to_string();
            let back = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back, record);
            assert_eq!(back.to_string(), text);
        }
    }
}

#[test]
fn a_capture_that_ends_the_game_is_a_whole_turn() {
    // Find a random game that ends on a first action.
    let game = (1..500u64)
        .map(|seed| playout(Game::new(SetupKind::Random { seed }), seed, 1000))
        .find(|g| g.position().phase() == Phase::SecondAction)
        .expect("some random game ends on a first capture");
    let last = *game.turns().last().unwrap();
    assert_eq!(last.second, None);
    assert!(last.first.is_capture());
    let text = Record::new(game.clone()).to_string();
    assert_eq!(Record::parse(&text).unwrap().game, game);
    // Adding a second action to that turn is refused, and says why.
    let n = game.turns().len();
    let bad = text.replace(&format!("{n}. {last}\n"), &format!("{n}. {last} pass\n"));
    let (_, _, kind) = fails(&bad);
    assert!(
        matches!(&kind, RecordErrorKind::ExtraAction { turn, reason, .. }
            if *turn == n && reason.to_string().contains("ended the game")),
        "{kind}"
    );
}

// ---------------------------------------------------------------------------------------------
// Errors in records: the right line and column, and the reason.

#[test]
fn bad_tag_syntax() {
    let text = BRIEF.replace("[Setup \"standard\"]", "[Setup standard]");
    fails_at(&text, (2, 8), "double quotes");

    let (line, col, _) = fails(&BRIEF.replace("[White \"Alice\"]", "[White \"Alice]"));
    assert_eq!((line, col), (3, 8));
    fails_at(
        &BRIEF.replace("[White \"Alice\"]", "[White \"Al\\ice\"]"),
        (3, 11),
        "unknown escape",
    );
    let (line, col, _) = fails(&BRIEF.replace("[White \"Alice\"]", "[White \"Alice\""));
    assert_eq!((line, col), (3, 15));
    let (line, col, _) = fails(&BRIEF.replace("[White \"Alice\"]", "[ \"Alice\"]"));
    assert_eq!((line, col), (3, 3));
    assert_eq!(
        fails(&BRIEF.replace("[Black \"Bob\"]", "[White \"Bob\"]")),
        (4, 1, RecordErrorKind::DuplicateTag("White".into()))
    );
    let (line, col, kind) = fails(&BRIEF.replace("3. D6xF7", "[Round \"1\"] 3. D6xF7"));
    assert_eq!((line, col), (9, 1));
    assert_eq!(kind, RecordErrorKind::LateTag("Round".into()));
    fails_at(
        &BRIEF.replace("\"standard\"", "\"classic\""),
        (2, 9),
        "unknown setup `classic`",
    );
    let (_, _, kind) = fails(&BRIEF.replace("[Game \"TZAAR\"]", "[Game \"Chess\"]"));
    assert!(kind.to_string().contains("`Chess`"), "{kind}");
}

#[test]
fn unknown_cell_in_turn_7() {
    let text = data("records/standard-resigned.tzr").replace("7. F7xG7 B6+A5", "7. F7xG7 B6+J3");
    let (line, col, kind) = fails(&text);
    assert_eq!((line, col), (15, 13));
    assert_eq!(
        kind,
        RecordErrorKind::Unreadable {
            turn: 7,
            error: ParseError::UnknownCell("J3".into()),
        }
    );
    let e = Record::parse(&text).unwrap_err().to_string();
    assert!(
        e.starts_with("line 15, column 13: turn 7: unknown cell `J3`"),
        "{e}"
    );
    let (_, col, _) = fails(&data("records/standard-resigned.tzr").replace("7. F7xG7", "7. F7%G7"));
    assert_eq!(col, 6);
}

#[test]
fn illegal_action_says_why() {
    let text = data("records/standard-resigned.tzr").replace("2. G3xH3 E7+E6", "2. G3xH3 E7xE6");
    let (line, col, kind) = fails(&text);
    assert_eq!((line, col), (10, 10));
    let e6 = "E6".parse().unwrap();
    assert_eq!(
        kind,
        RecordErrorKind::Illegal {
            turn: 2,
            action: "E7xE6".into(),
            error: IllegalAction::OwnTarget(e6, "E7+E6".parse().unwrap()),
        }
    );
    assert_eq!(
        kind.to_string(),
        "turn 2: `E7xE6` is illegal: E6 holds your own stack: to stack onto it write E7+E6"
    );
    // The opening must be a capture.
    let (line, col, kind) = fails(&BRIEF.replace("1. E2xF2", "1. pass"));
    assert_eq!((line, col), (7, 4));
    assert!(
        kind.to_string()
            .ends_with("the opening move must be a capture"),
        "{kind}"
    );
}

#[test]
fn result_must_agree_with_the_replay() {
    let good = data("records/random-12345.tzr");
    // The replay has Black winning.
    let text = good
        .replace("[Result \"0-1\"]", "[Result \"1-0\"]")
        .replace("\n0-1\n", "\n1-0\n");
    fails_at(&text, (7, 10), "so the result is `0-1`");
    // The wrong reason.
    let text = good.replace("tzaar-captured", "tott-captured");
    fails_at(&text, (8, 15), "termination is `tzaar-captured`");
    // Resignation in a game the rules ended.
    let (_, _, kind) = fails(&good.replace("tzaar-captured", "resignation"));
    assert!(matches!(kind, RecordErrorKind::WrongResult(_)), "{kind}");
    // `*` for a finished game.
    let text = good
        .replace("[Result \"0-1\"]", "[Result \"*\"]")
        .replace("\n0-1\n", "\n*\n");
    assert!(matches!(fails(&text).2, RecordErrorKind::WrongResult(_)));
    // No termination for a finished game.
    let (line, _, kind) = fails(&good.replace("[Termination \"tzaar-captured\"]\n", ""));
    assert_eq!(line, 7);
    assert!(
        kind.to_string()
            .contains("[Termination \"tzaar-captured\"]"),
        "{kind}"
    );
    // The token disagrees with the tag.
    let lines = good.lines().count();
    assert_eq!(
        fails(&good.replace("\n0-1\n", "\n1-0\n")),
        (
            lines,
            1,
            RecordErrorKind::ResultMismatch {
                tag: "0-1".into(),
                token: "1-0".into()
            }
        )
    );
    // A rule termination for a game the rules have not ended; a termination for `*`.
    let text = BRIEF
        .replace(
            "[Result \"*\"]",
            "[Result \"1-0\"]\n[Termination \"no-capture\"]",
        )
        .replace("\n*\n", "\n1-0\n");
    fails_at(&text, (6, 15), "have not ended the game");
    let text = BRIEF.replace("[Result \"*\"]", "[Result \"*\"]\n[Termination \"time\"]");
    assert!(matches!(
        fails(&text).2,
        RecordErrorKind::UnexpectedTag { .. }
    ));
    // No result at the end, text after it.
    assert_eq!(
        fails(&BRIEF.replace("\n*\n", "\n")).2,
        RecordErrorKind::MissingResult
    );
    assert_eq!(
        fails(&format!("{BRIEF}4. E1xE3")).2,
        RecordErrorKind::AfterResult("4.".into())
    );
}

#[test]
fn missing_seed() {
    let text = BRIEF.replace("[Setup \"standard\"]", "[Setup \"random\"]");
    let (line, col, kind) = fails(&text);
    assert_eq!((line, col), (2, 1));
    assert!(
        matches!(&kind, RecordErrorKind::MissingTag { tag, .. } if tag == "Seed"),
        "{kind}"
    );
    let text = BRIEF.replace("[Setup \"standard\"]", "[Setup \"random\"]\n[Seed \"-1\"]");
    assert_eq!(fails(&text).0..=fails(&text).1, 3..=8);
    let text = BRIEF.replace("[Setup \"standard\"]", "[Setup \"standard\"]\n[Seed \"1\"]");
    assert!(matches!(
        fails(&text).2,
        RecordErrorKind::UnexpectedTag { .. }
    ));
    let (line, col, kind) = fails(&BRIEF.replace("[Setup \"standard\"]\n", ""));
    assert_eq!((line, col), (6, 1));
    assert!(matches!(kind, RecordErrorKind::MissingTag { .. }));
    // A position setup needs its position, and a bad one is pointed at.
    let text = BRIEF.replace("[Setup \"standard\"]", "[Setup \"position\"]");
    assert!(matches!(fails(&text).2, RecordErrorKind::MissingTag { tag, .. } if tag == "Position"));
    let text = BRIEF.replace(
        "[Setup \"standard\"]",
        "[Setup \"position\"]\n[Position \"TTTTX/6/7/8/8/8/7/6/5 w first\"]",
    );
    assert_eq!(fails(&text).0..=fails(&text).1, 3..=16);
}

#[test]
fn wrong_turn_number() {
    let text = BRIEF.replace("3. D6xF7", "4. D6xF7");
    assert_eq!(
        fails(&text),
        (
            9,
            1,
            RecordErrorKind::TurnNumber {
                expected: 3,
                found: "4.".into()
            }
        )
    );
    assert_eq!(
        fails(&BRIEF.replace("1. E2xF2", "E2xF2")).2,
        RecordErrorKind::TurnNumber {
            expected: 1,
            found: "E2xF2".into()
        }
    );
    assert!(matches!(
        fails(&BRIEF.replace("3. ", "3 ")).2,
        RecordErrorKind::TurnNumber { .. }
    ));
    let huge = BRIEF.replace("3. ", "99999999999999999999999. ");
    assert!(matches!(fails(&huge).2, RecordErrorKind::TurnNumber { .. }));
}

#[test]
fn turns_with_the_wrong_number_of_actions() {
    // Turn 2 stops after its first action although turn 3 follows.
    let (line, col, kind) = fails(&BRIEF.replace("G3xH3 E7+E6", "G3xH3"));
    assert_eq!((line, col), (8, 1));
    assert_eq!(
        kind,
        RecordErrorKind::MissingSecond {
            turn: 2,
            side: Color::Black
        }
    );
    fails_at(
        &BRIEF.replace("1. E2xF2", "1. E2xF2 pass"),
        (7, 10),
        "the opening is a single capture",
    );
    let (_, col, kind) = fails(&BRIEF.replace("E7+E6", "E7+E6 pass"));
    assert_eq!(col, 16);
    assert!(kind.to_string().contains("at most two"), "{kind}");
    assert_eq!(
        fails(&BRIEF.replace("3. D6xF7 G4xF4", "3.")).2,
        RecordErrorKind::EmptyTurn(3)
    );
}

#[test]
fn unterminated_comment() {
    let text = BRIEF.replace("3. D6xF7", "3. {unclosed D6xF7");
    assert_eq!(fails(&text), (9, 4, RecordErrorKind::UnterminatedComment));
    let (line, col, kind) = fails(&BRIEF.replace("3. D6xF7", "3. D6xF7}"));
    assert_eq!((line, col), (9, 9));
    assert_eq!(kind, RecordErrorKind::StrayBrace);
    let e = Record::parse(&text).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 9, column 4: this `{` comment is never closed by `}`"
    );
}

#[test]
fn turns_after_the_end_are_refused() {
    let good = data("records/random-12345.tzr");
    let text = good.replace("\n0-1\n", "\n27. A1xA2\n0-1\n");
    let (line, _, kind) = fails(&text);
    assert_eq!(line, good.lines().count());
    assert!(
        matches!(kind, RecordErrorKind::TurnAfterEnd { turn: 27, .. }),
        "{kind}"
    );
}

// ---------------------------------------------------------------------------------------------
// Game

#[test]
fn game_groups_turns_and_undoes() {
    let mut g = Game::new(SetupKind::Tournament);
    g.play(act("Z@E1")).unwrap();
    g.play(act("T@E9")).unwrap();
    assert_eq!(g.turns().len(), 2);
    assert_eq!(
        g.play(act("D4xC3")),
        Err(GameError::Illegal(IllegalAction::PlacementPhase))
    );
    assert_eq!(
        g.play_turn(Turn {
            first: act("R@A1"),
            second: Some(act("R@A2"))
        }),
        Err(GameError::SingleAction(Phase::Placement))
    );
    assert_eq!(g.actions().len(), 2, "a refused turn leaves nothing played");
    assert_eq!(g.undo(), Some(act("T@E9")));
    assert_eq!(
        g.turns(),
        [Turn {
            first: act("Z@E1"),
            second: None
        }]
    );

    let mut g = Game::new(SetupKind::Standard);
    g.play_turn(Turn {
        first: act("E2xF2"),
        second: None,
    })
    .unwrap();
    assert_eq!(
        g.play_turn(Turn {
            first: act("G3xH3"),
            second: None
        }),
        Err(GameError::MissingSecond)
    );
    g.play_turn(Turn {
        first: act("G3xH3"),
        second: Some(act("E7+E6")),
    })
    .unwrap();
    g.play(act("D6xF7")).unwrap();
    assert_eq!(
        g.play_turn("G4xF4 pass".parse().unwrap()),
        Err(GameError::MidTurn(Color::White))
    );
    let turns: Vec<String> = g.turns().iter().map(|t| t.to_string()).collect();
    assert_eq!(turns, ["E2xF2", "G3xH3 E7+E6", "D6xF7"]);
    // The position before each turn.
    assert_eq!(g.position_before_turn(1).unwrap(), Position::standard());
    let mut replay = Position::standard();
    replay.play(act("E2xF2")).unwrap();
    assert_eq!(g.position_before_turn(2).unwrap(), replay);
    replay.play(act("G3xH3")).unwrap();
    replay.play(act("E7+E6")).unwrap();
    assert_eq!(g.position_before_turn(3).unwrap(), replay);
    assert_eq!(g.position_before_turn(4).as_ref(), Some(g.position()));
    assert_eq!(g.position_before_turn(0), None);
    assert_eq!(g.position_before_turn(5), None);
    // Undo one action at a time, back to the start.
    assert_eq!(g.undo(), Some(act("D6xF7")));
    assert_eq!(g.position(), &replay);
    assert_eq!(g.undo(), Some(act("E7+E6")));
    assert_eq!(g.turns().last().unwrap().second, None);
    while g.undo().is_some() {}
    assert_eq!(g, Game::new(SetupKind::Standard));
}

/// A standard game after one action, then ended by `end` with `loser` losing; checks that the
/// game has the result.
fn ended_early(
    end: fn(&mut Game, Color) -> Result<(), GameError>,
    loser: Color,
    termination: Termination,
) -> (Game, GameResult) {
    let mut g = Game::new(SetupKind::Standard);
    g.play(act("E2xF2")).unwrap();
    end(&mut g, loser).unwrap();
    let result = GameResult {
        winner: loser.opponent(),
        termination,
    };
    assert_eq!(g.result(), Some(result));
    (g, result)
}

#[test]
fn resignation_and_time_belong_to_the_game() {
    let (mut g, result) = ended_early(Game::lose_on_time, Color::White, Termination::Time);
    assert_eq!(result.to_string(), "Black wins: White lost on time");
    assert_eq!(g.resign(Color::Black), Err(GameError::Over(result)));
    assert_eq!(g.play(act("G3xH3")), Err(GameError::Over(result)));
    assert_eq!(
        g.position().outcome(),
        None,
        "the position knows nothing of it"
    );
    // Undo takes the loss on time back with the action.
    assert_eq!(g.undo(), Some(act("E2xF2")));
    assert_eq!(g.result(), None);

    // A game the rules ended cannot be resigned.
    let done = Record::parse(&data("records/random-12345.tzr"))
        .unwrap()
        .game;
    let mut g = done.clone();
    assert!(matches!(g.resign(Color::Black), Err(GameError::Over(r))
        if r.termination == Termination::Rule(WinReason::TypeCaptured(PieceType::Tzaar))));
    assert!(matches!(
        g.lose_on_time(Color::White),
        Err(GameError::Over(_))
    ));
    assert_eq!(g, done);
}

#[test]
fn an_abandoned_game_is_written_and_read_back() {
    let (mut g, result) = ended_early(Game::abandon, Color::Black, Termination::Abandonment);
    assert_eq!(result.to_string(), "White wins: Black abandoned the game");
    assert_eq!(g.lose_on_time(Color::White), Err(GameError::Over(result)));
    let text = Record::new(g.clone()).to_string();
    assert!(text.contains("[Termination \"abandoned\"]"), "{text}");
    assert_eq!(Record::parse(&text).unwrap().game.result(), Some(result));
}

// ---------------------------------------------------------------------------------------------
// No input makes either reader panic.

/// The test file `name` with its character at `at` (modulo its length) replaced by `c`, cut
/// after `cut` characters.
fn damaged(name: &str, cut: usize, at: usize, c: char) -> String {
    let mut chars: Vec<char> = data(name).chars().collect();
    let at = at % chars.len();
    chars[at] = c;
    chars.into_iter().take(cut).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn record_parser_never_panics(text in "\\PC{0,200}") {
        let _ = Record::parse(&text);
    }

    #[test]
    fn record_parser_survives_damaged_records(cut in 0usize..2000, at in 0usize..2000, c in any::<char>()) {
        let _ = Record::parse(&damaged("records/tournament.tzr", cut, at, c));
    }

    #[test]
    fn littlegolem_import_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = littlegolem::import_bytes(&bytes);
    }

    #[test]
    fn littlegolem_import_survives_damaged_records(cut in 0usize..600, at in 0usize..600, c in any::<char>()) {
        let _ = littlegolem::import(&damaged("littlegolem/game2558925.txt", cut, at, c));
    }
}
