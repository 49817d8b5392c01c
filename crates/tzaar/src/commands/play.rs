//! `tzaar play`: two people at one terminal play a whole game, every rule enforced; or, with
//! `--engine`, one person plays against the engine at a chosen level (see [`crate::opponent`]).
//!
//! The game is never lost: the record is written (atomically) when the game starts and after
//! every action, the save path is checked before play begins, a line that is not UTF-8 is
//! refused, and a closed output, the end of the input, `quit`, SIGINT, SIGTERM or SIGHUP all
//! leave the game saved.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Args as ClapArgs, ValueEnum};
use tzaar_core::game::Game;
use tzaar_core::outcome::WinReason;
use tzaar_core::record::Record;
use tzaar_core::{
    Action, Cell, Color, ParseError, Phase, Position, RestOfTurnError, TurnError, TurnProblem,
    actions_text,
};
use tzaar_engine::levels::Level;
use tzaar_engine::limits::DEFAULT_MOVE_TIME;

use crate::games::{self, Format};
use crate::opponent::{self, Opponent, Settings};
use crate::render::{self, Style};
use crate::start::{StartArgs, fresh_seed};

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

const HELP: &str = "\
Type an action, or a whole turn:
  D4xC3          capture: the stack on D4 takes the stack on C3
  A4+B4          stack: A4 jumps onto your own stack on B4 (second action only)
  pass           no second action
  Z@E1           placement (tournament): Z Tzaar, R Tzarra, T Tott
  F1xG1 A4+B4    both actions of a turn at once
  D4-C3          a move; the board decides whether it captures or stacks
Commands:
  moves          list the legal actions
  stack C3       what the stack on C3 is made of (stacks: all tall stacks)
  board          draw the board again (coords: the cell names)
  undo           take back the last action
  save [FILE]    save the game now (to FILE, and from then on to FILE)
  resign         give up the game
  quit           leave; the game stays saved and `tzaar play --resume FILE` continues it
  help           this text
The game is saved after every action.";

/// `undo` in the help, and what it does against the engine.
const UNDO_HELP: [&str; 2] = [
    "take back the last action\n",
    "take back your last turn and the engine's reply to it\n",
];

const ENGINE_HELP: &str = "\
Against the engine:
  hint           the engine's suggestion for your turn, with its score (not played)
  score          the engine's score for its last turn";

/// Exit status after SIGINT, SIGTERM or SIGHUP, once the game is saved.
const INTERRUPTED: i32 = 130;

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

/// Whether two paths name the same file (the second need not exist).
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The file a game is saved to. It is shared with the signal handler, which holds the lock
/// while it saves and exits, so no write is ever cut short by a signal.
struct SaveFile {
    /// Where the game is saved.
    path: PathBuf,
    /// The record as it is now.
    latest: String,
    /// Whether the game is over (else it can be resumed).
    over: bool,
    /// The record as last written to `path`.
    written: Option<String>,
}

impl SaveFile {
    /// Takes the record as it is now; [`SaveFile::flush`] writes it.
    fn update(&mut self, record: &Record) {
        self.latest = record.to_string();
        self.over = record.game.is_over();
    }

    /// Where the game is, and for an unfinished game how to continue it.
    fn whereabouts(&self) -> String {
        let path = self.path.display();
        if self.over {
            format!("Game saved to {path}.")
        } else {
            format!(
                "Game saved to {path}. Continue it with: tzaar play --resume {}",
                shell_word(&path.to_string())
            )
        }
    }

    /// Writes the newest record unless the file already holds it.
    fn flush(&mut self) -> Result<()> {
        if self.written.as_ref() != Some(&self.latest) {
            games::write_atomically(&self.path, &self.latest)?;
            self.written = Some(self.latest.clone());
        }
        Ok(())
    }
}

/// The save file, even if a thread panicked while holding it (its fields stay consistent).
fn lock(file: &Mutex<SaveFile>) -> MutexGuard<'_, SaveFile> {
    file.lock().unwrap_or_else(PoisonError::into_inner)
}

