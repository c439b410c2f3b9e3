//! `optimal-play coins play`, scripted through stdin, and `coins solve
//! --versus greedy`.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;

fn play(args: &[&str], stdin: &str) -> assert_cmd::assert::Assert {
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["coins", "play"])
        .args(args)
        .write_stdin(stdin.to_owned())
        .assert()
}

/// The kind of each event, in order.
fn kinds(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect()
}

fn events(assert: &assert_cmd::assert::Assert) -> Vec<Value> {
    String::from_utf8(assert.get_output().stdout.clone())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn a_scripted_game_in_json() {
    let assert = play(
        &["--values", "1,3,5,2,9", "--format", "json"],
        "r\nh\nbogus\nl\nl\n",
    )
    .success();
    let events = events(&assert);
    assert_eq!(
        kinds(&events),
        [
            "start", "move", "move", "hint", "error", "move", "move", "move", "end"
        ]
    );
    assert_eq!(
        events[0],
        serde_json::json!({
            "event": "start", "game": "coins", "seat": 1, "seats": ["player 1", "player 2"],
            "instance": {"values": [1, 3, 5, 2, 9]},
            "position": {"from": 0, "to": 5}, "to_move": "you"
        })
    );
    assert_eq!(
        events[1],
        serde_json::json!({
            "event": "move", "number": 1, "by": "you", "player": 1,
            "move": {"text": "right", "side": "right", "value": 9, "description": "take 9 from the right"},
            "points": 9, "value": {"margin": 8}, "best_value": {"margin": 8},
            "totals": [9, 0], "you": 9, "engine": 0,
            "position": {"from": 0, "to": 4}
        })
    );
    assert_eq!(events[2]["by"], "engine");
    assert_eq!(events[3]["moves"].as_array().unwrap().len(), 2);
    assert_eq!(events[4]["line"], 3);
    let end = &events[8];
    assert_eq!(end["finished"], true);
    assert_eq!(end["best"], serde_json::json!({"margin": 8}));
    assert_eq!(end["mistakes"], serde_json::json!([]));
    assert_eq!(
        end["you"].as_i64().unwrap() + end["engine"].as_i64().unwrap(),
        20
    );
}

#[test]
fn the_engine_opens_when_you_play_second() {
    let assert = play(
        &[
            "--values",
            "4,7,2,9,5,2",
            "--as",
            "second",
            "--format",
            "json",
        ],
        "",
    )
    .success();
    let events = events(&assert);
    assert_eq!(events[0]["to_move"], "engine");
    assert_eq!(events[1]["by"], "engine");
    // The input ends before the game: a clean stop with the state so far.
    let end = events.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["finished"], false);
    assert_eq!(end["best"], serde_json::json!({"margin": -7}));
}

#[test]
fn mistakes_are_reviewed_with_their_regret() {
    let assert = play(&["--values", "1,3,5,2,9"], "l\nl\nl\n").success();
    let text = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    insta::assert_snapshot!(text);
    let assert = play(&["--values", "1,3,5,2,9", "--format", "json"], "l\nl\nl\n").success();
    let end = events(&assert).pop().unwrap();
    let regrets: i64 = end["mistakes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["regret"].as_i64().unwrap())
        .sum();
    let reached = end["you"].as_i64().unwrap() - end["engine"].as_i64().unwrap();
    assert_eq!(reached, end["best"]["margin"].as_i64().unwrap() - regrets);
}

#[test]
fn bad_lines_go_to_stderr_in_text_and_the_game_goes_on() {
    play(&["--values", "5,1"], "x\nl\n")
        .success()
        .stderr("optimal-play: stdin: line 1: expected l (left) or r (right), found `x`\n")
        .stdout(predicate::str::contains(
            "game over: you 5, engine 1 (you win by 4 points)",
        ));
    play(&["--values", "5,1"], "u\nq\n")
        .success()
        .stderr(predicate::str::contains("nothing to undo"))
        .stdout(predicate::str::contains("game stopped"));
}

#[test]
fn opponents_and_seeds() {
    for opponent in ["perfect", "strong", "random", "coach", "greedy", "skill"] {
        play(
            &[
                "--values",
                "3,1,4,1,5,9,2,6",
                "--opponent",
                opponent,
                "--seed",
                "7",
            ],
            "l\nl\nl\nl\n",
        )
        .success()
        .stdout(predicate::str::contains("game over"));
    }
    play(&["--values", "1,2", "--skill", "1.5"], "").code(2);
}

#[test]
fn the_row_must_not_come_from_stdin() {
    play(&["-"], "").code(2).stderr(
        "optimal-play: name the instance's FILE or give --values: stdin carries the moves\n",
    );
    play(&[], "").code(2);
}

#[test]
fn versus_greedy_finds_the_exploit() {
    let assert = Command::cargo_bin("optimal-play")
        .unwrap()
        .args([
            "coins",
            "solve",
            "--values",
            "9,1,9,1,1",
            "--versus",
            "greedy",
            "--format",
            "json",
        ])
        .assert()
        .success();
    let json: Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
    assert_eq!(json["first"], 19);
    assert_eq!(json["versus"], "greedy");
    assert_eq!(json["guaranteed"]["first"], 11);
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args([
            "coins",
            "solve",
            "--values",
            "9,1,9,1,1",
            "--versus",
            "greedy",
            "--format",
            "first",
        ])
        .assert()
        .success()
        .stdout("19\n");
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["coins", "solve", "--versus", "greedy", "--format", "first"])
        .write_stdin("1 ".repeat(10_001))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "more than 10000 values: --versus greedy takes at most 10000",
        ));
}

