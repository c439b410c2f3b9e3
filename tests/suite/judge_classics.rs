//! The judge classics of the rule-code families, each checked against an
//! independent slow solver: a memoised search over the game tree written
//! here, and the engine's negamax.

use std::collections::HashMap;

use optimal_play::engine::{Game, Negamax};
use optimal_play::games::euclid::{self, Euclid};
use optimal_play::games::georgia_and_bob::{self, Chessmen, Slide};
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

/// Georgia and Bob by brute force over the game tree: chessmen at sorted
/// grids; the mover wins when some slide leaves a lost row.
fn georgia_by_search(at: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(at) {
        return known;
    }
    let mut wins = false;
    for i in 0..at.len() {
        let before = if i == 0 { 0 } else { at[i - 1] };
        for to in before + 1..at[i] {
            let mut next = at.to_vec();
            next[i] = to;
            if !georgia_by_search(&next, memo) {
                wins = true;
            }
        }
    }
    memo.insert(at.to_vec(), wins);
    wins
}

/// Every sorted set of distinct grids from 1 to `width`.
fn rows_within(width: u64) -> Vec<Vec<u64>> {
    (1u32..1 << width)
        .map(|mask| (1..=width).filter(|g| mask >> (g - 1) & 1 == 1).collect())
        .collect()
}

#[test]
fn georgia_rule_agrees_with_search_on_every_row_of_12_grids() {
    let mut memo = HashMap::new();
    for at in rows_within(12) {
        let searched = georgia_by_search(&at, &mut memo);
        assert_eq!(georgia_and_bob::pair_xor(&at) != 0, searched, "{at:?}");
        match georgia_and_bob::winning_move(&at) {
            None => assert!(!searched, "{at:?} wins but has no move"),
            Some((from, to)) => {
                let game = Chessmen::new(at.clone());
                let mv = Slide { from, to };
                assert!(game.is_legal(&game.start(), &mv), "{at:?}: {from} to {to}");
                let (next, _) = game.apply(&game.start(), &mv);
                assert!(
                    !georgia_by_search(&next.at, &mut memo),
                    "{at:?}: {from} to {to}"
                );
            }
        }
    }
}

#[test]
fn georgia_negamax_agrees_with_the_rule_on_small_rows() {
    for at in rows_within(9) {
        let game = Chessmen::new(at.clone());
        let exact = Negamax::new(game.clone()).value(&game.start());
        assert_eq!(
            exact.is_win(),
            georgia_and_bob::pair_xor(&at) != 0,
            "{at:?}"
        );
    }
}

proptest! {
    /// At any size: the rule is the Stair Game's, with the gaps as stairs
    /// counted from the right above a floor; the winning move is legal and
    /// leaves XOR 0; and from a lost row no slide leaves XOR 0.
    #[test]
    fn georgia_at_10_18(grids in proptest::collection::btree_set(1u64..=1_000_000_000_000_000_000, 1..40)) {
        let at: Vec<u64> = grids.into_iter().collect();
        let mut stairs = vec![0];
        let mut before = 0;
        let mut gaps = Vec::new();
        for &grid in &at {
            gaps.push(grid - before - 1);
            before = grid;
        }
        stairs.extend(gaps.iter().rev());
        let xor = georgia_and_bob::pair_xor(&at);
        prop_assert_eq!(xor == 0, optimal_play::impartial::stairs::even_xor(&stairs) == 0);
        let game = Chessmen::new(at.clone());
        match georgia_and_bob::winning_move(&at) {
            None => prop_assert_eq!(xor, 0),
            Some((from, to)) => {
                let mv = Slide { from, to };
                prop_assert!(game.is_legal(&game.start(), &mv));
                prop_assert_eq!(georgia_and_bob::pair_xor(&game.apply(&game.start(), &mv).0.at), 0);
            }
        }
        if xor == 0 {
            // A slide by one grid, and a slide by the most, from each chessman.
            for (i, &from) in at.iter().enumerate() {
                let floor = if i == 0 { 1 } else { at[i - 1] + 1 };
                for to in [from.saturating_sub(1), floor] {
                    let mv = Slide { from, to };
                    if game.is_legal(&game.start(), &mv) {
                        prop_assert_ne!(georgia_and_bob::pair_xor(&game.apply(&game.start(), &mv).0.at), 0);
                    }
                }
            }
        }
    }
}
