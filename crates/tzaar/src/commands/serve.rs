//! `tzaar serve`: the web app (the default when no command is given).

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args as ClapArgs;
use tzaar_engine::limits::DEFAULT_MOVE_TIME;
use tzaar_server::{DEFAULT_BOT_GAMES, DEFAULT_SIGNUPS_PER_HOUR, MailConfig, ServerConfig};

/// Options of `tzaar serve`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    pub addr: IpAddr,
    /// The port to listen on (0: any free port; the address bound is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The folder of the game archive (created if missing), an SQLite file: the default
    /// archive, used unless `--database` is given.
    #[arg(long, default_value = "tzaar-data")]
    pub data: PathBuf,
    /// A PostgreSQL archive that several servers can share, instead of SQLite in `--data`.
    #[arg(long, value_name = "URL", env = "DATABASE_URL", hide_env_values = true)]
    pub database: Option<String>,
    /// The most connections to the PostgreSQL archive kept open at once.
    #[arg(long, value_name = "N", default_value_t = 16, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub db_pool: u32,
    /// The engine's thinking time per turn at level 10, in ms (weaker levels use a share).
    #[arg(long, default_value_t = DEFAULT_MOVE_TIME.as_millis() as u64, value_parser = clap::value_parser!(u64).range(10..=60_000))]
    pub engine_time: u64,
    /// A reverse proxy in front of the server (repeat for several): its `X-Forwarded-For`
    /// header names the client, whose failed logins are then counted by its own address.
    #[arg(long = "trusted-proxy", value_name = "IP")]
    pub trusted_proxies: Vec<IpAddr>,
    /// How long, in seconds, the side to act of a real-time online game may be away (no page
    /// open) before the opponent can claim the win.
    #[arg(long, value_name = "SECONDS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(5..=3600))]
    pub claim_after: u64,
    /// The connections one client address may hold at once, WebSockets included (a trusted
    /// proxy's are not capped).
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub connections_per_client: u64,
    /// The new games one guest address, or one account, may create per 10 minutes.
    #[arg(long, value_name = "N", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub games_per_10min: u64,
    /// The records one address, or one account, may import per 10 minutes.
    #[arg(long, value_name = "N", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub imports_per_10min: u64,
    /// The accounts one client address may create per hour (loopback included; behind a
    /// `--trusted-proxy`, the address it names).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SIGNUPS_PER_HOUR, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub signups_per_hour: u32,
    /// The most games one bot account plays at once (past it, it cannot accept a challenge
    /// nor be challenged directly).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BOT_GAMES as u64, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub bot_games: u64,
    /// The site's address as its players reach it, e.g. `https://tzaar.example`: the base
    /// of the links it sends, the origin its pages come from behind a proxy; with `https`,
    /// the session cookie is `Secure` and browsers are told to keep to https.
    #[arg(long, value_name = "URL", env = "TZAAR_PUBLIC_URL", value_parser = tzaar_server::parse_public_url)]
    pub public_url: Option<String>,
    /// Sends mail (address verification, new passwords) through this SMTP server:
    /// `smtp://[user:pass@]host:port` (plain; add `?tls=required` for STARTTLS) or
    /// `smtps://[user:pass@]host:port` (TLS). Needs `--mail-from` and `--public-url` (the
    /// links' start). Without it, no mail is sent.
    #[arg(long, value_name = "URL", env = "TZAAR_SMTP", hide_env_values = true)]
    pub smtp: Option<String>,
    /// The `From` address of the mails sent, e.g. `TZAAR <tzaar@tzaar.example>`.
    #[arg(long, value_name = "ADDRESS", env = "TZAAR_MAIL_FROM")]
    pub mail_from: Option<String>,
    /// Tests: how often the outbox is looked at, the first retry's wait and a claim's lease,
    /// in ms (`POLL,RETRY,LEASE`).
    #[arg(long, value_name = "MS,MS,MS", hide = true)]
    pub mail_timing: Option<String>,
}

