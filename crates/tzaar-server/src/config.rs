//! How the server runs: its configuration and the limits every part of it shares.

use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::time::Duration;

use tzaar_engine::Limits;

/// The largest request body, records to import included. A whole TZAAR game is a few KiB of
/// moves: at most 60 placements (the tournament start) and 59 capturing turns (each removes a
/// stack); the rest is room for tags and comments.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The window of the rate limits on new games and imports.
pub const LIMIT_WINDOW: Duration = Duration::from_secs(10 * 60);

/// The most games one bot account plays at once, by default.
pub const DEFAULT_BOT_GAMES: usize = 8;

/// How long a session lasts by default: 30 days.
pub const SESSION_LIFETIME: Duration = Duration::from_secs(30 * 24 * 3600);

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The address to listen on.
    pub addr: IpAddr,
    /// The port (0: any free port; the one bound is printed).
    pub port: u16,
    /// The data folder holding the archive; `None` keeps it in memory (tests).
    pub data_dir: Option<PathBuf>,
    /// A PostgreSQL URL (`postgres://…`) of the archive that instances share; `None` keeps
    /// the SQLite archive in the data folder.
    pub database: Option<String>,
    /// The most connections to `database` kept open at once.
    pub db_pool: u32,
    /// The engine's time per turn at level 10 (the weaker levels use a share of it).
    pub engine_time: Duration,
    /// A node limit replacing every time limit (tests: quick and machine-independent).
    pub engine_nodes: Option<u64>,
    /// The time for a hint.
    pub hint_time: Duration,
    /// The time for each turn's score in the score graph.
    pub scores_time: Duration,
    /// Searches running at once (default: one core fewer than the machine has, at least one,
    /// so that searches never take every core from the server's own threads).
    pub engine_slots: usize,
    /// Searches waiting for a slot before new ones are refused.
    pub engine_queue: usize,
    /// Password hashes (sign-up, log-in, a new password) running at once (default: as
    /// `engine_slots`).
    pub password_slots: usize,
    /// How long a request waits for a password slot before it is refused with 503 `busy`.
    pub password_wait: Duration,
    /// Connections one client address may hold at once (WebSockets included); a trusted
    /// proxy's are not capped.
    pub connections_per_client: usize,
    /// New games one client may create per [`LIMIT_WINDOW`]: a guest per address, an account
    /// per account.
    pub games_per_window: usize,
    /// Records one client may import per [`LIMIT_WINDOW`], per address and per account.
    pub imports_per_window: usize,
    /// The transposition table of each search, in MiB.
    pub hash_mib: usize,
    /// Games kept in memory before idle ones (no request, socket, timer or search holding
    /// them) are dropped; they are loaded again from the archive when asked for.
    pub live_games_cap: usize,
    /// How long a login session lasts.
    pub session_lifetime: Duration,
    /// How long a player of an online game may be disconnected before the opponent can claim
    /// the win.
    pub claim_after: Duration,
    /// The reverse proxies whose `X-Forwarded-For` names the client (for the login limiter);
    /// empty: the connection's address is the client's.
    pub trusted_proxies: Vec<IpAddr>,
    /// The site's address as its players reach it (`https://tzaar.example`, no trailing
    /// slash): the origin its pages come from, the base of links sent out, and, when it is
    /// `https`, the reason for `Secure` cookies and `Strict-Transport-Security`. `None`: the
    /// server knows only the `Host` it is asked as.
    pub public_url: Option<String>,
    /// Accounts one client address may create per hour.
    pub signups_per_hour: u32,
    /// How mail is sent; `None`: mail is off (no address is verified, no password is reset
    /// by mail).
    pub mail: Option<MailConfig>,
    /// The most games one bot account plays at once: past it, it may not accept a challenge
    /// nor be challenged directly (409 `bot-busy`).
    pub bot_games: usize,
    /// How long a direct challenge to a bot account stays open unanswered before the server
    /// takes it back (`expired`).
    pub bot_challenge_expiry: Duration,
}

