//! The archive's behaviour, checked once over `&Store` and run on both backends: SQLite
//! in memory and PostgreSQL on a throwaway cluster (each check on a fresh database). Then
//! what only a shared PostgreSQL archive does: two instances racing on one database,
//! notifications between them, and its migrations.
//!
//! Where PostgreSQL is not installed its part skips, saying so (and fails with
//! `TZAAR_PG=required`).

#[path = "common/pg.rs"]
mod pg;

use std::sync::mpsc::Receiver;
use std::sync::{Arc, Barrier};
use std::time::Duration;

use pg::TempCluster;
use tzaar_core::{Game, SetupKind};
use tzaar_server::ratings::Rating;
use tzaar_server::store::{
    AttemptLimits, CachedScore, DeletedSeats, EmailState, EventLimit, ExplorerStats, ExplorerTurn,
    GAME_CHANNEL, GameMeta, GameRow, Heard, LOBBY_CHANNEL, Letter, NewMail, NewToken, PgStore,
    Report, Reserved, SCHEMA_VERSION, SeatBinding, SeekRow, SqliteStore, Store, StoreError, Taken,
    TokenUse, deleted_name, schema,
};
use tzaar_server::store::{
    AttemptStep, GUEST_KEEP_MS, PUZZLE_DEVIATION, PuzzleRow, Solver, Stepped,
};

/// A check of the archive's behaviour, given an empty archive.
type Check = fn(&Store);

/// A check of a shared PostgreSQL archive, given the cluster to make databases on.
type SharedCheck = fn(&mut Databases);

/// Every check both backends must pass, by name.
const CHECKS: &[(&str, Check)] = &[
    (
        "games round trip",
        games_round_trip_and_versions_are_checked,
    ),
    ("list pages", the_list_pages_newest_first),
    (
        "rated when stored",
        only_decided_rated_games_between_two_accounts_are_rated,
    ),
    ("rated once", a_game_is_rated_exactly_once),
    (
        "accounts",
        names_are_unique_sessions_expire_and_passwords_end_sessions,
    ),
    ("leaderboard", the_leaderboard_pages_by_rating),
    ("seats", a_seat_is_taken_once_and_an_account_lists_its_games),
    ("timed games", timed_games_are_due_by_clock_or_deadline),
    ("chat and rematch", chat_is_numbered_and_a_rematch_is_atomic),
    (
        "seeks",
        seeks_are_limited_cancelled_by_their_owner_and_taken_once,
    ),
    ("bot's games", a_bot_takes_no_more_games_than_it_may),
    ("imports", an_import_is_kept_once_per_hash),
    ("scores", scores_are_saved_and_replaced),
    (
        "login attempts",
        login_attempts_are_limited_per_name_and_address_and_expire,
    ),
    (
        "counted events",
        events_are_counted_per_kind_and_key_and_leave_the_window,
    ),
    (
        "moderation",
        blocks_reports_hidden_lines_and_closed_accounts_are_kept,
    ),
    (
        "mail tokens",
        an_address_is_verified_and_a_password_reset_once_by_a_token_in_time,
    ),
    (
        "outbox",
        a_mail_is_claimed_for_a_lease_retried_when_due_and_sent_once,
    ),
    (
        "account deletion",
        a_deleted_account_is_an_anonymous_player_whose_name_is_free,
    ),
    (
        "notices and settings",
        notices_are_queued_once_by_key_and_settings_and_deadlines_are_read,
    ),
    (
        "opening explorer",
        finished_games_between_people_are_counted_once,
    ),
    (
        "puzzles",
        puzzles_are_loaded_once_chosen_by_rating_and_rated_on_a_first_attempt,
    ),
    ("guest attempts", guests_attempts_are_unrated_and_expire),
];

fn row(id: &str) -> GameRow {
    GameRow {
        id: id.into(),
        mode: "hotseat".into(),
        setup: "standard".into(),
        seed: Some(u64::MAX),
        level: Some(7),
        start: "x".into(),
        white_token: Some("w".into()),
        black_token: None,
        white: "A".into(),
        black: "B".into(),
        engine_color: Some("black".into()),
        clock: Some((60_000, 1_000)),
        tags: Some("[[\"Event\",\"e\"]]".into()),
        created: 5,
        days_per_turn: Some(3),
        ..GameRow::default()
    }
}

fn meta(turns: u32, version: i64) -> GameMeta {
    GameMeta {
        status: "playing".into(),
        turns,
        updated: 6,
        version,
        ..GameMeta::default()
    }
}

fn account(s: &Store, name: &str) -> i64 {
    s.create_account(name, Some("h"), None, Rating::START, 1)
        .unwrap()
        .unwrap()
        .id
}

fn games_round_trip_and_versions_are_checked(s: &Store) {
    let full = GameMeta {
        result: None,
        termination: Some("t".into()),
        clock_ms: Some((-5, 70_000)),
        clock_since: Some(40),
        deadline: Some(90),
        to_act: Some("black".into()),
        offer: Some("takeback:white".into()),
        ..meta(0, 0)
    };
    s.create(&row("g1"), &full, &[]).unwrap();
    assert_eq!(s.load("g1").unwrap().unwrap().meta, full);
    s.append("g1", 0, &["D5xD4".into()], &meta(1, 1)).unwrap();
    assert!(matches!(
        s.append("g1", 0, &["D5xD4".into()], &meta(1, 2)),
        Err(StoreError::Sequence(_))
    ));
    assert!(s.append("g1", 2, &["pass".into()], &meta(1, 2)).is_err());
    // A change over a version that is not the stored one (another instance's) fails.
    assert!(matches!(
        s.append("g1", 1, &["C3xD4".into()], &meta(2, 1)),
        Err(StoreError::Sequence(_))
    ));
    assert!(matches!(
        s.update("g1", &meta(1, 3)),
        Err(StoreError::Sequence(_))
    ));
    s.append("g1", 1, &["C3xD4".into(), "pass".into()], &meta(2, 2))
        .unwrap();
    let g = s.load("g1").unwrap().unwrap();
    assert_eq!(g.row, row("g1"));
    assert_eq!(g.actions, ["D5xD4", "C3xD4", "pass"]);
    assert_eq!(g.meta, meta(2, 2));
    assert!(matches!(
        s.truncate("g1", 1, &meta(1, 2)),
        Err(StoreError::Sequence(_))
    ));
    assert_eq!(s.load("g1").unwrap().unwrap().actions.len(), 3);
    s.truncate("g1", 1, &meta(1, 3)).unwrap();
    assert_eq!(s.load("g1").unwrap().unwrap().actions, ["D5xD4"]);
    assert!(s.load("nope").unwrap().is_none());
    assert!(matches!(
        s.update("nope", &meta(0, 1)),
        Err(StoreError::Sequence(_))
    ));
    // An import is created with its actions, and at the version given.
    s.create(&row("g2"), &meta(1, 4), &["a".into(), "b".into()])
        .unwrap();
    let g2 = s.load("g2").unwrap().unwrap();
    assert_eq!((g2.actions.len(), g2.meta.version), (2, 4));
    let engine = GameRow {
        mode: "engine".into(),
        ..row("g3")
    };
    s.create(&engine, &meta(0, 0), &[]).unwrap();
    assert_eq!(s.unfinished_engine_games().unwrap(), ["g3"]);
    s.update(
        "g3",
        &GameMeta {
            status: "over".into(),
            result: Some("1-0".into()),
            ..meta(0, 1)
        },
    )
    .unwrap();
    assert!(s.unfinished_engine_games().unwrap().is_empty());
}

fn the_list_pages_newest_first(s: &Store) {
    for (id, created) in [("b", 10), ("a", 10), ("c", 30), ("d", 20)] {
        let r = GameRow { created, ..row(id) };
        s.create(&r, &meta(0, 0), &[]).unwrap();
    }
    let ids = |page, per_page| {
        let (games, total) = s.list(page, per_page).unwrap();
        assert_eq!(total, 4);
        games.into_iter().map(|g| g.id).collect::<Vec<_>>()
    };
    assert_eq!(ids(1, 3), ["c", "d", "a"]);
    assert_eq!(ids(2, 3), ["b"]);
    assert!(ids(3, 3).is_empty());
    assert_eq!(ids(0, 2), ["c", "d"]);
    let (games, _) = s.list(1, 1).unwrap();
    assert_eq!(
        (games[0].turns, games[0].created, games[0].updated),
        (0, 30, 6)
    );
}

fn only_decided_rated_games_between_two_accounts_are_rated(s: &Store) {
    let (ann, bob) = (account(s, "Ann"), account(s, "Bob"));
    let seated = |id: &str, rated: bool, accounts: [Option<i64>; 2]| GameRow {
        rated,
        seats: accounts.map(|account| SeatBinding {
            taken: true,
            account,
            ..SeatBinding::default()
        }),
        ..row(id)
    };
    let over = |status: &str, result: &str| GameMeta {
        status: status.into(),
        result: Some(result.into()),
        ..meta(3, 1)
    };
    let games = [
        (
            "casual000001",
            false,
            [Some(ann), Some(bob)],
            over("over", "1-0"),
        ),
        ("guestseat001", true, [Some(ann), None], over("over", "1-0")),
        (
            "sameaccount1",
            true,
            [Some(ann), Some(ann)],
            over("over", "1-0"),
        ),
        (
            "aborted00001",
            true,
            [Some(ann), Some(bob)],
            over("aborted", "1-0"),
        ),
        (
            "rated0000001",
            true,
            [Some(ann), Some(bob)],
            over("over", "0-1"),
        ),
    ];
    for (id, rated, accounts, end) in games {
        s.create(&seated(id, rated, accounts), &meta(0, 0), &[])
            .unwrap();
        s.update(id, &end).unwrap();
        // The same change again is refused: it is over a version no longer stored.
        assert!(s.update(id, &end).is_err());
        let again = GameMeta {
            version: 2,
            ..end.clone()
        };
        s.update(id, &again).unwrap();
    }
    let history = s.rating_history(bob).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].game_id, "rated0000001");
    assert_eq!(history[0].at, 6);
    let (a, b) = (
        s.account("ann").unwrap().unwrap(),
        s.account("bob").unwrap().unwrap(),
    );
    assert_eq!((a.games, a.wins, a.losses), (1, 0, 1));
    assert_eq!((b.games, b.wins, b.losses), (1, 1, 0));
    assert!(b.rating.rating > 1500.0 && a.rating.rating < 1500.0);
    let loaded = s.load("rated0000001").unwrap().unwrap().row.seats;
    assert_eq!(
        loaded.map(|seat| seat.account_name),
        [Some("Ann".into()), Some("Bob".into())]
    );
    let recent = s.recent_games(ann, 10).unwrap();
    assert_eq!(recent.len(), 5);
    assert!(s.recent_games(bob, 2).unwrap().len() == 2);
}

