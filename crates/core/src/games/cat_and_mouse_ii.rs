//! Cat and Mouse II (LeetCode 1728): a grid of floor (`.`) and walls
//! (`#`) with a cat (`C`), a mouse (`M`) and food (`F`). The mouse moves
//! first. In its turn a player jumps up, down, left or right by 0 up to its
//! jump (`mouseJump`, `catJump`), never over a wall nor off the grid; the
//! mouse may jump over the cat. The cat wins on the mouse's cell or by
//! reaching the food first; the mouse wins by reaching the food first; if
//! the mouse has not reached it within 1000 turns, the cat wins.
//!
//! Solved by the engine's retrograde analysis over the positions reachable
//! from the start (at most 64·64·2): the mouse wins exactly when it forces
//! a win (any forced win takes fewer moves than there are positions, well
//! under 1000); a draw, play that would go on for ever, is the cat's by the
//! 1000-turn rule. LeetCode answers `true` when the mouse wins.

use std::sync::Arc;

use crate::engine::SolveError;
use crate::engine::picture::Piece;
use crate::engine::retrograde::Retrograde;
use crate::input::Problem;
use crate::plugin::prelude::*;

/// One input: the grid and the two jumps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The rows, top to bottom, of `.`, `#`, `C`, `M` and `F`.
    pub rows: Vec<String>,
    /// The most cells the cat jumps.
    pub cat_jump: u8,
    /// The most cells the mouse jumps.
    pub mouse_jump: u8,
}

/// A position: the mouse's cell, the cat's, and whose turn it is (the
/// mouse is the first player). Cells are numbered row by row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cells {
    /// The mouse's cell.
    pub mouse: u8,
    /// The cat's cell.
    pub cat: u8,
    /// Who is to move.
    pub turn: Player,
}

/// The game of one grid.
#[derive(Debug, Clone)]
pub struct CatAndMouseIiGame {
    grid: Arc<Grid>,
    columns: usize,
    walls: Vec<bool>,
    food: u8,
    start: Cells,
}

impl CatAndMouseIiGame {
    /// The game of `grid`, which has one `C`, one `M` and one `F`.
    pub fn new(grid: Grid) -> CatAndMouseIiGame {
        let columns = grid.rows[0].len();
        let cells: Vec<u8> = grid.rows.iter().flat_map(|row| row.bytes()).collect();
        let find = |mark: u8| cells.iter().position(|&c| c == mark).unwrap_or(0) as u8;
        CatAndMouseIiGame {
            columns,
            walls: cells.iter().map(|&c| c == b'#').collect(),
            food: find(b'F'),
            start: Cells {
                mouse: find(b'M'),
                cat: find(b'C'),
                turn: Player::First,
            },
            grid: Arc::new(grid),
        }
    }

    /// Who has won at `position`, if anyone.
    fn winner(&self, position: &Cells) -> Option<Player> {
        if position.mouse == position.cat || position.cat == self.food {
            Some(Player::Second)
        } else if position.mouse == self.food {
            Some(Player::First)
        } else {
            None
        }
    }

    /// The cells a jump of at most `jump` from `from` reaches, `from`
    /// itself first.
    fn reach(&self, from: u8, jump: u8) -> Vec<u8> {
        let rows = self.grid.rows.len() as i32;
        let columns = self.columns as i32;
        let (row, column) = (i32::from(from) / columns, i32::from(from) % columns);
        let mut cells = vec![from];
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            for step in 1..=i32::from(jump) {
                let (r, c) = (row + dr * step, column + dc * step);
                if r < 0 || r >= rows || c < 0 || c >= columns {
                    break;
                }
                let cell = (r * columns + c) as usize;
                if self.walls[cell] {
                    break;
                }
                cells.push(cell as u8);
            }
        }
        cells
    }

    fn cell_text(&self, cell: u8) -> String {
        let (row, column) = (
            usize::from(cell) / self.columns,
            usize::from(cell) % self.columns,
        );
        format!("{},{}", row + 1, column + 1)
    }
}

