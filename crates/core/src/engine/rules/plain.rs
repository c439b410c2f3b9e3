//! Plain values: what a position or a move of a game of one's own may be
//! in every language the rules protocol is written in (Python, a rules
//! file): an integer, a string, `None`, a boolean, or a tuple, list or
//! frozen set of them. [`Plain`] is such a value in Rust, and its bytes
//! ([`Plain::encode`]) are how the walk stores a position: equal values are
//! equal bytes, so a position is interned by its bytes alone.
//!
//! The encoding, a tag byte and what follows it:
//!
//! | tag | value |
//! |---|---|
//! | `0x00`–`0x7F` | the integer itself, 0 to 127 |
//! | `0x80` | an integer, zigzag, as a varint |
//! | `0x81` | a string: its length as a varint, then its UTF-8 |
//! | `0x82`, `0x83` | a tuple, a list: its length, then its items |
//! | `0x84` | `None` |
//! | `0x85`, `0x86` | `False`, `True` |
//! | `0x87` | an integer past 64 bits: its decimal digits as a string |
//! | `0x88` | a frozen set: its length, then its items' encodings in order |

use std::fmt;

/// The tag of an integer past 0 to 127 (zigzag varint).
pub const INT: u8 = 0x80;
/// The tag of a string.
pub const STR: u8 = 0x81;
/// The tag of a tuple.
pub const TUPLE: u8 = 0x82;
/// The tag of a list.
pub const LIST: u8 = 0x83;
/// The tag of `None`.
pub const NONE: u8 = 0x84;
/// The tag of `False`.
pub const FALSE: u8 = 0x85;
/// The tag of `True`.
pub const TRUE: u8 = 0x86;
/// The tag of an integer past 64 bits, as its decimal digits.
pub const BIG_INT: u8 = 0x87;
/// The tag of a frozen set.
pub const FROZENSET: u8 = 0x88;

/// A plain value.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Plain {
    /// An integer of 64 bits.
    Int(i64),
    /// An integer past 64 bits, as its decimal digits.
    BigInt(String),
    /// A string.
    Str(String),
    /// A tuple.
    Tuple(Vec<Plain>),
    /// A list.
    List(Vec<Plain>),
    /// A frozen set, its items in the order of their encodings.
    FrozenSet(Vec<Plain>),
    /// `None`.
    None,
    /// A boolean.
    Bool(bool),
}

/// Appends `n` as a varint: seven bits a byte, the high bit set on all but
/// the last.
pub fn write_varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Reads a varint at `*at`, moving `at` past it; `None` past the end.
pub fn read_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let (mut n, mut shift) = (0u64, 0);
    loop {
        let byte = *bytes.get(*at)?;
        *at += 1;
        n |= u64::from(byte & 0x7F).checked_shl(shift)?;
        if byte < 0x80 {
            return Some(n);
        }
        shift += 7;
    }
}

/// Appends the encoding of the integer `n`.
pub fn write_int(out: &mut Vec<u8>, n: i64) {
    match n {
        0..=0x7F => out.push(n as u8),
        _ => {
            out.push(INT);
            write_varint(out, ((n << 1) ^ (n >> 63)) as u64);
        }
    }
}

