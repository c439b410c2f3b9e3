//! The alternating wall game (WallGameDiv1): the solver against the
//! brute force over every set of walls, exhaustively on small boards and by
//! proptest beyond; the line's own arithmetic; and the command line as a
//! user runs it.

use assert_cmd::Command;
use optimal_play::alternating_wall::brute::BruteForce;
use optimal_play::alternating_wall::entry::agrees_with_brute_force;
use optimal_play::alternating_wall::game::AltWallGame;
use optimal_play::alternating_wall::{Evaluator, solve, value};
use optimal_play::wall::Board;
use predicates::prelude::*;
use proptest::prelude::*;

fn optimal_play() -> Command {
    let mut command = Command::cargo_bin("optimal-play").unwrap();
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

fn stdout_of(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(assert.get_output().stdout.clone()).unwrap()
}

/// Every board of `height` × `width` over `digits`.
fn every_board(height: usize, width: usize, digits: &[char]) -> Vec<Board> {
    let cells = height * width;
    let mut boards = Vec::new();
    let mut index = vec![0usize; cells];
    loop {
        let rows: Vec<String> = (0..height)
            .map(|r| (0..width).map(|c| digits[index[r * width + c]]).collect())
            .collect();
        boards.push(Board::from_rows(&rows).unwrap());
        let mut at = 0;
        loop {
            if at == cells {
                return boards;
            }
            index[at] += 1;
            if index[at] < digits.len() {
                break;
            }
            index[at] = 0;
            at += 1;
        }
    }
}

#[test]
fn the_value_agrees_with_the_brute_force_on_every_small_board() {
    let shapes = [
        (1, 1),
        (1, 4),
        (2, 1),
        (2, 2),
        (2, 3),
        (2, 4),
        (3, 1),
        (3, 2),
        (3, 3),
        (4, 2),
    ];
    let mut boards = 0;
    for (height, width) in shapes {
        for board in every_board(height, width, &['0', '1', '2']) {
            let brute = BruteForce::new(&board).expect("small enough");
            assert_eq!(value(&board), brute.start_value(), "{:?}", board.rows());
            boards += 1;
        }
    }
    assert_eq!(
        boards,
        3 + 81 + 9 + 81 + 729 + 6561 + 27 + 729 + 19683 + 6561
    );
}

#[test]
fn every_position_agrees_with_the_brute_force_on_small_boards() {
    // Every reachable position (any walls Eel built, Rabbit anywhere), every
    // listed move, and every larger set of walls Eel may build.
    let mut positions = 0;
    for (height, width) in [(2, 2), (2, 3), (3, 2), (2, 4)] {
        for board in every_board(height, width, &['0', '1', '3']) {
            let game = AltWallGame::new(board.clone());
            let checked = agrees_with_brute_force(&game, 100_000)
                .unwrap_or_else(|failure| panic!("{:?}: {failure}", board.rows()));
            positions += checked.positions;
        }
    }
    assert!(positions > 100_000, "only {positions} positions");
}

fn digit_board(max_height: usize, max_width: usize) -> impl Strategy<Value = Vec<String>> {
    (1..=max_height, 1..=max_width).prop_flat_map(|(height, width)| {
        proptest::collection::vec(
            proptest::collection::vec(0u8..=9, width)
                .prop_map(|row| row.iter().map(|d| char::from(b'0' + d)).collect::<String>()),
            height,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_solver_agrees_with_the_brute_force_on_any_digits(rows in digit_board(4, 4)) {
        let board = Board::from_rows(&rows).unwrap();
        if let Some(brute) = BruteForce::new(&board) {
            prop_assert_eq!(value(&board), brute.start_value());
            let game = AltWallGame::new(board);
            prop_assert!(agrees_with_brute_force(&game, 5_000).is_ok());
        }
    }

    #[test]
    fn the_line_pays_the_value_and_keeps_the_rules(rows in digit_board(12, 40)) {
        let board = Board::from_rows(&rows).unwrap();
        let cost = value(&board);
        let solution = solve(&board);
        prop_assert_eq!(solution.cost, cost);
        let evaluator = Evaluator::new(std::sync::Arc::new(board.clone()));
        let best_start = (0..board.width()).map(|c| evaluator.start_at(c)).min().unwrap();
        prop_assert_eq!(best_start as u64, cost);
        prop_assert_eq!(solution.rows.len(), board.height());
        let digit = |r: u32, c: u32| u64::from(board.cost(r as usize, c as usize).unwrap());
        let mut total = 0;
        for (at, play) in solution.rows.iter().enumerate() {
            prop_assert_eq!(play.row as usize, at);
            let enter = if at == 0 { solution.start } else { solution.rows[at - 1].exit };
            prop_assert_eq!(play.enter, enter);
            // Walks between stops go past the cells walled so far, outward.
            let mut paid = digit(play.row, play.enter);
            let (mut low, mut high) = (play.enter, play.enter);
            for pair in play.stops.windows(2) {
                let (from, to) = (pair[0], pair[1]);
                prop_assert!(to + 1 == low || to == high + 1, "{:?}", play);
                paid += if to > from {
                    (from + 1..=to).map(|c| digit(play.row, c)).sum::<u64>()
                } else {
                    (to..from).map(|c| digit(play.row, c)).sum::<u64>()
                };
                low = low.min(to);
                high = high.max(to);
            }
            // Eel never walls the whole row.
            prop_assert!(play.stops.len() < board.width() + 1);
            prop_assert_eq!(play.paid, paid);
            total += paid;
        }
        prop_assert_eq!(total, cost);
    }
}

#[test]
fn solve_shows_the_board_and_the_line() {
    let assert = optimal_play()
        .args([
            "alternating-wall",
            "solve",
            "--board",
            r#"{"1251", "3112", "9090"}"#,
        ])
        .assert()
        .success();
    let text = stdout_of(&assert);
    assert!(
        text.starts_with("Rabbit pays 23 with best play on both sides: Eel builds 4 walls."),
        "{text}"
    );
    assert!(text.contains("Rabbit starts at column 3 of the top row, paying 1."));
    assert!(text.contains(
        "row 0: Eel walls under column 3, Rabbit walks left to column 2 paying 5; Eel walls \
         under column 2, Rabbit walks left to column 1 paying 2; Eel leaves column 1 open and \
         Rabbit steps down, paying 1."
    ));
}

#[test]
fn solve_in_json_and_cost() {
    let assert = optimal_play()
        .args([
            "alternating-wall",
            "solve",
            "--format",
            "json",
            "--board",
            r#"{"1251", "3112", "9090"}"#,
        ])
        .assert()
        .success();
    let json: serde_json::Value = serde_json::from_str(&stdout_of(&assert)).unwrap();
    assert_eq!(json["cost"], 23);
    assert_eq!(json["value"], serde_json::json!({"margin": -23}));
    assert_eq!(json["start"], 3);
    assert_eq!(
        json["walls"],
        serde_json::json!([[0, 3], [0, 2], [1, 1], [1, 0]])
    );
    assert_eq!(json["rows"][1]["stops"], serde_json::json!([1, 0, 2]));
    optimal_play()
        .args([
            "alternating-wall",
            "solve",
            "--format",
            "cost",
            "examples/alternating-wall-40x40.txt",
        ])
        .assert()
        .success()
        .stdout("7366\n");
}

#[test]
fn explain_weighs_each_decision() {
    let assert = optimal_play()
        .args([
            "alternating-wall",
            "explain",
            "--board",
            r#"{"1251", "3112", "9090"}"#,
        ])
        .assert()
        .success();
    let text = stdout_of(&assert);
    assert!(
        text.contains("f(l, r) = max(down[c], min(walk left + f(l-1, r), walk right + f(l, r+1)))")
    );
    assert!(text.contains("Start: Rabbit starts at column 3"), "{text}");
    assert!(
        text.contains("at column 1: down = 15; walling would make Rabbit walk (left to column 0 for 1 + 14 = 15; \
             right no cell), at best 15 <= 15, so Eel leaves it open"),
        "{text}"
    );
    assert!(text.contains("Total: 23."));
    let assert = optimal_play()
        .args([
            "alternating-wall",
            "explain",
            "--format",
            "json",
            "--board",
            r#"{"12", "34"}"#,
        ])
        .assert()
        .success();
    let json: serde_json::Value = serde_json::from_str(&stdout_of(&assert)).unwrap();
    assert_eq!(json["cost"], 6);
    assert_eq!(json["starts"], serde_json::json!([7, 6]));
    let stop = &json["rows"][0]["stops"][0];
    assert_eq!(stop["down"], 4);
    assert_eq!(stop["walled"], false);
}

#[test]
fn bad_boards_are_clear_errors() {
    for (board, message) in [
        (
            "12\n3x\n",
            "line 2, column 2: `x` is not a cell of this game: every cell is a digit",
        ),
        (
            "x2\n34\n",
            "line 1, column 1: `x` is not a cell of this game",
        ),
        (
            "12\n3\n",
            "line 2, column 2: this row has 1 cells but the first row has 2",
        ),
        ("{\"12\", \"3a\"}", "line 1, column 10: unexpected `a`"),
        ("", "empty"),
    ] {
        optimal_play()
            .args(["alternating-wall", "solve"])
            .write_stdin(board)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn a_scripted_game_as_eel() {
    let assert = optimal_play()
        .args([
            "alternating-wall",
            "play",
            "--board",
            r#"{"1251", "3112", "9090"}"#,
            "--as",
            "eel",
            "--format",
            "json",
        ])
        .write_stdin("h\nwall 0 1 2 3\nwall 3\nwall 0 1\nu\nwall 2\nwall 1\nwall 0\n")
        .assert()
        .success();
    let events: Vec<serde_json::Value> = stdout_of(&assert)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(kinds[..4], ["start", "move", "hint", "error"]);
    assert_eq!(events[1]["move"]["text"], "start 3");
    assert!(
        events[3]["message"]
            .as_str()
            .unwrap()
            .contains("leaving Rabbit no way to the bottom row"),
        "{}",
        events[3]
    );
    let hint = &events[2]["moves"][0];
    assert_eq!(hint["move"]["text"], "wall 3");
    assert_eq!(hint["value"], serde_json::json!({"margin": 22}));
    let end = events.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["best"], serde_json::json!({"margin": 23}));
}

#[test]
fn play_refuses_a_board_too_wide() {
    let wide = "1".repeat(201) + "\n" + &"2".repeat(201) + "\n";
    optimal_play()
        .args(["alternating-wall", "play", "--board", &wide])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the number of columns is 201, and play takes at most 200",
        ));
}

#[test]
fn generated_boards_are_digits_and_solve() {
    let assert = optimal_play()
        .args([
            "alternating-wall",
            "generate",
            "--rows",
            "30",
            "--cols",
            "20",
            "--seed",
            "4",
        ])
        .assert()
        .success();
    let board = stdout_of(&assert);
    assert_eq!(board.lines().count(), 30);
    assert!(
        board
            .lines()
            .all(|line| line.len() == 20 && line.bytes().all(|b| b.is_ascii_digit()))
    );
    optimal_play()
        .args(["alternating-wall", "solve", "--format", "cost"])
        .write_stdin(board)
        .assert()
        .success()
        .stdout(predicate::str::is_match(r"^\d+\n$").unwrap());
}
