//! Rendering the row game: a solved row (the totals, the best first moves
//! and, optionally, the optimal line) in every output format of `solve`, and
//! in submodules the explanation, the margin table and its heatmap.
//!
//! The library never prints: every function here writes to a caller's
//! [`std::io::Write`], so the same output goes to a terminal, a file or a test.

pub mod explain;
pub mod svg;
pub mod table;

use std::io::{self, Write};

use serde::Serialize;
use serde::ser::Serializer;

use crate::coins::{Line, Outcome, Side};

crate::choices! {
    /// The output formats of a solved row.
    #[derive(Hash, Default)]
    pub enum Format {
        /// For people: both totals, the margin, the best first moves, and the
        /// line as a table when there is one.
        #[default]
        Text = "text": "for people: totals, margin, best first move; the line with --line",
        /// One JSON object: `first`, `second`, `margin`, `best`, and `line`
        /// when there is one.
        Json = "json": "one JSON object (docs/json.md)",
        Usaco = "usaco": "USACO training \"A Game\" (game1): `P1 P2`",
        First = "first": "the first player's total (the tutorials)",
        Margin = "margin": "AtCoder Educational DP Contest L \"Deque\": P1 - P2",
        Leetcode486 = "leetcode-486": "LeetCode 486 \"Predict the Winner\": `true` if player 1 does not lose",
        Leetcode877 = "leetcode-877": "LeetCode 877 \"Stone Game\": `true` if Alice (player 1) wins",
    }
}

/// Everything there is to show of a solved row.
#[derive(Debug, Clone)]
pub struct Solution<'a> {
    /// The outcome of optimal play.
    pub outcome: Outcome,
    /// The number of values in the row.
    pub len: u64,
    /// The leftmost and rightmost values, `None` for an empty row.
    pub end_values: Option<(i64, i64)>,
    /// The optimal first moves: none for an empty row, else one or both ends.
    pub best: Vec<Side>,
    /// An optimal line and the row's values, when the line was asked for.
    pub line: Option<(&'a Line, &'a [i64])>,
    /// Set when the solution is the first player's best against a greedy
    /// second player: the outcome of optimal play, for comparison.
    pub versus_greedy: Option<Outcome>,
}

/// A segment of the row drawn for a person: both ends bracketed, the middle
/// elided when there are more than `2 * shown + 1` values, and how many are
/// left.
///
/// ```
/// use optimal_play::coins::render::segment_picture;
/// assert_eq!(segment_picture(&[1, 3, 5], 8), "left [1] 3 [5] right    (3 values left)");
/// assert_eq!(segment_picture(&[7], 8), "left [7] right    (1 value left)");
/// ```
pub fn segment_picture(segment: &[i64], shown: usize) -> String {
    if segment.is_empty() {
        return "the row is empty".to_owned();
    }
    let cell = |at: usize| {
        if at == 0 || at + 1 == segment.len() {
            format!("[{}]", segment[at])
        } else {
            segment[at].to_string()
        }
    };
    let left = if segment.len() == 1 {
        "1 value left".to_owned()
    } else {
        format!("{} values left", segment.len())
    };
    let picture = |shown: usize| {
        let mut cells: Vec<String> = Vec::new();
        if segment.len() <= 2 * shown + 1 {
            cells.extend((0..segment.len()).map(cell));
        } else {
            cells.extend((0..shown).map(cell));
            cells.push(format!("… {} more …", segment.len() - 2 * shown));
            cells.extend((segment.len() - shown..segment.len()).map(cell));
        }
        format!("left {} right    ({left})", cells.join(" "))
    };
    // Fit an 80-column terminal (with the indent play adds) when the numbers
    // allow: show fewer values at each end rather than wrap a number.
    (1..=shown.max(1))
        .rev()
        .map(picture)
        .find(|line| line.chars().count() <= PICTURE_WIDTH)
        .unwrap_or_else(|| picture(1))
}

/// The widest a drawn row tries to be.
pub const PICTURE_WIDTH: usize = 76;

