//! A game stated by its rules alone, walked and solved natively: the one
//! rules protocol that a game of one's own is written in, whatever it is
//! written in (Rust, Python, a rules file).
//!
//! A game is a few functions ([`Rules`]): `start`, `moves`, `play`, and
//! optionally `outcome` (how a finished position ends: a win, a loss or a
//! draw for the player to move, or points) and `score` (the points a move
//! scores). [`walk`] visits every position reachable from the start, calling
//! the rules once a position and once a move; it interns each position once
//! in a [`PositionStore`] and keeps the moves as indices into flat arrays.
//! [`Walked::solve`] then finds every position's value:
//!
//! - without points, by [retrograde analysis](super::retrograde): a win or a
//!   loss with the moves it lasts, or a draw (a position whose `outcome` is
//!   a draw, or play that goes round for ever);
//! - with points, each position's margin for the player to move, by one
//!   pass in post-order: a scored game must always end.
//!
//! ```
//! use optimal_play::engine::rules::{Limits, Outcome, Rules, walk};
//! use optimal_play::engine::Value;
//! use std::convert::Infallible;
//!
//! // Tic-tac-toe: a position is the nine cells, 0 empty, 1 and 2 the marks.
//! struct TicTacToe;
//! const LINES: [[usize; 3]; 8] =
//!     [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
//! impl Rules for TicTacToe {
//!     type Position = [u8; 9];
//!     type Move = usize;
//!     type Error = Infallible;
//!     fn start(&self) -> Result<[u8; 9], Infallible> { Ok([0; 9]) }
//!     fn moves(&self, board: &[u8; 9]) -> Result<Vec<usize>, Infallible> {
//!         Ok((0..9).filter(|&cell| board[cell] == 0).collect())
//!     }
//!     fn play(&self, board: &[u8; 9], &cell: &usize) -> Result<[u8; 9], Infallible> {
//!         let mark = 1 + board.iter().filter(|&&c| c != 0).count() as u8 % 2;
//!         let mut next = *board;
//!         next[cell] = mark;
//!         Ok(next)
//!     }
//!     fn outcome(&self, board: &[u8; 9]) -> Result<Option<Outcome>, Infallible> {
//!         // The last move made a line: the player to move has lost.
//!         if LINES.iter().any(|l| board[l[0]] != 0 && l.iter().all(|&c| board[c] == board[l[0]])) {
//!             return Ok(Some(Outcome::Loss));
//!         }
//!         Ok(board.iter().all(|&c| c != 0).then_some(Outcome::Draw))
//!     }
//! }
//! let solved = walk(&TicTacToe, Limits::default()).unwrap().solve().unwrap();
//! assert_eq!(solved.positions(), 5478);
//! assert_eq!(solved.value(0), Value::Draw);
//! ```

use std::convert::Infallible;
use std::fmt;
use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap};

use super::Value;
use super::retrograde::{self, MoveGraph};

mod depth_first;
pub mod plain;

pub use depth_first::{Tabled, solve_depth_first};

/// How a finished position ends, for the player to move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player to move has won.
    Win,
    /// The player to move has lost.
    Loss,
    /// Neither has won.
    Draw,
    /// The player to move gets these points over the opponent (a scored
    /// game's final count).
    Points(i64),
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win => f.write_str("win"),
            Outcome::Loss => f.write_str("loss"),
            Outcome::Draw => f.write_str("draw"),
            Outcome::Points(points) => write!(f, "{points} points"),
        }
    }
}

/// A grid as text, one row a line: cells of one character side by side
/// (`X.O`), and longer ones in columns a space apart, each as wide as its
/// widest cell, so that `12` beside `3` never reads as `123`.
pub fn grid_text(rows: &[Vec<String>]) -> String {
    let width = |cell: &String| cell.chars().count();
    if rows.iter().flatten().all(|cell| width(cell) <= 1) {
        let lines: Vec<String> = rows
            .iter()
            .map(|row| {
                let line: String = (row.iter())
                    .map(|cell| if cell.is_empty() { " " } else { cell })
                    .collect();
                line.trim_end().to_owned()
            })
            .collect();
        return lines.join("\n");
    }
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|at| (rows.iter().filter_map(|row| row.get(at)).map(width).max()).unwrap_or(0))
        .collect();
    let lines: Vec<String> = rows
        .iter()
        .map(|row| {
            let cells: Vec<String> = (row.iter().zip(&widths))
                .map(|(cell, &wide)| format!("{cell:>wide$}"))
                .collect();
            cells.join(" ").trim_end().to_owned()
        })
        .collect();
    lines.join("\n")
}

/// A game as its rules: the protocol every game of one's own is written in.
///
/// Players alternate: a move that gives its player another turn is one
/// compound move. A position with no moves and no [`outcome`](Self::outcome)
/// is lost by the player to move there (normal play).
pub trait Rules {
    /// A position: a value that can be compared and hashed.
    type Position: Clone + Eq + Hash + fmt::Debug;
    /// A move.
    type Move: fmt::Debug;
    /// Why a rule could not answer (a Python function that raised).
    type Error;

    /// The first position.
    fn start(&self) -> Result<Self::Position, Self::Error>;

    /// The legal moves at `position`, in the game's order. Not asked where
    /// [`outcome`](Self::outcome) says the game is over.
    fn moves(&self, position: &Self::Position) -> Result<Vec<Self::Move>, Self::Error>;

    /// The position after `mv` at `position`.
    fn play(
        &self,
        position: &Self::Position,
        mv: &Self::Move,
    ) -> Result<Self::Position, Self::Error>;

    /// Every move at `position` with the position it leads to, in the
    /// game's order: by default [`moves`](Self::moves), and
    /// [`play`](Self::play) for each. Rules that find the positions as they
    /// list the moves (Kalah sows to know its compound moves) give both at
    /// once here, and are walked without playing each move again.
    #[allow(clippy::type_complexity)]
    fn options(
        &self,
        position: &Self::Position,
    ) -> Result<Vec<(Self::Move, Self::Position)>, Self::Error> {
        options_by_playing(self, position)
    }

    /// How `position` ends, or `None` while the game goes on: by default
    /// the game goes on while there are moves.
    fn outcome(&self, _position: &Self::Position) -> Result<Option<Outcome>, Self::Error> {
        Ok(None)
    }

    /// Whether moves score points ([`score`](Self::score)): a scored game's
    /// values are margins.
    fn scored(&self) -> bool {
        false
    }

