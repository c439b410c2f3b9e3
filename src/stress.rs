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

use optimal_play::erased::{Error, GameEntry, Input, SolveOptions};

mod strays;

/// What to run, and how.
#[derive(Debug, Clone)]
pub struct StressOptions {
    /// The program and its arguments.
    pub program: Vec<String>,
    /// The judge's output format (one of the game's formats).
    pub format: String,
    /// The game's parameter, if it has one.
    pub param: Option<u64>,
    /// The game's rule, if it has one.
    pub rule: Option<String>,
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
        /// The end of what it wrote to stderr (at most [`STDERR_KEPT`]
        /// bytes): a traceback ends with its cause.
        stderr: String,
        /// How many bytes it wrote to stderr in all.
        stderr_bytes: u64,
    },
    /// The run took longer than the time limit, every time: it is re-run
    /// [`TIME_OUT_RERUNS`] times before it is reported, so that a slow
    /// start on a busy machine is not taken for a slow program.
    TimeOut {
        /// How long each run went before it was stopped.
        times: Vec<Duration>,
    },
    /// The run wrote more than [`OUTPUT_LIMIT`] bytes.
    TooMuchOutput,
}

impl Verdict {
    /// The verdict's name, as judges say it.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::WrongAnswer { .. } => "wrong answer",
            Verdict::Crash { .. } => "crash",
            Verdict::TimeOut { .. } => "time-out",
            Verdict::TooMuchOutput => "output limit exceeded",
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
    /// What the failing run took.
    pub measured: Measured,
}

/// What one run of the program took: its wall-clock time and its peak
/// memory (the kernel's high-water mark of its resident memory and of the
/// processes it waited for).
///
/// The kernel counts a new program's peak from the process it was started
/// from, which shares the tester's memory until it starts the program: a
/// peak no higher than the tester's own says only that the program used at
/// most that much, and is shown so (`at most`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Measured {
    /// From start to exit (or to being stopped).
    pub time: Duration,
    /// The peak resident memory, in bytes, when the system reports it.
    pub peak_bytes: Option<u64>,
    /// The tester's own peak when the run ended: below it, the program's
    /// peak is not told apart.
    pub floor_bytes: Option<u64>,
}

impl std::fmt::Display for Measured {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mib = |bytes: u64| bytes as f64 / f64::from(1 << 20);
        write!(f, "{:.3} s", self.time.as_secs_f64())?;
        match (self.peak_bytes, self.floor_bytes) {
            (Some(peak), Some(floor)) if peak <= floor => {
                write!(f, ", at most {:.1} MiB peak memory", mib(floor))
            }
            (Some(peak), _) => write!(f, ", {:.1} MiB peak memory", mib(peak)),
            (None, _) => Ok(()),
        }
    }
}

/// This process's own peak resident memory, from `/proc/self/status`.
fn own_peak_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The slowest run that passed: how close a right program came to the
/// time limit, and on what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slowest {
    /// What it took.
    pub measured: Measured,
    /// The run.
    pub run: u64,
    /// How many values its instance was made of.
    pub values: usize,
    /// Its input's length in bytes.
    pub bytes: usize,
}

