//! Treblecross (UVa 10561): a row of cells, some holding an `X`; the
//! players in turn put an `X` in an empty cell, and whoever makes three `X`
//! in a row wins.
//!
//! # The reduction
//!
//! When a move makes three in a row (the row holds `XX.`, `X.X` or `.XX`),
//! the player to move wins by it, and by nothing else: any other move
//! leaves the same three to the opponent. Otherwise an `X` within two cells
//! of another makes `XX` or `X.X`, which the opponent completes: those
//! cells lose at once. The rest lie in *free runs*, cells at least three
//! from every `X`; an `X` at place `i` of a free run of `n` takes the cells
//! `i - 2 ..= i + 2` out of play and leaves free runs of `i - 2` and
//! `n - i - 3` (none where those are not positive). That is the octal game
//! `0.11337` (take 1 or 2 leaving nothing, 3 or 4 leaving nothing or one
//! heap, 5 leaving nothing, one or two), so the row is worth the XOR of
//! `0.11337`'s values of its free runs, and a cell wins when it brings that
//! XOR to 0. No period of `0.11337` is known (it is Treblecross, an open
//! case in the tables), so values are computed to the longest run.
//!
//! ```
//! use optimal_play::games::treblecross::{free_runs, winning_cells};
//! assert_eq!(winning_cells(b"....."), vec![2]);
//! assert_eq!(winning_cells(b".X.X...X"), vec![2]);
//! assert_eq!(free_runs(b"X.....X"), vec![(3, 1)]);
//! ```

use std::sync::{Arc, Mutex};

use crate::engine::Negamax;
use crate::engine::picture::Piece;
use crate::engine::values_by_rule;
use crate::impartial::octal::{GrundyValues, OctalCode};
use crate::input::Problem;
use crate::plugin::prelude::*;

/// The octal code a free run is a heap of.
pub const CODE: &str = "0.11337";

/// The longest row read.
pub const MAX_LENGTH: usize = 100_000;

/// The longest row play and explain take.
pub const PLAY_LENGTH: u64 = 60;

/// The fewest cells a row has (UVa 10561's bound: with fewer, three in a
/// row cannot be made, and a full row would end the game without a
/// winner).
pub const MIN_LENGTH: usize = 3;

/// `0.11337`'s values up to `n` at least: computed once, and again, twice
/// as far, when a longer run is asked for.
pub fn values_to(n: usize) -> Arc<GrundyValues> {
    static VALUES: Mutex<Option<Arc<GrundyValues>>> = Mutex::new(None);
    let mut cached = VALUES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(values) = cached.as_ref().filter(|v| v.computed().len() > n) {
        return values.clone();
    }
    let before = cached.as_ref().map_or(0, |v| v.computed().len());
    let code: OctalCode = CODE.parse().expect("a valid code");
    let to = n.max(2 * before).clamp(256, MAX_LENGTH);
    let values = Arc::new(GrundyValues::compute(&code, to.max(n)));
    *cached = Some(values.clone());
    values
}

/// Whether the row already holds three `X` in a row.
pub fn has_three(board: &[u8]) -> bool {
    board.windows(3).any(|w| w == b"XXX")
}

/// The empty cells (from 0) where an `X` makes three in a row.
pub fn completing_cells(board: &[u8]) -> Vec<usize> {
    (0..board.len())
        .filter(|&c| board[c] == b'.')
        .filter(|&c| {
            let x = |i: isize| {
                usize::try_from(i)
                    .ok()
                    .and_then(|i| board.get(i))
                    .is_some_and(|&b| b == b'X')
            };
            let c = c as isize;
            (x(c - 2) && x(c - 1)) || (x(c - 1) && x(c + 1)) || (x(c + 1) && x(c + 2))
        })
        .collect()
}

/// The free runs, as `(first cell, length)`: the empty cells at least
/// three from every `X`, left to right.
pub fn free_runs(board: &[u8]) -> Vec<(usize, usize)> {
    let n = board.len();
    let mut near = vec![false; n];
    for (i, _) in board.iter().enumerate().filter(|&(_, &b)| b == b'X') {
        for cell in near
            .iter_mut()
            .take((i + 3).min(n))
            .skip(i.saturating_sub(2))
        {
            *cell = true;
        }
    }
    let mut runs = Vec::new();
    let mut start = None;
    for (i, &poisoned) in near.iter().chain([&true]).enumerate() {
        match (poisoned, start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                runs.push((s, i - s));
                start = None;
            }
            _ => {}
        }
    }
    runs
}

