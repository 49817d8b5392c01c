//! `tzaar bot`: connects a program that speaks the engine protocol to the site as a bot
//! account. It follows the site's bot stream, accepts the challenges its options allow (and
//! declines other direct ones), plays each game with its own engine process, given the clock,
//! and reconnects after a dropped connection or a restarted site. An engine that fails is
//! restarted and the game resumed; when it cannot give a legal turn, the bot plays one of its
//! own rather than lose on time.

mod events;
mod policy;
mod seat;
mod site;

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use clap::Args as ClapArgs;
use tzaar_core::{Color, actions_text};

use events::{Event, GameState, LineBuffer};
use policy::{Policy, Stakes, Verdict};
use seat::{EngineSpec, Seat, Source, Thinking};
use site::{Site, SiteError};

/// The longest silence on the stream before the bot reconnects (the site sends a line at least
/// every 10 s).
const IDLE: Duration = Duration::from_secs(30);
/// The longest line read from the stream.
const MAX_LINE: usize = 4 << 20;
/// The longest wait between two attempts to reconnect.
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// How long a turn is offered to the site again while it cannot be reached.
const PLAY_RETRY_FOR: Duration = Duration::from_secs(120);

/// Options of `tzaar bot`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// The site, e.g. `https://tzaar.example.org` or `http://127.0.0.1:8080`.
    #[arg(long, default_value = "http://127.0.0.1:8080", value_name = "URL")]
    server: String,
    /// The bot account's session token (from `POST /api/session`); also read from the
    /// environment variable TZAAR_BOT_TOKEN, which keeps it out of the process list.
    #[arg(
        long,
        env = "TZAAR_BOT_TOKEN",
        hide_env_values = true,
        value_name = "TOKEN"
    )]
    token: String,
    /// The engine's command line, run by the shell; it must speak the engine protocol (see
    /// the README). By default this program's own `tzaar engine`.
    #[arg(long, value_name = "COMMAND")]
    engine: Option<String>,
    /// An engine option, sent as `setoption NAME VALUE` (repeatable), e.g. `threads=1`.
    #[arg(long = "setoption", value_name = "NAME=VALUE")]
    setoption: Vec<String>,
    /// The most games at once (the site may allow fewer).
    #[arg(long, default_value_t = 2, value_name = "K")]
    max_games: usize,
    /// Also take open challenges (to anyone) that match these options, not only direct ones.
    #[arg(long)]
    accept_open: bool,
    /// The shortest real-time game taken, in seconds for the game.
    #[arg(long, default_value_t = 30, value_name = "S")]
    min_initial_s: u64,
    /// The longest real-time game taken, in seconds for the game.
    #[arg(long, default_value_t = 7200, value_name = "S")]
    max_initial_s: u64,
    /// The largest increment taken, in seconds.
    #[arg(long, default_value_t = 60, value_name = "S")]
    max_increment_s: u64,
    /// Refuse correspondence games.
    #[arg(long)]
    no_correspondence: bool,
    /// Rated games, casual ones, or both.
    #[arg(long, value_enum, default_value_t = Stakes::Any)]
    rated: Stakes,
    /// The setups taken, separated by commas.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "standard,random,tournament",
        value_name = "LIST"
    )]
    setups: Vec<String>,
    /// A cap on each turn's thinking in milliseconds, whatever the clock leaves.
    #[arg(long, value_name = "MS")]
    max_think_ms: Option<u64>,
    /// Each turn's thinking in a correspondence game, in milliseconds.
    #[arg(long, default_value_t = 10_000, value_name = "MS")]
    correspondence_ms: u64,
    /// Milliseconds taken off the bot's clock for the trip to the site and back.
    #[arg(long, default_value_t = 300, value_name = "MS")]
    lag_ms: u64,
}

