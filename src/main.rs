//! The `optimal-play` command: the front ends of `optimal_play_cli` over the
//! built-in games.

use std::process::ExitCode;

use optimal_play::registry::Registry;

fn main() -> ExitCode {
    optimal_play_cli::main(Registry::builtin())
}