/// How the server sends e-mail: its SMTP server, its sender, and the outbox's timing.
#[derive(Clone)]
pub struct MailConfig {
    /// The SMTP server: `smtp://[user:pass@]host:port` (plain, or `?tls=required` for
    /// STARTTLS) or `smtps://…` (TLS from the start).
    pub smtp: String,
    /// The `From` address of every mail.
    pub from: String,
    /// How often the outbox is looked at for mails due (a mail queued here is sent at once).
    pub poll: Duration,
    /// The wait before the first retry of a mail that failed; it doubles at each failure.
    pub first_retry: Duration,
    /// The longest wait between two attempts.
    pub max_retry: Duration,
    /// Attempts before a mail is given up.
    pub attempts: u32,
    /// How long a mail claimed by an instance is its own before another may send it (the
    /// claimant having died).
    pub lease: Duration,
    /// How long the notice of a player's turn waits before it is sent (it is dropped if the
    /// turn is played meanwhile).
    pub turn_delay: Duration,
}

impl MailConfig {
    /// Mail through `smtp` from `from`, with the default timing: the outbox looked at every
    /// 5 s, retries after 1 min, 2, 4 … at most an hour apart, given up after 10 attempts,
    /// a lease of 5 min, a turn's notice sent after 30 s.
    pub fn new(smtp: String, from: String) -> MailConfig {
        MailConfig {
            smtp,
            from,
            poll: Duration::from_secs(5),
            first_retry: Duration::from_secs(60),
            max_retry: Duration::from_secs(3600),
            attempts: 10,
            lease: Duration::from_secs(300),
            turn_delay: Duration::from_secs(30),
        }
    }

    /// The wait before the attempt after `attempts` failed ones: `first_retry` doubled at
    /// each failure, at most `max_retry`.
    pub fn retry_after(&self, attempts: u32) -> Duration {
        let doubled = self
            .first_retry
            .saturating_mul(1u32 << attempts.saturating_sub(1).min(20));
        doubled.min(self.max_retry)
    }
}

impl std::fmt::Debug for MailConfig {
    /// Shows the SMTP server without its user and password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let smtp = match self.smtp.split_once("://") {
            Some((scheme, rest)) => match rest.rsplit_once('@') {
                Some((_, host)) => format!("{scheme}://…@{host}"),
                None => self.smtp.clone(),
            },
            None => self.smtp.clone(),
        };
        f.debug_struct("MailConfig")
            .field("smtp", &smtp)
            .field("from", &self.from)
            .field("poll", &self.poll)
            .field("first_retry", &self.first_retry)
            .field("max_retry", &self.max_retry)
            .field("attempts", &self.attempts)
            .field("lease", &self.lease)
            .field("turn_delay", &self.turn_delay)
            .finish()
    }
}

impl Default for ServerConfig {
    fn default() -> ServerConfig {
        ServerConfig {
            addr: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 8080,
            data_dir: Some(PathBuf::from("tzaar-data")),
            database: None,
            db_pool: 16,
            engine_time: tzaar_engine::limits::DEFAULT_MOVE_TIME,
            engine_nodes: None,
            hint_time: Duration::from_millis(500),
            scores_time: Duration::from_millis(100),
            engine_slots: std::thread::available_parallelism()
                .map_or(1, |n| n.get().saturating_sub(1).max(1)),
            engine_queue: 32,
            password_slots: std::thread::available_parallelism()
                .map_or(1, |n| n.get().saturating_sub(1).max(1)),
            password_wait: Duration::from_secs(2),
            connections_per_client: 100,
            games_per_window: 60,
            imports_per_window: 30,
            hash_mib: tzaar_engine::search::SHARED_HASH_MIB,
            live_games_cap: 10_000,
            session_lifetime: SESSION_LIFETIME,
            claim_after: Duration::from_secs(60),
            trusted_proxies: Vec::new(),
            public_url: None,
            signups_per_hour: DEFAULT_SIGNUPS_PER_HOUR,
            mail: None,
            bot_games: DEFAULT_BOT_GAMES,
            bot_challenge_expiry: Duration::from_secs(60),
        }
    }
}

