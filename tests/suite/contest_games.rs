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
