//! The subcommands every game has, written once: `solve`, `play`, `explain`
//! and `generate`, each over the registry's [`GameEntry`] alone; and `games`.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use optimal_play::erased::{
    Action, Capabilities, Choice, GameEntry, GameInfo, GenerateOptions, Parameter, SolveOptions,
};
use optimal_play::registry::Registry;

use super::instance::{InstanceArgs, open_instance, rule_given};
use super::progress::Progress;
use super::text::examples;
use super::{CliError, Style};

/// `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub instance: InstanceArgs,

    /// What to print: by default the judge's format, the first below (or,
    /// for an input laid out as another judge's, that judge's).
    #[arg(long)]
    pub format: Option<String>,

    /// Stop the work after SECONDS (a whole or decimal number) with an
    /// error, exit code 2, and nothing written: for a position a search may
    /// take minutes on
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,
}

/// A `--timeout`: a number of seconds above 0, at most a year.
fn seconds(text: &str) -> Result<f64, String> {
    const YEAR: f64 = 365.0 * 24.0 * 3600.0;
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| *seconds > 0.0 && *seconds <= YEAR)
        .ok_or_else(|| format!("--timeout takes a number of seconds above 0, at most {YEAR}"))
}

/// The options of `solve` that only games with the capability have: each is
/// added to a game's command line, and read from it, only when the game
/// offers it.
fn capability_args(
    solve: Command,
    info: &GameInfo,
    capabilities: Capabilities,
    opponents: &'static [Choice],
) -> Command {
    let mut solve = solve;
    if !info.algorithms.is_empty() {
        solve = solve.arg(
            Arg::new("algorithm")
                .long("algorithm")
                .value_name("ALGORITHM")
                .value_parser(PossibleValuesParser::new(names(info.algorithms)))
                .help("Which algorithm solves the instance. All give the same value"),
        );
    }
    if names(info.algorithms).contains(&"book") {
        solve = solve.arg(
            Arg::new("no-book")
                .long("no-book")
                .action(ArgAction::SetTrue)
                .conflicts_with("algorithm")
                .help("Search alone, without the opening book: the same as --algorithm search"),
        );
    }
    if capabilities.line {
        solve = solve.arg(
            Arg::new("line")
                .long("line")
                .action(ArgAction::SetTrue)
                .help("Also print an optimal line: every move, with the running totals"),
        );
    }
    if capabilities.versus {
        let ways: Vec<String> = opponents
            .iter()
            .map(|choice| format!("`{}`: {}", choice.name, choice.help))
            .collect();
        solve = solve.arg(
            Arg::new("versus")
                .long("versus")
                .value_name("OPPONENT")
                .value_parser(PossibleValuesParser::new(names(opponents)))
                .help(format!(
                    "Solve for the first player against a second player known to play this \
                     way ({}), rather than against perfect play: the exploit, not just the \
                     safe value",
                    ways.join("; ")
                )),
        );
    }
    if capabilities.picture {
        solve = solve.arg(
            Arg::new("svg")
                .long("svg")
                .value_name("FILE")
                .value_parser(clap::value_parser!(PathBuf))
                .help("Also draw the solved instance as SVG into this file"),
        );
    }
    solve
}

/// An option `capability_args` may not have added: `None` when it is not
/// there.
pub(super) fn optional<T: Clone + Send + Sync + 'static>(
    matches: &ArgMatches,
    id: &str,
) -> Option<T> {
    matches.try_get_one::<T>(id).ok().flatten().cloned()
}

/// `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub instance: InstanceArgs,

    /// What to print: a walkthrough for people, or the same facts as JSON.
    #[arg(long, value_parser = ["text", "json"], default_value = "text")]
    pub format: String,
}

/// `generate`: the seed and the layout; the game's own parameters are
/// added to it from their declaration ([`GameInfo::generate`]).
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The seed: the same seed gives the same instance on every machine.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The layout to write.
    #[arg(
        long = "input",
        visible_alias = "layout",
        alias = "format",
        value_name = "LAYOUT"
    )]
    pub layout: Option<String>,
}

fn names(choices: &[optimal_play::erased::Choice]) -> Vec<&'static str> {
    choices.iter().map(|choice| choice.name).collect()
}

fn choices_help(title: &str, choices: &[optimal_play::erased::Choice]) -> String {
    let mut help = format!("{title}:\n");
    for choice in choices {
        help.push_str(&format!("  {:<11} {}\n", choice.name, choice.help));
    }
    help
}

