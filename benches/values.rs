//! Criterion benchmarks of partizan values (#51): the canonical forms of
//! empty Domineering boards, each from a fresh store (nothing remembered
//! from an earlier iteration), and of a seeded sample of boards with some
//! cells filled, solved one after another in one store as `solve` does.
//!
//! Run with `cargo bench --bench values`; `docs/performance.md` puts the
//! figures beside cgt-py's, the peer, timed in the same run by
//! `scripts/domineering-peer.py`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use optimal_play::games::domineering::{Grid, Values};

fn empty_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering_empty");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for (rows, columns) in [(4, 4), (4, 5), (5, 5)] {
        let grid = Grid::empty(rows, columns).unwrap();
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{rows}x{columns}")),
            &grid,
            |b, grid| {
                b.iter(|| {
                    let mut values = Values::new();
                    let value = values.board(grid);
                    black_box(values.forms.text(value))
                })
            },
        );
    }
    group.finish();
}

fn filled_boards(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    let boards: Vec<Grid> = (0..50)
        .map(|_| {
            let mut grid = Grid::empty(5, 5).unwrap();
            for _ in 0..4 {
                grid.free &= !(1u64 << rng.random_range(0..25));
            }
            grid
        })
        .collect();
    let mut group = c.benchmark_group("domineering_filled");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("5x5 less 4 cells, 50 boards", |b| {
        b.iter(|| {
            let mut values = Values::new();
            for grid in &boards {
                let value = values.board(grid);
                black_box(values.forms.text(value));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, empty_boards, filled_boards);
criterion_main!(benches);
