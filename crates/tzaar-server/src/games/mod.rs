//! Live games in memory: each with its own lock, its seats' tokens, and a broadcast channel of
//! its state for WebSocket subscribers. Every rule comes from tzaar-core: an action is tried on
//! a copy of the game, committed to the archive, and only then does the live game change.
//!
//! [`service`] is the games service; [`live`] holds a game in memory and its handle,
//! [`registry`] the games in memory, [`change`] the one way they change, [`view`] the State
//! the API sends, [`clock`] the clocks, [`engine`] the engine's turn, [`explorer`] the opening explorer, [`presence`] who is
//! connected to each seat and the chat's rate, [`online`] seats taken at first use, abort and
//! claim, [`leaving`] a player leaving for good, [`offers`] takebacks and rematches, [`asks`] what a seated player asks beyond playing, [`chat`] the players' chat, [`ids`] ids and
//! tokens, [`words`] the words on the wire.

pub mod asks;
pub mod between;
pub mod change;
pub mod chat;
pub mod clock;
pub mod engine;
pub mod explorer;
pub mod export;
pub mod ids;
pub mod leaving;
pub mod live;
pub mod offers;
pub mod online;
pub mod presence;
pub mod registry;
pub mod service;
pub mod view;
pub mod words;

pub use asks::{Ask, OfferKind};
pub use between::{Terms, game_between};
pub use chat::chat_message;
pub use engine::{engine_seed, engine_turn, search_turn};
pub use export::ExportedGame;
pub use ids::{new_id, new_token, random_u64, same_token, valid_id};
pub use live::{GameHandle, Live, Seat, rebuild};
pub use live::{black_has_acted, first_move_ms};
pub use offers::{Offer, online_seat};
pub use presence::{ChatLimit, Presence};
pub use registry::Registry;
pub use service::{ChangeHook, Changed, Games};
pub use view::{
    ActionInfo, Board, ClockInfo, Counts, Ply, PositionView, ResultInfo, Sides, State, plies,
    state_message,
};
pub use words::{ColorChoice, Mode, setup_word, start_of};
