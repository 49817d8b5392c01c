//! Arena waves: never a last opponent, nobody twice, as many games as possible, and fast.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use tzaar_pairing::{ArenaPlayer, PlayerId, Side, pair_arena};

/// A waiting player with no colour history.
fn waiting(id: PlayerId, points: i64, rating: f64, last: Option<PlayerId>) -> ArenaPlayer {
    ArenaPlayer {
        id,
        points,
        rating,
        last_opponent: last,
        color_balance: 0,
        last_side: None,
    }
}

/// Whether two waiting players may meet.
fn allowed(a: &ArenaPlayer, b: &ArenaPlayer) -> bool {
    a.last_opponent != Some(b.id) && b.last_opponent != Some(a.id)
}

/// The most games possible among `players` (by exhaustive search; at most 16 players).
fn most_games(players: &[ArenaPlayer]) -> usize {
    fn best(players: &[ArenaPlayer], mask: u32, memo: &mut HashMap<u32, usize>) -> usize {
        if mask == 0 {
            return 0;
        }
        if let Some(&known) = memo.get(&mask) {
            return known;
        }
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut most = best(players, rest, memo);
        for j in (i + 1..players.len()).filter(|&j| rest & (1 << j) != 0) {
            if allowed(&players[i], &players[j]) {
                most = most.max(1 + best(players, rest & !(1 << j), memo));
            }
        }
        memo.insert(mask, most);
        most
    }
    best(players, (1u32 << players.len()) - 1, &mut HashMap::new())
}

/// Random waiting players with ids 0..n and last opponents among them (or gone, or none).
fn players_strategy() -> impl Strategy<Value = Vec<ArenaPlayer>> {
    (0usize..=14).prop_flat_map(|n| {
        prop::collection::vec(
            (
                0i64..12,
                1200.0f64..2000.0,
                prop::option::of(0i64..20),
                -1i32..=1,
            ),
            n,
        )
        .prop_map(|rows| {
            rows.into_iter()
                .enumerate()
                .map(|(i, (points, rating, last, balance))| ArenaPlayer {
                    id: i as PlayerId,
                    points,
                    rating,
                    last_opponent: last.filter(|&l| l != i as PlayerId),
                    color_balance: balance,
                    last_side: None,
                })
                .collect()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn waves_never_repeat_a_last_game_and_pair_as_many_as_possible(
        players in players_strategy(),
    ) {
        let pairs = pair_arena(&players);
        let by_id: HashMap<PlayerId, &ArenaPlayer> = players.iter().map(|p| (p.id, p)).collect();
        let mut seen = HashSet::new();
        for &(w, b) in &pairs {
            prop_assert!(seen.insert(w) && seen.insert(b), "a player twice in {:?}", pairs);
            let (pw, pb) = (by_id[&w], by_id[&b]);
            prop_assert!(allowed(pw, pb), "{} and {} just met", w, b);
            prop_assert!(pw.color_balance <= pb.color_balance, "White to the higher balance");
        }
        prop_assert_eq!(pairs.len(), most_games(&players));
    }
}

#[test]
fn of_three_waiting_where_two_just_met_one_of_them_plays_the_third() {
    let players = [
        waiting(1, 10, 1800.0, Some(2)),
        waiting(2, 9, 1700.0, Some(1)),
        waiting(3, 0, 1500.0, None),
    ];
    let pairs = pair_arena(&players);
    assert_eq!(pairs.len(), 1);
    let (w, b) = pairs[0];
    assert!(w == 3 || b == 3, "{pairs:?}");
}

#[test]
fn two_who_just_met_wait_rather_than_meet_again() {
    let players = [
        waiting(1, 10, 1800.0, Some(2)),
        waiting(2, 9, 1700.0, Some(1)),
    ];
    assert!(pair_arena(&players).is_empty());
}

#[test]
fn neighbours_in_points_then_rating_meet() {
    let players = [
        waiting(1, 2, 1500.0, None),
        waiting(2, 10, 1400.0, None),
        waiting(3, 2, 1900.0, None),
        waiting(4, 10, 1600.0, None),
        waiting(5, 6, 1700.0, None),
    ];
    let pairs = pair_arena(&players);
    // Ranked 4, 2, 5, 3, 1: 4 v 2, 5 v 3, and 1 waits.
    assert_eq!(pairs, vec![(4, 2), (5, 3)]);
}

#[test]
fn a_last_opponent_is_skipped_for_the_next_player_down() {
    let players = [
        waiting(1, 10, 1500.0, Some(2)),
        waiting(2, 9, 1500.0, Some(1)),
        waiting(3, 8, 1500.0, None),
        waiting(4, 7, 1500.0, None),
    ];
    assert_eq!(pair_arena(&players), vec![(1, 3), (2, 4)]);
}

#[test]
fn white_goes_to_the_lower_balance_then_to_who_had_black() {
    let mut a = waiting(1, 10, 1500.0, None);
    let mut b = waiting(2, 9, 1500.0, None);
    a.color_balance = 1;
    assert_eq!(pair_arena(&[a.clone(), b.clone()]), vec![(2, 1)]);
    a.color_balance = 0;
    b.last_side = Some(Side::Black);
    a.last_side = Some(Side::White);
    assert_eq!(pair_arena(&[a.clone(), b.clone()]), vec![(2, 1)]);
    b.last_side = Some(Side::White);
    a.last_side = Some(Side::Black);
    assert_eq!(pair_arena(&[a, b]), vec![(1, 2)]);
}

#[test]
fn five_hundred_waiting_are_paired_fast() {
    let players: Vec<ArenaPlayer> = (0..500)
        .map(|i| {
            // Players met in pairs (2k, 2k+1) last time.
            let last = if i % 3 == 0 { None } else { Some(i ^ 1) };
            waiting(i, (i * 37) % 40, 1000.0 + ((i * 7919) % 1000) as f64, last)
        })
        .collect();
    let start = Instant::now();
    let pairs = pair_arena(&players);
    let took = start.elapsed();
    eprintln!("500 waiting: paired in {took:?}");
    assert_eq!(pairs.len(), 250);
    assert!(took < Duration::from_millis(500), "took {took:?}");
}
