//! The Northcott game (HDU 1730 "Northcott Game"): a board of `n` rows and
//! `m` columns with a black piece (Tom's) and a white piece (Jerry's) in
//! each row; a move slides one of the mover's own pieces along its row to
//! any empty cell, without jumping the other piece; whoever moves last
//! wins. Tom (black) moves first.
//!
//! Each row is a Nim heap of the empty cells between its two pieces. A
//! move towards the other piece takes from the heap; a move away from it
//! adds to the heap, but the opponent can follow at once and put it back,
//! and the one who backs away runs out of room first. So the player to move
//! loses exactly when the rows' gaps XOR to 0, and never draws, though
//! positions can repeat. Checked against retrograde analysis of the loopy
//! game on every small board.
//!
//! ```
//! use optimal_play::games::northcott::gap_xor;
//! assert_eq!(gap_xor(&[[4, 5], [1, 2], [1, 2]]), 0); // BAD LUCK!
//! assert_eq!(gap_xor(&[[4, 5], [1, 3], [1, 2]]), 1); // I WIN!
//! ```

use crate::engine::picture::Piece;
use crate::engine::retrograde::Retrograde;
use crate::engine::values_by_rule;
use crate::input::numbers::Numbers;
use crate::plugin::prelude::*;

/// The XOR of the rows' gaps: the empty cells between each row's black
/// and white pieces (`[black, white]` columns). 0 exactly when the player
/// to move loses.
pub fn gap_xor(rows: &[[u64; 2]]) -> u64 {
    rows.iter().fold(0, |x, &[b, w]| x ^ (b.abs_diff(w) - 1))
}

/// A winning move for the player to move (`black` for Tom), as the row
/// (from 0) and the column the mover's piece goes to: it closes in on the
/// other piece so that the gaps XOR to 0. `None` when the mover loses.
pub fn winning_move(rows: &[[u64; 2]], black: bool) -> Option<(usize, u64)> {
    let xor = gap_xor(rows);
    if xor == 0 {
        return None;
    }
    rows.iter().enumerate().find_map(|(row, &[b, w])| {
        let gap = b.abs_diff(w) - 1;
        let (mine, theirs) = if black { (b, w) } else { (w, b) };
        (gap ^ xor < gap).then(|| {
            let closer = gap - (gap ^ xor);
            let to = if mine < theirs {
                mine + closer
            } else {
                mine - closer
            };
            (row, to)
        })
    })
}

/// A position: each row's `[black, white]` columns (from 1) and whether
/// Tom (black) is to move. Positions repeat, so no move count is kept.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rows {
    /// Each row's black and white columns, from 1.
    pub pieces: Vec<[u64; 2]>,
    /// Whether black (Tom) is to move.
    pub black_to_move: bool,
}

/// A move: the mover's piece in `row` (from 0) goes to column `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shift {
    /// The row, from 0.
    pub row: usize,
    /// The column the piece goes to, from 1.
    pub to: u64,
}

/// The game on a board of `columns` columns from given pieces.
#[derive(Debug, Clone)]
pub struct Northcott {
    columns: u64,
    start: Vec<[u64; 2]>,
}

impl Northcott {
    /// The game on `columns` columns with each row's `[black, white]`.
    pub fn new(columns: u64, rows: Vec<[u64; 2]>) -> Northcott {
        Northcott {
            columns,
            start: rows,
        }
    }

    /// The columns the mover's piece in a row may go to: towards the
    /// other piece first, then away from it.
    fn targets(&self, mine: u64, theirs: u64) -> (Vec<u64>, Vec<u64>) {
        if mine < theirs {
            ((mine + 1..theirs).collect(), (1..mine).rev().collect())
        } else {
            (
                (theirs + 1..mine).rev().collect(),
                (mine + 1..=self.columns).collect(),
            )
        }
    }
}

fn mine(position: &Rows, row: usize) -> (u64, u64) {
    let [b, w] = position.pieces[row];
    if position.black_to_move {
        (b, w)
    } else {
        (w, b)
    }
}

impl Game for Northcott {
    type Position = Rows;
    type Move = Shift;

