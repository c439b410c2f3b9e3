//! The Connect Four board as bitboards: the rules ([`Game`]), the hooks that
//! make the search fast ([`Search`]), and the scores of Pons' convention.
//!
//! A board of `width` columns of `height` cells is a `u64` of
//! `width × (height + 1)` bits: column `c` takes bits `c × (height + 1)`
//! upwards, from its bottom cell, with one bit to spare above its top. A
//! [`Position`] holds the discs of the player to move and every disc; a
//! move is a column, counted from 0.

use crate::engine::search::{Expansion, Search};
use crate::engine::{Game, Player, Scoring, Value};

/// A board's size: `width` columns of `height` cells, `width × (height + 1)`
/// at most 64 bits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    width: u32,
    height: u32,
    /// The bottom cell of every column.
    bottom: u64,
    /// Every cell of the board.
    cells: u64,
    /// The columns from the middle outwards: the order moves are tried in.
    middle_first: Vec<u32>,
}

/// Where play stands: the discs of the player to move, every disc, and how
/// many there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The discs of the player to move.
    pub mover: u64,
    /// Every disc on the board.
    pub discs: u64,
    /// How many discs have been played.
    pub played: u32,
}

impl Board {
    /// The widest and the tallest board.
    pub const MOST_BITS: u32 = 64;

    /// A board of `width` columns of `height` cells, or why there is none.
    pub fn new(width: u32, height: u32) -> Result<Board, String> {
        if width == 0 || height == 0 {
            return Err(format!("a board of {width} × {height} has no cells"));
        }
        if u64::from(width) * u64::from(height + 1) > u64::from(Self::MOST_BITS) {
            return Err(format!(
                "a board of {width} × {height} needs {} bits, and width × (height + 1) may be at most 64",
                u64::from(width) * u64::from(height + 1)
            ));
        }
        let bottom = (0..width).fold(0u64, |bits, column| bits | 1 << (column * (height + 1)));
        let column_cells = (1u64 << height) - 1;
        let mut middle_first: Vec<u32> = (0..width).collect();
        middle_first.sort_by_key(|&column| ((2 * column).abs_diff(width - 1), column));
        Ok(Board {
            width,
            height,
            bottom,
            cells: bottom * column_cells,
            middle_first,
        })
    }

    /// The number of columns.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The number of cells in a column.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The number of cells.
    pub fn cells(&self) -> u32 {
        self.width * self.height
    }

    /// Every cell of `column`.
    fn column_cells(&self, column: u32) -> u64 {
        ((1u64 << self.height) - 1) << (column * (self.height + 1))
    }

    /// Whether `column` has room for a disc.
    pub fn has_room(&self, position: &Position, column: u32) -> bool {
        column < self.width && position.discs & self.top_cell(column) == 0
    }

    fn top_cell(&self, column: u32) -> u64 {
        1u64 << (column * (self.height + 1) + self.height - 1)
    }

    /// The cells a disc can be dropped into: the lowest empty cell of every
    /// column that has one.
    fn droppable(&self, discs: u64) -> u64 {
        discs.wrapping_add(self.bottom) & self.cells
    }

    /// The empty cells that would complete four in a row for `mine`.
    fn winning_cells(&self, mine: u64, discs: u64) -> u64 {
        // Vertically: three of mine below the cell.
        let mut cells = (mine << 1) & (mine << 2) & (mine << 3);
        for shift in [self.height + 1, self.height, self.height + 2] {
            // Three of mine in line with the cell, on either side of it.
            let pair = (mine << shift) & (mine << (2 * shift));
            cells |= pair & (mine << (3 * shift));
            cells |= pair & (mine >> shift);
            let pair = (mine >> shift) & (mine >> (2 * shift));
            cells |= pair & (mine << shift);
            cells |= pair & (mine >> (3 * shift));
        }
        cells & (self.cells ^ discs)
    }

    /// Whether `mine` holds four in a row.
    pub fn has_four(&self, mine: u64) -> bool {
        [1, self.height + 1, self.height, self.height + 2]
            .into_iter()
            .any(|shift| {
                let pairs = mine & (mine >> shift);
                pairs & (pairs >> (2 * shift)) != 0
            })
    }

    /// Whether the player who just moved has four in a row.
    pub fn is_won(&self, position: &Position) -> bool {
        self.has_four(position.mover ^ position.discs)
    }

