//! [`Digraph`]: a directed graph in compressed rows, each vertex's edges
//! out and in, solved for every vertex at once by retrograde analysis; the
//! shared code of the games played on a graph (the game on a graph,
//! Shiritori's words, the weighted game on a graph's rows).
//!
//! ```
//! use optimal_play::games::digraph::Digraph;
//! use optimal_play::engine::Value;
//! let graph = Digraph::new(3, &[(0, 1), (1, 2), (1, 2)]);
//! assert_eq!((graph.vertices(), graph.edges()), (3, 2));
//! assert_eq!(graph.solve()[0], Value::Loss { moves: 2 });
//! ```

use crate::engine::Value;
use crate::engine::retrograde::{MoveGraph, solve};

/// A directed graph in compressed form, each vertex's edges out and in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digraph {
    out_starts: Vec<u32>,
    out: Vec<u32>,
    in_starts: Vec<u32>,
    into: Vec<u32>,
}

impl Digraph {
    /// The graph on vertices `0..n` with `edges` (each `(from, to)`, both
    /// below `n`); an edge given twice is one edge.
    ///
    /// # Panics
    ///
    /// If an edge names a vertex of `n` or more.
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Digraph {
        let mut sorted = edges.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let (out_starts, out) = grouped(n, sorted.iter().copied());
        let (in_starts, into) = grouped(n, sorted.iter().map(|&(from, to)| (to, from)));
        Digraph {
            out_starts,
            out,
            in_starts,
            into,
        }
    }

    /// How many vertices.
    pub fn vertices(&self) -> usize {
        self.out_starts.len() - 1
    }

    /// How many edges (each once).
    pub fn edges(&self) -> usize {
        self.out.len()
    }

    /// The vertices an edge out of `vertex` leads to, in increasing order.
    pub fn out_of(&self, vertex: u32) -> &[u32] {
        let v = vertex as usize;
        &self.out[self.out_starts[v] as usize..self.out_starts[v + 1] as usize]
    }

    /// The vertices with an edge into `vertex`.
    pub fn into_vertex(&self, vertex: u32) -> &[u32] {
        let v = vertex as usize;
        &self.into[self.in_starts[v] as usize..self.in_starts[v + 1] as usize]
    }

    /// The value of every vertex for the player to move there.
    pub fn solve(&self) -> Vec<Value> {
        solve(self)
    }
}

/// `pairs` grouped by their first member, a vertex below `n` (a counting
/// sort): the starts of each group and the second members. Compressed rows
/// for any graph of the games here, weighted or not.
pub(crate) fn grouped<T: Copy + Default>(
    n: usize,
    pairs: impl Iterator<Item = (u32, T)> + Clone,
) -> (Vec<u32>, Vec<T>) {
    let mut starts = vec![0u32; n + 1];
    for (key, _) in pairs.clone() {
        starts[key as usize + 1] += 1;
    }
    for at in 0..n {
        starts[at + 1] += starts[at];
    }
    let mut fill = starts.clone();
    let mut members = vec![T::default(); starts[n] as usize];
    for (key, member) in pairs {
        members[fill[key as usize] as usize] = member;
        fill[key as usize] += 1;
    }
    (starts, members)
}

impl MoveGraph for Digraph {
    fn positions(&self) -> usize {
        self.vertices()
    }
    fn move_count(&self, position: usize) -> usize {
        self.out_of(position as u32).len()
    }
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, bool)) {
        for &from in self.into_vertex(position as u32) {
            f(from as usize, false);
        }
    }
}
