//! A game from its start: the actions played, grouped into whole turns, taken back one at a
//! time, and the result.
//!
//! A [`Game`] starts from a [`SetupKind`] or from any valid [`Position`] and records every action
//! played on it. The rules decide most games ([`Position::outcome`]); a resignation or a loss on
//! time is recorded by the game instead, since it is not part of any position.

use std::fmt;

use crate::action::{Action, Turn};
use thiserror::Error;

use crate::legality::IllegalAction;
use crate::outcome::{Outcome, WinReason};
use crate::piece::{Color, PieceType};
use crate::position::{Position, Undo};
use crate::setup::{Phase, SetupKind};
use crate::start::Start;
use crate::turn::{TurnEnd, TurnStatus, turn_status};
use crate::word::{parse_word, serde_as_word};

/// How a decided game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Termination {
    /// By the rules, for this reason.
    Rule(WinReason),
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Time,
    /// The loser left the game: their opponent claimed the win after they had been gone too
    /// long.
    Abandonment,
}

impl Termination {
    /// Every termination, in the order of the record format's list.
    pub const ALL: [Termination; 10] = [
        Termination::Rule(WinReason::TypeCaptured(PieceType::Tzaar)),
        Termination::Rule(WinReason::TypeCaptured(PieceType::Tzarra)),
        Termination::Rule(WinReason::TypeCaptured(PieceType::Tott)),
        Termination::Rule(WinReason::TypeBuried(PieceType::Tzaar)),
        Termination::Rule(WinReason::TypeBuried(PieceType::Tzarra)),
        Termination::Rule(WinReason::TypeBuried(PieceType::Tott)),
        Termination::Rule(WinReason::NoCapture),
        Termination::Resignation,
        Termination::Time,
        Termination::Abandonment,
    ];

    /// The word used in a record's `Termination` tag, e.g. `tott-captured` or `resignation`.
    pub const fn token(self) -> &'static str {
        use PieceType::{Tott, Tzaar, Tzarra};
        use WinReason::{NoCapture, TypeBuried, TypeCaptured};
        match self {
            Termination::Rule(TypeCaptured(Tzaar)) => "tzaar-captured",
            Termination::Rule(TypeCaptured(Tzarra)) => "tzarra-captured",
            Termination::Rule(TypeCaptured(Tott)) => "tott-captured",
            Termination::Rule(TypeBuried(Tzaar)) => "tzaar-buried",
            Termination::Rule(TypeBuried(Tzarra)) => "tzarra-buried",
            Termination::Rule(TypeBuried(Tott)) => "tott-buried",
            Termination::Rule(NoCapture) => "no-capture",
            Termination::Resignation => "resignation",
            Termination::Time => "time",
            Termination::Abandonment => "abandoned",
        }
    }

    /// The termination for a [`Termination::token`] word (exact, lower case).
    pub fn from_token(word: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.token() == word)
    }
}

/// The [`Termination::token`].
impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

parse_word!(
    /// Reads a [`Termination::token`] (exact, lower case).
    Termination, Termination::from_token, "termination",
    "tzaar-captured, tzarra-captured, tott-captured, tzaar-buried, tzarra-buried, tott-buried, \
     no-capture, resignation, time or abandoned"
);

serde_as_word!(Termination, |t| t.token().to_string());

/// The result of a decided game: who won and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct GameResult {
    /// Who won.
    pub winner: Color,
    /// How the game ended.
    pub termination: Termination,
}

impl GameResult {
    /// Who lost.
    pub fn loser(&self) -> Color {
        self.winner.opponent()
    }

    /// The score as records and the protocol write it: `1-0` when White won, `0-1` when Black
    /// did.
    pub const fn score(&self) -> &'static str {
        match self.winner {
            Color::White => "1-0",
            Color::Black => "0-1",
        }
    }
}

