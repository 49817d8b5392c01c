//! Players named as `tzaar match` names them: `engine`, `level:N`, `greedy`, `random` or
//! `cmd:COMMAND`, each with options `NAME=VALUE`, and the players they build.

use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;
use tzaar_engine::levels::{Level, LevelError, LevelPlayer};
use tzaar_engine::{Config, Limits};

use crate::arena::{EnginePlayer, GreedyPlayer, Player, RandomPlayer};
use crate::external::ExternalEngine;
use crate::runner::MATCH_HASH_MIB;

/// Why a player or one of its options cannot be used.
#[derive(Debug, Error)]
pub enum SpecError {
    /// `cmd:` without a command.
    #[error("`cmd:` needs a command, e.g. cmd:\"tzaar engine\"")]
    NoCommand,
    /// `level:N` with a wrong level.
    #[error("cannot use the player `{spec}`")]
    Level {
        /// The player as given.
        spec: String,
        /// What is wrong with the level.
        #[source]
        source: LevelError,
    },
    /// A player this program does not know.
    #[error("unknown player `{0}`: use engine, level:N (1 to 10), greedy, random or cmd:COMMAND")]
    UnknownPlayer(String),
    /// An option without `=`.
    #[error("option `{0}` is not NAME=VALUE")]
    NotNameValue(String),
    /// Options for a player that takes none.
    #[error("the {0} player takes no options")]
    NoOptions(String),
    /// A switch whose value is not true or false.
    #[error("option {name} takes true or false, not `{value}`")]
    NotBool {
        /// The option.
        name: String,
        /// Its value.
        value: String,
    },
    /// A number option whose value is not a number.
    #[error("option {name} takes a number, not `{value}`")]
    NotNumber {
        /// The option.
        name: String,
        /// Its value.
        value: String,
    },
    /// An engine option this program does not know.
    #[error(
        "unknown engine option `{0}`: use lmr, futility, quiescence, aspiration, tt-cutoffs, \
         exact-depth, solver-stacks, hash, threads, depth, nodes or movetime"
    )]
    UnknownOption(String),
    /// A table or thread count of 0.
    #[error("hash and threads must be at least 1")]
    ZeroSize,
    /// An external engine that would not start or greet.
    #[error("cannot use the engine `{command}`: {reason}")]
    Engine {
        /// The command.
        command: String,
        /// Why it failed.
        reason: String,
    },
}

/// What kind of player a side is. A new kind is added here and in
/// [`PlayerSpec::build`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// The engine of this program.
    Engine,
    /// The engine of this program at a playing level.
    Level(Level),
    /// The one-turn greedy baseline.
    Greedy,
    /// Uniformly random actions.
    Random,
    /// An external program over the text engine protocol.
    Command(String),
}

impl FromStr for PlayerKind {
    type Err = SpecError;

    /// `engine`, `level:N`, `greedy`, `random` or `cmd:COMMAND`.
    fn from_str(s: &str) -> Result<PlayerKind, SpecError> {
        if let Some(cmd) = s.strip_prefix("cmd:") {
            let cmd = cmd.trim();
            if cmd.is_empty() {
                return Err(SpecError::NoCommand);
            }
            return Ok(PlayerKind::Command(cmd.to_string()));
        }
        if let Some(n) = s.strip_prefix("level:") {
            let level: Level = n.trim().parse().map_err(|source| SpecError::Level {
                spec: s.to_string(),
                source,
            })?;
            return Ok(PlayerKind::Level(level));
        }
        Ok(match s {
            "engine" => PlayerKind::Engine,
            "greedy" => PlayerKind::Greedy,
            "random" => PlayerKind::Random,
            _ => return Err(SpecError::UnknownPlayer(s.to_string())),
        })
    }
}

/// A player as a match names it: its kind and its options, `NAME=VALUE`.
#[derive(Clone, Debug)]
pub struct PlayerSpec {
    /// What the player is.
    pub kind: PlayerKind,
    /// Its options, names and values trimmed.
    pub options: Vec<(String, String)>,
}

