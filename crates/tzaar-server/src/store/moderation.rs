//! Moderation in the archive: the blocks between players, the reports of players and chat
//! lines, the admins, hidden chat lines and closed accounts.

use serde::{Deserialize, Serialize};
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::sql::read_row;
use crate::dates::iso;

/// What a player reports (the body of `POST /api/reports`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    /// The player reported, by name.
    pub player: String,
    /// Why, in the reporter's words.
    pub reason: String,
    /// The game it is about, if any.
    pub game: Option<String>,
    /// A line of that game's chat, by its number.
    pub chat_seq: Option<u32>,
}

/// An open report as `GET /api/admin/reports` lists it: the report, who made it and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReportRow {
    /// Its number.
    pub id: i64,
    /// Who reported.
    pub reporter: String,
    /// What was reported.
    #[serde(flatten)]
    pub report: Report,
    /// The reported chat line's text, if it is still there.
    pub chat_text: Option<String>,
    /// When (ms since the epoch; ISO 8601 in JSON).
    #[serde(serialize_with = "iso")]
    pub at: i64,
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

    /// Stores `report` by account `reporter` about account `target` (the player it names) as
    /// of `now`; its number.
    pub fn add_report(
        &self,
        reporter: i64,
        target: i64,
        report: &Report,
        now: i64,
    ) -> Result<i64, StoreError> {
        let (seq, game_id) = (report.chat_seq.map(i64::from), report.game.clone());
        let reason = &report.reason;
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
                    "SELECT r.id, p.name, t.name, r.reason, r.game_id, r.chat_seq, ch.text, r.at
                     FROM reports r JOIN accounts p ON p.id = r.reporter
                         JOIN accounts t ON t.id = r.target
                         LEFT JOIN chat ch ON ch.game_id = r.game_id AND ch.seq = r.chat_seq
                     WHERE r.resolved_at IS NULL ORDER BY r.at, r.id LIMIT {limit}"
                ),
                |r| {
                    Ok(read_row!(r => ReportRow {
                        id, reporter, report: Report { player, reason, game, chat_seq }, chat_text, at
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
