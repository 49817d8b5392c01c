//! The text engine protocol: commands on input lines, replies on output lines, so that other
//! programs (a GUI, a match runner, a web server) can drive the engine.
//!
//! [`Protocol`] holds the game (a [`tzaar_core::Game`], so that `undo` works across turns and
//! the number of turns played feeds time management), a [`Searcher`] and the options, and runs
//! over any [`BufRead`] and [`Write`]. Each line is one [`Command`]; its reply is zero or more
//! lines followed by `ok`, or by `err <reason>` when the command was refused, in which case
//! nothing changed. Empty lines (and lines of only spaces) are ignored and get no reply.
//! Commands are handled one at a time, in order: a `go` is answered before the next line is
//! read, and every search is bounded (with no limit given, `go` thinks for
//! [`DEFAULT_TIME`]). Lines that are not UTF-8, or longer than [`MAX_LINE`] bytes, are refused
//! with `err` and the protocol carries on. The README documents every command.

pub mod command;
mod lines;

use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tzaar_core::perft::perft;
use tzaar_core::{Game, GameError, Position, SetupKind, actions_text};

pub use command::{Command, CommandError, EngineOption};
pub use lines::{MAX_LINE, info_line, perft_line};

use lines::{read_line, reply, score_fields};

use crate::analysis;
use crate::levels::{self, Level};
use crate::limits::Limits;
use crate::search::{Info, Searcher};

/// The time `go` and `analyze` use when given no limit.
pub const DEFAULT_TIME: Duration = crate::limits::DEFAULT_MOVE_TIME;
/// The hash table size of [`Protocol::new`], in MiB.
pub const DEFAULT_HASH_MIB: usize = crate::search::DEFAULT_HASH_MIB;

/// The engine's name and version, as `id` gives them.
pub const ENGINE_NAME: &str = concat!("tzaar ", env!("CARGO_PKG_VERSION"));

/// Upper bounds on every search the protocol runs, whatever the commands ask (for fuzzing and
/// tests, or a server that must answer quickly). `None` leaves that limit as asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Caps {
    /// The deepest search, in plies.
    pub depth: Option<u32>,
    /// The most nodes per search command.
    pub nodes: Option<u64>,
    /// The most time per search command.
    pub time: Option<Duration>,
    /// The deepest `perft`.
    pub perft_depth: Option<u32>,
}

/// Whether to go on reading after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// `quit` was read.
    Quit,
}

/// The engine protocol's state: the game, the searcher and the options.
pub struct Protocol {
    game: Game,
    searcher: Searcher,
    level: Level,
    rng: ChaCha8Rng,
    caps: Caps,
}

impl Default for Protocol {
    fn default() -> Protocol {
        Protocol::new()
    }
}

/// The number of threads by default: every core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A seed from the clock and the process id, for random choices nobody seeded (the weaker
/// levels here, the terminal's random setups and colours).
pub fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ ((nanos >> 64) as u64) ^ u64::from(std::process::id()).rotate_left(32)
}

impl Protocol {
    /// A protocol at the standard start, with a [`DEFAULT_HASH_MIB`] table, a thread per core,
    /// full strength, and the weaker levels' random choices seeded from the clock.
    pub fn new() -> Protocol {
        Protocol::with_searcher(Searcher::new(DEFAULT_HASH_MIB, default_threads()))
    }

    /// A protocol using `searcher` (its table size and threads), otherwise as
    /// [`Protocol::new`].
    pub fn with_searcher(searcher: Searcher) -> Protocol {
        Protocol {
            game: Game::new(SetupKind::Standard),
            searcher,
            level: Level::MAX,
            rng: ChaCha8Rng::seed_from_u64(clock_seed()),
            caps: Caps::default(),
        }
    }

