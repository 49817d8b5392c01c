//! The archive in a PostgreSQL database that several server instances share ([`PgStore`]
//! connects to it), over a pool of connections of the synchronous `postgres` client.
//!
//! It behaves as the SQLite archive does, and makes the races between instances safe: a
//! game's row is locked before its actions or chat are numbered, each change of a game is
//! stored over the version before it, and every stored change of a game is told on
//! [`GAME_CHANNEL`](super::GAME_CHANNEL) in the transaction that stores it (see
//! [`Store::listen`]).

use std::sync::mpsc::{Receiver, Sender};
use std::time::Duration;

use postgres::fallible_iterator::FallibleIterator;
use postgres::types::ToSql;
use postgres::types::Type;
use postgres::{Client, Config, NoTls, Transaction};
use r2d2_postgres::PostgresConnectionManager;
use sea_query::raw_sql::seaql::Query;
use sea_query_postgres::{PostgresValue, PostgresValues};

use super::Store;
use super::error::StoreError;
use super::rows::{CHANNELS, Heard, outside_runtime};
use super::schema;
use super::sql::{Backend, Cell, Conn, Dialect, Row, Work, widened};

/// How long the listening connection waits for a notification before it checks itself.
const LISTEN_TICK: Duration = Duration::from_secs(1);

impl From<postgres::Error> for StoreError {
    /// The error with its causes in one line (the driver's own text is often just `db error`).
    fn from(e: postgres::Error) -> StoreError {
        let mut text = e.to_string();
        let mut cause = std::error::Error::source(&e);
        while let Some(c) = cause {
            let more = c.to_string();
            if !text.contains(&more) {
                text = format!("{text}: {more}");
            }
            cause = c.source();
        }
        StoreError::Db(text.into())
    }
}

impl From<r2d2::Error> for StoreError {
    fn from(e: r2d2::Error) -> StoreError {
        StoreError::Db(Box::new(e))
    }
}

type Pool = r2d2::Pool<PostgresConnectionManager<NoTls>>;

/// A pool of connections to a PostgreSQL database.
pub struct PgDb {
    /// The pool; `None` only while being dropped.
    pool: Option<Pool>,
    /// Where the database is, for the listening connection (which is not the pool's).
    config: Config,
}

/// The archive in a PostgreSQL database, shared by every server instance that connects to it:
/// not a value, but the constructor of a [`Store`] kept there.
pub enum PgStore {}

impl PgDb {
    /// A connection of the pool.
    fn client(
        &self,
    ) -> Result<r2d2::PooledConnection<PostgresConnectionManager<NoTls>>, StoreError> {
        let pool = self
            .pool
            .as_ref()
            .ok_or_else(|| StoreError::Io("closed".into()))?;
        Ok(pool.get()?)
    }
}

impl PgStore {
    /// The schema version this program brings a database to: the number of its steps.
    pub const SCHEMA_VERSION: i64 = schema::POSTGRES_VERSION;

    /// Connects to the database at `url` (`postgres://` or `postgresql://`) with a pool of at
    /// most `pool_size` connections, and brings its schema up to date.
    /// Safe to call inside an async runtime (the connecting then happens on a thread of its
    /// own, since the client blocks).
    pub fn connect(url: &str, pool_size: u32) -> Result<Store, StoreError> {
        outside_runtime(|| PgStore::connect_here(url, pool_size))
    }

    fn connect_here(url: &str, pool_size: u32) -> Result<Store, StoreError> {
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            // Only the scheme is shown: the rest may hold a password.
            let scheme = url.split_once("://").map_or("(none)", |(scheme, _)| scheme);
            return Err(StoreError::Io(format!(
                "the database URL (--database or DATABASE_URL) must start with postgres:// or \
                 postgresql://, not with the scheme `{scheme}`"
            )));
        }
        let config: Config = url.parse()?;
        // One connection first: it says at once, and exactly, why the database cannot be used.
        migrate(&mut config.connect(NoTls)?)?;
        let pool = r2d2::Pool::builder()
            .max_size(pool_size.max(1))
            .min_idle(Some(1))
            .connection_timeout(Duration::from_secs(10))
            .build(PostgresConnectionManager::new(config.clone(), NoTls))?;
        Ok(Store {
            db: Box::new(PgDb {
                pool: Some(pool),
                config,
            }),
        })
    }
}

