//! The row game: take a value from either end of a row.
//!
//! Also known as coins in a line, gold pots, or AtCoder's "Deque". A [`Row`] of
//! `i64` values lies on the table; the players move in turn, each taking the
//! value at the left or the right end of what is left, and each wants the
//! larger total.
//!
//! Three algorithms answer the same questions ([`Algorithm`]):
//!
//! | algorithm | time | memory (value) | memory (line) | module |
//! |---|---|---|---|---|
//! | [`Algorithm::Linear`] | O(n) | O(n) worst, usually far less | O(n) | [`linear`] |
//! | [`Algorithm::Interval`] | O(n²) | O(n) | O(n²), up to [`interval::TABLE_LIMIT`] | [`interval`] |
//! | [`Algorithm::Exhaustive`] | O(n²) positions, memoised | O(n²) | O(n²), up to [`EXHAUSTIVE_LIMIT`] | [`exhaustive`] |
//!
//! ```
//! use optimal_play::coins::{Algorithm, Row, Side};
//!
//! let row = Row::new(vec![20, 30, 2, 2]);
//! let outcome = row.outcome(Algorithm::Linear)?;
//! assert_eq!((outcome.first, outcome.second, outcome.margin), (32, 22, 10));
//!
//! // Greedy play would take 20; the optimal move is the 2 on the right.
//! let ends = row.ends(0..4).unwrap();
//! assert_eq!(ends.best(), vec![Side::Right]);
//! assert_eq!((ends.left, ends.right), (-10, 10));
//!
//! let line = row.line(Algorithm::Linear)?;
//! assert_eq!(line.moves(row.values()).next().unwrap().value, 2);
//! assert_eq!(line.outcome, outcome);
//! # Ok::<(), optimal_play::coins::SolveError>(())
//! ```

pub mod entry;
pub mod exhaustive;
pub mod explain;
pub mod interval;
pub mod linear;
pub mod read;
pub mod render;
pub mod versus;

use std::ops::Range;

use serde::Serialize;

use crate::engine::{Oracle, Value};
pub use crate::engine::{Player, SolveError};
pub use crate::games::rows::generate;
pub use crate::games::rows::{Row, Side, row_session_bytes};
pub use exhaustive::EXHAUSTIVE_LIMIT;
pub use read::RowLayout;

/// The result of optimal play from the start of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The first player's total.
    pub first: i128,
    /// The second player's total.
    pub second: i128,
    /// `first - second`: the AtCoder "Deque" answer.
    pub margin: i128,
}

impl Outcome {
    /// The outcome of a row with sum `sum` whose first player's margin is
    /// `margin`: the totals are `(sum + margin) / 2` and `(sum - margin) / 2`.
    ///
    /// ```
    /// use optimal_play::coins::Outcome;
    /// let outcome = Outcome::from_margin(20, 8);
    /// assert_eq!((outcome.first, outcome.second), (14, 6));
    /// ```
    pub fn from_margin(sum: i128, margin: i128) -> Outcome {
        debug_assert_eq!(
            (sum + margin).rem_euclid(2),
            0,
            "sum and margin differ in parity"
        );
        Outcome {
            first: (sum + margin).div_euclid(2),
            second: (sum - margin).div_euclid(2),
            margin,
        }
    }
}

crate::choices! {
    /// Which algorithm computes the answer. All give the same values; they
    /// differ in speed, in the size they accept, and in which optimal line
    /// they pick when several are optimal.
    #[derive(Hash, Default)]
    pub enum Algorithm {
        /// The O(n) reduction and valley walk ([`linear`]).
        #[default]
        Linear = "linear": "O(n) peak reduction and valley walk; any size",
        /// The O(n²) interval recurrence ([`interval`]), the reference solver.
        Interval = "interval": "the O(n^2) interval recurrence; the line needs at most 5000 values",
        /// The generic memoised negamax of [`crate::engine`] ([`exhaustive`]);
        /// at most [`EXHAUSTIVE_LIMIT`] values.
        Exhaustive = "exhaustive": "the generic game-tree engine, memoised; at most 1000 values",
    }
}

