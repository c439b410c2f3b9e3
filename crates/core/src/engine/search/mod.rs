//! Search: the exact value of a position of a game whose positions are too
//! many to tabulate, by negamax with alpha-beta over a transposition table
//! of fixed size ([`Searcher`]), for any game that says how to key its
//! positions ([`Search`]).
//!
//! Every other solver of the engine visits every position it needs once and
//! keeps its value. Search keeps only what fits in its [`Table`] and prunes
//! what cannot change the answer: the value of the start of Connect Four on
//! 7 × 6 (about 4.5·10^12 positions) comes out of a search that remembers a
//! few million of them.
//!
//! The value is found by *null-window* searches: each asks only whether the
//! value is above a given one, which prunes far more than asking what it is,
//! and a bisection over the values the position can have narrows to the
//! exact one, trying a draw first. A game makes the search fast through the
//! hooks of [`Search`]: a compact key (mirror images may share it), the
//! moves worth searching in a good order (moves that win at once settle the
//! position, a forced reply is the only move searched, moves that lose at
//! once are left out), and bounds on the value from here. Nothing in the
//! searcher is specific to a game.
//!
//! The answers are the same [`Value`]s as [`Negamax`](super::Negamax)'s,
//! remoteness included: a win in 9 is a win in 9. The tests check them
//! against negamax on every position of small games.
//!
//! ```
//! use optimal_play::engine::search::{Search, Searcher};
//! use optimal_play::engine::{Game, Negamax, Player, Scoring, Value};
//!
//! /// 21 counters; take 1, 2 or 3; whoever takes the last wins.
//! struct TakeAway;
//!
//! impl Game for TakeAway {
//!     type Position = (u32, Player);
//!     type Move = u32;
//!     fn start(&self) -> (u32, Player) {
//!         (21, Player::First)
//!     }
//!     fn to_move(&self, position: &(u32, Player)) -> Player {
//!         position.1
//!     }
//!     fn moves(&self, &(left, _): &(u32, Player)) -> Vec<u32> {
//!         (1..=3).filter(|&take| take <= left).collect()
//!     }
//!     fn apply(&self, &(left, player): &(u32, Player), take: &u32) -> ((u32, Player), i128) {
//!         ((left - take, player.other()), 0)
//!     }
//!     fn scoring(&self) -> Scoring {
//!         Scoring::LastMoveWins
//!     }
//! }
//!
//! impl Search for TakeAway {
//!     fn key(&self, &(left, player): &(u32, Player)) -> u64 {
//!         u64::from(left) * 2 + player.index() as u64
//!     }
//! }
//!
//! let mut searcher = Searcher::with_table_bytes(&TakeAway, 1 << 16);
//! // 21 is not a multiple of 4: the first player wins, taking 1, in 11 moves.
//! assert_eq!(searcher.value(&TakeAway.start()), Value::Win { moves: 11 });
//! assert_eq!(searcher.value(&(20, Player::First)), Negamax::new(&TakeAway).value(&(20, Player::First)));
//! ```

mod table;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use super::{Game, Oracle, Scoring, Value};

pub use table::{DEFAULT_TABLE_BYTES, ENTRY_BYTES, MOST_VALUE, Table};

/// What [`Search::expand`] found at a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expansion {
    /// The position's value is known without searching its moves: the game
    /// is over, a move wins at once, or every move loses at once.
    Known(Value),
    /// The moves to search were written, best guess first.
    Moves,
}

/// A game that can be searched: the hooks that make [`Searcher`] fast. Only
/// [`key`](Self::key) must be written; the rest have plain defaults.
pub trait Search: Game {
    /// A key of `position`, the same for two positions only if their values
    /// are the same: an exact, compact encoding of the position (with whose
    /// turn it is), or of the smaller of it and its mirror image where the
    /// game is symmetric. The transposition table keys its entries by it.
    fn key(&self, position: &Self::Position) -> u64;

    /// The moves worth searching at `position`, written into `moves` (given
    /// empty), or the position's value when it is known without a search.
    ///
    /// By default: the position's end value when the game is over, and else
    /// [`moves`](Game::moves) in their order. A game may do better:
    ///
    /// - say `Known(Value::Win { moves: 1 })` when a move wins at once;
    /// - write only the move that must be played (a forced reply), or say
    ///   the position is lost when two must;
    /// - leave out moves that lose at once, when another move does not.
    ///
    /// Whatever it writes must hold a best move: the position's value is the
    /// best of theirs.
    fn expand(&self, position: &Self::Position, moves: &mut Vec<Self::Move>) -> Expansion {
        moves.extend(self.moves(position));
        if moves.is_empty() {
            Expansion::Known(self.end_value(position))
        } else {
            Expansion::Moves
        }
    }

