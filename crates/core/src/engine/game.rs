//! The [`Game`] trait every game implements, with the two players
//! ([`Player`]), how a game is scored ([`Scoring`]), the [`Oracle`] that
//! knows every move's value, and the small rules built on them (the value
//! of a position, greedy play, the error of an instance too large).

use std::fmt;
use std::hash::Hash;
use std::sync::Arc;

use super::Value;

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

    /// The player to move after `moves` moves, in a game where the
    /// players alternate.
    ///
    /// ```
    /// use optimal_play::engine::Player;
    /// assert_eq!(Player::after(0), Player::First);
    /// assert_eq!(Player::after(3), Player::Second);
    /// ```
    pub fn after(moves: u64) -> Player {
        if moves % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The player's index in a pair of totals: 0 or 1.
    pub fn index(self) -> usize {
        usize::from(self == Player::Second)
    }
}

/// How a game is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Moves score points; the larger total wins. Values are margins.
    Points,
    /// Whoever makes the last move wins (normal play); moves score nothing.
    /// Values are wins and losses with their remoteness.
    LastMoveWins,
}

impl Scoring {
    /// The value of a position with no legal moves, for the player to move
    /// there: nothing left to score, or a loss for being unable to move.
    pub fn terminal(self) -> Value {
        match self {
            Scoring::Points => Value::Margin(0),
            Scoring::LastMoveWins => Value::Loss { moves: 0 },
        }
    }
}

/// A two-player, zero-sum, perfect-information game.
///
/// A value of the type is one *instance* of the game (a row of values, a
/// board), and [`Game::Position`] is where play stands in it. A position with
/// no legal moves is the end of the game. Each move scores points for the
/// player who makes it (nothing, in a game won by the last move). The player
/// to move next is whatever [`Game::to_move`] says of the new position, so
/// games where a player may move twice in a row are allowed.
///
/// See the [module documentation](crate::engine) for a complete example.
pub trait Game {
    /// A position of the game: everything that decides the rest of play.
    /// Positions are memoised, so two equal positions must have equal futures.
    type Position: Clone + Eq + Hash + fmt::Debug;
    /// A legal move.
    type Move: Clone + PartialEq + fmt::Debug;

    /// The position play starts from.
    fn start(&self) -> Self::Position;

    /// Whose turn it is at `position`.
    fn to_move(&self, position: &Self::Position) -> Player;

    /// The legal moves at `position`, in a fixed order. None means the game
    /// is over.
    ///
    /// A game whose moves are too many to list (Eel's sets of walls) may list
    /// a subset that loses nothing (every position keeps its value with only
    /// these moves) and accept the rest through [`is_legal`](Self::is_legal).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Move>;

    /// Whether `mv` is legal at `position`: by default, whether it is one of
    /// [`moves`](Self::moves).
    fn is_legal(&self, position: &Self::Position, mv: &Self::Move) -> bool {
        self.moves(position).contains(mv)
    }

    /// Whether the game is over at `position`: by default, whether
    /// [`moves`](Self::moves) is empty. A game whose moves are costly to
    /// list but whose end is plain (the token has reached the bottom row)
    /// says so here, so that asking whose turn it is costs nothing; the
    /// conformance test checks that it agrees with `moves`.
    fn is_over(&self, position: &Self::Position) -> bool {
        self.moves(position).is_empty()
    }

    /// The position after `mv`, and the points `mv` scores for its mover.
    fn apply(&self, position: &Self::Position, mv: &Self::Move) -> (Self::Position, i128);

    /// How the game is won: by points (the default) or by the last move.
    fn scoring(&self) -> Scoring {
        Scoring::Points
    }

    /// The value of `position`, one with no legal moves, for the player to
    /// move there: by default the [`Scoring`]'s end of game (nothing left
    /// to score, or a loss for being unable to move). A game that ends in
    /// a win for the player to move (the cat has just caught the mouse,
    /// and it is the cat's turn) says `Value::Win { moves: 0 }` here.
    fn end_value(&self, _position: &Self::Position) -> Value {
        self.scoring().terminal()
    }

