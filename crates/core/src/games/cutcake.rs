//! Cutcake: cakes scored into squares; Left cuts a piece along a line
//! between its columns (a vertical cut), Right along a line between its
//! rows (a horizontal cut), and who cannot cut loses. A partizan game
//! ([`partizan`]) of "Winning Ways": every piece is a region played on its
//! own, and its value is an integer; the answer is the sum.
//!
//! A piece keeps its place in the cake it was cut from, so the picture
//! draws each cake whole with its pieces outlined, and the pieces are
//! named by the picture's letters: `B3` cuts piece B after its third
//! column (Left) or row (Right).

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use super::partizan::{self, Partizan, PartizanPlugin, PartizanRules};
use super::value_tables::{ValueTable, values_of};
use crate::engine::cgt::{Form, Forms};
use crate::input::Problem;
use crate::plugin::prelude::*;
use crate::words::letters;

/// The most rows, and the most columns, of a cake.
pub const MOST_SIDE: u32 = 64;

/// The most cakes of a position.
pub const MOST_CAKES: usize = 16;

/// The most cells, all cakes together, that `play` and `explain` take.
pub const PLAY_CELLS: u64 = 64;

/// Up to this many cells, all pieces together, the engine also counts the
/// moves to the end.
pub const EXACT_CELLS: u64 = 12;

/// A piece of cake: which cake it was cut from, where it lies in it, and
/// its size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// The cake, an index from 0 into the position's cakes.
    pub cake: u8,
    /// Its top row in the cake.
    pub top: u32,
    /// Its first column in the cake.
    pub left: u32,
    /// Its rows.
    pub rows: u32,
    /// Its columns.
    pub columns: u32,
}

impl Piece {
    fn cells(&self) -> u64 {
        u64::from(self.rows) * u64::from(self.columns)
    }
}

/// The cakes a game starts from, each `rows × columns`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cakes(pub Vec<(u32, u32)>);

impl Cakes {
    /// The cakes as the input writes them: `4x5 2x3`.
    pub fn text(&self) -> String {
        let sizes: Vec<String> = self.0.iter().map(|(r, c)| format!("{r}x{c}")).collect();
        sizes.join(" ")
    }

    fn cells(&self) -> u64 {
        (self.0.iter())
            .map(|&(r, c)| u64::from(r) * u64::from(c))
            .sum()
    }
}

/// A cut: the piece (by its place in the position's list) and how many
/// columns (Left) or rows (Right) stay on its first side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cut {
    /// The piece, an index into the position's pieces.
    pub piece: usize,
    /// The columns left of the cut (Left's) or the rows above it (Right's).
    pub at: u32,
}

/// The values of pieces by their size, each worked out once.
#[derive(Debug, Default)]
pub struct Values {
    /// The store of canonical forms.
    pub forms: Forms,
    sizes: FxHashMap<(u32, u32), Form>,
}

impl Values {
    /// The value of a piece of `rows × columns`: Left's options are the
    /// pairs its vertical cuts leave, Right's its horizontal ones.
    pub fn piece(&mut self, rows: u32, columns: u32) -> Form {
        if let Some(&known) = self.sizes.get(&(rows, columns)) {
            return known;
        }
        crate::interrupt::checkpoint();
        let left: Vec<Form> = (1..columns)
            .map(|at| {
                let a = self.piece(rows, at);
                let b = self.piece(rows, columns - at);
                self.forms.add(a, b)
            })
            .collect();
        let right: Vec<Form> = (1..rows)
            .map(|at| {
                let a = self.piece(at, columns);
                let b = self.piece(rows - at, columns);
                self.forms.add(a, b)
            })
            .collect();
        let value = self.forms.game(&left, &right);
        self.sizes.insert((rows, columns), value);
        value
    }
}

/// The pieces with whose turn it is: Left cuts vertically
/// ([`Player::First`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The pieces, in the order the picture letters them.
    pub pieces: Vec<Piece>,
    /// Who cuts next.
    pub to_move: Player,
}

/// One position to play, with the values met so far shared by its clones.
#[derive(Clone, Debug)]
pub struct Game {
    cakes: Cakes,
    values: Arc<Mutex<Values>>,
    first: Player,
}

