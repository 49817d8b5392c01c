//! The games' part of the archive, written once for both databases: a game's row, its actions
//! and its state stored over the version before it, the list, imports kept once per record,
//! and the cached scores.

use tzaar_sql::sql;

use super::Store;
use super::accounts::apply_rated_result;
use super::error::StoreError;
use super::rows::{
    CachedScore, DeletedSeats, GAME_CHANNEL, GameMeta, GameRow, GameSummary, Heard, SeatBinding,
    StoredGame, TournamentTag, clock_pair,
};
use super::sql::{Conn, Row};
use super::sql::{Page, read_row, window};
use super::{explorer, imports, tournaments};

/// Locks game `id`'s row until the transaction ends, where instances share the database
/// (nothing if there is no such game; SQLite's one connection needs no lock).
pub(super) fn lock_game(c: &mut dyn Conn, id: &str) -> Result<(), StoreError> {
    if c.is_shared() {
        c.first_value::<i64>(sql!("SELECT 1 FROM games WHERE id = {id} FOR UPDATE"))?;
    }
    Ok(())
}

/// Stores `m` as game `id`'s state and version, over the version before it (see
/// [`GameMeta::version`]); a game that is not at that version is a [`StoreError::Sequence`].
pub(super) fn write_meta(c: &mut dyn Conn, id: &str, m: &GameMeta) -> Result<(), StoreError> {
    store_meta(c, id, m, Some(m.version - 1))
}

/// Stores `m` as game `id`'s state, if the stored version is `over` (any with `None`), tells
/// the instances sharing the database, and rates the game, records it in its tournament and
/// counts it in the opening explorer if this decides it.
fn store_meta(
    c: &mut dyn Conn,
    id: &str,
    m: &GameMeta,
    over: Option<i64>,
) -> Result<(), StoreError> {
    let (white_ms, black_ms) = (m.clock_ms.map(|c| c.0), m.clock_ms.map(|c| c.1));
    let (status, turns) = (&m.status, m.turns);
    let (result, termination) = (m.result.clone(), m.termination.clone());
    let (since, updated, deadline) = (m.clock_since, m.updated, m.deadline);
    let (to_act, offer, rematch) = (m.to_act.clone(), m.offer.clone(), m.rematch.clone());
    let version = m.version;
    let changed = c.exec(sql!(
        "UPDATE games SET status = {status}, result = {result}, termination = {termination},
             turns = {turns}, clock_white_ms = {white_ms}, clock_black_ms = {black_ms},
             clock_since = {since}, updated = {updated}, deadline = {deadline},
             to_act = {to_act}, offer = {offer}, rematch_id = {rematch}, version = {version}
         WHERE id = {id} AND (CAST({over} AS BIGINT) IS NULL OR version = {over})"
    ))?;
    if changed != 1 {
        return Err(StoreError::Sequence(id.to_string()));
    }
    c.notify(GAME_CHANNEL, &format!("{id} {version}"))?;
    rate_if_decided(c, id, m)?;
    tournaments::record_result(c, id, m)?;
    explorer::count_if_finished(c, id, m)
}

