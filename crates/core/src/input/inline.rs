//! The short form of an instance typed on the command line (`--heaps
//! 5,9,12`, `--values '1 3 5'`, `--graph '3 2 / 1 2 / 2 3'`), read the same
//! way for every game: numbers are separated by commas or by spaces, and a
//! `/` ends a line.
//!
//! A literal is left as it is, for the game's reader: LeetCode's
//! (`[1,3,5]`, `n = 7`) and TopCoder's (`{"042", "391"}`), anything with a
//! bracket, a brace, a quote or `=`.

use std::borrow::Cow;

use super::{InputError, Problem};

/// Whether `text` is in the command line's short form: a comma or a slash
/// in it, and nothing of a literal (a bracket, a brace, a quote or `=`).
fn is_short_form(text: &str) -> bool {
    const LITERAL: &[u8] = b"[]{}()\"'=";
    text.bytes().any(|b| matches!(b, b',' | b'/')) && !text.bytes().any(|b| LITERAL.contains(&b))
}

/// `text` as a game's reader takes it from a file: each comma becomes a
/// space and each `/` a line break, so that `--heaps 5,9,12` reads as
/// `--heaps '5 9 12'` does. Each comma must stand between two items of one
/// line: `1,,5`, `,5` and `5,` are refused, naming the place of the missing
/// item. A literal is returned as it is.
///
/// The rewriting keeps every byte's place in its line, so a reader's error
/// names the column the user typed; a `/` ends a line, and the blanks
/// around it go with it, so the line after it starts at its first number.
///
/// ```
/// use optimal_play::input::inline::short_form;
/// assert_eq!(short_form("5,9,12").unwrap(), "5 9 12");
/// assert_eq!(short_form("5, 9 12").unwrap(), "5  9 12");
/// assert_eq!(short_form("3 2 / 1 2 / 2 3").unwrap(), "3 2\n1 2\n2 3");
/// assert_eq!(short_form("3,2/1,2").unwrap(), "3 2\n1 2");
/// assert_eq!(short_form("[1,3,5]").unwrap(), "[1,3,5]");
/// assert_eq!(short_form("1,,5").unwrap_err().location.column, 3);
/// assert_eq!(short_form("5,").unwrap_err().location.column, 3);
/// ```
pub fn short_form(text: &str) -> Result<Cow<'_, str>, InputError> {
    if !is_short_form(text) {
        return Ok(Cow::Borrowed(text));
    }
    let bytes = text.as_bytes();
    let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r');
    let item = |b: &u8| !matches!(b, b',' | b'/' | b'\n');
    let mut out = String::with_capacity(text.len());
    let mut skip_blanks = false;
    for (at, c) in text.char_indices() {
        match c {
            ',' => {
                let before = bytes[..at].iter().rev().find(|b| !blank(b));
                if !before.is_some_and(item) {
                    return Err(InputError::at(text, at, Problem::EmptyItem));
                }
                let skip = bytes[at + 1..].iter().take_while(|b| blank(b)).count();
                if !bytes.get(at + 1 + skip).is_some_and(item) {
                    return Err(InputError::at(text, at + 1 + skip, Problem::EmptyItem));
                }
                out.push(' ');
            }
            '/' => {
                // The blanks around it go with it: the next line starts at
                // its first item.
                out.truncate(out.trim_end_matches([' ', '\t']).len());
                out.push('\n');
                skip_blanks = true;
                continue;
            }
            ' ' | '\t' if skip_blanks => continue,
            c => out.push(c),
        }
        skip_blanks = false;
    }
    Ok(Cow::Owned(out))
}