/// The value of a free run of `n`.
fn run_value(values: &GrundyValues, n: usize) -> u64 {
    u64::from(values.get(n as u64).expect("computed to the longest run"))
}

/// The row's Grundy value: the XOR of `0.11337`'s values of its free runs
/// (meaningful when no move makes three in a row).
pub fn grundy(board: &[u8]) -> u64 {
    let runs = free_runs(board);
    let values = values_to(runs.iter().map(|&(_, n)| n).max().unwrap_or(0));
    runs.iter().fold(0, |x, &(_, n)| x ^ run_value(&values, n))
}

/// Every cell (from 0, ascending) where the player to move puts an `X`
/// and wins; none when they lose, or when the game is over.
pub fn winning_cells(board: &[u8]) -> Vec<usize> {
    if has_three(board) {
        return Vec::new();
    }
    let completing = completing_cells(board);
    if !completing.is_empty() {
        return completing;
    }
    let runs = free_runs(board);
    let values = values_to(runs.iter().map(|&(_, n)| n).max().unwrap_or(0));
    let total = runs.iter().fold(0, |x, &(_, n)| x ^ run_value(&values, n));
    if total == 0 {
        return Vec::new();
    }
    let mut cells = Vec::new();
    for &(start, n) in &runs {
        let rest = total ^ run_value(&values, n);
        for i in 0..n {
            let left = run_value(&values, i.saturating_sub(2));
            let right = run_value(&values, n.saturating_sub(i + 3));
            if rest ^ left ^ right == 0 {
                cells.push(start + i);
            }
        }
    }
    cells
}

/// Whether the player to move wins the row.
pub fn starting_player_wins(board: &[u8]) -> bool {
    !winning_cells(board).is_empty()
}

/// A position: the row, and the moves made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TrebleState {
    /// The row, `.` for an empty cell and `X`.
    pub board: String,
    /// Moves made so far.
    pub moves_made: u64,
}

/// Treblecross from one row.
#[derive(Debug, Clone)]
pub struct Treblecross {
    start: String,
}

impl Treblecross {
    /// The game from `board`, a row of `.` and `X`.
    pub fn new(board: String) -> Treblecross {
        Treblecross { start: board }
    }
}

impl Game for Treblecross {
    type Position = TrebleState;
    /// The cell (from 0) an `X` is put in.
    type Move = usize;

