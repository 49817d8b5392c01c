//! Swiss pairing in the manner of the Dutch system (our own rules, below).
//!
//! Hard rules, never broken in a returned round: no two players meet twice; a bye only when the
//! number of players is odd, to exactly one player, never twice to one player; and every player's
//! Whites minus Blacks stays within one (a player at +1 must take Black, at −1 White, so two
//! players at +1 never meet, nor two at −1).
//!
//! Preferences, in order:
//! 1. Players are ranked by score (a win or a bye 1 point), then rating, then id. The bye goes to
//!    the lowest-ranked player who has had none.
//! 2. Going down the ranking, the best-ranked player still unpaired meets, among the unpaired
//!    players of their score, the first of the bottom half (1st against (n/2+1)th of a group of
//!    n, the lowest of an odd group floating down), then the rest of the bottom half, then the
//!    top half from its end; then the players of lower scores, nearest score and best rank first.
//! 3. Colours: each player gets the colour they are due (the one they had less, else the opposite
//!    of their last game), the better-ranked player of a pair first. With no colour due to
//!    either, the better-ranked player has White on odd boards in odd rounds and on even boards
//!    in even rounds.
//!
//! Look-ahead: the hard rules do not depend on results, so a round is only taken if the rounds
//! left (up to `rounds_total`, assuming the same players, and no more than could possibly be
//! paired: each needs everyone to meet someone new or take their one bye) can still be paired
//! under them. The search is depth-first over pairings in the order of preference, checking each
//! complete one ahead. It has a budget of work, so it always ends quickly: when the budget runs
//! out before a round passes the check, a search for any pairable schedule is tried, and failing
//! that the pairing whose check got furthest is taken.

use std::collections::HashMap;

use crate::{Pairing, PlayerId, Side};

/// A player still in the event.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissPlayer {
    /// The player.
    pub id: PlayerId,
    /// Their rating, which ranks players of equal score.
    pub rating: f64,
}

/// The pairing of one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissRound {
    /// The games as (white, black), best-ranked pair first.
    pub games: Vec<(PlayerId, PlayerId)>,
    /// The player with the bye, when the number of players is odd.
    pub bye: Option<PlayerId>,
}

/// Work allowed to the search in the order of preference, counted in candidates examined.
const PREFERRED_WORK: u64 = 5_000_000;
/// Work allowed to one look-ahead check.
const CHECK_WORK: u64 = 1_500_000;
/// Work allowed to each of the searches tried when the preferred search finds nothing.
const FALLBACK_WORK: u64 = 2_000_000;
/// Below this many unpaired players, the look-ahead picks the player with the fewest partners.
const FEWEST_FIRST: usize = 24;
/// Below this many unpaired players, the preferred search checks that each one has a partner.
const PARTNER_CHECK: usize = 24;

/// Pairs the next round among `players` (those still in: withdrawn ones are simply not passed)
/// given every earlier pairing (`history`, which may mention players no longer in; a pairing
/// counts as a meeting and a colour whether or not it has a winner). The round paired is the one
/// after the highest round in `history`. `rounds_total`: the event's number of rounds (for
/// look-ahead). `None`: no valid pairing exists (or the budget found none). A player listed
/// twice is paired once.
pub fn pair_swiss(
    players: &[SwissPlayer],
    history: &[Pairing],
    rounds_total: u32,
) -> Option<SwissRound> {
    let field = Field::new(players, history);
    let rounds_after = rounds_total
        .saturating_sub(field.round)
        .min(field.board.rounds_possible().saturating_sub(1));
    let plan = plan_round(&field, rounds_after)?;
    Some(SwissRound {
        games: plan
            .games
            .iter()
            .map(|&(w, b)| (field.ids[w], field.ids[b]))
            .collect(),
        bye: plan.bye.map(|b| field.ids[b]),
    })
}

/// What the history says about the players still in, who are indexed by rank (0 = best).
struct Field {
    ids: Vec<PlayerId>,
    score: Vec<u32>,
    last: Vec<Option<Side>>,
    board: Board,
    /// The round being paired.
    round: u32,
}

