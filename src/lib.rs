//! The front ends of `optimal-play`, over the library's registry: the
//! command line and the web playground (`serve`). The `optimal-play` binary
//! is [`main`] with the built-in games; a program of your own hands [`main`]
//! a [`Registry`] with its own games, and gets every subcommand and the
//! playground for them (`examples/own-game.rs`).
//!
//! Exit codes: 0 on success (and when stdout is closed early), 2 on bad
//! input or usage, 1 when reading or writing fails.
//!
//! The stress tester, which runs a contest solution as a process (its time
//! limits, its output caps, the sweep of what it leaves behind), lives here
//! and not in the library (#47): the library runs no process.

mod cli;
mod serve;
mod stress;

use optimal_play::registry::Registry;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Runs the command line over the games of `games`, with the process's
/// arguments, and returns its exit code: what `optimal-play` does with the
/// built-in games, and what a program of your own does with its own.
///
/// ```no_run
/// use optimal_play::registry::Registry;
/// fn main() -> std::process::ExitCode {
///     optimal_play_cli::main(Registry::builtin())
/// }
/// ```
pub fn main(games: Registry) -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let matches = match cli::command_for(&games, &args).try_get_matches_from(&args) {
        Ok(matches) => matches,
        Err(error) => {
            use clap::error::ErrorKind;
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let shown = error.render().to_string();
                let code = if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                    2
                } else {
                    0
                };
                let written = if code == 0 {
                    io::stdout()
                        .write_all(shown.as_bytes())
                        .and_then(|()| io::stdout().flush())
                } else {
                    io::stderr().write_all(shown.as_bytes())
                };
                return match written {
                    Ok(()) => ExitCode::from(code),
                    Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                    Err(error) => {
                        let _ = writeln!(
                            io::stderr(),
                            "optimal-play: cannot write to stdout: {error}"
                        );
                        ExitCode::from(1)
                    }
                };
            }
            let rendered = error.render().to_string();
            let message = rendered.strip_prefix("error: ").unwrap_or(&rendered);
            let _ = write!(io::stderr(), "optimal-play: {message}");
            return ExitCode::from(2);
        }
    };
    let mut out = BufWriter::with_capacity(1 << 16, standard_output());
    let result = cli::run(&games, &matches, &mut out).and_then(|()| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if cli::is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) if cli::is_stdout_failure(&error) => {
            let _ = writeln!(
                io::stderr(),
                "optimal-play: cannot write to stdout: {error:#}"
            );
            ExitCode::from(1)
        }
        Err(error) => {
            let _ = writeln!(io::stderr(), "optimal-play: {error:#}");
            ExitCode::from(cli::exit_code(&error))
        }
    }
}

/// The whole command line over the games of `games`, every subcommand
/// with its help: for a tool or a test that walks it (the examples test
/// runs every example of every subcommand's help).
///
/// ```
/// use optimal_play::registry::Registry;
/// let command = optimal_play_cli::command(&Registry::builtin());
/// assert!(command.find_subcommand("coins").is_some());
/// ```
pub fn command(games: &Registry) -> clap::Command {
    cli::command(games)
}

/// Where results go. When standard output is not a terminal, its file
/// descriptor itself: the standard handle looks for the last newline in
/// everything written, which is a scan of every byte of a long result.
fn standard_output() -> Box<dyn Write> {
    #[cfg(unix)]
    {
        use std::io::IsTerminal;
        use std::os::fd::AsFd;
        let stdout = io::stdout();
        if !stdout.is_terminal() {
            if let Ok(descriptor) = stdout.as_fd().try_clone_to_owned() {
                return Box::new(std::fs::File::from(descriptor));
            }
        }
    }
    Box::new(io::stdout().lock())
}
