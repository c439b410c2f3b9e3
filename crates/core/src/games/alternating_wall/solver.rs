//! The alternating wall game's solver: the value from the start and the line
//! of optimal play, in O(h·w²) time and O(w) memory beyond the board for the
//! value (8 bytes a cell more for the line).
//!
//! # Why an interval of one row is the whole state
//!
//! Eel never needs a wall anywhere but under the token, and never before the
//! token stands over it: a wall under a cell the token is not on can be built
//! just as well later, the moment Rabbit arrives there, since Rabbit can only
//! step down from a cell after Eel has had a turn with the token on it. So in
//! each row, the cells Rabbit has stood on form an interval `[l, r]`, with the
//! token at one end, a wall under every cell of it but the token's, and no
//! wall anywhere else. At each such state Eel chooses:
//!
//! - leave the token's cell open: Rabbit steps down (walking on only lets Eel
//!   wall the cell later, and every cost is at least 0), paying `down[c]`, the
//!   cost of the cell below plus the value of entering the next row there;
//! - wall it (unless it is the last open cell of the row, which would leave no
//!   way down): Rabbit walks to the nearer end's neighbour `l − 1` or
//!   `r + 1`, paying every cell on the way, and the interval grows.
//!
//! ```text
//! f(l, r, end) = down[c]                                       if [l, r] is the whole row
//! f(l, r, end) = max(down[c], min(walk(c → l−1) + f(l−1, r, left),
//!                                 walk(c → r+1) + f(l, r+1, right)))   otherwise
//! ```
//!
//! where `c` is `l` or `r` as `end` says. Entering row `i` at column `c` is
//! worth `f(c, c)`; Rabbit starts where `cost[0][c] + f(c, c)` is least. This is
//! the recurrence of the TopCoder editorial (SRM 580); the tests check it
//! against a brute-force search over every set of walls Eel may build
//! ([`brute`](super::brute)).
//!
//! # Cost
//!
//! `w(w+1)/2` intervals, two ends each, per row: O(h·w²) time. The value needs
//! only the row below's entry values, so O(w) memory; the line keeps every
//! row's entry values (8 bytes a cell) and one row's intervals at a time
//! (`w(w+1)` numbers). The inner loop runs over intervals of one length at a
//! time with no branch, in 32-bit numbers when the board is small enough for
//! every value to fit (below about 10^7 cells), so the compiler can vectorise it.

use std::ops::{Add, Sub};

use serde::Serialize;

use crate::wall::Board;

/// A number the row kernel runs on: `i32` when every value fits, else `i64`.
trait Num: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    /// Larger than every value, with room to add a row's costs.
    const INF: Self;
    const ZERO: Self;
    fn of(value: i64) -> Self;
    fn wide(self) -> i64;
}

impl Num for i32 {
    const INF: i32 = i32::MAX / 4;
    const ZERO: i32 = 0;
    fn of(value: i64) -> i32 {
        i32::try_from(value).expect("checked to fit")
    }
    fn wide(self) -> i64 {
        i64::from(self)
    }
}

impl Num for i64 {
    const INF: i64 = i64::MAX / 4;
    const ZERO: i64 = 0;
    fn of(value: i64) -> i64 {
        value
    }
    fn wide(self) -> i64 {
        self
    }
}

/// An upper bound on every value of a board `width` × `height`: Rabbit can
/// always walk to one end of a row and back across it, then step down.
fn value_bound(width: usize, height: usize) -> u128 {
    9 * (2 * width as u128 + 2) * height as u128
}

/// Whether the 32-bit kernel can run a board of this size.
fn fits_i32(width: usize, height: usize) -> bool {
    value_bound(width, height) < (i32::INF as u128) / 2
}

/// The digits of a row as costs.
fn row_costs(board: &Board, row: usize) -> Vec<i64> {
    (0..board.width())
        .map(|c| i64::from(board.cost(row, c).unwrap_or(0)))
        .collect()
}

/// One row's work: its costs padded for the branch-free kernel.
struct RowKernel<N> {
    /// `pre[k + 1]` is the sum of the row's first `k` costs; `pre[0]` is 0 and
    /// the last entry repeats the total.
    pre: Vec<N>,
    /// `cost[k + 1]` is the cost of column `k`; 0 at both ends.
    cost: Vec<N>,
    /// Buffers for the intervals of one length: the token at the left end,
    /// and at the right end, each at index `l + 1`.
    left: Vec<N>,
    right: Vec<N>,
    next_left: Vec<N>,
    next_right: Vec<N>,
}

