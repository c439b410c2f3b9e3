//! Why the alternating wall game's value is what it is: the explanation
//! `explain` prints (its `Display`) and serialises (`--format json`): the
//! recurrence, what each start is worth, and the reason for each of Eel's
//! decisions along the line of optimal play.

use std::fmt;

use serde::Serialize;

use crate::alternating_wall::solver::{Reason, Walk, explain_line};
use crate::engine::Value;
use crate::wall::Board;

/// The explanation of one board.
#[derive(Debug, Clone, Serialize)]
pub struct Explanation {
    /// The value for Rabbit, who places the token: minus the cost.
    pub value: Value,
    /// What Rabbit pays.
    pub cost: u64,
    /// The column Rabbit starts at.
    pub start: u32,
    /// What starting at each column is worth in all.
    pub starts: Vec<u64>,
    /// Every row of the line, top to bottom.
    pub rows: Vec<RowExplanation>,
    /// The digit of each cell of the top row: what a start pays at once.
    #[serde(skip)]
    start_costs: Vec<u64>,
}

/// One row of the line: where the token enters it, and why Eel walls or
/// leaves open each cell it stops at.
#[derive(Debug, Clone, Serialize)]
pub struct RowExplanation {
    /// The row.
    pub row: u32,
    /// The column where the token enters the row.
    pub enter: u32,
    /// Eel's decision at each cell the token stands on (none in the bottom
    /// row, where the game ends).
    pub stops: Vec<Reason>,
}

impl Explanation {
    /// The explanation of `board`, from its line of optimal play.
    pub fn of(board: &Board) -> Explanation {
        let (solution, starts, reasons) = explain_line(board);
        Explanation {
            value: Value::Margin(-i128::from(solution.cost)),
            cost: solution.cost,
            start: solution.start,
            starts,
            rows: solution
                .rows
                .iter()
                .zip(reasons)
                .map(|(play, stops)| RowExplanation {
                    row: play.row,
                    enter: play.enter,
                    stops,
                })
                .collect(),
            start_costs: (0..board.width())
                .map(|c| u64::from(board.cost(0, c).unwrap_or(0)))
                .collect(),
        }
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Rabbit pays {} with best play on both sides.", self.cost)?;
        writeln!(f)?;
        writeln!(
            f,
            "Why: Eel never needs a wall before the token stands over it, so in each row the \
             cells Rabbit has stood on form an interval, with the token at one end and a wall \
             under every cell of it but the token's. There Eel either leaves the token's cell \
             open, and Rabbit steps down, paying down[c] (the cell below plus the value of \
             entering the next row there), or walls it, and Rabbit walks past the interval's \
             left or right end to the next cell, paying every cell on the way. So\n\
             \n  f(l, r) = max(down[c], min(walk left + f(l-1, r), walk right + f(l, r+1)))\n\n\
             with f = down[c] once the interval is the whole row (Eel may not wall the last \
             way down). Entering a row at column c is worth f(c, c)."
        )?;
        writeln!(f)?;
        let mut options: Vec<String> = self
            .starts
            .iter()
            .zip(&self.start_costs)
            .enumerate()
            .map(|(c, (&total, &cell))| format!("column {c}: {cell} + {} = {total}", total - cell))
            .collect();
        if options.len() > 12 {
            options.truncate(12);
            options.push("…".to_owned());
        }
        writeln!(
            f,
            "Start: Rabbit starts at column {}, the cheapest start (the cell plus f of entering there: {}).",
            self.start,
            options.join("; ")
        )?;
        for row in &self.rows {
            if row.stops.is_empty() {
                writeln!(
                    f,
                    "Row {}: the token enters the bottom row at column {}, and the game ends.",
                    row.row, row.enter
                )?;
                continue;
            }
            writeln!(f, "Row {} (entered at column {}):", row.row, row.enter)?;
            for reason in &row.stops {
                writeln!(
                    f,
                    "  at column {}: down = {}; {}.",
                    reason.column,
                    reason.down,
                    verdict(reason)
                )?;
            }
        }
        writeln!(f)?;
        writeln!(f, "Total: {}.", self.cost)
    }
}

/// Eel's decision at one stop, in words.
fn verdict(reason: &Reason) -> String {
    let walk = |side: &Option<Walk>| match side {
        Some(walk) => format!(
            "to column {} for {} + {} = {}",
            walk.to,
            walk.walk,
            walk.rest,
            walk.walk + walk.rest
        ),
        None => "no cell".to_owned(),
    };
    if reason.left.is_none() && reason.right.is_none() {
        return format!(
            "every other cell of the row is walled, so Eel must leave it open: \
             Rabbit steps down for {}",
            reason.down
        );
    }
    let (left, right) = (walk(&reason.left), walk(&reason.right));
    let walled = reason.walled_value.expect("a walk exists");
    if reason.walled {
        format!(
            "walling makes Rabbit walk (left {left}; right {right}), at best {walled} > \
             {}, so Eel walls",
            reason.down
        )
    } else {
        format!(
            "walling would make Rabbit walk (left {left}; right {right}), at best \
             {walled} <= {}, so Eel leaves it open and Rabbit steps down",
            reason.down
        )
    }
}
