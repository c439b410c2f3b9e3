//! [`Numbers`]: the natural numbers of a judge's input, one after another,
//! each error placed at its line and column. The reader a game of whole
//! numbers needs (heap sizes, counts), written once.

use super::{InputError, Problem, Tokens};
use std::ops::RangeInclusive;

/// `text` with LeetCode's assignments of a single number (`n = 4`) made
/// blank: each `NAME =`, for a `NAME` of `names` standing as a whole word,
/// becomes spaces of the same length, so that every error keeps its line
/// and column. Nothing else changes: a stray `n` is still an error.
///
/// ```
/// use optimal_play::input::numbers::blank_assignments;
/// assert_eq!(blank_assignments("n = 4\nn=7", &["n"]), "    4\n  7");
/// assert_eq!(blank_assignments("nn = 4 n", &["n"]), "nn = 4 n");
/// ```
pub fn blank_assignments(text: &str, names: &[&str]) -> String {
    let bytes = text.as_bytes();
    let mut out = text.to_owned().into_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut at = 0;
    while at < bytes.len() {
        if !is_word(bytes[at]) || (at > 0 && is_word(bytes[at - 1])) {
            at += 1;
            continue;
        }
        let end = (at..bytes.len())
            .find(|&i| !is_word(bytes[i]))
            .unwrap_or(bytes.len());
        let word = &text[at..end];
        let equals = (end..bytes.len()).find(|&i| bytes[i] != b' ' && bytes[i] != b'\t');
        if names.contains(&word) && equals.is_some_and(|i| bytes[i] == b'=') {
            let equals = equals.expect("just checked");
            out[at..=equals].fill(b' ');
        }
        at = end;
    }
    String::from_utf8(out).expect("only ASCII bytes were replaced by spaces")
}

/// What an input calls the number of vertices of a graph, for
/// [`Numbers::next_vertex`]'s errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vertices {
    /// `n`.
    Lower,
    /// `N`.
    Upper,
}

impl Vertices {
    fn letter(self) -> char {
        match self {
            Vertices::Lower => 'n',
            Vertices::Upper => 'N',
        }
    }
}

/// Reads the natural numbers of `text` in order.
///
/// ```
/// use optimal_play::input::Numbers;
/// let mut numbers = Numbers::new("3 5\n7");
/// assert_eq!(numbers.next("a heap")?, 3);
/// assert_eq!(numbers.next_at_most("a heap", 10)?, 5);
/// assert!(!numbers.at_end());
/// assert_eq!(numbers.next("a heap")?, 7);
/// assert!(numbers.at_end());
/// let error = Numbers::new("3 x").skip_one().next("a heap").unwrap_err();
/// assert_eq!((error.location.line, error.location.column), (1, 3));
/// # Ok::<(), optimal_play::input::InputError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Numbers<'a> {
    text: &'a str,
    tokens: Tokens<'a>,
}

impl<'a> Numbers<'a> {
    /// The numbers of `text`.
    pub fn new(text: &'a str) -> Numbers<'a> {
        Numbers {
            text,
            tokens: super::tokens(text),
        }
    }

    /// The same reader past one number, unread (for examples and tests).
    pub fn skip_one(mut self) -> Numbers<'a> {
        self.tokens.next();
        self
    }

    /// Whether the input holds nothing but whitespace from here on.
    pub fn at_end(&self) -> bool {
        self.tokens.clone().next().is_none()
    }

    /// The error for an input that holds nothing: `expected` names what it
    /// should hold.
    pub fn empty(&self, expected: &'static str) -> InputError {
        InputError::at(self.text, self.text.len(), Problem::Empty { expected })
    }

    /// The next number, `what` naming it in errors: a missing one, a
    /// malformed one, or a negative one is an error placed where it is.
    pub fn next(&mut self, what: &'static str) -> Result<u64, InputError> {
        self.next_with_offset(what).map(|(value, _)| value)
    }

    /// The next number, at most `max`.
    pub fn next_at_most(&mut self, what: &'static str, max: u64) -> Result<u64, InputError> {
        let (value, offset) = self.next_with_offset(what)?;
        if value > max {
            let token = self.text[offset..]
                .split_whitespace()
                .next()
                .unwrap_or_default();
            return Err(InputError::at(
                self.text,
                offset,
                Problem::TooBig {
                    token: token.to_owned(),
                    what,
                    max,
                },
            ));
        }
        Ok(value)
    }

    /// The next number, one in `range`: another is an error placed at it,
    /// `expected` saying what the input should hold there.
    ///
    /// ```
    /// use optimal_play::input::Numbers;
    /// let mut numbers = Numbers::new("3 9");
    /// assert_eq!(numbers.next_in("n", 1..=5, "n from 1 to 5")?, 3);
    /// let error = numbers.next_in("n", 1..=5, "n from 1 to 5").unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 3: expected n from 1 to 5, found 9");
    /// # Ok::<(), optimal_play::input::InputError>(())
    /// ```
    pub fn next_in(
        &mut self,
        what: &'static str,
        range: RangeInclusive<u64>,
        expected: &'static str,
    ) -> Result<u64, InputError> {
        let (value, offset) = self.next_with_offset(what)?;
        if range.contains(&value) {
            return Ok(value);
        }
        Err(InputError::unexpected(
            self.text,
            offset,
            expected,
            value.to_string(),
        ))
    }

