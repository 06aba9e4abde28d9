//! Mutated and random inputs thrown at the stored records' decoders (history, bests,
//! settings, standings, revisions, the backup file): none panics, each either refuses the text
//! with an error or reads a record that writes back to itself. Seeded, so a failure repeats.

use numera_rules::Rng;
use numera_store::backup::{self, Snapshot};
use numera_store::bests::Bests;
use numera_store::daily::DailyFile;
use numera_store::history::History;
use numera_store::revision::{rev_of, stamp};
use numera_store::settings::Prefs;
use numera_store::standing::Standing;

const ROUNDS: u64 = 3_000;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("tests/fixtures/{name}")).unwrap()
}

/// Bytes that make JSON interesting: structure, quotes, escapes, digits, non-ASCII.
const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\\",
    "\\u0000",
    "\\ud800",
    "null",
    "true",
    "-",
    "1e999",
    "18446744073709551616",
    "-1",
    "0",
    "\"version\":",
    "\"rev\":",
    "é",
    "數",
    "\u{1F600}",
    " ",
];

/// `text` changed in one to four places: a byte range cut, a piece inserted, a range
/// repeated, or the text cut short.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..rng.range(1, 4) {
        let len = bytes.len() as u32;
        let at = rng.below(len + 1) as usize;
        match rng.below(4) {
            0 if at < bytes.len() => {
                let end = (at + 1 + rng.below(8) as usize).min(bytes.len());
                bytes.drain(at..end);
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len() as u32) as usize];
                bytes.splice(at..at, piece.bytes());
            }
            2 if at < bytes.len() => {
                let end = (at + 1 + rng.below(40) as usize).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            _ => bytes.truncate(at),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A text of random pieces and bytes.
fn noise(rng: &mut Rng) -> String {
    (0..rng.below(30))
        .map(|_| match rng.below(3) {
            0 => char::from_u32(rng.below(0x800)).unwrap_or('?').to_string(),
            _ => PIECES[rng.below(PIECES.len() as u32) as usize].to_owned(),
        })
        .collect()
}

fn inputs<'a>(name: &str, original: &'a str) -> impl Iterator<Item = String> + 'a {
    let mut rng = Rng::stream("K7QX2M9P".parse().unwrap(), name, 0);
    (0..ROUNDS).map(move |i| {
        if i % 5 == 4 {
            noise(&mut rng)
        } else {
            mutate(original, &mut rng)
        }
    })
}

#[test]
fn history_bests_and_settings_refuse_or_read_back_what_they_read() {
    // Per kind of record, how many mutated inputs were read: the checks run only on those.
    let mut read = [0; 4];
    for text in inputs("history", &fixture("history.json")) {
        if let Ok(history) = History::decode(&text) {
            assert_eq!(History::decode(&history.encode()), Ok(history), "{text}");
            read[0] += 1;
        }
    }
    for text in inputs("bests", &fixture("best.nmbr9.json")) {
        if let Ok(bests) = Bests::decode(&text) {
            assert_eq!(Bests::decode(&bests.encode()), Ok(bests), "{text}");
            read[1] += 1;
        }
    }
    for text in inputs("settings", &fixture("settings.json")) {
        if let Ok(prefs) = Prefs::decode(&text) {
            assert_eq!(Prefs::decode(&prefs.encode()), Ok(prefs), "{text}");
            read[2] += 1;
        }
    }
    for text in inputs("daily", &fixture("daily.json")) {
        if let Ok(file) = DailyFile::decode(&text) {
            let back = DailyFile::decode(&file.encode()).map(|f| f.results);
            assert_eq!(back, Ok(file.results), "{text}");
            read[3] += 1;
        }
    }
    // Some mutations leave a readable file (a changed score, a space), others not: for each
    // kind the test saw both sides, or its read-back check checked nothing.
    for (kind, n) in ["histories", "bests", "settings", "dailies"]
        .iter()
        .zip(read)
    {
        assert!(n > 0 && n < ROUNDS, "{n} of {ROUNDS} {kind} read");
    }
}

#[test]
fn revisions_and_standings_never_panic_and_a_stamp_reads_back() {
    let (mut stamped_read, mut standings_read) = (0, 0);
    for text in inputs("rev", &stamp(&fixture("settings.json"), 12)) {
        let rev = rev_of(&text);
        // A record the app reads keeps reading the same once stamped, with its new revision.
        if let Ok(prefs) = Prefs::decode(&text) {
            let stamped = stamp(&text, rev + 1);
            assert_eq!(rev_of(&stamped), rev + 1, "{text}");
            assert_eq!(Prefs::decode(&stamped), Ok(prefs), "{text}");
            stamped_read += 1;
        }
    }
    for text in inputs("standing", "3 8 0") {
        if let Some(standing) = Standing::from_text(&text) {
            assert_eq!(Standing::from_text(&standing.to_text()), Some(standing));
            standings_read += 1;
        }
    }
    // The checks above run only on what was read: were every input refused, they would check
    // nothing. Some were read and some refused, so both sides were seen.
    assert!(
        stamped_read > 0 && stamped_read < ROUNDS,
        "{stamped_read} of {ROUNDS} stamped settings read"
    );
    assert!(
        standings_read > 0 && standings_read < ROUNDS,
        "{standings_read} of {ROUNDS} standings read"
    );
}

#[test]
fn a_backup_file_mutated_is_refused_or_imported_without_panicking() {
    let mut here = Snapshot::new();
    here.insert("numera.history".into(), fixture("history.json"));
    here.insert("numera.save.number".into(), fixture("save.number.json"));
    here.insert("numera.settings".into(), fixture("settings.json"));
    let file = backup::export(&here, "2026-12-01T05:00:00.000Z");
    let (mut refused, mut imported) = (0, 0);
    for text in inputs("backup", &file) {
        match backup::import(&text, &Snapshot::new()) {
            Err(_) => refused += 1,
            Ok(import) => {
                imported += 1;
                // What an import writes is what the app's own readers accept.
                for (key, value) in &import.writes {
                    match key.as_str() {
                        "numera.history" => assert!(History::decode(value).is_ok(), "{value}"),
                        "numera.settings" => assert!(Prefs::decode(value).is_ok(), "{value}"),
                        k if k.starts_with("numera.save.") => {
                            assert!(numera_rules::log::Save::from_json(value).is_ok(), "{value}")
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(
        refused > 0 && imported > 0,
        "{refused} refused, {imported} imported"
    );
}