fn a_game_is_rated_exactly_once(s: &Store) {
    let (a, b) = (account(s, "Ann"), account(s, "bob"));
    assert!(s.rate_game("g1", a, b, 1.0, 10).unwrap());
    let after = (
        s.account("ann").unwrap().unwrap(),
        s.account("BOB").unwrap().unwrap(),
    );
    assert!(after.0.rating.rating > 1500.0 && after.1.rating.rating < 1500.0);
    assert_eq!((after.0.games, after.0.wins, after.0.losses), (1, 1, 0));
    assert_eq!((after.1.games, after.1.wins, after.1.losses), (1, 0, 1));
    assert!(!s.rate_game("g1", a, b, 1.0, 11).unwrap());
    assert!(!s.rate_game("g1", b, a, 1.0, 12).unwrap());
    let again = (
        s.account("ann").unwrap().unwrap(),
        s.account("bob").unwrap().unwrap(),
    );
    assert_eq!(after, again);
    let history = s.rating_history(a).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].game_id, "g1");
    assert_eq!(history[0].rating, again.0.rating.rating);
    assert_eq!(history[0].deviation, again.0.rating.deviation);
    assert!(s.rate_game("g2", a, b, 0.0, 20).unwrap());
    let history = s.rating_history(b).unwrap();
    assert_eq!(
        history
            .iter()
            .map(|p| p.game_id.as_str())
            .collect::<Vec<_>>(),
        ["g1", "g2"]
    );
    // Not rated: an unknown account, or an account against itself; nothing changes.
    assert!(s.rate_game("g9", a, 999, 1.0, 30).is_err());
    assert!(s.rate_game("g9", a, a, 1.0, 30).is_err());
    assert_eq!(s.rating_history(a).unwrap().len(), 2);
}

fn names_are_unique_sessions_expire_and_passwords_end_sessions(s: &Store) {
    let a = s
        .create_account("Ann", Some("h"), None, Rating::START, 1)
        .unwrap()
        .unwrap();
    assert_eq!((a.name.as_str(), a.games, a.created), ("Ann", 0, 1));
    assert_eq!(a.rating, Rating::START);
    assert!(
        s.create_account("ANN", Some("x"), None, Rating::START, 2)
            .unwrap()
            .is_none()
    );
    let bot = s
        .create_account("Bot", None, Some(4), Rating::START, 3)
        .unwrap()
        .unwrap();
    assert_ne!(bot.id, a.id);
    assert_eq!(bot.bot_level, Some(4));
    assert_eq!(s.password_hash(bot.id).unwrap(), None);
    assert_eq!(s.password_hash(999).unwrap(), None);
    let (found, hash) = s.account_for_login("aNN").unwrap().unwrap();
    assert_eq!((found, hash.as_deref()), (a.clone(), Some("h")));
    assert!(s.account("nobody").unwrap().is_none());
    s.create_session("t1", a.id, 100, 200).unwrap();
    assert_eq!(s.session_account("t1", 150).unwrap(), Some(a.account_ref()));
    assert_eq!(s.session_account("t1", 200).unwrap(), None);
    s.create_session("t2", a.id, 100, 300).unwrap();
    s.create_session("t3", a.id, 100, 300).unwrap();
    s.set_password(a.id, "new", "t3").unwrap();
    assert_eq!(s.session_account("t2", 150).unwrap(), None);
    assert_eq!(s.session_account("t3", 150).unwrap(), Some(a.account_ref()));
    assert_eq!(s.password_hash(a.id).unwrap().as_deref(), Some("new"));
    // A bot keeps having no password.
    s.set_password(bot.id, "new", "").unwrap();
    assert_eq!(s.password_hash(bot.id).unwrap(), None);
    s.delete_session("t3").unwrap();
    s.delete_session("t3").unwrap();
    assert_eq!(s.session_account("t3", 150).unwrap(), None);
    // Creating a session drops the expired ones; the same token again is refused.
    s.create_session("t4", a.id, 400, 500).unwrap();
    assert!(s.create_session("t4", a.id, 400, 500).is_err());
}

fn the_leaderboard_pages_by_rating(s: &Store) {
    let rated = |name: &str, rating: f64| {
        let r = Rating {
            rating,
            ..Rating::START
        };
        s.create_account(name, Some("h"), None, r, 1)
            .unwrap()
            .unwrap()
            .id
    };
    let low = rated("Low", 1400.0);
    let top = rated("Top", 1700.0);
    let mid = rated("Mid", 1500.0);
    let tie = rated("Tie", 1500.0);
    let ids = |page, per_page| {
        let (rows, total) = s.leaderboard(page, per_page).unwrap();
        assert_eq!(total, 4);
        rows.into_iter().map(|a| a.id).collect::<Vec<_>>()
    };
    assert_eq!(ids(1, 3), [top, mid, tie]);
    assert_eq!(ids(2, 3), [low]);
}

fn online_row() -> GameRow {
    GameRow {
        id: "g1".into(),
        mode: "online".into(),
        setup: "standard".into(),
        white: "Ann".into(),
        black: "Black".into(),
        days_per_turn: Some(3),
        seats: [
            SeatBinding {
                invite: None,
                taken: true,
                account: Some(7),
                account_name: None,
                bot: false,
            },
            SeatBinding {
                invite: Some("code".into()),
                taken: false,
                ..SeatBinding::default()
            },
        ],
        ..GameRow::default()
    }
}

fn a_seat_is_taken_once_and_an_account_lists_its_games(s: &Store) {
    let meta = GameMeta {
        status: "playing".into(),
        to_act: Some("black".into()),
        deadline: Some(99),
        ..GameMeta::default()
    };
    s.create(&online_row(), &meta, &[]).unwrap();
    assert!(
        s.take_seat("g1", "black", Some((8, "Bob")), Some("fresh"))
            .unwrap()
    );
    assert!(!s.take_seat("g1", "black", Some((9, "Eve")), None).unwrap());
    assert!(!s.take_seat("g1", "white", None, Some("other")).unwrap());
    assert!(!s.take_seat("nope", "white", None, None).unwrap());
    assert!(s.take_seat("g1", "red", None, None).is_err());
    let g = s.load("g1").unwrap().unwrap();
    assert_eq!(g.row.black, "Bob");
    assert_eq!(g.row.seats[1].account, Some(8));
    assert!(g.row.seats[1].taken);
    assert_eq!(g.row.seats[1].invite.as_deref(), Some("code"));
    assert_eq!(
        g.row.black_token.as_deref(),
        Some("fresh"),
        "the joiner's own token"
    );
    // Taking a seat is a change of the game: its version goes up by one.
    assert_eq!(g.meta.version, 1);
    assert_eq!((g.meta.deadline, g.row.days_per_turn), (Some(99), Some(3)));
    let bob = s.account_games(8).unwrap();
    assert_eq!(bob.len(), 1);
    assert_eq!(
        (bob[0].color.as_str(), bob[0].opponent.as_str()),
        ("black", "Ann")
    );
    assert!(bob[0].your_turn);
    assert_eq!(bob[0].days_per_turn, Some(3));
    assert!(!s.account_games(7).unwrap()[0].your_turn);
    assert!(s.account_games(9).unwrap().is_empty());
    // Those where the account is to act first, then by deadline, the games without last.
    let more = [
        ("g2", "white", None, 50),
        ("g3", "black", Some(40), 60),
        ("g4", "black", None, 70),
        ("g5", "white", Some(10), 80),
    ];
    for (id, to_act, deadline, updated) in more {
        let r = GameRow {
            id: id.into(),
            ..online_row()
        };
        let m = GameMeta {
            to_act: Some(to_act.into()),
            deadline,
            updated,
            ..meta.clone()
        };
        s.create(&r, &m, &[]).unwrap();
    }
    let ann: Vec<String> = s
        .account_games(7)
        .unwrap()
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(ann, ["g5", "g2", "g3", "g1", "g4"]);
}

fn timed_games_are_due_by_clock_or_deadline(s: &Store) {
    let clocked = |id: &str, m: GameMeta| {
        let r = GameRow {
            id: id.into(),
            mode: "online".into(),
            clock: Some((60_000, 0)),
            ..row(id)
        };
        s.create(&r, &m, &[]).unwrap();
    };
    let running = |to_act: &str, since: i64, white: i64, black: i64| GameMeta {
        clock_ms: Some((white, black)),
        clock_since: Some(since),
        to_act: Some(to_act.into()),
        ..meta(1, 0)
    };
    // White to act with 100 ms from 1000: due at 1100 (Black's clock does not count).
    clocked("white", running("white", 1000, 100, 5));
    // Black to act, no time left: due when its clock started.
    clocked("black", running("black", 1050, 900, -30));
    // A deadline before the clock's end wins.
    clocked(
        "deadline",
        GameMeta {
            deadline: Some(1020),
            ..running("white", 1000, 500, 500)
        },
    );
    // A stopped clock with a deadline.
    clocked(
        "stopped",
        GameMeta {
            deadline: Some(1200),
            clock_ms: Some((10, 10)),
            to_act: Some("white".into()),
            ..meta(1, 0)
        },
    );
    // Neither a running clock nor a deadline, or over: never due.
    clocked("untimed", meta(1, 0));
    clocked(
        "over",
        GameMeta {
            status: "over".into(),
            ..running("white", 0, 0, 0)
        },
    );
    assert!(s.timed_games_due(1019, 10).unwrap().is_empty());
    assert_eq!(s.timed_games_due(1020, 10).unwrap(), ["deadline"]);
    assert_eq!(s.timed_games_due(1099, 10).unwrap(), ["deadline", "black"]);
    assert_eq!(
        s.timed_games_due(5000, 10).unwrap(),
        ["deadline", "black", "white", "stopped"]
    );
    assert_eq!(s.timed_games_due(5000, 2).unwrap(), ["deadline", "black"]);
    let mut timed = s.unfinished_timed_games().unwrap();
    timed.sort();
    assert_eq!(timed, ["black", "deadline", "stopped", "white"]);
}

fn chat_is_numbered_and_a_rematch_is_atomic(s: &Store) {
    let m = GameMeta {
        status: "playing".into(),
        offer: Some("rematch:black".into()),
        ..GameMeta::default()
    };
    s.create(&row("g1"), &m, &[]).unwrap();
    let a = s.add_chat("g1", "white", "A", "<b>hi</b>", 7).unwrap();
    let b = s.add_chat("g1", "black", "B", "hello", 8).unwrap();
    assert_eq!((a.seq, b.seq), (1, 2));
    assert_eq!(a.text, "<b>hi</b>");
    assert_eq!(s.chat("g1").unwrap(), [a, b]);
    assert!(s.chat("g2").unwrap().is_empty());
    let over = GameMeta {
        status: "over".into(),
        rematch: Some("g2".into()),
        version: 1,
        ..GameMeta::default()
    };
    s.create_rematch("g1", &over, &row("g2"), &m).unwrap();
    assert_eq!(s.load("g1").unwrap().unwrap().meta, over);
    assert!(s.load("g2").unwrap().is_some());
    // An unknown old game, or one at another version, stores nothing, not even the new one.
    assert!(s.create_rematch("nope", &over, &row("g3"), &m).is_err());
    assert!(s.create_rematch("g1", &over, &row("g3"), &m).is_err());
    assert!(s.load("g3").unwrap().is_none());
}

