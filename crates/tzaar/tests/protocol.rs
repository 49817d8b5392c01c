//! `tzaar engine` as another program sees it: the built binary in its own process, driven over
//! pipes. The conformance files in `tests/data/*.conformance` script sessions and their exact
//! replies (the format is described at the top of `tests/data/protocol.conformance`); whole
//! games played by the engine against itself check that every turn it chooses is legal.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use tzaar_core::{Action, Game, Phase, Position, SetupKind, Turn};

/// No reply may take longer than this (the scripts use small limits).
const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

/// Starts `tzaar engine` with its input and output piped and its errors sent to `stderr`.
fn spawn_engine(stderr: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .expect("the binary starts")
}

/// A running `tzaar engine`, its output read line by line on a thread so that a silent engine
/// fails the test instead of hanging it.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = spawn_engine(Stdio::inherit());
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).split(b'\n') {
                let Ok(line) = line else { break };
                if tx
                    .send(String::from_utf8_lossy(&line).into_owned())
                    .is_err()
                {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine {
            child,
            stdin,
            lines,
        }
    }

    /// Sends bytes. An engine that has exited (after `quit`) cannot read them; that shows when
    /// its reply is read, so a closed pipe is not an error here.
    fn send(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        if let Err(e) = stdin.write_all(bytes).and_then(|()| stdin.flush()) {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
        }
    }

    /// The next output line; `None` at the end of the output.
    fn line(&mut self, context: &str) -> Option<String> {
        match self.lines.recv_timeout(REPLY_TIMEOUT) {
            Ok(l) => Some(l),
            Err(RecvTimeoutError::Disconnected) => None,
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                panic!("{context}: no reply within {REPLY_TIMEOUT:?}");
            }
        }
    }

    /// Sends a command and returns its whole reply, up to and including `ok` or `err ...`.
    fn command(&mut self, command: &str) -> Vec<String> {
        self.send(format!("{command}\n").as_bytes());
        self.reply(command)
    }

    fn reply(&mut self, context: &str) -> Vec<String> {
        let mut reply = Vec::new();
        loop {
            let line = self
                .line(context)
                .unwrap_or_else(|| panic!("{context}: output ended mid-reply: {reply:?}"));
            let last = line == "ok" || line.starts_with("err ");
            reply.push(line);
            if last {
                return reply;
            }
        }
    }

    /// Closes the input and checks that the engine exits successfully with nothing more said.
    fn finish(mut self, context: &str) {
        drop(self.stdin.take());
        if let Some(extra) = self.line(context) {
            panic!("{context}: output after the end: {extra}");
        }
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "{context}: exit status {status}");
    }
}

/// Whether `text` matches `pattern`, where `*` stands for any text (possibly empty) and `?` for
/// any one character.
fn glob(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    // Classic wildcard matching with one backtrack point.
    let (mut i, mut j) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while j < t.len() {
        if i < p.len() && (p[i] == '?' || p[i] == t[j]) {
            i += 1;
            j += 1;
        } else if i < p.len() && p[i] == '*' {
            star = Some((i, j));
            i += 1;
        } else if let Some((si, sj)) = star {
            i = si + 1;
            j = sj + 1;
            star = Some((si, sj + 1));
        } else {
            return false;
        }
    }
    p[i..].iter().all(|&c| c == '*')
}

/// One expected reply line.
#[derive(Debug)]
enum Expect {
    /// `= TEXT`: exactly this line.
    Exact(String),
    /// `* PATTERN`: one line matching the glob.
    Glob(String),
    /// `+ PATTERN`: one or more lines matching the glob.
    Many(String),
    /// `? PATTERN`: zero or more lines matching the glob.
    Any(String),
}

/// What to send.
#[derive(Debug)]
enum Send {
    Line(String),
    Bytes(Vec<u8>),
}

/// A step of a script: what is sent, the line it is on, and the reply expected.
struct Step {
    send: Send,
    line: usize,
    expect: Vec<Expect>,
}

fn hex(text: &str) -> Vec<u8> {
    let digits: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    digits
        .chunks(2)
        .map(|pair| {
            let s = std::str::from_utf8(pair).expect("hex digits");
            u8::from_str_radix(s, 16).unwrap_or_else(|_| panic!("bad hex `{s}`"))
        })
        .collect()
}

