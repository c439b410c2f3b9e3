//! Rendering a solved row: the totals, the best first moves and, optionally,
//! the optimal line, in every output format of `optimal-play coins solve`.

use std::io::{self, Write};

use serde::Serialize;

use crate::coins::{Line, Outcome, Row, Side};

/// The output formats of a solved row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Format {
    /// For people: both totals, the margin, the best first moves, and the line
    /// as a table when there is one.
    #[default]
    Text,
    /// One JSON object: `first`, `second`, `margin`, `best`, and `line` when
    /// there is one.
    Json,
    /// `P1 P2`, as USACO's "A Game" (game1) prints it.
    Usaco,
    /// The first player's total, as most tutorials print it.
    First,
    /// `P1 - P2`, the answer to AtCoder's "Deque".
    Margin,
}

/// Everything there is to show of a solved row.
#[derive(Debug, Clone)]
pub struct Solution<'a> {
    /// The row that was solved.
    pub row: &'a Row,
    /// The outcome of optimal play.
    pub outcome: Outcome,
    /// The optimal first moves: none for an empty row, else one or both ends.
    pub best: Vec<Side>,
    /// An optimal line, when it was asked for.
    pub line: Option<Line>,
}

/// Writes `solution` in `format`, ending with a newline.
///
/// ```
/// use optimal_play::coins::{Algorithm, Row};
/// use optimal_play::render::coins::{write, Format, Solution};
///
/// let row = Row::new(vec![4, 7, 2, 9, 5, 2]);
/// let solution = Solution {
///     row: &row,
///     outcome: row.outcome(Algorithm::Linear)?,
///     best: row.ends(0..row.len()).map(|ends| ends.best()).unwrap_or_default(),
///     line: None,
/// };
/// let mut out = Vec::new();
/// write(&mut out, Format::Usaco, &solution)?;
/// assert_eq!(String::from_utf8(out)?, "18 11\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(out: &mut dyn Write, format: Format, solution: &Solution<'_>) -> io::Result<()> {
    let outcome = solution.outcome;
    match format {
        Format::Text => write_text(out, solution),
        Format::Json => write_json(out, solution),
        Format::Usaco => writeln!(out, "{} {}", outcome.first, outcome.second),
        Format::First => writeln!(out, "{}", outcome.first),
        Format::Margin => writeln!(out, "{}", outcome.margin),
    }
}

fn write_text(out: &mut dyn Write, solution: &Solution<'_>) -> io::Result<()> {
    let Outcome {
        first,
        second,
        margin,
    } = solution.outcome;
    let width = [first, second, margin]
        .iter()
        .map(|n| n.to_string().len())
        .max()
        .unwrap_or(1);
    writeln!(out, "first player   {first:>width$}")?;
    writeln!(out, "second player  {second:>width$}")?;
    writeln!(out, "margin         {margin:>width$}")?;
    let values = solution.row.values();
    let best = match solution.best.as_slice() {
        [] => "none: the row is empty".to_owned(),
        [side] => format!("take {} from the {side}", end_value(values, *side)),
        _ if values.len() == 1 => format!("take {} (both ends are the same value)", values[0]),
        _ => format!(
            "take {} from the left or {} from the right (both are optimal)",
            values[0],
            values[values.len() - 1]
        ),
    };
    writeln!(out, "best first move: {best}")?;
    if let Some(line) = &solution.line {
        write_line_table(out, line)?;
    }
    Ok(())
}

fn end_value(values: &[i64], side: Side) -> i64 {
    match side {
        Side::Left => values[0],
        Side::Right => values[values.len() - 1],
    }
}

/// The line as a table, one move a line, with the running totals.
fn write_line_table(out: &mut dyn Write, line: &Line) -> io::Result<()> {
    let headers = ["move", "player", "side", "value", "first", "second"];
    let mut widths = headers.map(str::len);
    let digits = |n: i128| n.to_string().len();
    widths[0] = widths[0].max(line.moves.len().to_string().len());
    widths[2] = "right".len();
    for mv in &line.moves {
        widths[3] = widths[3].max(digits(i128::from(mv.value)));
        widths[4] = widths[4].max(digits(mv.first_total));
        widths[5] = widths[5].max(digits(mv.second_total));
    }
    writeln!(out)?;
    writeln!(out, "optimal line:")?;
    let [w0, w1, w2, w3, w4, w5] = widths;
    writeln!(
        out,
        "{:>w0$}  {:>w1$}  {:<w2$}  {:>w3$}  {:>w4$}  {:>w5$}",
        headers[0], headers[1], headers[2], headers[3], headers[4], headers[5]
    )?;
    for (number, mv) in line.moves.iter().enumerate() {
        writeln!(
            out,
            "{:>w0$}  {:>w1$}  {:<w2$}  {:>w3$}  {:>w4$}  {:>w5$}",
            number + 1,
            mv.player.number(),
            mv.side.name(),
            mv.value,
            mv.first_total,
            mv.second_total
        )?;
    }
    Ok(())
}

#[derive(Serialize)]
struct JsonSolution<'a> {
    first: i128,
    second: i128,
    margin: i128,
    best: &'a [Side],
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<Vec<JsonMove>>,
}

#[derive(Serialize)]
struct JsonMove {
    player: u8,
    side: Side,
    value: i64,
}

fn write_json(out: &mut dyn Write, solution: &Solution<'_>) -> io::Result<()> {
    let json = JsonSolution {
        first: solution.outcome.first,
        second: solution.outcome.second,
        margin: solution.outcome.margin,
        best: &solution.best,
        line: solution.line.as_ref().map(|line| {
            line.moves
                .iter()
                .map(|mv| JsonMove {
                    player: mv.player.number(),
                    side: mv.side,
                    value: mv.value,
                })
                .collect()
        }),
    };
    serde_json::to_writer(&mut *out, &json)?;
    writeln!(out)
}
