//! Whitespace-separated tokens read from any [`Read`], one buffer at a time,
//! with their line and column: the streaming counterpart of
//! [`tokens`](super::tokens).
//!
//! Only one buffer of input and the current token are held, so an input of any
//! size is read in constant memory.

use std::io::{self, Read};

use super::blocks::{self, BLOCK, LOOK_BEHIND};
use super::{InputError, Location, Problem};

/// How many bytes are read at a time.
const BUFFER_SIZE: usize = 1 << 16;

/// The longest token held, in bytes: far longer than any number, short
/// enough that a hostile input cannot make the reader hold much.
pub const TOKEN_LIMIT: usize = 1024;

/// Why reading stopped: the reader failed, or the input is not what was
/// expected.
#[derive(Debug, thiserror::Error)]
pub enum ReadFailure {
    /// The reader failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The input is malformed.
    #[error(transparent)]
    Input(#[from] InputError),
}

/// Reads tokens from a [`Read`], tracking line and column.
///
/// ```
/// use optimal_play::input::stream::TokenReader;
/// let mut reader = TokenReader::new("5\n 1 3".as_bytes());
/// let mut found = Vec::new();
/// while reader.advance()? {
///     found.push((reader.token().to_owned(), reader.location().line, reader.location().column));
/// }
/// assert_eq!(found, vec![("5".into(), 1, 1), ("1".into(), 2, 2), ("3".into(), 2, 4)]);
/// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
/// ```
#[derive(Debug)]
pub struct TokenReader<R> {
    reader: R,
    /// `buffer[position..valid]` is UTF-8 not yet scanned;
    /// `buffer[valid..filled]` is the start of a character cut by the end of
    /// the last read.
    buffer: Vec<u8>,
    position: usize,
    valid: usize,
    filled: usize,
    /// The bytes at `valid` are not UTF-8 (not merely cut short).
    bad_bytes: bool,
    at_end: bool,
    bytes_read: u64,
    /// Where scanning is now.
    line: usize,
    column: usize,
    token: String,
    /// Where the current token lies in the buffer, when it was read by the
    /// fast path ([`advance_integer`](Self::advance_integer)) rather than
    /// copied into `token`.
    token_span: Option<(usize, usize)>,
    token_location: Location,
    /// Nothing has been scanned yet: a byte-order mark may come first.
    at_start: bool,
    /// Inside LeetCode's list (a token `[` has been read): `[`, `]` and `,`
    /// are tokens of their own.
    in_list: bool,
}

impl<R: Read> TokenReader<R> {
    /// A reader of the tokens of `reader`.
    pub fn new(reader: R) -> Self {
        TokenReader {
            reader,
            buffer: vec![0; BUFFER_SIZE],
            position: 0,
            valid: 0,
            filled: 0,
            bad_bytes: false,
            at_end: false,
            bytes_read: 0,
            line: 1,
            column: 1,
            token: String::new(),
            token_span: None,
            token_location: Location { line: 1, column: 1 },
            at_start: true,
            in_list: false,
        }
    }

    /// Moves to the next token. `Ok(false)` at the end of the input.
    pub fn advance(&mut self) -> Result<bool, ReadFailure> {
        self.token.clear();
        self.token_span = None;
        // Skip separators.
        loop {
            if self.position == self.valid && !self.fill()? {
                return Ok(false);
            }
            if std::mem::take(&mut self.at_start)
                && self.buffer[self.position..self.valid].starts_with("\u{feff}".as_bytes())
            {
                // A byte-order mark, as Windows editors write: not part of
                // the input, and not a column.
                self.position += 3;
                continue;
            }
            let (width, separator) = self.char_at(self.position);
            if !separator {
                break;
            }
            self.step(width);
        }
        self.token_location = self.location_now();
        // Take the token, which may run over several buffers.
        loop {
            let start = self.position;
            let mut ended = false;
            while self.position < self.valid {
                let byte = self.buffer[self.position];
                // A token that starts with `[` opens LeetCode's list, whose
                // punctuation then ends a token and is one of its own: a list
                // of 10^5 values on one line is read value by value, not
                // held as one token.
                let first = self.token.is_empty() && self.position == start;
                if (self.in_list && matches!(byte, b'[' | b']' | b',')) || (first && byte == b'[') {
                    if first {
                        self.in_list = true;
                        self.position += 1;
                        self.column += 1;
                    }
                    ended = true;
                    break;
                }
                // The common case, an ASCII character that is not a space.
                if byte.is_ascii_graphic() {
                    self.position += 1;
                    self.column += 1;
                    continue;
                }
                let (width, separator) = self.char_at(self.position);
                if separator {
                    ended = true;
                    break;
                }
                self.position += width;
                self.column += 1;
            }
            let piece = std::str::from_utf8(&self.buffer[start..self.position])
                .expect("the scanned region is validated UTF-8");
            if self.token.len() + piece.len() > TOKEN_LIMIT {
                return Err(InputError {
                    location: self.token_location,
                    problem: Problem::TokenTooLong { limit: TOKEN_LIMIT },
                }
                .into());
            }
            self.token.push_str(piece);
            if ended || !self.fill()? {
                return Ok(true);
            }
        }
    }

