//! Loopy games played and explained from the command line, tried as a new
//! user would: a repeated position is a draw in Cat and Mouse; in Game on
//! Graph (AtCoder ABC261 Ex) it is Aoki's win where he can keep play going
//! for ever, and nothing at all where Takahashi can still end it.

use assert_cmd::Command;
use predicates::prelude::*;

fn run(args: &[&str], stdin: &str) -> assert_cmd::assert::Assert {
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(args)
        .write_stdin(stdin.to_owned())
        .assert()
}

/// LeetCode 913, example 1: the mouse keeps the draw, and the game ends
/// when the position comes back.
#[test]
fn cat_and_mouse_played_to_a_draw() {
    let graph = "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";
    run(&["cat-and-mouse", "play", "--graph", graph], "3\n4\n3\n")
        .success()
        .stdout(predicate::str::contains(
            "game over: the position came back: a draw",
        ))
        .stdout(predicate::str::contains("no mistakes"));
}

#[test]
fn game_on_graph_ends_in_aokis_win_when_he_keeps_it_going() {
    let graph = "4 3 1 / 2 1 0 / 2 4 0 / 1 2 1";
    run(&["game-on-graph", "play", "--graph", graph], "2\n")
        .success()
        .stdout(predicate::str::contains(
            "the position came back: the game never ends, and the engine wins",
        ));
    run(
        &["game-on-graph", "play", "--graph", graph, "--as", "second"],
        "1\n",
    )
    .success()
    .stdout(predicate::str::contains(
        "the position came back: the game never ends, and you win",
    ));
    run(&["game-on-graph", "explain", "--graph", graph], "")
        .success()
        .stdout(predicate::str::contains("round for ever, which Aoki wins."))
        .stdout(predicate::str::contains(
            "a game that never ends (INFINITY)",
        ));
    let json = run(
        &[
            "game-on-graph",
            "explain",
            "--graph",
            graph,
            "--format",
            "json",
        ],
        "",
    )
    .success();
    let walk: serde_json::Value =
        serde_json::from_slice(&json.get_output().stdout).expect("one JSON document");
    assert_eq!(walk["repeated"], true);
    assert_eq!(walk["endless_winner"], 2);
}

/// Takahashi goes round a cycle of weight 0 and comes back: he can still
/// end the game, so play goes on, and ends when he does.
#[test]
fn game_on_graph_goes_on_where_takahashi_can_still_end_it() {
    let graph = "3 3 1 / 1 2 0 / 2 1 0 / 1 3 4";
    run(&["game-on-graph", "play", "--graph", graph], "2\n2\n3\n")
        .success()
        .stdout(predicate::str::contains("you move the piece from 1 to 2").count(2))
        .stdout(predicate::str::contains(
            "game over: total weight so far 4 (the engine wins by 4 points)",
        ))
        .stdout(predicate::str::contains("no mistakes"));
    // The optimal line ends the game rather than go round.
    run(&["game-on-graph", "explain", "--graph", graph], "")
        .success()
        .stdout(predicate::str::contains(
            "1. Takahashi: move the piece from 1 to 3",
        ))
        .stdout(predicate::str::contains(
            "Final totals: Takahashi -4, Aoki 0.",
        ));
}
