//! Exact proofs over whole turns, on the endgame solver ([`Searcher::prove`]): whether a turn
//! keeps a win, the longest defence, every first turn that keeps a win, and the check of a
//! whole puzzle.
//!
//! A win "within `k` turns" of the side to act means that every defence loses by the side's
//! `k`-th turn from now (this one is the first). From a position at the start of a turn that is
//! at most `4k - 2` actions: the side's `k` turns and the opponent's `k - 1`, two actions each
//! (a game that ends by a missing capture is seen at the start of the opponent's next turn,
//! which is the search's leaf). Every answer is exact or is `None` (the node budget ran out):
//! the solver searches every line to that depth, prunes nothing that could hide a result, and
//! clears its table before each proof, so an answer depends on nothing but the arguments.

use std::cell::{Cell, RefCell};
use std::collections::HashSet;

use tzaar_core::{Phase, Position, Turn};

use crate::score::Outlook;
use crate::search::{Proof, Searcher};

use super::Puzzle;

/// The table of the searcher each thread proves with, in MiB (the solver takes a quarter).
const PROOF_HASH_MIB: usize = 32;

thread_local! {
    static PROVER: RefCell<Searcher> = RefCell::new(Searcher::new(PROOF_HASH_MIB, 1));
    static USED: Cell<u64> = const { Cell::new(0) };
}

/// [`Searcher::prove`] on this thread's searcher, counting the nodes in [`proof_nodes`].
fn prove(pos: &Position, plies: u32, nodes: u64) -> Proof {
    let (proof, used) = PROVER.with(|s| s.borrow_mut().prove(pos, plies, nodes));
    USED.with(|u| u.set(u.get() + used));
    proof
}

/// The nodes this thread's proofs have used so far (the cost of a proof is the difference
/// before and after it, and does not depend on the machine).
pub fn proof_nodes() -> u64 {
    USED.with(Cell::get)
}

/// The actions that decide a win within `turns` of the side to act's turns, this one (whose
/// rest is to play in `pos`) the first.
fn win_plies(pos: &Position, turns: u8) -> u32 {
    let full = 4 * u32::from(turns.max(1)) - 2;
    match pos.phase() {
        Phase::SecondAction | Phase::Opening => full - 1,
        _ => full,
    }
}

/// The side to act's proven outlook in `pos` within `turns` of its own turns: `Some(Some(o))`
/// proven, `Some(None)` nothing decided within them, `None` out of budget.
fn outlook_within(pos: &Position, turns: u8, nodes: u64) -> Option<Option<Outlook>> {
    match prove(pos, win_plies(pos, turns), nodes) {
        Proof::Proven(r) => Some(Some(Outlook::from_score(r.score))),
        Proof::Unproven => Some(None),
        Proof::OutOfBudget => None,
    }
}

/// The side to act's quickest proven win in `pos`, in its own turns, if it wins within `turns`
/// of them: `Some(Some(n))` a win in exactly `n`, `Some(None)` no win within `turns`, `None`
/// out of budget.
pub fn quickest_win(pos: &Position, turns: u8, nodes: u64) -> Option<Option<u8>> {
    if pos.outcome().is_some() || turns == 0 {
        return Some(None);
    }
    Some(match outlook_within(pos, turns, nodes)? {
        Some(Outlook::Win(n)) if n <= u32::from(turns) => Some(n as u8),
        _ => None,
    })
}

/// Plays `turn` on a copy of `pos`; `None` if an action is illegal.
fn after_turn(pos: &Position, turn: &Turn) -> Option<Position> {
    let mut after = pos.clone();
    for a in turn.actions() {
        after.play(a).ok()?;
    }
    Some(after)
}

/// Whether playing `turn` (the rest of the side to act's turn) in `pos` keeps a win for that
/// side within `turns_left` of its turns (this turn included): `Some(true)` proven,
/// `Some(false)` proven not (the full-width search to that depth found no win), `None` if the
/// node budget ran out. A turn that is illegal or leaves the turn unfinished keeps nothing.
pub fn keeps_win(pos: &Position, turn: &Turn, turns_left: u8, nodes: u64) -> Option<bool> {
    let side = pos.side();
    if turns_left == 0 || pos.outcome().is_some() {
        return Some(false);
    }
    let Some(after) = after_turn(pos, turn) else {
        return Some(false);
    };
    if let Some(o) = after.outcome() {
        return Some(o.winner == side);
    }
    if after.side() == side || turns_left == 1 {
        return Some(false);
    }
    // The opponent acts: it must lose by our `k`-th turn after this one, its `k` turns and ours.
    let k = turns_left - 1;
    match prove(&after, 4 * u32::from(k), nodes) {
        Proof::Proven(r) => Some(matches!(
            Outlook::from_score(r.score),
            Outlook::Loss(n) if n <= u32::from(k)
        )),
        Proof::Unproven => Some(false),
        Proof::OutOfBudget => None,
    }
}