impl<N: Num> RowKernel<N> {
    fn new(width: usize) -> Self {
        RowKernel {
            pre: vec![N::ZERO; width + 3],
            cost: vec![N::ZERO; width + 2],
            left: vec![N::INF; width + 2],
            right: vec![N::INF; width + 2],
            next_left: vec![N::INF; width + 2],
            next_right: vec![N::INF; width + 2],
        }
    }

    fn load(&mut self, costs: &[i64]) {
        let width = costs.len();
        let mut sum = 0i64;
        self.pre[0] = N::ZERO;
        for (k, &cost) in costs.iter().enumerate() {
            self.cost[k + 1] = N::of(cost);
            self.pre[k + 1] = N::of(sum);
            sum += cost;
        }
        self.pre[width + 1] = N::of(sum);
        self.pre[width + 2] = N::of(sum);
        self.cost[0] = N::ZERO;
        self.cost[width + 1] = N::ZERO;
    }

    /// Runs the recurrence over every interval of the row, longest first, and
    /// writes the value of entering at each column to `entry`. With `table`,
    /// also keeps every interval's two values ([`Triangle`]).
    fn run(&mut self, down: &[N], entry: &mut [N], mut record: Record<'_>) {
        let width = down.len();
        // The whole row: Eel may not wall the last open cell.
        self.left.fill(N::INF);
        self.right.fill(N::INF);
        self.left[1] = down[0];
        self.right[1] = down[width - 1];
        match &mut record {
            Record::Values(table) => table.store(width, &self.left[1..2], &self.right[1..2]),
            Record::Decisions(choices) => choices.bytes[choices.offsets[width]] = 0,
            Record::Nothing => {}
        }
        for len in (1..width).rev() {
            let n = width - len + 1;
            {
                let from_left = &self.left[0..n];
                let from_right = &self.right[1..n + 1];
                let down_l = &down[0..n];
                let down_r = &down[len - 1..len - 1 + n];
                let step_l = &self.cost[0..n];
                let step_r = &self.cost[len + 1..len + 1 + n];
                let walk_r_hi = &self.pre[len + 2..len + 2 + n];
                let walk_r_lo = &self.pre[2..2 + n];
                let walk_l_hi = &self.pre[len..len + n];
                let walk_l_lo = &self.pre[0..n];
                let out_l = &mut self.next_left[1..n + 1];
                let out_r = &mut self.next_right[1..n + 1];
                if let Record::Decisions(choices) = &mut record {
                    let at = choices.offsets[len];
                    let bits = &mut choices.bytes[at..at + n];
                    for i in 0..n {
                        let a = from_left[i];
                        let b = from_right[i];
                        let (ll, lr) = (step_l[i] + a, walk_r_hi[i] - walk_r_lo[i] + b);
                        let (rl, rr) = (walk_l_hi[i] - walk_l_lo[i] + a, step_r[i] + b);
                        let (lm, rm) = (ll.min(lr), rl.min(rr));
                        out_l[i] = down_l[i].max(lm);
                        out_r[i] = down_r[i].max(rm);
                        bits[i] = u8::from(lm > down_l[i])
                            | u8::from(lr < ll) << 1
                            | u8::from(rm > down_r[i]) << 2
                            | u8::from(rr < rl) << 3;
                    }
                } else {
                    for i in 0..n {
                        let a = from_left[i];
                        let b = from_right[i];
                        let at_left =
                            down_l[i].max((step_l[i] + a).min(walk_r_hi[i] - walk_r_lo[i] + b));
                        let at_right =
                            down_r[i].max((walk_l_hi[i] - walk_l_lo[i] + a).min(step_r[i] + b));
                        out_l[i] = at_left;
                        out_r[i] = at_right;
                    }
                }
            }
            self.next_left[0] = N::INF;
            self.next_right[n + 1] = N::INF;
            std::mem::swap(&mut self.left, &mut self.next_left);
            std::mem::swap(&mut self.right, &mut self.next_right);
            if let Record::Values(table) = &mut record {
                table.store(len, &self.left[1..n + 1], &self.right[1..n + 1]);
            }
        }
        entry.copy_from_slice(&self.left[1..width + 1]);
    }
}