/// One move of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// Who moves.
    pub player: Player,
    /// Which end they take.
    pub side: Side,
    /// The position of the value taken in the original row, from 0.
    pub index: usize,
    /// The value taken.
    pub value: i64,
    /// The first player's total after this move.
    pub first_total: i128,
    /// The second player's total after this move.
    pub second_total: i128,
}

/// A whole game: the side of every move, with the outcome it reaches. The
/// moves themselves, with values and running totals, come from
/// [`Line::moves`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The side taken at each move; the first player makes the first.
    pub sides: Vec<Side>,
    /// The totals at the end.
    pub outcome: Outcome,
}

impl Line {
    /// The line that takes `sides` on `values`, the first player moving
    /// first.
    ///
    /// # Panics
    ///
    /// If `sides` has more moves than `values` has values.
    ///
    /// ```
    /// use optimal_play::coins::{Line, Player, Side};
    /// let values = [1, 3, 5, 2, 9];
    /// let line = Line::replay(&values, vec![Side::Right, Side::Left, Side::Left]);
    /// let last = line.moves(&values).last().unwrap();
    /// assert_eq!((last.player, last.value, last.first_total, last.second_total), (Player::First, 3, 12, 1));
    /// assert_eq!((line.outcome.first, line.outcome.second), (12, 1));
    /// ```
    pub fn replay(values: &[i64], sides: Vec<Side>) -> Line {
        assert!(sides.len() <= values.len(), "more moves than values");
        let mut line = Line {
            sides,
            outcome: Outcome::from_margin(0, 0),
        };
        let (first, second) = line
            .moves(values)
            .last()
            .map_or((0, 0), |mv| (mv.first_total, mv.second_total));
        line.outcome = Outcome {
            first,
            second,
            margin: first - second,
        };
        line
    }

    /// The moves of the line on `values` (the row it was made for), with the
    /// running totals, computed as they are iterated.
    pub fn moves<'a>(&'a self, values: &'a [i64]) -> impl Iterator<Item = Move> + 'a {
        let mut segment = (0, values.len());
        let mut totals = [0i128; 2];
        self.sides.iter().enumerate().map(move |(turn, &side)| {
            let (index, rest) = side.take(segment);
            segment = rest;
            let value = values[index];
            totals[turn % 2] += i128::from(value);
            Move {
                player: Player::after(turn as u64),
                side,
                index,
                value,
                first_total: totals[0],
                second_total: totals[1],
            }
        })
    }
}

/// What each end is worth to the player to move on a segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndValues {
    /// The mover's final margin over the segment when taking the left end,
    /// then both playing optimally.
    pub left: i128,
    /// The same, when taking the right end.
    pub right: i128,
}

impl EndValues {
    /// The segment's margin for the mover: the better of the two ends.
    pub fn margin(&self) -> i128 {
        self.left.max(self.right)
    }

    /// Whether taking `side` is optimal.
    pub fn is_optimal(&self, side: Side) -> bool {
        self.value(side) == self.margin()
    }

    /// The margin taking `side` gives.
    pub fn value(&self, side: Side) -> i128 {
        match side {
            Side::Left => self.left,
            Side::Right => self.right,
        }
    }

    /// The optimal ends: one, or both when they tie (left first).
    pub fn best(&self) -> Vec<Side> {
        [Side::Left, Side::Right]
            .into_iter()
            .filter(|&side| self.is_optimal(side))
            .collect()
    }
}

impl Row {
    /// The outcome of optimal play, by `algorithm`.
    pub fn outcome(&self, algorithm: Algorithm) -> Result<Outcome, SolveError> {
        let values = self.values();
        let margin = match algorithm {
            Algorithm::Linear => linear::margin(values),
            Algorithm::Interval => {
                if values.len() > interval::VALUE_LIMIT {
                    return Err(SolveError::TooLong {
                        algorithm: "the interval recurrence (O(n²))",
                        len: values.len(),
                        limit: interval::VALUE_LIMIT,
                        hint: "; the linear algorithm (the default) has no such limit",
                    });
                }
                interval::margin(values)
            }
            Algorithm::Exhaustive => exhaustive::margin(values)?,
        };
        Ok(Outcome::from_margin(self.sum(), margin))
    }

