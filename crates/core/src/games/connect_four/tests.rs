//! Connect Four's search against memoised negamax, on every position of
//! small boards, its scores against Pons' convention, and the opening book
//! against itself and a fresh search.

use crate::engine::conformance::reachable;
use crate::engine::search::{Search, Searcher};
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
            let value = negamax.value(position);
            assert_eq!(
                searcher.value(position),
                value,
                "{width} × {height}: {position:?}"
            );
            // A score read back (as from the opening book) is the value.
            if !board.is_over(position) {
                let score = board.score(position, value);
                assert_eq!(board.value_of_score(position, score), value, "{score}");
            }
        }
        // Every move's value, on a sample (the values above cover each
        // position once; this checks the oracle's list too).
        for position in positions.iter().step_by(97) {
            assert_eq!(
                searcher.move_values(position),
                negamax.move_values(position)
            );
        }
        // Which moves are optimal, as the perfect engine asks, on every
        // position: one null window a move.
        for position in &positions {
            let values = negamax.move_values(position);
            let best = values.iter().map(|&(_, value)| value).max();
            let optimal: Vec<_> = (values.into_iter())
                .filter(|&(_, value)| Some(value) == best)
                .collect();
            assert_eq!(
                searcher.first_optimal_move(position),
                optimal.first().cloned(),
                "{width} × {height}: {position:?}"
            );
            assert_eq!(
                searcher.optimal_move_values(position),
                optimal,
                "{width} × {height}: {position:?}"
            );
        }
    }
}

/// The position of `board` after `moves`, the columns played from 1.
fn position_of_moves(board: &Board, moves: &str) -> Position {
    moves.bytes().fold(board.start(), |position, column| {
        board.drop(&position, u32::from(column - b'1'))
    })
}