/// Rates a decided game inside the transaction that stores its result, if its row is rated
/// and both seats are bound to two accounts; exactly once (see `apply_rated_result`). An
/// aborted game has no result and is never rated.
fn rate_if_decided(c: &mut dyn Conn, id: &str, m: &GameMeta) -> Result<(), StoreError> {
    let Some(white_score) = m.white_score() else {
        return Ok(());
    };
    let seats = c.first(
        sql!("SELECT rated, white_account, black_account FROM games WHERE id = {id}"),
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    if let Some((true, Some(w), Some(b))) = seats
        && w != b
    {
        apply_rated_result(c, id, w, b, white_score, m.updated)?;
    }
    Ok(())
}

/// Inserts actions numbered from `first_seq`.
fn insert_actions(
    c: &mut dyn Conn,
    id: &str,
    first_seq: usize,
    actions: &[String],
    at: i64,
) -> Result<(), StoreError> {
    for (i, action) in actions.iter().enumerate() {
        let seq = i64::try_from(first_seq + i).map_err(|_| StoreError::Sequence(id.into()))?;
        c.exec(sql!(
            "INSERT INTO actions (game_id, seq, action, played_at)
             VALUES ({id}, {seq}, {action}, {at})"
        ))?;
    }
    Ok(())
}

/// Inserts a new game with its first actions, in the caller's transaction, and tells the
/// instances sharing the database.
pub(super) fn insert_game(
    c: &mut dyn Conn,
    row: &GameRow,
    meta: &GameMeta,
    actions: &[String],
) -> Result<(), StoreError> {
    let ms = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
    let (initial, increment) = (row.clock.map(|c| ms(c.0)), row.clock.map(|c| ms(c.1)));
    let seed = row.seed.map(|s| s.to_string());
    let (level, days) = (row.level.map(i64::from), row.days_per_turn.map(i64::from));
    let (id, mode, setup, start, created, rated) = (
        &row.id,
        &row.mode,
        &row.setup,
        &row.start,
        row.created,
        row.rated,
    );
    let (white_token, black_token) = (row.white_token.clone(), row.black_token.clone());
    let (white, black, status) = (&row.white, &row.black, &meta.status);
    let (engine_color, tags) = (row.engine_color.clone(), row.tags.clone());
    let [w, bl] = &row.seats;
    let (white_invite, black_invite) = (w.invite.clone(), bl.invite.clone());
    let (white_taken, black_taken) = (w.taken, bl.taken);
    let (white_account, black_account) = (w.account, bl.account);
    let tournament = row.tournament.as_ref().map(|t| t.id.clone());
    c.exec(sql!(
        "INSERT INTO games (id, mode, setup, seed, level, start, white_token, black_token,
             white, black, engine_color, clock_initial_ms, clock_increment_ms, tags,
             status, turns, created, updated, rated, days_per_turn, white_invite, black_invite,
             white_taken, black_taken, white_account, black_account, tournament_id)
         VALUES ({id}, {mode}, {setup}, {seed}, {level}, {start}, {white_token},
             {black_token}, {white}, {black}, {engine_color}, {initial}, {increment}, {tags},
             {status}, 0, {created}, {created}, {rated}, {days}, {white_invite},
             {black_invite}, {white_taken}, {black_taken}, {white_account}, {black_account},
             {tournament})"
    ))?;
    insert_actions(c, id, 0, actions, meta.updated)?;
    store_meta(c, id, meta, None)
}

/// A game's row and state from the columns [`load`] selects.
fn game_from(r: &Row) -> Result<(GameRow, GameMeta), StoreError> {
    let seed: Option<String> = r.get(3)?;
    let seat = |invite, taken, account, name, bot| -> Result<SeatBinding, StoreError> {
        Ok(SeatBinding {
            invite: r.get(invite)?,
            taken: r.get(taken)?,
            account: r.get(account)?,
            account_name: r.get(name)?,
            bot: r.get::<Option<bool>>(bot)?.unwrap_or(false),
        })
    };
    let white_ms: Option<i64> = r.get(18)?;
    let black_ms: Option<i64> = r.get(19)?;
    let row = GameRow {
        id: r.get(0)?,
        mode: r.get(1)?,
        setup: r.get(2)?,
        seed: seed.and_then(|s| s.parse().ok()),
        level: r.get(4)?,
        start: r.get(5)?,
        white_token: r.get(6)?,
        black_token: r.get(7)?,
        white: r.get(8)?,
        black: r.get(9)?,
        engine_color: r.get(10)?,
        clock: clock_pair(r.get(11)?, r.get(12)?),
        tags: r.get(13)?,
        created: r.get(21)?,
        rated: r.get(23)?,
        days_per_turn: r.get(24)?,
        seats: [seat(25, 27, 29, 36, 40)?, seat(26, 28, 30, 37, 41)?],
        tournament: match (r.get::<Option<String>>(38)?, r.get::<Option<String>>(39)?) {
            (Some(id), Some(name)) => Some(TournamentTag { id, name }),
            _ => None,
        },
    };
    let meta = GameMeta {
        status: r.get(14)?,
        result: r.get(15)?,
        termination: r.get(16)?,
        turns: r.get(17)?,
        clock_ms: white_ms.zip(black_ms),
        clock_since: r.get(20)?,
        deadline: r.get(31)?,
        to_act: r.get(32)?,
        updated: r.get(22)?,
        offer: r.get(33)?,
        rematch: r.get(34)?,
        version: r.get(35)?,
    };
    Ok((row, meta))
}

