//! The command line, written once over the registry: every registered game
//! gets `solve`, `play`, `explain` and `generate` from [`generic`], plus its
//! extras from [`extras`]; `games`, `completions` and `man` come last.
//!
//! Exit codes: 0 on success (and when stdout is closed early), 2 on bad input
//! or usage, 1 when reading or writing fails. Errors go to stderr, each
//! prefixed `optimal-play:`.

mod check_rules;
#[cfg(test)]
mod every_option;
mod extras;
mod generic;
mod instance;
mod play;
mod progress;
mod source;
mod stress;
mod text;

use std::io::{self, IsTerminal, Write};

use clap::{Arg, ArgMatches, Args, Command, FromArgMatches, value_parser};

use optimal_play::registry::Registry;

/// Solve two-player optimal-play games exactly, explain the optimal play, and
/// play it.
const ABOUT: &str =
    "Solve two-player optimal-play games exactly, explain the optimal play, and play it.";

const AFTER_HELP: &str = "\
Every game takes the same subcommands: solve, play, explain, generate.
`optimal-play games` lists the games with their rules, the contest problems
they answer and their limits.

Examples:
  optimal-play coins solve examples/seed-001.txt
  optimal-play coins play --values 20,30,2,2
  optimal-play wall solve --board '{\"042\", \"391\"}'
  optimal-play games";

/// The whole command line of the games of `games`: built from the
/// registry, so a new game needs no code here.
pub fn command(games: &Registry) -> Command {
    build(games, None)
}

/// The command line for `args`: when the first argument names a game, only
/// that game's subcommands are built, so that a run pays for one game's
/// options and help texts, not every game's (a third of a small run's
/// time). Parsing, help and errors are the same as with [`command`].
pub fn command_for(games: &Registry, args: &[std::ffi::OsString]) -> Command {
    let named = args
        .get(1)
        .and_then(|arg| arg.to_str())
        .and_then(|name| games.find(name));
    let action = args.get(2).and_then(|arg| arg.to_str());
    build(games, named.map(|game| (game.info().name, action)))
}

/// The command line with every game, or only one game's, and of that game
/// only the subcommand named (when one is; an unknown name builds them all,
/// so that clap can suggest one).
fn build(games: &Registry, only: Option<(&str, Option<&str>)>) -> Command {
    let mut command = Command::new("optimal-play")
        .version(env!("CARGO_PKG_VERSION"))
        .about(ABOUT)
        .after_help(AFTER_HELP)
        .propagate_version(true)
        .arg_required_else_help(true)
        .subcommand_required(true)
        .max_term_width(100)
        .arg(
            Arg::new("color")
                .long("color")
                .alias("colour")
                .global(true)
                .value_name("WHEN")
                .value_parser(["auto", "always", "never"])
                .default_value("auto")
                .help("When to colour the output: auto (a terminal, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, never"),
        );
    for &game in games.games() {
        let info = game.info();
        if only.is_some_and(|(name, _)| name != info.name) {
            continue;
        }
        // Only the subcommand named, when it is one of this game's.
        let action = only.and_then(|(_, action)| action).filter(|action| {
            generic::ACTIONS.contains(action) || extras::names(game).contains(action)
        });
        let mut sub = Command::new(info.name)
            .about(text::summary(info))
            .after_help(format!("Examples:\n{}", text::examples(info)))
            .subcommand_required(true)
            .arg_required_else_help(true);
        if let Some(rule) = info.rule {
            sub = sub.arg(
                Arg::new("rule")
                    .long(rule.name)
                    .global(true)
                    .value_name(rule.name.to_uppercase())
                    .help(format!("{} (default {})", rule.help, rule.default)),
            );
        }
        for generic in generic::subcommands(game, action) {
            sub = sub.subcommand(generic);
        }
        for extra in extras::subcommands(game, action) {
            sub = sub.subcommand(extra);
        }
        command = command.subcommand(sub);
    }
    command
        .subcommand(check_rules::command())
        .subcommand(
            Command::new("games")
                .about("List every game: its rules, the contest problems it answers, its limits")
                .arg(
                    Arg::new("format")
                        .long("format")
                        .value_parser(["text", "json"])
                        .default_value("text")
                        .help("What to print"),
                ),
        )
        .subcommand(
            Command::new("completions")
                .about("Write a shell completion script to stdout")
                .arg(
                    Arg::new("shell")
                        .required(true)
                        .value_parser(value_parser!(clap_complete::Shell))
                        .help("The shell"),
                ),
        )
        .subcommand(
            Command::new("man")
                .about("Write the manual page (roff) to stdout, or every page to a folder")
                .arg(
                    Arg::new("dir")
                        .long("dir")
                        .value_name("DIR")
                        .value_parser(value_parser!(std::path::PathBuf))
                        .help(
                            "Write a page for every subcommand to DIR (optimal-play.1, \
                             optimal-play-coins.1, optimal-play-coins-solve.1, …), and list them",
                        ),
                ),
        )
        .subcommand(
            crate::serve::ServeArgs::augment_args(Command::new("serve"))
                .about("Serve the web playground: play, solve and explain every game in a browser")
                .after_help(crate::serve::HELP),
        )
}

