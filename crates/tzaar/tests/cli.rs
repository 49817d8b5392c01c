//! The `tzaar` binary as a user runs it: real processes, real files, scripted input.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use tzaar_core::littlegolem;
use tzaar_core::record::Record;

fn tzaar(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the binary finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tzaar-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn littlegolem_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tzaar-core/tests/data/littlegolem")
        .join(name)
}

#[test]
fn perft_prints_one_line_per_depth() {
    let o = tzaar(&["perft", "--depth", "3"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<String> = stdout(&o)
        .lines()
        .filter(|l| l.starts_with("depth "))
        .map(|l| l.split(" time ").next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(
        lines,
        [
            "depth 1 nodes 42",
            "depth 2 nodes 1797",
            "depth 3 nodes 260556"
        ]
    );
}

#[test]
fn perft_divide_sums_to_the_total() {
    let o = tzaar(&["perft", "--depth", "2", "--divide"], "");
    let out = stdout(&o);
    let sum: u64 = out
        .lines()
        .filter(|l| l.contains('x'))
        .filter_map(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        .sum();
    assert_eq!(sum, 1797, "{out}");
}

#[test]
fn show_draws_the_standard_board_and_rejects_bad_positions() {
    let o = tzaar(&["show"], "");
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("White to make the opening capture"), "{out}");
    assert!(
        out.contains("A    B    C    D    E    F    G    H    I"),
        "{out}"
    );

    let o = tzaar(&["show", "--position", "TTTTt/6/7/8/8/8/7/6/5 x first"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("character 23: expected the side to act"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn show_a_record_at_a_turn() {
    let file = littlegolem_file("game2552914.txt");
    let o = tzaar(
        &["show", "--record", file.to_str().unwrap(), "--turn", "0"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("White to make the opening capture"));
    let o = tzaar(&["show", "--record", file.to_str().unwrap()], "");
    assert!(
        stdout(&o).contains("Game over. White wins"),
        "{}",
        stdout(&o)
    );
    let o = tzaar(
        &["show", "--record", file.to_str().unwrap(), "--turn", "999"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn littlegolem_records_convert_and_round_trip_through_files() {
    for name in ["game2552914.txt", "game2558925.txt"] {
        let o = tzaar(&["record", littlegolem_file(name).to_str().unwrap()], "");
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        let converted = stdout(&o);
        assert!(converted.contains("[Setup \"position\"]"));
        let path = temp(&format!("{name}.tzr"));
        std::fs::write(&path, &converted).unwrap();
        let again = tzaar(&["record", path.to_str().unwrap()], "");
        assert_eq!(stdout(&again), converted, "{name}");
        let check = tzaar(&["record", "--check", path.to_str().unwrap()], "");
        assert!(stdout(&check).contains("valid"), "{}", stdout(&check));
    }
}

#[test]
fn malformed_records_are_reported_with_line_and_column() {
    let path = temp("bad.tzr");
    std::fs::write(
        &path,
        "[Setup \"standard\"]\n[Result \"*\"]\n\n1. D5xD4\n2. F4xQ4 pass\n*\n",
    )
    .unwrap();
    let o = tzaar(&["record", path.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("line 5, column"), "{err}");
    assert!(err.contains("Q4"), "{err}");
}

/// A real game typed move by move at the terminal ends as the record says, and is saved.
#[test]
fn play_a_whole_real_game_at_the_terminal() {
    let text = std::fs::read_to_string(littlegolem_file("game2552914.txt")).unwrap();
    let imported = littlegolem::import(&text).unwrap();
    let start = imported.game.start_position().to_string();
    let turns: Vec<String> = imported
        .game
        .turns()
        .iter()
        .map(|t| t.to_string())
        .collect();
    let save = temp("played.tzr");
    let o = tzaar(
        &[
            "play",
            "--position",
            &start,
            "--save",
            save.to_str().unwrap(),
        ],
        &turns.join("\n"),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let expected = imported.game.result().expect("the game is decided");
    assert!(out.contains(&format!("{expected}.")), "{out}");
    let saved = Record::parse(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(saved.game.turns(), imported.game.turns());
    assert_eq!(saved.game.result(), imported.game.result());
}

#[test]
fn play_explains_mistakes_and_supports_undo() {
    let save = temp("mistakes.tzr");
    let input =
        "D4xC3\nE5xE4\nhello\nD5xD4 C3xD4\nD5xD4\nundo\nD5xD4\nE4-E3\nmoves\nstack D4\nquit\n";
    let o = tzaar(&["play", "--save", save.to_str().unwrap()], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for expected in [
        "D4xC3 is illegal: the stack on D4 is not yours",
        "unknown cell `E5`",
        "cannot read action `hello`",
        "the opening is a single capture",
        "Took back D5xD4.",
        "E4+E3 is illegal: the first action of a turn must be a capture",
        "Captures (39):",
        "D4: White stack of height 1",
        "Game saved to",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
    let saved = Record::parse(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(saved.game.actions().len(), 1);
    assert_eq!(saved.game.result(), None);
}

#[test]
fn play_warns_before_burying_the_last_of_a_type() {
    // Black to make a second action; its only Tzaar is on A1, and A2 could cover it.
    let start = "ZTR2/6/7/8/8/8/7/6/rt2z b second";
    let save = temp("bury.tzr");
    let o = tzaar(
        &[
            "play",
            "--position",
            start,
            "--save",
            save.to_str().unwrap(),
        ],
        "A2+A1\nn\nA2+A1\ny\n",
    );
    let out = stdout(&o);
    assert!(out.contains("buries your last visible Tzaar"), "{out}");
    assert!(out.contains("Not played."), "{out}");
    assert!(
        out.contains("White wins: Black buried their last visible Tzaar"),
        "{out}"
    );
}

#[test]
fn resigning_ends_the_game_in_the_record() {
    let save = temp("resign.tzr");
    let o = tzaar(
        &[
            "play",
            "--setup",
            "random",
            "--seed",
            "9",
            "--save",
            save.to_str().unwrap(),
        ],
        "resign\n",
    );
    assert!(
        stdout(&o).contains("Black wins: White resigned"),
        "{}",
        stdout(&o)
    );
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains("[Seed \"9\"]"), "{text}");
    assert!(text.contains("[Termination \"resignation\"]"), "{text}");
}

/// Runs the binary with its standard output a pipe whose reader is already closed, so that its
/// first write fails with a broken pipe.
fn tzaar_into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = os_pipe::pipe().expect("a pipe");
    drop(reader);
    let child = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.wait_with_output().expect("the binary finishes")
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    let record = littlegolem_file("game2552914.txt");
    let record = record.to_str().unwrap();
    for args in [
        &["perft", "--depth", "4"][..],
        &["perft", "--depth", "2", "--divide"],
        &["record", record],
        &["record", "--check", record],
        &["show", "--setup", "random", "--seed", "3"],
        &["show", "--coordinates"],
        &["show", "--record", record, "--turn", "5"],
    ] {
        let o = tzaar_into_closed_pipe(args);
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?} printed to stderr: {err}");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    }
}

/// Options that would be silently ignored are refused, with a message naming them.
#[test]
fn meaningless_option_combinations_are_refused() {
    let record = littlegolem_file("game2552914.txt");
    let record = record.to_str().unwrap();
    let output = temp("never-written.tzr");
    let output = output.to_str().unwrap();
    for (args, message) in [
        (
            &["show", "--setup", "standard", "--seed", "5"][..],
            "the standard setup has no seed",
        ),
        (
            &["play", "--setup", "tournament", "--seed", "5"],
            "the tournament setup has no seed",
        ),
        (
            &["record", "--check", "-o", output, record],
            "'--check' cannot be used with '--output <OUTPUT>'",
        ),
        (
            &["show", "--coordinates", "--seed", "4"],
            "'--coordinates' cannot be used with '--seed <SEED>'",
        ),
        (
            &["show", "--coordinates", "--record", record],
            "'--coordinates' cannot be used with '--record <RECORD>'",
        ),
        (
            &["perft", "--depth", "0", "--divide"],
            "invalid value '0' for '--depth <DEPTH>'",
        ),
    ] {
        let o = tzaar(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(message), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}: {}", stdout(&o));
    }
    assert!(!Path::new(output).exists());
    // A seed alone still means a random setup.
    let o = tzaar(&["show", "--seed", "5"], "");
    assert!(stdout(&o).starts_with("seed 5\n"), "{}", stdout(&o));
}

/// Every column is lettered above and below, every row numbered at both ends of its bent line,
/// and stacks of ten or more are drawn clear of the labels.
#[test]
fn show_labels_every_row_and_column_and_draws_two_digit_heights() {
    let position =
        "(tttttttttz)3(trrrrrrrrt)/R5/7/8/7(ttr)/8/7/t5/(TTTTTTTTTZ)3(TRRRRRRRRT) b first";
    let o = tzaar(&["show", "--position", position], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let expected = [
        "      A    B    C    D    E    F    G    H    I",
        "                     9    r3   9",
        "                8    ·         ·    8",
        "           7    ·         ·         ·    7",
        "      6    ·         ·         ·         ·    6",
        " 5    t10       ·         ·         ·         T10  5",
        "           ·         ·         ·         ·",
        " 4    ·         ·         ·         ·         ·    4",
        "           ·         ·         ·         ·",
        " 3    ·         ·         +         ·         ·    3",
        "           ·         ·         ·         ·",
        " 2    ·         ·         ·         ·         ·    2",
        "           ·         ·         ·         ·",
        " 1    z10       ·         ·         ·         Z10  1",
        "           R         ·         ·         t",
        "                ·         ·         ·",
        "                     ·         ·",
        "                          ·",
        "      A    B    C    D    E    F    G    H    I",
        "A1: White stack of 10, bottom to top: Tott, Tott, Tott, Tott, Tott, Tott, Tott, Tott, Tott, Tzaar",
        "A5: White stack of 10, bottom to top: Tott, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tott",
        "E9: White stack of 3, bottom to top: Tott, Tott, Tzarra",
        "I1: Black stack of 10, bottom to top: Tott, Tott, Tott, Tott, Tott, Tott, Tott, Tott, Tott, Tzaar",
        "I5: Black stack of 10, bottom to top: Tott, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tzarra, Tott",
        "Visible: White 1 Tzaar, 1 Tzarra, 2 Totts; Black 1 Tzaar, 1 Tzarra, 1 Tott.",
        "Black to act: first action, a forced capture.",
    ];
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..expected.len()], expected, "\n{out}");
    assert_eq!(lines[expected.len()], format!("position {position}"));
}

/// The visible pieces are counted in `show` and again after each action in `play`.
#[test]
fn visible_pieces_are_counted() {
    let o = tzaar(&["show", "--setup", "random", "--seed", "3"], "");
    assert!(
        stdout(&o).contains(
            "Visible: White 6 Tzaars, 9 Tzarras, 15 Totts; Black 6 Tzaars, 9 Tzarras, 15 Totts."
        ),
        "{}",
        stdout(&o)
    );
    let save = temp("visible.tzr");
    let _ = std::fs::remove_file(&save);
    // D5 is a White Tott and D4 a Black Tott in the standard layout.
    let o = tzaar(&["play", "--save", save.to_str().unwrap()], "D5xD4\nquit\n");
    assert!(
        stdout(&o).contains(
            "Last action: D5xD4\n\
             Visible: White 6 Tzaars, 9 Tzarras, 15 Totts; Black 6 Tzaars, 9 Tzarras, 14 Totts.\n"
        ),
        "{}",
        stdout(&o)
    );
}
