//! `tzaar match`: two players (engines, baselines or external programs) play a series of games
//! in colour-swapped pairs, and the result is measured: score, Elo difference with its 95%
//! interval, and optionally an SPRT that stops the match when it decides.

use std::fs::{File, OpenOptions};
use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Args as ClapArgs, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use tzaar_arena::arena::{GameOptions, PlayedGame, TimeControl, derive_seed};
use tzaar_arena::runner::{MatchGame, MatchSummary, run_match};
use tzaar_arena::spec::PlayerSpec;
use tzaar_arena::stats::{Model, Sprt, SprtDecision};
use tzaar_core::{Color, Game, Record, SetupKind, Termination};
use tzaar_engine::Limits;

use crate::games;
use crate::start::fresh_seed;

/// Options of `tzaar match`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    /// Player A: `engine`, `level:N` (the engine at playing level N, 1 to 10), `greedy`,
    /// `random`, or `cmd:COMMAND` (a program speaking the text engine protocol, started by the
    /// shell).
    #[arg(long, default_value = "engine", value_name = "SPEC")]
    a: String,
    /// Player B, as for --a.
    #[arg(long, default_value = "engine", value_name = "SPEC")]
    b: String,
    /// An option of player A (repeatable). For `engine` and `level:N`: lmr, futility, quiescence, aspiration,
    /// tt-cutoffs, exact-depth (true/false), solver-stacks (N, 0 = off), hash (MiB), threads,
    /// and its own depth, nodes or movetime per turn. For `cmd:` engines each becomes `setoption NAME VALUE`.
    #[arg(long = "a-opt", value_name = "NAME=VALUE")]
    a_opt: Vec<String>,
    /// An option of player B, as for --a-opt.
    #[arg(long = "b-opt", value_name = "NAME=VALUE")]
    b_opt: Vec<String>,
    /// Time per turn, in milliseconds.
    #[arg(long, value_name = "MS")]
    movetime: Option<u64>,
    /// Search depth per turn, in actions.
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    /// Nodes per turn.
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Clocks: seconds for the game plus an increment per turn, e.g. `10+0.1`. A player whose
    /// clock runs out loses on time.
    #[arg(long, value_name = "SECONDS+INC")]
    tc: Option<TimeControl>,
    /// Number of games, played in colour-swapped pairs (the same start, colours swapped).
    #[arg(long, default_value_t = 20)]
    games: u64,
    /// How games start; `mixed` cycles standard, random and tournament by pair. Deterministic
    /// players repeat the same game from the same start, so `random` is the default.
    #[arg(long, value_enum, default_value_t = MatchSetup::Random)]
    setup: MatchSetup,
    /// Seed of the random setups and of the players' randomness (a fresh one is chosen and
    /// printed if omitted).
    #[arg(long)]
    seed: Option<u64>,
    /// Games played at the same time, each on its own thread.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Run an SPRT of H0: Elo(A - B) <= ELO0 against H1: Elo(A - B) >= ELO1, and stop when it
    /// decides.
    #[arg(long, value_name = "ELO0,ELO1")]
    sprt: Option<SprtArg>,
    /// The SPRT's false positive rate.
    #[arg(long, default_value_t = 0.05)]
    alpha: f64,
    /// The SPRT's false negative rate.
    #[arg(long, default_value_t = 0.05)]
    beta: f64,
    /// Save every game as a record in this directory (created if needed).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// The Event tag of saved games (default: "tzaar match: A vs B").
    #[arg(long)]
    event: Option<String>,
}

/// How the games of a match start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum MatchSetup {
    /// The rulebook's fixed layout.
    Standard,
    /// A random layout per pair, from the seed.
    Random,
    /// The tournament version: the players place their pieces first.
    Tournament,
    /// Standard, random and tournament in turn.
    Mixed,
}

impl MatchSetup {
    /// The start of pair `pair`.
    fn kind(self, seed: u64, pair: u64) -> SetupKind {
        let random = SetupKind::Random {
            seed: derive_seed(seed, pair),
        };
        match self {
            MatchSetup::Standard => SetupKind::Standard,
            MatchSetup::Random => random,
            MatchSetup::Tournament => SetupKind::Tournament,
            MatchSetup::Mixed => {
                [SetupKind::Standard, random, SetupKind::Tournament][pair as usize % 3]
            }
        }
    }
}

/// `--sprt ELO0,ELO1`.
#[derive(Clone, Copy, Debug)]
struct SprtArg(f64, f64);

impl FromStr for SprtArg {
    type Err = String;

