//! `tzaar play`: two people at one terminal play a whole game, every rule enforced; or, with
//! `--engine`, one person plays against the engine at a chosen level (see [`crate::opponent`]).
//!
//! The game is never lost: the record is written (atomically) when the game starts and after
//! every action, the save path is checked before play begins, a line that is not UTF-8 is
//! refused, and a closed output, the end of the input, `quit`, SIGINT, SIGTERM or SIGHUP all
//! leave the game saved.
//!
//! This file reads the options and starts or resumes the game; `session.rs` runs it at the
//! terminal, `commands.rs` carries out what the players type, `engine_side.rs` plays the
//! engine's turns and answers `hint` and `score`, `save.rs` keeps the save file (also on a
//! signal), and `input.rs` reads the players' lines.

mod commands;
mod engine_side;
mod input;
mod save;
mod session;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Args as ClapArgs, ValueEnum};
use tzaar_core::Color;
use tzaar_core::game::Game;
use tzaar_core::record::Record;
use tzaar_engine::levels::Level;
use tzaar_engine::limits::DEFAULT_MOVE_TIME;

use crate::games::{self, Format};
use crate::opponent::{Opponent, Settings};
use crate::render::Style;
use crate::start::{StartArgs, fresh_seed};
use input::Input;
use save::{SaveFile, lock, same_file, save_on_signals};
use session::Session;

/// Options of `tzaar play`.
#[derive(ClapArgs, Debug, Default)]
pub struct Args {
    #[command(flatten)]
    start: StartArgs,
    /// Continue the unfinished game saved in this record, saving it back to the same file.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["setup", "seed", "position", "white", "black", "engine", "color"]
    )]
    resume: Option<PathBuf>,
    /// Play against the engine (without this, two people play at one terminal).
    #[arg(long)]
    engine: bool,
    /// The engine's level, from 1 (beginner) to 10 (full strength) [default: 5]. With --resume,
    /// changes the level of a game against the engine.
    #[arg(long, value_name = "N")]
    level: Option<Level>,
    /// Your colour against the engine [default: white].
    #[arg(long, value_enum, requires = "engine")]
    color: Option<HumanColor>,
    /// The engine's thinking time per turn in milliseconds: level 10 uses all of it, the weaker
    /// levels a share [default: 1000].
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    time: Option<u64>,
    /// The engine's threads [default: every core].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: Option<u64>,
    /// Show the engine's score after each of its turns (the `score` command shows it anytime).
    #[arg(long)]
    show_score: bool,
    /// White's name, for the record (default: White; against the engine, You or the engine's name).
    #[arg(long)]
    white: Option<String>,
    /// Black's name, for the record (default: Black; against the engine, You or the engine's name).
    #[arg(long)]
    black: Option<String>,
    /// Where to save the game: it is written after every action. An existing file is refused
    /// unless --force is given (default: a new tzaar-DATE-TIME.tzr in the current directory, or
    /// with --resume the resumed file).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Let --save replace an existing file.
    #[arg(long, requires = "save")]
    force: bool,
    /// Never use colour.
    #[arg(long)]
    no_color: bool,
}

/// The side a person takes against the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum HumanColor {
    /// White, who makes the opening capture.
    White,
    /// Black.
    Black,
    /// Either, at random.
    Random,
}

/// Runs `tzaar play` on standard input and output.
pub fn run(args: &Args) -> Result<()> {
    let (record, settings, changed, resumed) = match &args.resume {
        Some(path) => {
            let mut record = resume(path)?;
            let (settings, changed) = resumed_settings(args, &mut record, path)?;
            (record, settings, changed, true)
        }
        None => {
            let settings = new_settings(args)?;
            (new_record(args, settings)?, settings, false, false)
        }
    };
    let path = match (&args.save, &args.resume) {
        (Some(path), resumed) => {
            games::check_writable(path)?;
            let same = resumed.as_deref().is_some_and(|r| same_file(r, path));
            if !same && !args.force && !games::create_new(path)? {
                bail!(
                    "{} exists; give --force to replace it, or --resume {0} to continue its game",
                    path.display()
                );
            }
            path.clone()
        }
        (None, Some(resumed)) => {
            games::check_writable(resumed)?;
            resumed.clone()
        }
        (None, None) => games::claim_default_save_path()?,
    };
    let file = Arc::new(Mutex::new(SaveFile {
        path,
        latest: record.to_string(),
        over: record.game.is_over(),
        written: None,
    }));
    if !resumed || args.save.is_some() || changed {
        // The first write: if the file cannot be written, nobody has played yet.
        lock(&file).flush()?;
    } else {
        // The file already holds this game, perhaps with comments to keep until the next action.
        let mut f = lock(&file);
        f.written = Some(f.latest.clone());
    }
    let opponent = settings.map(|s| {
        let name = record
            .tag(&s.color.to_string())
            .map_or_else(|| Settings::default_name(s.level), str::to_string);
        let threads = args.threads.map(|n| n as usize);
        Opponent::new(s, name, threads, fresh_seed())
    });
    save_on_signals(
        Arc::clone(&file),
        opponent.as_ref().map(Opponent::stop_flag),
    )?;
    let mut style = Style::detect();
    style.color &= !args.no_color;
    let mut session = Session {
        record,
        style,
        file,
        out: std::io::stdout().lock(),
        opponent,
        show_score: args.show_score,
    };
    session.run(&mut Input::new(std::io::stdin().lock()), resumed)
}

