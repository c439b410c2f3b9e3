//! LeetCode's example input as its problem pages show it: each argument
//! named, the arguments separated by commas, `piles = [5,3,4,5]`, `graph =
//! [[2,5],[3],[0,4,5]]`, `grid = ["####F","#C...","M...."], catJump = 1,
//! mouseJump = 2`, `n = 4` (#47: the first three were refused while the
//! last was read).
//!
//! One rule for every game that answers a LeetCode problem: the names, their
//! `=` and the commas between arguments are blanked, byte for byte, before
//! the game's reader sees the input, so that it reads the values as if they
//! were written bare (`[5,3,4,5]`, `["####F","#C...","M...."] 1 2`), and an
//! error in a value is still placed at its line and column.
//!
//! ```
//! use optimal_play::input::leetcode::blank_names;
//! let mut text = b"grid = [\"#C\",\"MF\"], catJump = 1, mouseJump = 2".to_vec();
//! assert!(blank_names(&mut text));
//! assert_eq!(text, b"       [\"#C\",\"MF\"]            1              2");
//! // Bare input is left as it is.
//! let mut bare = b"[5,3,4,5]".to_vec();
//! assert!(!blank_names(&mut bare));
//! ```

use std::io::{self, Read};

/// The length of the name and its `=` (with the blanks around them) that
/// start `bytes`, if they do: an ASCII letter or `_`, then letters, digits
/// and `_`, blanks, `=`, blanks.
fn name_at(bytes: &[u8]) -> Option<usize> {
    let mut at = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
    let first = *bytes.get(at)?;
    if !(first.is_ascii_alphabetic() || first == b'_') {
        return None;
    }
    at += bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    at += bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    (bytes.get(at) == Some(&b'=') && bytes.get(at + 1) != Some(&b'=')).then_some(at + 1)
}

/// Blanks LeetCode's argument names in `bytes`, in place: every `name =`
/// at the top level (outside brackets and quotes) that starts the input or
/// a line, or follows a comma at the top level, and that comma. Only an
/// input whose first argument is named is touched, so a bare input is read
/// as before. Whether it was. An input of several cases, one a line, has
/// every line's names blanked.
pub fn blank_names(bytes: &mut [u8]) -> bool {
    let Some(first) = name_at(bytes) else {
        return false;
    };
    bytes[..first].fill(b' ');
    let (mut depth, mut quoted, mut at) = (0usize, false, first);
    while at < bytes.len() {
        match bytes[at] {
            b'"' => quoted = !quoted,
            b'\\' if quoted => at += 1,
            b'[' | b'{' | b'(' if !quoted => depth += 1,
            b']' | b'}' | b')' if !quoted => depth = depth.saturating_sub(1),
            b',' | b'\n' if !quoted && depth == 0 => {
                if let Some(name) = name_at(&bytes[at + 1..]) {
                    let from = if bytes[at] == b',' { at } else { at + 1 };
                    bytes[from..=at + name].fill(b' ');
                    at += name;
                }
            }
            _ => {}
        }
        at += 1;
    }
    true
}

/// How much of a stream [`Unnamed`] looks at for a name: far more than any
/// LeetCode argument's name.
const HEAD: usize = 256;

/// A reader whose first argument's name, if any, is blanked
/// ([`blank_names`] on its first bytes), for the readers that stream an
/// input of one argument (`nums = [1,5,2]`, of millions of values).
pub struct Unnamed<R> {
    inner: R,
    head: Vec<u8>,
    served: usize,
    started: bool,
}

impl<R: Read> Unnamed<R> {
    /// `inner`, its first argument's name blanked.
    pub fn new(inner: R) -> Unnamed<R> {
        Unnamed {
            inner,
            head: Vec::new(),
            served: 0,
            started: false,
        }
    }
}

impl<R: Read> Read for Unnamed<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if !self.started {
            self.started = true;
            (&mut self.inner)
                .take(HEAD as u64)
                .read_to_end(&mut self.head)?;
            if let Some(name) = name_at(&self.head) {
                self.head[..name].fill(b' ');
            }
        }
        if self.served < self.head.len() {
            let n = buf.len().min(self.head.len() - self.served);
            buf[..n].copy_from_slice(&self.head[self.served..self.served + n]);
            self.served += n;
            return Ok(n);
        }
        self.inner.read(buf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blanked(text: &str) -> String {
        let mut bytes = text.as_bytes().to_vec();
        blank_names(&mut bytes);
        String::from_utf8(bytes).expect("ASCII blanks")
    }

    #[test]
    fn every_examples_names_are_blanked_and_offsets_kept() {
        for (text, bare) in [
            ("piles = [5,3,4,5]", "        [5,3,4,5]"),
            ("nums=[1,5,2]", "     [1,5,2]"),
            (
                "aliceValues = [1,3], bobValues = [2,1]",
                "              [1,3]              [2,1]",
            ),
            (
                "maxChoosableInteger = 10, desiredTotal = 11",
                "                      10                 11",
            ),
            ("currentState = \"++++\"", "               \"++++\""),
            ("graph = [[2,5],[3]]", "        [[2,5],[3]]"),
            ("s = \"a, b = c\"", "    \"a, b = c\""),
            ("n = 4", "    4"),
            ("n = 1\nn = 2\n", "    1\n    2\n"),
            ("nums = [1,\n2]\nnums = [3]", "       [1,\n2]\n       [3]"),
        ] {
            assert_eq!(blanked(text), bare, "{text}");
            assert_eq!(blanked(text).len(), text.len());
        }
    }

    #[test]
    fn bare_input_and_comparisons_are_left_alone() {
        for text in ["[5,3,4,5]", "5 3 4 5", "a == b", "= 3", "1, x = 2", ""] {
            assert_eq!(blanked(text), text);
        }
    }

    #[test]
    fn a_stream_has_its_first_name_blanked_whatever_its_reads() {
        let text = format!("nums = [{}]", vec!["7"; 1000].join(","));
        let mut read = String::new();
        Unnamed::new(text.as_bytes())
            .read_to_string(&mut read)
            .expect("read");
        assert_eq!(read, format!("       [{}]", vec!["7"; 1000].join(",")));
    }
}
