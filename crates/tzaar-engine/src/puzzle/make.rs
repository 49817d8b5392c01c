//! Making a puzzle of a position: its proven win, the first turns that keep it, the main line,
//! the themes, the starting rating and the id.

use std::fmt;

use tzaar_core::{Action, Outcome, Phase, PieceType, Position, Turn, WinReason};

use super::proof::{all_turns, best_defence, quickest_win, winning_first_turns, winning_turn};
use super::{Puzzle, Theme};

/// The longest win a puzzle has, in the solver's turns.
pub const MAX_WIN_IN: u8 = 4;

/// Why a position makes no puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The game is over, or the position is not at the start of a turn after the opening.
    NotAPuzzle,
    /// The side to act has no proven win within [`MAX_WIN_IN`] turns.
    NoWin,
    /// A proof ran out of nodes.
    OutOfBudget,
    /// Too many first turns keep the win: there is nothing to find.
    TooEasy {
        /// First turns that keep the win.
        accepted: usize,
        /// Legal first turns.
        total: usize,
    },
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::NotAPuzzle => f.write_str("not the start of a turn of a game going on"),
            Rejection::NoWin => write!(f, "no proven win within {MAX_WIN_IN} turns"),
            Rejection::OutOfBudget => f.write_str("a proof ran out of nodes"),
            Rejection::TooEasy { accepted, total } => {
                write!(f, "{accepted} of {total} first turns win")
            }
        }
    }
}

/// Makes a puzzle of `pos` (the solver is the side to act), each proof within `nodes` nodes,
/// refusing it when at least `1 / easy` of the legal first turns keep the win. The main line is
/// the solver's: its quickest win each turn and the longest defence between.
pub fn make(pos: &Position, source: &str, nodes: u64, easy: usize) -> Result<Puzzle, Rejection> {
    if pos.phase() != Phase::FirstAction || pos.outcome().is_some() {
        return Err(Rejection::NotAPuzzle);
    }
    let win_in = quickest_win(pos, MAX_WIN_IN, nodes)
        .ok_or(Rejection::OutOfBudget)?
        .ok_or(Rejection::NoWin)?;
    let total = all_turns(pos).len();
    let accepted = winning_first_turns(pos, win_in, nodes).ok_or(Rejection::OutOfBudget)?;
    if accepted.is_empty() {
        return Err(Rejection::NoWin);
    }
    if accepted.len() * easy.max(1) >= total {
        return Err(Rejection::TooEasy {
            accepted: accepted.len(),
            total,
        });
    }
    let solution = main_line(pos, win_in, nodes).ok_or(Rejection::OutOfBudget)?;
    let mut puzzle = Puzzle {
        id: puzzle_id(&pos.to_string()),
        position: pos.clone(),
        win_in,
        rating: 0,
        themes: Vec::new(),
        solution,
        accepted,
        source: source.replace(['\t', '\n', '\r'], " "),
    };
    puzzle.themes = themes(&puzzle);
    puzzle.rating = rating(win_in, puzzle.accepted.len(), total);
    Ok(puzzle)
}

/// The solver's line from `pos`, won in `win_in` turns: its winning turn, the longest defence,
/// and so on, ending in the win. `None` if a proof ran out of nodes.
pub fn main_line(pos: &Position, win_in: u8, nodes: u64) -> Option<Vec<Turn>> {
    let mut here = pos.clone();
    let mut line = Vec::new();
    for left in (1..=win_in).rev() {
        let turn = winning_turn(&here, left, nodes)?;
        play(&mut here, &turn);
        line.push(turn);
        if here.is_game_over() {
            break;
        }
        let defence = best_defence(&here, nodes)?;
        play(&mut here, &defence);
        line.push(defence);
    }
    here.outcome()
        .is_some_and(|o| o.winner == pos.side())
        .then_some(line)
}

/// Plays a legal turn.
fn play(pos: &mut Position, turn: &Turn) {
    for a in turn.actions() {
        pos.play_unchecked(a);
    }
}

