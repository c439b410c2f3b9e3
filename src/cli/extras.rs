//! The extras of single games, beside the generic subcommands: the row
//! game's margin `table`, and the wall game's `rabbit` checker. Only these
//! name a game's types.

use std::io::Write;
use std::path::PathBuf;

use clap::{ArgMatches, Args, Command, FromArgMatches};

use optimal_play::coins::interval::Table;
use optimal_play::coins::{Algorithm, Row};
use optimal_play::wall::{self, Board, BoardFormat};
use optimal_play::{Error, input};

use super::instance::{InstanceArgs, is_stdin};
use super::{CliError, Style, source};

/// `coins table`.
#[derive(Debug, Args)]
pub struct TableArgs {
    #[command(flatten)]
    instance: InstanceArgs,

    /// Also draw the table as an SVG heatmap, with the optimal line traced
    /// through it, into this file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

const RABBIT_HELP: &str = "\
Walls (--walls FILE):
  the JSON that `wall solve --format json` prints, a JSON array
  [[row, column], ..], or plain pairs `row column`, one wall each. A wall
  [r, c] stands between cell (r, c) and cell (r+1, c), rows and columns
  counted from 0.

Exit codes: 0 when Rabbit has a way out, 1 when the walls cut every path
(which Eel may not do; the report still goes to stdout), 2 on bad input.

Example:
  optimal-play wall solve board.txt --format json > eel.json
  optimal-play wall rabbit board.txt --walls eel.json";

/// `wall rabbit`.
#[derive(Debug, Args)]
pub struct RabbitArgs {
    /// The board: a file, or `-` (or nothing) for stdin.
    #[arg(value_name = "FILE", conflicts_with = "board")]
    file: Option<PathBuf>,

    /// The board given on the command line, as a grid or a TopCoder literal.
    #[arg(long, value_name = "BOARD")]
    board: Option<String>,

    /// How the board is written; detected when not given.
    #[arg(long, value_name = "LAYOUT", value_parser = ["grid", "topcoder"])]
    input: Option<String>,

    /// What to print.
    #[arg(long, value_parser = ["text", "json", "cost"], default_value = "text")]
    format: String,

    /// The walls to try, from a file (see below); `-` for stdin.
    #[arg(long, value_name = "FILE")]
    walls: PathBuf,
}

/// The names of the extra subcommands of the game called `game`.
pub fn names(game: &str) -> &'static [&'static str] {
    match game {
        "coins" => &["table"],
        "wall" => &["rabbit"],
        _ => &[],
    }
}

/// The extra subcommands of the game called `game`: all of them, or only
/// the one called `only`.
pub fn subcommands(game: &str, only: Option<&str>) -> Vec<Command> {
    if only.is_some_and(|only| !names(game).contains(&only)) {
        return Vec::new();
    }
    match game {
        "coins" => vec![TableArgs::augment_args(Command::new("table")).about(
            "Show the margin table M(i, j) of a short row (at most 30 values), with the \
                 optimal line marked; --svg draws it as a heatmap",
        )],
        "wall" => vec![
            RabbitArgs::augment_args(Command::new("rabbit"))
                .about(
                    "Check walls of your own: Rabbit's cheapest route past them, or \"no exit\" \
                     when they cut every path",
                )
                .after_long_help(RABBIT_HELP),
        ],
        _ => Vec::new(),
    }
}

/// Runs the extra `name` of `game`.
pub fn run(
    game: &str,
    name: &str,
    matches: &ArgMatches,
    style: Style,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    match (game, name) {
        ("coins", "table") => table(TableArgs::from_arg_matches(matches)?, out),
        ("wall", "rabbit") => rabbit(RabbitArgs::from_arg_matches(matches)?, style, out),
        _ => unreachable!("no extra `{game} {name}`"),
    }
}

