//! Domineering: on the free cells of a board, Left places vertical
//! dominoes and Right horizontal ones; who cannot place one loses.
//!
//! A partizan game: its answer is a value, the board's canonical form
//! ([`engine::cgt`](crate::engine::cgt)), the sum of its regions' values
//! ([`value`]). The engine plays it by the value: a move wins when the
//! board left is at least 0 for Left (at most 0 for Right). Left moves
//! first in `play`; the outcome says who wins each player moving first.

pub mod board;
pub mod value;

use std::sync::{Arc, Mutex};

use super::partizan::{self, Partizan, PartizanPlugin, PartizanRules};
use super::value_tables::{ValueTable, values_of};
use crate::engine::cgt::{Form, Forms};
use crate::input::board_rows::{Cells, read_boards};
use crate::plugin::prelude::*;

pub use crate::games::bit_grid::{Grid, MOST_CELLS};
use crate::games::bit_grid::{bits, cell_name, read_cell};
pub use board::Domino;
pub use value::Values;

/// The most free cells `solve` takes (the empty 6 × 6 board has 36).
pub const SOLVE_FREE_CELLS: u64 = 36;

/// The most free cells `play` and `explain` take: each move is answered at
/// once there.
pub const PLAY_FREE_CELLS: u64 = 25;

/// Up to this many free cells the engine also counts the moves to the end
/// (by negamax, as Gamesman counts remoteness); past it a move is a win or
/// a loss by the value alone.
pub const EXACT_FREE_CELLS: u32 = 12;

/// A board with whose turn it is: Left places vertical dominoes
/// ([`Player::First`]), Right horizontal ones.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The free cells.
    pub free: u64,
    /// Who places the next domino.
    pub to_move: Player,
}

/// One board to play: its shape and starting cells, and the values of the
/// boards met so far, shared by its clones (the engine's oracle and the
/// explanation's words use one memory).
#[derive(Clone, Debug)]
pub struct Board {
    grid: Grid,
    values: Arc<Mutex<Values>>,
    first: Player,
}

impl Board {
    /// The board of a grid, Left to move.
    pub fn new(grid: Grid) -> Board {
        Board {
            grid,
            values: Arc::default(),
            first: Player::First,
        }
    }

    /// The grid of a position.
    pub fn grid(&self, position: &Position) -> Grid {
        Grid {
            free: position.free,
            ..self.grid
        }
    }
}

impl Partizan for Board {
    fn value(&self, position: &Position) -> Form {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        values.board(&self.grid(position))
    }
    fn with_forms<R>(&self, work: impl FnOnce(&mut Forms) -> R) -> R {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        work(&mut values.forms)
    }
    fn board_text(&self, position: &Position) -> String {
        self.grid(position).row_texts().join("|")
    }
    fn regions(&self, position: &Position) -> Vec<(String, Form)> {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        values
            .regions(&self.grid(position))
            .into_iter()
            .map(|(region, value)| (region.row_texts().join("|"), value))
            .collect()
    }
    fn with_mover(&self, position: &Position, mover: Player) -> Position {
        Position {
            to_move: mover,
            ..*position
        }
    }
    fn counts_moves(&self, position: &Position) -> bool {
        position.free.count_ones() <= EXACT_FREE_CELLS
    }
}

impl Game for Board {
    type Position = Position;
    type Move = Domino;

