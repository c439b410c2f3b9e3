//! Clobber, Cutcake, Blue-red Hackenbush and Toads and Frogs tried as a new user would:
//! each help text's examples run, a game played through the terminal in
//! JSON to its end in either seat, and bad input refused with its line and
//! column, exit 2, nothing on stdout.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> assert_cmd::assert::Assert {
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(args)
        .write_stdin(stdin.to_owned())
        .assert()
}

fn stdout(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(assert.get_output().stdout.clone()).unwrap()
}

#[test]
fn the_values_a_user_checks_against_the_books() {
    for (args, expected) in [
        (
            &["clobber", "solve", "--board", "xox|ox."][..],
            "{^^*|*,v}\n",
        ),
        (
            &["clobber", "solve", "--format", "outcome", "--board", "xo"],
            "N\n",
        ),
        (&["cutcake", "solve", "--cakes", "2x4 4x2"], "0\n"),
        (&["cutcake", "solve", "--cakes", "8x17"], "1\n"),
        (&["blue-red-hackenbush", "solve", "--edges", "LRL"], "3/4\n"),
        (
            &["blue-red-hackenbush", "solve", "--edges", "LRL G LG"],
            "7/4\n",
        ),
        (
            &[
                "blue-red-hackenbush",
                "solve",
                "--format",
                "outcome",
                "--edges",
                "0-1:G 1-2:G",
            ],
            "N\n",
        ),
    ] {
        run(args, "").success().stdout(expected);
    }
    let text = stdout(&run(
        &[
            "blue-red-hackenbush",
            "solve",
            "--format",
            "json",
            "--edges",
            "LR RLL G",
        ],
        "",
    ));
    let answer: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(answer["value"], "1/4*");
    let regions: Vec<&str> = (answer["regions"].as_array().unwrap().iter())
        .map(|r| r["value"].as_str().unwrap())
        .collect();
    assert_eq!(regions, ["1/2", "-1/4", "*"]);
    // A Toads and Frogs strip with a wall in it (`ttff`: these pieces
    // never move, and nothing jumps them): one toad move on the left (1),
    // one frog move on the right (-1).
    let text = stdout(&run(
        &[
            "toads-and-frogs",
            "solve",
            "--format",
            "json",
            "--strip",
            "t.ttff.f",
        ],
        "",
    ));
    let answer: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(answer["value"], "0");
    let regions: Vec<(&str, &str)> = (answer["regions"].as_array().unwrap().iter())
        .map(|r| (r["board"].as_str().unwrap(), r["value"].as_str().unwrap()))
        .collect();
    assert_eq!(regions, [("t.", "1"), (".f", "-1")]);
}

#[test]
fn explain_names_each_move_and_why_options_were_dropped() {
    let text = stdout(&run(&["blue-red-hackenbush", "explain", "--edges", "LRR GL"], "").success());
    assert!(text.contains("It falls into 2 regions"), "{text}");
    // The green edge either player may cut is named once.
    assert!(text.contains("dominated by 4 (to 1/4)"), "{text}");
    let text = stdout(&run(&["cutcake", "explain", "--cakes", "3x4"], "").success());
    assert!(
        text.contains("cut piece A (3x4) down after its column 2"),
        "{text}"
    );
    let text = stdout(&run(&["clobber", "explain", "--board", "xo.|oxo"], "").success());
    assert!(text.contains("dominated by"), "{text}");
}

/// Plays `game` on `instance` in `seat` as a person who asks for a hint
/// before each move and plays the first move it lists: each round starts
/// the game again with the moves so far, then a hint and `q`. The events
/// of the last round, which ends the game.
fn play_to_the_end(game: &str, flag: &str, instance: &str, seat: &str) -> Vec<Value> {
    play_to_the_end_with(game, flag, instance, seat, "left")
}

/// As [`play_to_the_end`], with `first` (`left` or `right`) moving first.
fn play_to_the_end_with(
    game: &str,
    flag: &str,
    instance: &str,
    seat: &str,
    first: &str,
) -> Vec<Value> {
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..80 {
        let script = format!(
            "{}h\nq\n",
            moves.iter().map(|m| format!("{m}\n")).collect::<String>()
        );
        let assert = run(
            &[
                game, "play", flag, instance, "--as", seat, "--format", "json", "--first", first,
            ],
            &script,
        )
        .success();
        let events: Vec<Value> = stdout(&assert)
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        let end = events.last().unwrap();
        if end["finished"] == true {
            return events;
        }
        let hint = (events.iter().rev())
            .find(|e| e["event"] == "hint")
            .unwrap_or_else(|| panic!("{game} {instance}: no hint in {events:?}"));
        moves.push(
            hint["moves"][0]["move"]["text"]
                .as_str()
                .unwrap()
                .to_owned(),
        );
    }
    panic!("{game} {instance}: no end in 80 moves");
}

