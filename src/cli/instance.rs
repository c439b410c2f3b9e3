//! Where an instance comes from: the arguments every subcommand that reads
//! one shares, and opening it for the library's readers.

use std::path::{Path, PathBuf};

use clap::Args;

use optimal_play::erased::{GameInfo, Input};

use super::progress::Progress;
use super::source;

/// Where an instance comes from, shared by the subcommands that read one.
#[derive(Debug, Args)]
pub struct InstanceArgs {
    /// The instance: a file, or `-` (or nothing) for stdin.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// The instance given on the command line.
    #[arg(
        long = "instance",
        value_name = "TEXT",
        allow_hyphen_values = true,
        conflicts_with = "file"
    )]
    pub inline: Option<String>,

    /// How the input is laid out; detected when not given.
    #[arg(long = "input", value_name = "LAYOUT")]
    pub layout: Option<String>,

    /// The game's parameter (shown as `--k` where a game has one).
    #[arg(long = "param", value_name = "N", hide = true)]
    pub param: Option<u64>,
}

/// Opens the instance the arguments name, with a progress bar on a terminal.
pub fn open_instance<'a>(
    info: &GameInfo,
    args: &'a InstanceArgs,
    rule: Option<String>,
    progress: &'a mut Progress,
) -> anyhow::Result<Input<'a>> {
    if let Some(text) = &args.inline {
        return Ok(Input::inline(&instance_flag(info), text)
            .with_param(args.param)
            .with_rule(rule));
    }
    let opened = source::open(args.file.as_deref(), info.inline)?;
    progress.set_total(opened.size);
    Ok(Input {
        name: opened.name,
        reader: opened.reader,
        inline: false,
        progress: Box::new(move |bytes| progress.update(bytes)),
        param: args.param,
        rule,
        at_most: None,
    })
}

/// The game's rule (`--code 0.77`), given before the subcommand or after
/// it, for a game that has one.
pub fn rule_given(matches: &clap::ArgMatches) -> Option<String> {
    matches
        .try_get_one::<String>("rule")
        .ok()
        .flatten()
        .cloned()
}

/// The names the instance flag answers to besides `--instance`: the
/// game's own (`--values`, `--board`, `--heaps`), shown in its help, and
/// the other games', hidden, so that a flag learnt on one game works on
/// every game.
pub const INSTANCE_NAMES: [&str; 7] =
    ["values", "board", "heaps", "graph", "sets", "words", "grid"];

/// The instance flag as it was typed, for errors that name it: the game's
/// own name, or `--instance`.
pub fn instance_flag(info: &GameInfo) -> String {
    let typed = std::env::args().skip(1).find_map(|arg| {
        let name = arg.strip_prefix("--")?;
        let name = name.split('=').next()?;
        (name == "instance" || INSTANCE_NAMES.contains(&name)).then(|| format!("--{name}"))
    });
    typed.unwrap_or_else(|| format!("--{}", info.inline))
}

/// Whether `file` names stdin.
pub fn is_stdin(file: Option<&Path>) -> bool {
    file.is_none_or(|file| file == Path::new("-"))
}
