//! Tic-tac-toe and the m,n,k-games: on a board of `m` rows of `n` cells,
//! players take turns marking an empty cell; `k` of one player's marks in a
//! row (across, down or diagonally) win; a full board is a draw. 3,3,3 is
//! tic-tac-toe, by default; 4,4,4 is a draw too.
//!
//! Positions are read as the board's rows of `x`, `o` and `.`, and solved
//! by search ([`engine::search`](crate::engine::search)) over bit patterns
//! ([`board`]), a position and its images under the board's symmetries
//! sharing a key.

pub mod board;

use crate::engine::search::{OnThreads, Searcher};
use crate::erased::Param;
use crate::input::board_rows::{BoardRows, Cells, read_boards};
use crate::plugin::prelude::*;

pub use board::{Board, MOST_CELLS, Position};

/// The most cells of a board for `play` and `explain`: the search answers
/// each move at once there (the empty 4 × 4 board is the slowest).
pub const PLAY_CELLS: u64 = 16;

/// One board as read: its size and each player's marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The rows.
    pub rows: u32,
    /// The cells of a row.
    pub columns: u32,
    /// The position.
    pub position: Position,
}

/// A cell's name: its column's letter and its row's number from the top
/// (`b2` is the middle of 3 × 3).
fn cell_name(board: &Board, cell: u32) -> String {
    let column = char::from(b'a' + (cell % board.columns()) as u8);
    format!("{column}{}", cell / board.columns() + 1)
}

