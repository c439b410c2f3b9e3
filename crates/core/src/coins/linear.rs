//! The linear-time method: the peak reduction, the valley walk, and the
//! optimal line it gives.
//!
//! # The reduction
//!
//! Scan the row from left to right with a stack of *blocks*. A block stands for
//! a contiguous piece of the row and has a value. Push each value as a block of
//! one; then, while the top three blocks `x, y, z` satisfy `x <= y >= z`,
//! replace them by one block of value `x - y + z` that covers all three pieces.
//! At the end no block but the two ends is a local peak: the stack reads
//! non-increasing, then non-decreasing (a *valley*).
//!
//! # The valley walk
//!
//! On a valley, taking the larger end block is optimal (either, when they are
//! equal). Every block covers an odd number of values, so the turn passes after
//! each block, and the margin is the alternating sum of the blocks in the order
//! they are taken. Two pointers walk the valley in O(n); no sort is needed.
//!
//! # The line
//!
//! A merged block `x y z` taken from the left is played out as: the taker plays
//! `x` from the left, the other player then plays `y` from the left, and the
//! taker plays `z` from the left; from the right it is `z`, `y`, `x`, each from
//! the right. Unfolded all the way down, *a block taken from one end is taken
//! value by value from that end*, the players alternating. So the line needs
//! only where each block starts, not the block tree, and it comes out in O(n)
//! time and memory with no recursion.
//!
//! Every move of that line is optimal by the interval recurrence; the crate's
//! tests check this at every move, exhaustively on small rows and on random
//! ones.

use crate::coins::Side;

/// The peak reduction, fed one value at a time.
///
/// By default only the stack of block values is kept, so a row can be reduced
/// as it is read, in memory proportional to the stack (at most one block per
/// value, and usually far fewer). [`Reducer::with_line`] also keeps where each
/// block starts, which is all the optimal line needs.
///
/// ```
/// use optimal_play::coins::linear::Reducer;
/// let mut reducer = Reducer::default();
/// for value in [1, 3, 5, 2, 9] {
///     reducer.push(value);
/// }
/// assert_eq!(reducer.margin(), 8); // the first player ends 14 to 6
/// ```
#[derive(Debug, Clone, Default)]
pub struct Reducer {
    blocks: Vec<i128>,
    /// Where each block starts in the row, when the line is wanted.
    starts: Option<Vec<usize>>,
    pushed: usize,
}

impl Reducer {
    /// A reducer that also keeps what [`Reducer::line`] needs.
    pub fn with_line() -> Reducer {
        Reducer {
            starts: Some(Vec::new()),
            ..Reducer::default()
        }
    }

    /// Adds the next value of the row, on the right.
    #[inline]
    pub fn push(&mut self, value: i64) {
        let mut z = i128::from(value);
        let mut start = self.pushed;
        while let [.., x, y] = self.blocks[..] {
            if !(x <= y && y >= z) {
                break;
            }
            let merged = self.blocks.len() - 2;
            self.blocks.truncate(merged);
            z += x - y;
            if let Some(starts) = &mut self.starts {
                start = starts[merged];
                starts.truncate(merged);
            }
        }
        self.blocks.push(z);
        if let Some(starts) = &mut self.starts {
            starts.push(start);
        }
        self.pushed += 1;
    }

    /// The number of blocks on the stack now.
    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }

    /// The margin of the row pushed so far, for the player who moves first on
    /// it: the valley walk over the blocks.
    pub fn margin(&self) -> i128 {
        let mut margin = 0;
        let mut sign = 1;
        walk_valley(&self.blocks, |block, _| {
            margin += sign * self.blocks[block];
            sign = -sign;
        });
        margin
    }

    /// An optimal line for the row pushed so far: the side of every move, the
    /// first player moving first. `None` unless made by
    /// [`Reducer::with_line`].
    pub fn line(&self) -> Option<Vec<Side>> {
        let starts = self.starts.as_ref()?;
        let mut sides = Vec::with_capacity(self.pushed);
        walk_valley(&self.blocks, |block, side| {
            let end = starts.get(block + 1).copied().unwrap_or(self.pushed);
            sides.extend(std::iter::repeat_n(side, end - starts[block]));
        });
        Some(sides)
    }
}

/// The margin of `values` for the player who moves first: O(n) time.
///
/// ```
/// use optimal_play::coins::linear;
/// assert_eq!(linear::margin(&[10, 80, 90, 30]), 10);
/// assert_eq!(linear::margin(&[]), 0);
/// ```
pub fn margin(values: &[i64]) -> i128 {
    let mut reducer = Reducer::default();
    for &value in values {
        reducer.push(value);
    }
    reducer.margin()
}

/// An optimal line for `values`: the side of every move, in order, with the
/// first player moving first. O(n) time and memory.
///
/// ```
/// use optimal_play::coins::{linear, Side};
/// assert_eq!(linear::line(&[20, 30, 2, 2]), vec![Side::Right, Side::Left, Side::Left, Side::Left]);
/// ```
pub fn line(values: &[i64]) -> Vec<Side> {
    let mut reducer = Reducer::with_line();
    for &value in values {
        reducer.push(value);
    }
    reducer.line().unwrap_or_default()
}

/// Walks a valley of blocks from both ends, always taking the larger end block
/// (the left one on a tie), and calls `take(block, side)` for each, in order.
fn walk_valley(blocks: &[i128], mut take: impl FnMut(usize, Side)) {
    let (mut left, mut right) = (0, blocks.len());
    while left < right {
        if blocks[left] >= blocks[right - 1] {
            take(left, Side::Left);
            left += 1;
        } else {
            right -= 1;
            take(right, Side::Right);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stack_is_a_valley_after_the_reduction() {
        let mut reducer = Reducer::default();
        for value in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9] {
            reducer.push(value);
            let blocks = &reducer.blocks;
            for window in blocks.windows(3) {
                assert!(
                    !(window[0] <= window[1] && window[1] >= window[2]),
                    "{blocks:?}"
                );
            }
        }
    }

    #[test]
    fn a_decreasing_row_keeps_every_block() {
        let mut reducer = Reducer::default();
        for value in (0..100).rev() {
            reducer.push(value);
        }
        assert_eq!(reducer.blocks(), 100);
        // Taking from the left each time: 99 - 98 + 97 - ... - 0 = 50.
        assert_eq!(reducer.margin(), 50);
    }
}
