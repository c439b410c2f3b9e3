//! Values of partizan games for Python: a canonical form in one store
//! shared by the whole process ([`Forms`]), so that values of different
//! games add up and compare. `optimal_play.value` wraps it.

use std::sync::{Mutex, OnceLock, PoisonError};

use optimal_play::engine::cgt::drawing::thermograph_svg;
use optimal_play::engine::cgt::{Comparison, Dyadic, Form, Forms};
use pyo3::prelude::*;

use crate::refused;

fn store() -> std::sync::MutexGuard<'static, Forms> {
    static STORE: OnceLock<Mutex<Forms>> = OnceLock::new();
    (STORE.get_or_init(Mutex::default).lock()).unwrap_or_else(PoisonError::into_inner)
}

/// A dyadic number as (numerator, denominator), for `fractions.Fraction`.
fn fraction(x: Dyadic) -> (i128, u128) {
    (x.numerator(), 1u128 << x.places())
}

/// A short partizan game's value, its canonical form.
#[pyclass(module = "optimal_play._native", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct NativeValue {
    form: Form,
}

#[pymethods]
impl NativeValue {
    /// Reads a value in CGSuite's notation: `{1|0}`, `^*`, `+-1`.
    #[staticmethod]
    fn read(text: &str) -> PyResult<NativeValue> {
        let form = store().read(text).map_err(|error| {
            refused(format!(
                "not a value in CGSuite's notation at character {}: {}",
                text[..error.offset.min(text.len())].chars().count() + 1,
                error.message
            ))
        })?;
        Ok(NativeValue { form })
    }

    /// The canonical form in CGSuite's notation.
    fn text(&self) -> String {
        store().text(self.form)
    }

    /// The sum of two values.
    fn add(&self, other: &NativeValue) -> NativeValue {
        NativeValue {
            form: store().add(self.form, other.form),
        }
    }

    /// The negative: Left's and Right's roles swapped.
    fn negative(&self) -> NativeValue {
        NativeValue {
            form: store().negative(self.form),
        }
    }

    /// `less`, `equal`, `greater` or `confused`.
    fn compare(&self, other: &NativeValue) -> &'static str {
        match store().compare(self.form, other.form) {
            Comparison::Less => "less",
            Comparison::Equal => "equal",
            Comparison::Greater => "greater",
            Comparison::Confused => "confused",
        }
    }

    /// `L`, `R`, `N` or `P`.
    fn outcome(&self) -> &'static str {
        store().outcome(self.form).letter()
    }

    /// The left and right stops, each as (numerator, denominator).
    fn stops(&self) -> ((i128, u128), (i128, u128)) {
        let (left, right) = store().stops(self.form);
        (fraction(left), fraction(right))
    }

    /// The mean and the temperature, each as (numerator, denominator).
    fn mean_and_temperature(&self) -> ((i128, u128), (i128, u128)) {
        let thermograph = store().thermograph(self.form);
        (
            fraction(thermograph.mean),
            fraction(thermograph.temperature),
        )
    }

    /// Left's options and Right's, each canonical.
    fn options(&self) -> (Vec<NativeValue>, Vec<NativeValue>) {
        let forms = store();
        let wrap = |options: &[Form]| -> Vec<NativeValue> {
            options.iter().map(|&form| NativeValue { form }).collect()
        };
        (wrap(forms.left(self.form)), wrap(forms.right(self.form)))
    }

    /// The thermograph drawn as SVG.
    fn thermograph_svg(&self) -> String {
        let mut forms = store();
        let name = forms.text(self.form);
        let thermograph = forms.thermograph(self.form);
        thermograph_svg(&thermograph, &name)
    }

    /// The number it is, as (numerator, denominator), if it is one.
    fn number(&self) -> Option<(i128, u128)> {
        store().number_of(self.form).map(fraction)
    }
}
