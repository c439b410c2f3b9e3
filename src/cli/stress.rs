//! `optimal-play GAME stress -- PROGRAM`: the stress tester's front end,
//! written once for every game with stress instances.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use clap::{ArgMatches, Args, FromArgMatches};

use crate::stress::{self, StressOptions, Verdict};
use optimal_play::erased::{GameEntry, Input};

use super::CliError;

const HELP: &str = "\
Runs PROGRAM on random instances written in the judge's input format, compares
its output with the exact answer token by token, and stops at the first wrong
answer, crash (non-zero exit or signal) or time-out; then shrinks the failing
instance (fewer values, values nearer 0) while it still fails the same way,
and reports it with the explanation of optimal play on it.

A time-out is run again three times before it is reported, with each run's
time; one that happens even on an instance of one value is said to be likely
the program's start-up (or a wait for input the format does not give);
a failure reports the run's time and peak memory, and the summary the slowest
passing run. Without --format the judge's format is compared.

Instances grow from one value up to --max-len. Without --min and --max the
values come from ranges that catch the usual bugs: small numbers with
negatives and ties, values near 10^9 and near 2^31 (32-bit overflow).

Exit codes: 0 when no failure was found, 1 when one was, 2 on bad usage.

Examples:
  g++ -O2 -o sol sol.cpp && optimal-play coins stress --format first -- ./sol
  optimal-play nim stress -- python3 nim.py
  optimal-play take-front stress --k 3 --format alice-bob -- python3 sol.py";

/// `stress`.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// The judge's output format to compare (by default the game's judge
    /// format, never `text`).
    #[arg(long)]
    pub format: Option<String>,

    /// Stop after this many runs.
    #[arg(long, default_value_t = 10_000)]
    pub runs: u64,

    /// Stop searching after this many seconds.
    #[arg(long, value_name = "SECONDS")]
    pub max_time: Option<f64>,

    /// The time one run may take, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 2.0)]
    pub time_limit: f64,

    /// The most values an instance has.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_len: u64,

    /// The smallest value (with --max).
    #[arg(long, allow_hyphen_values = true, requires = "max")]
    pub min: Option<i64>,

    /// The largest value (with --min).
    #[arg(long, allow_hyphen_values = true, requires = "min")]
    pub max: Option<i64>,

    /// The seed of the instances: the same seed draws the same instances.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// Runs at a time (every core by default).
    #[arg(long)]
    pub jobs: Option<usize>,

    /// The game's parameter (shown as `--k` where a game has one).
    #[arg(long = "param", value_name = "N", hide = true)]
    pub param: Option<u64>,

    /// The program to test, and its arguments.
    #[arg(last = true, required = true, value_name = "PROGRAM")]
    pub program: Vec<String>,
}

/// The values of the instance the long help shows fed to a program.
const SHOWN_VALUES: [i64; 4] = [5, 3, 4, 5];

/// The long help, with what the game feeds the program: the instance
/// made of [`SHOWN_VALUES`], exactly as it is written to its stdin.
pub fn help(game: &dyn GameEntry) -> String {
    let (about, examples) = HELP
        .split_once("\n\nExamples:")
        .expect("the help has examples");
    let mut help = about.to_owned();
    let fed = game
        .stress_text(&SHOWN_VALUES)
        .or_else(|| game.stress_text(&SHOWN_VALUES[..1]));
    if let Some(fed) = fed {
        help.push_str(
            "\n\nWhat the program reads on its stdin (the instance of the values 5 3 4 5):\n",
        );
        for line in fed.lines().take(12) {
            help.push_str(&format!("\n  {line}"));
        }
    }
    help.push_str("\n\nExamples:");
    help.push_str(examples);
    help
}

