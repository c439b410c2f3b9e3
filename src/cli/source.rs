//! Where a command's input comes from: a file, or stdin for `-` or no file.

use std::io::{self, BufReader, IsTerminal, Read};
use std::path::{Path, PathBuf};

/// Input that could not be read at all.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be opened or read.
    #[error("cannot read `{path}`")]
    File {
        /// The path given.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// No file was named and stdin is a terminal, so there is nothing to read.
    #[error("no input: name a FILE, pipe the input in, or give it with --{option}")]
    NoInput {
        /// The option that gives the input on the command line.
        option: &'static str,
    },
}

/// An input opened for streaming.
pub struct Opened {
    pub name: String,
    pub reader: Box<dyn Read>,
    /// The size in bytes, when it is known in advance (a regular file).
    pub size: Option<u64>,
}

/// Opens `file` for reading, or stdin when `file` is `-` or absent.
pub fn open(file: Option<&Path>, option: &'static str) -> Result<Opened, ReadError> {
    match file {
        Some(path) if path != Path::new("-") => {
            let opened = std::fs::File::open(path).map_err(|source| ReadError::File {
                path: path.to_owned(),
                source,
            })?;
            let size = opened
                .metadata()
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len());
            Ok(Opened {
                name: path.display().to_string(),
                reader: Box::new(opened),
                size,
            })
        }
        _ => {
            if file.is_none() && io::stdin().is_terminal() {
                return Err(ReadError::NoInput { option });
            }
            Ok(Opened {
                name: "<stdin>".to_owned(),
                reader: Box::new(BufReader::new(io::stdin().lock())),
                size: None,
            })
        }
    }
}
