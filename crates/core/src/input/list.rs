//! LeetCode's way of writing a list: `[2,7,9,4,4]`, with any whitespace
//! (line breaks too) around the brackets, commas and numbers. Read token by
//! token from a [`TokenReader`], so an error is placed at its line and
//! column as every other reader's is.

use std::io::Read;

use super::stream::{ReadFailure, TokenReader};
use super::{InputError, Limit, Problem};

/// Where the reader is in the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// `[`.
    Open,
    /// The first value, or `]` (which is refused: the list is empty).
    First,
    /// A value, after a comma.
    Value,
    /// `,` or `]`, after a value.
    CommaOrClose,
    /// Nothing: the list is closed.
    End,
}

impl Expect {
    fn words(self) -> &'static str {
        match self {
            Expect::Open => "`[`",
            Expect::First | Expect::Value => "an integer",
            Expect::CommaOrClose => "`,` or `]`",
            Expect::End => "nothing after the list's `]`",
        }
    }
}

/// Whether `token` starts a LeetCode list.
pub fn starts_list(token: &str) -> bool {
    token.starts_with('[')
}

/// Reads a list from `tokens`, whose current token starts it (`[`), to the
/// end of the input, handing each value to `push`; refused past `at_most`
/// values at the first value past it. Returns the number of values.
///
/// ```
/// use optimal_play::input::list::read_list;
/// use optimal_play::input::stream::TokenReader;
/// let mut tokens = TokenReader::new("[2, 7,9 ,\n 4,4]\n".as_bytes());
/// tokens.advance()?;
/// let mut values = Vec::new();
/// read_list(&mut tokens, None, |v| values.push(v))?;
/// assert_eq!(values, [2, 7, 9, 4, 4]);
///
/// let mut tokens = TokenReader::new("[1,,2]".as_bytes());
/// tokens.advance()?;
/// let error = read_list(&mut tokens, None, |_| {}).unwrap_err();
/// assert!(error.to_string().starts_with("line 1, column 4: expected an integer, found `,`"));
/// # Ok::<(), optimal_play::input::stream::ReadFailure>(())
/// ```
pub fn read_list<R: Read>(
    tokens: &mut TokenReader<R>,
    at_most: Option<Limit>,
    mut push: impl FnMut(i64),
) -> Result<u64, ReadFailure> {
    let limit = at_most.map_or(u64::MAX, |limit| limit.count);
    let mut expect = Expect::Open;
    let mut count = 0u64;
    loop {
        let token = tokens.token().to_owned();
        let mut at = 0;
        while at < token.len() {
            let c = token[at..].chars().next().expect("inside the token");
            match (expect, c) {
                (Expect::Open, '[') => expect = Expect::First,
                (Expect::First, ']') => {
                    return Err(tokens
                        .error_in_token(
                            at,
                            Problem::Empty {
                                expected: "at least one integer in the list",
                            },
                        )
                        .into());
                }
                (Expect::First | Expect::Value, '-' | '+' | '0'..='9') => {
                    let end = token[at..]
                        .find([',', ']'])
                        .map_or(token.len(), |end| at + end);
                    let value = super::parse_i64(&token[at..end])
                        .map_err(|(within, problem)| tokens.error_in_token(at + within, problem))?;
                    if count == limit {
                        let limit = at_most.expect("only past a limit");
                        return Err(tokens.error_in_token(at, Problem::PastLimit(limit)).into());
                    }
                    push(value);
                    count += 1;
                    expect = Expect::CommaOrClose;
                    at = end;
                    continue;
                }
                (Expect::CommaOrClose, ',') => expect = Expect::Value,
                (Expect::CommaOrClose, ']') => expect = Expect::End,
                _ => return Err(unexpected(tokens, at, expect, &token[at..]).into()),
            }
            at += c.len_utf8();
        }
        if !tokens.advance()? {
            break;
        }
    }
    if expect != Expect::End {
        return Err(InputError {
            location: tokens.location_now(),
            problem: Problem::Unexpected {
                expected: expect.words(),
                found: "the end of the input".to_owned(),
            },
        }
        .into());
    }
    Ok(count)
}

/// What was found where `expect` was wanted.
fn unexpected<R: Read>(
    tokens: &TokenReader<R>,
    at: usize,
    expect: Expect,
    rest: &str,
) -> InputError {
    let found = rest
        .split([',', ']', '['])
        .next()
        .filter(|word| !word.is_empty())
        .unwrap_or(&rest[..rest.chars().next().map_or(0, char::len_utf8)]);
    tokens.error_in_token(
        at,
        Problem::Unexpected {
            expected: expect.words(),
            found: format!("`{}`", super::excerpt(found)),
        },
    )
}