    fn start(&self) -> TrebleState {
        TrebleState {
            board: self.start.clone(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &TrebleState) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &TrebleState) -> Vec<usize> {
        let board = position.board.as_bytes();
        if has_three(board) {
            return Vec::new();
        }
        (0..board.len()).filter(|&c| board[c] == b'.').collect()
    }
    fn is_legal(&self, position: &TrebleState, cell: &usize) -> bool {
        let board = position.board.as_bytes();
        board.get(*cell) == Some(&b'.') && !has_three(board)
    }
    fn apply(&self, position: &TrebleState, cell: &usize) -> (TrebleState, i128) {
        let mut board = position.board.clone().into_bytes();
        board[*cell] = b'X';
        let next = TrebleState {
            board: String::from_utf8(board).expect("`.` and `X`"),
            moves_made: position.moves_made + 1,
        };
        (next, 0)
    }
    /// Whoever makes three in a row makes the last move: the game ends
    /// there (a full row of 3 or more cells holds three in a row).
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// Positions with at most this many empty cells are searched for the
/// exact remoteness.
pub const EXACT_EMPTY: usize = 12;

/// The fast oracle: who wins by `0.11337`'s values; the exact remoteness
/// by negamax on rows of few empty cells.
#[derive(Debug)]
pub struct TrebleOracle {
    game: Treblecross,
    exact: Negamax<Treblecross>,
}

impl From<&Treblecross> for TrebleOracle {
    fn from(game: &Treblecross) -> TrebleOracle {
        TrebleOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl Oracle<Treblecross> for TrebleOracle {
    fn move_values(&mut self, position: &TrebleState) -> Vec<(usize, Value)> {
        if position.board.bytes().filter(|&b| b == b'.').count() <= EXACT_EMPTY {
            return self.exact.move_values(position);
        }
        values_by_rule(&self.game, position, |next| {
            !starting_player_wins(next.board.as_bytes())
        })
    }
}

impl Notation for Treblecross {
    fn move_text(&self, _: &TrebleState, cell: &usize) -> String {
        format!("X {}", cell + 1)
    }
    fn describe_move(&self, position: &TrebleState, cell: &usize) -> String {
        let (next, _) = self.apply(position, cell);
        if has_three(next.board.as_bytes()) {
            format!("put an X in cell {}, making three in a row", cell + 1)
        } else {
            format!("put an X in cell {}", cell + 1)
        }
    }
    fn read_move(&self, position: &TrebleState, text: &str) -> Result<usize, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let cell = match words.as_slice() {
            ["x", n] | ["at", n] | [n] => n.parse::<usize>().ok().and_then(|n| n.checked_sub(1)),
            _ => None,
        };
        match cell {
            Some(cell) if self.is_legal(position, &cell) => Ok(cell),
            Some(cell) if cell < position.board.len() => Err(BadMove(format!(
                "cell {} already holds an X: put one in an empty cell",
                cell + 1
            ))),
            Some(cell) => Err(BadMove(format!(
                "there is no cell {}: the row has {} cells, from 1",
                cell + 1,
                position.board.len()
            ))),
            None => Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            ))),
        }
    }
    fn move_json(&self, position: &TrebleState, cell: &usize) -> serde_json::Value {
        json!({"text": self.move_text(position, cell), "cell": cell + 1})
    }
    fn position_text(&self, position: &TrebleState) -> String {
        let board = position.board.as_bytes();
        if has_three(board) {
            return format!("{}   (three in a row)", position.board);
        }
        let runs: Vec<usize> = free_runs(board).iter().map(|&(_, n)| n).collect();
        format!(
            "{}   (free runs: {runs:?}; 0.11337 value {})",
            position.board,
            grundy(board)
        )
    }
    fn scene(&self) -> Scene {
        Scene::Board {
            rows: vec![".".repeat(self.start.len())],
        }
    }
    fn picture(&self, position: &TrebleState) -> Picture {
        let crosses = position
            .board
            .bytes()
            .enumerate()
            .filter(|&(_, b)| b == b'X')
            .map(|(at, _)| Piece {
                name: "cross",
                cell: [0, at as u64],
            });
        Picture::Pieces {
            pieces: crosses.collect(),
        }
    }
    fn move_target(&self, _: &TrebleState, cell: &usize) -> Option<Target> {
        Some(Target::Cell {
            row: 0,
            column: *cell as u64,
        })
    }
    fn position_json(&self, position: &TrebleState) -> serde_json::Value {
        json!({"board": position.board, "moves_made": position.moves_made})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"board": self.start})
    }
    fn move_syntax(&self, _: &TrebleState) -> String {
        "`X N`, or just `N`: the cell (from 1) to put an X in".to_owned()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Uva = "uva": "UVa 10561 \"Treblecross\": `WINNING` and the winning cells (from 1, ascending) on the next line, or `LOSING` and an empty line",
        Text = "text": "who wins each row, its free runs and value, and the winning cells",
        Json = "json": "one object per row (docs/json.md)",
    }
}

