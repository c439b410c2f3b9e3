//! Connect Four: drop a disc into a column; four in a row (across, up or
//! diagonally) wins; a full board is a draw. Any board of `width` columns
//! of `height` cells with `width × (height + 1)` at most 64, 7 × 6 by
//! default.
//!
//! Positions are read as Pons' benchmark sets and his online solver write
//! them: the columns played from the empty board, 1-based (`4453`), and
//! scored in his convention ([`Board::score`]). They are solved by search
//! ([`engine::search`](crate::engine::search)) over bitboards ([`board`]):
//! no table of every position would fit.

pub mod board;
pub mod book;

use crate::engine::search::{Expansion, OnThreads, Searcher};
use crate::erased::{Param, Rule};
use crate::input::Problem;
use crate::plugin::prelude::*;
use crate::plugin::{How, Solves};

pub use board::{Board, Position};
pub use book::Book;

/// The widest board: one column of one cell takes two bits.
pub const MOST_WIDTH: u32 = 32;

/// The most empty cells a position may have for `play` and `explain`, but
/// on 7 × 6 once the book covers the games to [`SEARCHED_FROM`]: the
/// search alone answers each move within a second from there.
pub const PLAY_EMPTY: u64 = 28;

/// The discs from which the search alone answers the hints and engine
/// moves of a game on 7 × 6 within a second (on two cores; measured by
/// `examples/connect_four_play_times.rs`, `docs/performance.md`: in games
/// from the empty board up to 0.7 s at 12 discs, the first searched, where
/// 11 took up to 1.3 s). Once the book's repertoire covers every
/// game against the perfect engine up to the disc before, `play` and
/// `explain` take every position of 7 × 6.
pub const SEARCHED_FROM: u32 = 12;

/// One position: the columns played from the empty board, from 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The columns played, in order, from 0.
    pub columns: Vec<u8>,
}

/// A position of `board` to play from, and the text of its moves as read.
#[derive(Debug, Clone)]
pub struct Instance {
    board: Board,
    start: Position,
    moves: String,
    /// The opening book the search looks positions up in, if any.
    book: Option<&'static Book>,
}

