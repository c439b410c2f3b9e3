//! What a position looks like, as a typed description a front end draws
//! with no knowledge of the game: the playground draws every game from
//! these alone, so a new game that reuses a kind of picture is drawn with
//! no code of its own in the page.
//!
//! - [`Scene`]: what stays fixed through a game (the row's values, the
//!   board), given once.
//! - [`Picture`]: what a position adds to it (what is left of the row,
//!   the heaps, the token and the walls).
//! - [`Target`]: where on the picture a move is made, so that a click
//!   there plays it.
//!
//! A game gives them through [`Notation`](super::Notation); by default a
//! game has no scene, its positions are drawn as text, and its moves are
//! chosen from a list.

use serde::Serialize;

/// What stays fixed through a game, drawn once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Scene {
    /// Nothing fixed: the pictures say it all.
    None,
    /// A row of values, left to right; [`Picture::Row`] says which are left.
    Row {
        /// The values.
        values: Vec<i64>,
    },
    /// A board of cells, each shown as one character (a digit, or `x` for
    /// a blocked cell); [`Picture::Board`] adds the token and the walls.
    Board {
        /// The rows, top to bottom.
        rows: Vec<String>,
    },
    /// A graph: its vertices, each with a label, and its edges;
    /// [`Picture::Tokens`] puts tokens on it.
    Graph {
        /// Each vertex's label, in order (`1`, `2`, …, or `0 (hole)`).
        vertices: Vec<String>,
        /// The edges, `[from, to]`, by vertex index from 0.
        edges: Vec<[u32; 2]>,
        /// Whether the edges are one-way (drawn as arrows).
        directed: bool,
    },
}

/// The values of a partizan board ([`Picture::Grid`]): its regions, played
/// side by side, each with its canonical form, and their sum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GridValues {
    /// The regions, each its cells and its value.
    pub regions: Vec<Region>,
    /// The whole board's value, the regions' sum, in CGSuite's notation.
    pub sum: String,
    /// Who wins the whole: `L`, `R`, `N` or `P`.
    pub outcome: &'static str,
    /// The same in words.
    pub outcome_words: &'static str,
    /// The signs of Left's pieces and Right's, in that order, so that a
    /// front end colours each side's pieces alike in every position
    /// (Clobber's `x` and `o`); none when the pieces are not the players'.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pieces: Vec<&'static str>,
}

/// One region of a board: cells joined edge to edge, played on its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Region {
    /// Its cells, `[row, column]` from 0.
    pub cells: Vec<[u64; 2]>,
    /// Its value, in CGSuite's notation.
    pub value: String,
}

/// One position, drawn over its [`Scene`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Picture {
    /// The position as text (its `position_text`), for a game with no
    /// picture of its own.
    Text,
    /// The values `from..to` of the row are left.
    Row {
        /// The first value left.
        from: usize,
        /// One past the last value left.
        to: usize,
        /// A word on what else the position holds (`M = 2`).
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
    /// Named pieces on the cells of a [`Scene::Board`] (a cat and a mouse
    /// on a grid).
    Pieces {
        /// Each piece: its name and its cell.
        pieces: Vec<Piece>,
    },
    /// Tokens on the vertices of a [`Scene::Graph`].
    Tokens {
        /// Each token: its vertex (an index from 0) and its name.
        tokens: Vec<Token>,
    },
    /// A token and walls on the board.
    Board {
        /// The token's cell, `[row, column]`, once it is on the board.
        token: Option<[u64; 2]>,
        /// The walls built, each under the cell `[row, column]`.
        walls: Vec<[u64; 2]>,
    },
    /// Heaps of things, drawn as stacks.
    Heaps {
        /// How many are in each heap.
        sizes: Vec<u64>,
        /// What a heap is called, singular: `heap`, `stair`.
        noun: &'static str,
        /// Whether the heaps' order means nothing (a sum of heaps, given
        /// sorted): a front end may then keep each heap where it was drawn
        /// before the move. Stairs, in order, are not.
        unordered: bool,
    },
    /// The edges of a [`Scene::Graph`] still standing (Hackenbush), its
    /// first vertex the ground.
    Edges {
        /// The edges left, by index into the scene's edges, ascending.
        standing: Vec<u32>,
        /// Each scene edge's colour, when the players may cut different
        /// edges (blue-red Hackenbush): `blue` (Left's), `red` (Right's)
        /// or `green` (either's); none when every edge is anyone's.
        #[serde(skip_serializing_if = "Option::is_none")]
        colours: Option<Vec<&'static str>>,
    },
    /// A board of cells, each a short text (a character or a small
    /// number): a game of one's own's `grid`, drawn as pieces on a board.
    /// An empty cell is `""`, `"."`, `" "`, `"_"` or `"0"`.
    Grid {
        /// The rows, top to bottom, each its cells left to right.
        rows: Vec<Vec<String>>,
        /// A partizan game's values: the regions the board falls into,
        /// each with its value, and the whole's (Domineering).
        #[serde(skip_serializing_if = "Option::is_none")]
        values: Option<GridValues>,
    },
    /// A number of things, drawn as a pile.
    Count {
        /// How many are left.
        count: u64,
        /// What they are, singular: `coin`.
        noun: &'static str,
    },
}

