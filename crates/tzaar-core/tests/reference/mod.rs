//! A second, deliberately plain implementation of the TZAAR rules, written from the rulebook and
//! not from the crate, for the tests to compare the crate with.
//!
//! It shares no code with the crate's rules: the board is an array indexed by column and row as
//! the cells are named (`C3` is column C, row 3), the neighbours come from the column/row rule
//! (below), stacks are vectors of piece types, and the moves, the phases and the end of the game
//! are worked out again here in the most direct way. It is slow and meant to stay obviously
//! right. The crate's types appear only where a position or an action crosses over, by cell name
//! and through [`Setup`].
//!
//! # The board
//!
//! Nine columns A..I holding 5, 6, 7, 8, 9, 8, 7, 6, 5 points, rows counted from 1 at the bottom.
//! The middle point of column E (E5) is the centre, which is not a cell and which no line
//! passes. Neighbours: up and down the same column (row +1 and row -1); in the next column, from
//! columns A-D the same row and the row above, from columns E-H the row below and the same row;
//! in the previous column, the mirror image: from columns F-I the same row and the row above, from
//! columns B-E the row below and the same row.
//!
//! So each cell has (up to) two neighbours in the next column, a higher one and a lower one, and
//! two in the previous column. A straight line keeps taking the higher one (or keeps taking the
//! lower one) in the same sideways direction; the column lengths grow by one up to E and shrink
//! after it, which is why the row arithmetic changes at E. A line ends at the board's edge or at
//! the centre.
//!
//! # The rules as implemented here
//!
//! - Placement (tournament version): the player to act puts one of their pieces still in hand, of
//!   any type, on any empty cell; White first, then alternately. When all 60 cells are full,
//!   White makes the opening.
//! - Opening: White's first turn is a single capture.
//! - A capture: one of the mover's stacks goes along a line over empty cells to the first
//!   occupied cell; if that holds an opponent's stack no taller than the mover, the mover takes
//!   its place and the captured stack leaves the game.
//! - First action of a turn: a capture. Second action: a capture, a stacking move (the same
//!   movement onto the mover's own stack, any heights, the mover landing on top), or a pass.
//! - Only top pieces count as types. A player with no visible piece of some type has lost: by
//!   capture when the opponent took the last one (the game ends at once, even before a second
//!   action), by burying when they stacked onto it themselves.
//! - A player to start a turn (the opening included) with no capture available has lost.

#![allow(dead_code)]

use std::collections::BTreeSet;
use std::fmt;

use tzaar_core::{Action, Cell, Color, Outcome, Phase, PieceType, Setup, Stack, WinReason};

/// Points in each column, the centre included.
const COLUMN_HEIGHT: [usize; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];
const LETTERS: [char; 9] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/// A cell as (column 0..9, row 1..).
pub type Spot = (usize, usize);

/// A player.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
pub enum Player {
    White,
    Black,
}

impl Player {
    pub fn other(self) -> Player {
        match self {
            Player::White => Player::Black,
            Player::Black => Player::White,
        }
    }
}

/// A type of piece, with the number each player owns.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
pub enum Kind {
    Tzaar,
    Tzarra,
    Tott,
}

pub const KINDS: [Kind; 3] = [Kind::Tzaar, Kind::Tzarra, Kind::Tott];

impl Kind {
    pub fn owned(self) -> usize {
        match self {
            Kind::Tzaar => 6,
            Kind::Tzarra => 9,
            Kind::Tott => 15,
        }
    }
}

/// A stack: its owner and its pieces, bottom first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pile {
    pub owner: Player,
    pub pieces: Vec<Kind>,
}

impl Pile {
    pub fn height(&self) -> usize {
        self.pieces.len()
    }

    pub fn top(&self) -> Kind {
        *self.pieces.last().expect("a pile is never empty")
    }
}

/// What a turn of the game is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    Placing,
    Opening,
    First,
    Second,
}

/// One action, with cells as spots.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Act {
    Place(Spot, Kind),
    Capture(Spot, Spot),
    Stack(Spot, Spot),
    Pass,
}

/// How the game ended: the winner and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// The loser's last visible piece of the type was captured.
    Captured(Kind),
    /// The loser stacked onto their own last visible piece of the type.
    Buried(Kind),
    /// The loser could not capture at the start of a turn.
    Stuck,
}

