//! The outbox's sender: a task that claims the mails due, sends each over SMTP, and marks it
//! sent, or due again after a wait that doubles at each failure, or given up after the
//! configured attempts (logged). It sleeps until the next poll or until a mail is queued here.
//!
//! A mail is marked sent only after the SMTP server took it: if the process dies between the
//! two, the mail's lease runs out and it is sent again (once more, at most, per such crash).

use std::sync::Arc;
use std::time::Duration;

use lettre::message::Mailbox;
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use tokio::sync::Notify;

use crate::config::MailConfig;
use crate::dates::now_ms;
use crate::error::on_archive;
use crate::store::{Letter, OutMail, Store};

/// Mails claimed at once.
const BATCH: u32 = 10;

/// How long one SMTP exchange may take; the lease is kept longer than a batch of them.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// The SMTP client and the sender's address of `config`, or why they cannot be made.
pub fn transport(
    config: &MailConfig,
) -> Result<(AsyncSmtpTransport<Tokio1Executor>, Mailbox), String> {
    let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.smtp)
        .map_err(|e| format!("--smtp is not a usable SMTP URL: {e}"))?
        .timeout(Some(SMTP_TIMEOUT))
        .build();
    let from: Mailbox = config
        .from
        .parse()
        .map_err(|e| format!("--mail-from `{}` is not an address: {e}", config.from))?;
    Ok((transport, from))
}

/// Milliseconds of a duration, for the archive.
fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// Runs the sender until the runtime ends.
pub async fn run(store: Arc<Store>, config: MailConfig, wake: Arc<Notify>) {
    let (transport, from) = match transport(&config) {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(%e, "mail is not sent");
            return;
        }
    };
    let lease = ms(config.lease);
    loop {
        let claimed = on_archive(&store, move |s| s.claim_mails(now_ms(), lease, BATCH)).await;
        let claimed = match claimed {
            Ok(c) => c,
            Err(e) => {
                tracing::warn!(%e, "cannot look at the outbox");
                Vec::new()
            }
        };
        let full = claimed.len() == BATCH as usize;
        for mail in claimed {
            send_one(&store, &config, &transport, &from, mail).await;
        }
        if !full {
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep(config.poll) => {}
            }
        }
    }
}

/// Sends one claimed mail and records what became of it.
async fn send_one(
    store: &Arc<Store>,
    config: &MailConfig,
    transport: &AsyncSmtpTransport<Tokio1Executor>,
    from: &Mailbox,
    mail: OutMail,
) {
    let (id, attempts) = (mail.id, mail.attempts);
    if let Some(about) = mail.recheck.clone()
        && !still_news(store, about).await
    {
        tracing::info!(mail = id, "a notice no longer news is dropped");
        let now = now_ms();
        let dropped = on_archive(store, move |s| {
            s.mail_failed(id, now, None, "no longer news")
        })
        .await;
        if let Err(e) = dropped {
            tracing::warn!(mail = id, %e, "cannot drop a mail");
        }
        return;
    }
    let outcome = match build(from, &mail.letter) {
        Ok(message) => transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| (e.to_string(), !e.is_permanent())),
        Err(e) => Err((e, false)),
    };
    let now = now_ms();
    let recorded = match outcome {
        Ok(()) => {
            tracing::info!(mail = id, "mail sent");
            on_archive(store, move |s| s.mail_sent(id, now)).await
        }
        Err((error, may_retry)) => {
            let retry_at = (may_retry && attempts < config.attempts)
                .then(|| now.saturating_add(ms(config.retry_after(attempts))));
            if retry_at.is_some() {
                tracing::warn!(mail = id, attempts, %error, "mail not sent; it is tried again later");
            } else {
                tracing::error!(mail = id, attempts, %error, "mail not sent; given up");
            }
            on_archive(store, move |s| s.mail_failed(id, now, retry_at, &error)).await
        }
    };
    if let Err(e) = recorded {
        tracing::warn!(mail = id, %e, "cannot record what became of a mail");
    }
}

/// Whether the game state a notice is about (`GAME:TURNS`) is still the game's: it is still
/// playing, at that turn. An unreadable state is not news; an archive that cannot be read
/// leaves the notice to be sent.
async fn still_news(store: &Arc<Store>, about: String) -> bool {
    let Some((game, turns)) = about.rsplit_once(':') else {
        return false;
    };
    let Ok(turns) = turns.parse::<i64>() else {
        return false;
    };
    let game = game.to_string();
    on_archive(store, move |s| s.still_at_turn(&game, turns))
        .await
        .unwrap_or(true)
}

/// `List-Unsubscribe`: the link that stops such mails (RFC 2369).
#[derive(Clone, Debug)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): a POST to the link
/// unsubscribes at once.
#[derive(Clone, Debug)]
struct OneClick;

impl Header for OneClick {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(OneClick)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_string())
    }
}

/// The message of `mail`, from `from`: plain text, with its unsubscribe link in the headers.
fn build(from: &Mailbox, mail: &Letter) -> Result<Message, String> {
    let to: Mailbox = mail
        .recipient
        .parse()
        .map_err(|e| format!("`{}` is not an address: {e}", mail.recipient))?;
    let mut message = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(mail.subject.clone())
        .header(ContentType::TEXT_PLAIN);
    if let Some(link) = &mail.unsubscribe {
        message = message
            .header(ListUnsubscribe(link.clone()))
            .header(OneClick);
    }
    message.body(mail.body.clone()).map_err(|e| e.to_string())
}