    /// Moves to the next token and reads it as an integer, in one pass over
    /// its bytes: the fast path for rows of numbers. `Ok(None)` at the end of
    /// the input; `Ok(Some(Ok(value)))` for a plain integer; and
    /// `Ok(Some(Err(..)))` for a token that is not one (or does not fit in
    /// an `i64`), with the error at its line and column, as
    /// [`parse_i64`](super::parse_i64) gives it. Either way
    /// [`token`](Self::token) and [`location`](Self::location) then describe
    /// the token, exactly as after [`advance`](Self::advance).
    ///
    /// ```
    /// use optimal_play::input::stream::TokenReader;
    /// let mut reader = TokenReader::new("12 -3\n x7".as_bytes());
    /// assert_eq!(reader.advance_integer()?.unwrap().ok(), Some(12));
    /// assert_eq!(reader.advance_integer()?.unwrap().ok(), Some(-3));
    /// let error = reader.advance_integer()?.unwrap().unwrap_err();
    /// assert_eq!(error.to_string().split(':').next(), Some("line 2, column 2"));
    /// assert!(reader.advance_integer()?.is_none());
    /// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
    /// ```
    #[inline]
    pub fn advance_integer(&mut self) -> Result<Option<Result<i64, InputError>>, ReadFailure> {
        if let Some(value) = self.fast_integer() {
            return Ok(Some(Ok(value)));
        }
        if !self.advance()? {
            return Ok(None);
        }
        Ok(Some(super::parse_i64(self.token()).map_err(
            |(within, problem)| self.error_in_token(within, problem),
        )))
    }

    /// The fast path of [`advance_integer`](Self::advance_integer): ASCII
    /// separators, then an optional sign and at most 18 digits (which always
    /// fit) ending on an ASCII separator, all inside the buffer. `None`, with
    /// nothing consumed but separators, for anything else.
    #[inline]
    fn fast_integer(&mut self) -> Option<i64> {
        if self.at_start {
            return None;
        }
        self.token_span = None;
        let buffer = &self.buffer[..self.valid];
        let mut at = self.position;
        let (mut line, mut column) = (self.line, self.column);
        loop {
            match buffer.get(at) {
                Some(b'\n') => {
                    line += 1;
                    column = 1;
                }
                Some(b' ' | b'\t' | b'\r' | 0x0b | 0x0c) => column += 1,
                _ => break,
            }
            at += 1;
        }
        // Keep the separators skipped, whatever comes next.
        self.position = at;
        (self.line, self.column) = (line, column);
        let start = at;
        let negative = match buffer.get(at) {
            Some(b'-') => {
                at += 1;
                true
            }
            Some(b'+') => {
                at += 1;
                false
            }
            _ => false,
        };
        let digits_start = at;
        let mut value: i64 = 0;
        while let Some(&byte) = buffer.get(at) {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            if at - digits_start == 18 {
                // A 19th digit may not fit: the slow path decides.
                return None;
            }
            value = value * 10 + i64::from(digit);
            at += 1;
        }
        let ends = matches!(
            buffer.get(at),
            Some(b' ' | b'\n' | b'\t' | b'\r' | 0x0b | 0x0c)
        );
        if at == digits_start || !ends {
            return None;
        }
        self.token_location = Location { line, column };
        self.column = column + (at - start);
        self.position = at;
        self.token_span = Some((start, at));
        self.token.clear();
        Some(if negative { -value } else { value })
    }

