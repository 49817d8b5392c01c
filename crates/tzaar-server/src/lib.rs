//! The TZAAR web app's server: an HTTP API and WebSocket updates over the rules
//! (`tzaar-core`) and the engine (`tzaar-engine`), games kept in an SQLite archive, and the web
//! app's files built into the binary.
//!
//! [`app`] builds the router over an [`AppState`]; [`serve`] binds an address, prints it and
//! serves until Ctrl-C or SIGTERM. The API is described in the README ("Web app and HTTP API").

pub mod accounts;
pub mod api;
pub mod assets;
pub mod cluster;
pub mod dates;
pub mod engine_pool;
pub mod error;
pub mod games;
pub mod listen;
pub mod lobby;
pub mod origin;
pub mod rate;
pub mod ratings;
pub mod store;
pub mod text;
pub mod ws;

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{delete, get, post, put};
use tower_http::trace::{DefaultOnFailure, TraceLayer};
use tracing::Level;
use tzaar_engine::Limits;

pub use error::ApiError;
use games::Registry;
pub use games::engine_turn;
use store::{PgStore, SqliteStore, Store, StoreError};

/// The largest request body, records to import included. A whole TZAAR game is a few KiB of
/// moves: at most 60 placements (the tournament start) and 59 capturing turns (each removes a
/// stack); the rest is room for tags and comments.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The window of the rate limits on new games and imports.
pub const LIMIT_WINDOW: Duration = Duration::from_secs(10 * 60);

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
            session_lifetime: accounts::sessions::DEFAULT_LIFETIME,
            claim_after: Duration::from_secs(60),
            trusted_proxies: Vec::new(),
        }
    }
}