/// The positions in a JSON stream's events, in order.
fn positions(events: &[Value]) -> Vec<Value> {
    events.iter().map(|e| e["position"].clone()).collect()
}

#[test]
fn redo_plays_again_exactly_what_undo_took_back() {
    // Two moves and the engine's replies, both taken back, both played
    // again: the position and totals are those before the undos.
    let assert = play(
        &["--values", "4,7,2,9,5,2", "--format", "json"],
        "l\nr\nu\nu\nredo\nredo\nredo\n",
    )
    .success();
    let events = events(&assert);
    assert_eq!(
        kinds(&events),
        [
            "start", "move", "move", "move", "move", "undo", "undo", "redo", "redo", "error", "end"
        ]
    );
    let before_undo = &events[4];
    let undone = &events[6];
    assert_eq!(undone["position"], events[0]["position"]);
    assert_eq!(events[7]["position"], events[2]["position"]);
    assert_eq!(events[8]["position"], before_undo["position"]);
    assert_eq!(events[8]["totals"], before_undo["totals"]);
    assert_eq!(events[9]["line"], 7);
    assert!(
        events[9]["message"]
            .as_str()
            .unwrap()
            .contains("nothing to redo")
    );
    // A new move after an undo clears what redo would play.
    let assert = play(
        &["--values", "4,7,2,9,5,2", "--format", "json"],
        "l\nu\nr\nredo\n",
    )
    .success();
    let again = self::events(&assert);
    assert_eq!(again[6]["event"], "error", "{:?}", positions(&again));
}

#[test]
fn every_finished_game_says_who_won() {
    // A game of points: won by the totals, never null.
    let assert = play(&["--values", "5,1", "--format", "json"], "l\n").success();
    let end = events(&assert).pop().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(
        (&end["you_won"], &end["drawn"], &end["by_points"]),
        (&Value::Bool(true), &Value::Bool(false), &Value::Bool(true))
    );
    let assert = play(&["--values", "1,5", "--format", "json"], "l\n").success();
    let end = events(&assert).pop().unwrap();
    assert_eq!(end["you_won"], false);
    // Level totals: a tie, a draw, not a win.
    let assert = play(&["--values", "3,3", "--format", "json"], "l\n").success();
    let end = events(&assert).pop().unwrap();
    assert_eq!(
        (&end["you_won"], &end["drawn"]),
        (&Value::Bool(false), &Value::Bool(true))
    );
    play(&["--values", "3,3"], "l\n")
        .success()
        .stdout(predicate::str::contains(
            "game over: you 3, engine 3 (a tie, 3 each)",
        ));
    // Not over: nobody has won yet.
    let assert = play(&["--values", "5,1,2", "--format", "json"], "").success();
    let end = events(&assert).pop().unwrap();
    assert_eq!(end["you_won"], Value::Null);
    // A game won by the last move.
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["nim", "play", "--heaps", "3"])
        .write_stdin("3 -> 0\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("you made the last move: you win"));
}