impl Game for CatAndMouseIiGame {
    type Position = Cells;
    /// The cell the player to move jumps to (its own, to stay).
    type Move = u8;
    fn start(&self) -> Cells {
        self.start
    }
    fn to_move(&self, position: &Cells) -> Player {
        position.turn
    }
    fn moves(&self, position: &Cells) -> Vec<u8> {
        if self.winner(position).is_some() {
            return Vec::new();
        }
        match position.turn {
            Player::First => self.reach(position.mouse, self.grid.mouse_jump),
            Player::Second => self.reach(position.cat, self.grid.cat_jump),
        }
    }
    fn apply(&self, position: &Cells, to: &u8) -> (Cells, i128) {
        let mut next = *position;
        match position.turn {
            Player::First => next.mouse = *to,
            Player::Second => next.cat = *to,
        }
        next.turn = position.turn.other();
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, position: &Cells) -> Value {
        match self.winner(position) {
            Some(winner) if winner == position.turn => Value::Win { moves: 0 },
            _ => Value::Loss { moves: 0 },
        }
    }
    fn loopy(&self) -> bool {
        true
    }
}

impl Notation for CatAndMouseIiGame {
    fn move_text(&self, position: &Cells, to: &u8) -> String {
        let from = match position.turn {
            Player::First => position.mouse,
            Player::Second => position.cat,
        };
        if *to == from {
            "stay".to_owned()
        } else {
            self.cell_text(*to)
        }
    }
    fn describe_move(&self, position: &Cells, to: &u8) -> String {
        match self.move_text(position, to).as_str() {
            "stay" => "stay put".to_owned(),
            cell => format!("jump to row {}", cell.replace(',', ", column ")),
        }
    }
    fn read_move(&self, position: &Cells, text: &str) -> Result<u8, BadMove> {
        let text = text.trim();
        self.moves(position)
            .into_iter()
            .find(|to| {
                let written = self.move_text(position, to);
                written == text || written.replace(',', " ") == text
            })
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &Cells, to: &u8) -> serde_json::Value {
        let (row, column) = (
            usize::from(*to) / self.columns,
            usize::from(*to) % self.columns,
        );
        json!({"text": self.move_text(position, to), "row": row + 1, "column": column + 1})
    }
    fn position_text(&self, position: &Cells) -> String {
        let mut rows: Vec<Vec<u8>> = self
            .grid
            .rows
            .iter()
            .map(|row| {
                row.bytes()
                    .map(|c| if c == b'C' || c == b'M' { b'.' } else { c })
                    .collect()
            })
            .collect();
        let at = |cell: u8| {
            (
                usize::from(cell) / self.columns,
                usize::from(cell) % self.columns,
            )
        };
        let (r, c) = at(position.cat);
        rows[r][c] = b'C';
        let (r, c) = at(position.mouse);
        rows[r][c] = if position.mouse == position.cat {
            b'X'
        } else {
            b'M'
        };
        let state = match self.winner(position) {
            Some(Player::First) => "the mouse has reached the food",
            Some(Player::Second) if position.mouse == position.cat => {
                "the cat has caught the mouse"
            }
            Some(Player::Second) => "the cat has reached the food",
            None if position.turn == Player::First => "the mouse to move",
            None => "the cat to move",
        };
        let lines: Vec<String> = rows
            .into_iter()
            .map(|row| String::from_utf8_lossy(&row).into_owned())
            .collect();
        format!("{}\n({state})", lines.join("\n"))
    }
    fn position_json(&self, position: &Cells) -> serde_json::Value {
        let at = |cell: u8| {
            [
                usize::from(cell) / self.columns + 1,
                usize::from(cell) % self.columns + 1,
            ]
        };
        json!({"mouse": at(position.mouse), "cat": at(position.cat)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"grid": self.grid.rows, "catJump": self.grid.cat_jump, "mouseJump": self.grid.mouse_jump})
    }
    fn scene(&self) -> Scene {
        let rows = self
            .grid
            .rows
            .iter()
            .map(|row| row.replace(['C', 'M'], "."))
            .collect();
        Scene::Board { rows }
    }
    fn picture(&self, position: &Cells) -> Picture {
        let cell = |at: u8| {
            [
                (usize::from(at) / self.columns) as u64,
                (usize::from(at) % self.columns) as u64,
            ]
        };
        Picture::Pieces {
            pieces: vec![
                Piece {
                    name: "mouse",
                    cell: cell(position.mouse),
                },
                Piece {
                    name: "cat",
                    cell: cell(position.cat),
                },
            ],
        }
    }
    fn move_target(&self, _: &Cells, to: &u8) -> Option<Target> {
        Some(Target::Cell {
            row: (usize::from(*to) / self.columns) as u64,
            column: (usize::from(*to) % self.columns) as u64,
        })
    }
    fn move_syntax(&self, position: &Cells) -> String {
        let cells: Vec<String> = self
            .moves(position)
            .iter()
            .map(|to| self.move_text(position, to))
            .collect();
        if cells.is_empty() {
            "nothing: the game is over".to_owned()
        } else {
            format!(
                "`row,column` (from 1) or `stay`: one of {}",
                cells.join(" ")
            )
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "the mouse".to_owned(),
            Player::Second => "the cat".to_owned(),
        }
    }
}

