//! The TZAAR web app's server: an HTTP API and WebSocket updates over the rules
//! (`tzaar-core`) and the engine (`tzaar-engine`), games kept in an SQLite archive, and the web
//! app's files built into the binary.
//!
//! [`app`] builds the router over an [`AppState`]; [`serve`] binds an address, prints it and
//! serves until Ctrl-C or SIGTERM. The API is described in the README ("Web app and HTTP API").

pub mod accounts;
pub mod api;
pub mod assets;
pub mod bots;
pub mod cluster;
pub mod config;
pub mod dates;
pub mod engine_pool;
pub mod error;
pub mod games;
pub mod headers;
pub mod i18n;
pub mod listen;
pub mod lobby;
pub mod mail;
pub mod moderation;
pub mod origin;
pub mod puzzles;
pub mod rate;
pub mod ratings;
pub mod relay;
pub mod state;
pub mod store;
pub mod text;
pub mod tournaments;
pub mod ws;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{delete, get, post, put};
use tower_http::trace::{DefaultOnFailure, TraceLayer};
use tracing::Level;

pub use config::{
    BODY_LIMIT, DEFAULT_BOT_GAMES, DEFAULT_SIGNUPS_PER_HOUR, LIMIT_WINDOW, MailConfig,
    ServerConfig, parse_public_url,
};
pub use error::ApiError;
pub use games::engine_turn;
pub use state::{AppState, ServerError, Shared};

/// The router: pages, static files, the JSON API and the WebSocket.
pub fn app(state: AppState) -> Router {
    let api = Router::new()
        .route("/api/games", post(api::create_game).get(api::list_games))
        .route("/api/defaults", get(api::defaults))
        .route("/api/languages", get(api::i18n::languages))
        .route("/api/i18n/{code}", get(api::i18n::catalogue))
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
        .route("/api/me/games", get(api::online::my_games))
        .merge(api::asks::routes())
        .merge(api::social::routes())
        .merge(api::moderation::routes())
        .route("/api/accounts", post(api::accounts::sign_up))
        .route(
            "/api/session",
            post(api::accounts::log_in)
                .get(api::accounts::current_session)
                .delete(api::accounts::log_out),
        )
        .route(
            "/api/me",
            get(api::accounts::me).delete(api::accounts::delete_me),
        )
        .route("/api/me/password", put(api::accounts::change_password))
        .route("/api/me/bot", post(api::accounts::become_bot))
        .route("/api/me/export", get(api::export::export))
        .route("/api/me/email", put(api::mail::set_email))
        .route(
            "/api/me/settings",
            get(api::settings::settings).put(api::settings::change_settings),
        )
        .route("/api/unsubscribe", post(api::mail::unsubscribe))
        .route("/api/mail", get(api::mail::mail))
        .route("/api/email/verify", post(api::mail::verify))
        .route("/api/password-reset", post(api::mail::request_reset))
        .route(
            "/api/password-reset/confirm",
            post(api::mail::confirm_reset),
        )
        .route("/api/players", get(api::players::leaderboard))
        .route("/api/players/{name}", get(api::players::player))
        .route(
            "/api/seeks",
            post(api::seeks::post_seek).get(api::seeks::list_seeks),
        )
        .route("/api/seeks/{id}", delete(api::seeks::cancel_seek))
        .route("/api/seeks/{id}/accept", post(api::seeks::accept_seek))
        .route("/api/seeks/{id}/decline", post(api::seeks::decline_seek))
        .route("/api/bot/stream", get(api::bot::stream))
        .route("/api/lobby/ws", get(lobby::socket::subscribe))
        .route("/api/import", post(api::records::import))
        .merge(api::positions::routes())
        .route("/api/explorer", get(api::explorer::explorer))
        .merge(api::puzzles::routes())
        .merge(api::tournaments::routes())
        .merge(api::championships::routes())
        .layer(DefaultBodyLimit::max(BODY_LIMIT));
    Router::new()
        .merge(api)
        .merge(assets::routes())
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::method_not_allowed)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            origin::same_origin,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.inner.config.https(),
            headers::secure,
        ))
        .layer(axum::middleware::from_fn(listen::body_in_time))
        .layer(axum::middleware::from_fn(api::body::json_errors))
        // Every error reply, the layers' above too, in the request's language.
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            api::error_language::answer_in_language,
        ))
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
    // The bots' streams never end by themselves: they end as the server stops listening.
    let bots = state.bots().clone();
    let shutdown = async move {
        shutdown.await;
        bots.shut_down();
    };
    let config = &state.inner.config;
    let connections = Arc::new(listen::Connections::new(
        config.connections_per_client,
        total,
        config.trusted_proxies.clone(),
    ));
    listen::serve_with_limits(listener, app(state), connections, shutdown).await
}

/// Opens the archive, binds the address, prints `TZAAR server listening on http://ADDR/`,
/// resumes the engine games, starts the outbox's sender (with mail on) and serves until
/// Ctrl-C or SIGTERM.
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
    state.games().start_explorer_catch_up();
    state.tournaments().start_director();
    state.bots().start_expiry();
    state.mail().start();
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
