//! Zobrist keys. A position's hash is the XOR of one key per stack (cell, owner, top type,
//! height), one for the phase, and one more when Black is to act.
//!
//! What is buried inside a stack is left out on purpose: it never affects the game again, so two
//! positions that differ only there are the same for search.

use crate::board::NUM_CELLS;
use crate::piece::{Color, MAX_HEIGHT, PieceType};
use crate::setup::Phase;

const HEIGHTS: usize = MAX_HEIGHT as usize + 1;

/// One step of SplitMix64, a fixed, documented generator, so the keys never change.
const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

struct Keys {
    stacks: [[[[u64; HEIGHTS]; 3]; 2]; NUM_CELLS],
    phases: [u64; 4],
    black: u64,
}

const fn build() -> Keys {
    let mut keys = Keys {
        stacks: [[[[0; HEIGHTS]; 3]; 2]; NUM_CELLS],
        phases: [0; 4],
        black: 0,
    };
    let mut state = 0x5A5A_1234_C0FF_EE00;
    let mut cell = 0;
    while cell < NUM_CELLS {
        let mut color = 0;
        while color < 2 {
            let mut kind = 0;
            while kind < 3 {
                let mut h = 1;
                while h < HEIGHTS {
                    let (s, v) = splitmix(state);
                    state = s;
                    keys.stacks[cell][color][kind][h] = v;
                    h += 1;
                }
                kind += 1;
            }
            color += 1;
        }
        cell += 1;
    }
    let mut p = 0;
    while p < 4 {
        let (s, v) = splitmix(state);
        state = s;
        keys.phases[p] = v;
        p += 1;
    }
    keys.black = splitmix(state).1;
    keys
}

static KEYS: Keys = build();

/// The key of a stack of `height` with `top` owned by `color` on cell index `cell`.
#[inline]
pub fn stack(cell: usize, color: Color, top: PieceType, height: u8) -> u64 {
    KEYS.stacks[cell][color.index()][top.index()][height as usize]
}

/// The key of a phase.
#[inline]
pub fn phase(p: Phase) -> u64 {
    KEYS.phases[p as usize]
}

/// The key XORed in when `side` is to act (zero for White).
#[inline]
pub fn side(side: Color) -> u64 {
    match side {
        Color::White => 0,
        Color::Black => KEYS.black,
    }
}