impl Instance {
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

/// The board's rules, from the instance's position.
impl Game for Instance {
    type Position = Position;
    type Move = u32;
    fn start(&self) -> Position {
        self.start
    }
    fn to_move(&self, position: &Position) -> Player {
        self.board.to_move(position)
    }
    fn moves(&self, position: &Position) -> Vec<u32> {
        self.board.moves(position)
    }
    fn is_legal(&self, position: &Position, column: &u32) -> bool {
        self.board.is_legal(position, column)
    }
    fn is_over(&self, position: &Position) -> bool {
        self.board.is_over(position)
    }
    fn apply(&self, position: &Position, column: &u32) -> (Position, i128) {
        self.board.apply(position, column)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, position: &Position) -> Value {
        self.board.end_value(position)
    }
}

impl Notation for Instance {
    fn move_text(&self, _: &Position, &column: &u32) -> String {
        (column + 1).to_string()
    }
    fn describe_move(&self, _: &Position, &column: &u32) -> String {
        format!("drop a disc in column {}", column + 1)
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<u32, BadMove> {
        let text = text.trim();
        let text = text.strip_prefix("column").unwrap_or(text).trim();
        let width = self.board.width();
        let column = text
            .parse::<u32>()
            .ok()
            .filter(|column| (1..=width).contains(column))
            .ok_or_else(|| {
                BadMove(format!(
                    "expected a column from 1 to {width}, found `{text}`"
                ))
            })?
            - 1;
        if self.board.is_won(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        if !self.board.has_room(position, column) {
            return Err(BadMove(format!("column {} is full", column + 1)));
        }
        Ok(column)
    }
    fn move_json(&self, position: &Position, column: &u32) -> serde_json::Value {
        json!({"text": self.move_text(position, column), "column": column + 1})
    }
    fn position_text(&self, position: &Position) -> String {
        let mut text = String::new();
        for row in grid(&self.board, position) {
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        let numbers: Vec<String> = (1..=self.board.width()).map(|c| c.to_string()).collect();
        text.push_str(&numbers.join(" "));
        text
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        json!({"rows": grid(&self.board, position).iter().map(|row| row.concat()).collect::<Vec<_>>(),
               "discs": position.played})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"width": self.board.width(), "height": self.board.height(), "moves": self.moves})
    }
    fn picture(&self, position: &Position) -> Picture {
        Picture::Grid {
            rows: grid(&self.board, position),
            values: None,
        }
    }
    fn move_target(&self, position: &Position, &column: &u32) -> Option<Target> {
        let filled = (0..self.board.height())
            .take_while(|&row| self.board.disc(position, column, row) != 0)
            .count() as u32;
        Some(Target::Cell {
            row: u64::from(self.board.height() - 1 - filled),
            column: column.into(),
        })
    }
    fn move_syntax(&self, _: &Position) -> String {
        format!("a column from 1 to {}", self.board.width())
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "X (first)".to_owned(),
            Player::Second => "O (second)".to_owned(),
        }
    }
    fn choices_words(&self, position: &Position, choices: &[(String, Value)]) -> Option<String> {
        let scored: Vec<(String, i64)> = choices
            .iter()
            .map(|(column, value)| (column.clone(), self.board.score(position, *value)))
            .collect();
        Some(columns_in_words(&self.board, position, &scored))
    }
}

/// The columns of `position` with their scores (best first), grouped by
/// score, in words: `column 5 scores 8: X wins with their 14th disc;
/// columns 2, 3 and 6 score 1: X wins with their 21st disc; column 1
/// scores -2: O wins with their 20th disc`.
fn columns_in_words(board: &Board, position: &Position, scored: &[(String, i64)]) -> String {
    let mover = board.to_move(position);
    let (me, them) = match mover {
        Player::First => ("X", "O"),
        Player::Second => ("O", "X"),
    };
    let best = i64::from(board.cells() / 2) + 1;
    let mut groups: Vec<(i64, Vec<&str>)> = Vec::new();
    for (column, score) in scored {
        match groups.last_mut() {
            Some((last, columns)) if last == score => columns.push(column),
            _ => groups.push((*score, vec![column])),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(score, columns)| {
            let (noun, verb) = match columns.len() {
                1 => ("column", "scores"),
                _ => ("columns", "score"),
            };
            let list = match columns.split_last() {
                Some((last, [])) => (*last).to_owned(),
                Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                None => String::new(),
            };
            let disc = ordinal((best - score.abs()) as u64);
            let outcome = match score.cmp(&0) {
                std::cmp::Ordering::Greater => format!("{me} wins with their {disc} disc"),
                std::cmp::Ordering::Less => format!("{them} wins with their {disc} disc"),
                std::cmp::Ordering::Equal => "a draw".to_owned(),
            };
            format!("{noun} {list} {verb} {score}: {outcome}")
        })
        .collect();
    parts.join("; ")
}

/// The board's rows, top first, each cell `X` (the first player's disc),
/// `O` or `.`.
fn grid(board: &Board, position: &Position) -> Vec<Vec<String>> {
    (0..board.height())
        .rev()
        .map(|row| {
            (0..board.width())
                .map(|column| match board.disc(position, column, row) {
                    1 => "X",
                    2 => "O",
                    _ => ".",
                })
                .map(str::to_owned)
                .collect()
        })
        .collect()
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Score = "score": "the position's score in Pons' convention, one a line: a win with the mover's k-th disc scores cells/2 + 1 - k, a loss the negative, a draw 0",
        Pons = "pons": "`MOVES SCORE`, the benchmark sets' own lines",
        Analyze = "analyze": "the score of every column, left to right (`-` for a full one), as Pons' solver's -a",
        Best = "best": "`MOVES SCORE COLUMN`: Pons' line and the column the perfect engine plays, the first best from the left, as `play` chooses it (`-` on a full board); the columns after it are not searched",
        Text = "text": "who wins, with which disc, and the best columns",
        Json = "json": "one object a position (docs/json.md)",
    }
}

crate::choices! {
    /// The algorithms of `solve`: the search with the opening book, or
    /// alone (`--no-book`).
    pub enum Algorithm {
        Book = "book": "the search, with every 7 × 6 position near the empty board looked up in the opening book",
        Search = "search": "the search alone, no opening book (`--no-book`): as a peer without its book is compared",
    }
}

/// Connect Four as a registered game, on a board of `width` × `height`.
#[derive(Debug, Clone, Copy)]
pub struct ConnectFour {
    width: u32,
    height: u32,
}

impl ConnectFour {
    /// The standard board: 7 columns of 6.
    pub const STANDARD: ConnectFour = ConnectFour {
        width: 7,
        height: 6,
    };

