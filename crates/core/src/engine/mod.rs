//! The generic exact solver: the [`Game`] trait, the [`Value`] of a position,
//! the [`Oracle`] that knows every move's value, and a memoised [`Negamax`]
//! that is the oracle for any game.
//!
//! This module owns the brute-force oracle of the project. Every game in the
//! crate describes itself as a [`Game`], and [`Negamax`] then computes the
//! exact [`Value`] of any position for the player to move: the final margin in
//! points for games scored in points, or a win or a loss with how many moves
//! it takes (Gamesman's *remoteness*) for games won by making the last move.
//! It also gives the value of every legal move, so a caller can tell which
//! moves are optimal.
//!
//! The solver knows nothing about any particular game, which is what makes it
//! a useful check on the fast, game-specific solvers: it shares no code with
//! them. A game with a fast solver implements [`Oracle`] itself, and every
//! front end (play, hints, reviews, explanations) uses only the [`Oracle`].
//!
//! # Adding a game
//!
//! A tiny subtraction game: a pile of stones, each move takes one or two, and
//! a move scores the number of stones it takes. The last stone is worth a
//! bonus of 5.
//!
//! ```
//! use optimal_play::engine::{Game, Negamax, Player, Value};
//!
//! struct Stones;
//!
//! impl Game for Stones {
//!     // (stones left, whose turn)
//!     type Position = (u32, Player);
//!     type Move = u32;
//!
//!     fn start(&self) -> Self::Position {
//!         (3, Player::First)
//!     }
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
//! assert_eq!(values, vec![(1, Value::Margin(-6)), (2, Value::Margin(-4))]);
//! assert_eq!(solver.margin(&(3, Player::First)), -4);
//! ```

pub mod conformance;
pub mod drawing;
pub mod explicit;
pub mod misere;
mod notation;
pub mod picture;
pub mod retrograde;
pub mod value_iteration;

use std::cmp::Ordering;
use std::fmt;
use std::hash::Hash;
use std::sync::Arc;

pub use notation::{BadMove, Notation};

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

/// What a position (or a move) is worth to the player to move, with both
/// playing optimally from there on.
///
/// Values are ordered from the mover's point of view: a larger margin is
/// better; any win beats any loss; a quicker win beats a slower one, and a
/// slower loss beats a quicker one (a losing player makes the game last).
///
/// ```
/// use optimal_play::engine::Value;
/// assert!(Value::Margin(3) > Value::Margin(-1));
/// assert!(Value::Win { moves: 1 } > Value::Win { moves: 3 });
/// assert!(Value::Loss { moves: 4 } > Value::Loss { moves: 2 });
/// assert!(Value::Win { moves: 9 } > Value::Loss { moves: 9 });
/// // A draw: better than any loss, worse than any win, the same for both.
/// assert!(Value::Loss { moves: 9 } < Value::Draw && Value::Draw < Value::Winning);
/// assert_eq!(Value::Draw.for_opponent(), Value::Draw);
/// assert_eq!(Value::after_move(0, Value::Draw, false), Value::Draw);
/// assert_eq!(Value::Draw.to_json(), serde_json::json!({"outcome": "draw"}));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// The mover's final total minus the other player's, in points.
    Margin(i128),
    /// The mover wins, making the last move; `moves` is how many moves are
    /// left in the game, both players' counted, with best play.
    Win {
        /// Moves left until the end.
        moves: u64,
    },
    /// The mover loses; the opponent makes the last move after `moves`
    /// more moves with best play.
    Loss {
        /// Moves left until the end.
        moves: u64,
    },
    /// The mover wins, in a position too large for the moves to the end to
    /// be counted (the Sprague–Grundy solvers know who wins, not how long it
    /// takes). Below every counted win.
    Winning,
    /// The mover loses; how long the opponent takes was not counted. Above
    /// every counted loss.
    Losing,
    /// Neither player can force a win: with best play the game goes on for
    /// ever (a game whose positions repeat). Above every loss and below
    /// every win; a drawn game scores no points.
    Draw,
}

