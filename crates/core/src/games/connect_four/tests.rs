//! Connect Four's search against memoised negamax, on every position of
//! small boards, and its scores against Pons' convention.

use crate::engine::conformance::reachable;
use crate::engine::search::Searcher;
use crate::engine::{Game, Negamax};

use super::*;

#[test]
fn search_agrees_with_negamax_on_every_position_of_small_boards() {
    for (width, height) in [
        (1, 4),
        (4, 1),
        (2, 4),
        (3, 3),
        (4, 3),
        (3, 4),
        (5, 2),
        (4, 4),
    ] {
        let board = Board::new(width, height).unwrap();
        let mut negamax = Negamax::new(&board);
        let mut searcher = Searcher::with_table_bytes(&board, 1 << 16);
        let positions = reachable(&board, usize::MAX);
        for position in &positions {
            assert_eq!(
                searcher.value(position),
                negamax.value(position),
                "{width} × {height}: {position:?}"
            );
        }
        // Every move's value, on a sample (the values above cover each
        // position once; this checks the oracle's list too).
        for position in positions.iter().step_by(97) {
            assert_eq!(
                searcher.move_values(position),
                negamax.move_values(position)
            );
        }
    }
}

#[test]
fn two_threads_give_the_published_scores_of_positions_past_the_lone_budget() {
    let board = Board::new(7, 6).unwrap();
    let set = include_str!("../../../../../tests/data/connect-four/Test_L1_R2");
    for line in set.lines().take(3) {
        let (moves, score) = line.split_once(' ').unwrap();
        let position = moves.bytes().fold(board.start(), |position, column| {
            board.drop(&position, u32::from(column - b'1'))
        });
        let mut searcher = Searcher::new(&board);
        let value = searcher.value_on_threads(&position, 2);
        assert!(
            searcher.nodes() > crate::engine::search::ALONE_NODES,
            "{moves}: solved alone"
        );
        assert_eq!(
            board.score(&position, value),
            score.parse::<i64>().unwrap(),
            "{moves}"
        );
    }
}
