//! The row game as a registered game: its [`GameInfo`], its readers in the
//! judges' layouts, `solve` in every judge's format (streaming when it can),
//! its explanation, its generator, and play sessions with the O(len) oracle.

use std::io::Write;

use crate::coins::exhaustive::RowGame;
use crate::coins::render::{self, Format, Solution};
use crate::coins::{Algorithm, Row, RowLayout, RowOracle, explain, generate, read, versus};
use crate::engine::Scoring;
use crate::erased::{
    self, AnySession, Choice, Error, GameEntry, GameInfo, GenerateOptions, Input, Instance,
    SessionOptions, SolveOptions,
};

/// The row game's entry in the registry.
#[derive(Debug, Clone, Copy)]
pub struct RowGameEntry;

static INFO: GameInfo = GameInfo {
    name: "coins",
    title: "The row game",
    rules: "Take the value at either end of a row; the larger total wins.",
    problems: &[
        "USACO training \"A Game\" (game1)",
        "AtCoder Educational DP Contest L \"Deque\"",
        "Optimal Strategy for a Coin Game (the tutorials)",
    ],
    limits: "solve: any size, streamed (10^8 values in seconds); --line and explain hold the \
             row in memory; explain: 5000 values; --algorithm interval: 5000 values with \
             --line; exhaustive: 1000; --versus greedy: 10000",
    scoring: Scoring::Points,
    inline: "values",
    inline_help: "The row, as comma-separated values: 1,3,5,2,9.",
    seats: ["player 1", "player 2"],
    layouts: &[
        Choice {
            name: "counted",
            help: "a count N, then N values (USACO, AtCoder, the tutorials)",
        },
        Choice {
            name: "plain",
            help: "values only",
        },
    ],
    formats: &[
        Choice {
            name: "text",
            help: "for people: totals, margin, best first move; the line with --line",
        },
        Choice {
            name: "json",
            help: "one JSON object (docs/json.md)",
        },
        Choice {
            name: "usaco",
            help: "`P1 P2` (USACO \"A Game\")",
        },
        Choice {
            name: "first",
            help: "the first player's total (the tutorials)",
        },
        Choice {
            name: "margin",
            help: "P1 - P2 (AtCoder \"Deque\")",
        },
    ],
    algorithms: &[
        Choice {
            name: "linear",
            help: "O(n) peak reduction and valley walk; any size",
        },
        Choice {
            name: "interval",
            help: "the O(n^2) interval recurrence; the line needs at most 5000 values",
        },
        Choice {
            name: "exhaustive",
            help: "the generic game-tree engine, memoised; at most 1000 values",
        },
    ],
    generate: &[
        Choice {
            name: "count",
            help: "how many values (default 8)",
        },
        Choice {
            name: "min",
            help: "the smallest value (default 1)",
        },
        Choice {
            name: "max",
            help: "the largest value (default 20)",
        },
    ],
    moves: "l, left / r, right: take that end",
    param: None,
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
};

fn layout(name: Option<&str>) -> Option<RowLayout> {
    match name {
        Some("counted") => Some(RowLayout::Counted),
        Some("plain") => Some(RowLayout::Plain),
        _ => None,
    }
}

fn format(name: &str) -> Format {
    match name {
        "json" => Format::Json,
        "usaco" => Format::Usaco,
        "first" => Format::First,
        "margin" => Format::Margin,
        _ => Format::Text,
    }
}

fn algorithm(name: Option<&str>) -> Algorithm {
    match name {
        Some("interval") => Algorithm::Interval,
        Some("exhaustive") => Algorithm::Exhaustive,
        _ => Algorithm::Linear,
    }
}

