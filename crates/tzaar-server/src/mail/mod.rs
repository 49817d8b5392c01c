//! E-mail for accounts: an address given at sign-up or later, verified by a link mailed to
//! it; a new password chosen through a link mailed to a verified address. A mail is queued
//! in the archive's outbox, in the transaction that causes it, and sent by the outbox's
//! sender ([`outbox`]), never on a request's path. Without an SMTP server configured, mail
//! is off: addresses are kept (unverified) and nothing is queued.
//!
//! A link's token is 32 random bytes in hex, kept in the archive only as its SHA-256 (as
//! sessions are), and carried in the link's fragment (`#token=…`), which no server logs.

pub mod address;
pub mod notices;
pub mod outbox;
pub mod words;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

use crate::accounts::Accounts;
use crate::accounts::sessions::{Ended, new_session_token, token_hash};
use crate::config::{MailConfig, ServerConfig};
use crate::dates::now_ms;
use crate::error::{ApiError, on_archive};
use crate::store::{AccountRef, EmailState, EventLimit, NewToken, Reserved, Store, TokenUse};

pub use address::check_email;

/// How long a link verifying an address works.
pub const VERIFY_LIFETIME: Duration = Duration::from_secs(48 * 3600);
/// How long a link choosing a new password works.
pub const RESET_LIFETIME: Duration = Duration::from_secs(3600);
/// The window of the limits on mails asked for.
pub const MAIL_WINDOW: Duration = Duration::from_secs(3600);
/// Password resets one client address may ask for per [`MAIL_WINDOW`].
pub const RESETS_PER_CLIENT: u32 = 5;
/// Password resets that may be asked for one e-mail address per [`MAIL_WINDOW`].
pub const RESETS_PER_EMAIL: u32 = 3;
/// Verification mails one account may ask for per [`MAIL_WINDOW`].
pub const VERIFY_MAILS_PER_ACCOUNT: u32 = 5;

/// The path of the page a verification link opens.
pub const VERIFY_PAGE: &str = "/verify-email";
/// The path of the page a password-reset link opens.
pub const RESET_PAGE: &str = "/new-password";

/// The mail service, cheap to clone.
#[derive(Clone)]
pub struct Mail {
    inner: Arc<MailInner>,
}

struct MailInner {
    store: Arc<Store>,
    accounts: Accounts,
    config: Option<MailConfig>,
    /// The start of every link (the public URL).
    base: String,
    /// Wakes the sender when a mail is queued here.
    wake: Arc<Notify>,
    started: AtomicBool,
}

/// 503 `mail-off`.
fn mail_off() -> ApiError {
    ApiError::Unavailable {
        code: "mail-off",
        message: "this server sends no mail".into(),
    }
}

/// 400 `bad-token`: a link not known.
fn bad_token() -> ApiError {
    ApiError::bad(
        "bad-token",
        "this link is not known (or its address is no longer the account's)",
    )
}

/// The refusal of a token that cannot be used.
fn refused(why: TokenUse) -> ApiError {
    match why {
        TokenUse::Done { .. } | TokenUse::Unknown => bad_token(),
        TokenUse::Expired => ApiError::Gone {
            code: "token-expired",
            message: "this link has expired: ask for a new one".into(),
        },
        TokenUse::Used => ApiError::Gone {
            code: "token-used",
            message: "this link was used already".into(),
        },
    }
}

/// 429 `too-many-mails`, after `ms`.
fn too_many(ms: i64) -> ApiError {
    ApiError::TooManyRequests {
        code: "too-many-mails",
        message: "too many mails asked for lately".into(),
        retry_after: u64::try_from(ms).unwrap_or(0).div_ceil(1000).max(1),
    }
}

impl Mail {
    /// The service over `store`, sending as `config.mail` says (if at all), with links that
    /// begin with `config.public_url`; a new password goes through `accounts`.
    pub fn new(config: &ServerConfig, store: Arc<Store>, accounts: Accounts) -> Mail {
        Mail {
            inner: Arc::new(MailInner {
                store,
                accounts,
                config: config.mail.clone(),
                base: config.public_url.clone().unwrap_or_default(),
                wake: Arc::new(Notify::new()),
                started: AtomicBool::new(false),
            }),
        }
    }

