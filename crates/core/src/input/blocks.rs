//! Plain integers found and converted 64 bytes at a time: the fast path
//! under [`TokenReader::read_integers`](super::stream::TokenReader::read_integers).
//!
//! A block is classified with 16-byte vector compares (digits, separators,
//! newlines, signs), one bit per byte, so the numbers in it are found with
//! bit arithmetic rather than a branch per byte. Each number of up to 16
//! digits is then converted in one vector register: the 16 bytes that end
//! on its last digit, with the bytes before its first digit cleared, are
//! combined into pairs, fours and eights of digits by multiply-adds.
//!
//! The block path takes only what is certainly a plain integer: an optional
//! minus sign after a separator, 1 to 16 ASCII digits, and an ASCII
//! separator after them, all inside the block. It stops at anything else and leaves it
//! to the byte-at-a-time path, which accepts, refuses and places everything
//! exactly as [`tokens`](super::tokens) does.

use wide::{i8x16, i16x8, i32x4, u8x16};

/// How many bytes a block is.
pub(super) const BLOCK: usize = 64;

/// How many bytes before a block must be in the buffer: a number is
/// converted from the 16 bytes that end on its last digit.
pub(super) const LOOK_BEHIND: usize = 15;

/// What [`read_block`] took from a block.
#[derive(Debug, Clone, Copy)]
pub(super) struct Taken {
    /// How many bytes were consumed: up to the end of the last number
    /// read, or 0 when no number could be read.
    pub bytes: usize,
    /// The newlines of the block, a bit per byte (bit `i` for the byte `i`
    /// bytes into the block).
    pub newlines: u64,
    /// Where the last number read starts (at its sign, if it has one) and
    /// ends, in bytes into the block.
    pub last: Option<(usize, usize)>,
}

/// One bit per byte of a block for each class of byte that may appear in a
/// row of plain integers.
#[derive(Debug, Clone, Copy)]
struct Classes {
    digits: u64,
    /// ASCII whitespace: space, tab, newline, vertical tab, form feed and
    /// carriage return.
    separators: u64,
    newlines: u64,
    /// Minus signs. A plus sign, rare in a row, is left to the byte path.
    minus: u64,
}

fn classify(block: &[u8; BLOCK]) -> Classes {
    let mut classes = Classes {
        digits: 0,
        separators: 0,
        newlines: 0,
        minus: 0,
    };
    let bits = |mask: i8x16, at: usize| u64::from(mask.to_bitmask() as u16) << at;
    for (quarter, bytes) in block.chunks_exact(16).enumerate() {
        let bytes: [u8; 16] = bytes.try_into().expect("16 bytes");
        // Signed bytes: past ASCII is negative, so in no class.
        let v: i8x16 = bytemuck::cast(bytes);
        let at = 16 * quarter;
        let digit =
            v.simd_gt(i8x16::splat(b'0' as i8 - 1)) & v.simd_lt(i8x16::splat(b'9' as i8 + 1));
        // \t \n \v \f \r are 9 to 13.
        let control = v.simd_gt(i8x16::splat(8)) & v.simd_lt(i8x16::splat(14));
        let separator = v.simd_eq(i8x16::splat(b' ' as i8)) | control;
        classes.digits |= bits(digit, at);
        classes.separators |= bits(separator, at);
        classes.newlines |= bits(v.simd_eq(i8x16::splat(b'\n' as i8)), at);
        classes.minus |= bits(v.simd_eq(i8x16::splat(b'-' as i8)), at);
    }
    classes
}

/// Masks that keep the last `n` of 16 bytes, for each `n`.
const KEEP_LAST: [[u8; 16]; 17] = {
    let mut masks = [[0; 16]; 17];
    let mut n = 0;
    while n <= 16 {
        let mut at = 16 - n;
        while at < 16 {
            masks[n][at] = 0xFF;
            at += 1;
        }
        n += 1;
    }
    masks
};

/// The value of the `len` (1 to 16) ASCII digits that end `window`.
#[inline]
fn digits_value(window: [u8; 16], len: usize) -> u64 {
    let digits = (u8x16::from(window) - u8x16::splat(b'0')) & u8x16::from(KEEP_LAST[len]);
    // Each 16-bit lane holds two digits, the earlier in the low byte.
    let pairs: i16x8 = bytemuck::cast(digits);
    let pairs = (pairs & i16x8::splat(0xFF)) * i16x8::splat(10) + (pairs >> 8_u32);
    let fours: i32x4 = pairs.dot(i16x8::from([100, 1, 100, 1, 100, 1, 100, 1]));
    let eights: [u64; 2] = bytemuck::cast(fours);
    let eight = |lane: u64| (lane & 0xFFFF_FFFF) * 10_000 + (lane >> 32);
    eight(eights[0]) * 100_000_000 + eight(eights[1])
}

