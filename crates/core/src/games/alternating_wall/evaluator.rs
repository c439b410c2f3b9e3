//! The value of any position of a game in progress: any walls, the token
//! anywhere, either player to move.
//!
//! The solver's recurrence ([`solver`](super::solver)) takes a row with no
//! wall yet. A position in play can have walls anywhere (a person playing Eel
//! builds what he likes) and open cells Rabbit walked past. What decides the
//! rest of the game in the token's row is only *which cells are still open*
//! and where the token is, and the same argument applies with the open cells
//! in place of all cells: the cells where Eel still has a choice are the open
//! ones, Rabbit meets them in order outward, and the ones he has met (and Eel
//! walled) form a run of consecutive open cells. So the recurrence runs over
//! intervals of the *open* cells, with the walks between them costed in full:
//! O(k²) for a row with k open cells. Rows below the token's are valued the
//! same way from their own walls (with none, from the start's table).

use std::sync::Arc;

use crate::alternating_wall::solver::entry_table;
use crate::wall::Board;

/// Larger than every value.
const INF: i64 = i64::MAX / 4;

/// What each of Rabbit's moves from a cell costs him from then on: the cell
/// he enters and the rest of the game. `None` for a move he cannot make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RabbitOptions {
    /// Stepping down (only without a wall under the token).
    pub down: Option<i64>,
    /// Stepping left.
    pub left: Option<i64>,
    /// Stepping right.
    pub right: Option<i64>,
}

impl RabbitOptions {
    /// The cheapest move's cost: Rabbit's value with him to move.
    pub fn best(&self) -> i64 {
        [self.down, self.left, self.right]
            .into_iter()
            .flatten()
            .min()
            .expect("Rabbit can always move")
    }
}

/// Values positions of one board; keeps the start's table of entry values
/// (8 bytes a cell) for rows with no wall.
#[derive(Debug, Clone)]
pub struct Evaluator {
    board: Arc<Board>,
    free: Arc<[i64]>,
}

impl Evaluator {
    /// An evaluator for `board` (every cell a digit). O(h·w²) to build.
    pub fn new(board: Arc<Board>) -> Evaluator {
        let free = entry_table(&board).into();
        Evaluator { board, free }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    fn width(&self) -> usize {
        self.board.width()
    }

    fn cost(&self, row: usize, column: usize) -> i64 {
        i64::from(self.board.cost(row, column).unwrap_or(0))
    }

    /// The value of entering each cell of `row` with Eel to move, given every
    /// wall (one flag per slot, row by row). The bottom row is worth 0.
    fn entry_values(&self, walls: &[bool], row: usize) -> Vec<i64> {
        let (width, height) = (self.width(), self.board.height());
        if row + 1 >= height {
            return vec![0; width];
        }
        let walled = |r: usize| walls[r * width..(r + 1) * width].iter().any(|&w| w);
        // The highest row from which no row down has a wall: from there on,
        // the start's table holds.
        let mut clean = height - 1;
        while clean > row && !walled(clean - 1) {
            clean -= 1;
        }
        let mut entry = self.free[clean * width..(clean + 1) * width].to_vec();
        for r in (row..clean).rev() {
            let down: Vec<i64> = (0..width).map(|c| self.cost(r + 1, c) + entry[c]).collect();
            entry = self.row_entry(r, &walls[r * width..(r + 1) * width], &down);
        }
        entry
    }

    /// The recurrence over intervals of the open cells of `row`
    /// (`walls_here[c]` is a wall under column `c`), with `down[c]` what
    /// stepping down at `c` costs from then on.
    fn row_entry(&self, row: usize, walls_here: &[bool], down: &[i64]) -> Vec<i64> {
        let width = self.width();
        let open: Vec<usize> = (0..width).filter(|&c| !walls_here[c]).collect();
        let k = open.len();
        if k == 0 {
            return vec![INF; width];
        }
        let mut prefix = vec![0i64; width + 1];
        for c in 0..width {
            prefix[c + 1] = prefix[c] + self.cost(row, c);
        }
        // The cost of walking from `from` to `to`, paying every cell entered.
        let walk = |from: usize, to: usize| {
            if to < from {
                prefix[from] - prefix[to]
            } else {
                prefix[to + 1] - prefix[from + 1]
            }
        };
        let mut at_left = vec![down[open[0]]];
        let mut at_right = vec![down[open[k - 1]]];
        for len in (1..k).rev() {
            let n = k - len + 1;
            let mut next_left = Vec::with_capacity(n);
            let mut next_right = Vec::with_capacity(n);
            for i in 0..n {
                let j = i + len - 1;
                for (token, out) in [(open[i], &mut next_left), (open[j], &mut next_right)] {
                    let go_left = (i > 0).then(|| walk(token, open[i - 1]) + at_left[i - 1]);
                    let go_right = (j + 1 < k).then(|| walk(token, open[j + 1]) + at_right[i]);
                    let walled = go_left.into_iter().chain(go_right).min().unwrap_or(INF);
                    out.push(down[token].max(walled));
                }
            }
            at_left = next_left;
            at_right = next_right;
        }
        // Entering a walled cell: Rabbit walks on to the nearer open cell.
        let mut entry = vec![INF; width];
        for (i, &c) in open.iter().enumerate() {
            entry[c] = at_left[i];
        }
        let mut last_open: Option<usize> = None;
        for c in 0..width {
            if !walls_here[c] {
                last_open = Some(c);
            } else if let Some(o) = last_open {
                entry[c] = walk(c, o) + entry[o];
            }
        }
        let mut next_open: Option<usize> = None;
        for c in (0..width).rev() {
            if !walls_here[c] {
                next_open = Some(c);
            } else if let Some(o) = next_open {
                entry[c] = entry[c].min(walk(c, o) + entry[o]);
            }
        }
        entry
    }

    /// What Rabbit pays from here with Eel to move, the token at (`row`,
    /// `column`) and `walls` built (one flag per slot, row by row). 0 in the
    /// bottom row.
    pub fn eel_to_move(&self, walls: &[bool], row: usize, column: usize) -> i64 {
        self.entry_values(walls, row)[column]
    }

    /// What each of Rabbit's moves from (`row`, `column`) costs him from
    /// then on, with `walls` built.
    pub fn rabbit_options(&self, walls: &[bool], row: usize, column: usize) -> RabbitOptions {
        let width = self.width();
        let here = self.entry_values(walls, row);
        let below = self.entry_values(walls, row + 1);
        let open = !walls[row * width + column];
        RabbitOptions {
            down: open.then(|| self.cost(row + 1, column) + below[column]),
            left: (column > 0).then(|| self.cost(row, column - 1) + here[column - 1]),
            right: (column + 1 < width).then(|| self.cost(row, column + 1) + here[column + 1]),
        }
    }

    /// What Rabbit pays from here with him to move.
    pub fn rabbit_to_move(&self, walls: &[bool], row: usize, column: usize) -> i64 {
        self.rabbit_options(walls, row, column).best()
    }

    /// What Rabbit pays in all if he starts at `column` of the top row.
    pub fn start_at(&self, column: usize) -> i64 {
        self.cost(0, column) + self.free[column]
    }
}