    /// Whether positions can repeat, so that play can go on for ever. A
    /// loopy game is solved by [`retrograde`](super::retrograde) analysis (negamax would never
    /// return), its values can be draws, and a game in play ends in a draw
    /// when a position comes back. Not loopy by default.
    fn loopy(&self) -> bool {
        false
    }

    /// Whether a position can come back in a game that is not loopy (its
    /// values are still solved without draws): Rabbit steps left and right
    /// in the alternating wall game. The play session's engine then avoids
    /// going back where the game has been among equally good moves, or it
    /// could walk back and forth for ever. No by default: positions of most
    /// games never repeat, and that check would cost a look over the whole
    /// game at every move.
    fn walks_back(&self) -> bool {
        false
    }

    /// In a loopy game, what it is worth to the player to move at
    /// `position` that play has come back there, or `None` when coming
    /// back does not end the game. By default a repeated position is a
    /// draw (LeetCode 913's rule). A game where endless play is one
    /// player's win (AtCoder ABC261 Ex: Aoki wins by keeping the game
    /// going) says `Winning` or `Losing` where that player can keep it
    /// going for ever, and `None` where the other can still end it.
    fn repetition_value(&self, _position: &Self::Position) -> Option<Value> {
        Some(Value::Draw)
    }
}

/// A game behind a reference or an `Arc` is the game itself: every method
/// is the game's.
macro_rules! game_through {
    ($($wrapper:ty),+) => {$(
        impl<G: Game + ?Sized> Game for $wrapper {
            type Position = G::Position;
            type Move = G::Move;
            fn start(&self) -> G::Position {
                (**self).start()
            }
            fn to_move(&self, position: &G::Position) -> Player {
                (**self).to_move(position)
            }
            fn moves(&self, position: &G::Position) -> Vec<G::Move> {
                (**self).moves(position)
            }
            fn is_legal(&self, position: &G::Position, mv: &G::Move) -> bool {
                (**self).is_legal(position, mv)
            }
            fn is_over(&self, position: &G::Position) -> bool {
                (**self).is_over(position)
            }
            fn apply(&self, position: &G::Position, mv: &G::Move) -> (G::Position, i128) {
                (**self).apply(position, mv)
            }
            fn scoring(&self) -> Scoring {
                (**self).scoring()
            }
            fn end_value(&self, position: &G::Position) -> Value {
                (**self).end_value(position)
            }
            fn loopy(&self) -> bool {
                (**self).loopy()
            }
            fn walks_back(&self) -> bool {
                (**self).walks_back()
            }
            fn repetition_value(&self, position: &G::Position) -> Option<Value> {
                (**self).repetition_value(position)
            }
        }
    )+};
}

game_through!(&G, Arc<G>);

/// Every move at `position` valued by a game's rule for who wins:
/// `Winning` when the player to move after it loses by `loses`, else
/// `Losing` (uncounted: a rule says who wins, not how soon). The fallback of
/// the games' fast oracles past the positions they search exactly.
pub fn values_by_rule<G: Game>(
    game: &G,
    position: &G::Position,
    loses: impl Fn(&G::Position) -> bool,
) -> Vec<(G::Move, Value)> {
    game.moves(position)
        .into_iter()
        .map(|mv| {
            let value = match loses(&game.apply(position, &mv).0) {
                true => Value::Winning,
                false => Value::Losing,
            };
            (mv, value)
        })
        .collect()
}

