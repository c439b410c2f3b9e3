//! Dyadic rationals, `m / 2^k`: the numbers of short partizan games.
//!
//! Every number a short game can equal is dyadic, and the ones the games
//! here reach are small (a value is at most the moves left, and its
//! denominator at most two to their power), so a numerator of 128 bits and
//! an exponent below 128 are exact with room to spare. Arithmetic past them
//! is refused with a message, never wrapped.

use std::cmp::Ordering;
use std::fmt;

/// The most binary places a [`Dyadic`] keeps: `1/2^100` is the finest.
pub const MOST_PLACES: u32 = 100;

/// An exact dyadic rational `numerator / 2^places`, kept in lowest terms
/// (an odd numerator, or no places).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dyadic {
    numerator: i128,
    places: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        places: 0,
    };

    /// The integer `n`.
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic {
            numerator: n as i128,
            places: 0,
        }
    }

    /// `numerator / 2^places`, in lowest terms; `None` past [`MOST_PLACES`].
    pub fn new(numerator: i128, places: u32) -> Option<Dyadic> {
        let mut value = Dyadic { numerator, places };
        if numerator == 0 {
            value.places = 0;
        }
        while value.places > 0 && value.numerator % 2 == 0 {
            value.numerator /= 2;
            value.places -= 1;
        }
        (value.places <= MOST_PLACES).then_some(value)
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> i128 {
        self.numerator
    }

    /// The power of two of the denominator.
    pub fn places(self) -> u32 {
        self.places
    }

    /// Whether it is a whole number.
    pub fn is_integer(self) -> bool {
        self.places == 0
    }

    /// Both numerators over the larger denominator, for adding and comparing.
    fn aligned(self, other: Dyadic) -> Option<(i128, i128, u32)> {
        let places = self.places.max(other.places);
        let a = self
            .numerator
            .checked_mul(1i128.checked_shl(places - self.places)?)?;
        let b = other
            .numerator
            .checked_mul(1i128.checked_shl(places - other.places)?)?;
        Some((a, b, places))
    }

    /// `self + other`, or `None` when it does not fit.
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        let (a, b, places) = self.aligned(other)?;
        Dyadic::new(a.checked_add(b)?, places)
    }

    /// Half of it.
    pub fn half(self) -> Dyadic {
        Dyadic::new(self.numerator, self.places + 1).expect("a dyadic past 2^100 places")
    }

    /// The largest integer at most it.
    pub fn floor(self) -> i128 {
        self.numerator >> self.places
    }

    /// The smallest integer at least it.
    pub fn ceil(self) -> i128 {
        -((-self).floor())
    }

    /// The simplest number (the earliest born) strictly between `low` and
    /// `high`, either bound absent for none; `None` when `low >= high`.
    pub fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
        if let (Some(low), Some(high)) = (low, high)
            && low >= high
        {
            return None;
        }
        let above = |n: i128| low.is_none_or(|low| Dyadic::from_i128(n) > low);
        let below = |n: i128| high.is_none_or(|high| Dyadic::from_i128(n) < high);
        if above(0) && below(0) {
            return Some(Dyadic::ZERO);
        }
        // Every number in range has one sign: the integer nearest zero.
        match (low, high) {
            (Some(low), _) if low >= Dyadic::ZERO => {
                let n = low.floor() + 1;
                if below(n) {
                    return Some(Dyadic::from_i128(n));
                }
            }
            (_, Some(high)) => {
                let n = high.ceil() - 1;
                if above(n) {
                    return Some(Dyadic::from_i128(n));
                }
            }
            _ => {}
        }
        // No integer in range, so both bounds are there and one integer
        // apart at most: the fraction of fewest places between them.
        let (low, high) = (low?, high?);
        for places in 1..=MOST_PLACES {
            // The smallest m with m / 2^places > low.
            let scaled = if places >= low.places {
                low.numerator
                    .checked_mul(1i128.checked_shl(places - low.places)?)?
            } else {
                low.numerator >> (low.places - places)
            };
            let candidate = Dyadic::new(scaled + 1, places)?;
            if candidate < high {
                return Some(candidate);
            }
        }
        None
    }

    fn from_i128(n: i128) -> Dyadic {
        Dyadic {
            numerator: n,
            places: 0,
        }
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            numerator: -self.numerator,
            places: self.places,
        }
    }
}

/// `self + other`; the games' limits keep every value far inside the
/// range, so past it is a bug, reported as such ([`Dyadic::checked_add`]
/// says `None` instead).
impl std::ops::Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        self.checked_add(other)
            .expect("a dyadic past 2^100 places or 2^127: the games' limits keep values smaller")
    }
}