/// The state the hard rules look at: who met whom, colour balances, byes had.
#[derive(Clone)]
struct Board {
    n: usize,
    met: Vec<bool>,
    balance: Vec<i32>,
    had_bye: Vec<bool>,
}

/// A player's record in the history.
#[derive(Default)]
struct Past {
    score: u32,
    balance: i32,
    last: Option<Side>,
    had_bye: bool,
}

/// One round: (white, black) games by rank index, and the bye.
#[derive(Clone, Debug)]
struct Plan {
    games: Vec<(usize, usize)>,
    bye: Option<usize>,
}

impl Field {
    fn new(players: &[SwissPlayer], history: &[Pairing]) -> Field {
        let mut ordered: Vec<&Pairing> = history.iter().collect();
        ordered.sort_by_key(|p| p.round);
        let mut past: HashMap<PlayerId, Past> = HashMap::new();
        for p in &ordered {
            record(&mut past, p);
        }
        let mut seen = std::collections::HashSet::new();
        let mut ranked: Vec<&SwissPlayer> = players.iter().filter(|p| seen.insert(p.id)).collect();
        let score_of = |id: PlayerId| past.get(&id).map_or(0, |p| p.score);
        ranked.sort_by(|a, b| {
            score_of(b.id)
                .cmp(&score_of(a.id))
                .then(b.rating.total_cmp(&a.rating))
                .then(a.id.cmp(&b.id))
        });
        let ids: Vec<PlayerId> = ranked.iter().map(|p| p.id).collect();
        let n = ids.len();
        let get = |i: usize| past.get(&ids[i]);
        let mut board = Board {
            n,
            met: vec![false; n * n],
            balance: (0..n).map(|i| get(i).map_or(0, |p| p.balance)).collect(),
            had_bye: (0..n).map(|i| get(i).is_some_and(|p| p.had_bye)).collect(),
        };
        let index: HashMap<PlayerId, usize> =
            ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        for p in &ordered {
            if let Some((&w, &b)) = p
                .black
                .and_then(|b| Some((index.get(&p.white)?, index.get(&b)?)))
            {
                board.met[w * n + b] = true;
                board.met[b * n + w] = true;
            }
        }
        Field {
            score: (0..n).map(|i| get(i).map_or(0, |p| p.score)).collect(),
            last: (0..n).map(|i| get(i).and_then(|p| p.last)).collect(),
            round: ordered.last().map_or(1, |p| p.round.saturating_add(1)),
            ids,
            board,
        }
    }
}

/// Adds one pairing of the history to the players' records.
fn record(past: &mut HashMap<PlayerId, Past>, p: &Pairing) {
    let Some(black) = p.black else {
        let white = past.entry(p.white).or_default();
        white.score += 1;
        white.had_bye = true;
        return;
    };
    for (id, side) in [(p.white, Side::White), (black, Side::Black)] {
        let entry = past.entry(id).or_default();
        entry.balance += if side == Side::White { 1 } else { -1 };
        entry.last = Some(side);
        if p.winner == Some(side) {
            entry.score += 1;
        }
    }
}

