//! `tzaar match` as a user runs it: real processes, real record files, an external engine.

mod common;

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use common::{assert_refused, text};
use tzaar_core::record::Record;
use tzaar_core::{Color, Termination};

fn tzaar(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tzaar-match-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Runs `tzaar match` with `options` (split at spaces) and then `more`, checks that it
/// succeeded, and returns what it printed.
fn played(options: &str, more: &[&str]) -> String {
    let mut args = vec!["match"];
    args.extend(options.split_whitespace());
    args.extend_from_slice(more);
    let out = tzaar(&args);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// The value after `label` on the report line starting with it.
fn field<'a>(out: &'a str, label: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(label))
        .unwrap_or_else(|| panic!("no `{label}` line in:\n{out}"))
        .trim()
}

fn records(dir: &PathBuf) -> Vec<Record> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the directory exists")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let t = std::fs::read_to_string(p).expect("readable");
            Record::parse(&t).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        })
        .collect()
}

/// The winner of each saved game, A or B, checking on the way that A is White in the first
/// game of each pair and Black in the second, and that every game ended by the rules.
fn winners<'a>(saved: &[Record], a: &'a str, b: &'a str) -> Vec<&'a str> {
    let mut winners = Vec::new();
    for (i, r) in saved.iter().enumerate() {
        let (white, black) = if i % 2 == 0 { (a, b) } else { (b, a) };
        assert_eq!((r.tag("White"), r.tag("Black")), (Some(white), Some(black)));
        let result = r.game.result().expect("decided");
        assert!(matches!(result.termination, Termination::Rule(_)), "{r}");
        winners.push(if result.winner == Color::White {
            white
        } else {
            black
        });
    }
    winners
}

#[test]
fn greedy_against_random_is_counted_and_saved() {
    let dir = temp_dir("greedy");
    let out = ["--out", dir.to_str().unwrap()];
    let stdout = played("--a greedy --b random --games 6 --seed 5", &out);
    assert_eq!(stdout.lines().filter(|l| l.starts_with("game ")).count(), 6);
    assert!(field(&stdout, "games").starts_with("6 (A as White 3, as Black 3)"));
    let a_wins: usize = field(&stdout, "A wins")
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(a_wins >= 5, "{stdout}");
    assert!(field(&stdout, "elo").starts_with("A - B +"), "{stdout}");

    let saved = records(&dir);
    assert_eq!(saved.len(), 6);
    for (i, r) in saved.iter().enumerate() {
        assert_eq!(r.tag("Round"), Some((i + 1).to_string().as_str()));
        assert_eq!(r.tag("Event"), Some("tzaar match: greedy vs random"));
    }
    let winners = winners(&saved, "greedy", "random");
    assert_eq!(winners.iter().filter(|&&w| w == "greedy").count(), a_wins);
    // The pairs share their start.
    assert_eq!(
        saved[0].game.start_position(),
        saved[1].game.start_position()
    );
    assert_ne!(
        saved[0].game.start_position(),
        saved[2].game.start_position()
    );

    // The same seed plays the same games; an existing file is never overwritten.
    played("--a greedy --b random --games 2 --seed 5", &out);
    let saved_again = records(&dir);
    assert_eq!(saved_again.len(), 8);
    assert!(dir.join("game-0001-2.tzr").exists());
    assert_eq!(saved_again[1].game, saved[0].game);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_engine_plays_every_setup_within_a_node_limit() {
    let stdout = played(
        "--a engine --a-opt lmr=false --b greedy --nodes 300 --games 6 --setup mixed --seed 2 \
         --concurrency 2",
        &[],
    );
    assert!(stdout.contains("A: engine(lmr=false)"), "{stdout}");
    assert!(stdout.contains("(standard)") && stdout.contains("(tournament)"));
    assert!(field(&stdout, "games").starts_with("6 "), "{stdout}");
    assert!(!stdout.contains("forfeit"), "{stdout}");
}

#[test]
fn an_sprt_stops_the_match_when_it_decides() {
    let stdout = played(
        "--a greedy --b random --games 200 --seed 3 --sprt 0,50",
        &[],
    );
    let games: u64 = field(&stdout, "games")
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(games < 60, "{stdout}");
    assert!(
        field(&stdout, "sprt").contains("H1 accepted: A - B >= 50 Elo"),
        "{stdout}"
    );
}

#[test]
fn bad_options_are_refused() {
    for args in [
        &["match", "--a", "stockfish"][..],
        &["match", "--a-opt", "lmr=perhaps"],
        &["match", "--b", "random", "--b-opt", "hash=4"],
        &["match", "--games", "0"],
        &["match", "--sprt", "10,0"],
        &["match", "--tc", "0+1"],
    ] {
        let out = tzaar(args);
        assert!(!out.status.success(), "{args:?}");
        assert!(!text(&out.stderr).contains("panicked"), "{args:?}");
    }
}

#[test]
fn a_closed_output_stops_the_match_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(["match", "--a", "random", "--b", "random", "--games", "400"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("a line");
    assert!(first.starts_with("A: random"), "{first}");
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("stderr read");
    let status = child.wait().expect("it ends");
    assert!(status.success(), "{status}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// An engine as a shell script: it knows the protocol's greetings but plays `pass` at once
/// and refuses everything else, so it loses every game by forfeit.
#[cfg(unix)]
#[test]
fn an_external_engine_that_misbehaves_forfeits() {
    let dir = temp_dir("external");
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("engine.sh");
    std::fs::write(
        &script,
        r#"while read -r cmd rest; do
  case "$cmd" in
    id) echo "id name shell mock"; echo ok ;;
    setoption) echo "$rest" >> "$(dirname "$0")/options"; echo ok ;;
    new) echo "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open"; echo ok ;;
    go) echo "info depth 1"; echo "bestturn pass"; echo ok ;;
    quit) exit 0 ;;
    *) echo "err unknown command" ;;
  esac
