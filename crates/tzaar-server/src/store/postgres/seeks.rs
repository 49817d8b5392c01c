//! The PostgreSQL archive's open challenges (seeks): posted with their owner's account locked,
//! cancelled and taken by single conditional updates.

use postgres::Row;

use super::super::seeks::LISTING;
use super::super::{GameMeta, GameRow, SeekListing, SeekRow, SeekStore, StoreError, clock_pair};
use super::{PgStore, clock_columns, insert_game, opt_int};

/// A challenge and its players from the columns of [`LISTING`].
fn listing(r: &Row) -> Result<SeekListing, StoreError> {
    let seed: Option<String> = r.try_get(3)?;
    Ok(SeekListing {
        row: SeekRow {
            id: r.try_get(0)?,
            owner: r.try_get(1)?,
            setup: r.try_get(2)?,
            seed: seed.and_then(|s| s.parse().ok()),
            clock: clock_pair(r.try_get(4)?, r.try_get(5)?),
            days_per_turn: opt_int(r, 6)?,
            rated: r.try_get(7)?,
            color: r.try_get(8)?,
            opponent: r.try_get(9)?,
            created: r.try_get(10)?,
        },
        owner_name: r.try_get(11)?,
        owner_rating: r.try_get(12)?,
        opponent_name: r.try_get(13)?,
        status: r.try_get(14)?,
        game: r.try_get(15)?,
    })
}

impl SeekStore for PgStore {
    fn create_seek(&self, seek: &SeekRow, max_open: usize) -> Result<bool, StoreError> {
        let (initial, increment) = clock_columns(seek.clock);
        self.in_tx(|tx| {
            // The owner's row is the lock that makes counting and posting one step.
            tx.execute(
                "SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE",
                &[&seek.owner],
            )?;
            let open: i64 = tx
                .query_one(
                    "SELECT COUNT(*) FROM seeks WHERE owner = $1 AND status = 'open'",
                    &[&seek.owner],
                )?
                .try_get(0)?;
            if usize::try_from(open).unwrap_or(usize::MAX) >= max_open {
                return Ok(false);
            }
            tx.execute(
                "INSERT INTO seeks (id, owner, setup, seed, clock_initial_ms,
                     clock_increment_ms, days_per_turn, rated, color, opponent, status, created)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11)",
                &[
                    &seek.id,
                    &seek.owner,
                    &seek.setup,
                    &seek.seed.map(|s| s.to_string()),
                    &initial,
                    &increment,
                    &seek.days_per_turn.map(i64::from),
                    &seek.rated,
                    &seek.color,
                    &seek.opponent,
                    &seek.created,
                ],
            )?;
            Ok(true)
        })
    }

    fn open_seeks(&self) -> Result<Vec<SeekListing>, StoreError> {
        self.all(
            &format!("{LISTING} WHERE s.status = 'open' ORDER BY s.created, s.id"),
            &[],
            listing,
        )
    }

    fn seek(&self, id: &str) -> Result<Option<SeekListing>, StoreError> {
        let found = self
            .client()?
            .query_opt(&format!("{LISTING} WHERE s.id = $1"), &[&id])?;
        found.as_ref().map(listing).transpose()
    }

    fn cancel_seek(&self, id: &str, owner: i64) -> Result<bool, StoreError> {
        let changed = self.client()?.execute(
            "UPDATE seeks SET status = 'cancelled'
             WHERE id = $1 AND owner = $2 AND status = 'open'",
            &[&id, &owner],
        )?;
        Ok(changed == 1)
    }

    fn take_seek(&self, id: &str, row: &GameRow, meta: &GameMeta) -> Result<bool, StoreError> {
        self.in_tx(|tx| {
            let taken = tx.execute(
                "UPDATE seeks SET status = 'accepted', game_id = $2
                 WHERE id = $1 AND status = 'open'",
                &[&id, &row.id],
            )?;
            if taken != 1 {
                return Ok(false);
            }
            insert_game(tx, row, meta, &[])?;
            Ok(true)
        })
    }
}
