//! Criterion benchmarks of partizan values (#51): the canonical forms of
//! empty Domineering boards, each from a fresh store (nothing remembered
//! from an earlier iteration), and of a seeded sample of boards with some
//! cells filled, solved one after another in one store as `solve` does;
//! and the other partizan games at their sizes: Clobber's 4 × 4 board of
//! alternating stones, every cake up to 64 × 64, a seeded blue-red
//! Hackenbush graph of 14 edges with cycles.
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

fn other_games(c: &mut Criterion) {
    use optimal_play::games::{blue_red_hackenbush, clobber, cutcake};
    let mut group = c.benchmark_group("partizan");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let stones = clobber::read("4x4").unwrap()[0];
    group.bench_function("clobber 4x4", |b| {
        b.iter(|| {
            let mut values = clobber::Values::default();
            let value = values.board(&stones);
            black_box(values.forms.text(value))
        })
    });
    group.bench_function("cutcake every cake to 64x64", |b| {
        b.iter(|| {
            let mut values = cutcake::Values::default();
            for rows in 1..=64 {
                for columns in 1..=64 {
                    black_box(values.piece(rows, columns));
                }
            }
        })
    });
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    let edges: Vec<String> = (0..14)
        .map(|_| {
            let (a, b) = (rng.random_range(0..6), rng.random_range(0..6));
            format!("{a}-{b}:{}", ["L", "R", "G"][rng.random_range(0..3)])
        })
        .collect();
    let drawing = blue_red_hackenbush::read(&edges.join(" "))
        .unwrap()
        .remove(0);
    let standing = drawing.grounded(u64::MAX >> (64 - drawing.edges.len()));
    group.bench_function("blue-red hackenbush, 14 edges with cycles", |b| {
        b.iter(|| {
            let mut values = blue_red_hackenbush::Values::default();
            black_box(values.position(&drawing, standing))
        })
    });
    group.finish();
}

criterion_group!(benches, empty_boards, filled_boards, other_games);
criterion_main!(benches);
