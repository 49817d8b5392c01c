//! `tzaar play --engine` as a person plays it: the real binary, fed a line at a time, with the
//! record it saves read back and replayed.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use common::{Running, assert_refused, assert_refused_at_once, text, tzaar_in, tzaar_ok_in};
use tempfile::TempDir;
use tzaar_core::record::Record;
use tzaar_core::{Color, Phase};

/// The saved record, which must read back: every action in it is legal.
fn saved(path: &Path) -> Record {
    let text = std::fs::read_to_string(path).expect("the record is there");
    Record::parse(&text).unwrap_or_else(|e| panic!("the record does not replay: {e}\n{text}"))
}

fn turns(record: &Record) -> Vec<String> {
    record.game.turns().iter().map(|t| t.to_string()).collect()
}

/// Asks for a hint and returns the suggested turn (the prompt after it is used up).
fn hint(play: &mut Running) -> String {
    play.send("hint");
    let turn = play.read_between("Hint: ", ", score ");
    play.wait_for("> ");
    turn
}

/// Starts `tzaar play --engine` (see [`engine_play`]) in a new directory; returns the
/// directory, the path of the record it saves and the running game.
fn start_engine(options: &str, save: &str) -> (TempDir, PathBuf, Running) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(save);
    let play = Running::start(dir.path(), &engine_play(options, save));
    (dir, path, play)
}

/// Waits for the end of the game's process and checks it succeeded; returns all it said.
fn ended_well(play: Running) -> Output {
    let o = play.finish();
    assert!(o.status.success(), "{}", text(&o.stderr));
    o
}

/// Quits the game at the prompt; see [`ended_well`].
fn quit(mut play: Running) -> Output {
    play.send("quit");
    ended_well(play)
}

/// The engine's settings are kept in the record.
fn assert_engine_tags(record: &Record, color: &str, level: &str) {
    assert_eq!(record.tag("EngineColor"), Some(color));
    assert_eq!(record.tag("EngineLevel"), Some(level));
    let name = format!("tzaar level {level}");
    let (white, black) = if color == "white" {
        (name.as_str(), "You")
    } else {
        ("You", name.as_str())
    };
    assert_eq!(
        (record.tag("White"), record.tag("Black")),
        (Some(white), Some(black))
    );
}

/// `tzaar play --engine` with `options` (split at spaces), one search thread, saving the
/// game to `save`.
fn engine_play<'a>(options: &'a str, save: &'a str) -> Vec<&'a str> {
    let mut args = vec!["play", "--engine"];
    args.extend(options.split_whitespace());
    args.extend(["--threads", "1", "--save", save]);
    args
}

#[test]
fn a_game_against_the_engine_with_a_hint_an_undo_and_a_quit() {
    let (_dir, path, mut play) = start_engine("--level 1 --time 100", "g.tzr");
    play.wait_for("You play White. Black is the engine, tzaar level 1: level 1 of 10");
    play.wait_for("White (opening capture)> ");
    play.send("D5xD4");
    play.wait_for("Black (tzaar level 1) is thinking...");
    play.wait_for("Black (tzaar level 1) plays ");
    play.wait_for("Black (tzaar level 1) then plays ");
    play.wait_for("Last turn: ");
    play.wait_for("White (capture)> ");
    let record = saved(&path);
    assert_engine_tags(&record, "black", "1");
    let after_engine = turns(&record);
    assert_eq!(after_engine.len(), 2, "{after_engine:?}");
    assert_eq!(after_engine[0], "D5xD4");

    // The hint is a legal whole turn: it is accepted as the next turn.
    let suggested = hint(&mut play);
    assert_eq!(suggested.split(' ').count(), 2, "{suggested}");
    play.send(&suggested);
    play.wait_for("Black (tzaar level 1) is thinking...");
    play.wait_for("White (capture)> ");
    let played = turns(&saved(&path));
    assert_eq!(played.len(), 4, "{played:?}");
    assert_eq!(played[2], suggested);

    // The engine's score on request.
    play.send("score");
    play.wait_for("tzaar level 1's score for its last turn: ");

    // Undo takes back the engine's reply and the person's whole last turn.
    play.send("undo");
    play.wait_for("Took back ");
    play.wait_for("White (capture)> ");
    assert_eq!(turns(&saved(&path)), played[..2]);
    // A begun turn is taken back to its start.
    let first = suggested.split(' ').next().unwrap();
    play.send(first);
    play.wait_for("White (capture, stack or pass)> ");
    play.send("undo");
    play.wait_for(&format!("Took back {first}."));
    play.wait_for("White (capture)> ");
    assert_eq!(turns(&saved(&path)), played[..2]);
    play.send(&suggested);
    play.wait_for("Black (tzaar level 1) is thinking...");
    play.wait_for("White (capture)> ");
    let o = quit(play);
    let out = text(&o.stdout);
    assert!(
        out.contains("Game saved to g.tzr. Continue it with: tzaar play --resume g.tzr"),
        "{out}"
    );
    let record = saved(&path);
    let done = turns(&record);
    assert_eq!(done.len(), 4, "{done:?}");
    assert_eq!(done[2], suggested);
    assert!(record.game.result().is_none());
}

