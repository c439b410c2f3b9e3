//! The alternating wall game as a [`Plugin`]: its [`GameInfo`], reading a
//! board of digits (grid or TopCoder literal), `solve` with the line of
//! optimal play, `explain` in the terms of the recurrence, `generate`, its
//! limits, and the conformance checks against the brute force.

use std::io::Write;

use serde::Serialize;

use crate::alternating_wall::brute::BruteForce;
use crate::alternating_wall::explanation::Explanation;
use crate::alternating_wall::game::{
    AltPosition, AltWallGame, AltWallOracle, PLAY_CELL_LIMIT, PLAY_WIDTH_LIMIT,
};
use crate::alternating_wall::solver::{Solution, solve, value};
use crate::engine::conformance::{self, Checked};
use crate::engine::{Game, Notation, Oracle, Scoring, Value};
use crate::erased::{Error, GameInfo};
use crate::input::{InputError, Location, Problem};
use crate::plugin::{Answered, Draw, Explains, Plugin, Size, typed_explanation};
use crate::wall::entry::Layout;
use crate::wall::{Board, BoardFormat, Wall, generate};

crate::choices! {
    /// How the alternating wall game prints its answer.
    pub enum Format {
        Text = "text": "the cost, the board with Eel's walls and Rabbit's cells, then the line of play",
        Json = "json": "{\"cost\": .., \"start\": .., \"rows\": [{\"row\", \"enter\", \"stops\", \"exit\", \"paid\"}], \"walls\": ..}",
        Cost = "cost": "the cost alone (TopCoder's answer)",
    }
}

/// The alternating wall game, registered as `alternating-wall`.
#[derive(Debug, Clone, Copy)]
pub struct AlternatingWall;

static INFO: GameInfo = GameInfo {
    name: "alternating-wall",
    title: "The alternating wall game (TopCoder SRM 580, WallGameDiv1)",
    rules: "Rabbit places a token on the top row, then Rabbit steps (left, right or down) \
            and Eel builds walls under the token's row in turn, never the last way down; \
            Rabbit pays every cell he enters until he reaches the bottom row.",
    problems: &["TopCoder SRM 580 Division 1 Level 2 \"WallGameDiv1\" (problem 12577)"],
    limits: "solve and explain: rows x columns^2 at most 1.5·10^9 (1000 x 1000 in about a \
             second); play: boards of at most 200 columns and 40000 cells",
    scoring: Scoring::Points,
    inline: "board",
    inline_help: "The board of digits, as a grid (rows on lines) or a TopCoder literal.",
    seats: ["Rabbit", "Eel"],
    generate: &[generate::ROWS, generate::COLS.small(4)],
    notes: "\
Without --input, a board whose first character (after whitespace) is `{` is
read as a TopCoder literal, and any other as a grid. Every cell is a digit.

Rules (TopCoder SRM 580, WallGameDiv1): Rabbit places the token on any cell of
the top row and pays its digit. Then Eel and Rabbit alternate: Eel builds any
number of walls between vertically adjacent cells, never one that leaves the
token no way to the bottom row; Rabbit steps left, right or down (not through
a wall), paying the digit of the cell he enters, every time. The game ends
when the token enters the bottom row. Rabbit minimises what he pays, Eel
maximises it.

In play, Eel types `wall 3 4 5` to wall under columns 3, 4 and 5 of the
token's row, or `pass`. A wall under another row can always wait until the
token is above it, so only the token's row is offered.",
    examples: "\
  optimal-play alternating-wall solve --board '{\"11111\", \"90005\"}'
  optimal-play alternating-wall solve examples/alternating-wall-40x40.txt --format cost
  optimal-play alternating-wall explain --board '{\"12\", \"34\"}'
  optimal-play alternating-wall play --board '{\"11111\", \"90005\"}' --as eel
  optimal-play alternating-wall generate --rows 50 --cols 50 --seed 3",
    ..GameInfo::TYPED
};

/// Reads a board of digits: the wall game's reader, with `x` refused at its
/// line and column.
pub fn parse_board(text: &str, format: Option<BoardFormat>) -> Result<Board, InputError> {
    let blocked = || {
        text.char_indices()
            .find(|&(_, c)| c == 'x' || c == 'X')
            .map(|(at, _)| InputError {
                location: Location::of_offset(text, at),
                problem: Problem::BlockedCell,
            })
    };
    match Board::parse(text, format) {
        Ok(board) => match blocked() {
            Some(error) => Err(error),
            None => Ok(board),
        },
        Err(error) if matches!(error.problem, Problem::StartBlocked | Problem::NoPath) => {
            Err(blocked().unwrap_or(error))
        }
        Err(error) => Err(error),
    }
}

#[derive(Serialize)]
struct JsonSolution<'a> {
    value: Value,
    #[serde(flatten)]
    solution: &'a Solution,
    walls: Vec<[u32; 2]>,
}

fn rabbit_value(cost: u64) -> Value {
    Value::Margin(-i128::from(cost))
}

