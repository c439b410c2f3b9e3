use std::rc::Rc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::value::Values;
use crate::engine::cgt::definition::{Tree, equal};
use crate::games::bit_grid::Grid;

#[test]
fn the_empty_four_by_four_board_is_as_cgsuite_gives_it() {
    let mut values = Values::new();
    let g = values.board(&Grid::empty(4, 4).unwrap());
    assert_eq!(values.forms.text(g), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
}

/// The game tree of a board, move by move, with no regions and no
/// simplification.
fn tree(grid: &Grid) -> Rc<Tree> {
    Tree::new(
        grid.dominoes(true)
            .into_iter()
            .map(|d| tree(&grid.place(d)))
            .collect(),
        grid.dominoes(false)
            .into_iter()
            .map(|d| tree(&grid.place(d)))
            .collect(),
    )
}

#[test]
fn values_agree_with_the_game_tree_on_random_boards() {
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    let mut values = Values::new();
    for _ in 0..300 {
        let rows = rng.random_range(1..=3);
        let columns = rng.random_range(1..=4);
        let mut grid = Grid::empty(rows, columns).unwrap();
        for cell in 0..grid.cells() {
            if rng.random_bool(0.25) {
                grid.free &= !(1u64 << cell);
            }
        }
        let value = values.board(&grid);
        assert!(
            equal(&Tree::of(&values.forms, value), &tree(&grid)),
            "{}",
            grid.row_texts().join("|")
        );
    }
}

#[test]
fn a_sum_of_regions_is_the_value_of_the_whole_board() {
    // Boards split by hand with a filled row or column, and the parts'
    // values added, against the whole board's value worked out again in a
    // fresh store (so no region is remembered from the parts).
    let mut rng = ChaCha8Rng::seed_from_u64(52);
    for _ in 0..60 {
        let rows = rng.random_range(2..=4);
        let columns = rng.random_range(3..=6);
        let mut grid = Grid::empty(rows, columns).unwrap();
        for cell in 0..grid.cells() {
            if rng.random_bool(0.2) {
                grid.free &= !(1u64 << cell);
            }
        }
        let cut = rng.random_range(1..columns - 1);
        for row in 0..rows {
            grid.free &= !(1u64 << (row * columns + cut));
        }
        let mut parts = Values::new();
        let mut total = parts.forms.zero();
        for (first, last) in [(0, cut), (cut + 1, columns)] {
            let mut part = Grid::empty(rows, last - first).unwrap();
            for row in 0..rows {
                for column in first..last {
                    if !grid.is_free(row * columns + column) {
                        part.free &= !(1u64 << (row * part.columns + column - first));
                    }
                }
            }
            let value = parts.board(&part);
            total = parts.forms.add(total, value);
        }
        let mut whole = Values::new();
        let value = whole.board(&grid);
        assert_eq!(
            parts.forms.text(total),
            whole.forms.text(value),
            "{}",
            grid.row_texts().join("|")
        );
        assert!(equal(
            &Tree::of(&parts.forms, total),
            &Tree::of(&whole.forms, value)
        ));
    }
}

/// Boards and the forms cgt-py 0.11.0 gives them
/// (`tests/data/cgt/domineering-cgt-py.txt`, with its source): the same
/// canonical form, compared as forms, not as text.
#[test]
fn values_agree_with_cgt_py() {
    let data = include_str!("../../../../../tests/data/cgt/domineering-cgt-py.txt");
    let mut values = Values::new();
    let mut checked = 0;
    // Comments start `# `; a board may start with `#`, a filled cell.
    for line in data
        .lines()
        .filter(|l| !l.starts_with("# ") && !l.trim().is_empty())
    {
        let (board, form) = line.split_once('\t').unwrap();
        let grid = super::read(board).unwrap()[0];
        let expected = values
            .forms
            .read(form)
            .unwrap_or_else(|e| panic!("{form}: {e}"));
        let value = values.board(&grid);
        assert_eq!(value, expected, "{board}: {}", values.forms.text(value));
        checked += 1;
    }
    assert!(checked >= 250);
}

#[test]
fn boards_are_read_and_bad_ones_refused_with_where() {
    let grids = super::read("..#|...\n4x5\n").unwrap();
    assert_eq!(grids.len(), 2);
    assert_eq!(grids[0].row_texts(), ["..#", "..."]);
    assert_eq!(grids[1].free.count_ones(), 20);
    for (text, message) in [
        ("", "line 1, column 1"),
        ("..|...", "line 1, column 4"),
        ("..\n.x", "line 2, column 2"),
        ("9x9", "line 1, column 1"),
        ("..|", "line 1, column 4"),
    ] {
        let error = super::read(text).expect_err(text).to_string();
        assert!(error.contains(message), "{text:?}: {error}");
    }
}

/// Past the cells where the oracle counts moves, it judges each move by the
/// value alone: that verdict agrees with negamax's win or loss on every
/// position reachable from random boards of 13 to 16 free cells.
#[test]
fn moves_judged_by_value_agree_with_negamax() {
    use crate::engine::{Game, Negamax, Value};
    let mut rng = ChaCha8Rng::seed_from_u64(54);
    for _ in 0..6 {
        let mut grid = Grid::empty(4, 4).unwrap();
        for _ in 0..rng.random_range(0..=3) {
            grid.free &= !(1u64 << rng.random_range(0..16));
        }
        let board = super::Board::new(grid);
        let mut oracle = crate::games::partizan::ValueOracle::from(&board);
        let mut negamax = Negamax::new(board.clone());
        let mut positions = vec![board.start()];
        let mut seen = std::collections::HashSet::new();
        while let Some(position) = positions.pop() {
            if !seen.insert(position) || seen.len() > 400 {
                continue;
            }
            let fast = oracle.move_values_by_value(&position);
            let slow = negamax.move_values(&position);
            for ((domino, fast), (_, slow)) in fast.iter().zip(&slow) {
                let wins = |v: &Value| matches!(v, Value::Win { .. } | Value::Winning);
                assert_eq!(wins(fast), wins(slow), "{position:?} {domino:?}");
                positions.push(board.apply(&position, domino).0);
            }
        }
    }
}

/// #51: the picture's regions cover the cells a domino can still cover,
/// each once, joined edge to edge; each region's value is that of the
/// board with only its cells free, checked against the game tree; and the
/// sum written is the whole board's value, with its outcome.
#[test]
fn the_pictures_regions_and_values_are_the_boards() {
    use super::Board;
    use crate::engine::picture::Picture;
    use crate::engine::{Game, Notation};
    let mut rng = ChaCha8Rng::seed_from_u64(53);
    let mut fresh = Values::new();
    for _ in 0..120 {
        let rows = rng.random_range(1..=4);
        let columns = rng.random_range(1..=4);
        let mut grid = Grid::empty(rows, columns).unwrap();
        for cell in 0..grid.cells() {
            if rng.random_bool(0.3) {
                grid.free &= !(1u64 << cell);
            }
        }
        let board = Board::new(grid);
        let Picture::Grid {
            values: Some(values),
            ..
        } = board.picture(&board.start())
        else {
            panic!("a grid with values");
        };
        let text = grid.row_texts().join("|");
        let mut covered = 0u64;
        for region in &values.regions {
            let mut cells = 0u64;
            for &[row, column] in &region.cells {
                let bit = 1u64 << (row * u64::from(columns) + column);
                assert_eq!(covered & bit, 0, "{text}: a cell in two regions");
                cells |= bit;
            }
            covered |= cells;
            let alone = Grid {
                free: cells,
                ..grid
            };
            assert_eq!(alone.regions().len(), 1, "{text}: a region is joined");
            let value = fresh.board(&alone);
            assert!(
                equal(&Tree::of(&fresh.forms, value), &tree(&alone)),
                "{text}"
            );
            assert_eq!(fresh.forms.text(value), region.value, "{text}");
        }
        // A cell a domino can still cover: free, with a free neighbour.
        let free = |r: i64, c: i64| {
            (0..i64::from(rows)).contains(&r)
                && (0..i64::from(columns)).contains(&c)
                && grid.is_free((r * i64::from(columns) + c) as u32)
        };
        let mut live = 0u64;
        for r in 0..i64::from(rows) {
            for c in 0..i64::from(columns) {
                let near = free(r + 1, c) || free(r - 1, c) || free(r, c + 1) || free(r, c - 1);
                if free(r, c) && near {
                    live |= 1u64 << (r * i64::from(columns) + c);
                }
            }
        }
        assert_eq!(covered, live, "{text}: the regions are the live cells");
        let whole = fresh.board(&grid);
        assert_eq!(fresh.forms.text(whole), values.sum, "{text}");
        assert_eq!(
            fresh.forms.outcome(whole).letter(),
            values.outcome,
            "{text}"
        );
    }
}
