//! Fuzzes action and turn parsing: never a panic, and whatever parses prints back to text that
//! parses to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tzaar_core::{Action, Position, Turn};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(action) = text.parse::<Action>() {
        assert_eq!(action.to_string().parse::<Action>(), Ok(action));
    }
    if let Ok(turn) = text.parse::<Turn>() {
        assert_eq!(turn.to_string().parse::<Turn>(), Ok(turn));
    }
    let pos = Position::standard();
    if let Ok(action) = pos.parse_action(text) {
        // Checking legality must not panic either.
        let _ = pos.check(action);
    }
});
