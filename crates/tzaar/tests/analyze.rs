//! `tzaar analyze` as a user runs it: real processes and files.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use tzaar_core::Record;
use tzaar_core::littlegolem;

fn data(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tzaar-core/tests/data")
        .join(path)
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tzaar-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

#[test]
fn every_turn_is_judged_and_the_record_keeps_its_game() {
    for (file, lg) in [
        ("records/random-12345.tzr", false),
        ("records/standard-resigned.tzr", false),
        ("records/tournament.tzr", false),
        ("records/position-time.tzr", false),
        ("littlegolem/game2552914.txt", true),
    ] {
        let input = data(file);
        let output = temp(&format!("{}.tzr", file.replace('/', "-")));
        let o = Command::new(env!("CARGO_BIN_EXE_tzaar"))
            .args([
                "analyze",
                "--depth",
                "2",
                "--threads",
                "1",
                "--hash",
                "4",
                "--output",
            ])
            .arg(&output)
            .arg(&input)
            .output()
            .expect("the binary runs");
        let stdout = String::from_utf8_lossy(&o.stdout);
        assert!(
            o.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let original = if lg {
            littlegolem::import_bytes(&std::fs::read(&input).unwrap()).unwrap()
        } else {
            Record::parse(&std::fs::read_to_string(&input).unwrap()).unwrap()
        };
        let turns = original.game.turns().len();
        // One line per turn, numbered, then the summary.
        for n in 1..=turns {
            let prefix = format!("{n:>3}. ");
            assert!(
                stdout.lines().any(|l| l.starts_with(&prefix)),
                "{file}: no line for turn {n}:\n{stdout}"
            );
        }
        assert!(
            stdout.contains("costliest turns:") || stdout.contains("no turn lost anything"),
            "{stdout}"
        );
        let text = std::fs::read_to_string(&output).expect("the annotated record");
        let back = Record::parse(&text).expect("the annotated record reads back");
        assert_eq!(back.game, original.game, "{file}");
        assert_eq!(text.matches("{engine: ").count(), turns, "{file}:\n{text}");
    }
}

#[test]
fn a_closed_output_ends_it_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        // Time-limited, so that it is still writing when the pipe closes.
        .args(["analyze", "--time", "30", "--threads", "1", "--hash", "4"])
        .arg(data("records/random-12345.tzr"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Read the first line only, then close the pipe, as `| head -1` does.
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).expect("some output");
    drop(stdout);
    let o = child.wait_with_output().expect("it exits");
    assert!(o.status.success());
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn bad_options_are_refused() {
    for args in [
        &["analyze", "--time", "0", "x.tzr"][..],
        &["analyze", "--depth", "0", "x.tzr"],
        &["analyze", "missing-file.tzr"],
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_tzaar"))
            .args(args)
            .output()
            .expect("the binary runs");
        assert!(!o.status.success(), "{args:?}");
        assert!(!o.stderr.is_empty());
    }
}
