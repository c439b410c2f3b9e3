//! Reading text input: whitespace-separated tokens with their line and column,
//! strict 64-bit integers, and the error type every parser in the crate
//! returns.
//!
//! The games' own parsers ([`Row::parse`](crate::coins::Row::parse) and the
//! others) are built on this module, so every input error in the crate names
//! the place it was found in the same way: a 1-based line and a 1-based column
//! counted in characters.

mod blocks;
pub mod board_rows;
pub mod inline;
pub mod leetcode;
pub mod list;
pub mod numbers;
pub mod quoted;
pub mod stream;

pub use numbers::Numbers;

use std::fmt;

/// A place in a text input: 1-based line and 1-based column, in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// The line, counting from 1.
    pub line: usize,
    /// The column, counting from 1, in characters (not bytes).
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

impl Location {
    /// The location of byte offset `offset` in `text`.
    ///
    /// ```
    /// use optimal_play::input::Location;
    /// let here = Location::of_offset("5\n1 3 x", 6);
    /// assert_eq!((here.line, here.column), (2, 5));
    /// ```
    pub fn of_offset(text: &str, offset: usize) -> Location {
        let offset = offset.min(text.len());
        let before = &text.as_bytes()[..offset];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |newline| newline + 1);
        // Count characters, not bytes: `offset` is a character boundary in
        // every caller, and so is every line start.
        let column = 1 + text[line_start..offset].chars().count();
        Location { line, column }
    }
}

/// The most values a use of an instance takes, so that a reader can refuse
/// a longer one as soon as it passes the limit instead of after reading it
/// all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Limit {
    /// The most values.
    pub count: u64,
    /// What takes at most that many: `the explanation`.
    pub what: &'static str,
    /// What to do instead, starting with `; `, or nothing.
    pub instead: &'static str,
}

