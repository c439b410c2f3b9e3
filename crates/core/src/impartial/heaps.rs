//! The heap games: each a [`Component`] with its Grundy values and the
//! reason for them.
//!
//! - [`Nim`]: take any positive number from one heap (CSES 1730). A heap's
//!   Grundy value is its size.
//! - [`Subtraction`]: take 1 to `max` (CSES 1098 and LeetCode 292: 1 to 3).
//!   The Grundy value is `size mod (max + 1)`: periodic.
//! - [`StickGame`]: take one of the given numbers (CSES 1729). Grundy values
//!   by the mex rule, O(n·k) for heaps up to n.
//! - [`GrundysGame`]: split one heap into two unequal heaps (CSES 2207).
//!   Grundy values by the mex rule, O(n²) up to [`GRUNDY_COMPUTE_LIMIT`];
//!   no period is known.

use std::sync::Arc;

use super::{Component, mex};
use crate::engine::Value;

/// Nim: a move takes any positive number of sticks from one heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nim;

impl Component for Nim {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        (0..size)
            .map(|left| if left == 0 { vec![] } else { vec![left] })
            .collect()
    }
    fn grundy(&self, size: u64) -> u64 {
        size
    }
    fn grundy_reason(&self) -> &'static str {
        "a Nim heap of n can become any smaller heap, so by the mex rule its Grundy value is n"
    }
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        (target < size).then(|| if target == 0 { vec![] } else { vec![target] })
    }
    /// A heap alone is won in one move: take it all.
    fn alone(&self, size: u64) -> Option<Value> {
        Some(if size == 0 {
            Value::Loss { moves: 0 }
        } else {
            Value::Win { moves: 1 }
        })
    }
}

/// Lasker's Nim: a move takes any number from one heap, or splits a heap
/// into two non-empty heaps without taking (HDU 3032).
///
/// Its Grundy values swap Nim's in each pair `4k + 3`, `4k + 4`:
/// `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`.
/// By induction: the heaps below `n` reach every value below the first of
/// its block of four, and the splits `a + b = n` add what the XOR of two
/// values can be; the block's values fill in the rest.
///
/// ```
/// use optimal_play::impartial::{Component, heaps::Lasker};
/// let g: Vec<u64> = (0..9).map(|n| Lasker.grundy(n)).collect();
/// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lasker;

impl Component for Lasker {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        let takes = (0..size).map(|left| if left == 0 { vec![] } else { vec![left] });
        let splits = (1..=size / 2).map(|a| vec![a, size - a]);
        takes.chain(splits).collect()
    }
    fn grundy(&self, size: u64) -> u64 {
        match size % 4 {
            0 if size > 0 => size - 1,
            3 => size + 1,
            _ => size,
        }
    }
    /// Without listing the options (a heap may be 10^18): the heap of the
    /// target's value when it is smaller, else a split, the first that
    /// reaches it. A value below the heap's is always reached: by the
    /// smaller heap that has it, or, for `4k + 3` below `4k + 4`, by the
    /// split into 1 and `4k + 2`.
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        let heap = match target % 4 {
            0 if target > 0 => target - 1,
            3 => target + 1,
            _ => target,
        };
        if heap < size {
            return Some(if heap == 0 { vec![] } else { vec![heap] });
        }
        (1..=size / 2)
            .find(|&a| self.grundy(a) ^ self.grundy(size - a) == target)
            .map(|a| vec![a, size - a])
    }
    fn grundy_reason(&self) -> &'static str {
        "Lasker's Nim swaps Nim's values in each pair 4k+3, 4k+4: g(4k+3) = 4k+4 and g(4k+4) = \
         4k+3 (a heap of 4k+3 also splits into two heaps whose values XOR to 4k+3), the others \
         keep g(n) = n"
    }
}

/// Subtraction Nim: a move takes 1 to `max` sticks from one heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subtraction {
    /// The most a move may take.
    pub max: u64,
}

