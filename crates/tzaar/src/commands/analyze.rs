//! `tzaar analyze RECORD`: the engine's view of every turn of a game.
//!
//! Before each turn the engine searches the position, which gives the mover's best turn and
//! its score. When the turn played is another one, the same search with every other choice left
//! out gives its score, from the mover's point of view and at the same horizon. The difference
//! is what the turn cost: the drop. A turn equal to the engine's best costs nothing.
//! Proven wins and losses count as 20000 (less one per turn to go) for drops.

use std::io::{self, ErrorKind, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::Args as ClapArgs;
use tzaar_core::{Action, Color, Game, Position, actions_text};
use tzaar_engine::limits::DEFAULT_MOVE_TIME;
use tzaar_engine::protocol::default_threads;
use tzaar_engine::score::{Outlook, Score, WIN, is_proven};
use tzaar_engine::search::DEFAULT_HASH_MIB;
use tzaar_engine::win_chance::WinChance;
use tzaar_engine::{Limits, Searcher};

use crate::games::{self, Format};

/// Options of `tzaar analyze`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// The record file (ours, or LittleGolem's).
    file: PathBuf,
    /// The input format.
    #[arg(long, value_enum, default_value_t = Format::Auto)]
    from: Format,
    /// Thinking time per position, in milliseconds.
    #[arg(long, default_value_t = DEFAULT_MOVE_TIME.as_millis() as u64, value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    time: u64,
    /// Search every position to this depth instead (plies; with --time, both limits apply).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=127))]
    depth: Option<u32>,
    /// Search threads (default: every core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: Option<u64>,
    /// Hash table size in MiB.
    #[arg(long, default_value_t = DEFAULT_HASH_MIB as u64, value_parser = clap::value_parser!(u64).range(1..=4096))]
    hash: u64,
    /// How many of the costliest turns the summary lists.
    #[arg(long, default_value_t = 3)]
    worst: usize,
    /// Write the record with the engine's comments on every turn to this file.
    #[arg(long, short)]
    output: Option<PathBuf>,
}

/// A drop (in the evaluation's units) from which a turn is marked `?`: about 7% of expected
/// score from an even position (the tuning fits the result as `sigmoid(score / 1800)`).
const MISTAKE: i64 = 500;
/// A drop from which a turn is marked `??`.
const BLUNDER: i64 = 1500;

/// The engine's view of one turn.
struct TurnReport {
    number: usize,
    mover: Color,
    played: String,
    /// The engine's best turn and its score for the mover.
    best: String,
    best_score: Score,
    /// The score after the turn played, for the mover.
    played_score: Score,
    /// What the turn cost the mover, in the evaluation's units (0 for the best turn).
    drop: i64,
    /// White's chance of winning after the turn played, by the win-chance model.
    chance: f64,
}

impl TurnReport {
    fn mark(&self) -> &'static str {
        match self.drop {
            d if d >= BLUNDER => "??",
            d if d >= MISTAKE => "?",
            _ => "",
        }
    }

    /// The record comment: the score after the turn (White's view), the best turn and the drop.
    fn comment(&self) -> String {
        let mut c = format!(
            "engine: {} ({})",
            white_view(self.played_score, self.mover),
            chance_text(self.chance)
        );
        if self.drop > 0 {
            c.push_str(&format!(
                "; best {} ({}); drop {}{}",
                self.best,
                white_view(self.best_score, self.mover),
                self.drop,
                if self.mark().is_empty() {
                    String::new()
                } else {
                    format!(" {}", self.mark())
                }
            ));
        }
        c
    }
}

/// A score for `mover` as White sees it: `cp N`, or who wins and in how many of their turns.
fn white_view(score: Score, mover: Color) -> String {
    match Outlook::white_view(score, mover) {
        Outlook::Centipieces(n) => format!("cp {n}"),
        Outlook::Win(n) => format!("White wins in {n}"),
        Outlook::Loss(n) => format!("Black wins in {n}"),
    }
}

/// White's chance as `analyze` prints it: `White 43%`.
fn chance_text(white: f64) -> String {
    format!("White {:.0}%", white * 100.0)
}

