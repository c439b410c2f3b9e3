//! [`Error`]: every error the erased layer returns, and whose fault it is.

use std::io;

use crate::engine::SolveError;
use crate::input::InputError;
use crate::input::stream::ReadFailure;

/// Every error the library's front-end interface returns. Its
/// [`kind`](Error::kind) says whose fault it is, which is all a front end
/// needs to choose an exit code or an HTTP status.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is malformed; the error names the line and column.
    #[error("{name}: {error}")]
    Input {
        /// The input's name: a path, `<stdin>`, or the option it came from.
        name: String,
        /// What is wrong, and where.
        error: InputError,
    },
    /// The instance is too large for what was asked of it.
    #[error(transparent)]
    TooLarge(#[from] SolveError),
    /// An option the game does not support, or options that do not go
    /// together.
    #[error("{0}")]
    Unsupported(String),
    /// The input could not be read.
    #[error("cannot read `{name}`")]
    Read {
        /// The input's name.
        name: String,
        /// Why.
        source: io::Error,
    },
    /// The output could not be written.
    #[error(transparent)]
    Write(#[from] io::Error),
}

/// An error that cannot happen, as `TryFrom` gives for a type made with
/// `From`: so that an oracle made either way is made the same way.
impl From<std::convert::Infallible> for Error {
    fn from(never: std::convert::Infallible) -> Error {
        match never {}
    }
}

/// Whose fault an [`Error`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input or the request is at fault (exit code 2, HTTP 4xx).
    BadRequest,
    /// Reading or writing failed (exit code 1, HTTP 5xx).
    Io,
}

impl Error {
    /// Whose fault the error is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Input { .. } | Error::TooLarge(_) | Error::Unsupported(_) => {
                ErrorKind::BadRequest
            }
            Error::Read { .. } | Error::Write(_) => ErrorKind::Io,
        }
    }

    /// An input error in the input called `name`.
    pub fn input(name: &str, error: InputError) -> Error {
        Error::Input {
            name: name.to_owned(),
            error,
        }
    }

    /// A failure while streaming the input called `name`.
    pub fn reading(name: &str, failure: ReadFailure) -> Error {
        match failure {
            ReadFailure::Input(error) => Error::input(name, error),
            ReadFailure::Io(source) => Error::Read {
                name: name.to_owned(),
                source,
            },
        }
    }
}