impl Notation for Board {
    fn move_text(&self, _: &Position, &cell: &u32) -> String {
        cell_name(self, cell)
    }
    fn describe_move(&self, _: &Position, &cell: &u32) -> String {
        format!(
            "mark {} (row {}, column {})",
            cell_name(self, cell),
            cell / self.columns() + 1,
            cell % self.columns() + 1
        )
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<u32, BadMove> {
        let text = text.trim().to_ascii_lowercase();
        let board = self;
        let last = char::from(b'a' + (board.columns() - 1) as u8);
        let bad = || {
            BadMove(format!(
                "expected a cell: a column from a to {last} and a row from 1 to {}, such as \
                 `a1`; found `{}`",
                board.rows(),
                crate::input::excerpt(&text)
            ))
        };
        let mut chars = text.chars();
        let column = chars.next().ok_or_else(bad)?;
        let row: u32 = chars.as_str().parse().map_err(|_| bad())?;
        if !('a'..=last).contains(&column) || !(1..=board.rows()).contains(&row) {
            return Err(bad());
        }
        let cell = (row - 1) * board.columns() + (column as u32 - 'a' as u32);
        if board.is_over(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        if !board.is_legal(position, &cell) {
            return Err(BadMove(format!("{text} is taken")));
        }
        Ok(cell)
    }
    fn move_json(&self, position: &Position, cell: &u32) -> serde_json::Value {
        json!({"text": self.move_text(position, cell), "row": cell / self.columns() + 1,
               "column": cell % self.columns() + 1})
    }
    fn position_text(&self, position: &Position) -> String {
        grid(self, position)
            .iter()
            .map(|row| row.join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        json!({"rows": rows_text(self, position)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"m": self.rows(), "n": self.columns(), "k": self.k(),
               "rows": rows_text(self, &self.start())})
    }
    fn picture(&self, position: &Position) -> Picture {
        Picture::Grid {
            rows: grid(self, position),
            values: None,
        }
    }
    fn move_target(&self, _: &Position, &cell: &u32) -> Option<Target> {
        Some(Target::Cell {
            row: u64::from(cell / self.columns()),
            column: u64::from(cell % self.columns()),
        })
    }
    fn move_syntax(&self, _: &Position) -> String {
        "a cell: its column's letter and its row's number from the top, such as `b2`".to_owned()
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "X (first)".to_owned(),
            Player::Second => "O (second)".to_owned(),
        }
    }
}

/// The board's rows, top first, each cell `X`, `O` or `.`.
fn grid(board: &Board, position: &Position) -> Vec<Vec<String>> {
    (0..board.rows())
        .map(|row| {
            (0..board.columns())
                .map(|column| {
                    let cell = 1u64 << (row * board.columns() + column);
                    match (position.x & cell != 0, position.o & cell != 0) {
                        (true, _) => "X",
                        (_, true) => "O",
                        _ => ".",
                    }
                    .to_owned()
                })
                .collect()
        })
        .collect()
}

/// The rows as the input writes them: `x`, `o` and `.`.
fn rows_text(board: &Board, position: &Position) -> Vec<String> {
    grid(board, position)
        .iter()
        .map(|row| row.concat().to_ascii_lowercase())
        .collect()
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Winner = "winner": "`x`, `o` or `draw`: who wins with perfect play, one a line",
        Text = "text": "who wins with perfect play, in how many moves, and the best cells",
        Json = "json": "one object a board (docs/json.md)",
    }
}

/// The m,n,k-game as a registered game: `k` in a row wins.
#[derive(Debug, Clone, Copy)]
pub struct TicTacToe {
    k: u32,
}

impl TicTacToe {
    /// Tic-tac-toe: three in a row.
    pub const STANDARD: TicTacToe = TicTacToe { k: 3 };
}

/// How the m,n,k-games' boards are written: `x`, `o` and `.` (or `-`, `_`),
/// a board a line with `/` between its rows.
const CELLS: Cells = Cells {
    kinds: "xo.-_",
    expected: "a cell: `x`, `o` or `.`",
    board: "a board: its rows of `x`, `o` and `.`",
    most: MOST_CELLS,
    separator: '/',
    fill: None,
    size_expected: "",
};

/// Reads boards: the rows of `x`, `o` and `.`, one row a line (the whole
/// input one board), or a board a line with `/` between its rows.
pub fn read(text: &str, k: u32) -> Result<Vec<Case>, InputError> {
    (read_boards(text, &CELLS)?.into_iter())
        .map(|board| read_board(text, board, k))
        .collect()
}

/// One board as read, checked as a position play could reach.
fn read_board(text: &str, board: BoardRows, k: u32) -> Result<Case, InputError> {
    let mark = |kind: char| {
        (board.cells.iter().enumerate())
            .filter(|&(_, &c)| c == kind)
            .fold(0u64, |cells, (cell, _)| cells | 1u64 << cell)
    };
    let (x, o) = (mark('x'), mark('o'));
    let (rows, columns, start) = (board.rows, board.columns, board.at);
    let (xs, os) = (x.count_ones(), o.count_ones());
    if xs != os && xs != os + 1 {
        return Err(InputError::unexpected(
            text,
            start,
            "as many x as o, or one more x (x moves first)",
            format!("{xs} x and {os} o"),
        ));
    }
    // A finished board is read, and answered with its winner; one that
    // could not have come about is refused.
    if let Ok(board) = Board::new(rows, columns, k.max(1)) {
        let (x_won, o_won) = (board.has_line(x), board.has_line(o));
        let why = match (x_won, o_won) {
            (true, true) => Some("both x and o have k in a row".to_owned()),
            (true, false) if xs == os => Some(format!(
                "x has {k} in a row, and o marked a cell after the game was over"
            )),
            (false, true) if xs > os => Some(format!(
                "o has {k} in a row, and x marked a cell after the game was over"
            )),
            _ => None,
        };
        if let Some(why) = why {
            return Err(InputError::unexpected(
                text,
                start,
                "a board that play could reach",
                why,
            ));
        }
    }
    Ok(Case {
        rows,
        columns,
        position: Position { x, o },
    })
}

/// Who wins `position` with perfect play, as `winner` writes it.
fn winner(board: &Board, position: &Position, value: Value) -> &'static str {
    let mover = board.to_move(position);
    match value {
        Value::Win { .. } if mover == Player::First => "x",
        Value::Win { .. } => "o",
        Value::Loss { .. } if mover == Player::First => "o",
        Value::Loss { .. } => "x",
        _ => "draw",
    }
}

