//! Connect-Four on a small board, stated by its rules ([`Rules`]) and solved
//! natively, depth first: how many positions, how fast, and how many bytes
//! a position the whole process held at its peak. The measure of #48's
//! target (10^8 positions at most 24 bytes each) in `docs/performance.md`.
//!
//! ```sh
//! cargo run --release -p optimal-play-core --example connect_four_rules -- 5 5
//! ```
//!
//! A position is one `u64`: each column's cells from the bottom, a 1 for a
//! disc of the player to move and a 0 for the opponent's, under a 1 that
//! marks the column's top; so a column takes `height + 1` bits.

use std::convert::Infallible;
use std::time::Instant;

use optimal_play::engine::rules::{Interned, Limits, Outcome, Rules, solve_depth_first};

/// Connect-Four on `width` columns of `height` cells.
struct ConnectFour {
    width: u32,
    height: u32,
}

impl ConnectFour {
    fn column_bits(&self) -> u32 {
        self.height + 1
    }

    /// How many discs column `column` holds.
    fn filled(&self, position: u64, column: u32) -> u32 {
        let bits = (position >> (column * self.column_bits())) & ((1 << self.column_bits()) - 1);
        63 - bits.leading_zeros()
    }

    /// Every cell holding a disc.
    fn discs(&self, position: u64) -> u64 {
        (0..self.width)
            .map(|column| {
                let top = 1u64 << (column * self.column_bits() + self.filled(position, column));
                top - (1 << (column * self.column_bits()))
            })
            .fold(0, |all, discs| all | discs)
    }

    /// Whether `discs` hold four in a row.
    fn four(&self, discs: u64) -> bool {
        let h = u64::from(self.column_bits());
        [1, h, h - 1, h + 1].iter().any(|&shift| {
            let pairs = discs & (discs >> shift);
            pairs & (pairs >> (2 * shift)) != 0
        })
    }
}

impl Rules for ConnectFour {
    type Position = u64;
    type Move = u32;
    type Error = Infallible;

    fn start(&self) -> Result<u64, Infallible> {
        Ok((0..self.width)
            .map(|column| 1u64 << (column * self.column_bits()))
            .sum())
    }
    fn moves(&self, &position: &u64) -> Result<Vec<u32>, Infallible> {
        Ok((0..self.width)
            .filter(|&column| self.filled(position, column) < self.height)
            .collect())
    }
    fn play(&self, &position: &u64, &column: &u32) -> Result<u64, Infallible> {
        let top = column * self.column_bits() + self.filled(position, column);
        // The top mark becomes the mover's disc, a new mark goes above it,
        // and every disc changes sides: the opponent is to move.
        let after = position | (1 << (top + 1));
        Ok(after ^ self.discs(after))
    }
    fn outcome(&self, &position: &u64) -> Result<Option<Outcome>, Infallible> {
        let discs = self.discs(position);
        if self.four(discs & !position) {
            return Ok(Some(Outcome::Loss));
        }
        let full = (0..self.width).all(|column| self.filled(position, column) == self.height);
        Ok(full.then_some(Outcome::Draw))
    }
}

/// The most memory the process has held, in bytes (Linux).
fn peak_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("the width and the height, as numbers"))
        .collect();
    let (width, height) = match args[..] {
        [width, height] if width * (height + 1) <= 64 && (width >= 4 || height >= 4) => {
            (width, height)
        }
        [] => (4, 4),
        _ => panic!("give a width and a height with width × (height + 1) ≤ 64"),
    };
    let game = ConnectFour { width, height };
    let started = Instant::now();
    let limits = Limits {
        positions: Limits::MOST,
        moves: Limits::MOST,
    };
    let solved = solve_depth_first(&game, Interned::<u64>::default(), limits)
        .unwrap_or_else(|error| panic!("{error}"));
    let seconds = started.elapsed().as_secs_f64();
    let positions = solved.positions() as f64;
    println!(
        "Connect-Four {width} × {height}: {} positions",
        solved.positions()
    );
    println!("value for the first player: {:?}", solved.value(0));
    println!(
        "{seconds:.1} s, {:.2} million positions a second",
        positions / seconds / 1e6
    );
    println!(
        "allocated {:.1} bytes a position (the store and the values, unused capacity too)",
        solved.bytes() as f64 / positions
    );
    if let Some(peak) = peak_bytes() {
        println!(
            "peak {:.0} MiB for the whole process: {:.1} bytes a position",
            peak as f64 / (1 << 20) as f64,
            peak as f64 / positions
        );
    }
}