/// Writes `solution` in `format`, ending with a newline.
///
/// ```
/// use optimal_play::coins::{Algorithm, Row};
/// use optimal_play::coins::render::{write, Format, Solution};
///
/// let row = Row::new(vec![4, 7, 2, 9, 5, 2]);
/// let solution = Solution {
///     outcome: row.outcome(Algorithm::Linear)?,
///     len: 6,
///     end_values: Some((4, 2)),
///     best: row.ends(0..row.len()).map(|ends| ends.best()).unwrap_or_default(),
///     line: None,
///     versus_greedy: None,
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
        Format::Leetcode486 => writeln!(out, "{}", outcome.margin >= 0),
        Format::Leetcode877 => writeln!(out, "{}", outcome.margin > 0),
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
    if let Some(optimal) = solution.versus_greedy {
        writeln!(
            out,
            "against a greedy second player (the larger end, the left on a tie); \
             against perfect play the first player gets {}",
            optimal.first
        )?;
    }
    writeln!(out, "first player   {first:>width$}")?;
    writeln!(out, "second player  {second:>width$}")?;
    writeln!(out, "margin         {margin:>width$}")?;
    let best = match (solution.end_values, solution.best.as_slice()) {
        (None, _) | (_, []) => "none: the row is empty".to_owned(),
        (Some((only, _)), _) if solution.len == 1 => format!("take {only}, the only value"),
        (Some((left, _)), [Side::Left]) => format!("take {left} from the left"),
        (Some((_, right)), [Side::Right]) => format!("take {right} from the right"),
        (Some((left, right)), _) => {
            format!("take {left} from the left or {right} from the right (both are optimal)")
        }
    };
    writeln!(out, "best first move: {best}")?;
    if let Some((line, values)) = solution.line {
        let title = if solution.versus_greedy.is_some() {
            "the best line against the greedy player:"
        } else {
            "optimal line:"
        };
        write_line_table(out, title, line, values)?;
    }
    Ok(())
}

/// The line as a table, one move a line, with the running totals.
///
/// Lines can run to millions of moves, so each row is formatted by hand into
/// one reused buffer rather than through `write!`.
fn write_line_table(
    out: &mut dyn Write,
    title: &str,
    line: &Line,
    values: &[i64],
) -> io::Result<()> {
    let headers = ["move", "player", "side", "value", "first", "second"];
    let mut widths = headers.map(str::len);
    let mut number = itoa::Buffer::new();
    widths[0] = widths[0].max(number.format(line.sides.len()).len());
    widths[2] = "right".len();
    // A column's width is that of its smallest or its largest number.
    let mut ranges = [(0i128, 0i128); 3];
    for mv in line.moves(values) {
        for (range, n) in
            ranges
                .iter_mut()
                .zip([i128::from(mv.value), mv.first_total, mv.second_total])
        {
            *range = (range.0.min(n), range.1.max(n));
        }
    }
    for (width, (low, high)) in widths[3..].iter_mut().zip(ranges) {
        *width = (*width)
            .max(number.format(low).len())
            .max(number.format(high).len());
    }
    writeln!(out)?;
    writeln!(out, "{title}")?;
    let mut row = Vec::with_capacity(widths.iter().sum::<usize>() + 12);
    let cells = headers.map(str::to_owned);
    push_row(&mut row, &widths, cells.each_ref().map(String::as_str));
    out.write_all(&row)?;
    // Every row has the same length, so each is a template of spaces with
    // its numbers copied in right-aligned (the side left-aligned), gathered
    // into large writes.
    let row_len = row.len();
    let mut column_ends = [0; 6];
    let mut end = 0;
    for (column, width) in widths.iter().enumerate() {
        end += width + if column > 0 { 2 } else { 0 };
        column_ends[column] = end;
    }
    let side_start = column_ends[2] - widths[2];
    let rows_per_write = (1 << 20) / row_len + 1;
    let mut rows = Vec::with_capacity(rows_per_write * row_len);
    let mut wide = itoa::Buffer::new();
    for (at, mv) in line.moves(values).enumerate() {
        let start = rows.len();
        // Only the mover's total changes: the other is the row above's,
        // copied when that row is still in the buffer.
        let (changed, unchanged) = match mv.player {
            crate::engine::Player::First => (4, 5),
            crate::engine::Player::Second => (5, 4),
        };
        rows.resize(start + row_len, b' ');
        if start > 0 {
            let span = column_ends[unchanged] - widths[unchanged]..column_ends[unchanged];
            rows.copy_within(
                start - row_len + span.start..start - row_len + span.end,
                start + span.start,
            );
        }
        let row = &mut rows[start..];
        put_integer(row, column_ends[0], at as i128 + 1, &mut wide);
        row[column_ends[1] - 1] = b'0' + mv.player.number();
        let side = mv.side.name();
        row[side_start..side_start + side.len()].copy_from_slice(side.as_bytes());
        put_integer(row, column_ends[3], i128::from(mv.value), &mut wide);
        let totals = [mv.first_total, mv.second_total];
        put_integer(row, column_ends[changed], totals[changed - 4], &mut wide);
        if start == 0 {
            put_integer(
                row,
                column_ends[unchanged],
                totals[unchanged - 4],
                &mut wide,
            );
        }
        row[row_len - 1] = b'\n';
        if rows.len() + row_len > rows.capacity() {
            out.write_all(&rows)?;
            rows.clear();
        }
    }
    out.write_all(&rows)
}

