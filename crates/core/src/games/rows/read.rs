//! Reading a row as a stream of values, in either layout, from any reader.
//!
//! [`Row::parse`](super::Row::parse), every row game and the row game's
//! streaming solver share this reader, so a row is accepted or refused,
//! and every error is worded and placed, the same way whichever path reads
//! it.

use std::io::Read;

use crate::input::stream::{ReadFailure, TokenReader};
use crate::input::{self, InputError, Location, Problem};

crate::choices! {
    /// The two ways a row is written down.
    ///
    /// Without an explicit layout, [`Row::parse`](super::Row::parse) detects it by this rule: the
    /// input is **counted** when its first non-blank line holds exactly one token
    /// and more tokens follow on later lines (`N` on a line of its own, then the
    /// values, as in USACO and AtCoder inputs). Otherwise it is **plain**: every
    /// number is a value. An input that starts with `[` is LeetCode's list,
    /// `[2,7,9,4,4]` ([`read_list`](crate::input::list::read_list)).
    #[derive(Hash)]
    pub enum RowLayout {
        Counted = "counted": "a count N, then N values (USACO, AtCoder, the tutorials)",
        Plain = "plain": "values only",
    }
}

/// Reads the values of a row from `reader` and hands each to `sink`, in order.
/// With `layout` `None` the layout is detected by the rule given at
/// [`RowLayout`]. Returns the number of values.
///
/// `progress` is called with the number of bytes read so far, about once per
/// buffer of input.
///
/// ```
/// use optimal_play::games::rows::read::read_values;
/// let mut values = Vec::new();
/// let count = read_values("3\n1 2 3".as_bytes(), None, |v| values.push(v), |_| {})?;
/// assert_eq!((count, values), (3, vec![1, 2, 3]));
/// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
/// ```
pub fn read_values<R: Read>(
    reader: R,
    layout: Option<RowLayout>,
    sink: impl FnMut(i64),
    progress: impl FnMut(u64),
) -> Result<u64, ReadFailure> {
    read_values_at_most(reader, layout, None, sink, progress)
}

/// How many values go to the solver at a time while it runs on the reading
/// thread: 64 KB blocks, one reused while it stays in the cache.
const SHORT_BLOCK: usize = 1 << 13;

/// How many values go to the solver at a time once it runs on a thread of
/// its own: 512 KB blocks, which it hands back to be filled again, so only a
/// few are ever allocated, and the threads meet once every 2^16 values.
const LONG_BLOCK: usize = 1 << 16;

/// How long a block is when `values` values have gone before it.
fn block_len(values: u64) -> usize {
    if values < INLINE_VALUES as u64 {
        SHORT_BLOCK
    } else {
        LONG_BLOCK
    }
}

/// As [`read_values`], refusing the row as soon as it passes `at_most`
/// values (or its count announces more), before the rest is read.
///
/// ```
/// use optimal_play::games::rows::read::read_values_at_most;
/// use optimal_play::input::Limit;
/// let limit = Limit { count: 2, what: "this test", instead: "" };
/// let error = read_values_at_most("1 2 3 4".as_bytes(), None, Some(limit), |_| {}, |_| {});
/// assert!(error.unwrap_err().to_string().contains("line 1, column 5"));
/// ```
pub fn read_values_at_most<R: Read>(
    reader: R,
    layout: Option<RowLayout>,
    at_most: Option<input::Limit>,
    mut sink: impl FnMut(i64),
    progress: impl FnMut(u64),
) -> Result<u64, ReadFailure> {
    read_blocks_at_most(
        reader,
        layout,
        at_most,
        |block| block.iter().for_each(|&value| sink(value)),
        progress,
    )
}

