//! Bot accounts played by programs through the bot API: each bot's one stream of what it
//! needs to play (`GET /api/bot/stream`, served by [`stream`]), kept to one per bot across
//! every instance; the limits on what a bot plays and is offered; and the direct challenges
//! to bots that the server takes back when they stay unanswered.
//!
//! The engine's own levels (`Level-1` to `Level-10`, accounts with a `bot_level`) are
//! another thing: they accept at once and are played here (see `api/seeks.rs`).

pub mod stream;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{mpsc, oneshot, watch};

use crate::accounts::{AccountRef, SessionWatch};
use crate::cluster::{Bus, Note};
use crate::config::ServerConfig;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::games::Games;
use crate::lobby::challenges::Challenges;
use crate::lobby::seeks::SeekInfo;
use crate::lobby::{GoneWhy, Lobby, LobbyMessage};
use crate::store::AccountRow;

/// The lines a stream holds for its reader before it is dropped as too slow.
pub const LINES_BUFFERED: usize = 64;
/// The silence after which a stream sends a `ping` line.
pub const PING_AFTER: Duration = Duration::from_secs(10);
/// How long the first lines of a stream (its hello, challenges and games) may wait for room
/// before the stream is dropped as too slow.
pub const FIRST_LINES_WAIT: Duration = Duration::from_secs(10);

/// The bots service, cheap to clone.
#[derive(Clone)]
pub struct Bots {
    inner: Arc<Inner>,
}

/// What the bots service owns.
struct Inner {
    games: Games,
    challenges: Challenges,
    lobby: Arc<Lobby>,
    bus: Arc<Bus>,
    /// The most games one bot plays at once.
    max_games: usize,
    /// How long a direct challenge to a bot stays open unanswered.
    expiry: Duration,
    /// The streams open on this instance, by the bot's name in lower case.
    streams: Mutex<HashMap<String, Open>>,
    /// Numbers the streams opened here.
    opened: AtomicU64,
    /// Set once the server shuts down: every stream ends.
    closing: watch::Sender<bool>,
}

/// A stream open on this instance.
struct Open {
    /// Its number here.
    number: u64,
    /// When it opened, ms since the epoch: of two streams of one bot, the later stays.
    at: i64,
    /// Ends it.
    stop: oneshot::Sender<()>,
}

impl Bots {
    /// The service over the games, the challenges and the lobby, telling the other instances
    /// through `bus`.
    pub fn new(
        config: &ServerConfig,
        games: Games,
        challenges: Challenges,
        lobby: Arc<Lobby>,
        bus: Arc<Bus>,
    ) -> Bots {
        Bots {
            inner: Arc::new(Inner {
                games,
                challenges,
                lobby,
                bus,
                max_games: config.bot_games.max(1),
                expiry: config.bot_challenge_expiry,
                streams: Mutex::new(HashMap::new()),
                opened: AtomicU64::new(0),
                closing: watch::channel(false).0,
            }),
        }
    }

    fn streams(&self) -> std::sync::MutexGuard<'_, HashMap<String, Open>> {
        self.inner.streams.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The most games one bot plays at once.
    pub fn max_games(&self) -> usize {
        self.inner.max_games
    }

    /// Opens the stream of the bot `account`, proved by the session `session` (the stream
    /// ends with it): its lines, each a JSON object ending in `\n`, until the stream ends. An
    /// older stream of the same bot, on this instance or another, ends.
    pub fn open(&self, account: AccountRef, session: SessionWatch) -> mpsc::Receiver<String> {
        let (out, lines) = mpsc::channel(LINES_BUFFERED);
        let key = account.name.to_lowercase();
        let number = self.inner.opened.fetch_add(1, Ordering::Relaxed);
        let at = now_ms();
        let (stop, stopped) = oneshot::channel();
        if let Some(older) = self
            .streams()
            .insert(key.clone(), Open { number, at, stop })
        {
            let _ = older.stop.send(());
        }
        self.inner.bus.tell(Note::BotStream {
            name: key.clone(),
            at,
        });
        let follow = stream::Follow::new(self.clone(), account, out);
        let bots = self.clone();
        tokio::spawn(async move {
            follow.run(stopped, session).await;
            let mut streams = bots.streams();
            if streams.get(&key).is_some_and(|open| open.number == number) {
                streams.remove(&key);
            }
        });
        lines
    }

