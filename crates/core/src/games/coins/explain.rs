//! Explaining the optimal play of a row: the reason for every move, greedy
//! play beside optimal play, a strategy a person can remember, and how many
//! optimal lines there are.
//!
//! Every number an explanation quotes comes from the interval recurrence
//! ([`Table`]), so the explanation is the recurrence read aloud: at each move,
//! each end's value minus the margin of the segment it leaves the opponent.

use num_bigint::BigUint;

use crate::coins::interval::{TABLE_LIMIT, Table};
use crate::coins::versus::greedy_side;
use crate::coins::{Line, Outcome, Player, Row, Side, SolveError, linear};

/// One end as a choice: what taking it gives the mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndChoice {
    /// The value taken.
    pub value: i64,
    /// The segment left to the opponent, as `i..j` of the row.
    pub leaves: (usize, usize),
    /// The opponent's margin on that segment, with optimal play.
    pub opponent_margin: i128,
    /// What the mover finishes with, over the values from here:
    /// `value - opponent_margin`.
    pub result: i128,
}

/// One move of the optimal line, with its reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The move's number, from 1.
    pub number: usize,
    /// Who moves.
    pub player: Player,
    /// The segment before the move, as `i..j` of the row.
    pub segment: (usize, usize),
    /// The end taken.
    pub side: Side,
    /// Taking the left end.
    pub left: EndChoice,
    /// Taking the right end.
    pub right: EndChoice,
    /// Whether only one end was optimal. A segment of one value is forced.
    pub forced: bool,
    /// The first player's total after the move.
    pub first_total: i128,
    /// The second player's total after the move.
    pub second_total: i128,
}

impl Step {
    /// The choice that was made.
    pub fn taken(&self) -> &EndChoice {
        match self.side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        }
    }

    /// The choice that was not made.
    pub fn other(&self) -> &EndChoice {
        match self.side {
            Side::Left => &self.right,
            Side::Right => &self.left,
        }
    }
}

/// Greedy play (always the larger end, the left on a tie) beside optimal
/// play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GreedyComparison {
    /// The game two greedy players produce.
    pub both_greedy: Line,
    /// A greedy first player against a perfect second player.
    pub greedy_against_perfect: Line,
    /// Optimal play by both.
    pub optimal: Outcome,
}

/// The strategy for rows of even length: take every value at odd positions
/// (1st, 3rd, ...) or every value at even positions, whichever sum is larger.
/// The first player can always do it, so it never loses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParityStrategy {
    /// The sum of the values at odd positions (1st, 3rd, ..., counting from 1).
    pub odd_sum: i128,
    /// The sum of the values at even positions (2nd, 4th, ...).
    pub even_sum: i128,
    /// Which set the first player takes: the larger (odd on a tie).
    pub takes_odd: bool,
    /// What the strategy guarantees the first player: the larger sum.
    pub guaranteed: i128,
    /// What optimal play gets the first player.
    pub optimal: i128,
}

impl ParityStrategy {
    /// The first move that starts the strategy: the left end is at position
    /// 1 (odd), the right end at position n (even).
    pub fn first_move(&self) -> Side {
        if self.takes_odd {
            Side::Left
        } else {
            Side::Right
        }
    }
}

/// Everything `optimal-play coins explain` says about a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// Every move of an optimal line, with its reasons.
    pub steps: Vec<Step>,
    /// The outcome of optimal play.
    pub outcome: Outcome,
    /// Greedy play beside optimal play.
    pub greedy: GreedyComparison,
    /// The odd/even strategy, for rows of even length.
    pub parity: Option<ParityStrategy>,
    /// How many distinct optimal lines the row has.
    pub optimal_lines: BigUint,
}

/// Explains `row`, or refuses a row longer than [`TABLE_LIMIT`] values.
///
/// ```
/// use optimal_play::coins::explain::explain;
/// use optimal_play::coins::{Row, Side};
///
/// let explanation = explain(&Row::new(vec![1, 3, 5, 2, 9]))?;
/// let first = &explanation.steps[0];
/// assert_eq!(first.side, Side::Right);
/// // Taking 9 leaves [1 3 5 2], worth 1 to the opponent: 9 - 1 = 8.
/// assert_eq!((first.right.opponent_margin, first.right.result), (1, 8));
/// // Taking 1 leaves [3 5 2 9], worth 9 to them: 1 - 9 = -8.
/// assert_eq!((first.left.opponent_margin, first.left.result), (9, -8));
/// assert!(first.forced);
/// # Ok::<(), optimal_play::coins::SolveError>(())
/// ```
pub fn explain(row: &Row) -> Result<Explanation, SolveError> {
    let values = row.values();
    if values.len() > EXPLAIN_LIMIT {
        return Err(SolveError::TooLong {
            algorithm: "the explanation",
            len: values.len(),
            limit: EXPLAIN_LIMIT,
            hint: "; `coins solve` takes any size",
        });
    }
    let table = Table::new(values)?;
    let line = Line::replay(values, linear::line(values));
    let mut steps = Vec::with_capacity(values.len());
    let (mut i, mut j) = (0, values.len());
    for (at, mv) in line.moves(values).enumerate() {
        let choice = |side: Side| {
            let (index, leaves) = side.take((i, j));
            let value = values[index];
            let opponent_margin = table.margin(leaves.0, leaves.1);
            EndChoice {
                value,
                leaves,
                opponent_margin,
                result: i128::from(value) - opponent_margin,
            }
        };
        let (left, right) = (choice(Side::Left), choice(Side::Right));
        steps.push(Step {
            number: at + 1,
            player: mv.player,
            segment: (i, j),
            side: mv.side,
            left,
            right,
            forced: j - i == 1 || left.result != right.result,
            first_total: mv.first_total,
            second_total: mv.second_total,
        });
        (i, j) = mv.side.take((i, j)).1;
    }
    let outcome = line.outcome;
    Ok(Explanation {
        steps,
        outcome,
        greedy: compare_greedy(values, &table, outcome),
        parity: parity_strategy(values, outcome),
        optimal_lines: count_optimal_lines(values)?,
    })
}

