//! The [`Board`] of the wall game and how it is read: a grid of rows, or the
//! TopCoder literal `{"042", "391"}`.

use std::fmt;

use crate::input::{InputError, Location, Problem};

/// A cell's content as stored: a digit `0..=9`, or this for `x`.
pub(crate) const BLOCKED: u8 = u8::MAX;

/// The two ways a board is written down.
///
/// Without an explicit format, [`Board::parse`] detects it: the input is a
/// **TopCoder** literal when its first character other than whitespace is `{`,
/// and a **grid** otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardFormat {
    /// One row a line, each character a digit or `x`.
    Grid,
    /// TopCoder's `String[]` literal: `{"042", "391"}`, with any whitespace.
    TopCoder,
}

/// A wall-game board: rows of cells, each a cost digit `0..=9` or blocked
/// (`x`). Rabbit starts at the top-left cell and wants to reach the bottom row.
///
/// Every `Board` is valid: rectangular, not empty, with an open start cell
/// and at least one path from the start to the bottom row.
///
/// ```
/// use optimal_play::wall::Board;
/// let board = Board::parse("042\n391\n", None)?;
/// assert_eq!((board.height(), board.width()), (2, 3));
/// assert_eq!(board.cost(1, 1), Some(9));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

impl Board {
    /// A board from rows of `0..=9` digits and `x`, as in the TopCoder
    /// statement.
    ///
    /// ```
    /// use optimal_play::wall::Board;
    /// let board = Board::from_rows(&["0xxxx", "1x111", "1x1x1", "11191", "xxxx1"])?;
    /// assert_eq!(board.cost(0, 1), None);
    /// # Ok::<(), optimal_play::input::InputError>(())
    /// ```
    pub fn from_rows<S: AsRef<str>>(rows: &[S]) -> Result<Board, InputError> {
        let mut text = String::new();
        for row in rows {
            text.push_str(row.as_ref());
            text.push('\n');
        }
        Board::parse(&text, Some(BoardFormat::Grid))
    }

    /// Reads a board in `format`, or in the detected format (see
    /// [`BoardFormat`]).
    ///
    /// Errors name the line and column: a ragged row, a character that is
    /// neither a digit nor `x`, an empty board, `x` on the start cell, and a
    /// board with no path from the start to the bottom row.
    ///
    /// ```
    /// use optimal_play::wall::Board;
    /// let board = Board::parse(r#"{"0", "5"}"#, None)?;
    /// assert_eq!(board.height(), 2);
    /// let error = Board::parse("042\n39\n", None).unwrap_err();
    /// assert_eq!(error.to_string(), "line 2, column 3: this row has 2 cells but the first row has 3");
    /// # Ok::<(), optimal_play::input::InputError>(())
    /// ```
    pub fn parse(text: &str, format: Option<BoardFormat>) -> Result<Board, InputError> {
        let format = format.unwrap_or_else(|| {
            if starts_literal(text) {
                BoardFormat::TopCoder
            } else {
                BoardFormat::Grid
            }
        });
        let rows = match format {
            BoardFormat::Grid => grid_rows(text)?,
            BoardFormat::TopCoder => topcoder_rows(text)?,
        };
        Board::from_located_rows(text, &rows)
    }

    /// A board from stored cells (digits, or [`BLOCKED`]), row by row; `None`
    /// if it is not a valid board.
    pub(crate) fn from_cells(width: usize, height: usize, cells: Vec<u8>) -> Option<Board> {
        let board = Board {
            width,
            height,
            cells,
        };
        let valid = width > 0
            && height > 0
            && board.cells.len() == width * height
            && board.is_open(0, 0)
            && board.start_reaches_bottom();
        valid.then_some(board)
    }

