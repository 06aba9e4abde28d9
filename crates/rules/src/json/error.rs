//! Why a text is not the JSON a type expects, by kind: the text is not JSON, a value of
//! another kind, a number out of range, a list of another length, a field or a variant
//! missing, doubled or unknown, a value its type's own check refuses — and in which field.
//! `Display` is the English of the logs and the command line, close to serde_json's.

use std::borrow::Cow;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Not JSON: `what` was wrong at character `at` (1-based).
    Syntax {
        what: &'static str,
        at: usize,
    },
    /// A value of another kind than `what` (`found`: its start).
    Expected {
        what: &'static str,
        found: String,
    },
    /// An integer outside its type's range.
    OutOfRange(i128),
    /// A list of `found` values or fields where `expected` were needed.
    Length {
        of: &'static str,
        expected: usize,
        found: usize,
    },
    MissingField(String),
    DuplicateField(String),
    UnknownField(String),
    UnknownVariant(String),
    /// A value of the right shape that its type refuses (a view that does not hold
    /// together, a text form that is not one): why, in English.
    Invalid(Cow<'static, str>),
    /// `error`, inside the field (or the entry) `name`.
    In {
        name: String,
        error: Box<Error>,
    },
}

/// The start of a value, for a message: its first 20 characters.
pub(super) fn start(raw: &str) -> String {
    raw.chars().take(20).collect()
}

impl Error {
    /// The same error, inside the field (or the entry) `name`.
    pub fn within(self, name: &str) -> Error {
        Error::In {
            name: name.to_owned(),
            error: Box::new(self),
        }
    }

    /// What is wrong, past the fields it is inside.
    pub fn innermost(&self) -> &Error {
        match self {
            Error::In { error, .. } => error.innermost(),
            other => other,
        }
    }
}

impl From<&'static str> for Error {
    fn from(why: &'static str) -> Error {
        Error::Invalid(Cow::Borrowed(why))
    }
}

impl From<String> for Error {
    fn from(why: String) -> Error {
        Error::Invalid(Cow::Owned(why))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Syntax { what, at } => write!(f, "{what} at character {at}"),
            Error::Expected { what, found } => write!(f, "expected {what}, found {found}"),
            Error::OutOfRange(n) => write!(f, "{n} is out of range"),
            Error::Length {
                of,
                expected,
                found,
            } => write!(f, "a list of {expected} {of}, not {found}"),
            Error::MissingField(name) => write!(f, "missing field `{name}`"),
            Error::DuplicateField(name) => write!(f, "duplicate field `{name}`"),
            Error::UnknownField(name) => write!(f, "unknown field `{name}`"),
            Error::UnknownVariant(name) => write!(f, "unknown variant `{name}`"),
            Error::Invalid(why) => f.write_str(why),
            Error::In { name, error } => write!(f, "{name}: {error}"),
        }
    }
}

impl std::error::Error for Error {}
