//! The wall game as a [`Game`] of turns, so that it can be played, hinted and
//! checked by the generic engine like every other game.
//!
//! Eel (the first player) builds walls one at a time, each between two
//! vertically adjacent open cells and never one that leaves the start with no
//! way to the bottom row, until he says he is done. Rabbit (the second player)
//! then moves the token from the top-left cell one cell at a time, down, left
//! or right, until it enters the bottom row. Rabbit pays the digit of every
//! cell it enters, the start included (charged when Eel is done), and Eel
//! scores what Rabbit pays: the margin for Eel is Rabbit's total cost.
//!
//! Rabbit is offered only moves that keep a way to the bottom open and never
//! turn back within a row: turning back enters a cell again, which never
//! lowers the cost (every digit is at least 0), so the value is that of the
//! statement's game while every line of play stays finite.
//!
//! [`WallOracle`] is the fast solver: with walls `W` built, Eel can still
//! force any simple path that crosses no wall of `W` (he walls the rest of
//! each row it runs through), and Rabbit can always take the cheapest path, so
//! a wall is worth the costliest path past `W` and one more wall, and "done"
//! is worth Rabbit's cheapest route past `W`.
//!
//! Every path to the bottom steps down from each row above it exactly once,
//! and what it does above that step and below it are independent. So one
//! pass from the top (the costliest way to each cell) and one from the bottom
//! (the costliest way on from each cell) give, for every slot, the costliest
//! path that steps down there; a wall under `(r, c)` is worth the best of
//! row `r`'s other slots, and is legal when that best exists. That values all
//! of Eel's moves in O(w·h), where a solve per slot took O(slots·w·h)
//! ([`WallGame::costliest_path`] is kept as the tests' slow twin).

use crate::engine::picture::{Picture, Scene, Target};
use std::sync::Arc;

use crate::engine::{BadMove, Game, Notation, Oracle, Player, Value};
use crate::wall::{Board, Wall};

/// The largest board (in cells) a play session accepts: 30 × 30. Each turn
/// is O(cells), but Eel may build a wall under most cells, one turn each, so
/// a game is O(cells²).
pub const PLAY_CELL_LIMIT: usize = 900;

/// Where the token is while Rabbit moves, and which way it is running along
/// its row (it never turns back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token {
    /// The token's row.
    pub row: u32,
    /// The token's column.
    pub column: u32,
    /// The way it last moved along the row: `None` after a step down.
    pub heading: Option<Step>,
}

/// A step of Rabbit's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// One cell down.
    Down,
    /// One cell left.
    Left,
    /// One cell right.
    Right,
}

/// A position: the walls built, and the token once Eel is done.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WallPosition {
    /// One flag per slot (row × width + column, for the rows above the
    /// bottom): whether a wall stands under that cell.
    pub walls: Vec<bool>,
    /// The token, once Eel is done building.
    pub token: Option<Token>,
}

impl WallPosition {
    /// The walls built, by row then column.
    pub fn wall_list(&self, width: usize) -> Vec<Wall> {
        self.walls
            .iter()
            .enumerate()
            .filter(|&(_, &walled)| walled)
            .map(|(at, _)| Wall {
                row: (at / width) as u32,
                column: (at % width) as u32,
            })
            .collect()
    }
}

/// A move: Eel's wall or "done", or Rabbit's step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WallMove {
    /// Eel builds a wall under this cell.
    Build(Wall),
    /// Eel is done building; Rabbit starts.
    Done,
    /// Rabbit steps.
    Step(Step),
}

/// The wall game on one board, as a [`Game`].
///
/// ```
/// use optimal_play::engine::{Game, Negamax, Value};
/// use optimal_play::wall::{Board, game::WallGame};
/// let game = WallGame::new(Board::from_rows(&["042", "391"])?);
/// assert_eq!(Negamax::new(&game).value(&game.start()), Value::Margin(13));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
#[derive(Debug, Clone)]
pub struct WallGame {
    board: Arc<Board>,
}

