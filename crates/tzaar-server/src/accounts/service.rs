//! The accounts service: signing up, logging in and out, sessions and the sockets that watch
//! them, new passwords, and the players' figures. It owns the password work and the login
//! limiter, and knows nothing of HTTP (cookies are the handlers' part).

use std::sync::Arc;
use std::time::Duration;

use axum::http::HeaderValue;
use tokio::sync::broadcast;

use super::limiter::{LIMITS, LoginLimiter, SignupLimiter};
use super::passwords::PasswordWork;
use super::sessions::{Ended, clear_cookie, new_session_token, session_cookie, token_hash};
use super::settings::{Settings, SettingsChange};
use super::{SessionWatch, Viewer};
use crate::cluster::{Bus, Note};
use crate::config::ServerConfig;
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::ratings::Rating;
use crate::store::{
    AccountRef, AccountRow, BotRefusal, DeletedAccount, Page, RatingPoint, RecentGame, Store,
    StoreError, name_key,
};

/// The accounts service, cheap to clone.
#[derive(Clone)]
pub struct Accounts {
    inner: Arc<AccountsInner>,
}

struct AccountsInner {
    store: Arc<Store>,
    passwords: PasswordWork,
    logins: LoginLimiter,
    signups: SignupLimiter,
    session_lifetime: Duration,
    /// Whether the session cookie is `Secure` (the site is reached over https).
    secure_cookie: bool,
    ended: broadcast::Sender<Ended>,
    bus: Arc<Bus>,
}

/// The refusal of a wrong name or password: it does not say which.
fn wrong_password() -> ApiError {
    ApiError::Unauthorized {
        code: "wrong-password",
        message: "the name or the password is wrong".into(),
    }
}

impl Accounts {
    /// The service over `store`, telling the other instances of ended sessions on `bus`.
    pub fn new(config: &ServerConfig, store: Arc<Store>, bus: Arc<Bus>) -> Accounts {
        Accounts {
            inner: Arc::new(AccountsInner {
                logins: LoginLimiter::new(store.clone(), LIMITS),
                signups: SignupLimiter::new(store.clone(), config.signups_per_hour),
                store,
                passwords: PasswordWork::new(config.password_slots, config.password_wait),
                session_lifetime: config.session_lifetime,
                secure_cookie: config.https(),
                ended: broadcast::channel(64).0,
                bus,
            }),
        }
    }

    /// Runs a call to the archive on a blocking thread.
    async fn archive<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
    {
        crate::error::on_archive(&self.inner.store, f).await
    }

    /// The `Set-Cookie` value giving a browser the session `token`.
    pub fn cookie(&self, token: &str) -> HeaderValue {
        session_cookie(token, self.inner.session_lifetime, self.inner.secure_cookie)
    }

    /// The `Set-Cookie` value removing the session cookie.
    pub fn cleared_cookie(&self) -> HeaderValue {
        clear_cookie(self.inner.secure_cookie)
    }

    /// Opens a session for `account`; its token.
    async fn open_session(&self, account: i64) -> Result<String, ApiError> {
        let token = new_session_token()?;
        let hash = token_hash(&token);
        let now = now_ms();
        let lifetime = i64::try_from(self.inner.session_lifetime.as_millis()).unwrap_or(i64::MAX);
        self.archive(move |s| s.create_session(&hash, account, now, now.saturating_add(lifetime)))
            .await?;
        Ok(token)
    }

    /// A new account `name` with `password` (both checked) made from `address`, logged in:
    /// the account and its session token; 409 `name-taken`, 429 `too-many-signups`.
    pub async fn sign_up(
        &self,
        name: String,
        password: String,
        address: &str,
    ) -> Result<(AccountRow, String), ApiError> {
        let signup = self.inner.signups.reserve(address).await?;
        // Refused as busy, or failing, the sign-up is taken back in the background (dropped):
        // the client is told to wait anyway, and a flood of refusals is not held up by it.
        let hash = self.inner.passwords.hash(password).await?;
        let now = now_ms();
        let created = self
            .archive(move |s| s.create_account(&name, Some(&hash), None, Rating::START, now))
            .await?;
        let Some(account) = created else {
            // Taken back before the answer, so that a retry at once with another name is not
            // counted against the address.
            signup.not_made().await;
            return Err(ApiError::conflict(
                "name-taken",
                "this name is taken (names are compared whatever their case)",
            ));
        };
        signup.made();
        let token = self.open_session(account.id).await?;
        Ok((account, token))
    }

