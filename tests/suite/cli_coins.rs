//! `optimal-play coins solve`, run as a user runs it.

use assert_cmd::Command;
use predicates::prelude::*;

fn optimal_play() -> Command {
    Command::cargo_bin("optimal-play").unwrap()
}

fn solve(stdin: &str, args: &[&str]) -> assert_cmd::assert::Assert {
    optimal_play()
        .args(["coins", "solve"])
        .args(args)
        .write_stdin(stdin.to_owned())
        .assert()
}

#[test]
fn the_readme_example_runs() {
    let output = optimal_play()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["coins", "solve", "examples/seed-001.txt"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    insta::assert_snapshot!(String::from_utf8(output).unwrap());
}

#[test]
fn the_readme_names_the_commands_it_promises() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(readme.contains("cargo run --release -- coins solve examples/seed-001.txt"));
    assert!(readme.contains("cargo test --locked"));
}

#[test]
fn text_with_the_line() {
    let assert = solve("20 30 2 2\n", &["--line"]).success();
    insta::assert_snapshot!(String::from_utf8(assert.get_output().stdout.clone()).unwrap());
}

#[test]
fn json_is_one_object_with_exact_integers() {
    let assert = solve(
        "4 2\n-9223372036854775808 9223372036854775807",
        &["--format", "json", "--line"],
    )
    .success();
    let json: serde_json::Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
    // Read as plain: the first line holds two numbers.
    assert_eq!(json["line"].as_array().unwrap().len(), 4);
    assert_eq!(
        json["best"],
        serde_json::json!([{"text": "right", "side": "right", "value": 9223372036854775807i64}])
    );
    // Each step of the line carries its number and the running totals.
    assert_eq!(json["line"][1]["number"], 2);
    assert_eq!(json["line"][1]["move"]["side"], "left");
    assert_eq!(
        json["line"][1]["totals"],
        serde_json::json!([9223372036854775807i64, 4])
    );
    let text = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert_eq!(text.lines().count(), 1);
    // The first player takes i64::MAX, then 2; the second 4, then i64::MIN.
    // Both totals and the margin are beyond i64, written out exactly.
    let first = i128::from(i64::MAX) + 2;
    let second = 4 + i128::from(i64::MIN);
    assert!(text.contains(&format!("\"first\":{first}")), "{text}");
    assert!(text.contains(&format!("\"second\":{second}")), "{text}");
    assert!(
        text.contains(&format!("\"margin\":{}", first - second)),
        "{text}"
    );
}

#[test]
fn json_names_both_ends_when_both_are_optimal() {
    solve("3 3", &["--format", "json"])
        .success()
        .stdout(concat!(
            "{\"first\":3,\"second\":3,\"margin\":0,\"value\":{\"margin\":0},",
            "\"best\":[{\"text\":\"left\",\"side\":\"left\",\"value\":3},",
            "{\"text\":\"right\",\"side\":\"right\",\"value\":3}]}\n"
        ));
}

#[test]
fn contest_formats() {
    solve("6\n4 7 2 9 5 2\n", &["--format", "usaco"])
        .success()
        .stdout("18 11\n");
    solve("5\n1 3 5 2 9", &["--format", "first"])
        .success()
        .stdout("14\n");
    solve("3\n10 100 10\n", &["--format", "margin"])
        .success()
        .stdout("-80\n");
}

#[test]
fn values_on_the_command_line() {
    optimal_play()
        .args(["coins", "solve", "--values", "-5,3", "--format", "usaco"])
        .assert()
        .success()
        .stdout("3 -5\n");
    optimal_play()
        .args(["coins", "solve", "--values", "1,x"])
        .assert()
        .code(2)
        .stdout("")
        .stderr("optimal-play: --values: line 1, column 3: expected an integer, found `x` (`x` is not allowed here)\n");
}

#[test]
fn every_algorithm_is_selectable() {
    for algorithm in ["linear", "interval", "exhaustive"] {
        solve(
            "20 30 2 2",
            &["--algorithm", algorithm, "--format", "first"],
        )
        .success()
        .stdout("32\n");
        solve(
            "20 30 2 2",
            &["--algorithm", algorithm, "--format", "json", "--line"],
        )
        .success();
    }
    let long = "1 ".repeat(1001);
    solve(&long, &["--algorithm", "exhaustive"])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "more than 1000 values: the exhaustive search takes at most 1000",
        ));
}

