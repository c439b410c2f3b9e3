//! Retrograde analysis: the exact values of games whose positions can
//! repeat, with draws, in time linear in positions plus moves and without
//! recursion.
//!
//! The method is the field's (GamesmanClassic's, and the textbook solution
//! of LeetCode 913):
//!
//! 1. start from the decided positions: those with no move, worth
//!    [`Game::end_value`] to the player to move there;
//! 2. walk the moves backwards in the order positions are decided: a
//!    position with a move to a position lost for the player who moves there
//!    is won; one whose every move has been found to lead to a win for the
//!    other side is lost;
//! 3. whatever is still undecided when the walk ends is a draw: neither
//!    player can force a win, and play goes round for ever.
//!
//! Positions are decided in order of remoteness (a first-in, first-out
//! queue), so the values come with Gamesman's remoteness: a win is the
//! fastest one, a loss the slowest.
//!
//! [`solve`] works on any [`MoveGraph`]: positions numbered `0..n` that can
//! list their predecessors. [`Retrograde`] builds that graph for any
//! [`Game`] by exploring it from the start, and is the [`Oracle`] of every
//! loopy game; [`value_iteration`](super::value_iteration) is its slow twin,
//! sharing no code with it.
//!
//! ```
//! use optimal_play::engine::retrograde::{MoveGraph, solve};
//! use optimal_play::engine::Value;
//!
//! // A token on a directed graph; a move slides it along an edge; whoever
//! // cannot move loses. 0 → 1 → 2, and 3 ⇄ 4 round for ever.
//! struct Edges(Vec<Vec<usize>>);
//! impl MoveGraph for Edges {
//!     fn positions(&self) -> usize { self.0.len() }
//!     fn move_count(&self, p: usize) -> usize { self.0[p].len() }
//!     fn for_each_predecessor(&self, p: usize, f: &mut dyn FnMut(usize, bool)) {
//!         for (from, to) in self.0.iter().enumerate() {
//!             for _ in to.iter().filter(|&&t| t == p) { f(from, false) }
//!         }
//!     }
//! }
//! let values = solve(&Edges(vec![vec![1], vec![2], vec![], vec![4], vec![3]]));
//! assert_eq!(values[0], Value::Loss { moves: 2 });
//! assert_eq!(values[1], Value::Win { moves: 1 });
//! assert_eq!(values[2], Value::Loss { moves: 0 });
//! assert_eq!(values[3], Value::Draw);
//! ```

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::{Game, Oracle, SolveError, Value};

/// Positions numbered `0..positions()`, with their moves counted and walked
/// backwards: what [`solve`] needs of a game.
pub trait MoveGraph {
    /// How many positions there are.
    fn positions(&self) -> usize;

    /// How many legal moves `position` has (a move listed twice counts
    /// twice, as its predecessor is then given twice).
    fn move_count(&self, position: usize) -> usize;

    /// Calls `f(from, same_mover)` once for every move into `position`:
    /// `from` is the position it is made from, and `same_mover` says
    /// whether the player who made it is also to move at `position`.
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, bool));

    /// The value of a position with no moves for the player to move there:
    /// a loss by default (whoever cannot move loses); a win, or a draw for
    /// a game stuck without a winner. Called only for positions with no
    /// moves.
    fn end_value(&self, _position: usize) -> Value {
        Value::Loss { moves: 0 }
    }
}

/// The value of every position of `graph` for the player to move there:
/// a win or a loss with its remoteness, or a draw.
///
/// # Panics
///
/// If an [`end_value`](MoveGraph::end_value) is not a win, a loss or a
/// draw, or the graph has 2^30 positions or more.
pub fn solve<M: MoveGraph + ?Sized>(graph: &M) -> Vec<Value> {
    solve_compact(graph)
        .into_iter()
        .map(Compact::value)
        .collect()
}

/// A position's value as retrograde analysis keeps it, in four bytes: a
/// win or a loss and its remoteness, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Compact(u32);

impl Compact {
    const LOSS: u32 = 1 << 30;
    const WIN: u32 = 2 << 30;
    const MOVES: u32 = Self::LOSS - 1;
    const DRAW: Compact = Compact(0);

