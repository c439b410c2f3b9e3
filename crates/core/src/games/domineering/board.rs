//! Domineering on a board of bits ([`Grid`]): where the dominoes can go,
//! what placing one leaves, and how the free cells fall apart into
//! regions. Left places vertical dominoes (a cell and the one below),
//! Right horizontal ones (a cell and the one to its right).

use crate::games::bit_grid::{Grid, SYMMETRIES, bits};

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

    /// The free cells a domino could still cover: each has a free
    /// neighbour.
    fn live(&self) -> u64 {
        let across = self.starts(false);
        let down = self.starts(true);
        across | across << 1 | down | down << self.columns
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

    /// The regions where they are on this board: the live free cells in
    /// groups joined edge to edge (each as bits), in the order of their
    /// first cells.
    pub fn region_cells(&self) -> Vec<u64> {
        Grid {
            free: self.live(),
            ..*self
        }
        .groups()
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
