//! The archive in one SQLite file: its connection (WAL, `synchronous=FULL`, so that every
//! change that returns `Ok` is on disk), its schema steps counted in `user_version`, and the
//! [`Conn`] that runs the archive's queries on it; [`SqliteStore`] opens it.

use std::path::Path;
use std::sync::{Mutex, MutexGuard};

use rusqlite::Connection;
use rusqlite::types::ValueRef;
use sea_query::raw_sql::seaql::Query;
use sea_query_rusqlite::{RusqliteValue, RusqliteValues};

use super::Store;
use super::error::StoreError;
use super::schema;
use super::sql::{Backend, Cell, Conn, Dialect, Row, Work};

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Db(Box::new(e))
    }
}

/// One SQLite connection, used by one piece of work at a time.
pub struct SqliteDb {
    conn: Mutex<Connection>,
}

/// The archive in an SQLite file (or in memory): not a value, but the constructors of a
/// [`Store`] kept there.
pub enum SqliteStore {}

impl SqliteDb {
    /// The connection, for one piece of work.
    pub(super) fn lock(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave a transaction half done (SQLite rolls
        // back an unfinished one), so the connection stays usable.
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl SqliteStore {
    /// Opens (or creates) the archive `tzaar.sqlite3` in the folder `dir`, creating the folder.
    pub fn open_dir(dir: &Path) -> Result<Store, StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| StoreError::Io(format!("cannot create {}: {e}", dir.display())))?;
        SqliteStore::open(&dir.join("tzaar.sqlite3"))
    }

    /// Opens (or creates) the archive in the file `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        SqliteStore::init(Connection::open(path)?)
    }

    /// An archive in memory, for tests.
    pub fn in_memory() -> Result<Store, StoreError> {
        SqliteStore::init(Connection::open_in_memory()?)
    }

    fn init(conn: Connection) -> Result<Store, StoreError> {
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // `journal_mode` answers with the mode; in memory it stays `memory`.
        let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version > schema::SQLITE_VERSION {
            return Err(StoreError::TooNew(version));
        }
        // Each step and its new version commit together: a crash leaves a whole step or none.
        for (done, step) in schema::sqlite_steps()
            .iter()
            .enumerate()
            .skip(version.max(0) as usize)
        {
            let tx = conn.unchecked_transaction()?;
            tx.execute_batch(step)?;
            tx.execute_batch(&format!("PRAGMA user_version = {}", done + 1))?;
            tx.commit()?;
        }
        Ok(Store {
            db: Box::new(SqliteDb {
                conn: Mutex::new(conn),
            }),
        })
    }
}

/// The SQLite connection, in a transaction or not, as a [`Conn`].
pub struct SqliteConn<'a> {
    conn: &'a Connection,
}

/// A query's text and its values bound for rusqlite.
fn bound(query: Query) -> (String, RusqliteValues) {
    let (sql, values) = query.into_parts();
    (
        without_row_locks(sql),
        RusqliteValues(values.into_iter().map(RusqliteValue).collect()),
    )
}

/// `sql` without its row locks (`FOR UPDATE`, `FOR UPDATE SKIP LOCKED`), which SQLite does
/// not know and does not need: its write transactions hold the whole database. So a query
/// that locks rows on PostgreSQL is written once, locks and all, for both databases.
fn without_row_locks(sql: String) -> String {
    const LOCK: &str = "FOR UPDATE";
    if !sql.contains(LOCK) {
        return sql;
    }
    let mut out = String::with_capacity(sql.len());
    let mut rest = sql.as_str();
    while let Some(i) = rest.find(LOCK) {
        out.push_str(&rest[..i]);
        rest = &rest[i + LOCK.len()..];
        if let Some(after) = rest.trim_start().strip_prefix("SKIP LOCKED") {
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

impl Conn for SqliteConn<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn execute(&mut self, query: Query) -> Result<u64, StoreError> {
        let (sql, values) = bound(query);
        let changed = self
            .conn
            .prepare_cached(&sql)?
            .execute(&*values.as_params())?;
        Ok(changed as u64)
    }

    fn rows(&mut self, query: Query) -> Result<Vec<Row>, StoreError> {
        let (sql, values) = bound(query);
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let columns = stmt.column_count();
        let mut rows = stmt.query(&*values.as_params())?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let cells = (0..columns)
                .map(|i| {
                    Ok(match r.get_ref(i)? {
                        ValueRef::Null => Cell::Null,
                        ValueRef::Integer(v) => Cell::Int(v),
                        ValueRef::Real(v) => Cell::Real(v),
                        ValueRef::Text(t) => Cell::Text(String::from_utf8_lossy(t).into_owned()),
                        ValueRef::Blob(_) => {
                            return Err(StoreError::Db(
                                format!("column {i} holds bytes, which the archive never stores")
                                    .into(),
                            ));
                        }
                    })
                })
                .collect::<Result<Vec<_>, StoreError>>()?;
            out.push(Row(cells));
        }
        Ok(out)
    }
}

impl Backend for SqliteDb {
    fn in_tx_dyn(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        let mut conn = self.lock();
        let tx = conn.transaction()?;
        work(&mut SqliteConn { conn: &tx })?;
        tx.commit()?;
        Ok(())
    }

    fn read_dyn(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        let conn = self.lock();
        work(&mut SqliteConn { conn: &conn })
    }
}

#[cfg(test)]
mod tests {
    use super::without_row_locks;

    #[test]
    fn row_locks_are_left_out_and_nothing_else() {
        let cases = [
            (
                "SELECT 1 FROM t WHERE id = ? FOR UPDATE",
                "SELECT 1 FROM t WHERE id = ? ",
            ),
            (
                "UPDATE t SET a = 1 WHERE id IN (SELECT id FROM t LIMIT 3\n FOR UPDATE SKIP LOCKED)",
                "UPDATE t SET a = 1 WHERE id IN (SELECT id FROM t LIMIT 3\n )",
            ),
            ("SELECT a FROM t ORDER BY a", "SELECT a FROM t ORDER BY a"),
        ];
        for (sql, expected) in cases {
            assert_eq!(without_row_locks(sql.into()), expected);
        }
    }
}
