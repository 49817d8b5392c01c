//! The puzzles over the router: the next puzzle for a guest and an account, a right and a wrong
//! first turn, a puzzle of two turns solved against the server's reply, the refusals (an
//! illegal turn with the rules' code, an unknown puzzle, a turn after the end, a malformed
//! body), and the ratings: an account's first attempt rated once, a guest's never.

mod common;

use axum::http::header;
use common::{Auth, Reply, account, call, call_as, call_with, router, state};
use serde_json::{Value, json};
use tzaar_core::{GameError, Phase, Position, Turn, TurnError};
use tzaar_engine::puzzle::{Puzzle, keeps_win, shipped, winning_turn};

/// A guest's cookie, with its key.
const GUEST: &str = "tzaar_guest=0123456789abcdef0123456789abcdef";

/// The first shipped puzzle won in `win_in` turns.
fn puzzle(win_in: u8) -> &'static Puzzle {
    shipped()
        .iter()
        .find(|p| p.win_in == win_in)
        .unwrap_or_else(|| panic!("no shipped puzzle is won in {win_in}"))
}

/// A request of a guest with the cookie [`GUEST`].
async fn as_guest(r: &axum::Router, method: &str, uri: &str, body: Option<Value>) -> Reply {
    as_guest_with(r, GUEST, method, uri, body).await
}

/// A request of a guest with the cookie `cookie`.
async fn as_guest_with(
    r: &axum::Router,
    cookie: &str,
    method: &str,
    uri: &str,
    body: Option<Value>,
) -> Reply {
    let body = body.map(|b| b.to_string());
    let headers = [(header::COOKIE, cookie)];
    call_with(r, method, uri, Auth::None, &headers, body).await
}

fn attempt_uri(p: &Puzzle) -> String {
    format!("/api/puzzles/{}/attempt", p.id)
}

/// Plays `turn` (`again`: from the start again) in the attempt of the guest with `cookie` at
/// `p`; the answer, which must be 200.
async fn play(r: &axum::Router, cookie: &str, p: &Puzzle, turn: &Turn, again: bool) -> Value {
    let body = json!({ "turn": turn.to_string(), "again": again });
    let reply = as_guest_with(r, cookie, "POST", &attempt_uri(p), Some(body)).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()
}

/// An answer's `correct` and `solved`.
fn verdict(v: &Value) -> (bool, bool) {
    (v["correct"] == true, v["solved"] == true)
}

/// Every legal whole turn in `pos`.
fn legal_turns(pos: &Position) -> Vec<Turn> {
    let mut out = Vec::new();
    for first in pos.legal_actions() {
        let mut after = pos.clone();
        after.play(first).unwrap();
        let goes_on = after.side() == pos.side()
            && after.phase() == Phase::SecondAction
            && after.outcome().is_none();
        if !goes_on {
            out.push(Turn {
                first,
                second: None,
            });
            continue;
        }
        for second in after.legal_actions() {
            out.push(Turn {
                first,
                second: Some(second),
            });
        }
    }
    out
}

#[tokio::test]
async fn the_next_puzzle_is_shown_without_its_solution_to_a_guest_and_an_account() {
    let r = router(&state());
    let guest = as_guest(&r, "GET", "/api/puzzles/next", None).await;
    assert_eq!(guest.status, 200, "{}", guest.text());
    let card = guest.json();
    let id = card["id"].as_str().unwrap();
    let p = shipped().iter().find(|p| p.id == id).unwrap();
    assert_eq!(card["position"], p.position.to_string());
    assert_eq!(card["side"], p.position.side().name());
    assert_eq!(card["win_in"], p.win_in);
    assert_eq!(card["rating"], i64::from(p.rating));
    assert!(card["themes"].is_array() && card["player_rating"].is_null());
    assert!(card.get("solution").is_none() && card.get("accepted").is_none());

    let token = account(&r, "Solver").await;
    let mine = call_as(&r, "GET", "/api/puzzles/next?win_in=2", &token, None).await;
    assert_eq!(mine.status, 200, "{}", mine.text());
    assert_eq!(
        (
            mine.json()["player_rating"].clone(),
            mine.json()["win_in"].clone()
        ),
        (json!(1500), json!(2))
    );
    // Near 1500 and of the theme asked for.
    let stack = call_as(&r, "GET", "/api/puzzles/next?theme=stack", &token, None).await;
    if stack.status == 200 {
        assert!(
            stack.json()["themes"]
                .as_array()
                .unwrap()
                .contains(&json!("stack"))
        );
    } else {
        stack.assert_error(404, "no-puzzle");
    }
    for bad in ["theme=mate", "win_in=5", "win_in=x"] {
        let reply = call_as(&r, "GET", &format!("/api/puzzles/next?{bad}"), &token, None).await;
        reply.assert_error(400, "bad-query");
    }

    // A link shows the puzzle, without its solution before an attempt ends.
    let linked = call(&r, "GET", &format!("/api/puzzles/{id}"), Auth::None, None).await;
    assert_eq!(linked.json()["id"], id);
    assert!(linked.json().get("attempt").is_none());
    for unknown in ["nosuchpuzzle", "bad!id", "x234567890123456789"] {
        let reply = call(
            &r,
            "GET",
            &format!("/api/puzzles/{unknown}"),
            Auth::None,
            None,
        )
        .await;
        reply.assert_error(404, "unknown-puzzle");
    }
}