/// The output policy of one run.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Whether stdout gets colour.
    pub colour: bool,
}

impl Style {
    fn from(matches: &ArgMatches) -> Style {
        let when = matches
            .get_one::<String>("color")
            .map_or("auto", String::as_str);
        let set = |name: &str| std::env::var_os(name).is_some_and(|value| !value.is_empty());
        let colour = match when {
            "always" => true,
            "never" => false,
            _ => {
                if set("NO_COLOR") {
                    false
                } else if std::env::var_os("CLICOLOR_FORCE")
                    .is_some_and(|v| !v.is_empty() && v != "0")
                {
                    true
                } else {
                    io::stdout().is_terminal()
                }
            }
        };
        Style { colour }
    }
}

/// The bash script with its `case` labels made to match: clap_complete
/// names the binary's own command `optimal__play` where it sets `cmd`, but
/// writes its hyphen as a subcommand separator in the labels
/// (`optimal__subcmd__play__subcmd__coins`), so no label matched and only
/// the first word completed (clap-rs/clap#6421).
fn bash_labels_fixed(script: &[u8]) -> Vec<u8> {
    String::from_utf8_lossy(script)
        .replace("optimal__subcmd__play", "optimal__play")
        .into_bytes()
}

/// `man --dir DIR`: a page for the command and for every subcommand, named
/// as the pages refer to each other (`optimal-play-coins-solve.1`).
fn write_manual(
    games: &Registry,
    dir: &std::path::Path,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)
        .map_err(|error| CliError::Usage(format!("cannot create {}: {error}", dir.display())))?;
    clap_mangen::generate_to(command(games), dir)
        .map_err(|error| CliError::Usage(format!("cannot write to {}: {error}", dir.display())))?;
    let mut pages: Vec<String> = std::fs::read_dir(dir)?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("optimal-play") && name.ends_with(".1"))
        .collect();
    pages.sort();
    writeln!(out, "wrote {} pages to {}", pages.len(), dir.display())?;
    Ok(())
}

/// Runs the parsed command line, writing its output to `out`.
pub fn run(games: &Registry, matches: &ArgMatches, out: &mut dyn Write) -> anyhow::Result<()> {
    let style = Style::from(matches);
    let (name, sub) = matches.subcommand().expect("a subcommand is required");
    match name {
        "games" => generic::list_games(games, sub, out),
        "check-rules" => check_rules::run(sub),
        "completions" => {
            let shell = *sub
                .get_one::<clap_complete::Shell>("shell")
                .expect("required");
            // Written whole, so that a failed write is an error, not the
            // generator's panic.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(games), "optimal-play", &mut script);
            if shell == clap_complete::Shell::Bash {
                script = bash_labels_fixed(&script);
            }
            out.write_all(&script)?;
            Ok(())
        }
        "serve" => {
            let args = crate::serve::ServeArgs::from_arg_matches(sub)?;
            crate::serve::run(games, &args, out)
        }
        "man" => match sub.get_one::<std::path::PathBuf>("dir") {
            None => {
                clap_mangen::Man::new(command(games)).render(out)?;
                Ok(())
            }
            Some(dir) => write_manual(games, dir, out),
        },
        game => {
            let entry = games.find(game).expect("clap knows only registered games");
            let (action, args) = sub.subcommand().expect("a subcommand is required");
            match action {
                "solve" | "play" | "explain" | "generate" => {
                    generic::run(entry, action, args, style, out)
                }
                "stress" => stress::run(entry, args, out),
                extra => extras::run(entry, extra, args, style, out),
            }
        }
    }
}

/// Writes a file whole. A new or regular file is written into a temporary
/// file beside it (created exclusively, with an unpredictable name) and
/// renamed into place once complete, so a failure never leaves half a file
/// and nothing is left behind. A device, a FIFO or a symbolic link is
/// written through, never replaced.
pub fn write_file(
    path: &std::path::Path,
    write: impl FnOnce(&mut dyn Write) -> Result<(), optimal_play::Error>,
) -> anyhow::Result<()> {
    let failed = |source: optimal_play::Error| -> anyhow::Error {
        CliError::Write {
            path: path.to_owned(),
            source,
        }
        .into()
    };
    let special = std::fs::symlink_metadata(path).is_ok_and(|meta| !meta.file_type().is_file());
    if special {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(path)
            .map_err(|error| failed(error.into()))?;
        let mut file = io::BufWriter::new(file);
        write(&mut file).map_err(failed)?;
        return file.flush().map_err(|error| failed(error.into()));
    }
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => std::path::Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".optimal-play-").suffix(".partial");
    // A file anyone may read, less what the umask takes away, as any
    // other program would create it (the temporary file's default is
    // 0600).
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    let temporary = builder
        .tempfile_in(directory)
        .map_err(|error| failed(error.into()))?;
    let mut file = io::BufWriter::new(temporary);
    write(&mut file).map_err(failed)?;
    let temporary = file
        .into_inner()
        .map_err(|error| failed(error.into_error().into()))?;
    // Dropping the temporary file on any failure above removes it.
    temporary
        .persist(path)
        .map_err(|error| failed(error.error.into()))?;
    Ok(())
}