/// Reads the plain integers of the block `buffer[at..at + BLOCK]` onto the
/// end of `out`, in order, stopping at the first thing that is not certainly
/// one (see the module's header). `buffer[at]` must not be a digit or a
/// sign, and there must be [`LOOK_BEHIND`] bytes before `at`.
pub(super) fn read_block(buffer: &[u8], at: usize, out: &mut Vec<i64>) -> Taken {
    debug_assert!(at >= LOOK_BEHIND);
    let block: &[u8; BLOCK] = buffer[at..at + BLOCK].try_into().expect("a whole block");
    let classes = classify(block);
    let separators = classes.separators;
    let signs = classes.minus;
    let digits = classes.digits;
    let mut taken = Taken {
        bytes: 0,
        newlines: classes.newlines,
        last: None,
    };
    if separators & 1 == 0 {
        return taken;
    }
    // A sign must come after a separator and before a digit.
    let misplaced_signs = signs & (!(digits >> 1) | ((digits | signs) << 1));
    let refused = !(digits | separators | signs) | misplaced_signs;
    let before_refused = if refused == 0 {
        u64::MAX
    } else {
        (1 << refused.trailing_zeros()) - 1
    };
    // Last digits followed by a separator before anything refused.
    let mut ends = digits & (separators >> 1) & (before_refused >> 1);
    let mut starts = digits & !(digits << 1);
    let mut last_start = 0;
    while ends != 0 {
        let end = ends.trailing_zeros() as usize + 1;
        let start = starts.trailing_zeros() as usize;
        let len = end - start;
        if len > 16 {
            break;
        }
        let window: [u8; 16] = buffer[at + end - 16..at + end]
            .try_into()
            .expect("16 bytes");
        let magnitude = digits_value(window, len) as i64;
        // All ones for a minus sign before the digits, else all zeros.
        let negative = -(((signs >> (start - 1)) & 1) as i64);
        out.push((magnitude ^ negative) - negative);
        last_start = start;
        taken.bytes = end;
        ends &= ends - 1;
        starts &= starts - 1;
    }
    if taken.bytes > 0 {
        let signed = ((signs >> (last_start - 1)) & 1) as usize;
        taken.last = Some((last_start - signed, taken.bytes));
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// What `read_block` must take from the block at `at`, worked out a
    /// byte at a time from the module's rule: the values, the bytes
    /// consumed, and where the last value starts and ends.
    fn read_block_slowly(buffer: &[u8], at: usize) -> (Vec<i64>, usize, Option<(usize, usize)>) {
        let block = &buffer[at..at + BLOCK];
        let separator = |byte: u8| matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
        let (mut values, mut bytes, mut last) = (Vec::new(), 0, None);
        if !separator(block[0]) {
            return (values, bytes, last);
        }
        let mut position = 0;
        loop {
            while position < BLOCK && separator(block[position]) {
                position += 1;
            }
            let start = position;
            let negative = position < BLOCK && block[position] == b'-';
            let digits_start = start + usize::from(negative);
            let mut end = digits_start;
            while end < BLOCK && block[end].is_ascii_digit() {
                end += 1;
            }
            let len = end - digits_start;
            if len == 0 || len > 16 || end >= BLOCK || !separator(block[end]) {
                return (values, bytes, last);
            }
            let magnitude: i64 = std::str::from_utf8(&block[digits_start..end])
                .unwrap()
                .parse()
                .unwrap();
            values.push(if negative { -magnitude } else { magnitude });
            (bytes, last) = (end, Some((start, end)));
            position = end;
        }
    }

    fn check(buffer: &[u8], at: usize) {
        let mut out = vec![7];
        let taken = read_block(buffer, at, &mut out);
        let (values, bytes, last) = read_block_slowly(buffer, at);
        let shown = String::from_utf8_lossy(&buffer[at..at + BLOCK]);
        assert_eq!(out[1..], values[..], "{shown:?}");
        assert_eq!((taken.bytes, taken.last), (bytes, last), "{shown:?}");
        let newlines = (0..BLOCK).filter(|&i| buffer[at + i] == b'\n');
        assert_eq!(
            taken.newlines,
            newlines.map(|i| 1 << i).sum::<u64>(),
            "{shown:?}"
        );
    }

    #[test]
    fn a_number_of_every_length_at_every_place_in_a_block() {
        let followers: [&[u8]; 8] = [b" ", b"\n", b"\r\n", b"\t", b"x", b"-", b"\xc2\xa0", b"+"];
        for len in 1..=18 {
            for sign in ["", "-", "+"] {
                for place in 1..BLOCK {
                    for follower in followers {
                        let mut buffer = vec![b' '; LOOK_BEHIND];
                        // Numbers before it, to show what is taken first.
                        let mut block = b" 12 -3\n".to_vec();
                        block.resize(place.max(block.len()), b' ');
                        block.truncate(place);
                        block.extend_from_slice(sign.as_bytes());
                        block.extend((0..len).map(|i| b"9876543210"[i % 10]));
                        block.extend_from_slice(follower);
                        block.resize(BLOCK + 32, b' ');
                        buffer.extend_from_slice(&block);
                        check(&buffer, LOOK_BEHIND);
                    }
                }
            }
        }
    }

    #[test]
    fn random_blocks_are_read_as_a_byte_at_a_time() {
        let alphabet: &[u8] =
            b"      \n\n\t\r\x0b\x0c--+0123456789012345678901234567890123456789x\xc2\xa0";
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(64);
        for _ in 0..200_000 {
            let buffer: Vec<u8> = (0..LOOK_BEHIND + BLOCK)
                .map(|_| alphabet[rng.random_range(0..alphabet.len())])
                .collect();
            let mut buffer = buffer;
            buffer[LOOK_BEHIND] = b' ';
            check(&buffer, LOOK_BEHIND);
        }
    }

    #[test]
    fn every_length_of_digits_converts_exactly() {
        for len in 1..=16 {
            for lead in [b' ', b'7', b'-', b'\n'] {
                let digits: Vec<u8> = (0..len).map(|at| b"9081726354"[(at * 7) % 10]).collect();
                let mut window = [lead; 16];
                window[16 - len..].copy_from_slice(&digits);
                let expected: u64 = std::str::from_utf8(&digits).unwrap().parse().unwrap();
                assert_eq!(digits_value(window, len), expected, "{len} digits");
            }
        }
        assert_eq!(
            digits_value(*b"9999999999999999", 16),
            9_999_999_999_999_999
        );
    }
}
