//! Clobber: on a board of stones, Left moves one of its stones (`x`) onto
//! an orthogonally adjacent stone of Right's (`o`) and takes it off the
//! board, and Right the other way round; a move must capture, and who
//! cannot move loses. A partizan game ([`partizan`]): the answer is the
//! board's canonical form, the sum of its regions' (stones joined edge to
//! edge), each region worked out once up to the board's symmetries.

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use super::bit_grid::{Grid, SYMMETRIES, bits, cell_name, read_cell};
use super::partizan::{self, Partizan, PartizanRules};
use crate::engine::cgt::{Form, Forms};
use crate::input::board_rows::{Cells, read_boards};
use crate::plugin::prelude::*;

/// The most cells of a board.
pub const MOST_CELLS: u32 = 64;

/// The most stones `solve` takes: the 4 × 4 board of alternating stones
/// (16) takes 2 s and 100 MB; the 4 × 5 board (20) had not finished in
/// 5 minutes and held 5.5 GB.
pub const SOLVE_STONES: u64 = 16;

/// The most stones `play` and `explain` take.
pub const PLAY_STONES: u64 = 16;

/// Up to this many stones the engine also counts the moves to the end.
pub const EXACT_STONES: u32 = 8;

/// A board of stones: its size, Left's stones and Right's (one bit a cell,
/// cell `row * columns + column`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Stones {
    /// The rows.
    pub rows: u32,
    /// The cells of a row.
    pub columns: u32,
    /// Left's stones (`x`).
    pub left: u64,
    /// Right's stones (`o`).
    pub right: u64,
}

/// A capture: the stone that moves, and the cell of the stone it takes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Capture {
    /// The moving stone's cell.
    pub from: u32,
    /// The taken stone's cell, where the moving stone ends.
    pub to: u32,
}

impl Stones {
    fn shape(&self, cells: u64) -> Grid {
        Grid {
            rows: self.rows,
            columns: self.columns,
            free: cells,
        }
    }

    /// The captures Left (`true`) or Right can make, by the moving stone's
    /// cell and then the taken one's.
    pub fn captures(&self, left: bool) -> Vec<Capture> {
        let (own, other) = if left {
            (self.left, self.right)
        } else {
            (self.right, self.left)
        };
        let board = self.shape(self.left | self.right);
        bits(own)
            .flat_map(|from| {
                bits(board.neighbours(1u64 << from) & other).map(move |to| Capture { from, to })
            })
            .collect()
    }

    /// The board after a capture by Left (`true`) or Right.
    pub fn captured(&self, capture: Capture, left: bool) -> Stones {
        let (from, to) = (1u64 << capture.from, 1u64 << capture.to);
        let mut stones = *self;
        if left {
            stones.left = (stones.left & !from) | to;
            stones.right &= !to;
        } else {
            stones.right = (stones.right & !from) | to;
            stones.left &= !to;
        }
        stones
    }

    /// The regions where they are: stones joined edge to edge, both sides'
    /// stones in each (a region of one side's stones has no move).
    pub fn region_cells(&self) -> Vec<u64> {
        (self.shape(self.left | self.right).groups().into_iter())
            .filter(|&cells| cells & self.left != 0 && cells & self.right != 0)
            .collect()
    }

    /// The stones of `cells`, cut to their bounding box.
    fn region(&self, cells: u64) -> Stones {
        let (grid, left) = self.shape(cells).cropped_with(self.left);
        Stones {
            rows: grid.rows,
            columns: grid.columns,
            left,
            right: grid.free & !left,
        }
    }

    /// The least of the board's eight images (turned and mirrored): each
    /// has the same value, since every direction is alike in Clobber.
    fn normal(&self) -> Stones {
        let mut best = *self;
        for (mirror_columns, mirror_rows, transpose) in SYMMETRIES {
            let turn = |cells: u64| {
                self.shape(cells)
                    .turned(mirror_columns, mirror_rows, transpose)
            };
            let (left, right) = (turn(self.left), turn(self.right));
            best = best.min(Stones {
                rows: left.rows,
                columns: left.columns,
                left: left.free,
                right: right.free,
            });
        }
        best
    }

