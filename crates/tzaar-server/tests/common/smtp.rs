//! A throwaway SMTP server for tests: Debian's `python3-aiosmtpd` on a free port of
//! 127.0.0.1, keeping what it is sent in a Maildir, killed when dropped.
//!
//! When aiosmtpd is missing, [`Smtp::start`] says so and returns `None`, so the test skips;
//! with `TZAAR_SMTP_TESTS=required` (as `.ci/run` sets) it fails instead.

// Each test file that includes this uses part of it.
#![allow(dead_code)]

use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running SMTP server; dropping it kills it and removes its Maildir.
pub struct Smtp {
    child: Child,
    dir: tempfile::TempDir,
    /// The port it listens on, on 127.0.0.1.
    pub port: u16,
}

/// A Python that has aiosmtpd: Debian's first (a `python3` of another installation may come
/// first on the `PATH`).
fn python() -> Option<&'static str> {
    ["/usr/bin/python3", "python3"].into_iter().find(|p| {
        Command::new(p)
            .args(["-c", "import aiosmtpd"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// A port free now on 127.0.0.1.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Whether aiosmtpd can be run; if not, says so, or fails with `TZAAR_SMTP_TESTS=required`.
pub fn available() -> bool {
    if python().is_some() {
        return true;
    }
    let why = "python3-aiosmtpd is not installed (Debian: apt-get install python3-aiosmtpd)";
    if std::env::var("TZAAR_SMTP_TESTS").as_deref() == Ok("required") {
        panic!("TZAAR_SMTP_TESTS=required, but {why}");
    }
    eprintln!("skipping: {why}");
    false
}

impl Smtp {
    /// A server on a free port, or `None` (see [`available`]).
    pub fn start() -> Option<Smtp> {
        Smtp::start_on(free_port())
    }

    /// A server on `port`, or `None` (see [`available`]).
    pub fn start_on(port: u16) -> Option<Smtp> {
        if !available() {
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        let maildir = dir.path().join("maildir");
        let child = Command::new(python().unwrap())
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}")])
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(&maildir)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("aiosmtpd starts");
        let smtp = Smtp { child, dir, port };
        let start = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "aiosmtpd did not listen"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(smtp)
    }

    /// The URL to give the server.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// The Maildir's folder.
    fn maildir(&self) -> PathBuf {
        self.dir.path().join("maildir")
    }

    /// Every mail received so far, as its raw text, oldest first.
    pub fn mails(&self) -> Vec<String> {
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = ["new", "cur"]
            .iter()
            .filter_map(|sub| std::fs::read_dir(self.maildir().join(sub)).ok())
            .flatten()
            .filter_map(|e| e.ok())
            .map(|e| (e.metadata().unwrap().modified().unwrap(), e.path()))
            .collect();
        files.sort();
        files
            .into_iter()
            .map(|(_, path)| std::fs::read_to_string(path).unwrap())
            .collect()
    }

    /// Waits (up to `within`) until at least `n` mails have arrived; all of them.
    pub async fn wait_for(&self, n: usize, within: Duration) -> Vec<String> {
        let start = Instant::now();
        loop {
            let mails = self.mails();
            if mails.len() >= n {
                return mails;
            }
            assert!(
                start.elapsed() < within,
                "{} mails arrived within {within:?}, not {n}",
                mails.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A mail's body with quoted-printable's soft line breaks and escapes undone.
pub fn decoded(mail: &str) -> String {
    let joined = mail.replace("=\r\n", "").replace("=\n", "");
    let mut out = String::new();
    let mut rest = joined.as_str();
    while let Some(i) = rest.find('=') {
        out.push_str(&rest[..i]);
        let hex = rest.get(i + 1..i + 3).unwrap_or("");
        match u8::from_str_radix(hex, 16) {
            Ok(b) if hex.len() == 2 => {
                out.push(char::from(b));
                rest = &rest[i + 3..];
            }
            _ => {
                out.push('=');
                rest = &rest[i + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The header `name` of a raw mail.
pub fn header(mail: &str, name: &str) -> Option<String> {
    mail.lines()
        .take_while(|l| !l.trim().is_empty())
        .find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
}

/// The link of a mail (the line that holds `#token=`) and its token.
pub fn link(mail: &str) -> (String, String) {
    let text = decoded(mail);
    let line = text
        .lines()
        .find(|l| l.contains("#token="))
        .unwrap_or_else(|| panic!("no link in {text}"))
        .trim()
        .to_string();
    let token = line.split("#token=").nth(1).unwrap().to_string();
    assert_eq!(token.len(), 64, "{line}");
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()), "{line}");
    (line, token)
}
