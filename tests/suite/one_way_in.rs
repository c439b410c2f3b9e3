//! Every game through the one trait and the one adapter: its limits refused
//! in the words every game shares, its parameter checked once, and its
//! capabilities those it is registered with.

use assert_cmd::Command;
use optimal_play::erased::{Input, SolveOptions};
use optimal_play::registry;

fn optimal_play() -> Command {
    Command::cargo_bin("optimal-play").expect("the binary builds")
}

/// The board of `rows` rows of `cols` ones.
fn ones(rows: usize, cols: usize) -> String {
    vec!["1".repeat(cols); rows].join("\n") + "\n"
}

#[test]
fn limits_are_refused_in_one_wording_for_every_kind_of_game() {
    // "WHAT is N, and COMMAND take(s) at most M (WHAT ELSE)", one line.
    let in_one_wording = |stderr: &str| {
        let words = [
            ", and play takes at most ",
            ", and play and explain take at most ",
            ", and solve takes at most ",
        ];
        stderr.starts_with("optimal-play: ")
            && stderr.ends_with(")\n")
            && stderr.lines().count() == 1
            && words.iter().filter(|words| stderr.contains(*words)).count() == 1
    };
    let heaps = "50001 50001\n".to_owned();
    for (game, args, input, says) in [
        (
            "nim",
            vec!["explain"],
            heaps,
            "the number of sticks is 100002",
        ),
        (
            "wall",
            vec!["play"],
            ones(30, 31),
            "the number of cells is 930",
        ),
        (
            "alternating-wall",
            vec!["play"],
            ones(3, 201),
            "the number of columns is 201",
        ),
        (
            "alternating-wall",
            vec!["explain"],
            ones(1001, 1300),
            "rows × columns² of the board is 1691690000",
        ),
        (
            "stick-game",
            vec!["solve"],
            "10000001 1\n1\n".to_owned(),
            "the heap n is 10000001",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("instance.txt");
        std::fs::write(&path, &input).unwrap();
        let assert = optimal_play()
            .arg(game)
            .args(&args)
            .arg(&path)
            .write_stdin("")
            .assert()
            .code(2)
            .stdout("");
        let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert!(in_one_wording(&stderr), "{game} {args:?}: {stderr}");
        assert!(stderr.contains(says), "{game} {args:?}: {stderr}");
    }
}

#[test]
fn a_parameter_is_checked_once_for_every_game() {
    let solve = |game: &str, param: u64| {
        let mut out = Vec::new();
        let options = SolveOptions {
            format: "text".to_owned(),
            ..SolveOptions::default()
        };
        let input = Input::inline("--values", "3,1,4").with_param(Some(param));
        let game = registry::find(game).expect("a built-in game");
        game.solve(input, &options, &mut out)
            .map(|()| String::from_utf8(out).unwrap())
            .map_err(|error| error.to_string())
    };
    assert_eq!(
        solve("nim", 3).unwrap_err(),
        "nim takes no parameter",
        "a game without one"
    );
    assert_eq!(
        solve("take-k", 0).unwrap_err(),
        "--k must be at least 1, not 0"
    );
    // k = 1 is the row game: the same margin as the row game's own solver.
    let take_one = solve("take-k", 1).unwrap();
    let coins = registry::find("coins").unwrap();
    let mut out = Vec::new();
    let options = SolveOptions {
        format: "margin".to_owned(),
        ..SolveOptions::default()
    };
    coins
        .solve(Input::inline("--values", "3,1,4"), &options, &mut out)
        .unwrap();
    let margin = String::from_utf8(out).unwrap();
    assert!(
        take_one.contains(&format!("margin         {}", margin.trim())),
        "take-k --k 1 is the row game: {take_one} against {margin}"
    );
    assert_ne!(solve("take-k", 1), solve("take-k", 3), "k is used");
}

#[test]
fn each_game_offers_the_capabilities_it_is_registered_with() {
    let capabilities = |name: &str| -> Vec<String> {
        let game = registry::find(name).unwrap_or_else(|| panic!("{name} is built in"));
        let offered = serde_json::to_value(game.capabilities()).unwrap();
        offered
            .as_object()
            .unwrap()
            .iter()
            .filter(|(_, on)| on.as_bool() == Some(true))
            .map(|(name, _)| name.clone())
            .collect()
    };
    assert_eq!(capabilities("coins"), ["line", "versus", "table", "stress"]);
    assert_eq!(capabilities("wall"), ["picture", "stress"]);
    assert_eq!(capabilities("alternating-wall"), ["stress"]);
    assert_eq!(capabilities("nim"), ["stress"]);
    assert_eq!(capabilities("take-k"), ["stress"]);
    // What a front end offers follows: `--svg` only where there is a
    // picture, `--versus` and `--line` only where the game solves with them.
    for (game, flag, offered) in [
        ("wall", "--svg", true),
        ("coins", "--svg", false),
        ("coins", "--versus", true),
        ("alternating-wall", "--line", false),
        ("take-k", "--line", false),
    ] {
        let help = optimal_play()
            .args([game, "solve", "--help"])
            .assert()
            .success();
        let help = String::from_utf8(help.get_output().stdout.clone()).unwrap();
        assert_eq!(
            help.contains(flag),
            offered,
            "{game} solve --help and {flag}"
        );
    }
}
