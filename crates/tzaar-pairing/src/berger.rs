//! Round-robin schedules: Berger tables.
//!
//! Seats `0..m` (with `m` = `n` rounded up to even) are arranged on a circle with the last seat
//! fixed in the middle. In round `r` (from 0) seat `r mod (m-1)` meets the fixed seat, and for
//! `k = 1 .. m/2` seat `(r + k) mod (m-1)` meets seat `(r - k) mod (m-1)`. Round 0 is the
//! classic first Berger round: seed 1 against seed `m`, 2 against `m - 1`, and so on.
//!
//! Colours: in the pair at distance `k`, the seat `r + k` has White when `k` is odd; against the
//! fixed seat, the circling seat has White in even rounds. What this gives, per cycle:
//!
//! - even `n`: every player has as many Whites as Blacks, give or take one (`n - 1` games), and
//!   no player has the same colour three times in a row;
//! - odd `n`: the fixed seat is a dummy and its opponent rests; every player has exactly as many
//!   Whites as Blacks (`n - 1` games), and their colours alternate from game to game.
//!
//! The second cycle repeats the first with colours swapped.

/// The Berger table for `n` players (seeds `0..n`): rounds of (white, black) seed pairs; with an
/// odd `n` one player sits out each round (not listed). `cycles` is the number of times the whole
/// table is played (1 or 2, more is allowed): every even cycle repeats the first with colours
/// swapped. Every pair meets exactly once per cycle; there are `n - 1` rounds per cycle for an
/// even `n` and `n` for an odd `n` (none for `n < 2`, except one empty round for `n == 1`).
pub fn berger(n: usize, cycles: u32) -> Vec<Vec<(usize, usize)>> {
    if n == 0 {
        return Vec::new();
    }
    let seats = n + n % 2;
    let circle = seats - 1;
    let one_cycle: Vec<Vec<(usize, usize)>> =
        (0..circle).map(|r| berger_round(n, seats, r)).collect();
    let mut rounds = Vec::with_capacity(one_cycle.len() * cycles as usize);
    for cycle in 0..cycles {
        for round in &one_cycle {
            let swap = cycle % 2 == 1;
            rounds.push(
                round
                    .iter()
                    .map(|&(w, b)| if swap { (b, w) } else { (w, b) })
                    .collect(),
            );
        }
    }
    rounds
}

/// Round `r` (from 0) of one cycle, on `seats` seats of which the first `n` are real players.
fn berger_round(n: usize, seats: usize, r: usize) -> Vec<(usize, usize)> {
    let circle = seats - 1;
    let fixed = seats - 1;
    let mut games = Vec::with_capacity(seats / 2);
    let own = r % circle;
    if fixed < n {
        games.push(if r % 2 == 0 {
            (own, fixed)
        } else {
            (fixed, own)
        });
    }
    for k in 1..seats / 2 {
        let up = (r + k) % circle;
        let down = (r + circle - k) % circle;
        games.push(if k % 2 == 1 { (up, down) } else { (down, up) });
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_round_is_the_classic_one() {
        assert_eq!(berger(6, 1)[0], vec![(0, 5), (1, 4), (3, 2)]);
    }

    #[test]
    fn odd_n_leaves_one_player_out() {
        let table = berger(5, 1);
        assert_eq!(table.len(), 5);
        assert!(table.iter().all(|round| round.len() == 2));
    }

    #[test]
    fn tiny_tables() {
        assert!(berger(0, 1).is_empty());
        assert_eq!(berger(1, 1), vec![Vec::new()]);
        assert_eq!(berger(2, 2), vec![vec![(0, 1)], vec![(1, 0)]]);
    }
}
