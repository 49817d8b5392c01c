//! The lessons of `/learn` (`web/lessons.js`) checked against the rules: every task's position
//! can be and is not over, its solution is legal and meets its goal as the page reads goals, some
//! other action does not (there is something to learn), and every word is in the catalogue.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value;
use tzaar_core::{Game, Position};
use tzaar_server::api::positions::read_position;
use tzaar_server::games::PositionView;
use tzaar_server::i18n::{self, Lang};

/// The lessons' data: the JSON between `LESSONS = ` and the last `];` of `lessons.js`.
fn lessons() -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("web/lessons.js");
    let text = std::fs::read_to_string(path).unwrap();
    let marker = "export const LESSONS = ";
    let from = text.find(marker).unwrap() + marker.len();
    let to = text.rfind("];").unwrap() + 1;
    serde_json::from_str::<Vec<Value>>(&text[from..to]).unwrap()
}

fn view(pos: &Position) -> Value {
    serde_json::to_value(PositionView::of(pos)).unwrap()
}

/// Whether `goal` is met by the actions `done`, the last one `info`, leading to `after`: the
/// page's reading (`met` in `learn.js`).
fn met(goal: &Value, done: &[String], info: &Value, after: &Value) -> bool {
    let letters = |cell: &str| after["board"][cell].as_str().unwrap_or("").to_string();
    if let Some(actions) = goal.get("actions") {
        let want: Vec<&str> = actions
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        if want != done.iter().map(String::as_str).collect::<Vec<_>>() {
            return false;
        }
    }
    if let Some(kind) = goal.get("kind")
        && info["kind"] != *kind
    {
        return false;
    }
    if let Some(piece) = goal.get("piece")
        && info["piece"] != *piece
    {
        return false;
    }
    if let Some(result) = goal.get("result") {
        let ok = match result {
            Value::Null => after["result"].is_null(),
            reason => after["result"]["reason"] == *reason,
        };
        if !ok {
            return false;
        }
    }
    if let Some(top) = goal.get("top")
        && letters(top["cell"].as_str().unwrap()) != top["letters"].as_str().unwrap()
    {
        return false;
    }
    if let Some(tall) = goal.get("tallTop") {
        let (letter, min) = (
            tall["letter"].as_str().unwrap(),
            tall["min"].as_u64().unwrap(),
        );
        let found = after["board"]
            .as_object()
            .unwrap()
            .values()
            .map(|s| s.as_str().unwrap())
            .any(|s| s.len() as u64 >= min && s.ends_with(letter));
        if !found {
            return false;
        }
    }
    if let Some(safe) = goal.get("safe") {
        let safe = safe.as_str().unwrap();
        let taken =
            after["actions"].as_array().unwrap().iter().any(|a| {
                a["kind"] == "capture" && letters(a["to"].as_str().unwrap()).ends_with(safe)
            });
        if taken {
            return false;
        }
    }
    true
}

/// Plays `actions` from `start`; the position after and the last action's info.
fn play(start: &Position, actions: &[String]) -> (Position, Value) {
    let mut game = Game::from_position(start.clone());
    let mut info = Value::Null;
    for a in actions {
        let before = view(game.position());
        info = before["actions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["action"] == a.as_str())
            .unwrap_or_else(|| panic!("`{a}` is not legal in {}", game.position()))
            .clone();
        let action = game.position().parse_action(a).unwrap();
        game.play(action).unwrap();
    }
    (game.position().clone(), info)
}

#[test]
fn every_task_can_be_played_and_its_solution_meets_its_goal() {
    let all = lessons();
    assert!(all.len() >= 7, "the lessons the issue names are there");
    let mut tasks = 0;
    for lesson in &all {
        let id = lesson["id"].as_str().unwrap();
        let mut ended: Option<Position> = None;
        for (i, task) in lesson["tasks"].as_array().unwrap().iter().enumerate() {
            let at = format!("lesson {id} task {}", i + 1);
            let start = match task.get("position") {
                Some(p) => {
                    read_position(p.as_str().unwrap()).unwrap_or_else(|e| panic!("{at}: {e}"))
                }
                None => ended
                    .clone()
                    .unwrap_or_else(|| panic!("{at} has no position")),
            };
            assert!(!start.is_game_over(), "{at} starts over");
            let solution: Vec<String> = task["solution"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap().to_string())
                .collect();
            assert!(!solution.is_empty(), "{at}");
            let (after, info) = play(&start, &solution);
            let goal = &task["goal"];
            assert!(
                met(goal, &solution, &info, &view(&after)),
                "{at}: the solution misses the goal"
            );
            // Something else fails: a different last action, from where the solution's last is
            // played.
            let (before_last, _) = play(&start, &solution[..solution.len() - 1]);
            let others = view(&before_last)["actions"].as_array().unwrap().clone();
            let fails = others.iter().any(|a| {
                let mut tried = solution[..solution.len() - 1].to_vec();
                tried.push(a["action"].as_str().unwrap().to_string());
                let (p, info) = play(&start, &tried);
                !met(goal, &tried, &info, &view(&p))
            });
            let free = goal
                .as_object()
                .unwrap()
                .keys()
                .all(|k| k == "kind" || k == "result")
                && ["opening", "placement", "forced"].contains(&id);
            assert!(fails || free, "{at}: every action meets the goal");
            ended = Some(after);
            tasks += 1;
        }
    }
    assert!(tasks >= 14, "{tasks} tasks");
}

#[test]
fn every_word_of_the_lessons_is_in_the_catalogue() {
    let english: BTreeSet<&str> = i18n::keys(Lang::En).into_iter().collect();
    for lesson in lessons() {
        let mut keys = vec![lesson["title"].clone(), lesson["intro"].clone()];
        keys.extend(
            lesson["tasks"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t["text"].clone()),
        );
        for key in keys {
            let key = key.as_str().unwrap();
            assert!(english.contains(key), "{key} is not in en.ftl");
        }
    }
}
