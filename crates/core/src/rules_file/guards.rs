//! What one expression of a rules file may build. The meter counts
//! statements and looks at the heap between them, so a list repeated a
//! billion times in one expression (`[0] * 2000000000`), or a range of a
//! billion numbers made into a list, would be built before it looked: in
//! the command line, a process that ran out of memory. These guards look
//! first: `*` of a sequence, and `range`, are sized against the call's
//! [`Budget`] before anything is allocated.

use std::cell::Cell;
use std::collections::HashMap;
use std::num::NonZeroI32;

use starlark::environment::{Globals, GlobalsBuilder};
use starlark::starlark_module;
use starlark::syntax::AstModule;
use starlark::values::list::ListRef;
use starlark::values::range::Range;
use starlark::values::tuple::TupleRef;
use starlark::values::{Heap, UnpackValue, Value};

use super::{Budget, Spent};

thread_local! {
    /// The budget of the call running on this thread.
    static BUDGET: Cell<Budget> = const { Cell::new(Budget::DEFAULT) };
}

/// Runs `work` with `budget` as the budget the guards measure against.
pub(super) fn within<T>(budget: Budget, work: impl FnOnce() -> T) -> T {
    let outer = BUDGET.with(|cell| cell.replace(budget));
    let result = work();
    BUDGET.with(|cell| cell.set(outer));
    result
}

/// The name `*` is called by in a rules file.
const TIMES: &str = "__times__";

/// Starlark's standard globals, with `range` sized first and the function
/// `*` is rewritten to ([`guard_operators`]).
pub(super) fn globals() -> Globals {
    GlobalsBuilder::standard().with(guarded).build()
}

/// Has every `a * b` of `ast` call the guarded [`TIMES`].
pub(super) fn guard_operators(ast: &mut AstModule) {
    ast.replace_binary_operators(&HashMap::from([("*".to_owned(), TIMES.to_owned())]));
}

/// A refusal, as Starlark reports a function's error.
fn too_much(what: String) -> starlark::Error {
    let budget = BUDGET.with(Cell::get);
    starlark::Error::new_other(Spent(format!(
        "{what}: more than the {} MiB a call may hold",
        budget.bytes >> 20
    )))
}

/// How many items a string, list or tuple has, the bytes each takes in a
/// copy, and what its items are called.
fn sized(value: Value<'_>) -> Option<(u128, u128, &'static str)> {
    if let Some(text) = value.unpack_str() {
        return Some((text.len() as u128, 1, "characters"));
    }
    (ListRef::from_value(value).map(|list| list.len()))
        .or_else(|| TupleRef::from_value(value).map(|tuple| tuple.len()))
        .map(|len| (len as u128, 8, "items"))
}

/// A repeat count, however large (0 when negative).
fn count(value: Value<'_>) -> Option<u128> {
    if value.get_type() != "int" {
        return None;
    }
    Some(match i64::unpack_value(value) {
        Ok(Some(n)) => u128::try_from(n).unwrap_or(0),
        // Past 64 bits: more than any budget.
        _ => u128::MAX,
    })
}