impl Game {
    /// The game of some cakes, Left to cut.
    pub fn new(cakes: Cakes) -> Game {
        Game {
            cakes,
            values: Arc::default(),
            first: Player::First,
        }
    }

    fn values(&self) -> std::sync::MutexGuard<'_, Values> {
        self.values.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn read_letters(text: &str) -> Option<usize> {
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    let mut index = 0usize;
    for b in text.to_ascii_uppercase().bytes() {
        index = index * 26 + usize::from(b - b'A') + 1;
    }
    Some(index - 1)
}

impl crate::engine::Game for Game {
    type Position = Position;
    type Move = Cut;

    fn start(&self) -> Position {
        Position {
            pieces: (self.cakes.0.iter().enumerate())
                .map(|(cake, &(rows, columns))| Piece {
                    cake: cake as u8,
                    top: 0,
                    left: 0,
                    rows,
                    columns,
                })
                .collect(),
            to_move: self.first,
        }
    }
    fn to_move(&self, position: &Position) -> Player {
        position.to_move
    }
    fn moves(&self, position: &Position) -> Vec<Cut> {
        let vertical = position.to_move == Player::First;
        (position.pieces.iter().enumerate())
            .flat_map(|(piece, p)| {
                let side = if vertical { p.columns } else { p.rows };
                (1..side).map(move |at| Cut { piece, at })
            })
            .collect()
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn apply(&self, position: &Position, cut: &Cut) -> (Position, i128) {
        let piece = position.pieces[cut.piece];
        let (first, second) = if position.to_move == Player::First {
            (
                Piece {
                    columns: cut.at,
                    ..piece
                },
                Piece {
                    left: piece.left + cut.at,
                    columns: piece.columns - cut.at,
                    ..piece
                },
            )
        } else {
            (
                Piece {
                    rows: cut.at,
                    ..piece
                },
                Piece {
                    top: piece.top + cut.at,
                    rows: piece.rows - cut.at,
                    ..piece
                },
            )
        };
        let mut pieces = position.pieces.clone();
        pieces[cut.piece] = first;
        pieces.insert(cut.piece + 1, second);
        (
            Position {
                pieces,
                to_move: position.to_move.other(),
            },
            0,
        )
    }
}

impl Partizan for Game {
    fn value(&self, position: &Position) -> Form {
        let mut values = self.values();
        let parts: Vec<Form> = (position.pieces.iter())
            .map(|p| values.piece(p.rows, p.columns))
            .collect();
        values.forms.sum(parts)
    }
    fn with_forms<R>(&self, work: impl FnOnce(&mut Forms) -> R) -> R {
        work(&mut self.values().forms)
    }
    fn board_text(&self, position: &Position) -> String {
        let sizes: Vec<String> = (position.pieces.iter())
            .map(|p| format!("{}x{}", p.rows, p.columns))
            .collect();
        sizes.join(" ")
    }
    fn regions(&self, position: &Position) -> Vec<(String, Form)> {
        let mut values = self.values();
        (position.pieces.iter())
            .map(|p| {
                (
                    format!("{}x{}", p.rows, p.columns),
                    values.piece(p.rows, p.columns),
                )
            })
            .collect()
    }
    fn with_mover(&self, position: &Position, mover: Player) -> Position {
        Position {
            to_move: mover,
            ..position.clone()
        }
    }
    fn counts_moves(&self, position: &Position) -> bool {
        position.pieces.iter().map(Piece::cells).sum::<u64>() <= EXACT_CELLS
    }
}

impl Game {
    /// Where each cake starts in the picture: side by side, a column
    /// between them.
    fn cake_columns(&self) -> Vec<u32> {
        let mut at = 0;
        (self.cakes.0.iter())
            .map(|&(_, columns)| {
                let start = at;
                at += columns + 1;
                start
            })
            .collect()
    }
}

impl Notation for Game {
    fn thermograph(&self, position: &Position) -> Option<String> {
        Some(partizan::thermograph_of(self, position))
    }
    fn move_text(&self, _: &Position, cut: &Cut) -> String {
        format!("{}{}", letters(cut.piece), cut.at)
    }
    fn describe_move(&self, position: &Position, cut: &Cut) -> String {
        let piece = position.pieces[cut.piece];
        let name = letters(cut.piece);
        let size = format!("{}x{}", piece.rows, piece.columns);
        if position.to_move == Player::First {
            format!(
                "cut piece {name} ({size}) down after its column {}, into {}x{} and {}x{}",
                cut.at,
                piece.rows,
                cut.at,
                piece.rows,
                piece.columns - cut.at
            )
        } else {
            format!(
                "cut piece {name} ({size}) across after its row {}, into {}x{} and {}x{}",
                cut.at,
                cut.at,
                piece.columns,
                piece.rows - cut.at,
                piece.columns
            )
        }
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<Cut, BadMove> {
        use crate::engine::Game as _;
        let text = text.trim();
        let digits = text.len() - text.trim_start_matches(|c: char| !c.is_ascii_digit()).len();
        let (name, at) = text.split_at(digits);
        let name = name.trim().trim_end_matches(':').trim();
        let vertical = position.to_move == Player::First;
        let bad = || {
            BadMove(format!(
                "expected a cut: the piece's letter and how many {} stay on its {} side, \
                 such as `A2`; found `{}`",
                if vertical { "columns" } else { "rows" },
                if vertical { "left" } else { "top" },
                crate::input::excerpt(text)
            ))
        };
        let piece = if name.is_empty() && position.pieces.len() == 1 {
            0
        } else {
            read_letters(name).ok_or_else(bad)?
        };
        let at: u32 = at.trim().parse().map_err(|_| bad())?;
        if self.is_over(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        let Some(p) = position.pieces.get(piece) else {
            return Err(BadMove(format!(
                "no piece {}: the pieces are A to {}",
                letters(piece),
                letters(position.pieces.len() - 1)
            )));
        };
        let side = if vertical { p.columns } else { p.rows };
        let cut = Cut { piece, at };
        if !self.is_legal(position, &cut) {
            return Err(BadMove(format!(
                "piece {} has {side} {}: a cut leaves 1 to {} on its {} side",
                letters(piece),
                if vertical { "columns" } else { "rows" },
                side.saturating_sub(1),
                if vertical { "left" } else { "top" },
            )));
        }
        Ok(cut)
    }
    fn move_json(&self, position: &Position, cut: &Cut) -> serde_json::Value {
        json!({"text": self.move_text(position, cut), "piece": letters(cut.piece),
               "at": cut.at,
               "direction": if position.to_move == Player::First { "vertical" } else { "horizontal" }})
    }
    fn position_text(&self, position: &Position) -> String {
        let parts: Vec<String> = (position.pieces.iter().enumerate())
            .map(|(at, p)| format!("{} {}x{}", letters(at), p.rows, p.columns))
            .collect();
        parts.join(", ")
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        let pieces: Vec<serde_json::Value> = (position.pieces.iter().enumerate())
            .map(|(at, p)| {
                json!({"name": letters(at), "cake": p.cake + 1, "rows": p.rows,
                       "columns": p.columns, "top": p.top + 1, "left": p.left + 1})
            })
            .collect();
        json!({"pieces": pieces, "to_move": partizan::side(position.to_move)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"cakes": self.cakes.0.iter().map(|&(r, c)| json!([r, c])).collect::<Vec<_>>()})
    }
    /// The cakes side by side, each whole, its pieces outlined as regions
    /// with their values.
    fn picture(&self, position: &Position) -> Picture {
        let starts = self.cake_columns();
        let width = (self.cakes.0.iter())
            .map(|&(_, c)| c + 1)
            .sum::<u32>()
            .saturating_sub(1);
        let height = self.cakes.0.iter().map(|&(r, _)| r).max().unwrap_or(0);
        let mut rows = vec![vec!['.'; width as usize]; height as usize];
        let mut values = self.values();
        let regions = (position.pieces.iter())
            .map(|p| {
                let value = values.piece(p.rows, p.columns);
                let first = starts[usize::from(p.cake)] + p.left;
                let cells = (p.top..p.top + p.rows)
                    .flat_map(|row| {
                        (first..first + p.columns).map(move |column| [row.into(), column.into()])
                    })
                    .collect::<Vec<[u64; 2]>>();
                for &[row, column] in &cells {
                    rows[row as usize][column as usize] = '▒';
                }
                (cells, value)
            })
            .collect();
        let rows: Vec<String> = rows.into_iter().map(String::from_iter).collect();
        partizan::grid_with_values(&mut values.forms, &rows, regions, Vec::new())
    }
    /// The cell just before the cut: on the piece's top row left of a
    /// vertical cut, or in its first column above a horizontal one.
    fn move_target(&self, position: &Position, cut: &Cut) -> Option<Target> {
        let p = position.pieces[cut.piece];
        let first = self.cake_columns()[usize::from(p.cake)] + p.left;
        let (row, column) = if position.to_move == Player::First {
            (p.top, first + cut.at - 1)
        } else {
            (p.top + cut.at - 1, first)
        };
        Some(Target::Cell {
            row: row.into(),
            column: column.into(),
        })
    }
    fn move_syntax(&self, position: &Position) -> String {
        use crate::engine::Game as _;
        let example = (self.moves(position).first())
            .map(|cut| self.move_text(position, cut))
            .unwrap_or_else(|| "A1".to_owned());
        if position.to_move == Player::First {
            format!(
                "a vertical cut: the piece's letter and the columns left of the cut, such as \
                 `{example}`"
            )
        } else {
            format!(
                "a horizontal cut: the piece's letter and the rows above the cut, such as \
                 `{example}`"
            )
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Left (vertical cuts)".to_owned(),
            Player::Second => "Right (horizontal cuts)".to_owned(),
        }
    }
    fn choices_words(&self, position: &Position, choices: &[(String, Value)]) -> Option<String> {
        partizan::choices_in_words(self, position, choices)
    }
}

/// Reads positions, one a line: cakes as `RxC` (R rows of C squares),
/// several on a line apart by spaces, commas or `+`.
pub fn read(text: &str) -> Result<Vec<Cakes>, InputError> {
    let mut positions = Vec::new();
    for (start, line) in crate::input::lines_at(text) {
        let mut cakes = Vec::new();
        let mut at = start;
        for word in line.split_inclusive([' ', '\t', ',', '+']) {
            let here = at;
            at += word.len();
            let size = word.trim_end_matches([' ', '\t', ',', '+']);
            if size.is_empty() {
                continue;
            }
            let bad = |expected: &'static str| {
                InputError::unexpected(
                    text,
                    here,
                    expected,
                    format!("`{}`", crate::input::excerpt(size)),
                )
            };
            let (rows, columns) = size
                .split_once(['x', 'X', '×'])
                .ok_or_else(|| bad("a cake: its rows and columns, such as `4x5`"))?;
            let side = |s: &str| {
                s.parse::<u32>()
                    .ok()
                    .filter(|n| (1..=MOST_SIDE).contains(n))
            };
            let (Some(rows), Some(columns)) = (side(rows), side(columns)) else {
                return Err(bad(
                    "a cake of 1 to 64 rows and 1 to 64 columns, such as `4x5`",
                ));
            };
            if cakes.len() == MOST_CAKES {
                return Err(bad(
                    "the end of the line: a position takes at most 16 cakes",
                ));
            }
            cakes.push((rows, columns));
        }
        if cakes.is_empty() {
            return Err(InputError::unexpected(
                text,
                start,
                "a cake, such as `4x5`",
                "nothing".to_owned(),
            ));
        }
        positions.push(Cakes(cakes));
    }
    if positions.is_empty() {
        return Err(InputError::at(
            text,
            0,
            Problem::Empty {
                expected: "cakes as rows x columns, such as `4x5` or `2x3 3x3`",
            },
        ));
    }
    Ok(positions)
}

/// Cutcake's rules, registered as a [`PartizanPlugin`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Cutcake;

impl PartizanRules for Cutcake {
    type Case = Cakes;
    type Game = Game;
    type Memory = Values;
    const INFO: &'static GameInfo = &GameInfo {
        name: "cutcake",
        title: "Cutcake",
        rules: "Cakes are scored into squares. Left cuts a piece from top to bottom along a \
                line between its columns, Right from side to side along a line between its \
                rows; each cut makes two pieces, and who cannot cut loses. The answer is the \
                value, the sum of the pieces' values (each an integer).",
        problems: &[
            "Cutcake, the partizan game of \"Winning Ways\" (chapter 2), whose pieces' \
             values are all integers",
        ],
        limits: "cakes of up to 64 rows and 64 columns, up to 16 a position: solve at once; \
                 play and explain: up to 64 squares in all",
        seats: ["Left (vertical cuts)", "Right (horizontal cuts)"],
        inline: "cakes",
        inline_help: "The cakes, each rows x columns, such as `4x5` or `2x3 3x3`",
        generate: &[
            GAMES,
            // Small cases (two cakes of up to 2 × 3) stay within the
            // squares the engine counts exactly, as the conformance walk
            // compares every move with negamax's count.
            Parameter::new("rows", "the most rows of a cake", 1, 64, 4)
                .small(2)
                .stress(3),
            Parameter::new("cols", "the most columns of a cake", 1, 64, 4)
                .small(3)
                .stress(3),
            Parameter::new("cakes", "the cakes of each position", 1, 16, 1)
                .small(2)
                .stress(2),
        ],
        moves: "a cut: the piece's letter and the columns (Left) or rows (Right) on its first \
                side, such as `A2`",
        notes: "A position a line: its cakes as `RxC` (R rows of C squares), several apart by \
                spaces, commas or `+` (`2x3 4x1`). Left cuts vertically and moves first in \
                play unless `--first right`; Right cuts horizontally. A move names the piece by \
                its letter (the \
                pieces are lettered A, B, … in the order of the cakes, a piece's two parts \
                taking its place) and how many columns (Left) or rows (Right) stay on its \
                first side: `B3`; with one piece the letter may be left out. The value is \
                written in CGSuite's notation (docs/values.md); the outcome is L, R, N or P.",
        examples: "\
  optimal-play cutcake solve --cakes 4x5
  optimal-play cutcake solve --format text --cakes '2x3 3x1 1x4'
  optimal-play cutcake explain --cakes 3x4
  optimal-play cutcake play --cakes '4x4 1x3'",
        rule: Some(partizan::FIRST),
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str) -> Result<Vec<Cakes>, InputError> {
        read(text)
    }
    fn text(&self, cakes: &Cakes) -> String {
        cakes.text()
    }
    fn game_with(&self, cakes: &Cakes, memory: Arc<Mutex<Values>>, first: Player) -> Game {
        Game {
            cakes: cakes.clone(),
            values: memory,
            first,
        }
    }
    fn size(&self, cakes: &Cakes) -> Size {
        Size::new("the number of squares", cakes.cells(), PLAY_CELLS)
    }
    /// `--cakes` cakes, each of 2 to `--rows` rows and 2 to `--cols`
    /// columns (1 when that is the most).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Cakes, Error> {
        let side = |value: i64| u32::try_from(value).unwrap_or(4).clamp(1, MOST_SIDE);
        let (rows, columns) = (side(draw.get("rows")), side(draw.get("cols")));
        let count = usize::try_from(draw.get("cakes"))
            .unwrap_or(1)
            .clamp(1, MOST_CAKES);
        Ok(Cakes(
            (0..count)
                .map(|_| {
                    // At least 2 by 2 where the limits allow, so that both
                    // players can cut from the start.
                    let side = |draw: &mut Draw<'_>, most: u32| {
                        draw.number(u64::from(most.min(2))..=u64::from(most)) as u32
                    };
                    (side(draw, rows), side(draw, columns))
                })
                .collect(),
        ))
    }
}