fn parse_script(text: &str) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let (tag, rest) = raw.split_once(' ').unwrap_or((raw, ""));
        let send = match tag {
            ">" => Some(Send::Line(rest.to_string())),
            ">x" => Some(Send::Bytes(hex(rest))),
            ">long" => {
                let n: usize = rest.trim().parse().expect("a length");
                let mut bytes = vec![b'a'; n];
                bytes.push(b'\n');
                Some(Send::Bytes(bytes))
            }
            _ => None,
        };
        if let Some(send) = send {
            steps.push(Step {
                send,
                line,
                expect: Vec::new(),
            });
            continue;
        }
        let expect = match tag {
            "=" => Expect::Exact(rest.to_string()),
            "*" => Expect::Glob(rest.to_string()),
            "+" => Expect::Many(rest.to_string()),
            "?" => Expect::Any(rest.to_string()),
            _ => panic!("line {line}: cannot read `{raw}`"),
        };
        steps
            .last_mut()
            .unwrap_or_else(|| panic!("line {line}: an expectation before any command"))
            .expect
            .push(expect);
    }
    steps
}

/// Checks a reply against its expectations; `Err` says where it differs.
fn check(reply: &[String], expect: &[Expect]) -> Result<(), String> {
    let mut at = 0;
    for e in expect {
        match e {
            Expect::Exact(s) => {
                if reply.get(at) != Some(s) {
                    return Err(format!("line {}: expected `{s}`", at + 1));
                }
                at += 1;
            }
            Expect::Glob(p) => {
                if !reply.get(at).is_some_and(|l| glob(p, l)) {
                    return Err(format!("line {}: expected a match of `{p}`", at + 1));
                }
                at += 1;
            }
            Expect::Many(p) | Expect::Any(p) => {
                let start = at;
                while reply.get(at).is_some_and(|l| glob(p, l)) {
                    at += 1;
                }
                if matches!(e, Expect::Many(_)) && at == start {
                    return Err(format!("line {}: expected lines matching `{p}`", at + 1));
                }
            }
        }
    }
    if at != reply.len() {
        return Err(format!("line {}: not expected", at + 1));
    }
    Ok(())
}

fn run_script(path: &Path) {
    let text = std::fs::read_to_string(path).expect("the script is readable");
    let name = path.display().to_string();
    let steps = parse_script(&text);
    assert!(!steps.is_empty(), "{name}: no commands");
    let mut engine = Engine::start();
    for step in steps {
        let context = format!("{name}:{} {:?}", step.line, step.send);
        match &step.send {
            Send::Line(l) => engine.send(format!("{l}\n").as_bytes()),
            Send::Bytes(b) => engine.send(b),
        }
        if step.expect.is_empty() {
            // No reply expected (an empty line): the next reply shows any stray output.
            continue;
        }
        let reply = engine.reply(&context);
        if let Err(why) = check(&reply, &step.expect) {
            panic!(
                "{context}: {why}\nexpected: {:#?}\nreply: {reply:#?}",
                step.expect
            );
        }
    }
    engine.finish(&name);
}

#[test]
fn globs() {
    assert!(glob("info depth * pv *", "info depth 3 pv A1xA2"));
    assert!(glob("info depth * pv*", "info depth 3 pv"));
    assert!(!glob("info depth * pv *", "info depth 3 pv"));
    assert!(glob("bestturn ??x?? *", "bestturn D5xD4 pass"));
    assert!(!glob("bestturn ??x??", "bestturn D5xD4 pass"));
    assert!(glob("*", ""));
    assert!(glob("a*b*c", "aXbYbZc"));
}

#[test]
fn conformance_scripts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut scripts: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "conformance"))
        .collect();
    scripts.sort();
    assert!(
        !scripts.is_empty(),
        "no conformance scripts in {}",
        dir.display()
    );
    for script in scripts {
        run_script(&script);
    }
}

/// The position string in a one-line reply.
fn position_of(reply: &[String]) -> Position {
    assert_eq!(reply.len(), 2, "{reply:?}");
    assert_eq!(reply[1], "ok");
    reply[0].parse().expect("a position string")
}

