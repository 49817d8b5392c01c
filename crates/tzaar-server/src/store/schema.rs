//! The archive's schema: the steps that take a database from one version to the next, in
//! order. A released step is never edited, only followed by new ones.
//!
//! The first steps were written for each database: SQLite's seven, and PostgreSQL's one that
//! brings a new database at once to what SQLite's seven make. Every step since is written
//! once, with sea-query's schema builder, and built for each database ([`SINCE`]); a
//! database's version is the number of its steps applied.

use sea_query::{
    ColumnDef, Index, PostgresQueryBuilder, SchemaStatementBuilder, SqliteQueryBuilder, Table,
};

use super::sql::Dialect;

/// A schema statement built for `dialect`.
fn built(dialect: Dialect, statement: &impl SchemaStatementBuilder) -> String {
    match dialect {
        Dialect::Sqlite => statement.build(SqliteQueryBuilder),
        Dialect::Postgres => statement.build(PostgresQueryBuilder),
    }
}

/// The steps written once, after each database's first ones: each gives its statements for
/// a dialect.
pub const SINCE: &[fn(Dialect) -> Vec<String>] = &[
    login_attempts,
    counted_events,
    moderation,
    mail,
    notices,
    explorer,
    puzzles,
    tournaments,
    program_accounts,
];

/// The SQLite archive's version once every step is applied.
pub const SQLITE_VERSION: i64 = (SQLITE_FIRST.len() + SINCE.len()) as i64;
/// The PostgreSQL archive's version once every step is applied.
pub const POSTGRES_VERSION: i64 = (POSTGRES_FIRST.len() + SINCE.len()) as i64;

/// The SQLite archive's steps, in order, each as one batch of SQL.
pub fn sqlite_steps() -> Vec<String> {
    steps(SQLITE_FIRST, Dialect::Sqlite)
}

/// The PostgreSQL archive's steps, in order, each as one batch of SQL.
pub fn postgres_steps() -> Vec<String> {
    steps(POSTGRES_FIRST, Dialect::Postgres)
}

fn steps(first: &[&str], dialect: Dialect) -> Vec<String> {
    first
        .iter()
        .map(|s| s.to_string())
        .chain(SINCE.iter().map(|step| step(dialect).join(";\n")))
        .collect()
}

/// A table's key: `id`, a 64-bit integer the database numbers.
fn id_column() -> ColumnDef {
    ColumnDef::new("id")
        .big_integer()
        .not_null()
        .auto_increment()
        .primary_key()
        .to_owned()
}

/// The statement adding `column` to `table`.
fn add_column(dialect: Dialect, table: &'static str, column: &mut ColumnDef) -> String {
    built(
        dialect,
        &Table::alter().table(table).add_column(column).to_owned(),
    )
}

/// The login attempts of the last window, by name and by address (SQLite's version 8,
/// PostgreSQL's 2), so that the limit on failed log-ins holds across restarts and instances.
fn login_attempts(dialect: Dialect) -> Vec<String> {
    let table = Table::create()
        .table("login_attempts")
        .col(id_column())
        .col(ColumnDef::new("name").text().not_null())
        .col(ColumnDef::new("address").text().not_null())
        .col(ColumnDef::new("at").big_integer().not_null())
        .to_owned();
    let index = |name: &'static str, first: &'static str, second: Option<&'static str>| {
        let mut index = Index::create();
        index.name(name).table("login_attempts").col(first);
        if let Some(second) = second {
            index.col(second);
        }
        built(dialect, &index)
    };
    vec![
        built(dialect, &table),
        index("login_attempts_by_name", "name", Some("at")),
        index("login_attempts_by_address", "address", Some("at")),
        index("login_attempts_by_time", "at", None),
    ]
}

