//! Literal lists of quoted rows, as judges write a grid: TopCoder's
//! `{"042", "391"}` and LeetCode's `["####F","#C...","M...."]`. Read once
//! here for every game given a grid so (the wall games, Cat and Mouse II),
//! each row with its place in the input so that an error in a cell names
//! its line and column.

use super::{InputError, Problem};

/// A row of a literal, without its quotes, and the byte offset in the
/// input where its first cell is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotedRow<'a> {
    /// The row's cells.
    pub text: &'a str,
    /// Where they start in the input.
    pub offset: usize,
}

/// The rows of a literal list of quoted rows, from the start of `text`:
/// TopCoder's `{"042", "391"}` or LeetCode's `["####F","#C..."]`, with any
/// whitespace between; and the offset just after the closing bracket,
/// where what follows it starts (LeetCode's next arguments).
///
/// ```
/// use optimal_play::input::quoted::quoted_rows;
/// let text = r##" ["#C", "M."] 1 2"##;
/// let (rows, end) = quoted_rows(text).unwrap();
/// assert_eq!(rows.iter().map(|row| row.text).collect::<Vec<_>>(), ["#C", "M."]);
/// assert_eq!((rows[1].offset, &text[end..]), (9, " 1 2"));
/// let error = quoted_rows("[\"12\", 34]").unwrap_err();
/// assert_eq!(error.location.column, 8);
/// ```
pub fn quoted_rows(text: &str) -> Result<(Vec<QuotedRow<'_>>, usize), InputError> {
    let bytes = text.as_bytes();
    let mut at = 0;
    let skip_space = |at: &mut usize| {
        while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
            *at += 1;
        }
    };
    let unexpected = |at: usize, expected: &'static str| {
        let found = match text[at..].chars().next() {
            Some(found) => format!("`{}`", found.escape_default()),
            None => "the end of the input".to_owned(),
        };
        InputError::unexpected(text, at, expected, found)
    };
    skip_space(&mut at);
    let close = match bytes.get(at) {
        Some(b'{') => b'}',
        Some(b'[') => b']',
        _ => {
            return Err(unexpected(
                at,
                "`{` (TopCoder) or `[` (LeetCode) to open a board literal",
            ));
        }
    };
    let close_or_comma = if close == b'}' {
        "`,` or `}`"
    } else {
        "`,` or `]`"
    };
    at += 1;
    let mut rows = Vec::new();
    loop {
        skip_space(&mut at);
        match bytes.get(at) {
            Some(&byte) if byte == close && rows.is_empty() => {
                at += 1;
                break;
            }
            Some(b'"') => {
                let start = at + 1;
                let Some(length) = text[start..].find(['"', '\n']) else {
                    return Err(InputError::at(text, at, Problem::UnclosedString));
                };
                if bytes[start + length] == b'\n' {
                    return Err(InputError::at(
                        text,
                        start + length,
                        Problem::StringOverLines,
                    ));
                }
                rows.push(QuotedRow {
                    text: &text[start..start + length],
                    offset: start,
                });
                at = start + length + 1;
            }
            _ => return Err(unexpected(at, "a row in quotes")),
        }
        skip_space(&mut at);
        match bytes.get(at) {
            Some(b',') => at += 1,
            Some(&byte) if byte == close => {
                at += 1;
                break;
            }
            _ => return Err(unexpected(at, close_or_comma)),
        }
    }
    Ok((rows, at))
}