    /// Reads up to `max` plain integers straight from the buffer into `out`
    /// (cleared first), as [`advance_integer`](Self::advance_integer) would
    /// read them one by one, and returns how many: the batch path for long
    /// rows, with no bookkeeping per token. It stops early, leaving the rest
    /// to `advance_integer`, at anything else: a token that is not a plain
    /// ASCII integer of at most 18 digits, a character that is not ASCII, or
    /// a token cut by the end of the buffer. Afterwards
    /// [`token`](Self::token) and [`location`](Self::location) describe the
    /// last integer read.
    ///
    /// ```
    /// use optimal_play::input::stream::TokenReader;
    /// let mut reader = TokenReader::new("7\n1 2\n 3 x".as_bytes());
    /// assert!(reader.advance()?);
    /// let mut out = Vec::new();
    /// assert_eq!(reader.read_integers(&mut out, 100), 3);
    /// assert_eq!(out, [1, 2, 3]);
    /// assert_eq!((reader.location().line, reader.location().column), (3, 2));
    /// assert!(reader.advance_integer()?.unwrap().is_err());
    /// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
    /// ```
    pub fn read_integers(&mut self, out: &mut Vec<i64>, max: usize) -> usize {
        if self.at_start || max == 0 {
            return 0;
        }
        let before = out.len();
        let max = before.saturating_add(max);
        let buffer = &self.buffer[..self.valid];
        let mut at = self.position;
        let mut line = self.line;
        // Where the current line starts, as a buffer index (before the
        // buffer when the line began in an earlier read).
        let mut line_start = at as isize - (self.column as isize - 1);
        let mut last: Option<(usize, usize, usize, isize)> = None;
        while out.len() < max {
            // Whole blocks while they hold only plain integers.
            while max - out.len() >= BLOCK && at >= LOOK_BEHIND && at + BLOCK <= buffer.len() {
                let taken = blocks::read_block(buffer, at, out);
                let newlines_before = |end: usize| taken.newlines & ((1 << end) - 1);
                // The line, and where it starts, at `end` bytes into the block.
                let line_at = |end: usize| match newlines_before(end) {
                    0 => (line, line_start),
                    newlines => (
                        line + newlines.count_ones() as usize,
                        (at + BLOCK - newlines.leading_zeros() as usize) as isize,
                    ),
                };
                if let Some((start, end)) = taken.last {
                    let (line, line_start) = line_at(start);
                    last = Some((at + start, at + end, line, line_start));
                }
                if taken.bytes == 0 {
                    break;
                }
                (line, line_start) = line_at(taken.bytes);
                at += taken.bytes;
            }
            if out.len() == max {
                break;
            }
            // One token a byte at a time. Separators first.
            let mut cursor = at;
            while let Some(&byte) = buffer.get(cursor) {
                if byte > b' ' {
                    break;
                }
                match byte {
                    b'\n' => {
                        line += 1;
                        line_start = cursor as isize + 1;
                    }
                    b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                    _ => break,
                }
                cursor += 1;
            }
            let start = cursor;
            let negative = match buffer.get(cursor) {
                Some(b'-') => {
                    cursor += 1;
                    true
                }
                Some(b'+') => {
                    cursor += 1;
                    false
                }
                _ => false,
            };
            let (value, taken) = leading_digits(&buffer[cursor..]);
            cursor += taken;
            let ends = matches!(
                buffer.get(cursor),
                Some(b' ' | b'\n' | b'\t' | b'\r' | 0x0b | 0x0c)
            );
            if taken == 0 || taken > 18 || !ends {
                // Keep the separators skipped; the token is the slow path's.
                let column = (start as isize - line_start + 1) as usize;
                self.position = start;
                (self.line, self.column) = (line, column);
                if let Some((start, end, line, line_start)) = last {
                    self.token.clear();
                    self.token_span = Some((start, end));
                    self.token_location = Location {
                        line,
                        column: (start as isize - line_start + 1) as usize,
                    };
                }
                return out.len() - before;
            }
            out.push(if negative { -value } else { value });
            last = Some((start, cursor, line, line_start));
            at = cursor;
        }
        if let Some((start, end, line, line_start)) = last {
            if out.len() == max {
                self.position = end;
                self.line = line;
                self.column = (end as isize - line_start + 1) as usize;
            }
            self.token.clear();
            self.token_span = Some((start, end));
            self.token_location = Location {
                line,
                column: (start as isize - line_start + 1) as usize,
            };
        }
        out.len() - before
    }