    /// As [`next_in`](Self::next_in), with `note()` said after the number
    /// found (`5, with n = 3`); the note is only made for an error.
    pub fn next_in_with(
        &mut self,
        what: &'static str,
        range: RangeInclusive<u64>,
        expected: &'static str,
        note: impl FnOnce() -> String,
    ) -> Result<u64, InputError> {
        let (value, offset) = self.next_with_offset(what)?;
        if range.contains(&value) {
            return Ok(value);
        }
        let found = format!("{value}, {}", note());
        Err(InputError::unexpected(self.text, offset, expected, found))
    }

    /// The next number as a vertex of a graph of `n` vertices numbered
    /// from 1, counted from 0; `name` is what the input calls the number
    /// of vertices (`n`, or `N`), for the error.
    pub fn next_vertex(
        &mut self,
        what: &'static str,
        n: u64,
        name: Vertices,
    ) -> Result<u32, InputError> {
        let expected = match name {
            Vertices::Lower => "a vertex from 1 to n",
            Vertices::Upper => "a vertex from 1 to N",
        };
        let note = || format!("with {} = {n}", name.letter());
        let vertex = self.next_in_with(what, 1..=n, expected, note)?;
        Ok(vertex as u32 - 1)
    }

    /// The next number and the byte offset it starts at.
    pub fn next_with_offset(&mut self, what: &'static str) -> Result<(u64, usize), InputError> {
        let Some(token) = self.tokens.next() else {
            let end = self.text.len();
            return Err(InputError::unexpected(
                self.text,
                end,
                what,
                "the end of the input",
            ));
        };
        let value = super::integer_at(self.text, token)?;
        let value = u64::try_from(value).map_err(|_| {
            InputError::at(
                self.text,
                token.offset,
                Problem::NotNatural {
                    token: token.text.to_owned(),
                    what,
                },
            )
        })?;
        Ok((value, token.offset))
    }

    /// The next number as a count of what follows it: refused when it is
    /// larger than `limit`, more than the input could hold.
    pub fn count(&mut self, what: &'static str, limit: u64) -> Result<usize, InputError> {
        let (n, offset) = self.next_with_offset(what)?;
        if n > limit {
            let found = format!("{n}, more numbers than the input has");
            let expected = "a count this input can hold";
            return Err(InputError::unexpected(self.text, offset, expected, found));
        }
        Ok(n as usize)
    }

    /// Succeeds when nothing is left; else the error names the first token
    /// too many, `expected` saying what the input should hold.
    pub fn finish(&mut self, expected: &'static str) -> Result<(), InputError> {
        match self.tokens.next() {
            Some(extra) => Err(InputError::at(
                self.text,
                extra.offset,
                Problem::Trailing {
                    token: extra.text.to_owned(),
                    expected,
                },
            )),
            None => Ok(()),
        }
    }
}

/// The input of a game given as one line of `N` numbers a game: how each
/// number is named in errors, the largest any may be, and what an empty
/// input should have held. Reads and writes the games as arrays.
///
/// ```
/// use optimal_play::input::numbers::NumberLines;
/// const HEAPS: NumberLines<2> = NumberLines {
///     what: ["a heap", "the second heap"],
///     max: 9,
///     expected: "two heaps a line",
/// };
/// assert_eq!(HEAPS.read(" 3 5\n4 7\n")?, vec![[3, 5], [4, 7]]);
/// let error = HEAPS.read("3 5\n4").unwrap_err();
/// assert_eq!((error.location.line, error.location.column), (2, 2));
/// assert!(HEAPS.read("3 10").is_err() && HEAPS.read(" ").is_err());
/// let mut text = Vec::new();
/// HEAPS.write(&[[3, 5], [4, 7]], &mut text)?;
/// assert_eq!(text, b"3 5\n4 7\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct NumberLines<const N: usize> {
    /// What each number of a game is, in errors.
    pub what: [&'static str; N],
    /// The largest number read.
    pub max: u64,
    /// What the input holds, for the error on an empty one.
    pub expected: &'static str,
}

impl<const N: usize> NumberLines<N> {
    /// Games of the numbers `what`, each at most `max`; an empty input
    /// should have held `expected`.
    pub const fn new(what: [&'static str; N], max: u64, expected: &'static str) -> Self {
        NumberLines {
            what,
            max,
            expected,
        }
    }

    /// Every game of `text`.
    pub fn read(&self, text: &str) -> Result<Vec<[u64; N]>, InputError> {
        // LeetCode's `n = 4` (Stone Game IV, Divisor Game).
        let text = &blank_assignments(text, &["n"]);
        let mut numbers = Numbers::new(text);
        if numbers.at_end() {
            return Err(numbers.empty(self.expected));
        }
        let mut games = Vec::new();
        while !numbers.at_end() {
            let mut game = [0; N];
            for (slot, what) in game.iter_mut().zip(self.what) {
                *slot = numbers.next_at_most(what, self.max)?;
            }
            games.push(game);
        }
        Ok(games)
    }

    /// Writes games one a line, as [`read`](Self::read) reads them.
    pub fn write(&self, games: &[[u64; N]], out: &mut dyn std::io::Write) -> std::io::Result<()> {
        for game in games {
            let words: Vec<String> = game.iter().map(u64::to_string).collect();
            writeln!(out, "{}", words.join(" "))?;
        }
        Ok(())
    }
}