/// A named piece on a cell of a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// What it is: `mouse`, `cat`.
    pub name: &'static str,
    /// Its cell, `[row, column]`.
    pub cell: [u64; 2],
}

/// A named token on a vertex of a graph.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Token {
    /// The vertex, an index from 0 into the scene's vertices.
    pub vertex: u32,
    /// What it is: `token`, `mouse`, `cat`.
    pub name: &'static str,
}

/// Where on the picture a move is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Target {
    /// A value of the row, by its index: the last one the move takes.
    Value {
        /// The value's index in the row.
        index: usize,
    },
    /// A cell of the board, where the token goes.
    Cell {
        /// Its row.
        row: u64,
        /// Its column.
        column: u64,
    },
    /// The gap under a cell of the board, where a wall goes.
    Gap {
        /// The cell's row.
        row: u64,
        /// The cell's column.
        column: u64,
    },
    /// A vertex of a graph, where a token goes.
    Vertex {
        /// The vertex, an index from 0.
        vertex: u32,
    },
    /// An edge of a graph, the one a move cuts.
    Edge {
        /// The edge, an index from 0 into the scene's edges.
        edge: u32,
    },
    /// A heap of a [`Picture::Heaps`] and how many things the move takes
    /// from its top: a click on the `take`-th thing from the top plays it.
    /// Several moves may share a target (taking 2 from a heap of 7 and
    /// splitting the 5 left, or not); `take` is 0 for a move that only
    /// splits the heap.
    Heap {
        /// The heap, an index from 0 into the picture's sizes.
        heap: usize,
        /// How many things the move takes from it.
        take: u64,
    },
}

impl Target {
    /// The value the move taking `count` values from the left of `from..`
    /// ends on.
    pub fn from_left(from: usize, count: usize) -> Target {
        Target::Value {
            index: from + count.saturating_sub(1),
        }
    }

    /// The value the move taking `count` values from the right of `..to`
    /// ends on.
    pub fn from_right(to: usize, count: usize) -> Target {
        Target::Value {
            index: to.saturating_sub(count),
        }
    }
}

impl Scene {
    /// The row `values`.
    pub fn row(values: &[i64]) -> Scene {
        Scene::Row {
            values: values.to_vec(),
        }
    }
}

impl Picture {
    /// Whether a cell of a [`Picture::Grid`] is empty.
    pub fn empty_cell(cell: &str) -> bool {
        matches!(cell.trim(), "" | "." | "_" | "0")
    }

    /// The values `from..to` of the row left, with nothing more to say.
    pub const fn row(from: usize, to: usize) -> Picture {
        Picture::Row {
            from,
            to,
            note: None,
        }
    }

    /// Whether the picture can be drawn over `scene`: a row's segment lies
    /// within its values, a board's token and walls lie on its cells; the
    /// other kinds need no scene. The conformance test checks it for every
    /// reachable position.
    pub fn fits(&self, scene: &Scene) -> bool {
        match (self, scene) {
            (Picture::Row { from, to, .. }, Scene::Row { values }) => {
                from <= to && *to <= values.len()
            }
            (Picture::Board { token, walls }, Scene::Board { rows }) => token
                .iter()
                .chain(walls)
                .all(|&[row, column]| on_board(rows, row, column)),
            (Picture::Tokens { tokens }, Scene::Graph { vertices, .. }) => tokens
                .iter()
                .all(|token| (token.vertex as usize) < vertices.len()),
            (Picture::Pieces { pieces }, Scene::Board { rows }) => pieces
                .iter()
                .all(|piece| on_board(rows, piece.cell[0], piece.cell[1])),
            (
                Picture::Edges { standing, .. },
                Scene::Graph {
                    edges, vertices, ..
                },
            ) => !vertices.is_empty() && standing.iter().all(|&e| (e as usize) < edges.len()),
            (
                Picture::Row { .. }
                | Picture::Board { .. }
                | Picture::Tokens { .. }
                | Picture::Pieces { .. }
                | Picture::Edges { .. },
                _,
            ) => false,
            (
                Picture::Text
                | Picture::Heaps { .. }
                | Picture::Count { .. }
                | Picture::Grid { .. },
                _,
            ) => true,
        }
    }