/// The solver's whole turn in `pos` (its choice: the quickest win or the latest loss) and its
/// outlook, deciding within `plies` actions; `Ok(None)` if nothing is decided within them,
/// `Err(())` out of budget.
fn solver_turn(pos: &Position, plies: u32, nodes: u64) -> Result<Option<(Turn, Outlook)>, ()> {
    let r = match prove(pos, plies, nodes) {
        Proof::Proven(r) => r,
        Proof::Unproven => return Ok(None),
        Proof::OutOfBudget => return Err(()),
    };
    let outlook = Outlook::from_score(r.score);
    let first = r.best;
    let mut after = pos.clone();
    after.play_unchecked(first);
    let continues =
        after.side() == pos.side() && after.phase() == Phase::SecondAction && !after.is_game_over();
    if !continues {
        return Ok(Some((
            Turn {
                first,
                second: None,
            },
            outlook,
        )));
    }
    // The line's next action, or the solver's choice after the first one (the same outlook: the
    // turn goes on, and proven results count from the turn the search starts in).
    let second = match r.pv.get(1) {
        Some(&a) if after.is_legal(a) => a,
        _ => match prove(&after, plies.saturating_sub(1).max(1), nodes) {
            Proof::Proven(r2) => r2.best,
            Proof::Unproven => return Ok(None),
            Proof::OutOfBudget => return Err(()),
        },
    };
    Ok(Some((
        Turn {
            first,
            second: Some(second),
        },
        outlook,
    )))
}

/// The deepest proof the solver tries for a best defence, in actions.
const DEFENCE_PLIES: u32 = 60;

/// The defence that resists longest for the side to act in `pos`, which is lost: the solver's
/// choice (the latest loss). `None` if the game is over there, the side to act is not proven
/// lost, or the node budget ran out.
pub fn best_defence(pos: &Position, nodes: u64) -> Option<Turn> {
    if pos.outcome().is_some() {
        return None;
    }
    match solver_turn(pos, DEFENCE_PLIES, nodes) {
        Ok(Some((turn, Outlook::Loss(_)))) => Some(turn),
        _ => None,
    }
}

/// The solver's winning turn in `pos` if the side to act wins within `turns` of its turns.
pub fn winning_turn(pos: &Position, turns: u8, nodes: u64) -> Option<Turn> {
    if pos.outcome().is_some() || turns == 0 {
        return None;
    }
    match solver_turn(pos, win_plies(pos, turns), nodes) {
        Ok(Some((turn, Outlook::Win(n)))) if n <= u32::from(turns) => Some(turn),
        _ => None,
    }
}

/// Whether the turn that `first` starts in `pos` ends with it (the opening, a lone second
/// action, or a first capture that ends the game); `after` is `pos` after `first`.
fn ends_with_first(pos: &Position, after: &Position) -> bool {
    after.side() != pos.side() || after.is_game_over() || after.phase() != Phase::SecondAction
}

/// Every legal whole turn in `pos` (the rest of the side to act's turn): each first action,
/// then each second action (a capture, a stacking move or a pass), or the first action alone
/// where the turn has one action. Empty when the game is over.
pub fn all_turns(pos: &Position) -> Vec<Turn> {
    if pos.outcome().is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for first in pos.legal_actions() {
        let mut after = pos.clone();
        after.play_unchecked(first);
        if ends_with_first(pos, &after) {
            out.push(Turn {
                first,
                second: None,
            });
        } else {
            out.extend(after.legal_actions().into_iter().map(|second| Turn {
                first,
                second: Some(second),
            }));
        }
    }
    out
}

/// Every whole first turn in `pos` (in [`all_turns`]' order) that keeps the side to act's win
/// within `win_in` of its turns; `None` if the node budget (per proof) ran out. A first action
/// after which no second action wins is ruled out by one proof of the position after it.
pub fn winning_first_turns(pos: &Position, win_in: u8, nodes: u64) -> Option<Vec<Turn>> {
    if pos.outcome().is_some() || win_in == 0 {
        return Some(Vec::new());
    }
    let mut out = Vec::new();
    for first in pos.legal_actions() {
        let mut after = pos.clone();
        after.play_unchecked(first);
        let single = Turn {
            first,
            second: None,
        };
        if ends_with_first(pos, &after) {
            if keeps_win(pos, &single, win_in, nodes)? {
                out.push(single);
            }
            continue;
        }
        // The rest of the turn is ours: some second action wins within `win_in` iff the
        // position after the first action does.
        if quickest_win(&after, win_in, nodes)?.is_none() {
            continue;
        }
        for second in after.legal_actions() {
            let turn = Turn {
                first,
                second: Some(second),
            };
            if keeps_win(pos, &turn, win_in, nodes)? {
                out.push(turn);
            }
        }
    }
    Some(out)
}

