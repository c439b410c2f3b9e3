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

/// A random board: digits uniform in `0..=9`, each cell `x` with the given
/// probability, the start cell `0` (as TopCoder guarantees), and one random
/// path from the start to the bottom row kept open so the board is always
/// valid. Uses ChaCha8, whose output is fixed for a seed on every platform.
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
    let BoardSpec {
        height,
        width,
        blocked_percent,
        seed,
    } = spec;
    assert!(height > 0 && width > 0, "a board has at least one cell");
    assert!(blocked_percent <= 100, "blocked_percent is a percentage");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut cells = vec![0u8; width * height];
    for cell in &mut cells {
        *cell = if rng.random_range(0..100u8) < blocked_percent {
            crate::wall::board::BLOCKED
        } else {
            rng.random_range(0..=9u8)
        };
    }
    // Carve a path: in each row, run from where the path entered to a random
    // column, then step down.
    let mut column = 0;
    for row in 0..height {
        let target = if row + 1 == height {
            column
        } else {
            rng.random_range(0..width)
        };
        let (low, high) = (column.min(target), column.max(target));
        for c in low..=high {
            let cell = &mut cells[row * width + c];
            if *cell == crate::wall::board::BLOCKED {
                *cell = rng.random_range(0..=9u8);
            }
        }
        column = target;
    }
    cells[0] = 0;
    Board::from_cells(width, height, cells).expect("the carved path keeps the board valid")
}
