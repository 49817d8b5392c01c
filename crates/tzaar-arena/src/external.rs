//! An engine in another process, spoken to over the text engine protocol, as a [`Player`].
//!
//! The protocol is line based. Every reply ends with a line `ok`, or `err <reason>`; lines
//! starting with `info` may come before it and are skipped.
//!
//! | command | reply before `ok` |
//! | --- | --- |
//! | `id` | `id name <name>` |
//! | `setoption <name> <value>` | nothing |
//! | `new standard`, `new random <seed>`, `new tournament`, `new position <string>` | the position string |
//! | `play <action> [<action>]` | the position string after the actions |
//! | `go [time <ms>] [depth <n>] [nodes <n>] [wtime <ms> btime <ms> winc <ms> binc <ms>]` | `bestturn <actions>`: the rest of the turn |
//! | `quit` | (the engine exits) |
//!
//! The client starts each game with `new`, tells the engine every action played since it last
//! heard (`play`, up to a turn at a time) and checks the position string it answers against its
//! own, so the two never drift apart unnoticed. After any failure (a timeout, a broken reply,
//! the process gone) the connection is dropped; the next game starts a new process.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tzaar_core::{Action, Game, Position};

use crate::arena::{Player, PlayerError};
use tzaar_engine::limits::Limits;

/// How many of the engine's last standard-error lines an error message shows.
const STDERR_TAIL: usize = 5;

/// One running conversation: the engine's input, its output lines, and the process.
struct Connection {
    input: Box<dyn Write + Send>,
    lines: Receiver<String>,
    child: Option<Child>,
    stderr: Arc<Mutex<StderrTail>>,
}

/// The last lines an engine wrote to its standard error.
#[derive(Default)]
struct StderrTail {
    lines: VecDeque<String>,
    /// The stream has ended (or there is none).
    closed: bool,
}

impl Connection {
    fn send(&mut self, line: &str) -> Result<(), PlayerError> {
        let sent = writeln!(self.input, "{line}").and_then(|()| self.input.flush());
        match sent {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(self.gone()),
            Err(e) => Err(e.into()),
        }
    }

