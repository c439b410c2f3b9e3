//! The [`Row`] type and how it is read from text.

use std::fmt;
use std::ops::Range;

use super::read::RowLayout;
use crate::input::stream::ReadFailure;
use crate::input::{self, InputError, Problem};

/// A row of integer values, the position at the start of a row game.
///
/// ```
/// use optimal_play::games::rows::Row;
/// let row = Row::new(vec![1, 3, 5, 2, 9]);
/// assert_eq!(row.len(), 5);
/// assert_eq!(row.sum(), 20);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Row {
    values: Vec<i64>,
}

impl Row {
    /// A row of `values`.
    pub fn new(values: Vec<i64>) -> Row {
        Row { values }
    }

    /// The values, from left to right.
    pub fn values(&self) -> &[i64] {
        &self.values
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the row has no values.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The exact sum of the values.
    pub fn sum(&self) -> i128 {
        segment_sum(&self.values)
    }

    /// The exact sum of the values in `range`.
    ///
    /// # Panics
    ///
    /// If `range` is not within the row.
    pub fn segment_sum(&self, range: Range<usize>) -> i128 {
        segment_sum(&self.values[range])
    }

    /// Reads a row from text: whitespace-separated integers in the counted or
    /// the plain layout. With `layout` `None`, the layout is detected by the
    /// rule given at [`RowLayout`].
    ///
    /// ```
    /// use optimal_play::games::rows::{Row, RowLayout};
    /// // The seed format: a count, then the values.
    /// assert_eq!(Row::parse("5\n1 3 5 2 9\n", None).unwrap().values(), &[1, 3, 5, 2, 9]);
    /// // A plain list.
    /// assert_eq!(Row::parse("20 30 2 2", None).unwrap().values(), &[20, 30, 2, 2]);
    /// // The count must match.
    /// let error = Row::parse("3\n1 2", None).unwrap_err();
    /// assert_eq!((error.location.line, error.location.column), (1, 1));
    /// // A layout given explicitly overrides detection.
    /// assert_eq!(Row::parse("2\n7", Some(RowLayout::Plain)).unwrap().values(), &[2, 7]);
    /// ```
    pub fn parse(text: &str, layout: Option<RowLayout>) -> Result<Row, InputError> {
        Row::parse_at_most(text, layout, None)
    }

    /// Reads a row as [`parse`](Row::parse) does, refused where it passes
    /// `at_most` values, at the count (for a counted row) or at the first
    /// value past the limit.
    pub fn parse_at_most(
        text: &str,
        layout: Option<RowLayout>,
        at_most: Option<crate::input::Limit>,
    ) -> Result<Row, InputError> {
        let mut values = Vec::new();
        let push = |v| values.push(v);
        let read = super::read::read_values_at_most(text.as_bytes(), layout, at_most, push, |_| {});
        match read {
            Ok(_) => Ok(Row::new(values)),
            Err(ReadFailure::Input(error)) => Err(error),
            Err(ReadFailure::Io(error)) => unreachable!("reading a string cannot fail: {error}"),
        }
    }

    /// Reads a comma-separated list of values, as [`parse_list`](Row::parse_list)
    /// does, refused past `at_most` values at its start (line 1, column 1).
    pub fn parse_list_at_most(
        text: &str,
        at_most: Option<crate::input::Limit>,
    ) -> Result<Row, InputError> {
        let row = Row::parse_list(text)?;
        match at_most {
            Some(limit) if row.len() as u64 > limit.count => Err(InputError {
                location: crate::input::Location { line: 1, column: 1 },
                problem: Problem::PastLimit(limit),
            }),
            _ => Ok(row),
        }
    }

    /// Reads a list of values as given on a command line: `1,3,5,2,9` or
    /// `1 3 5 2 9` ([the short form](crate::input::inline::short_form) every
    /// game reads there). A text of several lines (`5 / 1 3 5 2 9`) is read
    /// as a file is, its count detected. An empty list is an error, as an
    /// empty file is.
    ///
    /// ```
    /// use optimal_play::games::rows::Row;
    /// assert_eq!(Row::parse_list("1, 3,5").unwrap().values(), &[1, 3, 5]);
    /// assert_eq!(Row::parse_list("1 3 5").unwrap().values(), &[1, 3, 5]);
    /// assert_eq!(Row::parse_list("1,,5").unwrap_err().location.column, 3);
    /// // LeetCode's list, brackets and all.
    /// assert_eq!(Row::parse_list("[1,3,5]").unwrap().values(), &[1, 3, 5]);
    /// ```
    pub fn parse_list(text: &str) -> Result<Row, InputError> {
        if input::list::starts_list(text.trim_start()) {
            // LeetCode's `[1,3,5]`, read as a file is.
            return Row::parse(text, None);
        }
        if text.trim().is_empty() {
            // As an empty file is: there is no row to solve.
            return Err(InputError::at(
                text,
                text.len(),
                Problem::Empty {
                    expected: "a row of integers",
                },
            ));
        }
        let short = input::inline::short_form(text)?;
        if short.contains('\n') {
            // Lines (`5 / 1 3 5 2 9`): a file's layout, read as one is.
            return Row::parse(&short, None);
        }
        let values = input::tokens(&short)
            .map(|token| input::integer_at(&short, token))
            .collect::<Result<Vec<i64>, InputError>>()?;
        Ok(Row::new(values))
    }
}

impl From<Vec<i64>> for Row {
    fn from(values: Vec<i64>) -> Row {
        Row::new(values)
    }
}

impl fmt::Display for Row {
    /// The values separated by single spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (at, value) in self.values.iter().enumerate() {
            if at > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{value}")?;
        }
        Ok(())
    }
}

