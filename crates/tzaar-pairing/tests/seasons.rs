//! Seasons of a correspondence championship: a worked example and properties over simulated
//! seasons.

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use tzaar_pairing::{GroupResult, PlayerId, SeasonRules, next_season};

type Season = Vec<Vec<Vec<PlayerId>>>;

/// The season's groups as results, each group's final order given by `order` (a permutation
/// key per player).
fn results(season: &Season, order: &HashMap<PlayerId, u64>) -> Vec<GroupResult> {
    let mut out = Vec::new();
    for (d, division) in season.iter().enumerate() {
        for group in division {
            let mut ranking = group.clone();
            ranking.sort_by_key(|id| order.get(id).copied().unwrap_or(0));
            out.push(GroupResult {
                division: d as u32 + 1,
                ranking,
            });
        }
    }
    out
}

/// Each player's division (from 1).
fn divisions(season: &Season) -> HashMap<PlayerId, usize> {
    let mut at = HashMap::new();
    for (d, division) in season.iter().enumerate() {
        for &id in division.iter().flatten() {
            at.insert(id, d + 1);
        }
    }
    at
}

#[test]
fn worked_example_three_divisions_groups_of_four() {
    let rules = SeasonRules {
        group_size: 4,
        promote: 1,
        relegate: 1,
        growth: 2,
    };
    let group = |division, ranking: &[PlayerId]| GroupResult {
        division,
        ranking: ranking.to_vec(),
    };
    let previous = vec![
        group(1, &[1, 2, 3, 4]),
        group(2, &[5, 6, 7, 8]),
        group(2, &[9, 10, 11, 12]),
        group(3, &[13, 14, 15, 16]),
        group(3, &[17, 18, 19, 20]),
        group(3, &[21, 22, 23, 24]),
    ];
    let next = next_season(&previous, &[25, 26], &[11], &rules);
    // Targets: division 1: 1, 5, 9 (winners from division 2), then 2, 3 (room for 4: 3 moves
    // down). Division 2 (room 8): 3, then 13, 17, 21 (promoted), 6, 10 (second), 7 (third; 11
    // left), 4 (relegated). Division 3: 14, 18, 22, 15, 19, 23, 8, 12, newcomers 25, 26, then the
    // bottom of division 3, 16, 20, 24, who stay for want of a division 4.
    assert_eq!(
        next,
        vec![
            vec![vec![1, 5, 9, 2]],
            vec![vec![3, 21, 6, 4], vec![13, 17, 10, 7]],
            vec![
                vec![14, 12, 25],
                vec![18, 8, 26],
                vec![22, 23, 16],
                vec![15, 19, 20, 24],
            ],
        ]
    );
}

#[test]
fn a_first_season_is_newcomers_dealt_from_the_top() {
    let rules = SeasonRules {
        group_size: 3,
        promote: 1,
        relegate: 1,
        growth: 3,
    };
    let newcomers: Vec<PlayerId> = (1..=10).collect();
    let next = next_season(&[], &newcomers, &[], &rules);
    // Room: 3, then 9; 10 players: 3 and 7 (three groups, snake order).
    assert_eq!(
        next,
        vec![
            vec![vec![1, 2, 3]],
            vec![vec![4, 9, 10], vec![5, 8], vec![6, 7]],
        ]
    );
}

