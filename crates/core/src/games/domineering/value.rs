//! Domineering's values: the canonical form of a board, as the sum of its
//! regions' forms, each region's worked out once.
//!
//! A region's Left options are the boards left after each vertical domino,
//! its Right options after each horizontal one; each option falls apart
//! into regions again and is their sum ([`Forms::sum`]). A region is kept
//! by the least of its eight images: mirror images have its value, and a
//! transposed image (rows as columns) has its negative, since the players'
//! dominoes turn into each other's.

use rustc_hash::FxHashMap;

use crate::engine::cgt::{Form, Forms};
use crate::games::bit_grid::Grid;
use crate::interrupt;

/// Values of Domineering boards, with every region met remembered.
#[derive(Debug, Default)]
pub struct Values {
    /// The store of canonical forms the values live in.
    pub forms: Forms,
    regions: FxHashMap<(u32, u32, u64), Form>,
}

impl Values {
    /// An empty memory.
    pub fn new() -> Values {
        Values::default()
    }

    /// How many regions are remembered.
    pub fn regions_known(&self) -> usize {
        self.regions.len()
    }

    /// The value of a board: the sum of its regions' values.
    pub fn board(&mut self, grid: &Grid) -> Form {
        let regions = grid.regions();
        let mut total = self.forms.zero();
        for region in regions {
            let value = self.region(&region);
            total = self.forms.add(total, value);
        }
        total
    }

    /// Each region of a board with its value.
    pub fn regions(&mut self, grid: &Grid) -> Vec<(Grid, Form)> {
        grid.regions()
            .into_iter()
            .map(|region| {
                let value = self.region(&region);
                (region, value)
            })
            .collect()
    }

    /// The value of one region (its free cells joined edge to edge).
    fn region(&mut self, grid: &Grid) -> Form {
        let (normal, transposed) = grid.normal();
        let key = (normal.rows, normal.columns, normal.free);
        let value = match self.regions.get(&key) {
            Some(&known) => known,
            None => {
                interrupt::checkpoint();
                let left: Vec<Form> = normal
                    .dominoes(true)
                    .into_iter()
                    .map(|domino| self.board(&normal.place(domino)))
                    .collect();
                let right: Vec<Form> = normal
                    .dominoes(false)
                    .into_iter()
                    .map(|domino| self.board(&normal.place(domino)))
                    .collect();
                let value = self.forms.game(&left, &right);
                self.regions.insert(key, value);
                value
            }
        };
        if transposed {
            self.forms.negative(value)
        } else {
            value
        }
    }
}