/// Runs the bot until Ctrl-C, or until the site refuses its token.
pub fn run(args: &Args) -> Result<()> {
    let engine = EngineSpec {
        command: match &args.engine {
            Some(command) => command.clone(),
            None => own_engine()?,
        },
        options: args
            .setoption
            .iter()
            .map(|o| {
                o.split_once('=')
                    .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
                    .with_context(|| format!("--setoption `{o}` is not NAME=VALUE"))
            })
            .collect::<Result<_>>()?,
    };
    for setup in &args.setups {
        if !["standard", "random", "tournament"].contains(&setup.as_str()) {
            bail!("--setups: `{setup}` is not standard, random or tournament");
        }
    }
    if args.min_initial_s > args.max_initial_s {
        bail!("--min-initial-s is more than --max-initial-s");
    }
    if args.max_games == 0 {
        bail!("--max-games must be at least 1");
    }
    let site = Site::new(&args.server, &args.token)?;
    check_engine(&engine)?;
    let bot = Arc::new(Bot {
        site,
        policy: Policy {
            max_games: args.max_games,
            accept_open: args.accept_open,
            initial_s: (args.min_initial_s, args.max_initial_s),
            max_increment_s: args.max_increment_s,
            correspondence: !args.no_correspondence,
            rated: args.rated,
            setups: args.setups.clone(),
        },
        engine,
        thinking: Thinking {
            max_ms: args.max_think_ms,
            correspondence_ms: args.correspondence_ms,
            lag_ms: args.lag_ms,
        },
        state: Mutex::default(),
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let outcome = runtime.block_on(async {
        tokio::select! {
            r = bot.clone().follow() => r,
            _ = tokio::signal::ctrl_c() => {
                let games = bot.lock().games.len();
                say(&format!("stopping; {games} game(s) going on are left to their clocks"));
                Ok(())
            }
        }
    });
    // An engine still searching is not waited for: it exits when its input closes with us.
    runtime.shutdown_timeout(Duration::from_secs(1));
    outcome
}

/// This program's own `tzaar engine`, quoted for the shell.
fn own_engine() -> Result<String> {
    let exe = std::env::current_exe().context("cannot find this program to run its engine")?;
    let path = exe
        .to_str()
        .context("this program's path is not UTF-8: give --engine")?;
    Ok(format!("'{}' engine", path.replace('\'', r"'\''")))
}

/// Starts the engine once, so that a wrong command is reported at once, not at the first game.
fn check_engine(spec: &EngineSpec) -> Result<()> {
    let engine = tzaar_arena::external::ExternalEngine::spawn(&spec.command, &spec.options)
        .map_err(|e| anyhow::anyhow!("the engine `{}` does not work: {e}", spec.command))?;
    say(&format!("engine: {}", engine.engine_name()));
    Ok(())
}

/// A line for the person running the bot; a closed output is not an error of the bot's.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The bot: the site, its options, and its games.
struct Bot {
    site: Site,
    policy: Policy,
    engine: EngineSpec,
    thinking: Thinking,
    state: Mutex<BotState>,
}

/// What the bot knows, changed by the stream's lines and the turns it plays.
#[derive(Default)]
struct BotState {
    /// Its name, from the stream's hello.
    me: Option<String>,
    /// The most games the site lets it play at once.
    site_max: Option<usize>,
    /// Its games going on (or just accepted), by id.
    games: HashMap<String, Entry>,
}

/// One game of the bot's.
struct Entry {
    color: Option<Color>,
    seat: Arc<Mutex<Seat>>,
    /// The version (actions played) of the State it is playing a turn for.
    busy_on: Option<usize>,
    /// The latest version it has seen.
    latest: usize,
}

impl Bot {
    fn lock(&self) -> std::sync::MutexGuard<'_, BotState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn entry(&self, state: &mut BotState, game: &str) {
        state
            .games
            .entry(game.to_string())
            .or_insert_with(|| Entry {
                color: None,
                seat: Arc::new(Mutex::new(Seat::new(self.engine.clone()))),
                busy_on: None,
                latest: 0,
            });
    }

    /// Follows the stream for good, reconnecting with a growing pause after each failure.
    async fn follow(self: Arc<Self>) -> Result<()> {
        let mut backoff = Duration::from_secs(1);
        loop {
            let started = Instant::now();
            match self.site.stream().await {
                Ok(response) => {
                    say("connected");
                    let why = self.clone().read(response).await;
                    if started.elapsed() > MAX_BACKOFF {
                        backoff = Duration::from_secs(1);
                    }
                    say(&format!(
                        "the stream ended ({why}); reconnecting in {} s",
                        backoff.as_secs()
                    ));
                }
                Err(SiteError::Refused {
                    status: 401 | 403,
                    code,
                    message,
                }) => bail!("the site refuses this bot: {code}: {message}"),
                Err(e) => say(&format!(
                    "cannot reach the site ({e}); trying again in {} s",
                    backoff.as_secs()
                )),
            }
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(MAX_BACKOFF);
        }
    }

    /// Reads the stream's lines until it fails, and says why.
    async fn read(self: Arc<Self>, mut response: reqwest::Response) -> String {
        let mut lines = LineBuffer::default();
        loop {
            let chunk = match tokio::time::timeout(IDLE, response.chunk()).await {
                Err(_) => return format!("nothing for {} s", IDLE.as_secs()),
                Ok(Err(e)) => return e.to_string(),
                Ok(Ok(None)) => return "closed by the site".to_string(),
                Ok(Ok(Some(chunk))) => chunk,
            };
            lines.push(&chunk);
            while let Some(line) = lines.next_line() {
                let text = String::from_utf8_lossy(&line);
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                match serde_json::from_str::<Event>(text) {
                    Ok(event) => self.handle(event),
                    Err(e) => say(&format!("skipped a line the bot cannot read: {e}")),
                }
            }
            if lines.pending() > MAX_LINE {
                return format!("a line longer than {MAX_LINE} bytes");
            }
        }
    }

    fn handle(self: &Arc<Self>, event: Event) {
        match event {
            Event::Hello { you, max_games } => {
                say(&format!("signed in as {you}"));
                let mut state = self.lock();
                state.me = Some(you);
                state.site_max = max_games;
                // The stream lists every game going on again; a game not among them ended
                // while the bot was away. A turn being played finishes on its own.
                state.games.retain(|_, e| e.busy_on.is_some());
            }
            Event::Challenge { seek } => self.challenge(seek),
            Event::GameStart {
                game,
                color,
                opponent,
            } => {
                let mut state = self.lock();
                self.entry(&mut state, &game);
                if let Some(entry) = state.games.get_mut(&game) {
                    entry.color = Some(color);
                }
                let against = opponent.as_deref().unwrap_or("?");
                say(&format!("{game}: playing {color} against {against}"));
            }
            Event::State { game, state } => self.state(game, *state),
            Event::ChallengeGone { .. } | Event::Ping | Event::Other => {}
        }
    }

    fn challenge(self: &Arc<Self>, seek: events::Seek) {
        let verdict = {
            let state = self.lock();
            let Some(me) = state.me.clone() else { return };
            let mut policy = self.policy.clone();
            if let Some(site_max) = state.site_max {
                policy.max_games = policy.max_games.min(site_max);
            }
            policy.judge(&me, &seek, state.games.len())
        };
        match verdict {
            Verdict::Ignore => {}
            Verdict::Accept => {
                // Counted at once, so that a burst of challenges does not overshoot the limit.
                let placeholder = format!("seek:{}", seek.id);
                {
                    let mut state = self.lock();
                    self.entry(&mut state, &placeholder);
                }
                let bot = self.clone();
                tokio::spawn(async move {
                    let accepted = bot.site.accept(&seek.id).await;
                    let mut state = bot.lock();
                    let entry = state.games.remove(&placeholder);
                    match accepted {
                        Ok(game) => {
                            say(&format!(
                                "accepted {}'s challenge {}: game {game}",
                                seek.by, seek.id
                            ));
                            if let Some(entry) = entry {
                                state.games.entry(game).or_insert(entry);
                            }
                        }
                        Err(e) => say(&format!("could not accept {}: {e}", seek.id)),
                    }
                });
            }
            Verdict::Decline(why) => {
                let bot = self.clone();
                tokio::spawn(async move {
                    match bot.site.decline(&seek.id).await {
                        Ok(()) => say(&format!("declined {}'s challenge: {why}", seek.by)),
                        Err(e) => say(&format!("could not decline {}: {e}", seek.id)),
                    }
                });
            }
        }
    }

    fn state(self: &Arc<Self>, game: String, state: GameState) {
        let received = Instant::now();
        let mut bot = self.lock();
        let Some(me) = bot.me.clone() else { return };
        self.entry(&mut bot, &game);
        let Some(entry) = bot.games.get_mut(&game) else {
            return;
        };
        entry.latest = entry.latest.max(state.actions_played);
        if entry.color.is_none() {
            entry.color = state.color_of(&me);
        }
        if !state.playing() {
            let result = state
                .result
                .as_ref()
                .and_then(|r| r.get("score"))
                .and_then(|s| s.as_str())
                .unwrap_or(&state.status)
                .to_string();
            say(&format!("{game}: over, {result}"));
            if let Some(gone) = bot.games.remove(&game) {
                // The engine quits off the async threads.
                tokio::task::spawn_blocking(move || drop(gone));
            }
            return;
        }
        let Some(color) = entry.color else { return };
        if state.side != color || entry.busy_on == Some(state.actions_played) {
            return;
        }
        entry.busy_on = Some(state.actions_played);
        let seat = entry.seat.clone();
        let bot = self.clone();
        tokio::spawn(async move {
            bot.play(&game, &state, color, seat, received).await;
            let mut all = bot.lock();
            if let Some(entry) = all.games.get_mut(&game) {
                if entry.busy_on == Some(state.actions_played) {
                    entry.busy_on = None;
                }
            }
        });
    }

    /// Thinks of the rest of the turn and sends it; gives up when the game moved on.
    async fn play(
        &self,
        id: &str,
        state: &GameState,
        color: Color,
        seat: Arc<Mutex<Seat>>,
        received: Instant,
    ) {
        let game = match state.game() {
            Ok(game) => game,
            Err(e) => {
                say(&format!("{id}: the site's State cannot be followed: {e}"));
                return;
            }
        };
        let limits = self.thinking.limits(color, state.clock, received);
        let thought = tokio::task::spawn_blocking(move || {
            let mut seat = seat.lock().unwrap_or_else(|p| p.into_inner());
            seat.turn(&game, &limits)
        })
        .await;
        let Ok(Some((turn, source))) = thought else {
            return;
        };
        if let Source::Fallback(problems) = &source {
            say(&format!(
                "{id}: the engine failed ({}); playing a legal turn of the bot's own",
                problems.join("; ")
            ));
        }
        let words: Vec<String> = turn.iter().map(ToString::to_string).collect();
        let deadline = Instant::now() + PLAY_RETRY_FOR;
        loop {
            match self.site.play(id, &words).await {
                Ok(()) => {
                    say(&format!("{id}: played {}", actions_text(&turn)));
                    return;
                }
                Err(e) if e.is_transient() && Instant::now() < deadline => {
                    let moved_on = self
                        .lock()
                        .games
                        .get(id)
                        .is_none_or(|entry| entry.latest != state.actions_played);
                    if moved_on {
                        return;
                    }
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                Err(e) => {
                    say(&format!("{id}: the site refused {}: {e}", words.join(" ")));
                    return;
                }
            }
        }
    }
}
