//! Criterion benchmarks of octal games' Grundy values: Kayles and Dawson's
//! Kayles to 10^6 (until the period is proven, then by it), and codes with
//! no known period computed value by value to 10^5.
//!
//! Run with `cargo bench --bench octal`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

use optimal_play::impartial::octal::{GrundyValues, OctalCode};

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

criterion_group!(benches, octal);
criterion_main!(benches);