/// Reads rows of `.` and `X`, one a line, after an optional count (UVa
/// 10561 starts with the number of rows). Blank lines are skipped.
pub fn read(text: &str) -> Result<Vec<String>, InputError> {
    let mut lines = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        if body.trim().is_empty() {
            continue;
        }
        let lead = body.len() - body.trim_start().len();
        lines.push((start + lead, body.trim()));
    }
    let Some(&(first_at, first)) = lines.first() else {
        return Err(InputError::at(
            text,
            text.len(),
            Problem::Empty {
                expected: "the number of rows, then a row of `.` and `X` a line, such as `..X..`",
            },
        ));
    };
    let mut rows = lines.as_slice();
    let mut declared = None;
    if first.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
        let count = first.parse::<u64>().map_err(|_| {
            InputError::at(
                text,
                first_at,
                Problem::BadCount {
                    token: first.to_owned(),
                },
            )
        })?;
        declared = Some(count);
        rows = &rows[1..];
        if (rows.len() as u64) < count {
            return Err(InputError::at(
                text,
                text.len(),
                Problem::TooFewValues {
                    declared: count,
                    found: rows.len() as u64,
                    detected: false,
                },
            ));
        }
    }
    let mut games = Vec::new();
    for (index, &(at, row)) in rows.iter().enumerate() {
        if let Some(count) = declared.filter(|&count| index as u64 >= count) {
            return Err(InputError::at(
                text,
                at,
                Problem::TooManyValues {
                    token: row.to_owned(),
                    declared: count,
                    detected: false,
                },
            ));
        }
        if let Some(bad) = row.find(|c| c != '.' && c != 'X') {
            let found = row[bad..].chars().next().expect("a character");
            return Err(InputError::unexpected(
                text,
                at + bad,
                "`.` (an empty cell) or `X`",
                format!("`{}`", found.escape_debug()),
            ));
        }
        if row.len() > MAX_LENGTH {
            return Err(InputError::unexpected(
                text,
                at + MAX_LENGTH,
                "a row of at most 100,000 cells",
                format!("{} cells", row.len()),
            ));
        }
        if row.len() < MIN_LENGTH {
            return Err(InputError::unexpected(
                text,
                at,
                "a row of at least 3 cells",
                format!("`{row}`, {} cells", row.len()),
            ));
        }
        if let Some(three) = row.find("XXX") {
            return Err(InputError::unexpected(
                text,
                at + three,
                "a game not yet won (no three X in a row)",
                "`XXX`",
            ));
        }
        games.push(row.to_owned());
    }
    // The judge's input of no case (`0` alone) has nothing to answer; no
    // row and no count is an empty input.
    if games.is_empty() && declared != Some(0) {
        return Err(InputError::at(
            text,
            text.len(),
            Problem::Empty {
                expected: "a row of `.` and `X` a line, such as `..X..`",
            },
        ));
    }
    Ok(games)
}