    /// [`expand`](Self::expand) at a position the search reached by one of
    /// the moves `expand` (or this) wrote at the position before it: the
    /// same by default. A game whose `expand` settles every position where
    /// the mover wins at once, and leaves out every move after which the
    /// opponent wins at once, may skip here the checks those moves make
    /// needless (in Connect Four: whether the last disc made four, and
    /// whether the mover has a disc that makes four).
    fn expand_reply(&self, position: &Self::Position, moves: &mut Vec<Self::Move>) -> Expansion {
        self.expand(position, moves)
    }

    /// Puts the moves [`expand`](Self::expand) wrote in the order to try
    /// them, the likeliest best first: as they are, by default. It is
    /// called only where the search goes on past the bounds and the table,
    /// so a costly order costs only where it is used.
    fn order(&self, _position: &Self::Position, _moves: &mut Vec<Self::Move>) {}

    /// Bounds on the value of `position`, the worst and the best it can be
    /// for the player to move, for a position [`expand`](Self::expand) did
    /// not settle: none by default. (In Connect Four, when no move wins at
    /// once and none loses at once, the mover cannot win before their second
    /// move from here, nor lose before the opponent's second.)
    fn bounds(&self, _position: &Self::Position) -> Option<(Value, Value)> {
        None
    }

    /// The most moves left in the game from `position`, when the game says
    /// (the empty cells of a board that fills): none by default. It narrows
    /// the values a position can have to those at most this many moves
    /// away, so that the search narrows to the exact value in a few steps.
    fn horizon(&self, _position: &Self::Position) -> Option<u64> {
        None
    }

    /// Whether the players always take turns (no move gives its mover
    /// another): a win is then an odd number of moves away and a loss an
    /// even number, and the search has half as many values to tell apart.
    /// No by default.
    fn turns_alternate(&self) -> bool {
        false
    }

    /// The first optimal move at `position` in the order of
    /// [`moves`](Game::moves), when the game knows it without a search (an
    /// opening book's entry): none by default. It must be the first move
    /// whose value is the position's; [`Searcher::first_optimal_move`]
    /// then only finds the position's value.
    fn first_optimal_move(&self, _position: &Self::Position) -> Option<Self::Move> {
        None
    }
}

macro_rules! search_through {
    ($($wrapper:ty),+) => {$(
        impl<G: Search + ?Sized> Search for $wrapper {
            fn key(&self, position: &G::Position) -> u64 {
                (**self).key(position)
            }
            fn expand(&self, position: &G::Position, moves: &mut Vec<G::Move>) -> Expansion {
                (**self).expand(position, moves)
            }
            fn expand_reply(&self, position: &G::Position, moves: &mut Vec<G::Move>) -> Expansion {
                (**self).expand_reply(position, moves)
            }
            fn order(&self, position: &G::Position, moves: &mut Vec<G::Move>) {
                (**self).order(position, moves)
            }
            fn bounds(&self, position: &G::Position) -> Option<(Value, Value)> {
                (**self).bounds(position)
            }
            fn horizon(&self, position: &G::Position) -> Option<u64> {
                (**self).horizon(position)
            }
            fn turns_alternate(&self) -> bool {
                (**self).turns_alternate()
            }
            fn first_optimal_move(&self, position: &G::Position) -> Option<G::Move> {
                (**self).first_optimal_move(position)
            }
        }
    )+};
}

search_through!(&G, Arc<G>);

/// How values are scored as integers for the search: one integer a value,
/// in the same order, so that alpha-beta can compare and bisect them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Frame {
    /// Wins, losses and draws: a win in `m` is `BIG - m`, a loss in `m` is
    /// `-(BIG - m)`, a draw 0.
    Outcome,
    /// Margins in points, as they are.
    Margin,
}

