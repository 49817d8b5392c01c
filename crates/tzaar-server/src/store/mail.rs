//! E-mail's part of the archive: an account's address and whether it is verified, the tokens
//! of the links mailed (kept only as SHA-256 hashes of the tokens), and the outbox.
//!
//! A mail is a row of the outbox, written in the transaction of what causes it. A sender
//! claims due rows for a lease ([`Store::claim_mails`]); on PostgreSQL the rows are locked
//! with `FOR UPDATE SKIP LOCKED`, so that two instances never claim one row at once, and a
//! claimed row is claimed again only once its lease has run out (its sender died). A mail
//! sent keeps its row, its body emptied: the body held the link's token.

use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::sql::{Conn, read_row};

/// A token to store: what its link is for, whose it is and where it was sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewToken {
    /// The SHA-256 of the token, in hex.
    pub hash: String,
    /// `verify` or `reset`.
    pub purpose: String,
    /// The account.
    pub account_id: i64,
    /// The address the link goes to.
    pub email: String,
    /// When it was made, ms since the epoch.
    pub created: i64,
    /// When it stops being valid, ms since the epoch.
    pub expires: i64,
}

/// What a mail is: where it goes and what it says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Letter {
    /// The address it goes to.
    pub recipient: String,
    /// Its subject.
    pub subject: String,
    /// Its text.
    pub body: String,
    /// Its one-click unsubscribe link (the `List-Unsubscribe` header).
    pub unsubscribe: Option<String>,
}

/// A mail to queue.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewMail {
    /// The mail.
    pub letter: Letter,
    /// When it was queued, ms since the epoch.
    pub created: i64,
    /// When it is first due, if later than `created`.
    pub due: Option<i64>,
    /// A key no other mail may have (`turn:GAME:TURNS:ACCOUNT`): a mail with the key of one
    /// queued before is not queued.
    pub dedupe: Option<String>,
    /// The game state the mail is about, `GAME:TURNS`: when it is claimed and the game is no
    /// longer playing at that turn, it is dropped unsent.
    pub recheck: Option<String>,
}

/// A mail claimed for sending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutMail {
    /// Its row.
    pub id: i64,
    /// The attempts to send it so far, this one included.
    pub attempts: u32,
    /// The game state it is about, if any (see [`NewMail::recheck`]).
    pub recheck: Option<String>,
    /// The mail.
    pub letter: Letter,
}

/// What a notice needs of its recipient.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoticeTarget {
    /// The account.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its address, if verified.
    pub email: Option<String>,
    /// Its settings as stored (JSON), `None` for the defaults.
    pub settings: Option<String>,
    /// The key of its unsubscribe links.
    pub notice_key: Option<String>,
}

/// A correspondence game whose deadline is near: the account to act and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearDeadline {
    /// The game.
    pub game: String,
    /// The account to act.
    pub account: i64,
    /// The deadline, ms since the epoch.
    pub deadline: i64,
}

/// An account's address, as `GET /api/me` shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EmailState {
    /// The address, if any.
    pub email: Option<String>,
    /// Whether a link mailed to it was followed.
    pub verified: bool,
}

/// What became of a token presented.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenUse {
    /// It was valid and is now used: its account.
    Done {
        /// The account it was for.
        account_id: i64,
    },
    /// No token of this purpose has this hash, or the account's address is no longer the one
    /// it was sent to.
    Unknown,
    /// It was valid until its expiry, which has passed.
    Expired,
    /// It was used already.
    Used,
}

/// Queues `mail` inside the transaction `c`; its row's id, or `None` when a mail with its
/// `dedupe` key was queued before.
fn queue(c: &mut dyn Conn, mail: &NewMail) -> Result<Option<i64>, StoreError> {
    let NewMail {
        letter:
            Letter {
                recipient,
                subject,
                body,
                unsubscribe,
            },
        created,
        due,
        dedupe,
        recheck,
    } = mail;
    let due = due.unwrap_or(*created);
    let (dedupe, recheck, unsubscribe) = (dedupe.clone(), recheck.clone(), unsubscribe.clone());
    c.first_value(sql!(
        "INSERT INTO outbox (recipient, subject, body, created, due, attempts, dedupe, recheck,
             unsubscribe)
         VALUES ({recipient}, {subject}, {body}, {created}, {due}, 0, {dedupe}, {recheck},
             {unsubscribe})
         ON CONFLICT (dedupe) DO NOTHING RETURNING id"
    ))
}

