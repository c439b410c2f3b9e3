//! Subtraction games by their set: a move takes `t` counters from one heap
//! for some `t` in the set (`1,3,4`), or for any `t` but those of the set
//! (`all-but:2,5`). A finite set is the octal game whose digit is 3 at each
//! of its numbers, so its values and their period come from
//! [`octal`](super::octal); an all-but set's values grow without bound and
//! are computed here, in O(|set|) a heap by counting.
//!
//! ```
//! use optimal_play::impartial::subtraction::{TakeSet, all_but_values};
//! let set: TakeSet = "1,3,4".parse().unwrap();
//! assert_eq!(set.to_string(), "{1, 3, 4}");
//! // Every number but 2: g(n) for n = 0..8.
//! assert_eq!(all_but_values(&[2], 7), [0, 1, 0, 1, 2, 3, 2, 3]);
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::Component;
use super::octal::Octal;

/// The largest number a finite set may hold: its values cost O(|set|) a
/// heap, its period search O(largest) values more.
pub const MAX_TAKE: u64 = 10_000;
/// The most numbers a set may hold.
pub const MAX_NUMBERS: usize = 1_000;

/// What a set is, for error messages.
pub const SET_HELP: &str = "a set is the numbers of counters a move may take, separated by \
commas or spaces, such as 1,3,4 (each from 1 to 10000), or `all-but:2,5` for every number but those";

/// A set that is not a subtraction set: why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{}` is not a subtraction set: {why}; {SET_HELP}", crate::input::excerpt(.set))]
pub struct SetError {
    /// The set as given.
    pub set: String,
    /// What is wrong, with its column where it has one.
    pub why: String,
}

/// The numbers a move may take.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TakeSet {
    /// These numbers, sorted, without repeats.
    Only(Vec<u64>),
    /// Every number from 1 on but these, sorted, without repeats.
    AllBut(Vec<u64>),
}

impl FromStr for TakeSet {
    type Err = SetError;

    fn from_str(text: &str) -> Result<TakeSet, SetError> {
        let error = |why: String| SetError {
            set: text.to_owned(),
            why,
        };
        let lead = text.len() - text.trim_start().len();
        let trimmed = text.trim();
        let (all_but, numbers, offset) = match ["all-but:", "all-but", "all but"]
            .iter()
            .find(|prefix| trimmed.starts_with(*prefix))
        {
            Some(prefix) => (true, &trimmed[prefix.len()..], lead + prefix.len()),
            None => (false, trimmed, lead),
        };
        let (numbers, offset) = match numbers.trim_start().strip_prefix('{') {
            Some(inner) => match inner.trim_end().strip_suffix('}') {
                Some(inner) => (
                    inner,
                    offset + numbers.len() - numbers.trim_start().len() + 1,
                ),
                None => return Err(error("a `{` without its `}`".to_owned())),
            },
            None => (numbers, offset),
        };
        let mut set = Vec::new();
        let mut at = offset;
        // Numbers are separated by commas or by blanks (`1,3,4`, `1 3 4`),
        // as every list on the command line is.
        for piece in numbers.split(',') {
            let column = at + piece.len() - piece.trim_start().len() + 1;
            let start = at;
            at += piece.len() + 1;
            if piece.trim().is_empty() {
                if numbers.trim().is_empty() {
                    break;
                }
                return Err(error(format!("a number is missing at column {column}")));
            }
            for word in piece.split([' ', '\t']).filter(|word| !word.is_empty()) {
                let column = start + (word.as_ptr() as usize - piece.as_ptr() as usize) + 1;
                let number: u64 = word.parse().map_err(|_| {
                    error(format!(
                        "`{}` at column {column} is not a whole number from 1 up",
                        crate::input::excerpt(word)
                    ))
                })?;
                if number == 0 {
                    return Err(error(format!(
                        "0 at column {column}: a move takes at least one counter"
                    )));
                }
                if !all_but && number > MAX_TAKE {
                    return Err(error(format!(
                        "{number} at column {column} is more than {MAX_TAKE}, the largest take"
                    )));
                }
                set.push(number);
            }
        }
        if set.is_empty() && !all_but {
            return Err(error(
                "it is empty, and a game with no move is over before it starts".to_owned(),
            ));
        }
        if set.len() > MAX_NUMBERS {
            return Err(error(format!(
                "it has {} numbers, and at most {MAX_NUMBERS} are taken",
                set.len()
            )));
        }
        set.sort_unstable();
        set.dedup();
        Ok(if all_but {
            TakeSet::AllBut(set)
        } else {
            TakeSet::Only(set)
        })
    }
}

