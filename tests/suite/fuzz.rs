//! The command line fuzzed: every subcommand that reads input, of every
//! registered game, and the play command stream, on random near-miss and
//! hostile inputs (#10). Each run must end with exit 0 or 2 (1 only for a
//! failed `wall rabbit` check), never a panic, within a memory cap.
//!
//! The number of cases is bounded (`FUZZ_CASES`, 6 per target by default,
//! so the suite stays fast); CI runs 40 in its test run, drawn afresh each run, and a longer
//! hunt is `FUZZ_CASES=400 cargo test --release --test suite fuzz`.

use std::io::Write;
use std::process::{Command, Stdio};

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Runs the binary under a 2 GiB address-space cap with `stdin`, returning
/// the exit code and stderr.
fn run(args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    let binary = assert_cmd::cargo::cargo_bin("optimal-play");
    let mut script = String::from("ulimit -v 2097152; exec \"$0\"");
    for at in 1..=args.len() {
        script.push_str(&format!(" \"${at}\""));
    }
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(&binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The program may stop reading early (a refused input): ignore a
    // broken pipe.
    let _ = input.write_all(stdin);
    drop(input);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6)
}

/// Text that is almost an instance: numbers of every size, signs, commas,
/// board characters, braces, quotes, control characters and invalid UTF-8.
fn near_miss() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        4 => "-?[0-9]{1,3}".prop_map(String::into_bytes),
        1 => "-?[0-9]{18,22}".prop_map(String::into_bytes),
        2 => Just(b" ".to_vec()),
        2 => Just(b"\n".to_vec()),
        1 => "[0-9x]{1,6}".prop_map(String::into_bytes),
        1 => Just(b"{\"04\", \"39\"}".to_vec()),
        1 => Just(b",".to_vec()),
        1 => Just(b"\xef\xbb\xbf".to_vec()),
        1 => prop::collection::vec(any::<u8>(), 1..4),
        1 => Just(b"\x1b[2J".to_vec()),
    ];
    prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

/// Commands a player might type, and garbage.
fn command_stream() -> impl Strategy<Value = Vec<u8>> {
    let line = prop_oneof![
        3 => prop::sample::select(vec![
            "l", "r", "left", "right", "h", "u", "q", "1", "2", "3", "take 2", "left 2",
            "right 1", "d", "done", "wall 0 0", "wall 0 1", "wall 9 9", "", "  ", "hint",
        ])
        .prop_map(|s| s.as_bytes().to_vec()),
        1 => prop::collection::vec(any::<u8>(), 0..12),
    ];
    prop::collection::vec(line, 0..30).prop_map(|lines| lines.join(&b'\n'))
}

fn check(
    code: Option<i32>,
    stderr: &str,
    allowed: &[i32],
    what: &str,
) -> Result<(), TestCaseError> {
    prop_assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    prop_assert!(
        code.is_some_and(|code| allowed.contains(&code)),
        "{what}: exit {code:?}, {stderr}"
    );
    prop_assert!(!stderr.contains('\x1b'), "{what}: an escape reached stderr");
    Ok(())
}

#[test]
fn every_reader_of_every_game_survives_near_miss_input() {
    let mut targets: Vec<Vec<String>> = Vec::new();
    for game in optimal_play::registry::games() {
        let info = game.info();
        for format in info.formats {
            // A near miss can be an instance that is read and takes long to
            // solve (connect-four's board a few discs in takes minutes):
            // the readers are what is fuzzed, so the work is cut at 1 s,
            // and the browser tests running beside keep their share of
            // the machine.
            targets.push(vec![
                info.name.into(),
                "solve".into(),
                "--format".into(),
                format.name.into(),
                "--timeout".into(),
                "1".into(),
            ]);
        }
        targets.push(vec![info.name.into(), "explain".into(), "-".into()]);
    }
    targets.push(vec!["coins".into(), "solve".into(), "--line".into()]);
    targets.push(vec!["coins".into(), "table".into(), "-".into()]);
    targets.push(vec![
        "wall".into(),
        "rabbit".into(),
        "--board".into(),
        "042\n391".into(),
        "--walls".into(),
        "-".into(),
    ]);
    for target in targets {
        let args: Vec<&str> = target.iter().map(String::as_str).collect();
        let mut runner = TestRunner::new(Config {
            cases: cases(),
            ..Config::default()
        });
        runner
            .run(&near_miss(), |input| {
                let (code, stderr) = run(&args, &input);
                check(code, &stderr, &[0, 1, 2], &args.join(" "))
            })
            .unwrap_or_else(|failure| panic!("{args:?}: {failure}"));
    }
}

#[test]
fn play_survives_any_command_stream() {
    let instances = [
        ("coins", "--values", "3,1,4,1,5"),
        ("take-k", "--values", "3,1,4,1,5"),
        ("game-of-sum", "--values", "3,-1,4"),
        ("take-front", "--values", "3,1,4,1,5"),
        ("stone-game-ii", "--values", "3,1,4,1,5"),
        ("stone-game-vii", "--values", "3,1,4,1,5"),
        ("coins-in-a-line", "--values", "7"),
        ("wall", "--board", "042\n391"),
    ];
    for (game, option, instance) in instances {
        for format in ["text", "json"] {
            let args = [game, "play", option, instance, "--format", format];
            let mut runner = TestRunner::new(Config {
                cases: cases(),
                ..Config::default()
            });
            runner
                .run(&command_stream(), |input| {
                    let (code, stderr) = run(&args, &input);
                    check(code, &stderr, &[0], &args.join(" "))
                })
                .unwrap_or_else(|failure| panic!("{args:?}: {failure}"));
        }
    }
}