/// Every cake, R rows by C columns.
pub const TABLE: ValueTable = ValueTable {
    about: "Show the value of every cake, 1 to N rows by 1 to N columns",
    rows: "rows",
    columns: "columns",
    default: 8,
    most: 64,
    position: |r, c| format!("{r}x{c}"),
    values: |input| values_of(&PartizanPlugin::new(Cutcake), input),
};

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::engine::cgt::definition::{Tree, equal};

    fn tree(pieces: &[(u32, u32)]) -> Rc<Tree> {
        let options = |vertical: bool| -> Vec<Rc<Tree>> {
            let mut options = Vec::new();
            for (index, &(rows, columns)) in pieces.iter().enumerate() {
                let side = if vertical { columns } else { rows };
                for at in 1..side {
                    let mut next = pieces.to_vec();
                    let parts = if vertical {
                        [(rows, at), (rows, columns - at)]
                    } else {
                        [(at, columns), (rows - at, columns)]
                    };
                    next.splice(index..=index, parts);
                    options.push(tree(&next));
                }
            }
            options
        };
        Tree::new(options(true), options(false))
    }

    #[test]
    fn values_agree_with_the_game_tree() {
        // Every cake of up to 8 squares, and pairs of small ones: the whole
        // tree of cuts, not the value of each piece added up.
        let mut values = Values::default();
        for rows in 1..=8 {
            for columns in (1..=8).filter(|c| rows * c <= 8) {
                let value = values.piece(rows, columns);
                assert!(
                    equal(&Tree::of(&values.forms, value), &tree(&[(rows, columns)])),
                    "{rows}x{columns}"
                );
            }
        }
        for a in [(1, 2), (2, 2), (1, 4), (3, 1)] {
            for b in [(1, 3), (2, 1), (2, 2)] {
                let (va, vb) = (values.piece(a.0, a.1), values.piece(b.0, b.1));
                let sum = values.forms.add(va, vb);
                assert!(equal(&Tree::of(&values.forms, sum), &tree(&[a, b])));
            }
        }
    }

    #[test]
    fn values_as_winning_ways_gives_them() {
        let known = partizan::known_values("cutcake");
        assert!(known.len() >= 5);
        for (cakes, expected) in known {
            let game = Game::new(read(cakes).unwrap().remove(0));
            let start = crate::engine::Game::start(&game);
            let value = game.value(&start);
            let text = game.with_forms(|forms| forms.text(value));
            assert_eq!(text, expected, "{cakes}");
        }
    }

    #[test]
    fn every_cake_up_to_64_has_winning_ways_closed_form() {
        // w columns, h rows, w >= h, 2^k <= h < 2^(k+1): floor(w / 2^k) - 1;
        // a cake turned a quarter is the negative.
        let closed = |rows: u32, columns: u32| -> i64 {
            let (w, h, sign) = if columns >= rows {
                (columns, rows, 1)
            } else {
                (rows, columns, -1)
            };
            let k = 31 - h.leading_zeros();
            sign * (i64::from(w >> k) - 1)
        };
        let mut values = Values::default();
        for rows in 1..=MOST_SIDE {
            for columns in 1..=MOST_SIDE {
                let value = values.piece(rows, columns);
                assert_eq!(
                    values.forms.text(value),
                    closed(rows, columns).to_string(),
                    "{rows}x{columns}"
                );
            }
        }
    }

    #[test]
    fn every_piece_is_an_integer() {
        let mut values = Values::default();
        for rows in 1..=20 {
            for columns in 1..=20 {
                let value = values.piece(rows, columns);
                let text = values.forms.text(value);
                assert!(text.parse::<i64>().is_ok(), "{rows}x{columns}: {text}");
            }
        }
    }

    #[test]
    fn cuts_and_bad_cakes() {
        use crate::engine::Game as _;
        let game = Game::new(read("2x3 1x2").unwrap().remove(0));
        let start = game.start();
        let moves: Vec<String> = (game.moves(&start).iter())
            .map(|cut| game.move_text(&start, cut))
            .collect();
        assert_eq!(moves, ["A1", "A2", "B1"]);
        let cut = game.read_move(&start, "a2").unwrap();
        let (next, _) = game.apply(&start, &cut);
        assert_eq!(game.board_text(&next), "2x2 2x1 1x2");
        assert!(game.read_move(&start, "A3").is_err());
        assert!(game.read_move(&start, "C1").is_err());
        assert_eq!(letters(27), "AB");
        assert_eq!(read_letters("AB"), Some(27));
        for (text, message) in [
            ("", "line 1, column 1"),
            ("2x3 4y5", "line 1, column 5"),
            ("2x3\n0x5", "line 2, column 1"),
            ("2x65", "line 1, column 1"),
        ] {
            let error = read(text).expect_err(text).to_string();
            assert!(error.contains(message), "{text:?}: {error}");
        }
    }
}