#[test]
fn a_saved_game_replays_and_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    let save = format!("save {}\n", file.display());
    let assert = play(
        &["--values", "4,7,2,9,5,2", "--format", "json"],
        &format!("l\nr\n{save}"),
    )
    .success();
    let played = events(&assert);
    assert_eq!(played[5]["event"], "saved");
    assert_eq!(played[5]["moves"], 4);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.starts_with("# optimal-play coins play, you first"),
        "{text}"
    );
    assert_eq!(
        text.lines().filter(|l| l.contains("# engine")).count(),
        2,
        "{text}"
    );
    // Replayed: the same four moves, by the same players, and the game
    // goes on from there.
    let assert = play(
        &[
            "--values",
            "4,7,2,9,5,2",
            "--format",
            "json",
            "--replay",
            file.to_str().unwrap(),
        ],
        "l\n",
    )
    .success();
    let replayed = events(&assert);
    for at in 1..=4 {
        assert_eq!(replayed[at]["by"], played[at]["by"]);
        assert_eq!(replayed[at]["move"], played[at]["move"]);
        assert_eq!(replayed[at]["position"], played[at]["position"]);
    }
    assert_eq!(replayed[5]["by"], "you");
    assert_eq!(replayed.last().unwrap()["finished"], true);
    // A move the game refuses: exit 2, its file and line, and no output.
    std::fs::write(&file, "l\n# a comment\nr\nsideways\n").unwrap();
    play(
        &[
            "--values",
            "4,7,2,9,5,2",
            "--replay",
            file.to_str().unwrap(),
        ],
        "",
    )
    .code(2)
    .stdout("")
    .stderr(predicate::str::contains("game.txt: line 4: `sideways`"));
    // More moves than the game has.
    std::fs::write(&file, "l\nr\nl\nr\n").unwrap();
    play(&["--values", "4,7", "--replay", file.to_str().unwrap()], "")
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("line 3"));
    play(&["--values", "4,7", "--replay", "/no/such/file"], "")
        .failure()
        .stdout("")
        .stderr(predicate::str::contains("cannot read the moves"));
}

/// #52: in the wall game one side always pays, so its end is said in the
/// game's own words and against the best there was, not as a win by
/// points ("the engine wins by 89 points" when Rabbit had no choice).
#[test]
fn the_wall_game_ends_in_its_own_words() {
    let played = |moves: &str| {
        Command::cargo_bin("optimal-play")
            .unwrap()
            .args(["wall", "play", "--board", "042\n391", "--as", "rabbit"])
            .write_stdin(moves.to_owned())
            .assert()
            .success()
    };
    played("r\nd\n").stdout(predicate::str::contains(
        "game over: Rabbit has paid 13 (Rabbit pays 13, the best you could reach from the start)",
    ));
    // Stopped before the end: what has been paid so far, and no leader.
    played("").stdout(predicate::str::contains(
        "game stopped: Rabbit has paid 0 (not over yet)",
    ));
    // As Eel, building no wall at all: Rabbit walks the cheapest way.
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["wall", "play", "--board", "042\n391", "--as", "eel"])
        .write_stdin("done\n")
        .assert()
        .success()
        .stdout(
            predicate::str::contains(
                "game over: Rabbit has paid 3 (Rabbit pays 3; from the start you could have reached Rabbit pays 13)",
            )
            .and(predicate::str::contains("wins by").not()),
        );
}

/// #52: `k` (`harmless`) in the terminal plays, as Eel, every wall that
/// keeps the value: a `move` event for each (by the person, worth the
/// best), then a `harmless` event with their number; being done is then
/// the only best move, and Rabbit pays the start's value. In the row
/// game, where every move passes the turn, it plays nothing.
#[test]
fn harmless_moves_are_played_from_the_terminal() {
    let out = Command::cargo_bin("optimal-play")
        .unwrap()
        .args([
            "wall",
            "play",
            "--board",
            "0421\n3911\n1111",
            "--as",
            "eel",
            "--format",
            "json",
        ])
        .write_stdin("k\ndone\n")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let events: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let at = (events.iter())
        .position(|e| e["event"] == "harmless")
        .expect("a harmless event");
    let built = events[at]["moves"].as_u64().expect("a count");
    assert!(built > 0, "{:?}", events[at]);
    for event in &events[at - built as usize..at] {
        assert_eq!(event["event"], "move", "{event}");
        assert_eq!(event["by"], "you", "{event}");
        assert_eq!(event["value"], event["best_value"], "{event}");
    }
    let end = events.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["mistakes"], serde_json::json!([]), "{end}");
    let margin = end["you"].as_i64().unwrap() - end["engine"].as_i64().unwrap();
    assert_eq!(serde_json::json!(margin), end["best"]["margin"], "{end}");

    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["coins", "play", "--instance", "1 9 2 8"])
        .write_stdin("harmless\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("nothing harmless to play"));
}
