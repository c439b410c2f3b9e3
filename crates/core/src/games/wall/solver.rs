//! The wall game's solver: the value, Rabbit's path and Eel's walls.
//!
//! Eel can force Rabbit along any simple path from the start to the bottom row
//! (seed 003's editorial), so the value of the game is the cost of the most
//! costly such path. A simple path never moves up and never reverses within a
//! row, so in each row it enters at one column, runs left or right to another,
//! and steps down.
//!
//! The solver runs **forward**, row by row from the top, keeping three numbers
//! per column: the best path that has just entered a cell from above
//! (`arrive`), and the best that is at a cell while running right (`right`) or
//! left (`left`). Paths that never reach the bottom simply never get there, so
//! no reachability pass is needed for the value: O(w·h) time, O(w) memory
//! beyond the board. Keeping three decision bits per cell (one byte) lets the
//! path be traced back from the best bottom cell. The seed's recurrence runs
//! the other way (from the bottom up); the two are the same maximum, and the
//! tests check both against a brute-force oracle.
//!
//! Eel's walls then go under the cells Rabbit could otherwise use to leave
//! each row of the path: every open cell of the path's horizontal run of open
//! cells, except where the path steps down, whose cell below can still reach
//! the bottom row.

use serde::Serialize;

use crate::wall::board::{Board, cell_cost};

/// No path, in [`Forward`]'s value-only pass: far enough below every real
/// cost that adding a blocked cell's cost (this same number) to any value
/// never overflows, and every value below half of it means "no path".
const UNREACHED: i64 = i64::MIN / 4;

/// A cell's cost in the value-only pass: a blocked cell costs [`UNREACHED`].
#[inline(always)]
fn cost_or_unreached(cell: u8) -> i64 {
    if cell == crate::wall::board::BLOCKED {
        UNREACHED
    } else {
        i64::from(cell)
    }
}

/// Decision bits of one cell.
const RIGHT_FROM_NEIGHBOUR: u8 = 1; // `right` came from the cell on the left
const LEFT_FROM_NEIGHBOUR: u8 = 2; // `left` came from the cell on the right
const LEAVE_LEFTWARD: u8 = 4; // the best way to be at this cell runs left

/// A wall Eel builds: between cell (`row`, `column`) and the cell below it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Wall {
    /// The row of the upper cell.
    pub row: u32,
    /// The column of both cells.
    pub column: u32,
}

/// Rabbit's path through one row: it enters at `enter` (from above, or at the
/// start) and leaves at `exit` (down, or by stopping in the bottom row),
/// passing every cell between.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Run {
    /// The row.
    pub row: u32,
    /// The column where the path enters the row.
    pub enter: u32,
    /// The column where it leaves.
    pub exit: u32,
}

impl Run {
    /// The cells of the run, in the order the path visits them.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (enter, exit) = (self.enter as usize, self.exit as usize);
        let columns: Box<dyn Iterator<Item = usize>> = if enter <= exit {
            Box::new(enter..=exit)
        } else {
            Box::new((exit..=enter).rev())
        };
        columns.map(move |column| (self.row as usize, column))
    }
}

/// The game solved: its value, the path Eel forces and the walls that force
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The total Rabbit pays: the digits of every cell of the path, the start
    /// included.
    pub cost: u64,
    /// The path, one run per row from the top row to the bottom.
    pub runs: Vec<Run>,
    /// Eel's walls, by row then column.
    pub walls: Vec<Wall>,
}

impl Solution {
    /// Every cell of the path, from the start to the bottom row.
    pub fn path(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.runs.iter().flat_map(Run::cells)
    }
}

/// The value of the game on `board`: what Rabbit pays when both play
/// optimally. O(w·h) time and O(w) memory; `None` only for a board with no
/// path to the bottom row, which [`Board`] never holds.
///
/// ```
/// use optimal_play::wall::{value, Board};
/// let board = Board::from_rows(&["042", "391"])?;
/// assert_eq!(value(&board), Some(13));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn value(board: &Board) -> Option<u64> {
    if board.height() == 1 {
        // The start is in the bottom row: the game is over at once.
        return board.cost(0, 0).map(u64::from);
    }
    let mut forward = Forward::new(board.width());
    for row in 0..board.height() {
        forward.step(board.row(row), row + 1 == board.height(), None);
    }
    forward.best().map(|(cost, _)| cost)
}

