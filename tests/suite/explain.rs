//! Explanations: every quoted number against the interval recurrence, the
//! count of optimal lines against enumeration, snapshots of the text, and the
//! pictures as well-formed SVG.

use assert_cmd::Command;
use num_bigint::BigUint;
use optimal_play::coins::explain::{count_optimal_lines, explain};
use optimal_play::coins::interval::Table;
use optimal_play::coins::render::explain::write_text;
use optimal_play::coins::versus::greedy_side;
use optimal_play::coins::{Algorithm, Row, Side};
use proptest::prelude::*;

fn check_explanation(values: &[i64]) {
    let row = Row::new(values.to_vec());
    let table = Table::new(values).unwrap();
    let explanation = explain(&row).unwrap();
    assert_eq!(
        explanation.outcome,
        row.outcome(Algorithm::Interval).unwrap()
    );
    assert_eq!(explanation.steps.len(), values.len());
    let mut text = Vec::new();
    write_text(&mut text, values, &explanation).unwrap();
    let text = String::from_utf8(text).unwrap();
    for step in &explanation.steps {
        let (i, j) = step.segment;
        for (side, choice) in [(Side::Left, &step.left), (Side::Right, &step.right)] {
            let (value, leaves) = match side {
                Side::Left => (values[i], (i + 1, j)),
                Side::Right => (values[j - 1], (i, j - 1)),
            };
            assert_eq!((choice.value, choice.leaves), (value, leaves));
            assert_eq!(
                choice.opponent_margin,
                table.margin(leaves.0, leaves.1),
                "on {values:?}"
            );
            assert_eq!(choice.result, i128::from(value) - choice.opponent_margin);
            if j - i > 1 {
                let m = choice.opponent_margin;
                let quoted = if m < 0 {
                    format!("({m})")
                } else {
                    m.to_string()
                };
                let sum = format!("for {value} - {quoted} = {}", choice.result);
                assert!(
                    text.contains(&sum),
                    "the text does not quote `{sum}` on {values:?}"
                );
            }
        }
        assert_eq!(
            step.taken().result,
            table.margin(i, j),
            "the move taken is optimal"
        );
        assert_eq!(
            step.forced,
            j - i == 1 || step.left.result != step.right.result
        );
    }
    // The parity strategy: the first player always gets the chosen set.
    if let Some(parity) = explanation.parity {
        let sum = row.sum();
        assert!(2 * parity.guaranteed >= sum, "the strategy never loses");
        assert!(parity.guaranteed <= parity.optimal);
        assert_eq!(parity.odd_sum + parity.even_sum, sum);
        // Play it against a greedy opponent: the first player's positions
        // all have the parity it chose.
        let (mut lo, mut hi) = (0, values.len());
        let mut total = 0;
        let mut turn = 0;
        while lo < hi {
            let side = if turn % 2 == 0 {
                let wants_even_index = parity.takes_odd; // position 1 is index 0
                if (lo % 2 == 0) == wants_even_index {
                    Side::Left
                } else {
                    Side::Right
                }
            } else {
                greedy_side(values, lo, hi)
            };
            let index = if side == Side::Left { lo } else { hi - 1 };
            if turn % 2 == 0 {
                total += i128::from(values[index]);
            }
            if side == Side::Left {
                lo += 1
            } else {
                hi -= 1
            }
            turn += 1;
        }
        assert_eq!(total, parity.guaranteed, "on {values:?}");
    }
    assert!(
        explanation.greedy.greedy_against_perfect.outcome.first <= explanation.outcome.first,
        "greedy cannot beat perfect play on {values:?}"
    );
}

/// Every optimal line, enumerated: the plainest possible count.
fn enumerate_optimal_lines(values: &[i64], table: &Table, i: usize, j: usize) -> u64 {
    if j - i <= 1 {
        return 1;
    }
    let mut lines = 0;
    if i128::from(values[i]) - table.margin(i + 1, j) == table.margin(i, j) {
        lines += enumerate_optimal_lines(values, table, i + 1, j);
    }
    if i128::from(values[j - 1]) - table.margin(i, j - 1) == table.margin(i, j) {
        lines += enumerate_optimal_lines(values, table, i, j - 1);
    }
    lines
}