impl From<Outcome> for GameResult {
    fn from(o: Outcome) -> GameResult {
        GameResult {
            winner: o.winner,
            termination: Termination::Rule(o.reason),
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (winner, loser) = (self.winner, self.loser());
        match self.termination {
            Termination::Rule(reason) => fmt::Display::fmt(&Outcome { winner, reason }, f),
            Termination::Resignation => write!(f, "{winner} wins: {loser} resigned"),
            Termination::Time => write!(f, "{winner} wins: {loser} lost on time"),
            Termination::Abandonment => write!(f, "{winner} wins: {loser} abandoned the game"),
        }
    }
}

/// Why a [`crate::Game`] cannot do what was asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// The action is illegal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
    /// The game is decided: nothing more can be played, and nobody can resign or lose on time.
    #[error("the game is over: {0}")]
    Over(GameResult),
    /// A whole turn was asked for while a turn's second action is due.
    #[error("{0} is in the middle of a turn: make the second action first")]
    MidTurn(Color),
    /// A whole turn without the second action it needs.
    #[error("the turn needs a second action: a capture, a stacking move or `pass`")]
    MissingSecond,
    /// A second action in a turn that has only one.
    #[error("{}", single_action(*.0))]
    SingleAction(Phase),
}

fn single_action(p: Phase) -> &'static str {
    match p {
        Phase::Placement => "a placement is a whole turn: it has no second action",
        Phase::Opening => "the opening is a single capture: it has no second action",
        _ => "the game starts with a second action, which is a whole turn on its own",
    }
}

impl GameError {
    /// A stable kebab-case identifier of the kind of error: an illegal action's own
    /// [`IllegalAction::code`], or e.g. `game-decided` or `mid-turn`.
    pub const fn code(&self) -> &'static str {
        match self {
            GameError::Illegal(e) => e.code(),
            GameError::Over(_) => "game-decided",
            GameError::MidTurn(_) => "mid-turn",
            GameError::MissingSecond => "missing-second",
            GameError::SingleAction(_) => "single-action",
        }
    }
}

/// Why [`Game::play_rest_of_turn`] played nothing.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RestOfTurnError {
    /// No action at all.
    #[error("the turn has no action")]
    Empty,
    /// The actions stop before the turn is over.
    #[error("the turn is incomplete: a second action is due")]
    Incomplete,
    /// An action follows the one that ended the turn.
    #[error("the turn is over after `{last}` but `{next}` follows")]
    TooLong {
        /// The action that ended the turn.
        last: Action,
        /// The first action too many.
        next: Action,
    },
    /// An action cannot be played (it is illegal, or the game is decided).
    #[error("`{action}` is illegal: {reason}")]
    Illegal {
        /// The action.
        action: Action,
        /// Why it cannot be played.
        reason: GameError,
    },
}

/// One played action and what is needed to take it back.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Played {
    undo: Undo,
    /// The phase the action was played in.
    phase: Phase,
    /// Who played it.
    side: Color,
}

/// A game in progress or finished: its start, the actions played, the current position and,
/// for a game not decided by the rules, a resignation or loss on time.
///
/// ```
/// use tzaar_core::{Color, Game, SetupKind, Termination};
///
/// let mut game = Game::new(SetupKind::Standard);
/// game.play_turn("D5xD4".parse().unwrap()).unwrap();
/// game.play_turn("C3xD4 pass".parse().unwrap()).unwrap();
/// assert_eq!(game.turns().len(), 2);
/// game.resign(Color::White).unwrap();
/// let result = game.result().unwrap();
/// assert_eq!((result.winner, result.termination), (Color::Black, Termination::Resignation));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    kind: Option<SetupKind>,
    start: Position,
    position: Position,
    actions: Vec<Action>,
    played: Vec<Played>,
    /// A resignation or loss on time; never set once the rules have ended the game.
    ending: Option<GameResult>,
}

impl Game {
    /// A new game from one of the three ways to start.
    pub fn new(kind: SetupKind) -> Game {
        let mut game = Game::from_position(Start::Setup(kind).position());
        game.kind = Some(kind);
        game
    }

    /// A new game from a custom start position (an import, a puzzle, an analysis).
    pub fn from_position(start: Position) -> Game {
        Game {
            kind: None,
            position: start.clone(),
            start,
            actions: Vec::new(),
            played: Vec::new(),
            ending: None,
        }
    }

    /// A new game from where it starts.
    pub fn from_start(start: Start) -> Game {
        match start {
            Start::Setup(kind) => Game::new(kind),
            Start::Position(pos) => Game::from_position(*pos),
        }
    }

    /// Where the game started.
    pub fn start(&self) -> Start {
        match self.kind {
            Some(kind) => Start::Setup(kind),
            None => Start::Position(Box::new(self.start.clone())),
        }
    }

