//! The opening explorer's index, written once for both databases: for each position at the
//! start of a turn, the games between people that reached it and White's wins among them;
//! for each turn played from it, the same. A game is counted in the transaction that stores
//! its result (or its import), or by the catch-up at start for games finished before the
//! index existed; its `explorer` mark makes it counted at most once.
//!
//! What is counted: a game decided by a result (`1-0` or `0-1`) between two people (an online
//! game, or an imported record), from the standard start. Its first [`INDEXED_TURNS`] turns:
//! each position at the start of one of them (the side to act in phase `open` or `first`) that
//! the game reached, and each whole turn played from it. Engine and hot-seat games, aborted
//! and unfinished games, and games from another start are looked at and marked, not counted.

use tzaar_core::{Game, Phase, SetupKind};
use tzaar_sql::sql;

use super::Store;
use super::error::StoreError;
use super::rows::GameMeta;
use super::sql::{Conn, read_row};

/// How many turns of each game are indexed: the explorer is about openings, and past these a
/// position is nearly always one game's alone. The index holds at most this many positions
/// and turns per game.
pub const INDEXED_TURNS: usize = 20;

/// The most turns [`Store::explorer`] lists for a position (the most played first).
pub const MAX_LISTED_TURNS: u32 = 100;

/// The games the catch-up looks at in one transaction.
pub const CATCH_UP_BATCH: u32 = 100;

/// A game's `explorer` mark once it is counted; `NOT_COUNTED` once it is looked at and left
/// out. `NULL` until its end is stored (or, for games older than the index, until the
/// catch-up looks at it).
const COUNTED: i64 = 1;
const NOT_COUNTED: i64 = 0;

/// What the games between people did from one position (see `GET /api/explorer`).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ExplorerStats {
    /// The games that reached the position.
    pub games: u64,
    /// White's wins among them.
    pub white_wins: u64,
    /// The turns played from it, the most played first (ties by their text).
    pub turns: Vec<ExplorerTurn>,
}

/// One turn played from a position, and how those games ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ExplorerTurn {
    /// The turn as `tzaar_core::Turn` writes it: `D5xD4`, `F1xG1 A4+B4`.
    pub turn: String,
    /// The games that played it here.
    pub games: u64,
    /// White's wins among them.
    pub white_wins: u64,
}

/// One position a game reached, and the whole turn it played there (`None` where the game
/// ended before its turn was whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reached {
    /// The position string at the start of the turn.
    pub position: String,
    /// The turn played from it.
    pub turn: Option<String>,
}

/// The positions a game from the standard start reached at the start of its first
/// [`INDEXED_TURNS`] turns, with the whole turns played from them, replaying `actions`
/// (in notation) with the rules; `None` if an action does not replay.
pub fn reached(actions: &[String]) -> Option<Vec<Reached>> {
    let mut game = Game::new(SetupKind::Standard);
    let mut out: Vec<Reached> = Vec::new();
    let mut turn: Vec<String> = Vec::new();
    for text in actions {
        let pos = game.position();
        if matches!(pos.phase(), Phase::Opening | Phase::FirstAction) {
            if let Some(last) = out.last_mut() {
                last.turn = Some(turn.join(" "));
            }
            turn.clear();
            if out.len() == INDEXED_TURNS {
                return Some(out);
            }
            out.push(Reached {
                position: pos.to_string(),
                turn: None,
            });
        }
        let action = pos.parse_action(text).ok()?;
        game.play(action).ok()?;
        turn.push(action.to_string());
    }
    // The last turn is whole if the rules ended the game with it or it ended a side's turn.
    let pos = game.position();
    let ended = pos.outcome().is_some() || matches!(pos.phase(), Phase::FirstAction);
    if let Some(last) = out.last_mut().filter(|_| ended && !turn.is_empty()) {
        last.turn = Some(turn.join(" "));
    }
    if matches!(pos.phase(), Phase::Opening | Phase::FirstAction) && out.len() < INDEXED_TURNS {
        out.push(Reached {
            position: pos.to_string(),
            turn: None,
        });
    }
    Some(out)
}

