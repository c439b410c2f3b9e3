//! The row game as a [`Plugin`]: its [`GameInfo`], its readers in the
//! judges' layouts, `solve` in every judge's format (streaming when it can;
//! with `--line`, `--algorithm` and `--versus greedy`), its explanation,
//! its generator, its table of margins, and `coins table`.

use std::io::Write;

use crate::coins::exhaustive::RowGame;
use crate::coins::render::{self, Format, Solution};
use crate::coins::{Algorithm, Row, RowLayout, RowOracle, explain, generate, read, versus};
use crate::engine::Scoring;
use crate::erased::{self, Error, GameInfo, GenerateOptions, Input};
use crate::input::{InputError, Limit};
use crate::plugin::{Answered, Draw, How, Named, Plugin, Solves, Streams, Tables};

/// The row game, registered as `coins`.
#[derive(Debug, Clone, Copy)]
pub struct Coins;

crate::choices! {
    /// The opponents `--versus` plays against.
    pub enum Versus {
        Greedy = "greedy": "the larger end, the left on a tie",
    }
}

static INFO: GameInfo = GameInfo {
    name: "coins",
    title: "The row game",
    rules: "Take the value at either end of a row; the larger total wins.",
    problems: &[
        "USACO training \"A Game\" (game1)",
        "AtCoder Educational DP Contest L \"Deque\"",
        "Optimal Strategy for a Coin Game (the tutorials)",
        "LeetCode 486 \"Predict the Winner\" (--format leetcode-486)",
        "LeetCode 877 \"Stone Game\" (--format leetcode-877)",
    ],
    limits: "solve: any size, streamed (10^8 values in seconds); --line and explain hold the \
             row in memory; explain: 5000 values; --algorithm interval: 5000 values with \
             --line; exhaustive: 1000; --versus greedy: 10000",
    scoring: Scoring::Points,
    inline: "values",
    inline_help: "The row, as comma-separated values: 1,3,5,2,9.",
    algorithms: Algorithm::CHOICES,
    generate: generate::GENERATE_STREAMED,
    moves: "l, left / r, right: take that end",
    notes: "\
Without --input, the input is read as counted when its first line holds a
single number and more numbers follow on later lines; otherwise as plain.
Values are 64-bit signed integers; totals and margins are exact.",
    examples: "\
  optimal-play coins solve examples/seed-001.txt
  optimal-play coins solve --values 20,30,2,2 --line
  optimal-play coins solve --format margin < deque.txt
  optimal-play coins play --values 4,7,2,9,5,2 --as second
  optimal-play coins generate --count 1000000 --seed 7 > row.txt",
    ..GameInfo::TYPED
};

/// Reads a whole row for `coins table`, refused where it passes the
/// input's limit.
fn read_row(input: Input<'_>, layout_name: Option<&str>) -> Result<Row, Error> {
    let (inline, at_most) = (input.inline, input.at_most);
    if inline && layout_name.is_some() {
        return Err(Error::Unsupported(format!(
            "--input applies to a FILE, not to {}",
            input.name
        )));
    }
    let (name, text) = input.text()?;
    let layout = layout_name.and_then(RowLayout::parse);
    let row = match inline {
        true => Row::parse_list_at_most(&text, at_most),
        false => Row::parse_at_most(&text, layout, at_most),
    };
    row.map_err(|error| Error::input(&name, error))
}

impl Plugin for Coins {
    type Case = Row;
    type Game = RowGame;
    type Oracle = RowOracle;
    type Format = Format;
    type Layout = RowLayout;
    const INFO: &'static GameInfo = &INFO;