    /// The points the mover scores with `mv` at `position`, in a
    /// [`scored`](Self::scored) game.
    fn score(&self, _position: &Self::Position, _mv: &Self::Move) -> Result<i64, Self::Error> {
        Ok(0)
    }

    /// The position as text, for people: by default its
    /// [`grid`](Self::grid)'s rows, one a line, or without one its debug
    /// form.
    fn show(&self, position: &Self::Position) -> Result<String, Self::Error> {
        Ok(match self.grid(position)? {
            Some(rows) => grid_text(&rows),
            None => format!("{position:?}"),
        })
    }

    /// The position as rows of cells (a character or a small number each),
    /// drawn as a board of pieces; `None` (the default) to show it as text.
    fn grid(&self, _position: &Self::Position) -> Result<Option<Vec<Vec<String>>>, Self::Error> {
        Ok(None)
    }

    /// The move as a person types it: by default its debug form.
    fn move_text(
        &self,
        _position: &Self::Position,
        mv: &Self::Move,
    ) -> Result<String, Self::Error> {
        Ok(format!("{mv:?}"))
    }

    /// [`expand`] of each of `positions`, in order, stopping after the
    /// first error: what a walk asks of its rules a batch at a time, with
    /// `meanwhile` (the walk's numbering of the batch before) to be run
    /// once on this thread. Rules that can be called from several threads
    /// at once answer on all the machine's cores, `meanwhile` beside them
    /// ([`expand_on_cores`]).
    fn expand_each(
        &self,
        positions: &[Self::Position],
        meanwhile: &mut dyn FnMut(),
    ) -> Vec<ExpandResult<Self>> {
        meanwhile();
        expand_in_order(self, positions)
    }
}

/// [`Rules::options`]' default: each of the [`moves`](Rules::moves) with
/// the position [`play`](Rules::play) gives, for rules that override
/// `options` only where the game gives its own.
///
/// # Errors
///
/// What a rule raised.
#[allow(clippy::type_complexity)]
pub fn options_by_playing<R: Rules + ?Sized>(
    rules: &R,
    position: &R::Position,
) -> Result<Vec<(R::Move, R::Position)>, R::Error> {
    let moves = rules.moves(position)?;
    let mut options = Vec::with_capacity(moves.len());
    for mv in moves {
        let after = rules.play(position, &mv)?;
        options.push((mv, after));
    }
    Ok(options)
}

/// What the walk learns of one position: how it ends, or each move's
/// position and the points the move scores (0 in a game without points).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expansion<P> {
    /// The game is over here.
    End(Outcome),
    /// The game goes on: each move's position and points, in the game's
    /// order.
    Options(Vec<(P, i64)>),
}

/// [`expand`]'s answer for rules `R`.
pub type ExpandResult<R> = Result<Expansion<<R as Rules>::Position>, <R as Rules>::Error>;

/// What the walk learns of `position`: its [`outcome`](Rules::outcome),
/// or its [`options`](Rules::options) with their points.
///
/// # Errors
///
/// What a rule raised.
pub fn expand<R: Rules + ?Sized>(rules: &R, position: &R::Position) -> ExpandResult<R> {
    if let Some(end) = rules.outcome(position)? {
        return Ok(Expansion::End(end));
    }
    let scored = rules.scored();
    let options = rules.options(position)?;
    let mut children = Vec::with_capacity(options.len());
    for (mv, after) in options {
        let points = if scored {
            rules.score(position, &mv)?
        } else {
            0
        };
        children.push((after, points));
    }
    Ok(Expansion::Options(children))
}

/// [`expand`] of each position in turn on this thread, stopping after the
/// first error: [`Rules::expand_each`]'s default.
pub fn expand_in_order<R: Rules + ?Sized>(
    rules: &R,
    positions: &[R::Position],
) -> Vec<ExpandResult<R>> {
    up_to_the_first_error(positions.iter().map(|position| expand(rules, position)))
}

/// The results in order, up to and with the first error: an iterator's
/// are taken no further.
fn up_to_the_first_error<T, E>(results: impl Iterator<Item = Result<T, E>>) -> Vec<Result<T, E>> {
    let mut taken = Vec::with_capacity(results.size_hint().0);
    for result in results {
        let failed = result.is_err();
        taken.push(result);
        if failed {
            break;
        }
    }
    taken
}

/// How many positions a thread takes from a batch at a time.
const CHUNK: usize = 16;

