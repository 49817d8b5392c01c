//! Reading a record's text: places in the text, tags, words and comments.

use super::error::{RecordError, RecordErrorKind};

/// A place in the text: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Loc {
    pub(crate) line: usize,
    pub(crate) column: usize,
}

impl Loc {
    /// The place `n` characters further along the same line.
    pub(crate) fn plus(self, n: usize) -> Loc {
        Loc {
            line: self.line,
            column: self.column + n,
        }
    }
}

/// Walks through text a character at a time, tracking the line and column.
pub(crate) struct Cursor<'a> {
    text: &'a str,
    byte: usize,
    loc: Loc,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            text,
            byte: 0,
            loc: Loc { line: 1, column: 1 },
        }
    }

    pub(crate) fn loc(&self) -> Loc {
        self.loc
    }

    pub(crate) fn peek(&self) -> Option<char> {
        self.text[self.byte..].chars().next()
    }

    pub(crate) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.byte += c.len_utf8();
        if c == '\n' {
            self.loc.line += 1;
            self.loc.column = 1;
        } else {
            self.loc.column += 1;
        }
        Some(c)
    }

    pub(crate) fn skip_while(&mut self, f: impl Fn(char) -> bool) {
        while self.peek().is_some_and(&f) {
            self.bump();
        }
    }
}

/// The bytes as text, or where (line and column, in characters) the first byte that is not
/// UTF-8 stands.
pub(crate) fn utf8(bytes: &[u8]) -> Result<&str, Loc> {
    std::str::from_utf8(bytes).map_err(|e| {
        let valid = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
        let mut cur = Cursor::new(valid);
        while cur.bump().is_some() {}
        cur.loc()
    })
}

pub(super) fn err<T>(at: Loc, kind: RecordErrorKind) -> Result<T, RecordError> {
    Err(RecordError {
        line: at.line,
        column: at.column,
        kind,
    })
}

/// A tag as read: its name, its value and where each part stands.
pub(super) struct RawTag {
    pub(super) name: String,
    /// The `[`.
    pub(super) at: Loc,
    pub(super) value: String,
    /// The place of each character of the value (of the backslash for an escape).
    pub(super) value_locs: Vec<Loc>,
    /// The closing quote.
    pub(super) value_end: Loc,
}

impl RawTag {
    /// Where the value's `i`-th character (0-based) stands; the closing quote past the end.
    pub(super) fn value_loc(&self, i: usize) -> Loc {
        self.value_locs.get(i).copied().unwrap_or(self.value_end)
    }

    pub(super) fn bad_value<T>(&self, reason: String) -> Result<T, RecordError> {
        err(
            self.value_loc(0),
            RecordErrorKind::BadTagValue {
                tag: self.name.clone(),
                reason,
            },
        )
    }
}

pub(super) enum Token {
    Tag(RawTag),
    Word(String, Loc),
}

/// Reads a record's tokens, collecting the comments on the way.
pub(super) struct Parser<'a> {
    pub(super) cur: Cursor<'a>,
    /// The turns started so far: the turn the comments read now belong to.
    pub(super) turns: usize,
    /// Each comment read, with the turn it follows (0 before the first turn).
    pub(super) comments: Vec<(usize, String)>,
}

impl<'a> Parser<'a> {
    /// A parser of `text`; a byte-order mark at its start is skipped.
    pub(super) fn new(text: &'a str) -> Parser<'a> {
        Parser {
            cur: Cursor::new(text.strip_prefix('\u{feff}').unwrap_or(text)),
            turns: 0,
            comments: Vec::new(),
        }
    }

    /// The next tag or word, skipping whitespace and comments; `None` at the end.
    pub(super) fn token(&mut self) -> Result<Option<Token>, RecordError> {
        loop {
            self.cur.skip_while(char::is_whitespace);
            let at = self.cur.loc();
            match self.cur.peek() {
                None => return Ok(None),
                Some('{') => {
                    self.cur.bump();
                    let mut text = String::new();
                    loop {
                        match self.cur.bump() {
                            None => return err(at, RecordErrorKind::UnterminatedComment),
                            Some('}') => break,
                            Some(c) => text.push(c),
                        }
                    }
                    self.comments.push((self.turns, text));
                }
                Some('}') => return err(at, RecordErrorKind::StrayBrace),
                Some('[') => return self.tag().map(|t| Some(Token::Tag(t))),
                Some(_) => {
                    let mut word = String::new();
                    while let Some(c) = self.cur.peek() {
                        if c.is_whitespace() || matches!(c, '{' | '}' | '[') {
                            break;
                        }
                        word.push(c);
                        self.cur.bump();
                    }
                    return Ok(Some(Token::Word(word, at)));
                }
            }
        }
    }

    fn tag(&mut self) -> Result<RawTag, RecordError> {
        let at = self.cur.loc();
        let bad = |loc: Loc, reason: String| err(loc, RecordErrorKind::BadTag(reason));
        let blank = |c: char| c == ' ' || c == '\t';
        self.cur.bump();
        self.cur.skip_while(blank);
        let mut name = String::new();
        while let Some(c) = self.cur.peek().filter(|&c| is_name_char(c)) {
            name.push(c);
            self.cur.bump();
        }
        if name.is_empty() {
            return bad(
                self.cur.loc(),
                "expected a tag name (letters, digits, `_`) after `[`".into(),
            );
        }
        self.cur.skip_while(blank);
        let quote = self.cur.loc();
        if self.cur.peek() != Some('"') {
            return bad(
                quote,
                format!("expected the value of `{name}` in double quotes after its name"),
            );
        }
        self.cur.bump();
        let mut value = String::new();
        let mut value_locs = Vec::new();
        let unclosed = format!("the value of `{name}` is not closed by `\"` on its line");
        let value_end = loop {
            let here = self.cur.loc();
            match self.cur.peek() {
                None | Some('\n' | '\r') => return bad(quote, unclosed),
                Some('"') => {
                    self.cur.bump();
                    break here;
                }
                Some('\\') => {
                    self.cur.bump();
                    match self.cur.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.cur.bump();
                            value.push(c);
                            value_locs.push(here);
                        }
                        None | Some('\n' | '\r') => return bad(quote, unclosed),
                        Some(c) => {
                            return bad(
                                here,
                                format!(
                                    "unknown escape `\\{c}` in the value of `{name}`: only \
                                     `\\\"` and `\\\\` are escapes"
                                ),
                            );
                        }
                    }
                }
                Some(c) if c.is_control() => {
                    return bad(
                        here,
                        format!("the value of `{name}` holds a control character"),
                    );
                }
                Some(c) => {
                    self.cur.bump();
                    value.push(c);
                    value_locs.push(here);
                }
            }
        };
        self.cur.skip_while(blank);
        if self.cur.peek() != Some(']') {
            return bad(
                self.cur.loc(),
                format!("expected `]` to close the `{name}` tag"),
            );
        }
        self.cur.bump();
        Ok(RawTag {
            name,
            at,
            value,
            value_locs,
            value_end,
        })
    }
}

/// Whether `c` may be part of a tag name: a letter, a digit or `_`.
pub(super) fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}