const UNREACHABLE: i64 = i64::MIN;

impl WallGame {
    /// The game on `board`.
    pub fn new(board: Board) -> WallGame {
        WallGame {
            board: Arc::new(board),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    fn width(&self) -> usize {
        self.board.width()
    }

    fn slot(&self, row: usize, column: usize) -> usize {
        row * self.width() + column
    }

    fn digit(&self, row: usize, column: usize) -> i64 {
        i64::from(self.board.cost(row, column).unwrap_or(0))
    }

    fn down_open(&self, walls: &[bool], row: usize, column: usize) -> bool {
        row + 1 < self.board.height()
            && !walls[self.slot(row, column)]
            && self.board.is_open(row + 1, column)
    }

    #[cfg(test)]
    fn exit_open(&self, walls: &[bool]) -> bool {
        let reached = self
            .board
            .reachable_from_start(|r, c| !walls[self.slot(r, c)]);
        reached
            .iter()
            .skip((self.board.height() - 1) * self.width())
            .any(|&r| r)
    }

    /// The costliest simple path from the start to the bottom row that
    /// crosses none of `walls`: what Eel can force. O(w·h).
    pub fn costliest_path(&self, walls: &[bool]) -> i64 {
        let (width, height) = (self.width(), self.board.height());
        let mut enter = vec![UNREACHABLE; width];
        enter[0] = self.digit(0, 0);
        for row in 0..height {
            if row + 1 == height {
                return enter.iter().copied().max().unwrap_or(UNREACHABLE);
            }
            let open = |c: usize| self.board.is_open(row, c);
            let mut rightward = vec![UNREACHABLE; width];
            let mut leftward = vec![UNREACHABLE; width];
            for c in 0..width {
                rightward[c] = enter[c];
                if c > 0 && open(c) && open(c - 1) && rightward[c - 1] != UNREACHABLE {
                    rightward[c] = rightward[c].max(rightward[c - 1] + self.digit(row, c));
                }
            }
            for c in (0..width).rev() {
                leftward[c] = enter[c];
                if c + 1 < width && open(c) && open(c + 1) && leftward[c + 1] != UNREACHABLE {
                    leftward[c] = leftward[c].max(leftward[c + 1] + self.digit(row, c));
                }
            }
            let mut next = vec![UNREACHABLE; width];
            for c in 0..width {
                let here = rightward[c].max(leftward[c]);
                if here != UNREACHABLE && self.down_open(walls, row, c) {
                    next[c] = here + self.digit(row + 1, c);
                }
            }
            enter = next;
        }
        UNREACHABLE
    }

    /// For every slot (`row × width + column`, the rows above the bottom):
    /// the costliest simple path from the start to the bottom row past
    /// `walls` that steps down from that cell, or `None` where none does.
    /// O(w·h): a pass from the top and one from the bottom.
    fn costliest_through_slots(&self, walls: &[bool]) -> Vec<Option<i64>> {
        let (width, height) = (self.width(), self.board.height());
        let open = |r: usize, c: usize| self.board.is_open(r, c);
        // `from_top[slot]`: the costliest way from the start to that cell,
        // ready to step down (its own digit paid).
        let mut from_top = vec![UNREACHABLE; self.slot_count()];
        let mut enter = vec![UNREACHABLE; width];
        enter[0] = self.digit(0, 0);
        for row in 0..height - 1 {
            let mut rightward = enter.clone();
            for c in 1..width {
                if open(row, c) && open(row, c - 1) && rightward[c - 1] != UNREACHABLE {
                    rightward[c] = rightward[c].max(rightward[c - 1] + self.digit(row, c));
                }
            }
            let mut leftward = enter.clone();
            for c in (0..width - 1).rev() {
                if open(row, c) && open(row, c + 1) && leftward[c + 1] != UNREACHABLE {
                    leftward[c] = leftward[c].max(leftward[c + 1] + self.digit(row, c));
                }
            }
            for c in 0..width {
                let here = rightward[c].max(leftward[c]);
                from_top[self.slot(row, c)] = here;
                enter[c] = if here != UNREACHABLE && self.down_open(walls, row, c) {
                    here + self.digit(row + 1, c)
                } else {
                    UNREACHABLE
                };
            }
        }
        // `on[c]`: the costliest way on from row `row + 1`'s cell `c`, just
        // entered (its digit paid), to the bottom row.
        let mut on: Vec<i64> = (0..width)
            .map(|c| if open(height - 1, c) { 0 } else { UNREACHABLE })
            .collect();
        let mut through = vec![None; self.slot_count()];
        for row in (0..height - 1).rev() {
            let down: Vec<i64> = (0..width)
                .map(|c| {
                    if open(row, c) && self.down_open(walls, row, c) && on[c] != UNREACHABLE {
                        self.digit(row + 1, c) + on[c]
                    } else {
                        UNREACHABLE
                    }
                })
                .collect();
            for c in 0..width {
                let top = from_top[self.slot(row, c)];
                if top != UNREACHABLE && down[c] != UNREACHABLE {
                    through[self.slot(row, c)] = Some(top + down[c]);
                }
            }
            let mut leftward = down.clone();
            for c in 1..width {
                if open(row, c) && open(row, c - 1) && leftward[c - 1] != UNREACHABLE {
                    leftward[c] = leftward[c].max(leftward[c - 1] + self.digit(row, c - 1));
                }
            }
            let mut rightward = down;
            for c in (0..width - 1).rev() {
                if open(row, c) && open(row, c + 1) && rightward[c + 1] != UNREACHABLE {
                    rightward[c] = rightward[c].max(rightward[c + 1] + self.digit(row, c + 1));
                }
            }
            for c in 0..width {
                on[c] = if open(row, c) {
                    leftward[c].max(rightward[c])
                } else {
                    UNREACHABLE
                };
            }
        }
        through
    }

    /// Every wall Eel may build past `walls`, with what it is worth: the
    /// costliest path left once it stands. A wall under `(r, c)` leaves the
    /// paths that step down from row `r` elsewhere, so it is worth the best
    /// of the row's other slots, and is legal when there is one. O(w·h).
    fn walls_with_values(&self, walls: &[bool]) -> Vec<(Wall, i64)> {
        let through = self.costliest_through_slots(walls);
        let width = self.width();
        let mut valued = Vec::new();
        for row in 0..self.board.height() - 1 {
            let slots = &through[row * width..(row + 1) * width];
            // The row's best slot and the best of the others.
            let mut best: Option<(usize, i64)> = None;
            let mut second: Option<i64> = None;
            for (c, value) in slots.iter().enumerate() {
                let Some(value) = *value else { continue };
                match best {
                    Some((_, top)) if value <= top => {
                        second = Some(second.map_or(value, |s| s.max(value)));
                    }
                    _ => {
                        second = best.map(|(_, top)| top);
                        best = Some((c, value));
                    }
                }
            }
            for column in 0..width {
                let at = self.slot(row, column);
                if walls[at]
                    || !self.board.is_open(row, column)
                    || !self.board.is_open(row + 1, column)
                {
                    continue;
                }
                let left = match best {
                    Some((c, _)) if c == column => second,
                    other => other.map(|(_, top)| top),
                };
                if let Some(value) = left {
                    valued.push((
                        Wall {
                            row: row as u32,
                            column: column as u32,
                        },
                        value,
                    ));
                }
            }
        }
        valued
    }

    /// Rabbit's cheapest remaining cost from every cell to the bottom row
    /// past `walls`, by heading: `[free, running left, running right]` per
    /// cell, `None` where the bottom cannot be reached. O(w·h).
    fn cheapest_from(&self, walls: &[bool]) -> Vec<[Option<i64>; 3]> {
        let (width, height) = (self.width(), self.board.height());
        let mut rest = vec![[None; 3]; width * height];
        for c in 0..width {
            if self.board.is_open(height - 1, c) {
                rest[self.slot(height - 1, c)] = [Some(0); 3];
            }
        }
        for row in (0..height.saturating_sub(1)).rev() {
            let down: Vec<Option<i64>> = (0..width)
                .map(|c| {
                    if self.board.is_open(row, c) && self.down_open(walls, row, c) {
                        rest[self.slot(row + 1, c)][0].map(|r| r + self.digit(row + 1, c))
                    } else {
                        None
                    }
                })
                .collect();
            let mut left: Vec<Option<i64>> = down.clone();
            for c in 1..width {
                if self.board.is_open(row, c) && self.board.is_open(row, c - 1) {
                    if let Some(via) = left[c - 1].map(|r| r + self.digit(row, c - 1)) {
                        left[c] = Some(left[c].map_or(via, |here| here.min(via)));
                    }
                }
            }
            let mut right: Vec<Option<i64>> = down.clone();
            for c in (0..width.saturating_sub(1)).rev() {
                if self.board.is_open(row, c) && self.board.is_open(row, c + 1) {
                    if let Some(via) = right[c + 1].map(|r| r + self.digit(row, c + 1)) {
                        right[c] = Some(right[c].map_or(via, |here| here.min(via)));
                    }
                }
            }
            for c in 0..width {
                if self.board.is_open(row, c) {
                    let free = match (left[c], right[c]) {
                        (Some(a), Some(b)) => Some(a.min(b)),
                        (a, b) => a.or(b),
                    };
                    rest[self.slot(row, c)] = [free, left[c], right[c]];
                }
            }
        }
        rest
    }

    /// Eel's turn past `walls`: Rabbit's cheapest route from the start (what
    /// "done" costs him, the start's digit aside), and every wall Eel may
    /// build with its value, in the game's move order: the walls across
    /// that route first, from the top, then the rest by row and column.
    ///
    /// So the engine, which takes the first of the best moves, walls only
    /// where Rabbit would go. While "done" is not best, one of those walls is
    /// (where the route leaves a costliest path, walling it keeps that path),
    /// so the engine ends in the few walls a row that matter, not one under
    /// every cell.
    fn eel_turn(&self, walls: &[bool]) -> (i64, Vec<(Wall, i64)>) {
        let rest = self.cheapest_from(walls);
        let rabbit = rest[0][0].expect("Eel never cuts every exit");
        let mut on_route = vec![false; self.slot_count()];
        for slot in self.cheapest_route(walls, &rest) {
            on_route[slot] = true;
        }
        let mut valued = self.walls_with_values(walls);
        // Stable, and the route steps down once a row: top to bottom.
        valued
            .sort_by_key(|(wall, _)| !on_route[self.slot(wall.row as usize, wall.column as usize)]);
        (rabbit, valued)
    }

    /// The slots where Rabbit's cheapest route past `walls` steps down, from
    /// the top, with `rest` from [`cheapest_from`](Self::cheapest_from):
    /// down first, then left, then right, where they cost the same.
    fn cheapest_route(&self, walls: &[bool], rest: &[[Option<i64>; 3]]) -> Vec<usize> {
        let mut token = Token {
            row: 0,
            column: 0,
            heading: None,
        };
        let mut descents = Vec::new();
        loop {
            let best = self
                .rabbit_steps(walls, token, rest)
                .into_iter()
                .filter_map(|(step, next)| {
                    let (r, c) = (next.row as usize, next.column as usize);
                    let on = rest[self.slot(r, c)][Self::heading_index(next.heading)]?;
                    Some((self.digit(r, c) + on, step, next))
                })
                .min_by_key(|&(cost, _, _)| cost);
            let Some((_, step, next)) = best else {
                return descents;
            };
            if step == Step::Down {
                descents.push(self.slot(token.row as usize, token.column as usize));
            }
            token = next;
        }
    }

    fn heading_index(heading: Option<Step>) -> usize {
        match heading {
            Some(Step::Left) => 1,
            Some(Step::Right) => 2,
            _ => 0,
        }
    }

    fn step_to(&self, token: Token, step: Step) -> Option<Token> {
        let (row, column) = (token.row as usize, token.column as usize);
        let (row, column, heading) = match step {
            Step::Down => (row + 1, column, None),
            Step::Left if token.heading != Some(Step::Right) && column > 0 => {
                (row, column - 1, Some(Step::Left))
            }
            Step::Right if token.heading != Some(Step::Left) && column + 1 < self.width() => {
                (row, column + 1, Some(Step::Right))
            }
            _ => return None,
        };
        (row < self.board.height() && self.board.is_open(row, column)).then_some(Token {
            row: row as u32,
            column: column as u32,
            heading,
        })
    }

    /// Rabbit's steps from `token` that keep a way to the bottom, with the
    /// token after each.
    fn rabbit_steps(
        &self,
        walls: &[bool],
        token: Token,
        rest: &[[Option<i64>; 3]],
    ) -> Vec<(Step, Token)> {
        if token.row as usize + 1 >= self.board.height() {
            return Vec::new();
        }
        [Step::Down, Step::Left, Step::Right]
            .into_iter()
            .filter(|&step| {
                step != Step::Down
                    || self.down_open(walls, token.row as usize, token.column as usize)
            })
            .filter_map(|step| Some((step, self.step_to(token, step)?)))
            .filter(|(_, next)| {
                rest[self.slot(next.row as usize, next.column as usize)]
                    [Self::heading_index(next.heading)]
                .is_some()
            })
            .collect()
    }

    fn slot_count(&self) -> usize {
        (self.board.height() - 1) * self.width()
    }
}

impl Game for WallGame {
    type Position = WallPosition;
    type Move = WallMove;

    fn start(&self) -> WallPosition {
        WallPosition {
            walls: vec![false; self.slot_count()],
            token: None,
        }
    }

    fn to_move(&self, position: &WallPosition) -> Player {
        match position.token {
            None => Player::First,
            Some(_) => Player::Second,
        }
    }

    fn moves(&self, position: &WallPosition) -> Vec<WallMove> {
        match position.token {
            None => std::iter::once(WallMove::Done)
                .chain(
                    self.eel_turn(&position.walls)
                        .1
                        .into_iter()
                        .map(|(wall, _)| WallMove::Build(wall)),
                )
                .collect(),
            Some(token) => {
                let rest = self.cheapest_from(&position.walls);
                self.rabbit_steps(&position.walls, token, &rest)
                    .into_iter()
                    .map(|(step, _)| WallMove::Step(step))
                    .collect()
            }
        }
    }

    /// Eel may always say he is done, and Rabbit, on a cell with a way
    /// down, always has a step: the game ends only in the bottom row.
    fn is_over(&self, position: &WallPosition) -> bool {
        position
            .token
            .is_some_and(|token| token.row as usize + 1 >= self.board.height())
    }

    fn apply(&self, position: &WallPosition, mv: &WallMove) -> (WallPosition, i128) {
        let mut next = position.clone();
        match *mv {
            WallMove::Build(wall) => {
                let at = self.slot(wall.row as usize, wall.column as usize);
                next.walls[at] = true;
                (next, 0)
            }
            WallMove::Done => {
                next.token = Some(Token {
                    row: 0,
                    column: 0,
                    heading: None,
                });
                (next, i128::from(self.digit(0, 0)))
            }
            WallMove::Step(step) => {
                let token = position.token.expect("Rabbit steps only once Eel is done");
                let moved = self.step_to(token, step).expect("a legal step");
                next.token = Some(moved);
                let paid = self.digit(moved.row as usize, moved.column as usize);
                (next, -i128::from(paid))
            }
        }
    }
}

/// The wall game's fast oracle: every move of a turn valued in O(w·h).
#[derive(Debug, Clone)]
pub struct WallOracle {
    game: WallGame,
}

impl From<&WallGame> for WallOracle {
    fn from(game: &WallGame) -> WallOracle {
        WallOracle::new(game)
    }
}

impl WallOracle {
    /// The oracle for `game`.
    pub fn new(game: &WallGame) -> WallOracle {
        WallOracle { game: game.clone() }
    }
}

impl Oracle<WallGame> for WallOracle {
    fn move_values(&mut self, position: &WallPosition) -> Vec<(WallMove, Value)> {
        let game = &self.game;
        match position.token {
            None => {
                let (rabbit, walls) = game.eel_turn(&position.walls);
                std::iter::once((WallMove::Done, game.digit(0, 0) + rabbit))
                    .chain(
                        walls
                            .into_iter()
                            .map(|(wall, cost)| (WallMove::Build(wall), cost)),
                    )
                    .map(|(mv, cost)| (mv, Value::Margin(i128::from(cost))))
                    .collect()
            }
            Some(token) => {
                let rest = game.cheapest_from(&position.walls);
                game.rabbit_steps(&position.walls, token, &rest)
                    .into_iter()
                    .map(|(step, next)| {
                        let (r, c) = (next.row as usize, next.column as usize);
                        let remaining = rest[game.slot(r, c)]
                            [WallGame::heading_index(next.heading)]
                        .expect("only steps with a way down");
                        let cost = game.digit(r, c) + remaining;
                        (WallMove::Step(step), Value::Margin(-i128::from(cost)))
                    })
                    .collect()
            }
        }
    }
}

impl Notation for WallGame {
    fn move_text(&self, _: &WallPosition, mv: &WallMove) -> String {
        match mv {
            WallMove::Build(wall) => format!("wall {} {}", wall.row, wall.column),
            WallMove::Done => "done".to_owned(),
            WallMove::Step(Step::Down) => "down".to_owned(),
            WallMove::Step(Step::Left) => "left".to_owned(),
            WallMove::Step(Step::Right) => "right".to_owned(),
        }
    }

    fn describe_move(&self, position: &WallPosition, mv: &WallMove) -> String {
        match mv {
            WallMove::Build(wall) => format!(
                "build a wall under row {}, column {}",
                wall.row, wall.column
            ),
            WallMove::Done => "stop building; Rabbit starts".to_owned(),
            WallMove::Step(step) => {
                let token = position.token.expect("Rabbit moves with a token");
                let to = self.step_to(token, *step).expect("a legal step");
                format!(
                    "step {} to row {}, column {}, paying {}",
                    self.move_text(position, mv),
                    to.row,
                    to.column,
                    self.digit(to.row as usize, to.column as usize)
                )
            }
        }
    }

    fn read_move(&self, position: &WallPosition, text: &str) -> Result<WallMove, BadMove> {
        let words: Vec<String> = text
            .split_whitespace()
            .map(|w| w.to_ascii_lowercase())
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let mv = match words.as_slice() {
            ["done"] | ["pass"] => WallMove::Done,
            ["d"] | ["down"] => WallMove::Step(Step::Down),
            ["l"] | ["left"] => WallMove::Step(Step::Left),
            ["r"] | ["right"] => WallMove::Step(Step::Right),
            ["wall", row, column] | ["w", row, column] => {
                let number = |word: &str| {
                    word.parse::<u32>().map_err(|_| {
                        BadMove(format!(
                            "expected `wall ROW COLUMN` with two numbers, found `{}`",
                            crate::input::excerpt(text)
                        ))
                    })
                };
                let wall = Wall {
                    row: number(row)?,
                    column: number(column)?,
                };
                let (height, width) = (self.board.height(), self.width());
                if wall.row as usize + 1 >= height || wall.column as usize >= width {
                    return Err(BadMove(format!(
                        "wall {} {} is not on the board: a wall stands under a cell of rows 0 to {} and columns 0 to {}",
                        wall.row,
                        wall.column,
                        height.saturating_sub(2),
                        width - 1
                    )));
                }
                WallMove::Build(wall)
            }
            _ => {
                return Err(BadMove(format!(
                    "expected {}, found `{}`",
                    self.move_syntax(position),
                    crate::input::excerpt(text)
                )));
            }
        };
        if !self.moves(position).contains(&mv) {
            return Err(BadMove(self.why_illegal(position, mv)));
        }
        Ok(mv)
    }

    fn move_json(&self, position: &WallPosition, mv: &WallMove) -> serde_json::Value {
        let text = self.move_text(position, mv);
        match mv {
            WallMove::Build(wall) => {
                serde_json::json!({"text": text, "wall": [wall.row, wall.column]})
            }
            WallMove::Done => serde_json::json!({"text": text}),
            WallMove::Step(_) => serde_json::json!({"text": text, "step": text}),
        }
    }

    /// The board with its rows and columns numbered, the walls built drawn
    /// under their cells, and the token bracketed.
    fn position_text(&self, position: &WallPosition) -> String {
        let (width, height) = (self.width(), self.board.height());
        let label = (height - 1).to_string().len();
        let mut lines = Vec::with_capacity(2 * height + 2);
        let header: String = (0..width).map(|c| format!("{c:>3}")).collect();
        lines.push(format!("{:label$} {header}", ""));
        for row in 0..height {
            let mut cells = String::new();
            for column in 0..width {
                let cell = match self.board.cost(row, column) {
                    Some(digit) => digit.to_string(),
                    None => "x".to_owned(),
                };
                let here = position
                    .token
                    .is_some_and(|t| (t.row as usize, t.column as usize) == (row, column));
                cells.push_str(&if here {
                    format!(" [{cell}]")
                } else {
                    format!("  {cell}")
                });
            }
            lines.push(format!("{row:>label$} {}", cells.trim_end()));
            if row + 1 < height {
                let walls: String = (0..width)
                    .map(|column| {
                        if position.walls[self.slot(row, column)] {
                            " ──"
                        } else {
                            "   "
                        }
                    })
                    .collect();
                if !walls.trim().is_empty() {
                    lines.push(format!("{:label$} {}", "", walls.trim_end()));
                }
            }
        }
        lines.push(match position.token {
            None => {
                "── a wall (Rabbit cannot step down through it); Rabbit starts at row 0, column 0"
                    .to_owned()
            }
            Some(_) => "[d] the token   ── a wall".to_owned(),
        });
        lines.join("\n")
    }

    fn scene(&self) -> Scene {
        Scene::Board {
            rows: self.board.rows(),
        }
    }

    fn picture(&self, position: &WallPosition) -> Picture {
        Picture::Board {
            token: position.token.map(|t| [t.row.into(), t.column.into()]),
            walls: position
                .wall_list(self.width())
                .iter()
                .map(|w| [w.row.into(), w.column.into()])
                .collect(),
        }
    }

    fn move_target(&self, position: &WallPosition, mv: &WallMove) -> Option<Target> {
        match *mv {
            WallMove::Build(wall) => Some(Target::Gap {
                row: wall.row.into(),
                column: wall.column.into(),
            }),
            WallMove::Done => None,
            WallMove::Step(step) => {
                let to = self.step_to(position.token?, step)?;
                Some(Target::Cell {
                    row: to.row.into(),
                    column: to.column.into(),
                })
            }
        }
    }

    fn position_json(&self, position: &WallPosition) -> serde_json::Value {
        let walls: Vec<[u32; 2]> = position
            .wall_list(self.width())
            .iter()
            .map(|w| [w.row, w.column])
            .collect();
        serde_json::json!({
            "walls": walls,
            "token": position.token.map(|t| [t.row, t.column]),
        })
    }

    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "board": self.board.rows() })
    }

    fn move_syntax(&self, position: &WallPosition) -> String {
        match position.token {
            None => "`wall ROW COLUMN` for a wall under that cell, or `done`".to_owned(),
            Some(_) => "d (down), l (left) or r (right)".to_owned(),
        }
    }

    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Eel".to_owned(),
            Player::Second => "Rabbit".to_owned(),
        }
    }

    fn value_words(&self, value: Value) -> Option<String> {
        let cost = value.margin()?.unsigned_abs();
        Some(format!("Rabbit pays {cost}"))
    }

    fn standing(&self, totals: [i128; 2], _: Player) -> Option<String> {
        Some(format!("Rabbit has paid {}", totals[0] - totals[1]))
    }
}

