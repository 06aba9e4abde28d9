//! Why a frame was not a message of this protocol.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireError {
    /// Not one JSON object of a known message: the reason in words.
    Malformed(String),
    /// A frame of another protocol version (or none), which this build cannot read.
    BadVersion(Option<u64>),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Malformed(why) => write!(f, "not a table message ({why})"),
            WireError::BadVersion(Some(v)) => {
                write!(
                    f,
                    "protocol version {v}, this server speaks {}",
                    crate::VERSION
                )
            }
            WireError::BadVersion(None) => write!(f, "a table message needs its version `v`"),
        }
    }
}

impl std::error::Error for WireError {}

impl From<String> for WireError {
    fn from(why: String) -> Self {
        WireError::Malformed(why)
    }
}

impl From<numera_rules::json::Error> for WireError {
    fn from(why: numera_rules::json::Error) -> Self {
        WireError::Malformed(why.to_string())
    }
}
