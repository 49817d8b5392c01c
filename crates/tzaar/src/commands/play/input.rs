//! The players' input: lines read as bytes, so that a line that is not UTF-8 is refused on its
//! own.

use std::io::{BufRead, Write};

/// One line of the players' input.
pub(super) enum Line {
    /// A line of text, without its line ending.
    Text(String),
    /// A line that is not UTF-8 text.
    NotUtf8,
    /// The input has ended.
    End,
}

/// The players' input, read as bytes so that a line that is not UTF-8 is refused on its own.
pub(super) struct Input<R> {
    reader: R,
    buf: Vec<u8>,
}

impl<R: BufRead> Input<R> {
    pub(super) fn new(reader: R) -> Input<R> {
        Input {
            reader,
            buf: Vec::new(),
        }
    }

    /// The next line. An input that cannot be read (a terminal that has gone away) has ended:
    /// that is said on standard error, and the game is saved as at any end of the input.
    pub(super) fn next_line(&mut self) -> Line {
        self.buf.clear();
        match self.reader.read_until(b'\n', &mut self.buf) {
            Ok(0) => return Line::End,
            Ok(_) => {}
            Err(e) => {
                let _ = writeln!(
                    std::io::stderr(),
                    "Cannot read the input ({e}); taking that as its end."
                );
                return Line::End;
            }
        }
        let text = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        match std::str::from_utf8(text) {
            Ok(text) => Line::Text(text.to_string()),
            Err(_) => Line::NotUtf8,
        }
    }
}

/// What is said of a line that is not UTF-8.
pub(super) const NOT_UTF8: &str = "That line is not UTF-8 text, so it was ignored. Type it again.";
