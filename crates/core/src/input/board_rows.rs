//! Boards of cells written as rows of characters, as CGSuite writes grids:
//! one row a line (the whole input one board), or a board a line with a
//! separator between its rows (`xox|ox.`, `x.o/...`); `RxC` for a board of
//! R rows of C cells filled as the game starts, where the game has such a
//! filling. Shared by the games played on a grid (Domineering, Clobber,
//! tic-tac-toe), so that each reads a ragged row, a stray character and a
//! board past its size the same way, with its line and column.

use super::{InputError, Problem, excerpt, lines_at};

/// One board as read: its size and its cells, row by row, each the
/// character the input gave (in lower case) or the game's filling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRows {
    /// Where the board starts in the text, for an error about the whole.
    pub at: usize,
    /// The rows.
    pub rows: u32,
    /// The cells of a row.
    pub columns: u32,
    /// Every cell, the top row first, left to right.
    pub cells: Vec<char>,
}

/// What a game's boards are made of.
#[derive(Clone, Copy, Debug)]
pub struct Cells {
    /// The characters a cell may be, in lower case (an upper-case letter
    /// is read as its lower case).
    pub kinds: &'static str,
    /// What a cell is, for errors: "a cell: `.` (free) or `#` (filled)".
    pub expected: &'static str,
    /// What a whole board is, for an empty input: "a board: its rows of
    /// `.` and `#`, or `RxC` for an empty one".
    pub board: &'static str,
    /// The most cells of a board.
    pub most: u32,
    /// What stands between the rows of a board written on one line.
    pub separator: char,
    /// The cell at (row, column) of a board given as `RxC`; none when the
    /// game reads no such size.
    pub fill: Option<fn(u32, u32) -> char>,
    /// What `RxC` gives, for errors: "an empty board of at most 64 cells,
    /// such as `4x5`".
    pub size_expected: &'static str,
}

/// Reads boards: one row a line (the whole input one board), or a board a
/// line with `|` between its rows, or `RxC` lines.
pub fn read_boards(text: &str, cells: &Cells) -> Result<Vec<BoardRows>, InputError> {
    let lines: Vec<(usize, &str)> = lines_at(text).collect();
    if lines.is_empty() {
        return Err(InputError::at(
            text,
            0,
            Problem::Empty {
                expected: cells.board,
            },
        ));
    }
    let sized = |line: &str| cells.fill.is_some() && board_size(line).is_some();
    let one_a_line = lines
        .iter()
        .any(|&(_, line)| line.contains(cells.separator) || sized(line));
    if !one_a_line {
        return Ok(vec![read_board(text, &lines, cells)?]);
    }
    lines
        .iter()
        .map(|&(start, line)| {
            let lead = line.len() - line.trim_start().len();
            if let (Some(fill), Some(size)) = (cells.fill, board_size(line)) {
                return filled_board(text, start + lead, size, fill, cells);
            }
            let mut rows = Vec::new();
            let mut at = start;
            for row in line.split(cells.separator) {
                rows.push((at, row));
                at += row.len() + 1;
            }
            read_board(text, &rows, cells)
        })
        .collect()
}

/// `R x C` (or `R×C`): the size of a board.
fn board_size(line: &str) -> Option<(&str, &str)> {
    let line = line.trim();
    let (rows, columns) = line
        .split_once(['x', 'X', '×'])
        .filter(|(r, c)| !r.trim().is_empty() && !c.trim().is_empty())?;
    let digits = |s: &str| s.trim().chars().all(|c| c.is_ascii_digit());
    (digits(rows) && digits(columns)).then_some((rows.trim(), columns.trim()))
}

fn filled_board(
    text: &str,
    at: usize,
    (rows, columns): (&str, &str),
    fill: fn(u32, u32) -> char,
    cells: &Cells,
) -> Result<BoardRows, InputError> {
    let number = |s: &str| s.parse::<u32>().ok().filter(|&n| n >= 1);
    match (number(rows), number(columns)) {
        (Some(r), Some(c)) if u64::from(r) * u64::from(c) <= u64::from(cells.most) => {
            Ok(BoardRows {
                at,
                rows: r,
                columns: c,
                cells: (0..r)
                    .flat_map(|row| (0..c).map(move |column| fill(row, column)))
                    .collect(),
            })
        }
        _ => Err(InputError::unexpected(
            text,
            at,
            cells.size_expected,
            format!("`{}`", excerpt(&format!("{rows}x{columns}"))),
        )),
    }
}

/// One board from its rows, each with where it starts in `text`.
fn read_board(text: &str, rows: &[(usize, &str)], cells: &Cells) -> Result<BoardRows, InputError> {
    let mut columns = None;
    let mut read = Vec::new();
    for &(start, row) in rows {
        let lead = row.len() - row.trim_start().len();
        let row_text = row.trim();
        let mut width = 0u32;
        for (offset, c) in row_text.char_indices() {
            let at = start + lead + offset;
            if c == ' ' || c == '\t' {
                continue;
            }
            if read.len() >= cells.most as usize {
                return Err(InputError::unexpected(
                    text,
                    at,
                    "the end of the board",
                    format!("`{c}`, past the {} cells a board takes", cells.most),
                ));
            }
            let c = c.to_ascii_lowercase();
            if !cells.kinds.contains(c) {
                return Err(InputError::unexpected(
                    text,
                    at,
                    cells.expected,
                    format!("`{}`", excerpt(&row_text[offset..])),
                ));
            }
            read.push(c);
            width += 1;
        }
        if width == 0 {
            return Err(InputError::unexpected(
                text,
                start + lead,
                "a row of cells",
                "an empty row".to_owned(),
            ));
        }
        match columns {
            None => columns = Some(width),
            Some(columns) if columns != width => {
                return Err(InputError::unexpected(
                    text,
                    start + lead,
                    "a row as long as the first",
                    format!(
                        "a row of {width} cell{} (the first has {columns})",
                        if width == 1 { "" } else { "s" }
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    Ok(BoardRows {
        at: rows.first().map_or(0, |&(start, _)| start),
        rows: rows.len() as u32,
        columns: columns.unwrap_or(1),
        cells: read,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const CELLS: Cells = Cells {
        kinds: "xo.",
        expected: "a cell: `x`, `o` or `.`",
        board: "a board",
        most: 6,
        separator: '|',
        fill: Some(|row, column| if (row + column) % 2 == 0 { 'x' } else { 'o' }),
        size_expected: "a board of at most 6 cells, such as `2x3`",
    };

    #[test]
    fn reads_rows_lines_and_sizes() {
        let boards = read_boards("xo.|OX.\n2x3\n", &CELLS).unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!((boards[0].rows, boards[0].columns), (2, 3));
        assert_eq!(boards[0].cells.iter().collect::<String>(), "xo.ox.");
        assert_eq!(boards[1].cells.iter().collect::<String>(), "xoxoxo");
        let whole = read_boards("xo\nox\n", &CELLS).unwrap();
        assert_eq!(whole.len(), 1);
        assert_eq!(whole[0].rows, 2);
    }

    #[test]
    fn bad_boards_name_their_place() {
        for (text, message) in [
            ("", "line 1, column 1"),
            ("xo|x", "line 1, column 4"),
            ("xo|o?", "line 1, column 5"),
            ("xo\nx", "line 2, column 1"),
            ("3x3", "line 1, column 1"),
            ("xoxo|xoxo", "line 1, column 8"),
        ] {
            let error = read_boards(text, &CELLS).expect_err(text).to_string();
            assert!(error.contains(message), "{text:?}: {error}");
        }
    }
}
