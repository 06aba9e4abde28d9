//! What Numera keeps in the browser, as data: the format of every stored record, how each is
//! read back and checked, how two copies merge, and the backup file. Nothing here touches the
//! browser (no web-sys, no clock), so it is compiled natively and tested with `cargo test`;
//! `app/storage.rs` moves these records in and out of localStorage. docs/storage.md describes
//! the formats, their versions and how each migrates.

pub mod aside;
pub mod backup;
mod backup_error;
pub mod bests;
pub mod daily;
mod exported;
pub mod history;
pub mod keys;
mod replays;
pub mod revision;
pub mod screen;
mod section;
mod section_kind;
mod sections;
pub mod settings;
pub mod standing;
pub mod table_seat;
pub mod tours;

use numera_rules::json::{self, FromJson};
use numera_rules::log::{version_of, LogError};

/// A record read from its text: its version first (one of `known`), then the whole of it.
// Records are read and written with `rules::json`; serde's derives on them stay as the
// reference that crates/fuzz/tests/json_codec.rs checks the two against.
fn decode<T: FromJson>(text: &str, known: &[u32]) -> Result<T, LogError> {
    version_of(text, known)?;
    json::from_str(text).map_err(LogError::Malformed)
}