/// What a pass over a row keeps besides the entry values.
enum Record<'a> {
    /// Nothing: the value alone.
    Nothing,
    /// Every interval's two values (for the explanation).
    Values(&'a mut Triangle),
    /// Every interval's decisions, a byte each (for the line).
    Decisions(&'a mut Choices),
}

/// Offsets of each interval length in a row's triangle, by length.
fn triangle_offsets(width: usize) -> Vec<usize> {
    let mut offsets = vec![0; width + 2];
    for len in 1..=width {
        offsets[len + 1] = offsets[len] + (width - len + 1);
    }
    offsets
}

/// Every interval's decisions of one row: bit 0, Eel walls with the token at
/// the left end; bit 1, Rabbit then walks right; bits 2 and 3 the same with
/// the token at the right end.
struct Choices {
    bytes: Vec<u8>,
    offsets: Vec<usize>,
}

impl Choices {
    fn new(width: usize) -> Choices {
        let offsets = triangle_offsets(width);
        Choices {
            bytes: vec![0; offsets[width + 1]],
            offsets,
        }
    }

    /// Whether Eel walls at `[l, r]` with the token at the right end when
    /// `at_right`, and whether Rabbit then walks right.
    fn get(&self, l: usize, r: usize, at_right: bool) -> (bool, bool) {
        let byte = self.bytes[self.offsets[r - l + 1] + l] >> (2 * usize::from(at_right));
        (byte & 1 != 0, byte & 2 != 0)
    }
}

/// Every interval's two values of one row, for tracing the line.
struct Triangle {
    width: usize,
    /// By length, then left end: the token at the left end, then at the right.
    values: Vec<[i64; 2]>,
    offsets: Vec<usize>,
}

impl Triangle {
    fn new(width: usize) -> Triangle {
        let offsets = triangle_offsets(width);
        Triangle {
            width,
            values: vec![[0, 0]; offsets[width + 1]],
            offsets,
        }
    }

    fn store<N: Num>(&mut self, len: usize, left: &[N], right: &[N]) {
        let base = self.offsets[len];
        for (i, (l, r)) in left.iter().zip(right).enumerate() {
            self.values[base + i] = [l.wide(), r.wide()];
        }
    }

    /// The value of interval `[l, r]` with the token at the right end when
    /// `at_right`.
    fn get(&self, l: usize, r: usize, at_right: bool) -> i64 {
        debug_assert!(l <= r && r < self.width);
        self.values[self.offsets[r - l + 1] + l][usize::from(at_right)]
    }
}

/// Runs the rows from the bottom up, handing each row's entry values to
/// `each` (row, values); returns the top row's.
fn entry_rows<N: Num>(board: &Board, mut each: impl FnMut(usize, &[N])) -> Vec<N> {
    let (width, height) = (board.width(), board.height());
    let mut entry = vec![N::ZERO; width];
    each(height - 1, &entry);
    let mut kernel = RowKernel::<N>::new(width);
    let mut down = vec![N::ZERO; width];
    for row in (0..height - 1).rev() {
        for (c, slot) in down.iter_mut().enumerate() {
            *slot = N::of(i64::from(board.cost(row + 1, c).unwrap_or(0))) + entry[c];
        }
        kernel.load(&row_costs(board, row));
        kernel.run(&down, &mut entry, Record::Nothing);
        each(row, &entry);
    }
    entry
}

fn best_start<N: Num>(board: &Board, entry: &[N]) -> (u32, i64) {
    let mut best = (0u32, i64::MAX);
    for (c, &value) in entry.iter().enumerate() {
        let total = i64::from(board.cost(0, c).unwrap_or(0)) + value.wide();
        if total < best.1 {
            best = (c as u32, total);
        }
    }
    best
}

/// The value of the game on `board`: what Rabbit pays when both play
/// optimally. Every cell must be a digit. O(h·w²) time, O(w) memory.
///
/// ```
/// use optimal_play::alternating_wall::value;
/// use optimal_play::wall::Board;
/// assert_eq!(value(&Board::from_rows(&["12", "34"])?), 6);
/// assert_eq!(value(&Board::from_rows(&["99999", "99999", "99999"])?), 99);
/// assert_eq!(value(&Board::from_rows(&["11111", "90005"])?), 10);
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn value(board: &Board) -> u64 {
    let cost = if fits_i32(board.width(), board.height()) {
        best_start(board, &entry_rows::<i32>(board, |_, _| {})).1
    } else {
        best_start(board, &entry_rows::<i64>(board, |_, _| {})).1
    };
    u64::try_from(cost).expect("costs are never negative")
}

/// The value of entering each cell (Eel to move, no wall built yet), row by
/// row: `w·h` numbers. What every position of a game in progress is valued
/// against ([`Evaluator`](super::Evaluator)).
pub fn entry_table(board: &Board) -> Vec<i64> {
    let (width, height) = (board.width(), board.height());
    let mut table = vec![0i64; width * height];
    let mut keep = |row: usize, values: &[i64]| {
        table[row * width..(row + 1) * width].copy_from_slice(values);
    };
    if fits_i32(width, height) {
        entry_rows::<i32>(board, |row, values| {
            let wide: Vec<i64> = values.iter().map(|v| v.wide()).collect();
            keep(row, &wide);
        });
    } else {
        entry_rows::<i64>(board, |row, values| keep(row, values));
    }
    table
}

/// What happens in one row of the optimal line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RowPlay {
    /// The row.
    pub row: u32,
    /// Where the token enters the row: from above, or where Rabbit starts.
    pub enter: u32,
    /// Every column where the token stands when Eel decides, in order: he
    /// walls under each but the last, and lets Rabbit down at the last. Empty
    /// in the bottom row, where the game ends on entering.
    pub stops: Vec<u32>,
    /// The column where the token leaves the row (or ends the game).
    pub exit: u32,
    /// What Rabbit pays in this row, the cell entered included.
    pub paid: u64,
}

