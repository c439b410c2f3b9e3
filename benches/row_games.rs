//! Criterion benchmarks of the row games (take-k, Game of Sum, take-front,
//! Stone Games II and VII, Choosing Carrot), on seeded rows, at the sizes the games must
//! reach (docs/games.md).
//!
//! Run with `cargo bench --bench row_games`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

use optimal_play::coins::generate::{RowSpec, random_values};
use optimal_play::games::{
    choosing_carrot, game_of_sum, stone_game_ii, stone_game_vii, take_front, take_k,
};

fn row(count: u64) -> Vec<i64> {
    random_values(RowSpec {
        count,
        min: -1_000_000_000,
        max: 1_000_000_000,
        seed: 2026,
    })
    .collect()
}

fn row_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("row_games");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    let n5000 = row(5000);
    group.bench_with_input(BenchmarkId::new("game-of-sum", 5000), &n5000, |b, v| {
        b.iter(|| game_of_sum::margin(black_box(v)))
    });
    group.bench_with_input(BenchmarkId::new("stone-game-vii", 5000), &n5000, |b, v| {
        b.iter(|| stone_game_vii::margin(black_box(v)))
    });
    group.bench_with_input(BenchmarkId::new("take-k-2", 5000), &n5000, |b, v| {
        b.iter(|| take_k::margin(black_box(v), 2))
    });
    let n1000 = row(1000);
    group.bench_with_input(BenchmarkId::new("stone-game-ii", 1000), &n1000, |b, v| {
        b.iter(|| stone_game_ii::first_total(black_box(v)))
    });
    let n2500 = row(2500);
    group.bench_with_input(BenchmarkId::new("stone-game-ii", 2500), &n2500, |b, v| {
        b.iter(|| stone_game_ii::first_total(black_box(v)))
    });
    let million = row(1_000_000);
    group.bench_with_input(
        BenchmarkId::new("take-front-3", 1_000_000),
        &million,
        |b, v| b.iter(|| take_front::margins(black_box(v), 3)[0]),
    );
    // Codeforces 794E's largest row: every k at once.
    let carrots = row(300_000);
    group.bench_with_input(
        BenchmarkId::new("choosing-carrot", 300_000),
        &carrots,
        |b, v| b.iter(|| choosing_carrot::every_k(black_box(v))),
    );
    group.finish();
}

criterion_group!(benches, row_games);
criterion_main!(benches);