/// The cells the token stands on, in order, for the picture.
fn path_cells(solution: &Solution) -> Vec<(usize, usize)> {
    let mut cells = Vec::new();
    for play in &solution.rows {
        let row = play.row as usize;
        let mut at = play.enter as usize;
        cells.push((row, at));
        for &stop in play.stops.iter().skip(1) {
            let stop = stop as usize;
            while at != stop {
                at = if stop > at { at + 1 } else { at - 1 };
                cells.push((row, at));
            }
        }
    }
    cells
}

fn write_line(out: &mut dyn Write, board: &Board, solution: &Solution) -> std::io::Result<()> {
    let cost = |r: u32, c: u32| board.cost(r as usize, c as usize).unwrap_or(0);
    writeln!(
        out,
        "  Rabbit starts at column {} of the top row, paying {}.",
        solution.start,
        cost(0, solution.start)
    )?;
    for play in &solution.rows {
        if play.stops.is_empty() {
            if play.row > 0 {
                writeln!(
                    out,
                    "  row {}: the token enters the bottom row at column {}; the game ends.",
                    play.row, play.enter
                )?;
            }
            continue;
        }
        let mut parts = Vec::new();
        for pair in play.stops.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            let walked: u64 = if to > from {
                (from + 1..=to).map(|c| u64::from(cost(play.row, c))).sum()
            } else {
                (to..from).map(|c| u64::from(cost(play.row, c))).sum()
            };
            parts.push(format!(
                "Eel walls under column {from}, Rabbit walks {} to column {to} paying {walked}",
                if to > from { "right" } else { "left" }
            ));
        }
        parts.push(format!(
            "Eel leaves column {} open and Rabbit steps down, paying {}",
            play.exit,
            cost(play.row + 1, play.exit)
        ));
        writeln!(out, "  row {}: {}.", play.row, parts.join("; "))?;
    }
    Ok(())
}

/// The most work `solve` and `explain` take: rows × columns² steps, about
/// two seconds.
pub const WORK_LIMIT: u64 = 1_500_000_000;

impl Explains for AlternatingWall {
    type Explanation = Explanation;

    fn explanation(&self, board: &Board) -> Result<Explanation, Error> {
        Ok(Explanation::of(board))
    }
}

impl Plugin for AlternatingWall {
    type Case = Board;
    type Game = AltWallGame;
    type Oracle = AltWallOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &INFO;

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Board>, InputError> {
        Ok(vec![parse_board(text, layout.map(Layout::board_format))?])
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
            answer(board, format, colour, out)?;
        }
        Ok(())
    }
    /// Solve and explain take rows × columns² steps.
    fn solve_limits(&self, board: &Board) -> Vec<Size> {
        let (rows, cols) = (board.height() as u64, board.width() as u64);
        let work = rows.saturating_mul(cols).saturating_mul(cols);
        vec![Size::new("rows × columns² of the board", work, WORK_LIMIT)]
    }
    /// Each of Eel's moves is valued in O(columns³).
    fn play_limits(&self, board: &Board) -> Vec<Size> {
        let cells = board.width() * board.height();
        vec![
            Size::new(
                "the number of columns",
                board.width() as u64,
                PLAY_WIDTH_LIMIT as u64,
            ),
            Size::new("the number of cells", cells as u64, PLAY_CELL_LIMIT as u64),
        ]
    }
    fn session_bytes(&self, board: &Board) -> u64 {
        // The board, the walls built and the history, at most 64 bytes a
        // cell, besides the default.
        let cells = (board.width() * board.height()) as u64;
        crate::erased::DEFAULT_SESSION_BYTES + 64 * cells
    }
    fn game(&self, board: &Board) -> AltWallGame {
        AltWallGame::new(board.clone())
    }
    fn explain(&self, board: &Board, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        typed_explanation(self, board, json, out)
    }
    /// A board of digits, `--rows` × `--cols` (for the conformance test,
    /// small enough for the brute force over every set of walls: at most
    /// 8 wall slots); for `stress`, a board of the values
    /// ([`generate::stress_rows`]).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Board, Error> {
        if let Some(values) = draw.take_values() {
            return Board::from_rows(&generate::stress_rows(values, false))
                .map_err(|error| Error::Unsupported(error.to_string()));
        }
        let (rows, cols) = (draw.get("rows") as u64, draw.get("cols") as u64);
        generate::check_size(rows, cols).map_err(|error| Error::Unsupported(error.to_string()))?;
        // Refused before the board is drawn: what solve would refuse, and
        // what is past the most any reader holds.
        let work = u128::from(rows) * u128::from(cols) * u128::from(cols);
        let work = u64::try_from(work).unwrap_or(u64::MAX);
        Size::new("rows × columns² of the board", work, WORK_LIMIT).check_solve()?;
        crate::wall::entry::check_length(rows, cols)?;
        let spec = generate::BoardSpec {
            height: rows as usize,
            width: cols as usize,
            blocked_percent: 0,
            seed: draw.seed(),
        };
        Ok(generate::random_board(spec))
    }
    /// Against the brute force over every set of walls, not negamax.
    fn conformance(&self, game: &AltWallGame, limit: usize, seed: u64) -> Result<Checked, String> {
        let agreed = agrees_with_brute_force(game, limit)?;
        let written = conformance::notation_round_trips(game, limit)?;
        let played =
            conformance::random_playouts(game, &mut AltWallOracle::new(game), 20, seed, limit)?;
        Ok(Checked {
            positions: agreed.positions + written.positions + played.positions,
            moves: agreed.moves + written.moves + played.moves,
        })
    }
}