/// The exact sum of `values`. It cannot overflow: `|sum| <= len * 2^63`.
pub(crate) fn segment_sum(values: &[i64]) -> i128 {
    values.iter().map(|&v| i128::from(v)).sum()
}

/// What a play session on a row of `n` values holds besides its solver's
/// table: the values, their sums and a history played to the end, at 64
/// bytes a value, and 64 KiB besides.
pub fn row_session_bytes(n: usize) -> u64 {
    64 * n as u64 + (64 << 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detection_follows_the_documented_rule() {
        let cases: [(&str, &[i64]); 7] = [
            ("5\n1 3 5 2 9", &[1, 3, 5, 2, 9]),
            ("6\n4\n7\n2\n9\n5\n2\n", &[4, 7, 2, 9, 5, 2]),
            ("  \n 2 \r\n 20 30\r\n", &[20, 30]),
            ("20 30 2 2", &[20, 30, 2, 2]),
            ("10", &[10]),
            ("1\n10", &[10]),
            ("1 3\n5", &[1, 3, 5]),
        ];
        for (text, values) in cases {
            assert_eq!(Row::parse(text, None).unwrap().values(), values, "{text:?}");
        }
    }

    #[test]
    fn count_mismatches_are_errors_that_say_why() {
        let error = Row::parse("1\n3\n5", None).unwrap_err();
        assert_eq!((error.location.line, error.location.column), (3, 1));
        assert!(error.to_string().contains("--input plain"), "{error}");
        let error = Row::parse("4 1 2", Some(RowLayout::Counted)).unwrap_err();
        assert!(matches!(
            error.problem,
            Problem::TooFewValues {
                declared: 4,
                found: 2,
                detected: false
            }
        ));
        assert!(!error.to_string().contains("--input"), "{error}");
        let error = Row::parse("-1\n2", None).unwrap_err();
        assert!(matches!(error.problem, Problem::BadCount { .. }));
    }

    #[test]
    fn empty_inputs_are_errors() {
        for text in ["", "   ", "\n\n\t\n"] {
            let error = Row::parse(text, None).unwrap_err();
            assert!(matches!(error.problem, Problem::Empty { .. }), "{text:?}");
        }
    }

    #[test]
    fn an_explicit_count_of_zero_is_an_empty_row() {
        assert!(
            Row::parse("0", Some(RowLayout::Counted))
                .unwrap()
                .is_empty()
        );
    }
}
