//! The registry: the one list of games. The command line, `optimal-play
//! games`, the conformance test and the web playground all read it, so a game
//! added here is in all of them.
//!
//! ```
//! use optimal_play::registry;
//! let coins = registry::find("coins").expect("the row game is registered");
//! assert_eq!(coins.info().title, "The row game");
//! assert!(registry::games().iter().all(|game| registry::find(game.info().name).is_some()));
//!
//! // Any game, by name, in its judge's format (the README's example).
//! use optimal_play::erased::{Input, SolveOptions};
//! let game = registry::find("coins-in-a-line").unwrap();
//! let mut out = Vec::new();
//! let options = SolveOptions { format: "bool".into(), ..SolveOptions::default() };
//! game.solve(Input::inline("--values", "3"), &options, &mut out)?;
//! assert_eq!(out, b"false\n");
//! # Ok::<(), optimal_play::Error>(())
//! ```

use crate::erased::GameEntry;

/// Every registered game, in the order `optimal-play games` lists them.
pub fn games() -> &'static [&'static dyn GameEntry] {
    use crate::family::game_of_sum::GameOfSumRules;
    use crate::family::stone_game_ii::StoneGameIiRules;
    use crate::family::stone_game_vii::StoneGameViiRules;
    use crate::family::{FamilyEntry, take_front::TakeFrontRules, take_k::TakeKRules};
    use crate::impartial::entry::{ImpartialEntry, Kind};
    static GAMES: [&dyn GameEntry; 15] = [
        &crate::coins::entry::RowGameEntry,
        &FamilyEntry::<TakeKRules>::new(),
        &FamilyEntry::<GameOfSumRules>::new(),
        &FamilyEntry::<TakeFrontRules>::new(),
        &FamilyEntry::<StoneGameIiRules>::new(),
        &FamilyEntry::<StoneGameViiRules>::new(),
        &crate::coins_in_a_line::CoinsInALineEntry,
        &crate::wall::entry::WallGameEntry,
        &crate::alternating_wall::entry::AltWallEntry,
        &ImpartialEntry(Kind::Nim),
        &ImpartialEntry(Kind::Subtraction),
        &ImpartialEntry(Kind::Stick),
        &ImpartialEntry(Kind::Stairs),
        &ImpartialEntry(Kind::Grundy),
        &ImpartialEntry(Kind::Another),
    ];
    &GAMES
}

/// The game called `name`.
pub fn find(name: &str) -> Option<&'static dyn GameEntry> {
    games()
        .iter()
        .copied()
        .find(|game| game.info().name == name)
}
