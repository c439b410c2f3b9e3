//! Regressions for the third hardening round (#23): each test names the
//! item it guards. The playground's items are tested in the server's own
//! tests (`src/serve/api/tests.rs`) and in the browser (`browser.rs`).

use assert_cmd::Command;
use predicates::prelude::*;

fn optimal_play() -> Command {
    Command::cargo_bin("optimal-play").unwrap()
}

/// Item 1: a heap past the Stick Game's limit is refused before its table
/// is allocated: exit 2 and a clear message, never an abort or a panic;
/// and `generate` never writes an instance that `solve` refuses.
#[test]
fn item_1_a_heap_past_the_limit_is_refused_before_any_allocation() {
    for n in ["10000000000", "9223372036854775807", "10000001"] {
        optimal_play()
            .args(["stick-game", "solve", "--heaps", &format!("{n} 1 1")])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(
                "the heap n is ".to_owned() + n + ", and solve takes at most 10000000",
            ));
    }
    let moves: Vec<String> = (1..=101).map(|p| p.to_string()).collect();
    optimal_play()
        .args(["stick-game", "solve"])
        .write_stdin(format!("1000 101\n{}\n", moves.join(" ")))
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("k, the allowed moves, is 101"));
    optimal_play()
        .args(["stick-game", "generate", "--count", "10000000000"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("solve takes at most 10000000"));
    optimal_play()
        .args(["stick-game", "solve", "--heaps", "10000000 1 1"])
        .assert()
        .success();
}

/// A row of `n` fives, counted.
fn row(n: usize) -> String {
    format!("{n}\n{}\n", vec!["5"; n].join(" "))
}

/// Item 4: every game's work is capped by its cost model, on the command
/// line as in the playground: each input below once ran for 17 s to 147 s
/// and is now refused at once with the limit named, while one at the limit
/// is answered.
#[test]
fn item_4_work_past_a_games_cost_model_is_refused() {
    for (game, args, input, says) in [
        (
            "game-of-sum",
            vec!["solve"],
            row(20_001),
            "at most 20000 values",
        ),
        (
            "stone-game-vii",
            vec!["solve"],
            row(30_001),
            "at most 30000 values",
        ),
        ("take-k", vec!["solve"], row(10_001), "at most 10000 values"),
        (
            "take-k",
            vec!["explain", "--k", "3000"],
            row(3000),
            "at most 258 values",
        ),
        (
            "alternating-wall",
            vec!["solve"],
            format!("{}\n", vec!["1".repeat(1500); 1001].join("\n")),
            "past the 1500000000 steps",
        ),
    ] {
        optimal_play()
            .arg(game)
            .args(&args)
            .write_stdin(input)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(says));
    }
    for (game, n) in [
        ("game-of-sum", 2000),
        ("stone-game-vii", 3000),
        ("take-k", 3000),
    ] {
        optimal_play()
            .args([game, "solve"])
            .write_stdin(row(n))
            .assert()
            .success();
    }
}

/// Whether a process whose command line holds `marker` is running.
fn running(marker: &str) -> bool {
    std::fs::read_dir("/proc")
        .expect("/proc")
        .filter_map(Result::ok)
        .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
        .any(|cmdline| {
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            cmdline.contains(marker) && !cmdline.contains("optimal-play")
        })
}

/// Item 5: stress always stops, and leaves nothing running. A wrapper that
/// does not `exec` (its child holds the output open), a wrapper around an
/// endless loop, and a program that leaves a process behind are all killed
/// with their whole process group; more than 1 MiB of output is reported as
/// such, not as the broken pipe stress caused.
#[test]
fn item_5_stress_stops_and_leaves_nothing_running() {
    let stress = |program: &str| {
        let assert = optimal_play()
            .args([
                "coins",
                "stress",
                "--runs",
                "3",
                "--time-limit",
                "1",
                "--max-time",
                "3",
            ])
            .args(["--", "sh", "-c", program])
            .timeout(std::time::Duration::from_secs(120))
            .assert()
            .code(1);
        String::from_utf8_lossy(&assert.get_output().stdout).into_owned()
    };
    let out = stress("sleep 1234.5; true");
    assert!(out.starts_with("time-out on run 1"), "{out}");
    assert!(
        !running("sleep 1234.5"),
        "the wrapper's child was left running"
    );

    let out = stress("sh -c 'while :; do :; done; echo 1234.6'; true");
    assert!(out.starts_with("time-out on run 1"), "{out}");
    assert!(!running("echo 1234.6"), "the endless loop was left running");

    let out = stress("yes | head -c 2000000");
    assert!(out.starts_with("output limit exceeded on run 1"), "{out}");
    assert!(out.contains("more than 1 MiB of output"), "{out}");

    // Prints a wrong answer at once, and leaves a process behind that
    // holds its output open: the answer is judged, and the process killed.
    let out = stress("(sleep 1234.7; true) & echo 12345");
    assert!(out.starts_with("wrong answer on run 1"), "{out}");
    assert!(
        !running("sleep 1234.7"),
        "a process left behind was left running"
    );
}

/// Runs `optimal-play ARGS` with an endless stdin of `byte` (or of `1 `
/// when `None`); its exit code and stderr, or `None` if it is still running
/// after a minute.
fn on_endless_input(args: &[&str], byte: Option<u8>) -> Option<(i32, String)> {
    use std::io::{Read, Write};
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("it starts");
    let mut stdin = child.stdin.take().expect("piped");
    std::thread::spawn(move || {
        let block = match byte {
            Some(byte) => vec![byte; 1 << 16],
            None => b"1 ".repeat(1 << 15),
        };
        while stdin.write_all(&block).is_ok() {}
    });
    let started = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("a status") {
            let mut stderr = String::new();
            let _ = child
                .stderr
                .take()
                .expect("piped")
                .read_to_string(&mut stderr);
            return Some((status.code().unwrap_or(-1), stderr));
        }
        if started.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Item 6: every game's reader looks at its input as it reads it: endless
/// NUL bytes (`/dev/zero`) are refused at line 1, column 1, and endless
/// valid-looking input once it passes what any game reads, instead of
/// growing until memory runs out.
#[test]
fn item_6_every_reader_stops_at_the_first_error_of_an_endless_input() {
    for game in optimal_play::registry::games() {
        let name = game.info().name;
        let (code, stderr) = on_endless_input(&[name, "solve"], Some(0))
            .unwrap_or_else(|| panic!("{name} read /dev/zero for a minute"));
        assert_eq!(code, 2, "{name}: {stderr}");
        assert!(stderr.contains("line 1, column 1"), "{name}: {stderr}");
    }
    let (code, stderr) = on_endless_input(&["nim", "solve"], None).expect("nim stops");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("passes 64 MiB"), "{stderr}");
}
