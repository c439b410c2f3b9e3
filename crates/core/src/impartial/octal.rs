//! Octal games by their code: the code read ([`OctalCode`]), one heap's
//! Grundy values computed fast ([`GrundyValues`]), their period found and
//! proven by the periodicity theorem ([`Period`]), and the game on several
//! heaps ([`Octal`], a [`Component`]).
//!
//! # The code
//!
//! `0.d1d2d3…`: digit `dt` says what taking `t` counters from a heap may
//! leave. Bit 1: nothing (the heap was exactly `t`); bit 2: one heap; bit
//! 4: two heaps (the rest split in two); bit 8, in a hexadecimal digit
//! `8`–`F`: three heaps. Kayles is `0.77`, Dawson's Kayles `0.07`,
//! Dawson's chess `0.137`, and a subtraction game with the set `{1, 3, 4}`
//! is `0.3033`.
//!
//! # How the values are computed
//!
//! The plain way takes every move's value and then the mex: O(n) a heap
//! for the splits, O(n²) in all. Here the values are split into *rare* and
//! *common* ones by the parity of `v & mask` (even: rare), for a mask
//! chosen from the values found so far so that few heaps have a rare
//! value (the sparse space of Gangolli and Plambeck, the way Flammenkamp
//! computed octal games far); where every take that splits has the same
//! parity, the heap's own parity may be taken in too (Flammenkamp's domain
//! form). The XOR of two values is common exactly when
//! one of them is rare, so every common value a split reaches comes from a
//! heap with a rare value: the smallest common value not reached is found
//! by walking the rare heaps alone. Below it, the rare values still
//! unreached are looked for among all splits, stopping as soon as each is
//! found. Any mask gives the exact values; a good one makes them fast.
//! The work is counted in splits looked at, so a caller can bound it
//! ([`GrundyValues::until_period_within`]).
//!
//! # The period, proven
//!
//! When `g(n + p) = g(n)` for every `n` from `n0` up to (not including)
//! `2·n0 + p + t`, where `t` is the largest number a move takes, then
//! `g(n + p) = g(n)` for every `n ≥ n0` (Guy and Smith): every option of
//! `n + p` is an option of `n` with its larger heap `p` bigger, and that
//! heap is past `n0`. With three heaps left (bit 8) the same argument
//! needs `3·n0 + 2·p + t`, and with at most one, `n0 + t`. [`Period`]
//! is only ever reported when that check has been made on computed values.
//!
//! ```
//! use optimal_play::impartial::octal::{GrundyValues, OctalCode};
//! let kayles: OctalCode = "0.77".parse().unwrap();
//! let values = GrundyValues::until_period(&kayles, 10_000);
//! let period = values.period().unwrap();
//! assert_eq!((period.period, period.start), (12, 71));
//! // A heap of 10^18 has the value of the heap as far into the period.
//! let heap = 1_000_000_000_000_000_000u64;
//! assert_eq!(values.get(heap), values.get(71 + (heap - 71) % 12));
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::Component;

/// The most digits a code may have after the point.
pub const MAX_DIGITS: usize = 64;

/// What a code is, for error messages.
pub const CODE_HELP: &str = "a code is `0.` and one digit per number of counters taken: digit t \
says what taking t counters from a heap may leave, adding 1 for nothing, 2 for one heap, 4 for \
two heaps (0-7; hexadecimal 8-F add 8, three heaps), such as 0.77 (Kayles) or 0.07 (Dawson's \
Kayles)";

/// A code that is not an octal code: why, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{}` is not an octal code: {why}; {CODE_HELP}", crate::input::excerpt(.code))]
pub struct CodeError {
    /// The code as given.
    pub code: String,
    /// What is wrong, with its column where it has one.
    pub why: String,
}

/// An octal game's code: what taking each number of counters may leave.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// `digits[t]` for taking `t`; `digits[0]` is 0.
    digits: Vec<u8>,
}

