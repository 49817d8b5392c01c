//! The lines of the site's bot stream (`GET /api/bot/stream`) and the parts of a game's State
//! the bot reads. Unknown fields are ignored and unknown line types skipped, so that a server
//! that adds to the stream does not break an older client.

use serde::Deserialize;
use tzaar_core::{Color, Game, Position};

/// The stream's bytes as they come, cut into lines.
#[derive(Default, Debug)]
pub struct LineBuffer {
    bytes: Vec<u8>,
    /// How many of `bytes` are known to hold no newline.
    searched: usize,
}

impl LineBuffer {
    /// Adds bytes read from the stream.
    pub fn push(&mut self, chunk: &[u8]) {
        self.bytes.extend_from_slice(chunk);
    }

    /// The next whole line, its newline included, if one has come.
    pub fn next_line(&mut self) -> Option<Vec<u8>> {
        match self.bytes[self.searched..].iter().position(|&b| b == b'\n') {
            Some(at) => {
                let line = self.bytes.drain(..=self.searched + at).collect();
                self.searched = 0;
                Some(line)
            }
            None => {
                self.searched = self.bytes.len();
                None
            }
        }
    }

    /// The bytes of the line not finished yet.
    pub fn pending(&self) -> usize {
        self.bytes.len()
    }
}

/// One line of the stream.
#[derive(Deserialize, Debug, Clone, PartialEq)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// The first line: who the bot is, and how many games the site lets it play at once.
    Hello {
        /// The bot account's name.
        you: String,
        /// The most games the site lets it play at once.
        #[serde(default)]
        max_games: Option<usize>,
    },
    /// A challenge the bot may accept.
    Challenge {
        /// The challenge as the lobby shows it.
        seek: Seek,
    },
    /// A challenge that is no longer open.
    ChallengeGone {
        /// Its id.
        id: String,
    },
    /// A game of the bot's, going on.
    GameStart {
        /// The game's id.
        game: String,
        /// The bot's colour.
        color: Color,
        /// The other player's name.
        #[serde(default)]
        opponent: Option<String>,
    },
    /// A game's state after a change.
    State {
        /// The game's id.
        game: String,
        /// The State, as `GET /api/games/{id}` gives it (boxed: it holds a position).
        state: Box<GameState>,
    },
    /// Keep-alive.
    Ping,
    /// A line of a type this client does not know.
    #[serde(other)]
    Other,
}

/// An open challenge.
#[derive(Deserialize, Debug, Clone, PartialEq)]
pub struct Seek {
    /// Its id.
    pub id: String,
    /// Who posted it.
    pub by: String,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// The real-time clock, if any.
    #[serde(default)]
    pub clock: Option<SeekClock>,
    /// Days per turn of a correspondence game, if it is one.
    #[serde(default)]
    pub days_per_turn: Option<u32>,
    /// Whether the result changes ratings.
    #[serde(default)]
    pub rated: bool,
    /// The one player it is addressed to; none for an open challenge.
    #[serde(default)]
    pub opponent: Option<String>,
}

/// A challenge's real-time clock.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeekClock {
    /// Seconds for the game.
    pub initial_s: u64,
    /// Seconds added per turn.
    pub increment_s: u64,
}

/// The parts of a game's State that the bot needs.
#[derive(Deserialize, Debug, Clone, PartialEq)]
pub struct GameState {
    /// The start, as a position string.
    pub start: Position,
    /// The turns played, in notation; an unfinished turn last.
    pub history: Vec<String>,
    /// The number of actions played: the game's version.
    pub actions_played: usize,
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// The side to act.
    pub side: Color,
    /// The clocks of a real-time game.
    #[serde(default)]
    pub clock: Option<StateClock>,
    /// The accounts in the two seats.
    #[serde(default)]
    pub accounts: Seats,
    /// The result, once over.
    #[serde(default)]
    pub result: Option<serde_json::Value>,
}

/// The names in the two seats.
#[derive(Deserialize, Debug, Clone, Default, PartialEq)]
pub struct Seats {
    /// White's account.
    pub white: Option<String>,
    /// Black's account.
    pub black: Option<String>,
}

/// Both clocks of a real-time game, as the State was made.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StateClock {
    /// White's time left.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
    /// Added per turn.
    pub increment_ms: u64,
}

