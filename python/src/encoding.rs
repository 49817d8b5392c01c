//! The fixed action space and the observation planes of the environments.
//!
//! Action indices (`SIZE` = 3061 in all):
//!
//! - `0 .. 2880`: a move, `(from * 6 + direction) * 8 + (distance - 1)`: the stack on cell
//!   `from` (the crate's cell index, A1 = 0 .. I5 = 59) moves `distance` cells (1 to 8) in
//!   `direction` (0 north, 1 north-east, 2 south-east, 3 south, 4 south-west, 5 north-west).
//!   Whether it captures or stacks follows from the board: onto the opponent's stack it
//!   captures, onto one's own it stacks.
//! - `2880`: pass.
//! - `2881 .. 3061`: a placement, `2881 + type * 60 + cell` (type 0 Tzaar, 1 Tzarra, 2 Tott).
//!
//! Observation planes, each over the 60 cells in index order, from one agent's view:
//! 0 the agent's stacks, 1 the opponent's, 2 to 4 a Tzaar, Tzarra or Tott on top, 5 the
//! height, 6 all ones when the agent is White, 7 all ones when the agent is to act, 8 to 11
//! all ones in the phase place, open, first or second.

use pyo3::prelude::*;
use tzaar_core::board::{NUM_CELLS, RAYS};
use tzaar_core::{Action, Cell, Color, Direction, Phase, PieceType, Position};

use crate::errors::value_error;

/// The longest move counted in the action space, in cells.
pub const MAX_DISTANCE: usize = 8;
/// The number of move indices.
pub const MOVES: usize = NUM_CELLS * 6 * MAX_DISTANCE;
/// The index of pass.
pub const PASS: usize = MOVES;
/// The first placement index.
pub const PLACE_BASE: usize = PASS + 1;
/// The size of the action space.
pub const SIZE: usize = PLACE_BASE + 3 * NUM_CELLS;
/// The number of observation planes.
pub const PLANES: usize = 12;

/// The index of an action.
pub fn index_of(action: Action) -> usize {
    match action {
        Action::Capture { from, to } | Action::Stack { from, to } => {
            let dir = (0..6)
                .find(|&d| RAYS[d][from.index()] & to.bit() != 0)
                .expect("a legal move follows a line");
            // The cells from `from` (exclusive) to `to` (inclusive).
            let distance = (RAYS[dir][from.index()] & !RAYS[dir][to.index()]).count_ones() as usize;
            (from.index() * 6 + dir) * MAX_DISTANCE + distance - 1
        }
        Action::Pass => PASS,
        Action::Place { cell, kind } => PLACE_BASE + kind.index() * NUM_CELLS + cell.index(),
    }
}

/// The action of an index on this board (a move onto the opponent's stack is a capture, any
/// other a stacking move), or `None` for an index out of range or a move off the board.
pub fn action_at(pos: &Position, index: usize) -> Option<Action> {
    if index < MOVES {
        let from = Cell::new(index / (6 * MAX_DISTANCE))?;
        let dir = Direction::ALL[(index / MAX_DISTANCE) % 6];
        let to = from.ray(dir).nth(index % MAX_DISTANCE)?;
        let theirs = pos.stack(to).is_some_and(|s| s.color() != pos.side());
        Some(if theirs {
            Action::Capture { from, to }
        } else {
            Action::Stack { from, to }
        })
    } else if index == PASS {
        Some(Action::Pass)
    } else if index < SIZE {
        let i = index - PLACE_BASE;
        Some(Action::Place {
            cell: Cell::new(i % NUM_CELLS)?,
            kind: PieceType::from_index(i / NUM_CELLS),
        })
    } else {
        None
    }
}

/// The action mask: 1 for each legal action's index.
pub fn mask(pos: &Position) -> Vec<u8> {
    let mut out = vec![0u8; SIZE];
    pos.for_each_action(tzaar_core::GenKind::All, |a| out[index_of(a)] = 1);
    out
}

/// The observation planes from `agent`'s view, as native-endian float32 bytes.
pub fn observation(pos: &Position, agent: Color) -> Vec<u8> {
    let mut planes = [[0f32; NUM_CELLS]; PLANES];
    for cell in Cell::all() {
        let i = cell.index();
        if let Some(stack) = pos.stack(cell) {
            planes[usize::from(stack.color() != agent)][i] = 1.0;
            planes[2 + stack.top().index()][i] = 1.0;
            planes[5][i] = f32::from(stack.height());
        }
    }
    let phase = Phase::ALL
        .iter()
        .position(|&p| p == pos.phase())
        .expect("a phase");
    let fill = [
        (6, agent == Color::White),
        (7, pos.side() == agent),
        (8 + phase, true),
    ];
    for (plane, on) in fill {
        if on {
            planes[plane] = [1.0; NUM_CELLS];
        }
    }
    planes
        .iter()
        .flatten()
        .flat_map(|v| v.to_ne_bytes())
        .collect()
}

/// The index of an action in the fixed action space of the environments (see the guide):
/// moves by cell, direction and distance, then pass, then the placements. A move's index does
/// not say whether it captures or stacks, which the board decides.
///
/// >>> tzaar.action_to_index("A1xB2"), tzaar.action_to_index("pass")
/// (8, 2880)
/// >>> tzaar.index_to_action(tzaar.action_to_index("T@E1"))
/// 'T@E1'
#[pyfunction]
pub fn action_to_index(action: &str) -> PyResult<usize> {
    let action: Action = action
        .parse()
        .map_err(|e: tzaar_core::ParseError| value_error(e.to_string()))?;
    if let Some((from, to)) = action.from_to() {
        if !(0..6).any(|d| RAYS[d][from.index()] & to.bit() != 0) {
            return Err(value_error(format!(
                "{to} is not on a straight line from {from} that avoids the centre"
            )));
        }
    }
    Ok(index_of(action))
}

/// The action of an index of the fixed action space, written as a capture when it is a move
/// (on a board, a move onto one's own stack is the stacking move instead: see
/// `Position.play_index`). `ValueError` for an index that names no move on the board.
///
/// >>> tzaar.index_to_action(8), tzaar.index_to_action(2880)
/// ('A1xB2', 'pass')
#[pyfunction]
pub fn index_to_action(index: usize) -> PyResult<String> {
    let empty = Position::from_setup(&tzaar_core::Setup::empty(Color::White, Phase::Placement))
        .expect("an empty placement board is valid");
    let action = action_at(&empty, index)
        .ok_or_else(|| value_error(format!("action index {index} names no action")))?;
    Ok(match action {
        Action::Stack { from, to } => Action::Capture { from, to },
        other => other,
    }
    .to_string())
}

/// The 60 cell names in index order (A1, A2, ..., I5).
pub fn cell_names() -> Vec<String> {
    Cell::all().map(|c| c.to_string()).collect()
}

/// The six directions' names in index order.
pub fn direction_names() -> Vec<&'static str> {
    vec![
        "north",
        "north-east",
        "south-east",
        "south",
        "south-west",
        "north-west",
    ]
}