    /// An optimal line from the start, by `algorithm`. When both ends are
    /// optimal, `linear` takes the side its valley walk reaches first, and the
    /// other two take the left.
    pub fn line(&self, algorithm: Algorithm) -> Result<Line, SolveError> {
        let values = self.values();
        let sides = match algorithm {
            Algorithm::Linear => linear::line(values),
            Algorithm::Interval => interval::Table::new(values)?.line(values),
            Algorithm::Exhaustive => exhaustive::line(values)?,
        };
        Ok(Line::replay(values, sides))
    }

    /// What each end of the segment `range` is worth to the player to move
    /// there, or `None` if the segment is empty. O(len), by the linear method.
    ///
    /// # Panics
    ///
    /// If `range` is not within the row.
    ///
    /// ```
    /// use optimal_play::coins::Row;
    /// let row = Row::new(vec![1, 3, 5, 2, 9]);
    /// let ends = row.ends(0..5).unwrap();
    /// assert_eq!((ends.left, ends.right), (-8, 8));
    /// ```
    pub fn ends(&self, range: Range<usize>) -> Option<EndValues> {
        segment_ends(&self.values()[range])
    }
}

/// From this many values on, [`segment_ends`] works out the two ends on two
/// threads: a play session's reply on a long row takes half the time.
const PARALLEL_ENDS: usize = 1 << 16;

/// What each end of `segment` is worth to the player to move on it, by the
/// linear method; `None` if it is empty.
fn segment_ends(segment: &[i64]) -> Option<EndValues> {
    let (&first, &last) = (segment.first()?, segment.last()?);
    let without_first = &segment[1..];
    let without_last = &segment[..segment.len() - 1];
    let (after_left, after_right) = if segment.len() >= PARALLEL_ENDS {
        std::thread::scope(|scope| {
            let after_left = scope.spawn(|| linear::margin(without_first));
            let after_right = linear::margin(without_last);
            (
                after_left
                    .join()
                    .unwrap_or_else(|_| linear::margin(without_first)),
                after_right,
            )
        })
    } else {
        (linear::margin(without_first), linear::margin(without_last))
    };
    Some(EndValues {
        left: i128::from(first) - after_left,
        right: i128::from(last) - after_right,
    })
}

/// The row game's [`Oracle`] for play sessions: what each end of the current
/// segment is worth, by the linear method, in O(len) per position.
///
/// ```
/// use optimal_play::coins::{RowOracle, Side};
/// use optimal_play::engine::{Oracle, Value};
/// let mut oracle = RowOracle::new(&[1, 3, 5, 2, 9]);
/// assert_eq!(oracle.move_values(&(0, 5)), vec![(Side::Left, Value::Margin(-8)), (Side::Right, Value::Margin(8))]);
/// ```
#[derive(Debug, Clone)]
pub struct RowOracle {
    values: std::sync::Arc<[i64]>,
}

impl RowOracle {
    /// The oracle for the row `values` (copied once).
    pub fn new(values: &[i64]) -> Self {
        RowOracle {
            values: values.into(),
        }
    }

    /// The oracle for the values of `game`, shared with it.
    pub fn for_game(game: &exhaustive::RowGame) -> Self {
        RowOracle {
            values: game.shared_values(),
        }
    }
}

impl From<&exhaustive::RowGame> for RowOracle {
    fn from(game: &exhaustive::RowGame) -> Self {
        RowOracle::for_game(game)
    }
}

impl Oracle<exhaustive::RowGame> for RowOracle {
    fn move_values(&mut self, &(i, j): &(usize, usize)) -> Vec<(Side, Value)> {
        segment_ends(&self.values[i..j])
            .map(|ends| {
                vec![
                    (Side::Left, Value::Margin(ends.left)),
                    (Side::Right, Value::Margin(ends.right)),
                ]
            })
            .unwrap_or_default()
    }
}