/// Whether a defence resists as long as the line says: in `after`, the attacker (to act) must
/// need all of its `turns_left` turns.
fn defence_holds(after: &Position, turns_left: u8, nodes: u64) -> Result<(), String> {
    if turns_left <= 1 {
        return Ok(());
    }
    match quickest_win(after, turns_left - 1, nodes) {
        None => Err("the node budget ran out proving a defence".into()),
        Some(Some(n)) => Err(format!(
            "a longer defence exists: this one loses in {n} turns, not {turns_left}"
        )),
        Some(None) => Ok(()),
    }
}

/// Checks a whole puzzle, each proof within `nodes` nodes: [`verify_line`], and `accepted` is
/// exactly the set of first turns that keep the win. The error says what fails, or that the
/// budget ran out.
pub fn verify(puzzle: &Puzzle, nodes: u64) -> Result<(), String> {
    verify_line(puzzle, nodes)?;
    let pos = &puzzle.position;
    let winning = winning_first_turns(pos, puzzle.win_in, nodes)
        .ok_or("the node budget ran out listing the winning first turns")?;
    let expected: HashSet<Turn> = winning.iter().copied().collect();
    let given: HashSet<Turn> = puzzle.accepted.iter().copied().collect();
    if given.len() != puzzle.accepted.len() {
        return Err("an accepted turn is listed twice".into());
    }
    if let Some(t) = winning.iter().find(|t| !given.contains(t)) {
        return Err(format!("`{t}` keeps the win but is not accepted"));
    }
    if let Some(t) = puzzle.accepted.iter().find(|t| !expected.contains(t)) {
        return Err(format!("`{t}` is accepted but does not keep the win"));
    }
    Ok(())
}