    /// The current token: never empty, never holding whitespace.
    pub fn token(&self) -> &str {
        match self.token_span {
            Some((start, end)) => {
                std::str::from_utf8(&self.buffer[start..end]).expect("ASCII digits")
            }
            None => &self.token,
        }
    }

    /// Where the current token starts.
    pub fn location(&self) -> Location {
        self.token_location
    }

    /// Where scanning is now: after the last token, or at the end of the
    /// input once [`advance`](Self::advance) has returned `false`.
    pub fn location_now(&self) -> Location {
        Location {
            line: self.line,
            column: self.column,
        }
    }

    /// How many bytes have been read from the reader so far.
    pub fn bytes_read(&self) -> u64 {
        self.bytes_read
    }

    /// An error about the current token, at the character `within` bytes into
    /// it.
    pub fn error_in_token(&self, within: usize, problem: Problem) -> InputError {
        let token = self.token();
        let chars = token[..within.min(token.len())].chars().count();
        InputError {
            location: Location {
                line: self.token_location.line,
                column: self.token_location.column + chars,
            },
            problem,
        }
    }

    /// The width in bytes of the character at `at`, and whether it separates
    /// tokens (any Unicode whitespace).
    #[inline]
    fn char_at(&self, at: usize) -> (usize, bool) {
        let byte = self.buffer[at];
        if byte.is_ascii() {
            return (1, byte.is_ascii_whitespace() || byte == 0x0b);
        }
        let text =
            std::str::from_utf8(&self.buffer[at..self.valid.min(at + 4)]).unwrap_or_else(|e| {
                std::str::from_utf8(&self.buffer[at..at + e.valid_up_to()]).unwrap_or_default()
            });
        match text.chars().next() {
            Some(c) => (c.len_utf8(), c.is_whitespace()),
            None => (1, false),
        }
    }

    /// Steps over one separator character of `width` bytes.
    #[inline]
    fn step(&mut self, width: usize) {
        if self.buffer[self.position] == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        self.position += width;
    }

    /// Reads more input once everything valid has been scanned. `Ok(false)`
    /// at the end of the input.
    fn fill(&mut self) -> Result<bool, ReadFailure> {
        debug_assert_eq!(self.position, self.valid);
        loop {
            if self.bad_bytes || (self.at_end && self.valid < self.filled) {
                return Err(InputError {
                    location: self.location_now(),
                    problem: Problem::NotText,
                }
                .into());
            }
            if self.at_end {
                return Ok(false);
            }
            // Keep the cut character, read after it.
            self.buffer.copy_within(self.valid..self.filled, 0);
            self.filled -= self.valid;
            self.position = 0;
            self.valid = 0;
            let read = loop {
                match self.reader.read(&mut self.buffer[self.filled..]) {
                    Ok(read) => break read,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                    Err(error) => return Err(error.into()),
                }
            };
            self.bytes_read += read as u64;
            self.filled += read;
            self.at_end = read == 0;
            match std::str::from_utf8(&self.buffer[..self.filled]) {
                Ok(_) => self.valid = self.filled,
                Err(error) => {
                    self.valid = error.valid_up_to();
                    self.bad_bytes = error.error_len().is_some();
                }
            }
            if self.valid > 0 {
                return Ok(true);
            }
        }
    }
}

/// The value of the ASCII digits at the start of `bytes` and how many there
/// are, eight at a time where eight bytes are there to load (SWAR: one
/// 64-bit word holds eight digits). Past 18 digits the value may have
/// wrapped; the caller sends such a token to the slow path, which says why
/// it is refused.
#[inline]
fn leading_digits(bytes: &[u8]) -> (i64, usize) {
    const ZEROS: u64 = 0x3030_3030_3030_3030;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut value: u64 = 0;
    let mut taken = 0;
    if let Some(word) = bytes.get(..8) {
        let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        let digits = word.wrapping_sub(ZEROS);
        // A byte's high bit is set unless it is a digit; a borrow from a byte
        // below '0' only reaches bytes after the first non-digit.
        let not_digits = (digits.wrapping_add(0x7676_7676_7676_7676) | digits) & HIGH;
        let count = if not_digits == 0 {
            8
        } else {
            not_digits.trailing_zeros() as usize / 8
        };
        if count == 0 {
            return (0, 0);
        }
        // The digits to the top of the word, zeros before them, then pairs,
        // fours and eights combined.
        let aligned = digits << (8 * (8 - count));
        let pairs = (aligned.wrapping_mul(10).wrapping_add(aligned >> 8)) & 0x00FF_00FF_00FF_00FF;
        let fours = (pairs.wrapping_mul(100).wrapping_add(pairs >> 16)) & 0x0000_FFFF_0000_FFFF;
        value = (fours.wrapping_mul(10_000).wrapping_add(fours >> 32)) & 0xFFFF_FFFF;
        taken = count;
        if count < 8 {
            return (value as i64, taken);
        }
    }
    // The rest a byte at a time: after eight digits, usually one or two.
    for &byte in &bytes[taken..] {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 || taken > 18 {
            break;
        }
        value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
        taken += 1;
    }
    (value as i64, taken)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The digits read a byte at a time, as the slow path reads them.
    fn leading_digits_slowly(bytes: &[u8]) -> (i64, usize) {
        let mut value: u64 = 0;
        let mut taken = 0;
        for &byte in bytes {
            if !byte.is_ascii_digit() || taken > 18 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(byte - b'0'));
            taken += 1;
        }
        (value as i64, taken)
    }

