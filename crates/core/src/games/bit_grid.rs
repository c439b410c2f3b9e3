//! A board of at most 64 cells as bits, shared by the games played on a
//! rectangle of cells (Domineering, Clobber): which cells are taken, their
//! neighbours, the groups they fall into edge to edge, the board cut to its
//! cells, its eight turned and mirrored images, and the names of cells
//! (`b2`: column letter, row number from the top).
//!
//! A board of `rows × columns` cells (at most [`MOST_CELLS`]) keeps cell
//! `row * columns + column` in the bit of the same number.

/// The most cells of a board.
pub const MOST_CELLS: u32 = 64;

/// A board: its size and a set of its cells (the free ones, in
/// Domineering; the stones, in Clobber).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Grid {
    /// The rows.
    pub rows: u32,
    /// The cells of a row.
    pub columns: u32,
    /// The cells in the set, one bit each.
    pub free: u64,
}

impl Grid {
    /// An empty board (every cell free); `None` past [`MOST_CELLS`] or with
    /// no cells.
    pub fn empty(rows: u32, columns: u32) -> Option<Grid> {
        let cells = rows.checked_mul(columns)?;
        if cells == 0 || cells > MOST_CELLS {
            return None;
        }
        Some(Grid {
            rows,
            columns,
            free: all_cells(cells),
        })
    }

    /// The number of cells.
    pub fn cells(&self) -> u32 {
        self.rows * self.columns
    }

    /// Whether `cell` is free.
    pub fn is_free(&self, cell: u32) -> bool {
        self.free >> cell & 1 == 1
    }

    /// The cells of the last column, whose right neighbours are on the next
    /// row.
    pub fn last_column(&self) -> u64 {
        let mut mask = 0;
        for row in 0..self.rows {
            mask |= 1u64 << (row * self.columns + self.columns - 1);
        }
        mask
    }

    /// The free cells next to `cells` (up, down, left and right).
    pub fn neighbours(&self, cells: u64) -> u64 {
        let not_first = !(self.last_column() >> (self.columns - 1));
        let not_last = !self.last_column();
        let spread = cells << self.columns
            | cells >> self.columns
            | (cells & not_last) << 1
            | (cells & not_first) >> 1;
        spread & self.free & all_cells(self.cells())
    }

    /// The cells of the set in groups joined edge to edge, in the order of
    /// their first cells.
    pub fn groups(&self) -> Vec<u64> {
        let mut left = self.free;
        let mut groups = Vec::new();
        while left != 0 {
            let mut group = left & left.wrapping_neg();
            loop {
                let grown = group | self.neighbours(group);
                if grown == group {
                    break;
                }
                group = grown;
            }
            left &= !group;
            groups.push(group);
        }
        groups
    }

    /// The board cut to the bounding box of its free cells.
    pub fn cropped(&self) -> Grid {
        self.cropped_with(0).0
    }

    /// The board cut to the bounding box of its free cells, with `other`
    /// (some of those cells, as bits) moved as they are.
    pub fn cropped_with(&self, other: u64) -> (Grid, u64) {
        if self.free == 0 {
            let empty = Grid {
                rows: 1,
                columns: 1,
                free: 0,
            };
            return (empty, 0);
        }
        let (mut top, mut bottom, mut first, mut last) = (u32::MAX, 0, u32::MAX, 0);
        for cell in bits(self.free) {
            let (row, column) = (cell / self.columns, cell % self.columns);
            top = top.min(row);
            bottom = bottom.max(row);
            first = first.min(column);
            last = last.max(column);
        }
        let (rows, columns) = (bottom - top + 1, last - first + 1);
        let moved = |cells: u64| {
            bits(cells).fold(0u64, |moved, cell| {
                let (row, column) = (cell / self.columns - top, cell % self.columns - first);
                moved | 1u64 << (row * columns + column)
            })
        };
        let grid = Grid {
            rows,
            columns,
            free: moved(self.free),
        };
        (grid, moved(other & self.free))
    }