/// Stores `token` inside the transaction `c`.
fn keep_token(c: &mut dyn Conn, token: &NewToken) -> Result<(), StoreError> {
    let NewToken {
        hash,
        purpose,
        account_id,
        email,
        created,
        expires,
    } = token;
    c.exec(sql!(
        "INSERT INTO mail_tokens (token_hash, purpose, account_id, email, created, expires)
         VALUES ({hash}, {purpose}, {account_id}, {email}, {created}, {expires})"
    ))?;
    Ok(())
}

/// Uses the token `hash` of `purpose` at `now` inside the transaction `c`: the account and
/// the address it was sent to, or why not. The address must still be the account's.
fn take_token(
    c: &mut dyn Conn,
    hash: &str,
    purpose: &str,
    now: i64,
) -> Result<Result<(i64, String), TokenUse>, StoreError> {
    let taken = c.first(
        sql!(
            "UPDATE mail_tokens SET used = {now}
             WHERE token_hash = {hash} AND purpose = {purpose} AND used IS NULL
                 AND expires > {now}
             RETURNING account_id, email"
        ),
        |r| Ok((r.get::<i64>(0)?, r.get::<String>(1)?)),
    )?;
    if let Some((account, email)) = taken {
        let current: Option<Option<String>> =
            c.first_value(sql!("SELECT email FROM accounts WHERE id = {account}"))?;
        if current.flatten().as_deref() != Some(email.as_str()) {
            return Ok(Err(TokenUse::Unknown));
        }
        return Ok(Ok((account, email)));
    }
    let found = c.first(
        sql!(
            "SELECT used, expires FROM mail_tokens
             WHERE token_hash = {hash} AND purpose = {purpose}"
        ),
        |r| Ok((r.get::<Option<i64>>(0)?, r.get::<i64>(1)?)),
    )?;
    Ok(Err(match found {
        None => TokenUse::Unknown,
        Some((Some(_), _)) => TokenUse::Used,
        Some((None, _)) => TokenUse::Expired,
    }))
}

/// E-mail's part of the archive. Every change is one transaction.
impl Store {
    /// An account's address and whether it is verified (the default for an unknown id).
    pub fn email_of(&self, account_id: i64) -> Result<EmailState, StoreError> {
        let found = self.db.read(|c| {
            c.first(
                sql!("SELECT email, email_verified FROM accounts WHERE id = {account_id}"),
                |r| Ok(read_row!(r => EmailState { email, verified })),
            )
        })?;
        Ok(found.unwrap_or_default())
    }

    /// Sets (or, `None`, removes) an account's address, unverified; with it, in the same
    /// transaction, the token of the link that verifies it and the mail carrying the link.
    pub fn set_email(
        &self,
        account_id: i64,
        email: Option<&str>,
        verify: Option<(&NewToken, &NewMail)>,
    ) -> Result<(), StoreError> {
        let email = email.map(str::to_string);
        self.db.in_tx(|c| {
            c.exec(sql!(
                "UPDATE accounts SET email = {email}, email_verified = FALSE
                 WHERE id = {account_id}"
            ))?;
            if let Some((token, mail)) = verify {
                keep_token(c, token)?;
                queue(c, mail)?;
            }
            Ok(())
        })
    }

