//! Arena pairing: the players waiting now are paired in waves, close in points and rating, and
//! never with the opponent they have just played.
//!
//! The waiting players are ranked by points, then rating (then id, for a fixed order). Going down
//! the ranking, each player not yet paired meets the nearest player below who is not a last
//! opponent (theirs, or whose last opponent they were). Players left over are then fitted in by
//! swapping partners with an existing pair where that pairs more players: for three waiting
//! players of whom A and B just met, one of A and B plays C. Whoever is still left waits for the
//! next wave.

use crate::{PlayerId, Side};

/// A player waiting for a game in an arena.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaPlayer {
    /// The player.
    pub id: PlayerId,
    /// Their arena points so far.
    pub points: i64,
    /// Their rating.
    pub rating: f64,
    /// The opponent of their last game in this arena, if any.
    pub last_opponent: Option<PlayerId>,
    /// Whites minus Blacks over their games in this arena.
    pub color_balance: i32,
    /// The side they had in their last game in this arena, if any.
    pub last_side: Option<Side>,
}

/// Pairs the players waiting now (not in a game, not paused): close in points, then rating;
/// never a player with their last opponent (whoever else is waiting); players left over wait for
/// the next wave. Returns (white, black) pairs, best-placed pair first; White goes to the one
/// with the lower colour balance, then to the one who had Black last, then to the better placed.
/// A player listed twice is paired at most once.
pub fn pair_arena(waiting: &[ArenaPlayer]) -> Vec<(PlayerId, PlayerId)> {
    let ranked = ranked(waiting);
    let mut partner: Vec<Option<usize>> = vec![None; ranked.len()];
    for i in 0..ranked.len() {
        if partner[i].is_some() {
            continue;
        }
        let nearest =
            (i + 1..ranked.len()).find(|&j| partner[j].is_none() && allowed(ranked[i], ranked[j]));
        if let Some(j) = nearest {
            partner[i] = Some(j);
            partner[j] = Some(i);
        }
    }
    fit_leftovers(&ranked, &mut partner);
    (0..ranked.len())
        .filter_map(|i| match partner[i] {
            Some(j) if i < j => Some(colours(ranked[i], ranked[j])),
            _ => None,
        })
        .collect()
}

/// The waiting players, one entry per id, best placed first.
fn ranked(waiting: &[ArenaPlayer]) -> Vec<&ArenaPlayer> {
    let mut seen = std::collections::HashSet::new();
    let mut ranked: Vec<&ArenaPlayer> = waiting.iter().filter(|p| seen.insert(p.id)).collect();
    ranked.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    ranked
}

/// Whether two players may meet: neither was the other's last opponent.
fn allowed(a: &ArenaPlayer, b: &ArenaPlayer) -> bool {
    a.last_opponent != Some(b.id) && b.last_opponent != Some(a.id)
}

/// Pairs players left over by breaking a pair (a, b) into (u, a) and (v, b) or (u, b) and (v, a)
/// for two left-over players u and v who may not meet each other, nearest pairs first.
fn fit_leftovers(ranked: &[&ArenaPlayer], partner: &mut [Option<usize>]) {
    let mut left: Vec<usize> = (0..ranked.len())
        .filter(|&i| partner[i].is_none())
        .collect();
    while left.len() >= 2 {
        let (u, v) = (left[0], left[1]);
        match swap_partners(ranked, partner, u, v) {
            Some((x, y)) => {
                partner[u] = Some(x);
                partner[x] = Some(u);
                partner[v] = Some(y);
                partner[y] = Some(v);
                left.drain(..2);
            }
            None => {
                left.remove(0);
            }
        }
    }
}

/// A pair (x, y), x's partner being y, such that u may meet x and v may meet y; the pair nearest
/// to u in the ranking first.
fn swap_partners(
    ranked: &[&ArenaPlayer],
    partner: &[Option<usize>],
    u: usize,
    v: usize,
) -> Option<(usize, usize)> {
    let mut order: Vec<usize> = (0..ranked.len())
        .filter(|&x| partner[x].is_some())
        .collect();
    order.sort_by_key(|&x| x.abs_diff(u));
    order.into_iter().find_map(|x| {
        let y = partner[x]?;
        let fits = allowed(ranked[u], ranked[x]) && allowed(ranked[v], ranked[y]);
        fits.then_some((x, y))
    })
}

/// The (white, black) ids of a pair whose first player is the better placed.
fn colours(a: &ArenaPlayer, b: &ArenaPlayer) -> (PlayerId, PlayerId) {
    let a_white = match a.color_balance.cmp(&b.color_balance) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => {
            let a_black_last = a.last_side == Some(Side::Black);
            let b_black_last = b.last_side == Some(Side::Black);
            a_black_last || !b_black_last
        }
    };
    if a_white { (a.id, b.id) } else { (b.id, a.id) }
}
