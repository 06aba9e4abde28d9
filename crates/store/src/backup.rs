//! The backup file: everything Numera holds in a browser, to take to another one.
//!
//! ```json
//! {"numera": "backup", "version": 1, "exported": "2026-12-01T05:00:00.000Z",
//!  "sections": {"saves": {"version": 1, "data": {"numera.save.nmbr9": {…}, …}}, …}}
//! ```
//!
//! The file is a map of named sections, each with its own version, listed once in `SECTIONS`:
//! a new kind of record (daily challenges, streaks) is one more `Section` there. A section's
//! data are the browser's records themselves, by key: JSON records as they are stored, text
//! records (standings, records kept aside) as JSON strings. Importing reads and checks the
//! whole file before anything is written, then merges each section into what the browser
//! already holds, so importing the same file twice adds nothing the second time. A file that
//! is not a backup, is damaged, or comes from a later Numera (a higher version, or a section
//! this build does not know) is refused whole.

use std::collections::BTreeMap;

pub use super::backup_error::{BackupError, Claim, Damage, GameDamage, Later, NotBackup, Refused};
use super::keys;
pub use super::section::{Added, Import, Records, Section, SectionKind, Snapshot};
use super::sections;
use numera_rules::json::{self, ToJson};

pub const BACKUP_VERSION: u32 = 1;
const MARK: &str = "backup";

/// Every section, in the order they are imported.
pub const SECTIONS: &[Section] = &[
    sections::SAVES,
    sections::HISTORY,
    sections::BESTS,
    sections::SETTINGS,
    sections::DAILY,
    sections::KEPT_ASIDE,
];

// A section's records stay JSON text on their way in and out: one shape for every section.
// Read and written with `rules::json`, as serde's derive read and wrote these two structs:
// `{"numera","version","exported" (optional),"sections"}`, each section `{"version","data"}`.
struct File<'a> {
    numera: String,
    version: u32,
    sections: BTreeMap<String, SectionData<'a>>,
}

struct SectionData<'a> {
    version: u32,
    /// Each record's JSON text as the file has it.
    data: BTreeMap<String, &'a str>,
}

/// An object's members by key (a key given twice: the last one, as serde's map read it).
/// Inserted one by one: a collect into the map would bring a sort into the page's module.
fn map(raw: &str) -> json::Result<BTreeMap<String, &str>> {
    let mut map = BTreeMap::new();
    for (key, value) in json::members(raw)? {
        map.insert(key, value);
    }
    Ok(map)
}

fn read_file(text: &str) -> Result<File<'_>, NotBackup> {
    let raw = json::value(text)?;
    // A backup is an object; a list would be read field by field in order (the reader accepts
    // a struct as a list), and be refused for its third item's type ("exported: …"), which
    // tells the player nothing.
    if raw.starts_with('[') {
        return Err(NotBackup::List);
    }
    if !raw.starts_with('{') {
        return Err(NotBackup::Value);
    }
    let fields = json::fields(raw, &["numera", "version", "exported", "sections"], false)?;
    // `exported` is read (it must be a string) but not kept: nothing uses it on the way in.
    let _: String = fields.or_default("exported")?;
    let mut sections = BTreeMap::new();
    // Every section is read, a name given twice too (the last one stays), as serde did.
    for (name, raw) in json::members(fields.raw("sections")?)? {
        let section = json::fields(raw, &["version", "data"], false)?;
        let data = map(section.raw("data").map_err(|e| e.within(&name))?)?;
        let version = section.get("version")?;
        sections.insert(name, SectionData { version, data });
    }
    Ok(File {
        numera: fields.get("numera")?,
        version: fields.get("version")?,
        sections,
    })
}

/// A record as it goes into the file: JSON as it is (checked, whitespace around it trimmed),
/// text as a JSON string.
fn to_raw(key: &str, text: &str) -> Option<String> {
    if keys::is_text(key) {
        Some(json::to_string(text))
    } else {
        json::value(text).ok().map(str::to_owned)
    }
}

fn from_raw(key: &str, raw: &str) -> Result<String, Refused> {
    if keys::is_text(key) {
        json::string(raw).map_err(|e| Refused::new(key, Damage::NotText(e)))
    } else {
        Ok(raw.to_owned())
    }
}

/// The backup of everything in `snapshot`, made at `exported` (ISO 8601).
pub fn export(snapshot: &Snapshot, exported: &str) -> String {
    // Sections by name and records by key, in order, as serde wrote its maps (a map rather
    // than a sort: a sort would bring its code into the page's module).
    let mut sections = BTreeMap::new();
    for section in SECTIONS {
        // The snapshot is already in key order.
        let mut data = String::new();
        for (key, text) in snapshot {
            let exported = (section.holds)(key).then(|| (section.exported)(key, text));
            if let Some(text) = exported.flatten() {
                if let Some(raw) = to_raw(key, &text) {
                    data.push(if data.is_empty() { '{' } else { ',' });
                    key.write_json(&mut data);
                    data.push(':');
                    data.push_str(&raw);
                }
            }
        }
        if data.is_empty() {
            continue;
        }
        data.push('}');
        let mut entry = String::new();
        json::object(&mut entry)
            .field("version", &section.version)
            .raw("data", &data)
            .end();
        sections.insert(section.kind.name(), entry);
    }
    let mut all = String::new();
    for (name, entry) in sections {
        all.push(if all.is_empty() { '{' } else { ',' });
        name.write_json(&mut all);
        all.push(':');
        all.push_str(&entry);
    }
    if all.is_empty() {
        all.push('{');
    }
    all.push('}');
    let mut out = String::new();
    json::object(&mut out)
        .field("numera", MARK)
        .field("version", &BACKUP_VERSION)
        .field("exported", exported)
        .raw("sections", &all)
        .end();
    out
}

/// What importing `text` into `snapshot` writes, or why the file is refused (then nothing is
/// to be written).
pub fn import(text: &str, snapshot: &Snapshot) -> Result<Import, BackupError> {
    let file = read_file(text).map_err(BackupError::NotBackup)?;
    if file.numera != MARK {
        return Err(BackupError::NotBackup(NotBackup::Mark(file.numera)));
    }
    if file.version > BACKUP_VERSION {
        return Err(BackupError::Later(Later::Version(file.version)));
    }
    let mut import = Import::default();
    for (name, data) in file.sections {
        let Some(section) = SECTIONS.iter().find(|s| s.kind.name() == name) else {
            return Err(BackupError::Later(Later::Section(name)));
        };
        if data.version > section.version {
            return Err(BackupError::Later(Later::SectionVersion {
                section: section.kind,
                version: data.version,
            }));
        }
        let damaged = |Refused { key, why }| BackupError::Damaged {
            section: section.kind,
            key,
            why,
        };
        let mut records = Records::new();
        for (key, raw) in &data.data {
            if !(section.holds)(key) {
                return Err(damaged(Refused::new(key, Damage::ForeignKey)));
            }
            records.insert(key.clone(), from_raw(key, raw).map_err(damaged)?);
        }
        (section.import)(data.version, &records, snapshot, &mut import).map_err(damaged)?;
    }
    Ok(import)
}
