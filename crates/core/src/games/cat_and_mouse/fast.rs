//! The outcome of every position of Cat and Mouse on a graph of any size,
//! by retrograde analysis in about 1.25 bytes a position.
//!
//! A position is the mouse's node, the cat's node and whose turn it is:
//! 2·n² of them. Each is one byte: while undecided, how many of its moves
//! are still undecided; once decided, who wins. The positions decided but
//! not yet walked backwards wait in bit sets, one bit a position, instead
//! of a queue of indices (4 to 8 bytes a position at its fullest).
//!
//! The order in which decided positions are walked backwards does not
//! change the outcomes (only the remoteness, which this solver does not
//! keep), so they are walked in the order that keeps memory close: a
//! mouse-turn position `(m, c)` is reached from cat moves, which change
//! only the cat's node, so its predecessors lie in one row, indexed by `m`,
//! of the cat-turn bytes; and the other way round. The bit sets are swept
//! row by row, each row's predecessors updated while that row is in cache.

/// The outcome of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The mouse wins (LeetCode's 1).
    Mouse,
    /// The cat wins (LeetCode's 2).
    Cat,
    /// Neither can force a win (LeetCode's 0).
    Draw,
}

impl Outcome {
    /// LeetCode's number for it: 1, 2 or 0.
    pub fn leetcode(self) -> u8 {
        match self {
            Outcome::Mouse => 1,
            Outcome::Cat => 2,
            Outcome::Draw => 0,
        }
    }
}

/// Every position solved: the start's outcome and how many positions each
/// side wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Solved {
    /// The outcome from the start: mouse on 1, cat on 2, the mouse to move.
    pub start: Outcome,
    /// Positions (mouse, cat on 1 to n − 1, either turn) the mouse wins.
    pub mouse_wins: u64,
    /// Positions the cat wins, the mouse caught included.
    pub cat_wins: u64,
    /// Positions drawn.
    pub draws: u64,
}

/// One position's byte, undecided (a count) or decided.
trait Cell: Copy + Eq {
    const MOUSE: Self;
    const CAT: Self;
    /// Never played: the cat in the hole.
    const NONE: Self;
    /// The most moves a count holds.
    const MOST: usize;
    fn count(moves: usize) -> Self;
    fn is_decided(self) -> bool;
    /// One move fewer undecided; whether none are left.
    fn decrement(&mut self) -> bool;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const MOUSE: Self = <$t>::MAX;
            const CAT: Self = <$t>::MAX - 1;
            const NONE: Self = <$t>::MAX - 2;
            const MOST: usize = <$t>::MAX as usize - 3;
            fn count(moves: usize) -> Self {
                moves as $t
            }
            fn is_decided(self) -> bool {
                self >= Self::NONE
            }
            fn decrement(&mut self) -> bool {
                *self -= 1;
                *self == 0
            }
        }
    };
}
cell!(u8);
cell!(u32);

/// Positions decided and not yet walked backwards: a bit a position, with a
/// summary bit a word so that sweeping skips empty stretches.
struct Pending {
    words: Vec<u64>,
    summary: Vec<u64>,
    /// Words a row.
    row_words: usize,
}

impl Pending {
    fn new(rows: usize, row_words: usize) -> Pending {
        let words = rows * row_words;
        Pending {
            words: vec![0; words],
            summary: vec![0; words.div_ceil(64)],
            row_words,
        }
    }

    fn insert(&mut self, row: usize, column: usize) {
        let word = row * self.row_words + column / 64;
        self.words[word] |= 1 << (column % 64);
        self.summary[word / 64] |= 1 << (word % 64);
    }

    /// Takes out every position of `row`, calling `f(column)` for each.
    fn drain_row(&mut self, row: usize, mut f: impl FnMut(usize)) -> usize {
        let first = row * self.row_words;
        let end = first + self.row_words;
        let mut taken = 0;
        let mut word = first;
        while word < end {
            let block = word / 64;
            let bits = self.summary[block] >> (word % 64);
            if bits == 0 {
                word = (block + 1) * 64;
                continue;
            }
            word += bits.trailing_zeros() as usize;
            if word >= end {
                break;
            }
            self.summary[word / 64] &= !(1 << (word % 64));
            let mut bits = std::mem::take(&mut self.words[word]);
            while bits != 0 {
                let column = (word - first) * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                taken += 1;
                f(column);
            }
            word += 1;
        }
        taken
    }
}

/// The graph as the solver walks it: each node's moves and the nodes a
/// move comes from, in compressed rows.
struct Moves {
    starts: Vec<u32>,
    nodes: Vec<u32>,
}

impl Moves {
    fn of(&self, node: usize) -> &[u32] {
        &self.nodes[self.starts[node] as usize..self.starts[node + 1] as usize]
    }

    fn from_lists(lists: &[Vec<u32>], keep: impl Fn(u32) -> bool) -> Moves {
        let mut starts = vec![0u32];
        let mut nodes = Vec::new();
        for list in lists {
            nodes.extend(list.iter().copied().filter(|&v| keep(v)));
            starts.push(nodes.len() as u32);
        }
        Moves { starts, nodes }
    }
}