/// What is wrong with an input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Problem {
    /// The input holds nothing but whitespace.
    #[error("the input is empty: expected {expected}")]
    Empty {
        /// What the parser wanted to find.
        expected: &'static str,
    },
    /// A token that is not an integer.
    #[error(
        "expected an integer, found `{}` (`{}` is not allowed here)",
        excerpt(.token),
        .character.escape_debug()
    )]
    NotAnInteger {
        /// The whole token.
        token: String,
        /// The first character that cannot be part of an integer.
        character: char,
    },
    /// An integer that does not fit in an `i64`.
    #[error(
        "`{}` does not fit in a 64-bit signed integer (from -9223372036854775808 to 9223372036854775807)",
        excerpt(.token)
    )]
    OutOfRange {
        /// The whole token.
        token: String,
    },
    /// A count that is negative or not a whole number of values.
    #[error("expected a count of values (0 or more), found `{}`", excerpt(.token))]
    BadCount {
        /// The whole token.
        token: String,
    },
    /// The count announces more values than follow it.
    #[error(
        "the count `{declared}` announces {declared} values but only {found} follow{hint}",
        hint = counted_hint(*detected)
    )]
    TooFewValues {
        /// The count that starts the input.
        declared: u64,
        /// The number of values after it.
        found: u64,
        /// Whether the counted form was chosen by detection, not by the user.
        detected: bool,
    },
    /// A value after the last one the count announces.
    #[error(
        "`{}` is one value too many: the count announces {declared} values{hint}",
        excerpt(.token),
        hint = counted_hint(*detected)
    )]
    TooManyValues {
        /// The first value past the count.
        token: String,
        /// The count that starts the input.
        declared: u64,
        /// Whether the counted form was chosen by detection, not by the user.
        detected: bool,
    },
    /// An empty item in a comma-separated list, as in `1,,2`, `,2` or
    /// `1,`.
    #[error("expected a number on each side of a comma")]
    EmptyItem,
    /// Bytes that are not UTF-8 text.
    #[error("the input is not UTF-8 text")]
    NotText,
    /// A control character (other than tab, line feed and carriage
    /// return), which no game's input holds.
    #[error("a control character (byte {byte:#04x}) is not allowed in the input")]
    ControlCharacter {
        /// The byte.
        byte: u8,
    },
    /// More input than a reader that holds the whole input takes.
    #[error(
        "the input passes {limit_mib} MiB here, more than this game reads (its limits are in \
         `optimal-play games`); not read further"
    )]
    InputTooLarge {
        /// The limit, in MiB.
        limit_mib: usize,
    },
    /// More values than what was asked of them takes.
    #[error(
        "more than {} values: {} takes at most {}{}",
        .0.count, .0.what, .0.count, .0.instead
    )]
    PastLimit(Limit),
    /// A token too long to be anything the input should hold.
    #[error("this token is longer than {limit} characters: not a number, and not read further")]
    TokenTooLong {
        /// The longest token read.
        limit: usize,
    },
    /// A token after the end of what the input should hold.
    #[error(
        "`{}` is one token too many: expected {expected} and nothing after it",
        excerpt(.token)
    )]
    Trailing {
        /// The first token too many.
        token: String,
        /// What the input should hold.
        expected: &'static str,
    },
    /// A number that must be 0 or more.
    #[error("expected {what} (0 or more), found `{}`", excerpt(.token))]
    NotNatural {
        /// The whole token.
        token: String,
        /// What the number is.
        what: &'static str,
    },
    /// A number larger than the input may hold there.
    #[error("expected {what}, at most {max}, found `{}`", excerpt(.token))]
    TooBig {
        /// The whole token.
        token: String,
        /// What the number is.
        what: &'static str,
        /// The largest it may be.
        max: u64,
    },
    /// Something other than what the syntax allows here.
    #[error("expected {expected}, found {found}")]
    Unexpected {
        /// What the parser wanted.
        expected: &'static str,
        /// What it found, quoted and escaped, or `the end of the input`.
        found: String,
    },
    /// What a rules file's game said is wrong (`moves(3) gave 0.5, a
    /// float: …`), where the file has the place.
    #[error("{message}")]
    Rules {
        /// What is wrong.
        message: String,
    },
    /// A wall board cell that is neither a digit nor `x`.
    #[error("unexpected `{}`: a cell is a digit or `x`", character.escape_default())]
    BadCell {
        /// The character found.
        character: char,
    },
    /// A board row longer than the first row.
    #[error("this row has more than {width} cells, the width of the first row")]
    RowTooLong {
        /// The first row's width.
        width: usize,
    },
    /// A board row shorter than the first row.
    #[error("this row has {found} cells but the first row has {width}")]
    RowTooShort {
        /// This row's width.
        found: usize,
        /// The first row's width.
        width: usize,
    },
    /// A board row with no cells.
    #[error("empty row: expected digits and `x`")]
    EmptyRow,
    /// A board whose start cell is `x`.
    #[error("the start cell (top left) is `x`: Rabbit has nowhere to stand")]
    StartBlocked,
    /// An `x` on a board whose every cell must be a digit.
    #[error("`x` is not a cell of this game: every cell is a digit")]
    BlockedCell,
    /// A board with no path from the start to the bottom row.
    #[error("no path leads from the start cell (top left) to the bottom row")]
    NoPath,
    /// A TopCoder string that is never closed.
    #[error("this row's string is never closed with `\"`")]
    UnclosedString,
    /// A TopCoder string broken over two lines.
    #[error("a row's string must close with `\"` on its own line")]
    StringOverLines,
    /// A list of walls that does not parse as JSON.
    #[error(
        "expected walls as JSON [[row, column], ..] or {{\"walls\": [[row, column], ..]}}: {reason}"
    )]
    BadWallJson {
        /// What the JSON parser said.
        reason: String,
    },
    /// A wall that is not between two cells of the board.
    #[error(
        "wall [{row}, {column}] is not on the board: a wall [r, c] stands between cells (r, c) and (r+1, c), \
         so r must be below {rows_limit} and c below {width}"
    )]
    WallOffBoard {
        /// The wall's row.
        row: u64,
        /// The wall's column.
        column: u64,
        /// The number of rows a wall can stand under.
        rows_limit: usize,
        /// The board's width.
        width: usize,
    },
    /// A wall given by its row alone.
    #[error("`{}` has no column: walls are pairs `row column`", excerpt(.token))]
    WallWithoutColumn {
        /// The row number.
        token: String,
    },
}

fn counted_hint(detected: bool) -> &'static str {
    if detected {
        " (the input was read as a count followed by values because its first line \
         holds a single number; use --input plain to read every number as a value)"
    } else {
        ""
    }
}

