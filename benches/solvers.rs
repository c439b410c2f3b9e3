//! Criterion benchmarks of the solvers, on seeded inputs.
//!
//! Run all with `cargo bench --bench solvers`; the figures and the machine
//! they were measured on are in `docs/performance.md`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

use optimal_play::alternating_wall;
use optimal_play::coins::generate::{RowSpec, random_values, write_row};
use optimal_play::coins::read::{read_values, solve_streaming};
use optimal_play::coins::{RowLayout, interval, linear};
use optimal_play::engine::{Game, Oracle};
use optimal_play::wall::game::{WallGame, WallOracle};
use optimal_play::wall::generate::{BoardSpec, random_board};
use optimal_play::wall::{solve, value};

fn row(count: u64) -> Vec<i64> {
    random_values(RowSpec {
        count,
        min: 1,
        max: 1_000_000_000,
        seed: 2026,
    })
    .collect()
}

/// The O(n) method against the O(n²) recurrence, in one run.
fn linear_against_interval(c: &mut Criterion) {
    let mut group = c.benchmark_group("coins/linear-vs-interval");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for n in [1_000u64, 3_000, 10_000] {
        let values = row(n);
        group.throughput(Throughput::Elements(n));
        group.bench_with_input(BenchmarkId::new("linear", n), &values, |b, v| {
            b.iter(|| linear::margin(black_box(v)))
        });
        group.bench_with_input(BenchmarkId::new("interval", n), &values, |b, v| {
            b.iter(|| interval::margin(black_box(v)))
        });
    }
    group.finish();
}

/// The linear method, value only and with the line, on large rows.
fn linear_at_scale(c: &mut Criterion) {
    let mut group = c.benchmark_group("coins/linear");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for n in [100_000u64, 1_000_000, 10_000_000] {
        let values = row(n);
        group.throughput(Throughput::Elements(n));
        group.bench_with_input(BenchmarkId::new("value", n), &values, |b, v| {
            b.iter(|| linear::margin(black_box(v)))
        });
        group.bench_with_input(BenchmarkId::new("line", n), &values, |b, v| {
            b.iter(|| linear::line(black_box(v)))
        });
    }
    group.finish();
}

/// Reading and solving a row's text in one pass, against the floor: the same
/// reader doing nothing but adding the values up.
fn streaming_against_the_floor(c: &mut Criterion) {
    let mut group = c.benchmark_group("coins/text");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(15));
    for n in [100_000u64, 1_000_000, 10_000_000] {
        let spec = RowSpec {
            count: n,
            min: 1,
            max: 1_000_000_000,
            seed: 2026,
        };
        let mut text = Vec::new();
        write_row(&mut text, spec, RowLayout::Counted).expect("writing to memory");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("parse-and-add floor", n),
            &text,
            |b, text| {
                b.iter(|| {
                    let mut sum: i128 = 0;
                    read_values(black_box(&text[..]), None, |v| sum += i128::from(v), |_| {})
                        .expect("valid input");
                    sum
                })
            },
        );
        group.bench_with_input(BenchmarkId::new("solve streaming", n), &text, |b, text| {
            b.iter(|| solve_streaming(black_box(&text[..]), None, |_| {}).expect("valid input"))
        });
    }
    group.finish();
}

fn wall_solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("wall");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for side in [500usize, 2_000, 4_000] {
        let board = random_board(BoardSpec {
            height: side,
            width: side,
            blocked_percent: 20,
            seed: 2026,
        });
        let label = format!("{side}x{side}");
        group.throughput(Throughput::Elements((side * side) as u64));
        group.bench_with_input(BenchmarkId::new("value", &label), &board, |b, board| {
            b.iter(|| value(black_box(board)))
        });
        group.bench_with_input(
            BenchmarkId::new("path and walls", &label),
            &board,
            |b, board| b.iter(|| solve(black_box(board))),
        );
    }
    group.finish();
}

