//! The `tzaar` binary as a user runs it: real processes, real files, scripted input.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::{Running, assert_refused, assert_refused_at_once, tzaar_in, tzaar_ok_in};
use tzaar_core::littlegolem;
use tzaar_core::record::Record;

fn tzaar(args: &[&str], stdin: &str) -> Output {
    tzaar_in(Path::new("."), args, stdin)
}

/// Runs the binary here, insisting on success; what it printed.
fn ok(args: &[&str], stdin: &str) -> String {
    tzaar_ok_in(Path::new("."), args, stdin)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A path in a directory made fresh for this run of the tests, so that no file of an earlier
/// run is in the way (`play --save` refuses to replace a file).
fn temp(name: &str) -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        tempfile::Builder::new()
            .prefix("tzaar-cli-")
            .tempdir()
            .expect("a temporary directory")
            .keep()
    })
    .join(name)
}

fn littlegolem_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tzaar-core/tests/data/littlegolem")
        .join(name)
}

#[test]
fn perft_prints_one_line_per_depth() {
    let lines: Vec<String> = ok(&["perft", "--depth", "3"], "")
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
    let out = ok(&["show"], "");
    assert!(out.contains("White to make the opening capture"), "{out}");
    assert!(
        out.contains("A    B    C    D    E    F    G    H    I"),
        "{out}"
    );

    let o = tzaar(&["show", "--position", "TTTTt/6/7/8/8/8/7/6/5 x first"], "");
    assert_refused(&o, "character 23: expected the side to act");
}

#[test]
fn show_a_record_at_a_turn() {
    let file = littlegolem_file("game2552914.txt");
    let out = ok(
        &["show", "--record", file.to_str().unwrap(), "--turn", "0"],
        "",
    );
    assert!(out.contains("White to make the opening capture"), "{out}");
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
        let converted = ok(&["record", littlegolem_file(name).to_str().unwrap()], "");
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
    assert_refused(&o, "line 5, column");
    assert!(stderr(&o).contains("Q4"), "{}", stderr(&o));
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
    let out = ok(
        &[
            "play",
            "--position",
            &start,
            "--save",
            save.to_str().unwrap(),
        ],
        &turns.join("\n"),
    );
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
    let out = ok(&["play", "--save", save.to_str().unwrap()], input);
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

/// Runs the binary in `dir` with no input and its standard output sent to `out`.
fn tzaar_into(dir: &Path, args: &[&str], out: impl Into<Stdio>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs")
}

/// A pipe whose reader is already closed, so that the first write to it fails with a broken
/// pipe.
fn closed_pipe() -> os_pipe::PipeWriter {
    let (reader, writer) = os_pipe::pipe().expect("a pipe");
    drop(reader);
    writer
}

/// Runs the binary with its standard output a [`closed_pipe`].
fn tzaar_into_closed_pipe(args: &[&str]) -> Output {
    tzaar_into(Path::new("."), args, closed_pipe())
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
        assert_refused_at_once(&tzaar(args, ""), message);
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
    let out = ok(&["show", "--position", position], "");
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

/// The turns of a saved record, as text.
fn saved_turns(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("the record is there");
    let record = Record::parse(&text).expect("the record is whole and valid");
    record.game.turns().iter().map(|t| t.to_string()).collect()
}

#[test]
fn play_refuses_a_line_that_is_not_utf8_and_carries_on() {
    let dir = tempfile::tempdir().unwrap();
    let o = tzaar_in(
        dir.path(),
        &["play", "--save", "game.tzr"],
        b"\xff\xfeD5xD4\nD5xD4\nF3xE4 pass\n\xc3\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out.matches("That line is not UTF-8 text, so it was ignored. Type it again.")
            .count(),
        2,
        "{out}"
    );
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    assert_eq!(
        saved_turns(&dir.path().join("game.tzr")),
        ["D5xD4", "F3xE4 pass"]
    );
}

#[test]
fn play_checks_the_save_path_before_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("taken.tzr"), "not a game").unwrap();
    std::fs::write(dir.path().join("plain-file"), "").unwrap();
    for (save, message) in [
        (
            "missing/game.tzr",
            "cannot save to missing/game.tzr: the directory missing does not exist",
        ),
        (
            "plain-file/game.tzr",
            "cannot save to plain-file/game.tzr: plain-file is not a directory",
        ),
        (".", "cannot save to .: it is a directory"),
        (
            "taken.tzr",
            "taken.tzr exists; give --force to replace it, or --resume taken.tzr",
        ),
    ] {
        let o = tzaar_in(dir.path(), &["play", "--save", save], b"D5xD4\nquit\n");
        assert_refused_at_once(&o, message);
    }
    assert_eq!(
        std::fs::read_to_string(dir.path().join("taken.tzr")).unwrap(),
        "not a game"
    );
    // --force replaces the file.
    tzaar_ok_in(
        dir.path(),
        &["play", "--save", "taken.tzr", "--force"],
        b"D5xD4\nquit\n",
    );
    assert_eq!(saved_turns(&dir.path().join("taken.tzr")), ["D5xD4"]);
}