    /// The accounts (id and name) whose verified address is `email`.
    pub fn verified_accounts(&self, email: &str) -> Result<Vec<(i64, String)>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id, name FROM accounts
                     WHERE email = {email} AND email_verified = TRUE ORDER BY id"
                ),
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
    }

    /// Stores a token and queues the mail carrying its link, in one transaction.
    pub fn send_token(&self, token: &NewToken, mail: &NewMail) -> Result<(), StoreError> {
        self.db.in_tx(|c| {
            keep_token(c, token)?;
            queue(c, mail)?;
            Ok(())
        })
    }

    /// Queues a mail; its row's id.
    pub fn queue_mail(&self, mail: &NewMail) -> Result<Option<i64>, StoreError> {
        self.db.in_tx(|c| queue(c, mail))
    }

    /// Whether the token `hash` of `purpose` could be used at `now` (nothing is changed).
    pub fn check_token(&self, hash: &str, purpose: &str, now: i64) -> Result<TokenUse, StoreError> {
        self.db.read(|c| {
            let found = c.first(
                sql!(
                    "SELECT t.used, t.expires, t.account_id, a.email FROM mail_tokens t
                     LEFT JOIN accounts a ON a.id = t.account_id AND a.email = t.email
                     WHERE t.token_hash = {hash} AND t.purpose = {purpose}"
                ),
                |r| {
                    Ok((
                        r.get::<Option<i64>>(0)?,
                        r.get::<i64>(1)?,
                        r.get::<i64>(2)?,
                        r.get::<Option<String>>(3)?,
                    ))
                },
            )?;
            Ok(match found {
                None | Some((None, _, _, None)) => TokenUse::Unknown,
                Some((Some(_), _, _, _)) => TokenUse::Used,
                Some((None, expires, _, _)) if expires <= now => TokenUse::Expired,
                Some((None, _, account_id, Some(_))) => TokenUse::Done { account_id },
            })
        })
    }

    /// Uses a `verify` token at `now`: its account's address (if still the one it was sent
    /// to) becomes verified.
    pub fn verify_email(&self, hash: &str, now: i64) -> Result<TokenUse, StoreError> {
        self.db
            .in_tx(|c| match take_token(c, hash, "verify", now)? {
                Err(why) => Ok(why),
                Ok((account_id, _)) => {
                    c.exec(sql!(
                        "UPDATE accounts SET email_verified = TRUE WHERE id = {account_id}"
                    ))?;
                    Ok(TokenUse::Done { account_id })
                }
            })
    }

    /// Uses a `reset` token at `now`: its account's password hash becomes `password_hash`,
    /// every session of the account ends and its other reset tokens are spent.
    pub fn reset_password(
        &self,
        hash: &str,
        password_hash: &str,
        now: i64,
    ) -> Result<TokenUse, StoreError> {
        self.db.in_tx(|c| match take_token(c, hash, "reset", now)? {
            Err(why) => Ok(why),
            Ok((account_id, _)) => {
                c.exec(sql!(
                    "UPDATE accounts SET password_hash = {password_hash}
                     WHERE id = {account_id} AND password_hash IS NOT NULL"
                ))?;
                c.exec(sql!("DELETE FROM sessions WHERE account_id = {account_id}"))?;
                c.exec(sql!(
                    "UPDATE mail_tokens SET used = {now}
                     WHERE account_id = {account_id} AND purpose = 'reset' AND used IS NULL"
                ))?;
                Ok(TokenUse::Done { account_id })
            }
        })
    }

    /// Claims up to `limit` mails due at `now` (unsent, not given up, and not claimed, or
    /// their lease over) until `now + lease_ms`, counting an attempt for each. On PostgreSQL
    /// the rows are locked and those another instance is claiming skipped.
    pub fn claim_mails(
        &self,
        now: i64,
        lease_ms: i64,
        limit: u32,
    ) -> Result<Vec<OutMail>, StoreError> {
        let until = now.saturating_add(lease_ms);
        let limit = i64::from(limit);
        self.db.in_tx(|c| {
            c.all(
                sql!(
                    "UPDATE outbox SET claimed_until = {until}, attempts = attempts + 1
                     WHERE id IN (
                         SELECT id FROM outbox
                         WHERE sent IS NULL AND failed IS NULL AND due <= {now}
                             AND (claimed_until IS NULL OR claimed_until <= {now})
                         ORDER BY due, id LIMIT {limit}
                         FOR UPDATE SKIP LOCKED)
                     RETURNING id, attempts, recheck, recipient, subject, body, unsubscribe"
                ),
                |r| {
                    Ok(read_row!(r => OutMail {
                        id, attempts, recheck,
                        letter: Letter { recipient, subject, body, unsubscribe },
                    }))
                },
            )
        })
    }

    /// Marks mail `id` sent at `now`; its body (which held a link's token) is emptied.
    pub fn mail_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        self.db.read(|c| {
            c.exec(sql!(
                "UPDATE outbox SET sent = {now}, body = '', claimed_until = NULL, error = NULL
                 WHERE id = {id}"
            ))
        })?;
        Ok(())
    }

    /// Mail `id` could not be sent at `now` (`error`): due again at `retry_at`, or, `None`,
    /// given up (its body emptied).
    pub fn mail_failed(
        &self,
        id: i64,
        now: i64,
        retry_at: Option<i64>,
        error: &str,
    ) -> Result<(), StoreError> {
        self.db.read(|c| match retry_at {
            Some(due) => c.exec(sql!(
                "UPDATE outbox SET due = {due}, claimed_until = NULL, error = {error}
                 WHERE id = {id}"
            )),
            None => c.exec(sql!(
                "UPDATE outbox SET failed = {now}, body = '', claimed_until = NULL,
                     error = {error}
                 WHERE id = {id}"
            )),
        })?;
        Ok(())
    }

    /// Whether game `game` is still playing with `turns` turns made (a notice about that
    /// turn is still news).
    pub fn still_at_turn(&self, game: &str, turns: i64) -> Result<bool, StoreError> {
        let found: Option<i64> = self.db.read(|c| {
            c.first_value(sql!(
                "SELECT turns FROM games WHERE id = {game} AND status = 'playing'"
            ))
        })?;
        Ok(found == Some(turns))
    }

    /// What a notice to account `name` (by its key, [`super::name_key`]) needs; `None` for
    /// an unknown or closed account.
    pub fn notice_target(&self, name: &str) -> Result<Option<NoticeTarget>, StoreError> {
        let key = super::name_key(name);
        self.db.read(|c| {
            c.first(
                sql!(
                    "SELECT id, name, CASE WHEN email_verified THEN email END, settings,
                         notice_key
                     FROM accounts WHERE name_key = {key} AND closed_at IS NULL"
                ),
                |r| Ok(read_row!(r => NoticeTarget { id, name, email, settings, notice_key })),
            )
        })
    }

    /// The key of account `id`'s unsubscribe links: `fresh` is stored if it has none, and
    /// the stored one is given back.
    pub fn notice_key(&self, id: i64, fresh: &str) -> Result<String, StoreError> {
        self.db.in_tx(|c| {
            c.exec(sql!(
                "UPDATE accounts SET notice_key = {fresh} WHERE id = {id} AND notice_key IS NULL"
            ))?;
            c.value(sql!("SELECT notice_key FROM accounts WHERE id = {id}"))
        })
    }

    /// Account `id`'s settings as stored (JSON), `None` for the defaults.
    pub fn settings_of(&self, id: i64) -> Result<Option<String>, StoreError> {
        let found: Option<Option<String>> = self
            .db
            .read(|c| c.first_value(sql!("SELECT settings FROM accounts WHERE id = {id}")))?;
        Ok(found.flatten())
    }

    /// Stores account `id`'s settings (JSON).
    pub fn set_settings(&self, id: i64, settings: &str) -> Result<(), StoreError> {
        self.db.read(|c| {
            c.exec(sql!(
                "UPDATE accounts SET settings = {settings} WHERE id = {id}"
            ))
        })?;
        Ok(())
    }

    /// The correspondence games still playing whose deadline falls after `from` and by `to`,
    /// with the account to act (games whose side to act has no account are left out).
    pub fn deadlines_between(&self, from: i64, to: i64) -> Result<Vec<NearDeadline>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id, CASE to_act WHEN 'white' THEN white_account ELSE black_account END,
                         deadline
                     FROM games
                     WHERE status = 'playing' AND deadline > {from} AND deadline <= {to}
                         AND (CASE to_act WHEN 'white' THEN white_account ELSE black_account END)
                             IS NOT NULL
                     ORDER BY deadline LIMIT 1000"
                ),
                |r| Ok(read_row!(r => NearDeadline { game, account, deadline })),
            )
        })
    }

    /// The name of the player facing account `account` in game `game` (an account's or a
    /// guest's name), if the game exists.
    pub fn opponent_of(&self, game: &str, account: i64) -> Result<Option<String>, StoreError> {
        let found: Option<Option<String>> = self.db.read(|c| {
            c.first_value(sql!(
                "SELECT CASE WHEN white_account = {account} THEN black ELSE white END
                 FROM games WHERE id = {game}"
            ))
        })?;
        Ok(found.flatten())
    }

    /// The name of account `id`, if it exists.
    pub fn account_name(&self, id: i64) -> Result<Option<String>, StoreError> {
        self.db
            .read(|c| c.first_value(sql!("SELECT name FROM accounts WHERE id = {id}")))
    }

    /// How many mails are waiting (unsent and not given up).
    pub fn mails_waiting(&self) -> Result<u64, StoreError> {
        self.db.read(|c| {
            c.value(sql!(
                "SELECT COUNT(*) FROM outbox WHERE sent IS NULL AND failed IS NULL"
            ))
        })
    }
}