/// The outcome of a stress run.
#[derive(Debug, Clone)]
pub struct Report {
    /// Runs made while searching.
    pub runs: u64,
    /// The failure found, if any.
    pub failure: Option<Failure>,
    /// The slowest run that passed while searching.
    pub slowest: Option<Slowest>,
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
type FirstFailure = (u64, Vec<i64>, String, Verdict, Measured);

/// A failing run: its input, how it failed, and what it took.
type Found = (String, Verdict, Measured);

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

/// The most output of a run that is kept; past it the run is
/// [`Verdict::TooMuchOutput`].
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// How long the output of a run that has ended may stay open (held by a
/// process it started in the background) before the run is a time-out.
const OUTPUT_GRACE: Duration = Duration::from_secs(1);

/// The process groups of the runs going on, so that every one can be
/// killed when stress stops ([`stop_every_run`]).
static RUNNING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Kills every process of every run going on: for a front end to call when
/// it is interrupted, so that nothing stress started outlives it.
pub fn stop_every_run() {
    for &group in RUNNING.lock().unwrap_or_else(|e| e.into_inner()).iter() {
        kill_group(group);
    }
    strays::sweep();
}

fn kill_group(group: i32) {
    // A group that is gone already is no error here.
    let _ = nix::sys::signal::killpg(
        nix::unistd::Pid::from_raw(group),
        nix::sys::signal::Signal::SIGKILL,
    );
}

/// A run's process group: every process the program starts is in it, and
/// all of them are killed when the run ends, however it ends.
struct Group(i32);

impl Group {
    fn of(child: &std::process::Child) -> Group {
        let group = i32::try_from(child.id()).expect("a process id fits in i32");
        RUNNING
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(group);
        Group(group)
    }

    fn kill(&self) {
        kill_group(self.0);
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        self.kill();
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        running.retain(|&group| group != self.0);
    }
}

/// Which part of a stream [`drain`] keeps.
#[derive(Debug, Clone, Copy)]
enum Keep {
    /// The first this many bytes (the output, compared with the answer).
    Head(usize),
    /// The last this many bytes (stderr, whose last line says why).
    Tail(usize),
}

/// What [`drain`] read: the bytes kept, and how many there were in all.
struct Drained {
    kept: Vec<u8>,
    total: u64,
}

/// Reads a stream to its end on a thread of its own, keeping the part
/// `keep` says; the result comes on the returned channel.
fn drain(mut stream: impl Read + Send + 'static, keep: Keep) -> std::sync::mpsc::Receiver<Drained> {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut total = 0u64;
        let mut buffer = [0u8; 64 << 10];
        loop {
            match stream.read(&mut buffer) {
                Ok(0) | Err(_) => break,
                Ok(read) => {
                    total += read as u64;
                    match keep {
                        Keep::Head(most) => {
                            let room = most.saturating_sub(kept.len());
                            kept.extend_from_slice(&buffer[..read.min(room)]);
                        }
                        Keep::Tail(most) => {
                            kept.extend_from_slice(&buffer[..read]);
                            if kept.len() > most {
                                kept.drain(..kept.len() - most);
                            }
                        }
                    }
                }
            }
        }
        let _ = send.send(Drained { kept, total });
    });
    receive
}

/// The most of a crashed run's stderr that is kept: its end.
pub const STDERR_KEPT: usize = 4096;

