//! Every published row-game answer in `tests/data/coins.txt`, by every
//! algorithm and through the command line.

use assert_cmd::Command;
use optimal_play::coins::{Algorithm, Outcome, Row};

use crate::known::{Case, cases};

const ALGORITHMS: [Algorithm; 3] = [
    Algorithm::Linear,
    Algorithm::Interval,
    Algorithm::Exhaustive,
];

fn row_of(case: &Case) -> Row {
    if let Some(text) = case.input_text() {
        return Row::parse(&text, None).unwrap_or_else(|e| panic!("{}: {e}", case.source()));
    }
    // `generate: COUNT x VALUE`, for inputs too long to write out.
    let spec = case.get("generate").expect("input or generate");
    let (count, value) = spec.split_once(" x ").expect("COUNT x VALUE");
    Row::new(vec![value.parse().unwrap(); count.parse().unwrap()])
}

fn check(case: &Case, outcome: Outcome, by: &str) {
    let mut checked = 0;
    for (key, got) in [
        ("first", outcome.first),
        ("second", outcome.second),
        ("margin", outcome.margin),
    ] {
        if let Some(expected) = case.get(key) {
            assert_eq!(
                got.to_string(),
                expected,
                "{key} by {by}: {}",
                case.source()
            );
            checked += 1;
        }
    }
    if let Some(expected) = case.get("usaco") {
        let got = format!("{} {}", outcome.first, outcome.second);
        assert_eq!(got, expected, "usaco by {by}: {}", case.source());
        checked += 1;
    }
    assert!(checked > 0, "case with no answer: {}", case.source());
}

#[test]
fn published_answers_hold_for_every_algorithm() {
    for case in cases("coins.txt") {
        let row = row_of(&case);
        for algorithm in ALGORITHMS {
            check(
                &case,
                row.outcome(algorithm).unwrap(),
                &format!("{algorithm:?}"),
            );
            let line = row.line(algorithm).unwrap();
            check(&case, line.outcome, &format!("{algorithm:?} line"));
        }
    }
}

#[test]
fn published_answers_hold_on_the_command_line() {
    for case in cases("coins.txt") {
        let Some(text) = case.input_text() else {
            continue;
        };
        let run = |format: &str| {
            let output = Command::cargo_bin("optimal-play")
                .unwrap()
                .args(["coins", "solve", "--format", format])
                .write_stdin(text.clone())
                .output()
                .unwrap();
            assert!(output.status.success(), "{}: {output:?}", case.source());
            String::from_utf8(output.stdout)
                .unwrap()
                .trim_end()
                .to_owned()
        };
        for (key, format) in [("first", "first"), ("margin", "margin"), ("usaco", "usaco")] {
            if let Some(expected) = case.get(key) {
                assert_eq!(run(format), expected, "{}", case.source());
            }
        }
    }
}
