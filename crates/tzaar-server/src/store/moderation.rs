//! Moderation in the archive: the blocks between players, the reports of players and chat
//! lines, the admins, hidden chat lines and closed accounts.

use serde::Serialize;
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::sql::read_row;
use crate::dates::iso;

/// An open report, with the names it concerns (as `GET /api/admin/reports` lists it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReportRow {
    /// Its number.
    pub id: i64,
    /// Who reported.
    pub reporter: String,
    /// The player reported.
    pub player: String,
    /// The game, if the report is about one (or a line of its chat).
    pub game: Option<String>,
    /// The chat line reported, by its number in the game's chat.
    pub chat_seq: Option<u32>,
    /// That chat line's text, if it is still there.
    pub chat_text: Option<String>,
    /// Why, in the reporter's words.
    pub reason: String,
    /// When (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub at: i64,
}

/// A report to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewReport {
    /// Who reports (an account id).
    pub reporter: i64,
    /// The player reported (an account id).
    pub target: i64,
    /// The game it is about, if any.
    pub game_id: Option<String>,
    /// The chat line it is about, if any (in `game_id`'s chat).
    pub chat_seq: Option<u32>,
    /// Why.
    pub reason: String,
}

/// The moderation's part of the archive.
impl Store {
    /// `blocker` blocks `blocked` as of `now` (again: nothing changes).
    pub fn block(&self, blocker: i64, blocked: i64, now: i64) -> Result<(), StoreError> {
        self.db.read(|c| {
            c.exec(sql!(
                "INSERT INTO blocks (blocker, blocked, at) VALUES ({blocker}, {blocked}, {now})
                 ON CONFLICT (blocker, blocked) DO NOTHING"
            ))
        })?;
        Ok(())
    }

    /// `blocker` no longer blocks `blocked` (nothing if it did not).
    pub fn unblock(&self, blocker: i64, blocked: i64) -> Result<(), StoreError> {
        self.db.read(|c| {
            c.exec(sql!(
                "DELETE FROM blocks WHERE blocker = {blocker} AND blocked = {blocked}"
            ))
        })?;
        Ok(())
    }

    /// Whether `blocker` blocks `blocked`.
    pub fn blocks(&self, blocker: i64, blocked: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.exists(sql!(
                "SELECT 1 FROM blocks WHERE blocker = {blocker} AND blocked = {blocked}"
            ))
        })
    }

    /// The names of the players `blocker` blocks, alphabetically.
    pub fn blocked_names(&self, blocker: i64) -> Result<Vec<String>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT a.name FROM blocks b JOIN accounts a ON a.id = b.blocked
                     WHERE b.blocker = {blocker} ORDER BY a.name_key"
                ),
                |r| r.get(0),
            )
        })
    }

    /// Stores `report` as of `now`; its number.
    pub fn add_report(&self, report: &NewReport, now: i64) -> Result<i64, StoreError> {
        let NewReport {
            reporter,
            target,
            game_id,
            chat_seq,
            reason,
        } = report;
        let (seq, game_id) = (chat_seq.map(i64::from), game_id.clone());
        self.db.read(|c| {
            c.value(sql!(
                "INSERT INTO reports (reporter, target, game_id, chat_seq, reason, at)
                 VALUES ({reporter}, {target}, {game_id}, {seq}, {reason}, {now})
                 RETURNING id"
            ))
        })
    }

    /// The open reports, oldest first, at most `limit`.
    pub fn open_reports(&self, limit: u32) -> Result<Vec<ReportRow>, StoreError> {
        let limit = i64::from(limit);
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT r.id, p.name, t.name, r.game_id, r.chat_seq, ch.text, r.reason, r.at
                     FROM reports r JOIN accounts p ON p.id = r.reporter
                         JOIN accounts t ON t.id = r.target
                         LEFT JOIN chat ch ON ch.game_id = r.game_id AND ch.seq = r.chat_seq
                     WHERE r.resolved_at IS NULL ORDER BY r.at, r.id LIMIT {limit}"
                ),
                |r| {
                    Ok(read_row!(r => ReportRow {
                        id, reporter, player, game, chat_seq, chat_text, reason, at
                    }))
                },
            )
        })
    }

    /// Report `id` is dealt with by `admin` at `now`; `false` if there is no such open report.
    pub fn resolve_report(&self, id: i64, admin: i64, now: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.changed_one(sql!(
                "UPDATE reports SET resolved_by = {admin}, resolved_at = {now}
                 WHERE id = {id} AND resolved_at IS NULL"
            ))
        })
    }

    /// Hides line `seq` of game `game`'s chat (by `admin`); `false` if there is no such line.
    pub fn hide_chat(&self, game: &str, seq: u32, admin: i64) -> Result<bool, StoreError> {
        let seq = i64::from(seq);
        self.db.read(|c| {
            c.changed_one(sql!(
                "UPDATE chat SET hidden_by = {admin} WHERE game_id = {game} AND seq = {seq}"
            ))
        })
    }

    /// Whether account `id` is an admin (and not closed).
    pub fn is_admin(&self, id: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.exists(sql!(
                "SELECT 1 FROM accounts WHERE id = {id} AND role = 'admin' AND closed_at IS NULL"
            ))
        })
    }

    /// Gives the account named `name` (whatever its case) the role `role` (`player` or
    /// `admin`); `false` if there is no such account (a deleted one is none).
    pub fn set_role(&self, name: &str, role: &str) -> Result<bool, StoreError> {
        let key = super::name_key(name);
        self.db.read(|c| {
            c.changed_one(sql!(
                "UPDATE accounts SET role = {role} WHERE name_key = {key} AND role <> 'deleted'"
            ))
        })
    }

    /// Whether account `id` is closed.
    pub fn is_closed(&self, id: i64) -> Result<bool, StoreError> {
        self.db.read(|c| {
            c.exists(sql!(
                "SELECT 1 FROM accounts WHERE id = {id} AND closed_at IS NOT NULL"
            ))
        })
    }

    /// Closes account `id` as of `now`, in one transaction: its sessions end and its open
    /// challenges are cancelled (their ids are returned, for the lobby). `None` if there is no
    /// such open account.
    pub fn close_account(&self, id: i64, now: i64) -> Result<Option<Vec<String>>, StoreError> {
        self.db.in_tx(|c| {
            let closed = c.exec(sql!(
                "UPDATE accounts SET closed_at = {now} WHERE id = {id} AND closed_at IS NULL"
            ))?;
            if closed != 1 {
                return Ok(None);
            }
            c.exec(sql!("DELETE FROM sessions WHERE account_id = {id}"))?;
            let seeks = c.all(
                sql!(
                    "UPDATE seeks SET status = 'cancelled' WHERE owner = {id} AND status = 'open'
                     RETURNING id"
                ),
                |r| r.get(0),
            )?;
            Ok(Some(seeks))
        })
    }
}
