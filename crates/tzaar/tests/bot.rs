//! `tzaar bot` against a real `tzaar serve`: a bot account run by `tzaar bot` with `tzaar
//! engine` declines a direct challenge outside its options, accepts a person's direct
//! challenge, and plays the game to its end over HTTP; the server is killed (SIGKILL) and
//! restarted mid-game, and the bot reconnects by itself and finishes the game; Ctrl-C stops
//! it cleanly.

mod api;
#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;
mod common;

use std::ffi::OsStr;
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use api::{call, game, ok, play_turn, sign_up};
use common::Server;
use serde_json::{Value, json};

/// A `tzaar serve` on the SQLite archive in `folder`, listening on `port` (0: any).
fn on_sqlite(folder: &Path, port: u16) -> Server {
    let args: [&OsStr; 4] = [
        "--data".as_ref(),
        folder.as_os_str(),
        "--signups-per-hour".as_ref(),
        "100".as_ref(),
    ];
    common::serve_on(port, &args)
}

/// `tzaar bot` for the site at `addr` with the session `token`, its output in `log`; killed
/// when dropped.
struct Bot {
    child: Child,
    log: std::path::PathBuf,
}

impl Bot {
    fn start(addr: SocketAddr, token: &str, log: &Path) -> Bot {
        let exe = env!("CARGO_BIN_EXE_tzaar");
        let out = std::fs::File::create(log).unwrap();
        let child = Command::new(exe)
            .args([
                "bot",
                "--server",
                &format!("http://{addr}"),
                "--engine",
                &format!("'{exe}' engine"),
                "--setoption",
                "threads=1",
                "--max-think-ms",
                "150",
                "--setups",
                "standard,random",
            ])
            .env("TZAAR_BOT_TOKEN", token)
            .stdin(Stdio::null())
            .stdout(out.try_clone().unwrap())
            .stderr(out)
            .spawn()
            .unwrap();
        Bot {
            child,
            log: log.to_path_buf(),
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Posts `seek` as `token` until the site takes it (the bot's stream may not be open yet);
/// the challenge's id.
async fn post_when_bot_is_online(addr: SocketAddr, token: &str, seek: &Value, bot: &Bot) -> String {
    let start = Instant::now();
    loop {
        let (status, v) = call(addr, "POST", "/api/seeks", Some(token), &seek.to_string()).await;
        if status == 201 {
            return v["id"].as_str().unwrap().to_string();
        }
        assert_eq!(v["error"], "bot-offline", "{status} {v}");
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the bot never came online:\n{}",
            bot.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Whether challenge `id` is among those `token` sees.
async fn is_open(addr: SocketAddr, token: &str, id: &str) -> bool {
    let seeks = ok(addr, "GET", "/api/seeks", Some(token), "").await;
    seeks["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == id)
}

/// Waits until `check` holds, for at most `secs`; says what it waited for when it never does.
async fn until<F, Fut>(secs: u64, what: &str, bot: &Bot, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = Instant::now();
    while !check().await {
        assert!(
            start.elapsed() < Duration::from_secs(secs),
            "{what} did not happen in {secs} s; the bot said:\n{}",
            bot.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_plays_a_direct_challenge_to_its_end_through_a_server_restart() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("data");
    let server = on_sqlite(&folder, 0);
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let robo = sign_up(addr, "Robo").await;
    let me = ok(addr, "POST", "/api/me/bot", Some(&robo), "").await;
    assert_eq!(me["bot"], true, "{me}");
    let bot = Bot::start(addr, &robo, &dir.path().join("bot.log"));

    // A setup the bot does not play: declined, and so gone from Ann's open challenges.
    let refused = json!({"setup": "tournament", "clock": {"initial_s": 600, "increment_s": 5},
        "opponent": "Robo"});
    let id = post_when_bot_is_online(addr, &ann, &refused, &bot).await;
    until(20, "the decline", &bot, || {
        is_open(addr, &ann, &id).then_not()
    })
    .await;

    // A direct challenge it takes: Ann is White.
    let seek = json!({"setup": "standard", "clock": {"initial_s": 900, "increment_s": 5},
        "opponent": "Robo", "color": "white", "rated": true});
    let seek_id = post_when_bot_is_online(addr, &ann, &seek, &bot).await;
    let waiting = Instant::now();
    let id = loop {
        let mine = ok(addr, "GET", "/api/me/games", Some(&ann), "").await;
        let found = mine["games"]
            .as_array()
            .and_then(|g| g.first())
            .and_then(|g| g["id"].as_str())
            .map(str::to_string);
        if let Some(id) = found {
            break id;
        }
        assert!(
            waiting.elapsed() < Duration::from_secs(20),
            "the bot did not accept; it said:\n{}",
            bot.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(!is_open(addr, &ann, &seek_id).await);
    let s = game(addr, &id).await;
    assert_eq!(s["accounts"]["white"], "Ann", "{s}");
    assert_eq!(s["accounts"]["black"], "Robo", "{s}");
    assert_eq!(s["bots"]["black"], true, "{s}");

    // Ann plays her turns; the bot answers. After Ann's third turn the server is killed and
    // restarted on the same archive and port.
    let mut server = Some(server);
    let mut ann_turns = 0;
    let mut bot_turns_after_restart = 0;
    let mut restarted_at: Option<usize> = None;
    let start = Instant::now();
    let last = loop {
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "the game did not end; the bot said:\n{}",
            bot.log()
        );
        let s = game(addr, &id).await;
        if s["status"] != "playing" {
            break s;
        }
        if s["side"] == "white" {
            if let Some(at) = restarted_at {
                let played = s["actions_played"].as_u64().unwrap() as usize;
                if played > at {
                    bot_turns_after_restart += 1;
                    restarted_at = Some(played);
                }
            }
            play_turn(addr, &id, &ann, "white").await;
            ann_turns += 1;
            if ann_turns == 3 {
                let before = game(addr, &id).await;
                drop(server.take()); // SIGKILL
                server = Some(on_sqlite(&folder, addr.port()));
                let after = game(addr, &id).await;
                assert_eq!(after["history"], before["history"], "an action was lost");
                restarted_at = Some(after["actions_played"].as_u64().unwrap() as usize);
            }
        } else {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    let log = bot.log();
    assert!(ann_turns >= 3, "the game ended before the restart:\n{log}");
    assert!(
        bot_turns_after_restart >= 1 || last["result"]["winner"] == "black",
        "the bot did not play after the restart:\n{log}"
    );
    let reason = last["result"]["reason"].as_str().unwrap_or_default();
    assert!(
        !["time", "abandoned", "resignation"].contains(&reason),
        "the game ended by {reason}: {last}\n{log}"
    );
    assert!(log.contains("declined Ann's challenge"), "{log}");
    assert!(log.contains(&format!("{id}: over")), "{log}");
    assert!(
        log.matches("connected").count() >= 2,
        "no reconnection:\n{log}"
    );

    // Ctrl-C: the bot says so and stops with status 0.
    let status = Command::new("kill")
        .args(["-s", "INT", &bot.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let mut bot = bot;
    let start = Instant::now();
    let code = loop {
        if let Some(code) = bot.child.try_wait().unwrap() {
            break code;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no exit at Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(code.code(), Some(0), "{}", bot.log());
    assert!(bot.log().contains("stopping"), "{}", bot.log());
    drop(server);
}

/// `!` of an async check.
trait ThenNot {
    fn then_not(self) -> impl std::future::Future<Output = bool>;
}

impl<F: std::future::Future<Output = bool>> ThenNot for F {
    async fn then_not(self) -> bool {
        !self.await
    }
}

#[test]
fn a_bot_with_a_broken_engine_or_a_bad_token_says_so_and_stops() {
    let exe = env!("CARGO_BIN_EXE_tzaar");
    let out = Command::new(exe)
        .args(["bot", "--token", "x", "--engine", "exit 3"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the engine `exit 3` does not work"), "{err}");

    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let server = on_sqlite(&dir.path().join("data"), 0);
    let person = rt.block_on(sign_up(server.addr, "Ann"));
    for token in ["0123456789abcdef", person.as_str()] {
        let out = Command::new(exe)
            .args(["bot", "--server", &format!("http://{}", server.addr)])
            .args(["--engine", &format!("'{exe}' engine")])
            .env("TZAAR_BOT_TOKEN", token)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("the site refuses this bot"), "{err}");
    }
}