    fn from_located_rows(text: &str, rows: &[RowText<'_>]) -> Result<Board, InputError> {
        let Some(first) = rows.first() else {
            return Err(InputError::at(text, text.len(), empty_board()));
        };
        let width = first.text.chars().count();
        let mut cells = Vec::with_capacity(width * rows.len());
        for row in rows {
            push_row_cells(row.text, width, &mut cells)
                .map_err(|(at, problem)| InputError::at(text, row.offset + at, problem))?;
        }
        let board = Board {
            width,
            height: rows.len(),
            cells,
        };
        let start = || Location::of_offset(text, first.offset);
        if board.cost(0, 0).is_none() {
            return Err(InputError {
                location: start(),
                problem: start_blocked(),
            });
        }
        if !board.start_reaches_bottom() {
            return Err(InputError {
                location: start(),
                problem: no_path(),
            });
        }
        Ok(board)
    }

    /// The number of cells in a row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The cost of entering cell (`row`, `column`), or `None` if it is `x`.
    ///
    /// # Panics
    ///
    /// If the cell is outside the board.
    pub fn cost(&self, row: usize, column: usize) -> Option<u8> {
        assert!(
            row < self.height && column < self.width,
            "cell ({row}, {column}) outside the board"
        );
        let cell = self.cells[row * self.width + column];
        (cell != BLOCKED).then_some(cell)
    }

    /// Whether cell (`row`, `column`) is open (not `x`).
    pub fn is_open(&self, row: usize, column: usize) -> bool {
        self.cost(row, column).is_some()
    }

    /// Whether some path of open cells leads from the start (top left) down,
    /// left and right to the bottom row: what makes a board valid. A
    /// breadth-first search, O(w·h), without the solver.
    ///
    /// ```
    /// use optimal_play::wall::Board;
    /// assert!(Board::from_rows(&["0x", "11"])?.start_reaches_bottom());
    /// # Ok::<(), optimal_play::input::InputError>(())
    /// ```
    pub fn start_reaches_bottom(&self) -> bool {
        // Row by row: the cells reached in a row are its stretches of open
        // cells that hold a cell reached from above (in the top row, the
        // start).
        let width = self.width;
        if width == 0 || self.height == 0 {
            return false;
        }
        let mut above = vec![false; width];
        above[0] = true;
        let mut reached = vec![false; width];
        for row in 0..self.height {
            let cells = self.row(row);
            reached.fill(false);
            let mut any = false;
            let mut column = 0;
            while column < width {
                if cells[column] == BLOCKED {
                    column += 1;
                    continue;
                }
                let start = column;
                let mut hit = false;
                while column < width && cells[column] != BLOCKED {
                    hit |= above[column];
                    column += 1;
                }
                if hit {
                    reached[start..column].fill(true);
                    any = true;
                }
            }
            if !any {
                return false;
            }
            std::mem::swap(&mut above, &mut reached);
        }
        true
    }

    /// Which cells the start reaches moving down, left and right, where a
    /// step down from (r, c) is allowed only when `down_open(r, c)`; one flag
    /// per cell, row by row.
    pub fn reachable_from_start(&self, down_open: impl Fn(usize, usize) -> bool) -> Vec<bool> {
        let (width, height) = (self.width, self.height);
        let mut reached = vec![false; width * height];
        if width == 0 || height == 0 || !self.is_open(0, 0) {
            return reached;
        }
        let mut stack = vec![(0usize, 0usize)];
        reached[0] = true;
        while let Some((row, column)) = stack.pop() {
            let mut visit = |r: usize, c: usize| {
                if self.is_open(r, c) && !reached[r * width + c] {
                    reached[r * width + c] = true;
                    stack.push((r, c));
                }
            };
            if column > 0 {
                visit(row, column - 1);
            }
            if column + 1 < width {
                visit(row, column + 1);
            }
            if row + 1 < height && down_open(row, column) {
                visit(row + 1, column);
            }
        }
        reached
    }

    /// The cells of row `row`: costs, `None` for `x`.
    pub(crate) fn row(&self, row: usize) -> &[u8] {
        &self.cells[row * self.width..(row + 1) * self.width]
    }

    /// The rows as TopCoder writes them.
    pub fn rows(&self) -> Vec<String> {
        (0..self.height).map(|r| self.row_text(r)).collect()
    }

    /// Writes the board as a grid (one row a line) or, when `literal`, as
    /// a TopCoder literal on one line: what [`Board::parse`] reads back.
    pub fn write_as(&self, out: &mut dyn std::io::Write, literal: bool) -> std::io::Result<()> {
        if !literal {
            return write!(out, "{self}");
        }
        let rows: Vec<String> = (0..self.height)
            .map(|r| format!("\"{}\"", self.row_text(r)))
            .collect();
        writeln!(out, "{{{}}}", rows.join(", "))
    }

    /// Row `row` as text: digits and `x`.
    pub fn row_text(&self, row: usize) -> String {
        self.row(row).iter().map(|&cell| cell_char(cell)).collect()
    }
}

/// Checks the text of one row of a board whose rows are `width` cells wide,
/// and appends its cells. An error carries the byte offset within the row of
/// the place to blame.
pub(crate) fn push_row_cells(
    row: &str,
    width: usize,
    cells: &mut Vec<u8>,
) -> Result<(), (usize, Problem)> {
    // A row of the right width in digits and `x` only, the usual case, in
    // one pass over its bytes; anything else goes the slow way, which names
    // the problem.
    let bytes = row.as_bytes();
    if width > 0
        && bytes.len() == width
        && bytes
            .iter()
            .fold(true, |ok, &b| ok & (b.is_ascii_digit() | (b == b'x')))
    {
        cells.extend(
            bytes
                .iter()
                .map(|&b| if b == b'x' { BLOCKED } else { b - b'0' }),
        );
        return Ok(());
    }
    let mut count = 0;
    for (at, character) in row.char_indices() {
        let cell = match character {
            '0'..='9' => character as u8 - b'0',
            'x' => BLOCKED,
            _ => {
                return Err((at, Problem::BadCell { character }));
            }
        };
        count += 1;
        if count > width {
            return Err((at, Problem::RowTooLong { width }));
        }
        cells.push(cell);
    }
    if count == 0 {
        return Err((0, Problem::EmptyRow));
    }
    if count < width {
        return Err((
            row.len(),
            Problem::RowTooShort {
                found: count,
                width,
            },
        ));
    }
    Ok(())
}

/// The problem of a board whose start cell is `x`.
pub(crate) fn start_blocked() -> Problem {
    Problem::StartBlocked
}

/// The problem of a board with no path to the bottom row.
pub(crate) fn no_path() -> Problem {
    Problem::NoPath
}

/// The problem of an empty board.
pub(crate) fn empty_board() -> Problem {
    Problem::Empty {
        expected: "a board: rows of digits and `x`",
    }
}

/// A stored cell as its character.
pub(crate) fn cell_char(cell: u8) -> char {
    if cell == BLOCKED {
        'x'
    } else {
        char::from(b'0' + cell)
    }
}

/// The cost of a stored cell, `None` for `x`.
pub(crate) fn cell_cost(cell: u8) -> Option<u8> {
    (cell != BLOCKED).then_some(cell)
}

impl fmt::Display for Board {
    /// The board as a grid, one row a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.height {
            writeln!(f, "{}", self.row_text(row))?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Board").field(&self.rows()).finish()
    }
}

