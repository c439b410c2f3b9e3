//! The wall game as a registered game: its [`GameInfo`], its readers (grid
//! and TopCoder literal), `solve` (streaming for the cost alone), its
//! explanation, its generator, and play sessions through [`WallGame`].

use std::io::Write;

use serde::Serialize;

use crate::engine::Scoring;
use crate::erased::{
    self, AnySession, Choice, Error, GameEntry, GameInfo, GenerateOptions, Input, Instance,
    SessionOptions, SolveOptions,
};
use crate::wall::game::{PLAY_CELL_LIMIT, WallGame, WallOracle};
use crate::wall::render::{self as render, Format};
use crate::wall::{Board, BoardFormat, generate, solve, stream, value};

/// The largest board `--svg` draws: a picture of more cells is too large to
/// read, and costs memory in proportion.
pub const SVG_CELL_LIMIT: usize = 40_000;

/// The wall game's entry in the registry.
#[derive(Debug, Clone, Copy)]
pub struct WallGameEntry;

static INFO: GameInfo = GameInfo {
    name: "wall",
    title: "The wall game (TopCoder SRM 580, WallGameDiv2)",
    rules: "Eel builds walls between vertically adjacent cells, never cutting every path; \
            then Rabbit walks from the top-left cell to the bottom row, paying each digit.",
    problems: &["TopCoder SRM 580 Division 2 Level 3 \"WallGameDiv2\" (problem 12579)"],
    limits: "solve: O(rows x columns), 4000 x 4000 in under a second; --format cost reads \
             a grid row by row in O(width) memory; play: boards of at most 400 cells",
    scoring: Scoring::Points,
    inline: "board",
    inline_help: "The board, as a grid (rows on lines) or a TopCoder literal.",
    seats: ["Eel", "Rabbit"],
    layouts: &[
        Choice {
            name: "grid",
            help: "one row a line, each character a digit or x",
        },
        Choice {
            name: "topcoder",
            help: "the statement's literal {\"042\", \"391\"}",
        },
    ],
    formats: &[
        Choice {
            name: "text",
            help: "the cost, then the board with the path and the walls",
        },
        Choice {
            name: "json",
            help: "{\"cost\": .., \"path\": [[row, col], ..], \"walls\": [[row, col], ..]}",
        },
        Choice {
            name: "cost",
            help: "the cost alone (TopCoder's answer)",
        },
    ],
    algorithms: &[],
    generate: &[
        Choice {
            name: "rows",
            help: "rows (default 4)",
        },
        Choice {
            name: "cols",
            help: "columns (default 5)",
        },
        Choice {
            name: "blocked",
            help: "the share of x cells in percent (default 20); one path is kept open",
        },
    ],
    moves: "Eel: `wall ROW COLUMN` or `done`; Rabbit: d (down), l (left), r (right)",
    param: None,
    notes: "\
Without --input, a board whose first character (after whitespace) is `{` is
read as a TopCoder literal, and any other as a grid.

Rules (TopCoder SRM 580, WallGameDiv2): Eel first builds walls between
vertically adjacent cells, never cutting every path to the bottom row; then
Rabbit moves from the top-left cell down, left or right, paying the digit of
every cell it enters (the start included), until it reaches the bottom row.
Rabbit minimises the cost, Eel maximises it.",
    examples: "\
  optimal-play wall solve examples/wall-49x49.txt
  optimal-play wall solve --board '{\"042\", \"391\"}' --format json
  optimal-play wall play --board '{\"042\", \"391\"}' --as rabbit
  optimal-play wall generate --rows 50 --cols 50 --seed 3",
};

fn board_format(name: Option<&str>) -> Option<BoardFormat> {
    match name {
        Some("grid") => Some(BoardFormat::Grid),
        Some("topcoder") => Some(BoardFormat::TopCoder),
        _ => None,
    }
}

fn read_board(input: Input<'_>, layout: Option<&str>) -> Result<Board, Error> {
    let (name, bytes) = input.bytes()?;
    parse_board_bytes(&bytes, board_format(layout)).map_err(|error| Error::input(&name, error))
}

