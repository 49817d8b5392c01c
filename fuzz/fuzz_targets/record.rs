//! Fuzzes game records: never a panic, and every record that reads writes back to text that
//! reads to the same record and writes identically.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tzaar_core::record::Record;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(record) = Record::parse(text) {
        let written = record.to_string();
        let again = Record::parse(&written).expect("a written record reads back");
        assert_eq!(again, record);
        assert_eq!(again.to_string(), written);
    }
});
