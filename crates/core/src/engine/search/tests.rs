//! The search against memoised negamax, on every position of small games:
//! wins and losses with their remoteness, draws, margins, and moves that
//! give the mover another turn; with tables large and tiny.

use proptest::prelude::*;

use super::*;
use crate::engine::conformance::reachable;
use crate::engine::{Negamax, Player};

/// Checks the search against negamax on every reachable position, the
/// value, every move's, and which are optimal, with a table of `bytes`.
fn agrees<G: Search>(game: &G, bytes: usize) {
    let mut negamax = Negamax::new(game);
    let mut searcher = Searcher::with_table_bytes(game, bytes);
    for position in reachable(game, usize::MAX) {
        assert_eq!(
            searcher.value(&position),
            negamax.value(&position),
            "{position:?}"
        );
        let values = negamax.move_values(&position);
        assert_eq!(searcher.move_values(&position), values, "{position:?}");
        // The optimal moves alone, by one null window a move.
        let best = values.iter().map(|&(_, value)| value).max();
        let optimal: Vec<_> = (values.into_iter())
            .filter(|&(_, value)| Some(value) == best)
            .collect();
        assert_eq!(
            searcher.optimal_move_values(&position),
            optimal,
            "{position:?}"
        );
        // The first of them, the moves after it never searched.
        assert_eq!(
            searcher.first_optimal_move(&position),
            optimal.first().cloned(),
            "{position:?}"
        );
    }
}

/// Take 1 to `most` counters of `start`; whoever takes the last wins.
struct TakeAway {
    start: u32,
    most: u32,
}

impl Game for TakeAway {
    type Position = (u32, Player);
    type Move = u32;
    fn start(&self) -> (u32, Player) {
        (self.start, Player::First)
    }
    fn to_move(&self, position: &(u32, Player)) -> Player {
        position.1
    }
    fn moves(&self, &(left, _): &(u32, Player)) -> Vec<u32> {
        (1..=self.most).filter(|&take| take <= left).collect()
    }
    fn apply(&self, &(left, player): &(u32, Player), take: &u32) -> ((u32, Player), i128) {
        ((left - take, player.other()), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

impl Search for TakeAway {
    fn key(&self, &(left, player): &(u32, Player)) -> u64 {
        u64::from(left) * 2 + player.index() as u64
    }
    fn horizon(&self, &(left, _): &(u32, Player)) -> Option<u64> {
        Some(left.into())
    }
}

#[test]
fn take_away_wins_and_losses_with_their_remoteness() {
    for start in 0..=24 {
        for most in 1..=4 {
            agrees(&TakeAway { start, most }, 1 << 12);
        }
    }
}

/// Tic-tac-toe on 3 × 3: three in a row wins, a full board is a draw.
/// Cells are two bits each: 1 for the first player, 2 for the second.
/// With `horizon`, the searcher is told the moves left (the empty cells)
/// and that turns alternate, so that it bisects the values rather than
/// searching once with a full window.
struct TicTacToe {
    horizon: bool,
}

const LINES: [[u32; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    fn cell(board: u32, at: u32) -> u32 {
        (board >> (2 * at)) & 3
    }
    fn won(board: u32) -> bool {
        LINES.iter().any(|line| {
            let first = Self::cell(board, line[0]);
            first != 0 && line.iter().all(|&at| Self::cell(board, at) == first)
        })
    }
    fn filled(board: u32) -> u32 {
        (0..9).filter(|&at| Self::cell(board, at) != 0).count() as u32
    }
}

impl Game for TicTacToe {
    type Position = u32;
    type Move = u32;
    fn start(&self) -> u32 {
        0
    }
    fn to_move(&self, &board: &u32) -> Player {
        Player::after(Self::filled(board).into())
    }
    fn moves(&self, &board: &u32) -> Vec<u32> {
        if Self::won(board) {
            return Vec::new();
        }
        (0..9).filter(|&at| Self::cell(board, at) == 0).collect()
    }
    fn apply(&self, &board: &u32, &at: &u32) -> (u32, i128) {
        let mark = 1 + self.to_move(&board).index() as u32;
        (board | mark << (2 * at), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, &board: &u32) -> Value {
        if Self::won(board) {
            Value::Loss { moves: 0 }
        } else {
            Value::Draw
        }
    }
}

impl Search for TicTacToe {
    fn key(&self, &board: &u32) -> u64 {
        board.into()
    }
    fn horizon(&self, &board: &u32) -> Option<u64> {
        self.horizon.then(|| (9 - TicTacToe::filled(board)).into())
    }
    fn turns_alternate(&self) -> bool {
        self.horizon
    }
}

#[test]
fn tic_tac_toe_is_a_draw_and_every_position_agrees() {
    for horizon in [false, true] {
        let game = TicTacToe { horizon };
        assert_eq!(Searcher::new(&game).value(&0), Value::Draw);
        agrees(&game, 1 << 16);
    }
}

#[test]
fn a_table_of_one_entry_still_gives_exact_values() {
    agrees(&TicTacToe { horizon: false }, ENTRY_BYTES);
    agrees(&TicTacToe { horizon: true }, ENTRY_BYTES);
    agrees(&TakeAway { start: 13, most: 3 }, ENTRY_BYTES);
}

/// A row of values; a move takes the first or the last and scores it; a
/// move that takes an even value gives the mover another turn.
#[derive(Debug)]
struct Row {
    values: Vec<i64>,
    another_turn: bool,
}

impl Game for Row {
    // (first, past the last, whose turn)
    type Position = (usize, usize, Player);
    type Move = bool;
    fn start(&self) -> Self::Position {
        (0, self.values.len(), Player::First)
    }
    fn to_move(&self, position: &Self::Position) -> Player {
        position.2
    }
    fn moves(&self, &(first, end, _): &Self::Position) -> Vec<bool> {
        match end - first {
            0 => vec![],
            1 => vec![true],
            _ => vec![true, false],
        }
    }
    fn apply(
        &self,
        &(first, end, player): &Self::Position,
        &left: &bool,
    ) -> (Self::Position, i128) {
        let (taken, first, end) = match left {
            true => (self.values[first], first + 1, end),
            false => (self.values[end - 1], first, end - 1),
        };
        let next = match self.another_turn && taken % 2 == 0 {
            true => player,
            false => player.other(),
        };
        ((first, end, next), taken.into())
    }
}

impl Search for Row {
    fn key(&self, &(first, end, player): &Self::Position) -> u64 {
        ((first as u64) << 33) | ((end as u64) << 1) | player.index() as u64
    }
    fn bounds(&self, &(first, end, _): &Self::Position) -> Option<(Value, Value)> {
        let total: i128 = self.values[first..end]
            .iter()
            .map(|&value| i128::from(value).abs())
            .sum();
        Some((Value::Margin(-total), Value::Margin(total)))
    }
}

proptest! {
    #[test]
    fn margins_agree_with_negamax(
        values in prop::collection::vec(-50i64..50, 0..12),
        another_turn: bool,
        tiny: bool,
    ) {
        let bytes = if tiny { 4 * ENTRY_BYTES } else { 1 << 16 };
        agrees(&Row { values, another_turn }, bytes);
    }

    #[test]
    fn huge_margins_are_exact(values in prop::collection::vec(any::<i64>(), 0..9)) {
        agrees(&Row { values, another_turn: false }, 1 << 12);
    }
}
