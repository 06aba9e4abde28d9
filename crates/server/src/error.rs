//! Why a request to the server failed, as one type: each kind has a code and words for the
//! client, and the failures that are the server's own (its store, the system) are logged with
//! their cause while the client hears only that the server is unavailable.

use std::fmt;

use numera_wire::{ErrorCode, ServerMessage};

use crate::seats::SeatsError;
use crate::store::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerError {
    /// The table's rules of who may do what refuse it (a taken seat, a wrong token, a game
    /// that has started…): the code and the client's words.
    Refused(ErrorCode, &'static str),
    /// The game refused the options; its words name the option.
    BadOptions(String),
    /// The server could not read the seats of the options.
    Seats(SeatsError),
    /// A cap of the address or of the server.
    Limited(ErrorCode, &'static str),
    /// The store failed: the request was not played (nothing was stored, nothing told).
    Store(StoreError),
    /// The system gave no randomness for a seed, a token or a code.
    NoRandomness,
    /// Another instance holds the table and answers at this address: the line is forwarded
    /// there (never told to the client).
    Elsewhere(String),
    /// The table is changing hands between instances (or this one is closing): the line is
    /// closed, and the page's next try finds the table where it is then.
    Moving,
}

impl ServerError {
    pub fn code(&self) -> ErrorCode {
        match self {
            ServerError::Refused(code, _) | ServerError::Limited(code, _) => *code,
            ServerError::BadOptions(_) | ServerError::Seats(_) => ErrorCode::BadOptions,
            ServerError::Store(_)
            | ServerError::NoRandomness
            | ServerError::Elsewhere(_)
            | ServerError::Moving => ErrorCode::Unavailable,
        }
    }

    /// What the client is told: never a database's words.
    pub fn words(&self) -> String {
        match self {
            ServerError::Refused(_, words) | ServerError::Limited(_, words) => words.to_string(),
            ServerError::BadOptions(words) => words.clone(),
            ServerError::Seats(e) => e.to_string(),
            ServerError::Store(_) | ServerError::NoRandomness | ServerError::Elsewhere(_) => {
                "the server cannot keep this table now: try again in a moment".into()
            }
            ServerError::Moving => "the table is moving to another server: reconnecting".into(),
        }
    }

    pub fn message(&self) -> ServerMessage {
        ServerMessage::Error {
            code: self.code(),
            text: self.words(),
        }
    }

    /// Says in the server's log what went wrong: its own failures as errors with their cause,
    /// a client's refused request at debug level only.
    pub fn log(&self, table: Option<&str>) {
        let table = table.unwrap_or("-");
        match self {
            ServerError::Store(StoreError::Fenced) => {
                tracing::warn!(table, "the table's lease was lost to another owner")
            }
            ServerError::Store(cause) => tracing::error!(table, %cause, "store failed"),
            ServerError::NoRandomness => tracing::error!(table, "no randomness from the system"),
            ServerError::Moving | ServerError::Elsewhere(_) => {
                tracing::info!(table, "the table is held by another instance")
            }
            refused => tracing::debug!(table, code = refused.code().as_str(), "request refused"),
        }
    }
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerError::Store(cause) => cause.fmt(f),
            other => write!(f, "{}: {}", other.code().as_str(), other.words()),
        }
    }
}

impl std::error::Error for ServerError {}

impl From<StoreError> for ServerError {
    fn from(e: StoreError) -> Self {
        ServerError::Store(e)
    }
}

impl From<SeatsError> for ServerError {
    fn from(e: SeatsError) -> Self {
        ServerError::Seats(e)
    }
}

/// A request refused by the table's rules.
pub fn refuse<T>(code: ErrorCode, words: &'static str) -> Result<T, ServerError> {
    Err(ServerError::Refused(code, words))
}

/// The game refused the options (or a change of them).
pub fn bad_options(error: impl fmt::Display) -> ServerError {
    ServerError::BadOptions(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_failure_tells_the_client_nothing_of_its_cause() {
        let e = ServerError::from(StoreError::Failed(
            "duplicate key value violates unique constraint \"actions_pkey\"".into(),
        ));
        assert_eq!(e.code(), ErrorCode::Unavailable);
        let ServerMessage::Error { text, .. } = e.message() else {
            panic!("an error message");
        };
        assert!(
            !text.contains("constraint") && !text.contains("store"),
            "{text}"
        );
        assert!(
            e.to_string().contains("actions_pkey"),
            "the log keeps the cause"
        );
    }
}
