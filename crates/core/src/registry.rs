//! The registry: the list of games the front ends serve. The command line,
//! `optimal-play games`, the conformance test and the web playground all
//! read one [`Registry`], so a game added to it is in all of them.
//!
//! The registry is open: [`Registry::builtin`] is the built-in games, and a
//! program of your own adds its game with [`Registry::with`] (or starts from
//! [`Registry::new`] with none) and hands the registry to the front ends.
//!
//! ```
//! use optimal_play::registry::{self, Registry};
//! let games = Registry::builtin();
//! let coins = games.find("coins").expect("the row game is registered");
//! assert_eq!(coins.info().title, "The row game");
//! assert!(games.games().iter().all(|game| games.find(game.info().name).is_some()));
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
use crate::games::partizan::PartizanPlugin;

/// A list of games, by name, in the order they are listed.
#[derive(Clone, Default)]
pub struct Registry {
    games: Vec<&'static dyn GameEntry>,
}

impl std::fmt::Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.games.iter().map(|game| game.info().name))
            .finish()
    }
}

impl Registry {
    /// A registry with no games yet.
    pub fn new() -> Registry {
        Registry::default()
    }

    /// The built-in games, in the order `optimal-play games` lists them.
    pub fn builtin() -> Registry {
        Registry {
            games: games().to_vec(),
        }
    }

    /// The same registry with `game` added last. A game lives as long as
    /// the program: registering is done once, at start.
    ///
    /// # Panics
    ///
    /// When a game of the same name is registered already: two games
    /// cannot answer to one name.
    ///
    /// ```
    /// use optimal_play::registry::Registry;
    /// use optimal_play::games::wythoff::Wythoff;
    /// use optimal_play::plugin::Entry;
    /// let games = Registry::new().with(Entry::new(Wythoff));
    /// assert_eq!(games.games().len(), 1);
    /// ```
    pub fn with(mut self, game: impl GameEntry + 'static) -> Registry {
        let name = game.info().name;
        assert!(
            self.find(name).is_none(),
            "a game called `{name}` is registered already"
        );
        self.games.push(Box::leak(Box::new(game)));
        self
    }

    /// Every game, in order.
    pub fn games(&self) -> &[&'static dyn GameEntry] {
        &self.games
    }

    /// The game called `name`.
    pub fn find(&self, name: &str) -> Option<&'static dyn GameEntry> {
        self.games
            .iter()
            .copied()
            .find(|game| game.info().name == name)
    }
}

