//! Two-player optimal-play games, solved exactly.
//!
//! `optimal-play` solves small zero-sum, perfect-information games of the kind
//! taught in competitive programming and game-theory courses, explains the
//! optimal play, and (in the `optimal-play` command) plays it.
//!
//! # Games
//!
//! - [`coins`]: the row game. Take a value from either end of a row; each
//!   player wants the larger total. Solved in O(n) by [`coins::linear`],
//!   checked against the interval recurrence [`coins::interval`] and the
//!   generic engine ([`coins::exhaustive`]).
//! - [`wall`]: TopCoder's wall game. Eel builds walls, Rabbit crosses the
//!   board; solved in O(rows × columns) with Rabbit's path and Eel's walls,
//!   checked by Dijkstra and a brute force over every wall set; and
//!   [`alternating_wall`], where Eel and Rabbit move in turn.
//! - [`games`]: the games that join through [`plugin::Plugin`], one file
//!   each: Wythoff's game, Stone Game IV, Coins in a Line
//!   ([`coins_in_a_line`]); the row games (take 1 to k from either end,
//!   Game of Sum, take 1 to k from the front, Stone Games II and VII), which
//!   share [`row_games`]; and the CSES impartial games, which share
//!   [`impartial`]'s sums of heaps and Sprague–Grundy values.
//!
//! # Building blocks
//!
//! - [`engine`]: the [`Game`](engine::Game) trait, the
//!   [`Value`](engine::Value) of a position, the [`Oracle`](engine::Oracle)
//!   and the [`Notation`](engine::Notation) every front end uses, and a
//!   memoised negamax: the oracle for every game and the way in for your
//!   own.
//! - [`erased`]: one object-safe interface over every game
//!   ([`GameEntry`](erased::GameEntry), [`Instance`](erased::Instance),
//!   [`AnySession`](erased::AnySession)), so front ends never name a game's
//!   types; [`registry`]: the open list of games the front ends serve.
//! - [`plugin`]: the one typed trait a game implements to join
//!   ([`Plugin`](plugin::Plugin)), and the one adapter that makes it a
//!   registered game ([`Entry`](plugin::Entry)). `docs/architecture.md`
//!   shows where a game plugs in.
//! - [`play`]: a play session, a person against the engine, for any game.
//! - [`interrupt`]: stopping long work from outside it (a client that left,
//!   Ctrl-C in Python).
//! - [`input`]: strict integer tokens with line and column, and the
//!   [`InputError`](input::InputError) every parser returns.
//!
//! # Example
//!
//! The worked example of a well-known tutorial says the first player gets 15
//! from `1 3 5 2 9`. Optimal play gives 14:
//!
//! ```
//! use optimal_play::coins::{Algorithm, Row};
//!
//! let row = Row::parse("5\n1 3 5 2 9\n", None)?;
//! let outcome = row.outcome(Algorithm::Linear)?;
//! assert_eq!((outcome.first, outcome.second), (14, 6));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod engine;
pub mod erased;
pub mod games;
pub mod impartial;
pub mod input;
pub mod interrupt;
pub mod play;
pub mod plugin;
pub mod registry;
pub mod row_games;
pub mod rules_file;
pub mod words;

pub use erased::{Error, ErrorKind};
pub use games::coins_in_a_line;
pub use games::{alternating_wall, coins, wall};