/// Solves `board`: the value, the path and the walls. O(w·h) time; memory of
/// one byte per cell for the decisions, one bit per cell for reachability, and
/// the walls.
///
/// ```
/// use optimal_play::wall::{solve, Board, Wall};
/// let board = Board::from_rows(&["042", "391"])?;
/// let solution = solve(&board);
/// assert_eq!(solution.cost, 13);
/// assert_eq!(solution.path().collect::<Vec<_>>(), vec![(0, 0), (0, 1), (1, 1)]);
/// assert_eq!(solution.walls, vec![Wall { row: 0, column: 0 }, Wall { row: 0, column: 2 }]);
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn solve(board: &Board) -> Solution {
    let (width, height) = (board.width(), board.height());
    if height == 1 {
        // The start is in the bottom row: the game is over at once, and no
        // table is needed however wide the board.
        return Solution {
            cost: board.cost(0, 0).map_or(0, u64::from),
            runs: vec![Run {
                row: 0,
                enter: 0,
                exit: 0,
            }],
            walls: Vec::new(),
        };
    }
    let mut decisions = vec![0u8; width * height];
    let mut forward = Forward::new(width);
    for (row, cells) in decisions.chunks_mut(width.max(1)).enumerate().take(height) {
        forward.step(board.row(row), row + 1 == height, Some(cells));
    }
    let (cost, mut column) = forward
        .best()
        .expect("a Board always has a path to the bottom row");

    // Trace back from the best bottom cell.
    let mut runs = Vec::with_capacity(height);
    for row in (0..height).rev() {
        let exit = column;
        if row + 1 < height {
            let cells = &decisions[row * width..(row + 1) * width];
            let (step, flag): (isize, u8) = if cells[column] & LEAVE_LEFTWARD != 0 {
                (1, LEFT_FROM_NEIGHBOUR)
            } else {
                (-1, RIGHT_FROM_NEIGHBOUR)
            };
            while cells[column] & flag != 0 {
                column = column.wrapping_add_signed(step);
            }
        }
        runs.push(Run {
            row: row as u32,
            enter: column as u32,
            exit: exit as u32,
        });
    }
    runs.reverse();
    debug_assert_eq!((runs[0].row, runs[0].enter), (0, 0));

    let walls = walls_forcing(board, &runs);
    Solution { cost, runs, walls }
}

/// The walls that force Rabbit along `runs`: under every open cell of each
/// run's horizontal stretch of open cells, except the exit, whose cell below
/// can reach the bottom row.
fn walls_forcing(board: &Board, runs: &[Run]) -> Vec<Wall> {
    let reaches = Reach::new(board);
    let mut walls = Vec::new();
    for run in &runs[..runs.len().saturating_sub(1)] {
        let row = run.row as usize;
        let exit = run.exit as usize;
        let cells = board.row(row);
        let mut low = exit;
        while low > 0 && cell_cost(cells[low - 1]).is_some() {
            low -= 1;
        }
        let mut high = exit;
        while high + 1 < cells.len() && cell_cost(cells[high + 1]).is_some() {
            high += 1;
        }
        for column in (low..=high).filter(|&c| c != exit) {
            if reaches.get(row + 1, column) {
                walls.push(Wall {
                    row: row as u32,
                    column: column as u32,
                });
            }
        }
    }
    walls
}

/// One bit per cell: can a path from this cell (entered from above) reach the
/// bottom row of the board without walls.
struct Reach {
    width: usize,
    bits: Vec<u64>,
}

impl Reach {
    fn new(board: &Board) -> Reach {
        let (width, height) = (board.width(), board.height());
        let mut reach = Reach {
            width,
            bits: vec![0; (width * height).div_ceil(64)],
        };
        for row in (0..height).rev() {
            let cells = board.row(row);
            let mut column = 0;
            while column < width {
                if cell_cost(cells[column]).is_none() {
                    column += 1;
                    continue;
                }
                // A stretch of open cells: all reach, or none do.
                let start = column;
                while column < width && cell_cost(cells[column]).is_some() {
                    column += 1;
                }
                let reaches = row + 1 == height || (start..column).any(|c| reach.get(row + 1, c));
                if reaches {
                    for c in start..column {
                        let at = row * width + c;
                        reach.bits[at / 64] |= 1 << (at % 64);
                    }
                }
            }
        }
        reach
    }

