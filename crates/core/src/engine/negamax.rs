//! [`Negamax`]: the memoised brute-force solver of any [`Game`], the
//! oracle of a game without a fast one and the check on those with one.

use std::sync::Arc;

use super::{Game, Oracle, Value};

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
