//! The m,n,k-game's board as bit patterns: `m` rows of `n` cells, a cell a
//! bit (row by row from the top), each player's marks one pattern; every
//! line of `k` cells precomputed; the hooks that make the search fast.

use crate::engine::search::{Expansion, Search};
use crate::engine::{Game, Player, Scoring, Value};

/// The most cells a board may have: both players' marks make one 64-bit
/// key.
pub const MOST_CELLS: u32 = 32;

/// A board of `rows` × `columns` on which `k` in a row wins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    rows: u32,
    columns: u32,
    k: u32,
    /// Every line of `k` cells, across, down or diagonally.
    lines: Vec<u64>,
    /// The board's symmetries, each a map from a cell to its image.
    symmetries: Vec<Vec<u32>>,
    /// The cells, those on the most lines first: the order moves are tried.
    by_lines: Vec<u32>,
    /// Where play starts: the empty board unless
    /// [`starting_at`](Self::starting_at) says otherwise.
    start: Position,
}

/// A position: each player's marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// The first player's marks (`x`).
    pub x: u64,
    /// The second player's marks (`o`).
    pub o: u64,
}

impl Position {
    /// The marks made.
    pub fn marks(&self) -> u32 {
        (self.x | self.o).count_ones()
    }
}

impl Board {
    /// A board of `rows` × `columns` where `k` in a row wins, or why there
    /// is none.
    pub fn new(rows: u32, columns: u32, k: u32) -> Result<Board, String> {
        if rows == 0 || columns == 0 || rows.saturating_mul(columns) > MOST_CELLS {
            return Err(format!(
                "the board is {rows} × {columns}: it takes 1 to {MOST_CELLS} cells"
            ));
        }
        if k == 0 {
            return Err("k is 0: it takes 1 or more in a row".to_owned());
        }
        let cell = |row: i64, column: i64| (row * i64::from(columns) + column) as u32;
        let inside = |row: i64, column: i64| {
            (0..i64::from(rows)).contains(&row) && (0..i64::from(columns)).contains(&column)
        };
        let mut lines = Vec::new();
        for row in 0..i64::from(rows) {
            for column in 0..i64::from(columns) {
                for (down, across) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let end = (
                        row + down * (i64::from(k) - 1),
                        column + across * (i64::from(k) - 1),
                    );
                    if k == 1 && (down, across) != (0, 1) {
                        continue;
                    }
                    if !inside(end.0, end.1) {
                        continue;
                    }
                    let line = (0..i64::from(k)).fold(0u64, |line, step| {
                        line | 1 << cell(row + down * step, column + across * step)
                    });
                    lines.push(line);
                }
            }
        }
        let cells = rows * columns;
        let lines_through: Vec<Vec<u64>> = (0..cells)
            .map(|at| {
                lines
                    .iter()
                    .copied()
                    .filter(|line| line & (1 << at) != 0)
                    .collect()
            })
            .collect();
        let mut by_lines: Vec<u32> = (0..cells).collect();
        by_lines.sort_by_key(|&at| std::cmp::Reverse(lines_through[at as usize].len()));
        let (r, c) = (i64::from(rows) - 1, i64::from(columns) - 1);
        // The symmetries of a rectangle, and of a square the four more that
        // swap rows and columns.
        let image = |symmetry: usize, row: i64, column: i64| match symmetry {
            0 => (row, column),
            1 => (row, c - column),
            2 => (r - row, column),
            3 => (r - row, c - column),
            4 => (column, row),
            5 => (c - column, row),
            6 => (column, r - row),
            _ => (c - column, r - row),
        };
        let count = if rows == columns { 8 } else { 4 };
        let symmetries = (0..count)
            .map(|symmetry| {
                (0..cells)
                    .map(|at| {
                        let (row, column) =
                            image(symmetry, i64::from(at / columns), i64::from(at % columns));
                        cell(row, column)
                    })
                    .collect()
            })
            .collect();
        Ok(Board {
            rows,
            columns,
            k,
            lines,
            symmetries,
            by_lines,
            start: Position { x: 0, o: 0 },
        })
    }

    /// The same board, with play starting at `start`.
    pub fn starting_at(self, start: Position) -> Board {
        Board { start, ..self }
    }

    /// The rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// The cells of a row.
    pub fn columns(&self) -> u32 {
        self.columns
    }

    /// How many in a row win.
    pub fn k(&self) -> u32 {
        self.k
    }

    /// The cells.
    pub fn cells(&self) -> u32 {
        self.rows * self.columns
    }

    fn full(&self) -> u64 {
        (1u64 << self.cells()) - 1
    }

    /// Whether `marks` hold `k` in a row.
    pub fn has_line(&self, marks: u64) -> bool {
        self.lines.iter().any(|&line| line & !marks == 0)
    }

    /// The mover's and the opponent's marks at `position`.
    fn sides(&self, position: &Position) -> (u64, u64) {
        match position.marks() % 2 {
            0 => (position.x, position.o),
            _ => (position.o, position.x),
        }
    }

    /// The empty cells where `mine` would complete `k` in a row.
    fn winning_cells(&self, mine: u64, theirs: u64) -> u64 {
        let empty = self.full() & !(mine | theirs);
        self.lines
            .iter()
            .filter(|&&line| line & theirs == 0 && (line & mine).count_ones() + 1 == self.k)
            .fold(0, |cells, &line| cells | (line & !mine))
            & empty
    }

    /// Whether the player who just moved holds `k` in a row.
    pub fn is_won(&self, position: &Position) -> bool {
        let (_, last) = self.sides(position);
        self.has_line(last)
    }

    /// The position after a mark in `cell` (empty).
    pub fn mark(&self, position: &Position, cell: u32) -> Position {
        match position.marks() % 2 {
            0 => Position {
                x: position.x | 1 << cell,
                o: position.o,
            },
            _ => Position {
                x: position.x,
                o: position.o | 1 << cell,
            },
        }
    }

    /// The marks of `bits` moved by the symmetry `map`.
    fn moved(&self, map: &[u32], bits: u64) -> u64 {
        let mut moved = 0;
        let mut rest = bits;
        while rest != 0 {
            let at = rest.trailing_zeros();
            moved |= 1 << map[at as usize];
            rest &= rest - 1;
        }
        moved
    }
}