fn seek(id: &str, owner: i64) -> SeekRow {
    SeekRow {
        id: id.into(),
        owner,
        setup: "random".into(),
        seed: Some(u64::MAX - 1),
        clock: Some((300_000, 2_000)),
        days_per_turn: None,
        rated: true,
        color: "random".into(),
        opponent: None,
        created: 10,
    }
}

/// Takes the seek `seek` with a hot-seat game `game` and no bot account in it.
fn take(s: &Store, seek: &str, game: &str) -> Taken {
    s.take_seek(seek, &row(game), &meta(0, 0), &[], 1).unwrap()
}

/// The ids of the open seeks, in the order they are listed.
fn open_seek_ids(s: &Store) -> Vec<String> {
    s.open_seeks()
        .unwrap()
        .into_iter()
        .map(|l| l.row.id)
        .collect()
}

fn seeks_are_limited_cancelled_by_their_owner_and_taken_once(s: &Store) {
    let (ann, bob) = (account(s, "Ann"), account(s, "Bob"));
    assert!(s.create_seek(&seek("s1", ann), 2).unwrap());
    let direct = SeekRow {
        opponent: Some(bob),
        clock: None,
        days_per_turn: Some(5),
        rated: false,
        color: "white".into(),
        created: 20,
        ..seek("s2", ann)
    };
    assert!(s.create_seek(&direct, 2).unwrap());
    assert!(!s.create_seek(&seek("s3", ann), 2).unwrap());
    assert!(s.seek("s3").unwrap().is_none());
    let open = s.open_seeks().unwrap();
    assert_eq!(open.len(), 2);
    assert_eq!(open[0].row, seek("s1", ann));
    assert_eq!(open[1].row, direct);
    assert_eq!(
        (
            open[1].owner_name.as_str(),
            open[1].owner_rating,
            open[1].opponent_name.as_deref(),
            open[1].status.as_str(),
            open[1].game.as_deref()
        ),
        ("Ann", Rating::START.rating, Some("Bob"), "open", None)
    );
    // Only the owner cancels, and only an open one.
    assert!(!s.cancel_seek("s1", bob).unwrap());
    assert!(s.cancel_seek("s1", ann).unwrap());
    assert!(!s.cancel_seek("s1", ann).unwrap());
    assert_eq!(s.seek("s1").unwrap().unwrap().status, "cancelled");
    assert!(s.create_seek(&seek("s3", ann), 2).unwrap());
    // Taken once: the second taker starts no game.
    assert_eq!(take(s, "s2", "g1"), Taken::Started);
    assert_eq!(take(s, "s2", "g2"), Taken::Gone);
    assert_eq!(take(s, "s1", "g3"), Taken::Gone);
    assert_eq!(take(s, "nope", "g4"), Taken::Gone);
    assert!(s.load("g1").unwrap().is_some());
    for id in ["g2", "g3", "g4"] {
        assert!(s.load(id).unwrap().is_none());
    }
    let taken = s.seek("s2").unwrap().unwrap();
    assert_eq!(
        (taken.status.as_str(), taken.game.as_deref()),
        ("accepted", Some("g1"))
    );
    assert!(!s.cancel_seek("s2", ann).unwrap());
    // A game that cannot be stored leaves the seek open.
    assert!(s.take_seek("s3", &row("g1"), &meta(0, 0), &[], 1).is_err());
    assert_eq!(s.seek("s3").unwrap().unwrap().status, "open");
    assert_eq!(open_seek_ids(s), ["s3"]);
}

/// A game of `seek`'s between `white` and `black`, both accounts.
fn game_between(id: &str, white: i64, black: i64) -> GameRow {
    let mut row = row(id);
    row.seats[0].account = Some(white);
    row.seats[1].account = Some(black);
    row
}

fn a_bot_takes_no_more_games_than_it_may(s: &Store) {
    let (ann, robo) = (account(s, "Ann"), account(s, "Robo"));
    for id in ["b1", "b2"] {
        assert!(s.create_seek(&seek(id, ann), 5).unwrap());
    }
    assert_eq!(s.playing_count(robo).unwrap(), 0);
    let taken = s.take_seek(
        "b1",
        &game_between("g1", ann, robo),
        &meta(0, 0),
        &[robo],
        1,
    );
    assert_eq!(taken.unwrap(), Taken::Started);
    assert_eq!(s.playing_count(robo).unwrap(), 1);
    // At its one game the bot takes no second one, and the challenge stays open.
    let taken = s.take_seek(
        "b2",
        &game_between("g2", ann, robo),
        &meta(0, 0),
        &[robo],
        1,
    );
    assert_eq!(taken.unwrap(), Taken::Busy(robo));
    assert!(s.load("g2").unwrap().is_none());
    assert_eq!(open_seek_ids(s), ["b2"]);
    // With room for two it does; a person (no bot listed) is never counted.
    let taken = s.take_seek(
        "b2",
        &game_between("g2", ann, robo),
        &meta(0, 0),
        &[robo],
        2,
    );
    assert_eq!(taken.unwrap(), Taken::Started);
    assert_eq!(s.playing_count(robo).unwrap(), 2);
    assert_eq!(s.playing_count(ann).unwrap(), 2);
}

fn an_import_is_kept_once_per_hash(s: &Store) {
    let actions = ["D5xD4".to_string()];
    assert_eq!(
        s.create_import("h1", &row("g1"), &meta(1, 0), &actions)
            .unwrap(),
        None
    );
    assert_eq!(
        s.create_import("h1", &row("g2"), &meta(1, 0), &actions)
            .unwrap(),
        Some("g1".into())
    );
    assert!(s.load("g2").unwrap().is_none());
    assert_eq!(
        s.create_import("h2", &row("g2"), &meta(1, 0), &actions)
            .unwrap(),
        None
    );
    assert_eq!(s.load("g2").unwrap().unwrap().actions, actions);
}

fn scores_are_saved_and_replaced(s: &Store) {
    s.create(&row("g1"), &meta(0, 0), &[]).unwrap();
    let score = |turn: u32, score: Option<i64>, text: &str| CachedScore {
        turn,
        position: format!("p{turn}"),
        score,
        text: text.into(),
    };
    assert!(s.scores("g1").unwrap().is_empty());
    s.save_scores(
        "g1",
        &[score(2, Some(-30), "cp -30"), score(1, None, "win 2")],
    )
    .unwrap();
    s.save_scores(
        "g1",
        &[score(2, Some(15), "cp 15"), score(3, Some(0), "cp 0")],
    )
    .unwrap();
    assert_eq!(
        s.scores("g1").unwrap(),
        [
            score(1, None, "win 2"),
            score(2, Some(15), "cp 15"),
            score(3, Some(0), "cp 0")
        ]
    );
}

/// Small limits, so that the checks reach them: 3 per name, 5 per address, in 1 s.
const ATTEMPTS: AttemptLimits = AttemptLimits {
    window_ms: 1000,
    per_name: 3,
    per_address: 5,
};

/// The attempt's id, or a panic saying what was reserved instead.
fn attempt(s: &Store, name: &str, address: &str, now: i64) -> i64 {
    match s.reserve_login(name, address, now, &ATTEMPTS).unwrap() {
        Reserved::Attempt(id) => id,
        other => panic!("{name} from {address} at {now}: {other:?}"),
    }
}

/// Three events per key an hour.
const EVENTS: EventLimit = EventLimit {
    window_ms: 3_600_000,
    per_key: 3,
};

fn events_are_counted_per_kind_and_key_and_leave_the_window(s: &Store) {
    let t = 1_000_000;
    let reserve = |kind: &str, key: &str, at: i64| s.reserve_event(kind, key, at, &EVENTS).unwrap();
    let admits =
        |kind: &str, key: &str, at: i64| matches!(reserve(kind, key, at), Reserved::Attempt(_));
    let waits =
        |kind: &str, key: &str, at: i64| matches!(reserve(kind, key, at), Reserved::Wait(_));
    assert!(admits("signup", "1.2.3.4", t));
    assert!(admits("signup", "1.2.3.4", t + 10));
    let Reserved::Attempt(third) = reserve("signup", "1.2.3.4", t + 20) else {
        panic!("the third is within the limit");
    };
    // The fourth waits until the first leaves the window.
    assert_eq!(
        reserve("signup", "1.2.3.4", t + 30),
        Reserved::Wait(EVENTS.window_ms - 30)
    );
    // Other keys and other kinds count apart.
    assert!(admits("signup", "5.6.7.8", t + 30));
    assert!(admits("reset", "1.2.3.4", t + 30));
    // One taken back makes room.
    s.release_event(third).unwrap();
    assert!(admits("signup", "1.2.3.4", t + 40));
    assert!(waits("signup", "1.2.3.4", t + 50));
    // Once the first has left the window, there is room for one more.
    let later = t + EVENTS.window_ms;
    assert!(admits("signup", "1.2.3.4", later));
    assert!(waits("signup", "1.2.3.4", later + 1));
}

fn blocks_reports_hidden_lines_and_closed_accounts_are_kept(s: &Store) {
    let ann = account(s, "Ann");
    let bob = account(s, "Bob");
    s.block(ann, bob, 1).unwrap();
    s.block(ann, bob, 2).unwrap();
    assert!(s.blocks(ann, bob).unwrap() && !s.blocks(bob, ann).unwrap());
    assert_eq!(s.blocked_names(ann).unwrap(), ["Bob"]);
    s.unblock(ann, bob).unwrap();
    assert!(s.blocked_names(ann).unwrap().is_empty());

    s.create(&row("g1"), &meta(0, 0), &[]).unwrap();
    s.add_chat("g1", "black", "Bob", "rude", 5).unwrap();
    let report = Report {
        player: "Bob".into(),
        reason: "rude".into(),
        game: Some("g1".into()),
        chat_seq: Some(1),
    };
    let id = s.add_report(ann, bob, &report, 6).unwrap();
    let open = s.open_reports(10).unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!(
        (
            open[0].id,
            open[0].reporter.as_str(),
            open[0].report.player.as_str()
        ),
        (id, "Ann", "Bob")
    );
    assert_eq!(open[0].chat_text.as_deref(), Some("rude"));
    assert!(s.hide_chat("g1", 1, ann).unwrap());
    assert!(!s.hide_chat("g1", 2, ann).unwrap());
    assert!(s.chat("g1").unwrap().is_empty());
    assert!(s.resolve_report(id, ann, 7).unwrap());
    assert!(!s.resolve_report(id, ann, 8).unwrap());
    assert!(s.open_reports(10).unwrap().is_empty());

    assert!(!s.is_admin(ann).unwrap());
    assert!(s.set_role("ANN", "admin").unwrap());
    assert!(s.is_admin(ann).unwrap());
    assert!(!s.set_role("nobody", "admin").unwrap());

    s.create_session("h-bob", bob, 1, i64::MAX).unwrap();
    assert!(s.create_seek(&seek("seekbob00001", bob), 5).unwrap());
    assert_eq!(
        s.close_account(bob, 9).unwrap(),
        Some(vec!["seekbob00001".to_string()])
    );
    assert_eq!(s.close_account(bob, 10).unwrap(), None);
    assert!(s.is_closed(bob).unwrap() && !s.is_closed(ann).unwrap());
    assert!(s.session_account("h-bob", 2).unwrap().is_none());
    assert!(s.open_seeks().unwrap().is_empty());
}