    /// How long a turn's notice waits, in ms.
    fn turn_delay_ms(&self) -> i64 {
        self.inner
            .config
            .as_ref()
            .map_or(0, |c| c.turn_delay.as_millis() as i64)
    }

    /// Whether mail is sent.
    pub fn enabled(&self) -> bool {
        self.inner.config.is_some()
    }

    /// Starts the outbox's sender (once; nothing if mail is off).
    pub fn start(&self) {
        let Some(config) = self.inner.config.clone() else {
            return;
        };
        if self.inner.started.swap(true, Ordering::AcqRel) {
            return;
        }
        let (store, wake) = (self.inner.store.clone(), self.inner.wake.clone());
        tokio::spawn(outbox::run(store, config.clone(), wake));
        let this = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(e) = this.notice_deadlines().await {
                    tracing::warn!(%e, "cannot look for near deadlines");
                }
                tokio::time::sleep(config.poll.max(Duration::from_secs(1)) * 12).await;
            }
        });
    }

    /// The address of account `id`, and whether it is verified.
    pub async fn email_of(&self, id: i64) -> Result<EmailState, ApiError> {
        on_archive(&self.inner.store, move |s| s.email_of(id)).await
    }

    /// Counts an event of `kind` for `key` against `per_hour`; 429 `too-many-mails` beyond.
    async fn count(&self, kind: &'static str, key: String, per_hour: u32) -> Result<i64, ApiError> {
        let limit = EventLimit {
            window_ms: MAIL_WINDOW.as_millis() as i64,
            per_key: per_hour,
        };
        let reserved = on_archive(&self.inner.store, move |s| {
            s.reserve_event(kind, &key, now_ms(), &limit)
        })
        .await?;
        match reserved {
            Reserved::Attempt(id) => Ok(id),
            Reserved::Wait(ms) => Err(too_many(ms)),
        }
    }

    /// A new token for `purpose` and `account` at `email`, valid `lifetime`: the token, and
    /// what the archive keeps of it.
    fn token(
        purpose: &str,
        account: i64,
        email: &str,
        lifetime: Duration,
    ) -> Result<(String, NewToken), ApiError> {
        let token = new_session_token()?;
        let now = now_ms();
        let kept = NewToken {
            hash: token_hash(&token),
            purpose: purpose.into(),
            account_id: account,
            email: email.into(),
            created: now,
            expires: now.saturating_add(lifetime.as_millis() as i64),
        };
        Ok((token, kept))
    }

    /// Gives `account` the address `email` (checked already; `None` removes it), unverified;
    /// with mail on, a link verifying it is mailed (at most [`VERIFY_MAILS_PER_ACCOUNT`] an
    /// hour: 429 `too-many-mails`). The address the account has, verified, is left as it is.
    pub async fn set_email(
        &self,
        account: &AccountRef,
        email: Option<String>,
    ) -> Result<(), ApiError> {
        let id = account.id;
        let current = on_archive(&self.inner.store, move |s| s.email_of(id)).await?;
        if current.verified && current.email == email {
            return Ok(());
        }
        let address = match email {
            Some(address) if self.enabled() => address,
            email => {
                return on_archive(&self.inner.store, move |s| {
                    s.set_email(id, email.as_deref(), None)
                })
                .await;
            }
        };
        self.count("verify-mail", id.to_string(), VERIFY_MAILS_PER_ACCOUNT)
            .await?;
        let (token, kept) = Self::token("verify", id, &address, VERIFY_LIFETIME)?;
        let link = format!("{}{VERIFY_PAGE}#token={token}", self.inner.base);
        let Some(to) = self.addressee(&account.name, None).await? else {
            return Err(ApiError::NotLoggedIn);
        };
        let hours = VERIFY_LIFETIME.as_secs() / 3600;
        let said = words::verify(to.settings.lang(), &to.name, &link, hours, &to.foot());
        let mail = to.mail(address.clone(), said, kept.created);
        on_archive(&self.inner.store, move |s| {
            s.set_email(id, Some(&address), Some((&kept, &mail)))
        })
        .await?;
        self.inner.wake.notify_one();
        Ok(())
    }

    /// Uses a verification link's token: its address becomes verified. 400 `bad-token`,
    /// 410 `token-expired` or `token-used`.
    pub async fn verify(&self, token: String) -> Result<(), ApiError> {
        let hash = token_hash(&token);
        match on_archive(&self.inner.store, move |s| s.verify_email(&hash, now_ms())).await? {
            TokenUse::Done { .. } => Ok(()),
            why => Err(refused(why)),
        }
    }

    /// Asks, from the client `client`, for a link choosing a new password mailed to `email`
    /// (checked already): counted at once against the client's limit and the address's (429
    /// `too-many-mails`); then, off the request's path, a link is mailed to each account
    /// whose verified address it is, and to none if none. 503 `mail-off` when mail is off.
    pub async fn request_reset(&self, email: String, client: &str) -> Result<(), ApiError> {
        if !self.enabled() {
            return Err(mail_off());
        }
        let first = self
            .count("reset-client", client.to_string(), RESETS_PER_CLIENT)
            .await?;
        if let Err(e) = self
            .count("reset-email", email.clone(), RESETS_PER_EMAIL)
            .await
        {
            let store = self.inner.store.clone();
            let _ = on_archive(&store, move |s| s.release_event(first)).await;
            return Err(e);
        }
        let this = self.clone();
        tokio::spawn(async move {
            if let Err(e) = this.queue_resets(email).await {
                tracing::warn!(%e, "cannot queue a password reset");
            }
        });
        Ok(())
    }

    /// Queues a reset link for each account whose verified address is `email`.
    async fn queue_resets(&self, email: String) -> Result<(), ApiError> {
        let address = email.clone();
        let accounts =
            on_archive(&self.inner.store, move |s| s.verified_accounts(&address)).await?;
        for (id, name) in accounts {
            let (token, kept) = Self::token("reset", id, &email, RESET_LIFETIME)?;
            let link = format!("{}{RESET_PAGE}#token={token}", self.inner.base);
            // A closed account is mailed no new password.
            let Some(to) = self.addressee(&name, None).await? else {
                continue;
            };
            let hours = RESET_LIFETIME.as_secs() / 3600;
            let said = words::reset(to.settings.lang(), &to.name, &link, hours, &to.foot());
            let mail = to.mail(email.clone(), said, kept.created);
            on_archive(&self.inner.store, move |s| s.send_token(&kept, &mail)).await?;
            self.inner.wake.notify_one();
        }
        Ok(())
    }

    /// Uses a reset link's token: the account's password becomes `password` (checked
    /// already) and every session of the account ends. 400 `bad-token`, 410 `token-expired`
    /// or `token-used`; 503 `mail-off`.
    pub async fn reset_password(&self, token: String, password: String) -> Result<(), ApiError> {
        if !self.enabled() {
            return Err(mail_off());
        }
        let hash = token_hash(&token);
        let peek = hash.clone();
        match on_archive(&self.inner.store, move |s| {
            s.check_token(&peek, "reset", now_ms())
        })
        .await?
        {
            TokenUse::Done { .. } => {}
            why => return Err(refused(why)),
        }
        let accounts = &self.inner.accounts;
        let new = accounts.hash_password(password).await?;
        let used = on_archive(&self.inner.store, move |s| {
            s.reset_password(&hash, &new, now_ms())
        })
        .await?;
        match used {
            TokenUse::Done { account_id } => {
                accounts.sessions_ended(Ended::AllBut {
                    account: account_id,
                    keep: None,
                });
                Ok(())
            }
            why => Err(refused(why)),
        }
    }
}
