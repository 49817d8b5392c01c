//! Correspondence championships: seasons of round-robin groups in divisions. A season opens
//! when asked (`POST /api/championships/{id}/seasons`, `tzaar championship open-season`) or by
//! itself (the first at its set time, each next one a set pause after the last game of the
//! season before): the top of each group goes up a division, the bottom down, newcomers start
//! at the bottom (`tzaar_pairing::next_season`), and each group is a round robin that the
//! director starts at once.

use serde::Serialize;
use tzaar_pairing::{GroupResult, SeasonRules, next_season};

use super::spec::Kind;
use super::view::{TournamentSummary, standings_of};
use super::{Tournaments, unknown_championship};
use crate::dates::{iso_opt, now_ms};
use crate::error::{ApiError, on_archive};
use crate::games::new_id;
use crate::store::{
    AccountRow, ChampionshipRow, ChampionshipSnapshot, NewSeason, Store, TournamentRow,
};

/// The smallest group.
pub const MIN_GROUP: u32 = 3;
/// The largest group.
pub const MAX_GROUP: u32 = 20;

/// A championship's settings, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct ChampionshipSpec {
    /// Its name, trimmed.
    pub name: String,
    /// `standard`, `random` or `tournament`.
    pub setup: &'static str,
    /// Days per turn of its games.
    pub days_per_turn: u32,
    /// Each group's cycles.
    pub cycles: u32,
    /// The most players of a group.
    pub group_size: u32,
    /// How many of each group go up.
    pub promote: u32,
    /// How many of each group go down.
    pub relegate: u32,
    /// How many times more groups each division has than the one above.
    pub growth: u32,
    /// Whether its games are rated.
    pub rated: bool,
    /// When the first season opens by itself.
    pub first_season_at: Option<i64>,
    /// The pause between seasons, in ms, when each opens by itself.
    pub season_gap_ms: Option<i64>,
}

/// A championship in a list.
#[derive(Serialize, Debug, Clone)]
pub struct ChampionshipSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The season going on or last played (0 before the first).
    pub season: u32,
    /// The players entered.
    pub entrants: i64,
    /// Days per turn.
    pub days_per_turn: u32,
    /// Whether its games are rated.
    pub rated: bool,
}

/// One player of a group, with where the season took them.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct GroupLine {
    /// Their place in the group.
    pub rank: u32,
    /// Their name.
    pub name: String,
    /// Their points.
    pub points: i64,
    /// Games decided.
    pub played: u32,
    /// Once the next season is open: `up`, `down`, `same` (their division) or `left`.
    pub next: Option<&'static str>,
}

/// A group of a season.
#[derive(Serialize, Debug, Clone)]
pub struct GroupView {
    /// The group's tournament.
    #[serde(flatten)]
    pub tournament: TournamentSummary,
    /// Its number in the division, from 1.
    pub group: u32,
    /// Its players, best first (the summary's `players` counts them).
    pub standings: Vec<GroupLine>,
}

/// A division of a season.
#[derive(Serialize, Debug, Clone)]
pub struct DivisionView {
    /// 1 the top.
    pub division: u32,
    /// Its groups.
    pub groups: Vec<GroupView>,
}

/// A season.
#[derive(Serialize, Debug, Clone)]
pub struct SeasonView {
    /// Its number, from 1.
    pub season: u32,
    /// Its divisions, the top first.
    pub divisions: Vec<DivisionView>,
}

/// A championship's page.
#[derive(Serialize, Debug, Clone)]
pub struct ChampionshipView {
    /// What lists show.
    #[serde(flatten)]
    pub summary: ChampionshipSummary,
    /// `standard`, `random` or `tournament`.
    pub setup: String,
    /// Each group's cycles.
    pub cycles: u32,
    /// The most players of a group.
    pub group_size: u32,
    /// How many of each group go up.
    pub promote: u32,
    /// How many of each group go down.
    pub relegate: u32,
    /// How many times more groups each division has than the one above.
    pub growth: u32,
    /// The pause between seasons in days, when each opens by itself.
    pub season_gap_days: Option<f64>,
    /// When the first season opens by itself.
    #[serde(serialize_with = "iso_opt")]
    pub first_season_at: Option<i64>,
    /// The entrants of the next season, by name (the list's `entrants` counts them).
    pub entrant_names: Vec<String>,
    /// Whether the asker has entered the next season (`null` for a guest).
    pub entered: Option<bool>,
    /// Its creator's name (`null` once the account is deleted).
    pub created_by: Option<String>,
    /// The seasons, the latest first.
    pub seasons: Vec<SeasonView>,
}