/// Adapts the shared instance options to one game: its inline option's name
/// and its layouts.
pub(super) fn instance_args(command: Command, info: &GameInfo) -> Command {
    let command = match info.param {
        Some(param) => command.mut_arg("param", |arg| {
            arg.long(param.name)
                .hide(false)
                .help(format!(
                    "{} (default {}, at least {})",
                    param.help, param.default, param.min
                ))
                .value_name(param.name.to_uppercase())
                .value_parser(clap::value_parser!(u64).range(param.min..))
        }),
        None => command,
    };
    let command = command.mut_arg("inline", |arg| {
        let others = super::instance::INSTANCE_NAMES
            .into_iter()
            .filter(|&name| name != info.inline);
        arg.long("instance")
            .visible_alias(info.inline)
            .aliases(others)
            .help(info.inline_help)
            .value_name(info.inline.to_uppercase())
    });
    if info.layouts.is_empty() {
        command.mut_arg("layout", |arg| arg.hide(true))
    } else {
        command.mut_arg("layout", |arg| {
            arg.value_parser(PossibleValuesParser::new(names(info.layouts)))
        })
    }
}

/// The subcommands every game has.
pub const ACTIONS: [&str; 5] = ["solve", "play", "explain", "generate", "stress"];

/// The generic subcommands, adapted to `info`: all of them, or only the one
/// called `only`.
pub fn subcommands(game: &dyn GameEntry, only: Option<&str>) -> Vec<Command> {
    let info = game.info();
    let wanted = |name: &str| only.is_none_or(|only| only == name);
    let mut commands = Vec::new();
    if wanted("solve") {
        commands.push(capability_args(
            solve_command(info),
            info,
            game.capabilities(),
            game.opponents(),
        ));
    }
    if wanted("play") {
        commands.push(play_command(info));
    }
    if wanted("explain") {
        commands.push(
            instance_args(ExplainArgs::augment_args(Command::new("explain")), info)
                .about("Explain the optimal play move by move, with the numbers behind each move"),
        );
    }
    if wanted("generate") {
        commands.push(generate_command(info));
    }
    if wanted("stress") && game.capabilities().stress {
        commands.push(stress_command(game));
    }
    commands
}

fn solve_command(info: &'static GameInfo) -> Command {
    let mut solve_help = choices_help("Formats (--format)", info.formats);
    if !info.layouts.is_empty() {
        solve_help.push('\n');
        solve_help.push_str(&choices_help("Input layouts (--input)", info.layouts));
    }
    if !info.algorithms.is_empty() {
        solve_help.push('\n');
        solve_help.push_str(&choices_help("Algorithms (--algorithm)", info.algorithms));
    }
    if !info.notes.is_empty() {
        solve_help.push('\n');
        solve_help.push_str(info.notes);
        solve_help.push('\n');
    }
    solve_help.push_str(&format!(
        "\nLimits: {}\n\nExamples:\n{}",
        info.limits,
        examples(info)
    ));
    instance_args(SolveArgs::augment_args(Command::new("solve")), info)
        .about("Solve an instance exactly, in any judge's format")
        .after_long_help(solve_help)
        .mut_arg("format", |arg| {
            arg.value_parser(PossibleValuesParser::new(names(info.formats)))
        })
}

fn play_command(info: &'static GameInfo) -> Command {
    instance_args(
        super::play::PlayArgs::augment_args(Command::new("play")),
        info,
    )
    .about("Play against the engine, in either seat, in a terminal or scripted through stdin")
    .after_long_help(super::play::help(info))
    .mut_arg("seat", |arg| {
        let mut seats = vec!["first".to_owned(), "second".to_owned()];
        for seat in info.seats {
            let name = seat.to_lowercase().replace(' ', "-");
            if !seats.contains(&name) && !name.starts_with("player") {
                seats.push(name);
            }
        }
        arg.value_parser(PossibleValuesParser::new(seats))
    })
}

fn generate_command(info: &'static GameInfo) -> Command {
    let mut generate = Command::new("generate");
    for parameter in info.generate {
        generate = generate.arg(
            Arg::new(parameter.name)
                .long(parameter.name)
                .value_name(parameter.name.to_uppercase())
                .help(parameter.help_line())
                .allow_negative_numbers(parameter.least < 0)
                .value_parser(move |text: &str| parameter_value(*parameter, text)),
        );
    }
    // The about is set after the derived arguments, whose doc would
    // replace it.
    generate = GenerateArgs::augment_args(generate)
        .about("Write a seeded random instance: the same for the same seed on every machine");
    generate = if info.layouts.is_empty() {
        generate.mut_arg("layout", |arg| arg.hide(true))
    } else {
        generate.mut_arg("layout", |arg| {
            arg.value_parser(PossibleValuesParser::new(names(info.layouts)))
        })
    };
    generate
}

fn stress_command(game: &dyn GameEntry) -> Command {
    let info = game.info();
    let mut stress = super::stress::StressArgs::augment_args(Command::new("stress"))
        .about("Find the smallest input on which a contest solution is wrong")
        .after_long_help(super::stress::help(game))
        .mut_arg("format", |arg| {
            arg.value_parser(PossibleValuesParser::new(names(info.formats)))
        });
    if let Some(param) = info.param {
        stress = stress.mut_arg("param", |arg| {
            arg.long(param.name)
                .hide(false)
                .help(format!("{} (default {})", param.help, param.default))
                .value_name(param.name.to_uppercase())
        });
    }
    stress
}