    /// The next line, waiting until `deadline`.
    fn recv(&mut self, deadline: Instant, waited: Duration) -> Result<String, PlayerError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(PlayerError::Timeout(waited)),
            Err(RecvTimeoutError::Disconnected) => Err(self.gone()),
        }
    }

    /// The error for an engine that went away: its exit status and its last words.
    fn gone(&mut self) -> PlayerError {
        let mut msg = "the engine closed its output".to_string();
        if let Some(child) = &mut self.child {
            // Give a dying process a moment to be reaped, for its exit status.
            for _ in 0..40 {
                if let Ok(Some(status)) = child.try_wait() {
                    msg.push_str(&format!(" ({status})"));
                    break;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        // And its standard error a moment to be read to the end.
        for _ in 0..40 {
            if self.stderr.lock().map_or(true, |t| t.closed) {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        if let Ok(t) = self.stderr.lock() {
            if !t.lines.is_empty() {
                let tail: Vec<&str> = t.lines.iter().map(String::as_str).collect();
                msg.push_str(&format!("; it wrote: {}", tail.join(" / ")));
            }
        }
        PlayerError::Protocol(msg)
    }

    /// Sends `command` and collects the reply's lines up to `ok` (without `info` lines).
    fn request(&mut self, command: &str, timeout: Duration) -> Result<Vec<String>, PlayerError> {
        self.send(command)?;
        let deadline = Instant::now() + timeout;
        let mut reply = Vec::new();
        loop {
            let line = self.recv(deadline, timeout)?;
            let line = line.trim();
            let word = line.split_whitespace().next().unwrap_or("");
            match word {
                "ok" => return Ok(reply),
                "err" => {
                    let reason = line[3..].trim();
                    return Err(PlayerError::Protocol(format!(
                        "the engine refused `{command}`: {reason}"
                    )));
                }
                "" | "info" => {}
                _ => reply.push(line.to_string()),
            }
        }
    }

    fn close(mut self) {
        let _ = self.send("quit");
        drop(self.input);
        if let Some(mut child) = self.child.take() {
            for _ in 0..40 {
                if let Ok(Some(_)) = child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Reads lines from `output` on a thread of their own, so that reading can time out.
fn line_channel(output: impl Read + Send + 'static) -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// An engine in another process (or behind any pair of streams) as a [`Player`].
pub struct ExternalEngine {
    /// The shell command that starts the engine, if it is a process.
    command: Option<String>,
    /// Options sent with `setoption` after every start.
    options: Vec<(String, String)>,
    conn: Option<Connection>,
    name: String,
    /// The position the engine has, and how many of the game's actions it has seen.
    mirror: Position,
    synced: usize,
    /// The longest wait for a reply other than to `go`.
    reply_timeout: Duration,
    /// The longest wait for `go` when no time limit bounds it.
    search_timeout: Duration,
}

impl ExternalEngine {
    /// Starts `command` (run by the shell) and greets it with `id`, then sends each option with
    /// `setoption`.
    pub fn spawn(
        command: &str,
        options: &[(String, String)],
    ) -> Result<ExternalEngine, PlayerError> {
        let mut engine = ExternalEngine::unconnected(Some(command.to_string()), options);
        engine.start()?;
        Ok(engine)
    }

    /// Speaks to an engine over a pair of streams (for tests and other transports): `input`
    /// receives commands and `output` gives the replies. Greets it and sends the options.
    pub fn connect(
        input: impl Write + Send + 'static,
        output: impl Read + Send + 'static,
        options: &[(String, String)],
    ) -> Result<ExternalEngine, PlayerError> {
        let mut engine = ExternalEngine::unconnected(None, options);
        engine.conn = Some(Connection {
            input: Box::new(input),
            lines: line_channel(output),
            child: None,
            stderr: Arc::new(Mutex::new(StderrTail {
                lines: VecDeque::new(),
                closed: true,
            })),
        });
        engine.handshake()?;
        Ok(engine)
    }

    fn unconnected(command: Option<String>, options: &[(String, String)]) -> ExternalEngine {
        ExternalEngine {
            name: command.clone().unwrap_or_else(|| "external".to_string()),
            command,
            options: options.to_vec(),
            conn: None,
            mirror: Position::standard(),
            synced: 0,
            reply_timeout: Duration::from_secs(10),
            search_timeout: Duration::from_secs(600),
        }
    }

    /// Sets the longest wait for a reply other than a search (10 s by default), and for a
    /// search that no time limit bounds (10 minutes by default).
    pub fn with_timeouts(mut self, reply: Duration, search: Duration) -> ExternalEngine {
        self.reply_timeout = reply;
        self.search_timeout = search;
        self
    }

    /// The name the engine gave in its `id` reply (or its command before it answered).
    pub fn engine_name(&self) -> &str {
        &self.name
    }

    /// Starts the process and greets it.
    fn start(&mut self) -> Result<(), PlayerError> {
        let Some(command) = &self.command else {
            return Err(PlayerError::Protocol(
                "the engine's connection is lost".to_string(),
            ));
        };
        let mut child = shell(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| PlayerError::Protocol(format!("cannot start `{command}`: {e}")))?;
        let (Some(input), Some(output), Some(err)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            return Err(PlayerError::Protocol("no pipes to the engine".to_string()));
        };
        let stderr: Arc<Mutex<StderrTail>> = Arc::default();
        let tail = stderr.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines() {
                let Ok(line) = line else { break };
                if let Ok(mut t) = tail.lock() {
                    if t.lines.len() == STDERR_TAIL {
                        t.lines.pop_front();
                    }
                    t.lines.push_back(line);
                }
            }
            if let Ok(mut t) = tail.lock() {
                t.closed = true;
            }
        });
        self.conn = Some(Connection {
            input: Box::new(input),
            lines: line_channel(output),
            child: Some(child),
            stderr,
        });
        self.handshake()
    }

    /// `id` and the options.
    fn handshake(&mut self) -> Result<(), PlayerError> {
        let reply = self.request("id", self.reply_timeout)?;
        let name = reply
            .iter()
            .find_map(|l| l.strip_prefix("id name "))
            .ok_or_else(|| {
                PlayerError::Protocol(format!("`id` got {reply:?}, not `id name <name>`"))
            })?;
        self.name = name.trim().to_string();
        for (name, value) in self.options.clone() {
            self.request(&format!("setoption {name} {value}"), self.reply_timeout)?;
        }
        Ok(())
    }

    /// Sends a command and returns the reply; any failure drops the connection.
    fn request(&mut self, command: &str, timeout: Duration) -> Result<Vec<String>, PlayerError> {
        let Some(conn) = self.conn.as_mut() else {
            return Err(PlayerError::Protocol(
                "the engine is not running".to_string(),
            ));
        };
        let reply = conn.request(command, timeout);
        if reply.is_err() {
            if let Some(conn) = self.conn.take() {
                conn.close();
            }
        }
        reply
    }

    /// Sends a command whose reply is a position string, and checks it against `expected`.
    fn request_position(&mut self, command: &str, expected: &Position) -> Result<(), PlayerError> {
        let reply = self.request(command, self.reply_timeout)?;
        let want = expected.to_string();
        match reply.as_slice() {
            [line] if *line == want => Ok(()),
            _ => {
                if let Some(conn) = self.conn.take() {
                    conn.close();
                }
                Err(PlayerError::Protocol(format!(
                    "after `{command}` the engine has {reply:?}, expected `{want}`"
                )))
            }
        }
    }

    /// Tells the engine the actions played since it last heard, up to a turn per `play`.
    fn sync(&mut self, game: &Game) -> Result<(), PlayerError> {
        let actions = &game.actions()[self.synced.min(game.actions().len())..];
        let mut i = 0;
        while i < actions.len() {
            let mover = self.mirror.side();
            let mut next = self.mirror.clone();
            let mut chunk = Vec::new();
            while i < actions.len() && chunk.len() < 2 && next.side() == mover {
                next.play(actions[i])
                    .map_err(|e| PlayerError::Protocol(format!("cannot follow the game: {e}")))?;
                chunk.push(actions[i].to_string());
                i += 1;
            }
            self.request_position(&format!("play {}", chunk.join(" ")), &next)?;
            self.mirror = next;
            self.synced += chunk.len();
        }
        Ok(())
    }

    /// The `go` command for these limits, and how long to wait for its answer.
    fn go_command(&self, limits: &Limits) -> (String, Duration) {
        let mut cmd = "go".to_string();
        let mut wait = self.search_timeout;
        if let Some(t) = limits.movetime {
            cmd.push_str(&format!(" time {}", t.as_millis()));
            wait = wait.min(t * 2 + Duration::from_secs(2));
        }
        if let Some(d) = limits.depth {
            cmd.push_str(&format!(" depth {d}"));
        }
        if let Some(n) = limits.nodes {
            cmd.push_str(&format!(" nodes {n}"));
        }
        if let Some(c) = limits.clock {
            cmd.push_str(&format!(
                " wtime {} btime {} winc {} binc {}",
                c.time[0].as_millis(),
                c.time[1].as_millis(),
                c.inc[0].as_millis(),
                c.inc[1].as_millis()
            ));
            let mine = c.time[self.mirror.side().index()];
            wait = wait.min(mine + Duration::from_secs(1));
        }
        (cmd, wait)
    }
}

/// A command line run by the shell (so that quoting and arguments work as typed).
fn shell(command: &str) -> Command {
    if cfg!(windows) {
        let mut c = Command::new("cmd");
        c.arg("/C").arg(command);
        c
    } else {
        let mut c = Command::new("sh");
        c.arg("-c").arg(format!("exec {command}"));
        // Its own process group, so that a Ctrl-C at the terminal reaches the match (which
        // stops cleanly and ends the engine) rather than killing the engine mid-game.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut c, 0);
        c
    }
}

impl Player for ExternalEngine {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self, game: &Game, _seed: u64) -> Result<(), PlayerError> {
        if self.conn.is_none() {
            self.start()?;
        }
        let start = game.start_position().clone();
        let command = format!("new {}", game.start());
        self.synced = 0;
        self.request_position(&command, &start)?;
        self.mirror = start;
        Ok(())
    }

    fn play_turn(&mut self, game: &Game, limits: &Limits) -> Result<Vec<Action>, PlayerError> {
        self.sync(game)?;
        let (command, wait) = self.go_command(limits);
        let reply = self.request(&command, wait)?;
        let Some(best) = reply.iter().find_map(|l| l.strip_prefix("bestturn")) else {
            return Err(PlayerError::Protocol(format!(
                "`go` got {reply:?}, no `bestturn`"
            )));
        };
        let mut pos = self.mirror.clone();
        let mut turn = Vec::new();
        for word in best.split_whitespace() {
            let action = pos.parse_action(word).map_err(|e| {
                PlayerError::Protocol(format!("cannot read `bestturn{best}`: `{word}`: {e}"))
            })?;
            // The referee judges legality; the next action is read after this one if it can
            // be played.
            let _ = pos.play(action);
            turn.push(action);
        }
        Ok(turn)
    }
}

impl Drop for ExternalEngine {
    fn drop(&mut self) {
        if let Some(conn) = self.conn.take() {
            conn.close();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::{GameOptions, GreedyPlayer, RandomPlayer, play_game};
    use tzaar_core::{Color, SetupKind, Start, Termination, actions_text};

    /// A small engine speaking the protocol: it plays the greedy player's turns. With `junk`
    /// it answers `go` with a turn that is never legal.
    fn mock_engine(commands: impl Read, mut out: impl Write, junk: bool) {
        let mut pos = Position::standard();
        let mut greedy = GreedyPlayer::new(1);
        let mut options = Vec::new();
        for line in BufReader::new(commands).lines() {
            let Ok(line) = line else { break };
            let words: Vec<&str> = line.split_whitespace().collect();
            let reply: Result<Vec<String>, String> = match words.as_slice() {
                ["id"] => Ok(vec!["id name mock 1.0".to_string()]),
                ["setoption", name, value] => {
                    options.push(format!("{name}={value}"));
                    Ok(vec![])
                }
                ["new", ..] => line["new".len()..]
                    .parse::<Start>()
                    .map_err(|e| e.to_string())
                    .map(|start| {
                        pos = start.position();
                        vec![pos.to_string()]
                    }),
                ["play", actions @ ..] => actions
                    .iter()
                    .try_for_each(|a| {
                        let a = pos.parse_action(a).map_err(|e| e.to_string())?;
                        pos.play(a).map(|_| ()).map_err(|e| e.to_string())
                    })
                    .map(|()| vec![pos.to_string()]),
                ["go", ..] if junk => Ok(vec!["bestturn pass".to_string()]),
                ["go", ..] => {
                    let game = Game::from_position(pos.clone());
                    greedy
                        .play_turn(&game, &Limits::default())
                        .map_err(|e| e.to_string())
                        .map(|turn| {
                            vec![
                                format!("info depth 1 options {}", options.join(",")),
                                format!("bestturn {}", actions_text(&turn)),
                            ]
                        })
                }
                ["quit"] => break,
                _ => Err(format!("unknown command `{line}`")),
            };
            let text = match reply {
                Ok(lines) => lines.into_iter().map(|l| l + "\n").collect::<String>() + "ok\n",
                Err(e) => format!("err {e}\n"),
            };
            if out.write_all(text.as_bytes()).is_err() {
                break;
            }
        }
    }

    fn mock(junk: bool) -> ExternalEngine {
        let (commands, to_engine) = os_pipe::pipe().expect("a pipe");
        let (from_engine, replies) = os_pipe::pipe().expect("a pipe");
        std::thread::spawn(move || mock_engine(commands, replies, junk));
        let options = [("hash".to_string(), "16".to_string())];
        ExternalEngine::connect(to_engine, from_engine, &options).expect("the mock answers")
    }

    #[test]
    fn an_external_engine_plays_whole_games() {
        for (i, kind) in [
            SetupKind::Standard,
            SetupKind::Random { seed: 9 },
            SetupKind::Tournament,
        ]
        .into_iter()
        .enumerate()
        {
            let mut engine = mock(false);
            // The mock's own greedy player, replayed here in the same order.
            let mut reference = GreedyPlayer::new(1);
            assert_eq!(engine.name(), "mock 1.0");
            let options = GameOptions {
                seed: i as u64,
                ..GameOptions::default()
            };
            // Twice with the same connection, once with each colour.
            let played = play_game(
                Game::new(kind),
                &mut engine,
                &mut RandomPlayer::default(),
                &options,
            )
            .unwrap();
            assert_eq!(played.forfeit, None);
            assert!(played.game.result().is_some());
            assert_greedy_turns(&played.game, Color::White, &mut reference);
            let played = play_game(
                Game::new(kind),
                &mut RandomPlayer::default(),
                &mut engine,
                &options,
            )
            .unwrap();
            assert_eq!(played.forfeit, None);
            assert!(played.game.result().is_some());
            assert_greedy_turns(&played.game, Color::Black, &mut reference);
        }
    }

    /// Every turn `color` played in `game` is the one `reference` chooses: a greedy player
    /// seeded like the mock's and asked in the same order, so the engine's answers were played.
    fn assert_greedy_turns(game: &Game, color: Color, reference: &mut GreedyPlayer) {
        for (i, turn) in game.turns().iter().enumerate() {
            let before = game.position_before_turn(i + 1).expect("a played turn");
            if before.side() != color {
                continue;
            }
            let expected = reference
                .play_turn(&Game::from_position(before.clone()), &Limits::default())
                .unwrap();
            assert_eq!(
                turn.actions().collect::<Vec<_>>(),
                expected,
                "turn {} from `{before}`",
                i + 1
            );
        }
    }

    #[test]
    fn a_custom_start_is_sent_as_a_position() {
        let mut pos = Position::standard();
        pos.play("D5xD4".parse().unwrap()).unwrap();
        let mut engine = mock(false);
        let played = play_game(
            Game::from_position(pos),
            &mut RandomPlayer::default(),
            &mut engine,
            &GameOptions::default(),
        )
        .unwrap();
        assert_eq!(played.forfeit, None);
    }

    #[test]
    fn an_illegal_reply_forfeits() {
        let mut engine = mock(true);
        let played = play_game(
            Game::new(SetupKind::Standard),
            &mut engine,
            &mut RandomPlayer::default(),
            &GameOptions::default(),
        )
        .unwrap();
        let forfeit = played.forfeit.unwrap();
        assert_eq!(forfeit.loser, Color::White);
        assert!(
            forfeit.reason.contains("`pass` is illegal"),
            "{}",
            forfeit.reason
        );
        assert_eq!(
            played.game.result().unwrap().termination,
            Termination::Resignation
        );
    }

    #[test]
    fn the_go_command_carries_the_limits() {
        let engine = mock(false);
        let limits = Limits {
            depth: Some(4),
            nodes: Some(1000),
            movetime: Some(Duration::from_millis(250)),
            clock: Some(tzaar_engine::limits::Clock {
                time: [Duration::from_millis(5000), Duration::from_millis(4000)],
                inc: [Duration::from_millis(100); 2],
            }),
        };
        let (cmd, wait) = engine.go_command(&limits);
        assert_eq!(
            cmd,
            "go time 250 depth 4 nodes 1000 wtime 5000 btime 4000 winc 100 binc 100"
        );
        assert_eq!(wait, Duration::from_millis(2500));
    }

    #[cfg(unix)]
    #[test]
    fn a_missing_program_is_reported_with_what_it_wrote() {
        let err = ExternalEngine::spawn("./no-such-engine-here --uci", &[])
            .err()
            .expect("it cannot start");
        let msg = err.to_string();
        assert!(msg.contains("closed its output"), "{msg}");
        assert!(msg.contains("no-such-engine-here"), "{msg}");
    }

    #[cfg(unix)]
    #[test]
    fn a_silent_program_times_out() {
        let started = Instant::now();
        let mut engine = ExternalEngine::unconnected(Some("sleep 5".to_string()), &[])
            .with_timeouts(Duration::from_millis(200), Duration::from_secs(1));
        let e = engine.start().unwrap_err();
        assert!(matches!(e, PlayerError::Timeout(_)), "{e}");
        assert!(started.elapsed() < Duration::from_secs(3));
    }
}