/// The whole state of a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// `board[column][row]`, rows from 1; row 0 and rows past the column's end stay empty.
    pub board: [[Option<Pile>; 10]; 9],
    pub to_act: Player,
    pub stage: Stage,
    /// Set when the game is over.
    pub result: Option<(Player, Ending)>,
}

/// Whether `(column, row)` is one of the 60 cells.
pub fn is_cell(column: i64, row: i64) -> bool {
    if !(0..9).contains(&column) || row < 1 {
        return false;
    }
    if column == 4 && row == 5 {
        return false;
    }
    row <= COLUMN_HEIGHT[column as usize] as i64
}

/// All 60 cells, column by column, rows upwards.
pub fn all_spots() -> Vec<Spot> {
    let mut out = Vec::new();
    for (column, &height) in COLUMN_HEIGHT.iter().enumerate() {
        for row in 1..=height {
            if is_cell(column as i64, row as i64) {
                out.push((column, row));
            }
        }
    }
    out
}

pub fn name(spot: Spot) -> String {
    format!("{}{}", LETTERS[spot.0], spot.1)
}

/// The spot for a name such as `C3` (upper-case letter, then the row).
pub fn spot(name: &str) -> Option<Spot> {
    let mut chars = name.chars();
    let letter = chars.next()?;
    let column = LETTERS.iter().position(|&l| l == letter)?;
    let row: usize = chars.as_str().parse().ok()?;
    is_cell(column as i64, row as i64).then_some((column, row))
}

/// The six ways to go from a cell, as described in the module documentation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Way {
    Up,
    Down,
    NextHigher,
    NextLower,
    PreviousHigher,
    PreviousLower,
}

pub const WAYS: [Way; 6] = [
    Way::Up,
    Way::Down,
    Way::NextHigher,
    Way::NextLower,
    Way::PreviousHigher,
    Way::PreviousLower,
];

/// One step from `spot` the way `way`, if it lands on a cell.
pub fn step(spot: Spot, way: Way) -> Option<Spot> {
    let (c, r) = (spot.0 as i64, spot.1 as i64);
    let (nc, nr) = match way {
        Way::Up => (c, r + 1),
        Way::Down => (c, r - 1),
        // Columns A-D: same row and the row above; E-H: the row below and the same row.
        Way::NextHigher if c <= 3 => (c + 1, r + 1),
        Way::NextHigher => (c + 1, r),
        Way::NextLower if c <= 3 => (c + 1, r),
        Way::NextLower => (c + 1, r - 1),
        // The mirror: columns F-I: same row and the row above; B-E: the row below and the same.
        Way::PreviousHigher if c >= 5 => (c - 1, r + 1),
        Way::PreviousHigher => (c - 1, r),
        Way::PreviousLower if c >= 5 => (c - 1, r),
        Way::PreviousLower => (c - 1, r - 1),
    };
    is_cell(nc, nr).then_some((nc as usize, nr as usize))
}

/// The neighbours of a cell.
pub fn neighbours(spot: Spot) -> Vec<Spot> {
    WAYS.iter().filter_map(|&w| step(spot, w)).collect()
}

fn player_of(color: Color) -> Player {
    match color {
        Color::White => Player::White,
        Color::Black => Player::Black,
    }
}

fn color_of(player: Player) -> Color {
    match player {
        Player::White => Color::White,
        Player::Black => Color::Black,
    }
}

fn kind_of(kind: PieceType) -> Kind {
    match kind {
        PieceType::Tzaar => Kind::Tzaar,
        PieceType::Tzarra => Kind::Tzarra,
        PieceType::Tott => Kind::Tott,
    }
}

fn piece_type_of(kind: Kind) -> PieceType {
    match kind {
        Kind::Tzaar => PieceType::Tzaar,
        Kind::Tzarra => PieceType::Tzarra,
        Kind::Tott => PieceType::Tott,
    }
}

/// Each crate phase with the stage it is here.
const STAGES: [(Phase, Stage); 4] = [
    (Phase::Placement, Stage::Placing),
    (Phase::Opening, Stage::Opening),
    (Phase::FirstAction, Stage::First),
    (Phase::SecondAction, Stage::Second),
];

fn stage_of(phase: Phase) -> Stage {
    STAGES.into_iter().find(|&(p, _)| p == phase).unwrap().1
}

fn phase_of(stage: Stage) -> Phase {
    STAGES.into_iter().find(|&(_, s)| s == stage).unwrap().0
}

fn cell_of(spot: Spot) -> Cell {
    name(spot).parse().expect("every spot has a cell name")
}