/// [`expand`] of each of `positions` on up to `threads` threads (this one
/// among them, once it has run `meanwhile`), in order, stopping after the
/// first error in that order; for rules that can be shared between
/// threads, as a rules file's can.
///
/// The others stop as this thread does when its work is stopped
/// ([`crate::interrupt`]): a client of the playground that goes away stops
/// them all.
pub fn expand_on_cores<R>(
    rules: &R,
    positions: &[R::Position],
    threads: usize,
    meanwhile: &mut dyn FnMut(),
) -> Vec<ExpandResult<R>>
where
    R: Rules + Sync + ?Sized,
    R::Position: Send + Sync,
    R::Error: Send,
{
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    if threads < 2 || positions.len() < 2 * CHUNK {
        meanwhile();
        return expand_in_order(rules, positions);
    }
    /// Tells the other threads to stop if this one unwinds.
    struct StopOthers(Arc<AtomicBool>);
    impl Drop for StopOthers {
        fn drop(&mut self) {
            if std::thread::panicking() {
                self.0.store(true, Ordering::Relaxed);
            }
        }
    }
    let next = AtomicUsize::new(0);
    let stopped = Arc::new(AtomicBool::new(false));
    let take_turns = || {
        let mut done = Vec::new();
        loop {
            let from = next.fetch_add(CHUNK, Ordering::Relaxed);
            if from >= positions.len() {
                return done;
            }
            let upto = (from + CHUNK).min(positions.len());
            for (at, position) in (from..upto).zip(&positions[from..upto]) {
                done.push((at, expand(rules, position)));
            }
        }
    };
    let mut slots: Vec<Option<ExpandResult<R>>> = std::iter::repeat_with(|| None)
        .take(positions.len())
        .collect();
    std::thread::scope(|scope| {
        let _stop_others = StopOthers(Arc::clone(&stopped));
        let others: Vec<_> = (1..threads)
            .map(|_| {
                let stopped = Arc::clone(&stopped);
                std::thread::Builder::new()
                    .name("walk".into())
                    .stack_size(64 << 20)
                    .spawn_scoped(scope, move || {
                        crate::interrupt::run_stoppable(
                            move || stopped.load(Ordering::Relaxed),
                            take_turns,
                        )
                    })
                    .expect("a thread for the walk")
            })
            .collect();
        meanwhile();
        for (at, result) in take_turns() {
            slots[at] = Some(result);
        }
        for other in others {
            match other.join() {
                Ok(Ok(done)) => {
                    for (at, result) in done {
                        slots[at] = Some(result);
                    }
                }
                // Stopped only when this thread was, which unwinds first.
                Ok(Err(_)) => {}
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
    up_to_the_first_error(
        (slots.into_iter()).map(|slot| slot.expect("every position taken by a thread")),
    )
}

/// Where a walk keeps the positions it has seen, each once, numbered in the
/// order they were first seen.
pub trait PositionStore<P> {
    /// How many positions are stored.
    fn len(&self) -> usize;
    /// Whether none is.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The number of `position`, stored now if it was not: `(number, new)`.
    fn intern(&mut self, position: P) -> (u32, bool);
    /// The number of `position`, if it is stored.
    fn find(&self, position: &P) -> Option<u32>;
    /// The position numbered `index`.
    fn get(&self, index: u32) -> P;
    /// The bytes the store holds, about.
    fn bytes(&self) -> usize;
}

/// The numbers of stored positions by their hash, in shards of their own:
/// a shard grows on its own, so that growing never holds two copies of the
/// whole table at once, and the shards, each at its own load, hold their
/// numbers in about 8 bytes each on average rather than 5 to 11.
struct Numbers {
    shards: Vec<HashTable<u32>>,
}

impl Numbers {
    const SHARDS: usize = 64;

    fn new() -> Self {
        Numbers {
            shards: (0..Self::SHARDS).map(|_| HashTable::new()).collect(),
        }
    }

    /// The shard of a hash: by its bits mixed again, since the table uses
    /// its low and its high bits.
    fn shard(hash: u64) -> usize {
        (hash.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize
    }

    fn find(&self, hash: u64, is: impl FnMut(&u32) -> bool) -> Option<u32> {
        self.shards[Self::shard(hash)].find(hash, is).copied()
    }

    fn insert(&mut self, hash: u64, index: u32, hash_of: impl Fn(&u32) -> u64) {
        self.shards[Self::shard(hash)].insert_unique(hash, index, hash_of);
    }

    fn bytes(&self) -> usize {
        // Five bytes a bucket: the number and a control byte; a table holds
        // seven eighths of its buckets.
        self.shards
            .iter()
            .map(|shard| shard.capacity() * 40 / 7)
            .sum()
    }
}

/// Positions kept as they are, in one vector, with a table of their numbers
/// by hash: each position is held once.
pub struct Interned<P> {
    positions: Vec<P>,
    numbers: Numbers,
}

impl<P> Default for Interned<P> {
    fn default() -> Self {
        Interned {
            positions: Vec::new(),
            numbers: Numbers::new(),
        }
    }
}

fn hash_of<P: Hash + ?Sized>(position: &P) -> u64 {
    FxBuildHasher.hash_one(position)
}

impl<P: Clone + Eq + Hash> PositionStore<P> for Interned<P> {
    fn len(&self) -> usize {
        self.positions.len()
    }
    fn intern(&mut self, position: P) -> (u32, bool) {
        let hash = hash_of(&position);
        let positions = &self.positions;
        if let Some(index) =
            (self.numbers).find(hash, |&index| positions[index as usize] == position)
        {
            return (index, false);
        }
        let index = self.positions.len() as u32;
        let positions = &self.positions;
        (self.numbers).insert(hash, index, |&index| hash_of(&positions[index as usize]));
        self.positions.push(position);
        (index, true)
    }
    fn find(&self, position: &P) -> Option<u32> {
        (self.numbers).find(hash_of(position), |&index| {
            self.positions[index as usize] == *position
        })
    }
    fn get(&self, index: u32) -> P {
        self.positions[index as usize].clone()
    }
    fn bytes(&self) -> usize {
        self.positions.capacity() * std::mem::size_of::<P>() + self.numbers.bytes()
    }
}

/// Positions given as byte strings, kept end to end in one buffer: no
/// allocation a position, for games whose positions are encoded (a Python
/// game's tuples, a rules file's values).
pub struct Packed {
    bytes: Vec<u8>,
    /// Position `i` is `bytes[ends[i - 1]..ends[i]]` (from 0 for the first).
    ends: Vec<u64>,
    numbers: Numbers,
}

impl Default for Packed {
    fn default() -> Self {
        Packed {
            bytes: Vec::new(),
            ends: Vec::new(),
            numbers: Numbers::new(),
        }
    }
}

impl Packed {
    fn slice(&self, index: u32) -> &[u8] {
        let index = index as usize;
        let from = if index == 0 { 0 } else { self.ends[index - 1] };
        &self.bytes[from as usize..self.ends[index] as usize]
    }

    /// The bytes of the position numbered `index`.
    pub fn position(&self, index: u32) -> &[u8] {
        self.slice(index)
    }
}

impl PositionStore<Box<[u8]>> for Packed {
    fn len(&self) -> usize {
        self.ends.len()
    }
    fn intern(&mut self, position: Box<[u8]>) -> (u32, bool) {
        let hash = hash_of(&*position);
        if let Some(index) = (self.numbers).find(hash, |&index| self.slice(index) == &*position) {
            return (index, false);
        }
        let index = self.ends.len() as u32;
        self.bytes.extend_from_slice(&position);
        self.ends.push(self.bytes.len() as u64);
        let (bytes, ends) = (&self.bytes, &self.ends);
        self.numbers.insert(hash, index, |&index| {
            let index = index as usize;
            let from = if index == 0 { 0 } else { ends[index - 1] };
            hash_of(&bytes[from as usize..ends[index] as usize])
        });
        (index, true)
    }
    fn find(&self, position: &Box<[u8]>) -> Option<u32> {
        (self.numbers).find(hash_of(&**position), |&index| {
            self.slice(index) == &**position
        })
    }
    fn get(&self, index: u32) -> Box<[u8]> {
        self.slice(index).into()
    }
    fn bytes(&self) -> usize {
        self.bytes.capacity() + self.ends.capacity() * 8 + self.numbers.bytes()
    }
}

/// How far a walk may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most positions.
    pub positions: usize,
    /// The most moves, counted over all positions.
    pub moves: usize,
}

impl Limits {
    /// The limits a walk has unless told otherwise: a million positions and
    /// ten million moves.
    pub const DEFAULT: Limits = Limits {
        positions: 1_000_000,
        moves: 10_000_000,
    };
    /// The most a walk can number: 2^32 − 2 positions and moves.
    pub const MOST: usize = u32::MAX as usize - 1;
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}

/// Why a game could not be walked or solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WalkError<E> {
    /// A rule could not answer.
    Rules(E),
    /// More positions are reachable than the limit.
    Positions(usize),
    /// More moves than the limit.
    Moves(usize),
    /// A scored game's position ends in a win or a loss, which has no
    /// points: its `outcome` must be points or a draw.
    ScoredEnd {
        /// The position.
        position: u32,
        /// What its outcome said.
        outcome: Outcome,
    },
    /// A scored game whose play can go round for ever, through this
    /// position: it has no margin. Solved depth first, any game whose
    /// position comes back.
    Cycle(u32),
    /// A game that does not say it is [`scored`](Rules::scored) ends in
    /// points at this position: solved depth first, a game says so.
    UnscoredPoints(u32),
    /// This position's margin is past 64 bits (solved depth first).
    Margin(u32),
}

impl<E: fmt::Display> fmt::Display for WalkError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WalkError::Rules(error) => error.fmt(f),
            WalkError::Positions(limit) => {
                write!(f, "the game has more than {limit} positions")
            }
            WalkError::Moves(limit) => write!(f, "the game has more than {limit} moves"),
            WalkError::ScoredEnd { outcome, .. } => write!(
                f,
                "a scored game ends in points or a draw, and outcome() said {outcome}"
            ),
            WalkError::Cycle(_) => f.write_str(
                "play can go round for ever, and a scored game must always end: \
                 a position came back",
            ),
            WalkError::UnscoredPoints(_) => f.write_str(
                "outcome() gave points, and the game does not say it is scored: \
                 its scored() must say so",
            ),
            WalkError::Margin(_) => f.write_str("a margin is past 64 bits"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for WalkError<E> {}

/// Every position reachable from a game's start, numbered from 0 (the
/// start) in the order first seen, with its moves in the game's order.
pub struct Walked<S> {
    store: S,
    /// Position `p`'s moves lead to `targets[starts[p]..starts[p + 1]]`.
    starts: Vec<u32>,
    targets: Vec<u32>,
    /// The points of each move, in a scored game (else empty).
    points: MovePoints,
    /// The positions whose `outcome` said the game is over.
    ends: FxHashMap<u32, Outcome>,
    scored: bool,
}

/// The points of each move, each kept as narrow as the widest needs: most
/// games score a few points a move.
#[derive(Debug, Clone)]
enum MovePoints {
    Bytes(Vec<i8>),
    Shorts(Vec<i16>),
    Words(Vec<i32>),
    Longs(Vec<i64>),
}

impl Default for MovePoints {
    fn default() -> Self {
        MovePoints::Bytes(Vec::new())
    }
}

impl MovePoints {
    fn len(&self) -> usize {
        match self {
            MovePoints::Bytes(points) => points.len(),
            MovePoints::Shorts(points) => points.len(),
            MovePoints::Words(points) => points.len(),
            MovePoints::Longs(points) => points.len(),
        }
    }

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn get(&self, k: usize) -> i64 {
        match self {
            MovePoints::Bytes(points) => i64::from(points[k]),
            MovePoints::Shorts(points) => i64::from(points[k]),
            MovePoints::Words(points) => i64::from(points[k]),
            MovePoints::Longs(points) => points[k],
        }
    }

    fn bytes(&self) -> usize {
        match self {
            MovePoints::Bytes(points) => points.capacity(),
            MovePoints::Shorts(points) => points.capacity() * 2,
            MovePoints::Words(points) => points.capacity() * 4,
            MovePoints::Longs(points) => points.capacity() * 8,
        }
    }

    /// Adds one move's points, widening every move's first if they do not
    /// fit.
    fn push(&mut self, points: i64) {
        let fits = match self {
            MovePoints::Bytes(_) => i8::try_from(points).is_ok(),
            MovePoints::Shorts(_) => i16::try_from(points).is_ok(),
            MovePoints::Words(_) => i32::try_from(points).is_ok(),
            MovePoints::Longs(_) => true,
        };
        if !fits {
            let all = (0..self.len()).map(|k| self.get(k));
            *self = if i16::try_from(points).is_ok() {
                MovePoints::Shorts(all.map(|p| p as i16).collect())
            } else if i32::try_from(points).is_ok() {
                MovePoints::Words(all.map(|p| p as i32).collect())
            } else {
                MovePoints::Longs(all.collect())
            };
        }
        // Each cast below is exact: the width holds `points`.
        match self {
            MovePoints::Bytes(all) => all.push(points as i8),
            MovePoints::Shorts(all) => all.push(points as i16),
            MovePoints::Words(all) => all.push(points as i32),
            MovePoints::Longs(all) => all.push(points),
        }
    }
}

/// A walk's positions and moves as it numbers them.
struct Numbering<S> {
    most_positions: usize,
    most_moves: usize,
    scored: bool,
    store: S,
    starts: Vec<u32>,
    targets: Vec<u32>,
    points: MovePoints,
    ends: FxHashMap<u32, Outcome>,
    /// The next position to number the moves of.
    at: u32,
}

impl<S> Numbering<S> {
    /// Numbers the moves' positions of the positions from `at` on, in
    /// order, as the rules answered for them.
    fn number<P, E>(&mut self, answered: Vec<Result<Expansion<P>, E>>) -> Result<(), WalkError<E>>
    where
        S: PositionStore<P>,
    {
        for expanded in answered {
            match expanded.map_err(WalkError::Rules)? {
                Expansion::End(outcome) => {
                    self.ends.insert(self.at, outcome);
                }
                Expansion::Options(options) => {
                    if self.targets.len() + options.len() > self.most_moves {
                        return Err(WalkError::Moves(self.most_moves));
                    }
                    for (after, scores) in options {
                        if self.scored {
                            self.points.push(scores);
                        }
                        let (target, new) = self.store.intern(after);
                        if new && self.store.len() > self.most_positions {
                            return Err(WalkError::Positions(self.most_positions));
                        }
                        self.targets.push(target);
                    }
                }
            }
            self.starts.push(self.targets.len() as u32);
            self.at += 1;
        }
        Ok(())
    }
}

/// How many positions a walk asks its rules about at a time.
const WALK_BATCH: u32 = 1024;

/// Walks every position of `rules` reachable from its start, into an
/// [`Interned`] store.
///
/// # Errors
///
/// What a rule raised, or a limit passed ([`WalkError`]).
pub fn walk<R: Rules>(
    rules: &R,
    limits: Limits,
) -> Result<Walked<Interned<R::Position>>, WalkError<R::Error>> {
    walk_into(rules, Interned::default(), limits)
}

/// [`walk`], into the store given.
///
/// # Errors
///
/// As [`walk`].
pub fn walk_into<R: Rules, S: PositionStore<R::Position>>(
    rules: &R,
    mut store: S,
    limits: Limits,
) -> Result<Walked<S>, WalkError<R::Error>> {
    let start = rules.start().map_err(WalkError::Rules)?;
    store.intern(start);
    let mut numbering = Numbering {
        most_positions: limits.positions.min(Limits::MOST),
        most_moves: limits.moves.min(Limits::MOST),
        scored: rules.scored(),
        store,
        starts: vec![0u32],
        targets: Vec::new(),
        points: MovePoints::default(),
        ends: FxHashMap::default(),
        at: 0,
    };
    // Positions are asked about a batch at a time, all of them already
    // numbered; their moves' positions are numbered in the batch's order
    // afterwards, while the rules answer the next batch: the numbers are
    // those of one position at a time.
    let mut asked = 0u32;
    let mut answered: Vec<ExpandResult<R>> = Vec::new();
    loop {
        crate::interrupt::checkpoint();
        let known = numbering.store.len() as u32;
        if asked == known {
            if answered.is_empty() {
                break;
            }
            numbering.number(std::mem::take(&mut answered))?;
            continue;
        }
        let upto = (asked + WALK_BATCH).min(known);
        let batch: Vec<R::Position> = (asked..upto)
            .map(|index| numbering.store.get(index))
            .collect();
        let mut numbered = Ok(());
        let next = rules.expand_each(&batch, &mut || {
            numbered = numbering.number(std::mem::take(&mut answered));
        });
        numbered?;
        answered = next;
        asked = upto;
    }
    let Numbering {
        store,
        starts,
        targets,
        mut points,
        ends,
        scored,
        ..
    } = numbering;
    let scored = scored || ends.values().any(|end| matches!(end, Outcome::Points(_)));
    if scored && points.is_empty() {
        points = MovePoints::Bytes(vec![0; targets.len()]);
    }
    Ok(Walked {
        store,
        starts,
        targets,
        points,
        ends,
        scored,
    })
}

impl<S> Walked<S> {
    /// How many positions were walked.
    pub fn positions(&self) -> usize {
        self.starts.len() - 1
    }

    /// How many moves, over all positions.
    pub fn moves(&self) -> usize {
        self.targets.len()
    }

    /// Whether the game is scored: its moves score points, or an outcome is
    /// points.
    pub fn scored(&self) -> bool {
        self.scored
    }

    /// The store of positions.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The positions `position`'s moves lead to, in the game's order, each
    /// with the points it scores (0 in a game without points).
    pub fn children(&self, position: u32) -> impl Iterator<Item = (u32, i64)> + '_ {
        let range =
            self.starts[position as usize] as usize..self.starts[position as usize + 1] as usize;
        let from = range.start;
        let scored = !self.points.is_empty();
        (self.targets[range].iter().enumerate())
            .map(move |(k, &target)| (target, if scored { self.points.get(from + k) } else { 0 }))
    }

    /// How `position` ended, if its `outcome` said it had.
    pub fn end(&self, position: u32) -> Option<Outcome> {
        self.ends.get(&position).copied()
    }

    /// The bytes the walk holds, about: what [`solve`](Self::solve) adds is
    /// one value a position, and the moves backwards while it runs.
    pub fn bytes(&self) -> usize
    where
        S: PositionStore<Box<[u8]>>,
    {
        self.store.bytes() + self.graph_bytes()
    }

    fn graph_bytes(&self) -> usize {
        self.starts.capacity() * 4 + self.targets.capacity() * 4 + self.points.bytes()
    }

    /// Every position's value for the player to move there: a win or a
    /// loss with the moves it lasts, or a draw; in a scored game, the margin.
    ///
    /// # Errors
    ///
    /// [`WalkError::ScoredEnd`] when a scored game ends in a win or a loss,
    /// and [`WalkError::Cycle`] when its play can go round for ever; the
    /// walk comes back with the error, to name the position.
    pub fn solve(self) -> Result<Solved<S>, Box<Unsolved<S>>> {
        let values = if self.scored {
            match self.margins() {
                Ok(margins) => Values::Margins(margins),
                Err(error) => {
                    return Err(Box::new(Unsolved {
                        walked: self,
                        error,
                    }));
                }
            }
        } else {
            Values::Outcomes(retrograde::solve_compact(&Backwards::of(&self)))
        };
        Ok(Solved {
            walked: self,
            values,
        })
    }

    /// The margins of a scored game, children before parents, by a
    /// depth-first walk that finds any cycle.
    fn margins(&self) -> Result<Vec<i128>, WalkError<Infallible>> {
        const NEW: u8 = 0;
        const OPEN: u8 = 1;
        const DONE: u8 = 2;
        let n = self.positions();
        let mut state = vec![NEW; n];
        let mut margins = vec![0i128; n];
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for root in 0..n as u32 {
            if state[root as usize] != NEW {
                continue;
            }
            state[root as usize] = OPEN;
            stack.push((root, self.starts[root as usize]));
            while let Some(&mut (position, ref mut next)) = stack.last_mut() {
                crate::interrupt::checkpoint();
                let end = self.starts[position as usize + 1];
                if *next < end {
                    let child = self.targets[*next as usize];
                    *next += 1;
                    match state[child as usize] {
                        NEW => {
                            state[child as usize] = OPEN;
                            stack.push((child, self.starts[child as usize]));
                        }
                        OPEN => return Err(WalkError::Cycle(child)),
                        _ => {}
                    }
                    continue;
                }
                stack.pop();
                state[position as usize] = DONE;
                let from = self.starts[position as usize] as usize;
                margins[position as usize] = if from == end as usize {
                    match self.ends.get(&position) {
                        Some(&Outcome::Points(points)) => i128::from(points),
                        Some(&Outcome::Draw) | None => 0,
                        Some(&outcome) => return Err(WalkError::ScoredEnd { position, outcome }),
                    }
                } else {
                    (from..end as usize)
                        .map(|k| i128::from(self.points.get(k)) - margins[self.targets[k] as usize])
                        .max()
                        .unwrap_or(0)
                };
            }
        }
        Ok(margins)
    }
}

/// A walk that could not be solved, and why.
pub struct Unsolved<S> {
    /// The walk, to name the position the error gives.
    pub walked: Walked<S>,
    /// Why: [`WalkError::Cycle`] or [`WalkError::ScoredEnd`].
    pub error: WalkError<Infallible>,
}

impl<S> fmt::Debug for Unsolved<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

/// The moves of a walk, backwards: what retrograde analysis walks.
struct Backwards<'a, S> {
    walked: &'a Walked<S>,
    /// The moves into `p` come from `sources[back_starts[p]..back_starts[p + 1]]`.
    back_starts: Vec<u32>,
    sources: Vec<u32>,
}

impl<'a, S> Backwards<'a, S> {
    fn of(walked: &'a Walked<S>) -> Self {
        let n = walked.positions();
        let mut back_starts = vec![0u32; n + 1];
        for &target in &walked.targets {
            back_starts[target as usize + 1] += 1;
        }
        for p in 0..n {
            back_starts[p + 1] += back_starts[p];
        }
        let mut filled = back_starts.clone();
        let mut sources = vec![0u32; walked.targets.len()];
        for from in 0..n {
            let range = walked.starts[from] as usize..walked.starts[from + 1] as usize;
            for &target in &walked.targets[range] {
                sources[filled[target as usize] as usize] = from as u32;
                filled[target as usize] += 1;
            }
        }
        Backwards {
            walked,
            back_starts,
            sources,
        }
    }
}

impl<S> MoveGraph for Backwards<'_, S> {
    fn positions(&self) -> usize {
        self.walked.positions()
    }
    fn move_count(&self, position: usize) -> usize {
        (self.walked.starts[position + 1] - self.walked.starts[position]) as usize
    }
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, bool)) {
        let range = self.back_starts[position] as usize..self.back_starts[position + 1] as usize;
        for &from in &self.sources[range] {
            f(from as usize, false);
        }
    }
    fn end_value(&self, position: usize) -> Value {
        match self.walked.ends.get(&(position as u32)) {
            Some(Outcome::Win) => Value::Win { moves: 0 },
            Some(Outcome::Draw) => Value::Draw,
            // A scored end never reaches here: a game with one is scored.
            Some(Outcome::Loss | Outcome::Points(_)) | None => Value::Loss { moves: 0 },
        }
    }
}