/// An engine player's settings, from its options.
#[derive(Clone, Debug)]
pub struct EngineSettings {
    /// The search switches.
    pub config: Config,
    /// The transposition table's size, in MiB.
    pub hash: usize,
    /// Search threads.
    pub threads: usize,
    /// Its own depth, node and time-per-turn limits, replacing the match's.
    pub limits: Option<Limits>,
}

impl Default for EngineSettings {
    /// The default search, a [`MATCH_HASH_MIB`] table, one thread, the match's limits.
    fn default() -> EngineSettings {
        EngineSettings {
            config: Config::default(),
            hash: MATCH_HASH_MIB,
            threads: 1,
            limits: None,
        }
    }
}

fn parse_bool(name: &str, value: &str) -> Result<bool, SpecError> {
    match value {
        "true" | "on" | "1" | "yes" => Ok(true),
        "false" | "off" | "0" | "no" => Ok(false),
        _ => Err(SpecError::NotBool {
            name: name.to_string(),
            value: value.to_string(),
        }),
    }
}

fn parse_num<T: FromStr>(name: &str, value: &str) -> Result<T, SpecError> {
    value.parse().map_err(|_| SpecError::NotNumber {
        name: name.to_string(),
        value: value.to_string(),
    })
}

impl PlayerSpec {
    /// Reads a player (`engine`, `level:N`, `greedy`, `random` or `cmd:COMMAND`) and its
    /// options (`NAME=VALUE`), and checks that the options fit the player.
    pub fn new(spec: &str, options: &[String]) -> Result<PlayerSpec, SpecError> {
        let kind: PlayerKind = spec.parse()?;
        let options = options
            .iter()
            .map(|o| {
                let (n, v) = o
                    .split_once('=')
                    .ok_or_else(|| SpecError::NotNameValue(o.to_string()))?;
                Ok((n.trim().to_string(), v.trim().to_string()))
            })
            .collect::<Result<Vec<_>, SpecError>>()?;
        let side = PlayerSpec { kind, options };
        match side.kind {
            PlayerKind::Engine | PlayerKind::Level(_) => {
                side.engine_settings()?;
            }
            PlayerKind::Greedy | PlayerKind::Random if !side.options.is_empty() => {
                return Err(SpecError::NoOptions(spec.to_string()));
            }
            _ => {}
        }
        Ok(side)
    }

    /// The settings of an engine player (`engine` or `level:N`) from its options.
    pub fn engine_settings(&self) -> Result<EngineSettings, SpecError> {
        let mut s = EngineSettings::default();
        for (name, value) in &self.options {
            let (n, v) = (name.as_str(), value.as_str());
            match n.replace('_', "-").as_str() {
                "lmr" => s.config.lmr = parse_bool(n, v)?,
                "futility" => s.config.futility = parse_bool(n, v)?,
                "quiescence" => s.config.quiescence = parse_bool(n, v)?,
                "aspiration" => s.config.aspiration = parse_bool(n, v)?,
                "tt-cutoffs" => s.config.tt_cutoffs = parse_bool(n, v)?,
                "exact-depth" => s.config.exact_depth = parse_bool(n, v)?,
                "solver-stacks" => s.config.solver_stacks = parse_num(n, v)?,
                "hash" => s.hash = parse_num(n, v)?,
                "threads" => s.threads = parse_num(n, v)?,
                "depth" => s.limits.get_or_insert_default().depth = Some(parse_num(n, v)?),
                "nodes" => s.limits.get_or_insert_default().nodes = Some(parse_num(n, v)?),
                "movetime" => {
                    s.limits.get_or_insert_default().movetime =
                        Some(Duration::from_millis(parse_num(n, v)?))
                }
                _ => return Err(SpecError::UnknownOption(n.to_string())),
            }
        }
        if s.hash == 0 || s.threads == 0 {
            return Err(SpecError::ZeroSize);
        }
        Ok(s)
    }