/// Knows what every legal move at a position is worth to its mover: the
/// mover's [`Value`] from that position after making the move, both then
/// playing optimally.
///
/// [`Negamax`](super::Negamax) is the oracle for every game; a game with a fast solver
/// implements this trait for it, and play, hints, reviews and explanations
/// then use the fast solver without knowing it.
pub trait Oracle<G: Game> {
    /// The value of every legal move at `position`, in the game's move order.
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)>;

    /// The optimal moves at `position`, each with its value (the best), in
    /// the game's move order: what a perfect player chooses among. By
    /// default the best of [`move_values`](Self::move_values); an oracle
    /// that can tell a move is worse without its exact value (a search, by
    /// one null-window search a move) answers faster.
    fn optimal_move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        let values = self.move_values(position);
        let best = values.iter().map(|&(_, value)| value).max();
        values
            .into_iter()
            .filter(|&(_, value)| Some(value) == best)
            .collect()
    }

    /// The first optimal move at `position` in the game's move order, with
    /// its value: the move the perfect engine plays when it breaks ties by
    /// that order. `None` when the game is over. By default the first of
    /// [`optimal_move_values`](Self::optimal_move_values); a search tries
    /// the moves in order and stops at the first that is optimal, and a
    /// game's opening book may know it outright.
    fn first_optimal_move(&mut self, position: &G::Position) -> Option<(G::Move, Value)> {
        self.optimal_move_values(position).into_iter().next()
    }

    /// The value of one legal move, also one that
    /// [`move_values`](Self::move_values) does not list (see
    /// [`Game::moves`]). By default it is looked up among the listed moves.
    fn move_value(&mut self, position: &G::Position, mv: &G::Move) -> Option<Value> {
        self.move_values(position)
            .into_iter()
            .find(|(listed, _)| listed == mv)
            .map(|(_, value)| value)
    }
}

impl<G: Game, O: Oracle<G> + ?Sized> Oracle<G> for Box<O> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        (**self).move_values(position)
    }
    fn optimal_move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        (**self).optimal_move_values(position)
    }
    fn first_optimal_move(&mut self, position: &G::Position) -> Option<(G::Move, Value)> {
        (**self).first_optimal_move(position)
    }
    fn move_value(&mut self, position: &G::Position, mv: &G::Move) -> Option<Value> {
        (**self).move_value(position, mv)
    }
}

/// The value of `position`: its best move's, or the end-of-game value when
/// there is no move.
pub fn position_value<G: Game, O: Oracle<G> + ?Sized>(
    game: &G,
    oracle: &mut O,
    position: &G::Position,
) -> Value {
    oracle
        .move_values(position)
        .into_iter()
        .map(|(_, value)| value)
        .max()
        .unwrap_or_else(|| game.end_value(position))
}

/// An instance too large for the algorithm asked to solve it (a row too
/// long, a board too big).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// The row is longer than the algorithm accepts.
    #[error("{algorithm} takes rows of at most {limit} values, and this row has {len}{hint}")]
    TooLong {
        /// The algorithm, in words.
        algorithm: &'static str,
        /// The row's length.
        len: usize,
        /// The longest row the algorithm accepts.
        limit: usize,
        /// What to do instead, starting with `; `, or nothing.
        hint: &'static str,
    },
    /// An instance larger than the game takes for what was asked, in the
    /// game's own words.
    #[error("{0}")]
    OverLimit(String),
}

/// The greedy choice among `options`, each a move with the points it scores
/// now: the most points, the first in order on a tie. The one definition of
/// greedy play, used by the greedy opponent of every game.
///
/// ```
/// use optimal_play::engine::greedy_choice;
/// assert_eq!(greedy_choice([("left", 3), ("right", 5)]), Some("right"));
/// assert_eq!(greedy_choice([("left", 5), ("right", 5)]), Some("left"));
/// ```
pub fn greedy_choice<M>(options: impl IntoIterator<Item = (M, i128)>) -> Option<M> {
    let mut best: Option<(M, i128)> = None;
    for (mv, points) in options {
        if best.as_ref().is_none_or(|(_, most)| points > *most) {
            best = Some((mv, points));
        }
    }
    best.map(|(mv, _)| mv)
}
