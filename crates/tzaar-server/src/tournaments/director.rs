//! What a tournament does next, decided from the event as stored: start, pair an arena's
//! waiting players, pair a round once the last is over, finish. Each decision is a pure
//! function of the event read under its lock and the time, so the step that writes it happens
//! once whichever instance runs it, and is simply run again after a crash.

use std::collections::HashMap;

use tzaar_core::{Game, SetupKind};
use tzaar_pairing::{ArenaPlayer, Side, SwissPlayer, berger, pair_arena, pair_swiss};

use super::spec::Kind;
use super::view::{pairings_of, standings_of};
use crate::accounts::AccountRef;
use crate::error::ApiError;
use crate::games::{Terms, game_between, random_u64};
use crate::store::{
    EntrantRow, EntrantWrite, GameMeta, GameRow, NewPairing, TournamentRow, TournamentSnapshot,
    TournamentTag, TournamentWrites,
};

/// A game a step started: its row and first state as stored, the game, and its round.
pub type Started = (GameRow, GameMeta, Game, u32);

/// What a step decided: what to write, and the games it starts.
pub type Decision = (TournamentWrites, Vec<Started>);

/// No new arena games start when less than this is left, in ms (or a tenth of a short
/// arena's length): they could not end in time to count.
pub const ARENA_LAST_PAIRING_MS: i64 = 30_000;

/// The kind of a stored event.
fn kind_of(t: &TournamentRow) -> Result<Kind, ApiError> {
    Kind::from_word(&t.kind)
        .ok_or_else(|| ApiError::Internal(format!("tournament {} has kind {}", t.id, t.kind)))
}

/// The players still in (not withdrawn; an arena's paused ones too).
fn in_players(snap: &TournamentSnapshot) -> impl Iterator<Item = &EntrantRow> {
    snap.entrants.iter().filter(|e| e.state != "withdrawn")
}

/// Makes the games of one step: each pairing's game on the event's terms, a random setup's
/// seed fresh for each game or one for the step's round.
struct Maker<'a> {
    snap: &'a TournamentSnapshot,
    now: i64,
    round_seed: Option<u64>,
    writes: TournamentWrites,
    started: Vec<Started>,
}

