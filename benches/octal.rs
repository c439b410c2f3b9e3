//! Criterion benchmarks of octal games' Grundy values: Kayles and Dawson's
//! Kayles to 10^6 (until the period is proven, then by it), and codes with
//! no known period computed value by value to 10^5; subtraction games to
//! 10^6: a finite set by its period, one with a period too long to find
//! value by value, and an all-but set by counting.
//!
//! Run with `cargo bench --bench octal`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

use optimal_play::impartial::octal::{GrundyValues, OctalCode};
use optimal_play::impartial::subtraction::all_but_values;

fn checksum(values: &GrundyValues, n: u64) -> u64 {
    (1..=n).map(|h| u64::from(values.get(h).unwrap())).sum()
}

fn octal(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for (name, code) in [
        ("kayles", "0.77"),
        ("dawsons-kayles", "0.07"),
        ("dawsons-chess", "0.137"),
    ] {
        let code: OctalCode = code.parse().unwrap();
        group.bench_with_input(BenchmarkId::new(name, 1_000_000), &code, |b, code| {
            b.iter(|| {
                let values = GrundyValues::until_period(black_box(code), 1_000_000);
                checksum(&values, 1_000_000)
            })
        });
    }
    for code in ["0.16", "0.6"] {
        let parsed: OctalCode = code.parse().unwrap();
        group.bench_with_input(BenchmarkId::new(code, 100_000), &parsed, |b, code| {
            b.iter(|| GrundyValues::compute(black_box(code), 100_000))
        });
    }
    group.finish();
}

fn subtraction(c: &mut Criterion) {
    let mut group = c.benchmark_group("subtraction");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let periodic = OctalCode::subtraction(&[2, 5, 900]);
    group.bench_function(BenchmarkId::new("2,5,900", 1_000_000), |b| {
        b.iter(|| {
            let values = GrundyValues::until_period(black_box(&periodic), 1 << 16);
            checksum(&values, 1_000_000)
        })
    });
    // No period among its first 2^16 values: every value by the mex rule.
    let long = OctalCode::subtraction(&[2, 5, 900, 4321]);
    group.bench_function(BenchmarkId::new("2,5,900,4321", 1_000_000), |b| {
        b.iter(|| GrundyValues::compute(black_box(&long), 1_000_000))
    });
    let excluded = [3u64, 7, 100, 1000];
    group.bench_function(BenchmarkId::new("all-but:3,7,100,1000", 1_000_000), |b| {
        b.iter(|| all_but_values(black_box(&excluded), 1_000_000))
    });
    group.finish();
}

criterion_group!(benches, octal, subtraction);
criterion_main!(benches);