fn login_attempts_are_limited_per_name_and_address_and_expire(s: &Store) {
    let t = 1_000_000;
    // Three attempts on a name (failed or pending alike) lock it, from any address, until
    // the oldest leaves the window.
    let first = attempt(s, "ann", "a1", t);
    attempt(s, "ann", "a2", t + 100);
    attempt(s, "ann", "a3", t + 200);
    assert_eq!(
        s.reserve_login("ann", "a4", t + 300, &ATTEMPTS).unwrap(),
        Reserved::Wait(700)
    );
    // An attempt never checked is taken back, and frees its place.
    s.release_login(first).unwrap();
    let fourth = attempt(s, "ann", "a4", t + 300);
    assert!(matches!(
        s.reserve_login("ann", "a5", t + 400, &ATTEMPTS).unwrap(),
        Reserved::Wait(_)
    ));
    // At t + 1100 the attempt of t + 100 has left the window.
    attempt(s, "ann", "a5", t + 1100);
    // A success clears every failure of the name.
    s.login_succeeded(fourth, "ann").unwrap();
    for i in 0..3 {
        attempt(s, "ann", "a6", t + 1200 + i);
    }
    assert!(matches!(
        s.reserve_login("ann", "a6", t + 1300, &ATTEMPTS).unwrap(),
        Reserved::Wait(_)
    ));
    // An address is limited across names: five, then a wait, whatever the name.
    for i in 0..5 {
        attempt(s, &format!("n{i}"), "b", t + 2000);
    }
    assert_eq!(
        s.reserve_login("someone", "b", t + 2500, &ATTEMPTS)
            .unwrap(),
        Reserved::Wait(500)
    );
    attempt(s, "someone", "c", t + 2500);
    attempt(s, "someone", "b", t + 3000);
}

fn token(hash: &str, purpose: &str, account_id: i64, email: &str, expires: i64) -> NewToken {
    NewToken {
        hash: hash.into(),
        purpose: purpose.into(),
        account_id,
        email: email.into(),
        created: 1000,
        expires,
    }
}

fn mail(to: &str, body: &str, at: i64) -> NewMail {
    NewMail {
        letter: Letter {
            recipient: to.into(),
            subject: "s".into(),
            body: body.into(),
            unsubscribe: None,
        },
        created: at,
        ..NewMail::default()
    }
}

/// Gives `account` the address `email`, unverified, and mails it at `at` the link of the
/// verify token `hash`, good until `expires`.
fn to_verify(s: &Store, account: i64, email: &str, hash: &str, expires: i64, at: i64) {
    let link = token(hash, "verify", account, email, expires);
    let body = format!("link {hash}");
    s.set_email(account, Some(email), Some((&link, &mail(email, &body, at))))
        .unwrap();
}

fn an_address_is_verified_and_a_password_reset_once_by_a_token_in_time(s: &Store) {
    let ann = account(s, "Ann");
    let bob = account(s, "Bob");
    let done = TokenUse::Done { account_id: ann };
    assert_eq!(s.email_of(ann).unwrap(), EmailState::default());
    to_verify(s, ann, "ann@example.org", "v1", 5000, 1000);
    let unverified = EmailState {
        email: Some("ann@example.org".into()),
        verified: false,
    };
    assert_eq!(s.email_of(ann).unwrap(), unverified);
    assert_eq!(s.mails_waiting().unwrap(), 1);
    assert!(s.verified_accounts("ann@example.org").unwrap().is_empty());
    // A token is known only for its purpose; it is checked without being used.
    assert_eq!(s.verify_email("v1x", 2000).unwrap(), TokenUse::Unknown);
    assert_eq!(
        s.reset_password("v1", "h2", 2000).unwrap(),
        TokenUse::Unknown
    );
    assert_eq!(s.check_token("v1", "verify", 2000).unwrap(), done);
    assert_eq!(
        s.check_token("v1", "verify", 5000).unwrap(),
        TokenUse::Expired
    );
    assert_eq!(s.verify_email("v1", 2000).unwrap(), done);
    assert!(s.email_of(ann).unwrap().verified);
    assert_eq!(s.verify_email("v1", 2001).unwrap(), TokenUse::Used);
    assert_eq!(s.check_token("v1", "verify", 2001).unwrap(), TokenUse::Used);
    assert_eq!(
        s.verified_accounts("ann@example.org").unwrap(),
        [(ann, "Ann".to_string())]
    );
    // An expired token is refused as such.
    s.send_token(
        &token("v2", "verify", bob, "bob@example.org", 3000),
        &mail("bob@example.org", "b", 1000),
    )
    .unwrap();
    s.set_email(bob, Some("bob@example.org"), None).unwrap();
    assert_eq!(s.verify_email("v2", 3000).unwrap(), TokenUse::Expired);
    assert!(!s.email_of(bob).unwrap().verified);
    // A token sent to an address the account no longer has is unknown.
    s.send_token(
        &token("v3", "verify", bob, "bob@example.org", 9000),
        &mail("bob@example.org", "b", 1000),
    )
    .unwrap();
    s.set_email(bob, Some("robert@example.org"), None).unwrap();
    assert_eq!(
        s.check_token("v3", "verify", 2000).unwrap(),
        TokenUse::Unknown
    );
    assert_eq!(s.verify_email("v3", 2000).unwrap(), TokenUse::Unknown);
    assert!(!s.email_of(bob).unwrap().verified);
    // A new address is unverified again; removing it leaves none.
    s.set_email(ann, None, None).unwrap();
    assert_eq!(s.email_of(ann).unwrap(), EmailState::default());
    s.set_email(ann, Some("ann@example.org"), None).unwrap();
    assert!(s.verify_email("v1", 2002).unwrap() == TokenUse::Used);
    s.send_token(
        &token("v4", "verify", ann, "ann@example.org", 9000),
        &mail("ann@example.org", "x", 1000),
    )
    .unwrap();
    assert_eq!(s.verify_email("v4", 2003).unwrap(), done);
    // A reset sets the password, ends every session and spends the account's other resets.
    s.create_session("sa", ann, 1000, 100_000).unwrap();
    s.create_session("sb", ann, 1000, 100_000).unwrap();
    s.create_session("sc", bob, 1000, 100_000).unwrap();
    for hash in ["r1", "r2"] {
        s.send_token(
            &token(hash, "reset", ann, "ann@example.org", 9000),
            &mail("ann@example.org", "r", 1000),
        )
        .unwrap();
    }
    assert_eq!(
        s.reset_password("r1", "h2", 9000).unwrap(),
        TokenUse::Expired
    );
    assert_eq!(s.reset_password("r1", "h2", 2000).unwrap(), done);
    assert_eq!(s.password_hash(ann).unwrap().as_deref(), Some("h2"));
    assert!(s.session_account("sa", 2000).unwrap().is_none());
    assert!(s.session_account("sb", 2000).unwrap().is_none());
    assert!(s.session_account("sc", 2000).unwrap().is_some());
    assert_eq!(s.reset_password("r1", "h3", 2001).unwrap(), TokenUse::Used);
    assert_eq!(s.reset_password("r2", "h3", 2001).unwrap(), TokenUse::Used);
    assert_eq!(s.password_hash(ann).unwrap().as_deref(), Some("h2"));
}

fn a_mail_is_claimed_for_a_lease_retried_when_due_and_sent_once(s: &Store) {
    let a = s
        .queue_mail(&mail("a@example.org", "to a", 1000))
        .unwrap()
        .unwrap();
    let b = s
        .queue_mail(&mail("b@example.org", "to b", 1000))
        .unwrap()
        .unwrap();
    s.queue_mail(&mail("c@example.org", "later", 5000)).unwrap();
    assert_eq!(s.mails_waiting().unwrap(), 3);
    // Nothing is due before it is queued; then the due ones are claimed, oldest first.
    assert!(s.claim_mails(999, 100, 10).unwrap().is_empty());
    let claimed = s.claim_mails(1000, 100, 1).unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(
        (
            claimed[0].id,
            claimed[0].letter.recipient.as_str(),
            claimed[0].letter.body.as_str(),
            claimed[0].attempts
        ),
        (a, "a@example.org", "to a", 1)
    );
    let claimed = s.claim_mails(1000, 100, 10).unwrap();
    assert_eq!(claimed.iter().map(|m| m.id).collect::<Vec<_>>(), [b]);
    // While leased, a mail is nobody else's; after its lease (its sender died) it is.
    assert!(s.claim_mails(1099, 100, 10).unwrap().is_empty());
    let again = s.claim_mails(1100, 100, 10).unwrap();
    assert_eq!(
        again.iter().map(|m| (m.id, m.attempts)).collect::<Vec<_>>(),
        [(a, 2), (b, 2)]
    );
    // Sent: never claimed again, its body gone. Failed: due again when said, or given up.
    s.mail_sent(a, 1150).unwrap();
    s.mail_failed(b, 1150, Some(2000), "refused").unwrap();
    assert!(s.claim_mails(1999, 100, 10).unwrap().is_empty());
    let retried = s.claim_mails(2000, 100, 10).unwrap();
    assert_eq!(
        retried
            .iter()
            .map(|m| (m.id, m.attempts))
            .collect::<Vec<_>>(),
        [(b, 3)]
    );
    s.mail_failed(b, 2050, None, "given up").unwrap();
    assert_eq!(s.mails_waiting().unwrap(), 1);
    let last = s.claim_mails(10_000, 100, 10).unwrap();
    assert_eq!(
        last.iter()
            .map(|m| m.letter.body.as_str())
            .collect::<Vec<_>>(),
        ["later"]
    );
    s.mail_sent(last[0].id, 10_001).unwrap();
    assert_eq!(s.mails_waiting().unwrap(), 0);
    assert!(s.claim_mails(1_000_000, 100, 10).unwrap().is_empty());
}

