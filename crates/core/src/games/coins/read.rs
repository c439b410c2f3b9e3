//! The row game's streaming solver: a row solved as it is read, on one
//! thread or two, without holding it ([`solve_streaming`],
//! [`margin_streaming`]). The reading itself is the row games' shared
//! reader, [`crate::games::rows::read`], re-exported here.

use std::io::Read;

use crate::coins::linear::{EndsReducer, Reducer};
use crate::coins::{EndValues, Outcome};
use crate::games::rows::read::{INLINE_VALUES, read_blocks_at_most};
pub use crate::games::rows::read::{RowLayout, read_values, read_values_at_most};
use crate::input::stream::ReadFailure;

/// A row solved as it was read: everything `coins solve` prints without a
/// line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Streamed {
    /// The number of values.
    pub len: u64,
    /// The outcome of optimal play.
    pub outcome: Outcome,
    /// The values at the two ends and what taking each is worth; `None` for
    /// an empty row.
    pub ends: Option<StreamedEnds>,
}

/// The ends of a row solved as it was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StreamedEnds {
    /// The leftmost value.
    pub left_value: i64,
    /// The rightmost value.
    pub right_value: i64,
    /// What each end is worth to the first player.
    pub values: EndValues,
}

/// Reads a row from `reader` and solves it by the linear method in the same
/// pass, without holding the text or the values: only two reduction stacks
/// (the whole row, and the row without its first value), each at most one
/// 16-byte block per value and usually far smaller.
///
/// `progress` is called with the number of bytes read so far.
///
/// ```
/// use optimal_play::coins::read::solve_streaming;
/// use optimal_play::coins::Side;
/// let solved = solve_streaming("4\n20 30 2 2\n".as_bytes(), None, |_| {})?;
/// assert_eq!((solved.len, solved.outcome.first), (4, 32));
/// assert_eq!(solved.ends.unwrap().values.best(), vec![Side::Right]);
/// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
/// ```
pub fn solve_streaming<R: Read>(
    reader: R,
    layout: Option<RowLayout>,
    progress: impl FnMut(u64),
) -> Result<Streamed, ReadFailure> {
    let (len, ends) = pipelined(RowEnds::default(), RowEnds::take, |sink| {
        read_blocks_at_most(reader, layout, None, sink, progress)
    })?;
    let RowEnds {
        mut pair,
        first,
        pending,
        sum,
    } = ends;
    let (Some(left_value), Some(right_value)) = (first, pending) else {
        return Ok(Streamed {
            len,
            outcome: Outcome::from_margin(0, 0),
            ends: None,
        });
    };
    let (without_last, _) = pair.margins();
    pair.push(right_value);
    let (margin, without_first) = pair.margins();
    let values = EndValues {
        left: i128::from(left_value) - without_first,
        right: i128::from(right_value) - without_last,
    };
    debug_assert_eq!(values.margin(), margin);
    Ok(Streamed {
        len,
        outcome: Outcome::from_margin(sum, margin),
        ends: Some(StreamedEnds {
            left_value,
            right_value,
            values,
        }),
    })
}

/// What [`solve_streaming`] keeps while it reads.
#[derive(Default)]
struct RowEnds {
    /// The row so far and the same without its first value, both without
    /// the last value: they run one value behind, so that before the last
    /// value goes in they give the row without it.
    pair: EndsReducer,
    first: Option<i64>,
    pending: Option<i64>,
    sum: i128,
}

impl RowEnds {
    fn take(&mut self, values: &[i64]) {
        for &value in values {
            self.sum += i128::from(value);
            if let Some(previous) = self.pending.replace(value) {
                self.pair.push(previous);
            } else {
                self.first = Some(value);
            }
        }
    }
}

/// Reads on this thread and solves on a second one: `read` hands blocks of
/// values to its sink, which sends them to the other thread for `take` to
/// fold into `state`, so that parsing and solving overlap on two cores. The
/// first [`INLINE_VALUES`] are folded here. Returns what `read` returned and
/// the final state.
fn pipelined<S: Send>(
    state: S,
    take: fn(&mut S, &[i64]),
    read: impl FnOnce(&mut dyn FnMut(&mut Vec<i64>)) -> Result<u64, ReadFailure>,
) -> Result<(u64, S), ReadFailure> {
    use std::sync::mpsc;
    std::thread::scope(|scope| {
        let (full, full_blocks) = mpsc::sync_channel::<Vec<i64>>(4);
        let (empty, empty_blocks) = mpsc::channel::<Vec<i64>>();
        let mut channels = Some((full_blocks, empty));
        let mut state = Some(state);
        let mut folded_here = 0;
        let mut worker = None;
        let read = read(&mut |block: &mut Vec<i64>| {
            if worker.is_none() {
                let here = state.as_mut().expect("held until the worker starts");
                if folded_here < INLINE_VALUES {
                    folded_here += block.len();
                    take(here, block);
                    return;
                }
                let mut state = state.take().expect("held until the worker starts");
                let (blocks, empty) = channels.take().expect("taken once");
                worker = Some(scope.spawn(move || {
                    for mut block in blocks {
                        take(&mut state, &block);
                        block.clear();
                        // Fails only once the reader has finished.
                        let _ = empty.send(block);
                    }
                    state
                }));
            }
            let next = empty_blocks
                .try_recv()
                .unwrap_or_else(|_| Vec::with_capacity(block.capacity()));
            // Fails only if the worker panicked; `join` below says so.
            let _ = full.send(std::mem::replace(block, next));
        });
        drop(full);
        let state = match worker {
            None => state.take().expect("no worker took it"),
            Some(worker) => worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        };
        read.map(|count| (count, state))
    })
}

/// Reads a row from `reader` and computes only its outcome, in one pass: a
/// single reduction stack (at most one 16-byte block per value, usually far
/// smaller), half of what [`solve_streaming`] keeps for the ends. Returns the
/// number of values and the outcome.
///
/// ```
/// use optimal_play::coins::read::margin_streaming;
/// let (len, outcome) = margin_streaming("6\n4 7 2 9 5 2".as_bytes(), None, |_| {})?;
/// assert_eq!((len, outcome.first, outcome.second), (6, 18, 11));
/// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
/// ```
pub fn margin_streaming<R: Read>(
    reader: R,
    layout: Option<RowLayout>,
    progress: impl FnMut(u64),
) -> Result<(u64, Outcome), ReadFailure> {
    fn take((reducer, sum): &mut (Reducer, i128), values: &[i64]) {
        for &value in values {
            *sum += i128::from(value);
            reducer.push(value);
        }
    }
    let (len, (reducer, sum)) = pipelined((Reducer::default(), 0), take, |sink| {
        read_blocks_at_most(reader, layout, None, sink, progress)
    })?;
    Ok((len, Outcome::from_margin(sum, reducer.margin())))
}