/// Writes the answer on `board` in `format`.
fn answer(board: &Board, format: Format, colour: bool, out: &mut dyn Write) -> Answered {
    match format {
        Format::Cost => writeln!(out, "{}", value(board))?,
        Format::Json => {
            let solution = solve(board);
            let json = JsonSolution {
                value: rabbit_value(solution.cost),
                walls: solution.walls().map(|(r, c)| [r, c]).collect(),
                solution: &solution,
            };
            serde_json::to_writer(&mut *out, &json).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        Format::Text => {
            let solution = solve(board);
            let walls: Vec<Wall> = solution
                .walls()
                .map(|(row, column)| Wall { row, column })
                .collect();
            writeln!(
                out,
                "Rabbit pays {} with best play on both sides: Eel builds {}.",
                solution.cost,
                crate::words::count(walls.len(), "wall")
            )?;
            writeln!(out)?;
            crate::wall::render::write_picture(
                out,
                board,
                path_cells(&solution).into_iter(),
                &walls,
                colour,
            )?;
            writeln!(out)?;
            writeln!(out, "The line of play:")?;
            write_line(out, board, &solution)?;
        }
    }
    Ok(())
}

/// Checks the fast oracle against the brute force at every position
/// reachable from the start (up to `limit`): every listed move, and every
/// set of walls Eel may build under the token's row.
pub fn agrees_with_brute_force(game: &AltWallGame, limit: usize) -> Result<Checked, String> {
    let Some(brute) = BruteForce::new(game.board()) else {
        return Err("the board is too large for the brute force".to_owned());
    };
    let mut oracle = AltWallOracle::new(game);
    let mut checked = Checked::default();
    let rest = |position: &AltPosition| -> Option<u64> {
        match position.token {
            None => Some(brute.start_value()),
            Some(token) if position.eel_to_move => {
                brute.eel_to_move(&position.walls, token.row as usize, token.column as usize)
            }
            Some(token) => {
                brute.rabbit_to_move(&position.walls, token.row as usize, token.column as usize)
            }
        }
    };
    let width = game.board().width();
    for position in conformance::reachable(game, limit) {
        let mut moves = game.moves(&position);
        if position.eel_to_move && !game.moves(&position).is_empty() {
            // Every set of two or more walls too.
            let row = position.token.expect("Eel moves after Rabbit").row as usize;
            let open: Vec<u32> = (0..width as u32)
                .filter(|&c| !position.walls[row * width + c as usize])
                .collect();
            for subset in 1u32..(1 << open.len()) {
                let columns: Vec<u32> = (0..open.len())
                    .filter(|&i| subset & (1 << i) != 0)
                    .map(|i| open[i])
                    .collect();
                let mv = crate::alternating_wall::game::AltMove::Walls(columns);
                if mv_len(&mv) > 1 && game.is_legal(&position, &mv) {
                    moves.push(mv);
                }
            }
        }
        let mover = game.to_move(&position);
        for mv in moves {
            let (next, points) = game.apply(&position, &mv);
            let after = rest(&next).ok_or_else(|| {
                format!("the brute force finds no way down after {mv:?} at {position:?}")
            })?;
            let same = game.to_move(&next) == mover && !game.moves(&next).is_empty();
            let next_value = match game.to_move(&next) {
                crate::engine::Player::First => Value::Margin(-i128::from(after)),
                crate::engine::Player::Second => Value::Margin(i128::from(after)),
            };
            let expected = Value::after_move(points, next_value, same);
            let fast = oracle.move_value(&position, &mv);
            if fast != Some(expected) {
                return Err(format!(
                    "at {position:?} the move `{}` is worth {fast:?} by the solver and {expected} by the brute force",
                    game.move_text(&position, &mv)
                ));
            }
            checked.moves += 1;
        }
        // The position's value with only the listed moves is the value of
        // the game as stated.
        let listed = crate::engine::position_value(game, &mut oracle, &position);
        if let Some(whole) = rest(&position) {
            let whole = match game.to_move(&position) {
                crate::engine::Player::First => Value::Margin(-i128::from(whole)),
                crate::engine::Player::Second => Value::Margin(i128::from(whole)),
            };
            if !game.moves(&position).is_empty() && listed != whole {
                return Err(format!(
                    "at {position:?} the listed moves are worth {listed} but the game as stated {whole}"
                ));
            }
        }
        checked.positions += 1;
    }
    Ok(checked)
}

fn mv_len(mv: &crate::alternating_wall::game::AltMove) -> usize {
    match mv {
        crate::alternating_wall::game::AltMove::Walls(columns) => columns.len(),
        _ => 1,
    }
}
