//! The contest problems of the toolkit, each against a slow solution of
//! its own written here, sharing no code with the library's.

use std::collections::HashMap;

/// LeetCode 464 "Can I Win", the textbook way: a memoised search over the
/// numbers picked and the total still to go, with LeetCode's conventions
/// (a total of 0 is the first player's; a pool short of the total,
/// nobody's).
fn can_i_win_slowly(most: u32, total: u64) -> bool {
    fn wins(most: u32, picked: u32, to_go: u64, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&picked) {
            return known;
        }
        let result = (1..=most).any(|i| {
            picked & (1 << i) == 0
                && (u64::from(i) >= to_go
                    || !wins(most, picked | (1 << i), to_go - u64::from(i), memo))
        });
        memo.insert(picked, result);
        result
    }
    if total == 0 {
        return true;
    }
    if u64::from(most) * u64::from(most + 1) / 2 < total {
        return false;
    }
    wins(most, 0, total, &mut HashMap::new())
}

/// Every pool of 1 to 12 numbers with every total from 0 to a little past
/// what the pool adds up to.
#[test]
fn can_i_win_agrees_with_a_memoised_search_on_every_small_pool() {
    use optimal_play::games::can_i_win::{Pool, first_player_wins};
    let (mut wins, mut losses) = (0, 0);
    for most in 1..=12u32 {
        let sum = u64::from(most) * u64::from(most + 1) / 2;
        for total in 0..=sum + 2 {
            let expected = can_i_win_slowly(most, total);
            assert_eq!(
                first_player_wins(Pool { most, total }),
                expected,
                "maxChoosableInteger = {most}, desiredTotal = {total}"
            );
            if expected {
                wins += 1;
            } else {
                losses += 1;
            }
        }
    }
    assert!(wins > 100 && losses > 100, "{wins} true, {losses} false");
}

/// LeetCode 2029 "Stone Game IX" by the rules: a memoised search over the
/// stones left of each class mod 3, the removed sum mod 3 and whose turn it
/// is. Whoever makes the sum divisible by 3 loses; with no stone left, Bob
/// wins. Whether Alice, to move first, wins.
fn stone_game_ix_slowly(counts: [u64; 3]) -> bool {
    /// Whether the player to move wins; `alice` says who that is.
    fn wins(
        left: [u64; 3],
        sum: u64,
        alice: bool,
        memo: &mut HashMap<([u64; 3], u64, bool), bool>,
    ) -> bool {
        if left == [0, 0, 0] {
            return !alice;
        }
        if let Some(&known) = memo.get(&(left, sum, alice)) {
            return known;
        }
        let result = (0..3).any(|class| {
            if left[class] == 0 || (sum + class as u64) % 3 == 0 {
                return false; // none left, or removing one loses at once
            }
            let mut next = left;
            next[class] -= 1;
            !wins(next, (sum + class as u64) % 3, !alice, memo)
        });
        memo.insert((left, sum, alice), result);
        result
    }
    wins(counts, 0, true, &mut HashMap::new())
}

/// Every count up to 10 of each class.
#[test]
fn stone_game_ix_agrees_with_a_memoised_search_on_every_small_count() {
    use optimal_play::games::stone_game_ix::alice_wins;
    let mut alice = 0;
    for zeros in 0..=10 {
        for ones in 0..=10 {
            for twos in 0..=10 {
                let counts = [zeros, ones, twos];
                if counts == [0, 0, 0] {
                    continue;
                }
                let expected = stone_game_ix_slowly(counts);
                assert_eq!(alice_wins(counts), expected, "{counts:?}");
                alice += usize::from(expected);
            }
        }
    }
    assert!((300..1000).contains(&alice), "Alice wins {alice} of 1330");
}

/// LeetCode 1686 "Stone Game VI" by search: every order of taking the
/// stones, memoised on the set taken; Alice's total minus Bob's.
fn stone_game_vi_slowly(alice: &[i64], bob: &[i64]) -> i128 {
    /// The mover's total minus the other's from `taken`.
    fn best(alice: &[i64], bob: &[i64], taken: u32, memo: &mut HashMap<u32, i128>) -> i128 {
        if let Some(&known) = memo.get(&taken) {
            return known;
        }
        let alice_moves = taken.count_ones() % 2 == 0;
        let result = (0..alice.len())
            .filter(|&i| taken & (1 << i) == 0)
            .map(|i| {
                let gain = i128::from(if alice_moves { alice[i] } else { bob[i] });
                gain - best(alice, bob, taken | (1 << i), memo)
            })
            .max()
            .unwrap_or(0);
        memo.insert(taken, result);
        result
    }
    best(alice, bob, 0, &mut HashMap::new())
}