    /// The board, or why there is none.
    pub fn board(&self) -> Result<Board, String> {
        Board::new(self.width, self.height)
    }
}

/// Reads positions, one a line: the columns played from 1 (`4453`), or,
/// on a board wider than 9, the columns separated by commas (`10,3,4`); an
/// empty line is the empty board. A score after the moves (the benchmark
/// sets' `MOVES SCORE`) is read past.
pub fn read(board: &Board, text: &str) -> Result<Vec<Case>, InputError> {
    if text.is_empty() {
        return Err(InputError::at(
            text,
            0,
            Problem::Empty {
                expected: "a position a line: the columns played from 1, such as `4453`",
            },
        ));
    }
    let mut cases = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        cases.push(read_line(board, text, start, body)?);
    }
    Ok(cases)
}

fn read_line(board: &Board, text: &str, start: usize, line: &str) -> Result<Case, InputError> {
    let moves = line.trim_start();
    let lead = line.len() - moves.len();
    let moves_end = moves.find([' ', '\t']).unwrap_or(moves.len());
    let (moves, rest) = moves.split_at(moves_end);
    let rest_at = start + lead + moves_end;
    let score = rest.trim();
    if !score.is_empty() && score.parse::<i64>().is_err() {
        let at = rest_at + (rest.len() - rest.trim_start().len());
        return Err(InputError::unexpected(
            text,
            at,
            "the end of the line, or the position's score after the moves",
            format!("`{}`", crate::input::excerpt(score)),
        ));
    }
    let wide = board.width() > 9;
    let mut position = board.start();
    let mut columns = Vec::new();
    let mut at = start + lead;
    let tokens: Vec<&str> = match (wide, moves.is_empty()) {
        (_, true) => Vec::new(),
        (true, false) => moves.split(',').collect(),
        (false, false) => moves
            .char_indices()
            .map(|(i, c)| &moves[i..i + c.len_utf8()])
            .collect(),
    };
    for token in tokens {
        let column = token.parse::<u32>().ok().filter(|&c| {
            token.bytes().all(|b| b.is_ascii_digit()) && (1..=board.width()).contains(&c)
        });
        let Some(column) = column else {
            let expected = match wide {
                true => {
                    "a column number from 1 to the board's width, the columns separated by commas"
                }
                false => "a column from 1 to the board's width, one digit a move",
            };
            return Err(InputError::unexpected(
                text,
                at,
                expected,
                format!(
                    "`{}` (the board has {} columns)",
                    crate::input::excerpt(token),
                    board.width()
                ),
            ));
        };
        let column = column - 1;
        if !board.has_room(&position, column) {
            return Err(InputError::unexpected(
                text,
                at,
                "a column with room for a disc",
                format!("column {} again, and it is full", column + 1),
            ));
        }
        if board.wins_at_once(&position, column) {
            return Err(InputError::unexpected(
                text,
                at,
                "a position where the game is not over",
                format!(
                    "column {}, the {} move, which makes four in a row",
                    column + 1,
                    ordinal(position.played as u64 + 1)
                ),
            ));
        }
        position = board.drop(&position, column);
        columns.push(column as u8);
        at += token.len() + usize::from(wide);
    }
    Ok(Case { columns })
}

/// The position of a case.
fn position_of(board: &Board, case: &Case) -> Position {
    case.columns
        .iter()
        .fold(board.start(), |position, &column| {
            board.drop(&position, column.into())
        })
}

