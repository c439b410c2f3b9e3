//! `optimal-play GAME stress` on deliberately wrong solutions (kept in
//! `tests/data/stress/`, each with what it gets wrong): it finds each, and
//! shrinks it to a small input. A correct solution survives thousands of
//! runs.

use std::path::PathBuf;
use std::process::Command;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/stress")
        .join(name)
}

/// The system's Python: a version manager's shim can cost half a second a
/// run.
fn python() -> String {
    if std::path::Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3".to_owned()
    } else {
        "python3".to_owned()
    }
}

fn compile(source: &str) -> PathBuf {
    let out = std::env::temp_dir().join(format!(
        "optimal-play-stress-{}-{}",
        std::process::id(),
        source.trim_end_matches(".cpp")
    ));
    let status = Command::new("g++")
        .args(["-O2", "-o"])
        .arg(&out)
        .arg(data(source))
        .status()
        .expect("g++ is installed (.ci/run installs it)");
    assert!(status.success(), "{source} compiles");
    out
}

/// Runs `coins stress` with `options` on `program`; the exit code and the
/// report.
fn stress(options: &[&str], program: &[String]) -> (i32, String) {
    let output = Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(["coins", "stress", "--format", "first"])
        .args(options)
        .arg("--")
        .args(program)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).unwrap(),
    )
}

/// The shrunk input's values, from the report.
fn shrunk_values(report: &str) -> Vec<i64> {
    let mut lines = report
        .lines()
        .skip_while(|line| !line.starts_with("input (as fed to the program):"))
        .skip(1);
    let count: usize = lines.next().unwrap().trim().parse().unwrap();
    let values: Vec<i64> = lines
        .next()
        .unwrap()
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(values.len(), count);
    values
}

#[test]
fn the_seed_001_program_overflows_on_a_few_values_near_a_billion() {
    let program = compile("seed001_int_overflow.cpp");
    let (code, report) = stress(&[], &[program.display().to_string()]);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("wrong answer on run"), "{report}");
    let values = shrunk_values(&report);
    assert!((2..=3).contains(&values.len()), "{values:?}");
    assert!(values.iter().all(|&v| v >= 500_000_000), "{values:?}");
    assert!(report.contains("optimal play on this input"));
}

#[test]
fn greedy_is_caught_on_a_row_of_about_four_values() {
    let program = vec![python(), data("greedy.py").display().to_string()];
    let (code, report) = stress(&["--max-len", "6"], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("wrong answer"), "{report}");
    let values = shrunk_values(&report);
    assert!((3..=5).contains(&values.len()), "{values:?}");
    // The shrunk row really does defeat greedy: check it against the solver.
    let row = optimal_play::coins::Row::new(values.clone());
    let optimal = row.outcome(optimal_play::coins::Algorithm::Linear).unwrap();
    assert!(
        report.contains(&format!("expected: {}", optimal.first)),
        "{report}"
    );
}

#[test]
fn an_off_by_one_dp_is_caught_on_one_value() {
    let program = vec![python(), data("off_by_one.py").display().to_string()];
    let (code, report) = stress(&[], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("wrong answer"), "{report}");
    assert_eq!(shrunk_values(&report).len(), 1, "{report}");
}

#[test]
fn a_crash_is_reported_as_one() {
    let program = vec![python(), data("crash_on_one.py").display().to_string()];
    let (code, report) = stress(&[], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("crash"), "{report}");
    assert!(
        report.contains("the program ended with exit code 1"),
        "{report}"
    );
    assert_eq!(shrunk_values(&report).len(), 1);
    // #46: the traceback's last line, its cause, is shown whole.
    assert!(
        report.contains("  ZeroDivisionError: integer division or modulo by zero\n"),
        "{report}"
    );
}