    /// The position after a disc is dropped into `column` (which has room).
    pub fn drop(&self, position: &Position, column: u32) -> Position {
        let cell = self.droppable(position.discs) & self.column_cells(column);
        Position {
            mover: position.mover ^ position.discs,
            discs: position.discs | cell,
            played: position.played + 1,
        }
    }

    /// Whether dropping into `column` gives the mover four in a row.
    pub fn wins_at_once(&self, position: &Position, column: u32) -> bool {
        let cell = self.droppable(position.discs) & self.column_cells(column);
        self.winning_cells(position.mover, position.discs) & cell != 0
    }

    /// The cells of `bits` with their columns reversed: the mirror image.
    fn mirror(&self, bits: u64) -> u64 {
        if (self.width, self.height) == (7, 6) {
            // The usual board, with its shifts known: no loop.
            let column = |at: u32| (bits >> (7 * at)) & 0x7f;
            return column(0) << 42
                | column(1) << 35
                | column(2) << 28
                | column(3) << 21
                | column(4) << 14
                | column(5) << 7
                | column(6);
        }
        let column_bits = self.height + 1;
        let one_column = (1u64 << column_bits) - 1;
        (0..self.width).fold(0, |mirrored, column| {
            let cells = (bits >> (column * column_bits)) & one_column;
            mirrored | cells << ((self.width - 1 - column) * column_bits)
        })
    }

    /// The key of `position` itself, not of the smaller of it and its
    /// mirror image: the mover's discs and a mark above each column's
    /// discs, one bit pattern for each position.
    pub fn exact_key(&self, position: &Position) -> u64 {
        position.mover + position.discs + self.bottom
    }

    /// The disc (1 for the first player's, 2 for the second's) at `row`
    /// (from the bottom) of `column`, or 0.
    pub fn disc(&self, position: &Position, column: u32, row: u32) -> u8 {
        let cell = 1u64 << (column * (self.height + 1) + row);
        if position.discs & cell == 0 {
            return 0;
        }
        let mover_is_first = position.played % 2 == 0;
        match (position.mover & cell != 0) == mover_is_first {
            true => 1,
            false => 2,
        }
    }

    /// Pons' score of `value` at `position`: a win with the winner's `k`-th
    /// disc scores `cells / 2 + 1 − k` (22 − k on 7 × 6), a loss the
    /// negative of the winner's score, a draw 0.
    pub fn score(&self, position: &Position, value: Value) -> i64 {
        let winner_disc = |moves: u64| (u64::from(position.played) + moves).div_ceil(2) as i64;
        let best = i64::from(self.cells() / 2) + 1;
        match value {
            Value::Win { moves } => best - winner_disc(moves),
            Value::Loss { moves } => winner_disc(moves) - best,
            _ => 0,
        }
    }
}

impl Board {
    /// The value at `position` of Pons' `score`: the inverse of
    /// [`score`](Self::score). The winner's `k`-th disc is the move that
    /// ends the game, so the moves it lasts follow from who moves now.
    pub fn value_of_score(&self, position: &Position, score: i64) -> Value {
        let best = i64::from(self.cells() / 2) + 1;
        let played = i64::from(position.played);
        // The move (1-based, from the empty board) of the winner's `disc`-th
        // disc: the first player's discs are the odd moves.
        let move_of = |disc: i64, first: bool| 2 * disc - i64::from(first);
        let mover_is_first = position.played % 2 == 0;
        let moves = |disc: i64, first: bool| (move_of(disc, first) - played).max(0) as u64;
        match score.cmp(&0) {
            std::cmp::Ordering::Greater => Value::Win {
                moves: moves(best - score, mover_is_first),
            },
            std::cmp::Ordering::Less => Value::Loss {
                moves: moves(best + score, !mover_is_first),
            },
            std::cmp::Ordering::Equal => Value::Draw,
        }
    }
}

impl Game for Board {
    type Position = Position;
    type Move = u32;

