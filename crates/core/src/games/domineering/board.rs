//! A Domineering board as bits: which cells are free, where the dominoes
//! can go, and how the free cells fall apart into regions.
//!
//! A board of `rows × columns` cells (at most [`MOST_CELLS`]) keeps cell
//! `row * columns + column` in bit of the same number. Left places
//! vertical dominoes (a cell and the one below), Right horizontal ones (a
//! cell and the one to its right).

/// The most cells of a board.
pub const MOST_CELLS: u32 = 64;

/// A board: its size and its free cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Grid {
    /// The rows.
    pub rows: u32,
    /// The cells of a row.
    pub columns: u32,
    /// The free cells, one bit each.
    pub free: u64,
}

/// A domino: its first cell (the top one, or the left one) and whether it
/// stands (Left's) or lies (Right's).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Domino {
    /// The top or left cell.
    pub cell: u32,
    /// Vertical (Left's) or horizontal (Right's).
    pub vertical: bool,
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

    /// The two cells of a domino, as bits.
    pub fn covers(&self, domino: Domino) -> u64 {
        let other = if domino.vertical {
            domino.cell + self.columns
        } else {
            domino.cell + 1
        };
        (1u64 << domino.cell) | (1u64 << other)
    }

    /// The cells a domino could start at: for Left, a free cell with a free
    /// cell below; for Right, with a free cell to its right.
    pub fn starts(&self, vertical: bool) -> u64 {
        if vertical {
            self.free & (self.free >> self.columns)
        } else {
            self.free & (self.free >> 1) & !self.last_column()
        }
    }

    /// The dominoes a player can place, in cell order.
    pub fn dominoes(&self, vertical: bool) -> Vec<Domino> {
        bits(self.starts(vertical))
            .map(|cell| Domino { cell, vertical })
            .collect()
    }

    /// The board with a domino placed.
    pub fn place(&self, domino: Domino) -> Grid {
        Grid {
            free: self.free & !self.covers(domino),
            ..*self
        }
    }

    /// The cells of the last column, whose right neighbours are on the next
    /// row.
    fn last_column(&self) -> u64 {
        let mut mask = 0;
        for row in 0..self.rows {
            mask |= 1u64 << (row * self.columns + self.columns - 1);
        }
        mask
    }

    /// The free cells a domino could still cover: each has a free
    /// neighbour.
    fn live(&self) -> u64 {
        let across = self.starts(false);
        let down = self.starts(true);
        across | across << 1 | down | down << self.columns
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

    /// The regions: the live free cells in groups joined edge to edge, each
    /// cut to its bounding box. Cells no domino can cover are left out.
    pub fn regions(&self) -> Vec<Grid> {
        (self.region_cells().into_iter())
            .map(|region| {
                Grid {
                    free: region,
                    ..*self
                }
                .cropped()
            })
            .collect()
    }

    /// The regions where they are on this board: each a set of cells (as
    /// bits) joined edge to edge, in the order of their first cells.
    pub fn region_cells(&self) -> Vec<u64> {
        let mut live = Grid {
            free: self.live(),
            ..*self
        };
        let mut regions = Vec::new();
        while live.free != 0 {
            let mut region = live.free & live.free.wrapping_neg();
            loop {
                let grown = region | live.neighbours(region);
                if grown == region {
                    break;
                }
                region = grown;
            }
            live.free &= !region;
            regions.push(region);
        }
        regions
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

    /// The least of the board's eight images, and whether it is transposed
    /// (its value is then the negative of this board's). Mirror images have
    /// the same value: the dominoes keep their directions.
    pub fn normal(&self) -> (Grid, bool) {
        let mut best = (*self, false);
        for (mirror_columns, mirror_rows, transpose) in SYMMETRIES {
            let image = self.turned(mirror_columns, mirror_rows, transpose);
            let key = (image.rows, image.columns, image.free);
            if key < (best.0.rows, best.0.columns, best.0.free) {
                best = (image, transpose);
            }
        }
        best
    }

    /// The rows, top first, `.` for a free cell and `#` for a filled one.
    pub fn row_texts(&self) -> Vec<String> {
        (0..self.rows)
            .map(|row| {
                (0..self.columns)
                    .map(|column| {
                        if self.is_free(row * self.columns + column) {
                            '.'
                        } else {
                            '#'
                        }
                    })
                    .collect()
            })
            .collect()
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
fn all_cells(cells: u32) -> u64 {
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
