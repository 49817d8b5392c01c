//! The archive in a PostgreSQL database that several server instances share: [`PgStore`],
//! over a pool of connections of the synchronous `postgres` client.
//!
//! It behaves as [`super::SqliteStore`] does, and makes the races between instances safe: a
//! game's row is locked before its actions or chat are numbered, each change of a game is
//! stored over the version before it, and every stored change of a game is told on
//! [`GAME_CHANNEL`] in the transaction that stores it (see [`Store::listen`]).

use std::sync::mpsc::{Receiver, Sender};
use std::time::Duration;

use postgres::fallible_iterator::FallibleIterator;
use postgres::types::ToSql;
use postgres::{Client, Config, NoTls, Row, Transaction};
use r2d2_postgres::PostgresConnectionManager;

use super::{
    CHANNELS, CachedScore, GAME_CHANNEL, GameMeta, GameRow, GameSummary, Heard, SeatBinding, Store,
    StoreError, StoredGame, clock_pair, outside_runtime,
};

mod accounts;
mod logins;
mod migrations;
mod online;
mod seeks;
mod social;

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

/// The archive in a PostgreSQL database, shared by every server instance that connects to it.
pub struct PgStore {
    /// The pool; `None` only while being dropped.
    pool: Option<Pool>,
    /// Where the database is, for the listening connection (which is not the pool's).
    config: Config,
}

impl PgStore {
    /// The schema version this program brings a database to: the number of its steps.
    pub const SCHEMA_VERSION: i64 = migrations::MIGRATIONS.len() as i64;

    /// Connects to the database at `url` (`postgres://` or `postgresql://`) with a pool of at
    /// most `pool_size` connections, and brings its schema up to date.
    /// Safe to call inside an async runtime (the connecting then happens on a thread of its
    /// own, since the client blocks).
    pub fn connect(url: &str, pool_size: u32) -> Result<PgStore, StoreError> {
        outside_runtime(|| PgStore::connect_here(url, pool_size))
    }

    fn connect_here(url: &str, pool_size: u32) -> Result<PgStore, StoreError> {
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
        migrations::migrate(&mut config.connect(NoTls)?)?;
        let pool = r2d2::Pool::builder()
            .max_size(pool_size.max(1))
            .min_idle(Some(1))
            .connection_timeout(Duration::from_secs(10))
            .build(PostgresConnectionManager::new(config.clone(), NoTls))?;
        Ok(PgStore {
            pool: Some(pool),
            config,
        })
    }

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