/// The value and the line of optimal play from the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// What Rabbit pays.
    pub cost: u64,
    /// The column of the top row where Rabbit starts.
    pub start: u32,
    /// The line, row by row.
    pub rows: Vec<RowPlay>,
}

impl Solution {
    /// Eel's walls in the order he builds them: (row, column).
    pub fn walls(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.rows.iter().flat_map(|play| {
            let built = play.stops.len().saturating_sub(1);
            play.stops[..built].iter().map(move |&c| (play.row, c))
        })
    }
}

/// The value and the line of optimal play: where Rabbit starts, each wall Eel
/// builds and when, and each of Rabbit's walks. Ties go to letting Rabbit
/// down (Eel) and to the left (Rabbit). Every cell must be a digit.
///
/// ```
/// use optimal_play::alternating_wall::solve;
/// use optimal_play::wall::Board;
/// let solution = solve(&Board::from_rows(&["11111", "90005"])?);
/// assert_eq!(solution.cost, 10);
/// assert_eq!(solution.rows.iter().map(|r| r.paid).sum::<u64>(), 10);
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn solve(board: &Board) -> Solution {
    if fits_i32(board.width(), board.height()) {
        trace_decisions::<i32>(board)
    } else {
        trace_decisions::<i64>(board)
    }
}

/// The line from each row's decisions (a byte an interval), not its values.
fn trace_decisions<N: Num>(board: &Board) -> Solution {
    let (width, height) = (board.width(), board.height());
    let entry = entry_table(board);
    let (start, cost) = best_start(board, &entry[..width]);
    let mut rows = Vec::with_capacity(height);
    let mut enter = start as usize;
    let mut choices = Choices::new(width);
    let mut kernel = RowKernel::<N>::new(width);
    let mut scratch = vec![N::ZERO; width];
    let mut down = vec![N::ZERO; width];
    let mut prefix = vec![0i64; width + 1];
    for row in 0..height {
        let costs = row_costs(board, row);
        if row + 1 == height {
            rows.push(RowPlay {
                row: row as u32,
                enter: enter as u32,
                stops: Vec::new(),
                exit: enter as u32,
                paid: costs[enter] as u64,
            });
            break;
        }
        for (c, slot) in down.iter_mut().enumerate() {
            *slot = N::of(costs_below(board, row, c) + entry[(row + 1) * width + c]);
        }
        for c in 0..width {
            prefix[c + 1] = prefix[c] + costs[c];
        }
        kernel.load(&costs);
        kernel.run(&down, &mut scratch, Record::Decisions(&mut choices));
        let (mut l, mut r, mut at_right) = (enter, enter, false);
        let mut stops = vec![enter as u32];
        let mut paid = costs[enter];
        while !(l == 0 && r + 1 == width) {
            let here = if at_right { r } else { l };
            let (walls, go_right) = choices.get(l, r, at_right);
            if !walls {
                break;
            }
            if go_right {
                paid += prefix[r + 2] - prefix[here + 1];
                r += 1;
                stops.push(r as u32);
            } else {
                paid += prefix[here] - prefix[l - 1];
                l -= 1;
                stops.push(l as u32);
            }
            at_right = go_right;
        }
        let exit = *stops.last().expect("at least the entry");
        rows.push(RowPlay {
            row: row as u32,
            enter: enter as u32,
            stops,
            exit,
            paid: paid as u64,
        });
        enter = exit as usize;
    }
    Solution {
        cost: u64::try_from(cost).expect("costs are never negative"),
        start,
        rows,
    }
}

