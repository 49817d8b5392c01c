//! A tournament as the API shows it: its summary in lists, and its page's whole view with the
//! standings (computed from the pairings, never stored), the games, the byes and the asker's
//! place.

use serde::Serialize;
use tzaar_pairing::{Entrant, Pairing, Side, standings};

use super::spec::Kind;
use crate::dates::{iso, iso_opt};
use crate::store::{PairingRow, TournamentRow, TournamentSnapshot};

/// A clock in whole seconds.
#[derive(Serialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockSeconds {
    /// Each side's time at the start.
    pub initial_s: u64,
    /// Added after each turn.
    pub increment_s: u64,
}

/// A tournament in a list.
#[derive(Serialize, Debug, Clone)]
pub struct TournamentSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// `arena`, `swiss` or `round-robin`.
    pub kind: String,
    /// `open`, `running`, `finished` or `cancelled`.
    pub status: String,
    /// The players in (not withdrawn).
    pub players: i64,
    /// The most it takes.
    pub max_players: u32,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// The clock, for real time.
    pub clock: Option<ClockSeconds>,
    /// Days per turn, for correspondence.
    pub days_per_turn: Option<u32>,
    /// Whether its games are rated.
    pub rated: bool,
    /// When it starts by itself (`null`: its creator starts it).
    #[serde(serialize_with = "iso_opt")]
    pub starts_at: Option<i64>,
    /// When an arena ends, once it started.
    #[serde(serialize_with = "iso_opt")]
    pub ends_at: Option<i64>,
    /// The round paired last (an arena's wave), 0 before the first.
    pub round: u32,
    /// A Swiss event's rounds, or a round robin's once its players are known.
    pub rounds: Option<u32>,
    /// Its creator's name.
    pub created_by: Option<String>,
}

impl TournamentSummary {
    /// The summary of a stored event.
    pub fn of(t: &TournamentRow) -> TournamentSummary {
        TournamentSummary {
            id: t.id.clone(),
            name: t.name.clone(),
            kind: t.kind.clone(),
            status: t.status.clone(),
            players: t.players,
            max_players: t.max_players,
            setup: t.setup.clone(),
            clock: t.clock().map(|(initial, increment)| ClockSeconds {
                initial_s: initial / 1000,
                increment_s: increment / 1000,
            }),
            days_per_turn: t.days_per_turn,
            rated: t.rated,
            starts_at: t.starts_at,
            ends_at: t.ends_at,
            round: t.round,
            rounds: t.rounds,
            created_by: t.creator_name.clone(),
        }
    }
}

/// A player's tiebreaks.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Tiebreaks {
    /// The sum of the points of the opponents met.
    pub buchholz: i64,
    /// The sum of the points of the opponents beaten.
    pub sonneborn_berger: i64,
    /// An arena's performance rating.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub performance: Option<i64>,
}

/// One line of the standings.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct StandingLine {
    /// 1 for the first; equal only when everything that orders them is equal.
    pub rank: u32,
    /// The player's name.
    pub name: String,
    /// Whether a program plays the player's account.
    pub bot: bool,
    /// The player's rating now.
    pub rating: i64,
    /// Points: an arena's 2 a win (4 on a streak), else 1 a win or bye.
    pub points: i64,
    /// Games decided.
    pub played: u32,
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Byes.
    pub byes: u32,
    /// The tiebreaks.
    pub tiebreaks: Tiebreaks,
    /// The wins in a row now.
    pub streak: u32,
    /// In an arena, whether the next win scores double.
    pub on_fire: bool,
    /// Whether the player withdrew.
    pub withdrawn: bool,
    /// Whether the player pauses (an arena's).
    pub paused: bool,
}

/// A game of the event.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct GameLine {
    /// The game's id.
    pub id: String,
    /// Its round (an arena's wave).
    pub round: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// `1-0` or `0-1` once decided.
    pub result: Option<&'static str>,
    /// `playing`, `over` or `aborted`.
    pub status: String,
    /// Whether it counts (an arena's game still going on at the end does not).
    pub counts: bool,
}

/// A bye.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ByeLine {
    /// Its round.
    pub round: u32,
    /// Who had it.
    pub name: String,
}

/// The asker's place in the event.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct MyPlace {
    /// Always true (a player not in has no place).
    pub joined: bool,
    /// Whether pausing (an arena's).
    pub paused: bool,
    /// Whether withdrawn.
    pub withdrawn: bool,
    /// The asker's game going on in it.
    pub game: Option<String>,
}

/// A championship group's place in its championship.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ChampionshipPlace {
    /// The championship's id.
    pub id: String,
    /// Its season.
    pub season: Option<u32>,
    /// The division (1 the top).
    pub division: Option<u32>,
    /// The group in the division.
    pub group: Option<u32>,
}

/// A tournament's page.
#[derive(Serialize, Debug, Clone)]
pub struct TournamentView {
    /// What lists show.
    #[serde(flatten)]
    pub summary: TournamentSummary,
    /// An arena's length in minutes.
    pub duration_min: Option<i64>,
    /// A round robin's cycles.
    pub cycles: Option<u32>,
    /// A random setup's fresh seed: `pairing` or `round`.
    pub random_per: Option<String>,
    /// The lowest rating that may join.
    pub rating_min: Option<i64>,
    /// The highest rating that may join.
    pub rating_max: Option<i64>,
    /// When it started.
    #[serde(serialize_with = "iso_opt")]
    pub started_at: Option<i64>,
    /// When it finished.
    #[serde(serialize_with = "iso_opt")]
    pub finished_at: Option<i64>,
    /// The server's time, for countdowns.
    #[serde(serialize_with = "iso")]
    pub now: i64,
    /// Bumped at each change.
    pub version: i64,
    /// The standings, best first; every player.
    pub standings: Vec<StandingLine>,
    /// The games, in order of pairing.
    pub games: Vec<GameLine>,
    /// The byes, in order.
    pub byes: Vec<ByeLine>,
    /// The asker's place, if in.
    pub me: Option<MyPlace>,
    /// A championship group's place.
    pub championship: Option<ChampionshipPlace>,
}