    /// The rows, top first: `x`, `o` and `.`.
    pub fn row_texts(&self) -> Vec<String> {
        (0..self.rows)
            .map(|row| {
                (0..self.columns)
                    .map(|column| {
                        let cell = row * self.columns + column;
                        match (self.left >> cell & 1, self.right >> cell & 1) {
                            (1, _) => 'x',
                            (_, 1) => 'o',
                            _ => '.',
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// The board as the input writes one a line: rows with `|` between.
    pub fn text(&self) -> String {
        self.row_texts().join("|")
    }

    fn grid(&self) -> Grid {
        self.shape(self.left | self.right)
    }
}

/// The values of boards, each region met worked out once.
#[derive(Debug, Default)]
pub struct Values {
    /// The store of canonical forms.
    pub forms: Forms,
    regions: FxHashMap<Stones, Form>,
}

impl Values {
    /// The canonical form of a board: the sum of its regions'.
    pub fn board(&mut self, stones: &Stones) -> Form {
        let mut total = self.forms.zero();
        for cells in stones.region_cells() {
            let value = self.region(&stones.region(cells));
            total = self.forms.add(total, value);
        }
        total
    }

    /// Each region of a board, cut to its box, with its value.
    pub fn regions(&mut self, stones: &Stones) -> Vec<(Stones, Form)> {
        (stones.region_cells().into_iter())
            .map(|cells| {
                let region = stones.region(cells);
                (region, self.region(&region))
            })
            .collect()
    }

    fn region(&mut self, stones: &Stones) -> Form {
        let normal = stones.normal();
        if let Some(&known) = self.regions.get(&normal) {
            return known;
        }
        crate::interrupt::checkpoint();
        let left: Vec<Form> = (normal.captures(true).into_iter())
            .map(|capture| self.board(&normal.captured(capture, true)))
            .collect();
        let right: Vec<Form> = (normal.captures(false).into_iter())
            .map(|capture| self.board(&normal.captured(capture, false)))
            .collect();
        let value = self.forms.game(&left, &right);
        self.regions.insert(normal, value);
        value
    }
}

/// A board with whose turn it is: Left moves `x` ([`Player::First`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The stones.
    pub stones: Stones,
    /// Who moves next.
    pub to_move: Player,
}

/// One board to play, with the values met so far shared by its clones.
#[derive(Clone, Debug)]
pub struct Game {
    start: Stones,
    values: Arc<Mutex<Values>>,
    first: Player,
}

impl Game {
    /// The game of a board, Left to move.
    pub fn new(start: Stones) -> Game {
        Game {
            start,
            values: Arc::default(),
            first: Player::First,
        }
    }

    fn values(&self) -> std::sync::MutexGuard<'_, Values> {
        self.values.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl crate::engine::Game for Game {
    type Position = Position;
    type Move = Capture;

    fn start(&self) -> Position {
        Position {
            stones: self.start,
            to_move: self.first,
        }
    }
    fn to_move(&self, position: &Position) -> Player {
        position.to_move
    }
    fn moves(&self, position: &Position) -> Vec<Capture> {
        position.stones.captures(position.to_move == Player::First)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn apply(&self, position: &Position, &capture: &Capture) -> (Position, i128) {
        let left = position.to_move == Player::First;
        (
            Position {
                stones: position.stones.captured(capture, left),
                to_move: position.to_move.other(),
            },
            0,
        )
    }
}

impl Partizan for Game {
    fn value(&self, position: &Position) -> Form {
        self.values().board(&position.stones)
    }
    fn with_forms<R>(&self, work: impl FnOnce(&mut Forms) -> R) -> R {
        work(&mut self.values().forms)
    }
    fn board_text(&self, position: &Position) -> String {
        position.stones.text()
    }
    fn regions(&self, position: &Position) -> Vec<(String, Form)> {
        (self.values().regions(&position.stones).into_iter())
            .map(|(region, value)| (region.text(), value))
            .collect()
    }
    fn with_mover(&self, position: &Position, mover: Player) -> Position {
        Position {
            to_move: mover,
            ..*position
        }
    }
    fn counts_moves(&self, position: &Position) -> bool {
        (position.stones.left | position.stones.right).count_ones() <= EXACT_STONES
    }
}

impl Notation for Game {
    fn thermograph(&self, position: &Position) -> Option<String> {
        Some(partizan::thermograph_of(self, position))
    }
    fn move_text(&self, position: &Position, &capture: &Capture) -> String {
        let grid = position.stones.grid();
        format!(
            "{}-{}",
            cell_name(&grid, capture.from),
            cell_name(&grid, capture.to)
        )
    }
    fn describe_move(&self, position: &Position, &capture: &Capture) -> String {
        let grid = position.stones.grid();
        let (own, other) = if position.to_move == Player::First {
            ("x", "o")
        } else {
            ("o", "x")
        };
        format!(
            "move the {own} on {} onto {}, taking the {other} there",
            cell_name(&grid, capture.from),
            cell_name(&grid, capture.to)
        )
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<Capture, BadMove> {
        use crate::engine::Game as _;
        let grid = position.stones.grid();
        let text = text.trim().to_ascii_lowercase();
        let own = if position.to_move == Player::First {
            "x"
        } else {
            "o"
        };
        let (from, to) = text
            .split_once(['-', ' '])
            .and_then(|(from, to)| Some((read_cell(&grid, from)?, read_cell(&grid, to)?)))
            .ok_or_else(|| {
                BadMove(format!(
                    "expected a capture: the cell of an {own} and the cell it takes, such as \
                     `b2-b3`; found `{}`",
                    crate::input::excerpt(&text)
                ))
            })?;
        if self.is_over(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        let capture = Capture { from, to };
        if !self.is_legal(position, &capture) {
            return Err(BadMove(format!(
                "{} cannot capture {}: a move takes one of the other side's stones next \
                 to one of your {own}s (up, down, left or right)",
                cell_name(&grid, from),
                cell_name(&grid, to)
            )));
        }
        Ok(capture)
    }
    fn move_json(&self, position: &Position, &capture: &Capture) -> serde_json::Value {
        let columns = position.stones.columns;
        json!({"text": self.move_text(position, &capture),
               "from": {"row": capture.from / columns + 1, "column": capture.from % columns + 1},
               "to": {"row": capture.to / columns + 1, "column": capture.to % columns + 1}})
    }
    fn position_text(&self, position: &Position) -> String {
        position.stones.row_texts().join("\n")
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        json!({"rows": position.stones.row_texts(),
               "to_move": partizan::side(position.to_move)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"rows": self.start.row_texts()})
    }
    /// The board, with its regions and their values.
    fn picture(&self, position: &Position) -> Picture {
        let stones = position.stones;
        let mut values = self.values();
        let regions = (stones.region_cells().into_iter())
            .map(|cells| {
                let value = values.region(&stones.region(cells));
                let at = |cell: u32| [cell / stones.columns, cell % stones.columns].map(u64::from);
                (bits(cells).map(at).collect(), value)
            })
            .collect();
        partizan::grid_with_values(
            &mut values.forms,
            &stones.row_texts(),
            regions,
            vec!["x", "o"],
        )
    }
    /// The stone taken: a click on it plays the capture (or offers the
    /// captures of it, when several stones can take it).
    fn move_target(&self, position: &Position, &capture: &Capture) -> Option<Target> {
        let columns = position.stones.columns;
        Some(Target::Cell {
            row: u64::from(capture.to / columns),
            column: u64::from(capture.to % columns),
        })
    }
    fn move_syntax(&self, position: &Position) -> String {
        use crate::engine::Game as _;
        let example = (self.moves(position).first())
            .map(|capture| self.move_text(position, capture))
            .unwrap_or_else(|| "b2-b3".to_owned());
        let own = if position.to_move == Player::First {
            "x"
        } else {
            "o"
        };
        format!("the cell of an {own} and the cell of the stone it takes, such as `{example}`")
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Left (x)".to_owned(),
            Player::Second => "Right (o)".to_owned(),
        }
    }
    fn choices_words(&self, position: &Position, choices: &[(String, Value)]) -> Option<String> {
        partizan::choices_in_words(self, position, choices)
    }
}

/// How Clobber's boards are written: `x` (Left's stone), `o` (Right's) and
/// `.` (empty); `RxC` is the board full of alternating stones, `x` in its
/// top-left corner, as the game starts.
pub const CELLS: Cells = Cells {
    kinds: "xo.",
    expected: "a cell: `x` (Left's stone), `o` (Right's) or `.` (empty)",
    board: "a board: its rows of `x`, `o` and `.`, or `RxC` for a full board of \
            alternating stones",
    most: MOST_CELLS,
    separator: '|',
    fill: Some(|row, column| if (row + column) % 2 == 0 { 'x' } else { 'o' }),
    size_expected: "a board of at most 64 cells, such as `3x4`",
};

/// Reads boards: rows of `x`, `o` and `.`, one row a line (the whole input
/// one board) or a board a line with `|` between its rows; `RxC` for the
/// full board of alternating stones.
pub fn read(text: &str) -> Result<Vec<Stones>, InputError> {
    Ok(read_boards(text, &CELLS)?
        .into_iter()
        .map(|board| {
            let mark = |kind: char| {
                (board.cells.iter().enumerate())
                    .filter(|&(_, &c)| c == kind)
                    .fold(0u64, |cells, (cell, _)| cells | 1u64 << cell)
            };
            Stones {
                rows: board.rows,
                columns: board.columns,
                left: mark('x'),
                right: mark('o'),
            }
        })
        .collect())
}

fn stones(board: &Stones) -> u64 {
    u64::from((board.left | board.right).count_ones())
}

/// Clobber's rules, registered as a [`PartizanPlugin`](partizan::PartizanPlugin).
#[derive(Debug, Clone, Copy, Default)]
pub struct Clobber;

impl PartizanRules for Clobber {
    type Case = Stones;
    type Game = Game;
    type Memory = Values;
    const INFO: &'static GameInfo = &GameInfo {
        name: "clobber",
        title: "Clobber",
        rules: "On a board of stones, Left moves one of its stones (x) onto a stone of \
                Right's (o) next to it, up, down, left or right, and takes that stone off the \
                board; Right does the same with its stones. Every move captures; who cannot \
                move loses. The answer is the board's value, its canonical form.",
        problems: &[
            "Clobber, the partizan game of \"Lessons in Play\" (CGSuite gives `xox|ox.` \
             the value {^^*|*,v})",
        ],
        limits: "boards of up to 64 cells with up to 16 stones (the 4 × 4 board of \
                 alternating stones in 2 s), for solve, play and explain",
        scoring: Scoring::LastMoveWins,
        seats: ["Left (x)", "Right (o)"],
        inline: "board",
        inline_help: "The board: its rows of `x` (Left's stone), `o` (Right's) and `.` \
                      (empty) with `|` between them, such as `xox|ox.`, or `RxC` for the \
                      full board of alternating stones, such as `3x3`",
        generate: &[
            GAMES,
            Parameter::new("rows", "the rows of each board", 1, 8, 3)
                .small(2)
                .stress(2),
            Parameter::new("cols", "the cells of each row", 1, 8, 4)
                .small(3)
                .stress(3),
            Parameter::new(
                "empty",
                "the cells left empty at random on each board",
                0,
                63,
                2,
            )
            .small(1)
            .stress(1),
        ],
        moves: "a capture: the cell of your stone and the cell of the stone it takes, such \
                as `b2-b3`",
        notes: "A board is its rows of `x` (Left's stone), `o` (Right's) and `.` (empty), top \
                first: one row a line, the whole input one board; or a board a line, with `|` \
                between its rows (`xox|ox.`), as CGSuite writes grids; `3x4` is the full board \
                of 3 rows of 4 alternating stones, `x` in the top-left corner. Left moves x \
                stones and moves first in play unless `--first right`; Right moves o stones. The \
                value is written in \
                CGSuite's notation (docs/values.md); the outcome is L, R, N or P. A cell is \
                named by its column's letter and its row's number from the top: `b2`.",
        examples: "\
  optimal-play clobber solve --board 'xox|ox.'
  optimal-play clobber solve --format text --board 'xoxo|oxox'
  optimal-play clobber explain --board 'xo.|oxo'
  optimal-play clobber play --board 3x3",
        rule: Some(partizan::FIRST),
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str) -> Result<Vec<Stones>, InputError> {
        read(text)
    }
    fn text(&self, board: &Stones) -> String {
        board.text()
    }
    fn game_with(&self, board: &Stones, memory: Arc<Mutex<Values>>, first: Player) -> Game {
        Game {
            start: *board,
            values: memory,
            first,
        }
    }
    fn solve_limits(&self, board: &Stones) -> Vec<Size> {
        vec![Size::new(
            "the number of stones",
            stones(board),
            SOLVE_STONES,
        )]
    }
    fn size(&self, board: &Stones) -> Size {
        Size::new("the number of stones", stones(board), PLAY_STONES)
    }
    /// A board of `--rows` × `--cols` alternating stones with `--empty`
    /// cells emptied at random.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Stones, Error> {
        let rows = u32::try_from(draw.get("rows")).unwrap_or(3);
        let columns = u32::try_from(draw.get("cols")).unwrap_or(4);
        let full = format!("{rows}x{columns}");
        let mut board = read(&full).map_err(|_| {
            Error::Unsupported(format!(
                "a board of {rows} × {columns} cells: at most 64 cells are taken"
            ))
        })?[0];
        let empty = u32::try_from(draw.get("empty"))
            .unwrap_or(0)
            .min(rows * columns);
        for _ in 0..empty {
            let stones: Vec<u32> = bits(board.left | board.right).collect();
            let cell = stones[draw.number(0..=stones.len() as u64 - 1) as usize];
            board.left &= !(1u64 << cell);
            board.right &= !(1u64 << cell);
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::cgt::definition::{Tree, equal};

    fn value_text(board: &str) -> String {
        let stones = read(board).unwrap()[0];
        let mut values = Values::default();
        let value = values.board(&stones);
        values.forms.text(value)
    }

    #[test]
    fn values_as_cgsuite_and_the_books_give_them() {
        let known = partizan::known_values("clobber");
        assert!(known.len() >= 3);
        for (board, value) in known {
            assert_eq!(value_text(board), value, "{board}");
        }
    }

    fn tree(stones: &Stones) -> Rc<Tree> {
        let side = |left: bool| {
            (stones.captures(left).into_iter())
                .map(|capture| tree(&stones.captured(capture, left)))
                .collect()
        };
        Tree::new(side(true), side(false))
    }

    fn random_board(rng: &mut ChaCha8Rng) -> Stones {
        let rows = rng.random_range(1..=3);
        let columns = rng.random_range(1..=3);
        let mut stones = Stones {
            rows,
            columns,
            left: 0,
            right: 0,
        };
        for cell in 0..rows * columns {
            match rng.random_range(0..3) {
                0 => stones.left |= 1 << cell,
                1 => stones.right |= 1 << cell,
                _ => {}
            }
        }
        stones
    }

    #[test]
    fn values_agree_with_the_game_tree_on_random_boards() {
        let mut rng = ChaCha8Rng::seed_from_u64(61);
        let mut values = Values::default();
        for _ in 0..300 {
            let stones = random_board(&mut rng);
            let value = values.board(&stones);
            assert!(
                equal(&Tree::of(&values.forms, value), &tree(&stones)),
                "{}",
                stones.text()
            );
        }
    }

    #[test]
    fn a_board_is_the_sum_of_its_regions() {
        // Two random boards side by side, an empty column between them,
        // are the sum of the two.
        let mut rng = ChaCha8Rng::seed_from_u64(62);
        let mut values = Values::default();
        for _ in 0..200 {
            let (a, b) = (random_board(&mut rng), random_board(&mut rng));
            let rows = a.rows.max(b.rows);
            let columns = a.columns + 1 + b.columns;
            let mut joined = Stones {
                rows,
                columns,
                left: 0,
                right: 0,
            };
            for (part, offset) in [(a, 0), (b, a.columns + 1)] {
                for cell in 0..part.rows * part.columns {
                    let at = (cell / part.columns) * columns + cell % part.columns + offset;
                    joined.left |= (part.left >> cell & 1) << at;
                    joined.right |= (part.right >> cell & 1) << at;
                }
            }
            let whole = values.board(&joined);
            let (va, vb) = (values.board(&a), values.board(&b));
            let sum = values.forms.add(va, vb);
            assert_eq!(whole, sum, "{} and {}", a.text(), b.text());
        }
    }

    #[test]
    fn moves_and_bad_boards() {
        let stones = read("xo.|.ox").unwrap()[0];
        let left: Vec<String> = (stones.captures(true).iter())
            .map(|c| format!("{}-{}", c.from, c.to))
            .collect();
        assert_eq!(left, ["0-1", "5-4"]);
        assert_eq!(
            stones.captured(Capture { from: 0, to: 1 }, true).text(),
            ".x.|.ox"
        );
        for (text, message) in [
            ("", "line 1, column 1"),
            ("xo|x", "line 1, column 4"),
            ("xo\nx#", "line 2, column 2"),
            ("9x9", "line 1, column 1"),
        ] {
            let error = read(text).expect_err(text).to_string();
            assert!(error.contains(message), "{text:?}: {error}");
        }
    }
}