    fn from_str(s: &str) -> Result<SprtArg, String> {
        let (a, b) = s
            .split_once(',')
            .ok_or_else(|| "expected ELO0,ELO1, e.g. 0,10".to_string())?;
        let num = |t: &str| {
            t.trim()
                .parse::<f64>()
                .map_err(|_| format!("`{t}` is not a number"))
        };
        Ok(SprtArg(num(a)?, num(b)?))
    }
}

/// Standard output that stops the match quietly when it is closed (`| head`).
struct Out {
    closed: bool,
}

impl Out {
    fn line(&mut self, text: &str) {
        if self.closed {
            return;
        }
        let mut out = std::io::stdout().lock();
        if writeln!(out, "{text}").and_then(|()| out.flush()).is_err() {
            self.closed = true;
        }
    }
}

/// Runs `tzaar match`.
pub fn run(args: &Args) -> Result<()> {
    let a = PlayerSpec::new(&args.a, &args.a_opt).context("--a")?;
    let b = PlayerSpec::new(&args.b, &args.b_opt).context("--b")?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    if args.concurrency == 0 {
        bail!("--concurrency must be at least 1");
    }
    let sprt = args
        .sprt
        .map(|SprtArg(e0, e1)| Sprt::new(e0, e1, args.alpha, args.beta))
        .transpose()?;
    let mut limits = Limits {
        depth: args.depth,
        nodes: args.nodes,
        movetime: args.movetime.map(Duration::from_millis),
        clock: None,
    };
    let time_control = args.tc;
    let mut default_movetime = false;
    if limits == Limits::default() && time_control.is_none() && (a.needs_limit() || b.needs_limit())
    {
        limits.movetime = Some(Duration::from_millis(100));
        default_movetime = true;
    }
    let seed = args.seed.unwrap_or_else(fresh_seed);
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the directory {}", dir.display()))?;
    }

    // Every worker's players are built first, so that a bad engine fails the match at once.
    let workers = args.concurrency.min(args.games as usize);
    let mut players = Vec::new();
    for _ in 0..workers {
        players.push((a.build()?, b.build()?));
    }
    let (a_name, b_name) = (players[0].0.name(), players[0].1.name());
    let event = args
        .event
        .clone()
        .unwrap_or_else(|| format!("tzaar match: {a_name} vs {b_name}"));

    let mut out = Out { closed: false };
    let mut limit_text = describe_limits(&limits, time_control);
    if default_movetime {
        limit_text.push_str(" (default)");
    }
    out.line(&format!("A: {a_name}"));
    out.line(&format!("B: {b_name}"));
    let setup = match args.setup {
        MatchSetup::Standard => "standard",
        MatchSetup::Random => "random",
        MatchSetup::Tournament => "tournament",
        MatchSetup::Mixed => "mixed",
    };
    out.line(&format!(
        "{} games in colour-swapped pairs, setup {setup}, seed {seed}, {limit_text}, \
         concurrency {workers}",
        args.games
    ));

    let stop = Arc::new(AtomicBool::new(false));
    let interrupted = Arc::new(AtomicBool::new(false));
    {
        let (stop, interrupted) = (stop.clone(), interrupted.clone());
        // A second Ctrl-C leaves at once; the first stops the match and prints the result.
        let handler = ctrlc::set_handler(move || {
            if interrupted.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
            stop.store(true, Ordering::SeqCst);
            eprintln!("\ninterrupted: stopping (Ctrl-C again to quit at once)");
        });
        if let Err(e) = handler {
            eprintln!("warning: Ctrl-C will not stop the match cleanly: {e}");
        }
    }

    let progress = progress_bar(args.games, "games");

    let options = GameOptions {
        limits,
        time_control,
        seed,
        abort: Some(stop.clone()),
    };
    let setup = args.setup;
    let start = |pair| Game::new(setup.kind(seed, pair));
    let total = args.games;
    let mut save_error = None;
    let summary = run_match(
        players,
        &start,
        total,
        &options,
        &mut |finished, summary| {
            let mut flow = ControlFlow::Continue(());
            if let Some(dir) = &args.out {
                let names = finished.colours(&a_name, &b_name);
                if let Err(e) = save(dir, &event, finished.index, names, &finished.played) {
                    save_error.get_or_insert(e);
                    flow = ControlFlow::Break(());
                }
            }
            let line = game_line(finished, total, summary);
            progress.suspend(|| out.line(&line));
            if out.closed {
                flow = ControlFlow::Break(());
            }
            progress.inc(1);
            progress.set_message(progress_message(summary));
            if let Some(sprt) = &sprt {
                let (sample, _) = summary.tally.sample();
                if sprt.state(&sample).decision != SprtDecision::Continue {
                    flow = ControlFlow::Break(());
                }
            }
            flow
        },
    );
    progress.finish_and_clear();
    if let Some(e) = save_error {
        return Err(e);
    }
    if interrupted.load(Ordering::SeqCst) {
        out.line("interrupted: the result of the games finished so far");
    }
    for line in report(&summary, &a_name, &b_name, sprt.as_ref()) {
        out.line(&line);
    }
    Ok(())
}