    /// Runs `work` in one transaction and commits it if `work` succeeds (else rolls it back).
    fn in_tx<T>(
        &self,
        work: impl FnOnce(&mut Transaction<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        let done = work(&mut tx)?;
        tx.commit()?;
        Ok(done)
    }

    /// Every row of a query outside a transaction, each made by `row`.
    fn all<T>(
        &self,
        sql: &str,
        params: &[&(dyn ToSql + Sync)],
        row: impl FnMut(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.client()?.query(sql, params)?.iter().map(row).collect()
    }
}

/// Column `idx` of `row`, an integer stored wider than its Rust type.
fn int<T: TryFrom<i64>>(row: &Row, idx: usize) -> Result<T, StoreError> {
    let v: i64 = row.try_get(idx)?;
    T::try_from(v).map_err(|_| StoreError::Db(format!("column {idx}: {v} is out of range").into()))
}

/// Column `idx` of `row`, a nullable integer stored wider than its Rust type.
fn opt_int<T: TryFrom<i64>>(row: &Row, idx: usize) -> Result<Option<T>, StoreError> {
    let v: Option<i64> = row.try_get(idx)?;
    v.map(|v| {
        T::try_from(v)
            .map_err(|_| StoreError::Db(format!("column {idx}: {v} is out of range").into()))
    })
    .transpose()
}

/// The two columns of a clock's starting time and increment in ms (the reverse of
/// [`clock_pair`]).
fn clock_columns(clock: Option<(u64, u64)>) -> (Option<i64>, Option<i64>) {
    let ms = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
    (clock.map(|c| ms(c.0)), clock.map(|c| ms(c.1)))
}

/// Tells the instances that game `id` is stored at `version`, when `tx` commits.
fn notify_game(tx: &mut Transaction<'_>, id: &str, version: i64) -> Result<(), StoreError> {
    tx.execute(
        "SELECT pg_notify($1, $2)",
        &[&GAME_CHANNEL, &format!("{id} {version}")],
    )?;
    Ok(())
}

/// Locks game `id`'s row until `tx` ends (nothing if there is no such game).
fn lock_game(tx: &mut Transaction<'_>, id: &str) -> Result<(), StoreError> {
    tx.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", &[&id])?;
    Ok(())
}

/// Stores `m` as game `id`'s state and version, over the version before it (see
/// [`GameMeta::version`]); a game that is not at that version is a [`StoreError::Sequence`].
fn write_meta(tx: &mut Transaction<'_>, id: &str, m: &GameMeta) -> Result<(), StoreError> {
    store_meta(tx, id, m, Some(m.version - 1))
}

/// Stores `m` as game `id`'s state, if the stored version is `over` (any with `None`), tells
/// the instances, and rates the game if this decides it.
fn store_meta(
    tx: &mut Transaction<'_>,
    id: &str,
    m: &GameMeta,
    over: Option<i64>,
) -> Result<(), StoreError> {
    let changed = tx.execute(
        "UPDATE games SET status = $2, result = $3, termination = $4, turns = $5,
             clock_white_ms = $6, clock_black_ms = $7, clock_since = $8, updated = $9,
             deadline = $10, to_act = $11, offer = $12, rematch_id = $13, version = $14
         WHERE id = $1 AND ($15::BIGINT IS NULL OR version = $15)",
        &[
            &id,
            &m.status,
            &m.result,
            &m.termination,
            &i64::from(m.turns),
            &m.clock_ms.map(|c| c.0),
            &m.clock_ms.map(|c| c.1),
            &m.clock_since,
            &m.updated,
            &m.deadline,
            &m.to_act,
            &m.offer,
            &m.rematch,
            &m.version,
            &over,
        ],
    )?;
    if changed != 1 {
        return Err(StoreError::Sequence(id.to_string()));
    }
    notify_game(tx, id, m.version)?;
    rate_if_decided(tx, id, m)
}

/// Rates a decided game inside `tx`, the transaction that stores its result, if its row is
/// rated and both seats are bound to two accounts; exactly once. An aborted game has no
/// result and is never rated.
fn rate_if_decided(tx: &mut Transaction<'_>, id: &str, m: &GameMeta) -> Result<(), StoreError> {
    let Some(white_score) = m.white_score() else {
        return Ok(());
    };
    let r = tx.query_one(
        "SELECT rated, white_account, black_account FROM games WHERE id = $1",
        &[&id],
    )?;
    let (rated, white, black): (bool, Option<i64>, Option<i64>) =
        (r.try_get(0)?, r.try_get(1)?, r.try_get(2)?);
    if let (true, Some(w), Some(b)) = (rated, white, black)
        && w != b
    {
        accounts::apply_rated_result(tx, id, w, b, white_score, m.updated)?;
    }
    Ok(())
}

/// Inserts actions numbered from `first_seq`.
fn insert_actions(
    tx: &mut Transaction<'_>,
    id: &str,
    first_seq: usize,
    actions: &[String],
    at: i64,
) -> Result<(), StoreError> {
    let stmt = tx
        .prepare("INSERT INTO actions (game_id, seq, action, played_at) VALUES ($1, $2, $3, $4)")?;
    for (i, a) in actions.iter().enumerate() {
        let seq = i64::try_from(first_seq + i).map_err(|_| StoreError::Sequence(id.into()))?;
        tx.execute(&stmt, &[&id, &seq, a, &at])?;
    }
    Ok(())
}

/// Inserts a new game with its first actions, in the caller's transaction, and tells the
/// instances.
fn insert_game(
    tx: &mut Transaction<'_>,
    row: &GameRow,
    meta: &GameMeta,
    actions: &[String],
) -> Result<(), StoreError> {
    let (initial, increment) = clock_columns(row.clock);
    tx.execute(
        "INSERT INTO games (id, mode, setup, seed, level, start, white_token, black_token,
             white, black, engine_color, clock_initial_ms, clock_increment_ms, tags,
             status, turns, created, updated, rated, days_per_turn, white_invite, black_invite,
             white_taken, black_taken, white_account, black_account)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, $16, $16,
             $17, $18, $19, $20, $21, $22, $23, $24)",
        &[
            &row.id,
            &row.mode,
            &row.setup,
            &row.seed.map(|s| s.to_string()),
            &row.level.map(i64::from),
            &row.start,
            &row.white_token,
            &row.black_token,
            &row.white,
            &row.black,
            &row.engine_color,
            &initial,
            &increment,
            &row.tags,
            &meta.status,
            &row.created,
            &row.rated,
            &row.days_per_turn.map(i64::from),
            &row.seats[0].invite,
            &row.seats[1].invite,
            &row.seats[0].taken,
            &row.seats[1].taken,
            &row.seats[0].account,
            &row.seats[1].account,
        ],
    )?;
    insert_actions(tx, &row.id, 0, actions, meta.updated)?;
    store_meta(tx, &row.id, meta, None)
}