/// Writes `n` in decimal into `row`, ending just before `end`: two digits at
/// a time straight into place for a number within `u64` either side of zero,
/// through `wide` beyond that.
#[inline]
fn put_integer(row: &mut [u8], end: usize, n: i128, wide: &mut itoa::Buffer) {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let Ok(mut magnitude) = u64::try_from(n.unsigned_abs()) else {
        let text = wide.format(n);
        row[end - text.len()..end].copy_from_slice(text.as_bytes());
        return;
    };
    let mut at = end;
    // Four digits a step: the two pairs of a step do not wait on each other.
    while magnitude >= 10_000 {
        let four = (magnitude % 10_000) as usize;
        magnitude /= 10_000;
        let (high, low) = (four / 100 * 2, four % 100 * 2);
        at -= 4;
        row[at..at + 2].copy_from_slice(&PAIRS[high..high + 2]);
        row[at + 2..at + 4].copy_from_slice(&PAIRS[low..low + 2]);
    }
    if magnitude >= 100 {
        let pair = (magnitude % 100) as usize * 2;
        magnitude /= 100;
        at -= 2;
        row[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    }
    if magnitude >= 10 {
        let pair = magnitude as usize * 2;
        at -= 2;
        row[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    } else {
        at -= 1;
        row[at] = b'0' + magnitude as u8;
    }
    if n < 0 {
        row[at - 1] = b'-';
    }
}

/// A total in decimal; through `i64` when it fits, which is much faster.
fn format_total(buffer: &mut itoa::Buffer, total: i128) -> &str {
    match i64::try_from(total) {
        Ok(small) => buffer.format(small),
        Err(_) => buffer.format(total),
    }
}

/// One row of the line table: every column right-aligned but the side, two
/// spaces between columns, no trailing spaces.
fn push_row(row: &mut Vec<u8>, widths: &[usize; 6], cells: [&str; 6]) {
    const SIDE: usize = 2;
    for (column, (cell, &width)) in cells.iter().zip(widths).enumerate() {
        if column > 0 {
            row.extend_from_slice(b"  ");
        }
        let padding = width.saturating_sub(cell.len());
        if column != SIDE {
            row.resize(row.len() + padding, b' ');
        }
        row.extend_from_slice(cell.as_bytes());
        if column == SIDE {
            row.resize(row.len() + padding, b' ');
        }
    }
    row.push(b'\n');
}

#[derive(Serialize)]
struct JsonSolution<'a> {
    first: i128,
    second: i128,
    margin: i128,
    value: crate::engine::Value,
    best: Vec<JsonMove>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<JsonLine<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    versus: Option<&'static str>,
    /// The outcome of optimal play, beside an exploit.
    #[serde(skip_serializing_if = "Option::is_none")]
    guaranteed: Option<Outcome>,
}

/// A move of the row game in the JSON contract: `{"text": "left", "side":
/// "left", "value": 3}`, the same in every command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct JsonMove {
    /// What a person types for it.
    pub text: &'static str,
    /// The end taken.
    pub side: Side,
    /// The value taken.
    pub value: i64,
}

