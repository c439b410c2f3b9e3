//! Grundy values of an octal game to `N`, summed up as the bench's peer
//! (`../shared/bench/peer_octal.c`) sums them, to compare in one run:
//!
//! ```text
//! cargo run --release -p optimal-play-core --example octal_checksum -- 0.77 100000
//! ```
//!
//! Prints `N xor max sum` of g(1..N), then the period when one is proven.
//! Values are computed until a period is proven and taken from it after;
//! `--direct` computes every one.

use optimal_play::impartial::octal::{GrundyValues, OctalCode};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let direct = args.iter().any(|arg| arg == "--direct");
    let args: Vec<&String> = args.iter().filter(|arg| *arg != "--direct").collect();
    let (Some(code), Some(n)) = (args.first(), args.get(1)) else {
        eprintln!("usage: octal_checksum CODE N [--direct]");
        std::process::exit(2);
    };
    let code: OctalCode = code.parse().unwrap_or_else(|error| {
        eprintln!("{error}");
        std::process::exit(2)
    });
    let n: usize = n.parse().unwrap_or_else(|_| {
        eprintln!("N must be a number");
        std::process::exit(2)
    });
    let values = if direct {
        GrundyValues::compute(&code, n)
    } else {
        GrundyValues::until_period(&code, n)
    };
    let (mut xor, mut max, mut sum) = (0u32, 0u32, 0u64);
    for h in 1..=n as u64 {
        let g = values.get(h).expect("every heap up to N is answered");
        xor ^= g;
        max = max.max(g);
        sum += u64::from(g);
    }
    println!("{n} {xor} {max} {sum}");
    if let Some(period) = values.period() {
        println!("period {} from {}", period.period, period.start);
    }
}
