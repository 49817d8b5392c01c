//! The crate against the plain reference implementation in `reference/`, position by position.
//!
//! Random playouts (seeded, so every failure can be replayed) start from the standard layout,
//! from many `Setup::random` seeds, and from the tournament version's empty board through its
//! placements. At every position both implementations must agree on the legal actions and their
//! number, on the outcome and its reason, and on the board after each action; the crate's hash
//! must equal its hash from scratch, and `check` must accept exactly the legal actions.
//!
//! Uniform play rarely buries a player's last type or runs a player out of captures, so some
//! playouts follow biased policies that stack eagerly or look one action ahead for those
//! endings; the tests assert that every kind of ending, tall stacks and stacking all occur.

mod reference;

use std::collections::{BTreeSet, HashSet};

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reference::{Act, Ending, Game, Stage};
use tzaar_core::board::{NEIGHBOURS, cells};
use tzaar_core::{
    Action, Cell, Color, IllegalAction, Outcome, Phase, PieceType, Position, Setup, Stack,
    WinReason,
};

/// How a playout picks its actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Policy {
    /// Uniformly among the legal actions.
    Uniform,
    /// Stacks in most second actions that allow it: tall stacks, few visible types.
    Stacker,
    /// Buries its own last piece of a type when it can; otherwise stacks eagerly and avoids
    /// ending the game in other ways.
    Burier,
    /// Leaves the opponent without a capture when it can; otherwise ends its turns leaving the
    /// opponent as few captures as it can, and avoids ending the game in other ways.
    Smotherer,
}

const POLICIES: [Policy; 4] = [
    Policy::Uniform,
    Policy::Stacker,
    Policy::Burier,
    Policy::Smotherer,
];

/// What the playouts went through.
#[derive(Default, Debug)]
struct Stats {
    games: u64,
    positions: u64,
    /// Positions at which every conceivable capture, stacking move, pass and placement was
    /// put to `check`.
    exhaustive: u64,
    placement: u64,
    opening: u64,
    first: u64,
    second: u64,
    stackings: u64,
    tallest: u8,
    captured: u64,
    buried: u64,
    stuck: u64,
}

impl Stats {
    fn assert_every_ending(&self) {
        assert!(
            self.captured > 0,
            "no game ended by capturing a type: {self:?}"
        );
        assert!(self.buried > 0, "no game ended by burying a type: {self:?}");
        assert!(self.stuck > 0, "no game ended without a capture: {self:?}");
    }
}

fn after(game: &Game, act: Act) -> Game {
    let mut next = game.clone();
    next.apply(act);
    next
}

fn pick<T: Copy>(items: &[T], rng: &mut ChaCha8Rng) -> T {
    *items.choose(rng).expect("something to choose from")
}

fn choose(policy: Policy, game: &Game, legal: &[Act], rng: &mut ChaCha8Rng) -> Act {
    let is_stack = |a: &Act| matches!(a, Act::Stack(..));
    if policy == Policy::Uniform || game.stage == Stage::Placing {
        return pick(legal, rng);
    }
    if policy == Policy::Stacker {
        let stacking: Vec<Act> = legal.iter().copied().filter(is_stack).collect();
        return if !stacking.is_empty() && rng.random_bool(0.75) {
            pick(&stacking, rng)
        } else {
            pick(legal, rng)
        };
    }
    let wanted = |e: Ending| match policy {
        Policy::Burier => matches!(e, Ending::Buried(_)),
        _ => e == Ending::Stuck,
    };
    let futures: Vec<(Act, Game)> = legal.iter().map(|&a| (a, after(game, a))).collect();
    let hits: Vec<Act> = futures
        .iter()
        .filter(|(_, g)| g.result.is_some_and(|(_, e)| wanted(e)))
        .map(|(a, _)| *a)
        .collect();
    if !hits.is_empty() {
        return pick(&hits, rng);
    }
    let mut pool: Vec<&(Act, Game)> = futures.iter().filter(|(_, g)| g.result.is_none()).collect();
    if pool.is_empty() {
        pool = futures.iter().collect();
    }
    let acts: Vec<Act> = pool.iter().map(|(a, _)| *a).collect();
    match policy {
        Policy::Burier => {
            let stacking: Vec<Act> = acts.iter().copied().filter(is_stack).collect();
            if !stacking.is_empty() && rng.random_bool(0.7) {
                pick(&stacking, rng)
            } else {
                pick(&acts, rng)
            }
        }
        _ => {
            if game.stage == Stage::Second && rng.random_bool(0.8) {
                // After a second action the opponent is to start a turn.
                let left = |g: &Game| g.moves(g.to_act, false).len();
                let fewest = pool.iter().map(|(_, g)| left(g)).min().unwrap_or(0);
                let best: Vec<Act> = pool
                    .iter()
                    .filter(|(_, g)| left(g) == fewest)
                    .map(|(a, _)| *a)
                    .collect();
                pick(&best, rng)
            } else {
                pick(&acts, rng)
            }
        }
    }
}