#[starlark_module]
fn guarded(builder: &mut GlobalsBuilder) {
    /// `a * b`, with a repeated string, list or tuple sized first.
    fn __times__<'v>(
        #[starlark(require = pos)] a: Value<'v>,
        #[starlark(require = pos)] b: Value<'v>,
        heap: &'v Heap,
    ) -> starlark::Result<Value<'v>> {
        // The usual case, `2 * PITS`, at once.
        if a.unpack_i32().is_some() && b.unpack_i32().is_some() {
            return a.mul(b, heap);
        }
        let repeated = match (sized(a), count(b), count(a), sized(b)) {
            (Some(sequence), Some(n), _, _) | (_, _, Some(n), Some(sequence)) => {
                Some((sequence, n))
            }
            _ => None,
        };
        if let Some(((len, each, called), n)) = repeated {
            let bytes = len.saturating_mul(each).saturating_mul(n);
            let budget = BUDGET.with(Cell::get);
            if bytes > budget.bytes as u128 {
                let items = len.saturating_mul(n);
                let shown = if items == u128::MAX {
                    "past 2^128".to_owned()
                } else {
                    items.to_string()
                };
                return Err(too_much(format!("a repeat of {shown} {called}")));
            }
        }
        a.mul(b, heap)
    }

    /// `range`, refused when it holds more numbers than a call's memory
    /// could hold as a list: `for` over a longer one would run past the
    /// statements a call may run anyway.
    fn range(
        #[starlark(require = pos)] a1: i32,
        #[starlark(require = pos)] a2: Option<i32>,
        #[starlark(require = pos, default = 1)] step: i32,
    ) -> starlark::Result<Range> {
        let (start, stop) = match a2 {
            None => (0, a1),
            Some(stop) => (a1, stop),
        };
        let Some(step) = NonZeroI32::new(step) else {
            return Err(starlark::Error::new_other(Spent(
                "Third argument of range (step) cannot be zero".to_owned(),
            )));
        };
        let (start, stop, by) = (i64::from(start), i64::from(stop), i64::from(step.get()));
        let (span, by) = if by > 0 {
            (stop - start, by)
        } else {
            (start - stop, -by)
        };
        let numbers = (span.max(0) as u64).div_ceil(by as u64);
        let budget = BUDGET.with(Cell::get);
        if numbers as u128 * 8 > budget.bytes as u128 {
            return Err(too_much(format!("a range of {numbers} numbers")));
        }
        Ok(Range::new(start as i32, stop as i32, step))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Budget, RulesFile};
    use crate::engine::rules::Rules;
    use crate::engine::rules::plain::Plain;

    /// What `start()` gives when it returns `expression`, as text.
    fn started(expression: &str) -> Result<String, String> {
        let text = format!(
            "def start():\n    return {expression}\ndef moves(p):\n    return []\n\
             def play(p, m):\n    return p\n"
        );
        let rules =
            RulesFile::parse("guards.star", &text, Budget::DEFAULT).map_err(|e| e.to_string())?;
        let start = rules.start().map_err(|error| error.to_string())?;
        Ok(Plain::decode(&start)
            .expect("bytes of a position")
            .to_string())
    }

    #[test]
    fn guarded_operations_answer_as_starlarks_own() {
        assert_eq!(started("3 * 4").unwrap(), "12");
        assert_eq!(started("-2 * 5").unwrap(), "-10");
        assert_eq!(started("[0, 1] * 2").unwrap(), "[0, 1, 0, 1]");
        assert_eq!(started("2 * (7,)").unwrap(), "(7, 7)");
        assert_eq!(started("'ab' * 3").unwrap(), "'ababab'");
        assert_eq!(started("[5] * -1").unwrap(), "[]");
        assert_eq!(started("list(range(4))").unwrap(), "[0, 1, 2, 3]");
        assert_eq!(started("list(range(3, 10, 3))").unwrap(), "[3, 6, 9]");
        assert_eq!(started("list(range(10, 0, -4))").unwrap(), "[10, 6, 2]");
        assert_eq!(started("list(range(5, 2))").unwrap(), "[]");
        assert_eq!(started("len(range(8388608))").unwrap(), "8388608");
        assert!(started("[1] * 'a'").unwrap_err().contains("not supported"));
        assert!(
            started("range(0, 5, 0)")
                .unwrap_err()
                .contains("cannot be zero")
        );
    }

    #[test]
    fn a_repeat_or_a_range_too_large_is_refused_before_it_is_built() {
        for (expression, said) in [
            ("[0] * 1000000000", "a repeat of 1000000000 items"),
            ("1000000000 * (0,)", "a repeat of 1000000000 items"),
            ("'ab' * 600000000", "a repeat of 1200000000 characters"),
            (
                "[1, 2] * (1 << 62)",
                "a repeat of 9223372036854775808 items",
            ),
            ("list(range(600000000))", "a range of 600000000 numbers"),
            ("range(0, -2000000000, -1)", "a range of 2000000000 numbers"),
        ] {
            let refused = started(expression).unwrap_err();
            assert!(
                refused.starts_with("line 2, column ")
                    && refused.contains(&format!(
                        "start(): {said}: more than the 64 MiB a call may hold"
                    )),
                "{expression}: {refused}"
            );
        }
    }

    #[test]
    fn repeating_in_place_is_refused_with_its_place() {
        let refused = started("0\nx = [0]\nx *= 3").unwrap_err();
        assert_eq!(
            refused,
            "line 4, column 3: `*=` is not taken in a rules file: write `x = x * n`"
        );
    }
}
