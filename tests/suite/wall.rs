//! The wall game: the published answers, the solver against the brute-force
//! oracle, and every solution checked against what it claims.

use optimal_play::wall::{self, Board, Solution, oracle, rabbit_route, solve};
use proptest::prelude::*;

use crate::known::{cases, data_path};

fn board_of(case: &crate::known::Case) -> Board {
    let text = match (case.get("board"), case.get("file")) {
        (Some(literal), None) => literal.to_owned(),
        (None, Some(file)) => std::fs::read_to_string(data_path(file)).unwrap(),
        _ => panic!("case at line {}: give board or file", case.line),
    };
    Board::parse(&text, None).unwrap_or_else(|e| panic!("{}: {e}", case.source()))
}

/// Everything a solution claims, checked: the path is legal and costs the
/// value, and Rabbit's cheapest route past the walls costs exactly the value.
fn assert_solution_holds(board: &Board, solution: &Solution) {
    let path: Vec<_> = solution.path().collect();
    assert_eq!(path[0], (0, 0), "the path starts at the top left");
    assert_eq!(
        path.last().unwrap().0,
        board.height() - 1,
        "the path ends in the bottom row"
    );
    let mut seen = std::collections::HashSet::new();
    let mut cost = 0u64;
    for (at, &(row, column)) in path.iter().enumerate() {
        assert!(
            seen.insert((row, column)),
            "the path visits ({row}, {column}) twice"
        );
        cost += u64::from(
            board
                .cost(row, column)
                .expect("the path stays on open cells"),
        );
        if at > 0 {
            let (r, c) = path[at - 1];
            let step = (row as isize - r as isize, column as isize - c as isize);
            assert!(
                matches!(step, (1, 0) | (0, 1) | (0, -1)),
                "illegal step {step:?}"
            );
            if step == (1, 0) {
                assert!(
                    !solution
                        .walls
                        .iter()
                        .any(|w| (w.row as usize, w.column as usize) == (r, c)),
                    "a wall blocks the path's own step down at ({r}, {c})"
                );
            }
        }
        // Only the last cell is in the bottom row.
        assert_eq!(row + 1 == board.height(), at + 1 == path.len());
    }
    assert_eq!(cost, solution.cost, "the path costs the value");
    for wall in &solution.walls {
        let (row, column) = (wall.row as usize, wall.column as usize);
        assert!(
            board.is_open(row, column) && board.is_open(row + 1, column),
            "wall {wall:?} does not stand between two open cells"
        );
    }
    let mut sorted = solution.walls.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, solution.walls, "walls are sorted and distinct");
    assert_eq!(wall::value(board), Some(solution.cost), "value-only agrees");
    let route = rabbit_route(board, &solution.walls)
        .unwrap()
        .expect("the walls leave an exit open");
    assert_eq!(
        route.cost, solution.cost,
        "the walls force the value on Rabbit\n{board}"
    );
}

#[test]
fn published_answers_hold() {
    for case in cases("wall.txt") {
        let board = board_of(&case);
        let expected: u64 = case.get("cost").unwrap().parse().unwrap();
        let solution = solve(&board);
        assert_eq!(solution.cost, expected, "{}", case.source());
        assert_solution_holds(&board, &solution);
        if oracle::wall_slots(&board).len() <= oracle::ORACLE_SLOT_LIMIT {
            assert_eq!(
                oracle::value(&board),
                Some(expected),
                "oracle: {}",
                case.source()
            );
        }
    }
}

/// Every board of the given shape over `alphabet`, skipping those that are not
/// valid boards (start blocked, no path to the bottom).
fn for_every_board(
    alphabet: &[char],
    height: usize,
    width: usize,
    mut check: impl FnMut(&Board),
) -> usize {
    let cells = height * width;
    let mut checked = 0;
    let mut digits = vec![0usize; cells];
    loop {
        let rows: Vec<String> = (0..height)
            .map(|r| {
                digits[r * width..(r + 1) * width]
                    .iter()
                    .map(|&d| alphabet[d])
                    .collect()
            })
            .collect();
        if let Ok(board) = Board::from_rows(&rows) {
            check(&board);
            checked += 1;
        }
        let mut at = 0;
        while at < cells && digits[at] + 1 == alphabet.len() {
            digits[at] = 0;
            at += 1;
        }
        if at == cells {
            return checked;
        }
        digits[at] += 1;
    }
}