/// The moves of a case as written: digits, or numbers and commas on a
/// board wider than 9.
fn moves_text(board: &Board, case: &Case) -> String {
    let numbers = case.columns.iter().map(|&column| (column + 1).to_string());
    match board.width() > 9 {
        true => numbers.collect::<Vec<_>>().join(","),
        false => numbers.collect(),
    }
}

/// One position solved: its score, and for `analyze`, `text` and `json`
/// every column's.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The moves, as read.
    pub moves: String,
    /// The score in Pons' convention.
    pub score: i64,
    /// The value: who wins, and in how many moves.
    pub value: Value,
    /// The score of every column, left to right; `None` for a full one.
    pub columns: Vec<Option<i64>>,
    /// The best columns, from 1.
    pub best: Vec<u32>,
    /// The disc the winner wins with (their k-th), when someone wins.
    pub winning_disc: Option<u64>,
    /// The player to move: 1 or 2.
    pub to_move: u8,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let moves = if self.moves.is_empty() {
            "the empty board".to_owned()
        } else {
            self.moves.clone()
        };
        let who = if self.to_move == 1 { "X" } else { "O" };
        let outcome = match (self.value, self.winning_disc) {
            (Value::Win { .. }, Some(disc)) => {
                format!("{who} (to move) wins with their {} disc", ordinal(disc))
            }
            (Value::Loss { .. }, Some(disc)) => {
                let other = if self.to_move == 1 { "O" } else { "X" };
                format!(
                    "{who} (to move) loses: {other} wins with their {} disc",
                    ordinal(disc)
                )
            }
            _ => format!("a draw, {who} to move"),
        };
        let best: Vec<String> = self.best.iter().map(u32::to_string).collect();
        write!(f, "{moves}: score {}: {outcome}", self.score)?;
        if !best.is_empty() {
            let noun = if best.len() == 1 { "column" } else { "columns" };
            write!(f, "; best: {noun} {}", best.join(", "))?;
        }
        Ok(())
    }
}

