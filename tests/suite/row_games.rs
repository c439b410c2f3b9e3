//! The row game's family: every fast solver against the engine's negamax
//! over the game's own rules, on every row of up to six values over -2..=2
//! (k from 1 to 3 where the game has a k), and with proptest on longer rows
//! across a wider range.

use optimal_play::engine::{Game, Negamax, Value};
use optimal_play::games::game_of_sum;
use optimal_play::games::stone_game_ii::{self, StoneGameIi};
use optimal_play::games::stone_game_vii::{self, StoneGameVii};
use optimal_play::games::stone_game_viii::{self, StoneGameViii};
use optimal_play::games::take_front::{self, TakeFront};
use optimal_play::games::take_k::{self, TakeK};
use proptest::prelude::*;

fn negamax<G: Game>(game: G) -> i128 {
    let start = game.start();
    match Negamax::new(game).value(&start) {
        Value::Margin(margin) => margin,
        other => panic!("a game of points gave {other:?}"),
    }
}

fn sum(values: &[i64]) -> i128 {
    values.iter().map(|&v| i128::from(v)).sum()
}

/// Every fast solver on `values`, each against negamax.
fn check(values: &[i64]) {
    for k in 1..=3 {
        assert_eq!(
            take_k::margin(values, k).unwrap(),
            negamax(TakeK::new(values.to_vec(), k)),
            "take-k, k = {k}, on {values:?}"
        );
        assert_eq!(
            take_front::margins(values, k)[0],
            negamax(TakeFront::new(values.to_vec(), k)),
            "take-front, k = {k}, on {values:?}"
        );
    }
    assert_eq!(
        game_of_sum::margin(values),
        negamax(game_of_sum::game(values.to_vec())),
        "game of sum on {values:?}"
    );
    assert_eq!(
        stone_game_vii::margin(values),
        negamax(StoneGameVii::new(values.to_vec())),
        "stone game vii on {values:?}"
    );
    assert_eq!(
        stone_game_viii::margins(values)[0],
        negamax(StoneGameViii::new(values.to_vec())),
        "stone game viii on {values:?}"
    );
    let first = stone_game_ii::first_total(values).unwrap();
    assert_eq!(
        2 * first - sum(values),
        negamax(StoneGameIi::new(values.to_vec())),
        "stone game ii on {values:?}"
    );
}

#[test]
fn every_short_row_agrees_with_negamax() {
    let mut rows = 0;
    for len in 0..=6u32 {
        for code in 0..5u32.pow(len) {
            let values: Vec<i64> = (0..len)
                .map(|at| i64::from(code / 5u32.pow(at) % 5) - 2)
                .collect();
            check(&values);
            rows += 1;
        }
    }
    assert_eq!(rows, 19_531);
}

#[test]
fn take_k_with_k_one_is_the_row_game() {
    use optimal_play::coins::{Algorithm, Row};
    for values in [
        vec![1, 3, 5, 2, 9],
        vec![20, 30, 2, 2],
        vec![4, 7, 2, 9, 5, 2],
    ] {
        let row = Row::new(values.clone());
        assert_eq!(
            take_k::margin(&values, 1).unwrap(),
            row.outcome(Algorithm::Linear).unwrap().margin
        );
    }
}

#[test]
fn totals_beyond_i64_are_exact() {
    let big = vec![i64::MAX; 40];
    let total = 40 * i128::from(i64::MAX);
    assert_eq!(game_of_sum::margin(&big), total);
    assert_eq!(
        take_front::margins(&big, 3)[0],
        negamax(TakeFront::new(big.clone(), 3))
    );
    let piles = vec![i64::MAX; 16];
    assert_eq!(
        2 * stone_game_ii::first_total(&piles).unwrap() - sum(&piles),
        negamax(StoneGameIi::new(piles.clone()))
    );
    let small = vec![i64::MIN; 12];
    assert_eq!(
        stone_game_vii::margin(&small),
        negamax(StoneGameVii::new(small.clone()))
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn longer_rows_agree_with_negamax(values in prop::collection::vec(-1_000_000_000i64..=1_000_000_000, 0..=12)) {
        check(&values);
    }

    #[test]
    fn the_extremes_of_i64_agree_with_negamax(values in prop::collection::vec(any::<i64>(), 0..=9)) {
        check(&values);
    }
}

/// Game of Sum reads the judge's cases only when the input is laid out as
/// they are (a count alone on the first line, `0` alone on the last): a
/// row on one line that ends with 0 is that row, not the case before it.
#[test]
fn game_of_sum_never_reads_a_row_as_cases_silently() {
    let solve = |input: &str| {
        let output = assert_cmd::Command::cargo_bin("optimal-play")
            .unwrap()
            .args(["game-of-sum", "solve"])
            .write_stdin(input)
            .output()
            .unwrap();
        assert!(output.status.success(), "{input:?}");
        String::from_utf8(output.stdout).unwrap().trim().to_owned()
    };
    // As one row, 1 5 0: the first player takes everything, A - B = 6.
    assert_eq!(solve("1 5 0\n"), "6");
    assert_eq!(solve("1 5 0\n"), solve("3\n1 5 0\n"));
    // The judge's layout: the case 5, alone.
    assert_eq!(solve("1\n5\n0\n"), "5");
    assert_eq!(solve("4\n4 -10 -20 7\n4\n1 2 3 4\n0\n"), "7\n10");
}