/// Runs `options.program` on `input`, in a process group of its own that
/// is killed when the run ends, and with a mark in its environment that
/// finds what it started out of the group ([`strays`]), so that nothing it
/// started outlives it.
/// Its output is read to the end whatever its size (only the first
/// [`OUTPUT_LIMIT`] bytes are kept), and never waited for past the time
/// limit and a short grace.
fn run_program(
    options: &StressOptions,
    input: &str,
) -> Result<(Result<String, Verdict>, Measured), Error> {
    use std::os::unix::process::CommandExt;
    use wait4::Wait4;
    let mark = strays::Mark::new();
    let mut child = Command::new(&options.program[0])
        .args(&options.program[1..])
        .env(strays::MARK_VARIABLE, mark.value())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|source| {
            Error::Unsupported(format!(
                "cannot run `{}`: {source}",
                optimal_play::input::excerpt(&options.program[0])
            ))
        })?;
    let started = Instant::now();
    let group = Group::of(&child);
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_owned();
    std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = drain(
        child.stdout.take().expect("piped"),
        Keep::Head(OUTPUT_LIMIT),
    );
    let err = drain(child.stderr.take().expect("piped"), Keep::Tail(STDERR_KEPT));
    // The program is waited for on a thread of its own, with its resource
    // use (wait4); here the time limit is kept.
    let (send, ended) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let used = loop {
            match child.wait4() {
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                other => break other,
            }
        };
        let _ = send.send((used, started.elapsed()));
    });
    let (status, measured) = match ended.recv_timeout(options.time_limit) {
        Ok((used, time)) => {
            let used = used.map_err(Error::Write)?;
            let measured = Measured {
                time,
                peak_bytes: Some(used.rusage.maxrss),
                floor_bytes: own_peak_bytes(),
            };
            (Some(used.status), measured)
        }
        Err(_) => {
            group.kill();
            let peak_bytes = ended
                .recv()
                .ok()
                .and_then(|(used, _)| used.ok())
                .map(|used| used.rusage.maxrss);
            let time = started.elapsed();
            let floor_bytes = own_peak_bytes();
            (
                None,
                Measured {
                    time,
                    peak_bytes,
                    floor_bytes,
                },
            )
        }
    };
    group.kill();
    let outputs = out
        .recv_timeout(OUTPUT_GRACE)
        .ok()
        .zip(err.recv_timeout(OUTPUT_GRACE).ok());
    drop(group);
    drop(mark);
    strays::sweep_now_and_then();
    let timed_out = || Verdict::TimeOut {
        times: vec![measured.time],
    };
    let (Some(status), Some((out, err))) = (status, outputs) else {
        return Ok((Err(timed_out()), measured));
    };
    if out.total > OUTPUT_LIMIT as u64 {
        return Ok((Err(Verdict::TooMuchOutput), measured));
    }
    if !status.success() {
        use std::os::unix::process::ExitStatusExt;
        let status = match (status.code(), status.signal()) {
            (Some(code), _) => format!("exit code {code}"),
            (None, Some(signal)) => format!("signal {signal}"),
            _ => "an unknown status".to_owned(),
        };
        let crash = Verdict::Crash {
            status,
            stderr: String::from_utf8_lossy(&err.kept).into_owned(),
            stderr_bytes: err.total,
        };
        return Ok((Err(crash), measured));
    }
    Ok((
        Ok(String::from_utf8_lossy(&out.kept).into_owned()),
        measured,
    ))
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
        Input::reader("the instance", input.as_bytes())
            .with_param(options.param)
            .with_rule(options.rule.clone()),
        &solve,
        &mut out,
    )?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// How many times a time-out is run again before it is reported: four
/// runs in all.
pub const TIME_OUT_RERUNS: usize = 3;

/// One run on `values`: its input, what it took, and its verdict (`None`
/// when the program is right). With `confirm`, a time-out is run again
/// [`TIME_OUT_RERUNS`] times, and stands only if every run timed out.
struct Checked {
    input: String,
    measured: Measured,
    verdict: Option<Verdict>,
}

