//! The games that join through the one trait, checked against independent
//! slow solvers: Wythoff's closed form against negamax on every pair up to
//! 60 and against big-integer arithmetic far beyond, and Stone Game IV's
//! sieve against the plain recurrence and negamax.

use num_bigint::BigUint;
use optimal_play::engine::{Negamax, Value};
use optimal_play::games::stone_game_iv::{self, StoneGameIv};
use optimal_play::games::wythoff::{self, Wythoff};
use optimal_play::impartial::tuple::Tuple;
use optimal_play::plugin::Plugin;
use proptest::prelude::*;

/// Whether the mover loses from `position`, by negamax over the whole tree.
fn negamax_loses<R: optimal_play::impartial::tuple::TupleRules>(
    solver: &mut Negamax<Tuple<R>>,
    heaps: Vec<u64>,
) -> bool {
    let position = optimal_play::impartial::HeapsPosition {
        heaps,
        moves_made: 0,
    };
    !solver.value(&position).is_win()
}

#[test]
fn wythoff_cold_pairs_are_negamax_s_lost_positions_up_to_60() {
    let mut solver = Negamax::new(Tuple::new(Wythoff, vec![60, 60]));
    for a in 0..=60 {
        for b in 0..=60 {
            let lost = negamax_loses(&mut solver, vec![a, b]);
            assert_eq!(wythoff::is_cold(a, b), lost, "({a}, {b})");
        }
    }
}

#[test]
fn wythoff_winning_move_is_legal_and_leaves_a_cold_pair_up_to_300() {
    for a in 0..=300u64 {
        for b in 0..=300u64 {
            match wythoff::winning_move(a, b) {
                None => assert!(wythoff::is_cold(a, b), "({a}, {b}) has no move"),
                Some(leave) => assert_legal_and_cold(a, b, leave),
            }
        }
    }
}

fn assert_legal_and_cold(a: u64, b: u64, [x, y]: [u64; 2]) {
    let legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b - y);
    assert!(legal, "({a}, {b}) -> ({x}, {y}) is no move");
    assert!(wythoff::is_cold(x, y), "({a}, {b}) -> ({x}, {y}) is hot");
}

/// `⌊kφ⌋` the slow way: the largest m with `(2m - k)² < 5k²`.
fn lower_by_bigint(k: u64) -> u64 {
    let k = BigUint::from(k);
    let root = (BigUint::from(5u8) * &k * &k).sqrt(); // ⌊√5 k⌋
    u64::try_from((k + root) / 2u8).expect("fits")
}

proptest! {
    #[test]
    fn wythoff_lower_agrees_with_big_integers(k in 0u64..=1_000_000_000_000_000_000) {
        prop_assert_eq!(wythoff::lower(k), lower_by_bigint(k));
    }

    #[test]
    fn wythoff_cold_pairs_at_10_18(k in 0u64..=600_000_000_000_000_000, extra in 1u64..1000) {
        let a = wythoff::lower(k);
        prop_assert!(wythoff::is_cold(a, a + k) && wythoff::is_cold(a + k, a));
        prop_assert!(!wythoff::is_cold(a, a + k + extra));
        prop_assert_eq!(wythoff::partner(a), a + k);
        prop_assert_eq!(wythoff::partner(a + k), a);
    }

    #[test]
    fn wythoff_winning_moves_at_10_18(a in 0u64..=1_000_000_000_000_000_000, b in 0u64..=1_000_000_000_000_000_000) {
        match wythoff::winning_move(a, b) {
            None => prop_assert!(wythoff::is_cold(a, b)),
            Some(leave) => assert_legal_and_cold(a, b, leave),
        }
    }
}

/// The plain O(n√n) recurrence: a heap is won when some square leads to a
/// lost one.
fn losing_by_recurrence(most: usize) -> Vec<bool> {
    let mut lost = vec![false; most + 1];
    for n in 0..=most {
        lost[n] = (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= n)
            .all(|s| !lost[n - s]);
    }
    lost
}

#[test]
fn stone_game_iv_sieve_agrees_with_the_recurrence_and_negamax() {
    let most = 5000;
    let sieve = stone_game_iv::losing(most);
    assert_eq!(sieve, losing_by_recurrence(most));
    let game = StoneGameIv.game(&[300]);
    let mut solver = Negamax::new(game);
    for n in 0..=300u64 {
        assert_eq!(
            negamax_loses(&mut solver, vec![n]),
            sieve[n as usize],
            "n = {n}"
        );
    }
}

#[test]
fn stone_game_iv_remoteness_is_exact_on_small_heaps() {
    // LeetCode's example 4: from 7 Bob wins, and Alice makes it last 4 moves.
    let game = StoneGameIv.game(&[7]);
    let value = optimal_play::engine::position_value(
        &game,
        &mut <StoneGameIv as Plugin>::Oracle::from(&game),
        &optimal_play::engine::Game::start(&game),
    );
    assert_eq!(value, Value::Loss { moves: 4 });
}

/// Divisor Game: the parity rule is negamax's verdict on every n up to 300,
/// and the proper divisors are those found by trying every number below n.
#[test]
fn divisor_game_parity_agrees_with_negamax_and_the_divisors_with_trial() {
    use optimal_play::games::divisor_game::{self, Rules};
    let mut solver = Negamax::new(Tuple::new(Rules, vec![300]));
    for n in 0..=300u64 {
        let tried: Vec<u64> = (1..n).filter(|x| n % x == 0).collect();
        assert_eq!(divisor_game::proper_divisors(n), tried, "{n}");
        assert_eq!(
            negamax_loses(&mut solver, vec![n]),
            !divisor_game::alice_wins(n),
            "{n}"
        );
    }
    // Past any table: the rule at 2^63 - 1 (odd) and 2^62 (even).
    assert!(!divisor_game::alice_wins(u64::MAX >> 1));
    assert!(divisor_game::alice_wins(1 << 62));
}