/// Play of the wall game at its play limit, 30 × 30 (#27): one Eel turn
/// valued (every wall and "done"), and the engine as Eel building walls,
/// first best each turn, until "done" is best, as a session's opening.
fn wall_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("wall play");
    group.sample_size(10);
    for blocked_percent in [0u8, 20] {
        let board = random_board(BoardSpec {
            height: 30,
            width: 30,
            blocked_percent,
            seed: 2026,
        });
        let game = WallGame::new(board);
        let label = format!("30x30, {blocked_percent}% x");
        group.bench_with_input(
            BenchmarkId::new("Eel's turn valued", &label),
            &game,
            |b, game| {
                let mut oracle = WallOracle::new(game);
                let start = game.start();
                b.iter(|| oracle.move_values(black_box(&start)))
            },
        );
        group.bench_with_input(
            BenchmarkId::new("the engine's walls, to done", &label),
            &game,
            |b, game| {
                b.iter(|| {
                    let mut oracle = WallOracle::new(game);
                    let mut position = game.start();
                    let mut walls = 0;
                    while position.token.is_none() {
                        let values = oracle.move_values(&position);
                        let best = values.iter().map(|&(_, v)| v).max().expect("a move");
                        let (mv, _) = values.into_iter().find(|&(_, v)| v == best).expect("best");
                        position = game.apply(&position, &mv).0;
                        walls += 1;
                    }
                    walls
                })
            },
        );
    }
    group.finish();
}

fn alternating_wall_solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("alternating-wall");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for side in [50usize, 200, 1_000] {
        let board = random_board(BoardSpec {
            height: side,
            width: side,
            blocked_percent: 0,
            seed: 2026,
        });
        let label = format!("{side}x{side}");
        group.throughput(Throughput::Elements((side * side) as u64));
        group.bench_with_input(BenchmarkId::new("value", &label), &board, |b, board| {
            b.iter(|| alternating_wall::value(black_box(board)))
        });
        group.bench_with_input(BenchmarkId::new("line", &label), &board, |b, board| {
            b.iter(|| alternating_wall::solve(black_box(board)))
        });
    }
    group.finish();
}

/// The targets of "read at the speed of the disk", end to end through the
/// library's front-end interface (what the command runs, minus the process):
/// `coins solve` in every format and with `--line` in text and JSON, and
/// `wall solve` in `cost` (streamed from the text) and `json`. The C floors
/// and peers are timed beside the command by `scripts/bench-floors.sh`.
fn targets(c: &mut Criterion) {
    use optimal_play::erased::{Input, SolveOptions};
    let mut group = c.benchmark_group("targets");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let run = |game: &str, text: &[u8], format: &str, line: bool| {
        let entry = optimal_play::registry::find(game).expect("registered");
        let options = SolveOptions {
            format: format.to_owned(),
            line,
            ..SolveOptions::default()
        };
        entry
            .solve(Input::reader("bench", text), &options, &mut std::io::sink())
            .expect("solves")
    };
    let n = 1_000_000;
    let mut row_text = Vec::new();
    let spec = RowSpec {
        count: n,
        min: 1,
        max: 1_000_000_000,
        seed: 2026,
    };
    write_row(&mut row_text, spec, RowLayout::Counted).expect("writing to memory");
    group.throughput(Throughput::Bytes(row_text.len() as u64));
    for format in ["usaco", "first", "margin", "text", "json"] {
        group.bench_with_input(
            BenchmarkId::new(format!("coins solve --format {format}"), n),
            &row_text,
            |b, text| b.iter(|| run("coins", black_box(text), format, false)),
        );
    }
    for format in ["text", "json"] {
        group.bench_with_input(
            BenchmarkId::new(format!("coins solve --line --format {format}"), n),
            &row_text,
            |b, text| b.iter(|| run("coins", black_box(text), format, true)),
        );
    }
    let side = 2_000;
    let board = random_board(BoardSpec {
        height: side,
        width: side,
        blocked_percent: 20,
        seed: 2026,
    });
    let board_text: Vec<u8> = board.rows().join("\n").into_bytes();
    let label = format!("{side}x{side}");
    group.throughput(Throughput::Bytes(board_text.len() as u64));
    for format in ["cost", "json"] {
        group.bench_with_input(
            BenchmarkId::new(format!("wall solve --format {format}"), &label),
            &board_text,
            |b, text| b.iter(|| run("wall", black_box(text), format, false)),
        );
    }
    // HDU 3032 at its largest game: 10^6 heaps of up to 2^31 - 1, seeded.
    let heaps = 1_000_000u64;
    let mut state = 2026u64;
    let mut hdu = format!("1\n{heaps}\n").into_bytes();
    for _ in 0..heaps {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        hdu.extend(format!("{} ", (state >> 33) % ((1 << 31) - 1) + 1).bytes());
    }
    group.throughput(Throughput::Bytes(hdu.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("lasker-nim solve --format hdu", heaps),
        &hdu,
        |b, text| b.iter(|| run("lasker-nim", black_box(text), "hdu", false)),
    );
    group.finish();
}

/// A seeded stream of numbers for the judge classics' inputs.
fn seeded(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut state = seed;
    move |most| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 1) % most + 1
    }
}