impl Board {
    /// Whether `a` and `b` may meet in the next round.
    fn may_meet(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.balance[a], self.balance[b]);
        let same_side = x.signum() * y.signum() > 0;
        a != b && !self.met[a * self.n + b] && !same_side
    }

    /// The colours `a` and `b` may take, as (white, black); with both free, `a` White first.
    fn orientations(&self, a: usize, b: usize) -> Vec<(usize, usize)> {
        let (x, y) = (self.balance[a], self.balance[b]);
        if x > 0 || y < 0 {
            vec![(b, a)]
        } else if x < 0 || y > 0 {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        }
    }

    fn play(&mut self, (w, b): (usize, usize)) {
        self.met[w * self.n + b] = true;
        self.met[b * self.n + w] = true;
        self.balance[w] += 1;
        self.balance[b] -= 1;
    }

    fn unplay(&mut self, (w, b): (usize, usize)) {
        self.met[w * self.n + b] = false;
        self.met[b * self.n + w] = false;
        self.balance[w] -= 1;
        self.balance[b] += 1;
    }

    /// Whether the colours of `unpaired` can still be matched: players at +1 need partners at
    /// −1 or 0, and the other way round.
    fn colours_possible(&self, unpaired: &[usize]) -> bool {
        let (mut plus, mut minus, mut zero) = (0, 0, 0);
        for &p in unpaired {
            match self.balance[p].signum() {
                1 => plus += 1,
                -1 => minus += 1,
                _ => zero += 1,
            }
        }
        plus <= minus + zero && minus <= plus + zero
    }

    /// An upper bound on the rounds that can still be paired: each one needs every player to
    /// meet someone new or take their one bye, and with an odd number of players a bye.
    fn rounds_possible(&self) -> u32 {
        let n = self.n;
        let fresh = |p: usize| (0..n).filter(|&q| q != p && !self.met[p * n + q]).count();
        let bye = |p: usize| usize::from(n % 2 == 1 && !self.had_bye[p]);
        let mut most = (0..n).map(|p| fresh(p) + bye(p)).min().unwrap_or(0);
        if n % 2 == 1 {
            most = most.min(self.bye_candidates().len());
        }
        u32::try_from(most).unwrap_or(u32::MAX)
    }

    /// The players who may have the bye, lowest-ranked first.
    fn bye_candidates(&self) -> Vec<usize> {
        (0..self.n).rev().filter(|&b| !self.had_bye[b]).collect()
    }

    /// How many of `unpaired` may meet `p`.
    fn partners(&self, p: usize, unpaired: &[usize]) -> usize {
        unpaired.iter().filter(|&&q| self.may_meet(p, q)).count()
    }
}

/// Chooses the round: the preferred pairing that passes the look-ahead, else a fallback.
fn plan_round(field: &Field, rounds_after: u32) -> Option<Plan> {
    let mut search = Preferred {
        field,
        board: field.board.clone(),
        rounds_after,
        work: 0,
        found: None,
        best: None,
    };
    let finished = search.run();
    if let Some(plan) = search.found {
        return Some(plan);
    }
    if finished && search.best.is_none() {
        return None;
    }
    if let Some(plan) = any_schedule(&field.board, rounds_after + 1) {
        return Some(plan);
    }
    search
        .best
        .map(|(_, plan)| plan)
        .or_else(|| any_schedule(&field.board, 1))
}

/// A round that starts a schedule of `rounds` pairable rounds, found by the look-ahead search.
fn any_schedule(board: &Board, rounds: u32) -> Option<Plan> {
    let mut board = board.clone();
    let mut ahead = Ahead::new(&mut board, FALLBACK_WORK, true);
    let outcome = ahead.rounds(rounds, 0);
    let mut plan = ahead.first.take().filter(|_| outcome == Outcome::Found)?;
    plan.games.sort_by_key(|&(w, b)| w.min(b));
    Some(plan)
}

/// What a search came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// It found what it looked for.
    Found,
    /// It looked everywhere and found nothing.
    Impossible,
    /// Its budget ran out.
    OutOfWork,
}

/// The search in the order of preference.
struct Preferred<'a> {
    field: &'a Field,
    board: Board,
    rounds_after: u32,
    work: u64,
    /// A round that passed the look-ahead.
    found: Option<Plan>,
    /// The round whose look-ahead paired the most rounds, with that number.
    best: Option<(u32, Plan)>,
}

