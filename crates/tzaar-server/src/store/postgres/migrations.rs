//! The PostgreSQL archive's schema steps and the code that applies them, once, even when
//! several instances start at the same moment.

use postgres::Client;

use super::super::StoreError;

/// The PostgreSQL schema's steps, in order: step `i` takes a database from version `i` to
/// `i + 1`, and its number is kept in `schema_migrations`. Steps are never edited once
/// released, only added.
pub const MIGRATIONS: &[&str] = &[SCHEMA_1, SCHEMA_2];

/// The advisory lock held while migrating, so that instances starting together migrate one
/// after the other (the second finds nothing left to do).
const MIGRATION_LOCK: i64 = 0x747a_6161_7201;

/// Version 1: the whole schema of the SQLite archive's version 7, in PostgreSQL's types.
/// Ids that are sorted compare bytewise (`COLLATE "C"`), as in SQLite.
const SCHEMA_1: &str = r#"
CREATE TABLE games (
    id TEXT COLLATE "C" PRIMARY KEY,
    mode TEXT NOT NULL,
    setup TEXT NOT NULL,
    seed TEXT,
    level BIGINT,
    start TEXT NOT NULL,
    white_token TEXT,
    black_token TEXT,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    engine_color TEXT,
    clock_initial_ms BIGINT,
    clock_increment_ms BIGINT,
    tags TEXT,
    status TEXT NOT NULL,
    result TEXT,
    termination TEXT,
    turns BIGINT NOT NULL,
    clock_white_ms BIGINT,
    clock_black_ms BIGINT,
    clock_since BIGINT,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL,
    white_account BIGINT,
    black_account BIGINT,
    rated BOOLEAN NOT NULL DEFAULT FALSE,
    days_per_turn BIGINT,
    deadline BIGINT,
    white_invite TEXT,
    black_invite TEXT,
    white_taken BOOLEAN NOT NULL DEFAULT TRUE,
    black_taken BOOLEAN NOT NULL DEFAULT TRUE,
    to_act TEXT,
    offer TEXT,
    rematch_id TEXT,
    version BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX games_by_created ON games (created DESC, id);
CREATE INDEX games_by_status ON games (status, mode);
CREATE INDEX games_by_white_account ON games (white_account, status);
CREATE INDEX games_by_black_account ON games (black_account, status);
CREATE INDEX games_playing_by_deadline ON games (deadline) WHERE status = 'playing';

CREATE TABLE actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    action TEXT NOT NULL,
    played_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE scores (
    game_id TEXT NOT NULL REFERENCES games (id),
    turn BIGINT NOT NULL,
    position TEXT NOT NULL,
    score BIGINT,
    text TEXT NOT NULL,
    PRIMARY KEY (game_id, turn)
);

CREATE TABLE accounts (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    bot_level BIGINT,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL DEFAULT 0,
    wins BIGINT NOT NULL DEFAULT 0,
    losses BIGINT NOT NULL DEFAULT 0,
    created BIGINT NOT NULL
);
CREATE INDEX accounts_by_rating ON accounts (rating DESC, id);
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    created BIGINT NOT NULL,
    expires BIGINT NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);
CREATE INDEX sessions_by_expiry ON sessions (expires);
CREATE TABLE rating_history (
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    game_id TEXT COLLATE "C" NOT NULL,
    at BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (account_id, game_id)
);
CREATE INDEX rating_history_by_game ON rating_history (game_id);

CREATE TABLE chat (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    side TEXT NOT NULL,
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE imports (
    hash TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id)
);
CREATE UNIQUE INDEX imports_by_hash ON imports (hash);

CREATE TABLE seeks (
    id TEXT COLLATE "C" PRIMARY KEY,
    owner BIGINT NOT NULL REFERENCES accounts (id),
    setup TEXT NOT NULL,
    seed TEXT,
    clock_initial_ms BIGINT,
    clock_increment_ms BIGINT,
    days_per_turn BIGINT,
    rated BOOLEAN NOT NULL,
    color TEXT NOT NULL,
    opponent BIGINT REFERENCES accounts (id),
    status TEXT NOT NULL,
    game_id TEXT,
    created BIGINT NOT NULL
);
CREATE INDEX seeks_by_status ON seeks (status, created);
CREATE INDEX seeks_by_owner ON seeks (owner, status);
"#;

/// Version 2: the login attempts of the last window (the SQLite archive's version 8), shared
/// so that the limit on failed log-ins holds across instances.
const SCHEMA_2: &str = r#"
CREATE TABLE login_attempts (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX login_attempts_by_name ON login_attempts (name, at);
CREATE INDEX login_attempts_by_address ON login_attempts (address, at);
CREATE INDEX login_attempts_by_time ON login_attempts (at);
"#;

/// Brings the database up to [`MIGRATIONS`]: each missing step runs in a transaction of its
/// own with its row in `schema_migrations`, under [`MIGRATION_LOCK`]. A database at a newer
/// version than this program knows is [`StoreError::TooNew`].
pub fn migrate(client: &mut Client) -> Result<(), StoreError> {
    let known = i32::try_from(MIGRATIONS.len()).expect("a handful of steps");
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
        let Some(step) = usize::try_from(version)
            .ok()
            .and_then(|v| MIGRATIONS.get(v))
        else {
            tx.commit()?;
            return Ok(());
        };
        tx.batch_execute(step)?;
        tx.execute(
            "INSERT INTO schema_migrations (version, applied) VALUES ($1, $2)",
            &[&(version + 1), &crate::games::now_ms()],
        )?;
        tx.commit()?;
    }
}
