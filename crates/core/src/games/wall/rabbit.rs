//! The checker: Rabbit's cheapest way to the bottom row past a given set of
//! walls, by Dijkstra's algorithm.
//!
//! This is how any answer of the solver is checked against what it claims, and
//! how a user tries walls of their own against Rabbit.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::wall::board::Board;
use crate::wall::solver::Wall;

/// Rabbit's cheapest route past a set of walls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// What Rabbit pays: the digits of every cell of the route, the start
    /// included.
    pub cost: u64,
    /// The cells, from the start to the bottom row.
    pub cells: Vec<(usize, usize)>,
}

/// A wall that is not between two cells of the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "wall [{row}, {column}] is not on the board: a wall [r, c] stands between cells (r, c) and (r+1, c), \
     so r must be below {rows_limit} and c below {width}"
)]
pub struct WallOutOfBoard {
    /// The wall's row.
    pub row: u64,
    /// The wall's column.
    pub column: u64,
    /// The number of rows a wall can stand under (the board's height - 1).
    pub rows_limit: usize,
    /// The board's width.
    pub width: usize,
}

/// Rabbit's cheapest route from the start to the bottom row with `walls`
/// built, or `None` when the walls cut every path ("no exit").
///
/// ```
/// use optimal_play::wall::{rabbit_route, Board, Wall};
/// let board = Board::from_rows(&["042", "391"])?;
/// // No walls: Rabbit steps straight down for 0 + 3.
/// assert_eq!(rabbit_route(&board, &[]).unwrap().unwrap().cost, 3);
/// // Walls under every cell: no exit.
/// let all = [0, 1, 2].map(|column| Wall { row: 0, column });
/// assert_eq!(rabbit_route(&board, &all).unwrap(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn rabbit_route(board: &Board, walls: &[Wall]) -> Result<Option<Route>, WallOutOfBoard> {
    let (width, height) = (board.width(), board.height());
    let mut walled = vec![false; width * height];
    for wall in walls {
        let (row, column) = (wall.row as usize, wall.column as usize);
        if row + 1 >= height || column >= width {
            return Err(WallOutOfBoard {
                row: wall.row.into(),
                column: wall.column.into(),
                rows_limit: height - 1,
                width,
            });
        }
        walled[row * width + column] = true;
    }
    let index = |row: usize, column: usize| row * width + column;
    let mut best = vec![u64::MAX; width * height];
    let mut came_from = vec![usize::MAX; width * height];
    let mut queue = BinaryHeap::new();
    let start_cost = u64::from(board.cost(0, 0).expect("a Board's start is open"));
    best[0] = start_cost;
    queue.push(Reverse((start_cost, 0usize)));
    while let Some(Reverse((cost, at))) = queue.pop() {
        if cost > best[at] {
            continue;
        }
        let (row, column) = (at / width, at % width);
        if row + 1 == height {
            let mut cells = vec![(row, column)];
            let mut back = at;
            while came_from[back] != usize::MAX {
                back = came_from[back];
                cells.push((back / width, back % width));
            }
            cells.reverse();
            return Ok(Some(Route { cost, cells }));
        }
        let mut next = Vec::with_capacity(3);
        if !walled[at] {
            next.push((row + 1, column));
        }
        if column > 0 {
            next.push((row, column - 1));
        }
        if column + 1 < width {
            next.push((row, column + 1));
        }
        for (r, c) in next {
            if let Some(step) = board.cost(r, c) {
                let to = index(r, c);
                let through = cost + u64::from(step);
                if through < best[to] {
                    best[to] = through;
                    came_from[to] = at;
                    queue.push(Reverse((through, to)));
                }
            }
        }
    }
    Ok(None)
}