fn assert_matches_oracle(board: &Board) {
    let solution = solve(board);
    assert_eq!(
        Some(solution.cost),
        oracle::value(board),
        "solver vs oracle on\n{board}"
    );
    assert_solution_holds(board, &solution);
}

#[test]
fn exhaustive_small_boards_match_the_oracle() {
    // Every board of up to 3 rows and up to 9 wall slots over {0, 1, 5, x}:
    // shapes 2x1..2x5, 3x1..3x3. The 3x3 boards alone are 4^9.
    let alphabet = ['0', '1', '5', 'x'];
    let mut boards = 0;
    for (height, width) in [
        (1, 3),
        (2, 1),
        (2, 2),
        (2, 3),
        (2, 4),
        (2, 5),
        (3, 1),
        (3, 2),
        (3, 3),
    ] {
        boards += for_every_board(&alphabet, height, width, assert_matches_oracle);
    }
    assert!(boards > 100_000, "only {boards} boards checked");
}

fn small_board() -> impl Strategy<Value = Vec<String>> {
    (1usize..=3, 1usize..=9).prop_flat_map(|(height, width)| {
        let cell = prop_oneof![4 => (0u8..=9).prop_map(|d| char::from(b'0' + d)), 1 => Just('x')];
        prop::collection::vec(
            prop::collection::vec(cell, width).prop_map(String::from_iter),
            height,
        )
    })
}

fn large_board() -> impl Strategy<Value = Vec<String>> {
    (1usize..=60, 1usize..=60, 0u8..=60).prop_flat_map(|(height, width, blocked_percent)| {
        let cell = (0u8..100, 0u8..=9).prop_map(move |(roll, digit)| {
            if roll < blocked_percent {
                'x'
            } else {
                char::from(b'0' + digit)
            }
        });
        prop::collection::vec(
            prop::collection::vec(cell, width).prop_map(String::from_iter),
            height,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_small_boards_match_the_oracle(mut rows in small_board()) {
        rows[0].replace_range(0..1, "0");
        if let Ok(board) = Board::from_rows(&rows) {
            if oracle::wall_slots(&board).len() <= 9 {
                assert_matches_oracle(&board);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_large_boards_hold_what_they_claim(mut rows in large_board()) {
        rows[0].replace_range(0..1, "0");
        if let Ok(board) = Board::from_rows(&rows) {
            assert_solution_holds(&board, &solve(&board));
        }
    }
}

#[test]
fn bad_boards_are_clear_errors() {
    let cases = [
        (
            "042\n39\n",
            "line 2, column 3: this row has 2 cells but the first row has 3",
        ),
        (
            "042\n3911\n",
            "line 2, column 4: this row has more than 3 cells, the width of the first row",
        ),
        (
            "042\n3?1\n",
            "line 2, column 2: unexpected `?`: a cell is a digit or `x`",
        ),
        (
            "042\n\n391\n",
            "line 2, column 1: empty row: expected digits and `x`",
        ),
        (
            "",
            "line 1, column 1: the input is empty: expected a board: rows of digits and `x`",
        ),
        (
            "x42\n391\n",
            "line 1, column 1: the start cell (top left) is `x`: Rabbit has nowhere to stand",
        ),
        (
            "0x2\nx91\n",
            "line 1, column 1: no path leads from the start cell (top left) to the bottom row",
        ),
        (
            "{\"042\", \"391\"",
            "line 1, column 14: expected `,` or `}`, found the end of the input",
        ),
        (
            "{\"042\" \"391\"}",
            "line 1, column 8: expected `,` or `}`, found `\\\"`",
        ),
        (
            "{\"042\",\n \"3 1\"}",
            "line 2, column 4: unexpected ` `: a cell is a digit or `x`",
        ),
        (
            "{\"042\", \"391\"} x",
            "line 1, column 16: expected nothing after the closing `}`, found `x`",
        ),
        (
            "{}",
            "line 1, column 3: the input is empty: expected a board: rows of digits and `x`",
        ),
    ];
    for (text, message) in cases {
        let error = Board::parse(text, None).unwrap_err();
        assert_eq!(error.to_string(), message, "{text:?}");
    }
}
