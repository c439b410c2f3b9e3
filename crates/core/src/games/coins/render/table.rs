//! The row game's margin table as text: `M(i, j)` for every segment, with the
//! segments the optimal line passes through marked.

use std::io::{self, Write};

use crate::coins::Line;
use crate::coins::interval::Table;

/// The longest row `optimal-play coins table` draws: 30 values make a table
/// of 465 cells, as wide as a terminal allows.
pub const TABLE_DRAW_LIMIT: usize = 30;

/// Every segment the line passes through, as `(i, j)` of `table`: the
/// segment left before each move.
pub fn segments_on_line(n: usize, line: &Line) -> Vec<(usize, usize)> {
    let (mut i, mut j) = (0, n);
    let mut segments = Vec::with_capacity(n);
    for &side in &line.sides {
        segments.push((i, j));
        (i, j) = side.take((i, j)).1;
    }
    segments
}

/// The widest a line of the text table gets, in characters.
pub const TABLE_WIDTH: usize = 100;

/// Writes the table as text. Row `i` and column `j` (both counted from 1)
/// hold the margin of the player to move when the values from position `i` to
/// position `j` are left; `*` marks the segments of the optimal line.
///
/// ```
/// use optimal_play::coins::interval::Table;
/// use optimal_play::coins::{Algorithm, Row};
/// use optimal_play::coins::render::table::write_text;
///
/// let row = Row::new(vec![1, 3, 5, 2, 9]);
/// let mut out = Vec::new();
/// write_text(&mut out, row.values(), &Table::new(row.values())?, &row.line(Algorithm::Linear)?)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.contains("*8")); // M(1, 5): the whole row, where the line starts
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_text(
    out: &mut dyn Write,
    values: &[i64],
    table: &Table,
    line: &Line,
) -> io::Result<()> {
    let n = values.len();
    let on_line = segments_on_line(n, line);
    let cell = |i: usize, j: usize| {
        let mark = if on_line.contains(&(i, j + 1)) {
            "*"
        } else {
            ""
        };
        format!("{mark}{}", table.margin(i, j + 1))
    };
    let mut width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    for i in 0..n {
        for j in i..n {
            width = width.max(cell(i, j).len());
        }
    }
    width = width.max(n.to_string().len()) + 1;
    let label = n.to_string().len().max(1);
    let value_width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let left = (label + 2 + value_width).max("value".len());

    writeln!(
        out,
        "M(i, j): the margin of the player to move when the values from position i to j are left."
    )?;
    writeln!(
        out,
        "Rows: i, the first value left; columns: j, the last. * marks the optimal line."
    )?;
    // Columns go in strips that fit TABLE_WIDTH characters, so a table of
    // wide numbers is never wider than a terminal; a table that fits is one
    // strip, as before.
    let per_strip = (TABLE_WIDTH.saturating_sub(left) / (width + 1)).max(1);
    let strips: Vec<(usize, usize)> = (0..n)
        .step_by(per_strip)
        .map(|start| (start, (start + per_strip).min(n)))
        .collect();
    for &(start, end) in &strips {
        writeln!(out)?;
        if strips.len() > 1 {
            writeln!(out, "columns j = {} to {}:", start + 1, end)?;
        }
        write!(out, "{:>left$}", "j")?;
        for j in start..end {
            write!(out, " {:>width$}", j + 1)?;
        }
        writeln!(out)?;
        write!(out, "{:>left$}", "value")?;
        for value in &values[start..end] {
            write!(out, " {value:>width$}")?;
        }
        writeln!(out)?;
        for (i, value) in values.iter().enumerate().take(end) {
            let prefix = format!("{:>label$}  {value:>value_width$}", i + 1);
            write!(out, "{prefix:>left$}")?;
            let mut row = String::new();
            for j in start..end {
                let text = if j < i { String::new() } else { cell(i, j) };
                row.push_str(&format!(" {text:>width$}"));
            }
            writeln!(out, "{}", row.trim_end())?;
        }
    }
    Ok(())
}
