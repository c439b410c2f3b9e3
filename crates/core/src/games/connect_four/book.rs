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
//! the score of every position such a game reaches, in either seat, up to
//! [`Book::covered`] discs, of every move where the person is to move (the
//! hint), and the engine's move where it is to move (a line
//! `MOVES -> COLUMN`: the first best column from the left, as it plays
//! them), so that `play` and the playground look each engine move and
//! each hint up there and search only past it.

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
/// and past them the repertoire's, up to [`Book::deepest`]; and the
/// engine's first best move at the repertoire's positions where it moves.
#[derive(Debug, Clone)]
pub struct Book {
    discs: u32,
    layered: usize,
    deepest: u32,
    covered: u32,
    scores: FxHashMap<u64, i8>,
    /// The first best column (from 0), by the position's own key
    /// ([`Board::exact_key`]): the first best move of a position and of its
    /// mirror image are not each other's mirror when both are best.
    first_best: FxHashMap<u64, u8>,
}

/// A line of a book's text.
enum Entry {
    /// `MOVES SCORE`: a position's exact score.
    Score {
        line: usize,
        key: u64,
        played: u32,
        score: i8,
    },
    /// `MOVES -> COLUMN`: the first best column of a position, from the left.
    FirstBest {
        line: usize,
        key: u64,
        exact: u64,
        column: u8,
    },
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
            match entry? {
                Entry::Score {
                    line,
                    key,
                    played,
                    score,
                } => {
                    if scores.insert(key, score).is_some() {
                        return Err(format!("book line {line}: a position given twice"));
                    }
                    discs = discs.max(played);
                }
                Entry::FirstBest { line, .. } => {
                    return Err(format!(
                        "book line {line}: a best move, which only a repertoire gives"
                    ));
                }
            }
        }
        Ok(Book {
            discs,
            layered: scores.len(),
            deepest: discs,
            covered: discs.saturating_sub(1),
            scores,
            first_best: FxHashMap::default(),
        })
    }

    /// This book with a repertoire's positions added: its text is a book's
    /// (`MOVES SCORE` lines), with lines `MOVES -> COLUMN` (the engine's
    /// first best column from the left at a position whose score the book
    /// holds) and one line `# covered N`: a game against the perfect
    /// engine, in either seat, finds at each of its positions with at most
    /// N discs every move's score where the person moves, and the engine's
    /// move where it moves. A position the book already holds must have
    /// the same score.
    pub fn with_repertoire(mut self, text: &str) -> Result<Book, String> {
        let mut first_best = Vec::new();
        for entry in entries(text) {
            let (line, key, played, score) = match entry? {
                Entry::Score {
                    line,
                    key,
                    played,
                    score,
                } => (line, key, played, score),
                Entry::FirstBest {
                    line,
                    key,
                    exact,
                    column,
                } => {
                    first_best.push((line, key, exact, column));
                    continue;
                }
            };
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
        // A best move is of a position whose score the book holds: the
        // engine's move comes with its value.
        for (line, key, exact, column) in first_best {
            if !self.scores.contains_key(&key) {
                return Err(format!(
                    "repertoire line {line}: a best move of a position with no score"
                ));
            }
            if self.first_best.insert(exact, column).is_some() {
                return Err(format!("repertoire line {line}: a best move given twice"));
            }
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

    /// The first best column (from 0) at `position` of `board`, from the
    /// left, when the repertoire has it: the engine's move there.
    pub fn first_best(&self, board: &Board, position: &Position) -> Option<u32> {
        if position.played > self.deepest || board.width() != WIDTH || board.height() != HEIGHT {
            return None;
        }
        self.first_best
            .get(&board.exact_key(position))
            .map(|&column| u32::from(column))
    }

    /// How many positions the repertoire gives the engine's move at.
    pub fn first_best_len(&self) -> usize {
        self.first_best.len()
    }
}

/// Every `MOVES SCORE` and `MOVES -> COLUMN` line of a book's text (its
/// line counted from 1), or what is wrong with the line.
fn entries(text: &str) -> impl Iterator<Item = Result<Entry, String>> + '_ {
    let board = Board::new(WIDTH, HEIGHT).expect("7 × 6 fits");
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
        .map(move |(at, line)| {
            let bad = |why: &str| format!("book line {}: {why}: `{line}`", at + 1);
            let position_of = |moves: &str| {
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
                Ok(position)
            };
            if let Some((moves, column)) = line.split_once("->") {
                let position = position_of(moves)?;
                let column = match column.trim().as_bytes() {
                    &[digit @ b'1'..=b'7'] => u32::from(digit - b'1'),
                    _ => return Err(bad("a bad column")),
                };
                if !board.has_room(&position, column) || position.played == board.cells() {
                    return Err(bad("a full column"));
                }
                return Ok(Entry::FirstBest {
                    line: at + 1,
                    key: board.key(&position),
                    exact: board.exact_key(&position),
                    column: column as u8,
                });
            }
            let (moves, score) = line.rsplit_once(' ').ok_or_else(|| bad("no score"))?;
            let score: i8 = score.parse().map_err(|_| bad("a bad score"))?;
            let position = position_of(moves)?;
            Ok(Entry::Score {
                line: at + 1,
                key: board.key(&position),
                played: position.played,
                score,
            })
        })
}