/// Game `id` with its actions.
fn load(c: &mut dyn Conn, id: &str) -> Result<Option<StoredGame>, StoreError> {
    let game = c.first(
        sql!(
            "SELECT id, mode, setup, seed, level, start, white_token, black_token, white,
                 black, engine_color, clock_initial_ms, clock_increment_ms, tags, status,
                 result, termination, turns, clock_white_ms, clock_black_ms, clock_since,
                 created, updated, rated, days_per_turn, white_invite, black_invite,
                 white_taken, black_taken, white_account, black_account, deadline, to_act,
                 offer, rematch_id, version,
                 (SELECT name FROM accounts WHERE id = white_account AND role <> 'deleted'),
                 (SELECT name FROM accounts WHERE id = black_account AND role <> 'deleted'),
                 tournament_id, (SELECT name FROM tournaments t WHERE t.id = tournament_id),
                 (SELECT bot_level IS NOT NULL OR program FROM accounts
                  WHERE id = white_account),
                 (SELECT bot_level IS NOT NULL OR program FROM accounts
                  WHERE id = black_account)
             FROM games WHERE id = {id}"
        ),
        game_from,
    )?;
    let Some((row, meta)) = game else {
        return Ok(None);
    };
    let actions = c.all(
        sql!("SELECT action FROM actions WHERE game_id = {id} ORDER BY seq"),
        |r| r.get(0),
    )?;
    Ok(Some(StoredGame { row, meta, actions }))
}

/// The games' part of the archive. Every method that changes something does it in one
/// transaction and returns only once it is durable.
impl Store {
    /// Stores a new game with its first actions (an import has some).
    pub fn create(
        &self,
        row: &GameRow,
        meta: &GameMeta,
        actions: &[String],
    ) -> Result<(), StoreError> {
        self.db.in_tx(|c| insert_game(c, row, meta, actions))
    }

    /// Stores an imported game as [`Store::create`] does, unless a game was already imported
    /// from a record with the same `hash`: then nothing is stored and that game's id is
    /// returned.
    pub fn create_import(
        &self,
        hash: &str,
        row: &GameRow,
        meta: &GameMeta,
        actions: &[String],
    ) -> Result<Option<String>, StoreError> {
        let stored = self.db.in_tx(|c| {
            if let Some(id) = imports::imported(c, hash)? {
                return Ok(Some(id));
            }
            insert_game(c, row, meta, actions)?;
            // A race with an import of the same record (another instance's) waits here for
            // it, and loses if it commits: this transaction is then rolled back.
            if imports::remember(c, hash, &row.id)? {
                Ok(None)
            } else {
                Err(StoreError::Sequence(format!("import {hash}")))
            }
        });
        match stored {
            Err(StoreError::Sequence(_)) => self
                .db
                .read(|c| imports::imported(c, hash))?
                .map(Some)
                .ok_or_else(|| {
                    StoreError::Db(format!("import {hash}: neither stored nor found").into())
                }),
            other => other,
        }
    }