fn describe_limits(limits: &Limits, tc: Option<TimeControl>) -> String {
    let mut parts = Vec::new();
    if let Some(t) = limits.movetime {
        parts.push(format!("{} ms", t.as_millis()));
    }
    if let Some(d) = limits.depth {
        parts.push(format!("depth {d}"));
    }
    if let Some(n) = limits.nodes {
        parts.push(format!("{n} nodes"));
    }
    let mut text = if parts.is_empty() {
        String::new()
    } else {
        parts.join(" and ") + " per turn"
    };
    if let Some(tc) = tc {
        if !text.is_empty() {
            text.push_str(", ");
        }
        text.push_str(&format!("clocks {tc} s"));
    }
    if text.is_empty() {
        "no limits".to_string()
    } else {
        text
    }
}

fn elo_text(e: f64) -> String {
    if e.is_infinite() {
        if e > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{e:+.1}")
    }
}

fn progress_message(s: &MatchSummary) -> String {
    let t = &s.tally;
    match t.elo() {
        Some(e) => format!(
            "A {}-{}  Elo {} ({} .. {})",
            t.wins(),
            t.losses(),
            elo_text(e.elo),
            elo_text(e.lower),
            elo_text(e.upper)
        ),
        None => String::new(),
    }
}

fn game_line(f: &MatchGame, total: u64, s: &MatchSummary) -> String {
    let played = &f.played;
    let game = &played.game;
    let (white, black) = if f.a_white { ("A", "B") } else { ("B", "A") };
    let result = game.result();
    let score = match result.map(|r| r.winner) {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "*",
    };
    let how = match (&played.forfeit, result) {
        (Some(forfeit), _) => format!("forfeit: {}", forfeit.reason),
        (None, Some(r)) => r.termination.token().to_string(),
        (None, None) => String::new(),
    };
    let start = match game.setup_kind() {
        Some(SetupKind::Standard) => "standard".to_string(),
        Some(SetupKind::Random { seed }) => format!("random {seed}"),
        Some(SetupKind::Tournament) => "tournament".to_string(),
        None => "position".to_string(),
    };
    format!(
        "game {}/{total} ({start}): {white}-{black} {score} {how}, {} turns; A {}-{}",
        f.index + 1,
        game.turns().len(),
        s.tally.wins(),
        s.tally.losses()
    )
}

/// The final report's lines.
fn report(s: &MatchSummary, a_name: &str, b_name: &str, sprt: Option<&Sprt>) -> Vec<String> {
    let t = &s.tally;
    let games = t.games();
    let mut lines = vec![String::new(), format!("result: A = {a_name}, B = {b_name}")];
    let aborted = if s.aborted > 0 {
        format!(", {} unfinished games not counted", s.aborted)
    } else {
        String::new()
    };
    lines.push(format!(
        "games    {games} (A as White {}, as Black {}){aborted}",
        t.a_wins[0] + t.a_losses[0],
        t.a_wins[1] + t.a_losses[1]
    ));
    if games == 0 {
        return lines;
    }
    lines.push(format!(
        "A wins   {} (as White {}, as Black {})",
        t.wins(),
        t.a_wins[0],
        t.a_wins[1]
    ));
    lines.push(format!(
        "B wins   {} (as White {}, as Black {})",
        t.losses(),
        t.a_losses[1],
        t.a_losses[0]
    ));
    lines.push(format!(
        "White    won {} of {games} ({:.1}%)",
        t.white_wins(),
        100.0 * t.white_wins() as f64 / games as f64
    ));
    let (sample, model) = t.sample();
    if let Some(e) = t.elo() {
        let model = match model {
            Model::Pairs => format!(
                "from {} complete pairs: A lost both {}, split {}, A won both {}",
                sample.units(),
                t.pairs[0],
                t.pairs[1],
                t.pairs[2]
            ),
            Model::Games => format!("from {} games", sample.units()),
        };
        lines.push(format!(
            "score    A {:.1}% ({} of {games})",
            100.0 * t.wins() as f64 / games as f64,
            t.wins()
        ));
        lines.push(format!(
            "elo      A - B {}, 95% interval {} .. {} ({model})",
            elo_text(e.elo),
            elo_text(e.lower),
            elo_text(e.upper)
        ));
    }
    if let Some(sprt) = sprt {
        let state = sprt.state(&sample);
        let (e0, e1) = sprt.hypotheses();
        let (alpha, beta) = sprt.error_rates();
        let verdict = match state.decision {
            SprtDecision::Continue => "no decision yet".to_string(),
            SprtDecision::AcceptH0 => format!("H0 accepted: A - B <= {e0} Elo"),
            SprtDecision::AcceptH1 => format!("H1 accepted: A - B >= {e1} Elo"),
        };
        lines.push(format!(
            "sprt     elo0 {e0}, elo1 {e1}, alpha {alpha}, beta {beta}: LLR {:.2} (bounds {:.2} .. {:.2}), {verdict}",
            state.llr, state.lower, state.upper
        ));
    }
    let endings: Vec<String> = s.endings.iter().map(|(e, n)| format!("{e} {n}")).collect();
    lines.push(format!("endings  {}", endings.join(", ")));
    lines.push(format!(
        "length   {:.1} turns a game; time a game: A {:.2} s, B {:.2} s",
        s.turns as f64 / games as f64,
        s.time[0].as_secs_f64() / games as f64,
        s.time[1].as_secs_f64() / games as f64
    ));
    lines
}

