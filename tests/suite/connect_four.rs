//! Connect Four from the command line, tried as a new user would: Pons'
//! benchmark positions get their published scores, in his formats, and bad
//! positions a clear error.

use std::path::PathBuf;

use assert_cmd::Command;
use predicates::prelude::*;

fn set(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/connect-four")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

fn solve(args: &[&str], input: &str) -> String {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    connect_four(&all, input)
}

/// `optimal-play connect-four ARGS` with `input` on stdin: its stdout, the
/// run having succeeded.
fn connect_four(args: &[&str], input: &str) -> String {
    let output = Command::cargo_bin("optimal-play")
        .unwrap()
        .arg("connect-four")
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The first `lines` lines of a set, as `--format pons` writes them back.
fn scores_of_set(name: &str, lines: usize) {
    let expected: String = set(name)
        .lines()
        .take(lines)
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(solve(&["--format", "pons"], &expected), expected, "{name}");
}

#[test]
fn the_end_and_middle_sets_get_their_published_scores() {
    scores_of_set("Test_L3_R1", 1000);
    scores_of_set("Test_L2_R1", 1000);
    scores_of_set("Test_L2_R2", 100);
}

#[test]
fn beginning_positions_get_their_published_scores() {
    scores_of_set("Test_L1_R1", 300);
    scores_of_set("Test_L1_R2", 5);
}

#[test]
fn scores_analysis_and_words() {
    // The first position of the middle-easy set, whose column 5 is full.
    let position = "5554224333234511764415115\n";
    // The default format: the score alone, a line each.
    assert_eq!(solve(&[], position), "4\n");
    // Every column's score, as Pons' solver's -a gives them (it writes
    // -1000 for a full column).
    assert_eq!(
        solve(&["--format", "analyze"], position),
        "-8 -8 -8 -8 - 4 -8\n"
    );
    assert_eq!(
        solve(&["--format", "text"], position),
        "5554224333234511764415115: score 4: O (to move) wins with their 18th disc; best: column 6\n"
    );
    // The engine's move: Pons' line and the first best column.
    assert_eq!(
        solve(&["--format", "best"], position),
        "5554224333234511764415115 4 6\n"
    );
    let json: serde_json::Value =
        serde_json::from_str(&solve(&["--format", "json"], position)).unwrap();
    assert_eq!(json["score"], 4);
    assert_eq!(json["value"]["outcome"], "win");
    assert_eq!(json["winning_disc"], 18);
    assert_eq!(json["best"], serde_json::json!([6]));
    assert_eq!(json["columns"][4], serde_json::Value::Null);
}

/// `explain` from the empty board walks the whole principal line to the
/// last disc: the first player wins with their 21st, 41 moves, each with
/// every column's score, none cut off.
#[test]
fn explain_walks_the_empty_board_to_its_last_disc() {
    let text = connect_four(&["explain", "--moves", ""], "");
    assert!(
        text.contains("column 4 scores 1: X wins with their 21st disc"),
        "{text}"
    );
    let steps: Vec<&str> = text
        .lines()
        .filter(|line| {
            line.trim_start()
                .split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .collect();
    assert_eq!(steps.len(), 41, "{text}");
    assert!(
        steps[40].starts_with(" 41. X (first): drop a disc in column"),
        "{text}"
    );
    assert!(steps[40].contains("1 move from the end"), "{text}");
    assert!(!text.contains("the line goes on"), "{text}");
}

/// `best` gives the first best column from the left, as `analyze`'s
/// every column's exact score shows it, on positions of the middle set
/// (where ties are many: every column that loses as slowly is best).
#[test]
fn the_best_format_is_the_first_best_column_of_the_analysis() {
    let positions: String = set("Test_L2_R1")
        .lines()
        .take(40)
        .map(|line| format!("{}\n", line.split(' ').next().unwrap()))
        .collect();
    let analyses = solve(&["--format", "analyze"], &positions);
    let bests = solve(&["--format", "best"], &positions);
    let mut ties = 0;
    for ((moves, analysis), best) in positions.lines().zip(analyses.lines()).zip(bests.lines()) {
        let scores: Vec<Option<i64>> = analysis.split(' ').map(|s| s.parse().ok()).collect();
        let top = scores.iter().flatten().max().copied();
        let first = scores
            .iter()
            .position(|&s| s.is_some() && s == top)
            .unwrap();
        ties += usize::from(scores.iter().filter(|&&s| s.is_some() && s == top).count() > 1);
        assert_eq!(
            best,
            format!("{moves} {} {}", top.unwrap(), first + 1),
            "{analysis}"
        );
    }
    assert!(ties > 0, "no position with equally good columns");
}

#[test]
fn other_boards_by_width_and_height() {
    // 4 × 4 is a draw from the empty board (checked against negamax on
    // every position in the library's tests). An empty line is the empty
    // board.
    let output = Command::cargo_bin("optimal-play")
        .unwrap()
        .args([
            "connect-four",
            "--width",
            "4",
            "solve",
            "--height",
            "4",
            "--format",
            "text",
        ])
        .write_stdin("\n")
        .output()
        .unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "the empty board: score 0: a draw, X to move; best: columns 1, 2, 3, 4\n"
    );
    // Of equally good columns, `best` gives the first; on a full board,
    // none.
    let best = |width: &str, height: &str, input: &str| {
        let output = Command::cargo_bin("optimal-play")
            .unwrap()
            .args([
                "connect-four",
                "solve",
                "--width",
                width,
                "--height",
                height,
            ])
            .args(["--format", "best"])
            .write_stdin(input)
            .output()
            .unwrap();
        assert!(output.status.success());
        String::from_utf8(output.stdout).unwrap()
    };
    assert_eq!(best("4", "4", "\n"), " 0 1\n");
    assert_eq!(best("2", "2", "1122\n"), "1122 0 -\n");
    // A board too large for 64 bits is refused.
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["connect-four", "--width", "9", "solve", "--height", "7"])
        .write_stdin("1\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("at most 64"));
}

#[test]
fn bad_positions_get_a_clear_error_with_line_and_column() {
    for (input, at, says) in [
        ("4453\n4483\n", "line 2, column 3", "`8`"),
        ("4453\n40\n", "line 2, column 2", "`0`"),
        ("12x4\n", "line 1, column 3", "`x`"),
        (
            "1111111\n",
            "line 1, column 7",
            "column 1 again, and it is full",
        ),
        ("1212121\n", "line 1, column 7", "makes four in a row"),
        ("4453 five\n", "line 1, column 6", "`five`"),
        ("", "line 1, column 1", "empty"),
    ] {
        Command::cargo_bin("optimal-play")
            .unwrap()
            .args(["connect-four", "solve"])
            .write_stdin(input)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(at).and(predicate::str::contains(says)));
    }
}

/// A position no book holds takes the search long: `--timeout` stops it
/// with a clear error, exit 2 and nothing written, also after positions
/// already answered; given time enough, the same input is answered.
/// `1111` is past the book's layers, and no game against the engine
/// reaches it (neither side's first disc is a best move), so the
/// repertoire never holds it: a release build searches it for about 20 s.
#[test]
fn a_solve_past_its_timeout_stops_and_writes_nothing() {
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["connect-four", "solve", "--timeout", "0.5"])
        .write_stdin("1111\n1\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "the work passed --timeout 0.5 s and was stopped; nothing was written",
        ));
    assert_eq!(solve(&["--timeout", "600"], "4455\n"), "18\n");
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["connect-four", "solve", "--timeout", "soon"])
        .write_stdin("4453\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "--timeout takes a number of seconds above 0",
        ));
}
