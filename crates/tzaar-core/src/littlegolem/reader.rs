//! The SGF-like syntax of a LittleGolem record: nodes of properties with bracketed values,
//! each character's place kept for the errors.

use crate::record::{Cursor, Loc};

use super::error::{LittleGolemError, LittleGolemErrorKind as Kind, err};

/// A property value with the place of each character.
pub(super) struct Value {
    pub(super) text: String,
    /// The `[`.
    pub(super) open: Loc,
    locs: Vec<Loc>,
    /// The `]`.
    close: Loc,
}

impl Value {
    /// Where the value's `i`-th character (0-based) stands; the `]` past the end.
    pub(super) fn loc(&self, i: usize) -> Loc {
        self.locs.get(i).copied().unwrap_or(self.close)
    }
}

pub(super) struct Prop {
    pub(super) id: String,
    pub(super) at: Loc,
    pub(super) values: Vec<Value>,
}

pub(super) struct Node {
    /// The `;`.
    pub(super) at: Loc,
    pub(super) props: Vec<Prop>,
}

pub(super) struct Reader<'a> {
    pub(super) cur: Cursor<'a>,
}

impl Reader<'_> {
    fn syntax<T>(&self, reason: &str) -> Result<T, LittleGolemError> {
        err(self.cur.loc(), Kind::Syntax(reason.into()))
    }

    fn skip_space(&mut self) {
        self.cur
            .skip_while(|c| c.is_whitespace() || c == '\u{feff}');
    }

    pub(super) fn tree(mut self) -> Result<Vec<Node>, LittleGolemError> {
        self.skip_space();
        if self.cur.peek() != Some('(') {
            return self.syntax("expected `(` at the start of the record");
        }
        self.cur.bump();
        let mut nodes = Vec::new();
        loop {
            self.skip_space();
            match self.cur.peek() {
                Some(';') => nodes.push(self.node()?),
                Some(')') => {
                    self.cur.bump();
                    break;
                }
                None => return self.syntax("the record is not closed by `)`"),
                Some(_) => return self.syntax("expected `;` (a node) or `)` (the end)"),
            }
        }
        self.skip_space();
        if self.cur.peek().is_some() {
            return self.syntax("unexpected text after the end of the record");
        }
        Ok(nodes)
    }

    fn node(&mut self) -> Result<Node, LittleGolemError> {
        let at = self.cur.loc();
        self.cur.bump();
        let mut props = Vec::new();
        loop {
            self.skip_space();
            match self.cur.peek() {
                Some(c) if c.is_ascii_uppercase() => props.push(self.prop()?),
                Some(';' | ')') | None => return Ok(Node { at, props }),
                Some(_) => {
                    return self
                        .syntax("expected a property name (upper-case letters), `;` or `)`");
                }
            }
        }
    }

    fn prop(&mut self) -> Result<Prop, LittleGolemError> {
        let at = self.cur.loc();
        let mut id = String::new();
        while let Some(c) = self.cur.peek().filter(char::is_ascii_uppercase) {
            id.push(c);
            self.cur.bump();
        }
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.cur.peek() != Some('[') {
                break;
            }
            values.push(self.value()?);
        }
        if values.is_empty() {
            return self.syntax(&format!("expected `[` with a value after property `{id}`"));
        }
        Ok(Prop { id, at, values })
    }

    fn value(&mut self) -> Result<Value, LittleGolemError> {
        let open = self.cur.loc();
        self.cur.bump();
        let mut text = String::new();
        let mut locs = Vec::new();
        loop {
            let here = self.cur.loc();
            match self.cur.bump() {
                None => {
                    return err(open, Kind::Syntax("this `[` is never closed by `]`".into()));
                }
                Some(']') => {
                    return Ok(Value {
                        text,
                        open,
                        locs,
                        close: here,
                    });
                }
                Some('\\') => match self.cur.bump() {
                    Some(c) => {
                        text.push(c);
                        locs.push(here);
                    }
                    None => {
                        return err(open, Kind::Syntax("this `[` is never closed by `]`".into()));
                    }
                },
                Some(c) => {
                    text.push(c);
                    locs.push(here);
                }
            }
        }
    }
}
