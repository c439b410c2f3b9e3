//! The alternating wall game as a [`Game`] of turns, for play, hints, reviews
//! and the conformance checks.
//!
//! Rabbit (the first player) places the token on a cell of the top row, then
//! each turn steps left, right, or down through a slot with no wall, paying
//! the cell he enters. After each of Rabbit's moves Eel builds any set of walls
//! under the token's row (`wall 3 4 5`) or none (`pass`), never the last open
//! slot of the row. The game ends when the token enters the bottom row. Eel
//! scores what Rabbit pays, so Eel's margin is Rabbit's total cost.
//!
//! The statement lets Eel build walls under any row. A wall anywhere but the
//! token's row can be built just as well later, once the token is over it (see
//! [`solver`](super::solver)), so only the token's row is offered: no value
//! changes, and the brute-force oracle, which tries every set of walls
//! anywhere, agrees on every position.
//!
//! Eel may build several walls at once, but one is always enough, so
//! [`Game::moves`] lists `pass` and each single wall; any larger legal set is
//! accepted by [`Game::is_legal`] and valued by
//! [`Oracle::move_value`]. Rabbit may walk back and forth: play can go round
//! in circles, which the engine's depth-first search cannot take, so the
//! conformance checks use the brute force ([`brute`](super::brute)) instead.

use crate::engine::picture::{Picture, Scene, Target};
use std::sync::Arc;

use serde_json::json;

use crate::alternating_wall::evaluator::Evaluator;
use crate::engine::{BadMove, Game, Notation, Oracle, Player, Value};
use crate::wall::Board;
use crate::wall::game::Step;

/// The largest board width play accepts: each of Eel's moves is valued by one
/// pass over the token's row per wall, O(w³).
pub const PLAY_WIDTH_LIMIT: usize = 200;

/// The largest board (in cells) play accepts: the start's table is O(h·w²).
pub const PLAY_CELL_LIMIT: usize = 40_000;

/// Where the token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token {
    /// Its row.
    pub row: u32,
    /// Its column.
    pub column: u32,
}

/// A position: the walls, the token once placed, and whose turn it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AltPosition {
    /// One flag per slot (row × width + column, for the rows above the
    /// bottom): whether a wall stands under that cell.
    pub walls: Vec<bool>,
    /// The token, once Rabbit has placed it.
    pub token: Option<Token>,
    /// Whether Eel is to move.
    pub eel_to_move: bool,
}

/// A move of either player.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AltMove {
    /// Rabbit places the token on this column of the top row.
    Start(u32),
    /// Rabbit steps.
    Step(Step),
    /// Eel builds nothing.
    Pass,
    /// Eel builds walls under these columns of the token's row (sorted, at
    /// least one).
    Walls(Vec<u32>),
}

/// The alternating wall game on one board.
///
/// ```
/// use optimal_play::alternating_wall::game::{AltWallGame, AltWallOracle};
/// use optimal_play::engine::{position_value, Game, Value};
/// use optimal_play::wall::Board;
/// let game = AltWallGame::new(Board::from_rows(&["12", "34"])?);
/// let mut oracle = AltWallOracle::new(&game);
/// assert_eq!(position_value(&game, &mut oracle, &game.start()), Value::Margin(-6));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
#[derive(Debug, Clone)]
pub struct AltWallGame {
    evaluator: Evaluator,
}