impl FromStr for OctalCode {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<OctalCode, CodeError> {
        let error = |why: String| CodeError {
            code: text.to_owned(),
            why,
        };
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(error("it is empty".to_owned()));
        }
        let lead = text.len() - text.trim_start().len();
        let Some(point) = trimmed.find('.') else {
            return Err(error("it has no point".to_owned()));
        };
        let (before, after) = (&trimmed[..point], &trimmed[point + 1..]);
        if !before.chars().all(|c| c == '0') {
            return Err(error(format!(
                "`{before}` before the point: only 0 is taken here (a digit there would let a \
                 move take no counters)"
            )));
        }
        if after.is_empty() {
            return Err(error("it has no digit after the point".to_owned()));
        }
        let mut digits = vec![0u8];
        for (at, c) in after.char_indices() {
            let column = lead + point + 1 + at + 1;
            let digit = c.to_digit(16).ok_or_else(|| {
                error(if c == '.' {
                    format!("a second point at column {column}")
                } else {
                    format!(
                        "`{}` at column {column} is not a digit 0-9 or A-F",
                        c.escape_debug()
                    )
                })
            })?;
            digits.push(digit as u8);
        }
        if digits.len() - 1 > MAX_DIGITS {
            return Err(error(format!(
                "it has {} digits after the point, and at most {MAX_DIGITS} are taken",
                digits.len() - 1
            )));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(OctalCode { digits })
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0.")?;
        if self.digits.len() == 1 {
            return write!(f, "0");
        }
        self.digits[1..].iter().try_for_each(|d| {
            write!(
                f,
                "{}",
                char::from_digit(u32::from(*d), 16)
                    .unwrap_or('?')
                    .to_ascii_uppercase()
            )
        })
    }
}

impl OctalCode {
    /// The subtraction game of `takes` as a code: digit 3 (leave nothing or
    /// one heap) for each number a move may take, 0 elsewhere. Its length
    /// is the largest take, which may be past [`MAX_DIGITS`]. Zeros are
    /// ignored.
    pub fn subtraction(takes: &[u64]) -> OctalCode {
        let longest = takes.iter().copied().max().unwrap_or(0) as usize;
        let mut digits = vec![0u8; longest + 1];
        for &t in takes.iter().filter(|&&t| t > 0) {
            digits[t as usize] = 3;
        }
        OctalCode { digits }
    }

    /// The digit of taking `t` counters (0 past the code's end).
    pub fn digit(&self, t: usize) -> u8 {
        self.digits.get(t).copied().unwrap_or(0)
    }

    /// The largest number of counters a move takes (0 when no move is
    /// allowed).
    pub fn largest_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// The most heaps one move may leave: 1, 2 or 3 (1 when no move
    /// leaves any).
    pub fn most_parts(&self) -> usize {
        let all = self.digits.iter().fold(0, |all, d| all | d);
        if all & 8 != 0 {
            3
        } else if all & 4 != 0 {
            2
        } else {
            1
        }
    }

    /// Every option of a heap of `size`: the heaps each move leaves, sorted,
    /// without zeros (empty when the heap is used up). O(size² ) with three
    /// heaps left, O(size) with two.
    pub fn options(&self, size: u64) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for t in 1..=self
            .largest_take()
            .min(usize::try_from(size).unwrap_or(usize::MAX))
        {
            let (d, rest) = (self.digit(t), size - t as u64);
            if d & 1 != 0 && rest == 0 {
                options.push(vec![]);
            }
            if d & 2 != 0 && rest > 0 {
                options.push(vec![rest]);
            }
            if d & 4 != 0 {
                options.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
            }
            if d & 8 != 0 {
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        options.push(vec![a, b, rest - a - b]);
                    }
                }
            }
        }
        options
    }
}

/// A period of a heap's Grundy values, proven: `g(n + period) = g(n)` for
/// every `n ≥ start`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The period `p`.
    pub period: u64,
    /// Where it starts, `n0` (the pre-period's length): the smallest for
    /// this period among the values computed.
    pub start: u64,
    /// `g(n + p) = g(n)` was checked for every `n` from `start` up to, not
    /// including, this bound, which the periodicity theorem needs:
    /// `2·n0 + p + t` (see the module's notes).
    pub bound: u64,
}

