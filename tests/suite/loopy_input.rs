//! Bad input to the loopy games and Hackenbush, and to Can I Win, Stone Game VI and Stone
//! Game IX (LeetCode 464, 1686 and 2029), gets the usual clear error: on stderr, with the line and column, exit 2, nothing
//! on stdout.

use assert_cmd::Command;

/// Each bad input: the game, stdin, and what the error must say.
const BAD: &[(&str, &str, &str)] = &[
    (
        "graph-game",
        "3 2\n1 2\n2 4\n",
        "line 3, column 3: expected a vertex from 1 to n, found 4",
    ),
    (
        "graph-game",
        "3 2\n1 2\n0 1\n",
        "line 3, column 1: expected a vertex from 1 to n, found 0",
    ),
    (
        "graph-game",
        "3 3\n1 2\n2 3\n",
        "line 4, column 1: expected an edge's first vertex",
    ),
    ("graph-game", "3 1\n1 2\n2 3\n", "line 3, column 1"),
    (
        "hackenbush",
        "1\n3\n1 2\n2 5\n",
        "line 4, column 3: expected a vertex from 1 to N, found 5, with N = 3",
    ),
    (
        "hackenbush",
        "1\n3 2\n1 2\n0 1\n",
        "line 4, column 1: expected a vertex from 1 to N, found 0, with N = 3",
    ),
    (
        "hackenbush",
        "1\n1000\n1 2\n",
        "line 2, column 1: expected a number of vertices this input can hold, found 1000",
    ),
    (
        "hackenbush",
        "1\n0\n",
        "line 2, column 1: expected N, the number of vertices, from 1 (the ground) to 10^7, found 0",
    ),
    ("graph-game", "3 1\n1 x\n", "line 2, column 3"),
    ("graph-game", "", "empty"),
    (
        "cat-and-mouse",
        "[[1,3],[0],[3],[0,5]]",
        "line 1, column 19: expected a node from 0 to n − 1, found 5",
    ),
    ("cat-and-mouse", "[[1,3],[0],[3],[0,2]", "line 1, column 21"),
    ("cat-and-mouse", "[[1],[0]]", "3 to 16000 nodes"),
    (
        "cat-and-mouse",
        "[[1,3],[0],[3],[0,2]] x",
        "line 1, column 23",
    ),
    ("cat-and-mouse", "4\n2 1 3\n1 0\n1 3\n", "line 5, column 1"),
    (
        "cat-and-mouse",
        "[[1,3],[0],[3],[0,-2]]",
        "line 1, column 19",
    ),
    (
        "berzerk",
        "5\n2 3 2\n3 1 2 5\n",
        "line 3, column 7: expected a number from 1 to n − 1, found 5",
    ),
    (
        "berzerk",
        "5\n0\n3 1 2 3\n",
        "line 2, column 1: expected k from 1 to n − 1",
    ),
    (
        "berzerk",
        "5\n2 3 3\n1 1\n",
        "line 2, column 5: expected distinct numbers",
    ),
    (
        "berzerk",
        "1\n1 1\n1 1\n",
        "line 1, column 1: expected n from 2 to 20000",
    ),
    (
        "shiritori",
        "2\nab1d\nabc\n",
        "line 2, column 3: expected a letter",
    ),
    (
        "shiritori",
        "2\nab\nabc\n",
        "line 2, column 1: expected a word of 3 to 8 letters",
    ),
    (
        "shiritori",
        "3\nabcd\nabcd\n",
        "expected a word, found the end of the input",
    ),
    (
        "shiritori",
        "9\nabc\nabc\n",
        "line 1, column 1: expected N, the number of words",
    ),
    ("shiritori", "1\nabc\nabc\n", "line 3, column 1"),
    (
        "game-on-graph",
        "3 2 1\n1 2 5\n2 4 1\n",
        "line 3, column 3: expected a vertex from 1 to N, found 4, with N = 3",
    ),
    (
        "game-on-graph",
        "3 2 0\n1 2 5\n2 3 1\n",
        "line 1, column 5: expected a vertex from 1 to N, found 0",
    ),
    (
        "game-on-graph",
        "3 2 1\n1 2 5\n",
        "line 3, column 1: expected an edge's first vertex",
    ),
    ("game-on-graph", "3 1 1\n1 2 5\n2 3 1\n", "line 3, column 1"),
    ("game-on-graph", "3 1 1\n1 2 x\n", "line 2, column 5"),
    (
        "game-on-graph",
        "3 1 1\n1 2 1000000001\n",
        "line 2, column 5: expected an edge's weight, at most 1000000000",
    ),
    ("game-on-graph", "3 1 1\n1 2 -5\n", "line 2, column 5"),
    (
        "game-on-graph",
        "0 0 1\n",
        "line 1, column 1: expected N from 1",
    ),
    ("game-on-graph", "", "empty"),
    (
        "can-i-win",
        "25 3",
        "line 1, column 1: expected maxChoosableInteger from 1 to 24, found 25",
    ),
    ("can-i-win", "0 3", "line 1, column 1"),
    (
        "can-i-win",
        "10",
        "line 1, column 3: expected desiredTotal, found the end of the input",
    ),
    (
        "can-i-win",
        "10 11 12",
        "line 1, column 9: expected desiredTotal",
    ),
    ("can-i-win", "10 x", "line 1, column 4"),
    (
        "can-i-win",
        "maxChoosableInteger = 10, desiredTotal = -1",
        "line 1, column 42",
    ),
    (
        "can-i-win",
        "maxChoosableInteger = 10; desiredTotal = 11",
        "line 1, column 25",
    ),
    ("can-i-win", "", "empty"),
    (
        "stone-game-ix",
        "stones = [2,0]",
        "line 1, column 13: expected a stone's value, 1 or more, found 0",
    ),
    ("stone-game-ix", "stones = [2,x]", "line 1, column 13"),
    ("stone-game-ix", "[2;1]", "line 1, column 3"),
    ("stone-game-ix", "2 1\n3 -1\n", "line 2, column 3"),
    ("stone-game-ix", "", "empty"),
    (
        "stone-game-vi",
        "aliceValues = [1,3], bobValues = [2]",
        "line 1, column 35: expected as many values for Bob as for Alice, found 1 for Bob, 2 for Alice",
    ),
    (
        "stone-game-vi",
        "aliceValues = [1,3]",
        "expected Bob's values after Alice's, found the end of the input",
    ),
    ("stone-game-vi", "1 0\n2 1\n", "line 1, column 3"),
    ("stone-game-vi", "1 x\n2 1\n", "line 1, column 3"),
    ("stone-game-vi", "", "empty"),
    (
        "cat-and-mouse-ii",
        "[\"M.C\",\"..\",\"..F\"] 1 1",
        "line 1, column 9: this row has 2 cells but the first row has 3",
    ),
    (
        "cat-and-mouse-ii",
        "M.C\n.M.\n..F\n1 1\n",
        "line 2, column 2: expected one C, one M and one F, found a second mouse",
    ),
    (
        "cat-and-mouse-ii",
        "M.C..F\n0 1\n",
        "line 2, column 1: expected a jump from 1 to 8, found 0",
    ),
    (
        "cat-and-mouse-ii",
        "M.C..F\n1 9\n",
        "line 2, column 3: expected a jump from 1 to 8, found 9",
    ),
    (
        "cat-and-mouse-ii",
        "M.C.xF\n1 1\n",
        "line 1, column 5: expected a cell",
    ),
    ("cat-and-mouse-ii", "M.C...\n1 1\n", "found no food (F)"),
    // Each missing piece named without a stray article (#47).
    ("cat-and-mouse-ii", "..C.F.\n1 1\n", "found no mouse (M)"),
    ("cat-and-mouse-ii", "M...F.\n1 1\n", "found no cat (C)"),
    (
        "cat-and-mouse-ii",
        "M.C..F\n1\n",
        "expected mouseJump, found the end of the input",
    ),
    (
        "cat-and-mouse-ii",
        "[\"M.C..F\"] 1 1 1",
        "line 1, column 16",
    ),
];

#[test]
fn bad_input_to_the_loopy_games_is_refused_clearly() {
    for &(game, input, says) in BAD {
        let output = Command::cargo_bin("optimal-play")
            .unwrap()
            .args([game, "solve"])
            .write_stdin(input)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{game} {input:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{game} {input:?}: partial output");
        assert!(stderr.contains(says), "{game} {input:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{game} {input:?}: {stderr}");
    }
}
