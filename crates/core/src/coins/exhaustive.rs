//! The row game as a [`Game`] for the generic engine: the exhaustive search.
//!
//! It shares no code with the row game's own algorithms, which is why the tests
//! use it as an oracle. It is also the slowest of the three, so it refuses rows
//! longer than [`EXHAUSTIVE_LIMIT`].

use crate::coins::{Side, SolveError};
use crate::engine::{Game, Negamax, Player};

/// The longest row the exhaustive search accepts. The engine memoises every
/// segment (about n²/2 positions) and recurses once per move.
pub const EXHAUSTIVE_LIMIT: usize = 1_000;

/// The row game over a slice of values, as a [`Game`]. A position is the
/// segment `(i, j)` that is left.
///
/// ```
/// use optimal_play::coins::exhaustive::RowGame;
/// use optimal_play::engine::Negamax;
/// let game = RowGame::new(&[20, 30, 2, 2]);
/// assert_eq!(Negamax::new(&game).margin(&game.start()), 10);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct RowGame<'a> {
    values: &'a [i64],
}

impl<'a> RowGame<'a> {
    /// The game on `values`.
    pub fn new(values: &'a [i64]) -> Self {
        RowGame { values }
    }

    /// The start position: the whole row.
    pub fn start(&self) -> (usize, usize) {
        (0, self.values.len())
    }
}

impl Game for RowGame<'_> {
    type Position = (usize, usize);
    type Move = Side;

    fn to_move(&self, &(i, j): &(usize, usize)) -> Player {
        let taken = self.values.len() - (j - i);
        if taken % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }

    fn moves(&self, &(i, j): &(usize, usize)) -> Vec<Side> {
        if i < j {
            vec![Side::Left, Side::Right]
        } else {
            Vec::new()
        }
    }

    fn apply(&self, &(i, j): &(usize, usize), side: &Side) -> ((usize, usize), i128) {
        match side {
            Side::Left => ((i + 1, j), i128::from(self.values[i])),
            Side::Right => ((i, j - 1), i128::from(self.values[j - 1])),
        }
    }
}

fn check_len(values: &[i64]) -> Result<(), SolveError> {
    if values.len() > EXHAUSTIVE_LIMIT {
        return Err(SolveError::TooLong {
            algorithm: "the exhaustive search",
            len: values.len(),
            limit: EXHAUSTIVE_LIMIT,
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
        let margin = solver.margin(&position);
        let (side, _) = solver
            .move_values(&position)
            .into_iter()
            .find(|&(_, value)| value == margin)
            .expect("the maximum is attained by some move");
        sides.push(side);
        position = game.apply(&position, &side).0;
    }
    Ok(sides)
}
