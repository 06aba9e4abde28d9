//! The browser's stored records (`numera_store`) as fuzzed decoders: a record read back from
//! localStorage or out of a backup file may be anything a user, an extension or an older build
//! left there. Samples are the records today's release writes (crates/store/tests/fixtures); an
//! accepted record must write back to itself, merge and compact without panicking, and a
//! backup import may only write records the app's own readers accept.

use numera_store::backup::{self, Snapshot};
use numera_store::bests::Bests;
use numera_store::daily::DailyFile;
use numera_store::history::History;
use numera_store::keys;
use numera_store::revision::{rev_of, stamp};
use numera_store::screen::Screen;
use numera_store::settings::Prefs;
use numera_store::standing::Standing;

const HISTORY: &str = include_str!("../../store/tests/fixtures/history.json");
const BESTS: &str = include_str!("../../store/tests/fixtures/best.nmbr9.json");
const SETTINGS: &str = include_str!("../../store/tests/fixtures/settings.json");
const DAILY: &str = include_str!("../../store/tests/fixtures/daily.json");
const SAVE: &str = include_str!("../../store/tests/fixtures/save.mino.json");

fn one(text: &str) -> Vec<String> {
    vec![text.trim().to_owned()]
}

pub fn history_samples() -> Vec<String> {
    one(HISTORY)
}

pub fn bests_samples() -> Vec<String> {
    one(BESTS)
}

pub fn settings_samples() -> Vec<String> {
    one(SETTINGS)
}

pub fn daily_samples() -> Vec<String> {
    one(DAILY)
}

pub fn standing_samples() -> Vec<String> {
    vec!["3 8 0".into(), "12 1 1".into()]
}

pub fn screen_samples() -> Vec<String> {
    vec!["17".into(), "4 2 0 1".into()]
}

/// Every record kind today's release stores, as one browser's storage.
fn snapshot() -> Snapshot {
    [
        (keys::HISTORY.to_owned(), HISTORY.trim().to_owned()),
        (keys::SETTINGS.to_owned(), SETTINGS.trim().to_owned()),
        (keys::DAILY.to_owned(), DAILY.trim().to_owned()),
        ("numera.best.nmbr9".to_owned(), BESTS.trim().to_owned()),
        ("numera.save.mino".to_owned(), SAVE.trim().to_owned()),
        ("numera.standing.mino".to_owned(), "2 3 0".to_owned()),
    ]
    .into_iter()
    .collect()
}

pub fn backup_samples() -> Vec<String> {
    vec![backup::export(&snapshot(), "2026-12-01T09:00:00.000Z")]
}

/// An accepted record: written again, it reads back the same.
fn reads_back<T: PartialEq + std::fmt::Debug>(
    text: &str,
    decode: fn(&str) -> Result<T, numera_rules::log::LogError>,
    encode: fn(&T) -> String,
) -> Result<T, String> {
    let record = decode(text).map_err(|e| e.to_string())?;
    assert_eq!(decode(&encode(&record)).as_ref(), Ok(&record), "{text}");
    // The revision a write stamps in must not change what is read.
    assert_eq!(decode(&stamp(&encode(&record), 7)).as_ref(), Ok(&record));
    Ok(record)
}

pub fn history(text: &str) -> Result<(), String> {
    let mut history = reads_back(text, History::decode, History::encode)?;
    let copy = history.clone();
    history.merge(copy);
    history.compact();
    History::decode(&history.encode()).map_err(|e| format!("compacted: {e}"))?;
    Ok(())
}

pub fn bests(text: &str) -> Result<(), String> {
    let mut bests = reads_back(text, Bests::decode, Bests::encode)?;
    let copy = bests.clone();
    assert_eq!(bests.merge(copy), 0, "a merge with itself adds nothing");
    Ok(())
}

pub fn settings(text: &str) -> Result<(), String> {
    let prefs = reads_back(text, Prefs::decode, Prefs::encode)?;
    Prefs::merge(&prefs, &Prefs::default(), &prefs);
    Ok(())
}

pub fn daily(text: &str) -> Result<(), String> {
    let mut file = DailyFile::decode(text).map_err(|e| e.to_string())?;
    let back = DailyFile::decode(&file.encode()).map(|f| f.results);
    assert_eq!(back.as_ref(), Ok(&file.results), "{text}");
    let copy = file.clone();
    assert_eq!(file.merge(copy), 0, "a merge with itself adds nothing");
    Ok(())
}

pub fn standing(text: &str) -> Result<(), String> {
    let standing = Standing::from_text(text).ok_or("not a standing")?;
    assert_eq!(Standing::from_text(&standing.to_text()), Some(standing));
    Ok(())
}

pub fn screen(text: &str) -> Result<(), String> {
    let screen = Screen::from_text(text).ok_or("not a screen")?;
    assert_eq!(Screen::from_text(&screen.to_text()), Some(screen));
    // Any text at all has a revision (0 when it carries none).
    rev_of(text);
    Ok(())
}

/// A backup imported into an empty browser and into one with records of its own: whatever it
/// writes, the app's readers accept.
pub fn backup(text: &str) -> Result<(), String> {
    for here in [Snapshot::new(), snapshot()] {
        let import = backup::import(text, &here).map_err(|e| format!("{e:?}"))?;
        for (key, value) in &import.writes {
            let readable = match key.as_str() {
                keys::HISTORY => History::decode(value).is_ok(),
                keys::SETTINGS => Prefs::decode(value).is_ok(),
                keys::DAILY => DailyFile::decode(value).is_ok(),
                k if k.starts_with("numera.best.") => Bests::decode(value).is_ok(),
                k if k.starts_with("numera.save.") => {
                    numera_rules::log::Save::from_json(value).is_ok()
                }
                k if k.starts_with("numera.standing.") => Standing::from_text(value).is_some(),
                _ => true,
            };
            assert!(readable, "an import wrote an unreadable {key}: {value}");
        }
    }
    Ok(())
}
