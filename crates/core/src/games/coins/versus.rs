//! Exploiting a known opponent: the best the first player can do against a
//! second player who always plays greedily.
//!
//! Optimal play guarantees a value against any opponent. Against a greedy one
//! (who takes the larger end, the left on a tie) the first player can often do
//! better, by steering the greedy player into bad positions. With the
//! opponent's replies fixed, the game is a one-player search over the
//! segments where the first player moves: `G(i, j)` is the most the first
//! player collects from `a[i..j)`, in O(n²) time and O(n) memory for the
//! value, plus one byte per first-player segment for the line.

use crate::coins::{Line, Side, SolveError};
use crate::engine::greedy_choice;
use crate::games::rows::segment_sum;

/// The longest row [`versus_greedy`] accepts: about 5·10^7 steps and one byte
/// per first-player segment (n²/4 bytes, 25 MB at the limit).
pub const VERSUS_GREEDY_LIMIT: usize = 10_000;

/// The side a greedy player takes from `values[i..j)`: the engine's one
/// definition of greedy ([`greedy_choice`]) applied to the row game's two
/// moves, which makes it the larger end, the left on a tie.
pub fn greedy_side(values: &[i64], i: usize, j: usize) -> Side {
    let options =
        [Side::Left, Side::Right].map(|side| (side, i128::from(values[side.take((i, j)).0])));
    greedy_choice(options).expect("a non-empty segment has two ends")
}

/// The first player's best play against a greedy second player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exploit {
    /// The line: the first player's best moves, the greedy replies.
    pub line: Line,
    /// The first moves that reach the best total (one, or both on a tie).
    pub best: Vec<Side>,
}

/// The first player's best line against a greedy second player, or an error
/// for a row longer than [`VERSUS_GREEDY_LIMIT`].
///
/// ```
/// use optimal_play::coins::versus::versus_greedy;
/// use optimal_play::coins::{Algorithm, Row, Side};
/// // Against a perfect opponent the first player is held to 11 from
/// // 9 1 9 1 1. A greedy one answers the opening 9 with the 1 on the left
/// // (a tie with the right), and hands over the other 9: 19.
/// let row = [9, 1, 9, 1, 1];
/// assert_eq!(Row::new(row.to_vec()).outcome(Algorithm::Linear)?.first, 11);
/// let exploit = versus_greedy(&row)?;
/// assert_eq!(exploit.line.outcome.first, 19);
/// assert_eq!(exploit.best, vec![Side::Left]);
/// # Ok::<(), optimal_play::coins::SolveError>(())
/// ```
pub fn versus_greedy(values: &[i64]) -> Result<Exploit, SolveError> {
    let n = values.len();
    if n > VERSUS_GREEDY_LIMIT {
        return Err(SolveError::TooLong {
            algorithm: "the search against a greedy opponent",
            len: n,
            limit: VERSUS_GREEDY_LIMIT,
            hint: "; without --versus, `solve` takes any size",
        });
    }
    // What the first player collects after taking `side` of a[i..j), with
    // the greedy reply and `rest(i, j)` for the segment after it.
    let after = |i: usize, j: usize, side: Side, rest: &dyn Fn(usize, usize) -> i128| {
        let (taken, (i, j)) = side.take((i, j));
        let later = if i == j {
            0
        } else {
            let (_, (i, j)) = greedy_side(values, i, j).take((i, j));
            rest(i, j)
        };
        i128::from(values[taken]) + later
    };

    // best[i] = G(i, i + len) for the lengths the first player moves at:
    // n, n - 2, ..., down to n mod 2. Built from the shortest up.
    let shortest = n % 2;
    let mut best = vec![0i128; n + 1];
    let mut previous = vec![0i128; n + 1];
    // right_better[len / 2][i]: the first player takes the right end.
    let mut decisions: Vec<Vec<bool>> = Vec::new();
    let mut len = shortest;
    while len <= n {
        let mut row = vec![false; n - len + 1];
        if len > 0 {
            std::mem::swap(&mut best, &mut previous);
            let rest = |i: usize, _j: usize| previous[i];
            for i in 0..=n - len {
                let j = i + len;
                let left = after(i, j, Side::Left, &rest);
                let right = after(i, j, Side::Right, &rest);
                best[i] = left.max(right);
                row[i] = right > left;
            }
        }
        decisions.push(row);
        len += 2;
    }
    let first = best[0];

    let decision = |i: usize, j: usize| decisions[(j - i - shortest) / 2][i];
    let mut sides = Vec::with_capacity(n);
    let (mut i, mut j) = (0, n);
    while i < j {
        let side = if decision(i, j) {
            Side::Right
        } else {
            Side::Left
        };
        sides.push(side);
        (i, j) = side.take((i, j)).1;
        if i < j {
            let reply = greedy_side(values, i, j);
            sides.push(reply);
            (i, j) = reply.take((i, j)).1;
        }
    }
    let line = Line::replay(values, sides);
    debug_assert_eq!(line.outcome.first, first);
    debug_assert_eq!(
        line.outcome.first + line.outcome.second,
        segment_sum(values)
    );

    let mut best_first = Vec::new();
    if n > 0 {
        for side in [Side::Left, Side::Right] {
            let total = first_total_after(values, side, &decisions, shortest);
            if total == first {
                best_first.push(side);
            }
        }
    }
    Ok(Exploit {
        line,
        best: best_first,
    })
}

/// The first player's total when they open with `side` and then follow the
/// decisions.
fn first_total_after(
    values: &[i64],
    opening: Side,
    decisions: &[Vec<bool>],
    shortest: usize,
) -> i128 {
    let n = values.len();
    let (mut i, mut j) = (0, n);
    let mut total = 0i128;
    let mut side = opening;
    while i < j {
        let (taken, rest) = side.take((i, j));
        total += i128::from(values[taken]);
        (i, j) = rest;
        if i == j {
            break;
        }
        (i, j) = greedy_side(values, i, j).take((i, j)).1;
        if i < j {
            side = if decisions[(j - i - shortest) / 2][i] {
                Side::Right
            } else {
                Side::Left
            };
        }
    }
    total
}