/// The score of a win in 0 moves, in [`Frame::Outcome`]: every remoteness
/// is below half of it.
const BIG: i128 = 1 << 30;
/// Positions with fewer moves left than this (by [`Search::horizon`]) are
/// searched again rather than looked up: their subtrees are smaller than
/// the cost of a miss in a large table.
const SHALLOW: u64 = 8;
/// The nodes a search goes alone before [`Searcher::value_on_threads`]
/// calls in its helpers.
pub const ALONE_NODES: u64 = 50_000;
/// The plies from the root where a helper thread tries the moves in
/// another order than the main thread.
const VARIED_DEPTH: usize = 2;
/// Beyond every score.
const INFINITY: i128 = 1 << 120;
/// The widest range of values a position can have that is bisected with
/// null-window searches; a wider one is searched once with a full window.
const MOST_BISECTED: i128 = 1 << 12;

impl Frame {
    fn of(scoring: Scoring) -> Frame {
        match scoring {
            Scoring::Points => Frame::Margin,
            Scoring::LastMoveWins => Frame::Outcome,
        }
    }

    fn score(self, value: Value) -> i128 {
        match value {
            Value::Margin(margin) => margin,
            Value::Win { moves } => BIG - i128::from(moves.min(BIG as u64 / 2)),
            Value::Loss { moves } => -(BIG - i128::from(moves.min(BIG as u64 / 2))),
            Value::Winning => BIG / 4,
            Value::Losing => -BIG / 4,
            Value::Draw => 0,
        }
    }

    fn value(self, score: i128) -> Value {
        match self {
            Frame::Margin => Value::Margin(score),
            Frame::Outcome if score > BIG / 2 => Value::Win {
                moves: (BIG - score) as u64,
            },
            Frame::Outcome if score < -BIG / 2 => Value::Loss {
                moves: (BIG + score) as u64,
            },
            Frame::Outcome if score > 0 => Value::Winning,
            Frame::Outcome if score < 0 => Value::Losing,
            Frame::Outcome => Value::Draw,
        }
    }

    /// The score, for the mover, of a move that scores `points` and leads to
    /// a position of score `child` for the player to move there (`same`:
    /// the same player).
    #[inline]
    fn up(self, child: i128, points: i128, same: bool) -> i128 {
        match (self, same) {
            (Frame::Outcome, true) => child - child.signum(),
            (Frame::Outcome, false) => child.signum() - child,
            (Frame::Margin, true) => points + child,
            (Frame::Margin, false) => points - child,
        }
    }

    /// The window of the position after a move, from the mover's window
    /// `(alpha, beta)`: the inverse of [`up`](Self::up) at its ends.
    #[inline]
    fn down(self, alpha: i128, beta: i128, points: i128, same: bool) -> (i128, i128) {
        let further = |score: i128| score + score.signum();
        match (self, same) {
            (Frame::Outcome, true) => (further(alpha), further(beta)),
            (Frame::Outcome, false) => (further(-beta), further(-alpha)),
            (Frame::Margin, true) => (alpha - points, beta - points),
            (Frame::Margin, false) => (points - beta, points - alpha),
        }
    }

    /// A bound on a score as the table keeps it, within ±[`MOST_VALUE`]:
    /// the same where it fits, else a weaker bound (a lower bound lower,
    /// an upper bound higher), or none. In [`Frame::Outcome`] a win in `m`
    /// is kept as `MOST_VALUE - m`, and 1 stands for "a win" of a length
    /// too large to keep; a loss the same, negated.
    fn to_table(self, score: i128, lower: bool) -> Option<i32> {
        let most = i128::from(MOST_VALUE);
        let kept = match self {
            Frame::Margin if score.abs() <= most => score,
            Frame::Margin if lower == (score > 0) => score.signum() * most,
            Frame::Margin => return None,
            Frame::Outcome if score == 0 => 0,
            // Beyond every value: a window's end, not a value.
            Frame::Outcome if score.abs() >= BIG && lower == (score > 0) => score.signum() * most,
            Frame::Outcome if score.abs() >= BIG => return None,
            Frame::Outcome => {
                let moves = BIG - score.abs();
                match (moves <= most - 2, score > 0, lower) {
                    (true, _, _) => score.signum() * (most - moves),
                    (false, true, true) => 1,
                    (false, true, false) => 2,
                    (false, false, true) => -2,
                    (false, false, false) => -1,
                }
            }
        };
        Some(kept as i32)
    }

    /// The score of a bound the table keeps (the inverse of
    /// [`to_table`](Self::to_table)).
    fn score_kept(self, kept: i32) -> i128 {
        let kept = i128::from(kept);
        let most = i128::from(MOST_VALUE);
        match self {
            Frame::Margin => kept,
            Frame::Outcome if kept.abs() <= 1 => kept,
            Frame::Outcome => kept.signum() * (BIG - (most - kept.abs())),
        }
    }
}

