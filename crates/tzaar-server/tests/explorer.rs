//! The opening explorer (`GET /api/explorer`): online games between accounts played through
//! the API and ended count once they end, an imported standard record counts once however
//! often it is imported, hot-seat games do not count, every refusal, and the catch-up at start
//! counts the games finished before the index once.

mod common;

use axum::Router;
use axum::http::StatusCode;
use common::{accounts, act, call_as, challenge_game, create, get, post, router, seats, state};
use serde_json::{Value, json};

/// The record of a real game from the standard start (White wins by resignation after 11
/// turns), as the rules crate keeps it for its own tests.
const STANDARD_RECORD: &str =
    include_str!("../../tzaar-core/tests/data/records/standard-resigned.tzr");

/// `GET /api/explorer?position=...`, which must be 200; its body.
async fn explorer(r: &Router, position: &str) -> Value {
    let uri = format!("/api/explorer?position={}", encode(position));
    let reply = get(r, &uri).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    reply.json()
}

/// `text` for a query string: what a browser's `encodeURIComponent` escapes in a position.
fn encode(text: &str) -> String {
    text.replace('(', "%28")
        .replace(')', "%29")
        .replace('/', "%2F")
        .replace(' ', "%20")
}

/// The `n`-th (from 0) legal action of a State that does not lose at once.
fn nth_safe_action(s: &Value, n: usize) -> String {
    s["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["loses"] == false)
        .nth(n)
        .expect("a legal action")["action"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Plays `action` in game `id` as the session `token`; the State after it.
async fn play(r: &Router, id: &str, token: &str, action: &str) -> Value {
    let reply = act(r, id, token, action).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    reply.json()
}

/// A game between the accounts `white` and `black` (session tokens) from the standard start:
/// White's opening `D5xD4`, Black's turn of the `pick`-th safe actions, White's likewise,
/// then `loser` resigns. The State at the end.
async fn played_and_resigned(
    r: &Router,
    (white, black): (&str, &str),
    pick: usize,
    loser: &str,
) -> Value {
    let id = challenge_game(r, white, black).await;
    let mut s = play(r, &id, white, "D5xD4").await;
    for token in [black, black, white, white] {
        s = play(r, &id, token, &nth_safe_action(&s, pick)).await;
    }
    let uri = format!("/api/games/{id}/resign");
    let resigned = call_as(r, "POST", &uri, loser, None).await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text());
    let end = resigned.json();
    assert_eq!(end["status"], "over", "{end}");
    end
}

/// The position string after White's opening `D5xD4`.
fn first_turn_position() -> String {
    let mut game = tzaar_core::Game::new(tzaar_core::SetupKind::Standard);
    game.play(game.position().parse_action("D5xD4").unwrap())
        .unwrap();
    game.position().to_string()
}

/// An entry of a reply's `turns`.
fn turn(text: &str, games: u64, white_wins: u64) -> Value {
    json!({"turn": text, "games": games, "white_wins": white_wins})
}

#[tokio::test]
async fn finished_games_between_people_are_explored_once_each() {
    let r = router(&state());
    let [ann, bob] = accounts(&r, ["Ann", "Bob"]).await;
    let start = explorer(&r, "standard").await;
    assert_eq!(
        start,
        json!({
            "position": "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open",
            "games": 0, "white_wins": 0, "turns": []
        })
    );

    // Two online games between the accounts, both opened with D5xD4: White wins the first,
    // Black the second, after another reply.
    let first = played_and_resigned(&r, (&ann, &bob), 0, &bob).await;
    let second = played_and_resigned(&r, (&ann, &bob), 1, &ann).await;
    assert_eq!(first["result"]["winner"], "white", "{first}");
    assert_eq!(second["result"]["winner"], "black", "{second}");
    let at_start = explorer(&r, "standard").await;
    assert_eq!(at_start["games"], 2);
    assert_eq!(at_start["white_wins"], 1);
    assert_eq!(at_start["turns"], json!([turn("D5xD4", 2, 1)]));

    // After the first turn: each game's reply once, the most played first, then by its text.
    let replies = [&first, &second].map(|g| g["history"][1].as_str().unwrap().to_string());
    assert_ne!(replies[0], replies[1]);
    let position = first_turn_position();
    let reached = explorer(&r, &position).await;
    let mut expected = vec![turn(&replies[0], 1, 1), turn(&replies[1], 1, 0)];
    expected.sort_by_key(|t| t["turn"].as_str().unwrap().to_string());
    assert_eq!(
        reached,
        json!({"position": position, "games": 2, "white_wins": 1, "turns": expected})
    );

    // A hot-seat game ended the same way counts nothing.
    let hotseat = create(&r, r#"{"mode": "hotseat"}"#).await;
    let (id, white, _) = seats(&hotseat);
    play(&r, id, white, "D5xD4").await;
    let resigned = post(&r, &format!("/api/games/{id}/resign"), Some(white), "").await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text());
    assert_eq!(explorer(&r, "standard").await, at_start);

    // An imported record of a real game counts, once however often it is imported.
    for expected_status in [StatusCode::CREATED, StatusCode::OK] {
        let imported = post(&r, "/api/import", None, STANDARD_RECORD).await;
        assert_eq!(imported.status, expected_status, "{}", imported.text());
    }
    let with_import = explorer(&r, "standard").await;
    assert_eq!(with_import["games"], 3);
    assert_eq!(with_import["white_wins"], 2);
    assert_eq!(
        with_import["turns"],
        json!([turn("D5xD4", 2, 1), turn("E2xF2", 1, 1)])
    );
    let record = tzaar_core::Record::from_bytes(STANDARD_RECORD.as_bytes()).unwrap();
    let turns = record.game.turns();
    let eleventh = record.game.position_before_turn(11).unwrap().to_string();
    assert_eq!(
        explorer(&r, &eleventh).await["turns"],
        json!([turn(&turns[10].to_string(), 1, 1)])
    );
}

/// The refusals of a bad position are those of every endpoint reading one (`tests/positions.rs`).
#[tokio::test]
async fn positions_no_counted_game_reached_are_zeros() {
    let r = router(&state());
    // Starts no game between people is counted from, and a position mid-turn: zeros.
    let mut game = tzaar_core::Game::new(tzaar_core::SetupKind::Standard);
    for _ in 0..2 {
        game.play(game.position().legal_actions()[0]).unwrap();
    }
    assert_eq!(game.position().phase(), tzaar_core::Phase::SecondAction);
    let mid_turn = game.position().to_string();
    for position in ["tournament", "random 7", &mid_turn] {
        let got = explorer(&r, position).await;
        assert_eq!(
            (&got["games"], &got["white_wins"], &got["turns"]),
            (&json!(0), &json!(0), &json!([])),
            "{got}"
        );
    }
}

#[tokio::test]
async fn the_catch_up_at_start_counts_games_finished_before_the_index() {
    let (dir, config) = common::in_temp_dir();
    let st = tzaar_server::AppState::open(config).unwrap();
    let r = router(&st);
    let [ann, bob] = accounts(&r, ["Ann", "Bob"]).await;
    played_and_resigned(&r, (&ann, &bob), 0, &bob).await;
    played_and_resigned(&r, (&ann, &bob), 2, &ann).await;
    let counted = explorer(&r, "standard").await;
    assert_eq!(counted["games"], 2, "{counted}");
    // The archive as a version without the explorer left it: the games finished, none looked
    // at, nothing counted.
    rusqlite::Connection::open(dir.path().join("tzaar.sqlite3"))
        .unwrap()
        .execute_batch(
            "UPDATE games SET explorer = NULL; DELETE FROM explorer_positions;
             DELETE FROM explorer_turns;",
        )
        .unwrap();
    assert_eq!(explorer(&r, "standard").await["games"], 0);
    // What the server starts with; twice, as two instances would.
    st.games().start_explorer_catch_up();
    st.games().start_explorer_catch_up();
    let mut now = explorer(&r, "standard").await;
    for _ in 0..3000 {
        if now["games"] == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        now = explorer(&r, "standard").await;
    }
    assert_eq!(now, counted);
    let after = explorer(&r, &first_turn_position()).await;
    assert_eq!(after["games"], 2, "{after}");
}

/// Measures the index on an SQLite archive (not run by default): `N` games (1000 by default)
/// of random play from the standard start to their end, each stored as an online game with
/// its result and counted as it is stored; then the index's rows and size, the same games
/// counted again by the catch-up at start, and reads of the start position.
///
/// `N=2000 cargo test -p tzaar-server --test explorer -- --ignored --nocapture`
#[test]
#[ignore]
fn measure_the_index() {
    use std::time::Instant;
    use tzaar_core::{Color, Game, SetupKind};
    use tzaar_server::store::{GameMeta, GameRow, SqliteStore};

    let n: usize = std::env::var("N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("measure.sqlite3");
    let s = SqliteStore::open(&path).unwrap();
    let mut seed: u64 = 12345;
    let mut draw = |len: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize % len
    };
    let mut turns = 0;
    let games: Vec<(Vec<String>, bool)> = (0..n)
        .map(|_| {
            let mut g = Game::new(SetupKind::Standard);
            while !g.is_over() {
                let legal = g.position().legal_actions();
                g.play(legal[draw(legal.len())]).unwrap();
            }
            turns += g.turns().len();
            let actions = g.actions().iter().map(|a| a.to_string()).collect();
            (actions, g.result().unwrap().winner == Color::White)
        })
        .collect();
    let timer = Instant::now();
    for (i, (actions, white_won)) in games.iter().enumerate() {
        let row = GameRow {
            id: format!("m{i:011}"),
            mode: "online".into(),
            setup: "standard".into(),
            ..GameRow::default()
        };
        let result = if *white_won { "1-0" } else { "0-1" };
        let meta = GameMeta {
            status: "over".into(),
            result: Some(result.into()),
            ..GameMeta::default()
        };
        s.create(&row, &meta, actions).unwrap();
    }
    eprintln!(
        "{n} games of {:.1} turns on average stored, each counted as it is, in {:?}",
        turns as f64 / n as f64,
        timer.elapsed()
    );
    let db = rusqlite::Connection::open(&path).unwrap();
    let count = |q: &str| db.query_row(q, [], |r| r.get::<_, i64>(0)).unwrap();
    let bytes = |table: &str| {
        count(&format!(
            "SELECT SUM(pgsize) FROM dbstat WHERE name = '{table}'
                 OR name LIKE 'sqlite_autoindex_{table}_%'"
        ))
    };
    eprintln!(
        "rows: {} positions, {} turns; bytes with their keys' indexes: positions {}, turns {}, actions {}",
        count("SELECT COUNT(*) FROM explorer_positions"),
        count("SELECT COUNT(*) FROM explorer_turns"),
        bytes("explorer_positions"),
        bytes("explorer_turns"),
        bytes("actions"),
    );
    db.execute_batch(
        "UPDATE games SET explorer = NULL; DELETE FROM explorer_positions;
         DELETE FROM explorer_turns;",
    )
    .unwrap();
    let timer = Instant::now();
    let mut looked = 0;
    while let k @ 1.. = s.explorer_catch_up(100).unwrap() {
        looked += k;
    }
    eprintln!(
        "the catch-up counted {looked} games again in {:?}",
        timer.elapsed()
    );
    let start = Game::new(SetupKind::Standard).position().to_string();
    let timer = Instant::now();
    for _ in 0..100 {
        assert_eq!(s.explorer(&start).unwrap().games, n as u64);
    }
    eprintln!("100 reads of the start in {:?}", timer.elapsed());
}
