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
//! computed octal games far). The XOR of two values is common exactly when
//! one of them is rare, so every common value a split reaches comes from a
//! heap with a rare value: the smallest common value not reached is found
//! by walking the rare heaps alone. Below it, the rare values still
//! unreached are looked for among all splits, stopping as soon as each is
//! found, which is almost at once. Any mask gives the exact values; a good
//! one makes them fast.
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
#[error("`{code}` is not an octal code: {why}; {CODE_HELP}")]
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
                    format!("`{c}` at column {column} is not a digit 0-9 or A-F")
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

    /// Values computed until a period is proven, looking at `g(0..=at_most)`
    /// at most: every heap is then answered at once ([`get`](Self::get)).
    /// Without a period, the values up to `at_most`.
    pub fn until_period(code: &OctalCode, at_most: usize) -> GrundyValues {
        let mut builder = Builder::new(code);
        let mut to = 64.min(at_most);
        loop {
            builder.extend_to(to);
            if let Some(period) = find_period(&builder.values, code) {
                return GrundyValues {
                    code: code.clone(),
                    values: builder.values,
                    period: Some(period),
                };
            }
            if to >= at_most {
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
fn find_period(values: &[u32], code: &OctalCode) -> Option<Period> {
    let last = values.len() as u64 - 1;
    let (t, parts) = (code.largest_take() as u64, code.most_parts() as u64);
    // Periods whose values matched far back without a proof: their
    // multiples match as far, and cannot be proven sooner.
    let mut long_miss: Vec<u64> = Vec::new();
    for p in 1..=last {
        if Period::theorem_bound(0, p, t, parts) + p > last + 1 {
            break;
        }
        if long_miss.iter().any(|q| p % q == 0) {
            continue;
        }
        // The smallest start from which every computed value repeats.
        let mut n = last - p;
        let start = loop {
            if values[n as usize] != values[(n + p) as usize] {
                break n + 1;
            }
            if n == 0 {
                break 0;
            }
            n -= 1;
        };
        let bound = Period::theorem_bound(start, p, t, parts);
        if bound + p <= last + 1 {
            return Some(Period {
                period: p,
                start,
                bound,
            });
        }
        if last - start > last / 4 {
            long_miss.push(p);
        }
    }
    None
}

/// Whether `value` is rare under `mask`: `value & mask` has an even number
/// of bits set. The XOR of two values is rare exactly when both are rare or
/// both common.
fn rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}

/// Computes one heap's values in order, by the sparse-space method.
struct Builder<'a> {
    code: &'a OctalCode,
    values: Vec<u32>,
    /// `seen[v] == stamp` when value `v` is an option of the heap being
    /// computed.
    seen: Vec<u32>,
    mask: u32,
    /// The heaps (from 1) whose values are rare, in order.
    rare: Vec<u32>,
    /// How many heaps have each value.
    counts: Vec<u64>,
    /// The takes that may leave nothing or one heap (a digit with 1 or 2),
    /// the takes that may leave two heaps, and three.
    one: Vec<usize>,
    two: Vec<usize>,
    three: Vec<usize>,
    /// For three heaps: the values two heaps of `m` in all reach.
    pairs: Vec<Vec<u32>>,
    /// A power of two above every value so far: no option reaches it.
    top: usize,
    /// Scratch bits: the rare values looked for, and those found.
    wanted: Vec<u64>,
    found: Vec<u64>,
}

impl<'a> Builder<'a> {
    fn new(code: &'a OctalCode) -> Builder<'a> {
        let takes = |bit: u8| {
            (1..=code.largest_take())
                .filter(|&t| code.digit(t) & bit != 0)
                .collect::<Vec<_>>()
        };
        Builder {
            code,
            values: vec![0],
            seen: vec![0; 2],
            mask: 0,
            rare: Vec::new(),
            counts: vec![1],
            one: takes(3),
            two: takes(4),
            three: takes(8),
            pairs: vec![Vec::new()],
            top: 1,
            wanted: Vec::new(),
            found: Vec::new(),
        }
    }

    fn extend_to(&mut self, to: usize) {
        while self.values.len() <= to {
            self.push_next();
            let n = self.values.len() - 1;
            if n >= 32 && n.is_power_of_two() {
                self.choose_mask();
            }
        }
    }

    fn push_next(&mut self) {
        let n = self.values.len();
        let stamp = u32::try_from(n).expect("at most 2^32 - 1 heaps are computed");
        let g = &self.values;
        let seen = &mut self.seen;
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
                continue;
            }
            for &a in &self.rare {
                let a = a as usize;
                if a >= rest {
                    break;
                }
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
            self.pairs.push(reached);
            for &t in &self.three {
                let Some(rest) = n.checked_sub(t).filter(|&r| r >= 3) else {
                    continue;
                };
                for c in 1..=rest - 2 {
                    for &v in &self.pairs[rest - c] {
                        seen[(g[c] ^ v) as usize] = stamp;
                    }
                }
            }
        }
        // Every option is below `top` (an XOR of values below it), so the
        // mex is at most `top`.
        let (mask, top) = (self.mask, self.top);
        let common_mex = (0..top)
            .find(|&v| !rare(v as u32, mask) && seen[v] != stamp)
            .unwrap_or(top);
        // The rare values below it not reached yet, as bits.
        let words = common_mex / 64 + 1;
        let mut wanted = std::mem::take(&mut self.wanted);
        let mut found = std::mem::take(&mut self.found);
        wanted.clear();
        wanted.resize(words, 0);
        found.clear();
        found.resize(self.top / 64 + 1, 0);
        for v in (0..common_mex).filter(|&v| seen[v] != stamp) {
            wanted[v / 64] |= 1 << (v % 64);
        }
        let all_found = |found: &[u64]| wanted.iter().zip(found).all(|(w, f)| w & !f == 0);
        // Every take's splits side by side, smaller heap first, 64 at a
        // time: the values missing are found within a period or so.
        let longest = self
            .two
            .iter()
            .map(|&t| n.saturating_sub(t) / 2)
            .max()
            .unwrap_or(0);
        let mut from = 1;
        while from <= longest && !all_found(&found) {
            for &t in &self.two {
                let rest = n.saturating_sub(t);
                let to = (from + 63).min(rest / 2);
                if from > to {
                    continue;
                }
                let small = &g[from..=to];
                let large = g[rest - to..=rest - from].iter().rev();
                for (x, y) in small.iter().zip(large) {
                    let v = (x ^ y) as usize;
                    found[v / 64] |= 1 << (v % 64);
                }
            }
            from += 64;
        }
        let value = (0..common_mex)
            .find(|&v| seen[v] != stamp && found[v / 64] & (1 << (v % 64)) == 0)
            .unwrap_or(common_mex) as u32;
        self.wanted = wanted;
        self.found = found;
        self.values.push(value);
        let v = value as usize;
        if v >= self.counts.len() {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
        if v >= self.top {
            self.top = (v + 1).next_power_of_two();
            self.seen.resize(self.top + 1, 0);
        }
        if rare(value, self.mask) {
            self.rare.push(stamp);
        }
    }

    /// Chooses the mask that leaves the fewest heaps with a rare value.
    fn choose_mask(&mut self) {
        let bits = usize::BITS - (self.counts.len() - 1).leading_zeros();
        if bits > 12 {
            return;
        }
        let rare_heaps = |mask: u32| -> u64 {
            self.counts
                .iter()
                .enumerate()
                .filter(|&(v, _)| rare(v as u32, mask))
                .map(|(_, &count)| count)
                .sum()
        };
        let mut best = (rare_heaps(self.mask), self.mask);
        for mask in 1..1u32 << bits {
            let rare = rare_heaps(mask);
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        if best.1 != self.mask {
            self.mask = best.1;
            let values = &self.values;
            let mask = self.mask;
            self.rare = (1..values.len() as u32)
                .filter(|&n| rare(values[n as usize], mask))
                .collect();
        }
    }
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