/// The values a position can have, as consecutive integers from the worst
/// to the best, for bisection.
///
/// In [`Frame::Outcome`], with at most `horizon` moves left, a win in `m`
/// is `horizon + 1 - m` and a loss the negative; where turns alternate, a
/// win is always an odd number of moves away and a loss an even number, and
/// the ranks count only those. A margin is itself.
#[derive(Debug, Clone, Copy)]
struct Ranks {
    frame: Frame,
    horizon: i128,
    alternate: bool,
}

impl Ranks {
    fn rank(self, value: Value) -> i128 {
        let further = |moves: u64| match self.alternate {
            true => ((self.horizon + 2 - i128::from(moves)) / 2).max(1),
            false => (self.horizon + 1 - i128::from(moves)).max(1),
        };
        match value {
            Value::Margin(margin) => margin,
            Value::Win { moves } => further(moves),
            Value::Loss { moves } => -further(moves),
            Value::Winning => 1,
            Value::Losing => -1,
            Value::Draw => 0,
        }
    }

    /// The score of the value of rank `rank` (the inverse of
    /// [`rank`](Self::rank)).
    fn score(self, rank: i128) -> i128 {
        // The moves to the end of a win (`odd`) or a loss of rank ±`rank`.
        let moves = |rank: i128, odd: bool| {
            match self.alternate {
                true => {
                    let moves = self.horizon + 2 - 2 * rank;
                    match moves % 2 == 1 {
                        true if odd => moves,
                        false if !odd => moves,
                        _ => moves - 1,
                    }
                }
                false => self.horizon + 1 - rank,
            }
            .max(0)
        };
        match self.frame {
            Frame::Margin => rank,
            Frame::Outcome if rank > 0 => BIG - moves(rank, true),
            Frame::Outcome if rank < 0 => -(BIG - moves(-rank, false)),
            Frame::Outcome => 0,
        }
    }
}

