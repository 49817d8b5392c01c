//! Correspondence championships in seasons: divisions of groups, with promotion and relegation.
//!
//! Division 1 is the top, with one group; division `d` has room for `growth^(d-1)` groups of
//! `group_size` players. After a season:
//!
//! 1. Each returning player gets a target division: their own, one higher for the top `promote`
//!    of their group (not above division 1), one lower for the bottom `relegate` (promotion wins
//!    when a small group makes the two overlap). Newcomers target the last division.
//! 2. All players are put in one order: target division, then newcomers after returning
//!    players, then place in their group, then their order in the input.
//! 3. Divisions are filled from the top in that order, each up to its room; the overflow moves
//!    down. A division below the last one of the previous season opens only for the players the
//!    divisions above have no room for, so relegation out of the last division happens only when
//!    it overflows. If a new division would hold a single player, that player stays in the
//!    division above instead: the last division may hold more than its room.
//! 4. Each division is dealt in snake order into as few groups of at most `group_size` as
//!    possible, sizes differing by at most one, and never a group of one player: a player left
//!    over joins a group, which then holds `group_size + 1`. So division `d` never has more than
//!    `growth^(d-1)` groups.

use std::collections::HashSet;

use crate::PlayerId;

/// The final ranking of one group of the season that ended.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupResult {
    /// The group's division, 1 being the top (0 is read as 1).
    pub division: u32,
    /// The group's players in their final order, best first.
    pub ranking: Vec<PlayerId>,
}

/// The shape of a championship.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonRules {
    /// Players per group (at least 2; smaller values are read as 2).
    pub group_size: usize,
    /// How many players of each group move up a division.
    pub promote: usize,
    /// How many players of each group move down a division.
    pub relegate: usize,
    /// Division `d` (from 1) has room for `growth^(d-1)` groups (at least 1; 0 is read as 1).
    pub growth: usize,
}

/// One player on their way into the next season.
struct Placed {
    id: PlayerId,
    target: usize,
    newcomer: bool,
    place: usize,
    input: usize,
}

/// The next season: divisions (index 0 = division 1) of groups of players, best-seeded first in
/// each group. Players in `leaving` drop out; `newcomers` (best first) start in the last
/// division. A player listed more than once is placed once, where first listed.
pub fn next_season(
    previous: &[GroupResult],
    newcomers: &[PlayerId],
    leaving: &[PlayerId],
    rules: &SeasonRules,
) -> Vec<Vec<Vec<PlayerId>>> {
    let group_size = rules.group_size.max(2);
    let growth = rules.growth.max(1);
    let order = ordered(previous, newcomers, leaving, rules);
    let mut room = group_size;
    let mut season = Vec::new();
    for players in fill(&order, group_size, growth) {
        season.push(deal(&players, group_size, room / group_size));
        room = room.saturating_mul(growth);
    }
    season
}

/// Every player of the next season with their target, in the order of step 2.
fn ordered(
    previous: &[GroupResult],
    newcomers: &[PlayerId],
    leaving: &[PlayerId],
    rules: &SeasonRules,
) -> Vec<PlayerId> {
    let mut seen: HashSet<PlayerId> = leaving.iter().copied().collect();
    let last = previous
        .iter()
        .map(|g| g.division.max(1) as usize)
        .max()
        .unwrap_or(1);
    let mut placed = Vec::new();
    for group in previous {
        let division = group.division.max(1) as usize;
        let size = group.ranking.len();
        for (place, &id) in group.ranking.iter().enumerate() {
            if !seen.insert(id) {
                continue;
            }
            let target = if place < rules.promote {
                division.saturating_sub(1).max(1)
            } else if place + rules.relegate >= size {
                division + 1
            } else {
                division
            };
            let input = placed.len();
            placed.push(Placed {
                id,
                target,
                newcomer: false,
                place,
                input,
            });
        }
    }
    for (place, &id) in newcomers.iter().enumerate() {
        if seen.insert(id) {
            let input = placed.len();
            placed.push(Placed {
                id,
                target: last,
                newcomer: true,
                place,
                input,
            });
        }
    }
    placed.sort_by_key(|p| (p.target, p.newcomer, p.place, p.input));
    placed.into_iter().map(|p| p.id).collect()
}

/// Cuts the ordered players into divisions by their room, from the top.
fn fill(order: &[PlayerId], group_size: usize, growth: usize) -> Vec<Vec<PlayerId>> {
    let mut divisions: Vec<Vec<PlayerId>> = Vec::new();
    let mut rest = order;
    let mut room = group_size;
    while !rest.is_empty() {
        let take = room.min(rest.len());
        let take = if rest.len() - take == 1 {
            rest.len()
        } else {
            take
        };
        divisions.push(rest[..take].to_vec());
        rest = &rest[take..];
        room = room.saturating_mul(growth);
    }
    divisions
}

/// Deals a division's players (strongest first) into at most `most` balanced groups in snake
/// order.
fn deal(players: &[PlayerId], group_size: usize, most: usize) -> Vec<Vec<PlayerId>> {
    let count = players
        .len()
        .div_ceil(group_size)
        .min(players.len() / 2)
        .min(most)
        .max(1);
    let mut groups = vec![Vec::new(); count];
    for (i, &id) in players.iter().enumerate() {
        let (row, col) = (i / count, i % count);
        let group = if row % 2 == 0 { col } else { count - 1 - col };
        groups[group].push(id);
    }
    groups
}
