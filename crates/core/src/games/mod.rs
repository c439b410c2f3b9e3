//! Games that join through the one typed trait, [`Plugin`](crate::plugin::Plugin):
//! each is one file, its rules, reader, answers and generator together.
//!
//! - [`wythoff`]: Wythoff's game (POJ 1067), solved in O(1) by the golden
//!   ratio in integers.
//! - [`stone_game_iv`]: Stone Game IV (LeetCode 1510), take a square.
//! - [`divisor_game`]: Divisor Game (LeetCode 1025), subtract a proper
//!   divisor.
//! - [`coins_in_a_line`]: Coins in a Line (LintCode 394), take 1 or 2.
//! - [`euclid`]: Euclid's game (UVa 10368), subtract a multiple of the
//!   smaller number, decided in O(log) steps.
//! - [`georgia_and_bob`]: Georgia and Bob (POJ 1704), chessmen sliding
//!   left: staircase Nim on the gaps.
//! - [`flip_game`]: Flip Game II (LeetCode 294), Dawson's Kayles in
//!   disguise.
//! - [`treblecross`]: Treblecross (UVa 10561), three X in a row: free
//!   runs of the octal game `0.11337`.
//! - [`hackenbush`]: Green Hackenbush (HDU 3094), trees by the colon
//!   principle and graphs by the fusion principle.
//! - [`misere_nim`]: misère Nim (HDU 1907), over the engine's
//!   [`Misere`](crate::engine::misere::Misere) form of Nim.
//! - [`northcott`]: the Northcott game (HDU 1730), a loopy game that is
//!   Nim on the gaps between each row's pieces.
//! - [`can_i_win`]: Can I Win (LeetCode 464), pick unused numbers to a
//!   total; [`stone_game_vi`]: Stone Game VI (LeetCode 1686), values that
//!   differ by player; [`stone_game_ix`]: Stone Game IX (LeetCode 2029), avoid a sum
//!   divisible by 3.
//! - Loopy games, solved by retrograde analysis: [`graph_game`],
//!   [`cat_and_mouse`], [`cat_and_mouse_ii`], [`berzerk`], [`shiritori`],
//!   [`game_on_graph`].
//! - The row games, over [`row_games`](crate::row_games): [`take_k`],
//!   [`game_of_sum`], [`take_front`], [`stone_game_ii`], [`stone_game_vii`],
//!   [`stone_game_viii`], [`choosing_carrot`].
//! - The CSES impartial games, over [`impartial::cses`](crate::impartial::cses):
//!   [`nim`], [`subtraction_nim`], [`stick_game`], [`stair_game`],
//!   [`grundys_game`], [`another_game`], [`lasker_nim`] (HDU 3032);
//!   [`octal`], any octal game by
//!   its code, and [`subtraction`], any subtraction game by its set.
//! - [`own_game`]: a game of one's own, stated by its rules and solved
//!   natively, as an ordinary game; [`own`], such a game given as a rules
//!   file, registered as `own`.

pub mod alternating_wall;
pub mod another_game;
pub mod berzerk;
pub mod bit_grid;
pub mod blue_red_hackenbush;
pub mod can_i_win;
pub mod cat_and_mouse;
pub mod cat_and_mouse_ii;
pub mod choosing_carrot;
pub mod clobber;
pub mod coins;
pub mod coins_in_a_line;
pub mod connect_four;
pub mod cutcake;
pub mod digraph;
pub mod divisor_game;
pub mod domineering;
pub mod euclid;
pub mod flip_game;
pub mod game_of_sum;
pub mod game_on_graph;
pub mod georgia_and_bob;
pub mod graph_game;
pub mod grundys_game;
pub mod hackenbush;
pub mod lasker_nim;
pub mod misere_nim;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod own;
pub mod own_game;
pub mod partizan;
pub mod rows;
pub mod shiritori;
pub mod stair_game;
pub mod stick_game;
pub mod stone_game_ii;
pub mod stone_game_iv;
pub mod stone_game_ix;
pub mod stone_game_vi;
pub mod stone_game_vii;
pub mod stone_game_viii;
pub mod subtraction;
pub mod subtraction_nim;
pub mod take_front;
pub mod take_k;
pub mod tic_tac_toe;
pub mod toads_and_frogs;
pub mod treblecross;
pub mod value_tables;
pub mod wall;
pub mod wythoff;
