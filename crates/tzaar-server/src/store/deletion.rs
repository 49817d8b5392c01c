//! An account's deletion in the archive, in one transaction: the account row stays (its games
//! and ratings refer to it by number) but becomes an anonymous "deleted player": renamed
//! `deleted.<number>`, a name no sign-up can take (names have no `.`), flagged with the role
//! `deleted`, with no password, address, settings, sessions, blocks, mail links or open
//! challenges; the games and chat lines of its seats carry the new name.

use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::rows::GAME_CHANNEL;

/// The name account `id` takes when it is deleted: `deleted.<id>`, unique as the number is and
/// of a form no sign-up can take.
pub fn deleted_name(id: i64) -> String {
    format!("deleted.{id}")
}

/// What deleting an account changed, for the services to tell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeletedAccount {
    /// The name the account had.
    pub name: String,
    /// Its challenges cancelled (its own, and those made to it), by id.
    pub seeks: Vec<String>,
    /// The games with a seat of its, now carrying its new name, by id.
    pub games: Vec<String>,
}

impl Store {
    /// Deletes account `id` as of `now` (see the module's words); `None` if there is no such
    /// account, it is a bot, or it is deleted already.
    pub fn delete_account(&self, id: i64, now: i64) -> Result<Option<DeletedAccount>, StoreError> {
        let new = deleted_name(id);
        self.db.in_tx(|c| {
            let found: Option<(String, String, Option<String>)> = c.first(
                sql!(
                    "SELECT name, name_key, email FROM accounts
                     WHERE id = {id} AND role <> 'deleted' AND bot_level IS NULL"
                ),
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )?;
            let Some((name, key, email)) = found else {
                return Ok(None);
            };
            // Two deletions at once: the second waits here for the first and changes nothing.
            let changed = c.exec(sql!(
                "UPDATE accounts SET name = {new}, name_key = {new}, password_hash = NULL,
                     email = NULL, email_verified = FALSE, settings = NULL,
                     notice_key = NULL, role = 'deleted',
                     closed_at = COALESCE(closed_at, {now})
                 WHERE id = {id} AND role <> 'deleted'"
            ))?;
            if changed != 1 {
                return Ok(None);
            }
            c.exec(sql!("DELETE FROM sessions WHERE account_id = {id}"))?;
            c.exec(sql!(
                "DELETE FROM blocks WHERE blocker = {id} OR blocked = {id}"
            ))?;
            c.exec(sql!("DELETE FROM mail_tokens WHERE account_id = {id}"))?;
            // Its puzzle attempts and rating (the puzzles keep what they learnt from it).
            c.exec(sql!("DELETE FROM puzzle_attempts WHERE account_id = {id}"))?;
            c.exec(sql!("DELETE FROM puzzle_ratings WHERE account_id = {id}"))?;
            // Mail to its address, sent or waiting, unless another account has it too.
            if let Some(email) = email {
                c.exec(sql!(
                    "DELETE FROM outbox WHERE recipient = {email}
                         AND NOT EXISTS (SELECT 1 FROM accounts WHERE email = {email})"
                ))?;
            }
            // Its failed logins would count against whoever signs up with the name next.
            c.exec(sql!("DELETE FROM login_attempts WHERE name = {key}"))?;
            let seeks = c.all(
                sql!(
                    "UPDATE seeks SET status = 'cancelled'
                     WHERE (owner = {id} OR opponent = {id}) AND status = 'open'
                     RETURNING id"
                ),
                |r| r.get(0),
            )?;
            c.exec(sql!(
                "UPDATE chat SET author = {new}
                 WHERE (side = 'white'
                        AND game_id IN (SELECT g.id FROM games g WHERE g.white_account = {id}))
                    OR (side = 'black'
                        AND game_id IN (SELECT g.id FROM games g WHERE g.black_account = {id}))"
            ))?;
            let mut games: Vec<(String, i64)> = c.all(
                sql!(
                    "UPDATE games SET white = {new}, version = version + 1
                     WHERE white_account = {id} RETURNING id, version"
                ),
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            games.extend(c.all(
                sql!(
                    "UPDATE games SET black = {new}, version = version + 1
                     WHERE black_account = {id} RETURNING id, version"
                ),
                |r| Ok((r.get::<String>(0)?, r.get::<i64>(1)?)),
            )?);
            // The instances sharing the archive read these games again.
            for (game, version) in &games {
                c.notify(GAME_CHANNEL, &format!("{game} {version}"))?;
            }
            let mut games: Vec<String> = games.into_iter().map(|(game, _)| game).collect();
            games.sort();
            games.dedup();
            Ok(Some(DeletedAccount { name, seeks, games }))
        })
    }
}