    /// The board turned by a symmetry: mirrored left to right, top to
    /// bottom, and transposed (rows as columns, which swaps the players).
    pub fn turned(&self, mirror_columns: bool, mirror_rows: bool, transpose: bool) -> Grid {
        let (rows, columns) = if transpose {
            (self.columns, self.rows)
        } else {
            (self.rows, self.columns)
        };
        let mut free = 0;
        for cell in bits(self.free) {
            let (mut row, mut column) = (cell / self.columns, cell % self.columns);
            if mirror_columns {
                column = self.columns - 1 - column;
            }
            if mirror_rows {
                row = self.rows - 1 - row;
            }
            if transpose {
                std::mem::swap(&mut row, &mut column);
            }
            free |= 1u64 << (row * columns + column);
        }
        Grid {
            rows,
            columns,
            free,
        }
    }
}

/// The eight symmetries of a rectangle, as [`Grid::turned`] takes them:
/// mirrored left to right, top to bottom, and transposed.
pub const SYMMETRIES: [(bool, bool, bool); 8] = [
    (false, false, false),
    (true, false, false),
    (false, true, false),
    (true, true, false),
    (false, false, true),
    (true, false, true),
    (false, true, true),
    (true, true, true),
];

/// The low `cells` bits.
pub fn all_cells(cells: u32) -> u64 {
    if cells >= 64 {
        u64::MAX
    } else {
        (1u64 << cells) - 1
    }
}

/// The set bits of `bits`, lowest first.
pub fn bits(mut bits: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let cell = bits.trailing_zeros();
            bits &= bits - 1;
            Some(cell)
        }
    })
}

/// The name of a cell: its column's letters and its row's number from the
/// top, `b2`; the columns past `z` are `aa`, `ab` and on (`ab1`).
pub fn cell_name(grid: &Grid, cell: u32) -> String {
    let column = (cell % grid.columns) as usize;
    format!(
        "{}{}",
        crate::words::letters(column).to_ascii_lowercase(),
        cell / grid.columns + 1
    )
}

/// The cell a name such as `b2` or `ab1` gives, if it is on the board.
pub fn read_cell(grid: &Grid, text: &str) -> Option<u32> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_lowercase())
        .filter(|&at| at > 0)?;
    let (letters, row) = text.split_at(split);
    // `a` to `z` are 1 to 26, `aa` 27: the column counted from 1.
    let mut column: u32 = 0;
    for letter in letters.bytes() {
        column = column
            .checked_mul(26)?
            .checked_add(u32::from(letter - b'a') + 1)?;
    }
    let column = column - 1;
    let row: u32 = row.parse().ok()?;
    (column < grid.columns && (1..=grid.rows).contains(&row))
        .then(|| (row - 1) * grid.columns + column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_and_read_back() {
        let grid = Grid::empty(2, 30).unwrap();
        for cell in 0..grid.cells() {
            let name = cell_name(&grid, cell);
            assert_eq!(read_cell(&grid, &name), Some(cell), "{name}");
        }
        assert_eq!(cell_name(&grid, 31), "b2");
        assert_eq!(cell_name(&grid, 27), "ab1");
        assert_eq!(cell_name(&grid, 59), "ad2");
        let wide = Grid::empty(1, 64).unwrap();
        assert_eq!(read_cell(&wide, "bl1"), Some(63));
        for text in [
            "",
            "B2",
            "a0",
            "a3",
            "a",
            "é1",
            "ae1",
            "1",
            "a-1",
            "zzzzzzzzz1",
        ] {
            assert_eq!(read_cell(&grid, text), None, "{text:?}");
        }
    }

    #[test]
    fn groups_are_joined_edge_to_edge_not_across_rows() {
        // x x . / . . x / x . x on a 3 × 3 board: the end of a row does not
        // touch the start of the next.
        let grid = Grid {
            rows: 3,
            columns: 3,
            free: 0b101_100_011,
        };
        assert_eq!(
            grid.groups(),
            [0b000_000_011, 0b101_100_000 & !(1 << 6), 1 << 6]
        );
    }
}