impl Period {
    /// The periodicity theorem's bound for a period `p` from `n0`, for a
    /// game whose moves take at most `t` and leave at most `parts` heaps.
    pub fn theorem_bound(start: u64, period: u64, t: u64, parts: u64) -> u64 {
        // Heaps are never empty: an `n0` of 0 is counted as 1, so that the
        // larger heap of a split of `n + p` is more than `p`.
        parts * start.max(1) + (parts - 1) * period + t
    }

    /// The proof in words.
    pub fn proof(&self, t: usize, parts: usize) -> String {
        let how = match parts {
            1 => "n0 + t",
            2 => "2·n0 + p + t",
            _ => "3·n0 + 2·p + t",
        };
        format!(
            "periodic with period {p} from {n0} on: g(n + {p}) = g(n) checked for every n from \
             {n0} up to {last}, as the periodicity theorem needs: up to {how} = {bound}, where t = \
             {t} is the most a move takes (and n0 counts as at least 1)",
            p = self.period,
            n0 = self.start,
            last = self.bound.saturating_sub(1),
            bound = self.bound,
        )
    }
}

/// One heap's Grundy values: `g(0..len)` computed, and a period when one
/// was found and proven.
#[derive(Debug, Clone)]
pub struct GrundyValues {
    code: OctalCode,
    values: Vec<u32>,
    period: Option<Period>,
}

impl GrundyValues {
    /// `g(0..=to)`, every value computed (none filled in by a period), and
    /// the smallest period those values prove, if any.
    pub fn compute(code: &OctalCode, to: usize) -> GrundyValues {
        let mut builder = Builder::new(code);
        builder.extend_to(to);
        let period = find_period(&builder.values, code);
        GrundyValues {
            code: code.clone(),
            values: builder.values,
            period,
        }
    }

    /// As [`compute`](Self::compute), but stopping once about `work`
    /// splits have been looked at: `g(0..=to)` or as far as the work
    /// reached.
    pub fn compute_within(code: &OctalCode, to: usize, work: u64) -> GrundyValues {
        let mut builder = Builder::new(code);
        builder.extend_within(to, work);
        let period = find_period(&builder.values, code);
        GrundyValues {
            code: code.clone(),
            values: builder.values,
            period,
        }
    }

    /// Values computed until a period is proven, looking at `g(0..=at_most)`
    /// at most: every heap is then answered at once ([`get`](Self::get)).
    /// Without a period, the values up to `at_most`.
    pub fn until_period(code: &OctalCode, at_most: usize) -> GrundyValues {
        GrundyValues::until_period_within(code, at_most, u64::MAX)
    }

    /// As [`until_period`](Self::until_period), but stopping too once about
    /// `work` splits have been looked at: the values are then those
    /// computed so far. The work is what bounds the time: sparse values
    /// cost a few splits a heap, values that are not sparse half the heap.
    pub fn until_period_within(code: &OctalCode, at_most: usize, work: u64) -> GrundyValues {
        let mut builder = Builder::new(code);
        let mut to = 64.min(at_most);
        loop {
            let complete = builder.extend_within(to, work);
            if let Some(period) = find_period(&builder.values, code) {
                return GrundyValues {
                    code: code.clone(),
                    values: builder.values,
                    period: Some(period),
                };
            }
            if to >= at_most || !complete {
                return GrundyValues {
                    code: code.clone(),
                    values: builder.values,
                    period: None,
                };
            }
            to = to.saturating_mul(2).min(at_most);
        }
    }

    /// The code.
    pub fn code(&self) -> &OctalCode {
        &self.code
    }

    /// The values computed: `g(0)`, `g(1)`, ….
    pub fn computed(&self) -> &[u32] {
        &self.values
    }

    /// The proven period, if one was found.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// `g(n)`: computed, or by the proven period; `None` past the values
    /// computed when no period is proven.
    pub fn get(&self, n: u64) -> Option<u32> {
        if let Some(&value) = usize::try_from(n).ok().and_then(|n| self.values.get(n)) {
            return Some(value);
        }
        let period = self.period?;
        let at = period.start + (n - period.start) % period.period;
        self.values.get(usize::try_from(at).ok()?).copied()
    }

    /// The largest heap [`get`](Self::get) answers: any, with a period.
    pub fn answers_up_to(&self) -> u64 {
        match self.period {
            Some(_) => u64::MAX,
            None => self.values.len() as u64 - 1,
        }
    }
}