impl AltWallGame {
    /// The game on `board` (every cell a digit).
    pub fn new(board: Board) -> AltWallGame {
        AltWallGame {
            evaluator: Evaluator::new(Arc::new(board)),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        self.evaluator.board()
    }

    /// The evaluator of positions.
    pub fn evaluator(&self) -> &Evaluator {
        &self.evaluator
    }

    fn width(&self) -> usize {
        self.board().width()
    }

    fn height(&self) -> usize {
        self.board().height()
    }

    fn cost(&self, row: usize, column: usize) -> i64 {
        i64::from(self.board().cost(row, column).unwrap_or(0))
    }

    fn slot(&self, row: usize, column: usize) -> usize {
        row * self.width() + column
    }

    fn open_slots(&self, walls: &[bool], row: usize) -> usize {
        (0..self.width())
            .filter(|&c| !walls[self.slot(row, c)])
            .count()
    }

    /// Why Eel may not build walls under `columns` of the token's row, or
    /// `Ok` if he may.
    fn check_walls(&self, position: &AltPosition, columns: &[u32]) -> Result<(), String> {
        let token = match (position.token, position.eel_to_move) {
            (Some(token), true) => token,
            _ => return Err("it is Rabbit's turn: Eel builds walls after Rabbit moves".into()),
        };
        let (row, width) = (token.row as usize, self.width());
        if columns.is_empty() {
            return Err("name at least one column: `wall 3`, or `pass` to build none".into());
        }
        for &c in columns {
            if c as usize >= width {
                return Err(format!(
                    "column {c} is not on the board: columns run from 0 to {}",
                    width - 1
                ));
            }
            if position.walls[self.slot(row, c as usize)] {
                return Err(format!(
                    "there is already a wall under column {c} of row {row}"
                ));
            }
        }
        if columns.len() >= self.open_slots(&position.walls, row) {
            return Err(format!(
                "that walls every open cell of row {row}, leaving Rabbit no way to the bottom \
                 row: leave at least one open"
            ));
        }
        Ok(())
    }

    fn step_target(&self, token: Token, step: Step) -> Option<Token> {
        let (row, column) = (token.row as usize, token.column as usize);
        match step {
            Step::Down => Some(Token {
                row: token.row + 1,
                column: token.column,
            })
            .filter(|_| row + 1 < self.height()),
            Step::Left => (column > 0).then(|| Token {
                row: token.row,
                column: token.column - 1,
            }),
            Step::Right => (column + 1 < self.width()).then(|| Token {
                row: token.row,
                column: token.column + 1,
            }),
        }
    }

    fn is_over(&self, position: &AltPosition) -> bool {
        position
            .token
            .is_some_and(|token| token.row as usize + 1 == self.height())
    }

    fn with_walls(&self, position: &AltPosition, columns: &[u32]) -> Vec<bool> {
        let mut walls = position.walls.clone();
        let row = position.token.expect("Eel builds under the token").row as usize;
        for &c in columns {
            walls[self.slot(row, c as usize)] = true;
        }
        walls
    }
}

impl Game for AltWallGame {
    type Position = AltPosition;
    type Move = AltMove;

    fn start(&self) -> AltPosition {
        AltPosition {
            walls: vec![false; (self.height() - 1) * self.width()],
            token: None,
            eel_to_move: false,
        }
    }

    fn to_move(&self, position: &AltPosition) -> Player {
        if position.eel_to_move {
            Player::Second
        } else {
            Player::First
        }
    }

    fn walks_back(&self) -> bool {
        true
    }

    fn moves(&self, position: &AltPosition) -> Vec<AltMove> {
        if self.is_over(position) {
            return Vec::new();
        }
        let Some(token) = position.token else {
            return (0..self.width() as u32).map(AltMove::Start).collect();
        };
        if position.eel_to_move {
            let mut moves = vec![AltMove::Pass];
            if self.open_slots(&position.walls, token.row as usize) > 1 {
                for c in 0..self.width() {
                    if !position.walls[self.slot(token.row as usize, c)] {
                        moves.push(AltMove::Walls(vec![c as u32]));
                    }
                }
            }
            return moves;
        }
        let mut moves = Vec::new();
        if !position.walls[self.slot(token.row as usize, token.column as usize)] {
            moves.push(AltMove::Step(Step::Down));
        }
        for step in [Step::Left, Step::Right] {
            if self.step_target(token, step).is_some() {
                moves.push(AltMove::Step(step));
            }
        }
        moves
    }

    fn is_legal(&self, position: &AltPosition, mv: &AltMove) -> bool {
        match mv {
            AltMove::Walls(columns) => {
                columns.windows(2).all(|pair| pair[0] < pair[1])
                    && !self.is_over(position)
                    && self.check_walls(position, columns).is_ok()
            }
            _ => self.moves(position).contains(mv),
        }
    }