/// On SIGINT, SIGTERM or SIGHUP: stop the engine's search if it is thinking, make sure the game
/// is saved, say where, and exit.
fn save_on_signals(file: Arc<Mutex<SaveFile>>, search: Option<Arc<AtomicBool>>) -> Result<()> {
    ctrlc::set_handler(move || {
        if let Some(stop) = &search {
            stop.store(true, Ordering::SeqCst);
        }
        // Holding the lock until the process ends keeps the main thread from starting a write.
        let mut file = lock(&file);
        let mut err = std::io::stderr().lock();
        let _ = match file.flush() {
            Ok(()) => writeln!(err, "\nInterrupted. {}", file.whereabouts()),
            Err(e) => writeln!(
                err,
                "\nInterrupted. error: {e:#}\nThe game so far:\n{}",
                file.latest
            ),
        };
        std::process::exit(INTERRUPTED);
    })
    .context("cannot set up the signal handlers")
}

/// One line of the players' input.
enum Line {
    /// A line of text, without its line ending.
    Text(String),
    /// A line that is not UTF-8 text.
    NotUtf8,
    /// The input has ended.
    End,
}

/// The players' input, read as bytes so that a line that is not UTF-8 is refused on its own.
struct Input<R> {
    reader: R,
    buf: Vec<u8>,
}

impl<R: BufRead> Input<R> {
    fn new(reader: R) -> Input<R> {
        Input {
            reader,
            buf: Vec::new(),
        }
    }

    /// The next line. An input that cannot be read (a terminal that has gone away) has ended:
    /// that is said on standard error, and the game is saved as at any end of the input.
    fn next_line(&mut self) -> Line {
        self.buf.clear();
        match self.reader.read_until(b'\n', &mut self.buf) {
            Ok(0) => return Line::End,
            Ok(_) => {}
            Err(e) => {
                let _ = writeln!(
                    std::io::stderr(),
                    "Cannot read the input ({e}); taking that as its end."
                );
                return Line::End;
            }
        }
        let text = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        match std::str::from_utf8(text) {
            Ok(text) => Line::Text(text.to_string()),
            Err(_) => Line::NotUtf8,
        }
    }
}

const NOT_UTF8: &str = "That line is not UTF-8 text, so it was ignored. Type it again.";

/// One game at the terminal.
struct Session<W: Write> {
    /// The game and its tags.
    record: Record,
    /// How to draw the board.
    style: Style,
    /// Where the game is saved.
    file: Arc<Mutex<SaveFile>>,
    /// Where everything is printed.
    out: W,
    /// The engine, in a game against it.
    opponent: Option<Opponent>,
    /// Whether to show the engine's score after each of its turns.
    show_score: bool,
}

impl<W: Write> Session<W> {
    /// Plays until the game ends, the players quit, the input ends or the output is closed; the
    /// game is saved whatever happens.
    fn run(&mut self, input: &mut Input<impl BufRead>, resumed: bool) -> Result<()> {
        let played = self.play(input, resumed);
        let mut file = lock(&self.file);
        file.update(&self.record);
        if let Err(e) = file.flush() {
            let _ = writeln!(
                std::io::stderr(),
                "The game could not be saved. Its record:\n{}",
                file.latest
            );
            return Err(e);
        }
        let whereabouts = file.whereabouts();
        drop(file);
        // After a broken pipe nobody reads this; the game is saved all the same.
        let said = writeln!(self.out, "{whereabouts}");
        // Every error of `play` is one of the output: say on standard error that the game is
        // safe, except to a player who closed the pipe and left.
        if let Err(e) = played.and(said.map_err(anyhow::Error::from)) {
            if !crate::is_broken_pipe(&e) {
                let _ = writeln!(std::io::stderr(), "{whereabouts}");
            }
            return Err(e.context("cannot write the output"));
        }
        Ok(())
    }

