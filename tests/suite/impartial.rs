//! The impartial games: every fast rule (the XOR of Grundy values, the even
//! stairs, parity) against exhaustive search on every small position, the
//! published Grundy's-game claim as far as it is computed here, and the
//! command line on CSES-format inputs whose answers come from the search.

use assert_cmd::Command;
use optimal_play::engine::{Game, Negamax, Oracle, Value};
use optimal_play::impartial::another::{self, AnotherGame};
use optimal_play::impartial::heaps::{
    GRUNDY_LAST_ZERO, GrundysGame, Lasker, Nim, StickGame, Subtraction,
};
use optimal_play::impartial::stairs::{self, StairGame};
use optimal_play::impartial::{Component, HeapSum, SumOracle};
use predicates::prelude::*;

fn optimal_play() -> Command {
    let mut command = Command::cargo_bin("optimal-play").unwrap();
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Every multiset of up to `count` heaps of sizes 1..=`largest`.
fn multisets(count: usize, largest: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut frontier = vec![vec![]];
    for _ in 0..count {
        let mut next = Vec::new();
        for heaps in &frontier {
            let from = heaps.last().copied().unwrap_or(1);
            for h in from..=largest {
                let mut more: Vec<u64> = heaps.clone();
                more.push(h);
                next.push(more);
            }
        }
        all.extend(next.iter().cloned());
        frontier = next;
    }
    all
}

/// The XOR rule agrees with exhaustive search at the start and at every
/// move, for every multiset of heaps.
fn check_sum<C: Component>(component: C, count: usize, largest: u64) -> usize {
    let mut checked = 0;
    for heaps in multisets(count, largest) {
        let game = HeapSum::new(component.clone(), heaps.clone());
        let mut negamax = Negamax::new(&game);
        let start = game.start();
        let searched = negamax.value(&start);
        assert_eq!(
            searched.is_win(),
            component.xor(&heaps) != 0,
            "{component:?} on {heaps:?}"
        );
        // The oracle by the rule alone (no counting) values every move the
        // way the search does, win for win.
        let rule = SumOracle::with_exact_total(&game, 0).move_values(&start);
        let slow = negamax.move_values(&start);
        assert_eq!(rule.len(), slow.len());
        for ((mv, fast), (_, exact)) in rule.iter().zip(&slow) {
            // Counted only where a heap is left alone with a closed form,
            // and then exactly as the search counts.
            if !matches!(fast, Value::Winning | Value::Losing) {
                assert_eq!(fast, exact, "{heaps:?} {mv:?}");
            }
            assert_eq!(fast.is_win(), exact.is_win(), "{heaps:?} {mv:?}");
        }
        checked += 1;
    }
    checked
}

#[test]
fn the_xor_rule_agrees_with_exhaustive_search() {
    assert_eq!(check_sum(Nim, 4, 6), 210);
    assert_eq!(check_sum(Subtraction { max: 3 }, 4, 9), 715);
    assert_eq!(check_sum(GrundysGame::new(30), 3, 14), 680);
    assert_eq!(check_sum(Lasker, 3, 7), 120);
    for allowed in [
        vec![1],
        vec![2, 3],
        vec![1, 3, 4],
        vec![2, 5],
        vec![3, 4, 7],
    ] {
        assert!(check_sum(StickGame::new(allowed, 40), 2, 14) > 100);
    }
}

/// Lasker's Nim's closed form against the plain mex, written here: every
/// take and every split of each heap.
#[test]
fn lasker_values_are_the_plain_mex_of_takes_and_splits() {
    let mut g: Vec<u64> = vec![0];
    for n in 1..=600usize {
        let mut reached: std::collections::BTreeSet<u64> = g.iter().copied().collect();
        reached.extend((1..n).map(|a| g[a] ^ g[n - a]));
        g.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    for (n, &value) in g.iter().enumerate() {
        assert_eq!(Lasker.grundy(n as u64), value, "heap {n}");
    }
    // The heaps of HDU 3032, up to 2^31 - 1, and past them, keep the rule.
    assert_eq!(Lasker.grundy((1 << 31) - 1), 1 << 31);
    assert_eq!(Lasker.grundy(1 << 31), (1 << 31) - 1);
}

#[test]
fn the_stair_rule_agrees_with_exhaustive_search() {
    let mut checked = 0;
    for n in 1..=4usize {
        let mut stairs = vec![0u64; n];
        loop {
            let game = StairGame::new(stairs.clone());
            let searched = Negamax::new(&game).value(&game.start());
            assert_eq!(
                searched.is_win(),
                stairs::even_xor(&stairs) != 0,
                "{stairs:?}"
            );
            checked += 1;
            let mut at = 0;
            while at < n && stairs[at] == 3 {
                stairs[at] = 0;
                at += 1;
            }
            if at == n {
                break;
            }
            stairs[at] += 1;
        }
    }
    assert_eq!(checked, 4 + 16 + 64 + 256);
}

#[test]
fn the_parity_rule_of_another_game_agrees_with_exhaustive_search() {
    for heaps in multisets(4, 5) {
        let game = AnotherGame::new(heaps.clone());
        let searched = Negamax::new(&game).value(&game.start());
        assert_eq!(searched.is_win(), another::first_wins(&heaps), "{heaps:?}");
    }
}

#[test]
fn grundys_game_has_no_zero_past_1222_as_far_as_computed() {
    let game = GrundysGame::new(30_000);
    assert_eq!(game.table_limit(), 30_000);
    assert_eq!(game.grundy(GRUNDY_LAST_ZERO), 0);
    let last_zero = (1..=30_000).rev().find(|&h| game.grundy(h) == 0);
    assert_eq!(last_zero, Some(GRUNDY_LAST_ZERO));
}

#[test]
fn published_examples() {
    // LeetCode 292 "Nim Game": one heap, take 1 to 3.
    for (n, answer) in [(4, "false\n"), (1, "true\n"), (2, "true\n")] {
        optimal_play()
            .args(["subtraction-nim", "solve", "--format", "bool"])
            .write_stdin(format!("{n}\n"))
            .assert()
            .success()
            .stdout(answer);
    }
    // Nim with heaps 3 4 5: the first player wins by taking 2 from the 3.
    let assert = optimal_play()
        .args(["nim", "solve", "--heaps", "3 4 5", "--format", "json"])
        .assert()
        .success();
    let json: serde_json::Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
    assert_eq!(json["first_wins"], true);
    assert_eq!(json["xor"], 2);
    assert_eq!(json["winning_move"]["text"], "3 -> 1");
    // CSES 1729's sample.
    optimal_play()
        .args(["stick-game", "solve"])
        .write_stdin("10 3\n1 3 4\n")
        .assert()
        .success()
        .stdout("WLWWWWLWLW\n");
}

/// CSES-format files of small games, with the answers from exhaustive
/// search, through the command line.
#[test]
fn cses_inputs_answered_as_the_search_answers() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
    for game in [
        "nim",
        "subtraction-nim",
        "stair-game",
        "another-game",
        "grundys-game",
    ] {
        let mut input = String::from("12\n");
        let mut expected = String::new();
        for _ in 0..12 {
            let n = rng.random_range(1..=4);
            let numbers: Vec<u64> = (0..n).map(|_| rng.random_range(0..=5)).collect();
            let wins = match game {
                "nim" => {
                    let g = HeapSum::new(Nim, numbers.clone());
                    Negamax::new(&g).value(&g.start()).is_win()
                }
                "subtraction-nim" => {
                    let g = HeapSum::new(Subtraction { max: 3 }, numbers.clone());
                    Negamax::new(&g).value(&g.start()).is_win()
                }
                "stair-game" => {
                    let g = StairGame::new(numbers.clone());
                    Negamax::new(&g).value(&g.start()).is_win()
                }
                "another-game" => {
                    let g = AnotherGame::new(numbers.clone());
                    Negamax::new(&g).value(&g.start()).is_win()
                }
                _ => {
                    let heap = rng.random_range(1..=20);
                    let g = HeapSum::new(GrundysGame::new(20), vec![heap]);
                    let wins = Negamax::new(&g).value(&g.start()).is_win();
                    input.push_str(&format!("{heap}\n"));
                    expected.push_str(if wins { "first\n" } else { "second\n" });
                    continue;
                }
            };
            let line: Vec<String> = numbers.iter().map(u64::to_string).collect();
            input.push_str(&format!("{n}\n{}\n", line.join(" ")));
            expected.push_str(if wins { "first\n" } else { "second\n" });
        }
        optimal_play()
            .args([game, "solve"])
            .write_stdin(input)
            .assert()
            .success()
            .stdout(expected);
    }
}

#[test]
fn explain_gives_the_grundy_values_the_xor_and_the_winning_move() {
    optimal_play()
        .args(["nim", "explain", "--heaps", "3 4 5"])
        .assert()
        .success()
        .stdout(predicate::str::contains("g(3) = 3, g(4) = 4, g(5) = 5"))
        .stdout(predicate::str::contains("XOR: 3 ^ 4 ^ 5 = 2."))
        .stdout(predicate::str::contains(
            "Winning move: take 2 from the heap of 3, leaving 1, after which the Grundy values XOR to 0 (1 ^ 4 ^ 5 = 0).",
        ));
    optimal_play()
        .args(["nim", "explain", "--heaps", "1 2 3"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "The first player loses (a loss in 6 moves): every move leaves a non-zero XOR",
        ));
    optimal_play()
        .args(["grundys-game", "solve", "--format", "text"])
        .write_stdin("2\n1222\n100000\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "heaps 1222: the second player wins",
        ))
        .stdout(predicate::str::contains("by the published computation"));
}

