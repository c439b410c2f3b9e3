//! The stress tester: run a contest solution on random instances in the
//! judge's format, compare its output with the exact answer, and shrink the
//! first failing instance to a small one.
//!
//! Written once for every registered game whose instances are lists of
//! numbers ([`GameEntry::stress_text`]): instances are drawn with sizes
//! growing from one value, in value ranges that catch the usual bugs
//! (negatives, ties, one value, 32-bit overflow) unless a range is given;
//! the program is run with each instance on its stdin, its stdout compared
//! with the answer token by token (as judges do), a non-zero exit or a
//! signal is a crash, and a run past the time limit is a time-out. Runs go
//! in parallel on every core. The first failure (by run number, so the
//! result does not depend on the scheduling) is then shrunk: values are
//! removed a chunk at a time and moved towards 0 while the program still
//! fails the same way.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::erased::{Error, GameEntry, Input, SolveOptions};

/// What to run, and how.
#[derive(Debug, Clone)]
pub struct StressOptions {
    /// The program and its arguments.
    pub program: Vec<String>,
    /// The judge's output format (one of the game's formats).
    pub format: String,
    /// The game's parameter, if it has one.
    pub param: Option<u64>,
    /// How many runs at most.
    pub runs: u64,
    /// How long to search at most (the shrinking comes after).
    pub max_time: Option<Duration>,
    /// How long one run may take.
    pub time_limit: Duration,
    /// The most values an instance has.
    pub max_len: usize,
    /// The range of the values; `None` for the mixture of ranges that
    /// catches the usual bugs.
    pub range: Option<(i64, i64)>,
    /// The seed of the instances.
    pub seed: u64,
    /// Parallel runs (every core by default).
    pub threads: usize,
}

/// How a run failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The output differs from the answer.
    WrongAnswer {
        /// The exact answer.
        expected: String,
        /// What the program printed.
        actual: String,
    },
    /// A non-zero exit or a signal.
    Crash {
        /// How it ended: `exit code 3`, `signal 11`.
        status: String,
        /// The start of what it wrote to stderr.
        stderr: String,
    },
    /// The run took longer than the time limit.
    TimeOut,
}

impl Verdict {
    /// The verdict's name, as judges say it.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::WrongAnswer { .. } => "wrong answer",
            Verdict::Crash { .. } => "crash",
            Verdict::TimeOut => "time-out",
        }
    }

    fn same_kind(&self, other: &Verdict) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// A failing instance, shrunk.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The instance's values after shrinking.
    pub values: Vec<i64>,
    /// The input fed to the program, exactly.
    pub input: String,
    /// How it failed on that input.
    pub verdict: Verdict,
    /// The run that first failed, and the instance it drew.
    pub run: u64,
    /// The values of that first failing instance.
    pub original: Vec<i64>,
    /// How many shrinking steps succeeded.
    pub shrink_steps: usize,
}

/// The outcome of a stress run.
#[derive(Debug, Clone)]
pub struct Report {
    /// Runs made while searching.
    pub runs: u64,
    /// The failure found, if any.
    pub failure: Option<Failure>,
}

/// Progress while searching: runs made, the largest instance so far.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    /// Runs made.
    pub runs: u64,
    /// The largest size drawn so far.
    pub size: usize,
}

/// The first failing run: its number, its values, the input and the verdict.
type FirstFailure = (u64, Vec<i64>, String, Verdict);

/// The values of run `run`: sizes grow from 1 to `max_len` as runs go on.
pub fn instance_values(options: &StressOptions, run: u64) -> Vec<i64> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed ^ run.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let cap = (1 + run / 25).min(options.max_len.max(1) as u64) as usize;
    let len = rng.random_range(1..=cap);
    let (low, high) = match options.range {
        Some(range) => range,
        None => match rng.random_range(0..6) {
            0 => (-3, 3),
            1 => (0, 5),
            2 => (1_000_000_000 - 9, 1_000_000_000),
            3 => (1 << 30, i64::from(i32::MAX)),
            4 => (-1_000_000_000, 1_000_000_000),
            _ => (1, 100),
        },
    };
    (0..len).map(|_| rng.random_range(low..=high)).collect()
}