impl Preferred<'_> {
    /// Searches every choice of bye in turn; true when the whole space was searched.
    fn run(&mut self) -> bool {
        let n = self.field.ids.len();
        if n % 2 == 0 {
            let mut unpaired: Vec<usize> = (0..n).collect();
            return self.pair(&mut unpaired, &mut Vec::new(), None) == Outcome::Impossible;
        }
        for bye in self.board.bye_candidates() {
            let mut unpaired: Vec<usize> = (0..n).filter(|&p| p != bye).collect();
            self.board.had_bye[bye] = true;
            let outcome = self.pair(&mut unpaired, &mut Vec::new(), Some(bye));
            self.board.had_bye[bye] = false;
            if outcome != Outcome::Impossible {
                return false;
            }
        }
        true
    }

    /// Pairs `unpaired` (in rank order) after `games`; `Impossible` means "search on".
    fn pair(
        &mut self,
        unpaired: &mut Vec<usize>,
        games: &mut Vec<(usize, usize)>,
        bye: Option<usize>,
    ) -> Outcome {
        // Each step lists, checks and edits the unpaired players: work in proportion.
        self.work += unpaired.len() as u64 + 1;
        if self.work > PREFERRED_WORK {
            return Outcome::OutOfWork;
        }
        let Some(&p) = unpaired.first() else {
            return self.check(games, bye);
        };
        if !self.worth_trying(unpaired) {
            return Outcome::Impossible;
        }
        for q in self.candidates(unpaired) {
            self.work += 1;
            if !self.board.may_meet(p, q) {
                continue;
            }
            let at = unpaired.iter().position(|&x| x == q).unwrap_or(0);
            for game in self.colours(p, q, games.len()) {
                unpaired.remove(at);
                unpaired.remove(0);
                self.board.play(game);
                games.push(game);
                let outcome = self.pair(unpaired, games, bye);
                games.pop();
                self.board.unplay(game);
                unpaired.insert(0, p);
                unpaired.insert(at, q);
                if outcome != Outcome::Impossible {
                    return outcome;
                }
            }
        }
        Outcome::Impossible
    }

    /// Cheap tests that `unpaired` may still be paired.
    fn worth_trying(&mut self, unpaired: &[usize]) -> bool {
        if !self.board.colours_possible(unpaired) {
            return false;
        }
        if unpaired.len() > PARTNER_CHECK {
            return true;
        }
        self.work += (unpaired.len() * unpaired.len()) as u64;
        let board = &self.board;
        unpaired.iter().all(|&p| board.partners(p, unpaired) > 0)
    }

    /// The partners for the first of `unpaired`, most preferred first (see the module doc).
    fn candidates(&self, unpaired: &[usize]) -> Vec<usize> {
        let score = &self.field.score;
        let top = score[unpaired[0]];
        let same = unpaired.iter().take_while(|&&q| score[q] == top).count();
        let half = (same / 2).max(1);
        let mut out = Vec::with_capacity(unpaired.len());
        out.extend_from_slice(&unpaired[half..same]);
        out.extend(unpaired[1..half].iter().rev());
        out.extend_from_slice(&unpaired[same..]);
        out
    }

    /// The colours for `better` and `worse` on board `board` (from 0), preferred first.
    fn colours(&self, better: usize, worse: usize, board: usize) -> Vec<(usize, usize)> {
        let mut options = self.board.orientations(better, worse);
        if options.len() == 2 {
            let last = &self.field.last;
            let better_white = match (last[better], last[worse]) {
                (Some(side), _) => side == Side::Black,
                (None, Some(side)) => side == Side::White,
                (None, None) => (board + self.field.round as usize) % 2 == 1,
            };
            if !better_white {
                options.reverse();
            }
        }
        options
    }

    /// Checks a complete round ahead; `Found` stops the search.
    fn check(&mut self, games: &[(usize, usize)], bye: Option<usize>) -> Outcome {
        let plan = Plan {
            games: games.to_vec(),
            bye,
        };
        let budget = CHECK_WORK.min(PREFERRED_WORK.saturating_sub(self.work));
        let mut ahead = Ahead::new(&mut self.board, budget, false);
        let outcome = ahead.rounds(self.rounds_after, 0);
        let (work, deepest) = (ahead.work, ahead.deepest);
        self.work += work;
        if outcome == Outcome::Found {
            self.found = Some(plan);
            return Outcome::Found;
        }
        if self.best.as_ref().is_none_or(|(depth, _)| deepest > *depth) {
            self.best = Some((deepest, plan));
        }
        if self.work > PREFERRED_WORK {
            Outcome::OutOfWork
        } else {
            Outcome::Impossible
        }
    }
}