    fn start(&self) -> Position {
        Position {
            mover: 0,
            discs: 0,
            played: 0,
        }
    }
    fn to_move(&self, position: &Position) -> Player {
        Player::after(position.played.into())
    }
    fn moves(&self, position: &Position) -> Vec<u32> {
        if self.is_won(position) {
            return Vec::new();
        }
        (0..self.width)
            .filter(|&column| self.has_room(position, column))
            .collect()
    }
    fn is_legal(&self, position: &Position, &column: &u32) -> bool {
        !self.is_won(position) && self.has_room(position, column)
    }
    fn is_over(&self, position: &Position) -> bool {
        position.discs == self.cells || self.is_won(position)
    }
    fn apply(&self, position: &Position, &column: &u32) -> (Position, i128) {
        (self.drop(position, column), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, position: &Position) -> Value {
        match self.is_won(position) {
            true => Value::Loss { moves: 0 },
            false => Value::Draw,
        }
    }
}

impl Board {
    /// [`Search::expand`] at a position where the game is not over and the
    /// mover has no disc that makes four: a threat of the opponent must be
    /// blocked (two cannot), a disc under a cell where the opponent would
    /// complete four is not played (with none left, the position is lost),
    /// and the moves left are written middle columns first.
    fn expand_safe(&self, position: &Position, droppable: u64, moves: &mut Vec<u32>) -> Expansion {
        let opponent = position.mover ^ position.discs;
        let threats = self.winning_cells(opponent, position.discs);
        let mut playable = droppable;
        let forced = droppable & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return Expansion::Known(Value::Loss { moves: 2 });
            }
            playable = forced;
        }
        let playable = playable & !(threats >> 1);
        if playable == 0 {
            return Expansion::Known(Value::Loss { moves: 2 });
        }
        moves.extend(
            self.middle_first
                .iter()
                .copied()
                .filter(|&column| playable & self.column_cells(column) != 0),
        );
        Expansion::Moves
    }
}

impl Search for Board {
    /// The mover's discs and a mark above each column's discs, one bit
    /// pattern for each position; of it and its mirror image, the smaller.
    fn key(&self, position: &Position) -> u64 {
        let key = self.exact_key(position);
        key.min(self.mirror(key))
    }

    /// A move that wins at once settles the position; a threat of the
    /// opponent must be blocked (two cannot); a disc under a cell where the
    /// opponent would complete four is not played (with none left, the
    /// position is lost); the moves left are written middle columns first.
    fn expand(&self, position: &Position, moves: &mut Vec<u32>) -> Expansion {
        let droppable = self.droppable(position.discs);
        if droppable == 0 || self.is_won(position) {
            return Expansion::Known(self.end_value(position));
        }
        if self.winning_cells(position.mover, position.discs) & droppable != 0 {
            return Expansion::Known(Value::Win { moves: 1 });
        }
        self.expand_safe(position, droppable, moves)
    }

    /// After a move `expand` wrote, neither check is needed: that move did
    /// not make four (the position before it would have been won at once),
    /// and it left the mover here no disc that makes four (a threat of
    /// theirs there was blocked, and no disc was played under one).
    fn expand_reply(&self, position: &Position, moves: &mut Vec<u32>) -> Expansion {
        let droppable = self.droppable(position.discs);
        if droppable == 0 {
            return Expansion::Known(Value::Draw);
        }
        self.expand_safe(position, droppable, moves)
    }

    /// The moves making the most threats (empty cells where the mover would
    /// complete four) first; stable, so the middle columns come first
    /// among equals.
    fn order(&self, position: &Position, moves: &mut Vec<u32>) {
        let droppable = self.droppable(position.discs);
        let mut made = [0u32; 64];
        for at in 0..moves.len() {
            let column = moves[at];
            let cell = droppable & self.column_cells(column);
            let count = self
                .winning_cells(position.mover | cell, position.discs | cell)
                .count_ones();
            let mut to = at;
            while to > 0 && made[to - 1] < count {
                moves[to] = moves[to - 1];
                made[to] = made[to - 1];
                to -= 1;
            }
            moves[to] = column;
            made[to] = count;
        }
    }

    /// Neither player can win at once here (`expand` saw to it): the mover
    /// wins with their second disc from here at best, and loses to the
    /// opponent's second at worst, unless the board fills first.
    fn bounds(&self, position: &Position) -> Option<(Value, Value)> {
        let left = self.cells() - position.played;
        let worst = match left >= 4 {
            true => Value::Loss { moves: 4 },
            false => Value::Draw,
        };
        let best = match left >= 3 {
            true => Value::Win { moves: 3 },
            false => Value::Draw,
        };
        Some((worst, best))
    }

    fn horizon(&self, position: &Position) -> Option<u64> {
        Some(u64::from(self.cells() - position.played))
    }
}