/// One side Rabbit can walk to when Eel walls the token's cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Walk {
    /// The column he walks to.
    pub to: u32,
    /// What the walk costs: every cell entered on the way.
    pub walk: u64,
    /// The value of the interval he then stands at the end of.
    pub rest: u64,
}

/// Why Eel decides as he does with the token at one cell of the line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reason {
    /// The token's column.
    pub column: u32,
    /// What Rabbit pays from here if Eel leaves the cell open: the cell below
    /// plus the value of entering the next row there.
    pub down: u64,
    /// Walking left past the interval, if there is a cell there.
    pub left: Option<Walk>,
    /// Walking right past the interval, if there is a cell there.
    pub right: Option<Walk>,
    /// The cheaper walk's total: what walling is worth (none when the rest of
    /// the row is walled).
    pub walled_value: Option<u64>,
    /// Whether Eel walls (only when walling is worth more than `down`).
    pub walled: bool,
}

/// The line of optimal play with the reason for each of Eel's decisions, row
/// by row, and what each start column is worth in all.
pub fn explain_line(board: &Board) -> (Solution, Vec<u64>, Vec<Vec<Reason>>) {
    let mut reasons = Vec::new();
    let solution = trace(board, Some(&mut reasons));
    let entry = entry_table(board);
    let starts = (0..board.width())
        .map(|c| {
            let rest = if board.height() == 1 { 0 } else { entry[c] };
            (i64::from(board.cost(0, c).unwrap_or(0)) + rest) as u64
        })
        .collect();
    (solution, starts, reasons)
}

/// The line from each row's values, with the reasons when asked.
fn trace(board: &Board, mut reasons: Option<&mut Vec<Vec<Reason>>>) -> Solution {
    let (width, height) = (board.width(), board.height());
    let entry = entry_table(board);
    let (start, cost) = best_start(board, &entry[..width]);
    let mut rows = Vec::with_capacity(height);
    let mut enter = start as usize;
    let mut triangle = Triangle::new(width);
    let mut kernel = RowKernel::<i64>::new(width);
    let mut scratch = vec![0i64; width];
    for row in 0..height {
        let costs = row_costs(board, row);
        if row + 1 == height {
            rows.push(RowPlay {
                row: row as u32,
                enter: enter as u32,
                stops: Vec::new(),
                exit: enter as u32,
                paid: costs[enter] as u64,
            });
            if let Some(reasons) = reasons.as_deref_mut() {
                reasons.push(Vec::new());
            }
            break;
        }
        let down: Vec<i64> = (0..width)
            .map(|c| costs_below(board, row, c) + entry[(row + 1) * width + c])
            .collect();
        kernel.load(&costs);
        kernel.run(&down, &mut scratch, Record::Values(&mut triangle));
        let (mut l, mut r, mut at_right) = (enter, enter, false);
        let mut stops = vec![enter as u32];
        let mut paid = costs[enter] as u64;
        let mut why = Vec::new();
        loop {
            let here = if at_right { r } else { l };
            let (left, right) = walks(&triangle, &costs, l, r, at_right);
            let best = match (left, right) {
                (Some(a), Some(b)) if b.walk + b.rest < a.walk + a.rest => Some((b, true)),
                (Some(a), _) => Some((a, false)),
                (None, Some(b)) => Some((b, true)),
                (None, None) => None,
            };
            let walled_value = best.map(|(walk, _)| walk.walk + walk.rest);
            let walls = walled_value.is_some_and(|value| value as i64 > down[here]);
            if reasons.is_some() {
                why.push(Reason {
                    column: here as u32,
                    down: down[here] as u64,
                    left,
                    right,
                    walled_value,
                    walled: walls,
                });
            }
            match best {
                Some((walk, go_right)) if walls => {
                    paid += walk.walk;
                    if go_right {
                        r += 1;
                    } else {
                        l -= 1;
                    }
                    at_right = go_right;
                    stops.push(walk.to);
                }
                _ => break,
            }
        }
        if let Some(reasons) = reasons.as_deref_mut() {
            reasons.push(why);
        }
        let exit = *stops.last().expect("at least the entry");
        rows.push(RowPlay {
            row: row as u32,
            enter: enter as u32,
            stops,
            exit,
            paid,
        });
        enter = exit as usize;
    }
    Solution {
        cost: u64::try_from(cost).expect("costs are never negative"),
        start,
        rows,
    }
}