/// Every capture and stacking move between two cells, the pass and every placement.
fn all_candidates() -> Vec<Action> {
    let mut out = vec![Action::Pass];
    for from in Cell::all() {
        for to in Cell::all() {
            out.push(Action::Capture { from, to });
            out.push(Action::Stack { from, to });
        }
        for kind in PieceType::ALL {
            out.push(Action::Place { cell: from, kind });
        }
    }
    out
}

/// A random action of any shape, mostly moves from an occupied cell so that the interesting
/// refusals (blocked, too tall, not on a line, own target) come up often.
fn random_candidate(pos: &Position, rng: &mut ChaCha8Rng) -> Action {
    let any_cell = |rng: &mut ChaCha8Rng| Cell::new(rng.random_range(0..60)).expect("a cell");
    let occupied: Vec<Cell> = cells(pos.occupied()).collect();
    match rng.random_range(0..10) {
        0 => Action::Pass,
        1 => Action::Place {
            cell: any_cell(rng),
            kind: PieceType::ALL[rng.random_range(0..3)],
        },
        n => {
            let from = if occupied.is_empty() || n == 2 {
                any_cell(rng)
            } else {
                pick(&occupied, rng)
            };
            let to = if occupied.is_empty() || n == 3 {
                any_cell(rng)
            } else {
                pick(&occupied, rng)
            };
            if rng.random_bool(0.5) {
                Action::Capture { from, to }
            } else {
                Action::Stack { from, to }
            }
        }
    }
}

/// Compares the two implementations at one position; returns the legal actions.
fn compare(
    pos: &Position,
    game: &Game,
    exhaustive: bool,
    rng: &mut ChaCha8Rng,
    stats: &mut Stats,
) -> Vec<Act> {
    assert_eq!(pos.to_setup(), game.to_setup(), "boards differ at {pos}");
    assert_eq!(pos.hash(), pos.compute_hash(), "stale hash at {pos}");

    let ours = game.legal();
    let theirs: Vec<Action> = pos.legal_actions().to_vec();
    let their_set: HashSet<Action> = theirs.iter().copied().collect();
    assert_eq!(their_set.len(), theirs.len(), "repeated actions at {pos}");
    let ours_set: BTreeSet<Act> = ours.iter().copied().collect();
    let theirs_set: BTreeSet<Act> = theirs.iter().map(|&a| Act::from_action(a)).collect();
    if ours_set != theirs_set {
        let show = |s: Vec<&Act>| s.iter().map(|a| a.to_string()).collect::<Vec<_>>();
        panic!(
            "legal actions differ at {pos}\n  only the crate: {:?}\n  only the reference: {:?}",
            show(theirs_set.difference(&ours_set).collect()),
            show(ours_set.difference(&theirs_set).collect()),
        );
    }
    assert_eq!(
        pos.count_legal_actions(),
        ours.len() as u64,
        "count at {pos}"
    );
    let outcome = pos.outcome();
    assert_eq!(
        outcome,
        reference::outcome_of(game.result),
        "outcome at {pos}"
    );
    assert_eq!(pos.is_game_over(), game.result.is_some());

    for &a in &theirs {
        assert_eq!(pos.check(a), Ok(()), "check rejects the legal {a} at {pos}");
    }
    let candidates: Vec<Action> = if exhaustive {
        stats.exhaustive += 1;
        all_candidates()
    } else {
        (0..40).map(|_| random_candidate(pos, rng)).collect()
    };
    let mut refused = None;
    for c in candidates {
        let verdict = pos.check(c);
        assert_eq!(
            verdict.is_ok(),
            their_set.contains(&c),
            "check({c}) = {verdict:?} at {pos}"
        );
        if let Some(o) = outcome {
            assert_eq!(verdict, Err(IllegalAction::GameOver(o)), "{c} at {pos}");
        }
        if verdict.is_err() {
            refused = Some(c);
        }
    }
    // Refusing to play an action changes nothing.
    if let Some(c) = refused {
        let mut copy = pos.clone();
        assert!(copy.play(c).is_err());
        assert_eq!(&copy, pos, "a refused {c} changed the position");
    }

    stats.positions += 1;
    match game.stage {
        Stage::Placing => stats.placement += 1,
        Stage::Opening => stats.opening += 1,
        Stage::First => stats.first += 1,
        Stage::Second => stats.second += 1,
    }
    for c in cells(pos.occupied()) {
        stats.tallest = stats.tallest.max(pos.height(c));
    }
    ours
}

