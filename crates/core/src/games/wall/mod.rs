//! The wall game: TopCoder SRM 580, Division 2, Level 3, "WallGameDiv2".
//!
//! The board is a grid of digits and `x`. First Eel builds walls between
//! vertically adjacent cells; then Rabbit moves a token from the top-left cell
//! down, left or right, paying the digit of each cell it enters (the start
//! included), and stops on reaching the bottom row. Eel may not cut every path
//! to the bottom. Rabbit minimises the cost, Eel maximises it.
//!
//! - [`Board`]: the board, read from a grid or a TopCoder literal.
//! - [`solve`] and [`value`]: the value, Rabbit's path and Eel's walls
//!   ([`solver`]).
//! - [`rabbit_route`]: the checker, Rabbit's cheapest route past any walls
//!   ([`rabbit`]).
//! - [`oracle`]: the brute force over every wall set, for tiny boards.
//! - [`explanation`]: why the value is what it is, row by row.
//! - [`generate`]: seeded random boards.
//! - [`stream::value_streaming`]: the value of a board read row by row, in
//!   O(width) memory.
//!
//! ```
//! use optimal_play::wall::{rabbit_route, solve, Board};
//!
//! let board = Board::parse(r#"{"0xxxx", "1x111", "1x1x1", "11191", "xxxx1"}"#, None)?;
//! let solution = solve(&board);
//! assert_eq!(solution.cost, 16);
//! // The walls force exactly that cost on Rabbit.
//! let route = rabbit_route(&board, &solution.walls)?.expect("an exit is left open");
//! assert_eq!(route.cost, 16);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
pub mod entry;
pub mod explanation;
pub mod game;
pub mod generate;
pub mod oracle;
pub mod rabbit;
pub mod render;
pub mod solver;
pub mod stream;

pub use board::{Board, BoardFormat};
pub use rabbit::{Route, WallOutOfBoard, parse_walls, rabbit_route};
pub use solver::{Run, Solution, Wall, solve, value};