impl Plugin for ConnectFour {
    type Case = Case;
    type Game = Instance;
    type Oracle = OnThreads<Instance>;
    type Format = Format;
    type Layout = NoChoice;
    /// Every move to the end: a board holds at most 64 cells, and a game
    /// from the empty 7 × 6 board lasts up to 42 moves.
    const EXPLAIN_MOVES: usize = 64;
    const INFO: &'static GameInfo = &GameInfo {
        name: "connect-four",
        title: "Connect Four",
        rules: "Players take turns dropping a disc into a column, where it falls to the lowest \
                empty cell; four discs of one player in a row, across, up or diagonally, win; \
                a full board is a draw.",
        problems: &["Pascal Pons' Connect Four benchmark (\"Solving Connect 4\")"],
        limits: "solve: any position of a board with width × (height + 1) at most 64, by \
                 search; on 7 × 6 every position of up to 2 discs is in the opening book \
                 (answered at once), one of 3 to 8 discs takes the search a second to two \
                 minutes (`--timeout` stops it), 14 discs 0.1 s to 5 s, 20 discs a \
                 millisecond; play and explain: every position of 7 × 6 (the book's \
                 repertoire holds every hint and engine move of the perfect engine's games \
                 to 11 discs; past them a hint or move takes the search under a second), \
                 and on other boards positions with at most 28 empty cells",
        seats: ["X (first)", "O (second)"],
        inline: "moves",
        inline_help: "Positions, one a line: the columns played from 1, such as `4453` (an \
                      empty line is the empty board).",
        generate: &[
            GAMES,
            Parameter::new("left", "the empty cells left in each position", 0, 63, 28)
                .small(10)
                .stress(8),
        ],
        moves: "a column from 1 to the board's width",
        param: Some(Param::new("height", "the cells in a column", 1, 6)),
        rule: Some(Rule {
            name: "width",
            help: "The number of columns: width × (height + 1) may be at most 64",
            default: "7",
        }),
        notes: "A position is the columns played from the empty board, 1-based, one digit a \
                move (`4453`), as Pons' benchmark sets and his online solver write them; on a \
                board wider than 9, the columns separated by commas (`10,3,4`). A move into a \
                full column, or one that makes four in a row (the game would be over), is an \
                error. A score after the moves, as in the benchmark sets' `MOVES SCORE` lines, \
                is read past. Scores are Pons': a position the player to move wins with their \
                k-th disc scores (width × height)/2 + 1 - k (22 - k on 7 × 6); a loss is the \
                negative of the winner's score; a draw 0.",
        examples: "\
  echo 4455 | optimal-play connect-four solve
  echo | optimal-play connect-four solve --format analyze
  optimal-play connect-four solve --format analyze --moves 44455554221
  echo | optimal-play connect-four --width 5 solve --height 4
  optimal-play connect-four play --moves 17516442226766",
        algorithms: Algorithm::CHOICES,
        ..GameInfo::HEAPS
    };

    fn with_param(&self, height: u64) -> Self {
        ConnectFour {
            height: u32::try_from(height).unwrap_or(u32::MAX),
            ..*self
        }
    }

    fn with_rule(&self, text: &str) -> Result<Self, Error> {
        let width = text
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|width| (1..=MOST_WIDTH).contains(width))
            .ok_or_else(|| {
                Error::Unsupported(format!(
                    "--width takes a number of columns from 1 to {MOST_WIDTH}, not `{}`",
                    crate::input::excerpt(text)
                ))
            })?;
        Ok(ConnectFour { width, ..*self })
    }

    /// On the command line, `--moves ''` is the empty board, as an empty
    /// line is in a file: `play --moves ''` starts a game from it.
    fn read_inline(
        &self,
        text: &str,
        _: Option<crate::input::Limit>,
    ) -> Option<Result<Vec<Case>, InputError>> {
        text.is_empty().then(|| self.read("\n", None))
    }

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Case>, InputError> {
        let board = self.board().map_err(|why| {
            InputError::at(
                text,
                0,
                Problem::Unexpected {
                    expected: "a board with width × (height + 1) at most 64",
                    found: why,
                },
            )
        })?;
        read(&board, text)
    }
    fn write(&self, cases: &[Case], out: &mut dyn Write) -> io::Result<()> {
        let board = self.board().map_err(io::Error::other)?;
        cases
            .iter()
            .try_for_each(|case| writeln!(out, "{}", moves_text(&board, case)))
    }
    fn answer(&self, cases: &[Case], format: Format, out: &mut dyn Write) -> Answered {
        self.answer_with(cases, format, Some(Book::standard()), out)
    }
    fn size(&self, case: &Case) -> Size {
        let cells = u64::from(self.width) * u64::from(self.height);
        let empty = cells.saturating_sub(case.columns.len() as u64);
        Size::new(
            "the number of empty cells",
            empty,
            self.play_empty(Book::standard()),
        )
    }
    fn game(&self, case: &Case) -> Instance {
        let board = self
            .board()
            .unwrap_or_else(|_| Board::new(7, 6).expect("7 × 6 fits"));
        let start = position_of(&board, case);
        let moves = moves_text(&board, case);
        Instance {
            board,
            start,
            moves,
            book: Some(Book::standard()),
        }
    }
    fn reason(&self, game: &Instance) -> String {
        let mut searcher = Searcher::new(game.clone());
        let answer = answer_of(&mut searcher, &game.start, game.moves.clone());
        let mut scored: Vec<(String, i64)> = answer
            .columns
            .iter()
            .enumerate()
            .filter_map(|(at, score)| score.map(|score| ((at + 1).to_string(), score)))
            .collect();
        scored.sort_by_key(|(_, score)| std::cmp::Reverse(*score));
        let columns = match scored.is_empty() {
            true => String::new(),
            false => format!(
                "\nEvery column, best first: {}.",
                columns_in_words(&game.board, &game.start, &scored)
            ),
        };
        format!(
            "Connect Four is solved here by search: negamax with alpha-beta over a table of \
             positions, narrowing to the exact score with null windows. A move that wins at \
             once is taken; a threat of the opponent must be blocked; a disc under a cell where \
             the opponent would complete four is not played while another move is left; the \
             other moves are tried making the most threats first, the middle columns first.\n\
             Here: {}.{columns}",
            answer
                .to_string()
                .split_once(": ")
                .map_or("", |(_, rest)| rest)
        )
    }
    /// A position with `--left` empty cells (as many discs as the board
    /// has cells less that), drawn at random among moves that do not end
    /// the game; when a draw runs into a position where every move would,
    /// it starts again.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Case, Error> {
        let board = self.board().map_err(Error::Unsupported)?;
        let left = u64::try_from(draw.get("left")).unwrap_or(0);
        let played = u64::from(board.cells()).saturating_sub(left);
        'again: for _ in 0..1000 {
            let mut position = board.start();
            let mut columns = Vec::new();
            for _ in 0..played {
                let open: Vec<u32> = board
                    .moves(&position)
                    .into_iter()
                    .filter(|&column| !board.wins_at_once(&position, column))
                    .collect();
                if open.is_empty() {
                    continue 'again;
                }
                let column = open[draw.number(0..=open.len() as u64 - 1) as usize];
                position = board.drop(&position, column);
                columns.push(column as u8);
            }
            return Ok(Case { columns });
        }
        Err(Error::Unsupported(format!(
            "no position with {left} empty cells was found that is not over"
        )))
    }
}

