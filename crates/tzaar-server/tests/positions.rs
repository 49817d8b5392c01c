//! Router tests of positions outside any game: `GET /api/position`, `POST /api/position` and
//! `GET /api/analysis`, with every refusal.

mod common;

use common::*;
use serde_json::{Value, json};

const STANDARD: &str =
    "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open";
/// Black to act with only single pieces against White's stacks of two: Black cannot capture.
const OVER: &str = "(zz)(rr)(tt)2/6/7/8/8/8/7/6/ZRT2 b first";

fn query(position: &str) -> String {
    position
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

async fn show(r: &axum::Router, position: &str) -> Reply {
    get(r, &format!("/api/position?position={}", query(position))).await
}

async fn play(r: &axum::Router, body: Value) -> Reply {
    post(r, "/api/position", None, &body.to_string()).await
}

#[tokio::test]
async fn a_position_shows_its_board_side_phase_and_legal_actions() {
    let r = router(&state());
    for name in ["standard", STANDARD] {
        let reply = show(&r, name).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        let v = reply.json();
        assert_eq!(v["position"], STANDARD);
        assert_eq!(v["side"], "white");
        assert_eq!(v["phase"], "open");
        assert_eq!(v["result"], Value::Null);
        assert_eq!(v["board"]["A1"], "T");
        assert_eq!(v["counts"]["white"]["tzaar"], 6);
        let actions = v["actions"].as_array().unwrap();
        assert!(!actions.is_empty());
        assert!(actions.iter().all(|a| a["kind"] == "capture"));
        assert!(texts(&v["actions"], "action").contains(&"D5xD4"));
    }
    let tournament = show(&r, "tournament").await.json();
    assert_eq!(tournament["phase"], "place");
    let random = show(&r, "random 7").await.json();
    assert_ne!(random["position"], STANDARD);
    assert_eq!(show(&r, "random 7").await.json(), random);
}

#[tokio::test]
async fn a_finished_position_has_its_result_and_no_actions() {
    let r = router(&state());
    let v = show(&r, OVER).await.json();
    assert_eq!(v["result"]["winner"], "white");
    assert_eq!(v["result"]["reason"], "no-capture");
    assert_eq!(v["result"]["score"], "1-0");
    assert_eq!(v["actions"], json!([]));
    let analysis = get(&r, &format!("/api/analysis?position={}&ms=20", query(OVER))).await;
    assert_eq!(analysis.status, 200, "{}", analysis.text());
    assert_eq!(analysis.json()["lines"], json!([]));
}

#[tokio::test]
async fn a_bad_or_impossible_position_is_refused_with_the_reason() {
    let r = router(&state());
    // Seven White Tzaars; the opening with Black to act.
    let seven = STANDARD.replacen("TTTTt", "TTTTz", 1);
    let black_opens = STANDARD.replace(" w open", " b open");
    // Every endpoint that reads a position refuses the same way.
    for path in ["/api/position", "/api/analysis", "/api/explorer"] {
        get(&r, path).await.assert_error(400, "missing-position");
        get(&r, &format!("{path}?position=%20"))
            .await
            .assert_error(400, "missing-position");
        let ask = |position: &str| format!("{path}?ms=10&position={}", query(position));
        let bad = get(&r, &ask("TTTTt/tRR w open")).await;
        bad.assert_error(400, "position-string");
        let said = bad.json()["message"].as_str().unwrap().to_string();
        assert!(said.contains("character"), "{path}: {said}");
        for malformed in ["standrd", "1/2 w open", "random x"] {
            get(&r, &ask(malformed))
                .await
                .assert_error(400, "position-string");
        }
        let refused = get(&r, &ask(&seven)).await;
        refused.assert_error(400, "invalid-position");
        let message = refused.json()["message"].as_str().unwrap().to_string();
        assert!(message.contains('7') && message.contains('6'), "{message}");
        get(&r, &ask(&black_opens))
            .await
            .assert_error(400, "invalid-position");
    }
}

#[tokio::test]
async fn playing_in_a_position_gives_the_next_or_the_rules_reason() {
    let r = router(&state());
    let after = play(&r, json!({"position": "standard", "action": "D5xD4"})).await;
    assert_eq!(after.status, 200, "{}", after.text());
    let v = after.json();
    assert_eq!(v["side"], "black");
    assert_eq!(v["phase"], "first");
    assert_eq!(v["board"]["D4"], "t");
    assert_eq!(v["board"].get("D5"), None);
    // A whole turn, then the second action on its own.
    let black = v["actions"][0]["action"].as_str().unwrap().to_string();
    let first = play(&r, json!({"position": v["position"], "action": black}))
        .await
        .json();
    assert_eq!(first["phase"], "second");
    assert_eq!(first["side"], "black");
    let second = first["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["kind"] == "pass")
        .expect("a pass is legal after the capture")["action"]
        .clone();
    let passed = play(&r, json!({"position": first["position"], "action": second}))
        .await
        .json();
    let whole = play(
        &r,
        json!({"position": v["position"], "turn": format!("{black} pass")}),
    )
    .await;
    assert_eq!(whole.status, 200, "{}", whole.text());
    assert_eq!(whole.json(), passed);
    assert_eq!(passed["side"], "white");
    // Refusals: the rules' code and reason, a text that is no action, both or neither field.
    let illegal = play(&r, json!({"position": "standard", "action": "A1xA2"})).await;
    assert_eq!(illegal.status, 400, "{}", illegal.text());
    assert_ne!(illegal.json()["error"], "bad-request");
    assert!(illegal.json()["message"].as_str().unwrap().contains("A1"));
    let not_yours = play(&r, json!({"position": "standard", "action": "E6xE7"})).await;
    not_yours.assert_error(400, "not-yours");
    play(&r, json!({"position": "standard", "action": "hello"}))
        .await
        .assert_error(400, "bad-action");
    play(&r, json!({"position": "standard"}))
        .await
        .assert_error(400, "bad-request");
    play(
        &r,
        json!({"position": "standard", "action": "D5xD4", "turn": "D5xD4"}),
    )
    .await
    .assert_error(400, "bad-request");
    play(
        &r,
        json!({"position": "standard", "action": "D5xD4", "x": 1}),
    )
    .await
    .assert_error(400, "bad-json");
    play(&r, json!({"position": OVER, "action": "A1xI1"}))
        .await
        .assert_error(400, "game-over");
}

#[tokio::test]
async fn the_analysis_gives_the_best_lines_with_win_chances() {
    let r = router(&state());
    let reply = get(&r, "/api/analysis?position=standard&ms=300&lines=2").await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let v = reply.json();
    assert_eq!(v["position"], STANDARD);
    assert!(v["depth"].as_u64().unwrap() >= 1);
    let lines = v["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 2);
    let mut turns = Vec::new();
    for line in lines {
        let turn = line["turn"].as_str().unwrap();
        let pv: Vec<&str> = line["pv"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert_eq!(
            pv.first().copied(),
            Some(turn),
            "the opening turn is one capture"
        );
        let chance = line["win_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&chance));
        assert!(!line["score"].as_str().unwrap().is_empty());
        turns.push(turn.to_string());
    }
    assert_ne!(turns[0], turns[1]);
    // After the opening, a line is a whole turn of two actions.
    let opened = play(&r, json!({"position": "standard", "action": "D5xD4"}))
        .await
        .json();
    let position = opened["position"].as_str().unwrap();
    let black = get(
        &r,
        &format!("/api/analysis?position={}&ms=200&lines=1", query(position)),
    )
    .await;
    assert_eq!(black.status, 200, "{}", black.text());
    let line = &black.json()["lines"][0];
    assert_eq!(line["turn"].as_str().unwrap().split(' ').count(), 2);
    for bad in ["lines=0", "lines=9", "lines=x", "ms=abc", "ms=-5"] {
        get(&r, &format!("/api/analysis?position=standard&{bad}"))
            .await
            .assert_error(400, "bad-query");
    }
}