impl Ranks {
    /// The least rank in `low..=high` whose score is at least `score`
    /// (`high` when none is).
    fn at_least(self, score: i128, mut low: i128, mut high: i128) -> i128 {
        while low < high {
            let middle = (low + high).div_euclid(2);
            if self.score(middle) >= score {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        high
    }

    /// The greatest rank in `low..=high` whose score is at most `score`
    /// (`low` when none is).
    fn at_most(self, score: i128, mut low: i128, mut high: i128) -> i128 {
        while low < high {
            let middle = (low + high + 1).div_euclid(2);
            if self.score(middle) <= score {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        low
    }
}

/// Negamax with alpha-beta over a transposition table of fixed size, for a
/// game too large to tabulate: the exact [`Value`] of a position, and of
/// every move there (it is an [`Oracle`]).
///
/// The table is kept from one question to the next, so a game played move
/// after move, or every move of a position valued in turn, reuses what was
/// found before. The search recurses once a move of a line: games searched
/// are short (Connect Four's 42 moves).
#[derive(Debug)]
pub struct Searcher<G: Search> {
    game: G,
    frame: Frame,
    table: Arc<Table>,
    buffers: Vec<Vec<G::Move>>,
    nodes: u64,
    /// For a helper thread: which one (its moves near the root are tried
    /// in another order than the main thread's), 0 for the main one.
    variation: usize,
    /// For a helper thread: set when the main thread has the answer.
    stop: Option<Arc<AtomicBool>>,
    /// Whether `stop` was seen, or the nodes reached `budget`: every
    /// search then returns at once, and nothing more is stored.
    stopped: bool,
    /// The node count at which to stop, for a first search alone.
    budget: Option<u64>,
}

/// Sets its flag when dropped, on the way out of a scope as on an unwind.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl<G: Search> Searcher<G> {
    /// A searcher of `game` with a table of [`DEFAULT_TABLE_BYTES`] (64 MiB).
    pub fn new(game: G) -> Self {
        Self::with_table_bytes(game, DEFAULT_TABLE_BYTES)
    }

    /// A searcher of `game` with a table of at most `bytes` bytes.
    pub fn with_table_bytes(game: G, bytes: usize) -> Self {
        Self::with_table(game, Arc::new(Table::with_bytes(bytes)))
    }

    /// A searcher of `game` with a table it may share with other searchers
    /// of the same game (on other threads).
    pub fn with_table(game: G, table: Arc<Table>) -> Self {
        let frame = Frame::of(game.scoring());
        Searcher {
            game,
            frame,
            table,
            buffers: Vec::new(),
            nodes: 0,
            variation: 0,
            stop: None,
            stopped: false,
            budget: None,
        }
    }

    /// The game searched.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The transposition table.
    pub fn table(&self) -> &Arc<Table> {
        &self.table
    }

    /// The positions searched so far (nodes of the search tree, counted
    /// again each time they are searched).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The value of `position` for the player to move there.
    pub fn value(&mut self, position: &G::Position) -> Value {
        let mut moves = self.buffer(0);
        let expansion = self.game.expand(position, &mut moves);
        let empty = moves.is_empty();
        self.buffers[0] = moves;
        match expansion {
            Expansion::Known(value) => return value,
            Expansion::Moves if empty => return self.game.end_value(position),
            Expansion::Moves => {}
        }
        let horizon = self.game.horizon(position);
        let (worst, best) = match (self.game.bounds(position), horizon) {
            (Some((worst, best)), _) => (worst, best),
            (None, Some(_)) => (Value::Loss { moves: 0 }, Value::Win { moves: 1 }),
            (None, None) => {
                return self
                    .frame
                    .value(self.negamax(position, -INFINITY, INFINITY, 0));
            }
        };
        let ranks = Ranks {
            frame: self.frame,
            horizon: i128::from(horizon.unwrap_or(BIG as u64 / 2 - 1)),
            alternate: self.game.turns_alternate(),
        };
        let (mut low, mut high) = (ranks.rank(worst), ranks.rank(best));
        if high - low > MOST_BISECTED {
            return self
                .frame
                .value(self.negamax(position, -INFINITY, INFINITY, 0));
        }
        // The value's rank is in low..=high. Ask whether it is above the
        // middle, trying a draw (rank 0) and the ranks nearer it first:
        // most positions are drawn or won late, and those searches are
        // the cheapest to settle.
        while low < high {
            let mut middle = low + (high - low) / 2;
            if middle <= 0 && low / 2 < middle {
                middle = low / 2;
            } else if middle >= 0 && high / 2 > middle {
                middle = high / 2;
            }
            let score = ranks.score(middle);
            let found = self.negamax(position, score, score + 1, 0);
            if self.stopped {
                break;
            }
            if found > score {
                low = ranks.at_least(found, middle + 1, high);
            } else {
                high = ranks.at_most(found, low, middle);
            }
        }
        self.frame.value(ranks.score(low))
    }

    /// The value of `position`, searched by `threads` threads sharing the
    /// table ("lazy SMP") when it is not found alone within
    /// [`ALONE_NODES`] nodes (starting threads costs more than most small
    /// searches): the helpers search the same position with the moves near
    /// the root in other orders, filling the table with what the main
    /// thread will need; the main thread's answer is the answer, and the
    /// helpers stop when it has it. One thread is [`value`](Self::value).
    pub fn value_on_threads(&mut self, position: &G::Position, threads: usize) -> Value
    where
        G: Sync,
        G::Position: Sync,
        G::Move: Send,
    {
        if threads <= 1 {
            return self.value(position);
        }
        self.budget = Some(self.nodes + ALONE_NODES);
        let alone = self.value(position);
        let finished = !self.stopped;
        (self.budget, self.stopped) = (None, false);
        if finished {
            return alone;
        }
        let stop = Arc::new(AtomicBool::new(false));
        let game = &self.game;
        let table = &self.table;
        let mut main = Searcher::with_table(game, table.clone());
        let (value, nodes) = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|helper| {
                    let mut searcher = Searcher::with_table(game, table.clone());
                    searcher.variation = helper;
                    searcher.stop = Some(stop.clone());
                    scope.spawn(move || {
                        searcher.value(position);
                        searcher.nodes
                    })
                })
                .collect();
            // The helpers stop when the main search ends, and also when it
            // unwinds (work stopped by `interrupt`), or the scope would
            // wait for them for ever.
            let stop_helpers = StopOnDrop(&stop);
            let value = main.value(position);
            drop(stop_helpers);
            let helped: u64 = helpers
                .into_iter()
                .map(|helper| helper.join().unwrap_or(0))
                .sum();
            (value, main.nodes + helped)
        });
        self.nodes += nodes;
        value
    }