/// An input error: what is wrong, and where.
///
/// ```
/// use optimal_play::coins::Row;
/// let error = Row::parse("3\n1 2 x", None).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "line 2, column 5: expected an integer, found `x` (`x` is not allowed here)"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{location}: {problem}")]
pub struct InputError {
    /// Where the problem was found.
    pub location: Location,
    /// What the problem is.
    pub problem: Problem,
}

impl InputError {
    /// An error at byte offset `offset` of `text`.
    pub fn at(text: &str, offset: usize, problem: Problem) -> InputError {
        InputError {
            location: Location::of_offset(text, offset),
            problem,
        }
    }

    /// [`Problem::Unexpected`] at byte offset `offset` of `text`: the
    /// reader wanted `expected` there and found `found`.
    pub fn unexpected(
        text: &str,
        offset: usize,
        expected: &'static str,
        found: impl Into<String>,
    ) -> InputError {
        let found = found.into();
        InputError::at(text, offset, Problem::Unexpected { expected, found })
    }
}

/// Turns raw bytes into text, or an error at the first byte that is not UTF-8.
///
/// ```
/// use optimal_play::input::as_text;
/// assert_eq!(as_text(b"1 2").unwrap(), "1 2");
/// assert!(as_text(b"1 \xff").is_err());
/// ```
pub fn as_text(bytes: &[u8]) -> Result<&str, InputError> {
    std::str::from_utf8(bytes).map_err(|error| {
        let valid = error.valid_up_to();
        // The prefix is valid by construction.
        let prefix = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
        InputError::at(prefix, valid, Problem::NotText)
    })
}

/// A whitespace-separated token of a text, with its byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text: never empty, never containing whitespace.
    pub text: &'a str,
    /// The byte offset of the token's first character.
    pub offset: usize,
}

/// The whitespace-separated tokens of `text`, in order. Any Unicode whitespace
/// separates tokens.
///
/// ```
/// use optimal_play::input::tokens;
/// let found: Vec<_> = tokens(" 5\n1\t3 ").map(|t| (t.text, t.offset)).collect();
/// assert_eq!(found, vec![("5", 1), ("1", 3), ("3", 5)]);
/// ```
pub fn tokens(text: &str) -> Tokens<'_> {
    Tokens { text, position: 0 }
}

/// The iterator returned by [`tokens`].
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    text: &'a str,
    position: usize,
}

impl<'a> Tokens<'a> {
    /// The byte offset just past the last token returned so far.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The length in bytes of the separator starting at `at`, or 0 if `at`
    /// starts a token character.
    fn separator_len(&self, at: usize) -> usize {
        let byte = self.text.as_bytes()[at];
        if byte.is_ascii() {
            usize::from(byte.is_ascii_whitespace() || byte == 0x0b)
        } else {
            match self.text[at..].chars().next() {
                Some(c) if c.is_whitespace() => c.len_utf8(),
                _ => 0,
            }
        }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let len = self.text.len();
        let mut at = self.position;
        while at < len {
            let skip = self.separator_len(at);
            if skip == 0 {
                break;
            }
            at += skip;
        }
        if at == len {
            self.position = len;
            return None;
        }
        let start = at;
        while at < len {
            if self.separator_len(at) != 0 {
                break;
            }
            at += 1;
            while !self.text.is_char_boundary(at) {
                at += 1;
            }
        }
        self.position = at;
        Some(Token {
            text: &self.text[start..at],
            offset: start,
        })
    }
}

