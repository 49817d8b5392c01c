//! The transposition table, shared by all search threads without locks.
//!
//! Buckets of four entries fill one 64-byte cache line. Each entry is two atomic words: the data
//! and the key XOR the data, so a torn write (two threads storing at once) reads back as a miss
//! instead of a wrong hit. A new result replaces, in its bucket, the entry with the same key if
//! there is one, otherwise the entry worth least: shallow ones and ones left from earlier
//! searches go first. Deep results thus survive while the newest ones always find room.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use tzaar_core::{Action, Cell, PieceType};

use crate::score::Score;

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value is exactly the score.
    Exact,
    /// The true value is at least the score (the search failed high).
    Lower,
    /// The true value is at most the score (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The best action found, if any.
    pub action: Option<Action>,
    /// The score, relative to the stored node (see [`crate::score::to_node`]).
    pub score: Score,
    /// The depth searched, in plies.
    pub depth: u8,
    /// What the score bounds.
    pub bound: Bound,
}

/// Packs an action into 15 bits (0 = none).
pub fn encode_action(a: Option<Action>) -> u16 {
    let (kind, x, y) = match a {
        None => return 0,
        Some(Action::Capture { from, to }) => (0, from.index(), to.index()),
        Some(Action::Stack { from, to }) => (1, from.index(), to.index()),
        Some(Action::Pass) => (2, 0, 0),
        Some(Action::Place { cell, kind }) => (3, cell.index(), kind.index()),
    };
    (1 << 14 | kind << 12 | y << 6 | x) as u16
}

/// Unpacks [`encode_action`].
pub fn decode_action(bits: u16) -> Option<Action> {
    if bits & (1 << 14) == 0 {
        return None;
    }
    let x = (bits & 63) as usize;
    let y = ((bits >> 6) & 63) as usize;
    let cell = |i| Cell::new(i);
    Some(match (bits >> 12) & 3 {
        0 => Action::Capture {
            from: cell(x)?,
            to: cell(y)?,
        },
        1 => Action::Stack {
            from: cell(x)?,
            to: cell(y)?,
        },
        2 => Action::Pass,
        _ => Action::Place {
            cell: cell(x)?,
            kind: PieceType::from_index(y.min(2)),
        },
    })
}

fn pack(e: &Entry, generation: u8) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    (e.score as u32 as u64)
        | (encode_action(e.action) as u64) << 32
        | (e.depth.min(63) as u64) << 47
        | bound << 53
        | (generation as u64 & 0x1F) << 55
}

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// Entries per bucket.
const BUCKET: usize = 4;

/// The table: a power-of-two number of buckets of four entries.
pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
    generation: AtomicU8,
}

fn unpack(data: u64) -> (Entry, u8, bool) {
    let score = data as u32 as i32;
    let action = decode_action((data >> 32) as u16 & 0x7FFF);
    let depth = ((data >> 47) & 0x3F) as u8;
    let bound = match (data >> 53) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        3 => Bound::Upper,
        _ => {
            let e = Entry {
                action,
                score,
                depth,
                bound: Bound::Upper,
            };
            return (e, 0, false);
        }
    };
    let generation = ((data >> 55) & 0x1F) as u8;
    (
        Entry {
            action,
            score,
            depth,
            bound,
        },
        generation,
        true,
    )
}

impl Table {
    /// A table of about `mib` mebibytes (at least one bucket).
    pub fn new(mib: usize) -> Table {
        let bytes = mib.max(1) << 20;
        let per_bucket = BUCKET * std::mem::size_of::<Slot>();
        // The largest power of two that fits.
        let fit = (bytes / per_bucket).max(1);
        let buckets = if fit.is_power_of_two() {
            fit
        } else {
            fit.next_power_of_two() / 2
        };
        let n = buckets * BUCKET;
        Table {
            slots: (0..n).map(|_| Slot::default()).collect(),
            mask: buckets - 1,
            generation: AtomicU8::new(0),
        }
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for s in &self.slots {
            s.check.store(0, Ordering::Relaxed);
            s.data.store(0, Ordering::Relaxed);
        }
    }

