//! `optimal-play wall ...`, run as a user runs it.

use assert_cmd::Command;
use predicates::prelude::*;

fn optimal_play() -> Command {
    let mut command = Command::cargo_bin("optimal-play").unwrap();
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

fn stdout_of(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(assert.get_output().stdout.clone()).unwrap()
}

#[test]
fn solve_draws_the_path_and_the_walls() {
    let assert = optimal_play()
        .args([
            "wall",
            "solve",
            "--board",
            r#"{"0xxxx", "1x111", "1x1x1", "11191", "xxxx1"}"#,
        ])
        .assert()
        .success();
    insta::assert_snapshot!(stdout_of(&assert));
    let assert = optimal_play()
        .args(["wall", "solve", "-"])
        .write_stdin("0522\n741x\n0981\n")
        .assert()
        .success();
    insta::assert_snapshot!("grid_from_stdin", stdout_of(&assert));
}

#[test]
fn the_published_examples_in_every_format() {
    optimal_play()
        .args([
            "wall",
            "solve",
            "examples/wall-49x49.txt",
            "--format",
            "cost",
        ])
        .assert()
        .success()
        .stdout("3512\n");
    optimal_play()
        .args([
            "wall",
            "solve",
            "--board",
            "{\"0\",\n \"5\"}",
            "--format",
            "json",
        ])
        .assert()
        .success()
        .stdout("{\"cost\":5,\"value\":{\"margin\":5},\"path\":[[0,0],[1,0]],\"walls\":[]}\n");
    optimal_play()
        .args(["wall", "solve", "--format", "cost", "--input", "topcoder"])
        .write_stdin("  {\"042\",\n   \"391\"}\n")
        .assert()
        .success()
        .stdout("13\n");
}

#[test]
fn rabbit_checks_the_solvers_own_walls() {
    let json = optimal_play()
        .args([
            "wall",
            "solve",
            "examples/wall-49x49.txt",
            "--format",
            "json",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    optimal_play()
        .args([
            "wall",
            "rabbit",
            "examples/wall-49x49.txt",
            "--walls",
            "-",
            "--format",
            "cost",
        ])
        .write_stdin(json)
        .assert()
        .success()
        .stdout("3512\n");
}

#[test]
fn rabbit_with_plain_walls_and_no_exit() {
    let board = ["--board", "042\n391"];
    optimal_play()
        .args(["wall", "rabbit", "--walls", "-", "--format", "json"])
        .args(board)
        .write_stdin("0 0\n0 1\n")
        .assert()
        .success()
        .stdout("{\"cost\":7,\"path\":[[0,0],[0,1],[0,2],[1,2]],\"walls\":[[0,0],[0,1]]}\n");
    optimal_play()
        .args(["wall", "rabbit", "--walls", "-"])
        .args(board)
        .write_stdin("[[0,0],[0,1],[0,2]]")
        .assert()
        // The check fails: exit 1, with the report on stdout.
        .code(1)
        .stdout(predicate::str::starts_with(
            "No exit: these 3 walls cut every path",
        ));
    optimal_play()
        .args(["wall", "rabbit", "--walls", "-", "--format", "cost"])
        .args(board)
        .write_stdin("")
        .assert()
        .success()
        .stdout("3\n");
}

#[test]
fn bad_walls_are_clear_errors() {
    let board = ["--board", "042\n391"];
    let cases = [
        (
            "0 0\n0",
            "optimal-play: <stdin>: line 2, column 1: `0` has no column: walls are pairs `row column`\n",
        ),
        (
            "0 -1",
            "optimal-play: <stdin>: line 1, column 3: expected a row or column number (0 or more), found `-1`\n",
        ),
        (
            "1 0",
            "optimal-play: <stdin>: line 1, column 1: wall [1, 0] is not on the board: a wall [r, c] stands between cells (r, c) and (r+1, c), so r must be below 1 and c below 3\n",
        ),
        (
            "[[0, 0], [0]]",
            "optimal-play: <stdin>: line 1, column 12: expected walls as JSON",
        ),
    ];
    for (walls, message) in cases {
        optimal_play()
            .args(["wall", "rabbit", "--walls", "-"])
            .args(board)
            .write_stdin(walls)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::starts_with(message));
    }
}

#[test]
fn bad_boards_are_clear_errors() {
    let cases = [
        (
            "042\n39\n",
            "optimal-play: <stdin>: line 2, column 3: this row has 2 cells but the first row has 3\n",
        ),
        (
            "042\n3a1\n",
            "optimal-play: <stdin>: line 2, column 2: unexpected `a`: a cell is a digit or `x`\n",
        ),
        (
            "",
            "optimal-play: <stdin>: line 1, column 1: the input is empty: expected a board: rows of digits and `x`\n",
        ),
        (
            "x1\n11\n",
            "optimal-play: <stdin>: line 1, column 1: the start cell (top left) is `x`: Rabbit has nowhere to stand\n",
        ),
        (
            "0x\nx1\n",
            "optimal-play: <stdin>: line 1, column 1: no path leads from the start cell (top left) to the bottom row\n",
        ),
    ];
    for (board, message) in cases {
        // The picture reads the board whole; the cost alone reads it row by
        // row. Both refuse it in the same words.
        for format in ["text", "cost"] {
            optimal_play()
                .args(["wall", "solve", "--format", format])
                .write_stdin(board)
                .assert()
                .code(2)
                .stdout("")
                .stderr(message);
        }
    }
    optimal_play()
        .args(["wall", "rabbit", "--walls", "-"])
        .write_stdin("0 0")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot both come from stdin"));
}

#[test]
fn generate_is_seeded_and_always_solvable() {
    let run = |seed: &str| {
        stdout_of(
            &optimal_play()
                .args([
                    "wall",
                    "generate",
                    "--rows",
                    "30",
                    "--cols",
                    "20",
                    "--blocked",
                    "45",
                    "--seed",
                    seed,
                ])
                .assert()
                .success(),
        )
    };
    assert_eq!(run("3"), run("3"));
    assert_ne!(run("3"), run("4"));
    for seed in 0..20 {
        let board = run(&seed.to_string());
        assert_eq!(board.lines().count(), 30);
        optimal_play()
            .args(["wall", "solve", "--format", "cost"])
            .write_stdin(board)
            .assert()
            .success();
    }
    let literal = stdout_of(
        &optimal_play()
            .args([
                "wall", "generate", "--rows", "2", "--cols", "3", "--format", "topcoder",
            ])
            .assert()
            .success(),
    );
    assert!(literal.starts_with("{\"0"), "{literal}");
    optimal_play()
        .args(["wall", "generate", "--rows", "0", "--cols", "3"])
        .assert()
        .code(2);
}