fn a_deleted_account_is_an_anonymous_player_whose_name_is_free(s: &Store) {
    let (ann, bob, cy) = (account(s, "Ann"), account(s, "Bob"), account(s, "Cy"));
    let bot = s
        .create_account("Level-1", None, Some(1), Rating::START, 1)
        .unwrap()
        .unwrap()
        .id;
    // Ann's address, a link mailed to it and another mail to it; Cy's mail stays.
    to_verify(s, ann, "ann@example.org", "d1", i64::MAX, 1000);
    s.queue_mail(&mail("ann@example.org", "another", 1001))
        .unwrap();
    s.queue_mail(&mail("cy@example.org", "for Cy", 1002))
        .unwrap();
    s.create_session("h-ann", ann, 1, i64::MAX).unwrap();
    s.set_settings(ann, r#"{"sound":false}"#).unwrap();
    s.block(ann, bob, 1).unwrap();
    s.block(cy, ann, 1).unwrap();
    s.block(cy, bob, 1).unwrap();
    assert!(s.create_seek(&seek("seekann00001", ann), 5).unwrap());
    let to_ann = SeekRow {
        opponent: Some(ann),
        ..seek("seekcy000001", cy)
    };
    assert!(s.create_seek(&to_ann, 5).unwrap());
    assert!(s.create_seek(&seek("seekbob00001", bob), 5).unwrap());
    attempt(s, "ann", "10.0.0.1", 1);
    // A game of Ann (White) against Bob, with a line of chat each.
    let bound = |account: i64, name: &str| SeatBinding {
        taken: true,
        account: Some(account),
        account_name: Some(name.into()),
        ..SeatBinding::default()
    };
    let game = GameRow {
        white: "Ann".into(),
        black: "Bob".into(),
        seats: [bound(ann, "Ann"), bound(bob, "Bob")],
        ..online_row()
    };
    s.create(&game, &meta(3, 0), &[]).unwrap();
    s.add_chat("g1", "white", "Ann", "hi", 5).unwrap();
    s.add_chat("g1", "black", "Bob", "hello", 6).unwrap();

    let deleted = s.delete_account(ann, 50).unwrap().unwrap();
    assert_eq!(deleted.name, "Ann");
    assert_eq!(deleted.games, ["g1"]);
    let mut seeks = deleted.seeks.clone();
    seeks.sort();
    assert_eq!(seeks, ["seekann00001", "seekcy000001"]);
    // Once only, and never a bot or an unknown account.
    assert_eq!(s.delete_account(ann, 51).unwrap(), None);
    assert_eq!(s.delete_account(bot, 51).unwrap(), None);
    assert_eq!(s.delete_account(9999, 51).unwrap(), None);

    // No account of the old name, nor of the new one; nothing of Ann's can be used.
    let gone = deleted_name(ann);
    assert_eq!(gone, format!("deleted.{ann}"));
    assert!(s.account("Ann").unwrap().is_none());
    assert!(s.account(&gone).unwrap().is_none());
    assert!(s.account_for_login(&gone).unwrap().is_none());
    assert_eq!(s.password_hash(ann).unwrap(), None);
    assert!(s.session_account("h-ann", 2).unwrap().is_none());
    assert_eq!(s.email_of(ann).unwrap(), EmailState::default());
    assert_eq!(s.settings_of(ann).unwrap(), None);
    assert_eq!(
        s.check_token("d1", "verify", 2000).unwrap(),
        TokenUse::Unknown
    );
    assert_eq!(s.mails_waiting().unwrap(), 1, "only Cy's mail is left");
    assert!(s.is_closed(ann).unwrap());
    assert!(!s.set_role(&gone, "admin").unwrap());
    assert!(!s.is_admin(ann).unwrap());
    // Blocks both ways are gone; others' stay.
    assert!(!s.blocks(cy, ann).unwrap() && !s.blocks(ann, bob).unwrap());
    assert_eq!(s.blocked_names(cy).unwrap(), ["Bob"]);
    assert_eq!(open_seek_ids(s), ["seekbob00001"]);
    // Not listed among the players.
    let (players, total) = s.leaderboard(1, 50).unwrap();
    assert_eq!(total, 3);
    assert!(players.iter().all(|p| p.id != ann));

    // The game keeps its record, its seat named anew and marked, its version one up.
    let g = s.load("g1").unwrap().unwrap();
    assert_eq!(
        (g.row.white.as_str(), g.row.black.as_str()),
        (gone.as_str(), "Bob")
    );
    assert_eq!(g.row.seats[0].account, Some(ann));
    assert!(g.row.seats[0].deleted() && !g.row.seats[1].deleted());
    assert_eq!(g.meta.version, 1);
    let authors: Vec<String> = s
        .chat("g1")
        .unwrap()
        .into_iter()
        .map(|l| l.author)
        .collect();
    assert_eq!(authors, [gone.clone(), "Bob".to_string()]);
    let seats = DeletedSeats {
        white: true,
        black: false,
    };
    assert_eq!(s.list(1, 10).unwrap().0[0].deleted, seats);
    let recent = s.recent_games(bob, 5).unwrap();
    assert_eq!(
        (recent[0].white.as_str(), recent[0].deleted),
        (gone.as_str(), seats)
    );
    let bobs = s.account_games(bob).unwrap();
    assert_eq!(bobs[0].opponent, gone);
    assert!(bobs[0].opponent_deleted);

    // The name is free, and the old failed log-ins do not count against its next owner.
    let again = s
        .create_account("ann", Some("h2"), None, Rating::START, 60)
        .unwrap()
        .unwrap();
    assert_ne!(again.id, ann);
    assert!(s.recent_games(again.id, 5).unwrap().is_empty());
    for at in 2..5 {
        attempt(s, "ann", "10.0.0.1", at);
    }
}

fn notices_are_queued_once_by_key_and_settings_and_deadlines_are_read(s: &Store) {
    let ann = account(s, "Ann");
    let bob = account(s, "Bob");
    // A key keeps a notice from being queued twice; mails without one are never kept out.
    let notice = |body: &str| {
        let mut mail = NewMail {
            dedupe: Some("turn:g:3:1".into()),
            recheck: Some("g:3".into()),
            due: Some(1500),
            ..mail("ann@example.org", body, 1000)
        };
        mail.letter.unsubscribe = Some("https://x/api/unsubscribe?token=t".into());
        mail
    };
    assert!(s.queue_mail(&notice("first")).unwrap().is_some());
    assert_eq!(s.queue_mail(&notice("again")).unwrap(), None);
    assert!(
        s.queue_mail(&mail("x@example.org", "a", 1000))
            .unwrap()
            .is_some()
    );
    assert!(
        s.queue_mail(&mail("x@example.org", "a", 1000))
            .unwrap()
            .is_some()
    );
    // A notice is due when said, with what it is about and its unsubscribe link.
    let due = s.claim_mails(1499, 100, 10).unwrap();
    assert!(due.iter().all(|m| m.recheck.is_none()), "{due:?}");
    let later = s.claim_mails(1500, 100, 10).unwrap();
    assert_eq!(later.len(), 1);
    assert_eq!(later[0].letter.body, "first");
    assert_eq!(later[0].recheck.as_deref(), Some("g:3"));
    assert_eq!(
        later[0].letter.unsubscribe.as_deref(),
        Some("https://x/api/unsubscribe?token=t")
    );
    // A notice's recipient: a verified address only, settings as stored, one key kept.
    let target = s.notice_target("ANN").unwrap().unwrap();
    assert_eq!((target.id, target.name.as_str()), (ann, "Ann"));
    assert_eq!(
        (target.email, target.settings, target.notice_key),
        (None, None, None)
    );
    to_verify(s, ann, "ann@example.org", "nv", 10_000, 1);
    assert_eq!(s.notice_target("ann").unwrap().unwrap().email, None);
    s.verify_email("nv", 2).unwrap();
    assert_eq!(
        s.notice_target("ann").unwrap().unwrap().email.as_deref(),
        Some("ann@example.org")
    );
    assert_eq!(s.notice_key(ann, "k1").unwrap(), "k1");
    assert_eq!(s.notice_key(ann, "k2").unwrap(), "k1");
    assert_eq!(s.settings_of(ann).unwrap(), None);
    s.set_settings(ann, r#"{"sound":false}"#).unwrap();
    assert_eq!(
        s.settings_of(ann).unwrap().as_deref(),
        Some(r#"{"sound":false}"#)
    );
    assert_eq!(s.account_name(bob).unwrap().as_deref(), Some("Bob"));
    assert_eq!(s.account_name(9999).unwrap(), None);
    assert!(s.notice_target("nobody").unwrap().is_none());
    // Deadlines near: a game playing with an account to act, and its opponent's name.
    let game = |id: &str, to_act: &str, deadline: i64, status: &str| {
        let mut r = online_row();
        r.id = id.into();
        r.white = "Ann".into();
        r.black = "Bob".into();
        r.seats[0].account = Some(ann);
        r.seats[1].account = Some(bob);
        r.seats[1].taken = true;
        let m = GameMeta {
            status: status.into(),
            to_act: Some(to_act.into()),
            deadline: Some(deadline),
            turns: 3,
            ..GameMeta::default()
        };
        s.create(&r, &m, &[]).unwrap();
    };
    game("near", "black", 5000, "playing");
    game("far", "white", 90_000, "playing");
    game("past", "white", 900, "playing");
    game("done", "white", 5000, "over");
    let near = s.deadlines_between(1000, 10_000).unwrap();
    assert_eq!(
        near.iter()
            .map(|d| (d.game.as_str(), d.account, d.deadline))
            .collect::<Vec<_>>(),
        [("near", bob, 5000)]
    );
    assert_eq!(s.opponent_of("near", bob).unwrap().as_deref(), Some("Ann"));
    assert_eq!(s.opponent_of("near", ann).unwrap().as_deref(), Some("Bob"));
    assert_eq!(s.opponent_of("nothing", ann).unwrap(), None);
    // A notice about a turn is news while the game plays at that turn.
    assert!(s.still_at_turn("near", 3).unwrap());
    assert!(!s.still_at_turn("near", 4).unwrap());
    assert!(!s.still_at_turn("done", 3).unwrap());
    assert!(!s.still_at_turn("nothing", 3).unwrap());
}

fn puzzle_row(id: &str, rating: f64, win_in: u8, themes: &str) -> PuzzleRow {
    PuzzleRow {
        id: id.into(),
        position: format!("position of {id}"),
        win_in,
        themes: themes.into(),
        solution: "a;b;c".into(),
        accepted: "a".into(),
        source: "test".into(),
        rating: Rating {
            rating,
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        },
        plays: 0,
        solved: 0,
    }
}

fn puzzle_rows() -> Vec<PuzzleRow> {
    vec![
        puzzle_row("p1", 1200.0, 1, "last-tzaar"),
        puzzle_row("p2", 1500.0, 2, "stack,pass"),
        puzzle_row("p3", 1510.0, 2, ""),
        puzzle_row("p4", 2000.0, 3, "stack"),
    ]
}

/// A step of an attempt.
fn step(from: Option<(i64, &str)>, turns: &str, end: Option<bool>, now: i64) -> AttemptStep {
    AttemptStep {
        from: from.map(|(id, t)| (id, t.to_string())),
        turns: turns.into(),
        end,
        now,
    }
}

/// The attempt's number of a stored step.
fn stored(stepped: Stepped) -> i64 {
    match stepped {
        Stepped::Stored { attempt, .. } => attempt,
        Stepped::Changed => panic!("the step was not stored"),
    }
}

fn puzzles_are_loaded_once_chosen_by_rating_and_rated_on_a_first_attempt(s: &Store) {
    assert_eq!(s.add_missing_puzzles(&puzzle_rows()).unwrap(), 4);
    assert_eq!(s.puzzle("p2").unwrap().unwrap(), puzzle_rows()[1]);
    assert_eq!(s.puzzle("nope").unwrap(), None);
    let ann = account(s, "Ann");
    let me = Solver::Account(ann);
    let near = |target: f64, filter: (Option<u8>, Option<&str>), tried: bool| {
        s.puzzles_near(&me, target, filter, tried, 2).unwrap()
    };
    assert_eq!(near(1500.0, (None, None), false), ["p2", "p3"]);
    assert_eq!(near(1900.0, (Some(1), None), false), ["p1"]);
    assert_eq!(near(1500.0, (None, Some("stack")), false), ["p2", "p4"]);
    assert!(near(1500.0, (None, Some("sta")), false).is_empty());

    // A first attempt is rated: two steps, the second ending it solved.
    assert_eq!(s.last_attempt(&me, "p2").unwrap(), None);
    let first = stored(
        s.step_attempt(&me, "p2", &step(None, "a;x", None, 10))
            .unwrap(),
    );
    let open = s.last_attempt(&me, "p2").unwrap().unwrap();
    assert_eq!((open.id, open.turns.as_str()), (first, "a;x"));
    assert!(open.rated && open.ended.is_none() && open.started == 10);
    // A step from turns that are no longer the attempt's stores nothing.
    assert_eq!(
        s.step_attempt(&me, "p2", &step(Some((first, "a")), "a;y;b", None, 11))
            .unwrap(),
        Stepped::Changed
    );
    let Stepped::Stored {
        rated: Some(after), ..
    } = s
        .step_attempt(
            &me,
            "p2",
            &step(Some((first, "a;x")), "a;x;b", Some(true), 12),
        )
        .unwrap()
    else {
        panic!("the first attempt was not rated");
    };
    assert!(
        after.rating > 1500.0 && after.deviation < 350.0,
        "{after:?}"
    );
    assert_eq!((after.attempts, after.solved), (1, 1));
    assert_eq!(s.puzzle_standing(ann).unwrap(), Some(after));
    let p2 = s.puzzle("p2").unwrap().unwrap();
    assert!(p2.rating.rating < 1500.0, "{p2:?}");
    assert_eq!((p2.plays, p2.solved), (1, 1));
    // An ended attempt takes no more steps; tried puzzles are left out unless allowed.
    assert_eq!(
        s.step_attempt(
            &me,
            "p2",
            &step(Some((first, "a;x;b")), "a;x;b;c", None, 13)
        )
        .unwrap(),
        Stepped::Changed
    );
    assert_eq!(near(1500.0, (None, None), false), ["p3", "p1"]);
    assert_eq!(near(p2.rating.rating, (None, None), true)[0], "p2");

    // A second attempt is unrated and changes no rating.
    let again = s.step_attempt(&me, "p2", &step(None, "a", Some(false), 20));
    assert!(matches!(
        again.unwrap(),
        Stepped::Stored { rated: None, .. }
    ));
    assert_eq!(s.puzzle_standing(ann).unwrap(), Some(after));
    let p2 = s.puzzle("p2").unwrap().unwrap();
    assert_eq!((p2.plays, p2.solved), (2, 1));

    // A rated attempt given up for a new one counts as failed.
    let gave_up = stored(
        s.step_attempt(&me, "p3", &step(None, "a;x", None, 30))
            .unwrap(),
    );
    s.step_attempt(&me, "p3", &step(None, "a;x", None, 31))
        .unwrap();
    let standing = s.puzzle_standing(ann).unwrap().unwrap();
    assert_eq!((standing.attempts, standing.solved), (2, 1));
    assert!(standing.rating < after.rating);
    let last = s.last_attempt(&me, "p3").unwrap().unwrap();
    assert!(last.id != gave_up && !last.rated);

    // Loading again adds nothing and keeps the ratings and counts learnt.
    assert_eq!(s.add_missing_puzzles(&puzzle_rows()).unwrap(), 0);
    let mut more = puzzle_rows();
    more.push(puzzle_row("p5", 900.0, 4, "pass"));
    assert_eq!(s.add_missing_puzzles(&more).unwrap(), 1);
    assert_eq!(s.puzzle("p2").unwrap().unwrap(), p2);

    // A deleted account's attempts and rating go; the puzzles keep their counts.
    s.delete_account(ann, 40).unwrap().unwrap();
    assert_eq!(s.puzzle_standing(ann).unwrap(), None);
    assert_eq!(s.last_attempt(&me, "p2").unwrap(), None);
    assert_eq!(s.puzzle("p2").unwrap().unwrap().plays, 2);
}

fn guests_attempts_are_unrated_and_expire(s: &Store) {
    s.add_missing_puzzles(&puzzle_rows()).unwrap();
    let (g1, g2) = (Solver::Guest("g1".into()), Solver::Guest("g2".into()));
    let done = s.step_attempt(&g1, "p1", &step(None, "a", Some(true), 100));
    assert!(matches!(done.unwrap(), Stepped::Stored { rated: None, .. }));
    let row = s.last_attempt(&g1, "p1").unwrap().unwrap();
    assert!(!row.rated && row.solved == Some(true) && row.ended == Some(100));
    assert_eq!(s.last_attempt(&g2, "p1").unwrap(), None);
    assert_eq!(s.puzzle("p1").unwrap().unwrap().rating.rating, 1200.0);
    let fresh = s.puzzles_near(&g1, 1200.0, (None, None), false, 1).unwrap();
    assert_eq!(fresh, ["p2"]);
    // A guest's new attempt a day later drops the guests' older ones.
    s.step_attempt(&g2, "p2", &step(None, "a", None, 100 + GUEST_KEEP_MS + 1))
        .unwrap();
    assert_eq!(s.last_attempt(&g1, "p1").unwrap(), None);
    assert!(s.last_attempt(&g2, "p2").unwrap().is_some());
}

#[test]
fn sqlite_keeps_every_behaviour_of_the_archive() {
    for (name, check) in CHECKS {
        eprintln!("sqlite: {name}");
        check(&SqliteStore::in_memory().unwrap());
    }
}

/// An SQLite archive of an older schema is brought up to date on opening and keeps its
/// games; one of a newer schema than this build knows is refused.
#[test]
fn an_older_sqlite_archive_is_brought_up_to_date_and_keeps_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite3");
    let user_version = |set: Option<i64>| {
        let conn = rusqlite::Connection::open(&path).unwrap();
        if let Some(v) = set {
            conn.execute_batch(&format!("PRAGMA user_version = {v}"))
                .unwrap();
        }
        conn.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))
            .unwrap()
    };
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(schema::SQLITE_FIRST[0])
        .unwrap();
    user_version(Some(1));
    SqliteStore::open(&path)
        .unwrap()
        .create(&row("g1"), &meta(0, 0), &["D5xD4".into()])
        .unwrap();
    let s = SqliteStore::open(&path).unwrap();
    assert_eq!(user_version(None), SCHEMA_VERSION);
    assert_eq!(s.load("g1").unwrap().unwrap().actions, ["D5xD4"]);
    drop(s);
    user_version(Some(SCHEMA_VERSION + 1));
    assert!(matches!(
        SqliteStore::open(&path),
        Err(StoreError::TooNew(v)) if v == SCHEMA_VERSION + 1
    ));
}