    fn get(&self, row: usize, column: usize) -> bool {
        let at = row * self.width + column;
        self.bits[at / 64] >> (at % 64) & 1 == 1
    }
}

/// The forward pass over the rows, O(w) memory: two numbers a column (16
/// bytes), the best path arriving at each cell from above and the best
/// leaving it (which holds the rightward run while a row is scanned; the
/// leftward run is carried in one number).
pub(crate) struct Forward {
    /// The best path that leaves each cell of the last row stepped, downwards
    /// (or, after the bottom row, that ends there).
    leave: Vec<i64>,
    arrive: Vec<i64>,
    /// The leftward run of the row being stepped, in the value-only pass.
    leftward: Vec<i64>,
}

impl Forward {
    pub(crate) fn new(width: usize) -> Forward {
        // Before the top row, a path "leaves" only the start, at cost 0: the
        // value-only pass needs no case for the top row.
        let mut leave = vec![UNREACHED; width];
        if let Some(start) = leave.first_mut() {
            *start = 0;
        }
        Forward {
            leave,
            arrive: vec![UNREACHED; width],
            leftward: Vec::new(),
        }
    }

    /// Moves on to the next row, whose cells are `cells`. In the bottom row
    /// the path stops where it enters. `decisions`, when given, receives the
    /// row's decision bits (it must hold zeros).
    ///
    /// Branch-free: the arrivals from above, then the rightward and the
    /// leftward runs in one loop (two independent chains, which the
    /// processor overlaps), then the better of the two. A blocked cell costs
    /// [`UNREACHED`], so a value below `UNREACHED / 2` means "no path"
    /// ([`Forward::best`] says so); the decision bits of such cells mean
    /// nothing, and the trace back never reaches them.
    pub(crate) fn step(&mut self, cells: &[u8], bottom: bool, decisions: Option<&mut [u8]>) {
        match decisions {
            Some(bits) => self.step_deciding::<true>(cells, bottom, bits),
            None => self.step_deciding::<false>(cells, bottom, &mut []),
        }
    }

    fn step_deciding<const DECIDE: bool>(&mut self, cells: &[u8], bottom: bool, bits: &mut [u8]) {
        let width = cells.len();
        let leave = &mut self.leave[..width];
        let arrive = &mut self.arrive[..width];
        for ((arrive, &leave), &cell) in arrive.iter_mut().zip(leave.iter()).zip(cells) {
            *arrive = (leave + cost_or_unreached(cell)).max(UNREACHED);
        }
        if bottom {
            leave.copy_from_slice(arrive);
            return;
        }
        let leftward = &mut self.leftward;
        leftward.resize(width, UNREACHED);
        let (mut right, mut left) = (UNREACHED, UNREACHED);
        for at in 0..width {
            let back = width - 1 - at;
            let via = right + cost_or_unreached(cells[at]);
            right = via.max(arrive[at]);
            leave[at] = right;
            let via_left = left + cost_or_unreached(cells[back]);
            left = via_left.max(arrive[back]);
            leftward[back] = left;
            if DECIDE {
                bits[at] |= RIGHT_FROM_NEIGHBOUR * u8::from(via > arrive[at]);
                bits[back] |= LEFT_FROM_NEIGHBOUR * u8::from(via_left > arrive[back]);
            }
        }
        if DECIDE {
            for ((leave, &left), bits) in leave.iter_mut().zip(leftward.iter()).zip(bits.iter_mut())
            {
                *bits |= LEAVE_LEFTWARD * u8::from(left > *leave);
                *leave = (*leave).max(left);
            }
        } else {
            for (leave, &left) in leave.iter_mut().zip(leftward.iter()) {
                *leave = (*leave).max(left);
            }
        }
    }

    /// After the bottom row: the best cost and the leftmost column reaching it.
    pub(crate) fn best(&self) -> Option<(u64, usize)> {
        let (column, &cost) = self
            .leave
            .iter()
            .enumerate()
            .rev()
            .max_by_key(|&(_, &cost)| cost)?;
        (cost > UNREACHED / 2).then_some((cost as u64, column))
    }
}
