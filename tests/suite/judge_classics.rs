//! The judge classics of the rule-code families, each checked against an
//! independent slow solver: a memoised search over the game tree written
//! here, and the engine's negamax.

use std::collections::HashMap;

use optimal_play::engine::Negamax;
use optimal_play::games::euclid::{self, Euclid};
use optimal_play::impartial::HeapsPosition;
use optimal_play::impartial::tuple::{Tuple, TupleRules};
use proptest::prelude::*;

/// Euclid's game by brute force: the mover wins when some multiple of the
/// smaller, taken from the larger, leaves a pair the opponent loses.
fn euclid_by_search(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let (high, low) = (a.max(b), a.min(b));
    if low == 0 {
        return false;
    }
    if let Some(&known) = memo.get(&(high, low)) {
        return known;
    }
    let wins = (1..=high / low).any(|k| !euclid_by_search(high - k * low, low, memo));
    memo.insert((high, low), wins);
    wins
}

#[test]
fn euclid_rule_agrees_with_search_and_negamax_up_to_120() {
    let mut memo = HashMap::new();
    let mut negamax = Negamax::new(Tuple::new(Euclid, vec![40, 40]));
    for a in 1..=120 {
        for b in 1..=120 {
            let searched = euclid_by_search(a, b, &mut memo);
            assert_eq!(euclid::mover_wins(a, b), searched, "({a}, {b})");
            if a <= 40 && b <= 40 {
                let position = HeapsPosition {
                    heaps: vec![a, b],
                    moves_made: 0,
                };
                assert_eq!(negamax.value(&position).is_win(), searched, "({a}, {b})");
            }
        }
    }
}

/// A winning move is one of the rules' moves and leaves a pair the
/// opponent loses; a lost pair has none.
fn check_winning_move(a: u64, b: u64) {
    match euclid::winning_move(a, b) {
        None => assert!(!euclid::mover_wins(a, b), "({a}, {b}) wins but has no move"),
        Some([x, y]) => {
            // The larger (the first when equal) less a positive multiple
            // of the smaller; the smaller stays.
            let (high, low, left, kept) = if a >= b { (a, b, x, y) } else { (b, a, y, x) };
            assert_eq!(
                kept, low,
                "({a}, {b}) -> ({x}, {y}) changes the smaller number"
            );
            let taken = high.checked_sub(left).expect("a move takes");
            assert!(taken > 0 && taken % low == 0, "({a}, {b}) -> ({x}, {y})");
            assert!(!euclid::mover_wins(x, y), "({a}, {b}) -> ({x}, {y}) wins");
        }
    }
}

#[test]
fn euclid_winning_moves_are_legal_up_to_300() {
    for a in 1..=300 {
        for b in 1..=300 {
            check_winning_move(a, b);
            if let Some(leave) = euclid::winning_move(a, b) {
                let options = Euclid.options(&[a, b]);
                assert!(options.contains(&leave.to_vec()), "({a}, {b}) -> {leave:?}");
            }
        }
    }
}

/// Consecutive Fibonacci numbers are the longest games: every move is
/// forced, and the mover wins exactly when the forced line is odd.
#[test]
fn euclid_on_fibonacci_pairs_alternates() {
    let (mut low, mut high) = (1u64, 2u64);
    let mut steps = 0;
    while high < 1_000_000_000_000_000_000 {
        // From (F(k+1), F(k)) the moves are forced down to (2, 1), which wins.
        assert_eq!(
            euclid::mover_wins(high, low),
            steps % 2 == 0,
            "({high}, {low})"
        );
        (low, high) = (high, low + high);
        steps += 1;
    }
}

proptest! {
    /// Far past any table: the rule agrees with one step of the search
    /// (some option loses for the opponent), and the winning move is legal.
    #[test]
    fn euclid_at_10_18(low in 1u64..=1_000_000_000_000_000, quotient in 1u64..=1000, rest in 0u64..1_000_000_000_000_000, swap: bool) {
        let rest = rest % low;
        let high = low * quotient + rest;
        let (a, b) = if swap { (low, high) } else { (high, low) };
        let by_step = Euclid
            .options(&[a, b])
            .iter()
            .any(|leave| !euclid::mover_wins(leave[0], leave[1]));
        prop_assert_eq!(euclid::mover_wins(a, b), by_step);
        check_winning_move(a, b);
    }
}