impl Plugin for TicTacToe {
    type Case = Case;
    type Game = Board;
    type Oracle = OnThreads<Board>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "tic-tac-toe",
        title: "Tic-tac-toe and the m,n,k-games",
        rules: "On a board of m rows of n cells, players take turns marking an empty cell, x \
                first; k of one player's marks in a row, across, down or diagonally, win; a \
                full board is a draw. 3,3,3 is tic-tac-toe.",
        problems: &[
            "Tic-tac-toe (LeetCode 794 \"Valid Tic-Tac-Toe State\" and 1275 \"Find Winner on a \
             Tic Tac Toe Game\" read its boards)",
            "the m,n,k-games (4,4,4 is a draw)",
        ],
        limits: "solve: boards of up to 32 cells, by search (the empty 4 × 4 board with k = 4 in \
                 about a second; an empty board of 5 × 5 or more can take long: `--timeout`); \
                 play and explain: boards of up to 16 cells",
        seats: ["X (first)", "O (second)"],
        inline: "board",
        inline_help: "The board: its rows of `x`, `o` and `.` with `/` between them, such as \
                      `x../.o./...`",
        generate: &[
            GAMES,
            Parameter::new("m", "the rows of each board", 1, 8, 3)
                .small(3)
                .stress(3),
            Parameter::new("n", "the cells of each row", 1, 8, 3)
                .small(3)
                .stress(3),
            Parameter::new(
                "marks",
                "the marks already made on each board (at most its cells less one)",
                0,
                31,
                2,
            )
            .small(2)
            .stress(2),
        ],
        moves: "a cell: its column's letter and its row's number from the top, such as `b2`",
        param: Some(Param::new("k", "how many in a row win", 1, 3)),
        notes: "A board is its rows of `x`, `o` and `.`, top first: one row a line, the whole \
                input one board; or a board a line, with `/` between its rows (`x../.o./...`). \
                x moves first, so a board has as many x as o (x to move) or one more x (o to \
                move). A board where a player already has k in a row is over: its winner is \
                the answer. A cell is named by its column's letter and its row's number from the \
                top: `b2` is the middle of 3 × 3.",
        examples: "\
  optimal-play tic-tac-toe solve --board '.../.../...'
  optimal-play tic-tac-toe solve --format winner --k 4 --board '..../..../..../....'
  optimal-play tic-tac-toe explain --board 'x../.o./..x'
  optimal-play tic-tac-toe play --board '.../.../...'",
        ..GameInfo::HEAPS
    };

    fn with_param(&self, k: u64) -> Self {
        TicTacToe {
            k: u32::try_from(k).unwrap_or(u32::MAX),
        }
    }

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Case>, InputError> {
        read(text, self.k)
    }
    fn write(&self, cases: &[Case], out: &mut dyn Write) -> io::Result<()> {
        for case in cases {
            let board =
                Board::new(case.rows, case.columns, self.k.max(1)).map_err(io::Error::other)?;
            writeln!(out, "{}", rows_text(&board, &case.position).join("/"))?;
        }
        Ok(())
    }
    fn answer(&self, cases: &[Case], format: Format, out: &mut dyn Write) -> Answered {
        for case in cases {
            crate::interrupt::checkpoint();
            let board = self.game(case);
            let position = board.start();
            let mut searcher = Searcher::new(board.clone());
            let value = searcher.value(&position);
            match format {
                Format::Winner => writeln!(out, "{}", winner(&board, &position, value))?,
                Format::Text | Format::Json => {
                    let answer = answer_of(&mut searcher, &board, &position, value);
                    match format {
                        Format::Json => crate::plugin::json_out::write_line(out, &answer)?,
                        _ => writeln!(out, "{answer}")?,
                    }
                }
            }
        }
        Ok(())
    }
    fn solve_limits(&self, case: &Case) -> Vec<Size> {
        // Checked again here for a board made by hand: the reader keeps to
        // the same limit.
        vec![Size::new(
            "the number of cells",
            u64::from(case.rows * case.columns),
            u64::from(MOST_CELLS),
        )]
    }
    fn size(&self, case: &Case) -> Size {
        Size::new(
            "the number of cells",
            u64::from(case.rows * case.columns),
            PLAY_CELLS,
        )
    }
    fn game(&self, case: &Case) -> Board {
        Board::new(case.rows, case.columns, self.k.max(1))
            .or_else(|_| Board::new(3, 3, 3))
            .expect("3 × 3 fits")
            .starting_at(case.position)
    }
    fn reason(&self, board: &Board) -> String {
        format!(
            "The {} × {} board with {} in a row to win is solved by search: negamax with \
             alpha-beta over a table of positions (a position and its mirror images and \
             rotations share an entry). A mark that completes the line wins at once and is \
             taken; the opponent's one threat must be blocked, and two cannot be; the other \
             cells are tried those on the most lines first.",
            board.rows(),
            board.columns(),
            board.k()
        )
    }
    /// A board of `--m` × `--n` with `--marks` marks made at random (at
    /// most the cells less one), none making k in a row; when a draw runs into a board where every mark
    /// would, it starts again.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Case, Error> {
        let rows = u32::try_from(draw.get("m")).unwrap_or(3);
        let columns = u32::try_from(draw.get("n")).unwrap_or(3);
        let board = Board::new(rows, columns, self.k.max(1)).map_err(Error::Unsupported)?;
        // At most the cells less one, so that a move is left.
        let marks = u32::try_from(draw.get("marks"))
            .unwrap_or(0)
            .min(board.cells() - 1);
        'again: for _ in 0..1000 {
            let mut position = board.start();
            for _ in 0..marks {
                let open: Vec<u32> = board
                    .moves(&position)
                    .into_iter()
                    .filter(|&cell| !board.is_won(&board.mark(&position, cell)))
                    .collect();
                if open.is_empty() {
                    continue 'again;
                }
                let cell = open[draw.number(0..=open.len() as u64 - 1) as usize];
                position = board.mark(&position, cell);
            }
            return Ok(Case {
                rows,
                columns,
                position,
            });
        }
        Err(Error::Unsupported(format!(
            "no board with {marks} marks was found that is not over"
        )))
    }
}