impl ChampionshipSpec {
    /// The new championship's row, created by `creator` at `now`.
    pub fn row(&self, id: String, creator: i64, now: i64) -> ChampionshipRow {
        ChampionshipRow {
            id,
            name: self.name.clone(),
            setup: self.setup.into(),
            creator,
            group_size: self.group_size,
            promote: self.promote,
            relegate: self.relegate,
            growth: self.growth,
            days_per_turn: self.days_per_turn,
            cycles: self.cycles,
            created: now,
            rated: self.rated,
            season_gap_ms: self.season_gap_ms,
            next_season_at: self.first_season_at,
            ..ChampionshipRow::default()
        }
    }
}

fn summary(h: &ChampionshipRow) -> ChampionshipSummary {
    ChampionshipSummary {
        id: h.id.clone(),
        name: h.name.clone(),
        season: h.season,
        entrants: h.entrants,
        days_per_turn: h.days_per_turn,
        rated: h.rated,
    }
}

/// The division each player played in season `season` of `snap`.
fn divisions_in(snap: &ChampionshipSnapshot, season: u32) -> Vec<(i64, u32)> {
    snap.groups
        .iter()
        .filter(|g| g.tournament.season == Some(season))
        .flat_map(|g| {
            let division = g.tournament.division.unwrap_or(1);
            g.entrants.iter().map(move |e| (e.account, division))
        })
        .collect()
}

impl ChampionshipView {
    /// The page of `snap` for the account `asker` (`None`: a guest).
    pub fn of(snap: &ChampionshipSnapshot, asker: Option<i64>) -> ChampionshipView {
        let h = &snap.championship;
        let active = || snap.entries.iter().filter(|e| e.left_at.is_none());
        let mut seasons: Vec<SeasonView> = Vec::new();
        for season in (1..=h.season).rev() {
            let next = (season < h.season).then(|| divisions_in(snap, season + 1));
            let mut divisions: Vec<DivisionView> = Vec::new();
            for g in snap
                .groups
                .iter()
                .filter(|g| g.tournament.season == Some(season))
            {
                let division = g.tournament.division.unwrap_or(1);
                let name = |id: i64| {
                    g.entrants
                        .iter()
                        .find(|e| e.account == id)
                        .map(|e| e.name.clone())
                };
                let players = standings_of(g)
                    .into_iter()
                    .filter_map(|s| {
                        Some(GroupLine {
                            rank: s.rank,
                            name: name(s.id)?,
                            points: s.points,
                            played: s.played,
                            next: next.as_ref().map(|next| {
                                match next.iter().find(|(a, _)| *a == s.id) {
                                    None => "left",
                                    Some((_, d)) if *d < division => "up",
                                    Some((_, d)) if *d > division => "down",
                                    Some(_) => "same",
                                }
                            }),
                        })
                    })
                    .collect();
                let view = GroupView {
                    tournament: TournamentSummary::of(&g.tournament),
                    group: g.tournament.group_no.unwrap_or(1),
                    standings: players,
                };
                match divisions.iter_mut().find(|d| d.division == division) {
                    Some(d) => d.groups.push(view),
                    None => divisions.push(DivisionView {
                        division,
                        groups: vec![view],
                    }),
                }
            }
            seasons.push(SeasonView { season, divisions });
        }
        ChampionshipView {
            summary: summary(h),
            setup: h.setup.clone(),
            cycles: h.cycles,
            group_size: h.group_size,
            promote: h.promote,
            relegate: h.relegate,
            growth: h.growth,
            season_gap_days: h.season_gap_ms.map(|ms| ms as f64 / 86_400_000.0),
            first_season_at: h.next_season_at,
            entrant_names: active().map(|e| e.name.clone()).collect(),
            entered: asker.map(|a| active().any(|e| e.account == a)),
            created_by: h.creator_name.clone(),
            seasons,
        }
    }
}