/// Saves a game as `DIR/game-NNNN.tzr`, never overwriting a file.
fn save(
    dir: &Path,
    event: &str,
    index: u64,
    (white, black): (&str, &str),
    played: &PlayedGame,
) -> Result<()> {
    let mut record = Record::new(played.game.clone());
    record.set_tag("White", white)?;
    record.set_tag("Black", black)?;
    record.set_tag("Date", &games::today())?;
    record.set_tag("Event", event)?;
    record.set_tag("Round", &(index + 1).to_string())?;
    if let Some(forfeit) = &played.forfeit {
        record.set_tag("Forfeit", &forfeit.reason.replace(char::is_control, " "))?;
    }
    if played.game.result().map(|r| r.termination) == Some(Termination::Time) {
        record.set_tag(
            "TimeUsed",
            &format!(
                "{:.3} {:.3}",
                played.time_used[0].as_secs_f64(),
                played.time_used[1].as_secs_f64()
            ),
        )?;
    }
    let text = record.to_string();
    let mut file = create_unique(dir, index)?;
    file.1
        .write_all(text.as_bytes())
        .with_context(|| format!("cannot write {}", file.0.display()))
}

/// A new file `game-NNNN.tzr` (or `game-NNNN-K.tzr` if taken) in `dir`.
fn create_unique(dir: &Path, index: u64) -> Result<(PathBuf, File)> {
    for k in 1u32.. {
        let name = if k == 1 {
            format!("game-{:04}.tzr", index + 1)
        } else {
            format!("game-{:04}-{k}.tzr", index + 1)
        };
        let path = dir.join(name);
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(e).with_context(|| format!("cannot create {}", path.display()));
            }
        }
    }
    bail!("no free file name in {}", dir.display())
}

/// A progress bar of `len` `unit`s on standard error when it is a terminal, else a hidden one.
pub(super) fn progress_bar(len: u64, unit: &str) -> ProgressBar {
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr())
    } else {
        ProgressBar::hidden()
    };
    let template = format!("{{bar:30}} {{pos}}/{{len}} {unit}  {{msg}}  [{{elapsed_precise}}]");
    bar.set_style(
        ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sprt_arguments() {
        let s: SprtArg = "-5, 5".parse().unwrap();
        assert_eq!((s.0, s.1), (-5.0, 5.0));
        assert!("5".parse::<SprtArg>().is_err());
    }

    #[test]
    fn limits_are_described() {
        let limits = Limits {
            nodes: Some(500),
            movetime: Some(Duration::from_millis(20)),
            ..Limits::default()
        };
        assert_eq!(
            describe_limits(&limits, None),
            "20 ms and 500 nodes per turn"
        );
        let tc = "10+0.1".parse::<TimeControl>().unwrap();
        assert_eq!(
            describe_limits(&Limits::default(), Some(tc)),
            "clocks 10+0.1 s"
        );
        assert_eq!(describe_limits(&Limits::default(), None), "no limits");
    }

    #[test]
    fn mixed_setups_cycle_and_random_ones_differ_by_pair() {
        let kinds: Vec<SetupKind> = (0..4).map(|p| MatchSetup::Mixed.kind(1, p)).collect();
        assert_eq!(kinds[0], SetupKind::Standard);
        assert!(matches!(kinds[1], SetupKind::Random { .. }));
        assert_eq!(kinds[2], SetupKind::Tournament);
        assert_eq!(kinds[3], SetupKind::Standard);
        assert_ne!(MatchSetup::Random.kind(1, 0), MatchSetup::Random.kind(1, 1));
        assert_eq!(MatchSetup::Random.kind(1, 0), MatchSetup::Random.kind(1, 0));
    }
}