    /// The game itself: the commands and actions typed until the game ends or the players
    /// leave. An error is one of the terminal's (the game is still to be saved).
    fn play(&mut self, input: &mut Input<impl BufRead>, resumed: bool) -> Result<()> {
        writeln!(
            self.out,
            "TZAAR. Type `help` for the notation and commands."
        )?;
        if resumed {
            let path = lock(&self.file).path.clone();
            writeln!(
                self.out,
                "Resuming {} after {} turns.",
                path.display(),
                self.record.game.turns().len()
            )?;
        }
        if let Some(tzaar_core::SetupKind::Random { seed }) = self.record.game.setup_kind() {
            writeln!(self.out, "Random setup, seed {seed}.")?;
        }
        if let Some(op) = &self.opponent {
            let s = op.settings;
            writeln!(
                self.out,
                "You play {}. {} is the engine, {}: level {} of 10, thinking up to {} ms a turn.",
                s.color.opponent(),
                s.color,
                op.name,
                s.level,
                s.time.as_millis()
            )?;
        }
        self.draw()?;
        while self.record.game.result().is_none() {
            if self.engine_to_act() {
                if !self.engine_turn()? {
                    break;
                }
                continue;
            }
            self.prompt()?;
            let line = match input.next_line() {
                Line::End => {
                    writeln!(self.out)?;
                    break;
                }
                Line::NotUtf8 => {
                    writeln!(self.out, "{NOT_UTF8}")?;
                    continue;
                }
                Line::Text(line) => line,
            };
            match self.command(line.trim(), input)? {
                Flow::Continue => {}
                Flow::Quit => break,
            }
        }
        if let Some(result) = self.record.game.result() {
            writeln!(self.out, "{result}.")?;
        }
        Ok(())
    }

    /// Saves the game after a change; a failure is reported and play goes on.
    fn autosave(&mut self) -> Result<()> {
        let mut file = lock(&self.file);
        file.update(&self.record);
        if let Err(e) = file.flush() {
            let path = file.path.display().to_string();
            drop(file);
            writeln!(
                self.out,
                "Could not save the game to {path}: {e:#}. Type `save FILE` to save it elsewhere."
            )?;
        }
        Ok(())
    }

    /// `save` (the rest of the line, if any, is the new file's name).
    fn save_command(&mut self, name: &str, input: &mut Input<impl BufRead>) -> Result<()> {
        let name = unquote(name);
        let current = lock(&self.file).path.clone();
        let path = if name.is_empty() {
            current.clone()
        } else {
            PathBuf::from(name)
        };
        if path != current {
            if let Err(e) = games::check_writable(&path) {
                writeln!(self.out, "{e:#}")?;
                return Ok(());
            }
            if path.exists() && !same_file(&path, &current) {
                write!(
                    self.out,
                    "{} exists. Replace it with this game? [y/N] ",
                    path.display()
                )?;
                self.out.flush()?;
                if !self.yes(input)? {
                    writeln!(self.out, "Not saved.")?;
                    return Ok(());
                }
            }
        }
        let mut file = lock(&self.file);
        file.update(&self.record);
        let result = games::write_atomically(&path, &file.latest);
        if result.is_ok() {
            file.written = Some(file.latest.clone());
            file.path = path.clone();
        }
        drop(file);
        match result {
            Ok(()) => writeln!(
                self.out,
                "Saved to {}; the game is saved there after every action.",
                path.display()
            )?,
            Err(e) => writeln!(self.out, "{e:#}")?,
        }
        Ok(())
    }

    /// Reads a yes-or-no answer; anything but `y` is no.
    fn yes(&mut self, input: &mut Input<impl BufRead>) -> Result<bool> {
        match input.next_line() {
            Line::Text(answer) => Ok(answer.trim().eq_ignore_ascii_case("y")),
            Line::NotUtf8 => {
                writeln!(self.out, "{NOT_UTF8}")?;
                Ok(false)
            }
            Line::End => Ok(false),
        }
    }

    fn prompt(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let what = match pos.phase() {
            Phase::Placement => "place",
            Phase::Opening => "opening capture",
            Phase::FirstAction => "capture",
            Phase::SecondAction => "capture, stack or pass",
        };
        write!(self.out, "{} ({what})> ", pos.side())?;
        self.out.flush()?;
        Ok(())
    }

