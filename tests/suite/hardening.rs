//! Regressions for every input a careless or hostile user can give (#10):
//! each test names the item it guards.

use assert_cmd::Command;
use predicates::prelude::*;

fn optimal_play() -> Command {
    Command::cargo_bin("optimal-play").unwrap()
}

fn stderr_of(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stderr).into_owned()
}

/// Item 1: Totals and margins beyond i64 in play's JSON: exact, no panic.
#[test]
fn play_json_totals_beyond_i64_are_exact() {
    let extremes = "--values=9223372036854775807,-9223372036854775808,9223372036854775807,-9223372036854775808";
    let assert = optimal_play()
        .args(["coins", "play", extremes, "--format", "json"])
        .write_stdin("h\nq\n")
        .assert()
        .success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(
        out.contains("\"best\":{\"margin\":36893488147419103230}"),
        "{out}"
    );
    let max = "9223372036854775807";
    let assert = optimal_play()
        .args(["coins", "play", "--format", "json"])
        .arg(format!("--values={max},{max},{max},{max}"))
        .write_stdin("l\nl\n")
        .assert()
        .success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(
        out.contains("\"totals\":[18446744073709551614,18446744073709551614]"),
        "{out}"
    );
}

/// Item 2: A line that is not UTF-8 is a bad line: an error event, and play goes
/// on.
#[test]
fn a_line_that_is_not_utf8_is_reported_and_play_goes_on() {
    let assert = optimal_play()
        .args(["coins", "play", "--values", "1,2,3,4", "--format", "json"])
        .write_stdin(b"l\n\xff\nr\n".to_vec())
        .assert()
        .success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(out.contains(r#"{"event":"error","line":2,"message":"this line is not UTF-8 text"}"#));
    assert_eq!(out.matches("\"event\":\"move\"").count(), 4, "{out}");
}

/// Item 3: Boards that cannot be made are refused at once; large ones stream.
#[test]
fn boards_too_large_to_make_are_refused_at_once() {
    let assert = optimal_play()
        .args([
            "wall",
            "generate",
            "--rows",
            "4294967295",
            "--cols",
            "4294967295",
        ])
        .assert()
        .code(2)
        .stdout("");
    // The widest board is the parameter's most (#47: every parameter of
    // `generate` is refused in its own words, before anything is drawn).
    assert!(
        stderr_of(&assert).contains("--cols takes 1 to 1000000000, not 4294967295"),
        "{}",
        stderr_of(&assert)
    );
    optimal_play()
        .args([
            "wall",
            "generate",
            "--rows",
            "100000000",
            "--cols",
            "100000000",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("more than any disk holds"));
    // A board of 20 000 rows of 5 columns streams, row by row.
    let assert = optimal_play()
        .args([
            "wall", "generate", "--rows", "20000", "--cols", "5", "--seed", "4",
        ])
        .assert()
        .success();
    assert_eq!(assert.get_output().stdout.len(), 20_000 * 6);
}

/// Item 4: A failed write is exit 1, saying which stream; never a panic.
#[test]
fn failed_writes_exit_1_and_name_the_stream() {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
    let Ok(full) = full else { return };
    for args in [
        vec!["coins", "solve", "--values", "1,2"],
        vec!["coins", "solve", "--help"],
        vec!["--version"],
    ] {
        let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
            .args(&args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr)
                .starts_with("optimal-play: cannot write to stdout"),
            "{args:?}"
        );
    }
    // An error that cannot be written to stderr is still exit 2, no panic.
    let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(["coins", "solve", "--values", "x"])
        .stderr(full)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

/// Item 5: One huge token: refused once it is longer than any number, in little
/// memory, and never echoed whole.
#[test]
fn a_huge_token_is_refused_without_being_held() {
    let zeros = vec![0u8; 5_000_000];
    let assert = optimal_play()
        .args(["coins", "solve"])
        .write_stdin(zeros)
        .assert()
        .code(2)
        .stdout("");
    let stderr = stderr_of(&assert);
    assert!(stderr.len() < 300, "{} bytes of stderr", stderr.len());
    let digits = "7".repeat(3_000_000);
    let assert = optimal_play()
        .args(["coins", "solve", "--format", "first"])
        .write_stdin(digits)
        .assert()
        .code(2);
    assert!(stderr_of(&assert).contains("longer than 1024 characters"));
    // A scripted play line of megabytes is skipped, not echoed.
    let mut script = "x".repeat(2_000_000);
    script.push_str("\nl\n");
    let assert = optimal_play()
        .args(["coins", "play", "--values", "1,2", "--format", "json"])
        .write_stdin(script)
        .assert()
        .success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(out.len() < 2_000, "{} bytes of events", out.len());
    assert!(out.contains("longer than 4096 bytes"));
}

/// Item 11: Control characters in the input are escaped in every message.
#[test]
fn escape_sequences_never_reach_the_terminal() {
    let assert = optimal_play()
        .args(["coins", "solve"])
        .write_stdin("1 2 3\x1b]0;PWNED\x07\x1b[2J\n")
        .assert()
        .code(2);
    let stderr = stderr_of(&assert);
    assert!(
        !stderr.contains('\x1b') && !stderr.contains('\x07'),
        "{stderr:?}"
    );
    assert!(stderr.contains("\\u{1b}"));
    let assert = optimal_play()
        .args(["coins", "play", "--values", "1,2"])
        .write_stdin("\x1b[2J\nl\n")
        .assert()
        .success();
    assert!(!stderr_of(&assert).contains('\x1b'));
}

/// Item 12: What generate writes reads back as the same instance: no empty rows.
#[test]
fn generate_refuses_a_row_it_cannot_write_back() {
    for game in ["coins", "game-of-sum", "stone-game-vii"] {
        optimal_play()
            .args([game, "generate", "--count", "0"])
            .assert()
            .code(2)
            .stdout("")
            .stderr(
                predicate::str::contains("--count takes").and(predicate::str::contains(", not 0")),
            );
    }
    let row = optimal_play()
        .args(["coins", "generate", "--count", "1", "--seed", "3"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let solved = optimal_play()
        .args(["coins", "solve", "--format", "first"])
        .write_stdin(row.clone())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let value = String::from_utf8(row).unwrap();
    let value = value.split_whitespace().last().unwrap().to_owned();
    assert_eq!(String::from_utf8(solved).unwrap().trim(), value);
}

/// Item 13: An empty --values is an empty input, as an empty stdin is.
#[test]
fn an_empty_list_is_refused_like_an_empty_file() {
    for action in ["solve", "explain", "play"] {
        optimal_play()
            .args(["coins", action, "--values", ""])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("the input is empty"));
    }
}

/// Item 14: The streaming and the whole-board readers of the wall game refuse a
/// bad board in the same words at the same place.
#[test]
fn both_wall_readers_give_one_answer() {
    let inputs: [&[u8]; 4] = [
        b"3\n+689\nx\xb00\n",
        b"042\n39\n",
        b"042\n3\xff1\n",
        b"0x\n\n11\n",
    ];
    for input in inputs {
        let errors: Vec<String> = ["cost", "json"]
            .iter()
            .map(|format| {
                stderr_of(
                    &optimal_play()
                        .args(["wall", "solve", "--format", format])
                        .write_stdin(input.to_vec())
                        .assert()
                        .code(2),
                )
            })
            .collect();
        assert_eq!(errors[0], errors[1], "on {input:?}");
    }
}

/// Item 15: A leading byte-order mark is accepted by every reader.
#[test]
fn a_byte_order_mark_is_accepted() {
    let bom = "\u{feff}";
    for args in [
        vec!["coins", "solve", "--format", "first"],
        vec!["coins", "solve", "--format", "text", "--line"],
        vec!["coins", "explain"],
    ] {
        optimal_play()
            .args(&args)
            .write_stdin(format!("{bom}5\n1 3 5 2 9\n"))
            .assert()
            .success();
    }
    for format in ["cost", "json"] {
        optimal_play()
            .args(["wall", "solve", "--format", format])
            .write_stdin(format!("{bom}042\n391\n"))
            .assert()
            .success()
            .stdout(predicate::str::contains("13"));
    }
}

/// Item 16: Hints name the right flag; a negative probability is read as one.
#[test]
fn messages_name_the_right_flag() {
    optimal_play()
        .args(["coins", "play", "--values", "1,2", "--skill", "-0.1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "expected a probability from 0 to 1, found `-0.1`",
        ));
    let assert = optimal_play()
        .args(["coins", "explain"])
        .write_stdin(format!("{}\n", "1 ".repeat(5001)))
        .assert()
        .code(2);
    let stderr = stderr_of(&assert);
    assert!(stderr.contains("`coins solve` takes any size"), "{stderr}");
    assert!(!stderr.contains("linear algorithm"), "{stderr}");
}

/// Item 7: limits are checked while reading, not after.
#[test]
fn limits_refuse_a_long_row_as_soon_as_it_passes_them() {
    let row = optimal_play()
        .args(["coins", "generate", "--count", "300000", "--seed", "1"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    // Counted: refused at the count, line 1.
    for args in [
        vec!["coins", "explain"],
        vec!["coins", "table"],
        vec!["coins", "solve", "--versus", "greedy"],
        vec!["coins", "solve", "--algorithm", "exhaustive"],
        vec!["coins", "solve", "--algorithm", "interval", "--line"],
        vec!["stone-game-vii", "explain"],
    ] {
        optimal_play()
            .args(&args)
            .write_stdin(row.clone())
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "<stdin>: line 1, column 1: more than",
            ));
    }
    // Plain: refused at the first value past the limit.
    let plain = "1 ".repeat(6000);
    optimal_play()
        .args(["coins", "explain", "--input", "plain"])
        .write_stdin(plain)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "line 1, column 10001: more than 5000 values",
        ));
}

/// Item 8: the quadratic algorithm has a documented limit.
#[test]
fn the_interval_recurrence_has_a_limit() {
    let row = format!("{}\n", "3 ".repeat(50_001));
    optimal_play()
        .args([
            "coins",
            "solve",
            "--algorithm",
            "interval",
            "--input",
            "plain",
        ])
        .write_stdin(row)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the linear algorithm (the default) has no such limit",
        ));
}