impl WallGame {
    fn why_illegal(&self, position: &WallPosition, mv: WallMove) -> String {
        match (mv, position.token) {
            (WallMove::Build(_) | WallMove::Done, Some(_)) => {
                "Eel is done building: it is Rabbit's turn to move".to_owned()
            }
            (WallMove::Step(_), None) => "Rabbit moves once Eel is done building".to_owned(),
            (WallMove::Build(wall), None) => {
                let (r, c) = (wall.row as usize, wall.column as usize);
                if position.walls[self.slot(r, c)] {
                    format!("there is a wall under row {r}, column {c} already")
                } else if !self.board.is_open(r, c) || !self.board.is_open(r + 1, c) {
                    format!("row {r}, column {c} has an `x` above or below: nothing to wall")
                } else {
                    format!(
                        "a wall under row {r}, column {c} would leave Rabbit no way to the bottom row"
                    )
                }
            }
            (WallMove::Step(step), Some(token)) => match self.step_to(token, step) {
                None => format!(
                    "Rabbit cannot step {} from row {}, column {}: off the board, an `x`, or back the way it came",
                    self.move_text(position, &mv),
                    token.row,
                    token.column
                ),
                Some(_)
                    if step == Step::Down
                        && position.walls[self.slot(token.row as usize, token.column as usize)] =>
                {
                    format!(
                        "Eel's wall under row {}, column {} blocks the way down",
                        token.row, token.column
                    )
                }
                Some(_) => {
                    "that way leads nowhere: no way down to the bottom row is left there".to_owned()
                }
            },
            (WallMove::Done, None) => unreachable!("done is always legal for Eel"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Eel's walls and their values the slow way: for every slot, wall it,
    /// check a way down is left by a search, and solve the board again.
    fn slow_walls(game: &WallGame, walls: &[bool]) -> Vec<(Wall, i64)> {
        let mut walls = walls.to_vec();
        let mut valued = Vec::new();
        for row in 0..game.board.height() - 1 {
            for column in 0..game.width() {
                let at = game.slot(row, column);
                if walls[at]
                    || !game.board.is_open(row, column)
                    || !game.board.is_open(row + 1, column)
                {
                    continue;
                }
                walls[at] = true;
                if game.exit_open(&walls) {
                    let wall = Wall {
                        row: row as u32,
                        column: column as u32,
                    };
                    valued.push((wall, game.costliest_path(&walls)));
                }
                walls[at] = false;
            }
        }
        valued
    }

    #[test]
    fn every_wall_is_valued_as_one_solve_per_slot_values_it() {
        let mut rng = ChaCha8Rng::seed_from_u64(580);
        let mut positions = 0;
        while positions < 3000 {
            let (height, width) = (rng.random_range(2..=7), rng.random_range(1..=7));
            let rows: Vec<String> = (0..height)
                .map(|r| {
                    (0..width)
                        .map(|c| {
                            if (r, c) != (0, 0) && rng.random_bool(0.2) {
                                'x'
                            } else {
                                char::from(b'0' + rng.random_range(0..10u8))
                            }
                        })
                        .collect()
                })
                .collect();
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            let Ok(board) = Board::from_rows(&rows) else {
                continue;
            };
            let game = WallGame::new(board);
            let mut position = game.start();
            loop {
                positions += 1;
                let fast = game.walls_with_values(&position.walls);
                assert_eq!(
                    fast,
                    slow_walls(&game, &position.walls),
                    "{rows:?} {position:?}"
                );
                if fast.is_empty() {
                    break;
                }
                let (wall, _) = fast[rng.random_range(0..fast.len())];
                position = game.apply(&position, &WallMove::Build(wall)).0;
            }
        }
    }
}