/// A connection of the pool, in a transaction or not, as a [`Conn`].
pub enum PgConn<'a> {
    /// Outside a transaction.
    Plain(&'a mut Client),
    /// In a transaction, committed by [`Backend::in_tx_dyn`].
    Tx(Transaction<'a>),
}

impl PgConn<'_> {
    /// Runs `sql` with `params` on whichever connection this is.
    fn query(
        &mut self,
        sql: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<postgres::Row>, postgres::Error> {
        match self {
            PgConn::Plain(c) => c.query(sql, params),
            PgConn::Tx(t) => t.query(sql, params),
        }
    }
}

/// A query's text and its values bound for the `postgres` client, every integer 64 bits wide.
fn bound(query: Query) -> (String, PostgresValues) {
    let (sql, values) = query.into_parts();
    (
        sql,
        PostgresValues(widened(values).into_iter().map(PostgresValue).collect()),
    )
}

/// A column of a row as a [`Cell`], by its type.
fn cell(row: &postgres::Row, idx: usize) -> Result<Cell, StoreError> {
    let ty = row.columns()[idx].type_();
    let cell = if *ty == Type::INT8 {
        row.try_get::<_, Option<i64>>(idx)?.map(Cell::Int)
    } else if *ty == Type::INT4 {
        row.try_get::<_, Option<i32>>(idx)?
            .map(|v| Cell::Int(v.into()))
    } else if *ty == Type::INT2 {
        row.try_get::<_, Option<i16>>(idx)?
            .map(|v| Cell::Int(v.into()))
    } else if *ty == Type::BOOL {
        row.try_get::<_, Option<bool>>(idx)?.map(Cell::Bool)
    } else if *ty == Type::FLOAT8 {
        row.try_get::<_, Option<f64>>(idx)?.map(Cell::Real)
    } else if *ty == Type::FLOAT4 {
        row.try_get::<_, Option<f32>>(idx)?
            .map(|v| Cell::Real(v.into()))
    } else if *ty == Type::TEXT || *ty == Type::VARCHAR || *ty == Type::NAME {
        row.try_get::<_, Option<String>>(idx)?.map(Cell::Text)
    } else if *ty == Type::VOID {
        None
    } else {
        return Err(StoreError::Db(
            format!("column {idx} is of type {ty}, which the archive never reads").into(),
        ));
    };
    Ok(cell.unwrap_or(Cell::Null))
}

impl Conn for PgConn<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn execute(&mut self, query: Query) -> Result<u64, StoreError> {
        let (sql, values) = bound(query);
        let params = values.as_params();
        Ok(match self {
            PgConn::Plain(c) => c.execute(sql.as_str(), &params)?,
            PgConn::Tx(t) => t.execute(sql.as_str(), &params)?,
        })
    }

    fn rows(&mut self, query: Query) -> Result<Vec<Row>, StoreError> {
        let (sql, values) = bound(query);
        self.query(&sql, &values.as_params())?
            .iter()
            .map(|r| {
                Ok(Row((0..r.len())
                    .map(|i| cell(r, i))
                    .collect::<Result<_, _>>()?))
            })
            .collect()
    }

    fn notify(&mut self, channel: &str, payload: &str) -> Result<(), StoreError> {
        self.query("SELECT pg_notify($1, $2)", &[&channel, &payload])?;
        Ok(())
    }

    fn lock_key(&mut self, class: i32, key: &str) -> Result<(), StoreError> {
        self.query(
            "SELECT pg_advisory_xact_lock($1, hashtext($2))",
            &[&class, &key],
        )?;
        Ok(())
    }
}

impl Backend for PgDb {
    fn in_tx_dyn(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let mut conn = PgConn::Tx(client.transaction()?);
        // An error (or a panic) drops the transaction, which rolls it back.
        work(&mut conn)?;
        if let PgConn::Tx(tx) = conn {
            tx.commit()?;
        }
        Ok(())
    }

    fn read_dyn(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        let mut client = self.client()?;
        work(&mut PgConn::Plain(&mut client))
    }

    fn notify(&self, channel: &str, payload: &str) -> Result<(), StoreError> {
        self.client()?
            .execute("SELECT pg_notify($1, $2)", &[&channel, &payload])?;
        Ok(())
    }

