//! Fuzzes position strings: never a panic, and every valid position prints back to a string
//! that reads as the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tzaar_core::{Position, Setup};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(setup) = text.parse::<Setup>() {
        assert_eq!(setup.to_string().parse::<Setup>().as_ref(), Ok(&setup));
        if let Ok(pos) = Position::from_setup(&setup) {
            assert_eq!(pos.to_string().parse::<Position>().as_ref(), Ok(&pos));
            let _ = pos.legal_actions();
            let _ = pos.outcome();
        }
    }
});