/// Events counted per key within a window, such as the sign-ups from one client address
/// (SQLite's version 9, PostgreSQL's 3), so that such limits hold across restarts and
/// instances.
fn counted_events(dialect: Dialect) -> Vec<String> {
    let table = Table::create()
        .table("counted_events")
        .col(id_column())
        .col(ColumnDef::new("kind").text().not_null())
        .col(ColumnDef::new("key").text().not_null())
        .col(ColumnDef::new("at").big_integer().not_null())
        .to_owned();
    let index = Index::create()
        .name("counted_events_by_key")
        .table("counted_events")
        .col("kind")
        .col("key")
        .col("at")
        .to_owned();
    vec![built(dialect, &table), built(dialect, &index)]
}

/// Moderation (SQLite's version 10, PostgreSQL's 4): an account's role (`player` or
/// `admin`) and when it was closed, a chat line hidden by whom, the blocks between players and
/// the reports of players and chat lines.
fn moderation(dialect: Dialect) -> Vec<String> {
    let add = |table, column: &mut ColumnDef| add_column(dialect, table, column);
    let blocks = Table::create()
        .table("blocks")
        .col(ColumnDef::new("blocker").big_integer().not_null())
        .col(ColumnDef::new("blocked").big_integer().not_null())
        .col(ColumnDef::new("at").big_integer().not_null())
        .primary_key(Index::create().col("blocker").col("blocked"))
        .to_owned();
    let reports = Table::create()
        .table("reports")
        .col(id_column())
        .col(ColumnDef::new("reporter").big_integer().not_null())
        .col(ColumnDef::new("target").big_integer().not_null())
        .col(ColumnDef::new("game_id").text())
        .col(ColumnDef::new("chat_seq").big_integer())
        .col(ColumnDef::new("reason").text().not_null())
        .col(ColumnDef::new("at").big_integer().not_null())
        .col(ColumnDef::new("resolved_by").big_integer())
        .col(ColumnDef::new("resolved_at").big_integer())
        .to_owned();
    let open_reports = Index::create()
        .name("reports_by_time")
        .table("reports")
        .col("resolved_at")
        .col("at")
        .to_owned();
    vec![
        add(
            "accounts",
            ColumnDef::new("role").text().not_null().default("player"),
        ),
        add("accounts", ColumnDef::new("closed_at").big_integer()),
        add("chat", ColumnDef::new("hidden_by").big_integer()),
        built(dialect, &blocks),
        built(dialect, &reports),
        built(dialect, &open_reports),
    ]
}

/// E-mail (SQLite's version 11, PostgreSQL's 5): an account's address and whether it is
/// verified; the tokens of the links mailed (kept as SHA-256 hashes), and the outbox, the
/// mails waiting to be sent, claimed by one instance at a time for a lease.
fn mail(dialect: Dialect) -> Vec<String> {
    let by_email = Index::create()
        .name("accounts_by_email")
        .table("accounts")
        .col("email")
        .to_owned();
    let tokens = Table::create()
        .table("mail_tokens")
        .col(ColumnDef::new("token_hash").text().not_null().primary_key())
        .col(ColumnDef::new("purpose").text().not_null())
        .col(ColumnDef::new("account_id").big_integer().not_null())
        .col(ColumnDef::new("email").text().not_null())
        .col(ColumnDef::new("created").big_integer().not_null())
        .col(ColumnDef::new("expires").big_integer().not_null())
        .col(ColumnDef::new("used").big_integer())
        .to_owned();
    let tokens_by_account = Index::create()
        .name("mail_tokens_by_account")
        .table("mail_tokens")
        .col("account_id")
        .to_owned();
    let outbox = Table::create()
        .table("outbox")
        .col(id_column())
        .col(ColumnDef::new("recipient").text().not_null())
        .col(ColumnDef::new("subject").text().not_null())
        .col(ColumnDef::new("body").text().not_null())
        .col(ColumnDef::new("created").big_integer().not_null())
        .col(ColumnDef::new("due").big_integer().not_null())
        .col(
            ColumnDef::new("attempts")
                .big_integer()
                .not_null()
                .default(0),
        )
        .col(ColumnDef::new("claimed_until").big_integer())
        .col(ColumnDef::new("sent").big_integer())
        .col(ColumnDef::new("failed").big_integer())
        .col(ColumnDef::new("error").text())
        .to_owned();
    let outbox_due = Index::create()
        .name("outbox_by_due")
        .table("outbox")
        .col("sent")
        .col("failed")
        .col("due")
        .to_owned();
    vec![
        add_column(dialect, "accounts", ColumnDef::new("email").text()),
        add_column(
            dialect,
            "accounts",
            ColumnDef::new("email_verified")
                .boolean()
                .not_null()
                .default(false),
        ),
        built(dialect, &by_email),
        built(dialect, &tokens),
        built(dialect, &tokens_by_account),
        built(dialect, &outbox),
        built(dialect, &outbox_due),
    ]
}

