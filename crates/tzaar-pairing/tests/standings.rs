//! Standings on small events worked out by hand.

use tzaar_pairing::{Entrant, Kind, Pairing, PlayerId, Side, Standing, standings};

/// A decided game.
fn won(round: u32, winner: PlayerId, loser: PlayerId, at: i64) -> Pairing {
    Pairing {
        round,
        white: winner,
        black: Some(loser),
        winner: Some(Side::White),
        finished_at: Some(at),
    }
}

/// A bye.
fn bye(round: u32, player: PlayerId) -> Pairing {
    Pairing {
        round,
        white: player,
        black: None,
        winner: None,
        finished_at: None,
    }
}

fn entrants(ratings: &[(PlayerId, f64)]) -> Vec<Entrant> {
    ratings
        .iter()
        .map(|&(id, rating)| Entrant { id, rating })
        .collect()
}

fn line(table: &[Standing], id: PlayerId) -> &Standing {
    table
        .iter()
        .find(|s| s.id == id)
        .expect("every entrant has a line")
}

#[test]
fn arena_streaks_score_double_from_the_third_win_in_a_row() {
    let players = entrants(&[
        (1, 1500.0),
        (2, 1400.0),
        (3, 1500.0),
        (4, 1600.0),
        (5, 1700.0),
        (6, 1800.0),
        (7, 1900.0),
    ]);
    // Given out of order: by time, 1 wins four, loses to 6, wins again: 2, 2, 4, 4, 0, 2.
    let games = vec![
        won(0, 1, 4, 30),
        won(0, 1, 2, 10),
        won(0, 6, 1, 50),
        won(0, 1, 7, 60),
        won(0, 1, 3, 20),
        won(0, 1, 5, 40),
    ];
    let table = standings(Kind::Arena, &players, &games);
    let one = line(&table, 1);
    assert_eq!(one.points, 14);
    assert_eq!((one.played, one.wins, one.losses, one.byes), (6, 5, 1, 0));
    assert_eq!(one.streak, 1);
    assert!(!one.on_fire);
    // Average opponent 1650, plus 400 × (5 − 1) / 6.
    let expected = 1650.0 + 400.0 * 4.0 / 6.0;
    assert!((one.performance.expect("games") - expected).abs() < 1e-9);
    assert_eq!(line(&table, 6).points, 2);
    assert_eq!(table[0].id, 1);
    assert_eq!(table[1].id, 6);
    // Players 2..5 and 7 have no points and one loss to 1: the same performance (1500 − 400),
    // so their ratings order them.
    let rest: Vec<PlayerId> = table[2..].iter().map(|s| s.id).collect();
    assert_eq!(rest, vec![7, 5, 4, 3, 2]);
    assert!(table[2..].iter().all(|s| s.performance == Some(1100.0)));
    // Equal points and performance: the rating decides, so the ranks differ.
    assert_eq!(
        table.iter().map(|s| s.rank).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5, 6, 7]
    );
}

#[test]
fn arena_on_fire_after_two_wins_and_equal_times_keep_the_input_order() {
    let players = entrants(&[(1, 1500.0), (2, 1500.0), (3, 1500.0)]);
    // Same time: the loss (given first) comes before the two wins.
    let games = vec![won(0, 2, 1, 5), won(0, 1, 3, 5), won(0, 1, 2, 9)];
    let table = standings(Kind::Arena, &players, &games);
    let one = line(&table, 1);
    assert_eq!((one.points, one.streak), (4, 2));
    assert!(one.on_fire);
    // The other way round, the loss ends the streak.
    let games = vec![won(0, 1, 3, 5), won(0, 2, 1, 5), won(0, 1, 2, 9)];
    let table = standings(Kind::Arena, &players, &games);
    let one = line(&table, 1);
    assert_eq!((one.points, one.streak), (4, 1));
    assert!(!one.on_fire);
}

#[test]
fn swiss_buchholz_and_sonneborn_berger_break_ties() {
    let players = entrants(&[
        (1, 1500.0),
        (2, 1500.0),
        (3, 1500.0),
        (4, 1500.0),
        (5, 1500.0),
    ]);
    let games = vec![
        won(1, 1, 2, 0),
        won(1, 3, 4, 0),
        bye(1, 5),
        won(2, 1, 3, 0),
        won(2, 4, 2, 0),
        bye(2, 5),
        won(3, 4, 1, 0),
        won(3, 2, 3, 0),
        Pairing {
            round: 3,
            white: 5,
            black: Some(1),
            winner: None,
            finished_at: None,
        },
    ];
    // Points: 1: 2, 2: 1, 3: 1, 4: 2, 5: 2 (two byes; the unfinished game counts nothing).
    // Buchholz: 1 met 2, 3, 4: 1 + 1 + 2 = 4; 2 met 1, 4, 3: 5; 3 met 4, 1, 2: 5; 4 met 3, 2, 1:
    // 4; 5 met nobody: 0. Sonneborn-Berger: 1 beat 2, 3: 2; 4 beat 2, 1: 3; 2 beat 3: 1; 3 beat
    // 4: 2.
    let table = standings(Kind::Swiss, &players, &games);
    let summary: Vec<(PlayerId, u32, i64, i64, i64)> = table
        .iter()
        .map(|s| (s.id, s.rank, s.points, s.buchholz, s.sonneborn_berger))
        .collect();
    assert_eq!(
        summary,
        vec![
            (4, 1, 2, 4, 3),
            (1, 2, 2, 4, 2),
            (5, 3, 2, 0, 0),
            (3, 4, 1, 5, 2),
            (2, 5, 1, 5, 1),
        ]
    );
    let five = line(&table, 5);
    assert_eq!((five.played, five.byes, five.wins), (0, 2, 0));
    assert_eq!(five.performance, None);
}