#[cfg(unix)]
#[test]
fn play_refuses_a_directory_it_cannot_write_to() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(locked.join("probe"), "").is_ok() {
        // Running as root, whom permissions do not stop: there is nothing to test.
        return;
    }
    let o = tzaar_in(
        dir.path(),
        &["play", "--save", "locked/game.tzr"],
        b"quit\n",
    );
    assert_refused_at_once(
        &o,
        "cannot save to locked/game.tzr: cannot create files in locked",
    );
}

/// The record on disk follows the game action by action, even if the process is killed.
#[test]
fn play_saves_after_every_action() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("live.tzr");
    let mut play = Running::start(dir.path(), &["play", "--save", "live.tzr"]);
    play.wait_for("(opening capture)> ");
    assert_eq!(saved_turns(&path), Vec::<String>::new());
    play.send("D5xD4");
    play.wait_for("(capture)> ");
    assert_eq!(saved_turns(&path), ["D5xD4"]);
    play.send("F3xE4");
    play.wait_for("(capture, stack or pass)> ");
    assert_eq!(saved_turns(&path), ["D5xD4", "F3xE4"]);
    play.send("undo");
    play.wait_for("(capture)> ");
    assert_eq!(saved_turns(&path), ["D5xD4"]);
    play.signal("KILL");
    let _ = play.finish();
    assert_eq!(saved_turns(&path), ["D5xD4"]);
    // Only the record is left: no temporary file.
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["live.tzr"]);
}

#[cfg(unix)]
#[test]
fn play_saves_and_says_where_on_sigint_sigterm_and_sighup() {
    for signal in ["INT", "TERM", "HUP"] {
        let dir = tempfile::tempdir().unwrap();
        let mut play = Running::start(dir.path(), &["play", "--save", "sig.tzr"]);
        play.wait_for("(opening capture)> ");
        play.send("D5xD4");
        play.wait_for("(capture)> ");
        play.signal(signal);
        let o = play.wait_for_exit();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(130), "SIG{signal}: {err}");
        assert!(
            err.contains(
                "Interrupted. Game saved to sig.tzr. Continue it with: tzaar play --resume sig.tzr"
            ),
            "SIG{signal}: {err}"
        );
        assert!(!err.contains("panicked"), "SIG{signal}: {err}");
        assert_eq!(saved_turns(&dir.path().join("sig.tzr")), ["D5xD4"]);
    }
}

/// A player who stops reading (the output is closed) has left: the game is saved, quietly.
#[test]
fn play_into_a_closed_pipe_saves_and_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let mut play = Running::start(dir.path(), &["play", "--save", "pipe.tzr"]);
    play.send("D5xD4");
    play.wait_for("Last action: D5xD4");
    play.wait_for("(capture)> ");
    drop(play.stdout.take());
    play.send("F3xE4 pass");
    let o = play.finish();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert_eq!(
        saved_turns(&dir.path().join("pipe.tzr")),
        ["D5xD4", "F3xE4 pass"]
    );

    // Closed from the start: nothing is played, but the new game is on disk.
    let o = tzaar_into(dir.path(), &["play", "--save", "closed.tzr"], closed_pipe());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert_eq!(
        saved_turns(&dir.path().join("closed.tzr")),
        Vec::<String>::new()
    );
}