/// The throwaway cluster, handing a fresh database to each check.
struct Databases {
    cluster: TempCluster,
    made: usize,
}

impl Databases {
    /// The URL of a new, empty database.
    fn fresh(&mut self) -> String {
        self.made += 1;
        let name = format!("check_{}", self.made);
        self.cluster.psql(&format!("CREATE DATABASE {name}"));
        format!("postgres://tzaar@127.0.0.1:{}/{name}", self.cluster.port)
    }

    /// A store on a new, empty database.
    fn store(&mut self) -> Store {
        PgStore::connect(&self.fresh(), 4).unwrap()
    }
}

/// Runs every check, then the checks only a shared archive has, on one cluster that this
/// test owns (and stops at its end, or when a check fails).
#[test]
fn postgres_keeps_every_behaviour_of_the_archive_and_of_sharing_it() {
    let Some(cluster) = TempCluster::start() else {
        return;
    };
    let mut dbs = Databases { cluster, made: 0 };
    for (name, check) in CHECKS {
        eprintln!("postgres: {name}");
        check(&dbs.store());
    }
    let shared: &[(&str, SharedCheck)] = &[
        (
            "racing appends",
            two_instances_appending_at_once_store_one_change,
        ),
        ("racing seeks", two_instances_taking_one_seek_start_one_game),
        (
            "racing takes by one bot",
            two_instances_taking_two_seeks_for_a_bot_with_room_for_one_start_one_game,
        ),
        (
            "racing imports",
            two_instances_importing_one_record_keep_one_game,
        ),
        (
            "notifications",
            changes_and_notifications_are_heard_by_the_other_instance,
        ),
        (
            "reconnection",
            a_lost_listening_connection_comes_back_and_says_so,
        ),
        (
            "migrations",
            migrations_run_once_even_from_two_instances_at_once,
        ),
        (
            "racing log-ins",
            two_instances_reserving_log_ins_at_once_share_the_limit,
        ),
        (
            "racing sign-ups",
            two_instances_counting_one_address_at_once_share_the_limit,
        ),
        (
            "racing mail claims",
            two_instances_claiming_mails_at_once_claim_each_once,
        ),
        (
            "upgrade",
            an_older_database_is_brought_up_to_date_and_keeps_its_games,
        ),
        (
            "same schema",
            both_databases_have_the_same_tables_and_columns,
        ),
        ("too new", a_newer_schema_is_refused),
        (
            "explorer catch-up",
            the_catch_up_counts_old_games_once_on_postgres,
        ),
        (
            "racing explorer catch-ups",
            two_instances_catching_up_at_once_count_each_game_once,
        ),
        (
            "racing puzzle loads",
            two_instances_loading_puzzles_and_first_attempts_at_once_do_each_once,
        ),
        ("url", a_url_of_another_kind_is_refused),
    ];
    for (name, check) in shared {
        eprintln!("postgres: {name}");
        check(&mut dbs);
    }
}

fn two_instances_loading_puzzles_and_first_attempts_at_once_do_each_once(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    let added = race(&a, &b, |store, _| {
        store.add_missing_puzzles(&puzzle_rows()).unwrap()
    });
    assert_eq!(added.iter().sum::<usize>(), 4, "{added:?}");
    let ann = account(a.as_ref(), "Ann");
    for round in 1..=4 {
        let id = format!("p{round}");
        race(&a, &b, move |store, _| {
            store
                .step_attempt(&Solver::Account(ann), &id, &step(None, "a", Some(true), 5))
                .unwrap()
        });
    }
    let standing = a.puzzle_standing(ann).unwrap().unwrap();
    assert_eq!(standing.attempts, 4, "{standing:?}");
}