/// Options that only a game against the engine uses.
const ENGINE_OPTIONS: &str = "--level, --time, --threads and --show-score";

/// How the engine plays in a new game, if it plays.
fn new_settings(args: &Args) -> Result<Option<Settings>> {
    if !args.engine {
        if args.level.is_some() || args.time.is_some() || args.threads.is_some() || args.show_score
        {
            bail!("{ENGINE_OPTIONS} go with --engine (a game against the engine)");
        }
        return Ok(None);
    }
    let human = match args.color.unwrap_or(HumanColor::White) {
        HumanColor::White => Color::White,
        HumanColor::Black => Color::Black,
        HumanColor::Random if fresh_seed() % 2 == 0 => Color::White,
        HumanColor::Random => Color::Black,
    };
    Ok(Some(Settings {
        color: human.opponent(),
        level: args.level.unwrap_or(Level::DEFAULT),
        time: args.time.map_or(DEFAULT_MOVE_TIME, Duration::from_millis),
    }))
}

/// How the engine plays in a resumed game, from the record's tags and the options that change
/// them (the tags are updated); and whether anything changed.
fn resumed_settings(
    args: &Args,
    record: &mut Record,
    path: &Path,
) -> Result<(Option<Settings>, bool)> {
    let Some(mut settings) = Settings::from_tags(record)
        .with_context(|| format!("cannot resume the game in {}", path.display()))?
    else {
        if args.level.is_some() || args.time.is_some() || args.threads.is_some() || args.show_score
        {
            bail!(
                "the game in {} is between two people; {ENGINE_OPTIONS} go with games against \
                 the engine",
                path.display()
            );
        }
        return Ok((None, false));
    };
    let before = settings;
    if let Some(level) = args.level {
        // The engine's name follows its level, unless the record gives it another name.
        let name_tag = settings.color.to_string();
        if record.tag(&name_tag) == Some(Settings::default_name(settings.level).as_str()) {
            record.set_tag(&name_tag, &Settings::default_name(level))?;
        }
        settings.level = level;
    }
    if let Some(ms) = args.time {
        settings.time = Duration::from_millis(ms);
    }
    settings.write_tags(record)?;
    Ok((Some(settings), settings != before))
}

/// A new game from the start options, with the players' names, today's date, and against the
/// engine its settings.
fn new_record(args: &Args, settings: Option<Settings>) -> Result<Record> {
    let game = Game::from_start(args.start.resolve()?);
    let mut record = Record::new(game);
    let (white, black) = match settings {
        None => ("White".to_string(), "Black".to_string()),
        Some(s) if s.color == Color::White => (Settings::default_name(s.level), "You".to_string()),
        Some(s) => ("You".to_string(), Settings::default_name(s.level)),
    };
    record.set_tag("White", args.white.as_deref().unwrap_or(&white))?;
    record.set_tag("Black", args.black.as_deref().unwrap_or(&black))?;
    record.set_tag("Date", &games::today())?;
    if let Some(s) = settings {
        s.write_tags(&mut record)?;
    }
    Ok(record)
}

/// The unfinished game saved in `path`.
fn resume(path: &Path) -> Result<Record> {
    let record = games::load(path, Format::Tzaar)?;
    if let Some(result) = record.game.result() {
        bail!(
            "the game in {} is over ({result}); there is nothing to resume",
            path.display()
        );
    }
    Ok(record)
}
