//! A minimal HTTP/1.1 client for the server's tests and load test and for
//! `crates/tzaar/tests/serve.rs` (which includes this file by its path): one request per
//! connection, JSON or text bodies, a bearer token. Not a general client, and not part of the
//! library.

#![allow(dead_code)]

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A response: its status code and body.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The body as text.
    pub body: String,
}

impl Reply {
    /// The body read as JSON (`Null` if it is not JSON).
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or(serde_json::Value::Null)
    }
}

/// Sends `method path` to `addr` with an optional bearer token and body (sent as JSON unless it
/// is a record to import), and reads the whole response.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> std::io::Result<Reply> {
    let mut stream = TcpStream::connect(addr).await?;
    let content_type = if path == "/api/import" {
        "text/plain"
    } else {
        "application/json"
    };
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: {content_type}\r\nContent-Length: {}\r\n",
        body.len()
    );
    if let Some(t) = token {
        head.push_str(&format!("Authorization: Bearer {t}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(body.as_bytes()).await?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await?;
    parse(&raw).ok_or_else(|| std::io::Error::other("malformed HTTP response"))
}

fn parse(raw: &[u8]) -> Option<Reply> {
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..split]).ok()?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    let rest = &raw[split + 4..];
    let chunked = head.lines().any(|l| {
        l.to_ascii_lowercase()
            .starts_with("transfer-encoding: chunked")
    });
    let body = if chunked {
        dechunk(rest)?
    } else {
        rest.to_vec()
    };
    Some(Reply {
        status,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

fn dechunk(mut raw: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let line_end = raw.windows(2).position(|w| w == b"\r\n")?;
        let size_text = std::str::from_utf8(&raw[..line_end]).ok()?;
        let size = usize::from_str_radix(size_text.split(';').next()?.trim(), 16).ok()?;
        raw = &raw[line_end + 2..];
        if size == 0 {
            return Some(out);
        }
        out.extend_from_slice(raw.get(..size)?);
        raw = raw.get(size + 2..)?;
    }
}

/// Signs `name` up with `password` at `addr`; the session token.
pub async fn sign_up(addr: SocketAddr, name: &str, password: &str) -> String {
    session(addr, "/api/accounts", name, password, 201).await
}

/// Logs `name` in with `password` at `addr`; the new session's token.
pub async fn log_in(addr: SocketAddr, name: &str, password: &str) -> String {
    session(addr, "/api/session", name, password, 200).await
}

/// Posts a name and password to `path`; the session token of the reply, which must have
/// the status `expect`.
async fn session(addr: SocketAddr, path: &str, name: &str, password: &str, expect: u16) -> String {
    let body = serde_json::json!({"name": name, "password": password}).to_string();
    let r = request(addr, "POST", path, None, &body).await.unwrap();
    assert_eq!(r.status, expect, "{}", r.body);
    r.json()["token"].as_str().unwrap().to_string()
}

/// The body of `POST /api/games/{id}/actions` that plays the first legal action in a State
/// that does not lose at once (the first action if all do).
pub fn sensible_action_body(state: &serde_json::Value) -> String {
    let actions = state["actions"]
        .as_array()
        .expect("a State lists its actions");
    let choice = actions
        .iter()
        .find(|a| a["loses"] == false)
        .unwrap_or(&actions[0]);
    serde_json::json!({"action": choice["action"]}).to_string()
}
