//! Which challenges the bot takes: its time controls, rated or not, setups, how many games at
//! once, and whether it takes open challenges at all.

use super::events::Seek;

/// Rated games, casual ones, or both.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Stakes {
    /// Both.
    #[default]
    Any,
    /// Only games whose result changes ratings.
    Rated,
    /// Only games whose result does not.
    Casual,
}

/// What the bot accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    /// The most games at once.
    pub max_games: usize,
    /// Whether open challenges (to anyone) are taken, not only direct ones.
    pub accept_open: bool,
    /// The shortest and longest real-time game, in seconds for the game.
    pub initial_s: (u64, u64),
    /// The largest increment, in seconds.
    pub max_increment_s: u64,
    /// Whether correspondence games are taken.
    pub correspondence: bool,
    /// Rated, casual or both.
    pub rated: Stakes,
    /// The setups taken (`standard`, `random`, `tournament`).
    pub setups: Vec<String>,
}

/// What to do with a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Take it.
    Accept,
    /// Refuse it, saying why (only direct challenges are declined; open ones are left).
    Decline(String),
    /// Leave it for others.
    Ignore,
}

impl Policy {
    /// Whether the terms of `seek` suit the bot, and if not, why.
    pub fn terms(&self, seek: &Seek) -> Result<(), String> {
        if !self.setups.iter().any(|s| s == &seek.setup) {
            return Err(format!("it does not play the {} setup", seek.setup));
        }
        match (seek.clock, seek.days_per_turn) {
            (Some(c), _) => {
                let (lo, hi) = self.initial_s;
                if c.initial_s < lo || c.initial_s > hi {
                    return Err(format!(
                        "it plays clocks of {lo} to {hi} s, not {} s",
                        c.initial_s
                    ));
                }
                if c.increment_s > self.max_increment_s {
                    return Err(format!(
                        "it takes increments up to {} s, not {} s",
                        self.max_increment_s, c.increment_s
                    ));
                }
            }
            (None, Some(_)) if !self.correspondence => {
                return Err("it does not play correspondence games".to_string());
            }
            _ => {}
        }
        match (self.rated, seek.rated) {
            (Stakes::Rated, false) => Err("it plays rated games only".to_string()),
            (Stakes::Casual, true) => Err("it plays casual games only".to_string()),
            _ => Ok(()),
        }
    }

    /// What the bot `me`, with `games` going on or agreed, does with `seek`.
    pub fn judge(&self, me: &str, seek: &Seek, games: usize) -> Verdict {
        if seek.by.eq_ignore_ascii_case(me) {
            return Verdict::Ignore;
        }
        let direct = seek
            .opponent
            .as_deref()
            .is_some_and(|o| o.eq_ignore_ascii_case(me));
        if seek.opponent.is_some() && !direct {
            return Verdict::Ignore;
        }
        if !direct && !self.accept_open {
            return Verdict::Ignore;
        }
        let verdict = if games >= self.max_games {
            Err(format!("it is playing {games} games already"))
        } else {
            self.terms(seek)
        };
        match (verdict, direct) {
            (Ok(()), _) => Verdict::Accept,
            (Err(why), true) => Verdict::Decline(why),
            (Err(_), false) => Verdict::Ignore,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::events::SeekClock;
    use super::*;

    fn policy() -> Policy {
        Policy {
            max_games: 2,
            accept_open: false,
            initial_s: (60, 600),
            max_increment_s: 10,
            correspondence: true,
            rated: Stakes::Any,
            setups: vec!["standard".into(), "random".into()],
        }
    }

    fn seek(opponent: Option<&str>) -> Seek {
        Seek {
            id: "s".into(),
            by: "Ann".into(),
            setup: "standard".into(),
            clock: Some(SeekClock {
                initial_s: 300,
                increment_s: 5,
            }),
            days_per_turn: None,
            rated: true,
            opponent: opponent.map(str::to_string),
        }
    }

    #[test]
    fn direct_challenges_are_taken_or_declined_open_ones_taken_only_when_asked() {
        let p = policy();
        assert_eq!(p.judge("Bot", &seek(Some("bot")), 0), Verdict::Accept);
        assert!(matches!(
            p.judge("Bot", &seek(Some("Bot")), 2),
            Verdict::Decline(_)
        ));
        assert_eq!(p.judge("Bot", &seek(Some("Cid")), 0), Verdict::Ignore);
        assert_eq!(p.judge("Bot", &seek(None), 0), Verdict::Ignore);
        let open = Policy {
            accept_open: true,
            ..p.clone()
        };
        assert_eq!(open.judge("Bot", &seek(None), 0), Verdict::Accept);
        assert_eq!(open.judge("Bot", &seek(None), 2), Verdict::Ignore);
        let own = Seek {
            by: "Bot".into(),
            ..seek(None)
        };
        assert_eq!(open.judge("Bot", &own, 0), Verdict::Ignore);
    }

    #[test]
    fn terms_outside_the_options_are_refused_with_the_reason() {
        let p = policy();
        let long = Seek {
            clock: Some(SeekClock {
                initial_s: 3600,
                increment_s: 0,
            }),
            ..seek(None)
        };
        assert!(p.terms(&long).unwrap_err().contains("3600"));
        let tournament = Seek {
            setup: "tournament".into(),
            ..seek(None)
        };
        assert!(p.terms(&tournament).is_err());
        let casual_only = Policy {
            rated: Stakes::Casual,
            ..p.clone()
        };
        assert!(casual_only.terms(&seek(None)).is_err());
        let corr = Seek {
            clock: None,
            days_per_turn: Some(3),
            ..seek(None)
        };
        assert_eq!(p.terms(&corr), Ok(()));
        let no_corr = Policy {
            correspondence: false,
            ..p
        };
        assert!(no_corr.terms(&corr).is_err());
    }
}