    fn start(&self) -> Rows {
        Rows {
            pieces: self.start.clone(),
            black_to_move: true,
        }
    }
    fn to_move(&self, position: &Rows) -> Player {
        match position.black_to_move {
            true => Player::First,
            false => Player::Second,
        }
    }
    /// Every move closing in on the other piece, row by row, then every
    /// move backing away: the engine, taking the first of its best moves,
    /// closes in and so never lets play go round.
    fn moves(&self, position: &Rows) -> Vec<Shift> {
        let (mut closer, mut away) = (Vec::new(), Vec::new());
        for row in 0..position.pieces.len() {
            let (mine, theirs) = mine(position, row);
            let (towards, back) = self.targets(mine, theirs);
            closer.extend(towards.into_iter().map(|to| Shift { row, to }));
            away.extend(back.into_iter().map(|to| Shift { row, to }));
        }
        closer.extend(away);
        closer
    }
    fn is_legal(&self, position: &Rows, mv: &Shift) -> bool {
        if mv.row >= position.pieces.len() || mv.to == 0 || mv.to > self.columns {
            return false;
        }
        let (mine, theirs) = mine(position, mv.row);
        mv.to != mine && (mv.to < theirs) == (mine < theirs) && mv.to != theirs
    }
    fn apply(&self, position: &Rows, mv: &Shift) -> (Rows, i128) {
        let mut pieces = position.pieces.clone();
        let side = usize::from(!position.black_to_move);
        pieces[mv.row][side] = mv.to;
        let next = Rows {
            pieces,
            black_to_move: !position.black_to_move,
        };
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn loopy(&self) -> bool {
        true
    }
}

/// Boards with at most this many placements of their pieces, `(m(m − 1))^n`,
/// are solved exactly by retrograde analysis; larger ones by the rule.
pub const EXACT_PLACEMENTS: u64 = 20_000;

fn placements(columns: u64, rows: usize) -> u64 {
    let per_row = columns.saturating_mul(columns.saturating_sub(1));
    (0..rows).fold(1u64, |t, _| t.saturating_mul(per_row))
}

/// The fast oracle: who wins by [`gap_xor`]; on small boards the exact
/// values by retrograde analysis.
#[derive(Debug)]
pub struct NorthcottOracle {
    game: Northcott,
    exact: Option<Retrograde<Northcott>>,
}

impl From<&Northcott> for NorthcottOracle {
    fn from(game: &Northcott) -> NorthcottOracle {
        let small = placements(game.columns, game.start.len()) <= EXACT_PLACEMENTS;
        NorthcottOracle {
            game: game.clone(),
            exact: small.then(|| Retrograde::new(game.clone())),
        }
    }
}

impl Oracle<Northcott> for NorthcottOracle {
    fn move_values(&mut self, position: &Rows) -> Vec<(Shift, Value)> {
        if let Some(exact) = &mut self.exact {
            return exact.move_values(position);
        }
        values_by_rule(&self.game, position, |next| gap_xor(&next.pieces) == 0)
    }
}

impl Notation for Northcott {
    fn move_text(&self, _: &Rows, mv: &Shift) -> String {
        format!("row {} to {}", mv.row + 1, mv.to)
    }
    fn describe_move(&self, position: &Rows, mv: &Shift) -> String {
        let (mine, theirs) = mine(position, mv.row);
        let colour = if position.black_to_move {
            "black"
        } else {
            "white"
        };
        let way = if (mv.to < mine) == (theirs < mine) {
            "closing in"
        } else {
            "backing away"
        };
        format!(
            "move the {colour} piece in row {} from column {mine} to {} ({way})",
            mv.row + 1,
            mv.to
        )
    }
    fn read_move(&self, position: &Rows, text: &str) -> Result<Shift, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let numbers = match words.as_slice() {
            ["row", row, "to", to] | [row, "to", to] | [row, to] => {
                row.parse::<usize>().ok().zip(to.parse::<u64>().ok())
            }
            _ => None,
        };
        let Some((row, to)) = numbers else {
            return Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            )));
        };
        let rows = position.pieces.len();
        if row == 0 || row > rows {
            return Err(BadMove(format!("rows are 1 to {rows}, not {row}")));
        }
        let mv = Shift { row: row - 1, to };
        if !self.is_legal(position, &mv) {
            let (mine, theirs) = mine(position, row - 1);
            return Err(BadMove(format!(
                "your piece in row {row} is on column {mine} and the other on {theirs}: it \
                 goes to an empty column of 1 to {} on its own side, not {to}",
                self.columns
            )));
        }
        Ok(mv)
    }
    fn move_json(&self, position: &Rows, mv: &Shift) -> serde_json::Value {
        json!({"text": self.move_text(position, mv), "row": mv.row, "to": mv.to})
    }
    fn position_text(&self, position: &Rows) -> String {
        let width = self.columns.min(60);
        let rows: Vec<String> = position
            .pieces
            .iter()
            .map(|&[b, w]| {
                (1..=width)
                    .map(|c| match c {
                        _ if c == b => 'B',
                        _ if c == w => 'W',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        format!(
            "{}\n(XOR of the gaps {}; {} to move)",
            rows.join("\n"),
            gap_xor(&position.pieces),
            if position.black_to_move {
                "Tom (black)"
            } else {
                "Jerry (white)"
            }
        )
    }
    fn scene(&self) -> Scene {
        Scene::Board {
            rows: vec![".".repeat(self.columns.min(PLAY_CELLS) as usize); self.start.len()],
        }
    }
    fn picture(&self, position: &Rows) -> Picture {
        let pieces = position
            .pieces
            .iter()
            .enumerate()
            .flat_map(|(row, &[b, w])| {
                [
                    Piece {
                        name: "black",
                        cell: [row as u64, b - 1],
                    },
                    Piece {
                        name: "white",
                        cell: [row as u64, w - 1],
                    },
                ]
            });
        Picture::Pieces {
            pieces: pieces.collect(),
        }
    }
    fn move_target(&self, _: &Rows, mv: &Shift) -> Option<Target> {
        Some(Target::Cell {
            row: mv.row as u64,
            column: mv.to - 1,
        })
    }
    fn position_json(&self, position: &Rows) -> serde_json::Value {
        json!({"rows": position.pieces, "black_to_move": position.black_to_move})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"columns": self.columns, "rows": self.start})
    }
    fn move_syntax(&self, _: &Rows) -> String {
        "`ROW to COLUMN`: the row (from 1) of the piece you move and the empty column it goes to"
            .to_owned()
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Tom",
            Player::Second => "Jerry",
        }
        .to_owned()
    }
}