/// Finds the smallest period the values prove, with its smallest start.
///
/// For each period `p`, the values repeat with period `p` from `last - p -
/// z[p] + 1` on, where `z` is the Z-function of the values read backwards
/// (`z[p]`: how many values, from the last one down, equal the value `p`
/// further down). One O(n) pass gives every period's start, so each
/// period costs O(1) to try.
fn find_period(values: &[u32], code: &OctalCode) -> Option<Period> {
    let last = values.len() as u64 - 1;
    let (t, parts) = (code.largest_take() as u64, code.most_parts() as u64);
    let longest = (1..=last)
        .take_while(|&p| Period::theorem_bound(0, p, t, parts) + p <= last + 1)
        .last()?;
    let backwards: Vec<u32> = values.iter().rev().copied().collect();
    let z = z_function(&backwards);
    (1..=longest).find_map(|p| {
        // `values[n] == values[n + p]` for `n` from `last - p` down to
        // `last - p - z[p] + 1`.
        let matched = z[p as usize] as u64;
        let start = (last - p + 1).saturating_sub(matched);
        let bound = Period::theorem_bound(start, p, t, parts);
        (bound + p <= last + 1).then_some(Period {
            period: p,
            start,
            bound,
        })
    })
}

/// The Z-function: `z[i]` is the length of the longest common prefix of
/// `s` and `s[i..]` (`z[0]` is `s.len()`), in O(n).
fn z_function(s: &[u32]) -> Vec<usize> {
    let n = s.len();
    let mut z = vec![0; n];
    if n == 0 {
        return z;
    }
    z[0] = n;
    let (mut left, mut right) = (0, 0);
    for i in 1..n {
        if i < right {
            z[i] = (right - i).min(z[i - left]);
        }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] {
            z[i] += 1;
        }
        if i + z[i] > right {
            (left, right) = (i, i + z[i]);
        }
    }
    z
}

/// Which heaps are rare: those where the parity of `value & mask` (its
/// number of bits set, odd or even) is even, or, in the domain form, equals
/// the parity of the heap less a split's take.
///
/// A split of `r` into `a + b` has the value `g(a) ^ g(b)`, whose parity
/// under the mask is the XOR of the two parities. In the plain (range)
/// form a heap is common when its value's parity is odd, so two common
/// heaps give an even value and one rare and one common an odd one. In the
/// domain form (Flammenkamp's, for games like Officers, `0.6`) a heap's
/// parity is taken together with its size's, and as `a + b = r` the same
/// holds with the parity of `r` in: the *cheap* values of a heap, those
/// only a split with a rare heap in it reaches, are those of parity
/// `1 ^ (r & 1)`. Either way a heap is rare exactly when its value is not
/// among its own cheap values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Sparse {
    mask: u32,
    /// The domain form: only when every split takes the same parity.
    domain: bool,
    /// The parity of the splits' takes.
    take_parity: usize,
}

impl Sparse {
    /// The parity under the mask of the values only a split with a rare
    /// heap in it reaches, for heap `n`.
    fn cheap_parity(self, n: usize) -> u32 {
        1 ^ (self.domain && (n ^ self.take_parity) & 1 == 1) as u32
    }

    /// The parity of `value & mask`.
    fn parity(self, value: u32) -> u32 {
        (value & self.mask).count_ones() % 2
    }

    /// Whether heap `n` of value `value` is rare.
    fn rare(self, n: usize, value: u32) -> bool {
        self.parity(value) != self.cheap_parity(n)
    }
}

/// Computes one heap's values in order, by the sparse-space method.
struct Builder<'a> {
    code: &'a OctalCode,
    values: Vec<u32>,
    /// `seen[v] == stamp` when value `v` is an option of the heap being
    /// computed.
    seen: Vec<u32>,
    sparse: Sparse,
    /// The heaps (from 1) whose values are rare, in order.
    rare: Vec<u32>,
    /// How many heaps have each value, odd heaps and even apart.
    counts: [Vec<u64>; 2],
    /// The takes that may leave nothing or one heap (a digit with 1 or 2),
    /// the takes that may leave two heaps, and three.
    one: Vec<usize>,
    two: Vec<usize>,
    three: Vec<usize>,
    /// For three heaps: the values two heaps of `m` in all reach.
    pairs: Vec<Vec<u32>>,
    /// A power of two above every value so far: no option reaches it.
    top: usize,
    /// Scratch: the values below the common mex not reached yet.
    wanted: Vec<u32>,
    /// The splits looked at so far.
    work: u64,
}