/// Runs one of the generic subcommands of `game`.
pub fn run(
    game: &dyn GameEntry,
    action: &str,
    matches: &ArgMatches,
    style: Style,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let info = game.info();
    match action {
        "solve" => {
            let args = SolveArgs::from_arg_matches(matches)?;
            let Some(seconds) = args.timeout else {
                return solve(game, matches, args, style, out);
            };
            // The answer is held until the work ends, so that a stopped
            // solve writes nothing.
            let deadline = Instant::now() + Duration::from_secs_f64(seconds);
            let mut answer = Vec::new();
            let solved = optimal_play::interrupt::run_stoppable(
                move || Instant::now() >= deadline,
                || solve(game, matches, args, style, &mut answer),
            );
            match solved {
                Ok(done) => {
                    done?;
                    out.write_all(&answer)?;
                    Ok(())
                }
                Err(_) => Err(CliError::TimedOut(format!(
                    "the work passed --timeout {seconds} s and was stopped; nothing was written"
                ))
                .into()),
            }
        }
        "explain" => {
            let args = ExplainArgs::from_arg_matches(matches)?;
            let mut progress = Progress::new(None);
            let input = open_instance(info, &args.instance, rule_given(matches), &mut progress)?
                .at_most(game.limit(Action::Explain));
            let instance = game.read(input, args.instance.layout.as_deref())?;
            drop(progress);
            instance.explain(args.format == "json", out)?;
            Ok(())
        }
        "play" => super::play::run(game, matches, style, out),
        "generate" => {
            let args = GenerateArgs::from_arg_matches(matches)?;
            let given = info.generate.iter().filter_map(|parameter| {
                let value = optional::<i64>(matches, parameter.name)?;
                Some((parameter.name.to_owned(), value))
            });
            let options = GenerateOptions {
                given: given.collect(),
                param: None,
                rule: rule_given(matches),
                seed: args.seed,
                layout: args.layout,
            };
            game.generate(&options, out)?;
            Ok(())
        }
        other => unreachable!("no generic subcommand `{other}`"),
    }
}

/// `solve` of `game`, as its arguments ask, written to `out`.
fn solve(
    game: &dyn GameEntry,
    matches: &ArgMatches,
    args: SolveArgs,
    style: Style,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let info = game.info();
    let options = SolveOptions {
        // Empty: the judge's, chosen by the library from the input.
        format: args.format.clone().unwrap_or_default(),
        layout: args.instance.layout.clone(),
        line: optional::<bool>(matches, "line").unwrap_or(false),
        algorithm: match optional::<bool>(matches, "no-book") {
            Some(true) => Some("search".to_owned()),
            _ => optional::<String>(matches, "algorithm"),
        },
        versus: optional::<String>(matches, "versus"),
        colour: style.colour,
    };
    let mut progress = Progress::new(None);
    let input = open_instance(info, &args.instance, rule_given(matches), &mut progress)?;
    if let Some(path) = &optional::<PathBuf>(matches, "svg") {
        let input = input.at_most(game.limit(Action::Picture));
        let instance = game.read(input, options.layout.as_deref())?;
        // Drawn first, so a picture refused writes no file at all.
        let mut picture = Vec::new();
        instance.svg(&mut picture)?;
        super::write_file(path, |file| Ok(file.write_all(&picture)?))?;
        instance.solve(&options, out)?;
        return Ok(());
    }
    game.solve(input, &options, out)?;
    Ok(())
}

/// A value of `parameter` as the command line gives it, refused in the
/// parameter's words when it is not a whole number in its range.
fn parameter_value(parameter: Parameter, text: &str) -> Result<i64, String> {
    let value: i64 = text
        .trim()
        .parse()
        .map_err(|_| format!("--{} takes a whole number", parameter.name))?;
    parameter.check(value).map_err(|error| error.to_string())?;
    Ok(value)
}

/// `optimal-play games`.
pub fn list_games(
    games: &Registry,
    matches: &ArgMatches,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let json = matches
        .get_one::<String>("format")
        .is_some_and(|f| f == "json");
    if json {
        let infos: Vec<&GameInfo> = games.games().iter().map(|game| game.info()).collect();
        serde_json::to_writer(&mut *out, &infos)?;
        writeln!(out)?;
        return Ok(());
    }
    for (at, game) in games.games().iter().enumerate() {
        let info = game.info();
        if at > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{}  {}", info.name, info.title)?;
        writeln!(out, "  rules:    {}", info.rules)?;
        writeln!(out, "  problems: {}", info.problems.join("; "))?;
        let formats: Vec<&str> = names(info.formats);
        writeln!(out, "  formats:  {}", formats.join(", "))?;
        writeln!(out, "  limits:   {}", info.limits)?;
    }
    Ok(())
}