/// The oracle: every position reachable from the start, solved once.
#[derive(Debug)]
pub struct CatAndMouseIiOracle(Retrograde<CatAndMouseIiGame>);

impl TryFrom<&CatAndMouseIiGame> for CatAndMouseIiOracle {
    type Error = SolveError;
    fn try_from(game: &CatAndMouseIiGame) -> Result<Self, SolveError> {
        Ok(CatAndMouseIiOracle(Retrograde::with_limit(
            game.clone(),
            64 * 64 * 2,
        )?))
    }
}

impl Oracle<CatAndMouseIiGame> for CatAndMouseIiOracle {
    fn move_values(&mut self, position: &Cells) -> Vec<(u8, Value)> {
        self.0.move_values(position)
    }
}

/// Whether the mouse wins (LeetCode's answer).
pub fn mouse_wins(grid: &Grid) -> bool {
    let game = CatAndMouseIiGame::new(grid.clone());
    let mut solver = Retrograde::new(&game);
    solver.value(&game.start()).is_win()
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 1728: `true` if the mouse wins, else `false`",
        Text = "text": "who wins, in how many moves, or a draw the cat takes after 1000 turns",
        Json = "json": "the start's value for the mouse",
    }
}

/// Cat and Mouse II, registered as `cat-and-mouse-ii`.
#[derive(Debug, Clone, Copy)]
pub struct CatAndMouseIi;

/// The rows of the grid, each with the offset it starts at: LeetCode's
/// array of strings, or one row a line; then what follows them.
fn read_rows(text: &str) -> Result<(Vec<(String, usize)>, usize), InputError> {
    if text.trim_start().starts_with('[') {
        let (rows, end) = crate::input::quoted::quoted_rows(text)?;
        let rows = rows
            .into_iter()
            .map(|row| (row.text.to_owned(), row.offset));
        return Ok((rows.collect(), end));
    }
    let mut rows = Vec::new();
    // One row a line, until a line that starts with a digit.
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let row = line.trim();
        if row.starts_with(|c: char| c.is_ascii_digit()) {
            return Ok((rows, offset));
        }
        if !row.is_empty() {
            rows.push((
                row.to_owned(),
                offset + (line.len() - line.trim_start().len()),
            ));
        }
        offset += line.len();
    }
    Ok((rows, offset))
}

fn found_at(text: &str, at: usize) -> String {
    match text[at..].chars().next() {
        Some(c) => format!("`{}`", c.escape_default()),
        None => "the end of the input".to_owned(),
    }
}