#[test]
fn bad_inputs_are_clear_errors() {
    for (game, input, message) in [
        (
            "nim",
            "2\n3\n1 2\n",
            "line 4, column 1: expected a heap size, found the end of the input",
        ),
        (
            "nim",
            "1\n2\n1 -2\n",
            "line 3, column 3: expected a heap size (0 or more)",
        ),
        ("nim", "1\n1\n4 5\n", "line 3, column 3"),
        ("stick-game", "10 2\n1 x\n", "line 2, column 3"),
        ("nim", "", "empty"),
    ] {
        optimal_play()
            .args([game, "solve"])
            .write_stdin(input)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn a_scripted_game_of_nim_hands_over_the_win_and_the_review_says_where() {
    let assert = optimal_play()
        .args(["nim", "play", "--heaps", "3 4 5", "--format", "json"])
        .write_stdin("h\n5 -> 0\n")
        .assert()
        .success();
    let events: Vec<serde_json::Value> = String::from_utf8(assert.get_output().stdout.clone())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(events[1]["event"], "hint");
    assert_eq!(events[1]["moves"][0]["move"]["text"], "3 -> 1");
    assert_eq!(events[1]["moves"][0]["optimal"], true);
    let end = events.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["mistakes"][0]["number"], 1);
}

/// The closed forms of one heap alone (Nim, and Subtraction with every
/// `max` from 1 to 5, Coins in a Line among them) count the moves to the
/// end exactly as exhaustive search does.
#[test]
fn a_heap_alone_is_valued_exactly_by_its_closed_form() {
    fn check<C: Component>(component: C, largest: u64) {
        for size in 0..=largest {
            let game = HeapSum::new(component.clone(), vec![size]);
            let searched = Negamax::new(&game).value(&game.start());
            assert_eq!(
                component.alone(size),
                Some(searched),
                "{component:?} {size}"
            );
            // And the oracle, beyond the sizes it searches, at every move.
            let start = game.start();
            let fast = SumOracle::with_exact_total(&game, 0).move_values(&start);
            assert_eq!(fast, Negamax::new(&game).move_values(&start), "{size}");
        }
    }
    check(Nim, 40);
    for max in 1..=5 {
        check(Subtraction { max }, 150);
    }
    assert_eq!(
        optimal_play::coins_in_a_line::value(300),
        Value::Loss { moves: 200 }
    );
}

/// Lasker's Nim's move to a value, found without listing the options,
/// against the options listed, for every heap and target up to 80; and a
/// winning move on a heap of 10^18 at once.
#[test]
fn lasker_moves_to_every_value_as_the_options_do() {
    for size in 0..=80u64 {
        for target in 0..=130u64 {
            let listed = Lasker
                .options(size)
                .into_iter()
                .find(|parts| Lasker.xor(parts) == target);
            let found = Lasker.move_to(size, target);
            assert_eq!(found.is_some(), listed.is_some(), "{size} to {target}");
            if let Some(parts) = found {
                assert!(Lasker.options(size).contains(&parts), "{size}: {parts:?}");
                assert_eq!(Lasker.xor(&parts), target, "{size}: {parts:?}");
            }
        }
    }
    let huge = 1_000_000_000_000_000_003u64;
    assert_eq!(Lasker.move_to(huge, 0), Some(vec![]));
    assert_eq!(Lasker.move_to(huge, 4), Some(vec![3]));
    let g = Lasker.grundy(huge);
    assert_eq!(Lasker.move_to(huge, g - 1), Some(vec![1, huge - 1]));
}