    /// Logs `name` in from `address`: the account and a new session token; 401
    /// `wrong-password`, 403 `account-closed`, 429 `too-many-attempts`.
    pub async fn log_in(
        &self,
        name: String,
        password: String,
        address: &str,
    ) -> Result<(AccountRow, String), ApiError> {
        // A name longer than any account's is cut, so that the limiter's keys stay small.
        let key = name_key(&name.chars().take(40).collect::<String>());
        let attempt = self.inner.logins.reserve(&key, address).await?;
        let found = self.archive(move |s| s.account_for_login(&name)).await?;
        let (account, hash) = match found {
            Some((account, hash)) => (Some(account), hash),
            None => (None, None),
        };
        if !self.inner.passwords.verify(password, hash).await? {
            attempt.failed();
            return Err(wrong_password());
        }
        let Some(account) = account else {
            attempt.failed();
            return Err(wrong_password());
        };
        attempt.succeeded().await?;
        let id = account.id;
        if self.archive(move |s| s.is_closed(id)).await? {
            return Err(ApiError::forbidden(
                "account-closed",
                "This account has been closed by the site's admins.",
            ));
        }
        let token = self.open_session(account.id).await?;
        Ok((account, token))
    }

    /// Ends the sessions of these tokens (those that are sessions), here and on every instance.
    pub async fn log_out(&self, tokens: Vec<String>) -> Result<(), ApiError> {
        let hashes: Vec<String> = tokens.iter().map(|t| token_hash(t)).collect();
        let ended = hashes.clone();
        self.archive(move |s| {
            for hash in &ended {
                s.delete_session(hash)?;
            }
            Ok(())
        })
        .await?;
        for hash in hashes {
            self.sessions_ended(Ended::Session(hash));
        }
        Ok(())
    }

    /// The live session among these tokens (tried in order): its account and its hash.
    pub async fn session(
        &self,
        tokens: Vec<String>,
    ) -> Result<Option<(AccountRef, String)>, ApiError> {
        if tokens.is_empty() {
            return Ok(None);
        }
        let now = now_ms();
        self.archive(move |s| {
            for token in &tokens {
                let hash = token_hash(token);
                if let Some(account) = s.session_account(&hash, now)? {
                    return Ok(Some((account, hash)));
                }
            }
            Ok(None)
        })
        .await
    }

    /// Checks that `password` is `account`'s, as a log-in from `address` would (a wrong one
    /// counts as a failed log-in): 401 `wrong-password`, 429 `too-many-attempts`.
    pub async fn check_password(
        &self,
        account: &AccountRef,
        password: String,
        address: &str,
    ) -> Result<(), ApiError> {
        let attempt = self
            .inner
            .logins
            .reserve(&name_key(&account.name), address)
            .await?;
        let id = account.id;
        let hash = self.archive(move |s| s.password_hash(id)).await?;
        if !self.inner.passwords.verify(password, hash).await? {
            attempt.failed();
            return Err(wrong_password());
        }
        attempt.succeeded().await
    }

    /// `account` (in session `keep`) sets a new password, `old` checked first as a log-in from
    /// `address` would be; its other sessions end. 401 `wrong-password`, 429.
    pub async fn change_password(
        &self,
        account: &AccountRef,
        keep: String,
        old: String,
        new: String,
        address: &str,
    ) -> Result<(), ApiError> {
        self.check_password(account, old, address).await?;
        let id = account.id;
        let new = self.inner.passwords.hash(new).await?;
        let kept = keep.clone();
        self.archive(move |s| s.set_password(id, &new, &kept))
            .await?;
        self.sessions_ended(Ended::AllBut {
            account: id,
            keep: Some(keep),
        });
        Ok(())
    }