/// Plays one game from `start`, comparing at every position.
fn playout(start: &Setup, policy: Policy, seed: u64, stats: &mut Stats) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::from_setup(start).expect("a valid start");
    let mut game = Game::from_setup(start);
    loop {
        let exhaustive = stats.positions % 10 == 0;
        let legal = compare(&pos, &game, exhaustive, &mut rng, stats);
        if legal.is_empty() {
            break;
        }
        let act = choose(policy, &game, &legal, &mut rng);
        let action = act.to_action();
        if let Err(e) = pos.play(action) {
            panic!("the crate refuses {action} at {pos}: {e}");
        }
        game.apply(act);
        if matches!(act, Act::Stack(..)) {
            stats.stackings += 1;
        }
    }
    stats.games += 1;
    match game.result {
        Some((_, Ending::Captured(_))) => stats.captured += 1,
        Some((_, Ending::Buried(_))) => stats.buried += 1,
        Some((_, Ending::Stuck)) => stats.stuck += 1,
        None => panic!("a game stopped without a result at {pos}"),
    }
}

#[test]
fn reference_board_matches_the_rules_and_the_crate() {
    use reference::{Way, all_spots, name, neighbours, spot, step};
    assert_eq!(all_spots().len(), 60);
    let sorted = |n: &str| {
        let mut v: Vec<String> = neighbours(spot(n).unwrap()).into_iter().map(name).collect();
        v.sort();
        v
    };
    assert_eq!(sorted("A1"), ["A2", "B1", "B2"]);
    assert_eq!(sorted("E4"), ["D3", "D4", "E3", "F3", "F4"]);
    assert_eq!(sorted("I5"), ["H5", "H6", "I4"]);
    assert_eq!(sorted("E9"), ["D8", "E8", "F8"]);
    assert_eq!(step(spot("D4").unwrap(), Way::NextHigher), None);
    assert_eq!(spot("E5"), None);
    for s in all_spots() {
        let cell: Cell = name(s).parse().unwrap();
        let mut crate_side: Vec<String> = cells(NEIGHBOURS[cell.index()])
            .map(|c| c.to_string())
            .collect();
        crate_side.sort();
        assert_eq!(sorted(&name(s)), crate_side, "neighbours of {}", name(s));
    }
}

/// `games` playouts, the policies taking turns, with the seeds from `first_seed` on, each from
/// the setup `start` makes of its seed; every ending is met.
fn playouts(name: &str, games: u64, first_seed: u64, start: impl Fn(u64) -> Setup) -> Stats {
    let mut stats = Stats::default();
    for i in 0..games {
        let seed = first_seed + i;
        playout(&start(seed), POLICIES[i as usize % 4], seed, &mut stats);
    }
    eprintln!("{name}: {stats:?}");
    stats.assert_every_ending();
    stats
}

#[test]
fn playouts_from_the_standard_start() {
    playouts("standard", 120, 1000, |_| Setup::standard());
}

#[test]
fn playouts_from_random_setups() {
    let stats = playouts("random", 300, 0, Setup::random);
    assert!(stats.tallest >= 6, "{stats:?}");
}

#[test]
fn playouts_through_the_tournament_placement() {
    let stats = playouts("tournament", 60, 5000, |_| Setup::tournament());
    assert_eq!(stats.placement, 60 * stats.games);
}