    pub(crate) fn of(value: Value) -> Compact {
        match value {
            Value::Win { moves } => Compact(Self::WIN | moves as u32),
            Value::Loss { moves } => Compact(Self::LOSS | moves as u32),
            _ => Self::DRAW,
        }
    }

    /// The value, as the engine gives values.
    pub fn value(self) -> Value {
        let moves = u64::from(self.0 & Self::MOVES);
        match self.0 & !Self::MOVES {
            Self::WIN => Value::Win { moves },
            Self::LOSS => Value::Loss { moves },
            _ => Value::Draw,
        }
    }

    fn decided(self) -> bool {
        self != Self::DRAW
    }

    /// The value of a move into a position worth `self` to the other side.
    fn before(self) -> Compact {
        let moves = (self.0 & Self::MOVES) + 1;
        match self.0 & !Self::MOVES {
            Self::WIN => Compact(Self::LOSS | moves),
            _ => Compact(Self::WIN | moves),
        }
    }
}

/// [`solve`], each value kept in four bytes ([`Compact`]), and the work in
/// twelve bytes a position: for games of many positions.
///
/// # Panics
///
/// As [`solve`].
pub fn solve_compact<M: MoveGraph + ?Sized>(graph: &M) -> Vec<Compact> {
    let n = graph.positions();
    assert!(
        n < Compact::LOSS as usize,
        "retrograde analysis numbers fewer than 2^30 positions, not {n}"
    );
    let mut values = vec![Compact::DRAW; n];
    let mut undecided_moves: Vec<u32> = (0..n)
        .map(|p| u32::try_from(graph.move_count(p)).expect("fewer than 2^32 moves a position"))
        .collect();
    let mut queue: Vec<u32> = Vec::new();
    for position in 0..n {
        if undecided_moves[position] == 0 {
            let end = graph.end_value(position);
            assert!(
                matches!(end, Value::Win { .. } | Value::Loss { .. } | Value::Draw),
                "a position with no moves is won, lost or drawn, not {end}"
            );
            // A position stuck without a winner stays a draw, undecided.
            if end != Value::Draw {
                values[position] = Compact::of(end);
                queue.push(position as u32);
            }
        }
    }
    let mut head = 0;
    while let Some(&child) = queue.get(head) {
        head += 1;
        crate::interrupt::checkpoint();
        let child_value = values[child as usize];
        graph.for_each_predecessor(child as usize, &mut |parent, same_mover| {
            if values[parent].decided() {
                return;
            }
            let value = if same_mover {
                Compact::of(Value::after_move(0, child_value.value(), true))
            } else {
                child_value.before()
            };
            if value.0 & !Compact::MOVES != Compact::WIN {
                undecided_moves[parent] -= 1;
                if undecided_moves[parent] > 0 {
                    return;
                }
                // The last move decided loses slowest.
            }
            // Otherwise the first winning move found is a fastest one.
            values[parent] = value;
            queue.push(parent as u32);
        });
    }
    values
}

/// A game explored from its start and solved by [`solve`]: the positions
/// numbered, the moves stored forwards and backwards.
#[derive(Debug)]
struct Explored<P> {
    index: FxHashMap<P, u32>,
    /// Position `p`'s moves are `targets[starts[p]..starts[p + 1]]`.
    starts: Vec<u32>,
    /// The moves into `p` come from `sources[back_starts[p]..back_starts[p + 1]]`.
    back_starts: Vec<u32>,
    sources: Vec<(u32, bool)>,
    ends: FxHashMap<u32, Value>,
}

impl<P> MoveGraph for Explored<P> {
    fn positions(&self) -> usize {
        self.starts.len() - 1
    }
    fn move_count(&self, position: usize) -> usize {
        (self.starts[position + 1] - self.starts[position]) as usize
    }
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, bool)) {
        let range = self.back_starts[position] as usize..self.back_starts[position + 1] as usize;
        for &(from, same) in &self.sources[range] {
            f(from as usize, same);
        }
    }
    fn end_value(&self, position: usize) -> Value {
        self.ends[&(position as u32)]
    }
}