impl<'a> Builder<'a> {
    fn new(code: &'a OctalCode) -> Builder<'a> {
        let takes = |bit: u8| {
            (1..=code.largest_take())
                .filter(|&t| code.digit(t) & bit != 0)
                .collect::<Vec<_>>()
        };
        let two = takes(4);
        Builder {
            code,
            values: vec![0],
            seen: vec![0; 2],
            sparse: Sparse {
                mask: 0,
                domain: false,
                take_parity: two.first().map_or(0, |t| t % 2),
            },
            rare: Vec::new(),
            counts: [vec![1], Vec::new()],
            one: takes(3),
            two,
            three: takes(8),
            pairs: vec![Vec::new()],
            top: 1,
            wanted: Vec::new(),
            work: 0,
        }
    }

    fn extend_to(&mut self, to: usize) {
        self.extend_within(to, u64::MAX);
    }

    /// Extends the values to `g(to)`, unless more than `work` splits in all
    /// have been looked at first: whether they reached `to`.
    fn extend_within(&mut self, to: usize, work: u64) -> bool {
        while self.values.len() <= to {
            if self.work > work {
                return false;
            }
            crate::interrupt::checkpoint();
            self.push_next();
            let n = self.values.len() - 1;
            if n >= 32 && n.is_power_of_two() {
                self.choose_mask();
            }
        }
        true
    }

    fn push_next(&mut self) {
        let n = self.values.len();
        let stamp = u32::try_from(n).expect("at most 2^32 - 1 heaps are computed");
        let g: &[u32] = &self.values;
        let seen: &mut [u32] = &mut self.seen;
        for &t in self.one.iter().take_while(|&&t| t <= n) {
            let (d, rest) = (self.code.digit(t), n - t);
            if d & 1 != 0 && rest == 0 {
                seen[0] = stamp;
            }
            if d & 2 != 0 && rest > 0 {
                seen[g[rest] as usize] = stamp;
            }
        }
        // Common values: a heap with a rare value and one with a common.
        // Where rare values are not rare (a fourth of the heaps or more),
        // every split is marked instead: the plain way, no slower.
        let dense = 4 * self.rare.len() > n;
        for &t in &self.two {
            let Some(rest) = n.checked_sub(t).filter(|&r| r >= 2) else {
                continue;
            };
            if dense {
                let (small, large) = (&g[1..=rest / 2], g[rest - rest / 2..rest].iter().rev());
                for (x, y) in small.iter().zip(large) {
                    seen[(x ^ y) as usize] = stamp;
                }
                self.work += small.len() as u64;
                continue;
            }
            let below = self.rare.partition_point(|&a| (a as usize) < rest);
            self.work += below as u64;
            for &a in &self.rare[..below] {
                let a = a as usize;
                seen[(g[a] ^ g[rest - a]) as usize] = stamp;
            }
        }
        if !self.three.is_empty() {
            let mut reached = Vec::new();
            for a in 1..=n / 2 {
                reached.push(g[a] ^ g[n - a]);
            }
            reached.sort_unstable();
            reached.dedup();
            self.work += (n / 2) as u64;
            self.pairs.push(reached);
            for &t in &self.three {
                let Some(rest) = n.checked_sub(t).filter(|&r| r >= 3) else {
                    continue;
                };
                for c in 1..=rest - 2 {
                    self.work += self.pairs[rest - c].len() as u64;
                    for &v in &self.pairs[rest - c] {
                        seen[(g[c] ^ v) as usize] = stamp;
                    }
                }
            }
        }
        // Every option is below `top` (an XOR of values below it), so the
        // mex is at most `top`.
        let (sparse, top) = (self.sparse, self.top);
        let cheap = sparse.cheap_parity(n);
        let common_mex = (0..top)
            .find(|&v| sparse.parity(v as u32) == cheap && seen[v] != stamp)
            .unwrap_or(top);
        // The values below it not reached yet: rare ones, which two heaps
        // with common values reach, looked for among every split.
        let mut wanted = std::mem::take(&mut self.wanted);
        wanted.clear();
        wanted.extend((0..common_mex as u32).filter(|&v| seen[v as usize] != stamp));
        // Every take's splits side by side, smaller heap first, in blocks
        // of 64: the first few blocks in order (games like 0.774 find
        // their values among the small heaps), then a stride across the
        // heap so that both heaps' values vary (games like Officers, 0.6,
        // find theirs far sooner so). A value is looked for until found or
        // every split is seen.
        let longest = self
            .two
            .iter()
            .map(|&t| n.saturating_sub(t) / 2)
            .max()
            .unwrap_or(0);
        // Where every split was marked already, none is left to look at.
        let blocks = if dense {
            0
        } else {
            longest.div_ceil(SEARCH_BLOCK)
        };
        let in_order = IN_ORDER_BLOCKS.min(blocks);
        let stride = stride_across(blocks);
        let strided = (0..blocks)
            .map(|k| k * stride % blocks)
            .filter(|&block| block >= in_order);
        for block in (0..in_order).chain(strided) {
            if wanted.is_empty() {
                break;
            }
            let from = 1 + SEARCH_BLOCK * block;
            for &t in &self.two {
                let rest = n.saturating_sub(t);
                let to = (from + SEARCH_BLOCK - 1).min(rest / 2);
                if from > to {
                    continue;
                }
                let small = &g[from..=to];
                let large = g[rest - to..=rest - from].iter().rev();
                for (x, y) in small.iter().zip(large) {
                    seen[(x ^ y) as usize] = stamp;
                }
                self.work += small.len() as u64;
            }
            wanted.retain(|&v| seen[v as usize] != stamp);
        }
        let value = wanted.first().copied().unwrap_or(common_mex as u32);
        self.wanted = wanted;
        self.values.push(value);
        let v = value as usize;
        let counts = &mut self.counts[n % 2];
        if v >= counts.len() {
            counts.resize(v + 1, 0);
        }
        counts[v] += 1;
        if v >= self.top {
            self.top = (v + 1).next_power_of_two();
            self.seen.resize(self.top + 1, 0);
        }
        if self.sparse.rare(n, value) {
            self.rare.push(stamp);
        }
    }

    /// Chooses the mask, and the range or domain form, that leaves the
    /// fewest rare heaps.
    fn choose_mask(&mut self) {
        let largest = self.counts[0].len().max(self.counts[1].len()) - 1;
        let bits = usize::BITS - largest.leading_zeros();
        if bits > 12 {
            return;
        }
        let take_parity = self.sparse.take_parity;
        let domain_allowed = self.two.iter().all(|t| t % 2 == take_parity);
        let rare_heaps = |sparse: Sparse| -> u64 {
            (0..2)
                .map(|n| {
                    self.counts[n]
                        .iter()
                        .enumerate()
                        .filter(|&(v, _)| sparse.rare(n, v as u32))
                        .map(|(_, &count)| count)
                        .sum::<u64>()
                })
                .sum()
        };
        let mut best = (rare_heaps(self.sparse), self.sparse);
        for domain in [false, true].into_iter().filter(|&d| !d || domain_allowed) {
            for mask in 1..1u32 << bits {
                let sparse = Sparse {
                    mask,
                    domain,
                    take_parity,
                };
                let rare = rare_heaps(sparse);
                if rare < best.0 {
                    best = (rare, sparse);
                }
            }
        }
        if best.1 != self.sparse {
            self.sparse = best.1;
            let (values, sparse) = (&self.values, self.sparse);
            self.rare = (1..values.len() as u32)
                .filter(|&n| sparse.rare(n as usize, values[n as usize]))
                .collect();
        }
    }
}

/// How many splits the search for the values a split reaches looks at in
/// one go, between checks of which are still missing.
const SEARCH_BLOCK: usize = 64;

/// How many blocks of splits, from the smallest heap up, the search looks
/// at in order before it strides across the rest.
const IN_ORDER_BLOCKS: usize = 16;

/// A step about 0.618 of the way round `blocks` (the golden ratio's
/// fraction), prime to it, so that stepping by it visits every block once
/// and consecutive blocks lie far apart.
fn stride_across(blocks: usize) -> usize {
    if blocks <= 2 {
        return 1;
    }
    let gcd = |mut a: usize, mut b: usize| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut stride = blocks * 618 / 1000;
    while gcd(stride, blocks) != 1 {
        stride += 1;
    }
    stride
}

/// An octal game on one heap, as a [`Component`]: its values computed and,
/// past them, its proven period.
#[derive(Debug, Clone)]
pub struct Octal {
    values: Arc<GrundyValues>,
}

impl Octal {
    /// The game of `values`' code. Heaps past the values computed need
    /// their proven period: check [`GrundyValues::answers_up_to`] first.
    pub fn new(values: Arc<GrundyValues>) -> Octal {
        Octal { values }
    }