    /// Whether this player searches without a limit of its own, and so needs the match's.
    pub fn needs_limit(&self) -> bool {
        match &self.kind {
            PlayerKind::Engine | PlayerKind::Level(_) => {
                self.engine_settings().is_ok_and(|s| s.limits.is_none())
            }
            PlayerKind::Command(_) => true,
            PlayerKind::Greedy | PlayerKind::Random => false,
        }
    }

    /// The name before any player is built (an external engine names itself later).
    pub fn label(&self) -> String {
        let base = match &self.kind {
            PlayerKind::Engine => "engine".to_string(),
            PlayerKind::Level(level) => format!("level:{level}"),
            PlayerKind::Greedy => "greedy".to_string(),
            PlayerKind::Random => "random".to_string(),
            PlayerKind::Command(c) => format!("cmd:{c}"),
        };
        if self.options.is_empty() {
            base
        } else {
            let opts: Vec<String> = self
                .options
                .iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            format!("{base}({})", opts.join(","))
        }
    }

    /// A fresh player; an external engine is started and greeted.
    pub fn build(&self) -> Result<Box<dyn Player>, SpecError> {
        let label = self.label();
        Ok(match &self.kind {
            PlayerKind::Engine => {
                let s = self.engine_settings()?;
                let mut p = EnginePlayer::new(s.config, s.hash, s.threads).with_name(label);
                if let Some(l) = s.limits {
                    p = p.with_limits(l);
                }
                Box::new(p)
            }
            PlayerKind::Level(level) => {
                let s = self.engine_settings()?;
                let mut p = LevelPlayer::new(*level, s.hash, s.threads)
                    .with_config(s.config)
                    .with_name(label);
                if let Some(l) = s.limits {
                    p = p.with_limits(l);
                }
                Box::new(p)
            }
            PlayerKind::Greedy => Box::new(GreedyPlayer::default()),
            PlayerKind::Random => Box::new(RandomPlayer::default()),
            PlayerKind::Command(cmd) => {
                Box::new(ExternalEngine::spawn(cmd, &self.options).map_err(|e| {
                    SpecError::Engine {
                        command: cmd.to_string(),
                        reason: e.to_string(),
                    }
                })?)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_specs_and_options() {
        let side = PlayerSpec::new("engine", &["lmr=false".into(), "nodes=500".into()]).unwrap();
        let s = side.engine_settings().unwrap();
        assert!(!s.config.lmr && s.config.futility);
        let solver = PlayerSpec::new("engine", &["solver_stacks=0".into()]).unwrap();
        assert_eq!(solver.engine_settings().unwrap().config.solver_stacks, 0);
        assert_eq!(s.limits.unwrap().nodes, Some(500));
        assert!(!side.needs_limit());
        assert_eq!(side.label(), "engine(lmr=false,nodes=500)");
        assert!(PlayerSpec::new("engine", &["lmr=maybe".into()]).is_err());
        assert!(PlayerSpec::new("engine", &["speed=11".into()]).is_err());
        assert!(PlayerSpec::new("engine", &["hash=0".into()]).is_err());
        assert!(PlayerSpec::new("greedy", &["hash=1".into()]).is_err());
        assert!(PlayerSpec::new("cmd:", &[]).is_err());
        assert!(PlayerSpec::new("stockfish", &[]).is_err());
        let cmd = PlayerSpec::new("cmd:tzaar engine", &["hash=8".into()]).unwrap();
        assert_eq!(cmd.kind, PlayerKind::Command("tzaar engine".to_string()));
        assert!(cmd.needs_limit());
        let level = PlayerSpec::new("level:3", &["threads=1".into()]).unwrap();
        assert_eq!(level.kind, PlayerKind::Level(Level::new(3).unwrap()));
        assert!(level.needs_limit());
        assert_eq!(level.label(), "level:3(threads=1)");
        for bad in ["level:0", "level:11", "level:", "level:x"] {
            let e = PlayerSpec::new(bad, &[]).unwrap_err();
            assert!(matches!(e, SpecError::Level { .. }), "{bad}: {e}");
        }
    }
}