/// Parses a board from bytes with the rules of the row-by-row reader
/// ([`stream::value_streaming`]): a line that is not UTF-8 is an error only
/// once every row before it has passed, so both readers refuse a bad board
/// in the same words at the same place.
pub fn parse_board_bytes(
    bytes: &[u8],
    format: Option<BoardFormat>,
) -> Result<Board, crate::input::InputError> {
    use crate::input::Problem;
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Board::parse(text, format),
        Err(invalid) => {
            let line_start = bytes[..invalid.valid_up_to()]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |at| at + 1);
            let not_text = crate::input::as_text(bytes).expect_err("not UTF-8");
            let literal = match format {
                Some(format) => format == BoardFormat::TopCoder,
                None => bytes.trim_ascii_start().starts_with(b"{"),
            };
            if literal || line_start == 0 {
                return Err(not_text);
            }
            let before = std::str::from_utf8(&bytes[..line_start]).expect("valid up to here");
            match Board::parse(before, format) {
                Err(error)
                    if !matches!(
                        error.problem,
                        Problem::StartBlocked | Problem::NoPath | Problem::Empty { .. }
                    ) =>
                {
                    Err(error)
                }
                _ => Err(not_text),
            }
        }
    }
}

fn format(options: &SolveOptions) -> Format {
    match options.format.as_str() {
        "json" => Format::Json,
        "cost" => Format::Cost,
        _ => Format::Text {
            colour: options.colour,
        },
    }
}

impl GameEntry for WallGameEntry {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn extras(&self) -> &'static [&'static dyn erased::Extra] {
        &[&RabbitExtra]
    }

    fn capabilities(&self) -> crate::erased::Capabilities {
        use crate::erased::Capabilities;
        Capabilities {
            picture: true,
            ..Capabilities::default()
        }
    }

    fn read(&self, input: Input<'_>, layout: Option<&str>) -> Result<Box<dyn Instance>, Error> {
        INFO.check_layout(layout)?;
        Ok(Box::new(WallInstance {
            board: read_board(input, layout)?,
        }))
    }

    fn solve(
        &self,
        input: Input<'_>,
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), Error> {
        INFO.check_solve(options)?;
        if options.line || options.versus.is_some() {
            return Err(Error::Unsupported(
                "the wall game's solution always shows the whole path: it takes no --line or --versus"
                    .to_owned(),
            ));
        }
        if options.format == "cost" && !input.inline {
            // The value alone, read row by row: O(width) memory.
            let Input { name, reader, .. } = input;
            let cost = stream::value_streaming(reader, board_format(options.layout.as_deref()))
                .map_err(|failure| Error::reading(&name, failure))?;
            writeln!(out, "{cost}")?;
            return Ok(());
        }
        let board = read_board(input, options.layout.as_deref())?;
        WallInstance { board }.solve(options, out)
    }

    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error> {
        options.only(INFO.name, INFO.generate)?;
        let (rows, cols) = (options.rows.unwrap_or(4), options.cols.unwrap_or(5));
        if rows == 0 || cols == 0 {
            return Err(Error::Unsupported(
                "a board needs at least one row and one column".to_owned(),
            ));
        }
        let blocked = options.blocked.unwrap_or(20);
        if blocked > 100 {
            return Err(Error::Unsupported(format!(
                "--blocked is a percentage, from 0 to 100, not {blocked}"
            )));
        }
        let layout = options.layout.as_deref();
        INFO.check_layout(layout)?;
        generate::check_size(rows, cols).map_err(|error| Error::Unsupported(error.to_string()))?;
        let spec = generate::BoardSpec {
            height: usize::try_from(rows)
                .map_err(|_| Error::Unsupported("too many rows".to_owned()))?,
            width: usize::try_from(cols)
                .map_err(|_| Error::Unsupported("too many columns".to_owned()))?,
            blocked_percent: blocked,
            seed: options.seed,
        };
        let literal = board_format(layout) == Some(BoardFormat::TopCoder);
        generate::write_board(out, spec, literal)?;
        Ok(())
    }

    fn small_instances(&self, seed: u64, count: usize) -> Vec<String> {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut boards = Vec::new();
        while boards.len() < count {
            let (height, width) = (rng.random_range(1..=3), rng.random_range(1..=3));
            let text: String = (0..height)
                .map(|_| {
                    let row: String = (0..width)
                        .map(|_| ['0', '1', '3', 'x'][rng.random_range(0..4)])
                        .collect();
                    row + "\n"
                })
                .collect();
            if Board::parse(&text, Some(BoardFormat::Grid)).is_ok() {
                boards.push(text);
            }
        }
        boards
    }
}