fn shell_quote(word: &str) -> String {
    if word
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+".contains(c))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// The most lines of a crash's stderr shown.
const STDERR_LINES: usize = 12;

/// Writes the end of a crashed run's stderr, where a traceback says its
/// cause, and how much of it was cut.
fn write_stderr_tail(out: &mut dyn Write, stderr: &str, total: u64) -> std::io::Result<()> {
    let lines: Vec<&str> = stderr.trim_end().lines().collect();
    if lines.is_empty() {
        return writeln!(out, "it wrote nothing to stderr");
    }
    let shown = &lines[lines.len().saturating_sub(STDERR_LINES)..];
    let shown_bytes: usize = shown.iter().map(|line| line.len() + 1).sum();
    let cut = total.saturating_sub(shown_bytes as u64);
    if cut > 1 {
        writeln!(
            out,
            "its stderr ended with ({} of its {total} bytes cut before this):",
            cut
        )?;
    } else {
        writeln!(out, "its stderr:")?;
    }
    for line in shown {
        writeln!(out, "  {}", printable(line))?;
    }
    Ok(())
}

/// `line` with control characters escaped (a program's stderr may hold
/// terminal escapes), and cut after 300 characters.
fn printable(line: &str) -> String {
    let mut shown = String::new();
    for (at, c) in line.chars().enumerate() {
        if at == 300 {
            shown.push('…');
            break;
        }
        match c.is_control() {
            true => shown.extend(c.escape_debug()),
            false => shown.push(c),
        }
    }
    shown
}

/// A note when the program printed another number of tokens than the
/// answer has: the likeliest cause is another output format than the one
/// compared.
fn token_count_note(
    expected: &str,
    actual: &str,
    format: &str,
    info: &optimal_play::erased::GameInfo,
) -> Option<String> {
    let (want, got) = (
        expected.split_whitespace().count(),
        actual.split_whitespace().count(),
    );
    if want == got {
        return None;
    }
    let others: Vec<&str> = info
        .formats
        .iter()
        .map(|choice| choice.name)
        .filter(|name| *name != format && *name != "text" && *name != "json")
        .collect();
    let others = match others.is_empty() {
        true => String::new(),
        false => format!(" (this game also answers {})", others.join(", ")),
    };
    Some(format!(
        "note: the answer in --format {format} is {want} token{}, and the program printed \
         {got}: is --format the one the program writes{others}?",
        if want == 1 { "" } else { "s" }
    ))
}

/// The slowest passing run in words: what it took and on what.
fn slowest_run(slowest: &stress::Slowest) -> String {
    format!(
        "{}, run {} ({} value{}, {} bytes of input)",
        slowest.measured,
        slowest.run + 1,
        slowest.values,
        if slowest.values == 1 { "" } else { "s" },
        slowest.bytes
    )
}

/// Runs the stress tester.
pub fn run(game: &dyn GameEntry, matches: &ArgMatches, out: &mut dyn Write) -> anyhow::Result<()> {
    let args = StressArgs::from_arg_matches(matches)?;
    let info = game.info();
    let range = args.min.zip(args.max);
    if let Some((min, max)) = range.filter(|(min, max)| min > max) {
        return Err(CliError::Usage(format!("--min {min} is larger than --max {max}")).into());
    }
    let seconds = |value: f64, name: &str| {
        Duration::try_from_secs_f64(value)
            .ok()
            .filter(|d| !d.is_zero())
            .ok_or_else(|| CliError::Usage(format!("{name} takes a positive number of seconds")))
    };
    // The runs are in process groups of their own, out of reach of the
    // terminal's Ctrl-C: stop them before stress stops.
    let _ = ctrlc::set_handler(|| {
        crate::stress::stop_every_run();
        std::process::exit(130);
    });
    let options = StressOptions {
        program: args.program.clone(),
        format: args
            .format
            .clone()
            .unwrap_or_else(|| info.judge_format().to_owned()),
        param: args.param,
        rule: super::instance::rule_given(matches),
        runs: args.runs,
        max_time: args
            .max_time
            .map(|t| seconds(t, "--max-time"))
            .transpose()?,
        time_limit: seconds(args.time_limit, "--time-limit")?,
        max_len: args.max_len as usize,
        range,
        seed: args.seed,
        threads: args
            .jobs
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)),
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new_spinner().with_style(
            indicatif::ProgressStyle::with_template("{spinner} {msg} ({elapsed})")
                .expect("the template is valid"),
        );
        bar.enable_steady_tick(Duration::from_millis(100));
        bar
    });
    let progress = |now: stress::Progress| {
        if let Some(bar) = &bar {
            bar.set_message(format!(
                "{} runs, instances of up to {} values",
                now.runs, now.size
            ));
        }
    };
    let report = stress::stress(game, &options, &progress);
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let report = report?;
    let Some(failure) = report.failure else {
        writeln!(
            out,
            "no failure in {} runs (instances of 1 to {} values, seed {})",
            report.runs, options.max_len, options.seed
        )?;
        if let Some(slowest) = report.slowest {
            writeln!(
                out,
                "slowest run: {} (time limit {} s)",
                slowest_run(&slowest),
                args.time_limit
            )?;
        }
        return Ok(());
    };
    let program: Vec<String> = options.program.iter().map(|w| shell_quote(w)).collect();
    let program = program.join(" ");
    writeln!(
        out,
        "{} on run {} (seed {}); shrunk in {} step{} from {} value{} to {}:",
        failure.verdict.name(),
        failure.run + 1,
        options.seed,
        failure.shrink_steps,
        if failure.shrink_steps == 1 { "" } else { "s" },
        failure.original.len(),
        if failure.original.len() == 1 { "" } else { "s" },
        failure.values.len()
    )?;
    writeln!(out)?;
    writeln!(out, "input (as fed to the program):")?;
    for line in failure.input.lines() {
        writeln!(out, "  {line}")?;
    }
    writeln!(out)?;
    match &failure.verdict {
        Verdict::WrongAnswer { expected, actual } => {
            writeln!(out, "expected: {expected}")?;
            writeln!(out, "actual:   {actual}")?;
            if let Some(note) = token_count_note(expected, actual, &options.format, info) {
                writeln!(out, "{note}")?;
            }
        }
        Verdict::Crash {
            status,
            stderr,
            stderr_bytes,
        } => {
            writeln!(out, "the program ended with {status}")?;
            write_stderr_tail(out, stderr, *stderr_bytes)?;
        }
        Verdict::TimeOut { times } => {
            let times: Vec<String> = times
                .iter()
                .map(|time| format!("{:.3} s", time.as_secs_f64()))
                .collect();
            writeln!(
                out,
                "the program ran past the time limit of {} s in each of {} run{} (stopped \
                 after {}), or something it started kept its output open after it ended",
                args.time_limit,
                times.len(),
                if times.len() == 1 { "" } else { "s" },
                times.join(", ")
            )?;
            if failure.values.len() == 1 {
                writeln!(
                    out,
                    "even an instance of one value timed out: the program may take longer than \
                     --time-limit {} s to start (raise it), or wait for input that this format \
                     does not give",
                    args.time_limit
                )?;
            }
        }
        Verdict::TooMuchOutput => writeln!(
            out,
            "the program wrote more than {} MiB of output",
            crate::stress::OUTPUT_LIMIT >> 20
        )?,
    }
    writeln!(out, "measured: {}", failure.measured)?;
    if let Some(slowest) = report.slowest {
        writeln!(out, "slowest passing run: {}", slowest_run(&slowest))?;
    }
    writeln!(out)?;
    writeln!(out, "reproduce:")?;
    writeln!(
        out,
        "  printf '{}' | {program}",
        failure.input.replace('\n', "\\n")
    )?;
    let mut again = format!(
        "  optimal-play {} stress --seed {} --format {} --max-len {} --time-limit {}",
        info.name, options.seed, options.format, options.max_len, args.time_limit
    );
    let given = |id: &str| matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine);
    if given("runs") {
        again.push_str(&format!(" --runs {}", args.runs));
    }
    if let Some(max_time) = args.max_time {
        again.push_str(&format!(" --max-time {max_time}"));
    }
    if let Some(jobs) = args.jobs {
        again.push_str(&format!(" --jobs {jobs}"));
    }
    if let (Some(param), Some(name)) = (options.param, info.param.map(|p| p.name)) {
        again.push_str(&format!(" --{name} {param}"));
    }
    if let (Some(rule), Some(name)) = (&options.rule, info.rule.map(|r| r.name)) {
        again.push_str(&format!(" --{name} {rule}"));
    }
    if let Some((min, max)) = range {
        again.push_str(&format!(" --min {min} --max {max}"));
    }
    writeln!(out, "{again} -- {program}")?;
    writeln!(out)?;
    writeln!(
        out,
        "optimal play on this input (optimal-play {} explain):",
        info.name
    )?;
    // The failure stands whether or not the instance can be explained (a
    // heap of 10^9 sticks is past what explain walks through).
    let explained = game
        .read(
            Input::reader("the instance", failure.input.as_bytes())
                .with_param(options.param)
                .with_rule(options.rule.clone()),
            None,
        )
        .and_then(|instance| {
            let mut explanation = Vec::new();
            instance.explain(false, &mut explanation)?;
            Ok(explanation)
        });
    match explained {
        Ok(explanation) => {
            for line in String::from_utf8_lossy(&explanation).lines() {
                writeln!(out, "  {line}")?;
            }
        }
        Err(error) => writeln!(out, "  not shown: {error}")?,
    }
    Err(CliError::Check(format!("{}: the program failed", failure.verdict.name())).into())
}