    /// Every legal move at `position` with its value to the mover.
    pub fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        let mover = self.game.to_move(position);
        self.game
            .moves(position)
            .into_iter()
            .map(|mv| {
                let (next, points) = self.game.apply(position, &mv);
                let same = self.game.to_move(&next) == mover;
                let rest = self.value(&next);
                (mv, Value::after_move(points, rest, same))
            })
            .collect()
    }

    /// Every legal move at `position` with its value to the mover, the
    /// moves shared out among `threads` threads: what [`OnThreads`] answers
    /// its oracle's questions with.
    ///
    /// Each move is first searched alone within [`ALONE_NODES`] nodes (most
    /// are found so, and starting threads would cost more). The rest go to
    /// the threads, each taking the next move not yet taken, all sharing
    /// the table. When none is left to take, the calling thread searches
    /// every move still being searched by another too, so that it helps
    /// with the last (through the table) and never waits idle: the work
    /// stays on the calling thread to the end, where
    /// [`interrupt`](crate::interrupt) can stop it, and the helpers stop
    /// when it ends or unwinds.
    pub fn move_values_on_threads(
        &mut self,
        position: &G::Position,
        threads: usize,
    ) -> Vec<(G::Move, Value)>
    where
        G: Sync,
        G::Position: Sync,
        G::Move: Send,
    {
        let mover = self.game.to_move(position);
        let moves: Vec<(G::Move, G::Position, i128, bool)> =
            (self.game.moves(position).into_iter())
                .map(|mv| {
                    let (next, points) = self.game.apply(position, &mv);
                    let same = self.game.to_move(&next) == mover;
                    (mv, next, points, same)
                })
                .collect();
        let mut values: Vec<Option<Value>> = vec![None; moves.len()];
        for (value, (_, next, _, _)) in values.iter_mut().zip(&moves) {
            self.budget = Some(self.nodes + ALONE_NODES);
            let alone = self.value(next);
            if !self.stopped {
                *value = Some(alone);
            }
            (self.budget, self.stopped) = (None, false);
        }
        let left: Vec<&G::Position> = (moves.iter().zip(&values))
            .filter(|(_, value)| value.is_none())
            .map(|((_, next, _, _), _)| next)
            .collect();
        let found: Vec<OnceLock<Value>> = left.iter().map(|_| OnceLock::new()).collect();
        let taken = AtomicUsize::new(0);
        let stop = Arc::new(AtomicBool::new(false));
        let (game, table) = (&self.game, &self.table);
        let take = |searcher: &mut Searcher<&G>| {
            loop {
                let at = taken.fetch_add(1, Ordering::Relaxed);
                let Some(next) = left.get(at) else { break };
                let value = searcher.value(next);
                if searcher.stopped {
                    break;
                }
                let _ = found[at].set(value);
            }
            searcher.nodes
        };
        let nodes = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads.min(left.len()))
                .map(|_| {
                    let mut searcher = Searcher::with_table(game, table.clone());
                    searcher.stop = Some(stop.clone());
                    scope.spawn(move || take(&mut searcher))
                })
                .collect();
            let stop_helpers = StopOnDrop(&stop);
            let mut main = Searcher::with_table(game, table.clone());
            take(&mut main);
            for (at, next) in left.iter().enumerate() {
                if found[at].get().is_none() {
                    let value = main.value(next);
                    let _ = found[at].set(value);
                }
            }
            drop(stop_helpers);
            let helped: u64 = helpers
                .into_iter()
                .map(|helper| helper.join().unwrap_or(0))
                .sum();
            main.nodes + helped
        });
        self.nodes += nodes;
        let mut found = found.into_iter();
        (moves.into_iter().zip(values))
            .map(|((mv, _, points, same), value)| {
                let rest = value
                    .or_else(|| found.next().and_then(OnceLock::into_inner))
                    .expect("every move is searched");
                (mv, Value::after_move(points, rest, same))
            })
            .collect()
    }

    /// The optimal moves at `position` with their value, given the value
    /// of `position` itself (`best`): each move is tried with one
    /// null-window search, which settles that it reaches `best` or falls
    /// short of it without finding by how much, far cheaper than its exact
    /// value.
    fn optimal_move_values_of(
        &mut self,
        position: &G::Position,
        best: Value,
    ) -> Vec<(G::Move, Value)> {
        let moves = self.game.moves(position);
        (moves.into_iter())
            .filter(|mv| self.reaches(position, mv, best))
            .map(|mv| (mv, best))
            .collect()
    }

    /// Whether `mv` at `position` reaches `best`, the value of `position`:
    /// one null-window search, which settles that it does or falls short
    /// without finding by how much.
    fn reaches(&mut self, position: &G::Position, mv: &G::Move, best: Value) -> bool {
        let mover = self.game.to_move(position);
        let target = self.frame.score(best);
        let (next, points) = self.game.apply(position, mv);
        let same = self.game.to_move(&next) == mover;
        let (alpha, beta) = self.frame.down(target - 1, target, points, same);
        let found = self.negamax(&next, alpha, beta, 0);
        self.frame.up(found, points, same) >= target
    }

    /// The optimal moves at `position` with their value, in the game's
    /// order: the value of `position`, then one null-window search a move
    /// (see [`Oracle::optimal_move_values`]).
    pub fn optimal_move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        let best = self.value(position);
        self.optimal_move_values_of(position, best)
    }

    /// The first optimal move at `position` in the game's order, given the
    /// value of `position` (`best`): the game's own answer
    /// ([`Search::first_optimal_move`]) when it has one, else a null-window
    /// search a move, in order, up to the first that reaches `best`. The
    /// moves after it are never searched. `None` when the game is over.
    fn first_optimal_move_of(
        &mut self,
        position: &G::Position,
        best: Value,
    ) -> Option<(G::Move, Value)> {
        if let Some(mv) = self.game.first_optimal_move(position) {
            return Some((mv, best));
        }
        let moves = self.game.moves(position);
        (moves.into_iter())
            .find(|mv| self.reaches(position, mv, best))
            .map(|mv| (mv, best))
    }

    /// The first optimal move at `position` in the game's order, with its
    /// value: the move the perfect engine plays when it breaks ties by the
    /// game's order (see [`Oracle::first_optimal_move`]).
    pub fn first_optimal_move(&mut self, position: &G::Position) -> Option<(G::Move, Value)> {
        if self.game.is_over(position) {
            return None;
        }
        let best = self.value(position);
        self.first_optimal_move_of(position, best)
    }

    /// [`first_optimal_move`](Self::first_optimal_move), the value of
    /// `position` found on `threads` threads
    /// ([`value_on_threads`](Self::value_on_threads)).
    pub fn first_optimal_move_on_threads(
        &mut self,
        position: &G::Position,
        threads: usize,
    ) -> Option<(G::Move, Value)>
    where
        G: Sync,
        G::Position: Sync,
        G::Move: Send,
    {
        if self.game.is_over(position) {
            return None;
        }
        let best = self.value_on_threads(position, threads);
        self.first_optimal_move_of(position, best)
    }

    fn buffer(&mut self, depth: usize) -> Vec<G::Move> {
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut buffer = std::mem::take(&mut self.buffers[depth]);
        buffer.clear();
        buffer
    }

    /// The score of `position`, searched within `(alpha, beta)`, fail-soft:
    /// a result at most `alpha` is an upper bound on the score, one at
    /// least `beta` a lower bound, and one between them the score itself.
    fn negamax(&mut self, position: &G::Position, alpha: i128, beta: i128, depth: usize) -> i128 {
        self.nodes += 1;
        if self.nodes % 1024 == 0 {
            if let Some(stop) = &self.stop {
                self.stopped |= stop.load(Ordering::Relaxed);
            }
            self.stopped |= self.budget.is_some_and(|budget| self.nodes >= budget);
            crate::interrupt::checkpoint();
        }
        if self.stopped {
            return alpha;
        }
        let mut moves = self.buffer(depth);
        // Depth 0 is where a search starts; deeper, a position is one a
        // move written by `expand` led to.
        let expansion = match depth {
            0 => self.game.expand(position, &mut moves),
            _ => self.game.expand_reply(position, &mut moves),
        };
        let settled = match expansion {
            Expansion::Known(value) => Some(self.frame.score(value)),
            Expansion::Moves if moves.is_empty() => {
                Some(self.frame.score(self.game.end_value(position)))
            }
            Expansion::Moves => None,
        };
        if let Some(score) = settled {
            self.buffers[depth] = moves;
            return score;
        }
        let (mut lower, mut upper) = match self.game.bounds(position) {
            Some((worst, best)) => (self.frame.score(worst), self.frame.score(best)),
            None => (-INFINITY, INFINITY),
        };
        // The game's bounds first: they settle many a null window without
        // a look into the table, whose miss costs more than the rest.
        if let Some(score) = outside(lower, upper, alpha, beta) {
            self.buffers[depth] = moves;
            return score;
        }
        let left = self.game.horizon(position);
        let shallow = left.is_some_and(|left| left < SHALLOW);
        let key = if shallow {
            None
        } else {
            Some(self.game.key(position))
        };
        if let Some(key) = key {
            let (known_lower, known_upper) = self.table.bounds(key);
            if let Some(known) = known_lower {
                lower = lower.max(self.frame.score_kept(known));
            }
            if let Some(known) = known_upper {
                upper = upper.min(self.frame.score_kept(known));
            }
            if let Some(score) = outside(lower, upper, alpha, beta) {
                self.buffers[depth] = moves;
                return score;
            }
        }
        let first_alpha = alpha.max(lower);
        let (mut alpha, beta) = (first_alpha, beta.min(upper));
        // The entries of the positions the moves lead to are fetched
        // while the moves are ordered and searched: a search waits on
        // memory more than on anything else (in Connect Four, half its time
        // was the load of each position's entry).
        if left.is_none_or(|left| left > SHALLOW) {
            for mv in &moves {
                let (next, _) = self.game.apply(position, mv);
                self.table.prefetch(self.game.key(&next));
            }
        }
        self.game.order(position, &mut moves);
        if self.variation > 0 && depth < VARIED_DEPTH && moves.len() > 1 {
            let turn = self.variation % moves.len();
            moves.rotate_left(turn);
        }
        let mover = self.game.to_move(position);
        let mut best = -INFINITY;
        for mv in &moves {
            let (next, points) = self.game.apply(position, mv);
            let same = self.game.to_move(&next) == mover;
            let (next_alpha, next_beta) = self.frame.down(alpha, beta, points, same);
            let rest = self.negamax(&next, next_alpha, next_beta, depth + 1);
            let score = self.frame.up(rest, points, same);
            best = best.max(score);
            if score >= beta {
                if let Some(key) = key.filter(|_| !self.stopped) {
                    self.table
                        .store(key, self.frame.to_table(score, true), None);
                }
                self.buffers[depth] = moves;
                return score;
            }
            alpha = alpha.max(score);
        }
        match key.filter(|_| !self.stopped) {
            Some(key) if best > first_alpha => self.table.store(
                key,
                self.frame.to_table(best, true),
                self.frame.to_table(best, false),
            ),
            Some(key) => self
                .table
                .store(key, None, self.frame.to_table(best, false)),
            None => {}
        }
        self.buffers[depth] = moves;
        best
    }
}

