//! [`Table`]: the transposition table of the search, of a fixed size chosen
//! by its caller, that never grows past it.
//!
//! An entry holds a position's key in full and two bounds on its score, so
//! a key is never taken for another (the answers stay exact) and a position
//! searched once with one window helps the next search with another. A new
//! position replaces whatever its slot held.

use std::sync::atomic::{AtomicU64, Ordering};

/// The table's default size: 64 MiB.
pub const DEFAULT_TABLE_BYTES: usize = 64 << 20;

/// The bytes one entry takes.
pub const ENTRY_BYTES: usize = 8;

/// The largest value a bound may have, and the negative of the smallest:
/// a bound is kept in 22 bits.
pub const MOST_VALUE: i32 = (1 << 21) - 1;

/// The bits of an entry that hold the bound and its kind.
const PAYLOAD_BITS: u32 = 24;
/// The kinds of bound an entry holds (0: none, the empty entry).
const LOWER: u64 = 1;
const UPPER: u64 = 2;
const EXACT: u64 = 3;

/// A fixed-size transposition table: for a position's key, what the
/// search has learned of its value, as a lower bound, an upper bound, or
/// the value itself.
///
/// An entry is one 64-bit word, so a cache line holds eight and pages of
/// memory hold entries of keys near each other: the slot of a key is the
/// key modulo the number of entries (a prime), and the entry keeps the
/// quotient, in 40 bits, with the bound, so that no key is ever taken for
/// another and the answers stay exact. (A key whose quotient would not fit,
/// a key of 2^63 in a table of 64 MiB, is not kept.) A new entry
/// replaces whatever its slot held. The entries are atomic words: threads
/// searching the same game can share one table.
///
/// ```
/// use optimal_play::engine::search::Table;
/// let table = Table::with_bytes(1 << 20);
/// table.store(42, Some(-3), None);
/// assert_eq!(table.bounds(42), (Some(-3), None));
/// table.store(42, None, Some(-3));
/// assert_eq!(table.bounds(42), (Some(-3), Some(-3)));
/// // A key in the same slot is not mistaken for it.
/// let other = 42 + table.entries() as u64;
/// assert_eq!(table.bounds(other), (None, None));
/// ```
#[derive(Debug)]
pub struct Table {
    slots: Box<[AtomicU64]>,
}

impl Table {
    /// A table of at most `bytes` bytes: the largest prime number of
    /// entries of [`ENTRY_BYTES`] each that fits (at least one entry).
    pub fn with_bytes(bytes: usize) -> Table {
        let entries = largest_prime_at_most(bytes / ENTRY_BYTES).max(1);
        // All zeros is an empty slot: the memory is asked of the system
        // zeroed, and pages of it no search reaches are never touched.
        let slots = bytemuck::allocation::zeroed_slice_box(entries);
        Table { slots }
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * ENTRY_BYTES
    }

    /// How many entries the table holds.
    pub fn entries(&self) -> usize {
        self.slots.len()
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for slot in self.slots.iter() {
            slot.store(0, Ordering::Relaxed);
        }
    }

    /// The slot of `key` and the quotient kept in it, or `None` for a key
    /// too large to keep.
    #[inline]
    fn slot(&self, key: u64) -> Option<(&AtomicU64, u64)> {
        let entries = self.slots.len() as u64;
        let quotient = key / entries;
        (quotient < 1 << (64 - PAYLOAD_BITS))
            .then(|| (&self.slots[(key % entries) as usize], quotient))
    }