#[test]
fn round_robin_orders_by_sonneborn_berger_then_wins_then_rating() {
    let players = entrants(&[(1, 1500.0), (2, 1600.0), (3, 1600.0), (4, 1400.0)]);
    // A cycle among 1, 2, 3 (one point each, SB 1 each), and 4 loses to all: SB + 0.
    let games = vec![
        won(1, 1, 2, 0),
        won(1, 2, 3, 0),
        won(1, 3, 1, 0),
        won(2, 1, 4, 0),
        won(2, 2, 4, 0),
        won(2, 3, 4, 0),
        bye(3, 4),
    ];
    let table = standings(Kind::RoundRobin, &players, &games);
    let summary: Vec<(PlayerId, u32, i64, i64)> = table
        .iter()
        .map(|s| (s.id, s.rank, s.points, s.sonneborn_berger))
        .collect();
    // 2 and 3 tie on every key (rating included): one rank, listed by id; then 1, then 4.
    assert_eq!(
        summary,
        vec![(2, 1, 2, 2), (3, 1, 2, 2), (1, 3, 2, 2), (4, 4, 0, 0)]
    );
    // In a round robin a bye (a rest) scores nothing.
    assert_eq!((line(&table, 4).points, line(&table, 4).byes), (0, 1));
}

#[test]
fn players_who_are_not_entrants_count_only_for_their_opponents() {
    let players = entrants(&[(1, 1500.0), (2, 1500.0), (3, 1500.0)]);
    // 99 left the event: not listed, but 1's win over it counts, and 99's points (a win over 2)
    // count in 1's tie-breaks.
    let games = vec![won(1, 1, 99, 0), won(2, 99, 2, 0)];
    let table = standings(Kind::Swiss, &players, &games);
    assert_eq!(table.len(), 3);
    assert!(table.iter().all(|s| s.id != 99));
    let one = line(&table, 1);
    assert_eq!((one.points, one.buchholz, one.sonneborn_berger), (1, 1, 1));
    // 99's rating is unknown: no performance from that game.
    assert_eq!(one.performance, None);
    assert_eq!(line(&table, 2).losses, 1);
    // 3 has no games at all and still appears.
    assert_eq!(line(&table, 3).played, 0);
    // 2 and 3 both have nothing but 2 met 99 (Buchholz 1): 2 is ranked ahead.
    let order: Vec<PlayerId> = table.iter().map(|s| s.id).collect();
    assert_eq!(order, vec![1, 2, 3]);
}

#[test]
fn entrants_equal_on_every_key_share_a_rank() {
    let players = entrants(&[(4, 1500.0), (3, 1500.0), (2, 1600.0), (1, 1400.0)]);
    let table = standings(Kind::Swiss, &players, &[]);
    let ranks: Vec<(PlayerId, u32)> = table.iter().map(|s| (s.id, s.rank)).collect();
    assert_eq!(ranks, vec![(2, 1), (3, 2), (4, 2), (1, 4)]);
}

#[test]
fn arena_ties_on_points_go_to_the_better_performance_before_the_rating() {
    let players = entrants(&[(1, 1400.0), (2, 1800.0), (3, 1900.0), (4, 1300.0)]);
    // 1 and 2 both have 2 points; 1 beat a 1900 (performance 2300), 2 a 1300 (1700).
    let games = vec![won(0, 1, 3, 1), won(0, 2, 4, 2)];
    let table = standings(Kind::Arena, &players, &games);
    let order: Vec<(PlayerId, u32)> = table.iter().map(|s| (s.id, s.rank)).collect();
    // The losers: 4 lost to an 1800 (1400), 3 to a 1400 (1000), though 3 is rated higher.
    assert_eq!(order, vec![(1, 1), (2, 2), (4, 3), (3, 4)]);
    assert_eq!(line(&table, 1).performance, Some(2300.0));
    assert_eq!(line(&table, 2).performance, Some(1700.0));
}
