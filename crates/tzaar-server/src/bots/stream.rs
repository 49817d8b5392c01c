//! One bot's stream: a hello, the challenges it may take and its games going on, then every
//! change to them, as lines of JSON. It follows the lobby's messages, which reach every
//! instance (challenges posted and gone, games started, each change of a player's game), and
//! reads each game's State from the games service, so a change made through another instance
//! reaches it as well. While it is open, the bot is online in the lobby and present at the
//! seats of its games.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;
use tzaar_core::Color;

use super::{Bots, FIRST_LINES_WAIT, PING_AFTER};
use crate::accounts::{AccountRef, SessionWatch};
use crate::dates::now_ms;
use crate::games::{GameHandle, Mode, State};
use crate::lobby::seeks::SeekInfo;

/// A line of the stream.
#[derive(Serialize, Debug)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Line<'a> {
    /// The first line: who the stream is for, and the most games it may play at once.
    Hello {
        /// The bot's name.
        you: &'a str,
        /// The most games a bot plays at once.
        max_games: usize,
    },
    /// A challenge the bot may take: a direct one to it, or an open one of someone else's.
    Challenge {
        /// The challenge, as `GET /api/seeks` lists it.
        seek: &'a Value,
    },
    /// A challenge told before is gone: taken, cancelled, declined or expired.
    ChallengeGone {
        /// The challenge's id.
        id: &'a str,
    },
    /// A game of the bot's going on: its state follows.
    GameStart {
        /// The game's id.
        game: &'a str,
        /// The bot's colour.
        color: Color,
        /// The opponent's name.
        opponent: &'a str,
    },
    /// A game's State, after its start and after each change, until it is no longer playing.
    State {
        /// The game's id.
        game: &'a str,
        /// The State, as `GET /api/games/{id}` gives it.
        state: &'a State,
    },
    /// Nothing else was sent for a while: the stream is alive.
    Ping,
}

/// A lobby message, as far as the stream reads it.
#[derive(Deserialize, Debug)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum Heard {
    /// A challenge posted.
    Seek { seek: Value },
    /// A challenge gone.
    SeekGone { id: String },
    /// A game started from a challenge.
    GameStarted {
        game: String,
        white: String,
        black: String,
    },
    /// A tournament paired two players.
    TournamentGame {
        game: String,
        white: String,
        black: String,
    },
    /// A game of the reader's changed.
    GameChanged { game: String },
    /// Anything else.
    #[serde(other)]
    Other,
}

/// A game the bot plays, followed while it goes on.
struct Playing {
    handle: Arc<GameHandle>,
    color: Color,
}

/// A bot's stream while it runs.
pub struct Follow {
    bots: Bots,
    me: AccountRef,
    out: mpsc::Sender<String>,
    /// The challenges told, by id.
    told: HashSet<String>,
    /// The games going on, by id.
    playing: HashMap<String, Playing>,
    /// When the last line was sent.
    last: Instant,
    /// Whether the first lines are being sent (they may wait for room; later ones may not).
    starting: bool,
}

impl Follow {
    /// The stream of `me` into `out`.
    pub(super) fn new(bots: Bots, me: AccountRef, out: mpsc::Sender<String>) -> Follow {
        Follow {
            bots,
            me,
            out,
            told: HashSet::new(),
            playing: HashMap::new(),
            last: Instant::now(),
            starting: true,
        }
    }

    /// Runs the stream until the reader goes, falls too far behind, `stop` says (another
    /// stream of the bot opened), its `session` ends or the server shuts down.
    pub async fn run(mut self, mut stop: oneshot::Receiver<()>, mut session: SessionWatch) {
        let lobby = Arc::clone(&self.bots.inner.lobby);
        // Subscribe first, then read what is open: no change can fall between the two.
        let mut heard = lobby.subscribe();
        let _online = lobby.enter(&self.me.name, true);
        let mut closing = self.bots.inner.closing.subscribe();
        let gone = self.out.clone();
        if self.begin().await {
            self.starting = false;
            loop {
                let ping_at = self.last + PING_AFTER;
                tokio::select! {
                    _ = &mut stop => break,
                    // (Its guard is not kept: it may not cross an await.)
                    () = async { drop(closing.wait_for(|c| *c).await) } => break,
                    () = session.ended() => break,
                    () = gone.closed() => break,
                    message = heard.recv() => match message {
                        Ok(out) if out.is_for(Some(&self.me.name)) => {
                            if !self.heard(&out.text).await {
                                break;
                            }
                        }
                        Ok(_) => {}
                        // Too far behind the lobby: the client connects again and is told
                        // everything anew.
                        Err(_) => break,
                    },
                    () = tokio::time::sleep_until(ping_at) => if !self.send(&Line::Ping).await {
                        break;
                    },
                }
            }
        }
        for (_, game) in self.playing.drain() {
            self.bots
                .inner
                .games
                .attend(&game.handle, &[game.color], false)
                .await;
        }
    }