    /// The values.
    pub fn values(&self) -> &GrundyValues {
        &self.values
    }
}

impl Component for Octal {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        self.values.code.options(size)
    }

    fn grundy(&self, size: u64) -> u64 {
        u64::from(
            self.values
                .get(size)
                .expect("heaps past the values computed are refused before play"),
        )
    }

    fn grundy_reason(&self) -> &'static str {
        "by the mex rule: the smallest value no move reaches, a move's value being the XOR of \
         the heaps it leaves; past the values computed, by the proven period"
    }

    /// A move to `target`, looking at splits only as far as they differ:
    /// past the period's start, a split and the one with its smaller heap
    /// `p` smaller reach the same value.
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        let code = &self.values.code;
        let reach = match self.values.period {
            Some(period) => period.start + period.period,
            None => size,
        };
        let g = |n: u64| self.grundy(n);
        for t in 1..=code
            .largest_take()
            .min(usize::try_from(size).unwrap_or(usize::MAX))
        {
            let (d, rest) = (code.digit(t), size - t as u64);
            if d & 1 != 0 && rest == 0 && target == 0 {
                return Some(vec![]);
            }
            if d & 2 != 0 && rest > 0 && g(rest) == target {
                return Some(vec![rest]);
            }
            if d & 4 != 0 {
                if let Some(a) = (1..=(rest / 2).min(reach)).find(|&a| g(a) ^ g(rest - a) == target)
                {
                    return Some(vec![a, rest - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..=(rest / 3).min(reach) {
                    for b in a..=((rest - a) / 2).min(a.max(reach)) {
                        if g(a) ^ g(b) ^ g(rest - a - b) == target {
                            return Some(vec![a, b, rest - a - b]);
                        }
                    }
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The period search the plain way: every period, every start.
    fn find_period_slowly(values: &[u32], code: &OctalCode) -> Option<Period> {
        let last = values.len() as u64 - 1;
        let (t, parts) = (code.largest_take() as u64, code.most_parts() as u64);
        (1..=last).find_map(|p| {
            let start = (0..=last - p)
                .find(|&s| (s..=last - p).all(|n| values[n as usize] == values[(n + p) as usize]))
                .unwrap_or(last - p + 1);
            let bound = Period::theorem_bound(start, p, t, parts);
            (bound + p <= last + 1).then_some(Period {
                period: p,
                start,
                bound,
            })
        })
    }

    #[test]
    fn the_z_function_finds_the_period_the_plain_search_finds() {
        let mut seed = 7u64;
        let mut next = move |below: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % below
        };
        for code in ["0.77", "0.7", "0.B", "0.3033"] {
            let code: OctalCode = code.parse().unwrap();
            for _ in 0..300 {
                let len = 1 + next(120) as usize;
                let (period, pre, kinds) = (1 + next(12) as usize, next(40) as usize, 1 + next(4));
                let mut values: Vec<u32> = Vec::with_capacity(len);
                for n in 0..len {
                    let v = if n >= pre + period && next(50) != 0 {
                        values[n - period]
                    } else {
                        next(kinds) as u32
                    };
                    values.push(v);
                }
                assert_eq!(
                    find_period(&values, &code),
                    find_period_slowly(&values, &code),
                    "{values:?} for {code}"
                );
            }
        }
    }
}