enum Values {
    Outcomes(Vec<retrograde::Compact>),
    Margins(Vec<i128>),
}

/// A walked game with every position's value.
pub struct Solved<S> {
    walked: Walked<S>,
    values: Values,
}

impl<S> Solved<S> {
    /// The walk: positions, moves and ends.
    pub fn walked(&self) -> &Walked<S> {
        &self.walked
    }

    /// How many positions.
    pub fn positions(&self) -> usize {
        self.walked.positions()
    }

    /// The value of the position numbered `position` for the player to move
    /// there.
    pub fn value(&self, position: u32) -> Value {
        match &self.values {
            Values::Outcomes(values) => values[position as usize].value(),
            Values::Margins(margins) => Value::Margin(margins[position as usize]),
        }
    }

    /// What each move at `position` is worth to its mover, in the game's
    /// order: the value after it, seen from the other side, with the move's
    /// points.
    pub fn move_values(&self, position: u32) -> Vec<Value> {
        (self.walked.children(position))
            .map(|(child, points)| Value::after_move(i128::from(points), self.value(child), false))
            .collect()
    }

    /// The optimal moves at `position`, as indices into its moves in the
    /// game's order: a win as fast as it can be, a loss as slow, the
    /// largest margin, or a draw.
    pub fn best_moves(&self, position: u32) -> Vec<usize> {
        let value = self.value(position);
        (self.move_values(position).into_iter().enumerate())
            .filter(|&(_, worth)| worth == value)
            .map(|(k, _)| k)
            .collect()
    }

