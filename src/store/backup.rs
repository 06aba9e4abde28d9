//! The backup file: everything Numera holds in a browser, to take to another one.
//!
//! ```json
//! {"numera": "backup", "version": 1, "exported": "2026-12-01T05:00:00.000Z",
//!  "sections": {"saves": {"version": 1, "data": …}, "history": {"version": 1, "data": …}, …}}
//! ```
//!
//! The file is a map of named sections, each with its own version, listed once in `SECTIONS`:
//! a new kind of record (daily challenges, streaks) is one more `Section` there. Importing
//! reads and checks the whole file before anything is written, then merges each section into
//! what the browser already holds, so importing the same file twice adds nothing the second
//! time. A file that is not a backup, is damaged, or comes from a later Numera (a higher
//! version, or a section this build does not know) is refused whole.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::sections;

pub const BACKUP_VERSION: u32 = 1;
const MARK: &str = "backup";

/// Every `numera.*` key of the browser's storage and its stored text.
pub type Snapshot = BTreeMap<String, String>;

/// One kind of record in the backup.
pub struct Section {
    pub name: &'static str,
    /// The section's format; a file with a higher one is refused.
    pub version: u32,
    /// The section's data from what the browser holds; `None` when it holds none.
    pub export: fn(&Snapshot) -> Option<Value>,
    /// Merges the section's data (of a version up to `version`) into what the browser holds,
    /// as writes into `Import`; a reason when the data is not what it should be.
    pub import: fn(u32, Value, &Snapshot, &mut Import) -> Result<(), String>,
}

/// Every section, in the order they are written and imported.
pub const SECTIONS: &[Section] = &[
    sections::SAVES,
    sections::HISTORY,
    sections::BESTS,
    sections::SETTINGS,
    sections::KEPT_ASIDE,
];

#[derive(Serialize, Deserialize)]
struct File {
    numera: String,
    version: u32,
    #[serde(default)]
    exported: String,
    sections: BTreeMap<String, SectionData>,
}

#[derive(Serialize, Deserialize)]
struct SectionData {
    version: u32,
    data: Value,
}

/// What an import writes (key, text; JSON records without their revision, which the writer
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
    /// Whether the settings were taken (only when this browser had none stored).
    pub settings: bool,
    /// Games in progress left as they are here, because this browser has another game of
    /// the same kind in progress.
    pub kept_here: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BackupError {
    /// Not JSON, or not a Numera backup.
    NotBackup(String),
    /// Made by a later Numera: the file's version, or a section this build does not know.
    Later(String),
    /// A section whose data cannot be read.
    Damaged { section: String, why: String },
}

/// The backup of everything in `snapshot`, made at `exported` (ISO 8601).
pub fn export(snapshot: &Snapshot, exported: &str) -> String {
    let sections = SECTIONS
        .iter()
        .filter_map(|s| {
            let data = (s.export)(snapshot)?;
            let version = s.version;
            Some((s.name.to_owned(), SectionData { version, data }))
        })
        .collect();
    let file = File {
        numera: MARK.to_owned(),
        version: BACKUP_VERSION,
        exported: exported.to_owned(),
        sections,
    };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// What importing `text` into `snapshot` writes, or why the file is refused (then nothing is
/// to be written).
pub fn import(text: &str, snapshot: &Snapshot) -> Result<Import, BackupError> {
    let file: File =
        serde_json::from_str(text).map_err(|e| BackupError::NotBackup(e.to_string()))?;
    if file.numera != MARK {
        return Err(BackupError::NotBackup(format!(
            "\"numera\": {:?}",
            file.numera
        )));
    }
    if file.version > BACKUP_VERSION {
        return Err(BackupError::Later(format!("version {}", file.version)));
    }
    let mut import = Import::default();
    for (name, data) in file.sections {
        let section = SECTIONS
            .iter()
            .find(|s| s.name == name)
            .ok_or_else(|| BackupError::Later(name.clone()))?;
        if data.version > section.version {
            return Err(BackupError::Later(format!("{name} {}", data.version)));
        }
        (section.import)(data.version, data.data, snapshot, &mut import)
            .map_err(|why| BackupError::Damaged { section: name, why })?;
    }
    Ok(import)
}
