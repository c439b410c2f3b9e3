//! The row game as a [`Game`] for the generic engine: the exhaustive search.
//!
//! It shares no code with the row game's own algorithms, which is why the tests
//! use it as an oracle. It is also the slowest of the three, so it refuses rows
//! longer than [`EXHAUSTIVE_LIMIT`].

use crate::engine::picture::{Picture, Scene, Target};
use std::sync::Arc;

use crate::coins::{Side, SolveError};
use crate::engine::{BadMove, Game, Negamax, Notation, Player};

/// The longest row the exhaustive search accepts. The engine memoises every
/// segment (about n²/2 positions) and recurses once per move.
pub const EXHAUSTIVE_LIMIT: usize = 1_000;

/// The row game over a slice of values, as a [`Game`]. A position is the
/// segment `(i, j)` that is left.
///
/// ```
/// use optimal_play::coins::exhaustive::RowGame;
/// use optimal_play::engine::{Game, Negamax};
/// let game = RowGame::new(&[20, 30, 2, 2]);
/// assert_eq!(Negamax::new(&game).margin(&game.start()), 10);
/// ```
#[derive(Debug, Clone)]
pub struct RowGame {
    values: Arc<[i64]>,
}

impl RowGame {
    /// The game on `values` (copied once; clones of the game share them).
    pub fn new(values: &[i64]) -> Self {
        RowGame {
            values: Arc::from(values),
        }
    }

    /// The game on values already shared.
    pub fn from_shared(values: Arc<[i64]>) -> Self {
        RowGame { values }
    }

    /// The row's values.
    pub fn values(&self) -> &[i64] {
        &self.values
    }

    /// The values shared with this game, for an oracle or another game.
    pub fn shared_values(&self) -> Arc<[i64]> {
        Arc::clone(&self.values)
    }

    /// The value a move takes at the segment `(i, j)`.
    ///
    /// # Panics
    ///
    /// If the segment is empty.
    pub fn taken(&self, &segment: &(usize, usize), side: Side) -> i64 {
        self.values[side.take(segment).0]
    }
}

impl Notation for RowGame {
    fn move_text(&self, _: &(usize, usize), side: &Side) -> String {
        side.name().to_owned()
    }

    fn describe_move(&self, position: &(usize, usize), side: &Side) -> String {
        format!("take {} from the {side}", self.taken(position, *side))
    }

    fn read_move(&self, position: &(usize, usize), text: &str) -> Result<Side, BadMove> {
        crate::row_games::read_side(self, position, text)
    }

    fn move_json(&self, position: &(usize, usize), side: &Side) -> serde_json::Value {
        serde_json::json!({
            "text": side.name(),
            "side": side.name(),
            "value": self.taken(position, *side),
        })
    }

    fn position_text(&self, &(i, j): &(usize, usize)) -> String {
        crate::coins::render::segment_picture(&self.values[i..j], 8)
    }

    fn scene(&self) -> Scene {
        Scene::row(&self.values)
    }

    fn picture(&self, &(from, to): &(usize, usize)) -> Picture {
        Picture::row(from, to)
    }

    fn move_target(&self, &segment: &(usize, usize), side: &Side) -> Option<Target> {
        Some(Target::Value {
            index: side.take(segment).0,
        })
    }

    fn position_json(&self, &(i, j): &(usize, usize)) -> serde_json::Value {
        serde_json::json!({ "from": i, "to": j })
    }

    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "values": &*self.values })
    }

    fn move_syntax(&self, _: &(usize, usize)) -> String {
        "l (left) or r (right)".to_owned()
    }
}

impl Game for RowGame {
    type Position = (usize, usize);
    type Move = Side;

    fn start(&self) -> (usize, usize) {
        (0, self.values.len())
    }

    fn to_move(&self, &(i, j): &(usize, usize)) -> Player {
        let taken = self.values.len() - (j - i);
        Player::after(taken as u64)
    }

    fn moves(&self, &(i, j): &(usize, usize)) -> Vec<Side> {
        if i < j {
            vec![Side::Left, Side::Right]
        } else {
            Vec::new()
        }
    }

    fn apply(&self, &segment: &(usize, usize), side: &Side) -> ((usize, usize), i128) {
        let (index, rest) = side.take(segment);
        (rest, i128::from(self.values[index]))
    }
}

fn check_len(values: &[i64]) -> Result<(), SolveError> {
    if values.len() > EXHAUSTIVE_LIMIT {
        return Err(SolveError::TooLong {
            algorithm: "the exhaustive search",
            len: values.len(),
            limit: EXHAUSTIVE_LIMIT,
            hint: "; the linear algorithm (the default) has no such limit",
        });
    }
    Ok(())
}

/// The first player's margin by exhaustive search.
pub fn margin(values: &[i64]) -> Result<i128, SolveError> {
    check_len(values)?;
    let game = RowGame::new(values);
    Ok(Negamax::new(&game).margin(&game.start()))
}

/// An optimal line by exhaustive search: the left end whenever it is optimal.
pub fn line(values: &[i64]) -> Result<Vec<Side>, SolveError> {
    check_len(values)?;
    let game = RowGame::new(values);
    let mut solver = Negamax::new(&game);
    let mut position = game.start();
    let mut sides = Vec::with_capacity(values.len());
    while position.0 < position.1 {
        let best = solver.value(&position);
        let (side, _) = solver
            .move_values(&position)
            .into_iter()
            .find(|&(_, value)| value == best)
            .expect("the maximum is attained by some move");
        sides.push(side);
        position = game.apply(&position, &side).0;
    }
    Ok(sides)
}