    /// Whether `target` is a place on this picture over `scene`: a value
    /// still in the row, a cell or the gap under a cell of the board, a
    /// vertex, a standing edge, or a heap holding what the move takes.
    pub fn holds(&self, scene: &Scene, target: Target) -> bool {
        match (self, scene, target) {
            (Picture::Row { from, to, .. }, _, Target::Value { index }) => {
                (*from..*to).contains(&index)
            }
            (Picture::Board { .. }, Scene::Board { rows }, Target::Cell { row, column }) => {
                on_board(rows, row, column)
            }
            (Picture::Board { .. }, Scene::Board { rows }, Target::Gap { row, column }) => {
                on_board(rows, row + 1, column)
            }
            (Picture::Pieces { .. }, Scene::Board { rows }, Target::Cell { row, column }) => {
                on_board(rows, row, column)
            }
            (Picture::Tokens { .. }, Scene::Graph { vertices, .. }, Target::Vertex { vertex }) => {
                (vertex as usize) < vertices.len()
            }
            (Picture::Edges { standing, .. }, Scene::Graph { .. }, Target::Edge { edge }) => {
                standing.binary_search(&edge).is_ok()
            }
            (Picture::Grid { rows, .. }, _, Target::Cell { row, column }) => usize::try_from(row)
                .ok()
                .and_then(|row| rows.get(row))
                .zip(usize::try_from(column).ok())
                .is_some_and(|(cells, column)| column < cells.len()),
            (Picture::Heaps { sizes, .. }, _, Target::Heap { heap, take }) => {
                sizes.get(heap).is_some_and(|&size| take <= size)
            }
            _ => false,
        }
    }
}

/// Whether `row`, `column` is a cell of the board `rows`.
fn on_board(rows: &[String], row: u64, column: u64) -> bool {
    usize::try_from(row)
        .ok()
        .and_then(|row| rows.get(row))
        .zip(usize::try_from(column).ok())
        .is_some_and(|(cells, column)| column < cells.chars().count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_lie_on_their_picture() {
        let row = Scene::Row {
            values: vec![1, 2, 3],
        };
        let left = Picture::Row {
            from: 1,
            to: 3,
            note: None,
        };
        assert!(left.fits(&row));
        assert!(left.holds(&row, Target::from_left(1, 1)));
        assert!(left.holds(&row, Target::from_right(3, 2)));
        assert!(!left.holds(&row, Target::Value { index: 0 }));
        assert!(!left.holds(&row, Target::Cell { row: 0, column: 1 }));
        let board = Scene::Board {
            rows: vec!["12".to_owned(), "3x".to_owned()],
        };
        let walls = Picture::Board {
            token: Some([0, 1]),
            walls: vec![[0, 0]],
        };
        assert!(walls.fits(&board));
        assert!(!walls.fits(&row));
        assert!(walls.holds(&board, Target::Gap { row: 0, column: 1 }));
        assert!(!walls.holds(&board, Target::Gap { row: 1, column: 1 }));
        assert!(!walls.holds(&board, Target::Cell { row: 0, column: 2 }));
        let heaps = Picture::Heaps {
            sizes: vec![3, 5],
            noun: "heap",
            unordered: true,
        };
        assert!(heaps.holds(&Scene::None, Target::Heap { heap: 1, take: 5 }));
        assert!(heaps.holds(&Scene::None, Target::Heap { heap: 0, take: 0 }));
        assert!(!heaps.holds(&Scene::None, Target::Heap { heap: 0, take: 4 }));
        assert!(!heaps.holds(&Scene::None, Target::Heap { heap: 2, take: 1 }));
        assert!(!left.holds(&row, Target::Heap { heap: 0, take: 1 }));
    }
}