impl ConnectFour {
    /// The most empty cells of a position `play` and `explain` take with
    /// `book`: every cell of 7 × 6 once its repertoire covers the games
    /// against the perfect engine up to [`SEARCHED_FROM`] discs, else
    /// [`PLAY_EMPTY`].
    fn play_empty(&self, book: &Book) -> u64 {
        let standard = (self.width, self.height) == (book::WIDTH, book::HEIGHT);
        match standard && book.covered() + 1 >= SEARCHED_FROM {
            true => u64::from(self.width * self.height),
            false => PLAY_EMPTY,
        }
    }

    /// Answers every case in `format`, looking positions up in `book`.
    fn answer_with(
        &self,
        cases: &[Case],
        format: Format,
        book: Option<&'static Book>,
        out: &mut dyn Write,
    ) -> Answered {
        let board = self.board().map_err(Error::Unsupported)?;
        let game = Instance {
            board: board.clone(),
            start: board.start(),
            moves: String::new(),
            book,
        };
        let mut searcher = Searcher::new(game);
        // Written through once, so that each page of it is mapped once
        // (read first, a page of zeros is mapped, then copied when written).
        searcher.table().clear();
        for case in cases {
            crate::interrupt::checkpoint();
            let position = position_of(&board, case);
            let moves = moves_text(&board, case);
            match format {
                Format::Score => writeln!(out, "{}", score_of(&mut searcher, &position))?,
                Format::Pons => writeln!(out, "{moves} {}", score_of(&mut searcher, &position))?,
                Format::Analyze => {
                    let columns = column_scores(&mut searcher, &position);
                    let texts: Vec<String> = columns
                        .iter()
                        .map(|score| score.map_or("-".to_owned(), |score| score.to_string()))
                        .collect();
                    writeln!(out, "{}", texts.join(" "))?
                }
                Format::Best => {
                    let score = score_of(&mut searcher, &position);
                    let column = searcher
                        .first_optimal_move_on_threads(&position, threads())
                        .map_or("-".to_owned(), |(column, _)| (column + 1).to_string());
                    writeln!(out, "{moves} {score} {column}")?
                }
                Format::Text => writeln!(out, "{}", answer_of(&mut searcher, &position, moves))?,
                Format::Json => {
                    let answer = answer_of(&mut searcher, &position, moves);
                    crate::plugin::json_out::write_line(out, &answer)?
                }
            }
        }
        Ok(())
    }
}

impl Solves for ConnectFour {
    type Algorithm = Algorithm;
    type Versus = NoChoice;
    const LINE: bool = false;

