//! `optimal-play GAME stress` for every registered game, in its judge's
//! format (the default): a correct program (the game's own solver) passes,
//! and a program with one rule broken fails with a small input. The broken
//! rule is a neighbouring game's solver where one exists (take-k with k 1
//! for take-k, Nim for the Stair Game), else a wrong solution kept in
//! `tests/data/stress/`, each saying what it gets wrong.

use std::path::PathBuf;
use std::process::Command;

use optimal_play::registry;

fn binary() -> String {
    assert_cmd::cargo::cargo_bin("optimal-play")
        .to_string_lossy()
        .into_owned()
}

fn python(file: &str) -> Vec<String> {
    let python = if std::path::Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/stress")
        .join(file);
    vec![python.to_owned(), path.to_string_lossy().into_owned()]
}

fn solver(args: &[&str]) -> Vec<String> {
    let mut program = vec![binary()];
    program.extend(args.iter().map(|arg| (*arg).to_owned()));
    program
}

/// The wrong program for `game`: one rule of the game broken.
fn wrong(game: &str) -> Vec<String> {
    match game {
        "coins" => solver(&["take-k", "solve", "--k", "2", "--format", "totals"]),
        "take-k" => solver(&["take-k", "solve", "--k", "1", "--format", "bool"]),
        "game-of-sum" => python("game_of_sum_takes_all.py"),
        "take-front" => solver(&["take-front", "solve", "--k", "2", "--format", "alice-bob"]),
        "stone-game-ii" => python("stone_game_ii_fixed_m.py"),
        "stone-game-vii" | "stone-game-viii" => solver(&["coins", "solve", "--format", "margin"]),
        "coins-in-a-line" => solver(&["subtraction-nim", "solve", "--format", "bool"]),
        "wall" => solver(&["alternating-wall", "solve", "--format", "cost"]),
        "alternating-wall" => solver(&["wall", "solve", "--format", "cost"]),
        "nim" => solver(&["subtraction-nim", "solve", "--format", "cses"]),
        "subtraction-nim" | "stair-game" | "another-game" => {
            solver(&["nim", "solve", "--format", "cses"])
        }
        "stick-game" => python("stick_game_takes_up_to.py"),
        "grundys-game" => python("grundys_game_small_heaps.py"),
        "lasker-nim" => python("lasker_nim_as_nim.py"),
        "wythoff" => python("wythoff_as_nim.py"),
        "euclid" => python("euclid_always_forced.py"),
        "flip-game" => python("flip_game_pairs_as_nim.py"),
        "treblecross" => python("treblecross_forgets_the_poisoned_cells.py"),
        "connect-four" => python("connect_four_no_diagonals.py"),
        "tic-tac-toe" => python("tic_tac_toe_no_diagonals.py"),
        "domineering" => python("domineering_counts_moves.py"),
        "toads-and-frogs" => python("toads_and_frogs_counts_moves.py"),
        "clobber" => python("clobber_counts_captures.py"),
        "cutcake" => python("cutcake_counts_cuts.py"),
        "blue-red-hackenbush" => python("blue_red_hackenbush_counts_edges.py"),
        "hackenbush" => python("hackenbush_edges_one_way.py"),
        "misere-nim" => python("misere_nim_as_nim.py"),
        "northcott" => python("northcott_counts_rows.py"),
        "georgia-and-bob" => python("georgia_and_bob_unsorted.py"),
        // Dawson's Kayles where Kayles (the default code) is played.
        "octal" => solver(&["octal", "--code", "0.07", "solve", "--format", "cses"]),
        // The set {1, 3} where {1, 3, 4} (the default) is played.
        "subtraction" => solver(&["subtraction", "--set", "1,3", "solve", "--format", "cses"]),
        "stone-game-iv" => solver(&["coins-in-a-line", "solve", "--format", "bool"]),
        "divisor-game" => solver(&["stone-game-iv", "solve", "--format", "leetcode"]),
        "graph-game" => python("graph_game_no_draws.py"),
        "cat-and-mouse-ii" => python("cat_and_mouse_ii_short_jumps.py"),
        "game-on-graph" => python("game_on_graph_aoki_decides_early.py"),
        "can-i-win" => python("can_i_win_no_sum_check.py"),
        "stone-game-ix" => python("stone_game_ix_ignores_zeros.py"),
        "stone-game-vi" => python("stone_game_vi_own_value.py"),
        "choosing-carrot" => python("choosing_carrot_middle_only.py"),
        "shiritori" => python("shiritori_no_draws.py"),
        "berzerk" => python("berzerk_no_loops.py"),
        "cat-and-mouse" => python("cat_and_mouse_walk_into_cat.py"),
        other => panic!("{other} has no wrong program here: add one"),
    }
}

/// `GAME stress` on `program`, with no format named: the exit code and the
/// report.
fn stress(game: &str, runs: &str, program: &[String]) -> (i32, String) {
    let output = Command::new(binary())
        .args([game, "stress", "--runs", runs, "--jobs", "2", "--"])
        .args(program)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.code().unwrap_or(-1), report)
}

/// The values the failing input was shrunk to, from `shrunk in S steps from
/// N values to M:`.
fn shrunk_to(report: &str) -> usize {
    let line = report
        .lines()
        .find(|line| line.contains("shrunk in"))
        .unwrap_or_else(|| panic!("no shrinking reported:\n{report}"));
    let to = line.rsplit(" to ").next().unwrap().trim_end_matches(':');
    to.parse()
        .unwrap_or_else(|_| panic!("no count in `{line}`"))
}

#[test]
fn every_game_is_stressed_in_its_judges_format() {
    for entry in registry::games() {
        let info = entry.info();
        if info.name == "own" {
            // A game of one's own answers no judge: nothing to stress.
            assert!(!entry.capabilities().stress, "own offers stress");
            continue;
        }
        let judge = info.judge_format();
        assert!(
            judge != "text" && judge != "json",
            "{} has no judge's format",
            info.name
        );
        assert!(entry.capabilities().stress, "{} has no stress", info.name);

        // Its own solver, in the judge's format, is right every time.
        let correct = solver(&[info.name, "solve", "--format", judge]);
        let (code, report) = stress(info.name, "60", &correct);
        assert_eq!(code, 0, "{} against its own solver:\n{report}", info.name);
        assert!(report.contains("no failure in 60 runs"), "{report}");

        // One rule broken: found, and shrunk to a small input.
        let (code, report) = stress(info.name, "2000", &wrong(info.name));
        assert_eq!(code, 1, "{} against a wrong program:\n{report}", info.name);
        assert!(
            report.contains("wrong answer on run"),
            "{}: {report}",
            info.name
        );
        let values = shrunk_to(&report);
        assert!(
            values <= 6,
            "{} shrunk only to {values} values:\n{report}",
            info.name
        );
    }
}