#[test]
fn each_game_plays_to_its_end_in_either_seat() {
    for (game, flag, instance) in [
        ("clobber", "--board", "xoxo|ox.."),
        ("cutcake", "--cakes", "2x3 3x2"),
        ("blue-red-hackenbush", "--edges", "LRG RL"),
        ("blue-red-hackenbush", "--edges", "0-1:L 1-2:R 2-0:G 1-3:R"),
        ("toads-and-frogs", "--strip", "tt.ttff.ff"),
    ] {
        for seat in ["first", "second"] {
            let events = play_to_the_end(game, flag, instance, seat);
            ends_without_mistakes(&events, &format!("{game} {instance} {seat}"));
        }
    }
}

/// The game ended, no move was refused, and the person, who played the
/// best move every time, lost nothing.
fn ends_without_mistakes(events: &[Value], what: &str) {
    let last = events.last().unwrap();
    assert_eq!(last["event"], "end", "{what}: {events:?}");
    assert_eq!(last["mistakes"], serde_json::json!([]), "{what}");
    assert!(
        events.iter().all(|e| e["event"] != "error"),
        "{what}: {events:?}"
    );
}

/// `--first right`: Right moves first in play and in the line `explain`
/// gives, in every partizan game, whichever seat the person takes; the
/// value is the same either way.
#[test]
fn right_moves_first_when_asked() {
    for (game, flag, instance) in [
        ("domineering", "--board", "...|..."),
        ("toads-and-frogs", "--strip", "tt..ff"),
        ("clobber", "--board", "xox|o.."),
        ("cutcake", "--cakes", "2x3"),
        ("blue-red-hackenbush", "--edges", "LR RG"),
    ] {
        for seat in ["first", "second"] {
            let events = play_to_the_end_with(game, flag, instance, seat, "right");
            let moves: Vec<&Value> = (events.iter()).filter(|e| e["event"] == "move").collect();
            let opening = moves
                .first()
                .unwrap_or_else(|| panic!("{game}: {events:?}"));
            assert_eq!(
                opening["player"], 2,
                "{game} {seat}: Right (player 2) moves first: {events:?}"
            );
            ends_without_mistakes(&events, &format!("{game} {seat}, Right first"));
        }
        let line =
            stdout(&run(&[game, "explain", "--first", "right", flag, instance], "").success());
        let first_move = (line.lines())
            .find(|l| l.trim_start().starts_with("1. "))
            .unwrap_or_else(|| panic!("{game}: {line}"));
        assert!(first_move.contains("1. Right"), "{game}: {first_move}");
        for first in ["left", "right"] {
            let value =
                stdout(&run(&[game, "solve", "--first", first, flag, instance], "").success());
            let default = stdout(&run(&[game, "solve", flag, instance], "").success());
            assert_eq!(value, default, "{game} --first {first}");
        }
    }
    run(
        &["cutcake", "play", "--first", "up", "--cakes", "2x3"],
        "q\n",
    )
    .code(2)
    .stdout("")
    .stderr(predicate::str::contains(
        "--first takes `left` or `right`, not `up`",
    ));
}

#[test]
fn bad_input_names_its_line_and_column() {
    for (game, input, place) in [
        ("clobber", "xo\nx?\n", "line 2, column 2"),
        ("clobber", "xo|xoo\n", "line 1, column 4"),
        ("clobber", "", "line 1, column 1"),
        ("cutcake", "2x3\n2y3\n", "line 2, column 1"),
        ("cutcake", "2x3 0x1\n", "line 1, column 5"),
        ("blue-red-hackenbush", "LRL\nLQ\n", "line 2, column 2"),
        ("blue-red-hackenbush", "0-1:L 1-2\n", "line 1, column 7"),
    ] {
        run(&[game, "solve"], input)
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(place));
    }
}

/// `GAME values`: every cell of the teaching table is what `solve` gives
/// the position the cell names, asked one at a time.
#[test]
fn each_values_table_cell_is_solves_value_of_its_position() {
    for (game, to) in [
        ("domineering", "3"),
        ("toads-and-frogs", "3"),
        ("cutcake", "5"),
    ] {
        let text = stdout(&run(&[game, "values", "--to", to, "--format", "json"], "").success());
        let table: Value = serde_json::from_str(&text).unwrap();
        let rows = table["table"].as_array().unwrap();
        assert_eq!(rows.len().to_string(), to, "{game}");
        for cell in rows.iter().flat_map(|row| row.as_array().unwrap()) {
            let position = cell["position"].as_str().unwrap();
            let value = stdout(&run(&[game, "solve"], &format!("{position}\n")).success());
            assert_eq!(
                cell["value"].as_str().unwrap(),
                value.trim(),
                "{game} {position}"
            );
        }
        // The text table lays out the same values, a row for each size.
        let text = stdout(&run(&[game, "values", "--to", to], "").success());
        assert_eq!(text.lines().count(), 2 + rows.len(), "{text}");
    }
    run(&["domineering", "values", "--to", "9"], "")
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("from 1 to 5"));
}