impl<'a> Maker<'a> {
    fn new(snap: &'a TournamentSnapshot, now: i64) -> Result<Maker<'a>, ApiError> {
        let t = &snap.tournament;
        let round_seed = match (t.setup.as_str(), t.random_per.as_deref()) {
            ("random", Some("round")) => Some(random_u64()? % 1_000_000_000),
            _ => None,
        };
        Ok(Maker {
            snap,
            now,
            round_seed,
            writes: TournamentWrites::default(),
            started: Vec::new(),
        })
    }

    fn account(&self, id: i64) -> Result<AccountRef, ApiError> {
        self.snap
            .entrants
            .iter()
            .find(|e| e.account == id)
            .map(|e| AccountRef {
                id,
                name: e.name.clone(),
                bot: e.bot,
            })
            .ok_or_else(|| ApiError::Internal(format!("account {id} is not in the tournament")))
    }

    fn setup(&self) -> Result<SetupKind, ApiError> {
        Ok(match self.snap.tournament.setup.as_str() {
            "random" => SetupKind::Random {
                seed: match self.round_seed {
                    Some(seed) => seed,
                    None => random_u64()? % 1_000_000_000,
                },
            },
            "tournament" => SetupKind::Tournament,
            _ => SetupKind::Standard,
        })
    }

    /// Pairs `white` and `black` in `round`, with their game.
    fn game(&mut self, round: u32, white: i64, black: i64) -> Result<(), ApiError> {
        let t = &self.snap.tournament;
        let terms = Terms {
            kind: self.setup()?,
            clock: t.clock(),
            days_per_turn: t.days_per_turn,
            rated: t.rated,
            tournament: Some(TournamentTag {
                id: t.id.clone(),
                name: t.name.clone(),
            }),
        };
        let (w, b) = (self.account(white)?, self.account(black)?);
        let (row, meta, game) = game_between(&w, &b, &terms, self.now)?;
        self.writes.pairings.push(NewPairing {
            round,
            white,
            black: Some(black),
            game: Some((row.clone(), meta.clone())),
        });
        self.started.push((row, meta, game, round));
        Ok(())
    }

    /// A bye for `player` in `round`.
    fn bye(&mut self, round: u32, player: i64) {
        self.writes.pairings.push(NewPairing {
            round,
            white: player,
            black: None,
            game: None,
        });
    }

    fn done(self) -> Decision {
        (self.writes, self.started)
    }
}

/// The next step of event `snap` at `now`: nothing if nothing is due.
pub fn advance(snap: &TournamentSnapshot, now: i64) -> Result<Decision, ApiError> {
    let t = &snap.tournament;
    match t.status.as_str() {
        "open" if t.starts_at.is_some_and(|at| at <= now) => {
            if in_players(snap).count() < 2 {
                // Nobody to play: the event is called off at its start.
                let writes = TournamentWrites {
                    status: Some("cancelled"),
                    finished_at: Some(now),
                    ..TournamentWrites::default()
                };
                return Ok((writes, Vec::new()));
            }
            start(snap, now)
        }
        "running" => match kind_of(t)? {
            Kind::Arena => arena_wave(snap, now),
            Kind::Swiss => swiss_next(snap, now),
            Kind::RoundRobin => round_robin_next(snap, now),
        },
        _ => Ok(Default::default()),
    }
}

/// Starts the event now (at least two players in): the arena's end set and its first wave, the
/// Swiss event's first round, the round robin's seeds and games.
pub fn start(snap: &TournamentSnapshot, now: i64) -> Result<Decision, ApiError> {
    let t = &snap.tournament;
    let mut maker = Maker::new(snap, now)?;
    maker.writes.status = Some("running");
    maker.writes.started_at = Some(now);
    match kind_of(t)? {
        Kind::Arena => {
            let ends = now + t.duration_ms.unwrap_or(0);
            maker.writes.ends_at = Some(ends);
            pair_wave(&mut maker, snap, now, ends)?;
        }
        Kind::Swiss => {
            pair_next_swiss_round(&mut maker, snap)?;
        }
        Kind::RoundRobin => {
            let mut seeded: Vec<&EntrantRow> = in_players(snap).collect();
            seeded.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.joined.cmp(&b.joined)));
            let ids: Vec<i64> = seeded.iter().map(|e| e.account).collect();
            for (seed, id) in ids.iter().enumerate() {
                maker.writes.entrants.push(EntrantWrite::Seed {
                    account: *id,
                    seed: seed as i64,
                });
            }
            let table = berger(ids.len(), t.cycles.unwrap_or(1));
            maker.writes.rounds = Some(table.len() as u32);
            // By correspondence every game starts at once; in real time, round by round.
            let now_rounds = if t.days_per_turn.is_some() {
                table.len()
            } else {
                1
            };
            for (r, round) in table.iter().enumerate().take(now_rounds) {
                for &(w, b) in round {
                    maker.game(r as u32 + 1, ids[w], ids[b])?;
                }
            }
            maker.writes.round = Some(now_rounds as u32);
        }
    }
    Ok(maker.done())
}

/// Ends the event now.
fn finish(now: i64) -> Decision {
    let writes = TournamentWrites {
        status: Some("finished"),
        finished_at: Some(now),
        ..TournamentWrites::default()
    };
    (writes, Vec::new())
}

/// An arena going on: finished at its end; else its waiting players paired.
fn arena_wave(snap: &TournamentSnapshot, now: i64) -> Result<Decision, ApiError> {
    let ends = snap.tournament.ends_at.unwrap_or(now);
    if now >= ends {
        return Ok(finish(now));
    }
    let mut maker = Maker::new(snap, now)?;
    pair_wave(&mut maker, snap, now, ends)?;
    Ok(maker.done())
}

/// Pairs the arena's players waiting now (in, not paused, not in a game) as the next wave,
/// unless too little time is left.
fn pair_wave(
    maker: &mut Maker<'_>,
    snap: &TournamentSnapshot,
    now: i64,
    ends: i64,
) -> Result<(), ApiError> {
    let length = snap.tournament.duration_ms.unwrap_or(0);
    if ends - now < ARENA_LAST_PAIRING_MS.min(length / 10) {
        return Ok(());
    }
    let points: HashMap<i64, i64> = standings_of(snap)
        .into_iter()
        .map(|s| (s.id, s.points))
        .collect();
    let records = arena_records(snap);
    let waiting: Vec<ArenaPlayer> = snap
        .entrants
        .iter()
        .filter(|e| e.state == "in")
        .filter_map(|e| {
            let record = records.get(&e.account).copied().unwrap_or_default();
            (!record.playing).then(|| ArenaPlayer {
                id: e.account,
                points: points.get(&e.account).copied().unwrap_or(0),
                rating: e.rating,
                last_opponent: record.last_opponent,
                color_balance: record.color_balance,
                last_side: record.last_side,
            })
        })
        .collect();
    if waiting.len() < 2 {
        return Ok(());
    }
    let pairs = pair_arena(&waiting);
    if pairs.is_empty() {
        return Ok(());
    }
    let round = snap.tournament.round + 1;
    for (white, black) in pairs {
        maker.game(round, white, black)?;
    }
    maker.writes.round = Some(round);
    Ok(())
}