/// One game: the board's columns and each row's `[black, white]` columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The columns, m.
    pub columns: u64,
    /// Each row's black (Tom's) and white (Jerry's) columns, from 1.
    pub rows: Vec<[u64; 2]>,
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Hdu = "hdu": "HDU 1730 \"Northcott Game\": `I WIN!` when Tom (black, first) wins, else `BAD LUCK!`, per game",
        Text = "text": "who wins each game, and a winning move",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// The most columns read.
pub const MAX_COLUMNS: u64 = 1_000_000_000_000_000_000;

/// The largest board play and explain take: the board is drawn and every
/// move listed.
pub const PLAY_CELLS: u64 = 2_000;

const EXPECTED: &str = "games of `n m` and then n rows of `T J`, the black and white columns";

/// Reads HDU 1730's input: games to the end, each `n m` and then `n` rows
/// of two columns, black's (Tom's) and white's (Jerry's), each from 1 to
/// `m` and not the same; blank lines anywhere.
pub fn read(text: &str) -> Result<Vec<Board>, InputError> {
    let mut numbers = Numbers::new(text);
    if numbers.at_end() {
        return Err(numbers.empty(EXPECTED));
    }
    let limit = text.len() as u64;
    let mut games = Vec::new();
    while !numbers.at_end() {
        let n = numbers.count("n, the number of rows", limit)?;
        let (columns, at) = numbers.next_with_offset("m, the number of columns")?;
        if !(2..=MAX_COLUMNS).contains(&columns) {
            return Err(InputError::unexpected(
                text,
                at,
                "m, the number of columns, from 2 to 10^18",
                columns.to_string(),
            ));
        }
        let mut rows = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            let (b, at_b) = numbers.next_with_offset("T, the black piece's column")?;
            let (w, at_w) = numbers.next_with_offset("J, the white piece's column")?;
            for (column, at) in [(b, at_b), (w, at_w)] {
                if column == 0 || column > columns {
                    return Err(InputError::unexpected(
                        text,
                        at,
                        "a column from 1 to m",
                        format!("{column} on a board of {columns} columns"),
                    ));
                }
            }
            if b == w {
                return Err(InputError::unexpected(
                    text,
                    at_w,
                    "the white piece on another column than the black one",
                    format!("both on column {b}"),
                ));
            }
            rows.push([b, w]);
        }
        games.push(Board { columns, rows });
    }
    Ok(games)
}

/// Who wins `board`, and how, in words.
pub fn verdict(board: &Board) -> String {
    let xor = gap_xor(&board.rows);
    match winning_move(&board.rows, true) {
        Some((row, to)) => format!(
            "the gaps XOR to {xor}: Tom wins by moving his black piece in row {} to column {to}",
            row + 1
        ),
        None => "the gaps XOR to 0: Jerry wins".to_owned(),
    }
}

/// The Northcott game as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct NorthcottGame;