/// The mail configuration of `--smtp`, `--mail-from` and `--mail-timing`, if mail is on.
fn mail_config(args: &Args) -> Result<Option<MailConfig>> {
    let Some(smtp) = args.smtp.clone().filter(|url| !url.trim().is_empty()) else {
        return Ok(None);
    };
    let from = args
        .mail_from
        .clone()
        .context("--smtp needs --mail-from, the address the mails come from")?;
    let mut mail = MailConfig::new(smtp, from);
    if let Some(timing) = &args.mail_timing {
        let ms: Vec<u64> = timing
            .split(',')
            .map(|n| n.trim().parse::<u64>())
            .collect::<Result<_, _>>()
            .context("--mail-timing is POLL,RETRY,LEASE in ms")?;
        let [poll, retry, lease] = ms[..] else {
            anyhow::bail!("--mail-timing is POLL,RETRY,LEASE in ms");
        };
        mail.poll = Duration::from_millis(poll);
        mail.first_retry = Duration::from_millis(retry);
        mail.max_retry = Duration::from_millis(retry.saturating_mul(8));
        mail.lease = Duration::from_millis(lease);
    }
    Ok(Some(mail))
}

impl Default for Args {
    fn default() -> Args {
        let config = ServerConfig::default();
        Args {
            addr: config.addr,
            port: config.port,
            data: PathBuf::from("tzaar-data"),
            database: config.database,
            db_pool: config.db_pool,
            engine_time: config.engine_time.as_millis() as u64,
            trusted_proxies: Vec::new(),
            claim_after: config.claim_after.as_secs(),
            connections_per_client: config.connections_per_client as u64,
            games_per_10min: config.games_per_window as u64,
            imports_per_10min: config.imports_per_window as u64,
            signups_per_hour: config.signups_per_hour,
            bot_games: config.bot_games as u64,
            public_url: None,
            smtp: None,
            mail_from: None,
            mail_timing: None,
        }
    }
}

/// Sends the server's log to standard error: warnings and errors, or what `RUST_LOG` asks for
/// (targets and levels such as `tzaar_server=debug,tower_http=debug`).
fn init_log() {
    use tracing_subscriber::filter::Targets;
    use tracing_subscriber::prelude::*;
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|v| v.parse::<Targets>().ok())
        .unwrap_or_else(|| {
            Targets::new().with_default(tracing_subscriber::filter::LevelFilter::WARN)
        });
    let _ = tracing_subscriber::registry()
        .with(tracing_subscriber::fmt::layer().with_writer(std::io::stderr))
        .with(filter)
        .try_init();
}

/// Runs the server until Ctrl-C or SIGTERM.
pub fn run(args: &Args) -> Result<()> {
    init_log();
    let mail = mail_config(args)?;
    let config = ServerConfig {
        addr: args.addr,
        port: args.port,
        data_dir: Some(args.data.clone()),
        // An empty DATABASE_URL counts as unset.
        database: args.database.clone().filter(|url| !url.trim().is_empty()),
        db_pool: args.db_pool,
        engine_time: Duration::from_millis(args.engine_time),
        trusted_proxies: args.trusted_proxies.clone(),
        claim_after: Duration::from_secs(args.claim_after),
        connections_per_client: usize::try_from(args.connections_per_client).unwrap_or(usize::MAX),
        games_per_window: usize::try_from(args.games_per_10min).unwrap_or(usize::MAX),
        imports_per_window: usize::try_from(args.imports_per_10min).unwrap_or(usize::MAX),
        signups_per_hour: args.signups_per_hour,
        bot_games: usize::try_from(args.bot_games).unwrap_or(usize::MAX),
        public_url: args.public_url.clone(),
        mail,
        ..ServerConfig::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the server's runtime")?;
    runtime
        .block_on(tzaar_server::serve(config))
        .context("the server failed")?;
    // Searches still running end within their time; do not wait longer than that.
    runtime.shutdown_timeout(Duration::from_secs(2));
    Ok(())
}