impl Component for Subtraction {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        (1..=self.max.min(size))
            .map(|take| {
                if take == size {
                    vec![]
                } else {
                    vec![size - take]
                }
            })
            .collect()
    }
    fn grundy(&self, size: u64) -> u64 {
        size % (self.max + 1)
    }
    fn grundy_reason(&self) -> &'static str {
        "a heap of n reaches the max previous heaps n-1 .. n-max, so the Grundy values run 0, 1, .., max and repeat: n mod (max + 1)"
    }
    /// A heap of `q·(max + 1) + r` alone: won in `2q + 1` moves when
    /// `r > 0` (take `r`, then answer every take `t` with `max + 1 - t`),
    /// else lost in `2q` (take 1 each time, the slowest way down).
    fn alone(&self, size: u64) -> Option<Value> {
        let (rounds, rest) = (size / (self.max + 1), size % (self.max + 1));
        Some(if rest == 0 {
            Value::Loss { moves: 2 * rounds }
        } else {
            Value::Win {
                moves: 2 * rounds + 1,
            }
        })
    }
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        if target > self.max {
            return None;
        }
        let g = self.grundy(size);
        let take = (g + self.max + 1 - target) % (self.max + 1);
        (take >= 1 && take <= size && take <= self.max).then(|| {
            if take == size {
                vec![]
            } else {
                vec![size - take]
            }
        })
    }
}

/// The Stick Game: a move takes exactly one of the allowed numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StickGame {
    allowed: Arc<[u64]>,
    grundy: Arc<[u32]>,
}

impl StickGame {
    /// The game with the `allowed` take sizes, with Grundy values for heaps
    /// up to `up_to`: O(up_to · allowed).
    pub fn new(mut allowed: Vec<u64>, up_to: u64) -> StickGame {
        allowed.sort_unstable();
        allowed.dedup();
        allowed.retain(|&p| p > 0);
        let n = usize::try_from(up_to).expect("a table that fits in memory");
        let mut grundy = vec![0u32; n + 1];
        let mut seen = vec![u64::MAX; allowed.len() + 2];
        for h in 1..=n {
            crate::interrupt::checkpoint();
            for &p in &allowed {
                if p as usize > h {
                    break;
                }
                let g = grundy[h - p as usize] as usize;
                if g < seen.len() {
                    seen[g] = h as u64;
                }
            }
            grundy[h] = seen
                .iter()
                .position(|&s| s != h as u64)
                .unwrap_or(seen.len()) as u32;
        }
        StickGame {
            allowed: allowed.into(),
            grundy: grundy.into(),
        }
    }

    /// The allowed take sizes.
    pub fn allowed(&self) -> &[u64] {
        &self.allowed
    }

    /// The largest heap with a Grundy value in the table.
    pub fn table_limit(&self) -> u64 {
        self.grundy.len() as u64 - 1
    }
}

impl Component for StickGame {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        self.allowed
            .iter()
            .filter(|&&p| p <= size)
            .map(|&p| if p == size { vec![] } else { vec![size - p] })
            .collect()
    }
    fn grundy(&self, size: u64) -> u64 {
        u64::from(self.grundy[usize::try_from(size).expect("within the table")])
    }
    fn grundy_reason(&self) -> &'static str {
        "by the mex rule: a heap's Grundy value is the least value that no heap it can reach has"
    }
}

/// The largest heap whose Grundy value in Grundy's game is computed here:
/// the mex rule over every split costs O(n²) for all heaps up to n (about
/// 0.2 s for 30,000 in a release build).
pub const GRUNDY_COMPUTE_LIMIT: u64 = 30_000;

/// The last heap of Grundy's game whose Grundy value is 0, by the published
/// computation (Achim Flammenkamp, "Sprague-Grundy Values of Grundy's Game",
/// values computed far past 10^9; OEIS A002188): every larger heap has a
/// non-zero value, so the player to move wins.
pub const GRUNDY_LAST_ZERO: u64 = 1222;

/// Grundy's game: a move splits one heap into two heaps of different sizes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundysGame {
    grundy: Arc<[u16]>,
}

