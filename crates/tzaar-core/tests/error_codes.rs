//! Every error enum gives each kind of error its own stable, kebab-case code.

use std::collections::HashSet;

use tzaar_core::{
    Action, Cell, Color, GameError, GameResult, IllegalAction, LittleGolemErrorKind, Outcome,
    ParseError, Phase, PieceType, PositionError, PositionStringProblem, RecordErrorKind, TagError,
    Termination, TurnEnd, TurnProblem, WinReason,
};

/// Asserts that the codes are distinct and kebab-case, and that there is one per value given.
fn assert_distinct(codes: &[&'static str]) {
    let set: HashSet<_> = codes.iter().collect();
    assert_eq!(set.len(), codes.len(), "{codes:?}");
    for c in codes {
        assert!(
            !c.is_empty()
                && c.split('-').all(|w| !w.is_empty()
                    && w.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())),
            "{c}"
        );
    }
}

fn cell() -> Cell {
    "D4".parse().unwrap()
}

fn outcome() -> Outcome {
    Outcome {
        winner: Color::White,
        reason: WinReason::NoCapture,
    }
}

fn illegal() -> Vec<IllegalAction> {
    let (from, to) = (cell(), "C3".parse().unwrap());
    vec![
        IllegalAction::GameOver(outcome()),
        IllegalAction::PlacementPhase,
        IllegalAction::NotPlacementPhase,
        IllegalAction::CellOccupied(from),
        IllegalAction::NoneLeft {
            color: Color::White,
            kind: PieceType::Tott,
        },
        IllegalAction::MustCapture(Phase::FirstAction),
        IllegalAction::NoStack(from),
        IllegalAction::NotYours(from),
        IllegalAction::SameCell,
        IllegalAction::NotOnALine { from, to },
        IllegalAction::CrossesCentre { from, to },
        IllegalAction::Blocked {
            from,
            to,
            blocker: to,
        },
        IllegalAction::EmptyTarget(to),
        IllegalAction::OwnTarget(to, Action::Stack { from, to }),
        IllegalAction::OpponentTarget(to, Action::Capture { from, to }),
        IllegalAction::TooTall {
            from,
            to,
            mover: 1,
            target: 2,
        },
    ]
}

#[test]
fn illegal_action_codes_are_distinct() {
    let codes: Vec<_> = illegal().iter().map(IllegalAction::code).collect();
    assert_distinct(&codes);
    assert_eq!(IllegalAction::SameCell.code(), "same-cell");
    assert_eq!(IllegalAction::NotYours(cell()).code(), "not-yours");
}

#[test]
fn game_error_codes_are_distinct_from_the_illegal_actions_they_wrap() {
    let result = GameResult {
        winner: Color::Black,
        termination: Termination::Resignation,
    };
    let mut codes: Vec<_> = illegal()
        .into_iter()
        .map(|e| GameError::Illegal(e).code())
        .collect();
    codes.extend(
        [
            GameError::Over(result),
            GameError::MidTurn(Color::White),
            GameError::MissingSecond,
            GameError::SingleAction(Phase::Opening),
        ]
        .iter()
        .map(GameError::code),
    );
    assert_distinct(&codes);
}

#[test]
fn parse_and_position_codes_are_distinct() {
    let parse = [
        ParseError::UnknownCell("E5".into()),
        ParseError::BadAction("x".into()),
        ParseError::BadTurn {
            text: String::new(),
            problem: TurnProblem::Empty,
        },
        ParseError::PositionString {
            at: 1,
            problem: PositionStringProblem::BadSide,
        },
        ParseError::Invalid(PositionError::BothLackType),
    ];
    assert_distinct(&parse.iter().map(ParseError::code).collect::<Vec<_>>());
    let position = [
        PositionError::TooManyPieces {
            color: Color::White,
            kind: PieceType::Tzaar,
            found: 7,
            max: 6,
        },
        PositionError::StackDuringPlacement(cell()),
        PositionError::PlacementTurn {
            side: Color::White,
            white: 1,
            black: 0,
        },
        PositionError::PlacementComplete,
        PositionError::OpeningNotFull,
        PositionError::NothingCaptured,
        PositionError::BothLackType,
        PositionError::MoverLacksType(Color::Black),
    ];
    assert_distinct(&position.iter().map(PositionError::code).collect::<Vec<_>>());
    use PositionStringProblem as P;
    let problems = [
        P::MissingSlash('B'),
        P::ShortColumn {
            column: 'A',
            filled: 1,
            len: 5,
        },
        P::GapTooLong {
            column: 'A',
            len: 5,
            gap: 6,
            filled: 0,
        },
        P::LongColumn {
            column: 'A',
            len: 5,
        },
        P::NotAPiece('x'),
        P::NotAPieceInStack('x'),
        P::MixedColours,
        P::UnclosedStack,
        P::ShortStack,
        P::TooTall(31),
        P::UnexpectedEnd,
        P::BadSide,
        P::BadPhase,
        P::TrailingText,
    ];
    assert_distinct(&problems.iter().map(P::code).collect::<Vec<_>>());
    let ends = [
        TurnEnd::Placement,
        TurnEnd::Opening,
        TurnEnd::LoneSecond,
        TurnEnd::GameOver {
            first: Action::Pass,
            outcome: outcome(),
        },
        TurnEnd::TwoActions,
    ];
    assert_distinct(&ends.iter().map(TurnEnd::code).collect::<Vec<_>>());
}