/// Appends the encoding of a string (or of an integer's digits, with
/// `tag` [`BIG_INT`]).
pub fn write_text(out: &mut Vec<u8>, tag: u8, text: &str) {
    out.push(tag);
    write_varint(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

impl Plain {
    /// Appends the value's encoding to `out`.
    pub fn encode(&self, out: &mut Vec<u8>) {
        match self {
            Plain::Int(n) => write_int(out, *n),
            Plain::BigInt(digits) => write_text(out, BIG_INT, digits),
            Plain::Str(text) => write_text(out, STR, text),
            Plain::Tuple(items) | Plain::List(items) => {
                out.push(if matches!(self, Plain::Tuple(_)) {
                    TUPLE
                } else {
                    LIST
                });
                write_varint(out, items.len() as u64);
                items.iter().for_each(|item| item.encode(out));
            }
            Plain::FrozenSet(items) => {
                let mut encoded: Vec<Vec<u8>> = (items.iter())
                    .map(|item| {
                        let mut bytes = Vec::new();
                        item.encode(&mut bytes);
                        bytes
                    })
                    .collect();
                encoded.sort_unstable();
                encoded.dedup();
                out.push(FROZENSET);
                write_varint(out, encoded.len() as u64);
                encoded
                    .iter()
                    .for_each(|bytes| out.extend_from_slice(bytes));
            }
            Plain::None => out.push(NONE),
            Plain::Bool(flag) => out.push(if *flag { TRUE } else { FALSE }),
        }
    }

    /// The value's encoding.
    pub fn to_bytes(&self) -> Box<[u8]> {
        let mut out = Vec::new();
        self.encode(&mut out);
        out.into()
    }

    /// The value `bytes` encode, or `None` when they are not an encoding
    /// whole.
    pub fn decode(bytes: &[u8]) -> Option<Plain> {
        let mut at = 0;
        let value = Plain::decode_at(bytes, &mut at, 0)?;
        (at == bytes.len()).then_some(value)
    }

    fn decode_at(bytes: &[u8], at: &mut usize, depth: usize) -> Option<Plain> {
        const DEEPEST: usize = 256;
        if depth > DEEPEST {
            return None;
        }
        let tag = *bytes.get(*at)?;
        *at += 1;
        let text = |at: &mut usize| -> Option<String> {
            let len = usize::try_from(read_varint(bytes, at)?).ok()?;
            let text = std::str::from_utf8(bytes.get(*at..at.checked_add(len)?)?).ok()?;
            *at += len;
            Some(text.to_owned())
        };
        let items = |at: &mut usize| -> Option<Vec<Plain>> {
            let len = read_varint(bytes, at)?;
            // Each item takes a byte at least: a length past what is left
            // is not an encoding.
            if len > (bytes.len() - *at) as u64 {
                return None;
            }
            (0..len)
                .map(|_| Plain::decode_at(bytes, at, depth + 1))
                .collect()
        };
        Some(match tag {
            0..=0x7F => Plain::Int(i64::from(tag)),
            INT => {
                let zigzag = read_varint(bytes, at)?;
                Plain::Int(((zigzag >> 1) as i64) ^ -((zigzag & 1) as i64))
            }
            STR => Plain::Str(text(at)?),
            BIG_INT => Plain::BigInt(text(at)?),
            TUPLE => Plain::Tuple(items(at)?),
            LIST => Plain::List(items(at)?),
            FROZENSET => Plain::FrozenSet(items(at)?),
            NONE => Plain::None,
            FALSE => Plain::Bool(false),
            TRUE => Plain::Bool(true),
            _ => return None,
        })
    }
}

/// As Python writes the value (its `repr`): `(1, 'a', [2])`, `None`,
/// `frozenset({1, 2})`.
impl fmt::Display for Plain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items = |f: &mut fmt::Formatter<'_>, items: &[Plain]| -> fmt::Result {
            for (k, item) in items.iter().enumerate() {
                if k > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{item}")?;
            }
            Ok(())
        };
        match self {
            Plain::Int(n) => write!(f, "{n}"),
            Plain::BigInt(digits) => f.write_str(digits),
            Plain::Str(text) => write!(f, "'{}'", text.replace('\\', "\\\\").replace('\'', "\\'")),
            Plain::Tuple(values) => {
                f.write_str("(")?;
                items(f, values)?;
                f.write_str(if values.len() == 1 { ",)" } else { ")" })
            }
            Plain::List(values) => {
                f.write_str("[")?;
                items(f, values)?;
                f.write_str("]")
            }
            Plain::FrozenSet(values) if values.is_empty() => f.write_str("frozenset()"),
            Plain::FrozenSet(values) => {
                f.write_str("frozenset({")?;
                items(f, values)?;
                f.write_str("})")
            }
            Plain::None => f.write_str("None"),
            Plain::Bool(flag) => f.write_str(if *flag { "True" } else { "False" }),
        }
    }
}

/// Random plain values for property tests: integers (and, with
/// `big_ints`, integers past 64 bits), strings, `None`, booleans, and
/// tuples and lists of them four deep.
#[cfg(test)]
pub(crate) fn arbitrary(big_ints: bool) -> impl proptest::strategy::Strategy<Value = Plain> {
    use proptest::prelude::*;
    let mut leaves: Vec<BoxedStrategy<Plain>> = vec![
        any::<i64>().prop_map(Plain::Int).boxed(),
        (-3i64..200).prop_map(Plain::Int).boxed(),
        ".{0,8}".prop_map(Plain::Str).boxed(),
        Just(Plain::None).boxed(),
        any::<bool>().prop_map(Plain::Bool).boxed(),
    ];
    if big_ints {
        leaves.push("[0-9]{19,30}".prop_map(Plain::BigInt).boxed());
    }
    let leaf = proptest::strategy::Union::new(leaves);
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Plain::Tuple),
            proptest::collection::vec(inner, 0..4).prop_map(Plain::List),
        ]
    })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn plain() -> impl Strategy<Value = Plain> {
        arbitrary(true)
    }

    proptest! {
        /// Every value reads back as itself, and two values are equal
        /// exactly when their bytes are.
        #[test]
        fn encodings_read_back_and_tell_values_apart(a in plain(), b in plain()) {
            prop_assert_eq!(Plain::decode(&a.to_bytes()), Some(a.clone()));
            prop_assert_eq!(a == b, a.to_bytes() == b.to_bytes());
        }

        /// Bytes that are not an encoding are refused, never a panic; what
        /// any bytes decode to reads back as itself.
        #[test]
        fn any_bytes_decode_or_are_refused(bytes in proptest::collection::vec(any::<u8>(), 0..24)) {
            if let Some(value) = Plain::decode(&bytes) {
                prop_assert_eq!(Plain::decode(&value.to_bytes()), Some(value));
            }
        }
    }

    #[test]
    fn values_are_written_as_python_writes_them() {
        let value = Plain::Tuple(vec![
            Plain::Int(1),
            Plain::Str("a'b".into()),
            Plain::List(vec![Plain::Int(-300)]),
            Plain::Tuple(vec![Plain::None]),
            Plain::Bool(true),
        ]);
        assert_eq!(value.to_string(), r"(1, 'a\'b', [-300], (None,), True)");
        let set = Plain::FrozenSet(vec![Plain::Int(2), Plain::Int(1), Plain::Int(2)]);
        assert_eq!(
            Plain::decode(&set.to_bytes()).unwrap().to_string(),
            "frozenset({1, 2})"
        );
    }
}
