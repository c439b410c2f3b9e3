//! The agreement harness: every algorithm on the same rows, asserting the same
//! outcome, and every move of every line optimal by the interval recurrence.
//!
//! Exhaustive over small alphabets, and by proptest on long rows with values
//! across the whole `i64` range.

use optimal_play::coins::interval::Table;
use optimal_play::coins::{
    Algorithm, EXHAUSTIVE_LIMIT, Line, Outcome, Row, Side, interval, linear,
};
use proptest::prelude::*;

/// The plainest possible oracle: walk the whole game tree, no memo, tracking
/// both totals. The first player maximises their total, the second theirs.
fn game_tree(values: &[i64]) -> Outcome {
    fn play(values: &[i64], totals: [i128; 2], turn: usize) -> [i128; 2] {
        let Some((&first, &last)) = values.first().zip(values.last()) else {
            return totals;
        };
        let mover = turn % 2;
        let take = |value: i64, rest: &[i64]| {
            let mut totals = totals;
            totals[mover] += i128::from(value);
            play(rest, totals, turn + 1)
        };
        let left = take(first, &values[1..]);
        let right = take(last, &values[..values.len() - 1]);
        if left[mover] >= right[mover] {
            left
        } else {
            right
        }
    }
    let [first, second] = play(values, [0, 0], 0);
    Outcome {
        first,
        second,
        margin: first - second,
    }
}

/// Asserts that `line` is a complete game on `values` in which every move is
/// optimal by the interval table, and that it reaches `expected`.
fn assert_line_optimal(values: &[i64], table: &Table, line: &Line, expected: Outcome, by: &str) {
    assert_eq!(
        line.sides.len(),
        values.len(),
        "{by}: incomplete line on {values:?}"
    );
    let (mut i, mut j) = (0, values.len());
    for (turn, mv) in line.moves(values).enumerate() {
        let (value, rest) = match mv.side {
            Side::Left => (values[i], table.margin(i + 1, j)),
            Side::Right => (values[j - 1], table.margin(i, j - 1)),
        };
        assert_eq!(
            i128::from(value) - rest,
            table.margin(i, j),
            "{by}: move {} ({:?}) is not optimal on {values:?} at segment {i}..{j}",
            turn + 1,
            mv.side
        );
        assert_eq!(mv.value, value);
        match mv.side {
            Side::Left => i += 1,
            Side::Right => j -= 1,
        }
    }
    assert_eq!(line.outcome, expected, "{by}: line outcome on {values:?}");
}

/// Runs every algorithm on `values` and asserts they agree; the slow ones only
/// up to the given lengths.
fn assert_all_agree(values: &[i64], exhaustive_up_to: usize, game_tree_up_to: usize) {
    let row = Row::new(values.to_vec());
    let reference = row.outcome(Algorithm::Interval).unwrap();
    let linear = row.outcome(Algorithm::Linear).unwrap();
    assert_eq!(linear, reference, "linear vs interval on {values:?}");
    let table = Table::new(values).unwrap();
    assert_eq!(table.margin(0, values.len()), reference.margin);
    assert_eq!(reference.first + reference.second, row.sum());

    let mut lines = vec![
        ("linear", row.line(Algorithm::Linear).unwrap()),
        ("interval", row.line(Algorithm::Interval).unwrap()),
    ];
    if values.len() <= exhaustive_up_to {
        let exhaustive = row.outcome(Algorithm::Exhaustive).unwrap();
        assert_eq!(
            exhaustive, reference,
            "exhaustive vs interval on {values:?}"
        );
        lines.push(("exhaustive", row.line(Algorithm::Exhaustive).unwrap()));
    }
    if values.len() <= game_tree_up_to {
        assert_eq!(
            game_tree(values),
            reference,
            "game tree vs interval on {values:?}"
        );
    }
    for (by, line) in &lines {
        assert_line_optimal(values, &table, line, reference, by);
    }
    // What each end gives, on the whole row and on one inner segment.
    for range in [0..values.len(), values.len() / 3..values.len()] {
        if let Some(ends) = row.ends(range.clone()) {
            let (i, j) = (range.start, range.end);
            assert_eq!(ends.left, i128::from(values[i]) - table.margin(i + 1, j));
            assert_eq!(
                ends.right,
                i128::from(values[j - 1]) - table.margin(i, j - 1)
            );
            assert_eq!(ends.margin(), table.margin(i, j));
        }
    }
}

/// Every row of each length in `lengths` over `alphabet`, in odometer order.
fn for_every_row(
    alphabet: &[i64],
    lengths: std::ops::RangeInclusive<usize>,
    mut check: impl FnMut(&[i64]),
) {
    for len in lengths {
        let mut digits = vec![0usize; len];
        let mut values = vec![alphabet[0]; len];
        loop {
            check(&values);
            let mut at = 0;
            while at < len && digits[at] + 1 == alphabet.len() {
                digits[at] = 0;
                values[at] = alphabet[0];
                at += 1;
            }
            if at == len {
                break;
            }
            digits[at] += 1;
            values[at] = alphabet[digits[at]];
        }
    }
}

