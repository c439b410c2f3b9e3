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
    blocks: Blocks,
    /// Where each block starts in the row, when the line is wanted.
    starts: Option<Vec<usize>>,
    pushed: usize,
}

/// The stack of blocks: 64-bit while every block fits (8 bytes a block), and
/// 128-bit from the first merge that does not.
#[derive(Debug, Clone)]
enum Blocks {
    Narrow(Vec<i64>),
    Wide(Vec<i128>),
}

impl Default for Blocks {
    fn default() -> Blocks {
        Blocks::Narrow(Vec::new())
    }
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
        let start = self.pushed;
        self.pushed += 1;
        let (z, start) = match &mut self.blocks {
            Blocks::Narrow(blocks) => match push_narrow(blocks, &mut self.starts, value, start) {
                Ok(()) => return,
                Err(pending) => pending,
            },
            Blocks::Wide(_) => (i128::from(value), start),
        };
        if let Blocks::Narrow(blocks) = &self.blocks {
            self.blocks = Blocks::Wide(blocks.iter().map(|&b| i128::from(b)).collect());
        }
        let Blocks::Wide(blocks) = &mut self.blocks else {
            unreachable!("widened above")
        };
        push_wide(blocks, &mut self.starts, z, start);
    }

    /// The number of blocks on the stack now.
    pub fn blocks(&self) -> usize {
        match &self.blocks {
            Blocks::Narrow(blocks) => blocks.len(),
            Blocks::Wide(blocks) => blocks.len(),
        }
    }

    /// Whether the blocks have outgrown 64 bits (and take 16 bytes each).
    pub fn is_wide(&self) -> bool {
        matches!(self.blocks, Blocks::Wide(_))
    }

    /// The margin of the row pushed so far, for the player who moves first on
    /// it: the valley walk over the blocks.
    pub fn margin(&self) -> i128 {
        let mut margin = 0;
        let mut sign = 1;
        self.walk(|value, _, _| {
            margin += sign * value;
            sign = -sign;
        });
        margin
    }

    fn walk(&self, mut take: impl FnMut(i128, usize, Side)) {
        match &self.blocks {
            Blocks::Narrow(blocks) => walk_valley(blocks, |block, side| {
                take(i128::from(blocks[block]), block, side)
            }),
            Blocks::Wide(blocks) => {
                walk_valley(blocks, |block, side| take(blocks[block], block, side))
            }
        }
    }

    /// An optimal line for the row pushed so far: the side of every move, the
    /// first player moving first. `None` unless made by
    /// [`Reducer::with_line`].
    pub fn line(&self) -> Option<Vec<Side>> {
        let starts = self.starts.as_ref()?;
        let mut sides = Vec::with_capacity(self.pushed);
        self.walk(|_, block, side| {
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

/// Pushes `value` on a stack of 64-bit blocks, merging peaks; `Err` with the
/// block being formed and its start when a merge no longer fits in 64 bits
/// (the stack holds every block below it, still a valid reduction).
#[inline]
fn push_narrow(
    blocks: &mut Vec<i64>,
    starts: &mut Option<Vec<usize>>,
    value: i64,
    mut start: usize,
) -> Result<(), (i128, usize)> {
    let mut z = value;
    while let [.., x, y] = blocks[..] {
        if !(x <= y && y >= z) {
            break;
        }
        let merged = blocks.len() - 2;
        blocks.truncate(merged);
        if let Some(starts) = starts {
            start = starts[merged];
            starts.truncate(merged);
        }
        let next = i128::from(z) + i128::from(x) - i128::from(y);
        match i64::try_from(next) {
            Ok(next) => z = next,
            Err(_) => return Err((next, start)),
        }
    }
    blocks.push(z);
    if let Some(starts) = starts {
        starts.push(start);
    }
    Ok(())
}

/// Pushes block `z`, starting at `start`, on a stack of 128-bit blocks.
fn push_wide(
    blocks: &mut Vec<i128>,
    starts: &mut Option<Vec<usize>>,
    mut z: i128,
    mut start: usize,
) {
    while let [.., x, y] = blocks[..] {
        if !(x <= y && y >= z) {
            break;
        }
        let merged = blocks.len() - 2;
        blocks.truncate(merged);
        z += x - y;
        if let Some(starts) = starts {
            start = starts[merged];
            starts.truncate(merged);
        }
    }
    blocks.push(z);
    if let Some(starts) = starts {
        starts.push(start);
    }
}

/// The peak reduction of a row and of the same row without its first value
/// at once, for the values of both ends of a streamed row. The two stacks
/// differ only at the bottom, where the first value's block lies: above
/// that they hold the same blocks, which are kept once. So the pair costs
/// one reduction's time and memory, one block per value at worst (a
/// strictly monotone row), where two reducers would cost two.
///
/// ```
/// use optimal_play::coins::linear::{self, EndsReducer};
/// let row = [1, 3, 5, 2, 9];
/// let mut pair = EndsReducer::default();
/// for value in row {
///     pair.push(value);
/// }
/// assert_eq!(pair.margins(), (linear::margin(&row), linear::margin(&row[1..])));
/// ```
#[derive(Debug, Clone, Default)]
pub struct EndsReducer {
    /// The whole row's blocks under the shared ones.
    whole_bottom: Vec<i128>,
    /// The blocks of the row without its first value under the shared ones.
    rest_bottom: Vec<i128>,
    /// The blocks on top of both stacks.
    shared: Blocks,
    started: bool,
}

impl EndsReducer {
    /// Adds the next value of the row, on the right.
    #[inline]
    pub fn push(&mut self, value: i64) {
        if !self.started {
            self.started = true;
            self.whole_bottom.push(i128::from(value));
            return;
        }
        // Merges among the shared blocks are the same in both stacks.
        let z = match &mut self.shared {
            Blocks::Narrow(blocks) => match reduce_narrow(blocks, value) {
                Reduced::Pushed => return,
                Reduced::Bottom(z) => z,
                Reduced::Wide(z) => {
                    self.shared = Blocks::Wide(blocks.iter().map(|&b| i128::from(b)).collect());
                    let Blocks::Wide(blocks) = &mut self.shared else {
                        unreachable!("widened above")
                    };
                    match reduce_wide(blocks, z) {
                        Some(z) => z,
                        None => return,
                    }
                }
            },
            Blocks::Wide(blocks) => match reduce_wide(blocks, i128::from(value)) {
                Some(z) => z,
                None => return,
            },
        };
        // Fewer than two shared blocks are left under `z`: the next merge
        // may reach the bottoms, which differ. Each stack goes on alone.
        if let Some(last) = self.shared.pop() {
            self.whole_bottom.push(last);
            self.rest_bottom.push(last);
        }
        push_wide(&mut self.whole_bottom, &mut None, z, 0);
        push_wide(&mut self.rest_bottom, &mut None, z, 0);
        // Equal blocks on top of both are shared again.
        let common = self
            .whole_bottom
            .iter()
            .rev()
            .zip(self.rest_bottom.iter().rev())
            .take_while(|(a, b)| a == b)
            .count();
        let from = self.whole_bottom.len() - common;
        for &block in &self.whole_bottom[from..] {
            self.shared.push(block);
        }
        self.whole_bottom.truncate(from);
        self.rest_bottom.truncate(self.rest_bottom.len() - common);
    }

    /// The margins of the row pushed so far and of the same row without its
    /// first value, for the player who moves first on each.
    pub fn margins(&self) -> (i128, i128) {
        (
            self.shared.margin_over(&self.whole_bottom),
            self.shared.margin_over(&self.rest_bottom),
        )
    }

    /// The blocks held, shared ones once.
    pub fn blocks(&self) -> usize {
        self.whole_bottom.len() + self.rest_bottom.len() + self.shared.len()
    }
}

/// What [`reduce_narrow`] did with a value.
enum Reduced {
    /// It was pushed after the merges it caused.
    Pushed,
    /// Fewer than two blocks are left under the block being formed, `z`,
    /// which is not pushed.
    Bottom(i128),
    /// A merge outgrew 64 bits; `z` is the block being formed, not pushed.
    Wide(i128),
}

/// Merges on a stack of 64-bit blocks while its top two blocks and `value`
/// make a peak, and pushes the result, unless fewer than two blocks are
/// left under it or it outgrows 64 bits.
#[inline]
fn reduce_narrow(blocks: &mut Vec<i64>, value: i64) -> Reduced {
    let mut z = value;
    loop {
        let [.., x, y] = blocks[..] else {
            return Reduced::Bottom(i128::from(z));
        };
        if !(x <= y && y >= z) {
            blocks.push(z);
            return Reduced::Pushed;
        }
        blocks.truncate(blocks.len() - 2);
        let next = i128::from(z) + i128::from(x) - i128::from(y);
        match i64::try_from(next) {
            Ok(next) => z = next,
            Err(_) => return Reduced::Wide(next),
        }
    }
}

/// As [`reduce_narrow`] on 128-bit blocks: `None` once `z` is pushed, the
/// block being formed when fewer than two blocks are left under it.
fn reduce_wide(blocks: &mut Vec<i128>, mut z: i128) -> Option<i128> {
    loop {
        let [.., x, y] = blocks[..] else {
            return Some(z);
        };
        if !(x <= y && y >= z) {
            blocks.push(z);
            return None;
        }
        blocks.truncate(blocks.len() - 2);
        z += x - y;
    }
}

impl Blocks {
    fn len(&self) -> usize {
        match self {
            Blocks::Narrow(blocks) => blocks.len(),
            Blocks::Wide(blocks) => blocks.len(),
        }
    }

    fn pop(&mut self) -> Option<i128> {
        match self {
            Blocks::Narrow(blocks) => blocks.pop().map(i128::from),
            Blocks::Wide(blocks) => blocks.pop(),
        }
    }

    /// Pushes a block, widening the stack if it does not fit in 64 bits.
    fn push(&mut self, block: i128) {
        match self {
            Blocks::Narrow(blocks) => match i64::try_from(block) {
                Ok(block) => blocks.push(block),
                Err(_) => {
                    let mut wide: Vec<i128> = blocks.iter().map(|&b| i128::from(b)).collect();
                    wide.push(block);
                    *self = Blocks::Wide(wide);
                }
            },
            Blocks::Wide(blocks) => blocks.push(block),
        }
    }

    /// The margin of the valley `bottom` followed by these blocks.
    fn margin_over(&self, bottom: &[i128]) -> i128 {
        let at = |index: usize| -> i128 {
            match bottom.get(index) {
                Some(&block) => block,
                None => match self {
                    Blocks::Narrow(blocks) => i128::from(blocks[index - bottom.len()]),
                    Blocks::Wide(blocks) => blocks[index - bottom.len()],
                },
            }
        };
        let (mut left, mut right) = (0, bottom.len() + self.len());
        let mut margin = 0;
        let mut sign = 1;
        while left < right {
            let block = if at(left) >= at(right - 1) {
                left += 1;
                at(left - 1)
            } else {
                right -= 1;
                at(right)
            };
            margin += sign * block;
            sign = -sign;
        }
        margin
    }
}

/// Walks a valley of blocks from both ends, always taking the larger end block
/// (the left one on a tie), and calls `take(block, side)` for each, in order.
fn walk_valley<T: PartialOrd>(blocks: &[T], mut take: impl FnMut(usize, Side)) {
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

    fn plain_margin(row: &[i64]) -> i128 {
        match row {
            [] => 0,
            [one] => i128::from(*one),
            [first, .., last] => (i128::from(*first) - plain_margin(&row[1..]))
                .max(i128::from(*last) - plain_margin(&row[..row.len() - 1])),
        }
    }

    #[test]
    fn the_pair_agrees_with_two_reducers_after_every_value() {
        // Small alphabets exhaustively up to length 9, so that every way
        // the bottoms diverge and meet again is met, and values at the ends
        // of i64 so that the shared blocks widen.
        let alphabets: [&[i64]; 3] = [&[0, 1, 2], &[-3, 5, 9], &[i64::MIN, -1, i64::MAX]];
        for alphabet in alphabets {
            for len in 0..=9u32 {
                for code in 0..alphabet.len().pow(len) {
                    let mut rest = code;
                    let row: Vec<i64> = (0..len)
                        .map(|_| {
                            let value = alphabet[rest % alphabet.len()];
                            rest /= alphabet.len();
                            value
                        })
                        .collect();
                    let mut pair = EndsReducer::default();
                    for (at, &value) in row.iter().enumerate() {
                        pair.push(value);
                        let seen = &row[..=at];
                        assert_eq!(
                            pair.margins(),
                            (margin(seen), margin(&seen[1..])),
                            "{seen:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_pair_keeps_one_block_per_value_on_monotone_rows() {
        for row in [
            (0..10_000).rev().collect::<Vec<i64>>(),
            (0..10_000).collect(),
        ] {
            let mut pair = EndsReducer::default();
            for &value in &row {
                pair.push(value);
            }
            assert!(pair.blocks() <= row.len() + 1, "{} blocks", pair.blocks());
            assert_eq!(pair.margins(), (margin(&row), margin(&row[1..])));
        }
    }

    #[test]
    fn blocks_widen_when_a_merge_outgrows_64_bits() {
        let rows: [&[i64]; 3] = [
            &[i64::MIN, i64::MAX, i64::MIN],
            &[i64::MAX, i64::MIN, i64::MAX, i64::MIN, 5, i64::MAX, 0],
            &[-1, i64::MAX, i64::MIN, i64::MAX, i64::MIN, i64::MAX, 3],
        ];
        for row in rows {
            let mut reducer = Reducer::with_line();
            for &value in row {
                reducer.push(value);
            }
            assert_eq!(reducer.margin(), plain_margin(row), "{row:?}");
            assert_eq!(reducer.line().unwrap().len(), row.len());
        }
        let mut reducer = Reducer::default();
        for value in [i64::MIN, i64::MAX, i64::MIN] {
            reducer.push(value);
        }
        assert!(reducer.is_wide());
    }

    #[test]
    fn the_stack_is_a_valley_after_the_reduction() {
        let mut reducer = Reducer::default();
        for value in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9] {
            reducer.push(value);
            let Blocks::Narrow(blocks) = &reducer.blocks else {
                panic!("small values stay narrow")
            };
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
