//! The protocol's lines: reading one line at a time with a bound on its length, writing a
//! reply, and the `info` and `perft` lines' format.

use std::io::{self, BufRead, Write};
use std::time::Duration;

use tzaar_core::Position;

use crate::score::{Outlook, Score};
use crate::search::Info;
use crate::win_chance::{WinChance, wdl};

/// The longest line read, in bytes; longer ones are refused as a whole.
pub const MAX_LINE: usize = 64 * 1024;

/// One line of `perft` output, as both `tzaar perft` and the protocol print it:
/// `depth D nodes N time T nps R`, the time in seconds with three decimals and a trailing `s`.
pub fn perft_line(depth: u32, nodes: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    format!("depth {depth} nodes {nodes} time {secs:.3}s nps {nps:.0}")
}

/// The `info` line for one completed iteration of a search of `pos`: the score from the side
/// to act, and (since the win-chance model) its `wdl` per mille from the same side, placed
/// just before the `pv` so that every earlier field keeps its place.
pub fn info_line(info: &Info, pos: &Position) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} nps {} time {} {} pv",
        info.depth,
        Outlook::from_score(info.score),
        info.nodes,
        info.nps(),
        info.time.as_millis(),
        wdl_field(info.score, pos)
    );
    for a in &info.pv {
        line.push(' ');
        line.push_str(&a.to_string());
    }
    line
}

/// `score <score> wdl <w> 0 <l>`: a search score of `pos` from the side to act, and the
/// shipped model's chances from the same side, per mille.
pub(super) fn score_fields(score: Score, pos: &Position) -> String {
    format!(
        "score {} {}",
        Outlook::from_score(score),
        wdl_field(score, pos)
    )
}

/// `wdl <w> <d> <l>`: the shipped model's chances of `score` in `pos` from the side to act,
/// per mille.
fn wdl_field(score: Score, pos: &Position) -> String {
    let white = WinChance::shipped().white_of_score(pos, score);
    let [w, d, l] = wdl(white, pos.side());
    format!("wdl {w} {d} {l}")
}

/// Writes a reply: its lines, then `ok`, or `err <reason>`.
pub(super) fn reply<W: Write + ?Sized>(
    out: &mut W,
    result: Result<Vec<String>, String>,
) -> io::Result<()> {
    match result {
        Ok(lines) => {
            for l in lines {
                writeln!(out, "{l}")?;
            }
            writeln!(out, "ok")
        }
        // A reason is one line, whatever an error's text holds.
        Err(reason) => writeln!(out, "err {}", reason.replace(['\n', '\r'], " ")),
    }
}

/// Reads one line into `buf` (without its line break), keeping at most [`MAX_LINE`] bytes and
/// skipping the rest. `None` at the end of the input; `Some(true)` when the line was too long.
pub(super) fn read_line<R: BufRead>(input: &mut R, buf: &mut Vec<u8>) -> io::Result<Option<bool>> {
    buf.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(any.then_some(too_long));
        }
        any = true;
        let (chunk, found, used) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..i], true, i + 1),
            None => (available, false, available.len()),
        };
        if !too_long {
            if buf.len() + chunk.len() > MAX_LINE {
                too_long = true;
                buf.clear();
            } else {
                buf.extend_from_slice(chunk);
            }
        }
        input.consume(used);
        if found {
            return Ok(Some(too_long));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_lines_have_the_perft_command_format() {
        assert_eq!(
            perft_line(3, 260_556, Duration::from_millis(500)),
            "depth 3 nodes 260556 time 0.500s nps 521112"
        );
        assert_eq!(
            perft_line(1, 42, Duration::ZERO),
            "depth 1 nodes 42 time 0.000s nps 0"
        );
    }
}