    fn apply(&self, position: &AltPosition, mv: &AltMove) -> (AltPosition, i128) {
        let mut next = position.clone();
        match mv {
            AltMove::Start(column) => {
                next.token = Some(Token {
                    row: 0,
                    column: *column,
                });
                next.eel_to_move = self.height() > 1;
                (next, -i128::from(self.cost(0, *column as usize)))
            }
            AltMove::Step(step) => {
                let token = position
                    .token
                    .expect("Rabbit steps once the token is placed");
                let to = self.step_target(token, *step).expect("a legal step");
                next.token = Some(to);
                // Entering the bottom row ends the game: nobody is to move.
                next.eel_to_move = to.row as usize + 1 < self.height();
                (
                    next,
                    -i128::from(self.cost(to.row as usize, to.column as usize)),
                )
            }
            AltMove::Pass => {
                next.eel_to_move = false;
                (next, 0)
            }
            AltMove::Walls(columns) => {
                next.walls = self.with_walls(position, columns);
                next.eel_to_move = false;
                (next, 0)
            }
        }
    }
}

/// The fast oracle: every move valued by the [`Evaluator`].
#[derive(Debug, Clone)]
pub struct AltWallOracle {
    game: AltWallGame,
}

impl From<&AltWallGame> for AltWallOracle {
    fn from(game: &AltWallGame) -> AltWallOracle {
        AltWallOracle::new(game)
    }
}

impl AltWallOracle {
    /// The oracle for `game`.
    pub fn new(game: &AltWallGame) -> AltWallOracle {
        AltWallOracle { game: game.clone() }
    }

    fn eel_value(&self, position: &AltPosition, columns: &[u32]) -> Value {
        let token = position.token.expect("Eel moves once the token is placed");
        let walls = self.game.with_walls(position, columns);
        let rest =
            self.game
                .evaluator
                .rabbit_to_move(&walls, token.row as usize, token.column as usize);
        Value::Margin(i128::from(rest))
    }
}

impl Oracle<AltWallGame> for AltWallOracle {
    fn move_values(&mut self, position: &AltPosition) -> Vec<(AltMove, Value)> {
        let game = &self.game;
        let moves = game.moves(position);
        let Some(token) = position.token else {
            return moves
                .into_iter()
                .map(|mv| {
                    let AltMove::Start(column) = mv else {
                        unreachable!("Rabbit places the token first")
                    };
                    let cost = if game.height() == 1 {
                        game.cost(0, column as usize)
                    } else {
                        game.evaluator.start_at(column as usize)
                    };
                    (mv, Value::Margin(-i128::from(cost)))
                })
                .collect();
        };
        if position.eel_to_move {
            return moves
                .into_iter()
                .map(|mv| {
                    let value = match &mv {
                        AltMove::Walls(columns) => self.eel_value(position, columns),
                        _ => self.eel_value(position, &[]),
                    };
                    (mv, value)
                })
                .collect();
        }
        if moves.is_empty() {
            return Vec::new();
        }
        let options = game.evaluator.rabbit_options(
            &position.walls,
            token.row as usize,
            token.column as usize,
        );
        moves
            .into_iter()
            .map(|mv| {
                let cost = match mv {
                    AltMove::Step(Step::Down) => options.down,
                    AltMove::Step(Step::Left) => options.left,
                    AltMove::Step(Step::Right) => options.right,
                    _ => None,
                }
                .expect("a legal step has a value");
                (mv, Value::Margin(-i128::from(cost)))
            })
            .collect()
    }

    fn move_value(&mut self, position: &AltPosition, mv: &AltMove) -> Option<Value> {
        match mv {
            AltMove::Walls(columns) if self.game.is_legal(position, mv) => {
                Some(self.eel_value(position, columns))
            }
            _ => self
                .move_values(position)
                .into_iter()
                .find(|(listed, _)| listed == mv)
                .map(|(_, value)| value),
        }
    }
}

fn step_word(step: Step) -> &'static str {
    match step {
        Step::Down => "down",
        Step::Left => "left",
        Step::Right => "right",
    }
}