/// A game's row and state from the columns `load` selects.
fn game_from(r: &Row) -> Result<(GameRow, GameMeta), StoreError> {
    let seed: Option<String> = r.try_get(3)?;
    let white_ms: Option<i64> = r.try_get(18)?;
    let black_ms: Option<i64> = r.try_get(19)?;
    let seat = |invite, taken, account, name| -> Result<SeatBinding, StoreError> {
        Ok(SeatBinding {
            invite: r.try_get(invite)?,
            taken: r.try_get(taken)?,
            account: r.try_get(account)?,
            account_name: r.try_get(name)?,
        })
    };
    let row = GameRow {
        id: r.try_get(0)?,
        mode: r.try_get(1)?,
        setup: r.try_get(2)?,
        seed: seed.and_then(|s| s.parse().ok()),
        level: opt_int(r, 4)?,
        start: r.try_get(5)?,
        white_token: r.try_get(6)?,
        black_token: r.try_get(7)?,
        white: r.try_get(8)?,
        black: r.try_get(9)?,
        engine_color: r.try_get(10)?,
        clock: clock_pair(r.try_get(11)?, r.try_get(12)?),
        tags: r.try_get(13)?,
        created: r.try_get(21)?,
        rated: r.try_get(23)?,
        days_per_turn: opt_int(r, 24)?,
        seats: [seat(25, 27, 29, 36)?, seat(26, 28, 30, 37)?],
    };
    let meta = GameMeta {
        status: r.try_get(14)?,
        result: r.try_get(15)?,
        termination: r.try_get(16)?,
        turns: int(r, 17)?,
        clock_ms: white_ms.zip(black_ms),
        clock_since: r.try_get(20)?,
        deadline: r.try_get(31)?,
        to_act: r.try_get(32)?,
        updated: r.try_get(22)?,
        offer: r.try_get(33)?,
        rematch: r.try_get(34)?,
        version: r.try_get(35)?,
    };
    Ok((row, meta))
}

impl Store for PgStore {
    fn create(&self, row: &GameRow, meta: &GameMeta, actions: &[String]) -> Result<(), StoreError> {
        self.in_tx(|tx| insert_game(tx, row, meta, actions))
    }

    fn create_import(
        &self,
        hash: &str,
        row: &GameRow,
        meta: &GameMeta,
        actions: &[String],
    ) -> Result<Option<String>, StoreError> {
        let imported = |client: &mut Client| -> Result<Option<String>, StoreError> {
            let found =
                client.query_opt("SELECT game_id FROM imports WHERE hash = $1", &[&hash])?;
            Ok(found.map(|r| r.try_get(0)).transpose()?)
        };
        let mut client = self.client()?;
        if let Some(id) = imported(&mut client)? {
            return Ok(Some(id));
        }
        let mut tx = client.transaction()?;
        insert_game(&mut tx, row, meta, actions)?;
        // A race with an import of the same record waits here for it, and loses if it commits.
        let remembered = tx.execute(
            "INSERT INTO imports (hash, game_id) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING",
            &[&hash, &row.id],
        )?;
        if remembered == 1 {
            tx.commit()?;
            return Ok(None);
        }
        tx.rollback()?;
        match imported(&mut client)? {
            Some(id) => Ok(Some(id)),
            None => Err(StoreError::Db(
                format!("import {hash}: neither stored nor found").into(),
            )),
        }
    }

    fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let row = self
            .client()?
            .query_opt("SELECT version FROM games WHERE id = $1", &[&id])?;
        Ok(row.map(|r| r.get(0)))
    }

    fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let mut client = self.client()?;
        let game = client.query_opt(
            "SELECT id, mode, setup, seed, level, start, white_token, black_token, white, black,
                 engine_color, clock_initial_ms, clock_increment_ms, tags, status, result,
                 termination, turns, clock_white_ms, clock_black_ms, clock_since, created,
                 updated, rated, days_per_turn, white_invite, black_invite, white_taken,
                 black_taken, white_account, black_account, deadline, to_act, offer,
                 rematch_id, version,
                 (SELECT name FROM accounts WHERE id = white_account),
                 (SELECT name FROM accounts WHERE id = black_account)
             FROM games WHERE id = $1",
            &[&id],
        )?;
        let Some(game) = game else {
            return Ok(None);
        };
        let (row, meta) = game_from(&game)?;
        let actions = client
            .query(
                "SELECT action FROM actions WHERE game_id = $1 ORDER BY seq",
                &[&id],
            )?
            .iter()
            .map(|r| r.try_get(0))
            .collect::<Result<Vec<String>, _>>()?;
        Ok(Some(StoredGame { row, meta, actions }))
    }

    fn append(
        &self,
        id: &str,
        first_seq: usize,
        actions: &[String],
        meta: &GameMeta,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            lock_game(tx, id)?;
            let stored: i64 = tx
                .query_one("SELECT COUNT(*) FROM actions WHERE game_id = $1", &[&id])?
                .try_get(0)?;
            if usize::try_from(stored).ok() != Some(first_seq) {
                return Err(StoreError::Sequence(id.to_string()));
            }
            insert_actions(tx, id, first_seq, actions, meta.updated)?;
            write_meta(tx, id, meta)
        })
    }

    fn truncate(&self, id: &str, keep: usize, meta: &GameMeta) -> Result<(), StoreError> {
        let keep = i64::try_from(keep).map_err(|_| StoreError::Sequence(id.into()))?;
        self.in_tx(|tx| {
            tx.execute(
                "DELETE FROM actions WHERE game_id = $1 AND seq >= $2",
                &[&id, &keep],
            )?;
            write_meta(tx, id, meta)
        })
    }

    fn update(&self, id: &str, meta: &GameMeta) -> Result<(), StoreError> {
        self.in_tx(|tx| write_meta(tx, id, meta))
    }

    fn list(&self, page: u32, per_page: u32) -> Result<(Vec<GameSummary>, u64), StoreError> {
        let total: i64 = self
            .client()?
            .query_one("SELECT COUNT(*) FROM games", &[])?
            .try_get(0)?;
        let offset = i64::from(page.saturating_sub(1)) * i64::from(per_page);
        let games = self.all(
            "SELECT id, mode, setup, white, black, status, result, turns, created, updated
             FROM games ORDER BY created DESC, id LIMIT $1 OFFSET $2",
            &[&i64::from(per_page), &offset],
            |r| {
                Ok(GameSummary {
                    id: r.try_get(0)?,
                    mode: r.try_get(1)?,
                    setup: r.try_get(2)?,
                    white: r.try_get(3)?,
                    black: r.try_get(4)?,
                    status: r.try_get(5)?,
                    result: r.try_get(6)?,
                    turns: int(r, 7)?,
                    created: r.try_get(8)?,
                    updated: r.try_get(9)?,
                })
            },
        )?;
        Ok((games, u64::try_from(total).unwrap_or(0)))
    }

    fn unfinished_engine_games(&self) -> Result<Vec<String>, StoreError> {
        self.all(
            "SELECT id FROM games WHERE status = 'playing' AND mode = 'engine' ORDER BY created",
            &[],
            |r| Ok(r.try_get(0)?),
        )
    }

    fn scores(&self, id: &str) -> Result<Vec<CachedScore>, StoreError> {
        self.all(
            "SELECT turn, position, score, text FROM scores WHERE game_id = $1 ORDER BY turn",
            &[&id],
            |r| {
                Ok(CachedScore {
                    turn: int(r, 0)?,
                    position: r.try_get(1)?,
                    score: r.try_get(2)?,
                    text: r.try_get(3)?,
                })
            },
        )
    }

    fn save_scores(&self, id: &str, scores: &[CachedScore]) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            let stmt = tx.prepare(
                "INSERT INTO scores (game_id, turn, position, score, text)
                 VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (game_id, turn) DO UPDATE
                     SET position = EXCLUDED.position, score = EXCLUDED.score,
                         text = EXCLUDED.text",
            )?;
            for s in scores {
                tx.execute(
                    &stmt,
                    &[&id, &i64::from(s.turn), &s.position, &s.score, &s.text],
                )?;
            }
            Ok(())
        })
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

impl Drop for PgStore {
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