    fn listen(&self) -> Result<Option<Receiver<Heard>>, StoreError> {
        let client = listening(&self.config)?;
        let (sender, receiver) = std::sync::mpsc::channel();
        let config = self.config.clone();
        std::thread::Builder::new()
            .name("tzaar-listen".into())
            .spawn(move || hear(config, client, sender))
            .map_err(|e| StoreError::Io(format!("cannot start the listening thread: {e}")))?;
        Ok(Some(receiver))
    }
}

impl Drop for PgDb {
    fn drop(&mut self) {
        // Closing the connections blocks, which an async runtime's thread must not do: there,
        // they are closed on a thread of their own.
        let pool = self.pool.take();
        outside_runtime(move || drop(pool));
    }
}

/// A new connection (not the pool's) that listens on every channel of [`CHANNELS`].
fn listening(config: &Config) -> Result<Client, postgres::Error> {
    let mut client = config.connect(NoTls)?;
    let listen: String = CHANNELS.iter().map(|c| format!("LISTEN {c};")).collect();
    client.batch_execute(&listen)?;
    Ok(client)
}

/// The listening thread: forwards each notification to `sender`; when the connection is lost,
/// connects again (trying once a second) and sends [`Heard::Reconnected`]. Ends when a
/// message cannot be sent because the receiver is gone. (A std channel tells that only to a
/// send, so a receiver dropped in a quiet moment is noticed at the next message.)
fn hear(config: Config, mut client: Client, sender: Sender<Heard>) {
    while let Some(e) = forward(&mut client, &sender) {
        tracing::warn!(
            "the archive's listening connection was lost: {}",
            StoreError::from(e)
        );
        client = loop {
            std::thread::sleep(LISTEN_TICK);
            match listening(&config) {
                Ok(client) => break client,
                Err(e) => tracing::warn!(
                    "cannot listen to the archive again yet: {}",
                    StoreError::from(e)
                ),
            }
        };
        if sender.send(Heard::Reconnected).is_err() {
            return;
        }
    }
}

/// Forwards the notifications `client` hears to `sender` until the connection fails (the
/// answer is why) or the receiver is gone (`None`).
fn forward(client: &mut Client, sender: &Sender<Heard>) -> Option<postgres::Error> {
    loop {
        let heard = client.notifications().timeout_iter(LISTEN_TICK).next();
        match heard {
            Ok(Some(n)) => {
                let message = Heard::Message {
                    channel: n.channel().to_string(),
                    payload: n.payload().to_string(),
                };
                sender.send(message).ok()?;
            }
            Ok(None) if client.is_closed() => {
                // A quiet second on a closed connection: ask it, to have the reason.
                if let Err(e) = client.simple_query("SELECT 1") {
                    return Some(e);
                }
            }
            Ok(None) => {}
            Err(e) => return Some(e),
        }
    }
}

/// The advisory lock held while migrating, so that instances starting together migrate one
/// after the other (the second finds nothing left to do).
const MIGRATION_LOCK: i64 = 0x747a_6161_7201;

/// Brings the database up to date with [`schema::postgres_steps`]: each missing step runs in a
/// transaction of its own with its row in `schema_migrations`, under [`MIGRATION_LOCK`]. A
/// database at a newer version than this program knows is [`StoreError::TooNew`].
fn migrate(client: &mut Client) -> Result<(), StoreError> {
    let steps = schema::postgres_steps();
    let known = i32::try_from(steps.len()).expect("a handful of steps");
    loop {
        let mut tx = client.transaction()?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                 version INTEGER PRIMARY KEY,
                 applied BIGINT NOT NULL
             )",
        )?;
        let version: i32 = tx
            .query_one(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                &[],
            )?
            .try_get(0)?;
        if version > known {
            return Err(StoreError::TooNew(i64::from(version)));
        }
        let Some(step) = usize::try_from(version).ok().and_then(|v| steps.get(v)) else {
            tx.commit()?;
            return Ok(());
        };
        tx.batch_execute(step)?;
        tx.execute(
            "INSERT INTO schema_migrations (version, applied) VALUES ($1, $2)",
            &[&(version + 1), &crate::dates::now_ms()],
        )?;
        tx.commit()?;
    }
}
