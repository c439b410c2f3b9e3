//! What the writer of CGSuite's notation learns of a form and keeps: its
//! shape (a number, an uptimal, or other) and its uptimal expansion.

use rustc_hash::FxHashMap;

use super::dyadic::Dyadic;
use super::form::Form;

/// How a form is written: as a number, as an uptimal (a number, ups and a
/// nimber), or by its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    Number(Dyadic),
    Uptimal {
        number: Dyadic,
        /// The coefficients of `^`, `^<2>`, `^<3>`, …
        coefficients: Vec<i64>,
        star: u32,
    },
    Other,
}

impl Shape {
    /// CGSuite's order of kinds: numbers, nimbers, uptimals, the rest.
    pub(super) fn rank(&self) -> u8 {
        match self {
            Shape::Number(_) => 0,
            Shape::Uptimal {
                number,
                coefficients,
                ..
            } if *number == Dyadic::ZERO && coefficients.is_empty() => 1,
            Shape::Uptimal { .. } => 2,
            Shape::Other => 3,
        }
    }
}

/// What the writer remembers between calls.
#[derive(Debug, Default)]
pub struct TextCache {
    pub(super) shapes: FxHashMap<Form, Shape>,
    pub(super) expansions: FxHashMap<Form, Option<Expansion>>,
}

/// An uptimal's expansion: `number + a1.^ + a2.^<2> + … + *star`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Expansion {
    pub(super) number: Dyadic,
    /// The coefficients of `^`, `^<2>`, …, the last one not zero.
    pub(super) coefficients: Vec<i64>,
    pub(super) star: u32,
}

impl Expansion {
    pub(super) fn negated(&self) -> Expansion {
        Expansion {
            number: -self.number,
            coefficients: self.coefficients.iter().map(|c| -c).collect(),
            star: self.star,
        }
    }

    /// `^[k]` more (one more of each of `^`, `^<2>` … `^<k>`), and `*`.
    pub(super) fn increment(&self, k: usize) -> Expansion {
        let mut coefficients = self.coefficients.clone();
        if coefficients.len() < k {
            coefficients.resize(k, 0);
        }
        for coefficient in &mut coefficients[..k] {
            *coefficient += 1;
        }
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        Expansion {
            number: self.number,
            coefficients,
            star: self.star ^ 1,
        }
    }
}
