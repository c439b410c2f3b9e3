//! Criterion benchmarks of retrograde analysis on seeded graphs: Cat and
//! Mouse's solver of outcomes (a byte a position), the game on a directed
//! graph, the engine's general `Retrograde` (with remoteness), and the
//! scored variant on AtCoder ABC261 Ex at its limits.
//!
//! Run with `cargo bench --bench retrograde`; `docs/performance.md` puts
//! the figures beside the textbook C++ solution's.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use optimal_play::engine::retrograde::Retrograde;
use optimal_play::games::cat_and_mouse::{CatAndMouseGame, fast};
use optimal_play::games::game_on_graph::{Weighted, total};
use optimal_play::games::graph_game::Digraph;

/// A connected random undirected graph on `n` nodes with about `degree`
/// neighbours a node, as `gen_graph.py` makes them (a random tree, then
/// random edges).
fn undirected(n: usize, degree: usize, seed: u64) -> Vec<Vec<u32>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut graph = vec![Vec::new(); n];
    let link = |graph: &mut Vec<Vec<u32>>, u: usize, v: usize| {
        if u != v && !graph[u].contains(&(v as u32)) {
            graph[u].push(v as u32);
            graph[v].push(u as u32);
        }
    };
    for v in 1..n {
        let u = rng.random_range(0..v);
        link(&mut graph, u, v);
    }
    for _ in 0..(n * degree / 2).saturating_sub(n - 1) {
        let (u, v) = (rng.random_range(0..n), rng.random_range(0..n));
        link(&mut graph, u, v);
    }
    graph
}

fn retrograde(c: &mut Criterion) {
    let mut group = c.benchmark_group("retrograde");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for n in [1000, 2000] {
        let graph = undirected(n, 4, 1);
        group.bench_with_input(BenchmarkId::new("cat-and-mouse", n), &graph, |b, g| {
            b.iter(|| fast::solve(black_box(g)))
        });
    }
    let graph = undirected(60, 4, 1);
    let game = CatAndMouseGame::new(graph);
    group.bench_function(
        BenchmarkId::new("engine-retrograde-cat-and-mouse", 60),
        |b| b.iter(|| Retrograde::new(black_box(&game)).positions_solved()),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let n = 1_000_000u32;
    let edges: Vec<(u32, u32)> = (0..3 * n)
        .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
        .collect();
    let digraph = Digraph::new(n as usize, &edges);
    group.bench_with_input(BenchmarkId::new("graph-game", n), &digraph, |b, g| {
        b.iter(|| black_box(g).solve().len())
    });
    // ABC261 Ex at its limits: N = M = 2·10^5, weights up to 10^9.
    let n = 200_000u32;
    let weighted = Weighted {
        n,
        start: 0,
        edges: (0..n)
            .map(|_| {
                (
                    rng.random_range(0..n),
                    rng.random_range(0..n),
                    rng.random_range(0..=1_000_000_000),
                )
            })
            .collect(),
    };
    group.bench_with_input(BenchmarkId::new("game-on-graph", n), &weighted, |b, w| {
        b.iter(|| total(black_box(w)))
    });
    group.finish();
}

criterion_group!(benches, retrograde);
criterion_main!(benches);
