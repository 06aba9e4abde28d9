//! What Numera keeps in the browser, as data: the format of every stored record, how each is
//! read back and checked, how two copies merge, and the backup file. Nothing here touches the
//! browser (no web-sys, no clock), so it is compiled natively and tested with `cargo test`;
//! `app/storage.rs` moves these records in and out of localStorage. docs/storage.md describes
//! the formats, their versions and how each migrates.

pub mod backup;
pub mod bests;
pub mod daily;
pub mod history;
pub mod keys;
pub mod revision;
pub mod screen;
mod sections;
pub mod settings;
pub mod standing;

use serde::Deserialize;

use crate::rules::log::LogError;

/// What is read of a record before the rest: its version, so that a format from a later
/// Numera is reported as such rather than as garbage.
#[derive(Deserialize)]
struct Head {
    version: Option<u64>,
}

/// The version of a JSON record, checked against those this build reads (`known`).
fn version_of(text: &str, known: &[u32]) -> Result<u32, LogError> {
    let head: Head = serde_json::from_str(text).map_err(|e| LogError::Malformed(e.to_string()))?;
    match head.version {
        Some(v) if known.iter().any(|&k| u64::from(k) == v) => Ok(v as u32),
        Some(v) => Err(LogError::UnknownVersion(v.min(u64::from(u32::MAX)) as u32)),
        None => Err(LogError::Malformed("no version".into())),
    }
}

fn malformed(e: serde_json::Error) -> LogError {
    LogError::Malformed(e.to_string())
}
