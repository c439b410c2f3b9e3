//! `optimal-play coins ...`: the row game's subcommands.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Args, Subcommand, ValueEnum};

use optimal_play::coins::explain;
use optimal_play::coins::interval::Table;
use optimal_play::coins::{Algorithm, Row, RowLayout, generate, read, versus};
use optimal_play::render;
use optimal_play::render::coins::{Format, Solution};

use super::progress::Progress;
use super::{UsageError, source};

#[derive(Debug, Subcommand)]
pub enum CoinsCommand {
    /// Solve a row exactly: both totals, the margin, the best first move, and
    /// optionally the whole optimal line.
    #[command(after_long_help = SOLVE_EXAMPLES)]
    Solve(SolveArgs),
    /// Write a seeded random row: the same row for the same seed on every
    /// machine, fast enough for 10^8 values.
    Generate(GenerateArgs),
    /// Explain the optimal play move by move, with the numbers behind each
    /// move; greedy play beside it; a strategy to remember; how many optimal
    /// lines there are. Rows of at most 5000 values.
    Explain(ExplainArgs),
    /// Show the margin table M(i, j) of a short row (at most 30 values), with
    /// the optimal line marked; --svg draws it as a heatmap.
    Table(TableArgs),
    /// Play the row against the engine, in either seat, in a terminal or
    /// scripted through stdin; a review of your mistakes at the end.
    Play(super::play::PlayArgs),
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// How many values.
    #[arg(long)]
    count: u64,

    /// The smallest value.
    #[arg(long, default_value_t = 1, allow_hyphen_values = true)]
    min: i64,

    /// The largest value.
    #[arg(long, default_value_t = 1_000_000_000, allow_hyphen_values = true)]
    max: i64,

    /// The seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,

    /// The layout to write: a count line first (counted), or values only.
    #[arg(long, value_enum, value_name = "LAYOUT", default_value_t = InputLayout::Counted)]
    input: InputLayout,
}

const SOLVE_EXAMPLES: &str = "\
Input layouts:
  counted  a count N, then N values (USACO, AtCoder and the tutorials):
             5
             1 3 5 2 9
  plain    values only, on one line or many:  20 30 2 2

  Without --input, the input is read as counted when its first line holds a
  single number and more numbers follow on later lines; otherwise as plain.

Examples:
  optimal-play coins solve examples/seed-001.txt
  optimal-play coins solve --values 20,30,2,2 --line
  optimal-play coins solve --format margin < deque.txt";

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    row: RowArgs,

    /// What to print.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    format: OutputFormat,

    /// Also print an optimal line: every move, with the running totals.
    #[arg(long)]
    line: bool,

    /// Which algorithm solves the row. All give the same totals.
    #[arg(long, value_enum, default_value_t = AlgorithmChoice::Linear)]
    algorithm: AlgorithmChoice,

    /// Solve for the first player against a second player known to play this
    /// way, rather than against perfect play: the exploit, not just the safe
    /// value. O(n^2) time; rows of at most 10000 values.
    #[arg(
        long,
        value_enum,
        value_name = "OPPONENT",
        conflicts_with = "algorithm"
    )]
    versus: Option<Versus>,
}

/// Where a row comes from: shared by the subcommands that read one.
#[derive(Debug, Args)]
pub struct RowArgs {
    /// The row: a file, or `-` (or nothing) for stdin.
    #[arg(value_name = "FILE", conflicts_with = "values")]
    file: Option<PathBuf>,

    /// The row given on the command line, as comma-separated values.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    values: Option<String>,

    /// How the input is laid out; detected when not given (see `solve --help`).
    #[arg(long, value_enum, value_name = "LAYOUT")]
    input: Option<InputLayout>,
}

impl RowArgs {
    fn layout(&self) -> anyhow::Result<Option<RowLayout>> {
        let layout = self.input.map(layout_of);
        if self.values.is_some() && layout.is_some() {
            return Err(UsageError("--input applies to a FILE, not to --values".to_owned()).into());
        }
        Ok(layout)
    }

    /// The whole row, in memory.
    fn read(&self) -> anyhow::Result<Row> {
        let layout = self.layout()?;
        match &self.values {
            Some(list) => Ok(Row::parse_list(list).context("--values")?),
            None => read_row(self.file.as_deref(), layout),
        }
    }
}

#[derive(Debug, Args)]
pub struct ExplainArgs {
    #[command(flatten)]
    row: RowArgs,

    /// What to print.
    #[arg(long, value_enum, default_value_t = ExplainFormat::Text)]
    format: ExplainFormat,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ExplainFormat {
    /// A walkthrough for people.
    Text,
    /// The same facts as one JSON object.
    Json,
}

#[derive(Debug, Args)]
pub struct TableArgs {
    #[command(flatten)]
    row: RowArgs,