/// Settings and notices (SQLite's version 12, PostgreSQL's 6): an account's settings (JSON,
/// `NULL` for the defaults) and the key of its unsubscribe links; a mail's key that keeps it
/// unique (one notice per turn), the game state it is about (a stale notice is dropped), and
/// its one-click unsubscribe link.
fn notices(dialect: Dialect) -> Vec<String> {
    let add = |table, column: &mut ColumnDef| add_column(dialect, table, column);
    let once = Index::create()
        .name("outbox_by_dedupe")
        .table("outbox")
        .col("dedupe")
        .unique()
        .to_owned();
    vec![
        add("accounts", ColumnDef::new("settings").text()),
        add("accounts", ColumnDef::new("notice_key").text()),
        add("outbox", ColumnDef::new("dedupe").text()),
        add("outbox", ColumnDef::new("recheck").text()),
        add("outbox", ColumnDef::new("unsubscribe").text()),
        built(dialect, &once),
    ]
}

/// `table` with `columns` added after its own.
fn with_columns(
    table: &mut sea_query::TableCreateStatement,
    columns: &[ColumnDef],
) -> sea_query::TableCreateStatement {
    for c in columns {
        table.col(c.clone());
    }
    table.to_owned()
}

/// The opening explorer (SQLite's version 13, PostgreSQL's 7): each game's mark (`NULL` until
/// it is looked at, then 1 counted or 0 not), found by the catch-up through its index; the
/// games and White's wins per position at the start of a turn (by its key, a hash of its
/// position string), and per turn played from one.
fn explorer(dialect: Dialect) -> Vec<String> {
    let counts =
        ["games", "white_wins"].map(|n| ColumnDef::new(n).big_integer().not_null().to_owned());
    let positions = with_columns(
        Table::create()
            .table("explorer_positions")
            .col(ColumnDef::new("key").big_integer().not_null().primary_key()),
        &counts,
    );
    let turns = with_columns(
        Table::create()
            .table("explorer_turns")
            .col(ColumnDef::new("key").big_integer().not_null())
            .col(ColumnDef::new("turn").text().not_null())
            .primary_key(Index::create().col("key").col("turn")),
        &counts,
    );
    let due = Index::create()
        .name("games_by_explorer")
        .table("games")
        .col("explorer")
        .col("status")
        .to_owned();
    vec![
        add_column(dialect, "games", ColumnDef::new("explorer").big_integer()),
        built(dialect, &positions),
        built(dialect, &turns),
        built(dialect, &due),
    ]
}

