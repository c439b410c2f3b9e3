//! [`Input`]: where an instance comes from, read once at the boundary.

use std::io::Read;

use super::Error;

/// Where an instance comes from.
pub struct Input<'a> {
    /// Its name in messages: a path, `<stdin>`, or `--values`.
    pub name: String,
    /// Its bytes.
    pub reader: Box<dyn Read + 'a>,
    /// Whether it was given on the command line (`--values`, `--board`),
    /// where a game may accept a shorter form (values separated by commas).
    pub inline: bool,
    /// Called with the number of bytes read so far, about once a buffer.
    pub progress: Box<dyn FnMut(u64) + 'a>,
    /// The game's parameter ([`GameInfo::param`](super::GameInfo::param)), when given.
    pub param: Option<u64>,
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
            at_most: None,
        }
    }

    /// The same input, refused past `at_most` values.
    pub fn at_most(mut self, at_most: Option<crate::input::Limit>) -> Input<'a> {
        self.at_most = at_most;
        self
    }

    /// The same input with the game's parameter set.
    pub fn with_param(mut self, param: Option<u64>) -> Input<'a> {
        self.param = param;
        self
    }

    /// Reads the whole input as bytes, with its name.
    pub fn bytes(mut self) -> Result<(String, Vec<u8>), Error> {
        let mut bytes = Vec::new();
        self.reader
            .read_to_end(&mut bytes)
            .map_err(|source| Error::Read {
                name: self.name.clone(),
                source,
            })?;
        (self.progress)(bytes.len() as u64);
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