    /// Deletes `account` (its password checked already; see `Store::delete_account`): its
    /// sessions end at once on every instance, their sockets closed. What the deletion
    /// changed, for the other services to tell; 401 `not-logged-in` if it is gone already.
    pub async fn delete(&self, account: &AccountRef) -> Result<DeletedAccount, ApiError> {
        let (id, now) = (account.id, now_ms());
        let deleted = self
            .archive(move |s| s.delete_account(id, now))
            .await?
            .ok_or(ApiError::NotLoggedIn)?;
        self.sessions_ended(Ended::AllBut {
            account: id,
            keep: None,
        });
        Ok(deleted)
    }

    /// The argon2id hash of a new `password` (checked already), through the password work:
    /// 503 `busy` if it has no room.
    pub async fn hash_password(&self, password: String) -> Result<String, ApiError> {
        self.inner.passwords.hash(password).await
    }

    /// Closes the sockets of sessions that have ended, here and on the other instances.
    pub fn sessions_ended(&self, ended: Ended) {
        self.ended_here(ended.clone());
        self.inner.bus.tell(Note::SessionsEnded { ended });
    }

    /// Closes the sockets here of sessions that have ended (another instance told).
    pub fn ended_here(&self, ended: Ended) {
        let _ = self.inner.ended.send(ended);
    }

    /// A watch over `viewer`'s session, for a socket that must close when it ends.
    pub fn watch(&self, viewer: &Viewer) -> SessionWatch {
        SessionWatch::new(&self.inner.ended, viewer)
    }

    /// Account `id`'s settings.
    pub async fn settings(&self, id: i64) -> Result<Settings, ApiError> {
        let stored = self.archive(move |s| s.settings_of(id)).await?;
        Ok(Settings::from_stored(stored.as_deref()))
    }

    /// Applies `change` to account `id`'s settings; the settings now. 400 `bad-settings`.
    pub async fn change_settings(
        &self,
        id: i64,
        change: SettingsChange,
    ) -> Result<Settings, ApiError> {
        let settings = self.settings(id).await?.changed(change)?;
        let stored = settings.to_stored();
        self.archive(move |s| s.set_settings(id, &stored)).await?;
        Ok(settings)
    }

    /// The account named `name` (whatever its case).
    pub async fn account(&self, name: &str) -> Result<Option<AccountRow>, ApiError> {
        let name = name.to_string();
        self.archive(move |s| s.account(&name)).await
    }

    /// Makes account `id` a bot, played by a program through the bot API, for good: 409
    /// `already-bot`, or `has-games` for an account that has played.
    pub async fn make_bot(&self, id: i64) -> Result<(), ApiError> {
        match self.archive(move |s| s.make_bot(id)).await? {
            Ok(()) => Ok(()),
            Err(BotRefusal::AlreadyBot) => Err(ApiError::conflict(
                "already-bot",
                "this account is a bot already",
            )),
            Err(BotRefusal::HasGames) => Err(ApiError::conflict(
                "has-games",
                "only an account that has played no game can become a bot",
            )),
        }
    }

    /// A player's account, rating history and `recent` last games.
    pub async fn player(
        &self,
        name: &str,
        recent: u32,
    ) -> Result<Option<(AccountRow, Vec<RatingPoint>, Vec<RecentGame>)>, ApiError> {
        let name = name.to_string();
        self.archive(move |s| match s.account(&name)? {
            Some(row) => {
                let history = s.rating_history(row.id)?;
                let games = s.recent_games(row.id, recent)?;
                Ok(Some((row, history, games)))
            }
            None => Ok(None),
        })
        .await
    }

    /// A page of the players by rating, and how many there are.
    pub async fn leaderboard(
        &self,
        page: u32,
        per_page: u32,
    ) -> Result<Page<AccountRow>, ApiError> {
        self.archive(move |s| s.leaderboard(page, per_page)).await
    }
}
