//! Fuzzes the LittleGolem import: never a panic on any bytes, and every imported game writes
//! to a record of our own format that reads back to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tzaar_core::littlegolem;
use tzaar_core::record::Record;

fuzz_target!(|data: &[u8]| {
    if let Ok(record) = littlegolem::import_bytes(data) {
        let again = Record::parse(&record.to_string()).expect("an import writes a valid record");
        assert_eq!(again.game, record.game);
    }
});
