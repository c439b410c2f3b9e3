//! Connect Four's search on positions read from standard input, one thread,
//! without the opening book: the positions it visits, the time, and the
//! positions a second. The measure of #50's "nodes a second" beside Pons'
//! solver (his `getNodeCount`) in `docs/performance.md`.
//!
//! ```sh
//! cargo run --release -p optimal-play-core --example connect_four_nodes \
//!     < tests/data/connect-four/Test_L1_R1
//! ```
//!
//! A line is the columns played from the empty board, 1-based, and may be
//! followed by a score (Pons' sets: `MOVES SCORE`), which is checked. One
//! 64 MiB table is kept from position to position, as the command line
//! keeps it.

use std::io::BufRead;
use std::time::Instant;

use optimal_play::engine::Game;
use optimal_play::engine::search::Searcher;
use optimal_play::games::connect_four::Board;

fn main() -> Result<(), String> {
    let board = Board::new(7, 6)?;
    let mut searcher = Searcher::new(&board);
    searcher.table().clear();
    let started = Instant::now();
    let mut positions = 0u64;
    for (at, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.map_err(|error| error.to_string())?;
        let mut words = line.split_whitespace();
        let moves = words.next().unwrap_or("");
        let mut position = board.start();
        for column in moves.bytes() {
            let column = u32::from(column.wrapping_sub(b'1'));
            if !board.is_legal(&position, &column) {
                return Err(format!("line {}: `{moves}` is not a position", at + 1));
            }
            position = board.drop(&position, column);
        }
        let value = searcher.value(&position);
        let score = board.score(&position, value);
        if let Some(expected) = words.next() {
            if expected.parse::<i64>() != Ok(score) {
                return Err(format!("line {}: score {score}, not {expected}", at + 1));
            }
        }
        positions += 1;
    }
    let seconds = started.elapsed().as_secs_f64();
    let nodes = searcher.nodes();
    println!(
        "{positions} positions, {nodes} nodes, {seconds:.3} s, {:.2} M nodes/s, {:.0} ns a node",
        nodes as f64 / seconds / 1e6,
        seconds * 1e9 / nodes.max(1) as f64
    );
    Ok(())
}
