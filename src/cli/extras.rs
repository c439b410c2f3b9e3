//! The extra subcommands a game offers beyond the common ones (`coins
//! table`, `wall rabbit`), each built from the game's description of it
//! ([`Extra`]) and run through the library: no game is named here.

use std::io::Write;
use std::path::PathBuf;

use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};

use optimal_play::erased::{Checked, Extra, ExtraRequest, GameEntry, Input};

use super::generic::{instance_args, optional};
use super::instance::{InstanceArgs, is_stdin, open_instance, rule_given};
use super::progress::Progress;
use super::{CliError, Style, source};

/// The names of the extra subcommands of `game`.
pub fn names(game: &dyn GameEntry) -> Vec<&'static str> {
    game.extras().iter().map(|extra| extra.name()).collect()
}

/// The extra subcommands of `game`: all of them, or only the one called
/// `only`.
pub fn subcommands(game: &dyn GameEntry, only: Option<&str>) -> Vec<Command> {
    game.extras()
        .iter()
        .filter(|extra| only.is_none_or(|only| only == extra.name()))
        .map(|extra| subcommand(game, *extra))
        .collect()
}

fn subcommand(game: &dyn GameEntry, extra: &dyn Extra) -> Command {
    // The shared instance options first: their derive sets an `about` too.
    let mut command = if extra.takes_instance() {
        instance_args(
            InstanceArgs::augment_args(Command::new(extra.name())),
            game.info(),
        )
    } else {
        Command::new(extra.name())
    }
    .about(extra.about());
    if let Some((count, default)) = extra.count() {
        command = command.arg(
            Arg::new("count")
                .long(count.name)
                .value_name("N")
                .value_parser(clap::value_parser!(u64))
                .default_value(default.to_string())
                .help(count.help),
        );
    }
    if !extra.help().is_empty() {
        command = command.after_long_help(extra.help());
    }
    if let Some(default) = extra.formats().first() {
        let names: Vec<&str> = extra.formats().iter().map(|choice| choice.name).collect();
        command = command.arg(
            Arg::new("format")
                .long("format")
                .value_parser(PossibleValuesParser::new(names))
                .default_value(default.name)
                .help("What to print"),
        );
    }
    if let Some(attempt) = extra.attempt() {
        command = command.arg(
            Arg::new(attempt.name)
                .long(attempt.name)
                .value_name("FILE")
                .required(true)
                .value_parser(clap::value_parser!(PathBuf))
                .help(attempt.help),
        );
    }
    if let Some(help) = extra.picture() {
        command = command.arg(
            Arg::new("svg")
                .long("svg")
                .value_name("FILE")
                .value_parser(clap::value_parser!(PathBuf))
                .help(help),
        );
    }
    command
}

/// Runs the extra `name` of `game`.
pub fn run(
    game: &dyn GameEntry,
    name: &str,
    matches: &ArgMatches,
    style: Style,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let info = game.info();
    let extra = game
        .extras()
        .iter()
        .find(|extra| extra.name() == name)
        .expect("clap knows only the game's extras");
    let rule = rule_given(matches);
    let count = optional::<u64>(matches, "count");
    let format = optional::<String>(matches, "format");
    if !extra.takes_instance() {
        let mut text = Vec::new();
        let checked = extra.run(
            ExtraRequest {
                instance: None,
                rule: rule.as_deref(),
                count,
                layout: None,
                format: format.as_deref(),
                attempt: None,
                picture: None,
                colour: style.colour,
            },
            &mut text,
        )?;
        out.write_all(&text)?;
        return verdict(checked);
    }
    let args = InstanceArgs::from_arg_matches(matches)?;
    let attempt = extra
        .attempt()
        .map(|attempt| (attempt.name, optional::<PathBuf>(matches, attempt.name)));
    if let Some((what, Some(path))) = &attempt {
        let instance_from_stdin = args.inline.is_none() && is_stdin(args.file.as_deref());
        if instance_from_stdin && path == std::path::Path::new("-") {
            return Err(CliError::Usage(format!(
                "the {inline} and the {what} cannot both come from stdin: name a {inline} FILE",
                inline = info.inline
            ))
            .into());
        }
    }
    let mut progress = Progress::new(None);
    let instance = open_instance(info, &args, rule.clone(), &mut progress)?;
    let attempt = match attempt {
        Some((what, Some(path))) => {
            let opened = source::open(Some(&path), what)?;
            Some(Input::reader(&opened.name, opened.reader))
        }
        _ => None,
    };
    let svg = optional::<PathBuf>(matches, "svg");
    let mut picture = Vec::new();
    let mut text = Vec::new();
    let checked = extra.run(
        ExtraRequest {
            instance: Some(instance),
            rule: rule.as_deref(),
            count,
            layout: args.layout.as_deref(),
            format: format.as_deref(),
            attempt,
            picture: svg.as_ref().map(|_| &mut picture as &mut dyn Write),
            colour: style.colour,
        },
        &mut text,
    )?;
    drop(progress);
    // Drawn before anything is written, so a refusal writes no file at all.
    if let Some(path) = &svg {
        super::write_file(path, |file| Ok(file.write_all(&picture)?))?;
    }
    out.write_all(&text)?;
    verdict(checked)
}

/// A check that fails is exit code 1, its report already written.
fn verdict(checked: Checked) -> anyhow::Result<()> {
    match checked {
        Checked::Holds => Ok(()),
        Checked::Fails(why) => Err(CliError::Check(why).into()),
    }
}