    /// Also draw the table as an SVG heatmap, with the optimal line traced
    /// through it, into this file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Versus {
    /// Takes the larger end; the left when the ends are equal.
    Greedy,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum InputLayout {
    /// A count N, then N values.
    Counted,
    /// Values only.
    Plain,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum OutputFormat {
    /// For people: totals, margin, best first move, and the line with --line.
    Text,
    /// One JSON object: first, second, margin, best, and line with --line.
    Json,
    /// `P1 P2` (USACO "A Game").
    Usaco,
    /// The first player's total.
    First,
    /// The first player's total minus the second's (AtCoder "Deque").
    Margin,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum AlgorithmChoice {
    /// O(n) peak reduction and valley walk; any size.
    Linear,
    /// The O(n^2) interval recurrence; the line needs at most 5000 values.
    Interval,
    /// The generic game-tree engine, memoised; at most 1000 values.
    Exhaustive,
}

pub fn run(command: CoinsCommand, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        CoinsCommand::Solve(args) => solve(args, out),
        CoinsCommand::Play(args) => super::play::run(args, out),
        CoinsCommand::Explain(args) => {
            let row = args.row.read()?;
            let explanation = explain::explain(&row)?;
            match args.format {
                ExplainFormat::Text => {
                    render::explain::write_text(out, row.values(), &explanation)?
                }
                ExplainFormat::Json => {
                    render::explain::write_json(out, row.values(), &explanation)?
                }
            }
            Ok(())
        }
        CoinsCommand::Table(args) => {
            let row = args.row.read()?;
            let limit = render::table::TABLE_DRAW_LIMIT;
            if row.len() > limit {
                return Err(UsageError(format!(
                    "the table is drawn for rows of at most {limit} values, and this row has {}; \
                     `coins explain` works up to 5000",
                    row.len()
                ))
                .into());
            }
            let table = Table::new(row.values())?;
            let line = row.line(Algorithm::Linear)?;
            if let Some(path) = &args.svg {
                super::write_file(path, |file| {
                    render::svg::write_table(file, row.values(), &table, &line)
                })?;
            }
            render::table::write_text(out, row.values(), &table, &line)?;
            Ok(())
        }
        CoinsCommand::Generate(args) => {
            if args.min > args.max {
                return Err(UsageError(format!(
                    "--min {} is larger than --max {}",
                    args.min, args.max
                ))
                .into());
            }
            let spec = generate::RowSpec {
                count: args.count,
                min: args.min,
                max: args.max,
                seed: args.seed,
            };
            generate::write_row(out, spec, layout_of(args.input))?;
            Ok(())
        }
    }
}

fn solve(args: SolveArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let format = match args.format {
        OutputFormat::Text => Format::Text,
        OutputFormat::Json => Format::Json,
        OutputFormat::Usaco => Format::Usaco,
        OutputFormat::First => Format::First,
        OutputFormat::Margin => Format::Margin,
    };
    if args.line && !matches!(format, Format::Text | Format::Json) {
        return Err(UsageError("--line needs --format text or --format json".to_owned()).into());
    }
    let algorithm = match args.algorithm {
        AlgorithmChoice::Linear => Algorithm::Linear,
        AlgorithmChoice::Interval => Algorithm::Interval,
        AlgorithmChoice::Exhaustive => Algorithm::Exhaustive,
    };
    let layout = args.row.layout()?;

    // The value by the linear method needs neither the text nor the values
    // in memory: solve while reading.
    if !args.line
        && algorithm == Algorithm::Linear
        && args.row.values.is_none()
        && args.versus.is_none()
    {
        let opened = source::open(args.row.file.as_deref())?;
        let mut progress = Progress::new(opened.size);
        let report = |bytes| progress.update(bytes);
        let solution = if matches!(format, Format::Text | Format::Json) {
            // The best first move needs the ends' values: two stacks.
            let solved = read::solve_streaming(opened.reader, layout, report)
                .map_err(|failure| source::located(failure, &opened.name))?;
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
            let (len, outcome) = read::margin_streaming(opened.reader, layout, report)
                .map_err(|failure| source::located(failure, &opened.name))?;
            Solution {
                outcome,
                len,
                end_values: None,
                best: Vec::new(),
                line: None,
                versus_greedy: None,
            }
        };
        drop(progress);
        render::coins::write(out, format, &solution)?;
        return Ok(());
    }

    let row = args.row.read()?;
    let values = row.values();
    let end_values = values.first().zip(values.last()).map(|(&l, &r)| (l, r));
    if let Some(Versus::Greedy) = args.versus {
        let exploit = versus::versus_greedy(values)?;
        let solution = Solution {
            outcome: exploit.line.outcome,
            len: values.len() as u64,
            end_values,
            best: exploit.best.clone(),
            line: args.line.then_some((&exploit.line, values)),
            versus_greedy: Some(row.outcome(Algorithm::Linear)?),
        };
        render::coins::write(out, format, &solution)?;
        return Ok(());
    }
    let (outcome, line) = if args.line {
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
    render::coins::write(out, format, &solution)?;
    Ok(())
}

fn layout_of(layout: InputLayout) -> RowLayout {
    match layout {
        InputLayout::Counted => RowLayout::Counted,
        InputLayout::Plain => RowLayout::Plain,
    }
}

/// Reads a whole row from `file` (stdin for `-` or none) into memory.
fn read_row(file: Option<&Path>, layout: Option<RowLayout>) -> anyhow::Result<Row> {
    let opened = source::open(file)?;
    let mut progress = Progress::new(opened.size);
    let mut values = Vec::new();
    read::read_values(
        opened.reader,
        layout,
        |v| values.push(v),
        |bytes| progress.update(bytes),
    )
    .map_err(|failure| source::located(failure, &opened.name))?;
    Ok(Row::new(values))
}

/// Reads a whole row from a named file, its layout detected.
pub(super) fn read_row_file(path: &Path) -> anyhow::Result<Row> {
    read_row(Some(path), None)
}