impl std::ops::Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        match self.aligned(*other) {
            Some((a, b, _)) => a.cmp(&b),
            // Too far apart to align: the integer parts differ.
            None => (self.floor(), self.places)
                .cmp(&(other.floor(), other.places))
                .then(self.numerator.signum().cmp(&other.numerator.signum())),
        }
    }
}

/// As CGSuite writes numbers: `3`, `-1/2`, `25/16`.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.places == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u128 << self.places)
        }
    }
}

impl std::str::FromStr for Dyadic {
    type Err = String;
    /// Reads `3`, `-1/2` or `25/16`: a denominator must be a power of two.
    fn from_str(text: &str) -> Result<Dyadic, String> {
        let (top, bottom) = text.split_once('/').unwrap_or((text, "1"));
        let numerator: i128 = top
            .trim()
            .parse()
            .map_err(|_| format!("expected a whole number, found `{top}`"))?;
        let denominator: u128 = bottom
            .trim()
            .parse()
            .map_err(|_| format!("expected a denominator, found `{bottom}`"))?;
        if !denominator.is_power_of_two() {
            return Err(format!(
                "expected a power of two as the denominator, found {denominator}"
            ));
        }
        Dyadic::new(numerator, denominator.trailing_zeros())
            .ok_or_else(|| format!("{text} has more than {MOST_PLACES} binary places"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    #[test]
    fn reads_writes_and_reduces() {
        assert_eq!(d("2/4"), d("1/2"));
        assert_eq!(d("-6/8").to_string(), "-3/4");
        assert_eq!(d("4/2").to_string(), "2");
        assert!("1/3".parse::<Dyadic>().is_err());
    }

    #[test]
    fn floor_and_ceil() {
        assert_eq!(d("-1/2").floor(), -1);
        assert_eq!(d("-1/2").ceil(), 0);
        assert_eq!(d("5/4").floor(), 1);
        assert_eq!(d("5/4").ceil(), 2);
    }

    #[test]
    fn simplest_numbers() {
        let s = |low: Option<&str>, high: Option<&str>| {
            Dyadic::simplest_between(low.map(d), high.map(d)).map(|x| x.to_string())
        };
        assert_eq!(s(None, None).as_deref(), Some("0"));
        assert_eq!(s(Some("0"), None).as_deref(), Some("1"));
        assert_eq!(s(Some("3/2"), None).as_deref(), Some("2"));
        assert_eq!(s(None, Some("-2")).as_deref(), Some("-3"));
        assert_eq!(s(Some("0"), Some("1")).as_deref(), Some("1/2"));
        assert_eq!(s(Some("1/2"), Some("1")).as_deref(), Some("3/4"));
        assert_eq!(s(Some("-1"), Some("-1/2")).as_deref(), Some("-3/4"));
        assert_eq!(s(Some("-5"), Some("7/4")).as_deref(), Some("0"));
        assert_eq!(s(Some("1"), Some("3")).as_deref(), Some("2"));
        assert_eq!(s(Some("1"), Some("1")), None);
        assert_eq!(s(Some("3/8"), Some("7/16")).as_deref(), Some("13/32"));
    }

    /// The simplest number between two bounds, found the slow way: by
    /// birthday, every number born by day 7 in order of birth.
    #[test]
    fn simplest_agrees_with_birthdays_by_day_seven() {
        // Numbers born by day n: the integers of size < n and the fractions
        // of denominator 2^k with |x| + k < n... generated from the rule.
        let mut born: Vec<Vec<Dyadic>> = vec![vec![Dyadic::ZERO]];
        for _ in 0..7 {
            let mut all: Vec<Dyadic> = born.concat();
            all.sort();
            let mut next = Vec::new();
            let existing = |x: &Dyadic| born.iter().any(|day| day.contains(x));
            // Each gap and the two ends give one new number.
            let mut candidates = vec![all[0] - Dyadic::integer(1)];
            candidates.push(all[all.len() - 1] + Dyadic::integer(1));
            for pair in all.windows(2) {
                candidates.push((pair[0] + pair[1]).half());
            }
            for x in candidates {
                if !existing(&x) && !next.contains(&x) {
                    next.push(x);
                }
            }
            born.push(next);
        }
        let birthday = |x: Dyadic| born.iter().position(|day| day.contains(&x));
        let all: Vec<Dyadic> = born.concat();
        for &low in &all {
            for &high in &all {
                if low >= high {
                    continue;
                }
                let simplest = Dyadic::simplest_between(Some(low), Some(high)).unwrap();
                let earliest = all
                    .iter()
                    .filter(|&&x| x > low && x < high)
                    .min_by_key(|&&x| birthday(x))
                    .copied();
                if let Some(earliest) = earliest {
                    assert_eq!(
                        birthday(simplest),
                        birthday(earliest),
                        "between {low} and {high}"
                    );
                    assert!(simplest > low && simplest < high);
                }
            }
        }
    }
}