/// A board, read and ready.
#[derive(Debug, Clone)]
struct WallInstance {
    board: Board,
}

#[derive(Serialize)]
struct RowReason {
    row: u32,
    enter: u32,
    exit: u32,
    paid: u64,
    walls: Vec<[u32; 2]>,
}

#[derive(Serialize)]
struct WallExplanation {
    value: crate::engine::Value,
    cost: u64,
    rows: Vec<RowReason>,
}

impl Instance for WallInstance {
    fn solve(&self, options: &SolveOptions, out: &mut dyn Write) -> Result<(), Error> {
        INFO.check_solve(options)?;
        match format(options) {
            // The value alone needs no path, no walls: O(width) memory.
            Format::Cost => {
                let cost = value(&self.board).expect("a Board has a path to the bottom");
                writeln!(out, "{cost}")?;
            }
            format => render::write_solution(out, format, &self.board, &solve(&self.board))?,
        }
        Ok(())
    }

    fn explain(&self, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let solution = solve(&self.board);
        let rows: Vec<RowReason> = solution
            .runs
            .iter()
            .map(|run| RowReason {
                row: run.row,
                enter: run.enter,
                exit: run.exit,
                paid: run
                    .cells()
                    .map(|(r, c)| u64::from(self.board.cost(r, c).unwrap_or(0)))
                    .sum(),
                walls: solution
                    .walls
                    .iter()
                    .filter(|wall| wall.row == run.row)
                    .map(|wall| [wall.row, wall.column])
                    .collect(),
            })
            .collect();
        if json {
            let explanation = WallExplanation {
                value: crate::engine::Value::Margin(i128::from(solution.cost)),
                cost: solution.cost,
                rows,
            };
            serde_json::to_writer(&mut *out, &explanation).map_err(std::io::Error::from)?;
            writeln!(out)?;
            return Ok(());
        }
        writeln!(
            out,
            "Rabbit pays {} with best play on both sides.",
            solution.cost
        )?;
        writeln!(out)?;
        writeln!(
            out,
            "Why: Eel can force Rabbit along any simple path from the start to the bottom \
             row. In every row the path runs through, he walls every cell Rabbit could step \
             down from except the one where the path goes down, so Rabbit's only way on is \
             the path. Rabbit, for his part, can always walk the cheapest path past the walls. \
             So the value is the cost of the costliest simple path, found row by row: the best \
             cost of arriving at each cell from above, then running left or right along the \
             row, then stepping down."
        )?;
        writeln!(out)?;
        for reason in &rows {
            let last = reason.row as usize + 1 == self.board.height();
            let walk = if reason.enter == reason.exit {
                format!("stays at column {}", reason.enter)
            } else {
                format!(
                    "runs from column {} to column {}",
                    reason.enter, reason.exit
                )
            };
            let how = if reason.row == 0 {
                "starts at column 0 and".to_owned()
            } else {
                format!("enters at column {} and", reason.enter)
            };
            let (how, walk) = if reason.row == 0 {
                (how, walk)
            } else {
                (String::new(), walk)
            };
            let leave = if last {
                "and the game ends".to_owned()
            } else if reason.walls.is_empty() {
                format!("steps down at column {}", reason.exit)
            } else {
                let columns: Vec<String> = reason.walls.iter().map(|w| w[1].to_string()).collect();
                format!(
                    "steps down at column {}, the only way left open: Eel walls column{} {}",
                    reason.exit,
                    if columns.len() == 1 { "" } else { "s" },
                    columns.join(", ")
                )
            };
            let lead = if how.is_empty() {
                String::new()
            } else {
                format!("{how} ")
            };
            writeln!(
                out,
                "  row {}: Rabbit {lead}{walk}, paying {}, {leave}.",
                reason.row, reason.paid
            )?;
        }
        writeln!(out)?;
        writeln!(out, "Total: {}.", solution.cost)?;
        Ok(())
    }

