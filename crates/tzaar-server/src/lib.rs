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
pub mod config;
pub mod dates;
pub mod engine_pool;
pub mod error;
pub mod games;
pub mod listen;
pub mod lobby;
pub mod origin;
pub mod rate;
pub mod ratings;
pub mod relay;
pub mod store;
pub mod text;
pub mod ws;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{delete, get, post, put};
use tower_http::trace::{DefaultOnFailure, TraceLayer};
use tracing::Level;

pub use config::{BODY_LIMIT, LIMIT_WINDOW, ServerConfig};
pub use error::ApiError;
pub use games::engine_turn;
use store::{PgStore, SqliteStore, Store, StoreError};

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
    /// The games: in memory, in the archive, and the engine's searches.
    pub games: games::Games,
    /// The archive.
    pub store: Arc<dyn Store>,
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
    /// The games service.
    pub fn games(&self) -> &games::Games {
        &self.inner.games
    }

    /// A state over `store`.
    pub fn with_store(config: ServerConfig, store: Arc<dyn Store>) -> AppState {
        let bus = Arc::new(cluster::Bus::new());
        let logins = accounts::limiter::LoginLimiter::new(store.clone(), accounts::limiter::LIMITS);
        AppState {
            inner: Arc::new(Shared {
                games: games::Games::new(config.clone(), store.clone(), bus.clone()),
                store,
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
            .games()
            .blocking(|s| Ok((s.unfinished_engine_games()?, s.unfinished_timed_games()?)))
            .await?;
        for id in timed {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        for id in &ids {
            if let Err(e) = self.games().game(id).await {
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
    state.games().start_sweeper();
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