/// Solves every position of the game on `graph` (each node's neighbours,
/// each listed once; the hole is node 0, the mouse starts on 1 and moves
/// first, the cat starts on 2 and never enters the hole). A player with no
/// move and no winner yet is stuck, and the position is a draw, as in the
/// textbook solution.
///
/// # Panics
///
/// If the graph has fewer than 3 nodes or more than 2^16.
pub fn solve(graph: &[Vec<u32>]) -> Solved {
    let n = graph.len();
    assert!(
        (3..=1 << 16).contains(&n),
        "Cat and Mouse needs 3 to 65536 nodes"
    );
    let most = graph.iter().map(Vec::len).max().unwrap_or(0);
    if most <= u8::MOST {
        solve_with::<u8>(graph)
    } else {
        solve_with::<u32>(graph)
    }
}

fn solve_with<C: Cell>(graph: &[Vec<u32>]) -> Solved {
    let n = graph.len();
    // The nodes a move into each node comes from.
    let mut into: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (from, list) in graph.iter().enumerate() {
        for &to in list {
            into[to as usize].push(from as u32);
        }
    }
    let mouse_from = Moves::from_lists(&into, |_| true);
    let cat_from = Moves::from_lists(&into, |from| from != 0);
    drop(into);
    let mouse_moves: Vec<usize> = graph.iter().map(Vec::len).collect();
    let cat_moves: Vec<usize> = graph
        .iter()
        .map(|list| list.iter().filter(|&&to| to != 0).count())
        .collect();

    // mouse_turn[c * n + m] and cat_turn[m * n + c].
    let mut mouse_turn: Vec<C> = Vec::with_capacity(n * n);
    for _c in 0..n {
        for &moves in &mouse_moves {
            mouse_turn.push(C::count(moves));
        }
    }
    let mut cat_turn: Vec<C> = Vec::with_capacity(n * n);
    for _m in 0..n {
        for &moves in &cat_moves {
            cat_turn.push(C::count(moves));
        }
    }
    let row_words = n.div_ceil(64);
    // Mouse-turn positions by the mouse's node, cat-turn ones by the cat's.
    let mut mouse_won_mouse_turn = Pending::new(n, row_words);
    let mut cat_won_mouse_turn = Pending::new(n, row_words);
    let mut mouse_won_cat_turn = Pending::new(n, row_words);
    let mut cat_won_cat_turn = Pending::new(n, row_words);
    let mut pending: u64 = 0;
    for m in 0..n {
        mouse_turn[m] = C::NONE;
        cat_turn[m * n] = C::NONE;
    }
    for c in 1..n {
        // The mouse in the hole, and the mouse caught.
        mouse_turn[c * n] = C::MOUSE;
        cat_turn[c] = C::MOUSE;
        mouse_won_mouse_turn.insert(0, c);
        mouse_won_cat_turn.insert(c, 0);
        mouse_turn[c * n + c] = C::CAT;
        cat_turn[c * n + c] = C::CAT;
        cat_won_mouse_turn.insert(c, c);
        cat_won_cat_turn.insert(c, c);
        pending += 4;
    }
    while pending > 0 {
        for row in 0..n {
            crate::interrupt::checkpoint();
            // Mouse-turn positions (row, c): the cat moved there from a
            // neighbour of c, in the cat-turn row of the mouse's node.
            let cat_row = &mut cat_turn[row * n..(row + 1) * n];
            for (set, mouse_won) in [
                (&mut mouse_won_mouse_turn, true),
                (&mut cat_won_mouse_turn, false),
            ] {
                let mut added = 0u64;
                let taken = set.drain_row(row, |c| {
                    for &pc in cat_from.of(c) {
                        let cell = &mut cat_row[pc as usize];
                        if cell.is_decided() {
                            continue;
                        }
                        if !mouse_won {
                            *cell = C::CAT;
                            cat_won_cat_turn.insert(pc as usize, row);
                            added += 1;
                        } else if cell.decrement() {
                            *cell = C::MOUSE;
                            mouse_won_cat_turn.insert(pc as usize, row);
                            added += 1;
                        }
                    }
                });
                pending = pending + added - taken as u64;
            }
            // Cat-turn positions (m, row): the mouse moved there from a
            // neighbour of m, in the mouse-turn row of the cat's node.
            let mouse_row = &mut mouse_turn[row * n..(row + 1) * n];
            for (set, mouse_won) in [
                (&mut mouse_won_cat_turn, true),
                (&mut cat_won_cat_turn, false),
            ] {
                let mut added = 0u64;
                let taken = set.drain_row(row, |m| {
                    for &pm in mouse_from.of(m) {
                        let cell = &mut mouse_row[pm as usize];
                        if cell.is_decided() {
                            continue;
                        }
                        if mouse_won {
                            *cell = C::MOUSE;
                            mouse_won_mouse_turn.insert(pm as usize, row);
                            added += 1;
                        } else if cell.decrement() {
                            *cell = C::CAT;
                            cat_won_mouse_turn.insert(pm as usize, row);
                            added += 1;
                        }
                    }
                });
                pending = pending + added - taken as u64;
            }
        }
    }
    let outcome = |cell: C| {
        if cell == C::MOUSE {
            Outcome::Mouse
        } else if cell == C::CAT {
            Outcome::Cat
        } else {
            Outcome::Draw
        }
    };
    let (mut mouse_wins, mut cat_wins, mut draws) = (0u64, 0u64, 0u64);
    for cells in [&mouse_turn, &cat_turn] {
        for &cell in cells.iter() {
            if cell == C::NONE {
                continue;
            }
            match outcome(cell) {
                Outcome::Mouse => mouse_wins += 1,
                Outcome::Cat => cat_wins += 1,
                Outcome::Draw => draws += 1,
            }
        }
    }
    Solved {
        start: outcome(mouse_turn[2 * n + 1]),
        mouse_wins,
        cat_wins,
        draws,
    }
}
