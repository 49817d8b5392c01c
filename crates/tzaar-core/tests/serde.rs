//! With the `serde` feature, the wire types travel as their words and read back.
#![cfg(feature = "serde")]

use serde_json::{from_str, json, to_value};
use tzaar_core::{Action, Cell, Color, Phase, PieceType, Position, SetupKind, Termination, Turn};

#[test]
fn vocabulary_travels_as_words() {
    assert_eq!(to_value(Color::Black).unwrap(), json!("black"));
    assert_eq!(to_value(PieceType::Tzarra).unwrap(), json!("tzarra"));
    assert_eq!(to_value(Phase::SecondAction).unwrap(), json!("second"));
    assert_eq!(to_value(Termination::Time).unwrap(), json!("time"));
    assert_eq!(
        to_value(SetupKind::Random { seed: 7 }).unwrap(),
        json!("random 7")
    );
    let cell: Cell = "E1".parse().unwrap();
    assert_eq!(to_value(cell).unwrap(), json!("E1"));
    let turn: Turn = "F1xG1 A4+B4".parse().unwrap();
    assert_eq!(to_value(turn).unwrap(), json!("F1xG1 A4+B4"));
    assert_eq!(from_str::<Turn>(r#""F1xG1 A4+B4""#).unwrap(), turn);
    assert_eq!(from_str::<Action>(r#""pass""#).unwrap(), Action::Pass);
    assert_eq!(from_str::<Color>(r#""white""#).unwrap(), Color::White);
    let pos = Position::standard();
    let text = serde_json::to_string(&pos).unwrap();
    assert_eq!(from_str::<Position>(&text).unwrap(), pos);
}

#[test]
fn a_bad_word_is_a_serde_error_that_says_why() {
    let e = from_str::<Color>(r#""green""#).unwrap_err();
    assert!(e.to_string().contains("unknown colour `green`"), "{e}");
    assert!(from_str::<SetupKind>(r#""random""#).is_err());
    assert!(from_str::<Phase>("3").is_err());
}
