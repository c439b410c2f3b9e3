//! The brute-force oracle: the alternating wall game exactly as the statement
//! gives it, on tiny boards, with nothing assumed about good play.
//!
//! Every state is a set of walls, the token's cell and whose turn it is. Eel
//! may build *any* set of new walls that leaves the token a way to the bottom
//! row (including none); Rabbit may step left, right, or down through a slot
//! with no wall. Rabbit pays the cell he enters; entering the bottom row ends
//! the game.
//!
//! Play can go round in circles (Rabbit stepping left and right while Eel
//! builds nothing), so the engine's depth-first [`Negamax`](crate::engine::Negamax)
//! does not fit. Instead the values are those of a shortest-path game, found
//! as Dijkstra's algorithm finds distances: from the end of the game outward,
//! in order of value. Rabbit's state is settled by its first settled
//! successor (he takes the cheapest), Eel's once all its successors are
//! settled (he takes the dearest). Every cost is at least 0, so this order is
//! sound, and a state never settled could be kept from the bottom forever (the
//! rules never let that happen: the test asserts every state settles).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::wall::Board;

/// The most wall slots a board may have for the brute force: every subset of
/// them is a state.
pub const SLOT_LIMIT: usize = 10;

/// The values of every state of one tiny board.
#[derive(Debug, Clone)]
pub struct BruteForce {
    width: usize,
    height: usize,
    cells: usize,
    values: Vec<u64>,
    start: u64,
}

const EEL: usize = 0;
const RABBIT: usize = 1;

impl BruteForce {
    /// Solves every state of `board`; `None` if it has more than
    /// [`SLOT_LIMIT`] wall slots.
    ///
    /// ```
    /// use optimal_play::alternating_wall::brute::BruteForce;
    /// use optimal_play::wall::Board;
    /// let brute = BruteForce::new(&Board::from_rows(&["12", "34"])?).unwrap();
    /// assert_eq!(brute.start_value(), 6);
    /// # Ok::<(), optimal_play::input::InputError>(())
    /// ```
    pub fn new(board: &Board) -> Option<BruteForce> {
        let (width, height) = (board.width(), board.height());
        let slots = (height - 1) * width;
        if slots > SLOT_LIMIT {
            return None;
        }
        let cells = width * height;
        let masks = 1usize << slots;
        let states = masks * cells * 2;
        let terminal = states;
        let start = states + 1;
        let total = states + 2;
        let id = |mask: usize, row: usize, column: usize, who: usize| {
            ((mask * cells) + row * width + column) * 2 + who
        };
        let cost = |row: usize, column: usize| u64::from(board.cost(row, column).unwrap_or(0));
        let legal = |mask: usize, row: usize| {
            (row..height - 1).all(|b| (0..width).any(|c| mask & (1 << (b * width + c)) == 0))
        };
        // Edges, reversed: for each state, who leads to it and at what cost.
        let mut preds: Vec<Vec<(usize, u64)>> = vec![Vec::new(); total];
        let mut out_degree = vec![0usize; total];
        let mut add = |from: usize, to: usize, weight: u64, out: &mut Vec<usize>| {
            preds[to].push((from, weight));
            out[from] += 1;
        };
        let enter = |row: usize, column: usize, mask: usize| {
            if row + 1 == height {
                terminal
            } else {
                id(mask, row, column, EEL)
            }
        };
        for column in 0..width {
            add(start, enter(0, column, 0), cost(0, column), &mut out_degree);
        }
        for mask in 0..masks {
            for row in 0..height.saturating_sub(1) {
                if !legal(mask, row) {
                    continue;
                }
                for column in 0..width {
                    // Eel: any superset of the walls that keeps a way down.
                    let eel = id(mask, row, column, EEL);
                    let free = (masks - 1) & !mask;
                    let mut extra = free;
                    loop {
                        let next = mask | extra;
                        if legal(next, row) {
                            add(eel, id(next, row, column, RABBIT), 0, &mut out_degree);
                        }
                        if extra == 0 {
                            break;
                        }
                        extra = (extra - 1) & free;
                    }
                    // Rabbit: a step left, right, or down through an open slot.
                    let rabbit = id(mask, row, column, RABBIT);
                    if column > 0 {
                        add(
                            rabbit,
                            id(mask, row, column - 1, EEL),
                            cost(row, column - 1),
                            &mut out_degree,
                        );
                    }
                    if column + 1 < width {
                        add(
                            rabbit,
                            id(mask, row, column + 1, EEL),
                            cost(row, column + 1),
                            &mut out_degree,
                        );
                    }
                    if mask & (1 << (row * width + column)) == 0 {
                        add(
                            rabbit,
                            enter(row + 1, column, mask),
                            cost(row + 1, column),
                            &mut out_degree,
                        );
                    }
                }
            }
        }
        let is_max = |node: usize| node < states && node % 2 == EEL;
        let mut values = vec![u64::MAX; total];
        let mut best = vec![0u64; total];
        let mut heap = BinaryHeap::new();
        heap.push(Reverse((0u64, terminal)));
        while let Some(Reverse((value, node))) = heap.pop() {
            if values[node] != u64::MAX {
                continue;
            }
            values[node] = value;
            for &(from, weight) in &preds[node] {
                if values[from] != u64::MAX {
                    continue;
                }
                let through = value + weight;
                if is_max(from) {
                    best[from] = best[from].max(through);
                    out_degree[from] -= 1;
                    if out_degree[from] == 0 {
                        heap.push(Reverse((best[from], from)));
                    }
                } else {
                    heap.push(Reverse((through, from)));
                }
            }
        }
        Some(BruteForce {
            width,
            height,
            cells,
            start: values[start],
            values,
        })
    }

    /// What Rabbit pays from the start.
    pub fn start_value(&self) -> u64 {
        self.start
    }

    fn state(&self, walls: &[bool], row: usize, column: usize, who: usize) -> Option<u64> {
        if row + 1 >= self.height {
            return Some(0);
        }
        let mask = walls
            .iter()
            .enumerate()
            .filter(|&(_, &w)| w)
            .fold(0usize, |mask, (at, _)| mask | 1 << at);
        let value = self.values[((mask * self.cells) + row * self.width + column) * 2 + who];
        (value != u64::MAX).then_some(value)
    }

    /// What Rabbit pays from here with Eel to move, the token at (`row`,
    /// `column`) and `walls` built (one flag per slot, row by row); 0 in the
    /// bottom row. `None` for a state with no way down.
    pub fn eel_to_move(&self, walls: &[bool], row: usize, column: usize) -> Option<u64> {
        self.state(walls, row, column, EEL)
    }

    /// The same with Rabbit to move.
    pub fn rabbit_to_move(&self, walls: &[bool], row: usize, column: usize) -> Option<u64> {
        self.state(walls, row, column, RABBIT)
    }
}
