//! The opening book: the exact score of every position of the 7 × 6 board
//! with at most [`Book::discs`] discs, looked up instead of searched.
//!
//! The positions nearest the empty board are the ones the search takes
//! longest on (a disc in, minutes), and the fewest: the book holds them
//! all. It was built by the project's own search, with the command in
//! `docs/performance.md` (`scripts/connect-four-book.py`): every position
//! of the deepest layer searched without the book, every shallower one the
//! best of its children. It is the text of `book.txt`, embedded in the
//! binary and read once, on first use: a line `MOVES SCORE` a position, as
//! Pons' sets write them, one position of each mirror-image pair.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::engine::search::Search;
use crate::engine::{Game, Value};

use super::board::{Board, Position};

/// The text of the book.
const TEXT: &str = include_str!("book.txt");

/// The board the book is of.
pub const WIDTH: u32 = 7;
/// The board the book is of.
pub const HEIGHT: u32 = 6;

/// Exact scores of positions, by the search's key (a position and its
/// mirror image share one).
#[derive(Debug, Clone)]
pub struct Book {
    discs: u32,
    scores: HashMap<u64, i8>,
}

impl Book {
    /// The book built into the binary.
    pub fn standard() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| Book::read(TEXT).expect("the built-in book reads"))
    }

    /// Reads a book's text: `#` lines are comments; every other line is
    /// `MOVES SCORE` (the columns played from 1, then Pons' score), the
    /// empty board's moves empty.
    pub fn read(text: &str) -> Result<Book, String> {
        let board = Board::new(WIDTH, HEIGHT)?;
        let mut scores = HashMap::new();
        let mut discs = 0;
        for (at, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let bad = |why: &str| format!("book line {}: {why}: `{line}`", at + 1);
            let (moves, score) = line.rsplit_once(' ').ok_or_else(|| bad("no score"))?;
            let score: i8 = score.parse().map_err(|_| bad("a bad score"))?;
            let mut position = board.start();
            for column in moves.trim().bytes() {
                let column = u32::from(column.wrapping_sub(b'1'));
                if column >= WIDTH || !board.has_room(&position, column) {
                    return Err(bad("a bad move"));
                }
                if board.wins_at_once(&position, column) {
                    return Err(bad("a move that makes four"));
                }
                position = board.drop(&position, column);
            }
            if scores.insert(board.key(&position), score).is_some() {
                return Err(bad("a position given twice"));
            }
            discs = discs.max(position.played);
        }
        Ok(Book { discs, scores })
    }

    /// The most discs of a position in the book: every position with at
    /// most this many is in it.
    pub fn discs(&self) -> u32 {
        self.discs
    }

    /// How many positions the book holds (one of each mirror pair).
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// Pons' score of `position` of `board`, when the book has it: only
    /// positions of the 7 × 6 board with at most [`discs`](Self::discs)
    /// discs.
    pub fn score(&self, board: &Board, position: &Position) -> Option<i64> {
        if position.played > self.discs || board.width() != WIDTH || board.height() != HEIGHT {
            return None;
        }
        self.scores
            .get(&board.key(position))
            .map(|&score| i64::from(score))
    }

    /// The value of `position` of `board` to the player to move, when the
    /// book has it.
    pub fn value(&self, board: &Board, position: &Position) -> Option<Value> {
        self.score(board, position)
            .map(|score| board.value_of_score(position, score))
    }
}
