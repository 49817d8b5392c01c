//! Standings of an event from its pairings: points, tie-breaks and ranks.
//!
//! Only decided games count (a pairing whose `winner` is `None` is skipped), and byes. Points:
//!
//! - arena: a win 2, a loss 0; a win after two wins in a row scores 4 (the player's games in
//!   `finished_at` order, games without a time first, ties by input order); byes score nothing;
//! - Swiss: a win 1, a bye 1, a loss 0;
//! - round robin: a win 1, a loss 0; resting (a bye) scores nothing.
//!
//! Tie-breaks: Buchholz is the sum of the final points of every opponent met (once per game);
//! Sonneborn-Berger the sum of the final points of every opponent beaten (once per win);
//! performance the average rating of the opponents plus 400 × (wins − losses) / games, over the
//! games against entrants (the only ratings known).
//!
//! Order: arena by points, performance, rating; Swiss by points, Buchholz, Sonneborn-Berger,
//! rating; round robin by points, Sonneborn-Berger, wins, rating. All descending; players equal
//! on every key share a rank and are listed by id.

use std::cmp::Ordering;
use std::collections::HashMap;

use crate::{Pairing, PlayerId};

/// The kind of event, which sets the points and the order of the tie-breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An arena: 2 points a win, 4 on a streak; ordered by points, performance, rating.
    Arena,
    /// A Swiss: 1 point a win or bye; ordered by points, Buchholz, Sonneborn-Berger, rating.
    Swiss,
    /// A round robin: 1 point a win; ordered by points, Sonneborn-Berger, wins, rating.
    RoundRobin,
}

/// A player entered in the event.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    /// The player.
    pub id: PlayerId,
    /// Their rating, the last tie-break.
    pub rating: f64,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The player.
    pub id: PlayerId,
    /// Their rank from 1; players share a rank only when every key of the order ties.
    pub rank: u32,
    /// Their points.
    pub points: i64,
    /// Their decided games (byes not included).
    pub played: u32,
    /// Their wins.
    pub wins: u32,
    /// Their losses.
    pub losses: u32,
    /// Their byes.
    pub byes: u32,
    /// The sum of the final points of every opponent met, once per game.
    pub buchholz: i64,
    /// The sum of the final points of every opponent beaten, once per win.
    pub sonneborn_berger: i64,
    /// Average rating of the opponents that are entrants plus 400 × (wins − losses) / games
    /// against them; `None` with no such game.
    pub performance: Option<f64>,
    /// Their current run of wins.
    pub streak: u32,
    /// Arena only: the last two decided games were wins, so the next win scores double.
    pub on_fire: bool,
}

/// A player's record: their decided games in order, and their byes.
#[derive(Default)]
struct Record {
    /// (opponent, won) for each decided game, in playing order.
    games: Vec<(PlayerId, bool)>,
    byes: u32,
}

/// The standings of every entrant (each once, even with no games), best first. Pairings naming
/// players who are not entrants are left out of those players' standings but still count for
/// their opponents (their points are worked out the same way for the tie-breaks).
pub fn standings(kind: Kind, entrants: &[Entrant], pairings: &[Pairing]) -> Vec<Standing> {
    let records = records(kind, pairings);
    let points: HashMap<PlayerId, i64> = records
        .iter()
        .map(|(&id, record)| (id, points_of(kind, record).0))
        .collect();
    let ratings: HashMap<PlayerId, f64> = entrants.iter().map(|e| (e.id, e.rating)).collect();
    let empty = Record::default();
    let mut seen = std::collections::HashSet::new();
    let mut lines: Vec<(Standing, f64)> = entrants
        .iter()
        .filter(|e| seen.insert(e.id))
        .map(|e| {
            let record = records.get(&e.id).unwrap_or(&empty);
            (standing(kind, e.id, record, &points, &ratings), e.rating)
        })
        .collect();
    lines.sort_by(|a, b| compare(kind, a, b).then(a.0.id.cmp(&b.0.id)));
    assign_ranks(kind, &mut lines);
    lines.into_iter().map(|(s, _)| s).collect()
}