/// Item 9: --svg has a size cap, checked before anything is written.
#[test]
fn svg_pictures_have_a_size_cap() {
    let dir = tempdir("svg-cap");
    let board = optimal_play()
        .args(["wall", "generate", "--rows", "201", "--cols", "201"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let picture = dir.join("board.svg");
    optimal_play()
        .args(["wall", "solve", "--format", "cost", "--svg"])
        .arg(&picture)
        .write_stdin(board)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--svg draws boards of at most 40000 cells",
        ));
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "nothing left behind"
    );
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("optimal-play-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Item 10: --svg writes through a symbolic link or a device, never
/// replaces it, and leaves no temporary file behind.
#[test]
fn svg_files_are_written_safely() {
    let dir = tempdir("svg-safe");
    let target = dir.join("target.txt");
    std::fs::write(&target, "old").unwrap();
    let link = dir.join("link.svg");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    optimal_play()
        .args(["wall", "solve", "--board", r#"{"042", "391"}"#, "--svg"])
        .arg(&link)
        .assert()
        .success();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .starts_with("<svg")
    );
    optimal_play()
        .args([
            "wall",
            "solve",
            "--board",
            r#"{"042", "391"}"#,
            "--svg",
            "/dev/null",
        ])
        .assert()
        .success();
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|name| !name.contains("partial")),
        "{names:?}"
    );
    // A directory that does not exist: exit 1, nothing written.
    optimal_play()
        .args(["wall", "solve", "--board", r#"{"042", "391"}"#, "--svg"])
        .arg(dir.join("no/such/dir.svg"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains("cannot write"));
}

/// Item 17: a wall off the board is named by line and column; walls that
/// leave no exit fail the check with exit 1.
#[test]
fn rabbit_names_a_wall_off_the_board_and_fails_on_no_exit() {
    let dir = tempdir("rabbit");
    let walls = dir.join("walls.txt");
    std::fs::write(&walls, "0 0\n5 2\n").unwrap();
    optimal_play()
        .args(["wall", "rabbit", "--board", r#"{"042", "391"}"#, "--walls"])
        .arg(&walls)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "walls.txt: line 2, column 1: wall [5, 2] is not on the board",
        ));
    std::fs::write(&walls, r#"[[0, 0], [0, 1], [0, 2]]"#).unwrap();
    optimal_play()
        .args(["wall", "rabbit", "--board", r#"{"042", "391"}"#, "--walls"])
        .arg(&walls)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "No exit: these 3 walls cut every path",
        ));
}

/// Item 18: one value is "1 value"; a row fits an 80-column terminal.
#[test]
fn wording_counts_in_the_singular_and_rows_fit_the_terminal() {
    optimal_play()
        .args(["wall", "solve", "--board", r#"{"0"}"#])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Eel builds 0 walls and forces a path of 1 cell.",
        ));
    let dir = tempdir("wording");
    let walls = dir.join("walls.txt");
    std::fs::write(&walls, "0 0\n").unwrap();
    optimal_play()
        .args(["wall", "rabbit", "--board", r#"{"042", "391"}"#, "--walls"])
        .arg(&walls)
        .assert()
        .success()
        .stdout(predicate::str::contains("past this wall"));
    optimal_play()
        .args(["coins", "explain", "--values", "7"])
        .assert()
        .success()
        .stdout(predicate::str::contains("(1 value, sum 7)"));
    let huge = vec![-100_000_000_000i64; 40];
    let picture = optimal_play::coins::render::segment_picture(&huge, 8);
    assert!(picture.chars().count() <= 76, "{picture}");
    assert!(picture.contains("more"));
}

/// Item 19: the heatmap's cells are as wide as their numbers.
#[test]
fn the_heatmap_sizes_cells_to_their_numbers() {
    let dir = tempdir("heatmap");
    let picture = dir.join("table.svg");
    optimal_play()
        .args([
            "coins",
            "table",
            "--values",
            "123456789,-987654321,5,77777,100000000000",
            "--svg",
        ])
        .arg(&picture)
        .assert()
        .success();
    let text = std::fs::read_to_string(&picture).unwrap();
    let document = roxmltree::Document::parse(&text).unwrap();
    let cell_width = document
        .descendants()
        .filter(|node| {
            node.has_tag_name("rect")
                && node.attribute("fill").is_some_and(|f| f.starts_with("rgb"))
        })
        .map(|node| node.attribute("width").unwrap().parse::<f64>().unwrap())
        .fold(f64::INFINITY, f64::min);
    // "100987576549" is 12 characters of a 14-pixel font.
    assert!(cell_width >= 12.0 * 8.0, "cells of {cell_width} pixels");
}

/// Item 6: a board of one very long row is solved in a few bytes a cell:
/// under a 100 MB address-space cap, 5·10^6 cells (it took 34 bytes a cell).
#[test]
fn a_board_of_one_long_row_is_solved_in_little_memory() {
    let dir = tempdir("wide-board");
    let board = dir.join("wide.txt");
    let generated = optimal_play()
        .args([
            "wall", "generate", "--rows", "1", "--cols", "5000000", "--seed", "2",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    std::fs::write(&board, generated).unwrap();
    for format in ["cost", "json"] {
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 100000; exec \"$0\" wall solve \"$1\" --format \"$2\" > /dev/null")
            .arg(assert_cmd::cargo::cargo_bin("optimal-play"))
            .arg(&board)
            .arg(format)
            .status()
            .unwrap();
        assert!(status.success(), "--format {format} within 100 MB");
    }
}

/// Item 18: the text table of 30 values of ten digits fits 100 columns.
#[test]
fn the_text_table_fits_100_columns() {
    let row = optimal_play()
        .args(["coins", "generate", "--count", "30", "--seed", "3"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let assert = optimal_play()
        .args(["coins", "table"])
        .write_stdin(row)
        .assert()
        .success();
    let table = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let widest = table
        .lines()
        .map(|line| line.chars().count())
        .max()
        .unwrap();
    assert!(widest <= 100, "{widest} columns");
    assert!(table.contains("columns j = 1 to"));
}

/// A generator that holds its games before writing them refuses a count it
/// could not hold, at once, instead of running out of memory.
#[test]
fn generate_refuses_more_games_than_it_holds() {
    for game in [
        "nim",
        "grundys-game",
        "stair-game",
        "wythoff",
        "stone-game-iv",
    ] {
        optimal_play()
            .args([game, "generate", "--count", "10000000000"])
            .timeout(std::time::Duration::from_secs(20))
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(
                "--count takes 1 to 1000000, not 10000000000",
            ));
    }
}