    fn start(&self) -> Position {
        Position {
            free: self.grid.free,
            to_move: self.first,
        }
    }
    fn to_move(&self, position: &Position) -> Player {
        position.to_move
    }
    fn moves(&self, position: &Position) -> Vec<Domino> {
        self.grid(position)
            .dominoes(position.to_move == Player::First)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn apply(&self, position: &Position, domino: &Domino) -> (Position, i128) {
        let grid = self.grid(position).place(*domino);
        (
            Position {
                free: grid.free,
                to_move: position.to_move.other(),
            },
            0,
        )
    }
}

/// The name of a domino: its two cells, `b1-b2` or `a3-b3`.
fn domino_name(grid: &Grid, domino: Domino) -> String {
    let other = if domino.vertical {
        domino.cell + grid.columns
    } else {
        domino.cell + 1
    };
    format!(
        "{}-{}",
        cell_name(grid, domino.cell),
        cell_name(grid, other)
    )
}

impl Notation for Board {
    fn thermograph(&self, position: &Position) -> Option<String> {
        Some(partizan::thermograph_of(self, position))
    }
    fn move_text(&self, _: &Position, &domino: &Domino) -> String {
        domino_name(&self.grid, domino)
    }
    fn describe_move(&self, _: &Position, &domino: &Domino) -> String {
        let how = if domino.vertical {
            "a vertical domino"
        } else {
            "a horizontal domino"
        };
        format!("place {how} on {}", domino_name(&self.grid, domino))
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<Domino, BadMove> {
        let text = text.trim().to_ascii_lowercase();
        let vertical = position.to_move == Player::First;
        let bad = || {
            BadMove(format!(
                "expected a domino: its {} cell, such as `a1`, or both cells, such as `{}`; \
                 found `{}`",
                if vertical { "top" } else { "left" },
                if vertical { "a1-a2" } else { "a1-b1" },
                crate::input::excerpt(&text)
            ))
        };
        let first = text.split('-').next().unwrap_or("");
        let cell = read_cell(&self.grid, first).ok_or_else(bad)?;
        let domino = Domino { cell, vertical };
        if let Some(second) = text.split_once('-').map(|(_, second)| second) {
            let other = read_cell(&self.grid, second).ok_or_else(bad)?;
            let covers = (1u64 << cell) | (1u64 << other);
            if other <= cell || self.grid.covers(domino) != covers {
                return Err(BadMove(format!(
                    "{} places {} dominoes: {} is not one",
                    if vertical { "Left" } else { "Right" },
                    if vertical { "vertical" } else { "horizontal" },
                    text
                )));
            }
        }
        if self.is_over(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        if !self.is_legal(position, &domino) {
            return Err(BadMove(format!(
                "no {} domino fits at {first}: both its cells must be free and on the board",
                if vertical { "vertical" } else { "horizontal" }
            )));
        }
        Ok(domino)
    }
    fn move_json(&self, _: &Position, &domino: &Domino) -> serde_json::Value {
        json!({"text": domino_name(&self.grid, domino),
               "row": domino.cell / self.grid.columns + 1,
               "column": domino.cell % self.grid.columns + 1,
               "vertical": domino.vertical})
    }
    fn position_text(&self, position: &Position) -> String {
        self.grid(position).row_texts().join("\n")
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        json!({"rows": self.grid(position).row_texts(),
               "to_move": partizan::side(position.to_move)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"rows": self.grid.row_texts()})
    }
    /// The board, with its regions (where they are) and their values:
    /// values the engine has already worked out for its moves and hints.
    fn picture(&self, position: &Position) -> Picture {
        let grid = self.grid(position);
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        let regions = (grid.region_cells().into_iter())
            .map(|cells| {
                let value = values.board(&Grid {
                    free: cells,
                    ..grid
                });
                let at = |cell: u32| [cell / grid.columns, cell % grid.columns].map(u64::from);
                (bits(cells).map(at).collect(), value)
            })
            .collect();
        partizan::grid_with_values(&mut values.forms, &grid.row_texts(), regions, Vec::new())
    }
    fn move_target(&self, _: &Position, &domino: &Domino) -> Option<Target> {
        Some(Target::Cell {
            row: u64::from(domino.cell / self.grid.columns),
            column: u64::from(domino.cell % self.grid.columns),
        })
    }
    fn move_syntax(&self, position: &Position) -> String {
        if position.to_move == Player::First {
            "a vertical domino: its top cell, such as `a1`, or both cells, `a1-a2`".to_owned()
        } else {
            "a horizontal domino: its left cell, such as `a1`, or both cells, `a1-b1`".to_owned()
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Left (vertical)".to_owned(),
            Player::Second => "Right (horizontal)".to_owned(),
        }
    }
    fn choices_words(&self, position: &Position, choices: &[(String, Value)]) -> Option<String> {
        partizan::choices_in_words(self, position, choices)
    }
}

/// Domineering's rules, registered as a [`PartizanPlugin`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Domineering;

/// How Domineering's boards are written: `.` (free) and `#` (filled);
/// `RxC` is an empty board.
pub const CELLS: Cells = Cells {
    kinds: ".#",
    expected: "a cell: `.` (free) or `#` (filled)",
    board: "a board: its rows of `.` and `#`, or `RxC` for an empty one",
    most: MOST_CELLS,
    separator: '|',
    fill: Some(|_, _| '.'),
    size_expected: "an empty board of at most 64 cells, such as `4x5`",
};

/// Reads boards: rows of `.` (free) and `#` (filled), one row a line (the
/// whole input one board) or a board a line with `|` between its rows;
/// `RxC` for an empty board of R rows of C cells.
pub fn read(text: &str) -> Result<Vec<Grid>, InputError> {
    Ok(read_boards(text, &CELLS)?
        .into_iter()
        .map(|board| Grid {
            rows: board.rows,
            columns: board.columns,
            free: (board.cells.iter().enumerate())
                .filter(|&(_, &c)| c == '.')
                .fold(0, |free, (cell, _)| free | 1u64 << cell),
        })
        .collect())
}

fn free_cells(grid: &Grid) -> u64 {
    u64::from(grid.free.count_ones())
}

impl PartizanRules for Domineering {
    type Case = Grid;
    type Game = Board;
    type Memory = Values;
    const INFO: &'static GameInfo = &GameInfo {
        name: "domineering",
        title: "Domineering",
        rules: "On the free cells of a board, Left places vertical dominoes and Right \
                horizontal ones, in turn; who cannot place one loses. The answer is the \
                board's value, its canonical form.",
        problems: &[
            "Domineering, the partizan game of \"Winning Ways\" and \"Lessons in Play\" \
             (the empty 4 × 4 board is +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}, as CGSuite \
             gives it)",
        ],
        limits: "solve: boards of up to 64 cells with up to 36 free (the empty 5 × 5 board \
                 in a fraction of a second, 4 × 7 and 3 × 10 in seconds; a board of 30 free \
                 cells or more can take long: `--timeout`); play and explain: up to 25 free \
                 cells",
        scoring: crate::engine::Scoring::LastMoveWins,
        seats: ["Left (vertical)", "Right (horizontal)"],
        inline: "board",
        inline_help: "The board: its rows of `.` (free) and `#` (filled) with `|` between \
                      them, such as `...|.#.|...`, or `RxC` for an empty board, such as `4x5`",
        generate: &[
            GAMES,
            Parameter::new("rows", "the rows of each board", 1, 8, 4)
                .small(2)
                .stress(3),
            Parameter::new("cols", "the cells of each row", 1, 8, 4)
                .small(3)
                .stress(3),
            Parameter::new(
                "filled",
                "the cells filled at random on each board",
                0,
                63,
                3,
            )
            .small(1)
            .stress(2),
        ],
        moves: "a domino: its top (Left) or left (Right) cell, such as `a1`, or both cells, \
                such as `a1-a2`",
        notes: "A board is its rows of `.` (free) and `#` (filled), top first: one row a line, \
                the whole input one board; or a board a line, with `|` between its rows \
                (`....|....|....`), as CGSuite writes grids; `4x5` is the empty board of 4 \
                rows of 5. Left places vertical dominoes and moves first in play unless `--first \
                right`; Right places \
                horizontal ones. The value is written in CGSuite's notation (docs/values.md); \
                the outcome is L (Left wins whoever starts), R, N (whoever moves first wins) \
                or P (whoever moves first loses). A cell is named by its column's letter and \
                its row's number from the top: `b2`.",
        examples: "\
  optimal-play domineering solve --board 4x4
  optimal-play domineering solve --format text --board '..#|...|...'
  optimal-play domineering solve --format outcome --board '....|....|....'
  optimal-play domineering explain --board '...|...|...'
  optimal-play domineering play --board 3x4",
        rule: Some(partizan::FIRST),
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str) -> Result<Vec<Grid>, InputError> {
        read(text)
    }
    fn text(&self, grid: &Grid) -> String {
        grid.row_texts().join("|")
    }
    fn game_with(&self, grid: &Grid, memory: Arc<Mutex<Values>>, first: Player) -> Board {
        Board {
            grid: *grid,
            values: memory,
            first,
        }
    }
    fn solve_limits(&self, grid: &Grid) -> Vec<Size> {
        vec![Size::new(
            "the number of free cells",
            free_cells(grid),
            SOLVE_FREE_CELLS,
        )]
    }
    fn size(&self, grid: &Grid) -> Size {
        Size::new(
            "the number of free cells",
            free_cells(grid),
            PLAY_FREE_CELLS,
        )
    }
    /// A board of `--rows` × `--cols` with `--filled` cells filled at
    /// random (at most all of them).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Grid, Error> {
        let rows = u32::try_from(draw.get("rows")).unwrap_or(4);
        let columns = u32::try_from(draw.get("cols")).unwrap_or(4);
        let mut grid = Grid::empty(rows, columns).ok_or_else(|| {
            Error::Unsupported(format!(
                "a board of {rows} × {columns} cells: at most 64 cells are taken"
            ))
        })?;
        let filled = u32::try_from(draw.get("filled"))
            .unwrap_or(0)
            .min(grid.cells());
        for _ in 0..filled {
            let free: Vec<u32> = bits(grid.free).collect();
            let cell = free[draw.number(0..=free.len() as u64 - 1) as usize];
            grid.free &= !(1u64 << cell);
        }
        Ok(grid)
    }
}

/// Every Domineering rectangle, R rows by C columns.
pub const TABLE: ValueTable = ValueTable {
    about: "Show the value of every empty Domineering rectangle, 1 to N rows by 1 to N columns",
    rows: "rows",
    columns: "columns",
    default: 4,
    most: 5,
    position: |r, c| format!("{r}x{c}"),
    values: |input| values_of(&PartizanPlugin::new(Domineering), input),
};

#[cfg(test)]
mod tests;