#[test]
fn the_engine_opens_and_a_resumed_game_continues_against_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.tzr");
    let args = engine_play("--color black --level 2 --seed 5 --time 100", "r.tzr");
    let out = tzaar_ok_in(dir.path(), &args, "quit\n");
    assert!(out.contains("White (tzaar level 2) plays "), "{out}");
    let record = saved(&path);
    assert_engine_tags(&record, "white", "2");
    assert_eq!(record.game.turns().len(), 1);
    assert_eq!(record.game.position().side(), Color::Black);

    // Resumed a level higher: the person plays the hint, the engine answers.
    let mut play = Running::start(
        dir.path(),
        &[
            "play",
            "--resume",
            "r.tzr",
            "--level",
            "4",
            "--threads",
            "1",
        ],
    );
    play.wait_for("Resuming r.tzr after 1 turns.");
    play.wait_for("Black (capture)> ");
    let suggested = hint(&mut play);
    play.send(&suggested);
    play.wait_for("White (tzaar level 4) is thinking...");
    play.wait_for("White (tzaar level 4) plays ");
    play.wait_for("Black (capture)> ");
    quit(play);
    let record = saved(&path);
    assert_engine_tags(&record, "white", "4");
    assert_eq!(record.tag("EngineTime"), Some("100"));
    let played = turns(&record);
    assert_eq!(played.len(), 3, "{played:?}");
    assert_eq!(played[1], suggested);

    // A game between two people has no engine to change.
    tzaar_ok_in(
        dir.path(),
        &["play", "--save", "people.tzr"],
        "D5xD4\nquit\n",
    );
    let o = tzaar_in(
        dir.path(),
        &["play", "--resume", "people.tzr", "--level", "3"],
        "",
    );
    assert_refused(&o, "the game in people.tzr is between two people");
}

#[test]
fn a_whole_game_against_the_engine_ends_by_the_rules() {
    let (_dir, path, mut play) =
        start_engine("--level 1 --seed 9 --time 100 --show-score", "whole.tzr");
    // The person plays the hints, the full-strength engine's turns, against a beginner.
    play.wait_for("White (opening capture)> ");
    let mut human_turns = 0;
    loop {
        let suggested = hint(&mut play);
        play.send(&suggested);
        human_turns += 1;
        assert!(human_turns < 100, "the game does not end");
        let at = play.wait_any(&["White (capture)> ", "Game saved to whole.tzr."]);
        if at == 1 {
            break;
        }
    }
    let o = ended_well(play);
    let out = text(&o.stdout);
    assert!(out.contains("tzaar level 1's score: "), "{out}");
    let record = saved(&path);
    let result = record.game.result().expect("the game is over");
    assert!(out.contains(&format!("{result}.")), "{out}");
    // The full engine's hints beat the beginner.
    assert_eq!(result.winner, Color::White, "{out}");
}

#[test]
fn the_engine_places_its_pieces_in_the_tournament_game() {
    let (_dir, path, mut play) = start_engine(
        "--setup tournament --level 3 --color black --time 100",
        "t.tzr",
    );
    for _ in 0..3 {
        play.wait_for("White (tzaar level 3) plays ");
        play.wait_for("Black (place)> ");
        play.send("moves");
        let empty = play.read_between("Empty cells: ", "\n");
        let cell = empty.split(' ').next().unwrap().to_string();
        play.send(&format!("T@{cell}"));
    }
    play.wait_for("Black (place)> ");
    play.send("undo");
    play.wait_for("Took back ");
    play.wait_for("Black (place)> ");
    quit(play);
    let record = saved(&path);
    // Three placements each, less the last pair taken back.
    assert_eq!(record.game.actions().len(), 5, "{:?}", turns(&record));
    assert_eq!(record.game.position().phase(), Phase::Placement);
    assert_eq!(record.game.position().side(), Color::Black);
}

#[cfg(unix)]
#[test]
fn ctrl_c_while_the_engine_thinks_saves_and_exits_at_once() {
    let (_dir, path, mut play) = start_engine("--color black --level 10 --time 60000", "sig.tzr");
    play.wait_for("White (tzaar level 10) is thinking...");
    std::thread::sleep(Duration::from_millis(300));
    let sent = Instant::now();
    play.signal("INT");
    let o = play.finish();
    let waited = sent.elapsed();
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert!(
        err.contains(
            "Interrupted. Game saved to sig.tzr. Continue it with: tzaar play --resume sig.tzr"
        ),
        "{err}"
    );
    assert!(waited < Duration::from_secs(5), "{waited:?}");
    let record = saved(&path);
    assert!(record.game.actions().is_empty());
    assert_engine_tags(&record, "white", "10");
}

#[test]
fn engine_options_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    for (args, message) in [
        (
            &["play", "--level", "3"][..],
            "--level, --time, --threads and --show-score go with --engine",
        ),
        (
            &["play", "--engine", "--level", "11"][..],
            "the level must be from 1 to 10, not 11",
        ),
        (&["play", "--color", "black"][..], "--engine"),
        (&["play", "--engine", "--time", "0"][..], "--time"),
        (&["play", "--engine", "--threads", "0"][..], "--threads"),
    ] {
        assert_refused_at_once(&tzaar_in(dir.path(), args, "quit\n"), message);
    }
    // Nothing was saved by the refused commands.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}