#[test]
fn all_rows_up_to_length_8_over_minus_2_to_3() {
    let mut rows = 0;
    for_every_row(&[-2, -1, 0, 1, 2, 3], 0..=8, |values| {
        assert_all_agree(values, 6, 6);
        rows += 1;
    });
    // 6^0 + 6^1 + ... + 6^8.
    assert_eq!(rows, 2_015_539);
}

#[test]
fn all_rows_up_to_length_12_over_a_binary_alphabet() {
    for_every_row(&[0, 1], 0..=12, |values| assert_all_agree(values, 12, 12));
}

#[test]
fn extreme_values_do_not_overflow() {
    for_every_row(&[i64::MIN, -1, 0, i64::MAX], 0..=6, |values| {
        assert_all_agree(values, 6, 6)
    });
    // Long rows of extremes: the sum needs far more than 64 bits.
    let values = vec![i64::MAX; 100_000];
    let outcome = Row::new(values).outcome(Algorithm::Linear).unwrap();
    assert_eq!(outcome.first, 50_000 * i128::from(i64::MAX));
    assert_eq!(outcome.margin, 0);
    let values: Vec<i64> = (0..3_001)
        .map(|k| if k % 2 == 0 { i64::MIN } else { i64::MAX })
        .collect();
    assert_all_agree(&values, 0, 0);
}

#[test]
fn the_exhaustive_search_refuses_long_rows_clearly() {
    let row = Row::new(vec![1; EXHAUSTIVE_LIMIT + 1]);
    let error = row.outcome(Algorithm::Exhaustive).unwrap_err();
    assert!(error.to_string().contains("at most 1000 values"), "{error}");
    assert!(
        Row::new(vec![1; EXHAUSTIVE_LIMIT])
            .outcome(Algorithm::Exhaustive)
            .is_ok()
    );
}

/// Values that stress the algorithms: small ones that make ties and merges,
/// extremes, and anything in between.
fn value() -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => -3i64..=3,
        2 => any::<i64>(),
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
        1 => i64::MAX - 2..=i64::MAX,
        1 => i64::MIN..=i64::MIN + 2,
        2 => 0i64..1_000_000_000,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn algorithms_agree_on_random_rows(values in prop::collection::vec(value(), 0..=300)) {
        assert_all_agree(&values, 60, 0);
    }

    #[test]
    fn linear_agrees_with_interval_on_shaped_rows(
        base in prop::collection::vec(-5i64..=5, 0..=300),
        slope in -3i64..=3,
    ) {
        // Monotone rows with noise: long chains of merges, deep stacks.
        let values: Vec<i64> = base.iter().enumerate().map(|(k, v)| v + slope * k as i64).collect();
        prop_assert_eq!(linear::margin(&values), interval::margin(&values));
    }
}

/// Long rows are read on one thread and solved on another: the streamed
/// outcome and both ends' values agree with the in-memory solve on either
/// side of the length where the second thread starts, and an error far into
/// the row is still placed exactly.
#[test]
fn the_two_thread_streaming_solve_agrees_on_long_rows() {
    use optimal_play::coins::RowLayout;
    use optimal_play::coins::read::{margin_streaming, solve_streaming};
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for len in [1_000usize, 65_537, 262_143, 262_144, 262_145, 300_001] {
        let values: Vec<i64> = (0..len)
            .map(|_| rng.random_range(-1_000_000_000_000..=1_000_000_000_000))
            .collect();
        let text: String = values.iter().map(|v| format!("{v}\n")).collect();
        let counted = format!("{len}\n{text}");
        let row = Row::new(values.clone());
        let expected = row.outcome(Algorithm::Linear).expect("linear");
        let ends = row.ends(0..len).expect("a row");
        for (input, layout) in [(&text, RowLayout::Plain), (&counted, RowLayout::Counted)] {
            let layout = Some(layout);
            let streamed = solve_streaming(input.as_bytes(), layout, |_| {}).expect("reads");
            assert_eq!((streamed.len, streamed.outcome), (len as u64, expected));
            let streamed_ends = streamed.ends.expect("ends");
            assert_eq!(
                (streamed_ends.values.left, streamed_ends.values.right),
                (ends.left, ends.right)
            );
            let (count, outcome) =
                margin_streaming(input.as_bytes(), layout, |_| {}).expect("reads");
            assert_eq!((count, outcome), (len as u64, expected));
        }
        let mut broken = text.clone();
        let line = len - 7;
        let at = broken
            .match_indices('\n')
            .nth(line - 1)
            .map(|(at, _)| at + 1)
            .expect("the line");
        broken.insert_str(at, "12x");
        for error in [
            solve_streaming(broken.as_bytes(), Some(RowLayout::Plain), |_| {}).map(|_| ()),
            margin_streaming(broken.as_bytes(), Some(RowLayout::Plain), |_| {}).map(|_| ()),
        ] {
            let message = error.expect_err("refused").to_string();
            assert!(
                message.starts_with(&format!("line {}, column 3:", line + 1)),
                "{message}"
            );
        }
    }
}
