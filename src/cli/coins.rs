//! `optimal-play coins ...`: the row game's subcommands.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use clap::{Args, Subcommand, ValueEnum};

use optimal_play::coins::{Algorithm, Row, RowLayout};
use optimal_play::input;
use optimal_play::render::coins::{self as render, Format, Solution};

use super::{UsageError, source};

#[derive(Debug, Subcommand)]
pub enum CoinsCommand {
    /// Solve a row exactly: both totals, the margin, the best first move, and
    /// optionally the whole optimal line.
    #[command(after_long_help = SOLVE_EXAMPLES)]
    Solve(SolveArgs),
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
    /// The row to solve: a file, or `-` (or nothing) for stdin.
    #[arg(value_name = "FILE", conflicts_with = "values")]
    file: Option<PathBuf>,

    /// The row given on the command line, as comma-separated values.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    values: Option<String>,

    /// How the input is laid out; detected when not given (see below).
    #[arg(long, value_enum, value_name = "LAYOUT")]
    input: Option<InputLayout>,

    /// What to print.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    format: OutputFormat,

    /// Also print an optimal line: every move, with the running totals.
    #[arg(long)]
    line: bool,

    /// Which algorithm solves the row. All give the same totals.
    #[arg(long, value_enum, default_value_t = AlgorithmChoice::Linear)]
    algorithm: AlgorithmChoice,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
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
    let row = read_row(&args)?;
    let (outcome, line) = if args.line {
        let line = row.line(algorithm)?;
        (line.outcome, Some(line))
    } else {
        (row.outcome(algorithm)?, None)
    };
    let best = match format {
        Format::Text | Format::Json => row
            .ends(0..row.len())
            .map(|ends| ends.best())
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let solution = Solution {
        row: &row,
        outcome,
        best,
        line,
    };
    render::write(out, format, &solution)?;
    Ok(())
}

fn read_row(args: &SolveArgs) -> anyhow::Result<Row> {
    let layout = args.input.map(|layout| match layout {
        InputLayout::Counted => RowLayout::Counted,
        InputLayout::Plain => RowLayout::Plain,
    });
    if let Some(list) = &args.values {
        if layout.is_some() {
            return Err(UsageError("--input applies to a FILE, not to --values".to_owned()).into());
        }
        return Row::parse_list(list).context("--values");
    }
    let source = source::read(args.file.as_deref())?;
    let text = input::as_text(&source.bytes).with_context(|| source.name.clone())?;
    Row::parse(text, layout).with_context(|| source.name.clone())
}
