//! Whitespace-separated tokens read from any [`Read`], one buffer at a time,
//! with their line and column: the streaming counterpart of
//! [`tokens`](super::tokens).
//!
//! Only one buffer of input and the current token are held, so an input of any
//! size is read in constant memory.

use std::io::{self, Read};

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
    token_location: Location,
    /// Nothing has been scanned yet: a byte-order mark may come first.
    at_start: bool,
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
            token_location: Location { line: 1, column: 1 },
            at_start: true,
        }
    }

    /// Moves to the next token. `Ok(false)` at the end of the input.
    pub fn advance(&mut self) -> Result<bool, ReadFailure> {
        self.token.clear();
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

    /// The current token: never empty, never holding whitespace.
    pub fn token(&self) -> &str {
        &self.token
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
        let chars = self.token[..within.min(self.token.len())].chars().count();
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

#[cfg(test)]
mod tests {
    use super::*;

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