/// The fail-soft answer of a position whose score is known to be in
/// `lower..=upper`, when that settles the window `(alpha, beta)`.
fn outside(lower: i128, upper: i128, alpha: i128, beta: i128) -> Option<i128> {
    if lower >= beta || lower >= upper {
        Some(lower)
    } else if upper <= alpha {
        Some(upper)
    } else {
        None
    }
}

impl<G: Search> Oracle<G> for Searcher<G> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Searcher::move_values(self, position)
    }
    fn optimal_move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Searcher::optimal_move_values(self, position)
    }
    fn first_optimal_move(&mut self, position: &G::Position) -> Option<(G::Move, Value)> {
        Searcher::first_optimal_move(self, position)
    }
}

/// The cores a search may use (at most 4), asked of the system once: the
/// question reads files of the system's (its cgroup limits), which cost
/// more than the search of an easy position.
pub fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES
        .get_or_init(|| std::thread::available_parallelism().map_or(1, |cores| cores.get().min(4)))
}

/// A [`Searcher`] as an oracle that shares a position's moves out among
/// several threads ([`Searcher::move_values_on_threads`]): for play, where
/// a person waits on each hint and each engine move.
#[derive(Debug)]
pub struct OnThreads<G: Search> {
    /// The searcher, and its table.
    pub searcher: Searcher<G>,
    /// The threads a search may use.
    pub threads: usize,
}

impl<G> Oracle<G> for OnThreads<G>
where
    G: Search + Sync,
    G::Position: Sync,
    G::Move: Send,
{
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        self.searcher.move_values_on_threads(position, self.threads)
    }
    fn optimal_move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        let best = self.searcher.value_on_threads(position, self.threads);
        self.searcher.optimal_move_values_of(position, best)
    }
    fn first_optimal_move(&mut self, position: &G::Position) -> Option<(G::Move, Value)> {
        (self.searcher).first_optimal_move_on_threads(position, self.threads)
    }
}

#[cfg(test)]
mod tests;
