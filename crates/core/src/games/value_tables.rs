//! Tables of values for teaching: a partizan game's `values` extra, the
//! value of every position of a family laid out by two sizes, as the books
//! print them. Each game declares its table (`domineering::TABLE`: every
//! rectangle up to N × N); each cell is the game's `solve --format value`
//! of the position it names, all worked out in one memory.

use std::io::Write;

use super::partizan::Format;
use crate::erased::{self, Choice, Error};
use crate::plugin::Plugin;

/// A table of one game's values by two sizes.
pub struct ValueTable {
    /// What the table shows, in one line.
    pub about: &'static str,
    /// What a row counts: `rows`.
    pub rows: &'static str,
    /// What a column counts: `columns`.
    pub columns: &'static str,
    /// The table's size when not given.
    pub default: u64,
    /// The largest size shown.
    pub most: u64,
    /// The position of row `r` and column `c` (both from 1), as the game
    /// reads it.
    pub position: fn(u64, u64) -> String,
    /// The values of the positions, the game's input a line, in CGSuite's
    /// notation, one a line.
    pub values: fn(&str) -> Result<String, Error>,
}

const FORMATS: &[Choice] = &[
    Choice::new(
        "text",
        "the table: a row for each first size, a column for each second",
    ),
    Choice::new(
        "json",
        "one JSON object: rows, columns (what each counts) and table (rows of {position, value})",
    ),
];

/// One cell of a table.
#[derive(serde::Serialize)]
struct Cell {
    position: String,
    value: String,
}

impl ValueTable {
    /// The table of sizes 1 to `to` each way.
    fn cells(&self, to: u64) -> Result<Vec<Vec<Cell>>, Error> {
        let positions: Vec<Vec<String>> = (1..=to)
            .map(|r| (1..=to).map(|c| (self.position)(r, c)).collect())
            .collect();
        let input: String = positions
            .iter()
            .flatten()
            .map(|p| format!("{p}\n"))
            .collect();
        let values = (self.values)(&input)?;
        let mut values = values.lines();
        Ok(positions
            .into_iter()
            .map(|row| {
                row.into_iter()
                    .map(|position| Cell {
                        position,
                        value: values.next().unwrap_or_default().to_owned(),
                    })
                    .collect()
            })
            .collect())
    }
}

impl erased::Extra for ValueTable {
    fn name(&self) -> &'static str {
        "values"
    }
    fn about(&self) -> &'static str {
        self.about
    }
    fn formats(&self) -> &'static [Choice] {
        FORMATS
    }
    fn takes_instance(&self) -> bool {
        false
    }
    fn count(&self) -> Option<(Choice, u64)> {
        Some((
            Choice::new(
                "to",
                "The largest size each way: 1 to N rows and columns of the table",
            ),
            self.default,
        ))
    }
    fn run(
        &self,
        request: erased::ExtraRequest<'_>,
        out: &mut dyn Write,
    ) -> Result<erased::Checked, Error> {
        let to = request.count.unwrap_or(self.default);
        if !(1..=self.most).contains(&to) {
            return Err(Error::Unsupported(format!(
                "--to {to}: this table goes from 1 to {} each way",
                self.most
            )));
        }
        let cells = self.cells(to)?;
        match request.format {
            Some("json") => {
                let json = serde_json::json!({
                    "rows": self.rows, "columns": self.columns, "table": cells,
                });
                serde_json::to_writer(&mut *out, &json).map_err(|e| Error::Write(e.into()))?;
                writeln!(out)?;
            }
            _ => {
                // Each column as wide as its widest value.
                let widths: Vec<usize> = (0..to as usize)
                    .map(|c| {
                        (cells.iter())
                            .map(|row| row[c].value.chars().count())
                            .chain([(c + 1).to_string().len()])
                            .max()
                            .unwrap_or(1)
                    })
                    .collect();
                let line = |items: Vec<String>| -> String {
                    (items.iter().zip(&widths))
                        .map(|(item, &width)| format!("{item:>width$}"))
                        .collect::<Vec<_>>()
                        .join("  ")
                };
                writeln!(out, "{} down, {} across:", self.rows, self.columns)?;
                let header = line((1..=to).map(|c| c.to_string()).collect());
                writeln!(out, "{:>4} | {header}", "")?;
                for (r, row) in cells.iter().enumerate() {
                    let values = line(row.iter().map(|cell| cell.value.clone()).collect());
                    writeln!(out, "{:>4} | {values}", r + 1)?;
                }
            }
        }
        Ok(erased::Checked::Holds)
    }
}

/// The values of the positions of `input` (the game's input, a position a
/// line), as `solve --format value` writes them: the game's own reader and
/// answer, without the registry.
pub fn values_of<P: Plugin<Format = Format>>(plugin: &P, input: &str) -> Result<String, Error> {
    let cases = plugin.read(input, None).map_err(|error| Error::Input {
        name: "the table".to_owned(),
        error,
    })?;
    let mut out = Vec::new();
    plugin.answer(&cases, Format::Value, &mut out)?;
    String::from_utf8(out).map_err(|_| Error::Unsupported("the values are not UTF-8".to_owned()))
}