/// A plain connection to the database at `url`.
fn sql(url: &str) -> postgres::Client {
    postgres::Client::connect(url, postgres::NoTls).unwrap()
}

/// Two instances of the server on one database.
fn two_instances(dbs: &mut Databases) -> (Arc<Store>, Arc<Store>) {
    let url = dbs.fresh();
    let a = PgStore::connect(&url, 4).unwrap();
    let b = PgStore::connect(&url, 4).unwrap();
    (Arc::new(a), Arc::new(b))
}

fn two_instances_appending_at_once_store_one_change(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    a.create(&row("g1"), &meta(0, 0), &[]).unwrap();
    for round in 0..20_usize {
        let version = round as i64 + 1;
        let results = race(&a, &b, move |store, side| {
            store.append("g1", round, &[side.to_string()], &meta(1, version))
        });
        assert_eq!(
            results.iter().filter(|r| r.is_ok()).count(),
            1,
            "round {round}: {results:?}"
        );
        assert!(
            results
                .iter()
                .any(|r| matches!(r, Err(StoreError::Sequence(_)))),
            "round {round}: {results:?}"
        );
        let g = b.load("g1").unwrap().unwrap();
        assert_eq!((g.actions.len(), g.meta.version), (round + 1, version));
    }
}

/// Runs `work` on instance `a` (as side `"a"`) and `b` (as side `"b"`) at the same moment,
/// from two threads, and returns their answers in that order.
fn race<T, F>(a: &Arc<Store>, b: &Arc<Store>, work: F) -> Vec<T>
where
    T: Send + 'static,
    F: Fn(&Store, &str) -> T + Send + Sync + 'static,
{
    let barrier = Arc::new(Barrier::new(2));
    let work = Arc::new(work);
    let threads: Vec<_> = [(a.clone(), "a"), (b.clone(), "b")]
        .into_iter()
        .map(|(store, side)| {
            let (barrier, work) = (barrier.clone(), work.clone());
            std::thread::spawn(move || {
                barrier.wait();
                work(&store, side)
            })
        })
        .collect();
    threads.into_iter().map(|t| t.join().unwrap()).collect()
}

fn two_instances_taking_one_seek_start_one_game(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    let ann = account(a.as_ref(), "Ann");
    for round in 0..10 {
        a.create_seek(&seek(&format!("s{round}"), ann), 100)
            .unwrap();
    }
    for round in 0..10 {
        let taken = race(&a, &b, move |store, side| {
            let game = format!("g{round}{side}");
            store
                .take_seek(&format!("s{round}"), &row(&game), &meta(0, 0), &[], 1)
                .unwrap()
        });
        let started = taken.iter().filter(|t| **t == Taken::Started).count();
        assert_eq!(started, 1, "round {round}");
        let games = ["a", "b"]
            .iter()
            .filter(|side| a.load(&format!("g{round}{side}")).unwrap().is_some())
            .count();
        assert_eq!(games, 1, "round {round}");
    }
    assert_eq!(a.list(1, 100).unwrap().1, 10);
}

fn two_instances_taking_two_seeks_for_a_bot_with_room_for_one_start_one_game(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    let ann = account(a.as_ref(), "Ann");
    for round in 0..10 {
        let robo = account(a.as_ref(), &format!("Robo{round}"));
        for side in ["a", "b"] {
            a.create_seek(&seek(&format!("s{round}{side}"), ann), 100)
                .unwrap();
        }
        let taken = race(&a, &b, move |store, side| {
            let game = game_between(&format!("g{round}{side}"), ann, robo);
            store
                .take_seek(&format!("s{round}{side}"), &game, &meta(0, 0), &[robo], 1)
                .unwrap()
        });
        let mut taken = taken;
        taken.sort_by_key(|t| *t == Taken::Started);
        assert_eq!(taken, [Taken::Busy(robo), Taken::Started], "round {round}");
        assert_eq!(a.playing_count(robo).unwrap(), 1, "round {round}");
    }
}

fn two_instances_claiming_mails_at_once_claim_each_once(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    let mut queued: Vec<i64> = (0..60)
        .map(|n| {
            a.queue_mail(&mail("x@example.org", &format!("m{n}"), 1000))
                .unwrap()
                .unwrap()
        })
        .collect();
    let mut claimed = Vec::new();
    for _ in 0..40 {
        let got = race(&a, &b, |store, _| {
            store.claim_mails(2000, 60_000, 3).unwrap()
        });
        claimed.extend(got.into_iter().flatten().map(|m| m.id));
    }
    claimed.sort_unstable();
    queued.sort_unstable();
    assert_eq!(claimed, queued, "each mail claimed once, by one instance");
}

fn two_instances_reserving_log_ins_at_once_share_the_limit(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    fn reserved(store: &Store, name: &str, address: &str) -> bool {
        matches!(
            store
                .reserve_login(name, address, 5_000_000, &ATTEMPTS)
                .unwrap(),
            Reserved::Attempt(_)
        )
    }
    for round in 0..5 {
        // Two instances, four threads each, all on one name from many addresses.
        let name = format!("ann{round}");
        let got = race(&a, &b, move |store, side| {
            std::thread::scope(|scope| {
                let threads: Vec<_> = (0..4)
                    .map(|t| {
                        let (name, address) = (name.clone(), format!("{side}{t}"));
                        scope.spawn(move || {
                            (0..3).filter(|_| reserved(store, &name, &address)).count()
                        })
                    })
                    .collect();
                threads
                    .into_iter()
                    .map(|t| t.join().unwrap())
                    .sum::<usize>()
            })
        });
        assert_eq!(got.iter().sum::<usize>(), 3, "round {round}: {got:?}");
    }
    // And one address from many names: five in all.
    let got = race(&a, &b, move |store, side| {
        (0..6)
            .filter(|i| reserved(store, &format!("{side}{i}"), "one-address"))
            .count()
    });
    assert_eq!(got.iter().sum::<usize>(), 5, "{got:?}");
}

fn two_instances_counting_one_address_at_once_share_the_limit(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    for round in 0..5 {
        let key = format!("address{round}");
        let got = race(&a, &b, move |store, _| {
            (0..4)
                .filter(|_| {
                    matches!(
                        store
                            .reserve_event("signup", &key, 5_000_000, &EVENTS)
                            .unwrap(),
                        Reserved::Attempt(_)
                    )
                })
                .count()
        });
        assert_eq!(got.iter().sum::<usize>(), 3, "round {round}: {got:?}");
    }
}

fn two_instances_importing_one_record_keep_one_game(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    for round in 0..10 {
        let done = race(&a, &b, move |store, side| {
            let game = format!("i{round}{side}");
            let found = store.create_import(&format!("h{round}"), &row(&game), &meta(0, 0), &[]);
            (game, found.unwrap())
        });
        let stored: Vec<&String> = done
            .iter()
            .filter(|d| d.1.is_none())
            .map(|d| &d.0)
            .collect();
        assert_eq!(stored.len(), 1, "round {round}: {done:?}");
        for (game, found) in &done {
            if let Some(found) = found {
                assert_eq!(found, stored[0]);
                assert!(a.load(game).unwrap().is_none());
            }
        }
    }
    assert_eq!(a.list(1, 100).unwrap().1, 10);
}

/// The next thing `heard` hears (failing after a generous wait, so that a lost message does
/// not hang the test).
fn next(heard: &Receiver<Heard>) -> Heard {
    heard
        .recv_timeout(Duration::from_secs(30))
        .expect("a notification")
}

fn message(channel: &str, payload: &str) -> Heard {
    Heard::Message {
        channel: channel.into(),
        payload: payload.into(),
    }
}

fn changes_and_notifications_are_heard_by_the_other_instance(dbs: &mut Databases) {
    let (a, b) = two_instances(dbs);
    let heard = b.listen().unwrap().expect("a shared archive listens");
    a.create(&online_row(), &meta(0, 0), &[]).unwrap();
    assert_eq!(next(&heard), message(GAME_CHANNEL, "g1 0"));
    a.append("g1", 0, &["D5xD4".into()], &meta(1, 1)).unwrap();
    assert_eq!(next(&heard), message(GAME_CHANNEL, "g1 1"));
    // A refused change tells nothing: the next thing heard is the seat taken.
    assert!(a.update("g1", &meta(1, 1)).is_err());
    assert!(a.take_seat("g1", "black", Some((8, "Bob")), None).unwrap());
    assert_eq!(next(&heard), message(GAME_CHANNEL, "g1 2"));
    a.truncate("g1", 0, &meta(0, 3)).unwrap();
    assert_eq!(next(&heard), message(GAME_CHANNEL, "g1 3"));
    a.notify(LOBBY_CHANNEL, "hello lobby").unwrap();
    assert_eq!(next(&heard), message(LOBBY_CHANNEL, "hello lobby"));
    let over = GameMeta {
        status: "over".into(),
        rematch: Some("g2".into()),
        ..meta(0, 4)
    };
    a.create_rematch("g1", &over, &row("g2"), &meta(0, 0))
        .unwrap();
    let mut both = [next(&heard), next(&heard)];
    both.sort_by_key(|h| format!("{h:?}"));
    assert_eq!(
        both,
        [message(GAME_CHANNEL, "g1 4"), message(GAME_CHANNEL, "g2 0")]
    );
    // Each instance hears itself too.
    let own = a.listen().unwrap().unwrap();
    b.notify(LOBBY_CHANNEL, "both").unwrap();
    assert_eq!(next(&heard), message(LOBBY_CHANNEL, "both"));
    assert_eq!(next(&own), message(LOBBY_CHANNEL, "both"));
}

fn a_lost_listening_connection_comes_back_and_says_so(dbs: &mut Databases) {
    let url = dbs.fresh();
    let (a, b) = (
        PgStore::connect(&url, 2).unwrap(),
        PgStore::connect(&url, 2).unwrap(),
    );
    let db = url.rsplit('/').next().unwrap();
    let heard = b.listen().unwrap().unwrap();
    a.notify(LOBBY_CHANNEL, "before").unwrap();
    assert_eq!(next(&heard), message(LOBBY_CHANNEL, "before"));
    let ended = dbs.cluster.psql(&format!(
        "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
         WHERE datname = '{db}' AND query LIKE 'LISTEN%'"
    ));
    assert_eq!(ended, "1");
    assert_eq!(next(&heard), Heard::Reconnected);
    a.notify(LOBBY_CHANNEL, "after").unwrap();
    assert_eq!(next(&heard), message(LOBBY_CHANNEL, "after"));
}

