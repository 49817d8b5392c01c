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

/// A mail's body with quoted-printable's soft line breaks and escapes undone (the bytes read
/// as UTF-8).
pub fn decoded(mail: &str) -> String {
    let joined = mail.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok());
        match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
            Some(b) if bytes[i] == b'=' => {
                out.push(b);
                i += 3;
            }
            _ => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The header `name` of a raw mail, its folded lines joined.
pub fn header(mail: &str, name: &str) -> Option<String> {
    let mut lines = mail.lines().take_while(|l| !l.trim().is_empty()).peekable();
    while let Some(line) = lines.next() {
        let Some((k, v)) = line.split_once(':') else {
            continue;
        };
        if !k.eq_ignore_ascii_case(name) {
            continue;
        }
        let mut value = v.trim().to_string();
        while let Some(next) = lines.next_if(|l| l.starts_with([' ', '\t'])) {
            value.push(' ');
            value.push_str(next.trim());
        }
        return Some(value);
    }
    None
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

/// A header's value with RFC 2047 encoded words (`=?utf-8?b?…?=`, `=?utf-8?q?…?=`) decoded.
pub fn decoded_header(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(i) = rest.find("=?") {
        out.push_str(&rest[..i]);
        let word = &rest[i + 2..];
        let parts: Vec<&str> = word.splitn(3, '?').collect();
        let Some(end) = parts.get(2).and_then(|p| p.find("?=")) else {
            out.push_str(&rest[i..]);
            return out;
        };
        let text = &parts[2][..end];
        let bytes = match parts[1].to_ascii_lowercase().as_str() {
            "b" => base64_decode(text),
            _ => quoted(text).into_bytes(),
        };
        out.push_str(&String::from_utf8_lossy(&bytes));
        rest = &parts[2][end + 2..];
        rest = rest.trim_start_matches([' ', '\t', '\r', '\n']);
    }
    out.push_str(rest);
    out
}

/// Base64 without its padding checked.
fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut bits = 0u32;
    let mut n = 0;
    let mut out = Vec::new();
    for c in text.bytes() {
        let Some(v) = ALPHABET.iter().position(|&a| a == c) else {
            continue;
        };
        bits = (bits << 6) | v as u32;
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
        }
    }
    out
}

/// An encoded word's Q text: `_` a space, `=XX` a byte.
fn quoted(text: &str) -> String {
    let bytes: Vec<u8> = text.replace('_', " ").into_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'=' && i + 2 < bytes.len() + 1 {
            if let Some(b) = std::str::from_utf8(&bytes[i + 1..(i + 3).min(bytes.len())])
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