    #[test]
    fn eight_digits_at_a_time_read_as_one_at_a_time() {
        // Every count of digits from 0 to 24, followed by every kind of byte
        // (separators, signs, letters, bytes past ASCII, the end), at every
        // alignment: the count, and the value wherever it fits.
        let followers: &[&[u8]] = &[
            b"", b" ", b"\n", b"\t", b"-", b"+", b"/", b":", b"x", b"\xff", b"\x00", b"0 9",
        ];
        for digits in 0..=24 {
            for follower in followers {
                for lead in 0..3 {
                    let mut text = vec![b' '; lead];
                    text.extend((0..digits).map(|at| b"9081726354"[at % 10]));
                    text.extend_from_slice(follower);
                    // With nothing after, and with more after.
                    for tail in [&b""[..], b" 1234567890123456", b"78 1234567890123456"] {
                        let mut text = text.clone();
                        text.extend_from_slice(tail);
                        let (value, taken) = leading_digits(&text[lead..]);
                        let (slow_value, slow_taken) = leading_digits_slowly(&text[lead..]);
                        assert_eq!(
                            taken.min(19),
                            slow_taken.min(19),
                            "{:?}",
                            String::from_utf8_lossy(&text)
                        );
                        if slow_taken <= 18 {
                            assert_eq!(value, slow_value, "{:?}", String::from_utf8_lossy(&text));
                        }
                    }
                }
            }
        }
    }

    /// A reader that hands out one byte at a time, to cut every token and
    /// every character at every possible place.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.split_first() {
                Some((&byte, rest)) if !buf.is_empty() => {
                    buf[0] = byte;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    fn all_tokens(reader: impl Read) -> Result<Vec<(String, Location)>, String> {
        let mut tokens = TokenReader::new(reader);
        let mut found = Vec::new();
        loop {
            match tokens.advance() {
                Ok(true) => found.push((tokens.token().to_owned(), tokens.location())),
                Ok(false) => return Ok(found),
                Err(error) => return Err(error.to_string()),
            }
        }
    }

    #[test]
    fn agrees_with_the_in_memory_tokenizer_however_the_input_is_cut() {
        let text = " 12 -3\n\u{a0}é5\u{2003}x\r\n\n  ü 7 \u{1F600} 9";
        let expected: Vec<_> = super::super::tokens(text)
            .map(|t| (t.text.to_owned(), Location::of_offset(text, t.offset)))
            .collect();
        assert_eq!(all_tokens(text.as_bytes()).unwrap(), expected);
        assert_eq!(all_tokens(Trickle(text.as_bytes())).unwrap(), expected);
    }

    #[test]
    fn bad_utf8_is_located_however_the_input_is_cut() {
        for bytes in [&b"1 2\n3 \xff 4"[..], b"1 2\n3 \xc3", b"1 2\n3 \xe2\x82"] {
            for error in [
                all_tokens(bytes).unwrap_err(),
                all_tokens(Trickle(bytes)).unwrap_err(),
            ] {
                assert_eq!(error, "line 2, column 3: the input is not UTF-8 text");
            }
        }
    }
}