impl GameState {
    /// Whether the game goes on.
    pub fn playing(&self) -> bool {
        self.status == "playing"
    }

    /// The colour of the account `name` in this game, if it has a seat.
    pub fn color_of(&self, name: &str) -> Option<Color> {
        let is = |seat: &Option<String>| seat.as_deref().is_some_and(|s| s == name);
        if is(&self.accounts.white) {
            Some(Color::White)
        } else if is(&self.accounts.black) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The game replayed from its start and history, checked by the rules.
    pub fn game(&self) -> Result<Game, String> {
        let mut game = Game::from_position(self.start.clone());
        for turn in &self.history {
            for word in turn.split_whitespace() {
                let action = game
                    .position()
                    .parse_action(word)
                    .map_err(|e| format!("`{word}` cannot be read: {e}"))?;
                game.play(action)
                    .map_err(|e| format!("`{word}` cannot be played: {e}"))?;
            }
        }
        if game.actions().len() != self.actions_played {
            return Err(format!(
                "the history holds {} actions, the State says {}",
                game.actions().len(),
                self.actions_played
            ));
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_across_chunks_come_out_whole_and_in_order() {
        let mut lines = LineBuffer::default();
        lines.push(b"{\"a\"");
        assert_eq!(lines.next_line(), None);
        lines.push(b":1}\n\n{\"b\":2}\n{\"c");
        assert_eq!(lines.next_line().as_deref(), Some(&b"{\"a\":1}\n"[..]));
        assert_eq!(lines.next_line().as_deref(), Some(&b"\n"[..]));
        assert_eq!(lines.next_line().as_deref(), Some(&b"{\"b\":2}\n"[..]));
        assert_eq!(lines.next_line(), None);
        assert_eq!(lines.pending(), 3);
        lines.push(b"\":3}");
        assert_eq!(lines.next_line(), None);
        lines.push(b"\n");
        assert_eq!(lines.next_line().as_deref(), Some(&b"{\"c\":3}\n"[..]));
        assert_eq!(lines.pending(), 0);
    }

    #[test]
    fn lines_of_every_type_are_read_and_unknown_ones_skipped() {
        let hello: Event =
            serde_json::from_str(r#"{"type":"hello","you":"Bot","max_games":8}"#).expect("hello");
        assert_eq!(
            hello,
            Event::Hello {
                you: "Bot".into(),
                max_games: Some(8)
            }
        );
        let other: Event =
            serde_json::from_str(r#"{"type":"news","text":"hi"}"#).expect("unknown type");
        assert_eq!(other, Event::Other);
        let seek: Event = serde_json::from_str(
            r#"{"type":"challenge","seek":{"id":"s1","by":"Ann","rating":1500,"setup":"standard",
            "seed":null,"clock":{"initial_s":300,"increment_s":5},"days_per_turn":null,
            "rated":true,"color":"random","opponent":"Bot","created":"2026-11-23T12:20:41Z"}}"#,
        )
        .expect("challenge");
        let Event::Challenge { seek } = seek else {
            panic!("not a challenge")
        };
        assert_eq!(seek.opponent.as_deref(), Some("Bot"));
        assert_eq!(seek.clock.map(|c| c.initial_s), Some(300));
        assert!(serde_json::from_str::<Event>("{\"type\":\"hello\"}").is_err());
    }

    #[test]
    fn a_state_replays_into_the_game_it_describes() {
        let start = Position::standard();
        let mut game = Game::from_position(Position::standard());
        let first = game.position().legal_actions()[0];
        game.play(first).expect("legal");
        let state = GameState {
            start,
            history: vec![first.to_string()],
            actions_played: 1,
            status: "playing".into(),
            side: Color::Black,
            clock: None,
            accounts: Seats {
                white: Some("Ann".into()),
                black: Some("Bot".into()),
            },
            result: None,
        };
        assert_eq!(state.game().expect("replays").position(), game.position());
        assert_eq!(state.color_of("Bot"), Some(Color::Black));
        assert_eq!(state.color_of("Eve"), None);
        let wrong = GameState {
            actions_played: 2,
            ..state.clone()
        };
        assert!(wrong.game().is_err());
        let garbage = GameState {
            history: vec!["Q9xZ1".into()],
            ..state
        };
        assert!(garbage.game().is_err());
    }
}
