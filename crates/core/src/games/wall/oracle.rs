//! The brute-force oracle for tiny boards: every set of walls, Rabbit's
//! cheapest route past each by Dijkstra, and the maximum over the sets that
//! leave an exit open.
//!
//! It shares nothing with the solver but the board, so the tests use it to
//! check the solver's value.

use crate::wall::board::Board;
use crate::wall::rabbit::rabbit_route;
use crate::wall::solver::Wall;

/// The most wall slots the oracle tries: 2^20 wall sets.
pub const ORACLE_SLOT_LIMIT: usize = 20;

/// The places a wall can matter: between two vertically adjacent open cells.
pub fn wall_slots(board: &Board) -> Vec<Wall> {
    let mut slots = Vec::new();
    for row in 0..board.height().saturating_sub(1) {
        for column in 0..board.width() {
            if board.is_open(row, column) && board.is_open(row + 1, column) {
                slots.push(Wall {
                    row: row as u32,
                    column: column as u32,
                });
            }
        }
    }
    slots
}

/// The value of the game by trying every wall set, or `None` when the board
/// has more than [`ORACLE_SLOT_LIMIT`] wall slots.
///
/// ```
/// use optimal_play::wall::{oracle, Board};
/// let board = Board::from_rows(&["042", "391"])?;
/// assert_eq!(oracle::value(&board), Some(13));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn value(board: &Board) -> Option<u64> {
    let slots = wall_slots(board);
    if slots.len() > ORACLE_SLOT_LIMIT {
        return None;
    }
    let mut best = None;
    let mut walls = Vec::with_capacity(slots.len());
    for set in 0u32..1 << slots.len() {
        walls.clear();
        walls.extend(
            slots
                .iter()
                .enumerate()
                .filter(|&(bit, _)| set >> bit & 1 == 1)
                .map(|(_, &wall)| wall),
        );
        let route = rabbit_route(board, &walls).expect("slots are on the board");
        if let Some(route) = route {
            best = best.max(Some(route.cost));
        }
    }
    best
}
