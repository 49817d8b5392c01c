//! Helpers shared by the tests that run the `tzaar` binary as a process.
// Each test crate uses only some of them.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

/// Bytes of output as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Checks that the run was refused as wrong use (exit code 2), saying `message`.
pub fn assert_refused(o: &Output, message: &str) {
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains(message), "expected {message:?} in:\n{err}");
}

/// [`assert_refused`], the refusal coming before any output.
pub fn assert_refused_at_once(o: &Output, message: &str) {
    assert_refused(o, message);
    assert!(o.stdout.is_empty(), "{message}: {}", text(&o.stdout));
}

/// Starts the binary in `dir` with its standard streams piped.
pub fn spawn_in(dir: &Path, args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Runs the binary in `dir` with all of `input` at once.
pub fn tzaar_in(dir: &Path, args: &[&str], input: impl AsRef<[u8]>) -> Output {
    let mut child = spawn_in(dir, args);
    // The binary may refuse to start and so never read its input.
    if let Err(e) = child.stdin.take().expect("stdin").write_all(input.as_ref()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().expect("the binary finishes")
}

/// [`tzaar_in`] that insists on success; what the binary printed.
pub fn tzaar_ok_in(dir: &Path, args: &[&str], input: impl AsRef<[u8]>) -> String {
    let o = tzaar_in(dir, args, input);
    assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

/// A `tzaar play` still running, fed and read a step at a time.
pub struct Running {
    pub child: std::process::Child,
    pub stdin: Option<std::process::ChildStdin>,
    pub stdout: Option<std::process::ChildStdout>,
    /// All the output read so far.
    pub seen: String,
    /// How much of `seen` earlier waits have used up.
    pub used: usize,
}

impl Running {
    pub fn start(dir: &Path, args: &[&str]) -> Running {
        let mut child = spawn_in(dir, args);
        Running {
            stdin: child.stdin.take(),
            stdout: child.stdout.take(),
            child,
            seen: String::new(),
            used: 0,
        }
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        writeln!(stdin, "{line}").expect("input written");
        stdin.flush().expect("input flushed");
    }

    /// Reads the output until one of `markers` appears after what earlier waits used up;
    /// returns which one (the earliest in the output).
    pub fn wait_any(&mut self, markers: &[&str]) -> usize {
        loop {
            let rest = &self.seen[self.used..];
            let found = markers
                .iter()
                .enumerate()
                .filter_map(|(i, m)| rest.find(m).map(|at| (at, i)))
                .min();
            if let Some((at, i)) = found {
                self.used += at + markers[i].len();
                return i;
            }
            let chunk = self.read_some();
            assert!(
                !chunk.is_empty(),
                "the output ended before {markers:?}:\n{}",
                self.seen
            );
            self.seen.push_str(&text(&chunk));
        }
    }

    pub fn wait_for(&mut self, marker: &str) {
        self.wait_any(&[marker]);
    }

    /// The text after `marker` up to `end`, waiting for both.
    pub fn read_between(&mut self, marker: &str, end: &str) -> String {
        self.wait_for(marker);
        let from = self.used;
        self.wait_for(end);
        self.seen[from..self.used - end.len()].to_string()
    }

    /// The next piece of output (empty at its end); the process is killed after a minute of
    /// silence, so that a test fails rather than hangs.
    pub fn read_some(&mut self) -> Vec<u8> {
        let mut stdout = self.stdout.take().expect("stdout is open");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut buf = vec![0u8; 4096];
            let n = stdout.read(&mut buf).unwrap_or(0);
            buf.truncate(n);
            let _ = tx.send((stdout, buf));
        });
        match rx.recv_timeout(Duration::from_secs(60)) {
            Ok((stdout, chunk)) => {
                self.stdout = Some(stdout);
                chunk
            }
            Err(_) => {
                let _ = self.child.kill();
                panic!("no output for a minute; so far:\n{}", self.seen);
            }
        }
    }

    pub fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args(["-s", name, &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
    }

    /// Waits for the process to end by itself, the input still open, and returns all it said.
    pub fn wait_for_exit(mut self) -> Output {
        loop {
            let chunk = self.read_some();
            if chunk.is_empty() {
                return self.finish();
            }
            self.seen.push_str(&text(&chunk));
        }
    }

    /// Closes the input and waits for the end; the output includes what was read before.
    pub fn finish(mut self) -> Output {
        drop(self.stdin.take());
        let mut rest = Vec::new();
        if let Some(mut stdout) = self.stdout.take() {
            let _ = stdout.read_to_end(&mut rest);
        }
        let mut o = self.child.wait_with_output().expect("the binary finishes");
        o.stdout = [self.seen.as_bytes(), &rest].concat();
        o
    }
}

/// A running `tzaar serve`, killed with SIGKILL when dropped.
pub struct Server {
    /// The process.
    pub child: std::process::Child,
    /// The address it printed that it listens on.
    pub addr: std::net::SocketAddr,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `tzaar serve --port 0` with `args` and reads the address from its first line.
pub fn serve(args: &[&std::ffi::OsStr]) -> Server {
    serve_on(0, args)
}

/// Starts `tzaar serve --port PORT` (0: any free port) with `args` and reads the address from
/// its first line.
pub fn serve_on(port: u16, args: &[&std::ffi::OsStr]) -> Server {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(["serve", "--port", &port.to_string()])
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .strip_prefix("TZAAR server listening on http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
        .parse()
        .unwrap();
    Server { child, addr }
}