fn check(
    game: &dyn GameEntry,
    options: &StressOptions,
    values: &[i64],
    confirm: bool,
) -> Result<Checked, Error> {
    let input = game.stress_text(values).ok_or_else(|| {
        Error::Unsupported(format!("{} has no stress instances", game.info().name))
    })?;
    let expected = answer(game, options, &input)?;
    let mut times = Vec::new();
    let (output, measured) = loop {
        let (output, measured) = run_program(options, &input)?;
        match output {
            Err(Verdict::TimeOut { .. }) => {
                times.push(measured.time);
                if !confirm || times.len() > TIME_OUT_RERUNS {
                    break (Err(Verdict::TimeOut { times }), measured);
                }
            }
            output => break (output, measured),
        }
    };
    let verdict = match output {
        Ok(actual) if tokens(&actual) == tokens(&expected) => None,
        Ok(actual) => Some(Verdict::WrongAnswer {
            expected: expected.trim_end().to_owned(),
            actual: optimal_play::input::excerpt(actual.trim_end()),
        }),
        Err(verdict) => Some(verdict),
    };
    Ok(Checked {
        input,
        measured,
        verdict,
    })
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
        // 0, ±1 and the small numbers first (a bug of a number's residue,
        // such as a heap's mod 4, shows on a small one), then halfway and
        // less towards 0.
        let mut replacements = vec![0, value.signum()];
        if value.abs() > 4 {
            replacements.extend((2..=4).map(|small| small * value.signum()));
        }
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
    mut found: Found,
    budget: usize,
) -> Result<(Vec<i64>, Found, usize), Error> {
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
            let results: Vec<Result<Checked, Error>> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|candidate| scope.spawn(move || check(game, options, candidate, false)))
                    .collect();
                handles
                    .into_iter()
                    .map(|handle| handle.join().expect("a check does not panic"))
                    .collect()
            });
            for (candidate, result) in batch.iter().zip(results) {
                let checked = result?;
                if let Some(verdict) = checked.verdict {
                    if verdict.same_kind(&found.1) {
                        values = candidate.clone();
                        found = (checked.input, verdict, checked.measured);
                        steps += 1;
                        continue 'outer;
                    }
                }
            }
        }
        break;
    }
    Ok((values, found, steps))
}

/// Searches for an instance on which `options.program` is wrong, then
/// shrinks it.
///
/// While it runs, this process adopts the orphans of its runs (Linux), and
/// when it ends no process a run started is left: each run's process group
/// is killed as it ends, and what left the group is found by its mark and
/// killed within about 100 ms, and once more at the end.
pub fn stress(
    game: &dyn GameEntry,
    options: &StressOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Report, Error> {
    let reaper = strays::Reaper::new();
    let report = search_and_shrink(game, options, progress);
    strays::sweep();
    drop(reaper);
    report
}

/// [`stress`], but for the strays it leaves.
fn search_and_shrink(
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
    let slowest: Mutex<Option<Slowest>> = Mutex::new(None);
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
                    match check(game, options, &values, true) {
                        Ok(Checked {
                            input,
                            measured,
                            verdict: None,
                        }) => {
                            let mut slowest = slowest.lock().expect("not poisoned");
                            if slowest.is_none_or(|s| measured.time > s.measured.time) {
                                *slowest = Some(Slowest {
                                    measured,
                                    run,
                                    values: values.len(),
                                    bytes: input.len(),
                                });
                            }
                        }
                        Ok(Checked {
                            input,
                            measured,
                            verdict: Some(verdict),
                        }) => {
                            let mut first = first.lock().expect("not poisoned");
                            if first.as_ref().is_none_or(|f| run < f.0) {
                                *first = Some((run, values, input, verdict, measured));
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
    let slowest = slowest.into_inner().expect("not poisoned");
    let Some((run, original, input, verdict, measured)) = first.into_inner().expect("not poisoned")
    else {
        return Ok(Report {
            runs,
            failure: None,
            slowest,
        });
    };
    let timed_out = matches!(verdict, Verdict::TimeOut { .. });
    let budget = if timed_out { 40 } else { 2000 };
    let confirmed = (input, verdict, measured);
    let (mut values, mut found, mut shrink_steps) =
        shrink(game, options, original.clone(), confirmed.clone(), budget)?;
    if timed_out && shrink_steps > 0 {
        // The shrunk time-out was run once: it stands only if it times out
        // every time, else the first (confirmed) one is reported.
        let again = check(game, options, &values, true)?;
        match again.verdict {
            Some(verdict @ Verdict::TimeOut { .. }) => {
                found = (again.input, verdict, again.measured);
            }
            _ => (values, found, shrink_steps) = (original.clone(), confirmed, 0),
        }
    }
    let (input, verdict, measured) = found;
    Ok(Report {
        runs,
        failure: Some(Failure {
            values,
            input,
            verdict,
            run,
            original,
            shrink_steps,
            measured,
        }),
        slowest,
    })
}