/// #46: a crash whose stderr is long shows its end, where the cause is,
/// and says how much came before it.
#[test]
fn a_crash_shows_the_end_of_a_long_stderr_and_how_much_was_cut() {
    let script = "for i in $(seq 1 2000); do echo \"noise line $i\" >&2; done; \
                  echo 'the last line: the cause' >&2; exit 3";
    let program = vec!["sh".to_owned(), "-c".to_owned(), script.to_owned()];
    let (code, report) = stress(&["--runs", "1"], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.contains("exit code 3"), "{report}");
    assert!(report.contains("  the last line: the cause\n"), "{report}");
    assert!(report.contains("  noise line 2000\n"), "{report}");
    assert!(!report.contains("noise line 1\n"), "{report}");
    let cut = report
        .lines()
        .find(|line| line.starts_with("its stderr ended with ("))
        .unwrap_or_else(|| panic!("{report}"));
    let total: usize = (1..=2000)
        .map(|i| format!("noise line {i}\n").len())
        .sum::<usize>()
        + "the last line: the cause\n".len();
    assert!(cut.contains(&format!("of its {total} bytes cut")), "{cut}");
}

/// #46: the reproduce line keeps every option that changes what is found:
/// the time limit always, and the runs and jobs when given.
#[test]
fn the_reproduce_line_keeps_the_time_limit_and_the_options_given() {
    let program = vec![python(), data("crash_on_one.py").display().to_string()];
    let (code, report) = stress(
        &["--time-limit", "1.5", "--runs", "40", "--jobs", "1"],
        &program,
    );
    assert_eq!(code, 1, "{report}");
    let again = report
        .lines()
        .find(|line| line.trim_start().starts_with("optimal-play coins stress"))
        .unwrap_or_else(|| panic!("{report}"));
    for option in [
        "--time-limit 1.5",
        "--runs 40",
        "--jobs 1",
        "--format first",
    ] {
        assert!(again.contains(option), "{option} missing: {again}");
    }
}

/// #46: an output of another number of tokens than the answer's is most
/// likely another format: the report says so, and names the others.
#[test]
fn a_wrong_token_count_suggests_another_format() {
    let program = vec!["sh".to_owned(), "-c".to_owned(), "echo 1 2".to_owned()];
    let (code, report) = stress(&["--runs", "1"], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("wrong answer"), "{report}");
    let note = report
        .lines()
        .find(|line| line.starts_with("note: "))
        .unwrap_or_else(|| panic!("{report}"));
    assert!(
        note.contains("--format first is 1 token, and the program printed 2"),
        "{note}"
    );
    assert!(note.contains("usaco"), "{note}");
    // A wrong answer of the right length carries no such note.
    let program = vec!["sh".to_owned(), "-c".to_owned(), "echo 123456".to_owned()];
    let (code, report) = stress(&["--runs", "1"], &program);
    assert_eq!(code, 1, "{report}");
    assert!(!report.contains("note: "), "{report}");
}

#[test]
fn a_loop_on_a_tie_is_a_time_out() {
    let program = vec![python(), data("loop_on_tie.py").display().to_string()];
    let (code, report) = stress(&["--time-limit", "0.3"], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("time-out"), "{report}");
    let values = shrunk_values(&report);
    assert_eq!(values.first(), values.last(), "a tie: {values:?}");
}

/// A program slower to start than the limit is run again three times
/// before it is called a time-out (#46: four runs in all), and the report
/// shows each run's time and, since one value timed out, that start-up is
/// the likely cause.
#[test]
fn a_slow_start_is_a_time_out_only_after_three_reruns() {
    let program = vec![
        "sh".to_owned(),
        "-c".to_owned(),
        "sleep 0.5; cat".to_owned(),
    ];
    let (code, report) = stress(&["--time-limit", "0.1", "--runs", "1"], &program);
    assert_eq!(code, 1, "{report}");
    assert!(report.starts_with("time-out"), "{report}");
    let line = report
        .lines()
        .find(|line| line.contains("past the time limit"))
        .unwrap_or_else(|| panic!("{report}"));
    assert!(line.contains("in each of 4 runs"), "{line}");
    let times = line.split("stopped after ").nth(1).unwrap();
    let times = times.split(')').next().unwrap();
    assert_eq!(times.split(", ").count(), 4, "{line}");
    assert!(times.split(", ").all(|time| time.ends_with(" s")), "{line}");
    assert!(report.contains("measured: "), "{report}");
    assert_eq!(shrunk_values(&report).len(), 1, "{report}");
    assert!(
        report.contains("even an instance of one value timed out"),
        "{report}"
    );
}

