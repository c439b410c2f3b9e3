//! The m,n,k-games' search against memoised negamax on every position of
//! every board up to 3 × 4, every k.

use crate::engine::conformance::reachable;
use crate::engine::search::Searcher;
use crate::engine::{Game, Negamax};

use super::*;

#[test]
fn search_agrees_with_negamax_on_every_position_of_every_board_up_to_3_by_4() {
    for rows in 1..=4 {
        for columns in 1..=4 {
            if rows * columns > 12 {
                continue;
            }
            for k in 1..=4 {
                let board = Board::new(rows, columns, k).unwrap();
                let mut negamax = Negamax::new(&board);
                let mut searcher = Searcher::with_table_bytes(&board, 1 << 14);
                let positions = reachable(&board, usize::MAX);
                for position in &positions {
                    assert_eq!(
                        searcher.value(position),
                        negamax.value(position),
                        "{rows} × {columns}, k = {k}: {position:?}"
                    );
                }
                for position in positions.iter().step_by(31) {
                    assert_eq!(
                        searcher.move_values(position),
                        negamax.move_values(position),
                        "{rows} × {columns}, k = {k}: {position:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn tic_tac_toe_and_4_4_4_are_draws() {
    for (size, k) in [(3, 3), (4, 4)] {
        let board = Board::new(size, size, k).unwrap();
        let mut searcher = Searcher::new(&board);
        assert_eq!(
            searcher.value(&board.start()),
            Value::Draw,
            "{size},{size},{k}"
        );
    }
    // 3,3,2 and 4,4,3 are first-player wins.
    for (size, k) in [(3, 2), (4, 3)] {
        let board = Board::new(size, size, k).unwrap();
        let mut searcher = Searcher::new(&board);
        assert!(
            matches!(searcher.value(&board.start()), Value::Win { .. }),
            "{size},{size},{k}"
        );
    }
}
