//! Rendering the wall game: the board as a text picture with Rabbit's path and
//! Eel's walls, and the JSON forms of a solution and of a checked wall set.

pub mod svg;

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use serde::Serialize;
use serde::ser::Serializer;

use crate::wall::{Board, Route, Solution, Wall};
use crate::words::{count, these};

/// The output formats of the wall game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// For people: the cost, then the board drawn with the path and the walls.
    Text {
        /// Whether to colour the path and the walls with ANSI escapes (for a
        /// terminal). The picture reads the same without.
        colour: bool,
    },
    /// One JSON object: `cost`, `path` and `walls`.
    Json,
    /// The cost alone, as TopCoder's `play` returns it.
    Cost,
}

/// Writes a solved board in `format`.
///
/// ```
/// use optimal_play::wall::render::{write_solution, Format};
/// use optimal_play::wall::{solve, Board};
///
/// let board = Board::from_rows(&["042", "391"])?;
/// let mut out = Vec::new();
/// write_solution(&mut out, Format::Json, &board, &solve(&board))?;
/// assert_eq!(
///     String::from_utf8(out)?,
///     "{\"cost\":13,\"value\":{\"margin\":13},\"path\":[[0,0],[0,1],[1,1]],\"walls\":[[0,0],[0,2]]}\n"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_solution(
    out: &mut dyn Write,
    format: Format,
    board: &Board,
    solution: &Solution,
) -> io::Result<()> {
    match format {
        Format::Cost => writeln!(out, "{}", solution.cost),
        Format::Json => {
            let json = JsonAnswer {
                cost: Some(solution.cost),
                value: Some(crate::engine::Value::Margin(i128::from(solution.cost))),
                path: Some(Cells(|| solution.path())),
                walls: &solution.walls,
            };
            // Millions of small writes: buffered here, where they are
            // inlined, not one dynamic call each.
            let mut buffered = io::BufWriter::with_capacity(1 << 16, &mut *out);
            serde_json::to_writer(&mut buffered, &json)?;
            writeln!(buffered)?;
            buffered.flush()
        }
        Format::Text { colour } => {
            let walls = solution.walls.len();
            let cells = solution.path().count();
            writeln!(
                out,
                "Rabbit pays {}: Eel builds {} and forces a path of {}.",
                solution.cost,
                count(walls, "wall"),
                count(cells, "cell")
            )?;
            writeln!(out)?;
            write_picture(out, board, solution.path(), &solution.walls, colour)
        }
    }
}

/// Writes what Rabbit does past a given set of walls: its cheapest route, or
/// that there is no exit.
pub fn write_route(
    out: &mut dyn Write,
    format: Format,
    board: &Board,
    walls: &[Wall],
    route: Option<&Route>,
) -> io::Result<()> {
    match format {
        Format::Cost => match route {
            Some(route) => writeln!(out, "{}", route.cost),
            None => writeln!(out, "no exit"),
        },
        Format::Json => {
            let json = JsonAnswer {
                cost: route.map(|route| route.cost),
                value: None,
                path: route.map(|route| Cells(|| route.cells.iter().copied())),
                walls,
            };
            serde_json::to_writer(&mut *out, &json)?;
            writeln!(out)
        }
        Format::Text { colour } => {
            match route {
                Some(route) => writeln!(
                    out,
                    "Rabbit pays {} past {}, on a route of {}.",
                    route.cost,
                    these(walls.len(), "wall"),
                    count(route.cells.len(), "cell")
                )?,
                None => writeln!(
                    out,
                    "No exit: {} {} every path from the start to the bottom row, \
                     which Eel may not do.",
                    these(walls.len(), "wall"),
                    if walls.len() == 1 { "cuts" } else { "cut" }
                )?,
            }
            writeln!(out)?;
            let cells = route
                .into_iter()
                .flat_map(|route| route.cells.iter().copied());
            write_picture(out, board, cells, walls, colour)
        }
    }
}

/// The board drawn in text, three characters a cell: `[d]` on the path, ` d `
/// off it, ` x ` for a blocked cell; between two rows, `───` for a wall and
/// ` │ ` where the path steps down.
pub(crate) fn write_picture(
    out: &mut dyn Write,
    board: &Board,
    path: impl Iterator<Item = (usize, usize)>,
    walls: &[Wall],
    colour: bool,
) -> io::Result<()> {
    let path_style = Style::new().bold().fg_color(Some(AnsiColor::Yellow.into()));
    let wall_style = Style::new().fg_color(Some(AnsiColor::Red.into()));
    let paint = |style: Style, text: &str| {
        if colour {
            format!("{style}{text}{style:#}")
        } else {
            text.to_owned()
        }
    };
    let (width, height) = (board.width(), board.height());
    let mut on_path = vec![false; width * height];
    let mut steps_down = vec![false; width * height];
    let mut previous: Option<(usize, usize)> = None;
    for (row, column) in path {
        on_path[row * width + column] = true;
        if let Some((r, c)) = previous {
            if r + 1 == row {
                steps_down[r * width + c] = true;
            }
        }
        previous = Some((row, column));
    }
    let mut walled = vec![false; width * height];
    for wall in walls {
        walled[wall.row as usize * width + wall.column as usize] = true;
    }
    let mut line = String::with_capacity(3 * width);
    for row in 0..height {
        line.clear();
        for column in 0..width {
            let at = row * width + column;
            match board.cost(row, column) {
                None => line.push_str(" x "),
                Some(digit) => {
                    let digit = char::from(b'0' + digit);
                    if on_path[at] {
                        line.push_str(&paint(path_style, &format!("[{digit}]")));
                    } else {
                        line.extend([' ', digit, ' ']);
                    }
                }
            }
        }
        writeln!(out, "{}", line.trim_end())?;
        if row + 1 < height {
            line.clear();
            for column in 0..width {
                let at = row * width + column;
                if walled[at] {
                    line.push_str(&paint(wall_style, "───"));
                } else if steps_down[at] {
                    line.push_str(&paint(path_style, " │ "));
                } else {
                    line.push_str("   ");
                }
            }
            writeln!(out, "{}", line.trim_end())?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "[d] Rabbit's path   ─── Eel's wall   │ Rabbit steps down"
    )
}

#[derive(Serialize)]
struct JsonAnswer<'a, P: Serialize> {
    cost: Option<u64>,
    /// The value for Eel, who moves first: the cost, as in every game's JSON.
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<crate::engine::Value>,
    path: Option<P>,
    #[serde(serialize_with = "serialize_walls")]
    walls: &'a [Wall],
}

/// Cells as `[[row, column], ..]`, written straight from an iterator.
struct Cells<F>(F);

impl<F, I> Serialize for Cells<F>
where
    F: Fn() -> I,
    I: Iterator<Item = (usize, usize)>,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((self.0)().map(|(row, column)| [row, column]))
    }
}

fn serialize_walls<S: Serializer>(walls: &&[Wall], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(walls.iter().map(|wall| [wall.row, wall.column]))
}