fn join_columns(columns: &[u32]) -> String {
    columns
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Notation for AltWallGame {
    fn move_text(&self, _: &AltPosition, mv: &AltMove) -> String {
        match mv {
            AltMove::Start(column) => format!("start {column}"),
            AltMove::Step(step) => step_word(*step).to_owned(),
            AltMove::Pass => "pass".to_owned(),
            AltMove::Walls(columns) => format!("wall {}", join_columns(columns)),
        }
    }

    fn describe_move(&self, position: &AltPosition, mv: &AltMove) -> String {
        match mv {
            AltMove::Start(column) => format!(
                "start at column {column} of the top row, paying {}",
                self.cost(0, *column as usize)
            ),
            AltMove::Step(step) => {
                let token = position
                    .token
                    .expect("Rabbit steps once the token is placed");
                let to = self.step_target(token, *step).expect("a legal step");
                format!(
                    "step {} to row {}, column {}, paying {}",
                    step_word(*step),
                    to.row,
                    to.column,
                    self.cost(to.row as usize, to.column as usize)
                )
            }
            AltMove::Pass => "build no wall".to_owned(),
            AltMove::Walls(columns) => {
                let row = position.token.map_or(0, |token| token.row);
                if columns.len() == 1 {
                    format!("build a wall under column {} of row {row}", columns[0])
                } else {
                    format!(
                        "build walls under columns {} of row {row}",
                        join_columns(columns)
                    )
                }
            }
        }
    }

    fn read_move(&self, position: &AltPosition, text: &str) -> Result<AltMove, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .collect();
        let number = |word: &str| {
            word.parse::<u32>().map_err(|_| {
                BadMove(format!(
                    "expected a column number, found `{}`",
                    crate::input::excerpt(word)
                ))
            })
        };
        let mv = match words.as_slice() {
            ["start" | "s", column] => AltMove::Start(number(column)?),
            ["d" | "down"] => AltMove::Step(Step::Down),
            ["l" | "left"] => AltMove::Step(Step::Left),
            ["r" | "right"] => AltMove::Step(Step::Right),
            ["pass" | "p" | "none" | "done"] => AltMove::Pass,
            ["wall" | "walls" | "w", columns @ ..] => {
                let mut columns = columns
                    .iter()
                    .map(|word| number(word))
                    .collect::<Result<Vec<u32>, BadMove>>()?;
                columns.sort_unstable();
                columns.dedup();
                self.check_walls(position, &columns).map_err(BadMove)?;
                AltMove::Walls(columns)
            }
            _ => {
                return Err(BadMove(format!(
                    "expected {}, found `{}`",
                    self.move_syntax(position),
                    crate::input::excerpt(text)
                )));
            }
        };
        match &mv {
            AltMove::Walls(_) => {}
            AltMove::Start(column) if position.token.is_none() => {
                if *column as usize >= self.width() {
                    return Err(BadMove(format!(
                        "column {column} is not on the board: columns run from 0 to {}",
                        self.width() - 1
                    )));
                }
            }
            _ if self.moves(position).contains(&mv) => {}
            AltMove::Step(Step::Down) if !position.eel_to_move && position.token.is_some() => {
                return Err(BadMove(format!(
                    "a wall stands under the token: Rabbit must walk ({})",
                    self.move_syntax(position)
                )));
            }
            _ => {
                return Err(BadMove(format!(
                    "`{}` is not a move here: expected {}",
                    crate::input::excerpt(text),
                    self.move_syntax(position)
                )));
            }
        }
        Ok(mv)
    }

    fn move_json(&self, position: &AltPosition, mv: &AltMove) -> serde_json::Value {
        let text = self.move_text(position, mv);
        match mv {
            AltMove::Start(column) => json!({"text": text, "start": column}),
            AltMove::Step(step) => json!({"text": text, "step": step_word(*step)}),
            AltMove::Pass => json!({"text": text, "walls": []}),
            AltMove::Walls(columns) => {
                let row = position.token.map_or(0, |token| token.row);
                let walls: Vec<[u32; 2]> = columns.iter().map(|&c| [row, c]).collect();
                json!({"text": text, "walls": walls})
            }
        }
    }

    fn position_text(&self, position: &AltPosition) -> String {
        let (width, height) = (self.width(), self.height());
        let mut lines = Vec::new();
        let header: String = (0..width).map(|c| format!("{:>3}", c % 100)).collect();
        lines.push(format!("    {header}"));
        for row in 0..height {
            let mut line = format!("{row:>3} ");
            for column in 0..width {
                let digit = self.cost(row, column);
                let here = position
                    .token
                    .is_some_and(|t| t.row as usize == row && t.column as usize == column);
                if here {
                    line.push_str(&format!("[{digit}]"));
                } else {
                    line.push_str(&format!(" {digit} "));
                }
            }
            lines.push(line.trim_end().to_owned());
            if row + 1 < height {
                let walls: String = (0..width)
                    .map(|c| {
                        if position.walls[self.slot(row, c)] {
                            "==="
                        } else {
                            "   "
                        }
                    })
                    .collect();
                if walls.contains('=') {
                    lines.push(format!("    {}", walls.trim_end()));
                }
            }
        }
        lines.join("\n")
    }

    fn scene(&self) -> Scene {
        Scene::Board {
            rows: self.board().rows(),
        }
    }

    fn picture(&self, position: &AltPosition) -> Picture {
        let width = self.width();
        Picture::Board {
            token: position.token.map(|t| [t.row.into(), t.column.into()]),
            walls: (position.walls.iter().enumerate())
                .filter(|&(_, &built)| built)
                .map(|(at, _)| [(at / width) as u64, (at % width) as u64])
                .collect(),
        }
    }

    fn move_target(&self, position: &AltPosition, mv: &AltMove) -> Option<Target> {
        match mv {
            AltMove::Start(column) => Some(Target::Cell {
                row: 0,
                column: (*column).into(),
            }),
            AltMove::Step(step) => {
                let to = self.step_target(position.token?, *step)?;
                Some(Target::Cell {
                    row: to.row.into(),
                    column: to.column.into(),
                })
            }
            AltMove::Walls(columns) if columns.len() == 1 => Some(Target::Gap {
                row: position.token?.row.into(),
                column: columns[0].into(),
            }),
            AltMove::Walls(_) | AltMove::Pass => None,
        }
    }

    fn position_json(&self, position: &AltPosition) -> serde_json::Value {
        let width = self.width();
        let walls: Vec<[usize; 2]> = position
            .walls
            .iter()
            .enumerate()
            .filter(|&(_, &w)| w)
            .map(|(at, _)| [at / width, at % width])
            .collect();
        json!({
            "token": position.token.map(|t| [t.row, t.column]),
            "walls": walls,
            "to_move": if position.eel_to_move { "eel" } else { "rabbit" },
        })
    }

    fn instance_json(&self) -> serde_json::Value {
        json!({ "board": self.board().rows() })
    }

    fn move_syntax(&self, position: &AltPosition) -> String {
        match position.token {
            None => format!(
                "`start COLUMN` (a column of the top row, 0 to {})",
                self.width() - 1
            ),
            Some(_) if position.eel_to_move => {
                "`pass`, or `wall COLUMN ...` (walls under those columns of the token's row)"
                    .to_owned()
            }
            Some(_) => {
                let words: Vec<&str> = self
                    .moves(position)
                    .iter()
                    .filter_map(|mv| match mv {
                        AltMove::Step(step) => Some(step_word(*step)),
                        _ => None,
                    })
                    .collect();
                match words.as_slice() {
                    [one] => one.to_string(),
                    [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
                    [] => "nothing: the game is over".to_owned(),
                }
            }
        }
    }

    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Rabbit".to_owned(),
            Player::Second => "Eel".to_owned(),
        }
    }

    fn value_words(&self, value: Value) -> Option<String> {
        let cost = value.margin()?.unsigned_abs();
        Some(format!("Rabbit pays {cost}"))
    }

    fn standing(&self, totals: [i128; 2], _: Player) -> Option<String> {
        Some(format!(
            "Rabbit has paid {}",
            -totals[Player::First.index()]
        ))
    }
}