    fn draw(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let last = self.record.game.actions().last().copied();
        let marks = last.map_or_else(Vec::new, cells_of);
        write!(self.out, "{}", render::board(pos, self.style, &marks))?;
        if let Some(last) = last {
            writeln!(self.out, "Last action: {last}")?;
        }
        writeln!(self.out, "{}", render::visible(pos))?;
        writeln!(self.out, "{}", render::status(pos))?;
        Ok(())
    }

    /// Whether the engine is to act now.
    fn engine_to_act(&self) -> bool {
        self.opponent
            .as_ref()
            .is_some_and(|op| op.settings.color == self.record.game.position().side())
    }

    /// The engine plays the rest of its turn, each action shown as it is played. `Ok(false)`
    /// if it cannot (the game then stops, saved).
    fn engine_turn(&mut self) -> Result<bool> {
        let Some(op) = self.opponent.as_mut() else {
            return Ok(false);
        };
        let (side, name) = (op.settings.color, op.name.clone());
        writeln!(self.out, "{side} ({name}) is thinking...")?;
        self.out.flush()?;
        let before = self.record.game.position().clone();
        let Some(turn) = op.choose(&self.record.game) else {
            writeln!(self.out, "{name} found no action to play.")?;
            return Ok(false);
        };
        let score = op.last_score();
        if let Err(e) = self.record.game.play_rest_of_turn(&turn) {
            match e {
                RestOfTurnError::Illegal { action, reason } => writeln!(
                    self.out,
                    "{name} chose {action}, which is illegal ({reason}); the game stops here."
                )?,
                other => writeln!(
                    self.out,
                    "{name} chose `{}`, which cannot be played ({other}); the game stops here.",
                    actions_text(&turn)
                )?,
            }
            return Ok(false);
        }
        self.autosave()?;
        let mut pos = before;
        let mut marks = Vec::new();
        for (i, &action) in turn.iter().enumerate() {
            pos.play_unchecked(action);
            marks.extend(cells_of(action));
            let then = if i == 0 { "plays" } else { "then plays" };
            writeln!(self.out, "{side} ({name}) {then} {action}.")?;
            write!(self.out, "{}", render::board(&pos, self.style, &marks))?;
        }
        writeln!(self.out, "Last turn: {}", actions_text(&turn))?;
        writeln!(self.out, "{}", render::visible(&pos))?;
        if self.show_score {
            if let Some(score) = score {
                writeln!(
                    self.out,
                    "{name}'s score: {}",
                    opponent::explain(score, side)
                )?;
            }
        }
        writeln!(self.out, "{}", render::status(&pos))?;
        Ok(true)
    }

    /// `hint`: the engine's suggestion for the person's turn, not played.
    fn hint(&mut self) -> Result<()> {
        let Some(op) = self.opponent.as_mut() else {
            writeln!(
                self.out,
                "Hints come from the engine: start a game against it with tzaar play --engine."
            )?;
            return Ok(());
        };
        writeln!(self.out, "Thinking...")?;
        self.out.flush()?;
        let side = self.record.game.position().side();
        match op.hint(&self.record.game) {
            Some((turn, score)) => {
                writeln!(
                    self.out,
                    "Hint: {}, score {}",
                    actions_text(&turn),
                    opponent::explain(score, side)
                )?;
            }
            None => writeln!(self.out, "No hint: the game is over.")?,
        }
        Ok(())
    }

    /// `score`: what the engine thought of its last turn.
    fn score(&mut self) -> Result<()> {
        let Some(op) = self.opponent.as_ref() else {
            writeln!(
                self.out,
                "Scores come from the engine: start a game against it with tzaar play --engine."
            )?;
            return Ok(());
        };
        match op.last_score() {
            Some(score) => writeln!(
                self.out,
                "{}'s score for its last turn: {}",
                op.name,
                opponent::explain(score, op.settings.color)
            )?,
            None => writeln!(self.out, "{} has not played a turn yet.", op.name)?,
        }
        Ok(())
    }

