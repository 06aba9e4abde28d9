//! The vocabulary of the backup file (backup.rs) and of its sections (sections.rs): what a
//! browser holds, one section's records, and what an import writes. Its own module so that
//! the file and the sections both read it without reading each other.

use std::collections::BTreeMap;

use super::backup_error::Refused;
pub use super::section_kind::SectionKind;

/// Every `numera.*` key of the browser's storage and its stored text.
pub type Snapshot = BTreeMap<String, String>;

/// One section's records from a backup file, by key (text, as stored).
pub type Records = BTreeMap<String, String>;

/// One kind of record in the backup.
pub struct Section {
    pub kind: SectionKind,
    /// The section's format; a file with a higher one is refused.
    pub version: u32,
    /// Whether a stored key holds one of this section's records.
    pub holds: fn(&str) -> bool,
    /// What of a stored record (key, text) goes into the backup (crates/store/src/exported.rs):
    /// `None` for one that does not read, which is left out (the app keeps it aside when it
    /// meets it, and the kept-aside section carries it then).
    pub exported: fn(&str, &str) -> Option<String>,
    /// Merges the section's records (of a version up to `version`, every key one it `holds`)
    /// into what the browser holds, as writes into `Import`; the record that is not what it
    /// should be, and why, when one is not.
    pub import: fn(u32, &Records, &Snapshot, &mut Import) -> Result<(), Refused>,
}

/// What an import writes (key, text; JSON records without a new revision, which the writer
/// adds), and what it added, for the message.
#[derive(Debug, Default, PartialEq)]
pub struct Import {
    pub writes: Vec<(String, String)>,
    pub added: Added,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Added {
    /// Games in progress this browser did not have (or had at an earlier move).
    pub saves: usize,
    /// Finished games new to the history.
    pub games: usize,
    /// Seeds whose best score is new or better.
    pub bests: usize,
    /// Daily challenge attempts new to this browser.
    pub dailies: usize,
    /// Whether the settings were taken (only when this browser had none stored).
    pub settings: bool,
    /// Games in progress left as they are here, because this browser has another game of
    /// the same kind in progress.
    pub kept_here: usize,
}