/// The next season of `snap` at `now`: its groups, each a round robin starting at once, from
/// the last season's final standings and the entrants now. 409 `season-running` while a group
/// of the last season plays on, `too-few-players` with fewer than two entrants.
pub fn decide_season(snap: &ChampionshipSnapshot, now: i64) -> Result<NewSeason, ApiError> {
    let h = &snap.championship;
    let last: Vec<_> = snap
        .groups
        .iter()
        .filter(|g| g.tournament.season == Some(h.season) && h.season > 0)
        .collect();
    if last
        .iter()
        .any(|g| matches!(g.tournament.status.as_str(), "open" | "running"))
    {
        return Err(ApiError::conflict(
            "season-running",
            "the season is still being played: the next opens once every group is over",
        ));
    }
    let playing: Vec<&crate::store::EntryRow> = snap
        .entries
        .iter()
        .filter(|e| e.left_at.is_none() && !(h.rated && e.bot))
        .collect();
    if playing.len() < 2 {
        return Err(ApiError::conflict(
            "too-few-players",
            "a season needs at least two entrants",
        ));
    }
    let previous: Vec<GroupResult> = last
        .iter()
        .map(|g| GroupResult {
            division: g.tournament.division.unwrap_or(1),
            ranking: standings_of(g).into_iter().map(|s| s.id).collect(),
        })
        .collect();
    let played: Vec<i64> = previous.iter().flat_map(|g| g.ranking.clone()).collect();
    let mut newcomers: Vec<&crate::store::EntryRow> = playing
        .iter()
        .copied()
        .filter(|e| !played.contains(&e.account))
        .collect();
    newcomers.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.joined.cmp(&b.joined)));
    let newcomers: Vec<i64> = newcomers.iter().map(|e| e.account).collect();
    let leaving: Vec<i64> = played
        .iter()
        .copied()
        .filter(|p| !playing.iter().any(|e| e.account == *p))
        .collect();
    let rules = SeasonRules {
        group_size: h.group_size as usize,
        promote: h.promote as usize,
        relegate: h.relegate as usize,
        growth: h.growth.max(1) as usize,
    };
    let season = h.season + 1;
    let mut groups = Vec::new();
    for (d, division) in next_season(&previous, &newcomers, &leaving, &rules)
        .iter()
        .enumerate()
    {
        for (g, players) in division.iter().enumerate() {
            let (division, group) = (d as u32 + 1, g as u32 + 1);
            let row = TournamentRow {
                id: new_id()?,
                name: format!("{} {season}.{division}.{group}", h.name),
                kind: Kind::RoundRobin.word().into(),
                setup: h.setup.clone(),
                status: "open".into(),
                random_per: (h.setup == "random").then(|| "pairing".to_string()),
                creator: h.creator,
                max_players: players.len() as u32,
                created: now,
                rated: h.rated,
                days_per_turn: Some(h.days_per_turn),
                starts_at: Some(now),
                cycles: Some(h.cycles),
                season: Some(season),
                division: Some(division),
                group_no: Some(group),
                championship: Some(h.id.clone()),
                ..TournamentRow::default()
            };
            groups.push((row, players.clone()));
        }
    }
    Ok(NewSeason { season, groups })
}

/// Opens championship `id`'s next season now, on `store` (blocking): its number. With
/// `due_only`, only if it is due by itself (else `Ok(None)`, nothing written).
pub fn open_season(
    store: &Store,
    id: &str,
    now: i64,
    due_only: bool,
) -> Result<Option<u32>, ApiError> {
    store
        .step_championship(id, now, |snap| {
            if due_only && !due(snap, now) {
                return Ok((None, None));
            }
            let season = decide_season(snap, now)?;
            let number = season.season;
            Ok::<_, ApiError>((Some(season), Some(number)))
        })?
        .ok_or_else(|| unknown_championship(id))?
}

/// Whether `snap`'s next season opens by itself at `now`.
fn due(snap: &ChampionshipSnapshot, now: i64) -> bool {
    let h = &snap.championship;
    if h.season == 0 {
        return h.next_season_at.is_some_and(|at| at <= now);
    }
    let last: Vec<_> = snap
        .groups
        .iter()
        .filter(|g| g.tournament.season == Some(h.season))
        .collect();
    let over = last
        .iter()
        .all(|g| !matches!(g.tournament.status.as_str(), "open" | "running"));
    let ended = last.iter().filter_map(|g| g.tournament.finished_at).max();
    match (h.season_gap_ms, ended) {
        (Some(gap), Some(ended)) => over && ended + gap <= now,
        _ => false,
    }
}