/// Parses a whole token as an `i64`: an optional `+` or `-`, then one or more
/// ASCII digits, nothing else.
///
/// ```
/// use optimal_play::input::{parse_i64, Problem};
/// assert_eq!(parse_i64("-9223372036854775808"), Ok(i64::MIN));
/// assert!(matches!(parse_i64("9223372036854775808"), Err((_, Problem::OutOfRange { .. }))));
/// assert!(matches!(parse_i64("1e3"), Err((1, Problem::NotAnInteger { character: 'e', .. }))));
/// ```
///
/// The error carries the byte offset, within the token, of the character to
/// blame.
pub fn parse_i64(token: &str) -> Result<i64, (usize, Problem)> {
    let bytes = token.as_bytes();
    let (negative, digits_start) = match bytes.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    let not_an_integer = |at: usize| {
        let character = token[at..].chars().next().unwrap_or(' ');
        (
            at,
            Problem::NotAnInteger {
                token: token.to_owned(),
                character,
            },
        )
    };
    if digits_start == bytes.len() {
        // A sign alone, or an empty token.
        return Err(not_an_integer(0));
    }
    // Accumulate negatively so that i64::MIN parses without overflow.
    let mut value: i64 = 0;
    let mut overflow = false;
    for (at, &byte) in bytes.iter().enumerate().skip(digits_start) {
        if !byte.is_ascii_digit() {
            return Err(not_an_integer(at));
        }
        let digit = i64::from(byte - b'0');
        match value.checked_mul(10).and_then(|v| v.checked_sub(digit)) {
            Some(next) => value = next,
            None => overflow = true,
        }
    }
    let value = if negative {
        Some(value)
    } else {
        value.checked_neg()
    };
    match value {
        Some(value) if !overflow => Ok(value),
        _ => Err((
            0,
            Problem::OutOfRange {
                token: token.to_owned(),
            },
        )),
    }
}

/// Parses `token` of `text` as an `i64`, or an error naming its place.
pub fn integer_at(text: &str, token: Token<'_>) -> Result<i64, InputError> {
    parse_i64(token.text)
        .map_err(|(within, problem)| InputError::at(text, token.offset + within, problem))
}

/// The lines of `text` that are not blank, each with the offset where it
/// starts and without its line break: what a reader of boards, a board or
/// a row a line, walks through, naming a line and column by the offset.
///
/// ```
/// use optimal_play::input::lines_at;
/// let lines: Vec<_> = lines_at("ab\r\n\n  \ncd").collect();
/// assert_eq!(lines, [(0, "ab"), (8, "cd")]);
/// ```
pub fn lines_at(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_inclusive('\n')
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len();
            Some((start, line.trim_end_matches(['\n', '\r'])))
        })
        .filter(|(_, line)| !line.trim().is_empty())
}

/// A short, escaped excerpt of text a person gave, safe to quote in a
/// message: control characters and quotes escaped, at most 40 characters,
/// with `…` when cut.
///
/// ```
/// use optimal_play::input::excerpt;
/// assert_eq!(excerpt("up\x1b[2J"), "up\\u{1b}[2J");
/// assert_eq!(excerpt(&"9".repeat(100)).chars().count(), 41);
/// ```
pub fn excerpt(text: &str) -> String {
    const KEEP: usize = 40;
    let mut shown: String = text
        .chars()
        .take(KEEP)
        .collect::<String>()
        .escape_debug()
        .collect();
    if text.chars().nth(KEEP).is_some() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_not_bytes() {
        let text = "é 1\n\u{00a0}2 ü";
        let found: Vec<_> = tokens(text)
            .map(|t| (t.text, Location::of_offset(text, t.offset)))
            .collect();
        assert_eq!(
            found,
            vec![
                ("é", Location { line: 1, column: 1 }),
                ("1", Location { line: 1, column: 3 }),
                ("2", Location { line: 2, column: 2 }),
                ("ü", Location { line: 2, column: 4 }),
            ]
        );
    }

    #[test]
    fn integers_are_strict() {
        assert_eq!(parse_i64("+7"), Ok(7));
        assert_eq!(parse_i64("007"), Ok(7));
        assert_eq!(parse_i64("9223372036854775807"), Ok(i64::MAX));
        for bad in ["", "-", "+", "1.0", "0x10", "--1", "1_000", "½"] {
            assert!(parse_i64(bad).is_err(), "{bad:?} parsed");
        }
        assert!(matches!(
            parse_i64("-9223372036854775809"),
            Err((0, Problem::OutOfRange { .. }))
        ));
        assert!(matches!(
            parse_i64("99999999999999999999999"),
            Err((0, Problem::OutOfRange { .. }))
        ));
    }

    #[test]
    fn non_utf8_is_located() {
        let error = as_text(b"1 2\n3 \xc3").unwrap_err();
        assert_eq!(error.location, Location { line: 2, column: 3 });
        assert_eq!(error.problem, Problem::NotText);
    }
}
