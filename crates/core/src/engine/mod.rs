//! The generic exact solver: the [`Game`] trait, the [`Value`] of a position,
//! the [`Oracle`] that knows every move's value, and a memoised [`Negamax`]
//! that is the oracle for any game.
//!
//! This module owns the brute-force oracle of the project. Every game in the
//! crate describes itself as a [`Game`], and [`Negamax`] then computes the
//! exact [`Value`] of any position for the player to move: the final margin in
//! points for games scored in points, or a win or a loss with how many moves
//! it takes (Gamesman's *remoteness*) for games won by making the last move.
//! It also gives the value of every legal move, so a caller can tell which
//! moves are optimal.
//!
//! The solver knows nothing about any particular game, which is what makes it
//! a useful check on the fast, game-specific solvers: it shares no code with
//! them. A game with a fast solver implements [`Oracle`] itself, and every
//! front end (play, hints, reviews, explanations) uses only the [`Oracle`].
//!
//! # Adding a game
//!
//! A tiny subtraction game: a pile of stones, each move takes one or two, and
//! a move scores the number of stones it takes. The last stone is worth a
//! bonus of 5.
//!
//! ```
//! use optimal_play::engine::{Game, Negamax, Player, Value};
//!
//! struct Stones;
//!
//! impl Game for Stones {
//!     // (stones left, whose turn)
//!     type Position = (u32, Player);
//!     type Move = u32;
//!
//!     fn start(&self) -> Self::Position {
//!         (3, Player::First)
//!     }
//!     fn to_move(&self, position: &Self::Position) -> Player {
//!         position.1
//!     }
//!     fn moves(&self, position: &Self::Position) -> Vec<u32> {
//!         (1..=2).filter(|&take| take <= position.0).collect()
//!     }
//!     fn apply(&self, position: &Self::Position, take: &u32) -> (Self::Position, i128) {
//!         let left = position.0 - take;
//!         let points = i128::from(*take) + if left == 0 { 5 } else { 0 };
//!         ((left, position.1.other()), points)
//!     }
//! }
//!
//! let mut solver = Negamax::new(&Stones);
//! // With two stones the mover takes both and the bonus: 2 + 5 = 7.
//! assert_eq!(solver.margin(&(2, Player::First)), 7);
//! // With three, the opponent gets the last stone whatever the mover does.
//! // Taking two loses least: 2 - 6 = -4, against 1 - 7 = -6 for taking one.
//! let values = solver.move_values(&(3, Player::First));
//! assert_eq!(values, vec![(1, Value::Margin(-6)), (2, Value::Margin(-4))]);
//! assert_eq!(solver.margin(&(3, Player::First)), -4);
//! ```

pub mod cgt;
pub mod conformance;
pub mod drawing;
pub mod explicit;
mod game;
pub mod misere;
mod negamax;
mod notation;
pub mod picture;
pub mod retrograde;
pub mod rules;
pub mod search;
mod value;
pub mod value_iteration;

pub use game::{
    Game, Oracle, Player, Scoring, SolveError, greedy_choice, position_value, values_by_rule,
};
pub use negamax::Negamax;
pub use notation::{BadMove, Notation};
pub use value::Value;