/// Plays a whole game of the engine against itself from `start`, checking each chosen turn with
/// the rules, and returns the finished game.
fn self_play(start: &str, go: &str) -> Game {
    let mut engine = Engine::start();
    assert_eq!(engine.command("setoption threads 1"), ["ok"]);
    assert_eq!(engine.command("setoption hash 4"), ["ok"]);
    let kind = match start {
        "standard" => SetupKind::Standard,
        "tournament" => SetupKind::Tournament,
        random => SetupKind::Random {
            seed: random
                .strip_prefix("random ")
                .and_then(|s| s.parse().ok())
                .expect("random <seed>"),
        },
    };
    let mut game = Game::new(kind);
    assert_eq!(
        &position_of(&engine.command(&format!("new {start}"))),
        game.position()
    );
    let mut turns = 0;
    while !game.is_over() {
        turns += 1;
        assert!(turns <= 200, "{start}: the game does not end");
        let reply = engine.command(go);
        assert_eq!(reply.last().map(String::as_str), Some("ok"), "{reply:?}");
        let best = &reply[reply.len() - 2];
        for info in &reply[..reply.len() - 2] {
            assert!(info.starts_with("info depth "), "{info}");
        }
        let text = best
            .strip_prefix("bestturn ")
            .unwrap_or_else(|| panic!("{best}"));
        let actions: Vec<Action> = text
            .split(' ')
            .map(|a| a.parse().expect("an action in our notation"))
            .collect();
        // A whole turn: two actions at a first action that does not end the game, else one.
        let phase = game.position().phase();
        let turn = Turn {
            first: actions[0],
            second: actions.get(1).copied(),
        };
        assert!(actions.len() <= 2, "{best}");
        game.play_turn(turn)
            .unwrap_or_else(|e| panic!("{start}: {best} in {}: {e}", game.position()));
        if phase != Phase::FirstAction {
            assert_eq!(actions.len(), 1, "{best}");
        }
        let pos = position_of(&engine.command(&format!("play {text}")));
        assert_eq!(&pos, game.position());
    }
    let result = game.result().expect("over");
    let token = if result.winner == tzaar_core::Color::White {
        "1-0"
    } else {
        "0-1"
    };
    assert_eq!(
        engine.command("result"),
        [
            format!("result {token} {}", result.termination.token()),
            "ok".to_string()
        ]
    );
    let over = engine.command(go);
    assert_eq!(over, [format!("err the game is over: {result}")]);
    assert_eq!(engine.command("actions"), ["", "ok"]);
    assert_eq!(engine.command("quit"), ["ok"]);
    engine.finish(start);
    game
}

#[test]
fn the_engine_plays_whole_games_against_itself() {
    for (start, go) in [
        ("standard", "go depth 2"),
        ("random 77", "go nodes 3000"),
        ("tournament", "go depth 1"),
    ] {
        let game = self_play(start, go);
        assert!(
            game.turns().len() > 5,
            "{start}: {} turns",
            game.turns().len()
        );
    }
}

#[test]
fn weaker_levels_play_legal_games() {
    let mut engine = Engine::start();
    assert_eq!(engine.command("setoption threads 1"), ["ok"]);
    assert_eq!(engine.command("setoption level 2"), ["ok"]);
    assert_eq!(engine.command("setoption seed 5"), ["ok"]);
    let mut game = Game::new(SetupKind::Random { seed: 21 });
    engine.command("new random 21");
    while !game.is_over() {
        let reply = engine.command("go depth 3 time 2000");
        let best = reply[reply.len() - 2]
            .strip_prefix("bestturn ")
            .expect("a turn");
        let turn: Turn = best.parse().expect("a turn in our notation");
        game.play_turn(turn).expect("a legal turn");
        assert_eq!(
            &position_of(&engine.command(&format!("play {best}"))),
            game.position()
        );
    }
    engine.finish("levels");
}

#[test]
fn a_closed_output_ends_the_engine_quietly() {
    let mut child = spawn_engine(Stdio::piped());
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    // The engine may already have exited, so writing may fail: that is fine.
    let _ = stdin.write_all(b"id\nposition\nhelp\n");
    drop(stdin);
    let out = child.wait_with_output().expect("the engine exits");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