/// The look-ahead: a search for any schedule of rounds under the hard rules.
struct Ahead<'b> {
    board: &'b mut Board,
    work: u64,
    limit: u64,
    /// The most rounds paired so far.
    deepest: u32,
    /// Whether to keep the first round of a schedule found.
    keep_first: bool,
    first: Option<Plan>,
}

impl<'b> Ahead<'b> {
    fn new(board: &'b mut Board, limit: u64, keep_first: bool) -> Ahead<'b> {
        Ahead {
            board,
            work: 0,
            limit,
            deepest: 0,
            keep_first,
            first: None,
        }
    }

    /// Pairs `left` more rounds, `done` being paired already.
    fn rounds(&mut self, left: u32, done: u32) -> Outcome {
        self.deepest = self.deepest.max(done);
        if left == 0 {
            return Outcome::Found;
        }
        let n = self.board.n;
        let mut order: Vec<usize> = (0..n).collect();
        if n > FEWEST_FIRST {
            let partners: Vec<usize> = (0..n).map(|p| self.board.partners(p, &order)).collect();
            order.sort_by_key(|&p| partners[p]);
            self.work += (n * n) as u64;
        }
        if n % 2 == 0 {
            return self.pair(&mut order, &mut Vec::new(), None, left, done);
        }
        let mut any_out_of_work = false;
        for bye in self.board.bye_candidates() {
            let mut unpaired: Vec<usize> = order.iter().copied().filter(|&p| p != bye).collect();
            self.board.had_bye[bye] = true;
            let outcome = self.pair(&mut unpaired, &mut Vec::new(), Some(bye), left, done);
            self.board.had_bye[bye] = false;
            match outcome {
                Outcome::Found => return Outcome::Found,
                Outcome::OutOfWork => any_out_of_work = true,
                Outcome::Impossible => {}
            }
            if self.work > self.limit {
                return Outcome::OutOfWork;
            }
        }
        if any_out_of_work {
            Outcome::OutOfWork
        } else {
            Outcome::Impossible
        }
    }

    /// Pairs `unpaired` within the current round, then the rounds after it.
    fn pair(
        &mut self,
        unpaired: &mut Vec<usize>,
        games: &mut Vec<(usize, usize)>,
        bye: Option<usize>,
        left: u32,
        done: u32,
    ) -> Outcome {
        self.work += unpaired.len() as u64 + 1;
        if self.work > self.limit {
            return Outcome::OutOfWork;
        }
        if unpaired.is_empty() {
            let outcome = self.rounds(left - 1, done + 1);
            if outcome == Outcome::Found && done == 0 && self.keep_first {
                self.first = Some(Plan {
                    games: games.clone(),
                    bye,
                });
            }
            return outcome;
        }
        let Some(at) = self.next_player(unpaired) else {
            return Outcome::Impossible;
        };
        let p = unpaired.remove(at);
        let mut outcome = Outcome::Impossible;
        for i in 0..unpaired.len() {
            self.work += 1;
            let q = unpaired[i];
            if !self.board.may_meet(p, q) {
                continue;
            }
            for game in self.board.orientations(p, q) {
                unpaired.remove(i);
                self.board.play(game);
                games.push(game);
                outcome = self.pair(unpaired, games, bye, left, done);
                games.pop();
                self.board.unplay(game);
                unpaired.insert(i, q);
                if outcome != Outcome::Impossible {
                    break;
                }
            }
            if outcome != Outcome::Impossible {
                break;
            }
        }
        unpaired.insert(at, p);
        outcome
    }

    /// The position in `unpaired` of the player to pair next: with few players left, the one
    /// with the fewest partners (`None` when one has none); else the first.
    fn next_player(&mut self, unpaired: &[usize]) -> Option<usize> {
        if unpaired.len() > FEWEST_FIRST {
            return Some(0);
        }
        self.work += (unpaired.len() * unpaired.len()) as u64;
        let counts = unpaired.iter().map(|&p| self.board.partners(p, unpaired));
        let (at, fewest) = counts.enumerate().min_by_key(|&(_, c)| c)?;
        (fewest > 0).then_some(at)
    }
}
