//! Writing a record in the canonical layout.

use std::fmt;

use super::{ROSTER, Record};
use crate::game::GameResult;

/// The result word for a game's result.
pub(super) fn result_token(result: Option<GameResult>) -> &'static str {
    result.map_or("*", |r| r.score())
}

fn write_tag(f: &mut fmt::Formatter<'_>, name: &str, value: &str) -> fmt::Result {
    write!(f, "[{name} \"")?;
    for c in value.chars() {
        if c == '"' || c == '\\' {
            f.write_str("\\")?;
        }
        write!(f, "{c}")?;
    }
    f.write_str("\"]\n")
}

impl fmt::Display for Record {
    /// Writes the canonical layout described in the module documentation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_tag(f, "Game", "TZAAR")?;
        match self.game.setup_kind() {
            Some(kind) => {
                write_tag(f, "Setup", kind.word())?;
                if let Some(seed) = kind.seed() {
                    write_tag(f, "Seed", &seed.to_string())?;
                }
            }
            None => {
                write_tag(f, "Setup", "position")?;
                write_tag(f, "Position", &self.game.start_position().to_string())?;
            }
        }
        let is_roster = |n: &str| ROSTER.contains(&n);
        for (name, value) in self.tags.iter().filter(|(n, _)| is_roster(n)) {
            write_tag(f, name, value)?;
        }
        let result = self.game.result();
        write_tag(f, "Result", result_token(result))?;
        if let Some(r) = result {
            write_tag(f, "Termination", r.termination.token())?;
        }
        for (name, value) in self.tags.iter().filter(|(n, _)| !is_roster(n)) {
            write_tag(f, name, value)?;
        }
        f.write_str("\n")?;
        let turns = self.game.turns();
        // A comment after a turn the game no longer has goes with the last one.
        let last = turns.len();
        let comments = move |n: usize| {
            self.comments()
                .filter(move |&(t, _)| t.min(last) == n)
                .map(|(_, text)| text)
        };
        for text in comments(0) {
            writeln!(f, "{{{text}}}")?;
        }
        for (i, turn) in turns.iter().enumerate() {
            write!(f, "{}. {turn}", i + 1)?;
            for text in comments(i + 1) {
                write!(f, " {{{text}}}")?;
            }
            f.write_str("\n")?;
        }
        writeln!(f, "{}", result_token(result))
    }
}