    /// Bounds every later search and perft by `caps`.
    pub fn set_caps(&mut self, caps: Caps) {
        self.caps = caps;
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Reads commands from `input` and writes replies to `output` until `quit` or the end of
    /// the input. Fails only when reading or writing fails (for example a closed output).
    pub fn run<R: BufRead, W: Write>(&mut self, mut input: R, mut output: W) -> io::Result<()> {
        let mut buf = Vec::new();
        loop {
            let Some(too_long) = read_line(&mut input, &mut buf)? else {
                return Ok(());
            };
            let flow = if too_long {
                let reason = format!("the line is longer than {MAX_LINE} bytes");
                reply(&mut output, Err(reason))?;
                Flow::Continue
            } else {
                self.handle_line(&buf, &mut output)?
            };
            output.flush()?;
            if flow == Flow::Quit {
                return Ok(());
            }
        }
    }

    /// Handles one line (its line break may be included) and writes the reply.
    pub fn handle_line<W: Write>(&mut self, line: &[u8], out: &mut W) -> io::Result<Flow> {
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let Ok(text) = std::str::from_utf8(line) else {
            reply(out, Err("the line is not valid UTF-8".to_string()))?;
            return Ok(Flow::Continue);
        };
        if text.trim_matches([' ', '\t']).is_empty() {
            return Ok(Flow::Continue);
        }
        match Command::parse(text) {
            Ok(command) => self.execute(command, out),
            Err(e) => {
                reply(out, Err(e.to_string()))?;
                Ok(Flow::Continue)
            }
        }
    }

    /// Carries out one command and writes its reply.
    pub fn execute<W: Write>(&mut self, command: Command, out: &mut W) -> io::Result<Flow> {
        let result = match command {
            Command::Id => Ok(vec![format!("id name {ENGINE_NAME}")]),
            Command::New(start) => {
                self.game = Game::from_start(start);
                self.searcher.clear();
                Ok(vec![self.position_line()])
            }
            Command::Play { first, second } => self.play(&first, second.as_deref()),
            Command::Undo(n) => self.undo(n),
            Command::Position => Ok(vec![self.position_line()]),
            Command::Actions => Ok(vec![if self.game.is_over() {
                String::new()
            } else {
                actions_text(&self.game.position().legal_actions())
            }]),
            Command::Result => Ok(vec![self.result_line()]),
            Command::Go(limits) => self.go(limits, out)?,
            Command::Analyze { multipv, limits } => self.analyze(multipv, limits),
            Command::SetOption(option) => {
                match option {
                    EngineOption::Threads(n) => self.searcher.set_threads(n),
                    EngineOption::Hash(mib) => self.searcher.set_hash(mib),
                    EngineOption::Level(level) => self.level = level,
                    EngineOption::Seed(seed) => self.rng = ChaCha8Rng::seed_from_u64(seed),
                }
                Ok(Vec::new())
            }
            Command::Perft(depth) => Ok(self.perft(depth)),
            Command::Help => Ok(HELP.lines().map(str::to_string).collect()),
            Command::Quit => {
                reply(out, Ok(Vec::new()))?;
                return Ok(Flow::Quit);
            }
        };
        reply(out, result)?;
        Ok(Flow::Continue)
    }

    fn position_line(&self) -> String {
        self.game.position().to_string()
    }

    fn result_line(&self) -> String {
        match self.game.result() {
            None => "result *".to_string(),
            Some(r) => format!("result {} {}", r.score(), r.termination),
        }
    }

    fn play(&mut self, first: &str, second: Option<&str>) -> Result<Vec<String>, String> {
        if let Some(r) = self.game.result() {
            return Err(format!("the game is over: {r}"));
        }
        let turn = self
            .game
            .position()
            .parse_turn_of(first, second)
            .map_err(|e| e.to_string())?;
        match turn.second {
            None => self.game.play(turn.first).map_err(|e| e.to_string())?,
            // Played whole or not at all; the first action is legal, so an illegal action is
            // the second.
            Some(a2) => self.game.play_turn(turn).map_err(|e| match e {
                GameError::Illegal(e) => format!("`{a2}` is illegal: {e}"),
                other => other.to_string(),
            })?,
        }
        Ok(vec![self.position_line()])
    }

    fn undo(&mut self, n: usize) -> Result<Vec<String>, String> {
        let played = self.game.actions().len();
        if n > played {
            return Err(format!(
                "cannot take back {n} action{}: {played} played",
                if n == 1 { "" } else { "s" }
            ));
        }
        for _ in 0..n {
            self.game.undo();
        }
        Ok(vec![self.position_line()])
    }

    /// The limits to search with: the default time when none is given, then the caps.
    fn effective(&self, mut limits: Limits) -> Limits {
        if limits == Limits::default() {
            limits.movetime = Some(DEFAULT_TIME);
        }
        let caps = self.caps;
        if let Some(d) = caps.depth {
            limits.depth = Some(limits.depth.map_or(d, |x| x.min(d)));
        }
        if let Some(n) = caps.nodes {
            limits.nodes = Some(limits.nodes.map_or(n, |x| x.min(n)));
        }
        if let Some(t) = caps.time {
            limits.movetime = Some(limits.movetime.map_or(t, |x| x.min(t)));
        }
        limits
    }

    /// Why the engine cannot think now, if it cannot: the game is over, or the side to act has
    /// no time left on its clock.
    fn cannot_search(&self, limits: &Limits) -> Option<String> {
        if let Some(r) = self.game.result() {
            return Some(format!("the game is over: {r}"));
        }
        let side = self.game.position().side();
        if let Some(clock) = limits.clock {
            if clock.time[side.index()].is_zero() {
                return Some(format!("{side} has no time left on the clock"));
            }
        }
        None
    }

    fn turns_played(&self) -> u32 {
        self.game.turns().len().try_into().unwrap_or(u32::MAX)
    }

    fn go<W: Write>(
        &mut self,
        limits: Limits,
        out: &mut W,
    ) -> io::Result<Result<Vec<String>, String>> {
        if let Some(reason) = self.cannot_search(&limits) {
            return Ok(Err(reason));
        }
        let limits = self.effective(limits);
        let pos = self.game.position().clone();
        let turns = self.turns_played();
        let mut write_error = None;
        let mut report = |info: &Info| {
            if write_error.is_none() {
                let written = writeln!(out, "{}", info_line(info, &pos)).and_then(|()| out.flush());
                write_error = written.err();
            }
        };
        let chosen = levels::choose_turn(
            &mut self.searcher,
            &pos,
            &limits,
            turns,
            self.level,
            &mut self.rng,
            &mut report,
        );
        if let Some(e) = write_error {
            return Err(e);
        }
        Ok(match chosen {
            Some((turn, _)) if !turn.is_empty() => {
                Ok(vec![format!("bestturn {}", actions_text(&turn))])
            }
            _ => Err("no legal action".to_string()),
        })
    }

    fn analyze(&mut self, multipv: usize, limits: Limits) -> Result<Vec<String>, String> {
        if let Some(reason) = self.cannot_search(&limits) {
            return Err(reason);
        }
        let limits = self.effective(limits);
        let pos = self.game.position().clone();
        let turns = self.turns_played();
        let lines = analysis::analyze(
            &mut self.searcher,
            &pos,
            &limits,
            turns,
            multipv,
            &mut |_| {},
        );
        Ok(lines
            .iter()
            .enumerate()
            .map(|(i, l)| {
                format!(
                    "multipv {} {} turn {} pv {}",
                    i + 1,
                    score_fields(l.score, &pos),
                    actions_text(&l.turn),
                    actions_text(&l.pv)
                )
            })
            .collect())
    }

    fn perft(&self, depth: u32) -> Vec<String> {
        let depth = self.caps.perft_depth.map_or(depth, |d| depth.min(d));
        let mut pos: Position = self.game.position().clone();
        (1..=depth)
            .map(|d| {
                let start = Instant::now();
                let nodes = perft(&mut pos, d);
                perft_line(d, nodes, start.elapsed())
            })
            .collect()
    }
}

/// What `help` prints.
const HELP: &str = "\
commands (each reply ends with `ok` or `err <reason>`):
  id
  new standard | new random <seed> | new tournament | new position <position string>
  play <action> [<action>]
  undo [<n>]
  position
  actions
  result
  go [time <ms>] [depth <n>] [nodes <n>] [wtime <ms> btime <ms> [winc <ms>] [binc <ms>]]
  analyze [multipv <k>] [time <ms>] [depth <n>] [nodes <n>] [clocks as for go]
  setoption threads|hash|level|seed <value>
  perft <depth>
  help
  quit";

#[cfg(test)]
mod tests {
    use super::*;