#[test]
fn record_codes_are_distinct() {
    let s = String::new;
    let kinds = [
        RecordErrorKind::BadTag(s()),
        RecordErrorKind::DuplicateTag(s()),
        RecordErrorKind::LateTag(s()),
        RecordErrorKind::BadTagValue {
            tag: s(),
            reason: s(),
        },
        RecordErrorKind::MissingTag {
            tag: s(),
            reason: s(),
        },
        RecordErrorKind::UnexpectedTag {
            tag: s(),
            reason: s(),
        },
        RecordErrorKind::UnterminatedComment,
        RecordErrorKind::StrayBrace,
        RecordErrorKind::TurnNumber {
            expected: 1,
            found: s(),
        },
        RecordErrorKind::EmptyTurn(1),
        RecordErrorKind::Unreadable {
            turn: 1,
            error: ParseError::BadAction(s()),
        },
        RecordErrorKind::Illegal {
            turn: 1,
            action: s(),
            error: IllegalAction::SameCell,
        },
        RecordErrorKind::ExtraAction {
            turn: 1,
            action: s(),
            reason: TurnEnd::Opening,
        },
        RecordErrorKind::MissingSecond {
            turn: 1,
            side: Color::White,
        },
        RecordErrorKind::TurnAfterEnd {
            turn: 1,
            result: outcome().into(),
        },
        RecordErrorKind::MissingResult,
        RecordErrorKind::AfterResult(s()),
        RecordErrorKind::ResultMismatch {
            tag: s(),
            token: s(),
        },
        RecordErrorKind::WrongResult(s()),
    ];
    assert_distinct(&kinds.iter().map(RecordErrorKind::code).collect::<Vec<_>>());
    let tags = [
        TagError::BadName(s()),
        TagError::Reserved(s()),
        TagError::BadValue(s()),
    ];
    assert_distinct(&tags.iter().map(TagError::code).collect::<Vec<_>>());
}

#[test]
fn littlegolem_codes_are_distinct() {
    let s = String::new;
    let kinds = [
        LittleGolemErrorKind::NotUtf8,
        LittleGolemErrorKind::Syntax(s()),
        LittleGolemErrorKind::NotTzaar(s()),
        LittleGolemErrorKind::DuplicateProperty(s()),
        LittleGolemErrorKind::MissingPos,
        LittleGolemErrorKind::BadPos(s()),
        LittleGolemErrorKind::InvalidPosition(PositionError::OpeningNotFull),
        LittleGolemErrorKind::BadValue {
            property: s(),
            error: TagError::BadValue(s()),
        },
        LittleGolemErrorKind::WrongPlayer {
            turn: 1,
            expected: Color::White,
        },
        LittleGolemErrorKind::BadAction {
            turn: 1,
            text: s(),
            reason: s(),
        },
        LittleGolemErrorKind::ExtraAction {
            turn: 1,
            reason: TurnEnd::Opening,
        },
        LittleGolemErrorKind::MissingSecond { turn: 1, text: s() },
        LittleGolemErrorKind::Game {
            turn: 1,
            error: GameError::MissingSecond,
        },
        LittleGolemErrorKind::Illegal {
            turn: 1,
            text: s(),
            action: s(),
            error: IllegalAction::SameCell,
        },
    ];
    assert_distinct(
        &kinds
            .iter()
            .map(LittleGolemErrorKind::code)
            .collect::<Vec<_>>(),
    );
}
