//! The generic exact solver: a small [`Game`] trait and a memoised negamax
//! over it.
//!
//! This module owns the brute-force oracle of the project. Every game in the
//! crate can describe itself as a [`Game`], and [`Negamax`] then computes the
//! exact **margin** of any position: the final score of the player to move
//! minus the other player's, when both play optimally. It also gives the value
//! of every legal move, so a caller can tell which moves are optimal.
//!
//! The solver knows nothing about any particular game, which is what makes it
//! a useful check on the fast, game-specific algorithms: it shares no code with
//! them. It is also the way in for a game of your own.
//!
//! # Adding a game
//!
//! A tiny subtraction game: a pile of stones, each move takes one or two, and
//! a move scores the number of stones it takes. The last stone is worth a
//! bonus of 5.
//!
//! ```
//! use optimal_play::engine::{Game, Negamax, Player};
//!
//! struct Stones;
//!
//! impl Game for Stones {
//!     // (stones left, whose turn)
//!     type Position = (u32, Player);
//!     type Move = u32;
//!
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
//! assert_eq!(values, vec![(1, -6), (2, -4)]);
//! assert_eq!(solver.margin(&(3, Player::First)), -4);
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// One of the two players. [`Player::First`] moves first in a new game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player who moves first.
    First,
    /// The player who moves second.
    Second,
}

impl Player {
    /// The other player.
    ///
    /// ```
    /// use optimal_play::engine::Player;
    /// assert_eq!(Player::First.other(), Player::Second);
    /// ```
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// The player's number as people write it: 1 or 2.
    ///
    /// ```
    /// use optimal_play::engine::Player;
    /// assert_eq!(Player::Second.number(), 2);
    /// ```
    pub fn number(self) -> u8 {
        match self {
            Player::First => 1,
            Player::Second => 2,
        }
    }
}

/// A two-player, zero-sum, perfect-information game with points.
///
/// A position with no legal moves is the end of the game. Each move scores
/// points for the player who makes it. The player to move next is whatever
/// [`Game::to_move`] says of the new position, so games where a player may
/// move twice in a row are allowed.
///
/// See the [module documentation](self) for a complete example.
pub trait Game {
    /// A position of the game: everything that decides the rest of play.
    /// Positions are memoised, so two equal positions must have equal futures.
    type Position: Clone + Eq + Hash + std::fmt::Debug;
    /// A legal move.
    type Move: Clone + PartialEq + std::fmt::Debug;

    /// Whose turn it is at `position`.
    fn to_move(&self, position: &Self::Position) -> Player;

    /// The legal moves at `position`, in a fixed order. None means the game
    /// is over.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Move>;

    /// The position after `mv`, and the points `mv` scores for its mover.
    fn apply(&self, position: &Self::Position, mv: &Self::Move) -> (Self::Position, i128);
}

/// A memoised negamax solver for any [`Game`].
///
/// The margin of a position is the mover's remaining score minus the other
/// player's, with both playing optimally from there on. Each distinct position
/// is solved once. The search recurses once per move of a line, so the depth of
/// the game must fit on the stack; callers with long games should bound them
/// (the row game refuses rows longer than
/// [`EXHAUSTIVE_LIMIT`](crate::coins::EXHAUSTIVE_LIMIT)).
#[derive(Debug)]
pub struct Negamax<'g, G: Game> {
    game: &'g G,
    memo: HashMap<G::Position, i128>,
}

impl<'g, G: Game> Negamax<'g, G> {
    /// A solver for `game` with an empty memo.
    pub fn new(game: &'g G) -> Self {
        Negamax {
            game,
            memo: HashMap::new(),
        }
    }

    /// The margin of `position` for the player to move there.
    pub fn margin(&mut self, position: &G::Position) -> i128 {
        if let Some(&margin) = self.memo.get(position) {
            return margin;
        }
        let margin = self
            .move_values(position)
            .into_iter()
            .map(|(_, value)| value)
            .max()
            .unwrap_or(0);
        self.memo.insert(position.clone(), margin);
        margin
    }

    /// Every legal move at `position` with its value: the margin the mover
    /// ends with, from this position, after making that move and then playing
    /// optimally. A move is optimal when its value equals
    /// [`margin`](Self::margin).
    pub fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, i128)> {
        let mover = self.game.to_move(position);
        self.game
            .moves(position)
            .into_iter()
            .map(|mv| {
                let (next, points) = self.game.apply(position, &mv);
                let rest = self.margin(&next);
                let value = if self.game.to_move(&next) == mover {
                    points + rest
                } else {
                    points - rest
                };
                (mv, value)
            })
            .collect()
    }

    /// How many distinct positions have been solved so far.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }
}