    /// The instance `from` opened a stream of the bot `name` (lower case) at `at`: the one
    /// open here ends if it opened earlier. Streams opened in the same millisecond are told
    /// apart by their instances' names, so that every instance keeps the same one.
    pub fn opened_elsewhere(&self, name: &str, at: i64, from: &str) {
        let me = self.inner.bus.me();
        let mut streams = self.streams();
        if streams
            .get(name)
            .is_some_and(|open| (open.at, me) < (at, from))
            && let Some(open) = streams.remove(name)
        {
            let _ = open.stop.send(());
        }
    }

    /// Ends every stream, and every stream opened from now on at once: the server shuts down.
    pub fn shut_down(&self) {
        self.inner.closing.send_replace(true);
    }

    /// 409 `bot-busy` if the bot `account` plays as many games as a bot may.
    async fn check_room(&self, name: &str, account: i64) -> Result<(), ApiError> {
        if self.inner.games.playing_count(account).await? >= self.inner.max_games {
            return Err(self.busy(name));
        }
        Ok(())
    }

    /// 409 `bot-busy`: the bot `name` plays as many games as a bot may.
    pub fn busy(&self, name: &str) -> ApiError {
        let max = self.inner.max_games;
        ApiError::conflict(
            "bot-busy",
            format!("{name} is a bot playing {max} games, as many as a bot may: try later"),
        )
    }

    /// Whether `by` may post a challenge, open or to `opponent`: 403 `bot-open-seek` for an
    /// open one by a bot; to a bot played through the bot API, 409 `bot-offline` when it has
    /// no stream open and `bot-busy` when it plays as many games as a bot may.
    pub async fn check_challenge(
        &self,
        by: &AccountRef,
        opponent: Option<&AccountRow>,
    ) -> Result<(), ApiError> {
        let Some(opponent) = opponent else {
            if by.bot {
                return Err(ApiError::forbidden(
                    "bot-open-seek",
                    "a bot may challenge players directly, not post open challenges",
                ));
            }
            return Ok(());
        };
        if !opponent.program {
            return Ok(());
        }
        if !self.inner.lobby.is_online(&opponent.name) {
            return Err(ApiError::conflict(
                "bot-offline",
                format!(
                    "{} is a bot whose program is not connected now: try later",
                    opponent.name
                ),
            ));
        }
        self.check_room(&opponent.name, opponent.id).await
    }

    /// Takes back the direct challenges to bots left unanswered for the expiry time, telling
    /// their two players (`seek-gone`, reason `expired`); how many. Each is taken back once,
    /// whichever instance does it.
    pub async fn expire_challenges(&self) -> Result<usize, ApiError> {
        let expiry = i64::try_from(self.inner.expiry.as_millis()).unwrap_or(i64::MAX);
        let gone = self
            .inner
            .challenges
            .expire_bot_challenges(now_ms().saturating_sub(expiry))
            .await?;
        for listing in &gone {
            let info = SeekInfo::from_listing(listing);
            self.inner.lobby.announce(
                &info,
                &LobbyMessage::SeekGone {
                    id: &info.id,
                    reason: GoneWhy::Expired,
                },
            );
        }
        Ok(gone.len())
    }

    /// Looks for expired direct challenges to bots every second (more often with an expiry
    /// under 4 s), on each instance.
    pub fn start_expiry(&self) {
        let bots = self.clone();
        let every =
            (self.inner.expiry / 4).clamp(Duration::from_millis(50), Duration::from_secs(1));
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                if let Err(e) = bots.expire_challenges().await {
                    tracing::warn!(%e, "cannot take back the expired challenges to bots");
                }
            }
        });
    }
}
