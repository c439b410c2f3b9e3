//! The command line: clap definitions, one module per subcommand, and the
//! policy for errors and exit codes.
//!
//! Exit codes: 0 on success (and when stdout is closed early), 2 on bad input
//! or usage, 1 on an internal failure. Errors go to stderr.

mod coins;
mod play;
mod progress;
mod source;
mod wall;

use std::io::{self, Write};

use clap::{Parser, Subcommand};

use optimal_play::coins::SolveError;
use optimal_play::input::InputError;

/// Solve two-player optimal-play games exactly, explain the optimal play, and
/// play it.
#[derive(Debug, Parser)]
#[command(name = "optimal-play", version, about, long_about = None)]
#[command(propagate_version = true, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The row game: take a value from either end of a row.
    #[command(subcommand)]
    Coins(coins::CoinsCommand),
    /// The wall game (TopCoder SRM 580 "WallGameDiv2"): Eel builds walls,
    /// Rabbit crosses the board.
    #[command(subcommand)]
    Wall(wall::WallCommand),
}

/// Runs the parsed command, writing its output to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> anyhow::Result<()> {
    match cli.command {
        Command::Coins(command) => coins::run(command, out),
        Command::Wall(command) => wall::run(command, out),
    }
}

/// Writes a file whole: into a temporary file beside it, renamed into place
/// once complete, so a failure never leaves half a file.
pub fn write_file(
    path: &std::path::Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> anyhow::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.partial"));
    let result = (|| -> io::Result<()> {
        let mut file = io::BufWriter::new(std::fs::File::create(&temporary)?);
        write(&mut file)?;
        file.flush()?;
        drop(file);
        std::fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result.map_err(|source| {
        WriteError {
            path: path.to_owned(),
            source,
        }
        .into()
    })
}

/// An output file that could not be written.
#[derive(Debug, thiserror::Error)]
#[error("cannot write `{}`", path.display())]
pub struct WriteError {
    path: std::path::PathBuf,
    source: io::Error,
}

/// Whether to colour what goes to stdout: only on a terminal, and never when
/// `NO_COLOR` is set to anything.
pub fn colour_on_stdout() -> bool {
    use std::io::IsTerminal;
    io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
}

/// A mistake in how the command was called that clap cannot see.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

/// The exit code for `error`: 2 when the input or the call is at fault, else 1.
pub fn exit_code(error: &anyhow::Error) -> u8 {
    let users_fault = error.chain().any(|cause| {
        cause.is::<InputError>()
            || cause.is::<SolveError>()
            || cause.is::<UsageError>()
            || cause.is::<source::ReadError>()
            || cause.is::<WriteError>()
            || cause.is::<optimal_play::wall::WallOutOfBoard>()
    });
    if users_fault { 2 } else { 1 }
}

/// Whether `error` is stdout closing early, as in `optimal-play ... | head`.
pub fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