/// Runs `options.program` on `input`.
fn run_program(options: &StressOptions, input: &str) -> Result<Result<String, Verdict>, Error> {
    let mut child = Command::new(&options.program[0])
        .args(&options.program[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|source| {
            Error::Unsupported(format!(
                "cannot run `{}`: {source}",
                crate::input::excerpt(&options.program[0])
            ))
        })?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_owned();
    let feeder = std::thread::spawn(move || {
        // A program may exit without reading everything.
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let out_reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.by_ref().take(1 << 20).read_to_end(&mut out);
        out
    });
    let err_reader = std::thread::spawn(move || {
        let mut err = Vec::new();
        let _ = stderr.by_ref().take(4096).read_to_end(&mut err);
        err
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(Error::Write)? {
            break Some(status);
        }
        if started.elapsed() > options.time_limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let _ = feeder.join();
    let out = out_reader.join().unwrap_or_default();
    let err = err_reader.join().unwrap_or_default();
    let Some(status) = status else {
        return Ok(Err(Verdict::TimeOut));
    };
    if !status.success() {
        use std::os::unix::process::ExitStatusExt;
        let status = match (status.code(), status.signal()) {
            (Some(code), _) => format!("exit code {code}"),
            (None, Some(signal)) => format!("signal {signal}"),
            _ => "an unknown status".to_owned(),
        };
        return Ok(Err(Verdict::Crash {
            status,
            stderr: crate::input::excerpt(&String::from_utf8_lossy(&err)),
        }));
    }
    Ok(Ok(String::from_utf8_lossy(&out).into_owned()))
}

fn tokens(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// The exact answer to `input`, in the judge's format.
fn answer(game: &dyn GameEntry, options: &StressOptions, input: &str) -> Result<String, Error> {
    let mut out = Vec::new();
    let solve = SolveOptions {
        format: options.format.clone(),
        ..SolveOptions::default()
    };
    game.solve(
        Input::reader("the instance", input.as_bytes()).with_param(options.param),
        &solve,
        &mut out,
    )?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// One run on `values`: `None` when the program is right.
fn check(
    game: &dyn GameEntry,
    options: &StressOptions,
    values: &[i64],
) -> Result<Option<(String, Verdict)>, Error> {
    let input = game.stress_text(values).ok_or_else(|| {
        Error::Unsupported(format!("{} has no stress instances", game.info().name))
    })?;
    let expected = answer(game, options, &input)?;
    let verdict = match run_program(options, &input)? {
        Ok(actual) if tokens(&actual) == tokens(&expected) => return Ok(None),
        Ok(actual) => Verdict::WrongAnswer {
            expected: expected.trim_end().to_owned(),
            actual: crate::input::excerpt(actual.trim_end()),
        },
        Err(verdict) => verdict,
    };
    Ok(Some((input, verdict)))
}

/// Smaller instances to try: a chunk removed, then each value moved towards
/// 0.
fn shrink_candidates(values: &[i64]) -> Vec<Vec<i64>> {
    let mut candidates = Vec::new();
    let n = values.len();
    let mut chunk = n / 2;
    while chunk >= 1 {
        let mut start = 0;
        while start + chunk <= n {
            if n - chunk >= 1 {
                let mut smaller = values[..start].to_vec();
                smaller.extend_from_slice(&values[start + chunk..]);
                candidates.push(smaller);
            }
            start += chunk;
        }
        chunk /= 2;
    }
    // Each value towards 0 by a half, a quarter, an eighth … of itself: the
    // largest step that still fails is taken first, so a value shrinks in
    // about log |v| accepted steps, not |v|.
    for at in 0..n {
        let value = values[at];
        let mut replacements = vec![0, value.signum()];
        for shift in 1..=3 {
            let step = value / (1i64 << shift);
            if step != 0 {
                replacements.push(value - step);
            }
        }
        for replacement in replacements {
            if replacement != value {
                let mut smaller = values.to_vec();
                smaller[at] = replacement;
                candidates.push(smaller);
            }
        }
    }
    candidates
}

/// Shrinks `values`, on which the program fails with `verdict`, to a
/// smaller instance on which it fails the same way. At most `budget` runs.
fn shrink(
    game: &dyn GameEntry,
    options: &StressOptions,
    mut values: Vec<i64>,
    mut found: (String, Verdict),
    budget: usize,
) -> Result<(Vec<i64>, String, Verdict, usize), Error> {
    let mut runs = 0;
    let mut steps = 0;
    let threads = options.threads.max(1);
    'outer: loop {
        // Candidates are tried `threads` at a time; the first in order that
        // still fails the same way wins, so the result does not depend on
        // the scheduling.
        for batch in shrink_candidates(&values).chunks(threads) {
            if runs >= budget {
                break 'outer;
            }
            runs += batch.len();
            let results: Vec<Result<Option<(String, Verdict)>, Error>> =
                std::thread::scope(|scope| {
                    let handles: Vec<_> = batch
                        .iter()
                        .map(|candidate| scope.spawn(move || check(game, options, candidate)))
                        .collect();
                    handles
                        .into_iter()
                        .map(|handle| handle.join().expect("a check does not panic"))
                        .collect()
                });
            for (candidate, result) in batch.iter().zip(results) {
                if let Some((input, verdict)) = result? {
                    if verdict.same_kind(&found.1) {
                        values = candidate.clone();
                        found = (input, verdict);
                        steps += 1;
                        continue 'outer;
                    }
                }
            }
        }
        break;
    }
    Ok((values, found.0, found.1, steps))
}

/// Searches for an instance on which `options.program` is wrong, then
/// shrinks it.
pub fn stress(
    game: &dyn GameEntry,
    options: &StressOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Report, Error> {
    if options.program.is_empty() {
        return Err(Error::Unsupported(
            "name the program to test after `--`".to_owned(),
        ));
    }
    if game.stress_text(&[1]).is_none() {
        return Err(Error::Unsupported(format!(
            "{} has no stress instances yet",
            game.info().name
        )));
    }
    let info = game.info();
    info.check_solve(&SolveOptions {
        format: options.format.clone(),
        ..SolveOptions::default()
    })?;
    // The program must at least start.
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let largest = AtomicU64::new(0);
    let first: Mutex<Option<FirstFailure>> = Mutex::new(None);
    let error: Mutex<Option<Error>> = Mutex::new(None);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..options.threads.max(1) {
            scope.spawn(|| {
                loop {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    if options
                        .max_time
                        .is_some_and(|limit| started.elapsed() > limit)
                    {
                        return;
                    }
                    let run = next.fetch_add(1, Ordering::Relaxed);
                    if run >= options.runs {
                        return;
                    }
                    if first
                        .lock()
                        .expect("not poisoned")
                        .as_ref()
                        .is_some_and(|f| f.0 < run)
                    {
                        return;
                    }
                    let values = instance_values(options, run);
                    largest.fetch_max(values.len() as u64, Ordering::Relaxed);
                    match check(game, options, &values) {
                        Ok(None) => {}
                        Ok(Some((input, verdict))) => {
                            let mut first = first.lock().expect("not poisoned");
                            if first.as_ref().is_none_or(|f| run < f.0) {
                                *first = Some((run, values, input, verdict));
                            }
                            stop.store(true, Ordering::Relaxed);
                        }
                        Err(failure) => {
                            *error.lock().expect("not poisoned") = Some(failure);
                            stop.store(true, Ordering::Relaxed);
                            return;
                        }
                    }
                    let made = done.fetch_add(1, Ordering::Relaxed) + 1;
                    progress(Progress {
                        runs: made,
                        size: largest.load(Ordering::Relaxed) as usize,
                    });
                }
            });
        }
    });
    if let Some(failure) = error.into_inner().expect("not poisoned") {
        return Err(failure);
    }
    let runs = done.load(Ordering::Relaxed);
    let Some((run, original, input, verdict)) = first.into_inner().expect("not poisoned") else {
        return Ok(Report {
            runs,
            failure: None,
        });
    };
    let budget = if matches!(verdict, Verdict::TimeOut) {
        40
    } else {
        2000
    };
    let (values, input, verdict, shrink_steps) =
        shrink(game, options, original.clone(), (input, verdict), budget)?;
    Ok(Report {
        runs,
        failure: Some(Failure {
            values,
            input,
            verdict,
            run,
            original,
            shrink_steps,
        }),
    })
}
