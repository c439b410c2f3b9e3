//! Criterion benchmarks of the search on Pons' Connect Four benchmark sets:
//! a seeded sample of each set, solved one position after another with
//! one 64 MiB table, as `solve` does (the table is made afresh for each
//! sample, so a sample's positions do not find each other's entries from
//! an earlier iteration).
//!
//! Run with `cargo bench --bench search`; `docs/performance.md` puts the
//! figures beside Pons' own solver's, timed over the whole sets.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use optimal_play::engine::Game;
use optimal_play::engine::search::Searcher;
use optimal_play::games::connect_four::{Board, Position};

/// `count` positions of the set `name`, drawn with a fixed seed, with their
/// published scores.
fn sample(board: &Board, name: &str, count: usize) -> Vec<(Position, i64)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/connect-four")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    lines
        .choose_multiple(&mut rng, count)
        .map(|line| {
            let (moves, score) = line.split_once(' ').unwrap();
            let position = moves.bytes().fold(board.start(), |position, column| {
                board.drop(&position, u32::from(column - b'1'))
            });
            (position, score.parse().unwrap())
        })
        .collect()
}

fn sets(c: &mut Criterion) {
    let board = Board::new(7, 6).unwrap();
    let mut group = c.benchmark_group("connect_four");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for (name, count) in [
        ("Test_L3_R1", 100),
        ("Test_L2_R1", 100),
        ("Test_L2_R2", 20),
        ("Test_L1_R1", 20),
        ("Test_L1_R2", 2),
    ] {
        let positions = sample(&board, name, count);
        group.bench_with_input(BenchmarkId::new(name, count), &positions, |b, positions| {
            b.iter(|| {
                let mut searcher = Searcher::new(&board);
                for (position, score) in positions {
                    let value = searcher.value(position);
                    assert_eq!(board.score(position, value), *score);
                }
                black_box(searcher.nodes())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, sets);
criterion_main!(benches);