/// A short stable name of a position string: its 64-bit FNV-1a hash in base 36, 8 characters.
pub fn puzzle_id(position: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in position.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let mut n = h % 36u64.pow(8);
    let mut out = [b'0'; 8];
    for c in out.iter_mut().rev() {
        *c = b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize];
        n /= 36;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What the solution does, from its actions and how the game ends (see [`Theme`]).
pub fn themes(puzzle: &Puzzle) -> Vec<Theme> {
    let mut out = Vec::new();
    let end: Option<Outcome> = puzzle.final_position().outcome();
    match end.map(|o| o.reason) {
        Some(WinReason::TypeCaptured(PieceType::Tzaar)) => out.push(Theme::LastTzaar),
        Some(WinReason::TypeCaptured(PieceType::Tzarra)) => out.push(Theme::LastTzarra),
        Some(WinReason::TypeCaptured(PieceType::Tott)) => out.push(Theme::LastTott),
        Some(WinReason::NoCapture) => out.push(Theme::NoCapture),
        _ => {}
    }
    // The solver's turns, each with the position it is played in.
    let mut here = puzzle.position.clone();
    let mut own = Vec::new();
    for (i, turn) in puzzle.solution.iter().enumerate() {
        if i % 2 == 0 {
            own.push((here.clone(), *turn));
        }
        play(&mut here, turn);
    }
    let seconds: Vec<Action> = own.iter().filter_map(|(_, t)| t.second).collect();
    if seconds.iter().any(|a| matches!(a, Action::Stack { .. })) {
        out.push(Theme::Stack);
    }
    if !seconds.is_empty() && seconds.iter().all(|a| a.is_capture()) {
        out.push(Theme::DoubleCapture);
    }
    if seconds.contains(&Action::Pass) {
        out.push(Theme::Pass);
    }
    if puzzle.accepted.len() == 1 {
        out.push(Theme::OnlyMove);
    }
    let tall = own.iter().any(|(pos, turn)| {
        let mut p = pos.clone();
        turn.actions().any(|a| {
            let high = matches!(a, Action::Capture { from, .. } if p.height(from) >= 4);
            p.play_unchecked(a);
            high
        })
    });
    if tall {
        out.push(Theme::TallStack);
    }
    out.sort();
    out
}

/// The starting rating of a puzzle won in `win_in` turns where `accepted` of `total` legal
/// first turns keep the win, in 600..=2400: longer wins are harder, and so are rarer right
/// turns among more choices.
pub fn rating(win_in: u8, accepted: usize, total: usize) -> u16 {
    let base = 450.0 + 350.0 * f64::from(win_in.clamp(1, MAX_WIN_IN));
    let total = total.max(2) as f64;
    let accepted = accepted.clamp(1, total as usize) as f64;
    // 0 when every turn wins, 1 when one does.
    let rarity = (total / accepted).ln() / total.ln();
    // 0 with two turns to choose from, 1 with 400 or more.
    let choice = (total.ln() / 400f64.ln()).min(1.0);
    let r = base + 350.0 * rarity + 150.0 * choice;
    r.round().clamp(600.0, 2400.0) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_base_36() {
        let id = puzzle_id("x");
        assert_eq!(id.len(), 8);
        assert!(
            id.chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_lowercase())
        );
        assert_eq!(id, puzzle_id("x"));
        assert_ne!(id, puzzle_id("y"));
        // FNV-1a of the empty string is 0xcbf29ce484222325.
        let empty = 0xcbf2_9ce4_8422_2325u64 % 36u64.pow(8);
        assert_eq!(u64::from_str_radix(&puzzle_id(""), 36).unwrap(), empty);
    }

    #[test]
    fn a_made_puzzle_is_proven_reads_back_and_says_how_it_ends() {
        // White's Tott on C4 takes Black's last Tott on C3, at once or after C1xC2.
        let pos: Position = "5/6/zRTt3/8/R7/8/7/6/Z1r1t w first".parse().unwrap();
        let p = make(&pos, "hand\tmade", 1_000_000, 1).unwrap();
        assert_eq!(p.win_in, 1);
        assert_eq!(p.source, "hand made");
        assert!(p.themes.contains(&Theme::LastTott), "{:?}", p.themes);
        assert!(p.accepted.contains(&pos.parse_turn("C1xC2 C4xC3").unwrap()));
        assert!(!p.accepted.contains(&pos.parse_turn("C1xC2 pass").unwrap()));
        assert_eq!(super::super::verify(&p, 1_000_000), Ok(()));
        assert_eq!(Puzzle::from_line(&p.to_string()), Ok(p.clone()));
        // Too easy when a tenth of the turns win and a tenth is the limit.
        let too_easy = make(&pos, "", 1_000_000, 10);
        assert!(
            matches!(too_easy, Err(Rejection::TooEasy { .. })),
            "{too_easy:?}"
        );
    }

    #[test]
    fn verify_refuses_a_wrong_length_a_missing_turn_and_a_short_defence() {
        let pos: Position = "5/6/zRTt3/8/R7/8/7/6/Z1r1t w first".parse().unwrap();
        let p = make(&pos, "", 1_000_000, 1).unwrap();
        let verify = |p: &Puzzle| super::super::verify(p, 1_000_000);
        let mut longer = p.clone();
        longer.win_in = 2;
        assert!(verify(&longer).unwrap_err().contains("quicker win"));
        let mut missing = p.clone();
        missing.accepted.retain(|t| *t != p.solution[0]);
        assert!(verify(&missing).unwrap_err().contains("is not accepted"));
        // A defence after which the attacker could win at once is no longest defence, even
        // where the attacker then takes its time.
        let short = super::super::shipped()
            .iter()
            .filter(|p| p.win_in == 3)
            .take(20)
            .find_map(short_defence_line);
        let Some(short) = short else {
            panic!("no win in 3 with a short defence among the first 20");
        };
        let e = verify(&short).unwrap_err();
        assert!(
            e.contains("solution turn 2") && e.contains("longer defence"),
            "{e}"
        );
    }

    /// `p` (a win in 3) with its first defence replaced by one after which the attacker wins
    /// at once, and the attacker winning in two more turns all the same.
    fn short_defence_line(p: &Puzzle) -> Option<Puzzle> {
        use super::super::{all_turns, keeps_win, quickest_win, winning_first_turns};
        const N: u64 = 1_000_000;
        let mut a = p.position.clone();
        play(&mut a, &p.solution[0]);
        all_turns(&a).into_iter().find_map(|d| {
            let mut q = a.clone();
            play(&mut q, &d);
            if quickest_win(&q, 1, N)? != Some(1) {
                return None;
            }
            let slow = winning_first_turns(&q, 2, N)?
                .into_iter()
                .find(|t| keeps_win(&q, t, 1, N) == Some(false))?;
            play(&mut q, &slow);
            let defence = best_defence(&q, N)?;
            play(&mut q, &defence);
            let win = winning_turn(&q, 1, N)?;
            let mut short = p.clone();
            short.solution = vec![p.solution[0], d, slow, defence, win];
            Some(short)
        })
    }

    #[test]
    fn ratings_grow_with_length_and_rarity() {
        assert!(rating(1, 1, 100) < rating(2, 1, 100));
        assert!(rating(2, 10, 100) < rating(2, 1, 100));
        assert!(rating(4, 1, 2000) <= 2400);
        assert!(rating(1, 50, 100) >= 600);
    }
}