impl Plugin for NorthcottGame {
    type Case = Board;
    type Game = Northcott;
    type Oracle = NorthcottOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "northcott",
        title: "The Northcott game",
        rules: "A board of n rows and m columns with a black piece (Tom's) and a white piece \
                (Jerry's) in each row; a move slides one of your own pieces along its row to \
                any empty cell, without jumping the other piece; whoever moves last wins. Tom \
                moves first.",
        problems: &["HDU 1730 \"Northcott Game\""],
        limits: "solve: any number of rows, columns up to 10^18, O(n) a game; play and \
                 explain: boards of up to 2,000 cells",
        seats: ["Tom", "Jerry"],
        inline_help: "HDU 1730's games: `n m`, then n rows of `T J` (the black and white \
                      columns); several games one after another.",
        notes: "HDU 1730's input: games to the end of the input, each a line `n m` and n lines \
                `T J`, the columns of the black (Tom's) and white (Jerry's) pieces; blank lines \
                anywhere. Each row is a Nim heap of the empty cells between its pieces: closing \
                in takes from it, and backing away is undone by the opponent following. The \
                player to move loses exactly when the gaps XOR to 0. Positions can repeat, so \
                small boards are solved by retrograde analysis.",
        examples: "printf '3 6\\n4 5\\n1 2\\n1 2\\n3 6\\n4 5\\n1 3\\n1 2\\n' | optimal-play northcott solve\n\
                   optimal-play northcott play --heaps '2 6  1 4  6 2' --as second",
        generate: &[
            GAMES,
            // Small: 3 columns, so that up to five rows are placements few
            // enough for the exact search (EXACT_PLACEMENTS).
            Parameter::new("max", "the most columns", 3, MAX_COLUMNS as i64, 10)
                .small(3)
                .stress(100),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Board>, InputError> {
        read(text)
    }
    fn write(&self, games: &[Board], out: &mut dyn Write) -> io::Result<()> {
        for board in games {
            writeln!(out, "{} {}", board.rows.len(), board.columns)?;
            for [b, w] in &board.rows {
                writeln!(out, "{b} {w}")?;
            }
        }
        Ok(())
    }
    fn answer(&self, games: &[Board], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, board: &Board) -> Size {
        let cells = board.columns.saturating_mul(board.rows.len() as u64);
        Size::new("the board's cells", cells, PLAY_CELLS)
    }
    fn game(&self, board: &Board) -> Northcott {
        Northcott::new(board.columns, board.rows.clone())
    }
    fn reason(&self, game: &Northcott) -> String {
        let board = Board {
            columns: game.columns,
            rows: game.start.clone(),
        };
        format!(
            "Each row is a Nim heap: the empty cells between its two pieces. Closing in on the \
             other piece takes from the heap. Backing away adds to it, but the opponent can \
             follow at once by as much and put the heap back, and whoever backs away runs out \
             of room first, so it gains nothing. The player to move loses exactly when the \
             gaps XOR to 0. Positions can repeat, but play never need go round: the winner \
             only ever closes in.\nHere {}.",
            verdict(&board)
        )
    }
    /// A board of one to five rows and 3 to `--max` columns (for `stress`,
    /// HDU's bounds: up to 1000 rows and 100 columns), a gap in the first
    /// row so that Tom has a move.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Board, Error> {
        let max = draw.max();
        let (n, columns) = (draw.length(1..=5).min(1000), draw.number(3..=max));
        let mut rows: Vec<[u64; 2]> = (0..n)
            .map(|_| {
                let b = draw.number(1..=columns);
                let w = draw.number(1..=columns - 1);
                [b, if w >= b { w + 1 } else { w }]
            })
            .collect();
        // A gap in the first row, so that Tom has a move to make.
        let b = draw.number(1..=columns - 2);
        rows[0] = [b, draw.number(b + 2..=columns)];
        Ok(Board { columns, rows })
    }
}

/// Who wins a board, by the gaps' XOR, and a winning move: `text` in words,
/// `json` the fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The board's columns.
    pub columns: u64,
    /// Each row's black and white pieces' columns.
    pub rows: Vec<[u64; 2]>,
    /// Whether Tom, who moves first, wins.
    pub tom_wins: bool,
    /// The XOR of the gaps.
    pub xor: u64,
    /// A winning move, if Tom has one.
    pub winning_move: Option<RowMove>,
}

/// A move: the piece of `row` moved to column `to`.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct RowMove {
    /// The row.
    pub row: usize,
    /// The column the piece moves to.
    pub to: u64,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let board = Board {
            columns: self.columns,
            rows: self.rows.clone(),
        };
        write!(f, "{}", verdict(&board))
    }
}

impl Answers for NorthcottGame {
    type Answer = Answer;

    fn solve_one(&self, board: &Board) -> Result<Answer, Error> {
        let xor = gap_xor(&board.rows);
        let winning = winning_move(&board.rows, true).map(|(row, to)| RowMove { row, to });
        Ok(Answer {
            columns: board.columns,
            rows: board.rows.clone(),
            tom_wins: xor != 0,
            xor,
            winning_move: winning,
        })
    }
    /// HDU's `I WIN!` or `BAD LUCK!`.
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        let words = if answer.tom_wins {
            "I WIN!"
        } else {
            "BAD LUCK!"
        };
        Ok(writeln!(out, "{words}")?)
    }
}