/// Puzzles (SQLite's version 14, PostgreSQL's 8): the puzzles with their Glicko-2 ratings and
/// counts, each account's puzzle rating, and the attempts, each by an account or a guest's key,
/// with the turns played so far (the solver's and the replies, `;`-separated).
fn puzzles(dialect: Dialect) -> Vec<String> {
    let glicko = ["rating", "deviation", "volatility"]
        .map(|n| ColumnDef::new(n).double().not_null().to_owned());
    let rating = |table: &mut sea_query::TableCreateStatement| with_columns(table, &glicko);
    let count = |name: &'static str| {
        ColumnDef::new(name)
            .big_integer()
            .not_null()
            .default(0)
            .to_owned()
    };
    let mut puzzles = Table::create();
    puzzles
        .table("puzzles")
        .col(ColumnDef::new("id").text().not_null().primary_key())
        .col(ColumnDef::new("win_in").big_integer().not_null());
    for text in ["position", "themes", "solution", "accepted", "source"] {
        puzzles.col(ColumnDef::new(text).text().not_null());
    }
    let puzzles = rating(&mut puzzles)
        .col(count("plays"))
        .col(count("solved"))
        .to_owned();
    let by_rating = Index::create()
        .name("puzzles_by_rating")
        .table("puzzles")
        .col("rating")
        .to_owned();
    let ratings = rating(
        Table::create().table("puzzle_ratings").col(
            ColumnDef::new("account_id")
                .big_integer()
                .not_null()
                .primary_key(),
        ),
    )
    .col(count("attempts"))
    .col(count("solved"))
    .to_owned();
    // Who tries which puzzle, then how far it has gone.
    let progress = [
        ColumnDef::new("rated").boolean().not_null().to_owned(),
        ColumnDef::new("turns").text().not_null().to_owned(),
        ColumnDef::new("solved").boolean().to_owned(),
        ColumnDef::new("started")
            .big_integer()
            .not_null()
            .to_owned(),
        ColumnDef::new("ended").big_integer().to_owned(),
    ];
    let attempts = with_columns(
        Table::create()
            .table("puzzle_attempts")
            .col(id_column())
            .col(ColumnDef::new("puzzle_id").text().not_null())
            .col(ColumnDef::new("account_id").big_integer())
            .col(ColumnDef::new("guest").text()),
        &progress,
    );
    let index = |name: &'static str, cols: &[&'static str]| {
        let mut index = Index::create();
        index.name(name).table("puzzle_attempts");
        for col in cols {
            index.col(*col);
        }
        built(dialect, &index)
    };
    vec![
        built(dialect, &puzzles),
        built(dialect, &by_rating),
        built(dialect, &ratings),
        built(dialect, &attempts),
        index("puzzle_attempts_by_account", &["account_id", "puzzle_id"]),
        index("puzzle_attempts_by_guest", &["guest", "puzzle_id"]),
        index("puzzle_attempts_by_start", &["started"]),
    ]
}