/// A row's text and the byte offset where it starts in the input.
struct RowText<'a> {
    text: &'a str,
    offset: usize,
}

/// The rows of a grid: every line, without its line break and trailing
/// whitespace; blank lines before the first row and after the last are
/// ignored.
fn grid_rows(text: &str) -> Result<Vec<RowText<'_>>, InputError> {
    let mut rows = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let content = line.trim_end();
        rows.push(RowText {
            text: content,
            offset,
        });
        offset += line.len();
    }
    while rows.last().is_some_and(|row| row.text.is_empty()) {
        rows.pop();
    }
    let leading = rows.iter().take_while(|row| row.text.is_empty()).count();
    rows.drain(..leading);
    Ok(rows)
}

/// Whether `text` starts a board literal: TopCoder's `{"12", "34"}` or
/// LeetCode's `["12","34"]`.
pub(crate) fn starts_literal(text: &str) -> bool {
    let text = text.trim_start();
    text.starts_with('{') || text.starts_with('[')
}

/// The rows of a TopCoder literal, `{"042", "391"}`, or of LeetCode's
/// brackets, `["12","34"]` ([`crate::input::quoted::quoted_rows`]), with
/// nothing after the closing bracket.
fn topcoder_rows(text: &str) -> Result<Vec<RowText<'_>>, InputError> {
    let (rows, end) = crate::input::quoted::quoted_rows(text)?;
    let after = end + (text.len() - end - text[end..].trim_start().len());
    if let Some(found) = text[after..].chars().next() {
        let expected = if text.trim_start().starts_with('{') {
            "nothing after the closing `}`"
        } else {
            "nothing after the closing `]`"
        };
        return Err(InputError::unexpected(
            text,
            after,
            expected,
            format!("`{}`", found.escape_default()),
        ));
    }
    Ok(rows
        .into_iter()
        .map(|row| RowText {
            text: row.text,
            offset: row.offset,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_row_sweep_agrees_with_the_search_on_every_small_board() {
        // Every board of up to 3x4 cells over open and blocked cells: the
        // row sweep that validates a board against the depth-first search.
        for (width, height) in [(1, 1), (1, 4), (2, 3), (3, 3), (4, 3), (3, 4)] {
            let cells = width * height;
            for mask in 0u32..1 << cells {
                let board = Board {
                    width,
                    height,
                    cells: (0..cells)
                        .map(|at| if mask >> at & 1 == 1 { BLOCKED } else { 1 })
                        .collect(),
                };
                let searched = board
                    .reachable_from_start(|_, _| true)
                    .iter()
                    .skip((height - 1) * width)
                    .any(|&reached| reached);
                assert_eq!(board.start_reaches_bottom(), searched, "{:?}", board.rows());
            }
        }
    }
}