/// Every player's record from the decided games and byes, games in playing order.
fn records(kind: Kind, pairings: &[Pairing]) -> HashMap<PlayerId, Record> {
    let mut order: Vec<&Pairing> = pairings.iter().collect();
    if kind == Kind::Arena {
        // A stable sort keeps the input order among equal times.
        order.sort_by_key(|p| p.finished_at);
    }
    let mut records: HashMap<PlayerId, Record> = HashMap::new();
    for p in order {
        if p.is_bye() {
            records.entry(p.white).or_default().byes += 1;
        } else if let (Some(winner), Some(loser)) = (p.winner_id(), p.loser_id()) {
            records.entry(winner).or_default().games.push((loser, true));
            records
                .entry(loser)
                .or_default()
                .games
                .push((winner, false));
        }
    }
    records
}

/// A player's points and their current streak of wins.
fn points_of(kind: Kind, record: &Record) -> (i64, u32) {
    let mut points = 0;
    let mut streak = 0;
    for &(_, won) in &record.games {
        if won {
            points += match kind {
                Kind::Arena if streak >= 2 => 4,
                Kind::Arena => 2,
                Kind::Swiss | Kind::RoundRobin => 1,
            };
            streak += 1;
        } else {
            streak = 0;
        }
    }
    if kind == Kind::Swiss {
        points += i64::from(record.byes);
    }
    (points, streak)
}

/// One entrant's line, rank not yet set.
fn standing(
    kind: Kind,
    id: PlayerId,
    record: &Record,
    points: &HashMap<PlayerId, i64>,
    ratings: &HashMap<PlayerId, f64>,
) -> Standing {
    let (own_points, streak) = points_of(kind, record);
    let points_of_opponent = |opponent: &PlayerId| points.get(opponent).copied().unwrap_or(0);
    let wins = record.games.iter().filter(|g| g.1).count() as u32;
    Standing {
        id,
        rank: 0,
        points: own_points,
        played: record.games.len() as u32,
        wins,
        losses: record.games.len() as u32 - wins,
        byes: record.byes,
        buchholz: record
            .games
            .iter()
            .map(|(o, _)| points_of_opponent(o))
            .sum(),
        sonneborn_berger: record
            .games
            .iter()
            .filter(|g| g.1)
            .map(|(o, _)| points_of_opponent(o))
            .sum(),
        performance: performance(record, ratings),
        streak,
        on_fire: kind == Kind::Arena && streak >= 2,
    }
}

/// Average rating of the rated opponents plus 400 × (wins − losses) / games against them.
fn performance(record: &Record, ratings: &HashMap<PlayerId, f64>) -> Option<f64> {
    let rated: Vec<(f64, bool)> = record
        .games
        .iter()
        .filter_map(|(o, won)| ratings.get(o).map(|&r| (r, *won)))
        .collect();
    if rated.is_empty() {
        return None;
    }
    let games = rated.len() as f64;
    let average = rated.iter().map(|g| g.0).sum::<f64>() / games;
    let margin: f64 = rated.iter().map(|g| if g.1 { 1.0 } else { -1.0 }).sum();
    Some(average + 400.0 * margin / games)
}

/// The order of the standings: best first (a line is paired with its entrant's rating).
fn compare(kind: Kind, a: &(Standing, f64), b: &(Standing, f64)) -> Ordering {
    let (sa, sb) = (&a.0, &b.0);
    let by_points = sb.points.cmp(&sa.points);
    let by_rating = b.1.total_cmp(&a.1);
    match kind {
        Kind::Arena => by_points
            .then(compare_performance(sb.performance, sa.performance))
            .then(by_rating),
        Kind::Swiss => by_points
            .then(sb.buchholz.cmp(&sa.buchholz))
            .then(sb.sonneborn_berger.cmp(&sa.sonneborn_berger))
            .then(by_rating),
        Kind::RoundRobin => by_points
            .then(sb.sonneborn_berger.cmp(&sa.sonneborn_berger))
            .then(sb.wins.cmp(&sa.wins))
            .then(by_rating),
    }
}

/// Performances in ascending order, no performance lowest.
fn compare_performance(a: Option<f64>, b: Option<f64>) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) => x.total_cmp(&y),
        (a, b) => a.is_some().cmp(&b.is_some()),
    }
}

/// Sets 1-based ranks on sorted lines: a line equal to the one before on every key shares its
/// rank, else its rank is its position.
fn assign_ranks(kind: Kind, lines: &mut [(Standing, f64)]) {
    for i in 0..lines.len() {
        let rank = if i > 0 && compare(kind, &lines[i - 1], &lines[i]) == Ordering::Equal {
            lines[i - 1].0.rank
        } else {
            i as u32 + 1
        };
        lines[i].0.rank = rank;
    }
}