/// The command line's own errors, each of a kind that decides its exit code.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A mistake in how the command was called that clap cannot see.
    #[error("{0}")]
    Usage(String),
    /// An output file that could not be written.
    #[error("cannot write `{}`", path.display())]
    Write {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        source: optimal_play::Error,
    },
    /// Input that could not be read.
    #[error(transparent)]
    Read(#[from] source::ReadError),
    /// A check that ran and failed (`wall rabbit` on walls that leave no
    /// exit): exit code 1, as `diff` and `grep` report a negative answer.
    #[error("{0}")]
    Check(String),
    /// Work stopped at its `--timeout`: exit code 2, as for work past a
    /// game's limits.
    #[error("{0}")]
    TimedOut(String),
}

/// The exit code for `error`: 2 when the input or the call is at fault, 1
/// when reading or writing failed. It follows from the kind of the first
/// error in the chain that has one.
pub fn exit_code(error: &anyhow::Error) -> u8 {
    use optimal_play::ErrorKind;
    for cause in error.chain() {
        if let Some(error) = cause.downcast_ref::<optimal_play::Error>() {
            return match error.kind() {
                ErrorKind::BadRequest => 2,
                ErrorKind::Io => 1,
            };
        }
        if let Some(error) = cause.downcast_ref::<source::ReadError>() {
            return match error {
                source::ReadError::File { .. } => 1,
                source::ReadError::NoInput { .. } => 2,
            };
        }
        if let Some(error) = cause.downcast_ref::<CliError>() {
            return match error {
                CliError::Usage(_) | CliError::Read(_) | CliError::TimedOut(_) => 2,
                CliError::Write { .. } | CliError::Check(_) => 1,
            };
        }
    }
    1
}

/// Whether `error` is a failed write to stdout (not to a named file): an
/// I/O error that no file write or read wraps.
pub fn is_stdout_failure(error: &anyhow::Error) -> bool {
    let mut written = false;
    for cause in error.chain() {
        if cause.is::<CliError>()
            || cause.is::<source::ReadError>()
            || matches!(
                cause.downcast_ref::<optimal_play::Error>(),
                Some(optimal_play::Error::Read { .. })
            )
        {
            return false;
        }
        if cause.is::<io::Error>()
            || matches!(
                cause.downcast_ref::<optimal_play::Error>(),
                Some(optimal_play::Error::Write(_))
            )
        {
            written = true;
        }
    }
    written
}

/// Whether `error` is stdout closing early, as in `optimal-play ... | head`.
pub fn is_broken_pipe(error: &anyhow::Error) -> bool {
    let broken = |io: &io::Error| io.kind() == io::ErrorKind::BrokenPipe;
    error.chain().any(|cause| {
        cause.downcast_ref::<io::Error>().is_some_and(broken)
            || matches!(
                cause.downcast_ref::<optimal_play::Error>(),
                Some(optimal_play::Error::Write(io)) if broken(io)
            )
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_command_line_definition_is_consistent() {
        super::command(&optimal_play::registry::Registry::builtin()).debug_assert();
    }

    #[test]
    fn a_run_builds_the_same_subcommand_it_would_find_in_the_whole_tree() {
        use std::ffi::OsString;
        let games = optimal_play::registry::Registry::builtin();
        let whole = super::command(&games);
        for game in games.games() {
            let name = game.info().name;
            let tree = whole
                .find_subcommand(name)
                .expect("every game is a subcommand");
            let listed: Vec<&str> = tree.get_subcommands().map(|sub| sub.get_name()).collect();
            let known: Vec<&str> = super::generic::ACTIONS
                .iter()
                .copied()
                .chain(super::extras::names(*game))
                .collect();
            assert!(
                listed.iter().all(|sub| known.contains(sub)),
                "{name}: {listed:?} not all in {known:?}"
            );
            for action in &listed {
                let args: Vec<OsString> = ["optimal-play", name, action]
                    .iter()
                    .map(OsString::from)
                    .collect();
                let built = super::command_for(&games, &args);
                let game_tree = built.find_subcommand(name).expect("the game");
                let subs: Vec<&str> = game_tree.get_subcommands().map(|s| s.get_name()).collect();
                assert_eq!(subs, vec![*action], "{name} {action}");
                let alone = game_tree.find_subcommand(action).expect("built");
                let full = tree.find_subcommand(action).expect("in the tree");
                let options = |command: &clap::Command| {
                    command
                        .get_arguments()
                        .map(|arg| arg.get_id().to_string())
                        .collect::<Vec<_>>()
                };
                assert_eq!(options(alone), options(full), "{name} {action}");
            }
            // An unknown subcommand builds them all, so that clap can
            // suggest the nearest.
            let args: Vec<OsString> = ["optimal-play", name, "slove"]
                .iter()
                .map(OsString::from)
                .collect();
            let built = super::command_for(&games, &args);
            assert_eq!(
                built
                    .find_subcommand(name)
                    .expect("the game")
                    .get_subcommands()
                    .count(),
                listed.len()
            );
        }
    }
}