    /// Sends `line`; `false` if the stream is to end: the reader is gone, or its buffer is
    /// full (the first lines wait a while for room).
    async fn send(&mut self, line: &Line<'_>) -> bool {
        let Ok(mut text) = serde_json::to_string(line) else {
            return true;
        };
        text.push('\n');
        let sent = if self.starting {
            matches!(
                tokio::time::timeout(FIRST_LINES_WAIT, self.out.send(text)).await,
                Ok(Ok(()))
            )
        } else {
            self.out.try_send(text).is_ok()
        };
        if sent {
            self.last = Instant::now();
        }
        sent
    }

    /// The hello, the challenges open and the games going on; `false` if the stream is to end.
    async fn begin(&mut self) -> bool {
        let name = self.me.name.clone();
        let hello = Line::Hello {
            you: &name,
            max_games: self.bots.max_games(),
        };
        if !self.send(&hello).await {
            return false;
        }
        let Ok(open) = self.bots.inner.challenges.open().await else {
            return false;
        };
        for listing in &open {
            let Ok(seek) = serde_json::to_value(SeekInfo::from_listing(listing)) else {
                continue;
            };
            if !self.offered(&seek).await {
                return false;
            }
        }
        let Ok(games) = self.bots.inner.games.account_games(self.me.id).await else {
            return false;
        };
        for game in games {
            if !self.game_changed(&game.id).await {
                return false;
            }
        }
        true
    }

    /// Tells the challenge `seek` if the bot may take it and it was not told yet; `false` if
    /// the stream is to end.
    async fn offered(&mut self, seek: &Value) -> bool {
        let me = &self.me.name;
        let is = |field: &str| {
            seek[field]
                .as_str()
                .is_some_and(|n| n.eq_ignore_ascii_case(me))
        };
        let for_me = match seek["opponent"] {
            Value::Null => !is("by"),
            _ => is("opponent"),
        };
        let Some(id) = seek["id"].as_str() else {
            return true;
        };
        if !for_me || !self.told.insert(id.to_string()) {
            return true;
        }
        self.send(&Line::Challenge { seek }).await
    }

    /// Acts on a lobby message; `false` if the stream is to end.
    async fn heard(&mut self, text: &str) -> bool {
        let Ok(message) = serde_json::from_str::<Heard>(text) else {
            return true;
        };
        match message {
            Heard::Seek { seek } => self.offered(&seek).await,
            Heard::SeekGone { id } => {
                !self.told.remove(&id) || self.send(&Line::ChallengeGone { id: &id }).await
            }
            Heard::GameChanged { game } => self.game_changed(&game).await,
            Heard::GameStarted { game, white, black }
            | Heard::TournamentGame { game, white, black } => {
                let me = &self.me.name;
                let mine = white.eq_ignore_ascii_case(me) || black.eq_ignore_ascii_case(me);
                // A game known already was told when it changed (as it started).
                if mine && !self.playing.contains_key(&game) {
                    self.game_changed(&game).await
                } else {
                    true
                }
            }
            Heard::Other => true,
        }
    }

    /// Game `id` may have changed: its State if the bot plays it (after a `game-start` the
    /// first time); `false` if the stream is to end.
    async fn game_changed(&mut self, id: &str) -> bool {
        let games = self.bots.inner.games.clone();
        // Read again if another instance changed it.
        let Ok(handle) = games.game(id).await else {
            return true;
        };
        if !self.playing.contains_key(id) {
            let (color, opponent) = {
                let live = handle.live.lock().await;
                let mine = live.seat_of(self.me.id);
                let Some(color) = mine.filter(|_| live.mode() == Mode::Online) else {
                    return true;
                };
                if live.is_finished() {
                    return true;
                }
                let opponent = match color {
                    Color::White => live.row.black.clone(),
                    Color::Black => live.row.white.clone(),
                };
                (color, opponent)
            };
            games.attend(&handle, &[color], true).await;
            self.playing.insert(
                id.to_string(),
                Playing {
                    handle: Arc::clone(&handle),
                    color,
                },
            );
            let start = Line::GameStart {
                game: id,
                color,
                opponent: &opponent,
            };
            if !self.send(&start).await {
                return false;
            }
        }
        let (state, finished) = {
            let mut live = handle.live.lock().await;
            // As `GET /api/games/{id}` does: a flag fallen is the game's end.
            let _ = games.check_flag(&handle, &mut live).await;
            (live.state(now_ms()), live.is_finished())
        };
        let sent = self
            .send(&Line::State {
                game: id,
                state: &state,
            })
            .await;
        if finished && let Some(done) = self.playing.remove(id) {
            games.attend(&done.handle, &[done.color], false).await;
        }
        sent
    }
}