/// The judge classics of #25 at sizes past their judges' limits, each
/// through `solve` in its judge's format.
fn judge_classics(c: &mut Criterion) {
    use optimal_play::erased::{Input, SolveOptions};
    let mut group = c.benchmark_group("judge_classics");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    let run = |game: &str, text: &[u8]| {
        let entry = optimal_play::registry::find(game).expect("registered");
        let options = SolveOptions {
            format: entry.info().formats[0].name.to_owned(),
            ..SolveOptions::default()
        };
        entry
            .solve(Input::reader("bench", text), &options, &mut std::io::sink())
            .expect("solves")
    };
    // UVa 10368: 10^5 pairs of numbers up to 10^18, and the slowest pairs,
    // consecutive Fibonacci numbers (every step forced, about 86 of them).
    let mut draw = seeded(2026);
    let mut euclid = String::new();
    let fibonacci: Vec<u64> = std::iter::successors(Some((1u64, 2u64)), |&(a, b)| {
        b.checked_add(a)
            .filter(|&c| c <= 1_000_000_000_000_000_000)
            .map(|c| (b, c))
    })
    .map(|(a, _)| a)
    .collect();
    for game in 0..100_000 {
        if game % 2 == 0 {
            euclid += &format!(
                "{} {}\n",
                draw(1_000_000_000_000_000_000),
                draw(1_000_000_000_000_000_000)
            );
        } else {
            let at = fibonacci.len() - 1 - (draw(10) as usize);
            euclid += &format!("{} {}\n", fibonacci[at], fibonacci[at - 1]);
        }
    }
    euclid += "0 0\n";
    group.throughput(Throughput::Bytes(euclid.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("euclid solve", "10^5 pairs"),
        euclid.as_bytes(),
        |b, text| b.iter(|| run("euclid", black_box(text))),
    );
    // POJ 1704 past its limits: 20 games of 10^5 chessmen on grids up to
    // 10^18, unsorted.
    let mut georgia = String::from("20\n");
    for _ in 0..20 {
        let grids: std::collections::HashSet<u64> = (0..100_000)
            .map(|_| draw(1_000_000_000_000_000_000))
            .collect();
        georgia += &format!("{}\n", grids.len());
        let words: Vec<String> = grids.iter().map(u64::to_string).collect();
        georgia += &(words.join(" ") + "\n");
    }
    group.throughput(Throughput::Bytes(georgia.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("georgia-and-bob solve", "20 x 10^5 chessmen"),
        georgia.as_bytes(),
        |b, text| b.iter(|| run("georgia-and-bob", black_box(text))),
    );
    // HDU 1730 past its limits: 100 games of 1000 rows on 10^18 columns.
    let mut northcott = String::new();
    for _ in 0..100 {
        northcott += "1000 1000000000000000000\n";
        for _ in 0..1000 {
            let (b, w) = (
                draw(1_000_000_000_000_000_000),
                draw(1_000_000_000_000_000_000),
            );
            let w = if w == b {
                b % 1_000_000_000_000_000_000 + 1
            } else {
                w
            };
            northcott += &format!("{b} {w}\n");
        }
    }
    group.throughput(Throughput::Bytes(northcott.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("northcott solve", "100 x 1000 rows"),
        northcott.as_bytes(),
        |b, text| b.iter(|| run("northcott", black_box(text))),
    );
    // HDU 1907 past its limits: 10 games of 10^5 heaps up to 10^18, and
    // 10 of 10^5 heaps of one (where misère play differs).
    let mut john = String::from("20\n");
    for game in 0..20 {
        john += "100000\n";
        let heaps: Vec<String> = (0..100_000)
            .map(|_| {
                if game % 2 == 0 {
                    draw(1_000_000_000_000_000_000)
                } else {
                    1
                }
                .to_string()
            })
            .collect();
        john += &(heaps.join(" ") + "\n");
    }
    group.throughput(Throughput::Bytes(john.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("misere-nim solve", "20 x 10^5 heaps"),
        john.as_bytes(),
        |b, text| b.iter(|| run("misere-nim", black_box(text))),
    );
    // HDU 3094 at its limits: 10 trees of 10^5 vertices (random, and
    // paths, the deepest), and the same sizes as graphs with cycles.
    let mut trees = String::from("10\n");
    let mut graphs = String::from("10\n");
    for game in 0..10u64 {
        let n = 100_000u64;
        trees += &format!("{n}\n");
        graphs += &format!("{n} {}\n", n - 1 + n / 2);
        for v in 2..=n {
            let parent = if game % 2 == 0 { draw(v - 1) } else { v - 1 };
            trees += &format!("{v} {parent}\n");
            graphs += &format!("{v} {parent}\n");
        }
        for _ in 0..n / 2 {
            graphs += &format!("{} {}\n", draw(n), draw(n));
        }
    }
    for (label, text, layout) in [
        ("10 trees of 10^5", &trees, None),
        (
            "10 graphs of 10^5 vertices, 1.5·10^5 edges",
            &graphs,
            Some("graph"),
        ),
    ] {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("hackenbush solve", label),
            text.as_bytes(),
            |b, text| {
                b.iter(|| {
                    let entry = optimal_play::registry::find("hackenbush").expect("registered");
                    let options = SolveOptions {
                        format: "hdu".to_owned(),
                        layout: layout.map(str::to_owned),
                        ..SolveOptions::default()
                    };
                    entry
                        .solve(
                            Input::reader("bench", black_box(text)),
                            &options,
                            &mut std::io::sink(),
                        )
                        .expect("solves")
                })
            },
        );
    }
    // LeetCode 294 far past its limits: 10 strings of 10^6 characters.
    let flips: String = (0..10)
        .map(|_| {
            let state: String = (0..1_000_000)
                .map(|_| if draw(5) == 1 { '-' } else { '+' })
                .collect();
            state + "\n"
        })
        .collect();
    group.throughput(Throughput::Bytes(flips.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("flip-game solve", "10 strings of 10^6"),
        flips.as_bytes(),
        |b, text| b.iter(|| run("flip-game", black_box(text))),
    );
    // UVa 10561 at its limits, 99 rows of 200 cells; and one row of 10^5
    // (0.11337's values to 10^5 are computed on the first run and kept).
    let row = |length: usize, draw: &mut dyn FnMut(u64) -> u64| -> String {
        let mut row: Vec<u8> = (0..length)
            .map(|_| if draw(8) == 1 { b'X' } else { b'.' })
            .collect();
        for i in 1..length - 1 {
            if &row[i - 1..=i + 1] == b"XXX" {
                row[i] = b'.';
            }
        }
        String::from_utf8(row).expect("text")
    };
    let uva: String = std::iter::once("99\n".to_owned())
        .chain((0..99).map(|_| row(200, &mut draw) + "\n"))
        .collect();
    let long = format!("1\n{}\n", row(100_000, &mut draw));
    for (name, text) in [("99 rows of 200", uva), ("one row of 10^5", long)] {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("treblecross solve", name),
            text.as_bytes(),
            |b, text| b.iter(|| run("treblecross", black_box(text))),
        );
    }
    group.finish();
}

criterion_group!(
    benches,
    judge_classics,
    targets,
    linear_against_interval,
    linear_at_scale,
    streaming_against_the_floor,
    wall_solver,
    wall_play,
    alternating_wall_solver
);
criterion_main!(benches);
