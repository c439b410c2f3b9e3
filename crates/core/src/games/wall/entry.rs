//! The wall game as a [`Plugin`]: its [`GameInfo`], its readers (grid and
//! TopCoder literal), `solve` (streaming for the cost alone), its
//! explanation, its generator (streaming too), its picture, and `wall
//! rabbit`.

use std::io::Write;

use crate::engine::Scoring;
use crate::erased::{self, Choice, Error, GameInfo, GenerateOptions, Input};
use crate::input::InputError;
use crate::plugin::{
    Answered, Draw, Explains, Named, Pictures, Plugin, Size, Streams, typed_explanation,
};
use crate::wall::explanation::Explanation;
use crate::wall::game::{PLAY_CELL_LIMIT, WallGame, WallOracle};
use crate::wall::render::{self as render};
use crate::wall::{Board, BoardFormat, generate, solve, stream, value};

crate::choices! {
    /// How the wall game prints its answer.
    pub enum Format {
        Text = "text": "the cost, then the board with the path and the walls",
        Json = "json": "{\"cost\": .., \"path\": [[row, col], ..], \"walls\": [[row, col], ..]}",
        Cost = "cost": "the cost alone (TopCoder's answer)",
    }
}

crate::choices! {
    /// How a board is written, in both wall games.
    pub enum Layout {
        Grid = "grid": "one row a line, each character a cell: a digit (or x, blocked, in the wall game)",
        TopCoder = "topcoder": "the statement's literal {\"042\", \"391\"}",
    }
}

impl Layout {
    /// The board reader's format.
    pub fn board_format(self) -> BoardFormat {
        match self {
            Layout::Grid => BoardFormat::Grid,
            Layout::TopCoder => BoardFormat::TopCoder,
        }
    }

    /// Writes `boards` in this layout, one after another.
    pub fn write(self, boards: &[Board], out: &mut dyn Write) -> std::io::Result<()> {
        let literal = self == Layout::TopCoder;
        boards
            .iter()
            .try_for_each(|board| board.write_as(out, literal))
    }
}

/// The largest board `--svg` draws: a picture of more cells is too large to
/// read, and costs memory in proportion.
pub const SVG_CELL_LIMIT: usize = 40_000;

/// Refuses a board of `rows` × `cols` longer, written as a grid, than any
/// reader holds: before it is drawn.
pub(crate) fn check_length(rows: u64, cols: u64) -> Result<(), Error> {
    let bytes = u128::from(rows) * u128::from(cols + 1);
    let bytes = u64::try_from(bytes).unwrap_or(u64::MAX);
    let most = crate::erased::input::WHOLE_INPUT_LIMIT as u64;
    Size::new("the board's length in bytes", bytes, most).check_solve()
}

/// The wall game, registered as `wall`.
#[derive(Debug, Clone, Copy)]
pub struct Wall;

static INFO: GameInfo = GameInfo {
    name: "wall",
    title: "The wall game (TopCoder SRM 580, WallGameDiv2)",
    rules: "Eel builds walls between vertically adjacent cells, never cutting every path; \
            then Rabbit walks from the top-left cell to the bottom row, paying each digit.",
    problems: &["TopCoder SRM 580 Division 2 Level 3 \"WallGameDiv2\" (problem 12579)"],
    limits: "solve: O(rows x columns), 4000 x 4000 in under a second; --format cost reads \
             a grid row by row in O(width) memory; play: boards of at most 900 cells (30 x 30)",
    scoring: Scoring::Points,
    inline: "board",
    inline_help: "The board, as a grid (rows on lines) or a TopCoder literal.",
    seats: ["Eel", "Rabbit"],
    generate: &[generate::ROWS, generate::COLS, generate::BLOCKED],
    moves: "Eel: `wall ROW COLUMN` or `done`; Rabbit: d (down), l (left), r (right)",
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
    ..GameInfo::TYPED
};

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