    /// The stored version of game `id` (see [`GameMeta::version`]), or `None` if no game has
    /// this id: how an instance sharing the archive checks that its copy is current.
    pub fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        self.db
            .read(|c| c.first_value(sql!("SELECT version FROM games WHERE id = {id}")))
    }

    /// A game, or `None` if no game has this id.
    pub fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.db.read(|c| load(c, id))
    }

    /// Appends actions numbered from `first_seq` (the number already stored) and stores `meta`.
    pub fn append(
        &self,
        id: &str,
        first_seq: usize,
        actions: &[String],
        meta: &GameMeta,
    ) -> Result<(), StoreError> {
        self.db.in_tx(|c| {
            lock_game(c, id)?;
            let stored: usize =
                c.value(sql!("SELECT COUNT(*) FROM actions WHERE game_id = {id}"))?;
            if stored != first_seq {
                return Err(StoreError::Sequence(id.to_string()));
            }
            insert_actions(c, id, first_seq, actions, meta.updated)?;
            write_meta(c, id, meta)
        })
    }

    /// Keeps the first `keep` actions, dropping the rest (an undo), and stores `meta`.
    pub fn truncate(&self, id: &str, keep: usize, meta: &GameMeta) -> Result<(), StoreError> {
        let keep = i64::try_from(keep).map_err(|_| StoreError::Sequence(id.into()))?;
        self.db.in_tx(|c| {
            c.exec(sql!(
                "DELETE FROM actions WHERE game_id = {id} AND seq >= {keep}"
            ))?;
            write_meta(c, id, meta)
        })
    }

    /// Stores `meta` alone (a resignation, a loss on time).
    pub fn update(&self, id: &str, meta: &GameMeta) -> Result<(), StoreError> {
        self.db.in_tx(|c| write_meta(c, id, meta))
    }

    /// A page of games, newest first (page from 1), and the number of games.
    pub fn list(&self, page: u32, per_page: u32) -> Result<Page<GameSummary>, StoreError> {
        let (limit, offset) = window(page, per_page);
        self.page(
            sql!("SELECT COUNT(*) FROM games"),
            sql!(
                "SELECT id, mode, setup, white, black, status, result, turns, created,
                     updated,
                     EXISTS (SELECT 1 FROM accounts a
                             WHERE a.id = white_account AND a.role = 'deleted'),
                     EXISTS (SELECT 1 FROM accounts a
                             WHERE a.id = black_account AND a.role = 'deleted')
                 FROM games ORDER BY created DESC, id LIMIT {limit} OFFSET {offset}"
            ),
            |r| {
                Ok(read_row!(r => GameSummary {
                    id, mode, setup, white, black, status, result, turns, created, updated,
                    deleted: DeletedSeats { white, black },
                }))
            },
        )
    }

    /// The ids of unfinished games in engine mode.
    pub fn unfinished_engine_games(&self) -> Result<Vec<String>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id FROM games WHERE status = 'playing' AND mode = 'engine'
                 ORDER BY created"
                ),
                |r| r.get(0),
            )
        })
    }

    /// The cached scores of a game.
    pub fn scores(&self, id: &str) -> Result<Vec<CachedScore>, StoreError> {
        self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT turn, position, score, text FROM scores WHERE game_id = {id}
                 ORDER BY turn"
                ),
                |r| Ok(read_row!(r => CachedScore { turn, position, score, text })),
            )
        })
    }

    /// Caches scores of a game, replacing those of the same turns.
    pub fn save_scores(&self, id: &str, scores: &[CachedScore]) -> Result<(), StoreError> {
        self.db.in_tx(|c| {
            for s in scores {
                let (turn, position, score, text) = (s.turn, &s.position, s.score, &s.text);
                c.exec(sql!(
                    "INSERT INTO scores (game_id, turn, position, score, text)
                     VALUES ({id}, {turn}, {position}, {score}, {text})
                     ON CONFLICT (game_id, turn) DO UPDATE
                         SET position = excluded.position, score = excluded.score,
                             text = excluded.text"
                ))?;
            }
            Ok(())
        })
    }

    /// Tells every server instance listening on this archive `payload` on `channel` (see
    /// [`Store::listen`]). An archive only one process uses tells nobody.
    pub fn notify(&self, channel: &str, payload: &str) -> Result<(), StoreError> {
        self.db.notify(channel, payload)
    }

    /// Starts hearing what the instances sharing this archive tell (every [`Store::notify`],
    /// this instance's too, and each stored change of a game on [`GAME_CHANNEL`] as
    /// `<id> <version>`). `None` for an archive only one process uses.
    pub fn listen(&self) -> Result<Option<std::sync::mpsc::Receiver<Heard>>, StoreError> {
        self.db.listen()
    }
}