    /// `undo` against the engine: back to the start of the person's last turn, taking back the
    /// engine's actions since and the person's whole turn (or the part of the current turn
    /// played so far), as [`Game::undo_to_turn_of`] decides.
    fn undo_to_person(&mut self, engine: Color) -> Result<()> {
        let mut game = self.record.game.clone();
        let Some(taken) = game.undo_to_turn_of(engine.opponent()) else {
            writeln!(self.out, "Nothing of yours to take back.")?;
            return Ok(());
        };
        self.record.game = game;
        if let Some(op) = self.opponent.as_mut() {
            op.forget_score();
        }
        self.autosave()?;
        writeln!(self.out, "Took back {}.", actions_text(&taken))?;
        self.draw()
    }

    fn command(&mut self, line: &str, input: &mut Input<impl BufRead>) -> Result<Flow> {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("").to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        // Everything after the command word, spaces included (a file name).
        let rest_of_line = line
            .split_once(char::is_whitespace)
            .map_or("", |(_, r)| r.trim());
        match first.as_str() {
            "" => {}
            "help" | "?" | "h" => {
                if self.opponent.is_some() {
                    writeln!(self.out, "{}", HELP.replace(UNDO_HELP[0], UNDO_HELP[1]))?;
                    writeln!(self.out, "{ENGINE_HELP}")?;
                } else {
                    writeln!(self.out, "{HELP}")?;
                }
            }
            "hint" => self.hint()?,
            "score" => self.score()?,
            "moves" | "legal" | "m" => self.list_moves()?,
            "board" | "b" => self.draw()?,
            "coords" | "coordinates" => write!(self.out, "{}", render::coordinates())?,
            "stacks" => {
                let text = render::stacks(self.record.game.position());
                if text.is_empty() {
                    writeln!(self.out, "No stack is taller than one piece.")?;
                }
                write!(self.out, "{text}")?;
            }
            "stack" | "what" => self.describe_stack(&rest)?,
            "undo" | "u" if self.opponent.is_some() => {
                let engine = self.opponent.as_ref().map(|op| op.settings.color);
                if let Some(engine) = engine {
                    self.undo_to_person(engine)?;
                }
            }
            "undo" | "u" => match self.record.game.undo() {
                Some(a) => {
                    self.autosave()?;
                    writeln!(self.out, "Took back {a}.")?;
                    self.draw()?;
                }
                None => writeln!(self.out, "Nothing to take back.")?,
            },
            "save" => self.save_command(rest_of_line, input)?,
            "resign" => {
                let side = self.record.game.position().side();
                self.record.game.resign(side)?;
                self.autosave()?;
            }
            "quit" | "exit" | "q" => return Ok(Flow::Quit),
            _ => self.play_text(line, input)?,
        }
        Ok(Flow::Continue)
    }

    fn describe_stack(&mut self, rest: &[&str]) -> Result<()> {
        let Some(name) = rest.first() else {
            writeln!(self.out, "Which cell? For example: stack C3")?;
            return Ok(());
        };
        match name.parse::<tzaar_core::Cell>() {
            Err(e) => writeln!(self.out, "{e}")?,
            Ok(cell) => match self.record.game.position().stack(cell) {
                None => writeln!(self.out, "{cell} is empty.")?,
                Some(s) => {
                    let pieces: Vec<&str> = s.pieces().map(|k| k.name()).collect();
                    writeln!(
                        self.out,
                        "{cell}: {} stack of height {}, bottom to top: {}; it counts as a {}.",
                        s.color(),
                        s.height(),
                        pieces.join(", "),
                        s.top()
                    )?;
                }
            },
        }
        Ok(())
    }