/// The retrograde solver of any [`Game`] whose positions, reachable from
/// its start, can be held in memory: the [`Oracle`] of games whose
/// positions repeat, where [`Negamax`](super::Negamax) would never return.
///
/// It explores every position reachable from the start (and from any other
/// position it is asked about), numbers them, and solves them all at once.
/// Values are wins, losses and draws with remoteness; a game scored in
/// points is not for it.
///
/// ```
/// use optimal_play::engine::retrograde::Retrograde;
/// use optimal_play::engine::{Game, Player, Value};
///
/// // A counter from 0 to 3; a move adds 1 or, below 3, goes back to 0.
/// // Whoever cannot move (at 3) loses, so nobody moves to 3: a draw.
/// struct Cycle;
/// impl Game for Cycle {
///     type Position = (u8, Player);
///     type Move = bool;
///     fn start(&self) -> (u8, Player) { (0, Player::First) }
///     fn to_move(&self, p: &(u8, Player)) -> Player { p.1 }
///     fn moves(&self, p: &(u8, Player)) -> Vec<bool> {
///         if p.0 == 3 { vec![] } else { vec![true, false] }
///     }
///     fn apply(&self, p: &(u8, Player), up: &bool) -> ((u8, Player), i128) {
///         ((if *up { p.0 + 1 } else { 0 }, p.1.other()), 0)
///     }
///     fn scoring(&self) -> optimal_play::engine::Scoring {
///         optimal_play::engine::Scoring::LastMoveWins
///     }
///     fn loopy(&self) -> bool { true }
/// }
/// let mut solver = Retrograde::new(&Cycle);
/// assert_eq!(solver.value(&(2, Player::First)), Value::Win { moves: 1 });
/// assert_eq!(solver.value(&(0, Player::First)), Value::Draw);
/// ```
#[derive(Debug)]
pub struct Retrograde<G: Game> {
    game: G,
    limit: usize,
    roots: Vec<G::Position>,
    explored: Explored<G::Position>,
    values: Vec<Value>,
}

impl<G: Game> Retrograde<G> {
    /// The most positions [`new`](Self::new) explores.
    pub const DEFAULT_LIMIT: usize = 4_000_000;

    /// The solver of `game` (the game itself, a reference or an `Arc`),
    /// with every position reachable from its start solved.
    ///
    /// # Panics
    ///
    /// If more than [`DEFAULT_LIMIT`](Self::DEFAULT_LIMIT) positions are
    /// reachable: use [`with_limit`](Self::with_limit) to be told instead.
    pub fn new(game: G) -> Self {
        Self::with_limit(game, Self::DEFAULT_LIMIT).expect("the game is within the limit")
    }

    /// The solver of `game`, or an error when more than `limit` positions
    /// are reachable from its start.
    pub fn with_limit(game: G, limit: usize) -> Result<Self, SolveError> {
        let start = game.start();
        let mut solver = Retrograde {
            game,
            limit,
            roots: Vec::new(),
            explored: Explored {
                index: FxHashMap::default(),
                starts: vec![0],
                back_starts: vec![0],
                sources: Vec::new(),
                ends: FxHashMap::default(),
            },
            values: Vec::new(),
        };
        solver.add_root(start)?;
        Ok(solver)
    }

    /// The game solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions are solved.
    pub fn positions_solved(&self) -> usize {
        self.values.len()
    }

    /// The value of `position` for the player to move there.
    ///
    /// # Panics
    ///
    /// If `position` reaches positions past the limit.
    pub fn value(&mut self, position: &G::Position) -> Value {
        let at = self.number(position);
        self.values[at]
    }