fn spot_of(cell: Cell) -> Spot {
    spot(&cell.to_string()).expect("every cell name is a spot")
}

impl Act {
    /// The crate's action with the same cells.
    pub fn to_action(self) -> Action {
        match self {
            Act::Place(s, k) => Action::Place {
                cell: cell_of(s),
                kind: piece_type_of(k),
            },
            Act::Capture(a, b) => Action::Capture {
                from: cell_of(a),
                to: cell_of(b),
            },
            Act::Stack(a, b) => Action::Stack {
                from: cell_of(a),
                to: cell_of(b),
            },
            Act::Pass => Action::Pass,
        }
    }

    /// The action with the same cells as the crate's.
    pub fn from_action(action: Action) -> Act {
        match action {
            Action::Place { cell, kind } => Act::Place(spot_of(cell), kind_of(kind)),
            Action::Capture { from, to } => Act::Capture(spot_of(from), spot_of(to)),
            Action::Stack { from, to } => Act::Stack(spot_of(from), spot_of(to)),
            Action::Pass => Act::Pass,
        }
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Act::Place(s, k) => write!(f, "{k:?}@{}", name(s)),
            Act::Capture(a, b) => write!(f, "{}x{}", name(a), name(b)),
            Act::Stack(a, b) => write!(f, "{}+{}", name(a), name(b)),
            Act::Pass => f.write_str("pass"),
        }
    }
}

/// The crate's outcome for a result.
pub fn outcome_of(result: Option<(Player, Ending)>) -> Option<Outcome> {
    result.map(|(winner, ending)| Outcome {
        winner: color_of(winner),
        reason: match ending {
            Ending::Captured(k) => WinReason::TypeCaptured(piece_type_of(k)),
            Ending::Buried(k) => WinReason::TypeBuried(piece_type_of(k)),
            Ending::Stuck => WinReason::NoCapture,
        },
    })
}

impl Game {
    fn blank(to_act: Player, stage: Stage) -> Game {
        Game {
            board: Default::default(),
            to_act,
            stage,
            result: None,
        }
    }

    /// The game in the state a crate setup describes. The result is worked out from the board
    /// alone: who acted last follows from the stage.
    pub fn from_setup(setup: &Setup) -> Game {
        let stage = stage_of(setup.phase);
        let mut game = Game::blank(player_of(setup.side), stage);
        for s in all_spots() {
            if let Some(stack) = setup.get(cell_of(s)) {
                game.board[s.0][s.1] = Some(Pile {
                    owner: player_of(stack.color()),
                    pieces: stack.pieces().map(kind_of).collect(),
                });
            }
        }
        if stage != Stage::Placing {
            // In the second action the player to act made the last action; otherwise the other.
            let last = if stage == Stage::Second {
                game.to_act
            } else {
                game.to_act.other()
            };
            for loser in [Player::White, Player::Black] {
                if let Some(k) = game.missing_kind(loser) {
                    let ending = if loser == last {
                        Ending::Buried(k)
                    } else {
                        Ending::Captured(k)
                    };
                    game.result = Some((loser.other(), ending));
                }
            }
            game.judge_turn_start();
        }
        game
    }

