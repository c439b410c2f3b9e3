//! Games that join through the one typed trait, [`Plugin`](crate::plugin::Plugin):
//! each is one file, its rules, reader, answers and generator together.
//!
//! - [`wythoff`]: Wythoff's game (POJ 1067), solved in O(1) by the golden
//!   ratio in integers.
//! - [`stone_game_iv`]: Stone Game IV (LeetCode 1510), take a square.

pub mod stone_game_iv;
pub mod wythoff;
