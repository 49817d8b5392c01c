//! The server's state: the services every handler shares, composed here and nowhere else,
//! and how it is opened over an archive.

use std::net::SocketAddr;
use std::sync::Arc;

use crate::config::{LIMIT_WINDOW, ServerConfig};
use crate::error::ApiError;
use crate::store::{PgStore, SqliteStore, Store, StoreError};
use crate::{
    accounts, bots, cluster, dates, games, lobby, mail, moderation, puzzles, rate, store,
    tournaments,
};

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
    /// The configuration cannot work.
    #[error("{0}")]
    Config(String),
    /// Serving failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// Everything the handlers share.
pub struct Shared {
    /// The games: in memory, in the archive, and the engine's searches.
    pub games: games::Games,
    /// The archive.
    pub store: Arc<Store>,
    /// The configuration.
    pub config: ServerConfig,
    /// The accounts: sign-ups, log-ins, sessions, passwords.
    pub accounts: accounts::Accounts,
    /// E-mail: addresses, their verification, new passwords by mail, the outbox.
    pub mail: mail::Mail,
    /// The open challenges, as the archive keeps them.
    pub challenges: lobby::challenges::Challenges,
    /// Blocks, reports and what admins do.
    pub moderation: moderation::Moderation,
    /// The puzzles, their attempts and ratings.
    pub puzzles: puzzles::Puzzles,
    /// The tournaments and their director.
    pub tournaments: tournaments::Tournaments,
    /// The bot accounts' streams and limits.
    pub bots: bots::Bots,
    /// New games per client.
    pub new_games: rate::RateLimit,
    /// Imports per client.
    pub imports: rate::RateLimit,
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

    /// The accounts service.
    pub fn accounts(&self) -> &accounts::Accounts {
        &self.inner.accounts
    }

    /// The mail service.
    pub fn mail(&self) -> &mail::Mail {
        &self.inner.mail
    }

    /// The challenges service.
    pub fn challenges(&self) -> &lobby::challenges::Challenges {
        &self.inner.challenges
    }

    /// The moderation service.
    pub fn moderation(&self) -> &moderation::Moderation {
        &self.inner.moderation
    }

    /// The puzzles service.
    pub fn puzzles(&self) -> &puzzles::Puzzles {
        &self.inner.puzzles
    }

    /// The tournaments service.
    pub fn tournaments(&self) -> &tournaments::Tournaments {
        &self.inner.tournaments
    }

    /// The bots service.
    pub fn bots(&self) -> &bots::Bots {
        &self.inner.bots
    }

    /// A state over `store`.
    pub fn with_store(config: ServerConfig, store: Arc<Store>) -> AppState {
        let bus = Arc::new(cluster::Bus::new());
        let lobby = Arc::new(lobby::Lobby::with_bus(bus.clone()));
        let games = games::Games::new(config.clone(), store.clone(), bus.clone());
        let accounts = accounts::Accounts::new(&config, store.clone(), bus.clone());
        let mail = mail::Mail::new(&config, store.clone(), accounts.clone());
        let tournaments = tournaments::Tournaments::new(
            store.clone(),
            games.clone(),
            lobby.clone(),
            mail.clone(),
        );
        let challenges = lobby::challenges::Challenges::new(store.clone());
        let bots = bots::Bots::new(
            &config,
            games.clone(),
            challenges.clone(),
            lobby.clone(),
            bus.clone(),
        );
        let events = tournaments.clone();
        // The players of an online game hear of each change on their lobby sockets, and by
        // mail when they are away.
        let told = lobby.clone();
        let mailed = mail.clone();
        games.on_change(Box::new(move |changed: &games::Changed<'_>| {
            told.publish_to(
                &lobby::LobbyMessage::GameChanged {
                    game: changed.game,
                    to_act: changed.to_act,
                },
                Some(&changed.players),
            );
            // A tournament's game that ended: its page changes, and the director may pair.
            if let (Some(id), Some(_)) = (changed.tournament, changed.over) {
                events.changed(id);
                events.poke();
            }
            if !mailed.enabled() {
                return;
            }
            let Ok(runtime) = tokio::runtime::Handle::try_current() else {
                return;
            };
            for event in mail::notices::events_of(changed, dates::now_ms()) {
                let mailed = mailed.clone();
                runtime.spawn(async move { mailed.notify(event).await });
            }
        }));
        AppState {
            inner: Arc::new(Shared {
                games,
                mail,
                accounts,
                challenges,
                bots,
                moderation: moderation::Moderation::new(store.clone()),
                puzzles: puzzles::Puzzles::new(store.clone()),
                tournaments,
                store,
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
                lobby,
                bus,
                peers: cluster::Peers::default(),
            }),
        }
    }

    /// A state with the archive `config` names (its PostgreSQL database, else SQLite in the
    /// data folder, else in memory), with the engine's bot accounts made if missing and the
    /// shipped puzzles put in if missing. With mail
    /// on, it needs a public URL (the links' start) and a usable SMTP URL and sender.
    /// Safe to call inside an async runtime: the archive's calls, which block, then run on
    /// a thread of their own.
    pub fn open(config: ServerConfig) -> Result<AppState, ServerError> {
        if let Some(mail) = &config.mail {
            if config.public_url.is_none() {
                return Err(ServerError::Config(
                    "mail needs the site's address for its links: give --public-url".into(),
                ));
            }
            mail::outbox::transport(mail).map_err(ServerError::Config)?;
        }
        let store = store::outside_runtime(|| -> Result<Arc<Store>, ServerError> {
            let store: Arc<Store> = match (&config.database, &config.data_dir) {
                (Some(url), _) => Arc::new(PgStore::connect(url, config.db_pool)?),
                (None, Some(dir)) => Arc::new(SqliteStore::open_dir(dir)?),
                (None, None) => Arc::new(SqliteStore::in_memory()?),
            };
            accounts::bots::ensure_bots(store.as_ref(), dates::now_ms())?;
            puzzles::load(store.as_ref(), tzaar_engine::puzzle::shipped())?;
            Ok(store)
        })?;
        Ok(AppState::with_store(config, store))
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