/// A score on one scale for drops: proven results as 20000 less one per turn.
fn comparable(score: Score) -> i64 {
    if is_proven(score) {
        let turns = i64::from(WIN - score.abs());
        score.signum() as i64 * (20_000 - turns)
    } else {
        i64::from(score)
    }
}

/// The engine's score for the side to act in `pos` and its best rest of the turn; `None` when
/// the game is over there.
fn search(
    searcher: &mut Searcher,
    pos: &Position,
    limits: &Limits,
    turns_played: usize,
) -> Option<(Score, Vec<Action>)> {
    let start = Instant::now();
    let turns = u32::try_from(turns_played).unwrap_or(u32::MAX);
    let r = searcher.search(pos, limits, turns, &mut |_| {})?;
    let deadline = limits.movetime.map(|t| start + t);
    let turn = searcher.complete_turn_within(pos, &r, deadline);
    Some((r.score, turn))
}

/// The score for the mover of `turn` played in `pos`: the same search as for the best turn,
/// with every other choice left out (at the second action when the turn has two, one ply
/// shallower), so both scores see the same horizon.
fn played_score(
    searcher: &mut Searcher,
    pos: &Position,
    turn: &[Action],
    limits: &Limits,
    turns_played: usize,
) -> Option<Score> {
    let turns = u32::try_from(turns_played).unwrap_or(u32::MAX);
    let (&last, before_last) = turn.split_last()?;
    let mut p = pos.clone();
    for &a in before_last {
        p.play(a).ok()?;
    }
    let mover = pos.side();
    let limits = Limits {
        depth: limits
            .depth
            .map(|d| d.saturating_sub(before_last.len() as u32).max(1)),
        ..limits.clone()
    };
    // A first action that ends the game leaves nothing to search.
    if let Some(outcome) = p.outcome() {
        return Some(if outcome.winner == mover {
            WIN - 1
        } else {
            -(WIN - 1)
        });
    }
    let others: Vec<Action> = p
        .legal_actions()
        .into_iter()
        .filter(|&a| a != last)
        .collect();
    let r = searcher.search_excluding(&p, &limits, turns, &others, &mut |_| {})?;
    Some(if p.side() == mover { r.score } else { -r.score })
}

/// Runs `tzaar analyze`.
pub fn run(args: &Args) -> Result<()> {
    match analyze(args, &mut io::stdout().lock()) {
        Err(e)
            if e.downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == ErrorKind::BrokenPipe) =>
        {
            Ok(())
        }
        other => other,
    }
}