/// Tournaments (SQLite's version 15, PostgreSQL's 9): each event with its settings and where
/// it stands (status, round, its times, a version bumped at each step), the championships
/// whose seasons' groups are round robins, their entrants, each event's players (in, paused or
/// withdrawn, and a seed once drawn) and its pairings (a game, or a bye with no Black), each
/// with its winner once decided; and a game's event.
fn tournaments(dialect: Dialect) -> Vec<String> {
    let text = |name: &'static str| ColumnDef::new(name).text().not_null().to_owned();
    let number = |name: &'static str| ColumnDef::new(name).big_integer().not_null().to_owned();
    let maybe = |name: &'static str| ColumnDef::new(name).big_integer().to_owned();
    let mut events = Table::create();
    events
        .table("tournaments")
        .col(ColumnDef::new("id").text().not_null().primary_key());
    for c in ["name", "kind", "setup", "status"] {
        events.col(text(c));
    }
    events.col(ColumnDef::new("random_per").text());
    for c in ["creator", "max_players", "round", "created", "version"] {
        events.col(number(c));
    }
    events.col(ColumnDef::new("rated").boolean().not_null());
    for c in [
        "clock_initial_ms",
        "clock_increment_ms",
        "days_per_turn",
        "rating_min",
        "rating_max",
        "starts_at",
        "duration_ms",
        "rounds",
        "cycles",
        "started_at",
        "ends_at",
        "finished_at",
        "season",
        "division",
        "group_no",
    ] {
        events.col(maybe(c));
    }
    events.col(ColumnDef::new("championship_id").text());
    let by_status = Index::create()
        .name("tournaments_by_status")
        .table("tournaments")
        .col("status")
        .col("starts_at")
        .to_owned();
    let by_championship = Index::create()
        .name("tournaments_by_championship")
        .table("tournaments")
        .col("championship_id")
        .col("season")
        .to_owned();
    let mut championships = Table::create();
    championships
        .table("championships")
        .col(ColumnDef::new("id").text().not_null().primary_key());
    for c in ["name", "setup"] {
        championships.col(text(c));
    }
    for c in [
        "creator",
        "group_size",
        "promote",
        "relegate",
        "growth",
        "days_per_turn",
        "cycles",
        "season",
        "created",
    ] {
        championships.col(number(c));
    }
    championships.col(ColumnDef::new("rated").boolean().not_null());
    for c in ["season_gap_ms", "next_season_at"] {
        championships.col(maybe(c));
    }
    let entries = Table::create()
        .table("championship_entries")
        .col(text("championship_id"))
        .col(number("account_id"))
        .col(number("joined"))
        .col(maybe("left_at"))
        .primary_key(Index::create().col("championship_id").col("account_id"))
        .to_owned();
    let players = Table::create()
        .table("tournament_players")
        .col(text("tournament_id"))
        .col(number("account_id"))
        .col(text("state"))
        .col(number("joined"))
        .col(maybe("seed"))
        .primary_key(Index::create().col("tournament_id").col("account_id"))
        .to_owned();
    let players_by_account = Index::create()
        .name("tournament_players_by_account")
        .table("tournament_players")
        .col("account_id")
        .to_owned();
    let pairings = Table::create()
        .table("tournament_pairings")
        .col(id_column())
        .col(text("tournament_id"))
        .col(number("round"))
        .col(number("white"))
        .col(maybe("black"))
        .col(ColumnDef::new("game_id").text())
        .col(ColumnDef::new("winner").text())
        .col(maybe("finished_at"))
        .col(number("created"))
        .to_owned();
    // A player meets at most one opponent (or has one bye) a round, however many instances pair.
    let once_a_round = |name: &'static str, side: &'static str| {
        Index::create()
            .name(name)
            .table("tournament_pairings")
            .unique()
            .col("tournament_id")
            .col("round")
            .col(side)
            .to_owned()
    };
    let by_game = Index::create()
        .name("tournament_pairings_by_game")
        .table("tournament_pairings")
        .col("game_id")
        .to_owned();
    vec![
        built(dialect, &events),
        built(dialect, &by_status),
        built(dialect, &by_championship),
        built(dialect, &championships),
        built(dialect, &entries),
        built(dialect, &players),
        built(dialect, &players_by_account),
        built(dialect, &pairings),
        built(dialect, &once_a_round("tournament_pairings_white", "white")),
        built(dialect, &once_a_round("tournament_pairings_black", "black")),
        built(dialect, &by_game),
        add_column(dialect, "games", ColumnDef::new("tournament_id").text()),
    ]
}

/// Accounts played by programs (SQLite's version 16, PostgreSQL's 10): an account that
/// became a bot through the bot API (the engine's own levels keep their `bot_level`).
fn program_accounts(dialect: Dialect) -> Vec<String> {
    vec![add_column(
        dialect,
        "accounts",
        ColumnDef::new("program")
            .boolean()
            .not_null()
            .default(false),
    )]
}

/// SQLite's first steps, in order.
pub const SQLITE_FIRST: &[&str] = &[
    GAMES_SCHEMA,
    ACCOUNTS_SCHEMA,
    SOCIAL_SCHEMA,
    IMPORTS_SCHEMA,
    ONLINE_SCHEMA,
    SEEKS_SCHEMA,
    VERSIONS_SCHEMA,
];

/// PostgreSQL's first step.
pub const POSTGRES_FIRST: &[&str] = &[POSTGRES_1];