/// A position's key in the index: the first 64 bits of the SHA-256 of its position string, a
/// fixed size however long the string (two positions of the index sharing one are about as
/// likely as a random 64-bit collision).
fn key_of(position: &str) -> i64 {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(position.as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    i64::from_be_bytes(first)
}

/// What the index needs of a game to decide whether it counts.
struct Candidate {
    mode: String,
    setup: String,
    status: String,
    result: Option<String>,
    explorer: Option<i64>,
}

/// Counts game `id` in the index if it is finished, counts and is not counted yet, in the
/// caller's transaction (the one that stores its end); marks it looked at either way.
pub(super) fn count_if_finished(
    c: &mut dyn Conn,
    id: &str,
    m: &GameMeta,
) -> Result<(), StoreError> {
    if m.status == "playing" {
        return Ok(());
    }
    count(c, &[id.to_string()])
}

/// Claims and counts each of `ids` that is finished and not yet looked at, in one
/// transaction: every claim first, in the order of the ids (so that two instances' batches
/// wait for each other rather than lock each other out), then the counts.
fn count(c: &mut dyn Conn, ids: &[String]) -> Result<(), StoreError> {
    let mut sorted: Vec<&String> = ids.iter().collect();
    sorted.sort();
    let mut claimed = Vec::new();
    for id in sorted {
        let found = c.first(
            sql!("SELECT mode, setup, status, result, explorer FROM games WHERE id = {id}"),
            |r| Ok(read_row!(r => Candidate { mode, setup, status, result, explorer })),
        )?;
        let Some(game) = found.filter(|g| g.explorer.is_none() && g.status != "playing") else {
            continue;
        };
        let white_won = match (game.status.as_str(), game.result.as_deref()) {
            ("over", Some("1-0")) => Some(true),
            ("over", Some("0-1")) => Some(false),
            _ => None,
        };
        let people = matches!(game.mode.as_str(), "online" | "review");
        let mut counted = None;
        if let (Some(white_won), true, "standard") = (white_won, people, game.setup.as_str()) {
            let actions: Vec<String> = c.all(
                sql!("SELECT action FROM actions WHERE game_id = {id} ORDER BY seq"),
                |r| r.get(0),
            )?;
            counted = reached(&actions).map(|r| (white_won, r));
            if counted.is_none() {
                tracing::warn!(game = %id, "a finished game does not replay: not in the explorer");
            }
        }
        let mark = if counted.is_some() {
            COUNTED
        } else {
            NOT_COUNTED
        };
        // The claim: of two transactions looking at one game, the second waits for the first
        // and then changes nothing.
        if c.changed_one(sql!(
            "UPDATE games SET explorer = {mark} WHERE id = {id} AND explorer IS NULL"
        ))? && let Some(counted) = counted
        {
            claimed.push(counted);
        }
    }
    for (white_won, positions) in claimed {
        add(c, white_won, &positions)?;
    }
    Ok(())
}

/// Adds one game, won by White or not, that reached `positions`.
fn add(c: &mut dyn Conn, white_won: bool, positions: &[Reached]) -> Result<(), StoreError> {
    let win = i64::from(white_won);
    for r in positions {
        let key = key_of(&r.position);
        c.exec(sql!(
            "INSERT INTO explorer_positions (key, games, white_wins)
             VALUES ({key}, 1, {win})
             ON CONFLICT (key) DO UPDATE
                 SET games = explorer_positions.games + 1,
                     white_wins = explorer_positions.white_wins + excluded.white_wins"
        ))?;
        if let Some(turn) = &r.turn {
            c.exec(sql!(
                "INSERT INTO explorer_turns (key, turn, games, white_wins)
                 VALUES ({key}, {turn}, 1, {win})
                 ON CONFLICT (key, turn) DO UPDATE
                     SET games = explorer_turns.games + 1,
                         white_wins = explorer_turns.white_wins + excluded.white_wins"
            ))?;
        }
    }
    Ok(())
}

/// The opening explorer's part of the archive.
impl Store {
    /// What the games between people did from `position` (a position string as
    /// `Position`'s `Display` writes it): zeros and no turn for a position no counted game
    /// reached. At most [`MAX_LISTED_TURNS`] turns, the most played first.
    pub fn explorer(&self, position: &str) -> Result<ExplorerStats, StoreError> {
        let key = key_of(position);
        self.db.read(|c| {
            let totals = c.first(
                sql!("SELECT games, white_wins FROM explorer_positions WHERE key = {key}"),
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            let Some((games, white_wins)) = totals else {
                return Ok(ExplorerStats::default());
            };
            let limit = MAX_LISTED_TURNS;
            let mut turns = c.all(
                sql!(
                    "SELECT turn, games, white_wins FROM explorer_turns
                     WHERE key = {key}
                     ORDER BY games DESC, turn LIMIT {limit}"
                ),
                |r| Ok(read_row!(r => ExplorerTurn { turn, games, white_wins })),
            )?;
            // Ties in the order of their text's bytes, whatever the database's collation.
            turns.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.turn.cmp(&b.turn)));
            Ok(ExplorerStats {
                games,
                white_wins,
                turns,
            })
        })
    }

    /// Counts up to `batch` finished games that were never looked at (those finished before
    /// the index existed) in one transaction; how many it looked at, so that the caller
    /// repeats until 0. Safe with several instances at once: each game is claimed by one.
    pub fn explorer_catch_up(&self, batch: u32) -> Result<usize, StoreError> {
        let ids: Vec<String> = self.db.read(|c| {
            c.all(
                sql!(
                    "SELECT id FROM games WHERE explorer IS NULL AND status <> 'playing'
                     ORDER BY id LIMIT {batch}"
                ),
                |r| r.get(0),
            )
        })?;
        if !ids.is_empty() {
            self.db.in_tx(|c| count(c, &ids))?;
        }
        Ok(ids.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(actions: &[&str]) -> Vec<String> {
        actions.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn each_position_at_a_turns_start_with_its_whole_turn() {
        let start = Game::new(SetupKind::Standard).position().to_string();
        let mut game = Game::new(SetupKind::Standard);
        game.play(game.position().parse_action("D5xD4").unwrap())
            .unwrap();
        let after_one = game.position().to_string();
        let second = game.position().legal_actions()[0];
        game.play(second).unwrap();
        // Black's turn is half played: its position counts, its turn does not.
        let got = reached(&texts(&["D5xD4", &second.to_string()])).unwrap();
        assert_eq!(
            got,
            [
                Reached {
                    position: start.clone(),
                    turn: Some("D5xD4".into()),
                },
                Reached {
                    position: after_one,
                    turn: None,
                },
            ]
        );
        assert_eq!(reached(&texts(&["D5xD4", "A1xA2"])), None);
        assert_eq!(
            reached(&[]).unwrap(),
            [Reached {
                position: start,
                turn: None
            }]
        );
    }

    #[test]
    fn only_the_first_turns_are_indexed() {
        let mut game = Game::new(SetupKind::Standard);
        while game.turns().len() < INDEXED_TURNS + 5 && !game.is_over() {
            let action = game.position().legal_actions()[0];
            game.play(action).unwrap();
        }
        let actions: Vec<String> = game.actions().iter().map(|a| a.to_string()).collect();
        let got = reached(&actions).unwrap();
        let turns = game.turns();
        assert_eq!(got.len(), INDEXED_TURNS.min(turns.len() + 1));
        for (i, r) in got.iter().enumerate() {
            let before = game.position_before_turn(i + 1).unwrap();
            assert_eq!(r.position, before.to_string());
            if i + 1 < turns.len() {
                assert_eq!(r.turn.as_deref(), Some(turns[i].to_string().as_str()));
            }
        }
    }
}