/// Every built-in game, in the order `optimal-play games` lists them.
pub fn games() -> &'static [&'static dyn GameEntry] {
    use crate::games::game_of_sum::GameOfSumRules;
    use crate::games::stone_game_ii::StoneGameIiRules;
    use crate::games::stone_game_vii::StoneGameViiRules;
    use crate::games::{
        another_game::AnotherGame, grundys_game::GrundysGame, nim::Nim, stair_game::StairGame,
        stick_game::StickGame, subtraction_nim::SubtractionNim,
    };
    use crate::games::{stone_game_iv::StoneGameIv, wythoff::Wythoff};
    use crate::games::{take_front::TakeFrontRules, take_k::TakeKRules};
    use crate::impartial::cses::{HeapGame, RuleGame};
    use crate::plugin::Entry;
    use crate::row_games::RowGame;
    static GAMES: [&dyn GameEntry; 47] = [
        &Entry::new(crate::coins::entry::Coins)
            .solves()
            .streams()
            .tables()
            .stress()
            .extras(&[&crate::coins::entry::TableExtra]),
        &Entry::new(RowGame(TakeKRules::DEFAULT)).stress(),
        &Entry::new(RowGame(GameOfSumRules)).stress(),
        &Entry::new(RowGame(TakeFrontRules::DEFAULT)).stress(),
        &Entry::new(RowGame(StoneGameIiRules)).stress(),
        &Entry::new(RowGame(StoneGameViiRules)).stress(),
        &Entry::new(RowGame(crate::games::stone_game_viii::StoneGameViiiRules)).stress(),
        &Entry::new(RowGame(
            crate::games::choosing_carrot::ChoosingCarrotRules::DEFAULT,
        ))
        .stress(),
        &Entry::new(crate::games::coins_in_a_line::CoinsInALinePlugin).stress(),
        &Entry::new(crate::wall::entry::Wall)
            .streams()
            .pictures()
            .stress()
            .extras(&[&crate::wall::entry::RabbitExtra]),
        &Entry::new(crate::alternating_wall::entry::AlternatingWall).stress(),
        &Entry::new(HeapGame(Nim)).stress(),
        &Entry::new(HeapGame(SubtractionNim)).stress(),
        &Entry::new(StickGame).stress(),
        &Entry::new(RuleGame(StairGame)).stress(),
        &Entry::new(HeapGame(GrundysGame)).stress(),
        &Entry::new(HeapGame(crate::games::lasker_nim::LaskerNim)).stress(),
        &Entry::new(RuleGame(AnotherGame)).stress(),
        &Entry::new(HeapGame(crate::games::octal::OctalGame::KAYLES))
            .stress()
            .extras(&[&crate::games::octal::VALUES]),
        &Entry::new(HeapGame(
            crate::games::subtraction::SubtractionGame::DEFAULT,
        ))
        .stress()
        .extras(&[&crate::games::subtraction::VALUES]),
        &Entry::new(Wythoff).stress(),
        &Entry::new(StoneGameIv).stress(),
        &Entry::new(crate::games::divisor_game::DivisorGame).stress(),
        &Entry::new(crate::games::euclid::EuclidGame).stress(),
        &Entry::new(crate::games::georgia_and_bob::GeorgiaAndBob).stress(),
        &Entry::new(crate::games::northcott::NorthcottGame).stress(),
        &Entry::new(crate::games::misere_nim::MisereNim).stress(),
        &Entry::new(crate::games::hackenbush::HackenbushGame).stress(),
        &Entry::new(crate::games::flip_game::FlipGameII).stress(),
        &Entry::new(crate::games::treblecross::TreblecrossGame).stress(),
        &Entry::new(crate::games::connect_four::ConnectFour::STANDARD)
            .solves()
            .stress(),
        &Entry::new(crate::games::tic_tac_toe::TicTacToe::STANDARD).stress(),
        &Entry::new(PartizanPlugin::new(crate::games::domineering::Domineering))
            .stress()
            .extras(&[&crate::games::domineering::TABLE]),
        &Entry::new(PartizanPlugin::new(
            crate::games::toads_and_frogs::ToadsAndFrogs,
        ))
        .stress()
        .extras(&[&crate::games::toads_and_frogs::TABLE]),
        &Entry::new(PartizanPlugin::new(crate::games::clobber::Clobber)).stress(),
        &Entry::new(PartizanPlugin::new(crate::games::cutcake::Cutcake))
            .stress()
            .extras(&[&crate::games::cutcake::TABLE]),
        &Entry::new(PartizanPlugin::new(
            crate::games::blue_red_hackenbush::BlueRedHackenbush,
        ))
        .stress(),
        &Entry::new(crate::games::graph_game::GraphGamePlugin { start: 1 }).stress(),
        &Entry::new(crate::games::cat_and_mouse::CatAndMouse).stress(),
        &Entry::new(crate::games::berzerk::Berzerk { start: 2 }).stress(),
        &Entry::new(crate::games::shiritori::Shiritori).stress(),
        &Entry::new(crate::games::cat_and_mouse_ii::CatAndMouseIi).stress(),
        &Entry::new(crate::games::game_on_graph::GameOnGraphPlugin).stress(),
        &Entry::new(crate::games::can_i_win::CanIWinPlugin).stress(),
        &Entry::new(crate::games::stone_game_ix::StoneGameIxPlugin).stress(),
        &Entry::new(crate::games::stone_game_vi::StoneGameViPlugin).stress(),
        &Entry::new(crate::games::own::Own),
    ];
    &GAMES
}

/// The built-in game called `name`.
pub fn find(name: &str) -> Option<&'static dyn GameEntry> {
    games()
        .iter()
        .copied()
        .find(|game| game.info().name == name)
}