/// The winning cells from 1, space-separated.
fn cells_text(cells: &[usize]) -> String {
    cells
        .iter()
        .map(|c| (c + 1).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Who wins `board`, and how, in words.
pub fn verdict(board: &str) -> String {
    let bytes = board.as_bytes();
    let completing = completing_cells(bytes);
    if !completing.is_empty() {
        return format!(
            "an X in cell {} makes three in a row: the player to move wins there, and only there",
            cells_text(&completing).replace(' ', " or ")
        );
    }
    let runs: Vec<usize> = free_runs(bytes).iter().map(|&(_, n)| n).collect();
    if runs.is_empty() {
        return "no move makes three in a row, and every empty cell is within two of an X, so \
                any X lets the opponent make three: the player to move loses"
            .to_owned();
    }
    let value = grundy(bytes);
    match winning_cells(bytes).as_slice() {
        [] => format!(
            "no move makes three in a row; the free runs {runs:?} are heaps of 0.11337 worth 0 \
             together: the player to move loses"
        ),
        cells => format!(
            "no move makes three in a row; the free runs {runs:?} are heaps of 0.11337 worth \
             {value} together: the player to move wins with an X in cell {}",
            cells_text(cells).replace(' ', ", ")
        ),
    }
}

/// Treblecross as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct TreblecrossGame;

impl Plugin for TreblecrossGame {
    type Case = String;
    type Game = Treblecross;
    type Oracle = TrebleOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "treblecross",
        title: "Treblecross",
        rules: "A row of cells, some holding an X; in turn each player puts an X in an empty \
                cell, and whoever makes three X in a row wins.",
        problems: &["UVa 10561 \"Treblecross\""],
        limits: "solve: rows of up to 100,000 cells, O(n) a row once 0.11337's values reach the \
                 longest free run (computed once, O(n²) at worst: about a second for 100,000); \
                 play and explain: up to 60",
        inline_help: "The rows of `.` and `X`, one a line, after UVa's count of rows (which may \
                      be left out).",
        notes: "A move that makes three in a row wins, and when there is one nothing else does. \
                Otherwise a cell within two of an X loses at once, and the cells at least three \
                from every X form free runs: an X in one takes five cells out of play, which \
                is the octal game 0.11337, so the row is worth the XOR of its runs' values \
                (`optimal-play octal --code 0.11337 values`).",
        examples: "printf '2\\n.....\\n.X.X...X\\n' | optimal-play treblecross solve\n\
                   optimal-play treblecross explain --heaps '........'",
        generate: &[
            GAMES,
            Parameter::new(
                "max",
                "the longest row",
                MIN_LENGTH as i64,
                MAX_LENGTH as i64,
                12,
            )
            .small(9)
            .stress(200),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<String>, InputError> {
        read(text)
    }
    fn write(&self, games: &[String], out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", games.len())?;
        games.iter().try_for_each(|game| writeln!(out, "{game}"))
    }
    fn answer(&self, games: &[String], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, board: &String) -> Size {
        Size::new("the row's length", board.len() as u64, PLAY_LENGTH)
    }
    fn game(&self, board: &String) -> Treblecross {
        Treblecross::new(board.clone())
    }
    fn reason(&self, game: &Treblecross) -> String {
        format!(
            "Treblecross: a move that makes three in a row wins, and while one exists nothing \
             else does (the opponent would make it). Otherwise an X within two cells of \
             another loses at once, and the cells at least three from every X form free \
             runs. An X in a free run takes itself and two cells each side out of play, \
             leaving two shorter runs: that is the octal game 0.11337 (`optimal-play octal \
             --code 0.11337 values` lists its values), so the row is worth the XOR of its \
             runs' values, and the player to move wins exactly when that is not 0.\nHere {}.",
            verdict(&game.start)
        )
    }
    /// A row of 3 to `--max` cells (for `stress`, a cell a value, up to
    /// UVa's 200), one cell in six an `X`, made a game.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<String, Error> {
        let max = draw.max();
        let length = draw.length(MIN_LENGTH as u64..=max).min(max) as usize;
        let cells: Vec<bool> = (0..length).map(|_| draw.one_in(6)).collect();
        Ok(row_from(&cells))
    }
}

/// A row with an `X` where `crosses` says, made a game: the middle of any
/// three in a row emptied, and the last cell emptied when none is.
fn row_from(crosses: &[bool]) -> String {
    let mut row: Vec<u8> = crosses
        .iter()
        .map(|&x| if x { b'X' } else { b'.' })
        .collect();
    for i in 1..row.len().saturating_sub(1) {
        if &row[i - 1..=i + 1] == b"XXX" {
            row[i] = b'.';
        }
    }
    if !row.contains(&b'.')
        && let Some(last) = row.last_mut()
    {
        *last = b'.';
    }
    String::from_utf8(row).expect("`.` and `X`")
}

/// Whether the player to move wins a board, and the cells that win:
/// `text` in words, `json` the fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The board.
    pub board: String,
    /// Whether the player to move wins.
    pub wins: bool,
    /// The cells that win, from 1.
    pub winning_cells: Vec<usize>,
    /// Whether a cross completes three in a row at once.
    pub completing: bool,
    /// The lengths of the free runs.
    pub free_runs: Vec<usize>,
    /// The XOR of the runs' Grundy values.
    pub grundy: u64,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.board, verdict(&self.board))
    }
}

impl Answers for TreblecrossGame {
    type Answer = Answer;

    fn solve_one(&self, board: &String) -> Result<Answer, Error> {
        let bytes = board.as_bytes();
        let cells = winning_cells(bytes);
        Ok(Answer {
            board: board.clone(),
            wins: !cells.is_empty(),
            winning_cells: cells.iter().map(|c| c + 1).collect(),
            completing: !completing_cells(bytes).is_empty(),
            free_runs: free_runs(bytes).iter().map(|&(_, n)| n).collect(),
            grundy: grundy(bytes),
        })
    }
    /// UVa's `LOSING` or `WINNING` and the cells, then an empty line.
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        if !answer.wins {
            writeln!(out, "LOSING\n")?;
            return Ok(());
        }
        let cells: Vec<usize> = answer.winning_cells.iter().map(|c| c - 1).collect();
        Ok(writeln!(out, "WINNING\n{}", cells_text(&cells))?)
    }
}