/// Reads a set of walls: either JSON, an array of `[row, column]` pairs or an
/// object with such an array under `"walls"` (what `optimal-play wall solve
/// --format json` prints), or plain text, pairs of numbers `row column`
/// separated by whitespace. A wall `[r, c]` stands between cell (r, c) and
/// cell (r+1, c).
///
/// ```
/// use optimal_play::wall::{parse_walls, Wall};
/// let walls = parse_walls("0 0\n0 2\n")?;
/// assert_eq!(walls, parse_walls(r#"{"cost": 13, "walls": [[0, 0], [0, 2]]}"#)?);
/// assert_eq!(walls[1], Wall { row: 0, column: 2 });
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn parse_walls(text: &str) -> Result<Vec<Wall>, crate::input::InputError> {
    use crate::input::{self, InputError, Location, Problem};

    let trimmed = text.trim_start();
    if trimmed.starts_with('[') || trimmed.starts_with('{') {
        #[derive(serde::Deserialize)]
        struct Solution {
            walls: Vec<(u32, u32)>,
        }
        let parsed = if trimmed.starts_with('[') {
            serde_json::from_str::<Vec<(u32, u32)>>(text)
        } else {
            serde_json::from_str::<Solution>(text).map(|solution| solution.walls)
        };
        let pairs = parsed.map_err(|error| InputError {
            location: Location {
                line: error.line().max(1),
                column: error.column().max(1),
            },
            problem: Problem::BadWallJson {
                reason: strip_position(&error.to_string()).to_owned(),
            },
        })?;
        return Ok(pairs
            .into_iter()
            .map(|(row, column)| Wall { row, column })
            .collect());
    }
    let mut numbers = Vec::new();
    let mut last = None;
    for token in input::tokens(text) {
        let number = input::parse_i64(token.text)
            .ok()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| {
                InputError::at(
                    text,
                    token.offset,
                    Problem::NotNatural {
                        token: token.text.to_owned(),
                        what: "a row or column number",
                    },
                )
            })?;
        numbers.push(number);
        last = Some(token);
    }
    if numbers.len() % 2 == 1 {
        let last = last.expect("an odd count is not zero");
        return Err(InputError::at(
            text,
            last.offset,
            Problem::WallWithoutColumn {
                token: last.text.to_owned(),
            },
        ));
    }
    Ok(numbers
        .chunks_exact(2)
        .map(|pair| Wall {
            row: pair[0],
            column: pair[1],
        })
        .collect())
}

/// The walls of `text`, as [`parse_walls`] reads them, each with where it
/// is written (its row number's place), so that a wall off the board can be
/// named by line and column.
///
/// ```
/// use optimal_play::wall::rabbit::parse_walls_located;
/// let walls = parse_walls_located("0 0\n5 2\n")?;
/// assert_eq!((walls[1].1.line, walls[1].1.column), (2, 1));
/// let walls = parse_walls_located(r#"{"path": [[0, 0]], "walls": [[0, 0], [7, 2]]}"#)?;
/// assert_eq!((walls[1].1.line, walls[1].1.column), (1, 39));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
pub fn parse_walls_located(
    text: &str,
) -> Result<Vec<(Wall, crate::input::Location)>, crate::input::InputError> {
    use crate::input::{self, Location};
    let walls = parse_walls(text)?;
    let trimmed = text.trim_start();
    let places: Vec<usize> = if trimmed.starts_with('[') || trimmed.starts_with('{') {
        // The innermost `[` of each pair, after the "walls" key if there is
        // one: the path's pairs come before it.
        let from = if trimmed.starts_with('{') {
            text.find("\"walls\"").unwrap_or(0)
        } else {
            text.find('[').map_or(0, |at| at + 1)
        };
        let bytes = text.as_bytes();
        (from..bytes.len())
            .filter(|&at| {
                bytes[at] == b'['
                    && bytes[at + 1..]
                        .iter()
                        .find(|b| !b.is_ascii_whitespace())
                        .is_some_and(u8::is_ascii_digit)
            })
            .map(|at| at + 1)
            .collect()
    } else {
        input::tokens(text)
            .step_by(2)
            .map(|token| token.offset)
            .collect()
    };
    Ok(walls
        .into_iter()
        .enumerate()
        .map(|(k, wall)| {
            let at = places.get(k).copied().unwrap_or(0);
            let at = at + text[at..].len() - text[at..].trim_start().len();
            (wall, Location::of_offset(text, at))
        })
        .collect())
}

/// serde_json's message without its trailing " at line L column C", which the
/// error's location already gives.
fn strip_position(message: &str) -> &str {
    message
        .rfind(" at line ")
        .map_or(message, |at| &message[..at])
}