    fn solve_limit(
        &self,
        _: Format,
        _: &How<Algorithm, NoChoice>,
    ) -> Result<Option<crate::input::Limit>, Error> {
        Ok(None)
    }

    fn answer_how(
        &self,
        cases: &[Case],
        format: Format,
        how: &How<Algorithm, NoChoice>,
        out: &mut dyn Write,
    ) -> Answered {
        let book = match how.algorithm.unwrap_or(Algorithm::Book) {
            Algorithm::Book => Some(Book::standard()),
            Algorithm::Search => None,
        };
        self.answer_with(cases, format, book, out)
    }
}

/// The value of `position`, searched on every core (at most 4) once a
/// search alone passes [`ALONE_NODES`](crate::engine::search::ALONE_NODES).
fn value_of(searcher: &mut Searcher<Instance>, position: &Position) -> Value {
    searcher.value_on_threads(position, threads())
}

/// The cores to search on.
fn threads() -> usize {
    crate::engine::search::cores()
}

/// The score of `position` in Pons' convention.
fn score_of(searcher: &mut Searcher<Instance>, position: &Position) -> i64 {
    let value = value_of(searcher, position);
    searcher.game().board.score(position, value)
}

/// The score of every column of `position`, `None` for a full one.
fn column_scores(searcher: &mut Searcher<Instance>, position: &Position) -> Vec<Option<i64>> {
    let board = searcher.game().board.clone();
    (0..board.width())
        .map(|column| {
            if board.is_won(position) || !board.has_room(position, column) {
                return None;
            }
            let next = board.drop(position, column);
            let value = Value::after_move(0, value_of(searcher, &next), false);
            Some(board.score(position, value))
        })
        .collect()
}

/// The whole answer of `position`.
fn answer_of(searcher: &mut Searcher<Instance>, position: &Position, moves: String) -> Answer {
    let board = searcher.game().board.clone();
    let columns = column_scores(searcher, position);
    let value = value_of(searcher, position);
    let score = board.score(position, value);
    let best = columns
        .iter()
        .enumerate()
        .filter(|(_, column)| **column == Some(score))
        .map(|(at, _)| at as u32 + 1)
        .collect();
    let winning_disc = match value {
        Value::Win { moves } | Value::Loss { moves } => {
            Some((u64::from(position.played) + moves).div_ceil(2))
        }
        _ => None,
    };
    Answer {
        moves,
        score,
        value,
        columns,
        best,
        winning_disc,
        to_move: board.to_move(position).number(),
    }
}

impl<'a> From<&'a Instance> for OnThreads<Instance> {
    fn from(game: &'a Instance) -> OnThreads<Instance> {
        OnThreads {
            searcher: Searcher::new(game.clone()),
            threads: threads(),
        }
    }
}

impl Instance {
    /// The value of `position` when the book has it.
    fn in_book(&self, position: &Position) -> Option<Expansion> {
        let value = self.book?.value(&self.board, position)?;
        Some(Expansion::Known(value))
    }
}

impl crate::engine::search::Search for Instance {
    fn key(&self, position: &Position) -> u64 {
        self.board.key(position)
    }
    fn expand(&self, position: &Position, moves: &mut Vec<u32>) -> Expansion {
        self.in_book(position)
            .unwrap_or_else(|| self.board.expand(position, moves))
    }
    fn expand_reply(&self, position: &Position, moves: &mut Vec<u32>) -> Expansion {
        self.in_book(position)
            .unwrap_or_else(|| self.board.expand_reply(position, moves))
    }
    fn order(&self, position: &Position, moves: &mut Vec<u32>) {
        self.board.order(position, moves)
    }
    fn bounds(&self, position: &Position) -> Option<(Value, Value)> {
        self.board.bounds(position)
    }
    fn horizon(&self, position: &Position) -> Option<u64> {
        self.board.horizon(position)
    }
    fn first_optimal_move(&self, position: &Position) -> Option<u32> {
        self.book?.first_best(&self.board, position)
    }
}

#[cfg(test)]
mod tests;

/// `1st`, `2nd`, `3rd`, `4th`, ..., `11th`, `21st`.
fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