    fn protocol() -> Protocol {
        let mut p = Protocol::with_searcher(Searcher::new(2, 1));
        p.execute(Command::SetOption(EngineOption::Seed(1)), &mut Vec::new())
            .unwrap();
        p
    }

    /// [`protocol`] with every search at most `depth` deep (`perft` too), of at most `nodes`
    /// nodes and `ms` milliseconds.
    fn capped(depth: u32, nodes: u64, ms: u64) -> Protocol {
        let mut p = protocol();
        p.set_caps(Caps {
            depth: Some(depth),
            nodes: Some(nodes),
            time: Some(Duration::from_millis(ms)),
            perft_depth: Some(depth),
        });
        p
    }

    /// Runs `input` through a fresh protocol and returns the output lines.
    fn session(p: &mut Protocol, input: &str) -> Vec<String> {
        let mut out = Vec::new();
        p.run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }

    const START: &str =
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open";

    #[test]
    fn basic_commands() {
        let mut p = protocol();
        let out = session(&mut p, "id\nposition\n\n   \nplay D5-D4\nundo\nquit\nid\n");
        assert_eq!(
            out,
            [
                format!("id name tzaar {}", env!("CARGO_PKG_VERSION")),
                "ok".into(),
                START.into(),
                "ok".into(),
                Position::standard()
                    .parse_action("D5xD4")
                    .map(|a| {
                        let mut p = Position::standard();
                        p.play(a).unwrap();
                        p.to_string()
                    })
                    .unwrap(),
                "ok".into(),
                START.into(),
                "ok".into(),
                "ok".into(),
            ]
        );
    }

