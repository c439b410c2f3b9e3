//! What the row games share (#47): the row itself ([`Row`]), the end a
//! move takes ([`Side`]), reading a row in every layout ([`read`]) and
//! drawing one at random ([`generate`]). The row game (`coins`) and every
//! game of [`crate::row_games`] use it; it uses none of them.

pub mod generate;
pub mod read;
mod row;

use std::fmt;

use serde::Serialize;

pub use read::RowLayout;
pub(crate) use row::segment_sum;
pub use row::{Row, row_session_bytes};

/// An end of the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The left end: the first value left.
    Left,
    /// The right end: the last value left.
    Right,
}

impl Side {
    /// The side's name in lower case, as the command line and JSON write it.
    pub fn name(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
        }
    }
}

impl Side {
    /// The row game's one rule: taking this end of the segment `a[i..j)`
    /// takes the value at the returned index and leaves the returned segment.
    /// Every part of the crate that plays a move of the row game goes
    /// through here.
    ///
    /// # Panics
    ///
    /// In debug builds, if the segment is empty.
    ///
    /// ```
    /// use optimal_play::games::rows::Side;
    /// assert_eq!(Side::Left.take((2, 5)), (2, (3, 5)));
    /// assert_eq!(Side::Right.take((2, 5)), (4, (2, 4)));
    /// ```
    pub fn take(self, (i, j): (usize, usize)) -> (usize, (usize, usize)) {
        debug_assert!(i < j, "nothing to take from an empty segment");
        match self {
            Side::Left => (i, (i + 1, j)),
            Side::Right => (j - 1, (i, j - 1)),
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