fn costs_below(board: &Board, row: usize, column: usize) -> i64 {
    i64::from(board.cost(row + 1, column).unwrap_or(0))
}

/// The two walks Rabbit may take once Eel walls the token's cell in
/// interval `[l, r]`.
fn walks(
    triangle: &Triangle,
    costs: &[i64],
    l: usize,
    r: usize,
    at_right: bool,
) -> (Option<Walk>, Option<Walk>) {
    let width = costs.len();
    let here = if at_right { r } else { l };
    let left = (l > 0).then(|| Walk {
        to: (l - 1) as u32,
        walk: costs[l - 1..here].iter().sum::<i64>() as u64,
        rest: triangle.get(l - 1, r, false) as u64,
    });
    let right = (r + 1 < width).then(|| Walk {
        to: (r + 1) as u32,
        walk: costs[here + 1..=r + 1].iter().sum::<i64>() as u64,
        rest: triangle.get(l, r + 1, true) as u64,
    });
    (left, right)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The recurrence written plainly, by memoised recursion.
    fn plain(board: &Board) -> i64 {
        let (width, height) = (board.width(), board.height());
        let cost = |r: usize, c: usize| i64::from(board.cost(r, c).unwrap());
        let mut entry = vec![0i64; width];
        for row in (0..height - 1).rev() {
            let down: Vec<i64> = (0..width).map(|c| cost(row + 1, c) + entry[c]).collect();
            let mut memo = std::collections::HashMap::new();
            fn f(
                l: usize,
                r: usize,
                right: bool,
                w: usize,
                down: &[i64],
                cost: &dyn Fn(usize) -> i64,
                memo: &mut std::collections::HashMap<(usize, usize, bool), i64>,
            ) -> i64 {
                if let Some(&v) = memo.get(&(l, r, right)) {
                    return v;
                }
                let here = if right { r } else { l };
                let v = if l == 0 && r == w - 1 {
                    down[here]
                } else {
                    let mut best = i64::MAX;
                    if l > 0 {
                        let walk: i64 = (l - 1..here).map(cost).sum();
                        best = best.min(walk + f(l - 1, r, false, w, down, cost, memo));
                    }
                    if r + 1 < w {
                        let walk: i64 = (here + 1..=r + 1).map(cost).sum();
                        best = best.min(walk + f(l, r + 1, true, w, down, cost, memo));
                    }
                    down[here].max(best)
                };
                memo.insert((l, r, right), v);
                v
            }
            let row_cost = |c: usize| cost(row, c);
            entry = (0..width)
                .map(|c| f(c, c, false, width, &down, &row_cost, &mut memo))
                .collect();
        }
        (0..width).map(|c| cost(0, c) + entry[c]).min().unwrap()
    }

    #[test]
    fn the_kernel_agrees_with_the_plain_recurrence() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..300 {
            let (h, w) = (rng.random_range(1..=6), rng.random_range(1..=9));
            let rows: Vec<String> = (0..h)
                .map(|_| {
                    (0..w)
                        .map(|_| char::from(b'0' + rng.random_range(0..10)))
                        .collect()
                })
                .collect();
            let board = Board::from_rows(&rows).unwrap();
            let expected = plain(&board);
            assert_eq!(value(&board) as i64, expected, "{rows:?}");
            assert_eq!(
                best_start(&board, &entry_rows::<i64>(&board, |_, _| {})).1,
                expected
            );
            let solution = solve(&board);
            assert_eq!(solution, trace(&board, None), "{rows:?}");
            assert_eq!(solution.cost as i64, expected);
            assert_eq!(
                solution.rows.iter().map(|r| r.paid).sum::<u64>() as i64,
                expected
            );
        }
    }
}