#[test]
fn two_threads_give_the_published_scores_of_positions_past_the_lone_budget() {
    let board = Board::new(7, 6).unwrap();
    let set = include_str!("../../../../../tests/data/connect-four/Test_L1_R2");
    for line in set.lines().take(3) {
        let (moves, score) = line.split_once(' ').unwrap();
        let position = position_of_moves(&board, moves);
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

#[test]
fn moves_shared_out_among_threads_get_the_values_one_thread_gives() {
    let board = Board::new(7, 6).unwrap();
    let set = include_str!("../../../../../tests/data/connect-four/Test_L1_R2");
    for line in set.lines().take(2) {
        let (moves, score) = line.split_once(' ').unwrap();
        let position = position_of_moves(&board, moves);
        // Some move takes a fresh search past the lone budget: the threads
        // are used.
        let past_budget = board.moves(&position).into_iter().any(|column| {
            let mut fresh = Searcher::new(&board);
            fresh.value(&board.drop(&position, column));
            fresh.nodes() > crate::engine::search::ALONE_NODES
        });
        assert!(past_budget, "{moves}: every move is found alone");
        let mut threaded = Searcher::new(&board);
        let shared = threaded.move_values_on_threads(&position, 2);
        let mut alone = Searcher::new(&board);
        assert_eq!(shared, alone.move_values(&position), "{moves}");
        let best = shared.iter().map(|&(_, value)| value).max().unwrap();
        assert_eq!(
            board.score(&position, best),
            score.parse::<i64>().unwrap(),
            "{moves}"
        );
    }
}

#[test]
fn moves_shared_out_among_threads_stop_when_the_work_is_stopped() {
    let board = Board::new(7, 6).unwrap();
    // The empty board: every move a search of minutes without the book.
    let asked = std::rc::Rc::new(std::cell::Cell::new(0));
    let counted = asked.clone();
    let stopped = crate::interrupt::run_stoppable(
        move || {
            counted.set(counted.get() + 1);
            counted.get() > 3
        },
        || Searcher::new(&board).move_values_on_threads(&board.start(), 2),
    );
    assert!(stopped.is_err());
    assert_eq!(asked.get(), 4);
}

/// Every position of `discs` discs or fewer of 7 × 6, none where four are
/// in a row, by the search's key: one of each mirror pair.
fn keys_up_to(board: &Board, discs: u32) -> Vec<std::collections::HashSet<u64>> {
    let mut layers = vec![std::collections::HashSet::new(); discs as usize + 1];
    let mut stack = vec![board.start()];
    while let Some(position) = stack.pop() {
        if !layers[position.played as usize].insert(board.key(&position))
            || position.played == discs
        {
            continue;
        }
        for column in board.moves(&position) {
            if !board.wins_at_once(&position, column) {
                stack.push(board.drop(&position, column));
            }
        }
    }
    layers
}

#[test]
fn the_book_holds_every_position_up_to_its_depth_and_each_is_the_best_of_its_children() {
    let book = Book::standard();
    let board = Board::new(7, 6).unwrap();
    assert!(book.discs() >= 2, "a book of {} discs", book.discs());
    let layers = keys_up_to(&board, book.discs());
    let positions: usize = layers.iter().map(|layer| layer.len()).sum();
    assert_eq!(book.layered_len(), positions);
    // Walked again, each position's score is the best of its moves': a
    // win at once, or a child's score negated.
    let mut stack = vec![board.start()];
    let mut seen = std::collections::HashSet::new();
    while let Some(position) = stack.pop() {
        if position.played == book.discs() || !seen.insert(board.key(&position)) {
            continue;
        }
        let winning_now = i64::from(board.cells() / 2 + 1) - (i64::from(position.played) + 2) / 2;
        let best = board
            .moves(&position)
            .into_iter()
            .map(|column| {
                if board.wins_at_once(&position, column) {
                    return winning_now;
                }
                let child = board.drop(&position, column);
                stack.push(child);
                -book
                    .score(&board, &child)
                    .expect("every child is in the book")
            })
            .max()
            .expect("a move");
        assert_eq!(book.score(&board, &position), Some(best), "{position:?}");
    }
}

#[test]
fn a_sample_of_the_books_deepest_positions_agrees_with_a_fresh_search() {
    let book = Book::standard();
    let board = Board::new(7, 6).unwrap();
    let mut deepest: Vec<u64> = keys_up_to(&board, book.discs())
        .pop()
        .unwrap()
        .into_iter()
        .collect();
    deepest.sort_unstable();
    // A seeded sample of one (a position two discs in takes a fresh search
    // a minute or two): every position of the deepest layer is as likely.
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    let key = deepest[(state % deepest.len() as u64) as usize];
    let position_of = |moves: &str| position_of_moves(&board, moves);
    let (moves, score) = include_str!("book.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.rsplit_once(' '))
        .find(|(moves, _)| board.key(&position_of(moves)) == key)
        .expect("the key's line");
    let position = position_of(moves);
    let mut searcher = Searcher::new(&board);
    let value = searcher.value_on_threads(&position, 2);
    assert_eq!(board.score(&position, value).to_string(), score, "{moves}");
}

/// The Pons score of winning with the disc played at `position` of
/// `board`: the mover's.
fn winning_now(board: &Board, position: &Position) -> i64 {
    i64::from(board.cells() / 2 + 1) - (i64::from(position.played) + 2) / 2
}

/// Every move's score at `position` of `board` from the book: a win at
/// once, or a child's score negated; `None` while one is not in it.
fn book_move_scores(book: &Book, board: &Board, position: &Position) -> Option<Vec<(u32, i64)>> {
    board
        .moves(position)
        .into_iter()
        .map(|column| match board.wins_at_once(position, column) {
            true => Some((column, winning_now(board, position))),
            false => {
                let child = board.drop(position, column);
                match child.played == board.cells() {
                    true => Some((column, 0)),
                    false => book.score(board, &child).map(|score| (column, -score)),
                }
            }
        })
        .collect()
}

#[test]
fn every_game_against_the_perfect_engine_finds_its_moves_in_the_book_up_to_its_cover() {
    let book = Book::standard();
    let board = Board::new(7, 6).unwrap();
    assert!(
        book.covered() + 1 >= book.discs(),
        "covered {}",
        book.covered()
    );
    // The engine's move as play asks for it: the search with the book.
    let game = Instance {
        board: board.clone(),
        start: board.start(),
        moves: String::new(),
        book: Some(book),
    };
    let mut searcher = Searcher::new(&game);
    // Both seats: the engine's moves its best (of equally good ones the
    // first from the left, as play chooses), the person's all. A position
    // and its mirror image are walked apart: the engine's first best move
    // in each is not the other's mirror.
    let (mut person, mut engine) = (0, 0);
    for engine_seat in [0, 1] {
        let mut stack = vec![board.start()];
        let mut seen = std::collections::HashSet::new();
        while let Some(position) = stack.pop() {
            if position.played > book.covered() || !seen.insert(position) {
                continue;
            }
            let ends = |column: u32| {
                board.wins_at_once(&position, column) || position.played + 1 == board.cells()
            };
            if position.played % 2 != engine_seat {
                // The hint: every move's score, each position's the best
                // of its moves' where the book holds it.
                person += 1;
                let scores = book_move_scores(book, &board, &position)
                    .unwrap_or_else(|| panic!("a move of {position:?} is not in the book"));
                let best = scores.iter().map(|&(_, score)| score).max();
                if let Some(held) = book.score(&board, &position) {
                    assert_eq!(Some(held), best, "{position:?}");
                }
                for &(column, _) in &scores {
                    if !ends(column) {
                        stack.push(board.drop(&position, column));
                    }
                }
                continue;
            }
            // The engine's move: the book's, found with no search.
            engine += 1;
            let column = book
                .first_best(&board, &position)
                .unwrap_or_else(|| panic!("the engine's move at {position:?} is not in the book"));
            let score = book
                .score(&board, &position)
                .unwrap_or_else(|| panic!("{position:?} has no score in the book"));
            let nodes = searcher.nodes();
            let (played, value) = searcher.first_optimal_move(&position).expect("a move");
            assert_eq!((played, board.score(&position, value)), (column, score));
            assert_eq!(searcher.nodes(), nodes, "{position:?} was searched");
            // Where the book holds every move's score too, the move is the
            // first best of them.
            if let Some(scores) = book_move_scores(book, &board, &position) {
                let best = scores.iter().map(|&(_, score)| score).max();
                assert_eq!(best, Some(score), "{position:?}");
                let first = scores.iter().find(|&&(_, s)| Some(s) == best);
                assert_eq!(first.map(|&(c, _)| c), Some(column), "{position:?}");
            }
            if !ends(column) {
                stack.push(board.drop(&position, column));
            }
        }
    }
    assert!(person > 0 && engine > 0);
}

#[test]
fn a_sample_of_the_repertoires_deepest_positions_agrees_with_a_fresh_search() {
    let book = Book::standard();
    let board = Board::new(7, 6).unwrap();
    let position_of = |moves: &str| position_of_moves(&board, moves);
    let lines = || {
        include_str!("repertoire.txt")
            .lines()
            .filter(|line| !line.starts_with('#'))
    };
    let deepest: Vec<(&str, &str)> = lines()
        .filter(|line| !line.contains("->"))
        .filter_map(|line| line.rsplit_once(' '))
        .filter(|(moves, _)| moves.len() as u32 == book.deepest())
        .collect();
    assert!(!deepest.is_empty() || book.deepest() == book.discs());
    // The engine's moves at the deepest positions it moves at.
    let moves_of_engine: Vec<(&str, &str)> =
        lines().filter_map(|line| line.split_once(" -> ")).collect();
    let most = moves_of_engine.iter().map(|(moves, _)| moves.len()).max();
    let moves_of_engine: Vec<(&str, &str)> = (moves_of_engine.iter())
        .filter(|(moves, _)| Some(moves.len()) == most)
        .copied()
        .collect();
    // A seeded sample of one of each (a position of four discs takes a
    // fresh search half a minute; of ten, a tenth of a second): every line
    // of the deepest layer as likely.
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut pick = |len: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % len as u64) as usize
    };
    for _ in 0..1.min(deepest.len()) {
        let (moves, score) = deepest[pick(deepest.len())];
        let position = position_of(moves);
        let mut searcher = Searcher::new(&board);
        let value = searcher.value_on_threads(&position, 2);
        assert_eq!(board.score(&position, value).to_string(), score, "{moves}");
    }
    for _ in 0..1.min(moves_of_engine.len()) {
        let (moves, column) = moves_of_engine[pick(moves_of_engine.len())];
        let position = position_of(moves.trim());
        let mut searcher = Searcher::new(&board);
        let (played, value) =
            (searcher.first_optimal_move_on_threads(&position, 2)).expect("a move");
        assert_eq!((played + 1).to_string(), column, "{moves}");
        assert_eq!(
            Some(board.score(&position, value)),
            book.score(&board, &position),
            "{moves}"
        );
    }
}

#[test]
fn a_repertoire_that_disagrees_with_the_book_or_itself_is_refused() {
    let book = || Book::read(include_str!("book.txt")).unwrap();
    // The empty board's first move in column 4 scores -1 for the second
    // player in the book; a repertoire saying otherwise is refused.
    let error = book().with_repertoire("4 3\n").unwrap_err();
    assert!(error.contains("another score"), "{error}");
    let error = book().with_repertoire("4444 1\n4444 1\n").unwrap_err();
    assert!(error.contains("twice"), "{error}");
    let error = book().with_repertoire("# covered x\n").unwrap_err();
    assert!(error.contains("covered"), "{error}");
    let grown = book().with_repertoire("4444 1\n# covered 3\n").unwrap();
    assert_eq!((grown.deepest(), grown.covered()), (4, 3));
    assert_eq!(grown.len(), book().len() + 1);
    // The engine's moves: of positions with a score, once each, into a
    // column with room. A position and its mirror image each have their own.
    for (text, says) in [
        ("4444 1\n4444 -> 9\n", "a bad column"),
        ("4444 1\n4444 -> x\n", "a bad column"),
        ("444444 -> 4\n", "a full column"),
        ("4444 -> 4\n", "no score"),
        ("4444 1\n4444 -> 4\n4444 -> 3\n", "given twice"),
        ("4444 1\n4448 -> 4\n", "a bad move"),
    ] {
        let error = book().with_repertoire(text).unwrap_err();
        assert!(error.contains(says), "{text:?}: {error}");
    }
    let grown = book()
        .with_repertoire("1 -> 2\n7 -> 6\n4444 1\n4444 -> 3\n")
        .unwrap();
    let board = Board::new(7, 6).unwrap();
    let at = |moves: &str| position_of_moves(&board, moves);
    assert_eq!(grown.first_best_len(), 3);
    assert_eq!(grown.first_best(&board, &at("1")), Some(1));
    assert_eq!(grown.first_best(&board, &at("7")), Some(5));
    assert_eq!(grown.first_best(&board, &at("4444")), Some(2));
    assert_eq!(grown.first_best(&board, &at("4")), None);
    let error = Book::read("1 -> 2\n").unwrap_err();
    assert!(error.contains("only a repertoire"), "{error}");
}

#[test]
fn play_takes_the_empty_board_once_the_repertoire_reaches_the_search() {
    let layers = || Book::read(include_str!("book.txt")).unwrap();
    let covered = |discs: u32| {
        let text = format!("# covered {discs}\n");
        layers().with_repertoire(&text).unwrap()
    };
    let standard = ConnectFour::STANDARD;
    assert_eq!(standard.play_empty(&layers()), PLAY_EMPTY);
    assert_eq!(standard.play_empty(&covered(SEARCHED_FROM - 2)), PLAY_EMPTY);
    assert_eq!(standard.play_empty(&covered(SEARCHED_FROM - 1)), 42);
    // Another board has no book: its limit stays.
    let wide = ConnectFour {
        width: 8,
        height: 6,
    };
    assert_eq!(wide.play_empty(&covered(SEARCHED_FROM)), PLAY_EMPTY);
}

#[test]
fn a_book_that_is_not_one_is_refused() {
    for (text, says) in [
        ("4 x\n", "a bad score"),
        ("48 1\n", "a bad move"),
        ("4\n", "no score"),
        ("1212121 3\n", "makes four"),
        ("12 1\n76 1\n", "twice"),
    ] {
        let error = Book::read(text).unwrap_err();
        assert!(error.contains(says), "{text:?}: {error}");
    }
}