impl Value {
    fn key(self) -> (u8, i128, bool) {
        match self {
            Value::Loss { moves } => (0, i128::from(moves), false),
            Value::Losing => (0, i128::MAX, false),
            Value::Margin(margin) => (1, margin, false),
            // Between every loss and every win; a game has draws or margins,
            // never both, and the last field keeps the order total.
            Value::Draw => (1, 0, true),
            Value::Winning => (2, i128::MIN, false),
            Value::Win { moves } => (2, -i128::from(moves), false),
        }
    }

    /// The value, for the player who moves, of a move that scores `points`
    /// and leads to a position worth `next` to the player to move there.
    /// `same_mover` says whether that is the same player (a game may give a
    /// player two moves in a row).
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// assert_eq!(Value::after_move(9, Value::Margin(1), false), Value::Margin(8));
    /// assert_eq!(Value::after_move(0, Value::Loss { moves: 0 }, false), Value::Win { moves: 1 });
    /// ```
    pub fn after_move(points: i128, next: Value, same_mover: bool) -> Value {
        match (next, same_mover) {
            (Value::Margin(rest), true) => Value::Margin(points + rest),
            (Value::Margin(rest), false) => Value::Margin(points - rest),
            (Value::Win { moves }, true) => Value::Win { moves: moves + 1 },
            (Value::Loss { moves }, true) => Value::Loss { moves: moves + 1 },
            (Value::Win { moves }, false) => Value::Loss { moves: moves + 1 },
            (Value::Loss { moves }, false) => Value::Win { moves: moves + 1 },
            (uncounted, true) => uncounted,
            (uncounted, false) => uncounted.for_opponent(),
        }
    }

    /// The inverse of [`after_move`](Self::after_move): what the position
    /// after a move that scores `points` is worth to the player who moves
    /// there, given the move's value `self` to its mover.
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// let next = Value::Margin(1);
    /// let value = Value::after_move(9, next, false);
    /// assert_eq!(value.before_move(9, false), next);
    /// ```
    pub fn before_move(self, points: i128, same_mover: bool) -> Value {
        match (self, same_mover) {
            (Value::Margin(value), true) => Value::Margin(value - points),
            (Value::Margin(value), false) => Value::Margin(points - value),
            (Value::Win { moves }, true) => Value::Win { moves: moves - 1 },
            (Value::Loss { moves }, true) => Value::Loss { moves: moves - 1 },
            (Value::Win { moves }, false) => Value::Loss { moves: moves - 1 },
            (Value::Loss { moves }, false) => Value::Win { moves: moves - 1 },
            (uncounted, true) => uncounted,
            (uncounted, false) => uncounted.for_opponent(),
        }
    }

    /// The same value seen by the other player.
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// assert_eq!(Value::Margin(5).for_opponent(), Value::Margin(-5));
    /// assert_eq!(Value::Win { moves: 3 }.for_opponent(), Value::Loss { moves: 3 });
    /// ```
    pub fn for_opponent(self) -> Value {
        match self {
            Value::Margin(margin) => Value::Margin(-margin),
            Value::Win { moves } => Value::Loss { moves },
            Value::Loss { moves } => Value::Win { moves },
            Value::Winning => Value::Losing,
            Value::Losing => Value::Winning,
            Value::Draw => Value::Draw,
        }
    }

    /// The margin, for a game scored in points.
    pub fn margin(self) -> Option<i128> {
        match self {
            Value::Margin(margin) => Some(margin),
            _ => None,
        }
    }

    /// Whether the mover wins: a win, or a positive margin.
    pub fn is_win(self) -> bool {
        match self {
            Value::Margin(margin) => margin > 0,
            Value::Win { .. } | Value::Winning => true,
            Value::Loss { .. } | Value::Losing | Value::Draw => false,
        }
    }

    /// The points given away by playing a move worth `self` where the best
    /// move was worth `best`: `None` in a game not scored in points.
    pub fn points_short_of(self, best: Value) -> Option<i128> {
        Some(best.margin()? - self.margin()?)
    }

    /// The value as JSON: `{"margin": m}`, or `{"outcome": "win"|"loss",
    /// "moves": k}`. Margins are exact JSON integers at any size.
    pub fn to_json(self) -> serde_json::Value {
        serde_json::to_value(self).expect("a value is always JSON")
    }
}

impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(2))?;
        match *self {
            Value::Margin(margin) => map.serialize_entry("margin", &margin)?,
            Value::Win { moves } => {
                map.serialize_entry("outcome", "win")?;
                map.serialize_entry("moves", &moves)?;
            }
            Value::Loss { moves } => {
                map.serialize_entry("outcome", "loss")?;
                map.serialize_entry("moves", &moves)?;
            }
            Value::Winning => map.serialize_entry("outcome", "win")?,
            Value::Losing => map.serialize_entry("outcome", "loss")?,
            Value::Draw => map.serialize_entry("outcome", "draw")?,
        }
        map.end()
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Margin(margin) => write!(f, "{margin:+}"),
            Value::Win { moves } => write!(f, "a win in {}", plural(moves, "move")),
            Value::Loss { moves } => write!(f, "a loss in {}", plural(moves, "move")),
            Value::Winning => write!(f, "a win"),
            Value::Losing => write!(f, "a loss"),
            Value::Draw => write!(f, "a draw"),
        }
    }
}

fn plural(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
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
/// See the [module documentation](self) for a complete example.
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
    /// loopy game is solved by [`retrograde`] analysis (negamax would never
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

impl<G: Game + ?Sized> Game for &G {
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

impl<G: Game + ?Sized> Game for Arc<G> {
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
/// [`Negamax`] is the oracle for every game; a game with a fast solver
/// implements this trait for it, and play, hints, reviews and explanations
/// then use the fast solver without knowing it.
pub trait Oracle<G: Game> {
    /// The value of every legal move at `position`, in the game's move order.
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)>;

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

/// A memoised negamax solver for any [`Game`].
///
/// Each distinct position is solved once. The search recurses once per move
/// of a line, so the depth of the game must fit on the stack; callers with
/// long games should bound them (the row game refuses rows longer than
/// [`EXHAUSTIVE_LIMIT`](crate::coins::EXHAUSTIVE_LIMIT)).
#[derive(Debug)]
pub struct Negamax<G: Game> {
    game: G,
    memo: rustc_hash::FxHashMap<G::Position, Value>,
}

/// A solver for a copy of `game`: negamax as the oracle of a game that has
/// no faster one.
impl<G: Game + Clone> From<&G> for Negamax<G> {
    fn from(game: &G) -> Negamax<G> {
        Negamax::new(game.clone())
    }
}

impl<G: Game> Negamax<G> {
    /// A solver for `game` (the game itself, a reference, or an `Arc`) with an
    /// empty memo.
    pub fn new(game: G) -> Self {
        Negamax {
            game,
            memo: rustc_hash::FxHashMap::default(),
        }
    }

    /// The value of `position` for the player to move there.
    pub fn value(&mut self, position: &G::Position) -> Value {
        if let Some(&value) = self.memo.get(position) {
            return value;
        }
        crate::interrupt::checkpoint();
        let value = self
            .move_values(position)
            .into_iter()
            .map(|(_, value)| value)
            .max()
            .unwrap_or_else(|| self.game.end_value(position));
        self.memo.insert(position.clone(), value);
        value
    }

    /// The margin of `position` for the player to move there, in a game
    /// scored in points.
    ///
    /// # Panics
    ///
    /// If the game is won by the last move: use [`value`](Self::value).
    pub fn margin(&mut self, position: &G::Position) -> i128 {
        self.value(position)
            .margin()
            .expect("margin() is for games scored in points")
    }

    /// Every legal move at `position` with its value: the mover's value from
    /// this position after making that move and then playing optimally. A
    /// move is optimal when its value equals [`value`](Self::value).
    pub fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        let mover = self.game.to_move(position);
        let moves = self.game.moves(position);
        moves
            .into_iter()
            .map(|mv| {
                let (next, points) = self.game.apply(position, &mv);
                let rest = self.value(&next);
                let same = self.game.to_move(&next) == mover;
                (mv, Value::after_move(points, rest, same))
            })
            .collect()
    }

    /// How many distinct positions have been solved so far.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }
}

impl<G: Game> Oracle<G> for Negamax<G> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Negamax::move_values(self, position)
    }
}

impl<G: Game> Oracle<G> for Negamax<&G> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Negamax::move_values(self, position)
    }
}

impl<G: Game> Oracle<G> for Negamax<Arc<G>> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Negamax::move_values(self, position)
    }
}