    fn read(&self, text: &str, layout: Option<RowLayout>) -> Result<Vec<Row>, InputError> {
        Ok(vec![Row::parse(text, layout)?])
    }
    fn read_at_most(
        &self,
        text: &str,
        layout: Option<RowLayout>,
        at_most: Limit,
    ) -> Result<Vec<Row>, InputError> {
        Ok(vec![Row::parse_at_most(text, layout, Some(at_most))?])
    }
    fn read_inline(
        &self,
        text: &str,
        at_most: Option<Limit>,
    ) -> Option<Result<Vec<Row>, InputError>> {
        Some(Row::parse_list_at_most(text, at_most).map(|row| vec![row]))
    }
    /// An explanation keeps the interval table: at most 5000 values.
    fn limit(&self, action: erased::Action) -> Option<Limit> {
        matches!(action, erased::Action::Explain).then_some(Limit {
            count: explain::EXPLAIN_LIMIT as u64,
            what: "the explanation",
            instead: "; `coins solve` takes any size",
        })
    }
    fn write(&self, rows: &[Row], out: &mut dyn Write) -> std::io::Result<()> {
        self.write_as(rows, RowLayout::Counted, out)
    }
    fn write_as(
        &self,
        rows: &[Row],
        layout: RowLayout,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        rows.iter().try_for_each(|row| {
            let values = row.values().iter().copied();
            generate::write_values(out, row.len() as u64, values, layout)
        })
    }
    fn answer(&self, rows: &[Row], format: Format, out: &mut dyn Write) -> Answered {
        let how = How {
            line: false,
            algorithm: None,
            versus: None,
            colour: false,
        };
        self.answer_how(rows, format, &how, out)
    }
    fn session_bytes(&self, row: &Row) -> u64 {
        crate::coins::row_session_bytes(row.len())
    }
    fn game(&self, row: &Row) -> RowGame {
        RowGame::new(row.values())
    }
    fn explain(&self, row: &Row, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let explanation = explain::explain(row)?;
        if json {
            render::explain::write_json(out, row.values(), &explanation)?;
        } else {
            render::explain::write_text(out, row.values(), &explanation)?;
        }
        Ok(())
    }
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Row, Error> {
        Ok(Row::new(generate::draw_row(draw)?))
    }
}

impl Solves for Coins {
    type Algorithm = Algorithm;
    type Versus = Versus;
    const LINE: bool = true;

    /// Only the linear algorithm takes any size; the others, the line and
    /// `--versus` hold tables, each with its limit.
    fn solve_limit(
        &self,
        format: Format,
        how: &How<Algorithm, Versus>,
    ) -> Result<Option<Limit>, Error> {
        if how.line && !matches!(format, Format::Text | Format::Json) {
            return Err(Error::Unsupported(
                "--line needs --format text or --format json".to_owned(),
            ));
        }
        if how.versus.is_some() && how.algorithm.is_some() {
            return Err(Error::Unsupported(
                "--versus and --algorithm do not go together: --versus has its own solver"
                    .to_owned(),
            ));
        }
        let limit = |count: usize, what: &'static str, instead: &'static str| {
            Some(crate::input::Limit {
                count: count as u64,
                what,
                instead,
            })
        };
        let linear = "; the linear algorithm (the default) has no such limit";
        let at_most = match (how.versus.is_some(), how.algorithm.unwrap_or_default()) {
            (true, _) => limit(
                versus::VERSUS_GREEDY_LIMIT,
                "--versus greedy",
                "; without --versus, `solve` takes any size",
            ),
            (false, Algorithm::Exhaustive) => limit(
                crate::coins::EXHAUSTIVE_LIMIT,
                "the exhaustive search",
                linear,
            ),
            (false, Algorithm::Interval) if how.line => limit(
                crate::coins::interval::TABLE_LIMIT,
                "the interval table",
                linear,
            ),
            (false, Algorithm::Interval) => limit(
                crate::coins::interval::VALUE_LIMIT,
                "the interval recurrence",
                linear,
            ),
            (false, Algorithm::Linear) => None,
        };
        Ok(at_most)
    }
    fn answer_how(
        &self,
        rows: &[Row],
        format: Format,
        how: &How<Algorithm, Versus>,
        out: &mut dyn Write,
    ) -> Answered {
        rows.iter()
            .try_for_each(|row| answer_row(row, format, how, out))
    }
}

/// Answers one row as `how` asks.
fn answer_row(
    row: &Row,
    format: Format,
    how: &How<Algorithm, Versus>,
    out: &mut dyn Write,
) -> Answered {
    let values = row.values();
    let end_values = values.first().zip(values.last()).map(|(&l, &r)| (l, r));
    if let Some(Versus::Greedy) = how.versus {
        let exploit = versus::versus_greedy(values)?;
        let solution = Solution {
            outcome: exploit.line.outcome,
            len: values.len() as u64,
            end_values,
            best: exploit.best.clone(),
            line: how.line.then_some((&exploit.line, values)),
            versus_greedy: Some(row.outcome(Algorithm::Linear)?),
        };
        render::write(out, format, &solution)?;
        return Ok(());
    }
    let algorithm = how.algorithm.unwrap_or_default();
    let (outcome, line) = if how.line {
        let line = row.line(algorithm)?;
        (line.outcome, Some(line))
    } else {
        (row.outcome(algorithm)?, None)
    };
    let solution = Solution {
        outcome,
        len: values.len() as u64,
        end_values,
        best: row
            .ends(0..row.len())
            .map(|ends| ends.best())
            .unwrap_or_default(),
        line: line.as_ref().map(|line| (line, values)),
        versus_greedy: None,
    };
    render::write(out, format, &solution)?;
    Ok(())
}