/// Checks a puzzle's win and line, each proof within `nodes` nodes: the position is not over;
/// the side to act wins in exactly `win_in` of its turns (not fewer); each of its turns in the
/// solution keeps the win, and each defence loses no sooner than the line says (a longest
/// resistance).
pub fn verify_line(puzzle: &Puzzle, nodes: u64) -> Result<(), String> {
    let pos = &puzzle.position;
    if pos.outcome().is_some() {
        return Err("the game is over in the position".into());
    }
    if !matches!(pos.phase(), Phase::FirstAction | Phase::Opening) {
        return Err("a puzzle starts at the start of a turn".into());
    }
    let win_in = puzzle.win_in;
    match quickest_win(pos, win_in, nodes) {
        None => return Err("the node budget ran out proving the win".into()),
        Some(None) => return Err(format!("no win within {win_in} turns")),
        Some(Some(n)) if n < win_in => {
            return Err(format!("a quicker win exists: in {n} turns, not {win_in}"));
        }
        Some(Some(_)) => {}
    }
    if puzzle.solution.len() != 2 * usize::from(win_in) - 1 {
        return Err("the solution has the wrong length".into());
    }
    let mut here = pos.clone();
    for (i, turn) in puzzle.solution.iter().enumerate() {
        let solver = i % 2 == 0;
        // The attacker's turns left, this one included when it is the attacker's.
        let left = win_in - (i / 2) as u8 - u8::from(!solver);
        if solver {
            match keeps_win(&here, turn, left, nodes) {
                None => {
                    return Err(format!(
                        "the node budget ran out on solution turn {}",
                        i + 1
                    ));
                }
                Some(false) => {
                    return Err(format!(
                        "solution turn {} (`{turn}`) does not keep the win",
                        i + 1
                    ));
                }
                Some(true) => {}
            }
        }
        here = after_turn(&here, turn)
            .ok_or_else(|| format!("solution turn {} (`{turn}`) is illegal", i + 1))?;
        if !solver {
            defence_holds(&here, left, nodes)
                .map_err(|e| format!("solution turn {} (`{turn}`): {e}", i + 1))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Config, minimax};
    use crate::test_util::playout_positions;
    use tzaar_core::Color;

    const NODES: u64 = 5_000_000;

    /// The attacker's quickest win after `turn` by exhaustive minimax, in the attacker's turns
    /// counting `turn` as the first; `None` if none within `turns`.
    fn minimax_win_after(pos: &Position, turn: &Turn, turns: u8) -> Option<u8> {
        let after = after_turn(pos, turn)?;
        if let Some(o) = after.outcome() {
            return (o.winner == pos.side()).then_some(1);
        }
        if turns <= 1 {
            return None;
        }
        let plies = 4 * u32::from(turns - 1);
        match Outlook::from_score(minimax(&mut after.clone(), plies, &Config::proof())) {
            Outlook::Loss(n) => Some(n as u8 + 1),
            _ => None,
        }
    }

    /// Small endgames at the start of a turn, from playouts.
    fn endgames(seed: u64, stacks: u32) -> impl Iterator<Item = Position> {
        playout_positions(seed, 3000).into_iter().filter(move |p| {
            p.phase() == Phase::FirstAction
                && p.outcome().is_none()
                && p.occupied().count_ones() <= stacks
        })
    }

    #[test]
    fn a_hand_made_win_in_one_is_kept_only_by_the_winning_captures() {
        // White's Tott on C4 takes Black's last Tott on C3; White's Tzaar on C1 can take a
        // Tzarra on C2, but Black has another.
        let pos: Position = "5/6/zRTt3/8/R7/8/7/6/Z1r1t w first".parse().unwrap();
        let win = pos.parse_turn("C4xC3").unwrap();
        let late_win = pos.parse_turn("C1xC2 C4xC3").unwrap();
        let throw = pos.parse_turn("C1xC2 pass").unwrap();
        assert_eq!(keeps_win(&pos, &late_win, 1, NODES), Some(true));
        assert_eq!(keeps_win(&pos, &throw, 1, NODES), Some(false));
        assert_eq!(keeps_win(&pos, &win, 1, NODES), Some(true));
        assert_eq!(keeps_win(&pos, &win, 0, NODES), Some(false));
        assert_eq!(quickest_win(&pos, 4, NODES), Some(Some(1)));
        let turns = all_turns(&pos);
        let winning = winning_first_turns(&pos, 1, NODES).unwrap();
        assert!(winning.contains(&win));
        for t in &turns {
            let over = after_turn(&pos, t).unwrap().outcome();
            let wins = over.is_some_and(|o| o.winner == Color::White);
            assert_eq!(winning.contains(t), wins, "`{t}`");
        }
        assert!(winning.len() < turns.len(), "some turn throws the win away");
        assert_eq!(winning_turn(&pos, 1, NODES), Some(win));
    }

    #[test]
    fn keeps_win_agrees_with_exhaustive_minimax_and_a_turn_can_throw_the_win_away() {
        let mut wins_in_two = 0;
        let mut thrown_away = 0;
        for pos in endgames(21, 14) {
            if quickest_win(&pos, 2, NODES) != Some(Some(2)) {
                continue;
            }
            wins_in_two += 1;
            let winning = winning_first_turns(&pos, 2, NODES).unwrap();
            for t in all_turns(&pos) {
                let expected = minimax_win_after(&pos, &t, 2).is_some();
                assert_eq!(
                    keeps_win(&pos, &t, 2, NODES),
                    Some(expected),
                    "`{t}` in `{pos}`"
                );
                assert_eq!(winning.contains(&t), expected, "`{t}` in `{pos}`");
                thrown_away += usize::from(!expected);
            }
            // No turn wins at once: a win in exactly two.
            assert!(
                winning
                    .iter()
                    .all(|t| keeps_win(&pos, t, 1, NODES) == Some(false))
            );
        }
        assert!(wins_in_two >= 2, "only {wins_in_two} wins in two found");
        assert!(thrown_away > 0);
    }

    #[test]
    fn the_best_defence_resists_longest() {
        let mut checked = 0;
        for pos in endgames(33, 9).take(60) {
            let Some(defence) = best_defence(&pos, NODES) else {
                continue;
            };
            // The attacker's quickest win after each defence, by exhaustive minimax.
            let resist = |t: &Turn| {
                let after = after_turn(&pos, t).unwrap();
                match Outlook::from_score(minimax(&mut after.clone(), 6, &Config::proof())) {
                    Outlook::Win(n) => n,
                    _ => u32::MAX,
                }
            };
            let longest = all_turns(&pos).iter().map(resist).max().unwrap();
            if longest == u32::MAX {
                continue;
            }
            assert_eq!(resist(&defence), longest, "`{defence}` in `{pos}`");
            checked += 1;
        }
        assert!(checked >= 3, "only {checked} lost positions checked");
    }

    #[test]
    fn out_of_budget_is_unknown_not_false() {
        let mut pos = Position::standard();
        pos.play(pos.legal_actions()[0]).unwrap();
        let turn = all_turns(&pos)[0];
        assert_eq!(keeps_win(&pos, &turn, 4, 1), None);
        assert_eq!(winning_first_turns(&pos, 4, 1), None);
    }
}