/// Version 1: games, their actions and their cached scores.
const GAMES_SCHEMA: &str = "
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    mode TEXT NOT NULL,
    setup TEXT NOT NULL,
    seed TEXT,
    level INTEGER,
    start TEXT NOT NULL,
    white_token TEXT,
    black_token TEXT,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    engine_color TEXT,
    clock_initial_ms INTEGER,
    clock_increment_ms INTEGER,
    tags TEXT,
    status TEXT NOT NULL,
    result TEXT,
    termination TEXT,
    turns INTEGER NOT NULL,
    clock_white_ms INTEGER,
    clock_black_ms INTEGER,
    clock_since INTEGER,
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL
);
CREATE INDEX games_by_created ON games (created DESC, id);
CREATE INDEX games_by_status ON games (status, mode);
CREATE TABLE actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE scores (
    game_id TEXT NOT NULL REFERENCES games (id),
    turn INTEGER NOT NULL,
    position TEXT NOT NULL,
    score INTEGER,
    text TEXT NOT NULL,
    PRIMARY KEY (game_id, turn)
) WITHOUT ROWID;
";

/// Version 2: accounts, sessions and the rating history.
const ACCOUNTS_SCHEMA: &str = "
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    bot_level INTEGER,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL
);
CREATE INDEX accounts_by_rating ON accounts (rating DESC, id);
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts (id),
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sessions_by_account ON sessions (account_id);
CREATE INDEX sessions_by_expiry ON sessions (expires);
CREATE TABLE rating_history (
    account_id INTEGER NOT NULL REFERENCES accounts (id),
    game_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    PRIMARY KEY (account_id, game_id)
) WITHOUT ROWID;
CREATE INDEX rating_history_by_game ON rating_history (game_id);
";

/// Version 4 (the social step): a game's pending offer and its agreed rematch, and its chat.
const SOCIAL_SCHEMA: &str = "
ALTER TABLE games ADD COLUMN offer TEXT;
ALTER TABLE games ADD COLUMN rematch_id TEXT;
CREATE TABLE chat (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq INTEGER NOT NULL,
    side TEXT NOT NULL,
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
";

/// Schema step: each imported game with the hash of its record's normalised text, one game
/// per hash.
const IMPORTS_SCHEMA: &str = "
CREATE TABLE imports (
    hash TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id)
);
CREATE UNIQUE INDEX imports_by_hash ON imports (hash);
";

/// Version 3: the accounts at each seat, rated games, correspondence days and deadlines, the
/// invite of each seat and whether it is taken, and the side to act (for "your turn" lists).
const ONLINE_SCHEMA: &str = "
ALTER TABLE games ADD COLUMN white_account INTEGER;
ALTER TABLE games ADD COLUMN black_account INTEGER;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN days_per_turn INTEGER;
ALTER TABLE games ADD COLUMN deadline INTEGER;
ALTER TABLE games ADD COLUMN white_invite TEXT;
ALTER TABLE games ADD COLUMN black_invite TEXT;
ALTER TABLE games ADD COLUMN white_taken INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN black_taken INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN to_act TEXT;
CREATE INDEX games_by_white_account ON games (white_account, status);
CREATE INDEX games_by_black_account ON games (black_account, status);
";

/// Version 6: the challenges.
const SEEKS_SCHEMA: &str = "
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    owner INTEGER NOT NULL REFERENCES accounts (id),
    setup TEXT NOT NULL,
    seed TEXT,
    clock_initial_ms INTEGER,
    clock_increment_ms INTEGER,
    days_per_turn INTEGER,
    rated INTEGER NOT NULL,
    color TEXT NOT NULL,
    opponent INTEGER REFERENCES accounts (id),
    status TEXT NOT NULL,
    game_id TEXT,
    created INTEGER NOT NULL
);
CREATE INDEX seeks_by_status ON seeks (status, created);
CREATE INDEX seeks_by_owner ON seeks (owner, status);
";

/// Version 7: each game's version (see [`GameMeta::version`](super::GameMeta::version)), so that instances sharing the
/// archive cannot overwrite each other's changes; and the games whose flag can fall, by the
/// moment it falls, for the sweep that finds the games due.
const VERSIONS_SCHEMA: &str = "
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_playing_by_deadline ON games (deadline) WHERE status = 'playing';
";

/// Version 1: the whole schema of the SQLite archive's version 7, in PostgreSQL's types.
/// Ids that are sorted compare bytewise (`COLLATE "C"`), as in SQLite.
const POSTGRES_1: &str = r#"
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