    #[test]
    fn a_half_legal_turn_changes_nothing() {
        let mut p = protocol();
        session(&mut p, "play D5xD4\n");
        let before = p.game().clone();
        let black = p.game().position().legal_actions()[0];
        let out = session(
            &mut p,
            &format!("play {black} E5xE4\nplay {black} D4xD3 E1xE2\n"),
        );
        assert!(out[0].starts_with("err unknown cell `E5`"), "{out:?}");
        assert_eq!(out[1], "err unexpected `E1xE2` after `play`");
        assert_eq!(p.game(), &before);
        // A legal first action with an illegal second action.
        let mut after = p.game().position().clone();
        after.play(black).unwrap();
        let illegal = "A1xI5";
        let out = session(&mut p, &format!("play {black} {illegal}\n"));
        assert!(out[0].starts_with("err `A1xI5` is illegal"), "{out:?}");
        assert_eq!(p.game(), &before);
    }

    #[test]
    fn bad_input_is_refused_and_the_protocol_carries_on() {
        let mut p = protocol();
        let mut input = b"id\n\xff\xfe\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 1_000_000));
        input.extend(b"\nundo\nfly\r\nposition");
        let mut out = Vec::new();
        p.run(&input[..], &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            &lines[1..],
            [
                "ok",
                "err the line is not valid UTF-8",
                "err the line is longer than 65536 bytes",
                "err cannot take back 1 action: 0 played",
                "err unknown command `fly` (try `help`)",
                START,
                "ok",
            ]
        );
    }

    #[test]
    fn go_plays_a_whole_legal_turn() {
        let mut p = protocol();
        let out = session(&mut p, "new random 3\nplay E9-E8\ngo depth 3\n");
        let best = out.iter().rev().nth(1).unwrap();
        assert_eq!(out.last().unwrap(), "ok");
        let turn = best.strip_prefix("bestturn ").expect(best);
        let infos: Vec<_> = out.iter().filter(|l| l.starts_with("info ")).collect();
        assert_eq!(infos.len(), 3, "{out:?}");
        assert!(infos[2].starts_with("info depth 3 score "));
        let mut game = p.game().clone();
        let t: tzaar_core::Turn = turn.parse().unwrap();
        game.play_turn(t).unwrap();
    }

    #[test]
    fn go_on_a_finished_game_and_with_no_time() {
        let mut p = protocol();
        let out = session(&mut p, "go wtime 0 btime 1000\n");
        assert_eq!(out, ["err White has no time left on the clock"]);
        // Play a game out quickly, then go.
        let mut guard = 0;
        while !p.game().is_over() && guard < 400 {
            let a = p.game().position().legal_actions()[0];
            session(&mut p, &format!("play {a}\n"));
            guard += 1;
        }
        assert!(p.game().is_over());
        let out = session(&mut p, "go depth 1\nactions\nresult\n");
        assert!(out[0].starts_with("err the game is over: "), "{out:?}");
        assert_eq!(out[1..3], ["", "ok"]);
        assert!(out[3].starts_with("result 1-0 ") || out[3].starts_with("result 0-1 "));
    }

    #[test]
    fn go_keeps_to_its_time() {
        for (cmd, limit) in [
            ("go time 200", 200),
            ("go wtime 60 btime 60", 60),
            ("go wtime 3 btime 100000", 3),
        ] {
            let mut p = protocol();
            session(&mut p, "new random 8\n");
            let start = Instant::now();
            let out = session(&mut p, &format!("{cmd}\n"));
            let took = start.elapsed();
            assert!(out.iter().any(|l| l.starts_with("bestturn ")), "{out:?}");
            assert!(took <= Duration::from_millis(limit), "{cmd}: {took:?}");
        }
    }