/// Reads a public URL: `http` or `https`, a host, perhaps a port and a path; no query, no
/// fragment, no user. Kept without its trailing `/`.
pub fn parse_public_url(text: &str) -> Result<String, String> {
    let uri: axum::http::Uri = text
        .parse()
        .map_err(|e| format!("`{text}` is not a URL: {e}"))?;
    match uri.scheme_str() {
        Some("http" | "https") => {}
        _ => return Err(format!("`{text}` must begin with http:// or https://")),
    }
    let authority = uri
        .authority()
        .ok_or_else(|| format!("`{text}` names no host"))?;
    if authority.as_str().contains('@') || authority.host().is_empty() {
        return Err(format!("`{text}` must name a host, and no user"));
    }
    if uri.query().is_some() || text.contains('#') {
        return Err(format!("`{text}` must have no query or fragment"));
    }
    Ok(text.trim_end_matches('/').to_string())
}

/// Accounts one client address may create per hour, unless configured otherwise.
pub const DEFAULT_SIGNUPS_PER_HOUR: u32 = 5;

impl ServerConfig {
    /// Whether the site is reached over TLS (its public URL is `https`).
    pub fn https(&self) -> bool {
        self.public_url
            .as_deref()
            .is_some_and(|u| u.len() > 8 && u[..8].eq_ignore_ascii_case("https://"))
    }

    /// A configuration for tests: an archive in memory, tiny node-limited searches.
    pub fn for_tests() -> ServerConfig {
        ServerConfig {
            port: 0,
            data_dir: None,
            engine_nodes: Some(300),
            hash_mib: 1,
            // Tests sign up many accounts from one address; the limit's own tests set theirs.
            signups_per_hour: 10_000,
            ..ServerConfig::default()
        }
    }

    /// The limits of a search meant to take `time`.
    pub fn limits(&self, time: Duration) -> Limits {
        match self.engine_nodes {
            Some(n) => Limits {
                nodes: Some(n),
                ..Limits::default()
            },
            None => Limits::movetime(time),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_url_is_http_or_https_with_a_host_and_nothing_after_its_path() {
        assert_eq!(
            parse_public_url("https://tzaar.example/").unwrap(),
            "https://tzaar.example"
        );
        assert_eq!(
            parse_public_url("http://127.0.0.1:8080/tzaar").unwrap(),
            "http://127.0.0.1:8080/tzaar"
        );
        for bad in [
            "tzaar.example",
            "ftp://tzaar.example",
            "https://",
            "https://me@tzaar.example",
            "https://tzaar.example/?a=1",
            "https://tzaar.example/#x",
            "",
            "https://exa mple",
        ] {
            assert!(parse_public_url(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn retries_double_up_to_their_cap_and_the_smtp_password_is_never_shown() {
        let mail = MailConfig::new(
            "smtp://me:secret@mail.example:25".into(),
            "a@b.example".into(),
        );
        let waits: Vec<u64> = (1..=8).map(|n| mail.retry_after(n).as_secs()).collect();
        assert_eq!(waits, [60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(mail.retry_after(u32::MAX).as_secs(), 3600);
        let shown = format!("{mail:?}");
        assert!(
            shown.contains("mail.example:25") && !shown.contains("secret"),
            "{shown}"
        );
    }

    #[test]
    fn https_is_told_by_the_public_url() {
        let with = |url: Option<&str>| ServerConfig {
            public_url: url.map(str::to_string),
            ..ServerConfig::for_tests()
        };
        assert!(with(Some("https://tzaar.example")).https());
        assert!(with(Some("HTTPS://tzaar.example")).https());
        assert!(!with(Some("http://tzaar.example")).https());
        assert!(!with(None).https());
    }
}