    fn list_moves(&mut self) -> Result<()> {
        let pos = self.record.game.position();
        let actions = pos.legal_actions();
        if pos.phase() == Phase::Placement {
            let empty: Vec<String> = tzaar_core::Cell::all()
                .filter(|&c| pos.stack(c).is_none())
                .map(|c| c.to_string())
                .collect();
            writeln!(self.out, "{}", render::status(pos))?;
            writeln!(self.out, "Empty cells: {}", empty.join(" "))?;
            return Ok(());
        }
        let texts = |capture: bool| -> Vec<String> {
            actions
                .iter()
                .filter(|a| a.is_capture() == capture && **a != Action::Pass)
                .map(|a| a.to_string())
                .collect()
        };
        let captures = texts(true);
        let stacks = texts(false);
        writeln!(
            self.out,
            "Captures ({}): {}",
            captures.len(),
            captures.join(" ")
        )?;
        if pos.phase() == Phase::SecondAction {
            writeln!(self.out, "Stacks ({}): {}", stacks.len(), stacks.join(" "))?;
            writeln!(self.out, "Or: pass")?;
        }
        Ok(())
    }

    /// Plays one action or a whole turn; a turn is played whole or not at all.
    fn play_text(&mut self, line: &str, input: &mut Input<impl BufRead>) -> Result<()> {
        let mut pos = self.record.game.position().clone();
        let turn = match pos.parse_turn(line) {
            Ok(turn) => turn,
            Err(TurnError::Parse(ParseError::BadTurn {
                problem: TurnProblem::TooManyActions,
                ..
            })) => {
                writeln!(
                    self.out,
                    "A turn has at most two actions. Type `help` for the notation."
                )?;
                return Ok(());
            }
            Err(TurnError::Illegal { action, reason }) => {
                writeln!(self.out, "{action} is illegal: {reason}")?;
                return Ok(());
            }
            Err(TurnError::Parse(e)) => {
                writeln!(self.out, "{e}")?;
                return Ok(());
            }
        };
        for action in turn.actions() {
            if !self.confirm(&pos, action, input)? {
                return Ok(());
            }
            if pos.check(action).is_ok() {
                pos.play_unchecked(action);
            }
        }
        let result = match turn.second {
            None => self.record.game.play(turn.first),
            Some(_) => self.record.game.play_turn(turn),
        };
        match result {
            Ok(()) => {
                self.autosave()?;
                self.draw()
            }
            Err(e) => {
                writeln!(self.out, "{e}")?;
                Ok(())
            }
        }
    }

    /// Asks before a stacking move that buries the mover's last visible piece of a type.
    fn confirm(
        &mut self,
        pos: &Position,
        action: Action,
        input: &mut Input<impl BufRead>,
    ) -> Result<bool> {
        let Some(kind) = buries_last(pos, action) else {
            return Ok(true);
        };
        write!(
            self.out,
            "{action} buries your last visible {kind}, and you would lose at once. \
             Play it anyway? [y/N] "
        )?;
        self.out.flush()?;
        let yes = self.yes(input)?;
        if !yes {
            writeln!(self.out, "Not played.")?;
        }
        Ok(yes)
    }
}

/// The cells an action touches, to mark on the board.
fn cells_of(action: Action) -> Vec<Cell> {
    match (action.from_to(), action) {
        (Some((from, to)), _) => vec![from, to],
        (None, Action::Place { cell, .. }) => vec![cell],
        _ => vec![],
    }
}

/// What to do after a command.
enum Flow {
    Continue,
    Quit,
}

/// The type `action` would bury as the mover's last visible one, if it is such a legal
/// stacking move.
fn buries_last(pos: &Position, action: Action) -> Option<tzaar_core::PieceType> {
    if !matches!(action, Action::Stack { .. }) || pos.check(action).is_err() {
        return None;
    }
    let mut after = pos.clone();
    after.play_unchecked(action);
    match after.outcome()?.reason {
        WinReason::TypeBuried(kind) => Some(kind),
        _ => None,
    }
}

/// A file name typed with quotes around it, as in a shell, without them.
fn unquote(name: &str) -> &str {
    for quote in ['"', '\''] {
        if let Some(inner) = name.strip_prefix(quote).and_then(|n| n.strip_suffix(quote)) {
            return inner;
        }
    }
    name
}

/// `word` as one word for a POSIX shell: as it is when it is plain, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./+@%:,=".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}