impl Plugin for Wall {
    type Case = Board;
    type Game = WallGame;
    type Oracle = WallOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &INFO;

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Board>, InputError> {
        self.read_bytes(text.as_bytes(), layout)
    }
    fn read_bytes(&self, bytes: &[u8], layout: Option<Layout>) -> Result<Vec<Board>, InputError> {
        Ok(vec![parse_board_bytes(
            bytes,
            layout.map(Layout::board_format),
        )?])
    }
    fn write(&self, boards: &[Board], out: &mut dyn Write) -> std::io::Result<()> {
        Layout::Grid.write(boards, out)
    }
    fn write_as(
        &self,
        boards: &[Board],
        layout: Layout,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        layout.write(boards, out)
    }
    fn answer(&self, boards: &[Board], format: Format, out: &mut dyn Write) -> Answered {
        self.answer_coloured(boards, format, false, out)
    }
    fn answer_coloured(
        &self,
        boards: &[Board],
        format: Format,
        colour: bool,
        out: &mut dyn Write,
    ) -> Answered {
        for board in boards {
            let format = match format {
                // The value alone needs no path, no walls: O(width) memory.
                Format::Cost => {
                    let cost = value(board).expect("a Board has a path to the bottom");
                    writeln!(out, "{cost}")?;
                    continue;
                }
                Format::Json => render::Format::Json,
                Format::Text => render::Format::Text { colour },
            };
            render::write_solution(out, format, board, &solve(board))?;
        }
        Ok(())
    }
    /// Every Eel move is valued by one solve per wall slot.
    fn play_limits(&self, board: &Board) -> Vec<Size> {
        let cells = board.width() * board.height();
        vec![Size::new(
            "the number of cells",
            cells as u64,
            PLAY_CELL_LIMIT as u64,
        )]
    }
    fn game(&self, board: &Board) -> WallGame {
        WallGame::new(board.clone())
    }
    fn explain(&self, board: &Board, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        typed_explanation(self, board, json, out)
    }
    /// A board of `--rows` × `--cols`, `--blocked` percent of its cells
    /// `x`, with a way down; for `stress`, a board of the values
    /// ([`generate::stress_rows`]), without its `x` where they leave no way
    /// down.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Board, Error> {
        if let Some(values) = draw.take_values() {
            let board = Board::from_rows(&generate::stress_rows(values, true))
                .or_else(|_| Board::from_rows(&generate::stress_rows(values, false)));
            return board.map_err(|error| Error::Unsupported(error.to_string()));
        }
        let (rows, cols) = (draw.get("rows") as u64, draw.get("cols") as u64);
        let blocked = draw.get("blocked") as u8;
        let spec = board_spec(rows, cols, blocked, draw.seed())?;
        check_length(rows, cols)?;
        Ok(generate::random_board(spec))
    }
}

impl Explains for Wall {
    type Explanation = Explanation;

    fn explanation(&self, board: &Board) -> Result<Explanation, Error> {
        Ok(Explanation::of(board))
    }
}

impl Streams for Wall {
    /// The cost alone, read row by row: O(width) memory.
    fn streams(&self, format: Format) -> bool {
        format == Format::Cost
    }
    fn solve_streaming(
        &self,
        input: Input<'_>,
        layout: Option<Layout>,
        _format: Format,
        out: &mut dyn Write,
    ) -> Answered {
        let Input { name, reader, .. } = input;
        let cost = stream::value_streaming(reader, layout.map(Layout::board_format))
            .map_err(|failure| Error::reading(&name, failure))?;
        writeln!(out, "{cost}")?;
        Ok(())
    }
    /// Written row by row, so that a board larger than memory is written.
    fn generate_streaming(
        &self,
        options: &GenerateOptions,
        layout: Option<Layout>,
        out: &mut dyn Write,
    ) -> Answered {
        let (rows, cols) = (generate::ROWS.of(options), generate::COLS.of(options));
        let blocked = generate::BLOCKED.of(options) as u8;
        let spec = board_spec(rows as u64, cols as u64, blocked, options.seed)?;
        generate::write_board(out, spec, layout == Some(Layout::TopCoder))?;
        Ok(())
    }
}

impl Pictures for Wall {
    fn svg(&self, board: &Board, out: &mut dyn Write) -> Answered {
        let cells = board.width() * board.height();
        if cells > SVG_CELL_LIMIT {
            return Err(Error::TooLarge(crate::engine::SolveError::OverLimit(
                format!(
                    "--svg draws boards of at most {SVG_CELL_LIMIT} cells (200 × 200), and this board \
                 has {cells}; `--format json` gives the path and the walls of any board"
                ),
            )));
        }
        crate::wall::render::svg::write_board(out, board, &solve(board))?;
        Ok(())
    }
}

/// The board `generate` is asked for, refused where it is too large to
/// write.
fn board_spec(rows: u64, cols: u64, blocked: u8, seed: u64) -> Result<generate::BoardSpec, Error> {
    generate::check_size(rows, cols).map_err(|error| Error::Unsupported(error.to_string()))?;
    Ok(generate::BoardSpec {
        height: usize::try_from(rows)
            .map_err(|_| Error::Unsupported("too many rows".to_owned()))?,
        width: usize::try_from(cols)
            .map_err(|_| Error::Unsupported("too many columns".to_owned()))?,
        blocked_percent: blocked,
        seed,
    })
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
        let layout = request.layout.and_then(Layout::parse);
        let instance = request.instance.expect("the front end reads the board");
        let (name, bytes) = instance.bytes()?;
        let board = Wall
            .read_bytes(&bytes, layout)
            .map_err(|error| Error::input(&name, error))?;
        let board = board.into_iter().next().expect("one board");
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
            Some("json") => render::Format::Json,
            Some("cost") => render::Format::Cost,
            _ => render::Format::Text {
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