/// Random games of 1 to 9 stones, with many equal sums of values.
#[test]
fn stone_game_vi_agrees_with_a_search_over_every_order() {
    use optimal_play::games::stone_game_vi::{Values, margin};
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1686);
    let mut signs = [0usize; 3];
    for _ in 0..3000 {
        let n = rng.random_range(1..=9);
        let alice: Vec<i64> = (0..n).map(|_| rng.random_range(1..=6)).collect();
        let bob: Vec<i64> = (0..n).map(|_| rng.random_range(1..=6)).collect();
        let expected = stone_game_vi_slowly(&alice, &bob);
        let values = Values {
            alice: alice.clone(),
            bob: bob.clone(),
        };
        assert_eq!(margin(&values), expected, "{alice:?} {bob:?}");
        signs[(expected.signum() + 1) as usize] += 1;
    }
    assert!(signs.iter().all(|&count| count > 100), "{signs:?}");
}

/// Codeforces 794E "Choosing Carrot" by search over the game tree: the
/// carrot left from the window `a[i..j)`, Oleg making `k` extra moves first,
/// then Oleg and Igor in turn; Oleg takes the larger outcome, Igor the
/// smaller.
fn carrot_slowly(values: &[i64], k: usize) -> i64 {
    fn left(
        values: &[i64],
        k: usize,
        (i, j): (usize, usize),
        memo: &mut HashMap<(usize, usize), i64>,
    ) -> i64 {
        if j - i == 1 {
            return values[i];
        }
        if let Some(&known) = memo.get(&(i, j)) {
            return known;
        }
        let made = values.len() - (j - i);
        let oleg = made < k || (made - k) % 2 == 0;
        let after_left = left(values, k, (i + 1, j), memo);
        let after_right = left(values, k, (i, j - 1), memo);
        let result = if oleg {
            after_left.max(after_right)
        } else {
            after_left.min(after_right)
        };
        memo.insert((i, j), result);
        result
    }
    left(values, k, (0, values.len()), &mut HashMap::new())
}

/// Every row of 1 to 7 carrots of juiciness 1 to 3, every k: the middle
/// rule's sweep equals the search, and so does negamax over the game's own
/// rules (its margin is the carrot, and the oracle's move values are
/// negamax's at every position of the line).
#[test]
fn choosing_carrot_agrees_with_a_search_for_every_k() {
    use optimal_play::engine::{Game, Negamax, Oracle};
    use optimal_play::games::choosing_carrot::{CarrotOracle, ChoosingCarrot, every_k};
    let mut rows = 0;
    for n in 1..=7u32 {
        for code in 0..3usize.pow(n) {
            let values: Vec<i64> = (0..n)
                .map(|at| (code / 3usize.pow(at) % 3) as i64 + 1)
                .collect();
            let answers = every_k(&values);
            assert_eq!(answers.len(), values.len());
            for (k, &answer) in answers.iter().enumerate() {
                assert_eq!(answer, carrot_slowly(&values, k), "{values:?} k = {k}");
            }
            if n <= 5 {
                for k in 0..values.len() + 1 {
                    let game = ChoosingCarrot::new(values.clone(), k);
                    let expected = carrot_slowly(&values, k.min(values.len() - 1));
                    let mut negamax = Negamax::new(game.clone());
                    assert_eq!(negamax.margin(&game.start()), i128::from(expected));
                    assert_eq!(game.carrot(game.start()), expected);
                    let mut oracle = CarrotOracle::try_from(&game).unwrap();
                    let mut position = game.start();
                    while let Some(&first) = game.moves(&position).first() {
                        assert_eq!(
                            oracle.move_values(&position),
                            negamax.move_values(&position),
                            "{values:?} k = {k} at {position:?}"
                        );
                        position = game.apply(&position, &first).0;
                    }
                }
            }
            rows += 1;
        }
    }
    assert_eq!(rows, 3 + 9 + 27 + 81 + 243 + 729 + 2187);
}

proptest::proptest! {
    /// Longer rows, with juiciness up to 10^9 or with many ties.
    #[test]
    fn choosing_carrot_agrees_with_the_search_on_longer_rows(
        values in proptest::collection::vec(
            proptest::prop_oneof![1i64..=1_000_000_000, 1i64..=4], 1..60),
    ) {
        let answers = optimal_play::games::choosing_carrot::every_k(&values);
        for (k, &answer) in answers.iter().enumerate() {
            proptest::prop_assert_eq!(answer, carrot_slowly(&values, k), "k = {}", k);
        }
    }
}
