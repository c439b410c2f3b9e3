//! The `optimal-play` command: a thin layer over the `optimal_play` library.
//!
//! Arguments are parsed by clap into typed configs (`cli`), which call the
//! library and write through its renderers. This file only runs the command
//! and turns errors into messages and exit codes.

mod cli;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    let mut out = BufWriter::new(io::stdout().lock());
    let result = cli::run(args, &mut out).and_then(|()| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if cli::is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("optimal-play: {error:#}");
            ExitCode::from(cli::exit_code(&error))
        }
    }
}