#[test]
fn a_game_left_with_quit_is_resumed_and_saved_to_the_same_file() {
    let dir = tempfile::tempdir().unwrap();
    let o = tzaar_in(
        dir.path(),
        &["play", "--seed", "7", "--white", "Ann", "--save", "g.tzr"],
        b"moves\nquit\n",
    );
    let out = stdout(&o);
    assert!(
        out.contains("Game saved to g.tzr. Continue it with: tzaar play --resume g.tzr"),
        "{out}"
    );
    // The first legal capture of the random setup, from the list `moves` printed.
    let captures = out
        .lines()
        .find_map(|l| l.split_once("Captures (").map(|(_, rest)| rest))
        .expect("the captures were listed");
    let first = captures
        .split(": ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    let out = tzaar_ok_in(
        dir.path(),
        &["play", "--resume", "g.tzr"],
        format!("{first}\nquit\n"),
    );
    assert!(out.contains("Resuming g.tzr after 0 turns."), "{out}");
    assert_eq!(saved_turns(&dir.path().join("g.tzr")), [first]);
    let text = std::fs::read_to_string(dir.path().join("g.tzr")).unwrap();
    assert!(text.contains("[Seed \"7\"]"), "{text}");
    assert!(text.contains("[White \"Ann\"]"), "{text}");

    // A finished game is not resumed, and a resumed game takes no new start.
    tzaar_ok_in(dir.path(), &["play", "--resume", "g.tzr"], b"resign\n");
    let o = tzaar_in(dir.path(), &["play", "--resume", "g.tzr"], b"");
    assert_refused(&o, "the game in g.tzr is over (White wins: Black resigned)");
    let o = tzaar_in(
        dir.path(),
        &["play", "--resume", "g.tzr", "--seed", "3"],
        b"",
    );
    assert!(
        stderr(&o).contains("'--resume <FILE>' cannot be used with '--seed <SEED>'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn default_save_names_never_replace_a_game() {
    let dir = tempfile::tempdir().unwrap();
    for _ in 0..3 {
        tzaar_ok_in(dir.path(), &["play"], b"D5xD4\nquit\n");
    }
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 3, "{names:?}");
    for name in &names {
        assert!(
            name.starts_with("tzaar-") && name.ends_with(".tzr"),
            "{name}"
        );
        assert_eq!(saved_turns(&dir.path().join(name)), ["D5xD4"]);
    }
}

#[test]
fn save_takes_the_rest_of_the_line_and_asks_before_replacing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("other.tzr"), "keep me").unwrap();
    let out = tzaar_ok_in(
        dir.path(),
        &["play", "--save", "first.tzr"],
        b"D5xD4\nsave my game.tzr\nF3xE4 pass\nsave other.tzr\nn\nsave missing/x.tzr\nquit\n",
    );
    for expected in [
        "Saved to my game.tzr; the game is saved there after every action.",
        "other.tzr exists. Replace it with this game? [y/N] Not saved.",
        "cannot save to missing/x.tzr: the directory missing does not exist",
        "Game saved to my game.tzr. Continue it with: tzaar play --resume 'my game.tzr'",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
    assert_eq!(saved_turns(&dir.path().join("first.tzr")), ["D5xD4"]);
    assert_eq!(
        saved_turns(&dir.path().join("my game.tzr")),
        ["D5xD4", "F3xE4 pass"]
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("other.tzr")).unwrap(),
        "keep me"
    );
}

/// An output that fails for another reason than a closed pipe (here a full disk) is reported,
/// with where the game is saved.
#[cfg(target_os = "linux")]
#[test]
fn play_into_a_failing_output_says_where_the_game_is() {
    let dir = tempfile::tempdir().unwrap();
    let full = std::fs::File::options()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = tzaar_into(dir.path(), &["play", "--save", "full.tzr"], full);
    assert_refused(
        &o,
        "Game saved to full.tzr. Continue it with: tzaar play --resume full.tzr\n\
         error: cannot write the output: No space left on device",
    );
    assert_eq!(
        saved_turns(&dir.path().join("full.tzr")),
        Vec::<String>::new()
    );
}

#[test]
fn a_littlegolem_file_with_a_byte_order_mark_is_recognised() {
    let file = temp("bom.txt");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(std::fs::read(littlegolem_file("game2552914.txt")).unwrap());
    std::fs::write(&file, bytes).unwrap();
    ok(&["record", "--check", file.to_str().unwrap()], "");
}

#[test]
fn the_tuning_commands_refuse_a_fraction_past_one_and_phases_out_of_order_at_once() {
    for args in [
        &["tune", "gen", "--keep", "1.5"][..],
        &["tune", "win-chance", "--keep", "2"],
    ] {
        assert_refused_at_once(&tzaar(args, ""), "is not from 0 to 1");
    }
    let o = tzaar(&["tune", "win-chance", "--phases", "30,44"], "");
    assert_refused_at_once(&o, "largest first");
}
