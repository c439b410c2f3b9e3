//! The opening book: the exact score of every position of the 7 × 6 board
//! with at most [`Book::discs`] discs, and of the repertoire's past them,
//! looked up instead of searched.
//!
//! The positions nearest the empty board are the ones the search takes
//! longest on (a disc in, minutes), and the fewest: the book holds them
//! all. It was built by the project's own search, with the command in
//! `docs/performance.md` (`scripts/connect-four-book.py`): every position
//! of the deepest layer searched without the book, every shallower one the
//! best of its children. It is the text of `book.txt`, embedded in the
//! binary and read once, on first use: a line `MOVES SCORE` a position, as
//! Pons' sets write them, one position of each mirror-image pair.
//!
//! Past a few discs a whole layer is out of reach (the tenth holds about
//! 830,000 positions), but a game against the perfect engine reaches few
//! of them: the engine plays only its best moves. The repertoire
//! (`repertoire.txt`, built by `scripts/connect-four-repertoire.py`) holds
//! the score of every move at every position such a game reaches, in
//! either seat, up to [`Book::covered`] discs, so that `play` and the
//! playground look each engine move and each hint up there and search
//! only past it.

use rustc_hash::FxHashMap;
use std::sync::OnceLock;

use crate::engine::search::Search;
use crate::engine::{Game, Value};

use super::board::{Board, Position};

/// The text of the book.
const TEXT: &str = include_str!("book.txt");

/// The text of the repertoire: the positions past the book's layers that a
/// game against the perfect engine reaches (`scripts/connect-four-repertoire.py`).
const REPERTOIRE: &str = include_str!("repertoire.txt");

/// The board the book is of.
pub const WIDTH: u32 = 7;
/// The board the book is of.
pub const HEIGHT: u32 = 6;

/// Exact scores of positions, by the search's key (a position and its
/// mirror image share one): every position up to [`Book::discs`] discs,
/// and past them the repertoire's, up to [`Book::deepest`].
#[derive(Debug, Clone)]
pub struct Book {
    discs: u32,
    layered: usize,
    deepest: u32,
    covered: u32,
    scores: FxHashMap<u64, i8>,
}

impl Book {
    /// The book built into the binary, with its repertoire.
    pub fn standard() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| {
            Book::read(TEXT)
                .and_then(|book| book.with_repertoire(REPERTOIRE))
                .expect("the built-in book reads")
        })
    }

    /// Reads a book's text: `#` lines are comments; every other line is
    /// `MOVES SCORE` (the columns played from 1, then Pons' score), the
    /// empty board's moves empty.
    pub fn read(text: &str) -> Result<Book, String> {
        let mut scores = FxHashMap::default();
        let mut discs = 0;
        for entry in entries(text) {
            let (line, key, played, score) = entry?;
            if scores.insert(key, score).is_some() {
                return Err(format!("book line {line}: a position given twice"));
            }
            discs = discs.max(played);
        }
        Ok(Book {
            discs,
            layered: scores.len(),
            deepest: discs,
            covered: discs.saturating_sub(1),
            scores,
        })
    }

    /// This book with a repertoire's positions added: its text is a book's
    /// (`MOVES SCORE` lines), with one line `# covered N`: a game against
    /// the perfect engine, in either seat, finds the score of every move
    /// at each of its positions with at most N discs. A position the book
    /// already holds must have the same score.
    pub fn with_repertoire(mut self, text: &str) -> Result<Book, String> {
        for entry in entries(text) {
            let (line, key, played, score) = entry?;
            if played <= self.discs {
                if self.scores.get(&key) != Some(&score) {
                    return Err(format!(
                        "repertoire line {line}: another score than the book's layers give"
                    ));
                }
                continue;
            }
            if self.scores.insert(key, score).is_some() {
                return Err(format!("repertoire line {line}: a position given twice"));
            }
            self.deepest = self.deepest.max(played);
        }
        let covered = text
            .lines()
            .find_map(|line| line.strip_prefix("# covered "))
            .map(|n| {
                n.trim()
                    .parse::<u32>()
                    .map_err(|_| format!("a bad `# covered {n}`"))
            })
            .transpose()?;
        self.covered = self.covered.max(covered.unwrap_or(0));
        Ok(self)
    }

    /// The most discs of a position in the book: every position with at
    /// most this many is in it.
    pub fn discs(&self) -> u32 {
        self.discs
    }

    /// The most discs of any position the book holds: past
    /// [`discs`](Self::discs), only the repertoire's.
    pub fn deepest(&self) -> u32 {
        self.deepest
    }

    /// The most discs of a position at which a game against the perfect
    /// engine, in either seat, finds every move's score in the book: its
    /// engine's moves and every hint are looked up, not searched, up to
    /// here.
    pub fn covered(&self) -> u32 {
        self.covered
    }

    /// How many positions the book holds (one of each mirror pair).
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    /// How many of them are of the layers of every position up to
    /// [`discs`](Self::discs).
    pub fn layered_len(&self) -> usize {
        self.layered
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// Pons' score of `position` of `board`, when the book has it: only
    /// positions of the 7 × 6 board, every one with at most
    /// [`discs`](Self::discs) discs, and the repertoire's.
    pub fn score(&self, board: &Board, position: &Position) -> Option<i64> {
        if position.played > self.deepest || board.width() != WIDTH || board.height() != HEIGHT {
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

/// The `(line, key, discs, score)` of every `MOVES SCORE` line of a
/// book's text (its line counted from 1), or what is wrong with the line.
fn entries(text: &str) -> impl Iterator<Item = Result<(usize, u64, u32, i8), String>> + '_ {
    let board = Board::new(WIDTH, HEIGHT).expect("7 × 6 fits");
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
        .map(move |(at, line)| {
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
            Ok((at + 1, board.key(&position), position.played, score))
        })
}
