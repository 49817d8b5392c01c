//! A game between two accounts, its seats bound to them: as a challenge taken or a
//! tournament's pairing starts it.

use tzaar_core::{Game, SetupKind, Start};

use super::ids::{new_id, new_token};
use super::live::first_move_ms;
use super::words::{Mode, setup_word};
use crate::accounts::AccountRef;
use crate::error::ApiError;
use crate::store::{GameMeta, GameRow, SeatBinding, TournamentTag};

/// What two accounts play: the setup, the time control, whether it is rated, and the
/// tournament it belongs to.
#[derive(Clone, Debug)]
pub struct Terms {
    /// The setup.
    pub kind: SetupKind,
    /// A real-time clock's initial time and increment in ms.
    pub clock: Option<(u64, u64)>,
    /// Days per turn (correspondence).
    pub days_per_turn: Option<u32>,
    /// Whether the result changes the ratings.
    pub rated: bool,
    /// The tournament, if the game is one of its pairings.
    pub tournament: Option<TournamentTag>,
}

/// The online game `white` and `black` play on `terms`, created `now`: its row, its first
/// state (in a tournament, with White's first-move deadline) and the game itself.
pub fn game_between(
    white: &AccountRef,
    black: &AccountRef,
    terms: &Terms,
    now: i64,
) -> Result<(GameRow, GameMeta, Game), ApiError> {
    let start = Start::Setup(terms.kind);
    let (setup, seed) = setup_word(&start);
    let game = Game::from_start(start);
    let held = |a: &AccountRef| SeatBinding {
        invite: None,
        taken: true,
        account: Some(a.id),
        account_name: Some(a.name.clone()),
        bot: a.bot,
    };
    let row = GameRow {
        id: new_id()?,
        mode: Mode::Online.word().into(),
        setup: setup.into(),
        seed,
        level: None,
        start: game.start_position().to_string(),
        white_token: Some(new_token()?),
        black_token: Some(new_token()?),
        white: white.name.clone(),
        black: black.name.clone(),
        engine_color: None,
        clock: terms.clock,
        tags: None,
        created: now,
        rated: terms.rated,
        days_per_turn: terms.days_per_turn,
        seats: [held(white), held(black)],
        tournament: terms.tournament.clone(),
    };
    let mut meta = GameMeta::new_game(terms.clock, now);
    if row.tournament.is_some() {
        meta.deadline = Some(now + first_move_ms(&row));
    }
    Ok((row, meta, game))
}