done
"#,
    )
    .unwrap();
    let records_dir = dir.join("games");
    let spec = format!("cmd:sh {}", script.display());
    let stdout = played(
        "--a-opt hash=8 --b greedy --setup standard --games 2 --movetime 50",
        &["--a", &spec, "--out", records_dir.to_str().unwrap()],
    );
    assert!(stdout.contains("A: shell mock"), "{stdout}");
    assert!(field(&stdout, "B wins").starts_with("2 "), "{stdout}");
    assert!(field(&stdout, "endings").contains("forfeit 2"), "{stdout}");
    let saved = records(&records_dir);
    assert_eq!(saved.len(), 2);
    for (record, why) in saved.iter().zip(["`pass` is illegal", "refused `play"]) {
        let forfeit = record.tag("Forfeit");
        assert!(forfeit.is_some_and(|f| f.contains(why)), "{forfeit:?}");
    }
    assert_eq!(saved[0].tag("White"), Some("shell mock"));
    // One setoption per engine start: the process is restarted after it broke the protocol.
    let options = std::fs::read_to_string(dir.join("options")).unwrap();
    assert!(options.lines().all(|l| l == "hash 8") && !options.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn levels_play_a_match_that_a_seed_repeats() {
    let dir = temp_dir("levels");
    let options = "--a level:1 --b level:10 --nodes 2000 --games 4 --seed 11";
    let out = ["--out", dir.to_str().unwrap()];
    let stdout = played(options, &out);
    assert!(stdout.contains("A: level:1\nB: level:10\n"), "{stdout}");
    assert!(field(&stdout, "games").starts_with("4 "), "{stdout}");
    let saved = records(&dir);
    assert_eq!(saved.len(), 4);
    let winners = winners(&saved, "level:1", "level:10");
    let strong_wins = winners.iter().filter(|&&w| w == "level:10").count();
    // Full strength against the beginner: not a close thing.
    assert!(strong_wins >= 3, "{stdout}");
    // One thread and a node limit: the seed decides the games, the beginner's choices included.
    let _ = std::fs::remove_dir_all(&dir);
    played(options, &out);
    let again = records(&dir);
    let games = |rs: &[Record]| rs.iter().map(|r| r.game.clone()).collect::<Vec<_>>();
    assert_eq!(games(&again), games(&saved));
    let _ = std::fs::remove_dir_all(&dir);

    let out = tzaar(&["match", "--a", "level:11", "--b", "greedy"]);
    assert_refused(&out, "the level must be from 1 to 10, not 11");
}