    /// The crate setup with the same board, player and phase.
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(color_of(self.to_act), phase_of(self.stage));
        for s in all_spots() {
            if let Some(p) = self.at(s) {
                let kinds: Vec<PieceType> = p.pieces.iter().map(|&k| piece_type_of(k)).collect();
                setup.board[cell_of(s).index()] = Stack::from_pieces(color_of(p.owner), &kinds);
            }
        }
        setup
    }

    pub fn at(&self, s: Spot) -> Option<&Pile> {
        self.board[s.0][s.1].as_ref()
    }

    /// The first occupied cell from `from` (exclusive) going `way`.
    pub fn first_stack(&self, from: Spot, way: Way) -> Option<Spot> {
        let mut cur = from;
        while let Some(next) = step(cur, way) {
            if self.at(next).is_some() {
                return Some(next);
            }
            cur = next;
        }
        None
    }

    /// Whether `player` has a stack topped by `kind`.
    pub fn has_visible(&self, player: Player, kind: Kind) -> bool {
        all_spots().into_iter().any(|s| {
            self.at(s)
                .is_some_and(|p| p.owner == player && p.top() == kind)
        })
    }

    /// A type of which `player` has no piece on top of any stack, if there is one.
    pub fn missing_kind(&self, player: Player) -> Option<Kind> {
        KINDS.into_iter().find(|&k| !self.has_visible(player, k))
    }

    /// `player`'s pieces of `kind` on the board, buried ones included.
    pub fn on_board(&self, player: Player, kind: Kind) -> usize {
        all_spots()
            .into_iter()
            .filter_map(|s| self.at(s))
            .filter(|p| p.owner == player)
            .map(|p| p.pieces.iter().filter(|&&k| k == kind).count())
            .sum()
    }

    /// The captures (and stacking moves, if `stacking`) open to `player`.
    pub fn moves(&self, player: Player, stacking: bool) -> Vec<Act> {
        let mut out = Vec::new();
        for from in all_spots() {
            let Some(mover) = self.at(from) else { continue };
            if mover.owner != player {
                continue;
            }
            for way in WAYS {
                let Some(to) = self.first_stack(from, way) else {
                    continue;
                };
                let target = self.at(to).expect("first_stack finds a stack");
                if target.owner != player {
                    if mover.height() >= target.height() {
                        out.push(Act::Capture(from, to));
                    }
                } else if stacking {
                    out.push(Act::Stack(from, to));
                }
            }
        }
        out
    }

    /// Every legal action; none once the game is over.
    pub fn legal(&self) -> Vec<Act> {
        if self.result.is_some() {
            return Vec::new();
        }
        match self.stage {
            Stage::Placing => {
                let in_hand: Vec<Kind> = KINDS
                    .into_iter()
                    .filter(|&k| self.on_board(self.to_act, k) < k.owned())
                    .collect();
                let mut out = Vec::new();
                for s in all_spots() {
                    if self.at(s).is_none() {
                        out.extend(in_hand.iter().map(|&k| Act::Place(s, k)));
                    }
                }
                out
            }
            Stage::Opening | Stage::First => self.moves(self.to_act, false),
            Stage::Second => {
                let mut out = self.moves(self.to_act, true);
                out.push(Act::Pass);
                out
            }
        }
    }

    /// The legal actions as a set of crate actions.
    pub fn legal_set(&self) -> BTreeSet<String> {
        self.legal()
            .into_iter()
            .map(|a| a.to_action().to_string())
            .collect()
    }

    /// At the start of a turn, a player who cannot capture has lost.
    fn judge_turn_start(&mut self) {
        let start = matches!(self.stage, Stage::Opening | Stage::First);
        if self.result.is_none() && start && self.moves(self.to_act, false).is_empty() {
            self.result = Some((self.to_act.other(), Ending::Stuck));
        }
    }

    /// The turn passes to the other player.
    fn next_turn(&mut self) {
        self.to_act = self.to_act.other();
        self.stage = Stage::First;
    }

    /// Plays an action, which must be legal (panics otherwise).
    pub fn apply(&mut self, act: Act) {
        assert!(self.legal().contains(&act), "illegal {act}");
        let me = self.to_act;
        match act {
            Act::Place(s, k) => {
                self.board[s.0][s.1] = Some(Pile {
                    owner: me,
                    pieces: vec![k],
                });
                if all_spots().into_iter().all(|s| self.at(s).is_some()) {
                    self.to_act = Player::White;
                    self.stage = Stage::Opening;
                } else {
                    self.to_act = me.other();
                }
            }
            Act::Capture(from, to) => {
                let mover = self.board[from.0][from.1].take().expect("mover");
                let taken = self.board[to.0][to.1].replace(mover).expect("target");
                if !self.has_visible(me.other(), taken.top()) {
                    self.result = Some((me, Ending::Captured(taken.top())));
                }
                if self.stage == Stage::First {
                    self.stage = Stage::Second;
                } else {
                    self.next_turn();
                }
            }
            Act::Stack(from, to) => {
                let mover = self.board[from.0][from.1].take().expect("mover");
                let below = self.board[to.0][to.1].as_mut().expect("target");
                let buried = below.top();
                below.pieces.extend(mover.pieces);
                if !self.has_visible(me, buried) {
                    self.result = Some((me.other(), Ending::Buried(buried)));
                }
                self.next_turn();
            }
            Act::Pass => self.next_turn(),
        }
        self.judge_turn_start();
    }

    /// The number of action sequences of length `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let legal = self.legal();
        if depth == 1 {
            return legal.len() as u64;
        }
        legal
            .into_iter()
            .map(|a| {
                let mut next = self.clone();
                next.apply(a);
                next.perft(depth - 1)
            })
            .sum()
    }
}