    /// Marks the start of a new search, so that older entries give way first.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn generation(&self) -> u8 {
        self.generation.load(Ordering::Relaxed) & 0x1F
    }

    fn bucket(&self, key: u64) -> usize {
        // The high bits pick the bucket; the full key is checked.
        ((key >> 32) as usize & self.mask) * BUCKET
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let base = self.bucket(key);
        for i in base..base + BUCKET {
            let data = self.slots[i].data.load(Ordering::Relaxed);
            let check = self.slots[i].check.load(Ordering::Relaxed);
            if check ^ data == key && data != 0 {
                let (e, _, ok) = unpack(data);
                return ok.then_some(e);
            }
        }
        None
    }

    /// Stores a result for `key`.
    pub fn store(&self, key: u64, entry: Entry) {
        let base = self.bucket(key);
        let generation = self.generation();
        let mut victim = base;
        let mut worst = i32::MAX;
        for i in base..base + BUCKET {
            let data = self.slots[i].data.load(Ordering::Relaxed);
            let check = self.slots[i].check.load(Ordering::Relaxed);
            if data == 0 || check ^ data == key {
                victim = i;
                if check ^ data == key && data != 0 {
                    let (old, _, _) = unpack(data);
                    // Keep a deeper exact result of the same search unless this one is exact.
                    if old.depth > entry.depth + 2 && entry.bound != Bound::Exact {
                        return;
                    }
                }
                break;
            }
            let (old, gen_old, _) = unpack(data);
            let age = (generation.wrapping_sub(gen_old) & 0x1F) as i32;
            let worth = old.depth as i32 - 8 * age;
            if worth < worst {
                worst = worth;
                victim = i;
            }
        }
        let mut entry = entry;
        if entry.action.is_none() {
            // Keep the action of an earlier result for the same position.
            if let Some(old) = self.probe(key) {
                entry.action = old.action;
            }
        }
        let data = pack(&entry, generation);
        self.slots[victim].data.store(data, Ordering::Relaxed);
        self.slots[victim]
            .check
            .store(key ^ data, Ordering::Relaxed);
    }

    /// How full the table is, in permille of a sample of its entries from this search.
    pub fn hashfull(&self) -> u32 {
        let n = self.slots.len().min(4000);
        let generation = self.generation();
        let used = self.slots[..n]
            .iter()
            .filter(|s| {
                let d = s.data.load(Ordering::Relaxed);
                d != 0 && unpack(d).1 == generation
            })
            .count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_pack_and_unpack() {
        let c = |s: &str| s.parse::<Cell>().unwrap();
        let all = [
            None,
            Some(Action::Pass),
            Some(Action::Capture {
                from: c("A1"),
                to: c("I5"),
            }),
            Some(Action::Stack {
                from: c("E9"),
                to: c("E1"),
            }),
            Some(Action::Place {
                cell: c("D4"),
                kind: PieceType::Tott,
            }),
            Some(Action::Place {
                cell: c("I1"),
                kind: PieceType::Tzaar,
            }),
        ];
        for a in all {
            assert_eq!(decode_action(encode_action(a)), a);
        }
    }

    #[test]
    fn stores_and_probes() {
        let t = Table::new(1);
        let e = Entry {
            action: Some(Action::Pass),
            score: -12345,
            depth: 9,
            bound: Bound::Lower,
        };
        t.store(0xDEAD_BEEF_1234_5678, e);
        assert_eq!(t.probe(0xDEAD_BEEF_1234_5678), Some(e));
        assert_eq!(t.probe(0xDEAD_BEEF_1234_5679), None);
        // A result without an action keeps the stored one.
        t.store(
            0xDEAD_BEEF_1234_5678,
            Entry {
                action: None,
                depth: 10,
                ..e
            },
        );
        assert_eq!(
            t.probe(0xDEAD_BEEF_1234_5678).unwrap().action,
            Some(Action::Pass)
        );
        t.clear();
        assert_eq!(t.probe(0xDEAD_BEEF_1234_5678), None);
    }

    #[test]
    fn a_full_bucket_keeps_the_deepest() {
        let t = Table::new(1);
        // Keys with the same high half land in the same bucket.
        let key = |i: u64| 0x0000_0001_0000_0000 | i;
        for i in 0..8u64 {
            let depth = if i == 0 { 30 } else { i as u8 };
            t.store(
                key(i),
                Entry {
                    action: None,
                    score: i as i32,
                    depth,
                    bound: Bound::Exact,
                },
            );
        }
        assert_eq!(t.probe(key(0)).map(|e| e.depth), Some(30));
        assert_eq!(t.probe(key(7)).map(|e| e.depth), Some(7));
    }
}