fn analyze(args: &Args, out: &mut impl Write) -> Result<()> {
    let record = games::load(&args.file, args.from)?;
    let game: &Game = &record.game;
    let turns = game.turns();
    let threads = args.threads.map_or_else(default_threads, |n| n as usize);
    let mut searcher = Searcher::new(args.hash as usize, threads);
    let limits = Limits {
        depth: args.depth,
        movetime: Some(Duration::from_millis(args.time)),
        ..Limits::default()
    };
    writeln!(
        out,
        "{}: {} turns, {} ms per position{}",
        args.file.display(),
        turns.len(),
        args.time,
        args.depth.map_or(String::new(), |d| format!(", depth {d}"))
    )?;
    let mut reports: Vec<TurnReport> = Vec::new();
    for (i, turn) in turns.iter().enumerate() {
        let number = i + 1;
        let Some(before) = game.position_before_turn(number) else {
            break;
        };
        let mover = before.side();
        let Some((best_score, best)) = search(&mut searcher, &before, &limits, i) else {
            break;
        };
        let played: Vec<Action> = turn.actions().collect();
        let played_score = if played == best {
            best_score
        } else {
            played_score(&mut searcher, &before, &played, &limits, i).unwrap_or(best_score)
        };
        let drop = if played == best {
            0
        } else {
            (comparable(best_score) - comparable(played_score)).max(0)
        };
        let report = TurnReport {
            number,
            mover,
            played: actions_text(&played),
            best: actions_text(&best),
            best_score,
            played_score,
            drop,
            chance: WinChance::shipped().white_of_score(&before, played_score),
        };
        writeln!(
            out,
            "{:>3}. {:<5} {:<13} {:<18} {:<10} best {:<13} drop {:>5} {}",
            number,
            mover.to_string(),
            report.played,
            white_view(played_score, mover),
            chance_text(report.chance),
            report.best,
            drop,
            report.mark()
        )?;
        out.flush()?;
        reports.push(report);
    }
    let mut worst: Vec<&TurnReport> = reports.iter().filter(|r| r.drop > 0).collect();
    worst.sort_by_key(|r| std::cmp::Reverse(r.drop));
    worst.truncate(args.worst);
    if worst.is_empty() {
        writeln!(out, "no turn lost anything by the engine's judgement")?;
    } else {
        writeln!(out, "costliest turns:")?;
        for r in worst {
            writeln!(
                out,
                "  {}. {} played {}, best {}: drop {} {}",
                r.number,
                r.mover,
                r.played,
                r.best,
                r.drop,
                r.mark()
            )?;
        }
    }
    if let Some(path) = &args.output {
        let text = annotate(&record.to_string(), &reports);
        // The comments must leave the record as it was.
        let back =
            tzaar_core::Record::parse(&text).context("the annotated record does not read back")?;
        anyhow::ensure!(
            back.game == record.game,
            "the annotated record changed the game"
        );
        std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
        writeln!(out, "annotated record written to {}", path.display())?;
    }
    Ok(())
}

/// The record's text with a `{...}` comment after each analysed turn. The record format keeps
/// no comments (`Record` drops them on reading), so they are added to the written text: after
/// the tags and the empty line, each turn is one line `N. actions`.
fn annotate(text: &str, reports: &[TurnReport]) -> String {
    let mut out = String::new();
    let mut in_turns = false;
    for line in text.lines() {
        out.push_str(line);
        if in_turns {
            let number = line
                .split_once(". ")
                .and_then(|(n, _)| n.parse::<usize>().ok());
            if let Some(r) = number.and_then(|n| reports.iter().find(|r| r.number == n)) {
                let comment = r.comment().replace(['{', '}'], "");
                out.push_str(&format!(" {{{comment}}}"));
            }
        } else if line.is_empty() {
            in_turns = true;
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_compare_proven_and_estimated_scores() {
        assert_eq!(comparable(35), 35);
        assert_eq!(comparable(WIN - 3), 19_997);
        assert_eq!(comparable(-(WIN - 2)), -19_998);
        assert!(comparable(WIN - 1) > comparable(WIN - 5));
        assert!(comparable(-(WIN - 1)) < comparable(-(WIN - 5)));
        assert_eq!(white_view(50, Color::Black), "cp -50");
        assert_eq!(white_view(WIN - 1, Color::Black), "Black wins in 1");
        assert_eq!(white_view(-(WIN - 2), Color::White), "Black wins in 1");
        // Black to act wins in turn 3 from here: its own second turn.
        assert_eq!(white_view(WIN - 3, Color::Black), "Black wins in 2");
        assert_eq!(white_view(-(WIN - 4), Color::Black), "White wins in 2");
    }

    #[test]
    fn comments_go_after_the_turns_only() {
        let report = TurnReport {
            number: 2,
            mover: Color::Black,
            played: "A1xB1 pass".into(),
            best: "C3xD3 C4xC5".into(),
            best_score: 20,
            played_score: -100,
            drop: 620,
            chance: 0.614,
        };
        let text = "[Game \"TZAAR\"]\n[Event \"2. x\"]\n\n1. D5xD4\n2. A1xB1 pass\n*\n";
        assert_eq!(
            annotate(text, &[report]),
            "[Game \"TZAAR\"]\n[Event \"2. x\"]\n\n1. D5xD4\n2. A1xB1 pass {engine: cp 100 (White 61%); \
             best C3xD3 C4xC5 (cp -20); drop 620 ?}\n*\n"
        );
    }
}
