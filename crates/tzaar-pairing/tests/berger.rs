//! Berger tables: every pair meets once per cycle, once per round at most, with fair colours.

use tzaar_pairing::berger;

/// Whites minus Blacks of each player over `rounds`.
fn balances(n: usize, rounds: &[Vec<(usize, usize)>]) -> Vec<i32> {
    let mut balance = vec![0; n];
    for &(w, b) in rounds.iter().flatten() {
        balance[w] += 1;
        balance[b] -= 1;
    }
    balance
}

#[test]
fn every_pair_meets_once_a_cycle_and_each_player_once_a_round() {
    for n in 2..=16 {
        for cycles in 1..=2u32 {
            let table = berger(n, cycles);
            let per_cycle = if n % 2 == 0 { n - 1 } else { n };
            assert_eq!(table.len(), per_cycle * cycles as usize, "n {n}");
            let mut meetings = vec![vec![0u32; n]; n];
            for round in &table {
                assert_eq!(round.len(), n / 2, "n {n}: one game per pair of players");
                let mut seen = vec![false; n];
                for &(w, b) in round {
                    assert!(w < n && b < n && w != b, "n {n}: bad game ({w}, {b})");
                    assert!(!seen[w] && !seen[b], "n {n}: a player twice in {round:?}");
                    seen[w] = true;
                    seen[b] = true;
                    meetings[w.min(b)][w.max(b)] += 1;
                }
            }
            for (a, row) in meetings.iter().enumerate() {
                for (b, &count) in row.iter().enumerate().skip(a + 1) {
                    assert_eq!(count, cycles, "n {n}: {a} and {b}");
                }
            }
        }
    }
}

#[test]
fn colours_are_balanced_within_one_per_cycle_and_exactly_for_odd_n() {
    for n in 2..=16 {
        let table = berger(n, 1);
        for (player, balance) in balances(n, &table).into_iter().enumerate() {
            if n % 2 == 0 {
                assert_eq!(
                    balance.abs(),
                    1,
                    "n {n}: player {player} (n - 1 games, odd)"
                );
            } else {
                assert_eq!(balance, 0, "n {n}: player {player}");
            }
        }
    }
}

#[test]
fn colours_never_repeat_three_times_and_alternate_for_odd_n() {
    for n in 2..=16 {
        let table = berger(n, 1);
        for player in 0..n {
            let sides: Vec<bool> = table
                .iter()
                .flatten()
                .filter(|&&(w, b)| w == player || b == player)
                .map(|&(w, _)| w == player)
                .collect();
            let longest = sides
                .chunk_by(|a, b| a == b)
                .map(|run| run.len())
                .max()
                .unwrap_or(0);
            let most = if n % 2 == 0 { 2 } else { 1 };
            assert!(longest <= most, "n {n}: player {player} has {sides:?}");
        }
    }
}

#[test]
fn the_second_cycle_swaps_the_colours_of_the_first() {
    for n in 2..=16 {
        let table = berger(n, 2);
        let (first, second) = table.split_at(table.len() / 2);
        for (a, b) in first.iter().zip(second) {
            let swapped: Vec<(usize, usize)> = a.iter().map(|&(w, b)| (b, w)).collect();
            assert_eq!(&swapped, b, "n {n}");
        }
        assert!(balances(n, &table).iter().all(|&b| b == 0), "n {n}");
    }
}

#[test]
fn round_one_is_the_classic_berger_round() {
    // Seeds 1..8 as 0..7: 1-8, 2-7, 3-6, 4-5, the first of each pair on alternate colours.
    assert_eq!(berger(8, 1)[0], vec![(0, 7), (1, 6), (5, 2), (3, 4)]);
    // Odd n: the player facing the dummy seat rests (seed 1 in round 1).
    assert_eq!(berger(7, 1)[0], vec![(1, 6), (5, 2), (3, 4)]);
}