fn migrations_run_once_even_from_two_instances_at_once(dbs: &mut Databases) {
    let url = dbs.fresh();
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || PgStore::connect(&url, 2).map(|_| ()))
        })
        .collect();
    for t in threads {
        t.join().unwrap().unwrap();
    }
    let store = PgStore::connect(&url, 2).unwrap();
    store.create(&row("g1"), &meta(0, 0), &[]).unwrap();
    drop(store);
    // Connecting again changes nothing and keeps the games.
    let store = PgStore::connect(&url, 2).unwrap();
    assert!(store.load("g1").unwrap().is_some());
    let steps = sql(&url).query_one("SELECT COUNT(*), MAX(version) FROM schema_migrations", &[]);
    let steps = steps.unwrap();
    let (count, max): (i64, i32) = (steps.get(0), steps.get(1));
    assert_eq!(
        (count, i64::from(max)),
        (PgStore::SCHEMA_VERSION, PgStore::SCHEMA_VERSION)
    );
}

fn an_older_database_is_brought_up_to_date_and_keeps_its_games(dbs: &mut Databases) {
    let url = dbs.fresh();
    // A database as the first release left it: its first step only.
    let mut old = sql(&url);
    old.batch_execute(schema::POSTGRES_FIRST[0]).unwrap();
    old.batch_execute(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied BIGINT NOT NULL);
         INSERT INTO schema_migrations VALUES (1, 0);
         INSERT INTO games (id, mode, setup, start, white, black, status, turns, created,
             updated)
         VALUES ('g1', 'hotseat', 'standard', 'x', 'A', 'B', 'playing', 0, 5, 5);",
    )
    .unwrap();
    let store = PgStore::connect(&url, 2).unwrap();
    assert!(store.load("g1").unwrap().is_some());
    let version: i32 = old
        .query_one("SELECT MAX(version) FROM schema_migrations", &[])
        .unwrap()
        .get(0);
    assert_eq!(i64::from(version), PgStore::SCHEMA_VERSION);
    login_attempts_are_limited_per_name_and_address_and_expire(&store);
}

fn both_databases_have_the_same_tables_and_columns(dbs: &mut Databases) {
    let url = dbs.fresh();
    drop(PgStore::connect(&url, 1).unwrap());
    let mut pg: Vec<String> = sql(&url)
        .query(
            "SELECT table_name || '.' || column_name FROM information_schema.columns
             WHERE table_schema = 'public' AND table_name <> 'schema_migrations'",
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    pg.sort();
    let dir = tempfile::tempdir().unwrap();
    drop(SqliteStore::open_dir(dir.path()).unwrap());
    let lite = rusqlite::Connection::open(dir.path().join("tzaar.sqlite3")).unwrap();
    let mut sqlite: Vec<String> = lite
        .prepare(
            "SELECT m.name || '.' || p.name FROM sqlite_master m, pragma_table_info(m.name) p
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    sqlite.sort();
    assert_eq!(sqlite, pg);
}

fn a_newer_schema_is_refused(dbs: &mut Databases) {
    let url = dbs.fresh();
    PgStore::connect(&url, 1).unwrap();
    let newer = PgStore::SCHEMA_VERSION + 1;
    sql(&url)
        .execute(
            "INSERT INTO schema_migrations (version, applied) VALUES ($1, 0)",
            &[&(newer as i32)],
        )
        .unwrap();
    assert!(matches!(
        PgStore::connect(&url, 1),
        Err(StoreError::TooNew(v)) if v == newer
    ));
}

fn a_url_of_another_kind_is_refused(dbs: &mut Databases) {
    let url = dbs.fresh();
    let other = url.replacen("postgres://", "mysql://", 1);
    assert!(matches!(
        PgStore::connect(&other, 1),
        Err(StoreError::Io(_))
    ));
    assert!(PgStore::connect(&url.replacen("postgres://", "postgresql://", 1), 1).is_ok());
}

/// The first `n` actions of a game from the standard start, each the `pick`-th legal action
/// (counted round their number), so that two picks make two games.
fn actions_of(n: usize, pick: usize) -> Vec<String> {
    let mut game = Game::new(SetupKind::Standard);
    (0..n)
        .map(|_| {
            let legal = game.position().legal_actions();
            let action = legal[pick % legal.len()];
            game.play(action).unwrap();
            action.to_string()
        })
        .collect()
}

/// The position string after the first `n` actions of [`actions_of`]`(n, pick)`.
fn after(n: usize, pick: usize) -> String {
    let mut game = Game::new(SetupKind::Standard);
    for text in actions_of(n, pick) {
        game.play(game.position().parse_action(&text).unwrap())
            .unwrap();
    }
    game.position().to_string()
}

/// Stores games of every kind, each played 5 actions (three whole turns) and then ended,
/// through the calls the server makes: four count (three online games, one import), the
/// others do not (an engine game, a hot-seat game, an aborted one, one from a random start,
/// one still played). Each finished game is stored once more with an offer, which counts
/// nothing again.
fn store_games_of_every_kind(s: &Store) {
    let finish = |id: &str, mode: &str, setup: &str, end: (&str, Option<&str>), pick| {
        let r = GameRow {
            mode: mode.into(),
            setup: setup.into(),
            ..row(id)
        };
        s.create(&r, &meta(0, 0), &[]).unwrap();
        let end = GameMeta {
            status: end.0.into(),
            result: end.1.map(str::to_string),
            ..meta(3, 1)
        };
        s.append(id, 0, &actions_of(5, pick), &end).unwrap();
        let offer = GameMeta {
            offer: Some("rematch:white".into()),
            version: 2,
            ..end
        };
        s.update(id, &offer).unwrap();
    };
    let won = ("over", Some("1-0"));
    let lost = ("over", Some("0-1"));
    finish("online000001", "online", "standard", won, 0);
    finish("online000002", "online", "standard", lost, 0);
    finish("online000003", "online", "standard", lost, 1);
    finish("engine000001", "engine", "standard", won, 0);
    finish("hotseat00001", "hotseat", "standard", won, 0);
    finish("aborted00001", "online", "standard", ("aborted", None), 0);
    finish("random000001", "online", "random", won, 0);
    finish("playing00001", "online", "standard", ("playing", None), 0);
    // An import is stored whole, with its result, in one call.
    let imported = GameRow {
        mode: "review".into(),
        setup: "standard".into(),
        ..row("import000001")
    };
    let end = GameMeta {
        status: "over".into(),
        result: Some("1-0".into()),
        ..meta(3, 0)
    };
    s.create_import("h1", &imported, &end, &actions_of(5, 2))
        .unwrap();
}

/// The explorer's figures once [`store_games_of_every_kind`]'s games are counted.
fn assert_explorer_counts_every_kind(s: &Store) {
    let turn = |t: &str, games, white_wins| ExplorerTurn {
        turn: t.into(),
        games,
        white_wins,
    };
    let first = |pick| actions_of(1, pick)[0].clone();
    let start = Game::new(SetupKind::Standard).position().to_string();
    let mut openings = vec![turn(&first(1), 1, 0), turn(&first(2), 1, 1)];
    openings.sort_by(|a, b| a.turn.cmp(&b.turn));
    openings.insert(0, turn(&first(0), 2, 1));
    assert_eq!(
        s.explorer(&start).unwrap(),
        ExplorerStats {
            games: 4,
            white_wins: 2,
            turns: openings
        }
    );
    // Black's reply, and White's second turn, in the two games that began alike.
    let black = actions_of(3, 0)[1..].join(" ");
    assert_eq!(
        s.explorer(&after(1, 0)).unwrap(),
        ExplorerStats {
            games: 2,
            white_wins: 1,
            turns: vec![turn(&black, 2, 1)]
        }
    );
    // Where the games ended: reached, no turn played from it.
    assert_eq!(
        s.explorer(&after(5, 0)).unwrap(),
        ExplorerStats {
            games: 2,
            white_wins: 1,
            turns: vec![]
        }
    );
    assert_eq!(s.explorer(&after(5, 1)).unwrap().games, 1);
    // Mid-turn positions, and those no game reached, are zeros.
    assert_eq!(s.explorer(&after(2, 0)).unwrap(), ExplorerStats::default());
    assert_eq!(s.explorer("nowhere").unwrap(), ExplorerStats::default());
}

fn finished_games_between_people_are_counted_once(s: &Store) {
    store_games_of_every_kind(s);
    assert_explorer_counts_every_kind(s);
    // Every game is looked at already: the catch-up finds nothing.
    assert_eq!(s.explorer_catch_up(100).unwrap(), 0);
    assert_explorer_counts_every_kind(s);
}

/// Brings the index back to how a version without it leaves the archive: no game looked at,
/// nothing counted.
const FORGET_THE_EXPLORER: &str = "UPDATE games SET explorer = NULL;
     DELETE FROM explorer_positions;
     DELETE FROM explorer_turns;";

/// The catch-up at start counts the finished games of an archive from before the index once,
/// however often it runs; `forget` takes the archive back to that.
fn the_catch_up_counts_old_games_once(s: &Store, forget: &dyn Fn()) {
    store_games_of_every_kind(s);
    forget();
    let start = Game::new(SetupKind::Standard).position().to_string();
    assert_eq!(s.explorer(&start).unwrap(), ExplorerStats::default());
    let mut looked = 0;
    loop {
        match s.explorer_catch_up(3).unwrap() {
            0 => break,
            n => looked += n,
        }
    }
    // Every finished game, counted or not; not the one still played.
    assert_eq!(looked, 8);
    assert_explorer_counts_every_kind(s);
    assert_eq!(s.explorer_catch_up(3).unwrap(), 0);
    assert_explorer_counts_every_kind(s);
}

#[test]
fn sqlite_catches_up_with_old_games_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite3");
    let s = SqliteStore::open(&path).unwrap();
    let forget = || {
        rusqlite::Connection::open(&path)
            .unwrap()
            .execute_batch(FORGET_THE_EXPLORER)
            .unwrap();
    };
    the_catch_up_counts_old_games_once(&s, &forget);
}

fn the_catch_up_counts_old_games_once_on_postgres(dbs: &mut Databases) {
    let url = dbs.fresh();
    let s = PgStore::connect(&url, 2).unwrap();
    let forget = || sql(&url).batch_execute(FORGET_THE_EXPLORER).unwrap();
    the_catch_up_counts_old_games_once(&s, &forget);
}

fn two_instances_catching_up_at_once_count_each_game_once(dbs: &mut Databases) {
    let url = dbs.fresh();
    let (a, b) = (
        Arc::new(PgStore::connect(&url, 4).unwrap()),
        Arc::new(PgStore::connect(&url, 4).unwrap()),
    );
    store_games_of_every_kind(&a);
    for round in 0..5 {
        sql(&url).batch_execute(FORGET_THE_EXPLORER).unwrap();
        let looked = race(&a, &b, |store, _| {
            let mut looked = 0;
            while let n @ 1.. = store.explorer_catch_up(2).unwrap() {
                looked += n;
            }
            looked
        });
        // Between them they looked at every finished game (some both), each counted once.
        assert!(
            looked.iter().sum::<usize>() >= 8,
            "round {round}: {looked:?}"
        );
        assert_explorer_counts_every_kind(&b);
    }
}