    /// The optimal line from `position`: the first best move each turn (as
    /// an index into that position's moves) with the position it leads to,
    /// until the game ends or a position comes back (a draw).
    pub fn line(&self, position: u32) -> Vec<(usize, u32)> {
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(position);
        let mut at = position;
        let mut line = Vec::new();
        while let Some(&best) = self.best_moves(at).first() {
            let (child, _) = (self.walked.children(at))
                .nth(best)
                .expect("a best move is one of the moves");
            line.push((best, child));
            if !seen.insert(child) {
                break;
            }
            at = child;
        }
        line
    }
}

#[cfg(test)]
mod grid_text_tests {
    use super::grid_text;

    fn rows(text: &[&[&str]]) -> Vec<Vec<String>> {
        text.iter()
            .map(|row| row.iter().map(|cell| (*cell).to_owned()).collect())
            .collect()
    }

    #[test]
    fn single_characters_sit_side_by_side_and_longer_cells_in_columns() {
        assert_eq!(
            grid_text(&rows(&[&["X", ".", "O"], &["", "X", ""]])),
            "X.O\n X"
        );
        assert_eq!(
            grid_text(&rows(&[&["0", "3", "12", ""], &["", "3", "3", "10"]])),
            "0 3 12\n  3  3 10"
        );
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::*;
    use crate::engine::value_iteration::value_iteration;
    use crate::engine::{Game, Player, Scoring};

    /// A game given as a table: position `p`'s moves lead to `moves[p]`,
    /// each scoring its points; `ends[p]` is its outcome.
    #[derive(Debug, Clone)]
    pub(super) struct Table {
        pub(super) moves: Vec<Vec<(usize, i64)>>,
        pub(super) ends: Vec<Option<Outcome>>,
        pub(super) scored: bool,
    }

    impl Rules for Table {
        type Position = usize;
        type Move = usize;
        type Error = Infallible;
        fn start(&self) -> Result<usize, Infallible> {
            Ok(0)
        }
        fn moves(&self, &p: &usize) -> Result<Vec<usize>, Infallible> {
            Ok((0..self.moves[p].len()).collect())
        }
        fn play(&self, &p: &usize, &k: &usize) -> Result<usize, Infallible> {
            Ok(self.moves[p][k].0)
        }
        fn outcome(&self, &p: &usize) -> Result<Option<Outcome>, Infallible> {
            Ok(self.ends[p])
        }
        fn scored(&self) -> bool {
            self.scored
        }
        fn score(&self, &p: &usize, &k: &usize) -> Result<i64, Infallible> {
            Ok(self.moves[p][k].1)
        }
    }

    /// The same table as an engine [`Game`], for value iteration, which
    /// shares no code with the walk or retrograde analysis. A position is
    /// the table's position and whether the second player moves there; an
    /// end is a position with no moves.
    struct AsGame<'a>(&'a Table);