/// As [`read_values_at_most`], handing the values to `sink` a block at a
/// time, in order: blocks of [`SHORT_BLOCK`] values, from the
/// [`INLINE_VALUES`]th value on blocks of [`LONG_BLOCK`], and a shorter one
/// last.
/// `sink` may keep a block by swapping it for an empty vector, so that
/// blocks move to another thread without a copy. When the row is refused,
/// some of the values before the error may not have reached `sink`.
pub(crate) fn read_blocks_at_most<R: Read>(
    reader: R,
    layout: Option<RowLayout>,
    at_most: Option<input::Limit>,
    mut sink: impl FnMut(&mut Vec<i64>),
    mut progress: impl FnMut(u64),
) -> Result<u64, ReadFailure> {
    let mut tokens = TokenReader::new(reader);
    let too_many = |location: Location| InputError {
        location,
        problem: Problem::PastLimit(at_most.expect("only past a limit")),
    };
    let limit = at_most.map_or(u64::MAX, |limit| limit.count);
    if !tokens.advance()? {
        return Err(InputError {
            location: tokens.location_now(),
            problem: Problem::Empty {
                expected: "a row of integers",
            },
        }
        .into());
    }
    // LeetCode's list, `[2,7,9,4,4]`, when no layout is named.
    if layout.is_none() && input::list::starts_list(tokens.token()) {
        let mut chunk = Vec::with_capacity(SHORT_BLOCK);
        let mut count = 0u64;
        input::list::read_list(&mut tokens, at_most, |value| {
            chunk.push(value);
            count += 1;
            if chunk.len() >= block_len(count) {
                sink(&mut chunk);
                chunk.clear();
            }
        })?;
        if !chunk.is_empty() {
            sink(&mut chunk);
        }
        progress(tokens.bytes_read());
        return Ok(count);
    }
    let first = tokens.token().to_owned();
    let first_location = tokens.location();
    let integer = |tokens: &TokenReader<R>| {
        input::parse_i64(tokens.token())
            .map_err(|(within, problem)| tokens.error_in_token(within, problem))
    };

    // Detection looks one token ahead: counted when the second token is on a
    // later line than the first.
    let first_value = integer(&tokens);
    let has_second = tokens.advance()?;
    let detected = layout.is_none();
    let layout = layout.unwrap_or(
        if has_second && tokens.location().line > first_location.line {
            RowLayout::Counted
        } else {
            RowLayout::Plain
        },
    );

    let mut count: u64 = 0;
    let mut chunk = Vec::with_capacity(SHORT_BLOCK);
    let mut last_progress = 0;
    let mut report = |tokens: &TokenReader<R>| {
        let read = tokens.bytes_read();
        if read != last_progress {
            last_progress = read;
            progress(read);
        }
    };
    // Values gather in `chunk`, and go to `sink` a full block at a time (and
    // the rest at the end), however the input is cut into reads.
    let mut hand_over = |chunk: &mut Vec<i64>, count: u64| {
        sink(chunk);
        chunk.clear();
        chunk.reserve(block_len(count));
    };
    // After one value read token by token, whole buffers of plain integers
    // at a time, up to `end` values in all.
    let batch = |tokens: &mut TokenReader<R>,
                 chunk: &mut Vec<i64>,
                 count: &mut u64,
                 end: u64,
                 hand_over: &mut dyn FnMut(&mut Vec<i64>, u64)| loop {
        let full = block_len(*count - chunk.len() as u64);
        if chunk.len() >= full {
            hand_over(chunk, *count);
            continue;
        }
        let room = usize::try_from(end - *count).unwrap_or(usize::MAX);
        let added = tokens.read_integers(chunk, room.min(full - chunk.len()));
        if added == 0 {
            break;
        }
        *count += added as u64;
    };
    match layout {
        RowLayout::Plain => {
            chunk.push(first_value?);
            count += 1;
            let mut current = has_second.then(|| integer(&tokens));
            while let Some(value) = current {
                if count == limit {
                    return Err(too_many(tokens.location()).into());
                }
                chunk.push(value?);
                count += 1;
                batch(&mut tokens, &mut chunk, &mut count, limit, &mut hand_over);
                report(&tokens);
                current = tokens.advance_integer()?;
            }
        }
        RowLayout::Counted => {
            let declared = parse_count(&first, first_location, first_value)?;
            if declared > limit {
                return Err(too_many(first_location).into());
            }
            let mut current = has_second.then(|| integer(&tokens));
            while let Some(value) = current {
                if count == declared {
                    return Err(InputError {
                        location: tokens.location(),
                        problem: Problem::TooManyValues {
                            token: tokens.token().to_owned(),
                            declared,
                            detected,
                        },
                    }
                    .into());
                }
                chunk.push(value?);
                count += 1;
                batch(
                    &mut tokens,
                    &mut chunk,
                    &mut count,
                    declared,
                    &mut hand_over,
                );
                report(&tokens);
                current = tokens.advance_integer()?;
            }
            if count < declared {
                return Err(InputError {
                    location: first_location,
                    problem: Problem::TooFewValues {
                        declared,
                        found: count,
                        detected,
                    },
                }
                .into());
            }
        }
    }
    if !chunk.is_empty() {
        hand_over(&mut chunk, count);
    }
    progress(tokens.bytes_read());
    Ok(count)
}

fn parse_count(
    token: &str,
    location: Location,
    value: Result<i64, InputError>,
) -> Result<u64, InputError> {
    let bad_count = || InputError {
        location,
        problem: Problem::BadCount {
            token: token.to_owned(),
        },
    };
    match value {
        Ok(count) => u64::try_from(count).map_err(|_| bad_count()),
        Err(InputError {
            problem: Problem::OutOfRange { .. },
            ..
        }) => Err(bad_count()),
        Err(error) => Err(error),
    }
}

/// How many values the row game's streaming solver (`coins::read`) solves on the reading thread before it
/// starts a second one: a row of up to 2^18 values is solved with no thread
/// started. Below that a second thread costs more than it saves (at 10^5
/// values, 3.4 ms on one thread against 3.8 ms on two).
pub(crate) const INLINE_VALUES: usize = 1 << 18;