/// What an arena's pairing needs of a player's games: whether one goes on, the last
/// opponent, Whites less Blacks and the last colour.
#[derive(Clone, Copy, Default)]
struct ArenaRecord {
    playing: bool,
    last_opponent: Option<i64>,
    color_balance: i32,
    last_side: Option<Side>,
}

/// Each player's [`ArenaRecord`], in one pass over the pairings (in the order they were
/// paired).
fn arena_records(snap: &TournamentSnapshot) -> HashMap<i64, ArenaRecord> {
    let mut records: HashMap<i64, ArenaRecord> = HashMap::new();
    for p in &snap.pairings {
        let Some(black) = p.black else { continue };
        for (me, other, side) in [(p.white, black, Side::White), (black, p.white, Side::Black)] {
            let r = records.entry(me).or_default();
            r.playing |= p.finished_at.is_none();
            r.last_opponent = Some(other);
            r.last_side = Some(side);
            r.color_balance += if side == Side::White { 1 } else { -1 };
        }
    }
    records
}

/// Whether every pairing of the event's current round is over.
fn round_over(snap: &TournamentSnapshot) -> bool {
    let round = snap.tournament.round;
    snap.pairings
        .iter()
        .filter(|p| p.round == round)
        .all(|p| p.finished_at.is_some())
}

/// A Swiss event going on: once its round is over, the next paired, or the event finished
/// after its last round (or when no pairing is left).
fn swiss_next(snap: &TournamentSnapshot, now: i64) -> Result<Decision, ApiError> {
    if !round_over(snap) {
        return Ok(Default::default());
    }
    let t = &snap.tournament;
    if t.round >= t.rounds.unwrap_or(0) {
        return Ok(finish(now));
    }
    let mut maker = Maker::new(snap, now)?;
    if !pair_next_swiss_round(&mut maker, snap)? {
        return Ok(finish(now));
    }
    Ok(maker.done())
}

/// Pairs the Swiss event's next round; `false` if no valid pairing is left (or fewer than two
/// players).
fn pair_next_swiss_round(
    maker: &mut Maker<'_>,
    snap: &TournamentSnapshot,
) -> Result<bool, ApiError> {
    let t = &snap.tournament;
    let players: Vec<SwissPlayer> = snap
        .entrants
        .iter()
        .filter(|e| e.state == "in")
        .map(|e| SwissPlayer {
            id: e.account,
            rating: e.rating,
        })
        .collect();
    if players.len() < 2 {
        return Ok(false);
    }
    let Some(paired) = pair_swiss(&players, &pairings_of(snap), t.rounds.unwrap_or(1)) else {
        return Ok(false);
    };
    let round = t.round + 1;
    for (white, black) in paired.games {
        maker.game(round, white, black)?;
    }
    if let Some(bye) = paired.bye {
        maker.bye(round, bye);
    }
    maker.writes.round = Some(round);
    Ok(true)
}

/// A round robin going on: finished once every round is paired and over; in real time, the
/// next round's games once the last is over (a withdrawn player's left out).
fn round_robin_next(snap: &TournamentSnapshot, now: i64) -> Result<Decision, ApiError> {
    if !round_over(snap) {
        return Ok(Default::default());
    }
    let t = &snap.tournament;
    let total = t.rounds.unwrap_or(0);
    if t.round >= total {
        return Ok(finish(now));
    }
    let mut seeded: Vec<&EntrantRow> = snap.entrants.iter().filter(|e| e.seed.is_some()).collect();
    seeded.sort_by_key(|e| e.seed);
    let table = berger(seeded.len(), t.cycles.unwrap_or(1));
    let mut maker = Maker::new(snap, now)?;
    let round = t.round + 1;
    if let Some(games) = table.get(round as usize - 1) {
        for &(w, b) in games {
            let (white, black) = (seeded[w], seeded[b]);
            if white.state != "withdrawn" && black.state != "withdrawn" {
                maker.game(round, white.account, black.account)?;
            }
        }
    }
    maker.writes.round = Some(round);
    Ok(maker.done())
}
