//! The interval recurrence: the reference solver for the row game.
//!
//! `M(i, j)` is the margin of the mover on the segment `a[i..j)`:
//!
//! - `M(i, i) = 0`
//! - `M(i, j) = max(a[i] - M(i+1, j), a[j-1] - M(i, j-1))`
//!
//! [`margin`] computes `M(0, n)` in O(n²) time and O(n) memory, one length at a
//! time. [`Table`] keeps every `M(i, j)`, in O(n²) memory, for lines and for
//! teaching; it refuses rows longer than [`TABLE_LIMIT`].

use crate::coins::{Side, SolveError};

/// The longest row [`Table::new`] accepts: its table then takes about 200 MB.
pub const TABLE_LIMIT: usize = 5_000;

/// The longest row [`Row::outcome`](crate::coins::Row::outcome) solves by
/// the interval recurrence: O(n²) time, about a second at this size.
pub const VALUE_LIMIT: usize = 50_000;

/// The margin of `values` for the first player, by the recurrence: O(n²)
/// time, O(n) memory.
///
/// ```
/// use optimal_play::coins::interval;
/// assert_eq!(interval::margin(&[4, 2, 9, 7, 1, 5]), 2);
/// ```
pub fn margin(values: &[i64]) -> i128 {
    // (The command line refuses rows past VALUE_LIMIT: O(n²) time.)
    let n = values.len();
    // best[i] holds M(i, i + len) for the length being computed; the slot
    // best[i + 1] still holds the previous length when best[i] is updated.
    let mut best = vec![0i128; n + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            crate::interrupt::checkpoint();
            let take_left = i128::from(values[i]) - best[i + 1];
            let take_right = i128::from(values[i + len - 1]) - best[i];
            best[i] = take_left.max(take_right);
        }
    }
    best[0]
}

/// Every margin `M(i, j)` of a row, for `0 <= i <= j <= n`.
///
/// ```
/// use optimal_play::coins::interval::Table;
/// let table = Table::new(&[1, 3, 5, 2, 9]).unwrap();
/// assert_eq!(table.margin(0, 5), 8);
/// assert_eq!(table.margin(0, 4), 1); // [1 3 5 2], the segment after taking 9
/// ```
#[derive(Debug, Clone)]
pub struct Table {
    n: usize,
    margins: Vec<i128>,
}

impl Table {
    /// Fills the table for `values`, or refuses a row longer than
    /// [`TABLE_LIMIT`].
    pub fn new(values: &[i64]) -> Result<Table, SolveError> {
        let n = values.len();
        if n > TABLE_LIMIT {
            return Err(SolveError::TooLong {
                algorithm: "the interval table",
                len: n,
                limit: TABLE_LIMIT,
                hint: "; the linear algorithm (the default) has no such limit",
            });
        }
        let mut table = Table {
            n,
            margins: vec![0; (n + 1) * (n + 2) / 2],
        };
        for len in 1..=n {
            for i in 0..=n - len {
                crate::interrupt::checkpoint();
                let j = i + len;
                let take_left = i128::from(values[i]) - table.margin(i + 1, j);
                let take_right = i128::from(values[j - 1]) - table.margin(i, j - 1);
                let slot = table.slot(i, j);
                table.margins[slot] = take_left.max(take_right);
            }
        }
        Ok(table)
    }

    /// The number of values in the row.
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the row is empty.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// `M(i, j)`: the mover's margin on the segment `i..j`.
    ///
    /// # Panics
    ///
    /// Unless `i <= j <= n`.
    pub fn margin(&self, i: usize, j: usize) -> i128 {
        self.margins[self.slot(i, j)]
    }

    /// An optimal line from the whole row: at every move the left end when it
    /// is optimal, else the right.
    pub fn line(&self, values: &[i64]) -> Vec<Side> {
        let (mut i, mut j) = (0, self.n);
        let mut sides = Vec::with_capacity(self.n);
        while i < j {
            if i128::from(values[i]) - self.margin(i + 1, j) == self.margin(i, j) {
                sides.push(Side::Left);
                i += 1;
            } else {
                sides.push(Side::Right);
                j -= 1;
            }
        }
        sides
    }

    fn slot(&self, i: usize, j: usize) -> usize {
        assert!(
            i <= j && j <= self.n,
            "segment {i}..{j} outside 0..{}",
            self.n
        );
        // Rows of the triangle by i, each of length n + 1 - i.
        i * (self.n + 1) - i * i.saturating_sub(1) / 2 + (j - i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_distinct_and_dense() {
        for n in 0..12 {
            let table = Table {
                n,
                margins: Vec::new(),
            };
            let mut slots: Vec<usize> = (0..=n)
                .flat_map(|i| (i..=n).map(move |j| (i, j)))
                .map(|(i, j)| table.slot(i, j))
                .collect();
            slots.sort_unstable();
            assert_eq!(slots, (0..(n + 1) * (n + 2) / 2).collect::<Vec<_>>());
        }
    }

    #[test]
    fn table_and_value_only_agree() {
        let values = [5, -4, 1, 2, 10, 3, -7, 0, 8];
        let table = Table::new(&values).unwrap();
        assert_eq!(table.margin(0, values.len()), margin(&values));
        assert_eq!(table.margin(2, 5), margin(&values[2..5]));
    }
}