    fn svg(&self, out: &mut dyn Write) -> Result<(), Error> {
        let cells = self.board.width() * self.board.height();
        if cells > SVG_CELL_LIMIT {
            return Err(Error::TooLarge(crate::engine::SolveError::OverLimit(
                format!(
                    "--svg draws boards of at most {SVG_CELL_LIMIT} cells (200 × 200), and this board \
                 has {cells}; `--format json` gives the path and the walls of any board"
                ),
            )));
        }
        crate::wall::render::svg::write_board(out, &self.board, &solve(&self.board))?;
        Ok(())
    }

    fn session(&self, options: SessionOptions) -> Result<Box<dyn AnySession>, Error> {
        let cells = self.board.width() * self.board.height();
        if cells > PLAY_CELL_LIMIT {
            return Err(Error::TooLarge(crate::engine::SolveError::OverLimit(
                format!(
                    "play takes boards of at most {PLAY_CELL_LIMIT} cells (every Eel move is valued \
                 by one solve per wall slot), and this board has {cells}; `wall solve` and \
                 `wall explain` take any size"
                ),
            )));
        }
        let game = WallGame::new(self.board.clone());
        let oracle = WallOracle::new(&game);
        Ok(erased::new_session(game, oracle, options))
    }

    fn conformance(
        &self,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        let game = WallGame::new(self.board.clone());
        erased::conformance_of(&game, || Ok(WallOracle::new(&game)), limit, seed)
    }
}

/// `wall rabbit`: Rabbit's cheapest route past walls of the user's own, or
/// "no exit" when they cut every path.
pub(crate) struct RabbitExtra;

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

const RABBIT_FORMATS: &[Choice] = &[
    Choice::new("text", "the board with the walls and Rabbit's route"),
    Choice::new(
        "json",
        "the route's cost, path and walls as one JSON object",
    ),
    Choice::new("cost", "what Rabbit pays"),
];

impl erased::Extra for RabbitExtra {
    fn name(&self) -> &'static str {
        "rabbit"
    }
    fn about(&self) -> &'static str {
        "Check walls of your own: Rabbit's cheapest route past them, or \"no exit\" when they \
         cut every path"
    }
    fn help(&self) -> &'static str {
        RABBIT_HELP
    }
    fn formats(&self) -> &'static [Choice] {
        RABBIT_FORMATS
    }
    fn attempt(&self) -> Option<Choice> {
        Some(Choice::new(
            "walls",
            "The walls to try, from a file (see below); `-` for stdin",
        ))
    }
    fn run(
        &self,
        request: erased::ExtraRequest<'_>,
        out: &mut dyn Write,
    ) -> Result<erased::Checked, Error> {
        use crate::input::{InputError, Problem};
        let board = read_board(request.instance, request.layout)?;
        let attempt = request.attempt.expect("the front end gives the walls");
        let (name, text) = attempt.text()?;
        let located = super::rabbit::parse_walls_located(&text)
            .map_err(|error| Error::input(&name, error))?;
        for &(wall, location) in &located {
            if wall.row as usize + 1 >= board.height() || wall.column as usize >= board.width() {
                let problem = Problem::WallOffBoard {
                    row: wall.row.into(),
                    column: wall.column.into(),
                    rows_limit: board.height() - 1,
                    width: board.width(),
                };
                return Err(Error::input(&name, InputError { location, problem }));
            }
        }
        let walls: Vec<super::Wall> = located.iter().map(|&(wall, _)| wall).collect();
        let route = super::rabbit_route(&board, &walls)
            .map_err(|error| Error::Unsupported(format!("{name}: {error}")))?;
        let format = match request.format {
            Some("json") => Format::Json,
            Some("cost") => Format::Cost,
            _ => Format::Text {
                colour: request.colour,
            },
        };
        super::render::write_route(out, format, &board, &walls, route.as_ref())?;
        Ok(match route {
            Some(_) => erased::Checked::Holds,
            None => erased::Checked::Fails(
                "these walls cut every path to the bottom row, which Eel may not do".to_owned(),
            ),
        })
    }
}