/// Small positions whose endings can be worked out on paper (they are also perft cases).
#[test]
fn endings_worked_out_by_hand() {
    let both = |text: &str| {
        let pos: Position = text.parse().unwrap();
        let game = Game::from_setup(&pos.to_setup());
        assert_eq!(pos.outcome(), reference::outcome_of(game.result), "{text}");
        (pos, game)
    };
    let win = |winner, reason| Some(Outcome { winner, reason });
    let act = |text: &str| text.parse::<Action>().unwrap();

    // No line joins column A to column I except through the centre, so White is stuck.
    let (pos, _) = both("zrt2/6/7/8/8/8/7/6/ZRT2 w first");
    assert_eq!(pos.outcome(), win(Color::Black, WinReason::NoCapture));
    let (pos, _) = both("2rtz/6/7/8/8/8/7/6/ZRT2 w first");
    assert_eq!(pos.outcome(), win(Color::Black, WinReason::NoCapture));
    let (a5, i1) = ("A5".parse().unwrap(), "I1".parse().unwrap());
    let mut alive: Position = "2rtz/6/7/8/8/8/7/t5/ZRT2 w first".parse().unwrap();
    assert_eq!(
        alive.check(Action::Capture { from: a5, to: i1 }),
        Err(IllegalAction::CrossesCentre { from: a5, to: i1 })
    );
    alive.play(act("H1xI1")).unwrap();

    // H1 takes Black's only Tzaar: the game ends at once, with no second action.
    let (mut pos, mut game) = both("zr3/6/7/8/8/8/7/t5/ZRT2 w first");
    assert_eq!(pos.legal_actions().as_slice(), [act("H1xI1")]);
    pos.play(act("H1xI1")).unwrap();
    game.apply(Act::from_action(act("H1xI1")));
    let expected = win(Color::White, WinReason::TypeCaptured(PieceType::Tzaar));
    assert_eq!(pos.outcome(), expected);
    assert_eq!(reference::outcome_of(game.result), expected);
    assert_eq!(pos.phase(), Phase::SecondAction);
    assert!(pos.legal_actions().is_empty() && game.legal().is_empty());

    // Every second action ends the game: three bury White's last Tzaar or Tzarra, and after
    // the others Black has nothing to capture.
    let (pos, game) = both("zrtt1/6/7/8/8/8/7/6/ZRTT1 w second");
    let buried = |k| win(Color::Black, WinReason::TypeBuried(k));
    let stuck = win(Color::White, WinReason::NoCapture);
    for (text, outcome) in [
        ("A1+A2", buried(PieceType::Tzarra)),
        ("A2+A1", buried(PieceType::Tzaar)),
        ("A3+A2", buried(PieceType::Tzarra)),
        ("A2+A3", stuck),
        ("A3+A4", stuck),
        ("A4+A3", stuck),
        ("pass", stuck),
    ] {
        let mut p = pos.clone();
        p.play(act(text)).unwrap();
        assert_eq!(p.outcome(), outcome, "{text}");
        let mut g = game.clone();
        g.apply(Act::from_action(act(text)));
        assert_eq!(
            reference::outcome_of(g.result),
            outcome,
            "reference, {text}"
        );
    }
    assert_eq!(pos.count_legal_actions(), 7);
}

/// A setup that need not be reachable: random stacks of random heights, as many of each type as
/// a player owns at most, either side to act in the first or second action.
fn random_board(rng: &mut ChaCha8Rng) -> Setup {
    let phase = if rng.random_bool(0.5) {
        Phase::FirstAction
    } else {
        Phase::SecondAction
    };
    let side = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let mut setup = Setup::empty(side, phase);
    let mut hands: Vec<Vec<PieceType>> = Color::ALL
        .iter()
        .map(|_| {
            let mut hand: Vec<PieceType> = PieceType::ALL
                .into_iter()
                .flat_map(|k| std::iter::repeat_n(k, k.count() as usize))
                .collect();
            hand.shuffle(rng);
            hand
        })
        .collect();
    let stacks = rng.random_range(2..40);
    for _ in 0..stacks {
        let cell = Cell::new(rng.random_range(0..60)).expect("a cell");
        let color = Color::ALL[rng.random_range(0..2)];
        let hand = &mut hands[color.index()];
        let height = match rng.random_range(0..10) {
            0..6 => 1,
            6..8 => 2,
            8 => 3,
            _ => rng.random_range(4..9),
        };
        if setup.board[cell.index()].is_none() && hand.len() >= height {
            let pieces = hand.split_off(hand.len() - height);
            setup.board[cell.index()] = Stack::from_pieces(color, &pieces);
        }
    }
    setup
}

#[test]
fn random_boards_and_short_playouts_from_them() {
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut stats = Stats::default();
    let mut valid = 0;
    while valid < 3000 {
        let setup = random_board(&mut rng);
        let Ok(pos) = Position::from_setup(&setup) else {
            continue;
        };
        valid += 1;
        let mut pos = pos;
        let mut game = Game::from_setup(&setup);
        for _ in 0..6 {
            let legal = compare(&pos, &game, valid % 10 == 0, &mut rng, &mut stats);
            if legal.is_empty() {
                break;
            }
            let act = pick(&legal, &mut rng);
            pos.play(act.to_action()).expect("legal");
            game.apply(act);
        }
    }
    eprintln!("random boards: {stats:?}");
    assert!(stats.first > 0 && stats.second > 0);
}

/// The same, at a much larger scale: `cargo test -- --ignored`.
#[test]
#[ignore]
fn many_more_playouts() {
    let mut stats = Stats::default();
    for seed in 0..2000u64 {
        let policy = POLICIES[seed as usize % 4];
        let start = match seed % 5 {
            0 => Setup::standard(),
            1 => Setup::tournament(),
            _ => Setup::random(seed),
        };
        playout(&start, policy, seed ^ 0xABCD, &mut stats);
    }
    eprintln!("many: {stats:?}");
    stats.assert_every_ending();
}