/// A pairing as the standings read it; an arena's game decided after its end does not count.
fn counted(t: &TournamentRow, p: &PairingRow) -> Pairing {
    let late = t.kind == Kind::Arena.word()
        && matches!((p.finished_at, t.ends_at), (Some(f), Some(e)) if f > e);
    Pairing {
        round: p.round,
        white: p.white,
        black: p.black,
        winner: match p.winner.as_deref() {
            _ if late => None,
            Some("white") => Some(Side::White),
            Some("black") => Some(Side::Black),
            _ => None,
        },
        finished_at: p.finished_at,
    }
}

/// The standings' kind for a stored kind.
pub fn pairing_kind(kind: &str) -> tzaar_pairing::Kind {
    match Kind::from_word(kind) {
        Some(Kind::Arena) => tzaar_pairing::Kind::Arena,
        Some(Kind::RoundRobin) => tzaar_pairing::Kind::RoundRobin,
        _ => tzaar_pairing::Kind::Swiss,
    }
}

/// The pairings of `snap` as the standings and the pairing read them.
pub fn pairings_of(snap: &TournamentSnapshot) -> Vec<Pairing> {
    snap.pairings
        .iter()
        .map(|p| counted(&snap.tournament, p))
        .collect()
}

/// The standings of `snap`, best first.
pub fn standings_of(snap: &TournamentSnapshot) -> Vec<tzaar_pairing::Standing> {
    let entrants: Vec<Entrant> = snap
        .entrants
        .iter()
        .map(|e| Entrant {
            id: e.account,
            rating: e.rating,
        })
        .collect();
    standings(
        pairing_kind(&snap.tournament.kind),
        &entrants,
        &pairings_of(snap),
    )
}

impl TournamentView {
    /// The page of `snap` at `now` for the account `asker` (`None`: a guest).
    pub fn of(snap: &TournamentSnapshot, asker: Option<i64>, now: i64) -> TournamentView {
        let t = &snap.tournament;
        let name = |id: i64| {
            snap.entrants
                .iter()
                .find(|e| e.account == id)
                .map_or_else(|| "?".to_string(), |e| e.name.clone())
        };
        let entrant = |id: i64| snap.entrants.iter().find(|e| e.account == id);
        let arena = t.kind == Kind::Arena.word();
        let standings = standings_of(snap)
            .into_iter()
            .filter_map(|s| {
                let e = entrant(s.id)?;
                Some(StandingLine {
                    rank: s.rank,
                    name: e.name.clone(),
                    bot: e.bot,
                    rating: e.rating.round() as i64,
                    points: s.points,
                    played: s.played,
                    wins: s.wins,
                    losses: s.losses,
                    byes: s.byes,
                    tiebreaks: Tiebreaks {
                        buchholz: s.buchholz,
                        sonneborn_berger: s.sonneborn_berger,
                        performance: s.performance.filter(|_| arena).map(|p| p.round() as i64),
                    },
                    streak: s.streak,
                    on_fire: s.on_fire,
                    withdrawn: e.state == "withdrawn",
                    paused: e.state == "paused",
                })
            })
            .collect();
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for p in &snap.pairings {
            match (p.black, &p.game) {
                (Some(black), Some(id)) => {
                    let decided = counted(t, p).winner;
                    games.push(GameLine {
                        id: id.clone(),
                        round: p.round,
                        white: name(p.white),
                        black: name(black),
                        result: match p.winner.as_deref() {
                            Some("white") => Some("1-0"),
                            Some("black") => Some("0-1"),
                            _ => None,
                        },
                        status: p.status.clone().unwrap_or_else(|| "playing".into()),
                        counts: decided.is_some() || p.finished_at.is_none(),
                    })
                }
                _ => byes.push(ByeLine {
                    round: p.round,
                    name: name(p.white),
                }),
            }
        }
        let me = asker.and_then(entrant).map(|e| MyPlace {
            joined: true,
            paused: e.state == "paused",
            withdrawn: e.state == "withdrawn",
            game: snap
                .pairings
                .iter()
                .filter(|p| p.finished_at.is_none() && p.status.as_deref() == Some("playing"))
                .find(|p| p.white == e.account || p.black == Some(e.account))
                .and_then(|p| p.game.clone()),
        });
        TournamentView {
            summary: TournamentSummary::of(t),
            duration_min: t.duration_ms.map(|ms| ms / 60_000),
            cycles: t.cycles,
            random_per: t.random_per.clone(),
            rating_min: t.rating_min,
            rating_max: t.rating_max,
            started_at: t.started_at,
            finished_at: t.finished_at,
            now,
            version: t.version,
            standings,
            games,
            byes,
            me,
            championship: t.championship.as_ref().map(|id| ChampionshipPlace {
                id: id.clone(),
                season: t.season,
                division: t.division,
                group: t.group_no,
            }),
        }
    }
}