/// Reads a whole row.
pub(crate) fn read_row(input: Input<'_>, layout_name: Option<&str>) -> Result<Row, Error> {
    if input.inline {
        if layout_name.is_some() {
            return Err(Error::Unsupported(format!(
                "--input applies to a FILE, not to {}",
                input.name
            )));
        }
        let at_most = input.at_most;
        let (name, text) = input.text()?;
        let row = Row::parse_list(&text).map_err(|error| Error::input(&name, error))?;
        if let Some(limit) = at_most.filter(|limit| row.len() as u64 > limit.count) {
            return Err(Error::input(
                &name,
                crate::input::InputError {
                    location: crate::input::Location { line: 1, column: 1 },
                    problem: crate::input::Problem::PastLimit(limit),
                },
            ));
        }
        return Ok(row);
    }
    let Input {
        name,
        reader,
        mut progress,
        at_most,
        ..
    } = input;
    let mut values = Vec::new();
    read::read_values_at_most(
        reader,
        layout(layout_name),
        at_most,
        |v| values.push(v),
        &mut *progress,
    )
    .map_err(|failure| Error::reading(&name, failure))?;
    Ok(Row::new(values))
}

impl GameEntry for RowGameEntry {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn extras(&self) -> &'static [&'static dyn erased::Extra] {
        &[&TableExtra]
    }

    fn capabilities(&self) -> crate::erased::Capabilities {
        use crate::erased::Capabilities;
        Capabilities {
            line: true,
            versus: true,
            table: true,
            stress: true,
            ..Capabilities::default()
        }
    }

    fn limit(&self, action: erased::Action) -> Option<crate::input::Limit> {
        match action {
            erased::Action::Explain => Some(crate::input::Limit {
                count: explain::EXPLAIN_LIMIT as u64,
                what: "the explanation",
                instead: "; `coins solve` takes any size",
            }),
            _ => None,
        }
    }

    fn read(&self, input: Input<'_>, layout: Option<&str>) -> Result<Box<dyn Instance>, Error> {
        INFO.check_layout(layout)?;
        Ok(Box::new(RowInstance {
            row: read_row(input, layout)?,
        }))
    }

    fn solve(
        &self,
        input: Input<'_>,
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), Error> {
        INFO.check_solve(options)?;
        let format = format(&options.format);
        if options.line && !matches!(format, Format::Text | Format::Json) {
            return Err(Error::Unsupported(
                "--line needs --format text or --format json".to_owned(),
            ));
        }
        if options.versus.is_some() && options.algorithm.is_some() {
            return Err(Error::Unsupported(
                "--versus and --algorithm do not go together: --versus has its own solver"
                    .to_owned(),
            ));
        }
        let streams = !options.line
            && algorithm(options.algorithm.as_deref()) == Algorithm::Linear
            && !input.inline
            && options.versus.is_none();
        if !streams {
            let limit = |count: usize, what: &'static str, instead: &'static str| {
                Some(crate::input::Limit {
                    count: count as u64,
                    what,
                    instead,
                })
            };
            let linear = "; the linear algorithm (the default) has no such limit";
            let at_most = match (
                options.versus.is_some(),
                algorithm(options.algorithm.as_deref()),
            ) {
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
                (false, Algorithm::Interval) if options.line => limit(
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
            let row = read_row(input.at_most(at_most), options.layout.as_deref())?;
            return RowInstance { row }.solve(options, out);
        }
        // The value by the linear method needs neither the text nor the
        // values in memory: solve while reading.
        let Input {
            name,
            reader,
            mut progress,
            ..
        } = input;
        let layout = layout(options.layout.as_deref());
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

    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error> {
        options.only(INFO.name, INFO.generate)?;
        let count = options.count.unwrap_or(8);
        if count == 0 {
            return Err(Error::Unsupported(
                "--count must be at least 1: an empty row cannot be written so that it reads back"
                    .to_owned(),
            ));
        }
        let (min, max) = (options.min.unwrap_or(1), options.max.unwrap_or(20));
        if min > max {
            return Err(Error::Unsupported(format!(
                "--min {min} is larger than --max {max}"
            )));
        }
        if let Some(name) = options.layout.as_deref() {
            INFO.check_layout(Some(name))?;
        }
        let spec = generate::RowSpec {
            count,
            min,
            max,
            seed: options.seed,
        };
        let layout = layout(options.layout.as_deref()).unwrap_or(RowLayout::Counted);
        generate::write_row(out, spec, layout)?;
        Ok(())
    }

    fn stress_text(&self, values: &[i64]) -> Option<String> {
        Some(counted_text(values))
    }

    fn small_instances(&self, seed: u64, count: usize) -> Vec<String> {
        (0..count as u64)
            .map(|at| {
                let spec = generate::RowSpec {
                    count: at % 8 + 1,
                    min: -3,
                    max: 4,
                    seed: seed + at,
                };
                let mut out = Vec::new();
                generate::write_row(&mut out, spec, RowLayout::Plain).expect("writing to memory");
                String::from_utf8(out).expect("digits are UTF-8")
            })
            .collect()
    }
}

/// A row, read and ready.
#[derive(Debug, Clone)]
struct RowInstance {
    row: Row,
}

impl Instance for RowInstance {
    fn solve(&self, options: &SolveOptions, out: &mut dyn Write) -> Result<(), Error> {
        INFO.check_solve(options)?;
        let row = &self.row;
        let values = row.values();
        let format = format(&options.format);
        let end_values = values.first().zip(values.last()).map(|(&l, &r)| (l, r));
        match options.versus.as_deref() {
            None => {}
            Some("greedy") => {
                let exploit = versus::versus_greedy(values)?;
                let solution = Solution {
                    outcome: exploit.line.outcome,
                    len: values.len() as u64,
                    end_values,
                    best: exploit.best.clone(),
                    line: options.line.then_some((&exploit.line, values)),
                    versus_greedy: Some(row.outcome(Algorithm::Linear)?),
                };
                render::write(out, format, &solution)?;
                return Ok(());
            }
            Some(other) => {
                return Err(Error::Unsupported(format!(
                    "--versus takes `greedy`, not `{}`",
                    crate::input::excerpt(other)
                )));
            }
        }
        let algorithm = algorithm(options.algorithm.as_deref());
        let (outcome, line) = if options.line {
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

    fn explain(&self, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let explanation = explain::explain(&self.row)?;
        if json {
            render::explain::write_json(out, self.row.values(), &explanation)?;
        } else {
            render::explain::write_text(out, self.row.values(), &explanation)?;
        }
        Ok(())
    }

    fn margin_table(&self, limit: usize) -> Result<Option<erased::MarginTable>, Error> {
        let values = self.row.values();
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
        Ok(Some(erased::MarginTable {
            values: values.to_vec(),
            margins,
        }))
    }

    fn session_bytes(&self) -> u64 {
        crate::coins::row_session_bytes(self.row.len())
    }

    fn session(&self, options: SessionOptions) -> Result<Box<dyn AnySession>, Error> {
        if self.row.is_empty() {
            return Err(Error::Unsupported(
                "the row is empty: there is nothing to play".to_owned(),
            ));
        }
        let game = RowGame::new(self.row.values());
        let oracle = RowOracle::for_game(&game);
        Ok(erased::new_session(game, oracle, options))
    }

    fn conformance(
        &self,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        let game = RowGame::new(self.row.values());
        erased::conformance_of(&game, || Ok(RowOracle::for_game(&game)), limit, seed)
    }
}

/// `values` in the counted layout: the count on a line, then the values.
pub(crate) fn counted_text(values: &[i64]) -> String {
    let mut text = format!("{}\n", values.len());
    let written: Vec<String> = values.iter().map(i64::to_string).collect();
    text.push_str(&written.join(" "));
    text.push('\n');
    text
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
        let row = read_row(request.instance.at_most(Some(at_most)), request.layout)?;
        let table = Table::new(row.values())?;
        let line = row.line(Algorithm::Linear)?;
        if let Some(picture) = request.picture {
            super::render::svg::write_table(picture, row.values(), &table, &line)?;
        }
        super::render::table::write_text(out, row.values(), &table, &line)?;
        Ok(erased::Checked::Holds)
    }
}