impl JsonMove {
    /// The move that takes `value` from `side`.
    pub fn new(side: Side, value: i64) -> JsonMove {
        JsonMove {
            text: side.name(),
            side,
            value,
        }
    }
}

/// One move of a line in the JSON contract: its number, the player, the
/// move, and both totals after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct JsonStep {
    /// The move's number, from 1.
    pub number: usize,
    /// The player who moves: 1 or 2.
    pub player: u8,
    /// The move.
    #[serde(rename = "move")]
    pub mv: JsonMove,
    /// Both totals after the move: the first player's, the second's.
    pub totals: [i128; 2],
}

/// A line as `[{"number": 1, "player": 1, "move": {..}, "totals": [..]}, ..]`,
/// written straight from the moves as they are computed.
pub struct JsonLine<'a>(pub &'a Line, pub &'a [i64]);

impl Serialize for JsonLine<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.moves(self.1).enumerate().map(|(at, mv)| JsonStep {
            number: at + 1,
            player: mv.player.number(),
            mv: JsonMove::new(mv.side, mv.value),
            totals: [mv.first_total, mv.second_total],
        }))
    }
}

fn write_json(out: &mut dyn Write, solution: &Solution<'_>) -> io::Result<()> {
    let json = JsonSolution {
        first: solution.outcome.first,
        second: solution.outcome.second,
        margin: solution.outcome.margin,
        value: crate::engine::Value::Margin(solution.outcome.margin),
        best: solution
            .best
            .iter()
            .filter_map(|&side| {
                let (left, right) = solution.end_values?;
                Some(JsonMove::new(
                    side,
                    if side == Side::Left { left } else { right },
                ))
            })
            .collect(),
        line: None,
        versus: solution.versus_greedy.map(|_| "greedy"),
        guaranteed: solution.versus_greedy,
    };
    let mut buffered = io::BufWriter::with_capacity(1 << 16, &mut *out);
    let Some((line, values)) = solution.line else {
        serde_json::to_writer(&mut buffered, &json)?;
        writeln!(buffered)?;
        return buffered.flush();
    };
    // A line can run to millions of moves: the other fields go through
    // serde, the steps are formatted by hand into one reused buffer, in the
    // shape JsonStep gives them (tests check the two agree).
    let head = serde_json::to_string(&json).map_err(io::Error::from)?;
    buffered.write_all(&head.as_bytes()[..head.len() - 1])?;
    buffered.write_all(b",\"line\":[")?;
    // The steps gather in one large buffer, written a megabyte at a time.
    let mut steps: Vec<u8> = Vec::with_capacity((1 << 20) + 256);
    let mut numbers: [itoa::Buffer; 4] = Default::default();
    for (at, mv) in line.moves(values).enumerate() {
        let [b0, b1, b2, b3] = &mut numbers;
        if at > 0 {
            steps.push(b',');
        }
        steps.extend_from_slice(b"{\"number\":");
        steps.extend_from_slice(b0.format(at + 1).as_bytes());
        steps.extend_from_slice(if mv.player == crate::engine::Player::First {
            b",\"player\":1,\"move\":{\"text\":\""
        } else {
            b",\"player\":2,\"move\":{\"text\":\""
        });
        let side = mv.side.name().as_bytes();
        steps.extend_from_slice(side);
        steps.extend_from_slice(b"\",\"side\":\"");
        steps.extend_from_slice(side);
        steps.extend_from_slice(b"\",\"value\":");
        steps.extend_from_slice(b1.format(mv.value).as_bytes());
        steps.extend_from_slice(b"},\"totals\":[");
        steps.extend_from_slice(format_total(b2, mv.first_total).as_bytes());
        steps.push(b',');
        steps.extend_from_slice(format_total(b3, mv.second_total).as_bytes());
        steps.extend_from_slice(b"]}");
        if steps.len() >= 1 << 20 {
            buffered.write_all(&steps)?;
            steps.clear();
        }
    }
    buffered.write_all(&steps)?;
    buffered.write_all(b"]}\n")?;
    buffered.flush()
}