fn compare_greedy(values: &[i64], table: &Table, optimal: Outcome) -> GreedyComparison {
    let play = |perfect_second: bool| {
        let (mut i, mut j) = (0, values.len());
        let mut sides = Vec::with_capacity(values.len());
        for turn in 0..values.len() {
            let side = if perfect_second && turn % 2 == 1 {
                if i128::from(values[i]) - table.margin(i + 1, j) == table.margin(i, j) {
                    Side::Left
                } else {
                    Side::Right
                }
            } else {
                greedy_side(values, i, j)
            };
            sides.push(side);
            (i, j) = side.take((i, j)).1;
        }
        Line::replay(values, sides)
    };
    GreedyComparison {
        both_greedy: play(false),
        greedy_against_perfect: play(true),
        optimal,
    }
}

fn parity_strategy(values: &[i64], optimal: Outcome) -> Option<ParityStrategy> {
    if values.is_empty() || values.len() % 2 == 1 {
        return None;
    }
    // Positions count from 1: index 0 is position 1, odd.
    let odd_sum: i128 = values.iter().step_by(2).map(|&v| i128::from(v)).sum();
    let even_sum: i128 = values
        .iter()
        .skip(1)
        .step_by(2)
        .map(|&v| i128::from(v))
        .sum();
    let takes_odd = odd_sum >= even_sum;
    Some(ParityStrategy {
        odd_sum,
        even_sum,
        takes_odd,
        guaranteed: odd_sum.max(even_sum),
        optimal: optimal.first,
    })
}

/// The longest row explained: the explanation keeps the whole margin table.
pub const EXPLAIN_LIMIT: usize = TABLE_LIMIT;

/// How many distinct optimal lines `values` has: sequences of moves, both
/// players always choosing an optimal end. A move is the value taken, so the
/// last value, which is both ends at once, is one move, not two. Exact, by a
/// count over the interval recurrence in O(n²) big-integer additions and O(n)
/// rows of memory; rows of at most [`TABLE_LIMIT`] values.
///
/// ```
/// use optimal_play::coins::explain::count_optimal_lines;
/// // Every move of 1 1 1 1 is optimal: 2 · 2 · 2 · 1 = 8 lines.
/// assert_eq!(count_optimal_lines(&[1, 1, 1, 1])?, 8u32.into());
/// // In 1 3 5 2 9 only the third move is free: two lines.
/// assert_eq!(count_optimal_lines(&[1, 3, 5, 2, 9])?, 2u32.into());
/// # Ok::<(), optimal_play::coins::SolveError>(())
/// ```
pub fn count_optimal_lines(values: &[i64]) -> Result<BigUint, SolveError> {
    let n = values.len();
    if n > TABLE_LIMIT {
        return Err(SolveError::TooLong {
            algorithm: "counting the optimal lines",
            len: n,
            limit: TABLE_LIMIT,
            hint: "; `coins solve` takes any size",
        });
    }
    // Rolling rows by length: margin[i] = M(i, i + len), count[i] = the
    // number of optimal lines of that segment.
    let mut margin = vec![0i128; n + 1];
    let mut count: Vec<BigUint> = vec![BigUint::from(1u32); n + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            let j = i + len;
            let left = i128::from(values[i]) - margin[i + 1];
            let right = i128::from(values[j - 1]) - margin[i];
            let best = left.max(right);
            let lines = if len == 1 {
                BigUint::from(1u32)
            } else {
                match (left == best, right == best) {
                    (true, true) => &count[i + 1] + &count[i],
                    (true, false) => count[i + 1].clone(),
                    _ => count[i].clone(),
                }
            };
            margin[i] = best;
            count[i] = lines;
        }
    }
    Ok(count.swap_remove(0))
}
