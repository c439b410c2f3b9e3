//! The misère form of any game of the last move: [`Misere`] plays a game
//! under the opposite rule, whoever makes the last move loses, with the
//! same moves, positions and notation. Every solver (negamax, retrograde
//! analysis) then solves the misère game of anything small enough to
//! search.
//!
//! ```
//! use optimal_play::engine::misere::Misere;
//! use optimal_play::engine::{Game, Negamax};
//! use optimal_play::impartial::{heaps::Nim, HeapSum};
//! // One heap of 1: in normal play the mover takes it and wins; in misère
//! // play taking it loses, and there is nothing else to do.
//! let normal = HeapSum::new(Nim, vec![1]);
//! assert!(Negamax::new(normal.clone()).value(&normal.start()).is_win());
//! let misere = Misere(normal);
//! assert!(!Negamax::new(misere.clone()).value(&misere.start()).is_win());
//! ```

use super::picture::{Picture, Scene, Target};
use super::{BadMove, Game, Notation, Player, Scoring, Value};

/// `G` played misère: the same moves, and a position with no move is won
/// by the player to move there (the opponent has just made the last move).
/// Only games of the last move ([`Scoring::LastMoveWins`]) have a misère
/// form; a game of points is played as it is.
#[derive(Debug, Clone)]
pub struct Misere<G>(pub G);

impl<G: Game> Game for Misere<G> {
    type Position = G::Position;
    type Move = G::Move;

    fn start(&self) -> G::Position {
        self.0.start()
    }
    fn to_move(&self, position: &G::Position) -> Player {
        self.0.to_move(position)
    }
    fn moves(&self, position: &G::Position) -> Vec<G::Move> {
        self.0.moves(position)
    }
    fn is_legal(&self, position: &G::Position, mv: &G::Move) -> bool {
        self.0.is_legal(position, mv)
    }
    fn is_over(&self, position: &G::Position) -> bool {
        self.0.is_over(position)
    }
    fn apply(&self, position: &G::Position, mv: &G::Move) -> (G::Position, i128) {
        self.0.apply(position, mv)
    }
    fn scoring(&self) -> Scoring {
        self.0.scoring()
    }
    /// The inner game's end, the other way round: a loss for being unable
    /// to move is a win, and a win on the spot (the cat has caught the
    /// mouse) a loss.
    fn end_value(&self, position: &G::Position) -> Value {
        match (self.0.scoring(), self.0.end_value(position)) {
            (Scoring::Points, value) => value,
            (Scoring::LastMoveWins, Value::Loss { moves: 0 }) => Value::Win { moves: 0 },
            (Scoring::LastMoveWins, Value::Win { moves: 0 }) => Value::Loss { moves: 0 },
            (Scoring::LastMoveWins, value) => value,
        }
    }
    fn loopy(&self) -> bool {
        self.0.loopy()
    }
    fn walks_back(&self) -> bool {
        self.0.walks_back()
    }
    fn repetition_value(&self, position: &G::Position) -> Option<Value> {
        self.0.repetition_value(position)
    }
}

impl<G: Notation> Notation for Misere<G> {
    fn move_text(&self, position: &G::Position, mv: &G::Move) -> String {
        self.0.move_text(position, mv)
    }
    fn describe_move(&self, position: &G::Position, mv: &G::Move) -> String {
        self.0.describe_move(position, mv)
    }
    fn read_move(&self, position: &G::Position, text: &str) -> Result<G::Move, BadMove> {
        self.0.read_move(position, text)
    }
    fn move_json(&self, position: &G::Position, mv: &G::Move) -> serde_json::Value {
        self.0.move_json(position, mv)
    }
    fn move_from_json(
        &self,
        position: &G::Position,
        json: &serde_json::Value,
    ) -> Result<G::Move, BadMove> {
        self.0.move_from_json(position, json)
    }
    fn position_text(&self, position: &G::Position) -> String {
        self.0.position_text(position)
    }
    fn position_text_plain(&self, position: &G::Position) -> String {
        self.0.position_text_plain(position)
    }
    fn position_json(&self, position: &G::Position) -> serde_json::Value {
        self.0.position_json(position)
    }
    fn instance_json(&self) -> serde_json::Value {
        self.0.instance_json()
    }
    fn scene(&self) -> Scene {
        self.0.scene()
    }
    fn picture(&self, position: &G::Position) -> Picture {
        self.0.picture(position)
    }
    fn move_target(&self, position: &G::Position, mv: &G::Move) -> Option<Target> {
        self.0.move_target(position, mv)
    }
    fn move_syntax(&self, position: &G::Position) -> String {
        self.0.move_syntax(position)
    }
    fn player_name(&self, player: Player) -> String {
        self.0.player_name(player)
    }
}