    /// How the game started, or `None` for a custom start position.
    pub fn setup_kind(&self) -> Option<SetupKind> {
        self.kind
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The actions played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Plays one action. Fails if it is illegal, or if the game is over (by the rules, or by a
    /// resignation or loss on time).
    pub fn play(&mut self, action: Action) -> Result<(), GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::Over(ending));
        }
        let (phase, side) = (self.position.phase(), self.position.side());
        let undo = self.position.play(action)?;
        self.actions.push(action);
        self.played.push(Played { undo, phase, side });
        Ok(())
    }

    /// Plays a whole turn: it must start at the beginning of a turn and have exactly the actions
    /// a turn has (one for a placement, the opening, or a first capture that ends the game; two
    /// otherwise). On an error nothing is played.
    pub fn play_turn(&mut self, turn: Turn) -> Result<(), GameError> {
        if let Some(ending) = self.result() {
            return Err(GameError::Over(ending));
        }
        let phase = self.position.phase();
        if phase == Phase::SecondAction && !self.actions.is_empty() {
            return Err(GameError::MidTurn(self.position.side()));
        }
        self.play(turn.first)?;
        let outcome = match (
            turn.second,
            turn_status(phase, &[turn.first], &self.position),
        ) {
            (Some(second), TurnStatus::Open) => self.play(second),
            (None, TurnStatus::Complete(_)) => Ok(()),
            (None, TurnStatus::Open) => Err(GameError::MissingSecond),
            (Some(_), TurnStatus::Complete(TurnEnd::GameOver { outcome, .. })) => {
                Err(IllegalAction::GameOver(outcome).into())
            }
            (Some(_), TurnStatus::Complete(_)) => Err(GameError::SingleAction(phase)),
        };
        if outcome.is_err() {
            self.undo();
        }
        outcome
    }

    /// Plays `actions` as the rest of the current turn, all or nothing: they must be legal one
    /// after another and end the turn (the side to act changes or the game ends) exactly with
    /// the last one. For an engine's answer, which may come in the middle of a turn.
    pub fn play_rest_of_turn(&mut self, actions: &[Action]) -> Result<(), RestOfTurnError> {
        let mover = self.position.side();
        let mut played = 0;
        let mut outcome = Err(if actions.is_empty() {
            RestOfTurnError::Empty
        } else {
            RestOfTurnError::Incomplete
        });
        for (i, &action) in actions.iter().enumerate() {
            if let Err(reason) = self.play(action) {
                outcome = Err(RestOfTurnError::Illegal { action, reason });
                break;
            }
            played += 1;
            if self.position.side() != mover || self.position.is_game_over() {
                outcome = match actions.get(i + 1) {
                    Some(&next) => Err(RestOfTurnError::TooLong { last: action, next }),
                    None => Ok(()),
                };
                break;
            }
        }
        if outcome.is_err() {
            for _ in 0..played {
                self.undo();
            }
        }
        outcome
    }

    /// Takes back actions to the start of `color`'s last turn, taking back at least one action
    /// and every action played after that turn began (the opponent's answer too): the rule for
    /// "undo" in a game against the engine, where a person's decision is a whole turn. A turn
    /// `color` has begun is taken back to its start. Returns the actions taken back, in the
    /// order they were played, or `None`, changing nothing, if `color` has no turn to go back
    /// to (before its first turn).
    ///
    /// Turns are those of [`Game::turns`], so a game set up in the middle of a turn starts with
    /// a turn of its lone second action, which can be taken back like any other.
    pub fn undo_to_turn_of(&mut self, color: Color) -> Option<Vec<Action>> {
        let starts = self.turn_starts();
        let start = *starts
            .iter()
            .rev()
            .find(|&&i| self.played[i].side == color)?;
        let mut taken: Vec<Action> = (start..self.actions.len())
            .map(|_| self.undo().expect("an action to take back"))
            .collect();
        taken.reverse();
        Some(taken)
    }

    /// Takes back the last action, and with it any resignation or loss on time recorded after
    /// it. `None` if no action has been played.
    pub fn undo(&mut self) -> Option<Action> {
        let played = self.played.pop()?;
        self.position.undo(played.undo);
        self.ending = None;
        self.actions.pop()
    }

    /// Index into [`Game::actions`] of each turn's first action.
    fn turn_starts(&self) -> Vec<usize> {
        // An action starts a turn when it is the first one or the one before ended a turn.
        (0..self.played.len())
            .filter(|&i| i == 0 || self.played[i - 1].phase.ends_turn())
            .collect()
    }

    /// The actions grouped into turns: a placement, the opening capture, or a first and a second
    /// action. The last turn lacks its second action while it is being played, and a first
    /// capture that ends the game has none. A custom start in the middle of a turn makes the first
    /// turn its lone second action.
    pub fn turns(&self) -> Vec<Turn> {
        let starts = self.turn_starts();
        starts
            .iter()
            .enumerate()
            .map(|(t, &i)| {
                let end = starts.get(t + 1).copied().unwrap_or(self.actions.len());
                Turn {
                    first: self.actions[i],
                    second: (end > i + 1).then(|| self.actions[i + 1]),
                }
            })
            .collect()
    }

    /// The position before turn `number` (1-based, as numbered in records): `1` gives the start,
    /// `turns().len() + 1` the current position. `None` for any other number.
    pub fn position_before_turn(&self, number: usize) -> Option<Position> {
        let starts = self.turn_starts();
        let first_after = match number {
            0 => return None,
            n if n <= starts.len() => starts[n - 1],
            n if n == starts.len() + 1 => self.actions.len(),
            _ => return None,
        };
        let mut pos = self.position.clone();
        for played in self.played[first_after..].iter().rev() {
            pos.undo(played.undo);
        }
        Some(pos)
    }

    /// The result, if the game is decided: by the rules, or by a resignation or loss on time.
    pub fn result(&self) -> Option<GameResult> {
        self.ending
            .or_else(|| self.position.outcome().map(GameResult::from))
    }

    /// Whether the game is decided.
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// Records that `loser` resigned. Fails if the game is already decided.
    pub fn resign(&mut self, loser: Color) -> Result<(), GameError> {
        self.end(loser, Termination::Resignation)
    }

    /// Records that `loser` ran out of time. Fails if the game is already decided.
    pub fn lose_on_time(&mut self, loser: Color) -> Result<(), GameError> {
        self.end(loser, Termination::Time)
    }

    /// Records that `loser` abandoned the game (their opponent claimed the win). Fails if the
    /// game is already decided.
    pub fn abandon(&mut self, loser: Color) -> Result<(), GameError> {
        self.end(loser, Termination::Abandonment)
    }

    fn end(&mut self, loser: Color, termination: Termination) -> Result<(), GameError> {
        if let Some(result) = self.result() {
            return Err(GameError::Over(result));
        }
        self.ending = Some(GameResult {
            winner: loser.opponent(),
            termination,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(s: &str) -> Action {
        s.parse().unwrap()
    }

    #[test]
    fn tokens_round_trip() {
        for t in Termination::ALL {
            assert_eq!(Termination::from_token(t.token()), Some(t));
        }
        assert_eq!(Termination::from_token("Time"), None);
        for t in Termination::ALL {
            assert_eq!(t.to_string().parse(), Ok(t));
        }
        assert!("Time".parse::<Termination>().is_err());
    }

    #[test]
    fn standard_game_turns_and_undo() {
        let mut g = Game::new(SetupKind::Standard);
        g.play(a("D5xD4")).unwrap();
        g.play(a("D4xE4")).unwrap_err();
        let black = g.position().legal_actions()[0];
        g.play(black).unwrap();
        assert_eq!(g.turns().len(), 2);
        assert_eq!(g.turns()[1].second, None);
        assert_eq!(
            g.position_before_turn(2).unwrap().phase(),
            Phase::FirstAction
        );
        assert_eq!(g.position_before_turn(1).unwrap(), Position::standard());
        assert_eq!(g.position_before_turn(3).as_ref(), Some(g.position()));
        assert_eq!(g.position_before_turn(4), None);
        assert_eq!(g.undo(), Some(black));
        assert_eq!(g.undo(), Some(a("D5xD4")));
        assert_eq!(g.undo(), None);
        assert_eq!(g, Game::new(SetupKind::Standard));
    }

    #[test]
    fn the_rest_of_a_turn_is_played_whole_or_not_at_all() {
        let mut g = Game::new(SetupKind::Standard);
        g.play(a("D5xD4")).unwrap();
        let start = g.clone();
        let mut err = |actions: &[&str]| {
            let actions: Vec<Action> = actions.iter().map(|t| a(t)).collect();
            let e = g.play_rest_of_turn(&actions).unwrap_err();
            assert_eq!(g, start);
            e.to_string()
        };
        assert_eq!(err(&[]), "the turn has no action");
        let incomplete = "the turn is incomplete: a second action is due";
        assert_eq!(err(&["C3xD4"]), incomplete);
        assert!(err(&["C3xD4", "D4xC3"]).starts_with("`D4xC3` is illegal: "));
        assert!(err(&["D4xC3", "pass"]).starts_with("`D4xC3` is illegal: "));
        assert_eq!(
            err(&["C3xD4", "pass", "D6xD4"]),
            "the turn is over after `pass` but `D6xD4` follows"
        );
        // Mid-turn, as an engine answers after the person's first action.
        g.play(a("C3xD4")).unwrap();
        g.play_rest_of_turn(&[Action::Pass]).unwrap();
        assert_eq!(g.position().side(), Color::White);
        assert_eq!(g.actions().len(), 3);
    }

    /// Plays the side to act's first legal action, and a pass if the turn goes on.
    fn any_turn(g: &mut Game) -> Vec<Action> {
        let side = g.position().side();
        let first = g.position().legal_actions()[0];
        g.play(first).unwrap();
        if g.position().side() == side && !g.is_over() {
            g.play(Action::Pass).unwrap();
            return vec![first, Action::Pass];
        }
        vec![first]
    }

    #[test]
    fn undo_goes_back_to_the_start_of_the_sides_turn() {
        let mut g = Game::new(SetupKind::Standard);
        assert_eq!(g.undo_to_turn_of(Color::White), None);
        g.play_turn("D5xD4".parse().unwrap()).unwrap();
        assert_eq!(g.clone().undo_to_turn_of(Color::Black), None);
        let mut opened = g.clone();
        g.play_turn("C3xD4 pass".parse().unwrap()).unwrap();
        let white = any_turn(&mut g);
        // Back over White's answer and Black's whole turn.
        let mut black = g.clone();
        let mut taken = vec![a("C3xD4"), Action::Pass];
        taken.extend(&white);
        assert_eq!(black.undo_to_turn_of(Color::Black), Some(taken));
        assert_eq!(black, opened);
        // A begun turn goes back to its start.
        let mut begun = g.clone();
        let first = begun.position().legal_actions()[0];
        begun.play(first).unwrap();
        assert_eq!(begun.undo_to_turn_of(Color::Black), Some(vec![first]));
        assert_eq!(begun, g);
        // A game set up in the middle of Black's turn starts with a turn of Black's lone
        // second action, which is taken back too.
        opened.play(a("C3xD4")).unwrap();
        let mut mid = Game::from_position(opened.position().clone());
        let start = mid.clone();
        mid.play(Action::Pass).unwrap();
        any_turn(&mut mid);
        assert!(mid.undo_to_turn_of(Color::Black).is_some());
        assert_eq!(mid, start);
    }

    #[test]
    fn a_game_knows_where_it_started() {
        let mut pos = Position::standard();
        pos.play(a("D5xD4")).unwrap();
        for start in [
            Start::Setup(SetupKind::Random { seed: 3 }),
            Start::from(pos.clone()),
        ] {
            let g = Game::from_start(start.clone());
            assert_eq!(g.start(), start);
            assert_eq!(g.position(), &start.position());
            assert_eq!(g.setup_kind(), start.setup_kind());
        }
    }

    #[test]
    fn resignation_belongs_to_the_game() {
        let mut g = Game::new(SetupKind::Random { seed: 7 });
        g.resign(Color::Black).unwrap();
        assert_eq!(
            g.result(),
            Some(GameResult {
                winner: Color::White,
                termination: Termination::Resignation
            })
        );
        assert!(matches!(
            g.lose_on_time(Color::White),
            Err(GameError::Over(_))
        ));
        let first = g.position().legal_actions()[0];
        assert!(matches!(g.play(first), Err(GameError::Over(_))));
        assert_eq!(
            g.result().unwrap().to_string(),
            "White wins: Black resigned"
        );
    }
}