    /// Every legal move at `position` with its value to the mover, in the
    /// game's move order.
    pub fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        self.number(position);
        let mover = self.game.to_move(position);
        self.game
            .moves(position)
            .into_iter()
            .map(|mv| {
                let (next, _) = self.game.apply(position, &mv);
                let same = self.game.to_move(&next) == mover;
                let at = self.explored.index[&next] as usize;
                (mv, Value::after_move(0, self.values[at], same))
            })
            .collect()
    }

    fn number(&mut self, position: &G::Position) -> usize {
        if let Some(&at) = self.explored.index.get(position) {
            return at as usize;
        }
        self.add_root(position.clone())
            .expect("the positions asked about are within the limit");
        self.explored.index[position] as usize
    }

    /// Explores and solves again with `root` among the starting points.
    fn add_root(&mut self, root: G::Position) -> Result<(), SolveError> {
        self.roots.push(root);
        self.explored = explore(&self.game, &self.roots, self.limit)?;
        self.values = solve(&self.explored);
        Ok(())
    }
}

/// Every position reachable from `roots`, numbered in the order met, with
/// its moves both ways.
fn explore<G: Game>(
    game: &G,
    roots: &[G::Position],
    limit: usize,
) -> Result<Explored<G::Position>, SolveError> {
    let mut index: FxHashMap<G::Position, u32> = FxHashMap::default();
    let mut order: Vec<G::Position> = Vec::new();
    let mut number = |position: G::Position,
                      order: &mut Vec<G::Position>|
     -> Result<u32, SolveError> {
        if let Some(&at) = index.get(&position) {
            return Ok(at);
        }
        if order.len() >= limit {
            return Err(SolveError::OverLimit(format!(
                "the game has more than {limit} positions, the most retrograde analysis takes here"
            )));
        }
        let at = order.len() as u32;
        index.insert(position.clone(), at);
        order.push(position);
        Ok(at)
    };
    for root in roots {
        number(root.clone(), &mut order)?;
    }
    let mut starts = vec![0u32];
    let mut targets: Vec<(u32, bool)> = Vec::new();
    let mut ends = FxHashMap::default();
    let mut next = 0;
    while next < order.len() {
        let position = order[next].clone();
        crate::interrupt::checkpoint();
        let mover = game.to_move(&position);
        let moves = game.moves(&position);
        if moves.is_empty() {
            ends.insert(next as u32, game.end_value(&position));
        }
        for mv in moves {
            let (after, _) = game.apply(&position, &mv);
            let same = game.to_move(&after) == mover;
            targets.push((number(after, &mut order)?, same));
        }
        starts.push(targets.len() as u32);
        next += 1;
    }
    // The moves backwards, grouped by their target (a counting sort).
    let n = order.len();
    let mut back_starts = vec![0u32; n + 1];
    for &(to, _) in &targets {
        back_starts[to as usize + 1] += 1;
    }
    for at in 0..n {
        back_starts[at + 1] += back_starts[at];
    }
    let mut fill = back_starts.clone();
    let mut sources = vec![(0u32, false); targets.len()];
    for from in 0..n {
        for &(to, same) in &targets[starts[from] as usize..starts[from + 1] as usize] {
            sources[fill[to as usize] as usize] = (from as u32, same);
            fill[to as usize] += 1;
        }
    }
    Ok(Explored {
        index,
        starts,
        back_starts,
        sources,
        ends,
    })
}

impl<G: Game> Oracle<G> for Retrograde<G> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Retrograde::move_values(self, position)
    }
}

impl<G: Game> Oracle<G> for Retrograde<&G> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Retrograde::move_values(self, position)
    }
}

impl<G: Game> Oracle<G> for Retrograde<Arc<G>> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        Retrograde::move_values(self, position)
    }
}

/// A game where play that ends has a cost (AtCoder ABC261 Ex): one player,
/// the *ender*, wants first of all to end the game and then to pay as
/// little as possible; the other wants first of all to keep it going for
/// ever and then to make the ender pay as much as possible. Positions are
/// numbered `0..n`; a position with no moves ends the game.
pub trait ScoredGraph {
    /// How many positions there are.
    fn positions(&self) -> usize;

    /// How many legal moves `position` has.
    fn move_count(&self, position: usize) -> usize;