    /// Asks the processor to bring the entry of `key` into its cache, so
    /// that a [`bounds`](Self::bounds) of it soon after need not wait for
    /// memory. Nothing changes but the time; on a processor without the
    /// instruction it does nothing.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
        if let Some((slot, _)) = self.slot(key) {
            safe_arch::prefetch_t0(slot);
        }
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse")))]
        let _ = key;
    }

    /// What is known of the value of the position with `key`: a lower and
    /// an upper bound, each `None` when nothing is known.
    #[inline]
    pub fn bounds(&self, key: u64) -> (Option<i32>, Option<i32>) {
        let Some((slot, quotient)) = self.slot(key) else {
            return (None, None);
        };
        let entry = slot.load(Ordering::Relaxed);
        if entry >> PAYLOAD_BITS != quotient {
            return (None, None);
        }
        let value = ((entry & ((1 << 22) - 1)) as i32) - (1 << 21);
        match (entry >> 22) & 3 {
            LOWER => (Some(value), None),
            UPPER => (None, Some(value)),
            EXACT => (Some(value), Some(value)),
            _ => (None, None),
        }
    }

    /// Records a bound on the value of the position with `key` (a lower, an
    /// upper, or both when they are the same: the value), each within
    /// ±[`MOST_VALUE`]. A lower and an upper bound that meet make the value.
    #[inline]
    pub fn store(&self, key: u64, lower: Option<i32>, upper: Option<i32>) {
        let Some((slot, quotient)) = self.slot(key) else {
            return;
        };
        let (kind, value) = match (lower, upper) {
            (Some(lower), Some(upper)) if lower == upper => (EXACT, lower),
            (Some(lower), _) => (LOWER, lower),
            (None, Some(upper)) => (UPPER, upper),
            (None, None) => return,
        };
        debug_assert!(value.abs() <= MOST_VALUE);
        let kind = match self.bounds(key) {
            (Some(known), Some(_)) if known == value => EXACT,
            (Some(known), None) if kind == UPPER && known == value => EXACT,
            (None, Some(known)) if kind == LOWER && known == value => EXACT,
            _ => kind,
        };
        let entry = quotient << PAYLOAD_BITS | kind << 22 | (value + (1 << 21)) as u64;
        slot.store(entry, Ordering::Relaxed);
    }
}

/// The largest prime at most `n` (0 when there is none).
fn largest_prime_at_most(n: usize) -> usize {
    let is_prime = |n: usize| n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0);
    (2..=n).rev().find(|&n| is_prime(n)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_join_and_other_keys_miss() {
        let table = Table::with_bytes(5 * ENTRY_BYTES);
        assert_eq!(table.entries(), 5);
        table.store(7, Some(1), None);
        assert_eq!(table.bounds(7), (Some(1), None));
        table.store(7, None, Some(9));
        assert_eq!(table.bounds(7), (None, Some(9)));
        table.store(7, Some(9), None);
        assert_eq!(table.bounds(7), (Some(9), Some(9)));
        table.store(7, Some(-MOST_VALUE), Some(-MOST_VALUE));
        assert_eq!(table.bounds(7), (Some(-MOST_VALUE), Some(-MOST_VALUE)));
        // Every key shares one of five slots with others: none is read as
        // another's.
        for key in 0..1000u64 {
            let value = key as i32 - 500;
            table.store(key, Some(value), Some(value + 1));
            assert_eq!(table.bounds(key), (Some(value), None));
            table.store(key, None, Some(MOST_VALUE));
            assert_eq!(table.bounds(key), (None, Some(MOST_VALUE)));
        }
        for key in 1000..2000u64 {
            assert_eq!(table.bounds(key), (None, None));
        }
        table.clear();
        assert_eq!(table.bounds(999), (None, None));
    }

    #[test]
    fn a_key_too_large_for_its_slot_is_not_kept() {
        let table = Table::with_bytes(2 * ENTRY_BYTES);
        table.store(u64::MAX, Some(3), None);
        assert_eq!(table.bounds(u64::MAX), (None, None));
        assert_eq!(table.bounds(u64::MAX % 2), (None, None));
        let table = Table::with_bytes(DEFAULT_TABLE_BYTES);
        table.store(u64::MAX >> 2, Some(3), None);
        assert_eq!(table.bounds(u64::MAX >> 2), (Some(3), None));
    }

    #[test]
    fn sizes_are_the_largest_prime_number_of_entries_that_fits() {
        // 8,388,593 is the largest prime below 2^23.
        assert_eq!(Table::with_bytes(64 << 20).entries(), 8_388_593);
        assert_eq!(Table::with_bytes(100).entries(), 11);
        assert_eq!(Table::with_bytes(0).entries(), 1);
    }
}