/// A time-out that does not happen again (a slow first start) is not a
/// failure: the re-run passes.
#[test]
fn a_time_out_that_passes_when_run_again_is_no_failure() {
    let marker =
        std::env::temp_dir().join(format!("optimal-play-slow-once-{}", std::process::id()));
    let _ = std::fs::remove_file(&marker);
    let solver = assert_cmd::cargo::cargo_bin("optimal-play");
    let script = format!(
        "if [ ! -e '{marker}' ]; then touch '{marker}'; sleep 1; fi; exec '{solver}' coins solve --format first",
        marker = marker.display(),
        solver = solver.display()
    );
    let program = vec!["sh".to_owned(), "-c".to_owned(), script];
    let (code, report) = stress(
        &["--time-limit", "0.5", "--runs", "3", "--jobs", "1"],
        &program,
    );
    let _ = std::fs::remove_file(&marker);
    assert_eq!(code, 0, "{report}");
    assert!(report.starts_with("no failure in 3 runs"), "{report}");
    assert!(report.contains("slowest run: "), "{report}");
}

#[test]
fn a_correct_solution_survives_thousands_of_runs() {
    let program = compile("seed002_correct.cpp");
    let (code, report) = stress(
        &["--runs", "2000", "--min", "-1000000", "--max", "1000000"],
        &[program.display().to_string()],
    );
    assert_eq!(code, 0, "{report}");
    assert!(report.starts_with("no failure in 2000 runs"), "{report}");
}

/// #46: each game's `stress --help` shows what its program reads, written
/// by the game itself: LeetCode's games get `N` and the values.
#[test]
fn stress_help_shows_what_the_program_reads() {
    for (game, fed) in [
        ("stone-game-ii", "\n  4\n  5 3 4 5\n"),
        ("coins", "\n  4\n  5 3 4 5\n"),
    ] {
        let output = Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
            .args([game, "stress", "--help"])
            .output()
            .unwrap();
        let help = String::from_utf8(output.stdout).unwrap();
        assert!(
            help.contains("What the program reads on its stdin"),
            "{help}"
        );
        assert!(help.contains(fed), "{game}: {help}");
    }
}

#[test]
fn bad_usage_is_exit_2() {
    let output = Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(["coins", "stress", "--format", "nope", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let output = Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(["coins", "stress", "--", "/no/such/program"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot run"));
}

/// The processes whose command line holds `token`.
fn processes_with(token: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
        else {
            continue;
        };
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if cmdline.contains(token) {
            found.push(format!("{pid}: {cmdline}"));
        }
    }
    found
}

/// #46, item 7: a program whose children leave its process group (`setsid`,
/// `setpgid`, a double fork), spinning or sleeping, leaves no process
/// behind when stress ends.
#[cfg(target_os = "linux")]
#[test]
fn item_7_no_process_survives_stress_however_it_detaches() {
    let token = format!("stray{}x", std::process::id());
    let solver = assert_cmd::cargo::cargo_bin("optimal-play");
    let script = format!(
        "setsid sh -c 'while :; do :; done; : {token}' </dev/null >/dev/null 2>&1 & \
         (setsid sh -c 'while :; do sleep 1; done; : {token}' </dev/null >/dev/null 2>&1 &); \
         {python} -c 'import os, time; os.setpgid(0, 0); time.sleep(120)' {token} </dev/null >/dev/null 2>&1 & \
         exec '{solver}' coins solve --format first",
        python = python(),
        solver = solver.display()
    );
    let program = vec!["sh".to_owned(), "-c".to_owned(), script];
    let (code, report) = stress(&["--runs", "6", "--jobs", "2"], &program);
    assert_eq!(code, 0, "{report}");
    assert!(report.starts_with("no failure in 6 runs"), "{report}");
    let left = processes_with(&token);
    for line in &left {
        // Leave nothing behind even when the assertion fails.
        if let Some(pid) = line.split(':').next() {
            let _ = Command::new("kill").args(["-9", pid]).status();
        }
    }
    assert!(left.is_empty(), "left running after stress: {left:#?}");
}
