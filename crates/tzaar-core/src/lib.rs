//! The rules of TZAAR: the board, positions and their legal actions, the end of the game,
//! notation, position strings and game records. No I/O.
//!
//! Start from a [`Setup`] ([`Setup::standard`], [`Setup::random`] or [`Setup::tournament`]),
//! validate it into a [`Position`], then list [`Position::legal_actions`] and
//! [`Position::play`] them; [`Position::outcome`] says when and why the game is over.

pub mod action;
pub mod board;
pub mod game;
pub mod legality;
pub mod littlegolem;
pub mod movegen;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod piece;
pub mod position;
pub mod position_string;
pub mod record;
pub mod setup;
pub mod start;
pub mod symmetry;
pub mod turn;
pub mod word;
pub mod zobrist;

pub use action::{Action, Turn};
pub use board::{Bitboard, Cell, Direction, UnknownCell};
pub use game::{Game, GameError, GameResult, RestOfTurnError, Termination};
pub use legality::IllegalAction;
pub use littlegolem::{LittleGolemError, LittleGolemErrorKind};
pub use movegen::{ActionList, GenKind};
pub use notation::{ParseError, TurnError, TurnProblem, actions_text};
pub use outcome::{Outcome, WinReason};
pub use piece::{Color, Piece, PieceType, Stack};
pub use position::PositionError;
pub use position::{Position, Undo};
pub use position_string::{PositionStringError, PositionStringProblem};
pub use record::Record;
pub use record::{CommentError, RecordError, RecordErrorKind, TagError};
pub use setup::{Phase, Setup, SetupKind, SetupKindError};
pub use start::{Start, StartError};
pub use turn::{TurnEnd, TurnStatus, turn_status};
pub use word::UnknownWord;