fn table(args: TableArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    use optimal_play::coins::RowLayout;
    use optimal_play::coins::read::read_values_at_most;
    let limit = optimal_play::coins::render::table::TABLE_DRAW_LIMIT;
    let at_most = optimal_play::input::Limit {
        count: limit as u64,
        what: "the table",
        instead: "; `coins explain` works up to 5000",
    };
    let row = match &args.instance.inline {
        Some(list) => Row::parse_list(list).map_err(|error| Error::input("--values", error))?,
        None => {
            let layout = match args.instance.layout.as_deref() {
                None => None,
                Some("counted") => Some(RowLayout::Counted),
                Some("plain") => Some(RowLayout::Plain),
                Some(_) => {
                    return Err(CliError::Usage("--input takes counted or plain".to_owned()).into());
                }
            };
            let opened = source::open(args.instance.file.as_deref(), "values")?;
            let mut values = Vec::new();
            read_values_at_most(
                opened.reader,
                layout,
                Some(at_most),
                |v| values.push(v),
                |_| {},
            )
            .map_err(|failure| Error::reading(&opened.name, failure))?;
            Row::new(values)
        }
    };
    if row.len() > limit {
        return Err(CliError::Usage(format!(
            "--values: more than {limit} values: the table takes at most {limit}; `coins explain` works up to 5000"
        ))
        .into());
    }
    let table = Table::new(row.values()).map_err(Error::from)?;
    let line = row.line(Algorithm::Linear).map_err(Error::from)?;
    if let Some(path) = &args.svg {
        super::write_file(path, |file| {
            Ok(optimal_play::coins::render::svg::write_table(
                file,
                row.values(),
                &table,
                &line,
            )?)
        })?;
    }
    optimal_play::coins::render::table::write_text(out, row.values(), &table, &line)?;
    Ok(())
}

fn rabbit(args: RabbitArgs, style: Style, out: &mut dyn Write) -> anyhow::Result<()> {
    let board_from_stdin = args.board.is_none() && is_stdin(args.file.as_deref());
    if board_from_stdin && args.walls == std::path::Path::new("-") {
        return Err(CliError::Usage(
            "the board and the walls cannot both come from stdin: name a board FILE".to_owned(),
        )
        .into());
    }
    let layout = match args.input.as_deref() {
        Some("grid") => Some(BoardFormat::Grid),
        Some("topcoder") => Some(BoardFormat::TopCoder),
        _ => None,
    };
    let board = match &args.board {
        Some(text) => Board::parse(text, layout).map_err(|error| Error::input("--board", error))?,
        None => {
            let source = source::read(args.file.as_deref(), "board")?;
            let text =
                input::as_text(&source.bytes).map_err(|error| Error::input(&source.name, error))?;
            Board::parse(text.strip_prefix('\u{feff}').unwrap_or(text), layout)
                .map_err(|error| Error::input(&source.name, error))?
        }
    };
    let source = source::read(Some(&args.walls), "walls")?;
    let text = input::as_text(&source.bytes).map_err(|error| Error::input(&source.name, error))?;
    let located = wall::rabbit::parse_walls_located(text)
        .map_err(|error| Error::input(&source.name, error))?;
    for &(wall, location) in &located {
        if wall.row as usize + 1 >= board.height() || wall.column as usize >= board.width() {
            let problem = optimal_play::input::Problem::WallOffBoard {
                row: wall.row.into(),
                column: wall.column.into(),
                rows_limit: board.height() - 1,
                width: board.width(),
            };
            return Err(Error::input(
                &source.name,
                optimal_play::input::InputError { location, problem },
            )
            .into());
        }
    }
    let walls: Vec<wall::Wall> = located.iter().map(|&(wall, _)| wall).collect();
    let route = wall::rabbit_route(&board, &walls)
        .map_err(|error| CliError::Usage(format!("{}: {error}", source.name)))?;
    let format = match args.format.as_str() {
        "json" => optimal_play::wall::render::Format::Json,
        "cost" => optimal_play::wall::render::Format::Cost,
        _ => optimal_play::wall::render::Format::Text {
            colour: style.colour,
        },
    };
    optimal_play::wall::render::write_route(out, format, &board, &walls, route.as_ref())?;
    if route.is_none() {
        // The check failed: these walls are not legal for Eel.
        return Err(CliError::Check(
            "these walls cut every path to the bottom row, which Eel may not do".to_owned(),
        )
        .into());
    }
    Ok(())
}