impl GrundysGame {
    /// The game with Grundy values for heaps up to `up_to` (at most
    /// [`GRUNDY_COMPUTE_LIMIT`]).
    pub fn new(up_to: u64) -> GrundysGame {
        let n = up_to.min(GRUNDY_COMPUTE_LIMIT) as usize;
        let mut grundy = vec![0u16; n + 1];
        let mut seen = vec![0usize; 1 << 12];
        for h in 3..=n {
            crate::interrupt::checkpoint();
            for a in 1..h.div_ceil(2) {
                let b = h - a;
                if a == b {
                    continue;
                }
                seen[usize::from(grundy[a] ^ grundy[b])] = h;
            }
            grundy[h] = seen.iter().position(|&s| s != h).unwrap_or(seen.len()) as u16;
        }
        GrundysGame {
            grundy: grundy.into(),
        }
    }

    /// The largest heap with a computed Grundy value.
    pub fn table_limit(&self) -> u64 {
        self.grundy.len() as u64 - 1
    }

    /// Whether the player to move wins on one heap of `size`: by the table,
    /// or past it by the published computation ([`GRUNDY_LAST_ZERO`]).
    pub fn first_wins(&self, size: u64) -> bool {
        if size <= self.table_limit() {
            self.grundy(size) != 0
        } else {
            size > GRUNDY_LAST_ZERO
        }
    }
}

impl Component for GrundysGame {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        (1..size.div_ceil(2))
            .filter(|&a| 2 * a != size)
            .map(|a| vec![a, size - a])
            .collect()
    }
    fn grundy(&self, size: u64) -> u64 {
        u64::from(self.grundy[usize::try_from(size).expect("within the table")])
    }
    fn grundy_reason(&self) -> &'static str {
        "by the mex rule over every split into two unequal heaps, whose value is the XOR of the two parts' values"
    }
    /// The first split (smallest part first), as the default finds it, but
    /// without making every option: O(size) with no allocation.
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        (1..size.div_ceil(2))
            .filter(|&a| 2 * a != size)
            .find(|&a| self.grundy(a) ^ self.grundy(size - a) == target)
            .map(|a| vec![a, size - a])
    }
}

/// The Grundy values by the mex rule alone, from the options: the slow
/// definition the fast rules are checked against.
pub fn grundy_by_mex<C: Component>(component: &C, up_to: u64) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for h in 0..=up_to {
        crate::interrupt::checkpoint();
        let g = mex(component
            .options(h)
            .iter()
            .map(|parts| parts.iter().fold(0, |x, &p| x ^ values[p as usize])));
        values.push(g);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grundys_winning_split_is_the_first_option_that_reaches_the_target() {
        let game = GrundysGame::new(200);
        for size in 0..=200 {
            for target in 0..8 {
                let first = game
                    .options(size)
                    .into_iter()
                    .find(|parts| game.xor(parts) == target);
                assert_eq!(game.move_to(size, target), first, "{size} to {target}");
            }
        }
    }

    #[test]
    fn every_rule_is_the_mex_of_its_options() {
        let up_to = 300;
        assert_eq!(
            grundy_by_mex(&Nim, up_to),
            (0..=up_to).map(|h| Nim.grundy(h)).collect::<Vec<_>>()
        );
        let sub = Subtraction { max: 3 };
        assert_eq!(
            grundy_by_mex(&sub, up_to),
            (0..=up_to).map(|h| sub.grundy(h)).collect::<Vec<_>>()
        );
        let stick = StickGame::new(vec![2, 5, 3], up_to);
        assert_eq!(
            grundy_by_mex(&stick, up_to),
            (0..=up_to).map(|h| stick.grundy(h)).collect::<Vec<_>>()
        );
        let grundy = GrundysGame::new(up_to);
        let slow = grundy_by_mex(&grundy, up_to);
        assert_eq!(
            slow,
            (0..=up_to).map(|h| grundy.grundy(h)).collect::<Vec<_>>()
        );
        // OEIS A002188, its first terms.
        assert_eq!(
            slow[..20],
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
        );
    }

    #[test]
    fn the_winning_move_reaches_the_target() {
        for h in 0..60 {
            for target in 0..8 {
                let sub = Subtraction { max: 3 };
                let fast = sub.move_to(h, target);
                let slow = sub
                    .options(h)
                    .into_iter()
                    .find(|parts| sub.xor(parts) == target);
                assert_eq!(fast.is_some(), slow.is_some(), "{h} {target}");
                if let Some(parts) = fast {
                    assert_eq!(sub.xor(&parts), target);
                }
            }
        }
    }
}
