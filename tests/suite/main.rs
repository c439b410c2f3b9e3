//! The integration suite: known answers, agreement between algorithms,
//! properties, and the command line.

mod alternating_wall;
mod browser;
mod cli_coins;
mod cli_games;
mod cli_play;
mod cli_wall;
mod coins_agreement;
mod coins_known;
mod conformance;
mod contest_games;
mod examples;
mod explain;
mod fuzz;
mod hardening;
mod hardening_fourth;
mod hardening_third;
mod impartial;
mod json_contract;
mod judge_classics;
mod known;
mod load;
mod loopy_input;
mod loopy_play;
mod octal;
mod one_way_in;
mod own_game;
mod parsers;
mod play;
mod plugins;
mod retrograde;
mod row_games;
mod stress;
mod stress_every_game;
mod subtraction;
mod wall;