impl fmt::Display for TakeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |numbers: &[u64]| {
            numbers
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            TakeSet::Only(numbers) => write!(f, "{{{}}}", list(numbers)),
            TakeSet::AllBut(numbers) => write!(f, "all but {{{}}}", list(numbers)),
        }
    }
}

/// `g(0..=to)` of the game that takes any number but those of `excluded`
/// (sorted): `g(n)` is the smallest value missing from `g(0..n)` once the
/// values of the few heaps `n - e` it may not move to are taken out, so a
/// count of each value and the prefix's mex give it in O(|excluded|).
pub fn all_but_values(excluded: &[u64], to: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(to + 1);
    // counts[v]: the heaps below n of value v.
    let mut counts: Vec<u32> = Vec::new();
    let mut prefix_mex = 0usize;
    let mut left_out: Vec<u32> = Vec::with_capacity(excluded.len());
    for n in 0..=to {
        crate::interrupt::checkpoint();
        left_out.clear();
        left_out.extend(
            excluded
                .iter()
                .take_while(|&&e| e <= n as u64)
                .map(|&e| values[n - e as usize]),
        );
        left_out.sort_unstable();
        let mut value = prefix_mex;
        for run in left_out.chunk_by(|a, b| a == b) {
            let v = run[0] as usize;
            if v < value && counts[v] as usize == run.len() {
                value = v;
                break;
            }
        }
        values.push(value as u32);
        if value >= counts.len() {
            counts.resize(value + 1, 0);
        }
        counts[value] += 1;
        while counts.get(prefix_mex).is_some_and(|&c| c > 0) {
            prefix_mex += 1;
        }
    }
    values
}

/// An all-but subtraction game on one heap, as a [`Component`]: its values
/// computed up to some heap.
#[derive(Debug, Clone)]
pub struct AllBut {
    excluded: Arc<[u64]>,
    values: Arc<[u32]>,
}

impl AllBut {
    /// The game that takes any number but `excluded` (sorted), its values
    /// computed to `to`.
    pub fn new(excluded: &[u64], to: usize) -> AllBut {
        AllBut {
            excluded: excluded.into(),
            values: all_but_values(excluded, to).into(),
        }
    }

    /// The largest heap whose value is computed.
    pub fn computed_to(&self) -> u64 {
        self.values.len() as u64 - 1
    }

    /// The values computed.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    fn allows(&self, t: u64) -> bool {
        t > 0 && self.excluded.binary_search(&t).is_err()
    }
}

impl Component for AllBut {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        (1..=size)
            .filter(|&t| self.allows(t))
            .map(|t| if t == size { vec![] } else { vec![size - t] })
            .collect()
    }

    fn grundy(&self, size: u64) -> u64 {
        u64::from(self.values[usize::try_from(size).expect("heaps past the values are refused")])
    }

    fn grundy_reason(&self) -> &'static str {
        "by the mex rule: the smallest value of no heap a move reaches"
    }

    /// The first take that reaches `target`, without listing the options.
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        (1..=size)
            .filter(|&t| self.allows(t))
            .find(|&t| self.grundy(size - t) == target)
            .map(|t| if t == size { vec![] } else { vec![size - t] })
    }
}

/// A subtraction game on one heap: a finite set's (as an octal game) or an
/// all-but set's.
#[derive(Debug, Clone)]
pub enum SubtractionHeap {
    /// A finite set, as the octal game of [`OctalCode::subtraction`](super::octal::OctalCode::subtraction).
    Only(Octal),
    /// Every number but a few.
    AllBut(AllBut),
}

impl Component for SubtractionHeap {
    fn options(&self, size: u64) -> Vec<Vec<u64>> {
        match self {
            SubtractionHeap::Only(heap) => heap.options(size),
            SubtractionHeap::AllBut(heap) => heap.options(size),
        }
    }

    fn grundy(&self, size: u64) -> u64 {
        match self {
            SubtractionHeap::Only(heap) => heap.grundy(size),
            SubtractionHeap::AllBut(heap) => heap.grundy(size),
        }
    }

    fn grundy_reason(&self) -> &'static str {
        match self {
            SubtractionHeap::Only(_) => {
                "by the mex rule: the smallest value of no heap a move reaches; past the values \
                 computed, by the proven period"
            }
            SubtractionHeap::AllBut(heap) => heap.grundy_reason(),
        }
    }

    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        match self {
            SubtractionHeap::Only(heap) => heap.move_to(size, target),
            SubtractionHeap::AllBut(heap) => heap.move_to(size, target),
        }
    }
}