impl Game for Board {
    type Position = Position;
    type Move = u32;

    fn start(&self) -> Position {
        self.start
    }
    fn to_move(&self, position: &Position) -> Player {
        match position.marks() % 2 {
            0 => Player::First,
            _ => Player::Second,
        }
    }
    fn moves(&self, position: &Position) -> Vec<u32> {
        if self.is_over(position) {
            return Vec::new();
        }
        let taken = position.x | position.o;
        (0..self.cells())
            .filter(|at| taken & (1 << at) == 0)
            .collect()
    }
    fn is_legal(&self, position: &Position, cell: &u32) -> bool {
        *cell < self.cells()
            && (position.x | position.o) & (1 << cell) == 0
            && !self.is_over(position)
    }
    fn is_over(&self, position: &Position) -> bool {
        (position.x | position.o) == self.full() || self.is_won(position)
    }
    fn apply(&self, position: &Position, cell: &u32) -> (Position, i128) {
        (self.mark(position, *cell), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, position: &Position) -> Value {
        match self.is_won(position) {
            true => Value::Loss { moves: 0 },
            false => Value::Draw,
        }
    }
}

impl Board {
    /// [`Search::expand`] where the game is not over and `mine` (the
    /// mover's marks) complete nothing at once: the opponent's one threat
    /// must be blocked (two cannot); the other cells are written those on
    /// the most lines first.
    fn expand_safe(&self, mine: u64, theirs: u64, moves: &mut Vec<u32>) -> Expansion {
        let threats = self.winning_cells(theirs, mine);
        if threats.count_ones() > 1 {
            return Expansion::Known(Value::Loss { moves: 2 });
        }
        let empty = self.full() & !(mine | theirs);
        let playable = if threats != 0 { threats } else { empty };
        moves.extend(
            self.by_lines
                .iter()
                .copied()
                .filter(|&at| playable & (1 << at) != 0),
        );
        Expansion::Moves
    }
}

impl Search for Board {
    /// Both players' marks, of the position's images under the board's
    /// symmetries the smallest.
    fn key(&self, position: &Position) -> u64 {
        let cells = self.cells();
        self.symmetries
            .iter()
            .map(|map| self.moved(map, position.x) | self.moved(map, position.o) << cells)
            .min()
            .unwrap_or(0)
    }

    /// A mark that completes `k` settles the position; the opponent's one
    /// threat must be blocked (two cannot); the other cells are written
    /// those on the most lines first.
    fn expand(&self, position: &Position, moves: &mut Vec<u32>) -> Expansion {
        if self.is_over(position) {
            return Expansion::Known(self.end_value(position));
        }
        let (mine, theirs) = self.sides(position);
        if self.winning_cells(mine, theirs) != 0 {
            return Expansion::Known(Value::Win { moves: 1 });
        }
        self.expand_safe(mine, theirs, moves)
    }

    /// After a move `expand` wrote, the game is not won (that move did not
    /// complete `k`: the position before it would have been won at once)
    /// and the mover has no mark that completes `k` (their one threat
    /// there was blocked, and the other player's mark gave them none): only
    /// a full board ends it.
    fn expand_reply(&self, position: &Position, moves: &mut Vec<u32>) -> Expansion {
        if (position.x | position.o) == self.full() {
            return Expansion::Known(Value::Draw);
        }
        let (mine, theirs) = self.sides(position);
        self.expand_safe(mine, theirs, moves)
    }

    fn horizon(&self, position: &Position) -> Option<u64> {
        Some(u64::from(self.cells() - position.marks()))
    }

    fn turns_alternate(&self) -> bool {
        true
    }
}