    #[test]
    fn analyze_matches_go_at_a_fixed_depth() {
        let input = "new random 11\nplay E9-E8\nplay C3xC4 pass\n";
        let mut a = protocol();
        session(&mut a, input);
        let out = session(&mut a, "analyze multipv 1 depth 3\n");
        let mut g = protocol();
        session(&mut g, input);
        let best = session(&mut g, "go depth 3\n");
        let best = best
            .iter()
            .rev()
            .nth(1)
            .unwrap()
            .strip_prefix("bestturn ")
            .unwrap();
        assert_eq!(out.len(), 2, "{out:?}");
        let turn = out[0].split(" turn ").nth(1).unwrap();
        let turn = turn.split(" pv ").next().unwrap();
        assert_eq!(turn, best);
        // Several lines: numbered, each a distinct turn.
        let out = session(&mut a, "analyze multipv 4 depth 2\n");
        assert_eq!(out.len(), 5);
        for (i, l) in out[..4].iter().enumerate() {
            assert!(l.starts_with(&format!("multipv {} score ", i + 1)), "{l}");
        }
    }

    #[test]
    fn options_and_perft() {
        let mut p = protocol();
        let out = session(
            &mut p,
            "setoption threads 2\nsetoption hash 1\nsetoption level 4\nperft 2\n",
        );
        assert_eq!(out[..3], ["ok", "ok", "ok"]);
        assert!(out[3].starts_with("depth 1 nodes 42 time "), "{out:?}");
        assert!(out[4].starts_with("depth 2 nodes 1797 time "));
        assert_eq!(out[5], "ok");
        assert_eq!(p.level, Level::new(4).unwrap());
        assert_eq!(p.searcher.threads(), 2);
    }

    #[test]
    fn caps_bound_every_search() {
        let mut p = capped(1, 500, 50);
        let start = Instant::now();
        let out = session(&mut p, "go\nperft 5\n");
        assert!(start.elapsed() < Duration::from_millis(500));
        assert!(out[0].starts_with("info depth 1 "), "{out:?}");
        assert!(out[3].starts_with("depth 1 nodes 42 "), "{out:?}");
        assert_eq!(out.len(), 5);
    }

    /// Lines that are mostly near-commands: a command word, then words that commands take.
    fn near_command() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        use proptest::prelude::*;
        let word = prop::sample::select(vec![
            "id",
            "new",
            "standard",
            "random",
            "tournament",
            "position",
            "play",
            "undo",
            "actions",
            "result",
            "go",
            "analyze",
            "setoption",
            "perft",
            "help",
            "depth",
            "nodes",
            "time",
            "wtime",
            "btime",
            "winc",
            "binc",
            "multipv",
            "threads",
            "hash",
            "level",
            "seed",
            "pass",
            "D5xD4",
            "D5-D4",
            "C3xD3",
            "Z@E1",
            "0",
            "1",
            "2",
            "3",
            "12345",
            "99999999999999999999",
            "-1",
            "w",
            "open",
            "first",
            "\u{e9}",
            "",
        ]);
        prop_oneof![
            prop::collection::vec(word, 0..6).prop_map(|w| w.join(" ").into_bytes()),
            prop::collection::vec(any::<u8>(), 0..40),
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// What the fuzz target checks: no panic, one reply ending in `ok` or `err` (or none,
        /// for an empty line), and a refused command changes nothing.
        #[test]
        fn any_lines_get_orderly_replies(lines in proptest::collection::vec(near_command(), 1..12)) {
            let mut p = capped(2, 2_000, 20);
            for line in lines {
                let before = p.game().clone();
                let mut out = Vec::new();
                p.handle_line(&line, &mut out).unwrap();
                let reply = String::from_utf8(out).unwrap();
                let text = line.strip_suffix(b"\n").unwrap_or(&line);
                let text = text.strip_suffix(b"\r").unwrap_or(text);
                let blank = text.iter().all(|&b| b == b' ' || b == b'\t');
                proptest::prop_assert_eq!(reply.is_empty(), blank, "{:?}", reply);
                if let Some(last) = reply.lines().last() {
                    proptest::prop_assert!(last == "ok" || last.starts_with("err "), "{}", reply);
                    if last.starts_with("err ") {
                        proptest::prop_assert_eq!(reply.lines().count(), 1);
                        proptest::prop_assert_eq!(p.game(), &before);
                    }
                }
            }
        }
    }
}
