//! The value of a board read as a stream: one row at a time, in O(width)
//! memory, without ever holding the board.
//!
//! A grid is read line by line and solved by the forward pass as it comes. A
//! TopCoder literal (at most 50 × 50 in the statement) is read whole and
//! parsed by [`Board::parse`]. Either way, a board is accepted or refused, and
//! every error is worded and placed, exactly as [`Board::parse`] does.

use std::io::{BufRead, Read};

use crate::input::stream::ReadFailure;
use crate::input::{InputError, Location, Problem};
use crate::wall::board::{
    BLOCKED, Board, BoardFormat, empty_board, no_path, push_row_cells, start_blocked,
};
use crate::wall::solver::{Forward, value};

/// The value of the board read from `reader`: what Rabbit pays with both
/// playing optimally. `format` as for [`Board::parse`].
///
/// ```
/// use optimal_play::wall::stream::value_streaming;
/// assert_eq!(value_streaming("042\n391\n".as_bytes(), None)?, 13);
/// assert_eq!(value_streaming(r#"{"0", "5"}"#.as_bytes(), None)?, 5);
/// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
/// ```
pub fn value_streaming<R: Read>(
    reader: R,
    format: Option<BoardFormat>,
) -> Result<u64, ReadFailure> {
    let mut reader = std::io::BufReader::with_capacity(1 << 16, reader);
    let mut line = Vec::new();
    let mut number = 0;
    let mut leading = String::new();
    // Blank lines before the first row: kept, in case the board turns out to
    // be a TopCoder literal that needs the whole text.
    let first = loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            let location = Location::of_offset(&leading, leading.len());
            return Err(InputError {
                location,
                problem: empty_board(),
            }
            .into());
        }
        number += 1;
        let mut bytes = line.as_slice();
        if number == 1 {
            // A byte-order mark, as Windows editors write, is not part of
            // the board.
            bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
        }
        let skipped = line.len() - bytes.len();
        let text = utf8_line(bytes, number)?;
        if text.trim_end().is_empty() {
            leading.push_str(text);
            continue;
        }
        // Take the line's buffer rather than copy it: a row can be very long.
        let mut owned = std::mem::take(&mut line);
        owned.drain(..skipped);
        break String::from_utf8(owned).expect("checked as UTF-8 above");
    };
    let literal = match format {
        Some(BoardFormat::TopCoder) => true,
        Some(BoardFormat::Grid) => false,
        None => crate::wall::board::starts_literal(&first),
    };
    if literal {
        let mut text = leading;
        text.push_str(&first);
        let mut rest = Vec::new();
        reader.read_to_end(&mut rest)?;
        let rest = crate::input::as_text(&rest).map_err(|error| shifted(error, &text))?;
        text.push_str(rest);
        let board = Board::parse(&text, format)?;
        return Ok(value(&board).expect("a Board has a path to the bottom"));
    }

    let first_line = number;
    let located = |line_number: usize, row: &str, (at, problem): (usize, Problem)| InputError {
        location: Location {
            line: line_number,
            column: 1 + row[..at].chars().count(),
        },
        problem,
    };
    let row = first.trim_end();
    let width = row.chars().count();
    let mut previous = Vec::with_capacity(width);
    push_row_cells(row, width, &mut previous).map_err(|e| located(number, row, e))?;
    // Checked once every row has passed, as `Board::parse` does.
    let start_open = previous[0] != BLOCKED;
    // Allocated at the second row: a board of one row needs no table.
    let mut forward: Option<Forward> = None;
    let mut current = Vec::new();
    // Blank lines are an error only when a row follows them.
    let mut first_blank: Option<usize> = None;
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        number += 1;
        let text = utf8_line(&line, number)?;
        let row = text.trim_end();
        if row.is_empty() {
            first_blank.get_or_insert(number);
            continue;
        }
        if let Some(blank) = first_blank {
            return Err(located(blank, "", (0, Problem::EmptyRow)).into());
        }
        current.clear();
        push_row_cells(row, width, &mut current).map_err(|e| located(number, row, e))?;
        forward
            .get_or_insert_with(|| Forward::new(width))
            .step(&previous, false, None);
        std::mem::swap(&mut previous, &mut current);
    }
    let at_start = Location {
        line: first_line,
        column: 1,
    };
    let best = match forward.as_mut() {
        Some(forward) => {
            forward.step(&previous, true, None);
            forward.best()
        }
        // One row: the start is in the bottom row.
        None => crate::wall::board::cell_cost(previous[0]).map(|cost| (u64::from(cost), 0)),
    };
    match best {
        _ if !start_open => Err(InputError {
            location: at_start,
            problem: start_blocked(),
        }
        .into()),
        Some((cost, _)) => Ok(cost),
        None => Err(InputError {
            location: at_start,
            problem: no_path(),
        }
        .into()),
    }
}

/// One line as text, or an error at its first byte that is not UTF-8.
fn utf8_line(line: &[u8], number: usize) -> Result<&str, InputError> {
    crate::input::as_text(line).map_err(|error| InputError {
        location: Location {
            line: number,
            column: error.location.column,
        },
        problem: error.problem,
    })
}

/// An error found in text that follows `before`, placed in the whole.
fn shifted(error: InputError, before: &str) -> InputError {
    let end = Location::of_offset(before, before.len());
    let location = if error.location.line == 1 {
        Location {
            line: end.line,
            column: end.column + error.location.column - 1,
        }
    } else {
        Location {
            line: end.line + error.location.line - 1,
            column: error.location.column,
        }
    };
    InputError {
        location,
        problem: error.problem,
    }
}
