//! The alternating wall game: TopCoder SRM 580, Division 1, Level 2,
//! "WallGameDiv1" (problem 12577).
//!
//! The board is a grid of digits. Rabbit places a token on any cell of the
//! top row, paying its digit; from then on the players alternate. Eel builds
//! any number of walls, each between two vertically adjacent cells, but never
//! one that leaves the token no way to the bottom row; Rabbit steps left,
//! right, or down through a slot with no wall, paying the digit of every cell
//! he enters, also one he has entered before. The game ends when the token
//! enters the bottom row. Rabbit minimises what he pays; Eel maximises it.
//!
//! - [`value`] and [`solve`]: the value and the line of optimal play, in
//!   O(h·w²) time ([`solver`], with the reason for the recurrence).
//! - [`explanation`]: why the value is what it is, decision by decision.
//! - [`Evaluator`]: the value of any position of a game in progress
//!   ([`evaluator`]).
//! - [`game::AltWallGame`]: the game of turns, for play and the conformance
//!   checks.
//! - [`brute::BruteForce`]: the independent oracle, the game as stated over
//!   every set of walls, for tiny boards.
//!
//! ```
//! use optimal_play::alternating_wall::{brute::BruteForce, value};
//! use optimal_play::wall::Board;
//! let board = Board::from_rows(&["11111", "90005"])?;
//! assert_eq!(value(&board), 10);
//! assert_eq!(BruteForce::new(&board).unwrap().start_value(), 10);
//! # Ok::<(), optimal_play::input::InputError>(())
//! ```

pub mod brute;
pub mod entry;
pub mod evaluator;
pub mod explanation;
pub mod game;
pub mod solver;

pub use evaluator::Evaluator;
pub use solver::{RowPlay, Solution, solve, value};
