//! How a store call fails. The cause is for the server's log only: a client is told that the
//! table could not be stored (`ServerError::Store`), never a database's own words.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// The write names an epoch that is no longer the table's: another owner took it over
    /// (or it was given up). The writer must let the table go.
    Fenced,
    /// An action of this number is stored already.
    Duplicate,
    /// No table of this code is stored.
    NoSuchTable,
    /// The database failed (its words, for the log).
    Failed(String),
}

impl StoreError {
    pub fn failed(cause: impl fmt::Display) -> StoreError {
        StoreError::Failed(cause.to_string())
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Fenced => f.write_str("table store: the lease was lost to another owner"),
            StoreError::Duplicate => f.write_str("table store: this action is stored already"),
            StoreError::NoSuchTable => f.write_str("table store: no table of this code"),
            StoreError::Failed(cause) => write!(f, "table store: {cause}"),
        }
    }
}

impl std::error::Error for StoreError {}

pub type StoreResult<T> = Result<T, StoreError>;