#[test]
fn an_explicit_layout_overrides_detection() {
    solve("2\n7", &["--format", "first"])
        .code(2)
        .stderr(predicate::str::contains("use --input plain"));
    solve("2\n7", &["--format", "first", "--input", "plain"])
        .success()
        .stdout("7\n");
    // 2 7 1: whichever end the first player takes, the second takes the 7.
    solve("2\n7 1", &["--format", "first", "--input", "plain"])
        .success()
        .stdout("3\n");
    solve("3 1 2 3", &["--format", "first", "--input", "counted"])
        .success()
        .stdout("4\n");
}

/// Each bad input: exit code 2, one message naming the line and column, and
/// nothing on stdout.
#[test]
fn bad_input_is_a_clear_error() {
    let cases = [
        (
            "3\n1 2 x\n",
            "<stdin>: line 2, column 5: expected an integer, found `x`",
        ),
        (
            "1 2.5",
            "<stdin>: line 1, column 4: expected an integer, found `2.5`",
        ),
        (
            "1 99999999999999999999",
            "<stdin>: line 1, column 3: `99999999999999999999` does not fit",
        ),
        (
            "5\n1 3 5 2\n",
            "<stdin>: line 1, column 1: the count `5` announces 5 values but only 4 follow",
        ),
        (
            "2\n1 3\n5\n",
            "<stdin>: line 3, column 1: `5` is one value too many",
        ),
        ("", "<stdin>: line 1, column 1: the input is empty"),
        ("  \n\t\n", "<stdin>: line 3, column 1: the input is empty"),
        (
            "-3\n1 2 3",
            "<stdin>: line 1, column 1: expected a count of values (0 or more), found `-3`",
        ),
        (
            "1 2\n3 4,5",
            "<stdin>: line 2, column 4: expected an integer, found `4,5` (`,` is not allowed here)",
        ),
    ];
    for (stdin, message) in cases {
        solve(stdin, &[])
            .code(2)
            .stdout("")
            .stderr(predicate::str::starts_with(format!(
                "optimal-play: {message}"
            )))
            .stderr(predicate::str::contains("panicked").not());
    }
}

#[test]
fn not_utf8_is_a_clear_error() {
    optimal_play()
        .args(["coins", "solve"])
        .write_stdin(b"1 2\n\xff".to_vec())
        .assert()
        .code(2)
        .stdout("")
        .stderr("optimal-play: <stdin>: line 2, column 1: the input is not UTF-8 text\n");
}

