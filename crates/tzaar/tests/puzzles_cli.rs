//! `tzaar puzzles generate` and `tzaar puzzles check` as a user runs them.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::{assert_refused, text, tzaar_in};

/// Runs the binary with `args`, split at spaces, then `more`.
fn tzaar(args: &str, more: &[&str]) -> Output {
    let mut all: Vec<&str> = args.split(' ').collect();
    all.extend_from_slice(more);
    tzaar_in(Path::new("."), &all, "")
}

/// [`tzaar`] that insists on success; what the binary printed.
fn tzaar_ok(args: &str, more: &[&str]) -> String {
    let o = tzaar(args, more);
    assert_eq!(o.status.code(), Some(0), "{args}: {}", text(&o.stderr));
    text(&o.stdout)
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tzaar-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn record(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tzaar-core/tests/data")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// A small generation, quick enough for a test.
const SMALL: &str = "puzzles generate --count 2 --seed 5 --max-games 4 --nodes 50000";

#[test]
fn a_small_generation_is_reproducible_and_checks() {
    let a = tzaar_ok(SMALL, &[]);
    let (header, lines) = a.split_once('\n').unwrap();
    assert!(header.starts_with("# tzaar puzzles generate --count 2 --seed 5"));
    assert_eq!(lines.lines().count(), 2);
    // The same seed gives the same puzzles, byte for byte, whatever the threads.
    let b = tzaar_ok(SMALL, &["--threads", "2"]);
    assert_eq!(b.split_once('\n').unwrap().1, lines);

    let file = temp("small.txt");
    std::fs::write(&file, &a).unwrap();
    let out = tzaar_ok("puzzles check --nodes 50000", &[file.to_str().unwrap()]);
    assert!(out.contains("2 puzzles, 0 failing"), "{out}");
    assert!(out.contains("win_in "), "{out}");
}

#[test]
fn check_names_the_line_of_a_corrupted_puzzle() {
    let file = temp("records.txt");
    tzaar_ok(
        "puzzles generate --count 3 --seed 5 --max-games 1 --nodes 50000 --output",
        &[
            file.to_str().unwrap(),
            "--records",
            &record("records/random-12345.tzr"),
            &record("littlegolem/game2552914.txt"),
        ],
    );
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.contains("random-12345.tzr turn "), "{written}");
    // Line 3 (the second puzzle, which has several winning first turns): accept nothing but
    // the solution's first turn.
    let mut lines: Vec<String> = written.lines().map(String::from).collect();
    let mut fields: Vec<String> = lines[2].split('\t').map(String::from).collect();
    let first = fields[5].split(';').next().unwrap().to_string();
    assert_ne!(
        fields[6], first,
        "the test needs a puzzle with more than one answer"
    );
    fields[6] = first;
    lines[2] = fields.join("\t");
    let bad = temp("corrupted.txt");
    std::fs::write(&bad, lines.join("\n") + "\nnot a puzzle\n").unwrap();
    let o = tzaar("puzzles check --nodes 50000", &[bad.to_str().unwrap()]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(2), "{out}");
    let name = bad.display().to_string();
    assert!(out.contains(&format!("{name}:3: ")), "{out}");
    assert!(out.contains(&format!("{name}:5: ")), "{out}");
    assert!(!out.contains(&format!("{name}:2: ")), "{out}");
    assert!(!out.contains(&format!("{name}:4: ")), "{out}");
    assert!(out.contains("4 puzzles, 2 failing (1 unreadable)"), "{out}");
}

#[test]
fn meaningless_options_are_refused() {
    for (args, message) in [
        ("puzzles generate --count 0 --seed 1", "--count"),
        (
            "puzzles generate --count 5 --seed 1 --threads 0",
            "--threads",
        ),
        ("puzzles generate --count 5 --seed 1 --nodes 10", "--nodes"),
        ("puzzles generate --count 5", "--seed"),
        ("puzzles check", "FILE"),
        ("puzzles check /nonexistent/puzzles.txt", "cannot read"),
    ] {
        assert_refused(&tzaar(args, &[]), message);
    }
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    let (reader, writer) = os_pipe::pipe().expect("a pipe");
    drop(reader);
    let o = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(SMALL.split(' '))
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    let err = text(&o.stderr);
    assert!(err.is_empty(), "{err}");
    assert_eq!(o.status.code(), Some(0));
}