impl Tournaments {
    /// Creates a championship for `creator`.
    pub async fn create_championship(
        &self,
        spec: ChampionshipSpec,
        creator: i64,
    ) -> Result<ChampionshipView, ApiError> {
        let row = spec.row(new_id()?, creator, now_ms());
        let id = row.id.clone();
        on_archive(&self.inner.store, move |s| s.create_championship(&row)).await?;
        self.championship(&id, Some(creator)).await
    }

    /// Championship `id` as `asker` sees it; 404 `unknown-championship`.
    pub async fn championship(
        &self,
        id: &str,
        asker: Option<i64>,
    ) -> Result<ChampionshipView, ApiError> {
        let key = id.to_string();
        let snap = on_archive(&self.inner.store, move |s| s.championship(&key))
            .await?
            .ok_or_else(|| unknown_championship(id))?;
        Ok(ChampionshipView::of(&snap, asker))
    }

    /// Every championship, newest first.
    pub async fn championships(&self) -> Result<Vec<ChampionshipSummary>, ApiError> {
        let rows = on_archive(&self.inner.store, |s| s.championships()).await?;
        Ok(rows.iter().map(summary).collect())
    }

    /// `account` enters championship `id`'s next season: 403 `bot-not-allowed` for a program in
    /// a rated one.
    pub async fn enter_championship(
        &self,
        id: &str,
        account: &AccountRow,
    ) -> Result<ChampionshipView, ApiError> {
        let view = self.championship(id, Some(account.id)).await?;
        if view.summary.rated && account.is_bot() {
            return Err(ApiError::forbidden(
                "bot-not-allowed",
                "a program cannot enter a rated championship",
            ));
        }
        let (key, who) = (id.to_string(), account.id);
        on_archive(&self.inner.store, move |s| {
            s.enter_championship(&key, who, now_ms())
        })
        .await?;
        self.championship(id, Some(account.id)).await
    }

    /// `account` leaves championship `id`: it plays no further season (a season going on is
    /// played out). 409 `not-joined` if it had not entered.
    pub async fn leave_championship(
        &self,
        id: &str,
        account: i64,
    ) -> Result<ChampionshipView, ApiError> {
        self.championship(id, Some(account)).await?;
        let key = id.to_string();
        let left = on_archive(&self.inner.store, move |s| {
            s.leave_championship(&key, account, now_ms())
        })
        .await?;
        if !left {
            return Err(super::not_in());
        }
        self.championship(id, Some(account)).await
    }

    /// Opens championship `id`'s next season now, for its creator or an admin (`allowed`):
    /// 403 `not-creator`; 409 `season-running`, `too-few-players`.
    pub async fn open_next_season(
        &self,
        id: &str,
        asker: i64,
        admin: bool,
    ) -> Result<ChampionshipView, ApiError> {
        let key = id.to_string();
        let snap = on_archive(&self.inner.store, move |s| s.championship(&key))
            .await?
            .ok_or_else(|| unknown_championship(id))?;
        if !admin {
            super::only_creator(snap.championship.creator, asker)?;
        }
        let key = id.to_string();
        let store = self.inner.store.clone();
        tokio::task::spawn_blocking(move || open_season(&store, &key, now_ms(), false))
            .await
            .map_err(|e| ApiError::Internal(format!("opening a season failed: {e}")))??;
        self.poke();
        self.championship(id, Some(asker)).await
    }

    /// Opens the seasons due at `now` (the director's part for championships).
    pub(super) async fn open_due_seasons(&self, now: i64) {
        let due = match on_archive(&self.inner.store, move |s| s.championships_due(now)).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(%e, "cannot look for championships due");
                return;
            }
        };
        for id in due {
            let store = self.inner.store.clone();
            let key = id.clone();
            let opened =
                tokio::task::spawn_blocking(move || open_season(&store, &key, now, true)).await;
            match opened {
                Ok(Ok(Some(season))) => {
                    tracing::info!(championship = %id, season, "a season opened");
                }
                Ok(Ok(None)) => {}
                Ok(Err(e)) => tracing::warn!(championship = %id, %e, "cannot open a season"),
                Err(e) => tracing::error!(championship = %id, %e, "opening a season failed"),
            }
        }
    }
}