#[test]
fn a_missing_file_is_a_clear_error() {
    // A read failure: exit 1, as the README's contract says (#23, item 10).
    optimal_play()
        .args(["coins", "solve", "no-such-file.txt"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::starts_with(
            "optimal-play: cannot read `no-such-file.txt`: ",
        ));
}

#[test]
fn usage_mistakes_exit_2() {
    solve("1 2", &["--format", "usaco", "--line"])
        .code(2)
        .stderr("optimal-play: --line needs --format text or --format json\n");
    solve("1 2", &["--format", "nope"]).code(2);
    optimal_play()
        .args(["coins", "solve", "x.txt", "--values", "1"])
        .assert()
        .code(2);
}

#[test]
fn help_documents_the_layout_rule() {
    optimal_play()
        .args(["coins", "solve", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("first line holds a"))
        .stdout(predicate::str::contains(
            "single number and more numbers follow",
        ));
}

#[test]
fn a_closed_pipe_is_quiet() {
    // 200 000 moves of output into a reader that stops at once.
    let row = "1 ".repeat(200_000);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(["coins", "solve", "--line", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(row.as_bytes())
            .unwrap();
    }
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn generate_then_solve() {
    let generate = |seed: &str| {
        optimal_play()
            .args([
                "coins", "generate", "--count", "1000", "--min", "-50", "--max", "50", "--seed",
                seed,
            ])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    let row = generate("9");
    assert_eq!(row, generate("9"), "the same seed gives the same row");
    assert_ne!(row, generate("10"));
    let text = String::from_utf8(row.clone()).unwrap();
    assert_eq!(text.lines().next(), Some("1000"));
    // The streaming solver and the interval recurrence agree on it.
    let first = |args: &[&str]| {
        optimal_play()
            .args(["coins", "solve", "--format", "first"])
            .args(args)
            .write_stdin(row.clone())
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    assert_eq!(first(&[]), first(&["--algorithm", "interval"]));
    optimal_play()
        .args([
            "coins", "generate", "--count", "3", "--min", "5", "--max", "4",
        ])
        .assert()
        .code(2)
        .stderr("optimal-play: --min 5 is larger than --max 4\n");
    optimal_play()
        .args([
            "coins", "generate", "--count", "3", "--input", "plain", "--min", "7", "--max", "7",
        ])
        .assert()
        .success()
        .stdout("7 7 7\n");
}

#[test]
fn a_single_value_is_the_only_move() {
    solve("7", &[]).success().stdout(predicate::str::contains(
        "best first move: take 7, the only value",
    ));
}

/// A line long enough to be written in several pieces (about 3 MB of text):
/// read back, every row of the text table agrees with the library's moves
/// and with the JSON line, and every row has the table's width.
#[test]
fn a_long_line_reads_back_as_the_moves() {
    use optimal_play::coins::{Algorithm, Row};
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let values: Vec<i64> = (0..40_000)
        .map(|at| match at % 97 {
            0 => i64::MAX,
            1 => i64::MIN,
            _ => rng.random_range(-1_000_000_000_000..=1_000_000_000_000),
        })
        .collect();
    let text: String = values.iter().map(|v| format!("{v} ")).collect();
    let row = Row::new(values.clone());
    let line = row.line(Algorithm::Linear).unwrap();
    let moves: Vec<_> = line.moves(&values).collect();

    let output = solve(&text, &["--input", "plain", "--line"]).success();
    let table = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    let rows: Vec<&str> = table
        .lines()
        .skip_while(|l| *l != "optimal line:")
        .skip(2)
        .collect();
    assert_eq!(rows.len(), moves.len());
    let width = rows[0].len();
    for (at, (text_row, mv)) in rows.iter().zip(&moves).enumerate() {
        assert_eq!(text_row.len(), width, "row {}", at + 1);
        let cells: Vec<&str> = text_row.split_whitespace().collect();
        let expected = [
            (at + 1).to_string(),
            mv.player.number().to_string(),
            mv.side.name().to_owned(),
            mv.value.to_string(),
            mv.first_total.to_string(),
            mv.second_total.to_string(),
        ];
        assert_eq!(cells, expected, "row {}", at + 1);
    }

    let output = solve(&text, &["--input", "plain", "--line", "--format", "json"]).success();
    let json: serde_json::Value = serde_json::from_slice(&output.get_output().stdout).unwrap();
    let steps = json["line"].as_array().unwrap();
    assert_eq!(steps.len(), moves.len());
    for (at, (step, mv)) in steps.iter().zip(&moves).enumerate() {
        assert_eq!(step["number"], at + 1);
        assert_eq!(step["player"], mv.player.number());
        assert_eq!(step["move"]["side"], mv.side.name());
        assert_eq!(step["move"]["value"], mv.value);
        assert_eq!(
            step["totals"].to_string(),
            format!("[{},{}]", mv.first_total, mv.second_total)
        );
    }
}

/// LeetCode's list at LeetCode's largest sizes, on one line with no spaces
/// (as LeetCode's test cases are written): read value by value, never held
/// as one token, with the same answer as the plain row.
#[test]
fn a_leetcode_list_of_100000_values_on_one_line() {
    let values: Vec<String> = (0..100_000u64)
        .map(|i| ((i * 7919) % 20_001).to_string())
        .collect();
    let list = format!("[{}]\n", values.join(","));
    let plain = format!("{}\n{}\n", values.len(), values.join(" "));
    let answer = |stdin: &str| {
        optimal_play()
            .args(["stone-game-viii", "solve"])
            .write_stdin(stdin)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    assert_eq!(answer(&list), answer(&plain));
    // Past a `[`, the list's own punctuation splits tokens; before it, a
    // comma is still part of the token it is in.
    solve("1 2\n3 4,5", &[])
        .code(2)
        .stderr(predicate::str::contains("found `4,5`"));
}