    impl Game for AsGame<'_> {
        type Position = (usize, bool);
        type Move = usize;
        fn start(&self) -> (usize, bool) {
            (0, false)
        }
        fn to_move(&self, &(_, second): &(usize, bool)) -> Player {
            if second {
                Player::Second
            } else {
                Player::First
            }
        }
        fn moves(&self, &(p, _): &(usize, bool)) -> Vec<usize> {
            if self.0.ends[p].is_some() {
                return Vec::new();
            }
            self.0.moves[p].iter().map(|&(to, _)| to).collect()
        }
        fn apply(&self, &(_, second): &(usize, bool), &to: &usize) -> ((usize, bool), i128) {
            ((to, !second), 0)
        }
        fn scoring(&self) -> Scoring {
            Scoring::LastMoveWins
        }
        fn end_value(&self, &(p, _): &(usize, bool)) -> Value {
            match self.0.ends[p] {
                Some(Outcome::Win) => Value::Win { moves: 0 },
                Some(Outcome::Draw) => Value::Draw,
                _ => Value::Loss { moves: 0 },
            }
        }
        fn loopy(&self) -> bool {
            true
        }
    }

    fn outcome() -> impl Strategy<Value = Option<Outcome>> {
        prop_oneof![
            6 => Just(None),
            1 => Just(Some(Outcome::Win)),
            1 => Just(Some(Outcome::Loss)),
            1 => Just(Some(Outcome::Draw)),
        ]
    }

    /// Random games of up to 12 positions, cycles and all.
    fn table() -> impl Strategy<Value = Table> {
        table_of(12, 4)
    }

    /// Random games of fewer than `positions` positions with fewer than
    /// `moves` moves each, cycles and all.
    fn table_of(positions: usize, moves: usize) -> impl Strategy<Value = Table> {
        (1usize..positions).prop_flat_map(move |n| {
            (
                prop::collection::vec(prop::collection::vec((0..n, Just(0i64)), 0..moves), n),
                prop::collection::vec(outcome(), n),
            )
                .prop_map(|(moves, ends)| Table {
                    moves,
                    ends,
                    scored: false,
                })
        })
    }

    /// Random scored games without cycles: moves lead only to
    /// higher-numbered positions; ends are points or draws.
    fn scored_table() -> impl Strategy<Value = Table> {
        (1usize..12).prop_flat_map(|n| {
            let moves = (0..n)
                .map(|p| prop::collection::vec((p + 1..n + 1, -9i64..10), 0..4))
                .collect::<Vec<_>>();
            let end = prop_oneof![
                3 => Just(None),
                1 => Just(Some(Outcome::Draw)),
                2 => (-9i64..10).prop_map(|points| Some(Outcome::Points(points))),
            ];
            (moves, prop::collection::vec(end, n + 1)).prop_map(move |(moves, ends)| {
                let mut moves: Vec<Vec<(usize, i64)>> = moves
                    .into_iter()
                    .map(|out| out.into_iter().filter(|&(to, _)| to < n).collect())
                    .collect();
                moves.push(Vec::new());
                Table {
                    moves,
                    ends,
                    scored: true,
                }
            })
        })
    }

    /// A scored table's margins by the definition, recursively, with
    /// memory: every position is reached by moves to higher numbers.
    fn margins_by_definition(table: &Table, p: usize, memo: &mut HashMap<usize, i128>) -> i128 {
        if let Some(&margin) = memo.get(&p) {
            return margin;
        }
        let margin = match table.ends[p] {
            Some(Outcome::Points(points)) => i128::from(points),
            Some(_) => 0,
            None => (table.moves[p].iter())
                .map(|&(to, points)| i128::from(points) - margins_by_definition(table, to, memo))
                .max()
                .unwrap_or(0),
        };
        memo.insert(p, margin);
        margin
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The walk and retrograde analysis agree with plain value
        /// iteration on every position reachable from the start.
        #[test]
        fn outcomes_agree_with_value_iteration(table in table()) {
            let solved = walk(&table, Limits::default()).unwrap().solve().unwrap();
            let expected = value_iteration(&AsGame(&table), 100).unwrap();
            let walked: std::collections::HashSet<usize> = expected.keys().map(|&(p, _)| p).collect();
            prop_assert_eq!(solved.positions(), walked.len());
            for (&(p, _), &value) in &expected {
                let index = solved.walked().store().find(&p).unwrap();
                prop_assert_eq!(solved.value(index), value, "position {}", p);
            }
        }

        /// Scored games agree with the definition of a margin, and a best
        /// move is worth the position's value.
        #[test]
        fn margins_agree_with_the_definition(table in scored_table()) {
            let solved = walk(&table, Limits::default()).unwrap().solve().unwrap();
            let mut memo = HashMap::new();
            for index in 0..solved.positions() as u32 {
                let p = solved.walked().store().get(index);
                let expected = margins_by_definition(&table, p, &mut memo);
                prop_assert_eq!(solved.value(index), Value::Margin(expected));
                for best in solved.best_moves(index) {
                    prop_assert_eq!(solved.move_values(index)[best], Value::Margin(expected));
                }
            }
        }

        /// Positions given as bytes, end to end in one buffer, are numbered
        /// as the plain store numbers them.
        #[test]
        fn packed_positions_are_numbered_as_interned_ones(
            positions in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..4), 0..40)
        ) {
            let mut packed = Packed::default();
            let mut interned = Interned::default();
            for position in positions {
                let boxed: Box<[u8]> = position.clone().into();
                prop_assert_eq!(packed.intern(boxed.clone()), interned.intern(boxed.clone()));
                prop_assert_eq!(packed.find(&boxed), interned.find(&boxed));
            }
            for index in 0..interned.len() as u32 {
                prop_assert_eq!(packed.get(index), interned.get(index));
            }
        }
    }

    proptest! {
        /// Points kept narrow read back as they were given, however wide.
        #[test]
        fn move_points_read_back_as_given(points in prop::collection::vec(
            prop_oneof![any::<i8>().prop_map(i64::from), any::<i16>().prop_map(i64::from),
                        any::<i32>().prop_map(i64::from), any::<i64>()], 0..50)) {
            let mut kept = MovePoints::default();
            for &p in &points {
                kept.push(p);
            }
            prop_assert_eq!((0..kept.len()).map(|k| kept.get(k)).collect::<Vec<_>>(), points);
        }
    }

    #[test]
    fn a_scored_game_that_can_go_round_for_ever_is_refused() {
        let table = Table {
            moves: vec![vec![(1, 1)], vec![(0, 1)]],
            ends: vec![None, None],
            scored: true,
        };
        let refused = walk(&table, Limits::default()).unwrap().solve();
        assert!(matches!(
            refused.map(|_| ()).unwrap_err().error,
            WalkError::Cycle(_)
        ));
    }

    #[test]
    fn a_scored_game_that_ends_in_a_win_is_refused() {
        let table = Table {
            moves: vec![vec![(1, 1)], vec![]],
            ends: vec![None, Some(Outcome::Win)],
            scored: true,
        };
        let refused = walk(&table, Limits::default()).unwrap().solve();
        assert_eq!(
            refused.map(|_| ()).unwrap_err().error,
            WalkError::ScoredEnd {
                position: 1,
                outcome: Outcome::Win
            }
        );
    }

    #[test]
    fn points_at_the_end_make_a_game_scored() {
        let table = Table {
            moves: vec![vec![(1, 0), (2, 0)], vec![], vec![]],
            ends: vec![None, Some(Outcome::Points(3)), Some(Outcome::Points(-2))],
            scored: false,
        };
        let solved = walk(&table, Limits::default()).unwrap().solve().unwrap();
        // Moving to 2 leaves the opponent -2: a margin of 2 for the mover.
        assert_eq!(solved.value(0), Value::Margin(2));
        assert_eq!(solved.best_moves(0), vec![1]);
    }

    #[test]
    fn the_walk_stops_at_its_limits() {
        let chain = Table {
            moves: (0..10).map(|p| vec![(p + 1, 0)]).chain([vec![]]).collect(),
            ends: vec![None; 11],
            scored: false,
        };
        let limits = Limits {
            positions: 5,
            moves: 100,
        };
        assert!(matches!(walk(&chain, limits), Err(WalkError::Positions(5))));
        let limits = Limits {
            positions: 100,
            moves: 5,
        };
        assert!(matches!(walk(&chain, limits), Err(WalkError::Moves(5))));
        assert_eq!(walk(&chain, Limits::default()).unwrap().positions(), 11);
    }

    #[test]
    fn the_line_ends_at_a_position_that_comes_back() {
        // 0 ⇄ 1 for ever, or 0 → 2, a loss for the mover there... no: 2 is
        // won by whoever moves there, so 0 avoids it and draws.
        let table = Table {
            moves: vec![vec![(1, 0), (2, 0)], vec![(0, 0)], vec![]],
            ends: vec![None, None, Some(Outcome::Win)],
            scored: false,
        };
        let solved = walk(&table, Limits::default()).unwrap().solve().unwrap();
        assert_eq!(solved.value(0), Value::Draw);
        assert_eq!(solved.line(0), vec![(0, 1), (0, 0)]);
    }

    /// A table asked on several threads at once, failing at one position
    /// if told to.
    struct OnCores {
        table: Table,
        threads: usize,
        fails_at: Option<usize>,
    }

    impl Rules for OnCores {
        type Position = usize;
        type Move = usize;
        type Error = usize;
        fn start(&self) -> Result<usize, usize> {
            Ok(0)
        }
        fn moves(&self, &p: &usize) -> Result<Vec<usize>, usize> {
            Ok(self.table.moves(&p).unwrap())
        }
        fn play(&self, &p: &usize, &k: &usize) -> Result<usize, usize> {
            Ok(self.table.play(&p, &k).unwrap())
        }
        fn outcome(&self, &p: &usize) -> Result<Option<Outcome>, usize> {
            match self.fails_at {
                Some(fails) if fails == p => Err(p),
                _ => Ok(self.table.ends[p]),
            }
        }
        fn expand_each(
            &self,
            positions: &[usize],
            meanwhile: &mut dyn FnMut(),
        ) -> Vec<ExpandResult<Self>> {
            expand_on_cores(self, positions, self.threads, meanwhile)
        }
    }

    /// Random games of up to 3,000 positions: batches large enough to be
    /// shared between threads.
    fn large_table() -> impl Strategy<Value = Table> {
        table_of(3000, 5)
    }

    /// Every position's moves and end, as a walk numbered them.
    fn walked_graph<S>(walked: &Walked<S>) -> Vec<Vec<(u32, i64)>> {
        (0..walked.positions() as u32)
            .map(|p| walked.children(p).collect())
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        /// A walk that asks its rules on three threads numbers every
        /// position as one that asks on this thread alone, and fails at
        /// the same position with the same error.
        #[test]
        fn a_walk_on_several_threads_is_the_walk_on_one(
            table in large_table(),
            fails in prop::option::of(0usize..3000),
        ) {
            let fails_at = fails.filter(|&p| p < table.moves.len());
            let alone = OnCores { table: table.clone(), threads: 1, fails_at };
            let shared = OnCores { table: table.clone(), threads: 3, fails_at };
            match (walk(&alone, Limits::default()), walk(&shared, Limits::default())) {
                (Ok(one), Ok(three)) => {
                    prop_assert_eq!(walked_graph(&one), walked_graph(&three));
                    let (one, three) = (one.solve().unwrap(), three.solve().unwrap());
                    for p in 0..one.positions() as u32 {
                        prop_assert_eq!(one.value(p), three.value(p));
                    }
                    // And both are the plain walk's, which never batches
                    // through `expand_on_cores`.
                    prop_assert_eq!(one.positions(), walk(&table, Limits::default()).unwrap().positions());
                }
                (Err(WalkError::Rules(one)), Err(WalkError::Rules(three))) => {
                    prop_assert_eq!(one, three);
                    prop_assert_eq!(Some(one), fails_at);
                }
                (one, three) => prop_assert!(false, "{:?} against {:?}", one.err(), three.err()),
            }
        }
    }

    #[test]
    fn a_batch_is_shared_between_threads_and_comes_back_in_order() {
        let table = Table {
            moves: (0..200).map(|p| vec![((p + 1) % 200, 0)]).collect(),
            ends: vec![None; 200],
            scored: false,
        };
        let shared = OnCores {
            table,
            threads: 4,
            fails_at: Some(150),
        };
        let positions: Vec<usize> = (0..200).collect();
        let mut ran = 0;
        let expanded = expand_on_cores(&shared, &positions, 4, &mut || ran += 1);
        assert_eq!(ran, 1);
        // Stopped after the first error, in order: 150 answers.
        assert_eq!(expanded.len(), 151);
        for (p, result) in expanded.iter().enumerate().take(150) {
            assert_eq!(result, &Ok(Expansion::Options(vec![((p + 1) % 200, 0)])));
        }
        assert_eq!(expanded[150], Err(150));
    }
}
