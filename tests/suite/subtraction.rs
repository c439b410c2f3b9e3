//! Subtraction games by their set: the values of every small set against a
//! plain mex written here, every period reported against values far past
//! it, the all-but counting method against the plain mex, and the CLI's
//! answers and refusals.

use optimal_play::impartial::octal::{GrundyValues, OctalCode};
use optimal_play::impartial::subtraction::{TakeSet, all_but_values};
use proptest::prelude::*;

/// The plain mex of the heaps a move reaches: `allowed(t)` says whether a
/// move may take `t`.
fn plain(allowed: impl Fn(u64) -> bool, to: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=to {
        let reached: std::collections::BTreeSet<u32> = (1..=n)
            .filter(|&t| allowed(t as u64))
            .map(|t| g[n - t])
            .collect();
        g.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    g
}

/// The subset of 1..=bits whose bit `t - 1` is set in `mask`.
fn subset(mask: u32, bits: u32) -> Vec<u64> {
    (1..=bits)
        .filter(|t| mask & (1 << (t - 1)) != 0)
        .map(u64::from)
        .collect()
}

#[test]
fn every_set_within_one_to_eight_has_the_plain_values_and_a_period_that_holds_far_past_it() {
    for mask in 1..1u32 << 8 {
        let set = subset(mask, 8);
        let code = OctalCode::subtraction(&set);
        let slow = plain(|t| set.contains(&t), 3000);
        let found = GrundyValues::until_period(&code, 1 << 16);
        let n = found.computed().len();
        assert_eq!(found.computed(), &slow[..n.min(3001)], "{set:?}");
        let period = found
            .period()
            .expect("a finite subtraction set is periodic");
        // The theorem for one heap left: n0 + t, t the largest take.
        assert_eq!(period.bound, period.start.max(1) + set.last().unwrap());
        for h in 0..=3000u64 {
            assert_eq!(found.get(h), Some(slow[h as usize]), "{set:?} at {h}");
        }
    }
}

#[test]
fn all_but_values_are_the_plain_mex_for_every_excluded_set_within_one_to_seven() {
    for mask in 0..1u32 << 7 {
        let excluded = subset(mask, 7);
        let slow = plain(|t| !excluded.contains(&t), 300);
        assert_eq!(all_but_values(&excluded, 300), slow, "all but {excluded:?}");
    }
}

proptest! {
    /// Any text is a set or an error, never a panic.
    #[test]
    fn any_text_is_read_as_a_set_or_refused(text in "[ {},0-9a-z:\\-]{0,14}|\\PC{0,10}") {
        let _ = text.parse::<TakeSet>();
    }

    #[test]
    fn all_but_values_are_the_plain_mex_for_random_excluded_sets(
        excluded in proptest::collection::btree_set(1u64..60, 0..12)
    ) {
        let excluded: Vec<u64> = excluded.into_iter().collect();
        let slow = plain(|t| !excluded.contains(&t), 400);
        prop_assert_eq!(all_but_values(&excluded, 400), slow);
    }

    #[test]
    fn large_finite_sets_have_the_plain_values(
        set in proptest::collection::btree_set(1u64..200, 1..8)
    ) {
        let set: Vec<u64> = set.into_iter().collect();
        let slow = plain(|t| set.contains(&t), 1500);
        let fast = GrundyValues::compute(&OctalCode::subtraction(&set), 1500);
        prop_assert_eq!(fast.computed(), &slow[..]);
    }
}

#[test]
fn sets_are_read_in_every_form_and_bad_ones_say_what_a_set_is() {
    let only = |text: &str| text.parse::<TakeSet>().unwrap();
    assert_eq!(only("1,3,4"), TakeSet::Only(vec![1, 3, 4]));
    assert_eq!(only(" { 4, 1 ,3,3 } "), TakeSet::Only(vec![1, 3, 4]));
    assert_eq!(only("all-but:2,5"), TakeSet::AllBut(vec![2, 5]));
    assert_eq!(only("all but 5, 2"), TakeSet::AllBut(vec![2, 5]));
    assert_eq!(only("all-but"), TakeSet::AllBut(vec![]));
    for (bad, why) in [
        ("", "it is empty"),
        ("{}", "it is empty"),
        ("1,,3", "missing at column 3"),
        ("1,x", "`x` at column 3"),
        ("0,1", "0 at column 1"),
        ("all-but:2,0", "0 at column 11"),
        ("1,3,10001", "more than 10000"),
        ("{1,3", "without its `}`"),
        ("-1", "`-1` at column 1"),
    ] {
        let error = bad.parse::<TakeSet>().unwrap_err().to_string();
        assert!(
            error.contains(why) && error.contains("a set is the numbers"),
            "{bad:?}: {error}"
        );
    }
}

fn subtraction(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_optimal-play"))
        .arg("subtraction")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn any_heap_of_a_finite_set_is_answered_by_its_period() {
    // {1, 3, 4}: g repeats 0 1 0 1 2 3 2 from 0, so a heap loses exactly
    // when it is 0 or 2 mod 7.
    for heap in [
        1_000_000_000_000_000_000u64,
        999_999_999_999_999_995,
        7 * 11 + 2,
    ] {
        let out = subtraction(&[
            "--set",
            "1,3,4",
            "solve",
            "--heaps",
            &heap.to_string(),
            "--format",
            "bool",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let wins = !matches!(heap % 7, 0 | 2);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            wins.to_string()
        );
    }
    // A set with a large number: still a period.
    let out = subtraction(&[
        "--set", "2,5,900", "values", "--to", "3000", "--format", "json",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let values: Vec<u32> = serde_json::from_value(json["values"].clone()).unwrap();
    assert_eq!(values, plain(|t| [2, 5, 900].contains(&t), 3000));
    assert!(json["period"].is_object(), "{json}");
}

#[test]
fn an_all_but_game_answers_heaps_to_its_limit_and_refuses_past_it_at_once() {
    let out = subtraction(&[
        "--set",
        "all-but:2",
        "values",
        "--to",
        "20",
        "--format",
        "values",
    ]);
    let values: Vec<u32> = String::from_utf8(out.stdout)
        .unwrap()
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(values, plain(|t| t != 2, 20));
    let text = subtraction(&["--set", "all-but:2", "values", "--to", "20"]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("no period: an all-but game"));
    let out = subtraction(&[
        "--set",
        "all-but:2",
        "solve",
        "--heaps",
        "5 7",
        "--format",
        "text",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // g(5) = 3, g(7) = 3: a loss for the player to move.
    assert!(String::from_utf8_lossy(&out.stdout).contains("XOR 0"));
    let out = subtraction(&["--set", "all-but:2", "solve", "--heaps", "1000001"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains("an all-but game's values have no period"),
        "{error}"
    );
    let out = subtraction(&["--set", "", "solve", "--heaps", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("a set is the numbers"));
}