#[test]
fn no_group_of_one() {
    let rules = SeasonRules {
        group_size: 2,
        promote: 0,
        relegate: 0,
        growth: 1,
    };
    // Room 2 per division: 2, 2, then 1 left over joins the last division.
    let next = next_season(&[], &[1, 2, 3, 4, 5], &[], &rules);
    assert_eq!(next, vec![vec![vec![1, 2]], vec![vec![3, 4, 5]]]);
    assert_eq!(next_season(&[], &[7], &[], &rules), vec![vec![vec![7]]]);
    assert!(next_season(&[], &[], &[], &rules).is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn seasons_keep_everyone_once_in_balanced_groups(
        group_size in 2usize..=7,
        growth in 1usize..=3,
        promote in 0usize..=2,
        relegate in 0usize..=2,
        first in 1usize..=60,
        seasons in prop::collection::vec(
            (prop::collection::vec(any::<u64>(), 200), 0usize..=10, 0usize..=6),
            1..=4,
        ),
    ) {
        let rules = SeasonRules { group_size, promote, relegate, growth };
        let mut next_id = 0;
        let mut fresh = |count: usize| -> Vec<PlayerId> {
            next_id += count as PlayerId;
            (next_id - count as PlayerId..next_id).collect()
        };
        let mut season = next_season(&[], &fresh(first), &[], &rules);
        for (keys, joining, leaving_count) in seasons {
            let everyone: Vec<PlayerId> = season.iter().flatten().flatten().copied().collect();
            let order: HashMap<PlayerId, u64> =
                everyone.iter().map(|&id| (id, keys[id as usize % keys.len()])).collect();
            let previous = results(&season, &order);
            let leaving: Vec<PlayerId> =
                everyone.iter().copied().filter(|id| keys[(*id as usize * 7) % keys.len()] % 11 == 0).take(leaving_count).collect();
            let newcomers = fresh(joining);
            let next = next_season(&previous, &newcomers, &leaving, &rules);
            check_season(&next, &rules)?;
            check_players(&next, &everyone, &leaving, &newcomers)?;
            check_moves(&previous, &next, &newcomers, &rules)?;
            season = next;
        }
    }
}

/// Shapes: rooms respected but by the last division, group sizes balanced, no group of one.
fn check_season(season: &Season, rules: &SeasonRules) -> Result<(), TestCaseError> {
    let total: usize = season.iter().flatten().map(Vec::len).sum();
    let mut room = rules.group_size;
    for (d, division) in season.iter().enumerate() {
        let count: usize = division.iter().map(Vec::len).sum();
        let last = d + 1 == season.len();
        prop_assert!(count > 0, "division {} is empty", d + 1);
        if !last {
            prop_assert!(
                count <= room,
                "division {} holds {count} for room {room}",
                d + 1
            );
        }
        let sizes: Vec<usize> = division.iter().map(Vec::len).collect();
        let (small, large) = (sizes.iter().min().copied(), sizes.iter().max().copied());
        prop_assert!(
            large.unwrap_or(0) - small.unwrap_or(0) <= 1,
            "sizes {sizes:?}"
        );
        prop_assert!(
            large.unwrap_or(0) <= rules.group_size + 1,
            "sizes {sizes:?}"
        );
        prop_assert!(
            small.unwrap_or(0) >= 2 || total == 1,
            "a group of one: {sizes:?}"
        );
        room *= rules.growth.max(1);
    }
    Ok(())
}

/// Everybody, minus leavers, plus newcomers, exactly once.
fn check_players(
    season: &Season,
    before: &[PlayerId],
    leaving: &[PlayerId],
    newcomers: &[PlayerId],
) -> Result<(), TestCaseError> {
    let listed: Vec<PlayerId> = season.iter().flatten().flatten().copied().collect();
    let unique: HashSet<PlayerId> = listed.iter().copied().collect();
    prop_assert_eq!(unique.len(), listed.len(), "someone appears twice");
    let gone: HashSet<PlayerId> = leaving.iter().copied().collect();
    let expected: HashSet<PlayerId> = before
        .iter()
        .copied()
        .filter(|id| !gone.contains(id))
        .chain(newcomers.iter().copied())
        .collect();
    prop_assert_eq!(unique, expected);
    Ok(())
}

/// Each returning player's target division, by the rules (newcomers: the last division).
fn targets(
    previous: &[GroupResult],
    newcomers: &[PlayerId],
    rules: &SeasonRules,
) -> HashMap<PlayerId, usize> {
    let mut target = HashMap::new();
    for group in previous {
        let d = group.division as usize;
        let size = group.ranking.len();
        for (place, &id) in group.ranking.iter().enumerate() {
            let t = if place < rules.promote {
                d.saturating_sub(1).max(1)
            } else if place + rules.relegate >= size {
                d + 1
            } else {
                d
            };
            target.insert(id, t);
        }
    }
    let last = previous
        .iter()
        .map(|g| g.division as usize)
        .max()
        .unwrap_or(1);
    for &id in newcomers {
        target.insert(id, last);
    }
    target
}

/// Divisions are filled in the order of the targets (a lower target is never placed below a
/// higher one); players promoted from below the top never go down; and when the divisions' exchanges balance
/// (no more promoted into a division than relegated out of it: `promote × growth ≤ relegate`,
/// counting only the relegated who are not also promoted in a full group), a promoted player
/// is at least one division higher unless at the top.
fn check_moves(
    previous: &[GroupResult],
    next: &Season,
    newcomers: &[PlayerId],
    rules: &SeasonRules,
) -> Result<(), TestCaseError> {
    let at = divisions(next);
    let target = targets(previous, newcomers, rules);
    let placed: Vec<(usize, usize)> = at
        .iter()
        .filter_map(|(id, &now)| Some((*target.get(id)?, now)))
        .collect();
    let mut lowest_by_target: HashMap<usize, usize> = HashMap::new();
    for &(t, now) in &placed {
        let lowest = lowest_by_target.entry(t).or_insert(now);
        *lowest = (*lowest).max(now);
    }
    for &(t, now) in &placed {
        for (&other, &lowest) in &lowest_by_target {
            prop_assert!(
                other >= t || lowest <= now,
                "a player of target {other} in division {lowest}, below one of target {t} in {now}"
            );
        }
    }
    let relegated = rules
        .relegate
        .min(rules.group_size.saturating_sub(rules.promote));
    let balanced = rules.promote * rules.growth <= relegated;
    // (At the top, the best `promote` of division 1 only stay put, so they may be pushed down
    // by the players promoted from division 2.)
    for group in previous.iter().filter(|g| g.division > 1) {
        let d = group.division as usize;
        for id in group.ranking.iter().take(rules.promote) {
            let Some(&now) = at.get(id) else { continue };
            prop_assert!(now <= d, "{} promoted from {} but now in {}", id, d, now);
            if balanced {
                prop_assert!(now < d, "{} promoted from {} but still there", id, d);
            }
        }
    }
    Ok(())
}
