//! Why the wall game's value is what it is: the explanation `explain`
//! prints (its `Display`) and serialises (`--format json`), row by row along
//! Rabbit's path, with the walls Eel builds in each row.

use std::fmt;

use serde::Serialize;

use crate::engine::Value;
use crate::wall::{Board, solve};

/// The explanation of one board.
#[derive(Debug, Clone, Serialize)]
pub struct Explanation {
    /// The value for Rabbit to move: the cost, as a margin.
    pub value: Value,
    /// What Rabbit pays.
    pub cost: u64,
    /// Every row of the path, top to bottom.
    pub rows: Vec<RowReason>,
    /// The rows of the board: the last ends the game.
    #[serde(skip)]
    height: usize,
}

/// Rabbit's path through one row, and the walls that keep it there.
#[derive(Debug, Clone, Serialize)]
pub struct RowReason {
    /// The row.
    pub row: u32,
    /// The column where the path enters the row.
    pub enter: u32,
    /// The column where it leaves.
    pub exit: u32,
    /// What Rabbit pays in this row.
    pub paid: u64,
    /// Eel's walls in this row, as `[row, column]`.
    pub walls: Vec<[u32; 2]>,
}

impl Explanation {
    /// The explanation of `board`, from its solution.
    pub fn of(board: &Board) -> Explanation {
        let solution = solve(board);
        let rows = solution
            .runs
            .iter()
            .map(|run| RowReason {
                row: run.row,
                enter: run.enter,
                exit: run.exit,
                paid: run
                    .cells()
                    .map(|(r, c)| u64::from(board.cost(r, c).unwrap_or(0)))
                    .sum(),
                walls: solution
                    .walls
                    .iter()
                    .filter(|wall| wall.row == run.row)
                    .map(|wall| [wall.row, wall.column])
                    .collect(),
            })
            .collect();
        Explanation {
            value: Value::Margin(i128::from(solution.cost)),
            cost: solution.cost,
            rows,
            height: board.height(),
        }
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Rabbit pays {} with best play on both sides.", self.cost)?;
        writeln!(f)?;
        writeln!(
            f,
            "Why: Eel can force Rabbit along any simple path from the start to the bottom \
             row. In every row the path runs through, he walls every cell Rabbit could step \
             down from except the one where the path goes down, so Rabbit's only way on is \
             the path. Rabbit, for his part, can always walk the cheapest path past the walls. \
             So the value is the cost of the costliest simple path, found row by row: the best \
             cost of arriving at each cell from above, then running left or right along the \
             row, then stepping down."
        )?;
        writeln!(f)?;
        for reason in &self.rows {
            let last = reason.row as usize + 1 == self.height;
            writeln!(f, "  row {}: Rabbit {}.", reason.row, reason.words(last))?;
        }
        writeln!(f)?;
        writeln!(f, "Total: {}.", self.cost)
    }
}

impl RowReason {
    /// What Rabbit does in this row, in words: how it comes in, walks,
    /// pays and leaves.
    fn words(&self, last: bool) -> String {
        let lead = if self.row == 0 {
            "starts at column 0 and "
        } else {
            ""
        };
        let walk = if self.enter == self.exit {
            format!("stays at column {}", self.enter)
        } else {
            format!("runs from column {} to column {}", self.enter, self.exit)
        };
        format!("{lead}{walk}, paying {}, {}", self.paid, self.leave(last))
    }

    /// How Rabbit leaves this row: the game ends, or it steps down where
    /// Eel left the only way open.
    fn leave(&self, last: bool) -> String {
        if last {
            return "and the game ends".to_owned();
        }
        if self.walls.is_empty() {
            return format!("steps down at column {}", self.exit);
        }
        let columns: Vec<String> = self.walls.iter().map(|w| w[1].to_string()).collect();
        format!(
            "steps down at column {}, the only way left open: Eel walls column{} {}",
            self.exit,
            if columns.len() == 1 { "" } else { "s" },
            columns.join(", ")
        )
    }
}
