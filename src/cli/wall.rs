//! `optimal-play wall ...`: the wall game's subcommands.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Args, Subcommand, ValueEnum};

use optimal_play::input;
use optimal_play::render::wall::{self as render, Format};
use optimal_play::wall::{self, Board, BoardFormat};

use super::{UsageError, source};

#[derive(Debug, Subcommand)]
pub enum WallCommand {
    /// Solve a board: what Rabbit pays, the path Eel forces, and the walls that
    /// force it.
    #[command(after_long_help = SOLVE_HELP)]
    Solve(SolveArgs),
    /// Check walls of your own: Rabbit's cheapest route past them, or "no
    /// exit" when they cut every path.
    #[command(after_long_help = RABBIT_HELP)]
    Rabbit(RabbitArgs),
    /// Write a seeded random board: digits, some `x`, always solvable.
    Generate(GenerateArgs),
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Rows.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    rows: u32,

    /// Columns.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    cols: u32,

    /// The share of `x` cells, in percent. One random path from the start to
    /// the bottom row is always kept open.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u8).range(0..=100))]
    blocked: u8,

    /// The seed: the same seed gives the same board on every machine.
    #[arg(long, default_value_t = 0)]
    seed: u64,

    /// How to write the board.
    #[arg(long, value_enum, default_value_t = BoardInput::Grid)]
    format: BoardInput,
}

const SOLVE_HELP: &str = concat!(
    "\
Examples:
  optimal-play wall solve examples/wall-49x49.txt
  optimal-play wall solve --board '{\"042\", \"391\"}' --format json
  optimal-play wall solve --format cost < board.txt

",
    "\
Boards:
  grid      one row a line, each character a digit or x:
              042
              391
  topcoder  the statement's literal, with any whitespace and line breaks:
              {\"042\", \"391\"}

  Without --input, a board whose first character (after whitespace) is `{`
  is read as a TopCoder literal, and any other as a grid.

Rules (TopCoder SRM 580, WallGameDiv2): Eel first builds walls between
vertically adjacent cells, never cutting every path to the bottom row; then
Rabbit moves from the top-left cell down, left or right, paying the digit of
every cell it enters (the start included), until it reaches the bottom row.
Rabbit minimises the cost, Eel maximises it."
);

const RABBIT_HELP: &str = "\
Walls (--walls FILE):
  the JSON that `wall solve --format json` prints, a JSON array
  [[row, column], ..], or plain pairs `row column`, one wall each. A wall
  [r, c] stands between cell (r, c) and cell (r+1, c), rows and columns
  counted from 0.

Example:
  optimal-play wall solve board.txt --format json > eel.json
  optimal-play wall rabbit board.txt --walls eel.json";

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The board: a file, or `-` (or nothing) for stdin.
    #[arg(value_name = "FILE", conflicts_with = "board")]
    file: Option<PathBuf>,

    /// The board given on the command line, as a grid or a TopCoder literal.
    #[arg(long, value_name = "BOARD")]
    board: Option<String>,

    /// How the board is written; detected when not given.
    #[arg(long, value_enum, value_name = "FORMAT")]
    input: Option<BoardInput>,

    /// What to print.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    format: OutputFormat,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    board: BoardArgs,

    /// Also draw the solved board as SVG into this file: digits, `x` cells,
    /// Eel's walls and Rabbit's path.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct RabbitArgs {
    #[command(flatten)]
    board: BoardArgs,

    /// The walls to try, from a file (see below); `-` for stdin.
    #[arg(long, value_name = "FILE")]
    walls: PathBuf,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum BoardInput {
    /// One row a line.
    Grid,
    /// `{"042", "391"}`.
    Topcoder,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum OutputFormat {
    /// For people: the cost, then the board with the path and the walls drawn.
    Text,
    /// One JSON object: {"cost": .., "path": [[row, col], ..], "walls": [[row, col], ..]}.
    Json,
    /// The cost alone (TopCoder's answer).
    Cost,
}

pub fn run(command: WallCommand, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        WallCommand::Solve(args) => {
            let format_given = args.board.input.map(board_format);
            if matches!(format(&args.board), Format::Cost)
                && args.svg.is_none()
                && args.board.board.is_none()
            {
                // The value alone, read row by row: O(width) memory.
                let opened = source::open(args.board.file.as_deref())?;
                let cost = wall::stream::value_streaming(opened.reader, format_given)
                    .map_err(|failure| source::located(failure, &opened.name))?;
                writeln!(out, "{cost}")?;
                return Ok(());
            }
            let board = read_board(&args.board)?;
            if let Some(path) = &args.svg {
                let solution = wall::solve(&board);
                super::write_file(path, |file| {
                    optimal_play::render::svg::write_board(file, &board, &solution)
                })?;
                render::write_solution(out, format(&args.board), &board, &solution)?;
                return Ok(());
            }
            match format(&args.board) {
                // The value alone needs no path, no walls: O(width) memory.
                Format::Cost => {
                    let cost = wall::value(&board).expect("a Board has a path to the bottom");
                    writeln!(out, "{cost}")?;
                }
                format => render::write_solution(out, format, &board, &wall::solve(&board))?,
            }
        }
        WallCommand::Rabbit(args) => {
            let board_from_stdin = args.board.board.is_none()
                && args
                    .board
                    .file
                    .as_deref()
                    .is_none_or(|file| file == Path::new("-"));
            if board_from_stdin && args.walls == Path::new("-") {
                return Err(UsageError(
                    "the board and the walls cannot both come from stdin: name a board FILE"
                        .to_owned(),
                )
                .into());
            }
            let board = read_board(&args.board)?;
            let source = source::read(Some(&args.walls))?;
            let text = input::as_text(&source.bytes).with_context(|| source.name.clone())?;
            let walls = wall::parse_walls(text).with_context(|| source.name.clone())?;
            let route = wall::rabbit_route(&board, &walls).with_context(|| source.name.clone())?;
            render::write_route(out, format(&args.board), &board, &walls, route.as_ref())?;
        }
        WallCommand::Generate(args) => {
            let board = wall::generate::random_board(wall::generate::BoardSpec {
                height: args.rows as usize,
                width: args.cols as usize,
                blocked_percent: args.blocked,
                seed: args.seed,
            });
            match args.format {
                BoardInput::Grid => write!(out, "{board}")?,
                BoardInput::Topcoder => {
                    write!(out, "{{")?;
                    for row in 0..board.height() {
                        let separator = if row == 0 { "" } else { ", " };
                        write!(out, "{separator}\"{}\"", board.row_text(row))?;
                    }
                    writeln!(out, "}}")?;
                }
            }
        }
    }
    Ok(())
}

fn format(args: &BoardArgs) -> Format {
    match args.format {
        OutputFormat::Text => Format::Text {
            colour: super::colour_on_stdout(),
        },
        OutputFormat::Json => Format::Json,
        OutputFormat::Cost => Format::Cost,
    }
}

fn board_format(input: BoardInput) -> BoardFormat {
    match input {
        BoardInput::Grid => BoardFormat::Grid,
        BoardInput::Topcoder => BoardFormat::TopCoder,
    }
}

fn read_board(args: &BoardArgs) -> anyhow::Result<Board> {
    let format = args.input.map(board_format);
    if let Some(board) = &args.board {
        return Board::parse(board, format).context("--board");
    }
    let source = source::read(args.file.as_deref())?;
    let text = input::as_text(&source.bytes).with_context(|| source.name.clone())?;
    Board::parse(text, format).with_context(|| source.name.clone())
}