impl Plugin for CatAndMouseIi {
    type Case = Grid;
    type Game = CatAndMouseIiGame;
    type Oracle = CatAndMouseIiOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "cat-and-mouse-ii",
        title: "Cat and Mouse II",
        rules: "On a grid with walls, the mouse (first) and the cat jump in turn up to their \
                jumps in a straight line; the cat wins on the mouse or the food, the mouse wins \
                on the food, and after 1000 turns the cat wins.",
        problems: &["LeetCode 1728 \"Cat and Mouse II\""],
        limits: "grids up to 8 × 8, jumps 1 to 8 (LeetCode's limits): every position at once",
        seats: ["the mouse", "the cat"],
        inline: "grid",
        inline_help: "The grid as LeetCode writes it, then catJump and mouseJump: '[\"####F\",\"#C...\",\"M....\"] 1 2'.",
        generate: &[
            Parameter::new("count", "cells of the grid, about", 3, 64, 16)
                .small(8)
                .stress(9),
            Parameter::new("max", "the most a jump may be", 1, 8, 2).small(2),
        ],
        moves: "the cell to jump to, `row,column` from 1, or `stay`",
        notes: "The input is the grid (LeetCode's array of strings, or one row a line) followed \
                by catJump and mouseJump. The grid has one C, one M and one F; `#` is a wall and \
                `.` is floor. A game that would go on for ever is the cat's, by the 1000-turn \
                rule; play ends in a draw when a position comes back.",
        examples: "\
  optimal-play cat-and-mouse-ii solve --grid '[\"####F\",\"#C...\",\"M....\"] 1 2'
  printf 'M.C...F\\n1 4\\n' | optimal-play cat-and-mouse-ii solve",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Grid>, InputError> {
        if text.trim().is_empty() {
            return Err(crate::input::Numbers::new(text).empty("a grid, catJump and mouseJump"));
        }
        let (rows, rest) = read_rows(text)?;
        let Some((first, first_at)) = rows.first() else {
            return Err(InputError::unexpected(
                text,
                rest,
                "a grid",
                found_at(text, rest),
            ));
        };
        if rows.len() > 8 {
            return Err(InputError::unexpected(
                text,
                rows[8].1,
                "at most 8 rows",
                format!("{} rows", rows.len()),
            ));
        }
        if first.is_empty() || first.len() > 8 {
            return Err(InputError::unexpected(
                text,
                *first_at,
                "a row of 1 to 8 cells",
                format!("{} cells", first.chars().count()),
            ));
        }
        let mut counts = [0usize; 3];
        for (row, at) in &rows {
            if let Some((column, c)) = row
                .char_indices()
                .find(|(_, c)| !matches!(c, '.' | '#' | 'C' | 'M' | 'F'))
            {
                return Err(InputError::unexpected(
                    text,
                    at + column,
                    "a cell: `.`, `#`, `C`, `M` or `F`",
                    format!("`{}`", c.escape_default()),
                ));
            }
            if row.len() != first.len() {
                return Err(InputError::at(
                    text,
                    *at,
                    if row.len() > first.len() {
                        Problem::RowTooLong { width: first.len() }
                    } else {
                        Problem::RowTooShort {
                            found: row.len(),
                            width: first.len(),
                        }
                    },
                ));
            }
            for (column, c) in row.char_indices() {
                let Some(kind) = "CMF".find(c) else { continue };
                counts[kind] += 1;
                if counts[kind] > 1 {
                    let what = ["a second cat", "a second mouse", "a second food"][kind];
                    return Err(InputError::unexpected(
                        text,
                        at + column,
                        "one C, one M and one F",
                        what.to_owned(),
                    ));
                }
            }
        }
        for (kind, what) in ["cat (C)", "mouse (M)", "food (F)"].iter().enumerate() {
            if counts[kind] == 0 {
                return Err(InputError::unexpected(
                    text,
                    *first_at,
                    "a grid with one C, one M and one F",
                    format!("no {what}"),
                ));
            }
        }
        let mut numbers = crate::input::Numbers::new(&text[rest..]);
        let mut jump = |what: &'static str| -> Result<u8, InputError> {
            let (value, at) = numbers
                .next_with_offset(what)
                .map_err(|error| shifted(text, rest, error))?;
            if !(1..=8).contains(&value) {
                return Err(InputError::unexpected(
                    text,
                    rest + at,
                    "a jump from 1 to 8",
                    value.to_string(),
                ));
            }
            Ok(value as u8)
        };
        let cat_jump = jump("catJump")?;
        let mouse_jump = jump("mouseJump")?;
        numbers
            .finish("the grid, catJump and mouseJump")
            .map_err(|error| shifted(text, rest, error))?;
        Ok(vec![Grid {
            rows: rows.into_iter().map(|(row, _)| row).collect(),
            cat_jump,
            mouse_jump,
        }])
    }

    fn write(&self, grids: &[Grid], out: &mut dyn Write) -> io::Result<()> {
        for grid in grids {
            let rows = serde_json::to_string(&grid.rows).map_err(io::Error::from)?;
            writeln!(out, "{rows}\n{}\n{}", grid.cat_jump, grid.mouse_jump)?;
        }
        Ok(())
    }

    fn answer(&self, grids: &[Grid], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, grids, format, out)
    }

    fn game(&self, grid: &Grid) -> CatAndMouseIiGame {
        CatAndMouseIiGame::new(grid.clone())
    }

    fn reason(&self, game: &CatAndMouseIiGame) -> String {
        match Retrograde::new(game).value(&game.start()) {
            Value::Draw => "Neither can force a win: the mouse can keep away from the cat but \
                            never reach the food safely. LeetCode gives such a game to the cat \
                            after 1000 turns; here play ends in a draw when a position comes \
                            back."
                .to_owned(),
            value if value.is_win() => {
                "The mouse can reach the food whatever the cat does.".to_owned()
            }
            _ => "The cat can catch the mouse, or reach the food first, whatever the mouse does."
                .to_owned(),
        }
    }

    /// A grid of about `--count` cells (at most 8 × 8), one cell in four a
    /// wall, the cat, the mouse and the food on cells of their own, and
    /// jumps of 1 to `--max`.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Grid, Error> {
        let (cells, max) = (draw.count() as usize, draw.max());
        let columns = (cells as f64).sqrt().ceil() as usize;
        let rows = cells.div_ceil(columns).min(8);
        let columns = columns.min(8);
        let mut marks: Vec<u8> = (0..rows * columns)
            .map(|_| if draw.one_in(4) { b'#' } else { b'.' })
            .collect();
        for mark in [b'C', b'M', b'F'] {
            loop {
                let at = draw.number(0..=(marks.len() as u64 - 1)) as usize;
                if !matches!(marks[at], b'C' | b'M' | b'F') {
                    marks[at] = mark;
                    break;
                }
            }
        }
        Ok(Grid {
            rows: marks
                .chunks(columns)
                .map(|row| String::from_utf8_lossy(row).into_owned())
                .collect(),
            cat_jump: draw.number(1..=max) as u8,
            mouse_jump: draw.number(1..=max) as u8,
        })
    }
}

/// `error`, found in `text[rest..]`, placed in the whole text.
fn shifted(text: &str, rest: usize, error: InputError) -> InputError {
    let line = text[..rest].matches('\n').count();
    let mut error = error;
    if error.location.line == 1 {
        let column_start = text[..rest].rfind('\n').map_or(0, |at| at + 1);
        error.location.column += text[column_start..rest].chars().count();
    }
    error.location.line += line;
    error
}

/// Whether the mouse wins, and the start's value for it.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// LeetCode's answer.
    pub mouse_wins: bool,
    /// The start's value for the mouse, to move first.
    pub value: Value,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.value {
            Value::Draw => write!(f, "neither forces a win, so after 1000 turns the cat wins"),
            value if value.is_win() => write!(f, "the mouse wins ({value})"),
            value => write!(f, "the cat wins (for the mouse, {value})"),
        }
    }
}

impl Answers for CatAndMouseIi {
    type Answer = Answer;

    fn solve_one(&self, grid: &Grid) -> Result<Answer, Error> {
        let game = CatAndMouseIiGame::new(grid.clone());
        let value = Retrograde::new(&game).value(&game.start());
        Ok(Answer {
            mouse_wins: value.is_win(),
            value,
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.mouse_wins)?)
    }
}
