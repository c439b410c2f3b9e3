//! [`Input`]: where an instance comes from, read once at the boundary.

use std::io::Read;

use super::Error;
use crate::input::{InputError, Problem};

/// The most bytes a reader that holds the whole input takes: far more than
/// any game's limits need (a wall board of 4000 × 4000 is 16 MB).
pub const WHOLE_INPUT_LIMIT: usize = 64 << 20;

/// Whether `byte` is a control character no input holds: all but tab, line
/// feed and carriage return.
fn is_control(byte: u8) -> bool {
    (byte < 0x20 && !matches!(byte, b'\t' | b'\n' | b'\r')) || byte == 0x7f
}

/// The error for `problem` found just after `before`, at its line and
/// column.
fn refused(name: &str, before: &[u8], problem: Problem) -> Error {
    let before = String::from_utf8_lossy(before);
    Error::input(name, InputError::at(&before, before.len(), problem))
}

/// Where an instance comes from.
pub struct Input<'a> {
    /// Its name in messages: a path, `<stdin>`, or `--values`.
    pub name: String,
    /// Its bytes.
    pub reader: Box<dyn Read + 'a>,
    /// Whether it was given on the command line (`--values`, `--board`),
    /// where every game reads the short form ([`short_form`](crate::input::inline::short_form):
    /// numbers separated by commas, `/` for a line break).
    pub inline: bool,
    /// Called with the number of bytes read so far, about once a buffer.
    pub progress: Box<dyn FnMut(u64) + 'a>,
    /// The game's parameter ([`GameInfo::param`](super::GameInfo::param)), when given.
    pub param: Option<u64>,
    /// The game's rule ([`GameInfo::rule`](super::GameInfo::rule)), when
    /// given.
    pub rule: Option<String>,
    /// The most values what the instance is read for takes: a reader
    /// refuses a longer instance as soon as it passes the limit.
    pub at_most: Option<crate::input::Limit>,
}

impl<'a> Input<'a> {
    /// Input from text given on the command line under `name`.
    pub fn inline(name: &str, text: &'a str) -> Input<'a> {
        Input {
            name: name.to_owned(),
            reader: Box::new(text.as_bytes()),
            inline: true,
            progress: Box::new(|_| {}),
            param: None,
            rule: None,
            at_most: None,
        }
    }

    /// Input from a reader, called `name` in messages.
    pub fn reader(name: &str, reader: impl Read + 'a) -> Input<'a> {
        Input {
            name: name.to_owned(),
            reader: Box::new(reader),
            inline: false,
            progress: Box::new(|_| {}),
            param: None,
            rule: None,
            at_most: None,
        }
    }

    /// The same input, refused past `at_most` values.
    pub fn at_most(mut self, at_most: Option<crate::input::Limit>) -> Input<'a> {
        self.at_most = at_most;
        self
    }

    /// The same input with the game's rule set.
    pub fn with_rule(mut self, rule: Option<String>) -> Input<'a> {
        self.rule = rule;
        self
    }

    /// The same input with the game's parameter set.
    pub fn with_param(mut self, param: Option<u64>) -> Input<'a> {
        self.param = param;
        self
    }

    /// Reads the whole input as bytes, with its name. It is read a block
    /// at a time and refused at the first control character (a NUL, say:
    /// no game's input holds one) or once it passes [`WHOLE_INPUT_LIMIT`],
    /// so that no input, not even `/dev/zero`, is held before it is
    /// looked at.
    pub fn bytes(mut self) -> Result<(String, Vec<u8>), Error> {
        let mut bytes = Vec::new();
        let mut block = vec![0u8; 64 << 10];
        loop {
            let read = match self.reader.read(&mut block) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(source) => {
                    return Err(Error::Read {
                        name: self.name,
                        source,
                    });
                }
            };
            let start = bytes.len();
            bytes.extend_from_slice(&block[..read]);
            let stray = bytes[start..].iter().position(|&byte| is_control(byte));
            if let Some(at) = stray {
                let byte = bytes[start + at];
                return Err(refused(
                    &self.name,
                    &bytes[..start + at],
                    Problem::ControlCharacter { byte },
                ));
            }
            if bytes.len() > WHOLE_INPUT_LIMIT {
                let limit_mib = WHOLE_INPUT_LIMIT >> 20;
                let before = &bytes[..WHOLE_INPUT_LIMIT];
                return Err(refused(
                    &self.name,
                    before,
                    Problem::InputTooLarge { limit_mib },
                ));
            }
            (self.progress)(bytes.len() as u64);
        }
        Ok((self.name, bytes))
    }

    /// Reads the whole input as UTF-8 text (a leading byte-order mark is
    /// dropped).
    pub fn text(self) -> Result<(String, String), Error> {
        let (name, bytes) = self.bytes()?;
        let text = crate::input::as_text(&bytes).map_err(|error| Error::input(&name, error))?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text).to_owned();
        Ok((name, text))
    }
}