#[tokio::test]
async fn a_right_first_turn_solves_and_a_wrong_one_fails_with_the_solution() {
    let r = router(&state());
    let p = puzzle(1);
    let turn = p.accepted[0].to_string();
    let v = play(&r, GUEST, p, &p.accepted[0], false).await;
    assert_eq!(verdict(&v), (true, true));
    assert!(v["reply"].is_null() && v.get("rating").is_none(), "{v}");
    assert_eq!(v["turns_left"], 0);
    let solution: Vec<String> = p.solution.iter().map(Turn::to_string).collect();
    assert_eq!(v["solution"], json!(solution));

    // Over: another turn is refused, saying how to begin again, which then works.
    let after = as_guest(&r, "POST", &attempt_uri(p), Some(json!({ "turn": turn }))).await;
    after.assert_error(409, "puzzle-over");
    assert!(after.json()["message"].as_str().unwrap().contains("again"));
    let shown = as_guest(&r, "GET", &format!("/api/puzzles/{}", p.id), None)
        .await
        .json();
    assert_eq!(
        (
            shown["attempt"]["over"].clone(),
            shown["attempt"]["solved"].clone()
        ),
        (json!(true), json!(true))
    );
    assert_eq!(shown["attempt"]["solution"], json!(solution));

    // A legal turn that is not accepted fails the new attempt and shows the solution.
    let wrong = legal_turns(&p.position)
        .into_iter()
        .find(|t| !p.accepted.contains(t))
        .expect("a legal turn that does not win");
    let v = play(&r, GUEST, p, &wrong, true).await;
    assert_eq!(verdict(&v), (false, false));
    assert!(v["reply"].is_null());
    assert_eq!(v["solution"], json!(solution));
}