    /// Calls `f(from, cost)` once for every move into `position`: the
    /// position it is made from and what it costs (at least 0).
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, u64));

    /// Whether the player to move at `position` is the ender.
    fn ender_moves(&self, position: usize) -> bool;
}

/// What every position of `graph` costs the ender from there with best
/// play, or `None` when the other player keeps the game going for ever.
///
/// Retrograde analysis in the order of Dijkstra's algorithm: positions are
/// decided cheapest first, an ender's position at its cheapest decided
/// move, the other player's once every move of it is decided, at its
/// dearest. O((n + m) log n) for n positions and m moves.
///
/// ```
/// use optimal_play::engine::retrograde::{ScoredGraph, solve_scored};
/// // Position 0 (the ender's) moves to 1 for 5 or to 2 for 1; position 2
/// // (the other's) goes back to 0 for 0, or ends at 1 for 9; position 3
/// // (the other's) ends at 1 for 2 or stays where it is.
/// struct Small;
/// impl ScoredGraph for Small {
///     fn positions(&self) -> usize { 4 }
///     fn move_count(&self, p: usize) -> usize { [2, 0, 2, 2][p] }
///     fn for_each_predecessor(&self, p: usize, f: &mut dyn FnMut(usize, u64)) {
///         match p {
///             0 => f(2, 0),
///             1 => { f(0, 5); f(2, 9); f(3, 2) }
///             2 => f(0, 1),
///             _ => f(3, 0),
///         }
///     }
///     fn ender_moves(&self, p: usize) -> bool { p == 0 }
/// }
/// // From 0 the ender pays 5 to end at once: going to 2 would let the other
/// // player end it for 1 + 9. From 2 the other player ends for 9 rather than
/// // go back to 0, where the ender ends for 5. From 3 the other player stays
/// // for ever.
/// assert_eq!(solve_scored(&Small), vec![Some(5), Some(0), Some(9), None]);
/// ```
pub fn solve_scored<S: ScoredGraph + ?Sized>(graph: &S) -> Vec<Option<i128>> {
    solve_scored_in_order(graph).costs
}

/// What [`solve_scored_in_order`] finds: every position's cost and when it
/// was decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoredSolution {
    /// What each position costs the ender, as [`solve_scored`] says.
    pub costs: Vec<Option<i128>>,
    /// When each position was decided: 0 for the first, `usize::MAX` for
    /// one never decided. From a decided position, a best move to a
    /// position decided earlier always exists, and always taking one ends
    /// the game: among moves of equal cost (a cycle of weight 0 costs
    /// nothing), the ender takes the one into the earliest.
    pub decided_at: Vec<usize>,
}

/// [`solve_scored`], with the order in which the positions were decided.
pub fn solve_scored_in_order<S: ScoredGraph + ?Sized>(graph: &S) -> ScoredSolution {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let n = graph.positions();
    let mut cost: Vec<Option<i128>> = vec![None; n];
    let mut decided_at = vec![usize::MAX; n];
    let mut decided = 0;
    let mut dearest: Vec<i128> = vec![0; n];
    let mut undecided_moves: Vec<usize> = (0..n).map(|p| graph.move_count(p)).collect();
    let mut heap = BinaryHeap::new();
    for (position, &moves) in undecided_moves.iter().enumerate() {
        if moves == 0 {
            heap.push(Reverse((0i128, position)));
        }
    }
    while let Some(Reverse((value, position))) = heap.pop() {
        crate::interrupt::checkpoint();
        if cost[position].is_some() {
            continue;
        }
        cost[position] = Some(value);
        decided_at[position] = decided;
        decided += 1;
        graph.for_each_predecessor(position, &mut |from, move_cost| {
            if cost[from].is_some() {
                return;
            }
            let through = value + i128::from(move_cost);
            if graph.ender_moves(from) {
                heap.push(Reverse((through, from)));
            } else {
                dearest[from] = dearest[from].max(through);
                undecided_moves[from] -= 1;
                if undecided_moves[from] == 0 {
                    heap.push(Reverse((dearest[from], from)));
                }
            }
        });
    }
    ScoredSolution {
        costs: cost,
        decided_at,
    }
}