impl ServerConfig {
    /// A configuration for tests: an archive in memory, tiny node-limited searches.
    pub fn for_tests() -> ServerConfig {
        ServerConfig {
            port: 0,
            data_dir: None,
            engine_nodes: Some(300),
            hash_mib: 1,
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

/// Why the server could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The archive could not be opened.
    #[error("cannot open the game archive")]
    Store(#[from] StoreError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// Why not.
        source: std::io::Error,
    },
    /// Serving failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// Everything the handlers share.
pub struct Shared {
    /// The archive.
    pub store: Arc<dyn Store>,
    /// The games in memory.
    pub registry: Registry,
    /// The engine's searches.
    pub pool: engine_pool::EnginePool,
    /// The configuration.
    pub config: ServerConfig,
    /// The limit on failed logins, per name and per address.
    pub logins: accounts::limiter::LoginLimiter,
    /// The password hashing allowed at once.
    pub passwords: accounts::passwords::PasswordWork,
    /// New games per client.
    pub new_games: rate::RateLimit,
    /// Imports per client.
    pub imports: rate::RateLimit,
    /// Sessions that have just ended, for the sockets they opened.
    pub ended_sessions: tokio::sync::broadcast::Sender<accounts::sessions::Ended>,
    /// The lobby: its sockets and who is online.
    pub lobby: Arc<lobby::Lobby>,
    /// What this instance tells the other instances sharing the archive.
    pub bus: Arc<cluster::Bus>,
    /// When each other instance was last heard from.
    pub peers: cluster::Peers,
}

/// The server's state, cheap to clone.
#[derive(Clone)]
pub struct AppState {
    /// The shared part.
    pub inner: Arc<Shared>,
}

impl AppState {
    /// A state over `store`.
    pub fn with_store(config: ServerConfig, store: Arc<dyn Store>) -> AppState {
        let bus = Arc::new(cluster::Bus::new());
        let logins = accounts::limiter::LoginLimiter::new(store.clone(), accounts::limiter::LIMITS);
        AppState {
            inner: Arc::new(Shared {
                store,
                registry: Registry::new(config.live_games_cap),
                pool: engine_pool::EnginePool::new(config.engine_slots, config.engine_queue),
                passwords: accounts::passwords::PasswordWork::new(
                    config.password_slots,
                    config.password_wait,
                ),
                new_games: rate::RateLimit::new(
                    config.games_per_window,
                    LIMIT_WINDOW,
                    "too-many-games",
                    "new games",
                ),
                imports: rate::RateLimit::new(
                    config.imports_per_window,
                    LIMIT_WINDOW,
                    "too-many-imports",
                    "imports",
                ),
                config,
                ended_sessions: tokio::sync::broadcast::channel(64).0,
                logins,
                lobby: Arc::new(lobby::Lobby::with_bus(bus.clone())),
                bus,
                peers: cluster::Peers::default(),
            }),
        }
    }

    /// A state with the archive `config` names (its PostgreSQL database, else SQLite in the
    /// data folder, else in memory), with the engine's bot accounts made if missing.
    /// Safe to call inside an async runtime: the archive's calls, which block, then run on
    /// a thread of their own.
    pub fn open(config: ServerConfig) -> Result<AppState, ServerError> {
        let store = store::outside_runtime(|| -> Result<Arc<dyn Store>, ServerError> {
            let store: Arc<dyn Store> = match (&config.database, &config.data_dir) {
                (Some(url), _) => Arc::new(PgStore::connect(url, config.db_pool)?),
                (None, Some(dir)) => Arc::new(SqliteStore::open_dir(dir)?),
                (None, None) => Arc::new(SqliteStore::in_memory()?),
            };
            accounts::bots::ensure_bots(store.as_ref(), dates::now_ms())?;
            Ok(store)
        })?;
        Ok(AppState::with_store(config, store))
    }

    /// Closes the sockets of sessions that have ended, here and on the other instances.
    pub fn sessions_ended(&self, ended: accounts::sessions::Ended) {
        let _ = self.inner.ended_sessions.send(ended.clone());
        self.inner.bus.tell(cluster::Note::SessionsEnded { ended });
    }

    /// Loads the unfinished engine games, so that those with the engine to move go on, and the
    /// unfinished games with a running clock or a deadline, so that their timers end them on
    /// time. Returns how many games were loaded.
    pub async fn resume(&self) -> Result<usize, ApiError> {
        let (mut ids, timed) = self
            .blocking(|s| Ok((s.unfinished_engine_games()?, s.unfinished_timed_games()?)))
            .await?;
        for id in timed {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        for id in &ids {
            if let Err(e) = self.game(id).await {
                tracing::error!(game = %id, %e, "cannot resume a game");
            }
        }
        Ok(ids.len())
    }
}

/// The router: pages, static files, the JSON API and the WebSocket.
pub fn app(state: AppState) -> Router {
    let api = Router::new()
        .route("/api/games", post(api::create_game).get(api::list_games))
        .route("/api/defaults", get(api::defaults))
        .route("/api/games/{id}", get(api::get_game))
        .route("/api/games/{id}/actions", post(api::play))
        .route("/api/games/{id}/seat", get(api::seat))
        .route("/api/games/{id}/plies", get(api::plies))
        .route("/api/games/{id}/undo", post(api::undo))
        .route("/api/games/{id}/resign", post(api::resign))
        .route("/api/games/{id}/hint", post(api::engine_help::hint))
        .route("/api/games/{id}/analysis", get(api::engine_help::analysis))
        .route("/api/games/{id}/scores", get(api::engine_help::scores))
        .route("/api/games/{id}/record", get(api::records::record))
        .route("/api/games/{id}/ws", get(ws::subscribe))
        .route("/api/games/{id}/join", post(api::online::join))
        .route("/api/games/{id}/abort", post(api::online::abort))
        .route("/api/games/{id}/claim", post(api::online::claim))
        .route("/api/me/games", get(api::online::my_games))
        .merge(api::social::routes())
        .route("/api/accounts", post(api::accounts::sign_up))
        .route(
            "/api/session",
            post(api::accounts::log_in)
                .get(api::accounts::current_session)
                .delete(api::accounts::log_out),
        )
        .route("/api/me", get(api::accounts::me))
        .route("/api/me/password", put(api::accounts::change_password))
        .route("/api/players", get(api::players::leaderboard))
        .route("/api/players/{name}", get(api::players::player))
        .route(
            "/api/seeks",
            post(api::seeks::post_seek).get(api::seeks::list_seeks),
        )
        .route("/api/seeks/{id}", delete(api::seeks::cancel_seek))
        .route("/api/seeks/{id}/accept", post(api::seeks::accept_seek))
        .route("/api/lobby/ws", get(lobby::socket::subscribe))
        .route("/api/import", post(api::records::import))
        .layer(DefaultBodyLimit::max(BODY_LIMIT));
    Router::new()
        .merge(api)
        .merge(assets::routes())
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::method_not_allowed)
        .layer(axum::middleware::from_fn(origin::same_origin))
        .layer(axum::middleware::from_fn(listen::body_in_time))
        .layer(axum::middleware::from_fn(api::body::json_errors))
        // Refusals (503 busy) are expected under load: the trace says them at debug level
        // only, and the errors of ours are logged where they arise.
        .layer(TraceLayer::new_for_http().on_failure(DefaultOnFailure::new().level(Level::DEBUG)))
        .with_state(state)
}

/// Serves `state` on `listener` until `shutdown` completes.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    state: AppState,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let files = listen::raise_open_files();
    let total =
        usize::try_from(files.saturating_sub(listen::FILES_KEPT).max(16)).unwrap_or(usize::MAX);
    let config = &state.inner.config;
    let connections = Arc::new(listen::Connections::new(
        config.connections_per_client,
        total,
        config.trusted_proxies.clone(),
    ));
    listen::serve_with_limits(listener, app(state), connections, shutdown).await
}

/// Opens the archive, binds the address, prints `TZAAR server listening on http://ADDR/`,
/// resumes the engine games and serves until Ctrl-C or SIGTERM.
pub async fn serve(config: ServerConfig) -> Result<(), ServerError> {
    let addr = SocketAddr::new(config.addr, config.port);
    let shutdown = shutdown_signal();
    let state = AppState::open(config)?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| ServerError::Bind { addr, source })?;
    let bound = listener.local_addr()?;
    {
        use std::io::Write;
        let mut out = std::io::stdout();
        // The address is printed before anything else, so that scripts and tests can read it.
        let _ = writeln!(out, "TZAAR server listening on http://{bound}/");
        let _ = out.flush();
    }
    if let Err(e) = state.resume().await {
        tracing::error!(%e, "cannot resume the engine games");
    }
    match state.join_cluster().await {
        Ok(true) => {
            tracing::info!(instance = %state.inner.bus.me(), "listening to the other instances")
        }
        Ok(false) => {}
        Err(e) => tracing::error!(%e, "cannot listen to the other instances"),
    }
    state.start_sweeper();
    serve_on(listener, state, shutdown).await
}

/// A future that completes on Ctrl-C (SIGINT) or SIGTERM. The handlers are installed when this
/// is called, so a signal that comes before the future is first polled is not lost.
pub fn shutdown_signal() -> impl std::future::Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let int = signal(SignalKind::interrupt());
        let term = signal(SignalKind::terminate());
        async move {
            match (int, term) {
                (Ok(mut int), Ok(mut term)) => {
                    tokio::select! {
                        _ = int.recv() => {},
                        _ = term.recv() => {},
                    }
                }
                _ => {
                    let _ = tokio::signal::ctrl_c().await;
                }
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Query parameters as text (the handlers read and check them).
pub type Params = HashMap<String, String>;