#[tokio::test]
async fn a_puzzle_of_two_turns_is_solved_against_the_servers_reply() {
    let r = router(&state());
    let p = puzzle(2);
    let v = play(&r, GUEST, p, &p.solution[0], false).await;
    assert_eq!(verdict(&v), (true, false));
    // On the main line the defence is the solution's.
    assert_eq!(v["reply"], p.solution[1].to_string());
    assert_eq!(v["turns_left"], 1);
    assert!(v.get("solution").is_none(), "{v}");
    let mut pos = p.position.clone();
    for turn in &p.solution[..2] {
        for a in turn.actions() {
            pos.play(a).unwrap();
        }
    }
    assert_eq!(v["position"], pos.to_string());
    // The attempt's progress is kept for the guest's cookie.
    let shown = as_guest(&r, "GET", &format!("/api/puzzles/{}", p.id), None)
        .await
        .json();
    assert_eq!(shown["attempt"]["position"], pos.to_string());
    assert_eq!(shown["attempt"]["over"], false);

    let v = play(&r, GUEST, p, &p.solution[2], false).await;
    assert_eq!(verdict(&v), (true, true));
    assert!(v["reply"].is_null());
    assert_eq!(v["solution"].as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn a_turn_off_the_main_line_is_judged_by_the_solver_and_answered_by_its_defence() {
    let r = router(&state());
    let p = shipped()
        .iter()
        .find(|p| p.win_in == 2 && p.accepted.len() > 1)
        .expect("a two-turn puzzle with several accepted first turns");
    let first = p.accepted.iter().find(|t| **t != p.solution[0]).unwrap();
    let other = "tzaar_guest=fedcba9876543210fedcba9876543210";
    let mut answers = Vec::new();
    for cookie in [GUEST, other] {
        answers.push(play(&r, cookie, p, first, false).await);
    }
    let v = &answers[0];
    assert_eq!(verdict(v), (true, false));
    assert_eq!(v["turns_left"], 1);
    // The defence is the solver's, the same for every solver.
    assert!(
        v["reply"].is_string() && v["reply"] == answers[1]["reply"],
        "{answers:?}"
    );
    let pos: Position = v["position"].as_str().unwrap().parse().unwrap();
    let win = winning_turn(&pos, 1, 1_000_000).expect("the win is kept");
    let lose = legal_turns(&pos)
        .into_iter()
        .find(|t| keeps_win(&pos, t, 1, 1_000_000) == Some(false))
        .expect("a turn that does not win");

    let solved = play(&r, GUEST, p, &win, false).await;
    assert_eq!(verdict(&solved), (true, true), "{solved}");
    let failed = play(&r, other, p, &lose, false).await;
    assert_eq!(verdict(&failed), (false, false), "{failed}");
    assert_eq!(failed["solution"].as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn an_illegal_turn_is_refused_with_the_rules_code_and_bad_requests_with_theirs() {
    let r = router(&state());
    let p = puzzle(1);
    let expected = match p.position.parse_turn("pass") {
        Err(TurnError::Illegal { reason, .. }) => GameError::Illegal(reason).code(),
        other => panic!("a lone pass is legal here: {other:?}"),
    };
    let illegal = as_guest(&r, "POST", &attempt_uri(p), Some(json!({ "turn": "pass" }))).await;
    illegal.assert_error(400, expected);
    // Nothing was begun: the right turn still solves it.
    let right = json!({ "turn": p.accepted[0].to_string() });
    let v = as_guest(&r, "POST", &attempt_uri(p), Some(right.clone()))
        .await
        .json();
    assert_eq!(v["solved"], true, "{v}");

    as_guest(&r, "POST", "/api/puzzles/nosuch/attempt", Some(right))
        .await
        .assert_error(404, "unknown-puzzle");
    for body in [
        json!({}),
        json!({ "turn": 5 }),
        json!({ "turn": "pass", "extra": 1 }),
    ] {
        as_guest(&r, "POST", &attempt_uri(p), Some(body))
            .await
            .assert_error(400, "bad-json");
    }
    let long = json!({ "turn": "D4xC3 ".repeat(20) });
    as_guest(&r, "POST", &attempt_uri(p), Some(long))
        .await
        .assert_error(400, "bad-turn");
    // With `again`, an unreadable turn is refused too, and nothing begins.
    let unreadable = as_guest(
        &r,
        "POST",
        &attempt_uri(p),
        Some(json!({ "turn": "Q9xZ0", "again": true })),
    )
    .await;
    assert_eq!(unreadable.status, 400, "{}", unreadable.text());
}

#[tokio::test]
async fn an_accounts_first_attempt_is_rated_once_and_a_guests_never() {
    let r = router(&state());
    let p = puzzle(1);
    let puzzle_rating = |reply: Reply| reply.json()["rating"].as_i64().unwrap();
    let shown = format!("/api/puzzles/{}", p.id);
    let before = puzzle_rating(call(&r, "GET", &shown, Auth::None, None).await);

    // A guest without a cookie is given one, and its attempt is unrated.
    let turn = json!({ "turn": p.accepted[0].to_string() });
    let guest = call(&r, "POST", &attempt_uri(p), Auth::None, Some(turn.clone())).await;
    assert_eq!(guest.status, 200, "{}", guest.text());
    let cookie = guest.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(
        cookie.starts_with("tzaar_guest=")
            && cookie.contains("HttpOnly")
            && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(guest.json().get("rating").is_none());
    assert_eq!(
        puzzle_rating(call(&r, "GET", &shown, Auth::None, None).await),
        before
    );

    let token = account(&r, "Rated").await;
    let me = call_as(&r, "GET", "/api/me", &token, None).await.json();
    assert!(me["puzzle_rating"].is_null(), "{me}");
    let solved = call_as(&r, "POST", &attempt_uri(p), &token, Some(turn.clone()))
        .await
        .json();
    let rating = solved["rating"]
        .as_i64()
        .expect("the first attempt is rated");
    assert!(rating > 1500, "{solved}");
    assert!(puzzle_rating(call(&r, "GET", &shown, Auth::None, None).await) < before);
    let me = call_as(&r, "GET", "/api/me", &token, None).await.json();
    assert_eq!(
        me["puzzle_rating"]["rating"].as_f64().unwrap().round() as i64,
        rating
    );
    assert_eq!(
        (
            me["puzzle_rating"]["attempts"].clone(),
            me["puzzle_rating"]["solved"].clone()
        ),
        (json!(1), json!(1))
    );

    // Again: unrated, and nothing changes.
    let again = json!({ "turn": p.accepted[0].to_string(), "again": true });
    let second = call_as(&r, "POST", &attempt_uri(p), &token, Some(again))
        .await
        .json();
    assert_eq!(second["solved"], true);
    assert!(second.get("rating").is_none(), "{second}");
    let after = call_as(&r, "GET", "/api/me", &token, None).await.json();
    assert_eq!(after["puzzle_rating"], me["puzzle_rating"]);
    let next = call_as(&r, "GET", "/api/puzzles/next", &token, None)
        .await
        .json();
    assert_eq!(next["player_rating"], rating);
    assert_ne!(
        next["id"], p.id,
        "a tried puzzle is not offered while others are left"
    );
}
