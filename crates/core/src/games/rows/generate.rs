//! Seeded random rows, written fast, the same for the same seed on every
//! machine.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::RowLayout;
use crate::erased::{Error, GenerateOptions, Parameter};
use crate::plugin::{Draw, MOST_DRAWN};

/// What a random row looks like.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowSpec {
    /// How many values.
    pub count: u64,
    /// The smallest value that can appear.
    pub min: i64,
    /// The largest value that can appear.
    pub max: i64,
    /// The seed: the same seed gives the same row.
    pub seed: u64,
}

/// The values of a random row: uniform in `min..=max`, drawn from ChaCha8,
/// whose output is fixed for a seed on every platform.
///
/// # Panics
///
/// If `min > max`.
///
/// ```
/// use optimal_play::games::rows::generate::{random_values, RowSpec};
/// let spec = RowSpec { count: 5, min: -3, max: 3, seed: 42 };
/// let values: Vec<i64> = random_values(spec).collect();
/// assert_eq!(values.len(), 5);
/// assert!(values.iter().all(|v| (-3..=3).contains(v)));
/// assert_eq!(values, random_values(spec).collect::<Vec<_>>());
/// ```
pub fn random_values(spec: RowSpec) -> impl Iterator<Item = i64> {
    assert!(spec.min <= spec.max, "min must not exceed max");
    let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
    (0..spec.count).map(move |_| rng.random_range(spec.min..=spec.max))
}

/// Writes a random row in `layout`: for counted, the count on a line of its
/// own, then the values; ten values a line, separated by single spaces.
///
/// ```
/// use optimal_play::games::rows::generate::{write_row, RowSpec};
/// use optimal_play::games::rows::{Row, RowLayout};
/// let spec = RowSpec { count: 12, min: 1, max: 9, seed: 1 };
/// let mut out = Vec::new();
/// write_row(&mut out, spec, RowLayout::Counted)?;
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text.lines().count(), 3);
/// assert_eq!(Row::parse(&text, None).unwrap().len(), 12);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn write_row(out: &mut dyn Write, spec: RowSpec, layout: RowLayout) -> io::Result<()> {
    write_values(out, spec.count, random_values(spec), layout)
}

/// Writes `count` values in `layout`, as [`write_row`] does: for counted,
/// the count on a line of its own; ten values a line.
///
/// ```
/// use optimal_play::games::rows::generate::write_values;
/// use optimal_play::games::rows::RowLayout;
/// let mut out = Vec::new();
/// write_values(&mut out, 3, [4, -1, 7].into_iter(), RowLayout::Counted)?;
/// assert_eq!(out, b"3\n4 -1 7\n");
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn write_values(
    out: &mut dyn Write,
    count: u64,
    values: impl Iterator<Item = i64>,
    layout: RowLayout,
) -> io::Result<()> {
    const PER_LINE: u64 = 10;
    let mut chunk = Vec::with_capacity(1 << 17);
    let mut number = itoa::Buffer::new();
    if layout == RowLayout::Counted {
        chunk.extend_from_slice(number.format(count).as_bytes());
        chunk.push(b'\n');
    }
    for (at, value) in (0u64..).zip(values) {
        chunk.extend_from_slice(number.format(value).as_bytes());
        chunk.push(if (at + 1) % PER_LINE == 0 || at + 1 == count {
            b'\n'
        } else {
            b' '
        });
        if chunk.len() >= 1 << 16 {
            out.write_all(&chunk)?;
            chunk.clear();
        }
    }
    out.write_all(&chunk)
}

/// `--count`: how many values, 8 by default; a row held before it is
/// written has at most [`MOST_DRAWN`].
pub(crate) const COUNT: Parameter =
    Parameter::new("count", "how many values", 1, MOST_DRAWN, 8).small(7);
/// `--min`: the smallest value, 1 by default.
pub(crate) const MIN: Parameter =
    Parameter::new("min", "the smallest value", i64::MIN, i64::MAX, 1)
        .small(-3)
        .stress(i64::MIN);
/// `--max`: the largest value, 20 by default.
pub(crate) const MAX: Parameter =
    Parameter::new("max", "the largest value", i64::MIN, i64::MAX, 20).small(4);

/// The parameters of `generate` every row game takes.
pub(crate) const GENERATE: &[Parameter] = &[COUNT, MIN, MAX];

/// The parameters of a row game that writes its row as it draws it: any
/// number of values.
pub(crate) const GENERATE_STREAMED: &[Parameter] = &[COUNT.at_most(i64::MAX), MIN, MAX];

/// The values of a row, drawn as [`write_row`] draws them (the same row for
/// the same seed, held or streamed): `--count` values from `--min` to
/// `--max`; for `stress`, the values as they are.
pub(crate) fn draw_row(draw: &mut Draw<'_>) -> Result<Vec<i64>, Error> {
    let (count, min, max) = (draw.count(), draw.get("min"), draw.get("max"));
    check_range(min, max)?;
    Ok((0..count).map(|_| draw.value(min..=max)).collect())
}

/// Refuses `--min` past `--max`.
fn check_range(min: i64, max: i64) -> Result<(), Error> {
    if min > max {
        return Err(Error::Unsupported(format!(
            "--min {min} is larger than --max {max}"
        )));
    }
    Ok(())
}

/// The row `generate` is asked for: `--count` values (8 by default) from
/// `--min` to `--max` (1 to 20).
pub(crate) fn row_spec(options: &GenerateOptions) -> Result<RowSpec, Error> {
    let count = COUNT.of(options) as u64;
    let (min, max) = (MIN.of(options), MAX.of(options));
    check_range(min, max)?;
    Ok(RowSpec {
        count,
        min,
        max,
        seed: options.seed,
    })
}
