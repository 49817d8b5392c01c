//! The engine as the opponent in `tzaar play --engine`: its level, its colour and its thinking
//! time, and how they are kept in the record's tags so that `--resume` continues the game
//! against the same engine.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use tzaar_core::record::{
    ENGINE_COLOR_TAG as COLOR_TAG, ENGINE_LEVEL_TAG as LEVEL_TAG, ENGINE_TIME_TAG as TIME_TAG,
    Record,
};
use tzaar_core::{Action, Color, Game};
use tzaar_engine::levels::Level;
use tzaar_engine::levels::LevelPlayer;
use tzaar_engine::limits::DEFAULT_MOVE_TIME;
use tzaar_engine::protocol::default_threads;
use tzaar_engine::search::DEFAULT_HASH_MIB;
use tzaar_engine::win_chance::WinChance;
use tzaar_engine::{Limits, Outlook, Score};

/// How the engine plays: what `--level`, `--time` and the colours say, or what a record's tags
/// say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The side the engine plays.
    pub color: Color,
    /// Its level.
    pub level: Level,
    /// Its time per turn (level 10 uses all of it, the weaker levels a share).
    pub time: Duration,
}

impl Settings {
    /// The engine's name in the record and on the screen, e.g. `tzaar level 5`.
    pub fn default_name(level: Level) -> String {
        format!("tzaar level {level}")
    }

    /// Writes the settings into the record's tags.
    pub fn write_tags(&self, record: &mut Record) -> Result<()> {
        record.set_tag(COLOR_TAG, self.color.name())?;
        record.set_tag(LEVEL_TAG, &self.level.to_string())?;
        record.set_tag(TIME_TAG, &self.time.as_millis().to_string())?;
        Ok(())
    }

    /// The settings kept in a record's tags, or `None` for a game between two people.
    pub fn from_tags(record: &Record) -> Result<Option<Settings>> {
        let Some(color) = record.tag(COLOR_TAG) else {
            return Ok(None);
        };
        let Ok(color) = color.parse::<Color>() else {
            bail!("the tag {COLOR_TAG} must be white or black, not `{color}`");
        };
        let level = match record.tag(LEVEL_TAG) {
            Some(text) => text
                .parse::<Level>()
                .with_context(|| format!("cannot read the tag {LEVEL_TAG}"))?,
            None => Level::DEFAULT,
        };
        let time = match record.tag(TIME_TAG) {
            Some(text) => {
                parse_time(text).with_context(|| format!("cannot read the tag {TIME_TAG}"))?
            }
            None => DEFAULT_MOVE_TIME,
        };
        Ok(Some(Settings { color, level, time }))
    }
}

/// A time per turn in whole milliseconds, at least 1.
pub fn parse_time(text: &str) -> Result<Duration> {
    match text.parse::<u64>() {
        Ok(0) => bail!("the time per turn must be at least 1 ms"),
        Ok(ms) => Ok(Duration::from_millis(ms)),
        Err(_) => bail!("`{text}` is not a number of milliseconds"),
    }
}

/// The engine at the board: a [`LevelPlayer`] and what it last thought of its turn.
pub struct Opponent {
    /// How it plays.
    pub settings: Settings,
    /// Its name, as the record gives it.
    pub name: String,
    player: LevelPlayer,
    /// The score of its last turn, from its side, and White's chance of winning by it.
    last_score: Option<(Score, f64)>,
}

impl Opponent {
    /// The engine with `settings`, searching with `threads` threads (default: every core). Its
    /// weaker levels' choices are seeded with `seed`.
    pub fn new(settings: Settings, name: String, threads: Option<usize>, seed: u64) -> Opponent {
        let threads = threads.unwrap_or_else(default_threads);
        let mut player = LevelPlayer::new(settings.level, DEFAULT_HASH_MIB, threads);
        player.reseed(seed);
        Opponent {
            settings,
            name,
            player,
            last_score: None,
        }
    }

    /// Its limits for one turn.
    fn limits(&self) -> Limits {
        Limits::movetime(self.settings.time)
    }

    /// The flag that stops its search in progress.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.player.stop_flag()
    }

    /// The rest of the current turn, as the engine plays it at its level; `None` if the game
    /// is over.
    pub fn choose(&mut self, game: &Game) -> Option<Vec<Action>> {
        let limits = self.limits();
        let (turn, score) = self.player.choose(game, &limits)?;
        let chance = WinChance::shipped().white_of_score(game.position(), score);
        self.last_score = Some((score, chance));
        Some(turn)
    }

    /// The turn the engine at full strength suggests for the side to act, with its score from
    /// that side and White's chance of winning by it; `None` if the game is over.
    pub fn hint(&mut self, game: &Game) -> Option<(Vec<Action>, Outlook, f64)> {
        let limits = self.limits();
        let (turn, score) = self.player.suggest(game, &limits)?;
        let chance = WinChance::shipped().white_of_score(game.position(), score);
        Some((turn, Outlook::from_score(score), chance))
    }

    /// The score of the engine's last turn, from its side, and White's chance by it.
    pub fn last_score(&self) -> Option<(Outlook, f64)> {
        self.last_score.map(|(s, c)| (Outlook::from_score(s), c))
    }

    /// Forgets the last turn's score (it was taken back).
    pub fn forget_score(&mut self) {
        self.last_score = None;
    }
}

/// How an [`Outlook`] from `side`'s point of view reads in words, with White's chance of
/// winning (`white_chance`, 0 to 1) when it is an estimate.
pub fn explain(outlook: Outlook, side: Color, white_chance: f64) -> String {
    match outlook {
        Outlook::Centipieces(_) => format!(
            "{outlook} (the evaluation; positive is good for {side}; White's chance {:.0}%)",
            white_chance * 100.0
        ),
        Outlook::Win(1) => format!("{outlook} ({side} wins with this turn)"),
        Outlook::Win(n) => {
            format!("{outlook} ({side} can force a win within {n} of its turns, counting this one)")
        }
        Outlook::Loss(1) => format!("{outlook} ({} can win in its next turn)", side.opponent()),
        Outlook::Loss(n) => format!(
            "{outlook} ({} can force a win within {n} of its turns)",
            side.opponent()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tzaar_core::SetupKind;

    #[test]
    fn settings_round_trip_through_the_tags() {
        let mut record = Record::new(Game::new(SetupKind::Standard));
        assert_eq!(Settings::from_tags(&record).unwrap(), None);
        let settings = Settings {
            color: Color::Black,
            level: Level::new(3).unwrap(),
            time: Duration::from_millis(250),
        };
        settings.write_tags(&mut record).unwrap();
        let back = Record::parse(&record.to_string()).unwrap();
        assert_eq!(Settings::from_tags(&back).unwrap(), Some(settings));
        record.set_tag(LEVEL_TAG, "12").unwrap();
        let e = Settings::from_tags(&record).unwrap_err();
        assert!(
            format!("{e:#}").contains("the level must be from 1 to 10"),
            "{e:#}"
        );
        record.set_tag(COLOR_TAG, "green").unwrap();
        assert!(Settings::from_tags(&record).is_err());
        assert!(parse_time("0").is_err());
        assert!(parse_time("x").is_err());
    }

    #[test]
    fn scores_are_explained() {
        let c = Outlook::Centipieces(35);
        assert_eq!(
            explain(c, Color::Black, 0.434),
            "cp 35 (the evaluation; positive is good for Black; White's chance 43%)"
        );
        assert_eq!(
            explain(Outlook::Loss(2), Color::White, 0.0),
            "loss 2 (Black can force a win within 2 of its turns)"
        );
    }
}
