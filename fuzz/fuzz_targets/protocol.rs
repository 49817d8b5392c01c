//! Fuzzes the engine protocol: any bytes, split into lines, go to the command parser and to a
//! protocol with tiny search limits. Nothing may panic, every line gets at most one reply
//! ending in `ok` or `err`, and a refused command leaves the game as it was.
#![no_main]

use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use tzaar_engine::Searcher;
use tzaar_engine::protocol::{Caps, Command, Protocol};

fuzz_target!(|data: &[u8]| {
    let mut protocol = Protocol::with_searcher(Searcher::new(1, 1));
    protocol.set_caps(Caps {
        depth: Some(2),
        nodes: Some(2_000),
        time: Some(Duration::from_millis(20)),
        perft_depth: Some(2),
    });
    for line in data.split(|&b| b == b'\n').take(64) {
        if let Ok(text) = std::str::from_utf8(line) {
            let _ = Command::parse(text);
        }
        let before = protocol.game().clone();
        let mut out = Vec::new();
        protocol
            .handle_line(line, &mut out)
            .expect("writing to memory never fails");
        let reply = String::from_utf8(out).expect("replies are UTF-8");
        if let Some(last) = reply.lines().last() {
            assert!(last == "ok" || last.starts_with("err "), "{reply}");
            if last.starts_with("err ") {
                assert_eq!(protocol.game(), &before, "a refused command changed the game");
                assert_eq!(reply.lines().count(), 1, "{reply}");
            }
        }
    }
});
