//! Seeded random boards, the same for the same seed on every machine.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::wall::board::Board;

/// The shape and content of a random board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardSpec {
    /// Rows, at least 1.
    pub height: usize,
    /// Columns, at least 1.
    pub width: usize,
    /// The share of cells that are `x`, in percent (0..=100).
    pub blocked_percent: u8,
    /// The seed: the same seed gives the same board.
    pub seed: u64,
}

/// The widest board generated: one row is held at a time.
pub const WIDTH_LIMIT: usize = 1_000_000_000;

/// The most cells generated: 10^15 bytes is more than a disk holds.
pub const CELL_LIMIT: u128 = 1_000_000_000_000_000;

/// Why a board cannot be generated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TooBig {
    /// A row too wide to hold.
    #[error(
        "boards of at most {WIDTH_LIMIT} columns are generated (one row is held at a time), not {0}"
    )]
    Wide(u64),
    /// More cells than a disk holds.
    #[error("{rows} × {cols} is more than 10^15 cells, more than any disk holds")]
    Cells {
        /// Rows asked for.
        rows: u64,
        /// Columns asked for.
        cols: u64,
    },
}

/// `--rows`: the board's rows, 4 by default.
pub const ROWS: crate::erased::Parameter =
    crate::erased::Parameter::new("rows", "rows", 1, i64::MAX, 4).small(3);
/// `--cols`: the board's columns, 5 by default.
pub const COLS: crate::erased::Parameter =
    crate::erased::Parameter::new("cols", "columns", 1, WIDTH_LIMIT as i64, 5)
        .labelled("columns")
        .small(3);
/// `--blocked`: the share of `x` cells in percent, 20 by default.
pub const BLOCKED: crate::erased::Parameter = crate::erased::Parameter::new(
    "blocked",
    "the share of x cells in percent; one path is kept open",
    0,
    100,
    20,
)
.labelled("blocked %")
.small(25);

/// Checks that a board of `rows` × `cols` can be generated.
pub fn check_size(rows: u64, cols: u64) -> Result<(), TooBig> {
    if cols > WIDTH_LIMIT as u64 {
        return Err(TooBig::Wide(cols));
    }
    if u128::from(rows) * u128::from(cols) > CELL_LIMIT {
        return Err(TooBig::Cells { rows, cols });
    }
    Ok(())
}

/// The rows of a random board, one at a time: digits uniform in `0..=9`,
/// each cell `x` with the given probability, the start cell `0` (as
/// TopCoder guarantees), and one random path from the start to the bottom
/// row kept open, so the board is always valid. Uses ChaCha8, whose output
/// is fixed for a seed on every platform. Only one row is held.
#[derive(Debug)]
pub struct RandomRows {
    spec: BoardSpec,
    rng: ChaCha8Rng,
    row: usize,
    column: usize,
    cells: Vec<u8>,
}

impl RandomRows {
    /// The rows of the board `spec` describes.
    ///
    /// # Panics
    ///
    /// If the board would be empty or `blocked_percent` is over 100.
    pub fn new(spec: BoardSpec) -> RandomRows {
        assert!(
            spec.height > 0 && spec.width > 0,
            "a board has at least one cell"
        );
        assert!(
            spec.blocked_percent <= 100,
            "blocked_percent is a percentage"
        );
        RandomRows {
            rng: ChaCha8Rng::seed_from_u64(spec.seed),
            row: 0,
            column: 0,
            cells: vec![0; spec.width],
            spec,
        }
    }

    /// The next row's cells (digits, or `BLOCKED`), or `None` after the last.
    pub fn next_row(&mut self) -> Option<&[u8]> {
        let BoardSpec {
            height,
            width,
            blocked_percent,
            ..
        } = self.spec;
        if self.row == height {
            return None;
        }
        let rng = &mut self.rng;
        for cell in &mut self.cells {
            *cell = if rng.random_range(0..100u8) < blocked_percent {
                crate::wall::board::BLOCKED
            } else {
                rng.random_range(0..=9u8)
            };
        }
        // Carve the path: run from where it entered to a random column, then
        // step down.
        let target = if self.row + 1 == height {
            self.column
        } else {
            rng.random_range(0..width)
        };
        let (low, high) = (self.column.min(target), self.column.max(target));
        for cell in &mut self.cells[low..=high] {
            if *cell == crate::wall::board::BLOCKED {
                *cell = rng.random_range(0..=9u8);
            }
        }
        if self.row == 0 {
            self.cells[0] = 0;
        }
        self.column = target;
        self.row += 1;
        Some(&self.cells)
    }
}

/// A random board, whole: the rows of [`RandomRows`].
///
/// # Panics
///
/// If the board would be empty or `blocked_percent` is over 100.
///
/// ```
/// use optimal_play::wall::generate::{random_board, BoardSpec};
/// let spec = BoardSpec { height: 3, width: 4, blocked_percent: 30, seed: 7 };
/// let board = random_board(spec);
/// assert_eq!((board.height(), board.width()), (3, 4));
/// assert_eq!(board.cost(0, 0), Some(0));
/// assert_eq!(random_board(spec), board);
/// ```
pub fn random_board(spec: BoardSpec) -> Board {
    let mut rows = RandomRows::new(spec);
    let mut cells = Vec::with_capacity(spec.width * spec.height);
    while let Some(row) = rows.next_row() {
        cells.extend_from_slice(row);
    }
    Board::from_cells(spec.width, spec.height, cells)
        .expect("the carved path keeps the board valid")
}

/// Writes a random board row by row, as a grid or a TopCoder literal, in
/// O(width) memory: the same board as [`random_board`].
pub fn write_board(
    out: &mut dyn std::io::Write,
    spec: BoardSpec,
    literal: bool,
) -> std::io::Result<()> {
    let mut rows = RandomRows::new(spec);
    let mut line = Vec::with_capacity(spec.width + 4);
    let mut first = true;
    if literal {
        out.write_all(b"{")?;
    }
    while let Some(row) = rows.next_row() {
        line.clear();
        if literal {
            line.extend_from_slice(if first { b"\"" } else { b", \"" });
        }
        line.extend(
            row.iter()
                .map(|&cell| crate::wall::board::cell_char(cell) as u8),
        );
        if literal {
            line.push(b'"');
        } else {
            line.push(b'\n');
        }
        out.write_all(&line)?;
        first = false;
    }
    if literal {
        out.write_all(b"}\n")?;
    }
    Ok(())
}

/// The rows of a stress board made of `values`: the values fill a board
/// about as wide as it is tall, row by row (padded with `0`), each a digit
/// (its absolute value mod 10), or, with `blocked`, an `x` where a value is
/// a negative multiple of 4. Fewer values make a smaller board; values
/// nearer 0 make smaller digits and fewer `x`.
pub fn stress_rows(values: &[i64], blocked: bool) -> Vec<String> {
    let n = values.len().max(1);
    let width = (1..=n).find(|w| w * w >= n).unwrap_or(n);
    let height = n.div_ceil(width);
    (0..height)
        .map(|row| {
            (0..width)
                .map(|col| match values.get(row * width + col) {
                    Some(&v) if blocked && v < 0 && v % 4 == 0 => 'x',
                    Some(&v) => char::from(b'0' + (v.unsigned_abs() % 10) as u8),
                    None => '0',
                })
                .collect()
        })
        .collect()
}