#[test]
fn every_short_row_is_explained_right() {
    for len in 0..=7u32 {
        for code in 0..5u32.pow(len) {
            let values: Vec<i64> = (0..len)
                .map(|k| i64::from(code / 5u32.pow(k) % 5) - 2)
                .collect();
            check_explanation(&values);
            let table = Table::new(&values).unwrap();
            let enumerated = enumerate_optimal_lines(&values, &table, 0, values.len());
            assert_eq!(
                count_optimal_lines(&values).unwrap(),
                BigUint::from(enumerated),
                "on {values:?}"
            );
        }
    }
}

#[test]
fn counts_beyond_every_fixed_width_integer() {
    // Every move of a constant row is optimal: 2^(n-1) lines.
    let count = count_optimal_lines(&vec![7; 300]).unwrap();
    assert_eq!(count, BigUint::from(2u32).pow(299));
}

proptest! {
    #[test]
    fn random_rows_are_explained_right(values in prop::collection::vec(-50i64..=50, 0..=60)) {
        check_explanation(&values);
    }
}

fn run(args: &[&str]) -> String {
    let output = Command::cargo_bin("optimal-play")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn explain_snapshots_for_the_seed_rows() {
    insta::assert_snapshot!(
        "explain_seed_001",
        run(&["coins", "explain", "--values", "1,3,5,2,9"])
    );
    insta::assert_snapshot!(
        "explain_greedy_counter_example",
        run(&["coins", "explain", "--values", "20,30,2,2"])
    );
    insta::assert_snapshot!(
        "explain_usaco",
        run(&["coins", "explain", "--values", "4,7,2,9,5,2"])
    );
}

#[test]
fn table_snapshots_for_the_seed_rows() {
    insta::assert_snapshot!(
        "table_seed_001",
        run(&["coins", "table", "--values", "1,3,5,2,9"])
    );
    insta::assert_snapshot!(
        "table_usaco",
        run(&["coins", "table", "--values", "4,7,2,9,5,2"])
    );
}

#[test]
fn explain_json_has_the_same_facts() {
    let json: serde_json::Value = serde_json::from_str(&run(&[
        "coins",
        "explain",
        "--values",
        "20,30,2,2",
        "--format",
        "json",
    ]))
    .unwrap();
    assert_eq!(json["outcome"]["first"], 32);
    assert_eq!(json["steps"][0]["move"]["side"], "right");
    assert_eq!(json["steps"][0]["number"], 1);
    assert_eq!(json["steps"][0]["totals"], serde_json::json!([2, 0]));
    assert_eq!(
        json["steps"][0]["choices"][0]["value"],
        serde_json::json!({"margin": -10})
    );
    assert_eq!(
        json["steps"][0]["choices"][0]["leaves"],
        serde_json::json!({"from": 1, "to": 4})
    );
    assert_eq!(
        json["greedy"]["greedy_against_perfect"]["outcome"]["first"],
        22
    );
    // Even positions: 30 + 2 = 32, which here is all that optimal play gets.
    assert_eq!(json["parity"]["guaranteed"], 32);
    assert_eq!(json["parity"]["takes"], "even");
    assert_eq!(json["optimal_lines"], "2");
}

#[test]
fn the_pictures_are_well_formed_svg() {
    let dir = std::env::temp_dir().join(format!("optimal-play-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let table = dir.join("table.svg");
    run(&[
        "coins",
        "table",
        "--values",
        "1,3,5,2,9",
        "--svg",
        table.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&table).unwrap();
    let document = roxmltree::Document::parse(&text).unwrap();
    assert_eq!(document.root_element().tag_name().name(), "svg");
    // One rectangle per cell of the triangle, plus the background and the
    // outlines of the five segments of the line.
    let rects = document
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .count();
    assert_eq!(rects, 1 + 15 + 5);

    let board = dir.join("board.svg");
    run(&[
        "wall",
        "solve",
        "--board",
        r#"{"0xxxx", "1x111", "1x1x1", "11191", "xxxx1"}"#,
        "--svg",
        board.to_str().unwrap(),
        "--format",
        "cost",
    ]);
    let text = std::fs::read_to_string(&board).unwrap();
    let document = roxmltree::Document::parse(&text).unwrap();
    let cells = document
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .count();
    assert_eq!(cells, 1 + 25);
    assert_eq!(
        document
            .descendants()
            .filter(|n| n.has_tag_name("polyline"))
            .count(),
        1
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_table_has_a_documented_limit() {
    let long = vec!["1"; 31].join(",");
    Command::cargo_bin("optimal-play")
        .unwrap()
        .args(["coins", "table", "--values", &long])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("the table takes at most 30"));
}