impl Streams for Coins {
    /// Every format: the value by the linear method needs neither the text
    /// nor the values in memory.
    fn streams(&self, _format: Format) -> bool {
        true
    }
    fn solve_streaming(
        &self,
        input: Input<'_>,
        layout: Option<RowLayout>,
        format: Format,
        out: &mut dyn Write,
    ) -> Answered {
        // The value by the linear method needs neither the text nor the
        // values in memory: solve while reading.
        let Input {
            name,
            reader,
            mut progress,
            ..
        } = input;
        let solution = if matches!(format, Format::Text | Format::Json) {
            // The best first move needs the ends' values: two stacks.
            let solved = read::solve_streaming(reader, layout, &mut *progress)
                .map_err(|failure| Error::reading(&name, failure))?;
            Solution {
                outcome: solved.outcome,
                len: solved.len,
                end_values: solved.ends.map(|ends| (ends.left_value, ends.right_value)),
                best: solved
                    .ends
                    .map(|ends| ends.values.best())
                    .unwrap_or_default(),
                line: None,
                versus_greedy: None,
            }
        } else {
            let (len, outcome) = read::margin_streaming(reader, layout, &mut *progress)
                .map_err(|failure| Error::reading(&name, failure))?;
            Solution {
                outcome,
                len,
                end_values: None,
                best: Vec::new(),
                line: None,
                versus_greedy: None,
            }
        };
        render::write(out, format, &solution)?;
        Ok(())
    }
    /// Written as drawn: a row of 10^8 values is never held.
    fn generate_streaming(
        &self,
        options: &GenerateOptions,
        layout: Option<RowLayout>,
        out: &mut dyn Write,
    ) -> Answered {
        let spec = generate::row_spec(options)?;
        generate::write_row(out, spec, layout.unwrap_or(RowLayout::Counted))?;
        Ok(())
    }
}

impl Tables for Coins {
    fn margin_table(&self, row: &Row, limit: usize) -> Result<erased::MarginTable, Error> {
        let values = row.values();
        if values.len() > limit {
            return Err(Error::Unsupported(format!(
                "the margin table is drawn for rows of at most {limit} values; this one has {}",
                values.len()
            )));
        }
        let table = crate::coins::interval::Table::new(values)?;
        let margins = (0..values.len())
            .map(|i| (i + 1..=values.len()).map(|j| table.margin(i, j)).collect())
            .collect();
        Ok(erased::MarginTable {
            values: values.to_vec(),
            margins,
        })
    }
}

/// `coins table`: the margin table of a short row, with the optimal line
/// marked, as text and as an SVG heatmap.
pub(crate) struct TableExtra;

impl erased::Extra for TableExtra {
    fn name(&self) -> &'static str {
        "table"
    }
    fn about(&self) -> &'static str {
        "Show the margin table M(i, j) of a short row (at most 30 values), with the optimal \
         line marked; --svg draws it as a heatmap"
    }
    fn picture(&self) -> Option<&'static str> {
        Some(
            "Also draw the table as an SVG heatmap, with the optimal line traced through it, into this file",
        )
    }
    fn run(
        &self,
        request: erased::ExtraRequest<'_>,
        out: &mut dyn Write,
    ) -> Result<erased::Checked, Error> {
        use super::interval::Table;
        use super::render::table::TABLE_DRAW_LIMIT as LIMIT;
        let at_most = crate::input::Limit {
            count: LIMIT as u64,
            what: "the table",
            instead: "; `coins explain` works up to 5000",
        };
        let row = read_row(
            request
                .instance
                .expect("the front end reads the row")
                .at_most(Some(at_most)),
            request.layout,
        )?;
        let table = Table::new(row.values())?;
        let line = row.line(Algorithm::Linear)?;
        if let Some(picture) = request.picture {
            super::render::svg::write_table(picture, row.values(), &table, &line)?;
        }
        super::render::table::write_text(out, row.values(), &table, &line)?;
        Ok(erased::Checked::Holds)
    }
}