/// One board solved.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The board's rows, as read.
    pub rows: Vec<String>,
    /// `x` or `o`: whose turn it is.
    pub to_move: &'static str,
    /// `x`, `o` or `draw`: who wins with perfect play.
    pub winner: &'static str,
    /// The value to the player to move.
    pub value: Value,
    /// The best cells, by name.
    pub best: Vec<String>,
}

fn answer_of(
    searcher: &mut Searcher<Board>,
    board: &Board,
    position: &Position,
    value: Value,
) -> Answer {
    let best = searcher
        .move_values(position)
        .into_iter()
        .filter(|(_, move_value)| *move_value == value)
        .map(|(cell, _)| cell_name(board, cell))
        .collect();
    Answer {
        rows: rows_text(board, position),
        to_move: match board.to_move(position) {
            Player::First => "x",
            Player::Second => "o",
        },
        winner: winner(board, position, value),
        value,
        best,
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let outcome = match (self.winner, self.value) {
            ("draw", _) => "a draw with perfect play".to_owned(),
            (who, Value::Win { moves } | Value::Loss { moves }) => {
                let noun = if moves == 1 { "move" } else { "moves" };
                format!("{who} wins with perfect play, {moves} {noun} from the end")
            }
            (who, _) => format!("{who} wins"),
        };
        write!(
            f,
            "{}: {} to move; {outcome}",
            self.rows.join("/"),
            self.to_move
        )?;
        if !self.best.is_empty() {
            let noun = if self.best.len() == 1 {
                "cell"
            } else {
                "cells"
            };
            write!(f, "; best: {noun} {}", self.best.join(", "))?;
        }
        Ok(())
    }
}

impl<'a> From<&'a Board> for OnThreads<Board> {
    fn from(board: &'a Board) -> OnThreads<Board> {
        OnThreads {
            searcher: Searcher::new(board.clone()),
            threads: crate::engine::search::cores(),
        }
    }
}

#[cfg(test)]
mod tests;
