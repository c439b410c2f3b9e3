//! Writing a JSON answer straight to its output, typed, without building
//! it as a [`serde_json::Value`] first: a value of the engine as a `Value`
//! object took about 300 bytes, so that an answer of two million values
//! peaked at 1.1 GB where its text took 125 MB (#46 item 4).
//!
//! ```
//! use optimal_play::plugin::json_out::{Sequence, write_line};
//! let squares = Sequence::new(|| (1..=3u64).map(|n| n * n));
//! let mut out = Vec::new();
//! write_line(&mut out, &serde_json::json!({"n": 3})).unwrap();
//! write_line(&mut out, &squares).unwrap();
//! assert_eq!(String::from_utf8(out).unwrap(), "{\"n\":3}\n[1,4,9]\n");
//! ```

use std::io::{self, Write};

use serde::{Serialize, Serializer};

/// Writes `value` as one line of JSON, streamed to `out` as it is
/// serialised.
pub fn write_line<T: Serialize + ?Sized>(out: &mut dyn Write, value: &T) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

/// A JSON array whose items are made one at a time as it is written, by
/// an iterator `make` starts afresh each time: a list of millions of items
/// is never held.
pub struct Sequence<F>(F);

impl<F, I> Sequence<F>
where
    F: Fn() -> I,
    I: IntoIterator,
    I::Item: Serialize,
{
    /// The array of the items `make()` yields.
    pub fn new(make: F) -> Sequence<F> {
        Sequence(make)
    }
}

impl<F, I> Serialize for Sequence<F>
where
    F: Fn() -> I,
    I: IntoIterator,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((self.0)())
    }
}
